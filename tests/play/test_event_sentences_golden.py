"""The play view's event sentences stay word for word the same, in English and in Spanish.

``data/event_sentences.json`` holds, for seeded all-computer games on every built-in
track (bankruptcies and round-limit endings, deals, mortgages, buildings, hazards,
jail), every line :func:`~ubuild_desktop.play.game_words.event_sentence` gives, once
with the English plural forms installed (as the program runs in English) and once with
the Spanish translation. It was written before the event sentences moved into one core
table (issue 12); rewrite it only for a deliberate change of wording
(``QT_QPA_PLATFORM=offscreen python -m tests.play.test_event_sentences_golden``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer
from ubuild_desktop.core.engine.ubuild.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.language import install_translations
from ubuild_desktop.play import game_words

GOLDEN_RULES = WHOLE_TABLE_RULES - 1  # the rules the file was written under (auctions in turn)

DATA = Path(__file__).parent / "data" / "event_sentences.json"
# (track, players, seed, round limit): every built-in track, good, simple and random
# players mixed; the last of each track ends by a short round limit.
CASES = tuple((track, players, seed, None) for track in ("starter", "classic", "classic-railroad", "pro")
              for players, seed in ((2, 11), (3, 12), (4, 13))) + tuple(
    (track, 3, 7, 12) for track in ("starter", "classic", "classic-railroad", "pro"))
STRENGTHS = ("good", "simple", "random")


def play(track: str, players: int, seed: int, limit: int | None) -> tuple[Session, game_words.PlaceNames]:
    game = Game.create(load_builtin(track), players, rules_version=GOLDEN_RULES) if limit is None else \
        Game.create(load_builtin(track), players, round_limit=limit, rules_version=GOLDEN_RULES)
    session = Session(game, seed)
    seats = [RandomPlayer(seed * 10 + i) if STRENGTHS[(seed + i) % 3] == "random"
             else make_player(STRENGTHS[(seed + i) % 3], seed * 10 + i) for i in range(players)]
    play_out(session, seats)
    return session, game_words.place_names(game)


def sentences(session: Session, names: game_words.PlaceNames) -> list[str]:
    state = session.state
    lines = (game_words.event_sentence(event, state.game.players, names) for event in state.events)
    return [line for line in lines if line is not None]


def record(app: QApplication, cases: tuple[tuple[str, int, int, int | None], ...] = CASES) -> dict[str, dict[str, list[str]]]:
    games = {_key(*case): play(*case) for case in cases}
    out: dict[str, dict[str, list[str]]] = {key: {} for key in games}
    for language in ("en", "es"):
        translators = install_translations(app, QLocale(language))
        try:
            for key, (session, _) in games.items():
                # the spaces' names are translated when the view opens, like the play window does
                out[key][language] = sentences(session, game_words.place_names(session.state.game))
        finally:
            for translator in translators:
                app.removeTranslator(translator)
    return out


def _key(track: str, players: int, seed: int, limit: int | None) -> str:
    return f"{track}/{players}/{seed}/{limit}"


@pytest.fixture(scope="module")
def recorded(qapp: QApplication) -> dict[str, dict[str, list[str]]]:
    return record(qapp)


@pytest.mark.parametrize("case", CASES, ids=[_key(*case) for case in CASES])
@pytest.mark.parametrize("language", ("en", "es"))
def test_event_sentences_are_word_for_word_the_same(recorded: dict[str, dict[str, list[str]]],
                                                    case: tuple[str, int, int, int | None], language: str) -> None:
    expected = json.loads(DATA.read_text(encoding="utf-8"))[_key(*case)][language]
    got = recorded[_key(*case)][language]
    for i, (want, line) in enumerate(zip(expected, got)):
        assert line == want, (i, want, line)
    assert len(got) == len(expected)


if __name__ == "__main__":  # rewrite the golden file (a deliberate change of wording only)
    application = QApplication.instance() or QApplication(sys.argv)
    DATA.write_text(json.dumps(record(application), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    sys.exit(0)
