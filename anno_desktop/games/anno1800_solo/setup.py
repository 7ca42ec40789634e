"""Options and set-up: the home island, decks, the time stack and the starting hand."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import GameOptions
from anno_desktop.games.anno1800_solo.data import TIERS, Layer, game_data
from anno_desktop.games.anno1800_solo.state import BOTTOM, MIDDLE, SEA, TOP, Space, State

# Home island (components section 2.1): spaces H1..H20 with what is printed on them.
HOME_ROWS: tuple[tuple[int, str, tuple[str, ...]], ...] = (
    (BOTTOM, "coast", ("shipyard_1", "", "", "", "")),
    (
        MIDDLE,
        "land",
        ("charcoal_kiln_a", "brickworks_a", "warehouse_a", "steelworks_a", "sailmakers_a"),
    ),
    (TOP, "land", ("sawmill_f", "grain_farm", "potato_farm", "pig_farm", "sheep_farm")),
    (SEA, "sea", ("trade_ship_1", "trade_ship_1", "expl_ship_1", "", "")),
)
# Old World island k adds k.1-k.2 (middle land), k.3-k.4 (coast), k.5-k.6 (sea).
OLD_WORLD_SLOTS: tuple[tuple[int, str], ...] = (
    (MIDDLE, "land"),
    (MIDDLE, "land"),
    (BOTTOM, "coast"),
    (BOTTOM, "coast"),
    (SEA, "sea"),
    (SEA, "sea"),
)
EXTRA_SHIP_SPACE = "H19"


class Anno1800SoloOptions(GameOptions):
    """One player; a campaign mission (1-10) or the normal solo game; standard or harder stack."""

    players: int = 1
    mission: int | None = 1
    mode: Literal["campaign", "normal-solo"] = "campaign"
    difficulty: Literal["standard", "harder"] = "standard"

    @model_validator(mode="after")
    def _mode_and_mission(self) -> Anno1800SoloOptions:
        """A campaign game plays one of the ten missions (the first when none is named); the
        normal solo game plays none, whichever the new-game form's mission chooser shows."""
        if self.mode == "campaign":
            mission = 1 if self.mission is None else self.mission
            if not 1 <= mission <= 10:
                raise ValueError("mission must be between 1 and 10")
        else:
            mission = None
        object.__setattr__(self, "mission", mission)
        return self


def home_spaces() -> list[Space]:
    spaces = []
    number = 0
    for row, kind, printed in HOME_ROWS:
        for col, tile in enumerate(printed):
            number += 1
            spaces.append(Space(f"H{number}", kind, row, 0, col, preprinted=tile))
    return spaces


def old_world_spaces(k: int, preprinted: str) -> list[Space]:
    """The six spaces of the k-th explored Old World island; its printed item goes on the first
    space of the right kind."""
    d = game_data()
    kind_of = "sea" if preprinted in d.ships and d.ships[preprinted].kind != "shipyard" else None
    if preprinted in d.ships and d.ships[preprinted].kind == "shipyard":
        kind_of = "coast"
    elif preprinted and kind_of is None:
        kind_of = "land"
    spaces = []
    placed = False
    for i, (row, kind) in enumerate(OLD_WORLD_SLOTS):
        tile = ""
        if preprinted and not placed and kind == kind_of:
            tile, placed = preprinted, True
        spaces.append(Space(f"OW{k}.{i + 1}", kind, row, k, i % 2, preprinted=tile))
    return spaces


def _stack_layers(options: Anno1800SoloOptions) -> list[Layer]:
    d = game_data()
    if options.mode == "normal-solo":
        return d.normal_solo.stack
    return d.missions[options.mission or 1].stack


def new_state(options: Anno1800SoloOptions, seed: int) -> State:
    """A game set up by the rulebook and the mission's set-up changes."""
    d = game_data()
    rng = Rng(seed)
    campaign = options.mode == "campaign"
    m = d.missions[options.mission or 1] if campaign else None
    removed = set(m.removed_cards) if m else set()
    decks: dict[str, list[str]] = {"FW": [], "AEI": [], "NW": []}
    for card in d.components.cards:
        if card.id not in removed:
            decks[card.deck].append(card.id)
    for pile in decks.values():
        rng.shuffle(pile)
    stack: list[str] = []
    for layer in _stack_layers(options):
        n = layer.standard if options.difficulty == "standard" else layer.harder
        stack += decks[layer.deck][:n]
        del decks[layer.deck][:n]
    home = [d.districts[t].start_cubes for t in TIERS]
    if m and not m.start_artisans:
        home[2] = 0
    if m and m.extra_investor:
        home[4] += 1
    ow_pile = [o.id for o in d.components.old_world if not m or o.id not in m.removed_old_world]
    nw_pile = [n.id for n in d.components.new_world]
    expedition_pile = [e.id for e in d.components.expeditions]
    rng.shuffle(ow_pile)
    rng.shuffle(nw_pile)
    rng.shuffle(expedition_pile)
    s = State(
        rng=rng,
        mode="campaign" if campaign else "normal-solo",
        mission=m.number if m else 0,
        difficulty=options.difficulty,
        home=home,
        exhausted=[0] * len(TIERS),
        spaces=home_spaces(),
        decks=decks,
        stack=stack,
        ow_pile=ow_pile,
        nw_pile=nw_pile,
        expedition_pile=expedition_pile,
    )
    if campaign and m:
        if m.editor_action:
            s.orders.append("the_editor")
    else:
        orders = [o.id for o in d.orders.values()]
        rng.shuffle(orders)
        s.orders = sorted(orders[: d.normal_solo.order_cards])
    marine = m.marine_tokens if m else True
    for sp in s.spaces:
        if sp.tile in d.ships and d.ships[sp.tile].kind != "shipyard" and marine:
            sp.tokens = d.ships[sp.tile].strength
    if (m and m.extra_expl_ship) or "pyrphorians" in s.orders:
        sp = next(x for x in s.spaces if x.id == EXTRA_SHIP_SPACE)
        sp.built, sp.tokens = "expl_ship_2", 2
    _draw_hand(s, home, m is None or m.hand_for_artisans, campaign)
    return s


def _draw_hand(s: State, home: list[int], artisans: bool, redraw_engineers: bool) -> None:
    """One FW card per farmer and worker, one AEI card per higher cube; the campaign sets aside
    every "receive 1 engineer" card and draws again."""
    d = game_data()
    fw_needed = home[0] + home[1]
    aei_needed = home[2] + home[3] + home[4] if artisans else 0
    aside: list[str] = []
    while fw_needed and s.decks["FW"]:
        card = s.decks["FW"].pop(0)
        if redraw_engineers and d.cards[card].effect == "gain_engineer":
            aside.append(card)
            continue
        s.hand.append(card)
        fw_needed -= 1
    if aside:
        s.decks["FW"] += aside
        s.rng.shuffle(s.decks["FW"])
    for _ in range(aei_needed):
        if s.decks["AEI"]:
            s.hand.append(s.decks["AEI"].pop(0))
