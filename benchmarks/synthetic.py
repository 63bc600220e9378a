"""Synthetic tracks and games of any size, for benchmarks and scale tests."""

from __future__ import annotations

import math

from ubuild_desktop.core.engine.ubuild.state import CHANCE
from ubuild_desktop.core.engine.ubuild.actions import Action
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.layout import PieceRef, lay_along, path_from_moves
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.limits import MAX_BOXES
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import load_builtin

E, SE, SW, W, NW, NE = range(6)


def synthetic_track(pieces: int, zigzags: int | None = None) -> Track:
    """A closed rectangular loop of about ``pieces`` pieces: GO, then doubles and bridges;
    about as tall as wide, or ``zigzags`` double rows tall (1: a long thin loop)."""
    refs = [PieceRef(PieceKind.GO)]
    tiles = [f"D{i}" for i in range(1, 11)]
    k = 0
    while len(refs) < pieces:
        if len(refs) % 4 == 0:
            refs.append(PieceRef(PieceKind.BRIDGE))
        else:
            refs.append(PieceRef(PieceKind.DISTRICT_DOUBLE, tiles[k % 10]))
            k += 1
    cells = sum(r.hexes for r in refs)
    if cells % 2:
        refs.append(PieceRef(PieceKind.JAIL))
        cells += 1
    zigzags = max(1, cells // 8 if zigzags is None else zigzags)
    width = (cells - 4 * zigzags) // 2 + 1
    moves = [E] * (width - 1) + [SE, SW] * zigzags + [W] * (width - 1) + [NW, NE] * zigzags
    path = path_from_moves(Cell(0, 0), moves)[:-1]
    boxes = max(1, math.ceil(k / 10), math.ceil(sum(r.kind == PieceKind.BRIDGE for r in refs) / 4))
    return Track(
        name=f"Synthetic {len(refs)}",
        preset=Preset.CUSTOM,
        boxes=boxes,
        pieces=tuple(lay_along(path, refs, closed=True)),
    )


def stacked_track(pieces: int = 100_000) -> Track:
    """The hostile stack: ``pieces`` bridges all on hex (0, 0) (100,000 make a 7 MB file)."""
    return Track(
        name=f"Stack of {pieces}",
        preset=Preset.CUSTOM,
        boxes=MAX_BOXES,
        pieces=tuple(Placement(id=f"b{i}", kind=PieceKind.BRIDGE, cell=Cell(0, 0)) for i in range(pieces)),
    )


# The quiet choices of ``endless_game``, in order of preference: roll, buy (or start an
# auction and bid the least), pass, end the turn. Two players who only ever buy unbuilt
# districts collect more salary than they pay in rent, so nobody goes bankrupt.
_QUIET = ("roll", "buy", "auction", "bid", "pass", "done", "end-turn", "pay-fine", "pay-debt", "reject")


def quiet_step(session: Session) -> None:
    """One more action of a game played the quiet way (``_QUIET``), or the CHANCE player's."""
    state = session.state
    if state.current_player == CHANCE:
        session.chance_step()
        return
    legal = state.legal_actions()
    by_kind: dict[str, Action] = {}
    for action in legal:
        by_kind.setdefault(action.kind, action)
    session.apply(next((by_kind[k] for k in _QUIET if k in by_kind), legal[0]))


def endless_game(actions: int, seed: int = 1) -> Session:
    """A legal two-player Pro game of exactly ``actions`` actions (with no round limit, so
    it could go on), for the scale tests and the benchmark of opening and autosaving
    long games. Program dice: its file checks every roll against the seed. It goes on
    with :func:`quiet_step`."""
    game = Game.create(load_builtin("pro"), ["Ana", "Bo"], round_limit=None)
    session = Session(game, seed)
    while len(session.state.history) < actions:
        if session.state.is_terminal():
            raise RuntimeError(f"the game ended after {len(session.state.history)} actions")
        quiet_step(session)
    return session
