"""The card game's table model (issue 14): every legal action is on a place or is one of the
few loose ones, no words on the table hold an internal id, the words follow the rule data, and
two cards of one name are told apart."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from anno_desktop import paths
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES, economy
from anno_desktop.games.anno1701_cards.bot import NormalBot
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import NO_CARD
from anno_desktop.games.anno1701_cards.table import (
    LOOSE_KINDS,
    DevelopmentCard,
    SettlementCard,
    Stack,
    build_table,
    step_key,
)

from .helpers import give_hand, in_action, land_index, lay_out
from .test_voyage import reveal, sailing

RULES_DIR = paths.rules_dir() / "anno1701-cards"


def _keys(value: object, found: set[str]) -> None:
    if isinstance(value, dict):
        for name, inner in value.items():
            if name == "key" and isinstance(inner, str):
                found.add(inner)
            _keys(inner, found)
    elif isinstance(value, list):
        for inner in value:
            _keys(inner, found)


def id_pattern() -> re.Pattern[str]:
    """Every id of the rule data that is not an English word ("clay_in", "vc_1", "V07",
    "woodcutters_hut"): keys holding an underscore or a digit. A key that is a plain word
    ("forest", "farm") reads as its own name and cannot give an id away."""
    found: set[str] = set()
    for file in sorted(RULES_DIR.glob("*.toml")):
        _keys(tomllib.loads(file.read_text(encoding="utf-8")), found)
    ids = sorted(k for k in found if re.search(r"[_0-9]", k))
    assert "clay_in" in ids and "V01" in ids and "woodcutters_hut" in ids
    return re.compile(r"\b(?:" + "|".join(map(re.escape, ids)) + r")\b|Action\(")


def _words(table) -> list[str]:
    texts = [table.prompt]
    for place in table.places:
        texts += [place.label, place.tooltip, place.why_not]
        texts += [getattr(place, "stakes", ""), *getattr(place, "met", ())]
    texts += [p.text for p in table.previews] + [c.source for p in table.previews for c in p.costs]
    return texts


def _bot_game(seed: int) -> list:
    """Every (view, legal, seat) of a seeded game between two normal bots."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    bots = [NormalBot(RULES, seed * 1009 + i) for i in range(2)]
    positions = []
    while (seat := RULES.to_act(s)) is not None:
        view = RULES.view(s, seat)
        legal = RULES.legal_actions(view)
        positions.append((view, legal, seat))
        RULES.apply(s, bots[seat].choose(Decision(RULES, view, seat, legal)))
    positions.append((RULES.view(s, 0), [], 0))
    return positions


@pytest.mark.parametrize("seed", [1, 2])
def test_at_start_mid_game_and_end_every_action_is_reachable_and_no_id_is_shown(seed):
    ids = id_pattern()
    positions = _bot_game(seed)
    assert len(positions) > 100
    # From the first roll to the game's end, every position of the game.
    for view, legal, seat in positions:
        table = build_table(view, legal, seat)
        loose = table.loose_actions(legal)
        assert {a.kind for a in loose} <= LOOSE_KINDS, loose
        assert table.actions_on_places() <= set(legal)
        for text in _words(table):
            assert not ids.search(text), text
    end = build_table(*positions[-1])
    assert end.pending is None and "wins" in end.prompt


def test_a_voyage_shows_the_pirates_strength_tribute_and_odds():
    s = sailing()
    reveal(s, "V03")  # strength 3, tribute 2, win 2 gold, lose 2 levels
    seat = s.current
    legal = RULES.legal_actions(s)
    table = build_table(RULES.view(s, seat), legal, seat)
    voyage = table.place("voyage")
    assert "strength 3" in voyage.stakes and "Pay 2 gold" in voyage.stakes
    assert "you win 9% of fights" in voyage.stakes  # combat 0 against 3
    assert "the ship drops 2 levels" in voyage.stakes
    fight = table.place(step_key(Action("fight")))
    assert fight.actions == (Action("fight"),) and fight.label == "Fight"
    tribute = table.preview(Action("tribute"))
    assert tribute.costs[0].resource == "gold" and tribute.costs[0].amount == 2


def test_a_card_that_cannot_be_built_says_why_and_a_build_says_where_it_is_paid_from():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["chapel", "woodcutters_hut"])  # brick 2 + tools 1; brick 1 + tools 1
    p = s.players[seat]
    p.land = [0] * len(p.land)
    p.land[land_index("clay_out")] = 1
    p.land[land_index("ore_in")] = 1
    table = build_table(RULES.view(s, seat), RULES.legal_actions(s), seat)
    chapel, hut = (table.place(f"hand:{c}") for c in p.hand)
    assert not chapel.actions and "You lack 1 brick" in chapel.why_not
    assert hut.actions and not hut.why_not
    preview = table.preview(hut.actions[0])
    assert {(c.resource, c.source) for c in preview.costs} == {
        ("brick", "your right clay pit"),
        ("tools", "your left ore mine"),
    }


def test_the_two_clay_pits_are_told_apart_and_plurals_are_right():
    s = in_action()
    s.pending.insert(0, Pending(s.current, "gain", ("queen",)))
    legal = RULES.legal_actions(s)
    words = {RULES.describe(s, a) for a in legal}
    assert "Take 1 brick into the left clay pit" in words
    assert "Take 1 brick into the right clay pit" in words
    rival = s.players[1 - s.current]
    rival.hand = rival.hand[:1]
    table = build_table(RULES.view(s, s.current), legal, s.current)
    assert "holds 1 card," in table.place("rival_hand").tooltip
    assert "Queen" in table.prompt
    stacks = [p for p in table.places if isinstance(p, Stack) and p.kind == "stack"]
    assert all(" cards, " in p.tooltip or " card, " in p.tooltip for p in stacks)
    gains = [p for p in table.places if isinstance(p, SettlementCard) and p.actions]
    assert {p.label for p in gains} >= {"Left clay pit", "Right clay pit"}


@pytest.fixture
def house_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A copy of the rule data to change, read instead of the shipped one."""
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR.parent, folder)
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(folder))
    caches = (game_data, economy.lands_of)
    for cache in caches:
        cache.cache_clear()
    yield folder / "anno1701-cards"
    monkeypatch.delenv("ANNO_DESKTOP_RULES")
    for cache in caches:
        cache.cache_clear()


def test_a_changed_cost_in_the_rule_data_changes_the_tooltip_and_the_table(house_rules):
    file = house_rules / "inhabitants.toml"
    text = file.read_text(encoding="utf-8")
    assert "cost = { food = 2, cloth = 2 }" in text
    file.write_text(
        text.replace("cost = { food = 2, cloth = 2 }", "cost = { food = 3, cloth = 2 }")
    )
    for cache in (game_data, economy.lands_of):
        cache.cache_clear()
    s = in_action()
    table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
    settlers = table.place("level:0")
    assert settlers.cost == (("food", 3), ("cloth", 2))
    assert "upgrade for 3 food, 2 cloth" in settlers.tooltip
    pioneers = [p for p in table.places if isinstance(p, SettlementCard) and p.part == "inhabitant"]
    assert all("Becomes a Settler for 3 food, 2 cloth" in p.tooltip for p in pioneers)


def test_the_shipped_cost_is_what_the_table_shows_without_house_rules():
    s = in_action()
    table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
    assert table.place("level:0").cost == (("food", 2), ("cloth", 2))
    slots = [
        p for p in table.places if isinstance(p, DevelopmentCard) and p.key.startswith("slot:")
    ]
    assert len(slots) == 32 and all(p.card == NO_CARD for p in slots)


def _settlement(s, seat: int) -> dict[str, SettlementCard]:
    table = build_table(RULES.view(s, seat), [], seat)
    return {p.spot: p for p in table.places if isinstance(p, SettlementCard) and p.seat == seat}


def test_start_settlement_is_upright_with_seventeen_cards_and_sixteen_slots():
    s = in_action()
    cards = _settlement(s, 0)
    table = build_table(RULES.view(s, 0), [], 0)
    slots = [p for p in table.places if p.key.startswith("slot:0:")]
    assert len(cards) == 17 and len(slots) == 16
    assert all(c.turns == 0 and not c.reverse for c in cards.values())
    places = [(c.row, c.col) for c in cards.values()] + [(p.row, p.col) for p in slots]
    assert len(set(places)) == len(places)


def test_gaining_turns_a_card_a_quarter_counter_clockwise():
    s = in_action()
    p = s.players[0]
    p.land[0] = 2
    p.ship = 4
    p.centres = [4, 0]
    cards = _settlement(s, 0)
    assert cards["forest"].turns == 1 and cards["ship"].turns == 2
    assert cards["vc_1"].turns == 1 and cards["vc_2"].reverse
    assert cards["ship"].badge == "IV" and cards["forest"].badge == "2"


def test_power_tokens_follow_the_symbols():
    s = in_action()
    table = build_table(RULES.view(s, 0), [], 0)
    assert not any(table.place(f"score:{i}").naval for i in (0, 1))
    lay_out(s, 1, ["arsenal", "cannon_foundry"])
    table = build_table(RULES.view(s, 0), [], 0)
    assert table.place("score:1").naval and not table.place("score:1").trading


def test_a_stack_beyond_your_inhabitants_says_who_may_draw_from_it():
    s = in_action()
    s.phase, s.draws_left = "refill", 1
    table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
    first, second, third = (table.place(f"stack:{h}") for h in (0, 2, 4))
    assert first.actions and not first.why_not
    assert not second.actions and "once you have a Settler (level II)" in second.why_not
    assert "once you have a Citizen (level III)" in third.why_not
    own = [p for p in table.places if isinstance(p, SettlementCard) and p.seat == s.current]
    assert any(p.tooltip.startswith("Left clay pit: ") for p in own)
    rival = [p for p in table.places if isinstance(p, SettlementCard) and p.seat != s.current]
    assert not any("left" in p.tooltip.lower() for p in rival)


def test_the_action_bar_stays_short_while_trades_are_possible():
    """ "D) Trading Landscape Goods" allows any terms: the offers are composed in one dialog, so
    the loose actions are a handful (End turn, Refill, the trade), bank trades lie on the cards."""
    s = in_action()
    for p in s.players:
        p.land = [3, 3, 3, 2, 2, 2, 2]
        p.centres = [4, 3]
    legal = RULES.legal_actions(s)
    assert Action("trade") in legal and any(a.kind == "bank" for a in legal)
    loose = build_table(RULES.view(s, s.current), legal, s.current).loose_actions(legal)
    assert {a.kind for a in loose} <= {"trade", "end", "refill"} and len(loose) <= 3
    RULES.apply(s, Action("trade"))
    for _ in range(6):
        RULES.apply(
            s, Action("add", ("give", "wood")) if _ < 3 else Action("add", ("take", "gold"))
        )
    legal = RULES.legal_actions(s)
    table = build_table(RULES.view(s, s.current), legal, s.current)
    assert len(table.loose_actions(legal)) <= 4 * 6 + 2
    draft = table.place("trade")
    assert draft.give == (("wood", 3),) and draft.take == (("gold", 3),) and draft.composing
