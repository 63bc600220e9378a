"""How to play: the rules of each game written for players (``docs/howto/``), with the
board's pictures drawn by the program and the rules in force for the game it was opened
from. ``window`` is the window, ``documents`` the texts and the rules in force,
``pictures`` the pictures. The developers' reading of the rulebooks is ``docs/RULES.md``,
which the program does not show."""

from .window import HowToPlayWindow, show_how_to_play

__all__ = ["HowToPlayWindow", "show_how_to_play"]
