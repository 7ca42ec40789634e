"""The review's judge in a child process, so its playouts never hold the window's GIL.

On a thread of the window's process the judge's playouts cost the window most of its frames
(stepping through an Anno 1701 review on a loaded machine: 29 frames a second with the judge
idle, 9 while it judged). The child gets the game as a save (seed, options, seats, moves),
replays it, judges it and sends its progress and the marked moves back through a pipe;
closing the review ends the child.
"""

from __future__ import annotations

import contextlib
import os
from multiprocessing.connection import Connection
from typing import Any

from anno_desktop.ai.process import CONTEXT
from anno_desktop.ai.review import GameRecord, Judge, Judgement
from anno_desktop.engine.i18n import _
from anno_desktop.engine.match import Match
from anno_desktop.engine.saves import SaveFile, restore, to_save
from anno_desktop.games import get_game

NICER = 10  # how much lower the child's priority is than the window's


def judge_in_child(save_json: str, options: dict[str, Any], answers: Connection) -> None:
    """The child's work: replay the save, judge it, send ("progress", done, total) as it goes
    and ("done", marked) or ("error", text) at the end. It runs at a lower priority than the
    window, which must keep its frames on a busy machine (os.nice: not on Windows)."""
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICER)
    try:
        save = SaveFile.model_validate_json(save_json)
        match = restore(save, get_game(save.game).rules, verify=False)
        judge = Judge(GameRecord.replay(match), **options)
        marked = judge.run(lambda done, total: answers.send(("progress", done, total)))
        answers.send(("done", marked))
    except Exception as exc:  # the parent shows it; the review goes on without a verdict
        with contextlib.suppress(OSError):
            answers.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        answers.close()


class JudgeProcess:
    """A judge of `match` thinking in a child process; `poll()` collects what it sent.

    Raises OSError (or RuntimeError) when no child can be started: judge on a thread then.
    """

    def __init__(self, match: Match, **options: Any) -> None:
        self.progress = (0, -1)
        self.marked: list[Judgement] | None = None
        self.error: str | None = None
        receive, send = CONTEXT.Pipe(duplex=False)
        self._answers = receive
        self._process = CONTEXT.Process(
            target=judge_in_child,
            args=(to_save(match).model_dump_json(), options, send),
            name="anno-desktop review judge",
            daemon=True,
        )
        self._process.start()
        send.close()

    @property
    def done(self) -> bool:
        return self.marked is not None or self.error is not None

    def poll(self) -> bool:
        """Read what the child sent since the last poll; True if anything changed."""
        changed = False
        while not self.done and self._answers.poll():
            try:
                message = self._answers.recv()
            except (EOFError, OSError):
                self.error = _("the judge's process ended before it finished")
                return True
            changed = True
            if message[0] == "progress":
                self.progress = (message[1], message[2])
            elif message[0] == "done":
                self.marked = message[1]
            else:
                self.error = message[1]
        return changed

    def cancel(self) -> None:
        """End the child (the review closed): its verdict is not wanted any more."""
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(timeout=2)
        self._answers.close()
