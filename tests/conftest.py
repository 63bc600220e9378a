"""Shared test setup: Qt tests run offscreen, hypothesis runs without deadlines."""

from __future__ import annotations

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI machines are noisy: never fail a property test on wall-clock time.
settings.register_profile("ubuild", deadline=None)
settings.load_profile("ubuild")
