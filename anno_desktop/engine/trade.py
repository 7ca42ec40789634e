"""The bounded offer protocol that bots and humans share for free trades (DESIGN.md).

An open-ended negotiation becomes three kinds of action: a proposer picks an offer from a
canonical, finite set (`offer_actions`), and the partner answers `ACCEPT` or `DECLINE`. Each
game decides who may trade, in which resources, and how many offers a turn allows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Action

Bundle = tuple[tuple[str, int], ...]
ACCEPT = Action("accept")
DECLINE = Action("decline")


def bundle_of(counts: Mapping[str, int] | Iterable[tuple[str, int]]) -> Bundle:
    """The canonical form: sorted by resource, positive counts only."""
    items = counts.items() if isinstance(counts, Mapping) else counts
    merged: dict[str, int] = {}
    for name, n in items:
        merged[name] = merged.get(name, 0) + n
    return tuple(sorted((name, n) for name, n in merged.items() if n > 0))


def bundles(resources: Sequence[str], max_units: int) -> list[Bundle]:
    """Every multiset of 1..max_units units of `resources`, smallest first."""
    found: list[Bundle] = []
    for size in range(1, max_units + 1):
        for combo in combinations_with_replacement(sorted(resources), size):
            found.append(bundle_of((name, 1) for name in combo))
    return found


def can_pay(stock: Mapping[str, int], bundle: Bundle) -> bool:
    return all(stock.get(name, 0) >= n for name, n in bundle)


def pay(src: dict[str, int], dst: dict[str, int] | None, bundle: Bundle) -> None:
    """Move `bundle` from `src` to `dst` (None: back to the supply). The caller checks can_pay."""
    for name, n in bundle:
        src[name] -= n
        if dst is not None:
            dst[name] = dst.get(name, 0) + n


def units(bundle: Bundle) -> int:
    return sum(n for _, n in bundle)


@dataclass(frozen=True, slots=True)
class Offer:
    """`proposer` gives `give` to `partner` and receives `take` in return."""

    proposer: int
    partner: int
    give: Bundle
    take: Bundle

    def to_action(self) -> Action:
        return Action("offer", (self.partner, self.give, self.take))

    @classmethod
    def from_action(cls, proposer: int, action: Action) -> Offer:
        partner, give, take = action.args
        return cls(proposer, partner, give, take)


def offer_actions(
    proposer: int,
    partners: Iterable[int],
    stock: Mapping[str, int],
    resources: Sequence[str],
    max_give: int = 2,
    max_take: int = 2,
) -> list[Action]:
    """Every offer `proposer` can make: gives it can pay, takes of other resources.

    What a partner holds may be hidden from the proposer, so any take is allowed here; the
    partner can only accept what it can pay.
    """
    gives = [b for b in bundles(resources, max_give) if can_pay(stock, b)]
    takes = bundles(resources, max_take)
    actions = []
    for partner in partners:
        for give in gives:
            given = {name for name, _ in give}
            for take in takes:
                if given.isdisjoint(name for name, _ in take):
                    actions.append(Action("offer", (partner, give, take)))
    return actions


def good_amount(count: int, good: str) -> str:
    """ "3 wood": a number of one good, the good's name from the rule data translated."""
    # Translators: a number of goods cards or gold coins: "3 wood", "1 gold"; {good} is a
    # good's name (wood, brick, tool, cloth, tobacco, rum, gold).
    return _("{count} {good}").format(count=count, good=_(good))


def describe_bundle(bundle: Bundle, amount: Callable[[int, str], str] = good_amount) -> str:
    """ "1 wood + 2 brick" (`amount` words each good, as the game says it), or "nothing"."""
    return " + ".join(amount(n, name) for name, n in bundle) or _("nothing")


def describe_offer(
    offer: Offer, names: Sequence[str], amount: Callable[[int, str], str] = good_amount
) -> str:
    # Translators: a trade offer between two seats ("Player 2"); {give} and {take} are goods
    # such as "1 wood + 2 brick", or "nothing".
    return _("{proposer} offers {partner} {give} for {take}").format(
        proposer=names[offer.proposer],
        partner=names[offer.partner],
        give=describe_bundle(offer.give, amount),
        take=describe_bundle(offer.take, amount),
    )
