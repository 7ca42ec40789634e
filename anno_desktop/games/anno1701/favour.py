"""Favour tokens (rulebook "Placing Favor Tokens", "The Village Center in Turmoil", "Game End").

Citizens, Theatre/Opera, the three majority columns, the 7-colony spaces (4 players) and the
donation coins. A player is in turmoil whenever they hold under 3 gold.
"""

from __future__ import annotations

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.rules import Event
from anno_desktop.games.anno1701.data import GameData
from anno_desktop.games.anno1701.state import NO_ONE, OVER, State

COLUMNS = ("cannon", "sack", "content")
# Translators: {player} is a seat or "the neutral colour".
COLUMN_TAKEN = (
    N_("{player} takes the cannon favour space"),
    N_("{player} takes the sack favour space"),
    N_("{player} takes the content favour space"),
)


def tokens_total(d: GameData, s: State) -> int:
    """How many favour tokens a player must place to win (6 in the 2-player variant)."""
    return d.s.favour_tokens_two_player if s.neutral is not None else d.s.favour_tokens


def tokens_left(d: GameData, s: State, who: int) -> int:
    if who == s.n:
        assert s.neutral is not None
        return d.s.neutral_favour_tokens - s.neutral.tokens
    return tokens_total(d, s) - s.players[who].tokens


def _add_token(s: State, who: int, k: int) -> None:
    if who == s.n:
        assert s.neutral is not None
        s.neutral.tokens += k
    else:
        s.players[who].tokens += k


def in_turmoil(d: GameData, s: State, seat: int) -> bool:
    return s.players[seat].gold < d.s.turmoil_below


def column_count(s: State, who: int, column: int) -> int:
    if who == s.n:
        assert s.neutral is not None
        return (s.neutral.cannon, s.neutral.sack, 0)[column]
    p = s.players[who]
    return (p.cannon, p.sack, p.content)[column]


def update_columns(d: GameData, s: State, events: list[Event]) -> None:
    """First to 3 takes a column's favour space; a strictly higher count takes it over; 10 locks."""
    members = list(range(s.n)) + ([s.n] if s.neutral is not None else [])
    order = sorted(members, key=lambda m: (m - s.current) % (s.n + 1))
    for c in range(3):
        holder = s.column_holder[c]
        counts = {m: column_count(s, m, c) for m in order}
        if holder != NO_ONE and counts[holder] >= d.s.column_lock:
            continue
        bar = counts[holder] + 1 if holder != NO_ONE else d.s.column_threshold
        best = max(order, key=lambda m: counts[m])  # ties: the first in turn order from current
        if best == holder or counts[best] < bar or tokens_left(d, s, best) <= 0:
            continue
        if holder != NO_ONE:
            _add_token(s, holder, -1)
        _add_token(s, best, 1)
        s.column_holder[c] = best
        text = _(COLUMN_TAKEN[c]).format(player=_who(s, best))
        events.append(Event("favour", text, best))


def place_token(d: GameData, s: State, seat: int) -> bool:
    """Put one of `seat`'s tokens down if any is left; False when none remains."""
    if tokens_left(d, s, seat) <= 0:
        return False
    s.players[seat].tokens += 1
    return True


def queen_due(tokens: int) -> int:
    """The Queen's demand: 2 favour tokens placed pay 1 gold, 3 or more pay 2."""
    return 1 if tokens == 2 else (2 if tokens >= 3 else 0)


def next_donation(s: State) -> int:
    """Index of the cheapest free donation coin, or -1."""
    for i, holder in enumerate(s.donation_holder):
        if holder == NO_ONE:
            return i
    return -1


def check_seven_colonies(d: GameData, s: State, seat: int, events: list[Event]) -> None:
    """4 players only: the first two players to found their 7th colony take a favour space."""
    if s.n != 4 or seat in s.seven_holders or len(s.seven_holders) >= d.s.seven_colony_spaces:
        return
    if len(s.players[seat].colonies) >= d.s.seven_colonies and place_token(d, s, seat):
        s.seven_holders.append(seat)
        text = _("{player} founded {count} colonies").format(
            player=f"Player {seat + 1}", count=d.s.seven_colonies
        )
        events.append(Event("favour", text, seat))


def check_win(d: GameData, s: State, events: list[Event]) -> None:
    """The player on turn wins with every token placed and no turmoil."""
    if s.winner >= 0 or s.phase == OVER:
        return
    seat = s.current
    if tokens_left(d, s, seat) == 0 and not in_turmoil(d, s, seat):
        s.winner = seat
        s.phase = OVER
        text = _("{player} has placed every favour token").format(player=f"Player {seat + 1}")
        events.append(Event("win", text, seat))


def _who(s: State, member: int) -> str:
    return _("the neutral colour") if member == s.n else f"Player {member + 1}"
