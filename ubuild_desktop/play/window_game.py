"""The play window following the game: the engine's events played out one step at a time (dice
tumbling, movers walking, a drawn card, a computer's turn paced on its banner), the cards
shown, the ranking, and the status bar's warnings.
:class:`GameFollower` is a part of :class:`~.window.PlayWindow`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLineF, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QSizePolicy

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.core.userdata import UserDataError
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import file_error_text, track_name

from . import game_words
from .card_place import least_hiding
from .files import SNAPSHOT_COPY_SUFFIX, PlayFile
from .window_files import WINDOW_COUNTED

# The decision's card stands beside the board unless that leaves the board less than this
# share of its size (at 1024x640 the square board kept 71%; at the 1440x900 the tests use,
# 81%); then it shows in the board's middle (``_middle_card_points``).
MIDDLE_CARD_LOSS = 0.75
MIDDLE_MARGIN = 10  # pixels around the card in the board's middle
MIDDLE_CARD_GROWTH = 1.5  # the card in the board's middle: up to this much larger than beside it
OVER_STEP = 8  # pixels between two places tried for the decision's card over the board
# A space's name and price: this share of its width across and down, around its middle
# (a hexagon's letter badge and a pawn are above, its price just inside its lower edge).
WORDS_BOX = (0.8, 0.64)


class GameFollower:
    """The play window following the game (a part of :class:`~.window.PlayWindow`)."""

    # ------------------------------------------------------------------ reacting to the game

    @property
    def state(self) -> State:
        return self.controller.state

    def _on_events(self, events: list[Event]) -> None:
        state = self.state
        names = game_words.place_names(state.game)
        self.log.add(events, state.game.players, names)
        self.turn_banner.follow(events, state.game.players, names, self.controller.is_computer)
        card_move_back = False
        positions = self._shown_positions
        for event in events:
            kind = event.kind
            if kind == "rolled" or kind == "roll_off_rolled":
                self._queue.append(("clear-card", ()))
                self._queue.append(("dice", (tuple(event.get("dice")),)))
            elif kind == "card_drawn":
                self._queue.append(("card", (event,)))
                card = state.game.chance_cards[state.game.card_index[event.get("card")]]
                effect = card.half(event.get("half")).effect
                card_move_back = effect.type == "move" and getattr(effect, "steps", 0) < 0
            elif kind == "trad_card_drawn":
                self._queue.append(("card", (event,)))
                card_move_back = state.game.cards[state.game.card_index[event.get("card")]].effect == "back"
            elif kind == "moved":
                seat, to = int(event.get("player")), int(event.get("to"))
                start = event.get("start")
                back = bool(event.get("back")) or card_move_back  # the traditional game's move says it went back
                self._queue.append(("move", (seat, positions[seat] if start is None else int(start), to, back)))
                card_move_back = False
            elif kind == "jailed" and event.get("start") is not None:
                # The traditional game's mover goes straight to jail (U-Build's jail is a move).
                self._queue.append(("jump", (int(event.get("player")), int(event.get("start")), int(event.get("to")))))
            if kind in ("moved", "jailed"):
                seat = int(event.get("player"))
                positions[seat] = int(state.position[seat]) if event.get("to") is None else int(event.get("to"))
        if not self.animations:
            self._drain_instantly()
        elif not self._animating:
            self._animating = True
            self.controller.hold()
            self.turn_panel.set_busy(True)
            self._next_step()

    def _drain_instantly(self) -> None:
        for kind, args in self._queue:
            if kind == "dice":
                self.turn_panel.dice.show_roll(args[0], animate=False)  # type: ignore[arg-type]
            elif kind == "card":
                self._show_card(*args, big=True)
            elif kind == "clear-card":
                self._clear_card()
        self._queue.clear()

    def _next_step(self) -> None:
        while self._queue:
            kind, args = self._queue.pop(0)
            if kind == "dice":
                dice = self.turn_panel.dice
                dice.rollShown.connect(self._dice_done)
                # Dice rolled at the table were seen there: shown at once, not tumbled again.
                dice.show_roll(args[0], animate=not self.controller.table_dice)  # type: ignore[arg-type]
                return
            if kind == "move":
                seat, start, end, back = args
                self._moving_to = int(end)  # type: ignore[call-overload]
                self._follow_play()
                self._moving_to = None
                self.play_board.animate_move(int(seat), int(start), int(end), bool(back), self._next_step)  # type: ignore[call-overload]
                return
            if kind == "jump":  # straight across the square board (to jail)
                seat, start, end = args
                self.play_board.animate_move(int(seat), int(start), int(end), False, self._next_step, direct=True)  # type: ignore[call-overload]
                return
            if kind == "card":
                self._show_card(*args, big=True)
                if self.drawn_card.isVisible():  # the mover goes once the card is read
                    self._card_step_waits = True
                    return
            elif kind == "clear-card":
                self._clear_card()
        self._animating = False
        self.turn_panel.set_busy(False)
        self.sync()
        self.controller.release()
        if self.state.is_terminal() and self.stack.currentIndex() == 0 and self._over_pending:
            self.show_ranking()

    def _dice_done(self) -> None:
        self.turn_panel.dice.rollShown.disconnect(self._dice_done)
        self._next_step()

    def board_middle(self) -> QRect:
        """The board's middle on the board view's viewport (where a drawn card and a
        computer's turn are told)."""
        middle = self.board_view.mapFromScene(self.rules.middle(self.scene)).boundingRect()
        return middle.intersected(self.board_view.viewport().rect())

    def _card_dismissed(self) -> None:
        """The drawn card went: the animations go on, the turn panel takes the keys again."""
        if self._card_step_waits:
            self._card_step_waits = False
            self._next_step()
        if not self._animating:
            self.turn_panel.focus_main_action()

    def _clear_card(self) -> None:
        """A new roll: the last card leaves the turn panel and the board."""
        self.turn_panel.card.clear()
        if self.drawn_card.isVisible():
            self.drawn_card.dismiss()

    def _show_card(self, event: Event, big: bool = False) -> None:
        """The card drawn in ``event`` (a Chance card's, or a traditional deck's) in the turn
        panel, and with ``big`` large on the board."""
        if big:
            by_computer = self.controller.is_computer(int(event.get("player")))
            self.drawn_card.show_event(self.state, event, by_computer)
        player = self.state.game.players[int(event.get("player"))]
        if event.kind == "trad_card_drawn":
            self.turn_panel.card.show_deck_card(str(event.get("deck")), str(event.get("text")), player,
                                                tuple(event.get("amounts", (0, 0, 0))), event.book)
        else:
            self.turn_panel.card.show_card(self.state, str(event.get("card")), str(event.get("half")), player)

    def _show_last_card(self) -> None:
        """After a resume: show the card drawn this turn, if any."""
        for event in reversed(self.state.events):
            if event.kind == "rolled":
                return
            if event.kind == "card_drawn" or event.kind == "trad_card_drawn":
                self._show_card(event)
                return

    def _reveal_targets(self) -> None:
        """Picking a site began (or ended): show the sites, and hand the keyboard to the board."""
        rect = self.play_board.targets_rect()
        if not rect.isNull():
            self.board_view.reveal(rect)
        if self.turn_panel.picking is not None and self.play_board.targets and self.board_keys is not None:
            self.focus_board()

    def _escape_picking(self) -> None:
        """Escape on the board while picking: as the Cancel button, where there is one."""
        if self.turn_panel.cancel_pick.isVisibleTo(self.turn_panel):
            self.turn_panel.cancel_pick.click()

    def _on_changed(self) -> None:
        self.sync()

    def sync(self) -> None:
        """Redraw the board, the panels and the actions from the state."""
        state = self.state
        self.play_board.sync(state)
        if not self._animating:
            self.turn_panel.refresh()
            self._follow_play()
            if self.drawn_card.waiting():  # the player dismisses the card first (Enter)
                self.drawn_card.setFocus(Qt.FocusReason.OtherFocusReason)
        self.players.refresh(state)
        self._update_title()
        if self._sidebar_balanced and not self._sidebar_dragged:
            self.balance_sidebar()  # a player's card grew (a new row of districts)
        self.takeback_action.setEnabled(self.controller.can_take_back())
        self.show_district(self.hovered_district)
        last_dice = self.rules.last_dice(state)
        if last_dice and not self.turn_panel.dice.values and not self._animating:
            self.turn_panel.dice.show_roll(last_dice, animate=False)

    def _on_replaced(self) -> None:
        self._queue.clear()
        self.play_board.stop_animation()
        if self._animating:
            self._animating = False
            self.turn_panel.set_busy(False)
            self.controller.release()
        self.log.reset(self.state.events, self.state.game.players, game_words.place_names(self.state.game))
        self._shown_positions = list(self.state.position)
        self.turn_panel.card.clear()
        self._card_step_waits = False
        self.drawn_card.dismiss()
        self.turn_banner.clear()
        self._show_last_card()
        self.turn_panel.cancel_picking()
        self.stack.setCurrentIndex(0)

    def _on_game_over(self) -> None:
        self._over_pending = True
        if not self._animating:
            self.show_ranking()

    def show_ranking(self) -> None:
        self._over_pending = False
        if self.tv_mode():
            self.size_text(self.ranking, self._base_point_size * self.window_growth())
        self.ranking.show_ranking(self.state, self.controller.seats, self.rules.tally(self.state))
        self.stack.setCurrentIndex(1)
        self.ranking.new_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the next thing to do

    def _back_to_board(self) -> None:
        self.stack.setCurrentIndex(0)
        self.turn_panel.focus_main_action()

    def ranking_shown(self) -> bool:
        return self.stack.currentIndex() == 1

    def _show_table_dice(self) -> None:
        """Say for as long as the window is open that the players roll the table's own dice."""
        label = QLabel(QCoreApplication.translate("PlayWindow", "Table dice: the players roll their own dice and enter them"), self)
        label.setObjectName("tableDice")
        label.setTextFormat(Qt.TextFormat.PlainText)
        theme.style(label, lambda t: theme.css(t.accent, bold=True, extra="padding: 0 6px"))
        label.setToolTip(QCoreApplication.translate("PlayWindow", "This game was started with the dice rolled at the table; "
                                 "the Chance cards are still shuffled by the program."))
        self.statusBar().addPermanentWidget(label)
        self.table_dice_label = label
        self.takeback_action.setToolTip(QCoreApplication.translate("PlayWindow", "Undo the last decision, or the last roll entered"))

    def _fit_status_bar(self) -> None:
        """Show the status bar only with a message or a standing note (autosave, table dice)."""
        bar = self.statusBar()
        notes = (self.autosave_off_label, self.table_dice_label, self.autosave_failed_label, self.edited_board_label)
        bar.setVisible(bool(bar.currentMessage()) or any(n is not None and not n.isHidden() for n in notes))

    def _status_warning(self, name: str) -> QLabel:
        """A warning that stays in the status bar while it is shown (plain text, bold red,
        the whole text in its tooltip; it never widens the window)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        theme.style(label, lambda t: theme.css(t.alert, bold=True))
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addPermanentWidget(label, 1)
        return label

    def _show_autosave_off(self, problem: OSError) -> None:
        """Say for as long as the window is open that this game is not autosaved, and why."""
        label = self._status_warning("autosaveOff")
        if isinstance(problem, UserDataError):
            label.setText(QCoreApplication.translate("PlayWindow", "Autosave is off: the folder {folder} cannot be created ({reason}). "
                                  "The game plays on; keep it with Save.").format(
                folder=one_line(str(problem.folder)), reason=one_line(problem.reason)))
        else:  # the game's files are another program's (files.GameInUse)
            label.setText(QCoreApplication.translate("PlayWindow", "Autosave is off: this game is open in another copy of U-Build, "
                                  "which saves it. The game plays on here; keep it with Save."))
        label.setToolTip(label.text())
        self.autosave_off_label = label

    def show_damage(self, file: PlayFile, kept: Path | None) -> QMessageBox:
        """What Resume says about a damaged journal: the lines skipped, where the replay
        stopped and how many lines were left out there, the move the game goes on from, and
        where the damaged journal is kept."""
        parts: list[str] = []
        skipped = len(file.skipped)
        if skipped:
            lines = ", ".join(str(n) for n in file.skipped[:10]) + (", …" if skipped > 10 else "")
            parts.append(WINDOW_COUNTED.skipped_lines(skipped).format(lines=lines))
        if file.dropped is not None:  # why, in the user's language
            reason = one_line(file_error_text(file.dropped.error) if file.dropped.error is not None else file.dropped.reason)
        if file.dropped is not None and file.dropped.in_snapshot:
            parts.append(WINDOW_COUNTED.dropped_actions(file.dropped.count).format(action=file.dropped.line, reason=reason))
        elif file.dropped is not None:
            parts.append(WINDOW_COUNTED.dropped_lines(file.dropped.count).format(line=file.dropped.line, reason=reason))
        moves = sum(1 for action in file.session.state.history if not action.chance)
        parts.append(WINDOW_COUNTED.goes_on_from(moves))
        if kept is not None and kept.suffix == SNAPSHOT_COPY_SUFFIX:
            parts.append(QCoreApplication.translate("PlayWindow", "The damaged game file is kept as {file}.").format(file=kept))
        elif kept is not None:
            parts.append(QCoreApplication.translate("PlayWindow", "The damaged journal is kept as {file}.").format(file=kept))
        return self.show_message(QCoreApplication.translate("PlayWindow", "The autosave was damaged"), "\n\n".join(parts))

    def show_edited_board(self, builtin: str, fields: list[str]) -> None:
        """Say for as long as the window is open that this game's board is an edited copy of
        the built-in board ``builtin`` (``fields``: what differs), and that it plays as saved."""
        label = self._status_warning("editedBoard")
        words = {"rents": QCoreApplication.translate("PlayWindow", "rents"), "price": QCoreApplication.translate("PlayWindow", "prices"), "house_price": QCoreApplication.translate("PlayWindow", "house prices"),
                 "name": QCoreApplication.translate("PlayWindow", "names"), "name_es": QCoreApplication.translate("PlayWindow", "names")}
        changed: list[str] = []
        for field in fields:
            word = words.get(field, QCoreApplication.translate("PlayWindow", "other details"))
            if word not in changed:
                changed.append(word)
        label.setText(QCoreApplication.translate("PlayWindow", "This game's board differs from the built-in board {board} ({changes}): "
                              "the game plays on the board saved with it.").format(
            board=shown(track_name(builtin)), changes=", ".join(changed)))
        label.setToolTip(label.text())
        self.edited_board_label = label
        self._fit_status_bar()

    def _on_autosave_failed(self, message: str) -> None:
        """Say plainly, until a save works again, that the autosave fails, why, and what is at stake."""
        label = self.autosave_failed_label
        label.setText(WINDOW_COUNTED.not_saved_yet(self.controller.unsaved_moves()).format(
            error=one_line(message)))
        label.setToolTip(label.text())
        label.show()
        self._fit_status_bar()

    def _on_autosave_recovered(self) -> None:
        self.autosave_failed_label.hide()
        self._fit_status_bar()
        self.statusBar().showMessage(QCoreApplication.translate("PlayWindow", "Autosave works again: the game is saved."), 10000)

    def decision_district(self) -> str | None:
        """The district a player at the screen decides about now: the one they may buy, or
        the one at auction while someone at the screen still bids (a decision among
        computers shows no card: the board would shrink and grow back for nothing)."""
        return self.rules.decision_property(self.state, self.controller.is_computer)

    def show_district(self, district_id: object) -> None:
        """Show the hovered (or keyboard-chosen) district's card; None shows the decision's card, if any.

        During a decision about a district (buying, an auction) its card stands beside the
        board, and a hovered district's card takes its place there for the while. Otherwise
        a hovered district's card shows in the board's corner farthest from the district.
        """
        self.hovered_district = district_id if isinstance(district_id, str) else None
        decision = self.decision_district()
        if decision is not None:
            shown_id = self.hovered_district or decision
            # Beside the board or in its middle: chosen for the decision's own card, and kept
            # while the decision and the window's size last (a hover never moves the card).
            key = (decision, self.board_view.parentWidget().size())
            if key != self._middle_key:
                self.decision_card.show_district(self.state, decision, self.controller.seats)
                self._middle_key, self._middle_points = key, self._middle_card_points()
                self._card_over = self._over_place = None
                if self._middle_points is None and self._column_costs_too_much():
                    self._middle_points = self._base_point_size * self.window_growth()
                    self._card_over = decision  # over the board, where it hides the least
            points = self._middle_points
            self.decision_card.show_district(self.state, shown_id, self.controller.seats)
            if points is not None:
                self._show_card_in_middle(shown_id, points, self._card_over)
                return
            self._show_column(True)
            self.card_view.hide()
            self._keep_card_column_width()
            return
        self._show_column(False)
        self._middle_key = None
        self.card_column.setMinimumWidth(0)  # the next decision's card sets it again
        if self.hovered_district is None:
            self.card_view.hide()
            return
        self._show_card_of(self.hovered_district)

    def _keep_card_column_width(self) -> None:
        """While a decision lasts, the column beside the board only grows: a hovered card
        narrower than the last one leaves the board as it is, instead of widening it for a
        moment (which laid out and painted the whole board again, at a new zoom when it was
        fitted: a fifth of a second a hover, issue 26)."""
        wanted = self.card_column.sizeHint().width()
        if wanted > self.card_column.minimumWidth():
            self.card_column.setMinimumWidth(wanted)

    def _column_costs_too_much(self) -> bool:
        """Whether the column beside the board would leave the fitted board less than
        :data:`MIDDLE_CARD_LOSS` of its size (a narrow window: the square board at 1024x640
        lost a third, a U-Build track 30-42%: too small to read from the sofa). Never when
        the player zoomed or panned (the board stays as they left it), nor for TV mode's
        board larger than the window."""
        view = self.board_view
        scene = self.scene
        if not view.is_fitted() or not hasattr(scene, "board_rect"):
            return False
        rect = scene.board_rect()
        width, height = view.parentWidget().width(), view.height()
        if rect.isEmpty() or width <= 0 or height <= 0:
            return False
        beside = self.card_column.sizeHint().width() if self.card_column.isHidden() else self.card_column.width()
        whole = min(width / rect.width(), height / rect.height())
        if view.reading_zoom() > whole:
            return False
        return min((width - beside) / rect.width(), height / rect.height()) < whole * MIDDLE_CARD_LOSS

    def _space_points(self) -> list[QPointF]:
        """Where each space of the board is, in scene units."""
        return [self.rules.space_point(self.play_board, i) for i in range(self.rules.space_count(self.state.game))]

    @staticmethod
    def _reach(points: list[QPointF]) -> float:
        """The least distance between neighbouring spaces (a space's width), in the points' units."""
        return min((QLineF(a, b).length() for a, b in zip(points, points[1:] + points[:1])), default=0.0)

    def _middle_card_points(self) -> float | None:
        """The text size of the decision's card shown in the board's middle, or None: it
        stands beside the board (or, where that costs the board too much, over it: see
        :meth:`_card_over_board`). In the middle when the column beside the board costs it
        too much (:meth:`_column_costs_too_much`) and the board's middle holds the card, as
        large as it allows up to :data:`MIDDLE_CARD_GROWTH`, a space's width away from every
        space (it covers nothing a player reads: a U-Build track's narrow loop does not hold it)."""
        if not self._column_costs_too_much():
            return None
        rect = self.scene.board_rect()
        view = self.board_view
        whole = min(view.parentWidget().width() / rect.width(), view.height() / rect.height())
        middle = self.rules.middle(self.scene)
        card = self.decision_card.sizeHint()
        room = min((middle.width() * whole - 2 * MIDDLE_MARGIN) / max(1, card.width()),
                   (middle.height() * whole - 2 * MIDDLE_MARGIN) / max(1, card.height()))
        if room < 1.0:
            return None
        growth = min(MIDDLE_CARD_GROWTH, max(1.0, room * 0.9))
        points = self._space_points()
        if len(points) < 2:
            return None
        reach = self._reach(points)
        half_w, half_h = card.width() * growth / whole / 2 + reach, card.height() * growth / whole / 2 + reach
        centre = middle.center()
        box = QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
        if any(box.contains(point) for point in points):
            return None
        return self._base_point_size * self.window_growth() * growth

    def _card_over_board(self, district_id: str) -> QRect:
        """Where the decision's card goes over the board when neither beside it (the board
        would shrink too much) nor in its middle (too small) serves: of the places on the
        view (every :data:`OVER_STEP` of the free room across and down, the corners, edges'
        middles and centre among them, then every pixel around the best of them), the one hiding the least of the spaces, never the
        district decided about: the least of the spaces' words (name and price, :data:`WORDS_BOX`),
        then of their tiles, then the farthest from the district."""
        view = self.board_view
        size = self.card_view.size()
        points = self._space_points()
        spaces = [view.mapFromScene(point) for point in points]
        half = max(1, round(self._reach(points) * view.transform().m11() / 2))  # a space's half width on the screen
        target = view.mapFromScene(self.rules.space_point(self.play_board, self.rules.property_space(self.state, district_id)))

        def around(point: QPoint, across: float = 1.0, down: float = 1.0) -> QRect:
            return QRect(round(point.x() - half * across), round(point.y() - half * down),
                         round(2 * half * across), round(2 * half * down))

        area = view.viewport().rect()
        asked = (size.toTuple(), area.size().toTuple(), half, target.toTuple(), tuple(p.toTuple() for p in spaces))
        if self._over_search is not None and self._over_search[0] == asked:
            return self._over_search[1]  # the same board, card and view: the same place (a hover ended, a bid)

        def rect(box: QRect) -> tuple[int, int, int, int]:
            return box.x(), box.y(), box.width(), box.height()

        boxes = [rect(around(point)) for point in spaces]
        words = [rect(around(point, *WORDS_BOX)) for point in spaces]
        kept = rect(around(target).adjusted(-1, -1, 1, 1))  # the district decided about: its whole tile (rounded out)
        card = size.width(), size.height()

        def least(places: list[tuple[int, int]]) -> tuple[int, int]:
            return places[least_hiding(places, card, kept, words, boxes, target.toTuple())]

        room_x = max(0, area.width() - size.width() - 2 * MIDDLE_MARGIN)
        room_y = max(0, area.height() - size.height() - 2 * MIDDLE_MARGIN)
        xs = sorted({*range(0, room_x, OVER_STEP), room_x // 2, room_x})
        ys = sorted({*range(0, room_y, OVER_STEP), room_y // 2, room_y})
        x, y = least([(MIDDLE_MARGIN + x, MIDDLE_MARGIN + y) for x in xs for y in ys])
        inside = area.adjusted(MIDDLE_MARGIN, MIDDLE_MARGIN, -MIDDLE_MARGIN, -MIDDLE_MARGIN)
        near = range(1 - OVER_STEP, OVER_STEP)  # then every pixel around the best of those
        around_best = [(x + dx, y + dy) for dx in near for dy in near
                       if inside.contains(QRect(QPoint(x + dx, y + dy), size))]
        best = QRect(QPoint(*(least(around_best) if around_best else (x, y))), size)
        self._over_search = (asked, best)
        return best

    def _card_place(self, place: QRect) -> QPoint:
        """The card's top left on the board view at the decision card's ``place`` (see
        :meth:`_card_over_board`): a hovered district's card keeps its left and its top (in
        the view's lower half its bottom), inside the view."""
        area = self.board_view.viewport().rect()
        size = self.card_view.size()
        x = min(place.left(), area.width() - size.width() - MIDDLE_MARGIN)
        y = place.top() if place.center().y() <= area.center().y() else place.bottom() + 1 - size.height()
        y = min(y, area.height() - size.height() - MIDDLE_MARGIN)
        return QPoint(max(MIDDLE_MARGIN, x), max(MIDDLE_MARGIN, y))

    def _show_card_in_middle(self, district_id: str, points: float, over: str | None = None) -> None:
        """The decision's card over the board's middle at ``points`` (the column beside it
        hidden, so the board takes the whole width), under a drawn card still being read;
        with ``over`` (the district decided about) where it hides the least of the board
        (:meth:`_card_over_board`)."""
        self.card_column.setMinimumWidth(0)
        self._show_column(False)
        self._size_card_view(points)
        self.card_view.show_district(self.state, district_id, self.controller.seats)
        if over is not None:
            if self._over_place is None or district_id == over:  # a hovered card takes the same place
                self._over_place = self._card_over_board(over)
            self.card_view.move(self._card_place(self._over_place))
        else:
            middle = self.board_middle()
            self.card_view.move(middle.center() - QPoint(self.card_view.width() // 2, self.card_view.height() // 2))
        self.card_view.show()
        self.card_view.raise_()
        if self.drawn_card.isVisible():
            self.card_view.stackUnder(self.drawn_card)

    def _show_column(self, shown: bool) -> None:
        """Show or hide the column beside the board, the board taking or giving back its
        room at once (refitted before the next event, so a pointer meets the board as drawn)."""
        if self.card_column.isHidden() != shown:
            return
        self.card_column.setVisible(shown)
        layout = self.board_view.parentWidget().layout()
        if layout is not None:
            layout.activate()

    def _size_card_view(self, points: float) -> None:
        """The text of the card over the board (a hovered property's, or the decision's in
        the board's middle) at ``points``, if it is not already."""
        if abs(self.card_view.font().pointSizeF() - points) > 0.01:
            self.size_text(self.card_view, points)

    def _show_card_of(self, district_id: str) -> None:
        self._size_card_view(self._base_point_size * self.window_growth())
        self.card_view.show_district(self.state, district_id, self.controller.seats)
        self.card_view.move(self._card_corner(self.rules.property_space(self.state, district_id)))
        self.card_view.show()
        self.card_view.raise_()

    def _card_corner(self, space: int) -> QPoint:
        """The corner of the board view farthest from the district, so the card never hides it."""
        viewport = self.board_view.viewport()
        where = self.board_view.mapFromScene(self.rules.space_point(self.play_board, space))
        margin = 10
        left = where.x() > viewport.width() / 2
        top = where.y() > viewport.height() / 2
        x = margin if left else viewport.width() - self.card_view.width() - margin
        y = margin if top else viewport.height() - self.card_view.height() - margin
        return QPoint(max(margin, x), max(margin, y))
