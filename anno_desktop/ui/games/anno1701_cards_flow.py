"""The card game scene's own readings of the shared play flow: the action bar keeps only the
decisions no place of the table stands for (the cards, the trade dialog's minus and plus, the
voyage's buttons and End turn / Refill / Voyage take theirs), the banner says what you decide
(and whose offer you answer), ending the turn asks no confirmation when it is the only thing
left to do, and the log tells only moves that stand."""

from __future__ import annotations

from typing import Any

from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Action
from anno_desktop.ui import theme as th
from anno_desktop.ui.scenes import action_bar
from anno_desktop.ui.scenes.table_log import replayed_events


class CardsFlow:
    """Mixed into the card game scene before `GameScene`."""

    def action_group(self, action: Action) -> str:
        """One group without a heading: the bar holds only a few decisions."""
        return _("Your choices")

    def bar_entries(self, title: str, actions: list[Action]) -> list[Any]:
        placed = {a for p in self.table().places for a in p.actions}  # type: ignore[attr-defined]
        shown = [a for a in actions if a not in placed]
        return super().bar_entries(title, shown) if shown else []  # type: ignore[misc]

    def choose(self, action: Action) -> None:
        legal = self.match.legal_actions()  # type: ignore[attr-defined]
        if all(action_bar.ends_turn(self.runner, a) for a in legal):  # type: ignore[attr-defined]
            self.submit(action)  # type: ignore[attr-defined]
            return
        super().choose(action)  # type: ignore[misc]

    def banner_text(self) -> tuple[int | None, str]:
        """Whose move it is, and when it is yours what you decide now: the longest wording
        that fits the banner."""
        seat, text = super().banner_text()  # type: ignore[misc]
        if seat is None or seat != self.human_to_act:  # type: ignore[attr-defined]
            return seat, text
        turn_number = self.match.turn()  # type: ignore[attr-defined]
        me = self.match.seats[seat].name  # type: ignore[attr-defined]
        alone = _("Turn {turn} · your move").format(turn=turn_number)
        if text not in (
            alone,
            _("Turn {turn} · {name}, your move").format(turn=turn_number, name=me),
        ):
            return seat, text
        state = self.match.state  # type: ignore[attr-defined]
        if state.pending and state.pending[0].kind == "answer":
            rival = self.match.seats[state.pending[0].args[0]].name  # type: ignore[attr-defined]
            if text == alone:
                return seat, _("Turn {turn} · answer {rival}'s offer").format(
                    turn=turn_number, rival=rival
                )
            return seat, _("Turn {turn} · {name}, answer {rival}'s offer").format(
                turn=turn_number, name=me, rival=rival
            )
        what = self.with_names(self.table().prompt)  # type: ignore[attr-defined]
        what = what.split(": ", 1)[-1]
        what = what[:1].lower() + what[1:]
        font = self.theme.font("text-bold", th.SIZE_LABEL)  # type: ignore[attr-defined]
        room = self.banner_rect.width - self.u(58)  # type: ignore[attr-defined]
        turn = text.split(" · ", 1)[0]
        options = (f"{text}: {what}", f"{turn} · {what[:1].upper()}{what[1:]}", text)
        return seat, next((o for o in options if font.size(o)[0] <= room), text)

    def rebuild_log(self) -> None:
        """The log anew from the moves that stand (after an undo)."""
        log = self.log  # type: ignore[attr-defined]
        log.clear()
        title = _(self.rules.title)  # type: ignore[attr-defined]
        log.add(_("A new game of {game} begins.").format(game=title), face="italic")
        for event in replayed_events(self.match):  # type: ignore[attr-defined]
            self.log_event(event)  # type: ignore[attr-defined]
        log.add(_("(a move was taken back)"), face="italic", colour=th.INK_SOFT)
