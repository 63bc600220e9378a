"""The Fair start proposal (issue 27) in words: its before/after table and its verdict,
for the balance report (``report.py``) and the editor's Balance panel (one code path).

Both read the proposal's document (core's ``FairProposal.to_json()``, as ``ubuild analyze
--json`` prints it) and write the amounts in the rule set's money (``words.money`` for
U-Build's $k, ``words.whole_money`` for the traditional game's dollars) and its gifts by
their names in the user's language (``words.gift_namer``: the rule set's ``gift_name``,
which the New game dialog's Fair start row and ``ubuild analyze`` use too).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.engine.registry import rule_set, rule_set_of
from ..words import gift_namer, money, percent, whole_money
from ..fair_words import (
    already_fair_sentence, confidence, gets, confidence_digits, gave_up, gift_choice_sentence, given_up_sentence,
    outcome_sentence, proving_sentence, searched_sentence,
    stopped_sentence,
)


def money_writer(rules: str) -> Callable[[int], str]:
    """How a proposal's amounts are written in the money of the rule set named ``rules``:
    U-Build's $k or the traditional game's dollars (the registry's ``money_in_thousands``)."""
    return money if rule_set(rules).money_in_thousands() else whole_money


def _tr(template: str) -> str:
    return QCoreApplication.translate("Fair", template)


def got_text(amount: int, gift: str, write: Callable[[int], str]) -> str:
    """What one place gets: "+$300k", "$0", "+$300k and Kite Hill", "Kite Hill" (``gift``:
    the name, written already; "" for none): ``fair_words.gets``."""
    return gets(amount, gift, write, _tr)


def fair_rows(fair: dict[str, Any], board: Any) -> list[tuple[str, str, str, str]]:
    """One row per place in the turn order: the place, what it gets (money, and the
    district or property of ``board`` it starts with, named by :func:`gift_namer`), its win
    rate before and after (each with its interval: the simulation's 95% before, the
    verification's after, :func:`fair_words.confidence`)."""
    write = money_writer(fair["rules"])
    gifts = fair.get("gifts") or [""] * len(fair["amounts"])
    name = gift_namer(board) if any(gifts) else (lambda gift: "")
    before, after = fair["before"], fair["after"]

    def rate(r: float, ci: list[float]) -> str:
        return QCoreApplication.translate("Fair", "{rate} ({low} to {high})").format(
            rate=percent(r), low=percent(ci[0]), high=percent(ci[1]))

    rows = []
    for k, amount in enumerate(fair["amounts"]):
        rows.append((QCoreApplication.translate("Fair", "Place {place}").format(place=k + 1),
                     got_text(amount, name(gifts[k]), write),
                     rate(before["win_rate_by_turn_order"][k], before["win_ci_by_turn_order"][k]),
                     rate(after["win_rate_by_turn_order"][k], after["win_ci_by_turn_order"][k])))
    return rows


def fair_verdict(fair: dict[str, Any]) -> str:
    """Whether the verification shows every place within the tolerance, intervals included;
    that no Fair start is shown when every verification fell short (``given_up``); if not, how far it is (and how many games would show it, when the rates are close).
    The intervals are named by their confidence (95% for the proof's one look)."""
    points, share = f"{fair['tolerance'] * 100:.0f}", percent(fair["fair_share"])
    level = percent(confidence(fair), confidence_digits(fair))
    games = fair["after"]["games"]
    if fair["reached"]:
        return QCoreApplication.translate(
            "Fair", "Fair: in {games} games with fresh seeds every place wins within ±{points} points of {share}, "
                    "{confidence} intervals included (the farthest reaches {worst} points).").format(
            games=games, points=points, share=share, worst=f"{fair.get('worst', 0.0) * 100:.2f}", confidence=level)
    if gave_up(fair):  # every verification fell short: its amounts are only a best guess
        return given_up_sentence(fair, _tr, str, percent, level)
    if fair["games_needed"] is not None:
        return QCoreApplication.translate(
            "Fair", "Not shown yet: in {games} games with fresh seeds every place wins within ±{points} points of {share}, "
                    "but the {confidence} intervals reach further; about {needed} games would show it.").format(
            games=games, points=points, share=share, needed=fair["games_needed"], confidence=level)
    worst = max(abs(r - fair["fair_share"]) for r in fair["after"]["win_rate_by_turn_order"])
    return QCoreApplication.translate(
        "Fair", "Not reached: in {games} games with fresh seeds a place is {off} points from {share}, too far to show "
                "within ±{points} points with its {confidence} interval; a search with more games per round gets "
                "closer.").format(games=games, off=f"{worst * 100:.1f}", share=share, points=points, confidence=level)


def fair_gift_choice(fair: dict[str, Any], board: Any) -> str:
    """How the program chose the last place's gift, in a sentence (``fair_words``: the
    command line's too), the gifts of ``board`` named by :func:`gift_namer`; "" when the
    gift was asked, not chosen."""
    return gift_choice_sentence(fair, lambda template: QCoreApplication.translate("Fair", template),
                                money_writer(fair["rules"]), gift_namer(board))


def fair_table_html(fair: dict[str, Any], board: Any) -> str:
    """The before/after table and the verdict as rich text (escaped); ``board``: the track
    or board the proposal is for (its gifts' names)."""
    head = (QCoreApplication.translate("Fair", "Turn order"), QCoreApplication.translate("Fair", "Fair start"),
            QCoreApplication.translate("Fair", "Wins before"), QCoreApplication.translate("Fair", "Wins after"))
    cells = "".join(f"<th>{html.escape(h, quote=False)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td style='text-align:{'left' if i == 0 else 'right'}'>{html.escape(c, quote=False)}</td>"
                         for i, c in enumerate(row)) + "</tr>"
        for row in fair_rows(fair, board))
    intro = QCoreApplication.translate(
        "Fair", "The bank pays each place in the turn order its Fair start once the roll-off has chosen the first player. "
                "Found in {rounds} rounds ({games} simulated games), then verified by {verify} games with seeds the "
                "search never used.").format(rounds=len(fair["search"]),
                                             games=sum(r["games"] for r in fair["search"]),
                                             verify=fair["after"]["games"])
    chose = fair_gift_choice(fair, board)
    outcome = outcome_sentence(fair, _tr, money_writer(fair["rules"]), percent)
    if outcome:
        chose = f"{chose} {outcome}" if chose else outcome
    return (f"<p>{html.escape(intro, quote=False)}</p><table cellspacing='0' cellpadding='4'><tr>{cells}</tr>{body}</table>"
            + (f"<p>{html.escape(chose, quote=False)}</p>" if chose else "")
            + f"<p><b>{html.escape(fair_verdict(fair), quote=False)}</b></p>")


#: ``ubuild analyze``'s ``fair_start_status`` states (``analyze_fair.py``) that a report words.
FAIR_ALREADY, INTERRUPTED, SKIPPED = "fair_already", "interrupted", "skipped"


def proving_text(searched: dict[str, Any], board: Any) -> str:
    """The search's proposal while its proof plays (``searched``: amounts, gifts, games)."""
    rules = rule_set_of_board(board)
    return proving_sentence(searched, _tr, money_writer(rules), gift_namer(board), lambda n: f"{n:,}")


def searched_text(searched: dict[str, Any], board: Any) -> str:
    """The search's proposal after a simulation, before its proof (the Balance panel's)."""
    rules = rule_set_of_board(board)
    return searched_sentence(searched, _tr, money_writer(rules), gift_namer(board), lambda n: f"{n:,}")


def stopped_text(searched: dict[str, Any] | None, board: Any) -> str:
    """What a stopped Fair start had found (the search's proposal, unproven), or that it found nothing yet."""
    return stopped_sentence(searched, _tr, money_writer(rule_set_of_board(board)), gift_namer(board))


def already_fair_text(status: dict[str, Any]) -> str:
    """The seats are fair without a Fair start (``status``: games, fair_share, tolerance, worst)."""
    return already_fair_sentence(status, _tr, lambda n: f"{n:,}", percent, lambda p: f"{p:.1f}")


def fair_status_html(status: dict[str, Any] | None, board: Any) -> str:
    """The Fair start section of a report without a proposal, as rich text: the seats are
    fair already, the proposal was stopped (with what the search had found), or not asked
    for; "" when there is nothing to say (no games, or no status)."""
    if not status:
        return ""
    state = status.get("state")
    if state == FAIR_ALREADY:
        text = already_fair_text(status)
    elif state == INTERRUPTED:
        text = stopped_text(status.get("searched"), board)
    elif state == SKIPPED:
        text = QCoreApplication.translate(
            "Fair", "No Fair start was proposed for this report (it was asked without one: ubuild analyze --no-fair).")
    else:
        return ""
    return f"<p>{html.escape(text, quote=False)}</p>"


def rule_set_of_board(board: Any) -> str:
    """The name of the rule set ``board`` (a track or a square board) plays by."""
    return str(rule_set_of(board).name)
