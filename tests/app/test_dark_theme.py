"""A dark desktop palette: every text of Home, the play window, the editor and the viewer
stays readable (WCAG contrast measured on the rendered windows), and a light palette
keeps the program's usual colours.

Set ``UBUILD_THEME_SHOTS`` to a folder to keep the rendered windows as PNGs.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.contrast import dark_application, dark_palette, text_contrasts, unreadable
from tests.core.tracks import broken_starter
from tests.play.helpers import adopt, click, make_window, roll
from ubuild_desktop import theme
from ubuild_desktop.app.home import HomeWindow
from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE, Session
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import open_game_window
from ubuild_desktop.play.seats import parse_players
from ubuild_desktop.editor.window import EditorWindow
from ubuild_desktop.viewer.window import TrackViewerWindow

# The play window's style sheet as it was before themes: a light palette must give it unchanged.
LIGHT_STYLE = """
QPushButton { padding: 5px 10px; border-radius: 6px; border: 1px solid #adb5bd; background: #f8f9fa; }
QPushButton:hover { background: #e9ecef; }
QPushButton:disabled { color: #adb5bd; border-color: #dee2e6; background: #f8f9fa; }
QPushButton[primary="true"] { background: #1c7ed6; color: #ffffff; border-color: #1864ab; font-weight: bold; }
QPushButton[primary="true"]:hover { background: #1971c2; }
QPushButton[primary="true"]:disabled { background: #e9ecef; color: #868e96; border-color: #ced4da; }
QPushButton:focus { border: 2px solid #e67700; }
QPushButton[primary="true"]:focus { border: 2px solid #e67700; }
QGroupBox { font-weight: bold; border: 1px solid #ced4da; border-radius: 6px; margin-top: 10px; padding-top: 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }
"""


@pytest.fixture
def dark(qtbot: QtBot) -> Iterator[None]:
    with dark_application():
        yield


def look(window: QWidget, name: str) -> list[str]:
    """The window's unreadable texts (kept as a PNG when asked)."""
    QApplication.processEvents()
    folder = os.environ.get("UBUILD_THEME_SHOTS")
    if folder:
        window.grab().save(str(Path(folder) / f"dark-{name}.png"))
    seen = text_contrasts(window)
    assert seen, f"{name}: no text measured"
    return [f"{name}: {s}" for s in seen if s.ratio < s.needed]


def test_a_light_palette_keeps_the_usual_colours(qapp: QApplication) -> None:
    t = theme.current()
    assert not t.dark
    assert theme.window_style(t) == LIGHT_STYLE + theme.TITLE_ROOM_RULES  # and a rule for each box title room
    assert t.soft == "#5c677d" and t.money == "#2b8a3e" and t.error == "#c92a2a" and t.panel == "#fffaf0"
    assert t.seat("#212529") == "#212529"  # players' colours as they are


@pytest.mark.parametrize("window", ["#2b2e33", "#353535", "#242424", "#000000", "#1e1e2e"])
def test_every_dark_colour_reads_on_every_dark_background(qapp: QApplication, window: str) -> None:
    """Breeze Dark, Fusion's usual dark, Adwaita dark, black, a blue-black."""
    palette = dark_palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(window))
    before = QPalette(qapp.palette())
    QApplication.setPalette(palette)
    try:
        t = theme.current()
    finally:
        QApplication.setPalette(before)
    assert t.dark and t.window == window
    for background in (t.window, t.panel, t.card, t.card_active, t.box):
        for name in ("text", "soft", "muted", "faint", "accent", "alert", "error", "money", "valid", "warning"):
            assert theme.contrast(getattr(t, name), background) >= theme.BODY_CONTRAST, (name, background)
        for seat in ("#e03131", "#1c7ed6", "#f59f00", "#2f9e44", "#9c36b5", "#212529"):
            assert theme.contrast(t.seat(seat), background) >= theme.LARGE_CONTRAST, (seat, background)
    assert theme.contrast(t.primary_text, t.primary) >= theme.BODY_CONTRAST
    assert theme.contrast(t.notice_text, t.notice) >= theme.BODY_CONTRAST


def test_the_measure_fails_a_light_colour_sheet_on_a_dark_palette(qtbot: QtBot, dark: None) -> None:
    """What the tests below rely on: a hard-coded colour that does not read is caught."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    good = QLabel("Readable on the dark window", window)
    grey = QLabel("The old hint grey", window)
    grey.setStyleSheet("color: #5c677d")
    panel = QLabel("Palette text on a hard-coded light panel", window)
    panel.setStyleSheet("background: #f8f9fa")
    for label in (good, grey, panel):
        layout.addWidget(label)
    window.show()
    qtbot.waitExposed(window)
    bad = unreadable(window)
    assert len(bad) == 2 and "old hint grey" in bad[0] and "light panel" in bad[1], bad


def test_home_and_the_new_game_dialog_in_dark(qtbot: QtBot, dark: None) -> None:
    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    home.resize(1280, 800)
    home.show()
    qtbot.waitExposed(home)
    home.notice_label.setText("An autosave could not be read: it was set aside.")  # Home's warning colour
    home.notice_label.show()
    bad = look(home, "home")
    click(qtbot, home.new_button)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.advanced_button.click()  # the house rules and the seed
    bad += look(dialog, "new-game")
    dialog.reject()
    assert not bad, "\n".join(bad)


def test_the_play_window_in_dark_in_every_state(qtbot: QtBot, dark: None) -> None:
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    bad = look(window, "play-before-the-roll")
    roll(qtbot, window, 1)
    assert window.card_column.isVisible()
    bad += look(window, "play-deciding-to-buy")
    click(qtbot, panel.auction_button)
    bad += look(window, "play-auction")
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    bad += look(window, "play-after-buying")
    click(qtbot, panel.mortgage_button)  # Kite Hill, mortgaged: set aside on Ana's card
    assert window.controller.state.mortgaged.count(True) == 1
    bad += look(window, "play-mortgaged")
    click(qtbot, panel.end_button)
    roll(qtbot, window, 6)
    bad += look(window, "play-planning")
    click(qtbot, panel.hazard_button)
    bad += look(window, "play-picking-a-site")
    sheet = window.open_deal_sheet()
    bad += look(sheet, "play-deal-sheet")
    sheet.reject()
    window.show_ranking()
    bad += look(window, "play-ranking")
    assert not bad, "\n".join(bad)


def test_a_four_player_game_with_a_computer_and_a_chance_card_in_dark(qtbot: QtBot, dark: None) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:computer:simple,Cy:human,Di:human", deck=["fast-track"])
    bad = look(window, "play-four-players")
    for _ in range(8):  # to a Chance card (the Bridge), whoever's turn it is
        if window.turn_panel.card.isVisible() or not window.turn_panel.roll_button.isVisible():
            break
        roll(qtbot, window, 6)
    bad += look(window, "play-four-players-later")
    assert not bad, "\n".join(bad)


def test_a_table_dice_game_in_dark(qtbot: QtBot, dark: None) -> None:
    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = adopt(qtbot, open_game_window(Session(game, 11, dice=DICE_TABLE), seats, animations=False,
                                           computer_delay_ms=0))
    qtbot.waitExposed(window)
    assert window.table_dice_label is not None and window.table_dice_label.isVisible()
    bad = look(window, "play-table-dice")
    assert not bad, "\n".join(bad)


def test_the_editor_with_problems_and_the_viewer_in_dark(qtbot: QtBot, dark: None) -> None:
    editor = EditorWindow(broken_starter(), None)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit()
    assert editor.problems.list.count() > 1  # the problems are listed
    bad = look(editor, "editor-problems")
    viewer = TrackViewerWindow(load_builtin("classic"))
    qtbot.addWidget(viewer)
    viewer.resize(1024, 640)
    viewer.show()
    qtbot.waitExposed(viewer)
    bad += look(viewer, "viewer")
    assert not bad, "\n".join(bad)


def test_a_palette_changed_while_home_is_open_recolours_it(qtbot: QtBot) -> None:
    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    home.resize(1280, 800)
    home.show()
    qtbot.waitExposed(home)
    light_sheet = home.styleSheet()
    tagline_sheet = home.findChild(QLabel, "homeTagline").styleSheet()
    with dark_application():
        QApplication.processEvents()
        assert home.styleSheet() != light_sheet
        assert home.findChild(QLabel, "homeTagline").styleSheet() != tagline_sheet
        assert not look(home, "home-switched")
    QApplication.processEvents()
    assert home.styleSheet() == light_sheet  # and back
    assert home.findChild(QLabel, "homeTagline").styleSheet() == tagline_sheet


def test_the_dark_palette_is_dark(qapp: QApplication) -> None:
    assert theme.is_dark(dark_palette())
    assert not theme.is_dark(qapp.palette())


def test_a_palette_changed_during_a_game_recolours_the_play_window(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:computer:simple,Cy:human")
    with dark_application():
        QApplication.processEvents()
        bad = look(window, "play-switched")
    assert not bad, "\n".join(bad)
