"""U-Build Desktop: design tile-built tracks and play them on one shared screen."""

# The one place the version is written: pyproject.toml reads it (``dynamic``), so the
# package metadata, ``ubuild --version`` and the About box all say the same.
__version__ = "0.1.0"
