"""The program's original SVG art: tile and building art (``tiles/``) and its icon (``icons/``).

It lives at the top of the repository, as the design card lays it out, and installs as
the package ``ubuild_desktop.assets`` (``setup.py`` maps that package to this folder), so
the program reads it with ``importlib.resources.files("ubuild_desktop.assets")`` from a
wheel, an editable install or an app bundle alike. No code here: the file only makes the
folder an importable package for those readers.
"""
