"""A game being played: the one seeded random number generator, replay, take-back point.

The :class:`Session` owns the only ``random.Random`` of a game. It samples the CHANCE
player's outcomes (``RuleBook.sample_outcome`` over ``RuleBook.chance_outcomes``) with
exactly one ``rng.random()`` per chance action, so a saved game (seed + history) resumes
with the generator where it was.

A session plays with the program's dice (:data:`DICE_PROGRAM`, the default) or with the
table's own (:data:`DICE_TABLE`): the players roll real dice and the outcomes are given
to :meth:`Session.apply_table_chance`. A game file says which (``"dice"``); loading a
program-dice file checks every recorded outcome against the seeded generator.

The session is generic over the rule set's game (its static facts) and state: a rule
set names its own (U-Build's ``session.Session`` is ``Session[Game, State]`` and makes
a new state from its game).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Final, Generic, TypeVar

from .events import Event
from .actions import Action
from .phases import CHANCE
from .state import GameState
from .extensible import mypyc_attr

# The dice modes of a session (and the "dice" field of a game file).
DICE_PROGRAM: Final = "program"  # the seeded generator rolls; a file's outcomes are checked
DICE_TABLE: Final = "table"  # the players roll their own dice; outcomes are taken as recorded
DICE_MODES: Final = (DICE_PROGRAM, DICE_TABLE)

G = TypeVar("G")
S = TypeVar("S", bound=GameState)


def replay_onto(state: S, history: Iterable[Action]) -> S:
    """Apply ``history`` to ``state`` (a new game's, usually), every action checked."""
    book = state.book
    for action in history:
        book.apply(state, action)
    return state


def takeback_point(
    history: Sequence[Action], may_take_back: Callable[[int], bool] | None = None
) -> int | None:
    """Where to cut ``history`` to take back the latest decision that involved no chance.

    A decision is any action that is not the CHANCE player's (not dice, the shuffle or
    a card draw). The result ``i`` is the index of the latest decision after which no
    chance action happened; replaying ``history[:i]`` (or ``Session.resume``) is the
    game as it was just before that decision, with the generator in step. None if
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


def sample_outcome(state: GameState, x: float) -> Action:
    """The chance outcome that ``x`` in [0, 1) picks from the state's chance outcomes."""
    return state.book.sample_outcome(state, x)


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class Session(Generic[G, S]):
    """A game in progress with its seeded generator; players act through :meth:`apply`."""

    def __init__(self, game: G, seed: int, state: S, dice: str = DICE_PROGRAM) -> None:
        if dice not in DICE_MODES:
            raise ValueError(f"dice must be one of {', '.join(DICE_MODES)}, not {dice!r}")
        self.game = game
        self.seed = seed
        self.dice = dice
        self.rng = random.Random(seed)
        self.state = state

    def catch_up(self) -> None:
        """Advance the generator past the chance actions already in the state's history
        (a session made for a replayed state starts its generator at the beginning)."""
        for action in self.state.history:
            if action.chance:
                self.rng.random()

    def apply(self, action: Action) -> list[Event]:
        """Apply a player's action (checked; ``IllegalActionError`` saying why not).

        A chance outcome given here (dice, a card) was rolled at the table:
        :meth:`apply_table_chance`.
        """
        if action.chance:
            return self.apply_table_chance(action)
        state = self.state
        return state.book.apply(state, action)

    def chance_step(self) -> Action:
        """Let the CHANCE player act once and return what it did."""
        state = self.state
        book = state.book
        action = book.sample_outcome(state, self.rng.random())
        book.apply_legal(state, action)  # an outcome the state listed: no need to check it
        return action

    def apply_table_chance(self, action: Action) -> list[Event]:
        """Apply a chance outcome the players rolled at the table (checked), not the generator's.

        The session is in table-dice mode from then on (its file says so). The generator
        still moves one step, so it stays in step with the history's chance actions.
        """
        if not action.chance:
            raise ValueError(f"{action} is not a chance outcome (dice, the shuffle or a card)")
        state = self.state
        events = state.book.apply(state, action)  # checked: IllegalActionError if not an outcome now
        self.rng.random()
        self.dice = DICE_TABLE
        return events

    def advance(self) -> list[Action]:
        """Let the CHANCE player act until a player must decide (or the game is over)."""
        done = []
        while self.state.current_player == CHANCE:
            done.append(self.chance_step())
        return done
