"""The balance lab's figures of each rule set: what ``ubuild analyze``, the Balance panel
and the report ask through the registry (``RuleSet.balance`` names one of these).

- :data:`TRACK_BALANCE`: U-Build on a track: the odds and money of a ``Game`` made on it
  (:func:`~.odds.landing_odds`, :func:`~.payback.money_figures`, :func:`~.export.odds_json`).
- :data:`SQUARE_BALANCE`: the traditional game on a square board (:func:`~.square.square_odds`,
  :func:`~.square.square_money`, :func:`~.export.square_json`).

Each gives :meth:`~BalanceRules.exact` (the figures of one board: odds, money, and the
``source`` the charts read: the U-Build game, or the square board) and
:meth:`~BalanceRules.document` (``ubuild analyze --json``'s header and figures).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..engine.registry import rule_set_of

if TYPE_CHECKING:  # each rule set's figures import its own engine, when asked for
    from .odds import LandingOdds
    from .payback import MoneyFigures
    from .policy import Policy
    from .square import SquareMoney


@dataclass(frozen=True)
class Exact:
    """The exact figures of one board: what the charts read them from (``source``: a
    U-Build ``Game``, or the square board itself), its landing odds and their money."""

    source: Any
    odds: LandingOdds
    money: MoneyFigures | SquareMoney


class BalanceRules:
    """One rule set's balance figures (see the module docstring)."""

    def exact(self, board: Any, policy: Policy, players: int) -> Exact:
        """The odds and money of a ``players``-player game on ``board`` under ``policy``;
        the rule set's ``SetupError`` (its ``problem``: the board's first problem, when the
        board is not valid), ``ValueError`` or ``ArithmeticError`` if it has none."""
        raise NotImplementedError

    def document(self, board: Any, exact: Exact, players: int) -> dict[str, Any]:
        """``ubuild analyze --json``'s document before its simulation: the board's header
        (its name, rules, players) and the figures."""
        raise NotImplementedError

    def money_of(self, source: Any, odds: LandingOdds, players: int) -> MoneyFigures | SquareMoney:
        """The money figures of odds already made on ``source`` (an :class:`Exact`'s)."""
        raise NotImplementedError


class TrackBalance(BalanceRules):
    """U-Build's: the figures of a ``Game`` on the track."""

    def exact(self, board: Any, policy: Policy, players: int) -> Exact:
        from ..engine.ubuild.game import Game
        from .odds import landing_odds
        from .payback import money_figures

        game = Game.create(board, players)  # which validates the track (once: it is long work on a long track)
        odds = landing_odds(game, policy)
        return Exact(game, odds, money_figures(game, odds, players))

    def document(self, board: Any, exact: Exact, players: int) -> dict[str, Any]:
        from .export import odds_json
        from .payback import MoneyFigures

        game = exact.source
        assert isinstance(exact.money, MoneyFigures)
        return {"track": board.name, "preset": game.preset.value, "rules": game.rules.value, "players": players,
                **odds_json(game, exact.odds, exact.money)}

    def money_of(self, source: Any, odds: LandingOdds, players: int) -> MoneyFigures:
        from .payback import money_figures

        return money_figures(source, odds, players)


class SquareBalance(BalanceRules):
    """The traditional game's: the figures of the square board itself."""

    def exact(self, board: Any, policy: Policy, players: int) -> Exact:
        from .square import square_money, square_odds

        rules = rule_set_of(board)
        rules.make_game(rules.dump_board(board), players, None)  # which validates the board and the players
        odds = square_odds(board, policy)
        return Exact(board, odds, square_money(board, odds, players))

    def document(self, board: Any, exact: Exact, players: int) -> dict[str, Any]:
        from .export import square_json
        from .square import SquareMoney

        assert isinstance(exact.money, SquareMoney)
        return {"board": board.name, "rules": rule_set_of(board).name, "players": players, **square_json(board, exact.odds, exact.money)}

    def money_of(self, source: Any, odds: LandingOdds, players: int) -> SquareMoney:
        from .square import square_money

        return square_money(source, odds, players)


TRACK_BALANCE: Final = TrackBalance()
SQUARE_BALANCE: Final = SquareBalance()

__all__ = ["BalanceRules", "Exact", "SQUARE_BALANCE", "TRACK_BALANCE", "SquareBalance", "TrackBalance"]
