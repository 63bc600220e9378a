"""The history part of game files, for every rule set: the seed, the dice mode and every
action in text form, and their checked replay with progress.

A rule set's game file (U-Build's :mod:`..gamefile`: the track, the preset, the players)
adds its own header to :func:`history_to_dict`'s fields, reads them back with
:func:`history_from_dict` and loads the game by replaying the history into a new session
(:func:`replay_texts`). Any problem raises :class:`GameFileError` naming the file.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import FileMessageError, file_error, quoted
from ...limits import MAX_GAME_ACTIONS
from .actions import ActionFormatError, IllegalActionError, parse_action
from .phases import CHANCE, END_ROUND_LIMIT
from .session import DICE_MODES, DICE_PROGRAM, Session


class GameFileError(FileMessageError):
    """A game file could not be read; the message names the file and the problem.

    ``index``: the history position of the action that could not be replayed (None when
    the problem is not one action).
    """

    index: int | None = None


# What a game file's header may hold wrong, for every rule set: each a template naming the
# file, translated where it is shown (``words.file_error_text``).
NOT_AN_OBJECT = QT_TRANSLATE_NOOP("FileErrors", "{file}: not a game file (expected a JSON object)")
NOT_THE_FORMAT = QT_TRANSLATE_NOOP("FileErrors", "{file}: not a game file (format is not {format})")
ANOTHER_RULE_SET = QT_TRANSLATE_NOOP("FileErrors", "{file}: a game of another rule set ({rule_set}), not a {game} game")
MISSING_FIELDS = QT_TRANSLATE_NOOP("FileErrors", "{file}: missing fields: {fields}")
UNKNOWN_FIELDS = QT_TRANSLATE_NOOP("FileErrors", "{file}: unknown fields: {fields}")
PLAYERS_NOT_NAMES = QT_TRANSLATE_NOOP("FileErrors", "{file}: players must be a list of names")
RULES_VERSION_NOT_A_NUMBER = QT_TRANSLATE_NOOP("FileErrors", "{file}: rules_version must be a whole number from 1")
NEWER_RULES = QT_TRANSLATE_NOOP("FileErrors", "{file}: made by a newer U-Build Desktop (rules version {version}); "
                                              "please update the program")
NOT_SET_UP = QT_TRANSLATE_NOOP("FileErrors", "{file}: {problem}")  # ``problem``: the rule set's GameSetupError


def with_source(error: FileMessageError, source: str) -> GameFileError:
    """A :class:`GameFileError` saying what ``error`` (an embedded track's or board's) says,
    its template kept to translate; ``source``: the file when the error has no template."""
    if error.template:
        return GameFileError(str(error), template=error.template, params=error.params)
    return file_error(GameFileError, NOT_SET_UP, file=source, problem=str(error))


class OpenCancelled(Exception):
    """Raised by a ``progress`` callback to stop reading a game (the user pressed Cancel)."""


# How often a replay reports progress (every this many actions).
PROGRESS_STEP = 2000

# ``progress(done, total)``: called every PROGRESS_STEP actions of a replay (and at its
# end); it may raise :class:`OpenCancelled`.
Progress = Callable[[int, int], None]


def history_to_dict(session: Session[Any, Any]) -> dict[str, Any]:
    """The history fields of a game document: ``seed``, ``dice``, ``history`` (text form)."""
    return {"seed": session.seed, "dice": session.dice, "history": [str(a) for a in session.state.history]}


def dump_document(doc: dict[str, Any]) -> str:
    """The file content for a game document: its ``history`` last, one action per line (for diffs)."""
    doc = dict(doc)
    history = doc.pop("history")
    head = json.dumps(doc, ensure_ascii=False)
    lines = ",\n".join("  " + json.dumps(a) for a in history)
    return head[:-1] + ',\n "history": [\n' + lines + ("\n" if lines else "") + " ]\n}\n"


def history_from_dict(raw: dict[str, Any], source: str) -> tuple[int, str, list[str]]:
    """The checked ``seed``, ``dice`` and ``history`` of a game document (present, as the
    rule set's reader has checked); :class:`GameFileError` if one is malformed."""
    seed, history = raw["seed"], raw["history"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: seed must be a whole number"), file=source)
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: history must be a list of actions in text form"),
                         file=source)
    if len(history) > MAX_GAME_ACTIONS:
        raise too_many_actions(source, len(history))
    dice = raw["dice"]
    if dice not in DICE_MODES:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: dice must be one of {modes}"),
                         file=source, modes=", ".join(repr(m) for m in DICE_MODES))
    return seed, dice, history


def too_many_actions(source: str, count: int) -> GameFileError:
    """The error for a game (a file, or an autosave with its journal) of ``count`` actions, more than a game holds."""
    return file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: the history holds {count} actions; a game holds at most {limit}"),
                      file=source, count=count, limit=MAX_GAME_ACTIONS)


def replay_texts(session: Session[Any, Any], texts: list[str], source: str, progress: Progress | None = None) -> None:
    """Apply actions in text form to ``session``, every one checked; :class:`GameFileError`
    (with its ``index`` in the history) on the first bad one, with the actions before it applied.

    The session's generator moves one step per chance action, as in play. In a
    program-dice game every chance outcome must also be the one that step gives (sampled
    as :meth:`Session.chance_step` does): a changed roll or seed is found. Used to load a
    game file (from a new session) and to continue one with the actions an autosave's
    journal adds.
    """
    state, rng = session.state, session.rng
    book = state.book
    check_dice = session.dice == DICE_PROGRAM
    start = len(state.history)
    total = start + len(texts)
    for offset, text in enumerate(texts):
        index = start + offset
        if progress is not None and offset % PROGRESS_STEP == 0:
            progress(index, total)
        try:
            action = parse_action(text)
            if action.chance and state.current_player == CHANCE:
                rolled = book.sample_outcome(state, rng.random())
                if check_dice and rolled != action:
                    raise _replay_error(QT_TRANSLATE_NOOP(
                        "FileErrors", "{file}: history[{index}] {action} is not what this game's dice gave ({rolled}): "
                        "the file was changed, or it was played with the table's own dice"),
                        index, file=source, action=quoted(text), rolled=quoted(str(rolled)))
            book.apply(state, action)
        except (ActionFormatError, IllegalActionError) as exc:
            if state.is_terminal() and state.end_reason == END_ROUND_LIMIT:
                raise _replay_error(QT_TRANSLATE_NOOP(
                    "FileErrors", "{file}: history[{index}] {action}: the game already ended at its round limit ({reason})"),
                    index, file=source, action=quoted(text), reason=_why(exc)) from None
            raise _replay_error(QT_TRANSLATE_NOOP("FileErrors", "{file}: history[{index}] {action}: {reason}"),
                                index, file=source, action=quoted(text), reason=_why(exc)) from None
    if progress is not None:
        progress(total, total)


def _why(error: ActionFormatError | IllegalActionError) -> object:
    """Why an action of the file cannot be replayed, kept so a view can say it in the user's
    language: the engine's refusal (its template and params; the action is named beside it
    already), an unreadable action's own error, or the English message of a refusal made
    without a template. Each writes its English by ``str()``."""
    if isinstance(error, IllegalActionError):
        return error.refusal if error.refusal is not None else str(error)
    return error


def _replay_error(template: str, index: int, **params: object) -> GameFileError:
    """The error of the action at ``index`` that cannot be replayed (``reason``: see :func:`_why`)."""
    error = file_error(GameFileError, template, index=str(index), **params)
    error.index = index
    return error
