"""The static facts of one traditional game: :class:`Game`, tables derived from a square
board, the players and the house rules.

A property is named by its space: property ``i`` of the kernel's lists (``owner``,
``mortgaged``) is space ``i`` of the board (a space that is not a street, station or
utility is never owned). The rules read only these tables, never the pydantic board.
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP
from ...square.board import SpaceKind, SquareBoard
from ...square.validate import validate_board
from ..kernel.actions import Action, Dice, DrawCard, Mortgage, Unmortgage
from ..kernel.records import PLAYER_NAMES, SetupError, SetupMoney, fair_start_fits, gift_indexes, names_fit
from .actions import BuildHouse, HandToBank, SellBuilding, SellGroupBuildings
from .decks import TradCard, load_trad_cards
from .options import DEFAULT_HOUSE_RULES, HouseRules

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 8  # 002: "8 fichas"
RULE_SET: Final = "traditional"  # the rule set's id (game files, the New game dialog)
#: The version of the traditional rules a new game plays (``Game.rules_version``; game
#: files record it, and an older file replays under the rules it was played by).
#: 3: the whole table plays and the books' rules are whole (issue 24): open auctions; deals,
#: building, selling and mortgages between turns by anyone; a received mortgaged title costs
#: 10% once; a mortgaged title handed to the bank as payment; the Income Tax choice; the jail
#: fine at any moment of the next two turns; double rent beside a mortgaged street.
#: 2: auction bids step with the price (``kernel.auction.price_step``: the book's 1 up to a
#: price of 499, then 0.4% of it, a round number) and open 10 steps up.
#: 1: bids open at 10 and step by 1 whatever the price.
RULES_VERSION: Final = 3
RULES_VERSIONS: Final = (1, 2, 3)
SCALED_BIDS: Final = 2  # the first rules version whose bid steps scale with the price
WHOLE_TABLE_RULES: Final = 3  # the first rules version of issue 24's whole table (above)

# Space kinds as small ints for the hot paths (``Game.kind``).
K_GO: Final = 0
K_STREET: Final = 1
K_STATION: Final = 2
K_UTILITY: Final = 3
K_CHANCE: Final = 4
K_CHEST: Final = 5
K_TAX: Final = 6
K_JAIL: Final = 7
K_FREE_PARKING: Final = 8
K_GO_TO_JAIL: Final = 9

_KIND_CODE: Final = {
    SpaceKind.GO: K_GO, SpaceKind.STREET: K_STREET, SpaceKind.STATION: K_STATION, SpaceKind.UTILITY: K_UTILITY,
    SpaceKind.CHANCE: K_CHANCE, SpaceKind.CHEST: K_CHEST, SpaceKind.TAX: K_TAX, SpaceKind.JAIL: K_JAIL,
    SpaceKind.FREE_PARKING: K_FREE_PARKING, SpaceKind.GO_TO_JAIL: K_GO_TO_JAIL,
}
_TARGET_KIND: Final = {"go": K_GO, "street": K_STREET, "station": K_STATION, "utility": K_UTILITY}


class GameSetupError(SetupError):
    """A traditional game cannot be set up (a board the rules cannot play, wrong players...);
    its template is one of the marked ones below."""


PLAYER_COUNT: Final = QT_TRANSLATE_NOOP("GameSetup", "the traditional game takes {low} to {high} players, not {count}")
FAIR_START_WRONG: Final = QT_TRANSLATE_NOOP(
    "GameSetup", "a Fair start gives one amount to each of the {count} players, each a whole number from $0 to {max}")
FAIR_GIFT_WRONG: Final = QT_TRANSLATE_NOOP(
    "GameSetup", "a Fair start gives at most one property of this board to each of the {count} players, each to one place")
BOARD_PROBLEMS: Final = QT_TRANSLATE_NOOP("GameSetup", "the board {board} has problems: {problem}")
BOARD_START: Final = QT_TRANSLATE_NOOP("GameSetup", "the board needs at least 12 spaces, GO first and only there")
BOARD_JAIL: Final = QT_TRANSLATE_NOOP("GameSetup", "the board needs exactly one jail")
PROPERTY_RENTS: Final = QT_TRANSLATE_NOOP("GameSetup", "space {space}: a property needs a price and {rents} rents")
STREET_GROUP: Final = QT_TRANSLATE_NOOP("GameSetup", "space {space}: a street needs a colour group and a house price")


class Game:
    """A board, its players and house rules, with the tables the rules read."""

    board: SquareBoard
    players: tuple[str, ...]
    house_rules: HouseRules
    rules_version: int
    n: int
    kind: tuple[int, ...]
    ids: tuple[str, ...]
    id_index: dict[str, int]  # each space id's index (the first, were two alike): ids.index without the search
    names: tuple[str, ...]
    price: tuple[int, ...]
    rents: tuple[tuple[int, ...], ...]
    house_price: tuple[int, ...]
    tax: tuple[int, ...]
    tax_percent: tuple[int, ...]
    whole_table: bool
    double_beside_mortgage: bool
    group: tuple[int, ...]
    group_streets: tuple[tuple[int, ...], ...]
    stations: tuple[int, ...]
    utilities: tuple[int, ...]
    properties: tuple[int, ...]
    jail: int
    salary: int
    starting_cash: int
    jail_fine: int
    houses: int
    hotels: int
    cards: tuple[TradCard, ...]
    card_ids: tuple[str, ...]
    card_index: dict[str, int]
    card_deck: tuple[str, ...]
    deck_indices: dict[str, tuple[int, ...]]
    card_target: tuple[int, ...]
    build_actions: dict[int, Action]
    sell_actions: dict[int, Action]
    sell_group_actions: dict[int, Action]
    mortgage_actions: dict[int, Action]
    unmortgage_actions: dict[int, Action]
    hand_actions: dict[int, Action]
    draw_actions: tuple[Action, ...]
    dice_chances: tuple[tuple[Action, float], ...]
    dice_running: list[float]

    def __init__(self, board: SquareBoard, players: int | tuple[str, ...] | list[str],
                 house_rules: HouseRules = DEFAULT_HOUSE_RULES, cards: tuple[TradCard, ...] | None = None,
                 rules_version: int = RULES_VERSION) -> None:
        count = players if isinstance(players, int) else len(players)  # a count: "Player 1", "Player 2"...
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise GameSetupError.of(PLAYER_COUNT, {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "count": count})
        players = tuple(f"Player {i + 1}" for i in range(count)) if isinstance(players, int) else tuple(players)
        if not names_fit(players):
            raise GameSetupError.of(PLAYER_NAMES, {})
        problem = house_rules.problem()
        if problem is not None:
            raise GameSetupError.of(problem[0], problem[1])
        if house_rules.fair_start and not fair_start_fits(house_rules.fair_start, count, board.starting_cash, 1):
            raise GameSetupError.of(FAIR_START_WRONG, {"count": count, "max": SetupMoney(board.starting_cash, False, f"${board.starting_cash:,}")})
        report = validate_board(board)
        if not report.valid:
            # ``problem``: the board's first problem (a BoardProblem), which a view words itself.
            raise GameSetupError(BOARD_PROBLEMS.format(board=repr(board.name), problem=report.diagnostics[0].message),
                                 BOARD_PROBLEMS, {"board": repr(board.name), "problem": report.diagnostics[0]})
        self.board = board
        self.players = players
        self.house_rules = house_rules
        self.rules_version = rules_version  # one of RULES_VERSIONS (the game file reader checks it)
        spaces = board.spaces
        self.n = len(spaces)
        self.kind = tuple(_KIND_CODE[s.kind] for s in spaces)
        self.ids = tuple(s.id for s in spaces)
        self.id_index = {}
        for i, space_id in enumerate(self.ids):
            self.id_index.setdefault(space_id, i)
        self.names = tuple(s.name for s in spaces)
        self.price = tuple(s.price for s in spaces)
        self.rents = tuple(tuple(s.rents) for s in spaces)
        self.house_price = tuple(s.house_price for s in spaces)
        self.tax = tuple(s.tax for s in spaces)
        # Issue 24's rules (WHOLE_TABLE_RULES): an older game plays as it was played.
        self.whole_table = rules_version >= WHOLE_TABLE_RULES
        # A tax the lander may pay as a share of their worth (002's Income Tax); 0: none.
        self.tax_percent = tuple(s.tax_percent if self.whole_table else 0 for s in spaces)
        # A whole group's bare streets charge double beside a mortgaged one (002; 004 on mortgages).
        self.double_beside_mortgage = self.whole_table and not house_rules.mortgage_breaks_double
        group_ids = [g.id for g in board.groups]
        self.group = tuple(group_ids.index(s.group) if s.kind is SpaceKind.STREET and s.group in group_ids else -1
                           for s in spaces)
        self.group_streets = tuple(tuple(i for i in range(self.n) if self.group[i] == g) for g in range(len(group_ids)))
        self.stations = tuple(i for i in range(self.n) if self.kind[i] == K_STATION)
        self.utilities = tuple(i for i in range(self.n) if self.kind[i] == K_UTILITY)
        self.properties = tuple(i for i in range(self.n) if self.kind[i] in (K_STREET, K_STATION, K_UTILITY))
        self.salary = board.salary
        self.starting_cash = board.starting_cash
        self.jail_fine = board.jail_fine
        self.houses = board.houses
        self.hotels = board.hotels
        self._check_board()
        # The Fair start's gifts (issue 27): the property each place in the turn order starts
        # with, free (a space index, -1 for none; index 0: the first player), or ().
        gifts = gift_indexes(house_rules.fair_gifts, count, [self.ids[i] for i in self.properties])
        if gifts is None:
            raise GameSetupError.of(FAIR_GIFT_WRONG, {"count": count})
        self.fair_gifts = tuple(self.properties[g] if g >= 0 else -1 for g in gifts)
        self.jail = self.kind.index(K_JAIL)
        # The decks adapt to the board: a card that goes to a space the board lacks is left out.
        self.cards = tuple(c for c in (load_trad_cards() if cards is None else cards) if self._plays(c))
        self.card_ids = tuple(c.id for c in self.cards)
        self.card_index = {c.id: i for i, c in enumerate(self.cards)}
        self.card_deck = tuple(c.deck for c in self.cards)
        self.deck_indices = {deck: tuple(i for i, d in enumerate(self.card_deck) if d == deck)
                             for deck in sorted(set(self.card_deck))}
        self.card_target = tuple(self._target(c) for c in self.cards)
        # Prebuilt actions (actions are interpreted classes: building one is a slow call).
        streets = [i for i in self.properties if self.kind[i] == K_STREET]
        self.build_actions = {i: BuildHouse(self.ids[i]) for i in streets}
        self.sell_actions = {i: SellBuilding(self.ids[i]) for i in streets}
        self.sell_group_actions = {i: SellGroupBuildings(self.ids[i]) for i in streets}
        self.mortgage_actions = {i: Mortgage(self.ids[i]) for i in self.properties}
        self.unmortgage_actions = {i: Unmortgage(self.ids[i]) for i in self.properties}
        self.hand_actions = {i: HandToBank(self.ids[i]) for i in self.properties}
        self.draw_actions = tuple(DrawCard(c) for c in self.card_ids)
        self.dice_chances = tuple((Dice((a, b)), 1.0 / 36) for a in range(1, 7) for b in range(1, 7))
        # The running sums of their chances, added in the same order as the kernel's
        # sample_outcome adds them (the book's dice_pick reads them: the same pick).
        running: list[float] = []
        total = 0.0
        for _, chance in self.dice_chances:
            total += chance
            running.append(total)
        self.dice_running = running

    def _check_board(self) -> None:
        """What the rules need of a board (the board validator checks the rest)."""
        if self.n < 12 or self.kind[0] != K_GO or self.kind.count(K_GO) != 1:
            raise GameSetupError.of(BOARD_START, {})
        if self.kind.count(K_JAIL) != 1:
            raise GameSetupError.of(BOARD_JAIL, {})
        need = {K_STREET: 6, K_STATION: 4, K_UTILITY: 2}
        for i in self.properties:
            if self.price[i] <= 0 or len(self.rents[i]) != need[self.kind[i]]:
                raise GameSetupError.of(PROPERTY_RENTS, {"space": self.ids[i], "rents": need[self.kind[i]]})
            if self.kind[i] == K_STREET and (self.group[i] < 0 or self.house_price[i] <= 0):
                raise GameSetupError.of(STREET_GROUP, {"space": self.ids[i]})

    def _plays(self, card: TradCard) -> bool:
        """Whether ``card`` can be followed on this board. A card that goes to a space the
        board does not have (the fourteenth street of a board with twelve, the nearest
        station of a board without one) is left out of its deck for this game."""
        if card.target is None:
            return True
        found = self.kind.count(_TARGET_KIND[card.target.kind])
        if card.effect == "nearest":
            return found > 0
        return -found <= card.target.nth < found

    def _target(self, card: TradCard) -> int:
        """The space an ``advance`` card goes to (-1: the card has no fixed target)."""
        if card.target is None or card.effect != "advance":
            return -1
        kind = _TARGET_KIND[card.target.kind]
        return [i for i in range(self.n) if self.kind[i] == kind][card.target.nth]

    def deck_cards(self, deck: str) -> tuple[int, ...]:
        """The indices (into ``cards``) of the cards of ``deck``, in file order."""
        return self.deck_indices.get(deck, ())  # worked out once (the shuffle asks at every card)
