"""The registry imports a built-in rule set when it is first asked for (issue 25/26: every
command, window and worker pays only for the rule set it plays).

What the registry knows of a built-in rule set before importing it (``registry.BUILT_IN``:
its board and game types, its built-in boards' folder, its board file test) is checked
against the rule set itself. Then, with the built-in rule sets unregistered (as in a fresh
process: nothing asked yet), each way of asking registers only the one it needs. The fresh
processes themselves: ``tests/test_startup_imports.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import registry
from ubuild_desktop.core.engine.kernel.rule_set import load_part, register, registered, unregister
from ubuild_desktop.core.jsonfile import builtin_names
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import dump_track, load_builtin


def _qualified(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def test_what_the_registry_knows_before_importing_a_rule_set_is_the_rule_set_s_own() -> None:
    assert registry.rule_set_names()[:2] == tuple(b.name for b in registry.BUILT_IN) == ("ubuild", "traditional")
    for built_in in registry.BUILT_IN:
        rules = registry.rule_set(built_in.name)
        assert type(rules).__module__ == built_in.module
        assert set(built_in.types) == {_qualified(rules.board_type), _qualified(rules.game_type)}
        assert builtin_names(built_in.boards) == rules.builtin_boards() != []
        for head in (dump_track(load_builtin("starter")).encode(), dump_board(load_builtin_board("traditional")).encode(), b"{}"):
            claims = load_part(built_in.claims, "claims")(head) if built_in.claims else False
            assert claims == rules.claims_board_file(head), (built_in.name, head[:40])
        assert built_in.default_board in rules.builtin_boards()
        for name in rules.builtin_boards():
            read = load_part(built_in.reader, "reader")(name)
            assert isinstance(read, rules.board_type) and rules.dump_board(read) == rules.dump_board(rules.load_builtin(name))
    assert registry.default_rule_set() is registry.rule_sets()[0]
    default = registry.default_board()
    assert registry.rule_set_of(default) is registry.default_rule_set()
    assert registry.default_rule_set().dump_board(default) == dump_track(load_builtin(registry.BUILT_IN[0].default_board))


@pytest.fixture
def nothing_asked_yet() -> Iterator[None]:
    """The built-in rule sets unregistered for the test (as in a new process), and
    registered again after it in their order, with whatever else was registered."""
    before = registered()
    for built_in in registry.BUILT_IN:
        unregister(built_in.name)
    try:
        yield
    finally:
        for rules in registered():
            unregister(rules.name)
        for rules in before:
            register(rules)


def _registered_names() -> set[str]:
    return {r.name for r in registered()}


@pytest.mark.usefixtures("nothing_asked_yet")
def test_the_program_s_default_board_imports_no_rule_set() -> None:
    """Home shows it at a cold start, before any game (``tests/app/test_cold_start.py``)."""
    board = registry.default_board()
    assert _registered_names().isdisjoint({"ubuild", "traditional"})
    assert registry.rule_set_of(board).name == registry.BUILT_IN[0].name


@pytest.mark.usefixtures("nothing_asked_yet")
def test_a_built_in_board_by_name_imports_only_its_rule_set() -> None:
    assert registry.rule_set_names()[:2] == ("ubuild", "traditional")  # names cost nothing
    assert _registered_names().isdisjoint({"ubuild", "traditional"})
    track = registry.resolve_board("starter")
    assert "traditional" not in _registered_names() and registry.rule_set_of(track).name == "ubuild"
    for built_in in registry.BUILT_IN:
        unregister(built_in.name)
    board = registry.resolve_board("traditional")
    assert "ubuild" not in _registered_names() and registry.rule_set_of(board).name == "traditional"


@pytest.mark.usefixtures("nothing_asked_yet")
def test_a_board_or_a_game_imports_only_the_rule_set_that_plays_it() -> None:
    board = load_builtin_board("traditional")
    rules = registry.rule_set_of(board)
    assert rules.name == "traditional" and _registered_names() & {"ubuild", "traditional"} == {"traditional"}
    game = rules.new_game(board, 2, {})
    unregister("traditional")
    assert registry.rule_set_of(rules.session(game, 1)).name == "traditional"  # by the session's game
    assert "ubuild" not in _registered_names()
    assert registry.find_rule_set_of(object()) is None


@pytest.mark.usefixtures("nothing_asked_yet")
def test_a_file_imports_only_the_rule_set_that_reads_it(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text(dump_board(load_builtin_board("traditional")), encoding="utf-8")
    assert registry.rule_set_of(registry.load_board_file(path)).name == "traditional"
    assert "ubuild" not in _registered_names()
    assert registry.rule_set_of_document({"rule_set": "traditional"}).name == "traditional"
    assert "ubuild" not in _registered_names()
    unregister("traditional")
    path.write_text(dump_track(load_builtin("starter")), encoding="utf-8")
    assert registry.rule_set_of(registry.load_board_file(path)).name == "ubuild"
    assert registry.rule_set_of_document({"format": "ubuild-game"}).name == "ubuild"  # a file without a rule set
    assert "traditional" not in _registered_names()


@pytest.mark.usefixtures("nothing_asked_yet")
def test_every_rule_set_is_imported_when_every_one_is_asked_for() -> None:
    assert [r.name for r in registry.rule_sets()][:2] == ["ubuild", "traditional"]
    assert {"ubuild", "traditional"} <= _registered_names()
