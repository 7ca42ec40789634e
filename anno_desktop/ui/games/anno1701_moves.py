"""What just happened on Anno 1701's table, shown where it happened: the last move marked on
the board in the mover's colour until the next one (a bot's turn reads step by step at the
bot pace), and an event or encounter card shown large over the sea for a moment when it is
revealed (as long as the animation speed says; "off" shows none).

`TableMoves` is mixed into `Anno1701Scene`, which provides the layout, the sea map and the
model."""

from __future__ import annotations

import pygame

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701.table import card_face, sea_key
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1701_panels import draw_card
from anno_desktop.ui.widgets.hexmap import hex_corners

REVEAL_SECONDS = 1.8  # a revealed card stays large this long at the normal animation speed
SEA_KINDS = ("move", "discover", "found", "return", "neutral")
SUPPLY_KINDS = {"buy": "stack:", "ship": "shipyard", "offer": "trade", "ask": "trade"}


class TableMoves:
    """The last move's mark and the revealed card."""

    def _note_move(self, events: list[Event]) -> None:
        """After an action: mark it (who, what) and reveal a card it turned up."""
        log = self.match.log
        action = log[-1] if log else None
        # Who moved: the seat that was to act after the move before (bots and humans alike).
        mover, self._to_act = self._to_act, self.match.to_act()
        self._last_move = (mover, action) if action is not None and mover is not None else None
        factor = self.app.settings.animation_factor
        for event in events:
            if not event.data or "card" not in event.data or factor <= 0:
                continue
            if event.kind == "event" or (event.kind == "encounter" and "die" not in event.data):
                self._reveal = card_face(event.kind, event.data["card"])
                self._reveal_left = REVEAL_SECONDS * factor

    def _mark_seat(self, seat: int) -> Action | None:
        """The last move when `seat` made it (their rival box shows it), else None."""
        move = self._last_move
        return move[1] if move is not None and move[0] == seat else None

    def _mark_rect(self) -> pygame.Rect | None:
        """Where on the column the last move happened, when it was not on the sea."""
        move = self._last_move
        if move is None:
            return None
        seat, action = move
        col = self.lay.column
        kind = SUPPLY_KINDS.get(action.kind)
        if kind == "stack:":
            return col.supply.get(f"stack:{action.args[0]}")
        if kind is not None:
            return col.supply.get(kind)
        if action.kind == "roll":
            return col.dice
        if seat != self.shown_model().shown:
            return None  # a rival's board: their box at the foot is marked instead
        if action.kind in ("build", "favour", "ship_yard", "place") and action.args:
            index = action.args[0]
            return col.slots[index] if 0 <= index < len(col.slots) else None
        if action.kind == "citizen":
            built = [p for p in self.shown_model().of_kind("citizen") if p.number("built")]
            return col.citizens[len(built) - 1] if built else None
        return None

    def _mark_hex(self) -> str | None:
        """The sea space the last move went to or happened at."""
        move = self._last_move
        if move is None or move[1].kind not in SEA_KINDS:
            return None
        seat, action = move
        if action.kind == "move":
            return sea_key(action.args[1])
        if action.kind == "return":
            return sea_key(action.args[0])
        ships = [s for s in self.model().ships() if s.owner == seat]
        ship = next((s for s in ships if s.number == action.args[0]), None)
        if action.kind in ("discover", "found") and ship is not None:
            return ship.at
        return None

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The last move outlined in the mover's colour (over the cached table picture)."""
        move = self._last_move
        if move is None or not 0 <= move[0] < len(self.match.seats):
            return
        u = self.u
        colour = self.seat_look(move[0]).colour
        key = self._mark_hex()
        if key is not None and not self.sea_map.sailing:
            size, _, _ = self.sea_map.fit()
            centre = self.sea_map.centre(self._coord(key))
            pygame.draw.polygon(surface, th.CREAM, hex_corners(*centre, size - 1), max(3, u(5)))
            pygame.draw.polygon(surface, colour, hex_corners(*centre, size - 2), max(2, u(3)))
        rect = self._mark_rect()
        for seat_box, rival in zip(
            self.lay.column.rivals, self.model().of_kind("rival"), strict=False
        ):
            if int(rival.key.split(":")[1]) == move[0] and rect is None and key is None:
                rect = seat_box
        if rect is not None:
            pygame.draw.rect(
                surface, colour, rect.inflate(u(6), u(6)), max(2, u(3)), border_radius=u(7)
            )

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """The card just revealed, large over the sea; a click anywhere puts it away."""
        face = self._reveal
        if face is None:
            return
        box = self.lay.reveal
        shadow = pygame.Surface(box.inflate(self.u(16), self.u(16)).size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, box.inflate(self.u(16), self.u(16)).move(self.u(4), self.u(6)))
        draw_card(self, surface, box, face, tip=False)

    def _update_reveal(self, dt: float) -> bool:
        if self._reveal is None:
            return False
        self._reveal_left -= dt
        if self._reveal_left <= 0:
            self._reveal = None
        return True

    def _dismiss_reveal(self, event: pygame.event.Event) -> bool:
        """A click while a card is shown large puts it away (and does nothing else)."""
        if self._reveal is None or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        self._reveal = None
        self.app.dirty = True
        return True
