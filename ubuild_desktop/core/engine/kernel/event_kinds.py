"""The vocabulary of events, for every rule set: the bank's seat, the kinds of event,
the reasons of payments.

A module of its own, below :mod:`.events` (which re-exports ``BANK``) and below a rule
table of event sentences (:mod:`.sentences`, and each rule set's rows), so the imports draw no circle.
Like :class:`~.phases.Phase`, the enums list every rule set's members (U-Build's today).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

BANK: Final = -1  # the bank's seat in a transaction, a debt or an event


class EventKind(StrEnum):
    """What an event tells, one member per kind the engine emits (its value is the kind's
    name in the engine's calls: a member equals and hashes as that string). The sentence
    for each is in :data:`.sentences.SENTENCES`."""

    # the start of a game
    DECK_CARD = "deck_card"
    DECK_READY = "deck_ready"
    ROLL_OFF_STARTED = "roll_off_started"
    ROLL_OFF_ROLLED = "roll_off_rolled"
    ROLL_OFF_TIED = "roll_off_tied"
    FIRST_PLAYER = "first_player"
    # turns and moves
    TURN_STARTED = "turn_started"
    TURN_ENDED = "turn_ended"
    ROLLED = "rolled"
    MOVED = "moved"
    RAILROAD_JUMPED = "railroad_jumped"
    PASSED_GO = "passed_go"
    BRIDGE_LOWERED = "bridge_lowered"
    BRIDGE_RAISED = "bridge_raised"
    CARD_DRAWN = "card_drawn"
    CARD_UNFOLLOWABLE = "card_unfollowable"
    JAILED = "jailed"
    LEFT_JAIL = "left_jail"
    STAYED_IN_JAIL = "stayed_in_jail"
    PLANNING_PERMISSION = "planning_permission"
    # districts, auctions and rent
    BOUGHT = "bought"
    AUCTION_STARTED = "auction_started"
    BID = "bid"
    PASSED = "passed"
    PASSED_ON = "passed_on"  # an open auction's pass: not final
    AUCTION_WON = "auction_won"
    AUCTION_UNSOLD = "auction_unsold"
    RENT_DUE = "rent_due"
    # building
    BUILT_BLOCKS = "built_blocks"
    BUILT = "built"
    HAZARD_MOVED = "hazard_moved"
    # money
    MONEY_MOVED = "money_moved"
    MORTGAGED = "mortgaged"
    UNMORTGAGED = "unmortgaged"
    DEBT = "debt"
    DEBT_PAID = "debt_paid"
    BANKRUPT = "bankrupt"
    # deals
    DEAL_PROPOSED = "deal_proposed"
    DEAL_ACCEPTED = "deal_accepted"
    DEAL_REJECTED = "deal_rejected"
    DISTRICT_CHANGED_HANDS = "district_changed_hands"
    # the end
    ROUND_LIMIT_REACHED = "round_limit_reached"
    ACTION_LIMIT_REACHED = "action_limit_reached"
    GAME_OVER = "game_over"
    # the traditional game's own
    TRAD_CARD_DRAWN = "trad_card_drawn"
    JAIL_CARD_KEPT = "jail_card_kept"
    JAIL_CARD_CHANGED_HANDS = "jail_card_changed_hands"
    HOUSE_BUILT = "house_built"
    HOTEL_BUILT = "hotel_built"
    BUILDING_SOLD = "building_sold"
    DECLINED_TO_BUY = "declined_to_buy"
    PROPERTY_DEALT = "property_dealt"
    PLAYER_OUT = "player_out"
    BUILDING_AUCTION_STARTED = "building_auction_started"
    BUILDING_AUCTION_WON = "building_auction_won"
    POT_FED = "pot_fed"
    INCOME_TAX_CHOSEN = "income_tax_chosen"
    TITLE_HANDED_TO_BANK = "title_handed_to_bank"
    FAIR_START_GIFT = "fair_start_gift"


class PaymentReason(StrEnum):
    """Why money moved or is owed: every reason a transfer, a debt or a pending payment has.

    A payment about a property (rent, a purchase, blocks, an auction, a mortgage) also
    names it: ``Transaction.about`` and ``Debt.about`` hold its index, and the event holds
    its name. The table of sentences gives each member its words (:data:`.sentences.REASONS`:
    the shared ones, and each rule set's own).
    """

    SALARY = "salary"
    BRIDGE_TOLL = "bridge toll"
    JAIL_FINE = "jail fine"
    CHANCE = "Chance"
    CHANCE_PER_BLOCK = "Chance: per block"
    CHANCE_PER_DISTRICT = "Chance: per district"
    HAZARD_MOVE = "hazard move"
    BANKRUPTCY = "bankruptcy"
    DEAL = "deal"
    MORTGAGE = "mortgage"
    MORTGAGE_REPAID = "mortgage repaid"
    SKYSCRAPER = "skyscraper"
    STADIUM = "stadium"
    TOWER = "tower"
    # about a property
    RENT = "rent for"
    BOUGHT = "bought"
    BLOCKS = "blocks on"
    AUCTION = "auction for"
    # the traditional game's own
    TAX = "tax"
    COMMUNITY_CHEST = "Community Chest"
    REPAIRS = "repairs"
    FREE_PARKING = "Free Parking"
    HOUSES = "houses on"
    BUILDING_SALE = "buildings sold on"
    MORTGAGE_INTEREST = "mortgage interest on"
    # a house rule of both games
    FAIR_START = "fair start"
    TITLE_TO_BANK = "title to the bank:"


class JailExit(StrEnum):
    """How a player left jail (the ``how`` of a ``left_jail`` event)."""

    PAID_THE_FINE = "paid the fine"
    ROLLED_A_DOUBLE = "rolled a double"
    ROLLED_A_6 = "rolled a 6"  # one die (Starter)
    THIRD_FAILED_ROLL = "third failed roll: pays the fine"
    USED_A_CARD = "used a get-out-of-jail card"  # the traditional game


class JailEntry(StrEnum):
    """Why a player went to jail (the ``why`` of a ``jailed`` event)."""

    GO_TO_JAIL = "landed on Go to Jail"
    THIRD_DOUBLE = "third double"
    CARD = "Chance card"
    CHEST_CARD = "Community Chest card"  # the traditional game
