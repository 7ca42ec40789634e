"""The table model's board objects (issue 16): a stack offering both ways to buy opens a panel
of them (rulebook "C) Buying Expansion Tiles": "Whoever pays one gold may draw the top tile
... Whoever pays two gold may take the top 3 tiles of a stack and choose one"), and an offer
composed on the trade panel becomes the engine's own compose steps (rulebook "A) Trading":
terms negotiated freely; the engine builds an offer a unit at a time)."""

from __future__ import annotations

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.rules import Anno1701Options
from anno_desktop.games.anno1701.table import build_table, offer_steps


def _match_at(kind: str, seed: int = 3) -> Match:
    """A 3-player bot game at seat 0's first legal action of `kind`."""
    seats = [Seat(name=f"P{i}", kind="bot", level="normal") for i in range(3)]
    match = Match(RULES, Anno1701Options(players=3), seed, seats)
    bots = [make_bot("anno1701", "normal", i) for i in range(3)]
    while (seat := match.to_act()) is not None:
        legal = match.legal_actions()
        if seat == 0 and any(a.kind == kind for a in legal):
            return match
        choice = bots[seat].choose(Decision(RULES, match.state, seat, legal))
        if choice.kind in ("offer", "ask"):
            choice = next(a for a in legal if a.kind not in ("offer", "ask"))
        match.submit(choice)
    raise AssertionError(f"seat 0 never could {kind}")


def test_a_stack_with_both_ways_to_buy_opens_a_panel_of_them():
    match = _match_at("buy")
    legal = match.legal_actions()
    table = build_table(match.view(0), legal, 0)
    for level in (1, 2):
        buys = [a for a in legal if a.kind == "buy" and a.args[0] == level]
        dialog = table.dialog(f"stack:{level}")
        if len(buys) > 1:
            assert dialog is not None
            assert [c.action for c in dialog.choices] == buys
            assert all("gold" in c.label for c in dialog.choices)
        else:
            assert dialog is None
        assert set(table.place(f"stack:{level}").actions) == set(buys)


def test_an_offer_composed_on_the_panel_is_sent_by_the_engines_own_steps():
    match = _match_at("offer")
    me = match.state.players[0]
    good = next(
        (
            g
            for g, n in zip(
                ("wood", "brick", "tool", "cloth", "tobacco", "rum"), me.goods, strict=True
            )
            if n
        ),
        None,
    )
    give = {good: 1} if good else {"gold": 1}
    take = {"gold": 1} if good else {"wood": 1}
    partner = next(a.args[0] for a in match.legal_actions() if a.kind == "offer")
    steps = offer_steps(match.view(0), partner, give, take)
    assert steps is not None
    assert steps[0].kind == "offer" and steps[-1].kind == "send"
    for step in steps:
        assert step in match.legal_actions()
        match.submit(step)
    answer = match.state.pending[0]
    assert answer.seat == partner
    assert dict(answer.args[1]) == give and dict(answer.args[2]) == take


def test_an_offer_the_rules_refuse_has_no_steps():
    match = _match_at("offer")
    partner = next(a.args[0] for a in match.legal_actions() if a.kind == "offer")
    too_much = {"gold": match.state.players[0].gold + 1}
    assert offer_steps(match.view(0), partner, too_much, {"wood": 1}) is None
    assert offer_steps(match.view(0), partner, {}, {"wood": 1}) is None


def test_the_settlement_board_shows_every_citizen_space_with_its_cost_and_favour_token():
    """Rulebook, "Building citizens": "Citizens are built in the order of their Roman
    numerals. The costs for building a citizen are shown on the back of the respective tile
    ... Once a player has built a citizen, they place one of their favor tokens on this
    space." So each space shows its cost and token, and only the next one takes the click."""
    match = _match_at("citizen")
    legal = match.legal_actions()
    table = build_table(match.view(0), legal, 0)
    d = game_data()
    spaces = table.of_kind("citizen")
    assert [p.label for p in spaces] == list(d.citizen_names)
    built = match.state.players[0].citizens
    for k, space in enumerate(spaces):
        cost = {good: n for good, n in zip(d.goods, d.citizen_cost[k], strict=True) if n}
        assert {n: v for n, v in space.numbers if n != "built"} == cost
        assert "places a favour token" in space.tooltip
        assert space.number("built") == (k < built)
        assert space.actions == ((Action("citizen"),) if k == built else ())


def test_trade_opens_the_panel_while_an_offer_is_being_composed_too():
    match = _match_at("offer")
    match.submit(next(a for a in match.legal_actions() if a.kind == "offer"))
    legal = match.legal_actions()
    table = build_table(match.view(0), legal, 0)
    steps = [a for a in legal if a.kind in ("add", "remove", "partner", "send")]
    assert steps and set(steps) <= set(table.place("trade").actions)
