"""The game engine: every rule of the book as a deterministic, replayable state machine.

Three packages, one per layer, the rule sets side by side with the same file names for the
same topics:

- :mod:`.kernel`: the rule-independent parts every rule set uses as they are (phases,
  events, the shared actions and their registry, the shared state and the rule book
  interface, money movements, debts, mortgages, auctions, deals, bankruptcy, the session,
  game files' history, the computer-player driver and its loop);
- :mod:`.ubuild`: U-Build's rules (seed 003) and its computer players;
- :mod:`.traditional`: the traditional 40-space game's rules (seeds 001, 002, 004) and its
  computer players.

Beside them, shared by every rule set:

- :mod:`.registry`: the rule sets there are, and how a tool finds the one it needs;
- :mod:`.simulate`: headless simulation of any registered rule set (``ubuild simulate``,
  the Balance panel, ``ubuild analyze``);
- :mod:`._native`: the optional compiled build (mypyc) of the hot modules, used only when
  it was built from exactly these sources (``native_build_active()`` says whether it is).
"""

from __future__ import annotations

from . import _native

_native.activate()  # before any engine module is imported: compiled modules come first

from ._native import native_build_active, native_build_status  # noqa: E402

__all__ = ["native_build_active", "native_build_status"]
