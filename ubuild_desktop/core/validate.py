"""The Freestyle checks: every problem of a track, each with a stable code.

:func:`validate` builds the adjacency graph and reports *every* problem it finds as a
:class:`Diagnostic` (a stable code, a one-line message, the pieces and cells involved).
Structural problems (overlaps, open connectors, branches, separate pieces) are always
reported; the sequence checks of a preset (doubles between corners, bridge spacing) need
the cycle of spaces, so they run only once the pieces form one.

:class:`LiveValidation` validates a track edit by edit (the editor's document): its graph
is a :class:`~ubuild_desktop.core.graph.LiveGraph`, which derives again only what an edit
touched, and the checks then read that graph (a pass over its few problems and a count of
the pieces), so its report equals :func:`validate`'s.

The presets follow the book's Freestyle page and ``docs/RULES.md``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import cast
from enum import StrEnum

from ._gc import gc_paused
from .graph import LiveGraph, TrackGraph, build_graph
from .i18n import QT_TRANSLATE_NOOP
from .lattice import Cell
from .pieces import CORNER_KINDS, DOUBLE_KINDS, PieceKind, SpaceKind, load_box
from .cards import TileId, load_districts
from .problems import PRESET_LABELS, SUMMARY_ONE_PROBLEM, SUMMARY_PROBLEMS, WORD_PARAMS, Problem
from .track import Placement, Preset, Track


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
    WRONG_TILE = "wrong-tile"
    CORNER_SPACING = "corner-spacing"
    BRIDGE_SPACING = "bridge-spacing"
    BRIDGE_IN_DOUBLE = "bridge-in-double"
    JOINS_MISMATCH = "joins-mismatch"


@dataclass(frozen=True)
class Diagnostic(Problem):
    """One problem of a track.

    ``template`` is English with ``{named}`` fields filled from ``params``; a Qt view
    translates the template (context ``"Diagnostic"``) and the params listed in
    :data:`WORD_PARAMS` (context ``"TrackWords"``) before filling it in.
    """

    code: Code
    template: str
    params: dict[str, str | int] = field(default_factory=dict)
    pieces: tuple[str, ...] = ()
    cells: tuple[Cell, ...] = ()

    @property
    def message(self) -> str:
        return self.template.format(**self.params)

    def where(self, most: int = 8) -> list[tuple[str, dict[str, str | int]]]:
        """Where the problem is, for a command's line ("pieces p1, p2"; "cells (0, 1)"), as
        (template marked in the context ``"Command"``, params); at most ``most`` of each."""
        found: list[tuple[str, dict[str, str | int]]] = []
        if self.pieces:
            found.append((WHERE_PIECES, {"pieces": ", ".join(self.pieces[:most]) + (" ..." if len(self.pieces) > most else "")}))
        if self.cells:
            found.append((WHERE_CELLS, {"cells": " ".join(str(c) for c in self.cells[:most]) + (" ..." if len(self.cells) > most else "")}))
        return found

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
    tiles: tuple[TileId, ...] | None = None  # the printed tiles of the set-up picture, when the book insists on them


# Classic: "You must use the tiles shown in the picture, but you can swap their positions."
# (the built-in Classic track is that picture).
CLASSIC_TILES: tuple[TileId, ...] = ("D1", "D2", "D3", "D4", "D8", "D9", "P1", "P2")


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
        tiles=CLASSIC_TILES,
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
    PieceKind.GO: QT_TRANSLATE_NOOP("TrackWords", "GO"),
    PieceKind.JAIL: QT_TRANSLATE_NOOP("TrackWords", "Jail"),
    PieceKind.FREE_PARKING: QT_TRANSLATE_NOOP("TrackWords", "Free Parking"),
    PieceKind.GO_TO_JAIL: QT_TRANSLATE_NOOP("TrackWords", "Go to Jail"),
    PieceKind.DISTRICT_DOUBLE: QT_TRANSLATE_NOOP("TrackWords", "district double"),
    PieceKind.PLANNING_DOUBLE: QT_TRANSLATE_NOOP("TrackWords", "planning double"),
    PieceKind.BRIDGE: QT_TRANSLATE_NOOP("TrackWords", "bridge"),
    PieceKind.RAILROAD: QT_TRANSLATE_NOOP("TrackWords", "railroad"),
}
DIRECTION_LABELS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("TrackWords", "east"),
    QT_TRANSLATE_NOOP("TrackWords", "south-east"),
    QT_TRANSLATE_NOOP("TrackWords", "south-west"),
    QT_TRANSLATE_NOOP("TrackWords", "west"),
    QT_TRANSLATE_NOOP("TrackWords", "north-west"),
    QT_TRANSLATE_NOOP("TrackWords", "north-east"),
)
SUMMARY_VALID = QT_TRANSLATE_NOOP("Diagnostic", "Valid {preset} track, {spaces} spaces")
WHERE_PIECES = QT_TRANSLATE_NOOP("Command", "pieces {pieces}")
WHERE_CELLS = QT_TRANSLATE_NOOP("Command", "cells {cells}")


@dataclass
class Report:
    """The outcome of validating a track against one preset.

    A report of any rule set (a square board's :class:`~.square.validate.BoardReport`
    too) says what the commands and the problems panel need without being told apart:
    ``valid``, ``diagnostics`` (each with ``code``, ``template``, ``params`` and
    :meth:`Diagnostic.where`), :meth:`summary_parts`, :meth:`checked_against`,
    :attr:`HEADING` and :attr:`PASSES`.
    """

    #: ``ubuild validate``'s line about it: ``{track}`` the file as given, ``{summary}``,
    #: ``{preset}`` :meth:`checked_against`'s.
    HEADING = QT_TRANSLATE_NOOP("Command", "{track}: {summary} ({preset})")
    #: What the problems panel says when there is no problem.
    PASSES = QT_TRANSLATE_NOOP("ProblemsPanel", "This track passes every check of its preset.")

    track: Track
    preset: Preset
    railroads: bool
    graph: TrackGraph
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def checked_against(self) -> tuple[Preset, bool] | None:
        """The preset (and railroads) the track was checked against, which :attr:`HEADING` names."""
        return self.preset, self.railroads

    @property
    def valid(self) -> bool:
        return not self.diagnostics

    def summary_parts(self) -> tuple[str, dict[str, str | int]]:
        """The summary as (template, params), for a view to translate."""
        if self.valid:
            return SUMMARY_VALID, {"preset": PRESET_LABELS[self.preset, self.railroads], "spaces": len(self.graph.spaces)}
        if len(self.diagnostics) == 1:
            return SUMMARY_ONE_PROBLEM, {}
        return SUMMARY_PROBLEMS, {"count": len(self.diagnostics)}

    def summary(self) -> str:
        """One line: "Valid Pro track, 32 spaces" or "3 problems"."""
        template, params = self.summary_parts()
        return template.format(**params)

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
    return _checked(track, preset, railroads, build_graph(track))


class LiveValidation:
    """The validation of a track that changes edit by edit, against its own preset and
    railroads setting: :meth:`update` gives what ``validate(track)`` gives, deriving again
    only the part of the graph the edit touched."""

    def __init__(self, track: Track) -> None:
        self._graph = LiveGraph(track)
        self.report = _checked(track, track.preset, track.railroads, self._graph.graph)

    def update(self, track: Track) -> Report:
        """The report of ``track`` (usually the last one after an edit); also :attr:`report`."""
        if track is not self.report.track:
            self.report = _checked(track, track.preset, track.railroads, self._graph.update(track))
        return self.report


def _checked(track: Track, preset: Preset, railroads: bool, graph: TrackGraph) -> Report:
    report = Report(track, preset, railroads, graph)
    out = report.diagnostics
    with gc_paused():
        _check_structure(graph, out)
        _check_counts(track, preset, railroads, out)
        _check_joins_stored(track, graph, out)
        if graph.piece_cycle is not None:
            _check_sequence(graph, PRESET_RULES[preset], out)
    return report


def _ids(graph: TrackGraph, indices: Iterable[int]) -> tuple[str, ...]:
    pieces = graph.track.pieces
    return tuple(pieces[i].id for i in indices)


def _name(piece: Placement) -> str:
    """What a player calls a piece: its districts' names, or its kind (a TrackWords word)."""
    if piece.tile is not None:
        districts = load_districts()
        names = [card.name for half in (0, 1) if (card := districts.card_on(cast(TileId, piece.tile), half)) is not None]
        if names:
            return " / ".join(names)
    return KIND_LABELS[piece.kind]


def _check_structure(graph: TrackGraph, out: list[Diagnostic]) -> None:
    pieces = graph.track.pieces
    # A buried piece (under the top of a stack, see ``graph.buried``) has no problem of
    # its own: its hexes' overlap names how many pieces are stacked there.
    buried = graph.buried
    for cell, stacked in graph.overlaps:
        ids = _ids(graph, stacked)
        if len(stacked) > 2:
            out.append(Diagnostic(
                Code.OVERLAP, QT_TRANSLATE_NOOP("Diagnostic", "{count} pieces are stacked on one hex, {piece} on top"),
                {"count": len(stacked), "piece": _name(pieces[stacked[-1]])}, ids, (cell,),
            ))
            continue
        out.append(Diagnostic(
            Code.OVERLAP, QT_TRANSLATE_NOOP("Diagnostic", "{piece} and {other} sit on the same hex"),
            {"piece": _name(pieces[stacked[0]]), "other": _name(pieces[stacked[-1]])}, ids, (cell,),
        ))
    for piece_index, conn in graph.open_connectors:
        if piece_index in buried:
            continue
        piece = pieces[piece_index]
        cell, direction = piece.connector_edges()[conn]
        out.append(Diagnostic(
            Code.OPEN_CONNECTOR, QT_TRANSLATE_NOOP("Diagnostic", "{piece}: open end facing {direction}"),
            {"piece": _name(piece), "direction": DIRECTION_LABELS[direction]}, (piece.id,), (cell,),
        ))
    for (piece_index, conn), hit in graph.blocked_connectors:
        if piece_index in buried:
            continue
        piece, other = pieces[piece_index], pieces[hit]
        cell, _direction = piece.connector_edges()[conn]
        if PieceKind.RAILROAD in (piece.kind, other.kind):
            rail, beside = (other, piece) if other.kind == PieceKind.RAILROAD else (piece, other)
            out.append(Diagnostic(
                Code.RAILROAD_NOT_AT_END,
                QT_TRANSLATE_NOOP("Diagnostic", "a railroad sits inside the track next to {other}; railroads clip onto the two ends"),
                {"other": _name(beside)}, (rail.id, beside.id), tuple(rail.cells()),
            ))
        else:
            out.append(Diagnostic(
                Code.BRANCH, QT_TRANSLATE_NOOP("Diagnostic", "{piece} clips into the side of {other}: the track branches there"),
                {"piece": _name(piece), "other": _name(other)}, (piece.id, other.id), (cell,),
            ))
    for a, b in graph.joins.items():
        if a < b and pieces[a[0]].kind == PieceKind.RAILROAD and pieces[b[0]].kind == PieceKind.RAILROAD:
            ids = (pieces[a[0]].id, pieces[b[0]].id)
            out.append(Diagnostic(
                Code.RAILROAD_NOT_AT_END,
                QT_TRANSLATE_NOOP("Diagnostic", "the two railroads are joined to each other, not to the ends of the track"),
                {}, ids, (pieces[a[0]].cell, pieces[b[0]].cell),
            ))
    for index, piece in enumerate(pieces):
        if piece.kind != PieceKind.BRIDGE or index in buried:
            continue
        ends = graph.joins.get((index, 0)), graph.joins.get((index, 1))
        if ends[0] is not None and ends[1] is not None and ends[0][0] == ends[1][0]:  # both ends on one piece
            other = pieces[ends[0][0]]
            if other.kind in DOUBLE_KINDS:
                out.append(Diagnostic(
                    Code.BRIDGE_IN_DOUBLE,
                    QT_TRANSLATE_NOOP("Diagnostic", "a bridge sits inside the double {other}, between its two halves; "
                      "bridges go between pieces"),
                    {"other": _name(other)}, (piece.id, other.id), (piece.cell,),
                ))
    if len(graph.components) > 1:
        main = graph.components[0]
        for stray in graph.components[1:]:
            if all(i in buried for i in stray):
                continue
            ids = _ids(graph, stray)
            out.append(Diagnostic(
                Code.DISCONNECTED,
                QT_TRANSLATE_NOOP("Diagnostic", "pieces not joined to the main track: {count}, {piece} among them (pieces in the main track: {main})"),
                {"count": len(ids), "piece": _name(pieces[stray[0]]), "main": len(main)},
                ids, tuple(pieces[i].cell for i in stray),
            ))


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
            out.append(Diagnostic(
                Code.TOO_MANY_PIECES,
                QT_TRANSLATE_NOOP("Diagnostic", "too many pieces of kind {kind}: {have} on the table, but the boxes hold {limit} (boxes: {boxes})"),
                {"kind": KIND_LABELS[spec.kind], "have": counts[spec.kind], "boxes": track.boxes, "limit": limit},
                ids_of[spec.kind],
            ))
    tiles = Counter(p.tile for p in track.pieces if p.tile is not None)
    for tile, n in sorted(tiles.items()):
        if n > track.boxes:
            out.append(Diagnostic(
                Code.TOO_MANY_PIECES,
                QT_TRANSLATE_NOOP("Diagnostic", "tile {tile} is used {have} times, but each box holds one (boxes: {boxes})"),
                {"tile": tile, "have": n, "boxes": track.boxes},
                tuple(p.id for p in track.pieces if p.tile == tile),
            ))
    # Railroads come in pairs: the link joins exactly two.
    rails = counts[PieceKind.RAILROAD]
    if rails == 1:
        out.append(Diagnostic(
            Code.LONE_RAILROAD,
            QT_TRANSLATE_NOOP("Diagnostic", "one railroad alone: railroads come in pairs, one at each end of an open track"),
            {}, ids_of[PieceKind.RAILROAD],
        ))
    elif rails > 2:
        out.append(Diagnostic(
            Code.RAILROAD_COUNT, QT_TRANSLATE_NOOP("Diagnostic", "{count} railroads: a track has either none or two, one at each end"),
            {"count": rails}, ids_of[PieceKind.RAILROAD],
        ))
    if counts[PieceKind.GO] == 0:
        out.append(Diagnostic(Code.NO_GO, QT_TRANSLATE_NOOP("Diagnostic", "there is no GO: every track needs one")))
    rules = PRESET_RULES[preset]
    if rules.pieces is None:
        if counts[PieceKind.DISTRICT_DOUBLE] + counts[PieceKind.PLANNING_DOUBLE] == 0:
            out.append(Diagnostic(Code.NO_DISTRICT, QT_TRANSLATE_NOOP("Diagnostic", "there is no district: a track needs at least one double")))
        return
    wanted = dict(rules.pieces)
    wanted[PieceKind.RAILROAD] = 2 if railroads else 0
    for kind, n in wanted.items():
        have = counts[kind]
        if have == n or (kind == PieceKind.RAILROAD and have == 1 and n == 2):
            continue  # a lone railroad is already reported
        if kind == PieceKind.GO and have == 0:
            continue  # already reported as no-go
        out.append(Diagnostic(
            Code.WRONG_PIECES,
            QT_TRANSLATE_NOOP("Diagnostic", "pieces of kind {kind}: a {preset} track uses {wanted}, this one has {have}"),
            {"kind": KIND_LABELS[kind], "preset": PRESET_LABELS[preset, railroads], "wanted": n, "have": have},
            ids_of.get(kind, ()),
        ))
    if rules.tiles is not None:
        _check_tiles(track, preset, railroads, rules.tiles, out)


def _check_tiles(track: Track, preset: Preset, railroads: bool, tiles: tuple[TileId, ...],
                 out: list[Diagnostic]) -> None:
    """Every double is one of the set-up picture's tiles, each used as often as the picture shows it."""
    left: Counter[str] = Counter(tiles)
    strays: list[Placement] = []
    for piece in track.pieces:
        if piece.tile is None:
            continue
        if left[piece.tile] > 0:
            left[piece.tile] -= 1
        else:
            strays.append(piece)
    if not strays:
        return
    districts = load_districts()
    unused = [tile for tile in tiles if left[tile] > 0]
    names = ", ".join(
        " / ".join(card.name for half in (0, 1) if (card := districts.card_on(tile, half)) is not None) or tile
        for tile in unused
    )
    for piece in strays:
        out.append(Diagnostic(
            Code.WRONG_TILE,
            QT_TRANSLATE_NOOP("Diagnostic", "{piece} is not a tile of the {preset} set-up picture; "
                              "a {preset} track uses those tiles in any order (not used: {unused})"),
            {"piece": _name(piece), "preset": PRESET_LABELS[preset, railroads], "unused": names or "-"},
            (piece.id,), tuple(piece.cells()),
        ))


def _check_joins_stored(track: Track, graph: TrackGraph, out: list[Diagnostic]) -> None:
    if track.joins is None:
        return
    stored = {frozenset(pair) for pair in track.joins}
    derived = graph.joined_pairs()
    for pair in sorted(stored - derived, key=sorted):
        a, b = min(pair), max(pair)  # a piece listed as joined to itself is one id
        out.append(Diagnostic(
            Code.JOINS_MISMATCH, QT_TRANSLATE_NOOP("Diagnostic", "the file says {a} and {b} join, but they do not"),
            {"a": a, "b": b}, (a, b),
        ))
    for pair in sorted(derived - stored, key=sorted):
        a, b = sorted(pair)
        out.append(Diagnostic(
            Code.JOINS_MISMATCH, QT_TRANSLATE_NOOP("Diagnostic", "{a} and {b} join, but the file does not list the join"),
            {"a": a, "b": b}, (a, b),
        ))


def _check_sequence(graph: TrackGraph, rules: PresetRules, out: list[Diagnostic]) -> None:
    """Doubles between corners and bridge spacing, read around the cycle from GO."""
    if rules.doubles_between_corners is None and rules.bridges_between_corners is None:
        return
    # Piece sequence in playing order starting at GO, railroads skipped.
    sequence = list(dict.fromkeys(space.piece_id for space in graph.spaces))
    kind_of = {p.id: p.kind for p in graph.track.pieces}
    corners = [i for i, pid in enumerate(sequence) if kind_of[pid] in CORNER_KINDS]
    if rules.doubles_between_corners is not None and corners:
        for k, start in enumerate(corners):
            end = corners[(k + 1) % len(corners)]
            arc = sequence[start + 1 : end] if end > start else sequence[start + 1 :] + sequence[:end]
            a, b = sequence[start], sequence[end]
            ends = {"start": KIND_LABELS[kind_of[a]], "end": KIND_LABELS[kind_of[b]]}
            doubles = [pid for pid in arc if kind_of[pid] in DOUBLE_KINDS]
            if len(doubles) != rules.doubles_between_corners:
                out.append(Diagnostic(
                    Code.CORNER_SPACING,
                    QT_TRANSLATE_NOOP("Diagnostic", "doubles between {start} and {end}: {found}, this preset wants {wanted}"),
                    {**ends, "found": len(doubles), "wanted": rules.doubles_between_corners},
                    (a, *doubles, b),
                ))
            if rules.bridges_between_corners is not None:
                bridges = [pid for pid in arc if kind_of[pid] == PieceKind.BRIDGE]
                if len(bridges) != rules.bridges_between_corners:
                    out.append(Diagnostic(
                        Code.BRIDGE_SPACING,
                        QT_TRANSLATE_NOOP("Diagnostic", "bridges between {start} and {end}: {found}, this preset wants {wanted}"),
                        {**ends, "found": len(bridges), "wanted": rules.bridges_between_corners},
                        (a, *bridges, b),
                    ))
    _check_bridge_spacing(graph, out)


def _check_bridge_spacing(graph: TrackGraph, out: list[Diagnostic]) -> None:
    """Arcs between consecutive bridges hold the same number of spaces, give or take one."""
    bridges = [s for s in graph.spaces if s.kind == SpaceKind.BRIDGE]
    if len(bridges) < 2:
        return
    n = len(graph.spaces)
    arcs = [(bridges[(k + 1) % len(bridges)].index - b.index - 1) % n for k, b in enumerate(bridges)]
    if max(arcs) - min(arcs) > 1:
        out.append(Diagnostic(
            Code.BRIDGE_SPACING,
            QT_TRANSLATE_NOOP("Diagnostic", "bridges are not evenly spaced: the arcs between them hold {arcs} spaces"),
            {"arcs": ", ".join(str(a) for a in arcs)},
            tuple(b.piece_id for b in bridges),
            tuple(b.cell for b in bridges),
        ))
