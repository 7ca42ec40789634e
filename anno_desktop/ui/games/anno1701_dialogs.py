"""Modal panels over Anno 1701's table: a choice among legal actions (buying, fire, pirates,
answers to offers, exchanges) and the trade composer. Every button submits an action from the
same legal list the action bar shows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import bundle_of, describe_bundle
from anno_desktop.games.anno1701.table import COMPOSE, good_name, offer_steps, upper_first
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import dim
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.games.anno1701 import Anno1701Scene

GOOD_ICONS = {
    "wood": "log",
    "brick": "clay-brick",
    "tool": "anvil",
    "cloth": "wool",
    "tobacco": "palm-tree",
    "rum": "barrel",
    "gold": "coins",
}


# The trade panel's minus and plus, on the giving and the taking side.
ONE_LESS = {"give": N_("Give one {good} less"), "take": N_("Take one {good} less")}
ONE_MORE = {"give": N_("Give one {good} more"), "take": N_("Take one {good} more")}


class _Modal(Scene):
    """A panel over the dimmed table; Escape closes it (the action bar still offers all)."""

    opaque = False

    def __init__(self, table: Anno1701Scene, title: str) -> None:
        super().__init__(table.app)
        self.table = table
        self.title = title
        # (button, action) for every button that submits an action, for tests and keys.
        self.choices: list[tuple[Button, Action]] = []
        self.close_button: Button | None = None

    def submit(self, action: Action) -> None:
        self.app.pop(self)
        self.table.choose(action)

    def close(self) -> None:
        self.app.pop(self)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        return True  # modal: nothing below reacts

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface, 120)

    def _panel(self, width: int, height: int) -> pygame.Rect:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(width, w - self.u(40)), min(height, h - self.u(40)))
        rect.center = (w // 2, h // 2)
        self.panel_rect = rect
        return rect

    def _lines(self, text: str, width: int) -> list[str]:
        return self.theme.wrap(text, "text", th.SIZE_BODY, width)

    def draw_frame(self, surface: pygame.Surface, lines: Sequence[str]) -> None:
        """The panel, its title and the message lines."""
        u, theme = self.u, self.theme
        self.draw_background(surface)
        Panel(self.panel_rect).draw(surface, theme)
        inner = self.panel_rect.inflate(-u(56), -u(40))
        title = theme.text(
            theme.fit(self.title, "display-bold", th.SIZE_HEADING, inner.width),
            "display-bold",
            th.SIZE_HEADING,
            th.INK,
        )
        surface.blit(title, (inner.x, inner.y))
        y = inner.y + title.get_height() + u(6)
        line_h = theme.font("text", th.SIZE_BODY).get_linesize()
        for line in lines:
            surface.blit(theme.text(line, "text", th.SIZE_BODY, th.INK), (inner.x, y))
            y += line_h

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface, self.message_lines)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.theme)

    message_lines: list[str] = []


class ChoiceDialog(_Modal):
    """A question with one button per legal action (and Later, which leaves it to the bar)."""

    def __init__(
        self,
        table: Anno1701Scene,
        title: str,
        message: str,
        actions: Sequence[tuple[str, Action]],
        *,
        close_label: str = "",
        icons: Sequence[str | None] = (),
    ) -> None:
        super().__init__(table, title)
        self.message = message
        self.actions = list(actions)
        self.close_label = close_label or _("Later")
        self.icons = list(icons)

    def layout(self, width: int, height: int) -> None:
        u = self.u
        count = len(self.actions)
        columns = 1 if count <= 5 else (2 if count <= 12 else 3)
        panel_w = u((620, 620, 900)[columns - 1])
        text_w = panel_w - u(56)
        self.message_lines = self._lines(self.message, text_w)
        line_h = self.theme.font("text", th.SIZE_BODY).get_linesize()
        col_w = (text_w - (columns - 1) * u(10)) // columns
        bh = u(44)
        rows = (len(self.actions) + columns - 1) // columns
        top_h = u(20) + u(40) + u(6) + line_h * len(self.message_lines) + u(14)
        needed = top_h + rows * (bh + u(8)) + u(12) + bh + u(24)
        rect = self._panel(panel_w, needed)
        # Long lists get smaller buttons rather than running off the panel.
        room = rect.height - top_h - bh - u(36)
        if rows and rows * (bh + u(8)) > room:
            bh = max(u(30), room // rows - u(6))
        self.widgets = []
        self.choices = []
        y = rect.y + top_h
        for index, (label, action) in enumerate(self.actions):
            col, row = index % columns, index // columns
            box = (rect.x + u(28) + col * (col_w + u(10)), y + row * (bh + u(8)), col_w, bh)
            name = self.icons[index] if index < len(self.icons) else None
            button = Button(
                box,
                label,
                lambda a=action: self.submit(a),
                style="parchment",
                align="left",
                size=th.SIZE_BODY,
                icon_name=name,
                tooltip=label,
            )
            self.widgets.append(button)
            self.choices.append((button, action))
        self.close_button = Button(
            (rect.right - u(28) - u(150), rect.bottom - u(20) - u(44), u(150), u(44)),
            self.close_label,
            self.close,
            tooltip=_("Close this panel; the same choices stay in the action bar."),
        )
        self.widgets.append(self.close_button)


class TradeDialog(_Modal):
    """Compose an offer: a partner, what to give and what to take, then Propose (or ask the
    partner for an offer). Propose sends the offer whole when the rules admit it so (the
    player on turn offering), else the engine's compose steps for it (rulebook "A) Trading":
    terms negotiated freely; the engine puts an offer together a unit at a time), and is
    enabled only when the rules admit it; an offer being composed (a counter-offer, or one
    asked of you) opens here with its terms, and Cancel then makes no offer."""

    def __init__(self, table: Anno1701Scene, legal_offers: Sequence[Action]) -> None:
        super().__init__(table, _("Trade with another player"))
        model = table.model()
        pending = model.pending
        self.composing = pending is not None and pending.kind == COMPOSE
        self.resources = list(model.resources)
        self.give = dict.fromkeys(self.resources, 0)
        self.take = dict.fromkeys(self.resources, 0)
        if self.composing:
            partner, give, take, _counter = pending.args
            others = sorted(a.args[0] for a in legal_offers if a.kind == "partner")
            self.partners = [partner, *others]
            self.give.update(dict(give))
            self.take.update(dict(take))
        else:
            self.partners = sorted({a.args[0] for a in legal_offers if a.kind == "offer"})
        self.asks = {a.args[0]: a for a in legal_offers if a.kind == "ask"}
        self.partner = self.partners[0] if self.partners else -1
        self.max_units = model.max_units
        self.partner_buttons: dict[int, Button] = {}
        self.give_buttons: dict[str, tuple[Button, Button]] = {}
        self.take_buttons: dict[str, tuple[Button, Button]] = {}
        self.propose_button: Button | None = None
        self.ask_button: Button | None = None

    # -- the offer being composed -----------------------------------------------------------

    def offer(self) -> Action:
        """The offer composed, in the one-step form the log and the bots speak."""
        return Action("offer", (self.partner, bundle_of(self.give), bundle_of(self.take)))

    def steps(self) -> tuple[Action, ...] | None:
        if self.partner < 0:
            return None
        return offer_steps(self.table.view(), self.partner, self.give, self.take)

    def whole(self) -> bool:
        """True when the offer may be sent in one action (not while one is being composed)."""
        return not self.composing and self.offer() in self.table.legal_for_viewer()

    def offer_ok(self) -> bool:
        return self.whole() or self.steps() is not None

    def set_partner(self, seat: int) -> None:
        self.partner = seat
        self._sync()

    def change(self, side: str, name: str, delta: int) -> None:
        book = self.give if side == "give" else self.take
        other = self.take if side == "give" else self.give
        value = book[name] + delta
        if value < 0:
            return
        if value > 0:
            other[name] = 0  # one resource cannot go both ways
        book[name] = value
        self._sync()

    def propose(self) -> None:
        if self.whole():
            self.submit(self.offer())
            return
        steps = self.steps()
        if steps is not None:
            self.app.pop(self)
            self.table.submit_steps(steps)

    def ask(self) -> None:
        action = self.asks.get(self.partner)
        if action is not None:
            self.submit(action)

    def close(self) -> None:
        """Cancel: an offer being composed is given up (no offer is made)."""
        self.app.pop(self)
        cancel = Action("cancel")
        if self.composing and cancel in self.table.legal_for_viewer():
            self.table.submit(cancel)

    # -- widgets ------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        u = self.u
        rect = self._panel(u(760), u(640))
        self.message_lines = []
        self.widgets = []
        self.partner_y = rect.y + u(20) + u(48)
        bh = self._partner_row(rect, self.partner_y)
        self.rows_y = self.partner_y + bh + u(12)
        bottom = rect.bottom - u(20) - u(46)
        # The rows share what is left above the summary, so a small window squeezes them.
        room = bottom - u(68) - (self.rows_y + u(30))
        self.row_h = min(u(44), room // len(self.resources))
        self._resource_rows(rect)
        self._bottom_buttons(rect, bottom)
        self.summary_y = bottom - u(64)
        self._sync()

    def _partner_row(self, rect: pygame.Rect, y: int) -> int:
        """One button per partner, with their holdings on it; returns the row's height."""
        u = self.u
        x0 = rect.x + u(28)
        bw = min(u(186), (rect.width - u(56) - u(110)) // max(1, len(self.partners)) - u(10))
        model = self.table.model()
        labels = {}
        for seat in self.partners:
            rival = model.place(f"rival:{seat}")
            cards = rival.number("cards") if rival else 0
            gold = rival.number("gold") if rival else 0
            words = ngettext("{count} card", "{count} cards", cards).format(count=cards)
            labels[seat] = (self.table.seat_name(seat), words, gold)
        # Each partner's holdings on their own button, so nothing is drawn over a name.
        texts = {
            seat: _("{player} · {cards}, {gold} gold").format(player=n, cards=c, gold=g)
            for seat, (n, c, g) in labels.items()
        }
        bh = max(
            [u(56)]
            + [Button.height_for(self.theme, t, bw, th.SIZE_SMALL, 3) for t in texts.values()]
        )
        self.partner_buttons = {}
        for k, seat in enumerate(self.partners):
            name, cards, gold = labels[seat]
            button = Button(
                (x0 + u(110) + k * (bw + u(10)), y, bw, bh),
                texts[seat],
                lambda q=seat: self.set_partner(q),
                size=th.SIZE_SMALL,
                max_lines=3,
                tooltip=_("Offer to {player}: {cards}, {gold} gold.").format(
                    player=name, cards=cards, gold=gold
                ),
            )
            self.partner_buttons[seat] = button
            self.widgets.append(button)
        return bh

    def _resource_rows(self, rect: pygame.Rect) -> None:
        """Minus and plus for each good and gold, on the giving and the taking side."""
        u = self.u
        small = min(u(40), self.row_h)
        self.give_buttons, self.take_buttons = {}, {}
        for index, name in enumerate(self.resources):
            ry = self.rows_y + u(30) + index * self.row_h
            pair = []
            for side, x in (("give", rect.x + u(330)), ("take", rect.x + u(540))):
                minus = Button(
                    (x, ry, small, small - u(4)),
                    "−",  # noqa: RUF001 (a minus sign on the button)
                    lambda s=side, n=name: self.change(s, n, -1),
                    size=th.SIZE_LABEL,
                    tooltip=_(ONE_LESS[side]).format(good=good_name(name)),
                )
                plus = Button(
                    (x + small + u(60), ry, small, small - u(4)),
                    "+",
                    lambda s=side, n=name: self.change(s, n, 1),
                    size=th.SIZE_LABEL,
                    tooltip=_(ONE_MORE[side]).format(good=good_name(name)),
                )
                self.widgets += [minus, plus]
                pair.append((minus, plus))
            self.give_buttons[name], self.take_buttons[name] = pair

    def _bottom_buttons(self, rect: pygame.Rect, bottom: int) -> None:
        """Ask (when asking is possible), Propose and Cancel along the panel's foot."""
        u = self.u
        self.propose_button = Button(
            (rect.right - u(28) - u(320), bottom, u(170), u(46)),
            _("Propose"),
            self.propose,
            style="brass",
            tooltip=_("Send this offer; the partner accepts, declines or answers with another."),
        )
        self.close_button = Button(
            (rect.right - u(28) - u(140), bottom, u(140), u(46)),
            _("Cancel"),
            self.close,
            tooltip=_("Make no offer.")
            if self.composing
            else _("Close without offering anything."),
        )
        self.widgets += [self.propose_button, self.close_button]
        self.ask_button = None
        if self.asks:
            self.ask_button = Button(
                (rect.x + u(28), bottom, rect.width - u(56) - u(330), u(46)),
                _("Ask for an offer"),
                self.ask,
                tooltip=_("Ask this partner to make you an offer instead."),
            )
            self.widgets.append(self.ask_button)

    def _sync(self) -> None:
        """Enable what can still be changed and the Propose button for a legal offer."""
        stock = dict(self.table.model().stock)
        for seat, button in self.partner_buttons.items():
            button.selected = seat == self.partner
        for name in self.resources:
            minus, plus = self.give_buttons[name]
            minus.enabled = self.give[name] > 0
            plus.enabled = self.give[name] < stock[name]
            minus, plus = self.take_buttons[name]
            minus.enabled = self.take[name] > 0
            plus.enabled = True
        ok = self.offer_ok()
        if self.propose_button is not None:
            self.propose_button.enabled = ok
        if self.ask_button is not None:
            self.ask_button.enabled = self.partner in self.asks
        self.choices = [(self.propose_button, self.offer())] if self.propose_button and ok else []
        self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        u, theme = self.u, self.theme
        self.draw_frame(surface, [])
        rect = self.panel_rect
        x0 = rect.x + u(28)
        label = theme.text(_("Partner"), "text-bold", th.SIZE_LABEL, th.INK)
        surface.blit(label, (x0, self.partner_y + u(8)))
        model = self.table.model()
        stock = [n for _, n in model.stock]
        heads = ((_("You have"), rect.x + u(200)), (_("You give"), rect.x + u(340)))
        heads += ((_("You take"), rect.x + u(550)),)
        for text, x in heads:
            img = theme.text(text, "text-bold", th.SIZE_BODY, th.INK_SOFT)
            surface.blit(img, (x, self.rows_y))
        row_h = self.row_h
        small = min(u(40), row_h)
        for index, name in enumerate(self.resources):
            ry = self.rows_y + u(30) + index * row_h
            surface.blit(icon(GOOD_ICONS.get(name, "barrel"), u(28), th.WOOD), (x0, ry + u(4)))
            img = theme.text(upper_first(good_name(name)), "text", th.SIZE_BODY, th.INK)
            surface.blit(img, (x0 + u(38), ry + u(8)))
            have = theme.text(str(stock[index]), "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(have, (rect.x + u(225), ry + u(6)))
            for book, x in ((self.give, rect.x + u(330)), (self.take, rect.x + u(540))):
                value = book[name]
                img = theme.text(
                    str(value), "text-bold", th.SIZE_LABEL, th.WOOD_DARK if value else th.DIM
                )
                surface.blit(img, img.get_rect(center=(x + small + u(30), ry + small // 2)))
        text = self._summary()
        ok = self.offer_ok()
        colour = th.INK if ok else th.INK_SOFT
        y = self.summary_y
        for line in theme.wrap(text, "text-bold", th.SIZE_BODY, rect.width - u(56))[:2]:
            surface.blit(theme.text(line, "text-bold", th.SIZE_BODY, colour), (x0, y))
            y += theme.font("text-bold", th.SIZE_BODY).get_linesize()
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, theme)

    def _summary(self) -> str:
        if self.partner < 0:
            return _("Nobody can be offered a trade now.")
        if not any(self.give.values()) or not any(self.take.values()):
            return _("Choose what to give and what to take: any goods and gold.")
        words = {
            "player": self.table.seat_name(self.partner),
            "give": describe_bundle(bundle_of(self.give)),
            "take": describe_bundle(bundle_of(self.take)),
        }
        if not self.offer_ok():
            return _("You offer {player} {give} for {take} — not possible now.").format(**words)
        return _("You offer {player} {give} for {take}.").format(**words)
