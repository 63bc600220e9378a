"""A game being played: the one seeded random number generator, and replay.

The :class:`Session` owns the only ``random.Random`` of a game. It samples the CHANCE
player's outcomes from ``state.chance_outcomes()`` with exactly one ``rng.random()`` per
chance action, so a saved game (seed + history) resumes with the generator where it was.

A session plays with the program's dice (:data:`DICE_PROGRAM`, the default) or with the
table's own (:data:`DICE_TABLE`): the players roll real dice and the outcomes are given
to :meth:`Session.apply_table_chance`. A game file says which (``"dice"``); loading a
program-dice file checks every recorded outcome against the seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Final

from .actions import Action
from .events import Event
from .game import Game
from .rules import apply_legal, cards_left
from .state import CHANCE, Phase, State

# The dice modes of a session (and the "dice" field of a game file).
DICE_PROGRAM: Final = "program"  # the seeded generator rolls; a file's outcomes are checked
DICE_TABLE: Final = "table"  # the players roll their own dice; outcomes are taken as recorded
DICE_MODES: Final = (DICE_PROGRAM, DICE_TABLE)


def replay(game: Game, history: Iterable[Action]) -> State:
    """Rebuild the state reached by applying ``history`` to a new game (checked)."""
    state = State(game)
    for action in history:
        state.apply(action)
    return state


def takeback_point(
    history: Sequence[Action], may_take_back: Callable[[int], bool] | None = None
) -> int | None:
    """Where to cut ``history`` to take back the latest decision that involved no chance.

    A decision is any action that is not the CHANCE player's (not dice, the shuffle or
    a card draw). The result ``i`` is the index of the latest decision after which no
    chance action happened; ``replay(game, history[:i])`` (or ``Session.resume``) is
    the game as it was just before that decision, with the generator in step. None if
    there is no decision, or if a chance action follows the latest one (the dice or a
    card are known, so taking it back could change the luck).

    ``may_take_back(i)``, if given, says whether the decision at index ``i`` may be
    taken back (e.g. it was made by a human seat); decisions it refuses are skipped
    over and taken back along with the one found (computer players simply decide
    again). A chance action met while skipping still ends the search with None.

    Pure: looks only at ``history`` (``action.chance``), never at a state.
    """
    for i in range(len(history) - 1, -1, -1):
        if history[i].chance:
            return None
        if may_take_back is None or may_take_back(i):
            return i
    return None


def sample_outcome(state: State, x: float) -> Action:
    """The chance outcome that ``x`` in [0, 1) picks from ``state.chance_outcomes()``."""
    phase = state.phase
    if phase is Phase.ROLL:
        # The commonest case, by bisection over precomputed running sums: the same pick
        # as the loop below, without building the list of 36 outcomes.
        return state.tables.dice_for(x)
    if phase is Phase.DRAW:  # one outcome, of probability 1.0 (x < 1.0)
        return state.tables.draw_card[state.deck[0]]
    if phase is Phase.SHUFFLE:
        # The loop below over the cards not yet in the pile, each of the same
        # probability, without building the list of (action, probability) pairs.
        left = cards_left(state)
        share = 1.0 / len(left)
        total = 0.0
        for card in left:
            total += share
            if x < total:
                return card
        return left[-1]
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError("the state is not waiting for the CHANCE player")
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if x < total:
            return action
    return outcomes[-1][0]


class Session:
    """A game in progress with its seeded generator; players act through :meth:`apply`."""

    def __init__(self, game: Game, seed: int, state: State | None = None, dice: str = DICE_PROGRAM) -> None:
        if dice not in DICE_MODES:
            raise ValueError(f"dice must be one of {', '.join(DICE_MODES)}, not {dice!r}")
        self.game = game
        self.seed = seed
        self.dice = dice
        self.rng = random.Random(seed)
        self.state = State(game) if state is None else state

    @classmethod
    def resume(cls, game: Game, seed: int, history: Iterable[Action], dice: str = DICE_PROGRAM) -> Session:
        """Replay ``history`` and leave the generator where the original session had it."""
        return cls.continuing(game, seed, replay(game, history), dice)

    @classmethod
    def continuing(cls, game: Game, seed: int, state: State, dice: str = DICE_PROGRAM) -> Session:
        """A session for an already replayed ``state``: the generator advanced past its chance actions.

        (``Session(game, seed, state)`` leaves the generator at the start, out of step with
        any state that has chance actions in its history.)
        """
        session = cls(game, seed, state, dice)
        for action in state.history:
            if action.chance:
                session.rng.random()
        return session

    def apply(self, action: Action) -> list[Event]:
        """Apply a player's action (checked); see :meth:`State.apply`.

        A chance outcome given here (dice, a card) was rolled at the table:
        :meth:`apply_table_chance`.
        """
        if action.chance:
            return self.apply_table_chance(action)
        return self.state.apply(action)

    def chance_step(self) -> Action:
        """Let the CHANCE player act once and return what it did."""
        action = sample_outcome(self.state, self.rng.random())
        apply_legal(self.state, action)  # an outcome the state listed: no need to check it
        return action

    def apply_table_chance(self, action: Action) -> list[Event]:
        """Apply a chance outcome the players rolled at the table (checked), not the generator's.

        The session is in table-dice mode from then on (its file says so). The generator
        still moves one step, so it stays in step with the history's chance actions.
        """
        if not action.chance:
            raise ValueError(f"{action} is not a chance outcome (dice, the shuffle or a card)")
        events = self.state.apply(action)  # checked: IllegalActionError if not an outcome now
        self.rng.random()
        self.dice = DICE_TABLE
        return events

    def advance(self) -> list[Action]:
        """Let the CHANCE player act until a player must decide (or the game is over)."""
        done = []
        while self.state.current_player == CHANCE:
            done.append(self.chance_step())
        return done
