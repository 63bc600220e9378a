"""The traditional game drawn on the square board (play/square_board.py): movers, owners,
houses and hotels, mortgages, jail, targets, the move animation, and a picture that never
goes stale after a sync. Every state is reached by real actions of a seeded TradSession."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardView
from ubuild_desktop.board.square_marks import SquareBuildingsItem, SquareOwnerItem, SquareTargetItem
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.core.engine.kernel.driver import Driver
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.player import SimplePlayer
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.play.traditional.board import SquarePlayBoard

COLOURS = ["#e03131", "#1971c2", "#f08c00", "#7048e8"]
NAMES = ("Ana", "Bo", "Cy", "Di")


def session(players: int = 4, seed: int = 7) -> TradSession:
    return TradSession(Game(load_builtin_board("traditional"), NAMES[:players]), seed)


def play(s: TradSession, actions: int, until: object = None) -> TradState:
    """Play ``actions`` actions (chance ones included) with simple computer players, or
    fewer: until ``until(state)`` holds."""
    driver = Driver()
    players = [SimplePlayer(p) for p in range(len(s.state.game.players))]
    for _ in range(actions):
        state = s.state
        if state.is_terminal() or (until is not None and until(state)):  # type: ignore[operator]
            break
        p = state.current_player
        if p < 0:
            s.chance_step()
        else:
            s.apply(driver.next_action(state, p, players[p]))
    return s.state


def board_for(state: TradState) -> tuple[SquareBoardScene, SquarePlayBoard]:
    """A scene and the board on it, which dies with it (as a play window owns both: a
    board outliving its scene would step a deleted mover)."""
    scene = SquareBoardScene(state.game.board)
    return scene, SquarePlayBoard(scene, state, COLOURS[: len(state.game.players)], scene)


def picture(board: SquarePlayBoard) -> dict[str, object]:
    """What the board shows, item by item (positions rounded)."""
    return {
        "movers": [(m.isVisible(), round(m.pos().x(), 1), round(m.pos().y(), 1), m.toolTip(), m.active)
                   for m in board.movers],
        "owners": {i: (o.owner_colour.name() if o.owner_colour else None, o.initial, o.mortgaged, o.toolTip())
                   for i, o in board.owners.items()},
        "buildings": {i: (b.level, b.toolTip()) for i, b in board.buildings.items()},
        "bars": board.bars.isVisible(),
    }


@pytest.mark.parametrize("far", [False, True])
def test_movers_stand_on_their_spaces_off_the_words(qtbot: QtBot, far: bool) -> None:
    """On the board as drawn near, and as read from afar (TV mode: the board drawn again
    under the play board, which puts its marks and movers on the new places)."""
    state = play(session(), 300)
    scene, board = board_for(state)
    if far:
        scene.set_far_words(True)
        board.relayout(state)
        assert board.places[5].rect == scene.place(5).rect
    words = {}
    for index, _role, rect in scene.label_rects():
        words.setdefault(index, []).append(rect)
    for p, mover in enumerate(board.movers):
        space = state.position[p]
        rect = scene.place(space).rect
        assert rect.contains(mover.pos()), (p, space)
        if far and not state.in_jail[p]:  # read from afar, a mover alone on a space stands beside its words
            r = mover.RADIUS
            body = QRectF(mover.pos().x() - r, mover.pos().y() - r, 2 * r, 2 * r)
            alone = state.position.count(space) == 1
            assert not alone or not any(body.intersects(w) for w in words.get(space, [])), (p, space, far)
    if far:  # a mover alone on any space, the others on GO: beside the words (a test's setting)
        state.in_jail[:] = [False] * 4
        for space in range(1, state.game.n):
            state.position[:] = [space, 0, 0, 0]
            board.sync(state)
            r, at = board.movers[0].RADIUS, board.movers[0].pos()
            body = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
            assert scene.place(space).rect.contains(at)
            assert not any(body.intersects(w) for w in words.get(space, [])), space
    # Several on one space stand apart: put every mover on one street (a test's setting).
    street = state.game.ids.index("harbour-steps")
    state.position[:] = [street] * 4
    state.in_jail[:] = [False] * 4
    board.sync(state)
    points = [m.pos() for m in board.movers]
    assert len({(round(q.x()), round(q.y())) for q in points}) == 4
    for a in range(4):
        assert scene.place(street).rect.contains(points[a])
        for b in range(a):
            gap = points[a] - points[b]
            assert (gap.x() ** 2 + gap.y() ** 2) ** 0.5 >= 1.5 * board.movers[0].RADIUS


def test_owners_houses_and_mortgages_follow_the_state(qtbot: QtBot) -> None:
    state = play(session(), 3000, until=lambda st: any(b > 0 for b in st.buildings) and any(st.mortgaged))
    assert any(state.buildings) and any(state.mortgaged), "the seeded game builds and mortgages"
    _scene, board = board_for(state)
    owned = [i for i in state.game.properties if state.owner[i] >= 0]
    shown = [i for i, item in board.owners.items() if item.owner_colour is not None]
    assert shown == owned
    for i in owned:
        item = board.owners[i]
        p = state.owner[i]
        assert item.owner_colour.name() == COLOURS[p]
        assert item.initial == NAMES[p][0]
        assert NAMES[p] in item.toolTip()
        assert item.mortgaged == state.mortgaged[i]
        assert ("Mortgaged" in item.toolTip()) == state.mortgaged[i]
    for i, built in board.buildings.items():
        level = state.buildings[i]
        assert built.level == level
        assert len(built.building_rects()) == (1 if level == 5 else level)
        if level == 5:
            assert built.toolTip() == "A hotel"
        elif level:
            assert built.toolTip() == f"{level} house" + ("s" if level > 1 else "")
    # Only streets carry buildings; stations and utilities have owners only.
    assert set(board.buildings) == {i for i in state.game.properties if state.game.kind[i] == 1}


def test_buildings_stand_inside_the_board_and_never_overlap(qtbot: QtBot) -> None:
    state = play(session(), 10)
    scene, board = board_for(state)
    for i in board.buildings:
        state.buildings[i] = 4 if i % 2 else 5
    state.touched()
    board.sync(state)
    centre = scene.layout.centre
    boxes = []
    for built in board.buildings.values():
        for rect in built.building_rects():
            box = built.mapRectToScene(rect)
            assert centre.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box)
            boxes.append(box)
    for a in range(len(boxes)):
        for b in range(a):
            both = boxes[a].intersected(boxes[b])
            assert both.isEmpty() or both.width() * both.height() < 0.5, (boxes[a], boxes[b])


def test_jail_shows_who_is_in_it_and_who_is_just_visiting(qtbot: QtBot) -> None:
    s = session()
    state = play(s, 4000, until=lambda st: any(st.in_jail))
    jailed = state.in_jail.index(True)
    assert any(e.kind == EventKind.JAILED and e.get("player") == jailed for e in state.events)
    scene, board = board_for(state)
    mover = board.movers[jailed]
    assert board.jail_cell.contains(mover.pos())
    assert "in jail" in mover.toolTip()
    assert board.bars.isVisible()
    # A visitor on the same space stands outside the cell (a test's setting).
    visitor = (jailed + 1) % 4
    state.position[visitor] = state.game.jail
    board.sync(state)
    visiting = board.movers[visitor]
    assert scene.place(state.game.jail).rect.contains(visiting.pos())
    assert not board.jail_cell.adjusted(-visiting.RADIUS, -visiting.RADIUS, visiting.RADIUS,
                                        visiting.RADIUS).contains(visiting.pos())
    assert "just visiting" in visiting.toolTip()
    state.in_jail[:] = [False] * 4
    board.sync(state)
    assert not board.bars.isVisible()


def test_a_sync_leaves_no_stale_picture(qtbot: QtBot) -> None:
    s = session(seed=3)
    first = play(s, 400)
    _scene, board = board_for(first)
    before = picture(board)
    later = play(s, 1500)
    board.sync(later)
    _fresh_scene, fresh = board_for(later)
    assert picture(board) == picture(fresh)
    assert picture(board) != before
    # And back: a take-back to an earlier state draws that state again, nothing left over.
    earlier = play(session(seed=3), 400)
    board.sync(earlier)
    assert picture(board) == before


def test_bankrupt_players_movers_leave_the_board(qtbot: QtBot) -> None:
    state = play(session(players=3, seed=1), 20000, until=lambda st: any(st.out))
    assert any(state.out)
    _scene, board = board_for(state)
    for p, mover in enumerate(board.movers):
        assert mover.isVisible() == (not state.out[p])


def test_targets_are_spaces_to_pick(qtbot: QtBot) -> None:
    state = play(session(), 10)
    scene, board = board_for(state)
    picked: list[int] = []
    streets = [i for i in state.game.properties if state.game.kind[i] == 1][:3]
    changes: list[int] = []
    board.targetsChanged.connect(lambda: changes.append(1))
    board.show_targets(streets, picked.append, "Build a house here")
    assert board.target_cells() == streets
    assert all(isinstance(t, SquareTargetItem) and t.toolTip() == "Build a house here" for t in board.targets)
    rect = board.targets_rect()
    for i in streets:
        assert rect.contains(scene.place(i).rect.center())
    view = BoardView(scene)
    view.resize(800, 800)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    from PySide6.QtCore import Qt

    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.place(streets[1]).rect.center()))
    assert picked == [streets[1]]
    board.clear_targets()
    assert board.target_cells() == [] and not any(isinstance(i, SquareTargetItem) for i in scene.items())
    assert len(changes) == 2


def test_hovering_a_space_says_which(qtbot: QtBot) -> None:
    state = play(session(), 10)
    scene, board = board_for(state)
    hovered: list[object] = []
    board.districtHovered.connect(hovered.append)
    view = BoardView(scene)
    view.resize(800, 800)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    for space in (0, 5, 10, 39):
        qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.place(space).rect.center() + QPointF(0.5, 0.5)))
        qtbot.waitUntil(lambda: bool(hovered) and hovered[-1] == state.game.ids[space])
    assert board.district_cells()[:2] == [("go", 0), (state.game.ids[1], 1)]


def test_moves_walk_the_ring_past_go_and_jump_to_jail(qtbot: QtBot) -> None:
    s = session()
    state = play(s, 200)
    _scene, board = board_for(state)
    seat = 0
    path: list[QPointF] = []

    def follow() -> None:  # record every point the mover passes
        assert board._animation is not None
        board._animation.valueChanged.connect(lambda _v: path.append(board.movers[seat].pos()))

    done: list[int] = []
    board.animate_move(seat, 37, 2, False, lambda: done.append(1))  # past GO
    follow()
    assert board.is_animating()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert not board.is_animating()
    # The walk went by GO's corner (bottom right), then on to space 2.
    go = board.places[0].rect
    assert any(go.contains(q) for q in path)
    state.position[seat] = 2
    board.sync(state)
    assert board.places[2].rect.contains(board.movers[seat].pos())
    # Straight to jail: never by GO's corner.
    path.clear()
    done.clear()
    state.position[seat] = state.game.jail  # the state the jailing left (the window syncs it)
    state.in_jail[seat] = True
    board.sync(state)
    assert board.is_animating() is False
    board._positions[seat] = 30  # drawn on Go to Jail before the jump (as after the walk there)
    board._place_movers()
    board.animate_move(seat, 30, state.game.jail, False, lambda: done.append(1), direct=True)
    follow()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert not any(go.contains(q) for q in path)
    assert board.jail_cell.contains(board.movers[seat].pos())  # behind the bars
    assert board.bars.isVisible()
    state.in_jail[seat] = False
    board.sync(state)
    # Backwards (a card's "go back three spaces").
    path.clear()
    done.clear()
    board.animate_move(seat, 7, 4, True, lambda: done.append(1))
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert board.places[4].rect.contains(board.movers[seat].pos())
    board.animate_move(seat, 4, 9, False, lambda: done.append(2))
    board.stop_animation()
    assert not board.is_animating()
    assert board.places[9].rect.contains(board.movers[seat].pos())
    # Let the stopped animation's deferred deletion run while its board lives: a board
    # dropped with it pending crashed a later test (a bus error in the next event loop).
    qtbot.wait(100)


def test_moved_and_jailed_events_say_where_from(qtbot: QtBot) -> None:
    """The events a view animates from: a move's start and direction, a jailing's start."""
    state = play(session(), 4000, until=lambda st: any(st.in_jail))
    moves = [e for e in state.events if e.kind == EventKind.MOVED]
    assert moves and all(isinstance(e.get("start"), int) and e.get("back") in (True, False) for e in moves)
    jailed = [e for e in state.events if e.kind == EventKind.JAILED]
    assert jailed and all(e.get("to") == state.game.jail and isinstance(e.get("start"), int) for e in jailed)


@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_screenshot(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    state = play(session(), 3000, until=lambda st: sum(1 for b in st.buildings if b) >= 6)
    scene, board = board_for(state)
    view = BoardView(scene)
    view.resize(*size)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    image = view.grab()
    assert image.width() == size[0]
    path = tmp_path / f"square_play_{size[0]}.png"
    assert image.save(str(path))
    assert path.stat().st_size > 10_000
    assert state.phase is not Phase.SHUFFLE
    assert isinstance(board.owners[next(iter(board.owners))], SquareOwnerItem)
    assert isinstance(board.buildings[next(iter(board.buildings))], SquareBuildingsItem)
    assert QRectF(scene.board_rect()).contains(board.movers[0].pos())


def test_the_keyboard_goes_over_the_spaces_and_picks_a_target(qtbot: QtBot) -> None:
    """The play window's BoardKeys work on the square board: Tab goes space by space (each
    showing its card), and while spaces are to be picked, Enter picks the one the ring is on."""
    from PySide6.QtCore import Qt

    from ubuild_desktop.play.board import BoardKeys

    state = play(session(), 10)
    scene, board = board_for(state)
    view = BoardView(scene)
    view.resize(800, 800)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    keys = BoardKeys(view, board)
    hovered: list[object] = []
    board.districtHovered.connect(hovered.append)
    keys.start()
    assert keys.cell == 0 and hovered[-1] == "go"
    assert keys.ring.isVisible() and keys.ring.sceneBoundingRect().intersects(scene.place(0).rect)
    assert keys.step(True)
    assert keys.cell == 1 and hovered[-1] == state.game.ids[1]
    assert keys.ring.sceneBoundingRect().center() == scene.place(1).rect.center()
    up = keys.nearest(0, -1)  # from the bottom row's space 1, up: the right side's spaces
    assert up is not None and scene.place(up).rect.center().y() < scene.place(1).rect.center().y()
    picked: list[int] = []
    streets = [i for i in state.game.properties if state.game.kind[i] == 1][-3:]
    board.show_targets(streets, picked.append)
    assert keys.cell in streets  # the ring went to a space to pick
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert picked == [keys.cell]


def test_the_space_card_reads_the_state(qtbot: QtBot) -> None:
    """The card shown on hover: a street's price, rents by houses (the one that applies now
    marked), house price, mortgage value, owner and buildings; other kinds' own lines."""
    from ubuild_desktop.play.seats import Seat
    from ubuild_desktop.play.plugin import rules_for
    from ubuild_desktop.play.traditional.card import SquareSpaceCard
    from ubuild_desktop.play.ubuild.card import DistrictCard

    wanted = lambda st: any(b >= 2 for b in st.buildings) and any(st.in_jail)  # noqa: E731
    state = play(session(), 20_000, until=wanted)
    assert wanted(state)  # a street with 2 houses or more, and a player in jail
    seats = [Seat(n, c) for n, c in zip(NAMES, COLOURS)]
    card = rules_for(state).card(None)
    assert isinstance(card, SquareSpaceCard)
    qtbot.addWidget(card)
    game = state.game
    street = next(i for i in game.properties if state.buildings[i] >= 2)
    card.show_district(state, game.ids[street], seats)
    text = card.text()
    assert card.district_id == game.ids[street]
    assert game.board.spaces[street].name in html.unescape(text)  # "Admiral's Quay" is written with &#x27;
    assert f"${game.price[street]:,}" in text and f"${game.house_price[street]:,}" in text
    assert f"${game.price[street] // 2:,}" in text  # the mortgage value
    level = state.buildings[street]
    now = "A hotel" if level == 5 else f"{level} houses"
    assert now in text and NAMES[state.owner[street]] in text
    marked = "With a hotel" if level == 5 else f"With {level} houses"
    assert f"font-weight:bold;background:#fff3bf'><td>{marked}</td><td align='right'>${game.rents[street][level]:,}" in text
    card.show_district(state, game.ids[game.jail], seats)
    jailed = NAMES[state.in_jail.index(True)]
    assert "In jail" in card.text() and jailed in card.text() and "Just visiting" in card.text()
    station = game.stations[0]
    card.show_district(state, game.ids[station], seats)
    assert "With 4 stations" in card.text()
    card.show_district(state, game.ids[game.utilities[0]], seats)
    assert "10 x the dice" in card.text()
    card.show_district(state, "go", seats)
    assert "$200" in card.text()
    # U-Build's game keeps its district card.
    from ubuild_desktop.core.engine.ubuild.game import Game as UGame
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.trackfile import load_builtin

    ubuild = Session(UGame.create(load_builtin("classic"), ["Ana", "Bo"]), 1).state
    assert isinstance(rules_for(ubuild).card(None), DistrictCard)


def test_eight_players_fit_on_any_space_and_in_the_jail(qtbot: QtBot) -> None:
    """The traditional game takes up to 8 players: all 8 on one space stand apart (closer
    together than a few, never on its name), their centres on it."""
    import math

    s = TradSession(Game(load_builtin_board("traditional"), tuple("ABCDEFGH")), 1)
    state = play(s, 60)
    scene = SquareBoardScene(state.game.board)
    board = SquarePlayBoard(scene, state, ["#e03131"] * 8, scene)
    for space in range(state.game.n):
        state.position[:] = [space] * 8
        state.in_jail[:] = [False] * 8
        board.sync(state)
        points = [(m.pos().x(), m.pos().y()) for m in board.movers]
        assert all(scene.place(space).rect.contains(m.pos()) for m in board.movers), space
        # 0.85: the Income Tax's two lines ("Pay $200 / or 10%") leave its crowd the least room.
        assert min(math.dist(a, b) for k, a in enumerate(points) for b in points[:k]) >= board.movers[0].RADIUS * 0.85
        few = points[:3]  # a few stand well apart
        assert min(math.dist(a, b) for k, a in enumerate(few) for b in few[:k]) >= board.movers[0].RADIUS * 1.5
    state.position[:] = [state.game.jail] * 8
    state.in_jail[:] = [True] * 8
    board.sync(state)
    points = [(m.pos().x(), m.pos().y()) for m in board.movers]
    assert len(set(points)) == 8 and all(board.jail_cell.contains(m.pos()) for m in board.movers)


def test_hostile_names_stay_plain_letters(qtbot: QtBot) -> None:
    """Players' names are user text: markup and direction overrides never act in a tooltip."""
    names = ("<b>Eve</b>", "\u202eMallory", "&amp;Zed")
    s = TradSession(Game(load_builtin_board("traditional"), names), 5)
    state = play(s, 3000, until=lambda st: sum(1 for o in st.owner if o >= 0) >= 6)
    scene = SquareBoardScene(state.game.board)
    board = SquarePlayBoard(scene, state, COLOURS[:3], scene)
    tips = [m.toolTip() for m in board.movers] + [o.toolTip() for o in board.owners.values() if o.owner_colour]
    assert any("&lt;b&gt;Eve&lt;/b&gt;" in t for t in tips)
    assert all(t.startswith("<qt>") and "<b>" not in t for t in tips)
    assert any("&amp;amp;Zed" in t for t in tips)
    assert [m.initial for m in board.movers] == ["<", "M", "&"]
