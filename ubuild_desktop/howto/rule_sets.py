"""Each rule set's How to play, found through the registry (``RuleSet.how_to_play`` names
one of these): its name in the window's list, its pictures (drawn by :mod:`.pictures`),
and its rules in force (written by :mod:`.documents`); :func:`how_to_play_markdown` and
:func:`pictures` put a rule set's together.

Its document is ``docs/howto/<rule set's name>.<language>.md`` (:mod:`.documents`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP

from . import documents
from . import pictures as drawn
from .documents import bullets


@dataclass(frozen=True)
class HowToPlay:
    """A rule set's How to play (see the module docstring)."""

    title: str  # its name in the window's list, marked QT_TRANSLATE_NOOP("HowToPlayWindow", ...)
    # name in the document (``![...](picture:board)``): (how to draw it of the board below, at
    # a width in pixels; its width as a share of the text's)
    pictures: Mapping[str, tuple[Callable[[Any, int], QImage], float]]
    game_rules: Callable[[Any, bool], list[str]]  # a game's rules in force (the game, table dice)
    book_rules: Callable[[], list[str]]  # the book's rules, which New game starts with
    board: str = ""  # the rule set's built-in board the pictures show ("": its first)


UBUILD_HOW_TO_PLAY: Final = HowToPlay(
    title=QT_TRANSLATE_NOOP("HowToPlayWindow", "U-Build"),
    pictures={"board": (drawn.board_image, 0.85), "spaces": (drawn.ubuild_spaces, 1.0),
              "buildings": (drawn.ubuild_buildings, 1.0), "card": (drawn.card_image, 0.5)},
    game_rules=documents.ubuild_game_rules, book_rules=documents.ubuild_book_rules, board="starter",
)

TRADITIONAL_HOW_TO_PLAY: Final = HowToPlay(
    title=QT_TRANSLATE_NOOP("HowToPlayWindow", "The traditional game"),
    pictures={"board": (drawn.board_image, 0.8), "card": (drawn.card_image, 0.45), "houses": (drawn.traditional_houses, 0.7)},
    game_rules=documents.traditional_game_rules, book_rules=documents.traditional_book_rules,
)


def how_to_play_of(name: str) -> HowToPlay | None:
    """The How to play of the rule set ``name`` (None: it has none, or there is no such rule set)."""
    from ubuild_desktop.core.engine.registry import rule_set  # when asked: Home opens without the engine

    try:
        rules = rule_set(name)
    except LookupError:
        return None
    return _part(rules)


def _part(rules: Any) -> HowToPlay | None:
    """The How to play a rule set (a registry ``RuleSet``) names, if any."""
    from ubuild_desktop.core.engine.registry import load_part

    if not rules.how_to_play:
        return None
    part: HowToPlay = load_part(rules.how_to_play, f"How to play of the rule set {rules.name!r}")
    return part


def with_how_to_play() -> list[tuple[str, HowToPlay]]:
    """(name, How to play) of every rule set that has one, in the registry's order."""
    from ubuild_desktop.core.engine.registry import rule_sets

    found = [(rules.name, _part(rules)) for rules in rule_sets()]
    return [(name, part) for name, part in found if part is not None]


def default_rule_set() -> str:
    """The rule set How to play shows from a window that names none: the first registered (U-Build)."""
    from ubuild_desktop.core.engine.registry import rule_sets

    return rule_sets()[0].name


def rules_in_force(rule_set: str, game: Any = None, table_dice: bool = False) -> str:
    """The rules section's text (Markdown): ``game``'s rules, or without a game the book's,
    as the rule set's How to play (``howto.rule_sets``) writes them."""
    part = how_to_play_of(rule_set)
    if game is not None:
        lines = part.game_rules(game, table_dice) if part is not None else []
        return bullets(QCoreApplication.translate("HowToPlay", "This game is played with these rules:"), lines)
    lines = part.book_rules() if part is not None else []
    return bullets(QCoreApplication.translate("HowToPlay", "The book's rules, which New game starts with (it can change the house rules):"),
                   lines)


def how_to_play_markdown(rule_set: str, game: Any = None, table_dice: bool = False,
                         language: str | None = None) -> str:
    """The whole How to play of ``rule_set`` (Markdown), with the rules in force."""
    document = documents.document_markdown(rule_set, language)
    return document.replace(documents.RULES_MARK, rules_in_force(rule_set, game, table_dice))


def pictures(rule_set: str, text_width: int) -> dict[str, QImage]:
    """The pictures of ``rule_set``'s document (its How to play's, ``howto.rule_sets``), sized
    for a text ``text_width`` pixels wide."""
    from ubuild_desktop.core.engine.registry import rule_set as named

    part = how_to_play_of(rule_set)
    images: dict[str, QImage] = {}
    if part is None or not part.pictures:
        return images
    rules = named(rule_set)
    try:
        board = rules.load_builtin(part.board or rules.builtin_boards()[0])
    except (OSError, ValueError, IndexError):
        return images  # a broken installation: the document shows the pictures' words instead
    for name, (draw, share) in part.pictures.items():
        try:
            image = draw(board, max(120, round(text_width * share)))
        except (OSError, KeyError, RuntimeError, ValueError, StopIteration, IndexError):
            continue  # a broken installation: the document shows the picture's words instead
        if not image.isNull():
            images[name] = image
    return images


__all__ = ["TRADITIONAL_HOW_TO_PLAY", "UBUILD_HOW_TO_PLAY", "HowToPlay", "default_rule_set", "how_to_play_markdown",
           "how_to_play_of", "pictures", "rules_in_force", "with_how_to_play"]
