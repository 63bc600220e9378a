"""A full disk: every writer says so and leaves no partial file (issue 28).

Qt's writers once wrote a report's first 24 of 146 kB to a full disk and the command said
it was written; a screenshot came out as 0 bytes. Each test here writes to a small tmpfs
that is nearly full (mounted for the test, so it runs as root, as CI does; skipped where
mounting is not allowed), as users reach each writer: the installed ``ubuild`` for the
commands, the export functions the editor's menu runs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

UBUILD = Path(sys.executable).with_name("ubuild")
FREE_BYTES = 8 * 1024  # room for a small file, never for a report, a drawing or a picture


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a 256 kB tmpfs with only :data:`FREE_BYTES` left."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        stats = os.statvfs(mount)
        filler = stats.f_bavail * stats.f_frsize - FREE_BYTES
        with open(mount / "filler", "wb") as handle:
            handle.write(b"\0" * filler)
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != "filler")


def run_ubuild(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["UBUILD_DATA_DIR"] = str(cwd / "data")
    env["UBUILD_CONFIG_DIR"] = str(cwd / "config")
    return subprocess.run([str(UBUILD), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")
@pytest.mark.parametrize("suffix", [".pdf", ".html"])
def test_a_report_on_a_full_disk_fails_and_leaves_nothing(full_disk: Path, tmp_path: Path, suffix: str) -> None:
    target = full_disk / f"report{suffix}"
    done = run_ubuild("analyze", "pro", "--games", "20", "--no-fair", "--report", str(target), cwd=tmp_path)
    assert done.returncode != 0, done.stdout
    assert str(target) in done.stderr, done.stderr
    assert "written" not in done.stdout
    assert leftovers(full_disk) == []


@pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")
def test_a_screenshot_on_a_full_disk_fails_and_leaves_no_empty_file(full_disk: Path, tmp_path: Path) -> None:
    target = full_disk / "shot.png"
    done = run_ubuild("view", "pro", "--screenshot", str(target), cwd=tmp_path)
    assert done.returncode != 0
    assert str(target) in done.stderr, done.stderr
    assert leftovers(full_disk) == []


def test_every_export_on_a_full_disk_raises_naming_the_file_and_keeps_the_old_one(
        qapp, full_disk: Path) -> None:  # type: ignore[no-untyped-def]
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor.export import export_pdf, export_png, export_svg

    track = load_builtin("pro")
    old = full_disk / "old.pdf"
    old.write_bytes(b"%PDF-1.4 the old file\n")
    for export, name in ((export_pdf, "old.pdf"), (export_pdf, "track.pdf"), (export_svg, "track.svg"),
                         (export_png, "track.png")):
        target = full_disk / name
        with pytest.raises(OSError) as raised:
            export(track, target)
        assert str(target) in str(raised.value)
    assert old.read_bytes() == b"%PDF-1.4 the old file\n"
    assert leftovers(full_disk) == ["old.pdf"]
