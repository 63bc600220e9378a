"""``ubuild analyze``'s Fair start: its options read into core's search, and its text.

:func:`_fair_proposal` runs core's ``balance.fair.propose_fair_start`` as ``--fair-games N``
or ``--fair-proof`` ask (``--fair-gift``: :func:`_fair_gifts`); :func:`format_verdict` says
whether the simulated games are fair to every place in the turn order; :func:`format_fair`
writes the proposal's before/after table, the program's choice of gift (the report's
sentence, ``fair_words.py``) and the verdict, the intervals named by their confidence.
Qt-free, as the rest of ``analyze_cli.py``'s text.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from .fair_words import (
    already_fair_sentence, confidence, confidence_digits, gave_up, gift_choice_sentence, given_up_sentence,
    outcome_sentence, proving_sentence, stopped_sentence,
)
from .console import Console
from .core.i18n import QT_TRANSLATE_NOOP
from .simulate_cli import Progress


#: What became of the Fair start of an analysis (``fair_start_status``'s ``state``).
SKIPPED, NO_GAMES, FAIR_ALREADY, PROPOSED, INTERRUPTED = "skipped", "no_games", "fair_already", "proposed", "interrupted"


def money_writer(rules: str, c: Console) -> Callable[[int], str]:
    """How an amount of the rule set named ``rules`` is written: U-Build's $k, the
    traditional game's whole dollars."""
    from .core.engine.registry import rule_set

    return c.money if rule_set(rules).money_in_thousands() else (lambda amount: "$" + c.number(amount, ",d"))


def propose(args: argparse.Namespace, source: Any, simulation: dict[str, Any] | None, console: Console,
            say: Callable[[str], None] | None = None, stop: Any = None) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """The Fair start of an analysis, after its answer: ``(proposal, status)``, the proposal
    ``FairProposal.to_json()`` or None, the status ``{"state": ..., "searched": ...}``
    (:data:`SKIPPED` with ``--no-fair`` or ``--fair-games 0``, :data:`NO_GAMES` without a
    simulation, :data:`FAIR_ALREADY` when the answer's own games show every place within
    ±2 points, intervals included: no search, no gift; else :data:`PROPOSED`, or
    :data:`INTERRUPTED` by Ctrl+C, with what the search had proposed, if anything).

    Core's search runs in rounds of ``--games`` games, the analysis's games its "before":
    the proof (core's ``proof_settings``, the default) or, with ``--fair-games N``, a
    quick one verified by N fresh games. ``say(line)`` hears the search's proposal as its
    proof starts (the terminal shows it at once). ``stop``: ``analyze_cli.Interrupt``, Ctrl+C
    (its ``heard`` is the games' ``should_stop``; with ``--jobs`` above 1 every game plays
    on one pool of worker processes, which it stops)."""
    from .core.balance.fair import TOLERANCE, planned_games, proof_settings, propose_fair_start
    from .core.balance.fair_search import SeatFigures
    from .core.engine.simulate import SimulationCancelled, WorkerPool

    status: dict[str, Any] = {"state": SKIPPED, "searched": None}
    if args.no_fair or args.fair_games == 0:
        return None, status
    if simulation is None:
        return None, {**status, "state": NO_GAMES}
    figures = SeatFigures.of_summary(simulation)
    share = 1.0 / max(1, len(figures.rates))
    if figures.within(share, TOLERANCE):
        return None, {**status, "state": FAIR_ALREADY, "games": figures.games, "fair_share": round(share, 4),
                      "tolerance": TOLERANCE, "worst": round(figures.worst(share), 4)}
    settings: dict[str, Any] = proof_settings(args.players, args.games) if args.fair_games is None else \
        {"games": args.games, "verify_games": args.fair_games}
    progress = Progress(planned_games(settings, args.players, True), sys.stderr, console) \
        if sys.stderr.isatty() and not args.json else None

    def heard(done: int, total: int) -> None:
        if progress is not None:
            progress.total = total  # a second verification adds to the plan
            progress.update(done)

    def verifying(amounts: tuple[int, ...], gifts: tuple[str, ...], games: int) -> None:
        searched = {"amounts": list(amounts), "gifts": list(gifts), "games": games}
        status["searched"] = searched
        if say is not None:
            if progress is not None:
                progress.clear()
            say(proving_sentence(searched, lambda t: console.text(t, "Fair"), money_writer(_rules_of(source), console),
                                 console.gift_namer(source), lambda n: console.number(n, ",d")))

    pool = WorkerPool(args.jobs) if args.jobs > 1 else None  # every round's games on the same workers
    if pool is not None and stop is not None:
        stop.pools.append(pool)
    try:
        proposal = propose_fair_start(source, args.players, seed=args.seed, jobs=args.jobs, before=simulation,
                                      progress=heard, gifts=_fair_gifts(args, source) or (), verifying=verifying,
                                      should_stop=stop.heard if stop is not None else None, pool=pool, **settings)
    except (KeyboardInterrupt, SimulationCancelled):  # Ctrl+C: what the search found is kept, the answer above stands
        return None, {**status, "state": INTERRUPTED}
    finally:
        if progress is not None:
            progress.clear()
        if pool is not None:
            pool.shutdown()
            if stop is not None:
                stop.pools.remove(pool)
    return proposal.to_json(), {**status, "state": PROPOSED}


def _rules_of(source: Any) -> str:
    from .core.engine.registry import rule_set_of

    return str(rule_set_of(source).name)


def format_status(status: dict[str, Any], source: Any, c: Console) -> list[str]:
    """The Fair start's lines when there is no proposal to show: skipped (and how to ask
    for one), no games, fair already, or stopped by Ctrl+C (with the search's proposal,
    unproven, when it had one)."""
    state = status["state"]
    tr = lambda template: c.text(template, "Fair")  # noqa: E731
    if state == SKIPPED:
        line = c.text(QT_TRANSLATE_NOOP("Command", "Fair start: not proposed (--no-fair); without --no-fair a Fair "
                                                  "start follows the answer, searched and then proven."))
    elif state == NO_GAMES:
        line = c.text(QT_TRANSLATE_NOOP("Command", "Fair start: not proposed: it needs the simulated games (--games 0 "
                                                  "plays none)."))
    elif state == FAIR_ALREADY:
        line = c.text(QT_TRANSLATE_NOOP("Command", "Fair start: {sentence}")).format(sentence=already_fair_sentence(
            status, tr, lambda n: c.number(n, ",d"), lambda r: c.number(r, ".1%"), lambda p: c.number(p, ".1f")))
    elif state == INTERRUPTED:
        line = c.text(QT_TRANSLATE_NOOP("Command", "Fair start: {sentence} (Ctrl+C; the answer above is complete)")).format(
            sentence=stopped_sentence(status["searched"], tr, money_writer(_rules_of(source), c), c.gift_namer(source)))
    else:
        return []
    return ["", line]


def _gift_ids(source: Any) -> list[str]:
    from .core.balance.fair import gift_choices
    return [gid for gid, _name, _price in gift_choices(source)]


def _fair_gifts(args: argparse.Namespace, source: Any) -> tuple[str, ...] | str | None:
    """``--fair-gift`` as ``propose_fair_start``'s ``gifts`` (``AUTO``, () for none, the last
    place's gift), or None when the id is no district or property of the board."""
    asked = args.fair_gift.strip()
    if asked.lower() in ("auto", "none"):
        return "auto" if asked.lower() == "auto" else ()  # "auto": core's fair.AUTO
    return ("",) * (args.players - 1) + (asked,) if asked in _gift_ids(source) else None


def format_verdict(simulation: dict[str, Any], c: Console) -> str:
    """The verdict on the simulated games, one line: whether the track (or board) is fair to
    every place in the turn order (each win rate within ±2 points of an equal share, 95%
    intervals included: the Fair start's test, ``core.balance.fair``); if not, how far the
    farthest place is and whether the games show it (its interval wholly outside), or how
    many games would."""
    from .core.balance.fair import TOLERANCE, games_to_show
    from .core.balance.fair_search import SeatFigures

    text, num = c.text, c.number
    figures = SeatFigures.of_summary(simulation)
    places = len(figures.rates)
    fair = 1.0 / max(1, places)
    params: dict[str, object] = {"points": num(TOLERANCE * 100, ".0f"), "share": num(fair, ".1%"),
                                 "worst": num(figures.worst(fair) * 100, ".1f")}
    if figures.within(fair, TOLERANCE):
        return text(QT_TRANSLATE_NOOP("Command", "verdict: fair: every place in the turn order wins within ±{points} points of "
                                                "{share}, 95% intervals included (the farthest reaches {worst} points)")).format(**params)
    place = max(range(places), key=lambda k: abs(figures.rates[k] - fair))
    rate = figures.rates[place]
    low, high = figures.intervals[place]
    params.update(place=place + 1, rate=num(rate, ".1%"), off=num(abs(rate - fair) * 100, ".1f"),
                  low=num(low, ".1%"), high=num(high, ".1%"))
    if low > fair + TOLERANCE or high < fair - TOLERANCE:
        return text(QT_TRANSLATE_NOOP("Command", "verdict: not fair: place {place} in the turn order wins {rate} (95% interval "
                                                "{low}-{high}), {off} points from {share}, where ±{points} is fair; the Fair "
                                                "start below evens it")).format(**params)
    if abs(rate - fair) > TOLERANCE:
        return text(QT_TRANSLATE_NOOP("Command", "verdict: probably not fair: place {place} in the turn order wins {rate}, {off} "
                                                "points from {share}, where ±{points} is fair, but its 95% interval "
                                                "({low}-{high}) reaches the fair range; more games (--games) would tell")).format(**params)
    games = games_to_show(figures.rates, fair, TOLERANCE)
    if games is None:
        return text(QT_TRANSLATE_NOOP("Command", "verdict: not shown yet: every place wins within ±{points} points of {share}, "
                                                "but the 95% intervals reach {worst} points; many more games (--games) would "
                                                "tell")).format(**params)
    return text(QT_TRANSLATE_NOOP("Command", "verdict: not shown yet: every place wins within ±{points} points of {share}, but "
                                            "the 95% intervals reach {worst} points; about {games} games would show it "
                                            "(--games)")).format(games=num(games, ",d"), **params)


def format_fair(fair: dict[str, Any] | None, c: Console, money: Any, board: Any) -> list[str]:
    """The Fair start proposal (``FairProposal.to_json()``) as lines of text: what each
    place in the turn order gets, its win rate before and after with their intervals (95%
    before; after, the verification's: ``fair_words.confidence``), and
    the verdict (reached; no Fair start shown when every verification fell short; or how
    far it is and how many games would show it). ``money``
    writes an amount in the rule set's money; ``board``'s gifts are named in the console's
    language (``Console.gift_namer``: the rule set's ``gift_name``, as the windows). Nothing
    when there is no proposal."""
    if not fair:
        return []
    text, num = c.text, c.number

    def rate(r: float, ci: list[float]) -> str:
        return f"{num(r, '.1%')} ({num(ci[0], '.1%')}-{num(ci[1], '.1%')})"

    before, after = fair["before"], fair["after"]
    rows = [(text(QT_TRANSLATE_NOOP("Command", "place")), text(QT_TRANSLATE_NOOP("Command", "gets")),
             text(QT_TRANSLATE_NOOP("Command", "before")), text(QT_TRANSLATE_NOOP("Command", "after")))]
    name = c.gift_namer(board)
    gifts = [name(gift) for gift in fair.get("gifts") or [""] * len(fair["amounts"])]
    for k, amount in enumerate(fair["amounts"]):
        gets = "+" + money(amount) if amount else money(0)
        if gifts[k]:
            gets = text(QT_TRANSLATE_NOOP("Command", "{money} and {gift}")).format(money=gets, gift=gifts[k])
        rows.append((text(QT_TRANSLATE_NOOP("Command", "{place}.")).format(place=k + 1), gets,
                     rate(before["win_rate_by_turn_order"][k], before["win_ci_by_turn_order"][k]),
                     rate(after["win_rate_by_turn_order"][k], after["win_ci_by_turn_order"][k])))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = ["", text(QT_TRANSLATE_NOOP("Command", "Fair start (proposed): the bank pays each place in the turn order once the "
                                                  "roll-off has chosen the first player; searched in {rounds} rounds ({games} "
                                                  "games), verified by {verify} games with fresh seeds:")).format(
        rounds=len(fair["search"]), games=num(sum(r["games"] for r in fair["search"]), ",d"),
        verify=num(after["games"], ",d"))]
    for r in rows:
        lines.append("  " + "  ".join(f"{cell:<{w}}" if i < 2 else f"{cell:>{w}}" for i, (cell, w) in enumerate(zip(r, widths))))
    chose = gift_choice_sentence(fair, lambda template: c.text(template, "Fair"), money, name,
                                 lambda count: c.number(count, ",d"))
    if chose:
        lines.append(chose)
    outcome = outcome_sentence(fair, lambda template: c.text(template, "Fair"), money, lambda r: num(r, ".1%"))
    if outcome:
        lines.append(outcome)
    points = num(fair["tolerance"] * 100, ".0f")
    share = num(fair["fair_share"], ".1%")
    level = num(confidence(fair), f".{confidence_digits(fair)}%")
    if fair["reached"]:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "fair: every place within ±{points} points of {share}, {confidence} "
                                                      "intervals included (the farthest reaches {worst} points)")).format(
            points=points, share=share, worst=num(fair.get("worst", 0.0) * 100, ".2f"), confidence=level))
    elif gave_up(fair):  # every verification fell short: its amounts are only a best guess
        lines.append(given_up_sentence(fair, lambda template: c.text(template, "Fair"), lambda n: num(n, ",d"),
                                       lambda r: num(r, ".1%"), level))
    elif fair["games_needed"] is not None:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "not shown yet: every rate is within ±{points} points of {share}, but "
                                                      "the {confidence} intervals reach further; about {games} verification "
                                                      "games would show it (--fair-games)")).format(
            points=points, share=share, games=num(fair["games_needed"], ",d"), confidence=level))
    else:
        worst = max(abs(r - fair["fair_share"]) for r in after["win_rate_by_turn_order"])
        lines.append(text(QT_TRANSLATE_NOOP("Command", "not reached: a place is {off} points from {share}, too far to show "
                                                      "within ±{points} points with its {confidence} interval; more games per "
                                                      "round (--games) search closer")).format(
            off=num(worst * 100, ".1f"), share=share, points=points, confidence=level))
    return lines
