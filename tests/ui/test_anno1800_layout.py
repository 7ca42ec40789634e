"""Anno 1800 solo's table laid out as data (issue 14, "layout as data"): the board's rects and
click zones come from a pure `layout()` step of the window size, the UI scale and the table
model, so they can be checked without drawing a frame: at the five window sizes and every UI
scale no two zones overlap and every one lies inside the board and the window."""

import pygame
import pytest

from anno_desktop.engine.match import Match, Seat
from anno_desktop.settings import Settings
from anno_desktop.ui import check_layout, flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.table_chrome import table_layout
from anno_desktop.ui.widgets.panel import Panel

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)
SLACK = check_layout.OVERLAP_SLACK
TITLE = "Anno 1800 \N{EN DASH} solo"  # the table's heading


def _tables():
    """Tables at the start of Missions 1, 3, 7 and 10 and the normal solo game, Mission 3
    after twenty actions (cards fulfilled, tiles built) and Mission 3 in a pay step."""
    from anno_desktop.games.anno1800_solo import RULES
    from anno_desktop.games.anno1800_solo.table import build_table

    def match(values):
        options = RULES.options_model.model_validate({"players": 1, **values})
        return Match(RULES, options, 5, [Seat(name="Captain", kind="human")])

    matches = [match({"mission": n, "mode": "campaign"}) for n in (1, 3, 7, 10)]
    matches.append(match({"mode": "normal-solo"}))
    played = match({"mission": 3, "mode": "campaign"})
    for _ in range(20):
        legal = played.legal_actions()
        if not legal or played.result() is not None:
            break
        played.submit(legal[-1])
    matches.append(played)
    paying = match({"mission": 3, "mode": "campaign"})
    paying.submit(next(a for a in paying.legal_actions() if a.kind == "pay"))
    matches.append(paying)
    return [build_table(m.view(0), m.legal_actions(), 0) for m in matches]


def _overlaps(rects):
    for i, (a, key_a) in enumerate(rects):
        for b, key_b in rects[i + 1 :]:
            common = a.clip(b)
            if common.width > SLACK and common.height > SLACK:
                yield key_a, key_b


@pytest.mark.parametrize("size", check_layout.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zones_never_overlap_and_stay_inside_the_window(size):
    from anno_desktop.ui.games.anno1800_solo_layout import board_unit, chrome, solo_layout, zones
    from anno_desktop.ui.theme import Theme

    tables = _tables()
    window = pygame.Rect((0, 0), size)
    for scale in check_layout.SCALES:
        app = App(size, settings=Settings(ui_scale=scale), apply_fullscreen=False)
        try:
            frame = chrome(app.theme, *size, TITLE)
            inner = Panel(frame.board).inner(app.theme, 10)
            theme = Theme(board_unit(app.theme, inner))
            for table in tables:
                shape = solo_layout(theme, inner, table)
                rects = [(rect, place.key) for rect, place in zones(shape, table)]
                rects.append((shape.rects["briefing"], "briefing"))
                if shape.pay is not None:
                    rects += [(box, f"source {words}") for box, _, words in shape.pay.choices]
                    rects = [(r, k) for r, k in rects if not k.startswith("pay:part:")]
                where = f"{size} at {scale:.0%}"
                assert list(_overlaps(rects)) == [], where
                outside = [key for rect, key in rects if not inner.contains(rect)]
                assert outside == [] and all(window.contains(r) for r, _ in rects), where
                has_cards = any(p.kind == "card" for p in table.places)
                if shape.pay is None and has_cards:
                    assert any(key.startswith("card:") for _, key in rects), where
        finally:
            pygame.display.quit()


def test_the_board_gets_the_room_the_column_of_choices_gives_up():
    """At 150 % on 1280x800 the column of choices is narrower than the other games' and the
    board is wider by as much; on a wide window at 100 % it is the other games' column."""
    from anno_desktop.ui.games.anno1800_solo_layout import chrome

    for size, scale, narrower in (((1280, 800), 1.5, True), ((2560, 1440), 1.0, False)):
        app = App(size, settings=Settings(ui_scale=scale), apply_fullscreen=False)
        try:
            shared = table_layout(app.theme, *size, TITLE)
            own = chrome(app.theme, *size, TITLE)
            given = shared.action_panel.width - own.action_panel.width
            assert (given > 0) is narrower
            assert own.board.width == shared.board.width + given
            assert own.action_panel.right == shared.action_panel.right
        finally:
            pygame.display.quit()


def test_a_bigger_window_draws_a_bigger_board():
    """The board's own scale grows with the window: 1920x1080 draws it larger than 1280x800."""
    from anno_desktop.ui.games.anno1800_solo_layout import board_unit, chrome

    units = []
    for size in ((1280, 800), (1920, 1080), (2560, 1440)):
        app = App(size, settings=Settings(ui_scale=1.0), apply_fullscreen=False)
        try:
            frame = chrome(app.theme, *size, TITLE)
            units.append(board_unit(app.theme, Panel(frame.board).inner(app.theme, 10)))
        finally:
            pygame.display.quit()
    assert units == sorted(units) and units[0] < units[-1]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_twelve_card_hand_shows_two_rows_each_card_tall_enough_for_its_words(size):
    """Issue 15: "cards drawn as cards, at every hand size ... the hand scrolls rather than
    shrinking": twelve cards in Mission 3 show two rows of whole cards, the rest a scroll
    away."""
    from anno_desktop.games.anno1800_solo import RULES
    from anno_desktop.games.anno1800_solo.table import CardPlace, build_table
    from anno_desktop.ui.games.anno1800_solo_cards import card_height
    from anno_desktop.ui.games.anno1800_solo_layout import board_unit, chrome, solo_layout
    from anno_desktop.ui.theme import Theme

    options = RULES.options_model.model_validate({"players": 1, "mission": 3})
    match = Match(RULES, options, 3, [Seat(name="Captain", kind="human")])
    for deck in match.state.decks.values():
        while len(match.state.hand) < 12 and deck:
            match.state.hand.append(deck.pop(0))
    table = build_table(match.view(0), match.legal_actions(), 0)
    app = App(size, settings=Settings(), apply_fullscreen=False)
    try:
        inner = Panel(chrome(app.theme, *size, RULES.title).board).inner(app.theme, 10)
        board = Theme(board_unit(app.theme, inner))
        shape = solo_layout(board, inner, table)
    finally:
        app.close_scenes()
        pygame.display.quit()
    cards = [p for p in table.places if isinstance(p, CardPlace)]
    shown = [p for p in cards if p.key in shape.rects]
    assert shape.hand_grid.rows >= 2 and len(shown) >= 4
    assert len(shown) < len(cards) and "marks:hand" in shape.rects
    for card in shown:
        box = shape.rects[card.key]
        assert card_height(board, box.width, card) <= box.height, card.name


def _board(size, scale):
    """The board's theme and its inner rect for a window size and UI scale."""
    from anno_desktop.ui.games.anno1800_solo_layout import board_unit, chrome
    from anno_desktop.ui.theme import Theme

    app = App(size, settings=Settings(ui_scale=scale), apply_fullscreen=False)
    frame = chrome(app.theme, *size, TITLE)
    inner = Panel(frame.board).inner(app.theme, 10)
    return Theme(board_unit(app.theme, inner)), inner


@pytest.mark.parametrize("size", check_layout.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_action_bar_button_shows_its_name(size):
    """Issue 15's follow-up: at 1280x800 seven of the thirteen buttons showed only an icon.
    At every window size of check-layout, 75 to 150 %, every button of the bar names its
    action, in the campaign missions, the normal solo game, mid-game and in a pay step."""
    from anno_desktop.ui.games.anno1800_solo_bar import bar_name_fits
    from anno_desktop.ui.games.anno1800_solo_layout import solo_layout

    tables = _tables()
    for scale in check_layout.SCALES:
        try:
            theme, inner = _board(size, scale)
            for table in tables:
                shape = solo_layout(theme, inner, table)
                bar = [(p.key, p.label) for p in table.places if p.kind == "bar"]
                bar.append(("briefing", "Briefing"))
                cut = [
                    label for key, label in bar if not bar_name_fits(theme, shape.rects[key], label)
                ]
                assert cut == [], f"{size} at {scale:.0%}"
        finally:
            pygame.display.quit()


def test_the_normal_solo_game_at_1280x800_shows_two_rows_of_cards():
    """Issue 15's follow-up: the normal solo game's orders left room for one row of the hand
    (two cards) at 1280x800; the order cards one a line leave room for two."""
    from anno_desktop.ui.games.anno1800_solo_layout import solo_layout

    normal = _tables()[4]
    assert any(p.kind == "order" for p in normal.places)
    try:
        theme, inner = _board((1280, 800), 1.0)
        grid = solo_layout(theme, inner, normal).hand_grid
        assert grid is not None and grid.rows >= 2
    finally:
        pygame.display.quit()
