"""Run the command line with ``python -m ubuild_desktop`` (Ctrl+C at any moment: status 130, see ``entry.py``)."""

import sys

from .entry import main

sys.exit(main())
