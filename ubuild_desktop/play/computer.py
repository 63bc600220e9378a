"""Computer players for the play view: the engine's AI, or a plain stand-in until it exists.

:func:`make_computer` asks ``ubuild_desktop.core.engine.ai.make_player(strength, seed)``
(imported lazily, so the play view works while that package is being written) and falls
back to :class:`StandInPlayer`, a short rule-of-thumb player that always finishes a
decision with a legal action.
"""

from __future__ import annotations

from typing import Protocol

from ubuild_desktop.core.engine import (
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    Phase,
    PlaceBonus,
    PlaceHazard,
    RejectDeal,
    Roll,
    StartAuction,
    State,
    Unmortgage,
)


class ComputerPlayer(Protocol):
    def decide(self, state: State, seat: int) -> Action: ...

    def propose_deal(self, state: State, seat: int) -> Action | None: ...


def make_computer(strength: str, seed: int) -> ComputerPlayer:
    """The engine's computer player of ``strength``, or the stand-in if there is none yet."""
    try:
        from ubuild_desktop.core.engine.ai import make_player  # type: ignore[import-not-found]
    except ImportError:
        return StandInPlayer()
    try:
        return make_player(strength, seed)  # type: ignore[no-any-return]
    except (ValueError, KeyError):
        return make_player("simple", seed)  # type: ignore[no-any-return]


class StandInPlayer:
    """Buys what it can afford with a reserve, builds, bids modestly, never deals."""

    RESERVE = 1_500

    def propose_deal(self, state: State, seat: int) -> Action | None:
        return None

    def decide(self, state: State, seat: int) -> Action:  # noqa: C901 - one rule per phase
        legal = state.legal_actions()
        phase = state.phase
        cash = state.cash[seat]

        def first(*types: type) -> Action | None:
            for a in legal:
                if isinstance(a, types):
                    return a
            return None

        choice: Action | None = None
        if phase == Phase.PRE_ROLL:
            if state.in_jail[seat] and cash > 4 * self.RESERVE:
                choice = first(PayJailFine)
            lift = first(Unmortgage)
            if choice is None and lift is not None and cash > 3 * self.RESERVE:
                choice = lift
            choice = choice or first(Roll)
        elif phase == Phase.BUY:
            price = state.game.districts[state.pending_district].card.price
            choice = first(Buy) if cash - price >= self.RESERVE else None
            choice = choice or first(StartAuction)
        elif phase == Phase.AUCTION:
            assert state.auction is not None
            price = state.game.districts[state.auction[0]].card.price
            bids = [a for a in legal if isinstance(a, Bid) and a.amount <= price * 0.8 and cash - a.amount > self.RESERVE]
            choice = min(bids, key=lambda b: b.amount) if bids else first(Pass)
            choice = choice or first(Bid)
        elif phase == Phase.PLANNING:
            choice = first(PlaceHazard) or first(PlaceBonus) or first(Done)
        elif phase == Phase.HAZARD_MOVES:
            choice = first(Done) or first(MoveHazard)
        elif phase == Phase.FREE_BLOCKS:
            choice = first(FreeBlocks)
        elif phase == Phase.POST_ROLL:
            for kind in (BuildTower, BuildSkyscraper, BuildStadium):
                option = first(kind)
                if option is not None and cash > 3 * self.RESERVE:
                    choice = option
                    break
            if choice is None:
                builds = [a for a in legal if isinstance(a, BuildBlocks)]
                affordable = [a for a in builds if cash - self._cost(state, a) >= self.RESERVE]
                if affordable:
                    choice = max(affordable, key=lambda a: (a.residential + a.industrial, a.industrial))
            choice = choice or first(EndTurn)
        elif phase == Phase.RAISE_FUNDS:
            choice = first(PayDebt)
            if choice is None:
                mortgages = [a for a in legal if isinstance(a, Mortgage)]
                if mortgages:
                    choice = max(mortgages, key=lambda a: state.mortgage_value(a.district))
            choice = choice or first(DeclareBankruptcy)
        elif phase == Phase.DEAL:
            choice = first(RejectDeal)
        if choice is None or not state.is_legal(choice):
            choice = legal[0]
        return choice

    @staticmethod
    def _cost(state: State, a: BuildBlocks) -> int:
        card = state.game.district(a.district).card
        return a.residential * card.residential_block_price + a.industrial * card.industrial_block_price
