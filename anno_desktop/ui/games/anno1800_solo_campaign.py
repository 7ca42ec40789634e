"""The Anno 1800 solo campaign map: the ten missions with their goals and what you have won
(standard / harder), and the normal solo game with your best score. A click starts a game."""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

import pygame

from anno_desktop import games
from anno_desktop.games.anno1800_solo.table import (
    mission_count,
    mission_goal_words,
    mission_title,
)
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_progress import DIFFICULTIES, load_record
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

GAME_ID = "anno1800-solo"
WON_GREEN = (46, 110, 52)


@cache
def mission_goals(number: int) -> tuple[str, ...]:
    """The goals of a mission in words ("cards in hand: none"), from the game's table model."""
    return mission_goal_words(number)


class CampaignMap(Scene):
    """Ten mission cards in two rows; won missions carry a green seal, harder wins a crown."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.record, self.message = load_record()
        self.difficulty = "standard"
        self.cards: list[tuple[pygame.Rect, int | None]] = []
        self._tips: list[tuple[pygame.Rect, str]] = []

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(40)
        bw, bh = u(150), u(46)
        self.difficulty_buttons = [
            Button(
                (width - m - (2 - i) * (bw + u(10)) + u(10), u(30), bw, bh),
                name.capitalize(),
                lambda n=name: self._set_difficulty(n),
                style="brass" if name == self.difficulty else "parchment",
                selected=name == self.difficulty,
                size=th.SIZE_LABEL,
                tooltip=f"Play the {name} time stack"
                + (" (fewer cards: less time)" if name == "harder" else ""),
            )
            for i, name in enumerate(DIFFICULTIES)
        ]
        self.widgets = [
            *self.difficulty_buttons,
            Button(
                (m, height - u(64), u(170), u(50)), "Back", self._back, icon_name="return-arrow"
            ),
        ]
        gap = u(16)
        top = u(104)
        card_w = (width - 2 * m - 4 * gap) // 5
        card_h = (height - top - u(190) - gap) // 2
        self.cards = []
        for index in range(mission_count()):
            x = m + (index % 5) * (card_w + gap)
            y = top + (index // 5) * (card_h + gap)
            self.cards.append((pygame.Rect(x, y, card_w, card_h), index + 1))
        solo_top = top + 2 * (card_h + gap)
        self.cards.append((pygame.Rect(m, solo_top, width - 2 * m, u(98)), None))

    def _set_difficulty(self, name: str) -> None:
        self.difficulty = name
        self.layout(*self.app.size)
        self.app.dirty = True

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(surface, self.theme, "Anno 1800 · Campaign", (self.u(40), self.u(24)), size=44)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._tips = []
        label = self.theme.text("Time stack:", "text-bold", th.SIZE_LABEL, th.CREAM)
        first = self.difficulty_buttons[0].rect
        surface.blit(label, label.get_rect(midright=(first.x - self.u(12), first.centery)))
        for rect, number in self.cards:
            hovered = rect.collidepoint(self.app.mouse)
            if number is None:
                self._draw_solo_card(surface, rect, hovered)
            else:
                self._draw_mission_card(surface, rect, number, hovered)
        if self.message:
            back = self.widgets[-1].rect
            room = surface.get_width() - back.right - self.u(64)
            img = self.theme.text(
                self.theme.fit(self.message, "text", th.SIZE_SMALL, room),
                "text",
                th.SIZE_SMALL,
                th.BRASS_LIGHT,
            )
            surface.blit(img, (back.right + self.u(24), back.centery - img.get_height() // 2))

    def _card_face(self, surface: pygame.Surface, rect: pygame.Rect, hovered: bool) -> None:
        u = self.u
        shadow = rect.move(u(4), u(5))
        pygame.draw.rect(surface, (10, 24, 40), shadow, border_radius=u(10))
        face = (246, 234, 204) if hovered else th.PARCHMENT
        pygame.draw.rect(surface, face, rect, border_radius=u(10))
        rim = th.BRASS_LIGHT if hovered else th.WOOD_LIGHT
        pygame.draw.rect(surface, rim, rect, max(2, u(3 if hovered else 2)), border_radius=u(10))

    def _draw_mission_card(
        self, surface: pygame.Surface, rect: pygame.Rect, number: int, hovered: bool
    ) -> None:
        u, theme = self.u, self.theme
        record = self.record.mission(number)
        self._card_face(surface, rect, hovered)
        band = pygame.Rect(rect.x, rect.y, rect.width, u(34))
        won = record.standard or record.harder
        colour = WON_GREEN if won else th.WOOD
        pygame.draw.rect(
            surface, colour, band, border_top_left_radius=u(10), border_top_right_radius=u(10)
        )
        head = theme.text(f"Mission {number}", "display-bold", th.SIZE_LABEL, th.CREAM)
        surface.blit(head, (band.x + u(10), band.centery - head.get_height() // 2))
        if won:
            seal = icon("laurels-trophy", u(26), th.BRASS_LIGHT)
            surface.blit(seal, seal.get_rect(midright=(band.right - u(8), band.centery)))
        y = band.bottom + u(6)
        inner_w = rect.width - u(20)
        for line in theme.wrap(mission_title(number), "display-bold", th.SIZE_BODY, inner_w)[:2]:
            img = theme.text(line, "display-bold", th.SIZE_BODY, th.INK)
            surface.blit(img, (rect.x + u(10), y))
            y += img.get_height()
        y += u(4)
        small_h = theme.font("text", 14).get_linesize()
        marks_top = rect.bottom - u(30)
        for goal in mission_goals(number):
            for line in theme.wrap("\u2022 " + goal, "text", 14, inner_w):
                if y + small_h > marks_top:
                    break
                surface.blit(theme.text(line, "text", 14, th.INK_SOFT), (rect.x + u(10), y))
                y += small_h
        x = rect.x + u(10)
        for difficulty in DIFFICULTIES:
            done = getattr(record, difficulty)
            mark = "\u2713 " if done else "\u2013 "
            img = theme.text(
                mark + difficulty,
                "text-bold" if done else "text",
                14,
                WON_GREEN if done else th.DIM,
            )
            surface.blit(img, (x, rect.bottom - u(8) - img.get_height()))
            x += img.get_width() + u(14)
        tip = [f"Mission {number}: {mission_title(number)}", *mission_goals(number)]
        if record.most_cards_left is not None:
            tip.append(f"best win: {record.most_cards_left} time-stack cards to spare")
        tip.append(f"Click to play it ({self.difficulty} time stack)")
        self._tips.append((rect, " · ".join(tip)))

    def _draw_solo_card(self, surface: pygame.Surface, rect: pygame.Rect, hovered: bool) -> None:
        u, theme = self.u, self.theme
        self._card_face(surface, rect, hovered)
        px = rect.height - u(24)
        surface.blit(icon("crown", px, th.BRASS), (rect.x + u(14), rect.y + u(12)))
        x = rect.x + px + u(30)
        head = theme.text("Normal solo game", "display-bold", th.SIZE_HEADING - 4, th.INK)
        surface.blit(head, (x, rect.y + u(12)))
        text = "Build the best city you can before the time stack runs out; scored in influence."
        sub_top = rect.y + u(14) + head.get_height()
        sub = pygame.Rect(x, sub_top, rect.width // 2, rect.bottom - u(6) - sub_top)
        theme.draw_text(surface, text, sub, colour=th.INK_SOFT, valign="top")
        best = self.record.best_score
        if best is None:
            line, face = "No score yet", "italic"
        else:
            line, face = f"Best score {best} · {self.record.best_rating}", "text-bold"
        img = theme.text(line, face, th.SIZE_LABEL, th.INK)
        surface.blit(img, img.get_rect(midright=(rect.right - u(20), rect.centery)))
        self._tips.append(
            (rect, f"{line} · Click to play a normal solo game ({self.difficulty} time stack)")
        )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        for rect, text in self._tips:
            if rect.collidepoint(pos):
                return text
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.app.dirty = True
        if is_click(event):
            for rect, number in self.cards:
                if rect.collidepoint(event.pos):
                    self.start(number)
                    return True
        return False

    def start(self, mission: int | None) -> None:
        """Start mission `mission` (None: the normal solo game) on the chosen time stack."""
        rules = games.get_game(GAME_ID).rules
        if mission is None:
            values = {"mode": "normal-solo", "difficulty": self.difficulty}
        else:
            values = {"mission": mission, "mode": "campaign", "difficulty": self.difficulty}
        options = rules.options_model.model_validate({"players": 1, **values})
        seats = flow.default_seats(GAME_ID, 1)
        seed = random.SystemRandom().randrange(1, 2**31)
        flow.open_match(self.app, flow.new_match(GAME_ID, options, seats, seed))

    def _back(self) -> None:
        self.app.pop(self)
