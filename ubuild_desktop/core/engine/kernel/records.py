"""The named records the shared rules make and read: the running auction, a debt, a line
of the final tally. Plain data with named, typed fields. Also the base of the rule sets'
setup errors (:class:`SetupError`), which keep their message's template for the views."""

from __future__ import annotations

from typing import Final, NamedTuple

from ...i18n import QT_TRANSLATE_NOOP
from ...usertext import name_key
from .event_kinds import PaymentReason
from .extensible import mypyc_attr

PLAYER_NAMES: Final = QT_TRANSLATE_NOOP("GameSetup", "player names must be distinct and not blank")


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class SetupError(ValueError):
    """A game cannot be set up (each rule set's ``GameSetupError`` is one).

    The message is English; ``template`` is the English template it was filled from
    (marked ``QT_TRANSLATE_NOOP("GameSetup", ...)``, "" for a message made without one)
    and ``params`` its fields, so a view shows it in the user's language
    (``words.setup_error_text``): an amount of money is a :class:`SetupMoney`, a number
    until the view writes it. Make one with :meth:`of`.
    """

    template: str
    params: dict[str, object]

    def __init__(self, message: str, template: str = "", params: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.template = template
        self.params = {} if params is None else dict(params)

    @classmethod
    def of(cls, template: str, params: dict[str, object]) -> SetupError:
        """The error whose message ``template`` makes from ``params`` (a whole number
        written the English way, "100,000": a view writes it the user's way)."""
        english = {key: f"{value:,}" if type(value) is int else value for key, value in params.items()}
        return cls(template.format(**english), template, params)


class SetupMoney(NamedTuple):
    """An amount of money in a setup error's params: ``amount`` in the rule set's money,
    ``thousands`` whether that is U-Build's $k (else whole units), ``english`` as the rule
    set writes it (``str()``, the command line's)."""

    amount: int
    thousands: bool
    english: str

    def __str__(self) -> str:
        return self.english


def names_fit(names: tuple[str, ...]) -> bool:
    """Whether players' names can play together (each rule set's check): distinct, none
    blank, as a player sees them (``usertext.name_key``: "A" and "A" with a zero-width
    space are one name); else its game raises :data:`PLAYER_NAMES`."""
    keys = [name_key(name) for name in names]
    return len(set(keys)) == len(keys) and all(keys)


class Auction:
    """The auction under way (``State.auction`` in the AUCTION phase), changed in place.

    ``district``: the property auctioned (an index); ``high_bid``: the highest bid so far
    (0 before the first); ``high_bidder``: who made it (-1: nobody yet); ``bidders``:
    the players still bidding, in turn order (a player who passes leaves it);
    ``acting``: the index in ``bidders`` of the one to act; ``lander``: the player who
    landed on the property and declined to buy it (U-Build's rules make them open the bidding).

    ``open``: an open auction (the whole table's rules: ``RuleBook.open_bidding``). Then
    ``bidders`` holds everyone who may bid, all along (a pass is not final); ``passed``
    the players who passed since the highest bid, in the order they passed; and
    ``acting`` the one the auctioneer asks next (the computer players answer in that
    order; anyone may bid first). The sale closes once every bidder but the highest has
    passed since the highest bid (:mod:`.auction`).
    """

    district: int
    high_bid: int
    high_bidder: int
    bidders: list[int]
    acting: int
    lander: int
    open: bool
    passed: list[int]

    def __init__(self, district: int, high_bid: int, high_bidder: int, bidders: list[int], acting: int,
                 lander: int, open: bool = False) -> None:
        self.district = district
        self.high_bid = high_bid
        self.high_bidder = high_bidder
        self.bidders = bidders
        self.acting = acting
        self.lander = lander
        self.open = open
        self.passed = []

    def snapshot(self) -> tuple[int, int, int, tuple[int, ...], int, int, bool, tuple[int, ...]]:
        """Every fact as a comparable value (``State.snapshot``)."""
        return (self.district, self.high_bid, self.high_bidder, tuple(self.bidders), self.acting, self.lander,
                self.open, tuple(self.passed))

    def __repr__(self) -> str:
        return (f"Auction(district={self.district}, high_bid={self.high_bid}, high_bidder={self.high_bidder}, "
                f"bidders={self.bidders}, acting={self.acting}, lander={self.lander}, open={self.open}, "
                f"passed={self.passed})")


class Debt(NamedTuple):
    """What ``debtor`` owes and cannot pay yet (the RAISE_FUNDS phase)."""

    debtor: int
    creditor: int  # a player or BANK
    amount: int
    reason: PaymentReason
    about: int = -1  # the property the payment is about (rent, a purchase...), or -1


class Standing(NamedTuple):
    """One line of the final tally."""

    rank: int
    player: int
    name: str
    cash: int
    districts: int  # the value of the player's properties: net worth less cash (``RuleBook.net_worth``)
    total: int
    bankrupt: bool


def gift_indexes(gifts: tuple[str, ...], players: int, ids: list[str]) -> tuple[int, ...] | None:
    """The Fair start's gifts (issue 27; one district or property id per place in the turn
    order, "" for none) as indexes into ``ids`` (-1 for none), () when none is given, or
    None when they cannot be: not one per player, an id not in ``ids``, one given twice
    (both games' check)."""
    if not any(gifts):
        return ()
    given = [g for g in gifts if g]
    if len(gifts) != players or len(set(given)) != len(given) or not all(type(g) is str and (not g or g in ids) for g in gifts):
        return None
    return tuple(ids.index(g) if g else -1 for g in gifts)


def fair_start_fits(amounts: tuple[int, ...], players: int, most: int, step: int) -> bool:
    """Whether ``amounts`` can be a Fair start (issue 27) of ``players`` players: one whole
    number per player, each from 0 to ``most`` in steps of ``step`` (both games' check)."""
    return len(amounts) == players and all(type(a) is int and 0 <= a <= most and a % step == 0 for a in amounts)
