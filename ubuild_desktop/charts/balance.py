"""The balance lab's charts, made from core's figures, in the user's words.

- :func:`odds_chart`: landing odds per space (per turn), one bar a space in playing
  order from GO and one for "In jail", each district's bar in its colour group's colour
  (the board's), the other spaces grey; a legend of the groups on the track.
- :func:`length_chart`: the distribution of game length in player-turns, with p10, the
  median and p90, the box's playing time as a point of comparison, and minutes at
  30 s a turn as a second scale.
- :func:`wins_chart`: wins per seat with their 95% intervals and the fair share.
- :func:`payback_chart`: turns to pay back each colour group ("never" when it cannot).
- :func:`flows_chart`: the money that moved per game, by why it moved.

The editor's Balance panel and ``ubuild analyze --report`` both draw these.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.balance import LandingOdds
from ..core.cards import load_districts
from ..core.engine.simulate import percentile
from ..core.square import SquareBoard
from ..words import COUNTED, group_name, money, money_locale, percent, whole_money
from ..simulate_cli import FLOW_WORDS, TRADITIONAL_FLOW_WORDS
from .figures import figures_of, rules_of
from .columns import ColumnChart
from .histogram import Histogram
from .painters import Bar, BarList, Mark, SecondScale
from .style import NEUTRAL_BAR

SECONDS_PER_TURN = 30.0  # the yardstick: minutes at 30 s a player-turn
NUMBERED_FROM = 60  # a track with more spaces than this names its bars with their numbers from GO


def number(value: float, decimals: int = 0) -> str:
    """A number in the user's language ("1,234", "1.234")."""
    return money_locale().toString(float(value), "f", decimals)


def space_label(game: Any, space: int) -> str:
    """A space's name as the board shows it: a district's, translated, or its kind's (a
    square board's space: its own name, in Spanish where the board's names show so); the
    rule set's :class:`~.figures.BoardFigures` says which."""
    return figures_of(game).space_label(game, space)


def group_colour(group_id: str) -> str:
    """A colour group's colour, as the board paints its districts."""
    return load_districts().group(group_id).colour


def board_groups(game: Any) -> tuple[dict[str, str], dict[str, str]]:
    """The colour groups' names (translated) and colours, by id: the track's or the board's."""
    return figures_of(game).groups(game)


def odds_chart(game: Any, odds: LandingOdds, title: str | None = None) -> ColumnChart:
    """Landing odds per space (per turn) and in jail; see the module's docstring. ``game``:
    a U-Build game, or a square board (its streets in their groups' colours)."""
    bars: list[Bar] = []
    groups: list[str] = []
    figures = figures_of(game)
    names, colours = figures.groups(game)
    for s in odds.spaces:
        gid = figures.group_of(game, s.space)
        if gid and gid not in groups:
            groups.append(gid)
        label = figures.space_label(game, s.space)
        if len(odds.spaces) > NUMBERED_FROM:  # only every few labels show: their numbers say where
            label = f"{s.space} {label}"
        bars.append(Bar(label, s.per_turn, colours.get(gid, NEUTRAL_BAR) if gid else NEUTRAL_BAR, text=percent(s.per_turn),
                        tip=QCoreApplication.translate("Charts", "{space}: {turn} of turns land here, {roll} of rolls").format(
                            space=label, turn=percent(s.per_turn, 2), roll=percent(s.per_roll, 2))))
    jail = QCoreApplication.translate("Charts", "In jail")
    bars.append(Bar(jail, odds.in_jail_per_turn, NEUTRAL_BAR, text=percent(odds.in_jail_per_turn),
                    tip=QCoreApplication.translate("Charts", "{space}: {turn} of turns end a roll in jail, {roll} of rolls").format(
                        space=jail, turn=percent(odds.in_jail_per_turn, 2), roll=percent(odds.in_jail_per_roll, 2))))
    order = list(names)
    legend = tuple((names[g], colours[g]) for g in sorted(groups, key=lambda g: order.index(g) if g in order else len(order))
                   if g in names)
    legend += ((QCoreApplication.translate("Charts", "Other spaces"), NEUTRAL_BAR),)
    return ColumnChart(
        title=QCoreApplication.translate("Charts", "Landing odds per space") if title is None else title, bars=tuple(bars),
        value_label=QCoreApplication.translate("Charts", "landings per turn"), value_text=lambda v: percent(v, 0 if v >= 0.01 or v == 0 else 1),
        legend=legend, max_top=1.0,
    )


def length_chart(game: Any, turns: Sequence[int], title: str | None = None) -> Histogram:
    """Game length in player-turns (and minutes at 30 s a turn) against the box's time (a
    U-Build game's; the traditional game's box names none)."""
    marks: list[Mark] = []
    if turns:
        p10, median, p90 = (percentile(turns, q) for q in (0.1, 0.5, 0.9))
        marks = [Mark(p10, QCoreApplication.translate("Charts", "p10 {turns}").format(turns=number(p10))),
                 Mark(median, QCoreApplication.translate("Charts", "median {turns}").format(turns=number(median))),
                 Mark(p90, QCoreApplication.translate("Charts", "p90 {turns}").format(turns=number(p90)))]
    box_turns = rules_of(game).box_player_turns(game)  # None: the rules give no length
    if box_turns is not None:
        box_minutes = round(box_turns * SECONDS_PER_TURN / 60)
        marks.append(Mark(box_turns, QCoreApplication.translate("Charts", "the box: about {minutes} min").format(
            minutes=box_minutes), strong=False))

    def bin_tip(start: float, end: float, count: int) -> str:
        return QCoreApplication.translate("Charts", "{low} to {high} player-turns: {count} games").format(
            low=number(start), high=number(end), count=count)

    return Histogram(
        title=QCoreApplication.translate("Charts", "Game length") if title is None else title, values=tuple(float(t) for t in turns),
        measure_label=QCoreApplication.translate("Charts", "player-turns per game"), count_label=QCoreApplication.translate("Charts", "games"),
        value_text=lambda v: number(v), marks=tuple(marks),
        second=SecondScale(SECONDS_PER_TURN / 60, QCoreApplication.translate("Charts", "minutes at 30 s a turn"), lambda v: number(v)),
        bar_text=bin_tip,
    )


def wins_chart(results: Mapping[str, Any], title: str | None = None, turn_order: bool = False) -> ColumnChart:
    """Wins per seat with their 95% intervals (``summarize(run)["results"]``), against
    the fair share; with ``turn_order``, wins by place in the turn order instead (1: the
    roll-off's winner, who plays first): the first player's advantage."""
    rates: Sequence[float] = results.get("win_rate_by_turn_order" if turn_order else "win_rate_per_seat", [])
    intervals: Sequence[Sequence[float]] = results.get(
        "win_ci_by_turn_order" if turn_order else "win_ci_per_seat", [(r, r) for r in rates])
    bars = []
    for i, (rate, (lo, hi)) in enumerate(zip(rates, intervals)):
        if turn_order:
            label = _to_play(i)
        else:
            label = QCoreApplication.translate("Charts", "Seat {n}").format(n=i + 1)
        bars.append(Bar(label, rate, low=lo, high=hi, text=percent(rate, 0),
                        tip=QCoreApplication.translate("Charts", "{who}: wins {rate} (95% interval {low} to {high})").format(
                            who=label, rate=percent(rate), low=percent(lo), high=percent(hi))))
    fair = 1 / len(rates) if rates else 0.0
    if title is None:
        title = (QCoreApplication.translate("Charts", "Wins by turn order (95% interval)") if turn_order
                 else QCoreApplication.translate("Charts", "Wins per seat (95% interval)"))
    return ColumnChart(
        title=title, bars=tuple(bars), value_label=QCoreApplication.translate("Charts", "games won"),
        value_text=lambda v: percent(v, 0), max_top=1.0,
        reference=Mark(fair, QCoreApplication.translate("Charts", "fair share {share}").format(share=percent(fair, 0)))
        if rates else None,
    )


def _to_play(place: int) -> str:
    """ "1st to play" (``place`` 0) ... "6th to play", the most a game seats."""
    words = (
        QCoreApplication.translate("Charts", "1st to play"), QCoreApplication.translate("Charts", "2nd to play"),
        QCoreApplication.translate("Charts", "3rd to play"), QCoreApplication.translate("Charts", "4th to play"),
        QCoreApplication.translate("Charts", "5th to play"), QCoreApplication.translate("Charts", "6th to play"),
    )
    return words[place] if place < len(words) else str(place + 1)


def payback_name(group: Any, board: SquareBoard | None = None) -> str:
    """A payback's name (``MoneyFigures.groups``' or, with ``board``, ``SquareMoney.groups``'):
    its colour group's, or "Stations" / "Utilities" held together."""
    names = board_groups(board)[0] if board is not None else {}
    held = {"station": QCoreApplication.translate("Charts", "Stations"),
            "utility": QCoreApplication.translate("Charts", "Utilities")}
    return names.get(group.group) or held.get(group.group) or group_name(group.name)


# A game length within these times the box's reads as "about as long as the box says".
ABOUT_THE_BOX = (0.87, 1.15)


def verdict(results: Mapping[str, Any] | None, groups: Sequence[Any], board: SquareBoard | None = None) -> list[str]:
    """The balance in a few plain sentences, for the top of a report: how long games run
    against the box's time (the traditional game's box names none: its minutes), how far the
    first player's wins are from a fair share, and the quickest and slowest buys to pay back.
    ``results``: ``summarize(run)["results"]`` (None: no games were simulated); ``groups``
    as :func:`payback_chart`'s."""
    lines: list[str] = []
    if results:
        minutes, box = float(results["minutes_at_30s"]), results.get("box_minutes_at_30s")
        if box:
            ratio = minutes / box
            words = {"ratio": number(ratio, 1), "minutes": number(minutes), "box": number(box)}
            if ratio >= ABOUT_THE_BOX[1]:
                lines.append(QCoreApplication.translate(
                    "Report", "Games run {ratio}x the box time: {minutes} min for the median game against about {box} min.").format(**words))
            elif ratio <= ABOUT_THE_BOX[0]:
                lines.append(QCoreApplication.translate(
                    "Report", "Games run shorter than the box says ({ratio}x): {minutes} min for the median game against about "
                              "{box} min.").format(**words))
            else:
                lines.append(QCoreApplication.translate(
                    "Report", "Games run about as long as the box says: {minutes} min for the median game against about "
                              "{box} min.").format(**words))
        else:
            lines.append(QCoreApplication.translate(
                "Report", "A game runs about {minutes} min at 30 s a turn (the median game: {turns} player-turns).").format(
                minutes=number(minutes), turns=number(results["turns"]["median"])))
        rates = results.get("win_rate_by_turn_order") or []
        if rates:
            fair, rate = 1 / len(rates), float(rates[0])
            points = round((rate - fair) * 100)
            words = {"rate": percent(rate, 0), "fair": percent(fair, 0)}
            if points >= 1:
                line = QCoreApplication.translate("Report", "The first player wins {points} more than fair ({rate} of the games "
                                                            "against {fair}).").format(points=COUNTED.points(points), **words)
            elif points <= -1:
                line = QCoreApplication.translate("Report", "The first player wins {points} less than fair ({rate} of the games "
                                                            "against {fair}).").format(points=COUNTED.points(-points), **words)
            else:
                line = QCoreApplication.translate("Report", "The first player wins a fair share ({rate} of the games against "
                                                            "{fair}).").format(**words)
            intervals = results.get("win_ci_by_turn_order") or []
            if points and intervals and intervals[0][0] <= fair <= intervals[0][1]:
                line += " " + QCoreApplication.translate("Report", "With these few games that may be chance: more games tell.")
            lines.append(line)
    paid = [(float(g.turns), payback_name(g, board)) for g in groups if math.isfinite(g.turns)]
    never = [payback_name(g, board) for g in groups if not math.isfinite(g.turns)]
    if len(paid) >= 2:
        (quick, quick_name), (slow, slow_name) = min(paid), max(paid)
        lines.append(QCoreApplication.translate(
            "Report", "{quick} pays back quickest ({quick_turns} opponent turns), {slow} slowest ({slow_turns}).").format(
            quick=quick_name, quick_turns=number(quick), slow=slow_name, slow_turns=number(slow)))
    if never:
        lines.append(QCoreApplication.translate("Report", "Never paid back: {groups}.").format(groups=", ".join(never)))
    return lines


def payback_chart(groups: Sequence[Any], title: str | None = None, board: SquareBoard | None = None) -> BarList:
    """Turns to pay back each colour group (``MoneyFigures.groups``: its ``group`` id,
    ``name``, ``cost`` and ``turns``, ``math.inf`` when its rent never pays it back). With
    ``board``, the groups of a square board (``SquareMoney.groups``: its colour groups
    with houses, then the stations and the utilities held together), in its money."""
    colours = board_groups(board)[1] if board is not None else {}
    cash = whole_money if board is not None else money

    def name_of(g: Any) -> str:
        return payback_name(g, board)

    def colour_of(g: Any) -> str:
        return colours.get(g.group, NEUTRAL_BAR) if board is not None else group_colour(g.group)

    bars = tuple(
        Bar(name_of(g), float(g.turns), colour_of(g),
            text=QCoreApplication.translate("Charts", "{turns} turns").format(turns=number(g.turns)) if math.isfinite(g.turns) else "",
            tip=QCoreApplication.translate("Charts", "{group}: costs {cost}, paid back in {turns} opponent turns").format(
                group=name_of(g), cost=cash(int(g.cost)), turns=number(g.turns))
            if math.isfinite(g.turns) else QCoreApplication.translate("Charts", "{group}: costs {cost}, never paid back").format(
                group=name_of(g), cost=cash(int(g.cost))))
        for g in groups
    )
    measure = (QCoreApplication.translate("Charts", "opponent turns to pay back the streets and {houses} houses on each").format(
        houses=groups[0].blocks) if board is not None and groups
        else QCoreApplication.translate("Charts", "opponent turns to pay back the districts and their blocks"))
    return BarList(
        title=QCoreApplication.translate("Charts", "Payback per colour group") if title is None else title, bars=bars,
        value_label=measure, value_text=lambda v: number(v),
        never_text=QCoreApplication.translate("Charts", "never"),
    )


def flows_chart(flows: Mapping[str, float], title: str | None = None, dollars: bool = False) -> BarList:
    """The money moved per game on average (``summarize``'s ``money_flows``, $k; with
    ``dollars``, the traditional game's whole units), by why it moved, largest first;
    flows that moved nothing are left out."""
    shown = sorted(((v, k) for k, v in flows.items() if round(v) > 0), key=lambda item: -item[0])
    words = {**FLOW_WORDS, **TRADITIONAL_FLOW_WORDS} if dollars else FLOW_WORDS
    cash = whole_money if dollars else money
    bars = tuple(
        # The words are simulate_cli's FLOW_WORDS, marked QT_TRANSLATE_NOOP("Command", ...) there.
        Bar(QCoreApplication.translate("Command", words.get(k, k)), v, text=cash(round(v)))
        for v, k in shown
    )
    return BarList(
        title=QCoreApplication.translate("Charts", "Money moved per game") if title is None else title, bars=bars,
        value_label=QCoreApplication.translate("Charts", "on average, per game"), value_text=lambda v: cash(round(v)),
    )
