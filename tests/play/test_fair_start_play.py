"""The Fair start house rule at the table (issue 27): New game offers the Fair start a track
or board keeps, the game is set up with it and saved with it, and the play window shows
what each seat got once the roll-off has chosen the first player: money, and the district
or property a place starts with (the gifts), named in the user's language by its rule set
(``RuleSet.gift_name``: a square board's own name, its Spanish one in Spanish; a U-Build
district's card name, translated)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_spanish_complete import spanish

from tests.engine.helpers import roll_off_dice
from tests.play.helpers import latest_autosave, play_roll_off
from tests.play.test_new_game_traditional import choose, tick
from ubuild_desktop import words
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game as dump_trad_game
from ubuild_desktop.core.engine.traditional.gamefile import parse_game as parse_trad_game
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.balance.fair import gift_choices
from ubuild_desktop.core.fairstart import with_fair_start
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.play import open_game_window, read_game_file
from ubuild_desktop.play.new_game import NewGameDialog
from ubuild_desktop.play.seats import Seat

STARTER_FAIR = (0, 1_500)  # two players: the second gets $1.5M
BOARD_FAIR = (0, 40, 80)  # three players on the square board


def _dialog_on_file(qtbot: QtBot, path: Path) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.track_combo, "builtin:ubuild/starter")
    assert dialog.set_file(path)
    return dialog


def _start(qtbot: QtBot, dialog: NewGameDialog) -> tuple[Session | TradSession, list[Seat]]:
    assert dialog.start_button.isEnabled(), dialog.problem.text()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return dialog.result_session()


def test_new_game_offers_the_tracks_fair_start_and_the_play_window_shows_what_each_seat_got(
        qtbot: QtBot, tmp_path: Path) -> None:
    track = load_builtin("starter")
    path = tmp_path / "fair-starter.json"
    save_track(track.model_copy(update={"fair_start": with_fair_start(None, 2, STARTER_FAIR)}), path)
    dialog = _dialog_on_file(qtbot, path)
    while len(dialog.rows) > 2:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    box = dialog.fair_start.check
    assert box.isEnabled() and "place 2: +$1.5M" in dialog.fair_start.detail.text()
    if not box.isChecked():
        tick(qtbot, box)
    assert "Fair start" in dialog.rules.text() and "+$1.5M" in dialog.rules.text()
    # a third player: this track keeps no Fair start for three, so none is offered
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert not box.isEnabled() and "no Fair start for 3" in dialog.fair_start.detail.text()
    assert "Fair start" not in dialog.rules.text()
    qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    assert box.isEnabled() and box.isChecked()
    session, seats = _start(qtbot, dialog)
    assert isinstance(session, Session) and session.game.fair_start == STARTER_FAIR
    document = json.loads(dump_game(session))
    assert document["fair_start"] == list(STARTER_FAIR)
    assert parse_game(dump_game(session)).game.fair_start == STARTER_FAIR

    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.controller.inject_chance(*roll_off_dice(session.game, 1))  # Bo rolls highest: Ana is second
    window.controller.start()
    play_roll_off(qtbot, window)
    state = window.controller.state
    assert state.first_player == 1
    assert state.cash == [12_900 + 1_500, 12_900]
    cards = window.players.cards
    assert "Fair start +$1.5M" in cards[0].worth.text(), cards[0].worth.text()
    assert "Fair start" not in cards[1].worth.text()
    assert any("Fair start" in line and "$1.5M" in line for line in window.log.lines()), window.log.lines()
    # a replay of the saved game rebuilds the same state, and so does the autosave
    assert parse_game(dump_game(window.controller.session)).state == state
    saved, _seats = read_game_file(latest_autosave())
    assert saved.game.fair_start == STARTER_FAIR and saved.state == state
    window.close()


def test_new_game_offers_the_boards_fair_start_in_the_traditional_game(qtbot: QtBot, tmp_path: Path) -> None:
    board = load_builtin_board("traditional")
    path = tmp_path / "fair-board.json"
    path.write_text(dump_board(board.model_copy(update={"fair_start": with_fair_start(None, 3, BOARD_FAIR)})),
                    encoding="utf-8")
    dialog = _dialog_on_file(qtbot, path)
    while len(dialog.rows) < 3:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    while len(dialog.rows) > 3:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    box = dialog.fair_start.check
    assert box.isEnabled() and "place 3: +$80" in dialog.fair_start.detail.text()
    if box.isChecked():
        tick(qtbot, box)
    session, _seats = _start(qtbot, dialog)
    assert isinstance(session, TradSession) and session.game.house_rules.fair_start == ()
    assert "fair_start" not in json.loads(dump_trad_game(session))["house_rules"], "no Fair start: the file as before"
    dialog = _dialog_on_file(qtbot, path)
    assert not dialog.fair_start.check.isChecked(), "the last choice comes back"
    tick(qtbot, dialog.fair_start.check)
    session, _seats = _start(qtbot, dialog)
    assert isinstance(session, TradSession) and session.game.house_rules.fair_start == BOARD_FAIR
    assert json.loads(dump_trad_game(session))["house_rules"]["fair_start"] == list(BOARD_FAIR)
    assert parse_trad_game(dump_trad_game(session)).game.house_rules.fair_start == BOARD_FAIR


def test_a_fair_start_with_a_gift_is_offered_played_and_shown(qtbot: QtBot, tmp_path: Path) -> None:
    # The books' other compensation: the last place starts with the track's cheapest district.
    track = load_builtin("starter")
    gift_id, gift_name, _price = gift_choices(track)[0]
    path = tmp_path / "gift-starter.json"
    save_track(track.model_copy(update={"fair_start": with_fair_start(None, 2, (0, 500), ("", gift_id))}), path)
    dialog = _dialog_on_file(qtbot, path)
    while len(dialog.rows) > 2:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    box = dialog.fair_start.check
    assert f"place 2: +$500k and {gift_name}" in dialog.fair_start.detail.text(), dialog.fair_start.detail.text()
    if not box.isChecked():
        tick(qtbot, box)
    assert gift_name in dialog.rules.text()
    session, seats = _start(qtbot, dialog)
    assert isinstance(session, Session) and session.game.fair_start == (0, 500)
    d = next(x.index for x in session.game.districts if x.card.id == gift_id)
    assert session.game.fair_gifts == (-1, d)
    assert json.loads(dump_game(session))["fair_gifts"] == ["", gift_id]

    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.controller.inject_chance(*roll_off_dice(session.game, 1))  # Bo rolls highest: Ana is second
    window.controller.start()
    play_roll_off(qtbot, window)
    state = window.controller.state
    assert state.first_player == 1 and state.owner[d] == 0
    cards = window.players.cards
    assert f"Fair start +$500k and {gift_name}" in cards[0].worth.text(), cards[0].worth.text()
    assert any(gift_name in line and "free" in line for line in window.log.lines()), window.log.lines()
    assert parse_game(dump_game(window.controller.session)).state == state
    window.grab().save(str(tmp_path / "gift-window.png"))
    window.close()


def test_the_traditional_game_offers_a_fair_start_with_a_gift(qtbot: QtBot, tmp_path: Path) -> None:
    board = load_builtin_board("traditional")
    gift_id, gift_name, _price = gift_choices(board)[0]
    path = tmp_path / "gift-board.json"
    kept = with_fair_start(None, 3, BOARD_FAIR, ("", "", gift_id))
    path.write_text(dump_board(board.model_copy(update={"fair_start": kept})), encoding="utf-8")
    dialog = _dialog_on_file(qtbot, path)
    while len(dialog.rows) < 3:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    while len(dialog.rows) > 3:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    assert f"place 3: +$80 and {gift_name}" in dialog.fair_start.detail.text(), dialog.fair_start.detail.text()
    if not dialog.fair_start.check.isChecked():
        tick(qtbot, dialog.fair_start.check)
    session, _seats = _start(qtbot, dialog)
    assert isinstance(session, TradSession) and session.game.house_rules.fair_gifts == ("", "", gift_id)
    assert json.loads(dump_trad_game(session))["house_rules"]["fair_gifts"] == ["", "", gift_id]


def _seats(qtbot: QtBot, dialog: NewGameDialog, count: int) -> None:
    while len(dialog.rows) < count:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    while len(dialog.rows) > count:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)


def test_new_game_names_a_square_boards_gift_by_the_boards_spanish_name(qapp: QApplication, qtbot: QtBot,
                                                                       tmp_path: Path) -> None:
    """Before the registry's ``gift_name`` the row showed the English name in every language."""
    board = load_builtin_board("traditional")
    gift_id, english, _price = gift_choices(board)[0]
    spanish_name = next(s.name_es for s in board.spaces if s.id == gift_id)
    assert spanish_name != english  # else this test could not fail
    path = tmp_path / "gift-board.json"
    path.write_text(dump_board(board.model_copy(update={"fair_start": with_fair_start(None, 3, BOARD_FAIR, ("", "", gift_id))})),
                    encoding="utf-8")
    english_dialog = _dialog_on_file(qtbot, path)
    _seats(qtbot, english_dialog, 3)
    assert f"and {english}" in english_dialog.fair_start.detail.text(), english_dialog.fair_start.detail.text()
    with spanish(qapp):
        dialog = _dialog_on_file(qtbot, path)
        _seats(qtbot, dialog, 3)
        shown = dialog.fair_start.detail.text()
    assert spanish_name in shown and english not in shown, shown


def test_new_game_names_a_tracks_gift_by_its_districts_translated_name(qapp: QApplication, qtbot: QtBot,
                                                                      tmp_path: Path) -> None:
    track = load_builtin("starter")
    gift_id, english, _price = gift_choices(track)[0]
    path = tmp_path / "gift-starter.json"
    save_track(track.model_copy(update={"fair_start": with_fair_start(None, 2, (0, 500), ("", gift_id))}), path)
    with spanish(qapp):
        translated = words.district_name(english)
        dialog = _dialog_on_file(qtbot, path)
        _seats(qtbot, dialog, 2)
        shown = dialog.fair_start.detail.text()
    assert translated != english and translated in shown and english not in shown, shown
