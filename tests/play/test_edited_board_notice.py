"""A saved game whose embedded board is an edited copy of a built-in board opens with a
notice (issue 28, Low: "Rents edited in a saved game's embedded board open without a
notice"): the game plays on the board saved with it, and the window says it differs."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.play.helpers import adopt, finish_opening
from tests.app.helpers import make_home
from ubuild_desktop.core.engine.traditional.game import Game as TradGame
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square.boardfile import builtin_differences, load_builtin_board
from ubuild_desktop.play.files import read_play_file, write_play_file
from ubuild_desktop.play.seats import default_seats


def _saved_game(path: Path, edit: bool) -> None:
    names = ["Ana", "Bo"]
    session = TradSession(TradGame(load_builtin_board("traditional"), names, HouseRules()), 3)
    write_play_file(session, default_seats(names), path)
    if edit:
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["game"]["board"]["spaces"][1]["rents"][0] = 9  # Cobbler Lane's rent: 2 in the box
        path.write_text(json.dumps(doc), encoding="utf-8")


def test_the_differences_name_what_changed() -> None:
    board = load_builtin_board("traditional")
    assert builtin_differences(board) is None
    spaces = list(board.spaces)
    spaces[1] = spaces[1].model_copy(update={"rents": (99, *spaces[1].rents[1:]), "price": 61})
    assert builtin_differences(board.model_copy(update={"spaces": tuple(spaces)})) == ("Traditional", ["price", "rents"])
    renamed = board.model_copy(update={"name": "Our street"})
    assert builtin_differences(renamed) is None  # a board of its own: nothing to compare with


def test_a_game_on_an_edited_builtin_board_opens_with_a_notice(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "edited.ubuild-game"
    _saved_game(path, edit=True)
    assert read_play_file(path).edited_board == ("Traditional", ["rents"])
    home = make_home(qtbot)
    assert finish_opening(qtbot, home.open_game_file(path)) == "opened"
    window = adopt(qtbot, home.play_window)
    label = window.edited_board_label
    assert label is not None and label.isVisible()
    assert label.text() == ("This game's board differs from the built-in board Traditional (rents): "
                            "the game plays on the board saved with it.")
    assert window.controller.state.game.board.spaces[1].rents[0] == 9  # as saved


def test_a_game_on_the_builtin_board_as_it_comes_opens_without_one(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "plain.ubuild-game"
    _saved_game(path, edit=False)
    home = make_home(qtbot)
    assert finish_opening(qtbot, home.open_game_file(path)) == "opened"
    window = adopt(qtbot, home.play_window)
    assert window.edited_board_label is None
