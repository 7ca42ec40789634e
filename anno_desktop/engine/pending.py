"""The one shape of a pending decision, in every game's state (DESIGN.md, the engine contract).

A decision may be owed by any seat, not only the one on turn (a trade answer, a pirate fight,
a fire discard): `seat` owes it, `kind` names which decision it is, `args` holds what the
decision needs (plain, hashable values, so a state with pending decisions clones and hashes).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision owed by `seat` before play goes on."""

    seat: int
    kind: str
    args: tuple = ()
