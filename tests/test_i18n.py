"""Translations (issue 21 item 4): every text the code marks is in the German and Czech
catalogues, translated, with its placeholders kept; plurals take each language's forms; the
run-time .po reader reads the catalogues exactly as Babel does; the language setting is kept."""

import functools
import gettext
import io
import re
import subprocess
import sys
import typing
import zipfile
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from anno_desktop import paths
from anno_desktop.engine import i18n
from anno_desktop.engine.i18n_extract import extract_rules
from anno_desktop.settings import Language, Settings, load_settings, save_settings
from anno_desktop.ui.scenes.common import parse_markdown

PACKAGE = Path(i18n.__file__).resolve().parents[1]
# The extraction map the README's command uses: the code, and the rule data's shown names.
BABEL_CFG = PACKAGE.parent / "babel.cfg"
TRANSLATED = ["de", "cs"]
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _mapping():
    with BABEL_CFG.open(encoding="utf-8") as fh:
        return parse_mapping_cfg(fh, str(BABEL_CFG))


@functools.cache
def _code_messages() -> dict[str, str | None]:
    """Every msgid the code marks (with `_`, `N_`, `ngettext`...), with its plural if any, and
    every shown name of the rule data (babel.cfg), as `pybabel extract -F babel.cfg` finds them."""
    method_map, options_map = _mapping()
    found: dict[str, str | None] = {}
    for directory in (PACKAGE, paths.rules_dir()):
        for _file, _line, message, _comments, _context in extract_from_dir(
            str(directory), method_map, options_map
        ):
            if isinstance(message, tuple):
                found[message[0]] = message[1]
            else:
                found[message] = None
    return found


def _babel(language: str):
    with i18n.catalogue_path(language).open("rb") as fh:
        return read_po(fh, locale=language)


def _names(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def test_the_code_marks_the_screens_texts():
    messages = _code_messages()
    for text in ("New game", "Settings", "Language", "Start game", "Pass the screen to {name}"):
        assert text in messages
    assert messages["{count} player"] == "{count} players"


def test_the_rule_datas_shown_names_are_extracted_too():
    messages = _code_messages()
    for text in ("Chapel", "Woodcutter's hut", "Bishop of the Fleet", "Cartographer"):
        assert text in messages


def _rules_sections() -> list[tuple[str, tuple[str, ...]]]:
    """Each rule file babel.cfg names, with its keys in a fixed order (the test ids must be the
    same in every process: `pytest -n` collects them in each worker)."""
    method_map, options_map = _mapping()
    return [
        (pattern, tuple(sorted(set(options_map[pattern]["keys"].split()))))
        for pattern, method in method_map
        if method.endswith(":extract_rules")
    ]


@pytest.mark.parametrize(("pattern", "keys"), _rules_sections(), ids=lambda item: str(item))
def test_every_rule_file_babel_cfg_names_writes_its_keys(pattern, keys):
    """A renamed file or key would drop its names from the catalogues without a word."""
    path = paths.rules_dir() / pattern
    assert path.is_file(), f"babel.cfg names {pattern}, which is not in rules/"
    for key in keys:
        with path.open("rb") as fh:
            assert list(extract_rules(fh, (), (), {"keys": key})), f"no {key} in {pattern}"


def test_the_rule_extractor_says_where_each_name_comes_from():
    source = rb"""# buildings
[costs]
name = "Costs"

[[building]]
key = "kapelle"
name = "Chapel"
tips = [
    "Build it \"early\"",
    'Or late',
]

[buildings.Wd]
name = "Lumber camp"
"""
    fh = io.BytesIO(source)
    fh.name = "/somewhere/rules/anno1701/buildings.toml"
    found = list(extract_rules(fh, (), (), {"keys": "name, tips"}))
    where = "rules/anno1701/buildings.toml"
    assert found == [
        (3, None, "Costs", [f"Translators: name of [costs] in {where}"]),
        (7, None, "Chapel", [f'Translators: name of [[building]] key = "kapelle" in {where}']),
        (
            9,
            None,
            'Build it "early"',
            [f'Translators: tips of [[building]] key = "kapelle" in {where}'],
        ),
        (10, None, "Or late", [f'Translators: tips of [[building]] key = "kapelle" in {where}']),
        (14, None, "Lumber camp", [f"Translators: name of [buildings.Wd] in {where}"]),
    ]


def test_the_shared_sentences_go_whole_through_the_catalogues(tmp_path):
    """The pseudo language shows every word of a trade offer, a file the program cannot read
    and the crash dialog inside its brackets: nothing glued on in English."""
    from anno_desktop.engine.errors import UserFileError
    from anno_desktop.engine.trade import Offer, describe_offer
    from anno_desktop.engine.userfiles import read_json
    from anno_desktop.ui.crash import crash_message

    i18n.set_language("pseudo")
    offer = Offer(0, 1, (("wood", 1),), (("brick", 2), ("tool", 1)))
    assert i18n.unmarked(describe_offer(offer, ["Player 1", "Player 2"])) == ""
    (tmp_path / "empty.json").write_text("")
    (tmp_path / "twice.json").write_text('{"a": 1, "a": 2}')
    for name in ("empty.json", "twice.json", "missing.json"):
        with pytest.raises(UserFileError) as caught:
            read_json(tmp_path / name, what="settings file", cap=100)
        assert i18n.unmarked(str(caught.value)) == "", caught.value
    for log_file, autosave in ((Path("/x/a.log"), Path("/y/b.json")), (None, None)):
        assert i18n.unmarked(crash_message(KeyError("x"), log_file, autosave)) == ""


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_marked_text_is_translated(language):
    catalogue = _babel(language)
    for msgid, plural in _code_messages().items():
        entry = catalogue.get(msgid)
        assert entry is not None, f"{language}: {msgid!r} is not in the catalogue"
        assert not entry.fuzzy, f"{language}: {msgid!r} is marked fuzzy"
        forms = list(entry.string) if isinstance(entry.string, tuple) else [entry.string]
        assert all(forms), f"{language}: {msgid!r} is not translated"
        assert (plural is not None) == isinstance(entry.id, tuple), msgid
        if plural is not None:
            assert entry.id[1] == plural, f"{language}: {msgid!r} has another plural"
            assert len(forms) == catalogue.num_plurals


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_every_placeholder(language):
    for entry in _babel(language):
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        wanted = set().union(*(_names(text) for text in ids))
        for form in forms:
            assert _names(form) == wanted, f"{language}: {form!r} for {ids[0]!r}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_run_time_reader_reads_what_babel_reads(language):
    ours = i18n.parse_po(i18n.catalogue_path(language).read_text(encoding="utf-8"))
    theirs = _babel(language)
    entries = [entry for entry in theirs if entry.id]
    assert len(ours.messages) == len(entries)
    for entry in entries:
        key = entry.id[0] if isinstance(entry.id, tuple) else entry.id
        forms = list(entry.string) if isinstance(entry.string, tuple) else [entry.string]
        assert ours.messages[(entry.context, key)] == forms
    assert ours.plural_count == theirs.num_plurals
    theirs_plural = gettext.c2py(theirs.plural_expr)
    assert [ours.plural(n) for n in range(120)] == [theirs_plural(n) for n in range(120)]


def test_reader_understands_contexts_multiline_strings_and_fuzzy_entries():
    source = r"""
msgid ""
msgstr ""
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: somewhere.py:1
msgctxt "menu"
msgid "Open"
msgstr "Öffnen"

msgid "Open"
msgstr "Offen"

msgid ""
"A long "
"text with \"quotes\""
msgstr "Ein langer "
"Text mit \"Anführungszeichen\""

#, fuzzy
msgid "Guess"
msgstr "Geraten"
"""
    book = i18n.parse_po(source)
    assert book.forms("Open", "menu") == ["Öffnen"]
    assert book.forms("Open") == ["Offen"]
    assert book.forms('A long text with "quotes"') == ['Ein langer Text mit "Anführungszeichen"']
    assert book.forms("Guess") is None


def test_czech_counts_take_three_forms_and_german_two():
    """Czech: 1 hráč, 2-4 hráči, 5 and more hráčů; German and English: one and many."""
    said = {}
    for language in ("en", "de", "cs"):
        i18n.set_language(language)
        said[language] = [
            i18n.ngettext("{count} player", "{count} players", n).format(count=n)
            for n in (1, 2, 4, 5, 21)
        ]
    assert said["en"] == ["1 player", "2 players", "4 players", "5 players", "21 players"]
    assert said["de"] == ["1 Spieler", "2 Spieler", "4 Spieler", "5 Spieler", "21 Spieler"]
    assert said["cs"] == ["1 hráč", "2 hráči", "4 hráči", "5 hráčů", "21 hráčů"]
    assert _babel("cs").num_plurals == 3


def test_lists_signs_and_goods_read_as_each_language_writes_them():
    """The words the tables put together: a list's last "and", a signed lead's decimal comma,
    Santa Maria's goods counted in each language's forms."""
    from anno_desktop.games.santa_maria.words import amount_shown, cost_shown

    price = ("wood", "wood", "grain", "coins")
    said = {}
    for language in ("en", "de", "cs"):
        i18n.set_language(language)
        said[language] = (
            i18n.listing(["A", "B", "C"]),
            i18n.signed(-0.5),
            cost_shown(price),
            [amount_shown(n, "coins") for n in (1, 3, 5)],
        )
    english = "2 wood, 1 grain and 1 coin"
    assert said["en"] == ("A, B and C", "-0.5", english, ["1 coin", "3 coins", "5 coins"])
    assert said["de"] == (
        "A, B und C",
        "-0,5",
        "2 Holz, 1 Getreide und 1 Münze",
        ["1 Münze", "3 Münzen", "5 Münzen"],
    )
    assert said["cs"] == (
        "A, B a C",
        "-0,5",
        "2 dřeva, 1 obilí a 1 mince",
        ["1 mince", "3 mince", "5 mincí"],
    )


def test_texts_follow_the_language_in_use():
    i18n.set_language("de")
    assert i18n._("New game") == "Neues Spiel"
    i18n.set_language("cs")
    assert i18n._("New game") == "Nová hra"
    assert i18n.number(0.5) == "0,5"
    i18n.set_language("fr")
    assert i18n.language() == "en"
    assert i18n._("New game") == "New game" and i18n.number(0.5) == "0.5"
    assert i18n._("A text nobody translated") == "A text nobody translated"


@pytest.mark.parametrize(
    ("variables", "language"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "cs_CZ.UTF-8"}, "cs"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:cs", "LANG": "fr_FR.UTF-8"}, "cs"),
        ({"LC_ALL": "de_AT.UTF-8", "LANG": "cs_CZ.UTF-8"}, "de"),
        ({"ANNO_DESKTOP_LANG": "cs", "LANG": "de_DE.UTF-8"}, "cs"),
        ({"LANG": "C"}, "en"),
    ],
)
def test_the_system_language_is_the_first_one_asked_for(monkeypatch, variables, language):
    for name in ("ANNO_DESKTOP_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert i18n.system_language() == language


def test_the_setting_speaks_the_programs_languages():
    assert set(typing.get_args(Language)) == set(i18n.LANGUAGES)
    assert list(i18n.LANGUAGES.values()) == ["English", "Deutsch", "Čeština"]


def test_the_language_setting_defaults_to_the_one_in_use_and_is_kept():
    i18n.set_language("de")
    assert Settings().language == "de"
    save_settings(Settings(language="cs"))
    assert load_settings() == (Settings(language="cs"), None)


def test_a_stored_language_we_do_not_speak_goes_back_to_the_default(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "fr", "sound_volume": 20}')
    settings, message = load_settings(path)
    assert settings.language == i18n.language() and settings.sound_volume == 20
    assert message and "language" in message


@pytest.mark.slow
def test_the_wheel_carries_the_catalogues(tmp_path):
    """The installed program reads the same .po files as a checkout (nothing is compiled)."""
    pip = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
    subprocess.run(
        [*pip, "-w", str(tmp_path), str(PACKAGE.parent)],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("anno_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in TRANSLATED:
        assert f"anno_desktop/locale/{language}/LC_MESSAGES/anno_desktop.po" in names


def _translated_summaries() -> list[Path]:
    return sorted(
        path for language in TRANSLATED for path in paths.rules_dir().glob(f"*/rules.{language}.md")
    )


def test_some_rules_summaries_are_translated():
    names = {path.relative_to(paths.rules_dir()).as_posix() for path in _translated_summaries()}
    assert {"santa-maria/rules.de.md", "santa-maria/rules.cs.md"} <= names


@pytest.mark.parametrize("path", _translated_summaries(), ids=lambda path: path.name)
def test_a_translated_rules_summary_follows_the_english_one_block_for_block(path):
    """Same headings, paragraphs and list items in the same order: a reading added to
    rules.md fails here until it is translated too."""
    english = parse_markdown((path.parent / "rules.md").read_text(encoding="utf-8"))
    translated = parse_markdown(path.read_text(encoding="utf-8"))
    assert [kind for kind, _text in translated] == [kind for kind, _text in english], (
        f"{path.parent.name}/{path.name} no longer follows rules.md: translate the change"
    )
    # The numbers of each block are the rules' own: a translation keeps every one of them.
    for (_kind, text), (_same, original) in zip(translated, english, strict=True):
        assert sorted(re.findall(r"\d+", text)) == sorted(re.findall(r"\d+", original)), text
