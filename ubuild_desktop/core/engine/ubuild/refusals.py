"""Why the engine refuses an action: every reason's English template, written once.

``State.why_illegal`` (and the ``IllegalActionError`` of ``State.apply``) returns one of
these filled in with ``.format(...)``: English, as the command line and the saved files
speak. Each is marked with ``QT_TRANSLATE_NOOP("Refusal", ...)`` so lupdate puts it in the
translation files; the windows show a reason in the user's language through
``ubuild_desktop.words.refusal_text``, which recognises the template a reason came from
(:data:`REFUSALS` lists them all) and translates its params: amounts of money
(:data:`MONEY_PARAMS`, written by ``format_money``), the phase (:data:`PHASE_WORDS`) and
district ids (:data:`DISTRICT_PARAMS`).

No template counts with a bracketed plural ("block(s)"): the translations give every
counted text Qt's plural forms, which a template filled in by ``.format`` cannot have, so
a count that may be 1 has a template of its own for 1.

The shared rules' reasons (the kernel's, :mod:`.kernel.refusals`) are named here too and
listed in :data:`REFUSALS` with U-Build's own. Only constants here (compiled, so the
engine reads each from a C variable).
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP
from ...pieces import BuildingKind
from ..kernel.refusals import (
    BID_STEPS,
    BIDDER_NAMED,
    IN_TURN,
    LEADS_ALREADY,
    NOT_A_BIDDER,
    PASSED_ALREADY,
    CAN_STILL_RAISE,
    DEAL_CASH_STEPS,
    DEAL_EMPTY,
    DEAL_NOT_OWNER,
    DEAL_NO_CASH,
    DEAL_TWICE,
    DEAL_TWO_PLAYERS,
    LOWEST_BID,
    MORTGAGED_ALREADY,
    NOT_MORTGAGED,
    NOT_NOW,
    NOT_YOURS,
    ONLY_HAVE,
    OWE_AND_HAVE,
    UNMORTGAGE_COSTS,
)

# ---------------------------------------------------------------- any action (state.py)
NO_SUCH_DISTRICT: Final = QT_TRANSLATE_NOOP("Refusal", "no district {quoted_district} on this track")
NO_SUCH_SITE: Final = QT_TRANSLATE_NOOP("Refusal", "{site} is not a building site of this track")

# ---------------------------------------------------------------- movement.py
DIE_VALUE: Final = QT_TRANSLATE_NOOP("Refusal", "expected 1 die value from 1 to 6")
DICE_VALUES: Final = QT_TRANSLATE_NOOP("Refusal", "expected {count} die values from 1 to 6")
NOT_IN_JAIL: Final = QT_TRANSLATE_NOOP("Refusal", "you are not in jail")
FINE_IS: Final = QT_TRANSLATE_NOOP("Refusal", "the fine is {fine}")

# ---------------------------------------------------------------- cards_play.py (the CHANCE player's)
NO_SUCH_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "no Chance card {quoted_card}")
CARD_IN_PILE: Final = QT_TRANSLATE_NOOP("Refusal", "that card is already in the pile")
NOT_TOP_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "the top card is {quoted_top}, not {quoted_card}")

# ---------------------------------------------------------------- auction.py
BUY_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "not enough cash for {price}")
LANDER_BIDS_FIRST: Final = QT_TRANSLATE_NOOP("Refusal", "the player who landed there must make the first bid")

# ---------------------------------------------------------------- building.py
IN_JAIL_NO_BUILDING: Final = QT_TRANSLATE_NOOP("Refusal", "you cannot build while in jail")
DISTRICT_MORTGAGED: Final = QT_TRANSLATE_NOOP("Refusal", "the district is mortgaged")
AT_LEAST_ONE_BLOCK: Final = QT_TRANSLATE_NOOP("Refusal", "build at least one block")
STARTER_RESIDENTIAL_ONLY: Final = QT_TRANSLATE_NOOP("Refusal", "the Starter game has residential blocks only")
NO_BLOCKS_AFTER_SPECIAL: Final = QT_TRANSLATE_NOOP(
    "Refusal", "no blocks on a turn a skyscraper, the stadium or the Tower was built")
ONE_DISTRICT_A_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "blocks this turn go on one district only")
BLOCKS_A_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} blocks a turn ({bought} bought already)")
BLOCKS_A_DISTRICT: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} blocks on a district")
BOX_OUT_OF_BLOCKS: Final = QT_TRANSLATE_NOOP("Refusal", "not enough blocks left in the box")
BLOCKS_COST: Final = QT_TRANSLATE_NOOP("Refusal", "the blocks cost {cost}")
NO_ROOM_FOR_FREE_BLOCKS: Final = QT_TRANSLATE_NOOP("Refusal", "no room for free blocks there")
FREE_BLOCK_EXACTLY: Final = QT_TRANSLATE_NOOP("Refusal", "build exactly 1 free block there")
FREE_BLOCKS_EXACTLY: Final = QT_TRANSLATE_NOOP("Refusal", "build exactly {count} free blocks there")
FREE_BLOCKS_RESIDENTIAL: Final = QT_TRANSLATE_NOOP("Refusal", "these free blocks are residential")
FREE_BLOCKS_INDUSTRIAL: Final = QT_TRANSLATE_NOOP("Refusal", "these free blocks are industrial")
SITE_TAKEN: Final = QT_TRANSLATE_NOOP("Refusal", "that site is taken")
SITE_NOT_TOUCHING: Final = QT_TRANSLATE_NOOP("Refusal", "the site does not touch that district")
NOT_AFTER_BLOCKS: Final = QT_TRANSLATE_NOOP("Refusal", "not on a turn in which blocks were bought")
NO_SKYSCRAPER_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "no skyscraper left in the box")
NO_STADIUM_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "no stadium left in the box")
NO_TOWER_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "no tower left in the box")
NONE_LEFT: Final[dict[BuildingKind, str]] = {
    BuildingKind.SKYSCRAPER: NO_SKYSCRAPER_LEFT, BuildingKind.STADIUM: NO_STADIUM_LEFT,
    BuildingKind.TOWER: NO_TOWER_LEFT,
}
ONE_STADIUM: Final = QT_TRANSLATE_NOOP("Refusal", "there is only one stadium in the game")
ONE_TOWER: Final = QT_TRANSLATE_NOOP("Refusal", "there is only one Tower in the game")
SKYSCRAPER_NEEDS_GROUP: Final = QT_TRANSLATE_NOOP(
    "Refusal", "you must own every district of the colour group, and at least two")
GROUP_HAS_SKYSCRAPER: Final = QT_TRANSLATE_NOOP("Refusal", "the group has its skyscraper already")
STADIUM_NEEDS_TWO: Final = QT_TRANSLATE_NOOP("Refusal", "you must own 2 districts of that colour")
TOWER_NEEDS_TWO_GROUPS: Final = QT_TRANSLATE_NOOP("Refusal", "you must own two whole colour groups")
TOWER_BY_WHOLE_GROUP: Final = QT_TRANSLATE_NOOP(
    "Refusal", "the Tower goes next to a district of a group you own whole")
IT_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "it costs {price}")
NO_BONUS_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "no bonus building left in the box")
BONUS_BY_YOURS: Final = QT_TRANSLATE_NOOP("Refusal", "a bonus building goes next to a district you own")
BONUS_NOT_BY_HAZARD: Final = QT_TRANSLATE_NOOP("Refusal", "not next to a district a hazard touches")
NO_HAZARD_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "no hazard left in the box")
HAZARD_BY_OTHERS: Final = QT_TRANSLATE_NOOP("Refusal", "a hazard goes next to another player's district")
HAZARD_NOT_BY_BONUS: Final = QT_TRANSLATE_NOOP("Refusal", "not next to a district a bonus building touches")
NO_HAZARD_THERE: Final = QT_TRANSLATE_NOOP("Refusal", "no hazard on that site")
ADJACENT_MOVE: Final = QT_TRANSLATE_NOOP("Refusal", "one move goes to an adjacent site")
IN_JAIL_NO_HAZARD_MOVES: Final = QT_TRANSLATE_NOOP("Refusal", "you cannot move hazards while in jail")
SAME_HAZARD: Final = QT_TRANSLATE_NOOP("Refusal", "keep moving the same hazard")
HAZARD_MOVES_A_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} hazard moves a turn")
HAZARD_MOVE_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "a move costs {price}")
PAID_MOVE_OF_YOURS: Final = QT_TRANSLATE_NOOP(
    "Refusal", "you may pay to move only a hazard that touches one of your districts")
PAID_MOVE_OFF_YOURS: Final = QT_TRANSLATE_NOOP(
    "Refusal", "the move must take the hazard off at least one of your districts")

# ---------------------------------------------------------------- deals.py
DEAL_ONLY_DEBTOR: Final = QT_TRANSLATE_NOOP("Refusal", "only the player raising money may propose a deal now")
DEAL_ONLY_BUYER: Final = QT_TRANSLATE_NOOP("Refusal", "only the player deciding to buy may propose a deal now")

# Every template above, for the windows to recognise a reason by.
REFUSALS: Final[tuple[str, ...]] = (
    NOT_NOW, NO_SUCH_DISTRICT, NO_SUCH_SITE,
    DIE_VALUE, DICE_VALUES, NOT_IN_JAIL, FINE_IS,
    NO_SUCH_CARD, CARD_IN_PILE, NOT_TOP_CARD,
    BUY_COSTS, BID_STEPS, LOWEST_BID, ONLY_HAVE, LANDER_BIDS_FIRST,
    BIDDER_NAMED, IN_TURN, NOT_A_BIDDER, LEADS_ALREADY, PASSED_ALREADY,
    NOT_YOURS, MORTGAGED_ALREADY, NOT_MORTGAGED, UNMORTGAGE_COSTS, OWE_AND_HAVE, CAN_STILL_RAISE,
    IN_JAIL_NO_BUILDING, DISTRICT_MORTGAGED, AT_LEAST_ONE_BLOCK, STARTER_RESIDENTIAL_ONLY,
    NO_BLOCKS_AFTER_SPECIAL, ONE_DISTRICT_A_TURN, BLOCKS_A_TURN, BLOCKS_A_DISTRICT, BOX_OUT_OF_BLOCKS,
    BLOCKS_COST, NO_ROOM_FOR_FREE_BLOCKS, FREE_BLOCK_EXACTLY, FREE_BLOCKS_EXACTLY,
    FREE_BLOCKS_RESIDENTIAL,
    FREE_BLOCKS_INDUSTRIAL, SITE_TAKEN, SITE_NOT_TOUCHING, NOT_AFTER_BLOCKS, NO_SKYSCRAPER_LEFT,
    NO_STADIUM_LEFT, NO_TOWER_LEFT, ONE_STADIUM, ONE_TOWER, SKYSCRAPER_NEEDS_GROUP,
    GROUP_HAS_SKYSCRAPER, STADIUM_NEEDS_TWO, TOWER_NEEDS_TWO_GROUPS, TOWER_BY_WHOLE_GROUP, IT_COSTS,
    NO_BONUS_LEFT, BONUS_BY_YOURS, BONUS_NOT_BY_HAZARD, NO_HAZARD_LEFT, HAZARD_BY_OTHERS,
    HAZARD_NOT_BY_BONUS, NO_HAZARD_THERE, ADJACENT_MOVE, IN_JAIL_NO_HAZARD_MOVES, SAME_HAZARD,
    HAZARD_MOVES_A_TURN, HAZARD_MOVE_COSTS, PAID_MOVE_OF_YOURS, PAID_MOVE_OFF_YOURS,
    DEAL_TWO_PLAYERS, DEAL_EMPTY, DEAL_CASH_STEPS, DEAL_NO_CASH, DEAL_TWICE, DEAL_NOT_OWNER,
    DEAL_ONLY_DEBTOR, DEAL_ONLY_BUYER,
)

# Params that are amounts of money (written by format_money), a district's id, the phase.
MONEY_PARAMS: Final = frozenset({"fine", "price", "step", "amount", "cash", "debt", "cost"})
DISTRICT_PARAMS: Final = frozenset({"district"})

# The phases' words in a reason (Phase values), marked for translation.
PHASE_WORDS: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("Phases", "shuffle"),
    QT_TRANSLATE_NOOP("Phases", "roll_off"),
    QT_TRANSLATE_NOOP("Phases", "roll_off_dice"),
    QT_TRANSLATE_NOOP("Phases", "pre_roll"),
    QT_TRANSLATE_NOOP("Phases", "roll"),
    QT_TRANSLATE_NOOP("Phases", "buy"),
    QT_TRANSLATE_NOOP("Phases", "auction"),
    QT_TRANSLATE_NOOP("Phases", "building_auction"),
    QT_TRANSLATE_NOOP("Phases", "planning"),
    QT_TRANSLATE_NOOP("Phases", "hazard_moves"),
    QT_TRANSLATE_NOOP("Phases", "paid_move"),
    QT_TRANSLATE_NOOP("Phases", "free_blocks"),
    QT_TRANSLATE_NOOP("Phases", "draw"),
    QT_TRANSLATE_NOOP("Phases", "post_roll"),
    QT_TRANSLATE_NOOP("Phases", "raise_funds"),
    QT_TRANSLATE_NOOP("Phases", "deal"),
    QT_TRANSLATE_NOOP("Phases", "game_over"),
    QT_TRANSLATE_NOOP("Phases", "running"),
)
