"""Around one screen (issue 11): readable from the sofa, the board kept clear, playable
from the keyboard. Each test acts as a user does: it resizes the window, presses keys and
triggers menu actions, and checks what is shown where."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.play.helpers import click, make_window, roll
from ubuild_desktop import settings
from ubuild_desktop.board import cell_center
from ubuild_desktop.core.engine import Buy, Dice, EndTurn, Phase, PlaceHazard, StartAuction
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.board import MoverItem
from ubuild_desktop.play.turn_model import PickKind
from ubuild_desktop.play.window import LARGE_TEXT_KEY

SMALL, BIG = (1024, 640), (1920, 1080)


def _resize(qtbot: QtBot, window: PlayWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    QApplication.processEvents()


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _shown_in(widget: QWidget, area: QScrollArea) -> bool:
    """``widget`` is wholly inside the scroll area's viewport as scrolled now."""
    return _global(area.viewport()).contains(_global(widget))


# ---------------------------------------------------------------------- readable from the sofa


def test_the_panel_and_its_text_grow_with_the_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _resize(qtbot, window, SMALL)
    small_width, small_text = window.sidebar.width(), window.turn_panel.status.font().pointSizeF()
    small_cash = window.players.cards[0].cash.font().pointSizeF()
    _resize(qtbot, window, BIG)
    assert window.sidebar.width() >= 540 > small_width + 100, (small_width, window.sidebar.width())
    assert window.turn_panel.status.font().pointSizeF() >= small_text * 1.25
    assert window.players.cards[0].cash.font().pointSizeF() >= small_cash * 1.25
    assert window.log.list.font().pointSizeF() >= small_text * 1.25


def test_large_text_is_a_view_choice_remembered_for_the_next_game(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _resize(qtbot, window, BIG)
    action = window.large_text_action
    assert action in window.view_menu.actions() and not action.isChecked()
    before = window.turn_panel.status.font().pointSizeF()
    action.trigger()
    assert action.isChecked() and settings.flag(LARGE_TEXT_KEY)
    assert window.turn_panel.status.font().pointSizeF() >= before * 1.25
    again = make_window(qtbot)
    assert again.large_text_action.isChecked()
    _resize(qtbot, again, BIG)
    assert again.turn_panel.status.font().pointSizeF() >= before * 1.25
    again.large_text_action.trigger()
    assert not settings.flag(LARGE_TEXT_KEY)


def _owned_and_on_the_roll(qtbot: QtBot) -> PlayWindow:
    """Ana owns Kite Hill, Bo owns Saltmarsh Lane, and it is Ana's turn before the roll."""
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    roll(qtbot, window, 2)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    return window


def test_a_small_window_shows_mortgages_and_deals_without_scrolling(qtbot: QtBot) -> None:
    for large in (False, True):
        window = _owned_and_on_the_roll(qtbot)
        panel = window.turn_panel
        if window.large_text_action.isChecked() != large:
            window.large_text_action.trigger()
        _resize(qtbot, window, SMALL)
        assert window.controller.state.phase == Phase.PRE_ROLL
        for name, step in (("before the roll", None), ("deciding to buy", 4), ("after buying", "buy")):
            if step == "buy":
                click(qtbot, panel.buy_button)
            elif step is not None:
                roll(qtbot, window, step)
            QApplication.processEvents()
            for widget in (panel.mortgage_box, panel.deal_button, panel.main_action()):
                assert widget is not None and widget.isVisible(), (name, large)
                assert _shown_in(widget, window.turn_scroll), (name, large, widget.objectName())
        # The players' list keeps room for at least one whole card (it scrolls to the others).
        assert window.players_scroll.viewport().height() >= window.players.cards[0].height()
        window.close()


def test_all_six_player_cards_can_be_reached(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="classic", players=",".join(f"P{i}:human" for i in range(6)))
    for large in (False, True):
        if window.large_text_action.isChecked() != large:
            window.large_text_action.trigger()
        _resize(qtbot, window, SMALL)
        area = window.players_scroll
        assert area.viewport().height() >= 100
        for card in window.players.cards:
            area.ensureWidgetVisible(card, 0, 0)  # what scrolling the list (wheel, bar, keys) does
            QApplication.processEvents()
            assert _shown_in(card, area), card.objectName()
        assert area.focusPolicy() != Qt.FocusPolicy.NoFocus  # the keyboard can scroll it too


# ---------------------------------------------------------------------- the board kept clear


def _tiles(window: PlayWindow) -> list[QRect]:
    view = window.board_view
    out = []
    for item in window.scene.piece_items().values():
        rect = view.mapFromScene(item.sceneBoundingRect().adjusted(14, 14, -14, -14)).boundingRect()
        out.append(QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size()))
    return out


def test_the_buy_and_auction_card_sits_beside_the_board(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    for size in (SMALL, BIG):
        _resize(qtbot, window, size)
        window.board_view.fit()
        card = window.decision_card
        assert card.isVisible() and "Kite Hill" in card.text()
        assert not window.card_view.isVisible()
        tiles = _tiles(window)
        assert tiles and not any(_global(card).intersects(tile) for tile in tiles), size
        assert _global(window.board_view).right() < _global(card).left() + 1  # beside it, not on it
    click(qtbot, panel.auction_button)
    assert window.controller.state.phase == Phase.AUCTION
    assert window.decision_card.isVisible() and "Kite Hill" in window.decision_card.text()
    assert not any(_global(window.decision_card).intersects(tile) for tile in _tiles(window))
    # Hovering another district shows its card there for the while, then the one for sale again.
    window.show_district("saltmarsh-lane")
    assert "Saltmarsh Lane" in window.decision_card.text() and not window.card_view.isVisible()
    window.show_district(None)
    assert "Kite Hill" in window.decision_card.text()
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    assert window.controller.state.phase == Phase.POST_ROLL
    assert not window.card_column.isVisible()


def test_movers_never_cover_a_tiles_words(qtbot: QtBot) -> None:
    for track, players in (("starter", 4), ("classic", 6), ("pro", 6)):
        window = make_window(qtbot, track=track, players=",".join(f"P{i}:human" for i in range(players)))
        board = window.play_board
        words = [rect for rects in board.words.values() for rect in rects]
        labels = {piece.piece_id for piece in window.scene.piece_items().values() if piece.label_rects()}
        assert len(labels) == len(window.scene.piece_items())  # every tile has words to keep clear
        for space in range(len(board.space_cells)):
            board._positions = [space] * players  # everyone on this space
            board._place_movers()
            spots = [board.mover_position(p) for p in range(players)]
            assert len({(round(p.x()), round(p.y())) for p in spots}) == players, (track, space)  # apart
            for seat, spot in enumerate(spots):
                covered = MoverItem.covers(spot)
                assert not any(covered.intersects(w) for w in words), (track, space, seat)
        window.close()


def test_the_words_drawn_in_a_corners_art_are_kept_clear_too(qtbot: QtBot) -> None:
    # GO's word is drawn into its art (translated: "SALIDA"), above "Collect $2M".
    window = make_window(qtbot)
    go = next(p for p in window.scene.piece_items().values() if p._placement.kind.value == "go")
    rects = [rect for _cell, rect in go.label_rects()]
    art = go._corner_art_rect(cell_center(go._placement.cell))
    assert len(rects) == 2 and any(art.contains(rect) for rect in rects)
    window.close()


# ---------------------------------------------------------------------- the keyboard


def _key(qtbot: QtBot, window: PlayWindow, key: Qt.Key) -> None:
    """Press ``key`` where the window's keyboard focus is."""
    target = window.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key)


def test_focus_starts_on_the_main_action_and_enter_does_it(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    assert window.focusWidget() is panel.roll_button
    window.controller.inject_chance(Dice((1,)))
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.phase == Phase.BUY
    assert window.focusWidget() is panel.buy_button
    qtbot.keyClick(panel.auction_button, Qt.Key.Key_Enter)  # Enter on a button that has the focus
    assert state.phase == Phase.AUCTION
    assert window.focusWidget() is panel.bid_spin
    qtbot.keyClicks(panel.bid_spin.lineEdit(), "$1.5M")
    _key(qtbot, window, Qt.Key.Key_Return)  # Enter in the bid box bids
    assert state.auction is not None and state.auction.high_bid == 1500
    assert window.focusWidget() is panel.bid_spin  # Bo's bid next
    qtbot.keyClick(panel.pass_button, Qt.Key.Key_Space)
    assert state.phase == Phase.POST_ROLL and state.owner_of("kite-hill") == 0
    assert window.focusWidget() is panel.end_button
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.turn == 1 and window.focusWidget() is panel.roll_button


def _bo_planning(qtbot: QtBot) -> PlayWindow:
    """Ana buys Kite Hill; Bo lands on "fast-track" (its UP half is Planning Permission)."""
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    roll(qtbot, window, 6)
    return window


def test_a_hazard_site_is_chosen_with_the_keys(qtbot: QtBot) -> None:
    window = _bo_planning(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    assert state.phase == Phase.PLANNING
    assert window.focusWidget() is panel.hazard_button  # Bo has no district for a bonus building
    _key(qtbot, window, Qt.Key.Key_Return)
    assert panel.picking is not None and panel.picking.kind is PickKind.HAZARD
    assert window.focusWidget() is window.board_view
    keys = window.board_keys
    sites = keys.stops()
    assert sites and keys.cell == sites[0]
    _key(qtbot, window, Qt.Key.Key_Tab)
    assert keys.cell == sites[1 % len(sites)]
    _key(qtbot, window, Qt.Key.Key_Left)
    moved_to = keys.cell
    assert moved_to in sites
    assert cell_center(moved_to).x() < cell_center(sites[1 % len(sites)]).x() or len(sites) == 1
    expected = panel._pick_action(moved_to)
    assert isinstance(expected, PlaceHazard)
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.history[-1] == expected  # the site the ring was on
    assert panel.picking is None and not keys.ring.isVisible()


def test_escape_stops_picking_and_gives_the_panel_back(qtbot: QtBot) -> None:
    window = _bo_planning(qtbot)
    panel = window.turn_panel
    _key(qtbot, window, Qt.Key.Key_Return)
    assert panel.picking is not None and panel.picking.kind is PickKind.HAZARD
    _key(qtbot, window, Qt.Key.Key_Escape)
    assert panel.picking is None and panel.hazard_button.isVisible()
    assert window.focusWidget() is panel.hazard_button


def test_district_cards_are_shown_from_the_keyboard(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.board_focus_action.trigger()  # View → Go to the board (Ctrl+B)
    assert window.focusWidget() is window.board_view
    keys = window.board_keys
    districts = window.play_board.district_cells()
    assert keys.cell == districts[0][1]
    name = window.controller.state.game.district(districts[0][0]).card.name
    assert window.card_view.isVisible() and name in window.card_view.text()
    _key(qtbot, window, Qt.Key.Key_Tab)
    second = window.controller.state.game.district(districts[1][0]).card.name
    assert keys.cell == districts[1][1] and second in window.card_view.text()
    _key(qtbot, window, Qt.Key.Key_Right)  # the nearest district to the right
    assert keys.current_district() is not None
    qtbot.keyClick(window.board_view, Qt.Key.Key_Backtab)
    assert keys.cell is not None
    window.turn_panel.focus_main_action()
    window.board_view.clearFocus()
    keys.stop()
    assert not window.card_view.isVisible()


# ---------------------------------------------------------------------- menus


def test_the_menu_bar_has_game_view_and_help_with_keys_shown(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    menus = {m.objectName(): [a.objectName() for a in m.actions() if not a.isSeparator()]
             for m in window.menuBar().findChildren(type(window.view_menu)) if m.objectName()}
    assert menus["gameMenu"] == ["newGame", "openGame", "saveGame", "saveGameAs", "takeBack", "saveLog", "quitGame"]
    assert {"largeText", "animations", "fitBoard", "focusBoard", "focusPanel"} <= set(menus["viewMenu"])
    assert menus["helpMenu"] == ["showRules", "showAbout"]
    for action in (window.save_action, window.new_action, window.quit_action, window.takeback_action,
                   window.large_text_action, window.rules_action):
        key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        assert key and key in action.toolTip(), action.objectName()
    assert "Ctrl+S" in window.save_action.toolTip()
    assert "R" in window.turn_panel.roll_button.toolTip()


def test_help_shows_the_rules_and_about_the_version(qtbot: QtBot) -> None:
    """The play window's Help menu is the one every window shares (ubuild_desktop.helpmenu)."""
    from tests.modal import when_modal
    from ubuild_desktop.helpmenu import RulesWindow, rules_markdown
    from ubuild_desktop.identity import VERSION

    window = make_window(qtbot)
    window.rules_action.trigger()
    dialog = window.findChild(RulesWindow, "rulesDialog")
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()  # the board stays playable
    browser = dialog.findChild(QTextBrowser)
    first_heading = rules_markdown().splitlines()[0].lstrip("# ").strip()
    assert first_heading and first_heading in browser.toPlainText()
    dialog.close()
    seen: list[str] = []

    def read_and_close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Close).click()

    answered = when_modal(QMessageBox, read_and_close)
    window.about_action.trigger()
    qtbot.waitUntil(lambda: bool(answered))
    assert seen and VERSION in seen[0]


def test_quit_closes_the_game_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.quit_action.trigger()
    assert not window.isVisible()


# ---------------------------------------------------------------------- accessible names


CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QAbstractScrollArea, QLineEdit)


def _unnamed(window: QWidget) -> list[str]:
    out = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or not isinstance(widget, CONTROLS):
            continue
        if isinstance(widget, QLineEdit) and isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue  # the typing part of a spin box or combo box, which carries the name
        if isinstance(widget, QAbstractScrollArea) and widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue  # a frame around other controls, never focused
        text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or text):
            out.append(f"{type(widget).__name__} {widget.objectName()!r} in {widget.parentWidget().objectName()!r}")
    return out


def test_every_control_has_an_accessible_name_in_every_state(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    seen: dict[str, list[str]] = {}

    def look(name: str) -> None:
        QApplication.processEvents()
        seen[name] = _unnamed(window)

    look("before the roll")
    roll(qtbot, window, 1)
    look("deciding to buy")
    click(qtbot, panel.auction_button)
    look("an auction")
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    look("after buying")
    click(qtbot, panel.end_button)
    roll(qtbot, window, 6)
    look("planning")
    click(qtbot, panel.hazard_button)
    look("picking a site")
    sheet = window.open_deal_sheet()
    seen["the deal sheet"] = _unnamed(sheet)
    sheet.reject()
    window.show_ranking()
    look("the ranking")
    dialog = window.new_game()
    seen["the new game dialog"] = _unnamed(dialog)
    dialog.reject()
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


def _played(qtbot: QtBot, steps: tuple[object, ...], deck: tuple[str, ...] = ()) -> PlayWindow:
    """A two-player Starter window after ``steps`` (an int: that roll; else an action)."""
    from ubuild_desktop.core.engine import Roll

    window = make_window(qtbot, deck=list(deck) if deck else None)
    for step in steps:
        if isinstance(step, int):
            window.controller.inject_chance(Dice((step,)))
            window.controller.act(Roll())
        else:
            window.controller.act(step)  # type: ignore[arg-type]
    QApplication.processEvents()
    return window


def test_every_control_has_an_accessible_name_in_the_rarer_states(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine import Bid, Pass, ProposeDeal

    states = {
        # Ana buys Rosewater Walk; Bo wins Kite Hill at auction; Ana is sent to jail; Bo's turn.
        "in jail": ((5, Buy(), EndTurn(), 1, StartAuction(), Bid(amount=100), Pass(), EndTurn(), 5, 2, EndTurn()), ()),
        # Ana raises the bridge; Bo spends all but $500k at auction, then cannot pay its toll.
        "raising money": ((6, EndTurn(), 2, StartAuction(), Bid(amount=12_900 - 500), Pass(), EndTurn(), 1, EndTurn(), 4),
                          ("safety-inspection", "rates-bill")),
        # Ana lands on the bridge Bo raised: its DOWN half, Prefab Homes, gives free blocks.
        "free blocks": ((1, Buy(), EndTurn(), 6, EndTurn(), 5), ("safety-inspection", "prefab-homes")),
        "a deal on the table": ((1, Buy(), ProposeDeal(proposer=0, partner=1, give=("kite-hill",), take_cash=1500)), ()),
    }
    seen = {}
    for name, (steps, deck) in states.items():
        window = _played(qtbot, steps, deck)
        seen[name] = _unnamed(window)
        window.close()
    roll_off = make_window(qtbot, roll_off_winner=None)
    seen["the roll-off"] = _unnamed(roll_off)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


def test_a_computers_buy_decision_leaves_the_board_as_it_is(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine import Roll

    window = make_window(qtbot, players="Ana:human,Bot:computer:simple")
    roll(qtbot, window, 1)
    assert window.card_column.isVisible()  # Ana decides at the screen
    click(qtbot, window.turn_panel.buy_button)
    window.controller.set_paused(True)  # the computer waits at its decision
    click(qtbot, window.turn_panel.end_button)
    window.controller.inject_chance(Dice((2,)))
    window.controller.act(Roll())  # Bot lands on Saltmarsh Lane, for sale
    state = window.controller.state
    assert state.phase == Phase.BUY and state.turn == 1
    assert not window.card_column.isVisible()  # the board keeps its size while a computer decides


def test_paid_hazard_moves_are_made_with_the_keys(qtbot: QtBot) -> None:
    # The moves of tests/play/test_play_book_readings.py, by keyboard: a hazard Bo put by
    # Ana's Kite Hill is moved off it in two paid moves, each site chosen with the keys.
    from tests.play.test_play_book_readings import BY_BOTH, BY_KITE_HILL, BY_NOTHING, BY_SALTMARSH
    from ubuild_desktop.core.engine import MoveHazard

    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    keys = window.board_keys
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    roll(qtbot, window, 6)  # Bo: the bridge, Planning Permission
    _key(qtbot, window, Qt.Key.Key_Return)  # "Build a hazard", where the focus starts
    while keys.cell != BY_KITE_HILL:
        _key(qtbot, window, Qt.Key.Key_Tab)
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.hazard_touched("kite-hill")
    _key(qtbot, window, Qt.Key.Key_Return)  # End turn
    roll(qtbot, window, 2)  # Ana: Jail, just visiting
    panel.move_button.setFocus()  # Tab there, as a player would
    _key(qtbot, window, Qt.Key.Key_Return)
    assert window.focusWidget() is window.board_view and keys.cell == BY_KITE_HILL  # the one hazard
    _key(qtbot, window, Qt.Key.Key_Return)
    assert sorted(keys.stops()) == sorted([BY_NOTHING, BY_BOTH]) and keys.cell == BY_NOTHING
    _key(qtbot, window, Qt.Key.Key_Right)
    assert keys.cell == BY_BOTH
    _key(qtbot, window, Qt.Key.Key_Return)  # still on Kite Hill: a second move is owed
    assert state.phase == Phase.PAID_MOVE and keys.cell == BY_BOTH
    _key(qtbot, window, Qt.Key.Key_Escape)  # an owed move cannot be cancelled
    assert state.phase == Phase.PAID_MOVE and panel.picking is not None
    _key(qtbot, window, Qt.Key.Key_Return)
    assert keys.stops() == [BY_SALTMARSH] and keys.cell == BY_SALTMARSH
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.phase == Phase.POST_ROLL and not state.hazard_touched("kite-hill")
    assert isinstance(state.history[-1], MoveHazard) and state.history[-1].target == BY_SALTMARSH
    assert window.focusWidget() is panel.end_button and not keys.ring.isVisible()
