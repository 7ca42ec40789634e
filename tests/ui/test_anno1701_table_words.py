"""Anno 1701's table, issue 16's wording and small bugs, each as a player meets it: the header
names whose decision it is while a bot's offer waits for an answer; ending the turn asks nothing
when it is the only choice; an undone move leaves the log; a favour token placed gets a banner;
a pirate fight's die takes the place of the income roll; the 2-player second roll is explained."""

from __future__ import annotations

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rules import Action, Event
from anno_desktop.ui import flow
from anno_desktop.ui.games.anno1701 import Anno1701Scene
from anno_desktop.ui.widgets.dialog import Dialog

pytestmark = pytest.mark.skipif(
    "anno1701" not in flow.playable_games(), reason="Anno 1701 is not installed"
)


def _match_at(want, players: int = 3, seeds: range = range(1, 40)):
    """A match (seat 0 human, the others normal bots) at seat 0's first decision `want` takes
    (`want(match, legal)`); seat 0 plays like a normal bot that makes no offers."""
    for seed in seeds:
        options = flow.default_options("anno1701", players)
        match = flow.new_match("anno1701", options, flow.default_seats("anno1701", players), seed)
        bots = [make_bot("anno1701", "normal", seed + i) for i in range(players)]
        for _ in range(3000):
            seat = match.to_act()
            if seat is None:
                break
            legal = match.legal_actions()
            if seat == 0 and want(match, legal):
                return match
            choice = bots[seat].choose(Decision(match.rules, match.state, seat, legal))
            if seat == 0 and choice.kind in ("offer", "ask"):
                choice = next(a for a in legal if a.kind not in ("offer", "ask"))
            match.submit(choice)
    pytest.skip("no game came to that decision")


def _scene(app, match) -> Anno1701Scene:
    flow.open_match(app, match)
    scene = next(s for s in app.stack if isinstance(s, Anno1701Scene))
    while app.top is not scene:
        app.pop()  # a panel the decision opened
    app.render()
    return scene


def test_the_header_names_whose_offer_the_player_answers(app):
    match = _match_at(lambda m, legal: Action("decline") in legal)
    scene = _scene(app, match)
    proposer = scene.seat_name(match.state.current)
    _, text = scene.banner_text()
    assert f"{proposer}'s offer" in text and "nswer" in text


def test_ending_the_turn_asks_nothing_when_it_is_the_only_choice(app):
    app.settings.confirm_end_of_turn = True
    match = _match_at(lambda m, legal: legal == [Action("end_turn")])
    scene = _scene(app, match)
    logged = len(match.log)
    scene.choose(Action("end_turn"))
    assert not isinstance(app.top, Dialog)
    assert match.log[logged] == Action("end_turn")


def test_an_undone_move_leaves_the_log(app):
    match = _match_at(lambda m, legal: Action("ship") in legal or Action("citizen") in legal)
    scene = _scene(app, match)
    action = next(a for a in match.legal_actions() if a.kind in ("ship", "citizen"))
    lines = [entry.text for entry in scene.log.entries]
    scene.submit(action)
    added = [entry.text for entry in scene.log.entries][len(lines) :]
    assert added
    scene.undo()
    after = [entry.text for entry in scene.log.entries]
    assert after[-1] == "(a move was taken back)"
    assert not set(added) & set(after)  # what was taken back is not told as done
    assert lines[-1] in after  # what stands is told


def test_a_favour_token_placed_gets_a_banner_not_only_a_log_line(app):
    match = _match_at(lambda m, legal: Action("citizen") in legal)
    scene = _scene(app, match)
    app.clear_toast()
    scene.submit(Action("citizen"))  # a citizen places a favour token
    assert app.toast_text and app.toast_text.startswith("Favour token placed")


def test_a_pirate_fight_rolls_its_die_in_place_of_the_income_roll(app):
    match = _match_at(lambda m, legal: Action("end_turn") in legal)
    scene = _scene(app, match)
    scene.on_events([Event("roll", "Captain rolled 9", 0, {"dice": [4, 5]})])
    assert scene._dice == [4, 5]
    fight = {"card": 0, "die": 3, "cannons": 2, "strength": 6}
    scene.on_events([Event("encounter", "Pirates", 0, fight)])
    assert scene._dice == [3] and scene._fight == fight
    app.render()
    tip = scene.board_tip_at(scene.lay.column.dice.center)
    assert tip and "die 3 + 2 cannons = 5 against strength 6: lost" in tip


def test_the_two_player_second_roll_is_explained_in_the_log(app):
    match = _match_at(lambda m, legal: legal == [Action("roll")] and m.state.first_roll != 0, 2)
    scene = _scene(app, match)
    scene.submit(Action("roll"))
    texts = " ".join(entry.text for entry in scene.log.entries[-4:])
    assert "second roll of the 2-player game: it must differ from the first" in texts


def test_a_loaded_game_shows_the_roll_that_stands_on_the_dice(app):
    match = _match_at(lambda m, legal: Action("end_turn") in legal and m.state.last_roll > 0)
    scene = _scene(app, match)  # opened as a loaded game is: its log replayed
    assert sum(scene._dice) == match.state.last_roll and len(scene._dice) == 2
