"""Help in every main window: Rules (the rules summary, as Markdown) and About (the version)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

import ubuild_desktop
from tests.modal import when_modal
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.helpmenu import RulesWindow

from ..play.helpers import make_window
from .helpers import make_home

ROOT = Path(__file__).resolve().parent.parent.parent


def _editor(qtbot: QtBot) -> QMainWindow:
    from ubuild_desktop.editor import EditorWindow

    editor = EditorWindow(load_builtin("starter"), offer_recovery=False)
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
                                                      "viewer": _viewer}


def _help_action(window: QMainWindow, name: str) -> QAction:
    """The action ``name`` as the user finds it: in the menu bar's last menu, Help."""
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert menus, "the window has no menu bar"
    help_menu = menus[-1]
    assert help_menu.title().replace("&", "") == "Help"
    (action,) = [a for a in help_menu.actions() if a.objectName() == name]
    return action


@pytest.mark.parametrize("kind", WINDOWS)
def test_help_rules_shows_the_rules_summary(qtbot: QtBot, kind: str) -> None:
    window = WINDOWS[kind](qtbot)
    rules_action = _help_action(window, "showRules")
    assert QKeySequence(QKeySequence.StandardKey.HelpContents) in rules_action.shortcuts()
    rules_action.trigger()
    rules = window.findChild(RulesWindow, "rulesDialog")
    assert rules is not None and rules.isVisible() and not rules.isModal()  # the window stays usable
    # docs/RULES.md, rendered as Markdown: headings are headings, not "#" signs.
    text = rules.browser.toPlainText()
    assert text.startswith("The rules as this program plays them")
    assert "# " not in text.splitlines()[0]
    assert rules.browser.document().firstBlock().blockFormat().headingLevel() == 1
    source = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    last_heading = [line for line in source.splitlines() if line.startswith("## ")][-1].removeprefix("## ")
    assert last_heading.replace("`", "") in text
    cursor = rules.browser.document().find(last_heading.replace("`", ""))
    assert not cursor.isNull() and cursor.blockFormat().headingLevel() == 2
    # Asked again: the same window comes forward, no second one.
    rules_action.trigger()
    assert window.findChildren(RulesWindow) == [rules]
    rules.close()


@pytest.mark.parametrize("kind", WINDOWS)
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


def test_a_broken_installation_says_the_rules_are_missing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from ubuild_desktop import helpmenu

    def missing() -> str:
        raise FileNotFoundError(2, "No such file or directory", "RULES.md")

    monkeypatch.setattr(helpmenu, "rules_markdown", missing)
    rules = RulesWindow()
    qtbot.addWidget(rules)
    assert "missing from this installation" in rules.browser.toPlainText()
