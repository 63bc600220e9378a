"""``ubuild analyze`` on a square board (the traditional game), run as users run it: the
installed command in a child process, text, ``--json``, ``--jail long``, a report (HTML
and PDF, no display), a board file, bad boards, and Spanish."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.charts.test_analyze_command import UBUILD, run_analyze
from ubuild_desktop.core.balance import JailPolicy, Policy, square_odds
from ubuild_desktop.core.square import dump_board, load_builtin_board

# Each test runs the installed command (tests/conftest.py: tool runs).
pytestmark = [pytest.mark.tool,
              pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]

TRADITIONAL = load_builtin_board("traditional")


def test_json_holds_the_exact_odds_the_money_and_the_simulation(tmp_path: Path) -> None:
    done = run_analyze("pure", tmp_path, "traditional", "--games", "3", "--seed", "2", "--players", "3", "--no-fair", "--json",
                       "--report", str(tmp_path / "r.html"))
    assert done.returncode == 0, done.stderr[-2000:]
    doc: dict[str, Any] = json.loads(done.stdout)
    assert doc["board"] == "Traditional" and doc["rules"] == "traditional" and doc["players"] == 3
    odds = square_odds(TRADITIONAL)
    assert [s["per_roll"] for s in doc["spaces"]] == pytest.approx(odds.per_roll())
    assert doc["in_jail"]["per_roll"] == pytest.approx(odds.in_jail_per_roll)
    assert doc["policy"] == {"jail": "short"}
    money = doc["money"]
    assert money["players"] == 3 and money["levels"][0] == "group" and money["levels"][-1] == "hotel"
    assert len(money["properties"]) == 28 and len(money["groups"]) == 8
    assert [h["kind"] for h in money["holdings"]] == ["station", "utility"]
    assert money["most_landed"][0]["name"] == "Opera Circle"
    sim = doc["simulation"]
    assert sim["games"] == 3 and sim["rules"] == "traditional"
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Balance report: Traditional" in page and "Most landed properties" in page and "<svg" in page
    assert "data:image/png;base64," in page


def test_text_with_the_long_jail_policy_and_a_pdf_report(tmp_path: Path) -> None:
    done = run_analyze("pure", tmp_path, "traditional", "--games", "0", "--jail", "long", "--report", str(tmp_path / "r.pdf"))
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert lines[0] == "traditional: 40 spaces, traditional rules, 4 players; jail: long (stay in jail and roll for a double)"
    long = square_odds(TRADITIONAL, Policy(jail=JailPolicy.LONG))
    jail_line = next(line for line in lines if line.strip().startswith("in jail"))
    assert f"{long.in_jail_per_roll:.2%}" in jail_line
    assert any(line.startswith("most landed properties: Opera Circle") for line in lines)
    skyline = next(line for line in lines if line.strip().startswith("Skyline Esplanade"))
    assert skyline.count("$") == 6  # whole group bare, 1-4 houses, a hotel
    assert any(line.strip().startswith("Orange") for line in lines)
    assert any("all 4 stations costs $800" in line for line in lines)
    assert lines[-2] == "simulation: none (--games 0)"
    assert lines[-1].startswith("report written to ")
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")


def test_a_board_file_and_a_board_with_problems(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(dump_board(TRADITIONAL.model_copy(update={"name": "Mine"})), encoding="utf-8")
    done = run_analyze("pure", tmp_path, str(path), "--games", "0", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["board"] == "Mine"
    raw = json.loads(dump_board(TRADITIONAL))
    raw["spaces"][1]["id"] = raw["spaces"][3]["id"]
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps(raw), encoding="utf-8")
    done = run_analyze("pure", tmp_path, str(invalid), "--games", "0")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "not a valid square board" in done.stderr and "Traceback" not in done.stderr


def test_spanish(tmp_path: Path) -> None:
    done = run_analyze("pure", tmp_path, "traditional", "--games", "0", LANG="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr
    assert "Cárcel" in done.stdout and "en la cárcel" in done.stdout
    spanish = {s.name_es for s in TRADITIONAL.spaces}
    assert any(name in done.stdout for name in spanish if name not in {s.name for s in TRADITIONAL.spaces})


def test_the_report_as_html_svg_and_pdf(tmp_path: Path) -> None:
    """Issue 23: ``ubuild analyze traditional --report`` as users run it, in each format: a
    verdict at the top, station and utility rents in their own columns, money rounded as its
    size deserves, chart text in a font family a browser knows."""
    import re
    import xml.etree.ElementTree as ElementTree

    from tests.editor.conftest import pdf_pages

    for suffix in (".html", ".svg", ".pdf"):
        out = tmp_path / f"r{suffix}"
        done = run_analyze("pure", tmp_path, "traditional", "--games", "6", "--seed", "3", "--no-fair", "--report", str(out))
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.splitlines()[-1] == f"report written to {out}"
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    verdict = page[page.index("In short"):page.index("Landing odds per space")]
    assert "A game runs about " in verdict and "The first player wins " in verdict and " pays back quickest (" in verdict
    assert "(s)" not in verdict  # English plural forms ("1 point", "8 points")
    assert page.index("In short") < page.index("<svg")  # at the top, before any chart
    assert "Sans Serif" not in page and 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif"' in page
    assert "<th>1 held</th><th>2 held</th><th>3 held</th><th>4 held</th>" in page
    streets = page[page.index("of a street"):page.index("of a station or utility")]
    assert "North Station" not in streets and "Power Station" not in streets and "<th>hotel</th>" in streets
    amounts = re.findall(r"<td>\$([0-9,.]+)</td>", page)
    assert amounts and all(("." in a) == (float(a.replace(",", "")) < 10) for a in amounts), amounts
    svg = (tmp_path / "r.svg").read_bytes()
    root = ElementTree.fromstring(svg)
    assert root.tag.endswith("svg")
    families = set(re.findall(rb'font-family="([^"]*)"', svg))
    assert families and all(f.endswith(b"sans-serif") for f in families), families
    assert b"In short" in svg or b"In" in svg
    assert pdf_pages(tmp_path / "r.pdf") >= 3
