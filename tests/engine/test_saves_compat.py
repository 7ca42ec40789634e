"""Saves outlive refactors (issue 18, item 8): every save Anno Desktop 0.1.0 wrote
(tests/fixtures/saves/, never regenerated) still reads, replays legally and goes on. The
state hash is a check, not a barrier: since 0.1.0 the games' states changed shape (one
`Pending` decision record), so an old save may replay to an equal position with another
hash, and then it is continued from the replayed position.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from anno_desktop.ai.levels import levels
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import SaveMismatch
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.saves import MISMATCH_MESSAGE, read_save, restore, to_save, write_save
from anno_desktop.games import get_game

FIXTURES = sorted((Path(__file__).parents[1] / "fixtures" / "saves").glob("*.json"))
MORE_ACTIONS = 12


def test_every_game_has_fixtures_part_way_and_finished():
    games = {json.loads(path.read_text())["game"] for path in FIXTURES}
    assert games == {"anno1701", "anno1701-cards", "anno1800-solo", "santa-maria"}
    assert {path.stem.rsplit("-", 1)[1] for path in FIXTURES} == {"mid", "over"}


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_0_1_0_save_opens_and_goes_on(path, tmp_path):
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)  # the fixture itself is only ever read
    save = read_save(copy)
    rules = get_game(save.game).rules
    try:
        match = restore(save, rules, levels=list(levels(save.game)))
        assert state_hash(match.state) == save.state_hash
    except SaveMismatch as mismatch:
        match = mismatch.match  # every action replayed legally; only the state's shape moved
    assert len(match.log) == len(save.actions) and match.turn() == save.turn
    assert (match.result() is not None) == save.over
    if save.over:
        assert match.to_act() is None and match.legal_actions() == []
        return
    bots = {seat: levels(save.game)["normal"](rules, seed=seat) for seat in range(len(match.seats))}
    for _ in range(MORE_ACTIONS):
        seat = match.to_act()
        if seat is None:
            break
        legal = match.legal_actions()
        action = bots[seat].choose(Decision(rules, match.state, seat, legal))
        assert action in legal
        match.submit(action)
    assert len(match.log) > len(save.actions)
    # What went on saves and opens again, exactly.
    write_save(tmp_path / "again.json", to_save(match))
    again = restore(read_save(tmp_path / "again.json"), rules)
    assert state_hash(again.state) == state_hash(match.state)


def test_a_mismatch_carries_the_replayed_match_to_continue_from(tmp_path):
    source = next(p for p in FIXTURES if p.name == "santa-maria-0-mid.json")
    data = json.loads(source.read_text())
    data["state_hash"] = "f" * len(data["state_hash"])
    path = tmp_path / "other-rules.json"
    path.write_text(json.dumps(data))
    save = read_save(path)
    rules = get_game(save.game).rules
    with pytest.raises(SaveMismatch) as caught:
        restore(save, rules)
    assert str(caught.value) == MISMATCH_MESSAGE
    match = caught.value.match
    reached = restore(save, rules, verify=False)  # the position the log really reaches
    assert state_hash(match.state) == state_hash(reached.state)
    assert len(match.log) == len(save.actions) and match.seats == save.seats
    legal = match.legal_actions()
    match.submit(legal[0])
    assert restore(save, rules, verify=False).log == match.log[:-1]
