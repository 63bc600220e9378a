"""What every board's problem is, whatever its rule set (:class:`Problem`), what every
board's validation report says (:class:`ValidationReport`), and the words problems and
reports share: the summary of a report with problems, the params that are
words (:data:`WORD_PARAMS`), the presets' names (:data:`PRESET_LABELS`). Here, without the
track model and its checks (``validate.py``, which re-exports them), so that the
traditional game's board checks and the windows' words import no U-Build track code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .i18n import QT_TRANSLATE_NOOP
from .presets import Preset


class Problem:
    """A board's problem, whatever its rule set (a track's :class:`Diagnostic`, a square
    board's ``BoardProblem``): a ``code``, an English ``template`` and its ``params``
    (:meth:`params_in` a language), and :meth:`where` it is. Views and commands test for
    this, never for which one it is."""

    __slots__ = ()

    def params_in(self, spanish: bool) -> dict[str, str | int]:
        """The params to fill the template with when the board's names show in Spanish
        (``spanish``) or not: a track's are the same either way."""
        return self.params  # type: ignore[attr-defined, no-any-return]

    def where(self, most: int = 8) -> list[tuple[str, dict[str, str | int]]]:
        """Where the problem is, for a command's line: (template marked in ``"Command"``, params)."""
        return []


class ValidationReport(Protocol):
    """A board's validation report, whatever its rule set (a track's ``Report``, a square
    board's ``BoardReport``, the kernel's ``ReadReport``): what ``ubuild validate``, the
    problems panel, the status bar and the Balance panel read of it."""

    #: ``ubuild validate``'s line about it (marked in ``"Command"``); :meth:`checked_against` fills ``{preset}``.
    HEADING: str
    #: What the problems panel says when it has no problem (marked in ``"ProblemsPanel"``).
    PASSES: str

    @property
    def valid(self) -> bool: ...

    @property
    def diagnostics(self) -> Sequence[Problem]: ...

    def checked_against(self) -> tuple[Preset, bool] | None: ...

    def summary_parts(self) -> tuple[str, dict[str, str | int]]: ...

    def summary(self) -> str: ...

    def to_json(self) -> dict[str, object]: ...


# Params whose values are words from a closed set (piece kinds, preset names, directions)
# or pieces named by their kind; a district name passes through translation unchanged.
WORD_PARAMS = frozenset({"kind", "start", "end", "preset", "direction", "piece", "other"})


PRESET_LABELS: dict[tuple[Preset, bool], str] = {
    (Preset.STARTER, False): QT_TRANSLATE_NOOP("TrackWords", "Starter"),
    (Preset.CLASSIC, False): QT_TRANSLATE_NOOP("TrackWords", "Classic"),
    (Preset.PRO, False): QT_TRANSLATE_NOOP("TrackWords", "Pro"),
    (Preset.CUSTOM, False): QT_TRANSLATE_NOOP("TrackWords", "Custom"),
    (Preset.STARTER, True): QT_TRANSLATE_NOOP("TrackWords", "Starter railroad"),
    (Preset.CLASSIC, True): QT_TRANSLATE_NOOP("TrackWords", "Classic railroad"),
    (Preset.PRO, True): QT_TRANSLATE_NOOP("TrackWords", "Pro railroad"),
    (Preset.CUSTOM, True): QT_TRANSLATE_NOOP("TrackWords", "Custom railroad"),
}

SUMMARY_ONE_PROBLEM = QT_TRANSLATE_NOOP("Diagnostic", "1 problem")
SUMMARY_PROBLEMS = QT_TRANSLATE_NOOP("Diagnostic", "{count} problems")

__all__ = ["PRESET_LABELS", "SUMMARY_ONE_PROBLEM", "SUMMARY_PROBLEMS", "WORD_PARAMS", "Problem", "ValidationReport"]
