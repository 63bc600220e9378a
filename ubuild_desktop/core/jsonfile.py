"""Reading a JSON document from an untrusted file: size, encoding, syntax, version; one-line errors.

Track files, game files and the play view's saves all come through here, so a broken or
hostile file gets the same clear message whatever kind it is: the message names the file
and says what is wrong, and the caller's own error class carries it. Those classes derive
from :class:`FileMessageError`, the one place every such message passes through: it is
always one line, control characters escaped, at most ``limits.MAX_MESSAGE_CHARS`` long.
The messages made here also keep their English template and params (marked with
``QT_TRANSLATE_NOOP("FileErrors", ...)``), so a view or a command can show them in the
user's language (``ubuild_desktop.words.file_error_text``).
"""

from __future__ import annotations

import json
import os
import stat
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ._gc import gc_paused
from .i18n import QT_TRANSLATE_NOOP
from .limits import MAX_MESSAGE_CHARS, MAX_QUOTED_CHARS
from .usertext import terminal

if TYPE_CHECKING:
    from pydantic import ValidationError


class FileMessageError(ValueError):
    """An error about what a file (or a text from one) holds, with a message fit to show.

    Whatever the message is built from (a hostile key, a 200,000-character action, a
    pydantic text), it is stored as :func:`one_line` makes it: one line, control characters
    escaped, at most :data:`~.limits.MAX_MESSAGE_CHARS` characters.
    """

    def __init__(self, message: object = "", *, template: str = "", params: dict[str, object] | None = None) -> None:
        super().__init__(one_line(str(message), MAX_MESSAGE_CHARS))
        self.template = template
        """The English template of the message ("" for a message made without one)."""
        self.params: dict[str, object] = dict(params or {})
        """The template's params; ``kind`` is one of :data:`KIND_WORDS`."""


KIND_WORDS = (QT_TRANSLATE_NOOP("FileErrors", "track"), QT_TRANSLATE_NOOP("FileErrors", "game"),
              QT_TRANSLATE_NOOP("FileErrors", "board"))
"""The kinds of file a message names (the ``kind`` param), marked for translation."""


_Error = TypeVar("_Error", bound=FileMessageError)


def file_error(error: type[_Error], template: str, **params: object) -> _Error:
    """``error`` with the message ``template`` makes from ``params``, keeping both to
    translate (a whole number written the English way, "100,000", in the message: a view
    writes it the user's way)."""
    english = {key: f"{value:,}" if type(value) is int else value for key, value in params.items()}
    return error(template.format(**english), template=template, params=params)


def read_file_bytes(path: str | os.PathLike[str], max_bytes: int, error: type[FileMessageError], kind: str) -> bytes:
    """The bytes of ``path``, refused before opening if not a regular file or larger than ``max_bytes``."""
    path = Path(path)
    shown = one_line(str(path))  # a long path keeps its file name
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(info.st_mode):  # a FIFO or a device: opening one for reading can block
            raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: {special}, not a {kind} file"),
                             file=shown, special=_special_kind(info.st_mode), kind=kind)
        size = info.st_size
        if size > max_bytes:
            raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: the file is {size} bytes, more than the {limit} allowed"),
                             file=shown, size=size, limit=max_bytes)
        with path.open("rb") as handle:
            return handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: no such file"), file=shown) from None
    except IsADirectoryError:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: is a folder, not a {kind} file"), file=shown, kind=kind) from None
    except OSError as exc:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: cannot be read ({reason})"), file=shown,
                         reason=exc.strerror or exc) from None


def one_line(text: str, limit: int = 200) -> str:
    """``text`` for a one-line message: control characters escaped, at most ``limit`` characters.

    A long text keeps its start and its end (a path's file name) around an ellipsis.
    """
    shown = terminal(text)
    if len(shown) <= limit:
        return shown
    head = (limit - 1) * 2 // 3
    return shown[:head] + "\u2026" + shown[len(shown) - (limit - 1 - head):]


def quoted(value: object) -> str:
    """``repr(value)`` for quoting a file's value in a message: at most
    :data:`~.limits.MAX_QUOTED_CHARS` characters, control characters escaped."""
    return one_line(repr(value), MAX_QUOTED_CHARS)


def _special_kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def decode_json(data: str | bytes, source: str, max_bytes: int, error: type[FileMessageError], kind: str) -> object:
    """The JSON value in ``data``; ``source`` names the file in the messages."""
    if len(data) > max_bytes:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: the file is {size} bytes, more than the {limit} allowed"),
                         file=source, size=len(data), limit=max_bytes)
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: not a {kind} file (binary data, not UTF-8 text)"),
                             file=source, kind=kind) from None
    if "\x00" in data:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: not a {kind} file (binary data)"), file=source, kind=kind)
    try:
        with gc_paused():  # a big document is a burst of acyclic objects
            return json.loads(data)
    except json.JSONDecodeError as exc:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: not valid JSON (line {line}, column {column}: {reason})"),
                         file=source, line=exc.lineno, column=exc.colno, reason=exc.msg) from None
    except RecursionError:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: not a {kind} file (JSON nested too deeply)"),
                         file=source, kind=kind) from None
    except ValueError as exc:  # e.g. a number too long to read (Python's digit limit)
        raise error(f"{source}: not a {kind} file ({exc})") from None


def format_version_of(
    raw: dict[str, Any], source: str, oldest: int, newest: int, error: type[FileMessageError], kind: str
) -> int:
    """The document's ``format_version``, checked to be one this program reads (``oldest..newest``)."""
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: format_version is missing or not a whole number"), file=source)
    if version > newest:
        raise file_error(
            error, QT_TRANSLATE_NOOP("FileErrors", "{file}: made by a newer U-Build Desktop ({kind} format {version}; this "
                                                   "program reads up to {newest}). Please update the program to open it."),
            file=source, kind=kind, version=version, newest=newest)
    if version < oldest:
        raise file_error(error, QT_TRANSLATE_NOOP("FileErrors", "{file}: format_version {version} is not a {kind} format"),
                         file=source, version=version, kind=kind)
    return version


def builtin_names(folder: str) -> list[str]:
    """The names of the documents that come with the program in ``ubuild_desktop/data/folder``
    (a rule set's built-in boards: "starter", "classic"... in ``tracks``), sorted."""
    found = resources.files("ubuild_desktop") / "data" / folder
    return sorted(entry.name.removesuffix(".json") for entry in found.iterdir() if entry.name.endswith(".json"))


def describe_validation_error(exc: ValidationError) -> str:
    """The first problem of a pydantic error as "where: what", plus how many more."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    where = ".".join(str(part) for part in first["loc"]) or "the document"
    message = str(first["msg"]).removeprefix("Value error, ")
    more = f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})" if len(errors) > 1 else ""
    return f"{where}: {message}{more}"
