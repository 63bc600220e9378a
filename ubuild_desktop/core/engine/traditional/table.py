"""The traditional game's rule table, and the calls every caller goes through.

:data:`ACTIONS` has one row per action type: the phases that accept it, its check (why
not, or None), its handler and its lister, each a function of its topic module (or the
kernel's). ``legal_actions``, ``why_illegal``, ``apply`` and ``chance_outcomes`` read only
this table; a handler that hands back (``kernel.state.resume``) lets ``apply_legal`` work
through the pending steps (``movement.run``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from ...limits import MAX_GAME_ACTIONS
from ..kernel.actions import (
    AcceptDeal, Action, Bid, Buy, DeclareBankruptcy, Dice, DrawCard, EndTurn, IllegalActionError, Mortgage, Pass,
    PayDebt, PayJailFine, ProposeDeal, RejectDeal, Roll, StartAuction, Unmortgage,
)
from ..kernel.auction import check_bid, check_pass
from ..kernel.deals import do_propose, do_reject, list_reject
from ..kernel.events import Event
from ..kernel.ledger import check_bankrupt, check_pay_debt, do_mortgage, do_unmortgage, list_bankruptcy, list_pay_debt
from ..kernel.phases import Phase
from ..kernel.refusals import NOT_NOW
from .actions import BuildHouse, DealTitle, SellBuilding, SellGroupBuildings, TradeDeal, UseJailCard
from .building import (
    check_build, check_sell, check_sell_group, do_build, do_sell, do_sell_group, do_trad_bid, do_trad_pass,
    list_building, list_selling,
)
from .buying import check_buy, do_buy, do_start_auction, list_bids, list_buy, list_pass
from .cards_play import TITLES, cards_to_shuffle, check_deal_title, check_draw, do_deal_title, do_draw, titles_to_deal
from .deals import DEAL_PHASES, check_trad_accept, check_trad_propose, do_trad_accept, list_accept
from .ending import end_by_action_limit
from .mortgages import (
    LIFT_PHASES, MORTGAGE_PHASES, check_trad_mortgage, check_trad_unmortgage, do_trad_bankrupt, do_trad_pay_debt,
    list_mortgages,
)
from .movement import (
    check_dice, check_end_turn, check_pay_fine, check_roll, check_use_card, do_dice, do_end_turn, do_pay_fine,
    do_roll, do_use_card, list_end_turn, list_jail, list_roll, run,
)
from .state import TradState

Lister = Callable[[TradState, int, list[Action]], None]


class ActionRule(NamedTuple):
    """One row of :data:`ACTIONS`."""

    phases: frozenset[Phase]
    check: Any  # (state, action, player) -> why not, or None; None: the phase is the only condition
    handle: Any  # (state, action) -> None
    lister: Lister | None  # (state, player, out); None: never listed


def _row(phases: frozenset[Phase] | set[Phase], check: Any, handle: Any, lister: Lister | None) -> ActionRule:
    return ActionRule(frozenset(phases), check, handle, lister)


P = Phase
BUILD_PHASES: Final = frozenset({P.PRE_ROLL, P.POST_ROLL})
SELL_PHASES: Final = MORTGAGE_PHASES

# One row per action type, in the order legal_actions lists them (a lister shared by
# several rows runs once, at its first row).
ACTIONS: Final[dict[type, ActionRule]] = {
    # The CHANCE player: listed by chance_outcomes.
    DrawCard: _row({P.SHUFFLE, P.DRAW}, check_draw, do_draw, None),
    DealTitle: _row({P.SHUFFLE}, check_deal_title, do_deal_title, None),
    Dice: _row({P.ROLL, P.ROLL_OFF_DICE}, check_dice, do_dice, None),
    # The players.
    PayDebt: _row({P.RAISE_FUNDS}, check_pay_debt, do_trad_pay_debt, list_pay_debt),
    PayJailFine: _row({P.PRE_ROLL}, check_pay_fine, do_pay_fine, list_jail),
    UseJailCard: _row({P.PRE_ROLL}, check_use_card, do_use_card, list_jail),
    Roll: _row({P.ROLL_OFF, P.PRE_ROLL, P.POST_ROLL}, check_roll, do_roll, list_roll),
    Buy: _row({P.BUY}, check_buy, do_buy, list_buy),
    StartAuction: _row({P.BUY}, None, do_start_auction, list_buy),
    Bid: _row({P.AUCTION, P.BUILDING_AUCTION}, check_bid, do_trad_bid, list_bids),
    Pass: _row({P.AUCTION, P.BUILDING_AUCTION}, check_pass, do_trad_pass, list_pass),
    BuildHouse: _row(BUILD_PHASES, check_build, do_build, list_building),
    SellBuilding: _row(SELL_PHASES, check_sell, do_sell, list_selling),
    SellGroupBuildings: _row(SELL_PHASES, check_sell_group, do_sell_group, list_selling),
    Mortgage: _row(MORTGAGE_PHASES, check_trad_mortgage, do_mortgage, list_mortgages),
    Unmortgage: _row(LIFT_PHASES, check_trad_unmortgage, do_unmortgage, list_mortgages),
    DeclareBankruptcy: _row({P.RAISE_FUNDS}, check_bankrupt, do_trad_bankrupt, list_bankruptcy),
    EndTurn: _row({P.POST_ROLL}, check_end_turn, do_end_turn, list_end_turn),
    # Not listed: the player to act may propose a deal (see legal_actions).
    ProposeDeal: _row(DEAL_PHASES, check_trad_propose, do_propose, None),
    TradeDeal: _row(DEAL_PHASES, check_trad_propose, do_propose, None),
    AcceptDeal: _row({P.DEAL}, check_trad_accept, do_trad_accept, list_accept),
    RejectDeal: _row({P.DEAL}, None, do_reject, list_reject),
}

_HANDLE: Final[dict[type, Any]] = {kind: rule.handle for kind, rule in ACTIONS.items()}
_CHECK: Final[dict[type, tuple[frozenset[Phase], Any]]] = {kind: (rule.phases, rule.check) for kind, rule in ACTIONS.items()}
_RUNNING: Final = Phase.RUNNING
_GAME_OVER: Final = Phase.GAME_OVER


def _listers(phase: Phase) -> tuple[Lister, ...]:
    out: list[Lister] = []
    for rule in ACTIONS.values():
        if phase in rule.phases and rule.lister is not None and rule.lister not in out:
            out.append(rule.lister)
    return tuple(out)


_PHASE_LISTERS: Final[dict[Phase, tuple[Lister, ...]]] = {
    phase: listers for phase in Phase if (listers := _listers(phase))
}


def chance_outcomes(state: TradState) -> list[tuple[Action, float]]:
    """The CHANCE player's possible actions with their probabilities (empty otherwise):
    the dice, the top card, the cards still to shuffle in, the properties still to deal."""
    phase = state.phase
    game = state.game
    if phase is Phase.ROLL or phase is Phase.ROLL_OFF_DICE:
        return list(game.dice_chances)
    if phase is Phase.DRAW:
        return [(game.draw_actions[state.piles[state.drawing][0]], 1.0)]
    if phase is Phase.SHUFFLE:
        if state.shuffling == TITLES:
            titles = titles_to_deal(state)
            return [(DealTitle(game.ids[d]), 1.0 / len(titles)) for d in titles]
        left = cards_to_shuffle(state)
        return [(game.draw_actions[c], 1.0 / len(left)) for c in left]
    return []


def legal_actions(state: TradState) -> list[Action]:
    """What the player to act may do now: every action ``apply`` accepts from them, in a
    stable order, except two open-ended families: **bids** (any whole amount in
    ``kernel.auction.bid_range``; the list holds the lowest and a few rungs) and **deals**
    (:class:`ProposeDeal` / :class:`TradeDeal`, never listed: the player to act may
    propose one in the phases of ``deals.DEAL_PHASES``; ``why_illegal`` checks it). The
    CHANCE player's list is its outcomes."""
    listers = _PHASE_LISTERS.get(state.phase)
    if listers is None:
        return [a for a, _ in chance_outcomes(state)]
    out: list[Action] = []
    p = state.current_player
    for lister in listers:
        lister(state, p, out)
    return out


def check(state: TradState, a: Action) -> str | None:
    """Why ``a`` cannot be applied now (its phase, then its own check), or None."""
    rule = _CHECK.get(type(a))
    if rule is None or state.phase not in rule[0]:
        return NOT_NOW.format(phase=state.phase.value)
    why_not = rule[1]
    return None if why_not is None else why_not(state, a, state.current_player)


def why_illegal(state: TradState, action: Action) -> str | None:
    """Why ``action`` cannot be applied now, or None if it can. Never mutates."""
    try:
        return check(state, action)
    except IllegalActionError as exc:
        return str(exc)


def apply(state: TradState, action: Action) -> list[Event]:
    """Apply one checked action; return the events it produced."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(f"{action}: {reason}")
    start = len(state.events)
    apply_legal(state, action)
    return state.events[start:]


def apply_legal(state: TradState, action: Action) -> None:
    """Apply an action known to be legal now, then work through the pending steps."""
    history = state.history
    history.append(action)
    _HANDLE[type(action)](state, action)
    if state.phase is _RUNNING:
        run(state)
    if len(history) >= MAX_GAME_ACTIONS and state.phase is not _GAME_OVER:
        end_by_action_limit(state)
