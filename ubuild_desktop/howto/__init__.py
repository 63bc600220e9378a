"""How to play: the rules of each game written for players (``docs/howto/``), with the
board's pictures drawn by the program and the rules in force for the game it was opened
from. ``window`` is the window, ``documents`` the texts and the rules in force,
``pictures`` the pictures. The developers' reading of the rulebooks is ``docs/RULES.md``,
which the program does not show.

In more detail:

``documents.py``: the rules for players, one Markdown file per game and language
(``ubuild_desktop/docs/howto/<game>.<language>.md``; the language is the translation's own,
a message the Spanish translation answers "es"), with the rules in force written in at
``{house-rules}``: the game's (``how_to_play_subject()`` of a play window: its preset or
board, house rules and dice) or the book's (elsewhere; a board's window names its board's
rule set with ``how_to_play_rules()``). ``rule_sets.py``: each rule set's How to play
(``RuleSet.how_to_play``: its title, pictures, rules in force). ``pictures.py``: the
pictures, drawn by the program when the help opens (the built-in boards' scenes recorded on
a ``QPicture``, so the tiles draw afresh, not from the tile cache; the board art; a card
widget as the play view fills it; the square board's house and hotel shapes). ``window.py``:
the window (contents list from the document's headings, text size from the opening window's
``text_scale()`` times its own zoom, within the screen). ``play/tour.py``: the first-game
tour, an overlay on the play window, offered once (``play/tourOffered``) and from Help.
"""

from .window import HowToPlayWindow, show_how_to_play

__all__ = ["HowToPlayWindow", "show_how_to_play"]
