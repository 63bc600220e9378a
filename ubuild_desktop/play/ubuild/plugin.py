"""U-Build's plug-in of the play view (:data:`PLAY`, a
:class:`~ubuild_desktop.play.plugin.PlayView` that the rule set names: ``RuleSet.play_view``):
the track's play board (:mod:`.board`), a district's card (:mod:`.card`), the turn panel's
model (:mod:`.turn_model`) and its own sections (:mod:`.turn_sections`: blocks, sites,
free blocks), its words (:mod:`.words`): the game's title, the spaces, the districts'
translated names, the colour groups' colours and letters, the players' holdings by colour
group, the tally and why a game ended.

The shared play view (``play/``) never imports this package: it asks the registry for the
plug-in. No Qt widget is imported at module level: the board and card classes are imported
when a window asks for them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from ubuild_desktop.core.engine.ubuild.actions import Action
from ubuild_desktop.core.engine.ubuild.state import Standing

from ..plugin import HeldGroup, Holding, PickWords


class PlayRules:
    """U-Build's parts of the play view (see the module docstring)."""

    name = "ubuild"
    keeps_cards = False  # U-Build's Chance cards are never kept

    @property
    def words(self) -> Any:
        """How the view names districts, blocks and the track (:class:`.words.UBuildWords`)."""
        from .words import WORDS

        return WORDS

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
        from .card import DistrictCard

        return DistrictCard(parent)

    def board_keys(self, view: Any, board: Any, parent: Any) -> Any:
        """The board from the keyboard: the key ring over its spaces or sites (either board)."""
        from ..board import BoardKeys

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

    def pick_words(self, state: Any, part: Any) -> PickWords:
        """What the pick box says while one of its sites is picked (:func:`.words.pick_words`)."""
        from .words import pick_words

        return pick_words(state, part)

    def turn_sections(self, controller: Any, parent: Any) -> list[Any]:
        """U-Build's own sections of the turn panel: sites, free blocks, blocks."""
        from .turn_sections import BlocksBox, FreeBlocksBox, SitesButtons

        return [SitesButtons(controller, parent), FreeBlocksBox(controller, parent), BlocksBox(controller, parent)]

    def rules_in_force(self, game: Any) -> list[str]:
        """The rules of ``game``'s preset, one sentence each (shown before starting)."""
        from .words import rules_in_force

        return rules_in_force(game)

    # ------------------------------------------------------------------ names

    def title(self, game: Any) -> str:
        """The game's name in an untitled window: the track's, else the preset's."""
        from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
        from ubuild_desktop.words import track_name

        from .words import rules_name

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
        from ..game_words import PlaceNames

        return PlaceNames(tuple(self.space_name(game, i) for i in range(self.space_count(game))))

    def end_reason(self, state: Any) -> str:
        from .words import ubuild_end_reason

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
        from . import words as ubuild_words

        game = state.game
        out = []
        for district_id in state.districts_of(p):
            info = game.district(district_id)
            out.append(Holding(district_id, self.property_name(state, district_id),
                               ubuild_words.group_colour(state, info.group), ubuild_words.group_letter(state, info.group),
                               state.mortgaged[info.index], state.rent_value(district_id),
                               state.residential[info.index] + state.industrial[info.index]))
        return out

    def holding_groups(self, state: Any, p: int) -> list[HeldGroup]:
        """``p``'s properties by colour group, the groups in the order of their first
        district on the track."""
        from ubuild_desktop.core.cards import load_districts
        from ubuild_desktop.core.pieces import BuildingKind
        from ubuild_desktop.words import group_name

        from . import words as ubuild_words

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
            out.append(HeldGroup("street", group_name(group.name), ubuild_words.group_colour(state, g),
                                 ubuild_words.group_letter(state, g), tuple(held), size))
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


PLAY = PlayRules()
