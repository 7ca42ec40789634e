"""Anno 1701: the card game for two, as a `Rules` object (engine/rules.py).

A turn is roll phase, action phase, end phase (refill or trade voyage). Decisions that are not
the turn owner's action (goods of choice, the Trader, Playhouse vetoes, trade answers, building
functions off turn) wait in `State.pending`; whoever owes the first one is to act.
"""

from __future__ import annotations

from anno_desktop.engine.errors import not_possible
from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.games.anno1701_cards import actionphase as AP
from anno_desktop.games.anno1701_cards import decisions as D
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import roll as R
from anno_desktop.games.anno1701_cards import trading as T
from anno_desktop.games.anno1701_cards import view as VW
from anno_desktop.games.anno1701_cards import voyage as V
from anno_desktop.games.anno1701_cards.actions import ROLL
from anno_desktop.games.anno1701_cards.describe import describe, win_reason
from anno_desktop.games.anno1701_cards.state import NO_CARD, Player, State


class CardGameOptions(GameOptions):
    """Two players, no variants."""

    players: int = 2


def new_player(crest: int) -> Player:
    setup = R.game_data().settlement
    return Player(
        crest=crest,
        land=[land.start for land in setup.landscape],
        ship=setup.ship.start,
        lux=[0, 0],
        centres=[c.start for c in setup.centre],
        inhabitants=[1, 1, 1, 1],
        slots=[NO_CARD] * len(setup.slots),
        hand=[],
    )


def settle(s: State) -> list[Event]:
    """Run what needs nobody's decision: lapsed decisions, the event die, voyage steps, the
    end of a refill."""
    events: list[Event] = []
    while s.winner is None:
        if s.pending:
            if D.legal(s, s.pending[0]):
                break
            s.pending.pop(0)
            continue
        if s.event_face:
            face, s.event_face = s.event_face, 0
            events += R.resolve_event(s, face)
            continue
        if s.phase == "opening":
            s.phase = "roll"
            continue
        if s.phase == "voyage" and s.voyage is not None and s.voyage.step == "next":
            events += V.advance(s)
            if s.voyage is None:
                events += AP.end_turn(s)
            continue
        if s.phase == "refill" and (s.draws_left <= 0 or not AP.drawable(s, s.players[s.current])):
            events += AP.end_turn(s)
            continue
        break
    return events


class CardGameRules:
    id = "anno1701-cards"
    title = "Anno 1701 – the card game"  # noqa: RUF001 (the printed title)
    player_counts = (2,)
    options_model = CardGameOptions

    def new_game(self, options: GameOptions, seed: int) -> State:
        rng = Rng(seed)
        data = R.game_data()
        stacks = [list(half) for half in data.halves]
        for stack in stacks:
            rng.shuffle(stack)
        # The number die picks the start player: higher roll starts, a tie is rolled again.
        while (first := rng.die()) == (second := rng.die()):
            pass
        start = 0 if first > second else 1
        s = State(
            rng=rng,
            players=[new_player(0), new_player(1)],
            stacks=stacks,
            inhabitant_stacks=[level.count for level in data.levels],
            current=start,
            start_player=start,
        )
        s.pending = [Pending(start, "opening"), Pending(1 - start, "opening")]
        return s

    def to_act(self, s: State) -> int | None:
        if s.winner is not None:
            return None
        return s.pending[0].seat if s.pending else s.current

    def legal_actions(self, s: State) -> list[Action]:
        if s.winner is not None:
            return []
        if s.pending:
            return D.legal(s, s.pending[0])
        if s.phase == "roll":
            return [ROLL]
        if s.phase == "action":
            return AP.legal(s)
        if s.phase == "refill":
            return AP.refill_legal(s)
        if s.phase == "voyage":
            return V.legal(s)
        return []

    def apply(self, s: State, a: Action) -> list[Event]:
        if a not in self.legal_actions(s) and not T.legacy_offer(s, a):
            raise not_possible(lambda: describe(s, a), str(a.kind))
        if s.pending:
            events = D.apply(s, s.pending.pop(0), a)
        elif s.phase == "roll":
            s.phase = "action"
            events = R.roll_dice(s)
        elif s.phase == "voyage":
            events = V.apply(s, a)
        else:
            events = AP.apply(s, a)
        events += settle(s)
        if s.winner is not None:
            name = R.seat_name(s, s.winner)
            events.append(
                Event(
                    "game_over",
                    _("{player} wins: {reason}").format(player=name, reason=win_reason(s.reason)),
                    s.winner,
                    {"reason": s.reason},
                )
            )
        return events

    def view(self, s: State, seat: int | None) -> State:
        return VW.view(s, seat)

    def determinize(self, view: State, rng: Rng) -> State:
        return VW.determinize(view, rng)

    def result(self, s: State) -> Result | None:
        if s.winner is None:
            return None
        scores = tuple(float(eco.favour(p)) for p in s.players)
        return Result((s.winner,), scores, win_reason(s.reason))

    def turn(self, s: State) -> int:
        return s.turn

    def describe(self, s: State, a: Action) -> str:
        return describe(s, a)

    def invariants(self, s: State) -> list[str]:
        return VW.invariants(s)
