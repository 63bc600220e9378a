"""Every frame in budget at every zoom (issue 26), in the play window: a hover while a
decision waits never resizes the board, and a bought space shows its owner at a close
zoom (the spaces' and the marks' kept pixels never show a state gone by)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardView, tile_cache
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.play.traditional.board import SquarePlayBoard

from .helpers import click, make_trad_window, roll
from .test_square_board import COLOURS, play, session

from tests.board.test_tile_cache import difference, pixels, region


def test_hovering_spaces_while_a_decision_waits_leaves_the_board_its_size(qtbot: QtBot) -> None:
    """The card of a hovered space takes the decision card's place beside the board; the
    column only grows while the decision lasts, so going over the spaces again never
    resizes (and so never lays out and repaints) the board."""
    window = make_trad_window(qtbot)
    roll(qtbot, window, 1, 2)  # Ana lands on a street she may buy
    assert window.decision_district() is not None
    view = window.board_view
    viewport = view.viewport()
    spaces = [(space_id, window.play_board.cell_point(cell)) for space_id, cell in window.play_board.district_cells()]

    def hover_all() -> list[int]:
        widths = []
        for space_id, point in spaces:
            where = view.mapFromScene(point)
            if not viewport.rect().contains(where):
                continue
            QTest.mouseMove(viewport, where)
            qtbot.wait(5)
            if window.decision_card.district_id == space_id:  # its card shows (a mover may stand on it)
                widths.append(view.width())
        QTest.mouseMove(viewport, viewport.rect().topLeft())
        return widths

    hover_all()
    widths = hover_all()
    assert len(widths) > 10
    assert len(set(widths)) == 1, "a hover resized the board"
    click(qtbot, window.turn_panel.buy_button)  # the decision is over: the column goes, the board takes it back
    assert not window.card_column.isVisible()
    assert window.card_column.minimumWidth() == 0


def test_a_bought_space_at_a_close_zoom_shows_its_owner(qtbot: QtBot) -> None:
    """A board that showed a space unowned at the closest zoom, synced after it is bought,
    shows what a board opened on the new state shows."""
    state = play(session(), 40)
    unowned = next(i for i in state.game.properties if state.owner[i] < 0 and i > 10)  # a side's space

    def shown(current) -> tuple[BoardView, np.ndarray]:  # noqa: ANN001
        scene = SquareBoardScene(state.game.board)
        board = SquarePlayBoard(scene, current, COLOURS[: len(current.game.players)], scene)
        view = BoardView(scene)
        qtbot.addWidget(view)
        view.resize(900, 700)
        view.show()
        qtbot.waitExposed(view)
        view.fit()
        view.zoom_by(1000)
        view.centerOn(scene.place(unowned).rect.center())
        view.board = board  # type: ignore[attr-defined] (kept alive with the view)
        return view, pixels(view)

    view, before = shown(state)
    state.owner[unowned] = 1
    state.touched()
    view.board.sync(state)  # type: ignore[attr-defined]
    after = pixels(view)
    _fresh, reference = shown(state)
    where = region(view, view.scene().place(unowned).rect)
    assert difference(before, reference, where) > 2, "the owner's mark should show on the space"
    assert difference(after, reference, where) < 0.5
    assert tile_cache.kept_bytes() > 0


def test_a_card_shown_again_has_the_size_it_had(qtbot: QtBot) -> None:
    """Cards remember their laid-out size (play/widgets.fit_card): a card shown again, in
    the corner or beside the board, is exactly as large as laying it out afresh makes it."""
    window = make_trad_window(qtbot)
    ids = [space_id for space_id, _cell in window.play_board.district_cells()][:8]
    for _ in range(2):
        for space_id in ids:
            window.show_district(space_id)
            card = window.card_view
            shown = card.size()
            card.adjustSize()
            assert card.size() == shown, space_id
    roll(qtbot, window, 1, 2)  # a decision: the card beside the board
    for space_id in ids:
        window.show_district(space_id)
        shown = window.decision_card.size()
        window.decision_card.adjustSize()
        assert window.decision_card.size() == shown, space_id
