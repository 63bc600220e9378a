"""ARCHITECTURE.md stays a one-page map, true to the tree: at most 200 lines, and every
path it names in backticks exists (details belong in the docstrings it points at)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "ARCHITECTURE.md"
MAX_LINES = 200

# Where a path named on the page may be read from: the top of the tree, the package, and
# the engine's parts (the page names a rule set's files by their own folder).
BASES = (
    "",
    "ubuild_desktop",
    "ubuild_desktop/core",
    "ubuild_desktop/core/engine",
    "ubuild_desktop/core/engine/kernel",
    "ubuild_desktop/core/engine/ubuild",
    "ubuild_desktop/core/engine/traditional",
)
PATH_LIKE = re.compile(r"^[\w.*/-]+$")


def named_paths(text: str) -> list[str]:
    """Each backticked word that is a path: it holds a slash or ends as a file does."""
    found = []
    for word in re.findall(r"`([^`\n]+)`", text):
        if PATH_LIKE.match(word) and ("/" in word or re.search(r"\.(py|md|json|ts|spec)$", word)):
            found.append(word)
    return found


def exists(path: str) -> bool:
    for base in BASES:
        if any((ROOT / base).glob(path.rstrip("/"))):
            return True
    return False


def test_the_map_is_one_page():
    lines = MAP.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_LINES, f"ARCHITECTURE.md has {len(lines)} lines (at most {MAX_LINES})"


def test_every_path_the_map_names_exists():
    paths = named_paths(MAP.read_text(encoding="utf-8"))
    assert len(paths) > 50  # the page names its rooms
    missing = sorted({p for p in paths if not exists(p)})
    assert not missing, f"ARCHITECTURE.md names paths that do not exist: {missing}"


def test_the_path_reader_sees_paths():
    assert named_paths("`core/track.py`, `words.py`, `Track`, `x.y`, `play/`") == [
        "core/track.py", "words.py", "play/"]
    assert not exists("core/no_such_module.py")
