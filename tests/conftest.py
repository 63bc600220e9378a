"""Shared test setup: Qt tests run offscreen, hypothesis runs without deadlines, and tests
marked ``slow`` (long random-play and fuzzing runs) run only with ``-m slow``.

The suite runs on every core (``make test``: pytest-xdist, ``-n auto --dist loadgroup``), so
no test may share anything writable with a test in another process:
- each test has its own user data and settings folders (:func:`_private_data_dir`), and
  each process has its own as well for whatever runs outside a test (:func:`pytest_configure`);
- files go under ``tmp_path`` (a folder of each worker's own under xdist), never a fixed name;
- tests marked ``tool`` start other programs (pip, mypy, lupdate, the installed ``ubuild``,
  a child Python); a test that starts a child process without the mark fails
  (:func:`_child_processes_are_marked`), so ``-m "not tool"`` is the quick loop of a few
  seconds' setup and the scheduler knows what is long. Under xdist the tests are handed
  out longest first (``tests/cpu_costs.json``, then tool runs), so the long ones never
  end up last on one core;
- tests that write into the checkout itself (a wheel or editable install builds
  ``build/`` and ``*.egg-info`` there) share an ``xdist_group``, which one worker runs in turn;
- hypothesis's example database (``.hypothesis/``) is shared: it writes each example
  atomically (a temporary file renamed into place) under the test's own key, and reads
  what it can, which is safe from several processes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI machines are noisy: never fail a property test on wall-clock time.
settings.register_profile("ubuild", deadline=None)
settings.load_profile("ubuild")


import pytest  # noqa: E402

from . import cpu_times  # noqa: E402

_PROCESS_FOLDER = pytest.StashKey[str]()


def pytest_addoption(parser: pytest.Parser) -> None:
    cpu_times.add_options(parser)  # --cpu-times N: the tests that use the most CPU


def pytest_configure(config: pytest.Config) -> None:
    """This process's own user data and settings folders (each xdist worker is a process
    of its own), for whatever reads them outside a test: session fixtures such as
    ``qapp``, imports at collection. Each test then gets folders of its own as well."""
    cpu_times.configure(config)
    folder = tempfile.mkdtemp(prefix="ubuild-tests-")
    config.stash[_PROCESS_FOLDER] = folder
    for name, sub in (("UBUILD_DATA_DIR", "userdata"), ("UBUILD_CONFIG_DIR", "config"),
                      ("XDG_DATA_HOME", "xdg-data"), ("XDG_CONFIG_HOME", "xdg-config")):
        os.environ[name] = os.path.join(folder, sub)  # Qt's own settings (file dialogs) too


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(_PROCESS_FOLDER, None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def _child_processes_are_marked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that starts a child process (``subprocess``) is marked ``tool``: ``-m "not
    tool"`` then leaves out every tool run, and the scheduler hands the long ones out first."""
    if request.node.get_closest_marker("tool") is not None:
        return

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"{request.node.nodeid} starts a child process ({args[1] if len(args) > 1 else ''!r}): "
                             "mark it @pytest.mark.tool (tests/conftest.py)")

    monkeypatch.setattr(subprocess.Popen, "__init__", refuse)


@pytest.fixture
def ui_scenario(request: pytest.FixtureRequest, tmp_path, tmp_path_factory):
    """The result of the scenario named by the test's ``@pytest.mark.ui_scenario("module:function")``,
    run in a child process with the other scenarios of its ``xdist_group`` (tests/ui_harness.py)."""
    from .ui_harness import scenario_of_test

    return scenario_of_test(request, tmp_path, tmp_path_factory)


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
    if hasattr(config, "workerinput"):  # an xdist worker: every worker sorts the same way
        # The longest first (tests/cpu_costs.json), so no core is left with a long test at
        # the end; a test not listed there counts as cheap, a tool run as 1 s. Stable sort.
        costs = cpu_times.load_costs()
        items.sort(key=lambda item: -costs.get(item.nodeid, 1.0 if item.get_closest_marker("tool") else 0.0))
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def qapp(qapp_args, qapp_cls, pytestconfig):
    """pytest-qt's application, with the program's English plural forms ("1 block", "2
    blocks") installed and its style (focus rings) set as the program does (tests read the
    English interface)."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from ubuild_desktop.qtapp import install_translations, use_focus_rings

    app = QApplication.instance() or qapp_cls(qapp_args)
    install_translations(app, QLocale("en_US"))
    use_focus_rings(app)
    yield app
