"""Why the shared rules refuse an action: their reasons' English templates, written once.

U-Build's :mod:`..refusals` lists these with its own (``REFUSALS``), so the windows
recognise and translate them the same way; see there for how a reason is written.
Only constants here.
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP

# ---------------------------------------------------------------- any action (the rule table)
NOT_NOW: Final = QT_TRANSLATE_NOOP("Refusal", "not possible now (the game waits for: {phase})")

# ---------------------------------------------------------------- auction.py
BID_STEPS: Final = QT_TRANSLATE_NOOP("Refusal", "bids go in steps of {step}")
LOWEST_BID: Final = QT_TRANSLATE_NOOP("Refusal", "the lowest bid now is {amount}")
ONLY_HAVE: Final = QT_TRANSLATE_NOOP("Refusal", "you only have {cash}")
# open auctions (the whole table's rules)
BIDDER_NAMED: Final = QT_TRANSLATE_NOOP("Refusal", "in an open auction every bid and pass names its player")
IN_TURN: Final = QT_TRANSLATE_NOOP("Refusal", "this auction goes in turn: bid or pass when asked")
NOT_A_BIDDER: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not bid in this auction")
LEADS_ALREADY: Final = QT_TRANSLATE_NOOP("Refusal", "{player} has the highest bid")
PASSED_ALREADY: Final = QT_TRANSLATE_NOOP("Refusal", "{player} has passed since the highest bid")

# ---------------------------------------------------------------- ledger.py
NOT_YOURS: Final = QT_TRANSLATE_NOOP("Refusal", "you do not own that district")
MORTGAGED_ALREADY: Final = QT_TRANSLATE_NOOP("Refusal", "it is mortgaged already")
NOT_MORTGAGED: Final = QT_TRANSLATE_NOOP("Refusal", "it is not mortgaged")
UNMORTGAGE_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "lifting the mortgage costs {price}")
OWE_AND_HAVE: Final = QT_TRANSLATE_NOOP("Refusal", "you owe {debt} and have {cash}")
CAN_STILL_RAISE: Final = QT_TRANSLATE_NOOP("Refusal", "you can still raise {amount} by mortgaging")

# ---------------------------------------------------------------- deals.py
DEAL_TWO_PLAYERS: Final = QT_TRANSLATE_NOOP("Refusal", "a deal is between two different players")
DEAL_EMPTY: Final = QT_TRANSLATE_NOOP("Refusal", "the deal is empty")
DEAL_CASH_STEPS: Final = QT_TRANSLATE_NOOP("Refusal", "cash in a deal is a positive multiple of {step}")
DEAL_NO_CASH: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not have {cash}")
DEAL_TWICE: Final = QT_TRANSLATE_NOOP("Refusal", "a district is listed twice")
DEAL_NOT_OWNER: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not own {district}")
