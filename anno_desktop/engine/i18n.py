"""The player's language and every text in it, from gettext catalogues.

Code marks a text with `_("...")` where it is shown, `N_("...")` where it is only named (a
table of labels read before a language is chosen) and `ngettext(one, many, n)` for a count,
with named placeholders filled in afterwards: `ngettext("{n} card", "{n} cards", n).format(n=n)`.

The catalogues are `anno_desktop/locale/<lang>/LC_MESSAGES/anno_desktop.po`, extracted with
Babel (README, "Translations"). They are read here, at run time, by a small reader instead of
being compiled to .mo files: a fresh clone, the installed wheel and the bundle all hold the
same checked-in files, so no build step can be forgotten. The reader understands what Babel
writes: contexts, plurals, multi-line strings, fuzzy entries (skipped, as gettext does).

It lives in the engine because the games' log and describe texts may use it too; no pygame.
"""

from __future__ import annotations

import ast
import gettext
import locale
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

# The languages the program speaks, each named in its own language (the settings chooser).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "cs": "Čeština"}
DEFAULT = "en"
# Not a language a player chooses: every marked text shown as ⟦text⟧, so a test (or a
# screenshot with --lang pseudo) finds the English that never went through the catalogues.
PSEUDO = "pseudo"
OPEN_MARK, CLOSE_MARK = "\u27e6", "\u27e7"
DOMAIN = "anno_desktop"
# Chooses the language over the system's (screenshots, check-layout, a bug report's steps).
ENV_LANGUAGE = "ANNO_DESKTOP_LANG"
# Words a system locale may name a language by (Windows says "German_Germany").
_LOCALE_NAMES = {"german": "de", "deutsch": "de", "czech": "cs", "english": "en"}


def locale_dir() -> Path:
    return Path(__file__).resolve().parents[1] / "locale"


def catalogue_path(language: str) -> Path:
    return locale_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def _code(name: str) -> str | None:
    """The language of a locale name ("de_DE.UTF-8", "cs", "German_Germany"), if we speak it."""
    name = name.strip().lower()
    if not name or name in ("c", "posix"):
        return None
    short = name.replace("-", "_").split("_")[0].split(".")[0]
    if short in LANGUAGES:
        return short
    return _LOCALE_NAMES.get(short)


def system_language() -> str:
    """The language the system asks for, as gettext reads it (ANNO_DESKTOP_LANG first, then
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the locale); English for any we do not speak."""
    if os.environ.get(ENV_LANGUAGE, "") == PSEUDO:
        return PSEUDO
    for variable in (ENV_LANGUAGE, "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if not value:
            continue
        # LANGUAGE may list several ("de:en"); the first one we speak wins.
        for part in value.split(":"):
            code = _code(part)
            if code:
                return code
        if variable != "LANGUAGE":
            return DEFAULT
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return _code(name) or DEFAULT


@dataclass
class Catalogue:
    """One language's translations: (context, msgid) -> the translated forms."""

    messages: dict[tuple[str | None, str], list[str]] = field(default_factory=dict)
    plural: Callable[[int], int] = field(default=lambda n: int(n != 1))
    plural_count: int = 2

    def forms(self, message: str, context: str | None = None) -> list[str] | None:
        forms = self.messages.get((context, message))
        return forms if forms and all(forms) else None


def _unquote(text: str) -> str:
    text = text.strip()
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise ValueError(f"not a quoted string: {text[:40]}")
    return ast.literal_eval(text)


def _parse_header(header: str) -> tuple[Callable[[int], int], int]:
    for line in header.splitlines():
        name, _sep, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            parts = dict(part.strip().split("=", 1) for part in value.split(";") if "=" in part)
            return gettext.c2py(parts["plural"]), int(parts["nplurals"])
    return (lambda n: int(n != 1)), 2


def _entries(source: str) -> list[dict[str, object]]:
    """The .po file's entries: each a dict of its keywords (msgid, msgstr[1], ...) and flags."""
    entries: list[dict[str, object]] = []
    entry: dict[str, object] = {}
    key = ""
    for raw in source.splitlines():
        line = raw.strip()
        if not line or (line.startswith("#") and not line.startswith("#,")):
            continue
        if line.startswith("#,"):
            if "msgid" in entry:
                entries.append(entry)
                entry = {}
            entry["fuzzy"] = "fuzzy" in line
            continue
        if line.startswith('"'):
            entry[key] = str(entry[key]) + _unquote(line)
            continue
        key, _sep, rest = line.partition(" ")
        if key in ("msgctxt", "msgid") and "msgid" in entry:
            entries.append(entry)
            entry = {}
        entry[key] = _unquote(rest)
    if "msgid" in entry:
        entries.append(entry)
    return entries


def parse_po(source: str) -> Catalogue:
    """A catalogue from the text of a .po file."""
    catalogue = Catalogue()
    for entry in _entries(source):
        msgid = str(entry["msgid"])
        if msgid == "":
            catalogue.plural, catalogue.plural_count = _parse_header(str(entry.get("msgstr", "")))
            continue
        if entry.get("fuzzy"):
            continue
        if "msgid_plural" in entry:
            forms = [str(entry.get(f"msgstr[{i}]", "")) for i in range(catalogue.plural_count)]
        else:
            forms = [str(entry.get("msgstr", ""))]
        context = entry.get("msgctxt")
        catalogue.messages[(None if context is None else str(context), msgid)] = forms
    return catalogue


_catalogues: dict[str, Catalogue] = {}
_current = {"language": ""}


class _Texts(dict):
    """msgid -> its text in the language in use, for `_`: the one lookup the games' `apply`
    pays per event (the bots call it millions of times)."""

    __slots__ = ()


class _PseudoTexts(_Texts):
    __slots__ = ()

    def get(self, message: str, default: object = None) -> str:
        return OPEN_MARK + message + CLOSE_MARK


# The texts of the language in use, made when first asked for after the language changes.
_texts: list[_Texts] = []


def catalogue(language: str) -> Catalogue:
    """The language's catalogue (read once); an empty one for English or a missing file."""
    if language not in _catalogues:
        path = catalogue_path(language)
        try:
            _catalogues[language] = parse_po(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, KeyError):
            _catalogues[language] = Catalogue()
    return _catalogues[language]


def set_language(language: str) -> str:
    """Speak `language` from now on (English for one we do not speak); the one chosen."""
    _current["language"] = language if language in LANGUAGES or language == PSEUDO else DEFAULT
    _texts.clear()
    return _current["language"]


def language() -> str:
    """The language in use: the one set, else the system's."""
    if not _current["language"]:
        set_language(system_language())
    return _current["language"]


def _made_texts() -> _Texts:
    in_use = language()
    if in_use == PSEUDO:
        texts: _Texts = _PseudoTexts()
    else:
        book = catalogue(in_use)
        texts = _Texts(
            (msgid, forms[0])
            for (context, msgid), forms in book.messages.items()
            if context is None and forms and all(forms)
        )
    _texts.append(texts)
    return texts


def _(message: str) -> str:
    """`message` in the language in use (itself where it has no translation)."""
    return (_texts[0] if _texts else _made_texts()).get(message, message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted text that `count` takes in the language in use."""
    if language() == PSEUDO:
        return OPEN_MARK + (singular if count == 1 else plural) + CLOSE_MARK
    book = catalogue(language())
    forms = book.forms(singular)
    if forms is None:
        return singular if count == 1 else plural
    return forms[min(book.plural(count), len(forms) - 1)]


def N_(message: str) -> str:
    """Marks `message` for the catalogues without translating it (that happens where shown)."""
    return message


def number(value: float, digits: int = 2) -> str:
    """A number as the language writes it: 0.5 in English, 0,5 in German and Czech."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    return text.replace(".", ",") if language() in ("de", "cs") else text


def listing(items: list[str]) -> str:
    """Items joined as the language lists them: "A, B and C" ("A, B und C", "A, B a C")."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def signed(value: float, digits: int = 1) -> str:
    """A number with its sign and `digits` decimals, as the language writes it: +1.5, -0,5."""
    text = f"{value:+.{digits}f}"
    return text.replace(".", ",") if language() in ("de", "cs") else text


_SEAT = re.compile(r"\bPlayer \d\b")


def unmarked(text: str) -> str:
    """The letters of `text` outside every ⟦…⟧ of the pseudo language, "Player N" left out:
    "" when every word shown went through the catalogues."""
    outside: list[str] = []
    depth = 0
    for char in text:
        if char == OPEN_MARK:
            depth += 1
        elif char == CLOSE_MARK:
            depth = max(0, depth - 1)
        elif depth == 0:
            outside.append(char)
    return "".join(c for c in _SEAT.sub("", "".join(outside)) if c.isalpha())
