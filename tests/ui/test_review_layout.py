"""The review and the game-over statistics through check-layout's eyes (issue 21): nothing cut,
clipped or overlapping, and no internal id on screen, at its fast sizes and scales."""

from __future__ import annotations

from pathlib import Path

import pytest

from anno_desktop.ai.levels import Budget
from anno_desktop.ai.review import GameRecord, Judge
from anno_desktop.engine.errors import SaveMismatch
from anno_desktop.engine.saves import read_save, restore
from anno_desktop.games import get_game
from anno_desktop.ui import check_layout
from anno_desktop.ui.scene import new_scene, push_scene

SAVES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


def saved_match(name: str):
    save = read_save(SAVES / f"{name}.json")
    try:
        return restore(save, get_game(save.game).rules)
    except SaveMismatch as exc:
        return exc.match


class Recorded(Judge):
    """A judge that answers with a verdict found before (the same for every size drawn)."""

    def __init__(self, record: GameRecord, verdict: list) -> None:
        super().__init__(record, playouts=1)
        self.verdict = verdict

    def run(self, progress=None):
        if progress is not None:
            progress(len(self.verdict), len(self.verdict))
        self.judgements = self.verdict
        return self.verdict


@pytest.fixture(scope="module")
def cards():
    match = saved_match("anno1701-cards-0-over")
    verdict = Judge(GameRecord.replay(match), playouts=1, budget=Budget(iterations=2)).run()
    assert verdict
    return match, verdict


def review_shot(match, verdict, at):
    def shot(app, look) -> None:
        judge = Recorded(GameRecord.replay(match), verdict)
        app.reset(new_scene(app, "MainMenu"))
        push_scene(app, "Review", match, judge=judge, background=False, at=at)
        look(f"review at {at}")

    return shot


def over_shot(match):
    def shot(app, look) -> None:
        app.reset(new_scene(app, "MainMenu"))
        push_scene(app, "GameOver", match)
        look("game over with statistics")

    return shot


def test_the_review_and_the_statistics_are_laid_out_clean(cards):
    match, verdict = cards
    anno1701 = saved_match("anno1701-0-over")
    extra = [
        ("anno1701-cards", ("review", review_shot(match, verdict, len(match.log) // 2))),
        ("anno1701-cards", ("review", review_shot(match, verdict, 0))),
        ("anno1701", ("game over", over_shot(anno1701))),
        ("santa-maria", ("game over", over_shot(saved_match("santa-maria-0-over")))),
    ]
    report = check_layout.run(
        games=[],
        sizes=check_layout.FAST_SIZES,
        scales=check_layout.FAST_SCALES,
        menus=False,
        extra=extra,
    )
    assert not report.errors, report.errors
    assert report.shots == 4 * len(check_layout.FAST_SIZES) * len(check_layout.FAST_SCALES)
    assert not report.findings, [str(f) for f in report.findings]
