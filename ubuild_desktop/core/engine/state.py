"""The mutable state of a game, its legal actions, and the rules that apply them.

A :class:`State` is made by :meth:`Game.new_initial_state`. ``legal_actions()`` lists
what the player to act (``current_player``; ``CHANCE`` for dice, the shuffle and card
draws) may do now, ``apply(action)`` checks and applies one action or raises
:class:`IllegalActionError` saying why. Nothing here draws random numbers: the CHANCE
player's outcomes are listed by ``chance_outcomes()`` and chosen by the session.

Turn flow (``phase``)::

    SHUFFLE (chance) -> PRE_ROLL -> ROLL (chance) -> [BUY | AUCTION | PLANNING |
    HAZARD_MOVES | DRAW (chance) | FREE_BLOCKS | RAISE_FUNDS | DEAL]* -> POST_ROLL -> next

Automatic consequences (moving, GO salary, bridges, rent, card effects) run from a small
queue of pending steps; a payment that cannot be made pauses the queue in RAISE_FUNDS
until the debtor pays (``PayDebt``) or goes bankrupt. Every change of cash goes through
``_transfer``, which logs a :class:`Transaction` and an event.
"""

from __future__ import annotations

import operator
from collections import deque
from enum import StrEnum
from functools import partial
from typing import Any, NamedTuple

from ..cards import format_money
from ..lattice import Cell
from ..pieces import SpaceKind
from .actions import (
    AcceptDeal,
    Action,
    Bid,
    Buy,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
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
from .events import BANK, Event, Transaction
from .game import (
    BID_STEP,
    BLOCKS_PER_TURN,
    BRIDGE_TOLL,
    FREE_HAZARD_MOVES,
    HAZARD_MOVE_PRICE,
    JAIL_FINE,
    MAX_BLOCKS,
    MIN_BID,
    PAID_HAZARD_MOVES_PER_TURN,
    SALARY,
    STADIUM_PRICE,
    STADIUM_SALARY,
    TOWER_PRICE,
    Game,
    RuleSet,
)

CHANCE = -1
TERMINAL = -4

# Why a game ended (``State.end_reason``).
END_BANKRUPTCY = "bankruptcy"
END_ROUND_LIMIT = "round_limit"

_GO = SpaceKind.GO
_DISTRICT = SpaceKind.DISTRICT
_BRIDGE = SpaceKind.BRIDGE
_PLANNING = SpaceKind.PLANNING
_TO_JAIL = SpaceKind.GO_TO_JAIL


class Phase(StrEnum):
    """What the game waits for."""

    SHUFFLE = "shuffle"  # CHANCE deals the Chance pile, card by card
    PRE_ROLL = "pre_roll"  # the turn player: roll (or pay the jail fine, mortgage, deal)
    ROLL = "roll"  # CHANCE: the dice
    BUY = "buy"  # the lander: buy or auction
    AUCTION = "auction"  # bidders in turn: bid or pass
    PLANNING = "planning"  # bonus, hazard or free hazard moves
    HAZARD_MOVES = "hazard_moves"  # free hazard moves in progress
    FREE_BLOCKS = "free_blocks"  # a card's free blocks
    DRAW = "draw"  # CHANCE: the top Chance card
    POST_ROLL = "post_roll"  # the turn player: build, mortgage, deal, end the turn
    RAISE_FUNDS = "raise_funds"  # a debtor: mortgage, deal, pay or go bankrupt
    DEAL = "deal"  # a deal partner: accept or reject
    GAME_OVER = "game_over"
    RUNNING = "running"  # internal: consequences being worked out


class Debt(NamedTuple):
    debtor: int
    creditor: int  # a player or BANK
    amount: int
    reason: str


class Standing(NamedTuple):
    """One line of the final tally."""

    rank: int
    player: int
    name: str
    cash: int
    districts: int  # rent values of unmortgaged districts
    total: int
    bankrupt: bool


class BlockOptions(NamedTuple):
    """How many blocks a player may buy on a district now."""

    max_total: int
    max_residential: int
    max_industrial: int
    residential_price: int
    industrial_price: int


class State:
    """Everything that changes during a game. Compare states with ``==``.

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
        # Pending automatic steps, first to run on the left.
        self.queue: deque[tuple[Any, ...]] = deque()
        self.debt: Debt | None = None
        self.pending_district = -1
        self.card_bridge = -1
        # [district, high bid, high bidder, active bidders in turn order, index to act, lander]
        self.auction: list[Any] | None = None
        self.deal: ProposeDeal | None = None
        self.deal_return = Phase.PRE_ROLL
        self.free_moves_left = 0
        self.moving_site = -1
        self.free_blocks: tuple[int, str] | None = None
        self.bankrupt = -1
        # Completed rounds: a round is complete when the last seat's turn ends (its
        # extra turns from doubles included), i.e. every seat has had a turn. Seats never
        # leave (the game ends at the first bankruptcy), so this counts rounds exactly.
        self.rounds = 0
        self.end_reason = ""  # END_BANKRUPTCY or END_ROUND_LIMIT once the game is over
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
        if phase == Phase.AUCTION:
            assert self.auction is not None
            return int(self.auction[3][self.auction[4]])
        if phase == Phase.RAISE_FUNDS:
            assert self.debt is not None
            return self.debt.debtor
        if phase == Phase.DEAL:
            assert self.deal is not None
            return self.deal.partner
        if phase == Phase.GAME_OVER:
            return TERMINAL
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

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
            self.paid_moves, tuple(self.queue), self.debt, self.pending_district, self.card_bridge,
            None if self.auction is None else tuple(tuple(x) if isinstance(x, list) else x for x in self.auction),
            self.deal, self.deal_return, self.free_moves_left, self.moving_site, self.free_blocks,
            self.bankrupt, self.rounds, self.end_reason, tuple(self.history), tuple(self.transactions), self.bank_paid,
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

    def _event(self, kind: str, **data: Any) -> None:
        self.events.append(_new_event((kind, tuple(data.items()), self._names)))

    def _emit(self, kind: str, data: tuple[tuple[str, Any], ...]) -> None:
        """Log an event whose data is already the (key, value) pairs of ``Event.data``.

        The engine's own events use this form: building the pairs directly is several
        times cheaper than keyword arguments (a dict, then its items as a tuple), and a
        few events are logged per action.
        """
        self.events.append(_new_event((kind, data, self._names)))

    def _district_index(self, district_id: str) -> int:
        index = self.game.district_by_id.get(district_id)
        if index is None:
            raise IllegalActionError(f"no district {district_id!r} on this track")
        return index

    def _site_index(self, cell: Cell) -> int:
        index = self.game.site_by_cell.get(cell)
        if index is None:
            raise IllegalActionError(f"{cell.q},{cell.r} is not a building site of this track")
        return index

    # ------------------------------------------------------------------ money

    def _transfer(self, payer: int, payee: int, amount: int, reason: str) -> None:
        """The one place cash changes: log the transaction and the event."""
        if amount <= 0:
            return
        if payer == BANK:
            self.bank_paid += amount
        else:
            self.cash[payer] -= amount
        if payee == BANK:
            self.bank_received += amount
        else:
            self.cash[payee] += amount
        self.transactions.append(_new_transaction((payer, payee, amount, reason)))
        self._emit("money_moved", (("payer", payer), ("payee", payee), ("amount", amount), ("reason", reason)))

    def _charge(self, payer: int, payee: int, amount: int, reason: str) -> bool:
        """Pay now if possible; else open a debt (RAISE_FUNDS) and return False."""
        if amount <= 0:
            return True
        if self.cash[payer] >= amount:
            self._transfer(payer, payee, amount, reason)
            return True
        self.debt = Debt(payer, payee, amount, reason)
        self.phase = Phase.RAISE_FUNDS
        self._emit("debt", (("player", payer), ("creditor", payee), ("amount", amount), ("reason", reason)))
        return False

    # ------------------------------------------------------------------ rent

    def _base_rent(self, d: int) -> int:
        counted = self.industrial[d] + (0 if self.hazard_touch[d] else self.residential[d])
        return self._t.rent_row[d][counted]

    def _doubled(self, d: int) -> bool:
        if self.group_skyscraper[self.game.districts[d].group]:
            return True
        t = self.tower_district
        return t >= 0 and self.owner[t] == self.owner[d] and self.owner[d] >= 0

    def _rent(self, d: int) -> int:
        base = self._base_rent(d)
        return base * 2 if self._doubled(d) else base

    def _salary(self, p: int) -> int:
        s = self.stadium_district
        return STADIUM_SALARY if s >= 0 and self.owner[s] == p else SALARY

    def _owns_group(self, p: int, g: int) -> bool:
        owner = self.owner
        for x in self._t.group_members[g]:
            if owner[x] != p:
                return False
        return True

    def _whole_groups(self, p: int) -> list[int]:
        """The colour groups ``p`` owns whole, in group order."""
        return [g for g in range(len(self._t.group_members)) if self._owns_group(p, g)]

    def _raisable(self, p: int) -> int:
        """Cash plus the mortgage value of every unmortgaged district ``p`` owns."""
        owner, mortgaged = self.owner, self.mortgaged
        return self.cash[p] + sum(
            self._base_rent(d) for d in range(len(owner)) if owner[d] == p and not mortgaged[d]
        )

    # ------------------------------------------------------------------ public queries

    def rent_value(self, district_id: str) -> int:
        """What a lander pays now (0 if unowned or mortgaged), doubling included."""
        d = self._district_index(district_id)
        if self.owner[d] < 0 or self.mortgaged[d]:
            return 0
        return self._rent(d)

    def mortgage_value(self, district_id: str) -> int:
        """Current rent value counting blocks only (no doubling): the mortgage and its repayment."""
        return self._base_rent(self._district_index(district_id))

    def owner_of(self, district_id: str) -> int:
        """The owner's index, or -1 for the bank."""
        return self.owner[self._district_index(district_id)]

    def districts_of(self, player: int) -> list[str]:
        """Card ids of the districts ``player`` owns, in track order."""
        return [self.game.districts[d].card.id for d in range(len(self.owner)) if self.owner[d] == player]

    def building_at(self, site: Cell) -> tuple[str, str, str | None] | None:
        """(kind, name, attached district id) of the building on ``site``, or None."""
        entry = self.buildings.get(self._site_index(site))
        if entry is None:
            return None
        kind, name, d = entry
        return kind, name, self.game.districts[d].card.id if d >= 0 else None

    def hazard_touched(self, district_id: str) -> bool:
        return self.hazard_touch[self._district_index(district_id)] > 0

    def bonus_touched(self, district_id: str) -> bool:
        return self.bonus_touch[self._district_index(district_id)] > 0

    def can_buy(self, player: int) -> bool:
        """Whether ``player`` may buy the district landed on, now."""
        return (
            self.phase == Phase.BUY and self.turn == player
            and self.cash[player] >= self.game.districts[self.pending_district].card.price
        )

    def block_options(self, player: int, district_id: str) -> BlockOptions:
        """How many blocks ``player`` could buy on ``district_id`` right now (0s if none)."""
        d = self._district_index(district_id)
        card = self.game.districts[d].card
        none = BlockOptions(0, 0, 0, card.residential_block_price, card.industrial_block_price)
        if (
            not self._may_build_now(player) or self._block_place_reason(player, d) is not None
            or self.special_built or self.blocks_district not in (-1, d)
        ):
            return none
        room = min(
            MAX_BLOCKS - self.residential[d] - self.industrial[d],
            BLOCKS_PER_TURN - self.blocks_count,
        )
        rp, ip = card.residential_block_price, card.industrial_block_price
        cash = self.cash[player]
        max_r = min(room, self.stock["residential"], cash // rp)
        max_i = 0 if self.game.rules == RuleSet.STARTER else min(room, self.stock["industrial"], cash // ip)
        # Residential blocks are the cheaper kind, so the most blocks come from taking as
        # many residential ones as possible, then industrial ones with what is left.
        extra_i = max(0, min(max_i, room - max_r, (cash - max_r * rp) // ip))
        return BlockOptions(max_r + extra_i, max_r, max_i, rp, ip)

    def special_sites(self, player: int, kind: str) -> dict[str, list[Cell]]:
        """For ``kind`` in skyscraper/stadium/tower: district id -> sites it may stand on now."""
        out: dict[str, list[Cell]] = {}
        if not self._may_build_now(player):
            return out
        which = _SPECIAL_KINDS.index(kind)
        for d, allowed in self._special_options(player).items():
            if allowed[which]:
                cells = self._free_sites(d)
                if cells:
                    out[self._t.district_id[d]] = cells
        return out

    def bonus_sites(self, player: int) -> list[Cell]:
        """Sites where ``player`` could build a bonus building (stock and exclusion checked)."""
        sites = self.game.sites
        return [sites[s].cell for s in sorted(self._placement_sites(player)[0])]

    def hazard_sites(self, player: int) -> list[Cell]:
        """Sites where ``player`` could build a hazard (stock and exclusion checked)."""
        sites = self.game.sites
        return [sites[s].cell for s in sorted(self._placement_sites(player)[1])]

    def hazard_moves(self) -> list[tuple[Cell, Cell]]:
        """Every single hazard move the geometry and the exclusion rule allow."""
        sites = self.game.sites
        return [(sites[a].cell, sites[b].cell) for a, b in self._hazard_move_pairs(-1)]

    def can_mortgage(self, player: int, district_id: str) -> bool:
        d = self._district_index(district_id)
        return self.owner[d] == player and not self.mortgaged[d]

    def can_unmortgage(self, player: int, district_id: str) -> bool:
        d = self._district_index(district_id)
        return self.owner[d] == player and self.mortgaged[d] and self.cash[player] >= self._base_rent(d)

    def bid_range(self) -> tuple[int, int] | None:
        """(lowest, highest) bid the bidder to act may make now, or None if they cannot bid.

        Every multiple of $10k (``BID_STEP``) from lowest to highest is a legal
        :class:`Bid`; ``legal_actions()`` lists the lowest and a few more rungs.
        """
        if self.phase != Phase.AUCTION:
            return None
        assert self.auction is not None
        low = max(MIN_BID, self.auction[1] + BID_STEP)
        high = self.cash[self.current_player] // BID_STEP * BID_STEP
        return (low, high) if high >= low else None

    def can_propose_deal(self, player: int) -> bool:
        """Whether ``player`` may propose a deal now (to any other player).

        Deals are proposed between actions: before the turn player rolls (PRE_ROLL) or
        once the landing is resolved (POST_ROLL), by any player; while a debt is being
        raised (RAISE_FUNDS), by the debtor only. Never during an auction, a pending
        decision on a landing or card, or while another deal awaits its answer.
        Whether a particular offer is legal also depends on its contents: see
        ``deal_partners`` and ``why_illegal``.
        """
        if not 0 <= player < self.game.num_players or ProposeDeal not in _PHASE_ACTIONS[self.phase]:
            return False
        if self.phase is Phase.RAISE_FUNDS:
            assert self.debt is not None
            return player == self.debt.debtor
        return True

    def deal_partners(self, player: int) -> list[int]:
        """The players ``player`` may offer a deal to now (empty when they may not propose).

        A legal :class:`ProposeDeal` from ``player`` to a partner listed here is any
        non-empty offer of: districts ``player`` owns (``give``), districts the partner
        owns (``take``), each listed once, mortgaged ones included (they change hands
        mortgaged, buildings stay); and cash each way (``give_cash`` / ``take_cash``) in
        whole multiples of $10k up to what each side holds (``cash``). ``why_illegal``
        says what is wrong with any other offer.
        """
        if not self.can_propose_deal(player):
            return []
        return [q for q in range(self.game.num_players) if q != player]

    def space_summary(self, space: int) -> dict[str, Any]:
        """What is on a space, for a UI tooltip: kind, name, district facts, bridge position."""
        g = self.game
        out: dict[str, Any] = {"index": space, "kind": g.space_kinds[space].value, "name": g.space_names[space]}
        d = g.space_district[space]
        if d >= 0:
            out.update(
                district=g.districts[d].card.id, owner=self.owner[d], mortgaged=self.mortgaged[d],
                residential=self.residential[d], industrial=self.industrial[d],
                hazard=self.hazard_touch[d] > 0, bonus=self.bonus_touch[d] > 0,
                rent=0 if self.owner[d] < 0 or self.mortgaged[d] else self._rent(d),
            )
        if space in self.bridge_up:
            out["bridge"] = "up" if self.bridge_up[space] else "down"
        out["players"] = [p for p, pos in enumerate(self.position) if pos == space]
        return out

    def tally(self) -> list[Standing]:
        """Cash + rent values of unmortgaged districts, richest first (ties share a rank)."""
        rows = []
        for p, name in enumerate(self.game.players):
            value = sum(
                self._rent(d) for d in range(len(self.owner)) if self.owner[d] == p and not self.mortgaged[d]
            )
            bankrupt = p == self.bankrupt
            cash = 0 if bankrupt else self.cash[p]
            value = 0 if bankrupt else value
            rows.append((p, name, cash, value, cash + value, bankrupt))
        rows.sort(key=lambda r: (r[5], -r[4], r[0]))
        out: list[Standing] = []
        for i, (p, name, cash, value, total, bankrupt) in enumerate(rows):
            if i and not bankrupt and not rows[i - 1][5] and rows[i - 1][4] == total:
                rank = out[-1].rank
            else:
                rank = i + 1
            out.append(Standing(rank, p, name, cash, value, total, bankrupt))
        return out

    # ------------------------------------------------------------------ chance

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The CHANCE player's possible actions with their probabilities (empty otherwise)."""
        phase = self.phase
        if phase is Phase.ROLL:
            return list(self._t.dice_chances)
        if phase is Phase.DRAW:
            return [(self._t.draw_card[self.deck[0]], 1.0)]
        if phase is Phase.SHUFFLE:
            placed = set(self.deck)
            left = [a for i, a in enumerate(self._t.deck_card) if i not in placed]
            return [(a, 1.0 / len(left)) for a in left]
        return []

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
        return self._apply_legal(action)

    def _apply_legal(self, action: Action) -> list[Event]:
        """Apply an action known to be legal now: ``apply`` after its check, or a CHANCE
        outcome just taken from ``chance_outcomes()`` (legal by construction, so the
        session skips checking it again)."""
        start = len(self.events)
        self.history.append(action)
        _HANDLERS[type(action)](self, action)
        return self.events[start:]

    def _may_build_now(self, p: int) -> bool:
        return self.phase == Phase.POST_ROLL and self.turn == p and not self.in_jail[p]

    def _check(self, a: Action) -> str | None:
        t = type(a)
        if t not in _PHASE_ACTIONS[self.phase]:
            return f"not possible now (the game waits for: {self.phase.value})"
        check = _CHECKS.get(t)
        # Actions with no condition beyond the phase (Roll, EndTurn, Done...) have no check.
        return None if check is None else check(self, a, self.current_player)

    # One check per action type (dispatched by _CHECKS): None if legal, else why not.

    def _check_deck(self, a: DeckCard, p: int) -> str | None:
        idx = self.game.card_index.get(a.card)
        if idx is None:
            return f"no Chance card {a.card!r}"
        return "that card is already in the pile" if idx in self.deck else None

    def _check_dice(self, a: Dice, p: int) -> str | None:
        values = a.values
        if len(values) != self.game.dice_count or min(values) < 1 or max(values) > 6:
            return f"expected {self.game.dice_count} die value(s) from 1 to 6"
        return None

    def _check_draw(self, a: DrawCard, p: int) -> str | None:
        top = self.game.chance_cards[self.deck[0]].id
        return None if a.card == top else f"the top card is {top!r}, not {a.card!r}"

    def _check_pay_fine(self, a: PayJailFine, p: int) -> str | None:
        if not self.in_jail[p]:
            return "you are not in jail"
        return None if self.cash[p] >= JAIL_FINE else f"the fine is {format_money(JAIL_FINE)}"

    def _check_buy(self, a: Buy, p: int) -> str | None:
        price = self._t.price[self.pending_district]
        return None if self.cash[p] >= price else f"not enough cash for {format_money(price)}"

    def _check_bid(self, a: Bid, p: int) -> str | None:
        assert self.auction is not None
        low = max(MIN_BID, self.auction[1] + BID_STEP)
        if a.amount % BID_STEP:
            return f"bids go in steps of {format_money(BID_STEP)}"
        if a.amount < low:
            return f"the lowest bid now is {format_money(low)}"
        if a.amount > self.cash[p]:
            return f"you only have {format_money(self.cash[p])}"
        return None

    def _check_pass(self, a: Pass, p: int) -> str | None:
        return self._pass_reason(p)

    def _check_build(self, a: BuildBlocks, p: int) -> str | None:
        return self._blocks_reason(p, self._district_index(a.district), a.residential, a.industrial)

    def _check_free_blocks(self, a: FreeBlocks, p: int) -> str | None:
        return self._free_blocks_reason(p, self._district_index(a.district), a.residential, a.industrial)

    def _check_special(self, a: BuildSkyscraper | BuildStadium | BuildTower, p: int) -> str | None:
        if self.in_jail[p]:
            return "you cannot build while in jail"
        return self._special_reason(p, a.kind, self._district_index(a.district), self._site_index(a.site))

    def _check_bonus(self, a: PlaceBonus, p: int) -> str | None:
        return self._bonus_reason(p, self._site_index(a.site))

    def _check_hazard(self, a: PlaceHazard, p: int) -> str | None:
        return self._hazard_reason(p, self._site_index(a.site))

    def _check_move_hazard(self, a: MoveHazard, p: int) -> str | None:
        return self._move_reason(p, self._site_index(a.source), self._site_index(a.target))

    def _check_mortgage(self, a: Mortgage, p: int) -> str | None:
        d = self._district_index(a.district)
        if self.owner[d] != p:
            return "you do not own that district"
        return "it is mortgaged already" if self.mortgaged[d] else None

    def _check_unmortgage(self, a: Unmortgage, p: int) -> str | None:
        d = self._district_index(a.district)
        if self.owner[d] != p:
            return "you do not own that district"
        if not self.mortgaged[d]:
            return "it is not mortgaged"
        value = self._base_rent(d)
        return None if self.cash[p] >= value else f"lifting the mortgage costs {format_money(value)}"

    def _check_propose(self, a: ProposeDeal, p: int) -> str | None:
        return self._deal_reason(a)

    def _check_accept(self, a: AcceptDeal, p: int) -> str | None:
        assert self.deal is not None
        return self._deal_reason(self.deal, proposing=False)

    def _check_pay_debt(self, a: PayDebt, p: int) -> str | None:
        assert self.debt is not None
        return None if self.cash[p] >= self.debt.amount else (
            f"you owe {format_money(self.debt.amount)} and have {format_money(self.cash[p])}"
        )

    def _check_bankrupt(self, a: DeclareBankruptcy, p: int) -> str | None:
        assert self.debt is not None
        raisable = self._raisable(p)
        if raisable >= self.debt.amount:
            return f"you can still raise {format_money(raisable)} by mortgaging"
        return None

    def _pass_reason(self, p: int) -> str | None:
        auction = self.auction
        assert auction is not None
        if auction[2] < 0 and p == auction[5] and self.cash[p] >= MIN_BID:
            return "the player who landed there must make the first bid"
        return None

    def _block_place_reason(self, p: int, d: int) -> str | None:
        if self.owner[d] != p:
            return "you do not own that district"
        if self.mortgaged[d]:
            return "the district is mortgaged"
        return None

    def _blocks_reason(self, p: int, d: int, r: int, i: int) -> str | None:
        if self.in_jail[p]:
            return "you cannot build while in jail"
        reason = self._block_place_reason(p, d)
        if reason:
            return reason
        if r < 0 or i < 0 or r + i < 1:
            return "build at least one block"
        if i and self.game.rules == RuleSet.STARTER:
            return "the Starter game has residential blocks only"
        if self.special_built:
            return "no blocks on a turn a skyscraper, the stadium or the Tower was built"
        if self.blocks_district not in (-1, d):
            return "blocks this turn go on one district only"
        if self.blocks_count + r + i > BLOCKS_PER_TURN:
            return f"at most {BLOCKS_PER_TURN} blocks a turn ({self.blocks_count} bought already)"
        if self.residential[d] + self.industrial[d] + r + i > MAX_BLOCKS:
            return f"at most {MAX_BLOCKS} blocks on a district"
        if r > self.stock["residential"] or i > self.stock["industrial"]:
            return "not enough blocks left in the box"
        card = self.game.districts[d].card
        cost = r * card.residential_block_price + i * card.industrial_block_price
        if cost > self.cash[p]:
            return f"the blocks cost {format_money(cost)}"
        return None

    def _free_block_count(self, d: int) -> int:
        assert self.free_blocks is not None
        count, block = self.free_blocks
        room = MAX_BLOCKS - self.residential[d] - self.industrial[d]
        avail = 0
        if block in ("residential", "either"):
            avail += self.stock["residential"]
        if block in ("industrial", "either") and self.game.rules != RuleSet.STARTER:
            avail += self.stock["industrial"]
        return max(0, min(count, room, avail))

    def _free_blocks_reason(self, p: int, d: int, r: int, i: int) -> str | None:
        reason = self._block_place_reason(p, d)
        if reason:
            return reason
        assert self.free_blocks is not None
        block = self.free_blocks[1]
        n = self._free_block_count(d)
        if n < 1:
            return "no room for free blocks there"
        if r < 0 or i < 0 or r + i != n:
            return f"build exactly {n} free block(s) there"
        if i and (block == "residential" or self.game.rules == RuleSet.STARTER):
            return "these free blocks are residential"
        if r and block == "industrial":
            return "these free blocks are industrial"
        if r > self.stock["residential"] or i > self.stock["industrial"]:
            return "not enough blocks left in the box"
        return None

    def _special_reason(self, p: int, kind: str, d: int, s: int) -> str | None:
        if self.owner[d] != p:
            return "you do not own that district"
        if self.mortgaged[d]:
            return "the district is mortgaged"
        if s in self.buildings:
            return "that site is taken"
        if d not in self.game.sites[s].districts:
            return "the site does not touch that district"
        if self.blocks_count:
            return "not on a turn in which blocks were bought"
        if self.stock[kind] < 1:
            return f"no {kind} left in the box"
        # "There's only one in the game": even a game combining several boxes has one
        # stadium and one Tower (the state attaches each to a single district).
        if kind == "stadium" and self.stadium_district >= 0:
            return "there is only one stadium in the game"
        if kind == "tower" and self.tower_district >= 0:
            return "there is only one Tower in the game"
        g = self.game.districts[d].group
        if kind == "skyscraper":
            if not self._owns_group(p, g):
                return "you must own the whole colour group"
            if self.group_skyscraper[g]:
                return "the group has its skyscraper already"
            price = self.game.districts[d].card.skyscraper_price
        elif kind == "stadium":
            if sum(1 for x in self.game.groups[g].districts if self.owner[x] == p) < 2:
                return "you must own 2 districts of that colour"
            price = STADIUM_PRICE
        else:
            whole = [gi for gi in range(len(self.game.groups)) if self._owns_group(p, gi)]
            if len(whole) < 2:
                return "you must own two whole colour groups"
            if g not in whole:
                return "the Tower goes next to a district of a group you own whole"
            price = TOWER_PRICE
        if self.cash[p] < price:
            return f"it costs {format_money(price)}"
        return None

    def _bonus_reason(self, p: int, s: int) -> str | None:
        if self.stock["bonus"] < 1:
            return "no bonus building left in the box"
        if s in self.buildings:
            return "that site is taken"
        site = self.game.sites[s]
        if not any(self.owner[d] == p for d in site.districts):
            return "a bonus building goes next to a district you own"
        if any(self.hazard_touch[d] for d in site.districts):
            return "not next to a district a hazard touches"
        return None

    def _hazard_reason(self, p: int, s: int) -> str | None:
        if self.stock["hazard"] < 1:
            return "no hazard left in the box"
        if s in self.buildings:
            return "that site is taken"
        site = self.game.sites[s]
        if not any(self.owner[d] not in (-1, p) for d in site.districts):
            return "a hazard goes next to another player's district"
        if any(self.bonus_touch[d] for d in site.districts):
            return "not next to a district a bonus building touches"
        return None

    def _placement_sites(self, p: int) -> tuple[set[int], set[int]]:
        """(bonus, hazard): the site indices where ``p`` may place each kind now.

        The same sites as ``_bonus_reason`` / ``_hazard_reason`` accept, worked out per
        district rather than per site (a site touches a district exactly when it is among
        that district's sites): a bonus goes on a free site touching one of ``p``'s
        districts and no hazard-touched district; a hazard on a free site touching
        another player's district and no bonus-touched district.
        """
        owner, district_sites = self.owner, self._t.district_sites
        bonus: set[int] = set()
        hazard: set[int] = set()
        if self.stock["bonus"] >= 1:
            for d, o in enumerate(owner):
                if o == p:
                    bonus.update(district_sites[d])
            if bonus:
                for d, touched in enumerate(self.hazard_touch):
                    if touched:
                        bonus.difference_update(district_sites[d])
        if self.stock["hazard"] >= 1:
            for d, o in enumerate(owner):
                if o != p and o != -1:
                    hazard.update(district_sites[d])
            if hazard:
                for d, touched in enumerate(self.bonus_touch):
                    if touched:
                        hazard.difference_update(district_sites[d])
        taken = self.buildings.keys()
        return bonus - taken, hazard - taken

    def _target_reason(self, src: int, dst: int) -> str | None:
        b = self.buildings.get(src)
        if b is None or b[0] != "hazard":
            return "no hazard on that site"
        if dst not in self.game.sites[src].neighbours:
            return "one move goes to an adjacent site"
        if dst in self.buildings:
            return "that site is taken"
        if any(self.bonus_touch[d] for d in self.game.sites[dst].districts):
            return "not next to a district a bonus building touches"
        return None

    def _move_reason(self, p: int, src: int, dst: int) -> str | None:
        phase = self.phase
        if phase == Phase.POST_ROLL:
            if self.in_jail[p]:
                return "you cannot move hazards while in jail"
            if self.paid_moves >= PAID_HAZARD_MOVES_PER_TURN:
                return f"at most {PAID_HAZARD_MOVES_PER_TURN} hazard moves a turn"
            if self.cash[p] < HAZARD_MOVE_PRICE:
                return f"a move costs {format_money(HAZARD_MOVE_PRICE)}"
        elif phase == Phase.HAZARD_MOVES and self.moving_site >= 0 and src != self.moving_site:
            return "keep moving the same hazard"
        return self._target_reason(src, dst)

    def _hazard_move_pairs(self, only: int) -> list[tuple[int, int]]:
        """(source, target) site pairs of every legal single hazard move (of ``only`` if >= 0)."""
        out: list[tuple[int, int]] = []
        buildings = self.buildings
        if not buildings:
            return out
        sites = self.game.sites
        blocked = None  # sites touching a bonus-touched district, worked out when first needed
        for s in sorted(buildings):
            if buildings[s][0] != "hazard" or (only >= 0 and s != only):
                continue
            if blocked is None:
                blocked = self._bonus_blocked_sites()
            # The conditions of _target_reason, for a source known to hold a hazard.
            for n in sites[s].neighbours:
                if n not in buildings and n not in blocked:
                    out.append((s, n))
        return out

    def _bonus_blocked_sites(self) -> set[int]:
        """Sites touching a district that a bonus building touches (no hazard may go there)."""
        district_sites = self._t.district_sites
        blocked: set[int] = set()
        if not any(self.bonus_touch):  # the usual case, answered without a Python loop
            return blocked
        for d, touched in enumerate(self.bonus_touch):
            if touched:
                blocked.update(district_sites[d])
        return blocked

    def _deal_reason(self, a: ProposeDeal, proposing: bool = True) -> str | None:
        n = self.game.num_players
        if proposing:
            if self.phase == Phase.RAISE_FUNDS:
                assert self.debt is not None
                if a.proposer != self.debt.debtor:
                    return "only the player raising money may propose a deal now"
        if not (0 <= a.proposer < n and 0 <= a.partner < n) or a.proposer == a.partner:
            return "a deal is between two different players"
        if not (a.give or a.take or a.give_cash or a.take_cash):
            return "the deal is empty"
        for amount in (a.give_cash, a.take_cash):
            if amount < 0 or amount % 10:
                return "cash in a deal is a positive multiple of $10k"
        if a.give_cash > self.cash[a.proposer]:
            return f"{self._names[a.proposer]} does not have {format_money(a.give_cash)}"
        if a.take_cash > self.cash[a.partner]:
            return f"{self._names[a.partner]} does not have {format_money(a.take_cash)}"
        for ids, who in ((a.give, a.proposer), (a.take, a.partner)):
            if len(set(ids)) != len(ids):
                return "a district is listed twice"
            for district_id in ids:
                if self.owner[self._district_index(district_id)] != who:
                    return f"{self._names[who]} does not own {district_id}"
        return None

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """What the player to act (``current_player``) may do now.

        Every finite family of actions is listed in full: each action in the list can be
        applied as is, and every action ``apply`` accepts from the player to act is in
        the list, except for the two open-ended families below. The list is empty only
        when the game is over. The order is stable (the same state lists the same
        actions in the same order), so seeded computer players are reproducible.

        Open-ended families (not enumerable without explosion), each with a query:

        - **Bids** (:class:`Bid`): any multiple of $10k in ``bid_range()`` is legal. The
          list always holds the lowest legal bid when a bid is possible, plus a few more
          rungs (+$100k, +$500k, +$1M, the printed price) within the range.
        - **Deals** (:class:`ProposeDeal`): never listed, because a deal is not a move of
          the player to act: any player may propose one between actions (before the
          turn player rolls or once the landing is resolved; while money is being
          raised, only the debtor). ``deal_partners(player)`` says whom ``player`` may
          offer a deal to now (empty = none); ``can_propose_deal(player)`` says whether
          the window is open for them. A UI offers a "propose a deal" control to every
          player for whom ``deal_partners`` is not empty, builds the offer from
          ``districts_of`` and ``cash`` (whole $10k), and checks it with ``why_illegal``
          before applying it. The partner then has :class:`AcceptDeal` /
          :class:`RejectDeal` in this list.

        The CHANCE player's list is its outcomes (see ``chance_outcomes()``).
        """
        lister = _LISTERS.get(self.phase)
        if lister is None:  # the CHANCE player's turn, or no one's
            return [a for a, _ in self.chance_outcomes()]
        out: list[Action] = []
        lister(self, self.current_player, out)
        return out

    # One lister per phase where a player acts (dispatched by _LISTERS).

    def _list_pre_roll(self, p: int, out: list[Action]) -> None:
        out.append(_ROLL)
        if self.in_jail[p] and self.cash[p] >= JAIL_FINE:
            out.append(_PAY_FINE)
        self._mortgage_actions(p, out, lift=True)

    def _list_post_roll(self, p: int, out: list[Action]) -> None:
        owned = self._owned(p)
        if not self.in_jail[p]:
            if owned:
                self._build_actions(p, owned, out)
            if self.paid_moves < PAID_HAZARD_MOVES_PER_TURN and self.cash[p] >= HAZARD_MOVE_PRICE:
                self._move_actions(p, out)
        self._mortgage_actions(p, out, lift=True, owned=owned)
        out.append(_END_TURN)

    def _list_buy(self, p: int, out: list[Action]) -> None:
        if self.cash[p] >= self._t.price[self.pending_district]:
            out.append(_BUY)
        out.append(_START_AUCTION)
        self._mortgage_actions(p, out, lift=False)

    def _list_auction(self, p: int, out: list[Action]) -> None:
        rng = self.bid_range()
        if rng is not None:
            low, high = rng
            price = self._t.price[self.auction[0]]  # type: ignore[index]
            rungs = {low, low + 100, low + 500, low + 1000, price}
            out.extend(Bid(x) for x in sorted(rungs) if low <= x <= high)
        if self._pass_reason(p) is None:
            out.append(_PASS)

    def _list_planning(self, p: int, out: list[Action]) -> None:
        bonus, hazard = self._placement_sites(p)
        t = self._t
        for s in sorted(bonus | hazard):
            if s in bonus:
                out.append(t.place_bonus[s])
            if s in hazard:
                out.append(t.place_hazard[s])
        self._move_actions(p, out)
        out.append(_DONE)

    def _list_hazard_moves(self, p: int, out: list[Action]) -> None:
        self._move_actions(p, out)
        out.append(_DONE)

    def _list_free_blocks(self, p: int, out: list[Action]) -> None:
        assert self.free_blocks is not None
        for d in range(len(self.owner)):
            if self._block_place_reason(p, d) is not None:
                continue
            n = self._free_block_count(d)
            for i in range(n + 1):
                r = n - i
                if n and self._free_blocks_reason(p, d, r, i) is None:
                    out.append(FreeBlocks(self._t.district_id[d], r, i))

    def _list_raise_funds(self, p: int, out: list[Action]) -> None:
        assert self.debt is not None
        if self.cash[p] >= self.debt.amount:
            out.append(_PAY_DEBT)
        self._mortgage_actions(p, out, lift=False)
        if self._raisable(p) < self.debt.amount:
            out.append(_BANKRUPT)

    def _list_deal(self, p: int, out: list[Action]) -> None:
        assert self.deal is not None
        if self._deal_reason(self.deal, proposing=False) is None:
            out.append(_ACCEPT)
        out.append(_REJECT)

    def _owned(self, p: int) -> list[int]:
        """The districts ``p`` owns, in track order."""
        # A comprehension finds them faster than testing each district in a loop.
        return [d for d, o in enumerate(self.owner) if o == p]

    def _mortgage_actions(self, p: int, out: list[Action], lift: bool, owned: list[int] | None = None) -> None:
        mortgaged, t = self.mortgaged, self._t
        cash = self.cash[p]
        for d in self._owned(p) if owned is None else owned:
            if not mortgaged[d]:
                out.append(t.mortgage[d])
            elif lift and cash >= self._base_rent(d):
                out.append(t.unmortgage[d])

    def _move_actions(self, p: int, out: list[Action]) -> None:
        only = self.moving_site if self.phase is Phase.HAZARD_MOVES else -1
        moves = self._t.move_hazard
        for pair in self._hazard_move_pairs(only):
            out.append(moves[pair])

    def _build_actions(self, p: int, owned: list[int], out: list[Action]) -> None:
        """Blocks and special buildings ``p`` (who owns ``owned``) may build now.

        The caller checked the phase and that ``p`` is not in jail.

        Equivalent to testing every candidate with ``_blocks_reason`` and
        ``_special_reason`` (and listed in that order), but each condition that does not
        depend on the candidate is worked out once per call, not once per candidate.
        """
        t = self._t
        mortgaged, stock = self.mortgaged, self.stock
        cash = self.cash[p]
        # Blocks: at most BLOCKS_PER_TURN a turn on one district, none after a special building.
        turn_room = 0 if self.special_built else BLOCKS_PER_TURN - self.blocks_count
        blocks_district = self.blocks_district
        stock_r = stock["residential"]
        stock_i = 0 if self.game.rules == RuleSet.STARTER else stock["industrial"]
        specials = self._special_options(p, owned)
        for d in owned:
            if mortgaged[d]:
                continue
            if turn_room > 0 and (blocks_district == -1 or blocks_district == d):
                room = min(turn_room, MAX_BLOCKS - self.residential[d] - self.industrial[d])
                rp, ip = t.residential_price[d], t.industrial_price[d]
                if cash >= rp:  # the cheapest block (industrial ones cost more)
                    for total, r, i, action in t.build[d]:
                        if total > room:
                            break
                        if r <= stock_r and i <= stock_i and r * rp + i * ip <= cash:
                            out.append(action)
            allowed = specials.get(d)
            if allowed is None:
                continue
            sky, stadium, tower = allowed
            card_id = t.district_id[d]
            for cell in self._free_sites(d):
                if sky:
                    out.append(BuildSkyscraper(card_id, cell))
                if stadium:
                    out.append(BuildStadium(card_id, cell))
                if tower:
                    out.append(BuildTower(card_id, cell))

    def _special_options(self, p: int, owned: list[int] | None = None) -> dict[int, tuple[bool, bool, bool]]:
        """District -> (skyscraper, stadium, Tower) allowed next to it now, for ``p``'s
        unmortgaged districts that allow at least one (the site aside: see ``_free_sites``).

        The conditions of ``_special_reason`` that do not depend on the site, with the
        colour groups counted once per call. The caller checks the phase and jail.
        """
        if self.blocks_count:  # none on a turn in which blocks were bought
            return {}
        t, stock, cash = self._t, self.stock, self.cash[p]
        can_sky = stock["skyscraper"] >= 1
        can_stadium = stock["stadium"] >= 1 and self.stadium_district < 0 and cash >= STADIUM_PRICE
        can_tower = stock["tower"] >= 1 and self.tower_district < 0 and cash >= TOWER_PRICE
        if not (can_sky or can_stadium or can_tower):
            return {}
        mortgaged = self.mortgaged
        if owned is None:
            owned = self._owned(p)
        # How many districts of each group p owns (mortgaged ones count for ownership).
        count = [0] * len(t.group_members)
        for d in owned:
            count[t.group[d]] += 1
        whole_count = sum(map(operator.eq, count, t.group_size))  # groups owned whole
        out: dict[int, tuple[bool, bool, bool]] = {}
        for d in owned:
            if mortgaged[d]:
                continue
            g = t.group[d]
            whole = count[g] == t.group_size[g]
            sky = can_sky and whole and not self.group_skyscraper[g] and cash >= t.skyscraper_price[d]
            stadium = can_stadium and count[g] >= 2
            tower = can_tower and whole and whole_count >= 2
            if sky or stadium or tower:
                out[d] = (sky, stadium, tower)
        return out

    def _free_sites(self, d: int) -> list[Cell]:
        """The empty sites touching district ``d``, in site order."""
        buildings, sites = self.buildings, self.game.sites
        return [sites[s].cell for s in self._t.district_sites[d] if s not in buildings]

    # ------------------------------------------------------------------ handlers

    def _do_deck(self, a: DeckCard) -> None:
        self.deck.append(self.game.card_index[a.card])
        self._emit("deck_card", (("card", a.card),))
        if len(self.deck) == len(self.game.chance_cards):
            self._emit("deck_ready", ())
            self._start_turn(0)

    def _start_turn(self, p: int) -> None:
        self.turn = p
        self.phase = Phase.PRE_ROLL
        self.blocks_district = -1
        self.blocks_count = 0
        self.special_built = False
        self.paid_moves = 0
        self._emit("turn_started", (("player", p),))

    def _do_roll(self, a: Roll) -> None:
        self.phase = Phase.ROLL

    def _do_pay_fine(self, a: PayJailFine) -> None:
        p = self.turn
        self._transfer(p, BANK, JAIL_FINE, "jail fine")
        self.in_jail[p] = False
        self.jail_fails[p] = 0
        self._emit("left_jail", (("player", p), ("how", "paid the fine")))

    def _do_dice(self, a: Dice) -> None:
        p = self.turn
        values = a.values
        total = sum(values)
        double = len(values) == 2 and values[0] == values[1]
        self.rolls += 1
        self.last_dice = values
        self._emit("rolled", (("player", p), ("dice", values), ("double", double)))
        self.phase = Phase.RUNNING
        if self.in_jail[p]:
            self.extra_roll = False
            out = double if self.game.dice_count == 2 else values[0] == 6
            if out:
                self.in_jail[p] = False
                self.jail_fails[p] = 0
                self._emit("left_jail", (("player", p), ("how", "rolled a double" if double else "rolled a 6")))
                self.queue.append(("move", total))
            else:
                self.jail_fails[p] += 1
                if self.jail_fails[p] >= 3:
                    self.in_jail[p] = False
                    self.jail_fails[p] = 0
                    self._emit("left_jail", (("player", p), ("how", "third failed roll: pays the fine")))
                    self.queue.append(("pay", p, BANK, JAIL_FINE, "jail fine"))
                    self.queue.append(("move", total))
                else:
                    self._emit("stayed_in_jail", (("player", p), ("fails", self.jail_fails[p])))
                    self.phase = Phase.POST_ROLL
                    return
        else:
            if double:
                self.doubles += 1
                if self.doubles >= 3:
                    self._send_to_jail(p, "third double")
                    return
            self.extra_roll = double
            self.queue.append(("move", total))
        self._run()

    def _run(self) -> None:
        """Work through pending consequences until a decision is needed."""
        self.phase = Phase.RUNNING
        q = self.queue
        while q and self.phase == Phase.RUNNING:
            step = q.popleft()
            op = step[0]
            if op == "move":
                self._step_move(step[1])
            elif op == "land":
                self._land()
            elif op == "pay":
                self._charge(step[1], step[2], step[3], step[4])
                if self.phase == Phase.RAISE_FUNDS:
                    return  # PayDebt makes the payment and resumes the queue
            elif op == "draw":
                self.phase = Phase.DRAW
        if self.phase == Phase.RUNNING:
            self.phase = Phase.POST_ROLL

    def _step_move(self, steps: int) -> None:
        g = self.game
        p = self.turn
        kinds = g.space_kinds
        size = len(kinds)
        jump = g.railroad_jump_after
        pos = self.position[p]
        forward = steps > 0
        left = abs(steps)
        start = pos
        quiet = self._t.quiet_forward if forward else self._t.quiet_backward
        while left:
            # Cover the spaces where nothing happens in one go (see tables._quiet_runs);
            # the step that follows, if any, goes through the space-by-space rules below.
            skip = min(quiet[pos], left)
            if skip:
                pos = (pos + skip if forward else pos - skip) % size
                left -= skip
                self.position[p] = pos
                continue
            if forward:
                if pos == jump:
                    self._emit("railroad_jumped", (("player", p),))
                pos = pos + 1 if pos + 1 < size else 0
            else:
                if jump is not None and pos == (jump + 1) % size:
                    self._emit("railroad_jumped", (("player", p),))
                pos = pos - 1 if pos else size - 1
            left -= 1
            self.position[p] = pos
            kind = kinds[pos]
            if kind is _GO and forward:
                if left:
                    self._emit("passed_go", (("player", p),))
                self._transfer(BANK, p, self._salary(p), "salary")
            elif kind is _BRIDGE and left and self.bridge_up[pos]:
                self.bridge_up[pos] = False
                self._emit("bridge_lowered", (("player", p), ("space", pos)))
                if not self._charge(p, BANK, BRIDGE_TOLL, "bridge toll"):
                    self.queue.appendleft(("move", left if forward else -left))
                    return
        self._emit("moved", (("player", p), ("start", start), ("to", pos), ("to_name", g.space_names[pos])))
        self.queue.appendleft(("land",))

    def _land(self) -> None:
        g = self.game
        p = self.turn
        pos = self.position[p]
        kind = g.space_kinds[pos]
        if kind is _DISTRICT:
            d = g.space_district[pos]
            o = self.owner[d]
            if o < 0:
                self.pending_district = d
                self.phase = Phase.BUY
            elif o != p and not self.mortgaged[d]:
                rent = self._rent(d)
                t = self._t
                self._emit("rent_due", (
                    ("player", p),
                    ("owner", o),
                    ("amount", rent),
                    ("name", t.district_name[d]),
                ))
                self._charge(p, o, rent, t.rent_reason[d])
        elif kind is _BRIDGE:
            self.card_bridge = pos
            if self.bridge_up[pos]:
                self.bridge_up[pos] = False
                self._emit("bridge_lowered", (("player", p), ("space", pos)))
                self.queue.appendleft(("draw",))
                self._charge(p, BANK, BRIDGE_TOLL, "bridge toll")
            else:
                self.bridge_up[pos] = True
                self._emit("bridge_raised", (("player", p), ("space", pos)))
                self.phase = Phase.DRAW
        elif kind is _PLANNING:
            self._start_planning(p)
        elif kind is _TO_JAIL:
            self._send_to_jail(p, "landed on Go to Jail")

    def _start_planning(self, p: int) -> bool:
        """Enter Planning Permission if anything is possible; return whether it was."""
        bonus, hazard = self._placement_sites(p)
        possible = bool(bonus or hazard or self._hazard_move_pairs(-1))
        if possible:
            self.phase = Phase.PLANNING
            self.free_moves_left = FREE_HAZARD_MOVES
            self.moving_site = -1
            self._emit("planning_permission", (("player", p),))
        return possible

    def _send_to_jail(self, p: int, why: str) -> None:
        self.position[p] = self.game.jail_space
        self.in_jail[p] = True
        self.jail_fails[p] = 0
        self.doubles = 0
        self.extra_roll = False
        self.queue.clear()
        self._emit("jailed", (("player", p), ("why", why)))
        self._next_turn()

    def _next_turn(self) -> None:
        p = self.turn
        if self.extra_roll and not self.in_jail[p]:
            self.extra_roll = False
            self._start_turn(p)
            return
        self.doubles = 0
        self.extra_roll = False
        nxt = p + 1
        if nxt == self.game.num_players:
            # The last seat's turn is over: every seat has had a turn, a round is complete.
            nxt = 0
            self.rounds += 1
            limit = self.game.round_limit
            if limit is not None and self.rounds >= limit:
                self._end_by_round_limit()
                return
        self._start_turn(nxt)

    def _end_by_round_limit(self) -> None:
        """The round limit house rule: the game ends like after a bankruptcy, no one bankrupt."""
        self.queue.clear()
        self.phase = Phase.GAME_OVER
        self.end_reason = END_ROUND_LIMIT
        self._emit("round_limit_reached", (("rounds", self.rounds),))
        self._emit("game_over", (
            ("standings", tuple(s.player for s in self.tally())),
            ("reason", END_ROUND_LIMIT),
        ))

    def _do_draw(self, a: DrawCard) -> None:
        g = self.game
        p = self.turn
        index = self.deck.pop(0)
        self.deck.append(index)  # every drawn card goes to the bottom of the pile
        card = g.chance_cards[index]
        position = "up" if self.bridge_up[self.card_bridge] else "down"
        half = card.half(position)
        self._emit("card_drawn", (("player", p), ("card", card.id), ("half", position), ("text", half.text)))
        self.phase = Phase.RUNNING
        if not self._follow(p, half.effect):
            self._emit("card_unfollowable", (("player", p), ("card", card.id)))
        if self.phase == Phase.RUNNING:
            self._run()

    def _follow(self, p: int, effect: Any) -> bool:  # noqa: C901 - the card vocabulary
        g = self.game
        kind = effect.type
        size = g.num_spaces
        pos = self.position[p]
        others = [(p + k) % g.num_players for k in range(1, g.num_players)]
        if kind == "advance_to":
            target = effect.target
            for k in range(1, size + 1):
                s = (pos + k) % size
                sk = g.space_kinds[s]
                if (
                    (target == "go" and sk is _GO)
                    or (target == "jail_visit" and sk is SpaceKind.JAIL)
                    or (target == "free_parking" and sk is SpaceKind.FREE_PARKING)
                    or (target == "next_bridge" and sk is _BRIDGE)
                    or (target == "next_planning" and sk is _PLANNING)
                    or (target == "next_unowned_district" and sk is _DISTRICT and self.owner[g.space_district[s]] < 0)
                ):
                    self.queue.appendleft(("move", k))
                    return True
            return False
        if kind == "move":
            self.queue.appendleft(("move", effect.steps))
            return True
        if kind == "collect":
            self._transfer(BANK, p, effect.amount, "Chance")
            return True
        if kind == "pay":
            self.queue.appendleft(("pay", p, BANK, effect.amount, "Chance"))
            return True
        if kind == "collect_from_each":
            self.queue.extendleft(reversed([("pay", o, p, effect.amount, "Chance") for o in others]))
            return True
        if kind == "pay_each":
            self.queue.extendleft(reversed([("pay", p, o, effect.amount, "Chance") for o in others]))
            return True
        if kind == "go_to_jail":
            self._send_to_jail(p, "Chance card")
            return True
        if kind == "free_blocks":
            self.free_blocks = (effect.count, effect.block)
            if any(
                self._block_place_reason(p, d) is None and self._free_block_count(d) > 0
                for d in range(len(self.owner))
            ):
                self.phase = Phase.FREE_BLOCKS
                return True
            self.free_blocks = None
            return False
        if kind == "planning_permission":
            return self._start_planning(p)
        if kind == "free_hazard_moves":
            if not self._hazard_move_pairs(-1):
                return False
            self.phase = Phase.HAZARD_MOVES
            self.free_moves_left = effect.count
            self.moving_site = -1
            return True
        if kind == "pay_per_block":
            total = sum(
                self.residential[d] * effect.residential + self.industrial[d] * effect.industrial
                for d in range(len(self.owner)) if self.owner[d] == p
            )
            if total:
                self.queue.appendleft(("pay", p, BANK, total, "Chance: per block"))
            return True
        if kind == "collect_per_district":
            count = sum(1 for o in self.owner if o == p)
            self._transfer(BANK, p, effect.amount * count, "Chance: per district")
            return True
        return False

    def _do_buy(self, a: Buy) -> None:
        p = self.turn
        d = self.pending_district
        card = self.game.districts[d].card
        self._transfer(p, BANK, card.price, self._t.buy_reason[d])
        self.owner[d] = p
        self.pending_district = -1
        self._emit("bought", (("player", p), ("district", card.id), ("name", card.name), ("price", card.price)))
        self._run()

    def _do_start_auction(self, a: StartAuction) -> None:
        p = self.turn
        d = self.pending_district
        n = self.game.num_players
        order = [(p + k) % n for k in range(n)]
        self.auction = [d, 0, -1, order, 0, p]
        self.phase = Phase.AUCTION
        self._emit("auction_started", (
            ("player", p),
            ("district", self.game.districts[d].card.id),
            ("name", self.game.districts[d].card.name),
        ))

    def _do_bid(self, a: Bid) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction[3][auction[4]]
        auction[1] = a.amount
        auction[2] = bidder
        self._emit("bid", (("player", bidder), ("amount", a.amount)))
        self._auction_next()

    def _do_pass(self, a: Pass) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction[3].pop(auction[4])
        auction[4] -= 1
        self._emit("passed", (("player", bidder),))
        self._auction_next()

    def _auction_next(self) -> None:
        auction = self.auction
        assert auction is not None
        d, high, high_bidder, active, at, _ = auction
        if not [b for b in active if b != high_bidder]:
            card = self.game.districts[d].card
            self.auction = None
            self.pending_district = -1
            if high_bidder >= 0:
                self._transfer(high_bidder, BANK, high, self._t.auction_reason[d])
                self.owner[d] = high_bidder
                self._emit("auction_won", (
                    ("player", high_bidder),
                    ("district", card.id),
                    ("name", card.name),
                    ("amount", high),
                ))
            else:
                self._emit("auction_unsold", (("district", card.id), ("name", card.name)))
            self._run()
            return
        auction[4] = (at + 1) % len(active)

    def _do_build(self, a: BuildBlocks) -> None:
        p = self.turn
        d = self.game.district_by_id[a.district]
        card = self.game.districts[d].card
        cost = a.residential * card.residential_block_price + a.industrial * card.industrial_block_price
        self._transfer(p, BANK, cost, self._t.blocks_reason[d])
        self._add_blocks(p, d, a.residential, a.industrial)
        self.blocks_district = d
        self.blocks_count += a.residential + a.industrial

    def _add_blocks(self, p: int, d: int, r: int, i: int) -> None:
        self.residential[d] += r
        self.industrial[d] += i
        self.stock["residential"] -= r
        self.stock["industrial"] -= i
        card = self.game.districts[d].card
        self._emit("built_blocks", (
            ("player", p),
            ("district", card.id),
            ("name", card.name),
            ("residential", r),
            ("industrial", i),
        ))

    def _do_free_blocks(self, a: FreeBlocks) -> None:
        p = self.turn
        self._add_blocks(p, self.game.district_by_id[a.district], a.residential, a.industrial)
        self.free_blocks = None
        self._run()

    def _place(self, p: int, kind: str, s: int, d: int) -> None:
        names = self.named_left.get(kind)
        name = names.pop(0) if names else kind
        self.stock[kind] -= 1
        self.buildings[s] = (kind, name, d)
        site = self.game.sites[s]
        if kind == "hazard":
            for x in site.districts:
                self.hazard_touch[x] += 1
        elif kind == "bonus":
            for x in site.districts:
                self.bonus_touch[x] += 1
        self._emit("built", (
            ("player", p),
            ("building", kind),
            ("name", name),
            ("site", f"{site.cell.q},{site.cell.r}"),
            ("district", self.game.districts[d].card.id if d >= 0 else None),
        ))

    def _do_special(self, a: BuildSkyscraper | BuildStadium | BuildTower) -> None:
        p = self.turn
        d = self.game.district_by_id[a.district]
        s = self.game.site_by_cell[a.site]
        info = self.game.districts[d]
        kind = a.kind
        price = info.card.skyscraper_price if kind == "skyscraper" else (
            STADIUM_PRICE if kind == "stadium" else TOWER_PRICE)
        self._transfer(p, BANK, price, kind)
        self._place(p, kind, s, d)
        self.special_built = True
        if kind == "skyscraper":
            self.group_skyscraper[info.group] = True
        elif kind == "stadium":
            self.stadium_district = d
        else:
            self.tower_district = d

    def _do_bonus(self, a: PlaceBonus) -> None:
        self._place(self.turn, "bonus", self.game.site_by_cell[a.site], -1)
        self._run()

    def _do_hazard(self, a: PlaceHazard) -> None:
        self._place(self.turn, "hazard", self.game.site_by_cell[a.site], -1)
        self._run()

    def _do_move_hazard(self, a: MoveHazard) -> None:
        p = self.turn
        g = self.game
        src, dst = g.site_by_cell[a.source], g.site_by_cell[a.target]
        if self.phase == Phase.POST_ROLL:
            self._transfer(p, BANK, HAZARD_MOVE_PRICE, "hazard move")
            self.paid_moves += 1
        building = self.buildings.pop(src)
        self.buildings[dst] = building
        for x in g.sites[src].districts:
            self.hazard_touch[x] -= 1
        for x in g.sites[dst].districts:
            self.hazard_touch[x] += 1
        self._emit("hazard_moved", (
            ("player", p),
            ("source", f"{a.source.q},{a.source.r}"),
            ("target", f"{a.target.q},{a.target.r}"),
        ))
        if self.phase in (Phase.PLANNING, Phase.HAZARD_MOVES):
            self.phase = Phase.HAZARD_MOVES
            self.moving_site = dst
            self.free_moves_left -= 1
            if self.free_moves_left <= 0 or not self._hazard_move_pairs(dst):
                self.moving_site = -1
                self._run()

    def _do_done(self, a: Done) -> None:
        self.moving_site = -1
        self.free_moves_left = 0
        self._run()

    def _do_mortgage(self, a: Mortgage) -> None:
        p = self.current_player
        d = self.game.district_by_id[a.district]
        value = self._base_rent(d)
        self.mortgaged[d] = True
        self._transfer(BANK, p, value, "mortgage")
        self._emit("mortgaged", (
            ("player", p),
            ("district", a.district),
            ("name", self.game.districts[d].card.name),
            ("value", value),
        ))

    def _do_unmortgage(self, a: Unmortgage) -> None:
        p = self.current_player
        d = self.game.district_by_id[a.district]
        value = self._base_rent(d)
        self._transfer(p, BANK, value, "mortgage repaid")
        self.mortgaged[d] = False
        self._emit("unmortgaged", (
            ("player", p),
            ("district", a.district),
            ("name", self.game.districts[d].card.name),
            ("value", value),
        ))

    def _do_propose(self, a: ProposeDeal) -> None:
        self.deal = a
        self.deal_return = self.phase
        self.phase = Phase.DEAL
        self._emit("deal_proposed", (
            ("proposer", a.proposer),
            ("partner", a.partner),
            ("give", a.give),
            ("take", a.take),
            ("give_cash", a.give_cash),
            ("take_cash", a.take_cash),
        ))

    def _do_accept(self, a: AcceptDeal) -> None:
        deal = self.deal
        assert deal is not None
        self._emit("deal_accepted", (("proposer", deal.proposer), ("partner", deal.partner)))
        for ids, src, dst in ((deal.give, deal.proposer, deal.partner), (deal.take, deal.partner, deal.proposer)):
            for district_id in ids:
                d = self.game.district_by_id[district_id]
                self.owner[d] = dst
                self._emit("district_changed_hands", (
                    ("district", district_id),
                    ("name", self.game.districts[d].card.name),
                    ("from_player", src),
                    ("to_player", dst),
                ))
        self._transfer(deal.proposer, deal.partner, deal.give_cash, "deal")
        self._transfer(deal.partner, deal.proposer, deal.take_cash, "deal")
        self._close_deal()

    def _do_reject(self, a: RejectDeal) -> None:
        assert self.deal is not None
        self._emit("deal_rejected", (("proposer", self.deal.proposer), ("partner", self.deal.partner)))
        self._close_deal()

    def _close_deal(self) -> None:
        self.deal = None
        self.phase = self.deal_return
        self.deal_return = Phase.PRE_ROLL

    def _do_pay_debt(self, a: PayDebt) -> None:
        debt = self.debt
        assert debt is not None
        self.debt = None
        self._transfer(debt.debtor, debt.creditor, debt.amount, debt.reason)
        self._emit("debt_paid", (("player", debt.debtor), ("creditor", debt.creditor), ("amount", debt.amount)))
        self._run()

    def _do_bankrupt(self, a: DeclareBankruptcy) -> None:
        debt = self.debt
        assert debt is not None
        p, creditor = debt.debtor, debt.creditor
        self._transfer(p, creditor, self.cash[p], "bankruptcy")
        for d in range(len(self.owner)):
            if self.owner[d] != p:
                continue
            to = creditor if creditor != BANK and not self.mortgaged[d] else BANK
            self.owner[d] = to
            if to == BANK:
                self.mortgaged[d] = False
            self._emit("district_changed_hands", (
                ("district", self.game.districts[d].card.id),
                ("name", self.game.districts[d].card.name),
                ("from_player", p),
                ("to_player", to),
            ))
        self.bankrupt = p
        self.queue.clear()
        self.phase = Phase.GAME_OVER
        self.end_reason = END_BANKRUPTCY
        self._emit("bankrupt", (("player", p), ("creditor", creditor), ("amount", debt.amount)))
        self._emit("game_over", (("standings", tuple(s.player for s in self.tally())), ("reason", END_BANKRUPTCY)))

    def _do_end_turn(self, a: EndTurn) -> None:
        self._emit("turn_ended", (("player", self.turn),))
        self._next_turn()


# Event(kind, data, names) and Transaction(payer, payee, amount, reason) without the
# named tuples' Python-level __new__ (a few are made per action, so this is measurable).
_new_event = partial(tuple.__new__, Event)
_new_transaction = partial(tuple.__new__, Transaction)

# Who acts in each phase (sets: one hashed lookup instead of a chain of comparisons).
_CHANCE_PHASES = frozenset({Phase.SHUFFLE, Phase.ROLL, Phase.DRAW})
_TURN_PLAYER_PHASES = frozenset(
    {Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY, Phase.PLANNING, Phase.HAZARD_MOVES, Phase.FREE_BLOCKS, Phase.RUNNING}
)

# Actions without fields are equal to any other instance of their class; listing these
# shared instances saves building new ones on every legal_actions() call.
_ROLL, _PAY_FINE, _BUY, _START_AUCTION = Roll(), PayJailFine(), Buy(), StartAuction()
_PASS, _DONE, _END_TURN, _PAY_DEBT = Pass(), Done(), EndTurn(), PayDebt()
_BANKRUPT, _ACCEPT, _REJECT = DeclareBankruptcy(), AcceptDeal(), RejectDeal()

_HANDLERS: dict[type, Any] = {
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

_CHECKS: dict[type, Any] = {
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

_LISTERS: dict[Phase, Any] = {
    Phase.PRE_ROLL: State._list_pre_roll,
    Phase.POST_ROLL: State._list_post_roll,
    Phase.BUY: State._list_buy,
    Phase.AUCTION: State._list_auction,
    Phase.PLANNING: State._list_planning,
    Phase.HAZARD_MOVES: State._list_hazard_moves,
    Phase.FREE_BLOCKS: State._list_free_blocks,
    Phase.RAISE_FUNDS: State._list_raise_funds,
    Phase.DEAL: State._list_deal,
}

_SPECIAL_KINDS = ("skyscraper", "stadium", "tower")  # the order of _special_options' flags

_QUIET = {Mortgage, ProposeDeal}
_PHASE_ACTIONS: dict[Phase, frozenset[type]] = {
    Phase.SHUFFLE: frozenset({DeckCard}),
    Phase.ROLL: frozenset({Dice}),
    Phase.DRAW: frozenset({DrawCard}),
    Phase.PRE_ROLL: frozenset({Roll, PayJailFine, Unmortgage} | _QUIET),
    Phase.BUY: frozenset({Buy, StartAuction, Mortgage}),
    Phase.AUCTION: frozenset({Bid, Pass}),
    Phase.PLANNING: frozenset({PlaceBonus, PlaceHazard, MoveHazard, Done}),
    Phase.HAZARD_MOVES: frozenset({MoveHazard, Done}),
    Phase.FREE_BLOCKS: frozenset({FreeBlocks}),
    Phase.POST_ROLL: frozenset(
        {BuildBlocks, BuildSkyscraper, BuildStadium, BuildTower, MoveHazard, Unmortgage, EndTurn} | _QUIET
    ),
    Phase.RAISE_FUNDS: frozenset({PayDebt, DeclareBankruptcy} | _QUIET),
    Phase.DEAL: frozenset({AcceptDeal, RejectDeal}),
    Phase.GAME_OVER: frozenset(),
    Phase.RUNNING: frozenset(),
}
