"""Every focused control shows where the keyboard is (issue 23): a focused combo box or spin
box has a ring in the theme's focus colour (as a focused button has), on a light and a dark
desktop; the program's application gets the style that draws it."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.contrast import dark_application
from tests.play.helpers import click, make_window, roll
from ubuild_desktop import theme
from ubuild_desktop.core.engine import Phase
from ubuild_desktop.play import PlayWindow


def _ring_pixels(image: QImage, colour: str) -> int:
    """How many pixels of ``image``'s outer 3-pixel band are (nearly) ``colour``."""
    want = QColor(colour)
    count = 0
    w, h = image.width(), image.height()
    for y in range(h):
        for x in range(w):
            if 3 <= x < w - 3 and 3 <= y < h - 3:
                continue
            c = image.pixelColor(x, y)
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 60:
                count += 1
    return count


def _post_roll(qtbot: QtBot) -> PlayWindow:
    """Ana bought Kite Hill: the blocks box and the mortgages box show."""
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    assert window.controller.state.phase == Phase.POST_ROLL
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _check_rings(qtbot: QtBot, window: PlayWindow) -> None:
    panel = window.turn_panel
    focus = theme.current().focus
    for widget in (panel.mortgage_combo, panel.blocks_district, panel.res_spin):
        assert isinstance(widget, QWidget) and widget.isVisible()
        panel.end_button.setFocus()
        qtbot.waitUntil(lambda: not widget.hasFocus())
        plain = widget.grab().toImage()
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        ringed = widget.grab().toImage()
        perimeter = 2 * (ringed.width() + ringed.height())
        assert _ring_pixels(plain, focus) < perimeter * 0.05, widget.objectName()
        assert _ring_pixels(ringed, focus) > perimeter * 0.8, widget.objectName()


def test_a_focused_combo_or_spin_box_shows_a_ring(qtbot: QtBot) -> None:
    _check_rings(qtbot, _post_roll(qtbot))


def test_the_ring_shows_on_a_dark_desktop_too(qtbot: QtBot) -> None:
    with dark_application():
        assert theme.current().dark
        _check_rings(qtbot, _post_roll(qtbot))


def test_the_program_s_application_draws_focus_rings() -> None:
    code = ("from ubuild_desktop.qtapp import application, FocusRingStyle\n"
            "app = application()\n"
            "print(isinstance(app.style(), FocusRingStyle), app.style().baseStyle().name())\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    ringed, base = done.stdout.split()
    assert ringed == "True" and base  # the desktop's own style underneath
