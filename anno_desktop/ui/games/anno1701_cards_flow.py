"""The card game scene's own readings of the shared play flow: the action bar leaves the
trade dialog's steps to the dialog, the banner says when you answer an offer, and ending the
turn asks no confirmation when it is the only thing left to do."""

from __future__ import annotations

from typing import Any

from anno_desktop.engine.rules import Action
from anno_desktop.ui.scenes import action_bar

# Compose steps: clicked on the trade dialog's minus and plus, not listed in the action bar.
DIALOG_KINDS = frozenset({"add", "remove"})


class CardsFlow:
    """Mixed into the card game scene before `GameScene`."""

    def bar_entries(self, title: str, actions: list[Action]) -> list[Any]:
        shown = [a for a in actions if a.kind not in DIALOG_KINDS]
        return super().bar_entries(title, shown) if shown else []  # type: ignore[misc]

    def choose(self, action: Action) -> None:
        legal = self.match.legal_actions()  # type: ignore[attr-defined]
        if all(action_bar.ends_turn(self.runner, a) for a in legal):  # type: ignore[attr-defined]
            self.submit(action)  # type: ignore[attr-defined]
            return
        super().choose(action)  # type: ignore[misc]

    def banner_text(self) -> tuple[int | None, str]:
        seat, text = super().banner_text()  # type: ignore[misc]
        state = self.match.state  # type: ignore[attr-defined]
        answering = state.pending and state.pending[0].kind == "answer"
        if seat is not None and answering and text.endswith("your move"):
            proposer = state.pending[0].args[0]
            name = self.match.seats[proposer].name  # type: ignore[attr-defined]
            text = text.replace("your move", f"answer {name}'s offer")
        return seat, text
