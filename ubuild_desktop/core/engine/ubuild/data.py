"""The data of a game in progress: :class:`StateData`, the plain facts every rule reads.

The rules are modules of functions over this data, one module per topic (see
:mod:`.state` for the map); :class:`~.state.State` adds the public methods a UI or a
computer player calls. Derived facts are never cached here: tests and tools may set the
lists (``cash``, ``owner``...) directly, and every rule reads them afresh.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ..kernel.refusals import Refusal
from ...lattice import Cell
from .actions import IllegalActionError
from .game import Game
from ..kernel.state import RuleBook
from ..kernel.state import GameState, resume
from .records import Building, BuildingKind, FreeBlockGift, Step
from ..kernel.phases import Phase
from .refusals import NO_SUCH_DISTRICT, NO_SUCH_SITE
from .tables import Tables


class StateData(GameState):
    """Everything that changes during a U-Build game: the shared facts
    (:class:`~.kernel.state.GameState`: names, cash, owners, mortgages, phase, debt, auction,
    deal, the logs) and U-Build's own. Compare states with ``==``.
    """

    game: Game
    tables: Tables
    position: list[int]
    in_jail: list[bool]
    jail_fails: list[int]
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
    doubles: int
    extra_roll: bool
    blocks_district: int
    blocks_count: int
    special_built: bool
    paid_moves: int
    paid_from: int
    paid_at: int
    queue: deque[Step]
    pending_district: int
    card_bridge: int
    free_moves_left: int
    moving_site: int
    free_blocks: FreeBlockGift | None
    rounds: int
    first_player: int
    roll_off: list[int]
    roll_off_totals: list[int]
    rolls: int
    last_dice: tuple[int, ...]

    def __init__(self, game: Game, book: RuleBook) -> None:
        super().__init__(book, game.players, game.starting_cash, tuple(info.card.name for info in game.districts),
                         Phase.SHUFFLE)
        self.game = game
        self.tables = game.tables  # per-game lookups and prebuilt actions (see tables.py)
        n = game.num_players
        d = len(game.districts)
        self.position = [0] * n
        self.in_jail = [False] * n
        self.jail_fails = [0] * n
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
        self.doubles = 0
        self.extra_roll = False
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
        self.pending_district = -1
        self.card_bridge = -1
        self.free_moves_left = 0
        self.moving_site = -1
        self.free_blocks: FreeBlockGift | None = None  # the card's gift in the FREE_BLOCKS phase
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
        self.rolls = 0
        self.last_dice: tuple[int, ...] = ()

    # ------------------------------------------------------------------ basics

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

    def district_index(self, district_id: str) -> int:
        index = self.game.district_by_id.get(district_id)
        if index is None:
            raise IllegalActionError(Refusal(NO_SUCH_DISTRICT, {"quoted_district": repr(district_id)}))
        return index

    def site_index(self, cell: Cell) -> int:
        index = self.game.site_by_cell.get(cell)
        if index is None:
            raise IllegalActionError(Refusal(NO_SUCH_SITE, {"site": f"{cell.q},{cell.r}"}))
        return index
