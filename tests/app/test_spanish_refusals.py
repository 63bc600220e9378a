"""The engine's refusals of both games in Spanish through the play window's own path: a
decision the turn panel sends (``TurnPanel.send``, what its buttons call) that the engine
refuses shows its reason, alone, translated from the refusal's template and params (an
amount written the game's way, a district or property named in Spanish), while ``str()``
of the refusal stays the English of the command line. Nothing is parsed back from English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop import words
from ubuild_desktop.core.cards import format_money
from ubuild_desktop.core.engine.kernel.actions import Buy, ProposeDeal
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.kernel.refusals import DEAL_NOT_OWNER
from ubuild_desktop.core.engine.traditional.actions import BuildHouse
from ubuild_desktop.core.engine.traditional.refusals import HOUSE_COSTS
from ubuild_desktop.core.engine.ubuild.refusals import BUY_COSTS

from tests.app.test_spanish_complete import spanish


def _refused(window: object, action: object) -> str:
    """Send ``action`` as the turn panel does; the refusal it shows (also on the panel)."""
    panel = window.turn_panel  # type: ignore[attr-defined]
    history = len(window.controller.state.history)  # type: ignore[attr-defined]
    panel.send(action)
    assert len(window.controller.state.history) == history  # type: ignore[attr-defined]  # refused: nothing changed
    assert panel.last_error
    return str(panel.last_error)


def test_ubuild_refusals_show_in_spanish_with_money_and_a_district(qapp: QApplication, qtbot: QtBot) -> None:
    from tests.play.helpers import make_window, roll

    with spanish(qapp):
        window = make_window(qtbot)
        state = window.controller.state
        roll(qtbot, window, 1)  # Ana lands on Kite Hill, for sale
        assert state.phase is Phase.BUY
        price = state.game.district("kite-hill").card.price
        state.cash[0] = 10
        why = state.why_illegal(Buy())
        assert why is not None and why.template == BUY_COSTS and why.params == {"price": price}
        assert str(why) == f"not enough cash for {format_money(price)}"  # the command line's English
        spanish_buy = QCoreApplication.translate("Refusal", BUY_COSTS)
        assert spanish_buy != BUY_COSTS
        assert _refused(window, Buy()) == spanish_buy.format(price=words.money(price))  # the reason alone, no "buy:"
        # A district Ana does not own, in a deal: named by its Spanish name, not its id.
        deal = ProposeDeal(0, 1, ("saltmarsh-lane",), (), 0, 0)
        assert str(state.why_illegal(deal)) == "Ana does not own saltmarsh-lane"
        shown = _refused(window, deal)
        assert shown == QCoreApplication.translate("Refusal", DEAL_NOT_OWNER).format(
            player="Ana", district=words.district_name("Saltmarsh Lane"))
        assert "Callejón de las Salinas" in shown and "saltmarsh-lane" not in shown
        window.close()


def test_traditional_refusals_show_in_spanish_with_money_and_a_property(qapp: QApplication, qtbot: QtBot) -> None:
    from tests.play.helpers import make_trad_window

    with spanish(qapp):
        window = make_trad_window(qtbot)
        state = window.controller.state
        game = state.game
        assert state.phase is Phase.PRE_ROLL and state.turn == 0
        # Ana holds the whole brown group but has too little cash for a house.
        street = game.ids.index("cobbler-lane")
        for d in game.properties:
            if game.group[d] == game.group[street]:
                state.owner[d] = 0
        state.touched()
        state.cash[0] = 1
        why = state.why_illegal(BuildHouse("cobbler-lane"))
        assert why is not None and why.template == HOUSE_COSTS
        price = why.params["price"]
        assert isinstance(price, int) and str(why) == f"a house there costs {price}"  # the command line's English
        spanish_house = QCoreApplication.translate("Refusal", HOUSE_COSTS)
        assert spanish_house != HOUSE_COSTS
        shown = _refused(window, BuildHouse("cobbler-lane"))
        assert shown == spanish_house.format(price=words.whole_money(price))
        assert f"{price}\u00a0$" in shown or f"{price} $" in shown
        # A property Ana does not own, in a deal: the board's Spanish name (name_es).
        deal = ProposeDeal(0, 1, ("gull-street",), (), 0, 0)
        assert str(state.why_illegal(deal)) == "Ana does not own gull-street"
        shown = _refused(window, deal)
        spanish_name = game.board.spaces[game.ids.index("gull-street")].shown_name(True)
        assert spanish_name != "gull-street"
        assert shown == QCoreApplication.translate("Refusal", DEAL_NOT_OWNER).format(player="Ana", district=spanish_name)
        window.close()


def test_a_setup_errors_money_stays_a_number_until_the_words(qapp: QApplication) -> None:
    """Why a game cannot be set up (a Fair start that does not fit) names the most each seat
    may get: in the English of the command line, and in Spanish in the game's own money."""
    import pytest

    from ubuild_desktop.core.engine.kernel.records import SetupMoney
    from ubuild_desktop.core.engine.traditional import game as trad_game
    from ubuild_desktop.core.engine.traditional.options import HouseRules
    from ubuild_desktop.core.engine.ubuild.game import STARTING_CASH, Game, GameSetupError, PresetRules
    from ubuild_desktop.core.square import load_builtin_board
    from ubuild_desktop.core.trackfile import load_builtin

    with pytest.raises(GameSetupError) as ubuild_caught:
        Game.create(load_builtin("classic"), 3, fair_start=(0, 999_999, 0))
    with pytest.raises(trad_game.GameSetupError) as trad_caught:
        trad_game.Game(load_builtin_board("traditional"), 3, HouseRules(fair_start=(0, 10)))
    ubuild_max = STARTING_CASH[PresetRules.CLASSIC]
    assert ubuild_caught.value.params["max"] == SetupMoney(ubuild_max, True, format_money(ubuild_max))
    assert str(ubuild_caught.value).endswith(f"from $0 to {format_money(ubuild_max)}")
    trad_max = load_builtin_board("traditional").starting_cash
    assert trad_caught.value.params["max"] == SetupMoney(trad_max, False, f"${trad_max:,}")
    assert str(trad_caught.value).endswith(f"from $0 to ${trad_max:,}")
    with spanish(qapp):
        ubuild_text = words.setup_error_text(ubuild_caught.value)
        trad_text = words.setup_error_text(trad_caught.value)
        assert ubuild_text.startswith("un inicio justo") and ubuild_text.endswith(words.money(ubuild_max)), ubuild_text
        assert trad_text.startswith("un inicio justo") and trad_text.endswith(words.whole_money(trad_max)), trad_text
        assert "$" + f"{trad_max:,}" not in trad_text
        # The no-break spaces of Spanish money are spaces, not escapes ("10\\xa0k$").
        assert "\\" not in ubuild_text + trad_text and "\u00a0" in ubuild_text
