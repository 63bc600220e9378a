"""Hypothesis strategies for hostile inputs: track, board and game documents, names.

Each document is valid-shaped JSON (what a real file holds) with hostile values put in:
huge and non-finite numbers, wrong types, deep nesting, any Unicode, control characters
and escape sequences, bad keys. Game documents are mutations of a real saved game.
"""

from __future__ import annotations

import copy
import json
import random
import re
from functools import cache
from typing import Any

from hypothesis import strategies as st

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.gamefile import game_to_dict
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin

# Text a hostile file might hold: any character, with those that break a one-line message
# (newlines, ESC, NUL, bidi overrides, lone surrogates as JSON escapes allow) favoured.
NASTY_CHARS = "\n\r\t\x00\x1b\x7f\u0085\u2028\u2029\u202e\u2066\ufeff\ud800\udfff"
texts = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.sampled_from(NASTY_CHARS + "[31m<b>a,;:"), max_size=40),
    st.builds(lambda s, n: s * n, st.sampled_from(["x", "\x1b[2J", "line\n", "\u202e"]),
              st.integers(1, 30_000)),
)
# What json.dumps cannot write is put in the text afterwards (see to_text): nesting far
# past Python's recursion limit, and numbers past its 4,300-digit limit.
_RAW = re.compile(r'"@@(deep|digits)(\d+)@@"')
raw_values = st.one_of(
    st.builds(lambda n: f"@@deep{n}@@", st.integers(500, 200_000)),
    st.builds(lambda n: f"@@digits{n}@@", st.sampled_from([4300, 4301, 100_000])),
)
numbers = st.one_of(
    st.integers(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([0, -1, 1, 2**31, 2**63, -(2**63) - 1, 10**4000]),
    st.floats(allow_nan=True, allow_infinity=True),
)
scalars = st.one_of(st.none(), st.booleans(), numbers, texts)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(texts, inner, max_size=5)),
    max_leaves=20,
)
hostile_values = st.one_of(json_values, raw_values)


def to_text(doc: Any) -> str:
    """The JSON text of ``doc``, with the raw values (see ``raw_values``) put in."""
    return _RAW.sub(_raw, json.dumps(doc))


def _raw(match: re.Match[str]) -> str:
    n = int(match[2])
    return "[" * n + "]" * n if match[1] == "deep" else "9" * n


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value in ``doc`` (keys and indexes), the root excluded."""
    found: list[tuple[Any, ...]] = []
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for key, value in items:
        found.append(prefix + (key,))
        found.extend(_paths(value, prefix + (key,)))
    return found


def _parent(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


@st.composite
def mutated(draw: st.DrawFn, base: dict[str, Any], rounds: int = 3) -> dict[str, Any]:
    """``base`` with a few hostile changes: a value replaced, a key removed, a bad key added."""
    doc = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, rounds))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths)) if paths else ()
        op = draw(st.sampled_from(["replace", "remove", "add_key", "duplicate"]))
        if not path:
            op = "add_key"
        if op == "replace":
            _parent(doc, path)[path[-1]] = draw(hostile_values)
        elif op == "remove":
            parent = _parent(doc, path)
            del parent[path[-1]]
        elif op == "duplicate":
            parent = _parent(doc, path)
            if isinstance(parent, list):
                parent.insert(draw(st.integers(0, len(parent))), copy.deepcopy(parent[path[-1]]))
        else:
            target = doc if not path else _parent(doc, path)
            if isinstance(target, dict):
                target[draw(texts)] = draw(hostile_values)
    return doc


@cache
def real_track(name: str = "starter") -> dict[str, Any]:
    """A built-in track as the dict its file holds."""
    return json.loads(load_builtin(name).model_dump_json())


def track_texts() -> st.SearchStrategy[str]:
    """Track files: mutations of a real track, any JSON value at all, or any bytes as text."""
    return st.one_of(
        st.sampled_from(["starter", "classic"]).flatmap(lambda name: mutated(real_track(name))).map(to_text),
        hostile_values.map(to_text),
        st.text(max_size=200),
    )


@cache
def real_board() -> dict[str, Any]:
    """The built-in square board as the dict its file holds."""
    return json.loads(dump_board(load_builtin_board("traditional")))


def board_texts() -> st.SearchStrategy[str]:
    """Square board files: mutations of the traditional board, any JSON value, any text."""
    return st.one_of(
        mutated(real_board(), rounds=4).map(to_text),
        hostile_values.map(to_text),
        st.text(max_size=200),
    )


@cache
def real_game() -> dict[str, Any]:
    """A real saved game (starter, two players, 120 random legal decisions)."""
    session = Session(Game.create(load_builtin("starter"), ["Ana", "Bo"]), 11)
    rng = random.Random(11)
    for _ in range(120):
        session.advance()
        if session.state.is_terminal():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return game_to_dict(session)


def _history_changes(doc: dict[str, Any], draw: st.DrawFn) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    history: list[Any] = doc["history"]
    op = draw(st.sampled_from(["replace", "insert", "swap", "truncate", "text"]))
    i = draw(st.integers(0, len(history) - 1))
    if op == "replace":
        history[i] = draw(hostile_values)
    elif op == "insert":
        history.insert(i, draw(st.one_of(st.sampled_from(history), hostile_values)))
    elif op == "swap":
        j = draw(st.integers(0, len(history) - 1))
        history[i], history[j] = history[j], history[i]
    elif op == "truncate":
        del history[i:]
    else:  # an action's text with a hostile argument, or twice as long
        words = str(history[i]).split()
        k = draw(st.integers(0, len(words)))
        words.insert(k, draw(texts))
        history[i] = " ".join(words)
    return doc


def game_texts() -> st.SearchStrategy[str]:
    """Game files: mutations of a real saved game (see :func:`game_documents`)."""
    return game_documents().map(to_text)


@st.composite
def game_documents(draw: st.DrawFn) -> Any:
    """Game documents: a real saved game with its history, seed or fields mutated."""
    base = real_game()
    kind = draw(st.sampled_from(["history", "fields", "players", "track", "any"]))
    if kind == "history":
        return _history_changes(base, draw)
    if kind == "players":
        doc = copy.deepcopy(base)
        doc["players"] = draw(st.one_of(st.lists(names(), max_size=8), hostile_values))
        return doc
    if kind == "track":
        doc = copy.deepcopy(base)
        doc["track"] = draw(mutated(doc["track"], rounds=2))
        return doc
    if kind == "any":
        return draw(hostile_values)
    top = {k: v for k, v in base.items() if k not in ("track", "history")}
    changed = draw(mutated(top))
    return {**changed, "track": base["track"], "history": base["history"]} if isinstance(changed, dict) else changed


def names() -> st.SearchStrategy[str]:
    """Player and track names: any text, markup, bidi overrides, very long ones."""
    return st.one_of(
        texts,
        st.sampled_from(["<b>x</b>", "<img src=x>", "<a href='x'>y</a>", "\u202eevil", "Ana", " ", ""]),
    )



# ---------------------------------------------------------------------- square boards to play

_FILLERS = ("chance", "chest", "tax", "free_parking", "go_to_jail")


@st.composite
def playable_boards(draw: st.DrawFn) -> dict[str, Any]:
    """Square board documents that vary in what the rules must cope with (most of them valid):
    12 to 60 spaces, 0 to 9 stations and 0 to 6 utilities, colour groups of 1 to 5 streets,
    no card space or many, amounts on scales from 1 to 10,000 times the book's, a bank with
    few buildings, and names holding control characters and markup."""
    size = draw(st.integers(12, 60))
    scale = draw(st.sampled_from([1, 1, 3, 100, 10_000]))
    names = st.one_of(st.text(min_size=1, max_size=12), st.sampled_from(["A", "<b>x</b>", "\x1b[31mRed\x07", "a\r\nb"]))
    group_count = draw(st.integers(0, 6))
    groups = [{"id": f"g{g}", "name": draw(names), "name_es": f"G{g}", "colour": "#%06x" % (g * 0x203040),
               "marker": "ABCDEFGH"[g]} for g in range(group_count)]
    stations = draw(st.integers(0, min(9, size - 3)))
    utilities = draw(st.integers(0, min(6, size - 3 - stations)))
    kinds = ["station"] * stations + ["utility"] * utilities
    free = size - 2 - len(kinds)
    members: list[int] = []  # each street's group: 2 to 4 streets a group, now and then 1 or 5
    for g in range(group_count):
        members += [g] * min(free - len(members), draw(st.sampled_from([2, 3, 4, 2, 3, 4, 1, 5])))
    kinds += ["street"] * len(members)
    kinds += [draw(st.sampled_from(_FILLERS)) for _ in range(free - len(members))]
    kinds = draw(st.permutations(kinds))
    members = draw(st.permutations(members))
    kinds.insert(draw(st.integers(0, len(kinds))), "jail")
    spaces: list[dict[str, Any]] = [{"id": "go", "kind": "go", "name": "GO", "name_es": "SALIDA"}]
    sent = False
    for i, kind in enumerate(kinds, start=1):
        if kind == "go_to_jail" and sent:
            kind = "free_parking"
        sent = sent or kind == "go_to_jail"
        space: dict[str, Any] = {"id": f"s{i}", "kind": kind, "name": draw(names), "name_es": f"S{i}"}
        price = draw(st.integers(1, 400)) * scale
        if kind == "street":
            space.update(group=f"g{members.pop()}", price=price, house_price=max(1, price // 2),
                         rents=sorted(draw(st.lists(st.integers(1, 2000), min_size=6, max_size=6, unique=True)))
                         if scale == 1 else [r * scale for r in range(1, 7)])
        elif kind == "station":
            space.update(price=price, rents=[25 * scale, 50 * scale, 100 * scale, 200 * scale])
        elif kind == "utility":
            space.update(price=price, rents=[4, 10])
        elif kind == "tax":
            space.update(tax=draw(st.integers(1, 200)) * scale)
        spaces.append(space)
    return {"format_version": 1, "name": draw(names), "salary": draw(st.integers(0, 200)) * scale,
            "starting_cash": draw(st.integers(1, 3000)) * scale, "jail_fine": draw(st.integers(0, 50)) * scale,
            "houses": draw(st.integers(1, 32)), "hotels": draw(st.integers(1, 12)), "groups": groups, "spaces": spaces}
