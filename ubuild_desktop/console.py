"""The language of the headless commands (``ubuild validate``, ``tracks``, ``simulate``...).

The language is the user's, read from the environment the way gettext does: the locale
of messages (``LC_ALL``, else ``LC_MESSAGES``, else ``LANG``), with ``LANGUAGE`` (a
list, ``es:en``) before it unless that locale is ``C``/``POSIX``. English is the
language of the sources and needs no Qt at all: the commands print core's English. For
another language with a translation shipped (``translations/ubuild_<lang>.qm``), QtCore
alone (a ``QCoreApplication``, no widgets, no display) loads it and the commands print
through :mod:`ubuild_desktop.words`, as the windows do. Without PySide6, or when it
fails, the commands speak English.

Every name from a file or the command line (a space's, a group's, a board's, a
player's, a file's) is printed through ``usertext.terminal``: control characters escaped.

The commands' own texts are English templates marked ``QT_TRANSLATE_NOOP("Command",
...)`` where they are written, and pass through :meth:`Console.text`.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from importlib import resources
from typing import TYPE_CHECKING, Any

from .core.i18n import QT_TRANSLATE_NOOP
from .core.usertext import terminal
from .identity import COMMAND

if TYPE_CHECKING:  # the boards' and reports' modules only where a command reads one (``ubuild --version`` reads none)
    from .core.presets import Preset
    from .core.engine.kernel.rule_set import Board
    from .core.problems import Problem, ValidationReport
    from .core.square import SquareBoard
    from .core.track import Track

ENGLISH = "en"

# What argparse itself says (through gettext, which has no catalog of ours), for
# --help and the command line's errors.
ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
)


def language_from(environ: Mapping[str, str]) -> str:
    """The language the user asks for in ``environ`` (``"es"``, ``"en"``...), gettext's way."""
    locale = environ.get("LC_ALL") or environ.get("LC_MESSAGES") or environ.get("LANG") or ""
    if locale in ("C", "POSIX") or locale.startswith(("C.", "POSIX.")):
        return ENGLISH
    for entry in [*environ.get("LANGUAGE", "").split(":"), locale]:
        language = entry.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if language and language not in ("c", "posix"):
            return language
    return ENGLISH


class Console:
    """What a headless command prints, in the user's language.

    The translation is loaded when the console is made, into translators no application
    owns yet: a command's own texts (its ``--help``) need nothing more, so a command that
    goes on to open a window still makes its QApplication. The words of core and of the
    data files (:mod:`ubuild_desktop.words`) need an application to look them up: the
    first of them makes a ``QCoreApplication`` (headless commands only ask for them).
    """

    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        self.language = language_from(os.environ if environ is None else environ)
        self._translators: list[Any] = []  # QTranslators of our .qm files, English plurals first
        self._words: Any = None  # ubuild_desktop.words, once installed in an application
        if self.language != ENGLISH:
            self._load()

    def _load(self) -> None:
        folder = resources.files("ubuild_desktop") / "translations"
        if not (folder / f"ubuild_{self.language}.qm").is_file():
            return
        try:
            from .language import load_translators
        except ImportError:  # no Qt here: English
            return
        self._translators = load_translators(self.language)

    @property
    def translated(self) -> bool:
        """Whether a translation speaks (else the commands print English)."""
        return bool(self._translators)

    def _installed(self) -> Any:
        """:mod:`ubuild_desktop.words` with our translation installed in an application (made if none)."""
        if self._words is None:
            from PySide6.QtCore import QCoreApplication

            from . import words

            app = QCoreApplication.instance() or QCoreApplication([COMMAND])
            for translator in self._translators:
                app.installTranslator(translator)
            self._app = app
            self._words = words
        return self._words

    def text(self, template: str, context: str = "Command") -> str:
        """A command's own text (marked ``QT_TRANSLATE_NOOP("Command", ...)``), translated."""
        for translator in reversed(self._translators):
            text = translator.translate(context, template)
            if text:
                return str(text)
        return template

    @contextmanager
    def argparse_speaking(self) -> Iterator[None]:
        """While inside, argparse's own words (``usage:``, ``options``, its errors) are translated.

        argparse asks gettext through its module's ``_``, which is swapped for the while.
        """
        if not self.translated:
            yield
            return
        english = argparse._  # type: ignore[attr-defined]
        argparse._ = lambda text: self.text(text, "argparse")  # type: ignore[attr-defined]
        try:
            yield
        finally:
            argparse._ = english  # type: ignore[attr-defined]

    def diagnostic(self, diagnostic: Problem) -> str:
        """A problem's one-line message."""
        return terminal(self._installed().diagnostic_line(diagnostic) if self.translated else diagnostic.message)

    def refusal(self, source: Board, ref: str) -> str | None:
        """Why the commands that play ``source`` (the file or name ``ref``) refuse it: its
        first problem, in its rule set's words, naming the file ("FILE: not a valid square
        board: ..."), or None."""
        from .core.engine.registry import rule_set_of

        rules = rule_set_of(source)
        report = rules.validate(source, {})
        if report.valid:
            return None
        return self.invalid_board(ref, source, report.diagnostics[0])

    def invalid_board(self, ref: str, source: Board, problem: Problem) -> str:
        """"FILE: not a valid Pro track: ...": a board's first ``problem``, in its rule set's words."""
        from .core.engine.registry import rule_set_of

        rules = rule_set_of(source)
        against = rules.checked_against(source)
        return self.text(rules.refusal).format(  # marked QT_TRANSLATE_NOOP("Command", ...) by the rule set
            track=terminal(ref), board=terminal(ref), problem=self.diagnostic(problem),
            preset=self.preset(against, False) if against is not None else "")

    def file_error(self, error: Exception) -> str:
        """An error about a file (one that cannot be read), as its message says it."""
        return str(self._installed().file_error_text(error)) if self.translated else str(error)

    def setup_error(self, error: Exception) -> str:
        """Why a game cannot be set up (either rule set's ``GameSetupError``), as it says it."""
        return terminal(str(self._installed().setup_error_text(error)) if self.translated else str(error))

    def summary(self, report: ValidationReport) -> str:
        """ "Valid Pro track, 32 spaces" or "3 problems"."""
        return self._installed().summary_text(report) if self.translated else report.summary()

    def preset(self, preset: Preset, railroads: bool) -> str:
        """The rule preset a report checked: "pro + railroads" in English, its name otherwise."""
        if not self.translated:
            return preset.value + (" + railroads" if railroads else "")
        return str(self._installed().preset_name(preset, railroads))

    def track_name(self, name: str) -> str:
        """A track's name (a built-in track's translated)."""
        return terminal(str(self._installed().track_name(name)) if self.translated else name)

    def board_name(self, board: SquareBoard) -> str:
        """A square board's name, in Spanish where the board has one and the language is Spanish."""
        return terminal(board.shown_name(self.board_words_in_spanish()))

    def board_words_in_spanish(self) -> bool:
        """Whether a square board's names (board, spaces, groups) are shown in Spanish."""
        return self.translated and bool(self._installed().board_names_in_spanish())

    def spaces(self, n: int) -> str:
        """ "32 spaces"."""
        return str(self._installed().COUNTED.spaces(n)) if self.translated else f"{n} spaces"

    def number(self, value: float, spec: str) -> str:
        """``format(value, spec)`` with the language's decimal point and digit grouping ("1.234,5")."""
        text = format(value, spec)
        if not self.translated:
            return text
        locale = self._installed().money_locale()
        marks = {",": locale.groupSeparator(), ".": locale.decimalPoint()}
        return "".join(marks.get(ch, ch) for ch in text)

    def counted(self, what: str, n: int) -> str:
        """ "3 games", "1 job": ``what`` is a :class:`~ubuild_desktop.words.Counted` method's name."""
        if not self.translated:
            return f"{n} {what[:-1] if n == 1 else what}"
        return str(getattr(self._installed().COUNTED, what)(n))

    def strength(self, name: str) -> str:
        """A computer player's strength ("simple", "good")."""
        if not self.translated:
            return name
        from PySide6.QtCore import QCoreApplication

        self._installed()
        return {"simple": QCoreApplication.translate("Command", "simple"), "good": QCoreApplication.translate("Command", "good")}.get(name, name)

    def space_name(self, name: str) -> str:
        """The English name the engine gives a space (a district's, "GO", "Jail"...), translated."""
        if not self.translated:
            return terminal(name)
        words = self._installed()
        translated = str(words.district_name(name))
        return terminal(translated if translated != name else str(words.track_word(name)))

    def group_name(self, name: str) -> str:
        """A colour group's name (the English of ``data/districts.json``), translated."""
        return terminal(str(self._installed().group_name(name)) if self.translated else name)

    def gift_namer(self, board: Any) -> Callable[[str], str]:
        """How a Fair start's gift on ``board`` (its id; "" for none) is named: in English as
        its rule set names it (``gift_choices``), in another language as the windows name it
        (``words.gift_namer``: the rule set's ``gift_name``)."""
        if self.translated:
            named: Callable[[str], str] = self._installed().gift_namer(board)
        else:
            from .core.engine.registry import rule_set_of

            names = {gid: name for gid, name, _price in rule_set_of(board).gift_choices(board)}
            named = lambda gift: names.get(gift, gift) if gift else ""  # noqa: E731
        return lambda gift: terminal(named(gift))

    def money(self, amount_k: int) -> str:
        """An amount in $k ("$2M")."""
        if not self.translated:
            from .core.cards import format_money

            return format_money(amount_k)
        return str(self._installed().money(amount_k))


def track_listing(track: Track, console: Console) -> tuple[str, str, str]:
    """How ``ubuild tracks`` lists a track (U-Build's ``RuleSet.listing``): its name, its
    preset and its spaces, in the console's language."""
    from .core.validate import validate

    return (console.track_name(track.name), console.preset(track.preset, track.railroads),
            console.spaces(len(validate(track).graph.spaces)))


def square_board_listing(board: SquareBoard, console: Console) -> tuple[str, str, str]:
    """How ``ubuild tracks`` lists a square board (the traditional game's ``RuleSet.listing``)."""
    return console.board_name(board), console.text(QT_TRANSLATE_NOOP("Command", "square board")), console.spaces(len(board.spaces))


_current: tuple[str, Console] | None = None


def current() -> Console:
    """The console for the process's environment (made again if the language changed)."""
    global _current
    language = language_from(os.environ)
    if _current is None or _current[0] != language:
        _current = (language, Console())
    return _current[1]
