"""The square board's checks: the built-in board is valid, and each problem code has a
minimal bad board that raises it (a test fails if a code has none)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from ubuild_desktop.core.square import Space, SpaceKind, SquareBoard, load_builtin_board
from ubuild_desktop.core.square.validate import MAX_SPACES, MIN_SPACES, BoardCode, validate_board

K = SpaceKind
TRADITIONAL = load_builtin_board("traditional")


def changed(index: int, **fields: Any) -> SquareBoard:
    """The traditional board with space ``index`` changed."""
    spaces = list(TRADITIONAL.spaces)
    spaces[index] = spaces[index].model_copy(update=fields)
    return TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})


def board_of(spaces: list[Space], **fields: Any) -> SquareBoard:
    return TRADITIONAL.model_copy(update={"spaces": tuple(spaces), **fields})


def test_the_traditional_board_is_valid() -> None:
    report = validate_board(TRADITIONAL)
    assert report.valid, [p.message for p in report.diagnostics]
    assert report.summary() == "Valid square board, 40 spaces"
    assert report.to_json() == {"board": "Traditional", "valid": True, "spaces": 40, "problems": []}


def _short() -> SquareBoard:
    return board_of(list(TRADITIONAL.spaces[:MIN_SPACES - 1]))


def _long() -> SquareBoard:
    extra = [TRADITIONAL.spaces[7].model_copy(update={"id": f"more-{n}"}) for n in range(MAX_SPACES + 1 - 40)]
    return board_of([*TRADITIONAL.spaces, *extra])


def _rotated() -> SquareBoard:
    return board_of([*TRADITIONAL.spaces[1:], TRADITIONAL.spaces[0]])


def _groups(**changes: Any) -> SquareBoard:
    groups = list(TRADITIONAL.groups)
    groups[1] = groups[1].model_copy(update=changes)
    return TRADITIONAL.model_copy(update={"groups": tuple(groups)})


def _empty_group() -> SquareBoard:
    spaces = [s.model_copy(update={"group": "pink"}) if s.group == "brown" else s for s in TRADITIONAL.spaces]
    return board_of(spaces)


def _big_group() -> SquareBoard:
    spaces = [s.model_copy(update={"group": "orange"}) if s.group == "pink" else s for s in TRADITIONAL.spaces]
    return board_of(spaces)


def _no_property() -> SquareBoard:
    return board_of([s if not s.is_property else Space(id=s.id, kind=K.CHANCE, name=s.name, name_es=s.name_es)
                     for s in TRADITIONAL.spaces], groups=())


# code -> (the bad board, the index the problem names, a fragment of its message)
CASES: dict[BoardCode, tuple[Callable[[], SquareBoard], int | None, str]] = {
    BoardCode.SPACE_COUNT: (_short, None, "11 spaces; a square board has 12 to 60"),
    BoardCode.GO_NOT_FIRST: (_rotated, 0, "the first space must be GO, not Cobbler Lane"),
    BoardCode.GO_COUNT: (lambda: changed(20, kind=K.GO), 20, "2 GO spaces"),
    BoardCode.JAIL_COUNT: (lambda: changed(10, kind=K.FREE_PARKING), None, "0 jails"),
    BoardCode.GO_TO_JAIL_COUNT: (lambda: changed(20, kind=K.GO_TO_JAIL), 30, "2 Go to Jail spaces"),
    BoardCode.DUPLICATE_SPACE_ID: (lambda: changed(3, id="cobbler-lane"), 3, "space 4 (Tinker Row): the id cobbler-lane is already used by space 2"),
    BoardCode.DUPLICATE_GROUP_ID: (lambda: _groups(id="brown"), None, "2 colour groups have the id brown"),
    BoardCode.DUPLICATE_MARKER: (lambda: _groups(marker="B"), None, "marker letter B"),
    BoardCode.NO_GROUP: (lambda: changed(1, group=None), 1, "space 2 (Cobbler Lane): a street needs a colour group"),
    BoardCode.UNKNOWN_GROUP: (lambda: changed(1, group="purple"), 1, "no colour group purple"),
    BoardCode.GROUP_SIZE: (_big_group, 11, "streets in the Orange group: 6; a group has 2 to 4"),
    # (an unknown group leaves Brown with one street: "streets in the Brown group: 1" too)
    BoardCode.NO_PRICE: (lambda: changed(5, price=0), 5, "space 6 (North Station): it needs a price"),
    BoardCode.RENT_COUNT: (lambda: changed(12, rents=(4,)), 12, "rents given: 1; its kind utility has 2"),
    BoardCode.RENTS_NOT_INCREASING: (lambda: changed(39, rents=(50, 200, 600, 600, 1700, 2000)), 39, "50 200 600 600 1700 2000"),
    BoardCode.NO_HOUSE_PRICE: (lambda: changed(39, house_price=0), 39, "a street needs a house price"),
    BoardCode.NO_TAX: (lambda: changed(4, tax=0), 4, "a tax space needs an amount"),
    BoardCode.UNUSED_VALUE: (lambda: changed(7, price=100, tax=5), 7, "its kind chance has no use for price, tax"),
    BoardCode.NO_PROPERTY: (_no_property, None, "no street, station or utility"),
    BoardCode.NO_STARTING_CASH: (lambda: TRADITIONAL.model_copy(update={"starting_cash": 0}), None, "no money"),
    BoardCode.NO_BUILDINGS: (lambda: TRADITIONAL.model_copy(update={"hotels": 0}), None, "32 houses and 0 hotels"),
}


def test_every_code_has_a_case() -> None:
    assert set(CASES) == set(BoardCode)


@pytest.mark.parametrize("code", list(BoardCode))
def test_each_problem(code: BoardCode) -> None:
    make, space, fragment = CASES[code]
    report = validate_board(make())
    found = [p for p in report.diagnostics if p.code is code]
    assert found, [p.message for p in report.diagnostics]
    assert found[0].space == space
    assert any(fragment in p.message for p in found), [p.message for p in found]
    assert not report.valid
    assert report.to_json()["problems"][report.diagnostics.index(found[0])] == {  # type: ignore[index]
        "code": code.value, "message": found[0].message, "space": space, "number": None if space is None else space + 1}


def test_a_small_change_gives_one_problem_only() -> None:
    report = validate_board(changed(4, tax=0))
    assert [p.code for p in report.diagnostics] == [BoardCode.NO_TAX]
    assert report.summary() == "1 problem"


def test_the_bounds_are_inclusive() -> None:
    assert validate_board(_long()).diagnostics[0].code is BoardCode.SPACE_COUNT
    twelve = [TRADITIONAL.spaces[i] for i in (0, 1, 2, 3, 5, 10, 12, 20, 30, 37, 38, 39)]
    report = validate_board(board_of(twelve))
    assert report.valid, [p.message for p in report.diagnostics]
    assert [p.message for p in validate_board(_empty_group()).diagnostics] == [  # brown, now empty, is unused
        "streets in the Pink group: 5; a group has 2 to 4"]
