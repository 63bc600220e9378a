"""The track generator (issue 27): legal Freestyle tracks from a box, scored by the balance lab.

- :mod:`.inventory`: the pieces on the table (a preset's tile set, the whole box, or an
  inventory file), validated with one-line errors naming the file.
- :mod:`.layouts`: a :class:`~.layouts.Design` (corner order, doubles in order and which
  way round, bridge gaps, shape, railroad cut) and the :class:`~.track.Track` it lays out.
- :mod:`.scoring`: the exact score (landing odds: groups evenly landed, none starved, and
  a length estimate) and the simulated score (median length against the target, seat
  fairness after compensation) of a candidate.
- :mod:`.search`: the evolutionary search, exact odds first, short simulations for the
  finalists, on worker processes, with progress and cancel.
- :mod:`.square`: the same for a square board: prices and rents tuned toward a target
  length and evenly landed groups.

In more detail:

No Qt. ``inventory.py`` (the boxes: a preset's tile set, the whole box, or an inventory
  file, one-line ``InventoryError``s naming the file), ``layouts.py`` (a ``Design``: corner
  order, doubles in order and which way round, bridge gaps, shape, railroad cut;
  ``plan_for`` checks the box against the preset, ``GenerateError`` with a "Generate"
  template; ``design_track`` lays it out through ``layout.lay_along``), ``scoring.py`` (the
  exact score from ``balance``'s odds and money; ``LengthModel``, the minutes the search
  expects from a layout's money flow and shape, learnt from its games; ``seat_fairness``,
  the one call into ``balance/fair.py``'s ``propose_fair_start`` when it is there),
  ``search.py`` (``generate(Request)``: the evolutionary search, seeds over every shape,
  exact first, short simulations in chunks for finalists, a pooled check, then confirmation
  with fresh seeds; the tracks to ``found`` at once, then each Fair start's proof to
  ``proven`` as it ends; deterministic for a seed whatever the jobs and backend), ``workers.py``
  (``worker_pool``: this process, the simulator's worker processes, forked or from a fork server, or Ray
  (``--backend ray``, the optional extra ``.[cluster]``), each an ``Executor`` whose ``map``
  answers in order: the same tasks on every backend; ``ExecutorPool``, that executor as the
  ``pool`` the Fair start proofs play their games on, several at once), ``square.py`` (``tune_board``: a
  square board's prices and rents toward a length and evenly paying groups).
  ``generate_cli.py`` (``ubuild generate``) and ``editor/suggest.py`` (Track → Suggest a
  Track…: ``SuggestJob``, a thread of its own over worker processes) call them.
"""
