"""Game over: the ranking with scores, why the game ended, and what to do next."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.match import Match
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scene import Scene, reset_to
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import dim
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


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

    def on_enter(self) -> None:
        humans = [s for s, seat in enumerate(self.match.seats) if seat.is_human]
        won = any(won for seat, _, won in self.ranking if seat in humans)
        self.app.sounds.play("fanfare" if won or not humans else "defeat")

    def layout(self, width: int, height: int) -> None:
        u = self.u
        rows = len(self.ranking)
        w, h = min(u(620), width - u(40)), u(236) + rows * u(52)
        self.panel = Panel(pygame.Rect(0, 0, w, min(h, height - u(20))))
        self.panel.rect.center = (width // 2, height // 2)
        inner = self.panel.inner(self.theme, 18)
        winners = [self.match.seats[s].name for s, _, won in self.ranking if won]
        if len(self.match.seats) == 1:
            headline = "Victory!" if winners else "Defeat"
        elif not winners:
            headline = "Game over"
        elif len(winners) == 1:
            headline = f"{winners[0]} wins!"
        else:
            headline = f"{' and '.join(winners)} share the win"
        self.widgets = [
            self.panel,
            Label(
                (inner.x, inner.y, inner.width, u(44)),
                headline,
                face="display-bold",
                size=th.SIZE_HEADING + 6,
                align="center",
            ),
            Label(
                (inner.x, inner.y + u(50), inner.width, u(50)),
                self.reason,
                face="italic",
                size=th.SIZE_LABEL,
                colour=th.INK_SOFT,
                align="center",
                wrap=True,
            ),
        ]
        self._rows_top = inner.y + u(110)
        bw, bh = (inner.width - 2 * u(14)) // 3, u(48)
        y = inner.bottom - bh
        self.widgets += [
            Button(
                (inner.x, y, bw, bh), "Play again", self._again, style="brass", icon_name="sailboat"
            ),
            Button((inner.x + bw + u(14), y, bw, bh), "Main menu", self._menu, icon_name="compass"),
            Button(
                (inner.x + 2 * (bw + u(14)), y, bw, bh),
                "See board",
                self._close,
                icon_name="island",
                tooltip="Close this and look at the final board.",
            ),
        ]

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface, 120)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        u, theme = self.u, self.theme
        inner = self.panel.inner(theme, 18)
        y = self._rows_top
        for place, (seat, score, won) in enumerate(self.ranking, start=1):
            row = pygame.Rect(inner.x, y, inner.width, u(46))
            if won:
                pygame.draw.rect(surface, (234, 208, 140), row, border_radius=u(6))
            pygame.draw.line(surface, th.PARCHMENT_DARK, row.bottomleft, row.bottomright)
            place_img = theme.text(f"{place}.", "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(place_img, (row.x + u(8), row.centery - place_img.get_height() // 2))
            look = th.player_look(self.match.seats[seat].colour, seat)
            draw_marker(surface, look, (row.x + u(64), row.centery), u(13))
            name = self.match.seats[seat].name
            img = theme.text(
                theme.fit(name, "text-bold", th.SIZE_LABEL, row.width - u(260)),
                "text-bold",
                th.SIZE_LABEL,
                th.INK,
            )
            surface.blit(img, (row.x + u(90), row.centery - img.get_height() // 2))
            if won:
                crown = icon("crown", u(28), th.BRASS)
                surface.blit(crown, (row.x + u(96) + img.get_width(), row.centery - u(15)))
            sc = theme.text(_score(score), "text-bold", th.SIZE_HEADING - 4, th.INK)
            surface.blit(
                sc, (row.right - u(12) - sc.get_width(), row.centery - sc.get_height() // 2)
            )
            y += u(52)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
        return True

    def _again(self) -> None:
        match = self.match
        fresh = flow.new_match(match.rules.id, match.options, match.seats, match.seed + 1)
        flow.open_match(self.app, fresh)

    def _menu(self) -> None:
        reset_to(self.app, "MainMenu")

    def _close(self) -> None:
        self.app.pop(self)
