"""What new users stumbled on: saving and titles, the auction's card, a refused deal, Starter's card."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.cards import format_money
from ubuild_desktop.core.engine import Phase, RejectDeal
from ubuild_desktop.play import PlayWindow, read_game_file, resume_window
from ubuild_desktop.play.files import SavedAs, autosave_path, read_play_document, read_play_file
from ubuild_desktop.play.window import game_file_path

from ..modal import cancel_file_dialog, choose_file, press_message_button
from .helpers import adopt, click, make_window, roll


# ------------------------------------------------------------------ saving and titles


def test_game_file_names_get_the_suffix_open_lists() -> None:
    assert game_file_path("/x/evening") == Path("/x/evening.ubuild-game")
    assert game_file_path("/x/evening.v2") == Path("/x/evening.v2.ubuild-game")
    assert game_file_path("/x/evening.ubuild-game") == Path("/x/evening.ubuild-game")
    assert game_file_path("/x/Evening.JSON") == Path("/x/Evening.JSON")


def test_save_as_without_an_extension_then_save_and_the_title_follows(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    assert window.windowTitle() == "Untitled game (Starter)[*] \u2013 U-Build"
    assert not window.isWindowModified()
    roll(qtbot, window, 1)
    # Save with no file yet asks for one (the Save As dialog): a name typed without an extension.
    answered = choose_file(tmp_path / "evening")
    window.save_action.trigger()
    assert answered, "no file dialog came up"
    saved = tmp_path / "evening.ubuild-game"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.ubuild-game"]
    assert read_game_file(saved)[0].state == window.controller.state
    assert window.save_path == saved
    assert window.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not window.isWindowModified()
    # A decision later the file is behind the game: the title marks it; Save writes it, no dialog.
    click(qtbot, window.turn_panel.buy_button)
    assert window.isWindowModified()
    window.save_action.trigger()
    assert not window.isWindowModified()
    assert read_game_file(saved)[0].state == window.controller.state
    # Save As offers the current file; cancelling changes nothing.
    answered = cancel_file_dialog()
    window.save_as_action.trigger()
    assert answered and window.save_path == saved


def test_save_as_asks_before_replacing_the_file_the_suffix_points_to(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    existing = tmp_path / "evening.ubuild-game"
    existing.write_text("keep me", encoding="utf-8")
    # "evening.v2" becomes "evening.v2.ubuild-game"; with "evening" the dialog itself asks.
    other = tmp_path / "evening.v2.ubuild-game"
    other.write_text("keep me too", encoding="utf-8")
    choose_file(tmp_path / "evening.v2")
    asked = press_message_button(QMessageBox.StandardButton.No)
    window.save_as_action.trigger()
    assert asked and other.read_text(encoding="utf-8") == "keep me too"
    assert window.save_path is None
    choose_file(tmp_path / "evening.v2")
    asked = press_message_button(QMessageBox.StandardButton.Yes)
    window.save_as_action.trigger()
    assert asked and window.save_path == other
    assert read_game_file(other)[0].state == window.controller.state
    assert existing.read_text(encoding="utf-8") == "keep me"


def test_open_and_resume_show_the_file_name(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    path = tmp_path / "evening.ubuild-game"
    assert window.save_game_as(path)
    # Open… (the real action and its file dialog) opens it in a new window, titled by the file.
    replaced: list[PlayWindow] = []
    window.gameReplaced.connect(replaced.append)
    answered = choose_file(path)
    window.open_action.trigger()
    qtbot.waitUntil(lambda: bool(replaced))  # the file is read off the UI thread
    assert answered
    opened = adopt(qtbot, replaced[0])
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not opened.isWindowModified()
    # The autosave remembers the file: a resumed game keeps its name (and knows it moved on).
    click(qtbot, opened.turn_panel.buy_button)
    assert read_play_file(autosave_path()).saved_as == SavedAs(path, len(opened.controller.state.history) - 1)
    opened.close()
    resumed = adopt(qtbot, resume_window(animations=False, computer_delay_ms=0))
    assert resumed.save_path == path
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and resumed.isWindowModified()
    resumed.save_action.trigger()
    assert not resumed.isWindowModified()
    assert read_game_file(path)[0].state == resumed.controller.state


def test_taken_back_below_the_saved_point_stays_modified_after_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    path = tmp_path / "evening.ubuild-game"
    answered = choose_file(path)
    window.save_as_action.trigger()
    assert answered and window.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build"
    assert not window.isWindowModified()
    saved = read_game_file(path)[0].state.history
    # Take back the purchase the file holds: the game is now behind its file.
    window.takeback_action.trigger()
    assert len(window.controller.state.history) < len(saved)
    assert window.isWindowModified()
    window.close()
    resumed = adopt(qtbot, resume_window(animations=False, computer_delay_ms=0))
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and resumed.isWindowModified()
    # Buying again makes the same game as the file's, but the mark is only cleared by saving.
    click(qtbot, resumed.turn_panel.buy_button)
    assert resumed.isWindowModified()
    resumed.save_action.trigger()
    assert not resumed.isWindowModified()
    assert read_game_file(path)[0].state.history == resumed.controller.state.history == saved


def test_a_game_file_given_to_resume_window_names_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    path = tmp_path / "evening.ubuild-game"
    assert window.save_game_as(path)
    window.close()
    opened = adopt(qtbot, resume_window(path, animations=False, computer_delay_ms=0))
    assert opened.save_path == path
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not opened.isWindowModified()
    click(qtbot, opened.turn_panel.buy_button)
    assert opened.isWindowModified()


def test_an_odd_saved_as_field_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    doc = read_play_document(autosave_path())  # the snapshot with its journal's actions
    odd: object
    for odd in (3, {"path": "a\u0000b", "moves": 1}, {"path": "x.ubuild-game", "moves": -1},
                {"path": "x", "moves": True}, {"moves": 1}, []):
        path = tmp_path / "odd.json"
        path.write_text(json.dumps({**doc, "saved_as": odd}), encoding="utf-8")
        file = read_play_file(path)
        assert file.saved_as is None and file.session.state == window.controller.state


# ------------------------------------------------------------------ the auction shows the card


def test_the_auction_panel_shows_the_card_for_sale(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:human,Cyd:human")
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.auction_button)
    state = window.controller.state
    assert state.phase == Phase.AUCTION
    card = window.decision_card
    # Beside the board (issue 11), not over its tiles, and not in the panel (which stays short).
    assert card.isVisible() and window.card_column.isAncestorOf(card) and not panel.isAncestorOf(card)
    kite = state.game.district("kite-hill").card
    text = card.text()
    assert "Kite Hill" in text and format_money(kite.rents[0]) in text and format_money(kite.rents[-1]) in text
    # The board's corner card is put away meanwhile.
    assert not window.card_view.isVisible()
    click(qtbot, panel.bid_button)
    assert card.isVisible() and "Kite Hill" in card.text()


# ------------------------------------------------------------------ a refused deal


def test_a_computer_turning_down_your_deal_says_so_in_the_turn_panel(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good")
    panel = window.turn_panel
    assert not panel.notice.isVisible()
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    sheet.columns[1][2].setValue(5_000)  # Bot gives $5M for nothing: no computer takes that
    click(qtbot, sheet.propose_button)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.phase != Phase.DEAL, timeout=10_000)
    assert isinstance(state.history[-1], RejectDeal)
    assert panel.notice.isVisible()
    assert "Bot turned down your deal." in panel.notice.text()
    assert any("Bot turned the deal down" in line for line in window.log.lines())
    # Until the next decision.
    roll(qtbot, window, 2)
    assert not panel.notice.isVisible()


def test_a_refusal_during_the_computers_turn_stays_until_a_human_decides(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good")
    panel = window.turn_panel
    controller = window.controller
    state = controller.state
    controller.set_computer_delay(60_000)  # the computer waits while Ana opens the deal sheet
    roll(qtbot, window, 3)
    while panel.end_button.isVisible() is False:
        click(qtbot, next(b for b, _ in panel.offered() if b.objectName() in ("auctionButton", "doneButton")))
    click(qtbot, panel.end_button)
    assert controller.seat_to_act() == 1 and panel.deal_button.isVisible()
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None
    sheet.columns[1][2].setValue(5_000)
    controller.set_computer_delay(0)
    click(qtbot, sheet.propose_button)
    proposed = len(state.history)

    def hold_after_refusal() -> None:  # look at the panel before the computer plays on
        if isinstance(state.history[-1], RejectDeal):
            controller.set_paused(True)

    controller.changed.connect(hold_after_refusal)
    qtbot.waitUntil(lambda: state.phase != Phase.DEAL, timeout=10_000)
    controller.changed.disconnect(hold_after_refusal)
    assert isinstance(state.history[proposed], RejectDeal) and len(state.history) == proposed + 1
    assert panel.notice.isVisible() and "Bot turned down Ana's deal." in panel.notice.text()
    assert "Bot is thinking" in panel.status.text()
    # The computer plays on; the line stays until Ana decides.
    controller.set_paused(False)
    qtbot.waitUntil(controller.waiting_for_human, timeout=20_000)
    assert len(state.history) > proposed + 1  # the computer acted after its refusal
    assert panel.notice.isVisible() and "Bot turned down your deal." in panel.notice.text()
    order = ("rollButton", "passButton", "bidButton", "payDebtButton", "acceptDealButton")
    offered = {b.objectName(): b for b, _ in panel.offered()}
    click(qtbot, next(offered[name] for name in order if name in offered))
    assert not panel.notice.isVisible()


# ------------------------------------------------------------------ Starter's card


def test_starter_card_lists_no_industrial_blocks_classic_does(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.show_district("kite-hill")
    text = window.card_view.text()
    card = window.controller.state.game.district("kite-hill").card
    assert "industrial" not in text
    price_row = f"Block price</td><td align='right'>{format_money(card.residential_block_price)}</td>"
    assert "0 residential" in text and price_row in text
    classic = make_window(qtbot, track="classic")
    district = classic.controller.state.game.districts[0].card
    classic.show_district(district.id)
    text = classic.card_view.text()
    assert "0 residential, 0 industrial" in text
    assert f"{format_money(district.residential_block_price)} / {format_money(district.industrial_block_price)}" in text
