"""Why U-Build's rules refuse an action: every reason's English template, written once.

A check returns a :class:`~..kernel.refusals.Refusal` (see there): one without params is
made once here, one with params is made where it is found from a template here
(``Refusal(BLOCKS_COST, {"cost": cost}, state.book)``). ``State.why_illegal`` returns it
and ``State.apply``'s ``IllegalActionError`` carries it; ``str()`` is the English of the
command line, ``ubuild_desktop.words.refusal_text`` the user's language.

The shared rules' reasons (the kernel's, :mod:`..kernel.refusals`) are named here too.
Only constants here (compiled, so the engine reads each from a C variable).
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP
from ...pieces import BuildingKind
from ..kernel.refusals import (
    Refusal,
    BID_STEPS,
    BIDDER_NAMED,
    BUY_COSTS,
    FINE_IS,
    IN_JAIL_NO_BUILDING,
    NOT_IN_JAIL,
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
DIE_VALUE: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "expected 1 die value from 1 to 6"))
DICE_VALUES: Final = QT_TRANSLATE_NOOP("Refusal", "expected {count} die values from 1 to 6")

# ---------------------------------------------------------------- cards_play.py (the CHANCE player's)
NO_SUCH_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "no Chance card {quoted_card}")
CARD_IN_PILE: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "that card is already in the pile"))
NOT_TOP_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "the top card is {quoted_top}, not {quoted_card}")

# ---------------------------------------------------------------- auction.py
LANDER_BIDS_FIRST: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the player who landed there must make the first bid"))

# ---------------------------------------------------------------- building.py, specials.py, hazards.py
DISTRICT_MORTGAGED: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the district is mortgaged"))
AT_LEAST_ONE_BLOCK: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "build at least one block"))
STARTER_RESIDENTIAL_ONLY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the Starter game has residential blocks only"))
NO_BLOCKS_AFTER_SPECIAL: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "no blocks on a turn a skyscraper, the stadium or the Tower was built"))
ONE_DISTRICT_A_TURN: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "blocks this turn go on one district only"))
BLOCKS_A_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} blocks a turn ({bought} bought already)")
BLOCKS_A_DISTRICT: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} blocks on a district")
BOX_OUT_OF_BLOCKS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "not enough blocks left in the box"))
BLOCKS_COST: Final = QT_TRANSLATE_NOOP("Refusal", "the blocks cost {cost}")
NO_ROOM_FOR_FREE_BLOCKS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no room for free blocks there"))
FREE_BLOCK_EXACTLY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "build exactly 1 free block there"))
FREE_BLOCKS_EXACTLY: Final = QT_TRANSLATE_NOOP("Refusal", "build exactly {count} free blocks there")
FREE_BLOCKS_RESIDENTIAL: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "these free blocks are residential"))
FREE_BLOCKS_INDUSTRIAL: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "these free blocks are industrial"))
SITE_TAKEN: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "that site is taken"))
SITE_NOT_TOUCHING: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the site does not touch that district"))
NOT_AFTER_BLOCKS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "not on a turn in which blocks were bought"))
NO_SKYSCRAPER_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no skyscraper left in the box"))
NO_STADIUM_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no stadium left in the box"))
NO_TOWER_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no tower left in the box"))
NONE_LEFT: Final[dict[BuildingKind, Refusal]] = {
    BuildingKind.SKYSCRAPER: NO_SKYSCRAPER_LEFT, BuildingKind.STADIUM: NO_STADIUM_LEFT,
    BuildingKind.TOWER: NO_TOWER_LEFT,
}
ONE_STADIUM: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "there is only one stadium in the game"))
ONE_TOWER: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "there is only one Tower in the game"))
SKYSCRAPER_NEEDS_GROUP: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "you must own every district of the colour group, and at least two"))
GROUP_HAS_SKYSCRAPER: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the group has its skyscraper already"))
STADIUM_NEEDS_TWO: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you must own 2 districts of that colour"))
TOWER_NEEDS_TWO_GROUPS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you must own two whole colour groups"))
TOWER_BY_WHOLE_GROUP: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "the Tower goes next to a district of a group you own whole"))
IT_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "it costs {price}")
NO_BONUS_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no bonus building left in the box"))
BONUS_BY_YOURS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "a bonus building goes next to a district you own"))
BONUS_NOT_BY_HAZARD: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "not next to a district a hazard touches"))
NO_HAZARD_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no hazard left in the box"))
HAZARD_BY_OTHERS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "a hazard goes next to another player's district"))
HAZARD_NOT_BY_BONUS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "not next to a district a bonus building touches"))
NO_HAZARD_THERE: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "no hazard on that site"))
ADJACENT_MOVE: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "one move goes to an adjacent site"))
IN_JAIL_NO_HAZARD_MOVES: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you cannot move hazards while in jail"))
SAME_HAZARD: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "keep moving the same hazard"))
HAZARD_MOVES_A_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "at most {most} hazard moves a turn")
HAZARD_MOVE_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "a move costs {price}")
PAID_MOVE_OF_YOURS: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "you may pay to move only a hazard that touches one of your districts"))
PAID_MOVE_OFF_YOURS: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "the move must take the hazard off at least one of your districts"))

# ---------------------------------------------------------------- deals.py
DEAL_ONLY_DEBTOR: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "only the player raising money may propose a deal now"))
DEAL_ONLY_BUYER: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "only the player deciding to buy may propose a deal now"))

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
