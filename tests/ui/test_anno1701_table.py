"""Anno 1701's table driven like a person would (issue 3): a full 3-player game, one human seat
played only by mouse clicks on what the screen shows (action bar, board zones, sea hexes,
panels), two `normal` bots, until the game-over scene; plus the panels one by one."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.ui import flow
from anno_desktop.ui.games.anno1701 import Anno1701Scene
from anno_desktop.ui.games.anno1701_dialogs import ChoiceDialog, TradeDialog
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1701" not in flow.playable_games(), reason="Anno 1701 is not installed"
)


def _open(app, seed: int) -> Anno1701Scene:
    options = flow.default_options("anno1701", 3)
    seats = flow.default_seats("anno1701", 3)  # a human and two normal bots
    match = flow.new_match("anno1701", options, seats, seed)
    flow.open_match(app, match)
    return next(s for s in app.stack if isinstance(s, Anno1701Scene))


def _centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.centerx, rect.centery


def place_rect(scene: Anno1701Scene, key: str) -> pygame.Rect | None:
    """Where the board object `key` of the table model is drawn (None: not a click target)."""
    col = scene.lay.column
    kind, _, index = key.partition(":")
    if kind == "slot":
        return col.slots[int(index)]
    if kind == "citizen":
        return col.citizens[int(index)]
    if kind == "coin":
        return scene.lay.favour.coins[int(index)]
    if key in col.supply:
        return col.supply[key]
    return {"settler": col.settler, "village": col.village, "dice": col.dice}.get(key)


class Player:
    """Chooses like the normal bot and expresses the choice only by clicks on the screen."""

    def __init__(self, app, scene: Anno1701Scene, seed: int) -> None:
        self.app = app
        self.scene = scene
        self.bot = make_bot("anno1701", "normal", seed)
        self.rng = random.Random(seed)
        self.clicks = 0
        self.trades_composed = 0

    def click(self, rect: pygame.Rect) -> None:
        click(self.app, _centre(rect))
        self.clicks += 1

    def target(self) -> Action:
        scene = self.scene
        seat = scene.human_to_act
        view = scene.match.view(seat)
        legal = scene.match.legal_actions()
        choice = self.bot.choose(Decision(scene.rules, view, seat, legal))
        if choice.kind == "offer":
            # The bot would compose step by step; the trade panel sends its terms in one.
            choice = self.bot.make_offer(view, seat).to_action()
        if choice.kind == "offer" and self.trades_composed >= 3:
            # Enough trade panels: pick another purposeful move (never an endless haggle).
            others = [a for a in legal if a.kind != "offer"]
            choice = next((a for a in others if a.kind != "end_turn"), others[-1])
        return choice

    def act(self) -> None:
        top = self.app.top
        if isinstance(top, TradeDialog):
            self.compose(top, self._pending)
            return
        if isinstance(top, ChoiceDialog):
            target = self.target()
            for button, action in top.choices:
                if action == target:
                    self.click(button.rect)
                    return
            self.click(top.close_button.rect)
            return
        if isinstance(top, Dialog):  # "End your turn?"
            button = next(w for w in top.widgets if isinstance(w, Button))
            self.click(button.rect)
            return
        assert top is self.scene
        self.app.render()
        on_board = self.scene.on_board()
        assert not [m for _, _, m in self.scene.bar_choices if m and set(m) <= on_board]
        target = self.target()
        if target.kind == "offer":
            self._pending = target
            self.trades_composed += 1
            self.click(self.scene.lay.column.supply["trade"])  # the trade panel opens
            return
        if self._press_zone(target) or self._press_sea(target) or self._press_place(target):
            return
        self._press_bar(lambda b, a, members: a == target or (a is None and target in members))

    def _press_place(self, target: Action) -> bool:
        """A board object whose click opens the panel `target` is chosen in."""
        for place in self.scene.model().places:
            rect = place_rect(self.scene, place.key)
            if target in place.actions and rect is not None:
                self.click(rect)
                return True
        return False

    def _press_zone(self, target: Action) -> bool:
        self.app.render()
        for rect, action in self.scene.board_zones:
            if action == target:
                self.click(rect)
                return True
        return False

    def _press_sea(self, target: Action) -> bool:
        if target.kind != "move" or self.rng.random() < 0.5:
            return False
        scene = self.scene
        coords = game_data().map.coords
        ship, to = target.args
        for _ in range(4):
            if scene.selected_ship == ship:
                break
            here = scene.view().players[scene.human_to_act].ships[ship]
            click(self.app, tuple(round(v) for v in scene.sea_map.centre(coords[here])))
        if scene.selected_ship != ship or f"sea:{to}" not in scene._reach:
            return False
        self.click(pygame.Rect(*[round(v) for v in scene.sea_map.centre(coords[to])], 1, 1))
        return True

    def _press_bar(self, wanted) -> None:
        scene = self.scene
        for _ in range(60):
            for button, action, members in scene.bar_choices:
                if wanted(button, action, members):
                    if scene.actions.rect.contains(button.rect):
                        self.click(button.rect)
                        return
                    down = button.rect.bottom > scene.actions.rect.bottom
                    break
            else:
                raise AssertionError("the chosen action has no button")
            pos = _centre(scene.actions.rect)
            events = [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if down else 1),
            ]
            self.app.step(0.016, events)
        raise AssertionError("could not scroll to the button")

    def compose(self, dialog: TradeDialog, offer: Action) -> None:
        partner, give, take = offer.args
        self.click(dialog.partner_buttons[partner].rect)
        for name, n in give:
            for _ in range(n):
                self.click(dialog.give_buttons[name][1].rect)
        for name, n in take:
            for _ in range(n):
                self.click(dialog.take_buttons[name][1].rect)
        assert dialog.offer() == offer
        self.click(dialog.propose_button.rect)


def _play(app, seed: int, max_steps: int) -> tuple[Anno1701Scene, Player]:
    """Play the game to its end, failing after `max_steps` loop steps (a click, or a frame that
    asks a bot or plays its answer). The count, not the clock, bounds the game: a frame while a
    bot thinks waits for its answer first, so the count is the same on any machine."""
    scene = _open(app, seed)
    player = Player(app, scene, seed)
    player._pending = None
    for _ in range(max_steps):
        if isinstance(app.top, GameOver):
            return scene, player
        if scene.human_to_act is not None:
            player.act()
            continue
        while scene.worker.busy and not scene.worker.has_result:
            time.sleep(0.0005)
        app.step(0.016, [])
    raise AssertionError(f"the game did not end within {max_steps} steps")


def test_a_whole_three_player_game_is_played_by_clicks_to_game_over(app):
    # 364 steps (120 clicks, 361 actions) since bots stopped composing offers bound to fail.
    scene, player = _play(app, seed=21, max_steps=1000)
    assert scene.match.result() is not None
    assert isinstance(app.top, GameOver)
    assert player.clicks > 50
    assert player.trades_composed >= 1  # the trade panel was used along the way
    assert not scene._board_failed


def _advance_to(app, scene: Anno1701Scene, kinds: tuple[str, ...], seed: int) -> bool:
    """Play (bots for everyone) until the human may take an action of one of `kinds`."""
    bot = make_bot("anno1701", "normal", seed)
    for _ in range(400):
        scene.run_bots()
        legal = scene.match.legal_actions()
        if scene.match.result() is not None:
            return False
        if any(a.kind in kinds for a in legal):
            return True
        seat = scene.match.to_act()
        choice = bot.choose(Decision(scene.rules, scene.match.view(seat), seat, legal))
        if choice.kind == "offer":
            choice = next(a for a in legal if a.kind != "offer")
        scene.submit(choice)
        while app.top is not scene:
            app.pop()
    return False


def test_the_trade_panel_submits_a_legal_offer(app):
    scene = _open(app, 4)
    assert _advance_to(app, scene, ("offer",), 4)
    app.render()
    assert not [m for _, _, m in scene.bar_choices if m[0].kind == "offer"]  # trade is on the board
    click(app, _centre(scene.lay.column.supply["trade"]))
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    assert not dialog.propose_button.enabled  # nothing composed yet
    me = scene.match.state.players[scene.human_to_act]
    name = (
        next(n for n, k in zip(game_data().goods, me.goods, strict=True) if k)
        if any(me.goods)
        else "gold"
    )
    partner = dialog.partners[0]
    click(app, _centre(dialog.partner_buttons[partner].rect))
    click(app, _centre(dialog.give_buttons[name][1].rect))
    other = "gold" if name != "gold" else "wood"
    click(app, _centre(dialog.take_buttons[other][1].rect))
    offer = dialog.offer()
    assert offer in scene.match.legal_actions()
    assert dialog.propose_button.enabled
    logged = len(scene.match.log)
    click(app, _centre(dialog.propose_button.rect))
    assert scene.match.log[logged] == offer


def test_a_ship_click_shows_where_it_can_sail_and_a_far_click_sails_the_path(app):
    scene = _open(app, 5)
    assert _advance_to(app, scene, ("move",), 5)
    app.render()
    assert scene._reach
    far = max(scene._reach, key=lambda k: len(scene._reach[k].path))
    route = scene._reach[far]
    x, y = scene.sea_map.centre(scene.model().place(far).coord)
    app.step(
        0.016,
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)
            )
        ],
    )
    assert "Click: sail ship" in (scene.tooltip_at((round(x), round(y))) or "")
    logged = len(scene.match.log)
    click(app, (round(x), round(y)))
    moved = [a for a in scene.match.log[logged:] if a.kind == "move"]
    assert moved and moved == list(route.steps[: len(moved)])
    assert [f"sea:{a.args[1]}" for a in moved] == list(route.path[: len(moved)])


def test_every_board_place_has_a_tooltip(app):
    scene = _open(app, 6)
    app.render()
    sea = game_data().map
    for h, coord in enumerate(sea.coords):
        x, y = scene.sea_map.centre(coord)
        assert scene.tooltip_at((round(x), round(y))), f"hex {h} has no tooltip"
    assert all(tip for _, tip in scene.board_tips)


def test_the_donation_panel_names_the_coin_and_donates(app):
    scene = _open(app, 7)
    if not _advance_to(app, scene, ("donate",), 7):
        pytest.skip("no donation came up in this game")
    app.render()
    coin = next(p for p in scene.model().of_kind("coin") if p.actions)
    click(app, _centre(place_rect(scene, coin.key)))
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert "gold" in dialog.message
    ((button, action),) = dialog.choices
    logged = len(scene.match.log)
    click(app, _centre(button.rect))
    assert scene.match.log[logged] == action == Action("donate")


@pytest.mark.parametrize(("kinds", "seed"), [(("pay", "fight"), 8), (("discard",), 9)])
def test_a_pending_decision_opens_a_panel_with_exactly_the_legal_choices(app, kinds, seed):
    scene = _open(app, seed)
    found = False
    for attempt in range(6):  # bots play on until the human meets such a decision
        if _advance_to(app, scene, kinds, seed + attempt):
            found = True
            break
        scene = _open(app, seed + 100 * (attempt + 1))
    if not found:
        pytest.skip(f"no {kinds} decision came up")
    scene._dialog_key = None
    scene.refresh()
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert [a for _, a in dialog.choices] == scene.match.legal_actions()
    if "fight" in kinds:
        assert "of 6 die faces" in dialog.message


def test_buying_the_choice_of_three_shows_the_tiles_to_pick_from(app):
    scene = _open(app, 10)
    choose = [Action("buy", (1, "choose")), Action("buy", (2, "choose"))]
    for _ in range(40):
        assert _advance_to(app, scene, ("buy",), 10)
        legal = scene.match.legal_actions()
        buy = next((a for a in choose if a in legal), None)
        if buy is not None:
            break
        scene.submit(next(a for a in legal if a.kind == "end_turn"))
    else:
        pytest.skip("never rich enough to choose")
    app.render()
    click(app, _centre(scene.lay.column.supply[f"stack:{buy.args[0]}"]))
    stack = app.top  # the stack's panel: the top tile or the choice of three
    assert isinstance(stack, ChoiceDialog)
    click(app, _centre(next(b.rect for b, a in stack.choices if a == buy)))
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    view = scene.view()
    names = [game_data().buildings[t].name for t in view.pending[0].args[1]]
    assert [a for _, a in dialog.choices] == scene.match.legal_actions()
    assert all(any(n in button.label for n in names) for button, _ in dialog.choices)
    button, action = dialog.choices[-1]
    logged = len(scene.match.log)
    click(app, _centre(button.rect))
    assert scene.match.log[logged] == action


def _match_at_own_choice(kind: str, players: int):
    """A match (seat 0 human, the others normal) at seat 0's first choice of `kind`."""
    for seed in range(1, 40):
        options = flow.default_options("anno1701", players)
        match = flow.new_match("anno1701", options, flow.default_seats("anno1701", players), seed)
        bots = [make_bot("anno1701", "normal", i) for i in range(players)]
        while (seat := match.to_act()) is not None:
            legal = match.legal_actions()
            if seat == 0 and any(a.kind == kind for a in legal):
                return match
            match.submit(bots[seat].choose(Decision(match.rules, match.state, seat, legal)))
    raise AssertionError(f"no game of 40 came to a choice of {kind}")


@pytest.mark.parametrize(("kind", "players"), [("return", 3), ("neutral", 2)])
def test_a_choice_of_a_place_on_the_sea_is_a_label_on_that_place(app, kind, players):
    """Returning a ship to a harbour, and the 2-player variant's neutral colony, are clicked
    on the map, like Discover and Found."""
    match = _match_at_own_choice(kind, players)
    flow.open_match(app, match)
    scene = next(s for s in app.stack if isinstance(s, Anno1701Scene))
    app.render()
    zones = [(rect, action) for rect, action in scene.board_zones if action.kind == kind]
    assert {a for _, a in zones} == {a for a in match.legal_actions() if a.kind == kind}
    assert all(scene.sea_map.rect.contains(rect) for rect, _ in zones)
    rect, action = zones[-1]
    click(app, _centre(rect))
    assert match.log[-1] == action


def test_a_map_button_takes_its_own_click_and_keeps_off_the_island_tiles(app):
    scene = _open(app, 5)
    assert _advance_to(app, scene, ("discover", "found"), 5)
    app.render()
    buttons = [(r, a) for r, a in scene.board_zones if a.kind in ("discover", "found")]
    assert buttons
    islands = scene._island_boxes()
    for rect, _ in buttons:
        assert rect.collidelist(islands) < 0  # what a discovery shows stays in sight
    rect, action = buttons[0]
    hexes_under = {scene.sea_map.hex_at(p) for p in (rect.center, rect.midleft, rect.midright)}
    assert hexes_under - {None}  # the label lies over the sea map
    logged = len(scene.match.log)
    click(app, _centre(rect))
    assert scene.match.log[logged] == action  # not a move to the hex beneath


def test_a_click_on_a_rival_opens_their_settlement_board_and_another_closes_it(app):
    scene = _open(app, 4)
    assert _advance_to(app, scene, ("end_turn", "sail", "buy"), 4)
    app.render()
    names = [scene.seat_name(i) for i in range(3)]
    boxes = [r for r, t in scene.board_tips if "open their settlement board" in t]
    assert len(boxes) == 2
    click(app, _centre(boxes[0]))
    app.render()
    shown = scene.shown_model().shown
    assert shown != scene.own_seat() and scene.rival_shown == shown
    assert any(f"{names[shown]}'s settlement board" in t for _, t in scene.board_tips)
    click(app, _centre(boxes[0]))
    assert scene.rival_shown is None
