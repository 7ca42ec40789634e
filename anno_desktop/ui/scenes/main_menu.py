"""The main menu: Continue, New game, Load, Settings, Rules, Quit, over the open sea."""

from __future__ import annotations

from pathlib import Path

import pygame

from anno_desktop import games
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene, push_scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title, draw_watermark, game_icon
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel


class MainMenu(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._continue_tip = ""
        self._can_continue = False
        self._continue_path: Path | None = None
        self._card: Panel | None = None
        self._game_rows: list[tuple[str, str, int]] = []

    def _check_autosave(self) -> None:
        """Continue resumes the most recently saved game in progress."""
        self._continue_path = None
        in_progress = flow.games_in_progress()
        latest = flow.latest_in_progress(in_progress)
        if latest is None or latest.save is None:
            self._can_continue = False
            broken = next((info for info in in_progress if info.save is None), None)
            unplayable = next((info for info in in_progress if info.save is not None), None)
            if broken is not None:
                self._continue_tip = f"No game to continue. {broken.error}"
            elif unplayable is not None and unplayable.save is not None:
                title = flow.game_title(unplayable.save.game)
                self._continue_tip = f"The game in progress ({title}) is not installed."
            else:
                self._continue_tip = "No game in progress."
            return
        save = latest.save
        self._can_continue = True
        self._continue_path = latest.path
        title = flow.game_title(save.game)
        tip = f"Resume {title}, turn {save.turn} (saved {flow.saved_when(save)})."
        others = len(in_progress) - 1
        if others:
            games_word = "game" if others == 1 else "games"
            tip += f" {others} more {games_word} in progress under Load game."
        self._continue_tip = tip

    def on_enter(self) -> None:
        # Left-over temporary files and old finished games go before the menu lists anything.
        if flow.tidy_saves():
            self.layout(*self.app.size)

    def on_resume(self) -> None:
        self.layout(*self.app.size)

    def layout(self, width: int, height: int) -> None:
        self._check_autosave()
        u = self.u
        bw, bh, gap = u(340), u(54), u(14)
        entries = [
            ("Continue", "return-arrow", self._continue, self._can_continue, self._continue_tip),
            ("New game", "sailboat", self._new_game, True, "Choose a game, players and bots."),
            ("Load game", "chest", self._load, True, "Open a saved game."),
            ("Settings", "settings-knobs", self._settings, True, None),
            ("Rules", "rule-book", self._rules, True, "Read the rules of each game."),
            ("About", "quill-ink", self._about, True, "Version, licence and credits."),
            ("Quit", "exit-door", self.app.quit, True, None),
        ]
        panel_h = len(entries) * (bh + gap) - gap + 2 * u(34)
        top = max(u(200), (height - panel_h) // 2 + u(60))
        panel = Panel((u(100), top, bw + 2 * u(34), panel_h), kind="wood")
        self.widgets = [panel]
        y = top + u(34)
        for label, icon_name, action, enabled, tip in entries:
            style = "brass" if label == "Continue" and enabled else "wood"
            self.widgets.append(
                Button(
                    (u(134), y, bw, bh),
                    label,
                    action,
                    icon_name=icon_name,
                    enabled=enabled,
                    tooltip=tip,
                    style=style,
                    align="left",
                    size=th.SIZE_LABEL + 2,
                )
            )
            y += bh + gap
        # The games on this table, as a parchment card to the right of the menu.
        card_x = panel.rect.right + u(80)
        card_w = min(u(520), width - card_x - u(80))
        available = flow.playable_games()
        rows = max(1, len(available))
        card_h = u(110) + rows * u(64)
        self._card = None
        if card_w > u(260):
            self._card = Panel((card_x, top, card_w, card_h))
            self.widgets.insert(1, self._card)
            inner = self._card.inner(self.theme, 16)
            self.widgets.append(
                Label(
                    (inner.x, inner.y, inner.width, u(40)),
                    "Games on this table",
                    face="display-bold",
                    size=th.SIZE_HEADING,
                )
            )
            self._game_rows = []
            y = inner.y + u(54)
            for gid in available:
                self._game_rows.append((gid, flow.game_title(gid), y))
                y += u(64)
            if not available:
                self.widgets.append(
                    Label(
                        (inner.x, y, inner.width, u(60)),
                        "No games are installed yet.",
                        face="italic",
                        size=th.SIZE_LABEL,
                        colour=th.INK_SOFT,
                    )
                )

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        w, h = surface.get_size()
        draw_watermark(
            surface, self.theme, "compass", (w - self.u(170), h - self.u(150)), self.u(360)
        )
        draw_title(surface, self.theme, "Anno Desktop", (self.u(100), self.u(56)))
        sub = self.theme.text(
            "Colonial trading games for one table and many captains",
            "italic",
            th.SIZE_HEADING,
            th.PARCHMENT,
        )
        surface.blit(sub, (self.u(104), self.u(56) + self.u(78)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self._card is None:
            return
        inner = self._card.inner(self.theme, 16)
        for gid, title, y in self._game_rows:
            row = self._row_rect(inner, y)
            if row.collidepoint(self.app.mouse):
                pygame.draw.rect(surface, (236, 212, 150), row, border_radius=self.u(8))
                pygame.draw.rect(surface, th.BRASS, row, max(1, self.u(2)), border_radius=self.u(8))
            px = self.u(40)
            surface.blit(icon(game_icon(gid), px, th.WOOD), (inner.x, y + self.u(4)))
            name = self.theme.text(
                self.theme.fit(
                    title, "display-bold", th.SIZE_HEADING - 4, inner.width - px - self.u(16)
                ),
                "display-bold",
                th.SIZE_HEADING - 4,
                th.INK,
            )
            surface.blit(name, (inner.x + px + self.u(16), y))
            counts = games.get_game(gid).rules.player_counts
            detail = (
                f"{min(counts)}\u2013{max(counts)} players"
                if len(counts) > 1
                else (f"{counts[0]} player" + ("s" if counts[0] != 1 else ""))
            )
            img = self.theme.text(detail, "text", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(img, (inner.x + px + self.u(16), y + name.get_height()))

    def _row_rect(self, inner: pygame.Rect, y: int) -> pygame.Rect:
        return pygame.Rect(inner.x - self.u(6), y - self.u(4), inner.width + self.u(12), self.u(58))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        if is_click(event) and self._card is not None:
            inner = self._card.inner(self.theme, 16)
            for gid, _, y in self._game_rows:
                if self._row_rect(inner, y).collidepoint(event.pos):
                    push_scene(self.app, "NewGame", gid)
                    return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip or self._card is None:
            return tip
        inner = self._card.inner(self.theme, 16)
        for _, title, y in self._game_rows:
            if self._row_rect(inner, y).collidepoint(pos):
                return f"Start a new game of {title}"
        return None

    # -- menu actions ------------------------------------------------------------------------

    def _continue(self) -> None:
        if self._continue_path is not None:
            flow.open_save_file(self.app, self._continue_path)

    def _new_game(self) -> None:
        push_scene(self.app, "NewGame")

    def _load(self) -> None:
        push_scene(self.app, "LoadGame")

    def _settings(self) -> None:
        push_scene(self.app, "SettingsScreen")

    def _rules(self) -> None:
        push_scene(self.app, "RulesHelp")

    def _about(self) -> None:
        push_scene(self.app, "About")
