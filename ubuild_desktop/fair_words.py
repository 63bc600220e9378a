"""The Fair start's sentences that both the report (``charts/fair_table.py``, Qt) and ``ubuild
analyze``'s text (``analyze_fair.py``, the console) say, written once: how the program chose
the last place's gift, and the confidence of the verification's intervals.

Qt-free: each caller passes how it translates a template of the context "Fair" (``tr``),
writes money (``write``) and names a gift (``name``), so the command line prints them
without starting Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core.i18n import QT_TRANSLATE_NOOP


def confidence(fair: dict[str, Any]) -> float:
    """The confidence of the verification's intervals (``FairProposal.to_json()``'s
    ``confidence``: 0.95 for one look; a verification that looked more than once widened
    them, ``fair_search.look_z``)."""
    return float(fair.get("confidence") or 0.95)


def confidence_digits(fair: dict[str, Any]) -> int:
    """The decimals that write :func:`confidence` as it is: 95% or 98.3%."""
    return 0 if abs(confidence(fair) * 100 - round(confidence(fair) * 100)) < 0.05 else 1


def gift_choice_sentence(fair: dict[str, Any], tr: Callable[[str], str], write: Callable[[int], str],
                         name: Callable[[str], str], games: Callable[[int], str] = str) -> str:
    """How the program chose the last place's gift (core's ``GiftChoice``), in a sentence;
    "" when the gift was asked, not chosen. ``tr`` translates a template of the context
    "Fair", ``write`` writes an amount, ``name`` names a gift by its id, ``games`` writes
    a count."""
    choice = fair.get("gift_choice")
    if not choice or not choice["weighed"]:
        return ""
    weighed = "; ".join(tr(QT_TRANSLATE_NOOP("Fair", "{gift} costs {price}, worth {worth}: {total} in all")).format(
        gift=name(w["gift"]), price=write(w["price"]), worth=write(max(0, w["worth"])), total=write(w["total"]))
        for w in choice["weighed"])
    verdict = tr(QT_TRANSLATE_NOOP("Fair", "The last place gets {gift}: the Fair start puts the least into the "
                                           "game with it.")).format(gift=name(choice["chosen"])) if choice["chosen"] \
        else tr(QT_TRANSLATE_NOOP("Fair", "Money alone puts the least into the game."))
    return tr(QT_TRANSLATE_NOOP(
        "Fair", "Chosen by the program: money alone puts {money} into the game; with a gift for the last place (each "
                "weighed by {games} games), {weighed}. {verdict}")).format(
        money=write(choice["money_total"]), games=games(choice["games"]), weighed=weighed, verdict=verdict)
