"""The Income Tax choice in the play window (issue 24; seed 002: "tiene dos opciones: él
podrá calcular su impuesto a S/. 200 y pagárselos a Banco o podrá pagar el 10% de todo su
valor"), played in a child process through the window's real controls: a mouse click on
"Pay 10% of my worth", the F key for the fixed amount, at the three window sizes a family
uses (the child saves the window as a PNG: a look at it is part of the work)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.tool
@pytest.mark.parametrize("size", ["1024x640", "1366x768", "1920x1080"])
def test_a_human_chooses_how_to_pay_the_income_tax_by_button_and_key(tmp_path: Path, size: str) -> None:
    width, height = (int(v) for v in size.split("x"))
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    out, png = tmp_path / "seen.json", tmp_path / "tax.png"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "PYTHONFAULTHANDLER": "1",
           "UBUILD_DATA_DIR": str(tmp_path / "data"), "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    run = subprocess.run([sys.executable, "-m", "tests.play.income_tax_child", str(out), str(png), size], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(out.read_text(encoding="utf-8"))
    assert seen["phase"] == "income_tax" and seen["box_shown"]
    assert seen["fixed_text"] == "Pay $200" and seen["share_text"] == "Pay 10% of my worth"
    assert "Choose before it is added up" in seen["label"]
    # Only the two ways are offered (and the deal button, which sends nothing of its own).
    assert {"taxFixedButton", "taxShareButton"} <= set(seen["offered"])
    assert not set(seen["offered"]) - {"taxFixedButton", "taxShareButton", "dealButton"}, seen["offered"]
    assert seen["focus"] == "taxFixedButton"
    assert seen["box_inside_panel"] and seen["label_fits"]
    assert seen["window_size"][0] <= width and seen["window_size"][1] <= height
    assert seen["ana_paid"] == 150 and seen["after_ana"] == "post_roll"  # 10% of 1,500
    assert any("10% of their total worth of" in line and "150" in line for line in seen["log"]), seen["log"]
    assert seen["bo_phase"] == "income_tax" and seen["bo_paid"] == 200 and seen["after_bo"] == "post_roll"
    assert seen["choices"] == ["income-tax share", "income-tax fixed"]
    assert png.stat().st_size > 10_000


def test_the_fine_after_a_failed_roll_and_a_title_handed_to_the_bank_by_the_panel(qtbot: QtBot) -> None:
    """002: the fine "en cualquier momento de sus próximos dos turnos": after Ana's failed
    roll the panel offers it beside End turn. 004: a mortgaged title "al banco como pago de
    una deuda": in debt, the mortgage list offers it, and its button hands it over."""
    from tests.play.helpers import click, end_turn, make_trad_window, roll
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.engine.traditional.actions import HandToBank

    window = make_trad_window(qtbot)
    panel, state = window.turn_panel, window.controller.state
    state.in_jail[0] = True  # (the test's setting: Ana went to jail in an earlier turn)
    state.position[0] = state.game.jail
    window.turn_panel.refresh()
    roll(qtbot, window, 1, 2)
    assert state.phase is Phase.POST_ROLL and state.in_jail[0]
    assert panel.fine_button.isVisible() and not panel.jail_card_button.isVisible()
    click(qtbot, panel.fine_button)
    assert not state.in_jail[0] and state.cash[0] == 1450
    end_turn(qtbot, window)
    # Bo, short of cash, owes the Income Tax with a mortgaged station.
    state.owner[5] = 1
    state.mortgaged[5] = True
    state.touched()
    state.cash[1] = 20
    roll(qtbot, window, 1, 3)
    click(qtbot, panel.tax_fixed_button)
    assert state.phase is Phase.RAISE_FUNDS and panel.mortgage_box.isVisible()
    combo = panel.mortgage_combo
    found = next(i for i in range(combo.count()) if combo.itemData(i) == HandToBank("north-station"))
    panel.mortgage_combo.setCurrentIndex(found)
    chosen = panel.mortgage_combo.currentText()
    assert "to the bank as payment" in chosen and "$90" in chosen
    assert panel.mortgage_button.text() == "Hand to the bank"
    click(qtbot, panel.mortgage_button)
    assert state.owner[5] == -1 and state.cash[1] == 110
    assert state.phase is Phase.AUCTION and panel.auction_box.isVisible()


def test_the_space_cards_say_the_income_tax_choice_and_the_double_rent_beside_a_mortgage(qtbot: QtBot) -> None:
    from tests.traditional.test_book_rules_whole import begun
    from ubuild_desktop.play.traditional.card import square_card_html

    state = begun()
    card = square_card_html(state, "income-tax")
    assert "10% of one's total worth" in card and "chooses before it is added up" in card
    assert "10%" not in square_card_html(state, "luxury-tax")
    # Bo's whole brown group, one street mortgaged: the other's card marks the doubled rent as the rent now.
    state.owner[1] = state.owner[3] = 1
    state.mortgaged[1] = True
    state.touched()
    doubled = square_card_html(state, "tinker-row")
    marked = doubled.split("With the whole group")[0].rsplit("<tr", 1)[1]
    assert "font-weight:bold" in marked, doubled  # the rent that applies now
