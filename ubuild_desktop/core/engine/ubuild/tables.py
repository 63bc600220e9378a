"""Lookup tables a :class:`~.state.State` reads on its hot path, built once per game.

Everything here is derived from the :class:`~.game.Game` and never changes: per-district
rents, prices and names, the sentences of recurring transactions, and the action objects
``legal_actions()`` hands out. Actions are frozen value objects, so one ``Mortgage("x")``
can be listed by every state of the game; building them once (instead of on each call)
is a large part of what keeps ``legal_actions()`` cheap.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, Final, Protocol

from ...chance import ChanceCard
from ...pieces import SpaceKind
from ..kernel.auction import price_step
from .records import DistrictInfo, GroupInfo, SiteInfo
from .actions import (
    BuildBlocks,
    DeckCard,
    Dice,
    DrawCard,
    Mortgage,
    MoveHazard,
    PlaceBonus,
    PlaceHazard,
    Unmortgage,
)



class GameFacts(Protocol):
    """What the tables read of a :class:`~.game.Game` (which builds them: game.py imports
    this module, so the tables name the facts they need instead of importing Game)."""

    @property
    def districts(self) -> tuple[DistrictInfo, ...]: ...
    @property
    def groups(self) -> tuple[GroupInfo, ...]: ...
    @property
    def sites(self) -> tuple[SiteInfo, ...]: ...
    @property
    def chance_cards(self) -> tuple[ChanceCard, ...]: ...
    @property
    def dice_count(self) -> int: ...
    @property
    def num_players(self) -> int: ...
    @property
    def num_spaces(self) -> int: ...
    @property
    def railroad_jump_after(self) -> int | None: ...
    @property
    def rules_version(self) -> int: ...
    @property
    def space_kinds(self) -> tuple[SpaceKind, ...]: ...
    @property
    def space_names(self) -> tuple[str, ...]: ...

# The most blocks a player may buy in one turn (the book's 3; ``game`` names it with the
# book's other numbers; it is here because the prebuilt block actions below count by it).
BLOCKS_PER_TURN: Final = 3


def _block_combos(per_turn: int) -> tuple[tuple[int, int, int], ...]:
    """(total, residential, industrial) in the order ``legal_actions()`` lists blocks."""
    return tuple((total, total - i, i) for total in range(1, per_turn + 1) for i in range(total + 1))


BLOCK_COMBOS: Final = _block_combos(BLOCKS_PER_TURN)

DICE_OUTCOMES: Final[dict[int, tuple[Dice, ...]]] = {
    1: tuple(Dice((a,)) for a in range(1, 7)),
    2: tuple(Dice((a, b)) for a in range(1, 7) for b in range(1, 7)),
}


def _thresholds(count: int) -> tuple[float, ...]:
    # The running sums ``sample_outcome`` compares against, added up in the same order
    # with the same float arithmetic, so a bisection picks exactly what the loop picks.
    total, out = 0.0, []
    for _ in range(count):
        total += 1.0 / count
        out.append(total)
    return tuple(out)


DICE_THRESHOLDS: Final[dict[int, tuple[float, ...]]] = {n: _thresholds(len(o)) for n, o in DICE_OUTCOMES.items()}


class Tables:
    """Per-game constants for the hot path (see the module docstring)."""

    __slots__ = (
        "district_id", "district_name", "price", "residential_price", "industrial_price",
        "skyscraper_price", "bid_step", "rent_row", "group", "group_members", "mortgage", "unmortgage", "build", "place_bonus",
        "place_hazard", "move_hazard", "deck_card", "draw_card", "dice", "dice_chances",
        "quiet_forward", "quiet_backward", "group_whole_count", "district_sites", "site_label",
        "dice_thresholds", "player_data", "player_pair", "start_pair",
        "to_pair", "to_name_pair",
    )

    def __init__(self, game: GameFacts, bid_step: int) -> None:
        cards = [info.card for info in game.districts]
        self.district_id = tuple(c.id for c in cards)
        self.district_name = tuple(c.name for c in cards)
        self.price = tuple(c.price for c in cards)
        # The bid step of an auction of each district: the kernel's rule
        # (``auction.price_step``) with the book's step ``bid_step`` (every bid asks).
        self.bid_step = tuple(price_step(c.price, bid_step) for c in cards)
        self.residential_price = tuple(c.residential_block_price for c in cards)
        self.industrial_price = tuple(c.industrial_block_price for c in cards)
        self.skyscraper_price = tuple(c.skyscraper_price for c in cards)
        # rent_row[d][n] is the rent with n counted blocks (0 = land rent).
        self.rent_row = tuple((c.land_rent, *c.rents) for c in cards)
        self.group = tuple(info.group for info in game.districts)
        self.district_sites = tuple(info.sites for info in game.districts)
        self.group_members = tuple(g.districts for g in game.groups)
        # The colour group rule, the one place it is written ("Own 2+ districts of the
        # same color?", GAME_MODEL.md section 6): a player owns group g whole when they
        # hold group_whole_count[g] of its districts, i.e. all of them on the track and at
        # least two. A group with a single district on the track needs 2, which no holding
        # reaches: it never allows a skyscraper nor counts towards the Tower. (Rules
        # version 1 counted a lone district as a whole group.)
        least = 2 if game.rules_version >= 2 else 1
        self.group_whole_count = tuple(max(len(g.districts), least) for g in game.groups)
        self.mortgage = tuple(Mortgage(c.id) for c in cards)
        self.unmortgage = tuple(Unmortgage(c.id) for c in cards)
        # build[d]: (total, residential, industrial, action) in listing order.
        self.build = tuple(
            tuple((total, r, i, BuildBlocks(c.id, r, i)) for total, r, i in BLOCK_COMBOS) for c in cards
        )
        self.site_label = tuple(f"{s.cell.q},{s.cell.r}" for s in game.sites)  # "q,r", as events name sites
        # Pieces of the commonest events' data, built once: a game logs several events
        # per dice roll and keeps them all, so every tuple not made is one not freed either.
        # Typed as plain objects: the compiled build would otherwise unpack each small
        # tuple it reads and build it again.
        players = range(game.num_players)
        self.player_data: tuple[Any, ...] = tuple((("player", p),) for p in players)  # turn_started...
        self.player_pair: tuple[Any, ...] = tuple(("player", p) for p in players)
        spaces = range(game.num_spaces)
        self.start_pair: tuple[Any, ...] = tuple(("start", s) for s in spaces)
        self.to_pair: tuple[Any, ...] = tuple(("to", s) for s in spaces)
        self.to_name_pair: tuple[Any, ...] = tuple(("to_name", game.space_names[s]) for s in spaces)
        self.place_bonus = tuple(PlaceBonus(s.cell) for s in game.sites)
        self.place_hazard = tuple(PlaceHazard(s.cell) for s in game.sites)
        self.move_hazard = {
            (s.index, n): MoveHazard(s.cell, game.sites[n].cell) for s in game.sites for n in s.neighbours
        }
        self.deck_card = tuple(DeckCard(c.id) for c in game.chance_cards)
        self.draw_card = tuple(DrawCard(c.id) for c in game.chance_cards)
        self.dice = DICE_OUTCOMES[game.dice_count]
        self.dice_thresholds = DICE_THRESHOLDS[game.dice_count]
        self.dice_chances = tuple((a, 1.0 / len(self.dice)) for a in self.dice)
        self.quiet_forward, self.quiet_backward = _quiet_runs(game)

    def dice_for(self, x: float) -> Dice:
        """The outcome the uniform draw ``x`` picks (what ``sample_outcome`` would return)."""
        outcomes = self.dice
        return outcomes[min(bisect_right(self.dice_thresholds, x), len(outcomes) - 1)]


def _quiet_runs(game: GameFacts) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each space, how many steps a mover can take from it with nothing to do.

    A step forward is "quiet" unless it leaves the railroad jump space or enters GO or a
    bridge; a step backward is quiet unless it leaves the space after the jump or enters
    a bridge (GO pays nothing backwards). ``State._step_move`` takes a quiet run in one
    go instead of one space at a time. Runs are capped at the number of spaces.
    """
    kinds = game.space_kinds
    size = len(kinds)
    jump = game.railroad_jump_after
    back_jump = None if jump is None else (jump + 1) % size

    def run(pos: int, step: int, leave: int | None, notable: tuple[SpaceKind, ...]) -> int:
        count = 0
        while count < size:
            nxt = (pos + step) % size
            if pos == leave or kinds[nxt] in notable:
                break
            pos = nxt
            count += 1
        return count

    forward = tuple(run(s, 1, jump, (SpaceKind.GO, SpaceKind.BRIDGE)) for s in range(size))
    backward = tuple(run(s, -1, back_jump, (SpaceKind.BRIDGE,)) for s in range(size))
    return forward, backward
