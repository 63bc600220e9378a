"""Reading and writing square board files, and the built-in boards.

A board file is JSON with a ``format_version``, read the way track files are
(``core/jsonfile.py``): regular file only, size limit, UTF-8, JSON syntax, version, then
the models of ``board.py`` with unknown fields refused. Any failure raises
:class:`BoardFileError`, one line naming the file and the problem. Saving is atomic
(``atomicfile.atomic_write_text``). Game-level checks are ``validate.validate_board``'s.
"""

from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path

from pydantic import ValidationError

from ..i18n import QT_TRANSLATE_NOOP
from ..jsonfile import FileMessageError, builtin_names, decode_json, describe_validation_error, file_error, format_version_of, read_file_bytes
from ..limits import MAX_BOARD_FILE_BYTES
from ..atomicfile import atomic_write_text
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
    return builtin_names(BUILTIN_DIR)


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
