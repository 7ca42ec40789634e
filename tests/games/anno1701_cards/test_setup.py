"""Rulebook: Game Material, Setup, and the Course of Play (who starts)."""

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.ruledata import load_game_file
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import (
    GAME_ID,
    DevelopmentFile,
    _expand_cards,
    game_data,
    quarter_turns,
)
from anno_desktop.games.anno1701_cards.economy import favour, gold, goods, unhappy

from .helpers import started


def test_material_counts_120_cards():
    data = game_data()
    settlement_cards = 2 * (4 + 2 + 1 + len(data.settlement.landscape) + 2 + 1)
    inhabitants = sum(level.count for level in data.levels)
    assert settlement_cards == 34
    assert len(data.cards) == 54 and inhabitants == 15 and len(data.voyage) == 17
    assert settlement_cards + len(data.cards) + inhabitants + len(data.voyage) == 120


def test_each_development_stack_is_split_into_halves_of_nine():
    assert [len(h) for h in game_data().halves] == [9] * 6


def test_start_stock_five_goods_six_gold_two_unhappy_ship_two():
    s = started()
    for p in s.players:
        assert sum(goods(p).values()) == 5
        assert gold(p) == 6 and unhappy(p) == 2
        assert p.ship == 2 and p.lux == [0, 0] and favour(p) == 0
        assert p.inhabitants == [1, 1, 1, 1]


def test_each_player_draws_three_from_a_chosen_pioneer_half():
    s = RULES.new_game(RULES.options_model(players=2), 5)
    assert s.pending[0].seat == s.start_player
    RULES.apply(s, RULES.legal_actions(s)[1])
    RULES.apply(s, RULES.legal_actions(s)[1])
    assert len(s.stacks[1]) == 3
    assert all(len(p.hand) == 3 for p in s.players)
    assert s.phase == "roll" and RULES.to_act(s) == s.start_player


def test_dragon_dice_mirror_lion_and_cover_every_number():
    data = game_data()
    lion, dragon = data.land_dice
    assert all(a + b == 7 for a, b in zip(lion, dragon, strict=True))
    for crest in (0, 1):
        assert set(data.land_dice[crest]) | {data.ship_dice[crest]} == set(range(1, 7))


def test_start_cards_lie_upright():
    data = game_data()
    assert all(quarter_turns(land.start, land.start) == 0 for land in data.settlement.landscape)
    assert quarter_turns(4, 3) == 1 and quarter_turns(1, 3) == 2


def test_broken_card_file_names_the_field(tmp_path):
    folder = tmp_path / GAME_ID
    folder.mkdir()
    (folder / "development.toml").write_text('[[card]]\nkey = "x"\n', encoding="utf-8")
    try:
        load_game_file(GAME_ID, "development.toml", DevelopmentFile, root=tmp_path)
    except RuleDataError as exc:
        assert "card.0.name" in str(exc)
    else:
        raise AssertionError("a card without a name was accepted")


def test_half_sizes_are_checked():
    data = DevelopmentFile.model_validate(
        {
            "card": [
                {
                    "key": "x",
                    "name": "X",
                    "name_de": "X",
                    "stack": "I",
                    "halves": ["a"],
                    "kind": "self",
                    "text": "t",
                }
            ]
        }
    )
    try:
        _expand_cards(data)
    except RuleDataError as exc:
        assert "9 cards" in str(exc)
    else:
        raise AssertionError("uneven halves were accepted")
