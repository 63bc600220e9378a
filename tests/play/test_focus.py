"""Where the keyboard is (issue 23): Tab goes through the turn panel's controls in the order
they are laid out on screen (both games), and every focused control shows it: a focused
combo box or spin box has a ring in the theme's focus colour (as a focused button has), on
a light and a dark desktop; the program's application gets the style that draws it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from tests.contrast import dark_application
from tests.play.helpers import click, make_trad_window, make_window, roll
from ubuild_desktop import theme
from ubuild_desktop.core.engine.ubuild.state import Phase
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


@pytest.mark.tool
def test_the_program_s_application_draws_focus_rings() -> None:
    code = ("from ubuild_desktop.qtapp import application, FocusRingStyle\n"
            "app = application()\n"
            "print(isinstance(app.style(), FocusRingStyle), app.style().baseStyle().name())\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    ringed, base = done.stdout.split()
    assert ringed == "True" and base  # the desktop's own style underneath


# ---------------------------------------------------------------------- Tab


def _place(panel: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())


def _walk(qtbot: QtBot, panel: QWidget, key: Qt.Key) -> list[QWidget]:
    """The panel's controls the focus goes through with ``key`` pressed on the focus widget,
    from where it is until it leaves the panel."""
    seen: list[QWidget] = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), key)
        now = QApplication.focusWidget()
        if now is None or not panel.isAncestorOf(now) or now in seen:
            break
        seen.append(now)
    return seen


def _check_tab_order(qtbot: QtBot, window: PlayWindow) -> list[QWidget]:
    panel = window.turn_panel
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    start = panel.end_button
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    before = _walk(qtbot, panel, Qt.Key.Key_Backtab)[::-1]
    start.setFocus()
    order = [*before, start, *_walk(qtbot, panel, Qt.Key.Key_Tab)]
    shown = {w for w in panel.findChildren(QWidget) if isinstance(w, (QAbstractButton, QComboBox, QAbstractSpinBox))
             and w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus}
    assert set(order) == shown, sorted(w.objectName() for w in shown ^ set(order))
    for a, b in zip(order, order[1:]):
        ra, rb = _place(panel, a), _place(panel, b)
        below = rb.top() >= ra.bottom() - 2
        beside = rb.top() <= ra.bottom() and ra.top() <= rb.bottom() and rb.left() > ra.left()
        assert below or beside, f"{a.objectName()} {ra} then {b.objectName()} {rb}"
    return order


def test_tab_goes_through_the_turn_panel_as_it_is_laid_out(qtbot: QtBot) -> None:
    window = _post_roll(qtbot)
    window.resize(1024, 640)
    panel = window.turn_panel
    order = _check_tab_order(qtbot, window)
    # From End turn to the blocks box (it skipped Build and the mortgages), then the mortgages.
    assert order[order.index(panel.end_button) + 1] is panel.blocks_district
    assert order.index(panel.build_button) < order.index(panel.mortgage_combo) < order.index(panel.mortgage_button)
    assert order[-1] is panel.deal_button


def test_tab_goes_through_the_traditional_turn_panel_as_it_is_laid_out(qtbot: QtBot) -> None:
    from tests.traditional.helpers import give

    window = make_trad_window(qtbot)
    window.resize(1024, 640)
    panel = window.turn_panel
    roll(qtbot, window, 5, 6)
    click(qtbot, panel.buy_button)  # Orchard Avenue; and a whole group, as a deal would give it
    give(window.controller.state, 0, "cobbler-lane", "tinker-row")
    window.sync()
    assert panel.build_house_button.isVisible() and panel.mortgage_box.isVisible()
    order = _check_tab_order(qtbot, window)
    assert order[order.index(panel.end_button) + 1] is panel.build_house_button


def test_enter_pressed_while_a_computer_plays_opens_nothing(qtbot: QtBot) -> None:
    """A keyboard player presses Enter to buy and end the turn, and again while the computer
    plays: the keys stay with the turn panel (no player's card takes them when the turn's
    buttons go grey), so Enter opens no holdings nor anything else."""
    from PySide6.QtWidgets import QDialog

    from ubuild_desktop.play.players_panel import PlayersPanel

    window = make_window(qtbot, players="Ana:human,Bo:computer:simple")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    controller = window.controller
    controller.set_paused(True)  # the computer's turn lasts while the test looks
    roll(qtbot, window, 1)  # Ana lands on Kite Hill: the Buy button has the keys
    for _ in range(2):  # Enter buys, Enter ends the turn
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.turn_panel.main_action())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.is_computer(controller.seat_to_act()))
    focused = QApplication.focusWidget()
    players = window.findChild(PlayersPanel)
    assert focused is None or players is None or not players.isAncestorOf(focused), focused
    moves = len(controller.state.history)
    for _ in range(3):
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert len(controller.state.history) == moves
    controller.set_paused(False)  # the computer plays its turn; Ana's next decision takes the keys back
    qtbot.waitUntil(lambda: controller.seat_to_act() == 0)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.turn_panel.main_action())


def test_a_players_card_holding_the_keys_gives_them_up_when_a_computer_plays(qtbot: QtBot) -> None:
    """The case a real window showed: when End turn goes grey, Qt gives the keys to the next
    control, here Ana's card in the players' list; Enter pressed there while the computer
    plays would open her holdings. The computer's turn takes the keys back to the panel."""
    from PySide6.QtWidgets import QDialog

    from ubuild_desktop.play.players_panel import PlayerCard

    window = make_window(qtbot, players="Ana:human,Bo:computer:simple")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    controller, panel = window.controller, window.turn_panel
    controller.set_paused(True)
    roll(qtbot, window, 1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.main_action())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter buys
    qtbot.waitUntil(lambda: panel.end_button.isVisible() and panel.end_button.isEnabled())
    card = window.findChildren(PlayerCard)[0]
    card.setFocus(Qt.FocusReason.TabFocusReason)  # the card has the keys as End turn goes grey
    qtbot.waitUntil(lambda: QApplication.focusWidget() is card)
    qtbot.keyClick(panel.end_button, Qt.Key.Key_Space)  # End turn (the button pressed, the card focused)
    qtbot.waitUntil(lambda: controller.is_computer(controller.seat_to_act()))
    assert QApplication.focusWidget() is not card
    moves = len(controller.state.history)
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert len(controller.state.history) == moves
    controller.set_paused(False)
    qtbot.waitUntil(lambda: controller.seat_to_act() == 0)
