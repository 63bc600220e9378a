"""The one driver of computer players: the kernel's (:mod:`..kernel.driver`), named here
for U-Build's callers (the play view's controller, the tests)."""

from __future__ import annotations

from ..kernel.driver import ComputerPlayer, Driver, fallback_action

__all__ = ["ComputerPlayer", "Driver", "fallback_action"]
