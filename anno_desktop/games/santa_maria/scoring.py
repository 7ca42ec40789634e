"""End of year (conquistador ranking) and end of game scoring."""

from __future__ import annotations

from anno_desktop.engine.i18n import ngettext
from anno_desktop.engine.rules import Event
from anno_desktop.games.santa_maria.colony import colonist_points, colonists, developed_lines
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.effects import sell_price
from anno_desktop.games.santa_maria.state import PlayerState, SantaMariaState


def conquistador_ranking(s: SantaMariaState) -> list[int]:
    """Seats from furthest to last; on one space the lower marker (arrived first) is ahead,
    and players who sent no conquistador this year rank behind everyone who did."""
    return sorted(
        range(s.n),
        key=lambda i: (s.players[i].conq == 0, -s.players[i].conq, s.players[i].conq_tick),
    )


def score_conquistadors(s: SantaMariaState, events: list[Event]) -> None:
    table = rule_data().common.conquistador.table[str(s.n)][s.year - 1]
    for rank, seat in enumerate(conquistador_ranking(s)):
        p = s.players[seat]
        # The last-ranked player, and whoever produced no conquistador, gains nothing.
        if p.conq == 0 or rank >= s.n - 1 or table[rank] == 0:
            continue
        p.points += table[rank]
        p.conq_years += 1
        text = ngettext(
            "{player} scores {count} point for conquistadors",
            "{player} scores {count} points for conquistadors",
            table[rank],
        ).format(player=f"Player {seat + 1}", count=table[rank])
        events.append(Event("conquest", text, seat, {"points": table[rank]}))


def bishop_points(p: PlayerState, bishop_id: str) -> int:
    """The requirement part of a bishop's score (the 2-point penalty comes on top)."""
    bishop = rule_data().bishops[bishop_id]
    req = bishop.requirement
    if req == "shipments":
        count = sum(len(h) for h in p.harbour)
    elif req == "colonists":
        count = colonists(p)
    elif req == "developed_rows":
        count = sum(1 for kind, _ in developed_lines(p) if kind == "blue")
    elif req == "other_monks":
        count = len(p.monk_spaces) - 1
    elif req == "tiles":
        count = p.tiles
    else:
        count = p.conq_years
    return bishop.per * count


def final_breakdown(p: PlayerState) -> dict[str, int]:
    """A colony's final happiness, by the rulebook's end-of-game categories."""
    data = rule_data()
    common = data.common
    coins = p.coins + sum(p.res[r] * sell_price(p, r) for r in range(5))
    return {
        "in play": p.points,
        "coins": coins // common.coins_per_point,
        "colonists": colonist_points(p),
        "scholars": sum(data.scholars[sc].points for sc in p.scholars),
        "bishops": sum(bishop_points(p, b) - common.bishop_penalty for b in p.bishops),
        "harbour sets": common.harbour_set_points * min(len(h) for h in p.harbour),
        "shipments": sum(data.shipments[t].points for h in p.harbour for t in h),
    }


def finish(s: SantaMariaState, events: list[Event]) -> None:
    """Score the game; ties go to the player on the retiring space nearest the symbol."""
    s.final = [final_breakdown(p) for p in s.players]
    totals = [sum(b.values()) for b in s.final]
    space = {seat: k for k, seat in enumerate(s.retire_spaces) if seat is not None}
    s.winner = max(range(s.n), key=lambda i: (totals[i], -space.get(i, 99)))
    s.phase = "over"
    total = totals[s.winner]
    text = ngettext(
        "{player} wins with {count} happiness point",
        "{player} wins with {count} happiness points",
        total,
    ).format(player=f"Player {s.winner + 1}", count=total)
    events.append(Event("game_over", text, s.winner))
