"""The attributes of a :class:`~.state.State` with their types, at the root of its mixins.

``State.__init__`` sets them; declaring them here, on the base of the mixin chain, gives
every mixin and the compiled build (mypyc) one set of types. A new attribute of
``State`` gets its line here too.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from .actions import Action, ProposeDeal
from .events import Event, Transaction
from .phases import Phase

if TYPE_CHECKING:
    from .auction import Auction
    from .game import Game
    from .money import Debt
    from .tables import Tables


class StateFields:
    """The data of a game in progress (see ``State.__init__`` for what each one means)."""

    game: Game
    _t: Tables
    _names: tuple[str, ...]
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
    buildings: dict[int, tuple[str, str, int]]
    group_skyscraper: list[bool]
    tower_district: int
    stadium_district: int
    stock: dict[str, int]
    named_left: dict[str, list[str]]
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
    queue: deque[tuple[Any, ...]]
    debt: Debt | None
    pending_district: int
    card_bridge: int
    auction: Auction | None
    deal: ProposeDeal | None
    deal_return: Phase
    free_moves_left: int
    moving_site: int
    free_blocks: tuple[int, str] | None
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
