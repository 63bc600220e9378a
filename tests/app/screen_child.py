"""The windows a user opens, on a virtual screen of a given size (a child process).

Run by ``tests/app/test_screen_fit.py`` as ``python -m tests.app.screen_child SCENARIO
OUT.json`` under ``QT_QPA_PLATFORM=offscreen:configfile=...``, the offscreen platform
given one screen of the size under test (with window frames). Each scenario opens the
windows the way a user does (Home's buttons, the dialog's buttons, the Help menu), and
writes where each window and each of its buttons is, in screen coordinates, with the
screen's available geometry; the parent test asserts that everything is inside it.

Scenarios:

- ``tour``: Home; its New game… (2 players, U-Build); the traditional board with 8
  players ("Add a player" clicked as a user does, scrolling to it); Advanced opened;
  Start: the play window and its turn panel, its ranking page; Game → New game… on a
  U-Build track and its turn panel; Help → How to play; Propose a deal…; Home's
  Edit a track…; the square-board editor, the viewers.
- ``leave-large``: Home and a game window left at 1900 x 1000 and closed (on a large
  screen): their geometry is remembered.
- ``reopen``: Home and a game window opened again (on a smaller screen).
"""

from __future__ import annotations

import faulthandler
import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.qtapp import application


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()
        QTest.qWait(10)


def _window(widget: QWidget) -> dict[str, Any]:
    return {"frame": _rect(widget.frameGeometry()), "geometry": _rect(widget.geometry()),
            "normal": _rect(widget.normalGeometry()), "maximized": widget.isMaximized(),
            "visible": widget.isVisible()}


def _in_view(widget: QWidget) -> QRect:
    """The part of ``widget`` that shows: its global rectangle cut by every scroll area's
    viewport it is in."""
    shown = _global(widget)
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            shown = shown.intersected(_global(parent.viewport()))
        parent = parent.parentWidget()
    return shown


def _buttons(root: QWidget, scroll: QScrollArea | None = None) -> list[dict[str, Any]]:
    """Every visible button of ``root``: where it is on the screen and how much of it shows;
    one in ``scroll`` is first scrolled to, as a user would."""
    found = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(root) or button.width() == 0:
            continue
        if scroll is not None and scroll.isAncestorOf(button):
            scroll.ensureWidgetVisible(button, 0, 0)
            _settle(1)
        found.append({"name": button.objectName() or button.text(), "text": button.text(),
                      "rect": _rect(_global(button)), "shown": _rect(_in_view(button))})
    return found


def _click(button: QAbstractButton, scroll: QScrollArea | None = None) -> None:
    if scroll is not None:
        scroll.ensureWidgetVisible(button, 0, 0)
        _settle(1)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    _settle()


def _body(dialog: QWidget) -> QScrollArea | None:
    """The dialog's scrolling part, if it has one."""
    return next((area for area in dialog.findChildren(QScrollArea) if area.widget() is not None), None)


def _dialog(dialog: Any) -> dict[str, Any]:
    last_rule = dialog.house_rules.build_in_jail
    body = _body(dialog)
    entry = _window(dialog) | {"buttons": _buttons(dialog, body)}
    if last_rule.isVisible():
        help_line = dialog.house_rules.help_lines[-1]
        if body is not None:
            body.ensureWidgetVisible(help_line, 0, 0)
            _settle(1)
        entry["last_rule"] = {"rect": _rect(_global(help_line)), "shown": _rect(_in_view(help_line))}
    return entry


def _decisions(play: Any, count: int = 16) -> list[dict[str, Any]]:
    """Take a few decisions as a player does (the roll-off, rolls, buying, building,
    ending a turn): the turn panel's buttons after each."""
    panel = play.turn_panel
    seen = []
    for _ in range(count):
        # U-Build's blocks box is its plug-in's section: a traditional game's panel has none.
        build = getattr(panel, "build_button", None)
        button = next((b for b in (panel.roll_button, panel.buy_button, build, panel.end_button)
                       if b is not None and b.isVisible() and b.isEnabled()), None)
        if button is None:
            break
        _click(button)
        seen += _buttons(panel)
    return seen


def tour(report: dict[str, Any]) -> None:
    from ubuild_desktop.app.home import open_home
    from ubuild_desktop.editor.square_window import open_square_editor
    from ubuild_desktop.core.square import load_builtin_board
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.viewer.square_window import open_square_viewer_window
    from ubuild_desktop.viewer.window import open_viewer_window

    home = open_home(animations=False, computer_delay_ms=0)
    _settle()
    report["home"] = _window(home) | {"buttons": _buttons(home)}
    _click(home.new_button)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    report["new_game_2"] = _dialog(dialog)
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:traditional/traditional"))
    _settle()
    while len(dialog.rows) < 8:
        _click(dialog.add_button, _body(dialog))
    report["new_game_8"] = _dialog(dialog)
    _click(dialog.advanced_button, _body(dialog))
    report["advanced_shown"] = _rect(_in_view(dialog.seed))
    report["new_game_8_advanced"] = _dialog(dialog)
    _click(dialog.start_button)
    play = home.play_window
    assert play is not None and play.isVisible()
    _settle()
    report["play"] = _window(play) | {"turn_buttons": _buttons(play.turn_panel)}
    report["play_rolled"] = _window(play) | {"turn_buttons": _decisions(play)}
    play.show_ranking()  # the end of the game's page, for 8 players
    _settle()
    report["ranking"] = _window(play) | {"buttons": _buttons(play.ranking)}
    _click(play.ranking.back_button)
    # Game → New game…, on a U-Build track (its turn panel has more to decide: blocks).
    dialog = play.new_game()
    _settle()
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:ubuild/starter"))
    _settle()
    while not dialog.start_button.isEnabled() and len(dialog.rows) > 2:  # the last game's 8: Starter takes 4
        _click(dialog.rows[-1].remove, _body(dialog))
    _click(dialog.start_button)
    play = home.play_window
    assert play is not None and play.isVisible() and play.rules.name == "ubuild"
    report["play_ubuild"] = _window(play) | {"turn_buttons": _decisions(play)}
    sheet = play.open_deal_sheet()
    _settle()
    report["deal_sheet"] = _window(sheet) | {"buttons": _buttons(sheet)}
    sheet.reject()
    home.help_menu.actions()[0].trigger()  # Help → How to play
    _settle()
    how_to = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "howToPlayDialog" and w.isVisible())
    report["how_to_play"] = _window(how_to) | {"buttons": _buttons(how_to)}
    how_to.close()
    _click(home.edit_button)
    assert home.editor is not None
    report["editor"] = _window(home.editor)
    for name, window in (("square_editor", open_square_editor(load_builtin_board("traditional"))),
                         ("viewer", open_viewer_window(load_builtin("starter"))),
                         ("square_viewer", open_square_viewer_window(load_builtin_board("traditional")))):
        _settle()
        report[name] = _window(window)


def _game() -> Any:
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    return open_game_window(Session(game, 5), seats, animations=False, computer_delay_ms=0)


def leave_large(report: dict[str, Any]) -> None:
    from ubuild_desktop.app.home import open_home

    for window in (open_home(animations=False, computer_delay_ms=0), _game()):
        _settle()
        window.showNormal()
        window.setGeometry(10, 30, 1900, 1000)
        _settle()
        report[window.objectName()] = _window(window)
        window.close()
        _settle()


def reopen(report: dict[str, Any]) -> None:
    from ubuild_desktop.app.home import open_home

    for window in (open_home(animations=False, computer_delay_ms=0), _game()):
        _settle()
        report[window.objectName()] = _window(window)


SCENARIOS = {"tour": tour, "leave-large": leave_large, "reopen": reopen}


def main(argv: list[str]) -> int:
    faulthandler.enable()
    scenario, out = argv[1], Path(argv[2])
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    screen = app.primaryScreen()
    report: dict[str, Any] = {"screen": _rect(screen.geometry()), "available": _rect(screen.availableGeometry())}
    SCENARIOS[scenario](report)
    out.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
