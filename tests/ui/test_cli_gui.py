"""The GUI entry points (DESIGN.md, "Command line"): a bare `anno-desktop` opens the main menu,
`anno-desktop play GAME --seats … --seed N` opens straight into that game."""

import pytest

from anno_desktop import cli
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.play import GameScene


@pytest.fixture
def opened(monkeypatch):
    """Replace the interactive loop: record the stack the window would have shown."""
    seen = []
    monkeypatch.setattr(App, "run", lambda self: seen.append(list(self.stack)))
    return seen


def test_bare_command_opens_the_main_menu(opened):
    assert cli.main([]) == 0
    (stack,) = opened
    assert [type(s) for s in stack] == [MainMenu]


def test_play_opens_the_game_with_the_named_seats(opened, toy):
    assert cli.main(["play", "toy", "--seats", "human,random", "--seed", "9"]) == 0
    (stack,) = opened
    game = stack[-1]
    assert isinstance(game, GameScene)
    assert game.match.seed == 9
    assert [s.kind for s in game.match.seats] == ["human", "bot"]
    assert game.match.seats[1].level == "random"


def test_play_refuses_an_unknown_bot_level(opened, toy, capsys):
    assert cli.main(["play", "toy", "--seats", "human,genius"]) == 2
    assert "genius" in capsys.readouterr().err
    assert not opened


def test_the_window_logs_to_the_log_folder(opened):
    import logging

    from anno_desktop import paths
    from anno_desktop.ui.launch import LOG_FILE

    cli.main([])
    cli.main([])
    ours = [h for h in logging.getLogger().handlers if getattr(h, "anno_desktop_log", False)]
    assert len(ours) == 1
    logging.getLogger("anno_desktop.test").error("a test line")
    ours[0].flush()
    assert "a test line" in (paths.log_dir() / LOG_FILE).read_text()
