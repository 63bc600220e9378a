"""Shared test setup: Qt tests run offscreen, hypothesis runs without deadlines."""

from __future__ import annotations

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI machines are noisy: never fail a property test on wall-clock time.
settings.register_profile("ubuild", deadline=None)
settings.load_profile("ubuild")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Every test gets its own user data folder: no test touches a real user's files."""
    monkeypatch.setenv("UBUILD_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))
