"""Where movers stand, worked out in linear time with the same places as before.

``spread_points`` kept every grid point's distance to *all* points taken and measured it again
for every choice, and each board tested every point against every word around a space (368,810
positions in one play scenario, on every move of a user's game too). The placement below is
that old one, kept as the oracle: the new one must choose the very same points, in the same
order, on random grids and on every space of the built-in boards, and draw the same pixels."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardScene, cell_center
from ubuild_desktop.board.spread import clear_of, spread_points
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.ubuild.game import Game as UGame
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play.board import MoverItem
from ubuild_desktop.play.traditional.board import SquarePlayBoard
from ubuild_desktop.play.ubuild import board as hex_board
from ubuild_desktop.play.ubuild.board import PlayBoard

COLOURS = ["#e03131", "#1971c2", "#f08c00", "#7048e8", "#2f9e44", "#c2255c", "#495057", "#0c8599"]
Point = tuple[float, float]


def old_spread_points(grid: Sequence[Point], first: Point | None, count: int, centre: Point,
                      placed: Sequence[Point] = (), min_gap: float = 0.0) -> list[QPointF]:
    """``board/spread.py``'s placement before it was made linear, word for word."""
    cx, cy = centre
    chosen = [first] if first is not None else []
    taken = [*placed, *chosen]
    left = list(grid)
    while len(chosen) < count and left:
        point = max(left, key=lambda p: (min(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for q in taken), default=0.0),
                                         -((p[0] - cx) ** 2 + (p[1] - cy) ** 2)))
        if taken and min((point[0] - q[0]) ** 2 + (point[1] - q[1]) ** 2 for q in taken) < min_gap ** 2:
            break
        chosen.append(point)
        taken.append(point)
        left.remove(point)
    return [QPointF(x, y) for x, y in chosen]


def old_hex_slots(board: PlayBoard, space: int) -> list[QPointF]:
    """``PlayBoard._free_slots`` before, word for word (with the old ``spread_points``)."""
    S, cell = hex_board.S, board.space_cells[space]
    centre = cell_center(cell)
    near = [cell, *(Cell(cell.q + dq, cell.r + dr) for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)))]
    words = [(w.left(), w.top(), w.right(), w.bottom()) for c in near for w in board.words.get(c, [])]
    rows = [board._status_at[c].shown_row() for c in near if c in board._status_at]
    marks = words + [(w.left(), w.top(), w.right(), w.bottom()) for w in rows]
    r = MoverItem.reach()

    def clear(p: tuple[float, float], rects: list[tuple[float, float, float, float]]) -> bool:
        x, y = p
        return not any(x + r > left and x - r < right and y + r > top and y - r < bottom
                       for left, top, right, bottom in rects)

    cx, cy = centre.x(), centre.y()
    grid = [(cx + x * S, cy + y * S) for x, y in hex_board._ON_HEX]
    crowd = [(cx + x * S, cy + y * S) for x, y in hex_board._CROWD]
    off_marks = [p for p in grid if clear(p, marks)]
    crowd_off_marks = [p for p in crowd if clear(p, marks)]
    off_words = [p for p in crowd if clear(p, words)]
    gap = MoverItem.RADIUS
    slots: list[QPointF] = []
    for tier, kept, min_gap in ((off_marks, marks, 1.6 * gap), (crowd_off_marks, marks, 1.6 * gap),
                                (off_words, words, 1.6 * gap), (off_words, words, 0.8 * gap), (crowd, [], 0.0)):
        if len(slots) >= hex_board.MAX_MOVERS or not tier:
            continue
        if not slots:
            first = next(((cx + x * S, cy + y * S) for x, y in hex_board._FIRST_SLOTS if clear((cx + x * S, cy + y * S), kept)),
                         tier[0])
            slots = old_spread_points(tier, first, hex_board.MAX_MOVERS, (cx, cy), min_gap=min_gap)
        else:
            slots += old_spread_points(tier, None, hex_board.MAX_MOVERS - len(slots), (cx, cy),
                                       placed=[(q.x(), q.y()) for q in slots], min_gap=min_gap)
    return slots


def xy(points: list[QPointF]) -> list[Point]:
    return [(p.x(), p.y()) for p in points]


def test_spread_points_chooses_as_before_on_random_grids() -> None:
    """Ties are everywhere on a grid (equal distances to the centre, to two taken points):
    the first of them must still win, with or without a first point, points placed before
    and a least gap that stops the spreading."""
    rng = random.Random(25)
    for trial in range(400):
        step = rng.choice([3.2, 6.4, 7.5])
        grid = [(i * step + rng.choice([0.0, 0.1]), j * step) for j in range(-6, 7) for i in range(-6, 7)
                if rng.random() < 0.8]
        rng.shuffle(grid)
        first = rng.choice(grid) if rng.random() < 0.5 else None
        placed = [rng.choice(grid) if rng.random() < 0.5 else (rng.uniform(-40, 40), rng.uniform(-40, 40))
                  for _ in range(rng.randint(0, 3))]
        count, gap, centre = rng.randint(1, 9), rng.choice([0.0, 4.0, 9.6, 20.0]), (rng.choice([0.0, 1.6]), 0.0)
        assert xy(spread_points(grid, first, count, centre, placed, gap)) == \
            xy(old_spread_points(grid, first, count, centre, placed, gap)), trial
        rects = [(x, y, x + rng.uniform(0, 30), y + rng.uniform(0, 20))
                 for x, y in ((rng.uniform(-50, 40), rng.uniform(-50, 40)) for _ in range(rng.randint(0, 6)))]
        reach = rng.choice([0.0, 6.0, 12.0])
        assert clear_of(grid, rects, reach) == [
            (x, y) for x, y in grid
            if not any(x + reach > a and x - reach < c and y + reach > b and y - reach < d for a, b, c, d in rects)]


def render(scene: BoardScene | SquareBoardScene) -> QImage:
    rect = scene.itemsBoundingRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


@pytest.mark.parametrize(("track", "players"), [("starter", 4), ("pro", 6)])
def test_u_build_movers_stand_where_they_stood_on_every_space(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                              track: str, players: int) -> None:
    """Every space's slots, with no district owned and with every one owned (rows of blocks
    and badges to keep off), and the board's pixels with 1 to ``players`` movers on a space."""
    game = UGame.create(load_builtin(track), [f"P{k}" for k in range(players)])
    state = Session(game, 1).state
    scene = BoardScene(game.track)
    board = PlayBoard(scene, state, COLOURS[:players], scene)
    n = len(board.space_cells)
    for owned in (False, True):
        if owned:
            for k, info in enumerate(game.districts):
                state.owner[info.index] = k % players
                state.residential[info.index] = 1 + k % 3
                state.industrial[info.index] = k % 2
                state.mortgaged[info.index] = k % 3 == 0
            board.sync(state)
        for space in range(n):
            assert xy(board._free_slots(space)) == xy(old_hex_slots(board, space)), (track, owned, space)
    pictures = []
    for free_slots in (PlayBoard._free_slots, old_hex_slots):
        monkeypatch.setattr(PlayBoard, "_free_slots", free_slots)
        shots = []
        for count in range(1, players + 1):
            board._slots.clear()
            board._positions = [k * n // players for k in range(players - count)] + [n // 2] * count
            board._place_movers()
            shots.append(render(scene))
        pictures.append(shots)
    assert pictures[0][0] != pictures[0][-1]  # the movers are drawn
    assert pictures[0] == pictures[1]


def test_traditional_movers_stand_where_they_stood_on_every_space(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The square board's placement shares ``spread_points`` and ``clear_of``: every space
    (and the jail's cell) with 2 and 8 players, against the old spreading."""
    import ubuild_desktop.play.traditional.board as square

    for players in (2, 8):
        state = TradSession(Game(load_builtin_board("traditional"), tuple("ABCDEFGH"[:players])), 1).state
        scene = SquareBoardScene(state.game.board)
        board = SquarePlayBoard(scene, state, COLOURS[:players], scene)
        spaces = range(len(board.places))
        new = [xy(board._free_slots(s)) for s in spaces] + [xy(board._free_slots(board.jail, inside_cell=True))]
        monkeypatch.setattr(square, "spread_points", old_spread_points)
        old = [xy(board._free_slots(s)) for s in spaces] + [xy(board._free_slots(board.jail, inside_cell=True))]
        monkeypatch.undo()
        assert new == old, players
