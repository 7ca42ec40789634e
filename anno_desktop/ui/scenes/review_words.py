"""What the game review says: a label per move, the banner, and each marked move in words."""

from __future__ import annotations

from collections.abc import Callable

from anno_desktop.ai.review import Chance, GameRecord, Judgement
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
        name = who[mover] if 0 <= mover < len(who) else "The game"
        head = f"{index + 1} · turn {rules.turn(record.states[index])} · {name}"
        judged = marked.get(index)
        if judged is not None:
            head = f"{head} · {chance_change(judged.before, judged.after)}"
        labels.append(f"{head}: {move_text(record, index, named)}")
    return labels


def percent(chance: Chance) -> str:
    return f"{chance.win:.0%}"


def chance_change(before: Chance, after: Chance) -> str:
    """The winning chance before and after, or the expected lead when the chance held."""
    if round(before.win, 2) != round(after.win, 2):
        return f"winning chance {percent(before)} → {percent(after)}"
    return f"expected lead {before.lead:+.1f} → {after.lead:+.1f} points"


def caption(record: GameRecord, at: int) -> str:
    """The banner: which position this is, and whose move comes next."""
    rules, total = record.match.rules, len(record)
    state = record.states[at]
    if at == 0:
        head = f"Review · the start, {total} moves to come"
    else:
        head = f"Review · after move {at} of {total} · turn {rules.turn(state)}"
    result = rules.result(state)
    if result is not None:
        return f"{head} · game over: {result.reason}"
    seat = rules.to_act(state)
    who = names(record)
    return f"{head} · {who[seat]} to move" if seat is not None else head


def judgement_text(record: GameRecord, judged: Judgement, named: Named) -> str:
    """A marked move: what was played, what `hard` would have played, the chances."""
    who = names(record)[judged.seat]
    played = describe(record, judged.index, judged.played, named)
    turn = record.match.rules.turn(record.states[judged.index])
    lines = [f"Move {judged.index + 1}, turn {turn}: {who} chose “{played}”."]
    if judged.suggestion is None or judged.suggestion == judged.played:
        lines.append("The hard bot would have chosen the same; what followed cost the chance.")
    else:
        better = describe(record, judged.index, judged.suggestion, named)
        lines.append(f"The hard bot would choose “{better}”.")
    change = chance_change(judged.before, judged.after)
    change = change[0].upper() + change[1:]
    if judged.with_suggestion is not None:
        chance = judged.with_suggestion
        change += f" (with its move: {percent(chance)}, lead {chance.lead:+.1f})"
    lines.append(f"{change}.")
    return " ".join(lines)
