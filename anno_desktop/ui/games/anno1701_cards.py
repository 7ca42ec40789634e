"""Anno 1701 card game table: both settlements as cards that turn a quarter to show their stock
(~250 ms a quarter turn), the rival's upside down across the table, yours near you; beside them
the dice, the stacks, the scores and powers, your hand, and a trade voyage under way.

Card positions and turns come from the game's own `layout.settlement` (the owner's frame); the
rival's settlement is drawn turned 180°, as it lies across a real table. Everything is drawn
from the viewer's view, so the rival's hand shows only as card backs.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import layout
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.describe import ROMAN, WIN_REASONS
from anno_desktop.games.anno1701_cards.state import HIDDEN, NO_CARD
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.card import TURN_SECONDS
from anno_desktop.ui.widgets.dice import draw_die

ROWS, COLS = 5, 9
CREST_WORD = re.compile(r"\b(Lion|Dragon)\b")
# Goods a landscape card stands for when an action names a good.
GOOD_ACTIONS = ("sell", "buy_good")
VOYAGE_STEPS = frozenset(
    {"reveal", "stop", "tribute", "fight", "attack", "ignore", "salvage", "buy", "done"}
)
Place = tuple


class Anno1701CardsScene(GameScene):
    """Two settlements facing each other; the cards turn when their stock changes."""

    roll_events = frozenset({"roll"})

    def __init__(self, app: Any, match: Any, **kwargs: Any) -> None:
        super().__init__(app, match, **kwargs)
        self._angles: dict[tuple[int, str], float] = {}
        self._targets: dict[tuple[int, str], float] = {}
        self._places: dict[Place, list[Action]] = {}
        # The quarter turns last seen on the engine's side, so only a change starts a turn.
        self._seen: dict[tuple[int, str], int] = {}
        # Cards the last move changed, marked on the table until the next move.
        self._recent: set[tuple[int, str]] = set()
        # Cards turning over to their other side (a damaged ship, a centre in unrest): time left.
        self._sides: dict[tuple[int, str], bool] = {}
        self._flips: dict[tuple[int, str], float] = {}

    def with_names(self, text: str) -> str:
        """The engine names seats by crest ("Lion rolls 3"); the table uses the players' names."""
        text = super().with_names(text)
        crests = [c.capitalize() for c in game_data().settlement.crests]
        try:
            names = {
                crests[p.crest]: self.seat_name(i) for i, p in enumerate(self.match.state.players)
            }
        except (AttributeError, IndexError):
            return text
        return CREST_WORD.sub(lambda m: names.get(m.group(1), m.group(1)), text)

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    # -- turning cards -----------------------------------------------------------------------

    def on_events(self, events: list) -> None:
        """A roll tumbles the dice; every card whose stock changed starts turning at once."""
        super().on_events(events)
        self._recent = set()
        view = self.view()
        for seat, player in enumerate(view.players):
            for table_card in layout.settlement(player):
                if table_card.key.startswith("slot_"):
                    key = (seat, table_card.key)
                    if self._seen.get(key, table_card.card) != table_card.card:
                        self._recent.add(key)
                    self._seen[key] = table_card.card
                else:
                    self._turned(seat, table_card.key, table_card.turns)
                    self._flipped(seat, table_card.key, table_card.reverse)

    def _flipped(self, seat: int, key: str, reverse: bool) -> float:
        """How far the card is through turning over (0 at rest), starting a flip on a change."""
        last = self._sides.get((seat, key))
        self._sides[(seat, key)] = reverse
        if last is not None and last != reverse and self.app.settings.animation_factor > 0:
            self._flips[(seat, key)] = TURN_SECONDS * self.app.settings.animation_factor
            self._recent.add((seat, key))
        return self._flips.get((seat, key), 0.0)

    def _turned(self, seat: int, key: str, turns: int) -> float:
        """The card's angle now, starting a turn if the engine's stock moved since last seen."""
        last = self._seen.get((seat, key))
        self._seen[(seat, key)] = turns
        if last != turns and (last is not None or (seat, key) not in self._angles):
            if last is not None:
                self._recent.add((seat, key))
            return self._angle(seat, key, turns)
        return self._angles.get((seat, key), 90.0 * turns)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        factor = self.app.settings.animation_factor
        step = 90.0 * dt / (TURN_SECONDS * factor) if factor > 0 else 360.0
        for key, left in list(self._flips.items()):
            left -= dt
            if left > 0:
                self._flips[key] = left
            else:
                del self._flips[key]
            changed = True
        for key, target in self._targets.items():
            angle = self._angles.get(key, target)
            if angle == target:
                continue
            diff = target - angle
            self._angles[key] = (
                target if abs(diff) <= step else angle + step * (1 if diff > 0 else -1)
            )
            changed = True
        return changed

    def _angle(self, seat: int, key: str, turns: int) -> float:
        """The card's current angle: it keeps turning toward its stock's quarter turn."""
        target = 90.0 * turns
        old = self._targets.get((seat, key))
        if old is not None and old % 360 == target % 360:
            target = old
        elif old is not None:
            # Turn the short way round (3 -> 0 goes forward one quarter, not back three).
            current = self._angles.get((seat, key), old)
            while target - current > 180:
                target -= 360
            while target - current < -180:
                target += 360
        self._targets[(seat, key)] = target
        if (seat, key) not in self._angles or self.app.settings.animation_factor <= 0:
            self._angles[(seat, key)] = target
        return self._angles[(seat, key)]

    # -- what a click on each place does --------------------------------------------------------

    def _map_places(self, view: Any, seat: int) -> dict[Place, list[Action]]:
        """The legal actions each clickable place of the table stands for."""
        d = game_data()
        lands = d.settlement.landscape
        places: dict[Place, list[Action]] = {}
        me, rival = view.players[seat], view.players[1 - seat]

        def put(place: Place, action: Action) -> None:
            places.setdefault(place, []).append(action)

        for action in self.legal_for_viewer():
            kind, args = action.kind, action.args
            if kind == "roll":
                put(("dice",), action)
            elif kind in ("build", "play") or (kind == "voyage" and args[0] != NO_CARD):
                put(("hand", args[0]), action)
                if kind == "play" and len(args) > 1:
                    for land in lands:
                        if land.good == args[1]:
                            put(("card", 1 - seat, land.key), action)
            elif kind == "voyage" or kind == "repair":
                put(("card", seat, "ship"), action)
            elif kind == "gain":
                put(("card", seat, lands[args[0]].key), action)
            elif kind in GOOD_ACTIONS:
                for land in lands:
                    if land.good == args[0]:
                        put(("card", seat, land.key), action)
            elif kind == "demand":
                for land in lands:
                    if land.good == args[0]:
                        put(("card", 1 - seat, land.key), action)
            elif kind == "upgrade":
                for i, level in enumerate(me.inhabitants):
                    if level == args[0] - 1:
                        put(("card", seat, d.settlement.inhabitant[i].key), action)
            elif kind in ("opening", "draw"):
                put(("stack", args[0]), action)
            elif kind == "pick":
                put(("pick", args[0]), action)
            elif kind == "take" and args[0] in rival.hand:
                put(("rival_hand", args[0]), action)
        return places

    def _place(self, surface: pygame.Surface, rect: pygame.Rect, place: Place, tip: str) -> None:
        """A card or spot: clickable when it stands for one legal action, a tooltip always."""
        actions = self._places.get(place, [])
        if len(actions) == 1:
            text = self._describe(actions[0])
            self.add_zone(surface, rect, actions[0], f"{tip}\nClick: {text}")
            return
        if actions:
            pygame.draw.rect(surface, th.BRASS, rect.inflate(4, 4), 1, border_radius=self.u(5))
            choices = "; ".join(self._describe(a) for a in actions[:4])
            tip = f"{tip}\nChoose on the right: {choices}"
        self.add_tip(rect, tip)

    # -- the table ---------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        seat = self.own_seat()
        rival = 1 - seat
        self._places = self._map_places(view, seat)
        inner = self.board_inner(10)
        side_w = max(u(270), int(inner.width * 0.31))
        column = pygame.Rect(inner.right - side_w, inner.y, side_w, inner.height)
        table = pygame.Rect(inner.x, inner.y, column.x - inner.x - u(14), inner.height)
        strip = u(30)
        cell = min((table.width - strip) // COLS, (table.height - u(20)) // (2 * ROWS))
        grid_w = cell * COLS
        left = table.x + strip + (table.width - strip - grid_w) // 2
        rival_top = table.y + (table.height - 2 * ROWS * cell - u(20)) // 2
        mine_top = rival_top + ROWS * cell + u(20)
        self._label(surface, view, rival, pygame.Rect(left - strip, rival_top, u(24), ROWS * cell))
        self._settlement(surface, view, rival, left, rival_top, cell, mirrored=True)
        line_y = mine_top - u(10)
        pygame.draw.line(surface, th.PARCHMENT_DARK, (left, line_y), (left + grid_w, line_y), 2)
        self._label(surface, view, seat, pygame.Rect(left - strip, mine_top, u(24), ROWS * cell))
        self._settlement(surface, view, seat, left, mine_top, cell, mirrored=False)
        pygame.draw.line(
            surface,
            th.PARCHMENT_DARK,
            (column.x - u(8), column.y),
            (column.x - u(8), column.bottom),
            1,
        )
        self._draw_column(surface, column, view, seat)

    def _label(self, surface: pygame.Surface, view: Any, seat: int, strip: pygame.Rect) -> None:
        """The owner's name and crest up the left edge of their settlement; brass when on turn."""
        u, theme = self.u, self.theme
        crest = game_data().settlement.crests[view.players[seat].crest].capitalize()
        on_turn = self.match.to_act() == seat
        you = " (you)" if seat == self.viewer else ""
        colour = th.WOOD if on_turn else th.INK_SOFT
        text = theme.fit(
            f"{self.seat_name(seat)}{you} · {crest}",
            "text-bold",
            th.SIZE_SMALL,
            strip.height - u(30),
        )
        img = pygame.transform.rotate(theme.text(text, "text-bold", th.SIZE_SMALL, colour), 90)
        if on_turn:
            pygame.draw.rect(surface, th.BRASS_LIGHT, strip.inflate(u(4), 0), border_radius=u(6))
        surface.blit(img, img.get_rect(midbottom=(strip.centerx, strip.bottom - u(4))))
        draw_marker(
            surface,
            self.seat_look(seat),
            (strip.centerx, strip.bottom - img.get_height() - u(16)),
            u(8),
        )

    def _settlement(
        self,
        surface: pygame.Surface,
        view: Any,
        seat: int,
        left: int,
        top: int,
        cell: int,
        *,
        mirrored: bool,
    ) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        crest = view.players[seat].crest
        card_h = cell - u(4)
        card_w = card_h * 2 // 3
        for table_card in layout.settlement(view.players[seat]):
            # Row 0 faces the middle of the table: yours at the top of your half, the rival's
            # at the bottom of theirs, and the rival's columns run the other way.
            row = ROWS - 1 - table_card.row if mirrored else table_card.row
            col = COLS - 1 - table_card.col if mirrored else table_card.col
            box = pygame.Rect(left + col * cell, top + row * cell, cell, cell)
            if (seat, table_card.key) in self._recent:
                # The last move touched this card: a soft brass glow under it.
                pygame.draw.rect(
                    surface, th.BRASS_LIGHT, box.inflate(-u(2), -u(2)), border_radius=u(8)
                )
            if table_card.key.startswith("slot_"):
                if table_card.card == NO_CARD:
                    pygame.draw.rect(
                        surface,
                        th.PARCHMENT_DARK,
                        box.inflate(-card_w // 2, -u(10)),
                        1,
                        border_radius=u(4),
                    )
                    continue
                card = d.cards[table_card.card]
                band = art.KIND_BANDS.get(card.kind, th.WOOD)
                img = art.face(
                    theme, card_w, card_h, band, art.building_icon(card), False, card.die or 0
                )
                if mirrored:
                    img = pygame.transform.rotate(img, 180)
                surface.blit(img, img.get_rect(center=box.center))
                self._place(
                    surface, box, ("slot", seat, table_card.card), art.development_tip(card)
                )
                continue
            kind = art.card_kind(table_card.key)
            die = 0
            if kind == "land":
                index = [x.key for x in d.settlement.landscape].index(table_card.key)
                icon_name = art.GOOD_ICONS.get(d.land_goods[index], "log")
                die = d.land_dice[crest][index]
            elif kind == "warehouse":
                icon_name = art.GOOD_ICONS.get(table_card.key[3:], "barrel")
            elif kind == "inhabitant":
                icon_name = art.LEVEL_ICONS[max(0, min(3, table_card.value - 1))]
            else:
                icon_name = art.KIND_ICONS.get(kind, "shop")
                die = d.ship_dice[crest] if kind == "ship" else 0
            band = art.KIND_BANDS[kind]
            img = art.face(theme, card_w, card_h, band, icon_name, table_card.reverse, die)
            angle = self._turned(seat, table_card.key, table_card.turns)
            if mirrored:
                angle += 180
            turned = pygame.transform.rotate(img, angle) if angle % 360 else img
            flip = self._flipped(seat, table_card.key, table_card.reverse)
            if flip > 0:
                # Turning over: the card narrows to its edge and widens again on its new side.
                total = TURN_SECONDS * self.app.settings.animation_factor
                width = max(1, int(turned.get_width() * abs(1 - 2 * flip / total)))
                turned = pygame.transform.smoothscale(turned, (width, turned.get_height()))
            surface.blit(turned, turned.get_rect(center=box.center))
            if kind != "overview":
                self._badge(surface, box, table_card)
            tip = art.table_card_tip(view, seat, table_card)
            self._place(surface, box, ("card", seat, table_card.key), tip)

    def _badge(
        self, surface: pygame.Surface, box: pygame.Rect, table_card: layout.TableCard
    ) -> None:
        """The card's stock, upright in the corner of its cell, so nobody has to tilt their head."""
        u, theme = self.u, self.theme
        kind = art.card_kind(table_card.key)
        if kind in ("ship", "inhabitant"):
            text = ROMAN[table_card.value] if table_card.value else "0"
        else:
            text = str(table_card.value)
        colour = (150, 40, 36) if table_card.reverse else th.WOOD_DARK
        value = theme.text(text, "text-bold", th.SIZE_SMALL - 2, th.CREAM)
        badge = value.get_rect().inflate(u(8), u(1))
        badge.width = max(badge.width, badge.height)
        badge.bottomright = (box.right, box.bottom)
        pygame.draw.rect(surface, colour, badge, border_radius=badge.height // 2)
        surface.blit(value, value.get_rect(center=badge.center))

    # -- the column beside the table ------------------------------------------------------------

    def _draw_column(
        self, surface: pygame.Surface, column: pygame.Rect, view: Any, seat: int
    ) -> None:
        u = self.u
        y = self._draw_status(surface, column, view)
        y = self._draw_dice(surface, column, y + u(6), view)
        y = self._draw_scores(surface, column, y + u(6), view, seat)
        if view.voyage is not None:
            y = self._draw_voyage(surface, column, y + u(8), view)
        else:
            y = self._draw_stacks(surface, column, y + u(8), view)
        self._draw_hands(surface, column, y + u(8), view, seat)

    def _heading(self, surface: pygame.Surface, x: int, y: int, text: str) -> int:
        img = self.theme.text(text, "display-bold", th.SIZE_BODY, th.WOOD)
        surface.blit(img, (x, y))
        return y + img.get_height() + self.u(2)

    def _draw_status(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> int:
        """Whose turn and which phase (or whose decision), on a wooden plaque."""
        u, theme = self.u, self.theme
        current = view.current
        phase = art.PHASES.get(view.phase, view.phase)
        if view.pending:
            decision = view.pending[0]
            who = self.seat_name(decision.seat)
            phase = f"{who}: {art.DECISIONS.get(decision.kind, decision.kind)}"
        first = f"Turn {view.turn} · {self.seat_name(current)}'s turn"
        if view.winner is not None:
            first = f"Turn {view.turn} · game over"
            reason = WIN_REASONS.get(view.reason, view.reason)
            phase = f"{self.seat_name(view.winner)} wins: {reason}"
        line_h = theme.font("text-bold", th.SIZE_SMALL).get_linesize()
        width = column.width - u(16)
        lines = [(theme.fit(first, "text-bold", th.SIZE_SMALL, width), "text-bold")]
        lines += [(line, "text") for line in theme.wrap(phase, "text", th.SIZE_SMALL, width)[:2]]
        box = pygame.Rect(column.x, column.y, column.width, len(lines) * line_h + u(10))
        pygame.draw.rect(surface, (52, 34, 20), box, border_radius=u(6))
        pygame.draw.rect(surface, self.seat_look(current).colour, box, 2, border_radius=u(6))
        for i, (text, face) in enumerate(lines):
            img = theme.text(
                theme.fit(text, face, th.SIZE_SMALL, width), face, th.SIZE_SMALL, th.CREAM
            )
            surface.blit(img, (box.x + u(8), box.y + u(5) + i * line_h))
        self.add_tip(box, f"{first}. {phase}.")
        return box.bottom

    def _draw_dice(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """The number die and the event die of the last roll (tumbling just after a roll)."""
        u, theme = self.u, self.theme
        d = game_data()
        size = u(38)
        row = pygame.Rect(column.x, y, column.width, size + u(4))
        number, face = view.last_roll
        shown, angle = self.die_face(number or 1, column.x)
        die_rect = pygame.Rect(row.x + u(2), row.y + u(2), size, size)
        if number:
            draw_die(surface, die_rect, shown, "ivory", angle)
        else:
            pygame.draw.rect(surface, th.CREAM, die_rect, border_radius=u(7))
            pygame.draw.rect(surface, th.WOOD_DARK, die_rect, 1, border_radius=u(7))
        event_rect = pygame.Rect(die_rect.right + u(8), die_rect.y, size, size)
        shown_face = face
        if face and self.tumble_left > 0:
            shown_face = self.die_face(face, column.x + 7)[0]
        pygame.draw.rect(surface, th.CREAM, event_rect, border_radius=u(7))
        pygame.draw.rect(surface, th.WOOD_DARK, event_rect, 1, border_radius=u(7))
        if 1 <= shown_face <= len(d.faces):
            key = d.faces[shown_face - 1].key
            img = icon(art.FACE_ICONS.get(key, "dice-six-faces-one"), size - u(8), th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=event_rect.center))
        text_x = event_rect.right + u(10)
        if number and 1 <= face <= len(d.faces):
            event = d.faces[face - 1]
            lines = [f"Rolled {number}", event.name]
            tip = f"Last roll: number {number}, event {event.name}: {event.text}"
        else:
            lines, tip = ["No roll yet"], "The number die and the event die."
        roll_legal = ("dice",) in self._places
        if roll_legal:
            lines = ["Click the dice", "to roll"]
        line_h = theme.font("text-bold", th.SIZE_SMALL).get_linesize()
        top = row.centery - line_h * len(lines) // 2
        for i, text in enumerate(lines):
            face_name = "text-bold" if i == 0 else "text"
            img = theme.text(
                theme.fit(text, face_name, th.SIZE_SMALL, row.right - text_x),
                face_name,
                th.SIZE_SMALL,
                th.WOOD if roll_legal else th.INK,
            )
            surface.blit(img, (text_x, top + i * line_h))
        self._place(surface, row, ("dice",), tip)
        return row.bottom

    def _draw_scores(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, seat: int
    ) -> int:
        """Favour points, gold, unrest and the power tokens of each player (rival first)."""
        u, theme = self.u, self.theme
        tokens = layout.power_tokens(view)
        line = u(28)
        for who in (1 - seat, seat):
            p = view.players[who]
            row = pygame.Rect(column.x, y, column.width, line)
            draw_marker(surface, self.seat_look(who), (row.x + u(9), row.centery), u(7))
            favour, gold, unhappy = eco.favour(p), eco.gold(p), eco.unhappy(p)
            unrest = sum(c == 0 for c in p.centres)
            parts: list[tuple[str, str, th.Colour]] = [
                ("crown", f"{favour}/7", th.INK),
                ("coins", str(gold), th.INK),
            ]
            if unrest:
                parts.append(("fire", str(unrest), (160, 40, 36)))
            if tokens["trading"] == who:
                parts.append(("gold-bar", "", th.INK))
            if tokens["naval"] == who:
                parts.append(("cannon", "", th.INK))
            x = row.right
            for name, text, colour in reversed(parts):
                if text:
                    img = theme.text(text, "text-bold", th.SIZE_SMALL, colour)
                    x -= img.get_width()
                    surface.blit(img, (x, row.centery - img.get_height() // 2))
                x -= u(20)
                surface.blit(icon(name, u(18), colour), (x, row.centery - u(9)))
                x -= u(6)
            name = theme.fit(self.seat_name(who), "text-bold", th.SIZE_SMALL, x - row.x - u(24))
            img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(img, (row.x + u(22), row.centery - img.get_height() // 2))
            powers = [
                label
                for label, key in (("trading power", "trading"), ("naval power", "naval"))
                if tokens[key] == who
            ]
            tip = (
                f"{self.seat_name(who)}: {favour} of 7 favour points, {gold} gold, "
                f"{unhappy} unhappy inhabitants, {unrest} village centres in unrest"
                + (f", holds {' and '.join(powers)}" if powers else "")
                + ". Powers: 3 money bags (trading) or 3 cannons (naval), more than the rival."
            )
            self.add_tip(row, tip)
            y += line
        return y

    def _draw_stacks(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """The six development stack halves, the discard and the inhabitant stacks, with counts."""
        u, theme = self.u, self.theme
        d = game_data()
        y = self._heading(surface, column.x, y, "Development stacks")
        gap = u(5)
        w = (column.width - 5 * gap) // 6
        h = min(u(44), w * 4 // 3)
        for half, stack in enumerate(view.stacks):
            rect = pygame.Rect(column.x + half * (w + gap), y, w, h)
            name = d.half_name(half)
            img = art.back(theme, w, h, name.split("-")[0], not stack)
            surface.blit(img, rect)
            count = theme.text(f"{name[-1]} {len(stack)}", "text", th.SIZE_SMALL - 2, th.INK)
            surface.blit(count, count.get_rect(midtop=(rect.centerx, rect.bottom + u(1))))
            tip = f"Stack {name}: {len(stack)} cards, face down."
            self._place(surface, rect, ("stack", half), tip)
        y += h + u(20)
        size = u(30)
        x = column.x
        for i, level in enumerate(d.levels):
            rect = pygame.Rect(x, y, size, size)
            pygame.draw.rect(surface, art.KIND_BANDS["inhabitant"], rect, border_radius=u(5))
            surface.blit(
                icon(art.LEVEL_ICONS[i + 1], size - u(8), th.CREAM), rect.inflate(-u(8), -u(8))
            )
            count = theme.text(str(view.inhabitant_stacks[i]), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(count, (rect.right + u(3), rect.centery - count.get_height() // 2))
            self.add_tip(
                rect.union(count.get_rect(topleft=(rect.right, rect.y))),
                f"{level.name}s left: {view.inhabitant_stacks[i]} "
                f"(upgrade for {art.costs(level.cost)}).",
            )
            x += size + count.get_width() + u(10)
        if view.discard:
            top = d.cards[view.discard[-1]]
            rect = pygame.Rect(x + u(4), y, column.right - x - u(4), size)
            pygame.draw.rect(surface, th.PARCHMENT_DARK, rect, border_radius=u(5))
            text = theme.fit(f"Discard: {top.name}", "text", th.SIZE_SMALL, rect.width - u(8))
            img = theme.text(text, "text", th.SIZE_SMALL, th.INK)
            surface.blit(img, (rect.x + u(4), rect.centery - img.get_height() // 2))
            self.add_tip(rect, f"Top of the discard pile: {art.development_tip(top)}")
        return y + size

    def _button(
        self, surface: pygame.Surface, rect: pygame.Rect, text: str, action: Action, size: int
    ) -> None:
        """A big wooden button on the table for a voyage decision."""
        u, theme = self.u, self.theme
        hovered = rect.collidepoint(self.app.mouse)
        pygame.draw.rect(surface, (40, 26, 15), rect.move(0, u(2)), border_radius=u(8))
        pygame.draw.rect(surface, th.WOOD_LIGHT if hovered else th.WOOD, rect, border_radius=u(8))
        img = theme.text(
            theme.fit(text, "text-bold", size, rect.width - u(12)), "text-bold", size, th.CREAM
        )
        surface.blit(img, img.get_rect(center=rect.center))
        self.add_zone(surface, rect, action, self._describe(action))

    def _draw_voyage(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """A trade voyage under way: speed, combat, the cards met, and big Continue / Stop."""
        u, theme = self.u, self.theme
        voyage = view.voyage
        frame = pygame.Rect(column.x, y, column.width, 0)
        surface.blit(icon("cargo-ship", u(24), th.WOOD), (column.x, y))
        y = self._heading(surface, column.x + u(30), y + u(2), "Trade voyage under way") + u(4)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        for entry in art.voyage_lines(voyage):
            text = theme.fit(entry, "text", th.SIZE_SMALL, column.width - u(10))
            surface.blit(theme.text(text, "text", th.SIZE_SMALL, th.INK), (column.x + u(6), y))
            y += line_h
        steps = [a for a in self.legal_for_viewer() if a.kind in VOYAGE_STEPS]
        if steps and not view.pending:
            y += u(6)
            reveal = next((a for a in steps if a.kind == "reveal"), None)
            stop = next((a for a in steps if a.kind == "stop"), None)
            if reveal is not None and stop is not None:
                half = (column.width - u(8)) // 2
                self._button(
                    surface,
                    pygame.Rect(column.x, y, half, u(44)),
                    "Continue",
                    reveal,
                    th.SIZE_LABEL,
                )
                self._button(
                    surface,
                    pygame.Rect(column.x + half + u(8), y, half, u(44)),
                    "Stop",
                    stop,
                    th.SIZE_LABEL,
                )
                y += u(52)
            else:
                for action in steps:
                    rect = pygame.Rect(column.x, y, column.width, u(34))
                    # The board's button keeps the plain words; the bar has the detail.
                    label = self._describe(action).split(" (")[0]
                    self._button(surface, rect, label, action, th.SIZE_SMALL)
                    y += u(40)
        frame.height = y - frame.y
        pygame.draw.rect(surface, th.BRASS, frame.inflate(u(8), u(8)), 2, border_radius=u(6))
        return y

    def _card_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: Any,
        place: Place,
        why_not: str | None = None,
    ) -> None:
        """A development card lying sideways: band, icon, name."""
        u, theme = self.u, self.theme
        band = art.KIND_BANDS.get(card.kind, th.WOOD)
        pygame.draw.rect(surface, th.PARCHMENT, rect, border_radius=u(5))
        pygame.draw.rect(surface, band, (rect.x, rect.y, u(8), rect.height), border_radius=u(3))
        pygame.draw.rect(surface, th.WOOD_DARK, rect, 1, border_radius=u(5))
        px = min(rect.height - u(8), u(28))
        surface.blit(
            icon(art.building_icon(card), px, th.WOOD_DARK), (rect.x + u(12), rect.y + u(4))
        )
        # The cost as small good icons on the right, as printed on the card.
        x = rect.right - u(6)
        small = u(16)
        for good, n in reversed(card.cost):
            for _ in range(n):
                x -= small + u(1)
                surface.blit(
                    icon(art.GOOD_ICONS.get(good, "chest"), small, th.WOOD),
                    (x, rect.centery - small // 2),
                )
        name = theme.fit(card.name, "text-bold", th.SIZE_SMALL, x - rect.x - px - u(24))
        img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(img, (rect.x + px + u(18), rect.centery - img.get_height() // 2))
        tip = art.development_tip(card)
        if why_not is not None and place not in self._places:
            # Not usable now: dimmed, and the tooltip says why.
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*th.PARCHMENT_DARK, 120))
            surface.blit(veil, rect)
            tip = f"{tip}\n{why_not}"
        self._place(surface, rect, place, tip)

    def _draw_hands(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, seat: int
    ) -> None:
        """Your hand (and a stack you look through); the rival's hand only as card backs."""
        u, theme = self.u, self.theme
        d = game_data()
        rival = view.players[1 - seat]
        line = u(38)
        bottom = column.bottom - u(36)
        picking = [p.args[0] for p in view.pending if p.kind == "pick" and p.seat == seat]
        if picking and all(c != HIDDEN for c in view.stacks[picking[0]]):
            y = self._heading(surface, column.x, y, f"Stack {d.half_name(picking[0])}: take one")
            for i, card_id in enumerate(view.stacks[picking[0]]):
                if y + line > bottom:
                    break
                rect = pygame.Rect(column.x, y, column.width, line - u(4))
                self._card_row(surface, rect, d.cards[card_id], ("pick", i))
                y += line
        hand = view.players[seat].hand
        acting = view.phase == "action" and view.current == seat and not view.pending
        y = self._heading(surface, column.x, y, f"Your hand ({len(hand)})")
        for card_id in hand:
            if y + line > bottom:
                break
            rect = pygame.Rect(column.x, y, column.width, line - u(4))
            if card_id == HIDDEN:
                continue
            card = d.cards[card_id]
            why_not = art.hand_reason(view.players[seat], card, acting)
            self._card_row(surface, rect, card, ("hand", card_id), why_not)
            y += line
        seen = [c for c in rival.hand if c != HIDDEN]
        if seen:
            # A Spy lets this seat look at the rival's hand and take one card.
            y = self._heading(surface, column.x, y + u(4), "Rival's hand (your Spy looks)")
            for card_id in seen:
                if y + line > bottom:
                    break
                rect = pygame.Rect(column.x, y, column.width, line - u(4))
                self._card_row(surface, rect, d.cards[card_id], ("rival_hand", card_id))
                y += line
        # The rival's hand at the bottom: card backs only.
        row = pygame.Rect(column.x, column.bottom - u(30), column.width, u(30))
        text = theme.text(f"Rival's hand: {len(rival.hand)}", "text", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (row.x, row.centery - text.get_height() // 2))
        self.add_tip(row, f"Your rival holds {len(rival.hand)} cards, hidden from you.")
        x = row.x + text.get_width() + u(8)
        for _ in rival.hand:
            surface.blit(art.back(theme, u(20), row.height - u(4), "", False), (x, row.y + u(2)))
            x += u(24)


SCENE = Anno1701CardsScene
