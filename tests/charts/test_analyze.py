"""``ubuild analyze`` in process: the text, ``--json``'s fields, ``--games 0``, the reports
(self-contained HTML, A4 PDF) and bad input (one line naming the file, never a traceback)."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from tests.core.tracks import broken_starter
from ubuild_desktop.analyze_cli import bar
from ubuild_desktop.charts.report import BoardFigure, Heading, ReportContent, layout_pages, report_blocks
from ubuild_desktop.cli import main
from ubuild_desktop.core.balance import landing_odds, money_figures
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.trackfile import dump_track, load_builtin

pytestmark = pytest.mark.usefixtures("qapp")


def analyze_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["analyze", *args, "--json"]) == 0
    doc: dict[str, Any] = json.loads(capsys.readouterr().out)
    return doc


def test_json_lists_every_space_jail_money_and_the_simulation(capsys: pytest.CaptureFixture[str]) -> None:
    doc = analyze_json(capsys, "classic", "--games", "4", "--seed", "2", "--no-fair")
    game = Game.create(load_builtin("classic"), 4)
    assert [s["name"] for s in doc["spaces"]] == list(game.space_names)
    assert [s["kind"] for s in doc["spaces"]] == [k.value for k in game.space_kinds]
    assert set(doc["spaces"][0]) == {"space", "name", "kind", "per_roll", "per_turn"}
    total = sum(s["per_roll"] for s in doc["spaces"]) + doc["in_jail"]["per_roll"]
    assert total == pytest.approx(1.0, abs=1e-9)
    assert doc["policy"]["jail"] == "short"
    assert {"districts", "groups", "most_landed", "least_landed"} <= set(doc["money"])
    sim = doc["simulation"]
    assert sim["games"] == 4 and sim["seed"] == 2
    r = sim["results"]
    assert len(r["win_ci_per_seat"]) == 4 and {"rent", "salaries", "tolls", "hazard_moves"} <= set(r["money_flows"])
    assert {"median", "p10", "p90"} <= set(r["turns"]) and "minutes_at_30s" in r and "bankruptcy_share" in r
    # the box's time, to compare with (the book: about 120 player-turns on Classic, 60 min at 30 s a turn)
    assert r["box_player_turns"] == 120 and r["box_minutes_at_30s"] == 60.0


def test_games_0_skips_the_simulation_and_jail_long_changes_the_odds(capsys: pytest.CaptureFixture[str]) -> None:
    short = analyze_json(capsys, "classic", "--games", "0")
    long = analyze_json(capsys, "classic", "--games", "0", "--jail", "long")
    assert short["simulation"] is None and long["simulation"] is None
    assert long["policy"]["jail"] == "long"
    assert long["in_jail"]["per_roll"] > short["in_jail"]["per_roll"]  # staying in jail rolls there


def test_text_is_readable_in_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "starter", "--games", "3", "--no-fair"]) == 0
    out = capsys.readouterr().out
    for fragment in ("landing odds (exact)", "in jail", "rolls per turn", "most landed districts",
                     "expected rent per opponent turn", "payback per colour group", "player-turns per game",
                     "95% interval of the win rate per seat", "money moved per game"):
        assert fragment in out, fragment
    assert "landings per space" not in out  # the exact odds stand in for the simulated landings
    assert max(len(line) for line in out.splitlines()) < 200
    assert main(["analyze", "starter", "--games", "0"]) == 0
    assert "simulation: none (--games 0)" in capsys.readouterr().out


def test_bar() -> None:
    assert bar(0.0, 1.0) == "" and bar(1.0, 0.0) == ""
    assert bar(1.0, 1.0, 10) in ("█" * 10, "#" * 10)
    assert len(bar(0.5, 1.0, 10)) == 5


@pytest.mark.parametrize("args, code, names", [
    (["{missing}"], 2, "{missing}"),
    (["{bad}"], 2, "{bad}"),
    (["{broken}"], 1, "{broken}"),
    (["{broken}", "--games", "40", "--jobs", "2"], 1, "{broken}"),  # its games, started first, stopped
    (["starter", "--report", "{tmp}/no-such-folder/r.html"], 2, "{tmp}/no-such-folder/r.html"),
    (["starter", "--report", "{tmp}/r.txt"], 2, "{tmp}/r.txt"),
    (["starter", "--report", "{tmp}"], 2, "{tmp}"),
    (["starter", "--games", "-1"], 2, "--games"),
])
def test_bad_input_is_one_line_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], code: int,
                                         names: str) -> None:
    (tmp_path / "bad.json").write_text("{ not json", encoding="utf-8")
    (tmp_path / "broken.json").write_text(dump_track(broken_starter()), encoding="utf-8")
    where = {"missing": str(tmp_path / "missing.json"), "bad": str(tmp_path / "bad.json"),
             "broken": str(tmp_path / "broken.json"), "tmp": str(tmp_path)}
    assert main(["analyze", "--games", "1", "--no-fair", *(a.format(**where) for a in args)]) == code
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and names.format(**where) in lines[0], captured.err
    assert "Traceback" not in captured.err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json", "broken.json"]  # nothing left behind


def test_html_report_is_self_contained(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "classic.html"
    assert main(["analyze", "classic", "--games", "6", "--no-fair", "--report", str(out)]) == 0
    assert f"report written to {out}" in capsys.readouterr().out
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<title>Balance report: Classic</title>" in page
    for heading in ("Landing odds per space", "Heat map", "What the odds mean in money", "Simulated games"):
        assert f"<h2>{heading}</h2>" in page
    # nothing fetched from elsewhere: no external address, no file beside it
    assert not re.search(r"""(src|href)=["'](?!data:)""", page) and "http://" not in page.replace(
        "http://www.w3.org/", "") and "https://" not in page
    assert [p.name for p in tmp_path.iterdir()] == ["classic.html"]
    svgs = re.findall(r"<svg.*?</svg>", page, re.S)
    assert len(svgs) == 6  # odds, payback, game length, wins per seat and by turn order, money flows
    for svg in svgs:
        assert QSvgRenderer(QByteArray(svg.encode())).isValid()
    for title in ("Turns to pay back each colour group", "Game length", "Wins per seat (95% interval)",
                  "Wins by turn order (95% interval)", "Money moved per game"):
        assert title in page
    images = re.findall(r'src="data:image/png;base64,([^"]+)"', page)
    assert len(images) == 1  # the board with its heat map
    board = QImage.fromData(base64.b64decode(images[0]), "PNG")
    assert not board.isNull() and board.width() > 300


def test_pdf_report_has_a4_pages(tmp_path: Path) -> None:
    out = tmp_path / "pro.pdf"
    assert main(["analyze", "pro", "--games", "4", "--jobs", "2", "--no-fair", "--json", "--report", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    pages = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
    assert len(pages) >= 3 and all(abs(float(w) - 595) < 2 and abs(float(h) - 842) < 2 for w, h in pages)  # A4 in points
    assert b"Balance report: Pro" in data or b"Balance" in data.replace(b"\x00", b"")


def test_pages_hold_every_block_within_the_page() -> None:
    track = load_builtin("pro")
    game = Game.create(track, 4)
    odds = landing_odds(game)
    blocks = report_blocks(ReportContent("pro", game, odds, money_figures(game, odds, 4), None))
    pages = layout_pages(blocks, 680, 1000)
    placed = [p for page in pages for p in page]
    assert [b for b, _, _ in placed] == blocks
    for page in pages:
        for block, y, height in page:
            assert 0 <= y and y + height <= 1000 + 1e-6
        assert not isinstance(page[-1][0], Heading)  # a heading never ends a page
    assert any(isinstance(b, BoardFigure) for b in blocks)


def test_a_hostile_track_name_is_text_in_the_report(tmp_path: Path) -> None:
    track = load_builtin("starter").model_copy(update={"name": "<img src=x> & \u202egnp.exe"})
    path = tmp_path / "hostile.json"
    path.write_text(dump_track(track), encoding="utf-8")
    out = tmp_path / "hostile.html"
    assert main(["analyze", str(path), "--games", "0", "--report", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "<img src=x" not in page and "&lt;img src=x&gt; &amp;" in page
    assert "\u2068" in page  # the right-to-left override isolated (usertext.shown)
