"""Home's resume label shows the autosaved game's players as letters, isolated (issue 10)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import Game, Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.usertext import FSI, PDI
from ubuild_desktop.play import autosave_path
from ubuild_desktop.play.files import write_play_file
from ubuild_desktop.play.seats import default_seats

from .test_home import make_home

HOSTILE = "<b>Ana</b><img src=x>"
RLO_NAME = "\u202eBo"


def test_the_resume_label_shows_markup_and_overrides_in_names_as_letters(qtbot: QtBot) -> None:
    names = [HOSTILE, RLO_NAME, "Cy"]
    session = Session(Game.create(load_builtin("starter"), names), 5)
    write_play_file(session, default_seats(names), autosave_path())
    home = make_home(qtbot)
    label = home.resume_label
    assert home.resume_button.isEnabled()
    assert label.textFormat() == Qt.TextFormat.PlainText  # "<b>" stays letters
    assert label.text() == f"Starter: {HOSTILE}, {FSI}{RLO_NAME}{PDI}, Cy (no moves yet)"
    assert label.width() < 1920
