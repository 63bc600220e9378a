"""Each rule set's computer players are open to a player written in plain Python (issue 25):
a subclass that overrides one method, as a house variant's or a test's player would, is
made and plays, with the compiled build active (``make``) as with pure Python.

Under the compiled build (mypyc) an interpreted class cannot subclass a compiled one unless
the compiled class says so (``kernel/extensible.py``'s ``mypyc_attr``): without it, making
the subclass below raises ``TypeError``. With pure Python it always could; the first test
says which build ran.
"""

from __future__ import annotations

from typing import Any

import pytest

from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.registry import rule_set

CASES = [(name, strength) for name in ("ubuild", "traditional") for strength in rule_set(name).strengths]


def _engine_classes(player: Any) -> list[type]:
    """The classes of ``player``'s engine that a subclass of it extends (the kernel's
    ``ComputerPlayer`` was open already)."""
    return [cls for cls in type(player).__mro__
            if cls.__module__.startswith("ubuild_desktop.core.engine.") and ".kernel." not in cls.__module__]


def test_the_players_run_compiled_under_the_compiled_build() -> None:
    """The players' classes come from compiled modules exactly when the compiled build is
    active (U-Build's random player is never compiled), so under it the tests below
    subclass compiled classes."""
    import importlib

    for name, strength in CASES:
        if strength == "random":
            continue
        files = {importlib.import_module(cls.__module__).__file__ or "" for cls in _engine_classes(rule_set(name).computer(strength, 1))}
        assert all(not f.endswith(".py") for f in files) == native_build_active(), (name, strength, files)


@pytest.mark.parametrize(("name", "strength"), CASES)
def test_every_class_of_a_computer_player_takes_a_plain_python_subclass(name: str, strength: str) -> None:
    player = rule_set(name).computer(strength, 1)
    assert _engine_classes(player), "a computer player of the rule set's own"
    for cls in _engine_classes(player):
        made = _made(type(f"Plain{cls.__name__}", (cls,), {"__module__": __name__}))
        assert isinstance(made, cls)


def _made(cls: type) -> Any:
    """An instance of ``cls``: its players take a seed, the traditional ``BoardMemos`` none.
    Under the compiled build this is where a closed class refuses (mypyc's ``TypeError:
    interpreted classes cannot inherit from compiled``)."""
    try:
        return cls(1)
    except TypeError as exc:
        if "interpreted classes" in str(exc):
            raise
        return cls()


def test_the_check_can_fail_a_compiled_class_not_opened_refuses_a_subclass() -> None:
    """A compiled class the engine keeps closed (the traditional players' ``BoardSeen``, a
    helper no rule set extends) refuses an interpreted subclass under the compiled build,
    where the players above take one."""
    from ubuild_desktop.core.engine.traditional.board_numbers import BoardSeen

    plain = type("PlainSeen", (BoardSeen,), {"__module__": __name__})
    if native_build_active():
        with pytest.raises(TypeError, match="interpreted classes cannot inherit from compiled"):
            _made(plain)
    else:
        assert isinstance(_made(plain), BoardSeen)


@pytest.mark.parametrize(("name", "strength"), CASES)
def test_a_subclass_overriding_a_decision_plays_the_same_game_through_it(name: str, strength: str) -> None:
    """The subclass's ``decide`` (counting, then asking its base) is the one the engine's
    driver calls, and the game is move for move the base class's."""
    rules = rule_set(name)
    board = rules.load_builtin(rules.builtin_boards()[0])
    seats = rules.players_range(board)[0] + 1
    base = type(rules.computer(strength, 0))

    class Counting(base):  # type: ignore[misc, valid-type]
        asked = 0

        def decide(self, state: Any, seat: int) -> Any:
            type(self).asked += 1
            return super().decide(state, seat)

    def game(players: list[Any]) -> Any:
        session = rules.session(rules.new_game(board, seats, {}), seed=3)
        play_out(session, players, cap=40)
        return session.state

    plain = game([base(seat) for seat in range(seats)])
    counted = game([Counting(seat) for seat in range(seats)])
    assert Counting.asked > 0
    assert [str(a) for a in counted.history] == [str(a) for a in plain.history]
