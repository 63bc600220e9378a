"""Who the program is, for the desktop and for the user: names, ids, version, license.

No Qt here: the command line and the settings use it without a display. The version has
one source, :data:`ubuild_desktop.__version__` (which ``pyproject.toml`` reads).

In more detail:

No Qt. The program's name, its desktop id
(``org.ubuild.UBuildDesktop``: the ``.desktop`` file, the AppStream metainfo and the icon in
``packaging/linux/`` and ``assets/icons/``, installed into ``share/`` by pyproject's
``data-files``), its license and version. The version is written once, as
``ubuild_desktop.__version__``; pyproject reads it (``dynamic``), and ``ubuild --version``
and About show it.
"""

from __future__ import annotations

from . import __version__

#: The program's name as users see it (window titles, About, the launcher).
APPLICATION_NAME = "U-Build Desktop"
#: The command that starts the program (``ubuild edit``, ``ubuild play``...).
COMMAND = "ubuild"
#: With the application name, where Qt keeps the settings (``QSettings``, ``QStandardPaths``).
ORGANIZATION_NAME = COMMAND
#: The reverse-DNS id the desktop knows the program by: the ``.desktop`` file's and the
#: AppStream metainfo's name, the icon's name, and Wayland's app id.
APP_ID = "org.ubuild.UBuildDesktop"
#: The license, as an SPDX expression (the same as ``pyproject.toml``'s ``license``).
LICENSE_SPDX = "MIT"
VERSION = __version__

__all__ = ["APPLICATION_NAME", "APP_ID", "COMMAND", "LICENSE_SPDX", "ORGANIZATION_NAME", "VERSION"]
