"""The static description of one game: track tables, rules of the preset, players.

A :class:`Game` never changes while the game is played. It precomputes everything the
hot path looks up (the district on each space, the sites touching each district, the
colour groups present on the track, the building stock), so a :class:`~.state.State`
only holds what changes. Make states with ``State(game)`` (:mod:`.state`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Final

from ...cards import DistrictCard, format_money, load_districts
from ...chance import ChanceCard, load_chance_cards
from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import quoted
from ...limits import MAX_ROUND_LIMIT
from ...lattice import Cell
from ...pieces import BuildingKind, SpaceKind, load_box
from ...track import Preset, Track
from ...validate import validate
from ..kernel.records import PLAYER_NAMES, SetupError, SetupMoney, fair_start_fits, gift_indexes, names_fit
from .records import DistrictInfo, GroupInfo, SiteInfo
from . import tables
from .tables import Tables


class GameSetupError(SetupError):
    """A game cannot be set up (invalid track, wrong number of players...); its template is
    one of the marked ones below."""


ROUND_LIMIT_WRONG: Final = QT_TRANSLATE_NOOP(
    "GameSetup", "the round limit must be a whole number of rounds, from 1 to {max}, not {value}")
RULES_VERSION_WRONG: Final = QT_TRANSLATE_NOOP("GameSetup", "rules version {value} is not one of {versions}")
TRACK_INVALID: Final = QT_TRANSLATE_NOOP("GameSetup", "the track is not a valid {preset} track: {problem}")
PLAYERS_WRONG: Final = QT_TRANSLATE_NOOP("GameSetup", "a {preset} game is for {low}-{high} players, not {count}")
NO_CARD: Final = QT_TRANSLATE_NOOP("GameSetup", "no district card for tile {tile} half {half}")
FAIR_START_WRONG: Final = QT_TRANSLATE_NOOP(
    "GameSetup", "a Fair start gives one amount to each of the {count} players, each a whole number of $10k from $0 to {max}")
FAIR_GIFT_WRONG: Final = QT_TRANSLATE_NOOP(
    "GameSetup", "a Fair start gives at most one district of this track to each of the {count} players, each to one place")


class PresetRules(StrEnum):
    """Which book rules apply: Custom tracks play by the Pro rules."""

    STARTER = "starter"
    CLASSIC = "classic"
    PRO = "pro"


STARTING_CASH: dict[PresetRules, int] = {PresetRules.STARTER: 12_900, PresetRules.CLASSIC: 24_900, PresetRules.PRO: 31_700}
# The round limit house rule (see docs/RULES.md, "Money, debts, deals, the end"): the
# game also ends when this many rounds have been played. The default allows about 4x the
# box's length at the table: the book's game is about 60 player-turns on Starter, 120 on
# Classic and 180 on Pro, so the limit is 4 x that many player-turns, in rounds of the
# game's player count (rounded up). With 4 players: Starter 60 rounds, Classic 120, Pro
# 180; with 2 players twice as many rounds, with 6 two thirds. Normal games very rarely
# meet it; it ends the games that stall (no blocks left and every player richer than any
# rent, so no bankruptcy can happen). Custom plays by the Pro rules.
BOOK_PLAYER_TURNS: dict[PresetRules, int] = {PresetRules.STARTER: 60, PresetRules.CLASSIC: 120, PresetRules.PRO: 180}
ROUND_LIMIT_FACTOR = 4
#: The default limits with 4 players (the book's table), in rounds.
ROUND_LIMITS: dict[PresetRules, int] = {r: ROUND_LIMIT_FACTOR * t // 4 for r, t in BOOK_PLAYER_TURNS.items()}


class _PresetDefault:
    """The type of :data:`PRESET_DEFAULT` (a sentinel distinct from None = no limit)."""

    _instance: ClassVar[_PresetDefault | None] = None

    def __new__(cls) -> "_PresetDefault":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "PRESET_DEFAULT"


#: ``Game.create(round_limit=PRESET_DEFAULT)``: the preset's limit for the number of players
#: (:func:`default_round_limit`; :data:`ROUND_LIMITS` is that with 4 players).
PRESET_DEFAULT = _PresetDefault()


def rules_for(preset: Preset) -> PresetRules:
    """The book rules a preset plays by (Custom: Pro)."""
    preset = Preset(preset)
    return PresetRules(preset.value) if preset != Preset.CUSTOM else PresetRules.PRO


def default_round_limit(preset: Preset, players: int = 4) -> int:
    """The round limit a game of ``preset`` with ``players`` players gets unless told otherwise."""
    turns = ROUND_LIMIT_FACTOR * BOOK_PLAYER_TURNS[rules_for(preset)]
    return -(-turns // max(1, players))  # rounded up


PLAYER_RANGE: dict[PresetRules, tuple[int, int]] = {
    PresetRules.STARTER: (2, 4), PresetRules.CLASSIC: (2, 6), PresetRules.PRO: (2, 6),
}

# "What you need for this game", per track of the book. Pro uses every building in the box.
# Named hazards and bonus buildings are listed by name; the rest are counts.
PRESET_STOCK: dict[PresetRules, dict[BuildingKind, int]] = {
    PresetRules.STARTER: {BuildingKind.RESIDENTIAL: 40, BuildingKind.SKYSCRAPER: 2},
    PresetRules.CLASSIC: {BuildingKind.RESIDENTIAL: 40, BuildingKind.INDUSTRIAL: 20, BuildingKind.SKYSCRAPER: 2,
                      BuildingKind.TOWER: 1},
}
PRESET_NAMED: dict[PresetRules, dict[BuildingKind, tuple[str, ...]]] = {
    PresetRules.STARTER: {BuildingKind.HAZARD: ("power_station",), BuildingKind.BONUS: ("wind_farm",)},
    PresetRules.CLASSIC: {BuildingKind.HAZARD: ("power_station", "prison"), BuildingKind.BONUS: ("school", "park")},
}

# Final: the compiled build inlines these instead of looking them up on every use.
SALARY: Final = 2_000
STADIUM_SALARY: Final = 3_000
BRIDGE_TOLL: Final = 1_000
JAIL_FINE: Final = 500
HAZARD_MOVE_PRICE: Final = 1_000
STADIUM_PRICE: Final = 2_000
TOWER_PRICE: Final = 7_000
MIN_BID: Final = 10
BID_STEP: Final = 10
MAX_BLOCKS: Final = 8
BLOCKS_PER_TURN: Final = tables.BLOCKS_PER_TURN
PAID_HAZARD_MOVES_PER_TURN: Final = 2
FREE_HAZARD_MOVES: Final = 2

#: The version of the rules the engine plays (``Game.rules_version``; game files record it).
#: 4: the whole table plays (issue 24): auctions are open (a player who passed may bid again;
#: the sale closes when every other player has passed since the highest bid) and any two
#: players may make a deal between turns.
#: 3: the first player is chosen by the book's roll-off, played in the game
#: (``Game.roll_off``); under 1 and 2 seat 0 started, without one.
#: 2: a paid hazard move only takes a hazard off the mover's own districts, and a colour
#: group with a single district on the track is never "whole" (docs/RULES.md).
#: 1: the rules before that (any hazard paid-moved anywhere; a lone district was a whole
#: group): games saved then (files that record no rules version) replay under them.
#: Deals while deciding to buy are open under all of them (no older history holds one).
RULES_VERSION: Final = 4
RULES_VERSIONS: Final = (1, 2, 3, 4)
#: The first rules version where the whole table plays (open auctions, deals between turns).
WHOLE_TABLE_RULES: Final = 4
#: The first rules version with the roll-off.
ROLL_OFF_RULES: Final = 3


@dataclass(eq=False)
class Game:
    """A track, its rules and its players: everything fixed for the whole game."""

    track: Track
    preset: Preset
    railroads: bool
    players: tuple[str, ...]
    rules: PresetRules
    starting_cash: int
    dice_count: int
    space_kinds: tuple[SpaceKind, ...]
    space_district: tuple[int, ...]  # district index on each space, -1 if none
    space_names: tuple[str, ...]
    districts: tuple[DistrictInfo, ...]
    district_by_id: dict[str, int]
    groups: tuple[GroupInfo, ...]
    sites: tuple[SiteInfo, ...]
    site_by_cell: dict[Cell, int]
    bridges: tuple[int, ...]  # space indices
    jail_space: int
    planning_spaces: tuple[int, ...]
    railroad_jump_after: int | None
    stock: dict[BuildingKind, int]  # every kind, 0 for those the game does not use
    named_stock: dict[BuildingKind, tuple[str, ...]]
    chance_cards: tuple[ChanceCard, ...]
    card_index: dict[str, int] = field(default_factory=dict)
    # Rounds after which the game ends (the round limit house rule); None = no limit.
    # A round is complete when every seat has had a turn (see State.rounds).
    round_limit: int | None = None
    # Which version of the rules this game plays (see RULES_VERSION; ``roll_off`` says
    # whether the first player is chosen by the roll-off).
    rules_version: int = RULES_VERSION
    # The Fair start house rule (issue 27): what the bank pays each place in the turn order
    # once the roll-off has chosen the first player ($k; index 0: the first player), or ()
    # for none. ``kernel.ledger.grant_fair_start`` pays it.
    fair_start: tuple[int, ...] = ()
    # The Fair start's gifts: the district each place in the turn order starts with, free
    # (an index into ``districts``, -1 for none; index 0: the first player), or () for none.
    fair_gifts: tuple[int, ...] = ()
    # Hot-path lookups and prebuilt action objects derived from the fields above.
    tables: Tables = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.tables = Tables(self, BID_STEP)

    @property
    def roll_off(self) -> bool:
        """Whether the book's roll-off chooses the first player (rules version 3 on); else seat 0 starts."""
        return self.rules_version >= ROLL_OFF_RULES

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def num_spaces(self) -> int:
        return len(self.space_kinds)

    def district(self, district_id: str) -> DistrictInfo:
        """The district with this card id; raise ``KeyError`` if it is not on the track."""
        return self.districts[self.district_by_id[district_id]]

    @classmethod
    def create(
        cls,
        track: Track,
        players: int | list[str] | tuple[str, ...],
        preset: Preset | None = None,
        railroads: bool | None = None,
        round_limit: object = PRESET_DEFAULT,  # int | None | PRESET_DEFAULT, checked below
        rules_version: int = RULES_VERSION,
        fair_start: tuple[int, ...] | list[int] = (),
        fair_gifts: tuple[str, ...] | list[str] = (),
    ) -> Game:
        """Set up a game on a valid ``track``; ``players`` is a count or a list of names.

        ``round_limit``: the game ends after that many rounds (every seat has had a turn)
        even without a bankruptcy; the default is the preset's for this many players
        (:func:`default_round_limit`: 4x the book's length), ``None`` plays without a limit
        (fine with humans at the table; an all-computer game should keep a limit, or it can
        stall forever).

        ``rules_version``: :data:`RULES_VERSION` for a new game; an older one only to
        replay a game saved under it (the game file says which).

        ``fair_start``: the Fair start house rule, one amount ($k) per place in the turn
        order (the first player's first), or empty for none; ``fair_gifts``: its gifts,
        the id of the district card each place starts with, free ("" for none), or empty.
        """
        preset = track.preset if preset is None else Preset(preset)
        # ``round_limit`` is typed ``object`` so that a wrong value reaches this check (and
        # its GameSetupError) in the compiled build too, not a TypeError at the call.
        limit: int | None
        if isinstance(round_limit, _PresetDefault):
            limit = default_round_limit(preset, players if isinstance(players, int) else len(players))
        elif round_limit is None:
            limit = None
        elif isinstance(round_limit, int) and not isinstance(round_limit, bool) and 1 <= round_limit <= MAX_ROUND_LIMIT:
            limit = round_limit
        else:
            raise GameSetupError.of(ROUND_LIMIT_WRONG, {"value": quoted(round_limit), "max": MAX_ROUND_LIMIT})
        if rules_version not in RULES_VERSIONS:
            raise GameSetupError.of(RULES_VERSION_WRONG, {"value": repr(rules_version), "versions": str(RULES_VERSIONS)})
        railroads = track.railroads if railroads is None else railroads
        report = validate(track, preset, railroads)
        if not report.valid:
            # ``problem``: the track's first problem (a Diagnostic), which a view words itself.
            first = report.diagnostics[0]
            raise GameSetupError(TRACK_INVALID.format(preset=preset.value, problem=first.message), TRACK_INVALID,
                                 {"preset": preset.value, "problem": first})
        rules = rules_for(preset)
        names = tuple(f"Player {i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
        low, high = PLAYER_RANGE[rules]
        count = players if isinstance(players, int) else len(names)  # -3 players is -3, not none
        if not low <= count <= high:
            raise GameSetupError.of(PLAYERS_WRONG, {"preset": preset.value, "low": low, "high": high, "count": count})
        if not names_fit(names):
            raise GameSetupError.of(PLAYER_NAMES, {})
        fair = tuple(fair_start)
        if fair and not fair_start_fits(fair, count, STARTING_CASH[rules], BID_STEP):
            raise GameSetupError.of(FAIR_START_WRONG, {"count": count, "max": SetupMoney(STARTING_CASH[rules], True, format_money(STARTING_CASH[rules]))})
        graph = report.graph
        cards = load_districts()
        space_kinds = tuple(s.kind for s in graph.spaces)
        space_district = [-1] * len(graph.spaces)
        district_cards: list[tuple[DistrictCard, int]] = []
        for space in graph.spaces:
            if space.kind == SpaceKind.DISTRICT and space.tile is not None:
                card = cards.card_on(space.tile, space.hex_index)  # type: ignore[arg-type]
                if card is None:
                    raise GameSetupError.of(NO_CARD, {"tile": space.tile, "half": space.hex_index})
                space_district[space.index] = len(district_cards)
                district_cards.append((card, space.index))
        group_ids = [g.id for g in cards.groups if any(c.group == g.id for c, _ in district_cards)]
        group_index = {gid: i for i, gid in enumerate(group_ids)}
        cells = sorted(graph.sites)
        site_by_cell = {cell: i for i, cell in enumerate(cells)}
        sites = tuple(
            SiteInfo(
                i, cell, graph.sites[cell].touches,
                tuple(space_district[s] for s in graph.sites[cell].touches if space_district[s] >= 0),
                tuple(sorted(site_by_cell[n] for n in graph.sites[cell].neighbours)),
            )
            for i, cell in enumerate(cells)
        )
        sites_touching: dict[int, list[int]] = {}  # space -> the sites it touches, in order
        for site in sites:
            for touched in dict.fromkeys(site.touches):
                sites_touching.setdefault(touched, []).append(site.index)
        districts = tuple(
            DistrictInfo(i, card, space, group_index[card.group], tuple(sites_touching.get(space, ())))
            for i, (card, space) in enumerate(district_cards)
        )
        gifts = gift_indexes(tuple(fair_gifts), count, [card.id for card, _space in district_cards])
        if gifts is None:
            raise GameSetupError.of(FAIR_GIFT_WRONG, {"count": count})
        groups = tuple(
            GroupInfo(i, gid, cards.group(gid).name, tuple(d.index for d in districts if d.group == i))
            for i, gid in enumerate(group_ids)
        )
        names_by_space = []
        for space in graph.spaces:
            d = space_district[space.index]
            names_by_space.append(districts[d].card.name if d >= 0 else _SPACE_LABELS[space.kind])
        if rules in PRESET_STOCK:
            stock = dict(PRESET_STOCK[rules])
            named = dict(PRESET_NAMED[rules])
        else:
            stock = {}
            named_lists: dict[BuildingKind, list[str]] = {}
            for spec in load_box().buildings:
                if spec.name is not None:
                    for _ in range(spec.count * track.boxes):
                        named_lists.setdefault(spec.kind, []).append(spec.name)
                else:
                    stock[spec.kind] = stock.get(spec.kind, 0) + spec.count * track.boxes
            named = {k: tuple(v) for k, v in named_lists.items()}
        for kind, names_ in named.items():
            stock[kind] = len(names_)
        for kind in BuildingKind:
            stock.setdefault(kind, 0)
        chance = load_chance_cards()
        return cls(
            track=track,
            preset=preset,
            railroads=railroads,
            players=names,
            rules=rules,
            starting_cash=STARTING_CASH[rules],
            dice_count=1 if rules == PresetRules.STARTER else 2,
            space_kinds=space_kinds,
            space_district=tuple(space_district),
            space_names=tuple(names_by_space),
            districts=districts,
            district_by_id={d.card.id: d.index for d in districts},
            groups=groups,
            sites=sites,
            site_by_cell=site_by_cell,
            bridges=tuple(s.index for s in graph.spaces if s.kind == SpaceKind.BRIDGE),
            jail_space=next(s.index for s in graph.spaces if s.kind == SpaceKind.JAIL)
            if any(s.kind == SpaceKind.JAIL for s in graph.spaces) else 0,
            planning_spaces=tuple(s.index for s in graph.spaces if s.kind == SpaceKind.PLANNING),
            railroad_jump_after=graph.railroad_jump_after,
            stock=stock,
            named_stock=named,
            chance_cards=chance,
            card_index={c.id: i for i, c in enumerate(chance)},
            round_limit=limit,
            rules_version=rules_version,
            fair_start=fair,
            fair_gifts=gifts,
        )


_SPACE_LABELS: dict[SpaceKind, str] = {
    SpaceKind.GO: "GO",
    SpaceKind.JAIL: "Jail",
    SpaceKind.FREE_PARKING: "Free Parking",
    SpaceKind.GO_TO_JAIL: "Go to Jail",
    SpaceKind.DISTRICT: "District",
    SpaceKind.PLANNING: "Planning Permission",
    SpaceKind.BRIDGE: "Bridge",
}
