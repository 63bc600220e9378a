"""Recovery files: the unsaved track, written in the background, offered again after a crash.

Every editor window owns one :class:`RecoveryFile` in ``userdata.subfolder("recovery")``:
``<id>.json`` (a normal track file), ``<id>.meta.json`` (which file it was, when) and
``<id>.lock``, a :class:`QLockFile` held while the window lives. The user's own file is
never written here. A clean close or a save deletes the recovery file; after a crash
the lock is stale, and :func:`orphaned` finds the file so the next editor can offer it.

The writes happen on a worker thread (tracks are immutable values, so handing one over
is safe); :meth:`RecoveryFile.flush` waits for them.
"""

from __future__ import annotations

import json
import logging
import uuid
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QLockFile

from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import TrackFileError, atomic_write_text, dump_track, load_track
from ubuild_desktop.core.userdata import subfolder

log = logging.getLogger(__name__)

FOLDER = "recovery"


def recovery_folder() -> Path:
    return subfolder(FOLDER)


def _lock(folder: Path, ident: str) -> QLockFile:
    lock = QLockFile(str(folder / f"{ident}.lock"))
    lock.setStaleLockTime(0)  # stale only when the owning process is gone, never by age
    return lock


class RecoveryFile:
    """The recovery file of one editor window."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else recovery_folder()
        self.ident = uuid.uuid4().hex
        self.track_path = self.folder / f"{self.ident}.json"
        self.meta_path = self.folder / f"{self.ident}.meta.json"
        self._lock = _lock(self.folder, self.ident)
        self._lock.tryLock(0)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ubuild-recovery")
        self._pending: Future[None] | None = None
        self.last_error: OSError | None = None

    def write(self, track: Track, original: Path | None) -> None:
        """Write ``track`` in the background (the latest call wins)."""
        self._pending = self._executor.submit(self._write, track, original)

    def _write(self, track: Track, original: Path | None) -> None:
        meta = {
            "original": str(original) if original is not None else None,
            "name": track.name,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        }
        try:
            atomic_write_text(self.track_path, dump_track(track))
            atomic_write_text(self.meta_path, json.dumps(meta, indent=2) + "\n")
            self.last_error = None
        except OSError as exc:  # a full disk must not take the editor down
            self.last_error = exc
            log.warning("cannot write the recovery file %s: %s", self.track_path, exc)

    def flush(self) -> None:
        """Wait for the write in progress, if any."""
        pending = self._pending
        if pending is not None:
            pending.result()

    @property
    def exists(self) -> bool:
        return self.track_path.exists()

    def discard(self) -> None:
        """Delete the recovery file (after a save, or when the changes are given up)."""
        self.flush()
        for path in (self.track_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("cannot delete the recovery file %s: %s", path, exc)

    def close(self) -> None:
        """A clean end: delete the file, release the lock, stop the worker."""
        self.discard()
        self._executor.shutdown(wait=True)
        self._lock.unlock()


@dataclass(frozen=True)
class Recoverable:
    """A recovery file whose editor is gone (it crashed or was killed)."""

    track_path: Path
    meta_path: Path
    original: Path | None
    name: str
    saved_at: datetime | None

    def load(self) -> Track:
        """The recovered track; raises ``TrackFileError`` if the file is damaged."""
        return load_track(self.track_path)

    def discard(self) -> None:
        for path in (self.track_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


def orphaned(folder: Path | None = None) -> list[Recoverable]:
    """Recovery files no running editor holds, newest first."""
    if folder is None:
        try:
            folder = recovery_folder()
        except OSError:  # no data folder: nothing was recovered there
            return []
    found: list[Recoverable] = []
    for meta_path in folder.glob("*.meta.json"):
        ident = meta_path.name.removesuffix(".meta.json")
        track_path = folder / f"{ident}.json"
        lock = _lock(folder, ident)
        if not lock.tryLock(0):
            continue  # a live editor (in this process or another) owns it
        lock.unlock()
        if not track_path.exists():
            meta_path.unlink(missing_ok=True)
            continue
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                raise ValueError("not an object")
        except (OSError, ValueError):
            meta = {}
        original = meta.get("original")
        saved_at = None
        try:
            saved_at = datetime.fromisoformat(str(meta.get("saved_at")))
        except ValueError:
            pass
        found.append(
            Recoverable(
                track_path=track_path,
                meta_path=meta_path,
                original=Path(original) if isinstance(original, str) and original else None,
                name=str(meta.get("name") or track_path.stem),
                saved_at=saved_at,
            )
        )
    found.sort(key=lambda r: r.track_path.stat().st_mtime, reverse=True)
    return found


__all__ = ["Recoverable", "RecoveryFile", "TrackFileError", "orphaned", "recovery_folder"]
