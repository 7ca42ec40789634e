"""The game review's record and judge (issue 21, "Game review"): every position of a saved
game as a replay reaches it, and the marked moves are the judge's costliest decisions."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.ai.review import (
    MOST_PLAYOUTS,
    MOST_SHORT_PLAYOUTS,
    PLAYOUT_LIMIT,
    GameRecord,
    Judge,
)
from anno_desktop.ai.review_process import JudgeProcess
from anno_desktop.ai.runner import MatchRunner, bot_seed
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import SaveMismatch
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.saves import read_save, restore
from anno_desktop.games import get_game
from anno_desktop.ui import flow

SAVES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
FINISHED = sorted(SAVES.glob("*-over.json"))


def saved_match(path: Path) -> Match:
    save = read_save(path)
    try:
        return restore(save, get_game(save.game).rules)
    except SaveMismatch as exc:  # saved by an older version: its moves still replay
        return exc.match


def blundering_game(game: str = "anno1701-cards", seed: int = 4) -> Match:
    """A finished game whose human seat was played by the `easy` bot (it blunders)."""
    options = flow.default_options(game)
    seats = flow.default_seats(game, options.players)
    bots = [
        Seat(name=s.name, kind="bot", level="easy" if i == 0 else "normal", colour=s.colour)
        for i, s in enumerate(seats)
    ]
    match = flow.new_match(game, options, bots, seed)
    MatchRunner(match).play_bots(20000)
    assert match.result() is not None
    human = [Seat(name=seats[0].name, kind="human", colour=seats[0].colour), *bots[1:]]
    return Match(match.rules, match.options, match.seed, human, match.state, match.log)


@pytest.mark.parametrize("path", FINISHED, ids=lambda p: p.stem)
def test_the_record_holds_every_position_a_replay_reaches(path):
    match = saved_match(path)
    replay = Match(match.rules, match.options, match.seed, match.seats)
    hashes = [state_hash(replay.state)]
    for action in match.log:
        replay.submit(action)
        hashes.append(state_hash(replay.state))
    record = GameRecord.replay(match)
    assert len(record) == len(match.log)
    assert record.hashes() == hashes
    assert record.hashes()[-1] == state_hash(match.state)


def test_human_decisions_are_the_humans_choices_among_several_moves():
    record = GameRecord.replay(saved_match(SAVES / "anno1701-cards-0-over.json"))
    rules, decisions = record.match.rules, record.human_decisions()
    assert decisions
    for index in range(len(record)):
        seat = record.movers[index]
        chose = len(rules.legal_actions(record.states[index])) > 1
        assert (index in decisions) == (record.match.seats[seat].is_human and chose)


def tiny_judge(record: GameRecord) -> Judge:
    return Judge(record, playouts=1, budget=Budget(iterations=3), seed=7)


@pytest.fixture(scope="module")
def judged() -> tuple[Judge, list]:
    """A blundering game judged once at a tiny budget: the judge and its marked moves."""
    judge = tiny_judge(GameRecord.replay(blundering_game()))
    return judge, judge.run()


def test_the_marked_moves_are_the_judges_costliest_decisions(judged):
    judge, marked = judged
    record = judge.record
    assert 1 <= len(marked) <= 3
    costs = {}
    for index in record.human_decisions():
        seat = record.movers[index]
        before, after = judge.chance_at(index, seat), judge.chance_at(index + 1, seat)
        costs[index] = (before.win - after.win, before.lead - after.lead)
    ranked = sorted((i for i in costs if costs[i] > (0.0, 0.0)), key=lambda i: (costs[i], -i))
    assert [j.index for j in marked] == ranked[::-1][:3]
    assert [j.cost() for j in marked] == [costs[j.index] for j in marked]
    for judgement in marked:
        assert judgement.played == record.actions[judgement.index]
        assert record.match.seats[judgement.seat].is_human


def test_the_hard_bots_advice_is_its_own_choice_from_the_humans_view(judged):
    judge, marked = judged
    record, rules = judge.record, judge.record.match.rules
    for judgement in marked:
        state, seat = record.states[judgement.index], judgement.seat
        seed = bot_seed(7, seat) ^ judgement.index
        bot = make_bot(rules.id, "hard", seed, Budget(iterations=3))
        expected = bot.choose(Decision(rules, state, seat, rules.legal_actions(state)))
        assert judgement.suggestion == expected
        assert (judgement.with_suggestion is None) == (expected == judgement.played)


def test_the_judge_is_repeatable_with_a_seed():
    record = GameRecord.replay(early_game())
    first = [(j.index, j.suggestion, j.before, j.after) for j in tiny_judge(record).run()]
    again = [(j.index, j.suggestion, j.before, j.after) for j in tiny_judge(record).run()]
    assert first
    assert first == again


def early_game() -> Match:
    """The first 40 moves of the blundering game: a short record to judge twice."""
    whole = blundering_game()
    early = Match(whole.rules, whole.options, whole.seed, whole.seats)
    for action in whole.log[:40]:
        early.submit(action)
    return early


def test_the_judge_in_a_child_process_marks_what_it_marks_here():
    match = early_game()
    here = tiny_judge(GameRecord.replay(match)).run()
    child = JudgeProcess(match, playouts=1, budget=Budget(iterations=3), seed=7)
    while not child.done:
        child.poll()
        time.sleep(0.05)
    child.cancel()
    assert child.error is None
    assert child.marked == here
    assert child.progress[0] == child.progress[1] > 0


def test_a_cancelled_judge_marks_nothing(judged):
    judge = tiny_judge(judged[0].record)
    judge.cancel()
    assert judge.run() == []


def test_fitted_playouts_stay_within_bounds(judged):
    record = judged[0].record
    assert Judge(record, playouts=None, seconds=0.0).fitted_playouts(50) == 1
    assert Judge(record, playouts=None, seconds=1e6).fitted_playouts(50) == MOST_PLAYOUTS
    cut = GameRecord.replay(saved_match(SAVES / "anno1701-0-over.json"))
    assert Judge(cut, playouts=None, seconds=0.0).fitted_playouts(50) == 1
    assert Judge(cut, playouts=None, seconds=1e6).fitted_playouts(50) == MOST_SHORT_PLAYOUTS


# -- playouts cut at a horizon and scored by the game's evaluation (Anno 1701 has one) -------


@pytest.fixture(scope="module")
def anno1701() -> GameRecord:
    return GameRecord.replay(saved_match(SAVES / "anno1701-0-over.json"))


def test_a_game_without_an_evaluation_plays_whole_games(judged, anno1701):
    assert get_game(judged[0].game_id).evaluate is None
    assert judged[0].evaluate is None and judged[0].horizon == PLAYOUT_LIMIT
    whole = Judge(anno1701, horizon=None)
    assert whole.evaluate is None and whole.horizon == PLAYOUT_LIMIT


def test_cut_chances_are_in_0_to_1_and_share_out_the_win(anno1701):
    judge = Judge(anno1701, playouts=4, horizon=12, seed=3)
    seats = len(anno1701.match.seats)
    for index in range(0, len(anno1701.states), len(anno1701.states) // 6):
        wins = [judge.chance_at(index, seat).win for seat in range(seats)]
        assert all(0.0 <= w <= 1.0 for w in wins)
        assert sum(wins) == pytest.approx(1.0)


def test_a_playout_cut_at_the_horizon_is_scored_by_the_evaluation(anno1701):
    judge = Judge(anno1701, playouts=3, horizon=10, seed=3)
    evaluate, seen = judge.evaluate, []
    assert evaluate is get_game("anno1701").evaluate

    def spy(state):
        seen.append(evaluate(state))
        return seen[-1]

    judge.evaluate = spy
    middle = len(anno1701) // 2
    chance = judge.chance_at(middle, 1)
    assert len(seen) == 3  # each playout cut mid-game, none of them finished
    assert chance.win == pytest.approx(sum(v[1] for v in seen) / 3)
    assert 0.0 < chance.win < 1.0


def test_at_horizon_zero_the_chance_is_the_evaluation_of_the_position(anno1701):
    judge = Judge(anno1701, playouts=1, horizon=0)
    state = anno1701.states[len(anno1701) // 3]
    assert [judge.chance_of(state, seat).win for seat in range(4)] == judge.evaluate(state)


def test_cut_chances_repeat_with_the_same_seed(anno1701):
    picks = range(1, len(anno1701), len(anno1701) // 8)
    first, again = (Judge(anno1701, playouts=3, horizon=20, seed=9) for _ in range(2))
    assert [first.chance_at(k, 0) for k in picks] == [again.chance_at(k, 0) for k in picks]


def test_an_anno1701_review_marks_moves_judged_by_cut_playouts(anno1701):
    match = anno1701.match
    seats = [Seat(name="Human", kind="human", colour=match.seats[0].colour), *match.seats[1:]]
    early = Match(match.rules, match.options, match.seed, seats)
    for action in match.log[:80]:
        early.submit(action)
    record = GameRecord.replay(early)
    runs = [Judge(record, playouts=2, budget=Budget(iterations=3), seed=5).run() for _ in "ab"]
    assert 1 <= len(runs[0]) <= 3
    assert runs[0] == runs[1]
    for judgement in runs[0]:
        assert judgement.cost() > (0.0, 0.0)
        assert 0.0 <= judgement.after.win <= judgement.before.win <= 1.0
