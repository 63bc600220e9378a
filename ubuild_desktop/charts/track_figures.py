"""U-Build's part of the charts, the report and the Balance panel (``RuleSet.figures`` of
``engine/ubuild/rule_set.py``; see :mod:`.figures`): a ``source`` is the ``Game`` on the track."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from ..board.track_odds import TrackOdds, odds_of
from ..board import BoardScene
from ..board.track_words import space_kind_name
from ..core.balance import Policy
from ..core.cards import load_districts
from ..core.trackfile import load_track
from ..words import district_name, group_name, money, track_error_text, track_name
from .figures import BoardFigures, PanelWords, plain_html as _html

RENT_COUNTS: Final = (0, 1, 3, 5, 8)  # the counted blocks the report's rent table shows


class TrackFigures(BoardFigures):
    """A track's figures."""

    words = PanelWords(
        this_board=lambda: QCoreApplication.translate("BalancePanel", "This track"),
        compare_tip=lambda: QCoreApplication.translate("BalancePanel", "Open another track file and show its figures beside these"),
        compare_title=lambda: QCoreApplication.translate("BalancePanel", "Compare with Track"),
        file_filter=lambda: QCoreApplication.translate("BalancePanel", "Track files (*.json);;All files (*)"),
        cancelled_changed=lambda: QCoreApplication.translate("BalancePanel", "Cancelled: the track changed."),
        changed=lambda: QCoreApplication.translate("BalancePanel", "The track changed: simulate again for new figures."),
        fair_changed=lambda: QCoreApplication.translate("BalancePanel", "The track changed: propose again."),
        invalid=lambda: QCoreApplication.translate("BalancePanel", "Only a valid track can be simulated."),
    )

    def board_name(self, board: Any) -> str:
        return track_name(board.name)

    def board_of(self, source: Any) -> Any:
        return source.track

    def read(self, path: Path) -> Any:
        return load_track(path)

    def read_error(self, path: Path, error: ValueError) -> str:
        return track_error_text(path, error)

    def odds(self, board: Any, policy: Policy, report: Any = None) -> TrackOdds:
        return odds_of(board, policy=policy, report=report)

    def scene(self, source: Any) -> BoardScene:
        return BoardScene(source.track)

    def space_label(self, source: Any, space: int) -> str:
        d = source.space_district[space]
        return district_name(source.districts[d].card.name) if d >= 0 else space_kind_name(source.space_kinds[space])

    def group_of(self, source: Any, space: int) -> str:
        d = source.space_district[space]
        return str(source.districts[d].card.group) if d >= 0 else ""

    def groups(self, source: Any) -> tuple[dict[str, str], dict[str, str]]:
        cards = load_districts()
        return ({g.id: group_name(g.name) for g in cards.groups}, {g.id: g.colour for g in cards.groups})

    def rules_word(self, source: Any) -> str:
        return str(source.rules.value)

    def landed_spaces(self, money: Any) -> list[int]:
        return [d.space for d in money.districts]

    def landed_words(self, most: str, least: str) -> tuple[str, str]:
        return (QCoreApplication.translate("Report", "Most landed districts: {districts}.").format(districts=most),
                QCoreApplication.translate("Report", "Least landed districts: {districts}.").format(districts=least))

    def rent_tables(self, source: Any, money_figures: Any, names: Sequence[str]) -> list[str]:
        """Per district its expected rent per opponent turn with 0, 1, 3, 5 and 8 counted blocks."""
        groups = {g.id: g.name for g in source.groups}
        head = "".join(f"<th>{k}</th>" for k in RENT_COUNTS)
        rows = []
        for d in money_figures.districts:
            cells = "".join(f"<td>{_html(money(round(d.expected[k])))}</td>" for k in RENT_COUNTS)
            rows.append(f"<tr><td style='text-align:left'>{_html(names[d.district])}</td>"
                        f"<td style='text-align:left'>{_html(group_name(groups[d.group]))}</td>{cells}</tr>")
        caption = _html(QCoreApplication.translate("Report", "Expected rent per opponent turn with 0, 1, 3, 5 and 8 counted blocks:"))
        return [f"<p>{caption}</p><table><tr><th></th><th></th>{head}</tr>" + "".join(rows) + "</table>"]


TRACK_FIGURES: Final = TrackFigures()

__all__ = ["TRACK_FIGURES", "TrackFigures"]
