"""A Fair start's gift, named in the user's language by its rule set (``RuleSet.gift_name``,
issue 25's "one registry"): the New game dialog's Fair start row names a square board's
property by the board's own name (its Spanish one in Spanish: before, it showed the
English name in every language) and a U-Build district by its card's translated name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_spanish_complete import spanish
from tests.play.test_new_game_traditional import choose
from ubuild_desktop import words
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.fairstart import with_fair_start
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.play.new_game import NewGameDialog


def _seats(qtbot: QtBot, dialog: NewGameDialog, count: int) -> None:
    while len(dialog.rows) < count:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    while len(dialog.rows) > count:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)


def _dialog_on(qtbot: QtBot, path: Path, seats: int) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.track_combo, "builtin:ubuild/starter")
    assert dialog.set_file(path)
    _seats(qtbot, dialog, seats)
    return dialog


def test_new_game_names_a_square_boards_gift_by_the_boards_spanish_name(qapp: QApplication, qtbot: QtBot,
                                                                       tmp_path: Path) -> None:
    board = load_builtin_board("traditional")
    gift_id, english, _price = rule_set_of(board).gift_choices(board)[0]
    spanish_name = next(s.name_es for s in board.spaces if s.id == gift_id)
    assert spanish_name != english  # else this test could not fail
    path = tmp_path / "gift-board.json"
    kept = with_fair_start(None, 3, (0, 40, 80), ("", "", gift_id))
    path.write_text(dump_board(board.model_copy(update={"fair_start": kept})), encoding="utf-8")
    english_dialog = _dialog_on(qtbot, path, 3)
    assert f"and {english}" in english_dialog.fair_start.detail.text(), english_dialog.fair_start.detail.text()
    with spanish(qapp):
        dialog = _dialog_on(qtbot, path, 3)
        shown = dialog.fair_start.detail.text()
        dialog.grab().save(str(tmp_path / "new-game-spanish-gift.png"))
    assert spanish_name in shown and english not in shown, shown


def test_new_game_names_a_tracks_gift_by_its_districts_translated_name(qapp: QApplication, qtbot: QtBot,
                                                                      tmp_path: Path) -> None:
    track = load_builtin("starter")
    gift_id, english, _price = rule_set_of(track).gift_choices(track)[0]
    path = tmp_path / "gift-starter.json"
    save_track(track.model_copy(update={"fair_start": with_fair_start(None, 2, (0, 500), ("", gift_id))}), path)
    with spanish(qapp):
        translated = words.district_name(english)
        dialog = _dialog_on(qtbot, path, 2)
        shown = dialog.fair_start.detail.text()
    assert translated != english and translated in shown and english not in shown, shown
