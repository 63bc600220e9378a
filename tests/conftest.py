"""Shared test setup: Qt tests run offscreen, hypothesis runs without deadlines, and tests
marked ``slow`` (long random-play and fuzzing runs) run only with ``-m slow``."""

from __future__ import annotations

import os
import sys

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI machines are noisy: never fail a property test on wall-clock time.
settings.register_profile("ubuild", deadline=None)
settings.load_profile("ubuild")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Every test gets its own user data folder and its own settings folder: no test
    touches a real user's files or settings."""
    monkeypatch.setenv("UBUILD_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))
    monkeypatch.setenv("UBUILD_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))


@pytest.fixture(autouse=True)
def _no_first_game_tour(monkeypatch):
    """Game windows do not offer the first-game tour (a fresh settings folder would offer
    it in every test's first window, over the controls the test drives); the tour's own
    tests remove this (tests/play/test_tour.py)."""
    monkeypatch.setenv("UBUILD_NO_TOUR", "1")


@pytest.fixture(autouse=True)
def _release_clipboard():
    """Qt tests leave no Python-made clipboard data behind (it crashes Python at exit)."""
    yield
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.clipboard().clear()  # tests own the clipboard, whatever they put there


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def qapp(qapp_args, qapp_cls, pytestconfig):
    """pytest-qt's application, with the program's English plural forms ("1 block", "2
    blocks") installed as the program does (tests read the English interface)."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from ubuild_desktop.qtapp import install_translations

    app = QApplication.instance() or qapp_cls(qapp_args)
    install_translations(app, QLocale("en_US"))
    yield app
