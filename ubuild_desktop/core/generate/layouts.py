"""Layouts the generator searches: a :class:`Design` (what goes where) and its :class:`Track`.

A Freestyle preset fixes the *pattern* of a track: GO, then a corner after every
``per_arc`` doubles (Starter 1, Classic 2, Pro 3), with the bridges evenly spaced (Pro:
one between each pair of corners). A :class:`Design` fills that pattern in:

- ``corners``: the order of Jail, Free Parking and Go to Jail after GO;
- ``doubles``: the printed doubles in playing order, each ``(tile, flipped)``: a flipped
  double is met at its hex 1 first (a planning double then shows its district before its
  Planning Permission space);
- ``bridges``: which of the :attr:`Plan.bridge_sets` (the gaps between pieces where the
  bridges sit, every one evenly spaced: computed once per preset);
- ``shape``: which of the :attr:`Plan.shapes` the pieces are laid along (a rectangle
  loop, or with railroads an open snake: the shape changes the building sites, so which
  districts a hazard or a skyscraper can touch, never the landing odds);
- ``cut``: with railroads, the gap after which the track breaks (a railroad on each end).

:func:`design_track` lays a design out with :func:`~..layout.lay_along`; the track is
always checked by :func:`~..validate.validate` before the generator proposes it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations

from ..cards import PLANNING_TILES
from ..i18n import QT_TRANSLATE_NOOP
from ..lattice import Cell
from ..layout import PieceRef, lay_along, path_from_moves
from ..pieces import PieceKind
from ..track import Placement, Preset, Track
from ..validate import KIND_LABELS, PRESET_LABELS, PRESET_RULES, validate
from .inventory import Inventory

__all__ = ["Design", "GenerateError", "Plan", "design_track", "plan_for", "sequence_of"]

E, SE, SW, W, NW, NE = range(6)
OTHER_CORNERS: tuple[PieceKind, ...] = (PieceKind.JAIL, PieceKind.FREE_PARKING, PieceKind.GO_TO_JAIL)


class GenerateError(ValueError):
    """The generator cannot do what it was asked (a box without the pieces a preset needs...);
    ``template`` (context "Generate") and ``params`` give the message to translate."""

    def __init__(self, template: str, **params: object) -> None:
        super().__init__(template.format(**params))
        self.template = template
        self.params = params


@dataclass(frozen=True)
class Shape:
    """Where the pieces lie: a closed rectangle loop (``width`` hexes along the top,
    ``zigzags`` zigzags down each side) or, ``open``, a snake of rows ``width`` long."""

    width: int
    zigzags: int
    open: bool = False

    def cells(self, count: int) -> list[Cell]:
        """The cells of the shape for ``count`` hexes (a loop's own count: the plan chose it)."""
        moves: list[int] = []
        if not self.open:
            moves = [E] * (self.width - 1) + [SE, SW] * self.zigzags + [W] * (self.width - 1) + [NW, NE] * self.zigzags
            return path_from_moves(Cell(0, 0), moves)[:-1]
        row = 0
        while len(moves) < count - 1:
            moves += ([E] if row % 2 == 0 else [W]) * (self.width - 1)
            moves += [SE, SW] if row % 2 == 0 else [SW, SE]
            row += 1
        return path_from_moves(Cell(0, 0), moves[: count - 1])


@dataclass(frozen=True)
class Design:
    """One candidate layout (see the module's docstring)."""

    corners: tuple[PieceKind, ...]
    doubles: tuple[tuple[str, bool], ...]
    bridges: int
    shape: int
    cut: int | None = None

    def key(self) -> tuple[object, ...]:
        """What decides the landing odds and the rents (the shape and the cut do not)."""
        return (self.corners, self.doubles, self.bridges)


@dataclass(frozen=True)
class Plan:
    """What a preset and a box allow: the pattern, the tiles, the bridge gaps, the shapes."""

    preset: Preset
    per_arc: int
    tiles: tuple[str, ...]  # the doubles that may be used (district and planning)
    required: tuple[str, ...]  # those every design uses
    slots: int  # doubles on the track
    bridge_count: int
    bridge_sets: tuple[tuple[int, ...], ...]
    shapes: tuple[Shape, ...]
    railroads: bool

    @property
    def pieces(self) -> int:
        """Corners and doubles (the gaps between them are where bridges and the cut go)."""
        return 4 + self.slots

    def pattern(self) -> tuple[bool, ...]:
        """Per piece in playing order (corners and doubles): True for a corner."""
        return tuple(([True] + [False] * self.per_arc) * 4)


def _bridge_sets(per_arc: int, count: int, one_per_arc: bool) -> tuple[tuple[int, ...], ...]:
    """Every set of gaps (gap g: after piece g of the pattern) where ``count`` bridges are
    evenly spaced as the validator counts (the arcs between them differ by at most one
    space), and with ``one_per_arc`` one between each pair of corners."""
    pattern = ([1] + [2] * per_arc) * 4  # spaces per piece
    corner_at = [i for i, size in enumerate(pattern) if size == 1]
    found = []
    for gaps in combinations(range(len(pattern)), count):
        positions, at = [], 0
        for i, size in enumerate(pattern):
            at += size
            if i in gaps:
                positions.append(at)
                at += 1
        total = at
        arcs = [(positions[(k + 1) % count] - p - 1) % total for k, p in enumerate(positions)]
        if max(arcs) - min(arcs) > 1:
            continue
        if one_per_arc and sorted(next(c for c in reversed(corner_at) if c <= g) for g in gaps) != corner_at:
            continue
        found.append(gaps)
    return tuple(found)


def _loop_shapes(cells: int) -> tuple[Shape, ...]:
    """Rectangle loops of ``cells`` hexes (2 (width - 1) + 4 zigzags), squarest first."""
    shapes = [Shape((cells - 4 * z) // 2 + 1, z) for z in range(1, cells // 4 + 1)
              if cells - 4 * z >= 2 and (cells - 4 * z) % 2 == 0]
    return tuple(sorted(shapes, key=lambda s: abs(s.width - 2 * s.zigzags)))


def _snake_shapes(cells: int) -> tuple[Shape, ...]:
    return tuple(Shape(w, 0, True) for w in (8, 6, 10, 5) if w < cells)


#: The messages of :class:`GenerateError`; ``piece`` and ``preset`` are words of ``validate``'s
#: ``KIND_LABELS`` and ``PRESET_LABELS`` (context "TrackWords").
NEEDS = QT_TRANSLATE_NOOP("Generate", "the box \u201c{box}\u201d has {have} of the pieces \u201c{piece}\u201d; a {preset} track needs {need}")
MISSING_TILES = QT_TRANSLATE_NOOP("Generate", "the box \u201c{box}\u201d lacks the tiles {tiles} that a {preset} track needs")
NO_PATTERN = QT_TRANSLATE_NOOP("Generate", "the generator makes Starter, Classic and Pro tracks, not {preset} ones")


def plan_for(preset: Preset, box: Inventory, railroads: bool) -> Plan:
    """The :class:`Plan` of ``preset`` from the pieces of ``box``; :class:`GenerateError`
    names what the box lacks."""
    rules = PRESET_RULES[preset]
    if rules.pieces is None or rules.doubles_between_corners is None:
        raise GenerateError(NO_PATTERN, preset=PRESET_LABELS[preset, False])
    label = PRESET_LABELS[preset, False]
    for kind, need in rules.pieces.items():
        if kind in (PieceKind.DISTRICT_DOUBLE, PieceKind.PLANNING_DOUBLE) and preset == Preset.CLASSIC:
            continue  # named tiles, checked below
        if box.count(kind) < need:
            raise GenerateError(NEEDS, box=box.name, have=box.count(kind), piece=KIND_LABELS[kind], preset=label, need=need)
    if railroads and box.count(PieceKind.RAILROAD) < 2:
        raise GenerateError(NEEDS, box=box.name, have=box.count(PieceKind.RAILROAD), piece=KIND_LABELS[PieceKind.RAILROAD],
                            preset=label, need=2)
    districts = rules.pieces[PieceKind.DISTRICT_DOUBLE]
    plannings = rules.pieces[PieceKind.PLANNING_DOUBLE]
    if rules.tiles is not None:
        missing = [t for t in rules.tiles if t not in box.tiles]
        if missing:
            raise GenerateError(MISSING_TILES, box=box.name, tiles=", ".join(missing), preset=label)
        tiles: tuple[str, ...] = tuple(rules.tiles)
        required = tiles
    else:
        tiles = box.district_tiles + box.planning_tiles[:plannings]
        required = box.planning_tiles[:plannings] if len(box.district_tiles) > districts else tiles
    per_arc = rules.doubles_between_corners
    slots = 4 * per_arc
    bridges = rules.pieces[PieceKind.BRIDGE]
    cells = 4 + 2 * slots + bridges
    shapes = _snake_shapes(cells + 2) if railroads else _loop_shapes(cells)
    return Plan(preset, per_arc, tiles, required, slots, bridges,
                _cached_bridge_sets(per_arc, bridges, rules.bridges_between_corners == 1), shapes, railroads)


@lru_cache(maxsize=None)
def _cached_bridge_sets(per_arc: int, count: int, one_per_arc: bool) -> tuple[tuple[int, ...], ...]:
    return _bridge_sets(per_arc, count, one_per_arc)


def sequence_of(plan: Plan, design: Design) -> list[PieceRef]:
    """The pieces of ``design`` in playing order from GO (railroads left out)."""
    corners = iter((PieceKind.GO, *design.corners))
    doubles = iter(design.doubles)
    gaps = set(plan.bridge_sets[design.bridges])
    refs: list[PieceRef] = []
    for i, corner in enumerate(plan.pattern()):
        if corner:
            refs.append(PieceRef(next(corners)))
        else:
            tile, _flipped = next(doubles)
            kind = PieceKind.PLANNING_DOUBLE if tile in PLANNING_TILES else PieceKind.DISTRICT_DOUBLE
            refs.append(PieceRef(kind, tile))
        if i in gaps:
            refs.append(PieceRef(PieceKind.BRIDGE))
    return refs


def _flip(piece: Placement) -> Placement:
    """The same double met from its other end: hex 1 becomes hex 0, the connectors keep
    their edges (the one on each hex stays on that hex)."""
    a, b = piece.cells()
    (_, entry), (_, exit_) = piece.connector_edges()
    rotation = (piece.rotation + 3) % 6
    return piece.model_copy(update={"cell": b, "rotation": rotation,
                                    "connectors": ((exit_ - rotation) % 6, (entry - rotation) % 6)})


def design_track(plan: Plan, design: Design, name: str = "Suggested track", description: str = "") -> Track:
    """The track of ``design``: its pieces laid along its shape, flipped doubles turned,
    railroads at the cut, the direction of play set so that the track reads from GO in
    the design's order."""
    refs = sequence_of(plan, design)
    flips = iter(f for _t, f in design.doubles)
    flipped = [ref.hexes == 2 and next(flips) for ref in refs]
    shape = plan.shapes[design.shape]
    closed = design.cut is None
    if not closed:
        # break after the cut's piece (counted among corners and doubles): rotate the sequence
        at = _index_after_gap(refs, design.cut or 0)
        refs = refs[at:] + refs[:at]
        flipped = flipped[at:] + flipped[:at]
        refs = [PieceRef(PieceKind.RAILROAD), *refs, PieceRef(PieceKind.RAILROAD)]
        flipped = [False, *flipped, False]
    cells = shape.cells(sum(r.hexes for r in refs))
    placed = lay_along(cells, refs, closed=closed)
    pieces = tuple(_flip(p) if f else p for p, f in zip(placed, flipped))
    # the walk along the path: clockwise on screen or not, by the polygon of its cells
    track = Track(name=name, description=description, preset=plan.preset, railroads=not closed, pieces=pieces,
                  direction="clockwise")
    if not _reads_forward(track, refs):
        track = track.model_copy(update={"direction": "counterclockwise"})
    return track


def _index_after_gap(refs: Sequence[PieceRef], gap: int) -> int:
    """The index in ``refs`` of the piece after the ``gap``-th corner or double."""
    seen = -1
    for i, ref in enumerate(refs):
        if ref.kind != PieceKind.BRIDGE:
            seen += 1
        if seen == gap:
            return i + 1
    return 0


def _reads_forward(track: Track, refs: Sequence[PieceRef]) -> bool:
    """Whether the track's cycle of spaces meets the pieces in the order laid."""
    report = validate(track)
    order = [s.piece_id for s in report.graph.spaces]
    ids = [p.id for p, r in zip(track.pieces, refs) if r.kind != PieceKind.RAILROAD]
    walked = list(dict.fromkeys(order))
    if not walked:
        return True
    go = ids.index(next(p.id for p in track.pieces if p.kind == PieceKind.GO))
    return walked == ids[go:] + ids[:go]


def random_design(plan: Plan, rng: random.Random) -> Design:
    """A design drawn at random (``rng``: a seeded ``random.Random``)."""
    corners = list(OTHER_CORNERS)
    rng.shuffle(corners)
    optional = [t for t in plan.tiles if t not in plan.required]
    chosen = list(plan.required) + rng.sample(optional, plan.slots - len(plan.required))
    rng.shuffle(chosen)
    doubles = tuple((t, rng.random() < 0.5) for t in chosen)
    cut = rng.randrange(plan.pieces) if plan.railroads else None
    return Design(tuple(corners), doubles, rng.randrange(len(plan.bridge_sets)), rng.randrange(len(plan.shapes)), cut)


def mutate(plan: Plan, design: Design, rng: random.Random) -> Design:
    """A neighbour of ``design``: one or two small changes (swap two doubles, flip one,
    put an unused tile in, reorder the corners, move the bridges, change the shape or
    the cut)."""
    for _ in range(1 + (rng.random() < 0.35)):
        move = rng.random()
        doubles = list(design.doubles)
        if move < 0.4:
            i, j = rng.sample(range(len(doubles)), 2)
            doubles[i], doubles[j] = doubles[j], doubles[i]
            design = replace(design, doubles=tuple(doubles))
        elif move < 0.6:
            i = rng.randrange(len(doubles))
            doubles[i] = (doubles[i][0], not doubles[i][1])
            design = replace(design, doubles=tuple(doubles))
        elif move < 0.7:
            unused = [t for t in plan.tiles if t not in {d[0] for d in doubles}]
            swappable = [i for i, (t, _f) in enumerate(doubles) if t not in plan.required]
            if unused and swappable:
                i = rng.choice(swappable)
                doubles[i] = (rng.choice(unused), doubles[i][1])
                design = replace(design, doubles=tuple(doubles))
        elif move < 0.8:
            corners = list(design.corners)
            i, j = rng.sample(range(3), 2)
            corners[i], corners[j] = corners[j], corners[i]
            design = replace(design, corners=tuple(corners))
        elif move < 0.9:
            design = replace(design, bridges=rng.randrange(len(plan.bridge_sets)))
        else:
            design = replace(design, shape=rng.randrange(len(plan.shapes)),
                             cut=rng.randrange(plan.pieces) if plan.railroads else None)
    return design


def crossover(plan: Plan, a: Design, b: Design, rng: random.Random) -> Design:
    """A child of two designs: ``a``'s doubles in the slots a cut keeps, the rest in
    ``b``'s order (an order crossover, so every tile stays once), the other genes drawn
    from either parent."""
    n = len(a.doubles)
    lo, hi = sorted(rng.sample(range(n + 1), 2))
    kept = list(a.doubles[lo:hi])
    used = {t for t, _f in kept}
    rest = [d for d in b.doubles if d[0] not in used]
    if len(rest) + len(kept) > n:
        rest = rest[: n - len(kept)]
    child = rest[:lo] + kept + rest[lo:]
    while len(child) < n:  # b used tiles a kept elsewhere: fill with a's leftovers
        child.append(next(d for d in a.doubles if d[0] not in {t for t, _f in child}))
    pick = lambda x, y: x if rng.random() < 0.5 else y  # noqa: E731
    return Design(pick(a.corners, b.corners), tuple(child), pick(a.bridges, b.bridges), pick(a.shape, b.shape),
                  pick(a.cut, b.cut))

