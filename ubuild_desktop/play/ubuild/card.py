"""A district's card (U-Build): its price, rents by counted blocks, owner, the rent now and
why, as rich text (:func:`district_card_html`) and as the widget the play view shows
(:class:`DistrictCard`: on the board's corner when a district is hovered or decided about,
and beside the auction)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import State
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import COUNTED, district_name, group_name, money

from ..game_words import ink_for
from ..seats import Seat
from ..widgets import fit_card, readable_html
from .words import group_colour


def rent_explanation(state: State, district_id: str) -> list[str]:
    """Why the district charges what it charges now, one short reason a line."""
    game = state.game
    info = game.district(district_id)
    d = info.index
    owner = state.owner_of(district_id)
    if owner < 0:
        return [QCoreApplication.translate("Play", "Unowned: for sale at {price}").format(price=money(info.card.price))]
    if state.mortgaged[d]:
        return [QCoreApplication.translate("Play", "Mortgaged: no rent")]
    lines: list[str] = []
    # The engine's rent rule (core/engine/ubuild/money.py), told in its steps: the counted
    # blocks, the card's rent for them, the doubling.
    counted = state.counted_blocks(district_id)
    card_rent = money(state.mortgage_value(district_id))  # the card's rent, before doubling
    if counted == 0:
        lines.append(QCoreApplication.translate("Play", "No counted blocks: land rent {rent}").format(rent=card_rent))
    else:
        lines.append(QCoreApplication.translate("Play", "{blocks}: {rent}").format(blocks=COUNTED.counted_blocks(counted), rent=card_rent))
    if state.hazard_touched(district_id):
        lines.append(QCoreApplication.translate("Play", "A hazard touches it: residential blocks do not count"))
    if state.bonus_touched(district_id):
        lines.append(QCoreApplication.translate("Play", "A bonus building protects it from hazards"))
    if state.rent_doubled(district_id):
        if state.group_skyscraper[info.group]:
            lines.append(QCoreApplication.translate("Play", "Doubled: a skyscraper stands in its colour group"))
        else:
            lines.append(QCoreApplication.translate("Play", "Doubled: its owner has the Tower"))
    return lines


def district_card_html(state: State, district_id: str, colour: str = "#888888", owner_colour: str | None = None) -> str:
    """The district's card as rich text: price, rents by counted blocks, rent now and why."""
    game = state.game
    info = game.district(district_id)
    card = info.card
    d = info.index
    group = game.groups[info.group]
    owner = state.owner_of(district_id)
    counted = state.counted_blocks(district_id)
    land_rent = QCoreApplication.translate("Play", "Land rent")
    rows = [f"<tr><td>{escape(land_rent)}</td><td align='right'>{money(card.land_rent)}</td></tr>"]
    for n, rent in enumerate(card.rents, start=1):
        mark = " style='font-weight:bold;background:#fff3bf'" if owner >= 0 and n == counted else ""
        blocks_n = COUNTED.blocks(n)
        rows.append(f"<tr{mark}><td>{escape(blocks_n)}</td><td align='right'>{money(rent)}</td></tr>")
    owner_text = QCoreApplication.translate("Play", "Bank") if owner < 0 else shown(game.players[owner])
    if owner >= 0 and state.mortgaged[d]:
        owner_text += " " + QCoreApplication.translate("Play", "(mortgaged)")
    why = "<br>".join(escape(line) for line in rent_explanation(state, district_id))
    swatch = owner_colour or "#868e96"  # nobody's: a grey that still shows on the card (3:1)
    price = QCoreApplication.translate("Play", "Price")
    owner_word = QCoreApplication.translate("Play", "Owner")
    blocks = QCoreApplication.translate("Play", "Blocks")
    block_price = QCoreApplication.translate("Play", "Block price")
    if game.stock.get(BuildingKind.INDUSTRIAL, 0) == 0:  # Starter: residential blocks only
        built = COUNTED.residential(state.residential[d])
        prices = money(card.residential_block_price)
    else:
        built = COUNTED.residential(state.residential[d]) + ", " + COUNTED.industrial(state.industrial[d])
        prices = f"{money(card.residential_block_price)} / {money(card.industrial_block_price)}"
    skyscraper = QCoreApplication.translate("Play", "Skyscraper")
    rent_now = QCoreApplication.translate("Play", "Rent now: {rent}").format(rent=money(state.rent_value(district_id)))
    return (
        f"<div style='min-width:220px'>"
        f"<div style='background:{colour};color:{ink_for(colour)};padding:4px;font-weight:bold'>"
        f"{escape(district_name(card.name))} &nbsp;<small>[{escape(group_name(group.name))}]</small></div>"
        f"<table width='100%' cellspacing='0' cellpadding='1'>"
        f"<tr><td>{escape(price)}</td><td align='right'><b>{money(card.price)}</b></td></tr>"
        f"<tr><td>{escape(owner_word)}</td><td align='right'><span style='color:{swatch}'>&#9632;</span> "
        f"{escape(owner_text)}</td></tr>"
        f"<tr><td>{escape(blocks)}</td><td align='right'>"
        f"{escape(built)}</td></tr>"
        + "".join(rows)
        + f"<tr><td>{escape(block_price)}</td><td align='right'>{prices}</td></tr>"
        f"<tr><td>{escape(skyscraper)}</td><td align='right'>{money(card.skyscraper_price)}</td></tr>"
        f"</table>"
        f"<div style='margin-top:4px'><b>{escape(rent_now)}"
        f"</b><br><small>{why}</small></div></div>"
    )


class DistrictCard(QLabel):
    """A district's card: price, rents by counted blocks, owner, the rent now and why.

    One widget for every place a card is shown: the board's corner (hover, the buy
    decision) and the auction panel. It draws only from the state (no rule here).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.district_id: str | None = None
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet(f"QLabel {{ background: #ffffff; color: {theme.PAPER_INK};"
                           " border: 1px solid #495057; border-radius: 8px; padding: 6px; }")  # a card, in either theme

    def show_district(self, state: State, district_id: str, seats: list[Seat]) -> None:
        """Fill in ``district_id``'s card as it stands in ``state`` (owner in their seat colour)."""
        info = state.game.district(district_id)
        owner = state.owner_of(district_id)
        self.district_id = district_id
        self.setText(readable_html(self, district_card_html(
            state, district_id, group_colour(state, info.group), seats[owner].colour if owner >= 0 else None)))
        fit_card(self)
