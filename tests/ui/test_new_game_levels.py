"""The new-game screen says what each bot level is like, worded from the measured figures
(issue 20, item 4)."""

from __future__ import annotations

import pygame
import pytest

from anno_desktop.ai.levels import levels
from anno_desktop.ai.strength import MEASURED, MISSIONS_WON, NORMAL_SOLO_POINTS, describe_level
from anno_desktop.settings import Settings
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.new_game import NewGame
from anno_desktop.ui.widgets.controls import Chooser
from anno_desktop.ui.widgets.label import Label

GAMES = ["anno1701", "anno1701-cards", "anno1800-solo", "santa-maria"]


@pytest.mark.parametrize("game", GAMES)
def test_every_level_of_every_game_has_its_sentence(game):
    for level in levels(game):
        sentence = describe_level(game, level)
        assert sentence.startswith(f"{level.capitalize()}: ") and sentence.endswith(".")
        assert "None" not in sentence and "_" not in sentence


def test_a_measured_level_says_its_win_rate_and_the_fair_share():
    hard = MEASURED["anno1701"]["hard"]
    rate = round(100 * hard.wins / hard.games)
    assert f"wins about {rate} % of games against three normal bots" in describe_level(
        "anno1701", "hard"
    )
    assert "fair share is 25 %" in describe_level("anno1701", "hard")


def test_anno_1800_levels_say_missions_won_and_normal_solo_points():
    for level in ("normal", "hard"):
        won, played = MISSIONS_WON[level]
        sentence = describe_level("anno1800-solo", level)
        assert f"wins about {round(100 * won / played)} % of the campaign's missions" in sentence
        points = NORMAL_SOLO_POINTS[level]
        assert f"scores about {points} points in the normal solo game" in sentence
    assert NORMAL_SOLO_POINTS["hard"] > NORMAL_SOLO_POINTS["normal"]


def test_the_form_lists_the_levels_and_each_seat_chooser_tells_its_own(app):
    form = NewGame(app, "anno1701")
    app.push(form)
    app.render()
    text = next(w.text for w in form.widgets if isinstance(w, Label) and "Hard:" in w.text)
    assert [line.split(":")[0] for line in text.splitlines()] == [
        lv.capitalize() for lv in levels("anno1701")
    ]
    kinds = [w for w in form.widgets if isinstance(w, Chooser) and w.values[w.index] == "normal"]
    assert kinds and kinds[0].tooltip == describe_level("anno1701", "normal")
    form._set_seat(1, "kind", "hard")
    retold = [w for w in form.widgets if isinstance(w, Chooser) and w.values[w.index] == "hard"]
    assert retold[0].tooltip == describe_level("anno1701", "hard")


def test_where_not_every_level_fits_the_form_tells_the_seated_levels():
    """At a larger text size (1280x800 at 115 %) the four sentences don't fit under the form:
    the level the seats have chosen is told; of two chosen, only one fits, the stronger."""
    app = App((1280, 800), settings=Settings(ui_scale=1.15), apply_fullscreen=False)
    try:
        form = NewGame(app, "anno1701")
        app.push(form)
        app.render()

        def told() -> list[str]:
            names = tuple(f"{lv.capitalize()}:" for lv in levels("anno1701"))
            texts = [w.text for w in form.widgets if isinstance(w, Label)]
            return [
                line.split(":")[0]
                for text in texts
                for line in text.splitlines()
                if line.startswith(names)
            ]

        assert told() == ["Normal"]
        form._set_seat(1, "kind", "hard")
        assert told() == ["Hard"]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game", GAMES)
def test_at_a_large_text_size_the_rows_give_room_for_one_level_sentence(game):
    """At 1280x800 and 125 % the form's rows at their natural height leave no room under
    them: they give a little, so the seated (or, with only people seated, the strongest)
    level's sentence is still told, not only in a tooltip."""
    app = App((1280, 800), settings=Settings(ui_scale=1.25), apply_fullscreen=False)
    try:
        form = NewGame(app, game)
        app.push(form)
        app.render()
        seated = {spec["kind"] for spec in form.seats} - {"human"}
        level = max(seated, key=list(levels(game)).index) if seated else list(levels(game))[-1]
        texts = [w.text for w in form.widgets if isinstance(w, Label)]
        assert any(describe_level(game, level) in text for text in texts)
    finally:
        pygame.display.quit()
