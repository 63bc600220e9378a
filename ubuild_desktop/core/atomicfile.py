"""Saving a file atomically (temp file + rename): a crash, a kill or a full disk leaves
either the old file or the new one, never a part of it; and finding the temporary files a
killed program left (:func:`leftover_temporaries`). Every save of the program goes through
here: tracks, boards, games, journals, exports, reports. Nothing but the standard library,
so that a rule set or a window that saves imports no track model."""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path


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


__all__ = ["atomic_write_bytes", "atomic_write_text", "leftover_temporaries", "remove_leftover_temporaries", "temporary_beside"]
