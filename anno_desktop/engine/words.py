"""Words every game's table and log use alike: a count with its noun, rightly in the plural."""

from __future__ import annotations


def plural(count: int, word: str, many: str = "") -> str:
    """ "1 card", "2 cards", "3 coaches"; `many` for a word that does not follow the rule."""
    if count == 1:
        return f"1 {word}"
    if many:
        return f"{count} {many}"
    if word.endswith(("s", "sh", "ch", "x")):
        return f"{count} {word}es"
    return f"{count} {word}s"
