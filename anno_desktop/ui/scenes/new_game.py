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
from anno_desktop.engine.match import Seat
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title, game_icon
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.controls import Chooser, TextInput, Toggle
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.listbox import ListBox, ListRow
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

MAX_CHOICES = 24


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
        if values is not None and optional:
            values = [None, *values]
        if values is not None and default not in values:
            default = values[0]
        title = field.title or name.replace("_", " ").capitalize()
        found.append(OptionField(name, title, default, values, field.description))
    return found


def value_name(value: Any) -> str:
    if value is None:
        return "Default"
    if isinstance(value, str):
        return value.replace("_", " ").replace("-", " ").capitalize()
    return str(value)


class NewGame(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = flow.playable_games()
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.players = 0
        self.seats: list[dict[str, Any]] = []
        self.options: dict[str, Any] = {}
        if self.game_id:
            self._reset_game(self.game_id)

    # -- form state ------------------------------------------------------------------------------

    def _levels(self) -> list[str]:
        from anno_desktop.ai.levels import levels

        return list(levels(self.game_id)) if self.game_id else []

    def _reset_game(self, game_id: str) -> None:
        self.game_id = game_id
        rules = games.get_game(game_id).rules
        counts = rules.player_counts
        self.players = flow.default_options(game_id).players if counts else 1
        levels = self._levels()
        bot = next((lv for lv in ("normal", "easy") if lv in levels), levels[0])
        colours = list(th.PLAYER_LOOKS)
        self.seats = [
            {
                "name": flow.HUMAN_NAME if i == 0 else flow.BOT_NAMES[i % len(flow.BOT_NAMES)],
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
        if key == "kind" and value == "human" and self.seats[seat]["name"] in flow.BOT_NAMES:
            self.seats[seat]["name"] = f"Player {seat + 1}"
            self.layout(*self.app.size)
        elif key == "kind" and value != "human" and not self.seats[seat]["name"].strip():
            self.seats[seat]["name"] = flow.BOT_NAMES[seat % len(flow.BOT_NAMES)]
            self.layout(*self.app.size)

    # -- layout ------------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(24)
        top = u(110)
        bottom = height - u(90)
        self.widgets = []
        back = Button(
            (m * 2, height - u(74), u(170), u(52)), "Back", self._back, icon_name="return-arrow"
        )
        if not self.game_id:
            panel = Panel((m * 2, top, width - 4 * m, bottom - top - m))
            inner = panel.inner(self.theme, 20)
            self.widgets = [
                panel,
                Label(
                    inner,
                    "No games are installed yet, so there is "
                    "nothing to start. The game packages are added in "
                    "updates.",
                    wrap=True,
                    size=th.SIZE_LABEL,
                ),
                back,
            ]
            return
        list_w = u(390)
        games_panel = Panel((m * 2, top, list_w, bottom - top - m))
        inner = games_panel.inner(self.theme, 12)
        heading_h = u(40)
        rows = []
        for gid in self.games:
            counts = games.get_game(gid).rules.player_counts
            detail = (
                f"{min(counts)}\u2013{max(counts)} players"
                if len(counts) > 1
                else f"{counts[0]} player" + ("s" if counts[0] != 1 else "")
            )
            rows.append(ListRow(flow.game_title(gid), detail))
        game_list = ListBox(
            (inner.x, inner.y + heading_h, inner.width, inner.height - heading_h),
            rows,
            on_select=self._pick_game,
            row_height=u(62),
        )
        game_list.selected = self.games.index(self.game_id)
        self.widgets += [
            games_panel,
            Label(
                (inner.x, inner.y, inner.width, heading_h),
                "Game",
                face="display-bold",
                size=th.SIZE_HEADING,
            ),
            game_list,
        ]

        form = Panel(
            (
                games_panel.rect.right + m,
                top,
                width - games_panel.rect.right - 3 * m,
                bottom - top - m,
            )
        )
        self.widgets.append(form)
        area = form.inner(self.theme, 14)
        rules = games.get_game(self.game_id).rules
        y = area.y
        self.widgets.append(
            Label(
                (area.x, y, area.width, heading_h),
                "Players",
                face="display-bold",
                size=th.SIZE_HEADING,
            )
        )
        counts = list(rules.player_counts)
        if len(counts) > 1:
            self.widgets.append(
                Chooser(
                    (area.right - u(260), y, u(260), u(40)),
                    "",
                    counts,
                    self.players,
                    self._set_players,
                    names=lambda n: f"{n} players",
                    label_width=0,
                )
            )
        y += heading_h + u(8)
        kinds = ["human", *self._levels()]
        row_h = u(46)
        name_w = int(area.width * 0.36)
        kind_w = int(area.width * 0.30)
        colour_w = area.right - (area.x + u(40) + name_w + kind_w)
        for seat in range(self.players):
            spec = self.seats[seat]
            x = area.x + u(40)
            self.widgets.append(
                TextInput(
                    (x, y + u(3), name_w - u(12), row_h - u(6)),
                    spec["name"],
                    lambda text, s=seat: self._set_seat(s, "name", text),
                    placeholder=f"Player {seat + 1}",
                )
            )
            x += name_w
            self.widgets.append(
                Chooser(
                    (x, y, kind_w - u(12), row_h),
                    "",
                    kinds,
                    spec["kind"],
                    lambda v, s=seat: self._set_seat(s, "kind", v),
                    names=lambda k: "Human" if k == "human" else f"Bot · {k}",
                    label_width=0,
                    tooltip="A person at this screen, or a bot level.",
                )
            )
            x += kind_w
            self.widgets.append(
                Chooser(
                    (x, y, colour_w, row_h),
                    "",
                    list(th.PLAYER_LOOKS),
                    spec["colour"],
                    lambda v, s=seat: self._set_seat(s, "colour", v),
                    names=lambda c: f"{th.PLAYER_LOOKS[c].name} {th.PLAYER_LOOKS[c].shape}",
                    label_width=0,
                )
            )
            y += row_h + u(6)
        self._seat_rows_top = area.y + heading_h + u(8)
        self._row_h = row_h + u(6)
        self._marker_x = area.x + u(16)
        fields = option_fields(rules.options_model)
        y += u(14)
        if fields:
            self.widgets.append(
                Label(
                    (area.x, y, area.width, heading_h),
                    "Options",
                    face="display-bold",
                    size=th.SIZE_HEADING,
                )
            )
            y += heading_h + u(4)
            col_w = area.width // 2 - u(10) if len(fields) > 3 else area.width
            for index, field in enumerate(fields):
                col = index % 2 if col_w < area.width else 0
                x = area.x + col * (col_w + u(20))
                rect = (x, y, col_w, u(42))
                setter = functools.partial(self.options.__setitem__, field.name)
                if field.values is None:
                    widget = Toggle(
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
                self.widgets.append(widget)
                if col_w == area.width or col == 1:
                    y += u(48)
        self.widgets += [
            back,
            Button(
                (width - 2 * m - u(240), height - u(74), u(240), u(52)),
                "Start game",
                self._start,
                style="brass",
                icon_name="sailboat",
            ),
        ]
        if self.game_id == "anno1800-solo":
            # Anno 1800 solo only: its campaign map (missions won, best score) starts a game.
            from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap

            self.widgets.append(
                Button(
                    (width - 2 * m - u(500), height - u(74), u(240), u(52)),
                    "Campaign map",
                    lambda: self.app.push(CampaignMap(self.app)),
                    icon_name="treasure-map",
                    tooltip="The ten missions, which you have won, and your best solo score.",
                )
            )

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(
            surface, self.theme, "New game", (self.u(48), self.u(24)), size=th.SIZE_TITLE - 8
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.game_id:
            return
        from anno_desktop.ui.art.icons import icon
        from anno_desktop.ui.art.shapes import draw_marker

        for seat in range(self.players):
            look = th.player_look(self.seats[seat]["colour"], seat)
            y = self._seat_rows_top + seat * self._row_h + self.u(23)
            draw_marker(surface, look, (self._marker_x, y), self.u(12))
        title = flow.game_title(self.game_id)
        img = icon(game_icon(self.game_id), self.u(44), th.BRASS_LIGHT)
        text = self.theme.text(title, "italic", th.SIZE_HEADING, th.PARCHMENT)
        right = surface.get_width() - self.u(48)
        surface.blit(text, (right - text.get_width(), self.u(40)))
        surface.blit(img, (right - text.get_width() - self.u(56), self.u(34)))

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
                    "Two seats share a colour",
                    "Give every seat its own colour, so everyone can tell their pieces apart.",
                )
            )
            return
        try:
            options = rules.options_model.model_validate({**self.options, "players": self.players})
        except ValidationError as exc:
            self.app.push(
                Dialog(self.app, "These options do not fit", describe_validation_error(exc))
            )
            return
        seats = []
        for index, spec in enumerate(specs):
            name = spec["name"].strip() or f"Player {index + 1}"
            if spec["kind"] == "human":
                seats.append(Seat(name=name, kind="human", colour=spec["colour"]))
            else:
                seats.append(Seat(name=name, kind="bot", level=spec["kind"], colour=spec["colour"]))
        seed = random.SystemRandom().randrange(1, 2**31)
        flow.open_match(self.app, flow.new_match(self.game_id, options, seats, seed))
