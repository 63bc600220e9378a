"""Engine tests: long random-play runs are marked ``slow`` and run only with ``-m slow``."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if "slow" in item.keywords and "tests/engine" in str(item.fspath).replace("\\", "/"):
            item.add_marker(skip)
