"""Words the play view shows: engine events as translated sentences, district cards.

The engine's events carry structured facts; here they become sentences through
``QCoreApplication.translate`` so the whole view can be translated. Money is always
written with :func:`~ubuild_desktop.words.money` (the user's language), district and
group names and Chance texts go through :mod:`ubuild_desktop.words` too. Every player's name goes
in through :mod:`~ubuild_desktop.core.usertext` (isolated, elided; escaped where the
result is rich text), never as it was typed.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from ubuild_desktop.board.track_words import space_kind_name
from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine import BANK, Event, State
from ubuild_desktop.core.engine.state import END_ACTION_LIMIT, END_ROUND_LIMIT
from ubuild_desktop.core.usertext import shown
from ubuild_desktop import words
from ubuild_desktop.words import COUNTED, chance_text, district_name, group_name, money


def building_name(name: str) -> str:
    """A building's display name (named hazards and bonus buildings, or the kind)."""
    names = {
        "power_station": QCoreApplication.translate("Events", "power station"),
        "prison": QCoreApplication.translate("Events", "prison"),
        "sewage_works": QCoreApplication.translate("Events", "sewage works"),
        "wind_farm": QCoreApplication.translate("Events", "wind farm"),
        "school": QCoreApplication.translate("Events", "school"),
        "park": QCoreApplication.translate("Events", "park"),
        "skyscraper": QCoreApplication.translate("Events", "skyscraper"),
        "stadium": QCoreApplication.translate("Events", "stadium"),
        "tower": QCoreApplication.translate("Events", "the Tower"),
        "hazard": QCoreApplication.translate("Events", "hazard"),
        "bonus": QCoreApplication.translate("Events", "bonus building"),
        "residential": QCoreApplication.translate("Events", "residential block"),
        "industrial": QCoreApplication.translate("Events", "industrial block"),
    }
    return names.get(name, name.replace("_", " "))


def payment_reason(reason: str) -> str:
    """The engine's reason for a payment or a debt ("rent for Kite Hill", "jail fine"), translated."""
    labels = {
        "salary": QCoreApplication.translate("Events", "salary"), "bridge toll": QCoreApplication.translate("Events", "bridge toll"), "jail fine": QCoreApplication.translate("Events", "jail fine"),
        "Chance": QCoreApplication.translate("Events", "Chance"), "Chance: per block": QCoreApplication.translate("Events", "Chance: per block"),
        "Chance: per district": QCoreApplication.translate("Events", "Chance: per district"), "hazard move": QCoreApplication.translate("Events", "hazard move"),
        "bankruptcy": QCoreApplication.translate("Events", "bankruptcy"), "deal": QCoreApplication.translate("Events", "deal"), "mortgage": QCoreApplication.translate("Events", "mortgage"),
        "mortgage repaid": QCoreApplication.translate("Events", "mortgage repaid"),
    }
    if reason in labels:
        return labels[reason]
    if reason.startswith("rent for "):
        return QCoreApplication.translate("Events", "rent for {name}").format(name=district_name(reason.removeprefix("rent for ")))
    return reason


def jail_exit(how: str) -> str:
    """How a player got out of jail (the engine's words in a ``left_jail`` event), translated."""
    ways = {
        "paid the fine": QCoreApplication.translate("Events", "paid the fine"),
        "rolled a double": QCoreApplication.translate("Events", "rolled a double"),
        "rolled a 6": QCoreApplication.translate("Events", "rolled a 6"),
        "third failed roll: pays the fine": QCoreApplication.translate("Events", "third failed roll: pays the fine"),
    }
    return ways.get(how, how)


def name_list(names: list[str]) -> str:
    """Names joined for a sentence: "Ana", "Ana and Bo", "Ana, Bo and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("Events", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def space_name(game: Any, index: int) -> str:
    """The name of space ``index`` of ``game``'s track: the district's, or the translated kind."""
    if game.space_district[index] >= 0:
        return district_name(str(game.space_names[index]))
    return space_kind_name(game.space_kinds[index])


def space_names(game: Any) -> tuple[str, ...]:
    """:func:`space_name` of every space of ``game``'s track, in track order."""
    return tuple(space_name(game, i) for i in range(len(game.space_names)))


# Reasons of money movements that another event already tells.
_QUIET_REASONS = ("bought ", "auction for ", "blocks on ", "mortgage", "skyscraper", "stadium", "tower")


def event_sentence(event: Event, players: tuple[str, ...], space_names: tuple[str, ...] = ()) -> str | None:
    """The log line for ``event`` as plain text (None for events too small to list); player
    names are :func:`~ubuild_desktop.core.usertext.shown`, so escape the line for rich text."""
    d = dict(event.data)

    def who(key: str = "player") -> str:
        p = d.get(key)
        if p is None:
            return "?"
        if p == BANK:
            return QCoreApplication.translate("Events", "the bank")
        return shown(players[p]) if 0 <= p < len(players) else f"#{p}"

    def moved_to() -> str:
        to = d.get("to")
        if isinstance(to, int) and 0 <= to < len(space_names):
            return space_names[to]
        return str(d.get("to_name", ""))

    kind = event.kind
    if kind in ("deck_card", "turn_ended"):
        return None
    if kind == "money_moved":
        reason = str(d.get("reason", ""))
        if reason.startswith(_QUIET_REASONS) or reason.startswith("rent for") or reason == "deal":
            return None
        return QCoreApplication.translate("Events", "{payer} paid {payee} {amount} ({reason})").format(
            payer=who("payer"), payee=who("payee"), amount=money(d["amount"]), reason=payment_reason(reason))
    formats: dict[str, Callable[[], str]] = {
        "deck_ready": lambda: QCoreApplication.translate("Events", "The Chance pile is shuffled. Let's play!"),
        "roll_off_started": lambda: (
            QCoreApplication.translate("Events", "Who starts? Everyone rolls the die: the highest roller starts")
            if d.get("dice") == 1 else
            QCoreApplication.translate("Events", "Who starts? Everyone rolls both dice: the highest roller starts")),
        "roll_off_rolled": lambda: (
            QCoreApplication.translate("Events", "{who} rolled {total}").format(who=who(), total=d["total"])
            if len(d["dice"]) == 1 else
            QCoreApplication.translate("Events", "{who} rolled {dice} = {total}").format(
                who=who(), dice=" + ".join(str(v) for v in d["dice"]), total=d["total"])),
        "roll_off_tied": lambda: QCoreApplication.translate("Events", "{names} tied with {total}: they roll again").format(
            names=name_list([shown(players[p]) for p in d["players"] if 0 <= p < len(players)]), total=d["total"]),
        "first_player": lambda: (
            QCoreApplication.translate("Events", "{who} rolled highest and starts") if d.get("roll_off")
            else QCoreApplication.translate("Events", "{who} starts")).format(who=who()),
        "rolled": lambda: (QCoreApplication.translate("Events", "{who} rolled {dice} (a double)") if d.get("double") else QCoreApplication.translate("Events", "{who} rolled {dice}"))
        .format(who=who(), dice=" + ".join(str(v) for v in d["dice"])),
        "moved": lambda: QCoreApplication.translate("Events", "{who} landed on {space}").format(who=who(), space=moved_to()),
        "railroad_jumped": lambda: QCoreApplication.translate("Events", "{who} rode the railroad to the other end").format(who=who()),
        "passed_go": lambda: QCoreApplication.translate("Events", "{who} passed GO").format(who=who()),
        "bridge_lowered": lambda: QCoreApplication.translate("Events", "{who} lowered the bridge").format(who=who()),
        "bridge_raised": lambda: QCoreApplication.translate("Events", "{who} raised the bridge").format(who=who()),
        "card_drawn": lambda: QCoreApplication.translate("Events", "{who} drew a Chance card ({half}): {text}").format(
            who=who(), half=QCoreApplication.translate("Events", "UP") if d.get("half") == "up" else QCoreApplication.translate("Events", "DOWN"), text=chance_text(str(d.get("text", "")))),
        "card_unfollowable": lambda: QCoreApplication.translate("Events", "{who} cannot follow the card; it goes to the bottom").format(who=who()),
        "jailed": lambda: QCoreApplication.translate("Events", "{who} went to jail").format(who=who()),
        "left_jail": lambda: QCoreApplication.translate("Events", "{who} left jail ({how})").format(
            who=who(), how=jail_exit(str(d.get("how", "")))),
        "stayed_in_jail": lambda: QCoreApplication.translate("Events", "{who} stays in jail").format(who=who()),
        "bought": lambda: QCoreApplication.translate("Events", "{who} bought {name} for {price}").format(who=who(), name=district_name(d["name"]), price=money(d["price"])),
        "auction_started": lambda: QCoreApplication.translate("Events", "{name} is up for auction").format(name=district_name(d["name"])),
        "bid": lambda: QCoreApplication.translate("Events", "{who} bid {amount}").format(who=who(), amount=money(d["amount"])),
        "passed": lambda: QCoreApplication.translate("Events", "{who} left the auction").format(who=who()),
        "auction_won": lambda: QCoreApplication.translate("Events", "{who} won {name} for {amount}").format(
            who=who(), name=district_name(d["name"]), amount=money(d["amount"])),
        "auction_unsold": lambda: QCoreApplication.translate("Events", "Nobody bought {name}").format(name=district_name(d["name"])),
        "rent_due": lambda: QCoreApplication.translate("Events", "{who} owes {owner} {amount} rent for {name}").format(
            who=who(), owner=who("owner"), amount=money(d["amount"]), name=district_name(d["name"])),
        "built_blocks": lambda: (
            QCoreApplication.translate("Events", "{who} built {blocks} on {name}").format(
                who=who(), blocks=COUNTED.residential_blocks(d["residential"]), name=district_name(d["name"]))
            if not d["industrial"]
            else QCoreApplication.translate("Events", "{who} built {blocks} on {name}").format(
                who=who(), blocks=COUNTED.industrial_blocks(d["industrial"]), name=district_name(d["name"]))
            if not d["residential"]
            else QCoreApplication.translate("Events", "{who} built {residential} and {industrial} on {name}").format(
                who=who(), residential=COUNTED.residential_blocks(d["residential"]),
                industrial=COUNTED.industrial_blocks(d["industrial"]), name=district_name(d["name"]))),
        "built": lambda: QCoreApplication.translate("Events", "{who} built a {building}").format(who=who(), building=building_name(d.get("name") or d["building"]))
        + (QCoreApplication.translate("Events", " next to {name}").format(name=_district_name(d["district"])) if d.get("district") else ""),
        "hazard_moved": lambda: QCoreApplication.translate("Events", "{who} moved a hazard").format(who=who()),
        "mortgaged": lambda: QCoreApplication.translate("Events", "{who} mortgaged {name} for {value}").format(who=who(), name=district_name(d["name"]), value=money(d["value"])),
        "unmortgaged": lambda: QCoreApplication.translate("Events", "{who} lifted the mortgage on {name} for {value}").format(
            who=who(), name=district_name(d["name"]), value=money(d["value"])),
        "deal_proposed": lambda: QCoreApplication.translate("Events", "{a} offered {b} a deal").format(a=who("proposer"), b=who("partner")),
        "deal_accepted": lambda: QCoreApplication.translate("Events", "{b} accepted the deal").format(b=who("partner")),
        "deal_rejected": lambda: QCoreApplication.translate("Events", "{b} turned the deal down").format(b=who("partner")),
        "district_changed_hands": lambda: QCoreApplication.translate("Events", "{name} passed from {a} to {b}").format(
            name=district_name(d["name"]), a=who("from_player"), b=who("to_player")),
        "debt": lambda: QCoreApplication.translate("Events", "{who} must raise {amount} to pay {creditor}").format(
            who=who(), amount=money(d["amount"]), creditor=who("creditor")),
        "debt_paid": lambda: QCoreApplication.translate("Events", "{who} paid the debt of {amount} to {creditor}").format(
            who=who(), amount=money(d.get("amount", 0)), creditor=who("creditor")),
        "bankrupt": lambda: QCoreApplication.translate("Events", "{who} went bankrupt to {creditor}").format(who=who(), creditor=who("creditor")),
        "game_over": lambda: QCoreApplication.translate("Events", "The game is over"),
        "round_limit_reached": lambda: QCoreApplication.translate("Events", "{rounds} played without a bankruptcy: the round limit ends the game").format(
            rounds=COUNTED.rounds(int(d.get("rounds", 0)))),
        "action_limit_reached": lambda: QCoreApplication.translate("Events", "{actions} played without a bankruptcy: the most a game file holds, so the game ends").format(
            actions=COUNTED.actions(int(d.get("actions", 0)))),
        "turn_started": lambda: QCoreApplication.translate("Events", "— {who}'s turn —").format(who=who()),
        "planning_permission": lambda: QCoreApplication.translate("Events", "{who} has Planning Permission").format(who=who()),
    }
    make = formats.get(kind)
    if make is None:
        return event.text
    return make()


def _district_name(district_id: str) -> str:
    try:
        return district_name(load_districts().card(district_id).name)
    except (KeyError, ValueError):
        return district_id


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
    # The engine's rent rule (core/engine/money.py), told in its steps: the counted
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
    if game.stock.get("industrial", 0) == 0:  # Starter: residential blocks only
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


def house_rules(game: Any) -> list[str]:
    """The rules in force for ``game``'s preset, one sentence each (shown before starting)."""
    from ubuild_desktop.core.engine import game as g

    stock = game.stock
    out = [
        QCoreApplication.translate("Play", "Rules: {rules} ({players} players allowed)").format(
            rules=rules_name(game.rules.value), players="{0}-{1}".format(*g.PLAYER_RANGE[game.rules])),
        QCoreApplication.translate("Play", "Starting cash: {cash} each").format(cash=money(game.starting_cash)),
        QCoreApplication.translate("Play", "Dice: {n}").format(n=game.dice_count) + (QCoreApplication.translate("Play", " (no doubles; a 6 gets you out of jail)") if game.dice_count == 1
                                                    else QCoreApplication.translate("Play", " (a double rolls again; the third double goes to jail)")),
        (QCoreApplication.translate("Play", "Passing GO pays {salary} (the stadium's owner: {stadium})") if stock.get("stadium")
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
                (stock.get("residential", 0), COUNTED.residential_blocks), (stock.get("industrial", 0), COUNTED.industrial_blocks),
                (stock.get("hazard", 0), COUNTED.hazards), (stock.get("bonus", 0), COUNTED.bonus_buildings),
                (stock.get("skyscraper", 0), COUNTED.skyscrapers), (stock.get("stadium", 0), COUNTED.stadiums),
                (stock.get("tower", 0), COUNTED.towers)) if n)),
    ]
    if game.dice_count == 1:
        out.append(QCoreApplication.translate("Play", "Starter: residential blocks only; Planning Permission only from Chance cards"))
    if game.roll_off:
        out.append(QCoreApplication.translate("Play", "Who starts: everyone rolls, the highest roller starts (ties roll again); "
                                              "play continues in seat order"))
    out.append(QCoreApplication.translate("Play", "The game ends when the first player goes bankrupt; the richest player wins"))
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
        if kind in ("roll_off_started", "roll_off_tied"):
            head, rolls = event, []
        elif kind == "roll_off_rolled":
            rolls.append(event)
        elif kind == "first_player":
            head = event
            break
    lines = (event_sentence(e, players) for e in ([head] if head is not None else []) + rolls)
    return "<br>".join(escape(line) for line in lines if line)


def end_reason(state: State) -> str:
    """Why the game ended, as rich text (the name in it escaped), for the end of the game
    and the ranking screen."""
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
