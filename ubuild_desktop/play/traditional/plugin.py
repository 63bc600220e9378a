"""The traditional game's plug-in of the play view (:data:`PLAY`, a
:class:`~ubuild_desktop.play.plugin.PlayView` that the rule set names: ``RuleSet.play_view``):
the square board and its items (:mod:`.board`), a space's card (:mod:`.card`), the turn
panel's model (:mod:`.turn_model`) and its own sections (:mod:`.turn_sections`: the Income
Tax, houses and hotels), its words (:mod:`.words`): names from the board file, the
players' holdings by colour group, stations and utilities, the tally and why a game ended.

The shared play view (``play/``) never imports this package: it asks the registry for the
plug-in. No Qt widget is imported at module level: the board and card classes are imported
when a window asks for them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from ubuild_desktop.core.engine.kernel.actions import Action
from ubuild_desktop.core.engine.kernel.records import Standing
from ubuild_desktop.core.engine.traditional import game as trad_game
from ubuild_desktop.words import board_names_in_spanish

from ..plugin import NO_GROUP_COLOUR, HeldGroup, Holding, PickWords


class TraditionalPlayRules:
    """The traditional game's parts of the play view, on a square board."""

    name = trad_game.RULE_SET
    keeps_cards = True  # get-out-of-jail cards

    @property
    def words(self) -> Any:
        """How the view names houses and hotels (:class:`.words.TraditionalWords`)."""
        from .words import WORDS

        return WORDS

    def scene(self, game: Any, parent: Any) -> Any:
        from ubuild_desktop.board.square_scene import SquareBoardScene

        return SquareBoardScene(game.board, parent=parent)

    def prepare_view(self, view: Any) -> None:
        view.set_grid_visible(False)  # a square board: no hex lattice under it

    def board(self, scene: Any, state: Any, colours: list[str], parent: Any) -> Any:
        from .board import SquarePlayBoard

        return SquarePlayBoard(scene, state, colours, parent)

    def card(self, parent: Any) -> Any:
        from .card import SquareSpaceCard

        return SquareSpaceCard(parent)

    def board_keys(self, view: Any, board: Any, parent: Any) -> Any:
        """The board from the keyboard: the key ring over its spaces."""
        from ..board import BoardKeys

        return BoardKeys(view, board, parent)

    def space_point(self, board: Any, space: int) -> Any:
        return board.space_point(space)

    def middle(self, scene: Any) -> Any:
        """The square board's centre, inside the ring of spaces."""
        return scene.layout.centre

    def turn_model(self, state: Any, computers: Collection[int], **options: Any) -> Any:
        from .turn_model import trad_turn_model

        return trad_turn_model(state, computers, **options)

    def pick_words(self, state: Any, part: Any) -> PickWords:
        """What the pick box says while one of its sites is picked (:func:`.words.pick_words`)."""
        from .words import pick_words

        return pick_words(state, part)

    def deal_with_cards(self, proposer: int, partner: int, give: tuple[str, ...], take: tuple[str, ...],
                        give_cash: int, take_cash: int, give_cards: tuple[str, ...], take_cards: tuple[str, ...]) -> Action:
        """A deal in which get-out-of-jail cards change hands too (the deal sheet lists the
        cards a player keeps, ``keeps_cards``)."""
        from ubuild_desktop.core.engine.traditional.actions import TradeDeal

        return TradeDeal(proposer, partner, give, take, give_cash, take_cash, give_cards=give_cards, take_cards=take_cards)

    def options_box(self, parent: Any) -> Any:
        """The New game dialog's house rules (the last ones chosen, else the book's)."""
        from .house_rules_box import HouseRulesBox, remembered_house_rules

        box = HouseRulesBox(parent)
        box.set_rules(remembered_house_rules())
        return box

    def houses_dialog(self, controller: Any, seat: int, parent: Any) -> Any:
        """A player's houses and mortgages, from their card's "Houses…"."""
        from .houses_dialog import HousesDialog

        return HousesDialog(controller, seat, parent)

    def turn_sections(self, controller: Any, parent: Any) -> list[Any]:
        """The traditional game's own sections of the turn panel: the Income Tax, houses and hotels."""
        from .turn_sections import HousesBox, TaxBox

        return [TaxBox(controller, parent), HousesBox(controller, parent)]

    def title(self, game: Any) -> str:
        from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown

        return shown(game.board.shown_name(board_names_in_spanish()), TRACK_NAME_SHOWN)

    def space_name(self, game: Any, index: int) -> str:
        return str(game.board.spaces[index].shown_name(board_names_in_spanish()))

    def space_count(self, game: Any) -> int:
        return int(game.n)

    def place_names(self, game: Any) -> Any:
        """The board's own names of its spaces and properties (made safe to show)."""
        from .words import board_place_names

        return board_place_names(game)

    def end_reason(self, state: Any) -> str:
        from .words import trad_end_reason

        return trad_end_reason(state)

    def dice_count(self, game: Any) -> int:
        return 2

    def property_name(self, state: Any, property_id: str) -> str:
        game = state.game
        return self.space_name(game, game.ids.index(property_id))

    def property_space(self, state: Any, property_id: str) -> int:
        return int(state.game.ids.index(property_id))

    def property_card(self, state: Any, index: int) -> Any:
        from ..turn_model import PropertyCard

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
        from ubuild_desktop.core.engine.kernel.phases import Phase

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


PLAY = TraditionalPlayRules()
