"""Acting on the card game's table (issue 16): End turn, Refill and Voyage stay in their fixed
places; a card standing for several actions opens a menu beside it and the action bar keeps only
what no card stands for, a handful of entries while trades are possible; a voyage shows the
pirate's stakes large and rolls the fight's two dice on screen at the animation speed; undone
moves leave the log; a tooltip tells the table as it is now."""

import pygame
import pytest

from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.ui import flow
from anno_desktop.ui.games import anno1701_cards_voyage
from anno_desktop.ui.widgets.button import Button
from tests.games.anno1701_cards.helpers import in_action
from tests.games.anno1701_cards.test_voyage import reveal, sailing
from tests.ui.conftest import click

GAME = "anno1701-cards"
pytestmark = pytest.mark.skipif(
    GAME not in flow.playable_games(), reason="the card game is not installed"
)


def _table_at(app, state):
    """The scene showing `state`, with the human at the seat on turn."""
    from anno_desktop.ui.games.anno1701_cards import Anno1701CardsScene

    seats = [Seat(name="Admiral", kind="bot", level="normal", colour="blue") for _ in range(2)]
    seats[state.current] = Seat(name="Captain", kind="human", colour="red")
    match = Match(RULES, RULES.options_model(players=2), 1, seats, state=state)
    flow.open_match(app, match)
    scene = next(s for s in app.stack if isinstance(s, Anno1701CardsScene))
    app.render()
    return scene


def _rich_action_phase():
    s = in_action()
    for p in s.players:
        p.land = [3, 3, 3, 2, 2, 2, 2]
        p.centres = [4, 3]
    return s


def _bar(scene):
    return [b for b in scene.actions.children if isinstance(b, Button)]


def test_end_turn_refill_and_voyage_never_move_and_the_bar_stays_short(app):
    """A dozen builds, bank trades and paying-card choices are legal; the bar shows only the
    trade (End turn, Refill and Voyage have their own places, the rest lies on the cards)."""
    scene = _table_at(app, _rich_action_phase())
    legal = scene.match.legal_actions()
    assert len(legal) > 12 and any(a.kind == "bank" for a in legal)
    assert [b.label for b in _bar(scene)] == ["Offer your rival a trade"]
    fixed = dict(scene.lay.fixed)
    zones = {a.kind: rect for rect, a in scene.board_zones}
    assert zones["end"] == fixed["end"]
    assert scene.board_tip_at(fixed["voyage"].center).startswith("End your turn with a trade")
    scene.submit(Action("trade"))
    app.render()
    assert scene.lay.fixed == fixed and len(_bar(scene)) <= 4
    assert scene.board_tip_at(fixed["end"].center).endswith(
        "Not now: compose an offer to the rival first."
    )


def test_a_card_standing_for_several_actions_opens_a_menu_of_them(app):
    scene = _table_at(app, _rich_action_phase())
    forest = next(p for p in scene.table().places if p.key.endswith(":forest") and p.seat == 0)
    assert len(forest.actions) > 1  # bank trades of wood for each other good
    cell = scene.lay.cells[(forest.row, forest.col)]
    click(app, cell.center)
    app.render()
    entries = list(scene.board_zones)
    assert scene.menu is not None and {a for _, a in entries} == set(forest.actions)
    assert not any(
        r.colliderect(s) for i, (r, _) in enumerate(entries) for s, _ in entries[i + 1 :]
    )
    click(app, scene.lay.grid.bottomleft)  # anywhere else: the menu closes, nothing is done
    assert scene.menu is None and scene.match.log == []
    click(app, cell.center)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    app.step(0.016, [escape])
    assert scene.menu is None and app.top is scene
    click(app, cell.center)
    app.render()
    rect, action = scene.board_zones[0]
    click(app, rect.center)
    assert scene.match.log == [action] and scene.menu is None


def test_a_pirate_is_shown_large_with_its_stakes_and_the_fight_rolls_on_screen(app, monkeypatch):
    s = sailing()
    reveal(s, "V03")  # strength 3, tribute 2
    app.settings.animation_speed = "normal"
    scene = _table_at(app, s)
    tips = "\n".join(t for _, t in scene.board_tips)
    assert "Pirates of strength 3" in tips and "% of fights" in tips
    drawn = []
    real = anno1701_cards_voyage.draw_die

    def spy(surface, rect, value, colour="ivory", *args):
        drawn.append((value, colour))
        return real(surface, rect, value, colour, *args)

    monkeypatch.setattr(anno1701_cards_voyage, "draw_die", spy)
    fight = next(rect for rect, a in scene.board_zones if a.kind == "fight")
    click(app, fight.center)
    assert scene.fight is not None and scene.fight_left > 0  # tumbling at normal speed
    for _ in range(40):
        app.step(0.05, [])
    drawn.clear()
    app.dirty = True
    app.render()
    assert (scene.fight.own, "ivory") in drawn and (scene.fight.pirate, "red") in drawn
    assert scene.fight.strength == 3


def test_with_animations_off_the_fight_shows_its_dice_at_once(app):
    s = sailing()
    reveal(s, "V03")
    scene = _table_at(app, s)
    scene.submit(Action("fight"))
    assert scene.fight is not None and scene.fight_left == 0


def test_an_undone_move_leaves_the_log(app):
    scene = _table_at(app, _rich_action_phase())
    bank = next(a for a in scene.match.legal_actions() if a.kind == "bank")
    scene.submit(bank)
    assert any("trades 3" in e.text for e in scene.log.entries)
    assert scene.match.can_undo()
    scene.undo()
    assert scene.match.log == []
    assert not any("trades 3" in e.text for e in scene.log.entries)
    assert scene.log.entries[-1].text == "(a move was taken back)"


def test_a_tooltip_tells_the_stack_as_it_is_after_a_draw(app):
    scene = _table_at(app, _rich_action_phase())
    stack = scene.lay.stacks[0]
    before = scene.tooltip_at(stack.center)
    scene.match.state.stacks[0].pop()
    scene.match.log.append(Action("end"))  # a new position, as after any move
    app.dirty = True
    app.render()
    after = scene.tooltip_at(stack.center)
    assert before != after and f"{len(scene.match.state.stacks[0])} cards" in after
