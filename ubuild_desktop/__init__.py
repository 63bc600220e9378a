"""U-Build Desktop: design tile-built tracks and play them on one shared screen.

The package's data:

``ubuild_desktop/data/``: the box, the cards, the built-in tracks
(``scripts/make_builtin_tracks.py`` writes the tracks from their designs), the built-in
square boards (``boards/traditional.json``, written as ``dump_board`` writes it).
"""

# The one place the version is written: pyproject.toml reads it (``dynamic``), so the
# package metadata, ``ubuild --version`` and the About box all say the same.
__version__ = "0.1.0"
