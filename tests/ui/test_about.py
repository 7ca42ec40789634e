"""The About page (issue 18, item 7): version, licence and every credit, from the main menu."""

import re

import pygame

from anno_desktop import __version__, paths
from anno_desktop.ui.scenes import about
from anno_desktop.ui.scenes.about import About, credits_blocks, licence_file
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.theme import RECORDER
from tests.ui.conftest import click, key


def _drawn(app) -> list[str]:
    RECORDER.start()
    try:
        app.dirty = True
        app.step(0.016, [])
        return RECORDER.strings
    finally:
        RECORDER.stop()


def _page_text(scene: About) -> str:
    return " ".join(entry.text for entry in scene.page.entries)


def test_about_opens_from_the_main_menu_and_shows_the_credits(app):
    menu = MainMenu(app)
    app.reset(menu)
    button = next(w for w in menu.widgets if getattr(w, "label", None) == "About")
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, About)

    drawn = _drawn(app)
    assert f"Version {__version__}" in drawn and "MIT licence" in drawn
    assert any("Free software under the MIT licence" in line for line in drawn)
    text = _page_text(scene)
    for credit in (
        "EB Garamond by Georg Duffner: SIL Open Font License 1.1",
        "DejaVu Sans",
        "Creative Commons Attribution 3.0 Unported",
        "Lorc, Delapouite and the other game-icons.net contributors",
        "pygame-ce 2.5: LGPL-2.1-or-later",
        "SDL2 2.32, SDL2_image 2.8, SDL2_mixer 2.8, SDL2_ttf 2.24: zlib",
        "platformdirs: MIT",
        str(paths.assets_dir() / "licenses"),
    ):
        assert credit in text, credit

    # The page scrolls: its last line can be brought into view and is drawn whole.
    assert scene.page.scroller.content > scene.page.rect.height
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1000, pos=scene.page.rect.center)
    app.step(0.016, [wheel])
    assert any(line.startswith("•  Python.txt") for line in _drawn(app))

    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_every_credit_in_licenses_md_is_on_the_page():
    source = (paths.assets_dir() / "LICENSES.md").read_text(encoding="utf-8")
    text = " ".join(line for _, line in credits_blocks())
    for name in re.findall(r"^\| `([\w.-]+\.txt)` \|", source, flags=re.MULTILINE):
        assert name in text
    for icon in (paths.assets_dir() / "icons").glob("*.svg"):
        assert icon.stem in text
    assert f"the LICENSE file: {licence_file()}" in text
    assert licence_file().read_text().startswith("MIT License")


def test_a_missing_credits_file_is_one_sentence(tmp_path, monkeypatch):
    monkeypatch.setattr(about.paths, "assets_dir", lambda: tmp_path)
    blocks = credits_blocks()
    assert blocks[0] == ("h1", f"Anno Desktop {__version__}")
    assert any("could not be read (No such file or directory)" in t for _, t in blocks)


def test_a_long_folder_path_is_broken_where_it_has_a_separator_and_kept_whole(app):
    scene = About(app)
    app.reset(scene)
    path = "/home/someone/" + "/".join(["a-rather-long-folder-name"] * 12) + "/licenses"
    width = scene.u(300)
    parts = scene._unbroken(f"They are in the folder {path}:", "text", 17, width)
    font = app.theme.font("text", 17)
    assert len(parts) > 1 and all(font.size(part)[0] <= width for part in parts)
    assert "".join(parts).replace(" ", "") == f"They are in the folder {path}:".replace(" ", "")
