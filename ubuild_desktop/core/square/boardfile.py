"""Reading and writing square board files, and the built-in boards.

A board file is JSON with a ``format_version``, read the way track files are
(``core/jsonfile.py``): regular file only, size limit, UTF-8, JSON syntax, version, then
the models of ``board.py`` with unknown fields refused. Any failure raises
:class:`BoardFileError`, one line naming the file and the problem. Saving is atomic
(``trackfile.atomic_write_text``). Game-level checks are ``validate.validate_board``'s.
"""

from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path

from pydantic import ValidationError

from ..i18n import QT_TRANSLATE_NOOP
from ..jsonfile import FileMessageError, decode_json, file_error, format_version_of, one_line, read_file_bytes
from ..limits import MAX_BOARD_FILE_BYTES, MAX_TRACK_FILE_BYTES
from ..track import Track
from ..trackfile import TrackFileError, atomic_write_text, describe_validation_error, resolve_track, track_from_dict
from .board import FORMAT_VERSION, SquareBoard

BUILTIN_DIR = "boards"
KIND = "board"  # the file kind's word in messages (jsonfile.KIND_WORDS)


class BoardFileError(FileMessageError):
    """A board file could not be read; the message names the file and the problem (one line, bounded)."""


def parse_board(text: str | bytes, source: str = "<board>") -> SquareBoard:
    """The board in a board file's content; ``source`` names it in error messages."""
    return board_from_dict(decode_json(text, source, MAX_BOARD_FILE_BYTES, BoardFileError, KIND), source)


def board_from_dict(raw: object, source: str = "<board>") -> SquareBoard:
    """The board in a decoded board document, checked against the models."""
    if not isinstance(raw, dict):
        raise BoardFileError(f"{source}: not a board file (expected a JSON object, found {type(raw).__name__})")
    format_version_of(raw, source, 1, FORMAT_VERSION, BoardFileError, KIND)
    if "spaces" not in raw and "pieces" in raw:
        raise BoardFileError(f"{source}: a track file, not a board file")
    try:
        return SquareBoard.model_validate(raw)
    except ValidationError as exc:
        raise BoardFileError(f"{source}: {describe_validation_error(exc)}") from None
    except RecursionError:
        raise BoardFileError(f"{source}: not a board file (nested too deeply)") from None


def load_board(path: str | os.PathLike[str]) -> SquareBoard:
    """Read a board file from disk."""
    return parse_board(read_file_bytes(path, MAX_BOARD_FILE_BYTES, BoardFileError, KIND), str(path))


def dump_board(board: SquareBoard) -> str:
    """The file content for ``board`` (stable key order, one space and one group per line for diffs)."""
    doc = board.model_dump(mode="json")
    if doc.get("fair_start") is None:
        doc.pop("fair_start", None)  # none kept: the file reads as before the rule existed
    spaces = [_compact(space) for space in doc.pop("spaces")]
    groups = doc.pop("groups")
    head = json.dumps(doc, indent=2, ensure_ascii=False)

    def listed(items: list[dict[str, object]]) -> str:
        return "[\n" + ",\n".join("    " + json.dumps(item, ensure_ascii=False) for item in items) + "\n  ]"

    return head[:-2] + f',\n  "groups": {listed(groups)},\n  "spaces": {listed(spaces)}\n}}\n'


def _compact(space: dict[str, object]) -> dict[str, object]:
    """A space's fields without those at their defaults (a GO space is its id, kind and names)."""
    defaults: dict[str, object] = {"group": None, "price": 0, "rents": [], "house_price": 0, "tax": 0, "tax_percent": 0}
    return {key: value for key, value in space.items() if key not in defaults or value != defaults[key]}


def save_board(board: SquareBoard, path: str | os.PathLike[str]) -> None:
    """Write ``board`` to ``path`` atomically (temporary file, then rename)."""
    atomic_write_text(Path(path), dump_board(board))


def builtin_board_names() -> list[str]:
    """Names of the boards that come with the program ("traditional")."""
    folder = resources.files("ubuild_desktop") / "data" / BUILTIN_DIR
    return sorted(entry.name.removesuffix(".json") for entry in folder.iterdir() if entry.name.endswith(".json"))


def load_builtin_board(name: str) -> SquareBoard:
    """A built-in board by name."""
    if name not in builtin_board_names():
        raise file_error(BoardFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: no built-in board of that name ({names})"),
                         file=name, names=", ".join(builtin_board_names()))
    resource = resources.files("ubuild_desktop") / "data" / BUILTIN_DIR / f"{name}.json"
    return parse_board(resource.read_bytes(), f"built-in board {name!r}")


def builtin_differences(board: SquareBoard) -> tuple[str, list[str]] | None:
    """If ``board`` carries the name of a built-in board but is not that board (a saved game
    whose embedded board was edited), that built-in board's name and the fields that differ
    (``rents``, ``price``, ``house_price``, ``name``..., the spaces' and the board's own, each
    once, in the order met); None for a built-in board as it comes, or any other board."""
    for builtin in builtin_board_names():
        original = load_builtin_board(builtin)
        if original.name != board.name:
            continue
        if original == board:
            return None
        theirs, ours = original.model_dump(mode="json"), board.model_dump(mode="json")
        fields: list[str] = []
        spaces_a, spaces_b = theirs.pop("spaces"), ours.pop("spaces")
        for a, b in zip(spaces_a, spaces_b):
            if not b.get("tax_percent"):  # saved before boards had it (issue 24): not an edit
                a.pop("tax_percent", None)
                b.pop("tax_percent", None)
            fields += [key for key in sorted(set(a) | set(b)) if a.get(key) != b.get(key) and key not in fields]
        if len(spaces_a) != len(spaces_b):
            fields.append("spaces")
        fields += [key for key in sorted(set(theirs) | set(ours)) if theirs.get(key) != ours.get(key) and key not in fields]
        return original.name, fields
    return None


def resolve_board_or_track(ref: str) -> SquareBoard | Track:
    """A built-in board or track by name, or the board or track a file holds (``ubuild view``
    and ``ubuild validate`` take either). A file is read once: a JSON object with ``spaces``
    and no ``pieces`` is a board (within the board files' size limit), anything else is read
    as a track. Raises :class:`BoardFileError` or ``TrackFileError`` (both a ``FileMessageError``)."""
    path = Path(ref)
    if not path.exists():
        if ref in builtin_board_names():
            return load_builtin_board(ref)
        return resolve_track(ref)  # a built-in track, or the track loader's "no such file"
    return load_board_or_track(path)


def load_board_or_track(path: str | os.PathLike[str]) -> SquareBoard | Track:
    """The board or track the file ``path`` holds (the New game dialog opens either), read
    once: a JSON object with ``spaces`` and no ``pieces`` is a board (within the board
    files' size limit), anything else is read as a track. Raises :class:`BoardFileError`
    or ``TrackFileError`` (both a ``FileMessageError``), one line naming the file."""
    ref = str(path)
    try:
        data = read_file_bytes(path, MAX_TRACK_FILE_BYTES, TrackFileError, "track")
    except TrackFileError as exc:
        size = exc.params.get("size")
        if isinstance(size, int) and _looks_like_board(_head(path)):  # too big for either: the board's limit
            raise _too_big(ref, size) from None
        raise
    # A file that reads as a board in its first bytes has its errors worded as a board's.
    board_like = _looks_like_board(data[:_HEAD_BYTES])
    error, kind = (BoardFileError, KIND) if board_like else (TrackFileError, "track")
    raw = decode_json(data, ref, MAX_TRACK_FILE_BYTES, error, kind)
    if isinstance(raw, dict) and "spaces" in raw and "pieces" not in raw:
        if len(data) > MAX_BOARD_FILE_BYTES:
            raise _too_big(ref, len(data))
        return board_from_dict(raw, ref)
    if board_like and not isinstance(raw, dict):
        raise BoardFileError(f"{ref}: not a board file (expected a JSON object, found {type(raw).__name__})")
    return track_from_dict(raw, ref)


_HEAD_BYTES = 64 * 1024


def _looks_like_board(head: bytes) -> bool:
    """Whether a file's first bytes read as a board document: a ``"spaces"`` key and no
    ``"pieces"`` (a track's), so its errors can be worded as a board file's."""
    return b'"spaces"' in head and b'"pieces"' not in head


def _head(path: str | os.PathLike[str]) -> bytes:
    """The first bytes of a regular file (b"" if it cannot be read)."""
    try:
        with open(path, "rb") as handle:
            return handle.read(_HEAD_BYTES)
    except OSError:
        return b""


def _too_big(ref: str, size: int) -> BoardFileError:
    return file_error(BoardFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: the file is {size} bytes, more than the {limit} allowed"),
                      file=one_line(ref), size=size, limit=MAX_BOARD_FILE_BYTES)
