"""The traditional game's own actions, registered with the kernel's shared ones.

The shared actions (:mod:`..kernel.actions`: dice, card draws, roll, the jail fine, buy,
auction, bid, pass, mortgage, lift, deals, debts, bankruptcy, end of turn) keep their
meaning; these are what the traditional game adds: houses and hotels, the
get-out-of-jail cards, a deal that also trades those cards, and the chance action that
deals a property at the start (a house rule). Text and JSON forms as the kernel's; never
rename a ``type`` or a field. Interpreted, like the kernel's actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..kernel.actions import (
    SHARED_ACTIONS,
    AcceptDeal,
    Action,
    Bid,
    Buy,
    DeclareBankruptcy,
    Dice,
    DrawCard,
    EndTurn,
    IllegalActionError,
    Mortgage,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
    register_actions,
)


@dataclass(frozen=True, slots=True)
class BuildHouse(Action):
    """Buy one house for ``street`` (a hotel once the street has four)."""

    kind: ClassVar[str] = "build-house"
    street: str


@dataclass(frozen=True, slots=True)
class SellBuilding(Action):
    """Sell one building of ``street`` back to the bank at half price (a hotel goes back
    to four houses)."""

    kind: ClassVar[str] = "sell-building"
    street: str


@dataclass(frozen=True, slots=True)
class SellGroupBuildings(Action):
    """Sell every building of ``street``'s colour group back to the bank at half price (a
    hotel at half the price of five houses)."""

    kind: ClassVar[str] = "sell-group"
    street: str


@dataclass(frozen=True, slots=True)
class UseJailCard(Action):
    """In jail, before rolling: use a get-out-of-jail card, then roll and move."""

    kind: ClassVar[str] = "use-jail-card"


@dataclass(frozen=True, slots=True)
class TradeDeal(ProposeDeal):
    """A deal that may also hand over get-out-of-jail cards (named by card id)."""

    kind: ClassVar[str] = "trade"
    give_cards: tuple[str, ...] = ()
    take_cards: tuple[str, ...] = ()

    def hands_over_nothing(self) -> bool:
        """A jail card alone is something: it may be given, or sold for cash."""
        return not (self.give_cards or self.take_cards) and ProposeDeal.hands_over_nothing(self)


@dataclass(frozen=True, slots=True)
class DealTitle(Action):
    """CHANCE: a property is dealt to the next player before the first roll (a house rule)."""

    kind: ClassVar[str] = "deal-title"
    chance: ClassVar[bool] = True
    property: str


@dataclass(frozen=True, slots=True)
class PayIncomeTax(Action):
    """On Income Tax: pay its fixed amount (``way`` "fixed") or its share of the lander's
    total worth (``way`` "share"), 002's choice (rules version 3 on)."""

    kind: ClassVar[str] = "income-tax"
    way: str


@dataclass(frozen=True, slots=True)
class HandToBank(Action):
    """A debtor hands the mortgaged ``property`` to the bank as payment of the debt; the
    bank auctions it at once (004, rules version 3 on)."""

    kind: ClassVar[str] = "hand-to-bank"
    property: str


TRADITIONAL_ACTIONS: tuple[type[Action], ...] = (
    BuildHouse, SellBuilding, SellGroupBuildings, UseJailCard, TradeDeal, DealTitle, PayIncomeTax, HandToBank,
)

register_actions(*SHARED_ACTIONS, *TRADITIONAL_ACTIONS)

__all__ = [
    "AcceptDeal", "Action", "Bid", "BuildHouse", "Buy", "DealTitle", "DeclareBankruptcy", "Dice", "DrawCard",
    "EndTurn", "HandToBank", "IllegalActionError", "Mortgage", "OpenBid", "OpenPass", "Pass", "PayDebt", "PayIncomeTax",
    "PayJailFine", "ProposeDeal", "RejectDeal",
    "Roll", "SellBuilding", "SellGroupBuildings", "StartAuction", "TRADITIONAL_ACTIONS", "TradeDeal",
    "UseJailCard", "Unmortgage",
]
