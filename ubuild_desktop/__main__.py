"""Run the command line with ``python -m ubuild_desktop``."""

import sys

from .cli import main

sys.exit(main())
