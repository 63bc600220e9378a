"""The editor's settings: recent files, the printed hex size, the Balance panel's choices.

They are kept in the program's settings file, in the platform's configuration folder
(:mod:`ubuild_desktop.settings`; ``UBUILD_CONFIG_DIR`` in tests, so no test sees or
changes a real user's settings).
"""

from __future__ import annotations

from pathlib import Path

from ubuild_desktop.settings import flag, set_flag, settings

RECENT_KEY = "editor/recentFiles"
HEX_SIZE_KEY = "editor/printHexSizeMm"
MAX_RECENT = 8
DEFAULT_HEX_SIZE_MM = 40.0  # across flats, about the size of the physical tiles
MIN_HEX_SIZE_MM, MAX_HEX_SIZE_MM = 5.0, 200.0
BALANCE_GAMES_KEY = "editor/balanceGames"
BALANCE_AUTO_KEY = "editor/balanceAutoSimulate"
BALANCE_FAIR_AUTO_KEY = "editor/balanceAutoFairStart"
BALANCE_JAIL_KEY = "editor/balanceJail"
DEFAULT_BALANCE_GAMES = 200
MIN_BALANCE_GAMES, MAX_BALANCE_GAMES = 2, 100_000


def recent_files() -> list[Path]:
    """Recently opened or saved track files, newest first (missing files included)."""
    value = settings().value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings returns a lone entry as a plain string
        value = [value]
    return [Path(str(v)) for v in (value or []) if str(v)]


def add_recent_file(path: Path) -> list[Path]:
    """Put ``path`` first in the recent files (once) and return the new list."""
    path = path.resolve()
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:MAX_RECENT]
    store = settings()
    store.setValue(RECENT_KEY, [str(p) for p in files])
    store.sync()
    return files


def clear_recent_files() -> None:
    store = settings()
    store.remove(RECENT_KEY)
    store.sync()


def hex_size_mm() -> float:
    """The printed size of one hex across its flat sides, in millimetres."""
    try:
        value = float(settings().value(HEX_SIZE_KEY, DEFAULT_HEX_SIZE_MM))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return DEFAULT_HEX_SIZE_MM
    return min(MAX_HEX_SIZE_MM, max(MIN_HEX_SIZE_MM, value))


def set_hex_size_mm(value: float) -> None:
    store = settings()
    store.setValue(HEX_SIZE_KEY, float(min(MAX_HEX_SIZE_MM, max(MIN_HEX_SIZE_MM, value))))
    store.sync()


def balance_games() -> int:
    """How many games the Balance panel simulates."""
    try:
        value = int(settings().value(BALANCE_GAMES_KEY, DEFAULT_BALANCE_GAMES))  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_BALANCE_GAMES
    return min(MAX_BALANCE_GAMES, max(MIN_BALANCE_GAMES, value))


def set_balance_games(value: int) -> None:
    store = settings()
    store.setValue(BALANCE_GAMES_KEY, int(min(MAX_BALANCE_GAMES, max(MIN_BALANCE_GAMES, value))))
    store.sync()


def balance_auto() -> bool:
    """Whether the Balance panel simulates by itself once the track is valid and idle."""
    return flag(BALANCE_AUTO_KEY, False)


def set_balance_auto(on: bool) -> None:
    set_flag(BALANCE_AUTO_KEY, on)


def balance_fair_auto() -> bool:
    """Whether the Balance panel proposes a Fair start after each simulation (issue 27: a
    proposal with every report; on unless the user turns it off)."""
    return flag(BALANCE_FAIR_AUTO_KEY, True)


def set_balance_fair_auto(on: bool) -> None:
    set_flag(BALANCE_FAIR_AUTO_KEY, on)


def balance_jail() -> str:
    """The jail policy of the panel's landing odds (``JailPolicy``'s value; "short" if unreadable)."""
    value = settings().value(BALANCE_JAIL_KEY, "short")
    return value if value in ("short", "long") else "short"


def set_balance_jail(value: str) -> None:
    store = settings()
    store.setValue(BALANCE_JAIL_KEY, str(value))
    store.sync()
