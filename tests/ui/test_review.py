"""The game review screen (issue 21, "Game review"): opened from the game-over screen and the
Load screen, stepped by clicks through every position of a saved game on the game's own
table, read-only, with the judge's marked moves in its column."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from anno_desktop.ai.levels import Budget
from anno_desktop.ai.review import GameRecord, Judge
from anno_desktop.engine.errors import SaveMismatch
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match
from anno_desktop.engine.saves import read_save, restore, to_save, write_save
from anno_desktop.games import get_game
from anno_desktop.ui import flow
from anno_desktop.ui.scene import new_scene, push_scene
from anno_desktop.ui.scenes.review import Review
from tests.ui.conftest import click, key

SAVES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
FINISHED = sorted(SAVES.glob("*-over.json"))


def saved_match(path: Path) -> Match:
    save = read_save(path)
    try:
        return restore(save, get_game(save.game).rules)
    except SaveMismatch as exc:
        return exc.match


def replay_hashes(match: Match) -> list[str]:
    replay = Match(match.rules, match.options, match.seed, match.seats)
    hashes = [state_hash(replay.state)]
    for action in match.log:
        replay.submit(action)
        hashes.append(state_hash(replay.state))
    return hashes


def quiet_judge(match: Match) -> Judge:
    """A judge that has been told to stop: the review shows positions without waiting."""
    judge = Judge(GameRecord.replay(match), playouts=1, budget=Budget(iterations=2))
    judge.cancel()
    return judge


def open_review(app, match: Match, judge: Judge | None = None) -> Review:
    app.reset(new_scene(app, "MainMenu"))
    review = push_scene(app, "Review", match, judge=judge or quiet_judge(match), background=False)
    app.step(0.016, [])
    return review


def shown_hash(review: Review) -> str:
    return state_hash(review.table.match.state)


def test_each_position_by_clicks_is_the_replays(app):
    match = saved_match(SAVES / "anno1701-cards-0-over.json")
    hashes = replay_hashes(match)
    review = open_review(app, match)
    assert review.at == len(match.log)
    assert shown_hash(review) == hashes[-1]
    first, back, forward, last = (b.rect.center for b in review.step_buttons)
    click(app, first)
    assert review.at == 0 and shown_hash(review) == hashes[0]
    for at in range(1, len(hashes)):
        click(app, forward)
        assert review.at == at
        assert shown_hash(review) == hashes[at]
        assert review.moves.current == at - 1
        assert review.moves.children[at - 1].selected
        assert len(review.table.match.log) == at
    click(app, back)
    assert review.at == len(hashes) - 2 and shown_hash(review) == hashes[-2]
    click(app, first)
    click(app, last)
    assert review.at == len(hashes) - 1 and shown_hash(review) == hashes[-1]


def test_the_slider_and_the_moves_list_go_to_a_position(app):
    match = saved_match(SAVES / "santa-maria-0-over.json")
    hashes = replay_hashes(match)
    review = open_review(app, match)
    rail = review.slider._rail()
    click(app, (rail.x + rail.width // 2, rail.centery))
    middle = review.at
    assert 0 < middle < len(match.log)
    assert review.slider.value == middle
    assert shown_hash(review) == hashes[middle]
    moves = review.moves
    row = next(
        i
        for i, child in enumerate(moves.children)
        if child.visible and moves.rect.contains(child.rect) and i != middle - 1
    )
    click(app, moves.children[row].rect.center)
    assert review.at == row + 1
    assert shown_hash(review) == hashes[row + 1]


def test_keys_step_through_the_game(app):
    match = saved_match(SAVES / "anno1800-solo-0-over.json")
    review = open_review(app, match)
    key(app, pygame.K_HOME)
    assert review.at == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert review.at == 1
    key(app, pygame.K_END)
    assert review.at == len(match.log)
    key(app, pygame.K_ESCAPE)
    assert app.top is not review


@pytest.mark.parametrize("path", FINISHED, ids=lambda p: p.stem)
def test_every_game_draws_its_positions_on_its_own_table(app, path):
    match = saved_match(path)
    review = open_review(app, match)
    assert isinstance(review.table, flow.scene_class(match.rules.id))
    for at in (0, len(match.log) // 2, len(match.log)):
        review.go(at)
        app.step(0.016, [])
        assert not review.table._board_failed
        assert review.table.view() is not None


@pytest.mark.parametrize("path", FINISHED, ids=lambda p: p.stem)
def test_the_review_is_read_only(app, path):
    match = saved_match(path)
    review = open_review(app, match)
    middle = len(match.log) // 2
    review.go(middle)
    before = shown_hash(review), len(review.table.match.log)
    board = review.table.board_rect
    for x in range(board.x + 20, board.right, 110):
        for y in range(board.y + 20, board.bottom, 110):
            click(app, (x, y))
            assert app.top is review
    table = review.table
    assert table.human_to_act is None
    assert table.legal_for_viewer() == []
    assert not table.submit(match.log[middle])
    assert (shown_hash(review), len(table.match.log)) == before
    for _ in range(5):
        app.step(0.5, [])
    assert not table.worker.busy
    assert match.log == saved_match(path).log


def test_everything_is_shown_from_every_seat(app):
    match = saved_match(SAVES / "anno1701-cards-0-over.json")
    review = open_review(app, match)
    review.go(len(match.log) // 2)
    seat_button = review.seat_button.rect.center
    for seat in range(len(match.seats)):
        assert review.table.viewer == review.seat
        assert state_hash(review.table.view()) == shown_hash(review)
        click(app, seat_button)
        assert review.seat == (seat + 1) % len(match.seats)


def test_the_marked_moves_show_and_take_you_there(app):
    match = saved_match(SAVES / "anno1701-cards-0-over.json")
    judge = Judge(GameRecord.replay(match), playouts=1, budget=Budget(iterations=2), seed=3)
    review = open_review(app, match, judge)
    assert review.judged
    marked = judge.judgements
    assert marked
    assert review.marked == marked
    rows = review.moves.children
    assert {i for i, row in enumerate(rows) if row.style == "brass"} == {j.index for j in marked}
    assert len(review.verdict.children) == 1 + len(marked)
    click(app, review.verdict.children[1].rect.center)
    assert review.at == marked[0].index


def test_the_game_over_screen_opens_the_review(app):
    match = saved_match(SAVES / "anno1701-cards-0-over.json")
    app.reset(new_scene(app, "MainMenu"))
    over = push_scene(app, "GameOver", match)
    app.step(0.016, [])
    review_button = next(w for w in over.widgets if getattr(w, "label", "") == "Review")
    click(app, review_button.rect.center)
    review = app.top
    assert isinstance(review, Review)
    assert review.record.match.log == match.log
    review.close()
    assert app.top is over


def test_the_load_screen_opens_the_review_of_a_save(app):
    match = saved_match(SAVES / "santa-maria-0-over.json")
    path = flow.new_save_path(match.rules.id)
    write_save(path, to_save(match))
    app.reset(new_scene(app, "MainMenu"))
    load = push_scene(app, "LoadGame")
    app.step(0.016, [])
    assert load.select_path(path)
    click(app, load.review_button.rect.center)
    review = app.top
    assert isinstance(review, Review)
    assert review.record.hashes()[-1] == state_hash(match.state)
    review.close()
    assert app.top is load


def test_the_review_shows_every_players_points(app):
    """In play a rival's Santa Maria points lie face down ("?"); the review shows a finished
    game, where nothing is secret any more, so every seat's points are open in every position."""
    match = saved_match(SAVES / "santa-maria-0-over.json")
    review = open_review(app, match)
    review.go(len(match.log) // 2)
    app.step(0.016, [])
    state = review.table.match.state
    assert state.phase != "over" and any(p.points for p in state.players)
    for _ in match.seats:
        table = review.table.table()
        for seat, p in enumerate(state.players):
            store = table.place(f"store:{seat}:points")
            rival = table.place(f"colony:{seat}")
            assert store.value == rival.points == str(p.points), (review.seat, seat)
        click(app, review.seat_button.rect.center)
