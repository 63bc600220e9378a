"""The child of ``test_tv_mode.py``: on the offscreen screen its parent configured (a
1920x1080 TV, a 1366x768 laptop), open a U-Build Starter game and a traditional game as
the program does, put them in TV mode with the F11 key on the focused widget (the second
window opens in it: the choice is remembered), land on a property for sale (its card
beside the board), open "Propose a deal…" with its button, and measure the rendered font
pixel size of every word a player reads: the board's names, prices and other words (the
font's pixel size times the view's scale), the turn panel's, the players' list, the log,
the district card and the deal sheet (each visible text widget's font as matched,
``QFontInfo.pixelSize``). Writes them as JSON to the path given first, and each window
and the deal sheet as PNGs to the folder given second.

Usage: ``python -m tests.play.tv_child OUT.json PNG_DIR``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QFontInfo, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QListWidget, QWidget

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.board.fitted_text import _BASE_PX, base_font
from ubuild_desktop.qtapp import application


def wait(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def click(button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    wait(50)


def rich_sizes(label: QLabel) -> list[tuple[str, int]]:
    """(words, font pixel size) of each run of a rich text label, as its document lays it out."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setHtml(label.text())
    out: list[tuple[str, int]] = []
    block = doc.begin()
    while block.isValid():
        runs = block.begin()
        while not runs.atEnd():
            run = runs.fragment()
            if run.text().strip():
                out.append((run.text()[:30], QFontInfo(run.charFormat().font()).pixelSize()))
            runs += 1
        block = block.next()
    return out


def text_sizes(root: QWidget) -> list[tuple[str, int]]:
    """(what, font pixel size) of every visible widget in ``root`` that shows text (each
    run of a rich text label: its <small> words, its sized spans)."""
    out: list[tuple[str, int]] = []
    for widget in (root, *root.findChildren(QWidget)):
        if not widget.isVisible():
            continue
        what = f"{type(widget).__name__}:{widget.objectName()}"
        if isinstance(widget, QLabel) and widget.text().strip() and (
                widget.textFormat() == Qt.TextFormat.RichText
                or (widget.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(widget.text()))):
            out += [(f"{what}:{words}", px) for words, px in rich_sizes(widget)]
        elif isinstance(widget, (QLabel, QAbstractButton)) and widget.text().strip():
            out.append((f"{what}:{widget.text()[:30]}", QFontInfo(widget.font()).pixelSize()))
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                font = item.font() if item.data(Qt.ItemDataRole.FontRole) is not None else widget.font()
                out.append((f"item:{widget.objectName()}:{item.text()[:30]}", QFontInfo(font).pixelSize()))
    return out


def board_sizes(window) -> list[tuple[str, float]]:  # type: ignore[no-untyped-def]
    """(role: text, rendered pixel size) of every word on the board."""
    scale = window.board_view.transform().m11()
    em = QFontInfo(base_font()).pixelSize() / _BASE_PX  # the drawing font's own pixel size, per unit asked
    return [(f"{role}: {text}", px * em * scale) for role, text, px in window.scene.word_sizes()]


def measure(window, name: str, pngs: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    wait(300)
    window.grab().save(str(pngs / f"{name}.png"))
    card = window.card_view if window.card_view.isVisible() and window.decision_district() is not None else window.decision_card
    seen: dict[str, object] = {
        "full_screen": window.isFullScreen(), "size": [window.width(), window.height()],
        "tv_checked": window.tv_action.isChecked(), "toolbar": window.tool_bar.isVisible(),
        "far_words": window.scene.far_words,
        "board": board_sizes(window),
        "turn_panel": text_sizes(window.turn_panel), "players": text_sizes(window.players),
        # The decision's card: beside the board, or in its middle when the column would shrink it.
        "log": text_sizes(window.log), "card": text_sizes(card),
        "card_shown": card.isVisible(), "card_in_middle": card is window.card_view,
        "board_view": [window.board_view.width(), window.board_view.height()],
    }
    click(window.turn_panel.deal_button)
    sheet = window.deal_sheet
    wait(200)
    sheet.grab().save(str(pngs / f"{name}_deal.png"))
    seen["deal"] = text_sizes(sheet)
    seen["deal_size"] = [sheet.width(), sheet.height()]
    sheet.reject()
    wait(50)
    return seen


def main(out: Path, pngs: Path) -> int:
    from ubuild_desktop.core.engine.ubuild.actions import Dice
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.traditional.game import Game as TradGame
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square.boardfile import load_builtin_board
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window
    from ubuild_desktop.play.seats import parse_players

    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    application()
    seats = parse_players("Ana:human,Bo:human,Cy:human")
    names = [s.name for s in seats]
    seen: dict[str, object] = {"screen": QApplication.primaryScreen().geometry().getRect()}
    games = (("starter", Session(Game.create(load_builtin("starter"), names), 7), (6,), (1,), (1,)),
             ("traditional", TradSession(TradGame(load_builtin_board("traditional"), names), 7), (6, 5), (1, 2), (3, 5)))
    for name, session, high, low, to_buy in games:
        window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False, autosave=False)
        window.controller.inject_chance(*(Dice(d) for d in (high, low, low)))
        window.controller.start()
        wait(300)
        seen[f"{name}_opened_in_tv"] = window.tv_action.isChecked()
        if not window.tv_action.isChecked():  # F11 on whatever has the focus, as a player presses it
            QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F11)
        while window.controller.state.phase == Phase.ROLL_OFF:
            click(window.turn_panel.roll_button)
        window.controller.inject_chance(Dice(to_buy))
        click(window.turn_panel.roll_button)
        seen[f"{name}_phase"] = window.controller.state.phase.name
        seen[name] = measure(window, name, pngs)
        window.close()
        wait(100)
    out.write_text(json.dumps(seen), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
