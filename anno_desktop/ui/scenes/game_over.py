"""Game over: the ranking with scores, why the game ended, the game's statistics (the dice
rolled against fair dice, each player's points over the game) and what to do next, the game
review among it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.ai.review import GameRecord
from anno_desktop.ai.review_stats import dice_rolled, has_statistics, tally
from anno_desktop.engine.i18n import _, listing, ngettext, number
from anno_desktop.engine.match import Match
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scene import Scene, push_scene, reset_to
from anno_desktop.ui.widgets import chart
from anno_desktop.ui.widgets.button import Button, ButtonEntry, button_row
from anno_desktop.ui.widgets.dialog import dim
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else number(value, 1)


class GameOver(Scene):
    opaque = False

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        result = match.result()
        scores = list(result.scores) if result else [0.0] * len(match.seats)
        winners = set(result.winners) if result else set()
        self.reason = result.reason if result else ""
        order = sorted(range(len(match.seats)), key=lambda s: (s not in winners, -scores[s], s))
        self.ranking = [
            (seat, scores[seat] if seat < len(scores) else 0.0, seat in winners) for seat in order
        ]
        record = GameRecord.replay(match) if has_statistics(match.rules.id) else None
        self.dice = dice_rolled(match.rules.id, record.events, record.states[0]) if record else None
        self.tally = tally(record) if record else None
        self.charts: list[tuple[str, pygame.Rect]] = []

    def on_enter(self) -> None:
        humans = [s for s, seat in enumerate(self.match.seats) if seat.is_human]
        won = any(won for seat, _, won in self.ranking if seat in humans)
        self.app.sounds.play("fanfare" if won or not humans else "defeat")

    def layout(self, width: int, height: int) -> None:
        u = self.u
        rows = len(self.ranking)
        stats = self.dice is not None or self.tally is not None
        w = min(u(620) + (u(460) if stats else 0), width - u(40))
        h = max(u(236) + rows * u(52), u(470) if stats else 0)
        self.panel = Panel(pygame.Rect(0, 0, w, min(h, height - u(20))))
        self.panel.rect.center = (width // 2, height // 2)
        inner = self.panel.inner(self.theme, 18)
        side = min(u(440), int(inner.width * 0.45)) if stats else 0
        self.rank_width = inner.width - (side + u(20) if stats else 0)
        self.widgets = [self.panel, *self._headlines(inner)]
        self._rows_top = inner.y + u(110)
        self.widgets += self._buttons(inner)
        self.charts = []
        if stats:
            box = pygame.Rect(inner.right - side, inner.y, side, inner.height - u(62))
            self.widgets += self._statistics(box)

    def _headlines(self, inner: pygame.Rect) -> list[Label]:
        """Who won, in big letters, and why the game ended."""
        u = self.u
        winners = [self.match.seats[s].name for s, _, won in self.ranking if won]
        if len(self.match.seats) == 1:
            headline = _("Victory!") if winners else _("Defeat")
        elif not winners:
            headline = _("Game over")
        elif len(winners) == 1:
            headline = _("{name} wins!").format(name=winners[0])
        else:
            headline = _("{names} share the win").format(names=listing(winners))
        width = self.rank_width
        return [
            Label(
                (inner.x, inner.y, width, u(44)),
                headline,
                face="display-bold",
                size=th.SIZE_HEADING + 6,
                align="center",
            ),
            Label(
                (inner.x, inner.y + u(50), width, u(50)),
                self.reason,
                face="italic",
                size=th.SIZE_LABEL,
                colour=th.INK_SOFT,
                align="center",
                wrap=True,
            ),
        ]

    def _buttons(self, inner: pygame.Rect) -> list[Button]:
        """Play again, review the game, the main menu, or a look at the final board."""
        u = self.u
        entries: list[ButtonEntry] = [
            (_("Play again"), self._again, "sailboat", None),
            (
                _("Review"),
                self._review,
                "scroll-unfurled",
                _("Step through the game move by move."),
            ),
            (_("Main menu"), self._menu, "compass", None),
            (_("See board"), self._close, "island", _("Close this and look at the final board.")),
        ]
        row = pygame.Rect(inner.x, inner.bottom - u(48), inner.width, u(48))
        return button_row(row, entries, u(14))

    def _statistics(self, box: pygame.Rect) -> list[Label]:
        """The headings and notes of the charts in `box`; the charts' rects for `draw`."""
        u = self.u
        parts: list[tuple[str, str, str]] = []
        if self.dice is not None:
            dice = self.dice
            note = ngettext(
                "{count} roll of {dice}; the blue dots are fair dice",
                "{count} rolls of {dice}; the blue dots are fair dice",
                dice.rolls,
            ).format(count=dice.rolls, dice=_(dice.rule.what))
            parts.append(("dice", _("Dice rolled"), note))
        if self.tally is not None:
            parts.append(
                ("tally", _(self.tally.heading), _("Each player in their colour, turn by turn"))
            )
        labels: list[Label] = []
        room = box.height // len(parts)
        for index, (kind, heading, note) in enumerate(parts):
            top = box.y + index * room
            labels.append(
                Label(
                    (box.x, top, box.width, u(30)),
                    heading,
                    face="display-bold",
                    size=th.SIZE_LABEL + 1,
                )
            )
            labels.append(
                Label(
                    (box.x, top + u(30), box.width, u(40)),
                    note,
                    face="italic",
                    size=th.SIZE_SMALL,
                    colour=th.INK_SOFT,
                    wrap=True,
                )
            )
            self.charts.append((kind, pygame.Rect(box.x, top + u(72), box.width, room - u(84))))
        return labels

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface, 120)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        u, theme = self.u, self.theme
        inner = self.panel.inner(theme, 18)
        self._draw_charts(surface)
        y = self._rows_top
        for place, (seat, score, won) in enumerate(self.ranking, start=1):
            row = pygame.Rect(inner.x, y, self.rank_width, u(46))
            if won:
                pygame.draw.rect(surface, (234, 208, 140), row, border_radius=u(6))
            pygame.draw.line(surface, th.PARCHMENT_DARK, row.bottomleft, row.bottomright)
            place_img = theme.text(f"{place}.", "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(place_img, (row.x + u(8), row.centery - place_img.get_height() // 2))
            look = th.player_look(self.match.seats[seat].colour, seat)
            draw_marker(surface, look, (row.x + u(64), row.centery), u(13))
            name = self.match.seats[seat].name
            box = pygame.Rect(row.x + u(90), row.y, row.width - u(260), row.height)
            fitted = theme.draw_text(
                surface,
                name,
                box,
                face="text-bold",
                size=th.SIZE_LABEL,
                colour=th.INK,
                max_lines=1,
            )
            if won:
                crown = icon("crown", u(28), th.BRASS)
                surface.blit(crown, (row.x + u(96) + fitted.width, row.centery - u(15)))
            sc = theme.text(_score(score), "text-bold", th.SIZE_HEADING - 4, th.INK)
            surface.blit(
                sc, (row.right - u(12) - sc.get_width(), row.centery - sc.get_height() // 2)
            )
            y += u(52)

    def _draw_charts(self, surface: pygame.Surface) -> None:
        for kind, rect in self.charts:
            if kind == "dice" and self.dice is not None:
                counts = self.dice.counts
                chart.draw_histogram(surface, self.theme, rect, counts, self.dice.expected_counts())
            elif kind == "tally" and self.tally is not None:
                seats = self.match.seats
                looks = [th.player_look(seats[s].colour, s) for s in range(len(seats))]
                chart.draw_lines(
                    surface, self.theme, rect, self.tally.values, looks, self.tally.turns
                )

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
        return True

    def _again(self) -> None:
        match = self.match
        fresh = flow.new_match(match.rules.id, match.options, match.seats, match.seed + 1)
        flow.open_match(self.app, fresh)

    def _review(self) -> None:
        push_scene(self.app, "Review", self.match)

    def _menu(self) -> None:
        reset_to(self.app, "MainMenu")

    def _close(self) -> None:
        self.app.pop(self)
