"""Words the play view shows: engine events as translated sentences, district cards.

The engine's events carry structured facts; here they become sentences through
``QCoreApplication.translate`` so the whole view can be translated. Money is always
written in the user's language, an event's the way of its rule set
(:func:`~ubuild_desktop.words.money_for`: U-Build's $k or the traditional game's whole units), district and
group names and Chance texts go through :mod:`ubuild_desktop.words` too. Every player's name goes
in through :mod:`~ubuild_desktop.core.usertext` (isolated, elided; escaped where the
result is rich text), never as it was typed.
"""

from __future__ import annotations

from html import escape
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine.kernel.events import BANK, Event
from ubuild_desktop.core.engine.kernel.refusals import Refusal
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import Debt, State
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind, PaymentReason
from ubuild_desktop.core.engine.ubuild.sentences import (
    CARD_HALVES, COUNTS, JAIL_EXITS, NAME_LIST, REASONS, THE_BANK, Field, building_key_name, card_text, sentence_of)
from ubuild_desktop.core.engine.ubuild.state import END_ACTION_LIMIT, END_ROUND_LIMIT
from ubuild_desktop.core.limits import MAX_SPACE_NAME_LENGTH
from ubuild_desktop.core.usertext import shown
from ubuild_desktop import words
from ubuild_desktop.words import COUNTED, chance_text, district_name, group_name, money, trad_card_text

from .plugin import rules_for


def event_words(template: str) -> str:
    """One of core's event words or sentence templates, translated (context "Events": core
    marks every one with QT_TRANSLATE_NOOP in ``core/engine/ubuild/sentences.py``)."""
    return QCoreApplication.translate("Events", template)


def counted(phrase: str, n: int) -> str:
    """A count field's phrase (``sentences.COUNTS``: ``words.Counted``'s source texts,
    context "Counted") for ``n``, with its plural form."""
    return QCoreApplication.translate("Counted", phrase, None, n)


def building_name(name: str) -> str:
    """A building's display name (named hazards and bonus buildings, or the kind)."""
    return event_words(building_key_name(name))


class PlaceNames:
    """What a game's places are called in the user's language: **the one place** the play
    view chooses a space's or a property's name (:func:`place_names` makes it for a game).

    U-Build's districts go by the translation of their cards' English names, its other
    spaces by their kind; a square board's spaces by the board's own names, in the language
    they show in (``name_es`` in Spanish, :func:`~ubuild_desktop.words.board_names_in_spanish`),
    as the user's text they are (:func:`~ubuild_desktop.core.usertext.shown`). The engine's
    events name both by the English (a property's ``name``, a move's space index)."""

    def __init__(self, spaces: tuple[str, ...] = (), properties: dict[str, str] | None = None) -> None:
        self.spaces = spaces
        """Every space's name, in playing order."""
        self._properties = properties  # a square board's: English name -> shown name

    def space(self, index: object, english: str) -> str:
        """Space ``index``'s name (``english``, the engine's, for an index it does not know)."""
        return self.spaces[index] if isinstance(index, int) and 0 <= index < len(self.spaces) else english

    def property(self, english: str) -> str:
        """A property's name (a district, or a square board's street, station or utility) by
        its English name, as the engine's events give it."""
        if self._properties is None:
            return district_name(english)
        return self._properties.get(english, shown(english, MAX_SPACE_NAME_LENGTH))


U_BUILD_NAMES = PlaceNames()
"""The names of a game without its spaces at hand: U-Build's districts."""


def place_names(game: Any) -> PlaceNames:
    """The :class:`PlaceNames` of ``game`` (any rule set's: its play view's ``place_names``)."""
    names: PlaceNames = rules_for(game).place_names(game)
    return names


def board_place_names(game: Any) -> PlaceNames:
    """The :class:`PlaceNames` of a game on a board file (the traditional game's): its
    spaces' names as the user typed them, made safe to show, and each property's name."""
    rules = rules_for(game)
    spaces = tuple(shown(rules.space_name(game, i), MAX_SPACE_NAME_LENGTH) for i in range(rules.space_count(game)))
    properties: dict[str, str] = {}
    for i in (*game.properties, *range(len(spaces))):  # a property's name first
        properties.setdefault(game.names[i], spaces[i])
    return PlaceNames(spaces, properties)


def reason_words(reason: tuple[PaymentReason, str | None], names: PlaceNames = U_BUILD_NAMES) -> str:
    """A payment reason, translated: (member, the property's English name or None) -> the
    member's words, with the property's name (``names``) where it has one."""
    member, name = reason
    return event_words(REASONS[member].template).format(name=names.property(name or "") if name else "")


def debt_reason(state: Any, debt: Debt) -> str:
    """Why ``debt`` is owed, translated ("rent for Kite Hill", "jail fine"), in either rule set."""
    name = state.book.property_name(state, debt.about) if debt.about >= 0 else None
    return reason_words((debt.reason, name), place_names(state.game))


def dice_count(game: Any) -> int:
    """How many dice ``game`` rolls."""
    return rules_for(game).dice_count(game)


def property_name(state: Any, property_id: str) -> str:
    """A property's name in the user's language: a district's translated name, or a square
    board's space name (the board's English or Spanish)."""
    return rules_for(state).property_name(state, property_id)


def refusal_words(state: Any, why: Refusal | BaseException | None) -> str:
    """Why the engine refuses an action (``State.why_illegal``'s :class:`Refusal`, or an
    ``IllegalActionError``), in the user's language, naming the game's places as the play
    view does (:func:`property_name`); "" for None (no refusal). A refused action's reason
    alone: the player knows what they asked, and the action's text is the saved files'."""
    if why is None:
        return ""
    refusal = getattr(why, "refusal", None) or why
    return words.refusal_text(refusal, lambda property_id: property_name(state, property_id))


def jail_card_words() -> str:
    """A get-out-of-jail card, as a deal names it."""
    return QCoreApplication.translate("Play", "a get-out-of-jail card")


def deck_name(deck: str) -> str:
    """The name of a traditional game's deck ("chance" or "chest"), translated."""
    return (QCoreApplication.translate("Play", "Chance") if deck == "chance"
            else QCoreApplication.translate("Play", "Community Chest"))


def jail_exit(how: str) -> str:
    """How a player got out of jail (the engine's words in a ``left_jail`` event), translated."""
    return event_words(JAIL_EXITS[how]) if how in JAIL_EXITS else how


def name_list(names: list[str]) -> str:
    """Names joined for a sentence: "Ana", "Ana and Bo", "Ana, Bo and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return event_words(NAME_LIST).format(names=", ".join(names[:-1]), last=names[-1])


def space_name(game: Any, index: int) -> str:
    """The name of space ``index`` of ``game``'s board: on a track the district's, or the
    translated kind; on a square board the space's own name in the user's language."""
    return rules_for(game).space_name(game, index)


def event_sentence(event: Event, players: tuple[str, ...], names: PlaceNames = U_BUILD_NAMES,
                   unlisted: bool = False) -> str | None:
    """The log line for ``event`` as plain text (None for events too small to list, unless
    ``unlisted``: a turn's banner tells "Bo ended the turn"); player names are
    :func:`~ubuild_desktop.core.usertext.shown`, so escape the line for rich text.

    The sentence is core's (:func:`~ubuild_desktop.core.engine.ubuild.sentences.sentence_of`: one
    table for every event kind); here its template is translated and each field written
    in the user's language, spaces and properties by ``names`` (the game's
    :func:`place_names`)."""
    sentence = sentence_of(event)
    if sentence is None:
        return event.text
    if not sentence.listed and not unlisted:
        return None
    write_money = words.money_for(event.book)  # the rule set's money

    def player(p: Any) -> str:
        if p is None:
            return "?"
        if p == BANK:
            return event_words(THE_BANK)
        return shown(players[p]) if 0 <= p < len(players) else f"#{p}"

    def write(kind: Field, value: Any) -> str:
        if kind is Field.PLAYER:
            return player(value)
        if kind is Field.PLAYERS:
            return name_list([shown(players[p]) for p in value if 0 <= p < len(players)])
        if kind is Field.MONEY:
            return write_money(value)
        if kind is Field.DICE:
            return " + ".join(str(v) for v in value)
        if kind is Field.DISTRICT:
            return names.property(str(value))
        if kind is Field.SPACE:
            index, english = value
            return names.space(index, str(english))
        if kind is Field.BUILDING:
            return building_name(str(value))
        if kind is Field.CHANCE:
            return chance_text(str(value))
        if kind is Field.CARD_HALF:
            return event_words(CARD_HALVES[value])
        if kind is Field.JAIL_EXIT:
            return jail_exit(str(value))
        if kind is Field.REASON:
            return reason_words(value, names)
        if kind is Field.TRAD_CARD:
            return trad_card_words(value[0], value[1], event.book)
        if kind in COUNTS:
            return counted(COUNTS[kind], int(value))
        return str(value)  # NUMBER, CARD

    return event_words(sentence.template).format(
        **{name: write(kind, value) for name, kind, value in sentence.fields})


def trad_card_words(text: str, amounts: tuple[int, int, int], book: Any) -> str:
    """A traditional game card's text (its English template, ``TradCard.text``) in the
    user's language, its amounts (``amount``, ``house``, ``hotel``) in the money of ``book``."""
    return card_text(trad_card_text(text), amounts, words.money_for(book))


# ------------------------------------------------------------------ district cards


def rent_explanation(state: State, district_id: str) -> list[str]:
    """Why the district charges what it charges now, one short reason a line."""
    game = state.game
    info = game.district(district_id)
    d = info.index
    owner = state.owner_of(district_id)
    if owner < 0:
        return [QCoreApplication.translate("Play", "Unowned: for sale at {price}").format(price=money(info.card.price))]
    if state.mortgaged[d]:
        return [QCoreApplication.translate("Play", "Mortgaged: no rent")]
    lines: list[str] = []
    # The engine's rent rule (core/engine/ubuild/money.py), told in its steps: the counted
    # blocks, the card's rent for them, the doubling.
    counted = state.counted_blocks(district_id)
    card_rent = money(state.mortgage_value(district_id))  # the card's rent, before doubling
    if counted == 0:
        lines.append(QCoreApplication.translate("Play", "No counted blocks: land rent {rent}").format(rent=card_rent))
    else:
        lines.append(QCoreApplication.translate("Play", "{blocks}: {rent}").format(blocks=COUNTED.counted_blocks(counted), rent=card_rent))
    if state.hazard_touched(district_id):
        lines.append(QCoreApplication.translate("Play", "A hazard touches it: residential blocks do not count"))
    if state.bonus_touched(district_id):
        lines.append(QCoreApplication.translate("Play", "A bonus building protects it from hazards"))
    if state.rent_doubled(district_id):
        if state.group_skyscraper[info.group]:
            lines.append(QCoreApplication.translate("Play", "Doubled: a skyscraper stands in its colour group"))
        else:
            lines.append(QCoreApplication.translate("Play", "Doubled: its owner has the Tower"))
    return lines


def district_card_html(state: State, district_id: str, colour: str = "#888888", owner_colour: str | None = None) -> str:
    """The district's card as rich text: price, rents by counted blocks, rent now and why."""
    game = state.game
    info = game.district(district_id)
    card = info.card
    d = info.index
    group = game.groups[info.group]
    owner = state.owner_of(district_id)
    counted = state.counted_blocks(district_id)
    land_rent = QCoreApplication.translate("Play", "Land rent")
    rows = [f"<tr><td>{escape(land_rent)}</td><td align='right'>{money(card.land_rent)}</td></tr>"]
    for n, rent in enumerate(card.rents, start=1):
        mark = " style='font-weight:bold;background:#fff3bf'" if owner >= 0 and n == counted else ""
        blocks_n = COUNTED.blocks(n)
        rows.append(f"<tr{mark}><td>{escape(blocks_n)}</td><td align='right'>{money(rent)}</td></tr>")
    owner_text = QCoreApplication.translate("Play", "Bank") if owner < 0 else shown(game.players[owner])
    if owner >= 0 and state.mortgaged[d]:
        owner_text += " " + QCoreApplication.translate("Play", "(mortgaged)")
    why = "<br>".join(escape(line) for line in rent_explanation(state, district_id))
    swatch = owner_colour or "#868e96"  # nobody's: a grey that still shows on the card (3:1)
    price = QCoreApplication.translate("Play", "Price")
    owner_word = QCoreApplication.translate("Play", "Owner")
    blocks = QCoreApplication.translate("Play", "Blocks")
    block_price = QCoreApplication.translate("Play", "Block price")
    if game.stock.get(BuildingKind.INDUSTRIAL, 0) == 0:  # Starter: residential blocks only
        built = COUNTED.residential(state.residential[d])
        prices = money(card.residential_block_price)
    else:
        built = COUNTED.residential(state.residential[d]) + ", " + COUNTED.industrial(state.industrial[d])
        prices = f"{money(card.residential_block_price)} / {money(card.industrial_block_price)}"
    skyscraper = QCoreApplication.translate("Play", "Skyscraper")
    rent_now = QCoreApplication.translate("Play", "Rent now: {rent}").format(rent=money(state.rent_value(district_id)))
    return (
        f"<div style='min-width:220px'>"
        f"<div style='background:{colour};color:{_ink(colour)};padding:4px;font-weight:bold'>"
        f"{escape(district_name(card.name))} &nbsp;<small>[{escape(group_name(group.name))}]</small></div>"
        f"<table width='100%' cellspacing='0' cellpadding='1'>"
        f"<tr><td>{escape(price)}</td><td align='right'><b>{money(card.price)}</b></td></tr>"
        f"<tr><td>{escape(owner_word)}</td><td align='right'><span style='color:{swatch}'>&#9632;</span> "
        f"{escape(owner_text)}</td></tr>"
        f"<tr><td>{escape(blocks)}</td><td align='right'>"
        f"{escape(built)}</td></tr>"
        + "".join(rows)
        + f"<tr><td>{escape(block_price)}</td><td align='right'>{prices}</td></tr>"
        f"<tr><td>{escape(skyscraper)}</td><td align='right'>{money(card.skyscraper_price)}</td></tr>"
        f"</table>"
        f"<div style='margin-top:4px'><b>{escape(rent_now)}"
        f"</b><br><small>{why}</small></div></div>"
    )


def _ink(colour: str) -> str:
    c = colour.lstrip("#")
    try:
        r, g, b = int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
    except ValueError:
        return "#000000"
    return "#1b1b1b" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def ink_for(colour: str) -> str:
    return _ink(colour)


def group_colour(state: State, group_index: int) -> str:
    return load_districts().group(state.game.groups[group_index].id).colour


def group_letter(state: State, group_index: int) -> str:
    return words.group_letter(load_districts().group(state.game.groups[group_index].id).marker.letter)


def rules_name(rules: str) -> str:
    """The translated name of a rule set or preset value ("starter", "classic", "pro", "custom")."""
    names = {"starter": QCoreApplication.translate("Play", "Starter"), "classic": QCoreApplication.translate("Play", "Classic"), "pro": QCoreApplication.translate("Play", "Pro"), "custom": QCoreApplication.translate("Play", "Custom")}
    return names.get(rules, rules.capitalize())


def places_text(amounts: tuple[int, ...], write: Callable[[int], str]) -> str:
    """"place 1: $0 · place 2: +$300k · …": what each place in the turn order gets from a
    Fair start (``write``: the rule set's money)."""
    return " · ".join(
        QCoreApplication.translate("FairStart", "place {place}: {amount}").format(
            place=k + 1, amount=("+" + write(a)) if a else write(0))
        for k, a in enumerate(amounts))


def house_rules(game: Any) -> list[str]:
    """The rules in force for ``game``'s preset, one sentence each (shown before starting)."""
    from ubuild_desktop.core.engine.ubuild import game as g

    stock = game.stock
    out = [
        QCoreApplication.translate("Play", "Rules: {rules} ({players} players allowed)").format(
            rules=rules_name(game.rules.value), players="{0}-{1}".format(*g.PLAYER_RANGE[game.rules])),
        QCoreApplication.translate("Play", "Starting cash: {cash} each").format(cash=money(game.starting_cash)),
        QCoreApplication.translate("Play", "Dice: {n}").format(n=game.dice_count) + (QCoreApplication.translate("Play", " (no doubles; a 6 gets you out of jail)") if game.dice_count == 1
                                                    else QCoreApplication.translate("Play", " (a double rolls again; the third double goes to jail)")),
        (QCoreApplication.translate("Play", "Passing GO pays {salary} (the stadium's owner: {stadium})") if stock.get(BuildingKind.STADIUM)
         else QCoreApplication.translate("Play", "Passing GO pays {salary}")).format(salary=money(g.SALARY), stadium=money(g.STADIUM_SALARY)),
        QCoreApplication.translate("Play", "Bridges: passing a raised bridge costs {toll}; landing on one draws a Chance card").format(
            toll=money(g.BRIDGE_TOLL)),
        QCoreApplication.translate("Play", "Jail fine: {fine}; out after three turns").format(fine=money(g.JAIL_FINE)),
        QCoreApplication.translate("Play", "Auctions: the lander bids first, from {min} in steps of {step}").format(
            min=money(g.MIN_BID), step=money(g.BID_STEP)),
        QCoreApplication.translate("Play", "Blocks: up to {turn} a turn on one district, {max} per district").format(
            turn=g.BLOCKS_PER_TURN, max=g.MAX_BLOCKS),
        QCoreApplication.translate("Play", "Paid hazard moves: {price} each, {n} a turn, to take a hazard off your own districts").format(price=money(g.HAZARD_MOVE_PRICE), n=g.PAID_HAZARD_MOVES_PER_TURN),
        QCoreApplication.translate("Play", "In the box: {items}").format(items=", ".join(
            count(n) for n, count in (
                (stock.get(BuildingKind.RESIDENTIAL, 0), COUNTED.residential_blocks),
                (stock.get(BuildingKind.INDUSTRIAL, 0), COUNTED.industrial_blocks),
                (stock.get(BuildingKind.HAZARD, 0), COUNTED.hazards), (stock.get(BuildingKind.BONUS, 0), COUNTED.bonus_buildings),
                (stock.get(BuildingKind.SKYSCRAPER, 0), COUNTED.skyscrapers),
                (stock.get(BuildingKind.STADIUM, 0), COUNTED.stadiums),
                (stock.get(BuildingKind.TOWER, 0), COUNTED.towers)) if n)),
    ]
    if game.dice_count == 1:
        out.append(QCoreApplication.translate("Play", "Starter: residential blocks only; Planning Permission only from Chance cards"))
    if game.roll_off:
        out.append(QCoreApplication.translate("Play", "Who starts: everyone rolls, the highest roller starts (ties roll again); "
                                              "play continues in seat order"))
    out.append(QCoreApplication.translate("Play", "The game ends when the first player goes bankrupt; the richest player wins"))
    if game.fair_start:
        out.append(QCoreApplication.translate("Play", "House rule: Fair start, once the roll-off has chosen the first player "
                                              "the bank pays {places}").format(places=places_text(game.fair_start, money)))
    if game.round_limit is None:
        out.append(QCoreApplication.translate("Play", "No round limit: play until someone goes bankrupt"))
    else:
        out.append(QCoreApplication.translate("Play", "House rule: after {rounds} without a bankruptcy the game ends and the richest "
                      "player wins").format(rounds=COUNTED.rounds(game.round_limit)))
    return out


def roll_off_status(state: State) -> str:
    """The roll-off in rich text for the turn panel, in the log's words: where it stands
    (who rolls, a tie, or, on the first player's first turn, who rolled highest and
    starts), then the rolls of this round."""
    players = state.game.players
    head: Event | None = None
    rolls: list[Event] = []
    for event in state.events:  # asked only at the start of a game: a few dozen events
        kind = event.kind
        if kind in (EventKind.ROLL_OFF_STARTED, EventKind.ROLL_OFF_TIED):
            head, rolls = event, []
        elif kind == EventKind.ROLL_OFF_ROLLED:
            rolls.append(event)
        elif kind == EventKind.FIRST_PLAYER:
            head = event
            break
    lines = (event_sentence(e, players) for e in ([head] if head is not None else []) + rolls)
    return "<br>".join(escape(line) for line in lines if line)


def end_reason(state: State) -> str:
    """Why the game ended, as rich text (the name in it escaped), for the end of the game
    and the ranking screen (its rule set's play view's ``end_reason``)."""
    reason: str = rules_for(state).end_reason(state)
    return reason


def ubuild_end_reason(state: State) -> str:
    """Why a U-Build game ended: the first bankruptcy, or a limit and the tally."""
    if state.end_reason == END_ROUND_LIMIT:
        return escape(QCoreApplication.translate("Play", "The round limit is reached ({rounds}) and nobody went bankrupt, so the game is over. "
                      "Everyone counts cash plus the rent values of their unmortgaged districts.").format(
                          rounds=COUNTED.rounds(state.rounds)))
    if state.end_reason == END_ACTION_LIMIT:
        return escape(QCoreApplication.translate("Play", "The game reached {actions}, the most a game file holds, and nobody went bankrupt, so the game is over. "
                      "Everyone counts cash plus the rent values of their unmortgaged districts.").format(
                          actions=COUNTED.actions(len(state.history))))
    if state.bankrupt >= 0:
        return escape(QCoreApplication.translate("Play", "{name} went bankrupt, so the game is over. Everyone else counts cash plus the rent values "
                      "of their unmortgaged districts.").format(name=shown(state.game.players[state.bankrupt])))
    return ""


def trad_end_reason(state: Any) -> str:
    """Why a traditional game ended: the last player standing, or a limit and the tally."""
    tally = QCoreApplication.translate("Play", "Everyone counts their cash, properties and buildings.")
    if state.end_reason == END_ROUND_LIMIT:
        return escape(QCoreApplication.translate("Play", "The round limit is reached ({rounds}), so the game is over.").format(
            rounds=COUNTED.rounds(state.rounds)) + " " + tally)
    if state.end_reason == END_ACTION_LIMIT:
        return escape(QCoreApplication.translate("Play", "The game reached {actions}, the most a game file holds, so the game is over.").format(
            actions=COUNTED.actions(len(state.history))) + " " + tally)
    alive = [p for p in range(len(state.out)) if not state.out[p]]
    if len(alive) == 1:
        return escape(QCoreApplication.translate("Play", "Everyone else went bankrupt: {name} is the last player standing.").format(
            name=shown(state.game.players[alive[0]])))
    return ""

