"""The checks of a square board: every problem that keeps it from being played, each with a stable code.

A board file that loads (``boardfile.py``: the right shape and types) may still be no
board to play on: two GO spaces, a street in no group, rents that fall. The editor shows
such a board with its problems and ``ubuild validate`` lists them; a game starts only on a
board whose report is :attr:`BoardReport.valid`. :func:`validate_board` reports *every*
problem it finds, each a :class:`BoardProblem` (code, English template and params, marked
for translation like the track checks' in ``core/validate.py``, and the index of the space
it is about, if any). The report has the same face as a track's ``Report``
(``diagnostics``, ``valid``, ``summary_parts``, ``to_json``), so the command line and the
views show both the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from ..i18n import QT_TRANSLATE_NOOP
from ..problems import SUMMARY_ONE_PROBLEM, SUMMARY_PROBLEMS, Problem
from .board import PROPERTY_KINDS, RENT_COUNTS, SpaceKind, SquareBoard

# A space's kind inside a message (``{kind}``): the board file's word, marked for
# translation in the context "TrackWords" (the track checks' word params').
KIND_WORDS: Final[dict[SpaceKind, str]] = {
    SpaceKind.GO: QT_TRANSLATE_NOOP("TrackWords", "go"),
    SpaceKind.STREET: QT_TRANSLATE_NOOP("TrackWords", "street"),
    SpaceKind.STATION: QT_TRANSLATE_NOOP("TrackWords", "station"),
    SpaceKind.UTILITY: QT_TRANSLATE_NOOP("TrackWords", "utility"),
    SpaceKind.CHANCE: QT_TRANSLATE_NOOP("TrackWords", "chance"),
    SpaceKind.CHEST: QT_TRANSLATE_NOOP("TrackWords", "chest"),
    SpaceKind.TAX: QT_TRANSLATE_NOOP("TrackWords", "tax"),
    SpaceKind.JAIL: QT_TRANSLATE_NOOP("TrackWords", "jail"),
    SpaceKind.FREE_PARKING: QT_TRANSLATE_NOOP("TrackWords", "free_parking"),
    SpaceKind.GO_TO_JAIL: QT_TRANSLATE_NOOP("TrackWords", "go_to_jail"),
}

MIN_SPACES: Final = 12
MAX_SPACES: Final = 60
MIN_GROUP_STREETS: Final = 2
MAX_GROUP_STREETS: Final = 4


class BoardCode(StrEnum):
    """Stable problem codes of a square board (they appear in ``--json`` output: never rename one)."""

    SPACE_COUNT = "space-count"
    GO_NOT_FIRST = "go-not-first"
    GO_COUNT = "go-count"
    JAIL_COUNT = "jail-count"
    GO_TO_JAIL_COUNT = "go-to-jail-count"
    DUPLICATE_SPACE_ID = "duplicate-space-id"
    DUPLICATE_GROUP_ID = "duplicate-group-id"
    DUPLICATE_MARKER = "duplicate-marker"
    NO_GROUP = "no-group"
    UNKNOWN_GROUP = "unknown-group"
    GROUP_SIZE = "group-size"
    NO_PRICE = "no-price"
    RENT_COUNT = "rent-count"
    RENTS_NOT_INCREASING = "rents-not-increasing"
    NO_HOUSE_PRICE = "no-house-price"
    NO_TAX = "no-tax"
    UNUSED_VALUE = "unused-value"
    NO_PROPERTY = "no-property"
    NO_STARTING_CASH = "no-starting-cash"
    NO_BUILDINGS = "no-buildings"


@dataclass(frozen=True)
class BoardProblem(Problem):
    """One problem of a square board.

    ``template`` is English with ``{named}`` fields filled from ``params`` (a view
    translates it in the context ``"Diagnostic"``, a space's kind, ``{kind}``, in the
    context ``"TrackWords"``: :data:`KIND_WORDS`); ``space`` is the index of the space it
    is about (None for the board as a whole). Messages count spaces as users do, from 1
    (``{number}``, ``{first}``): "space 2" is ``space`` 1, the editor's "Space 2 of 40".
    """

    code: BoardCode
    template: str
    params: dict[str, str | int] = field(default_factory=dict)
    space: int | None = None
    params_es: dict[str, str] = field(default_factory=dict)
    """The Spanish of the params that are the board's own names (a space's or a colour
    group's ``name_es``), for a view to fill in when the board's names show in Spanish."""

    @property
    def message(self) -> str:
        return self.template.format(**self.params)

    def params_in(self, spanish: bool) -> dict[str, str | int]:
        """The params, with the board's own names in Spanish (``params_es``) if ``spanish``."""
        return {**self.params, **self.params_es} if spanish and self.params_es else self.params

    def where(self, most: int = 8) -> list[tuple[str, dict[str, str | int]]]:
        """Where the problem is, for a command's line ("space 3", counted from 1 as the
        message and the editor count), as (template marked in ``"Command"``, params)."""
        return [] if self.space is None else [(WHERE_SPACE, {"number": self.space + 1})]

    def to_json(self) -> dict[str, object]:
        # "space": the index in the file's list of spaces (from 0); "number": as the message counts (from 1)
        return {"code": str(self.code), "message": self.message, "space": self.space,
                "number": None if self.space is None else self.space + 1}


SUMMARY_VALID_BOARD = QT_TRANSLATE_NOOP("Diagnostic", "Valid square board, {spaces} spaces")
WHERE_SPACE = QT_TRANSLATE_NOOP("Command", "space {number}")


@dataclass
class BoardReport:
    """The outcome of checking a square board (what a track's ``Report`` says, in a
    square board's words: see :class:`~ubuild_desktop.core.validate.Report`)."""

    #: ``ubuild validate``'s line about it: ``{board}`` the file as given, ``{summary}``.
    HEADING = QT_TRANSLATE_NOOP("Command", "{board}: {summary} (square board)")
    #: What the problems panel says when there is no problem.
    PASSES = QT_TRANSLATE_NOOP("ProblemsPanel", "This board passes every check.")

    board: SquareBoard
    diagnostics: list[BoardProblem] = field(default_factory=list)

    def checked_against(self) -> None:
        """Nothing but the board's own rules: :attr:`HEADING` names no preset."""
        return None

    @property
    def valid(self) -> bool:
        return not self.diagnostics

    def summary_parts(self) -> tuple[str, dict[str, str | int]]:
        """The summary as (template, params), for a view to translate."""
        if self.valid:
            return SUMMARY_VALID_BOARD, {"spaces": len(self.board.spaces)}
        if len(self.diagnostics) == 1:
            return SUMMARY_ONE_PROBLEM, {}
        return SUMMARY_PROBLEMS, {"count": len(self.diagnostics)}

    def summary(self) -> str:
        """One line: "Valid square board, 40 spaces" or "3 problems"."""
        template, params = self.summary_parts()
        return template.format(**params)

    def to_json(self) -> dict[str, object]:
        return {
            "board": self.board.name,
            "valid": self.valid,
            "spaces": len(self.board.spaces),
            "problems": [problem.to_json() for problem in self.diagnostics],
        }


def validate_board(board: SquareBoard) -> BoardReport:
    """Check ``board`` and list every problem, in the order of the checks below."""
    report = BoardReport(board)
    out = report.diagnostics
    _check_ring(board, out)
    _check_ids(board, out)
    _check_groups(board, out)
    for index in range(len(board.spaces)):
        _check_space(board, index, out)
    _check_bank(board, out)
    return report


def _problem(out: list[BoardProblem], code: BoardCode, template: str, at: int | None = None, /,
             es: dict[str, str] | None = None, **params: str | int) -> None:
    out.append(BoardProblem(code, template, dict(params), at, dict(es or {})))


def _space_params(board: SquareBoard, index: int) -> dict[str, str | int]:
    """A space as a message names it: its number as users count (1 for GO, as the editor's
    "Space 1 of 40") and its name."""
    return {"number": index + 1, "space": board.spaces[index].name}


def _space_es(board: SquareBoard, index: int) -> dict[str, str]:
    """The Spanish of :func:`_space_params`' name (``BoardProblem.params_es``)."""
    return {"space": board.spaces[index].name_es}


def _check_ring(board: SquareBoard, out: list[BoardProblem]) -> None:
    count = len(board.spaces)
    if not MIN_SPACES <= count <= MAX_SPACES:
        _problem(out, BoardCode.SPACE_COUNT,
                 QT_TRANSLATE_NOOP("Diagnostic", "the board has {count} spaces; a square board has {low} to {high}"),
                 count=count, low=MIN_SPACES, high=MAX_SPACES)
    if count and board.spaces[0].kind is not SpaceKind.GO:
        _problem(out, BoardCode.GO_NOT_FIRST, QT_TRANSLATE_NOOP("Diagnostic", "the first space must be GO, not {space}"),
                 0, es=_space_es(board, 0), space=board.spaces[0].name)
    gos = board.indices(SpaceKind.GO)
    if len(gos) != 1:
        _problem(out, BoardCode.GO_COUNT, QT_TRANSLATE_NOOP("Diagnostic", "the board has {count} GO spaces; it needs exactly one"),
                 gos[1] if len(gos) > 1 else None, count=len(gos))
    jails = board.indices(SpaceKind.JAIL)
    if len(jails) != 1:
        _problem(out, BoardCode.JAIL_COUNT, QT_TRANSLATE_NOOP("Diagnostic", "the board has {count} jails; it needs exactly one"),
                 jails[1] if len(jails) > 1 else None, count=len(jails))
    sends = board.indices(SpaceKind.GO_TO_JAIL)
    if len(sends) > 1:
        _problem(out, BoardCode.GO_TO_JAIL_COUNT,
                 QT_TRANSLATE_NOOP("Diagnostic", "the board has {count} Go to Jail spaces; it may have one at most"),
                 sends[1], count=len(sends))
    if not any(space.kind in PROPERTY_KINDS for space in board.spaces):
        _problem(out, BoardCode.NO_PROPERTY, QT_TRANSLATE_NOOP("Diagnostic", "the board has no street, station or utility to buy"))


def _check_ids(board: SquareBoard, out: list[BoardProblem]) -> None:
    seen: set[str] = set()
    for index, space in enumerate(board.spaces):
        if space.id in seen:
            _problem(out, BoardCode.DUPLICATE_SPACE_ID,
                     QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): the id {id} is already used by space {first}"),
                     index, es=_space_es(board, index), **_space_params(board, index), id=space.id, first=board.index(space.id) + 1)
        seen.add(space.id)
    for group_id, count in Counter(group.id for group in board.groups).items():
        if count > 1:
            _problem(out, BoardCode.DUPLICATE_GROUP_ID,
                     QT_TRANSLATE_NOOP("Diagnostic", "{count} colour groups have the id {id}"), count=count, id=group_id)
    for spanish in (False, True):  # the letters must tell the groups apart in each language
        for marker, count in Counter(group.shown_marker(spanish) for group in board.groups).items():
            if count > 1 and not (spanish and any(p.params.get("marker") == marker for p in out)):
                _problem(out, BoardCode.DUPLICATE_MARKER,
                         QT_TRANSLATE_NOOP("Diagnostic", "{count} colour groups have the marker letter {marker}"),
                         count=count, marker=marker)


def _check_groups(board: SquareBoard, out: list[BoardProblem]) -> None:
    for group in dict((group.id, group) for group in board.groups).values():
        streets = board.streets(group.id)
        count = len(streets)  # a group no street names is unused, not wrong
        if count and not MIN_GROUP_STREETS <= count <= MAX_GROUP_STREETS:
            _problem(out, BoardCode.GROUP_SIZE,
                     QT_TRANSLATE_NOOP("Diagnostic", "streets in the {group} group: {count}; a group has {low} to {high}"),
                     streets[0], es={"group": group.name_es}, group=group.name, count=count, low=MIN_GROUP_STREETS, high=MAX_GROUP_STREETS)


def _check_space(board: SquareBoard, index: int, out: list[BoardProblem]) -> None:
    space = board.spaces[index]
    where = _space_params(board, index)
    es = _space_es(board, index)
    kind = space.kind
    if kind is SpaceKind.STREET:
        if space.group is None:
            _problem(out, BoardCode.NO_GROUP, QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): a street needs a colour group"),
                     index, es=es, **where)
        elif board.group(space.group) is None:
            _problem(out, BoardCode.UNKNOWN_GROUP,
                     QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): the board has no colour group {group}"),
                     index, es=es, **where, group=space.group)
        if space.house_price <= 0:
            _problem(out, BoardCode.NO_HOUSE_PRICE,
                     QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): a street needs a house price"), index, es=es, **where)
    if kind in PROPERTY_KINDS:
        if space.price <= 0:
            _problem(out, BoardCode.NO_PRICE, QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): it needs a price"),
                     index, es=es, **where)
        _check_rents(board, index, out)
    if kind is SpaceKind.TAX and space.tax <= 0:
        _problem(out, BoardCode.NO_TAX, QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): a tax space needs an amount"),
                 index, es=es, **where)
    unused = [name for name, value, used in (
        ("group", space.group is not None, kind is SpaceKind.STREET),
        ("price", space.price != 0, kind in PROPERTY_KINDS),
        ("rents", bool(space.rents), kind in PROPERTY_KINDS),
        ("house_price", space.house_price != 0, kind is SpaceKind.STREET),
        ("tax", space.tax != 0, kind is SpaceKind.TAX),
        ("tax_percent", space.tax_percent != 0, kind is SpaceKind.TAX),
    ) if value and not used]
    if unused:
        _problem(out, BoardCode.UNUSED_VALUE,
                 QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): its kind {kind} has no use for {fields}"),
                 index, es=es, **where, kind=KIND_WORDS[kind], fields=", ".join(unused))


def _check_rents(board: SquareBoard, index: int, out: list[BoardProblem]) -> None:
    space = board.spaces[index]
    where = _space_params(board, index)
    es = _space_es(board, index)
    wanted = RENT_COUNTS[space.kind.value]
    rents = space.rents
    if len(rents) != wanted:
        _problem(out, BoardCode.RENT_COUNT,
                 QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): rents given: {count}; its kind {kind} has {wanted}"),
                 index, es=es, **where, count=len(rents), kind=KIND_WORDS[space.kind], wanted=wanted)
        return
    if rents[0] <= 0 or any(higher <= lower for lower, higher in zip(rents, rents[1:])):
        _problem(out, BoardCode.RENTS_NOT_INCREASING,
                 QT_TRANSLATE_NOOP("Diagnostic", "space {number} ({space}): the rents {rents} must be more than 0 and rise at each step"),
                 index, es=es, **where, rents=" ".join(str(rent) for rent in rents))


def _check_bank(board: SquareBoard, out: list[BoardProblem]) -> None:
    if board.starting_cash <= 0:
        _problem(out, BoardCode.NO_STARTING_CASH, QT_TRANSLATE_NOOP("Diagnostic", "the players start with no money"))
    if any(space.kind is SpaceKind.STREET for space in board.spaces) and (board.houses <= 0 or board.hotels <= 0):
        _problem(out, BoardCode.NO_BUILDINGS,
                 QT_TRANSLATE_NOOP("Diagnostic", "the bank has {houses} houses and {hotels} hotels; streets need at least one of each"),
                 houses=board.houses, hotels=board.hotels)
