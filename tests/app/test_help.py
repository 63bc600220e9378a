"""Help in every main window: How to play (F1; the rules for players, with pictures and
the rules in force) and About (the version)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QLocale, Qt, QUrl
from PySide6.QtGui import QAction, QGuiApplication, QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

import ubuild_desktop
from tests.modal import when_modal
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.howto import HowToPlayWindow
from ubuild_desktop.qtapp import install_translations

from ..play.helpers import make_window
from .helpers import make_home


def _editor(qtbot: QtBot) -> QMainWindow:
    from ubuild_desktop.editor import EditorWindow

    editor = EditorWindow(load_builtin("starter"), offer_recovery=False)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def _square_editor(qtbot: QtBot) -> QMainWindow:
    from ubuild_desktop.core.square import load_builtin_board
    from ubuild_desktop.editor.square_window import SquareEditorWindow

    editor = SquareEditorWindow(load_builtin_board("traditional"))
    qtbot.addWidget(editor)
    editor.show()
    return editor


def _play(qtbot: QtBot) -> QMainWindow:
    return make_window(qtbot)


def _viewer(qtbot: QtBot) -> QMainWindow:
    from ubuild_desktop.viewer.window import TrackViewerWindow

    viewer = TrackViewerWindow(load_builtin("starter"))
    qtbot.addWidget(viewer)
    viewer.show()
    return viewer


WINDOWS: dict[str, Callable[[QtBot], QMainWindow]] = {"home": make_home, "editor": _editor, "play": _play,
                                                      "viewer": _viewer, "square editor": _square_editor}
DEVELOPER_WORDS = ("axial", "seeds/", "(q, r)", "`", "legal_actions", "rules version", "diagnostic", ".json")


def _help_action(window: QMainWindow, name: str) -> QAction:
    """The action ``name`` as the user finds it: in the menu bar's last menu, Help."""
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert menus, "the window has no menu bar"
    help_menu = menus[-1]
    assert help_menu.title().replace("&", "") in ("Help", "Ayuda")
    (action,) = [a for a in help_menu.actions() if a.objectName() == name]
    return action


def _how_to_play(qtbot: QtBot, window: QMainWindow) -> HowToPlayWindow:
    _help_action(window, "showHowToPlay").trigger()
    shown = window.findChild(HowToPlayWindow, "howToPlayDialog")
    assert shown is not None
    qtbot.waitExposed(shown)
    return shown


def _picture_names(document: QTextDocument) -> list[str]:
    names = []
    block = document.firstBlock()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    return names


def _assert_player_text(shown: HowToPlayWindow, title: str) -> str:
    text = shown.browser.toPlainText()
    assert text.startswith(title)
    assert not [word for word in DEVELOPER_WORDS if word.lower() in text.lower()], text[:300]
    assert shown.browser.document().firstBlock().blockFormat().headingLevel() == 1  # Markdown, read as such
    # The pictures, drawn by the program, are in the text (not the alternative words).
    names = _picture_names(shown.browser.document())
    assert "picture:board" in names and len(names) >= 3, names
    for name in names:
        image = shown.browser.document().resource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        assert isinstance(image, QImage) and not image.isNull() and image.width() >= 150, name
    return text


@pytest.mark.parametrize("kind", WINDOWS)
def test_how_to_play_shows_the_players_rules_in_every_window(qtbot: QtBot, kind: str) -> None:
    window = WINDOWS[kind](qtbot)
    action = _help_action(window, "showHowToPlay")
    assert action.text().replace("&", "") == "How to play"
    assert QKeySequence(QKeySequence.StandardKey.HelpContents) in action.shortcuts()
    shown = _how_to_play(qtbot, window)
    assert shown.isVisible() and not shown.isModal()  # the window stays usable
    traditional = kind == "square editor"
    text = _assert_player_text(shown, "How to play the traditional game" if traditional else "How to play U-Build")
    for topic in (("Your turn", "Buying and auctions", "Houses and hotels", "Rent", "Jail", "Chance and Community "
                   "Chest cards", "Deals", "Bankruptcy and winning", "The rules of this game") if traditional else
                  ("Your turn", "Buying and auctions", "Building", "Rent", "Jail", "Bridges and Chance cards", "Deals",
                   "Hazards and bonus buildings", "Skyscrapers, the stadium and the Tower", "Railroads",
                   "The end of the game", "The rules of this game")):
        assert topic in shown.section_titles(), topic
    if kind == "play":  # this game's rules in force
        assert "This game is played with these rules:" in text and "Rules: Starter (2-4 players allowed)" in text
    else:  # away from a game: the book's rules, as New game starts them
        assert "The book's rules, which New game starts with" in text
        assert ("No Free Parking pot" if traditional else "Starter track: 2-4 players, $12.9M each") in text
    # Asked again: the same window comes forward, no second one.
    action.trigger()
    assert window.findChildren(HowToPlayWindow) == [shown]
    shown.close()


def test_f1_in_a_game_window_shows_how_to_play(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    focused = QApplication.focusWidget() or window
    qtbot.keyClick(focused, Qt.Key.Key_F1)
    shown = window.findChild(HowToPlayWindow, "howToPlayDialog")
    assert shown is not None and shown.isVisible()
    _assert_player_text(shown, "How to play U-Build")


def test_the_game_window_lists_its_own_rules_in_force(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="classic")
    text = _how_to_play(qtbot, window).browser.toPlainText()
    assert "This game is played with these rules:" in text
    assert "Rules: Classic (2-6 players allowed)" in text and "Starting cash: $24.9M each" in text
    limit = window.state.game.round_limit
    assert f"after {limit} rounds without a bankruptcy" in text
    assert "Dice: rolled by the program" in text
    assert "Starter track:" not in text  # this game's rules, not the book's list


def _traditional_window(qtbot: QtBot, **house_rules: object) -> QMainWindow:
    from ubuild_desktop.core.engine.traditional import game as trad_game
    from ubuild_desktop.core.engine.traditional.options import HouseRules
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square import load_builtin_board
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human")
    game = trad_game.Game(load_builtin_board("traditional"), [s.name for s in seats], HouseRules(**house_rules))
    window = open_game_window(TradSession(game, 5), seats, animations=False, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def test_a_traditional_game_with_house_rules_shows_them(qtbot: QtBot) -> None:
    window = _traditional_window(qtbot, free_parking_pot=True, auctions=False, round_limit=50, dealt_properties=2,
                                 build_in_jail=False)
    shown = _how_to_play(qtbot, window)
    text = _assert_player_text(shown, "How to play the traditional game")
    rules = text[text.index("The rules of this game"):text.index("Playing with the program")]
    for line in ("Board: Traditional", "Starting cash: $1,500 each; salary at GO: $200; jail fine: $50",
                 "Free Parking pot: taxes, fines and card payments to the bank go into a pot",
                 "No auctions: a property its lander does not buy stays with the bank",
                 "Round limit: after 50 rounds the game ends and the richest player wins",
                 "Properties dealt to each player at the start: 2",
                 "Landing on GO pays the salary once", "Players in jail may not build or sell houses and hotels"):
        assert line in rules, line
    # The contents list goes to the section, which starts at the top of the text.
    row = shown.section_titles().index("The rules of this game")
    shown.contents.setCurrentRow(row)
    document = shown.browser.document()
    top = document.documentLayout().blockBoundingRect(document.findBlockByNumber(shown.headings[row][1])).top()
    assert abs(shown.browser.verticalScrollBar().value() - min(top, shown.browser.verticalScrollBar().maximum())) <= 1
    # The other game's rules are there too, with the book's rules (not this game's).
    shown.game_combo.setCurrentIndex(shown.game_combo.findData("ubuild"))
    other = shown.browser.toPlainText()
    assert other.startswith("How to play U-Build") and "Starter track:" in other and "Board: Traditional" not in other
    shown.game_combo.setCurrentIndex(shown.game_combo.findData("traditional"))
    assert "No auctions" in shown.browser.toPlainText()


def test_how_to_play_fits_the_screen_works_from_the_keyboard_and_follows_the_text_size(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    shown = _how_to_play(qtbot, window)
    area = (shown.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    qtbot.waitUntil(lambda: area.contains(shown.frameGeometry()))
    # The contents list has the focus: Down goes to the next section, and the text shows it.
    assert QApplication.focusWidget() is shown.contents
    qtbot.keyClick(shown.contents, Qt.Key.Key_Down)
    assert shown.contents.currentRow() == 1
    assert shown.browser.verticalScrollBar().value() > 0
    qtbot.keyClick(shown.contents, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is shown.browser
    # Larger text, from the keys, is kept; the pictures grow with it.
    before, picture = shown.browser.font().pointSizeF(), shown.picture_width
    qtbot.keyClick(shown.browser, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert shown.browser.font().pointSizeF() > before
    assert shown.contents.font().pointSizeF() == shown.browser.font().pointSizeF()
    qtbot.keyClick(shown.browser, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert shown.browser.font().pointSizeF() == pytest.approx(before)
    assert shown.picture_width == picture
    # The game window's Large text makes the help larger too.
    window.large_text_action.trigger()
    shown.close()
    again = _how_to_play(qtbot, window)
    assert again.browser.font().pointSizeF() > before
    window.large_text_action.trigger()
    qtbot.keyClick(again.browser, Qt.Key.Key_Escape)
    assert not again.isVisible()


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    translators = install_translations(qapp, QLocale("es_ES"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def test_how_to_play_in_spanish(qtbot: QtBot, spanish: None) -> None:
    window = _traditional_window(qtbot, free_parking_pot=True)
    action = _help_action(window, "showHowToPlay")
    assert action.text().replace("&", "") == "Cómo se juega"
    shown = _how_to_play(qtbot, window)
    text = _assert_player_text(shown, "Cómo se juega al juego tradicional")
    assert "Esta partida se juega con estas reglas:" in text
    assert "Bote del Parking gratuito" in text and "Casas y hoteles" in shown.section_titles()
    shown.game_combo.setCurrentIndex(shown.game_combo.findData("ubuild"))
    text = shown.browser.toPlainText()
    assert text.startswith("Cómo se juega a U-Build") and "edificaciones peligrosas" in text.lower()
    assert "Las reglas del libro" in text


@pytest.mark.parametrize("kind", ["home", "play"])
def test_help_about_shows_the_version(qtbot: QtBot, kind: str) -> None:
    window = WINDOWS[kind](qtbot)
    texts: list[str] = []

    def read_and_close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        texts.append(box.text())
        assert not box.iconPixmap().isNull()  # the program's icon
        box.button(QMessageBox.StandardButton.Close).click()

    answered = when_modal(QMessageBox, read_and_close)
    _help_action(window, "showAbout").trigger()
    qtbot.waitUntil(lambda: bool(answered))
    assert f"Version {ubuild_desktop.__version__}" in texts[0]
    assert "U-Build Desktop" in texts[0] and "MIT" in texts[0]


def test_a_broken_installation_says_how_to_play_is_missing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from ubuild_desktop.howto import window as howto_window

    def missing(*_args: object) -> str:
        raise FileNotFoundError(2, "No such file or directory", "ubuild.en.md")

    monkeypatch.setattr(howto_window, "how_to_play_markdown", missing)
    shown = HowToPlayWindow()
    qtbot.addWidget(shown)
    assert "missing from this installation" in shown.browser.toPlainText()


@pytest.mark.tool
def test_a_spanish_desktop_reads_how_to_play_in_spanish(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The program as started in a Spanish locale (its own locale choice, in a child
    process): F1's How to play is the Spanish document."""
    import os
    import subprocess
    import sys

    code = (
        "from ubuild_desktop.qtapp import application\n"
        "app = application()\n"
        "from ubuild_desktop.app import HomeWindow\n"
        "from ubuild_desktop.howto import HowToPlayWindow\n"
        "home = HomeWindow(animations=False, computer_delay_ms=0)\n"
        "home.show()\n"
        "[a for a in home.findChildren(__import__('PySide6.QtGui', fromlist=['QAction']).QAction)"
        " if a.objectName() == 'showHowToPlay'][0].trigger()\n"
        "shown = home.findChild(HowToPlayWindow)\n"
        "print(shown.browser.toPlainText().splitlines()[0])\n"
        "print(shown.windowTitle())\n"
    )
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    environ.update(LANG="es_ES.UTF-8", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:2] == ["Cómo se juega a U-Build", "Cómo se juega – U-Build Desktop"]


def test_how_to_play_shows_the_whole_district_card_at_any_size(qtbot: QtBot) -> None:
    """The district card's picture (U-Build's How to play, "Building") holds every line of
    the card however large it is drawn: with larger text (the Larger text button) in a
    window made wide, it grows in proportion, its rent now and owner lines in it (they were
    cut off once the card was taller than two thirds of the screen: the picture kept its
    width and lost its bottom lines)."""
    window = make_window(qtbot)
    shown = _how_to_play(qtbot, window)
    card = shown.browser.images["card"]
    ratio = card.height() / card.width()
    try:
        while shown.larger.isEnabled():
            qtbot.mouseClick(shown.larger, Qt.MouseButton.LeftButton)
        shown.resize(2400, 1400)  # dragged wide (on a large screen)
        qtbot.waitUntil(lambda: shown.browser.images["card"].width() > card.width() * 1.5)
        larger = shown.browser.images["card"]
        screen = (shown.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        assert larger.height() > screen.height() * 2 / 3  # taller than adjustSize makes a window
        assert larger.height() / larger.width() == pytest.approx(ratio, rel=0.06), (card.size(), larger.size())
    finally:
        qtbot.keyClick(shown.browser, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # the size kept: back
