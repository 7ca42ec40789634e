"""Anno 1800 solo's own screens that a seeded bot game never opens - the pay panel (bots pay
in one step), the game-over sheet after a win, the campaign chart with a record, a hand of
twelve cards and Mission 10 under way - checked by check-layout like every other screen:
nothing shortened, clipped, overlapping, off the window or an internal id."""

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.match import Match, Seat
from anno_desktop.ui import check_layout, flow

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)
GAME = "anno1800-solo"


def _match(values, seed):
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate({"players": 1, **values})
    return Match(RULES, options, seed, [Seat(name="Captain", kind="human")])


def _won_mission_one():
    """Mission 1 played by the normal bot to its winning move."""
    match = _match({"mission": 1, "mode": "campaign"}, 1)
    bot = make_bot(GAME, "normal", 1)
    while True:
        state = match.state.clone()
        action = bot.choose(Decision(match.rules, state, 0, match.rules.legal_actions(state)))
        trial = match.state.clone()
        match.rules.apply(trial, action)
        if trial.over:
            match.submit(action)
            return match
        match.submit(action)


def _table(app, match):
    from anno_desktop.ui.scene import new_scene

    game = flow.scene_class(GAME)(app, match, autosave=False)
    app.reset(new_scene(app, "MainMenu"), game)
    return game


def _shots():
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
    from anno_desktop.ui.games.anno1800_solo_progress import (
        CampaignRecord,
        MissionRecord,
        save_record,
    )
    from anno_desktop.ui.scene import new_scene

    won = _won_mission_one()

    def pay_panel(app, look):
        game = _table(app, _match({"mission": 3, "mode": "campaign"}, 3))
        entries = [a for a in game.match.legal_actions() if a.kind == "pay"]
        game.submit(entries[0])
        look("pay panel")
        game.submit(next(a for a in game.match.legal_actions() if a.kind == "source"))
        look("pay panel, a source changed")

    def game_over(app, look):
        game = _table(app, won)
        app.push(SoloGameOver(app, won, CampaignRecord(), None))
        assert app.top is not game
        look("game over after a win")

    def chart(app, look):
        record = CampaignRecord(
            missions={1: MissionRecord(standard=True, harder=True, most_cards_left=3)},
            best_score=98,
            best_rating="Ordinary hamlet",
        )
        save_record(record)
        app.reset(new_scene(app, "MainMenu"), CampaignMap(app))
        look("campaign chart with a record")

    def twelve_cards(app, look):
        match = _match({"mission": 3, "mode": "campaign"}, 3)
        for deck in match.state.decks.values():
            while len(match.state.hand) < 12 and deck:
                match.state.hand.append(deck.pop(0))
        _table(app, match)
        look("a hand of twelve cards")

    def mission_ten(app, look):
        match = _match({"mission": 10, "mode": "campaign"}, 10)
        bot = make_bot(GAME, "normal", 1)
        for _ in range(40):
            state = match.state.clone()
            match.submit(
                bot.choose(Decision(match.rules, state, 0, match.rules.legal_actions(state)))
            )
        _table(app, match)
        look("Mission 10 after forty actions")

    return [
        (GAME, ("pay panel", pay_panel)),
        (GAME, ("game over", game_over)),
        (GAME, ("chart", chart)),
        (GAME, ("twelve cards", twelve_cards)),
        (GAME, ("mission ten", mission_ten)),
    ]


def test_the_pay_panel_the_game_over_sheet_and_the_chart_fit():
    report = check_layout.run(
        [],
        check_layout.FAST_SIZES,
        check_layout.FAST_SCALES,
        menus=False,
        extra=_shots(),
    )
    assert report.errors == []
    assert report.shots == len(check_layout.FAST_SIZES) * len(check_layout.FAST_SCALES) * 6
    assert [f"{f.category} {f.scene} {f.size} {f.scale} {f.what}" for f in report.findings] == []
