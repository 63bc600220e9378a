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


# ------------------------------------------------ the proposal's progress and outcome
#
# ``ubuild analyze`` and the Balance panel propose a Fair start after every answer: the
# search first, then its proof (issue 27). These sentences say where it stands, in both.


def gets(amount: int, gift: str, write: Callable[[int], str], tr: Callable[[str], str]) -> str:
    """What one place gets: "+$300k", "$0", "+$300k and Kite Hill", "Kite Hill" (``gift``:
    its name, "" for none)."""
    cash = ("+" + write(amount)) if amount else write(0)
    if not gift:
        return cash
    if not amount:
        return gift
    return tr(QT_TRANSLATE_NOOP("Fair", "{money} and {gift}")).format(money=cash, gift=gift)


def amounts_text(amounts: Any, gifts: Any, tr: Callable[[str], str], write: Callable[[int], str],
                 name: Callable[[str], str]) -> str:
    """Every place's Fair start in one line: "1. $0, 2. +$50k, 3. +$100k and Kite Hill"."""
    given = list(gifts) or [""] * len(amounts)
    return ", ".join(tr(QT_TRANSLATE_NOOP("Fair", "{place}. {gets}")).format(
        place=k + 1, gets=gets(int(a), name(given[k]), write, tr)) for k, a in enumerate(amounts))


def proving_sentence(searched: dict[str, Any], tr: Callable[[str], str], write: Callable[[int], str],
                     name: Callable[[str], str], count: Callable[[int], str] = str) -> str:
    """The search's proposal, before its proof (``searched``: amounts, gifts, games)."""
    if not any(searched["amounts"]) and not any(searched.get("gifts") or ()):
        return tr(QT_TRANSLATE_NOOP("Fair", "The search pays nobody: the seats look fair as they are; proving it "
                                            "with {games} games with fresh seeds…")).format(games=count(searched["games"]))
    return tr(QT_TRANSLATE_NOOP("Fair", "The search proposes {amounts}; proving it with {games} games with fresh "
                                        "seeds…")).format(amounts=amounts_text(searched["amounts"], searched.get("gifts") or (),
                                                                               tr, write, name),
                                                          games=count(searched["games"]))


def stopped_sentence(searched: dict[str, Any] | None, tr: Callable[[str], str], write: Callable[[int], str],
                     name: Callable[[str], str]) -> str:
    """What a Fair start stopped by the user had found: the search's proposal, not proven;
    or nothing yet."""
    if searched is None:
        return tr(QT_TRANSLATE_NOOP("Fair", "Stopped during the search, before it proposed amounts."))
    return tr(QT_TRANSLATE_NOOP("Fair", "Stopped before its proof: the search proposed {amounts}, which games with "
                                        "fresh seeds have not shown fair yet.")).format(
        amounts=amounts_text(searched["amounts"], searched.get("gifts") or (), tr, write, name))


def already_fair_sentence(status: dict[str, Any], tr: Callable[[str], str], count: Callable[[int], str],
                          percent: Callable[[float], str], points: Callable[[float], str]) -> str:
    """The seats are fair without a Fair start: the answer's own games show every place
    within the tolerance, 95% intervals included (``status``: games, share, tolerance, worst)."""
    return tr(QT_TRANSLATE_NOOP("Fair", "The seats are fair already: in {games} games every place wins within "
                                        "±{points} points of {share}, 95% intervals included (the farthest reaches "
                                        "{worst} points). No Fair start is needed, no gift either.")).format(
        games=count(status["games"]), points=count(round(status["tolerance"] * 100)), share=percent(status["fair_share"]),
        worst=points(status["worst"] * 100))


def outcome_sentence(fair: dict[str, Any], tr: Callable[[str], str], write: Callable[[int], str],
                     percent: Callable[[float], str]) -> str:
    """What the proposal's verdict leaves unsaid, or "": that it pays nobody (the seats are
    fair as they are), or that no Fair start up to the starting cash reaches the tolerance
    (its amounts stop at the starting cash and a place stays outside)."""
    nothing = not any(fair["amounts"]) and not any(fair.get("gifts") or ())
    if nothing and fair["reached"]:
        return tr(QT_TRANSLATE_NOOP("Fair", "Nothing to pay: the seats are fair as they are, with no Fair start and "
                                            "no gift."))
    if fair["reached"] or fair.get("games_needed") is not None:
        return ""
    from .core.engine.registry import rule_set

    cash = int(fair["starting_cash"])
    most = cash - cash % rule_set(fair["rules"]).fair_start_step
    if max(fair["amounts"]) < most:
        return ""
    share, rates = fair["fair_share"], fair["after"]["win_rate_by_turn_order"]
    place = max(range(len(rates)), key=lambda k: abs(rates[k] - share))
    return tr(QT_TRANSLATE_NOOP("Fair", "No Fair start up to the starting cash ({cash}) brings every place within "
                                        "±{points} points: place {place} still wins {rate}. The table shows the "
                                        "closest one found.")).format(
        cash=write(cash), points=f"{fair['tolerance'] * 100:.0f}", place=place + 1, rate=percent(rates[place]))


def gave_up(fair: dict[str, Any]) -> bool:
    """Whether the proof made every verification it could, several, and each fell short
    (``FairProposal.given_up`` after more than one: a quick search's single verification
    that falls short says instead how many games would show it)."""
    return bool(fair.get("given_up")) and int(fair.get("most_attempts") or 1) > 1


def given_up_sentence(fair: dict[str, Any], tr: Callable[[str], str], count: Callable[[int], str],
                      percent: Callable[[float], str], confidence_text: str) -> str:
    """When every verification the proof could make fell short (:func:`gave_up`): no Fair
    start is shown, and the amounts are only the search's best guess; "" otherwise.
    ``count`` writes a number of games, ``percent`` a share, ``confidence_text`` the
    intervals' confidence as written."""
    if not gave_up(fair):
        return ""
    return tr(QT_TRANSLATE_NOOP("Fair", "No Fair start shown: {attempts} verifications with fresh seeds fell short, "
                                        "each after a refit with the games of the one before (the last, {games} games, "
                                        "reaches {worst} points from {share} with its {confidence} intervals, past "
                                        "±{points}). The amounts are only the search's best guess; another search "
                                        "(other seeds, more games a round) may show one.")).format(
        attempts=count(int(fair.get("attempts") or 1)), games=count(int(fair["after"]["games"])),
        worst=f"{float(fair.get('worst', 0.0)) * 100:.2f}", share=percent(float(fair["fair_share"])),
        confidence=confidence_text, points=f"{float(fair['tolerance']) * 100:.0f}")


def searched_sentence(searched: dict[str, Any], tr: Callable[[str], str], write: Callable[[int], str],
                      name: Callable[[str], str], count: Callable[[int], str] = str) -> str:
    """The search's proposal after a simulation, stopped before its proof (the Balance
    panel's: ``searched``: amounts, gifts, the games its proof would play)."""
    if not any(searched["amounts"]) and not any(searched.get("gifts") or ()):
        return tr(QT_TRANSLATE_NOOP("Fair", "The search pays nobody: the seats look fair as they are, not proven yet. "
                                            "Propose Fair Start proves it with {games} games with fresh seeds (the "
                                            "search's games are kept).")).format(games=count(searched["games"]))
    return tr(QT_TRANSLATE_NOOP("Fair", "The search proposes {amounts}, not proven yet. Propose Fair Start proves it "
                                        "with {games} games with fresh seeds (the search's games are kept).")).format(
        amounts=amounts_text(searched["amounts"], searched.get("gifts") or (), tr, write, name),
        games=count(searched["games"]))
