"""The shared offer protocol: canonical bundles, offers a proposer can pay, transfers."""

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import (
    Offer,
    bundle_of,
    bundles,
    can_pay,
    describe_offer,
    offer_actions,
    pay,
)


def test_bundles_are_canonical_multisets():
    found = bundles(["wood", "brick"], 2)
    assert found == [
        (("brick", 1),),
        (("wood", 1),),
        (("brick", 2),),
        (("brick", 1), ("wood", 1)),
        (("wood", 2),),
    ]


def test_bundle_of_merges_and_drops_zero():
    assert bundle_of([("wood", 1), ("rum", 0), ("wood", 1)]) == (("wood", 2),)


def test_offers_only_give_what_the_proposer_has_and_never_swap_like_for_like():
    actions = offer_actions(0, [1], {"wood": 1}, ["wood", "rum"], max_give=2, max_take=1)
    assert actions == [Action("offer", (1, (("wood", 1),), (("rum", 1),)))]


def test_offer_round_trips_through_its_action():
    offer = Offer(2, 0, (("gold", 2),), (("tool", 1),))
    assert Offer.from_action(2, offer.to_action()) == offer
    assert describe_offer(offer, ["Ann", "Ben", "Cy"]) == "Cy offers Ann 2 gold for 1 tool"


def test_pay_moves_goods():
    a, b = {"wood": 2}, {}
    assert can_pay(a, (("wood", 2),)) and not can_pay(a, (("wood", 3),))
    pay(a, b, (("wood", 2),))
    assert a == {"wood": 0} and b == {"wood": 2}
