"""A game's own table turned into a read-only picture of one position, for the game review.

`review_table(app, match)` makes the game's scene class (a GameScene subclass) with
`ReviewTable` in front of it: the same board, drawn by the same code, but nobody is to act
(no clicks act, no bot runs, nothing is saved) and the view is the whole state, since the
game is over and every secret may be shown. The review moves it from position to position
with `show(state, log, events)`; `seat` chooses whose board the table puts in front.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from anno_desktop.engine.match import Match
from anno_desktop.engine.rules import Action, Event
from anno_desktop.ui import flow
from anno_desktop.ui.scene import Scene

if TYPE_CHECKING:
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.play import GameScene


class ReviewTable:
    """Put before a game scene class: the position shows, nothing acts."""

    review_caption = ""
    shows_everything = True
    match: Match
    viewer: int | None

    def show(self, state: Any, log: list[Action], events: list[Event], seat: int) -> None:
        """Show `state` (reached by `log`) from `seat`'s side, `events` as the last move."""
        self.match.state = state
        self.match.log = log
        self.viewer = seat
        self.last_events = events
        self.refresh()  # type: ignore[attr-defined]

    def view(self) -> Any:
        """Everything: the game is over, no secret is left to keep."""
        key = (len(self.match.log), id(self.match.state), self.viewer)
        if key != self._view_key:
            self._view = self.match.state.clone()
            self._view_key = key
        return self._view

    @property
    def human_to_act(self) -> int | None:
        return None

    def submit(self, action: Action) -> bool:
        return False

    def choose(self, action: Action) -> None:
        return None

    def _after_change(self) -> None:
        self.refresh()  # type: ignore[attr-defined]

    def _maybe_start_bot(self) -> None:
        return None

    def update(self, dt: float) -> bool:
        return Scene.update(self, dt)  # type: ignore[arg-type]

    def on_enter(self) -> None:
        return None

    def on_exit(self) -> None:
        self.runner.close()  # type: ignore[attr-defined]

    def banner_text(self) -> tuple[int | None, str]:
        seat = self.match.to_act()
        return seat, self.review_caption

    def _draw_action_title(self, surface: Any) -> None:
        """The review writes its own heading in the column."""


@cache
def _reviewed(cls: type) -> type:
    return type(f"Reviewed{cls.__name__}", (ReviewTable, cls), {"__module__": __name__})


def review_table(app: App, match: Match) -> GameScene:
    """The game's own table for `match`, read-only (a copy of the match: the review moves
    it through the positions without touching the game)."""
    copy = Match(match.rules, match.options, match.seed, match.seats, match.state, match.log)
    cls = _reviewed(flow.scene_class(match.rules.id))
    table: GameScene = cls(app, copy, autosave=False)
    table.runner.halted = True
    return table
