"""The command line's arguments (issue 18, item 9): counts below their least meaningful value
are refused with exit 2 and a sentence, `play --help` lists each game's options from the
game's own options model, and no help text points at a file users do not have."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from anno_desktop.cli import main
from anno_desktop.games import available_games, get_game

# (command line before the bad value, the option): every count a user can give.
COUNTS = [
    (["simulate", "anno1701"], "--games"),
    (["simulate", "anno1701"], "--players"),
    (["tournament", "anno1701-cards", "--seats", "hard,normal"], "--games"),
    (["tournament", "anno1701-cards", "--seats", "hard,normal"], "--jobs"),
    (["tournament", "anno1701-cards", "--seats", "hard,normal"], "--hard-iterations"),
    (["fuzz", "santa-maria"], "--actions"),
    (["fuzz", "santa-maria"], "--players"),
    (["fuzz", "santa-maria"], "--deep-every"),
]
SECONDS = [
    (["tournament", "anno1701-cards", "--seats", "hard,normal"], "--hard-seconds"),
    (["bench"], "--hard-seconds"),
]


def _refused(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize(("words", "option"), COUNTS, ids=[f"{w[0]} {o}" for w, o in COUNTS])
@pytest.mark.parametrize("value", ["0", "-3", "two", "1.5"])
def test_a_count_below_one_is_refused(words, option, value, capsys):
    line = _refused([*words, f"{option}={value}"], capsys)
    assert f"argument {option}: must be a whole number of at least 1, not '{value}'" in line


@pytest.mark.parametrize(("words", "option"), SECONDS, ids=[w[0] for w, _ in SECONDS])
@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "soon"])
def test_a_time_must_be_above_zero(words, option, value, capsys):
    line = _refused([*words, f"{option}={value}"], capsys)
    assert f"argument {option}: must be a number of seconds above 0, not '{value}'" in line


def test_the_least_count_is_accepted(capsys):
    assert main(["simulate", "anno1701-cards", "--games", "1", "--players", "2"]) == 0
    assert "1 games of anno1701-cards" in capsys.readouterr().out


def _help(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as caught:
        main([*argv, "--help"])
    assert caught.value.code == 0
    return capsys.readouterr().out


def test_play_help_lists_every_option_of_every_game(capsys):
    text = " ".join(_help(["play"], capsys).split())  # as read, whatever the wrapping
    for game_id in available_games():
        rules = get_game(game_id).rules
        assert f" {game_id} (" in text
        for name in rules.options_model.model_fields:
            assert "--" + name.replace("_", "-") in text, (game_id, name)
    assert "--mode campaign|normal-solo" in text
    assert "--difficulty standard|harder (default standard)" in text
    assert "--first-game (off unless given)" in text


COMMANDS = ["simulate", "replay", "tournament", "bench", "fuzz", "play", "screenshot"]


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_no_help_points_at_a_file_users_do_not_have(command, capsys):
    text = _help([command] if command else [], capsys)
    assert not re.search(r"\b[A-Z]+\.md\b|DESIGN|BENCHMARKS", text), text


def test_replay_help_says_what_each_exit_status_means(capsys):
    text = _help(["replay"], capsys)
    assert re.search(r"^\s+1\s+with --verify: the log replays legally", text, re.MULTILINE)
    assert re.search(r"^\s+2\s+the file cannot be used as a save", text, re.MULTILINE)


def test_a_command_line_without_help_loads_no_game(tmp_path):
    """Listing game options imports every game (and its rule files), so only help does it:
    with no rule data at all, replaying a missing file still says just that."""
    env = {**os.environ, "ANNO_DESKTOP_RULES": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "anno_desktop", "replay", str(tmp_path / "none.json")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("anno-desktop: The save ") and "does not exist" in proc.stderr


@pytest.mark.parametrize("language", ["de", "cs", "en"])
def test_screenshot_draws_in_the_language_given(language, tmp_path, monkeypatch, capsys):
    """`--lang` chooses the language before the screen's settings and window are made, so the
    drawn screen speaks it (issue 21: `--lang de` / `--lang cs` switch the language)."""
    from anno_desktop.engine import i18n
    from anno_desktop.settings import Settings
    from anno_desktop.ui import screenshot

    seen: dict[str, str] = {}
    real_take = screenshot.take

    def take(*args, **kwargs):
        seen["settings"] = Settings().language
        path = real_take(*args, **kwargs)
        seen["drawn"] = i18n.language()
        seen["title"] = i18n._("New game")
        return path

    monkeypatch.setattr(screenshot, "take", take)
    out = tmp_path / "menu.png"
    argv = ["screenshot", "santa-maria", "--scene", "menu", "--out", str(out)]
    assert main([*argv, "--lang", language]) == 0
    assert out.stat().st_size > 0
    assert seen["settings"] == seen["drawn"] == language
    assert seen["title"] == {"en": "New game", "de": "Neues Spiel", "cs": "Nová hra"}[language]


class _Report:
    def text(self) -> str:
        return "0 findings"


@pytest.mark.parametrize(("words", "language"), [(["--lang", "cs"], "cs"), ([], "en")])
def test_check_layout_looks_in_the_language_given(words, language, monkeypatch, capsys):
    """`--lang` for check-layout; without it the language in use stays (the setting's or the
    system's, English under the tests)."""
    from anno_desktop.engine import i18n
    from anno_desktop.ui import check_layout

    seen: list[str] = []

    def run(*args, **kwargs):
        seen.append(i18n.language())
        return _Report()

    monkeypatch.setattr(check_layout, "run", run)
    assert main(["check-layout", "--games", "", "--fast", *words]) == 0
    assert seen == [language]
