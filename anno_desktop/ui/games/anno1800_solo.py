"""Anno 1800 solo table: a fixed bar of the game's actions on top; the home island (and the
Old World islands explored) and the blueprints on the left; the time stack, tokens, districts
with their cubes and the mission goals on the right, above the hand of population cards drawn as
cards. Click a blueprint to build it, a marked space to place it, a card to fulfil it.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1800_solo.table import (
    CardPlace,
    briefing,
    build_table,
    choice_heading,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_art import draw_ban, unavailable
from anno_desktop.ui.games.anno1800_solo_bar import bar_click, bar_name_box, draw_bar_button
from anno_desktop.ui.games.anno1800_solo_board import SoloBoard
from anno_desktop.ui.games.anno1800_solo_briefing import MissionBriefing
from anno_desktop.ui.games.anno1800_solo_cards import draw_card, draw_scroll_marks, zoom_box
from anno_desktop.ui.games.anno1800_solo_column import SoloColumn
from anno_desktop.ui.games.anno1800_solo_layout import (
    BRIEFING,
    SoloLayout,
    board_unit,
    chrome,
    solo_layout,
    zones,
)
from anno_desktop.ui.games.anno1800_solo_motion import moves_between
from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
from anno_desktop.ui.games.anno1800_solo_payment import draw_pay_panel, is_paying
from anno_desktop.ui.games.anno1800_solo_progress import load_record, record_match
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.flight import Flights
from anno_desktop.ui.widgets.panel import Panel


class Anno1800SoloScene(SoloColumn, SoloBoard, GameScene):
    """Your island and the blueprints on the left, your people, goals and cards on the right."""

    hidden_information = False
    _recorded = False
    _table: Table | None = None
    _table_key: tuple | None = None
    _briefed = False
    _board_theme: th.Theme | None = None
    _shape: SoloLayout | None = None
    _shape_key: tuple | None = None
    _flights: Flights | None = None
    # The backdrop the board was last drawn into, and for what (see `draw_board`).
    _board_drawn: tuple[pygame.Surface, tuple] | None = None
    _empty_board: pygame.Surface | None = None
    hand_row = 0
    blueprint_row = 0

    def table(self) -> Table:
        """The table model of this position as the viewer sees it (built once per position)."""
        legal = self.legal_for_viewer()
        key = (len(self.match.log), id(self.match.state), self.viewer, len(legal))
        if self._table is None or key != self._table_key:
            self._table = build_table(self.view(), legal, self.viewer)
            self._table_key = key
        return self._table

    def action_group(self, action: Action) -> str:
        """The heading of the column of choices an action is listed under, in the table's words."""
        return choice_heading(self.view(), action)

    def places(self, kind: str) -> list[Place]:
        return [p for p in self.table().places if p.kind == kind]

    @staticmethod
    def click_action(place: Place) -> Action:
        """What a click on the place takes: the pay step of its action where there is a choice
        of how to pay (so the price is shown first), else its first action."""
        return next((a for a in place.actions if a.kind == "pay"), place.actions[0])

    def click_tip(self, place: Place) -> str:
        """A clickable place's tooltip: what the click does (and pays), then the place itself."""
        action = self.click_action(place)
        preview = self.table().preview(action)
        first = preview.text if preview else self._describe(action)
        others = [self._describe(a) for a in place.actions if a != action]
        # Translators: {action} is what a click does, {place} the place's own tooltip.
        tip = _("Click: {action} · {place}").format(action=first, place=place.tooltip)
        if not others:
            return tip
        return tip + _(" · also in the action list: {actions}").format(actions="; ".join(others))

    @property
    def board_theme(self) -> th.Theme:
        """The theme the board is drawn with, at the board's own scale (see the layout)."""
        unit = board_unit(self.theme, self.board_inner(10))
        if self._board_theme is None or self._board_theme.scale != unit:
            self._board_theme = th.Theme(unit)
        return self._board_theme

    def board_shape(self) -> SoloLayout:
        """The board's layout for this position, window and scroll (computed once for each)."""
        inner, theme, table = self.board_inner(10), self.board_theme, self.table()
        key = (tuple(inner), theme.scale, id(table), self.hand_row, self.blueprint_row)
        if self._shape is None or key != self._shape_key:
            self._shape = solo_layout(theme, inner, table, self.hand_row, self.blueprint_row)
            # Scrolled past the end: the rows shown are the last ones.
            self.hand_row = self._shape.hand_grid.first_row if self._shape.hand_grid else 0
            self.blueprint_row = self._shape.blueprint_row
            self._shape_key = (*key[:3], self.hand_row, self.blueprint_row)
        return self._shape

    @property
    def shape(self) -> SoloLayout:
        return self.board_shape()

    def layout(self, width: int, height: int) -> None:
        """The shared frame, then its column of choices narrowed so the board gets the room."""
        super().layout(width, height)
        places = chrome(self.theme, width, height, self.rules.title)
        self.board_rect = places.board
        self.action_panel, self.log_panel = Panel(places.action_panel), Panel(places.log_panel)
        self.action_title_rect = places.action_title
        self.actions.rect = places.actions
        self.log_title.rect = places.log_title
        self.log.rect = places.log
        self.log._lines = None
        self._backdrop = None
        self.refresh()

    def mark_board(self) -> None:
        """The board's click zones, buttons and tooltips, from the layout of this position."""
        self.clear_marks()
        shape = self.board_shape()
        for rect, place in zones(shape, self.table()):
            if place.kind == "bar":
                why = _(" · not now: {why}").format(why=place.why_not) if place.why_not else ""
                tip = place.tooltip + why
                click = functools.partial(bar_click, place, self.choose, self.ask, self.app.toast)
                self.add_button(rect, click, tip)
            elif place.actions and place.kind != "pay_part":
                self.board_zones.append((pygame.Rect(rect), self.click_action(place)))
                self.add_tip(rect, self.click_tip(place))
            else:
                why = f" · {place.why_not}" if place.why_not else ""
                self.add_tip(rect, place.tooltip + why)
        for rect, action, words in shape.pay.choices if shape.pay else ():
            self.board_zones.append((pygame.Rect(rect), action))
            self.add_tip(rect, _("Pay this part from here instead: {source}").format(source=words))
        for rect, words, why in shape.pay.closed if shape.pay else ():
            tip = _("{source}: not possible now, {why}").format(source=words, why=why)
            self.add_tip(rect, tip)
        tip = _("The mission briefing: goals, rules and tips")
        self.add_button(shape.rects["briefing"], self.open_briefing, tip)
        scrolls = (
            ("blueprints", _("More blueprints: scroll over them with the mouse wheel")),
            ("hand", _("More cards: scroll over them with the mouse wheel")),
        )
        for area, words in scrolls:
            marks = shape.rect(f"marks:{area}")
            if marks is not None:
                self.add_tip(marks, words)

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """A click goes to the zone the layout of the position now puts under the pointer."""
        self.mark_board()
        return super().board_event(event, rect)

    def _after_change(self) -> None:
        """As the shared flow, but a finished game is written to the campaign record and its
        game-over card shows the rating, the goals and the best score."""
        super()._after_change()
        top = self.app.top
        if type(top) is not GameOver or top.match is not self.match:
            return
        record, message = load_record()
        # Screenshots (no autosave) and games without a human player leave the record alone.
        if not self._recorded and self.autosave_enabled and self.match.humans():
            self._recorded = True
            record, message = record_match(self.match)
        self.app.replace(SoloGameOver(self.app, self.match, record, message))

    def on_enter(self) -> None:
        super().on_enter()
        # A mission opens with its briefing (not for screenshots, which have no autosave).
        fresh = not self.match.log and self.autosave_enabled and not self._briefed
        if fresh and self.app.top is self:
            self._briefed = True
            self.open_briefing(starting=True)

    def open_briefing(self, starting: bool = False) -> None:
        """The mission's briefing over the table (the normal solo game's rules summary)."""
        options = self.match.options
        mission = getattr(options, "mission", 1) if options.mode == "campaign" else None
        text = briefing(mission)
        self.app.push(MissionBriefing(self.app, text, options.difficulty, starting=starting))

    def stack_after(self, action: Action) -> tuple[int, int] | None:
        """The time stack's (cards left, pass) after `action`, None when it turns no card."""
        before = self.table().place("stack")
        trial = self.match.state.clone()
        self.rules.apply(trial, action)
        after = build_table(trial, [], self.viewer).place("stack")
        if before is None or after is None:
            return None
        old = (before.number("left"), before.number("pass"))
        new = (after.number("left"), after.number("pass"))
        return new if new != old else None

    def choose(self, action: Action) -> None:
        """As the shared flow, but an action that turns a time-stack card asks first while the
        setting "Confirm the end of a turn" is on (the card turned is the game's clock)."""
        if self.human_to_act is None:
            return
        # The pay panel's Pay is its own confirm step.
        asks = self.app.settings.confirm_end_of_turn and not is_paying(self.table())
        turned = asks and self.stack_after(action)
        if not turned:
            super().choose(action)
            return
        preview = self.table().preview(action)
        words = preview.text if preview else self._describe(action)
        left = ngettext("{count} card left", "{count} cards left", turned[0]).format(
            count=turned[0]
        )
        # Translators: {action} is the move; the setting's name is as the Settings screen says it.
        message = _(
            "{action}. This ends the action: the top card of the time stack turns ({left} after "
            'it). The setting "Confirm the end of a turn" switches this off.'
        ).format(action=words, left=left)
        choices = [(_("Turn the card"), lambda: self.submit(action)), (_("Not yet"), None)]
        self.app.push(Dialog(self.app, _("Turn a time-stack card?"), message, choices))

    def ask(self, title: str, actions: list[Action]) -> None:
        """A few choices of one bar button, as a dialog of their descriptions."""
        choices = [(self._describe(a), lambda a=a: self.choose(a)) for a in actions]
        self.app.push(Dialog(self.app, title, _("Which one?"), [*choices, (_("Cancel"), None)]))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        """The board drawn once for each position, layout and place under the pointer, into
        the frame's backdrop as well: later frames find it laid with the backdrop (its click
        zones are marked anew each frame)."""
        self.mark_board()
        shape = self.board_shape()
        key = (self.table(), shape, tuple(rect), self.human_to_act, self._hovered())
        backdrop, area = self._backdrop, rect.clip(surface.get_rect())
        drawn = self._board_drawn
        if drawn is not None and drawn[0] is backdrop and _same_key(drawn[1], key):
            return
        if drawn is None or drawn[0] is not backdrop:
            # A new backdrop holds the empty board: kept to draw every later board on.
            self._empty_board = backdrop.subsurface(area).copy() if backdrop else None
        if self._empty_board is not None:
            surface.blit(self._empty_board, area)
        self._draw_board_parts(surface, shape)
        if backdrop is not None and backdrop.get_size() == surface.get_size():
            backdrop.blit(surface, area, area)
            self._board_drawn = (backdrop, key)

    def _hovered(self) -> tuple[int, ...]:
        """Which of the board's marked places the pointer is over, by their order: all that
        the pointer changes on the board (outlines, lit buttons, the zoomed card)."""
        mouse = self.app.mouse
        marks = (*self.board_tips, *self.board_zones, *self.board_buttons)
        return tuple(i for i, (box, _) in enumerate(marks) if box.collidepoint(mouse))

    def forget_pictures(self) -> None:
        super().forget_pictures()
        self._board_drawn = None

    def _draw_board_parts(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        self._draw_bar(surface, shape)
        self.draw_islands(surface, shape)
        self.draw_blueprints(surface, shape)
        if shape.pay is not None:
            theme = self.board_theme
            draw_pay_panel(surface, theme, shape.pay, self.table(), self.app.mouse)
        else:
            self.draw_column(surface, shape)
            self._draw_hand(surface, shape)
        self._draw_outlines(surface)
        self._draw_zoom(surface, shape)

    def _draw_outlines(self, surface: pygame.Surface) -> None:
        """A brass rim round every place a click there takes an action on, lighter hovered."""
        u = self.board_theme.u
        for rect, _action in self.board_zones:
            hovered = rect.collidepoint(self.app.mouse)
            colour = th.BRASS_LIGHT if hovered else th.BRASS
            width = max(2, u(3 if hovered else 2))
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=u(5))

    def _draw_bar(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """The fixed action bar: one button per action, then Briefing."""
        theme = self.board_theme
        for place in self.places("bar"):
            box = shape.rects[place.key]
            key = place.key.split(":", 1)[1]
            hovered = box.collidepoint(self.app.mouse)
            draw_bar_button(surface, theme, box, key, place.label, bool(place.actions), hovered)
            if unavailable(place):
                # On a low button the name stays readable: the icon is struck out.
                low = bar_name_box(theme, box)[0]
                ban = pygame.Rect(box.x + theme.u(2), box.y, box.height, box.height) if low else box
                draw_ban(surface, ban.inflate(-theme.u(6), -theme.u(6)), theme.u(3))
        box = shape.rects["briefing"]
        hovered = box.collidepoint(self.app.mouse)
        draw_bar_button(surface, theme, box, "briefing", _(BRIEFING), True, hovered)

    def _draw_hand(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """Hand cards, then fulfilled cards with unused effects, as cards in a grid that
        scrolls by rows (mouse wheel)."""
        theme = self.board_theme
        table = self.table()
        hand, pending = table.place("hand"), table.pending
        heading = hand.label if hand else ""
        if pending is not None and pending.kind in ("exchange", "return"):
            heading = table.prompt
        theme.draw_text(surface, heading, shape.rects["hand"], face="display-bold", max_lines=2)
        marks, grid = shape.rect("marks:hand"), shape.hand_grid
        if marks is not None and grid is not None:
            draw_scroll_marks(surface, theme, marks, grid.first_row, grid.last_first)
        for card in table.places:
            box = shape.rect(card.key)
            if box is not None and isinstance(card, CardPlace):
                draw_card(surface, theme, box, card)

    def _draw_zoom(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """The card under the pointer, large, beside it."""
        for card in self.table().places:
            box = shape.rect(card.key)
            if isinstance(card, CardPlace) and box is not None and box.collidepoint(self.app.mouse):
                big = zoom_box(self.board_theme, self.board_inner(10), box, card)
                draw_card(surface, self.board_theme, big, card, big=True)
                return

    # -- what happens, shown -----------------------------------------------------------------

    @property
    def flights(self) -> Flights:
        if self._flights is None:
            self._flights = Flights()
        return self._flights

    def on_events(self, events: list[Event]) -> None:
        """After an action: the turned time-stack card leaves the stack, gold it gives flies to
        your gold, a fulfilled card flies to the fulfilled ones, cubes set to work fly from
        their district to the industry (at the setting's animation speed; "off" shows the
        result at once)."""
        before, shape = self._table, self._shape
        super().on_events(events)
        if before is None or shape is None:
            return
        after, factor = self.table(), self.app.settings.animation_factor
        moves = moves_between(before, after, shape, self.board_theme, self.board_shape())
        for order, (image, start, end) in enumerate(moves):
            self.flights.launch(image, start, end, order=order, factor=factor)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        return self.flights.update(dt) or changed

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.flights.draw(surface)

    def on_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the hand or the blueprints scrolls them by a row."""
        if event.type == pygame.MOUSEWHEEL:
            shape = self.board_shape()
            hand = shape.rect("area:hand")
            if hand is not None and hand.collidepoint(self.app.mouse):
                self.hand_row = max(0, self.hand_row - event.y)
                self.app.dirty = True
                return True
            if shape.blueprints.collidepoint(self.app.mouse):
                self.blueprint_row = max(0, self.blueprint_row - event.y)
                self.app.dirty = True
                return True
        return super().on_event(event)


def _same_key(old: tuple, new: tuple) -> bool:
    """The board picture's key again: the same table and layout objects (compared by who
    they are, not field by field), the same rest."""
    return old[0] is new[0] and old[1] is new[1] and old[2:] == new[2:]


SCENE = Anno1800SoloScene
