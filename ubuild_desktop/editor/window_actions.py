"""The track editor's actions, menus, tool bar and context menu (a mixin of
:class:`~.window.EditorWindow`): every command made once as a ``QAction`` (its text,
shortcut, tip and slot), then laid out in the menus, the tool bar and a piece's context menu."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMenu, QToolBar

from ubuild_desktop.core.edits import EditError, aim
from ubuild_desktop.core.lattice import DIRECTION_NAMES
from ubuild_desktop.core.pieces import DOUBLE_KINDS, load_box
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from .inventory import tile_usage
from .window_parts import add_tool_buttons
from ubuild_desktop.qtapp import unique_shortcuts
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.words import preset_name, track_name


class TrackActions:
    """The editor window's actions and where they show (see the module docstring)."""

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action("newAction", QCoreApplication.translate("EditorWindow", "&New Track"), QCoreApplication.translate("EditorWindow", "Start an empty track"), std.New, self.new_track)
        self.open_action = self._action("openAction", QCoreApplication.translate("EditorWindow", "&Open…"), QCoreApplication.translate("EditorWindow", "Open a track file"), std.Open, self.open_dialog)
        self.save_action = self._action("saveAction", QCoreApplication.translate("EditorWindow", "&Save"), QCoreApplication.translate("EditorWindow", "Save the track"), std.Save, self.save)
        self.save_as_action = self._action(
            "saveAsAction", QCoreApplication.translate("EditorWindow", "Save &As…"), QCoreApplication.translate("EditorWindow", "Save the track to another file"),
            std.SaveAs if QKeySequence.keyBindings(std.SaveAs) else "Ctrl+Shift+S", self.save_as,
        )
        self.export_png_action = self._action(
            "exportPngAction", QCoreApplication.translate("EditorWindow", "Export as &PNG…"), QCoreApplication.translate("EditorWindow", "Save a picture of the track"), None,
            lambda: self.export_dialog("png"),
        )
        self.export_svg_action = self._action(
            "exportSvgAction", QCoreApplication.translate("EditorWindow", "Export as S&VG…"), QCoreApplication.translate("EditorWindow", "Save a scalable drawing of the track"), None,
            lambda: self.export_dialog("svg"),
        )
        self.export_pdf_action = self._action(
            "exportPdfAction", QCoreApplication.translate("EditorWindow", "Export as P&DF…"), QCoreApplication.translate("EditorWindow", "Save the track at true tile size, across pages, with a parts list"),
            None, lambda: self.export_dialog("pdf"),
        )
        self.print_preview_action = self._action(
            "printPreviewAction", QCoreApplication.translate("EditorWindow", "Print Pre&view…"), QCoreApplication.translate("EditorWindow", "See the printed pages"), None, self.print_preview
        )
        self.print_action = self._action(
            "printAction", QCoreApplication.translate("EditorWindow", "&Print…"), QCoreApplication.translate("EditorWindow", "Print the track at true tile size"), std.Print, self.print_track
        )
        self.tile_size_action = self._action(
            "tileSizeAction", QCoreApplication.translate("EditorWindow", "Printed &Tile Size…"), QCoreApplication.translate("EditorWindow", "How large one hex is on paper"), None, self.ask_tile_size
        )
        self.close_action = self._action("closeAction", QCoreApplication.translate("EditorWindow", "&Close"), QCoreApplication.translate("EditorWindow", "Close the editor"), std.Close, self.close)

        undo = self.document.undo_stack.createUndoAction(self, QCoreApplication.translate("EditorWindow", "&Undo"))
        undo.setObjectName("undoAction")
        undo.setShortcuts(std.Undo)
        redo = self.document.undo_stack.createRedoAction(self, QCoreApplication.translate("EditorWindow", "&Redo"))
        redo.setObjectName("redoAction")
        redo.setShortcuts(QKeySequence.keyBindings(std.Redo) or [QKeySequence("Ctrl+Shift+Z")])
        for act in (undo, redo):
            self.addAction(act)
        self.undo_action, self.redo_action = undo, redo
        self.cut_action = self._action("cutAction", QCoreApplication.translate("EditorWindow", "Cu&t"), QCoreApplication.translate("EditorWindow", "Cut the selected pieces"), std.Cut, self.cut)
        self.copy_action = self._action("copyAction", QCoreApplication.translate("EditorWindow", "&Copy"), QCoreApplication.translate("EditorWindow", "Copy the selected pieces"), std.Copy, self.copy)
        self.paste_action = self._action("pasteAction", QCoreApplication.translate("EditorWindow", "&Paste"), QCoreApplication.translate("EditorWindow", "Paste pieces"), std.Paste, self.paste)
        self.duplicate_action = self._action(
            "duplicateAction", QCoreApplication.translate("EditorWindow", "D&uplicate"), QCoreApplication.translate("EditorWindow", "Copy the selected pieces next to themselves"), "Ctrl+D", self.duplicate
        )
        self.delete_action = self._action(
            "deleteAction", QCoreApplication.translate("EditorWindow", "&Delete"), QCoreApplication.translate("EditorWindow", "Remove the selected pieces"),
            unique_shortcuts(QKeySequence.keyBindings(std.Delete) + [QKeySequence("Backspace")]), self.delete_selection,
        )
        self.select_all_action = self._action(
            "selectAllAction", QCoreApplication.translate("EditorWindow", "Select &All"), QCoreApplication.translate("EditorWindow", "Select every piece"), std.SelectAll, self.controller.select_all
        )
        self.select_none_action = self._action(
            "selectNoneAction", QCoreApplication.translate("EditorWindow", "Select &None"), QCoreApplication.translate("EditorWindow", "Clear the selection"),
            QKeySequence.keyBindings(std.Deselect) or [QKeySequence("Ctrl+Shift+A")], self.controller.clear_selection,
        )
        self.select_stranded_action = self._action(
            "selectStrandedAction", QCoreApplication.translate("EditorWindow", "Select &Stranded Pieces"), QCoreApplication.translate("EditorWindow", "Select the pieces not joined to the main track"),
            None, self.select_stranded,
        )
        self.rotate_cw_action = self._action(
            "rotateClockwiseAction", QCoreApplication.translate("EditorWindow", "&Rotate Clockwise"), QCoreApplication.translate("EditorWindow", "Turn the piece 60° clockwise"), "R",
            lambda: self.controller.rotate(1),
        )
        self.rotate_ccw_action = self._action(
            "rotateCounterclockwiseAction", QCoreApplication.translate("EditorWindow", "Rotate C&ounterclockwise"), QCoreApplication.translate("EditorWindow", "Turn the piece 60° counterclockwise"),
            "Shift+R", lambda: self.controller.rotate(-1),
        )
        self.aim_action = self._action(
            "aimAction", QCoreApplication.translate("EditorWindow", "Re-&aim End"), QCoreApplication.translate("EditorWindow", "Turn the piece's end nearest the pointer (or its open end) to the next edge"),
            "A", lambda: self.aim_selected(1),
        )
        self.aim_back_action = self._action(
            "aimBackAction", QCoreApplication.translate("EditorWindow", "Re-aim End &Back"), QCoreApplication.translate("EditorWindow", "Turn the end the other way"), "Shift+A",
            lambda: self.aim_selected(-1),
        )
        self.next_tile_action = self._action(
            "nextTileAction", QCoreApplication.translate("EditorWindow", "Next &Tile"), QCoreApplication.translate("EditorWindow", "Give the selected double the next printed tile"), "T",
            self.next_tile,
        )
        self.attach_action = self._action(
            "attachAction", QCoreApplication.translate("EditorWindow", "Attach &Piece"),
            QCoreApplication.translate("EditorWindow", "Clip the piece chosen in the palette to the open end shown by the arrow"),
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)], lambda: self.attach_piece(),
        )
        # Enter belongs to the focused widget elsewhere (the problems list, dialogs' buttons).
        self.attach_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.removeAction(self.attach_action)
        self.view.addAction(self.attach_action)
        self.next_end_action = self._action(
            "nextEndAction", QCoreApplication.translate("EditorWindow", "N&ext Open End"), QCoreApplication.translate("EditorWindow", "Show the next open end of the track (Enter builds on it)"),
            "E", lambda: self.controller.next_end(1),
        )
        self.previous_end_action = self._action(
            "previousEndAction", QCoreApplication.translate("EditorWindow", "Previous Open En&d"), QCoreApplication.translate("EditorWindow", "Show the open end before"), "Shift+E",
            lambda: self.controller.next_end(-1),
        )
        self.nudge_actions = []
        for name, text, key, dq, dr in (
            ("nudgeWestAction", QCoreApplication.translate("EditorWindow", "Move West"), "Shift+Left", -1, 0),
            ("nudgeEastAction", QCoreApplication.translate("EditorWindow", "Move East"), "Shift+Right", 1, 0),
            ("nudgeNorthWestAction", QCoreApplication.translate("EditorWindow", "Move North-West"), "Shift+Up", 0, -1),
            ("nudgeSouthEastAction", QCoreApplication.translate("EditorWindow", "Move South-East"), "Shift+Down", 0, 1),
        ):
            self.nudge_actions.append(
                self._action(name, text, QCoreApplication.translate("EditorWindow", "Move the selection one hex"), key,
                             lambda _checked=False, dq=dq, dr=dr: self.controller.nudge(dq, dr))
            )
        self.zoom_in_action = self._action(
            "zoomInAction", QCoreApplication.translate("EditorWindow", "Zoom &In"), QCoreApplication.translate("EditorWindow", "Zoom in"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomIn) + [QKeySequence("Ctrl+=")]), self.view.zoom_in,
        )
        self.zoom_out_action = self._action(
            "zoomOutAction", QCoreApplication.translate("EditorWindow", "Zoom &Out"), QCoreApplication.translate("EditorWindow", "Zoom out"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomOut) + [QKeySequence("Ctrl+-")]), self.view.zoom_out,
        )
        self.fit_action = self._action("fitAction", QCoreApplication.translate("EditorWindow", "&Fit to View"), QCoreApplication.translate("EditorWindow", "Show the whole track"), "Ctrl+0", self.view.fit)
        self.sites_action = self._action(
            "sitesAction", QCoreApplication.translate("EditorWindow", "Show Building &Sites"), QCoreApplication.translate("EditorWindow", "Show the empty hexes where buildings may stand"), "Ctrl+B",
            self.show_sites, checkable=True,
        )
        self.preset_group = QActionGroup(self)
        self.preset_actions: dict[Preset, QAction] = {}
        for preset in Preset:
            act = self._action(
                f"preset{preset.value.capitalize()}Action", preset_name(preset),
                QCoreApplication.translate("EditorWindow", "Check the track against the {preset} rules").format(preset=preset_name(preset)), None,
                lambda _checked=False, p=preset: self.set_preset(p), checkable=True,
            )
            self.preset_group.addAction(act)
            self.preset_actions[preset] = act
        self.railroads_action = self._action(
            "railroadsAction", QCoreApplication.translate("EditorWindow", "&Railroads"), QCoreApplication.translate("EditorWindow", "The track is open, with a railroad at each end"), None,
            self.set_railroads, checkable=True,
        )
        self.settings_action = self._action(
            "trackSettingsAction", QCoreApplication.translate("EditorWindow", "Track &Settings…"), QCoreApplication.translate("EditorWindow", "Name, description and boxes of the track"), None,
            self.edit_settings,
        )
        self.suggest_action = self._action(
            "suggestTrackAction", QCoreApplication.translate("EditorWindow", "Su&ggest a Track…"),
            QCoreApplication.translate("EditorWindow", "Let the track generator propose tracks of a preset from a box, scored by the balance lab"), None,
            self.suggest_track,
        )
        self.play_action = self._action(
            "playTrackAction", QCoreApplication.translate("EditorWindow", "&Play This Track…"), QCoreApplication.translate("EditorWindow", "Start a new game on the track as it is now"), "F5",
            self.play_track,
        )

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&File"))
        file_menu.addAction(self.new_action)
        self.template_menu = file_menu.addMenu(QCoreApplication.translate("EditorWindow", "New from &Template"))
        for name in builtin_track_names():
            act = self.template_menu.addAction(track_name(load_builtin(name).name))
            act.setObjectName(f"template_{name}")
            act.triggered.connect(lambda _checked=False, n=name: self.new_from_template(n))
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(QCoreApplication.translate("EditorWindow", "Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        export_menu = file_menu.addMenu(QCoreApplication.translate("EditorWindow", "&Export"))
        export_menu.addAction(self.export_png_action)
        export_menu.addAction(self.export_svg_action)
        export_menu.addAction(self.export_pdf_action)
        file_menu.addAction(self.print_preview_action)
        file_menu.addAction(self.print_action)
        file_menu.addAction(self.tile_size_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)

        edit_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&Edit"))
        for act in (self.undo_action, self.redo_action, None, self.cut_action, self.copy_action, self.paste_action,
                    self.duplicate_action, self.delete_action, None, self.select_all_action, self.select_none_action,
                    self.select_stranded_action, None, self.attach_action, self.next_end_action,
                    self.previous_end_action, None, self.rotate_cw_action, self.rotate_ccw_action, self.aim_action,
                    self.aim_back_action, self.next_tile_action):
            if act is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(act)
        nudge_menu = edit_menu.addMenu(QCoreApplication.translate("EditorWindow", "&Move Selection"))
        for act in self.nudge_actions:
            nudge_menu.addAction(act)

        view_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&View"))
        view_menu.addAction(self.zoom_in_action)
        view_menu.addAction(self.zoom_out_action)
        view_menu.addAction(self.fit_action)
        view_menu.addSeparator()
        view_menu.addAction(self.sites_action)
        view_menu.addSeparator()
        view_menu.addAction(self.palette_dock.toggleViewAction())
        view_menu.addAction(self.problems_dock.toggleViewAction())
        self.balance_action = self.balance_parts.action
        view_menu.addAction(self.balance_action)

        track_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&Track"))
        preset_menu = track_menu.addMenu(QCoreApplication.translate("EditorWindow", "Rule &Preset"))
        for act in self.preset_actions.values():
            preset_menu.addAction(act)
        track_menu.addAction(self.railroads_action)
        track_menu.addSeparator()
        track_menu.addAction(self.settings_action)
        track_menu.addAction(self.suggest_action)
        track_menu.addSeparator()
        track_menu.addAction(self.play_action)

        self.help_menu = add_help_menu(self)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(QCoreApplication.translate("EditorWindow", "Editor"), self)
        toolbar.setObjectName("editorToolBar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        groups = [
            [(self.new_action, QCoreApplication.translate("EditorWindow", "New")), (self.open_action, QCoreApplication.translate("EditorWindow", "Open")), (self.save_action, QCoreApplication.translate("EditorWindow", "Save"))],
            [(self.undo_action, QCoreApplication.translate("EditorWindow", "Undo")), (self.redo_action, QCoreApplication.translate("EditorWindow", "Redo"))],
            [(self.rotate_ccw_action, QCoreApplication.translate("EditorWindow", "⟲ Rotate")), (self.rotate_cw_action, QCoreApplication.translate("EditorWindow", "Rotate ⟳")),
             (self.delete_action, QCoreApplication.translate("EditorWindow", "Delete"))],
        ]
        for group in groups:
            add_tool_buttons(toolbar, group, (self.undo_action, self.redo_action))
            toolbar.addSeparator()
        label = QLabel(QCoreApplication.translate("EditorWindow", "Preset:"), toolbar)
        label.setContentsMargins(6, 0, 4, 0)
        self.preset_combo = QComboBox(toolbar)
        self.preset_combo.setObjectName("presetCombo")
        self.preset_combo.setAccessibleName(QCoreApplication.translate("EditorWindow", "Rule preset"))
        self.preset_combo.setToolTip(QCoreApplication.translate("EditorWindow", "The Freestyle rules the track is checked against"))
        for preset in Preset:
            self.preset_combo.addItem(preset_name(preset), preset)
        label.setBuddy(self.preset_combo)
        self.preset_combo.currentIndexChanged.connect(
            lambda i: self.set_preset(self.preset_combo.itemData(i)) if i >= 0 else None
        )
        self.railroads_check = QCheckBox(QCoreApplication.translate("EditorWindow", "Railroads"), toolbar)
        self.railroads_check.setObjectName("railroadsCheck")
        self.railroads_check.setAccessibleName(QCoreApplication.translate("EditorWindow", "Railroads"))
        self.railroads_check.setToolTip(self.railroads_action.toolTip())
        self.railroads_check.toggled.connect(self.set_railroads)
        toolbar.addWidget(label)
        toolbar.addWidget(self.preset_combo)
        toolbar.addWidget(self.railroads_check)
        toolbar.addSeparator()
        for act, short in ((self.fit_action, QCoreApplication.translate("EditorWindow", "Fit")), (self.sites_action, QCoreApplication.translate("EditorWindow", "Sites")),
                           (self.play_action, QCoreApplication.translate("EditorWindow", "Play"))):
            toolbar.addAction(act)
            button = toolbar.widgetForAction(act)
            if button is not None:
                button.setAccessibleName(act.text().replace("&", ""))
                button.setAccessibleDescription(act.toolTip())
            act.setIconText(short)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar

    # ------------------------------------------------------------ context menu

    def _context_menu(self, pos: QPointF, global_pos: QPoint) -> None:
        self.controller.pointer_moved(pos, Qt.KeyboardModifier.NoModifier)
        piece_id = self.controller.piece_under(pos)
        menu = self.build_context_menu(piece_id, pos)
        menu.exec(global_pos)

    def build_context_menu(self, piece_id: str | None, pos: QPointF | None = None) -> QMenu:
        """The right-click menu for a piece (or the empty table when ``piece_id`` is None)."""
        menu = QMenu(self)
        if piece_id is not None and piece_id not in self.controller.selection:
            self.controller.set_selection([piece_id])
        if piece_id is None:
            paste = menu.addAction(QCoreApplication.translate("EditorWindow", "Paste Here"))
            paste.triggered.connect(lambda: self.paste(at=pos))
            menu.addAction(self.select_all_action)
            return menu
        piece = self.document.track.piece(piece_id)
        menu.addAction(self.rotate_cw_action)
        menu.addAction(self.rotate_ccw_action)
        for conn, (cell, direction) in enumerate(piece.connector_edges()):
            sub = menu.addMenu(QCoreApplication.translate("EditorWindow", "Aim End {n}").format(n=conn + 1))
            for d in range(6):
                act = sub.addAction(QCoreApplication.translate("EditorWindow", "Towards {direction}").format(direction=DIRECTION_NAMES[d]))
                act.setCheckable(True)
                act.setChecked(d == direction)
                act.triggered.connect(lambda _c=False, c=conn, d=d: self._aim_to(piece_id, c, d))
        if piece.kind in DOUBLE_KINDS:
            sub = menu.addMenu(QCoreApplication.translate("EditorWindow", "Change Tile"))
            usage = tile_usage(self.document.track.pieces, piece.kind)
            for tile in load_box().spec(piece.kind).tiles:
                text = tile if usage[tile] == 0 or tile == piece.tile else QCoreApplication.translate("EditorWindow", "{tile} (in use)").format(tile=tile)
                act = sub.addAction(text)
                act.setCheckable(True)
                act.setChecked(tile == piece.tile)
                act.triggered.connect(lambda _c=False, t=tile: self.set_tile(piece_id, t))
        menu.addSeparator()
        for act in (self.cut_action, self.copy_action, self.duplicate_action, self.delete_action):
            menu.addAction(act)
        return menu

    def _aim_to(self, piece_id: str, connector: int, direction: int) -> None:
        try:
            self.document.apply(aim(self.document.track, piece_id, connector, direction, QCoreApplication.translate("EditorWindow", "Re-aim end")))
        except EditError as exc:
            self.statusBar().showMessage(str(exc), 4000)
