"""The exact landing odds of the track (or square board) a window shows, or why it has
none, in the user's words.

The viewers' heat maps and the editor's Balance panel ask :func:`odds_of` for a track and
:func:`board_odds_of` for a square board (core's ``core.balance`` does the sums); a track
that is not valid for its preset, or a board with problems, has no odds, and the answer
says why, with the first of its problems translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..core.balance import LandingOdds, Policy, landing_odds
from ..core.engine.registry import rule_set_of
from ..core.engine.kernel.records import SetupError
from ..core.square import SquareBoard
from ..core.square.validate import BoardReport, validate_board
from ..core.engine.ubuild.game import Game
from ..core.engine.ubuild.game import GameSetupError
from ..core.track import Preset, Track
from ..core.validate import Report, validate
from ..words import diagnostic_text

PLAYERS = 4  # the table the figures are for: four players fit every preset


@dataclass(frozen=True)
class TrackOdds:
    """The game set up on a track and its landing odds; or, for a track that has none,
    ``game`` and ``odds`` None and ``reason`` saying why (translated)."""

    game: Game | None
    odds: LandingOdds | None
    reason: str = ""

    @property
    def source(self) -> Game | None:
        """What the figures are read from: the game (None: no odds)."""
        return self.game


def odds_of(
    track: Track,
    *,
    preset: Preset | None = None,
    railroads: bool | None = None,
    policy: Policy = Policy(),
    report: Report | None = None,
) -> TrackOdds:
    """The landing odds of a four-player game on ``track`` under ``policy`` (``preset`` and
    ``railroads`` override the track's own; ``report``: its validation, if made already)."""
    if report is None:
        report = validate(track, preset, railroads)
    if not report.valid:
        return TrackOdds(None, None, QCoreApplication.translate(
            "TrackOdds", "No landing odds until the track is valid: {problem}").format(
                problem=diagnostic_text(report.diagnostics[0])))
    try:
        game = Game.create(track, PLAYERS, preset=preset, railroads=railroads)
        return TrackOdds(game, landing_odds(game, policy))
    except (GameSetupError, ValueError, ArithmeticError) as exc:  # data the odds cannot use
        return TrackOdds(None, None, QCoreApplication.translate(
            "TrackOdds", "No landing odds for this track: {error}").format(error=exc))


@dataclass(frozen=True)
class BoardOdds:
    """A square board's landing odds; or, for a board that has none, ``odds`` None and
    ``reason`` saying why (translated)."""

    board: SquareBoard
    odds: LandingOdds | None
    reason: str = ""

    @property
    def source(self) -> SquareBoard:
        """What the figures are read from: the board itself."""
        return self.board


def board_odds_of(board: SquareBoard, *, policy: Policy = Policy(), report: BoardReport | None = None) -> BoardOdds:
    """The landing odds of the traditional game on ``board`` under ``policy`` (``report``:
    its validation, if made already)."""
    if report is None:
        report = validate_board(board)
    if not report.valid:
        return BoardOdds(board, None, QCoreApplication.translate(
            "TrackOdds", "No landing odds until the board has no problems: {problem}").format(
                problem=diagnostic_text(report.diagnostics[0])))
    try:
        return BoardOdds(board, rule_set_of(board).landing_odds(board, policy))  # the rule set's odds model
    except (SetupError, ValueError, ArithmeticError) as exc:  # a board the rules cannot play (its rule set's error)
        return BoardOdds(board, None, QCoreApplication.translate(
            "TrackOdds", "No landing odds for this board: {error}").format(error=exc))
