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
"""
