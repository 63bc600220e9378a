"""Reading and writing track files, and the built-in tracks.

A track file is JSON with a ``format_version``. Loading goes: size limit -> UTF-8 ->
JSON -> migrations on the raw dict (oldest first) -> pydantic validation with unknown
fields rejected. Any failure raises :class:`TrackFileError`, whose message names the
file and the problem in one line. Saving is atomic: a temporary file in the same folder,
flushed to disk, then renamed over the target.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ._gc import gc_paused
from .i18n import QT_TRANSLATE_NOOP
from .jsonfile import FileMessageError, builtin_names, decode_json, describe_validation_error, file_error, format_version_of, read_file_bytes
from .limits import MAX_TRACK_FILE_BYTES
from .track import FORMAT_VERSION, Track

# Saving any file atomically has its own module (no track model in it); its names are
# trackfile's too, where the track editor and older callers find them.
from .atomicfile import (  # noqa: F401
    atomic_write_bytes, atomic_write_text, leftover_temporaries, remove_leftover_temporaries, temporary_beside,
)

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
