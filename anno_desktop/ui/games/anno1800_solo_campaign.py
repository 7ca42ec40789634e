"""The Anno 1800 solo campaign map: a sea chart with the ten missions as islands along a
dotted route, each marked won (a seal, a crown for a harder win), next (a brass ring) or not
reached yet (greyed); the mission under the pointer (or the next one) is told beside the chart
with its goals and your best win. The normal solo game and its best score sit below. A click
on an island starts that mission (one not reached yet asks first)."""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import pygame

from anno_desktop import games
from anno_desktop.engine.i18n import N_, _, language, ngettext
from anno_desktop.games.anno1800_solo.table import DIFFICULTIES as DIFFICULTY_NAMES
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
from anno_desktop.ui.scenes.common import draw_sea
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

GAME_ID = "anno1800-solo"
WON_GREEN = (46, 110, 52)
CHART_SEA = (164, 196, 204)
WAVE = (128, 166, 180)
SAND = (226, 204, 150)
GRASS = (130, 150, 84)
GREY_SAND = (196, 190, 176)
GREY_GRASS = (160, 164, 150)
# Where the missions lie on the chart, as shares of its width and height: a winding route
# whose places keep a quarter of the width apart in a row and half the height between rows.
SPOTS = (
    (0.00, 1.00),
    (0.12, 0.50),
    (0.02, 0.00),
    (0.30, 0.04),
    (0.40, 0.50),
    (0.30, 1.00),
    (0.58, 0.96),
    (0.70, 0.48),
    (0.60, 0.02),
    (0.96, 0.24),
)


STATUS = {"won": N_("won"), "next": N_("the next one"), "later": N_("not reached yet")}
STACK_TIPS = {
    "standard": N_("Play the standard time stack"),
    "harder": N_("Play the harder time stack (fewer cards: less time)"),
}


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def mission_goals(number: int) -> tuple[str, ...]:
    """The goals of a mission in words ("cards in hand: none"), from the game's table model,
    in the language in use (it may change in Settings while the program runs)."""
    return _goals_in(number, language())


@cache
def _goals_in(number: int, lang: str) -> tuple[str, ...]:
    return mission_goal_words(number)


@cache
def island_outline(number: int) -> tuple[tuple[float, float], ...]:
    """The coast of a mission's island as points round a unit circle, the same every time."""
    rnd = random.Random(number * 7919)
    points = []
    for k in range(14):
        angle = 2 * math.pi * k / 14
        radius = 0.72 + 0.28 * rnd.random()
        points.append((math.cos(angle) * radius, math.sin(angle) * radius * 0.8))
    return tuple(points)


@dataclass(frozen=True)
class ChartLayout:
    """Named rects of the map in pixels; `islands` is each mission's clickable square."""

    title: pygame.Rect
    difficulty: tuple[pygame.Rect, ...]
    chart: pygame.Rect
    info: pygame.Rect
    solo: pygame.Rect
    back: pygame.Rect
    islands: dict[int, pygame.Rect]


def chart_layout(theme: th.Theme, width: int, height: int) -> ChartLayout:
    """Where the title, the difficulty buttons, the chart, the side note and the bottom row go
    (a pure step of the window size and the UI scale)."""
    u = theme.u
    m = u(30)
    bw, bh = u(150), u(46)
    difficulty = tuple(
        pygame.Rect(width - m - (len(DIFFICULTIES) - i) * (bw + u(10)) + u(10), u(22), bw, bh)
        for i in range(len(DIFFICULTIES))
    )
    label_w = theme.font("text-bold", th.SIZE_LABEL).size(_("Time stack:"))[0] + u(12)
    title = pygame.Rect(m, u(14), difficulty[0].x - label_w - u(20) - m, u(62))
    bottom_h = u(84)
    body = pygame.Rect(m, u(90), width - 2 * m, height - u(90) - bottom_h - u(30))
    info_w = max(u(260), int(body.width * 0.3))
    chart = pygame.Rect(body.x, body.y, body.width - info_w - u(16), body.height)
    info = pygame.Rect(chart.right + u(16), body.y, info_w, body.height)
    back = pygame.Rect(m, height - u(20) - bottom_h, u(170), bottom_h)
    solo = pygame.Rect(back.right + u(16), back.y, width - m - back.right - u(16), bottom_h)
    side = int(min(chart.width * 0.12, chart.height * 0.21))
    islands = {}
    for number in range(1, mission_count() + 1):
        fx, fy = SPOTS[(number - 1) % len(SPOTS)]
        pad = side // 2 + u(6)
        cx = chart.x + pad + int(fx * (chart.width - 2 * pad))
        cy = chart.y + pad + int(fy * (chart.height - 2 * pad))
        islands[number] = pygame.Rect(cx - side // 2, cy - side // 2, side, side)
    return ChartLayout(title, difficulty, chart, info, solo, back, islands)


class CampaignMap(Scene):
    """The sea chart of the campaign; won missions carry a seal, harder wins a crown."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.record, self.message = load_record()
        self.difficulty = "standard"
        self.cards: list[tuple[pygame.Rect, int | None]] = []
        self._tips: list[tuple[pygame.Rect, str]] = []

    def next_mission(self) -> int:
        """The first mission not won yet (the last one when all are)."""
        count = mission_count()
        return next((n for n in range(1, count + 1) if not self.record.won(n)), count)

    def best_line(self) -> str:
        """ "Best score 132 · Enchanting city", or that there is none yet."""
        best = self.record.best_score
        if best is None:
            return _("No score yet")
        rating = _(self.record.best_rating)
        return _("Best score {points} · {rating}").format(points=best, rating=rating)

    def stack_words(self) -> str:
        """The chosen time stack by name ("standard", "harder")."""
        return _(DIFFICULTY_NAMES[self.difficulty])

    def status(self, number: int) -> str:
        if self.record.won(number):
            return "won"
        return "next" if number == self.next_mission() else "later"

    def layout(self, width: int, height: int) -> None:
        self.shape = chart_layout(self.theme, width, height)
        self.difficulty_buttons = [
            Button(
                rect,
                _capitalized(_(DIFFICULTY_NAMES[name])),
                lambda n=name: self._set_difficulty(n),
                style="brass" if name == self.difficulty else "parchment",
                selected=name == self.difficulty,
                size=th.SIZE_LABEL,
                tooltip=_(STACK_TIPS[name]),
            )
            for rect, name in zip(self.shape.difficulty, DIFFICULTIES, strict=True)
        ]
        back = Button(self.shape.back, _("Back"), self._back, icon_name="return-arrow")
        self.widgets = [*self.difficulty_buttons, back]
        self.cards = [(rect, number) for number, rect in self.shape.islands.items()]
        self.cards.append((self.shape.solo, None))
        self._tips = [(rect, self._tip(number)) for rect, number in self.cards]

    def _tip(self, number: int | None) -> str:
        if number is None:
            click = _("Click to play a normal solo game ({difficulty} time stack)")
            return f"{self.best_line()} · {click.format(difficulty=self.stack_words())}"
        record = self.record.mission(number)
        title = _("Mission {number}: {title}").format(number=number, title=mission_title(number))
        tip = [title, *mission_goals(number)]
        if record.most_cards_left is not None:
            n = record.most_cards_left
            spare = ngettext(
                "best win: {count} time-stack card to spare",
                "best win: {count} time-stack cards to spare",
                n,
            )
            tip.append(spare.format(count=n))
        click = _("Click to play it ({difficulty} time stack)")
        tip.append(click.format(difficulty=self.stack_words()))
        return " · ".join(tip)

    def _set_difficulty(self, name: str) -> None:
        self.difficulty = name
        self.layout(*self.app.size)
        self.app.dirty = True

    # -- drawing -------------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)

    def draw(self, surface: pygame.Surface) -> None:
        u, theme = self.u, self.theme
        super().draw(surface)
        theme.draw_text(
            surface,
            _("Anno 1800 · Campaign"),
            self.shape.title,
            face="display-bold",
            size=44,
            colour=th.BRASS_LIGHT,
            max_lines=1,
        )
        label = theme.text(_("Time stack:"), "text-bold", th.SIZE_LABEL, th.CREAM)
        first = self.shape.difficulty[0]
        surface.blit(label, label.get_rect(midright=(first.x - u(12), first.centery)))
        self._draw_chart(surface)
        hovered = self._hovered()
        for number, rect in self.shape.islands.items():
            self._draw_island(surface, rect, number, hovered == number)
        self._draw_info(surface, hovered or self.next_mission())
        self._draw_solo_card(surface, self.shape.solo, hovered == 0)
        if self.message:
            box = self.shape.info.copy()
            box.height = u(60)
            box.bottom = self.shape.info.bottom
            theme.draw_text(surface, self.message, box, size=th.SIZE_SMALL, colour=th.ALERT)

    def _hovered(self) -> int | None:
        """The mission under the pointer, 0 for the normal solo game, None for nothing."""
        for rect, number in self.cards:
            if rect.collidepoint(self.app.mouse):
                return 0 if number is None else number
        return None

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """A framed parchment chart: the water, waves, a compass rose, the dotted route."""
        u = self.u
        chart = self.shape.chart
        pygame.draw.rect(surface, th.PARCHMENT, chart.inflate(u(16), u(16)), border_radius=u(8))
        pygame.draw.rect(surface, CHART_SEA, chart, border_radius=u(6))
        rnd = random.Random(5)
        for _wave in range(28):
            x = chart.x + int(rnd.random() * (chart.width - u(30)))
            y = chart.y + u(8) + int(rnd.random() * (chart.height - u(16)))
            for k in range(2):
                arc = pygame.Rect(x + k * u(12), y, u(12), u(8))
                pygame.draw.arc(surface, WAVE, arc, 0.2, math.pi - 0.2, max(1, u(2)))
        self._draw_compass(surface, (chart.right - u(46), chart.bottom - u(46)), u(34))
        centres = [rect.center for rect in self.shape.islands.values()]
        for a, b in itertools.pairwise(centres):
            steps = max(1, int(math.dist(a, b) // u(12)))
            for k in range(0, steps, 2):
                t = k / steps
                dot = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
                pygame.draw.circle(surface, th.WOOD, dot, max(2, u(3)))
        pygame.draw.rect(surface, th.WOOD, chart, max(1, u(2)), border_radius=u(6))

    def _draw_compass(self, surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
        x, y = centre
        pygame.draw.circle(surface, th.CREAM, centre, r, max(1, r // 12))
        for angle, length in (
            (0, r),
            (90, r),
            (180, r),
            (270, r),
            (45, r // 2),
            (135, r // 2),
            (225, r // 2),
            (315, r // 2),
        ):
            a = math.radians(angle)
            tip = (x + math.sin(a) * length, y - math.cos(a) * length)
            left = (x + math.sin(a - 1.4) * r * 0.14, y - math.cos(a - 1.4) * r * 0.14)
            right = (x + math.sin(a + 1.4) * r * 0.14, y - math.cos(a + 1.4) * r * 0.14)
            colour = th.WOOD_DARK if angle == 0 else th.WOOD
            pygame.draw.polygon(surface, colour, [tip, left, right])

    def _draw_island(
        self, surface: pygame.Surface, rect: pygame.Rect, number: int, hovered: bool
    ) -> None:
        """The mission's island: sand and green (grey when not reached), its number on a
        seal, a laurel when won, a crown for a harder win, a brass ring on the next one."""
        u, theme = self.u, self.theme
        status = self.status(number)
        r = rect.width / 2
        cx, cy = rect.center
        coast = [(cx + px * r, cy + py * r) for px, py in island_outline(number)]
        inland = [(cx + px * r * 0.62, cy + py * r * 0.62) for px, py in island_outline(number)]
        later = status == "later"
        pygame.draw.polygon(surface, GREY_SAND if later else SAND, coast)
        pygame.draw.polygon(surface, GREY_GRASS if later else GRASS, inland)
        rim = th.BRASS_LIGHT if hovered else th.WOOD
        pygame.draw.polygon(surface, rim, coast, max(1, u(3 if hovered else 2)))
        if status == "next":
            pygame.draw.circle(surface, th.BRASS_LIGHT, rect.center, int(r * 1.02), max(2, u(3)))
        seal_r = max(u(10), int(r * 0.36))
        colour = WON_GREEN if status == "won" else th.DIM if later else th.WOOD
        pygame.draw.circle(surface, colour, rect.center, seal_r)
        pygame.draw.circle(surface, th.CREAM, rect.center, seal_r, max(1, u(2)))
        box = pygame.Rect(0, 0, 2 * seal_r, 2 * seal_r)
        box.center = rect.center
        theme.draw_text(
            surface,
            str(number),
            box,
            face="display-bold",
            size=th.SIZE_HEADING,
            colour=th.CREAM,
            align="center",
        )
        record = self.record.mission(number)
        if status == "won":
            mark = "crown" if record.harder else "laurels-trophy"
            img = icon(mark, max(u(14), int(r * 0.55)), th.BRASS)
            surface.blit(img, img.get_rect(center=(cx + int(r * 0.62), cy - int(r * 0.5))))

    def _draw_info(self, surface: pygame.Surface, number: int) -> None:
        """The side note: the mission's name, where it stands, its goals and your best win."""
        u, theme = self.u, self.theme
        box = self.shape.info
        pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(10))
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, max(1, u(2)), border_radius=u(10))
        inner = box.inflate(-u(24), -u(24))
        record = self.record.mission(number)
        wins = [d for d in DIFFICULTIES if getattr(record, d)]
        status = _(STATUS[self.status(number)])
        lines = [_("Mission {number} \u00b7 {status}").format(number=number, status=status)]
        head = pygame.Rect(inner.x, inner.y, inner.width, u(30))
        theme.draw_text(surface, lines[0], head, face="text-bold", colour=th.WOOD, max_lines=1)
        title = pygame.Rect(inner.x, head.bottom, inner.width, u(64))
        theme.draw_text(
            surface, mission_title(number), title, face="display-bold", size=th.SIZE_HEADING - 4
        )
        goals = (f"\u2022 {g}" for g in mission_goals(number))
        text = [_("Goals, all at the same time:"), *goals]
        if len(wins) > 1:
            text.append("\n" + _("Won on the standard and the harder time stack"))
        elif wins:
            won = _("Won on the {difficulty} time stack")
            text.append("\n" + won.format(difficulty=_(DIFFICULTY_NAMES[wins[0]])))
        if record.most_cards_left is not None:
            n = record.most_cards_left
            spare = ngettext(
                "Best win: {count} time-stack card to spare",
                "Best win: {count} time-stack cards to spare",
                n,
            )
            text.append(spare.format(count=n))
        click = _("Click its island to play it ({difficulty} time stack).")
        text.append("\n" + click.format(difficulty=self.stack_words()))
        body = pygame.Rect(inner.x, title.bottom + u(6), inner.width, inner.bottom - title.bottom)
        if self.message:
            body.height -= u(66)
        theme.draw_text(surface, "\n".join(text), body, size=th.SIZE_SMALL, valign="top")

    def _draw_solo_card(self, surface: pygame.Surface, rect: pygame.Rect, hovered: bool) -> None:
        u, theme = self.u, self.theme
        face = (246, 234, 204) if hovered else th.PARCHMENT
        pygame.draw.rect(surface, face, rect, border_radius=u(10))
        rim = th.BRASS_LIGHT if hovered else th.WOOD_LIGHT
        pygame.draw.rect(surface, rim, rect, max(2, u(3 if hovered else 2)), border_radius=u(10))
        px = rect.height - u(24)
        surface.blit(icon("crown", px, th.BRASS), (rect.x + u(14), rect.y + u(12)))
        x = rect.x + px + u(30)
        best = self.record.best_score
        line = self.best_line()
        right_w = min(rect.width // 3, theme.font("text-bold", th.SIZE_LABEL).size(line)[0] + u(8))
        words = pygame.Rect(x, rect.y + u(6), rect.right - x - right_w - u(24), rect.height - u(12))
        text = (
            _("Normal solo game")
            + "\n"
            + _("Build the best city you can before the time stack runs out.")
        )
        theme.draw_text(surface, text, words, face="text", colour=th.INK, valign="center")
        score = pygame.Rect(rect.right - right_w - u(16), rect.y, right_w, rect.height)
        face_name = "italic" if best is None else "text-bold"
        theme.draw_text(surface, line, score, face=face_name, size=th.SIZE_LABEL, align="right")

    # -- input ---------------------------------------------------------------------------------

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
                    self.choose(number)
                    return True
        return False

    def choose(self, mission: int | None) -> None:
        """Start `mission`; one not reached yet asks first (the campaign is told in order)."""
        if mission is None or self.status(mission) != "later":
            self.start(mission)
            return
        nxt = self.next_mission()
        self.app.push(
            Dialog(
                self.app,
                _("Mission {number}: {title}").format(number=mission, title=mission_title(mission)),
                _(
                    "The campaign's next mission is Mission {number}; this one comes later. "
                    "Play it anyway?"
                ).format(number=nxt),
                [(_("Play it"), lambda: self.start(mission)), (_("Not now"), None)],
            )
        )

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
