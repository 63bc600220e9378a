"""The play view writes payment reasons and event fields from core's table, never by
reading English: each reason is a PaymentReason member (and a district), translated."""

from __future__ import annotations

import inspect

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from ubuild_desktop.core.engine.kernel.events import BANK
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.sentences import COUNTS, Field, sentence_of
from ubuild_desktop.language import install_translations
from ubuild_desktop.play import game_words
from ubuild_desktop.words import COUNTED, district_name
from tests.engine.test_sentences import DISTRICT, REASON_TEXTS, seeded_games

# The Spanish words of every reason ({d}: the district's Spanish name).
SPANISH = {
    PaymentReason.SALARY: "paso por SALIDA",
    PaymentReason.BRIDGE_TOLL: "peaje del puente",
    PaymentReason.JAIL_FINE: "multa de la cárcel",
    PaymentReason.CHANCE: "Suerte",
    PaymentReason.CHANCE_PER_BLOCK: "Suerte: por bloque",
    PaymentReason.CHANCE_PER_DISTRICT: "Suerte: por distrito",
    PaymentReason.HAZARD_MOVE: "mover edificación peligrosa",
    PaymentReason.BANKRUPTCY: "bancarrota",
    PaymentReason.DEAL: "trato",
    PaymentReason.MORTGAGE: "hipoteca",
    PaymentReason.MORTGAGE_REPAID: "hipoteca levantada",
    PaymentReason.SKYSCRAPER: "rascacielos",
    PaymentReason.STADIUM: "estadio",
    PaymentReason.TOWER: "la Torre",
    PaymentReason.RENT: "alquiler por {d}",
    PaymentReason.BOUGHT: "compra de {d}",
    PaymentReason.BLOCKS: "bloques en {d}",
    PaymentReason.AUCTION: "subasta de {d}",
    # the traditional game's
    PaymentReason.TAX: "impuesto",
    PaymentReason.COMMUNITY_CHEST: "Caja de Comunidad",
    PaymentReason.REPAIRS: "reparaciones",
    PaymentReason.FREE_PARKING: "el bote del Parking gratuito",
    PaymentReason.HOUSES: "casas en {d}",
    PaymentReason.BUILDING_SALE: "edificios vendidos en {d}",
    PaymentReason.MORTGAGE_INTEREST: "intereses de la hipoteca de {d}",
    # both games' house rule
    PaymentReason.FAIR_START: "inicio justo",
    PaymentReason.TITLE_TO_BANK: "entrega de {d} al banco",
}


@pytest.fixture
def spanish(qapp: QApplication):  # type: ignore[no-untyped-def]
    translators = install_translations(qapp, QLocale("es"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


@pytest.fixture(scope="module")
def games():  # type: ignore[no-untyped-def]
    return seeded_games()


def test_the_play_view_reads_no_reason_text() -> None:
    source = inspect.getsource(game_words)
    assert ".startswith(" not in source and ".removeprefix(" not in source and "_QUIET_REASONS" not in source
    assert set(SPANISH) == set(PaymentReason)


@pytest.mark.parametrize(("text", "member", "field"), REASON_TEXTS)
def test_each_reason_in_spanish(spanish: None, text: str, member: PaymentReason, field: str | None) -> None:
    words = SPANISH[member].format(d=district_name(DISTRICT))
    assert game_words.reason_words((member, field)) == words
    assert words != text and "{" not in words
    if field is not None:
        assert district_name(DISTRICT) != DISTRICT and district_name(DISTRICT) in words


@pytest.mark.parametrize(("text", "member", "field"), REASON_TEXTS)
def test_each_reason_in_english(qapp: QApplication, text: str, member: PaymentReason, field: str | None) -> None:
    assert game_words.reason_words((member, field)) == (text if member is not PaymentReason.TOWER else "the Tower")


def test_every_reason_of_seeded_games_in_the_spanish_log(spanish: None, games) -> None:  # type: ignore[no-untyped-def]
    listed = 0
    for session in games:
        state = session.state
        players = state.game.players
        for event in state.events:
            if event.kind not in (EventKind.MONEY_MOVED, EventKind.DEBT):
                continue
            member, field = event.get("reason"), event.get("name")
            words = SPANISH[member].format(d=district_name(field or ""))
            assert game_words.reason_words((member, field)) == words
            line = game_words.event_sentence(event, players)
            if event.kind == EventKind.MONEY_MOVED and line is not None:
                listed += 1
                assert line.endswith(f"({words})") and " paga " in line, line
    assert listed > 100


def test_counted_fields_are_the_counted_phrases(qapp: QApplication, spanish: None) -> None:
    counted = {Field.ROUNDS: COUNTED.rounds, Field.ACTIONS: COUNTED.actions,
               Field.RESIDENTIAL_BLOCKS: COUNTED.residential_blocks, Field.INDUSTRIAL_BLOCKS: COUNTED.industrial_blocks}
    assert set(counted) == set(COUNTS)
    for field, phrase in COUNTS.items():
        for n in (1, 2, 7):
            assert game_words.counted(phrase, n) == counted[field](n) and "%n" not in counted[field](n)


def test_a_kind_given_as_a_string_or_a_member_reads_the_same(qapp: QApplication) -> None:
    data = (("payer", BANK), ("payee", 0), ("amount", 2000), ("reason", "salary"))
    as_string, as_member = Event("money_moved", data, ("Ana",)), Event(EventKind.MONEY_MOVED, data, ("Ana",))
    assert sentence_of(as_string) == sentence_of(as_member)
    assert game_words.event_sentence(as_string, ("Ana",)) == game_words.event_sentence(as_member, ("Ana",)) \
        == "the bank paid Ana $2M (salary)"
    # an event too small to list, as a string or a member
    assert game_words.event_sentence(Event("turn_ended", (("player", 0),)), ("Ana",)) is None
    assert game_words.event_sentence(Event(EventKind.DECK_CARD, (("card", "c1"),)), ("Ana",)) is None
