"""The program as the desktop sees it: one version, the license, the launcher and the
software centre's description, checked for what they must hold and, where the tools are
installed (Debian's ``desktop-file-utils`` and ``appstream``), by the tools themselves."""

from __future__ import annotations

import configparser
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import ubuild_desktop
from ubuild_desktop.identity import APP_ID, APPLICATION_NAME, LICENSE_SPDX

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
DESKTOP_FILE = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
ICON = ROOT / "assets" / "icons" / f"{APP_ID}.svg"


def _installed_command(name: str) -> str:
    """The command ``pip install`` made beside this Python (the user's ``ubuild``)."""
    path = Path(sys.executable).parent / name
    assert path.is_file(), f"{name} is not installed beside {sys.executable}"
    return str(path)


def test_the_version_is_written_once_and_everything_reads_it() -> None:
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "ubuild_desktop.__version__"}
    assert importlib.metadata.version("ubuild_desktop") == ubuild_desktop.__version__


def test_the_changelog_s_newest_release_is_this_version() -> None:
    # Keep a Changelog: an Unreleased section on top, then "## [VERSION] - YYYY-MM-DD".
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n") and "\n## [Unreleased]\n" in text
    releases = re.findall(r"^## \[(\d[^\]]*)\] - (\d{4}-\d{2}-\d{2})$", text, re.MULTILINE)
    assert releases and releases[0][0] == ubuild_desktop.__version__, releases


@pytest.mark.tool
def test_ubuild_version_prints_it() -> None:
    done = subprocess.run([_installed_command("ubuild"), "--version"], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"ubuild ({APPLICATION_NAME}) {ubuild_desktop.__version__}"
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    helped = subprocess.run([_installed_command("ubuild"), "--help"], capture_output=True, text=True, timeout=60,
                            env={**environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "es_ES.UTF-8"})
    assert helped.returncode == 0, helped.stderr
    assert "--version" in helped.stdout and "muestra la versión y termina" in helped.stdout  # in the user's language


def test_license_file_and_spdx_expression() -> None:
    assert PYPROJECT["project"]["license"] == LICENSE_SPDX == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted, free of charge" in text


def test_a_gui_script_starts_home_without_a_terminal() -> None:
    assert PYPROJECT["project"]["gui-scripts"] == {"ubuild-desktop": "ubuild_desktop.app.launch_cli:gui_main"}
    from ubuild_desktop.app.launch_cli import gui_main

    assert callable(gui_main)
    _installed_command("ubuild-desktop")


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_has_what_a_launcher_needs() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == APPLICATION_NAME
    assert entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] in PYPROJECT["project"]["gui-scripts"]  # the gui script
    assert entry["Icon"] == APP_ID and ICON.is_file()
    assert "Game" in entry["Categories"].split(";")
    assert entry["Comment"] and entry["Comment[es]"]


def test_metainfo_describes_the_program() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == APPLICATION_NAME
    assert root.findtext("project_license") == LICENSE_SPDX
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP_FILE.name
    assert root.find("content_rating") is not None
    assert {b.text for b in root.findall("provides/binary")} >= set(PYPROJECT["project"]["gui-scripts"])


def test_the_desktop_files_are_installed_with_the_program() -> None:
    data = PYPROJECT["tool"]["setuptools"]["data-files"]
    assert data["share/applications"] == [str(DESKTOP_FILE.relative_to(ROOT))]
    assert data["share/metainfo"] == [str(METAINFO.relative_to(ROOT))]
    assert data["share/icons/hicolor/scalable/apps"] == [str(ICON.relative_to(ROOT))]


@pytest.mark.tool
@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (Debian: desktop-file-utils)")
def test_desktop_file_validate_accepts_it() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.tool
@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed (Debian: appstream)")
def test_appstreamcli_validates_the_metainfo() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


GUI_CHILD = """
import sys
from PySide6.QtCore import QTimer
from ubuild_desktop.qtapp import application
from ubuild_desktop.app.launch_cli import gui_main

app = application()

def look_and_close():
    windows = [w for w in app.topLevelWidgets() if w.isVisible() and w.objectName() == "homeWindow"]
    print("shown:", [w.objectName() for w in windows], "icon:", not app.windowIcon().isNull())
    for window in windows:
        window.close()

QTimer.singleShot(300, look_and_close)
sys.exit(gui_main())
"""


@pytest.mark.tool
def test_the_launchers_command_opens_home_and_exits_when_it_closes(tmp_path: Path) -> None:
    """What ``ubuild-desktop`` runs: Home shows (with the program's icon); closing it ends
    the program, and its size is kept for the next start."""
    config = tmp_path / "config"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(config)}
    done = subprocess.run([sys.executable, "-c", GUI_CHILD], capture_output=True, text=True, env=env, timeout=120,
                          cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "shown: ['homeWindow'] icon: True" in done.stdout, done.stdout + done.stderr
    from PySide6.QtCore import QSettings

    kept = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat).value("windows/home/geometry")
    assert kept is not None and len(kept) > 0
