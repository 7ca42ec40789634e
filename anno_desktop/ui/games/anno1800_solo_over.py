"""Anno 1800 solo's game-over sheet: Victory or Defeat and why, the mission's goals one by one
(met or missed, with how far they got), the time-stack cards to spare and the best win so far,
or the normal solo game's score by source, its rating and the best score; then what a player
wants next: the next mission, another try, the campaign map, a look at the board."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from anno_desktop import games
from anno_desktop.engine.i18n import _, listing, ngettext
from anno_desktop.engine.match import Match
from anno_desktop.games.anno1800_solo.table import DIFFICULTIES as DIFFICULTY_NAMES
from anno_desktop.games.anno1800_solo.table import (
    GoalPlace,
    build_table,
    mission_count,
    mission_title,
    rating_ladder,
)
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import display_ready
from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord
from anno_desktop.ui.scene import Scene, new_scene
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.widgets.button import Button, ButtonEntry, button_row
from anno_desktop.ui.widgets.dialog import dim
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

GOOD = (46, 110, 52)
Line = tuple[str, th.Colour]
ROW_UNITS = 54  # a goal or a source of influence, in the larger type
ROW_TYPE = th.SIZE_BODY + 2
LINE_UNITS = 56  # a line of the record, up to two lines of type
RUNG_UNITS = 32  # a rating of the normal solo game's ladder


def _cards(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n).format(count=n)


class SoloGameOver(GameOver):
    """A sheet of its own over the dimmed table (the shared card's ranking of one player says
    little): the goals or the score on the left, the record on the right, four buttons."""

    def __init__(
        self, app: App, match: Match, record: CampaignRecord, message: str | None = None
    ) -> None:
        super().__init__(app, match)
        self.record = record
        self.message = message
        options = match.options
        self.campaign = getattr(options, "mode", "campaign") == "campaign"
        self.mission = int(getattr(options, "mission", 1) or 1) if self.campaign else None
        self.difficulty = getattr(options, "difficulty", "standard")
        result = match.result()
        self.won = bool(result and result.winners)
        self.table = build_table(match.view(0), [], 0)
        self.goals = [p for p in self.table.places if isinstance(p, GoalPlace)]
        self.lines = self._lines()
        self.why = self._why()

    # -- what it says ------------------------------------------------------------------------

    def title(self) -> str:
        if self.mission is None:
            return _("Normal solo game")
        return _("Mission {number}: {title}").format(
            number=self.mission, title=mission_title(self.mission)
        )

    def _why(self) -> str:
        """How the game ended, in a sentence (the engine's reason says "victory")."""
        if self.mission is None:
            return _("Rating: {rating}").format(rating=self.reason)
        met = sum(g.met for g in self.goals)
        stack = self.table.place("stack")
        left = stack.number("left") if stack is not None else 0
        if self.won:
            return _("Every goal held at once, with {cards} of the time stack left").format(
                cards=_cards(left)
            )
        if ":" in self.reason:
            detail = self.reason.split(":", 1)[1].strip()
            return detail[:1].upper() + detail[1:]
        return _("The time stack ran out with {met} of {count} goals met").format(
            met=met, count=len(self.goals)
        )

    def _lines(self) -> list[Line]:
        """The record side of the sheet, one (text, colour) per line."""
        result = self.match.result()
        lines: list[Line] = []
        stack = _(DIFFICULTY_NAMES.get(self.difficulty, self.difficulty))
        if self.mission is not None:
            if self.won and result is not None:
                spare = int(result.scores[0])
                words = _("Won on the {difficulty} time stack, {cards} to spare").format(
                    difficulty=stack, cards=_cards(spare)
                )
                lines.append((words, GOOD))
            else:
                words = _("Not won on the {difficulty} time stack").format(difficulty=stack)
                lines.append((words, th.ALERT))
            best = self.record.mission(self.mission)
            if best.most_cards_left is not None:
                words = _("Best win so far: {cards} to spare")
                lines.append((words.format(cards=_cards(best.most_cards_left)), th.INK))
            marks = [_(DIFFICULTY_NAMES[d]) for d in ("standard", "harder") if getattr(best, d)]
            if marks:
                won = _("Won on: {difficulties}").format(difficulties=listing(marks))
                lines.append((won, th.INK))
            done = sum(self.record.won(n) for n in range(1, mission_count() + 1))
            words = _("Campaign: {won} of {count} missions won")
            lines.append((words.format(won=done, count=mission_count()), th.INK_SOFT))
        else:
            points = int(result.scores[0]) if result else 0
            if self.record.best_score is not None:
                best = _("Best score {points} ({rating})").format(
                    points=self.record.best_score, rating=_(self.record.best_rating)
                )
                if self.record.best_score == points:
                    best = _("{best}, this game").format(best=best)
                lines.append((best, th.INK_SOFT))
        if self.message:
            lines.append((self.message, th.ALERT))
        return lines

    def rows(self) -> list[tuple[str, str, bool | None]]:
        """The left side: each goal (words, how far, met) or each source of the score."""
        if self.mission is not None:
            out = []
            for goal in self.goals:
                if goal.at_most:
                    words = _("{current} (at most {target})")
                else:
                    words = _("{current} of {target}")
                out.append(
                    (goal.label, words.format(current=goal.current, target=goal.target), goal.met)
                )
            return out
        return [
            (p.label, str(p.number("points")), None)
            for p in self.table.places
            if p.kind == "score" and p.key != "score"
        ]

    # -- where it goes -----------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        u = self.u
        self._under = None
        # As tall as the goals or the score and the record need, no emptier.
        fitted = u(130) + self._content_height() + u(62) + 2 * u(18) + u(16)
        w, h = min(u(1000), width - u(32)), min(u(660), height - u(32), fitted)
        self.panel = Panel(pygame.Rect(0, 0, w, h))
        self.panel.rect.center = (width // 2, height // 2)
        inner = self.panel.inner(self.theme, 18)
        headline = _("Victory!") if self.won else _("Defeat")
        result = self.match.result()
        if self.mission is None and result is not None:
            headline = _("{points} influence").format(points=int(result.scores[0]))
        self.widgets = [
            self.panel,
            Label(
                (inner.x, inner.y, inner.width, u(46)),
                headline,
                face="display-bold",
                size=th.SIZE_HEADING + 6,
                align="center",
            ),
            Label(
                (inner.x, inner.y + u(48), inner.width, u(30)),
                self.title(),
                face="display-bold",
                size=th.SIZE_LABEL,
                align="center",
            ),
            Label(
                (inner.x, inner.y + u(80), inner.width, u(44)),
                self.why,
                face="italic",
                colour=th.INK_SOFT,
                align="center",
                wrap=True,
            ),
        ]
        self.body = pygame.Rect(inner.x, inner.y + u(130), inner.width, 0)
        self.body.height = inner.bottom - u(62) - self.body.y
        self.widgets += self._buttons(inner)

    def _content_height(self) -> int:
        """The taller side of the body: the goals or sources, or the record (with the ladder
        of ratings in the normal solo game), under its heading."""
        u = self.u
        head = self.theme.font("display-bold", th.SIZE_LABEL).get_linesize() + u(6)
        left = len(self.rows()) * u(ROW_UNITS)
        right = len(self.lines) * u(LINE_UNITS)
        if self.mission is None:
            right += len(rating_ladder()) * u(RUNG_UNITS) + u(10)
        return head + max(left, right)

    def _buttons(self, inner: pygame.Rect) -> list[Button]:
        u = self.u
        nxt = self.mission is not None and self.won and self.mission < mission_count()
        entries: list[ButtonEntry] = [
            (_("Next mission"), self._next, "sailboat", _("Play the next mission of the campaign"))
            if nxt
            else (
                _("Review"),
                self._review,
                "scroll-unfurled",
                _("Step through the game move by move"),
            ),
            (_("Try again"), self._again, "return-arrow", _("The same game again, new cards")),
            (_("Campaign map"), self._map, "compass", _("The ten missions and your record")),
            (_("See board"), self._close, "island", _("Close this and look at the final board")),
        ]
        row = pygame.Rect(inner.x, inner.bottom - u(48), inner.width, u(48))
        return button_row(row, entries, u(14))

    # -- drawing -------------------------------------------------------------------------------

    # The sheet lays the scenes below itself as one picture (see `draw_background`).
    opaque = True
    _under: pygame.Surface | None = None

    def draw_background(self, surface: pygame.Surface) -> None:
        """The table below, dimmed round the sheet, from a picture drawn once: nothing under
        the sheet can change while it is open (only the top scene gets time and input)."""
        size = surface.get_size()
        if self._under is None or self._under.get_size() != size:
            self._under = self._picture_below(size)
        surface.blit(self._under, (0, 0))

    def _picture_below(self, size: tuple[int, int]) -> pygame.Surface:
        stack = self.app.stack
        below = stack[: stack.index(self)] if self in stack else []
        first = max((i for i, scene in enumerate(below) if scene.opaque), default=0)
        picture = display_ready(pygame.Surface(size))
        picture.fill(th.SEA_DEEP)
        for scene in below[first:]:
            scene.draw(picture)
        # Under the sheet the table would never show.
        dim(picture, 120, covered=self.panel.core(self.theme))
        return picture

    def forget_pictures(self) -> None:
        self._under = None

    def draw(self, surface: pygame.Surface) -> None:
        Scene.draw(self, surface)
        u = self.u
        half = (self.body.width - u(24)) // 2
        left = pygame.Rect(self.body.x, self.body.y, half, self.body.height)
        right = pygame.Rect(self.body.right - half, self.body.y, half, self.body.height)
        self._draw_rows(surface, left)
        self._draw_record(surface, right)

    def _heading(self, surface: pygame.Surface, box: pygame.Rect, words: str, name: str) -> int:
        u, theme = self.u, self.theme
        head_h = theme.font("display-bold", th.SIZE_LABEL).get_linesize()
        surface.blit(icon(name, u(24), th.WOOD), (box.x, box.y))
        head = pygame.Rect(box.x + u(32), box.y, box.width - u(32), head_h)
        theme.draw_text(surface, words, head, face="display-bold", size=th.SIZE_LABEL, max_lines=1)
        return head.bottom + u(6)

    def _draw_rows(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Each goal with a tick or a cross, how far it got and a bar of it (or each source of
        points), in the larger type."""
        rows = self.rows()
        words = _("Goals") if self.mission is not None else _("Influence by source")
        y = self._heading(surface, box, words, "laurels-trophy")
        row_h = min(self.u(ROW_UNITS), (box.bottom - y) // max(1, len(rows)))
        goals: list[GoalPlace | None] = list(self.goals) if self.mission is not None else []
        goals += [None] * (len(rows) - len(goals))
        for (label, value, met), goal in zip(rows, goals, strict=True):
            self._draw_row(surface, pygame.Rect(box.x, y, box.width, row_h), label, value, met)
            if goal is not None and not goal.at_most and goal.target > 0:
                self._draw_progress(surface, pygame.Rect(box.x, y, box.width, row_h), goal)
            y += row_h

    def _draw_row(
        self, surface: pygame.Surface, row: pygame.Rect, label: str, value: str, met: bool | None
    ) -> None:
        u, theme = self.u, self.theme
        colour = th.INK if met is None else GOOD if met else th.ALERT
        words = row.inflate(0, -u(12)) if met is not None else row
        if met is not None:
            mark = "\u2713" if met else "\u2717"
            box_mark = pygame.Rect(row.x, words.y, u(24), words.height)
            theme.draw_text(surface, mark, box_mark, face="text-bold", size=ROW_TYPE, colour=colour)
        value_w = theme.font("text-bold", ROW_TYPE).size(value)[0] + u(6)
        text = pygame.Rect(row.x + u(28), words.y, row.width - u(28) - value_w, words.height)
        theme.draw_text(surface, label, text, size=ROW_TYPE, colour=colour, max_lines=2)
        num = pygame.Rect(row.right - value_w, words.y, value_w, words.height)
        theme.draw_text(
            surface, value, num, face="text-bold", size=ROW_TYPE, colour=colour, align="right"
        )
        pygame.draw.line(surface, th.PARCHMENT_DARK, row.bottomleft, row.bottomright)

    def _draw_progress(self, surface: pygame.Surface, row: pygame.Rect, goal: GoalPlace) -> None:
        """How far toward its target a goal got, as a thin bar along the foot of its row."""
        u = self.u
        track = pygame.Rect(row.x + u(28), row.bottom - u(9), row.width - u(28), u(5))
        pygame.draw.rect(surface, th.PARCHMENT_DARK, track, border_radius=u(2))
        share = min(1.0, goal.current / goal.target)
        done = pygame.Rect(track.x, track.y, int(track.width * share), track.height)
        if done.width:
            colour = GOOD if goal.met else th.BRASS
            pygame.draw.rect(surface, colour, done, border_radius=u(2))

    def _draw_record(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        u, theme = self.u, self.theme
        words = _("This mission") if self.mission is not None else _("Your score")
        y = self._heading(surface, box, words, "hourglass" if self.mission else "crown")
        if self.mission is None:
            y = self._draw_ladder(surface, pygame.Rect(box.x, y, box.width, u(RUNG_UNITS)))
            y += u(10)
        line = theme.font("text", th.SIZE_BODY).get_linesize()
        for text, colour in self.lines:
            fitted = theme.measure(text, box.width, size=th.SIZE_BODY, max_lines=2)
            row = pygame.Rect(box.x, y, box.width, len(fitted.lines) * line + u(4))
            theme.draw_text(surface, text, row, colour=colour, max_lines=2, valign="top")
            y = row.bottom + u(10)

    def _draw_ladder(self, surface: pygame.Surface, rung: pygame.Rect) -> int:
        """The normal solo game's ratings best first, the one this score reached marked; the
        foot of the ladder is returned."""
        u, theme = self.u, self.theme
        result = self.match.result()
        points = int(result.scores[0]) if result else 0
        ladder = rating_ladder()
        reached = next((name for least, name in ladder if points >= least), ladder[-1][1])
        for least, name in ladder:
            here = name == reached
            if here:
                pygame.draw.rect(surface, (236, 212, 150), rung, border_radius=u(5))
                pygame.draw.rect(surface, th.BRASS, rung, max(1, u(2)), border_radius=u(5))
            colour = th.INK if points >= least else th.INK_SOFT
            face = "text-bold" if here else "text"
            words = rung.inflate(-u(16), 0)
            theme.draw_text(surface, name, words, face=face, colour=colour, max_lines=1)
            theme.draw_text(
                surface,
                _("from {points}").format(points=least),
                words,
                face=face,
                colour=colour,
                align="right",
            )
            rung = rung.move(0, rung.height)
        return rung.y

    # -- what next -------------------------------------------------------------------------------

    def _next(self) -> None:
        """The next mission on the same time stack."""
        options = self.match.options
        rules = games.get_game(self.match.rules.id).rules
        values = {**options.model_dump(), "mission": (self.mission or 0) + 1}
        nxt = rules.options_model.model_validate(values)
        seed = random.SystemRandom().randrange(1, 2**31)
        flow.open_match(self.app, flow.new_match(rules.id, nxt, self.match.seats, seed))

    def _map(self) -> None:
        self.app.reset(new_scene(self.app, "MainMenu"), CampaignMap(self.app))
