"""A rule set's rule table, and the four calls every caller goes through.

A rule set writes its rules as one row per action type (:class:`ActionRule`): the phases
that accept the action, its check (why not, or None), its handler and its lister (what
``legal_actions`` lists of it), each a function of the rule set's topic modules (or the
kernel's). :class:`RuleTable` reads those rows, the same way for every rule set:

- ``legal_actions``: the listers of the current phase, in row order (a lister shared by
  several rows runs once, at its first row); in a phase with no lister, the CHANCE
  player's outcomes;
- ``legal_of``: the narrow question a computer player asks, the legal actions of a few
  kinds only (kind by kind; each kind's in ``legal_actions`` order): only those kinds'
  listers run, and a kind whose row shares its lister may have a lister of its own
  (``narrow``), so a decision never lists the whole board;
- ``check`` / ``why_illegal`` / ``is_legal``: the phase first, then the row's check;
- ``apply``: checked, then ``apply_legal``;
- ``apply_legal``: the history, the handler, then the rule set's pending steps while the
  phase is ``RUNNING``, and the end of a game that reaches the action limit.

Handlers and listers are called through :meth:`RuleTable.handle` and
:meth:`RuleTable.list_into`: a rule set's table may call its commonest ones by name there
(the traditional game's ``TradTable``; compiled, a direct native call instead of the
generic call of a function object from the rows).

A rule set's book is a :class:`TableBook`: its rule-table calls are its table's.

U-Build's rows are ``ubuild.table.ACTIONS``, the traditional game's ``traditional.table.ACTIONS``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from .refusals import Refusal
from .extensible import mypyc_attr
from ...limits import MAX_GAME_ACTIONS
from .actions import Action, IllegalActionError
from .events import Event
from .phases import Phase
from .refusals import NOT_NOW
from .state import GameState, RuleBook

# (state, player, out): append to ``out`` what to list of the row's action type.
Lister = Callable[[Any, int, list[Action]], None]

_RUNNING: Final = Phase.RUNNING
_GAME_OVER: Final = Phase.GAME_OVER


class ActionRule(NamedTuple):
    """One row of a rule table."""

    phases: frozenset[Phase]  # the phases that accept the action
    check: Any  # (state, action, player) -> why not, or None; None: the phase is the only condition
    handle: Any  # (state, action) -> None: apply it (it is legal)
    lister: Lister | None  # (state, player, out): append what to list; None: never listed


def row(phases: frozenset[Phase] | set[Phase], check: Any, handle: Any, lister: Lister | None) -> ActionRule:
    """One row: ``row({Phase.BUY}, check_buy, do_buy, list_buy)``."""
    return ActionRule(frozenset(phases), check, handle, lister)


class RuleTable:
    """A rule set's rows and the calls that read them (see the module docstring).

    ``run(state)`` works through the rule set's pending steps; ``end_by_action_limit(state)``
    ends a game that has reached ``MAX_GAME_ACTIONS``; ``chance_outcomes(state)`` lists the
    CHANCE player's outcomes with their probabilities.
    """

    def __init__(
        self,
        rows: dict[type, ActionRule],
        run: Callable[[Any], None],
        end_by_action_limit: Callable[[Any], None],
        chance_outcomes: Callable[[Any], list[tuple[Action, float]]],
        narrow: dict[type, Lister] | None = None,
    ) -> None:
        self.rows: Final = rows
        self.run: Final = run
        self.end_by_action_limit: Final = end_by_action_limit
        self.chance_outcomes: Final = chance_outcomes
        # What each phase accepts.
        self.phase_actions: Final[dict[Phase, frozenset[type]]] = {
            phase: frozenset(kind for kind, rule in rows.items() if phase in rule.phases) for phase in Phase
        }
        # The columns every action reads, by action type, as plain dicts of the rows' own
        # values: in the compiled build a named tuple's field read by name is a generic
        # attribute lookup, and these run several times per action (every computer
        # decision asks is_legal).
        self.handlers: Final[dict[type, Any]] = {kind: rule.handle for kind, rule in rows.items()}
        self.checks: Final[dict[type, tuple[frozenset[Phase], Any]]] = {
            kind: (rule.phases, rule.check) for kind, rule in rows.items()
        }
        self.phase_listers: Final[dict[Phase, tuple[Lister, ...]]] = {
            phase: listers for phase in Phase if (listers := self._listers(phase))
        }
        # legal_of: per phase and kind, (the lister to run, whether it lists that kind
        # alone: its row's own lister, shared by no other row, or a narrow one). A row's
        # lister runs in every phase of the rows that share it (as in legal_actions), so
        # a kind is listed wherever legal_actions lists it.
        own = narrow or {}
        rows_of = [rule.lister for rule in rows.values()]
        self.kind_listers: Final[dict[Phase, dict[type, tuple[Lister, bool]]]] = {
            phase: {
                kind: (own[kind], True) if kind in own else (rule.lister, rows_of.count(rule.lister) == 1)
                for kind, rule in rows.items()
                if rule.lister is not None and rule.lister in self.phase_listers.get(phase, ())
            }
            for phase in Phase
        }

    def _listers(self, phase: Phase) -> tuple[Lister, ...]:
        out: list[Lister] = []
        for rule in self.rows.values():
            if phase in rule.phases and rule.lister is not None and rule.lister not in out:
                out.append(rule.lister)
        return tuple(out)

    def legal_actions(self, state: GameState) -> list[Action]:
        """What the player to act may do now: the current phase's listers, in row order;
        the CHANCE player's outcomes in a phase without listers."""
        listers = self.phase_listers.get(state.phase)
        if listers is None:  # the CHANCE player's turn, or no one's
            return [a for a, _ in self.chance_outcomes(state)]
        out: list[Action] = []
        p = state.current_player
        for lister in listers:
            self.list_into(lister, state, p, out)
        return out

    def legal_of(self, state: GameState, kinds: tuple[type, ...]) -> list[Action]:
        """The legal actions of ``kinds`` only, kind by kind, each kind's in the order of
        ``legal_actions`` (which a test compares on random positions): what a computer
        player asks when it looks at a few kinds of action."""
        listers = self.kind_listers[state.phase]
        out: list[Action] = []
        p = state.current_player
        for kind in kinds:
            entry = listers.get(kind)
            if entry is None:
                continue
            lister, alone = entry
            if alone:
                self.list_into(lister, state, p, out)
                continue
            some: list[Action] = []
            self.list_into(lister, state, p, some)
            for a in some:
                if type(a) is kind:
                    out.append(a)
        return out

    def handle(self, state: GameState, action: Action) -> None:
        """Call the handler of ``action``'s row."""
        self.handlers[type(action)](state, action)

    def list_into(self, lister: Lister, state: GameState, p: int, out: list[Action]) -> None:
        """Call a row's ``lister`` for player ``p``."""
        lister(state, p, out)

    def check(self, state: GameState, action: Action) -> Refusal | None:
        """Why ``action`` cannot be applied now (its phase, then its own check), or None.
        A property or site not in this game raises ``IllegalActionError``."""
        rule = self.checks.get(type(action))
        if rule is None or state.phase not in rule[0]:
            return Refusal(NOT_NOW, {"phase": state.phase})
        why_not = rule[1]
        # Actions with no condition beyond the phase (Roll, Done...) have no check.
        return None if why_not is None else why_not(state, action, state.current_player)

    def why_illegal(self, state: GameState, action: Action) -> Refusal | None:
        """Why ``action`` cannot be applied now, or None if it can. Never mutates."""
        try:
            return self.check(state, action)
        except IllegalActionError as exc:
            return exc.refusal if exc.refusal is not None else Refusal(str(exc))

    def is_legal(self, state: GameState, action: Action) -> bool:
        """``why_illegal(state, action) is None``, one call shallower (every computer decision asks)."""
        try:
            return self.check(state, action) is None
        except IllegalActionError:
            return False

    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Apply one checked action (``IllegalActionError`` saying why not); its events."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalActionError(reason, str(action))
        start = len(state.events)
        self.apply_legal(state, action)
        return state.events[start:]

    def apply_legal(self, state: GameState, action: Action) -> None:
        """Apply an action known to be legal now: ``apply`` after its check, or a CHANCE
        outcome just taken from ``chance_outcomes`` (legal by construction, so the session
        skips checking it again). Then the pending steps, and the action limit."""
        history = state.history
        history.append(action)
        self.handle(state, action)
        if state.phase is _RUNNING:
            self.run(state)
        if len(history) >= MAX_GAME_ACTIONS and state.phase is not _GAME_OVER:
            self.end_by_action_limit(state)


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class TableBook(RuleBook):
    """A rule book whose rule-table calls (``legal_actions``, ``legal_of``, ``why_illegal``, ``apply``,
    ``apply_legal``, ``chance_outcomes``) read the rule set's :class:`RuleTable`."""

    def __init__(self, table: RuleTable) -> None:
        self.table: Final = table

    def legal_actions(self, state: GameState) -> list[Action]:
        return self.table.legal_actions(state)

    def legal_of(self, state: GameState, kinds: tuple[type, ...]) -> list[Action]:
        return self.table.legal_of(state, kinds)

    def why_illegal(self, state: GameState, action: Action) -> Refusal | None:
        return self.table.why_illegal(state, action)

    def apply(self, state: GameState, action: Action) -> list[Event]:
        return self.table.apply(state, action)

    def apply_legal(self, state: GameState, action: Action) -> None:
        self.table.apply_legal(state, action)

    def chance_outcomes(self, state: GameState) -> list[tuple[Action, float]]:
        return self.table.chance_outcomes(state)
