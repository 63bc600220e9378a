"""Which running program plays an autosaved game: one lock file per game (Qt's QLockFile).

A game window holds its game's lock for as long as it is open (``play/files.py``'s
:class:`~ubuild_desktop.play.files.Autosave` takes it when the game is started or resumed),
so a second copy of the program never writes into that game's files: Home shows the game
as in use and will not resume it twice. The lock file (``game-….lock`` beside the
snapshot) names the process that holds it; a lock whose process is gone (a crash, a kill)
is stale and taken over at once. Age alone never makes a lock stale (a game may stay open
for hours without writing the lock file again).

Core stays Qt-free: this module is the Qt layer's, beside the windows that use it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_SUFFIX = ".lock"


def lock_path(game: Path) -> Path:
    """The lock file of the game whose snapshot is ``game``."""
    return game.with_suffix(LOCK_SUFFIX)


class GameLock:
    """The lock of one game; :meth:`acquire` it before writing the game's files."""

    def __init__(self, game: Path) -> None:
        self.game = game
        self._lock = QLockFile(str(lock_path(game)))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age

    def acquire(self) -> bool:
        """Take the lock now (a stale one is taken over); False if a running program holds it."""
        if self._lock.isLocked():
            return True
        return bool(self._lock.tryLock(0))

    @property
    def held(self) -> bool:
        return bool(self._lock.isLocked())

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()


def in_use(game: Path) -> bool:
    """Whether a running program (this one included) holds the lock of ``game``.

    Checked by taking the lock for a moment: a stale lock (its process is gone) is not in use.
    """
    if not lock_path(game).exists():
        return False
    probe = GameLock(game)
    if probe.acquire():
        probe.release()
        return False
    return True
