"""A board of any registered rule set drawn alone, as a picture (``ubuild export``, How to
play's pictures): the drawing its rule set names (``RuleSet.picture``: a track's
:class:`~.scene.BoardScene`, the square board's :class:`~.square_scene.SquareBoardScene`),
or else its play view's board (the plug-in's ``scene``) of a new game on it, for the
fewest players its rules allow: every rule set that plays has that.

Both are named in the engine's registry and loaded here when asked, so this module
imports no rule set's parts and no window package.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene


def board_picture(board: Any) -> QGraphicsScene:
    """A fresh scene drawing ``board`` (any rule set's; ``UnknownRuleSet`` if none plays
    it; the rule set's ``SetupError`` if its play view must start a game on it and cannot)."""
    from ubuild_desktop.core.engine.registry import load_part, rule_set_of  # the engine only when a picture is asked

    rules = rule_set_of(board)
    if rules.picture:
        scene: QGraphicsScene = load_part(rules.picture, f"board picture of the rule set {rules.name!r}")(board)
        return scene
    view = load_part(rules.play_view, f"play view of the rule set {rules.name!r}")
    fewest = rules.players_range(board)[0]
    game = rules.new_game(board, fewest, rules.default_options(board, fewest))
    drawn: QGraphicsScene = view.scene(game, None)
    return drawn


__all__ = ["board_picture"]
