"""check-layout: it draws the screens offscreen and finds what does not fit or shows an id."""

import json

import pygame

from anno_desktop import cli
from anno_desktop.engine import i18n
from anno_desktop.engine.i18n import _
from anno_desktop.ui import check_layout
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label

OFFICE = [(1280, 800)]
PLAIN = [1.0]


class Planted(Scene):
    """A screen with one of each problem check-layout looks for."""

    def layout(self, width: int, height: int) -> None:
        u = self.u
        self.widgets = [
            Button((u(40), u(40), u(60), u(30)), "Take three cards from the development stack"),
            Button((u(40), u(120), u(200), u(46)), "Build"),
            Button((u(140), u(130), u(200), u(46)), "Trade"),
            Label((u(40), u(260), u(600), u(30)), "Expand with tile D04"),
            Button((width - u(60), u(400), u(200), u(46)), "Far away"),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(th.PARCHMENT)
        super().draw(surface)
        word = self.theme.text("Clipped at the bottom edge", "text", th.SIZE_BODY, th.INK)
        surface.blit(word, (self.u(40), surface.get_height() - word.get_height() // 2))


def _planted(app, look) -> None:
    app.reset(Planted(app))
    look("planted")


def test_it_finds_each_planted_problem():
    report = check_layout.run(
        [], OFFICE, PLAIN, menus=False, extra=[("test", ("planted", _planted))]
    )
    assert report.errors == [] and report.shots == 1
    found = {(f.category, f.what) for f in report.findings}
    assert ("shortened", "Take three cards from the development stack") in found
    assert ("overlap", 'Button "Build" / Button "Trade"') in found
    assert ("id", "Expand with tile D04") in found
    assert ("off-window", 'Button "Far away"') in found
    assert ("clipped", "Clipped at the bottom edge") in found
    # The label that fits, the buttons that fit and sit apart are not reported.
    assert not any(
        f.category == "shortened" and f.what in ("Build", "Trade") for f in report.findings
    )
    assert report.counts()["overlap"] == 1


class Unmarked(Scene):
    """A screen in the pseudo language: one text marked, wrapped over lines; one not marked."""

    def layout(self, width: int, height: int) -> None:
        u = self.u
        marked = _("Which game would you like to learn? The lesson plays one turn with you.")
        self.widgets = [
            Label((u(40), u(40), u(200), u(200)), marked, wrap=True),
            Label((u(40), u(300), u(400), u(30)), "Left untranslated · Anno Desktop · II"),
            Label((u(40), u(360), u(400), u(30)), "anno1701-20261202-061502 · Deutsch"),
            Label((u(40), u(420), u(400), u(30)), _("Admiral Hale").split()[-1]),
        ]


def _unmarked(app, look) -> None:
    app.reset(Unmarked(app))
    look("unmarked")


def test_the_pseudo_language_finds_the_texts_that_never_went_through_the_catalogues():
    """Names said alike in every language, numerals, a save's file name and the tail of a
    marked text (a seat card's last name) are not left in English."""
    i18n.set_language("pseudo")
    try:
        report = check_layout.run(
            [], OFFICE, PLAIN, menus=False, extra=[("test", ("unmarked", _unmarked))]
        )
    finally:
        i18n.set_language("en")
    assert report.errors == []
    found = [(f.what, f.detail) for f in report.findings if f.category == "untranslated"]
    assert found == [("Left untranslated · Anno Desktop · II", "unmarked: 'Leftuntranslated'")]


def test_ids_come_from_the_rule_data_and_match_whole_words():
    assert check_layout.ids_in_text("turned FW45 from the time stack") == ["FW45"]
    assert check_layout.ids_in_text("the anchor A24, tile D04, card AEI17") == [
        "A24",
        "D04",
        "AEI17",
    ]
    assert check_layout.ids_in_text("built champagne_cellar") == ["champagne_cellar"]
    assert check_layout.ids_in_text("Turn 3 · Shipyard 2 · 1 card · Champagne cellar") == []
    assert check_layout.ids_in_text("FW280 XFW28") == []


def test_the_menu_screens_are_clean():
    report = check_layout.run([], OFFICE, PLAIN)
    assert report.errors == []
    assert report.shots == len(check_layout.MENU_SHOTS)
    assert report.findings == []


def test_a_game_is_drawn_at_every_position_with_its_screens_and_dialogs():
    report = check_layout.run(
        ["anno1701-cards"], OFFICE, PLAIN, positions=check_layout.FAST_POSITIONS, menus=False
    )
    assert report.errors == []
    assert report.shots >= len(check_layout.GAME_SHOTS) + len(check_layout.FAST_POSITIONS)
    assert report.findings == []


def test_the_command_prints_a_json_summary(capsys, monkeypatch):
    monkeypatch.setattr(check_layout, "SIZES", tuple(OFFICE))
    assert cli.main(["check-layout", "--json", "--games", "", "--scales", "100"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["counts"] == dict.fromkeys(check_layout.CATEGORIES, 0)
    assert summary["shots"] == len(check_layout.MENU_SHOTS)


def test_the_shared_screens_fit_the_smallest_and_largest_window_at_every_extreme_scale():
    report = check_layout.run(
        ["anno1701-cards"], [(1024, 600), (2560, 1440)], [0.75, 1.5], positions=()
    )
    assert report.errors == []
    assert report.findings == []


def test_screenshot_draws_a_save_at_an_earlier_position_and_scale(tmp_path, capsys):
    from anno_desktop.engine.saves import to_save, write_save

    plan = check_layout.plan_game("santa-maria")
    save = tmp_path / "game.json"
    write_save(save, to_save(plan.match_at(30)))
    shots = {}
    for at in (0, 30):
        out = tmp_path / f"at{at}.png"
        args = ["screenshot", "santa-maria", "--save", str(save), "--out", str(out)]
        assert cli.main([*args, "--at", str(at), "--scale", "150", "--size", "1024x600"]) == 0
        shots[at] = pygame.image.load(str(out))
    assert "UI scale 150%" in capsys.readouterr().out
    assert shots[0].get_size() == (1024, 600)
    assert pygame.image.tobytes(shots[0], "RGB") != pygame.image.tobytes(shots[30], "RGB")
    too_far = ["screenshot", "santa-maria", "--save", str(save), "--at", "31"]
    assert cli.main([*too_far, "--out", str(tmp_path / "x.png")]) == 2
    assert "holds 30 actions" in capsys.readouterr().err
