"""The command line: the GUI by default, headless tools as sub-commands.

Game options go on the same line as flags (`--first-game`, `--mission 3`) and are validated by
the game's own options model. Every failure a user can cause ends with a one-line message and
a non-zero exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from anno_desktop import __version__
from anno_desktop.engine.errors import GameOptionsError, RuleDataError, SaveError
from anno_desktop.engine.rules import GameOptions
from anno_desktop.games import available_games, get_game


def parse_game_options(game_id: str, players: int | None, extras: list[str]) -> GameOptions:
    """Turn `--key value` / `--flag` words into the game's validated options model."""
    rules = get_game(game_id).rules
    raw: dict[str, object] = {}
    i = 0
    while i < len(extras):
        word = extras[i]
        if not word.startswith("--") or len(word) < 3:
            raise GameOptionsError(f"unexpected word {word!r} (options look like --name value)")
        key = word[2:].replace("-", "_")
        if i + 1 < len(extras) and not extras[i + 1].startswith("--"):
            raw[key] = extras[i + 1]
            i += 2
        else:
            raw[key] = True
            i += 1
    if players is not None:
        raw["players"] = players
    elif "players" not in raw and len(rules.player_counts) == 1:
        raw["players"] = rules.player_counts[0]
    try:
        options = rules.options_model.model_validate(raw)
    except Exception as exc:
        from anno_desktop.engine.ruledata import describe_validation_error

        detail = describe_validation_error(exc) if hasattr(exc, "errors") else str(exc)
        raise GameOptionsError(f"invalid options for {game_id}: {detail}") from None
    if options.players not in rules.player_counts:
        counts = ", ".join(map(str, rules.player_counts))
        raise GameOptionsError(f"{game_id} is for {counts} players, not {options.players}")
    return options


def _cmd_simulate(args: argparse.Namespace, extras: list[str]) -> int:
    from anno_desktop.ai.arena import simulate

    players = args.players or (len(args.bots.split(",")) if "," in args.bots else None)
    options = parse_game_options(args.game, players, extras)
    levels = _levels_for(args.game, args.bots, options.players)
    save_dir = Path(args.save_dir) if args.save_dir else None
    report = simulate(args.game, options, levels, args.games, args.seed, save_dir)
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{report['games']} games of {args.game}: {report['finished']} finished, "
            f"{report['errors']} errors, mean turns {report['mean_turns']}"
        )
        print(f"wins by seat {report['wins_by_seat']}, by level {report['win_rate_by_level']}")
        print(f"{report['actions_per_second']} actions/s in {report['seconds']} s")
        for sample in report["error_samples"]:
            print("error:", sample, file=sys.stderr)
    return 0 if report["errors"] == 0 else 1


def _levels_for(game_id: str, words: str, players: int) -> list[str]:
    from anno_desktop.ai.levels import levels as game_levels

    levels = words.split(",")
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise GameOptionsError(f"{len(levels)} bot levels named for {players} seats")
    known = game_levels(game_id)
    for lvl in levels:
        if lvl not in known:
            names = ", ".join(known)
            raise GameOptionsError(f"no bot level {lvl!r} for {game_id} (levels: {names})")
    return levels


def _cmd_tournament(args: argparse.Namespace, extras: list[str]) -> int:
    from anno_desktop.ai.arena import tournament
    from anno_desktop.ai.levels import Budget

    seats = args.seats.split(",")
    options = parse_game_options(args.game, len(seats), extras)
    levels = _levels_for(args.game, args.seats, options.players)
    budget = Budget(args.hard_seconds, args.hard_iterations)
    report = tournament(args.game, options, levels, args.games, args.seed, budget, args.jobs)
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{report['games']} games of {args.game}, seats {','.join(levels)} rotated "
            f"(fair share {report['fair_share']:.0%}), {report['errors']} errors"
        )
        for lvl, row in report["levels"].items():
            low, high = row["wilson95"]
            print(
                f"  {lvl:>7}: win rate {row['win_rate']:.1%} (95% CI {low:.1%} to {high:.1%}), "
                f"mean score {row['mean_score']}, decision {row['decision_ms_mean']} ms "
                f"(p95 {row['decision_ms_p95']} ms)"
            )
    return 0 if report["errors"] == 0 else 1


def _cmd_replay(args: argparse.Namespace, extras: list[str]) -> int:
    from anno_desktop.ai.levels import levels
    from anno_desktop.engine.errors import SaveMismatch
    from anno_desktop.engine.hashing import state_hash
    from anno_desktop.engine.saves import read_save, restore

    save = read_save(Path(args.save))
    if save.game not in available_games():
        raise SaveError(
            f"The save {args.save} is of the game {save.game[:40]!r}, which this version "
            "does not have."
        )
    try:
        match = restore(
            save, get_game(save.game).rules, verify=args.verify, levels=list(levels(save.game))
        )
    except SaveMismatch as exc:
        print(f"anno-desktop: {args.save}: {exc}", file=sys.stderr)
        return 1
    digest = state_hash(match.state)
    print(
        f"{args.save}: {save.game}, {len(save.actions)} actions replayed, turn {match.turn()}, "
        f"state {digest[:16]}" + (" — verified, same final state" if args.verify else "")
    )
    return 0


def _cmd_fuzz(args: argparse.Namespace, extras: list[str]) -> int:
    import time

    from anno_desktop.engine.contract import fuzz
    from anno_desktop.engine.match import Match, Seat
    from anno_desktop.engine.saves import to_save, write_save

    rules = get_game(args.game).rules
    counts = [args.players] if args.players else list(rules.player_counts)
    variants = [parse_game_options(args.game, n, extras) for n in counts]
    started = time.perf_counter()
    report = fuzz(rules, variants, args.actions, args.seed, deep_every=args.deep_every)
    seconds = time.perf_counter() - started
    summary = {
        "game": args.game,
        "actions": report.actions,
        "games": report.games,
        "finished": report.finished,
        "failures": len(report.failures),
        "seconds": round(seconds, 2),
        "actions_per_second": round(report.actions / seconds, 1) if seconds else 0.0,
    }
    for failure in report.failures:
        options = failure.options
        seats = [Seat(name=f"seat {i + 1}") for i in range(options.players)]
        match = Match(rules, options, failure.game_seed, seats)
        for action in failure.log:
            rules.apply(match.state, action)
            match.log.append(action)
        out = Path(f"fuzz-{args.game}-seed{failure.game_seed}-action{failure.action_index}.json")
        write_save(out, to_save(match))
        summary["failure"] = {
            "problem": failure.problem,
            "game_seed": failure.game_seed,
            "players": options.players,
            "action_index": failure.action_index,
            "save": str(out),
        }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{args.game}: {report.actions} random actions in {report.games} games "
            f"({summary['seconds']} s, {summary['actions_per_second']} actions/s): "
            f"{len(report.failures)} failures"
        )
        if report.failures:
            f = summary["failure"]
            print(
                f"FAILED at action {f['action_index']} of game seed {f['game_seed']} "
                f"({f['players']} players): {f['problem']}; the save before it: {f['save']}"
            )
    return 1 if report.failures else 0


def _cmd_bench(args: argparse.Namespace, extras: list[str]) -> int:
    from anno_desktop.bench import run

    report = run(args.game or None, args.hard_seconds)
    if args.json:
        print(json.dumps(report))
        return 0
    print(report["machine"])
    for game_id, row in report["games"].items():
        clone = row["clone"]
        print(
            f"{game_id} ({row['players']} players): {row['random_actions_per_second']} "
            f"random actions/s ({row['random_actions_per_cpu_second']} per CPU second), "
            f"clone p50 {clone['p50_ms']} ms p95 {clone['p95_ms']} ms"
        )
        for level, times in row["decision"].items():
            print(f"  {level:>7} decision p50 {times['p50_ms']} ms, p95 {times['p95_ms']} ms")
    ui = report["ui"]
    print(f"start-up to the first frame: {ui['first_frame_ms']} ms")
    for game_id in report["games"]:
        frame, cpu = ui[game_id]["frame"], ui[game_id]["frame_cpu"]
        print(
            f"{game_id} scene at {ui[game_id]['size']}: frame p50 {frame['p50_ms']} ms, "
            f"p95 {frame['p95_ms']} ms; UI thread CPU p50 {cpu['p50_ms']} ms, "
            f"p95 {cpu['p95_ms']} ms ({frame['n']} frames)"
        )
        thinking = ui[game_id]["while_hard_thinks"]
        frame, gap = thinking["frame"], thinking["frame_to_frame"]
        print(
            f"  while a hard bot thinks: frame p50 {frame['p50_ms']} ms, p95 {frame['p95_ms']} "
            f"ms; frame to frame p50 {gap['p50_ms']} ms, p95 {gap['p95_ms']} ms (60 FPS: 16.7)"
        )
    print(f"peak memory {report['peak_memory_mb']} MB")
    return 0


def _cmd_play(args: argparse.Namespace, extras: list[str]) -> int:
    import random

    from anno_desktop.ui.launch import play

    kinds = args.seats.split(",") if args.seats else None
    options = parse_game_options(args.game, len(kinds) if kinds else None, extras)
    if kinds and len(kinds) != options.players:
        raise GameOptionsError(f"--seats names {len(kinds)} seats for {options.players} players")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    try:
        play(args.game, options, kinds, seed)
    except KeyError as exc:
        raise GameOptionsError(str(exc.args[0])) from None
    return 0


def _cmd_screenshot(args: argparse.Namespace, extras: list[str]) -> int:
    from anno_desktop.ui.check_layout import parse_scales
    from anno_desktop.ui.screenshot import parse_size, take

    _apply_language(args)
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        raise GameOptionsError(str(exc)) from None
    options = None if args.save else parse_game_options(args.game, None, extras)
    save = Path(args.save) if args.save else None
    if args.at is not None and save is None:
        raise GameOptionsError("--at counts the actions of a save: give it with --save")
    try:
        scale = parse_scales(args.scale)[0]
        out = take(
            args.game,
            Path(args.out),
            seed=args.seed,
            save=save,
            size=size,
            scene=args.scene,
            options=options,
            at=args.at,
            scale=scale,
        )
    except ValueError as exc:
        raise GameOptionsError(str(exc)) from None
    print(f"wrote {out} ({size[0]}x{size[1]}, scene {args.scene}, UI scale {scale:.0%})")
    return 0


def _cmd_check_layout(args: argparse.Namespace, extras: list[str]) -> int:
    import json

    from anno_desktop.ui import check_layout
    from anno_desktop.ui.screenshot import parse_size

    _apply_language(args)
    try:
        sizes = [parse_size(s) for s in args.sizes.split(",")] if args.sizes else None
        scales = check_layout.parse_scales(args.scales) if args.scales else None
    except ValueError as exc:
        raise GameOptionsError(str(exc)) from None
    chosen = None if args.games is None else [g for g in args.games.split(",") if g]
    unknown = [g for g in chosen or [] if g not in available_games()]
    if unknown:
        raise GameOptionsError(
            f"no game {', '.join(unknown)} (games: {', '.join(available_games())})"
        )
    report = check_layout.run(
        chosen,
        sizes or (check_layout.FAST_SIZES if args.fast else check_layout.SIZES),
        scales or (check_layout.FAST_SCALES if args.fast else check_layout.SCALES),
        positions=check_layout.FAST_POSITIONS if args.fast else check_layout.POSITIONS,
    )
    print(json.dumps(report.to_json(), indent=1) if args.json else report.text())
    return 0


def _language_argument(command: argparse.ArgumentParser) -> None:
    from anno_desktop.engine.i18n import LANGUAGES, PSEUDO

    command.add_argument(
        "--lang",
        choices=[*LANGUAGES, PSEUDO],
        help="the language to draw in (default: the one chosen in Settings, else the system's;"
        " pseudo shows every translated text in brackets, to find the untranslated ones)",
    )


def _apply_language(args: argparse.Namespace) -> None:
    """Speak `--lang` from here on: Settings made afterwards take the language in use."""
    if args.lang:
        from anno_desktop.engine import i18n

        i18n.set_language(args.lang)


def _count(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least `minimum`."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < minimum:
            raise argparse.ArgumentTypeError(
                f"must be a whole number of at least {minimum}, not {text!r}"
            )
        return value

    return parse


def _seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above zero."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0, not {text!r}")
    return value


def _option_words(name: str, annotation: object, default: object) -> str:
    """How one options-model field is written on the command line, e.g. `--mission N`."""
    flag = "--" + name.replace("_", "-")
    args = [a for a in get_args(annotation) if a is not type(None)]
    if annotation is bool:
        return f"{flag} (off unless given)"
    if get_origin(annotation) is Literal:
        words = f"{flag} {'|'.join(map(str, args))}"
    elif args and all(get_origin(a) is Literal for a in args):
        words = f"{flag} {'|'.join(str(v) for a in args for v in get_args(a))}"
    else:
        words = f"{flag} N"
    return words if default is None else f"{words} (default {default})"


def _players_words(counts: tuple[int, ...]) -> str:
    if len(counts) == 1:
        return f"{counts[0]} player" + ("" if counts[0] == 1 else "s")
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]} players"
    return f"{', '.join(map(str, counts))} players"


def game_options_help() -> str:
    """Every game's options, written from its options model so the help stays true."""
    lines = ["game options (checked by each game; the seats set --players when it is left out):"]
    wrap = {"width": 96, "initial_indent": "    ", "subsequent_indent": "      "}
    for game_id in available_games():
        try:
            rules = get_game(game_id).rules
        except RuleDataError as exc:
            lines.extend(textwrap.wrap(f"{game_id}: {exc}", **wrap))
            continue
        fields = rules.options_model.model_fields
        lines.append(f"  {game_id} ({_players_words(rules.player_counts)}):")
        words = [_option_words(name, f.annotation, f.default) for name, f in fields.items()]
        lines.extend(textwrap.wrap("; ".join(words), **wrap))
        doc = inspect.getdoc(rules.options_model) or ""
        if doc and doc != inspect.getdoc(GameOptions):
            for name in fields:
                doc = doc.replace(f"`{name}`", "--" + name.replace("_", "-"))
            lines.extend(textwrap.wrap(doc, **wrap))
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """A parser whose epilog may be written only when its help is shown (`epilog_from`):
    listing the game options imports every game, which no other command line should pay for."""

    def __init__(self, *args: Any, epilog_from: Callable[[], str] | None = None, **kw: Any):
        super().__init__(*args, **kw)
        self.epilog_from = epilog_from

    def format_help(self) -> str:
        if self.epilog_from is not None:
            self.epilog = self.epilog_from()
        return super().format_help()


REPLAY_EPILOG = """exit status:
  0  the log replayed (and, with --verify, reached the position the save recorded)
  1  with --verify: the log replays legally but reaches another position than the save
     recorded (a save of another version of the rules; the game can go on from the
     replayed position, which the window offers)
  2  the file cannot be used as a save; the message says why"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="anno-desktop",
        description="Anno Desktop: four colonial trading board games. Without a command it "
        "opens the game window; the commands below are headless tools.",
    )
    parser.add_argument("--version", action="version", version=f"anno-desktop {__version__}")
    parser.add_argument("--selftest", action="store_true", help="check this installation and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    games = available_games()

    games_format = argparse.RawDescriptionHelpFormatter
    sim = sub.add_parser(
        "simulate",
        help="bots play many games; report results",
        epilog_from=game_options_help,
        formatter_class=games_format,
    )
    sim.add_argument("game", choices=games)
    sim.add_argument("--players", type=_count(1))
    sim.add_argument("--bots", default="random", help="one level for all seats, or one per seat")
    sim.add_argument("--games", type=_count(1), default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--save-dir", help="also save every game in this folder (for replay)")
    sim.set_defaults(run=_cmd_simulate)

    rep = sub.add_parser(
        "replay",
        help="replay a save file from its action log",
        epilog=REPLAY_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    rep.add_argument("save")
    rep.add_argument("--verify", action="store_true", help="check the final state hash")
    rep.set_defaults(run=_cmd_replay)

    tour = sub.add_parser(
        "tournament",
        help="bot levels against each other, seats rotated",
        epilog_from=game_options_help,
        formatter_class=games_format,
    )
    tour.add_argument("game", choices=games)
    tour.add_argument("--seats", required=True, help="one bot level per seat, e.g. hard,normal")
    tour.add_argument("--games", type=_count(1), default=200)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--hard-seconds", type=_seconds, default=1.0, help="search time per decision")
    tour.add_argument(
        "--hard-iterations",
        type=_count(1),
        help="search iterations per decision instead of a time (the same bot on a busy machine)",
    )
    tour.add_argument(
        "--jobs", type=_count(1), default=1, help="processes to share the games out over"
    )
    tour.add_argument("--json", action="store_true")
    tour.set_defaults(run=_cmd_tournament)

    bench = sub.add_parser("bench", help="measure speed and memory on this machine")
    bench.add_argument("--game", action="append", choices=games, help="only this game (repeatable)")
    bench.add_argument("--hard-seconds", type=_seconds, default=1.0)
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(run=_cmd_bench)

    fz = sub.add_parser(
        "fuzz",
        help="random legal play checking the engine contract",
        epilog_from=game_options_help,
        formatter_class=games_format,
    )
    fz.add_argument("game", choices=games)
    fz.add_argument("--actions", type=_count(1), default=20_000)
    fz.add_argument("--seed", type=int, default=1)
    fz.add_argument("--players", type=_count(1), help="default: every player count in turn")
    fz.add_argument(
        "--deep-every",
        type=_count(1),
        default=7,
        help="run the view/clone/determinize checks every N actions (1: after every action)",
    )
    fz.add_argument("--json", action="store_true")
    fz.set_defaults(run=_cmd_fuzz)

    play = sub.add_parser(
        "play",
        help="open the window on a new game",
        epilog_from=game_options_help,
        formatter_class=games_format,
    )
    play.add_argument("game", choices=games)
    play.add_argument("--seats", help="human or a bot level per seat, e.g. human,normal,hard")
    play.add_argument("--seed", type=int)
    play.set_defaults(run=_cmd_play)

    from anno_desktop.ui.screenshot import SCENES

    shot = sub.add_parser(
        "screenshot",
        help="draw a scene offscreen into a PNG file",
        epilog_from=game_options_help,
        formatter_class=games_format,
    )
    shot.add_argument("game", choices=games)
    source = shot.add_mutually_exclusive_group()
    source.add_argument("--save", help="show this saved game")
    source.add_argument("--seed", type=int, default=1, help="a new game from this seed")
    shot.add_argument("--out", required=True, help="the PNG file to write")
    shot.add_argument("--size", default="1280x800", help="window size, e.g. 1920x1080")
    shot.add_argument(
        "--scene",
        default="game",
        choices=SCENES,
        help="what to draw; review: the game review of the --save (or of a seeded bot game "
        "whose first seat counts as the human), its moves judged at a short budget",
    )
    shot.add_argument(
        "--at",
        type=_count(0),
        help="the position after this many actions of the --save (where the review opens)",
    )
    shot.add_argument("--scale", default="1.0", help="UI scale, 0.75 to 1.5 (or 75 to 150)")
    _language_argument(shot)
    shot.set_defaults(run=_cmd_screenshot)
    layout = sub.add_parser(
        "check-layout",
        help="draw every scene at every size and UI scale; list cut text, overlaps and ids",
        description="Draw every scene of every game offscreen (menus, new game, load, "
        "settings, rules, hand-off, game over, the campaign map, each table at the start, a "
        "third, two thirds and the end of a seeded bot game, with its panels open) at each "
        "window size and UI scale, and list shortened and clipped texts, overlapping "
        "clickable widgets, widgets outside the window and internal ids on screen. It is a "
        "report: the exit status is 0 whatever it finds.",
    )
    layout.add_argument("--json", action="store_true", help="counts and findings as JSON")
    layout.add_argument(
        "--games",
        help=f"comma list of games, empty for the menus only (default all: {','.join(games)})",
    )
    layout.add_argument("--sizes", help="comma list of window sizes, e.g. 1024x600,1920x1080")
    layout.add_argument("--scales", help="comma list of UI scales, e.g. 0.75,1.5")
    layout.add_argument(
        "--fast", action="store_true", help="2 sizes, 2 scales, tables at start and end only"
    )
    _language_argument(layout)
    layout.set_defaults(run=_cmd_check_layout)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extras = parser.parse_known_args(argv)
    if args.selftest:
        from anno_desktop import selftest

        return selftest.run()
    if args.command is None and not extras:
        from anno_desktop.ui.launch import gui

        gui()
        return 0
    takes_options = ("simulate", "fuzz", "tournament", "play", "screenshot")
    if args.command is None or (extras and args.command not in takes_options):
        parser.error(f"unrecognised arguments: {' '.join(extras)}")
    try:
        return args.run(args, extras)
    except (SaveError, RuleDataError, GameOptionsError) as exc:
        # One line whatever the message holds, so scripts and people read it the same.
        print(f"anno-desktop: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
