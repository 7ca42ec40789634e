"""Card faces for the card game's table: parchment cards with a band by type, a large icon,
the die number, and on cards large enough their cost and name; the icons and colours each
picture key of the table model gets."""

from __future__ import annotations

from functools import lru_cache

import pygame

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
LEVEL_ICONS = {"pioneer": "person", "settler": "farmer", "citizen": "top-hat", "merchant": "crown"}
FACE_ICONS = {
    "fire": "fire",
    "queen": "queen-crown",
    "tax": "coins",
    "trader": "trade",
    "trading_advantage": "gold-bar",
    "pirate_hunt": "pirate-flag",
}


VOWELS = frozenset("aeiouäöü")  # y as a consonant: "ship-yard", "play-house"


def picture_icon(picture: str) -> str:
    """The icon of a picture key of the table model: a good, an inhabitant level, a kind."""
    return GOOD_ICONS.get(picture) or LEVEL_ICONS.get(picture) or KIND_ICONS.get(picture) or "shop"


def floor_line(theme: Theme) -> int:
    """The height of one line of the smallest type the window allows: no box for text is less."""
    return theme.font_px("text-bold", theme.min_px).get_linesize()


def fit_small(
    theme: Theme, text: str, width: int, height: int, face: str, size: float
) -> th.Fitted:
    """A short text (a number, a numeral) in a small box: type as large as `size` whose line
    fits `height` (not below the floor), then the theme's one fitting routine."""
    px = theme.px(size)
    while px > theme.min_px and theme.font_px(face, px).get_linesize() > height:
        px -= 1
    return theme.fit_text(text, width, height, face=face, size=px / theme.scale)


@lru_cache(maxsize=512)
def face(
    theme: Theme,
    w: int,
    h: int,
    band: th.Colour,
    icon_name: str,
    reverse: bool,
    die: int,
    name: str = "",
    cost: tuple[tuple[str, int], ...] = (),
) -> pygame.Surface:
    """A card: parchment (or its dark back), a coloured band with the die number (0 for none),
    a large icon, and on a card large enough its cost in goods and its name; the whole face
    turns with the card. A name that would have to be cut is left to the tooltip and zoom."""
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
    band_h = max(6, h // 5, floor_line(theme) if die and not reverse else 0)
    pygame.draw.rect(
        surf, band, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius
    )
    if die and not reverse:
        fitted = fit_small(theme, str(die), w, band_h, "text-bold", th.SIZE_SMALL - 2)
        theme.blit_fitted(surf, fitted, pygame.Rect(0, 0, w, band_h), th.CREAM, align="center")
    bottom = h - _name_and_cost(theme, surf, name, cost) if not reverse else h
    px = int(min(w, bottom - band_h) * 0.8)
    ink = th.PARCHMENT if reverse else th.WOOD_DARK
    img = icon(icon_name, max(6, px), ink)
    surf.blit(img, img.get_rect(center=(w // 2, band_h + (bottom - band_h) // 2)))
    pygame.draw.rect(surf, th.WOOD_DARK, surf.get_rect(), 1, border_radius=radius)
    return display_ready(surf, alpha=True)


def _name_and_cost(
    theme: Theme, surf: pygame.Surface, name: str, cost: tuple[tuple[str, int], ...]
) -> int:
    """The name (up to two lines) and the cost as good icons at the card's foot, when the card
    leaves room for them beside its icon; the height they take."""
    w, h = surf.get_size()
    line = floor_line(theme)
    used = 0
    if name and h >= 4 * line:
        fitted = fit_name(theme, name, w - 6, line, 3 if h >= 6 * line else 2)
        if fitted is not None:
            box = pygame.Rect(3, h - fitted.height - 3, w - 6, fitted.height)
            theme.blit_fitted(surf, fitted, box, th.INK, align="center")
            used = fitted.height + 3
    units = sum(n for _, n in cost)
    small = min(line, (w - 6) // max(1, units))
    if units and small >= 10 and h - used >= 5 * line:
        x = (w - units * small) // 2
        for good, n in cost:
            for _ in range(n):
                surf.blit(
                    icon(GOOD_ICONS.get(good, "chest"), small, th.WOOD), (x, h - used - small)
                )
                x += small
        used += small + 2
    return used


def fit_name(theme: Theme, name: str, width: int, line: int, most: int) -> th.Fitted | None:
    """The name whole in two lines; else its long words broken after a syllable ("carpen-
    ter") in two, then (on a card tall enough: `most`) in three lines; None if it still
    would be cut."""
    broken = hyphenate(theme, name, width)
    tries = [(name, 2), (broken, 2), (broken, most)]
    for words, lines in tries:
        fitted = theme.measure(words, width, lines * line, face="text-bold", size=th.SIZE_SMALL - 2)
        if not fitted.shortened:
            return fitted
    return None


def hyphenate(theme: Theme, name: str, width: int) -> str:
    """Each word too wide for `width` even in the smallest type broken with a hyphen after
    a syllable, at the last such place whose first part fits ("carpen- ter")."""
    font = theme.font_px("text-bold", theme.min_px)
    out = []
    for word in name.split(" "):
        if font.size(word)[0] > width:
            places = [
                i
                for i in range(2, len(word) - 1)
                if _syllable_break(word.lower(), i) and font.size(word[:i] + "-")[0] <= width
            ]
            if places:
                word = f"{word[: places[-1]]}- {word[places[-1] :]}"
        out.append(word)
    return " ".join(out)


def _syllable_break(word: str, i: int) -> bool:
    """A syllable may end before `word[i]`: between two consonants ("car-pen-ter", "play-
    house") or before a consonant with a vowel after it ("wea-ving", "poiso-ner")."""
    a, b, c = word[i - 1], word[i], word[i + 1]
    if not (a.isalpha() and b.isalpha()):
        return False
    if a not in VOWELS and b not in VOWELS:
        return True
    return a in VOWELS and b not in VOWELS and c in VOWELS


@lru_cache(maxsize=64)
def back(theme: Theme, w: int, h: int, label: str, dim: bool) -> pygame.Surface:
    """The back of a face-down card, with its stack numeral."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 8)
    colour = (96, 84, 72) if dim else (92, 58, 34)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    # A back too small for its numeral inside the brass frame drops the frame for it.
    room = h - 4 if theme.font_px("display-bold", theme.min_px).get_linesize() <= h - 4 else h
    if room < h or not label:
        pygame.draw.rect(surf, th.BRASS, surf.get_rect().inflate(-6, -6), 1, border_radius=radius)
    if label:
        fitted = fit_small(theme, label, w - 4, room, "display-bold", th.SIZE_SMALL)
        theme.blit_fitted(surf, fitted, surf.get_rect(), th.BRASS_LIGHT, align="center")
    return display_ready(surf, alpha=True)
