"""Edits to a track as commands with ``apply`` and ``revert``.

Every change the editor makes is one of these, so undo and redo are exact: ``revert``
restores the very track ``apply`` was given. A command holds the pieces before and after,
never indices into a live list, and works on immutable :class:`Track` values.

The editor wraps each command in a thin ``QUndoCommand``; nothing here knows about Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .lattice import Cell
from .track import Placement, Track


class EditError(ValueError):
    """An edit that does not fit the track it is applied to."""


class Edit(Protocol):
    """A reversible change to a track."""

    @property
    def label(self) -> str: ...

    def apply(self, track: Track) -> Track: ...

    def revert(self, track: Track) -> Track: ...


@dataclass(frozen=True)
class AddPieces:
    """Put new pieces on the table (dropped from the palette, pasted, duplicated)."""

    pieces: tuple[Placement, ...]
    label: str = "Add piece"

    def apply(self, track: Track) -> Track:
        used = {p.id for p in track.pieces}
        clash = [p.id for p in self.pieces if p.id in used]
        if clash:
            raise EditError(f"piece id {clash[0]!r} is already on the table")
        return track.model_copy(update={"pieces": track.pieces + self.pieces})

    def revert(self, track: Track) -> Track:
        gone = {p.id for p in self.pieces}
        return track.model_copy(update={"pieces": tuple(p for p in track.pieces if p.id not in gone)})


@dataclass(frozen=True)
class RemovePieces:
    """Take pieces off the table; ``revert`` puts them back where they were in the list."""

    removed: tuple[tuple[int, Placement], ...]  # (position in the piece list, piece), ascending
    label: str = "Delete"

    @classmethod
    def of(cls, track: Track, ids: Iterable[str], label: str = "Delete") -> RemovePieces:
        wanted = set(ids)
        removed = tuple((i, p) for i, p in enumerate(track.pieces) if p.id in wanted)
        if len(removed) != len(wanted):
            missing = wanted - {p.id for _, p in removed}
            raise EditError(f"no piece {sorted(missing)[0]!r} on the table")
        return cls(removed, label)

    def apply(self, track: Track) -> Track:
        gone = {p.id for _, p in self.removed}
        return track.model_copy(update={"pieces": tuple(p for p in track.pieces if p.id not in gone)})

    def revert(self, track: Track) -> Track:
        pieces = list(track.pieces)
        for index, piece in self.removed:
            pieces.insert(index, piece)
        return track.model_copy(update={"pieces": tuple(pieces)})


@dataclass(frozen=True)
class ReplacePieces:
    """Change pieces in place (move, rotate, re-aim); ids stay the same."""

    before: tuple[Placement, ...]
    after: tuple[Placement, ...]
    label: str = "Move"

    def __post_init__(self) -> None:
        if [p.id for p in self.before] != [p.id for p in self.after]:
            raise EditError("a replacement must keep the pieces' ids")

    def apply(self, track: Track) -> Track:
        return _substitute(track, self.before, self.after)

    def revert(self, track: Track) -> Track:
        return _substitute(track, self.after, self.before)


@dataclass(frozen=True)
class SetProperties:
    """Change track-wide settings: name, preset, railroads, boxes, direction..."""

    before: Mapping[str, Any]
    after: Mapping[str, Any]
    label: str = "Change track settings"

    @classmethod
    def of(cls, track: Track, label: str = "Change track settings", **changes: Any) -> SetProperties:
        unknown = set(changes) - (set(Track.model_fields) - {"pieces", "format_version"})
        if unknown:
            raise EditError(f"no track setting {sorted(unknown)[0]!r}")
        return cls({k: getattr(track, k) for k in changes}, dict(changes), label)

    def apply(self, track: Track) -> Track:
        return Track.model_validate({**track.model_dump(), **self.after})

    def revert(self, track: Track) -> Track:
        return Track.model_validate({**track.model_dump(), **self.before})


@dataclass(frozen=True)
class Compound:
    """Several edits as one undo step (a gesture)."""

    edits: tuple[Edit, ...]
    label: str = "Edit"

    def apply(self, track: Track) -> Track:
        for edit in self.edits:
            track = edit.apply(track)
        return track

    def revert(self, track: Track) -> Track:
        for edit in reversed(self.edits):
            track = edit.revert(track)
        return track


def _substitute(track: Track, old: tuple[Placement, ...], new: tuple[Placement, ...]) -> Track:
    replacement = {p.id: p for p in new}
    expected = {p.id: p for p in old}
    pieces = []
    found = 0
    for piece in track.pieces:
        if piece.id in replacement:
            if piece != expected[piece.id]:
                raise EditError(f"piece {piece.id!r} is not where the edit expects it")
            pieces.append(replacement[piece.id])
            found += 1
        else:
            pieces.append(piece)
    if found != len(replacement):
        raise EditError("some pieces of the edit are not on the table")
    return track.model_copy(update={"pieces": tuple(pieces)})


# --- Building edits from gestures -------------------------------------------------------


def move(track: Track, ids: Iterable[str], dq: int, dr: int, label: str = "Move") -> ReplacePieces:
    """Shift the pieces ``ids`` by ``(dq, dr)``."""
    before = _pieces(track, ids)
    return ReplacePieces(before, tuple(p.moved(dq, dr) for p in before), label)


def rotate(track: Track, ids: Iterable[str], steps: int, pivot: Cell | None = None, label: str = "Rotate") -> ReplacePieces:
    """Turn the pieces ``ids`` clockwise by ``steps`` x 60 degrees about ``pivot``.

    Without a pivot a single piece turns about its own anchor hex and a group about the
    anchor of its first piece.
    """
    before = _pieces(track, ids)
    if not before:
        raise EditError("nothing to rotate")
    centre = pivot if pivot is not None else before[0].cell
    return ReplacePieces(before, tuple(p.rotated(steps, centre) for p in before), label)


def aim(track: Track, piece_id: str, connector: int, direction: int, label: str = "Re-aim end") -> ReplacePieces:
    """Point connector ``connector`` of a piece at absolute ``direction`` (0..5)."""
    (piece,) = _pieces(track, [piece_id])
    connectors = list(piece.connector_directions)
    if not 0 <= connector < len(connectors):
        raise EditError(f"{piece_id} has no connector {connector}")
    connectors[connector] = (direction - piece.rotation) % 6
    try:
        after = piece.model_copy(update={"connectors": tuple(connectors)})
        Placement.model_validate(after.model_dump())
    except ValueError as exc:
        raise EditError(f"{piece_id}: {exc}") from None
    return ReplacePieces((piece,), (after,), label)


def _pieces(track: Track, ids: Iterable[str]) -> tuple[Placement, ...]:
    wanted = list(dict.fromkeys(ids))
    by_id = {p.id: p for p in track.pieces}
    missing = [i for i in wanted if i not in by_id]
    if missing:
        raise EditError(f"no piece {missing[0]!r} on the table")
    return tuple(by_id[i] for i in wanted)


@dataclass
class History:
    """A plain undo stack for headless use and tests (the editor uses QUndoStack)."""

    track: Track
    done: list[Edit] = field(default_factory=list)
    undone: list[Edit] = field(default_factory=list)

    def push(self, edit: Edit) -> Track:
        self.track = edit.apply(self.track)
        self.done.append(edit)
        self.undone.clear()
        return self.track

    def undo(self) -> Track:
        edit = self.done.pop()
        self.track = edit.revert(self.track)
        self.undone.append(edit)
        return self.track

    def redo(self) -> Track:
        edit = self.undone.pop()
        self.track = edit.apply(self.track)
        self.done.append(edit)
        return self.track
