"""Anno 1800 solo campaign (issue 6): the record of missions won and the best normal solo score
in the user data directory, the campaign map that starts a mission, the goals panel's live
progress and the game-over card."""

import json

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.match import Match, Seat
from anno_desktop.ui import flow
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)


def _match(seed=1, **values):
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate({"players": 1, **values})
    return Match(RULES, options, seed, [Seat(name="Captain", kind="human", colour="red")])


def _bot_action(match, bot):
    state = match.state.clone()
    return bot.choose(Decision(match.rules, state, 0, match.rules.legal_actions(state)))


def _play_until_one_left(match, seed=1):
    """Let the normal bot play until its next move ends the game; return that move."""
    bot = make_bot("anno1800-solo", "normal", seed)
    while True:
        action = _bot_action(match, bot)
        trial = match.state.clone()
        match.rules.apply(trial, action)
        if trial.over:
            return action
        match.submit(action)


def test_record_round_trip(tmp_path):
    from anno_desktop.ui.games.anno1800_solo_progress import (
        CampaignRecord,
        MissionRecord,
        load_record,
        save_record,
    )

    path = tmp_path / "record.json"
    record = CampaignRecord(
        missions={3: MissionRecord(harder=True, most_cards_left=4)},
        best_score=131,
        best_rating="Enchanting city",
    )
    save_record(record, path)
    loaded, message = load_record(path)
    assert message is None and loaded == record
    assert loaded.won(3) and not loaded.won(1)
    assert not list(tmp_path.glob(".campaign.*")), "no temporary file is left behind"


@pytest.mark.parametrize("text", ["{not json", json.dumps({"missions": {"1": {"standard": 7}}})])
def test_a_broken_record_is_empty_with_a_message(tmp_path, text):
    from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord, load_record

    path = tmp_path / "record.json"
    path.write_text(text)
    record, message = load_record(path)
    assert record == CampaignRecord()
    assert message and "could not be read" in message


def test_the_map_shows_a_broken_record_without_crashing(app):
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.games.anno1800_solo_progress import record_path

    record_path().write_text("\x00garbage")
    scene = CampaignMap(app)
    app.push(scene)
    app.render()
    assert scene.message and scene.record.missions == {}


def test_a_victory_through_the_table_marks_the_mission_won(app):
    from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
    from anno_desktop.ui.games.anno1800_solo_progress import load_record

    match = _match(seed=1, mission=1, mode="campaign", difficulty="harder")
    last = _play_until_one_left(match)
    flow.open_match(app, match)
    scene = app.top
    assert scene.submit(last)
    assert match.result().winners == (0,)
    assert isinstance(app.top, SoloGameOver)
    record, message = load_record()
    assert message is None
    assert record.mission(1).harder and not record.mission(1).standard
    assert record.mission(1).most_cards_left == int(match.result().scores[0])
    lines = [text for text, _ in app.top.lines]
    assert any(line.startswith("Won on the harder time stack") for line in lines)
    app.render()


def test_a_normal_solo_game_records_its_best_score_and_rating():
    from anno_desktop.games.anno1800_solo.goals import rating
    from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord, note_result

    match = _match(seed=2, mode="normal-solo")
    match.submit(_play_until_one_left(match, seed=2))
    points = int(match.result().scores[0])
    record = CampaignRecord(best_score=points - 1, best_rating="x")
    assert note_result(record, match)
    assert record.best_score == points and record.best_rating == rating(points)
    assert not note_result(record, match), "an equal score is no new best"


def test_the_campaign_map_starts_the_clicked_mission(app):
    from anno_desktop.ui.games.anno1800_solo import Anno1800SoloScene
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap

    scene = CampaignMap(app)
    app.push(scene)
    app.render()
    harder = next(b for b in scene.difficulty_buttons if b.label == "Harder")
    click(app, harder.rect.center)
    rect = next(r for r, number in scene.cards if number == 3)
    click(app, rect.center)
    # Mission 3 is not reached yet with an empty record: the map asks first.
    assert type(app.top).__name__ == "Dialog"
    app.render()
    play = next(w for w in app.top.widgets if getattr(w, "label", "") == "Play it")
    click(app, play.rect.center)
    briefing = app.top
    assert type(briefing).__name__ == "MissionBriefing"
    assert briefing.difficulty == "harder"
    briefing.close()
    game = app.top
    assert isinstance(game, Anno1800SoloScene)
    options = game.match.options
    assert (options.mission, options.mode, options.difficulty) == (3, "campaign", "harder")


def test_the_new_game_screen_opens_the_campaign_map(app):
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.scenes.new_game import NewGame

    app.push(NewGame(app, "anno1800-solo"))
    app.render()
    button = next(w for w in app.top.widgets if getattr(w, "label", "") == "Campaign map")
    click(app, button.rect.center)
    assert isinstance(app.top, CampaignMap)


def test_the_goals_panel_shows_the_engines_progress(app):
    from anno_desktop.games.anno1800_solo.goals import mission_progress

    match = _match(seed=4, mission=2, mode="campaign")
    flow.open_match(app, match)
    app.top.close()  # the briefing that opens the mission
    scene = app.top
    app.render()
    tips = [text for _, text in scene.board_tips]
    goals = mission_progress(match.state)
    assert goals
    for goal in goals:
        assert any(t.startswith(f"{goal.label}: {goal.current} now") for t in tips), goal


def test_the_map_shows_missions_won_and_the_best_score(app):
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.games.anno1800_solo_progress import (
        CampaignRecord,
        MissionRecord,
        save_record,
    )

    save_record(
        CampaignRecord(
            missions={2: MissionRecord(standard=True, most_cards_left=3)},
            best_score=131,
            best_rating="Enchanting city",
        )
    )
    scene = CampaignMap(app)
    app.push(scene)
    app.render()
    tips = dict(
        (number, text) for (rect, number) in scene.cards for r, text in scene._tips if r == rect
    )
    assert "Best score 131 · Enchanting city" in tips[None]
    assert "best win: 3 time-stack cards to spare" in tips[2]
    assert "best win" not in tips[1]


def test_the_game_over_sheet_after_a_win_offers_the_next_mission(app):
    """Issue 15, "Game over and campaign": goals met or missed one by one, and "Next mission",
    "Try again" and "Campaign map" on the sheet; Next mission starts Mission 2."""
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver

    match = _match(seed=1, mission=1, mode="campaign")
    last = _play_until_one_left(match)
    flow.open_match(app, match)
    app.top.submit(last)
    sheet = app.top
    assert isinstance(sheet, SoloGameOver)
    app.render()
    rows = sheet.rows()
    assert rows and all(met for _, _, met in rows)
    assert sheet.why.startswith("Every goal held at once")
    labels = [w.label for w in sheet.widgets if hasattr(w, "label")]
    assert labels[:3] == ["Next mission", "Try again", "Campaign map"]
    next_button = next(w for w in sheet.widgets if getattr(w, "label", "") == "Next mission")
    click(app, next_button.rect.center)
    while type(app.top).__name__ == "MissionBriefing":
        app.top.close()
    assert app.top.match.options.mission == 2 and not app.top.match.log
    map_match = _match(seed=1, mission=1, mode="campaign")
    last = _play_until_one_left(map_match)
    flow.open_match(app, map_match)
    app.top.submit(last)
    app.render()
    button = next(w for w in app.top.widgets if getattr(w, "label", "") == "Campaign map")
    click(app, button.rect.center)
    assert isinstance(app.top, CampaignMap)


def test_a_lost_mission_names_the_goals_missed(app):
    from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
    from anno_desktop.ui.games.anno1800_solo_progress import CampaignRecord

    match = _match(seed=2, mission=3, mode="campaign")
    bot = make_bot("anno1800-solo", "random", 2)
    while match.result() is None:
        match.submit(_bot_action(match, bot))
    sheet = SoloGameOver(app, match, CampaignRecord())
    app.push(sheet)
    app.render()
    assert not sheet.won
    assert any(met is False for _, _, met in sheet.rows())
    labels = [w.label for w in sheet.widgets if hasattr(w, "label")]
    assert "Next mission" not in labels and "Try again" in labels


def test_the_sea_chart_marks_missions_won_next_and_later_apart(app):
    """Issue 15: the campaign map as a chart with the missions as places; won, next and not
    reached yet told apart, the islands' click squares apart and on the chart."""
    from anno_desktop.ui.games.anno1800_solo_campaign import CampaignMap
    from anno_desktop.ui.games.anno1800_solo_progress import (
        CampaignRecord,
        MissionRecord,
        save_record,
    )

    save_record(CampaignRecord(missions={1: MissionRecord(harder=True, most_cards_left=2)}))
    scene = CampaignMap(app)
    app.push(scene)
    app.render()
    assert [scene.status(n) for n in (1, 2, 3)] == ["won", "next", "later"]
    islands = list(scene.shape.islands.values())
    assert len(islands) == 10
    assert all(scene.shape.chart.contains(r) for r in islands)
    assert all(not a.colliderect(b) for i, a in enumerate(islands) for b in islands[i + 1 :])
    click(app, scene.shape.islands[2].center)
    assert type(app.top).__name__ == "MissionBriefing"
