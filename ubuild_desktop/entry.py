"""The ``ubuild`` command's entry point (``pyproject.toml``'s ``[project.scripts]``,
``python -m ubuild_desktop`` and the app bundle's program).

:func:`main` imports the command line only where it can catch Ctrl+C: a Ctrl+C while the
program is still starting (importing its modules and building its options, a fraction of a
second, longer on a busy machine) ends it quietly with status 130, as one during a command
does (``cli.py``), never with a traceback. This module imports nothing itself.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing's, without importing it: nothing is imported before the catch)
if TYPE_CHECKING:
    from collections.abc import Sequence

#: The exit status after Ctrl+C (as a shell reports SIGINT; ``cli.py``'s too).
EXIT_INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``ubuild`` command line (``cli.main``); 130 after Ctrl+C at any moment of it."""
    try:
        from .cli import main as run

        return run(argv)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


__all__ = ["EXIT_INTERRUPTED", "main"]
