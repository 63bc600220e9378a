"""The app bundle's program (``make bundle``): ``ubuild``, the command line, and the home
window when started as ``ubuild-desktop`` (the launcher's command, a link beside it).

PyInstaller freezes this script with the installed platform wheel; see ``ubuild.spec``.
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path


def main() -> int:
    multiprocessing.freeze_support()  # ``ubuild simulate --jobs``: its spawned workers start here
    if Path(sys.argv[0]).name == "ubuild-desktop":
        from ubuild_desktop.app.launch_cli import gui_main

        return gui_main()
    from ubuild_desktop.entry import main as cli_main  # Ctrl+C while it starts: 130, no traceback

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
