"""The main menu: Continue, New game, Learn to play, Load, Settings, Rules, About, Quit, over
the open sea."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from anno_desktop import games
from anno_desktop.engine import i18n
from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.ui import flow, tutorials
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene, push_scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title, draw_watermark, game_icon
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

SUBTITLE = N_("Colonial trading games for one table and many captains")
LEARN_TIP = N_("A guided first turn of a game, then play on against easy bots.")
LEARN_QUESTION = N_(
    "Which game would you like to learn? The lesson plays one turn with you on the game's own "
    "table; then the game is yours to play on against easy bots."
)
BUTTON_SIZE = th.SIZE_LABEL + 2
ROW_TITLE_SIZE = th.SIZE_HEADING - 4


@dataclass(frozen=True)
class MenuLayout:
    """Where everything of the main menu goes, for one window size and UI scale."""

    title: pygame.Rect
    subtitle: pygame.Rect
    panel: pygame.Rect
    buttons: tuple[pygame.Rect, ...]
    # The card of the games on this table (None when the window has no room for it).
    card: pygame.Rect | None
    card_heading: pygame.Rect
    game_rows: tuple[pygame.Rect, ...]
    watermark: tuple[int, int]
    watermark_px: int


def _pitch(room: int, count: int, natural: int, least: int) -> int:
    """The step between `count` rows sharing `room`: natural if they fit, never below least."""
    return max(least, min(natural, room // max(1, count)))


def _card_layout(
    theme: Theme, panel: pygame.Rect, width: int, bottom: int, games: int
) -> tuple[pygame.Rect | None, pygame.Rect, list[pygame.Rect]]:
    """The card of the games right of the menu's `panel` (None without room for it), its
    heading and a row per game, each row shrunk to its text when the window is short."""
    u = theme.u
    card_x = panel.right + u(40)
    card_w = min(u(560), width - card_x - u(48))
    if card_w <= u(260):
        return None, pygame.Rect(0, 0, 0, 0), []
    card_pad = u(9 + 16)
    heading_h = theme.font("display-bold", th.SIZE_HEADING).get_linesize() + u(8)
    row_least = (
        theme.font("display-bold", ROW_TITLE_SIZE).get_linesize()
        + theme.font("text", th.SIZE_SMALL).get_linesize()
        + u(8)
    )
    rows = max(1, games)
    room = bottom - panel.y - 2 * card_pad - heading_h
    row_h = _pitch(room, rows, u(64), row_least)
    card = pygame.Rect(card_x, panel.y, card_w, 2 * card_pad + heading_h + rows * row_h)
    inner = card.inflate(-2 * card_pad, -2 * card_pad)
    heading = pygame.Rect(inner.x, inner.y, inner.width, heading_h)
    game_rows = [
        pygame.Rect(inner.x - u(6), heading.bottom + i * row_h, inner.width + u(12), row_h)
        for i in range(games)
    ]
    return card, heading, game_rows


def menu_layout(theme: Theme, width: int, height: int, buttons: int, games: int) -> MenuLayout:
    """The main menu's rects: title, the column of `buttons` fitted to the window's height
    (in two columns when one is too tall), and the card of `games` to its right."""
    u = theme.u
    m = u(48)
    title_h = theme.font("display-bold", th.SIZE_TITLE).get_linesize()
    title = pygame.Rect(m, u(28), width - 2 * m, title_h)
    sub_h = theme.font("italic", th.SIZE_HEADING).get_linesize()
    subtitle = pygame.Rect(m + u(4), title.bottom, width - 2 * m, sub_h)
    top = subtitle.bottom + u(20)
    bottom = height - u(20)
    pad = u(9 + 16)
    least_h = theme.font("text-bold", BUTTON_SIZE).get_linesize() + u(12)
    gap = u(12)
    room = bottom - top - 2 * pad + gap
    columns = 1 if room // buttons >= least_h + u(6) else 2
    per_column = -(-buttons // columns)
    pitch = _pitch(room, per_column, u(54) + gap, least_h + u(6))
    gap = min(gap, max(u(6), pitch // 5))
    bh = pitch - gap
    bw = min(u(340), (width - 2 * m) // 2 - 2 * pad) if columns == 1 else u(260)
    panel = pygame.Rect(
        m, top, columns * bw + (columns - 1) * u(16) + 2 * pad, per_column * pitch - gap + 2 * pad
    )
    rects = []
    for index in range(buttons):
        column, row = divmod(index, per_column)
        x = panel.x + pad + column * (bw + u(16))
        rects.append(pygame.Rect(x, panel.y + pad + row * pitch, bw, bh))
    card, heading, game_rows = _card_layout(theme, panel, width, bottom, games)
    return MenuLayout(
        title=title,
        subtitle=subtitle,
        panel=panel,
        buttons=tuple(rects),
        card=card,
        card_heading=heading,
        game_rows=tuple(game_rows),
        watermark=(width - u(170), height - u(150)),
        watermark_px=u(360),
    )


@dataclass(frozen=True)
class GameRow:
    """One game on the menu's card: what starts it and what the row says."""

    game_id: str
    title: str
    detail: str


def _players(game_id: str) -> str:
    counts = games.get_game(game_id).rules.player_counts
    if len(counts) > 1:
        return _("{least}\u2013{most} players").format(least=min(counts), most=max(counts))
    return ngettext("{count} player", "{count} players", counts[0]).format(count=counts[0])


class MainMenu(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        # The first screen: from here on everything speaks the player's chosen language.
        i18n.set_language(app.settings.language)
        self._continue_tip = ""
        self._can_continue = False
        self._continue_path: Path | None = None
        self.shape: MenuLayout | None = None
        self.game_rows: list[GameRow] = []

    def _check_autosave(self) -> None:
        """Continue resumes the most recently saved game in progress."""
        self._continue_path = None
        in_progress = flow.games_in_progress()
        latest = flow.latest_in_progress(in_progress)
        if latest is None or latest.save is None:
            self._can_continue = False
            broken = next((info for info in in_progress if info.save is None), None)
            unplayable = next((info for info in in_progress if info.save is not None), None)
            if broken is not None:
                self._continue_tip = _("No game to continue. {reason}").format(reason=broken.error)
            elif unplayable is not None and unplayable.save is not None:
                title = flow.game_title(unplayable.save.game)
                self._continue_tip = _("The game in progress ({game}) is not installed.").format(
                    game=title
                )
            else:
                self._continue_tip = _("No game in progress.")
            return
        save = latest.save
        self._can_continue = True
        self._continue_path = latest.path
        title = flow.game_title(save.game)
        tip = _("Resume {game}, turn {turn} (saved {when}).").format(
            game=title, turn=save.turn, when=flow.saved_when(save)
        )
        others = len(in_progress) - 1
        if others:
            tip += " " + ngettext(
                "{count} more game in progress under Load game.",
                "{count} more games in progress under Load game.",
                others,
            ).format(count=others)
        self._continue_tip = tip

    def on_enter(self) -> None:
        # Left-over temporary files and old finished games go before the menu lists anything.
        if flow.tidy_saves():
            self.layout(*self.app.size)

    def on_resume(self) -> None:
        self.layout(*self.app.size)

    def _entries(self) -> list[tuple[str, str, Callable[[], None], bool, str | None]]:
        """The menu's buttons: label, icon, what a click does, enabled, tooltip."""
        new_game_tip = _("Choose a game, players and bots.")
        lessons = bool(self._lessons())
        return [
            (_("Continue"), "return-arrow", self._continue, self._can_continue, self._continue_tip),
            (_("New game"), "sailboat", self._new_game, True, new_game_tip),
            (_("Learn to play"), "compass", self.learn_to_play, lessons, _(LEARN_TIP)),
            (_("Load game"), "chest", self._load, True, _("Open a saved game.")),
            (_("Settings"), "settings-knobs", self._settings, True, None),
            (_("Rules"), "rule-book", self._rules, True, _("Read the rules of each game.")),
            (_("About"), "quill-ink", self._about, True, _("Version, licence and credits.")),
            (_("Quit"), "exit-door", self.app.quit, True, None),
        ]

    def layout(self, width: int, height: int) -> None:
        self._check_autosave()
        entries = self._entries()
        self.game_rows = [
            GameRow(gid, flow.game_title(gid), _players(gid)) for gid in flow.playable_games()
        ]
        shape = menu_layout(self.theme, width, height, len(entries), len(self.game_rows))
        self.shape = shape
        self.widgets = [Panel(shape.panel, kind="wood")]
        for (label, icon_name, action, enabled, tip), rect in zip(
            entries, shape.buttons, strict=True
        ):
            self.widgets.append(
                Button(
                    rect,
                    label,
                    action,
                    icon_name=icon_name,
                    enabled=enabled,
                    tooltip=tip,
                    style="brass" if action == self._continue and enabled else "wood",
                    align="left",
                    size=BUTTON_SIZE,
                )
            )
        if shape.card is None:
            return
        # The games on this table, as a parchment card to the right of the menu.
        self.widgets.insert(1, Panel(shape.card))
        self.widgets.append(
            Label(
                shape.card_heading,
                _("Games on this table"),
                face="display-bold",
                size=th.SIZE_HEADING,
            )
        )
        if not self.game_rows:
            self.widgets.append(
                Label(
                    shape.card_heading.move(0, shape.card_heading.height),
                    _("No games are installed yet."),
                    face="italic",
                    size=th.SIZE_LABEL,
                    colour=th.INK_SOFT,
                )
            )

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        shape = self.shape
        if shape is None:
            return
        draw_watermark(surface, self.theme, "compass", shape.watermark, shape.watermark_px)
        draw_title(surface, self.theme, "Anno Desktop", shape.title.topleft)
        self.theme.draw_text(
            surface,
            _(SUBTITLE),
            shape.subtitle,
            face="italic",
            size=th.SIZE_HEADING,
            colour=th.PARCHMENT,
            valign="top",
            max_lines=1,
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.shape is None:
            return
        u, theme = self.u, self.theme
        for game, row in zip(self.game_rows, self.shape.game_rows, strict=False):
            if row.collidepoint(self.app.mouse):
                pygame.draw.rect(surface, (236, 212, 150), row, border_radius=u(8))
                pygame.draw.rect(surface, th.BRASS, row, max(1, u(2)), border_radius=u(8))
            inner = row.inflate(-u(12), -u(6))
            px = min(u(40), inner.height)
            surface.blit(icon(game_icon(game.game_id), px, th.WOOD), (inner.x, inner.y))
            text = pygame.Rect(inner.x + px + u(16), inner.y, inner.right - inner.x - px - u(16), 0)
            detail_h = theme.font("text", th.SIZE_SMALL).get_linesize()
            text.height = inner.height - detail_h
            name = theme.draw_text(
                surface,
                game.title,
                text,
                face="display-bold",
                size=ROW_TITLE_SIZE,
                colour=th.INK,
                valign="top",
                max_lines=1,
            )
            below = pygame.Rect(text.x, text.y + name.height, text.width, detail_h)
            theme.draw_text(
                surface,
                game.detail,
                below,
                size=th.SIZE_SMALL,
                colour=th.INK_SOFT,
                valign="top",
                max_lines=1,
            )

    def _game_at(self, pos: tuple[int, int]) -> GameRow | None:
        if self.shape is None:
            return None
        for game, row in zip(self.game_rows, self.shape.game_rows, strict=False):
            if row.collidepoint(pos):
                return game
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        if is_click(event):
            game = self._game_at(event.pos)
            if game is not None:
                push_scene(self.app, "NewGame", game.game_id)
                return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        game = self._game_at(pos)
        return _("Start a new game of {game}").format(game=game.title) if game else None

    # -- menu actions ------------------------------------------------------------------------

    def _continue(self) -> None:
        if self._continue_path is not None:
            flow.open_save_file(self.app, self._continue_path)

    def _new_game(self) -> None:
        push_scene(self.app, "NewGame")

    def _lessons(self) -> list[str]:
        return [game_id for game_id in flow.playable_games() if tutorials.has_tutorial(game_id)]

    def learn_to_play(self) -> None:
        choices: list[tuple[str, Callable[[], None] | None]] = [
            (flow.game_title(gid), functools.partial(tutorials.start, self.app, gid))
            for gid in self._lessons()
        ]
        choices.append((_("Cancel"), None))
        self.app.push(Dialog(self.app, _("Learn to play"), _(LEARN_QUESTION), choices, width=760))

    def _load(self) -> None:
        push_scene(self.app, "LoadGame")

    def _settings(self) -> None:
        push_scene(self.app, "SettingsScreen")

    def _rules(self) -> None:
        push_scene(self.app, "RulesHelp")

    def _about(self) -> None:
        push_scene(self.app, "About")
