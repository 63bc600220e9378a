"""The mutable state of a game, its legal actions, and the rules that apply them.

A :class:`State` is made by :meth:`Game.new_initial_state`. ``legal_actions()`` lists
what the player to act (``current_player``; ``CHANCE`` for dice, the shuffle and card
draws) may do now, ``apply(action)`` checks and applies one action or raises
:class:`IllegalActionError` saying why. Nothing here draws random numbers: the CHANCE
player's outcomes are listed by ``chance_outcomes()`` and chosen by the session.

Turn flow (``phase``)::

    SHUFFLE (chance) -> [ROLL_OFF -> ROLL_OFF_DICE (chance)]* (who starts, once a game)
    PRE_ROLL -> ROLL (chance) -> [BUY | AUCTION | PLANNING |
    HAZARD_MOVES | DRAW (chance) | FREE_BLOCKS | RAISE_FUNDS | DEAL]* -> POST_ROLL
    [-> PAID_MOVE -> POST_ROLL]* -> next

Automatic consequences (moving, GO salary, bridges, rent, card effects) run from a small
queue of pending steps; a payment that cannot be made pauses the queue in RAISE_FUNDS
until the debtor pays (``PayDebt``) or goes bankrupt. Every change of cash goes through
``_transfer``, which logs a :class:`Transaction` and an event.

Where the rules live: :class:`State` (here) is its data, the legality check and the
dispatch of each action to its handler; the rules themselves are mixins, one room per
topic, each with the checks and handlers of its actions:

- :mod:`.phases`: :class:`Phase`, ``CHANCE``/``TERMINAL``, who acts, what each phase accepts.
- :mod:`.listing`: ``legal_actions()``, one lister per phase.
- :mod:`.movement`: who starts (the roll-off), turns, dice, moving, GO, bridges, railroads,
  landing, jail, round limit.
- :mod:`.cards_play`: the Chance pile: shuffling, drawing, following a card.
- :mod:`.auction`: buying the district landed on, or auctioning it.
- :mod:`.building`: blocks, skyscrapers, the stadium, the Tower, bonus buildings, hazards.
- :mod:`.money`: transfers, debts, rent, mortgages, bankruptcy, the tally.
- :mod:`.deals`: deals between players.
- :mod:`.queries`: the read-only queries for a UI or a computer player.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Final

from ..lattice import Cell
from ..limits import MAX_GAME_ACTIONS
from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeckCard,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from .events import Event, Transaction
from .game import Game
from .listing import ListingMixin
from .auction import Auction
from .money import Debt, Standing
from .phases import (
    CHANCE,
    END_BANKRUPTCY,
    END_ACTION_LIMIT,
    END_ROUND_LIMIT,
    Phase,
    TERMINAL,
    _CHANCE_PHASES,
    _PHASE_ACTIONS,
    _TURN_PLAYER_PHASES,
)
from .refusals import NOT_NOW, NO_SUCH_DISTRICT, NO_SUCH_SITE
from .queries import BlockOptions

__all__ = [
    "Auction", "BlockOptions", "CHANCE", "Debt", "END_ACTION_LIMIT", "END_BANKRUPTCY", "END_ROUND_LIMIT", "Phase", "Standing", "State", "TERMINAL",
]


class State(ListingMixin):
    """Everything that changes during a game. Compare states with ``==``.

    The mixins form one chain of single bases (``State`` -> ``ListingMixin`` ->
    ``MovementMixin`` -> ``CardsMixin`` -> ``AuctionMixin`` -> ``BuildingMixin`` ->
    ``MoneyMixin`` -> ``DealsMixin`` -> ``QueriesMixin`` -> :class:`~.fields.StateFields`,
    the same method order as listing them all as bases), because the compiled build
    (mypyc) allows only single inheritance; ``StateFields`` declares the attributes'
    types for it and for the type checker.

    ``phase`` always holds a :class:`Phase` member (hot paths compare it with ``is``).
    Derived facts are never cached between calls: tests and tools may set the lists
    (``cash``, ``owner``...) directly, and every query reads them afresh.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self._t = game.tables  # per-game lookups and prebuilt actions (see tables.py)
        n = game.num_players
        d = len(game.districts)
        self._names = game.players
        self.cash = [game.starting_cash] * n
        self.position = [0] * n
        self.in_jail = [False] * n
        self.jail_fails = [0] * n
        self.owner = [-1] * d
        self.mortgaged = [False] * d
        self.residential = [0] * d
        self.industrial = [0] * d
        self.hazard_touch = [0] * d
        self.bonus_touch = [0] * d
        # site index -> (kind, name, attached district or -1)
        self.buildings: dict[int, tuple[str, str, int]] = {}
        self.group_skyscraper = [False] * len(game.groups)
        self.tower_district = -1
        self.stadium_district = -1
        self.stock = dict(game.stock)
        self.named_left = {k: list(v) for k, v in game.named_stock.items()}
        self.bridge_up = {b: False for b in game.bridges}
        self.deck: list[int] = []
        self.turn = 0
        self.doubles = 0
        self.extra_roll = False
        self.phase = Phase.SHUFFLE
        self.blocks_district = -1
        self.blocks_count = 0
        self.special_built = False
        self.paid_moves = 0
        # The hazard this turn's paid moves moved: the site it stood on before the first
        # (paid_from) and the site it stands on now (paid_at); -1: no paid move this turn.
        self.paid_from = -1
        self.paid_at = -1
        # Pending automatic steps, first to run on the left.
        self.queue: deque[tuple[Any, ...]] = deque()
        self.debt: Debt | None = None
        self.pending_district = -1
        self.card_bridge = -1
        self.auction: Auction | None = None  # the auction under way (the AUCTION phase)
        self.deal: ProposeDeal | None = None
        self.deal_return = Phase.PRE_ROLL
        self.free_moves_left = 0
        self.moving_site = -1
        self.free_blocks: tuple[int, str] | None = None
        self.bankrupt = -1
        # Completed rounds: a round is complete when the turn of the seat before the
        # first player ends (its extra turns from doubles included), i.e. every seat has
        # had a turn. Seats never leave (the game ends at the first bankruptcy), so this
        # counts rounds exactly.
        self.rounds = 0
        # The seat that took the first turn: the roll-off's winner (seat 0 in a game
        # without a roll-off, see Game.roll_off); -1 until the roll-off is over.
        self.first_player = -1
        # The roll-off under way: the seats rolling in this round, in seat order, and
        # the totals they have rolled so far (the next to roll is roll_off[len(totals)]).
        self.roll_off: list[int] = []
        self.roll_off_totals: list[int] = []
        self.end_reason = ""  # END_BANKRUPTCY, END_ROUND_LIMIT or END_ACTION_LIMIT once the game is over
        self.history: list[Action] = []
        self.transactions: list[Transaction] = []
        self.bank_paid = 0  # paid by the bank to players
        self.bank_received = 0
        self.events: list[Event] = []
        self.rolls = 0
        self.last_dice: tuple[int, ...] = ()

    # ------------------------------------------------------------------ basics

    @property
    def current_player(self) -> int:
        """The player to act: an index, ``CHANCE`` or ``TERMINAL``."""
        phase = self.phase
        if phase in _TURN_PLAYER_PHASES:
            return self.turn
        if phase in _CHANCE_PHASES:
            return CHANCE
        if phase is Phase.AUCTION:
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

    def snapshot(self) -> tuple[Any, ...]:
        """Every changing fact as a comparable value (events and history included)."""
        return (
            tuple(self.cash), tuple(self.position), tuple(self.in_jail), tuple(self.jail_fails),
            tuple(self.owner), tuple(self.mortgaged), tuple(self.residential), tuple(self.industrial),
            tuple(self.hazard_touch), tuple(self.bonus_touch), tuple(sorted(self.buildings.items())),
            tuple(self.group_skyscraper), self.tower_district, self.stadium_district,
            tuple(sorted(self.stock.items())), tuple(sorted((k, tuple(v)) for k, v in self.named_left.items())),
            tuple(sorted(self.bridge_up.items())), tuple(self.deck), self.turn, self.doubles,
            self.extra_roll, self.phase, self.blocks_district, self.blocks_count, self.special_built,
            self.paid_moves, self.paid_from, self.paid_at, tuple(self.queue), self.debt, self.pending_district, self.card_bridge,
            None if self.auction is None else self.auction.snapshot(),
            self.deal, self.deal_return, self.free_moves_left, self.moving_site, self.free_blocks,
            self.bankrupt, self.rounds, self.first_player, tuple(self.roll_off), tuple(self.roll_off_totals),
            self.end_reason, tuple(self.history), tuple(self.transactions), self.bank_paid,
            self.bank_received, tuple(self.events), self.rolls, self.last_dice,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        if self is other:
            return True
        # Cheap early outs before building both snapshots (they hold every event).
        if len(self.history) != len(other.history) or len(self.events) != len(other.events):
            return False
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<State phase={self.phase.value} to_act={self.current_player} actions={len(self.history)}>"

    def _emit(self, kind: str, data: tuple[tuple[str, Any], ...]) -> None:
        """Log an event whose data is already the (key, value) pairs of ``Event.data``.

        The engine's own events use this form: building the pairs directly is several
        times cheaper than keyword arguments (a dict, then its items as a tuple), and a
        few events are logged per action.
        """
        self.events.append(_tuple_new(_EVENT, (kind, data, self._names)))

    def _district_index(self, district_id: str) -> int:
        index = self.game.district_by_id.get(district_id)
        if index is None:
            raise IllegalActionError(NO_SUCH_DISTRICT.format(quoted_district=repr(district_id)))
        return index

    def _site_index(self, cell: Cell) -> int:
        index = self.game.site_by_cell.get(cell)
        if index is None:
            raise IllegalActionError(NO_SUCH_SITE.format(site=f"{cell.q},{cell.r}"))
        return index

    # ------------------------------------------------------------------ chance

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The CHANCE player's possible actions with their probabilities (empty otherwise)."""
        phase = self.phase
        if phase is Phase.ROLL or phase is Phase.ROLL_OFF_DICE:
            return list(self._t.dice_chances)
        if phase is Phase.DRAW:
            return [(self._t.draw_card[self.deck[0]], 1.0)]
        if phase is Phase.SHUFFLE:
            left = self._cards_left()
            return [(a, 1.0 / len(left)) for a in left]
        return []

    def _cards_left(self) -> list[DeckCard]:
        """SHUFFLE: the cards not yet in the pile, in card order."""
        placed = set(self.deck)
        return [a for i, a in enumerate(self._t.deck_card) if i not in placed]

    # ------------------------------------------------------------------ legality

    def is_legal(self, action: Action) -> bool:
        # = why_illegal(action) is None, one call shallower (every computer decision asks)
        try:
            return self._check(action) is None
        except IllegalActionError:
            return False

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` cannot be applied now, or None if it can. Never mutates."""
        try:
            return self._check(action)
        except IllegalActionError as exc:
            return str(exc)

    def apply(self, action: Action) -> list[Event]:
        """Apply one checked action; return the events it produced."""
        try:
            reason = self._check(action)
        except IllegalActionError as exc:  # a district or site that is not on this track
            reason = str(exc)
        if reason is not None:
            raise IllegalActionError(f"{action}: {reason}")
        start = len(self.events)
        self._apply_legal(action)
        return self.events[start:]

    def _apply_legal(self, action: Action) -> None:
        """Apply an action known to be legal now: ``apply`` after its check, or a CHANCE
        outcome just taken from ``chance_outcomes()`` (legal by construction, so the
        session skips checking it again, and it does not need the events listed)."""
        history = self.history
        history.append(action)
        _HANDLERS[type(action)](self, action)
        if len(history) >= MAX_GAME_ACTIONS and self.phase is not Phase.GAME_OVER:
            self._end_by_action_limit()

    def _check(self, a: Action) -> str | None:
        rule = _RULES.get(type(a))
        if rule is None or self.phase not in rule[0]:
            return NOT_NOW.format(phase=self.phase.value)
        check = rule[1]
        # Actions with no condition beyond the phase (Roll, EndTurn, Done...) have no check.
        return None if check is None else check(self, a, self.current_player)


# Event(kind, data, names) built by tuple.__new__ itself, without the named tuple's
# Python-level __new__ (a few are made per action, so this is measurable; money.py builds
# each Transaction the same way). Called directly rather than through a functools.partial,
# which only adds a call; Final keeps both in C variables in the compiled build.
_tuple_new: Final = tuple.__new__
_EVENT: Final = Event

# One handler per action type, each in the mixin of its topic.
_HANDLERS: Final[dict[type, Any]] = {
    DeckCard: State._do_deck,
    Dice: State._do_dice,
    DrawCard: State._do_draw,
    Roll: State._do_roll,
    PayJailFine: State._do_pay_fine,
    Buy: State._do_buy,
    StartAuction: State._do_start_auction,
    Bid: State._do_bid,
    Pass: State._do_pass,
    BuildBlocks: State._do_build,
    FreeBlocks: State._do_free_blocks,
    BuildSkyscraper: State._do_special,
    BuildStadium: State._do_special,
    BuildTower: State._do_special,
    PlaceBonus: State._do_bonus,
    PlaceHazard: State._do_hazard,
    MoveHazard: State._do_move_hazard,
    Done: State._do_done,
    Mortgage: State._do_mortgage,
    Unmortgage: State._do_unmortgage,
    ProposeDeal: State._do_propose,
    AcceptDeal: State._do_accept,
    RejectDeal: State._do_reject,
    PayDebt: State._do_pay_debt,
    DeclareBankruptcy: State._do_bankrupt,
    EndTurn: State._do_end_turn,
}

# One check per action type, each in the mixin of its topic: None if legal, else why not.
# Actions with no condition beyond the phase (Roll, EndTurn, Done...) have none.
_CHECKS: Final[dict[type, Any]] = {
    DeckCard: State._check_deck,
    Dice: State._check_dice,
    DrawCard: State._check_draw,
    PayJailFine: State._check_pay_fine,
    Buy: State._check_buy,
    Bid: State._check_bid,
    Pass: State._check_pass,
    BuildBlocks: State._check_build,
    FreeBlocks: State._check_free_blocks,
    BuildSkyscraper: State._check_special,
    BuildStadium: State._check_special,
    BuildTower: State._check_special,
    PlaceBonus: State._check_bonus,
    PlaceHazard: State._check_hazard,
    MoveHazard: State._check_move_hazard,
    Mortgage: State._check_mortgage,
    Unmortgage: State._check_unmortgage,
    ProposeDeal: State._check_propose,
    AcceptDeal: State._check_accept,
    PayDebt: State._check_pay_debt,
    DeclareBankruptcy: State._check_bankrupt,
}

# What ``_check`` asks of each action type, derived from ``_PHASE_ACTIONS`` and
# ``_CHECKS``: (the phases that accept it, its check or None). One lookup per action
# instead of one per table: in a game loop these tables go cold in the CPU cache
# between two decisions, and each lookup then costs more than its instructions.
_RULES: Final[dict[type, tuple[frozenset[Phase], Any]]] = {
    t: (frozenset(phase for phase, accepted in _PHASE_ACTIONS.items() if t in accepted), _CHECKS.get(t))
    for t in _HANDLERS
}
