"""The play view's plug-ins of the two built-in rule sets: :data:`UBUILD_PLAY` (U-Build on
a track) and :data:`TRADITIONAL_PLAY` (the traditional game on a square board), each a
:class:`~.plugin.PlayView` that its rule set names (``RuleSet.play_view``) and that
:func:`.plugin.rules_for` finds. Neither inherits from the other: each says every part
its game's view has.

What each gives (see :class:`~.plugin.PlayView`):

- the board: the scene that draws it, the play view's items on it (``PlayBoard`` on a
  track, ``SquarePlayBoard`` on a square board), the board's keys and the card a hovered
  property shows;
- the turn panel's model (``turn_model.turn_model`` or ``turn_model_trad.trad_turn_model``);
- names: the game's title, the spaces, the properties (a district's translated name, or
  the square board's own name in English or Spanish), the colour groups' colours and
  letters, why the game ended;
- the players' holdings (properties, mortgages, buildings, get-out-of-jail cards; by
  colour group for a player's holdings view), the final tally, the property a decision is about.

(The engine's parts, a new state, take back, files and computer players, are the rule
set's own: ``core.engine.registry``.) No Qt widget is imported at module level: the
board and card classes are imported when a window asks for them.
(Next step, not yet done: each plug-in with its board, card, words and turn-panel
sections in a package of its own, ``play/ubuild/`` and ``play/traditional/``.)
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from ubuild_desktop.core.engine.ubuild.actions import Action
from ubuild_desktop.core.engine.ubuild.state import Standing
from ubuild_desktop.core.engine.traditional import game as trad_game
from ubuild_desktop.words import board_names_in_spanish

from .plugin import NO_GROUP_COLOUR, HeldGroup, Holding, game_from_document, rules_for  # noqa: F401  (their old home)


class PlayRules:
    """U-Build's parts of the play view (see the module docstring)."""

    name = "ubuild"
    properties_are_streets = False  # districts with blocks
    keeps_cards = False  # U-Build's Chance cards are never kept

    # ------------------------------------------------------------------ the board

    def scene(self, game: Any, parent: Any) -> Any:
        from ubuild_desktop.board import BoardScene

        scene = BoardScene(game.track, parent=parent)
        scene.set_sites_visible(True)  # where buildings can go is part of the game
        return scene

    def prepare_view(self, view: Any) -> None:
        """Ready a view of the scene (the play view's board, the ranking's final board)."""

    def board(self, scene: Any, state: Any, colours: list[str], parent: Any) -> Any:
        from .board import PlayBoard

        return PlayBoard(scene, state, colours, parent)

    def card(self, parent: Any) -> Any:
        """The widget that shows a property's card (hovered, or the decision's)."""
        from .widgets import DistrictCard

        return DistrictCard(parent)

    def board_keys(self, view: Any, board: Any, parent: Any) -> Any:
        """The board from the keyboard: the key ring over its spaces or sites (either board)."""
        from .board import BoardKeys

        return BoardKeys(view, board, parent)

    def space_point(self, board: Any, space: int) -> Any:
        """The centre of space ``space`` on the board, in scene coordinates."""
        from ubuild_desktop.board import cell_center

        return cell_center(board.space_cells[space])

    def middle(self, scene: Any) -> Any:
        """The middle of the board, in scene units, where a drawn card and a computer's turn
        are told: inside the track's outer row of hexes (a loop's inside)."""
        from ubuild_desktop.board import HEX_SIZE

        rect = scene.board_rect()
        inner = rect.adjusted(2 * HEX_SIZE, 2 * HEX_SIZE, -2 * HEX_SIZE, -2 * HEX_SIZE)
        return inner if inner.isValid() and not inner.isEmpty() else rect

    # ------------------------------------------------------------------ the turn panel

    def turn_model(self, state: Any, computers: Collection[int], **options: Any) -> Any:
        from .turn_model import turn_model

        return turn_model(state, computers, **options)

    # ------------------------------------------------------------------ names

    def title(self, game: Any) -> str:
        """The game's name in an untitled window: the track's, else the preset's."""
        from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
        from ubuild_desktop.words import track_name

        from .game_words import rules_name

        return shown(track_name(game.track.name), TRACK_NAME_SHOWN) if game.track.name else rules_name(game.rules.value)

    def space_name(self, game: Any, index: int) -> str:
        from ubuild_desktop.board.track_words import space_kind_name
        from ubuild_desktop.words import district_name

        if game.space_district[index] >= 0:
            return district_name(str(game.space_names[index]))
        return space_kind_name(game.space_kinds[index])

    def space_count(self, game: Any) -> int:
        return len(game.space_names)

    def place_names(self, game: Any) -> Any:
        """The names the play view gives the spaces (a district's card name, translated)."""
        from .game_words import PlaceNames

        return PlaceNames(tuple(self.space_name(game, i) for i in range(self.space_count(game))))

    def end_reason(self, state: Any) -> str:
        from .game_words import ubuild_end_reason

        return ubuild_end_reason(state)

    def dice_count(self, game: Any) -> int:
        """How many dice the game rolls (U-Build's Starter: one)."""
        return int(game.dice_count)

    def property_name(self, state: Any, property_id: str) -> str:
        from ubuild_desktop.words import district_name

        return district_name(state.game.district(property_id).card.name)

    def property_space(self, state: Any, property_id: str) -> int:
        return int(state.game.district(property_id).space)

    def property_card(self, state: Any, index: int) -> Any:
        """The card the turn panel names property ``index`` by."""
        return state.game.districts[index].card

    # ------------------------------------------------------------------ players

    def holdings(self, state: Any, p: int) -> list[Holding]:
        from . import game_words

        game = state.game
        out = []
        for district_id in state.districts_of(p):
            info = game.district(district_id)
            out.append(Holding(district_id, self.property_name(state, district_id),
                               game_words.group_colour(state, info.group), game_words.group_letter(state, info.group),
                               state.mortgaged[info.index], state.rent_value(district_id),
                               state.residential[info.index] + state.industrial[info.index]))
        return out

    def holding_groups(self, state: Any, p: int) -> list[HeldGroup]:
        """``p``'s properties by colour group, the groups in the order of their first
        district on the track."""
        from ubuild_desktop.core.cards import load_districts
        from ubuild_desktop.core.pieces import BuildingKind
        from ubuild_desktop.words import group_name

        from . import game_words

        game = state.game
        attached: dict[int, list[str]] = {}
        for building in state.buildings.values():
            if building.district >= 0 and building.kind in (BuildingKind.SKYSCRAPER, BuildingKind.STADIUM, BuildingKind.TOWER):
                attached.setdefault(building.district, []).append(str(building.kind.value))
        by_group: dict[int, list[Holding]] = {}
        for holding in self.holdings(state, p):
            info = game.district(holding.id)
            d = info.index
            by_group.setdefault(info.group, []).append(holding._replace(
                blocks=(state.residential[d], state.industrial[d]), specials=tuple(attached.get(d, ()))))
        out = []
        for g, held in by_group.items():
            group = load_districts().group(game.groups[g].id)
            size = sum(1 for district in game.districts if district.group == g)
            out.append(HeldGroup("street", group_name(group.name), game_words.group_colour(state, g),
                                 game_words.group_letter(state, g), tuple(held), size))
        return out

    def last_dice(self, state: Any) -> tuple[int, ...]:
        """The dice of the game's latest roll (empty before the first)."""
        return tuple(state.last_dice)

    def rolls(self, state: Any) -> int:
        """How many times the dice were rolled for a move (the roll-off aside)."""
        return int(state.rolls)

    def jail_cards(self, state: Any, p: int) -> tuple[str, ...]:
        """The get-out-of-jail cards ``p`` holds (card ids): none in U-Build."""
        return ()

    def is_out(self, state: Any, p: int) -> bool:
        """Whether ``p`` went bankrupt (U-Build: the game ends with the first)."""
        return bool(state.bankrupt == p)

    def tally(self, state: Any) -> list[Standing]:
        return list(state.tally())

    def decision_property(self, state: Any, is_computer: Callable[[int], bool]) -> str | None:
        """The property a player at the screen decides about now: the one they may buy, or
        the one at auction while someone at the screen still bids."""
        from ubuild_desktop.core.engine.ubuild.state import Phase

        if state.phase == Phase.BUY and state.pending_district >= 0 and not is_computer(state.turn):
            return str(state.game.districts[state.pending_district].card.id)
        if state.phase == Phase.AUCTION and state.auction is not None and not all(
                is_computer(p) for p in state.auction.bidders):
            return str(state.game.districts[state.auction.district].card.id)
        return None

    def raisable(self, state: Any, p: int) -> int:
        """What ``p`` could raise beyond their cash (mortgages, and the traditional game's buildings)."""
        return int(state.most_raisable(p)) - int(state.cash[p])

    def can_propose(self, state: Any, p: int) -> bool:
        return bool(state.can_propose_deal(p)) and bool(state.deal_partners(p))

    def house_actions(self, state: Any, p: int) -> list[Action]:
        """What player ``p`` may do now with houses and mortgages from their card's
        "Houses…" (the traditional game's; U-Build's blocks are built in the turn panel)."""
        return []

class TraditionalPlayRules:
    """The traditional game's parts of the play view, on a square board."""

    name = trad_game.RULE_SET
    properties_are_streets = True  # streets with houses and hotels, stations, utilities
    keeps_cards = True  # get-out-of-jail cards

    def scene(self, game: Any, parent: Any) -> Any:
        from ubuild_desktop.board.square_scene import SquareBoardScene

        return SquareBoardScene(game.board, parent=parent)

    def prepare_view(self, view: Any) -> None:
        view.set_grid_visible(False)  # a square board: no hex lattice under it

    def board(self, scene: Any, state: Any, colours: list[str], parent: Any) -> Any:
        from .square_board import SquarePlayBoard

        return SquarePlayBoard(scene, state, colours, parent)

    def card(self, parent: Any) -> Any:
        from .square_card import SquareSpaceCard

        return SquareSpaceCard(parent)

    def board_keys(self, view: Any, board: Any, parent: Any) -> Any:
        """The board from the keyboard: the key ring over its spaces."""
        from .board import BoardKeys

        return BoardKeys(view, board, parent)

    def space_point(self, board: Any, space: int) -> Any:
        return board.space_point(space)

    def middle(self, scene: Any) -> Any:
        """The square board's centre, inside the ring of spaces."""
        return scene.layout.centre

    def turn_model(self, state: Any, computers: Collection[int], **options: Any) -> Any:
        from .turn_model_trad import trad_turn_model

        return trad_turn_model(state, computers, **options)

    def title(self, game: Any) -> str:
        from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown

        return shown(game.board.shown_name(board_names_in_spanish()), TRACK_NAME_SHOWN)

    def space_name(self, game: Any, index: int) -> str:
        return str(game.board.spaces[index].shown_name(board_names_in_spanish()))

    def space_count(self, game: Any) -> int:
        return int(game.n)

    def place_names(self, game: Any) -> Any:
        """The board's own names of its spaces and properties (made safe to show)."""
        from .game_words import board_place_names

        return board_place_names(game)

    def end_reason(self, state: Any) -> str:
        from .game_words import trad_end_reason

        return trad_end_reason(state)

    def dice_count(self, game: Any) -> int:
        return 2

    def property_name(self, state: Any, property_id: str) -> str:
        game = state.game
        return self.space_name(game, game.ids.index(property_id))

    def property_space(self, state: Any, property_id: str) -> int:
        return int(state.game.ids.index(property_id))

    def property_card(self, state: Any, index: int) -> Any:
        from .turn_model import PropertyCard

        game = state.game
        return PropertyCard(game.ids[index], game.names[index], game.price[index])

    def group_colour(self, game: Any, index: int) -> tuple[str, str]:
        """A property's colour and letter: its group's (a station or utility: grey, its kind's initial)."""
        board = game.board
        space = board.spaces[index]
        group = board.group(space.group)
        spanish = board_names_in_spanish()
        if group is None:
            return NO_GROUP_COLOUR, ""
        return group.colour, group.shown_marker(spanish)

    def holdings(self, state: Any, p: int) -> list[Holding]:
        from ubuild_desktop.core.engine.traditional.game import K_STREET
        from ubuild_desktop.core.engine.traditional.money import rent

        game = state.game
        out = []
        for i in game.properties:
            if state.owner[i] != p:
                continue
            colour, letter = self.group_colour(game, i)
            street = game.kind[i] == K_STREET
            now = None if i in game.utilities else rent(state, i, 0)  # a utility's rent is the dice times 4 or 10
            out.append(Holding(game.ids[i], self.space_name(game, i), colour, letter, state.mortgaged[i],
                               0 if state.mortgaged[i] else now, state.buildings[i] if street else 0))
        return out

    def holding_groups(self, state: Any, p: int) -> list[HeldGroup]:
        """``p``'s streets by colour group, then stations, then utilities, each in board order."""
        game = state.game
        spanish = board_names_in_spanish()
        held = {holding.id: holding for holding in self.holdings(state, p)}
        out = []
        for g, streets in enumerate(game.group_streets):
            mine = tuple(held[game.ids[i]] for i in streets if game.ids[i] in held)
            if mine:
                group = game.board.group(game.board.spaces[streets[0]].group)
                out.append(HeldGroup("street", group.shown_name(spanish), group.colour, group.shown_marker(spanish),
                                     mine, len(streets)))
        for kind, members in (("station", game.stations), ("utility", game.utilities)):
            mine = tuple(held[game.ids[i]] for i in members if game.ids[i] in held)
            if mine:
                out.append(HeldGroup(kind, "", NO_GROUP_COLOUR, "", mine, len(members)))
        return out

    def last_dice(self, state: Any) -> tuple[int, ...]:
        """Read from the latest roll's event (the traditional state keeps only the total)."""
        from ubuild_desktop.core.engine.kernel.event_kinds import EventKind

        for event in reversed(state.events):
            if event.kind == EventKind.ROLLED or event.kind == EventKind.ROLL_OFF_ROLLED:
                return tuple(event.get("dice"))
        return ()

    def rolls(self, state: Any) -> int:
        from ubuild_desktop.core.engine.kernel.event_kinds import EventKind

        return sum(1 for event in state.events if event.kind == EventKind.ROLLED)

    def jail_cards(self, state: Any, p: int) -> tuple[str, ...]:
        game = state.game
        return tuple(game.card_ids[c] for c, holder in sorted(state.card_holder.items()) if holder == p)

    def is_out(self, state: Any, p: int) -> bool:
        return bool(state.out[p])

    def tally(self, state: Any) -> list[Standing]:
        from ubuild_desktop.core.engine.traditional.ending import standings

        return standings(state)

    def decision_property(self, state: Any, is_computer: Callable[[int], bool]) -> str | None:
        from ubuild_desktop.core.engine.ubuild.state import Phase

        if state.phase == Phase.BUY and state.pending >= 0 and not is_computer(state.turn):
            return str(state.game.ids[state.pending])
        if state.phase == Phase.AUCTION and state.auction is not None and not all(
                is_computer(p) for p in state.auction.bidders):
            return str(state.game.ids[state.auction.district])
        return None

    def raisable(self, state: Any, p: int) -> int:
        return int(state.book.raisable(state, p)) - int(state.cash[p])

    def can_propose(self, state: Any, p: int) -> bool:
        if state.out[p] or state.book.proposer_reason(state, p) is not None or not state.book.deals_open(state):
            return False
        return any(q != p and not state.out[q] for q in range(len(state.out)))

    def house_actions(self, state: Any, p: int) -> list[Action]:
        """The player to act's builds, sales and mortgages; between turns, every other
        player's (actions that name them)."""
        from ubuild_desktop.core.engine.traditional.between_turns import HOUSE_KINDS, actions_of

        return [a for a in actions_of(state, p) if isinstance(a, HOUSE_KINDS)]

UBUILD_PLAY = PlayRules()
TRADITIONAL_PLAY = TraditionalPlayRules()
