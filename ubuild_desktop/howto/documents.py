"""How to play's documents: one Markdown file per game and language, and the rules in
force, written into the document where it says ``{house-rules}``.

The documents are long player texts, so they ship as whole files per language
(``docs/howto/<game>.<language>.md``), not as hundreds of translated strings; the
language is the translation's own (the Spanish translation says "es"), so a Spanish
desktop reads the Spanish document, and a language without a document reads English.
The rules in force are short sentences through Qt's translation, like the rest of the
program: the game's own (its track's preset, house rules and dice) when How to play is
opened from a game, or the book's defaults from anywhere else.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication

DOCUMENTS = ("docs", "howto")
FALLBACK_LANGUAGE = "en"
RULES_MARK = "{house-rules}"
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>#|])")


def document_language() -> str:
    """The language of the documents to show: the translation's (``"en"`` untranslated)."""
    code = QCoreApplication.translate("HowToPlay", "en", "the language code of the How to play documents (docs/howto/<game>.<code>.md)")
    return code if re.fullmatch(r"[a-z]{2,3}", code) else FALLBACK_LANGUAGE


def document_markdown(rule_set: str, language: str | None = None) -> str:
    """``rule_set``'s How to play in ``language`` (English where that language has none);
    :class:`OSError` if the installation lacks it."""
    folder = resources.files("ubuild_desktop").joinpath(*DOCUMENTS)
    for code in dict.fromkeys((language or document_language(), FALLBACK_LANGUAGE)):
        document = folder / f"{rule_set}.{code}.md"
        if document.is_file():
            return document.read_text(encoding="utf-8")
    raise FileNotFoundError(2, "No such file", f"{rule_set}.{language}.md")


def markdown_text(text: str) -> str:
    """Plain ``text`` made safe inside Markdown (no emphasis, links or HTML from it)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


def bullets(intro: str, lines: list[str]) -> str:
    return markdown_text(intro) + "\n\n" + "\n".join(f"- {markdown_text(line)}" for line in lines) + "\n"


def _dice_line(table_dice: bool) -> str:
    return (QCoreApplication.translate("HowToPlay", "Dice: rolled at the table with your own dice, and entered in the turn panel") if table_dice
            else QCoreApplication.translate("HowToPlay", "Dice: rolled by the program"))


def ubuild_game_rules(game: Any, table_dice: bool) -> list[str]:
    """A U-Build game's rules in force: its track's preset and what it sets, the round
    limit (the house rule) and whose dice."""
    from ubuild_desktop.play import game_words

    return [*game_words.house_rules(game), _dice_line(table_dice)]


def traditional_game_rules(game: Any, table_dice: bool) -> list[str]:
    """A traditional game's rules in force: its board's money and every house rule."""
    from ubuild_desktop.words import board_names_in_spanish, whole_money

    board = game.board
    return [
        QCoreApplication.translate("HowToPlay", "Board: {name}").format(name=board.shown_name(board_names_in_spanish())),
        QCoreApplication.translate("HowToPlay", "Starting cash: {cash} each; salary at GO: {salary}; jail fine: {fine}").format(
            cash=whole_money(board.starting_cash), salary=whole_money(board.salary), fine=whole_money(board.jail_fine)),
        *house_rule_lines(game.house_rules),
        _dice_line(table_dice),
    ]


def house_rule_lines(rules: Any) -> list[str]:
    """The traditional game's house rules (:class:`HouseRules`), one sentence each."""
    from ubuild_desktop.words import COUNTED

    return [
        QCoreApplication.translate("HowToPlay", "Free Parking pot: taxes, fines and card payments to the bank go into a pot, and the next "
                   "player to land on Free Parking takes it") if rules.free_parking_pot
        else QCoreApplication.translate("HowToPlay", "No Free Parking pot: Free Parking is only a rest"),
        QCoreApplication.translate("HowToPlay", "Auctions: a property its lander does not buy is auctioned to everyone") if rules.auctions
        else QCoreApplication.translate("HowToPlay", "No auctions: a property its lander does not buy stays with the bank"),
        QCoreApplication.translate("HowToPlay", "Round limit: after {rounds} the game ends and the richest player wins").format(
            rounds=COUNTED.rounds(rules.round_limit)) if rules.round_limit
        else QCoreApplication.translate("HowToPlay", "No round limit: the last player standing wins"),
        QCoreApplication.translate("HowToPlay", "Properties dealt to each player at the start: {count}").format(count=rules.dealt_properties)
        if rules.dealt_properties else QCoreApplication.translate("HowToPlay", "No properties are dealt at the start"),
        QCoreApplication.translate("HowToPlay", "Landing exactly on GO pays the salary twice") if rules.double_salary_on_go
        else QCoreApplication.translate("HowToPlay", "Landing on GO pays the salary once, as passing it does"),
        QCoreApplication.translate("HowToPlay", "Players in jail may build and sell houses and hotels") if rules.build_in_jail
        else QCoreApplication.translate("HowToPlay", "Players in jail may not build or sell houses and hotels"),
    ]


def ubuild_book_rules() -> list[str]:
    """U-Build's rules by track, as New game starts them."""
    from ubuild_desktop.core.engine.ubuild.game import PLAYER_RANGE, STARTING_CASH, PresetRules, default_round_limit
    from ubuild_desktop.core.track import Preset
    from ubuild_desktop.words import money

    def players(rules: PresetRules) -> str:
        return "{0}-{1}".format(*PLAYER_RANGE[rules])

    return [
        QCoreApplication.translate("HowToPlay", "Starter track: {players} players, {cash} each, one die (no doubles; a 6 gets you out of jail), "
                   "residential blocks only, Planning Permission only from Chance cards").format(
            players=players(PresetRules.STARTER), cash=money(STARTING_CASH[PresetRules.STARTER])),
        QCoreApplication.translate("HowToPlay", "Classic track: {players} players, {cash} each, two dice; residential and industrial blocks, "
                   "two skyscrapers and the Tower, no stadium").format(
            players=players(PresetRules.CLASSIC), cash=money(STARTING_CASH[PresetRules.CLASSIC])),
        QCoreApplication.translate("HowToPlay", "Pro track and your own tracks: {players} players, {cash} each, two dice, every building "
                   "in the box").format(players=players(PresetRules.PRO), cash=money(STARTING_CASH[PresetRules.PRO])),
        QCoreApplication.translate("HowToPlay", "Round limit (a house rule, on unless New game turns it off): the game also ends after four "
                   "times the box's playing time, the richest player winning; with 4 players Starter {starter}, "
                   "Classic {classic} and Pro {pro} rounds").format(
            starter=default_round_limit(Preset.STARTER), classic=default_round_limit(Preset.CLASSIC),
            pro=default_round_limit(Preset.PRO)),
        QCoreApplication.translate("HowToPlay", "Dice: rolled by the program, or at the table with your own dice (New game asks)"),
    ]


def traditional_book_rules() -> list[str]:
    from ubuild_desktop.core.engine.traditional.options import DEFAULT_HOUSE_RULES

    return house_rule_lines(DEFAULT_HOUSE_RULES)


__all__ = ["RULES_MARK", "bullets", "document_language", "document_markdown", "house_rule_lines"]
