"""What the window shows: district cards on hover, animations, the log, computers' pauses."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import cell_center
from ubuild_desktop.core.cards import format_money
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import open_game_window, parse_players

from tests.engine.helpers import roll_off_dice

from .helpers import animated_window, click, end_turn, make_window, roll


def test_hovering_a_district_shows_its_card_with_rent_and_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    panel.res_spin.setValue(3)
    click(qtbot, panel.build_button)
    end_turn(qtbot, window)
    view = window.board_view
    cell = window.play_board.space_cells[1]  # Kite Hill
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_center(cell)))
    qtbot.waitUntil(window.card_view.isVisible)
    text = window.card_view.text()
    state = window.controller.state
    card = state.game.district("kite-hill").card
    assert "Kite Hill" in text and format_money(card.price) in text
    assert format_money(card.rents[2]) in text  # the rent for 3 blocks, highlighted
    assert "Rent now: " + format_money(state.rent_value("kite-hill")) in text
    assert "3 counted blocks" in text
    # The card never covers the district it describes.
    where = view.mapFromScene(cell_center(cell))
    assert not window.card_view.geometry().contains(where)
    window.show_district(None)
    assert not window.card_view.isVisible()


def test_animated_roll_steps_the_mover_and_holds_the_computers(qtbot: QtBot) -> None:
    game, window = animated_window(qtbot)
    window.controller.inject_chance(*roll_off_dice(game, 0))
    window.controller.start()
    click(qtbot, window.turn_panel.roll_button)  # Ana's roll-off roll; then Bot's, animated too
    qtbot.waitUntil(lambda: window.controller.state.phase == Phase.PRE_ROLL and not window.turn_panel.busy,
                    timeout=10_000)
    assert window.controller.state.first_player == 0
    roll(qtbot, window, 4)
    assert window.turn_panel.busy  # the dice tumble first: no controls yet
    assert not window.turn_panel.offered()
    qtbot.waitUntil(lambda: not window.turn_panel.busy, timeout=10_000)
    state = window.controller.state
    target = window.play_board._mover_point(state.position[0], 0, 1)
    assert window.play_board.mover_position(0) == target
    assert window.turn_panel.dice.values == (4,)
    # Ana finishes; the computer plays its turn (with its own animation) and hands back.
    order = ("passButton", "auctionButton", "endTurnButton", "doneButton", "freeBlocksButton", "bidButton",
             "payDebtButton", "rollButton")
    while state.rolls < 2:
        qtbot.waitUntil(lambda: window.controller.waiting_for_human() and not window.turn_panel.busy, timeout=20_000)
        if state.rolls >= 2:
            break
        offered = {b.objectName(): b for b, _ in window.turn_panel.offered()}
        click(qtbot, next(offered[name] for name in order if name in offered))
    assert state.rolls >= 2


def test_event_log_saves_as_text(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    path = tmp_path / "log.txt"
    assert window.save_log(path)
    text = path.read_text(encoding="utf-8")
    assert "Ana rolled 1" in text and "Ana bought Kite Hill for $1M" in text


def test_a_broken_computer_player_never_stops_the_table(qtbot: QtBot) -> None:
    class Broken:
        def decide(self, state, seat):  # type: ignore[no-untyped-def]
            raise RuntimeError("bug")

        def propose_deal(self, state, seat):  # type: ignore[no-untyped-def]
            return None

    seats = parse_players("A:computer,B:computer")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 2), seats, animations=False, computer_delay_ms=0, start=False,
                              computer_factory=lambda strength, seed: Broken())
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.controller.start()
    qtbot.waitUntil(lambda: window.controller.state.rolls >= 5, timeout=20_000)
    assert window.controller.last_computer_error == "RuntimeError: bug"
    window.controller.set_paused(True)


def test_computer_pause_is_visible(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good")
    window.controller.set_computer_delay(60_000)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.auction_button)
    # Ana bids first; then it is Bot's turn to bid, and he takes his time.
    click(qtbot, window.turn_panel.bid_button)
    assert window.controller.state.current_player == 1
    assert window.controller.computer_pending()
    assert "thinking" in window.turn_panel.status.text()
    assert not window.turn_panel.offered()
    window.controller.set_paused(True)


def test_the_rent_explanation_tells_the_engine_rule_step_by_step(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.ubuild import money
    from ubuild_desktop.play.ubuild.card import rent_explanation
    from tests.engine.helpers import give, new_state

    state = new_state("pro", players=2)
    d = state.game.district_by_id["kite-hill"]
    give(state, 0, "kite-hill")
    state.residential[d], state.industrial[d] = 3, 1
    assert rent_explanation(state, "kite-hill") == ["4 counted blocks: " + format_money(money.base_rent(state, d))]
    state.hazard_touch[d] = 1
    lines = rent_explanation(state, "kite-hill")
    assert lines[0] == "1 counted block: " + format_money(money.rent(state.tables.rent_row[d], 1, False))
    assert "A hazard touches it: residential blocks do not count" in lines
    state.group_skyscraper[state.tables.group[d]] = True
    assert rent_explanation(state, "kite-hill")[-1] == "Doubled: a skyscraper stands in its colour group"
    assert state.rent_value("kite-hill") == 2 * state.mortgage_value("kite-hill")
    state.group_skyscraper[state.tables.group[d]] = False
    state.tower_district = d
    assert rent_explanation(state, "kite-hill")[-1] == "Doubled: its owner has the Tower"
    state.mortgaged[d] = True
    assert rent_explanation(state, "kite-hill") == ["Mortgaged: no rent"]
    assert state.net_worth(0) == state.cash[0]


def test_blocks_owners_and_movers_show_from_pictures_that_follow_the_game(qtbot: QtBot) -> None:
    """The play layers are drawn from pictures (board/tile_cache.py): what a district's status
    shows changes its picture, never an old one shown."""
    import numpy as np
    from PySide6.QtGui import QImage

    from ubuild_desktop.board import tile_cache

    def grab() -> np.ndarray:
        tile_cache.refiner().finish()
        image = window.board_view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
        data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
        return data[:, : image.width() * 3].reshape(image.height(), image.width(), 3).astype(np.int16)

    def afresh() -> np.ndarray:  # every item drawn afresh: no picture, no copy of Qt's either
        modes = {item: item.cacheMode() for item in window.scene.items()}
        tile_cache.set_enabled(False)
        for item in modes:
            item.setCacheMode(item.CacheMode.NoCache)
        try:
            return grab()
        finally:
            tile_cache.set_enabled(True)
            for item, mode in modes.items():
                item.setCacheMode(mode)

    window = make_window(qtbot)
    window.scene.set_sites_visible(False)  # the sites have their own test (tests/board/test_tile_cache.py)
    status = next(iter(window.play_board.status.values()))
    view = window.board_view
    box = view.mapFromScene(status.sceneBoundingRect()).boundingRect().intersected(view.viewport().rect())
    where = slice(box.top(), box.bottom() + 1), slice(box.left(), box.right() + 1)

    def blocks(image: np.ndarray) -> np.ndarray:  # 4 x 4 means: a picture sits on whole pixels
        h, w = image.shape[0] // 4 * 4, image.shape[1] // 4 * 4
        return image[:h, :w].reshape(h // 4, 4, w // 4, 4, 3).mean(axis=(1, 3))

    def differ(a: np.ndarray, b: np.ndarray) -> float:
        return float(np.abs(blocks(a) - blocks(b)).mean())

    before = shown = grab()[where]
    for owner, residential in (("#1971c2", 0), ("#1971c2", 2), ("#e03131", 3)):
        previous = shown
        status.set_status(owner, residential, 0, False, False)
        shown, reference = grab()[where], afresh()[where]
        # Pictures sit on whole pixels (edges move by up to half a pixel), so the picture of
        # the new status is near the art drawn afresh, and nearer than the old status is.
        assert differ(shown, reference) < min(5.0, 0.75 * differ(previous, reference)), (owner, residential)
    assert differ(shown, before) > 5  # the blocks and the ring show
