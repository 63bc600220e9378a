"""The skeleton both computer players share: one method per thing the engine can wait for.

:meth:`BasePlayer.decide` dispatches on the phase, checks the chosen action with
``state.is_legal`` and falls back to a safe legal action if a strategy ever produces an
illegal one or fails, so a computer player never stalls or crashes a game.
"""

from __future__ import annotations

import _random
from collections.abc import Sequence
from typing import Final, TypeVar

from ..kernel.extensible import mypyc_attr
from .actions import (
    Action,
    ProposeDeal,
)
from .deals import DEAL_PHASES
from .game import BID_STEP
from ..kernel.auction import for_bidder
from ..kernel.driver import ComputerPlayer
from .state import Phase, State
from .player_common import (
    DECLARE_BANKRUPTCY,
    DONE,
    END_TURN,
    PASS,
    PAY_DEBT,
    REJECT_DEAL,
    ROLL,
    bid,
    fallback_action,
)

T = TypeVar("T")

# The one generator every tie is drawn from, seeded again for each tie (tie_index).
_TIE: Final = _random.Random()


def tie_index(seed: int, n: int) -> int:
    """``random.Random(seed).choice(range(n))``, exactly: the same seeding and the same
    draws (``Random.choice``'s ``_randbelow``), on the C generator that ``random.Random``
    is built on, without its interpreted layer (speed: a tie costs a seeding either way;
    tests/engine/test_ai_fast_paths.py compares the two)."""
    _TIE.seed(seed)
    k = n.bit_length()
    r = _TIE.getrandbits(k)
    while r >= n:
        r = _TIE.getrandbits(k)
    return r


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class BasePlayer(ComputerPlayer[State]):
    """A computer player; subclasses fill in the ``on_*`` strategy methods."""

    strength = ""
    #: Tests set this to let a strategy's exception or illegal choice surface instead of
    #: being replaced by the safe fallback.
    strict = False

    def __init__(self, seed: int) -> None:
        self.seed = seed  # breaks ties only (see tie_break): a player holds no generator
        # deal memory: (partner, give, take) -> state.rolls when last proposed
        self._offered: dict[tuple[int, tuple[str, ...], tuple[str, ...]], int] = {}
        self._last_proposal_roll = -1

    def __repr__(self) -> str:
        return f"<{type(self).__name__} strength={self.strength} seed={self.seed}>"

    # ------------------------------------------------------------------ public API

    def decide(self, state: State, seat: int) -> Action:
        """A legal action for ``seat``, which the engine is waiting on."""
        phase = state.phase  # waiting_on(state, seat), spelled out (every decision asks)
        if phase is Phase.GAME_OVER or phase is Phase.RUNNING or state.current_player != seat:
            raise ValueError(f"the game is not waiting on seat {seat} (phase {state.phase.value})")
        try:
            action = self._dispatch(state, seat)
        except Exception:  # noqa: BLE001 - a strategy bug must never stop a game
            if self.strict:
                raise
            action = None
        if self.strict and (action is None or not state.is_legal(action)):
            raise AssertionError(f"{self.strength} chose {action} in {state.phase.value}: "
                                 f"{None if action is None else state.why_illegal(action)}")
        if action is not None:
            try:
                if state.is_legal(action):
                    return action
            except Exception:  # noqa: BLE001 - a malformed candidate is just not taken
                pass
        return fallback_action(state)

    def propose_deal(self, state: State, seat: int) -> Action | None:
        """A deal ``seat`` would offer now (legal), or None."""
        if state.phase not in DEAL_PHASES or state.current_player != seat:
            return None
        return self.checked_offer(state, seat)

    def between_turns(self, state: State, seat: int) -> Action | None:
        """Out of turn, before another player's roll (``deals.between_turns``): the deal
        ``seat`` would offer anyone now (legal, its strategy's ``on_propose``), or None."""
        if state.phase is not Phase.PRE_ROLL or state.turn == seat:  # (= current_player before the roll)
            return None
        return self.checked_offer(state, seat)

    def checked_offer(self, state: State, seat: int) -> Action | None:
        """The strategy's offer (``on_propose``) if it is legal now, remembered; else None."""
        try:
            deal = self.on_propose(state, seat)
        except Exception:  # noqa: BLE001
            if self.strict:
                raise
            return None
        if deal is None:
            return None
        try:
            if not state.is_legal(deal):
                return None
        except Exception:  # noqa: BLE001
            return None
        self._offered[(deal.partner, deal.take, deal.give)] = state.rolls
        self._last_proposal_roll = state.rolls
        return deal

    def checks_own_answers(self) -> bool:
        """True unless a subclass replaces :meth:`decide`, :meth:`propose_deal` or
        :meth:`between_turns` (these check every answer; a replacement may not)."""
        cls = type(self)
        return (cls.decide is BasePlayer.decide and cls.propose_deal is BasePlayer.propose_deal
                and cls.between_turns is BasePlayer.between_turns)

    # ------------------------------------------------------------------ dispatch

    def _dispatch(self, state: State, p: int) -> Action | None:
        """The strategy hook of the phase (direct calls, commonest phases first: the
        compiled build turns them into plain C calls, where a lookup by name is slow)."""
        phase = state.phase
        if phase is Phase.POST_ROLL:
            return self.on_post_roll(state, p)
        if phase is Phase.PRE_ROLL:
            return self.on_pre_roll(state, p)
        if phase is Phase.AUCTION:  # (an open auction's choices name the bidder)
            choice = self.on_auction(state, p)
            return None if choice is None else for_bidder(state, p, choice)
        if phase is Phase.BUY:
            return self.on_buy(state, p)
        if phase is Phase.PLANNING:
            return self.on_planning(state, p)
        if phase is Phase.RAISE_FUNDS:
            return self.on_raise_funds(state, p)
        if phase is Phase.HAZARD_MOVES:
            return self.on_hazard_moves(state, p)
        if phase is Phase.PAID_MOVE:
            return self.on_paid_move(state, p)
        if phase is Phase.FREE_BLOCKS:
            return self.on_free_blocks(state, p)
        if phase is Phase.DEAL:
            assert state.deal is not None
            return self.on_deal(state, p, state.deal)
        if phase is Phase.ROLL_OFF:  # who starts: once a game, nothing to choose
            return ROLL
        return None

    # ------------------------------------------------------------------ strategy hooks

    def on_pre_roll(self, state: State, p: int) -> Action | None:
        return ROLL

    def on_buy(self, state: State, p: int) -> Action | None:
        return None

    def on_auction(self, state: State, p: int) -> Action | None:
        return self.bid_up_to(state, p, 0)

    def on_planning(self, state: State, p: int) -> Action | None:
        return DONE

    def on_hazard_moves(self, state: State, p: int) -> Action | None:
        return DONE

    def on_paid_move(self, state: State, p: int) -> Action | None:
        """The owed second paid move of a hazard (every listed one takes it off)."""
        return fallback_action(state)

    def on_free_blocks(self, state: State, p: int) -> Action | None:
        return None

    def on_post_roll(self, state: State, p: int) -> Action | None:
        return END_TURN

    def on_raise_funds(self, state: State, p: int) -> Action | None:
        debt = state.debt
        assert debt is not None
        if state.cash[p] >= debt.amount:
            return PAY_DEBT
        choice = self.mortgage_choice(state, p, debt.amount - state.cash[p])
        if choice is not None:
            return state.game.tables.mortgage[choice]
        return DECLARE_BANKRUPTCY

    def on_deal(self, state: State, p: int, deal: ProposeDeal) -> Action | None:
        return REJECT_DEAL

    def on_propose(self, state: State, p: int) -> ProposeDeal | None:
        return None

    def mortgage_choice(self, state: State, p: int, need: int) -> int | None:
        """The district to mortgage next while raising ``need`` more cash (None: nothing left)."""
        mine = [d for d in range(len(state.owner)) if state.owner[d] == p and not state.mortgaged[d]]
        if not mine:
            return None
        price = state.game.tables.price
        return min([(price[d], d) for d in mine])[1]

    # ------------------------------------------------------------------ helpers

    def bid_up_to(self, state: State, p: int, limit: int, step: int = BID_STEP) -> Action:
        """Bid the next rung (raising by ``step``) if it stays within ``limit``; else pass.

        The lander's compulsory first bid is made at the minimum even above the limit.
        """
        rng = state.bid_range()
        auction = state.auction
        assert auction is not None
        must_open = auction.high_bidder < 0 and auction.lander == p
        if rng is None:
            return PASS
        low, high = rng
        if low > limit:
            if must_open and state.why_illegal(for_bidder(state, p, PASS)) is not None:
                return bid(low)
            return PASS
        unit = state.book.bid_step(state)  # $10k, or more for a costly district
        raise_by = step if step > unit else unit
        amount = auction.high_bid + raise_by
        if amount < low:
            amount = low
        if limit < amount:
            amount = limit
        if high < amount:
            amount = high
        amount = amount // unit * unit
        return bid(amount if amount > low else low)

    def pick(self, state: State, items: Sequence[T], keys: Sequence[float]) -> T | None:
        """The item with the highest key (``keys[i]`` is the key of ``items[i]``); ties
        broken by this player's seed and the state. Keys, not a key function: a closure
        over the state would keep the whole game alive in the compiled build."""
        if not items:
            return None
        best = max(keys)
        return self.tie_break(state, [x for x, k in zip(items, keys) if k >= best - 1e-9])

    def tie_break(self, state: State, top: Sequence[T]) -> T:
        """One of the equally good ``top`` items, chosen by this player's seed and the state."""
        if len(top) == 1:
            return top[0]
        return top[tie_index(self.seed * 1_000_003 + len(state.history), len(top))]

    def recently_offered(self, state: State, partner: int, take: tuple[str, ...], give: tuple[str, ...],
                         cooldown: int) -> bool:
        if not self._offered:
            return False  # nothing offered yet (the common case: no key to build)
        when = self._offered.get((partner, take, give))
        return when is not None and state.rolls - when < cooldown

