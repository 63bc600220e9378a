"""The rule table of U-Build: for each action type, the phases that accept it, its check
and its handler; and the four calls every caller goes through: ``legal_actions``,
``check``/``why_illegal``, ``apply`` and ``chance_outcomes``.

A handler that ends a decision hands back to the pending steps (``data.resume``); this
module then works through them (``movement.run``) before the next action.
"""

from __future__ import annotations

from typing import Any, Final

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
from .data import StateData
from .events import Event
from .auction import (
    check_bid,
    check_buy,
    check_pass,
    do_bid,
    do_buy,
    do_pass,
    do_start_auction,
)
from .building import (
    check_bonus,
    check_build,
    check_free_blocks,
    check_hazard,
    check_move_hazard,
    check_special,
    do_bonus,
    do_build,
    do_done,
    do_free_blocks,
    do_hazard,
    do_move_hazard,
    do_special,
)
from .cards_play import (
    check_deck,
    check_draw,
    do_deck,
    do_draw,
)
from .deals import (
    check_accept,
    check_propose,
    do_accept,
    do_propose,
    do_reject,
)
from .money import (
    check_bankrupt,
    check_mortgage,
    check_pay_debt,
    check_unmortgage,
    do_bankrupt,
    do_mortgage,
    do_pay_debt,
    do_unmortgage,
)
from .movement import (
    check_dice,
    check_pay_fine,
    do_dice,
    do_end_turn,
    do_pay_fine,
    do_roll,
)
from .listing import LISTERS
from .movement import end_by_action_limit, run
from .phases import Phase, _PHASE_ACTIONS
from .refusals import NOT_NOW


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
    lister = LISTERS.get(state.phase)
    if lister is None:  # the CHANCE player's turn, or no one's
        return [a for a, _ in chance_outcomes(state)]
    out: list[Action] = []
    lister(state, state.current_player, out)
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
    _HANDLERS[type(action)](state, action)
    if state.phase is Phase.RUNNING:
        run(state)
    if len(history) >= MAX_GAME_ACTIONS and state.phase is not Phase.GAME_OVER:
        end_by_action_limit(state)

def check(state: StateData, a: Action) -> str | None:
    rule = _RULES.get(type(a))
    if rule is None or state.phase not in rule[0]:
        return NOT_NOW.format(phase=state.phase.value)
    check = rule[1]
    # Actions with no condition beyond the phase (Roll, EndTurn, Done...) have no check.
    return None if check is None else check(state, a, state.current_player)


# One handler per action type, each in the mixin of its topic.
_HANDLERS: Final[dict[type, Any]] = {
    DeckCard: do_deck,
    Dice: do_dice,
    DrawCard: do_draw,
    Roll: do_roll,
    PayJailFine: do_pay_fine,
    Buy: do_buy,
    StartAuction: do_start_auction,
    Bid: do_bid,
    Pass: do_pass,
    BuildBlocks: do_build,
    FreeBlocks: do_free_blocks,
    BuildSkyscraper: do_special,
    BuildStadium: do_special,
    BuildTower: do_special,
    PlaceBonus: do_bonus,
    PlaceHazard: do_hazard,
    MoveHazard: do_move_hazard,
    Done: do_done,
    Mortgage: do_mortgage,
    Unmortgage: do_unmortgage,
    ProposeDeal: do_propose,
    AcceptDeal: do_accept,
    RejectDeal: do_reject,
    PayDebt: do_pay_debt,
    DeclareBankruptcy: do_bankrupt,
    EndTurn: do_end_turn,
}

# One check per action type, each in the mixin of its topic: None if legal, else why not.
# Actions with no condition beyond the phase (Roll, EndTurn, Done...) have none.
_CHECKS: Final[dict[type, Any]] = {
    DeckCard: check_deck,
    Dice: check_dice,
    DrawCard: check_draw,
    PayJailFine: check_pay_fine,
    Buy: check_buy,
    Bid: check_bid,
    Pass: check_pass,
    BuildBlocks: check_build,
    FreeBlocks: check_free_blocks,
    BuildSkyscraper: check_special,
    BuildStadium: check_special,
    BuildTower: check_special,
    PlaceBonus: check_bonus,
    PlaceHazard: check_hazard,
    MoveHazard: check_move_hazard,
    Mortgage: check_mortgage,
    Unmortgage: check_unmortgage,
    ProposeDeal: check_propose,
    AcceptDeal: check_accept,
    PayDebt: check_pay_debt,
    DeclareBankruptcy: check_bankrupt,
}

# What ``_check`` asks of each action type, derived from ``_PHASE_ACTIONS`` and
# ``_CHECKS``: (the phases that accept it, its check or None). One lookup per action
# instead of one per table: in a game loop these tables go cold in the CPU cache
# between two decisions, and each lookup then costs more than its instructions.
_RULES: Final[dict[type, tuple[frozenset[Phase], Any]]] = {
    t: (frozenset(phase for phase, accepted in _PHASE_ACTIONS.items() if t in accepted), _CHECKS.get(t))
    for t in _HANDLERS
}
