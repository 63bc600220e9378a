"""The simulation's cancel, money flows and win intervals (issue 13's balance lab)."""

from __future__ import annotations

import multiprocessing

import pytest

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.kernel.event_kinds import PaymentReason
from ubuild_desktop.core.engine.simulate import (
    FLOW_NAMES, FLOW_REASONS, TRADITIONAL_FLOWS, UBUILD_FLOWS, SimulationCancelled, money_flows, play_game,
    play_session, simulate, summarize, wilson_interval,
)
from ubuild_desktop.core.engine.kernel.events import Transaction
from ubuild_desktop.core.trackfile import load_builtin


class StopAfter:
    """A ``should_stop`` that says stop from its ``after``-th call on, counting its calls."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.calls = 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.calls >= self.after


def test_cancel_in_one_process_stops_after_the_game_it_was_asked_in() -> None:
    done: list[int] = []
    stop = StopAfter(3)
    with pytest.raises(SimulationCancelled):
        simulate(load_builtin("starter"), 2, ("simple",), games=50, seed=1, progress=done.append, should_stop=stop)
    assert done == [1, 2, 3] and stop.calls == 3


def test_cancel_with_two_processes_stops_the_pool() -> None:
    done: list[int] = []
    stop = StopAfter(1)  # after the first finished batch
    before = set(multiprocessing.active_children())  # another test's workers may still be ending
    with pytest.raises(SimulationCancelled):
        simulate(load_builtin("starter"), 2, ("simple",), games=80, seed=1, jobs=2, progress=done.append,
                 should_stop=stop)
    assert stop.calls == 1 and len(done) == 1
    assert 0 < done[0] < 80  # one batch of 10, not the run
    assert not set(multiprocessing.active_children()) - before  # the workers are gone, none left playing


def test_never_stopping_plays_every_game() -> None:
    calls: list[int] = []
    run = simulate(load_builtin("starter"), 2, ("simple",), games=6, seed=2, jobs=2,
                   should_stop=lambda: bool(calls.append(1)))
    assert len(run.results) == 6 and len(calls) >= 1


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_stop_after_the_last_game_changes_nothing(jobs: int) -> None:
    asked: list[int] = []

    def stop_now() -> bool:
        asked.append(1)
        return len(asked) >= 3  # true from the third question on

    run = simulate(load_builtin("starter"), 2, ("simple",), games=3, seed=2, jobs=jobs, should_stop=stop_now)
    assert len(run.results) == 3  # jobs 1: asked after games 1 and 2 only; jobs 2: after batches 1 and 2 of 3


def test_flows_add_up_to_the_transactions() -> None:
    game = Game.create(load_builtin("classic"), 4)
    strengths = ("good", "simple", "good", "simple")
    session, _ = play_session(game, strengths, 77)
    by_reason: dict[PaymentReason, int] = {}
    for t in session.state.transactions:
        by_reason[t.reason] = by_reason.get(t.reason, 0) + t.amount
    result = play_game(game, strengths, 77)
    assert result.flows == money_flows(session.state.transactions)
    assert dict(zip(FLOW_REASONS, result.flows)) == {r: by_reason.get(r, 0) for r in FLOW_REASONS}
    assert sum(result.flows) == sum(t.amount for t in session.state.transactions)
    assert by_reason[PaymentReason.RENT] > 0 and by_reason[PaymentReason.SALARY] > 0


def test_money_flows_by_hand() -> None:
    flows = money_flows([
        Transaction(0, 1, 30, PaymentReason.RENT, 2), Transaction(1, 0, 20, PaymentReason.RENT, 5),
        Transaction(-1, 0, 200, PaymentReason.SALARY), Transaction(1, -1, 50, PaymentReason.HAZARD_MOVE),
        Transaction(0, -1, 10, PaymentReason.BRIDGE_TOLL),
    ])
    named = {FLOW_NAMES[r]: v for r, v in zip(FLOW_REASONS, flows)}
    assert named["rent"] == 50 and named["salaries"] == 200 and named["hazard_moves"] == 50 and named["tolls"] == 10
    assert sum(flows) == 310


def test_every_reason_has_a_flow_name() -> None:
    assert set(FLOW_NAMES) == set(PaymentReason) and len(set(FLOW_NAMES.values())) == len(PaymentReason)
    # every reason belongs to a rule set's summary
    assert set(UBUILD_FLOWS) | set(TRADITIONAL_FLOWS) == set(PaymentReason)


def test_summary_flows_are_the_average_per_game() -> None:
    run = simulate(load_builtin("classic"), 3, ("mixed",), games=4, seed=3)
    flows = summarize(run)["results"]["money_flows"]
    # U-Build's own reasons, not the traditional game's (its summary is unchanged by them)
    assert list(flows) == [FLOW_NAMES[r] for r in UBUILD_FLOWS] and len(flows) == 19  # 18, and the Fair start's
    assert "taxes" not in flows and "houses" not in flows
    for k, reason in enumerate(FLOW_REASONS):
        if reason not in UBUILD_FLOWS:
            continue
        assert flows[FLOW_NAMES[reason]] == round(sum(r.flows[k] for r in run.results) / 4, 2)
    assert flows["rent"] > 0 and flows["salaries"] > 0


def test_wilson_interval() -> None:
    # Known values: 5 of 10 -> (0.2366, 0.7634); 0 of 10 -> (0, 0.2775); 10 of 10 -> (0.7225, 1)
    lo, hi = wilson_interval(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson_interval(10, 10)
    assert round(lo, 4) == 0.7225 and hi == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_summary_has_an_interval_around_each_seat_rate() -> None:
    run = simulate(load_builtin("starter"), 3, ("good",), games=12, seed=4)
    r = summarize(run)["results"]
    assert len(r["win_ci_per_seat"]) == 3
    for rate, (lo, hi) in zip(r["win_rate_per_seat"], r["win_ci_per_seat"]):
        assert 0 <= lo <= rate <= hi <= 1 and hi - lo > 0.1  # twelve games tell little
    assert len(r["win_ci_by_turn_order"]) == 3
    for rate, (lo, hi) in zip(r["win_rate_by_turn_order"], r["win_ci_by_turn_order"]):
        assert 0 <= lo <= rate <= hi <= 1


def test_every_flow_has_words() -> None:
    # ubuild simulate/analyze and the report's chart name each flow in the user's words
    from ubuild_desktop.simulate_cli import FLOW_WORDS

    assert set(FLOW_WORDS) == set(FLOW_NAMES.values())
