"""How the play view names a rule set's properties and buildings where games differ: a
plug-in's optional ``words`` (a :class:`ViewWords`), asked through :func:`words_of`.

This default names "properties" on a "board" and no buildings; U-Build's districts with
blocks on a track (``play/ubuild/words.py``) and the traditional game's houses and hotels
(``play/traditional/words.py``) say their own. The windows, panels and dialogs ask these
words and never test which rule set a game is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from .plugin import Holding, PlayView


class ViewCounted(QObject):
    """The view's counted phrases, with Qt's plural forms (lupdate sees a numerus string only
    in a QObject's ``self.tr(text, "", n)``)."""

    def properties(self, n: int) -> str:
        return self.tr("%n propert(y/ies)", "", n)


VIEW_COUNTED = ViewCounted()


class ViewWords:
    """The words a rule set may say its own way (see the module docstring)."""

    def property_count(self, n: int) -> str:
        """"3 properties": how many properties a player holds (a player's card, holdings view)."""
        return VIEW_COUNTED.properties(n)

    def buildings(self, holding: Holding) -> str:
        """The buildings on a property, in words ("—" for none; the holdings view's column)."""
        return "—"

    def building_tip(self, holding: Holding) -> str:
        """The buildings on a property for its tooltip on a player's card ("" for none)."""
        return ""

    def raise_money(self, raisable: str) -> str:
        """The debt box's hint: how a debtor may raise money (``raisable``: what mortgages
        could raise, in words)."""
        return QCoreApplication.translate("TurnPanel", "Mortgage properties below or sell some in a deal; mortgages could raise "
                                          "{raisable} more.").format(raisable=raisable)

    def bankruptcy(self, state: Any, creditor: str) -> str:
        """The debt box's word on what declaring bankruptcy does: who takes the debtor's cash
        and title deeds (``creditor``: the creditor's name as rich text, "" for the bank)."""
        if creditor:
            return QCoreApplication.translate("TurnPanel", "Declaring bankruptcy hands your cash and your properties to "
                                              "{creditor}.").format(creditor=creditor)
        return QCoreApplication.translate("TurnPanel", "Declaring bankruptcy hands your cash and your properties to the bank.")

    def holdings_heading(self) -> str:
        """The final ranking's column of what players hold."""
        return QCoreApplication.translate("RankingPage", "Properties and buildings")

    def open_in_editor(self) -> str:
        """The New game dialog's choice of the board the editor has open."""
        return QCoreApplication.translate("NewGameDialog", "The board open in the editor")

    def builtin_board(self, board: Any) -> str:
        """The New game dialog's entry of one of the rule set's built-in boards."""
        return QCoreApplication.translate("NewGameDialog", "{name} (built-in)").format(name=getattr(board, "name", ""))

    def tour_board(self) -> str:
        """The first-game tour's page about the board (rich text)."""
        return QCoreApplication.translate(
            "Tour",
            "The board, with everyone's mover. Point at a property to see its card: its price, its rents and "
            "its owner. When you build, the places you may pick light up.<br><br>"
            "<b>Ctrl+B</b> takes the keyboard to the board: the arrow keys go from space to space.")


SHARED_WORDS = ViewWords()


def words_of(view: PlayView | Any) -> ViewWords:
    """The words of a rule set's play view (its ``words``, else the shared ones)."""
    words = getattr(view, "words", None)
    return words if isinstance(words, ViewWords) else SHARED_WORDS
