"""Track → Suggest a Track…: the real menu action and the dialog's buttons, in a child
process (``suggest_child.py``), and the dialog's refusals in this one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.generate.inventory import builtin_inventory
from ubuild_desktop.core.track import Preset
from ubuild_desktop.editor.suggest import SuggestDialog

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.tool
def test_suggest_a_track_through_the_menu_opens_the_chosen_track(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config"), "LANG": "C"}
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-m", "tests.editor.suggest_child", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every check passed" in done.stdout


def test_the_menu_offers_it_and_a_box_without_the_presets_tiles_is_refused(qtbot: QtBot, make_editor: Any) -> None:
    window = make_editor()
    track_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Track")
    assert window.suggest_action in track_menu.actions()
    dialog = SuggestDialog(Preset.PRO, window)
    qtbot.addWidget(dialog)
    assert dialog.minutes.value() == 90
    dialog.inventory = builtin_inventory("classic")
    dialog.box_choice.setCurrentIndex(2)
    assert not dialog.start() and not dialog.is_searching()
    assert dialog.status.text() == "the box \u201cclassic\u201d has 6 of the pieces \u201cdistrict double\u201d; a Pro track needs 10"
