"""What happened: events for a UI to show and transactions for every money movement.

Events are past tense (``moved``, ``rent_paid``) and carry structured data; their
sentence is formatted only when asked for (``event.text``), so the hot path stays cheap.
Every change of cash is one :class:`Transaction` (bank = ``BANK``), logged by the
state's single transfer function, so the books can always be checked.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from ..cards import format_money

BANK: Final = -1


# Transactions and events are immutable named tuples rather than frozen dataclasses:
# the engine makes a few of them per action, and a named tuple is built about twice
# as fast as a frozen dataclass (whose __init__ goes through object.__setattr__).


class Transaction(NamedTuple):
    """``amount`` ($k, > 0) moved from ``payer`` to ``payee`` (a player index or BANK)."""

    payer: int
    payee: int
    amount: int
    reason: str


class Event(NamedTuple):
    """One thing that happened. ``data`` holds the structured facts, ``text`` the sentence.

    ``names`` is the game's tuple of player names (shared, not copied), used only to
    format ``text``.
    """

    kind: str
    data: tuple[tuple[str, Any], ...]
    names: tuple[str, ...] = ()  # player names, to format the sentence

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dict(self.data)}

    @property
    def text(self) -> str:
        return _event_text(self)


def _event_text(event: Event) -> str:
    """``Event.text``: a module-level function because mypyc (the compiled build) cannot
    compile a closure inside a NamedTuple method."""
    d = dict(event.data)
    names = event.names

    def who(key: str | int = "player") -> str:
        # a key of the data, or a player index itself (for a tuple of players)
        p = key if isinstance(key, int) else d.get(key)
        if p is None:
            return "?"
        if p == BANK:
            return "the bank"
        return names[p] if 0 <= p < len(names) else f"player {p}"

    money = format_money
    template = _TEMPLATES.get(event.kind)
    if template is not None:
        return template(d, who, money)
    return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in event.data)


def _paid(d: dict[str, Any], who: Any, money: Any) -> str:
    return f"{who('payer')} paid {who('payee')} {money(d['amount'])} ({d['reason']})"


_TEMPLATES: dict[str, Any] = {
    "money_moved": _paid,
    "deck_card": lambda d, who, m: f"Card {d['card']} shuffled into the Chance pile",
    "deck_ready": lambda d, who, m: "The Chance pile is shuffled",
    "roll_off_started": lambda d, who, m: "Everyone rolls: the highest roller starts",
    "roll_off_rolled": lambda d, who, m: f"{who()} rolled {d['total']}",
    "roll_off_tied": lambda d, who, m: f"{' and '.join(who(p) for p in d['players'])} tied with {d['total']}: they roll again",
    "first_player": lambda d, who, m: f"{who()} starts",
    "rolled": lambda d, who, m: f"{who()} rolled {' + '.join(str(v) for v in d['dice'])}"
    + (" (a double)" if d.get("double") else ""),
    "moved": lambda d, who, m: f"{who()} moved to {d['to_name']}",
    "railroad_jumped": lambda d, who, m: f"{who()} rode the railroad",
    "passed_go": lambda d, who, m: f"{who()} passed GO",
    "bridge_lowered": lambda d, who, m: f"{who()} lowered the bridge",
    "bridge_raised": lambda d, who, m: f"{who()} raised the bridge",
    "card_drawn": lambda d, who, m: f"{who()} drew a Chance card: {d['text']}",
    "card_unfollowable": lambda d, who, m: f"{who()} cannot follow the card; it goes to the bottom",
    "jailed": lambda d, who, m: f"{who()} went to jail",
    "left_jail": lambda d, who, m: f"{who()} left jail ({d['how']})",
    "stayed_in_jail": lambda d, who, m: f"{who()} stays in jail",
    "bought": lambda d, who, m: f"{who()} bought {d['name']} for {m(d['price'])}",
    "auction_started": lambda d, who, m: f"{d['name']} is up for auction",
    "bid": lambda d, who, m: f"{who()} bid {m(d['amount'])}",
    "passed": lambda d, who, m: f"{who()} left the auction",
    "auction_won": lambda d, who, m: f"{who()} won {d['name']} for {m(d['amount'])}",
    "auction_unsold": lambda d, who, m: f"Nobody bought {d['name']}",
    "rent_due": lambda d, who, m: f"{who()} owes {who('owner')} {m(d['amount'])} rent for {d['name']}",
    "built_blocks": lambda d, who, m: f"{who()} built {d['residential']} residential and "
    f"{d['industrial']} industrial block(s) on {d['name']}",
    "built": lambda d, who, m: f"{who()} built a {d['building']} at {d['site']}",
    "hazard_moved": lambda d, who, m: f"{who()} moved a hazard from {d['source']} to {d['target']}",
    "mortgaged": lambda d, who, m: f"{who()} mortgaged {d['name']} for {m(d['value'])}",
    "unmortgaged": lambda d, who, m: f"{who()} lifted the mortgage on {d['name']} for {m(d['value'])}",
    "deal_proposed": lambda d, who, m: f"{who('proposer')} offered {who('partner')} a deal",
    "deal_accepted": lambda d, who, m: f"{who('partner')} accepted the deal",
    "deal_rejected": lambda d, who, m: f"{who('partner')} turned the deal down",
    "district_changed_hands": lambda d, who, m: f"{d['name']} passed from {who('from_player')} to {who('to_player')}",
    "debt": lambda d, who, m: f"{who()} must raise {m(d['amount'])} to pay {who('creditor')}",
    "debt_paid": lambda d, who, m: f"{who()} paid the debt",
    "bankrupt": lambda d, who, m: f"{who()} went bankrupt to {who('creditor')}",
    "game_over": lambda d, who, m: "The game is over",
    "round_limit_reached": lambda d, who, m: f"The round limit is reached ({d['rounds']} rounds played)",
    "action_limit_reached": lambda d, who, m: f"The game reached the program's limit of {d['actions']:,} actions",
    "turn_started": lambda d, who, m: f"{who()}'s turn",
    "turn_ended": lambda d, who, m: f"{who()} ended the turn",
    "planning_permission": lambda d, who, m: f"{who()} has Planning Permission",
}
