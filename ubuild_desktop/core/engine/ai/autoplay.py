"""Computer players playing a game on their own: the kernel's loop (:mod:`..kernel.autoplay`),
named here for U-Build's callers (``ubuild simulate``, the benchmark, the tests)."""

from __future__ import annotations

from ..kernel.autoplay import PlayedOut, play_out

__all__ = ["PlayedOut", "play_out"]
