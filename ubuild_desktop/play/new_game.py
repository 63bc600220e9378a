"""The New game dialog: what to play on, who plays, whose dice, and the rules.

The board is any built-in board of a registered rule set (U-Build's tracks, the
traditional game's square board: each rule set's ``builtin_boards``, named by its play
view's words), a track or square-board file (one entry: the file says which it is), or
what the editor has open (its provider gives its board). The dialog shows the
players allowed and the starting money of the board chosen, and its rules: U-Build's
rules in force, or a box of options its plug-in gives (``options_box``: the traditional
game's house rules, the defaults 001's), which are set here and saved with the game. :meth:`NewGameDialog.result_session`
gives the game as U-Build's ``Session`` or a ``TradSession``. The last board chosen (a
built-in one or a file), its players (names, colours, human or computer and strength) and
the last house rules are remembered in the settings.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.rule_set import Board  # any rule set's: the registry says whose
from ubuild_desktop.core.engine.kernel.session import DICE_PROGRAM, DICE_TABLE
from ubuild_desktop.core.engine.kernel.records import SetupError
from ubuild_desktop.core.engine.registry import BUILT_IN, load_board_file, rule_set, rule_set_of, rule_sets
from ubuild_desktop.core.jsonfile import FileMessageError
from ubuild_desktop.screen_fit import ScrollingBody, keep_on_screen
from ubuild_desktop.settings import settings
from ubuild_desktop.words import file_error_text, money, setup_error_text, whole_money

from . import game_words
from .fair_choice import FairStartChoice
from .plugin import play_view_of
from .view_words import words_of
from .seats import SEAT_COLOURS, Seat
from .seat_rows import DEFAULT_NAMES, LAST_PLAYERS_KEY, SeatRow, remembered_seats
#: Each built-in rule set's board listed first (the first one's is chosen: the program's, the Starter track).
DEFAULT_BOARDS = {built_in.name: built_in.default_board for built_in in BUILT_IN}
EditorBoardProvider = Callable[[], Board | None]
LAST_BOARD_KEY = "newGame/board"  # the combo's data of the last board a game started on
BUILTIN = "builtin"  # a built-in board's combo data: "builtin:<rule set>/<board>" (before: "builtin:<track>", "board:<board>")


_STEPPING_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                            Qt.Key.Key_Home, Qt.Key.Key_End})


def builtin_data(rules_name: str, board: str) -> str:
    """The New game dialog's data (and the remembered setting) of a rule set's built-in board."""
    return f"{BUILTIN}:{rules_name}/{board}"
LAST_FAIR_START_KEY = "newGame/fairStart"  # whether the last game played the board's Fair start


def players_range(board: Board) -> tuple[int, int]:
    """The fewest and most players ``board``'s rules allow."""
    return rule_set_of(board).players_range(board)


def starting_cash_text(board: Board) -> str:
    """What each player starts with on ``board``, in its rule set's money."""
    rules = rule_set_of(board)
    return (money if rules.money_in_thousands() else whole_money)(rules.starting_cash(board))


class AskFile(Protocol):
    """A window's file dialog (``WindowFiles.ask_file``): the file chosen, None if cancelled."""

    def __call__(self, title: str, name_filter: str, *, save: bool, object_name: str = "") -> Path | None: ...


class NewGameDialog(QDialog):
    """Pick a board (a built-in track or square board, a file, or the editor's), the
    players and whose dice, and see (or, for the traditional game, set) the rules."""

    def __init__(self, editor_board: EditorBoardProvider | None = None, parent: QWidget | None = None,
                 ask_file: AskFile | None = None) -> None:
        super().__init__(parent)
        self._ask_file = ask_file  # the play window's file dialog (TV mode's size), else the desktop's
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self._editor_board = editor_board
        self._file_board: Board | None = None
        self._file_path: Path | None = None
        self.track_combo = QComboBox(self)
        self.track_combo.setObjectName("trackCombo")
        self.track_combo.setAccessibleName(self.tr("Board"))
        # Each rule set's built-in boards, in the order registered (U-Build's tracks, the
        # default first, then the traditional game's square board), named by its play view.
        for rules in rule_sets():
            words = words_of(play_view_of(rules)) if rules.play_view else None
            for name in sorted(rules.builtin_boards(), key=lambda n: (n != DEFAULT_BOARDS.get(rules.name), n)):
                if words is not None:
                    self.track_combo.addItem(words.builtin_board(rules.load_builtin(name)), builtin_data(rules.name, name))
        self.track_combo.addItem(self.tr("A track or board file…"), "file:")
        # Offered only when there is one: an empty choice would only lead to an error.
        editor_now = editor_board() if editor_board is not None else None
        if editor_now is not None:
            self.track_combo.addItem(words_of(play_view_of(rule_set_of(editor_now))).open_in_editor(), "editor:")
        self.track_combo.setCurrentIndex(0)  # the first rule set's default board
        self.track_combo.currentIndexChanged.connect(self._board_changed)
        self.track_combo.activated.connect(self._board_picked)
        # Arrows (or the wheel) stepping through the closed list pass the file entry by; a
        # file dialog at once is for the entry picked from the open list.
        self._stepping = False
        self.track_combo.installEventFilter(self)
        self.browse = QPushButton(self.tr("Choose file…"), self)
        self.browse.setObjectName("browseTrack")
        self.browse.clicked.connect(self._choose_file)
        self.board_info = QLabel(self)
        self.board_info.setObjectName("boardInfo")
        self.board_info.setWordWrap(True)
        theme.style(self.board_info, lambda t: theme.css(t.soft))
        self.rows_box = QGroupBox(self.tr("Players"), self)
        self.rows_layout = QVBoxLayout(self.rows_box)
        self.rows: list[SeatRow] = []
        self.add_button = QPushButton(self.tr("Add a player"), self)
        self.add_button.setObjectName("addPlayer")
        self.add_button.clicked.connect(self.add_player)
        self.rows_layout.addWidget(self.add_button)
        self.rules_heading = QLabel(self.tr("<b>House rules in force</b>"), self)
        self.rules = QLabel(self)
        self.rules.setObjectName("houseRules")
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        theme.style(self.rules, lambda t: (f"background:{t.box};border:1px solid {t.box_border};"
                                           "border-radius:6px;padding:8px"))
        # The options a rule set sets in a box of its own (the traditional game's house
        # rules): its plug-in's ``options_box``, shown while a board of that rule set is
        # chosen, and named here by the option it sets (``dialog.house_rules``).
        self.option_boxes: dict[str, Any] = {}
        for rule_set in rule_sets():
            make = getattr(play_view_of(rule_set), "options_box", None)
            if make is not None:
                box = make(self)
                box.changed.connect(self._check)
                self.option_boxes[box.option_name] = box
                setattr(self, box.option_name, box)
        self.fair_start = FairStartChoice(self)  # the board's Fair start for this many players, if it keeps one
        self.fair_start.check.setChecked(bool(settings().value(LAST_FAIR_START_KEY, False, type=bool)))
        self.fair_start.changed.connect(self._check)
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
            "The program still shuffles the cards."))
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
        board_column = QVBoxLayout()
        board_column.setSpacing(2)
        board_column.addLayout(track_row)
        board_column.addWidget(self.board_info)
        self.form = QFormLayout()
        self.form.addRow(self.tr("Board"), board_column)
        self.form.addRow(self.tr("End after"), self.round_limit)
        self.form.addRow(self.tr("Fair start"), self.fair_start)
        dice_column = QVBoxLayout()
        dice_column.setSpacing(2)
        dice_column.addWidget(self.dice_program)
        dice_column.addWidget(self.dice_table)
        self.form.addRow(self.tr("Dice"), dice_column)
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
        # The body scrolls when the screen is too small for it (8 players, the house rules,
        # Advanced open on a 1024x640 laptop); what is wrong and the buttons stay in view.
        contents = QWidget(self)
        contents.setObjectName("newGameBody")
        body = QVBoxLayout(contents)
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self.form)
        body.addWidget(self.rows_box)
        body.addWidget(self.rules_heading)
        body.addWidget(self.rules)
        for box in self.option_boxes.values():
            body.addWidget(box)
        body.addStretch(1)
        body.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        body.addWidget(self.advanced)
        self.body = ScrollingBody(contents, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._restore_last_board()
        self._restore_players()
        self._board_changed()
        self._tab_order()
        hint = self.sizeHint()
        self.resize(max(680, hint.width()), hint.height())
        keep_on_screen(self)

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it reads: the board, the rules above the players,
        each player's name, colour and kind, Add a player, the house rules' options,
        Advanced, then Start and Cancel (it went by when each was made: Add a player second,
        the players after Start and Cancel)."""
        chain: list[QWidget] = [self.track_combo, self.browse, self.round_limit, self.fair_start.check,
                                self.dice_program, self.dice_table]
        for row in self.rows:
            chain += [row.name, row.colour, row.kind, row.remove]
        chain.append(self.add_button)
        for box in self.option_boxes.values():
            chain += [widget for widget in box.findChildren(QWidget)
                      if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                      and not isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox))]
        chain += [self.advanced_button, self.seed, *self.buttons.buttons()]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        if shown:
            self.body.reveal(self.advanced)

    # ------------------------------------------------------------------ players

    def add_player(self) -> SeatRow | None:
        if len(self.rows) >= min(len(SEAT_COLOURS), len(DEFAULT_NAMES)):
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
        if hasattr(self, "advanced_button"):  # a player added after the dialog was made: in the Tab order
            self._tab_order()
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

    # ------------------------------------------------------------------ the board

    def board(self) -> Board | None:
        """The board chosen: a U-Build track or a square board (None: no file chosen yet, or
        the editor has closed)."""
        source, name = str(self.track_combo.currentData()).split(":", 1)
        if source == BUILTIN:
            rules, _, board = name.partition("/")
            return rule_set(rules).load_builtin(board)
        if source == "file":
            return self._file_board
        if source == "editor" and self._editor_board is not None:
            return self._editor_board()
        return None

    def set_file(self, path: str | Path) -> bool:
        """Play on the track or square board in ``path`` (what "Choose file…" does after the
        file dialog); a file that cannot be read is one line naming it, under the players."""
        index = self.track_combo.findData("file:")
        try:
            self._file_board = load_board_file(path)
            self._file_path = Path(path)
        except ValueError as exc:  # a file's own error, or a number too long to read
            self._file_board = None
            self._file_path = None
            self.track_combo.setItemText(index, self.tr("A track or board file…"))
            self.track_combo.setItemData(index, None, Qt.ItemDataRole.ToolTipRole)
            self._board_changed()
            self.problem.setText(file_error_text(exc) if isinstance(exc, FileMessageError) else self.tr(
                "{file}: not a track or board file ({error})").format(file=path, error=exc))
            return False
        # The box names the chosen file; the full path is in the tooltip.
        self.track_combo.setItemText(index, self._file_path.name)
        self.track_combo.setItemData(index, str(self._file_path), Qt.ItemDataRole.ToolTipRole)
        self.track_combo.setCurrentIndex(index)
        self._board_changed()
        return True

    def _choose_file(self) -> None:
        title, name_filter = self.tr("Open a track or a board"), self.tr("Track and board files (*.json)")
        if self._ask_file is not None:
            chosen = self._ask_file(title, name_filter, save=False, object_name="openBoardDialog")
            path = "" if chosen is None else str(chosen)
        else:
            path, _ = QFileDialog.getOpenFileName(self, title, "", name_filter)
        if path:
            self.set_file(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.track_combo:
            kind = event.type()
            if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                self._stepping = event.key() in _STEPPING_KEYS and not event.modifiers() & Qt.KeyboardModifier.AltModifier
            elif kind in (QEvent.Type.Wheel, QEvent.Type.MouseButtonPress):
                self._stepping = kind == QEvent.Type.Wheel
        return super().eventFilter(watched, event)

    def _board_picked(self, index: int) -> None:
        """The player picked the file entry with no file chosen yet: ask for the file at once
        (not while arrows step through the closed list: "Choose file…" is beside it)."""
        if self.track_combo.itemData(index) == "file:" and self._file_board is None and not self._stepping:
            self._choose_file()

    def _restore_last_board(self) -> None:
        """Start on the board of the last game started here, if it is still there."""
        last = settings().value(LAST_BOARD_KEY, "")
        if not isinstance(last, str) or ":" not in last:
            return
        source, name = last.split(":", 1)
        if source == "file":
            if name and Path(name).is_file():
                index = self.track_combo.currentIndex()
                if not self.set_file(name):  # no longer a board: the default, without a word
                    self.problem.clear()
                    self.track_combo.setCurrentIndex(index)
            return
        index = self.track_combo.findData(last) if source == BUILTIN else -1
        if index < 0 and "/" not in name:  # remembered before the registry: "builtin:<track>" or "board:<board>"
            index = next((i for i in range(self.track_combo.count())
                          if str(self.track_combo.itemData(i)).startswith(f"{BUILTIN}:")
                          and str(self.track_combo.itemData(i)).endswith(f"/{name}")), -1)
        if index >= 0:
            self.track_combo.setCurrentIndex(index)

    def _restore_players(self) -> None:
        """The players of the last game started here (their names, colours, human or
        computer and strength), as many as the board takes; two new players if none."""
        seats = remembered_seats()
        board = self.board()
        if board is not None:
            seats = seats[:players_range(board)[1]]
        for seat in seats:
            row = self.add_player()
            if row is not None:
                row.set_seat(seat)
        while len(self.rows) < 2:
            self.add_player()

    def _remember(self) -> None:
        """Keep the board (unless it is the editor's), the players and the house rules for
        the next game."""
        store = settings()
        store.setValue(LAST_PLAYERS_KEY, json.dumps([seat.to_json() for seat in self.seats()]))
        data = str(self.track_combo.currentData())
        if data == "file:" and self._file_path is not None:
            store.setValue(LAST_BOARD_KEY, f"file:{self._file_path}")
        elif data.startswith(f"{BUILTIN}:"):
            store.setValue(LAST_BOARD_KEY, data)
        board = self.board()
        for name, box in self.option_boxes.items():
            if board is not None and name in rule_set_of(board).options:
                box.remember()
        if self.fair_start.check.isEnabled():
            store.setValue(LAST_FAIR_START_KEY, self.fair_start.check.isChecked())
        store.sync()

    def _board_changed(self) -> None:
        source = str(self.track_combo.currentData()).split(":", 1)[0]
        self.browse.setVisible(source == "file")
        self.track_combo.setToolTip(str(self._file_path) if source == "file" and self._file_path else "")
        board = self.board()
        # The options the board's rule set takes: U-Build's round limit and rules list, or
        # the traditional game's house rules.
        options = rule_set_of(board).options if board is not None else ("round_limit",)
        self.form.setRowVisible(self.round_limit, "round_limit" in options)
        self.rules_heading.setVisible("round_limit" in options)
        self.rules.setVisible("round_limit" in options)
        for name, box in self.option_boxes.items():
            box.setVisible(name in options)
        self._check()

    # ------------------------------------------------------------------ the rules

    def _round_limit_suffix(self) -> None:
        """ "120 rounds", "1 round": the unit after the number, in the plural form it needs."""
        self.round_limit.setSuffix(self.tr(" round(s)", "", self.round_limit.value()))

    def _round_limit_edited(self) -> None:
        if not self._setting_round_limit:
            self._round_limit_touched = True
            self._check()

    def _suggest_round_limit(self, track: Board) -> None:
        """Follow the preset's default for the track and player count until the user sets one."""
        if self._round_limit_touched:
            return
        self._setting_round_limit = True
        try:
            self.round_limit.setValue(rule_set_of(track).default_options(track, len(self.rows))["round_limit"])
        finally:
            self._setting_round_limit = False

    def _check(self) -> None:
        board = self.board()
        if board is not None and "round_limit" in rule_set_of(board).options:
            self._suggest_round_limit(board)
        if board is None:
            self.board_info.clear()
        else:
            low, high = players_range(board)
            self.board_info.setText(self.tr("{low}-{high} players; each starts with {cash}").format(
                low=low, high=high, cash=starting_cash_text(board)))
            self.add_button.setEnabled(len(self.rows) < min(high, len(SEAT_COLOURS)))
            for row in self.rows:
                row.remove.setEnabled(len(self.rows) > low)
        self.fair_start.update_for(board, len(self.rows))
        game, problem = self._make_game()
        if game is not None:
            self._show_rules(game)
        elif board is None:
            self.rules.setText(self.tr("Choose a track or board file to see its rules."))
        self.problem.setText(problem)
        self.start_button.setEnabled(game is not None)

    def _show_rules(self, game: Any) -> None:
        """The rules in force for ``game`` (its plug-in's: U-Build's list; the traditional
        game's house rules are set in their own box)."""
        rules = game_words.house_rules(game)
        self.rules.setText("<ul style='margin:0'>" + "".join(f"<li>{r}</li>" for r in rules) + "</ul>")

    def _make_game(self) -> tuple[Any, str]:
        board = self.board()
        if board is None:
            source = str(self.track_combo.currentData()).split(":", 1)[0]
            if source == "editor":
                return None, self.tr("The editor has no track open.")
            return None, self.tr("Choose a track or board file.")
        seats = self.seats()
        colours = [s.colour for s in seats]
        if len(set(colours)) != len(colours):
            return None, self.tr("Each player needs a colour of their own.")
        names = [s.name for s in seats]
        try:
            # Each rule set takes the options it has (the rows shown for it, _board_changed).
            fair = self.fair_start.amounts() if len(self.fair_start.amounts()) == len(names) else ()
            options = {"round_limit": self.round_limit.value() or None, "fair_start": fair,
                       "fair_gifts": self.fair_start.gifts() if fair else (),
                       **{name: box.value() for name, box in self.option_boxes.items()}}
            return rule_set_of(board).new_game(board, names, options), ""
        except SetupError as exc:
            if "round_limit" in rule_set_of(board).options:  # show the rules anyway when only the players are wrong
                low, _high = players_range(board)
                try:
                    self._show_rules(rule_set_of(board).new_game(board, list(DEFAULT_NAMES[:low]), {}))
                except SetupError:
                    self.rules.setText("")
            return None, setup_error_text(exc)

    def _accept(self) -> None:
        game, problem = self._make_game()
        if game is None:
            self.problem.setText(problem)
            return
        self._remember()
        self.accept()

    # ------------------------------------------------------------------ the result

    def result_game(self) -> tuple[Any, list[Seat], int]:
        """The game to start (U-Build's or the traditional game's), its seats and its seed
        (call after the dialog was accepted)."""
        game, problem = self._make_game()
        if game is None:
            raise SetupError(problem)
        seed = self.seed.value() or (time.time_ns() // 1000) % 2_000_000_000
        return game, self.seats(), seed

    def dice(self) -> str:
        """Whose dice the game is rolled with: ``DICE_PROGRAM`` or ``DICE_TABLE``."""
        return DICE_TABLE if self.dice_table.isChecked() else DICE_PROGRAM

    def is_test_game(self) -> bool:
        """Whether the game is a test of the board open in the editor (Play This Track): Home
        lists it apart from the family's games."""
        return str(self.track_combo.currentData()) == "editor:"

    def result_session(self) -> tuple[Any, list[Seat]]:
        """The game to start, as a session rolled with the dice chosen (a ``TradSession``,
        with the house rules set, on a square board), and its seats (call after the dialog
        was accepted)."""
        game, seats, seed = self.result_game()
        return rule_set_of(game).session(game, seed, dice=self.dice()), seats


__all__ = ["Board", "EditorBoardProvider", "LAST_PLAYERS_KEY", "NewGameDialog", "SeatRow", "players_range"]
