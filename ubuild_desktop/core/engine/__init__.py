"""The game engine: every rule of the book as a deterministic, replayable state machine.

Three packages, one per layer, the rule sets side by side with the same file names for the
same topics:

- :mod:`.kernel`: the rule-independent parts every rule set uses as they are (phases,
  events, the shared actions and their registry, the shared state and the rule book
  interface, money movements, debts, mortgages, auctions, deals, bankruptcy, the session,
  game files' history, the computer-player driver and its loop);
- :mod:`.ubuild`: U-Build's rules (seed 003) and its computer players;
- :mod:`.traditional`: the traditional 40-space game's rules (seeds 001, 002, 004) and its
  computer players.

Beside them, shared by every rule set:

- :mod:`.registry`: the rule sets there are, and how a tool finds the one it needs;
- :mod:`.simulate`: headless simulation of any registered rule set (``ubuild simulate``,
  the Balance panel, ``ubuild analyze``);
- :mod:`._native`: the optional compiled build (mypyc) of the hot modules, used only when
  it was built from exactly these sources (``native_build_active()`` says whether it is).

In more detail:

The game: ``Game`` (static), ``State`` (mutable:
  ``legal_actions()``, checked ``apply()``, queries), ``actions``, ``events`` (every money
  movement is a logged transaction), ``Session`` (the only seeded RNG), ``replay``,
  ``gamefile`` (saves that load by replaying). It is three parts: **the kernel**
  (``engine/kernel/``), the rule-independent parts any rule set uses as they are,
  **U-Build's rules** on top of it (``engine/ubuild/``, its computer players too), and **the
  traditional rules** (``engine/traditional/``, below), the two with the same file names for
  the same topics (``table.py`` the rule table, ``buying.py``, ``computer.py``,
  ``good.py``...); the shared ``engine/registry.py``, ``engine/simulate.py`` and
  ``engine/_native.py`` beside them. The rules are **modules of functions over the plain
  data** (``data.StateData``), one module per topic, in layers: a module imports only those
  above it in this list, and ``tests/engine/test_layers.py`` draws the import graph
  (type-only imports included), fails on any circle, and checks that the kernel imports
  nothing of U-Build's.

  ``engine/ubuild/``'s computer players (``computer.make_player("simple"|"good", seed)``,
  ``simple.py``, ``good.py`` on ``player_base.py``, plus ``random_player.py`` for the
  conformance tests and benchmarks); ``player_common.py``'s ``Figures`` holds the rents and
  per-player figures of one board position, shared by every decision at it.
  ``kernel/driver.py``'s ``Driver.next_action`` is **the one driver** of computer players
  (and ``Driver.table_action``: between turns, where the book's ``between_turns`` says so,
  each other computer seat is asked once per position what it does out of turn,
  ``ComputerPlayer.between_turns``, before the player to act): the next action of the seat
  the game waits on is a deal offer, asked for once per game position (``len(history)``) in
  every phase whose table accepts ``ProposeDeal`` (the book's ``deals_open``: U-Build's
  ``deals.DEAL_PHASES``, the rule table's column), else the player's decision, else
  ``fallback_action`` (the first legal action of the book's ``safe_kinds``; a player that
  raises or answers illegally never stops a table; its error is kept in ``last_error``, or
  raised when strict). ``BasePlayer`` is a kernel ``ComputerPlayer`` that checks its own
  answers. ``kernel/autoplay.py``'s ``play_out`` loops over it to a game's end (``ubuild
  simulate``, the benchmark, the tests); the play view's controller calls it once per timer
  tick. Both are compiled with the players. **The registry** (``engine/registry.py``, in the
  manner of OpenSpiel's ``load_game``): each rule set registers itself once
  (``kernel/rule_set.py``'s ``RuleSet`` and ``register``: U-Build's
  ``engine/ubuild/rule_set.py``, the traditional game's ``traditional/rule_set.py``, a
  test's own) with what every tool needs: its name, board and game types, players, starting
  money, options (``round_limit``, ``house_rules``) and a new game, session and take back,
  its board's checks, board and game files (``owns_document``, ``read_game``, ``dump_game``,
  ``board_name_in``), computer players, standings, the simulator's figures, a command's
  words refusing a board with problems (``refusal``, ``checked_against``), and by reference
  (``"module:attribute"``, loaded by ``load_part`` when needed: core never imports Qt and
  the engine never imports the balance lab) its exact-odds model, balance figures
  (``balance``), ``analyze``'s text (``analysis``), charts' and reports' part (``figures``),
  How to play (``how_to_play``), play-view plug-in, editor and viewer. Tools ask
  ``rule_set(name)``, ``rule_set_of(board | game | state | session)`` or
  ``rule_set_of_document(raw)`` and never test a board's type or a rule set's name (``ubuild
  simulate``, ``analyze``, ``play``, ``view``, ``validate``, New game, Home's list, the play
  view, the editors' Open, the Balance panel, the report, How to play);
  ``tests/test_boundaries.py`` fails on such a test outside the registry and the rule sets'
  own modules. ``engine/simulate.py`` (one game in ``simulate_game.py``, the workers in
  ``simulate_pool.py``, the figures in ``simulate_figures.py``; callers import from
  ``simulate``): headless games for ``ubuild simulate`` and ``ubuild analyze``, through ``play_out``, on several processes with progress; ``should_stop``
  cancels a run (``SimulationCancelled``: polled after each game, or after each batch with
  several processes, whose workers share a stop flag and stop after their game); each
  ``GameResult`` sums its game's transactions per ``PaymentReason`` (``flows``, small and
  picklable), and ``summarize`` gives the money flows per game and 95% Wilson intervals of
  the win rate per seat. It plays any registered rule set through one code path: the
  registry's ``RuleSet`` (``UBUILD``, ``TRADITIONAL``; ``rule_set_of`` picks it from the
  ``Track``, ``SquareBoard``... given; a worker process imports the module that registered
  it) says how to make the game from the dumped track or board, the session, the player of a
  strength (an unknown one is a ``SimulationError`` whose ``template`` is translatable;
  traditional: ``traditional.computer.computer_player``, ``simple`` or ``good``, ``good`` by
  default as for U-Build), what a finished state says (``Ending``), the summary's header,
  the round limit (traditional: ``TRADITIONAL_ROUND_LIMIT``, 200 rounds, unless given; the
  summary then adds ``action_limit_games``/``_seeds``), the box's length (None for the
  traditional game) and its money flows (``UBUILD_FLOWS`` / ``TRADITIONAL_FLOWS``: U-Build's
  summary keeps its 18, and the Fair start's last, in both). ``simulate(...,
  fair_start=...)`` plays every game with the Fair start house rule (the batch carries it).
  A batch names its rule set, so the workers of ``--jobs`` play the same games. A worker
  ends with its parent, however the parent ended (a thread waits on the parent's sentinel).
  Workers are a ``WorkerPool`` (issue 26): forked where that is safe (``start_method``:
  Linux, one thread, no Qt: the command line, whose workers start in milliseconds with the
  game loaded), forked from a fork server that imported the engine once in a window's
  process (Linux, macOS), spawned elsewhere; about 16 batches a worker, the last ever
  smaller (``batch_sizes``), keep every core busy to the end; a worker collects and
  freezes (``gc.freeze``) what outlives its games (the program, the game) once per game
  made, and collects garbage once per 64 games; ``simulate(..., pool=...)`` plays on a pool the caller
  keeps warm (the editor's Balance panel), whose ``cancel`` stops the run in flight after
  each worker's game. ``ubuild analyze`` on a square board runs the traditional rule set's
  simulation.
"""

from __future__ import annotations

from . import _native

_native.activate()  # before any engine module is imported: compiled modules come first

from ._native import native_build_active, native_build_status  # noqa: E402

__all__ = ["native_build_active", "native_build_status"]
