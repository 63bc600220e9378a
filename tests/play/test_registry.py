"""The registry of rule sets (``core.engine.registry``): the two built-in rule sets are
found by name, board, game, state, session and game document, and every part they name
by reference (odds model, play view, editor, viewer) is found and is what the tools use."""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.balance import Policy, square_odds, track_odds
from ubuild_desktop.core.engine.kernel.rule_set import load_part
from ubuild_desktop.core.engine.registry import (
    UnknownRuleSet, find_rule_set_of, rule_set, rule_set_of, rule_set_of_document, rule_sets)
from ubuild_desktop.core.square import SquareBoard, load_builtin_board
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_builtin


def test_the_built_in_rule_sets_are_found_by_name_board_game_state_and_session() -> None:
    ubuild, traditional = rule_set("ubuild"), rule_set("traditional")
    assert rule_sets()[:2] == (ubuild, traditional)
    track, board = load_builtin("starter"), load_builtin_board("traditional")
    assert ubuild.board_type is Track and traditional.board_type is SquareBoard
    for rules, source in ((ubuild, track), (traditional, board)):
        assert rule_set_of(source) is rules
        game = rules.new_game(source, ["Ana", "Bo"], {})
        session = rules.session(game, 3)
        assert rule_set_of(game) is rules and rule_set_of(session) is rules and rule_set_of(session.state) is rules
        assert rules.players_range(source)[0] == 2 and rules.starting_cash(source) > 0
        # a game file names its rule set (U-Build's files may not), and reads back by it
        raw = json.loads(rules.dump_game(session))
        assert rule_set_of_document(raw) is rules
        assert rule_set_of_document(raw).read_game(raw, "x.json").state.history == session.state.history
        assert rules.board_name_in(raw, False) == source.name
        assert rules.parse_board(rules.dump_board(source), "x") == source
        assert rules.validate(source, {}).valid
    assert rule_set_of_document({"format": "ubuild-game"}) is ubuild  # every older file
    assert rule_set_of_document({"rule_set": "junior"}) is ubuild  # whose reader refuses it by name
    with pytest.raises(UnknownRuleSet):
        rule_set("junior")
    assert find_rule_set_of(object()) is None


def test_the_options_each_rule_set_takes() -> None:
    ubuild, traditional = rule_set("ubuild"), rule_set("traditional")
    from ubuild_desktop.core.engine.traditional.options import HouseRules

    track, board = load_builtin("starter"), load_builtin_board("traditional")
    assert ubuild.options == ("round_limit",) and traditional.options == ("house_rules",)
    assert ubuild.new_game(track, 2, {"round_limit": 7, "house_rules": HouseRules(auctions=False)}).round_limit == 7
    assert ubuild.new_game(track, 2, {"round_limit": None}).round_limit is None
    assert ubuild.new_game(track, 2, ubuild.default_options(track, 2)).round_limit == ubuild.new_game(track, 2, {}).round_limit
    rules = HouseRules(auctions=False)
    assert traditional.new_game(board, 2, {"round_limit": 7, "house_rules": rules}).house_rules == rules
    assert traditional.new_game(board, 2, {"round_limit": 9}).house_rules.round_limit == 9  # ubuild play --round-limit
    assert traditional.new_game(board, 2, {}).house_rules == HouseRules()


def test_each_rule_set_s_odds_model_is_the_balance_lab_s() -> None:
    track, board = load_builtin("starter"), load_builtin_board("traditional")
    assert rule_set_of(track).landing_odds(track, Policy()) == track_odds(track, Policy())
    assert rule_set_of(board).landing_odds(board, Policy()) == square_odds(board, Policy())


def test_each_rule_set_names_its_windows_plug_ins(qapp: object) -> None:
    from ubuild_desktop.editor.square_window import open_square_editor_window
    from ubuild_desktop.editor.window import open_editor_window
    from ubuild_desktop.play.plugin import PlayView
    from ubuild_desktop.play.traditional.plugin import PLAY as TRADITIONAL_PLAY
    from ubuild_desktop.play.ubuild.plugin import PLAY as UBUILD_PLAY
    from ubuild_desktop.viewer.square_window import open_square_viewer_window
    from ubuild_desktop.viewer.window import open_viewer_window

    ubuild, traditional = rule_set("ubuild"), rule_set("traditional")
    assert load_part(ubuild.play_view, "") is UBUILD_PLAY and load_part(traditional.play_view, "") is TRADITIONAL_PLAY
    assert isinstance(UBUILD_PLAY, PlayView) and isinstance(TRADITIONAL_PLAY, PlayView)
    assert load_part(ubuild.editor, "") is open_editor_window
    assert load_part(traditional.editor, "") is open_square_editor_window
    assert load_part(ubuild.viewer, "") is open_viewer_window
    assert load_part(traditional.viewer, "") is open_square_viewer_window
    with pytest.raises(LookupError, match="no play view"):
        load_part("", "play view")
    with pytest.raises(LookupError, match="cannot be found"):
        load_part("ubuild_desktop.play.ubuild.plugin:NOTHING", "play view")


def test_the_traditional_play_view_inherits_nothing_of_u_build_s() -> None:
    """Each plug-in says every part of its game's view (the traditional game's once took
    U-Build's board keys, take back and computer players without saying so)."""
    from ubuild_desktop.play.plugin import PlayView
    from ubuild_desktop.play.traditional.plugin import TraditionalPlayRules
    from ubuild_desktop.play.ubuild.plugin import PlayRules

    assert not issubclass(TraditionalPlayRules, PlayRules) and not issubclass(PlayRules, TraditionalPlayRules)
    parts = [name for name in dir(PlayView) if not name.startswith("_")]
    for plugin in (PlayRules, TraditionalPlayRules):
        assert all(name in vars(plugin) for name in parts), [n for n in parts if n not in vars(plugin)]
