"""A count with its English noun, rightly in the plural, for developer output (the self-test,
the command line's reports). Never for a text a player sees: that counts through
`i18n.ngettext`, since German and Czech have plurals of their own (Czech three forms)."""

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
