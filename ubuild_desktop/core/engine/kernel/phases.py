"""The phases of a game and who acts in each, for every rule set on the kernel.

:class:`Phase` is what the game waits for (``GameState.phase``). It lists **every phase of
every rule set** (one enum, so the hot paths compare members with ``is`` and a game file
or a UI names a phase the same way whatever the rules): the shared ones (the dice, buying,
auctions, raising funds, deals, the game's end) and U-Build's own (the roll-off, planning,
hazard moves, free blocks...). A rule set's table (``ubuild.table.ACTIONS`` for U-Build) says
which actions each phase accepts. ``CHANCE`` and ``TERMINAL`` are the two
``current_player`` values that are not a seat; ``END_*`` are the reasons a game ends.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


CHANCE: Final = -1
TERMINAL: Final = -4

# Why a game ended (``State.end_reason``).
END_BANKRUPTCY: Final = "bankruptcy"
END_ROUND_LIMIT: Final = "round_limit"
END_ACTION_LIMIT: Final = "action_limit"  # limits.MAX_GAME_ACTIONS: a game file holds no more


class Phase(StrEnum):
    """What the game waits for."""

    SHUFFLE = "shuffle"  # CHANCE deals the Chance pile, card by card
    ROLL_OFF = "roll_off"  # who starts: the next player in the roll-off rolls
    ROLL_OFF_DICE = "roll_off_dice"  # CHANCE: that player's roll-off dice
    PRE_ROLL = "pre_roll"  # the turn player: roll (or pay the jail fine, mortgage, deal)
    ROLL = "roll"  # CHANCE: the dice
    BUY = "buy"  # the lander: buy or auction (or mortgage, deal)
    AUCTION = "auction"  # bidders in turn: bid or pass
    BUILDING_AUCTION = "building_auction"  # the traditional game: bidders in turn for the bank's last buildings
    PLANNING = "planning"  # bonus, hazard or free hazard moves
    HAZARD_MOVES = "hazard_moves"  # free hazard moves in progress
    PAID_MOVE = "paid_move"  # the second paid move of a hazard, owed: the first left it on the mover's districts
    FREE_BLOCKS = "free_blocks"  # a card's free blocks
    DRAW = "draw"  # CHANCE: the top Chance card
    POST_ROLL = "post_roll"  # the turn player: build, mortgage, deal, end the turn
    RAISE_FUNDS = "raise_funds"  # a debtor: mortgage, deal, pay or go bankrupt
    DEAL = "deal"  # a deal partner: accept or reject
    INCOME_TAX = "income_tax"  # the traditional game's lander on Income Tax: the fixed amount or a share of their worth
    GAME_OVER = "game_over"
    RUNNING = "running"  # internal: consequences being worked out


# Who acts in each phase (sets: one hashed lookup instead of a chain of comparisons).
# (Final here and on the engine's other module-level tables: the compiled build keeps
# them in C variables instead of looking them up in the module's dict on every use.)
CHANCE_PHASES: Final = frozenset({Phase.SHUFFLE, Phase.ROLL, Phase.DRAW, Phase.ROLL_OFF_DICE})
# (In the roll-off, ``State.turn`` is the player who rolls next.)
TURN_PLAYER_PHASES: Final = frozenset(
    {Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY, Phase.PLANNING, Phase.HAZARD_MOVES, Phase.PAID_MOVE,
     Phase.FREE_BLOCKS, Phase.RUNNING, Phase.ROLL_OFF, Phase.INCOME_TAX}
)
