"""The traditional game's two card decks as validated data (``data/traditional_cards.json``).

Chance and Community Chest, 16 cards each, with the project's own texts (English; each
repeated in ``core/datawords.py`` for translation, context "TraditionalCards") and the
standard effects. A card's ``effect`` is one word of a small vocabulary:

- ``advance`` {target}: move forward to the target space, collecting the salary on
  passing GO, and land there.
- ``nearest`` {target: station or utility}: move forward to the nearest space of that
  kind and land there; an owned station then charges twice its rent, an owned utility ten
  times a new roll of the dice (the rule book's "roll again for the rent").
- ``back`` {steps}: move back that many spaces (no salary) and land there.
- ``jail``: go straight to jail.
- ``jail_card``: keep the card until it is used, traded or sold; then it goes back under
  its deck.
- ``collect`` / ``pay`` {amount}: from / to the bank.
- ``collect_each`` / ``pay_each`` {amount}: from / to every other player still playing.
- ``repairs`` {house, hotel}: pay the bank per house and per hotel the player owns.

A card's text is a template: a money card's says ``{amount}`` where its amount goes, a
repairs card's ``{house}`` and ``{hotel}``, so a view writes them in the rule set's money
and the reader's language (``sentences.card_text``).

A target names a space by kind and by its place among the board's spaces of that kind
(``nth``: 0 the first, -1 the last), so a deck plays on any board: on a board without
that space (no station, fewer streets) the card is left out of its deck for the game
(``game.Game``).

Interpreted (pydantic), loaded once; the engine reads the checked tuples.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...cards import CardDataError, _packaged, _read_payload, _validate

DECKS = ("chance", "chest")
DECK_SIZE = 16

Effect = Literal["advance", "nearest", "back", "jail", "jail_card", "collect", "pay", "collect_each", "pay_each",
                 "repairs"]
TargetKind = Literal["go", "street", "station", "utility"]
_Amount = Annotated[int, Field(ge=0, le=1_000_000, strict=True)]

_FROZEN = ConfigDict(extra="forbid", frozen=True)


class Target(BaseModel):
    """A space named by its kind and its place among the board's spaces of that kind."""

    model_config = _FROZEN

    kind: TargetKind
    nth: Annotated[int, Field(ge=-60, le=59, strict=True)] = 0


class TradCard(BaseModel):
    """One card: its id (``chance-01``), deck, English text and effect."""

    model_config = _FROZEN

    id: Annotated[str, Field(pattern=r"^(chance|chest)-[0-9]{2}$")]
    deck: Literal["chance", "chest"]
    text: Annotated[str, Field(min_length=1, max_length=300)]
    effect: Effect
    target: Target | None = None
    steps: Annotated[int, Field(ge=0, le=12, strict=True)] = 0
    amount: _Amount = 0
    house: _Amount = 0
    hotel: _Amount = 0

    @model_validator(mode="after")
    def _fields_of_the_effect(self) -> TradCard:
        if not self.id.startswith(self.deck + "-"):
            raise ValueError(f"card {self.id} is not named after its deck {self.deck}")
        needs_target = self.effect in ("advance", "nearest")
        if needs_target != (self.target is not None):
            raise ValueError(f"card {self.id}: a target belongs to 'advance' and 'nearest' cards only")
        if self.effect == "nearest" and self.target is not None and self.target.kind not in ("station", "utility"):
            raise ValueError(f"card {self.id}: 'nearest' goes to a station or a utility")
        if (self.effect == "back") != (self.steps > 0):
            raise ValueError(f"card {self.id}: steps belong to 'back' cards, which need them")
        money = self.effect in ("collect", "pay", "collect_each", "pay_each")
        if money != (self.amount > 0):
            raise ValueError(f"card {self.id}: an amount belongs to money cards, which need one")
        if (self.effect == "repairs") != (self.house > 0 or self.hotel > 0):
            raise ValueError(f"card {self.id}: house and hotel charges belong to 'repairs' cards")
        fields = sorted(set(re.findall(r"\{(\w*)\}", self.text)))
        want = ["amount"] if money else (["hotel", "house"] if self.effect == "repairs" else [])
        if fields != want or self.text.count("{") != self.text.count("}"):
            names = " and ".join("{" + name + "}" for name in want) or "no {field}"
            raise ValueError(f"card {self.id}: its text needs {names}, where its amounts are written")
        return self


class TradDecks(BaseModel):
    """The file: both decks, in one list (each card's id names its deck)."""

    model_config = _FROZEN

    format_version: Literal[1] = 1
    cards: tuple[TradCard, ...]

    @model_validator(mode="after")
    def _two_decks_of_sixteen(self) -> TradDecks:
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("two cards share an id")
        for deck in DECKS:
            cards = [c for c in self.cards if c.deck == deck]
            if len(cards) != DECK_SIZE:
                raise ValueError(f"the {deck} deck holds {len(cards)} cards, not {DECK_SIZE}")
            if sum(1 for c in cards if c.effect == "jail_card") != 1:
                raise ValueError(f"the {deck} deck needs exactly one get-out-of-jail card")
        return self


@lru_cache(maxsize=1)
def _default_decks() -> tuple[TradCard, ...]:
    source = _packaged("traditional_cards.json")
    return _validate(TradDecks, _read_payload(source), source).cards


def load_trad_cards(path: Path | None = None) -> tuple[TradCard, ...]:
    """Both decks' cards, Chance first; ``None`` loads the packaged file (cached).

    Raises ``CardDataError`` naming the file and the offending field.
    """
    if path is None:
        return _default_decks()
    source = Path(path)
    return _validate(TradDecks, _read_payload(source), source).cards


__all__ = ["CardDataError", "DECKS", "DECK_SIZE", "Target", "TradCard", "TradDecks", "load_trad_cards"]
