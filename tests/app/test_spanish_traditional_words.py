"""The traditional game's words in the windows, in English and in Spanish: its events'
money is whole units (``words.money_for`` by the event's rule book), so are the amounts
in its refusals (``words.refusal_text`` with the state's book), and a square board's
problems name its spaces and kinds in the language its names show in; U-Build's words
stay as they were."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ubuild_desktop import words
from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK
from ubuild_desktop.core.engine.kernel.actions import Buy, EndTurn, ProposeDeal
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.traditional.book import TRADITIONAL_BOOK
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.square.validate import validate_board
from ubuild_desktop.play.game_words import event_sentence, place_names

from tests.app.test_spanish_complete import NBSP, _run, spanish
from tests.engine.helpers import new_state as new_ubuild_state
from tests.traditional.helpers import act, roll, started

TRADITIONAL = load_builtin_board("traditional")


def _bought() -> tuple[Event, Event]:
    state = started()
    roll(state, 1, 2)
    act(state, Buy())
    paid, bought = state.events[-2:]
    assert paid.kind == EventKind.MONEY_MOVED and bought.kind == EventKind.BOUGHT
    return paid, bought


def test_a_traditional_events_money_is_whole_units_in_the_log(qapp: QApplication) -> None:
    paid, bought = _bought()
    players = ("Ana", "Bo", "Cy")
    names = place_names(started().game)
    assert event_sentence(bought, players, names) == "Ana bought Tinker Row for $60"
    big = Event(EventKind.BOUGHT, (("player", 0), ("name", "Tinker Row"), ("price", 1500)), players, TRADITIONAL_BOOK)
    assert event_sentence(big, players, names) == "Ana bought Tinker Row for $1,500"
    ubuild = Event(EventKind.BOUGHT, (("player", 0), ("name", "Kite Hill"), ("price", 1500)), players, UBUILD_BOOK)
    assert event_sentence(ubuild, players) == "Ana bought Kite Hill for $1.5M"
    with spanish(qapp):
        names = place_names(started().game)  # made when the view opens, in its language
        assert event_sentence(bought, players, names) == "Ana compra Callejón del Hojalatero por 60 $"
        assert event_sentence(big, players, names) == "Ana compra Callejón del Hojalatero por 1500 $"
        assert event_sentence(ubuild, players) == f"Ana compra Colina de las Cometas por 1,5{NBSP}M$"


def test_a_traditional_games_events_name_its_spaces_by_the_boards_names(qapp: QApplication) -> None:
    """Moves, purchases and payments name the square board's spaces: the board's own names,
    in Spanish its ``name_es`` (not U-Build's district translations)."""
    state = started()
    roll(state, 1, 2)  # Tinker Row
    act(state, Buy())
    act(state, EndTurn())
    roll(state, 3, 4)  # Bo to Chance
    players = state.game.players
    with spanish(qapp):
        names = place_names(state.game)
        lines = [line for line in (event_sentence(e, players, names) for e in state.events) if line]
    text = "\n".join(lines)
    assert "Ana cae en Callejón del Hojalatero" in text, text
    assert "Ana compra Callejón del Hojalatero por 60 $" in text, text
    assert "Bo cae en Suerte" in text, text
    assert "Tinker Row" not in text and "Chance" not in text, text
    assert names.space(7, "Chance") == "Suerte" == names.spaces[7]


def test_a_card_drawn_writes_its_amounts_in_the_rule_sets_money(qapp: QApplication) -> None:
    card = Event(EventKind.TRAD_CARD_DRAWN, (("player", 0), ("deck", "chest"), ("card", "chest-14"),
                                             ("text", "The street is being resurfaced: pay {house} for each house and {hotel} for each hotel."),
                                             ("amounts", (0, 40, 115))), ("Ana",), TRADITIONAL_BOOK)
    assert card.text == "Ana drew a Community Chest card: The street is being resurfaced: pay 40 for each house and 115 for each hotel."
    assert event_sentence(card, ("Ana",)) == ("Ana drew a Community Chest card: The street is being resurfaced: "
                                              "pay $40 for each house and $115 for each hotel.")
    with spanish(qapp):
        line = event_sentence(card, ("Ana",))
    assert line is not None and "40 $" in line and "115 $" in line and "{" not in line, line


def test_refusals_write_the_rule_sets_money(qapp: QApplication) -> None:
    from ubuild_desktop.core.engine.kernel.refusals import UNMORTGAGE_COSTS, Refusal
    from ubuild_desktop.core.engine.traditional.refusals import HOUSE_COSTS

    state = started()
    step = state.book.why_illegal(state, ProposeDeal(0, 1, give_cash=-5))
    ubuild_step = new_ubuild_state().why_illegal(ProposeDeal(0, 1, give_cash=5))
    assert step is not None and ubuild_step is not None
    assert step.params == {"step": 1} and ubuild_step.params == {"step": 10}  # numbers until the edge
    assert str(step) == "cash in a deal is a positive multiple of 1"  # the command line's English
    assert str(ubuild_step) == "cash in a deal is a positive multiple of $10k"
    assert words.refusal_text(step) == "cash in a deal is a positive multiple of $1"
    assert words.refusal_text(ubuild_step) == "cash in a deal is a positive multiple of $10k"
    lift = Refusal(UNMORTGAGE_COSTS, {"price": 1650}, TRADITIONAL_BOOK)
    assert words.refusal_text(lift) == "lifting the mortgage costs $1,650"
    with spanish(qapp):
        assert words.refusal_text(step) == "el dinero de un trato es un múltiplo positivo de 1 $"
        assert words.refusal_text(ubuild_step) == f"el dinero de un trato es un múltiplo positivo de 10{NBSP}mil{NBSP}$"
        assert words.refusal_text(Refusal(HOUSE_COSTS, {"price": 150}, TRADITIONAL_BOOK)) == "una casa ahí cuesta 150 $"


def _changed(index: int, **fields: object) -> object:
    spaces = list(TRADITIONAL.spaces)
    spaces[index] = spaces[index].model_copy(update=fields)
    return TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})


def test_a_boards_problems_name_its_spaces_and_kinds_in_spanish(qapp: QApplication) -> None:
    board = _changed(12, house_price=75)  # the Power Station, a utility, with a house price
    (problem,) = validate_board(board).diagnostics  # type: ignore[arg-type]
    assert problem.message == "space 13 (Power Station): its kind utility has no use for house_price"
    assert words.diagnostic_text(problem) == "Space 13 (Power Station): its kind utility has no use for house_price"
    with spanish(qapp):
        assert words.diagnostic_text(problem) == "Casilla 13 (Central Eléctrica): su tipo servicio no usa house_price"
    spaces = list(TRADITIONAL.spaces)
    spaces[3] = spaces[3].model_copy(update={"group": "light-blue"})  # brown: one street left
    (brown,) = validate_board(TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})).diagnostics
    assert words.diagnostic_text(brown) == "Streets in the Brown group: 1; a group has 2 to 4"
    with spanish(qapp):
        assert words.diagnostic_text(brown) == "Calles del grupo Marrón: 1; un grupo tiene de 2 a 4"


@pytest.mark.tool
def test_validate_names_a_boards_spaces_in_spanish(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text(dump_board(_changed(5, rents=(25, 50))), encoding="utf-8")  # type: ignore[arg-type]
    done = _run(["validate", str(path)], LANG="es_ES.UTF-8")
    assert done.returncode == 1, done.stderr
    assert "casilla 6 (Estación del Norte): alquileres dados: 2; su tipo estación tiene 4" in done.stdout
    english = _run(["validate", str(path)], LC_ALL="C")
    assert "space 6 (North Station): rents given: 2; its kind station has 4" in english.stdout


def test_the_problems_panel_lists_a_boards_problems_in_spanish(qapp: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    from ubuild_desktop.board.problems import ProblemsPanel

    report = validate_board(_changed(12, house_price=75))  # type: ignore[arg-type]
    with spanish(qapp):
        panel = ProblemsPanel()
        qtbot.addWidget(panel)
        panel.show_report(report)
        shown = [panel.list.item(row).text() for row in range(panel.list.count())]
    assert len(shown) == 1 and shown[0].startswith("Casilla 13 (Central Eléctrica): su tipo servicio no usa house_price")


@pytest.mark.tool
def test_why_a_game_cannot_be_set_up_is_said_in_spanish_by_the_commands() -> None:
    """Either rule set's GameSetupError keeps its template: ``ubuild simulate`` and ``ubuild
    play`` say it in the user's language."""
    done = _run(["simulate", "traditional", "--players", "9", "--games", "1"], LANG="es_ES.UTF-8")
    assert done.returncode == 2, done.stderr
    assert "el juego tradicional admite de 2 a 8 jugadores, no 9" in done.stderr, done.stderr
    english = _run(["simulate", "traditional", "--players", "9", "--games", "1"], LC_ALL="C")
    assert "the traditional game takes 2 to 8 players, not 9" in english.stderr, english.stderr
    done = _run(["play", "starter", "--players", "Ana,Ana"], LANG="es_ES.UTF-8")
    assert done.returncode != 0
    assert "los nombres de los jugadores deben ser distintos y no estar vacíos" in done.stderr, done.stderr


def test_issue_23s_words_in_spanish(qapp: QApplication) -> None:
    """The jail's "Just visiting", rent paid, a track without bridges' start and the
    report's verdict, in Spanish."""
    from types import SimpleNamespace

    from ubuild_desktop.board.square_scene import SquareBoardScene
    from ubuild_desktop.charts.balance import verdict

    state = started()
    state.owner[state.game.ids.index("tinker-row")] = 1
    state.touched()
    roll(state, 1, 2)
    (rent,) = [e for e in state.events if e.kind == "rent_due"]
    with spanish(qapp):
        assert SquareBoardScene(TRADITIONAL).space_items[10].texts() == ["Cárcel", "Solo de visita"]
        assert event_sentence(rent, state.game.players, place_names(state.game)) == \
            "Ana pagó a Bo 4 $ de alquiler por Callejón del Hojalatero"
        said = verdict({"minutes_at_30s": 135.0, "box_minutes_at_30s": 30.0, "turns": {"median": 270},
                        "win_rate_by_turn_order": [0.33, 0.25, 0.25, 0.17], "win_ci_by_turn_order": [[0.3, 0.36]] * 4},
                       [SimpleNamespace(group="a", name="Brown", turns=61.0), SimpleNamespace(group="b", name="Orange", turns=25.0)])
        assert said[0].startswith("Las partidas duran 4,5 veces lo que dice la caja")
        assert said[1].startswith("El primer jugador gana 8 puntos más de lo justo")
