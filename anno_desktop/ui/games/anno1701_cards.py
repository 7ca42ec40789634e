"""Anno 1701 card game table: one settlement large on the table (yours; the rival's on a click
on their score or the button above), its cards turning a quarter to show their stock; your hand
below it with End turn / Refill / Voyage in fixed places beside it; the dice, scores and stacks
beside; a trade voyage, the trade dialog or a stack looked through laid over the settlement.

Everything drawn and clicked comes from the game's table model (`games/anno1701_cards/table`),
built from the viewer's view, and every rect from the pure `anno1701_cards_layout.layout`. A
decision starts from what it concerns: a card standing for one action takes it on a click, one
standing for several opens a little menu beside it; the action bar keeps only the decisions no
card stands for (trade offers and their answers, passing).
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1701_cards.table import (
    DevelopmentCard,
    SettlementCard,
    TradeDraft,
    build_table,
    crest_title,
    crest_words,
    grid_size,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.games import anno1701_cards_layout as cl
from anno_desktop.ui.games.anno1701_cards_flow import CardsFlow
from anno_desktop.ui.games.anno1701_cards_hand import HandDraw
from anno_desktop.ui.games.anno1701_cards_info import TableInfo
from anno_desktop.ui.games.anno1701_cards_motion import CardMotion
from anno_desktop.ui.games.anno1701_cards_settlement import SettlementDraw
from anno_desktop.ui.games.anno1701_cards_trade import draw_trade
from anno_desktop.ui.games.anno1701_cards_voyage import VoyageDraw
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.label import Label

Menu = tuple[tuple, pygame.Rect, tuple[Action, ...]]


class Anno1701CardsScene(
    CardsFlow, CardMotion, SettlementDraw, TableInfo, HandDraw, VoyageDraw, GameScene
):
    """One settlement at a time, large; the cards turn when their stock changes."""

    roll_events = frozenset({"roll"})

    def __init__(self, app: Any, match: Any, **kwargs: Any) -> None:
        self.init_motion()
        self.init_voyage()
        self._table: Table | None = None
        self._table_key: tuple | None = None
        self.rival_shown = False
        # A voyage that just ended is on the table (a click on it puts it away).
        self.held_shown = False
        # A card's little menu of the actions it stands for: (position, its card, the actions).
        self.menu: Menu | None = None
        self._cards_drawn: list[tuple[pygame.Rect, Any]] = []
        self._worded: dict[str, str] = {}
        # The settlement's picture while nothing on it moves: (what it shows, image, marks).
        self._grid_picture: tuple | None = None
        self._worded_key: tuple | None = None
        super().__init__(app, match, **kwargs)

    def layout(self, width: int, height: int) -> None:
        super().layout(width, height)
        line = self.theme.font("text", th.SIZE_SMALL).get_linesize()
        self.lay = cl.layout(self.board_inner(4), self.u, line, *grid_size())

    def table(self) -> Table:
        """The table model of this position as the viewer sees it (built once per position)."""
        key = self.position_key()
        if self._table is None or key != self._table_key:
            self._table = build_table(self.view(), self.legal_for_viewer(), self.own_seat())
            self._table_key = key
        return self._table

    def position_key(self) -> tuple:
        legal = self.legal_for_viewer()
        return (len(self.match.log), id(self.match.state), self.viewer, len(legal))

    def with_names(self, text: str) -> str:
        """The engine names seats by crest ("Lion rolls 3"); the table uses the players' names.
        Worded once per position (every place's tooltip asks on every frame)."""
        key = self._view_key
        if self._worded_key != key:
            self._worded, self._worded_key = {}, key
        worded = self._worded.get(text)
        if worded is None:
            worded = self._worded[text] = self._crests_named(super().with_names(text))
        return worded

    def _crests_named(self, text: str) -> str:
        try:
            names = {crest: self.seat_name(i) for i, crest in enumerate(crest_words(self.view()))}
        except (AttributeError, IndexError):
            return text
        words = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
        return words.sub(lambda m: names[m.group(1)], text)

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    def shown_seat(self) -> int:
        """Whose settlement lies on the table: yours, or the rival's after a click on them."""
        return 1 - self.own_seat() if self.rival_shown else self.own_seat()

    def show_settlement(self, seat: int | None) -> None:
        self.rival_shown = seat is not None and seat != self.own_seat()
        self.menu = None
        self.app.dirty = True

    # -- what happens ------------------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        """A roll tumbles the dice, a fight rolls on the voyage, changed cards start turning."""
        super().on_events(events)
        self.menu = None
        self.see_cards(events)
        self.see_voyage(events)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        return self.move_cards(dt) | self.voyage_moving(dt) | changed

    def undo(self) -> None:
        """Take back a move and its lines in the log: the log tells only what stands."""
        before = len(self.match.log)
        super().undo()
        if len(self.match.log) < before:
            self.menu = None
            self.rebuild_log()

    def refresh(self) -> None:
        """The action bar, headed by what you decide now and where to click for it."""
        super().refresh()
        if self.human_to_act is None:
            return
        table = self.table()
        what = self.with_names(table.prompt).split(": ", 1)[-1]
        text = f"{what[:1].upper()}{what[1:]}."
        if any(p.actions and p.kind != "fixed" for p in table.places):
            text += " " + _("Click a card or place outlined in brass on the table.")
        width = self.actions.rect.width - self.u(12)
        height = self.theme.measure(text, width, None, size=th.SIZE_SMALL).height
        head = Label((0, 0, width, height), text, size=th.SIZE_SMALL, colour=th.INK_SOFT, wrap=True)
        self.actions.set_children([head, *self.actions.children])

    # -- what a click on each place does --------------------------------------------------------

    def _click_words(self, action: Action) -> str:
        preview = self.table().preview(action)
        return self.with_names(preview.text) if preview is not None else self._describe(action)

    def _place(self, surface: pygame.Surface, rect: pygame.Rect, place: Place | None) -> None:
        """A card or spot: one legal action is taken on a click, several open a menu beside
        it; a tooltip always, with why not when nothing can be done there now."""
        if place is None:
            return
        if isinstance(place, DevelopmentCard | SettlementCard):
            self._cards_drawn.append((pygame.Rect(rect), place))
        tip = self.with_names(place.tooltip or place.label)
        if self.menu is not None:
            self.add_tip(rect, tip)
        elif len(place.actions) == 1:
            action = place.actions[0]
            click = _("Click: {action}").format(action=self._click_words(action))
            self.add_zone(surface, rect, action, f"{tip}\n{click}")
        elif place.actions:
            pygame.draw.rect(surface, th.BRASS, rect.inflate(4, 4), 2, border_radius=self.u(5))
            ways = len(place.actions)
            choose = ngettext("Click to choose: {count} way", "Click to choose: {count} ways", ways)
            words = f"{tip}\n{choose.format(count=ways)}"
            self.add_button(rect, lambda: self.open_card_menu(rect, place.actions), words)
        else:
            why = self.with_names(place.why_not)
            self.add_tip(rect, f"{tip}\n{why}" if why else tip)

    def open_card_menu(self, anchor: pygame.Rect, actions: tuple[Action, ...]) -> None:
        self.menu = (self.position_key(), pygame.Rect(anchor), actions)

    def on_event(self, event: pygame.event.Event) -> bool:
        """Esc closes a card's menu first (then, as everywhere, opens the game menu)."""
        if self.menu is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu = None
            self.app.dirty = True
            return True
        return super().on_event(event)

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """With a menu open, a click on an entry takes it; any other click only closes it. A
        click on a voyage just ended puts it away."""
        if self.held_shown and is_click(event) and self.lay.grid.collidepoint(event.pos):
            self.voyage_hold = 0.0
            self.app.dirty = True
            return True
        if self.menu is not None and is_click(event):
            taken = super().board_event(event, rect)
            self.menu = None
            self.app.dirty = True
            return taken or True
        return super().board_event(event, rect)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        colour: th.Colour = th.INK,
        *,
        face: str = "text",
        size: float = th.SIZE_SMALL,
        align: str = "left",
        max_lines: int | None = 1,
    ) -> th.Fitted:
        """`text` fitted into `box` by the theme's one routine (wrap, shrink, shorten last),
        starting from the largest type of which one line fits the box's height."""
        px = self.theme.px(size)
        while px > self.theme.min_px and self.theme.font_px(face, px).get_linesize() > box.height:
            px -= 1
        return self.theme.draw_text(
            surface,
            text,
            box,
            face=face,
            size=px / self.theme.scale,
            colour=colour,
            align=align,
            max_lines=max_lines,
        )

    def _first_fitting(
        self,
        surface: pygame.Surface,
        texts: tuple[str, ...],
        box: pygame.Rect,
        colour: th.Colour = th.INK,
        **options: Any,
    ) -> None:
        """The first of `texts` (longest first) that fits `box` whole at the type `_text`
        would start from; none where none fits (the place's tooltip says it all)."""
        px = self.theme.px(options.get("size", th.SIZE_SMALL))
        face = options.get("face", "text")
        while px > self.theme.min_px and self.theme.font_px(face, px).get_linesize() > box.height:
            px -= 1
        size = px / self.theme.scale
        lines = options.get("max_lines", 1)
        for text in texts:
            fitted = self.theme.measure(text, *box.size, face=face, size=size, max_lines=lines)
            if box.width > 0 and not fitted.shortened:
                self._text(surface, text, box, colour, **options)
                return

    # -- the table ---------------------------------------------------------------------------

    @property
    def cards_drawn(self) -> list[tuple[pygame.Rect, Any]]:
        """The cards of the last frame with their places (the zoom, a lesson's pointer)."""
        return self._cards_drawn

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        table = self.table()
        seat = self.own_seat()
        if self.menu is not None and self.menu[0] != self.position_key():
            self.menu = None  # the position changed under it
        self._cards_drawn = []
        self._draw_title(surface, seat)
        draft = table.place("trade")
        # A decision on the settlement's cards (spoils of a fight) shows the settlement.
        voyage = None if self._grid_decides(table) else self.shown_voyage()
        self.held_shown = voyage is not None and table.place("voyage") is None
        if isinstance(draft, TradeDraft):
            draw_trade(self, surface, self.lay.grid.inflate(self.u(8), self.u(8)), draft)
        elif voyage is not None:
            self.draw_voyage(surface, voyage)
        elif not self.draw_picks(surface, table):
            self.draw_settlement(surface, self.shown_seat())
        self.draw_dice(surface, table)
        self.draw_scores(surface, table, seat)
        self.draw_stacks(surface, table)
        self.draw_hand(surface, table)
        self.draw_fixed(surface, table)
        if self.menu is not None:
            self._draw_menu(surface)
        else:
            self.draw_zoom(surface)

    @staticmethod
    def _grid_decides(table: Table) -> bool:
        """Whether a decision lies on what the voyage would cover: a card of the settlement,
        a stack looked through, the rival's hand a Spy shows."""
        return any(
            p.actions
            for p in table.places
            if isinstance(p, SettlementCard)
            or p.kind in ("pick", "spy")
            or (isinstance(p, DevelopmentCard) and p.key.startswith("slot:"))
        )

    def _draw_title(self, surface: pygame.Surface, seat: int) -> None:
        """Whose settlement lies on the table, and the button that shows the other one."""
        shown = self.shown_seat()
        if shown == seat:
            whose = _("Your settlement")
        else:
            whose = _("{player}'s settlement").format(player=self.seat_name(shown))
        words = (f"{whose} · {crest_title(self.view(), shown)}", whose)
        options = dict(face="display-bold", size=th.SIZE_BODY)
        self._first_fitting(surface, words, self.lay.title, th.WOOD, **options)
        button = self.lay.rival_button
        rival = self.seat_name(1 - seat)
        if self.rival_shown:
            texts = (_("Back to your settlement"), _("Your settlement"), _("Back"))
            tip = _("Back to your settlement.")
        else:
            texts = (
                _("Show {player}'s settlement").format(player=rival),
                _("{player}'s settlement").format(player=rival),
                rival,
            )
            tip = _("Show {player}'s settlement: what they have built is public.").format(
                player=rival
            )
        hovered = button.collidepoint(self.app.mouse)
        pygame.draw.rect(
            surface, th.CREAM if hovered else th.PARCHMENT, button, border_radius=self.u(6)
        )
        pygame.draw.rect(surface, th.BRASS, button, 1, border_radius=self.u(6))
        box = button.inflate(-self.u(10), 0)
        self._first_fitting(surface, texts, box, face="text-bold", align="center")
        if self.menu is None:
            target = None if self.rival_shown else 1 - seat
            self.add_button(button, lambda: self.show_settlement(target), tip)

    def _draw_menu(self, surface: pygame.Surface) -> None:
        """The open card's actions, one entry each beside it, in the preview's words."""
        assert self.menu is not None
        u = self.u
        _key, anchor, actions = self.menu
        width = min(u(340), self.lay.board.width)
        words = [self._click_words(a) for a in actions]
        height = max(
            self.theme.measure(w, width - u(16), None, size=th.SIZE_SMALL, max_lines=3).height
            for w in words
        ) + u(10)
        rects = cl.menu_rects(anchor, len(actions), self.lay.board, (width, height), u(4))
        pygame.draw.rect(surface, th.BRASS, anchor.inflate(u(6), u(6)), 3, border_radius=u(6))
        for box, action, text in zip(rects, actions, words, strict=True):
            hovered = box.collidepoint(self.app.mouse)
            pygame.draw.rect(surface, (40, 26, 15), box.move(0, u(2)), border_radius=u(6))
            pygame.draw.rect(
                surface, th.CREAM if hovered else th.PARCHMENT, box, border_radius=u(6)
            )
            pygame.draw.rect(surface, th.BRASS, box, 1, border_radius=u(6))
            self._text(surface, text, box.inflate(-u(16), -u(6)), max_lines=3)
            self.add_zone(surface, box, action, _("Click: {action}").format(action=text))


SCENE = Anno1701CardsScene
