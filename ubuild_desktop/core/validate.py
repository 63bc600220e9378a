"""The Freestyle checks: every problem of a track, each with a stable code.

:func:`validate` builds the adjacency graph and reports *every* problem it finds as a
:class:`Diagnostic` (a stable code, a one-line message, the pieces and cells involved).
Structural problems (overlaps, open connectors, branches, separate pieces) are always
reported; the sequence checks of a preset (doubles between corners, bridge spacing) need
the cycle of spaces, so they run only once the pieces form one.

The presets follow the book's Freestyle page and ``docs/RULES.md``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from ._gc import gc_paused
from .graph import TrackGraph, build_graph
from .lattice import DIRECTION_NAMES, Cell
from .pieces import CORNER_KINDS, DOUBLE_KINDS, PieceKind, SpaceKind, load_box
from .track import Preset, Track


class Code(StrEnum):
    """Stable diagnostic codes (they appear in ``--json`` output: never rename one)."""

    OVERLAP = "overlap"
    OPEN_CONNECTOR = "open-connector"
    BRANCH = "branch"
    DISCONNECTED = "disconnected"
    RAILROAD_NOT_AT_END = "railroad-not-at-end"
    LONE_RAILROAD = "lone-railroad"
    RAILROAD_COUNT = "railroad-count"
    NO_GO = "no-go"
    NO_DISTRICT = "no-district"
    TOO_MANY_PIECES = "too-many-pieces"
    WRONG_PIECES = "wrong-pieces"
    CORNER_SPACING = "corner-spacing"
    BRIDGE_SPACING = "bridge-spacing"
    BRIDGE_IN_DOUBLE = "bridge-in-double"
    JOINS_MISMATCH = "joins-mismatch"


@dataclass(frozen=True)
class Diagnostic:
    """One problem of a track."""

    code: Code
    message: str
    pieces: tuple[str, ...] = ()
    cells: tuple[Cell, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "code": str(self.code),
            "message": self.message,
            "pieces": list(self.pieces),
            "cells": [[c.q, c.r] for c in self.cells],
        }


@dataclass(frozen=True)
class PresetRules:
    """What a preset asks of a track."""

    pieces: dict[PieceKind, int] | None  # exact counts (railroads handled apart); None = any
    doubles_between_corners: int | None
    bridges_between_corners: int | None  # Pro: one bridge in each corner-to-corner arc


PRESET_RULES: dict[Preset, PresetRules] = {
    Preset.STARTER: PresetRules(
        {PieceKind.GO: 1, PieceKind.JAIL: 1, PieceKind.FREE_PARKING: 1, PieceKind.GO_TO_JAIL: 1,
         PieceKind.DISTRICT_DOUBLE: 4, PieceKind.PLANNING_DOUBLE: 0, PieceKind.BRIDGE: 2},
        doubles_between_corners=1,
        bridges_between_corners=None,
    ),
    Preset.CLASSIC: PresetRules(
        {PieceKind.GO: 1, PieceKind.JAIL: 1, PieceKind.FREE_PARKING: 1, PieceKind.GO_TO_JAIL: 1,
         PieceKind.DISTRICT_DOUBLE: 6, PieceKind.PLANNING_DOUBLE: 2, PieceKind.BRIDGE: 2},
        doubles_between_corners=2,
        bridges_between_corners=None,
    ),
    Preset.PRO: PresetRules(
        {PieceKind.GO: 1, PieceKind.JAIL: 1, PieceKind.FREE_PARKING: 1, PieceKind.GO_TO_JAIL: 1,
         PieceKind.DISTRICT_DOUBLE: 10, PieceKind.PLANNING_DOUBLE: 2, PieceKind.BRIDGE: 4},
        doubles_between_corners=3,
        bridges_between_corners=1,
    ),
    Preset.CUSTOM: PresetRules(None, None, None),
}

KIND_LABELS: dict[PieceKind, str] = {
    PieceKind.GO: "GO",
    PieceKind.JAIL: "Jail",
    PieceKind.FREE_PARKING: "Free Parking",
    PieceKind.GO_TO_JAIL: "Go to Jail",
    PieceKind.DISTRICT_DOUBLE: "district double",
    PieceKind.PLANNING_DOUBLE: "planning double",
    PieceKind.BRIDGE: "bridge",
    PieceKind.RAILROAD: "railroad",
}


@dataclass
class Report:
    """The outcome of validating a track against one preset."""

    track: Track
    preset: Preset
    railroads: bool
    graph: TrackGraph
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.diagnostics

    def summary(self) -> str:
        """One line: "Valid Pro track, 32 spaces" or "3 problems"."""
        if self.valid:
            kind = self.preset.value.capitalize() + (" railroad" if self.railroads else "")
            return f"Valid {kind} track, {len(self.graph.spaces)} spaces"
        n = len(self.diagnostics)
        return f"{n} problem" + ("" if n == 1 else "s")

    def to_json(self) -> dict[str, object]:
        return {
            "track": self.track.name,
            "preset": str(self.preset),
            "railroads": self.railroads,
            "valid": self.valid,
            "spaces": len(self.graph.spaces),
            "sites": len(self.graph.sites),
            "problems": [d.to_json() for d in self.diagnostics],
        }


def validate(track: Track, preset: Preset | None = None, railroads: bool | None = None) -> Report:
    """Check ``track`` against ``preset`` (default: the track's own) and list every problem."""
    preset = track.preset if preset is None else preset
    railroads = track.railroads if railroads is None else railroads
    graph = build_graph(track)
    report = Report(track, preset, railroads, graph)
    out = report.diagnostics
    with gc_paused():
        _check_structure(graph, out)
        _check_counts(track, preset, railroads, out)
        _check_joins_stored(track, graph, out)
        if graph.piece_cycle is not None:
            _check_sequence(graph, PRESET_RULES[preset], out)
    return report


def _ids(graph: TrackGraph, indices: object) -> tuple[str, ...]:
    pieces = graph.track.pieces
    return tuple(pieces[i].id for i in indices)  # type: ignore[attr-defined]


def _check_structure(graph: TrackGraph, out: list[Diagnostic]) -> None:
    pieces = graph.track.pieces
    for cell, stacked in graph.overlaps:
        ids = _ids(graph, stacked)
        out.append(Diagnostic(Code.OVERLAP, f"{' and '.join(ids)} sit on the same hex {cell}", ids, (cell,)))
    for piece_index, conn in graph.open_connectors:
        piece = pieces[piece_index]
        cell, direction = piece.connector_edges()[conn]
        out.append(
            Diagnostic(
                Code.OPEN_CONNECTOR,
                f"{piece.id} has an open connector at {cell} facing {_dir_name(direction)}",
                (piece.id,),
                (cell,),
            )
        )
    for (piece_index, conn), hit in graph.blocked_connectors:
        piece, other = pieces[piece_index], pieces[hit]
        cell, _direction = piece.connector_edges()[conn]
        if other.kind == PieceKind.RAILROAD or piece.kind == PieceKind.RAILROAD:
            rail = other if other.kind == PieceKind.RAILROAD else piece
            out.append(
                Diagnostic(
                    Code.RAILROAD_NOT_AT_END,
                    f"railroad {rail.id} is inside the track next to {piece.id if rail is other else other.id}; "
                    "railroads clip onto the two ends",
                    (rail.id, piece.id if rail is other else other.id),
                    tuple(rail.cells()),
                )
            )
        else:
            out.append(
                Diagnostic(
                    Code.BRANCH,
                    f"{piece.id} clips into the side of {other.id}: the track branches there",
                    (piece.id, other.id),
                    (cell,),
                )
            )
    for a, b in graph.joins.items():
        if a < b and pieces[a[0]].kind == PieceKind.RAILROAD and pieces[b[0]].kind == PieceKind.RAILROAD:
            ids = (pieces[a[0]].id, pieces[b[0]].id)
            out.append(
                Diagnostic(
                    Code.RAILROAD_NOT_AT_END,
                    f"railroads {ids[0]} and {ids[1]} are joined to each other, not to the ends of the track",
                    ids,
                    (pieces[a[0]].cell, pieces[b[0]].cell),
                )
            )
    for index in range(len(pieces)):
        piece = pieces[index]
        if piece.kind != PieceKind.BRIDGE:
            continue
        partners = {graph.joins.get((index, c), (None, None))[0] for c in (0, 1)}
        if len(partners) == 1 and None not in partners:
            (other_index,) = partners
            other = pieces[other_index]  # type: ignore[index]
            if other.kind in DOUBLE_KINDS:
                out.append(
                    Diagnostic(
                        Code.BRIDGE_IN_DOUBLE,
                        f"bridge {piece.id} sits inside double {other.id}, between its two halves; "
                        "bridges go between pieces",
                        (piece.id, other.id),
                        (piece.cell,),
                    )
                )
    if len(graph.components) > 1:
        main = graph.components[0]
        for stray in graph.components[1:]:
            ids = _ids(graph, stray)
            shown = ", ".join(ids[:5]) + (" ..." if len(ids) > 5 else "")
            out.append(
                Diagnostic(
                    Code.DISCONNECTED,
                    f"{_count(len(ids), 'piece')} ({shown}) not joined to the main track of {len(main)} pieces",
                    ids,
                    tuple(pieces[i].cell for i in stray),
                )
            )


def _check_counts(track: Track, preset: Preset, railroads: bool, out: list[Diagnostic]) -> None:
    box = load_box()
    counts = Counter(p.kind for p in track.pieces)
    id_lists: dict[PieceKind, list[str]] = {}
    for piece in track.pieces:
        id_lists.setdefault(piece.kind, []).append(piece.id)
    ids_of = {kind: tuple(ids) for kind, ids in id_lists.items()}
    # The boxes' limits.
    for spec in box.pieces:
        limit = spec.count * track.boxes
        if counts[spec.kind] > limit:
            out.append(
                Diagnostic(
                    Code.TOO_MANY_PIECES,
                    f"{_count(counts[spec.kind], KIND_LABELS[spec.kind])}, but {_count(track.boxes, 'box')} hold {limit}",
                    ids_of[spec.kind],
                )
            )
    tiles = Counter(p.tile for p in track.pieces if p.tile is not None)
    for tile, n in sorted(tiles.items()):
        if n > track.boxes:
            ids = tuple(p.id for p in track.pieces if p.tile == tile)
            out.append(
                Diagnostic(
                    Code.TOO_MANY_PIECES,
                    f"tile {tile} is used {n} times, but {_count(track.boxes, 'box')} hold {track.boxes}",
                    ids,
                )
            )
    # Railroads come in pairs: the link joins exactly two.
    rails = counts[PieceKind.RAILROAD]
    if rails == 1:
        out.append(
            Diagnostic(
                Code.LONE_RAILROAD,
                "one railroad alone: railroads come in pairs, one at each end of an open track",
                ids_of[PieceKind.RAILROAD],
            )
        )
    elif rails > 2:
        out.append(
            Diagnostic(
                Code.RAILROAD_COUNT,
                f"{rails} railroads: a track has either none or two, one at each end",
                ids_of[PieceKind.RAILROAD],
            )
        )
    if counts[PieceKind.GO] == 0:
        out.append(Diagnostic(Code.NO_GO, "there is no GO: every track needs one"))
    rules = PRESET_RULES[preset]
    if rules.pieces is None:
        if counts[PieceKind.DISTRICT_DOUBLE] + counts[PieceKind.PLANNING_DOUBLE] == 0:
            out.append(Diagnostic(Code.NO_DISTRICT, "there is no district: a track needs at least one double"))
        return
    wanted = dict(rules.pieces)
    wanted[PieceKind.RAILROAD] = 2 if railroads else 0
    name = preset.value.capitalize() + (" railroad" if railroads else "")
    for kind, n in wanted.items():
        have = counts[kind]
        if have == n or (kind == PieceKind.RAILROAD and have in (1,) and n == 2):
            continue  # a lone railroad is already reported
        if kind == PieceKind.GO and have == 0:
            continue  # already reported as no-go
        out.append(
            Diagnostic(
                Code.WRONG_PIECES,
                f"a {name} track uses {_count(n, KIND_LABELS[kind])}, this one has {have}",
                ids_of.get(kind, ()),
            )
        )


def _check_joins_stored(track: Track, graph: TrackGraph, out: list[Diagnostic]) -> None:
    if track.joins is None:
        return
    stored = {frozenset(pair) for pair in track.joins}
    derived = graph.joined_pairs()
    for pair in sorted(stored - derived, key=sorted):
        ids = tuple(sorted(pair))
        out.append(Diagnostic(Code.JOINS_MISMATCH, f"the file says {' and '.join(ids)} join, but they do not", ids))
    for pair in sorted(derived - stored, key=sorted):
        ids = tuple(sorted(pair))
        out.append(
            Diagnostic(Code.JOINS_MISMATCH, f"{' and '.join(ids)} join, but the file does not list the join", ids)
        )


def _check_sequence(graph: TrackGraph, rules: PresetRules, out: list[Diagnostic]) -> None:
    """Doubles between corners and bridge spacing, read around the cycle from GO."""
    pieces = graph.track.pieces
    if rules.doubles_between_corners is None and rules.bridges_between_corners is None:
        return
    # Piece sequence in playing order starting at GO, railroads skipped.
    seen: set[str] = set()
    sequence = []
    for space in graph.spaces:
        if space.piece_id not in seen:
            seen.add(space.piece_id)
            sequence.append(space.piece_id)
    kind_of = {p.id: p.kind for p in pieces}
    corner_positions = [i for i, pid in enumerate(sequence) if kind_of[pid] in CORNER_KINDS]
    if rules.doubles_between_corners is not None and corner_positions:
        want = rules.doubles_between_corners
        for k, start in enumerate(corner_positions):
            end = corner_positions[(k + 1) % len(corner_positions)]
            arc = sequence[start + 1 : end] if end > start else sequence[start + 1 :] + sequence[:end]
            doubles = [pid for pid in arc if kind_of[pid] in DOUBLE_KINDS]
            if len(doubles) != want:
                a, b = sequence[start], sequence[end]
                out.append(
                    Diagnostic(
                        Code.CORNER_SPACING,
                        f"{_count(len(doubles), 'double')} between {KIND_LABELS[kind_of[a]]} and "
                        f"{KIND_LABELS[kind_of[b]]}; this preset wants {want}",
                        (a, *doubles, b),
                    )
                )
            if rules.bridges_between_corners is not None:
                bridges = [pid for pid in arc if kind_of[pid] == PieceKind.BRIDGE]
                if len(bridges) != rules.bridges_between_corners:
                    a, b = sequence[start], sequence[end]
                    out.append(
                        Diagnostic(
                            Code.BRIDGE_SPACING,
                            f"{_count(len(bridges), 'bridge')} between {KIND_LABELS[kind_of[a]]} and "
                            f"{KIND_LABELS[kind_of[b]]}; this preset wants {rules.bridges_between_corners}",
                            (a, *bridges, b),
                        )
                    )
    _check_bridge_spacing(graph, out)


def _check_bridge_spacing(graph: TrackGraph, out: list[Diagnostic]) -> None:
    """Arcs between consecutive bridges hold the same number of spaces, give or take one."""
    bridges = [s for s in graph.spaces if s.kind == SpaceKind.BRIDGE]
    if len(bridges) < 2:
        return
    n = len(graph.spaces)
    arcs = [
        (bridges[(k + 1) % len(bridges)].index - b.index - 1) % n for k, b in enumerate(bridges)
    ]
    if max(arcs) - min(arcs) > 1:
        out.append(
            Diagnostic(
                Code.BRIDGE_SPACING,
                "bridges are not evenly spaced: the arcs between them hold "
                + ", ".join(str(a) for a in arcs)
                + " spaces",
                tuple(b.piece_id for b in bridges),
                tuple(b.cell for b in bridges),
            )
        )


def _count(n: int, noun: str) -> str:
    """ "1 bridge", "2 bridges", "2 boxes"."""
    if n == 1:
        return f"1 {noun}"
    return f"{n} {noun}es" if noun.endswith(("x", "s", "sh", "ch")) else f"{n} {noun}s"


def _dir_name(direction: int) -> str:
    return DIRECTION_NAMES[direction % 6]
