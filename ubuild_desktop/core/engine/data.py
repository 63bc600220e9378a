"""The data of a game in progress: :class:`StateData`, the plain facts every rule reads.

The rules are modules of functions over this data, one module per topic (see
:mod:`.state` for the map); :class:`~.state.State` adds the public methods a UI or a
computer player calls. Derived facts are never cached here: tests and tools may set the
lists (``cash``, ``owner``...) directly, and every rule reads them afresh.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Final

from ..lattice import Cell
from .actions import Action, IllegalActionError, ProposeDeal
from .events import Event, Transaction
from .game import Game
from .records import Auction, Building, BuildingKind, Debt, FreeBlockGift, Step
from .phases import CHANCE, Phase, TERMINAL, _CHANCE_PHASES, _TURN_PLAYER_PHASES
from .refusals import NO_SUCH_DISTRICT, NO_SUCH_SITE
from .tables import Tables


class StateData:
    """Everything that changes during a game. Compare states with ``==``.

    ``phase`` always holds a :class:`Phase` member (hot paths compare it with ``is``).
    """

    game: Game
    tables: Tables
    player_names: tuple[str, ...]
    cash: list[int]
    position: list[int]
    in_jail: list[bool]
    jail_fails: list[int]
    owner: list[int]
    mortgaged: list[bool]
    residential: list[int]
    industrial: list[int]
    hazard_touch: list[int]
    bonus_touch: list[int]
    buildings: dict[int, Building]
    group_skyscraper: list[bool]
    tower_district: int
    stadium_district: int
    stock: dict[BuildingKind, int]
    named_left: dict[BuildingKind, list[str]]
    bridge_up: dict[int, bool]
    deck: list[int]
    turn: int
    doubles: int
    extra_roll: bool
    phase: Phase
    blocks_district: int
    blocks_count: int
    special_built: bool
    paid_moves: int
    paid_from: int
    paid_at: int
    queue: deque[Step]
    debt: Debt | None
    pending_district: int
    card_bridge: int
    auction: Auction | None
    deal: ProposeDeal | None
    deal_return: Phase
    free_moves_left: int
    moving_site: int
    free_blocks: FreeBlockGift | None
    bankrupt: int
    rounds: int
    first_player: int
    roll_off: list[int]
    roll_off_totals: list[int]
    end_reason: str
    history: list[Action]
    transactions: list[Transaction]
    bank_paid: int
    bank_received: int
    events: list[Event]
    rolls: int
    last_dice: tuple[int, ...]

    def __init__(self, game: Game) -> None:
        self.game = game
        self.tables = game.tables  # per-game lookups and prebuilt actions (see tables.py)
        n = game.num_players
        d = len(game.districts)
        self.player_names = game.players
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
        self.buildings: dict[int, Building] = {}  # site index -> what stands there
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
        self.queue: deque[Step] = deque()
        self.debt: Debt | None = None
        self.pending_district = -1
        self.card_bridge = -1
        self.auction: Auction | None = None  # the auction under way (the AUCTION phase)
        self.deal: ProposeDeal | None = None
        self.deal_return = Phase.PRE_ROLL
        self.free_moves_left = 0
        self.moving_site = -1
        self.free_blocks: FreeBlockGift | None = None  # the card's gift in the FREE_BLOCKS phase
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
        if not isinstance(other, StateData):
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

    def emit(self, kind: str, data: tuple[tuple[str, Any], ...]) -> None:
        """Log an event whose data is already the (key, value) pairs of ``Event.data``.

        The engine's own events use this form: building the pairs directly is several
        times cheaper than keyword arguments (a dict, then its items as a tuple), and a
        few events are logged per action.
        """
        self.events.append(_tuple_new(_EVENT, (kind, data, self.player_names)))

    def district_index(self, district_id: str) -> int:
        index = self.game.district_by_id.get(district_id)
        if index is None:
            raise IllegalActionError(NO_SUCH_DISTRICT.format(quoted_district=repr(district_id)))
        return index

    def site_index(self, cell: Cell) -> int:
        index = self.game.site_by_cell.get(cell)
        if index is None:
            raise IllegalActionError(NO_SUCH_SITE.format(site=f"{cell.q},{cell.r}"))
        return index


def resume(state: StateData) -> None:
    """A decision is made: the engine works through the pending steps after this action
    (see :func:`.rules.apply_legal`)."""
    state.phase = Phase.RUNNING


# Event(kind, data, names) built by tuple.__new__ itself, without the named tuple's
# Python-level __new__ (a few are made per action, so this is measurable; money.py builds
# each Transaction the same way). Called directly rather than through a functools.partial,
# which only adds a call; Final keeps both in C variables in the compiled build.
_tuple_new: Final = tuple.__new__
_EVENT: Final = Event
