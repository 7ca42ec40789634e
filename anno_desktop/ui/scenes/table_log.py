"""What the table says and sounds after an action: log lines with the players' own names, and
one sound per action chosen from the kinds of its events."""

from __future__ import annotations

import logging
import re

from anno_desktop.engine.match import Match
from anno_desktop.engine.rules import Event
from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.scroll import TextLog

log = logging.getLogger(__name__)

LOG_LINES_KEPT = 400
# Engines call seats "Player 1" …; the log shows the names the players chose instead.
PLAYER_NUMBER = re.compile(r"\bPlayer (\d)\b")

# The sound of an action, by the kinds of its events (the four games share these words);
# the first that matches wins, so one action makes one sound.
EVENT_SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"favour", "win", "festival", "conquest"})),
    ("build", frozenset({"build", "place", "upgrade", "lodge", "free_build", "post"})),
    ("coins", frozenset({"trade", "accept", "sold", "buy", "income", "tax", "gold", "bank"})),
    ("sail", frozenset({"sail", "ship", "voyage", "explore", "expedition"})),
    ("card", frozenset({"draw", "pick", "reveal", "play", "draft", "order", "flip"})),
)


def event_sound(events: list[Event], roll_events: frozenset[str]) -> str | None:
    kinds = {e.kind for e in events}
    if kinds & roll_events:
        return "dice"
    return next((sound for sound, words in EVENT_SOUNDS if kinds & words), None)


def with_seat_names(text: str, names: list[str]) -> str:
    """Engine text with "Player N" replaced by the name seat N's player chose."""

    def name(found: re.Match[str]) -> str:
        number = int(found.group(1))
        return names[number - 1] if 1 <= number <= len(names) else found.group(0)

    return PLAYER_NUMBER.sub(name, text)


def replayed_events(match: Match) -> list[Event]:
    """The latest events of the match's log played again from its start (after a load); as
    many as replay before a failure, since the log is a courtesy that must not block a game."""
    events: list[Event] = []
    rules = match.rules
    try:
        state = rules.new_game(match.options, match.seed)
        for action in match.log:
            events.extend(rules.apply(state, action))
    except Exception:
        log.exception("could not rebuild the game log")
    return events[-LOG_LINES_KEPT:]


def add_log_line(game_log: TextLog, text: str, look: th.PlayerLook | None) -> None:
    """One log line, marked with the acting seat's shape and colour when there is one."""
    if look is None:
        game_log.add(text)
        return
    # Half ink, half seat colour: the seat is recognisable and the text stays readable.
    tint = tuple((c + i) // 2 for c, i in zip(look.colour, th.INK, strict=True))
    game_log.add(text, colour=tint, marker=look)
