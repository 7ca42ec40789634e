"""Every bad file of the corpus (tests/bad_files.py), read every way the app reads a file from
the user's folders: as a save, by `replay --verify`, as settings.json (also at start-up), as
the rules help and as a house-rules TOML file. Each ends in one sentence naming the problem,
never a traceback or a hang, and the file is exactly as it was.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
from pydantic import BaseModel

from anno_desktop.ai.levels import levels
from anno_desktop.cli import main
from anno_desktop.engine.errors import RuleDataError, SaveError, SaveMismatch, UserFileError
from anno_desktop.engine.match import Match
from anno_desktop.engine.ruledata import load_toml
from anno_desktop.engine.saves import read_save, restore
from anno_desktop.games import available_games, get_game
from anno_desktop.paths import rules_dir
from anno_desktop.settings import Settings, load_settings
from tests.bad_files import CASES, snapshot

IDS = [case.name for case in CASES]
# A few cases as real processes: the ones that once hung, crashed or printed a traceback.
SUBPROCESS_CASES = ["fifo", "deep-array", "huge-int-seed", "link-to-dev-zero", "hash-mismatch"]


@contextmanager
def deadline(seconds: int):
    """Fail instead of hanging (a FIFO read blocks for good without O_NONBLOCK)."""

    def expire(signum, frame):
        raise AssertionError(f"still reading after {seconds} s: it hangs")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def open_save(path: Path) -> Match:
    """What opening a save means: read, find the game, replay and verify the log."""
    save = read_save(path)
    if save.game not in available_games():
        raise SaveError(f"The save {path} is of the game {save.game!r}, which is not installed.")
    return restore(save, get_game(save.game).rules, levels=list(levels(save.game)))


def one_sentence(message: str) -> None:
    assert message and "\n" not in message.strip(), message
    assert "Traceback" not in message and len(message) < 600, message


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_opening_as_a_save_ends_in_a_sentence(case, tmp_path):
    path = tmp_path / "saves" / "x.json"
    case.write(path)
    before = snapshot(path)
    with deadline(20):
        if case.outcome == "mismatch":
            with pytest.raises(SaveMismatch) as caught:
                open_save(path)
            assert len(caught.value.match.log) == len(read_save(path).actions)
        else:
            with pytest.raises(SaveError) as caught:
                open_save(path)
            assert not isinstance(caught.value, SaveMismatch)
    message = str(caught.value)
    one_sentence(message)
    assert re.search(case.save, message, re.IGNORECASE), message
    assert snapshot(path) == before


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_replay_verify_ends_in_one_line_and_exit_2(case, tmp_path, capsys):
    path = tmp_path / "autosave.json"
    case.write(path)
    before = snapshot(path)
    with deadline(20):
        code = main(["replay", str(path), "--verify"])
    out, err = capsys.readouterr()
    assert code == (1 if case.outcome == "mismatch" else 2)
    assert out == ""
    assert err.startswith("anno-desktop: ") and err.endswith("\n")
    one_sentence(err)
    assert re.search(case.save, err, re.IGNORECASE), err
    assert snapshot(path) == before


@pytest.mark.parametrize("name", SUBPROCESS_CASES)
def test_replay_verify_as_a_process(name, tmp_path):
    case = next(c for c in CASES if c.name == name)
    path = tmp_path / "saves" / "x.json"
    case.write(path)
    before = snapshot(path)
    proc = subprocess.run(
        [sys.executable, "-m", "anno_desktop", "replay", str(path), "--verify"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "ANNO_DESKTOP_HOME": str(tmp_path / "home")},
    )
    assert proc.returncode == (1 if case.outcome == "mismatch" else 2), proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert re.search(case.save, proc.stderr, re.IGNORECASE), proc.stderr
    assert snapshot(path) == before


def _kept_fields(case_name: str) -> dict[str, object]:
    """The valid settings a case holds beside its broken ones: they survive."""
    return {
        "settings-animation-warp": {"ui_scale": 1.25},
        "settings-window-negative": {"ui_scale": 1.25},
    }.get(case_name, {})


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_as_settings_gives_defaults_and_a_sentence(case, tmp_path):
    path = tmp_path / "config" / "settings.json"
    case.write(path)
    before = snapshot(path)
    with deadline(20):
        settings, message = load_settings(path)
    assert message is not None
    one_sentence(message)
    assert str(path) in message
    assert re.search(case.settings, message, re.IGNORECASE), message
    assert settings == Settings(**_kept_fields(case.name))
    assert snapshot(path) == before


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_the_window_starts_with_it_as_settings(case, tmp_path, monkeypatch):
    import pygame

    from anno_desktop.ui.app import App

    home = tmp_path / "home"
    monkeypatch.setenv("ANNO_DESKTOP_HOME", str(home))
    path = home / "config" / "settings.json"
    case.write(path)
    before = snapshot(path)
    with deadline(30):
        app = App()
        try:
            app.go_home()
            for _ in range(3):
                app.step(0.016)
            assert app.stack and app.running
            toast = app.toast_text
            app.quit()
        finally:
            pygame.display.quit()
    assert toast and re.search(case.settings, toast, re.IGNORECASE), toast
    assert snapshot(path) == before


# The cases no text reader may take: not a file, not UTF-8 text, or too large (the rules
# help is at most 1 MB); any other content is text, shown as a page.
READER_FAILURES = {
    "binary-garbage",
    "nul-bytes",
    "invalid-utf8",
    "utf16-bom",
    "utf8-bom",
    "oversize",
    "huge-seat-name",
    "directory",
    "fifo",
    "link-to-dev-zero",
    "link-to-missing",
    "link-loop",
}


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_as_the_rules_help(case, tmp_path, monkeypatch):
    from anno_desktop.ui.scenes.rules_help import rules_text

    rules = tmp_path / "rules"
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(rules))
    path = rules / "anno1701" / "rules.md"
    case.write(path)
    before = snapshot(path)
    with deadline(20):
        if case.name in READER_FAILURES:
            with pytest.raises(UserFileError) as caught:
                rules_text("anno1701")
            one_sentence(str(caught.value))
            assert str(path) in str(caught.value)
        else:
            assert isinstance(rules_text("anno1701"), str)
    assert snapshot(path) == before


class _RuleFile(BaseModel):
    name: str
    count: int


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_as_a_house_rules_file(case, tmp_path):
    path = tmp_path / "rules" / "anno1701" / "cards.toml"
    case.write(path)
    before = snapshot(path)
    with deadline(20), pytest.raises(RuleDataError) as caught:
        load_toml(path, _RuleFile)
    one_sentence(str(caught.value))
    assert str(path) in str(caught.value)
    assert snapshot(path) == before


def test_the_rules_help_page_shows_the_sentence(tmp_path, monkeypatch):
    import pygame

    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.rules_help import RulesHelp

    rules = tmp_path / "rules"
    shutil.copytree(rules_dir(), rules)
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(rules))
    page = rules / "anno1701" / "rules.md"
    page.unlink()
    page.mkdir()
    app = App((1280, 720), settings=Settings(animation_speed="off"))
    try:
        scene = RulesHelp(app, "anno1701")
        app.reset(scene)
        app.step(0.016)
        shown = " ".join(entry.text for entry in scene.page.entries)
    finally:
        pygame.display.quit()
    assert "is a folder, not a file" in shown


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_as_the_anno1800_campaign_record(case, tmp_path):
    from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord, load_record

    path = tmp_path / "home" / "data" / "anno1800-solo-campaign.json"
    case.write(path)
    before = snapshot(path)
    with deadline(20):
        record, message = load_record(path)
    assert record == CampaignRecord()
    if case.name in READER_FAILURES:
        one_sentence(message)
        assert str(path) in message and "empty one" in message
    assert snapshot(path) == before
