"""Each rule set's How to play, found through the registry (``RuleSet.how_to_play`` names
one of these): its name in the window's list, its pictures, and its rules in force.

Its document is ``docs/howto/<rule set's name>.<language>.md`` (:mod:`.documents`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtGui import QImage

from ubuild_desktop.core.engine.registry import RuleSet, load_part, rule_set, rule_sets
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP

from . import documents, pictures


@dataclass(frozen=True)
class HowToPlay:
    """A rule set's How to play (see the module docstring)."""

    title: str  # its name in the window's list, marked QT_TRANSLATE_NOOP("HowToPlayWindow", ...)
    # name in the document (``![...](picture:board)``): (how to draw it, its width as a share of the text's)
    pictures: Mapping[str, tuple[Callable[[int], QImage], float]]
    game_rules: Callable[[Any, bool], list[str]]  # a game's rules in force (the game, table dice)
    book_rules: Callable[[], list[str]]  # the book's rules, which New game starts with


UBUILD_HOW_TO_PLAY: Final = HowToPlay(
    title=QT_TRANSLATE_NOOP("HowToPlayWindow", "U-Build"),
    pictures={"board": (pictures.ubuild_board, 0.85), "spaces": (pictures.ubuild_spaces, 1.0),
              "buildings": (pictures.ubuild_buildings, 1.0), "card": (pictures.ubuild_card, 0.5)},
    game_rules=documents.ubuild_game_rules, book_rules=documents.ubuild_book_rules,
)

TRADITIONAL_HOW_TO_PLAY: Final = HowToPlay(
    title=QT_TRANSLATE_NOOP("HowToPlayWindow", "The traditional game"),
    pictures={"board": (pictures.traditional_board, 0.8), "card": (pictures.traditional_card, 0.45),
              "houses": (pictures.traditional_houses, 0.7)},
    game_rules=documents.traditional_game_rules, book_rules=documents.traditional_book_rules,
)


def how_to_play_of(name: str) -> HowToPlay | None:
    """The How to play of the rule set ``name`` (None: it has none, or there is no such rule set)."""
    try:
        rules = rule_set(name)
    except LookupError:
        return None
    return _part(rules)


def _part(rules: RuleSet) -> HowToPlay | None:
    if not rules.how_to_play:
        return None
    part: HowToPlay = load_part(rules.how_to_play, f"How to play of the rule set {rules.name!r}")
    return part


def with_how_to_play() -> list[tuple[str, HowToPlay]]:
    """(name, How to play) of every rule set that has one, in the registry's order."""
    found = [(rules.name, _part(rules)) for rules in rule_sets()]
    return [(name, part) for name, part in found if part is not None]


def default_rule_set() -> str:
    """The rule set How to play shows from a window that names none: the first registered (U-Build)."""
    return rule_sets()[0].name


__all__ = ["TRADITIONAL_HOW_TO_PLAY", "UBUILD_HOW_TO_PLAY", "HowToPlay", "default_rule_set", "how_to_play_of",
           "with_how_to_play"]
