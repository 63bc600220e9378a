"""Players' names are the user's text: shown as letters (never markup), isolated from the
words around them, limited at entry and elided when shown (issue 10)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6 import QtGui
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ubuild_desktop.cli import main
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.gamefile import dump_game
from ubuild_desktop.core.limits import MAX_NAME_LENGTH
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.usertext import FSI, PDI
from ubuild_desktop.play import PlayWindow, open_game_window, resume_window
from ubuild_desktop.play.files import read_play_file, write_play_file
from ubuild_desktop.play.new_game import NewGameDialog
from ubuild_desktop.play.seats import Seat, SeatError, default_seats, parse_players

from .helpers import adopt, click, end_turn, make_window, plain, roll

HOSTILE = "<b>Ana</b><img src=x>"  # 22 characters: within the limit
RLO_NAME = "\u202eBo"  # a right-to-left override, then "Bo"
LONG = "W" * 10_000
WIDEST = 1920  # no window may need more than a wide screen (the bug: 148,000 px)


def rendered(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a label or a tooltip with ``text`` shows, as plain text (rich text rendered)."""
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def shown_by(label: QLabel) -> str:
    return rendered(label.text(), label.textFormat())


def assert_every_label_shows_the_name_as_letters(window: PlayWindow) -> int:
    """Every label that mentions the hostile player shows the whole name, brackets and all
    (neither formatted nor escaped twice); returns how many labels mention it."""
    mentions = 0
    for label in window.findChildren(QLabel):
        source = label.text()
        if "Ana</b>" in source or "Ana&lt;/b&gt;" in source:
            mentions += 1
            assert HOSTILE in shown_by(label), (label.objectName(), source)
        assert "&lt;" not in shown_by(label), (label.objectName(), source)
    return mentions


def log_lines(window: PlayWindow) -> list[str]:
    return [window.log.list.item(i).text() for i in range(window.log.list.count())]


def test_a_name_with_markup_shows_literally_from_the_first_turn_to_the_ranking(qtbot: QtBot) -> None:
    """The hostile player bids, owes a toll, goes bankrupt: the turn panel, the player's
    card, the mover's tooltip, the log, the end of the game and the ranking all show the
    name's letters, ``<b>`` and ``<img>`` included."""
    window = make_window(qtbot, players=f"Ana:human,{HOSTILE}:human", deck=["safety-inspection", "rates-bill"])
    state = window.controller.state
    panel = window.turn_panel
    assert state.game.players[1] == HOSTILE
    # The mover's tooltip is rich text (Qt decides by its content): the name is letters in it.
    tip = window.play_board.movers[1].toolTip()
    assert rendered(tip) == HOSTILE
    card = window.players.cards[1]
    assert shown_by(card.name).startswith(HOSTILE)
    roll(qtbot, window, 6)
    end_turn(qtbot, window)
    # The hostile player's turn: the heading names them.
    assert HOSTILE in shown_by(panel.header)
    roll(qtbot, window, 2)  # Saltmarsh Lane, auctioned
    click(qtbot, panel.auction_button)
    panel.bid_spin.setValue(12_900 - 500)
    click(qtbot, panel.bid_button)
    assert HOSTILE in shown_by(panel.auction_label)  # the highest bidder
    assert assert_every_label_shows_the_name_as_letters(window) >= 2
    click(qtbot, panel.pass_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 1)
    end_turn(qtbot, window)
    roll(qtbot, window, 4)  # a $1M toll they cannot pay
    assert HOSTILE in shown_by(panel.header) and "must raise money" in shown_by(panel.header)
    click(qtbot, panel.bankrupt_button)
    assert state.is_terminal() and state.bankrupt == 1 and window.ranking_shown()
    reason = f"{HOSTILE} went bankrupt, so the game is over."
    assert shown_by(panel.status).startswith(reason)
    assert shown_by(window.ranking.subtitle).startswith(reason)
    assert window.ranking.table.item(1, 1).text() == HOSTILE
    assert_every_label_shows_the_name_as_letters(window)
    lines = log_lines(window)
    assert f"{HOSTILE} went bankrupt to the bank" in lines
    assert any(line.startswith(f"{HOSTILE} bid ") for line in lines)


def test_names_with_angle_brackets_show_as_typed_beside_a_computer(qtbot: QtBot) -> None:
    """Brackets and an ampersand in a human's and a computer's name: the heading, the bidders
    in the auction and the computer's card (with its strength) show them as typed."""
    seats = [Seat("Ana<3", "#e03131"), Seat("Bo & <b>Co", "#1c7ed6", "computer", "good")]
    window = make_window(qtbot, seats=seats)
    window.controller.set_paused(True)
    panel = window.turn_panel
    assert "Ana<3's turn" in plain(panel.header.text())
    roll(qtbot, window, 1)
    click(qtbot, panel.auction_button)
    lines = panel.auction.bidder_lines  # the open auction: each player's own line
    assert plain(lines[0].label.text()).startswith("Ana<3") and plain(lines[1].label.text()).startswith("Bo & <b>Co")
    assert "Bo &amp; &lt;b&gt;Co bids" in lines[1].bid_button.toolTip()  # rich text: shown as typed
    card = window.players.cards[1].name.text()
    assert plain(card).startswith("Bo & <b>Co") and "good" in plain(card)


def test_a_right_to_left_override_stays_inside_its_name(qtbot: QtBot) -> None:
    """U+202E in a name would reverse the words after it: the name is wrapped in isolates
    (FSI ... PDI) wherever it is shown, so the override ends with the name."""
    window = make_window(qtbot, players=f"Ana:human,{RLO_NAME}:human")
    isolated = FSI + RLO_NAME + PDI
    roll(qtbot, window, 3)  # Ana: Jail, just visiting
    end_turn(qtbot, window)
    assert isolated in shown_by(window.turn_panel.header)
    assert any(line.startswith(isolated + " rolled") for line in log_lines(window))
    assert isolated in rendered(window.play_board.movers[1].toolTip())
    assert isolated in shown_by(window.players.cards[1].name)
    # Its pawn shows the first visible letter, not the invisible override.
    assert window.play_board.movers[1].initial == "B"


def test_a_ten_thousand_character_name_on_the_command_line_is_refused(capsys) -> None:
    code = main(["play", "--players", f"{LONG}:human,Bo:human"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and len(err) < 200  # one short line, not the name echoed
    assert f"at most {MAX_NAME_LENGTH}" in err
    assert parse_players(f"{'W' * MAX_NAME_LENGTH}:human,Bo")[0].name == "W" * MAX_NAME_LENGTH


def test_a_ten_thousand_character_name_in_a_game_file_is_cut_and_no_window_widens(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A name longer than the limit in a file (written by an older program) is cut to the
    limit when read: the game opens, and its window is no wider than a screen."""
    session = Session(Game.create(load_builtin("starter"), [LONG, "Bo"]), 3)
    path = tmp_path / "long.ubuild-game"
    write_play_file(session, default_seats([LONG, "Bo"]), path)
    window = adopt(qtbot, resume_window(path, animations=False, computer_delay_ms=0))
    cut = "W" * MAX_NAME_LENGTH
    assert window.controller.seats[0].name == cut and window.controller.state.game.players == (cut, "Bo")
    window.show()
    qtbot.waitExposed(window)
    assert window.minimumSizeHint().width() < WIDEST and window.width() < WIDEST
    assert window.turn_panel.minimumSizeHint().width() < WIDEST
    # A bare engine game file is cut the same way.
    bare = tmp_path / "bare.json"
    bare.write_text(dump_game(session), encoding="utf-8")
    assert read_play_file(bare).session.game.players == (cut, "Bo")
    # A seat read from a file is cut too (so it still matches the game's players).
    assert Seat.from_json({"name": LONG}).name == cut


def test_a_long_name_from_a_program_is_elided_when_shown(qtbot: QtBot) -> None:
    """The engine takes any name from a program: every view elides it to the display length."""
    session = Session(Game.create(load_builtin("starter"), [LONG, "Bo"]), 3)
    window = open_game_window(session, default_seats([LONG, "Bo"]), animations=False, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    elided = "W" * (MAX_NAME_LENGTH - 1) + "\u2026"
    # Where the name is shown large, it is elided to the room there (W is a wide letter).
    heading = shown_by(window.turn_panel.header).strip()
    assert heading.endswith("W\u2026: roll to see who starts") and len(heading) < 60
    card_name = shown_by(window.players.cards[0].name)
    assert card_name.startswith("WWWW") and card_name.endswith("\u2026") and len(card_name) <= MAX_NAME_LENGTH
    assert rendered(window.play_board.movers[0].toolTip()) == elided
    assert window.minimumSizeHint().width() < WIDEST and window.width() < WIDEST
    click(qtbot, window.turn_panel.roll_button)
    assert any(line.startswith(f"{elided} rolled") for line in log_lines(window))


def test_the_new_game_dialog_takes_names_up_to_the_limit(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.rows[0].name
    assert field.maxLength() == MAX_NAME_LENGTH
    field.clear()
    qtbot.keyClicks(field, "X" * (MAX_NAME_LENGTH + 10))
    assert field.text() == "X" * MAX_NAME_LENGTH
    assert dialog.rows[0].seat().name == "X" * MAX_NAME_LENGTH


def test_the_command_line_form_refuses_a_name_one_past_the_limit() -> None:
    with pytest.raises(SeatError, match=f"player 2's name is {MAX_NAME_LENGTH + 1} characters long"):
        parse_players(f"Ana,{'Z' * (MAX_NAME_LENGTH + 1)}:computer")


@pytest.mark.tool
@pytest.mark.parametrize(("players", "english", "spanish"), [
    ("Ana:robot,Bo", "Ana: 'robot' is not human or computer", "Ana: 'robot' no es «human» ni «computer»"),
    ("Ana,:computer", "player 2 has no name", "el jugador 2 no tiene nombre"),
    ("Ana:computer:wise,Bo", "strength 'wise' is not one of simple, good",
     "la fuerza 'wise' no es ninguna de simple, good"),
])
def test_ubuild_play_refuses_a_bad_players_list_in_the_users_language(
        players: str, english: str, spanish: str, tmp_path: Path) -> None:
    """``ubuild play --players`` as users run it: a bad seat is refused before any window opens,
    in the user's language (these messages were English f-strings in every language)."""
    from tests.app.helpers import installed_ubuild

    env = {**os.environ, "UBUILD_DATA_DIR": str(tmp_path), "UBUILD_CONFIG_DIR": str(tmp_path),
           "QT_QPA_PLATFORM": "offscreen"}
    for lang, expected in (("en_US.UTF-8", english), ("es_ES.UTF-8", spanish)):
        done = subprocess.run([installed_ubuild(), "play", "--track", "starter", "--players", players],
                              capture_output=True, text=True, timeout=120, env={**env, "LANG": lang, "LC_ALL": lang})
        assert done.returncode != 0
        assert expected in done.stderr, (lang, done.stderr[-1000:])
