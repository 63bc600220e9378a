"""U-Build's words in the play view: a district's card (its rents, and why it charges
what it charges now), the colour groups' colours and letters, the presets' names, the
rules in force, and why a game ended."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ubuild_desktop import words
from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine.kernel.sentences import Field
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import State
from ubuild_desktop.core.engine.ubuild.state import END_ACTION_LIMIT, END_ROUND_LIMIT
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import COUNTED, district_name, money

from ..game_words import places_text, word
from ..plugin import Holding, PickWords
from ..turn_model import PickSection
from .turn_model import PickKind
from ..view_words import ViewWords


def building_name(name: str) -> str:
    """A building's display name (named hazards and bonus buildings, or the kind), translated."""
    return word(Field.BUILDING, name)


def group_colour(state: State, group_index: int) -> str:
    return load_districts().group(state.game.groups[group_index].id).colour


def group_letter(state: State, group_index: int) -> str:
    return words.group_letter(load_districts().group(state.game.groups[group_index].id).marker.letter)


def rules_name(rules: str) -> str:
    """The translated name of a rule set or preset value ("starter", "classic", "pro", "custom")."""
    names = {"starter": QCoreApplication.translate("Play", "Starter"), "classic": QCoreApplication.translate("Play", "Classic"), "pro": QCoreApplication.translate("Play", "Pro"), "custom": QCoreApplication.translate("Play", "Custom")}
    return names.get(rules, rules.capitalize())


def rules_in_force(game: Any) -> list[str]:
    """The rules in force for ``game``'s preset, one sentence each (shown before starting)."""
    from ubuild_desktop.core.engine.ubuild import game as g

    stock = game.stock
    out = [
        QCoreApplication.translate("Play", "Rules: {rules} ({players} players allowed)").format(
            rules=rules_name(game.rules.value), players="{0}-{1}".format(*g.PLAYER_RANGE[game.rules])),
        QCoreApplication.translate("Play", "Starting cash: {cash} each").format(cash=money(game.starting_cash)),
        QCoreApplication.translate("Play", "Dice: {n}").format(n=game.dice_count) + (QCoreApplication.translate("Play", " (no doubles; a 6 gets you out of jail)") if game.dice_count == 1
                                                    else QCoreApplication.translate("Play", " (a double rolls again; the third double goes to jail)")),
        (QCoreApplication.translate("Play", "Passing GO pays {salary} (the stadium's owner: {stadium})") if stock.get(BuildingKind.STADIUM)
         else QCoreApplication.translate("Play", "Passing GO pays {salary}")).format(salary=money(g.SALARY), stadium=money(g.STADIUM_SALARY)),
        QCoreApplication.translate("Play", "Bridges: passing a raised bridge costs {toll}; landing on one draws a Chance card").format(
            toll=money(g.BRIDGE_TOLL)),
        QCoreApplication.translate("Play", "Jail fine: {fine}; out after three turns").format(fine=money(g.JAIL_FINE)),
        QCoreApplication.translate("Play", "Auctions: the lander bids first, from {min} in steps of {step}").format(
            min=money(g.MIN_BID), step=money(g.BID_STEP)),
        QCoreApplication.translate("Play", "Blocks: up to {turn} a turn on one district, {max} per district").format(
            turn=g.BLOCKS_PER_TURN, max=g.MAX_BLOCKS),
        QCoreApplication.translate("Play", "Paid hazard moves: {price} each, {n} a turn, to take a hazard off your own districts").format(price=money(g.HAZARD_MOVE_PRICE), n=g.PAID_HAZARD_MOVES_PER_TURN),
        QCoreApplication.translate("Play", "In the box: {items}").format(items=", ".join(
            count(n) for n, count in (
                (stock.get(BuildingKind.RESIDENTIAL, 0), COUNTED.residential_blocks),
                (stock.get(BuildingKind.INDUSTRIAL, 0), COUNTED.industrial_blocks),
                (stock.get(BuildingKind.HAZARD, 0), COUNTED.hazards), (stock.get(BuildingKind.BONUS, 0), COUNTED.bonus_buildings),
                (stock.get(BuildingKind.SKYSCRAPER, 0), COUNTED.skyscrapers),
                (stock.get(BuildingKind.STADIUM, 0), COUNTED.stadiums),
                (stock.get(BuildingKind.TOWER, 0), COUNTED.towers)) if n)),
    ]
    if game.dice_count == 1:
        out.append(QCoreApplication.translate("Play", "Starter: residential blocks only; Planning Permission only from Chance cards"))
    if game.roll_off:
        out.append(QCoreApplication.translate("Play", "Who starts: everyone rolls, the highest roller starts (ties roll again); "
                                              "play continues in seat order"))
    out.append(QCoreApplication.translate("Play", "The game ends when the first player goes bankrupt; the richest player wins"))
    if game.fair_start:
        out.append(QCoreApplication.translate("Play", "House rule: Fair start, once the roll-off has chosen the first player "
                                              "the bank pays {places}").format(places=places_text(
                       game.fair_start, money,
                       tuple(district_name(game.tables.district_name[d]) if d >= 0 else "" for d in game.fair_gifts))))
    if game.round_limit is None:
        out.append(QCoreApplication.translate("Play", "No round limit: play until someone goes bankrupt"))
    else:
        out.append(QCoreApplication.translate("Play", "House rule: after {rounds} without a bankruptcy the game ends and the richest "
                      "player wins").format(rounds=COUNTED.rounds(game.round_limit)))
    return out


def pick_words(state: State, part: PickSection) -> PickWords:
    """What the pick box says while a site is picked for U-Build's ``part.mode``: the bonus
    building, the hazard, the hazard to move and where it goes, a special building (with
    its price; the district it goes next to is the box's choice)."""
    mode = part.mode
    keys = (QCoreApplication.translate("PickBox", "Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.")
            if part.cancellable else QCoreApplication.translate("PickBox", "Keys: arrows or Tab go from site to site, Enter picks."))
    if mode.kind is PickKind.BONUS:
        return PickWords(QCoreApplication.translate("PickBox", "Bonus building"),
                         QCoreApplication.translate("PickBox", "Click a highlighted site next to one of your districts."), keys)
    if mode.kind is PickKind.HAZARD:
        return PickWords(QCoreApplication.translate("PickBox", "Hazard"),
                         QCoreApplication.translate("PickBox", "Click a highlighted site next to another player's district."), keys)
    if mode.kind is PickKind.MOVE_SOURCE:
        return PickWords(QCoreApplication.translate("PickBox", "Move a hazard"),
                         QCoreApplication.translate("PickBox", "Click the hazard to move."), keys)
    if mode.kind is PickKind.MOVE_TARGET:
        return PickWords(QCoreApplication.translate("PickBox", "Move a hazard"),
                         QCoreApplication.translate("PickBox", "Click where it goes (one site)."), keys)
    assert mode.kind is PickKind.SPECIAL and mode.special is not None
    return PickWords(building_name(mode.special.value).capitalize(),
                     QCoreApplication.translate("PickBox", "Costs {price}. Click a highlighted site next to the district.").format(
                         price=money(part.price)), keys)


def ubuild_end_reason(state: State) -> str:
    """Why a U-Build game ended: the first bankruptcy, or a limit and the tally."""
    if state.end_reason == END_ROUND_LIMIT:
        return escape(QCoreApplication.translate("Play", "The round limit is reached ({rounds}) and nobody went bankrupt, so the game is over. "
                      "Everyone counts cash plus the rent values of their unmortgaged districts.").format(
                          rounds=COUNTED.rounds(state.rounds)))
    if state.end_reason == END_ACTION_LIMIT:
        return escape(QCoreApplication.translate("Play", "The game reached {actions}, the most a game file holds, and nobody went bankrupt, so the game is over. "
                      "Everyone counts cash plus the rent values of their unmortgaged districts.").format(
                          actions=COUNTED.actions(len(state.history))))
    if state.bankrupt >= 0:
        return escape(QCoreApplication.translate("Play", "{name} went bankrupt, so the game is over. Everyone else counts cash plus the rent values "
                      "of their unmortgaged districts.").format(name=shown(state.game.players[state.bankrupt])))
    return ""


class UBuildCounted(QObject):
    """U-Build's counted phrases of the view, with Qt's plural forms (see ``view_words.ViewCounted``)."""

    def districts(self, n: int) -> str:
        return self.tr("%n district(s)", "", n)


UBUILD_COUNTED = UBuildCounted()


class UBuildWords(ViewWords):
    """U-Build's districts with blocks and special buildings, on a track."""

    def property_count(self, n: int) -> str:
        return UBUILD_COUNTED.districts(n)

    def buildings(self, holding: Holding) -> str:
        residential, industrial = holding.blocks
        parts = [COUNTED.residential(residential)] if residential else []
        if industrial:
            parts.append(COUNTED.industrial(industrial))
        parts.extend(building_name(kind) for kind in holding.specials)
        return ", ".join(parts) if parts else "—"

    def raise_money(self, raisable: str) -> str:
        return QCoreApplication.translate("TurnPanel", "Mortgage districts below or sell some in a deal; mortgages could raise "
                                          "{raisable} more.").format(raisable=raisable)

    def bankruptcy(self, state: Any, creditor: str) -> str:
        # GAME_MODEL.md: the first bankruptcy ends the game; the creditor player takes the
        # cash and the unmortgaged districts (``ubuild/book.py``'s heir), the bank the rest.
        if creditor:
            return QCoreApplication.translate("TurnPanel", "Declaring bankruptcy ends the game: your cash and your unmortgaged "
                                              "districts go to {creditor}, your mortgaged ones to the bank.").format(creditor=creditor)
        return QCoreApplication.translate("TurnPanel", "Declaring bankruptcy ends the game: your cash and your districts go to "
                                          "the bank.")

    def holdings_heading(self) -> str:
        return QCoreApplication.translate("RankingPage", "Districts (rent values)")

    def open_in_editor(self) -> str:
        return QCoreApplication.translate("NewGameDialog", "The track open in the editor")

    def builtin_board(self, board: Any) -> str:
        return QCoreApplication.translate("NewGameDialog", "{name} (built-in)").format(name=words.track_name(board.name))

    def tour_board(self) -> str:
        return QCoreApplication.translate(
            "Tour",
            "The track, with everyone's mover. Point at a district to see its card: its price, its rents and "
            "its owner. When you build, the sites you may pick light up beside the track.<br><br>"
            "<b>Ctrl+B</b> takes the keyboard to the board: the arrow keys go from space to space.")


WORDS = UBuildWords()
