"""``ubuild simulate``: figures, identical results whatever the number of processes, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ubuild_desktop.cli import main
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.simulate import (
    SimulationError, game_seed, parse_strengths, percentile, play_game, seat_strengths, simulate, summarize,
)
from ubuild_desktop.core.trackfile import load_builtin


def test_game_seeds_depend_on_run_seed_and_index_only() -> None:
    assert game_seed(1, 0) == game_seed(1, 0)
    assert len({game_seed(1, i) for i in range(100)}) == 100
    assert game_seed(1, 5) != game_seed(2, 5)


def test_strength_specs() -> None:
    assert parse_strengths("good") == ("good",)
    assert parse_strengths("simple, good") == ("simple", "good")
    assert parse_strengths("mixed") == ("mixed",)
    with pytest.raises(SimulationError):
        parse_strengths("genius")
    with pytest.raises(SimulationError, match="stands alone"):
        parse_strengths("mixed,good")
    assert seat_strengths(("simple", "good"), 3, 0) == ("simple", "good", "simple")
    assert seat_strengths(("mixed",), 2, 0) == ("simple", "good")
    assert seat_strengths(("mixed",), 2, 1) == ("good", "simple")


def test_percentile() -> None:
    assert percentile([1, 2, 3, 4, 5], 0.5) == 3
    assert percentile([10, 20], 0.5) == 15
    assert percentile([], 0.5) == 0.0


def test_play_game_reaches_the_end_and_counts() -> None:
    game = Game.create(load_builtin("starter"), 3)
    result = play_game(game, ["good", "simple", "good"], 42, check=True)
    assert not result.capped and 0 <= result.bankrupt < 3
    # (a roll in jail that stays there moves no one: most rolls, not all, end in a landing)
    assert result.turns > 0 and result.rolls > 0 and sum(result.landings) >= result.rolls // 2
    assert 0 <= result.first_player < 3
    assert result.winners and result.bankrupt not in result.winners


def test_same_results_with_one_or_two_jobs() -> None:
    track = load_builtin("starter")
    one = simulate(track, 3, ("mixed",), games=8, seed=5, jobs=1)
    two = simulate(track, 3, ("mixed",), games=8, seed=5, jobs=2)
    assert one.results == two.results
    a, b = summarize(one), summarize(two)
    a.pop("timing"), b.pop("timing")
    assert a == b


def test_summary_fields() -> None:
    run = simulate(load_builtin("classic"), 4, ("good",), games=6, seed=1)
    f = summarize(run)
    r = f["results"]
    assert f["games"] == 6 and f["players"] == 4
    assert set(r["turns"]) == {"median", "p10", "p90", "mean", "min", "max"}
    assert r["turns"]["p10"] <= r["turns"]["median"] <= r["turns"]["p90"]
    assert abs(sum(r["win_rate_per_seat"]) - 1.0) < 1e-3
    assert abs(sum(r["win_rate_by_turn_order"]) - 1.0) < 1e-3
    # The roll-off is played: the first player is not always seat 1, and the turn-order
    # figures are the seat figures turned round to start at each game's first player.
    assert {res.first_player for res in run.results} != {0}
    expected = [0.0] * 4
    for res in run.results:
        for seat in res.winners:
            expected[(seat - res.first_player) % 4] += 1 / len(res.winners) / 6
    assert r["win_rate_by_turn_order"] == [round(x, 4) for x in expected]
    assert 0 <= r["bankruptcy_share"] <= 1
    assert len(r["landings"]) == Game.create(run.track, 4).num_spaces
    assert abs(sum(x["share"] for x in r["landings"]) - 1.0) < 0.01
    assert f["timing"]["games_per_second"] > 0 and f["timing"]["rolls_per_second"] > 0


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--track", "starter", "--players", "2", "--games", "4", "--seed", "3", "--json"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    for key in ("track", "players", "strengths", "games", "results", "timing"):
        assert key in doc
    for key in ("turns", "bankruptcy_share", "capped_games", "capped_seeds", "win_rate_per_seat", "landings"):
        assert key in doc["results"]
    for key in ("games_per_second", "rolls_per_second"):
        assert key in doc["timing"]
    assert doc["games"] == 4 and len(doc["results"]["win_rate_per_seat"]) == 2


def test_cli_text(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--track", "starter", "--games", "3", "--strength", "mixed"])
    assert code == 0
    out = capsys.readouterr().out
    for fragment in ("games/s", "dice rolls/s", "median", "p10", "p90", "bankruptcy", "win rate per seat",
                     "landings per space", "GO", "95% interval of the win rate per seat", "money moved per game",
                     "salaries"):
        assert fragment in out


def test_cli_unreadable_track_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["simulate", "--track", str(bad), "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and len(err.strip().splitlines()) == 1
    assert main(["simulate", "--track", str(tmp_path / "missing.json"), "--games", "1"]) == 2


def test_cli_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--track", "starter", "--players", "6", "--games", "1"]) == 2
    assert main(["simulate", "--strength", "genius", "--games", "1"]) == 2
    assert main(["simulate", "--games", "0"]) == 2
    assert main(["simulate", "--games", "1", "--jobs", "0"]) == 2
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--jobs", "many"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--players", "many"])
    assert exc.value.code == 2


def test_play_out_stops_at_the_cap_of_player_turns() -> None:
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.kernel.autoplay import play_out

    session = Session(Game.create(load_builtin("classic"), 3), 5)
    played = play_out(session, [make_player("good", i) for i in range(3)], cap=7)  # type: ignore[misc]
    assert played.capped and played.turns == 7
    assert sum(1 for e in session.state.events if e.kind == "turn_started") == 7
    assert not session.state.is_terminal()


def test_play_out_checks_a_player_that_overrides_decide() -> None:
    # A player whose decide is its own is checked: strict (check) raises at its first
    # illegal choice; otherwise the driver's fallback plays for it and says why.
    from ubuild_desktop.core.engine.ubuild.actions import EndTurn, IllegalActionError, Roll
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.kernel.driver import ComputerPlayer
    from ubuild_desktop.core.engine.ubuild.simple import SimplePlayer

    class EndsTooSoon(ComputerPlayer):  # the kernel's base, open to interpreted players in the compiled build
        """The simple player's deals, but an end of turn for every decision."""

        def __init__(self, seed: int) -> None:
            self.inner = SimplePlayer(seed)

        def decide(self, state, seat):  # type: ignore[no-untyped-def]
            return EndTurn()  # illegal before the roll

        def propose_deal(self, state, seat):  # type: ignore[no-untyped-def]
            return self.inner.propose_deal(state, seat)

    session = Session(Game.create(load_builtin("classic"), 2), 3)
    with pytest.raises(IllegalActionError, match="seat 0 in roll_off: illegal choice"):
        play_out(session, [EndsTooSoon(1), EndsTooSoon(2)], check=True)
    assert all(not isinstance(a, EndTurn) for a in session.state.history)

    session = Session(Game.create(load_builtin("classic"), 2), 3)
    played = play_out(session, [EndsTooSoon(1), EndsTooSoon(2)], cap=6)
    assert played.turns == 6 and played.fallbacks > 0
    assert played.last_error is not None and played.last_error.startswith("illegal choice end-turn: ")
    history = session.state.history
    assert Roll() in history  # the fallback rolled where EndTurn was illegal
