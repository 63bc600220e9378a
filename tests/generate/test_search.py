"""The search and its scores, in this process: exact scores from the lab, deterministic
results, cancel; the square board's tuning."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.generate.scoring import LengthModel, exact_score
from ubuild_desktop.core.generate.search import GenerateCancelled, Request, generate
from ubuild_desktop.core.generate.square import payback_spread, tuned
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.square.validate import validate_board
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate

SMALL = dict(short_games=12, games=20, generations=2, tolerance=0.5)


def test_the_exact_score_reads_every_group_of_the_track() -> None:
    score = exact_score(Game.create(load_builtin("classic"), 4))
    assert len(score.group_odds) == 6 and score.legal and 0 <= score.group_spread < 1 and score.rent_rate > 0


def test_a_search_proposes_valid_ranked_tracks_and_is_the_same_for_a_seed() -> None:
    # the quick estimate of each Fair start (--no-fair-proof); the proof, the default, below
    request = Request(Preset.STARTER, 25, count=2, seed=4, fair_proof=False, **SMALL)  # type: ignore[arg-type]
    first = generate(request)
    assert [s.rank for s in first] == [1, 2]
    for s in first:
        assert validate(s.track).valid and s.track.preset == Preset.STARTER
        assert s.compensated and s.fair_start  # the seats' spread after the lab's Fair start, which the track keeps
        assert s.track.fair_start is not None and s.track.fair_start[0].amounts == s.fair_start
        # the program chose whether the last place also starts with a district; the track keeps it
        assert s.fair is not None and s.track.fair_start[0].gifts == (s.fair.gifts or None) and not s.fair.proven
        assert s.summary["games"] in (12, 20, 80) and len(s.turns) == s.summary["games"]
    assert [s.score for s in first] == sorted(s.score for s in first) or not all(s.within for s in first)
    again = generate(request)
    assert [s.track for s in again] == [s.track for s in first]


def test_a_search_stops_when_asked() -> None:
    with pytest.raises(GenerateCancelled):
        generate(Request(Preset.CLASSIC, 60, count=2, **SMALL), should_stop=lambda: True)  # type: ignore[arg-type]


def test_tuning_a_square_board_evens_the_groups_and_keeps_it_valid() -> None:
    board = load_builtin_board("traditional")
    even = tuned(board, 1.0, 1.0)
    assert validate_board(even).valid and payback_spread(even) < payback_spread(board) / 5
    dearer = tuned(board, 0.0, 2.0)
    street = next(i for i, s in enumerate(board.spaces) if s.rents)
    assert dearer.spaces[street].rents[0] >= 2 * board.spaces[street].rents[0] - 1
    assert payback_spread(dearer) == pytest.approx(payback_spread(board), rel=0.05)


def test_a_search_on_workers_stops_when_asked_while_they_play() -> None:
    asked = [0]

    def stop() -> bool:  # "no" for a while: the workers are playing when the answer turns
        asked[0] += 1
        return asked[0] > 5

    with pytest.raises(GenerateCancelled):
        generate(Request(Preset.CLASSIC, 60, count=2, jobs=2, short_games=400, games=400, generations=3), should_stop=stop)


def test_the_length_model_learns_the_money_flow_and_each_shapes_offset() -> None:
    model = LengthModel()
    assert model.predict(0.05) is None
    for x, shape in ((0.04, 0), (0.05, 0), (0.06, 0), (0.04, 1), (0.05, 1), (0.06, 1)):
        model.add(x, 100 - 1000 * x + (10 if shape else 0), shape)  # shorter with more rent; shape 1: 10 longer
    line = model.predict(0.05, 2)  # a shape not seen: the line alone
    assert line == pytest.approx(55, abs=1e-9)
    assert model.predict(0.05, 0) < line < model.predict(0.05, 1)  # type: ignore[operator]
    assert model.predict(0.07, 2) < model.predict(0.03, 2)  # type: ignore[operator]


def test_a_search_proves_each_proposals_fair_start_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    # The lab's proof, the default (its plan made small here: the real one plays some
    # 15,000-25,000 games a track; benchmarks/bench_generate.py measures it)
    from ubuild_desktop.core.balance import fair

    asked: list[int] = []
    real_proof = fair.proof_settings

    def small_proof(seats: int, games: int = 400, tolerance: float = fair.TOLERANCE) -> dict[str, object]:
        asked.append(games)
        return {**real_proof(seats, 8, 0.25), "rounds": 2}

    monkeypatch.setattr(fair, "proof_settings", small_proof)
    assert Request().fair_proof
    found = generate(Request(Preset.STARTER, 25, count=1, seed=4, **SMALL))  # type: ignore[arg-type]
    assert asked == [400]
    s = found[0]
    assert s.fair is not None and s.fair.proven and s.fair.compensated and s.fair.proposal is not None
    assert s.fair.reached == (s.fair.worst <= 0.25 + 1e-9)
    assert s.fair.proposal["confidence"] == pytest.approx(0.9667, abs=1e-4)  # 3 attempts, Bonferroni
    assert s.fair.proposal["after"]["games"] <= fair.proof_verify_games(4, 0.25)
    assert s.track.fair_start is not None and s.track.fair_start[0].amounts == s.fair_start


def test_the_table_says_which_fair_starts_the_proof_showed() -> None:
    from ubuild_desktop.console import Console
    from ubuild_desktop.generate_cli import format_rows

    row = {"rank": 1, "file": "out/suggested-1.json", "minutes": 60.5, "within_tolerance": True, "seat_spread": 0.021,
           "group_spread": 0.063, "railroads": True, "fair_reached": True, "fair_proven": True, "fair_worst": 0.0143}
    proven = format_rows([row, {**row, "rank": 2, "fair_reached": False, "fair_worst": 0.0231}], 60, 0.1,
                         Console({"LANG": "C"})).splitlines()
    assert "railroads  fair ±2 points  file" in proven[1]
    assert proven[2].split()[-3:] == ["proven", "±1.4", "out/suggested-1.json"]
    assert proven[3].split()[-4:] == ["not", "shown", "±2.3", "out/suggested-1.json"]
    assert proven[-1].startswith("fair ±2 points: the lab's proof")
    # the proof's intervals named as the lines above name them (3 verifications: 96.7%)
    assert "95% intervals included" in proven[-1]  # rows without a confidence: one verification's 95%
    named = format_rows([{**row, "fair_confidence": 0.9667}], 60, 0.1, Console({"LANG": "C"})).splitlines()
    assert "fair, 96.7% intervals included" in named[-1], named[-1]
    quick = format_rows([{**row, "fair_proven": False}], 60, 0.1, Console({"LANG": "C"}))
    assert "proven" not in quick and "fair ±2" not in quick  # no proof (--no-fair-proof): no column


def test_each_fair_start_line_names_its_intervals_and_says_when_the_proof_gave_up() -> None:
    # A proof's line as soon as its track's Fair start is done: proven with the intervals it
    # was judged by (3 attempts: 96.7%), or, after every verification fell short, "no Fair
    # start shown" and how many were tried (the amounts then are only its best guess).
    from ubuild_desktop.console import Console
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.generate_cli import format_proven

    row = {"rank": 3, "file": "out/suggested-3.json", "fair_start": [0, 350, 700, 1000], "fair_gifts": [],
           "fair_reached": True, "fair_proven": True, "fair_worst": 0.0183, "fair_verify_games": 9_400,
           "fair_attempts": 1, "fair_given_up": False, "fair_confidence": 0.9667}
    track, c = load_builtin("classic"), Console({"LANG": "C"})
    proven = format_proven(row, track, c)
    assert proven.startswith("track 3: Fair start proven ±1.8 (9,400 games with fresh seeds, 96.7% intervals within ±2 points)")
    gave_up = format_proven({**row, "fair_reached": False, "fair_worst": 0.022, "fair_attempts": 3, "fair_given_up": True}, track, c)
    assert gave_up.startswith("track 3: no Fair start shown: 3 verifications with fresh seeds fell short (the last, 9,400 "
                              "games, reaches ±2.2, past ±2 points); its best guess: ")
    assert "95%" in format_proven({**row, "fair_confidence": 0.95}, track, c)
