"""Why the traditional rules refuse an action: their English templates, written once.

Marked ``QT_TRANSLATE_NOOP("Refusal", ...)`` and made into a
:class:`~..kernel.refusals.Refusal` as U-Build's (:mod:`..ubuild.refusals`); the templates both
games share are the kernel's, named here too. Only constants.
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP
from ..kernel.refusals import BUY_COSTS, FINE_IS, IN_JAIL_NO_BUILDING, NOT_IN_JAIL, Refusal

NO_SUCH_SPACE: Final = QT_TRANSLATE_NOOP("Refusal", "no space {space} on this board")
NOT_A_PROPERTY: Final = QT_TRANSLATE_NOOP("Refusal", "{space} is not a property")
NOT_A_STREET: Final = QT_TRANSLATE_NOOP("Refusal", "{space} is not a street")
DICE_TWO: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "expected 2 die values from 1 to 6"))
NOT_TOP_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "the top card is {top}, not {card}")
NOT_A_CARD_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "{card} is not a card still to be shuffled in")
NOT_A_TITLE_LEFT: Final = QT_TRANSLATE_NOOP("Refusal", "{space} is not a property the bank still holds")
NO_JAIL_CARD: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you hold no get-out-of-jail card"))
ROLL_AGAIN_FIRST: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you rolled a double: roll again first"))
NO_EXTRA_ROLL: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you have no roll left this turn"))
FINE_BEFORE_ROLL: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "the fine is paid before rolling, or after a roll in a turn you began in jail"))
# building
WHOLE_GROUP: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you must own the whole colour group"))
GROUP_MORTGAGED: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "a street of the group is mortgaged"))
BUILD_EVENLY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "build evenly: another street of the group has fewer buildings"))
SELL_EVENLY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "sell evenly: another street of the group has more buildings"))
HAS_HOTEL: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the street has its hotel already"))
NO_HOUSES_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the bank has no houses left"))
NO_HOTELS_LEFT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the bank has no hotels left"))
HOUSE_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "a house there costs {price}")
NO_BUILDINGS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "there is nothing built there"))
HOTEL_NEEDS_HOUSES: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "the bank has fewer than four houses to put back: sell the group's buildings together"))
# mortgages and deals
GROUP_BUILT: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "sell the buildings of its colour group first"))
NOT_YOUR_CARD: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not hold the card {card}")
INTEREST_DUE: Final = QT_TRANSLATE_NOOP("Refusal", "{player} could not pay the {amount} interest on the mortgages")
DEAL_NOT_NOW: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "only the player to act may propose a deal now"))
PLAYER_OUT: Final = QT_TRANSLATE_NOOP("Refusal", "{player} is out of the game")
TAX_WAYS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the Income Tax is paid the fixed way or as a share of your worth"))
OLDER_RULES: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "this game was started under older rules, which do not allow that"))


__all__ = ["BUY_COSTS", "FINE_IS", "IN_JAIL_NO_BUILDING", "NOT_IN_JAIL"]

# the table between turns (``between_turns``)
NOT_BETWEEN_TURNS: Final = Refusal(QT_TRANSLATE_NOOP(
    "Refusal", "only while the dice change hands: after a turn ends, before the next roll"))
NOT_A_SEAT: Final = QT_TRANSLATE_NOOP("Refusal", "there is no player {player}")
