"""Anno 1800 solo's game-over card: the shared one (Victory / Defeat and the reason) plus how it
went: the mission's goals and the time-stack cards to spare, or the normal solo score, its
rating and your best score so far."""

from __future__ import annotations

from typing import TYPE_CHECKING

from anno_desktop.engine.match import Match
from anno_desktop.games.anno1800_solo.goals import mission_progress, rating, score_breakdown
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.widgets.label import Label

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

GOOD = (46, 110, 52)


class SoloGameOver(GameOver):
    """The shared game-over card, taller, with the solo result's own lines under the ranking."""

    def __init__(
        self, app: App, match: Match, record: CampaignRecord, message: str | None = None
    ) -> None:
        super().__init__(app, match)
        self.record = record
        self.message = message
        self.lines = self._lines()

    def _lines(self) -> list[tuple[str, th.Colour]]:
        """What the card says below the ranking, one (text, colour) per line."""
        state = self.match.state
        options = self.match.options
        result = self.match.result()
        won = bool(result and result.winners)
        lines: list[tuple[str, th.Colour]] = []
        if getattr(options, "mode", "campaign") == "campaign":
            difficulty = getattr(options, "difficulty", "standard")
            if won:
                lines.append(
                    (
                        f"Mission {state.mission} won on the {difficulty} time stack, "
                        f"with {len(state.stack)} card{'' if len(state.stack) == 1 else 's'} "
                        "to spare",
                        GOOD,
                    )
                )
            for goal in mission_progress(state):
                mark = "\u2713" if goal.met else "\u2717"
                bound = "at most " if goal.at_most else ""
                lines.append(
                    (
                        f"{mark} {goal.label}: {goal.current} ({bound}{goal.target})",
                        GOOD if goal.met else th.ALERT,
                    )
                )
            done = sum(self.record.won(n) for n in range(1, 11))
            lines.append((f"Campaign: {done} of 10 missions won", th.INK_SOFT))
        else:
            points = int(result.scores[0]) if result else 0
            lines.append((f"{points} influence: {rating(points)}", th.INK))
            parts = [f"{name} {value}" for name, value in score_breakdown(state).items() if value]
            lines.append((" · ".join(parts) or "no points", th.INK_SOFT))
            if self.record.best_score is not None:
                best = f"Best score {self.record.best_score} · {self.record.best_rating}"
                if self.record.best_score == points:
                    best += " (this game)"
                lines.append((best, th.INK))
        if self.message:
            lines.append((self.message, th.ALERT))
        return lines

    def layout(self, width: int, height: int) -> None:
        super().layout(width, height)
        u = self.u
        line_h = self.theme.font("text", th.SIZE_BODY).get_linesize()
        extra = min(len(self.lines) * line_h + u(12), height - u(20) - self.panel.rect.height)
        old = self.panel.rect.copy()
        self.panel.rect.height += extra
        self.panel.rect.center = (width // 2, height // 2)
        shift = self.panel.rect.y - old.y
        for widget in self.widgets[1:]:
            below = widget.rect.y > self._rows_top
            widget.rect.move_ip(0, shift + (extra if below else 0))
        self._rows_top += shift
        inner = self.panel.inner(self.theme, 18)
        top = self._rows_top + len(self.ranking) * u(52) + u(6)
        result = self.match.result()
        if getattr(self.match.options, "mode", "campaign") == "normal-solo":
            points = int(result.scores[0]) if result else 0
            self.widgets[1].text = rating(points)
            self.widgets[2].text = "The time stack has run out: your city is rated by its influence"
        elif result is not None and result.winners:
            self.widgets[2].text = "Every goal of the mission is met"
        elif result is not None and "60" not in result.reason:
            self.widgets[2].text = "The time stack ran out before every goal was met"
        elif result is not None:
            self.widgets[2].text = "More than 60 influence gained: the mission is lost at once"
        for index, (text, colour) in enumerate(self.lines):
            self.widgets.append(
                Label(
                    (inner.x, top + index * line_h, inner.width, line_h),
                    text,
                    size=th.SIZE_BODY,
                    colour=colour,
                    align="center",
                )
            )
