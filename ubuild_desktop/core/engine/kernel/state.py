"""The facts the shared rules read, :class:`GameState` (the base of every rule set's
state), and what the rule set tells them, :class:`RuleBook`.

A rule set's state (U-Build's ``data.StateData``) extends it with its own fields. The
shared fields are the players' names and cash, who owns each property and whether it is
mortgaged, whose turn it is and the phase, the debt, auction and deal under way, the end
of the game, and the logs: the history of actions, every money movement (transactions,
with the bank's totals) and the events. The state carries its rule book (``book``).

**The rule book.** The kernel's rules (:mod:`.ledger`, :mod:`.auction`, :mod:`.deals`,
:mod:`.session`, :mod:`.gamefile`, :mod:`.driver`) are the same in every game; the amounts
they use, the names they log and what follows from them are the rule set's. A state
carries its rule set's book (``GameState.book``), a subclass of :class:`RuleBook` that
fills in every method (U-Build's is ``book.UBuildBook``). The book is a compiled class:
a call through it is a direct call in the compiled build. Properties are numbered by the
rule set (an index into ``GameState.owner``); players are seats, the bank is
``events.BANK``.
"""

from __future__ import annotations

from typing import Any, Final

from .refusals import Refusal
from .event_kinds import EventKind
from .events import Event, Transaction
from .actions import Action, ProposeDeal
from .phases import CHANCE, CHANCE_PHASES, Phase, TERMINAL, TURN_PLAYER_PHASES
from .records import Auction, Debt
from .extensible import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class RuleBook:
    """The rule set's side of the shared rules (see the module docstring).

    Every method here is one a rule set must give; the base class only says what each
    means (it raises ``NotImplementedError``), except :meth:`sample_outcome`, which has
    a plain reading of :meth:`chance_outcomes` that a rule set may speed up.
    """

    # ------------------------------------------------------------------ names and money

    def money_text(self, amount: int) -> str:
        """``amount`` as the rule set writes money in its (English) reasons and events."""
        raise NotImplementedError

    def money_in_thousands(self) -> bool:
        """Whether the rule set counts money in thousands (U-Build's $k: 2000 is "$2M")
        rather than whole units (the traditional game's: 1500 is "$1,500"); a view writes
        amounts in the user's language by it."""
        raise NotImplementedError

    def property_id(self, state: GameState, i: int) -> str:
        """The stable id of property ``i`` (actions and events name it so)."""
        raise NotImplementedError

    def property_name(self, state: GameState, i: int) -> str:
        """The (English) name of property ``i``, for events."""
        raise NotImplementedError

    def property_index(self, state: GameState, property_id: str) -> int:
        """The index of the property named ``property_id``; ``IllegalActionError`` if there is none."""
        raise NotImplementedError

    # ------------------------------------------------------------------ mortgages and debts

    def mortgage_value(self, state: GameState, i: int) -> int:
        """What the bank pays now for a mortgage on property ``i``."""
        raise NotImplementedError

    def lift_cost(self, state: GameState, i: int) -> int:
        """What lifting the mortgage on property ``i`` costs now."""
        raise NotImplementedError

    def raisable(self, state: GameState, p: int) -> int:
        """The most ``p`` can pay now: cash plus what they can still raise (bankruptcy is
        allowed only when a debt is more)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the end

    def net_worth(self, state: GameState, p: int) -> int:
        """What the final tally counts for ``p``: their cash plus the value of their properties."""
        raise NotImplementedError

    def heir(self, state: GameState, i: int, creditor: int) -> int:
        """Who takes property ``i`` of a player bankrupt to ``creditor`` (a seat or BANK)."""
        raise NotImplementedError

    def after_bankruptcy(self, state: GameState, p: int, creditor: int) -> None:
        """What follows once ``p`` went bankrupt to ``creditor`` and their assets changed
        hands (U-Build: the game is over)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ auctions

    def bid_floor(self, state: GameState) -> int:
        """The lowest opening bid."""
        raise NotImplementedError

    def bid_step(self, state: GameState) -> int:
        """Bids are multiples of this, and each one beats the last by at least this."""
        raise NotImplementedError

    def pass_reason(self, state: GameState, p: int) -> Refusal | None:
        """Why ``p`` may not leave the running auction now, or None."""
        raise NotImplementedError

    def open_bidding(self, state: GameState) -> bool:
        """Whether a new auction is open (anyone bids at any time, also after passing:
        ``kernel.auction``), as the whole table's rules have it; False for a game played
        by older rules, whose auctions go in turn and replay so. A rule set that does not
        say bids in turn."""
        return False

    # ------------------------------------------------------------------ deals

    def proposer_reason(self, state: GameState, p: int) -> Refusal | None:
        """Why ``p`` may not propose a deal in this phase (one that accepts deals), or None."""
        raise NotImplementedError

    def deal_cash_step(self, state: GameState) -> int:
        """Cash in a deal is a multiple of this."""
        raise NotImplementedError

    def deals_open(self, state: GameState) -> bool:
        """Whether the phase accepts deal proposals (the computer-player driver asks)."""
        raise NotImplementedError

    def between_turns(self, state: GameState) -> bool:
        """Whether players other than the one to act may act now, the whole table's moment
        between turns (the driver then asks the other computer seats, once per position).
        No such moment unless a rule set says so."""
        return False

    # ------------------------------------------------------------------ the computer players

    def safe_kinds(self) -> tuple[type, ...]:
        """Action types that never hurt much, best first: the driver's fallback takes the
        first legal action of the first of these (``driver.fallback_action``)."""
        raise NotImplementedError

    def space_count(self, state: GameState) -> int:
        """How many spaces the board has (``autoplay.play_out`` counts landings on each)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the rule table

    def legal_actions(self, state: GameState) -> list[Action]:
        """What the player to act may do now (see the rule set's table)."""
        raise NotImplementedError

    def legal_of(self, state: GameState, kinds: tuple[type, ...]) -> list[Action]:
        """The legal actions of ``kinds`` only, kind by kind, each kind's in the order of
        :meth:`legal_actions` (a computer player's narrow question; a rule table lists
        only those kinds)."""
        legal = self.legal_actions(state)
        return [a for kind in kinds for a in legal if type(a) is kind]

    def why_illegal(self, state: GameState, action: Action) -> Refusal | None:
        """Why ``action`` cannot be applied now, or None. Never mutates."""
        raise NotImplementedError

    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Apply one checked action (``IllegalActionError`` saying why not); its events."""
        raise NotImplementedError

    def apply_legal(self, state: GameState, action: Action) -> None:
        """Apply an action known to be legal now (unchecked)."""
        raise NotImplementedError

    def chance_outcomes(self, state: GameState) -> list[tuple[Action, float]]:
        """The CHANCE player's possible actions with their probabilities (empty otherwise)."""
        raise NotImplementedError

    def sample_outcome(self, state: GameState, x: float) -> Action:
        """The chance outcome that ``x`` in [0, 1) picks from :meth:`chance_outcomes`:
        the first whose running sum of probabilities passes ``x``. A rule set may give
        the same pick faster for its commonest chance phases."""
        outcomes = self.chance_outcomes(state)
        if not outcomes:
            raise ValueError("the state is not waiting for the CHANCE player")
        total = 0.0
        for action, probability in outcomes:
            total += probability
            if x < total:
                return action
        return outcomes[-1][0]


@mypyc_attr(allow_interpreted_subclasses=True)  # a rule set in plain Python extends it (extensible.py)
class GameState:
    """The shared facts of a game in progress (see the module docstring).

    ``phase`` always holds a :class:`Phase` member (hot paths compare it with ``is``).

    ``owner`` changes only through :meth:`set_owner`, which gives the state a new
    ``owner_stamp``: a number no other ownership of any state of this process had (see
    :func:`fresh_stamp`). So a computer player that had nothing to offer at one ownership
    tells "nothing changed since I last looked" by one comparison of numbers
    (``ComputerPlayer.quiet_stamp``) instead of comparing the whole list.

    ``board_stamp`` is the same for everything a property's income depends on: a new one
    at every change of owner (:meth:`set_owner`), of a mortgage (:meth:`set_mortgaged`)
    and of what U-Build builds on the board (its handlers call :meth:`touched`: blocks,
    hazards, skyscrapers, the Tower). The traditional game's ``TradState`` replaces
    ``set_mortgaged`` and ``touched`` with its own kept facts; nothing of that game reads
    its ``board_stamp``.
    A memo of board figures keyed on it (U-Build's ``player_common.figures``) tells "the
    board is unchanged" by one comparison of numbers. Every change to a game is an
    action, so only the rules write these lists; a test or tool that edits them directly
    says so by calling :meth:`touched`.
    """

    book: RuleBook
    player_names: tuple[str, ...]
    cash: list[int]
    owner: list[int]
    mortgaged: list[bool]
    turn: int
    phase: Phase
    debt: Debt | None
    auction: Auction | None
    deal: ProposeDeal | None
    deal_return: Phase
    bankrupt: int
    end_reason: str
    history: list[Action]
    transactions: list[Transaction]
    bank_paid: int
    bank_received: int
    events: list[Event]
    payer_pair: tuple[Any, ...]
    payee_pair: tuple[Any, ...]
    about_pair: tuple[Any, ...]
    owner_stamp: int
    board_stamp: int

    def __init__(self, book: RuleBook, player_names: tuple[str, ...], starting_cash: int,
                 property_names: tuple[str, ...], phase: Phase) -> None:
        self.book = book
        n = len(player_names)
        self.player_names = player_names
        self.cash = [starting_cash] * n
        properties = len(property_names)
        self.owner = [-1] * properties  # a seat, or -1: the bank's (changed by set_owner only)
        self.owner_stamp = fresh_stamp()  # new at every change of owner (set_owner)
        self.board_stamp = self.owner_stamp  # new at every change of the board (touched)
        self.mortgaged = [False] * properties
        self.turn = 0
        self.phase = phase
        self.debt: Debt | None = None
        self.auction: Auction | None = None  # the auction under way (the AUCTION phase)
        self.deal: ProposeDeal | None = None
        self.deal_return = Phase.PRE_ROLL  # the phase a deal returns to once answered
        self.bankrupt = -1
        self.end_reason = ""  # END_BANKRUPTCY, END_ROUND_LIMIT or END_ACTION_LIMIT once the game is over
        self.history: list[Action] = []
        self.transactions: list[Transaction] = []
        self.bank_paid = 0  # paid by the bank to players
        self.bank_received = 0
        self.events: list[Event] = []
        # The payer and payee of a transfer's event, built once ([p + 1]: BANK is -1).
        # Typed as plain objects: the compiled build would otherwise unpack each small
        # tuple it reads and build it again.
        self.payer_pair: tuple[Any, ...] = tuple(("payer", p) for p in range(-1, n))
        self.payee_pair: tuple[Any, ...] = tuple(("payee", p) for p in range(-1, n))
        # The property a payment is about, as its event names it ([i]: ("name", its name)).
        self.about_pair: tuple[Any, ...] = tuple(("name", name) for name in property_names)

    def set_owner(self, i: int, p: int) -> None:
        """Property ``i`` is now ``p``'s (a seat, or -1: the bank's); a new ``owner_stamp``
        (and ``board_stamp``)."""
        self.owner[i] = p
        self.owner_stamp = self.board_stamp = fresh_stamp()

    def touched(self) -> None:
        """The board changed (a mortgage, a building...): a new ``board_stamp``. The rules
        call it where they write; a test that edits the state's lists directly calls it
        after its edits."""
        self.board_stamp = fresh_stamp()

    def set_mortgaged(self, i: int, mortgaged: bool) -> None:
        """Property ``i`` is now mortgaged (or not): the shared rules write ``mortgaged``
        through it, so a rule set may keep facts of its own in step (the traditional
        game's ``TradState`` counts each colour group's mortgages); a new ``board_stamp``."""
        self.mortgaged[i] = mortgaged
        self.board_stamp = fresh_stamp()

    @property
    def current_player(self) -> int:
        """The player to act: an index, ``CHANCE`` or ``TERMINAL``."""
        phase = self.phase
        if phase is Phase.PRE_ROLL or phase is Phase.POST_ROLL:
            return self.turn  # the commonest, by identity (speed; = the set's rule below)
        if phase is Phase.ROLL:
            return CHANCE
        if phase in TURN_PLAYER_PHASES:
            return self.turn
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase is Phase.AUCTION or phase is Phase.BUILDING_AUCTION:
            assert self.auction is not None
            auction = self.auction
            return auction.bidders[auction.acting]
        if phase is Phase.RAISE_FUNDS:
            assert self.debt is not None
            return self.debt.debtor
        if phase is Phase.DEAL:
            assert self.deal is not None
            return self.deal.partner
        if phase is Phase.GAME_OVER:
            return TERMINAL
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase is Phase.GAME_OVER

    # The rule book's four calls on this state, so a view reads either rule set's state
    # the same way (U-Build's ``State`` gives the same answers through its own rules).

    def legal_actions(self) -> list[Action]:
        return self.book.legal_actions(self)

    def why_illegal(self, action: Action) -> Refusal | None:
        return self.book.why_illegal(self, action)

    def is_legal(self, action: Action) -> bool:
        return self.book.why_illegal(self, action) is None

    def apply(self, action: Action) -> list[Event]:
        return self.book.apply(self, action)

    def emit(self, kind: EventKind, data: tuple[tuple[str, Any], ...]) -> None:
        """Log an event whose data is already the (key, value) pairs of ``Event.data``.

        The engine's own events use this form: building the pairs directly is several
        times cheaper than keyword arguments (a dict, then its items as a tuple), and a
        few events are logged per action.
        """
        self.events.append(Event(kind, data, self.player_names, self.book))


# The last ownership stamp given (fresh_stamp); a list, so the compiled build keeps the
# module's one cell in a C variable (Final) and changes its item.
_LAST_STAMP: Final = [0]


def fresh_stamp() -> int:
    """A number never given before in this process: a state's ``owner_stamp`` is one, so
    two stamps are equal only for the same state with no change of owner in between (a
    copied state keeps the stamp with the same owners, and each takes a new one at its
    next change)."""
    stamp: int = _LAST_STAMP[0] + 1
    _LAST_STAMP[0] = stamp
    return stamp


def resume(state: GameState) -> None:
    """A decision is made: the rule set works through its pending steps after this action
    (U-Build: ``rules.apply_legal``)."""
    state.phase = Phase.RUNNING
