"""The one table of event sentences (core/engine/kernel/sentences.py, with each rule set's rows) and the payment reasons.

Every kind the engine emits is an :class:`EventKind` with a row in ``SENTENCES``; every
reason text the engine gives a payment or a debt reads back as a :class:`PaymentReason`
(members, never texts).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine.kernel.events import BANK
from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.event_kinds import JailExit
from ubuild_desktop.core.engine.traditional import sentences as _traditional_rows  # noqa: F401  (its rows too)
from ubuild_desktop.core.engine.kernel.sentences import (
    COUNTS, JAIL_EXITS, REASONS, SENTENCES, Field, english_count, english_reason, english_sentence, sentence_of,
)
from ubuild_desktop.core.trackfile import load_builtin

ENGINE = Path(__file__).resolve().parents[2] / "ubuild_desktop" / "core" / "engine"
NAMES = ("Ana", "Bo", "Cy")


def engine_kinds() -> set[str]:
    """Every kind the engine's sources pass to ``emit`` (always a member, or its alias)."""
    kinds: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'emit\("', text), f"{path.name} passes a string to emit, not an EventKind"
        # a member, or the module's Final alias of one (_EV_<NAME> = EventKind.<NAME>)
        kinds.update(EventKind[name].value for name in re.findall(r"emit\((?:EventKind\.|_EV_)([A-Z_]+)", text))
    return kinds


def seeded_games() -> list[Session]:
    """Whole seeded games on every built-in track (good, simple and random players; one
    ended by a short round limit each), the same mix as the play view's sentence test."""
    sessions = []
    for track in ("starter", "classic", "classic-railroad", "pro"):
        for players, seed, limit in ((2, 11, None), (3, 12, None), (4, 13, None), (3, 7, 12)):
            game = Game.create(load_builtin(track), players) if limit is None else \
                Game.create(load_builtin(track), players, round_limit=limit)
            session = Session(game, seed)
            strengths = ("good", "simple", "random")
            seats = [RandomPlayer(seed * 10 + i) if strengths[(seed + i) % 3] == "random"
                     else make_player(strengths[(seed + i) % 3], seed * 10 + i) for i in range(players)]
            play_out(session, seats)
            sessions.append(session)
    return sessions


@pytest.fixture(scope="module")
def games() -> list[Session]:
    return seeded_games()


def test_every_kind_the_engine_emits_is_a_member_with_one_row() -> None:
    emitted = engine_kinds()
    assert len(emitted) > 40
    assert emitted == {kind.value for kind in EventKind}
    assert set(SENTENCES) == set(EventKind)
    for kind, row in SENTENCES.items():
        assert row.templates and all(isinstance(t, str) and t for t in row.templates), kind


def test_a_kind_is_its_string() -> None:
    # The engine's calls still pass strings: a member equals and hashes as its value.
    assert EventKind.ROLLED == "rolled" and {"rolled": 1}[EventKind.ROLLED] == 1
    as_string = Event("rolled", (("player", 0), ("dice", (3, 4)), ("double", False)), NAMES)
    as_member = Event(EventKind.ROLLED, as_string.data, NAMES)
    assert as_string.text == as_member.text == "Ana rolled 3 + 4"
    assert sentence_of(as_string) == sentence_of(as_member)


@pytest.mark.parametrize(("kind", "data", "text", "listed"), [
    ("rolled", (("player", 1), ("dice", (2, 2)), ("double", True)), "Bo rolled 2 + 2 (a double)", True),
    ("rolled", (("player", 1), ("dice", (5,)), ("double", False)), "Bo rolled 5", True),
    ("roll_off_started", (("players", (0, 1)), ("dice", 1)), "Who starts? Everyone rolls the die: the highest roller starts", True),
    ("roll_off_started", (("players", (0, 1)), ("dice", 2)), "Who starts? Everyone rolls both dice: the highest roller starts", True),
    ("roll_off_rolled", (("player", 2), ("dice", (6,)), ("total", 6)), "Cy rolled 6", True),
    ("roll_off_rolled", (("player", 2), ("dice", (6, 1)), ("total", 7)), "Cy rolled 6 + 1 = 7", True),
    ("roll_off_tied", (("players", (0, 1, 2)), ("total", 9)), "Ana, Bo and Cy tied with 9: they roll again", True),
    ("first_player", (("player", 0), ("roll_off", False)), "Ana starts", True),
    ("first_player", (("player", 0), ("roll_off", True)), "Ana rolled highest and starts", True),
    ("built_blocks", (("player", 0), ("district", "x"), ("name", "Kite Hill"), ("residential", 1), ("industrial", 0)),
     "Ana built 1 residential block on Kite Hill", True),
    ("built_blocks", (("player", 0), ("district", "x"), ("name", "Kite Hill"), ("residential", 0), ("industrial", 2)),
     "Ana built 2 industrial blocks on Kite Hill", True),
    ("built_blocks", (("player", 0), ("district", "x"), ("name", "Kite Hill"), ("residential", 2), ("industrial", 1)),
     "Ana built 2 residential blocks and 1 industrial block on Kite Hill", True),
    ("built", (("player", 1), ("building", "hazard"), ("name", "power_station"), ("site", "s"), ("district", None)),
     "Bo built a power station", True),
    ("left_jail", (("player", 1), ("how", "rolled a 6")), "Bo left jail (rolled a 6)", True),
    ("card_drawn", (("player", 1), ("card", "c1"), ("half", "up"), ("text", "Go")), "Bo drew a Chance card (UP): Go", True),
    ("moved", (("player", 0), ("from", 0), ("to", 3), ("to_name", "Kite Hill")), "Ana landed on Kite Hill", True),
    ("money_moved", (("payer", BANK), ("payee", 2), ("amount", 2000), ("reason", "salary")), "the bank paid Cy $2M (salary)", True),
    ("money_moved", (("payer", 0), ("payee", 2), ("amount", 300), ("reason", "rent for"), ("name", "Kite Hill")),
     "Ana paid Cy $300k (rent for Kite Hill)", False),
    ("money_moved", (("payer", 0), ("payee", BANK), ("amount", 300), ("reason", "tower")), "Ana paid the bank $300k (the Tower)", False),
    ("deck_card", (("card", "c7"),), "Card c7 shuffled into the Chance pile", False),
    ("turn_ended", (("player", 2),), "Cy ended the turn", False),
    ("round_limit_reached", (("rounds", 1),), "1 round played without a bankruptcy: the round limit ends the game", True),
    ("action_limit_reached", (("actions", 20000),),
     "20000 actions played without a bankruptcy: the most a game file holds, so the game ends", True),
    ("debt_paid", (("player", 1), ("creditor", BANK), ("amount", 500)), "Bo paid the debt of $500k to the bank", True),
    ("bid", (("player", 7), ("amount", 100)), "player 7 bid $100k", True),
    ("auction_unsold", (("district", "x"), ("name", "Kite Hill")), "Nobody bought Kite Hill", True),
])
def test_each_variant_in_english(kind: str, data: tuple, text: str, listed: bool) -> None:
    event = Event(kind, data, NAMES, UBUILD_BOOK)  # U-Build's money
    sentence = sentence_of(event)
    assert sentence is not None and sentence.template in SENTENCES[EventKind(kind)].templates
    assert event.text == text == english_sentence(event)
    assert sentence.listed is listed


def test_the_bank_starts_a_sentence_in_lower_case() -> None:
    # The table's words are lower case ("the bank"); the log capitalises a line's start.
    event = Event("money_moved", (("payer", BANK), ("payee", 0), ("amount", 100), ("reason", "Chance")), NAMES, UBUILD_BOOK)
    assert event.text == "the bank paid Ana $100k (Chance)"


def test_an_unknown_kind_still_has_a_text() -> None:
    event = Event("something_new", (("a", 1),), NAMES)  # type: ignore[arg-type]
    assert sentence_of(event) is None and event.text == "something_new: a=1"


def test_counts_in_english() -> None:
    assert english_count(COUNTS[Field.ROUNDS], 1) == "1 round" and english_count(COUNTS[Field.ROUNDS], 12) == "12 rounds"
    assert english_count("%n box(es)", 2) == "2 boxes"


# ------------------------------------------------------------------ payment reasons

DISTRICT = load_districts().cards[0].name
# Every payment reason with its English words: (words, member, the district's name).
REASON_TEXTS = [
    ("salary", PaymentReason.SALARY, None),
    ("bridge toll", PaymentReason.BRIDGE_TOLL, None),
    ("jail fine", PaymentReason.JAIL_FINE, None),
    ("Chance", PaymentReason.CHANCE, None),
    ("Chance: per block", PaymentReason.CHANCE_PER_BLOCK, None),
    ("Chance: per district", PaymentReason.CHANCE_PER_DISTRICT, None),
    ("hazard move", PaymentReason.HAZARD_MOVE, None),
    ("bankruptcy", PaymentReason.BANKRUPTCY, None),
    ("deal", PaymentReason.DEAL, None),
    ("mortgage", PaymentReason.MORTGAGE, None),
    ("mortgage repaid", PaymentReason.MORTGAGE_REPAID, None),
    ("skyscraper", PaymentReason.SKYSCRAPER, None),
    ("stadium", PaymentReason.STADIUM, None),
    ("tower", PaymentReason.TOWER, None),
    (f"rent for {DISTRICT}", PaymentReason.RENT, DISTRICT),
    (f"bought {DISTRICT}", PaymentReason.BOUGHT, DISTRICT),
    (f"blocks on {DISTRICT}", PaymentReason.BLOCKS, DISTRICT),
    (f"auction for {DISTRICT}", PaymentReason.AUCTION, DISTRICT),
    # the traditional game's (tests/traditional/ plays them)
    ("tax", PaymentReason.TAX, None),
    ("Community Chest", PaymentReason.COMMUNITY_CHEST, None),
    ("repairs", PaymentReason.REPAIRS, None),
    ("the Free Parking pot", PaymentReason.FREE_PARKING, None),
    (f"houses on {DISTRICT}", PaymentReason.HOUSES, DISTRICT),
    (f"buildings sold on {DISTRICT}", PaymentReason.BUILDING_SALE, DISTRICT),
    (f"mortgage interest on {DISTRICT}", PaymentReason.MORTGAGE_INTEREST, DISTRICT),
    # both games' Fair start house rule (tests/engine/test_fair_start.py plays it)
    ("Fair start", PaymentReason.FAIR_START, None),
    (f"{DISTRICT} handed to the bank", PaymentReason.TITLE_TO_BANK, DISTRICT),
]
# What only the traditional game pays for or tells (tests/traditional/test_sentences.py).
TRADITIONAL_REASONS = {
    PaymentReason.TAX, PaymentReason.COMMUNITY_CHEST, PaymentReason.REPAIRS, PaymentReason.FREE_PARKING,
    PaymentReason.HOUSES, PaymentReason.BUILDING_SALE, PaymentReason.MORTGAGE_INTEREST, PaymentReason.TITLE_TO_BANK,
}
TRADITIONAL_KINDS = {
    EventKind.TRAD_CARD_DRAWN, EventKind.JAIL_CARD_KEPT, EventKind.JAIL_CARD_CHANGED_HANDS, EventKind.HOUSE_BUILT,
    EventKind.HOTEL_BUILT, EventKind.BUILDING_SOLD, EventKind.DECLINED_TO_BUY, EventKind.PROPERTY_DEALT,
    EventKind.PLAYER_OUT, EventKind.BUILDING_AUCTION_STARTED, EventKind.BUILDING_AUCTION_WON,
    EventKind.POT_FED, EventKind.INCOME_TAX_CHOSEN, EventKind.TITLE_HANDED_TO_BANK,
}


@pytest.mark.parametrize(("text", "member", "field"), REASON_TEXTS)
def test_each_reason_in_plain_english(text: str, member: PaymentReason, field: str | None) -> None:
    assert english_reason((member, field)) == (text if member is not PaymentReason.TOWER else "the Tower")


def test_the_reason_table_covers_every_member() -> None:
    assert {member for _, member, _ in REASON_TEXTS} == set(PaymentReason) == set(REASONS)


def test_every_reason_of_seeded_games_is_a_member(games: list[Session]) -> None:
    seen: set[PaymentReason] = set()
    for session in games:
        state = session.state
        districts = {d.card.name for d in state.game.districts}
        about_one = (PaymentReason.RENT, PaymentReason.BOUGHT, PaymentReason.BLOCKS, PaymentReason.AUCTION,
                     PaymentReason.MORTGAGE, PaymentReason.MORTGAGE_REPAID)
        for t in state.transactions:
            assert isinstance(t.reason, PaymentReason), t
            assert (t.about >= 0) == (t.reason in about_one), t
            seen.add(t.reason)
        for e in state.events:
            if e.kind in (EventKind.MONEY_MOVED, EventKind.DEBT):
                member, name = e.get("reason"), e.get("name")
                assert isinstance(member, PaymentReason), e
                assert (name in districts) if member in about_one else name is None, e
    # the games give every reason there is (but the traditional game's own, and the Fair
    # start house rule's, which tests/engine/test_fair_start.py plays)
    assert seen == set(PaymentReason) - TRADITIONAL_REASONS - {PaymentReason.FAIR_START}


def test_every_event_of_seeded_games_has_its_sentence(games: list[Session]) -> None:
    kinds: set[str] = set()
    for session in games:
        for event in session.state.events:
            sentence = sentence_of(event)
            assert sentence is not None, event.kind
            text = event.text
            assert text and "{" not in text and "}" not in text and "None" not in text, (event, text)
            kinds.add(event.kind)
    # everything happens but the action limit (a game file's worth of actions) and an
    # auction nobody bids in (both in the table test above)
    # (and the traditional game's own kinds, and a pass that leaves a closed auction: games
    # of older rules only, seen in tests/engine/test_open_auction.py; and the Fair start's
    # gift, which tests/engine/test_fair_gifts.py plays and words)
    assert kinds >= ({kind.value for kind in EventKind} - {"action_limit_reached", "auction_unsold", "passed", "fair_start_gift"}
                     - TRADITIONAL_KINDS)


def test_every_way_out_of_jail_has_its_words() -> None:
    assert set(JAIL_EXITS) == set(JailExit)
    for exit_ in JailExit:
        event = Event(EventKind.LEFT_JAIL, (("player", 0), ("how", exit_)), NAMES)
        assert event.text == f"Ana left jail ({exit_.value})"


def test_the_chance_pile_is_shuffled_only_on_a_track_with_bridges() -> None:
    """Issue 23: only a bridge draws a Chance card (003: "If you land on a bridge ... take a
    Chance card"), so on a track without bridges no one is told the pile was shuffled."""
    from tests.core.tracks import GO, JAIL, PARK, TO_JAIL, dd, laid, loop

    bare = laid(loop(5, 1), [GO, dd("D2"), JAIL, dd("D3"), PARK, dd("D8"), TO_JAIL, dd("D9")])
    told = {}
    for name, track in (("starter", load_builtin("starter")), ("no bridges", bare)):
        session = Session(Game.create(track, 2), 5)
        session.advance()
        told[name] = [sentence.template for sentence in map(sentence_of, session.state.events)
                      if sentence is not None and sentence.listed]
    assert "The Chance pile is shuffled. Let's play!" in told["starter"] and "Let's play!" not in told["starter"]
    assert "Let's play!" in told["no bridges"]
    assert not any("Chance" in template for template in told["no bridges"])
