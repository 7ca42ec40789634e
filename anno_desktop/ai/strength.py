"""What each bot level is like, for the player choosing one: a sentence per level worded from
the figures `tournament` measured (BENCHMARKS.md, "Bot levels as the new-game screen tells
them", has the commands and seeds). Measured again, a figure changes here and nowhere else."""

from __future__ import annotations

from dataclasses import dataclass

from anno_desktop.ai.levels import EASY_BLUNDER_RATE
from anno_desktop.engine.i18n import N_, _, ngettext


@dataclass(frozen=True)
class Measured:
    """`wins` of `games` for one seat of this level against `rivals` (in words)."""

    wins: int
    games: int
    rivals: str
    fair_share: float

    def sentence(self) -> str:
        rate = round(100 * self.wins / self.games)
        fair = round(100 * self.fair_share)
        return _("wins about {rate} % of games against {rivals} (a fair share is {fair} %)").format(
            rate=rate, rivals=_(self.rivals), fair=fair
        )


ANNO1701_RIVALS = N_("three normal bots")
NORMAL_RIVAL = N_("a normal bot")

MEASURED: dict[str, dict[str, Measured]] = {
    "anno1701": {
        "easy": Measured(20, 400, ANNO1701_RIVALS, 0.25),
        # 1,000 iterations, about what the shipped second searches (BENCHMARKS, seeds 87001+)
        "hard": Measured(151, 400, ANNO1701_RIVALS, 0.25),
    },
    "anno1701-cards": {
        "easy": Measured(91, 400, NORMAL_RIVAL, 0.5),
        "hard": Measured(182, 200, NORMAL_RIVAL, 0.5),
    },
    "santa-maria": {
        "easy": Measured(18, 400, NORMAL_RIVAL, 0.5),
        "hard": Measured(344, 400, NORMAL_RIVAL, 0.5),
    },
}

# Anno 1800 solo has no rival: a level is how many missions it wins (of the games played).
MISSIONS_WON: dict[str, tuple[int, int]] = {
    "normal": (20, 200),
    "hard": (140, 400),  # BENCHMARKS: the upgrades' payments and cubes (seeds 910001+, 911001+)
}

# ... and what it scores in the normal solo game (BENCHMARKS: the order cards, seeds 68001+ and
# 69001+, hard at 64 iterations; 40, which its second holds at p95, scores the same).
NORMAL_SOLO_POINTS: dict[str, int] = {"normal": 79, "hard": 86}

WHAT_IT_IS = {
    "random": N_("plays any legal move, with no plan at all"),
    "easy": N_("plays like normal but makes a random move in about {count} of 10 decisions"),
    "normal": N_("plays by sound rules of thumb and answers at once"),
    "hard": N_("thinks ahead about a second a move"),
}
# The levels as the seat chooser names them (ui/scenes/new_game.py), capitalised here.
LEVEL_NAMES = {
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}


def describe_level(game_id: str, level: str) -> str:
    """One sentence for the new-game screen: what `level` does and, where measured, how
    strong that has proved, e.g. "hard: thinks ahead …; wins about 91 % of games …"."""
    parts = [_(WHAT_IT_IS.get(level, N_("a bot"))).format(count=round(10 * EASY_BLUNDER_RATE))]
    measured = MEASURED.get(game_id, {}).get(level)
    if measured is not None:
        parts.append(measured.sentence())
    elif level == "normal" and game_id in MEASURED:
        parts.append(_("beats a random player nearly every game"))
    if game_id == "anno1800-solo" and level in MISSIONS_WON:
        won, played = MISSIONS_WON[level]
        parts.append(
            _("wins about {rate} % of the campaign's missions").format(
                rate=round(100 * won / played)
            )
        )
    if game_id == "anno1800-solo" and level in NORMAL_SOLO_POINTS:
        points = NORMAL_SOLO_POINTS[level]
        text = ngettext(
            "scores about {points} point in the normal solo game",
            "scores about {points} points in the normal solo game",
            points,
        )
        parts.append(text.format(points=points))
    name = _(LEVEL_NAMES.get(level, level))
    title = name[:1].upper() + name[1:]
    return _("{level}: {sentence}.").format(level=title, sentence="; ".join(parts))
