"""Translations on screen (issue 21 item 4): the language chosen in Settings speaks at once on
every open screen and is kept; the main menu opens in the stored language; the screens around
the tables fit in German and Czech (German words are long) at the smallest window and largest
scale as at the usual ones."""

import shutil

import pygame
import pytest

from anno_desktop import paths
from anno_desktop.engine import i18n
from anno_desktop.settings import Settings, load_settings
from anno_desktop.ui import check_layout, flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scene import new_scene
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.settings_screen import SettingsScreen
from anno_desktop.ui.theme import player_look
from tests.ui.conftest import click


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _labels(scene) -> list[str]:
    return [getattr(w, "label", "") or getattr(w, "text", "") for w in scene.widgets]


def _choose_language(app: App, screen: SettingsScreen, wanted: str) -> None:
    chooser = next(w for w in screen.widgets if getattr(w, "values", None) == list(i18n.LANGUAGES))
    for _ in range(len(i18n.LANGUAGES)):
        if app.settings.language == wanted:
            return
        click(app, (chooser.rect.right - 5, chooser.rect.centery))
        chooser = next(
            w for w in screen.widgets if getattr(w, "values", None) == list(i18n.LANGUAGES)
        )


def test_choosing_a_language_relays_every_open_screen_in_it_and_keeps_it(app):
    menu = MainMenu(app)
    screen = SettingsScreen(app)
    app.reset(menu, screen)
    assert "Language" in _labels(screen) and "New game" in _labels(menu)
    _choose_language(app, screen, "de")
    assert i18n.language() == "de"
    assert "Sprache" in _labels(screen) and "Fertig" in _labels(screen)
    assert "Neues Spiel" in _labels(menu) and "New game" not in _labels(menu)
    _choose_language(app, screen, "cs")
    assert "Jazyk" in _labels(screen) and "Nová hra" in _labels(menu)
    done = next(w for w in screen.widgets if getattr(w, "label", "") == "Hotovo")
    click(app, done.rect.center)
    assert load_settings()[0].language == "cs"


def test_the_main_menu_opens_in_the_stored_language():
    app = App((1280, 800), settings=Settings(language="de", animation_speed="off"))
    try:
        menu = MainMenu(app)
        app.reset(menu)
        assert i18n.language() == "de"
        assert "Einstellungen" in _labels(menu) and "Spiel laden" in _labels(menu)
    finally:
        pygame.display.quit()


def test_the_seats_speak_the_language(app):
    i18n.set_language("cs")
    screen = new_scene(app, "NewGame", flow.playable_games()[0])
    app.reset(MainMenu(app), screen)
    i18n.set_language("cs")
    app.relayout()
    shown = {w.names(w.value) for w in screen.widgets if getattr(w, "names", None)}
    assert "Člověk" in shown and "Červený kruh" in shown
    assert any(text.startswith("Bot · ") and text != "Bot · normal" for text in shown)


def _page_lines(screen) -> list[str]:
    return [entry.text for entry in screen.page.entries if entry.text]


def test_the_rules_help_reads_a_translated_summary_where_one_exists(app, monkeypatch, tmp_path):
    shipped = paths.rules_dir()
    for game in ("santa-maria", "anno1701"):
        shutil.copytree(shipped / game, tmp_path / game)
    # Anno 1701 as a game whose summary nobody has translated yet.
    (tmp_path / "anno1701" / "rules.de.md").unlink(missing_ok=True)
    (tmp_path / "santa-maria" / "rules.de.md").write_text(
        "# Santa Maria\n\nFühre drei Jahre lang eine Kolonie in der Neuen Welt.\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(tmp_path))
    i18n.set_language("de")
    screen = new_scene(app, "RulesHelp", "santa-maria")
    app.reset(MainMenu(app), screen)
    i18n.set_language("de")
    app.relayout()
    lines = _page_lines(screen)
    assert "Führe drei Jahre lang eine Kolonie in der Neuen Welt." in lines
    assert "Diese Regelübersicht gibt es bisher nur auf Englisch." not in lines
    screen._show("anno1701")
    lines = _page_lines(screen)
    assert lines[0] == "Diese Regelübersicht gibt es bisher nur auf Englisch."
    assert any("Anno 1701" in line for line in lines[1:])


def _screens(language: str) -> list[tuple[str, check_layout.Shot]]:
    """The screens this translation covers that check-layout's menus leave out, each checked
    to be drawn in `language`."""

    def simple(name: str, *scenes) -> check_layout.Shot:
        def shot(app: App, look) -> None:
            app.reset(*[new_scene(app, scene, *args) for scene, *args in scenes])
            assert i18n.language() == language
            look(name)

        return name, shot

    def hand_off(app: App, look) -> None:
        app.reset(
            new_scene(app, "MainMenu"),
            new_scene(app, "HandOff", "Mistress Vane", player_look("teal", 2)),
        )
        look("hand-off")

    shots = [
        simple("main menu", ("MainMenu",)),
        simple("settings", ("MainMenu",), ("SettingsScreen",)),
        simple("about", ("MainMenu",), ("About",)),
        ("hand-off", hand_off),
    ]
    for game in flow.playable_games():
        shots.append(simple(f"new game {game}", ("MainMenu",), ("NewGame", game)))
        shots.append(simple(f"rules {game}", ("MainMenu",), ("RulesHelp", game)))
    return shots


@pytest.mark.parametrize("language", ["de", "cs"])
def test_the_screens_fit_in_german_and_czech(monkeypatch, language):
    monkeypatch.setenv(i18n.ENV_LANGUAGE, language)
    i18n.set_language(language)
    extra = [("menus", shot) for shot in _screens(language)]
    report = check_layout.run(
        [], [(1024, 600), (1280, 800)], [1.0, 1.5], positions=(), menus=False, extra=extra
    )
    assert report.errors == []
    assert report.shots == 4 * len(extra)
    assert [f"{f.scene} {f.size} {f.scale}: {f.category} {f.what}" for f in report.findings] == []


@pytest.mark.parametrize(
    ("language", "year", "empty", "group"),
    [
        ("de", "Jahr 1 von 3", "Leeres Feld", "Ausbauen"),
        ("cs", "Rok 1 z 3", "Prázdné pole", "Rozšíření"),
    ],
)
def test_the_santa_maria_table_speaks_the_language(app, language, year, empty, group):
    """The table's own words (the year, the colony's squares, the action bar's headings) come
    in the language in use; the players' names stay as they are."""
    from anno_desktop.engine.rules import Action
    from anno_desktop.games.santa_maria import table as sm

    match = flow.new_match(
        "santa-maria",
        flow.default_options("santa-maria", 2),
        flow.default_seats("santa-maria", 2),
        1,
    )
    i18n.set_language(language)
    table = sm.build(match.view(0), match.legal_actions(), 0)
    assert table.place("year").label == year
    assert empty in {p.label for p in table.places}
    scene = flow.scene_class("santa-maria")(app, match)
    assert scene.action_group(Action("expand", (0,))) == "Expand"
    assert i18n._(scene.action_group(Action("expand", (0,)))) == group
    assert flow.default_seats("santa-maria", 2)[0].name == i18n._("Captain") != "Captain"
