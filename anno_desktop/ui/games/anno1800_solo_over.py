"""Anno 1800 solo's game-over card: the shared one (Victory / Defeat and the reason) plus how it
went: the mission's goals and the time-stack cards to spare, or the normal solo score, its
rating and your best score so far."""

from __future__ import annotations

from typing import TYPE_CHECKING

from anno_desktop.engine.match import Match
from anno_desktop.games.anno1800_solo.table import GoalPlace, build_table, mission_count
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
        table = build_table(self.match.view(0), [], 0)
        options = self.match.options
        result = self.match.result()
        won = bool(result and result.winners)
        lines: list[tuple[str, th.Colour]] = []
        if getattr(options, "mode", "campaign") == "campaign":
            difficulty = getattr(options, "difficulty", "standard")
            if won and result is not None:
                spare = int(result.scores[0])
                lines.append(
                    (
                        f"Won on the {difficulty} time stack, "
                        f"{spare} card{'' if spare == 1 else 's'} to spare",
                        GOOD,
                    )
                )
            for goal in (p for p in table.places if isinstance(p, GoalPlace)):
                mark = "\u2713" if goal.met else "\u2717"
                bound = "at most " if goal.at_most else ""
                lines.append(
                    (
                        f"{mark} {goal.label}: {goal.current} ({bound}{goal.target})",
                        GOOD if goal.met else th.ALERT,
                    )
                )
            done = sum(self.record.won(n) for n in range(1, mission_count() + 1))
            lines.append((f"Campaign: {done} of {mission_count()} missions won", th.INK_SOFT))
        else:
            points = int(result.scores[0]) if result else 0
            lines.append((f"{points} influence: {result.reason if result else ''}", th.INK))
            parts = [
                f"{p.label} {p.number('points')}"
                for p in table.places
                if p.kind == "score" and p.key != "score" and p.number("points")
            ]
            lines.append((" \u00b7 ".join(parts) or "no points", th.INK_SOFT))
            if self.record.best_score is not None:
                best = f"Best score {self.record.best_score} \u00b7 {self.record.best_rating}"
                if self.record.best_score == points:
                    best += " (this game)"
                lines.append((best, th.INK))
        if self.message:
            lines.append((self.message, th.ALERT))
        self.outcome = table.prompt
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
        if getattr(self.match.options, "mode", "campaign") == "normal-solo" and result:
            self.widgets[1].text = result.reason
        self.widgets[2].text = self.outcome
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
