"""The one text-fitting routine: wrap, shrink to the floor, shorten last, and record it."""

import pygame
import pytest

from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.scroll import TextLog


@pytest.fixture
def theme():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    yield th.Theme(1.0)
    th.RECORDER.stop()
    th.RECORDER.clear()
    pygame.display.quit()


def test_the_floor_follows_the_window_not_the_ui_scale():
    assert th.floor_px((1280, 800)) == 14
    assert th.floor_px((1280, 720)) == 13
    assert th.floor_px((1024, 600)) == 11
    assert th.floor_px((2560, 1440)) == 25
    assert th.floor_px((320, 240)) == th.FLOOR_PX
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    try:
        assert th.Theme(0.75).min_px == 14
        assert th.Theme(1.5).min_px == 14
        assert (
            th.Theme(0.75).font("text", 10).get_height()
            == th.Theme(1.0).font("text", 14).get_height()
        )
    finally:
        pygame.display.quit()


def test_text_that_fits_is_kept_at_its_size(theme):
    fitted = theme.fit_text("Hint", 200, 40, size=th.SIZE_LABEL)
    assert fitted.lines == ("Hint",)
    assert fitted.px == 19
    assert not fitted.shortened and fitted.tooltip is None


def test_it_wraps_before_it_shrinks(theme):
    text = "Build a slaughterhouse for two gold"
    fitted = theme.fit_text(text, 160, 200, size=th.SIZE_BODY)
    assert len(fitted.lines) > 1
    assert fitted.px == 17
    assert " ".join(fitted.lines) == text
    assert fitted.width <= 160


def test_it_shrinks_before_it_shortens(theme):
    full = theme.font("text", th.SIZE_LABEL).size("Champagne cellar")[0]
    one_line = theme.font("text", th.SIZE_LABEL).get_linesize()
    fitted = theme.fit_text("Champagne cellar", full - 10, one_line, size=th.SIZE_LABEL)
    assert fitted.lines == ("Champagne cellar",)
    assert 14 <= fitted.px < 19
    assert not fitted.shortened


def test_only_as_a_last_resort_it_shortens_and_keeps_the_whole_text(theme):
    text = "Sausages and soap from the slaughterhouse"
    fitted = theme.fit_text(text, 90, 18, size=th.SIZE_BODY)
    assert fitted.shortened
    assert fitted.px == 14
    assert len(fitted.lines) == 1 and fitted.lines[0].endswith(th.ELLIPSIS)
    assert fitted.tooltip == text
    assert theme.font_px("text", 14).size(fitted.lines[0])[0] <= 90


def test_max_lines_limits_the_wrapping(theme):
    text = "one two three four five six seven eight nine ten eleven twelve"
    fitted = theme.fit_text(text, 120, None, size=th.SIZE_BODY, max_lines=2)
    assert len(fitted.lines) <= 2
    unlimited = theme.fit_text(text, 120, None, size=th.SIZE_BODY)
    assert " ".join(unlimited.lines) == text and not unlimited.shortened


def test_fitting_is_cached(theme):
    first = theme.fit_text("Done", 100, 30)
    assert theme.fit_text("Done", 100, 30) is first


def test_the_recorder_is_off_by_default_and_records_cuts_and_drawn_text(theme):
    surface = pygame.Surface((400, 200))
    theme.draw_text(surface, "A very long label that cannot fit", pygame.Rect(0, 0, 60, 16))
    assert th.RECORDER.shortened == [] and th.RECORDER.drawn == []
    th.RECORDER.start()
    box = pygame.Rect(10, 10, 60, 16)
    fitted = theme.draw_text(surface, "A very long label that cannot fit", box)
    theme.draw_text(surface, "Fine", pygame.Rect(10, 50, 200, 40), align="center")
    theme.fit("Another long one that is cut", "text", th.SIZE_BODY, 50)
    assert fitted.shortened
    assert [full for full, _ in th.RECORDER.shortened] == [
        "A very long label that cannot fit",
        "Another long one that is cut",
    ]
    assert [d.text for d in th.RECORDER.drawn] == ["A very long label that cannot fit", "Fine"]
    fine = th.RECORDER.drawn[1]
    assert pygame.Rect(10, 50, 200, 40).contains(fine.rect) and not fine.shortened
    assert "Fine" in th.RECORDER.strings


def test_a_narrow_button_shrinks_its_label_and_a_cut_one_shows_whole_in_its_tooltip():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1024, 600))
    try:
        theme = th.Theme(0.75)
        surface = pygame.Surface((1024, 600))
        # The Hint button of the action bar at 1024x600 once read "H…".
        hint = Button(
            (0, 0, theme.u(92), theme.u(34)),
            "Hint",
            icon_name="light-bulb",
            size=th.SIZE_SMALL,
            tooltip="What would a good player do here? (H)",
        )
        hint.draw(surface, theme)
        assert hint.lines(theme) == ("Hint",)
        assert hint.tooltip_at((5, 5)) == "What would a good player do here? (H)"
        long = Button(
            (0, 0, 80, 24), "Take three cards from the development stack", tooltip="key 1"
        )
        long.draw(surface, theme)
        assert long.lines(theme)[0].endswith(th.ELLIPSIS)
        assert long.tooltip_at((5, 5)) == "Take three cards from the development stack\nkey 1"
    finally:
        pygame.display.quit()


def test_a_number_in_a_small_badge_shrinks_to_its_height_and_is_never_cut(theme):
    ascent = theme.font_px("text-bold", 17).get_ascent()
    badge = theme.fit_text("12", 40, ascent - 3, face="text-bold", size=24)
    assert badge.lines == ("12",) and not badge.shortened and not badge.overflows
    assert theme.font_px("text-bold", badge.px).get_ascent() <= ascent - 3
    tiny = theme.fit_text("12", 40, 4, face="text-bold", size=24)
    assert tiny.lines == ("12",) and not tiny.shortened
    assert tiny.overflows and tiny.px == 14


def test_the_log_breaks_a_word_wider_than_itself_instead_of_losing_its_end(theme):
    path = "/home/captain/.local/share/anno-desktop/saves/autosave/anno1701-20261201.json"
    log = TextLog((0, 0, 220, 300))
    log.add(f"Saved as {path}")
    log.draw(pygame.Surface((400, 400)), theme)
    font = theme.font("text", th.SIZE_SMALL)
    shown = [text for _, text, _, _ in log._lines]
    assert all(font.size(text)[0] <= 220 for text in shown)
    assert "".join(shown).replace(" ", "") == f"Savedas{path}"
