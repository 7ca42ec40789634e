"""What the `hard` bot's evaluation makes worth doing for a mission's goals."""

from anno_desktop.games.anno1800_solo.bot import demand, makeable
from anno_desktop.games.anno1800_solo.evaluate import score
from tests.games.anno1800_solo.helpers import mission


def test_mission_9_a_new_cube_outweighs_the_card_it_draws():
    s = mission(9, 3)
    wanted = demand(s, makeable(s))
    hired = s.clone()
    hired.home[0] += 1
    hired.hand.append(hired.decks["FW"].pop())
    assert score(hired, wanted) > score(s, wanted)
