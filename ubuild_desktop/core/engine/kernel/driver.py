"""The one driver of computer players, for every rule set: what a computer seat does next,
at any table.

:meth:`Driver.next_action` picks the next action of the seat the game waits on, the same
way wherever computer players play: ``ubuild simulate`` and the benchmark (through
:func:`.autoplay.play_out`, which loops over it), the play window (its controller calls
it once per timer tick, so every action can be shown) and the tests. In order:

1. **A deal offer**, asked for once per game position, in every phase whose rule table
   accepts :class:`~.actions.ProposeDeal` (``RuleBook.deals_open``; U-Build's
   ``deals.DEAL_PHASES``, the column of its rule table): before or after the roll, while
   raising money...
2. else **the player's decision** (``decide``);
3. else **the fallback** (:func:`fallback_action`): a player that raises, or
   returns something illegal, never stops the table. :attr:`Driver.last_error` says what
   went wrong (the play window shows it as ``last_computer_error``); with ``strict`` the
   error is raised instead (the simulator's ``--check``, the tests).

4. **Between turns** (:meth:`Driver.table_action`, where the rule book has such a moment:
   ``RuleBook.between_turns``), before the player to act, each other computer seat is
   asked once per game position what it does out of turn (``ComputerPlayer.between_turns``:
   a deal offer to anyone, building...). ``play_out`` and the play window's controller
   ask it first.

5. **In an open auction** whose asked bidder is a human (:meth:`Driver.auction_action`:
   the play window, where people and computers bid together), the computer bidders do
   not wait for the human to answer: each computer that may bid and has not passed since
   the highest bid is asked in the auctioneer's order, once per game position, as if the
   auctioneer asked it (its decision is the one it makes when asked in turn); the human
   may still bid or pass at any time.

A **game position** is the state after a given number of actions: ``len(state.history)``.
A history only grows, so within one game that number names one position. After a deal
is answered, a debt is partly raised or another player acts, the position is new and
the player may offer again (its own memory of recent offers keeps it from repeating
one). Asking once per *turn* instead would never let a debtor whose first offer was
refused offer another district. A driver follows one game: a table that rebuilds its
state from a shorter history (take back) starts a new driver.

The actions it returns are legal: checked with the rule book's ``why_illegal``, or coming
from a :class:`ComputerPlayer` that checks its own answers (``checks_own_answers``:
U-Build's ``ai.base.BasePlayer`` whose ``decide``/``propose_deal`` are not overridden),
or the fallback (one of the legal actions). So a caller may apply them unchecked
(``play_out`` does; the window applies them checked all the same). Compiled: calls to a
:class:`ComputerPlayer` are direct calls in the compiled build; any other object with
``decide`` and ``propose_deal`` (the play view's tests use such players) is called like
any Python object.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from .actions import Action, IllegalActionError, ProposeDeal, named_actor
from .auction import asked_first
from .phases import Phase
from .state import GameState
from .extensible import mypyc_attr

S = TypeVar("S", bound=GameState)


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class ComputerPlayer(Generic[S]):
    """The base of a rule set's computer players (U-Build's: ``ai.base.BasePlayer``).

    ``decide`` gives the action of ``seat``, which the game waits on; ``propose_deal`` the
    deal it offers now, or None. :meth:`checks_own_answers` says whether both always
    answer legally (then the driver does not check them again).

    ``quiet_stamp``: a player that found nothing to do out of turn at some ownership sets
    it to that ownership's ``GameState.owner_stamp``, and so promises that
    :meth:`between_turns` answers None while the state's stamp is still that one
    (nothing changed hands since). The driver then does not ask it (the whole table's
    rules ask every other seat before every roll, and most of the time nobody has
    anything to offer). -1, never a stamp: always asked. (U-Build's good player sets it
    only while :meth:`checks_own_answers`: a subclass that replaces ``between_turns``
    makes no such promise.)

    ``quiet_cash``: the promise may be kept to a cash: with ``quiet_cash`` >= 0 it holds
    only while the seat has at most that much (a traditional player that cannot afford
    what it would build says so); -1: whatever its cash.
    """

    quiet_stamp: int = -1
    quiet_cash: int = -1

    def decide(self, state: S, seat: int) -> Action:
        """A legal action for ``seat``, which the game is waiting on."""
        raise NotImplementedError

    def propose_deal(self, state: S, seat: int) -> Action | None:
        """A deal ``seat`` would offer now (legal), or None."""
        raise NotImplementedError

    def checks_own_answers(self) -> bool:
        """Whether :meth:`decide` and :meth:`propose_deal` answer only legal actions."""
        return False

    def between_turns(self, state: S, seat: int) -> Action | None:
        """What ``seat``, which is not the player to act, does now while the whole table may
        act (``RuleBook.between_turns``): a deal offer, a building...; None: nothing.
        The driver checks it unless :meth:`checks_own_answers`."""
        return None


def fallback_action(state: GameState) -> Action:
    """A legal action that never hurts much: the first legal action of the first kind in
    the rule book's ``safe_kinds`` (end the turn, roll, pass, decline...), else the first
    legal action."""
    book = state.book
    legal = book.legal_actions(state)
    if not legal:
        raise ValueError(f"no legal action for anyone in phase {state.phase.value}")
    for kind in book.safe_kinds():
        for action in legal:
            if type(action) is kind:
                return action
    return legal[0]


class Driver:
    """Picks the next action of computer seats of one game (see the module docstring)."""

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict  # raise on a player's exception or illegal action instead of falling back
        self.asked_at = -1  # the game position (len(history)) where a deal was last asked for
        self.deals_proposed = 0
        self.fallbacks = 0  # actions the fallback chose because a player failed
        self.last_error: str | None = None  # what the latest failing player did
        # Whether each seat's player checks its own answers (see _trusts); recomputed
        # when another player object sits down.
        self._seat_players: list[object] = []
        self._seat_trusted: list[bool] = []
        # Between turns: the game position where each seat was last asked (table_action).
        self.asked_between: list[int] = []
        # An open auction: the game position where each computer bidder was last asked
        # while a human was (auction_action).
        self.asked_open: list[int] = []

    def next_action(self, state: GameState, seat: int, player: Any) -> Action:
        """The action ``player``, playing ``seat``, takes now (the game must wait on ``seat``).

        A deal offer (once per position, where deals may be offered), else its decision,
        else the fallback. Legal (see the module docstring); with ``strict``, raises
        :class:`IllegalActionError` or the player's own exception instead of falling back.
        """
        trusted = self._trusts(seat, player) and not self.strict
        position = len(state.history)
        if self.asked_at != position and state.book.deals_open(state):
            self.asked_at = position
            offer = self._offer(state, seat, player, trusted)
            if offer is not None:
                self.deals_proposed += 1
                return offer
        try:
            if isinstance(player, ComputerPlayer):
                action = player.decide(state, seat)  # a direct call in the compiled build
            else:
                action = player.decide(state, seat)
        except Exception as exc:  # noqa: BLE001 - a player's bug must not stop the table
            if self.strict:
                raise
            return self._fall_back(state, f"{type(exc).__name__}: {exc}")
        if trusted or _legal(state, action):
            return action
        why = f"illegal choice {action}: {_why(state, action)}"
        if self.strict:
            raise IllegalActionError(f"seat {seat} in {state.phase.value}: {why}")
        return self._fall_back(state, why)

    def table_action(self, state: GameState, players: Sequence[Any]) -> Action | None:
        """Between turns (``RuleBook.between_turns``): the first action a computer seat other
        than the player to act takes now, asking each seat once per game position, in seat
        order from the player to act; None when none acts (then the player to act does).

        ``players[seat]`` is the seat's computer player, or None for a human seat. Legal
        (checked unless the player checks its own answers); a player's exception or
        illegal answer is kept in :attr:`last_error` (raised when strict) and skipped.
        """
        book = state.book
        if not book.between_turns(state):
            return None
        position = len(state.history)
        asked = self.asked_between
        # A list's items are read directly in the compiled build (a Sequence's through
        # the generic protocol): this runs before every roll, three seats each time.
        seats: list[Any] = players if isinstance(players, list) else list(players)
        n = len(seats)
        while len(asked) < n:
            asked.append(-1)
        to_act = state.current_player
        stamp = state.owner_stamp
        for k in range(1, n):
            seat = (to_act + k) % n
            player = seats[seat]
            if player is None or asked[seat] == position:
                continue
            asked[seat] = position
            try:
                if isinstance(player, ComputerPlayer):
                    if player.quiet_stamp == stamp and (player.quiet_cash < 0 or state.cash[seat] <= player.quiet_cash):
                        continue  # it had nothing to offer, and nothing changed hands since (nor its cash rose past its word)
                    action = player.between_turns(state, seat)
                elif hasattr(player, "between_turns"):
                    action = player.between_turns(state, seat)
                else:
                    continue  # a player object without it takes no part out of turn
            except Exception as exc:  # noqa: BLE001 - a player's bug must not stop the table
                if self.strict:
                    raise
                self.last_error = f"{type(exc).__name__}: {exc}"
                continue
            if action is None:
                continue
            if (self._trusts(seat, player) and not self.strict) or _legal(state, action):
                if isinstance(action, ProposeDeal):
                    self.deals_proposed += 1
                return action
            why = f"illegal action between turns {action}: {_why(state, action)}"
            if self.strict:
                raise IllegalActionError(f"seat {seat} in {state.phase.value}: {why}")
            self.last_error = why
        return None

    def auction_action(self, state: GameState, players: Sequence[Any]) -> Action | None:
        """In an open auction whose asked bidder is a human (``players[seat]`` is None for
        a human seat), the first answer of a computer bidder asked in the auctioneer's
        order, each once per game position, as if the auctioneer asked it; None when none
        is left to ask (then the table waits on the human). Legal, and the bidder's own."""
        position = len(state.history)
        for seat in self._open_bidders(state, players):
            self.asked_open[seat] = position
            auction = state.auction
            assert auction is not None
            acting = auction.acting
            auction.acting = auction.bidders.index(seat)  # asked now (restored below: no change to the game)
            try:
                action = self.next_action(state, seat, players[seat])
            finally:
                auction.acting = acting
            if named_actor(action, -1) == seat and _legal(state, action):
                return action
            self.last_error = f"seat {seat} answered {action} out of turn in the open auction"
        return None

    def _open_bidders(self, state: GameState, players: Sequence[Any]) -> list[int]:
        """The computer seats :meth:`auction_action` would ask now, in the auctioneer's order."""
        auction = state.auction
        if auction is None or not auction.open or (state.phase is not Phase.AUCTION
                                                   and state.phase is not Phase.BUILDING_AUCTION):
            return []
        asked = state.current_player
        if not 0 <= asked < len(players) or players[asked] is not None:
            return []  # a computer is asked: it answers in turn (next_action)
        position = len(state.history)
        seen = self.asked_open
        while len(seen) < len(players):
            seen.append(-1)
        return [b for b in asked_first(state)
                if b != asked and b < len(players) and players[b] is not None and b not in auction.passed
                and seen[b] != position]

    def waits_in_open_auction(self, state: GameState, players: Sequence[Any]) -> bool:
        """Whether :meth:`auction_action` would still ask a computer bidder at this position
        (the play window then keeps its timer going while a human is asked)."""
        return bool(self._open_bidders(state, players))

    def waits_between_turns(self, state: GameState, players: Sequence[Any]) -> bool:
        """Whether :meth:`table_action` would still ask a computer seat at this position (the
        play window then keeps its timer going while a human is to act)."""
        if not state.book.between_turns(state):
            return False
        position = len(state.history)
        asked = self.asked_between
        to_act = state.current_player
        for seat in range(len(players)):
            if seat != to_act and players[seat] is not None and (seat >= len(asked) or asked[seat] != position):
                return True
        return False

    def _offer(self, state: GameState, seat: int, player: Any, trusted: bool) -> Action | None:
        """The deal ``player`` offers now, if it offers a legal one."""
        try:
            if isinstance(player, ComputerPlayer):
                offer = player.propose_deal(state, seat)
            else:
                offer = player.propose_deal(state, seat)
        except Exception as exc:  # noqa: BLE001 - a player's bug must not stop the table
            if self.strict:
                raise
            self.last_error = f"{type(exc).__name__}: {exc}"
            return None
        if offer is None or trusted or _legal(state, offer):
            return offer
        why = f"illegal deal {offer}: {_why(state, offer)}"
        if self.strict:
            raise IllegalActionError(f"seat {seat} in {state.phase.value}: {why}")
        self.last_error = why  # no offer then; the player still decides
        return None

    def _fall_back(self, state: GameState, why: str) -> Action:
        self.last_error = why
        self.fallbacks += 1
        return fallback_action(state)

    def _trusts(self, seat: int, player: Any) -> bool:
        """Whether ``player``'s answers are legal by construction: a :class:`ComputerPlayer`
        that checks its own answers."""
        players = self._seat_players
        while len(players) <= seat:
            players.append(None)
            self._seat_trusted.append(False)
        if players[seat] is not player:
            players[seat] = player
            self._seat_trusted[seat] = isinstance(player, ComputerPlayer) and player.checks_own_answers()
        return self._seat_trusted[seat]


def _legal(state: GameState, action: object) -> bool:
    """Whether ``action`` is legal now, and False for something that is not an action at all."""
    try:
        return isinstance(action, Action) and state.book.why_illegal(state, action) is None
    except Exception:  # noqa: BLE001 - a malformed action is just not taken
        return False


def _why(state: GameState, action: object) -> str:
    if not isinstance(action, Action):
        return f"not an action ({type(action).__name__})"
    try:
        why = state.book.why_illegal(state, action)
        return "legal" if why is None else str(why)
    except Exception as exc:  # noqa: BLE001
        return f"{type(exc).__name__}: {exc}"
