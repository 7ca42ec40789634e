import pytest

from anno_desktop import games


@pytest.fixture
def toy(monkeypatch):
    """Register the toy race as a game, as a real game package would be."""
    monkeypatch.setitem(games.GAME_MODULES, "toy", "tests.engine.toygame")
    return games.get_game("toy").rules
