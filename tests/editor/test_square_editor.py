"""The square-board editor (issue 14): through its real widgets, a space picked on the board,
typed into, its kind, group, rents and the board's settings changed, spaces inserted and
removed within the validator's bounds, live problems, one undo stack, files, export, and a
saved custom board that plays (``ubuild simulate`` in a child process)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.square import SpaceKind, SquareBoard, load_board, load_builtin_board, save_board
from ubuild_desktop.core.square.validate import MAX_SPACES, MIN_SPACES, BoardCode, validate_board
from ubuild_desktop.editor.square_window import SquareEditorWindow

from .conftest import Dialogs

Button = QMessageBox.StandardButton
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def make_board_editor(qtbot: QtBot) -> Iterator[Any]:
    windows: list[SquareEditorWindow] = []

    def make(board: SquareBoard | None = None, path: Path | None = None) -> SquareEditorWindow:
        window = SquareEditorWindow(board if board is not None else load_builtin_board("traditional"), path)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        window.view.fit()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.document.undo_stack.setClean()


def click_space(qtbot: QtBot, window: SquareEditorWindow, index: int) -> None:
    """A left click in the middle of space ``index`` on the board."""
    centre = window.scene.place(index).rect.center()
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(centre))


def type_into(qtbot: QtBot, field: QLineEdit | QSpinBox, text: str) -> None:
    """Select what the field holds, type ``text`` and press Enter, as a user does."""
    field.setFocus()
    editor = field if isinstance(field, QLineEdit) else field.lineEdit()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def pick(qtbot: QtBot, combo: QComboBox, data: object) -> None:
    """Choose the entry holding ``data`` from the keyboard (activated, as a user's pick)."""
    row = combo.findData(getattr(data, "value", data))
    assert row >= 0, f"{data!r} is not offered"
    combo.setFocus()
    while combo.currentIndex() != row:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < row else Qt.Key.Key_Up)


def names_on_board(window: SquareEditorWindow, index: int) -> str:
    return " ".join(window.scene.space_items[index].texts())


def test_a_click_on_a_space_shows_it_in_the_form(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    click_space(qtbot, window, 3)
    board = window.document.board
    assert window.selected == 3
    assert window.space_form.name.text() == board.spaces[3].name
    assert window.space_form.name_es.text() == board.spaces[3].name_es
    assert window.scene.space_items[3].is_highlighted()
    assert window.space_form.price.value() == board.spaces[3].price
    window.next_action.trigger()
    assert window.selected == 4 and window.space_form.name.text() == board.spaces[4].name
    window.previous_action.trigger()
    window.previous_action.trigger()
    assert window.selected == 2


def test_rename_and_reprice_by_typing_then_undo_and_redo(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    click_space(qtbot, window, 1)
    form = window.space_form
    type_into(qtbot, form.name, "Quay Street")
    type_into(qtbot, form.name_es, "Calle del Muelle")
    type_into(qtbot, form.price, "75")
    space = window.document.board.spaces[1]
    assert (space.name, space.name_es, space.price) == ("Quay Street", "Calle del Muelle", 75)
    assert "Quay Street" in names_on_board(window, 1)
    assert window.isWindowModified()
    window.undo_action.trigger()  # the price
    assert window.document.board.spaces[1].price == 60 and form.price.value() == 60
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.document.board == load_builtin_board("traditional")
    assert not window.isWindowModified()
    window.redo_action.trigger()
    assert window.document.board.spaces[1].name == "Quay Street"
    assert form.name.text() == "Quay Street"


def test_an_emptied_name_comes_back(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    click_space(qtbot, window, 1)
    type_into(qtbot, window.space_form.name, " ")
    assert window.space_form.name.text() == load_builtin_board("traditional").spaces[1].name
    assert window.document.undo_stack.count() == 0


def test_rents_house_price_and_tax_per_kind(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    form = window.space_form
    click_space(qtbot, window, 1)
    shown_rents = [rent for rent in form.rents if form.form.isRowVisible(rent)]
    assert len(shown_rents) == 6 and form.form.isRowVisible(form.house_price)
    type_into(qtbot, form.rents[5], "300")
    type_into(qtbot, form.house_price, "55")
    space = window.document.board.spaces[1]
    assert space.rents[5] == 300 and space.house_price == 55
    station = window.document.board.indices(SpaceKind.STATION)[0]
    click_space(qtbot, window, station)
    assert [form.form.isRowVisible(rent) for rent in form.rents] == [True] * 4 + [False] * 2
    assert not form.form.isRowVisible(form.house_price)
    utility = window.document.board.indices(SpaceKind.UTILITY)[0]
    click_space(qtbot, window, utility)
    assert [form.form.isRowVisible(rent) for rent in form.rents] == [True] * 2 + [False] * 4
    tax = window.document.board.indices(SpaceKind.TAX)[0]
    click_space(qtbot, window, tax)
    assert form.form.isRowVisible(form.tax) and not form.form.isRowVisible(form.price)
    type_into(qtbot, form.tax, "150")
    assert window.document.board.spaces[tax].tax == 150
    assert window.document.report.valid


def test_a_change_of_kind_is_checked_live_and_a_problem_selects_its_space(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    form = window.space_form
    click_space(qtbot, window, 3)  # the second brown street
    pick(qtbot, form.kind, SpaceKind.CHANCE)
    space = window.document.board.spaces[3]
    assert space.kind is SpaceKind.CHANCE and space.price == 0 and space.rents == () and space.group is None
    report = window.document.report
    assert [p.code for p in report.diagnostics] == [BoardCode.GROUP_SIZE]
    assert window.scene.space_items[1].has_problem()  # the group's one street left
    assert window.problems.list.count() == 1
    assert "problem" in window.summary_label.accessibleDescription()
    click_space(qtbot, window, 20)
    item = window.problems.list.item(0)
    qtbot.mouseClick(window.problems.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.problems.list.visualItemRect(item).center())
    assert window.selected == 1
    # Back to a street: the traditional values come in, and a group is picked from the list.
    click_space(qtbot, window, 3)
    pick(qtbot, form.kind, SpaceKind.STREET)
    assert window.document.board.spaces[3].rents and window.document.board.spaces[3].house_price > 0
    assert BoardCode.NO_GROUP in {p.code for p in window.document.report.diagnostics}
    pick(qtbot, form.group, "brown")
    assert window.document.report.valid
    assert not window.scene.space_items[1].has_problem()


def test_the_edit_panel_and_the_problems_list_count_spaces_alike(qtbot: QtBot, make_board_editor: Any) -> None:
    """Issue 23: a problem about the second space says "space 2", and picking it shows
    "Space 2 of 40" in the Edit panel (both count from 1, GO being space 1)."""
    window = make_board_editor()
    click_space(qtbot, window, 1)  # Cobbler Lane, the second space
    type_into(qtbot, window.space_form.price, "0")
    click_space(qtbot, window, 20)
    items = [window.problems.list.item(row) for row in range(window.problems.list.count())]
    assert [item.text() for item in items] == ["Space 2 (Cobbler Lane): it needs a price\n[no-price]"]
    item = items[0]
    qtbot.mouseClick(window.problems.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.problems.list.visualItemRect(item).center())
    assert window.selected == 1
    assert window.space_form.heading.text().startswith("Space 2 of 40")


def test_corner_kinds_only_where_valid(make_board_editor: Any) -> None:
    window = make_board_editor()
    offered = lambda: [SpaceKind(window.space_form.kind.itemData(i)) for i in range(window.space_form.kind.count())]  # noqa: E731
    window.select_space(0)
    assert offered() == [SpaceKind.GO] and not window.space_form.kind.isEnabled()
    window.select_space(1)
    assert not {SpaceKind.GO, SpaceKind.JAIL, SpaceKind.GO_TO_JAIL, SpaceKind.FREE_PARKING} & set(offered())
    window.select_space(20)  # Free Parking: the jail and Go to Jail are taken
    assert SpaceKind.FREE_PARKING in offered() and SpaceKind.JAIL not in offered()


def test_groups_editor(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    groups = window.groups_form
    window.show_tab(groups)
    before = len(window.document.board.groups)
    qtbot.mouseClick(groups.add_button, Qt.MouseButton.LeftButton)
    board = window.document.board
    assert len(board.groups) == before + 1 and groups.current() == before
    new = board.groups[-1]
    assert new.marker not in {g.marker for g in board.groups[:-1]}
    type_into(qtbot, groups.name, "Teal")
    type_into(qtbot, groups.name_es, "Turquesa")
    type_into(qtbot, groups.marker, "t")
    groups.ask_colour = lambda _colour: QColor("#008080")
    qtbot.mouseClick(groups.colour_button, Qt.MouseButton.LeftButton)
    group = window.document.board.groups[-1]
    assert (group.name, group.name_es, group.marker, group.colour) == ("Teal", "Turquesa", "T", "#008080")
    assert window.document.report.valid  # a group no street names is unused, not wrong
    # Give two streets the new group: the brown group's two, so brown is left unused.
    for index in (1, 3):
        click_space(qtbot, window, index)
        pick(qtbot, window.space_form.group, group.id)
    assert window.document.report.valid
    assert "T" in window.scene.space_items[1].texts()
    # Remove it: its streets are left without a group, and the validator names them.
    window.show_tab(groups)
    groups.list.setCurrentRow(len(window.document.board.groups) - 1)
    qtbot.mouseClick(groups.remove_button, Qt.MouseButton.LeftButton)
    assert len(window.document.board.groups) == before
    assert [p.space for p in window.document.report.diagnostics if p.code is BoardCode.NO_GROUP] == [1, 3]
    window.undo_action.trigger()
    assert window.document.report.valid and window.document.board.groups[-1].name == "Teal"


def test_board_settings(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    form = window.board_form
    window.show_tab(form)
    type_into(qtbot, form.salary, "250")
    type_into(qtbot, form.starting_cash, "2000")
    type_into(qtbot, form.jail_fine, "75")
    type_into(qtbot, form.houses, "20")
    type_into(qtbot, form.hotels, "0")
    type_into(qtbot, form.name, "Harbour Town")
    board = window.document.board
    assert (board.salary, board.starting_cash, board.jail_fine, board.houses, board.hotels, board.name) == (
        250, 2000, 75, 20, 0, "Harbour Town")
    assert [p.code for p in window.document.report.diagnostics] == [BoardCode.NO_BUILDINGS]
    assert "Collect $250" in names_on_board(window, 0)
    assert window.scene.centre_item is not None and window.scene.centre_item.name == "Harbour Town"
    assert window.document.undo_stack.count() == 6


def test_spin_steps_merge_into_one_undo_step(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    click_space(qtbot, window, 1)
    price = window.space_form.price
    price.setFocus()
    for _ in range(5):
        qtbot.keyClick(price, Qt.Key.Key_Up)
    assert window.document.board.spaces[1].price == 65
    assert window.document.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.document.board.spaces[1].price == 60


def test_insert_and_remove_spaces_within_the_bounds(qtbot: QtBot, make_board_editor: Any) -> None:
    window = make_board_editor()
    click_space(qtbot, window, 5)
    window.insert_action.trigger()
    board = window.document.board
    assert len(board.spaces) == 41 and window.selected == 6 and board.spaces[6].kind is SpaceKind.CHANCE
    assert window.document.report.valid and len(window.scene.space_items) == 41
    type_into(qtbot, window.space_form.name, "Lucky Corner")
    assert window.document.board.spaces[6].name == "Lucky Corner"
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert len(window.document.board.spaces) == 40
    # Down to the fewest: Remove is then refused, and disabled.
    window.select_space(39)
    while window.remove_action.isEnabled():
        window.remove_action.trigger()
    assert len(window.document.board.spaces) == MIN_SPACES
    window.select_space(1)
    assert not window.remove_action.isEnabled()
    assert not window.remove_space()
    window.select_space(0)
    # Up to the most.
    while window.insert_action.isEnabled():
        window.insert_action.trigger()
    assert len(window.document.board.spaces) == MAX_SPACES
    assert not window.insert_space()


def test_save_open_and_the_unsaved_changes_question(qtbot: QtBot, make_board_editor: Any, dialogs: Dialogs,
                                                    tmp_path: Path) -> None:
    target = tmp_path / "harbour.json"
    window = make_board_editor()
    click_space(qtbot, window, 1)
    type_into(qtbot, window.space_form.name, "Quay Street")
    from tests.modal import choose_file

    seen = choose_file(target)
    window.save_action.trigger()  # no file yet: Save As
    assert seen and window.path == target and not window.isWindowModified()
    assert load_board(target) == window.document.board
    type_into(qtbot, window.space_form.price, "90")
    dialogs.answers["warning"] = Button.Cancel
    assert not window.close()  # cancelled: the window stays
    assert dialogs.kinds() == ["warning"]
    dialogs.answers["warning"] = Button.Save
    assert window.new_action.trigger() is None and window.path is None
    assert load_board(target).spaces[1].price == 90  # saved before the new board
    assert window.open_path(target)
    assert window.document.board.spaces[1].name == "Quay Street" and window.path == target
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "name": "x", "spaces": 3}')
    assert not window.open_path(bad)
    assert dialogs.kinds()[-1] == "critical" and "bad.json" in dialogs.shown[-1][2]
    assert window.path == target


def test_save_as_names_the_title_and_pdf_after_the_file(qtbot: QtBot, make_board_editor: Any, tmp_path: Path) -> None:
    """Issue 23: the built-in board saved as "harbour.json" is the harbour board in its title,
    its file and its PDF (the built-in's name was the program's); a name the user typed stays."""
    from tests.editor.test_files import _pdf_title
    from tests.modal import choose_file

    window = make_board_editor()
    seen = choose_file(tmp_path / "harbour.json")
    window.save_as_action.trigger()
    assert seen and window.path == tmp_path / "harbour.json" and not window.isWindowModified()
    assert window.windowTitle().startswith("harbour.json[*] ")
    board = load_board(tmp_path / "harbour.json")
    assert (board.name, board.name_es) == ("harbour", "") == (window.document.board.name, window.document.board.name_es)
    seen = choose_file(tmp_path / "harbour.pdf")
    window.export_pdf_action.trigger()
    assert seen and _pdf_title(tmp_path / "harbour.pdf") == "harbour"
    window.board_form.name.setFocus()
    type_into(qtbot, window.board_form.name, "Quayside")
    seen = choose_file(tmp_path / "q.json")
    window.save_as_action.trigger()
    assert seen and window.document.board.name == "Quayside" and load_board(tmp_path / "q.json").name == "Quayside"


def test_export_png_svg_pdf(make_board_editor: Any, tmp_path: Path) -> None:
    window = make_board_editor()
    for suffix, magic in ((".png", b"\x89PNG"), (".svg", b"<?xml"), (".pdf", b"%PDF")):
        out = tmp_path / f"board{suffix}"
        assert window.export_to(out)
        assert out.read_bytes().startswith(magic)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary left


def test_png_export_at_a_chosen_size(make_board_editor: Any, tmp_path: Path) -> None:
    """Issue 23: the board's PNG is as large as the user says in the Picture Size dialog."""
    from PySide6.QtGui import QImage

    from tests.editor.test_export import answer_png_size
    from tests.modal import choose_file

    window = make_board_editor()
    out = tmp_path / "board.png"
    chosen, sized = choose_file(out), answer_png_size(width=1200)
    window.export_png_action.trigger()
    assert chosen and sized and sized[0]["result"] == 1
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, sized[0]["height"]) and image.height() == 1200  # a square board
    big = tmp_path / "big.png"
    chosen, sized = choose_file(big), answer_png_size(preset="w3840")
    window.export_png_action.trigger()
    assert QImage(str(big)).width() == 3840 and sized[0]["width"] == 3840
    assert [sized[0]["preset"]] == ["w3840"]


def test_play_this_board(qtbot: QtBot, make_board_editor: Any, dialogs: Dialogs) -> None:
    window = make_board_editor()
    assert not window.play_board()  # no home joined: it says where games start
    assert dialogs.kinds() == ["information"]
    asked: list[SquareBoard] = []
    window.playRequested.connect(asked.append)
    window.play_action.trigger()
    assert asked == [window.document.board]
    click_space(qtbot, window, 3)
    pick(qtbot, window.space_form.kind, SpaceKind.CHANCE)
    window.play_action.trigger()  # a board with problems is refused, with why
    assert len(asked) == 1 and dialogs.kinds()[-1] == "warning"


@pytest.mark.tool
def test_a_board_edited_and_saved_here_plays(qtbot: QtBot, make_board_editor: Any, tmp_path: Path) -> None:
    """Edit through the widgets (a space removed, a street repriced and renamed, a tax raised,
    the salary changed), save, and play five games of it headless in a child process."""
    target = tmp_path / "custom.json"
    window = make_board_editor()
    click_space(qtbot, window, 7)  # a Chance space
    window.remove_action.trigger()
    click_space(qtbot, window, 1)
    type_into(qtbot, window.space_form.name, "Quay Street")
    type_into(qtbot, window.space_form.price, "80")
    click_space(qtbot, window, 4)  # income tax
    type_into(qtbot, window.space_form.tax, "180")
    window.show_tab(window.board_form)
    type_into(qtbot, window.board_form.salary, "220")
    assert window.document.report.valid
    assert window.save_to(target)
    board = load_board(target)
    assert len(board.spaces) == 39 and board.salary == 220 and validate_board(board).valid
    done = subprocess.run([sys.executable, "-m", "ubuild_desktop", "simulate", str(target), "--games", "5", "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 5


@pytest.mark.tool
def test_ubuild_edit_opens_the_board_editor_in_a_child(tmp_path: Path) -> None:
    """``ubuild edit traditional`` and ``ubuild edit BOARD.json`` open this editor (a screenshot, in a child process)."""
    board_file = tmp_path / "board.json"
    save_board(load_builtin_board("traditional"), board_file)
    for ref in ("traditional", str(board_file)):
        shot = tmp_path / "edit.png"
        done = subprocess.run([sys.executable, "-m", "ubuild_desktop", "edit", ref, "--screenshot", str(shot)],
                              cwd=ROOT, capture_output=True, text=True, timeout=300,
                              env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
        assert done.returncode == 0, done.stderr
        assert shot.read_bytes().startswith(b"\x89PNG")
        shot.unlink()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "name": "x", "spaces": 3}')
    done = subprocess.run([sys.executable, "-m", "ubuild_desktop", "edit", str(bad)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 2 and "bad.json" in done.stderr and "Traceback" not in done.stderr


def test_the_track_editor_opens_a_board_file_in_the_board_editor(qtbot: QtBot, make_editor: Any, tmp_path: Path) -> None:
    board_file = tmp_path / "board.json"
    save_board(load_builtin_board("traditional"), board_file)
    editor = make_editor()
    opened: list[Any] = []
    editor.editorOpened.connect(opened.append)
    assert editor.open_path(board_file)
    for window in opened:
        qtbot.addWidget(window)  # deleted at the end, not left among the top-level windows
    assert len(opened) == 1 and isinstance(opened[0], SquareEditorWindow) and opened[0].path == board_file
    assert opened[0].document.board == load_builtin_board("traditional")
    opened[0].close()
    # and the board editor's Open sends a track file to the track editor
    from ubuild_desktop.core.trackfile import load_builtin, save_track

    track_file = tmp_path / "track.json"
    save_track(load_builtin("starter"), track_file)
    window = opened[0]
    back: list[Any] = []
    window.editorOpened.connect(back.append)
    assert window.open_path(track_file)
    for other in back:
        qtbot.addWidget(other)
    assert len(back) == 1 and back[0].current_track() == load_builtin("starter")
    back[0].document.undo_stack.setClean()
    back[0].close()


@pytest.fixture
def spanish(qapp: Any) -> Iterator[None]:
    from PySide6.QtCore import QLocale

    from ubuild_desktop.language import install_translations

    translators = install_translations(qapp, QLocale("es_ES"))
    assert translators
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def test_in_spanish_the_board_shows_its_spanish_names(spanish: None, make_board_editor: Any) -> None:
    window = make_board_editor()
    window.select_space(1)
    space = window.document.board.spaces[1]
    assert space.name_es in names_on_board(window, 1)
    assert space.name_es in window.selection_label.text()
    assert window.space_form.kind.currentText() == "Calle"
    assert window.menuBar().actions()[0].text() == "&Archivo"


def test_view_balance_shows_the_board_odds_and_follows_each_edit(qtbot: QtBot, make_board_editor: Any) -> None:
    from ubuild_desktop.core.balance import square_odds

    window = make_board_editor()
    assert window.balance_dock.isHidden()
    window.balance_action.trigger()
    assert window.balance_dock.isVisible()
    column = window.balance.main_column
    assert column.exact.isVisible()
    assert column.rolls.text() == f"{square_odds(window.document.board).rolls_per_turn:.2f}"
    qtbot.mouseClick(window.balance.heat_check, Qt.MouseButton.LeftButton)
    assert window.scene.heat_scale() is not None
    # An edit that breaks the board: no odds, and why; the heat map goes with them.
    click_space(qtbot, window, 3)
    assert window.selected == 3  # a click through the heat map
    pick(qtbot, window.space_form.kind, SpaceKind.CHANCE)
    assert column.reason.isVisible() and column.exact.isHidden()
    assert "Brown" in column.reason.text()
    # Undo: the odds come back, and the heat map lies on the redrawn board again.
    window.undo_action.trigger()
    assert column.exact.isVisible()
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == square_odds(window.document.board).heat()
