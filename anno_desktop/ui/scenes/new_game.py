"""New game: choose the game, the seats (human or a bot level), names, colours and options.

The variant options are generated from the game's pydantic options model: a bool becomes a
toggle, a Literal or a bounded int becomes a chooser, so a new option needs no UI code.
"""

from __future__ import annotations

import functools
import random
import types
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Union, get_args, get_origin

import annotated_types
import pygame
from pydantic import ValidationError

from anno_desktop import games
from anno_desktop.ai.levels import levels
from anno_desktop.ai.strength import describe_level
from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.match import Seat
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.ui import flow, tutorials
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title, game_icon
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.controls import Chooser, TextInput, Toggle
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.listbox import ListBox, ListRow
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

MAX_CHOICES = 24
# The names the seat chooser gives the bot levels and the player colours and shapes.
LEVEL_NAMES = {
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}
# Whole, as a language joins a colour to a noun in its own way ("Rote Scheibe").
COLOUR_NAMES = {
    "red": N_("Red disc"),
    "blue": N_("Blue square"),
    "teal": N_("Teal triangle"),
    "amber": N_("Amber diamond"),
}
TITLE_SIZE = th.SIZE_TITLE - 8


@dataclass
class OptionField:
    """One variant option as the form shows it: a toggle (values None) or a chooser."""

    name: str
    title: str
    default: Any
    values: list[Any] | None
    help: str | None


def _int_bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for item in metadata:
        if isinstance(item, annotated_types.Ge):
            low = int(item.ge)
        elif isinstance(item, annotated_types.Gt):
            low = int(item.gt) + 1
        elif isinstance(item, annotated_types.Le):
            high = int(item.le)
        elif isinstance(item, annotated_types.Lt):
            high = int(item.lt) - 1
    return low, high


def option_fields(model: type) -> list[OptionField]:
    """The options a player can set, read from the model's fields (players is set apart)."""
    found = []
    for name, field in model.model_fields.items():
        if name == "players":
            continue
        annotation = field.annotation
        values: list[Any] | None
        optional = False
        if get_origin(annotation) in (Union, types.UnionType):
            parts = [a for a in get_args(annotation) if a is not type(None)]
            optional = len(parts) < len(get_args(annotation))
            annotation = parts[0] if len(parts) == 1 else annotation
        default = field.get_default(call_default_factory=True)
        if annotation is bool:
            values = None
        elif get_origin(annotation) is Literal:
            values = list(get_args(annotation))
        elif annotation is int:
            low, high = _int_bounds(field.metadata)
            start = low if low is not None else (default if isinstance(default, int) else 1)
            end = high if high is not None else start + 9
            values = list(range(start, min(end, start + MAX_CHOICES - 1) + 1))
        else:
            continue
        if values is not None and optional and default is None:
            values = [None, *values]  # a field with a value of its own offers no "Default"
        if values is not None and default not in values:
            default = values[0]
        # In the language in use where the game's catalogue entry exists (a game marks its
        # options' titles and descriptions with N_), else as the game wrote them.
        title = _(field.title) if field.title else flow.option_title(name)
        help_text = _(field.description) if field.description else None
        found.append(OptionField(name, title, default, values, help_text))
    return found


def _players(game_id: str) -> str:
    counts = games.get_game(game_id).rules.player_counts
    if len(counts) > 1:
        return _("{least}\u2013{most} players").format(least=min(counts), most=max(counts))
    return player_count(counts[0])


def player_count(count: int) -> str:
    return ngettext("{count} player", "{count} players", count).format(count=count)


def player_name(seat: int) -> str:
    """A seat's name when nobody typed one."""
    return _("Player {number}").format(number=seat + 1)


def kind_name(kind: str) -> str:
    """What the seat chooser calls a person or a bot level."""
    if kind == "human":
        return _("Human")
    return _("Bot · {level}").format(level=_(LEVEL_NAMES.get(kind, kind)))


def colour_name(colour: str) -> str:
    """A player colour with its marker's shape, as the seat chooser says it."""
    if colour in COLOUR_NAMES:
        return _(COLOUR_NAMES[colour])
    look = th.PLAYER_LOOKS[colour]
    return f"{look.name} {look.shape}"


def value_name(value: Any) -> str:
    if value is None:
        return _("Default")
    if isinstance(value, str):
        return _(value.replace("_", " ").replace("-", " ").capitalize())
    return str(value)


@dataclass(frozen=True)
class SeatRow:
    """Where one seat's line of the form goes: its marker, name, player kind and colour."""

    marker: tuple[int, int]
    marker_px: int
    name: pygame.Rect
    kind: pygame.Rect
    colour: pygame.Rect


@dataclass(frozen=True)
class FormRows:
    """The form's rows: the players heading and chooser, the seats and the options."""

    players_heading: pygame.Rect
    players: pygame.Rect | None
    seats: tuple[SeatRow, ...]
    options_heading: pygame.Rect | None
    options: tuple[pygame.Rect, ...]
    levels: pygame.Rect | None = None  # what the seated bot levels are like, where room is


@dataclass(frozen=True)
class FormLayout:
    """Where everything of the new-game screen goes, for one window size and UI scale."""

    title: pygame.Rect
    chosen: pygame.Rect  # the chosen game's icon and name, top right
    games_panel: pygame.Rect
    games_heading: pygame.Rect
    game_list: pygame.Rect
    game_row: int
    form_panel: pygame.Rect
    rows: FormRows
    back: pygame.Rect
    start: pygame.Rect
    campaign: pygame.Rect
    learn: pygame.Rect  # Learn to play, under the list of games


def _game_column(
    theme: Theme, panel: pygame.Rect, games: int
) -> tuple[pygame.Rect, pygame.Rect, int, pygame.Rect]:
    """The heading and the list of games inside `panel`, the height of a list row (whole rows
    only, as many as there are games if they fit; a longer list scrolls) and the Learn to
    play button under the list."""
    u = theme.u
    inner = panel.inflate(-2 * u(9 + 12), -2 * u(9 + 12))
    line = theme.font("display-bold", th.SIZE_HEADING).get_linesize()
    heading = pygame.Rect(inner.x, inner.y, inner.width, line)
    bh = theme.font("text", th.SIZE_LABEL).get_linesize() + u(16)
    room = inner.bottom - bh - u(10) - heading.bottom - u(8)
    least = (
        theme.font("text-bold", th.SIZE_LABEL).get_linesize()
        + theme.font("text", th.SIZE_SMALL).get_linesize()
        + u(12)
    )
    row = max(least, min(u(62), room // max(1, games)))
    shown = max(1, min(games, room // row))
    listed = pygame.Rect(inner.x, heading.bottom + u(8), inner.width, shown * row)
    return heading, listed, row, pygame.Rect(inner.x, listed.bottom + u(10), inner.width, bh)


def _seat_rows(theme: Theme, area: pygame.Rect, y: int, seats: int, pitch: int) -> list[SeatRow]:
    u = theme.u
    gap = max(u(4), pitch // 9)
    marker_w = u(40)
    rest = area.width - marker_w
    name_w, kind_w = int(rest * 0.34), int(rest * 0.31)
    x, h = area.x + marker_w, pitch - gap
    return [
        SeatRow(
            marker=(area.x + u(16), y + i * pitch + h // 2),
            marker_px=min(u(12), h // 3),
            name=pygame.Rect(x, y + i * pitch, name_w - u(12), h),
            kind=pygame.Rect(x + name_w, y + i * pitch, kind_w - u(12), h),
            colour=pygame.Rect(
                x + name_w + kind_w, y + i * pitch, area.right - x - name_w - kind_w, h
            ),
        )
        for i in range(seats)
    ]


def _form_rows(
    theme: Theme, area: pygame.Rect, seats: int, choosers: bool, options: int, levels: int
) -> FormRows:
    """The form's rows in `area`, every row shrunk alike (down to its text) to fit it and
    `levels` pixels of the bot levels' sentences under them; where even rows down to their text
    leave no such room, shrunk for the rows alone."""
    if levels:
        rows = _shrunk_rows(theme, area, seats, choosers, options, theme.u(18) + levels)
        if rows.levels is not None and rows.levels.height >= levels:
            return rows
    return _shrunk_rows(theme, area, seats, choosers, options, 0)


def _shrunk_rows(
    theme: Theme, area: pygame.Rect, seats: int, choosers: bool, options: int, spare: int
) -> FormRows:
    """The form's rows, shrunk alike to fit `area` with `spare` pixels left under them."""
    u = theme.u
    columns = 2 if options > 3 or (options > 1 and area.width > u(640)) else 1
    option_rows = -(-options // columns)
    line_least = theme.font("text", th.SIZE_LABEL).get_linesize() + u(14)
    heading_least = theme.font("display-bold", th.SIZE_HEADING).get_linesize()
    natural = u(48) + seats * u(52) + (u(62) + option_rows * u(48) if options else 0)
    share = min(1.0, (area.height - spare) / natural)

    def step(nat: int, least_px: int) -> int:
        return nat if share == 1.0 else max(least_px, int(nat * share))

    head = step(u(48), heading_least)
    heading = pygame.Rect(area.x, area.y, area.width, head - u(6))
    players = None
    if choosers:
        label_w = theme.font("display-bold", th.SIZE_HEADING).size(_("Players"))[0] + u(20)
        chooser_w = min(u(260), area.width - label_w)
        players = pygame.Rect(area.right - chooser_w, area.y, chooser_w, heading.height)
        heading.width = label_w
    seat_pitch = step(u(52), line_least)
    seat_rows = _seat_rows(theme, area, area.y + head, seats, seat_pitch)
    y = area.y + head + seats * seat_pitch + step(u(14), u(4))
    if not options:
        return FormRows(heading, players, tuple(seat_rows), None, (), _levels_box(theme, area, y))
    options_heading = pygame.Rect(area.x, y, area.width, head - u(6))
    y += head
    pitch = step(u(48), line_least)
    col_w = (area.width - u(20)) // 2 if columns == 2 else area.width
    rects = [
        pygame.Rect(area.x + col * (col_w + u(20)), y + row * pitch, col_w, pitch - u(6))
        for row, col in (divmod(index, columns) for index in range(options))
    ]
    room = _levels_box(theme, area, rects[-1].bottom + u(18))
    return FormRows(heading, players, tuple(seat_rows), options_heading, tuple(rects), room)


def _levels_box(theme: Theme, area: pygame.Rect, top: int) -> pygame.Rect | None:
    """The room under the form for the bot levels' sentences: none when not two lines fit
    (each seat's level chooser still says it in its tooltip)."""
    least = 2 * theme.font("text", th.SIZE_SMALL).get_linesize()
    if area.bottom - top < least:
        return None
    return pygame.Rect(area.x, top, area.width, area.bottom - top)


def form_layout(
    theme: Theme,
    width: int,
    height: int,
    games: int,
    seats: int,
    choosers: bool,
    options: int,
    levels: int = 0,
) -> FormLayout:
    """The new-game screen's rects: the list of `games` on the left, then the form with a
    players chooser (if `choosers`), `seats` rows and `options` fields, shrunk to fit with
    `levels` pixels for the bot levels' sentences under them where the rows can give them."""
    u = theme.u
    m = u(48)
    title_h = theme.font("display-bold", TITLE_SIZE).get_linesize()
    title = pygame.Rect(m, u(20), u(360), title_h)
    chosen = pygame.Rect(title.right + u(24), u(20), width - m - title.right - u(24), title_h)
    bh = u(52)
    bar_y = height - u(20) - bh
    start = pygame.Rect(width - m - u(240), bar_y, u(240), bh)
    top, bottom = title.bottom + u(12), bar_y - u(20)
    games_panel = pygame.Rect(m, top, min(u(390), int(width * 0.28)), bottom - top)
    heading, listed, row, learn = _game_column(theme, games_panel, games)
    form_panel = pygame.Rect(
        games_panel.right + u(24), top, width - m - games_panel.right - u(24), bottom - top
    )
    area = form_panel.inflate(-2 * u(FORM_INSET), -2 * u(FORM_INSET))
    return FormLayout(
        title=title,
        chosen=chosen,
        games_panel=games_panel,
        games_heading=heading,
        game_list=listed,
        game_row=row,
        form_panel=form_panel,
        rows=_form_rows(theme, area, seats, choosers, options, levels),
        back=pygame.Rect(m, bar_y, u(170), bh),
        start=start,
        campaign=pygame.Rect(start.x - u(20) - u(240), bar_y, u(240), bh),
        learn=learn,
    )


FORM_INSET = 9 + 14  # the form's rows inside its panel: the frame, then the margin


def _split_heading(theme: Theme, box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    line = theme.font("text-bold", th.SIZE_SMALL).get_linesize()
    head = pygame.Rect(box.x, box.y, box.width, line)
    return head, pygame.Rect(box.x, head.bottom + theme.u(4), box.width, box.bottom - head.bottom)


class NewGame(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.shape: FormLayout | None = None
        self.games = flow.playable_games()
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.players = 0
        self.seats: list[dict[str, Any]] = []
        self.options: dict[str, Any] = {}
        if self.game_id:
            self._reset_game(self.game_id)

    # -- form state ------------------------------------------------------------------------------

    def _levels(self) -> list[str]:
        return list(levels(self.game_id)) if self.game_id else []

    def _reset_game(self, game_id: str) -> None:
        self.game_id = game_id
        rules = games.get_game(game_id).rules
        counts = rules.player_counts
        self.players = flow.default_options(game_id).players if counts else 1
        offered = self._levels()
        bot = next((lv for lv in ("normal", "easy") if lv in offered), offered[0])
        colours = list(th.PLAYER_LOOKS)
        self.seats = [
            {
                "name": flow.human_name() if i == 0 else flow.bot_name(i),
                "kind": "human" if i == 0 else bot,
                "colour": colours[i],
            }
            for i in range(max(counts))
        ]
        self.options = {f.name: f.default for f in option_fields(rules.options_model)}

    def _pick_game(self, index: int) -> None:
        if self.games[index] != self.game_id:
            self._reset_game(self.games[index])
            self.layout(*self.app.size)

    def _set_players(self, count: int) -> None:
        self.players = count
        self.layout(*self.app.size)

    def _set_seat(self, seat: int, key: str, value: Any) -> None:
        self.seats[seat][key] = value
        if key != "kind":
            return
        bot_names = {flow.bot_name(i) for i in range(len(flow.BOT_NAMES))}
        if value == "human" and self.seats[seat]["name"] in bot_names:
            self.seats[seat]["name"] = player_name(seat)
        elif value != "human" and not self.seats[seat]["name"].strip():
            self.seats[seat]["name"] = flow.bot_name(seat)
        self.layout(*self.app.size)  # the level's tooltip and the levels' sentences follow

    def _kind_tip(self, kind: str) -> str:
        if kind == "human":
            return _("A person at this screen. Choose a bot level instead for a computer player.")
        return describe_level(self.game_id, kind)

    def _levels_text(self, box: pygame.Rect) -> str | None:
        """Every bot level's sentence, weakest first, so the choice is made knowing them; where
        they don't all fit (a large text size), those of the levels the seats have chosen, else
        the strongest chosen (or, with no bot seated, the strongest) one's; None when not even
        that fits."""
        line = self.theme.font("text", th.SIZE_SMALL).get_linesize()
        for shown in self._tellings():
            text = "\n".join(describe_level(self.game_id, lv) for lv in shown)
            lines = self.theme.wrap(text, "text", th.SIZE_SMALL, box.width)
            if shown and len(lines) * line <= box.height:
                return text
        return None

    def _tellings(self) -> tuple[list[str], list[str], list[str]]:
        """The levels told, longest first: all, the seated ones, the strongest seated (or, with
        no bot seated, the strongest)."""
        seated = {spec["kind"] for spec in self.seats}
        chosen = [lv for lv in self._levels() if lv in seated]
        return self._levels(), chosen, (chosen or self._levels())[-1:]

    def _least_levels(self, shape: FormLayout) -> int:
        """The height the shortest telling of the levels takes at the form's width."""
        width = shape.form_panel.width - 2 * self.u(FORM_INSET)
        shown = self._tellings()[-1]
        text = "\n".join(describe_level(self.game_id or "", lv) for lv in shown)
        lines = self.theme.wrap(text, "text", th.SIZE_SMALL, width)
        return len(lines) * self.theme.font("text", th.SIZE_SMALL).get_linesize()

    # -- layout ------------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        fields = (
            option_fields(games.get_game(self.game_id).rules.options_model) if self.game_id else []
        )
        counts = list(games.get_game(self.game_id).rules.player_counts) if self.game_id else []
        counted = (len(self.games), self.players, len(counts) > 1, len(fields))
        shape = form_layout(self.theme, width, height, *counted)
        if not self._levels_widgets(shape.rows.levels):  # the rows may give room for one
            shape = form_layout(self.theme, width, height, *counted, self._least_levels(shape))
        self.shape = shape
        back = Button(shape.back, _("Back"), self._back, icon_name="return-arrow")
        if not self.game_id:
            panel = Panel(shape.games_panel.union(shape.form_panel))
            self.widgets = [
                panel,
                Label(
                    panel.inner(self.theme, 20),
                    _(
                        "No games are installed yet, so there is nothing to start. The game "
                        "packages are added in updates."
                    ),
                    wrap=True,
                    size=th.SIZE_LABEL,
                ),
                back,
            ]
            return
        rows = [ListRow(flow.game_title(gid), _players(gid)) for gid in self.games]
        game_list = ListBox(
            shape.game_list, rows, on_select=self._pick_game, row_height=shape.game_row
        )
        game_list._select(self.games.index(self.game_id))
        heading = {"face": "display-bold", "size": th.SIZE_HEADING}
        self.widgets = [
            Panel(shape.games_panel),
            Label(shape.games_heading, _("Game"), **heading),
            game_list,
            Panel(shape.form_panel),
            Label(shape.rows.players_heading, _("Players"), **heading),
        ]
        if shape.rows.players is not None:
            self.widgets.append(
                Chooser(
                    shape.rows.players,
                    "",
                    counts,
                    self.players,
                    self._set_players,
                    names=player_count,
                    label_width=0,
                )
            )
        self.widgets += self._seat_widgets(shape.rows)
        self.widgets += self._option_widgets(shape.rows, fields)
        self.widgets += self._levels_widgets(shape.rows.levels)
        self.widgets += [back, self._learn_button(shape), *self._start_buttons(shape)]

    def _levels_widgets(self, room: pygame.Rect | None) -> list[Label]:
        """The bot levels' heading and sentences under the form, where they fit; where only
        the sentences do, without the heading (each starts with its level's name)."""
        if room is None:
            return []
        head, box = _split_heading(self.theme, room)
        text = self._levels_text(box)
        if text is not None:
            return [
                Label(head, _("Bot levels"), face="text-bold", size=th.SIZE_SMALL),
                Label(box, text, wrap=True, size=th.SIZE_SMALL),
            ]
        text = self._levels_text(room)
        return [] if text is None else [Label(room, text, wrap=True, size=th.SIZE_SMALL)]

    def _learn_button(self, shape: FormLayout) -> Button:
        """Learn to play the chosen game: its guided first turn."""
        game = flow.game_title(self.game_id) if self.game_id else ""
        lesson = bool(self.game_id) and tutorials.has_tutorial(self.game_id or "")
        tip = (
            _("A guided first turn of {game} against easy bots, then play on.").format(game=game)
            if lesson
            else _("This game has no lesson yet.")
        )
        return Button(
            shape.learn,
            _("Learn to play"),
            self._learn,
            icon_name="compass",
            enabled=lesson,
            tooltip=tip,
        )

    def _learn(self) -> None:
        if self.game_id:
            tutorials.start(self.app, self.game_id)

    def _seat_widgets(self, rows: FormRows) -> list[Widget]:
        """Each seat's name, player kind and colour."""
        widgets: list[Widget] = []
        kinds = ["human", *self._levels()]
        for seat, row in enumerate(rows.seats):
            spec = self.seats[seat]
            widgets += [
                TextInput(
                    row.name,
                    spec["name"],
                    lambda text, s=seat: self._set_seat(s, "name", text),
                    placeholder=player_name(seat),
                ),
                Chooser(
                    row.kind,
                    "",
                    kinds,
                    spec["kind"],
                    lambda v, s=seat: self._set_seat(s, "kind", v),
                    names=kind_name,
                    label_width=0,
                    tooltip=self._kind_tip(spec["kind"]),
                ),
                Chooser(
                    row.colour,
                    "",
                    list(th.PLAYER_LOOKS),
                    spec["colour"],
                    lambda v, s=seat: self._set_seat(s, "colour", v),
                    names=colour_name,
                    label_width=0,
                ),
            ]
        return widgets

    def _option_widgets(self, rows: FormRows, fields: list[OptionField]) -> list[Widget]:
        """The variant options: a toggle or a chooser each, under their heading."""
        heading = {"face": "display-bold", "size": th.SIZE_HEADING}
        widgets: list[Widget] = []
        if rows.options_heading is not None:
            widgets.append(Label(rows.options_heading, _("Options"), **heading))
        for field, rect in zip(fields, rows.options, strict=True):
            setter = functools.partial(self.options.__setitem__, field.name)
            if field.values is None:
                widget: Widget = Toggle(
                    rect,
                    field.title,
                    bool(self.options[field.name]),
                    setter,
                    tooltip=field.help,
                    label_width=0.62,
                )
            else:
                widget = Chooser(
                    rect,
                    field.title,
                    field.values,
                    self.options[field.name],
                    setter,
                    names=value_name,
                    tooltip=field.help,
                    label_width=0.5,
                )
            widgets.append(widget)
        return widgets

    def _start_buttons(self, shape: FormLayout) -> list[Widget]:
        """Start game, and for Anno 1800 solo its campaign map, which starts games too."""
        buttons: list[Widget] = [
            Button(shape.start, _("Start game"), self._start, style="brass", icon_name="sailboat")
        ]
        if self.game_id == "anno1800-solo":
            # Anno 1800 solo only: its campaign map (missions won, best score) starts a game.
            from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap

            buttons.append(
                Button(
                    shape.campaign,
                    _("Campaign map"),
                    lambda: self.app.push(CampaignMap(self.app)),
                    icon_name="treasure-map",
                    tooltip=_("The ten missions, which you have won, and your best solo score."),
                )
            )
        return buttons

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(surface, self.theme, _("New game"), self.shape.title.topleft, size=TITLE_SIZE)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.game_id:
            return
        shape = self.shape
        for seat, row in enumerate(shape.rows.seats):
            look = th.player_look(self.seats[seat]["colour"], seat)
            draw_marker(surface, look, row.marker, row.marker_px)
        px = self.u(44)
        box = shape.chosen.copy()
        box.width -= px + self.u(12)
        box.x += px + self.u(12)
        fitted = self.theme.draw_text(
            surface,
            flow.game_title(self.game_id),
            box,
            face="italic",
            size=th.SIZE_HEADING,
            colour=th.PARCHMENT,
            align="right",
            max_lines=1,
        )
        img = icon(game_icon(self.game_id), px, th.BRASS_LIGHT)
        surface.blit(
            img, img.get_rect(midright=(box.right - fitted.width - self.u(12), box.centery))
        )

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False

    # -- actions -----------------------------------------------------------------------------------

    def _back(self) -> None:
        self.app.pop(self)

    def _start(self) -> None:
        if not self.game_id:
            return
        rules = games.get_game(self.game_id).rules
        specs = self.seats[: self.players]
        colours = [spec["colour"] for spec in specs]
        if len(set(colours)) < len(colours):
            self.app.push(
                Dialog(
                    self.app,
                    _("Two seats share a colour"),
                    _("Give every seat its own colour, so everyone can tell their pieces apart."),
                )
            )
            return
        try:
            options = rules.options_model.model_validate({**self.options, "players": self.players})
        except ValidationError as exc:
            self.app.push(
                Dialog(self.app, _("These options do not fit"), describe_validation_error(exc))
            )
            return
        seats = []
        for index, spec in enumerate(specs):
            name = spec["name"].strip() or player_name(index)
            if spec["kind"] == "human":
                seats.append(Seat(name=name, kind="human", colour=spec["colour"]))
            else:
                seats.append(Seat(name=name, kind="bot", level=spec["kind"], colour=spec["colour"]))
        seed = random.SystemRandom().randrange(1, 2**31)
        flow.open_match(self.app, flow.new_match(self.game_id, options, seats, seed))
