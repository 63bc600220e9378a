"""The program's home window: new game, resume, open a saved game, edit a track.

This package joins the play view and the editor (which never import each other): the
home window opens either, and hands the editor's current track to the new-game dialog.
:mod:`.launch_cli` adds ``ubuild play`` and ``ubuild home`` to the command line without
importing Qt; :class:`HomeWindow` is imported on first use.

In more detail:

``make run`` opens Home. An editor's
``playRequested`` opens Home's New game dialog on that track; ``ubuild edit`` is registered
here for that reason, with a home window behind the editor. Its command-line code is
``launch_cli.py`` (``ubuild play``, ``ubuild home``, ``ubuild edit``, and the
``ubuild-desktop`` launcher). Home imports the game (the play view, the engine and its
compiled build) only when a game starts or an autosave is read, and never the editor or
numpy (``tests/app/test_cold_start.py``): where the autosaves are, it asks
``core/userdata.py`` (which also moves an earlier version's ``last-game.json`` and
``earlier/game-*.json`` into the per-game layout). Home lists every unfinished game (the
family's, then the test games under their own heading; a game another copy holds shown as in
use) and resumes the one chosen, taking its lock first. Home starts whatever the user's
files hold: it reads each autosave within the game file size limit, sets an unreadable one
aside (``play.files.set_aside_broken_autosave``: into ``autosave/earlier/`` as
``NAME.json.broken``, never deleted, never one a program holds), removes the temporary files
a killed save left (``trackfile.remove_leftover_temporaries``), and says under the list what
it set aside, or that autosave is off and why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ubuild_desktop.core.lazy import lazy_names

if TYPE_CHECKING:
    from .home import HomeWindow

__all__ = ["HomeWindow"]

__getattr__ = lazy_names(__name__, {"HomeWindow": ".home"})
