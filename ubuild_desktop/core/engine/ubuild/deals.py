"""Deals between players, U-Build's rules: when a deal may be proposed, and by whom.

Proposing, accepting and rejecting a deal are the kernel's (:mod:`.kernel.deals`, named
here too); U-Build's rule book gives it :func:`proposer_reason` and the step of cash in a
deal (``DEAL_CASH_STEP``).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.deals import (
    check_accept,
    check_propose,
    close_deal,
    deal_reason,
    do_accept,
    do_propose,
    do_reject,
    list_accept,
    list_reject,
)
from ..kernel.phases import Phase
from .refusals import DEAL_ONLY_BUYER, DEAL_ONLY_DEBTOR
from .data import StateData
from .game import WHOLE_TABLE_RULES

__all__ = [
    "DEAL_CASH_STEP", "DEAL_PHASES", "between_turns", "check_accept", "check_propose", "close_deal", "deal_reason", "do_accept",
    "do_propose", "do_reject", "list_accept", "list_reject", "proposer_reason",
]

# Cash in a deal is a multiple of $10k.
DEAL_CASH_STEP: Final = 10

# When a deal may be proposed ("make deals ... on your turn ... to raise funds"): before
# the roll, while the lander decides whether to buy, after the roll, and while a debtor
# raises funds (who may propose in each is ``proposer_reason``).
DEAL_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})


def proposer_reason(state: StateData, player: int) -> Refusal | None:
    """Why ``player`` may not propose a deal in this phase (one that accepts deals).

    While money is being raised only the debtor may; while deciding to buy only the
    lander ("make deals ... on your turn ... to raise funds"); otherwise anyone.
    """
    phase = state.phase
    if phase is Phase.RAISE_FUNDS:
        assert state.debt is not None
        if player != state.debt.debtor:
            return DEAL_ONLY_DEBTOR
    elif phase is Phase.BUY and player != state.turn:
        return DEAL_ONLY_BUYER
    return None


def between_turns(state: StateData) -> bool:
    """Whether it is "in between other players' turns" (003's "Deals"): before the roll,
    when any player may offer any other a deal (``proposer_reason``). Since
    ``WHOLE_TABLE_RULES`` the computer players then offer deals out of turn too
    (``kernel.driver.Driver.table_action``); under older rules only the player to act did,
    as those games were played."""
    return state.phase is Phase.PRE_ROLL and state.game.rules_version >= WHOLE_TABLE_RULES
