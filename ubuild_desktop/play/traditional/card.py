"""The card of a square-board space (the traditional game).

:class:`SquareSpaceCard` is :class:`~.widgets.DistrictCard`'s counterpart for a
traditional game: the same widget surface (``show_district(state, space_id, seats)``,
``district_id``), so the play window shows whichever its rule set's parts give
(``plugin.rules_for(state).card``). It draws only from the state and the board (no
rule here beyond reading :mod:`~ubuild_desktop.core.engine.traditional.money`'s rent and mortgage values):

- a street: name on its group's colour band (with the group's name and letter), price,
  the rent bare, with the whole group, with 1-4 houses and with a hotel (the row that
  applies now in bold), the house price, the mortgage value, the owner and the buildings;
- a station: the rent by how many stations the owner holds; a utility: the dice
  multipliers; both with price, mortgage value and owner;
- a tax, a card space, and the corners (GO's salary, who is in jail and who is just
  visiting, the Free Parking pot, Go to Jail).

Space names are the board's own data in both languages (``name``/``name_es``), shown in
the translation's language and made safe with ``usertext.shown`` (a board file is user
text); amounts are written in the rule set's money (``words.money_for``).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.engine.traditional.game import (
    K_CHANCE,
    K_CHEST,
    K_FREE_PARKING,
    K_GO,
    K_GO_TO_JAIL,
    K_JAIL,
    K_STATION,
    K_STREET,
    K_TAX,
    K_UTILITY,
)
from ubuild_desktop.core.engine.traditional.money import doubles, held_rent, mortgage_value
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import board_names_in_spanish, money_for

from .. import game_words
from ..seats import Seat
from ..widgets import fit_card, readable_html

NOBODY = "#868e96"  # the bank's swatch: a grey that still shows on the card (3:1)
PLAIN_BAND = "#495057"  # a station's, a utility's or a corner's header


class SquareCounted(QObject):
    """The square board's counted phrases (lupdate sees numerus forms only in ``self.tr``)."""

    def houses(self, n: int) -> str:
        return self.tr("%n house(s)", "", n)

    def with_houses(self, n: int) -> str:
        return self.tr("With %n house(s)", "", n)

    def with_stations(self, n: int) -> str:
        return self.tr("With %n station(s)", "", n)

    def with_utilities(self, n: int) -> str:
        return self.tr("With %n utility(ies)", "", n)


COUNTED = SquareCounted()


def _row(label: str, value: str, now: bool = False) -> str:
    mark = " style='font-weight:bold;background:#fff3bf'" if now else ""
    return f"<tr{mark}><td>{escape(label)}</td><td align='right'>{value}</td></tr>"


def square_card_html(state: TradState, space_id: str, owner_colour: str | None = None) -> str:
    """The card of the space ``space_id`` as rich text, as it stands in ``state``."""
    game = state.game
    board = game.board
    i = game.ids.index(space_id)
    space = board.spaces[i]
    spanish = board_names_in_spanish()
    money = money_for(state.book)
    name = escape(shown(space.shown_name(spanish)))
    kind = game.kind[i]
    colour = PLAIN_BAND
    subtitle = ""
    if kind == K_STREET:
        group = board.group(space.group)
        if group is not None:
            colour = group.colour
            subtitle = f" &nbsp;<small>[{escape(shown(group.shown_name(spanish)))} · " \
                       f"{escape(group.shown_marker(spanish))}]</small>"
    ink = game_words.ink_for(colour)
    rows: list[str] = []
    note = ""
    owner = state.owner[i] if i in game.properties else -1
    if i in game.properties:
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Price"), f"<b>{money(game.price[i])}</b>"))
        rents = game.rents[i]
        if kind == K_STREET:
            built = state.buildings[i]
            whole = owner >= 0 and doubles(state, owner, game.group[i])
            live = owner >= 0 and not state.mortgaged[i]
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Rent"), money(rents[0]), live and built == 0 and not whole))
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "With the whole group"), money(2 * rents[0]), live and built == 0 and whole))
            for n in range(1, 5):
                rows.append(_row(COUNTED.with_houses(n), money(rents[n]), live and built == n))
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "With a hotel"), money(rents[5]), live and built == 5))
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "House price"), money(game.house_price[i])))
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Hotel price"), QCoreApplication.translate("SquareSpaceCard", "{price} and 4 houses").format(price=money(game.house_price[i]))))
        elif kind == K_STATION:
            held = sum(1 for s in game.stations if owner >= 0 and state.owner[s] == owner)
            live = owner >= 0 and not state.mortgaged[i]
            for n in range(1, max(len(rents), len(game.stations)) + 1):  # a board may have more than 4
                rows.append(_row(COUNTED.with_stations(n), money(held_rent(rents, n, True)), live and held == n))
        elif kind == K_UTILITY:
            held = sum(1 for s in game.utilities if owner >= 0 and state.owner[s] == owner)
            live = owner >= 0 and not state.mortgaged[i]
            for n in range(1, max(len(rents), len(game.utilities)) + 1):
                times = held_rent(rents, n, False)
                rows.append(_row(COUNTED.with_utilities(n), QCoreApplication.translate("SquareSpaceCard", "{times} x the dice").format(times=times),
                                 live and held == n))
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Mortgage value"), money(mortgage_value(state, i))))
        if owner >= 0:
            owner_text = escape(shown(game.players[owner]))
            if state.mortgaged[i]:
                owner_text += " " + escape(QCoreApplication.translate("SquareSpaceCard", "(mortgaged)"))
        else:
            owner_text = escape(QCoreApplication.translate("SquareSpaceCard", "Bank"))
        swatch = owner_colour if owner >= 0 and owner_colour else NOBODY
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Owner"), f"<span style='color:{swatch}'>&#9632;</span> {owner_text}"))
        if kind == K_STREET:
            built = state.buildings[i]
            built_text = QCoreApplication.translate("SquareSpaceCard", "A hotel") if built >= 5 else COUNTED.houses(built) if built else QCoreApplication.translate("SquareSpaceCard", "None")
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Buildings"), escape(built_text)))
    elif kind == K_TAX:
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Tax"), f"<b>{money(game.tax[i])}</b>"))
        if game.tax_percent[i]:  # 002's Income Tax
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Or"),
                             QCoreApplication.translate("SquareSpaceCard", "{percent}% of one's total worth").format(
                                 percent=game.tax_percent[i])))
            note = QCoreApplication.translate(
                "SquareSpaceCard", "Landing here pays the tax to the bank, or the share of one's total worth: "
                                   "the lander chooses before it is added up.")
        else:
            note = QCoreApplication.translate("SquareSpaceCard", "Landing here pays the tax to the bank.")
    elif kind == K_CHANCE:
        note = QCoreApplication.translate("SquareSpaceCard", "Landing here draws a Chance card.")
    elif kind == K_CHEST:
        note = QCoreApplication.translate("SquareSpaceCard", "Landing here draws a Community Chest card.")
    elif kind == K_GO:
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Salary"), f"<b>{money(game.salary)}</b>"))
        note = QCoreApplication.translate("SquareSpaceCard", "Passing or landing on GO pays the salary.")
    elif kind == K_JAIL:
        inside = [shown(game.players[p]) for p in range(len(game.players))
                  if not state.out[p] and state.in_jail[p]]
        visiting = [shown(game.players[p]) for p in range(len(game.players))
                    if not state.out[p] and not state.in_jail[p] and state.position[p] == i]
        none = QCoreApplication.translate("SquareSpaceCard", "nobody")
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "In jail"), escape(", ".join(inside) or none)))
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Just visiting"), escape(", ".join(visiting) or none)))
        rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Fine to leave"), money(game.jail_fine)))
    elif kind == K_FREE_PARKING:
        if game.house_rules.free_parking_pot:
            rows.append(_row(QCoreApplication.translate("SquareSpaceCard", "Pot"), f"<b>{money(state.pot)}</b>"))
            note = QCoreApplication.translate("SquareSpaceCard", "Landing here takes the pot of taxes and fines.")
        else:
            note = QCoreApplication.translate("SquareSpaceCard", "Nothing happens here.")
    elif kind == K_GO_TO_JAIL:
        note = QCoreApplication.translate("SquareSpaceCard", "Landing here goes straight to jail, without the salary.")
    table = f"<table width='100%' cellspacing='0' cellpadding='1'>{''.join(rows)}</table>" if rows else ""
    footer = f"<div style='margin-top:4px'><small>{escape(note)}</small></div>" if note else ""
    return (
        f"<div style='min-width:220px'>"
        f"<div style='background:{colour};color:{ink};padding:4px;font-weight:bold'>{name}{subtitle}</div>"
        f"{table}{footer}</div>"
    )


class SquareSpaceCard(QLabel):
    """A square-board space's card (see the module docstring), shaped as ``DistrictCard``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.district_id: str | None = None
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet(f"QLabel {{ background: #ffffff; color: {theme.PAPER_INK};"
                           " border: 1px solid #495057; border-radius: 8px; padding: 6px; }")  # a card, in either theme

    def show_district(self, state: TradState, space_id: str, seats: list[Seat]) -> None:
        """Fill in ``space_id``'s card as it stands in ``state`` (owner in their seat colour)."""
        game = state.game
        i = game.ids.index(space_id)
        owner = state.owner[i] if i in game.properties else -1
        self.district_id = space_id
        self.setText(readable_html(self, square_card_html(
            state, space_id, seats[owner].colour if 0 <= owner < len(seats) else None)))
        fit_card(self)
