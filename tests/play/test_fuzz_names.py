"""Fuzzing player names through the seats (``--players`` and the seats a game file holds):
they make seats or raise :class:`SeatError`, never another exception. (Here, not in
``tests/fuzz``: importing ``ubuild_desktop.play`` imports Qt.)"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ubuild_desktop.play.seats import Seat, SeatError, parse_players
from tests.fuzz.strategies import hostile_values, names

SMALL = settings(max_examples=50, deadline=None)
LARGE = settings(max_examples=3000, deadline=None)
specs = st.lists(
    st.tuples(names(), st.sampled_from(["", ":human", ":computer", ":computer:simple", ":robot", ":computer:best"])),
    max_size=7,
).map(lambda seats: ",".join(name + rest for name, rest in seats))
seat_documents = st.one_of(
    st.fixed_dictionaries({"name": names()}, optional={"colour": st.one_of(st.just("#a0b1c2"), names()),
                                                       "kind": names(), "strength": names()}),
    hostile_values,
)


def players_or_seat_error(spec: str) -> None:
    try:
        seats = parse_players(spec)
    except SeatError as exc:
        assert str(exc)
    else:
        assert all(isinstance(s, Seat) and s.name.strip() for s in seats)


def seat_or_seat_error(raw: object) -> None:
    try:
        seat = Seat.from_json(raw)
    except SeatError as exc:
        assert str(exc)
    else:
        assert seat.name.strip() and seat.kind in ("human", "computer")


@SMALL
@given(specs)
def test_player_specs(spec: str) -> None:
    players_or_seat_error(spec)


@SMALL
@given(seat_documents)
def test_seat_documents(raw: object) -> None:
    seat_or_seat_error(raw)


@pytest.mark.slow
@LARGE
@given(specs)
def test_player_specs_many(spec: str) -> None:
    players_or_seat_error(spec)


@pytest.mark.slow
@LARGE
@given(seat_documents)
def test_seat_documents_many(raw: object) -> None:
    seat_or_seat_error(raw)
