"""The game-over screen's statistics (issue 21, "Statistics"): the dice it counts are the dice
the game's log rolled, the fair distribution is the dice's, and the points over the game end
on the scores the game was won with."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from anno_desktop.ai.review import GameRecord
from anno_desktop.ai.review_stats import dice_rolled, expected
from anno_desktop.ai.runner import MatchRunner
from anno_desktop.engine.errors import SaveMismatch
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.saves import read_save, restore
from anno_desktop.games import get_game
from anno_desktop.ui.scene import new_scene, push_scene

SAVES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


def saved_match(name: str) -> Match:
    save = read_save(SAVES / f"{name}.json")
    try:
        return restore(save, get_game(save.game).rules)
    except SaveMismatch as exc:
        return exc.match


def logged_rolls(match: Match) -> Counter:
    """Every roll event's number, read straight from a replay of the log."""
    replay = Match(match.rules, match.options, match.seed, match.seats)
    rolls: Counter = Counter()
    for action in match.log:
        for event in replay.submit(action):
            if event.kind == "roll" and "dice" in event.data:
                rolls[sum(event.data["dice"])] += 1
            elif event.kind == "roll" and "number" in event.data:
                rolls[event.data["number"]] += 1
    return rolls


def game_over(app, match: Match):
    app.reset(new_scene(app, "MainMenu"))
    scene = push_scene(app, "GameOver", match)
    app.step(0.016, [])
    return scene


@pytest.mark.parametrize("name", ["anno1701-0-over", "anno1701-1-over", "anno1701-cards-0-over"])
def test_the_dice_counted_are_the_logs_dice(app, name):
    match = saved_match(name)
    over = game_over(app, match)
    rolls = logged_rolls(match)
    assert over.dice is not None
    assert {v: n for v, n in over.dice.counts.items() if n} == dict(rolls)
    assert over.dice.rolls == sum(rolls.values()) > 0
    assert [kind for kind, _ in over.charts] == ["dice", "tally"]


def test_the_fair_distribution_is_the_dices():
    two = expected(2)
    assert sorted(two) == list(range(2, 13))
    assert two[7] == pytest.approx(6 / 36)
    assert two[2] == two[12] == pytest.approx(1 / 36)
    assert expected(1) == {v: pytest.approx(1 / 6) for v in range(1, 7)}
    assert sum(two.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("name", ["anno1701-0-over", "anno1701-cards-0-over", "santa-maria-0-over"])
def test_the_points_over_the_game_end_on_the_final_scores(app, name):
    match = saved_match(name)
    over = game_over(app, match)
    tally = over.tally
    assert tally is not None
    assert [values[-1] for values in tally.values] == list(match.result().scores)
    assert all(values[0] == 0 for values in tally.values)
    assert tally.turns[-1] == match.turn()
    assert tally.turns == sorted(tally.turns)


def test_a_game_without_dice_data_or_points_shows_no_chart(app):
    over = game_over(app, saved_match("anno1800-solo-1-over"))
    assert over.dice is None and over.tally is None
    assert over.charts == []


def fresh_dice(state) -> Counter:
    """The dice a Santa Maria position shows unused at a year's start: white and blue."""
    blue = state.blue_pool if state.common_blue else [d for p in state.players for d in p.blue]
    return Counter([*state.white, *blue])


def santa_maria_game(**options) -> Match:
    rules = get_game("santa-maria").rules
    opts = rules.options_model.model_validate({"players": 3, **options})
    seats = [Seat(name=f"bot {i}", kind="bot", level="normal") for i in range(3)]
    match = Match(rules, opts, 5, seats)
    MatchRunner(match).play_bots(20000)
    assert match.result() is not None
    return match


@pytest.mark.parametrize(
    "options",
    [{}, {"choose_boards": True}, {"common_blue_dice": True}, {"advanced": True}],
    ids=["as-dealt", "choose-boards", "common-blue", "advanced"],
)
def test_santa_maria_counts_every_white_and_blue_die_rolled(options):
    """Santa Maria rolls the white dice and each player's blue dice at every year's start
    (the first year's with the set-up); each die counts on its own."""
    record = GameRecord.replay(santa_maria_game(**options))
    rolled = fresh_dice(record.states[0])  # with a choice of boards: the white dice only
    for k, events in enumerate(record.events):
        after = record.states[k + 1]
        for event in events:
            if event.kind in ("year", "roll"):
                shown = fresh_dice(after)
                if event.kind == "roll":  # the first blue dice, once the boards are chosen
                    shown.subtract(after.white)
                assert Counter(event.data["dice"]) == +shown, (k, event.kind)
            if event.kind == "blue_die":  # a die unlocked on the religion track
                assert len(event.data["dice"]) == 1
            if event.kind in ("year", "roll", "blue_die"):
                rolled.update(event.data["dice"])
    count = dice_rolled("santa-maria", record.events, record.states[0])
    assert count is not None and count.rule.dice == 1
    assert count.counts == {face: rolled[face] for face in range(1, 7)}
    years = record.states[-1].year
    assert count.rolls >= years * 3 * (3 + 1)  # 3 white dice and a blue one a player a year


def test_santa_maria_shows_its_dice_and_its_points(app):
    match = saved_match("santa-maria-0-over")
    over = game_over(app, match)
    record = GameRecord.replay(match)
    assert over.dice == dice_rolled("santa-maria", record.events, record.states[0])
    assert sorted(over.dice.counts) == [1, 2, 3, 4, 5, 6]
    assert [kind for kind, _ in over.charts] == ["dice", "tally"]
