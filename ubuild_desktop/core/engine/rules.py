"""The rule table of U-Build, and the four calls every caller goes through.

:data:`ACTIONS` has one row per action type: the phases that accept it, its check (why
not, or None), its handler and its lister (what ``legal_actions`` lists of it). Each of
those is a function in the module of its topic. A new action is one row here plus its
functions in its topic module.

``legal_actions``, ``check``/``why_illegal``, ``apply`` and ``chance_outcomes`` read
the table. A handler that ends a decision hands back to the pending steps
(``data.resume``); ``apply_legal`` then works through them (``movement.run``) before the
next action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from ..limits import MAX_GAME_ACTIONS
from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeckCard,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from .auction import (
    check_bid, check_buy, check_pass, do_bid, do_buy, do_pass, do_start_auction, list_bids, list_buy,
    list_pass, list_start_auction,
)
from .building import (
    check_build, check_bonus, check_free_blocks, check_hazard, check_move_hazard, check_special, do_bonus,
    do_build, do_done, do_free_blocks, do_hazard, do_move_hazard, do_special, list_buildings, list_done,
    list_free_blocks, list_hazard_moves, list_placements,
)
from .cards_play import check_deck, check_draw, do_deck, do_draw
from .data import StateData
from .deals import DEAL_PHASES, check_accept, check_propose, do_accept, do_propose, do_reject, list_accept, list_reject
from .events import Event
from .money import (
    LIFT_PHASES, MORTGAGE_PHASES, check_bankrupt, check_mortgage, check_pay_debt, check_unmortgage, do_bankrupt,
    do_mortgage, do_pay_debt, do_unmortgage, list_bankruptcy, list_mortgages, list_pay_debt,
)
from .movement import (
    check_dice, check_pay_fine, do_dice, do_end_turn, do_pay_fine, do_roll, end_by_action_limit, list_end_turn,
    list_pay_fine, list_roll, run,
)
from .phases import Phase
from .refusals import NOT_NOW

Lister = Callable[[StateData, int, list[Action]], None]


class ActionRule(NamedTuple):
    """One row of :data:`ACTIONS`."""

    phases: frozenset[Phase]  # the phases that accept the action
    check: Any  # (state, action, player) -> why not, or None; None: the phase is the only condition
    handle: Any  # (state, action) -> None: apply it (it is legal)
    lister: Lister | None  # (state, player, out): append what to list; None: never listed


def _row(phases: frozenset[Phase] | set[Phase], check: Any, handle: Any, lister: Lister | None) -> ActionRule:
    return ActionRule(frozenset(phases), check, handle, lister)


P = Phase
# One row per action type. Rows are in the order legal_actions lists their actions (a
# lister shared by several rows, such as the mortgages', runs once, at its first row).
ACTIONS: Final[dict[type, ActionRule]] = {
    # The CHANCE player: listed by chance_outcomes, not by listers.
    DeckCard: _row({P.SHUFFLE}, check_deck, do_deck, None),
    Dice: _row({P.ROLL, P.ROLL_OFF_DICE}, check_dice, do_dice, None),
    DrawCard: _row({P.DRAW}, check_draw, do_draw, None),
    # The players.
    Roll: _row({P.ROLL_OFF, P.PRE_ROLL}, None, do_roll, list_roll),
    PayJailFine: _row({P.PRE_ROLL}, check_pay_fine, do_pay_fine, list_pay_fine),
    Buy: _row({P.BUY}, check_buy, do_buy, list_buy),
    StartAuction: _row({P.BUY}, None, do_start_auction, list_start_auction),
    Bid: _row({P.AUCTION}, check_bid, do_bid, list_bids),
    Pass: _row({P.AUCTION}, check_pass, do_pass, list_pass),
    PlaceBonus: _row({P.PLANNING}, check_bonus, do_bonus, list_placements),
    PlaceHazard: _row({P.PLANNING}, check_hazard, do_hazard, list_placements),
    BuildBlocks: _row({P.POST_ROLL}, check_build, do_build, list_buildings),
    BuildSkyscraper: _row({P.POST_ROLL}, check_special, do_special, list_buildings),
    BuildStadium: _row({P.POST_ROLL}, check_special, do_special, list_buildings),
    BuildTower: _row({P.POST_ROLL}, check_special, do_special, list_buildings),
    MoveHazard: _row({P.PLANNING, P.HAZARD_MOVES, P.PAID_MOVE, P.POST_ROLL}, check_move_hazard, do_move_hazard,
                     list_hazard_moves),
    Done: _row({P.PLANNING, P.HAZARD_MOVES}, None, do_done, list_done),
    FreeBlocks: _row({P.FREE_BLOCKS}, check_free_blocks, do_free_blocks, list_free_blocks),
    PayDebt: _row({P.RAISE_FUNDS}, check_pay_debt, do_pay_debt, list_pay_debt),
    Mortgage: _row(MORTGAGE_PHASES, check_mortgage, do_mortgage, list_mortgages),
    Unmortgage: _row(LIFT_PHASES, check_unmortgage, do_unmortgage, list_mortgages),
    DeclareBankruptcy: _row({P.RAISE_FUNDS}, check_bankrupt, do_bankrupt, list_bankruptcy),
    EndTurn: _row({P.POST_ROLL}, None, do_end_turn, list_end_turn),
    # Not listed: any player may propose a deal between actions (see legal_actions).
    ProposeDeal: _row(DEAL_PHASES, check_propose, do_propose, None),
    AcceptDeal: _row({P.DEAL}, check_accept, do_accept, list_accept),
    RejectDeal: _row({P.DEAL}, None, do_reject, list_reject),
}

# Derived from the table: what each phase accepts, and the listers it runs, in order.
PHASE_ACTIONS: Final[dict[Phase, frozenset[type]]] = {
    phase: frozenset(kind for kind, rule in ACTIONS.items() if phase in rule.phases) for phase in Phase
}


# The table's columns that every action reads, by action type: the handler, and (the
# phases, the check). Plain dicts of the table's own values: in the compiled build a
# named tuple's field read by name is a generic attribute lookup, and these run several
# times per action (every computer decision asks is_legal).
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


def chance_outcomes(state: StateData) -> list[tuple[Action, float]]:
    """The CHANCE player's possible actions with their probabilities (empty otherwise)."""
    phase = state.phase
    if phase is Phase.ROLL or phase is Phase.ROLL_OFF_DICE:
        return list(state.tables.dice_chances)
    if phase is Phase.DRAW:
        return [(state.tables.draw_card[state.deck[0]], 1.0)]
    if phase is Phase.SHUFFLE:
        left = cards_left(state)
        return [(a, 1.0 / len(left)) for a in left]
    return []


def cards_left(state: StateData) -> list[DeckCard]:
    """SHUFFLE: the cards not yet in the pile, in card order."""
    placed = set(state.deck)
    return [a for i, a in enumerate(state.tables.deck_card) if i not in placed]


def legal_actions(state: StateData) -> list[Action]:
    """What the player to act (``current_player``) may do now.

    Every finite family of actions is listed in full: each action in the list can be
    applied as is, and every action ``apply`` accepts from the player to act is in
    the list, except for the two open-ended families below. The list is empty only
    when the game is over. The order is stable (the same state lists the same
    actions in the same order), so seeded computer players are reproducible.

    Open-ended families (not enumerable without explosion), each with a query:

    - **Bids** (:class:`Bid`): any multiple of $10k in ``bid_range()`` is legal. The
      list always holds the lowest legal bid when a bid is possible, plus a few more
      rungs (+$100k, +$500k, +$1M, the printed price) within the range.
    - **Deals** (:class:`ProposeDeal`): never listed, because a deal is not a move of
      the player to act: any player may propose one between actions (before the
      turn player rolls or once the landing is resolved; while the lander decides
      whether to buy, only the lander; while money is being raised, only the debtor). ``deal_partners(player)`` says whom ``player`` may
      offer a deal to now (empty = none); ``can_propose_deal(player)`` says whether
      the window is open for them. A UI offers a "propose a deal" control to every
      player for whom ``deal_partners`` is not empty, builds the offer from
      ``districts_of`` and ``cash`` (whole $10k), and checks it with ``why_illegal``
      before applying it. The partner then has :class:`AcceptDeal` /
      :class:`RejectDeal` in this list.

    The CHANCE player's list is its outcomes (see ``chance_outcomes()``).
    """
    listers = _PHASE_LISTERS.get(state.phase)
    if listers is None:  # the CHANCE player's turn, or no one's
        return [a for a, _ in chance_outcomes(state)]
    out: list[Action] = []
    p = state.current_player
    for lister in listers:
        lister(state, p, out)
    return out


def is_legal(state: StateData, action: Action) -> bool:
    # = why_illegal(action) is None, one call shallower (every computer decision asks)
    try:
        return check(state, action) is None
    except IllegalActionError:
        return False


def why_illegal(state: StateData, action: Action) -> str | None:
    """Why ``action`` cannot be applied now, or None if it can. Never mutates."""
    try:
        return check(state, action)
    except IllegalActionError as exc:
        return str(exc)


def apply(state: StateData, action: Action) -> list[Event]:
    """Apply one checked action; return the events it produced."""
    try:
        reason = check(state, action)
    except IllegalActionError as exc:  # a district or site that is not on this track
        reason = str(exc)
    if reason is not None:
        raise IllegalActionError(f"{action}: {reason}")
    start = len(state.events)
    apply_legal(state, action)
    return state.events[start:]


def apply_legal(state: StateData, action: Action) -> None:
    """Apply an action known to be legal now: ``apply`` after its check, or a CHANCE
    outcome just taken from ``chance_outcomes()`` (legal by construction, so the
    session skips checking it again, and it does not need the events listed)."""
    history = state.history
    history.append(action)
    _HANDLE[type(action)](state, action)
    if state.phase is _RUNNING:
        run(state)
    if len(history) >= MAX_GAME_ACTIONS and state.phase is not _GAME_OVER:
        end_by_action_limit(state)


def check(state: StateData, a: Action) -> str | None:
    """Why ``a`` cannot be applied now (its phase, then its own check), or None."""
    rule = _CHECK.get(type(a))
    if rule is None or state.phase not in rule[0]:
        return NOT_NOW.format(phase=state.phase.value)
    why_not = rule[1]
    # Actions with no condition beyond the phase (Roll, EndTurn, Done...) have no check.
    return None if why_not is None else why_not(state, a, state.current_player)
