"""The program's home window: new game, resume, open a saved game, edit a track.

This package joins the play view and the editor (which never import each other): the
home window opens either, and hands the editor's current track to the new-game dialog.
:mod:`.launch_cli` adds ``ubuild play`` and ``ubuild home`` to the command line without
importing Qt; :class:`HomeWindow` is imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .home import HomeWindow

__all__ = ["HomeWindow"]


def __getattr__(name: str) -> Any:
    if name == "HomeWindow":
        from .home import HomeWindow

        globals()[name] = HomeWindow
        return HomeWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
