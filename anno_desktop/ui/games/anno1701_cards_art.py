"""Card faces and card words for the card game's table: small parchment cards with a band by
type, a large icon and the die number, and the tooltip sentence of every card on the table."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import layout
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.describe import ROMAN
from anno_desktop.games.anno1701_cards.state import NO_CARD
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import display_ready, parchment
from anno_desktop.ui.theme import Theme

GOOD_ICONS = {
    "wood": "log",
    "brick": "clay-brick",
    "tools": "anvil",
    "cloth": "wool",
    "food": "wheat",
    "rum": "barrel",
    "tobacco": "cigar",
    "any": "chest",
}
KIND_BANDS: dict[str, th.Colour] = {
    "land": (92, 128, 64),
    "ship": (46, 94, 150),
    "centre": (176, 136, 48),
    "warehouse": (120, 78, 44),
    "inhabitant": (140, 58, 70),
    "overview": (110, 104, 96),
    "yield": (86, 126, 60),
    "function": (84, 100, 128),
    "happy": (176, 84, 120),
    "naval": (40, 90, 150),
    "money": (186, 146, 40),
    "protection": (160, 52, 42),
    "attack": (150, 40, 40),
    "self": (96, 110, 70),
    "voyage": (40, 80, 120),
}
KIND_ICONS = {
    "ship": "cargo-ship",
    "centre": "village",
    "inhabitant": "person",
    "overview": "scroll-unfurled",
    "function": "gears",
    "happy": "theater",
    "naval": "sail",
    "money": "coins",
    "protection": "castle",
    "attack": "crossed-swords",
    "self": "quill-ink",
    "voyage": "compass",
}
LEVEL_ICONS = ("person", "farmer", "top-hat", "crown")
FACE_ICONS = {
    "fire": "fire",
    "queen": "queen-crown",
    "tax": "coins",
    "trader": "trade",
    "trading_advantage": "gold-bar",
    "pirate_hunt": "pirate-flag",
}
PHASES = {
    "opening": "Opening: choose your first cards",
    "roll": "Roll phase",
    "action": "Action phase",
    "refill": "End phase: refilling the hand",
    "voyage": "End phase: trade voyage",
    "over": "Game over",
}
DECISIONS = {
    "opening": "choose an opening stack",
    "gain": "take a good of choice",
    "harvest": "take goods of choice",
    "trader": "Trader: sell or buy 1 good",
    "demand": "Trading advantage: demand a good",
    "post": "Trading post: move a good",
    "lodge": "Lodge: swap a card with the discard",
    "veto": "Playhouse: stop the card?",
    "spy": "Spy: take a card from the rival's hand",
    "pick": "choose a card from the stack",
    "answer": "answer a trade offer",
}


def card_kind(key: str) -> str:
    """The kind of a settlement card from its layout key."""
    if key == "ship":
        return "ship"
    if key.startswith("vc_"):
        return "centre"
    if key.startswith("wh_"):
        return "warehouse"
    if key.startswith("pio_"):
        return "inhabitant"
    if key == "overview":
        return "overview"
    return "land"


def building_icon(card: Any) -> str:
    if card.kind == "yield":
        return GOOD_ICONS.get(card.good or "", "log")
    return KIND_ICONS.get(card.kind, "shop")


@lru_cache(maxsize=512)
def face(
    theme: Theme, w: int, h: int, band: th.Colour, icon_name: str, reverse: bool, die: int
) -> pygame.Surface:
    """A small card: parchment (or its dark back), a coloured band with the die number (0 for
    none) and a large icon; the whole face turns with the card."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 8)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    if reverse:
        body.fill((70, 54, 40))
    else:
        body.blit(parchment(w, h, seed=w + h), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(body, (0, 0))
    band_h = max(6, h // 4)
    pygame.draw.rect(
        surf, band, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius
    )
    if die and not reverse:
        number = theme.text(str(die), "text-bold", th.SIZE_SMALL - 2, th.CREAM)
        surf.blit(number, number.get_rect(center=(w // 2, band_h // 2)))
    px = int(min(w, h - band_h) * 0.8)
    ink = th.PARCHMENT if reverse else th.WOOD_DARK
    img = icon(icon_name, max(6, px), ink)
    surf.blit(img, img.get_rect(center=(w // 2, band_h + (h - band_h) // 2)))
    pygame.draw.rect(surf, th.WOOD_DARK, surf.get_rect(), 1, border_radius=radius)
    return display_ready(surf, alpha=True)


@lru_cache(maxsize=64)
def back(theme: Theme, w: int, h: int, label: str, dim: bool) -> pygame.Surface:
    """The back of a face-down card, with its stack numeral."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 8)
    colour = (96, 84, 72) if dim else (92, 58, 34)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, th.BRASS, surf.get_rect().inflate(-6, -6), 1, border_radius=radius)
    if label:
        text = theme.text(label, "display-bold", th.SIZE_SMALL, th.BRASS_LIGHT)
        surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
    return display_ready(surf, alpha=True)


def costs(cost: Any) -> str:
    pairs = cost.items() if isinstance(cost, dict) else cost
    return ", ".join(f"{n} {g}" for g, n in pairs) or "nothing"


def development_tip(card: Any) -> str:
    """A development card's tooltip: name, cost, what it does."""
    price = f"costs {costs(card.cost)}" if card.is_building else "action card"
    return f"{card.name} ({price}): {card.text}"


def hand_reason(player: Any, card: Any, in_action_phase: bool) -> str:
    """Why a card in hand cannot be used now, in the words a player would use."""
    if card.kind == "voyage":
        return "Played when you set sail on a trade voyage, at the end of your turn."
    if not in_action_phase:
        return "Build or play it in your action phase."
    if not card.is_building:
        return "It has nothing to do right now."
    if NO_CARD not in player.slots:
        return "Your settlement has no free building slot."
    if card.key == "fire_watch" and eco.has_building(player, card.key):
        return "You already have a Fire watch."
    if not eco.can_pay_goods(player, card.cost):
        return f"You cannot pay it yet (costs {costs(card.cost)})."
    return "Not possible right now."


def table_card_tip(view: Any, seat: int, table_card: layout.TableCard) -> str:
    """A settlement card's tooltip: name, stock, what it does."""
    d = game_data()
    crest = view.players[seat].crest
    kind = card_kind(table_card.key)
    n = table_card.value
    if kind == "land":
        index = [x.key for x in d.settlement.landscape].index(table_card.key)
        land = d.settlement.landscape[index]
        die = d.land_dice[crest][index]
        tip = (
            f"{land.name}: {n} of 3 {land.good} in stock. Gains 1 {land.good} when a {die} "
            "is rolled."
        )
        centre = d.land_centre[index]
        if centre is not None and view.players[seat].centres[centre] == 0:
            tip += " Its village centre is in unrest: the die brings nothing."
        return tip
    if kind == "ship":
        die = d.ship_dice[crest]
        if table_card.reverse:
            return "Trading ship: badly damaged (on its back); 1 wood repairs it to I."
        return (
            f"Trading ship at level {ROMAN[n]} of IV. Rises a level when a {die} is rolled; "
            "sails on trade voyages."
        )
    if kind == "centre":
        if table_card.reverse:
            return (
                "Village centre in unrest (on its back): 4 unhappy inhabitants, its "
                "landscapes produce nothing. Gaining gold turns it back."
            )
        return f"Village centre: {n} of 4 gold ({4 - n} unhappy inhabitants)."
    if kind == "warehouse":
        good = table_card.key[3:]
        return f"Warehouse: {n} of 3 {good}. Filled on trade voyages, spent on upgrades."
    if kind == "inhabitant":
        level = "Pioneer" if n <= 1 else d.levels[n - 2].name
        tip = f"{level} (level {ROMAN[n]})."
        if n < 4:
            nxt = d.levels[n - 1]
            tip += f" Becomes a {nxt.name} for {costs(nxt.cost)}; worth {nxt.favour} favour."
        return tip
    return "Overview: what the inhabitants cost and which stacks they let you draw from."


def voyage_lines(voyage: Any) -> list[str]:
    """The trade voyage in words: speed, combat, cards left, the cards met so far."""
    d = game_data()
    lines = [f"Speed {voyage.speed} · combat {voyage.combat} · {len(voyage.remaining)} cards left"]
    for index in voyage.revealed[-3:]:
        if 0 <= index < len(d.voyage):
            card = d.voyage[index]
            strength = f" (strength {card.strength})" if card.strength else ""
            lines.append(f"{card.name}{strength}")
    return lines
