"""The play window's menus and toolbar: every action with its key and tooltip.
:class:`WindowMenus` is a part of :class:`~.window.PlayWindow`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QToolBar

from ubuild_desktop import settings
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.helpmenu import add_help_menu

from .window_sizes import LARGE_TEXT_KEY, TV_MODE_KEY


def tooltip_with_key(text: str, key: QKeySequence) -> str:
    """An action's tooltip naming its key the way the menus show it ("Save (Ctrl+S)")."""
    text = text.replace("&", "").rstrip("…")
    if key.isEmpty():
        return text
    return QApplication.translate("PlayWindow", "{action} ({key})").format(
        action=text, key=key.toString(QKeySequence.SequenceFormat.NativeText))


class WindowMenus:
    """The play window's actions, menus and toolbar (a part of :class:`~.window.PlayWindow`)."""

    # ------------------------------------------------------------------ actions

    def _make_actions(self) -> None:
        """The menu bar (Game, View, Help) and the tool bar, sharing one set of actions.

        Every action with a key names it in its tooltip ("Save (Ctrl+S)"); menus show it
        beside the text.
        """
        bar = QToolBar(QCoreApplication.translate("PlayWindow", "Game"), self)
        bar.setObjectName("gameToolbar")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.tool_bar = bar
        menus = self.menuBar()
        game_menu = menus.addMenu(QCoreApplication.translate("PlayWindow", "&Game"))
        game_menu.setObjectName("gameMenu")
        view_menu = menus.addMenu(QCoreApplication.translate("PlayWindow", "&View"))
        view_menu.setObjectName("viewMenu")
        # Help (How to play, the first-game tour, About): the menu every window shares
        # (helpmenu.py), last on the bar.
        help_menu = add_help_menu(self)
        help_actions = {act.objectName(): act for act in help_menu.actions()}
        self.rules_action, self.about_action = help_actions["showHowToPlay"], help_actions["showAbout"]
        self.tour_action = help_actions["showTour"]
        self.game_menu, self.view_menu, self.help_menu = game_menu, view_menu, help_menu

        def action(text: str, slot: Callable[[], object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
                   name: str, *, menu: QMenu, on_bar: bool = True) -> QAction:
            act = QAction(text, self)
            act.setObjectName(name)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(lambda _=False: slot())  # triggered(bool) must not reach the slot
            menu.addAction(act)
            if on_bar:
                bar.addAction(act)
            return act

        self.new_action = action(QCoreApplication.translate("PlayWindow", "New game…"), self.new_game, QKeySequence.StandardKey.New, "newGame",
                                 menu=game_menu)
        self.open_action = action(QCoreApplication.translate("PlayWindow", "Open…"), self._open_dialog, QKeySequence.StandardKey.Open, "openGame",
                                  menu=game_menu)
        self.save_action = action(QCoreApplication.translate("PlayWindow", "Save"), self._save, QKeySequence.StandardKey.Save, "saveGame", menu=game_menu)
        self.save_as_action = action(QCoreApplication.translate("PlayWindow", "Save as…"), self._save_as_dialog, QKeySequence.StandardKey.SaveAs,
                                     "saveGameAs", menu=game_menu)
        game_menu.addSeparator()
        bar.addSeparator()
        self.takeback_action = action(QCoreApplication.translate("PlayWindow", "Take back"), self.take_back, QKeySequence.StandardKey.Undo, "takeBack",
                                      menu=game_menu)
        self.log_action = action(QCoreApplication.translate("PlayWindow", "Save log…"), self._save_log_dialog, None, "saveLog", menu=game_menu)
        game_menu.addSeparator()
        self.quit_action = action(QCoreApplication.translate("PlayWindow", "Quit"), self.close, "Ctrl+Q", "quitGame",
                                  menu=game_menu, on_bar=False)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        bar.addSeparator()
        self.animation_action = action(QCoreApplication.translate("PlayWindow", "Animations"), self._toggle_animations, None, "animations",
                                       menu=view_menu)
        self.animation_action.setCheckable(True)
        self.animation_action.setChecked(self.animations)
        self.fit_action = action(QCoreApplication.translate("PlayWindow", "Fit board"), self.board_view.fit, "Ctrl+0", "fitBoard", menu=view_menu)
        self.large_text_action = action(QCoreApplication.translate("PlayWindow", "Large text"), self._toggle_large_text, "Ctrl+Shift+L", "largeText",
                                        menu=view_menu, on_bar=False)
        self.large_text_action.setCheckable(True)
        self.large_text_action.setChecked(settings.flag(LARGE_TEXT_KEY))
        self.tv_action = action(QCoreApplication.translate("PlayWindow", "TV mode"), self._toggle_tv_mode, "F11", "tvMode", menu=view_menu, on_bar=False)
        self.tv_action.setCheckable(True)
        self.tv_action.setChecked(settings.flag(TV_MODE_KEY))
        self.tv_action.setStatusTip(QCoreApplication.translate("PlayWindow", 
            "Full screen, with the board's words, the cards, the panel and the log large enough to read "
            "from the sofa; F11 or Esc leaves it"))
        view_menu.addSeparator()
        self.board_focus_action = action(QCoreApplication.translate("PlayWindow", "Go to the board"), self.focus_board, "Ctrl+B", "focusBoard",
                                         menu=view_menu, on_bar=False)
        self.board_focus_action.setStatusTip(QCoreApplication.translate("PlayWindow", 
            "Tab, Shift+Tab or the arrow keys then go from district to district (showing each card), "
            "or from site to site while you pick one; Enter picks"))
        self.panel_focus_action = action(QCoreApplication.translate("PlayWindow", "Go to the turn panel"), self.turn_panel.focus_main_action, "Ctrl+T",
                                         "focusPanel", menu=view_menu, on_bar=False)
        # A player's holdings: Ctrl+1 for the first player... (or a click on their card, or Enter on it).
        holdings_menu = view_menu.addMenu(QCoreApplication.translate("PlayWindow", "Players' holdings"))
        holdings_menu.setObjectName("holdingsMenu")
        self.holdings_menu = holdings_menu
        self.holdings_actions = [
            action(shown(seat.name).replace("&", "&&"), lambda s=index: self.show_holdings(s), f"Ctrl+{index + 1}" if index < 9 else None,
                   f"holdings{index}", menu=holdings_menu, on_bar=False)
            for index, seat in enumerate(self.controller.seats)]
        for act in self.findChildren(QAction):
            if act.parent() is self and act.objectName():
                act.setToolTip(tooltip_with_key(act.text(), act.shortcut()))
        self.takeback_action.setToolTip(tooltip_with_key(
            QCoreApplication.translate("PlayWindow", "Undo the last decision that involved no dice or cards"), self.takeback_action.shortcut()))
