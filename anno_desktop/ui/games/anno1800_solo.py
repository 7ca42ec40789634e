"""Anno 1800 solo table: a fixed bar of the game's actions on top; the home island (and the
Old World islands explored) and the blueprints on the left; the time stack, tokens, districts
with their cubes and the mission goals on the right, above the hand of population cards drawn as
cards. Click a blueprint to build it, a marked space to place it, a card to fulfil it.
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1800_solo.table import CardPlace, briefing, build_table
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_bar import bar_buttons, bar_click, draw_bar_button
from anno_desktop.ui.games.anno1800_solo_board import SoloBoard
from anno_desktop.ui.games.anno1800_solo_briefing import MissionBriefing
from anno_desktop.ui.games.anno1800_solo_cards import draw_card, grid_boxes, hand_grid, zoom_box
from anno_desktop.ui.games.anno1800_solo_column import SoloColumn
from anno_desktop.ui.games.anno1800_solo_layout import solo_layout
from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
from anno_desktop.ui.games.anno1800_solo_progress import load_record, record_match
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.dialog import Dialog


class Anno1800SoloScene(SoloColumn, SoloBoard, GameScene):
    """Your island and the blueprints on the left, your people, goals and cards on the right."""

    hidden_information = False
    _recorded = False
    _table: Table | None = None
    _table_key: tuple | None = None
    _briefed = False
    hand_row = 0

    def table(self) -> Table:
        """The table model of this position as the viewer sees it (built once per position)."""
        legal = self.legal_for_viewer()
        key = (len(self.match.log), id(self.match.state), self.viewer, len(legal))
        if self._table is None or key != self._table_key:
            self._table = build_table(self.view(), legal, self.viewer)
            self._table_key = key
        return self._table

    def places(self, kind: str) -> list[Place]:
        return [p for p in self.table().places if p.kind == kind]

    def click_tip(self, place: Place) -> str:
        """A clickable place's tooltip: what the click does (and pays), then the place itself."""
        action = place.actions[0]
        preview = self.table().preview(action)
        first = preview.text if preview else self._describe(action)
        others = [self._describe(a) for a in place.actions[1:]]
        tip = f"Click: {first} · {place.tooltip}"
        return tip + (f" · also in the action list: {'; '.join(others)}" if others else "")

    def put(self, surface: pygame.Surface, box: pygame.Rect, place: Place) -> None:
        """Make `box` the place on screen: clickable for its first action, else its tooltip."""
        if place.actions:
            self.add_zone(surface, box, place.actions[0], self.click_tip(place))
        else:
            why = f" · {place.why_not}" if place.why_not else ""
            self.add_tip(box, place.tooltip + why)

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

    def ask(self, title: str, actions: list[Action]) -> None:
        """A few choices of one bar button, as a dialog of their descriptions."""
        choices = [(self._describe(a), lambda a=a: self.choose(a)) for a in actions]
        self.app.push(Dialog(self.app, title, "Which one?", [*choices, ("Cancel", None)]))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        shape = solo_layout(self.theme, self.board_inner(10), self.goal_rows())
        self.shape = shape
        self._draw_bar(surface, shape.bar)
        self.draw_islands(surface, shape.islands)
        self.draw_blueprints(surface, shape.blueprints)
        self.draw_column(surface, shape.column)
        self._draw_hand(surface, shape.hand)

    def _draw_bar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        """The fixed action bar: one button per action, then Briefing."""
        places = self.places("bar")
        boxes = bar_buttons(self.theme, bar, places)
        for place, box in zip(places, boxes, strict=False):
            key = place.key.split(":", 1)[1]
            lit = bool(place.actions)
            hovered = box.collidepoint(self.app.mouse)
            draw_bar_button(surface, self.theme, box, key, place.label, lit, hovered)
            tip = place.tooltip + (f" · not now: {place.why_not}" if place.why_not else "")
            self.add_button(
                box, lambda p=place: bar_click(p, self.choose, self.ask, self.app.toast), tip
            )
        box = boxes[-1]
        hovered = box.collidepoint(self.app.mouse)
        draw_bar_button(surface, self.theme, box, "briefing", "Briefing", True, hovered)
        self.add_button(box, self.open_briefing, "The mission briefing: goals, rules and tips")

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Hand cards, then fulfilled cards with unused effects, as cards in a grid that
        scrolls by rows (mouse wheel); the card under the pointer is shown large too."""
        u, theme = self.u, self.theme
        table = self.table()
        hand = table.place("hand")
        cards = [
            p for p in table.places if isinstance(p, CardPlace) and p.kind in ("card", "played")
        ]
        pending = table.pending
        heading = hand.label if hand else ""
        if pending is not None and pending.kind in ("exchange", "return"):
            heading = table.prompt
        head_h = theme.font("display-bold", th.SIZE_BODY).get_linesize()
        head = pygame.Rect(area.x, area.y, area.width, head_h)
        grid_area = pygame.Rect(area.x, head.bottom + u(4), area.width, area.bottom - head.bottom)
        grid = hand_grid(theme, grid_area, len(cards), self.hand_row)
        self.hand_row, self.hand_area = grid.first_row, grid_area
        total_rows = -(-len(cards) // grid.cols)
        if total_rows > grid.rows:
            head.width -= u(40)
            self._draw_scroll_marks(surface, head, grid.first_row, total_rows - grid.rows)
        theme.draw_text(surface, heading, head, face="display-bold", max_lines=1)
        if hand is not None:
            self.add_tip(head, hand.tooltip)
        zoomed = None
        for card, box in zip(cards, grid_boxes(grid_area, grid, len(cards)), strict=True):
            if box is None:
                continue
            draw_card(surface, theme, box, card)
            self.put(surface, box, card)
            if box.collidepoint(self.app.mouse):
                zoomed = (card, box)
        if zoomed is not None:
            big = zoom_box(theme, self.board_inner(10), zoomed[1])
            draw_card(surface, theme, big, zoomed[0], big=True)

    def _draw_scroll_marks(self, surface, head: pygame.Rect, first: int, last: int) -> None:
        """Up and down marks right of the hand's heading, lit where more cards lie."""
        u = self.u
        x, y = head.right + u(8), head.centery
        up = [(x, y - u(2)), (x + u(14), y - u(2)), (x + u(7), y - u(10))]
        down = [(x + u(18), y - u(6)), (x + u(32), y - u(6)), (x + u(25), y + u(2))]
        pygame.draw.polygon(surface, th.WOOD if first > 0 else th.DIM, up)
        pygame.draw.polygon(surface, th.WOOD if first < last else th.DIM, down)
        tip = f"More cards: scroll over the hand (row {first + 1} of {last + 1} at the top)"
        self.add_tip(pygame.Rect(x, head.y, u(34), head.height), tip)

    def on_event(self, event: pygame.event.Event) -> bool:
        area = getattr(self, "hand_area", None)
        wheel = event.type == pygame.MOUSEWHEEL
        if wheel and area is not None and area.collidepoint(self.app.mouse):
            self.hand_row = max(0, self.hand_row - event.y)
            self.app.dirty = True
            return True
        return super().on_event(event)


SCENE = Anno1800SoloScene
