"""Hostile and damaged game files give one clear message naming the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import read_game_file
from ubuild_desktop.play.files import write_play_file
from ubuild_desktop.play.new_game import NewGameDialog
from ubuild_desktop.play.seats import default_seats


def _good_doc(tmp_path: Path) -> dict:
    game = Game.create(load_builtin("starter"), ["Ana", "Bo"])
    session = Session(game, 3)
    session.chance_step()
    path = tmp_path / "good.ubuild-game"
    write_play_file(session, default_seats(["Ana", "Bo"]), path)
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("seats", [5, None, True, 1.5])
def test_seats_that_are_not_a_list_give_a_message(tmp_path: Path, seats: object) -> None:
    doc = _good_doc(tmp_path)
    doc["seats"] = seats
    path = tmp_path / "bad-seats.ubuild-game"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError, match="bad-seats.ubuild-game"):
        read_game_file(path)


@pytest.mark.parametrize("text", [
    '{"format": "ubuild-play", "format_version": ' + "1" * 5000 + "}",
    "[" + "9" * 5000 + "]",
])
def test_numbers_too_long_to_read_give_a_message(tmp_path: Path, text: str) -> None:
    path = tmp_path / "long-number.ubuild-game"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameFileError, match="long-number.ubuild-game"):
        read_game_file(path)


def test_new_game_dialog_track_file_with_a_huge_number(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    path = tmp_path / "huge.json"
    path.write_text('{"format_version": ' + "1" * 5000 + "}", encoding="utf-8")
    assert dialog.set_file(path) is False
    assert "huge.json" in dialog.problem.text()


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ubuild_desktop.core.limits import MAX_GAME_FILE_BYTES

    path = tmp_path / "huge.ubuild-game"
    with path.open("wb") as f:  # sparse: no disk space used
        f.truncate(MAX_GAME_FILE_BYTES + 1)

    def never(self: Path) -> bytes:
        raise AssertionError("a file over the limit must not be read into memory")

    monkeypatch.setattr(Path, "read_bytes", never)
    with pytest.raises(GameFileError, match="huge.ubuild-game.*bytes"):
        read_game_file(path)


def test_play_files_with_bad_versions_or_colours_are_refused(qtbot, tmp_path):
    import json

    from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
    from ubuild_desktop.play.files import read_game_file

    from .helpers import make_window

    window = make_window(qtbot)
    good = tmp_path / "good.json"
    window.controller.save(good)
    doc = json.loads(good.read_text(encoding="utf-8"))
    for version in (0, True, "1", None, 1.5):
        bad = tmp_path / "v.json"
        bad.write_text(json.dumps({**doc, "format_version": version}), encoding="utf-8")
        with pytest.raises(GameFileError, match="format_version"):
            read_game_file(bad)
    seats = [dict(s) for s in doc["seats"]]
    seats[0]["colour"] = "#zzzzzz"
    bad = tmp_path / "c.json"
    bad.write_text(json.dumps({**doc, "seats": seats}), encoding="utf-8")
    with pytest.raises(GameFileError, match="colour"):
        read_game_file(bad)
