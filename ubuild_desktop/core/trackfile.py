"""Reading and writing track files, and the built-in tracks.

A track file is JSON with a ``format_version``. Loading goes: size limit -> UTF-8 ->
JSON -> migrations on the raw dict (oldest first) -> pydantic validation with unknown
fields rejected. Any failure raises :class:`TrackFileError`, whose message names the
file and the problem in one line. Saving is atomic: a temporary file in the same folder,
flushed to disk, then renamed over the target.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import stat
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ._gc import gc_paused
from .i18n import QT_TRANSLATE_NOOP
from .jsonfile import FileMessageError, builtin_names, decode_json, file_error, format_version_of, read_file_bytes
from .limits import MAX_TRACK_FILE_BYTES
from .track import FORMAT_VERSION, Track

TRACK_MIME_TYPE = "application/x-ubuild-track+json"  # a track document on the clipboard
MAX_FILE_BYTES = MAX_TRACK_FILE_BYTES

# Migrations: MIGRATIONS[n] turns a raw format-n dict into a format-(n+1) dict.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}
FIRST_FORMAT_VERSION = 1  # the oldest format a migration chain exists for

BUILTIN_DIR = "tracks"


class TrackFileError(FileMessageError):
    """A track file could not be read; the message names the file and the problem (one line, bounded)."""


def parse_track(text: str | bytes, source: str = "<track>") -> Track:
    """Parse track file content; ``source`` names it in error messages."""
    return track_from_dict(decode_json(text, source, MAX_FILE_BYTES, TrackFileError, "track"), source)


def track_from_dict(raw: object, source: str = "<track>") -> Track:
    """Validate a raw decoded track document, migrating older formats first."""
    if not isinstance(raw, dict):
        raise TrackFileError(f"{source}: not a track file (expected a JSON object, found {type(raw).__name__})")
    version = format_version_of(raw, source, FIRST_FORMAT_VERSION, FORMAT_VERSION, TrackFileError, "track")
    while version < FORMAT_VERSION:
        raw = MIGRATIONS[version](dict(raw))  # each step sees a plain dict of its own format
        version += 1
        raw["format_version"] = version
    try:
        with gc_paused():
            return Track.model_validate(raw)
    except ValidationError as exc:
        raise TrackFileError(f"{source}: {describe_validation_error(exc)}") from None
    except RecursionError:
        raise TrackFileError(f"{source}: not a track file (nested too deeply)") from None


def describe_validation_error(exc: ValidationError) -> str:
    """The first problem of a pydantic error as "where: what", plus how many more."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    where = ".".join(str(part) for part in first["loc"]) or "the document"
    message = str(first["msg"]).removeprefix("Value error, ")
    more = f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})" if len(errors) > 1 else ""
    return f"{where}: {message}{more}"


def load_track(path: str | os.PathLike[str]) -> Track:
    """Read a track file from disk."""
    return parse_track(read_file_bytes(path, MAX_FILE_BYTES, TrackFileError, "track"), str(path))


def dump_track(track: Track) -> str:
    """The file content for ``track`` (stable key order, one piece per line for diffs)."""
    doc = track.model_dump(mode="json", exclude_none=True)
    pieces = doc.pop("pieces", [])
    head = json.dumps(doc, indent=2, ensure_ascii=False)
    lines = ",\n".join("    " + json.dumps(p, ensure_ascii=False) for p in pieces)
    return head[:-2] + ',\n  "pieces": [\n' + lines + "\n  ]\n}\n"


def save_track(track: Track, path: str | os.PathLike[str]) -> None:
    """Write ``track`` to ``path`` atomically (temp file + rename)."""
    atomic_write_text(Path(path), dump_track(track))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that a crash leaves either the old or the new file."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file,
    and a full disk or any other failure to write all of it leaves the old file (or none)
    and raises ``OSError`` naming ``path``: the data is written, flushed and synced before
    the rename, and a short write is an error."""
    fd, tmp = _create_temporary(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            if handle.write(data) != len(data):
                raise OSError(errno.EIO, "the file was written only in part", str(path))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as error:
        _remove_quietly(tmp)
        if error.filename == tmp or error.filename is None:  # name the file the user asked for
            raise OSError(error.errno, error.strerror, str(path)) from error
        raise
    except BaseException:
        _remove_quietly(tmp)
        raise


def _remove_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def _create_temporary(path: Path) -> tuple[int, str]:
    """Create a new temporary file beside ``path`` (``.NAME.XXXXXXXX.tmp``) and open it for
    writing: (its descriptor, its path). It gets the permissions the saved file should
    have once renamed onto ``path``: those of the file it replaces, else what the user's
    umask gives any new file (0644 under the usual 022), as any program's save would;
    ``tempfile.mkstemp`` would make every saved file readable by its owner only."""
    folder = path.parent if str(path.parent) else Path(".")
    try:
        keep: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        keep = None
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = str(folder / f"{_temporary_prefix(path)}{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(tmp, flags, 0o666)  # the umask applies
        except FileExistsError:
            continue
        if keep is not None:
            try:
                os.chmod(tmp, keep)
            except OSError:
                pass  # a folder that keeps no permissions (some network or FAT mounts)
        return fd, tmp
    raise FileExistsError(f"{path}: no free temporary name beside it")


def temporary_beside(path: Path) -> Path:
    """A new empty temporary file in ``path``'s folder, named as :func:`atomic_write_text` names
    its own (so :func:`remove_leftover_temporaries` finds one a killed program left), with
    the permissions a saved file gets: write it, then ``os.replace`` it onto ``path``, or
    delete it. Raises ``OSError``."""
    fd, tmp = _create_temporary(path)
    os.close(fd)
    return Path(tmp)


def leftover_temporaries(path: Path) -> list[Path]:
    """Temporary files that :func:`atomic_write_text` left beside ``path`` when the program
    was killed mid-save (``.NAME.*.tmp``, regular files only): nothing else ever reads them."""
    folder = path.parent if str(path.parent) else Path(".")
    prefix = _temporary_prefix(path)
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return sorted(entry for entry in entries
                  if entry.name.startswith(prefix) and entry.name.endswith(".tmp") and not entry.is_symlink()
                  and entry.is_file())


def remove_leftover_temporaries(path: Path) -> int:
    """Remove :func:`leftover_temporaries` of ``path`` (at start, before the first save); how many went."""
    removed = 0
    for entry in leftover_temporaries(path):
        try:
            entry.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def builtin_track_names() -> list[str]:
    """Names of the tracks that come with the program ("starter", "classic", ...)."""
    return builtin_names(BUILTIN_DIR)


def load_builtin(name: str) -> Track:
    """A built-in track by name."""
    if name not in builtin_track_names():
        raise file_error(TrackFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: no built-in track of that name ({names})"),
                         file=name, names=", ".join(builtin_track_names()))
    resource = resources.files("ubuild_desktop") / "data" / BUILTIN_DIR / f"{name}.json"
    return parse_track(resource.read_bytes(), f"built-in track {name!r}")


def resolve_track(ref: str) -> Track:
    """A built-in track name or a path to a track file."""
    if ref in builtin_track_names() and not Path(ref).exists():
        return load_builtin(ref)
    return load_track(ref)
