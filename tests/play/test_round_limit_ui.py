"""The round limit house rule is shown, set before the game, and explained at the end."""

from __future__ import annotations

from ubuild_desktop.app.launch_cli import _round_limit_option
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.game import default_round_limit
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import game_words
from ubuild_desktop.play.new_game import NewGameDialog


def test_new_game_dialog_offers_the_round_limit(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    spin = dialog.round_limit
    assert spin.value() == default_round_limit(Preset.STARTER, 2)
    assert "rounds without a bankruptcy" in dialog.rules.text()
    dialog.add_player()  # the suggestion follows the player count...
    assert spin.value() == default_round_limit(Preset.STARTER, 3)
    spin.setValue(7)  # ...until the players choose their own
    dialog.add_player()
    assert spin.value() == 7
    game, _seats, _seed = dialog.result_game()
    assert game.round_limit == 7
    spin.setValue(0)
    assert spin.text() == "no limit"
    game, _seats, _seed = dialog.result_game()
    assert game.round_limit is None
    assert "No round limit" in dialog.rules.text()


def test_the_end_of_a_game_by_round_limit_is_explained():
    game = Game.create(load_builtin("starter"), ["Ana", "Bo"], round_limit=1)
    session = Session(game, 3)
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.kernel.autoplay import play_out

    play_out(session, [make_player("simple", 0), make_player("simple", 1)])
    state = session.state
    assert state.is_terminal()
    assert "The round limit is reached (" in game_words.end_reason(state)


def test_play_command_round_limit_option():
    assert _round_limit_option("default") == {}
    assert _round_limit_option("none") == {"round_limit": None}
    assert _round_limit_option("12") == {"round_limit": 12}
