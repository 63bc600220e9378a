"""The Freestyle rule presets of the book (:class:`Preset`), in a module of their own: the
command line offers them (``--preset``) before it reads any track, so naming them costs
no track model (``core.track`` re-exports it, where tracks use it)."""

from __future__ import annotations

from enum import StrEnum


class Preset(StrEnum):
    """The Freestyle rule presets of the book, plus Custom."""

    STARTER = "starter"
    CLASSIC = "classic"
    PRO = "pro"
    CUSTOM = "custom"


__all__ = ["Preset"]
