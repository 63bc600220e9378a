"""The players' panel: one card per seat (cash, net worth, what they hold, jail, the turn)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QFontMetrics, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.usertext import initial, shown, shown_html
from ubuild_desktop.charts.fair_table import got_text
from ubuild_desktop.words import money, money_for

from . import game_words
from .fair_choice import fair_start_gifts, fair_start_got
from .plugin import rules_for
from .seats import Seat
from .view_words import words_of
from .widgets import base_point_size, name_fitting, pawn_icon, readable_html, swatch_icon


class PlayerCard(QFrame):
    """One player's panel: pawn, name, cash, net worth, districts with their group markers.

    A click on it, or Enter or Space while it has the focus (Tab reaches it), asks for the
    player's holdings (``clicked`` with the seat). While this (human) player may propose a
    deal, or build, sell and mortgage (the traditional game, between turns too), its
    "Deal…" and "Houses…" buttons show (``dealRequested``, ``housesRequested``); D and H
    on the focused card press them."""

    clicked = Signal(int)
    dealRequested = Signal(int)
    housesRequested = Signal(int)

    # With this many players or more, cards are compact (districts as lettered chips with
    # the name in the tooltip) so every player's cash fits beside the board at once.
    COMPACT_FROM = 4
    NAME_WIDTH = 200  # pixels of the name at most (the cash beside it stays in view)
    PAWN, LINE_PAWN = 22, 18  # the pawn's size at the program's font (on a one-line card, smaller)
    CHIP = 18

    def __init__(self, seat: int, info: Seat, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.seat = seat
        self.info = info
        self._size_text_done = False
        self.setObjectName(f"player{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.pawn = QLabel(self)
        self.pawn.setPixmap(pawn_icon(info.colour, initial(info.name)))
        self.name = QLabel(self)
        self.cash = QLabel(self)
        self.cash.setObjectName("cash")
        theme.style(self.cash, lambda t: theme.css(t.money))
        self.worth = QLabel(self)
        self.worth.setObjectName("worth")
        theme.style(self.worth, lambda t: theme.css(t.muted))
        self.worth.setWordWrap(True)  # a long line (the Fair start's, large text's) wraps rather than widen the card
        self.flags = QLabel(self)
        theme.style(self.flags, lambda t: theme.css(t.error, bold=True))
        self.count = QLabel(self)  # a one-line card's holdings count ("3 districts"), beside its cash
        self.count.setObjectName("count")
        theme.style(self.count, lambda t: theme.css(t.muted))
        self.count.hide()
        self.districts = QListWidget(self)
        self.districts.setObjectName("districts")
        self.districts.setAccessibleName(self.tr("{name}'s districts").format(name=shown(info.name)))
        self.districts.setFlow(QListWidget.Flow.LeftToRight)
        self.districts.setWrapping(True)
        self.districts.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.districts.setSpacing(1)
        self.districts.setFrameShape(QFrame.Shape.NoFrame)
        self.districts.setStyleSheet("QListWidget { background: transparent; } QListWidget::item { padding: 0 2px; }")
        self.districts.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.districts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.districts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.districts.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.districts.viewport().installEventFilter(self)  # a click on the districts is a click on the card
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(shown(info.name))
        self._kind = ""  # a computer's strength, as its name shows it (a pair's tooltip says it instead)
        self._tip = ""
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.pawn)
        top.addWidget(self.name, 1)
        top.addWidget(self.flags)
        top.addWidget(self.count)
        top.addWidget(self.cash)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(1)
        layout.addLayout(top)
        self._offers = QHBoxLayout()  # the net worth and the "Deal…" and "Houses…" buttons (compact: the chips too)
        self._offers.setSpacing(6)
        self._offers.addWidget(self.worth, 1)
        layout.addLayout(self._offers)
        layout.addWidget(self.districts)  # its names on rows of their own (compact: moved into the row above)
        self.deal_button = QPushButton(self.tr("Deal…"), self)
        self.deal_button.setObjectName(f"dealButton{seat}")
        self.deal_button.setToolTip(self.tr("{name} proposes a deal (D)").format(name=shown(info.name)))
        self.deal_button.clicked.connect(lambda: self.dealRequested.emit(self.seat))
        self.houses_button = QPushButton(self.tr("Houses…"), self)
        self.houses_button.setObjectName(f"housesButton{seat}")
        self.houses_button.setToolTip(self.tr("{name} builds, sells or mortgages (H)").format(name=shown(info.name)))
        self.houses_button.clicked.connect(lambda: self.housesRequested.emit(self.seat))
        # After the net worth; small, so the card keeps its height. Hidden while the
        # player may do neither.
        for button in (self.deal_button, self.houses_button):
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
            self._offers.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.deal_button.hide()
        self.houses_button.hide()
        self._last: tuple[object, ...] = ()
        self._active = False
        self._offered = (False, False)  # the buttons the player may use now (a one-line card hides them)
        self.line = False
        self.pair = False  # a one-line card sharing its row with another
        self.name_room = 0  # a one-line card's width, for its name to fit (set by the panel)
        self.compact = False
        self.set_compact(compact)
        self._size_text()
        self._update_tip()
        theme.follow(self, self._retheme, now=False)  # refresh() colours the card

    def set_compact(self, compact: bool) -> None:
        """Show the districts as lettered chips in the net worth's row (their names in the
        tooltips), the card a row shorter; or by name on rows of their own."""
        if compact == self.compact and self._offers.indexOf(self.districts) == (0 if compact else -1):
            return
        self.compact = compact
        layout = self.layout()
        layout.removeWidget(self.districts)
        self._offers.removeWidget(self.worth)
        if compact:
            self.districts.setIconSize(QSize(self.chip(), self.chip()))
            self.districts.setSpacing(2)
            if not self._size_text_done:  # a card compact from the start (many players): chips unpadded
                self.districts.setStyleSheet("QListWidget { background: transparent; } QListWidget::item { padding: 0; }")
            self._offers.insertWidget(0, self.districts)  # then the buttons, then the net worth
            self._offers.addWidget(self.worth, 1, Qt.AlignmentFlag.AlignVCenter)
            self.worth.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        else:
            self.districts.setIconSize(QSize())
            self.districts.setSpacing(1)
            self.districts.setMinimumWidth(0)
            self.districts.setMaximumWidth(16777215)  # Qt's QWIDGETSIZE_MAX: no limit
            self.worth.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self._offers.insertWidget(0, self.worth, 1)
            layout.addWidget(self.districts)
        if self._size_text_done:
            self._size_text()  # the net worth's size differs
        self._last = ()  # the districts are drawn anew by the next refresh

    def set_line(self, line: bool, pair: bool = False) -> None:
        """One line: pawn, name, holdings count and cash, the net worth, the districts and
        the "Deal…" and "Houses…" buttons hidden (their keys D and H, and the card's
        right-click menu, still offer them); or the card as it was. A short side panel
        with many players shows every card so. ``pair``: the card shares its row with
        another (half the panel's width): pawn, name and cash only, the name as short as
        the room left (the holdings count and a computer's strength in the tooltip)."""
        pair = pair and line
        if line == self.line and pair == self.pair:
            return
        self.line = line
        self.pair = pair
        for widget in (self.worth, self.districts):
            widget.setVisible(not line)
        self.count.setVisible(line and not pair)
        # A one-line card's name never widens the card past the panel (it is cut to the room left).
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored if line else QSizePolicy.Policy.Preferred,
                                QSizePolicy.Policy.Preferred)
        self.layout().setContentsMargins(6, 1 if line else 4, 6, 1 if line else 4)
        self.show_offers(*self._offered)
        if self._size_text_done:
            self._size_text()  # a smaller pawn and cash; the name drawn anew by the next refresh
        self._last = ()  # the name's room differs
        for rows in (self._offers, self.layout()):  # measured anew at once (the side panel is shared by the new height)
            rows.invalidate()

    def _chip_padding(self) -> int:
        """The room an item's padding takes beside a chip: none on a card compact from the
        start; a card turned compact later keeps its list's style sheet (setting one restyles
        the list and all it holds: a text size change restyles only the turn panel's boxes)."""
        return 0 if "padding: 0;" in self.districts.styleSheet() else 4

    def chip(self) -> int:
        """A compact card's district chip size: :data:`CHIP` at the program's font, growing with
        the card's text (TV mode's chips are read from the sofa too)."""
        return max(self.CHIP, round(self.CHIP * self.font().pointSizeF() / base_point_size()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the panel's text grew or shrank with the window
            self._size_text()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.seat)
            return
        for key, button, offered in ((Qt.Key.Key_D, self.deal_button, self._offered[0]),
                                     (Qt.Key.Key_H, self.houses_button, self._offered[1])):
            if event.key() == key and not event.modifiers() and offered:
                button.click()
                return
        super().keyPressEvent(event)

    def show_offers(self, deal: bool, houses: bool) -> None:
        """Show the "Deal…" and "Houses…" buttons this player may use now (a one-line card
        offers them by key and in its right-click menu only)."""
        self._offered = (deal, houses)
        self.deal_button.setVisible(deal and not self.line)
        self.houses_button.setVisible(houses and not self.line)
        self._update_tip()

    def _update_tip(self) -> None:
        """The card's tooltip: what a click or Enter does; on a one-line card also what its
        right-click menu and keys offer (its buttons are hidden), and on a card sharing its
        row the computer's strength and the holdings count it has no room for."""
        name = shown(self.info.name)
        lines = [self.tr("Show {name}'s holdings (click, or Enter)").format(name=name)]
        if self.line:  # what the one line may have no room for: a computer's strength, the holdings count
            said = f"{name} ({self._kind})" if self._kind else name
            lines.insert(0, f"{said} · {self.count.text()}" if self.count.text() else said)
        if self.line:
            keys = [self.tr("{action} ({key})").format(action=button.text(), key=key)
                    for button, key, may in ((self.deal_button, "D", self._offered[0]),
                                             (self.houses_button, "H", self._offered[1])) if may]
            if keys:
                lines.append(self.tr("Right-click for {actions}").format(actions=", ".join(keys)))
        tip = "\n".join(lines)
        if tip != self._tip:
            self._tip = tip
            self.setToolTip(tip)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt's name)
        """A right click offers what the card's buttons do (the only mouse way to them on a one-line card)."""
        offered = [button for button, may in zip((self.deal_button, self.houses_button), self._offered) if may]
        if not offered:
            super().contextMenuEvent(event)
            return
        menu = QMenu(self)
        for button in offered:
            menu.addAction(button.text(), button.click)
        menu.exec(event.globalPos())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton):
            self.clicked.emit(self.seat)
        return False

    def _size_text(self) -> None:
        """The name, cash and net worth sized from the card's font (which follows the panel's)."""
        size = self.font().pointSizeF()
        for label, scale, bold in ((self.name, 1.1, True), (self.cash, 1.25 if self.line else 1.4, True),
                                   (self.worth, 0.9 if self.compact else 1.0, False)):
            label.setProperty("textScale", scale)  # the window's text size keeps these proportions
            font = QFont(self.font())
            font.setPointSizeF(size * scale)
            font.setBold(bold)
            label.setFont(font)
        pawn = self.LINE_PAWN if self.line else self.PAWN
        self.pawn.setPixmap(pawn_icon(self.info.colour, initial(self.info.name), round(pawn * size / base_point_size())))
        self._size_text_done = True
        self._last = ()  # the name's elision depends on the font: the next refresh redraws it

    def refresh(self, state: State, active: bool) -> None:
        p = self.seat
        rules = rules_for(state)
        owned = tuple(rules.holdings(state, p))
        cards = len(rules.jail_cards(state, p))
        out = rules.is_out(state, p)
        key = (state.cash[p], owned, active, state.in_jail[p], out, cards)
        if key == self._last:
            return
        money = money_for(state.book)
        self._last = key
        self._active = active
        self.cash.setText(money(state.cash[p]))
        worth = self.tr("Net worth {worth} · {districts}").format(
            worth=money(state.book.net_worth(state, p)),
            districts=words_of(rules).property_count(len(owned)))
        if cards:
            worth += " · " + self.tr("%n get-out-of-jail card(s)", "", cards)
        fair = fair_start_got(state).get(p)
        gift = fair_start_gifts(state).get(p)
        if fair or gift:  # what the Fair start house rule paid this seat, and the district it started with
            named = game_words.place_names(state.game).property(gift) if gift else ""
            worth += " · " + self.tr("Fair start {got}").format(got=got_text(fair or 0, named, money))
        self.worth.setText(worth)
        self.count.setText(words_of(rules).property_count(len(owned)))
        flags = []
        if state.in_jail[p]:
            flags.append(self.tr("IN JAIL"))
        if out:
            flags.append(self.tr("BANKRUPT"))
        self.flags.setText(" ".join(flags))
        strength = {"simple": self.tr("simple"), "good": self.tr("good")}.get(self.info.strength, self.info.strength)
        kind = self._kind = self.tr("computer, {strength}").format(strength=strength) if self.info.is_computer else ""
        grow = self.font().pointSizeF() / base_point_size()
        width = (self.NAME_WIDTH - (80 if kind else 0) - (70 if self.line else 0)) * grow  # a computer's strength is shown beside its name
        if self.line:  # the room the card's width leaves beside the pawn, the count and the cash
            room = (self.name_room - self.pawn.sizeHint().width() - self.cash.sizeHint().width()
                    - (self.count.sizeHint().width() + 6 if not self.pair else 0)
                    - (self.flags.sizeHint().width() + 6 if flags else 0) - 6 * 2 - 12)
            small = QFont(self.name.font())
            small.setPointSizeF(small.pointSizeF() * 0.83)
            if kind and (self.pair or QFontMetrics(small).horizontalAdvance(f"  ({kind})") + 60 * grow > room):
                kind = ""  # no room for the computer's strength: the tooltip says it
            else:
                room -= QFontMetrics(small).horizontalAdvance(f"  ({kind})") if kind else 0
            width = min(width, room)
        self.name.setText(readable_html(self.name, shown_html(name_fitting(self.info.name, self.name.font(), width)) + (f"&nbsp;&nbsp;<small style='color:{theme.current().faint}'>({escape(kind)})</small>"
                                                    if kind else "")))
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.districts.clear()
        chip = self.chip()
        for holding in owned:
            colour, letter, name, mortgaged = holding.colour, holding.letter, holding.name, holding.mortgaged
            tip = (self.tr("{name} — rent now {rent}").format(name=name, rent=money(holding.rent)) if holding.rent is not None
                   else name)
            built = words_of(rules).building_tip(holding)
            if built:
                tip += " · " + built
            if mortgaged:
                tip += " · " + self.tr("mortgaged")
            if self.compact:
                item = QListWidgetItem(swatch_icon(colour, letter, chip, faded=mortgaged), "")
                item.setSizeHint(QSize(chip + 2 + self._chip_padding(), chip + 2))
                item.setData(Qt.ItemDataRole.AccessibleTextRole, name)
            else:
                text = name + (" " + self.tr("(M)") if mortgaged else "")
                item = QListWidgetItem(swatch_icon(colour, letter), text)
            item.setToolTip(tip)
            if mortgaged:
                item.setForeground(QColor(theme.current().faint))
            self.districts.addItem(item)
        if self.compact:  # as wide as its chips, the net worth beside them
            self.districts.setIconSize(QSize(chip, chip))
            self.districts.setFixedHeight(chip + 6)
            step = chip + 2 + self._chip_padding() + 2 * self.districts.spacing()
            self.districts.setMinimumWidth(min(len(owned), 3) * step)
            self.districts.setMaximumWidth(len(owned) * step + 4)
        else:
            rows = max(1, (len(owned) + 1) // 2)
            row = max(19, self.districts.fontMetrics().height() + 4)
            self.districts.setFixedHeight(0 if not owned else min(6, rows) * row + 4)
        self._style_card()

    def _retheme(self, _theme: theme.Theme) -> None:
        self._last = ()  # the name's and the districts' colours: redrawn by the next refresh
        self._style_card()

    def _style_card(self) -> None:
        """The card's frame: the player's colour while it is their turn, on the theme's card colour.

        The sheet holds both looks and is set only when the theme changes: setting one
        restyles the card and all it holds (7% of a watched game's CPU). A turn changes
        the card's ``active`` property, and only the card itself is styled again."""
        t = theme.current()
        card = f"#player{self.seat}"
        sheet = (f"{card} {{ border: 1px solid {t.box_border}; border-radius: 6px; background: {t.card}; }}"
                 f"{card}[active=\"true\"] {{ border: 3px solid {self.info.colour}; background: {t.card_active}; }}"
                 f"{card}:focus {{ border: 3px solid {t.focus}; }}")
        if self.property("active") != self._active:
            self.setProperty("active", self._active)
            if sheet == self.styleSheet():
                self.style().unpolish(self)
                self.style().polish(self)
                # As a new style sheet would tell it: the frame takes its new width, the card its size.
                QApplication.sendEvent(self, QEvent(QEvent.Type.StyleChange))
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)


class PlayersPanel(QWidget):
    """The players' cards; a click on one (or Enter on it) asks for that player's holdings."""

    holdingsRequested = Signal(int)
    dealRequested = Signal(int)
    housesRequested = Signal(int)

    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.many = len(seats) >= PlayerCard.COMPACT_FROM  # compact cards always
        self.cards = [PlayerCard(i, s, self, compact=self.many) for i, s in enumerate(seats)]
        for card in self.cards:
            card.clicked.connect(self.holdingsRequested)
            card.dealRequested.connect(self.dealRequested)
            card.housesRequested.connect(self.housesRequested)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(self.SPACING)
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(1, 1)
        self.lines = 0  # which cards show on one line: LINES_NONE, LINES_BUT_ACTIVE, LINES_ALL or LINES_PAIRS
        self._arrange()
        layout.addItem(QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding),
                       len(self.cards), 0, 1, 2)

    LINES_NONE, LINES_BUT_ACTIVE, LINES_ALL, LINES_PAIRS = 0, 1, 2, 3
    SPACING, LINE_SPACING = 4, 1  # pixels between two cards (one-line cards)

    def columns(self) -> int:
        """Cards a row: two one-line cards side by side (``LINES_PAIRS``), else one."""
        return 2 if self.lines == self.LINES_PAIRS else 1

    def _arrange(self) -> None:
        """Each card in its row: one a row, or two (left to right, then down)."""
        layout = self.layout()
        assert isinstance(layout, QGridLayout)
        columns = self.columns()
        for i, card in enumerate(self.cards):
            layout.removeWidget(card)
            if columns == 1:
                layout.addWidget(card, i, 0, 1, 2)
            else:
                layout.addWidget(card, i // columns, i % columns)

    def rows(self) -> list[list[PlayerCard]]:
        """The cards row by row, as they are laid out."""
        columns = self.columns()
        return [self.cards[i:i + columns] for i in range(0, len(self.cards), columns)]

    def set_short(self, short: bool, state: State) -> bool:
        """Compact cards with fewer players too while ``short`` (a small window's side panel,
        where every card whole, the turn panel's controls and a few lines of the log would
        not fit otherwise); whether the cards changed. Not short: no card on one line either."""
        compact = short or self.many
        if all(card.compact == compact for card in self.cards) and (short or self.lines == self.LINES_NONE):
            return False
        for card in self.cards:
            card.set_compact(compact)
        if not short:
            self.lines = self.LINES_NONE
            self.layout().setSpacing(self.SPACING)
            self._arrange()
        self.refresh(state)
        return True

    def set_lines(self, lines: int, state: State) -> bool:
        """Show the cards on one line each (:meth:`PlayerCard.set_line`), the player to
        act's card compact but whole (``LINES_BUT_ACTIVE``) or on one line too
        (``LINES_ALL``), where the side panel is too short for every compact card, or
        two one-line cards a row (``LINES_PAIRS``), where it is too short for those;
        whether the cards changed."""
        if lines <= self.lines:
            return False
        self.lines = lines
        self.layout().setSpacing(self.LINE_SPACING)  # each one-line card framed, close to the next
        self._arrange()
        self.refresh(state)
        return True

    def active_card(self) -> PlayerCard | None:
        """The card of the player to act, if any."""
        return next((card for card in self.cards if card._active), None)

    def needed_height(self) -> int:
        """The height of every card whole (measured from the cards themselves, whose sizes
        are up to date at once, while the panel's own catches up only at the next layout)."""
        heights = self._row_heights()
        return sum(heights) + self.layout().spacing() * (len(heights) - 1)

    def whole_cards(self, room: int) -> tuple[int, int]:
        """Where the list scrolls: the most rows of cards in a row, the player to act's
        among them, whose height fits ``room`` pixels (the player to act's alone at least):
        the first card of them and their height, for a list that shows these cards whole
        and not a strip of the next."""
        heights = self._row_heights()
        active = self.active_card()
        columns = self.columns()
        at = self.cards.index(active) // columns if active is not None else 0
        spacing = self.layout().spacing()
        count, first, shown = 1, at, heights[at] if heights else 0
        for start in range(at + 1):
            for last in range(at, len(heights)):
                height = sum(heights[start:last + 1]) + spacing * (last - start)
                if height <= room and last - start + 1 > count:
                    count, first, shown = last - start + 1, start, height
        return first * columns, shown

    def _row_heights(self) -> list[int]:
        return [max(map(self._height, row)) for row in self.rows()]

    def _height(self, card: PlayerCard) -> int:
        """``card``'s height in its share of the panel's width (a wrapped net worth's lines too)."""
        layout = card.layout()
        width = self._card_width()
        return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else card.sizeHint().height()

    def _card_width(self) -> int:
        columns = self.columns()
        return (self.width() - self.layout().spacing() * (columns - 1)) // columns

    def refresh(self, state: State) -> None:
        to_act = state.current_player if state.current_player >= 0 else state.turn
        rules = rules_for(state)
        for card in self.cards:
            active = card.seat == to_act and not state.is_terminal()
            card.set_line(self.lines >= self.LINES_ALL or (self.lines == self.LINES_BUT_ACTIVE and not active),
                          pair=self.lines == self.LINES_PAIRS)
            if card.line and card.name_room != self._card_width():
                card.name_room = self._card_width()
                card._last = ()  # the name cut to its new room
            card.refresh(state, active)
            human = not card.info.is_computer and state.current_player >= 0
            card.show_offers(human and rules.can_propose(state, card.seat),
                             human and bool(rules.house_actions(state, card.seat)))
