"""What the game review says: a label per move, the banner, and each marked move in words."""

from __future__ import annotations

from collections.abc import Callable

from anno_desktop.ai.review import Chance, GameRecord, Judgement
from anno_desktop.engine.i18n import _, ngettext, signed
from anno_desktop.engine.rules import Action

Named = Callable[[str], str]  # engine text with the seats called by the players' names


def names(record: GameRecord) -> list[str]:
    return [seat.name for seat in record.match.seats]


def describe(record: GameRecord, index: int, action: Action, named: Named) -> str:
    """`action` in the rules' words at the position before move `index`, with seat names."""
    try:
        text = record.match.rules.describe(record.states[index], action)
    except Exception:  # a missing description must not hide a move of the log
        text = action.kind.replace("_", " ")
    return named(text)


def move_text(record: GameRecord, index: int, named: Named) -> str:
    """What move `index` did: its events' words, else the move described."""
    texts = [e.text for e in record.events[index] if e.text]
    if not texts:
        return describe(record, index, record.actions[index], named)
    return named("; ".join(texts))


def move_labels(record: GameRecord, marked: dict[int, Judgement], named: Named) -> list[str]:
    """One label per move: its number, turn and player, then what it did; a marked move says
    what it cost."""
    labels = []
    who = names(record)
    rules = record.match.rules
    for index in range(len(record)):
        mover = record.movers[index]
        name = who[mover] if 0 <= mover < len(who) else _("The game")
        head = _("{number} · turn {turn} · {name}").format(
            number=index + 1, turn=rules.turn(record.states[index]), name=name
        )
        judged = marked.get(index)
        if judged is not None:
            head = f"{head} · {chance_change(judged.before, judged.after)}"
        labels.append(f"{head}: {move_text(record, index, named)}")
    return labels


def percent(chance: Chance) -> str:
    return _("{percent}%").format(percent=round(100 * chance.win))


def chance_change(before: Chance, after: Chance) -> str:
    """The winning chance before and after, or the expected lead when the chance held."""
    if round(before.win, 2) != round(after.win, 2):
        return _("winning chance {before} → {after}").format(
            before=percent(before), after=percent(after)
        )
    return _("expected lead {before} → {after} points").format(
        before=signed(before.lead), after=signed(after.lead)
    )


def caption(record: GameRecord, at: int) -> str:
    """The banner: which position this is, and whose move comes next."""
    rules, total = record.match.rules, len(record)
    state = record.states[at]
    if rules.result(state) is not None:  # how it ended is the last move's line in the list
        return ngettext(
            "Review · the end of the game, after {total} move",
            "Review · the end of the game, after {total} moves",
            total,
        ).format(total=total)
    if at == 0:
        head = ngettext(
            "Review · the start, {total} move to come",
            "Review · the start, {total} moves to come",
            total,
        ).format(total=total)
    else:
        head = _("Review · after move {at} of {total} · turn {turn}").format(
            at=at, total=total, turn=rules.turn(state)
        )
    seat = rules.to_act(state)
    who = names(record)
    if seat is None:
        return head
    return _("{head} · {name} to move").format(head=head, name=who[seat])


def judgement_text(record: GameRecord, judged: Judgement, named: Named) -> str:
    """A marked move: what was played, what `hard` would have played, the chances."""
    who = names(record)[judged.seat]
    played = describe(record, judged.index, judged.played, named)
    turn = record.match.rules.turn(record.states[judged.index])
    lines = [
        _("Move {number}, turn {turn}: {name} chose “{move}”.").format(
            number=judged.index + 1, turn=turn, name=who, move=played
        )
    ]
    if judged.suggestion is None or judged.suggestion == judged.played:
        lines.append(_("The hard bot would have chosen the same; what followed cost the chance."))
    else:
        better = describe(record, judged.index, judged.suggestion, named)
        lines.append(_("The hard bot would choose “{move}”.").format(move=better))
    change = chance_change(judged.before, judged.after)
    lines.append(_("{change}.").format(change=change[0].upper() + change[1:]))
    if judged.with_suggestion is not None:
        chance = judged.with_suggestion
        lines.append(
            _(
                "With the hard bot's move instead: winning chance {percent}, "
                "expected lead {lead} points."
            ).format(percent=percent(chance), lead=signed(chance.lead))
        )
        if (chance.win, chance.lead) <= (judged.after.win, judged.after.lead):
            lines.append(
                _("No better than the move played: the chance fell with the game, not by it.")
            )
    return " ".join(lines)
