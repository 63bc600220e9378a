"""The traditional game's words in the play view: the board file's names of its spaces
and properties, and why a game ended."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from ubuild_desktop.core.engine.kernel.phases import END_ACTION_LIMIT, END_ROUND_LIMIT
from ubuild_desktop.core.limits import MAX_SPACE_NAME_LENGTH
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import COUNTED, board_names_in_spanish

from ..game_words import PlaceNames
from ..plugin import Holding, PickWords, rules_for
from ..turn_model import PickSection
from .turn_model import PickKind
from ..view_words import ViewWords
from .card import COUNTED as COUNTED_HOUSES


def board_place_names(game: Any) -> PlaceNames:
    """The :class:`PlaceNames` of a game on a board file (the traditional game's): its
    spaces' names as the user typed them, made safe to show, and each property's name."""
    rules = rules_for(game)
    spaces = tuple(shown(rules.space_name(game, i), MAX_SPACE_NAME_LENGTH) for i in range(rules.space_count(game)))
    properties: dict[str, str] = {}
    for i in (*game.properties, *range(len(spaces))):  # a property's name first
        properties.setdefault(game.names[i], spaces[i])
    return PlaceNames(spaces, properties)


def trad_end_reason(state: Any) -> str:
    """Why a traditional game ended: the last player standing, or a limit and the tally."""
    tally = QCoreApplication.translate("Play", "Everyone counts their cash, properties and buildings.")
    if state.end_reason == END_ROUND_LIMIT:
        return escape(QCoreApplication.translate("Play", "The round limit is reached ({rounds}), so the game is over.").format(
            rounds=COUNTED.rounds(state.rounds)) + " " + tally)
    if state.end_reason == END_ACTION_LIMIT:
        return escape(QCoreApplication.translate("Play", "The game reached {actions}, the most a game file holds, so the game is over.").format(
            actions=COUNTED.actions(len(state.history))) + " " + tally)
    alive = [p for p in range(len(state.out)) if not state.out[p]]
    if len(alive) == 1:
        return escape(QCoreApplication.translate("Play", "Everyone else went bankrupt: {name} is the last player standing.").format(
            name=shown(state.game.players[alive[0]])))
    return ""


def pick_words(state: Any, part: PickSection) -> PickWords:
    """What the pick box says while a street is picked for the traditional game's
    ``part.mode``: a house or hotel to build, a building to sell, a group's buildings to sell."""
    kind = part.mode.kind
    keys = QCoreApplication.translate("PickBox", "Keys: arrows or Tab go from street to street, Enter picks, Esc cancels.")
    if kind is PickKind.BUILD_HOUSE:
        return PickWords(QCoreApplication.translate("PickBox", "Build a house or hotel"), QCoreApplication.translate(
            "PickBox", "Click a highlighted street: a house goes there (a hotel on four houses)."), keys)
    if kind is PickKind.SELL_BUILDING:
        return PickWords(QCoreApplication.translate("PickBox", "Sell a building"), QCoreApplication.translate(
            "PickBox", "Click a highlighted street: one of its buildings goes back to the bank at half price."), keys)
    assert kind is PickKind.SELL_GROUP
    return PickWords(QCoreApplication.translate("PickBox", "Sell a group's buildings"), QCoreApplication.translate(
        "PickBox", "Click a highlighted street: every building of its colour group goes back to the bank at half price."), keys)


class TraditionalWords(ViewWords):
    """The traditional game's properties with houses and hotels, on a square board."""

    def buildings(self, holding: Holding) -> str:
        if holding.buildings >= 5:
            return QCoreApplication.translate("PlayerCard", "a hotel")
        return COUNTED_HOUSES.houses(holding.buildings) if holding.buildings else "—"

    def building_tip(self, holding: Holding) -> str:
        if not holding.buildings:
            return ""
        return (QCoreApplication.translate("PlayerCard", "a hotel") if holding.buildings == 5
                else COUNTED_HOUSES.houses(holding.buildings))

    def builtin_board(self, board: Any) -> str:
        return QCoreApplication.translate("NewGameDialog", "{name} (built-in square board)").format(
            name=board.shown_name(board_names_in_spanish()))


    def raise_money(self, raisable: str) -> str:
        return QCoreApplication.translate("TurnPanel", "Sell houses (Houses… on your card), mortgage properties below or sell some in a deal; "
                                          "mortgages could raise {raisable} more.").format(raisable=raisable)

    def bankruptcy(self, state: Any, creditor: str) -> str:
        # 001: a creditor player takes everything (and pays the 10% on what is mortgaged);
        # owed to the bank, its properties are auctioned (``traditional/mortgages.py``).
        if creditor:
            return QCoreApplication.translate(
                "TurnPanel", "Declaring bankruptcy puts you out of the game: your houses and hotels go back to the bank at "
                "half price, then your cash, your title deeds and your get-out-of-jail cards go to {creditor}, who pays "
                "the bank 10% on each mortgaged one.").format(creditor=creditor)
        if state.game.house_rules.auctions:
            return QCoreApplication.translate(
                "TurnPanel", "Declaring bankruptcy puts you out of the game: your houses and hotels go back to the bank at "
                "half price, your cash to the bank, and the bank auctions each of your title deeds.")
        return QCoreApplication.translate(
            "TurnPanel", "Declaring bankruptcy puts you out of the game: your buildings, your cash and your title deeds go "
            "back to the bank.")


WORDS = TraditionalWords()
