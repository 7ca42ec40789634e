"""The game's own `hard` bot: registered, fair, narrow, and a value that weighs goals and time."""

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.bot import NormalBot, _fits, demand, makeable
from anno_desktop.games.anno1800_solo.evaluate import goal_boost
from anno_desktop.games.anno1800_solo.hard import WIDTH, HardBot, HardPolicy, rebuilds_itself
from anno_desktop.games.anno1800_solo.play import burn_rank
from anno_desktop.games.anno1800_solo.state import Pending, State
from tests.games.anno1800_solo.helpers import act, mission, normal, put, space
from tests.games.botplay import play_forward


def _played(m: int, seed: int, actions: int) -> State:
    """A mission played some way by the normal bot."""
    return play_forward(RULES, mission(m, seed), [NormalBot(RULES, seed)], actions)


def _choice(s: State, seed: int = 11) -> object:
    bot = HardBot(RULES, seed, iterations=6)
    return bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s)))


def test_hard_level_is_this_games_search_bot():
    bot = make_bot("anno1800-solo", "hard", 3, Budget(iterations=4))
    assert isinstance(bot, HardBot) and bot.iterations == 4


def test_hard_choice_does_not_depend_on_hidden_cards():
    s = _played(6, 2, 8)
    other = RULES.determinize(RULES.view(s, 0), Rng(77))
    other.rng = Rng(4242)
    assert other.decks != s.decks or other.stack != s.stack
    assert _choice(s) == _choice(other)


def test_root_searches_a_few_actions_with_the_policys_pick():
    s = _played(5, 3, 4)
    while s.phase != "main" or len(RULES.legal_actions(s)) <= WIDTH:
        RULES.apply(s, RULES.legal_actions(s)[0])
    legal = RULES.legal_actions(s)
    bot = HardBot(RULES, 5, iterations=1)
    decision = Decision(RULES, s, 0, legal)
    pick = HardPolicy(RULES, 5 ^ 0x5EED).choose(decision)
    bot.choose(decision)
    kept = bot._search_actions(decision.view)
    assert len(kept) == WIDTH < len(legal) and pick in kept
    assert kept == [a for a in legal if a in kept]


def test_without_time_to_search_the_policys_pick_is_the_answer():
    s = _played(4, 1, 6)
    while s.phase != "main" or len(RULES.legal_actions(s)) <= WIDTH:
        RULES.apply(s, RULES.legal_actions(s)[0])
    decision = Decision(RULES, s, 0, RULES.legal_actions(s))
    pick = HardPolicy(RULES, 7 ^ 0x5EED).choose(decision)
    assert HardBot(RULES, 7, seconds=0.0).choose(decision) == pick
    cancelled = HardBot(RULES, 7, iterations=50)
    cancelled.cancel()
    assert cancelled.choose(decision) == pick and not cancelled.cancelled


def test_goals_count_more_than_for_the_normal_bot():
    s = _played(2, 1, 12)
    assert goal_boost(s) > 0 and goal_boost(normal(1)) == 0
    assert goal_boost(mission(1, 1)) < 0  # mission 1 wants an empty hand


def test_leaves_are_exact_at_the_end_and_relative_to_the_root_before():
    s = _played(3, 2, 6)
    bot = HardBot(RULES, 2, iterations=2)
    bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s)))
    assert 0.0 < bot._leaf(RULES.view(s, 0)) < 1.0
    s.over, s.victory = True, True
    assert bot._leaf(s) == 1.0
    s.victory = False
    assert bot._leaf(s) == 0.0


def test_the_policy_plays_a_mission_to_its_end():
    s = mission(2, 3)
    bot = HardPolicy(RULES, 3)
    while RULES.to_act(s) is not None:
        RULES.apply(s, bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s))))
    assert s.over


def test_hard_wins_the_first_mission():
    s = mission(1, 4)
    bot = HardBot(RULES, 1, iterations=4)
    while RULES.to_act(s) is not None:
        RULES.apply(s, bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s))))
    assert s.victory


def _placing(s: State, tile: str) -> State:
    """`s` with a build paid and `tile` waiting to be placed (test set-up)."""
    t = s.clone()
    RULES.apply(t, next(a for a in RULES.legal_actions(t) if a.kind == A.BUILD))
    t.pending = Pending(0, A.PLACE, (tile, False))
    return t


def test_mission_7_a_goal_tile_goes_where_the_pyrphorians_burn_last_any_other_first():
    # Mission 7: "the Pyrphorians burn the leftmost building tile of the lowest land row".
    # Placed on the first free space, the dynamite factory the goals ask for was burnt and
    # built again; a tile nothing needs is better burnt in its stead.
    s = mission(7, 1)
    policy = HardPolicy(RULES, 1)
    placed = {}
    for tile in ("dynamite_factory", "brewery"):
        t = _placing(s, tile)
        free = [sp for sp in t.spaces if not sp.tile and _fits(tile, sp.kind)]
        choice = policy.choose(Decision(RULES, t, 0, RULES.legal_actions(t)))
        placed[tile] = next(sp for sp in free if sp.id == choice.args[0])
        assert len(free) > 1
    ranks = [burn_rank(sp) for sp in free]
    assert burn_rank(placed["dynamite_factory"]) == max(ranks)
    assert burn_rank(placed["brewery"]) == min(ranks)


def test_hard_never_builds_a_tile_over_the_same_tile():
    # "You may build over a built or pre-printed tile": the free shipyard over another changes
    # nothing but turns a card of the time stack. Searched, it was the least bad move whenever
    # every other spent something, 21 times in one game.
    s = mission(8, 2)  # the free shipyard printed on H1
    wanted = demand(s, makeable(s))
    again = act(A.BUILD, "shipyard_1")
    assert not rebuilds_itself(s, again, wanted)  # a free coast space: a second shipyard
    for sp in s.spaces:
        if sp.kind == "coast" and not sp.tile:
            put(s, "shipyard_2", sp.id)
    assert space(s, "H1").tile == "shipyard_1" and rebuilds_itself(s, again, wanted)
    assert not rebuilds_itself(s, act(A.BUILD, "bakery"), wanted)  # free land left
    put(s, "sawmill_w", "H2")  # a second maker of timber: covered before a shipyard
    assert not rebuilds_itself(s, again, wanted)
    put(s, "shipyard_2", "H2")
    legal = RULES.legal_actions(s)
    policy = HardPolicy(RULES, 2)
    policy.wanted = wanted
    assert again in legal and again not in policy.candidates(s, legal)
    assert _choice(s) != again
