"""Why the rules refuse an action: the :class:`Refusal` record, and the shared rules'
reasons' English templates, written once.

A check says why not with a :class:`Refusal`: a template (marked
``QT_TRANSLATE_NOOP("Refusal", ...)``, so lupdate puts it in the translation files) and its
params as values, not words: an amount of money as its number (:data:`MONEY_PARAMS`), a
district's or a property's id (:data:`PLACE_PARAMS`), the phase as a ``Phase``, a count as
an int, a player by name. ``str(refusal)`` is the English the command line, the logs and
the saved files' messages speak (money written by the rule set's ``money_text``); a window
translates the template and writes each param in the user's language
(``ubuild_desktop.words.refusal_text``): no text is ever parsed back.

A refusal without params is made once here or in the rule set's ``refusals`` module
(checks that refuse often, while listing what is legal, then allocate nothing); one with
params is made where it is found (``Refusal(BID_STEPS, {"step": step}, book)``).

No template counts with a bracketed plural ("block(s)"): the translations give every
counted text Qt's plural forms, which a template filled in by ``.format`` cannot have, so
a count that may be 1 has a template of its own for 1.

U-Build's templates are in :mod:`..ubuild.refusals`, the traditional game's in
:mod:`..traditional.refusals`. Only constants and the record here.
"""

from __future__ import annotations

from typing import Final, Protocol

from ...i18n import QT_TRANSLATE_NOOP

# Params that are amounts of money (an int, in the rule set's money), a district's or a
# property's (or a space's) id.
MONEY_PARAMS: Final = frozenset({"fine", "price", "step", "amount", "cash", "debt", "cost"})
PLACE_PARAMS: Final = frozenset({"district", "space"})


class MoneyBook(Protocol):
    """What a refusal asks of its rule set's book (``kernel.state.RuleBook``): how it writes money."""

    def money_text(self, amount: int) -> str: ...

    def money_in_thousands(self) -> bool: ...


class Refusal:
    """Why an action is refused: ``template`` (English, of the "Refusal" context) and its
    ``params`` (values, see the module docstring), with the ``book`` of the rule set whose
    money the amounts are (None: a refusal without amounts)."""

    template: Final[str]
    params: Final[dict[str, object]]
    book: Final[MoneyBook | None]

    def __init__(self, template: str, params: dict[str, object] | None = None, book: MoneyBook | None = None) -> None:
        self.template = template
        self.params = {} if params is None else params
        self.book = book

    def english_params(self) -> dict[str, object]:
        """The params as the English reason writes them: amounts by the book's ``money_text``."""
        book = self.book
        out: dict[str, object] = {}
        for key, value in self.params.items():
            if key in MONEY_PARAMS and book is not None and isinstance(value, int):
                out[key] = book.money_text(value)
            else:
                out[key] = str(value)
        return out

    def __str__(self) -> str:
        if not self.params:
            return self.template
        return self.template.format(**self.english_params())

    def __repr__(self) -> str:
        return f"Refusal({self.template!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Refusal) and other.template == self.template and other.params == self.params

    def __hash__(self) -> int:
        return hash(self.template)


# ---------------------------------------------------------------- any action (the rule table)
NOT_NOW: Final = QT_TRANSLATE_NOOP("Refusal", "not possible now (the game waits for: {phase})")

# ---------------------------------------------------------------- both games' jail, buying and building
NOT_IN_JAIL: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you are not in jail"))
FINE_IS: Final = QT_TRANSLATE_NOOP("Refusal", "the fine is {fine}")
BUY_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "not enough cash for {price}")
IN_JAIL_NO_BUILDING: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you cannot build while in jail"))

# ---------------------------------------------------------------- auction.py
BID_STEPS: Final = QT_TRANSLATE_NOOP("Refusal", "bids go in steps of {step}")
LOWEST_BID: Final = QT_TRANSLATE_NOOP("Refusal", "the lowest bid now is {amount}")
ONLY_HAVE: Final = QT_TRANSLATE_NOOP("Refusal", "you only have {cash}")
# open auctions (the whole table's rules)
BIDDER_NAMED: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "in an open auction every bid and pass names its player"))
IN_TURN: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "this auction goes in turn: bid or pass when asked"))
NOT_A_BIDDER: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not bid in this auction")
LEADS_ALREADY: Final = QT_TRANSLATE_NOOP("Refusal", "{player} has the highest bid")
PASSED_ALREADY: Final = QT_TRANSLATE_NOOP("Refusal", "{player} has passed since the highest bid")

# ---------------------------------------------------------------- ledger.py
NOT_YOURS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "you do not own that district"))
MORTGAGED_ALREADY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "it is mortgaged already"))
NOT_MORTGAGED: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "it is not mortgaged"))
UNMORTGAGE_COSTS: Final = QT_TRANSLATE_NOOP("Refusal", "lifting the mortgage costs {price}")
OWE_AND_HAVE: Final = QT_TRANSLATE_NOOP("Refusal", "you owe {debt} and have {cash}")
CAN_STILL_RAISE: Final = QT_TRANSLATE_NOOP("Refusal", "you can still raise {amount} by mortgaging")

# ---------------------------------------------------------------- deals.py
DEAL_TWO_PLAYERS: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "a deal is between two different players"))
DEAL_EMPTY: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "the deal is empty"))
DEAL_CASH_STEPS: Final = QT_TRANSLATE_NOOP("Refusal", "cash in a deal is a positive multiple of {step}")
DEAL_NO_CASH: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not have {cash}")
DEAL_TWICE: Final = Refusal(QT_TRANSLATE_NOOP("Refusal", "a district is listed twice"))
DEAL_NOT_OWNER: Final = QT_TRANSLATE_NOOP("Refusal", "{player} does not own {district}")
