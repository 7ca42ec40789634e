"""`anno-desktop check-layout`: draw every scene at every window size and UI scale offscreen
and list what does not fit or tells too much.

Five kinds of finding: a text the fitting routine had to shorten (`shortened`); a text drawn
partly or wholly outside the window, spilling out of its box or over another text
(`clipped`); two clickable widgets or board zones on top of each other (`overlap`); a widget
or zone reaching outside the window (`off-window`); and a visible string or tooltip holding
an internal id from the rule data, like "FW28" or "D04" (`id`). In the pseudo language
(`--lang pseudo`) a sixth: a text or tooltip with words that never went through the
catalogues (`untranslated`). It is a report: it exits 0 whatever it finds.
"""

from __future__ import annotations

import functools
import os
import re
import sys
import tempfile
import time
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from anno_desktop import paths
from anno_desktop.engine import i18n

if TYPE_CHECKING:
    import pygame

    from anno_desktop.engine.match import Match
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scene import Scene

SIZES: tuple[tuple[int, int], ...] = (
    (1024, 600),
    (1280, 720),
    (1280, 800),
    (1920, 1080),
    (2560, 1440),
)
SCALES: tuple[float, ...] = (0.75, 1.0, 1.25, 1.5)
FAST_SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 800))
FAST_SCALES: tuple[float, ...] = (1.0, 1.5)
CATEGORIES = ("shortened", "clipped", "overlap", "off-window", "id", "untranslated")
MENU_SHOTS = ("main menu", "learn to play", "load", "settings")
# Where in a seeded bot game its table is drawn: the share of the game's actions played.
POSITIONS: tuple[tuple[str, float], ...] = (
    ("table at start", 0.0),
    ("table at 1/3", 1 / 3),
    ("table at 2/3", 2 / 3),
    ("table at end", 1.0),
)
FAST_POSITIONS = (POSITIONS[0], POSITIONS[-1])
GAME_SHOTS = ("new game", "rules help", "hand-off", "game over", "game menu")
BOT_LEVEL = "normal"
SEED = 7
# An id in the rule data: capitals and digits ("FW28", "AEI17", "D04", "A24") …
CODE_ID = re.compile(r"^[A-Z]{1,4}\d{1,3}[a-z]?$")
# … or a snake-case key with an underscore ("champagne_cellar"), never an English word.
SNAKE_ID = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$")
# Names said the same in every language, so never marked: the program's, each language's own.
KEPT_NAMES = ("Anno Desktop", *i18n.LANGUAGES.values())
# Nor are the Roman numerals of levels and stacks, or a save's file name ("anno1701-20261202-
# 061502", the player's own name for it).
KEPT_WORDS = re.compile(r"\b(?:[IVX]+|[a-z0-9-]+-\d{8}-\d{6})\b")
# Two zones sharing a sliver this thin are neighbours drawn edge to edge, not an overlap.
OVERLAP_SLACK = 2
# Two texts sharing more than this part of the smaller one's box are drawn over each other.
TEXT_OVERLAP = 4
# Modules whose cached surfaces hold no text: kept warm between shots, since they are slow.
TEXTLESS_CACHES = ("anno_desktop.ui.art.icons", "anno_desktop.ui.art.textures")


@dataclass(frozen=True)
class Finding:
    """One problem on one screen: its kind, where it was seen and what it is."""

    category: str
    game: str
    scene: str
    size: str
    scale: float
    what: str
    detail: str = ""


@dataclass
class Report:
    """Everything check-layout found, with the screens it drew and how long it took."""

    findings: list[Finding] = field(default_factory=list)
    shots: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        found = Counter(f.category for f in self.findings)
        return {category: found.get(category, 0) for category in CATEGORIES}

    def by_game(self) -> dict[str, dict[str, int]]:
        games: dict[str, Counter[str]] = {}
        for finding in self.findings:
            games.setdefault(finding.game, Counter())[finding.category] += 1
        return {
            game: {category: found.get(category, 0) for category in CATEGORIES}
            for game, found in games.items()
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "shots": self.shots,
            "seconds": round(self.seconds, 1),
            "counts": self.counts(),
            "by_game": self.by_game(),
            "errors": self.errors,
            "findings": [asdict(f) for f in self.findings],
        }

    def text(self) -> str:
        """The report for a person: findings grouped per screen, then the totals."""
        lines: list[str] = []
        groups: dict[tuple[str, str, str, float], list[Finding]] = {}
        for finding in self.findings:
            key = (finding.game, finding.scene, finding.size, finding.scale)
            groups.setdefault(key, []).append(finding)
        for (game, scene, size, scale), found in groups.items():
            counts = Counter(f.category for f in found)
            summary = ", ".join(f"{counts[c]} {c}" for c in CATEGORIES if counts[c])
            lines.append(f"{game} · {scene} · {size} · {scale:.0%}: {summary}")
            for f in found:
                lines.append(
                    f"    {f.category:<10} {f.what}" + (f"  ({f.detail})" if f.detail else "")
                )
        lines.append("")
        lines.append(f"{self.shots} screens drawn in {self.seconds:.1f} s")
        header = "game".ljust(16) + "".join(c.rjust(12) for c in CATEGORIES)
        lines.append(header)
        for game, counts in self.by_game().items():
            lines.append(game.ljust(16) + "".join(str(counts[c]).rjust(12) for c in CATEGORIES))
        totals = self.counts()
        lines.append("total".ljust(16) + "".join(str(totals[c]).rjust(12) for c in CATEGORIES))
        for error in self.errors:
            lines.append(f"error: {error}")
        return "\n".join(lines)


# -- internal ids -----------------------------------------------------------------------------


def _ids_in(data: Any, found: set[str], key: str = "") -> None:
    if isinstance(data, dict):
        for name, value in data.items():
            if CODE_ID.match(name) or (isinstance(value, dict) and SNAKE_ID.match(name)):
                found.add(name)
            _ids_in(value, found, name)
    elif isinstance(data, list):
        for item in data:
            _ids_in(item, found, key)
    elif isinstance(data, str):
        is_id_field = key == "id" or key.endswith(("_id", "ids"))
        if CODE_ID.match(data) or (is_id_field and SNAKE_ID.match(data)):
            found.add(data)


@functools.cache
def id_pattern() -> re.Pattern[str]:
    """Whole words that are ids in `rules/*/*.toml` (card, tile, space, anchor, building keys)."""
    found: set[str] = set()
    for path in sorted(paths.rules_dir().glob("*/*.toml")):
        _ids_in(tomllib.loads(path.read_text(encoding="utf-8")), found)
    words = "|".join(sorted(map(re.escape, found), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{words})(?![\w-])")


def ids_in_text(text: str) -> list[str]:
    return list(dict.fromkeys(id_pattern().findall(text)))


# -- watching a frame being drawn ---------------------------------------------------------------


def _tracing_surface_class() -> type:
    import pygame

    from anno_desktop.ui.theme import RECORDER

    class TracingSurface(pygame.Surface):
        """The window's stand-in: remembers where each text surface was blitted."""

        def __init__(self, size: tuple[int, int]) -> None:
            super().__init__(size)
            self.texts: list[tuple[str, pygame.Rect]] = []

        def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
            text = RECORDER.text_of(source)
            if text is not None:
                x, y = dest.topleft if isinstance(dest, pygame.Rect) else dest[:2]
                w, h = pygame.Rect(area).size if area is not None else source.get_size()
                drawn = pygame.Rect(round(x), round(y), w, h)
                clip = self.get_clip()
                if clip != self.get_rect():
                    # What a scrolling column's clip hides is scrolled away, not cut: only
                    # the part that shows is the text's place on the screen.
                    drawn = drawn.clip(clip)
                if drawn.width and drawn.height:
                    self.texts.append((text, drawn))
            return super().blit(source, dest, area, special_flags)

    return TracingSurface


def _clear_text_caches() -> None:
    """Forget surfaces cached by the UI so every text of the next frame is rendered (and seen)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("anno_desktop.ui") or name in TEXTLESS_CACHES:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


@dataclass
class Frame:
    """What one drawn frame showed: texts with their rects, cuts, widgets and zones."""

    texts: list[tuple[str, pygame.Rect]]
    strings: list[str]
    shortened: list[tuple[str, str]]
    overflows: list[str]
    clickables: list[tuple[str, pygame.Rect]]
    widgets: list[tuple[str, pygame.Rect]]
    tooltips: list[str]
    # Whole texts and tooltips shown, each once (the lines of a wrapped text joined again).
    whole_strings: list[str] = field(default_factory=list)


def _name(widget: Any) -> str:
    label = getattr(widget, "label", None) or getattr(widget, "text", None) or ""
    kind = type(widget).__name__
    return f'{kind} "{label}"' if isinstance(label, str) and label else kind


def _is_clickable(widget: Any) -> bool:
    from anno_desktop.ui.widgets.base import Widget
    from anno_desktop.ui.widgets.scroll import ScrollColumn, TextLog

    if isinstance(widget, ScrollColumn | TextLog):
        return False  # containers that scroll; their children are looked at one by one
    return type(widget).handle is not Widget.handle


def _scene_widgets(scene: Scene) -> Iterator[tuple[Any, pygame.Rect, bool]]:
    """Each visible widget with the rect it shows in, and whether it is a column's child."""
    from anno_desktop.ui.widgets.scroll import ScrollColumn

    for widget in scene.widgets:
        if not widget.visible:
            continue
        yield widget, widget.rect, False
        if isinstance(widget, ScrollColumn):
            for child in widget.children:
                if child.visible:
                    yield child, child.rect.clip(widget.rect), True


def _zones(scene: Scene) -> Iterator[tuple[str, pygame.Rect]]:
    """A game table's click zones and board buttons, named by their tooltip."""
    tips = list(getattr(scene, "board_tips", []))

    def tip_at(rect: pygame.Rect) -> str:
        return next((text for where, text in reversed(tips) if where == rect), "")

    for rect, action in getattr(scene, "board_zones", []):
        yield f"zone {getattr(action, 'kind', action)} {tip_at(rect)!r}", rect
    for rect, _ in getattr(scene, "board_buttons", []):
        yield f"board button {tip_at(rect)!r}", rect


def _tooltips(scene: Scene) -> Iterator[str]:
    for widget, _, _ in _scene_widgets(scene):
        if widget.tooltip:
            yield widget.tooltip
        for row in getattr(widget, "rows", []):
            if getattr(row, "tooltip", None):
                yield row.tooltip
    for _, text in getattr(scene, "board_tips", []):
        yield text


def draw_frame(app: App) -> Frame:
    """Draw the app's stack once onto a tracing surface while the text recorder listens."""
    from anno_desktop.ui.theme import RECORDER

    _clear_text_caches()
    for scene in app.stack:
        scene.forget_pictures()
    window = app.screen
    surface = _tracing_surface_class()(app.size)
    top = app.top
    if top is not None:
        # Only what the top scene draws (and the tooltip over it) is its own: a dialog is not
        # charged with the cut texts of the table dimmed beneath it.
        drawn_below = top.draw

        def draw_top(target: pygame.Surface) -> None:
            RECORDER.clear()
            surface.texts.clear()
            drawn_below(target)

        top.draw = draw_top  # type: ignore[method-assign]
    RECORDER.start()
    try:
        app.screen = surface
        app.render()
    finally:
        RECORDER.stop()
        app.screen = window
        if top is not None:
            del top.draw
    clickables: list[tuple[str, pygame.Rect]] = []
    widgets: list[tuple[str, pygame.Rect]] = []
    tooltips: list[str] = []
    if top is not None:
        for widget, rect, in_column in _scene_widgets(top):
            if not in_column:
                widgets.append((_name(widget), rect))
            if _is_clickable(widget):
                clickables.append((_name(widget), rect))
        for name, rect in _zones(top):
            clickables.append((name, rect))
            widgets.append((name, rect))
        tooltips = list(dict.fromkeys(_tooltips(top)))
    frame = Frame(
        texts=surface.texts,
        strings=RECORDER.strings,
        shortened=list(dict.fromkeys(RECORDER.shortened)),
        overflows=[
            d.text
            for d in RECORDER.drawn
            if d.overflows or d.rect.x < d.box.x or d.rect.right > d.box.right
        ],
        clickables=clickables,
        widgets=widgets,
        tooltips=tooltips,
        whole_strings=list(dict.fromkeys([*RECORDER.whole_strings, *tooltips])),
    )
    RECORDER.clear()
    return frame


def _texts_over_texts(texts: list[tuple[str, pygame.Rect]]) -> Iterator[tuple[str, str]]:
    """Pairs of different texts drawn on top of each other (a label run into its neighbour)."""
    rects = [rect for _, rect in texts]
    seen: set[tuple[str, str]] = set()
    for i, (text, rect) in enumerate(texts):
        for j in rect.collidelistall(rects[i + 1 :]):
            other, other_rect = texts[i + 1 + j]
            common = rect.clip(other_rect)
            smaller = min(rect.width * rect.height, other_rect.width * other_rect.height)
            pair = (text, other)
            if (
                other != text
                and text.strip()
                and other.strip()
                and common.width * common.height * TEXT_OVERLAP > smaller
                and pair not in seen
            ):
                seen.add(pair)
                yield pair


def findings_of(frame: Frame, size: tuple[int, int], where: dict[str, Any]) -> list[Finding]:
    """The problems one frame shows (`where` names its game, scene, size and scale)."""
    import pygame

    window = pygame.Rect((0, 0), size)
    out: list[Finding] = []

    def add(category: str, what: str, detail: str = "") -> None:
        out.append(Finding(category=category, what=what, detail=detail, **where))

    for text, shown in frame.shortened:
        add("shortened", text, f"shown as {shown!r}")
    clipped = dict.fromkeys(
        text for text, rect in frame.texts if text.strip() and not window.contains(rect)
    )
    for text in clipped:
        add("clipped", text, "outside the window")
    for text in dict.fromkeys(frame.overflows):
        if text not in clipped:
            add("clipped", text, "spills out of its box")
    for text, other in _texts_over_texts(frame.texts):
        add("clipped", text, f"drawn over {other!r}")
    for i, (name, rect) in enumerate(frame.clickables):
        for other, other_rect in frame.clickables[i + 1 :]:
            common = rect.clip(other_rect)
            if common.width > OVERLAP_SLACK and common.height > OVERLAP_SLACK:
                add("overlap", f"{name} / {other}", f"{common.width}x{common.height} px shared")
    for name, rect in frame.widgets:
        if rect.width and rect.height and not window.contains(rect):
            add("off-window", name, f"at {tuple(rect)} in a {size[0]}x{size[1]} window")
    for text in frame.strings:
        found = ids_in_text(text)
        if found:
            add("id", text, ", ".join(found))
    shown = set(frame.strings)
    for text in frame.tooltips:
        found = ids_in_text(text)
        if found and text not in shown:
            add("id", text, "tooltip: " + ", ".join(found))
    # The rules summary is a document translated whole (rules.<lang>.md), English where not.
    if i18n.language() == i18n.PSEUDO and where.get("scene") != "rules help":
        for text in frame.whole_strings:
            left = _unmarked(text)
            if left:
                add("untranslated", text, f"unmarked: {left!r}")
    return out


def _unmarked(text: str) -> str:
    """The words of `text` the pseudo language shows outside its brackets, kept names aside."""
    for name in KEPT_NAMES:
        text = text.replace(name, "")
    # A text that closes brackets it never opened is the tail of a marked one the screen cut
    # (a seat card's "Hale⟧" of "⟦Admiral Hale⟧"): what comes before was inside them.
    depth = lowest = 0
    for char in text:
        depth += (char == i18n.OPEN_MARK) - (char == i18n.CLOSE_MARK)
        lowest = min(lowest, depth)
    return i18n.unmarked(i18n.OPEN_MARK * -lowest + KEPT_WORDS.sub("", text))


# -- the screens ---------------------------------------------------------------------------------


@dataclass
class GamePlan:
    """A game's seeded bot game, played once: its options and the actions it took."""

    game_id: str
    options: Any
    actions: list[Any]

    def match_at(self, count: int) -> Match:
        """The game with a human in seat 1 after the bot game's first `count` actions."""
        from anno_desktop.ui import flow

        seats = flow.default_seats(self.game_id, self.options.players)
        match = flow.new_match(self.game_id, self.options, seats, SEED)
        for action in self.actions[:count]:
            match.submit(action)
        return match


def plan_game(game_id: str) -> GamePlan:
    from anno_desktop.ai import arena
    from anno_desktop.ui import flow

    options = flow.default_options(game_id)
    record = arena.play_game(game_id, options, [BOT_LEVEL] * options.players, SEED, keep_match=True)
    actions = list(record.match.log) if record.match is not None else []
    return GamePlan(game_id, options, actions)


def _table(app: App, plan: GamePlan, share: float) -> Any:
    """The game's table after `share` of its bot game, played on to the human's decision."""
    from anno_desktop.ui import flow
    from anno_desktop.ui.scene import new_scene

    match = plan.match_at(round(len(plan.actions) * share))
    game = flow.scene_class(plan.game_id)(app, match, autosave=False)
    app.reset(new_scene(app, "MainMenu"), game)
    game.run_bots()
    return game


def _to_table(app: App, game: Any) -> None:
    """Close what the table opened over itself (game over, a hand-off, a decision panel)."""
    while app.top is not game and game in app.stack:
        app.pop()


# A screen to check: its name, and what sets it up and looks (`look(name)` once per view).
Look = Callable[[str], None]
Shot = tuple[str, Callable[["App", Look], None]]


def _menu_shots() -> list[Shot]:
    from anno_desktop.ui.scene import new_scene

    def simple(name: str, scenes: Sequence[str]) -> Shot:
        def shot(app: App, look: Look) -> None:
            app.reset(*[new_scene(app, scene) for scene in scenes])
            look(name)

        return name, shot

    def learn_to_play(app: App, look: Look) -> None:
        menu = new_scene(app, "MainMenu")
        app.reset(menu)
        menu.learn_to_play()  # type: ignore[attr-defined]
        look("learn to play")

    return [
        simple("main menu", ["MainMenu"]),
        ("learn to play", learn_to_play),
        simple("load", ["MainMenu", "LoadGame"]),
        simple("settings", ["MainMenu", "SettingsScreen"]),
    ]


def _table_shot(plan: GamePlan, name: str, share: float) -> Shot:
    """A table at one position: what it opened by itself, the table, each action-bar panel."""

    def shot(app: App, look: Look) -> None:
        from anno_desktop.ui.scene import scene_class

        game = _table(app, plan, share)
        if app.top is not game and not isinstance(app.top, scene_class("GameOver")):
            look(f"{name} · {type(app.top).__name__}")
        _to_table(app, game)
        look(name)
        for button, action, _ in list(getattr(game, "bar_choices", [])):
            if action is not None or button.on_click is None:
                continue
            button.on_click()
            if app.top is not game:
                look(f"{name} · {button.label}")
                _to_table(app, game)

    return name, shot


def _tutorial_shots(game_id: str) -> list[Shot]:
    """The game's tutorial at its first step that waits for a click (none without a lesson)."""
    from anno_desktop.ui import tutorials
    from anno_desktop.ui.screenshot import tutorial_step

    def tutorial(app: App, look: Look) -> None:
        tutorial_step(app, game_id)
        look("tutorial")

    return [("tutorial", tutorial)] if tutorials.has_tutorial(game_id) else []


def _game_shots(plan: GamePlan, positions: Sequence[tuple[str, float]]) -> list[Shot]:
    from anno_desktop.ui.scene import new_scene, push_scene, scene_class

    game_id = plan.game_id

    def new_game(app: App, look: Look) -> None:
        app.reset(new_scene(app, "MainMenu"), new_scene(app, "NewGame", game_id))
        look("new game")

    def rules_help(app: App, look: Look) -> None:
        app.reset(new_scene(app, "MainMenu"), new_scene(app, "RulesHelp", game_id))
        look("rules help")

    def hand_off(app: App, look: Look) -> None:
        game = _table(app, plan, 0.0)
        _to_table(app, game)
        push_scene(app, "HandOff", game.seat_name(0), game.seat_look(0))
        look("hand-off")

    def game_over(app: App, look: Look) -> None:
        game = _table(app, plan, 1.0)
        if not isinstance(app.top, scene_class("GameOver")):
            _to_table(app, game)
            push_scene(app, "GameOver", game.match)
        look("game over")

    def game_menu(app: App, look: Look) -> None:
        game = _table(app, plan, 0.0)
        _to_table(app, game)
        game.open_menu()
        look("game menu")

    def review(app: App, look: Look) -> None:
        # A judge stopped before it starts: the review's own screen, halfway and at the end,
        # quickly at every size (tests/ui/test_review_layout.py looks at its marked moves).
        from anno_desktop.ai.levels import Budget
        from anno_desktop.ai.review import GameRecord, Judge

        game = _table(app, plan, 1.0)
        judge = Judge(GameRecord.replay(game.match), playouts=1, budget=Budget(iterations=2))
        judge.cancel()
        for at in (len(game.match.log) // 2, len(game.match.log)):
            app.reset(new_scene(app, "MainMenu"))
            push_scene(app, "Review", game.match, judge=judge, background=False, at=at)
            look("review")

    shots: list[Shot] = [("new game", new_game), ("rules help", rules_help)]
    shots += [_table_shot(plan, name, share) for name, share in positions]
    shots += [("hand-off", hand_off), ("game over", game_over), ("game menu", game_menu)]
    shots.append(("review", review))
    shots += _tutorial_shots(game_id)
    if game_id == "anno1800-solo":
        from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap

        def campaign(app: App, look: Look) -> None:
            app.reset(new_scene(app, "MainMenu"), CampaignMap(app))
            look("campaign map")

        shots.append(("campaign map", campaign))
    return shots


# -- the run -------------------------------------------------------------------------------------


def _take(app: App, game: str, shot: Shot, where: dict[str, Any], report: Report) -> None:
    name, build = shot

    def look(scene: str) -> None:
        app.step(0.0, [])
        frame = draw_frame(app)
        report.findings.extend(findings_of(frame, app.size, {**where, "scene": scene}))
        report.shots += 1

    try:
        build(app, look)
    except Exception as exc:  # one broken screen is reported; the others are still checked
        report.errors.append(f"{game} · {name} · {where['size']} · {where['scale']}: {exc!r}")
    finally:
        app.close_scenes()
        app.clear_toast()  # one screen's message must not lie over the next screen's texts


def _saves_to_load(plans: Sequence[GamePlan]) -> None:
    """A save of each game a third of the way in, so the load screen has rows to show."""
    from anno_desktop.engine.saves import to_save, write_save
    from anno_desktop.ui import flow

    for plan in plans:
        match = plan.match_at(len(plan.actions) // 3)
        write_save(flow.new_save_path(plan.game_id), to_save(match))


def run(
    games: Iterable[str] | None = None,
    sizes: Sequence[tuple[int, int]] = SIZES,
    scales: Sequence[float] = SCALES,
    *,
    positions: Sequence[tuple[str, float]] = POSITIONS,
    menus: bool = True,
    extra: Sequence[tuple[str, Shot]] = (),
) -> Report:
    """Draw the menus and every game's screens at each size and scale; what they show wrong.

    Runs in a fresh user folder (no settings, saves or campaign of the player's are read or
    written). `extra` adds (game, shot) screens of the caller's own, as the tests do.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    started = time.perf_counter()
    home = os.environ.get("ANNO_DESKTOP_HOME")
    with tempfile.TemporaryDirectory(prefix="anno-check-layout-") as folder:
        os.environ["ANNO_DESKTOP_HOME"] = folder
        try:
            report = _run(games, sizes, scales, positions, menus, extra)
        finally:
            if home is None:
                os.environ.pop("ANNO_DESKTOP_HOME", None)
            else:
                os.environ["ANNO_DESKTOP_HOME"] = home
    report.seconds = time.perf_counter() - started
    return report


def _run(
    games: Iterable[str] | None,
    sizes: Sequence[tuple[int, int]],
    scales: Sequence[float],
    positions: Sequence[tuple[str, float]],
    menus: bool,
    extra: Sequence[tuple[str, Shot]],
) -> Report:
    import pygame

    from anno_desktop.settings import Settings
    from anno_desktop.ui import flow
    from anno_desktop.ui.app import App

    report = Report()
    game_ids = list(games) if games is not None else flow.playable_games()
    plans = [plan_game(game_id) for game_id in game_ids]
    _saves_to_load(plans)
    shots: list[tuple[str, Shot]] = [("menus", shot) for shot in _menu_shots()] if menus else []
    for plan in plans:
        shots += [(plan.game_id, shot) for shot in _game_shots(plan, positions)]
    shots += list(extra)
    try:
        for size in sizes:
            for scale in scales:
                settings = Settings(animation_speed="off", bot_pace="instant", ui_scale=scale)
                app = App(size, settings=settings, apply_fullscreen=False)
                for game, shot in shots:
                    where = {"game": game, "size": f"{size[0]}x{size[1]}", "scale": scale}
                    _take(app, game, shot, where, report)
    finally:
        pygame.display.quit()
    return report


def parse_scales(text: str) -> list[float]:
    """Scales as a comma list of factors or percentages: "0.75,1.5" or "75,150"."""
    scales = []
    for part in text.split(","):
        value = float(part.strip().rstrip("%"))
        scales.append(value / 100 if value > 3 else value)
    for value in scales:
        if not 0.75 <= value <= 1.5:
            raise ValueError(f"UI scale {value:g} is outside 0.75 … 1.5")
    return scales
