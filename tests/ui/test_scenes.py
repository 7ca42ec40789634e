"""The menus (issue item 3): load lists broken saves without deleting them, new game builds its
form from the options model, rules help renders Markdown, plus dice and the screenshot command."""

from typing import Literal

import pygame
from pydantic import Field

from anno_desktop import cli, paths
from anno_desktop.engine.match import Seat
from anno_desktop.engine.rules import GameOptions
from anno_desktop.engine.saves import to_save, write_save
from anno_desktop.ui import flow
from anno_desktop.ui.scenes.common import parse_markdown
from anno_desktop.ui.scenes.load_game import LoadGame
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.new_game import NewGame, option_fields
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.scenes.rules_help import RulesHelp
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.dice import DiceRoller
from tests.ui.conftest import click


def _button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def _write_toy_save(name="one.json"):
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")]
    match = flow.new_match("toy", flow.default_options("toy"), seats, 4)
    path = paths.saves_dir() / name
    write_save(path, to_save(match))
    return path


def test_load_lists_broken_saves_with_their_reason_and_keeps_them(app, toy):
    good = _write_toy_save()
    broken = good.parent / "broken.json"
    broken.write_text('{"schema_version": 1, "game": ')
    scene = LoadGame(app)
    app.push(scene)
    rows = {row.title: row for row in scene.lists[1].rows}
    bad = next(row for title, row in rows.items() if title.startswith("broken.json"))
    assert bad.warn and "cut off" in bad.detail
    assert scene.select_path(broken)
    assert not scene.load_button.enabled
    assert broken.exists()


def test_delete_asks_first_and_then_removes_the_save(app, toy):
    path = _write_toy_save()
    scene = LoadGame(app)
    app.push(scene)
    click(app, scene.delete_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, Dialog) and path.exists()
    click(app, _button(dialog, "Delete").rect.center)
    assert not path.exists() and app.top is scene
    assert [box.rows for box in scene.lists] == [[], []]


def test_load_opens_the_chosen_save(app, toy):
    _write_toy_save()
    scene = LoadGame(app)
    app.push(scene)
    click(app, scene.load_button.rect.center)
    assert isinstance(app.top, GameScene)


class VariantOptions(GameOptions):
    players: int = 2
    advanced: bool = False
    mode: Literal["normal", "campaign"] = "normal"
    mission: int = Field(default=1, ge=1, le=10)


def test_options_form_is_generated_from_the_model():
    fields = {f.name: f for f in option_fields(VariantOptions)}
    assert set(fields) == {"advanced", "mode", "mission"}
    assert fields["advanced"].values is None
    assert fields["mode"].values == ["normal", "campaign"]
    assert fields["mission"].values == list(range(1, 11))


def test_new_game_starts_the_chosen_game(app, toy):
    app.push(MainMenu(app))
    scene = NewGame(app, "toy")
    app.push(scene)
    click(app, _button(scene, "Start game").rect.center)
    game = next(s for s in app.stack if isinstance(s, GameScene))
    assert game.match.rules.id == "toy"
    assert game.match.seats[0].is_human and not game.match.seats[1].is_human


def test_markdown_headings_lists_and_tables():
    blocks = parse_markdown(
        "# Title\n\nSome **bold** text\ngoes on.\n\n- one\n  continued\n- two\n\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n"
    )
    kinds = [k for k, _ in blocks if k != "blank"]
    assert kinds == ["h1", "p", "li", "li", "head", "row"]
    assert ("p", "Some bold text goes on.") in blocks
    assert ("li", "•  one continued") in blocks
    assert ("row", "1  ·  2") in blocks


def test_rules_of_a_game_without_rules_md_say_so(app, toy):
    scene = RulesHelp(app, "toy")
    app.push(scene)
    assert any("missing" in entry[0] for entry in scene.page.entries)


def test_dice_tumble_then_land_and_skip_when_animations_are_off():
    dice = DiceRoller((0, 0, 200, 60), animation_factor=1.0)
    dice.roll([3, 5])
    assert dice.rolling
    for _ in range(40):
        dice.update(0.02)
    assert not dice.rolling and dice._shown == [3, 5]
    still = DiceRoller((0, 0, 200, 60), animation_factor=0.0)
    still.roll([6])
    assert not still.rolling and not still.update(0.02)


def test_screenshot_command_writes_a_png_of_the_requested_size(toy, tmp_path):
    out = tmp_path / "shot.png"
    code = cli.main(
        [
            "screenshot",
            "toy",
            "--seed",
            "2",
            "--out",
            str(out),
            "--size",
            "960x600",
            "--scene",
            "game",
        ]
    )
    assert code == 0
    assert pygame.image.load(str(out)).get_size() == (960, 600)


def test_screenshot_of_a_saved_game_at_its_end(toy, tmp_path):
    path = _write_toy_save()
    for scene in ("game-over", "hand-off", "load"):
        out = tmp_path / f"{scene}.png"
        assert (
            cli.main(
                ["screenshot", "toy", "--save", str(path), "--out", str(out), "--scene", scene]
            )
            == 0
        )
        assert pygame.image.load(str(out)).get_size() == (1280, 800)
    assert not list(flow.autosave_dir().iterdir()), "a screenshot never writes an autosave"


def test_screenshot_refuses_a_bad_size(toy, tmp_path, capsys):
    code = cli.main(["screenshot", "toy", "--out", str(tmp_path / "x.png"), "--size", "big"])
    assert code == 2 and "WIDTHxHEIGHT" in capsys.readouterr().err


def test_a_game_on_the_main_menu_card_opens_its_new_game_form(app, toy):
    menu = MainMenu(app)
    app.push(menu)
    index = next(i for i, row in enumerate(menu.game_rows) if row.game_id == "toy")
    click(app, menu.shape.game_rows[index].center)
    assert isinstance(app.top, NewGame) and app.top.game_id == "toy"
