"""The square-board editor's model: one :class:`SquareBoard`, its file, its undo history and
its problems.

A board is a frozen value, so every edit is exact by construction: a :class:`BoardEdit`
holds the board before and after (``redo`` puts the one back, ``undo`` the other). The
helpers below make the new board for each change the editor offers (a space's field, its
kind, a group, the board's settings, inserting and removing spaces); each keeps the board
loadable (the models' checks) and leaves the game-level checks to ``validate_board``,
whose report the document keeps for the current board. Consecutive changes of the same
field of the same thing (typing a price digit by digit, stepping a spin box) merge into
one undo step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand

from ubuild_desktop.core.square import ColourGroup, Space, SpaceKind, SquareBoard, load_board, save_board
from ubuild_desktop.core.square.board import PROPERTY_KINDS, RENT_COUNTS
from ubuild_desktop.core.square.validate import MAX_SPACES, MIN_SPACES, BoardReport, validate_board

from .document import HistoryDocument

MERGE_ID: Final = 0x5b0a  # QUndoCommand.id of the board's edits that may merge

# What a space of a kind starts with when it becomes that kind (and had no such values):
# the traditional board's cheapest of each.
DEFAULT_PRICE: Final = {SpaceKind.STREET: 60, SpaceKind.STATION: 200, SpaceKind.UTILITY: 150}
DEFAULT_RENTS: Final = {
    SpaceKind.STREET: (2, 10, 30, 90, 160, 250),
    SpaceKind.STATION: (25, 50, 100, 200),
    SpaceKind.UTILITY: (4, 10),
}
DEFAULT_HOUSE_PRICE: Final = 50
DEFAULT_TAX: Final = 100
CORNER_KINDS: Final = (SpaceKind.GO, SpaceKind.JAIL, SpaceKind.FREE_PARKING, SpaceKind.GO_TO_JAIL)
ONE_ONLY: Final = (SpaceKind.GO, SpaceKind.JAIL, SpaceKind.GO_TO_JAIL)  # the validator allows one of each


class BoardEdit(QUndoCommand):
    """One change of the board: ``before`` and ``after`` are whole boards (frozen values).

    ``key`` names what changed (a space's field, a group's); two edits with the same key in
    a row merge into one step, keeping the first ``before``.
    """

    def __init__(self, document: BoardDocument, label: str, before: SquareBoard, after: SquareBoard,
                 key: tuple[object, ...] | None = None) -> None:
        super().__init__(label)
        self._document = document
        self.before = before
        self.after = after
        self.key = key

    def id(self) -> int:
        return MERGE_ID if self.key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(other, BoardEdit) or other.key != self.key or self.key is None:
            return False
        self.after = other.after
        if self.after == self.before:  # typed back to what it was: no step at all
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        self._document._replace(self.after)

    def undo(self) -> None:
        self._document._replace(self.before)


class BoardDocument(HistoryDocument):
    """The square board being edited, where it lives on disk, and how it got there.

    Signals: ``boardChanged(SquareBoard)`` after every change (an edit, an undo, a redo, a
    load); ``pathChanged`` and ``modifiedChanged`` as every :class:`HistoryDocument`'s.
    """

    boardChanged = Signal(object)

    def __init__(self, board: SquareBoard, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(board, path, parent)

    def _check(self, value: object) -> BoardReport:
        assert isinstance(value, SquareBoard)
        return validate_board(value)

    def _write(self, value: object, path: Path) -> None:
        assert isinstance(value, SquareBoard)
        save_board(value, path)

    def _emit_changed(self, value: object) -> None:
        self.boardChanged.emit(value)

    @property
    def board(self) -> SquareBoard:
        assert isinstance(self._value, SquareBoard)
        return self._value

    @property
    def report(self) -> BoardReport:
        assert isinstance(self._report, BoardReport)
        return self._report

    def change(self, label: str, after: SquareBoard, key: tuple[object, ...] | None = None) -> bool:
        """Make ``after`` the board, as one undo step (merged with the last one of the same
        ``key``); nothing happens if it is the board already. True if the board changed."""
        if after == self.board:
            return False
        self.undo_stack.push(BoardEdit(self, label, self.board, after, key))
        return True

    def open(self, path: Path) -> None:
        """Load ``path``; raises ``BoardFileError`` and leaves the document as it was."""
        self.reset(load_board(path), path)


# --------------------------------------------------------------------- new boards


def with_space(board: SquareBoard, index: int, **changes: object) -> SquareBoard:
    """``board`` with space ``index``'s fields changed (checked by the models)."""
    spaces = list(board.spaces)
    spaces[index] = Space.model_validate({**spaces[index].model_dump(), **changes})
    return board.model_copy(update={"spaces": tuple(spaces)})


def with_board(board: SquareBoard, **changes: object) -> SquareBoard:
    """``board`` with its own fields (name, salary, stock...) changed (checked by the models)."""
    data = board.model_dump()
    data.update(changes)
    return SquareBoard.model_validate(data)


def kind_changed(space: Space, kind: SpaceKind) -> dict[str, object]:
    """The fields of ``space`` once it is a ``kind``: what the new kind has no use for is
    cleared, what it needs and lacks starts at the traditional board's cheapest values
    (kept where the space had them already: a station turned into a utility keeps its price)."""
    fields: dict[str, object] = {"kind": kind}
    property_kind = kind in PROPERTY_KINDS
    fields["price"] = (space.price or DEFAULT_PRICE[kind]) if property_kind else 0
    wanted = RENT_COUNTS.get(kind.value, 0)
    fields["rents"] = (space.rents if len(space.rents) == wanted else DEFAULT_RENTS[kind]) if property_kind else ()
    fields["group"] = space.group if kind is SpaceKind.STREET else None
    fields["house_price"] = (space.house_price or DEFAULT_HOUSE_PRICE) if kind is SpaceKind.STREET else 0
    fields["tax"] = (space.tax or DEFAULT_TAX) if kind is SpaceKind.TAX else 0
    fields["tax_percent"] = space.tax_percent if kind is SpaceKind.TAX else 0
    return fields


def kinds_offered(board: SquareBoard, index: int, corners: frozenset[int]) -> list[SpaceKind]:
    """The kinds space ``index`` may be made: any regular kind; GO on the first space only;
    jail, Free Parking and Go to Jail on a corner of the ring (``corners``), jail and Go to
    Jail only where the board has no other. The space's own kind is always listed."""
    current = board.spaces[index].kind
    offered = []
    for kind in SpaceKind:
        if kind is current:
            offered.append(kind)
        elif kind is SpaceKind.GO:
            if index == 0:
                offered.append(kind)
        elif kind in CORNER_KINDS:
            taken = kind in ONE_ONLY and any(other.kind is kind for other in board.spaces)
            if index in corners and index != 0 and not taken:
                offered.append(kind)
        elif index != 0:
            offered.append(kind)
    return offered


def _unused_id(taken: set[str], stem: str) -> str:
    number = 1
    while f"{stem}-{number}" in taken:
        number += 1
    return f"{stem}-{number}"


def insert_space(board: SquareBoard, after: int, name: str, name_es: str) -> tuple[SquareBoard, int]:
    """``board`` with a new Chance space after space ``after``, and the new space's index
    (a Chance space needs nothing more: the board stays as valid as it was). Raises
    ValueError on a board of :data:`MAX_SPACES` spaces."""
    if len(board.spaces) >= MAX_SPACES:
        raise ValueError(f"a square board has at most {MAX_SPACES} spaces")
    space = Space(id=_unused_id({s.id for s in board.spaces}, "space"), kind=SpaceKind.CHANCE, name=name, name_es=name_es)
    spaces = list(board.spaces)
    spaces.insert(after + 1, space)
    return board.model_copy(update={"spaces": tuple(spaces)}), after + 1


def remove_space(board: SquareBoard, index: int) -> SquareBoard:
    """``board`` without space ``index``. Raises ValueError on a board of :data:`MIN_SPACES`
    spaces, and for GO (the first space), which every board keeps."""
    if len(board.spaces) <= MIN_SPACES:
        raise ValueError(f"a square board has at least {MIN_SPACES} spaces")
    if index == 0:
        raise ValueError("the first space is GO")
    spaces = list(board.spaces)
    del spaces[index]
    return board.model_copy(update={"spaces": tuple(spaces)})


def with_group(board: SquareBoard, number: int, **changes: object) -> SquareBoard:
    """``board`` with colour group ``number`` (its place in ``board.groups``) changed; a new id
    is not offered, so the streets keep their group."""
    groups = list(board.groups)
    groups[number] = ColourGroup.model_validate({**groups[number].model_dump(), **changes})
    return board.model_copy(update={"groups": tuple(groups)})


GROUP_COLOURS: Final = ("#8b4513", "#87ceeb", "#d93a96", "#f7941d", "#ed1b24", "#fef200", "#1fb25a", "#0072bb")


def add_group(board: SquareBoard, name: str, name_es: str) -> SquareBoard:
    """``board`` with a new colour group (its marker the first letter no group uses)."""
    used = {g.marker for g in board.groups} | {g.shown_marker(True) for g in board.groups}
    letter = next((c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in used), "Z")
    colour = GROUP_COLOURS[len(board.groups) % len(GROUP_COLOURS)]
    group = ColourGroup(id=_unused_id({g.id for g in board.groups}, "group"), name=name, name_es=name_es,
                        colour=colour, marker=letter)
    return board.model_copy(update={"groups": (*board.groups, group)})


def remove_group(board: SquareBoard, number: int) -> SquareBoard:
    """``board`` without colour group ``number``; its streets are left without a group (the
    validator then names each, for the user to give it another)."""
    gone = board.groups[number].id
    groups = tuple(g for n, g in enumerate(board.groups) if n != number)
    spaces = tuple(s.model_copy(update={"group": None}) if s.group == gone else s for s in board.spaces)
    return board.model_copy(update={"groups": groups, "spaces": spaces})
