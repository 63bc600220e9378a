"""What both computer players share: the track model, hypothetical rents, a safe fallback.

Everything here only *reads* a :class:`~..state.State`; nothing mutates it. The reads go
through the few attributes and query methods listed in ``state.py``'s public surface
(``cash``, ``owner``, ``mortgaged``, ``residential``, ``industrial``, ``hazard_touch``,
``bonus_touch``, ``group_skyscraper``, ``tower_district``, ``stadium_district``,
``position``, ``in_jail``, ``stock``, ``phase`` ...), gathered here so that a change of
the engine's internals touches one file.
"""

from __future__ import annotations

from typing import Final

from dataclasses import dataclass

from ...pieces import BuildingKind, SpaceKind
from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    Pass,
    PayDebt,
    PayJailFine,
    RejectDeal,
    Roll,
    StartAuction,
)
from .game import Game, PresetRules
from ..kernel.driver import fallback_action  # (the driver's fallback, named here for the players)
from .money import counted_blocks, doubles, rent, whole_group
from .state import Phase, State



@dataclass(frozen=True, slots=True)
class TrackModel:
    """Facts about a game that never change, computed once per :class:`Game`.

    ``landing[s]`` is the probability that one roll of the dice ends on space ``s`` (a
    Markov chain over the cycle of spaces with Go to Jail sending to Jail; Chance moves
    are ignored). ``rolls_per_turn`` counts the extra rolls doubles give.
    """

    landing: tuple[float, ...]
    rolls_per_turn: float
    district_weight: tuple[float, ...]  # landing probability of each district's space, per turn
    group_of: tuple[int, ...]
    group_members: tuple[tuple[int, ...], ...]
    lap_turns: float  # turns one lap takes on average
    price: tuple[int, ...]  # printed price of each district
    group_price: tuple[int, ...]  # total printed price of each group
    cheapest_skyscraper: int  # the lowest skyscraper price on the track


# The model of the latest game asked about: every player of a game asks about one game,
# and the model is a pure function of it, so rebuilding it for another game is always right.
_LAST_MODEL: Final[list[tuple[Game, TrackModel] | None]] = [None]


def track_model(game: Game) -> TrackModel:
    """The (cached) :class:`TrackModel` of ``game``."""
    last = _LAST_MODEL[0]
    if last is not None and last[0] is game:
        return last[1]
    model = _build_model(game)
    _LAST_MODEL[0] = (game, model)
    return model


def _build_model(game: Game) -> TrackModel:
    n = game.num_spaces
    dist: dict[int, float]
    if game.dice_count == 1:
        dist = {k: 1 / 6 for k in range(1, 7)}
        rolls_per_turn = 1.0
    else:
        dist = {}
        for a in range(1, 7):
            for b in range(1, 7):
                dist[a + b] = dist.get(a + b, 0.0) + 1 / 36
        rolls_per_turn = 1.0 + 1 / 6 + 1 / 36
    mean = sum(k * p for k, p in dist.items())
    to_jail = {s for s in range(n) if game.space_kinds[s] == SpaceKind.GO_TO_JAIL}
    jail = game.jail_space
    start = [1.0 / n] * n
    landing = [0.0] * n
    for _ in range(60):
        landing = [0.0] * n
        nxt = [0.0] * n
        for s, ps in enumerate(start):
            if ps <= 0.0:
                continue
            for k, pk in dist.items():
                t = (s + k) % n
                w = ps * pk
                landing[t] += w
                nxt[jail if t in to_jail else t] += w
        start = nxt
    weights = tuple(landing[d.space] * rolls_per_turn for d in game.districts)
    return TrackModel(
        landing=tuple(landing),
        rolls_per_turn=rolls_per_turn,
        district_weight=weights,
        group_of=tuple(d.group for d in game.districts),
        group_members=tuple(g.districts for g in game.groups),
        lap_turns=n / (mean * rolls_per_turn),
        price=tuple(d.card.price for d in game.districts),
        group_price=tuple(sum(game.districts[x].card.price for x in g.districts) for g in game.groups),
        cheapest_skyscraper=min((d.card.skyscraper_price for d in game.districts), default=0),
    )


# ------------------------------------------------------------------ rents
#
# The good player asks for the rents of the whole board several times per decision (the
# worst rent it could be charged, what mortgages would raise, what each district earns).
# They are the engine's (money.rent: tests/engine/test_rules_once.py compares them at
# every decision of seeded games), kept per board position: they only change when
# ownership, mortgages, blocks, hazards, skyscrapers or the Tower change, which is rare
# next to how often they are read, so :func:`figures` computes them all in one pass and
# keeps the result while the state's ``board_stamp`` (kernel ``GameState``: a new number
# at every rule that writes one of those) is the one they were worked out at: one
# comparison of numbers per call (a few calls per dice roll). The figures also keep
# copies of the lists, which tell a new position what changed since the last one
# (``_follow``). A test or tool that edits the state's lists directly calls
# ``state.touched()`` after (tests/engine/test_ai_fast_paths.py compares the memo with
# figures worked out from nothing at every position of random and good players' games).


class Figures:
    """The figures of one board position (see :func:`figures`): rents of every district; read-only.

    Per-player figures that only some decisions need (the worst rent a player could be
    charged, their unmortgaged districts, what they could build) are worked out on first
    use and kept with the figures; they die with it when the position changes.
    """

    __slots__ = ("game", "stamp", "tower", "owner", "mortgaged", "residential", "industrial", "hazard", "sky",
                 "base", "rent", "capacity", "top", "worth", "mortgages", "_worst", "_unmortgaged", "_groups",
                 "_deal_targets")
    game: Game
    stamp: int
    tower: int
    owner: list[int]
    mortgaged: list[bool]
    residential: list[int]
    industrial: list[int]
    hazard: list[int]
    sky: list[bool]
    base: list[int]
    rent: list[int]
    capacity: list[int]
    top: list[int]
    worth: list[int]
    mortgages: list[int]

    def __init__(self, state: State, last: Figures | None = None) -> None:
        # The figures depend on the game's tables and the lists below, nothing else of the
        # state: another state of the same game at the same position shares them.
        # ``last`` is the previous position's figures: what did not change is shared with it
        # (every list here is read-only), and only what changed is worked out again.
        self.game = g = state.game
        self.stamp = state.board_stamp  # the position these figures are of (see figures)
        # Copies of everything rents depend on.
        self.tower = state.tower_district
        if last is not None and last.game is g:
            self._follow(state, last)
        else:
            self._fresh(state)
        n = g.num_players
        self._worst = [-1] * n  # -1: not worked out yet
        self._unmortgaged: list[list[int] | None] = [None] * n
        self._groups: list[int] = [-1] * n
        self._deal_targets: list[list[tuple[int, int]] | None] = [None] * n

    def _fresh(self, state: State) -> None:
        """Every figure worked out from the state's lists."""
        owner, mortgaged, sky = list(state.owner), list(state.mortgaged), list(state.group_skyscraper)
        res, ind, hazard = list(state.residential), list(state.industrial), list(state.hazard_touch)
        self.owner, self.mortgaged, self.sky = owner, mortgaged, sky
        self.residential, self.industrial, self.hazard = res, ind, hazard
        rows = self.game.tables.rent_row
        count = len(owner)
        # What mortgaging each district raises: the engine's rent without doubling.
        base = [0] * count
        for d in range(count):
            base[d] = rent(rows[d], counted_blocks(res[d], ind[d], hazard[d] > 0), False)
        self.base = base
        self.rent = self._rents_now()
        n = self.game.num_players
        self.capacity, self.top, self.worth, self.mortgages = [0] * n, [0] * n, [0] * n, [0] * n
        for o in range(n):
            self._sum_player(o)

    def _follow(self, state: State, last: Figures) -> None:
        """The figures of the position after ``last``'s (same game): the lists that did not
        change are ``last``'s own (a move changes one or two of them: compared, not copied),
        the base rents of the districts whose blocks or hazards changed are worked out
        again, and the per-player figures of the players whose districts changed (of every
        player while a skyscraper or the Tower doubles rents). Each list is gone through
        district by district only if it changed (speed: a position follows the last at
        most decisions after a change of the board)."""
        owner = last.owner if last.owner == state.owner else list(state.owner)
        mortgaged = last.mortgaged if last.mortgaged == state.mortgaged else list(state.mortgaged)
        sky = last.sky if last.sky == state.group_skyscraper else list(state.group_skyscraper)
        self.owner, self.mortgaged, self.sky = owner, mortgaged, sky
        count = len(owner)
        old_res, old_ind, old_hazard = last.residential, last.industrial, last.hazard
        res = old_res if old_res == state.residential else list(state.residential)
        ind = old_ind if old_ind == state.industrial else list(state.industrial)
        hazard = old_hazard if old_hazard == state.hazard_touch else list(state.hazard_touch)
        self.residential, self.industrial, self.hazard = res, ind, hazard
        old_base = last.base
        base = old_base
        rebased: list[int] = []  # the districts whose base rent changed
        res_moved, ind_moved, hazard_moved = res is not old_res, ind is not old_ind, hazard is not old_hazard
        if res_moved or ind_moved or hazard_moved:
            # Blocks or hazards changed: the base rents of those districts again.
            rows = self.game.tables.rent_row
            for d in range(count):
                if ((res_moved and res[d] != old_res[d]) or (ind_moved and ind[d] != old_ind[d])
                        or (hazard_moved and (hazard[d] > 0) != (old_hazard[d] > 0))):
                    value = rent(rows[d], counted_blocks(res[d], ind[d], hazard[d] > 0), False)
                    if value != old_base[d]:
                        if base is old_base:
                            base = list(old_base)
                        base[d] = value
                        rebased.append(d)
        self.base = base
        tower = self.tower
        old_owner, old_mortgaged, old_rent = last.owner, last.mortgaged, last.rent
        # (A list that did not change is the last figures' own: ``is`` says which changed.)
        owner_moved = owner is not old_owner
        if old_rent is not old_base and sky is last.sky and tower == last.tower \
                and (tower < 0 or owner[tower] == old_owner[tower]):
            # Doubled rents as they were (the same skyscrapers and Tower holder): the rents
            # of the districts whose owner or base rent changed are worked out again.
            rent_now = old_rent
            if owner_moved or rebased:
                rent_now = list(old_rent)
                rows, group = self.game.tables.rent_row, self.game.tables.group
                tower_owner = owner[tower] if tower >= 0 else -1
                for d in range(count):
                    if owner[d] != old_owner[d] or base[d] != old_base[d]:
                        rent_now[d] = rent(rows[d], counted_blocks(res[d], ind[d], hazard[d] > 0),
                                           doubles(sky[group[d]], owner[d], tower_owner))
        else:
            rent_now = self._rents_now()
            if rent_now is not base or old_rent is not old_base:
                # Doubling began or changed: every player's top rent may change.
                self.rent = rent_now
                n = self.game.num_players
                self.capacity, self.top, self.worth, self.mortgages = [0] * n, [0] * n, [0] * n, [0] * n
                for o in range(n):
                    self._sum_player(o)
                return
        self.rent = rent_now
        n = self.game.num_players
        # Which players' districts changed hands, mortgage or rent (a rent changes only
        # with its district's owner or base rent).
        changed = [False] * n
        some = False
        if owner_moved:
            for d in range(count):
                o = owner[d]
                before = old_owner[d]
                if o != before:
                    if 0 <= before < n:
                        changed[before] = some = True
                    if 0 <= o < n:
                        changed[o] = some = True
        if mortgaged is not old_mortgaged:
            for d in range(count):
                if mortgaged[d] != old_mortgaged[d]:
                    o = owner[d]
                    if 0 <= o < n:
                        changed[o] = some = True
        for d in rebased:
            o = owner[d]
            if 0 <= o < n:
                changed[o] = some = True
        if not some:
            # Nobody's figures moved (a hazard beside the bank's districts...): the last
            # lists, shared (read-only).
            self.capacity, self.top, self.worth, self.mortgages = last.capacity, last.top, last.worth, last.mortgages
            return
        self.capacity, self.top, self.mortgages = list(last.capacity), list(last.top), list(last.mortgages)
        self.worth = list(last.worth)
        for o in range(n):
            if changed[o]:
                self._sum_player(o)

    def _rents_now(self) -> list[int]:
        """What a lander pays if the current owner holds it unmortgaged: the engine's rent,
        doubled by a skyscraper of its group or its owner's Tower. Until either is built
        (most of a game) that is the base list itself (speed: no second list to fill)."""
        tower, owner, sky, base = self.tower, self.owner, self.sky, self.base
        if tower < 0 and True not in sky:
            return base
        tower_owner = owner[tower] if tower >= 0 else -1  # -1: nobody
        rows, group = self.game.tables.rent_row, self.game.tables.group
        res, ind, hazard = self.residential, self.industrial, self.hazard
        count = len(owner)
        rent_now = [0] * count
        for d in range(count):
            rent_now[d] = rent(rows[d], counted_blocks(res[d], ind[d], hazard[d] > 0),
                               doubles(sky[group[d]], owner[d], tower_owner))
        return rent_now

    def _sum_player(self, o: int) -> None:
        """Player ``o``'s figures: what mortgaging everything still unmortgaged raises, the
        highest rent among their unmortgaged districts, the sum of those rents (what the
        final tally counts besides cash: ``money.rent_values``), how many of theirs are
        mortgaged.
        Summed in plain local integers (the compiled build stores a number in a list as an
        object: one allocation per store of a large one)."""
        owner, mortgaged, base, rent_now = self.owner, self.mortgaged, self.base, self.rent
        raised = highest = total = count_mortgaged = 0
        for d in range(len(owner)):
            if owner[d] != o:
                continue
            if mortgaged[d]:
                count_mortgaged += 1
                continue
            r = rent_now[d]
            raised += base[d]
            total += r
            if r > highest:
                highest = r
        self.capacity[o] = raised
        self.top[o] = highest
        self.worth[o] = total
        self.mortgages[o] = count_mortgaged

    def worst_against(self, p: int) -> int:
        """The highest rent ``p`` could be charged on the board now."""
        worst = self._worst[p]
        if worst < 0:
            worst = 0
            for q, x in enumerate(self.top):
                if q != p and x > worst:
                    worst = x
            self._worst[p] = worst
        return worst

    def unmortgaged(self, p: int) -> list[int]:
        """``p``'s unmortgaged districts in index order (shared: do not change the list)."""
        found = self._unmortgaged[p]
        if found is None:
            found = self._unmortgaged[p] = [
                d for d, (o, m) in enumerate(zip(self.owner, self.mortgaged)) if o == p and not m]
        return found

    def deal_targets(self, p: int) -> list[tuple[int, int]]:
        """``(group, q)`` for each colour group, in track order, that ``p`` holds part of
        and one other player ``q`` holds all the rest of (what a deal could complete)."""
        found = self._deal_targets[p]
        if found is None:
            found = self._deal_targets[p] = deal_targets(self.owner, self.game.tables.group_members, p, False)
        return found

    def group_flags(self, p: int) -> int:
        """What ``p``'s holdings allow, as bits: :data:`WHOLE_GROUP` (a whole colour
        group, mortgaged or not), :data:`WHOLE_GROUP_NO_SKYSCRAPER` (one without a
        skyscraper yet), :data:`TWO_OF_A_GROUP` (two districts of one colour),
        :data:`TWO_WHOLE_GROUPS`."""
        flags = self._groups[p]
        if flags < 0:
            flags = 0
            whole = 0
            owner, sky = self.owner, self.sky
            t = self.game.tables
            for gi, members in enumerate(t.group_members):
                count = 0
                for x in members:
                    if owner[x] == p:
                        count += 1
                if whole_group(t, gi, count):
                    whole += 1
                    flags |= WHOLE_GROUP if sky[gi] else WHOLE_GROUP | WHOLE_GROUP_NO_SKYSCRAPER
                if count >= 2:
                    flags |= TWO_OF_A_GROUP
            if whole >= 2:
                flags |= TWO_WHOLE_GROUPS
            self._groups[p] = flags
        return flags


def deal_targets(owner: list[int], group_members: tuple[tuple[int, ...], ...], p: int,
                 first_only: bool) -> list[tuple[int, int]]:
    """``(group, q)`` for each colour group, in track order, that ``p`` holds part of and
    one other player ``q`` holds all the rest of, under the ownership map ``owner`` (only
    the first such group with ``first_only``: whether a deal could complete any)."""
    found: list[tuple[int, int]] = []
    for gi in range(len(group_members)):
        mine = 0
        q = -2  # -2: no other holder seen yet (owners are >= -1)
        several = False
        for x in group_members[gi]:
            o = owner[x]
            if o == p:
                mine += 1
            elif q == -2:
                q = o
            elif o != q:
                several = True
        if mine and q >= 0 and not several:
            found.append((gi, q))
            if first_only:
                break
    return found


WHOLE_GROUP: Final = 1
WHOLE_GROUP_NO_SKYSCRAPER: Final = 2
TWO_OF_A_GROUP: Final = 4
TWO_WHOLE_GROUPS: Final = 8  # what the Tower needs

_LAST_FIGURES: Final[list[Figures | None]] = [None]  # one slot: every player of a game reads one state


def figures(state: State) -> Figures:
    """The rents of the board as it is now (memoized on the state's ``board_stamp``: a
    stamp is never given twice, so an equal one is this state with the same board)."""
    last = _LAST_FIGURES[0]
    if last is not None and last.stamp == state.board_stamp:
        return last
    fresh = Figures(state, last)
    _LAST_FIGURES[0] = fresh
    return fresh


def worst_rent_against(state: State, p: int) -> int:
    """The highest rent ``p`` could be charged on the board now."""
    return figures(state).worst_against(p)


def mortgage_capacity(state: State, p: int) -> int:
    """Cash ``p`` could raise by mortgaging everything still unmortgaged."""
    return figures(state).capacity[p]


def hazard_risk(state: State) -> bool:
    """Whether a hazard can still arrive anywhere (one on the board or one in the box)."""
    if state.stock.get(_HAZARD, 0) > 0:
        return True
    for b in state.buildings.values():
        if b.kind is _HAZARD:
            return True
    return False


_HAZARD: Final = BuildingKind.HAZARD


def round10(x: float) -> int:
    return int(x) // 10 * 10


# ------------------------------------------------------------------ fieldless actions
#
# One instance of each action without fields (actions are frozen values: an equal one is
# the same action). A player returns these instead of building a new one per decision,
# which is most of what a quick decision costs in the compiled build.

ROLL: Final = Roll()
END_TURN: Final = EndTurn()
DONE: Final = Done()
PASS: Final = Pass()
BUY: Final = Buy()
START_AUCTION: Final = StartAuction()
PAY_JAIL_FINE: Final = PayJailFine()
PAY_DEBT: Final = PayDebt()
DECLARE_BANKRUPTCY: Final = DeclareBankruptcy()
ACCEPT_DEAL: Final = AcceptDeal()
REJECT_DEAL: Final = RejectDeal()


_BIDS: Final[dict[int, Bid]] = {}  # amount -> the one Bid of that amount (a few hundred)


def bid(amount: int) -> Bid:
    """``Bid(amount)``, one instance per amount (an auction asks for many)."""
    found = _BIDS.get(amount)
    if found is None:
        found = _BIDS[amount] = Bid(amount)
    return found


def prebuilt_blocks(state: State, d: int, residential: int, industrial: int) -> BuildBlocks:
    """``BuildBlocks`` of district ``d``, the game's own instance when it lists one."""
    for _, r, i, action in state.game.tables.build[d]:
        if r == residential and i == industrial:
            return action
    return BuildBlocks(state.game.tables.district_id[d], residential, industrial)


# ------------------------------------------------------------------ fallback

def is_starter(state: State) -> bool:
    return state.game.rules == PresetRules.STARTER


def waiting_on(state: State, seat: int) -> bool:
    return state.phase not in (Phase.GAME_OVER, Phase.RUNNING) and state.current_player == seat
