"""Income Tax: the lander chooses between the fixed amount and a share of their worth.

002: "Cuando el jugador llegue a “Impuesto sobre la Renta”, tiene dos opciones: él podrá
calcular su impuesto a S/. 200 y pagárselos a Banco o podrá pagar el 10% de todo su valor
... El jugador debe decidir qué opción irá a tomar antes que sume su valor total."

A tax space whose board gives it a ``tax_percent`` (the built-in board's Income Tax: 10)
stops the landing in ``Phase.INCOME_TAX`` (rules version 3 on; ``Game.tax_percent``);
:class:`~.actions.PayIncomeTax` says which way, and the tax is paid to the bank (a debt
if the lander is short, the Free Parking pot if the house rule says so). The amounts are
:mod:`.money`'s (``total_worth``, ``tax_share``).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action
from ..kernel.event_kinds import EventKind, PaymentReason
from ..kernel.phases import Phase
from ..kernel.state import resume
from .actions import PayIncomeTax
from .money import pay_bank, tax_share, total_worth
from .refusals import TAX_WAYS
from .state import TradState

FIXED: Final = "fixed"
SHARE: Final = "share"
_EV_INCOME_TAX_CHOSEN: Final = EventKind.INCOME_TAX_CHOSEN
_FOR_TAX: Final = PaymentReason.TAX


def land_on_tax(state: TradState, d: int) -> None:
    """The lander decides how to pay the tax space ``d`` (``Phase.INCOME_TAX``)."""
    state.pending = d
    state.phase = Phase.INCOME_TAX


def tax_amounts(state: TradState, p: int) -> tuple[int, int]:
    """The pending tax's two ways for ``p``: (the fixed amount, the share of their worth)."""
    d = state.pending
    return state.game.tax[d], tax_share(state, p, d)


def cheaper_way(state: TradState, p: int) -> PayIncomeTax:
    """The cheaper way for ``p`` (the fixed amount on a tie): the computer players' choice."""
    fixed, share = tax_amounts(state, p)
    return _SHARE if share < fixed else _FIXED


def check_income_tax(state: TradState, a: PayIncomeTax, p: int) -> Refusal | None:
    return None if a.way in (FIXED, SHARE) else TAX_WAYS


def do_income_tax(state: TradState, a: PayIncomeTax) -> None:
    p = state.turn
    d = state.pending
    state.pending = -1
    share = a.way == SHARE
    percent = state.game.tax_percent[d]
    amount = tax_share(state, p, d) if share else state.game.tax[d]
    state.emit(_EV_INCOME_TAX_CHOSEN, (("player", p), ("share", share), ("amount", amount), ("percent", percent),
                                       ("worth", total_worth(state, p))))
    resume(state)
    pay_bank(state, p, amount, _FOR_TAX)


def list_income_tax(state: TradState, p: int, out: list[Action]) -> None:
    out.append(_FIXED)
    out.append(_SHARE)


_FIXED: Final = PayIncomeTax(FIXED)
_SHARE: Final = PayIncomeTax(SHARE)
