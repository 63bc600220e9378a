"""The traditional game's house rules: a frozen record chosen when the game is set up and
saved with it. Every default is seed 001's rule.

- ``free_parking_pot``: taxes, fines and card payments to the bank go into a pot that
  the next player to land on Free Parking takes (001: "Parking gratuito: no ocurre nada").
- ``auctions``: a declined property is auctioned (001); off, it stays with the bank, and a
  bankrupt player's properties simply return to the bank.
- ``round_limit``: 0 = none (001: the last player standing wins); else the game ends
  after that many rounds with a final tally of everyone's net worth.
- ``dealt_properties``: how many properties each player is dealt at random before the
  first roll (001: none).
- ``double_salary_on_go``: landing exactly on GO pays the salary twice (001: once).
- ``build_in_jail``: a player in jail may still build and sell houses and hotels (001:
  "En la Cárcel aún puedes ... comprar Casas y Hoteles").
- ``fair_start``: the Fair start (issue 27): what the bank pays each place in the turn
  order once the roll-off has chosen the first player (index 0: the first player's), or
  () for none (001 has none). Saved only when there is one, so older files read as before.
- ``fair_gifts``: the Fair start's gifts: the id of the property each place in the turn
  order starts with, free ("" for none), or () for none. Saved only when there are some.
- ``mortgage_breaks_double``: a mortgaged street keeps the rest of its whole group from
  charging double rent (004's sentence on landing: "Si hay alguna propiedad hipotecada de
  este color, no se puede cobrar el doble"; off: they still charge double, as 002 and
  004's section on mortgages say; games of rules version 2 and older always play it on).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import file_error, one_line
from ...limits import MAX_QUOTED_CHARS
from ..kernel.gamefile import GameFileError
from ..kernel.records import SetupError

MAX_ROUND_LIMIT = 1000
MAX_DEALT = 10
ROUND_LIMIT_RANGE = QT_TRANSLATE_NOOP("GameSetup", "the round limit must be 0 (none) to {max}")
DEALT_RANGE = QT_TRANSLATE_NOOP("GameSetup", "each player may be dealt 0 to {max} properties")

# What a game file's ``house_rules`` may hold wrong (``HouseRules.from_json``): each a
# template naming the file, translated where it is shown (``words.file_error_text``).
NOT_AN_OBJECT = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules must be an object")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules: unknown field {field}")
FAIR_START_NOT_NUMBERS = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules.fair_start must be a list of whole numbers from 0")
FAIR_GIFTS_NOT_IDS = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules.fair_gifts must be a list of property ids")
NOT_TRUE_OR_FALSE = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules.{field} must be true or false")
NOT_A_WHOLE_NUMBER = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules.{field} must be a whole number")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("FileErrors", "{file}: house_rules: {problem}")


@dataclass(frozen=True)
class HouseRules:
    """The house rules of one game (see the module docstring); defaults are 001's rules."""

    free_parking_pot: bool = False
    auctions: bool = True
    round_limit: int = 0
    dealt_properties: int = 0
    double_salary_on_go: bool = False
    build_in_jail: bool = True
    fair_start: tuple[int, ...] = ()
    mortgage_breaks_double: bool = False
    fair_gifts: tuple[str, ...] = ()

    def problem(self) -> tuple[str, dict[str, object]] | None:
        """Why these house rules cannot be played, as an English template (marked, context
        "GameSetup") and its params, or None."""
        if not 0 <= self.round_limit <= MAX_ROUND_LIMIT:
            return ROUND_LIMIT_RANGE, {"max": MAX_ROUND_LIMIT}
        if not 0 <= self.dealt_properties <= MAX_DEALT:
            return DEALT_RANGE, {"max": MAX_DEALT}
        return None

    def to_json(self) -> dict[str, Any]:
        """The game file's ``house_rules`` object (every field)."""
        out = asdict(self)
        if self.fair_start:
            out["fair_start"] = list(self.fair_start)
        else:
            del out["fair_start"]  # none: the file reads as before the rule existed
        if any(self.fair_gifts):
            out["fair_gifts"] = list(self.fair_gifts)
        else:
            del out["fair_gifts"]
        return out

    @classmethod
    def from_json(cls, raw: object, source: str = "<game>") -> HouseRules:
        """Read a game file's ``house_rules`` (a missing field takes its default);
        :class:`~..kernel.gamefile.GameFileError` naming the file ``source`` and the
        problem, its template kept to translate (context "FileErrors")."""
        if not isinstance(raw, dict):
            raise file_error(GameFileError, NOT_AN_OBJECT, file=source)
        known = {f.name: f for f in fields(cls)}
        extra = set(raw) - set(known)
        if extra:  # the first, as the game file's own unknown field is named
            raise file_error(GameFileError, UNKNOWN_FIELD, file=source, field=one_line(min(map(str, extra)), MAX_QUOTED_CHARS))
        values: dict[str, Any] = {}
        for name, value in raw.items():
            if name == "fair_start":
                if not isinstance(value, list) or not all(type(v) is int and v >= 0 for v in value):
                    raise file_error(GameFileError, FAIR_START_NOT_NUMBERS, file=source)
                values[name] = tuple(value)
                continue
            if name == "fair_gifts":
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise file_error(GameFileError, FAIR_GIFTS_NOT_IDS, file=source)
                values[name] = tuple(value)
                continue
            want = bool if isinstance(known[name].default, bool) else int
            if type(value) is not want:
                raise file_error(GameFileError, NOT_TRUE_OR_FALSE if want is bool else NOT_A_WHOLE_NUMBER,
                                 file=source, field=name)
            values[name] = value
        rules = cls(**values)
        problem = rules.problem()
        if problem is not None:
            raise file_error(GameFileError, OUT_OF_RANGE, file=source, problem=SetupError.of(*problem))
        return rules


DEFAULT_HOUSE_RULES = HouseRules()
