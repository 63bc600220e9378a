"""The listing of legal actions: ``legal_actions()`` and one lister per phase.

Each lister appends what the player to act may do in its phase; the helpers below them
work out a family of actions (mortgages, hazard moves, blocks and special buildings)
with the conditions of the matching checks, worked out once per call.
"""

from __future__ import annotations

from typing import Any, Final

from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    Pass,
    PayDebt,
    PayJailFine,
    RejectDeal,
    Roll,
    StartAuction,
)
from .game import (
    BLOCKS_PER_TURN,
    HAZARD_MOVE_PRICE,
    JAIL_FINE,
    MAX_BLOCKS,
    PAID_HAZARD_MOVES_PER_TURN,
    RuleSet,
)
from .phases import Phase
from .data import StateData
from .auction import bid_range, pass_reason
from .building import block_place_reason, free_block_count, free_blocks_reason, free_sites, hazard_move_pairs, paid_move_reason, placement_sites, special_options
from .deals import deal_reason
from .money import base_rent, most_raisable, owned_districts



# Actions without fields are equal to any other instance of their class; listing these
# shared instances saves building new ones on every legal_actions() call.
_ROLL: Final = Roll()
_PAY_FINE: Final = PayJailFine()
_BUY: Final = Buy()
_START_AUCTION: Final = StartAuction()
_PASS: Final = Pass()
_DONE: Final = Done()
_END_TURN: Final = EndTurn()
_PAY_DEBT: Final = PayDebt()
_BANKRUPT: Final = DeclareBankruptcy()
_ACCEPT: Final = AcceptDeal()
_REJECT: Final = RejectDeal()


def list_roll_off(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_ROLL)  # before the first turn: nothing to mortgage or deal yet


def list_pre_roll(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_ROLL)
    if state.in_jail[p] and state.cash[p] >= JAIL_FINE:
        out.append(_PAY_FINE)
    mortgage_actions(state, p, out, lift=True)


def list_post_roll(state: StateData, p: int, out: list[Action]) -> None:
    owned = owned_districts(state, p)
    if not state.in_jail[p]:
        if owned:
            build_actions(state, p, owned, out)
        if state.paid_moves < PAID_HAZARD_MOVES_PER_TURN and state.cash[p] >= HAZARD_MOVE_PRICE:
            move_actions(state, p, out)
    mortgage_actions(state, p, out, lift=True, owned=owned)
    out.append(_END_TURN)


def list_buy(state: StateData, p: int, out: list[Action]) -> None:
    if state.cash[p] >= state.tables.price[state.pending_district]:
        out.append(_BUY)
    out.append(_START_AUCTION)
    mortgage_actions(state, p, out, lift=False)


def list_auction(state: StateData, p: int, out: list[Action]) -> None:
    rng = bid_range(state)
    if rng is not None:
        low, high = rng
        auction = state.auction
        assert auction is not None
        price = state.tables.price[auction.district]
        rungs = {low, low + 100, low + 500, low + 1000, price}
        out.extend(Bid(x) for x in sorted(rungs) if low <= x <= high)
    if pass_reason(state, p) is None:
        out.append(_PASS)


def list_planning(state: StateData, p: int, out: list[Action]) -> None:
    bonus, hazard = placement_sites(state, p)
    t = state.tables
    for s in sorted(bonus | hazard):
        if s in bonus:
            out.append(t.place_bonus[s])
        if s in hazard:
            out.append(t.place_hazard[s])
    move_actions(state, p, out)
    out.append(_DONE)


def list_hazard_moves(state: StateData, p: int, out: list[Action]) -> None:
    move_actions(state, p, out)
    out.append(_DONE)


def list_paid_move(state: StateData, p: int, out: list[Action]) -> None:
    move_actions(state, p, out)  # the owed second move: no other choice


def list_free_blocks(state: StateData, p: int, out: list[Action]) -> None:
    assert state.free_blocks is not None
    for d in range(len(state.owner)):
        if block_place_reason(state, p, d) is not None:
            continue
        n = free_block_count(state, d)
        for i in range(n + 1):
            r = n - i
            if n and free_blocks_reason(state, p, d, r, i) is None:
                out.append(FreeBlocks(state.tables.district_id[d], r, i))


def list_raise_funds(state: StateData, p: int, out: list[Action]) -> None:
    assert state.debt is not None
    if state.cash[p] >= state.debt.amount:
        out.append(_PAY_DEBT)
    mortgage_actions(state, p, out, lift=False)
    if most_raisable(state, p) < state.debt.amount:
        out.append(_BANKRUPT)


def list_deal(state: StateData, p: int, out: list[Action]) -> None:
    assert state.deal is not None
    if deal_reason(state, state.deal, proposing=False) is None:
        out.append(_ACCEPT)
    out.append(_REJECT)


def mortgage_actions(state: StateData, p: int, out: list[Action], lift: bool, owned: list[int] | None = None) -> None:
    mortgaged, t = state.mortgaged, state.tables
    cash = state.cash[p]
    for d in owned_districts(state, p) if owned is None else owned:
        if not mortgaged[d]:
            out.append(t.mortgage[d])
        elif lift and cash >= base_rent(state, d):
            out.append(t.unmortgage[d])


def move_actions(state: StateData, p: int, out: list[Action]) -> None:
    """Hazard moves: free ones (Planning Permission, a card) or paid ones (after the
    roll, and the owed second one), with the paid-move rule checked on each."""
    phase = state.phase
    paid = phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE
    only = state.moving_site if phase is Phase.HAZARD_MOVES else state.paid_at if phase is Phase.PAID_MOVE else -1
    moves = state.tables.move_hazard
    for pair in hazard_move_pairs(state, only):
        if paid and paid_move_reason(state, p, pair[0], pair[1]) is not None:
            continue
        out.append(moves[pair])


def build_actions(state: StateData, p: int, owned: list[int], out: list[Action]) -> None:
    """Blocks and special buildings ``p`` (who owns ``owned``) may build now.

    The caller checked the phase and that ``p`` is not in jail.

    Equivalent to testing every candidate with ``_blocks_reason`` and
    ``_special_reason`` (and listed in that order), but each condition that does not
    depend on the candidate is worked out once per call, not once per candidate.
    """
    t = state.tables
    mortgaged, stock = state.mortgaged, state.stock
    cash = state.cash[p]
    # Blocks: at most BLOCKS_PER_TURN a turn on one district, none after a special building.
    turn_room = 0 if state.special_built else BLOCKS_PER_TURN - state.blocks_count
    blocks_district = state.blocks_district
    stock_r = stock["residential"]
    stock_i = 0 if state.game.rules == RuleSet.STARTER else stock["industrial"]
    specials = special_options(state, p, owned)
    for d in owned:
        if mortgaged[d]:
            continue
        if turn_room > 0 and (blocks_district == -1 or blocks_district == d):
            room = min(turn_room, MAX_BLOCKS - state.residential[d] - state.industrial[d])
            rp, ip = t.residential_price[d], t.industrial_price[d]
            if cash >= rp:  # the cheapest block (industrial ones cost more)
                for total, r, i, action in t.build[d]:
                    if total > room:
                        break
                    if r <= stock_r and i <= stock_i and r * rp + i * ip <= cash:
                        out.append(action)
        allowed = specials.get(d)
        if allowed is None:
            continue
        sky, stadium, tower = allowed
        card_id = t.district_id[d]
        for cell in free_sites(state, d):
            if sky:
                out.append(BuildSkyscraper(card_id, cell))
            if stadium:
                out.append(BuildStadium(card_id, cell))
            if tower:
                out.append(BuildTower(card_id, cell))


LISTERS: Final[dict[Phase, Any]] = {
    Phase.ROLL_OFF: list_roll_off,
    Phase.PRE_ROLL: list_pre_roll,
    Phase.POST_ROLL: list_post_roll,
    Phase.BUY: list_buy,
    Phase.AUCTION: list_auction,
    Phase.PLANNING: list_planning,
    Phase.HAZARD_MOVES: list_hazard_moves,
    Phase.PAID_MOVE: list_paid_move,
    Phase.FREE_BLOCKS: list_free_blocks,
    Phase.RAISE_FUNDS: list_raise_funds,
    Phase.DEAL: list_deal,
}
