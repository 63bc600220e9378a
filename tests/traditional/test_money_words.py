"""The traditional game's money in its English words: events (``Event.text``) and the
shared rules' refusals are written by the rule set's book (``RuleBook.money_text``), whole
units ("60"), while U-Build's stay in $k ("$10k")."""

from __future__ import annotations

from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK
from ubuild_desktop.core.engine.kernel.actions import Buy, ProposeDeal
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.traditional.book import TRADITIONAL_BOOK

from tests.engine.helpers import new_state as new_ubuild_state
from tests.traditional.helpers import act, roll, started, why


def test_a_traditional_event_writes_the_rule_sets_money() -> None:
    state = started()
    roll(state, 1, 2)
    act(state, Buy())
    texts = [event.text for event in state.events[-2:]]
    assert texts == ["Ana paid the bank 60 (bought Tinker Row)", "Ana bought Tinker Row for 60"]
    assert all(event.book is TRADITIONAL_BOOK for event in state.events)


def test_an_event_writes_money_by_its_book_and_plainly_without_one() -> None:
    """The sentences are the kernel's, which knows no rule set's money: an event without a
    book (never one a game emits: each carries its state's) writes a plain number."""
    data = (("player", 0), ("name", "Kite Hill"), ("price", 1500))
    assert Event(EventKind.BOUGHT, data, ("Ana",)).text == "Ana bought Kite Hill for 1,500"
    assert Event(EventKind.BOUGHT, data, ("Ana",), UBUILD_BOOK).text == "Ana bought Kite Hill for $1.5M"
    assert Event(EventKind.BOUGHT, data, ("Ana",), TRADITIONAL_BOOK).text == "Ana bought Kite Hill for 1,500"


def test_the_deal_cash_refusal_states_the_rule_sets_step() -> None:
    state = started()
    assert why(state, ProposeDeal(0, 1, give_cash=-5)) == "cash in a deal is a positive multiple of 1"
    ubuild = new_ubuild_state()
    assert str(ubuild.why_illegal(ProposeDeal(0, 1, give_cash=5))) == "cash in a deal is a positive multiple of $10k"
    assert all(event.book is UBUILD_BOOK for event in ubuild.events)
