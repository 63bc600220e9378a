"""The traditional game's part of the charts, the report and the Balance panel
(``RuleSet.figures`` of ``engine/traditional/rule_set.py``; see :mod:`.figures`): a
``source`` is the square board itself."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from ..board.track_odds import BoardOdds, board_odds_of
from ..board.square_scene import SquareBoardScene
from ..core.balance import Policy
from ..core.engine.registry import rule_set_of
from ..core.square import load_board
from ..core.square.board import SpaceKind
from ..words import board_names_in_spanish, expected_money, file_error_text
from .figures import BoardFigures, PanelWords, plain_html as _html


class SquareFigures(BoardFigures):
    """A square board's figures, in its own names (in Spanish where the board's names show so)."""

    words = PanelWords(
        this_board=lambda: QCoreApplication.translate("BalancePanel", "This board"),
        compare_tip=lambda: QCoreApplication.translate("BalancePanel", "Open another square board file and show its figures beside these"),
        compare_title=lambda: QCoreApplication.translate("BalancePanel", "Compare with Board"),
        file_filter=lambda: QCoreApplication.translate("BalancePanel", "Board files (*.json);;All files (*)"),
        cancelled_changed=lambda: QCoreApplication.translate("BalancePanel", "Cancelled: the board changed."),
        changed=lambda: QCoreApplication.translate("BalancePanel", "The board changed: simulate again for new figures."),
        fair_changed=lambda: QCoreApplication.translate("BalancePanel", "The board changed: propose again."),
        invalid=lambda: QCoreApplication.translate("BalancePanel", "Only a board without problems can be simulated."),
    )

    def board_name(self, board: Any) -> str:
        return str(board.shown_name(board_names_in_spanish()))

    def board_of(self, source: Any) -> Any:
        return source

    def read(self, path: Path) -> Any:
        return load_board(path)

    def read_error(self, path: Path, error: ValueError) -> str:
        return file_error_text(error)

    def odds(self, board: Any, policy: Policy, report: Any = None) -> BoardOdds:
        return board_odds_of(board, policy=policy, report=report)

    def scene(self, source: Any) -> SquareBoardScene:
        return SquareBoardScene(source)

    def space_label(self, source: Any, space: int) -> str:
        return str(source.spaces[space].shown_name(board_names_in_spanish()))

    def group_of(self, source: Any, space: int) -> str:
        found = source.spaces[space]
        return found.group or "" if found.kind is SpaceKind.STREET else ""

    def groups(self, source: Any) -> tuple[dict[str, str], dict[str, str]]:
        spanish = board_names_in_spanish()
        return ({g.id: g.shown_name(spanish) for g in source.groups}, {g.id: g.colour for g in source.groups})

    def payback_board(self, source: Any) -> Any:
        return source

    def rules_word(self, source: Any) -> str:
        return rule_set_of(source).name

    def landed_spaces(self, money: Any) -> list[int]:
        return [p.space for p in money.properties]

    def landed_words(self, most: str, least: str) -> tuple[str, str]:
        return (QCoreApplication.translate("Report", "Most landed properties: {properties}.").format(properties=most),
                QCoreApplication.translate("Report", "Least landed properties: {properties}.").format(properties=least))

    def rent_tables(self, source: Any, money_figures: Any, names: Sequence[str]) -> list[str]:
        """A square board's expected rent per opponent turn, in two tables of their own columns:
        per street with its whole group bare, 1-4 houses and a hotel; per station and utility by
        how many of them its owner holds (each a block of its own: a page may break between them)."""
        groups = self.groups(source)[0]
        kinds = {"station": QCoreApplication.translate("Report", "Station"), "utility": QCoreApplication.translate("Report", "Utility")}
        streets = [(i, p) for i, p in enumerate(money_figures.properties) if p.kind == "street"]
        others = [(i, p) for i, p in enumerate(money_figures.properties) if p.kind != "street"]

        def table(rows: Sequence[tuple[int, Any]], levels: Sequence[str], group_of: dict[str, str]) -> str:
            head = "".join(f"<th>{_html(w)}</th>" for w in levels)
            body = []
            for i, p in rows:
                cells = "".join(f"<td>{_html(expected_money(v))}</td>" for v in p.expected)
                cells += "<td></td>" * (len(levels) - len(p.expected))
                body.append(f"<tr><td style='text-align:left'>{_html(names[i])}</td>"
                            f"<td style='text-align:left'>{_html(group_of.get(p.group, ''))}</td>{cells}</tr>")
            return f"<table><tr><th></th><th></th>{head}</tr>" + "".join(body) + "</table>"

        parts = []
        if streets:
            levels = [QCoreApplication.translate("Report", "group"), "1", "2", "3", "4", QCoreApplication.translate("Report", "hotel")]
            parts.append("<p>" + _html(QCoreApplication.translate(
                "Report", "Expected rent per opponent turn of a street: its whole group bare, 1 to 4 houses or a hotel:")) + "</p>"
                + table(streets, levels, groups))
        if others:
            most = max(len(p.expected) for _i, p in others)
            held = [QCoreApplication.translate("Report", "{count} held").format(count=k) for k in range(1, most + 1)]
            parts.append("<p>" + _html(QCoreApplication.translate(
                "Report", "Expected rent per opponent turn of a station or utility, by how many of them its owner holds:")) + "</p>"
                + table(others, held, kinds))
        return parts


SQUARE_FIGURES: Final = SquareFigures()

__all__ = ["SQUARE_FIGURES", "SquareFigures"]
