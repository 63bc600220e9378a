"""The Balance panel's Fair start section (issue 27): propose a compensation for the
later places in the turn order, show its before/after table, apply it as the track's (or
board's) house rule in one click.

- **With every report** (issue 27): once the panel's games of the edited track are
  played, the search starts by itself (:meth:`FairSection.after_simulation`; "Propose
  after each simulation", on by default, kept in the settings) and stops where its proof
  would start (core's ``search_fair_start``): the section says what the search proposes
  and how many games its proof would play, and **Propose Fair Start** proves it. So an
  edit no longer costs a whole proof (on Classic some 18,000 games, 40 CPU s compiled:
  a laptop's fans for a minute after every pause): the search is about a third of it,
  and the proof, when asked, plays only its verification, since every run the section
  played is kept (:attr:`FairSection.memo`, by track and seats: a run met again, after
  the search or after an undo, is not played again). A new simulation or an edit stops
  it. When the panel's games show the seats fair already (every place within ±2 points,
  95% intervals included), nothing is searched and it says so, with no gift and nothing
  to apply.
- **Propose Fair Start** runs core's ``balance.fair.propose_fair_start`` in a thread of
  its own (:class:`FairJob`, the way the panel's ``SimulationJob`` runs a simulation)
  with core's ``proof_settings``: rounds from the panel's game count, each twice the
  last, until the fit is precise, then a verification with fresh seeds large enough to
  show every place within ±2 points, 95% interval included (it stops at the first of its
  looks that shows it); progress and Cancel; the next edit cancels it. Its games play on
  the panel's warm worker processes (:attr:`FairSection.worker_pool`: no process starts
  for a search or its rounds). When the panel has just
  simulated the same track with the same seat count, those games are the "before".
- The result is the before/after table and verdict of ``charts/fair_table.py`` (the
  report's own words).
- **The last place also starts with** (the books' other compensation): "Chosen by the
  program" (the default: core's ``choose_gift`` weighs a few districts or properties and
  gives one where the Fair start then puts less into the game; the table says what it
  weighed), money only, or a district of the track (a property of the board) that the
  last place in the turn order starts with, free; the search then finds the money that
  completes it, and the table shows the gift.
- **Apply as House Rule** emits :attr:`FairSection.applyRequested` ``(players, (amounts,
  gifts))``;
  the editor's window makes it one undoable edit of the track (``Track.fair_start``) or
  the board (``SquareBoard.fair_start``), saved with the file. The line under the buttons
  says what the track keeps already.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.charts.fair_table import already_fair_text, fair_table_html, money_writer, proving_text, searched_text
from ubuild_desktop.charts.figures import figures_of
from ubuild_desktop.core.balance.fair import (
    AUTO, TOLERANCE, gift_choices, planned_games, proof_settings, propose_fair_start, search_fair_start, seat_range,
)
from ubuild_desktop.core.balance.fair_search import SeatFigures as _Figures
from ubuild_desktop.core.balance.fair_search import SeatFigures
from ubuild_desktop.core.engine.kernel.records import SetupError
from ubuild_desktop.core.engine.kernel.rule_set import Board
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.engine.simulate import SimulationCancelled, SimulationError, WorkerPool
from ubuild_desktop.core.fairstart import fair_gifts_for, fair_start_for
from ubuild_desktop.words import gift_namer

from . import settings
from .background import BackgroundJob



#: How many tracks (or boards) and seat counts :attr:`FairSection.memo` keeps the runs of.
MEMO_BOARDS = 8


class FairJob(BackgroundJob):
    """One Fair start search in a thread (:class:`BackgroundJob`): ``progressed(done,
    total)``, then ``finished(proposal_json)`` (``search_only``: ``finished({"searched":
    ...})``, the search's proposal before its proof), ``cancelled()`` or ``failed(message)``."""

    progressed = Signal(int, int)
    searched = Signal(object)  # the search's proposal as its proof starts: {"amounts", "gifts", "games"}
    NAME = "fair-start-search"
    CANCELLED = (SimulationCancelled,)
    REFUSED = (SimulationError, SetupError, ValueError, OSError, RuntimeError)

    def __init__(self, track: Board, players: int, settings: dict[str, Any], jobs: int,
                 before: dict[str, Any] | None, gifts: tuple[str, ...] | str = (), parent: QObject | None = None,
                 pool: WorkerPool | None = None, memo: dict[Any, _Figures] | None = None,
                 search_only: bool = False) -> None:
        super().__init__(parent)
        self.track, self.players, self.jobs, self.before, self.gifts = track, players, max(1, jobs), before, gifts
        self.pool = pool
        self.settings = settings
        self.memo = memo
        self.search_only = search_only
        self.total = planned_games(self.settings, players, before is not None)

    def cancel(self) -> None:
        """Stop now: on the panel's pool, every worker stops after its game in flight (a
        simulation that follows waits for no batch of the proof's)."""
        super().cancel()
        if self.pool is not None:
            self.pool.cancel()

    def work(self) -> dict[str, Any]:
        asked = dict(jobs=self.jobs, before=self.before, progress=lambda done, total: self.progressed.emit(done, total),
                     should_stop=self.should_stop, gifts=self.gifts, pool=self.pool, memo=self.memo, **self.settings)
        if self.search_only:
            return {"searched": search_fair_start(self.track, self.players, **asked)}
        return propose_fair_start(self.track, self.players, verifying=self._verifying, **asked).to_json()

    def _verifying(self, amounts: tuple[int, ...], gifts: tuple[str, ...], games: int) -> None:
        self.searched.emit({"amounts": list(amounts), "gifts": list(gifts), "games": games})


class FairSection(QWidget):
    """The Fair start part of the Balance panel (see the module docstring)."""

    applyRequested = Signal(int, object)  # players, (amounts, gifts): a tuple of ints, one of ids ("" none)
    message = Signal(str)  # for the window's status bar: a proposal is ready (the section may be scrolled away)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceFairSection")
        self.track: Board | None = None
        self.valid = False
        self.proposal: dict[str, Any] | None = None
        self.searched: dict[str, Any] | None = None  # the search's proposal, not proven yet (after a simulation)
        # The runs played (core's ``memo``), by (track or board without its Fair start, seats):
        # a proof after its search, or after an undo, plays only what is new.
        self.memo: dict[tuple[str, int], dict[Any, _Figures]] = {}
        self._job: FairJob | None = None
        self._jobs: list[FairJob] = []
        # What a search plays: (games per round, processes, the "before" simulation or None);
        # the panel gives its own (its game count, every core, its last simulation).
        self.search_settings: Callable[[int], tuple[int, int, dict[str, Any] | None]] = lambda _players: (20, 1, None)
        # The worker processes a search of so many processes plays on (the panel's warm
        # pool: no process starts for a search or any of its rounds), or None (its own).
        self.worker_pool: Callable[[int], WorkerPool | None] = lambda _jobs: None
        # The search's plan from (players, games per first round): core's proof (a test
        # asks a smaller one of the same search).
        self.plan: Callable[[int, int], dict[str, Any]] = proof_settings
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        heading = QLabel(self.tr("Fair start"), self)
        heading.setObjectName("balanceFairHeading")
        theme.style(heading, lambda t: theme.css(t.heading, bold=True))
        layout.addWidget(heading)
        about = QLabel(self.tr("The first player wins more often. A Fair start pays the later places in the turn "
                               "order when the game begins; the search finds the amounts and proves them with fresh "
                               "games."), self)
        about.setWordWrap(True)
        theme.style(about, lambda t: theme.css(t.soft))
        layout.addWidget(about)
        row = QHBoxLayout()
        players_label = QLabel(self.tr("Pla&yers:"), self)
        self.players_spin = QSpinBox(self)
        self.players_spin.setObjectName("balanceFairPlayers")
        self.players_spin.setRange(2, 4)
        self.players_spin.setValue(4)
        self.players_spin.setAccessibleName(self.tr("Players for the Fair start"))
        players_label.setBuddy(self.players_spin)
        self.players_spin.valueChanged.connect(lambda _n: self._show_kept())
        self.propose_button = QPushButton(self.tr("P&ropose Fair Start"), self)
        self.propose_button.setObjectName("balanceFairPropose")
        self.propose_button.setToolTip(self.tr("Search the amounts in rounds of simulated games, then verify them "
                                               "with enough fresh games to show every place within ±2 points"))
        self.propose_button.clicked.connect(lambda _checked=False: self.propose())
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("balanceFairCancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(lambda _checked=False: self.cancel())
        row.addWidget(players_label)
        row.addWidget(self.players_spin)
        row.addWidget(self.propose_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        gift_row = QHBoxLayout()
        gift_label = QLabel(self.tr("The last place also starts &with:"), self)
        self.gift_combo = QComboBox(self)
        self.gift_combo.setObjectName("balanceFairGift")
        self.gift_combo.setAccessibleName(self.tr("What the last place also starts with"))
        self.gift_combo.setToolTip(self.tr("The books' other compensation: the last place in the turn order starts "
                                           "with this district or property, free; the search finds the money that "
                                           "completes it"))
        self.gift_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        gift_label.setBuddy(self.gift_combo)
        gift_row.addWidget(gift_label)
        gift_row.addWidget(self.gift_combo, 1)
        layout.addLayout(row)
        layout.addLayout(gift_row)
        self.auto_check = QCheckBox(self.tr("Propose a&fter each simulation"), self)
        self.auto_check.setObjectName("balanceFairAuto")
        self.auto_check.setChecked(settings.balance_fair_auto())
        self.auto_check.setToolTip(self.tr("Once the panel's games are played, search a Fair start (under half of a "
                                           "proof's games; the next edit stops it); Propose Fair Start then proves it "
                                           "with fresh games, the search's games kept"))
        self.auto_check.toggled.connect(settings.set_balance_fair_auto)
        layout.addWidget(self.auto_check)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("balanceFairProgress")
        self.progress.setFormat(self.tr("%v of %m games"))
        self.progress.setAccessibleName(self.tr("Fair start search"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.note = QLabel(self)
        self.note.setObjectName("balanceFairNote")
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)
        self.table = QLabel(self)
        self.table.setObjectName("balanceFairTable")
        self.table.setWordWrap(True)
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table.hide()
        layout.addWidget(self.table)
        self.apply_button = QPushButton(self.tr("&Apply as House Rule"), self)
        self.apply_button.setObjectName("balanceFairApply")
        self.apply_button.setToolTip(self.tr("Keep these amounts as the Fair start of this many players, saved with "
                                             "the file; New game offers it"))
        self.apply_button.clicked.connect(lambda _checked=False: self.apply())
        self.apply_button.hide()
        layout.addWidget(self.apply_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.kept = QLabel(self)
        self.kept.setObjectName("balanceFairKept")
        self.kept.setWordWrap(True)
        layout.addWidget(self.kept)
        self._update()

    # ------------------------------------------------------------ the track

    def set_track(self, track: Board, valid: bool) -> None:
        """The edited track or board changed: a search running is cancelled (its figures
        would be another track's), a proposal shown is dropped unless only the kept Fair
        start changed (an apply, or its undo)."""
        old = self.track
        self.track, self.valid = track, valid
        low, high = seat_range(track)
        self.players_spin.setRange(low, high)
        if valid and (old is None or type(old) is not type(track) or not _same_but_fair_start(old, track)
                      or self.gift_combo.count() == 0):
            self._fill_gifts(track)
        # else nothing to keep: no comparing on every edit
        busy = self._job is not None or self.proposal is not None or self.searched is not None
        if busy and not _same_but_fair_start(old, track):
            words = figures_of(track).words  # the board's rule set's words ("track", "board"...)
            if self._job is not None:
                self._stop(words.cancelled_changed())
            elif self.proposal is not None or self.searched is not None:
                self.proposal = self.searched = None
                self._say((words.fair_changed or words.changed)())
        self._update()

    def propose(self, search_only: bool = False) -> bool:
        """Start the search and its proof (Propose Fair Start) with :attr:`search_settings`
        (``search_only``: the search alone, after a simulation); False if it cannot start now."""
        if self._job is not None or self.track is None or not self.valid:
            return False
        players = self.players_spin.value()
        games, jobs, before = self.search_settings(players)
        if before is not None and self._already_fair(before):
            return True
        gift = self.gift_combo.currentData() or ""
        gifts: tuple[str, ...] | str = AUTO if gift == AUTO else (("",) * (players - 1) + (gift,)) if gift else ()
        job = FairJob(self.track, players, self.plan(players, max(2, games)), jobs, before, gifts, self,
                      self.worker_pool(jobs), self._memo_of(self.track, players), search_only)
        queued = Qt.ConnectionType.QueuedConnection
        job.progressed.connect(self._progressed, queued)
        job.searched.connect(self._searched, queued)
        job.finished.connect(self._finished, queued)
        job.cancelled.connect(self._cancelled, queued)
        job.failed.connect(self._failed, queued)
        self._job = job
        self._jobs.append(job)
        self.proposal = None
        self.searched = None
        self.progress.setRange(0, job.total)
        self.progress.setValue(0)
        self.progress.show()
        self._say(self.tr("Searching…"))
        self._update()
        job.start()
        return True

    def cancel(self) -> None:
        if self._job is not None:
            self._stop(self.tr("Cancelled."))

    def after_simulation(self) -> bool:
        """The panel's games of the edited track are played (its report is complete):
        search a Fair start for them, stopped before its proof (Propose Fair Start proves
        it, playing only its verification), unless the user turned it off (Propose after
        each simulation) or one runs already; True if one started (or the seats are fair
        already, which says so)."""
        if not self.auto_check.isChecked() or self._job is not None:
            return False
        return self.propose(search_only=True)

    def simulation_started(self) -> None:
        """A new simulation of the panel starts: a search running stops (its "before" and
        the pool it plays on are the simulation's); the next report proposes again."""
        if self._job is not None:
            self._stop(self.tr("Stopped: a new simulation."))
        for job in self._jobs:  # each stops after its games in flight: the pool is the simulation's now
            if job.is_running():
                job.cancel()
                job.wait()

    def is_searching(self) -> bool:
        return self._job is not None

    def apply(self) -> None:
        """Keep the proposal as the track's Fair start for its seat count."""
        if self.proposal is not None:
            self.applyRequested.emit(int(self.proposal["players"]), (tuple(int(a) for a in self.proposal["amounts"]),
                                                                     tuple(str(g) for g in self.proposal.get("gifts", ()))))

    def shutdown(self) -> None:
        for job in self._jobs:
            job.cancel()
        for job in self._jobs:
            job.wait()
        self._jobs.clear()
        self._job = None

    # ------------------------------------------------------------ internals

    def _memo_of(self, track: Board, players: int) -> dict[Any, _Figures]:
        """The runs played on ``track`` (whatever Fair start it keeps) with ``players``; the
        last :data:`MEMO_BOARDS` tracks' are kept."""
        key = (track.model_copy(update={"fair_start": None}).model_dump_json(), players)
        runs = self.memo.pop(key, None)
        self.memo[key] = runs if runs is not None else {}  # the most recent last
        while len(self.memo) > MEMO_BOARDS:
            self.memo.pop(next(iter(self.memo)))
        return self.memo[key]

    def _stop(self, note: str) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job = None
        self.progress.hide()
        self.proposal = None
        self.searched = None
        self._say(note)
        self._update()

    def _fill_gifts(self, track: Board) -> None:
        """The gift choices: none, then every district (property) with its price, cheapest first."""
        chosen = self.gift_combo.currentData()
        try:
            choices = gift_choices(track)
        except ValueError:  # a board the rules cannot play (its rule set's SetupError) has none
            choices = []
        write = money_writer(rule_set_of(track).name)
        name = gift_namer(track)
        self.gift_combo.blockSignals(True)
        self.gift_combo.clear()
        self.gift_combo.addItem(self.tr("Chosen by the program"), AUTO)
        self.gift_combo.addItem(self.tr("Money only"), "")
        for gid, gname, price in choices:
            self.gift_combo.addItem(self.tr("{name} ({price})").format(name=name(gid) or gname, price=write(price)), gid)
        index = self.gift_combo.findData(chosen) if chosen is not None else 0
        self.gift_combo.setCurrentIndex(max(0, index))
        self.gift_combo.blockSignals(False)

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _already_fair(self, before: dict[str, Any]) -> bool:
        """Whether the panel's games show every place within ±2 points already (95%
        intervals included): then no search runs, no gift is given, and the section says so."""
        figures = SeatFigures.of_summary(before)
        share = 1.0 / max(1, len(figures.rates))
        if not figures.within(share, TOLERANCE):
            return False
        self.proposal = None
        self._say(already_fair_text({"games": figures.games, "fair_share": share, "tolerance": TOLERANCE,
                                     "worst": figures.worst(share)}))
        self._update()
        return True

    def _searched(self, searched: dict[str, Any]) -> None:
        if self.sender() is self._job and self.track is not None:
            self._say(proving_text(searched, self.track))

    def _progressed(self, done: int, total: int) -> None:
        if self.sender() is self._job:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _finished(self, proposal: dict[str, Any]) -> None:
        if self.sender() is not self._job:
            return
        self._job = None
        self.progress.hide()
        if "searched" in proposal:  # the search alone (after a simulation): its proposal, to prove when asked
            self.searched = proposal["searched"]
            if self.track is not None:
                self._say(searched_text(self.searched, self.track))
            self._update()
            return
        self.proposal = proposal
        self._say("")
        self._update()
        self.message.emit(self.tr("Fair start proposed for {count} players: see the end of the Balance panel.").format(
            count=proposal["players"]))

    def _cancelled(self) -> None:
        if self.sender() is self._job:
            self._stop(self.tr("Cancelled."))

    def _failed(self, error: str) -> None:
        if self.sender() is not self._job:
            return
        self._job = None
        self.progress.hide()
        self._say(self.tr("The search stopped: {error}").format(error=error))
        self._update()

    def _update(self) -> None:
        running = self._job is not None
        self.propose_button.setEnabled(self.valid and not running)
        self.cancel_button.setEnabled(running)
        self.players_spin.setEnabled(not running)
        self.gift_combo.setEnabled(not running)
        if self.proposal is not None:
            self.table.setText(fair_table_html(self.proposal, self.track))
            self.table.show()
            self.apply_button.show()
            kept_by = self.track.fair_start if self.track is not None else None
            players = self.proposal["players"]
            same = (tuple(self.proposal["amounts"]) == fair_start_for(kept_by, players)
                    and tuple(self.proposal.get("gifts", ())) == fair_gifts_for(kept_by, players))
            self.apply_button.setEnabled(not same)
            # a proposal that pays nobody and gives nothing has nothing to apply
            self.apply_button.setVisible(any(self.proposal["amounts"]) or any(self.proposal.get("gifts") or ()))
        else:
            self.table.hide()
            self.apply_button.hide()
        self._show_kept()

    def _show_kept(self) -> None:
        track = self.track
        players = self.players_spin.value()
        kept = fair_start_for(track.fair_start if track is not None else None, players)
        if not kept:
            self.kept.setText(self.tr("No Fair start is kept for {count} players.").format(count=players))
            return
        write = money_writer(rule_set_of(track).name)
        gifts = fair_gifts_for(track.fair_start if track is not None else None, players)
        text = self.tr("Kept for {count} players: {amounts}").format(count=players, amounts=", ".join(write(a) for a in kept))
        if gifts and track is not None:
            name = gift_namer(track)
            text += " " + self.tr("and {gifts}").format(gifts=", ".join(
                self.tr("place {place}: {name}").format(place=k + 1, name=name(g)) for k, g in enumerate(gifts) if g))
        self.kept.setText(text)


def _same_but_fair_start(old: Board | None, new: Board) -> bool:
    """Whether two tracks (or boards) differ at most in the Fair start they keep."""
    return old is not None and type(old) is type(new) and \
        old.model_copy(update={"fair_start": None}) == new.model_copy(update={"fair_start": None})
