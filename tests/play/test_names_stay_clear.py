"""Houses and hotels countable from the sofa, and a board's names always readable (issue 23;
the README promises it): pawns and the mortgage badge never cover a space's name, with 1 to
8 pawns on any street, corner or GO, on both boards. Checked geometrically: every item's
bounding rect against the inked rects of the words (``label_rects``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardScene
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.core.engine.ubuild.game import Game as UGame
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.traditional.game import K_STREET, Game
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square import SpaceKind, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play.ubuild.board import PlayBoard
from ubuild_desktop.play.traditional.board import SquarePlayBoard

COLOURS = ["#e03131", "#1971c2", "#f08c00", "#7048e8", "#2f9e44", "#c2255c", "#495057", "#0c8599"]
GO = 0
ORCHARD_AVENUE, POPPY_TERRACE = 11, 14


def square_board(players: int = 8) -> tuple[object, SquareBoardScene, SquarePlayBoard]:
    state = TradSession(Game(load_builtin_board("traditional"), tuple("ABCDEFGH"[:players])), 1).state
    scene = SquareBoardScene(state.game.board)
    return state, scene, SquarePlayBoard(scene, state, COLOURS[:players], scene)


def kept_clear(scene: SquareBoardScene, board: SquarePlayBoard) -> list[tuple[int, str, QRectF]]:
    """What nothing may cover: every space's name, and every word of a space that is no
    property (GO's "Collect $200", a tax's "Pay $200"); a property's price may go under a
    crowd of pawns (its owner's tag covers it anyway, and its card says it)."""
    return [(i, role, rect) for i, role, rect in scene.label_rects() if role == "name" or i not in board.owners]


def test_square_board_pawns_never_cover_a_name_one_to_eight_on_any_space(qtbot: QtBot) -> None:
    state, scene, board = square_board()
    n = state.game.n
    clear = kept_clear(scene, board)
    assert {(GO, "money"), (GO, "name"), (ORCHARD_AVENUE, "name"), (POPPY_TERRACE, "name")} <= {
        (i, role) for i, role, _rect in clear}
    # Every property owned (its tag shows) and a street with houses: as in a game.
    for i in state.game.properties:
        state.owner[i] = i % 8
    state.touched()
    for space in range(n):
        for count in range(1, 9):
            elsewhere = (space + n // 2) % n
            state.position[:] = [space] * count + [elsewhere] * (8 - count)
            state.in_jail[:] = [False] * 8
            board.sync(state)
            for p, mover in enumerate(board.movers):
                where = state.position[p]
                assert scene.place(where).rect.contains(mover.pos()), (space, count, p)
                box = mover.sceneBoundingRect()
                hit = [(i, role) for i, role, rect in clear if box.intersects(rect)]
                assert not hit, (state.game.board.spaces[where].name, count, p, hit)


def test_eight_pawns_on_go_stand_apart_off_its_words(qtbot: QtBot) -> None:
    state, scene, board = square_board()
    state.position[:] = [GO] * 8
    board.sync(state)
    words = [rect for i, _role, rect in scene.label_rects() if i == GO]
    assert len(words) == 2  # "GO" and "Collect $200"
    boxes = [m.sceneBoundingRect() for m in board.movers]
    assert not any(box.intersects(w) for box in boxes for w in words)
    centres = {(round(b.center().x()), round(b.center().y())) for b in boxes}
    assert len(centres) == 8


def test_the_mortgage_badge_and_the_buildings_never_cover_a_name(qtbot: QtBot) -> None:
    state, scene, board = square_board(4)
    for i in state.game.properties:
        state.owner[i] = i % 4
        state.mortgaged[i] = state.game.kind[i] != K_STREET or i % 2 == 0
        if state.game.kind[i] == K_STREET and not state.mortgaged[i]:
            state.buildings[i] = 1 + i % 5
    state.touched()
    board.sync(state)
    words = scene.label_rects()
    names = [rect for _i, role, rect in words if role == "name"]
    for i, owner in board.owners.items():
        assert owner.mortgaged == state.mortgaged[i]
        tag = owner.mapRectToScene(owner.tag_rect())  # the owner's initial and the "M" badge
        assert not any(tag.intersects(rect) for rect in names), state.game.board.spaces[i].name
    for i, built in board.buildings.items():
        for rect in built.building_rects():
            box = built.mapRectToScene(rect)
            assert not any(box.intersects(w) for _j, _role, w in words), state.game.board.spaces[i].name


U_BUILD_GAMES = (("starter", 4), ("classic", 6), ("pro", 6))


@pytest.mark.parametrize(("track", "players"), U_BUILD_GAMES)
def test_u_build_pawns_and_mortgage_badges_never_cover_a_name(qtbot: QtBot, track: str, players: int) -> None:
    game = UGame.create(load_builtin(track), [f"P{k}" for k in range(players)])
    state = Session(game, 1).state
    scene = BoardScene(game.track)
    board = PlayBoard(scene, state, COLOURS[:players], scene)
    # Every district owned, with blocks of both kinds, every third mortgaged: the rows widest.
    for k, info in enumerate(game.districts):
        state.owner[info.index] = k % players
        state.residential[info.index] = 1 + k % 3
        state.industrial[info.index] = k % 2
        state.mortgaged[info.index] = k % 3 == 0
    board.sync(state)
    words: dict[object, list[QRectF]] = {}
    for piece in scene.piece_items().values():
        for cell, rect in piece.label_rects():
            words.setdefault(cell, []).append(rect)
    everywhere = [rect for rects in words.values() for rect in rects]
    n = len(board.space_cells)
    for space in range(n):
        for count in range(1, players + 1):
            board._positions = [space] * count + [(space + n // 2) % n] * (players - count)
            board._place_movers()
            for p, mover in enumerate(board.movers):
                box = mover.sceneBoundingRect()
                assert not any(box.intersects(w) for w in everywhere), (track, space, count, p)
    # The mortgage badge stands on the row of blocks, over the price, never on the name or letter.
    for info in game.districts:
        item = board.status[info.card.id]
        row = item.shown_row()
        assert not row.isNull()
        rects = sorted(words[item.cell], key=lambda r: r.center().y())
        price = rects[-1]  # the price row, at the bottom: the row hides it (owned: it no longer matters)
        assert row.intersects(price)
        assert not any(row.intersects(r) for r in rects[:-1]), (track, info.card.name, info.index)


def test_rosewater_walk_stays_readable_with_four_pawns_a_mortgage_and_blocks(qtbot: QtBot) -> None:
    """The case of the issue: four pawns on Rosewater Walk (U-Build's Starter)."""
    game = UGame.create(load_builtin("starter"), ["Ana", "Bo", "Cy", "Di"])
    state = Session(game, 1).state
    scene = BoardScene(game.track)
    board = PlayBoard(scene, state, COLOURS[:4], scene)
    walk = next(info for info in game.districts if info.card.name == "Rosewater Walk")
    state.owner[walk.index] = 0
    state.residential[walk.index] = 3
    state.industrial[walk.index] = 1
    state.mortgaged[walk.index] = True
    state.position[:] = [walk.space] * 4
    board.sync(state)
    piece = next(p for p in scene.piece_items().values() if any(c == board.space_cells[walk.space] for c, _ in p.label_rects()))
    rects = sorted((r for c, r in piece.label_rects() if c == board.space_cells[walk.space]), key=lambda r: r.center().y())
    name = rects[1]  # the letter badge, the name, the price
    for mover in board.movers:
        assert not mover.sceneBoundingRect().intersects(name)
    row = board.status[walk.card.id].shown_row()
    assert not row.intersects(name)
    # The pawns keep off the row of blocks too while the hex has room (the counts stay readable).
    assert not any(mover.sceneBoundingRect().intersects(row) for mover in board.movers)


def test_free_parking_and_go_corners_are_corners(qtbot: QtBot) -> None:
    """(The spaces the tests above name are the board's.)"""
    board = load_builtin_board("traditional")
    assert board.spaces[GO].kind is SpaceKind.GO
    assert board.spaces[ORCHARD_AVENUE].name == "Orchard Avenue" and board.spaces[POPPY_TERRACE].name == "Poppy Terrace"


def test_u_build_blocks_read_across_the_room_at_1080p(qtbot: QtBot) -> None:
    """The row of blocks on Classic's districts at 1920x1080: icons and counts about 26 px."""
    from ubuild_desktop.play.ubuild.board import BLOCK_ICON, S

    from .helpers import make_window

    window = make_window(qtbot, track="classic", players="Ana:human,Bo:human")
    window.resize(1920, 1080)
    qtbot.wait(20)
    window.board_view.fit()
    scale = window.board_view.transform().m11()
    assert BLOCK_ICON * scale >= 24 and 0.38 * S * scale >= 24
    # Drawn where the price was, inside the view.
    item = next(iter(window.play_board.status.values()))
    item.set_status("#e03131", 3, 1, False, True)
    row = window.board_view.mapFromScene(item.shown_row()).boundingRect()
    assert window.board_view.viewport().rect().contains(row) and row.height() >= 24
    window.close()
