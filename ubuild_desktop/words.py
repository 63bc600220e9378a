"""The game's words in the user's language: money, the data files' names and texts,
counted phrases and core's messages.

QtCore only (no widgets, no display): the windows show everything through these, and
so do the command line's commands when they speak the user's language
(:mod:`ubuild_desktop.console`). Each looks its words up in the installed translation:

- money (:func:`money`, :func:`parse_money`): written with the translated templates of
  the "Money" context, numbers by the conventions of the translation's own locale (its
  translation of the ``en_US`` source names it), so Spanish words come with Spanish
  numbers ("3,5 M$") whatever the rest of the system says;
- district and colour group names, Chance card texts and the built-in tracks' names:
  the English of the data files, marked for lupdate in ``core/datawords.py``;
- counted phrases ("3 blocks"): Qt's numerus forms, ``%n`` in the source and one form
  per plural rule in the translation (English has its own small ``ubuild_en.ts``);
- core's diagnostics: the template and its word params translated, then filled in;
- the engine's reasons for refusing an action (:func:`refusal_text`): a template and
  its params (``kernel.refusals.Refusal``), translated the same way; never parsed.

In more detail:

QtCore only. The game's words in the user's language, for every window and the translated
commands: ``money`` (the translation's templates, numbers by its locale's conventions:
"$3.5M", "3,5 M$"; ``parse_money`` reads them back), ``district_name``, ``group_name``,
``group_letter``, ``chance_text``, ``track_name`` (the data files' English looked up),
``preset_name`` (a U-Build preset's name: ``core/validate.py``'s ``PRESET_LABELS``, the one
place they are written), ``Counted`` (phrases with Qt's ``%n`` plural forms for code outside
a QObject: lupdate finds a plural only in a QObject's ``self.tr``), core's diagnostics and
``refusal_text``, the engine's reasons for refusing an action (a
``kernel.refusals.Refusal``, or an ``IllegalActionError`` carrying one: the template
translated, its amounts written in the money of the refusing rule set's book, its places
named by the caller's ``place`` (``play/game_words.refusal_words(state, why)``) and its
phase translated; nothing parsed); ``money_for(book)``, the writer of a rule set's money
(``money`` or ``whole_money``), which the play view's event sentences use. Views never show
a data file's English or ``core.cards.format_money`` directly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from .core.cards import load_districts, money_parts
from .core.cards import parse_money as parse_english_money
from .core.jsonfile import FileMessageError, one_line
from .core.limits import MAX_MESSAGE_CHARS
from .core.presets import Preset
from .core.problems import PRESET_LABELS, WORD_PARAMS, Problem

if TYPE_CHECKING:  # the game's words: the engine is imported when a game needs it (and a board's checks, when one is shown)
    from .core.problems import Problem, ValidationReport
    from .core.engine.kernel.refusals import Refusal
    from .core.engine.kernel.state import RuleBook

# ---------------------------------------------------------------------------- money


def money_locale() -> QLocale:
    """The locale whose number conventions amounts follow: the translation's own."""
    return _locale(QCoreApplication.translate("Money", "en_US", "the QLocale name of the translation's number conventions"))


@lru_cache(maxsize=8)
def _locale(name: str) -> QLocale:
    return QLocale(name)


def money(amount_k: int) -> str:
    """An amount in $k for players, in the user's language: "$3.5M" / "3,5 M$", "$500k" / "500 mil $"."""
    negative, unit, whole, fraction = money_parts(amount_k)
    if not unit:
        return QCoreApplication.translate("Money", "$0")
    locale = money_locale()
    amount = locale.toString(whole) + (locale.decimalPoint() + fraction if fraction else "")
    sign = locale.negativeSign() if negative else ""
    if unit == "M":
        template = QCoreApplication.translate("Money", "{sign}${amount}M", "millions of dollars")
    else:
        template = QCoreApplication.translate("Money", "{sign}${amount}k", "thousands of dollars")
    return template.format(sign=sign, amount=amount)


def percent(fraction: float, digits: int = 1) -> str:
    """A share as a percentage in the user's language: 0.0312 -> "3.1%" / "3,1 %"."""
    number = money_locale().toString(fraction * 100.0, "f", digits)
    return QCoreApplication.translate("Numbers", "{number}%", "a percentage").format(number=number)


def _unit(template: str) -> str:
    return template.replace("{sign}", "").replace("{amount}", "").replace("$", "").strip().lower()


def money_text_in_english(text: str) -> str:
    """``text`` as typed in the user's language, rewritten the English way ("3,5 M$" -> "3.5m")."""
    locale = money_locale()
    cleaned = text.strip().lower().replace("\u00a0", " ")
    group, point = locale.groupSeparator(), locale.decimalPoint()
    if group and group != point:
        # A group separator is one only before three digits: "12.345" is grouped, while
        # "2.5M" typed the English way in Spanish keeps its point as a decimal point.
        cleaned = re.sub(re.escape(group) + r"(?=\d{3}(?!\d))", "", cleaned)
    cleaned = cleaned.replace(point, ".").replace(locale.negativeSign(), "-")
    thousands = _unit(QCoreApplication.translate("Money", "{sign}${amount}k", "thousands of dollars"))
    millions = _unit(QCoreApplication.translate("Money", "{sign}${amount}M", "millions of dollars"))
    for word, english in sorted(((thousands, "k"), (millions, "m")), key=lambda pair: -len(pair[0])):
        if word:
            cleaned = cleaned.replace(word, english)
    return cleaned.replace("$", "").replace(" ", "")


def money_unit_letters() -> frozenset[str]:
    """The letters an amount in $k may be typed with, in the user's language (lower case):
    the English "k" and "m", and those of the translated units ("mil" in Spanish)."""
    units = (_unit(QCoreApplication.translate("Money", "{sign}${amount}k", "thousands of dollars"))
             + _unit(QCoreApplication.translate("Money", "{sign}${amount}M", "millions of dollars")))
    return frozenset("km" + "".join(c for c in units if c.isalpha()))


def parse_money(text: str) -> int | None:
    """Read an amount a player typed in their language, in $k; None when it is no amount.

    The inverse of :func:`money`; the English ways ("$2M", "500k", "2500") always work.
    """
    return parse_english_money(money_text_in_english(text))


# --------------------------------------------------------------- the data files' words


def district_name(name: str) -> str:
    """A district card's name (the English of ``data/districts.json``), translated."""
    # Dynamic on purpose: core/datawords.py marks every name with QT_TRANSLATE_NOOP.
    return QCoreApplication.translate("Districts", name)


def group_name(name: str) -> str:
    """A colour group's name (the English of ``data/districts.json``), translated."""
    return QCoreApplication.translate("ColourGroups", name)


def group_letter(letter: str) -> str:
    """A colour group's marker letter (the initial of its name), translated with the name."""
    return QCoreApplication.translate("GroupLetters", letter)


def chance_text(text: str) -> str:
    """A Chance card half's sentence (the English of ``data/chance.json``), translated."""
    return QCoreApplication.translate("Chance", text)


def trad_card_text(text: str) -> str:
    """A traditional game card's sentence (the English of ``data/traditional_cards.json``), translated."""
    return QCoreApplication.translate("TraditionalCards", text)


def track_name(name: str) -> str:
    """A track's name: a built-in track's translated, any other as it is."""
    return QCoreApplication.translate("Tracks", name)


# ------------------------------------------------------- the square board's words


def whole_money(amount: int) -> str:
    """An amount of the traditional game's money, in whole units: "$1,500" / "1.500 $"."""
    template = QCoreApplication.translate("Money", "${amount}", "whole units of money (the traditional game)")
    return template.format(amount=money_locale().toString(amount))


EXPECTED_TENTHS_BELOW = 9.95  # below this an expected amount (expected_money) shows its tenths


def expected_money(amount: float) -> str:
    """An expected amount of the traditional game's money (an average, such as the rent a
    property brings per opponent turn), rounded as its size deserves: to a tenth under 10
    ("$1.5" / "1,5 $"), whole from 10 ("$36", "$1,204")."""
    template = QCoreApplication.translate("Money", "${amount}", "whole units of money (the traditional game)")
    digits = 1 if abs(amount) < EXPECTED_TENTHS_BELOW else 0
    return template.format(amount=money_locale().toString(float(round(amount, digits)), "f", digits))



def money_for(book: RuleBook | None) -> Callable[[int], str]:
    """How a game's money is written in the user's language: by its rule set's book
    (``RuleBook.money_in_thousands``): :func:`money` for U-Build's $k (and without a
    book), :func:`whole_money` for the traditional game's whole units."""
    return money if book is None or book.money_in_thousands() else whole_money


def board_names_in_spanish() -> bool:
    """Whether a square board's names show in Spanish (``name_es``): the board file carries
    both languages, and they follow the translation (its own locale, as money does)."""
    return money_locale().language() == QLocale.Language.Spanish


# ------------------------------------------------------------ a Fair start's gifts


def gift_namer(board: object) -> Callable[[str], str]:
    """How a Fair start's gift on ``board`` (its id; "" for none) is named in the user's
    language, for the windows and the commands alike: by the function its rule set's
    ``gift_name`` names (U-Build: :func:`district_gift_namer`; traditional:
    :func:`square_gift_namer`), or by the rule set's ``gift_choices`` names where it names none."""
    from .core.engine.registry import load_part, rule_set_of

    rules = rule_set_of(board)
    if rules.gift_name:
        named: Callable[[str], str] = load_part(rules.gift_name, f"gift names of the rule set {rules.name!r}")(board)
    else:
        try:
            names = {gid: name for gid, name, _price in rules.gift_choices(board)}
        except ValueError:  # a board its rules cannot play now (being edited): the ids as they are
            names = {}
        named = lambda gift: names.get(gift, gift)  # noqa: E731
    return lambda gift: named(gift) if gift else ""


def district_gift_namer(track: object) -> Callable[[str], str]:
    """How a Fair start's gift on ``track`` is named (U-Build's ``RuleSet.gift_name``): its
    district's card name, translated (an id the box does not have: as it is). The names are
    the box's, not a game's of the track: a track being edited may be invalid for a while
    (a piece deleted) and still keeps its Fair start, which the panel names."""
    from .core.cards import load_districts

    names = {card.id: card.name for card in load_districts().cards}
    return lambda gift: district_name(names[gift]) if gift in names else gift


def square_gift_namer(board: object) -> Callable[[str], str]:
    """How a Fair start's gift on ``board`` is named (the traditional game's
    ``RuleSet.gift_name``): the property's own name on the board, its Spanish one where the
    board's names show in Spanish (an id the board does not have: as it is)."""
    spanish = board_names_in_spanish()
    names = {space.id: space.shown_name(spanish) for space in board.spaces}  # type: ignore[attr-defined]
    return lambda gift: str(names.get(gift, gift))


# ------------------------------------------------------------------- counted phrases


class Counted(QObject):
    """Counted phrases with Qt's plural forms, for code outside a QObject.

    lupdate sees a numerus string only in a QObject method's ``self.tr(text, "", n)``, so
    module functions ask this one (context "Counted").
    """

    def problems(self, n: int) -> str:
        return self.tr("%n problem(s)", "", n)

    def blocks(self, n: int) -> str:
        return self.tr("%n block(s)", "", n)

    def counted_blocks(self, n: int) -> str:
        return self.tr("%n counted block(s)", "", n)

    def residential_blocks(self, n: int) -> str:
        return self.tr("%n residential block(s)", "", n)

    def industrial_blocks(self, n: int) -> str:
        return self.tr("%n industrial block(s)", "", n)

    def hazards(self, n: int) -> str:
        return self.tr("%n hazard(s)", "", n)

    def bonus_buildings(self, n: int) -> str:
        return self.tr("%n bonus building(s)", "", n)

    def skyscrapers(self, n: int) -> str:
        return self.tr("%n skyscraper(s)", "", n)

    def stadiums(self, n: int) -> str:
        return self.tr("%n stadium(s)", "", n)

    def towers(self, n: int) -> str:
        return self.tr("%n Tower(s)", "", n)

    def pieces(self, n: int) -> str:
        return self.tr("%n piece(s)", "", n)

    def points(self, n: int) -> str:
        """Percentage points (a share's distance from another)."""
        return self.tr("%n point(s)", "", n)

    def spaces(self, n: int) -> str:
        return self.tr("%n space(s)", "", n)

    def boxes(self, n: int) -> str:
        return self.tr("%n box(es)", "", n)

    def pages(self, n: int) -> str:
        return self.tr("%n page(s)", "", n)

    def games(self, n: int) -> str:
        return self.tr("%n game(s)", "", n)

    def players(self, n: int) -> str:
        return self.tr("%n player(s)", "", n)

    def jobs(self, n: int) -> str:
        return self.tr("%n job(s)", "", n)

    def times(self, n: int) -> str:
        return self.tr("%n time(s)", "", n)

    def rounds(self, n: int) -> str:
        return self.tr("%n round(s)", "", n)

    def actions(self, n: int) -> str:
        return self.tr("%n action(s)", "", n)

    def moves_so_far(self, n: int) -> str:
        return self.tr("%n move(s) so far", "", n)

    def residential(self, n: int) -> str:
        return self.tr("%n residential", "", n)

    def industrial(self, n: int) -> str:
        return self.tr("%n industrial", "", n)


COUNTED = Counted()


# ------------------------------------------------------------------- core's messages


def _filled(error: Exception, text: str, params: dict[str, object]) -> str:
    """``text``, ``error``'s template translated, filled with ``params`` (already in the
    user's language): one line; the English message if the translation lost a field."""
    try:
        return one_line(text.format(**params), MAX_MESSAGE_CHARS)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: the English is still right
        return str(error)


def file_error_text(error: Exception) -> str:
    """The message of an error about a file (a track or game file that cannot be read), in
    the user's language where core kept its template (:class:`~.core.jsonfile.FileMessageError`),
    its numbers written the user's way ("1.048.576" in Spanish)."""
    template = getattr(error, "template", "")
    if not template:
        return str(error)
    params = dict(getattr(error, "params", {}))
    if isinstance(params.get("kind"), str):
        params["kind"] = QCoreApplication.translate("FileErrors", str(params["kind"]))
    from .core.engine.kernel.refusals import Refusal  # a refused action of a game file's history

    for key, value in params.items():  # a setup problem inside (a file's house rules out of range): its own words
        if isinstance(value, Refusal):
            params[key] = refusal_text(value)
        elif isinstance(value, FileMessageError):  # an action of the file that cannot be read
            params[key] = file_error_text(value)
        elif isinstance(value, Exception) and getattr(value, "template", ""):
            params[key] = setup_error_text(value)
        elif type(value) is int:  # a number (a file's size, a count of actions): written the user's way
            params[key] = money_locale().toString(value)
    # Dynamic on purpose: core/jsonfile.py marks every template with QT_TRANSLATE_NOOP("FileErrors", ...).
    return _filled(error, QCoreApplication.translate("FileErrors", template), params)


def track_error_text(path: object, exc: ValueError) -> str:
    """The one-line message for a track file that cannot be read, naming the file."""
    from .core.trackfile import TrackFileError

    if isinstance(exc, TrackFileError):
        return file_error_text(exc)
    return QCoreApplication.translate("EditorWindow", "{file}: not a track file ({error})").format(file=path, error=exc)


def generate_error_text(error: Exception) -> str:
    """Why the track generator cannot make what was asked (core's ``GenerateError``), in the
    user's language."""
    template = getattr(error, "template", "")
    if not template:
        return str(error)
    params: dict[str, object] = {}
    for key, value in dict(getattr(error, "params", {})).items():  # piece and preset: core/validate.py's words
        params[key] = QCoreApplication.translate("TrackWords", value) if key in ("piece", "preset") and isinstance(value, str) else value
    # Dynamic on purpose: core/generate/layouts.py marks each with QT_TRANSLATE_NOOP("Generate", ...).
    return _filled(error, QCoreApplication.translate("Generate", template), params)


def setup_error_text(error: Exception) -> str:
    """Why a game cannot be set up (either rule set's ``GameSetupError``, a
    ``kernel.records.SetupError``), in the user's language: its template (context
    "GameSetup") translated, a track's or board's problem in its own words (as the problems
    list says it), a preset or a card target's kind translated, an amount of money
    (``kernel.records.SetupMoney``) written in the game's money."""
    from .core.engine.kernel.records import SetupMoney  # the game's words: imported when a game needs them

    template = getattr(error, "template", "")
    if not template:
        return str(error)
    params: dict[str, object] = {}
    for key, value in dict(getattr(error, "params", {})).items():
        if isinstance(value, Problem):  # a board's problem, of any rule set
            params[key] = diagnostic_line(value)
        elif key == "preset" and isinstance(value, str):
            params[key] = track_word(value)
        elif isinstance(value, SetupMoney):  # a number until here
            params[key] = money(value.amount) if value.thousands else whole_money(value.amount)
        elif key == "kind" and isinstance(value, str):
            # Dynamic on purpose: core/engine/traditional/game.py marks each with QT_TRANSLATE_NOOP("GameSetup", ...).
            params[key] = QCoreApplication.translate("GameSetup", value)
        elif type(value) is int:  # a number (the round limit's maximum): written the user's way
            params[key] = money_locale().toString(value)
        else:
            params[key] = value
    # Dynamic on purpose: the engine's games mark every template with QT_TRANSLATE_NOOP("GameSetup", ...).
    return _filled(error, QCoreApplication.translate("GameSetup", template), params)


def track_word(value: str) -> str:
    """A word core uses inside its messages (a piece kind, a preset, a direction, or a
    piece named by its districts: "Kite Hill / Saltmarsh Lane"), translated."""
    if " / " in value:  # core/validate.py's _name of a tile: its districts' names
        return " / ".join(district_name(part) for part in value.split(" / "))
    # Dynamic on purpose: core/validate.py marks each with QT_TRANSLATE_NOOP("TrackWords", ...).
    translated = QCoreApplication.translate("TrackWords", value)
    return district_name(value) if translated == value else translated


def preset_name(preset: Preset | str, railroads: bool = False) -> str:
    """A U-Build rule preset's name in the user's language ("Starter", "Pro railroad"): the
    words of ``core/validate.py``'s ``PRESET_LABELS``, the one place they are written."""
    return track_word(PRESET_LABELS[Preset(preset), railroads])


def _fill(template: str, params: dict[str, str | int]) -> str:
    # Dynamic on purpose: core marks every template ("Diagnostic") with QT_TRANSLATE_NOOP.
    text = QCoreApplication.translate("Diagnostic", template)
    words = {key: track_word(value) if key in WORD_PARAMS and isinstance(value, str) else value for key, value in params.items()}
    return text.format(**words)


def diagnostic_line(diagnostic: Problem) -> str:
    """The diagnostic's one-line message in the user's language, as core writes it (lower case).
    A square board's problem names its spaces and groups in the language the board's
    names show in (:func:`board_names_in_spanish`: their ``name_es``)."""
    return _fill(diagnostic.template, diagnostic.params_in(board_names_in_spanish()))


def diagnostic_text(diagnostic: Problem) -> str:
    """The diagnostic's one-line message in the user's language, as a sentence (capitalised)."""
    text = diagnostic_line(diagnostic)
    return text[:1].upper() + text[1:]


def summary_text(report: ValidationReport) -> str:
    """ "Valid Pro track, 32 spaces" (or "Valid square board, 40 spaces") or "3 problems", in the user's language."""
    if not report.valid:
        return COUNTED.problems(len(report.diagnostics))
    template, params = report.summary_parts()
    return _fill(template, params)


# ------------------------------------------------------------- the engine's refusals


@lru_cache(maxsize=1)
def _district_names() -> dict[str, str]:
    return {card.id: card.name for card in load_districts().cards}


def _district_by_id(district_id: str) -> str:
    """A U-Build district's translated name by its id (the id itself if it is none)."""
    return district_name(_district_names().get(district_id, district_id))


def _refusal_param(refusal: Refusal, key: str, value: object, place: Callable[[str], str]) -> object:
    from .core.engine.kernel.refusals import MONEY_PARAMS, PLACE_PARAMS  # the game's words: imported when a game needs them

    if key in MONEY_PARAMS and isinstance(value, int):
        book = refusal.book
        return money(value) if book is None or book.money_in_thousands() else whole_money(value)
    if key in PLACE_PARAMS and isinstance(value, str):
        try:
            return place(value)
        except (KeyError, IndexError, ValueError):  # no such place in this game: its id, as the engine wrote it
            return value
    if key == "phase":
        # Dynamic on purpose: core/engine/ubuild/refusals.py marks every phase with QT_TRANSLATE_NOOP("Phases", ...).
        return QCoreApplication.translate("Phases", str(value))
    return value


def refusal_text(why: Refusal | BaseException, place: Callable[[str], str] | None = None) -> str:
    """Why the engine refuses an action, in the user's language: a ``Refusal``
    (``State.why_illegal``), or an ``IllegalActionError`` that carries one ("<action>:
    <reason>", its action kept as it is; an error without one as its message says it).

    The refusal's template is translated and filled with its params in the user's words:
    amounts in the money of the rule set that refused (``Refusal.book``, :func:`money_for`),
    a district's or property's id by ``place`` (id -> its name in the user's language;
    U-Build's district names without one), the phase by its word. Nothing is parsed.
    """
    if isinstance(why, BaseException):
        refusal: Refusal | None = getattr(why, "refusal", None)
        if refusal is None:
            return str(why)
        action = str(getattr(why, "action", ""))
        return f"{action}: {refusal_text(refusal, place)}" if action else refusal_text(refusal, place)
    namer = place or _district_by_id
    params = {key: _refusal_param(why, key, value, namer) for key, value in why.params.items()}
    # Dynamic on purpose: the engine's refusals.py modules mark every template with QT_TRANSLATE_NOOP("Refusal", ...).
    text = QCoreApplication.translate("Refusal", why.template)
    try:
        return text.format(**params) if params else text
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: the English is still right
        return str(why)
