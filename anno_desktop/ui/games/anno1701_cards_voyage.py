"""A trade voyage on the card game's table, large over the settlement: the voyage cards met so
far (the one to decide on biggest), what it means (a pirate's strength, tribute, odds and
what winning or losing does; a trader's goods, prices and why one can't be bought), the fight's
two dice rolled on screen, the cards left and the ship's condition beside Continue / Stop.

`VoyageDraw` is mixed into the card game's scene, which provides the layout (`lay`), the table
model, `_place` and `_text`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Event
from anno_desktop.engine.table import Place
from anno_desktop.games.anno1701_cards.table import VoyagePlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.games.anno1701_cards_layout import CARD_RATIO
from anno_desktop.ui.widgets.dice import TUMBLE_SECONDS, draw_die

VOYAGE_ICONS = {
    "pirate": "pirate-flag",
    "besieged": "crossed-swords",
    "trader": "trade",
    "whirlwind": "tornado",
    "cliffs": "stone-path",
    "flotsam": "chest",
    "sailors": "person",
}
VOYAGE_BAND = (40, 80, 120)
# How long a voyage that just ended stays on the table, so its last card and fight can be
# seen: shorter at a faster animation speed, and as long as at normal speed with animations
# off (the dice then show at once, without tumbling). A click on the table puts it away.
HOLD_SECONDS = 2.5


@dataclass(frozen=True)
class Fight:
    """A fight of the voyage: your die + combat against the pirates' die + strength."""

    own: int
    pirate: int
    combat: int
    strength: int

    @property
    def won(self) -> bool:
        return self.own + self.combat > self.pirate + self.strength


class VoyageDraw:
    """The voyage under way (or just ended), and its last fight's dice."""

    def init_voyage(self) -> None:
        self.fight: Fight | None = None
        self.fight_left = 0.0
        self.voyage_seen: VoyagePlace | None = None
        self.voyage_hold = 0.0

    def see_voyage(self, events: list[Event]) -> None:
        """After a move: a fight rolls its dice on screen; an ended voyage stays a moment."""
        factor = self.app.settings.animation_factor
        voyage = self.table().place("voyage")
        # After a fight the pirate is still the last card met, if the voyage goes on.
        last = voyage if isinstance(voyage, VoyagePlace) else self.voyage_seen
        for event in events:
            if event.kind == "fight" and last is not None:
                self.fight = Fight(
                    event.data["own"], event.data["pirate"], last.combat, last.strength
                )
                self.fight_left = TUMBLE_SECONDS * factor
            elif event.kind in ("voyage", "reveal"):
                self.fight = None
            elif event.kind == "voyage_end" and last is not None:
                self.voyage_hold = HOLD_SECONDS * (factor or 1.0)
        if isinstance(voyage, VoyagePlace):
            self.voyage_seen = voyage

    def voyage_moving(self, dt: float) -> bool:
        moving = self.fight_left > 0 or self.voyage_hold > 0
        self.fight_left = max(0.0, self.fight_left - dt)
        self.voyage_hold = max(0.0, self.voyage_hold - dt)
        return moving

    def shown_voyage(self) -> VoyagePlace | None:
        voyage = self.table().place("voyage")
        if isinstance(voyage, VoyagePlace):
            self.voyage_seen = voyage
            return voyage
        return self.voyage_seen if self.voyage_hold > 0 else None

    def draw_voyage(self, surface: pygame.Surface, voyage: VoyagePlace) -> None:
        u, grid = self.u, self.lay.grid
        panel = grid.inflate(u(8), u(8))
        pygame.draw.rect(surface, (222, 214, 192), panel, border_radius=u(8))
        pygame.draw.rect(surface, th.BRASS, panel, 2, border_radius=u(8))
        inner = grid.inflate(-u(12), -u(12))
        line = self.theme.font("display-bold", th.SIZE_BODY).get_linesize()
        head = pygame.Rect(inner.x + u(34), inner.y, inner.width - u(34), line)
        surface.blit(icon("cargo-ship", u(28), th.WOOD), (inner.x, inner.y))
        ended = self.table().place("voyage") is None
        title = _("The voyage is over") if ended else _("Trade voyage under way")
        self._text(surface, title, head, th.WOOD, face="display-bold", size=th.SIZE_BODY)
        facts = pygame.Rect(inner.x, head.bottom + u(4), inner.width, self.lay.scores[0].height)
        texts = (self._facts(voyage), voyage.label)
        self._first_fitting(surface, texts, facts, face="text-bold")
        self.add_tip(facts, self.with_names(voyage.tooltip))
        steps = [p for p in self.table().places if p.kind == "step"]
        buttons_h = u(48) if steps else 0
        body = pygame.Rect(
            inner.x,
            facts.bottom + u(8),
            inner.width,
            inner.bottom - facts.bottom - u(8) - buttons_h,
        )
        big, row_right = self._met_cards(surface, body, voyage)
        # The words stand beside the large card, above the earlier cards where they reach.
        words_h = big.height if row_right > big.right + u(14) else body.height
        words = pygame.Rect(big.right + u(14), body.y, inner.right - big.right - u(14), words_h)
        self._stakes(surface, words, voyage)
        self._steps(surface, pygame.Rect(inner.x, inner.bottom - u(42), inner.width, u(42)), steps)

    @staticmethod
    def _facts(voyage: VoyagePlace) -> str:
        ship = (
            _("ship at level {level} of {most}").format(level=voyage.ship, most=voyage.ship_max)
            if voyage.ship
            else _("ship badly damaged")
        )
        return f"{voyage.label} · {ship}"

    def _met_cards(
        self, surface: pygame.Surface, body: pygame.Rect, voyage: VoyagePlace
    ) -> tuple[pygame.Rect, int]:
        """The cards met: the last one large at the left, the earlier ones small under it; the
        large card's rect and where the row of small ones ends on the right."""
        u = self.u
        small_h = min(self.lay.card[1], body.height // 3)
        big_h = body.height - (small_h + u(8) if len(voyage.met) > 1 else 0)
        big_h = min(big_h, round(body.width * 0.4 * CARD_RATIO))
        big = pygame.Rect(body.x, body.y, round(big_h / CARD_RATIO), big_h)
        if not voyage.met:
            pygame.draw.rect(surface, th.PARCHMENT_DARK, big, 2, border_radius=u(8))
            return big, body.x
        self._voyage_card(surface, big, voyage.met[-1], voyage.met_kinds[-1])
        x, small_w = body.x, round(small_h / CARD_RATIO)
        for words, kind in zip(voyage.met[-2::-1], voyage.met_kinds[-2::-1], strict=True):
            if x + small_w > body.right:
                break
            rect = pygame.Rect(x, big.bottom + u(8), small_w, small_h)
            self._voyage_card(surface, rect, words, kind)
            x += small_w + u(6)
        return big, x - u(6)

    def _voyage_card(
        self, surface: pygame.Surface, rect: pygame.Rect, words: str, kind: str
    ) -> None:
        picture = VOYAGE_ICONS.get(kind, "compass")
        img = art.face(self.theme, rect.width, rect.height, VOYAGE_BAND, picture, False, 0, words)
        surface.blit(img, rect)
        self.add_tip(rect, _("Voyage card: {card}").format(card=words))

    def _stakes(self, surface: pygame.Surface, box: pygame.Rect, voyage: VoyagePlace) -> None:
        """What the card to decide on means, then the last fight's dice under it."""
        u = self.u
        dice_h = u(64) if self.fight is not None else 0
        room = pygame.Rect(box.x, box.y, box.width, box.height - dice_h)
        if voyage.stakes:
            fitted = self.theme.fit_text(voyage.stakes, room.width, room.height, size=th.SIZE_BODY)
            self.theme.blit_fitted(surface, fitted, room, th.INK, valign="top")
            self.add_tip(room, voyage.stakes)
        if self.fight is not None:
            self._fight_dice(surface, pygame.Rect(box.x, box.bottom - dice_h, box.width, dice_h))

    def _fight_dice(self, surface: pygame.Surface, row: pygame.Rect) -> None:
        """Your die + combat against the pirates' die + strength, tumbling just after the roll."""
        u, fight = self.u, self.fight
        assert fight is not None
        size = row.height - u(8)
        rnd = random.Random(int(self.fight_left / 0.07))
        tumbling = self.fight_left > 0
        own = rnd.randint(1, 6) if tumbling else fight.own
        pirate = rnd.randint(1, 6) if tumbling else fight.pirate
        draw_die(surface, pygame.Rect(row.x, row.y + u(4), size, size), own, "ivory")
        right = pygame.Rect(row.x + size + u(8), row.y, row.width // 2 - size - u(8), row.height)
        mine = (f"+ {fight.combat} = {own + fight.combat}", f"= {own + fight.combat}")
        self._first_fitting(surface, mine, right, face="text-bold")
        x = row.x + row.width // 2
        draw_die(surface, pygame.Rect(x, row.y + u(4), size, size), pirate, "red")
        rest = pygame.Rect(x + size + u(8), row.y, row.right - x - size - u(8), row.height)
        verdict = "" if tumbling else " · " + (_("won") if fight.won else _("lost"))
        total = pirate + fight.strength
        theirs = (f"+ {fight.strength} = {total}{verdict}", f"= {total}{verdict}", f"= {total}")
        self._first_fitting(surface, theirs, rest, face="text-bold")
        if fight.won:
            tip = _(
                "Fight: your die {own} + combat {combat} against the pirates' die "
                "{pirate} + strength {strength}: won."
            )
        else:
            tip = _(
                "Fight: your die {own} + combat {combat} against the pirates' die "
                "{pirate} + strength {strength}: lost."
            )
        tip = tip.format(
            own=fight.own, combat=fight.combat, pirate=fight.pirate, strength=fight.strength
        )
        self.add_tip(row, tip)

    def _steps(self, surface: pygame.Surface, row: pygame.Rect, steps: list[Place]) -> None:
        """The voyage's decisions as big buttons side by side."""
        if not steps:
            return
        u = self.u
        width = (row.width - (len(steps) - 1) * u(8)) // len(steps)
        for i, place in enumerate(steps):
            rect = pygame.Rect(row.x + i * (width + u(8)), row.y, width, row.height)
            hovered = rect.collidepoint(self.app.mouse)
            pygame.draw.rect(surface, (40, 26, 15), rect.move(0, u(2)), border_radius=u(8))
            pygame.draw.rect(
                surface, th.WOOD_LIGHT if hovered else th.WOOD, rect, border_radius=u(8)
            )
            self._text(
                surface,
                place.label,
                rect.inflate(-u(12), -u(4)),
                th.CREAM,
                face="text-bold",
                size=th.SIZE_LABEL,
                align="center",
                max_lines=2,
            )
            self._place(surface, rect, place)
