"""The data of a traditional game in progress: :class:`TradState`, the kernel's shared facts
plus the traditional game's own.

Plain data: the rules are the topic modules' functions over it (see the package
docstring). Property ``i`` is space ``i`` (``Game`` says which spaces are properties).
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from ..kernel.actions import IllegalActionError
from ..kernel.phases import Phase
from ..kernel.refusals import Refusal
from ..kernel.state import GameState, RuleBook, fresh_stamp
from .game import WHOLE_TABLE_RULES, Game
from .refusals import NO_SUCH_SPACE, NOT_A_PROPERTY

# What the queue of pending steps holds (``Step.kind``).
STEP_MOVE_BY = 0  # a: steps forward, collecting the salary on passing GO
STEP_MOVE_TO = 1  # a: the target space; b: 1 to collect the salary on passing GO
STEP_PAY = 2  # a: payer, b: payee, c: amount, reason: why, about: the property or -1
STEP_AUCTION = 3  # a: the property the bank auctions (a bankrupt player's); b: 1 + a seat that may not bid (0: none)
STEP_LEAVE_JAIL_AND_MOVE = 4  # a: the dice total (third failed roll: the fine is paid first)


class Step:
    """One pending consequence, worked through in order by ``movement.run``."""

    kind: int
    a: int
    b: int
    c: int
    reason: Any
    about: int

    def __init__(self, kind: int, a: int = 0, b: int = 0, c: int = 0, reason: Any = None, about: int = -1) -> None:
        self.kind = kind
        self.a = a
        self.b = b
        self.c = c
        self.reason = reason
        self.about = about

    def snapshot(self) -> tuple[int, int, int, int, str, int]:
        return (self.kind, self.a, self.b, self.c, str(self.reason), self.about)

    def __repr__(self) -> str:
        return f"Step{self.snapshot()}"


# How a landing charges rent after a card (``TradState.rent_mode``).
RENT_NORMAL = 0
RENT_DOUBLE_STATION = 1  # "nearest station": twice the rent
RENT_UTILITY_TEN = 2  # "nearest utility": ten times a new roll


class TradState(GameState):
    """Everything that changes during a traditional game (see the module docstring)."""

    game: Game
    position: list[int]
    in_jail: list[bool]
    jail_turns: list[int]
    out: list[bool]
    out_order: list[int]
    buildings: list[int]
    houses_left: int
    hotels_left: int
    piles: dict[str, list[int]]
    shuffling: str
    card_holder: dict[int, int]
    pot: int
    doubles: int
    extra_roll: bool
    settled: Phase
    queue: list[Step]
    pending: int
    rent_mode: int
    rent_roll: int
    drawing: str
    rolloff: list[int]
    rolloff_turn: list[int]
    rounds: int
    dealt: int
    interest_paid: list[bool]
    starter: int
    last_total: int
    shortage_hotel: bool
    building_floor: int
    group_holder: list[int]
    group_mortgages: list[int]
    group_buildings: list[int]
    held: list[list[int]]

    def __init__(self, game: Game, book: RuleBook) -> None:
        super().__init__(book, game.players, game.starting_cash, game.names, Phase.SHUFFLE)
        n = len(game.players)
        self.game = game
        self.position = [0] * n
        self.in_jail = [False] * n
        self.jail_turns = [0] * n  # failed rolls for doubles in jail
        self.out = [False] * n  # bankrupt: out of the game
        self.out_order: list[int] = []
        self.buildings = [0] * game.n  # per street: 0-4 houses, 5 = a hotel
        self.houses_left = game.houses
        self.hotels_left = game.hotels
        self.piles: dict[str, list[int]] = {"chance": [], "chest": []}  # card indices, top first
        self.shuffling = "chance"  # SHUFFLE: the deck being filled
        self.card_holder: dict[int, int] = {}  # a kept get-out-of-jail card -> its holder
        self.pot = 0  # the Free Parking pot (house rule)
        self.doubles = 0
        self.extra_roll = False
        self.settled = Phase.PRE_ROLL  # the phase once the pending steps are done
        self.queue: list[Step] = []
        self.pending = -1  # BUY: the property for sale
        self.rent_mode = 0
        self.rent_roll = -1  # ROLL for a utility's rent after a card: the utility
        self.drawing = ""  # DRAW: the deck
        self.rolloff: list[int] = [0] * n  # the roll-off: each player's total (0: not rolled)
        self.rolloff_turn: list[int] = []  # the players still to roll in this round of the roll-off
        self.rounds = 0  # whole rounds played
        self.dealt = 0  # properties dealt at the start (house rule)
        # The 10% was paid on taking it over mortgaged (until when: movement.expire_interest).
        self.interest_paid = [False] * game.n
        self.starter = 0  # who won the roll-off: a round ends when the turn comes back to them
        self.last_total = 0  # the latest dice total (a utility's rent)
        self.shortage_hotel = False  # BUILDING_AUCTION: a hotel (else a house) is auctioned
        self.building_floor = 0  # BUILDING_AUCTION: the lowest opening bid
        # Facts of each colour group, kept by the writes below (the rules and the players
        # ask them at every decision; :meth:`touched` counts them afresh).
        groups = len(game.group_streets)
        self.group_holder = [-1] * groups  # the seat that owns every street of the group, or -1
        self.group_mortgages = [0] * groups  # how many of its streets are mortgaged
        self.group_buildings = [0] * groups  # the buildings on its streets (a hotel: 5)
        self.held: list[list[int]] = [[] for _ in range(n)]  # each seat's properties, in board order


    # ------------------------------------------------------------------ the writes that keep these facts
    # ``owner``, ``mortgaged`` and ``buildings`` change only through these (the kernel's
    # ``set_owner`` and ``set_mortgaged``, and ``set_buildings``); a set-up that edits
    # the lists directly (a test, a scratch board) says so by calling ``touched()``.
    # Here ``owner_stamp`` is new at every change of what the players read of the board
    # (a computer player's quiet promise keys on it, ``kernel.driver.ComputerPlayer``):
    # who owns what, the mortgages and their 10% paid, the buildings, who is out or in
    # jail (``restamp`` at the writes of the last three).

    def set_owner(self, i: int, p: int) -> None:
        was = self.owner[i]
        GameState.set_owner(self, i, p)
        if was != p:
            if was >= 0:
                self.held[was].remove(i)
            if p >= 0:
                insort(self.held[p], i)
        g = self.game.group[i]
        if g >= 0:
            self.group_holder[g] = self.holder_of(g)

    def set_mortgaged(self, i: int, mortgaged: bool) -> None:
        g = self.game.group[i]
        if g >= 0 and self.mortgaged[i] != mortgaged:
            self.group_mortgages[g] += 1 if mortgaged else -1
        self.mortgaged[i] = mortgaged
        self.owner_stamp = fresh_stamp()

    def set_buildings(self, d: int, built: int) -> None:
        """Street ``d`` now has ``built`` buildings (0-4 houses, 5: a hotel)."""
        g = self.game.group[d]
        self.group_buildings[g] += built - self.buildings[d]
        self.buildings[d] = built
        self.owner_stamp = fresh_stamp()

    def restamp(self) -> None:
        """The 10% paid on a title, who is out or who is in jail changed: a new ``owner_stamp``."""
        self.owner_stamp = fresh_stamp()

    def holder_of(self, g: int) -> int:
        """The seat that owns every street of group ``g`` (mortgaged ones count), or -1
        (a group without streets too)."""
        streets = self.game.group_streets[g]
        if not streets:
            return -1
        p = self.owner[streets[0]]
        for s in streets:
            if self.owner[s] != p:
                return -1
        return p

    def touched(self) -> None:
        """The lists ``owner``, ``mortgaged`` or ``buildings`` were edited directly (a test's
        set-up, a scratch board): count the kept facts afresh, and take a new ``owner_stamp``."""
        self.owner_stamp = fresh_stamp()
        for p, mine in enumerate(self.held):
            mine[:] = [d for d in self.game.properties if self.owner[d] == p]
        for g, streets in enumerate(self.game.group_streets):
            self.group_holder[g] = self.holder_of(g)
            self.group_mortgages[g] = sum(1 for s in streets if self.mortgaged[s])
            self.group_buildings[g] = sum(self.buildings[s] for s in streets)

    # ------------------------------------------------------------------ small helpers

    def space_index(self, space_id: str) -> int:
        """The index of the space ``space_id``; ``IllegalActionError`` if the board has none."""
        i = self.game.id_index.get(space_id)
        if i is None:
            raise IllegalActionError(Refusal(NO_SUCH_SPACE, {"space": repr(space_id)}))
        return i

    def property_index(self, space_id: str) -> int:
        """The index of the property ``space_id``; ``IllegalActionError`` if it is not one."""
        i = self.space_index(space_id)
        if i not in self.game.properties:
            raise IllegalActionError(Refusal(NOT_A_PROPERTY, {"space": space_id}))
        return i

    def alive(self) -> list[int]:
        """The players still in the game, in seat order."""
        return [p for p in range(len(self.out)) if not self.out[p]]

    def snapshot(self) -> tuple[Any, ...]:
        """Every fact as a comparable value (replay tests compare states by it)."""
        return (
            tuple(self.cash), tuple(self.owner), tuple(self.mortgaged), self.turn, self.phase.value,
            self.debt, None if self.auction is None else self.auction.snapshot(), self.deal, self.bankrupt,
            self.end_reason, self.bank_paid, self.bank_received, tuple(self.position), tuple(self.in_jail),
            tuple(self.jail_turns), tuple(self.out), tuple(self.out_order), tuple(self.buildings), self.houses_left,
            self.hotels_left, tuple((k, tuple(v)) for k, v in sorted(self.piles.items())), self.shuffling,
            tuple(sorted(self.card_holder.items())), self.pot, self.doubles, self.extra_roll, self.settled.value,
            tuple(s.snapshot() for s in self.queue), self.pending, self.rent_mode, self.rent_roll, self.drawing,
            tuple(self.rolloff), tuple(self.rolloff_turn), self.rounds, self.dealt, tuple(self.interest_paid), self.starter, self.last_total,
            self.shortage_hotel, self.building_floor,
            len(self.history), len(self.transactions),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TradState) and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]


def between_turns(state: TradState) -> bool:
    """Whether the dice are changing hands now: anyone may build, sell and mortgage
    (see :mod:`.between_turns`; here, compiled, as the simulator asks at every action)."""
    return state.phase is Phase.PRE_ROLL and state.game.rules_version >= WHOLE_TABLE_RULES
