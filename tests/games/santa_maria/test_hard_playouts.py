"""Santa Maria's own `hard` bot: playouts of its candidates to the end of the year."""

from collections.abc import Callable

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.bot import NormalBot
from anno_desktop.games.santa_maria.evaluate import predicted_lead
from anno_desktop.games.santa_maria.hard import MAIN_WIDTH, HardBot, margin
from anno_desktop.games.santa_maria.state import SantaMariaState
from tests.games.botplay import play_forward


def _midgame(
    seed: int, actions: int = 25, ready: Callable[[SantaMariaState], bool] = lambda s: True
) -> SantaMariaState:
    """A 2-player game played by normal bots `actions` actions and then on until `ready`."""
    s = RULES.new_game(SantaMariaOptions(players=2), seed)
    return play_forward(RULES, s, [NormalBot(RULES, seed)], actions, ready)


def _choice(bot: HardBot, s: SantaMariaState) -> object:
    seat = RULES.to_act(s)
    assert seat is not None
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))


def test_the_hard_level_is_the_games_own_bot():
    assert isinstance(make_bot("santa-maria", "hard", 1, Budget(iterations=2)), HardBot)


def test_choice_does_not_depend_on_what_its_seat_cannot_see():
    for seed in (3, 4):
        s = _midgame(seed)
        seat = RULES.to_act(s)
        other = RULES.determinize(RULES.view(s, seat), Rng(99 + seed))
        other.rng = Rng(4242)
        assert _choice(HardBot(RULES, 11, iterations=2), s) == _choice(
            HardBot(RULES, 11, iterations=2), other
        )


def test_a_main_action_is_one_of_the_searched_few():
    s = _midgame(5, 10, lambda s: s.pending is None)
    seat = RULES.to_act(s)
    legal = RULES.legal_actions(s)
    scored = NormalBot(RULES, 0).main_scores(s, seat, legal)
    best = sorted(scored, key=lambda x: -x[0])[:MAIN_WIDTH]
    few = {a for _, a in best} | {a for a in legal if a.kind == "retire"}
    bot = HardBot(RULES, 1, iterations=1)
    assert _choice(bot, s) in few
    assert bot.last_iterations == 1


def test_small_sub_decisions_are_the_normal_bots():
    s = _midgame(6, 0, lambda s: s.pending is not None and s.pending.kind == "religion")
    seat = RULES.to_act(s)
    normal = NormalBot(RULES, 1).choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
    bot = HardBot(RULES, 1, iterations=3)
    assert _choice(bot, s) == normal
    assert bot.last_iterations == 0


def test_a_zero_time_budget_still_plays_one_iteration():
    s = _midgame(7, 10)
    bot = HardBot(RULES, 1, seconds=0.0)
    assert _choice(bot, s) in RULES.legal_actions(s)
    assert bot.last_iterations == 1


def test_margin_is_the_final_lead_once_the_game_is_over():
    s = _midgame(8, 0, lambda s: s.phase == "over")
    totals = [sum(b.values()) for b in s.final]
    assert s.winner is not None
    lead = totals[s.winner] - totals[1 - s.winner]
    assert margin(s, s.winner) == lead + 0.5
    assert margin(s, 1 - s.winner) == -lead - 0.5


def test_hard_finishes_the_last_year_without_errors():
    s = _midgame(2, 0, lambda s: s.year == 3)
    bots = [HardBot(RULES, 1, iterations=1), NormalBot(RULES, 2)]
    while (seat := RULES.to_act(s)) is not None:
        RULES.apply(s, bots[seat].choose(Decision(RULES, s, seat, RULES.legal_actions(s))))
    assert RULES.result(s) is not None


def test_the_fitted_value_sees_two_colonies_from_either_side():
    s = _midgame(9, 0, lambda s: s.year == 2)
    lead = predicted_lead(s, 0)
    assert lead == -predicted_lead(s, 1)
    s.players[0].points += 5
    assert predicted_lead(s, 0) > lead
