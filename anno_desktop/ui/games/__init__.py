"""Per-game scenes. A game adds `ui/games/<package>.py` (the game package's module name, e.g.
`santa_maria.py`) exporting `SCENE`, a `GameScene` subclass that overrides `draw_board` (and
`board_event` / `on_events` if it wants clicks on the board and animations). A game without
one is played in the generic GameScene.
"""
