"""Anno 1800 solo's pay panel (issue 15, "You choose how to pay"): Mission 3 started, a card is
fulfilled by clicks only - the card opens the pay step with the proposed sources, a click on
another source changes that part, Pay pays exactly that way (and Cancel pays nothing)."""

import re

import pytest

from anno_desktop.engine.match import Match, Seat
from anno_desktop.ui import flow
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)


def _mission_three(app, seed=3):
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate({"players": 1, "mission": 3, "mode": "campaign"})
    flow.open_match(app, Match(RULES, options, seed, [Seat(name="Captain", kind="human")]))
    app.render()
    click(app, app.top.close_button.rect.center)  # the briefing
    scene = app.top
    app.render()
    return scene


def _zone(scene, predicate):
    return next((rect, a) for rect, a in scene.board_zones if predicate(a))


def _open_pay_panel_on_a_card(app, scene):
    """Click the first hand card whose needs can be paid in more than one way (the hand
    scrolled by the wheel until it shows)."""
    import pygame

    def wanted(a):
        return a.kind == "pay" and a.args[0] == "play"

    for _ in range(12):
        if any(wanted(a) for _, a in scene.board_zones):
            break
        pos = scene.shape.rects["area:hand"].center
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=pos)
        app.step(0.016, [motion, wheel])
        app.render()
    rect, entry = _zone(scene, wanted)
    card = entry.args[1]
    click(app, rect.center)
    app.render()
    table = scene.table()
    assert table.pending is not None and table.pending.kind == "pay"
    assert scene.shape.pay is not None and scene.shape.pay.choices
    return card


def test_a_card_is_fulfilled_by_clicks_with_a_changed_source(app):
    scene = _mission_three(app)
    logged = len(scene.match.log)
    card = _open_pay_panel_on_a_card(app, scene)
    proposed = scene.table().place("pay:total").label
    box, source, words = scene.shape.pay.choices[0]
    part = scene.table().place(f"pay:part:{source.args[0]}")
    click(app, box.center)
    app.render()
    changed = scene.table().place(f"pay:part:{source.args[0]}")
    assert changed.label != part.label and words in changed.label
    total = scene.table().place("pay:total").label
    assert total != proposed
    trade_before = scene.table().place("tokens:trade").number("ready")
    confirm = scene.shape.rects["pay:confirm"]
    click(app, confirm.center)
    app.render()
    kinds = [a.kind for a in scene.match.log[logged:]]
    assert kinds == ["pay", "source", "done"]
    assert f"card:{card}" not in scene.shape.rects and scene.table().place(f"card:{card}") is None
    spent = re.search(r"(\d+) trade tokens?", total)
    trade_after = scene.table().place("tokens:trade").number("ready")
    assert trade_before - trade_after == (int(spent.group(1)) if spent else 0)


def test_cancel_in_the_pay_panel_pays_nothing(app):
    scene = _mission_three(app)
    before = scene.match.state.clone()
    _open_pay_panel_on_a_card(app, scene)
    click(app, scene.shape.rects["pay:cancel"].center)
    app.render()
    assert scene.table().pending is None
    assert scene.match.state.hand == before.hand and scene.match.state.stack == before.stack


def test_the_pyrphorians_demand_is_met_by_clicks_in_the_pay_panel(app):
    """Mission 7: "Whenever you turn over a card from the time stack whose costs show
    exploration tiles, you must immediately exhaust that number of tiles." With tiles on ships
    and on played cards, the panel offers the split; a click chooses it, Exhaust confirms."""
    from anno_desktop.engine.rules import Action
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate({"players": 1, "mission": 7, "mode": "campaign"})
    match = Match(RULES, options, 1, [Seat(name="Captain", kind="human")])
    match.state.temp_expl = 3  # unused tiles on played cards
    if "FW36" in match.state.stack:
        match.state.stack.remove("FW36")
    match.state.stack.insert(0, "FW36")  # its costs show 2 exploration tiles
    flow.open_match(app, match)
    app.render()
    click(app, app.top.close_button.rect.center)  # the briefing
    scene = app.top
    scene.submit(Action("hire", ("farmer",)))
    scene.submit(Action("done", ()))
    app.render()
    assert scene.table().pending.kind == "pyrphorians" and scene.shape.pay is not None
    assert "pay:cancel" not in [p.key for p in scene.table().places]
    logged = len(scene.match.log)
    box, take, _ = next(c for c in scene.shape.pay.choices if c[2] == "all from played cards")
    assert take.kind == "take"
    click(app, box.center)
    app.render()
    assert scene.table().place("pay:tokens:expl").source == "all from played cards"
    click(app, scene.shape.rects["pay:confirm"].center)
    app.render()
    assert [a.kind for a in scene.match.log[logged:]] == ["take", "done"]
    assert scene.table().pending is None and scene.match.state.temp_expl == 1


def _bot_match(mission, seed, actions):
    """A human seat's match after `actions` moves of the normal bot."""
    from anno_desktop.ai.levels import make_bot
    from anno_desktop.engine.bots import Decision
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate(
        {"players": 1, "mission": mission, "mode": "campaign"}
    )
    match = Match(RULES, options, seed, [Seat(name="Captain", kind="human")])
    bot = make_bot("anno1800-solo", "normal", seed)
    for _ in range(actions):
        match.submit(bot.choose(Decision(RULES, match.state.clone(), 0, match.legal_actions())))
    return match


def _widest_payment(match):
    """The pay-step entry whose panel has the most lines (parts and their sources)."""
    from anno_desktop.games.anno1800_solo.table import PayPlace, build_table

    def lines(entry):
        trial = match.state.clone()
        match.rules.apply(trial, entry)
        table = build_table(trial, match.rules.legal_actions(trial), 0)
        return sum(1 + len(p.choices) for p in table.places if isinstance(p, PayPlace))

    return max((a for a in match.legal_actions() if a.kind == "pay"), key=lines)


def test_a_payment_of_many_parts_and_the_pyrphorians_demand_fit_the_panel():
    """Issue 15: the pay panel at 150 % was cramped when a payment has many parts. Mission 10
    late (Shipyard 3 for 6 trade tokens: five parts, three of them with closed trades) and
    Mission 3's first artisan (four parts, ten sources): every line keeps its words whole, the
    closed sources counted on one line a part where a line each does not fit."""
    from anno_desktop.ui import check_layout
    from anno_desktop.ui.scene import new_scene

    def shot(mission, seed, actions):
        def open_panel(app, look):
            match = _bot_match(mission, seed, actions)
            game = flow.scene_class("anno1800-solo")(app, match, autosave=False)
            app.reset(new_scene(app, "MainMenu"), game)
            game.submit(_widest_payment(match))
            assert game.table().pending.kind == "pay"
            look("pay panel of many parts")

        return open_panel

    def demand(app, look):
        from anno_desktop.engine.rules import Action

        match = _bot_match(7, 1, 0)
        match.state.temp_expl = 3
        match.state.stack.insert(0, "FW36")
        game = flow.scene_class("anno1800-solo")(app, match, autosave=False)
        app.reset(new_scene(app, "MainMenu"), game)
        game.submit(Action("hire", ("farmer",)))
        game.submit(Action("done", ()))
        assert game.table().pending.kind == "pyrphorians"
        look("the Pyrphorians' demand")

    extra = [
        ("anno1800-solo", ("many parts, late", shot(10, 2, 66))),
        ("anno1800-solo", ("many parts, first turn", shot(3, 3, 0))),
        ("anno1800-solo", ("pyrphorians", demand)),
    ]
    report = check_layout.run(
        [], check_layout.FAST_SIZES, check_layout.FAST_SCALES, menus=False, extra=extra
    )
    assert report.errors == []
    assert report.shots == len(check_layout.FAST_SIZES) * len(check_layout.FAST_SCALES) * 3
    assert [f"{f.category} {f.scene} {f.size} {f.scale} {f.what}" for f in report.findings] == []
