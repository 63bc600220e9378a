"""The two card decks in play, and the start of a game: shuffling both decks and dealing
properties (a house rule), both recorded as the CHANCE player's actions.

001: "Suerte / Caja de Comunidad: roba la carta superior, aplícala y colócala debajo del
mazo." 002: "Las tarjetas para salir de la Cárcel serán guardadas hasta el momento en que
se use y luego se devolverá al paquete ... puede venderla en cualquier momento a otro
jugador". Card effects: see :mod:`.decks`.
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import DrawCard
from ..kernel.event_kinds import BANK, EventKind, JailEntry, PaymentReason
from ..kernel.ledger import transfer
from ..kernel.phases import Phase
from ..kernel.state import resume
from .actions import DealTitle
from .decks import DECKS
from .money import HOTEL, pay_bank
from .movement import send_to_jail, start_roll_off
from .refusals import NOT_A_CARD_LEFT, NOT_A_TITLE_LEFT, NOT_TOP_CARD
from .state import RENT_DOUBLE_STATION, RENT_UTILITY_TEN, STEP_MOVE_TO, STEP_PAY, Step, TradState

_EV_DECK_CARD: Final = EventKind.DECK_CARD
_EV_TRAD_CARD_DRAWN: Final = EventKind.TRAD_CARD_DRAWN
_EV_JAIL_CARD_KEPT: Final = EventKind.JAIL_CARD_KEPT
_EV_PROPERTY_DEALT: Final = EventKind.PROPERTY_DEALT
TITLES: Final = "titles"  # TradState.shuffling while properties are dealt


# ------------------------------------------------------------------ the start


def cards_to_shuffle(state: TradState) -> list[int]:
    """SHUFFLE: the cards of the deck being filled that are not in its pile yet."""
    placed = [False] * len(state.game.card_deck)
    for c in state.piles[state.shuffling]:
        placed[c] = True
    return [c for c in state.game.deck_cards(state.shuffling) if not placed[c]]


def titles_to_deal(state: TradState) -> list[int]:
    """SHUFFLE (dealing): the properties the bank still holds."""
    return [d for d in state.game.properties if state.owner[d] < 0]


def check_draw(state: TradState, a: DrawCard, p: int) -> Refusal | None:
    c = state.game.card_index.get(a.card, -1)
    if state.phase is Phase.SHUFFLE:
        if state.shuffling == TITLES or c not in cards_to_shuffle(state):
            return Refusal(NOT_A_CARD_LEFT, {"card": a.card})
        return None
    top = state.piles[state.drawing][0]
    if c != top:
        return Refusal(NOT_TOP_CARD, {"top": state.game.card_ids[top], "card": a.card})
    return None


def do_draw(state: TradState, a: DrawCard) -> None:
    if state.phase is Phase.SHUFFLE:
        shuffle_in(state, state.game.card_index[a.card])
    else:
        follow(state, state.piles[state.drawing].pop(0))


def shuffle_in(state: TradState, c: int) -> None:
    """The shuffle puts card ``c`` next in its pile; a full pile moves on to the next deck,
    then to dealing properties (house rule) or the roll-off."""
    state.piles[state.shuffling].append(c)
    state.emit(_EV_DECK_CARD, (("card", state.game.card_ids[c]),))
    if cards_to_shuffle(state):
        return
    at = DECKS.index(state.shuffling)
    if at + 1 < len(DECKS):
        state.shuffling = DECKS[at + 1]
    else:
        after_shuffle(state)


def after_shuffle(state: TradState) -> None:
    state.shuffling = TITLES
    if not dealing_done(state):
        return
    start_roll_off(state)


def dealing_done(state: TradState) -> bool:
    wanted = state.game.house_rules.dealt_properties * len(state.player_names)
    return state.dealt >= wanted or not titles_to_deal(state)


def check_deal_title(state: TradState, a: DealTitle, p: int) -> Refusal | None:
    d = state.game.ids.index(a.property) if a.property in state.game.ids else -1
    if state.shuffling != TITLES or d not in titles_to_deal(state):
        return Refusal(NOT_A_TITLE_LEFT, {"space": a.property})
    return None


def do_deal_title(state: TradState, a: DealTitle) -> None:
    """The next player in seat order is dealt the property, free."""
    d = state.game.ids.index(a.property)
    p = state.dealt % len(state.player_names)
    state.set_owner(d, p)
    state.dealt += 1
    state.emit(_EV_PROPERTY_DEALT, (("player", p), ("district", a.property), ("name", state.game.names[d])))
    if dealing_done(state):
        start_roll_off(state)


# ------------------------------------------------------------------ drawing


def follow(state: TradState, c: int) -> None:
    """Follow card ``c`` (just taken off the top of its pile); it goes under the pile,
    unless it is a get-out-of-jail card, which its drawer keeps."""
    game = state.game
    card = game.cards[c]
    p = state.turn
    deck = game.card_deck[c]
    # The text is a template: its amounts are the card's, written by the event's book.
    state.emit(_EV_TRAD_CARD_DRAWN, (("player", p), ("deck", deck), ("card", card.id), ("text", card.text),
                                     ("amounts", (card.amount, card.house, card.hotel))))
    resume(state)
    effect = card.effect
    if effect == "jail_card":
        state.card_holder[c] = p
        state.emit(_EV_JAIL_CARD_KEPT, (("player", p), ("card", card.id)))
        return
    state.piles[deck].append(c)
    chance = deck == "chance"
    reason = PaymentReason.CHANCE if chance else PaymentReason.COMMUNITY_CHEST
    if effect == "advance":
        state.queue.insert(0, Step(STEP_MOVE_TO, game.card_target[c], 1))
    elif effect == "nearest":
        assert card.target is not None
        station = card.target.kind == "station"
        spaces = game.stations if station else game.utilities
        state.rent_mode = RENT_DOUBLE_STATION if station else RENT_UTILITY_TEN
        state.queue.insert(0, Step(STEP_MOVE_TO, nearest(state.position[p], spaces, game.n), 1))
    elif effect == "back":
        state.queue.insert(0, Step(STEP_MOVE_TO, (state.position[p] - card.steps) % game.n, 0))
    elif effect == "jail":
        send_to_jail(state, p, JailEntry.CARD if chance else JailEntry.CHEST_CARD)
    elif effect == "collect":
        transfer(state, BANK, p, card.amount, reason)
    elif effect == "pay":
        pay_bank(state, p, card.amount, reason)
    elif effect == "pay_each" or effect == "collect_each":
        steps = []
        for q in state.alive():
            if q != p:
                if effect == "pay_each":
                    steps.append(Step(STEP_PAY, p, q, card.amount, reason))
                else:
                    steps.append(Step(STEP_PAY, q, p, card.amount, reason))
        state.queue[0:0] = steps
    elif effect == "repairs":
        houses, hotels = buildings_of(state, p)
        pay_bank(state, p, houses * card.house + hotels * card.hotel, PaymentReason.REPAIRS)


def nearest(position: int, spaces: tuple[int, ...], n: int) -> int:
    """The first of ``spaces`` ahead of ``position`` in the direction of play (never back:
    004, "hacia la más cercana en la dirección del tablero (no hacia atrás)")."""
    best = spaces[0]
    best_ahead = n + 1
    for s in spaces:
        ahead = (s - position) % n
        if ahead == 0:
            ahead = n
        if ahead < best_ahead:
            best, best_ahead = s, ahead
    return best


def buildings_of(state: TradState, p: int) -> tuple[int, int]:
    """(houses, hotels) on ``p``'s streets."""
    houses = hotels = 0
    for d in state.held[p]:
        built = state.buildings[d]
        if built == HOTEL:
            hotels += 1
        else:
            houses += built
    return houses, hotels

