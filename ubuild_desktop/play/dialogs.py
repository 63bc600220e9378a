"""The play view's dialogs and pages: new game, the deal sheet, the final ranking."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.board import colours as board_colours
from ubuild_desktop.core.engine import (
    DICE_PROGRAM,
    DICE_TABLE,
    Game,
    GameSetupError,
    IllegalActionError,
    ProposeDeal,
    Session,
    Standing,
    State,
)
from ubuild_desktop.core.engine.traditional.actions import TradeDeal
from ubuild_desktop.core.engine.game import PLAYER_RANGE, RuleSet, default_round_limit
from ubuild_desktop.core.limits import MAX_NAME_LENGTH
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.core.trackfile import TrackFileError, builtin_track_names, load_builtin, load_track
from ubuild_desktop.core.usertext import initial, shown, shown_html
from ubuild_desktop.words import district_name, file_error_text, money, money_for, refusal_text, track_name

from . import game_words
from .controller import GameController
from .rule_sets import rules_for
from .seats import SEAT_COLOURS, Seat
from .widgets import MoneySpinBox, name_fitting, swatch_icon

DEFAULT_NAMES = ("Ana", "Bo", "Cyd", "Dee", "Eli", "Fay")
DEFAULT_TRACK = "starter"  # the one to learn on
EditorTrackProvider = Callable[[], Track | None]


def _players_range(track: Track) -> tuple[int, int]:
    rules = RuleSet(track.preset.value) if track.preset != Preset.CUSTOM else RuleSet.PRO
    return PLAYER_RANGE[rules]


class SeatRow(QWidget):
    """One player of the new-game dialog: name, colour, human or computer."""

    changed = Signal()
    removeRequested = Signal(object)

    KINDS = (("human", "good"), ("computer", "simple"), ("computer", "good"))

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)], self)
        self.name.setObjectName(f"seatName{index}")
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.colour = QComboBox(self)
        self.colour.setObjectName(f"seatColour{index}")
        names = (self.tr("Red"), self.tr("Blue"), self.tr("Amber"), self.tr("Green"), self.tr("Purple"), self.tr("Black"))
        for colour, label in zip(SEAT_COLOURS, names):
            self.colour.addItem(swatch_icon(colour), label, colour)
        self.colour.setCurrentIndex(index % len(SEAT_COLOURS))
        self.kind = QComboBox(self)
        self.kind.setObjectName(f"seatKind{index}")
        self.kind.addItem(self.tr("Human"))
        self.kind.addItem(self.tr("Computer (simple)"))
        self.kind.addItem(self.tr("Computer (good)"))
        self.remove = QPushButton(self.tr("Remove"), self)
        self.remove.setObjectName(f"seatRemove{index}")
        self.set_number(index + 1)
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 2)
        layout.addWidget(self.colour, 1)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.remove)
        for signal in (self.name.textChanged, self.colour.currentIndexChanged, self.kind.currentIndexChanged):
            signal.connect(self.changed)

    def set_number(self, number: int) -> None:
        """Name the row's fields for screen readers ("Player 2 name", ...): the row has no labels."""
        self.name.setAccessibleName(self.tr("Player {n} name").format(n=number))
        self.colour.setAccessibleName(self.tr("Player {n} colour").format(n=number))
        self.kind.setAccessibleName(self.tr("Player {n}: human or computer").format(n=number))
        self.remove.setAccessibleName(self.tr("Remove player {n}").format(n=number))

    def seat(self) -> Seat:
        kind, strength = self.KINDS[self.kind.currentIndex()]
        return Seat(self.name.text().strip(), str(self.colour.currentData()), kind, strength)  # type: ignore[arg-type]

    def set_kind(self, kind: str, strength: str = "good") -> None:
        self.kind.setCurrentIndex(0 if kind == "human" else (1 if strength == "simple" else 2))


class NewGameDialog(QDialog):
    """Pick a track (built-in, a file, or the editor's), the players and whose dice, and see the rules."""

    def __init__(self, editor_track: EditorTrackProvider | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self._editor_track = editor_track
        self._file_track: Track | None = None
        self._file_path: Path | None = None
        self.track_combo = QComboBox(self)
        self.track_combo.setObjectName("trackCombo")
        self.track_combo.setAccessibleName(self.tr("Track"))
        # The default track first, then the other built-in ones.
        names = builtin_track_names()
        for name in sorted(names, key=lambda n: (n != DEFAULT_TRACK, n)):
            track = load_builtin(name)
            self.track_combo.addItem(self.tr("{name} (built-in)").format(name=track_name(track.name)), f"builtin:{name}")
        self.track_combo.addItem(self.tr("A track file…"), "file:")
        # Offered only when there is one: an empty choice would only lead to an error.
        if editor_track is not None and editor_track() is not None:
            self.track_combo.addItem(self.tr("The track open in the editor"), "editor:")
        start = self.track_combo.findData(f"builtin:{DEFAULT_TRACK}")
        self.track_combo.setCurrentIndex(max(0, start))
        self.track_combo.currentIndexChanged.connect(self._track_changed)
        self.track_combo.activated.connect(self._track_picked)
        self.browse = QPushButton(self.tr("Choose file…"), self)
        self.browse.setObjectName("browseTrack")
        self.browse.clicked.connect(self._choose_file)
        self.rows_box = QGroupBox(self.tr("Players"), self)
        self.rows_layout = QVBoxLayout(self.rows_box)
        self.rows: list[SeatRow] = []
        self.add_button = QPushButton(self.tr("Add a player"), self)
        self.add_button.setObjectName("addPlayer")
        self.add_button.clicked.connect(self.add_player)
        self.rows_layout.addWidget(self.add_button)
        self.rules = QLabel(self)
        self.rules.setObjectName("houseRules")
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        theme.style(self.rules, lambda t: (f"background:{t.box};border:1px solid {t.box_border};"
                                           "border-radius:6px;padding:8px"))
        self.problem = QLabel(self)
        self.problem.setObjectName("newGameProblem")
        self.problem.setWordWrap(True)
        theme.style(self.problem, lambda t: theme.css(t.error))
        self.seed = QSpinBox(self)
        self.seed.setObjectName("seedSpin")
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setSpecialValueText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and the same decisions give the same game"))
        self.round_limit = QSpinBox(self)
        self.round_limit.setObjectName("roundLimitSpin")
        self.round_limit.setRange(0, 10_000)
        self.round_limit.setSpecialValueText(self.tr("no limit"))
        self._round_limit_suffix()
        self.round_limit.setToolTip(self.tr(
            "If nobody has gone bankrupt after this many rounds, the game ends and the richest player wins. "
            "The default is four times the box's playing time; computer players need a limit to finish."))
        self.round_limit.setAccessibleName(self.tr("Round limit"))
        # Whose dice: the program's (default), or the table's own, typed in after each roll.
        self.dice_program = QRadioButton(self.tr("Rolled by the program"), self)
        self.dice_program.setObjectName("diceProgram")
        self.dice_program.setChecked(True)
        self.dice_table = QRadioButton(self.tr("Rolled at the table (you roll real dice and enter them)"), self)
        self.dice_table.setObjectName("diceTable")
        self.dice_table.setToolTip(self.tr(
            "Each roll, yours and the computer players', is made with real dice and entered in the turn panel. "
            "The program still shuffles the Chance cards."))
        self._dice_group = QButtonGroup(self)
        self._dice_group.addButton(self.dice_program)
        self._dice_group.addButton(self.dice_table)
        self._round_limit_touched = False
        self._setting_round_limit = False
        self.round_limit.valueChanged.connect(self._round_limit_edited)
        self.round_limit.valueChanged.connect(self._round_limit_suffix)
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton(self.tr("Start the game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("startButton")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        track_row = QHBoxLayout()
        track_row.addWidget(self.track_combo, 1)
        track_row.addWidget(self.browse)
        form = QFormLayout()
        form.addRow(self.tr("Track"), track_row)
        form.addRow(self.tr("End after"), self.round_limit)
        dice_column = QVBoxLayout()
        dice_column.setSpacing(2)
        dice_column.addWidget(self.dice_program)
        dice_column.addWidget(self.dice_table)
        form.addRow(self.tr("Dice"), dice_column)
        # The seed matters only to replay a game exactly: folded away, random unless set.
        self.advanced_button = QToolButton(self)
        self.advanced_button.setObjectName("advancedButton")
        self.advanced_button.setText(self.tr("Advanced"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setAutoRaise(True)
        self.advanced = QWidget(self)
        self.advanced.setObjectName("advancedOptions")
        advanced_form = QFormLayout(self.advanced)
        advanced_form.setContentsMargins(18, 0, 0, 0)
        advanced_form.addRow(self.tr("Seed"), self.seed)
        self.advanced.hide()
        self.advanced_button.toggled.connect(self._show_advanced)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rows_box)
        heading = QLabel(self.tr("<b>House rules in force</b>"), self)
        layout.addWidget(heading)
        layout.addWidget(self.rules)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.advanced)
        layout.addWidget(self.buttons)
        self.resize(640, 620)
        for _ in range(2):
            self.add_player()
        self._track_changed()

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    # ------------------------------------------------------------------ players

    def add_player(self) -> SeatRow | None:
        low, high = _players_range(self.track() or load_builtin(DEFAULT_TRACK))
        if len(self.rows) >= 6:
            return None
        row = SeatRow(len(self.rows), self.rows_box)
        taken = {r.seat().colour for r in self.rows}
        for k, colour in enumerate(SEAT_COLOURS):
            if colour not in taken:
                row.colour.setCurrentIndex(k)
                break
        used = {r.name.text() for r in self.rows}
        for name in DEFAULT_NAMES:
            if name not in used:
                row.name.setText(name)
                break
        row.changed.connect(self._check)
        row.removeRequested.connect(self.remove_player)
        self.rows.append(row)
        self.rows_layout.insertWidget(len(self.rows) - 1, row)
        self._check()
        return row

    def remove_player(self, row: SeatRow) -> None:
        if row in self.rows and len(self.rows) > 2:
            self.rows.remove(row)
            row.deleteLater()
            for number, other in enumerate(self.rows, 1):
                other.set_number(number)
            self._check()

    def seats(self) -> list[Seat]:
        return [r.seat() for r in self.rows]

    # ------------------------------------------------------------------ track

    def track(self) -> Track | None:
        source, name = str(self.track_combo.currentData()).split(":", 1)
        if source == "builtin":
            return load_builtin(name)
        if source == "file":
            return self._file_track
        if source == "editor" and self._editor_track is not None:
            return self._editor_track()
        return None

    def set_track_file(self, path: str | Path) -> bool:
        """Use the track in ``path`` (what "Choose file…" does after the file dialog)."""
        index = self.track_combo.findData("file:")
        try:
            self._file_track = load_track(path)
            self._file_path = Path(path)
        except ValueError as exc:  # TrackFileError, or a number too long to read
            self._file_track = None
            self._file_path = None
            self.track_combo.setItemText(index, self.tr("A track file…"))
            self.track_combo.setItemData(index, None, Qt.ItemDataRole.ToolTipRole)
            self._track_changed()
            self.problem.setText(file_error_text(exc) if isinstance(exc, TrackFileError) else self.tr(
                "{file}: not a track file ({error})").format(file=path, error=exc))
            return False
        # The box names the chosen file; the full path is in the tooltip.
        self.track_combo.setItemText(index, self._file_path.name)
        self.track_combo.setItemData(index, str(self._file_path), Qt.ItemDataRole.ToolTipRole)
        self.track_combo.setCurrentIndex(index)
        self._track_changed()
        return True

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a track"), "", self.tr("Track files (*.json)"))
        if path:
            self.set_track_file(path)

    def _track_picked(self, index: int) -> None:
        """The player picked "A track file…" with no file chosen yet: ask for the file at once."""
        if self.track_combo.itemData(index) == "file:" and self._file_track is None:
            self._choose_file()

    def _track_changed(self) -> None:
        source = str(self.track_combo.currentData()).split(":", 1)[0]
        self.browse.setVisible(source == "file")
        self.track_combo.setToolTip(str(self._file_path) if source == "file" and self._file_path else "")
        self._check()

    def _round_limit_suffix(self) -> None:
        """ "120 rounds", "1 round": the unit after the number, in the plural form it needs."""
        self.round_limit.setSuffix(self.tr(" round(s)", "", self.round_limit.value()))

    def _round_limit_edited(self) -> None:
        if not self._setting_round_limit:
            self._round_limit_touched = True
            self._check()

    def _suggest_round_limit(self, track: Track) -> None:
        """Follow the preset's default for the track and player count until the user sets one."""
        if self._round_limit_touched:
            return
        self._setting_round_limit = True
        try:
            self.round_limit.setValue(default_round_limit(track.preset, max(1, len(self.rows))))
        finally:
            self._setting_round_limit = False

    def _check(self) -> None:
        track = self.track()
        if track is not None:
            self._suggest_round_limit(track)
        game, problem = self._make_game()
        if track is not None:
            low, high = _players_range(track)
            self.add_button.setEnabled(len(self.rows) < high)
            for row in self.rows:
                row.remove.setEnabled(len(self.rows) > low)
        if game is not None:
            rules = game_words.house_rules(game)
            self.rules.setText("<ul style='margin:0'>" + "".join(f"<li>{r}</li>" for r in rules) + "</ul>")
        elif track is None:
            self.rules.setText(self.tr("Choose a track to see its rules."))
        self.problem.setText(problem)
        self.start_button.setEnabled(game is not None)

    def _make_game(self) -> tuple[Game | None, str]:
        track = self.track()
        if track is None:
            source = str(self.track_combo.currentData()).split(":", 1)[0]
            if source == "editor":
                return None, self.tr("The editor has no track open.")
            return None, self.tr("Choose a track file.")
        seats = self.seats()
        colours = [s.colour for s in seats]
        if len(set(colours)) != len(colours):
            return None, self.tr("Each player needs a colour of their own.")
        try:
            game = Game.create(track, [s.name for s in seats], round_limit=self.round_limit.value() or None)
        except GameSetupError as exc:
            # Show the rules anyway when only the players are wrong.
            try:
                low, high = _players_range(track)
                sample = Game.create(track, list(DEFAULT_NAMES[:low]))
                rules = game_words.house_rules(sample)
                self.rules.setText("<ul style='margin:0'>" + "".join(f"<li>{r}</li>" for r in rules) + "</ul>")
            except GameSetupError:
                self.rules.setText("")
            return None, str(exc)
        return game, ""

    def _accept(self) -> None:
        game, problem = self._make_game()
        if game is None:
            self.problem.setText(problem)
            return
        self.accept()

    def result_game(self) -> tuple[Game, list[Seat], int]:
        """The game to start, its seats and its seed (call after the dialog was accepted)."""
        game, problem = self._make_game()
        if game is None:
            raise GameSetupError(problem)
        seed = self.seed.value() or (time.time_ns() // 1000) % 2_000_000_000
        return game, self.seats(), seed

    def dice(self) -> str:
        """Whose dice the game is rolled with: ``DICE_PROGRAM`` or ``DICE_TABLE``."""
        return DICE_TABLE if self.dice_table.isChecked() else DICE_PROGRAM

    def result_session(self) -> tuple[Session, list[Seat]]:
        """The game to start, as a session rolled with the dice chosen, and its seats
        (call after the dialog was accepted)."""
        game, seats, seed = self.result_game()
        return Session(game, seed, dice=self.dice()), seats


class JailCardChoice(NamedTuple):
    """A get-out-of-jail card in a deal sheet's list (its card id), told apart from a property."""

    card: str


class DealSheet(QDialog):
    """A two-column deal: what each player gives (districts and cash); both must agree.

    The proposer confirms with "Propose"; the partner then accepts or rejects in the
    turn panel (or the computer answers).
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealSheet")
        self.setWindowTitle(self.tr("Propose a deal"))
        self.controller = controller
        state = controller.state
        self.rules = rules_for(state)
        self.proposer = QComboBox(self)
        self.proposer.setObjectName("dealProposer")
        self.proposer.setAccessibleName(self.tr("Who proposes"))
        self.partner = QComboBox(self)
        self.partner.setObjectName("dealPartner")
        self.partner.setAccessibleName(self.tr("To whom"))
        proposers = [p for p in range(len(state.game.players)) if self.rules.can_propose(state, p)]
        turn = state.current_player if state.current_player >= 0 else state.turn
        for p in proposers:
            if not controller.is_computer(p):
                self.proposer.addItem(swatch_icon(controller.seats[p].colour), shown(state.game.players[p]), p)
        self.proposer.setCurrentIndex(max(0, self.proposer.findData(turn)))
        self.columns: list[tuple[QGroupBox, QListWidget, QSpinBox]] = []
        for side in ("give", "take"):
            box = QGroupBox(self)
            listing = QListWidget(box)
            listing.setObjectName(f"deal_{side}_list")
            cash = MoneySpinBox(box)
            cash.set_book(state.book)
            cash.setObjectName(f"deal_{side}_cash")
            if side == "give":
                listing.setAccessibleName(self.tr("Districts the proposer gives"))
                cash.setAccessibleName(self.tr("Cash the proposer gives"))
            else:
                listing.setAccessibleName(self.tr("Districts the partner gives"))
                cash.setAccessibleName(self.tr("Cash the partner gives"))
            col = QVBoxLayout(box)
            col.addWidget(listing, 1)
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("and cash"), box))
            row.addWidget(cash, 1)
            col.addLayout(row)
            listing.itemChanged.connect(self._update)
            cash.valueChanged.connect(self._update)
            self.columns.append((box, listing, cash))
        self.summary = QLabel(self)
        self.summary.setObjectName("dealSheetSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(self)
        self.propose_button = self.buttons.addButton(self.tr("Propose"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.propose_button.setObjectName("proposeButton")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.propose)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("From"), self))
        top.addWidget(self.proposer, 1)
        top.addWidget(QLabel(self.tr("to"), self))
        top.addWidget(self.partner, 1)
        grid = QGridLayout()
        grid.addWidget(self.columns[0][0], 0, 0)
        grid.addWidget(self.columns[1][0], 0, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(620, 460)
        self.proposer.currentIndexChanged.connect(self._proposer_changed)
        self.partner.currentIndexChanged.connect(self._fill)
        self._proposer_changed()

    def _proposer_changed(self) -> None:
        state = self.controller.state
        p = self.proposer.currentData()
        self.partner.blockSignals(True)
        self.partner.clear()
        for q in range(len(state.game.players)):
            if q != p and not self.rules.is_out(state, q):
                self.partner.addItem(swatch_icon(self.controller.seats[q].colour), shown(state.game.players[q]), q)
        self.partner.blockSignals(False)
        self._fill()

    def _fill(self) -> None:
        state = self.controller.state
        p, q = self.proposer.currentData(), self.partner.currentData()
        if p is None or q is None:
            return
        money = money_for(state.book)
        step = state.book.deal_cash_step(state)
        for (box, listing, cash), who in zip(self.columns, (p, q)):
            box.setTitle(self.tr("{name} gives (has {cash})").format(name=shown(state.game.players[who]),
                                                                       cash=money(state.cash[who])))
            listing.blockSignals(True)
            listing.clear()
            for holding in self.rules.holdings(state, who):
                text = (self.tr("{name} — rent {rent}").format(name=holding.name, rent=money(holding.rent))
                        if holding.rent is not None else holding.name)
                if holding.mortgaged:
                    text += " " + self.tr("(mortgaged)")
                item = QListWidgetItem(swatch_icon(holding.colour, holding.letter), text)
                item.setData(Qt.ItemDataRole.UserRole, holding.id)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                listing.addItem(item)
            # The traditional game's get-out-of-jail cards change hands in a deal too.
            for card_id in self.rules.jail_cards(state, who):
                item = QListWidgetItem(game_words.jail_card_words().capitalize())
                item.setData(Qt.ItemDataRole.UserRole, JailCardChoice(card_id))
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                listing.addItem(item)
            listing.blockSignals(False)
            cash.blockSignals(True)
            cash.setSingleStep(step)
            cash.setRange(0, state.cash[who] // step * step)
            cash.setValue(0)
            cash.blockSignals(False)
        self._update()

    def check(self, side: int, district_id: str, on: bool = True) -> None:
        """Tick (or untick) a district in column ``side`` (0: proposer gives, 1: partner
        gives); a get-out-of-jail card by its card id."""
        listing = self.columns[side][1]
        for k in range(listing.count()):
            item = listing.item(k)
            data = item.data(Qt.ItemDataRole.UserRole)
            if data == district_id or (isinstance(data, JailCardChoice) and data.card == district_id):
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def deal(self) -> ProposeDeal | None:
        p, q = self.proposer.currentData(), self.partner.currentData()
        if p is None or q is None:
            return None

        def ticked(listing: QListWidget, cards: bool) -> tuple[str, ...]:
            chosen = [listing.item(k).data(Qt.ItemDataRole.UserRole) for k in range(listing.count())
                      if listing.item(k).checkState() == Qt.CheckState.Checked]
            return tuple(c.card if cards else c for c in chosen if isinstance(c, JailCardChoice) == cards)

        give, take = ticked(self.columns[0][1], False), ticked(self.columns[1][1], False)
        give_cards, take_cards = ticked(self.columns[0][1], True), ticked(self.columns[1][1], True)
        cash = self.columns[0][2].value(), self.columns[1][2].value()
        if give_cards or take_cards:
            return TradeDeal(p, q, give, take, *cash, give_cards=give_cards, take_cards=take_cards)
        return ProposeDeal(p, q, give, take, *cash)

    def _update(self) -> None:
        deal = self.deal()
        state = self.controller.state
        why = state.why_illegal(deal) if deal is not None else self.tr("choose two players")
        reason = None if why is None else refusal_text(why, state.book)
        self.propose_button.setEnabled(reason is None)
        if deal is not None and reason is None:
            from .turn_sections import deal_summary_html

            self.summary.setText(deal_summary_html(state, deal))
        else:
            self.summary.setText(f"<span style='color:{theme.current().faint}'>{html.escape(reason or '', quote=False)}</span>")

    def propose(self) -> None:
        deal = self.deal()
        if deal is None or not self.controller.state.is_legal(deal):
            return
        try:
            self.controller.act(deal)
        except IllegalActionError as exc:
            self.summary.setText(f"<span style='color:{theme.current().error}'>{html.escape(refusal_text(str(exc), self.controller.state.book), quote=False)}</span>")
            return
        self.accept()


class RankingPage(QWidget):
    """The end of the game: each player's cash, district values and total, richest first.

    The final board is shown below the table (a second view of the game's scene).
    """

    backRequested = Signal()
    newGameRequested = Signal()
    saveLogRequested = Signal()

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rankingPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.style(self, lambda t: (
            f"#rankingPage {{ background: {board_colours.TABLE.name()}; }}"
            f"#rankingCard {{ background: {t.card if t.dark else theme.PAPER}; border-radius: 14px;"
            f" border: 2px solid {theme.PAPER_INK}; }}"))
        self.title = QLabel(self)
        self.title.setObjectName("rankingTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)  # between the names of a tie
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setTextFormat(Qt.TextFormat.RichText)  # game_words.end_reason
        theme.style(self.subtitle, lambda t: theme.css(t.soft, extra="font-size: 11pt"))
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("rankingTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Rank"), self.tr("Player"), self.tr("Cash"), self.tr("Districts (rent values)"),
            self.tr("Total"), self.tr("Note")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.table.setFont(font)
        self.table.verticalHeader().setDefaultSectionSize(42)
        self.board: QGraphicsView | None = None
        if scene is not None:
            from ubuild_desktop.board import BoardView

            self.board = BoardView(scene, self)
            self.board.setObjectName("finalBoard")
            self.board.setMinimumHeight(220)
        self.back_button = QPushButton(self.tr("Back to the board"), self)
        self.back_button.setObjectName("backToBoard")
        self.back_button.clicked.connect(self.backRequested)
        self.new_button = QPushButton(self.tr("New game…"), self)
        self.new_button.setObjectName("rankingNewGame")
        self.new_button.setProperty("primary", True)
        self.new_button.clicked.connect(self.newGameRequested)
        self.log_button = QPushButton(self.tr("Save the log…"), self)
        self.log_button.clicked.connect(self.saveLogRequested)
        card = QFrame(self)
        card.setObjectName("rankingCard")
        inner = QVBoxLayout(card)
        inner.setContentsMargins(28, 20, 28, 20)
        inner.setSpacing(10)
        inner.addWidget(self.title)
        inner.addWidget(self.subtitle)
        inner.addWidget(self.table)
        if self.board is not None:
            inner.addWidget(self.board, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.log_button)
        buttons.addWidget(self.new_button)
        inner.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        layout.addWidget(card)

    def show_ranking(self, state: State, seats: list[Seat], rows: list[Standing] | None = None) -> None:
        """The final ranking of ``state``: ``rows``, the game's tally (U-Build's by default)."""
        rows = state.tally() if rows is None else rows
        money = money_for(state.book)
        self.table.setHorizontalHeaderItem(3, QTableWidgetItem(
            self.tr("Properties and buildings") if rules_for(state).traditional else self.tr("Districts (rent values)")))
        winners = [r for r in rows if r.rank == 1 and not r.bankrupt]
        title_font = QFont(self.title.font())  # the title's style below
        title_font.setPointSizeF(28)
        title_font.setWeight(QFont.Weight.Black)
        self.title.setFont(title_font)  # large text: a player's colour reads at 3:1
        names = " &amp; ".join(shown_html(name_fitting(r.name, title_font, 600)) for r in winners)
        t = theme.current()
        colour = t.seat(seats[winners[0].player].colour) if winners else t.heading
        self.title.setText(
            f"<div style='font-size:28pt;font-weight:900;color:{colour}'>"
            + self.tr("{names} wins!").format(names=names) + "</div>")
        self.subtitle.setText(game_words.end_reason(state))
        self.table.setRowCount(len(rows))
        podium = {1: "#fab005", 2: "#adb5bd", 3: "#d9480f"}
        for k, row in enumerate(rows):
            seat = seats[row.player]
            cells = [
                str(row.rank) if not row.bankrupt else "—",
                shown(row.name),
                money(row.cash),
                money(row.districts),
                money(row.total),
                self.tr("bankrupt") if row.bankrupt else "",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c != 1 else
                                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if c == 0 and not row.bankrupt and row.rank in podium:
                    item.setBackground(QColor(podium[row.rank]))
                    item.setForeground(QColor("#000000"))  # a medal's colour: black reads on all three
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                if c == 1:
                    item.setIcon(swatch_icon(seat.colour, initial(seat.name), 22))
                if c == 4:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                if row.bankrupt:
                    item.setForeground(QColor(t.faint))
                self.table.setItem(k, c, item)
        height = self.table.horizontalHeader().height() + 42 * len(rows) + 4
        self.table.setFixedHeight(height)
        if self.board is not None:
            QTimer.singleShot(0, self._fit_board)

    def _fit_board(self) -> None:
        if self.board is not None:
            self.board.fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self.board is not None:
            self.board.fit()
