"""The screens around the tables fit every window (issue 14, item 3): each computes its rects
in a pure layout step from the window's size and UI scale, and check-layout finds nothing on
them (no shortened or clipped text, no overlap, nothing off the window, no internal id)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from anno_desktop.engine.saves import to_save, write_save
from anno_desktop.ui import check_layout, flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scene import new_scene, push_scene, reset_to
from anno_desktop.ui.scenes.load_game import list_rows, load_layout
from anno_desktop.ui.scenes.main_menu import menu_layout
from anno_desktop.ui.scenes.new_game import form_layout
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.listbox import ListBox, ListRow
from tests.ui.conftest import key

# The sizes and scales the issue names as representative: small and crowded, the office
# laptop plain and with large text, and a big screen.
REPRESENTATIVE = [((1024, 600), 1.5), ((1280, 800), 1.0), ((1280, 800), 1.5), ((1920, 1080), 1.25)]
GAMES = ["anno1701", "anno1701-cards", "anno1800-solo", "santa-maria"]
MANY_SAVES = 30


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _theme(size: tuple[int, int], scale: float) -> Theme:
    fit = min(size[0] / 1280, size[1] / 800)
    return Theme(max(0.5, fit * scale))


def _apart(rects) -> bool:
    return all(not a.colliderect(b) for a, b in itertools.combinations(rects, 2))


@pytest.mark.parametrize("size", check_layout.SIZES)
@pytest.mark.parametrize("scale", check_layout.SCALES)
def test_the_main_menu_fits_its_seven_buttons_and_games_into_every_window(size, scale):
    window = pygame.Rect((0, 0), size)
    shape = menu_layout(_theme(size, scale), *size, buttons=8, games=4)
    assert all(window.contains(r) for r in (shape.panel, *shape.buttons))
    assert all(shape.panel.contains(button) for button in shape.buttons)
    assert _apart(shape.buttons) and not shape.title.colliderect(shape.panel)
    if shape.card is not None:
        assert window.contains(shape.card) and not shape.card.colliderect(shape.panel)
        assert _apart(shape.game_rows) and len(shape.game_rows) == 4


def test_a_bigger_window_makes_the_menu_bigger_not_its_margins():
    small = menu_layout(_theme((1280, 800), 1.0), 1280, 800, buttons=8, games=4)
    big = menu_layout(_theme((2560, 1440), 1.0), 2560, 1440, buttons=8, games=4)
    assert big.buttons[0].height > 1.5 * small.buttons[0].height
    assert big.panel.x < 1.9 * small.panel.x


@pytest.mark.parametrize("size", check_layout.SIZES)
@pytest.mark.parametrize("scale", check_layout.SCALES)
def test_the_new_game_form_fits_four_seats_and_four_options(size, scale):
    window = pygame.Rect((0, 0), size)
    shape = form_layout(_theme(size, scale), *size, games=4, seats=4, choosers=True, options=4)
    rows = shape.rows
    fields = [rows.players, *rows.options]
    for seat in rows.seats:
        fields += [seat.name, seat.kind, seat.colour]
    assert all(shape.form_panel.contains(rect) for rect in fields)
    assert _apart(fields) and _apart([shape.back, shape.campaign, shape.start])
    assert all(window.contains(r) for r in (shape.form_panel, shape.games_panel, shape.start))
    # The list of games shows whole rows only.
    assert shape.game_list.height % shape.game_row == 0


@pytest.mark.parametrize("size", check_layout.SIZES)
@pytest.mark.parametrize("scale", check_layout.SCALES)
def test_the_load_lists_show_whole_rows(size, scale):
    shape = load_layout(_theme(size, scale), *size, in_progress=7, saved=24)
    for listed, heading in zip(shape.lists, shape.headings, strict=True):
        assert listed.height > 0 and listed.height % shape.row_height == 0
        assert shape.panel.contains(listed) and listed.top >= heading.bottom
    assert not shape.lists[0].colliderect(shape.lists[1])


def test_the_lists_share_their_rows_between_games_in_progress_and_saves():
    assert list_rows(8, 2, 3) == (2, 6)  # both fit: the saved games take the rest
    assert list_rows(8, 10, 20) == (4, 4)  # neither fits: half each
    assert list_rows(8, 1, 20) == (1, 7)
    assert list_rows(2, 0, 0) == (1, 1)  # an empty list still shows its one row of text


def test_a_long_list_has_a_scroll_bar_and_its_last_row_is_reachable(app):
    rows = [ListRow(f"Save {i}") for i in range(MANY_SAVES)]
    box = ListBox((100, 100, 400, 300), rows, row_height=60)
    app.render()
    box.draw(app.screen, app.theme)
    bar = box.scroll_bar()
    assert bar is not None and bar.right == box.rect.right and bar.height < box.rect.height
    pos = (200, 200)
    for _ in range(MANY_SAVES):
        box.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=pos))
    assert box.offset == MANY_SAVES * 60 - 300
    # Dragging the bar to the top scrolls back to the first row.
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, box.rect.y), button=1))
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, box.rect.y), button=1))
    assert box.offset == 0
    assert ListBox((0, 0, 400, 300), rows[:4], row_height=60).scroll_bar() is None


def _fill_saves(count: int) -> None:
    game = "anno1701-cards"
    match = flow.new_match(game, flow.default_options(game), flow.default_seats(game, 2), 5)
    for _ in range(count):
        write_save(flow.new_save_path(game), to_save(match))


def test_every_save_is_reachable_by_keys_on_the_load_screen(app):
    _fill_saves(MANY_SAVES)
    load = push_scene(app, "LoadGame")
    saved = load.lists[1]
    assert saved.rect.height < len(saved.rows) * saved.row_height
    load.lists[1]._select(0)
    for _ in range(MANY_SAVES):
        key(app, pygame.K_DOWN)
    assert saved.selected == len(saved.rows) - 1
    # The last row shows whole at the bottom of the list.
    assert saved.offset == len(saved.rows) * saved.row_height - saved.rect.height


# -- check-layout over the screens around the tables --------------------------------------------


def _shot(name, build):
    def shot(app: App, look) -> None:
        build(app)
        look(name)

    return name, shot


def _over_the_menu(app: App, name: str, *args) -> object:
    scene = new_scene(app, name, *args)
    app.reset(new_scene(app, "MainMenu"), scene)
    return scene


def _menus_and_forms() -> list[tuple[str, tuple]]:
    """The screens a player opens from the menu, and the dialogs they can raise there."""

    def screen(name, *args):
        return lambda app: _over_the_menu(app, name, *args)

    def many_saves(app: App) -> None:
        _fill_saves(MANY_SAVES)
        _over_the_menu(app, "LoadGame")

    def delete_asked(app: App) -> None:
        _over_the_menu(app, "LoadGame")._ask_delete()

    def clashing_colours(app: App) -> None:
        form = _over_the_menu(app, "NewGame", "anno1701")
        form.seats[1]["colour"] = form.seats[0]["colour"]
        form._start()

    shots = [
        _shot("about", screen("About")),
        _shot("load, many saves", many_saves),
        _shot("load · delete dialog", delete_asked),
        _shot("new game · colour dialog", clashing_colours),
    ]
    for game in GAMES:
        shots.append(_shot(f"new game · {game}", screen("NewGame", game)))
        shots.append(_shot(f"rules · {game}", screen("RulesHelp", game)))
    return [("menus", shot) for shot in shots]


@pytest.fixture(scope="module")
def card_game_plan():
    return check_layout.plan_game("anno1701-cards")


def _toy_game_over(app: App) -> None:
    match = flow.new_match("toy", flow.default_options("toy"), flow.default_seats("toy", 2), 3)
    while match.result() is None:
        match.submit(match.rules.legal_actions(match.state)[0])
    reset_to(app, "MainMenu")
    push_scene(app, "GameOver", match)


@pytest.mark.parametrize(("size", "scale"), REPRESENTATIVE, ids=str)
def test_check_layout_finds_nothing_around_the_tables(size, scale, card_game_plan, toy):
    """The menus, the forms and dialogs, and the screens over a table (hand-off, game over,
    the game menu) of the card game and the toy race."""
    extra = _menus_and_forms()
    extra += [("anno1701-cards", shot) for shot in check_layout._game_shots(card_game_plan, ())]
    extra.append(("toy", _shot("game over", _toy_game_over)))
    report = check_layout.run([], [size], [scale], positions=(), extra=extra)
    assert report.errors == []
    reviews = 1  # the card game's review is looked at twice: halfway and at the end
    assert report.shots == len(check_layout.MENU_SHOTS) + len(extra) + reviews
    assert report.findings == []


def test_the_menus_are_clean_at_every_size_and_scale():
    report = check_layout.run([], check_layout.SIZES, check_layout.SCALES)
    assert report.errors == [] and report.findings == []
