"""Nothing on screen offers an action the engine would refuse, and a human is never stuck.

A random player clicks through whole games; at every state each enabled control and each
highlighted site is mapped to the action it stands for and checked with the engine.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.play import PlayWindow

from .helpers import click, click_site, make_window

VISITED: set[str] = set()
PREFERRED = ("rollButton", "endTurnButton", "buyButton", "passButton", "bidButton", "payDebtButton",
             "acceptDealButton", "rejectDealButton", "doneButton", "freeBlocksButton", "buildButton")


def check_offers(window: PlayWindow) -> None:
    panel = window.turn_panel
    state = window.controller.state
    offered = panel.offered()
    for button, actions in offered:
        assert actions, f"{button.objectName()} is enabled but stands for no action"
        for action in actions:
            assert state.is_legal(action), (button.objectName(), str(action), state.why_illegal(action))
    targets = panel.target_actions()
    assert len(targets) == len(window.play_board.target_cells())
    for action in targets:
        assert state.is_legal(action), (str(action), state.why_illegal(action))
    if window.controller.waiting_for_human():
        assert offered or targets, f"a human must act in {state.phase} but nothing is offered"


def random_session(qtbot: QtBot, window: PlayWindow, rng: random.Random, steps: int) -> int:
    panel = window.turn_panel
    controller = window.controller
    done = 0
    for _ in range(steps):
        if controller.state.is_terminal():
            break
        if not controller.waiting_for_human():
            qtbot.waitUntil(lambda: controller.waiting_for_human() or controller.state.is_terminal(), timeout=10_000)
            continue
        check_offers(window)
        state = controller.state
        VISITED.add(state.phase.value)
        if panel.picking is not None:
            VISITED.add("pick:" + panel.picking.kind.value)
        # Vary the numbers in the spin boxes, then check again.
        if panel.bid_spin.isVisible() and panel.bid_spin.isEnabled():
            panel.bid_spin.setValue(rng.randrange(panel.bid_spin.minimum(), panel.bid_spin.maximum() + 1, 10)
                                    if rng.random() < 0.3 else panel.bid_spin.minimum())
        if panel.blocks_box.isVisible():
            panel.res_spin.setValue(rng.randint(0, panel.res_spin.maximum()))
            if panel.ind_spin.isVisible():
                panel.ind_spin.setValue(rng.randint(0, panel.ind_spin.maximum()))
            if panel.blocks_district.count() > 1 and rng.random() < 0.3:
                panel.blocks_district.setCurrentIndex(rng.randrange(panel.blocks_district.count()))
        if panel.mortgage_box.isVisible() and panel.mortgage_combo.count() > 1:
            panel.mortgage_combo.setCurrentIndex(rng.randrange(panel.mortgage_combo.count()))
        check_offers(window)
        if window.play_board.target_cells() and rng.random() < 0.8:
            click_site(qtbot, window, rng.choice(window.play_board.target_cells()))
            done += 1
            continue
        offered = [(b, a) for b, a in panel.offered() if b is not panel.deal_button]
        if panel.deal_button.isVisible() and panel.deal_button.isEnabled() and rng.random() < 0.05:
            try_deal(qtbot, window, rng)
            done += 1
            continue
        preferred = [b for b, _ in offered if b.objectName() in PREFERRED]
        pool = preferred if preferred and rng.random() < 0.75 else [b for b, _ in offered]
        if not pool:
            if panel.picking is not None:
                panel.cancel_picking()
                continue
            raise AssertionError(f"stuck in {state.phase}")
        click(qtbot, rng.choice(pool))
        done += 1
    return done


def try_deal(qtbot: QtBot, window: PlayWindow, rng: random.Random) -> None:
    click(qtbot, window.turn_panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None
    state = window.controller.state
    for side in (0, 1):
        listing = sheet.columns[side][1]
        for k in range(listing.count()):
            if rng.random() < 0.4:
                listing.item(k).setCheckState(Qt.CheckState.Checked)
        spin = sheet.columns[side][2]
        spin.setValue(rng.randrange(0, spin.maximum() // 4 + 1, 10))
    deal = sheet.deal()
    assert sheet.propose_button.isEnabled() == (deal is not None and state.is_legal(deal))
    if sheet.propose_button.isEnabled() and rng.random() < 0.5:
        click(qtbot, sheet.propose_button)
    else:
        sheet.reject()


# Seeds whose random walks reach every phase checked below (and an owed paid hazard move)
# within the steps; any change to what the panel offers changes the walks.
@pytest.mark.parametrize(("track", "players", "seed"), [
    ("starter", "Ana:human,Bo:human", 2),
    ("classic", "Ana:human,Bo:human,Cyd:human", 2),
    ("pro", "Ana:human,Bo:computer:simple,Cyd:human,Dee:human", 6),
])
def test_every_offered_control_is_legal(qtbot: QtBot, track: str, players: str, seed: int) -> None:
    window = make_window(qtbot, track=track, players=players, seed=seed)
    window.resize(1600, 1000)
    window.board_view.fit()
    rng = random.Random(seed)
    done = random_session(qtbot, window, rng, steps=350)
    assert done > 100
    assert {"pre_roll", "buy", "post_roll", "auction"} <= VISITED

