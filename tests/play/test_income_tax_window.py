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

ROOT = Path(__file__).resolve().parents[2]


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
