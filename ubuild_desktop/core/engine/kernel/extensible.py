"""The kernel's classes a rule set extends, open to a rule set written in plain Python.

The compiled build (mypyc, ``engine/_native.py``) does not let interpreted code subclass
a compiled class unless the class says so. The kernel's extension points say so
(``@mypyc_attr(allow_interpreted_subclasses=True)``): ``RuleBook`` and ``GameState``
(``state.py``), ``TableBook`` (``table.py``), ``Session`` (``session.py``),
``ComputerPlayer`` (``driver.py``) and ``SetupError`` (``records.py``). So a rule set that
is not compiled (a test's, a house variant's) runs with the compiled kernel, in the same
process as the compiled games (``tests/play/ring_rules.py``).

Each rule set's computer players are open the same way (U-Build's ``BasePlayer``,
``GoodValuation``, ``GoodBuilder``, ``GoodPlayer``, ``SimplePlayer``; the traditional
``BoardMemos``, ``SimplePlayer``, ``GoodPlayer``), so a player in plain Python extends
them (``tests/engine/test_open_players.py``).

What it costs: a method of these classes that no compiled subclass overrides is called
through the class's method table rather than directly; the rule sets' other compiled
classes (U-Build's ``State``, the traditional ``TradState``...) are not open, so their
code is compiled as before (``benchmarks/compare_engine.py`` measures it: opening the
players measured 0.99-1.07 of the speed before on every track, and the traditional
game the same rolls per second, within the noise).

``mypyc_attr`` is mypy's own decorator (``mypy_extensions``, installed with mypy, the
``native`` extra); without it, as in a pure-Python install, it is a decorator that does
nothing, which is all it ever does when the module runs interpreted.
"""

from __future__ import annotations

from typing import Any

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # a pure-Python install: nothing to mark
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        """Does nothing (mypy's ``mypyc_attr`` marks a class for the compiler only)."""
        return lambda cls: cls


__all__ = ["mypyc_attr"]
