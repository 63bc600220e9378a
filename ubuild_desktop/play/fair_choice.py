"""The Fair start house rule (issue 27) at the table: offered by the New game dialog, shown
by the play window.

- :class:`FairStartChoice`: the New game dialog's row: a check box "Fair start", enabled
  when the chosen track or board keeps a Fair start for the number of players (the
  editor's Balance panel proposes and keeps them), with what each place in the turn
  order gets; :meth:`FairStartChoice.amounts` is what the game is set up with.
- :func:`fair_start_got`: what each seat of a game was paid by the Fair start (both rule
  sets: the bank's first payments, once the roll-off has chosen the first player), and
  :func:`fair_start_gifts`, the district or property it started with, free (the books'
  other compensation; the game's ``fair_start_gift`` events), which each player's card
  shows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind, PaymentReason
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.fairstart import fair_gifts_for, fair_start_for
from ubuild_desktop.charts.fair_table import money_writer
from ubuild_desktop.words import gift_namer

from .game_words import places_text

_FAIR_START = PaymentReason.FAIR_START
_FIRST_PLAYER, _GIFT, _TURN_STARTED = EventKind.FIRST_PLAYER, EventKind.FAIR_START_GIFT, EventKind.TURN_STARTED


def fair_start_got(state: Any) -> dict[int, int]:
    """Seat -> what the Fair start paid it (seats paid nothing are left out; empty before
    the roll-off ends or in a game without the rule). The Fair start's payments are a
    game's first: read until the first other one."""
    got: dict[int, int] = {}
    for t in state.transactions:
        if t.reason != _FAIR_START:
            break
        got[t.payee] = got.get(t.payee, 0) + t.amount
    return got


def fair_start_gifts(state: Any) -> dict[int, str]:
    """Seat -> the name (as the engine's event gives it: the card's or the board's) of the
    district or property the Fair start gave it; empty without gifts. They are given once
    the roll-off ends, before the first turn starts: read until then."""
    got: dict[int, str] = {}
    first = False
    for event in state.events:
        kind = event.kind
        if kind == _FIRST_PLAYER:
            first = True
        elif kind == _GIFT:
            data = dict(event.data)
            got[int(data["player"])] = str(data["name"])
        elif first and kind == _TURN_STARTED:
            break
    return got


class FairStartChoice(QWidget):
    """The New game dialog's Fair start row (see the module docstring)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairStartChoice")
        self._amounts: tuple[int, ...] = ()
        self._gifts: tuple[str, ...] = ()
        self.check = QCheckBox(self.tr("Fair start: the later places in the turn order get a head start when the game begins"), self)
        self.check.setObjectName("fairStartCheck")
        self.check.toggled.connect(lambda _on: self.changed.emit())
        self.detail = QLabel(self)
        self.detail.setObjectName("fairStartDetail")
        self.detail.setWordWrap(True)
        theme.style(self.detail, lambda t: theme.css(t.soft))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.check)
        layout.addWidget(self.detail)
        self.check.setEnabled(False)

    def update_for(self, board: Any, players: int) -> None:
        """Offer the Fair start ``board`` (a board of any rule set, or None) keeps for
        ``players`` players (the box stays as the user left it while one is offered); its
        gifts named in the user's language (its rule set's ``gift_name``)."""
        keeps = getattr(board, "fair_start", None)  # a board whose rule set has no Fair start keeps none
        kept = fair_start_for(keeps, players)
        gifts = fair_gifts_for(keeps, players)
        self._amounts, self._gifts = kept, gifts
        self.check.setEnabled(bool(kept))
        if kept:
            write = money_writer(rule_set_of(board).name)  # the rule set's money
            name = gift_namer(board)
            self.detail.setText(places_text(kept, write, tuple(name(g) for g in gifts)))
            self.check.setToolTip(self.tr("Proposed by the balance lab and kept with the board: it evens out "
                                          "the first player's advantage"))
        else:
            self.detail.setText(self.tr("This board keeps no Fair start for {count} players: the editor's Balance panel "
                                        "proposes one.").format(count=players))
            self.check.setToolTip("")

    def amounts(self) -> tuple[int, ...]:
        """The Fair start the game is set up with (empty: none)."""
        return self._amounts if self.check.isChecked() and self.check.isEnabled() else ()

    def gifts(self) -> tuple[str, ...]:
        """The Fair start's gifts the game is set up with (a district or property id per
        place, "" for none; empty: none)."""
        return self._gifts if self.amounts() else ()
