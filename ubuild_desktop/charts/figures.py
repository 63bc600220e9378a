"""What the charts, the report and the Balance panel need of a rule set's board, asked
through the registry: :func:`figures_of` finds the rule set of a board or game
(``engine.registry``) and loads the :class:`BoardFigures` its ``RuleSet.figures`` names
(U-Build's :mod:`.track_figures`, the traditional game's :mod:`.square_figures`).

A ``source`` is what the figures are read from: :class:`~ubuild_desktop.core.balance.rules.Exact`'s
(U-Build: the ``Game`` on the track; the traditional game: the square board).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.balance import Policy
from ..core.balance.rules import BalanceRules
from ..core.engine.registry import RuleSet, load_part, rule_set_of


@dataclass(frozen=True)
class PanelWords:
    """The Balance panel's words about a board of the rule set (each translated when asked)."""

    this_board: Callable[[], str]  # the edited column's heading beside a compared one
    compare_tip: Callable[[], str]  # the Compare with… button's tip
    compare_title: Callable[[], str]  # the file dialog's title
    file_filter: Callable[[], str]  # the file dialog's filter
    cancelled_changed: Callable[[], str]  # a simulation cancelled by an edit
    changed: Callable[[], str]  # the figures shown are of the board before the edit
    invalid: Callable[[], str]  # why it cannot be simulated
    fair_changed: Callable[[], str] | None = None  # a Fair start proposal dropped by an edit (None: ``changed``'s words)


class BoardFigures:
    """One rule set's part of the charts, the report and the Balance panel."""

    words: PanelWords

    # ------------------------------------------------------------------ the board

    def board_name(self, board: Any) -> str:
        """The board's name as the user reads it (a built-in one translated)."""
        raise NotImplementedError

    def board_of(self, source: Any) -> Any:
        """The board a ``source`` is played on."""
        raise NotImplementedError

    def read(self, path: Path) -> Any:
        """The board a file of the rule set holds (``ValueError`` if it cannot be read)."""
        raise NotImplementedError

    def read_error(self, path: Path, error: ValueError) -> str:
        """The one-line message for a board file :meth:`read` refused, naming the file."""
        raise NotImplementedError

    def odds(self, board: Any, policy: Policy, report: Any = None) -> Any:
        """The landing odds of a four-player game on ``board`` under ``policy``, or why it has
        none, translated (``report``: its validation, if made already): a ``TrackOdds`` or
        ``BoardOdds`` of ``board.track_odds``, whose ``source`` the charts read."""
        raise NotImplementedError

    def scene(self, source: Any) -> Any:
        """A board scene showing ``source``'s board (a heat map can be laid on it)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ spaces and groups

    def space_label(self, source: Any, space: int) -> str:
        """A space's name as the board shows it."""
        raise NotImplementedError

    def group_of(self, source: Any, space: int) -> str:
        """The colour group id of a district or street (``""`` for any other space)."""
        raise NotImplementedError

    def groups(self, source: Any) -> tuple[dict[str, str], dict[str, str]]:
        """The colour groups' names (translated) and colours, by id."""
        raise NotImplementedError

    def payback_board(self, source: Any) -> Any:
        """The board whose groups name the paybacks (None: the district cards' groups)."""
        return None

    # ------------------------------------------------------------------ money

    def rules_word(self, source: Any) -> str:
        """The rules the figures are of, as the report's first line names them."""
        raise NotImplementedError

    def landed_spaces(self, money: Any) -> list[int]:
        """The space of each property the money figures list (their ``most_landed`` index it)."""
        raise NotImplementedError

    def landed_words(self, most: str, least: str) -> tuple[str, str]:
        """The report's lines of the most and least landed properties."""
        raise NotImplementedError

    def rent_tables(self, source: Any, money: Any, names: Sequence[str]) -> list[str]:
        """The report's tables of expected rent (rich text), each a block of its own."""
        raise NotImplementedError


def plain_html(text: str) -> str:
    """Plain text made rich text (``<``, ``>``, ``&`` escaped)."""
    return html.escape(text, quote=False)


def rules_of(thing: Any) -> RuleSet:
    """The rule set of a board, a game or a source (the registry's ``rule_set_of``)."""
    return rule_set_of(thing)


def figures_of(thing: Any) -> BoardFigures:
    """The :class:`BoardFigures` of ``thing``'s rule set (a board, a game or a source)."""
    rules = rule_set_of(thing)
    figures: BoardFigures = load_part(rules.figures, f"figures of the rule set {rules.name!r}")
    return figures


def balance_of(thing: Any) -> BalanceRules:
    """The balance lab's figures (``core.balance.rules``) of ``thing``'s rule set."""
    rules = rule_set_of(thing)
    balance: BalanceRules = load_part(rules.balance, f"balance figures of the rule set {rules.name!r}")
    return balance


def in_whole_money(thing: Any) -> bool:
    """Whether ``thing``'s rule set counts money in whole units (not thousands)."""
    return not rule_set_of(thing).money_in_thousands()


__all__ = ["BoardFigures", "PanelWords", "balance_of", "figures_of", "in_whole_money", "plain_html", "rules_of"]
