"""The card game's cards in motion: a card whose stock changes turns a quarter (~250 ms a
quarter turn, the short way round), one that changes side turns over, and the cards the last
move touched are remembered to glow until the next one.

`CardMotion` is mixed into the card game's scene, which provides `app` and `table()`.
"""

from __future__ import annotations

from anno_desktop.engine.rules import Event
from anno_desktop.games.anno1701_cards.table import DevelopmentCard, SettlementCard
from anno_desktop.ui.widgets.card import TURN_SECONDS

CardKey = tuple[int, str]


class CardMotion:
    """Each settlement card's angle and side as drawn, moving toward the engine's."""

    def init_motion(self) -> None:
        self._angles: dict[CardKey, float] = {}
        self._targets: dict[CardKey, float] = {}
        # The quarter turns last seen on the engine's side, so only a change starts a turn.
        self._seen: dict[CardKey, int] = {}
        # Cards the last move changed, marked on the table until the next move.
        self._recent: set[CardKey] = set()
        # Cards turning over to their other side (a damaged ship, a centre in unrest): time left.
        self._sides: dict[CardKey, bool] = {}
        self._flips: dict[CardKey, float] = {}

    def see_cards(self, events: list[Event]) -> None:
        """After a move: every card whose stock changed starts turning at once."""
        self._recent = set()
        for place in self.table().places:
            if isinstance(place, DevelopmentCard) and place.key.startswith("slot:"):
                key = (place.seat, place.key)
                if self._seen.get(key, place.card) != place.card:
                    self._recent.add(key)
                self._seen[key] = place.card
            elif isinstance(place, SettlementCard):
                self._turned(place.seat, place.spot, place.turns)
                self._flipped(place.seat, place.spot, place.reverse)

    def _factor(self) -> float:
        return self.app.settings.animation_factor

    def _flipped(self, seat: int, key: str, reverse: bool) -> float:
        """How far the card is through turning over (0 at rest), starting a flip on a change."""
        last = self._sides.get((seat, key))
        self._sides[(seat, key)] = reverse
        if last is not None and last != reverse and self._factor() > 0:
            self._flips[(seat, key)] = TURN_SECONDS * self._factor()
            self._recent.add((seat, key))
        return self._flips.get((seat, key), 0.0)

    def _turned(self, seat: int, key: str, turns: int) -> float:
        """The card's angle now, starting a turn if the engine's stock moved since last seen."""
        last = self._seen.get((seat, key))
        self._seen[(seat, key)] = turns
        if last != turns and (last is not None or (seat, key) not in self._angles):
            if last is not None:
                self._recent.add((seat, key))
            return self._angle(seat, key, turns)
        return self._angles.get((seat, key), 90.0 * turns)

    def move_cards(self, dt: float) -> bool:
        """One frame of every turn and flip under way; True while something moved."""
        changed = False
        factor = self._factor()
        step = 90.0 * dt / (TURN_SECONDS * factor) if factor > 0 else 360.0
        for key, left in list(self._flips.items()):
            left -= dt
            if left > 0:
                self._flips[key] = left
            else:
                del self._flips[key]
            changed = True
        for key, target in self._targets.items():
            angle = self._angles.get(key, target)
            if angle == target:
                continue
            diff = target - angle
            self._angles[key] = (
                target if abs(diff) <= step else angle + step * (1 if diff > 0 else -1)
            )
            changed = True
        return changed

    def _angle(self, seat: int, key: str, turns: int) -> float:
        """The card's current angle: it keeps turning toward its stock's quarter turn."""
        target = 90.0 * turns
        old = self._targets.get((seat, key))
        if old is not None and old % 360 == target % 360:
            target = old
        elif old is not None:
            # Turn the short way round (3 -> 0 goes forward one quarter, not back three).
            current = self._angles.get((seat, key), old)
            while target - current > 180:
                target -= 360
            while target - current < -180:
                target += 360
        self._targets[(seat, key)] = target
        if (seat, key) not in self._angles or self._factor() <= 0:
            self._angles[(seat, key)] = target
        return self._angles[(seat, key)]
