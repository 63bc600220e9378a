"""Every window and dialog inside the screen, on a laptop's 1024x640 and 1366x768 (issue 23).

Each test runs ``tests/app/screen_child.py`` in a child process on the offscreen platform
given one screen of the size under test (with window frames), opens the windows as a
user does (Home's buttons, the New game dialog's buttons, Start, Help → How to play, Propose a
deal…, Edit a track…), and checks that every window's frame, every button of the New
game dialog (scrolled to, as a user scrolls) and every button of the play window's turn
panel is inside the screen's available geometry. A geometry remembered on a 1920x1080
screen is brought inside a 1024x640 one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

ROOT = Path(__file__).resolve().parents[2]
CHILD_TIMEOUT_S = 600  # a hang guard only, not a speed limit

MAIN_WINDOWS = ("home", "play", "play_ubuild", "editor", "square_editor", "viewer", "square_viewer")
DIALOGS = ("new_game_2", "new_game_8", "new_game_8_advanced", "deal_sheet", "how_to_play")


def run_child(scenario: str, size: tuple[int, int], tmp_path: Path, config: Path | None = None) -> dict[str, Any]:
    """Run a scenario of screen_child on an offscreen screen of ``size``; its report."""
    screen = tmp_path / f"screen-{size[0]}x{size[1]}.json"
    screen.write_text(json.dumps({
        "synchronousWindowSystemEvents": False, "windowFrameMargins": True,
        "screens": [{"name": "Laptop", "x": 0, "y": 0, "width": size[0], "height": size[1],
                     "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}]}), encoding="utf-8")
    report = tmp_path / f"{scenario}-{size[0]}x{size[1]}.json"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
           "UBUILD_DATA_DIR": str(tmp_path / "userdata"), "UBUILD_CONFIG_DIR": str(config or tmp_path / "settings"),
           "PYTHONFAULTHANDLER": "1"}
    env.pop("QT_QPA_PLATFORMTHEME", None)
    done = subprocess.run([sys.executable, "-m", "tests.app.screen_child", scenario, str(report)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
    assert done.returncode == 0, f"the child exited with {done.returncode}\n{done.stdout}\n{done.stderr}"
    doc: dict[str, Any] = json.loads(report.read_text(encoding="utf-8"))
    assert doc["screen"][2:] == list(size)
    return doc


def _inside(rect: list[int], area: list[int]) -> bool:
    x, y, w, h = rect
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


@pytest.fixture(scope="module", params=[(1024, 640), (1366, 768)], ids=["1024x640", "1366x768"])
def tour(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return run_child("tour", request.param, tmp_path_factory.mktemp("screen"))


def test_every_window_opens_inside_the_screen(tour: dict[str, Any]) -> None:
    area = tour["available"]
    for name in MAIN_WINDOWS + DIALOGS:
        window = tour[name]
        assert window["visible"], name
        assert _inside(window["frame"], area), (name, window, area)
        assert _inside(window["normal"], area), (name, "restored from maximized, it still fits", window)
    # Their default sizes (Home and the editors 1280x800, a game 1440x900) do not fit a
    # laptop: they open maximized, not cut off.
    for name in ("home", "play", "editor"):
        assert tour[name]["maximized"], name


def test_every_button_of_the_new_game_dialog_shows(tour: dict[str, Any]) -> None:
    """2 players, then the traditional game with 8 players and Advanced open: each button,
    scrolled to if the body scrolls, shows whole on the screen; Start and Cancel always."""
    area = tour["available"]
    for name in ("new_game_2", "new_game_8", "new_game_8_advanced"):
        names = set()
        for button in tour[name]["buttons"]:
            names.add(button["name"])
            assert button["shown"] == button["rect"], (name, button, "cut off by the scrolling body")
            assert _inside(button["rect"], area), (name, button, area)
        assert {"startButton", "Cancel", "addPlayer", "advancedButton"} <= names, (name, names)
    assert {f"seatRemove{k}" for k in range(8)} <= {b["name"] for b in tour["new_game_8"]["buttons"]}
    assert "buildInJail" in {b["name"] for b in tour["new_game_8"]["buttons"]}


def test_advanced_does_not_hide_the_last_house_rule(tour: dict[str, Any]) -> None:
    area = tour["available"]
    seed = tour["advanced_shown"]
    assert seed[2] > 0 and seed[3] > 0 and _inside(seed, area), "the seed shows once Advanced is opened"
    last = tour["new_game_8_advanced"]["last_rule"]
    assert last["shown"] == last["rect"] and _inside(last["rect"], area)


def test_the_turn_panel_the_ranking_and_the_dialogs_buttons_are_inside_the_screen(tour: dict[str, Any]) -> None:
    area = tour["available"]
    for name in ("play", "play_rolled", "play_ubuild"):
        buttons = tour[name]["turn_buttons"]
        assert buttons, name
        for button in buttons:
            assert button["shown"] == button["rect"] and _inside(button["rect"], area), (name, button, area)
    for name in ("deal_sheet", "how_to_play", "ranking"):
        assert tour[name]["buttons"], name
        for button in tour[name]["buttons"]:
            assert button["shown"] == button["rect"] and _inside(button["rect"], area), (name, button, area)
    assert _inside(tour["ranking"]["frame"], area), "8 players' ranking scrolls inside the window"


def test_a_geometry_remembered_on_a_large_screen_is_brought_inside_a_small_one(tmp_path: Path) -> None:
    config = tmp_path / "settings"
    large = run_child("leave-large", (1920, 1080), tmp_path, config)
    assert large["homeWindow"]["geometry"][2:] == [1900, 1000]
    assert large["playWindow"]["geometry"][2:] == [1900, 1000]
    small = run_child("reopen", (1024, 640), tmp_path, config)
    area = small["available"]
    for name in ("homeWindow", "playWindow"):
        window = small[name]
        assert _inside(window["frame"], area), (name, window, area)
        assert window["maximized"], name
        assert _inside(window["normal"], area), (name, "its normal size is cut to the screen", window)
