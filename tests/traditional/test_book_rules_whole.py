"""Issue 24's five traditional rules, fixed against the seeds (rules version 3,
``WHOLE_TABLE_RULES``), one scenario each quoting its seed (002_b5bd458ce09a2830.txt,
004_6b738931fd294c78.txt), and each checked to leave a game of rules version 2 as it was
played: receiving a mortgaged title costs 10% once; a mortgaged title handed to the bank as
payment; the Income Tax choice; the jail fine after a roll; double rent beside a mortgaged
street (and 004's other reading as a house rule).
"""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal, Action, DeclareBankruptcy, Dice, DrawCard, EndTurn, Mortgage, OpenBid, OpenPass, Pass, PayDebt,
    PayJailFine, ProposeDeal, Roll, Unmortgage,
)
from ubuild_desktop.core.engine.kernel.event_kinds import BANK, EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.traditional.actions import HandToBank, PayIncomeTax
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import RULES_VERSION, WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.money import total_worth
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession, new_state, replay
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.engine.kernel.autoplay import play_out

from .helpers import NAMES, act, board, give, index, place, roll, why

OLD = WHOLE_TABLE_RULES - 1


def begun(players: int = 3, rules_version: int = RULES_VERSION, **house_rules: object) -> TradState:
    """A new game as ``helpers.started`` makes it (decks in file order, seat 0 starts),
    under ``rules_version``."""
    rules = HouseRules(**house_rules)  # type: ignore[arg-type]
    game = Game(board(), NAMES[:players], rules, rules_version=rules_version)
    state = new_state(game)
    for card in game.card_ids:
        act(state, DrawCard(card))
    for p in range(players):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 0 else (1, 2)))
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    return state


def _pass(state: TradState) -> Action:
    """The asked bidder's pass: named in an open auction (rules 3), plain in turn."""
    return OpenPass(state.current_player) if state.book.open_bidding(state) else Pass()


def end_turn_quietly(state: TradState) -> None:
    """The player to act rolls 1 + 2 (unless they already rolled) and ends the turn; a
    property landed on is declined and nobody bids for it."""
    if state.phase is Phase.PRE_ROLL:
        roll(state, 1, 2)
    while state.phase is Phase.BUY or state.phase is Phase.AUCTION:
        act(state, state.legal_actions()[-1] if state.phase is Phase.BUY else _pass(state))
    act(state, EndTurn())


# ------------------------------------------------------------------ receiving a mortgaged title


def mortgaged_station_to_bo(state: TradState) -> None:
    """Ana mortgages North Station (100) and sells it to Bo for 50 during her turn."""
    give(state, 0, "north-station")
    act(state, Mortgage("north-station"))
    act(state, ProposeDeal(0, 1, give=("north-station",), take_cash=50))
    act(state, AcceptDeal())


def test_a_received_mortgaged_title_costs_ten_percent_once_then_lifts_for_its_value_at_the_next_chance() -> None:
    """004: "Un jugador puede vender también una propiedad hipotecada. El nuevo propietario
    deberá pagar inmediatamente la hipoteca y los intereses al banco. Si decidiera mantener
    la deuda con el banco," ...: the partner pays the 10% at once, then at their next
    chance (Bo's own turn) lifts it for the mortgage alone, as a proposer may in the turn
    of the deal: 110% in all, not 120%."""
    state = begun()
    mortgaged_station_to_bo(state)
    interest = [t for t in state.transactions if t.reason is PaymentReason.MORTGAGE_INTEREST]
    assert [(t.payer, t.amount) for t in interest] == [(1, 10)]
    end_turn_quietly(state)  # Ana's turn ends: Bo's chance has not come yet
    assert state.turn == 1 and state.phase is Phase.PRE_ROLL
    assert state.book.lift_cost(state, 5) == 100
    before = state.cash[1]
    act(state, Unmortgage("north-station"))
    assert state.cash[1] == before - 100 and not state.mortgaged[5]
    paid = [t.amount for t in state.transactions if t.payer == 1 and t.about == 5]
    assert sum(paid) == 10 + 100  # 110% in all
    # A new mortgage owes its own 10% (001: "Para cancelar la hipoteca, paga su valor más un 10%").
    act(state, Mortgage("north-station"))
    assert state.book.lift_cost(state, 5) == 110


def test_the_lifting_at_the_mortgage_alone_lasts_until_the_receivers_turn_ends() -> None:
    state = begun()
    mortgaged_station_to_bo(state)
    end_turn_quietly(state)  # Ana
    end_turn_quietly(state)  # Bo's turn passes without lifting it
    assert state.turn == 2 and state.book.lift_cost(state, 5) == 110


def test_a_creditor_who_receives_a_mortgaged_title_pays_ten_percent_once() -> None:
    """001: "Si debes a otro jugador, transfiérele las propiedades hipotecadas"; 004: the 10%
    at once, then the mortgage alone at the creditor's next chance."""
    state = begun()
    give(state, 1, "tinker-row")
    state.buildings[3] = 5
    state.touched()
    give(state, 0, "north-station")
    state.mortgaged[5] = True
    state.touched()
    state.cash[0] = 100
    roll(state, 1, 2)  # Tinker Row's hotel: 450
    act(state, DeclareBankruptcy())
    assert state.owner[5] == 1 and state.turn == 1 and state.phase is Phase.PRE_ROLL
    assert state.book.lift_cost(state, 5) == 100


def test_under_older_rules_the_receiver_pays_the_ten_percent_again_at_their_turn() -> None:
    state = begun(rules_version=OLD)
    mortgaged_station_to_bo(state)
    end_turn_quietly(state)
    assert state.turn == 1 and state.book.lift_cost(state, 5) == 110


# ------------------------------------------------------------------ a mortgaged title to the bank


def owing_the_bank(rules_version: int = RULES_VERSION, **house_rules: object) -> TradState:
    """Ana, with 50 and two mortgaged stations, owes the Income Tax's 200 (the fixed way)."""
    state = begun(rules_version=rules_version, **house_rules)
    give(state, 0, "north-station", "east-station")
    state.mortgaged[5] = state.mortgaged[15] = True
    state.touched()
    state.cash[0] = 50
    roll(state, 1, 3)
    if state.phase is Phase.INCOME_TAX:
        act(state, PayIncomeTax("fixed"))
    assert state.phase is Phase.RAISE_FUNDS and state.debt is not None and state.debt.amount == 200
    return state


def test_a_mortgaged_title_handed_to_the_bank_counts_as_payment_and_is_auctioned_at_once() -> None:
    """004: "Un jugador puede entregar una propiedad hipotecada al banco como pago de una
    deuda. El banco descontará del valor de la propiedad el 10 % de interés y llevará la
    carta inmediatamente a subasta." North Station's mortgage (100) less the 10%: 90."""
    state = owing_the_bank()
    assert HandToBank("north-station") in state.legal_actions()
    act(state, HandToBank("north-station"))
    assert state.cash[0] == 50 + 90 and state.owner[5] == BANK and not state.mortgaged[5]
    assert state.phase is Phase.AUCTION and state.auction is not None and state.auction.district == 5
    texts = [e.text for e in state.events if e.kind == EventKind.TITLE_HANDED_TO_BANK]
    assert texts == ["Ana handed the mortgaged North Station to the bank as payment: it counts for 90, "
                     "and the bank auctions it"]
    while state.phase is Phase.AUCTION:  # nobody bids: it stays with the bank
        assert OpenBid(0, 10) not in state.legal_actions()  # the debtor may not buy it back
        act(state, OpenPass(state.current_player))
    # The debt falls due again: 140 is still short of 200.
    assert state.phase is Phase.RAISE_FUNDS and state.debt is not None and state.debt.amount == 200
    assert state.owner[5] == BANK
    act(state, HandToBank("east-station"))
    while state.phase is Phase.AUCTION:
        act(state, OpenPass(state.current_player))
    # 230 now: the debt is paid at once, and the turn goes on.
    assert state.phase is Phase.POST_ROLL and state.debt is None and state.cash[0] == 30
    assert state.bank_received == 200 and state.bank_paid == 90 + 90


def test_without_auctions_a_handed_title_stays_with_the_bank() -> None:
    state = owing_the_bank(auctions=False)
    act(state, HandToBank("north-station"))
    assert state.phase is Phase.RAISE_FUNDS and state.owner[5] == BANK and state.cash[0] == 140


def test_only_a_mortgaged_title_of_ones_own_may_be_handed_over_and_only_under_the_new_rules() -> None:
    state = owing_the_bank()
    give(state, 1, "west-station")
    assert why(state, HandToBank("west-station")) == "you do not own that district"
    give(state, 0, "south-station")
    assert why(state, HandToBank("south-station")) == "it is not mortgaged"
    old = owing_the_bank(rules_version=OLD)
    assert HandToBank("north-station") not in old.legal_actions()
    assert why(old, HandToBank("north-station")) == "this game was started under older rules, which do not allow that"


def test_computer_players_hand_titles_over_only_when_that_pays_the_debt() -> None:
    for strength in ("simple", "good"):
        state = owing_the_bank()
        choice = computer_player(strength, 1).decide(state, 0)
        assert isinstance(choice, HandToBank), strength
    state = owing_the_bank()
    state.cash[0] = 10  # 10 + 90 + 90 < 200: handing them over cannot pay it
    assert isinstance(computer_player("good", 1).decide(state, 0), DeclareBankruptcy)


# ------------------------------------------------------------------ Income Tax


def test_the_income_tax_lander_chooses_the_fixed_amount_or_ten_percent_of_their_total_worth() -> None:
    """002: "Cuando el jugador llegue a “Impuesto sobre la Renta”, tiene dos opciones: él
    podrá calcular su impuesto a S/. 200 y pagárselos a Banco o podrá pagar el 10% de todo su
    valor ... se incluye el dinero en efectivo, precio indicado de las propiedades
    hipotecadas y el precio o costos" of the buildings."""
    state = begun()
    give(state, 0, "north-station", "cobbler-lane", "tinker-row")
    state.mortgaged[5] = True
    state.buildings[1] = 1
    state.touched()
    roll(state, 1, 3)
    assert state.phase is Phase.INCOME_TAX and state.current_player == 0
    assert state.legal_actions() == [PayIncomeTax("fixed"), PayIncomeTax("share")]
    worth = 1500 + 200 + 60 + 60 + 50  # cash, printed prices (the mortgaged one's too), a house at cost
    assert total_worth(state, 0) == worth
    act(state, PayIncomeTax("share"))
    assert state.cash[0] == 1500 - worth // 10 and state.phase is Phase.POST_ROLL
    assert [e.text for e in state.events if e.kind == EventKind.INCOME_TAX_CHOSEN] == [
        f"Ana chose to pay 10% of their total worth of {worth:,} as Income Tax: {worth // 10}"]


def test_the_fixed_way_pays_the_printed_tax_and_a_short_lander_owes_it() -> None:
    state = begun()
    state.cash[0] = 150
    roll(state, 1, 3)
    act(state, PayIncomeTax("fixed"))
    assert state.phase is Phase.RAISE_FUNDS and state.debt is not None and state.debt.amount == 200
    assert why(state, PayIncomeTax("share")) is not None  # the choice is made


def test_the_luxury_tax_and_older_games_have_no_choice() -> None:
    state = begun()
    place(state, 0, "chance-3")  # 36 + 2 = Luxury Tax
    roll(state, 1, 1)
    assert state.phase is Phase.POST_ROLL and state.cash[0] == 1400
    old = begun(rules_version=OLD)
    roll(old, 1, 3)
    assert old.phase is Phase.POST_ROLL and old.cash[0] == 1300
    assert why(old, PayIncomeTax("share")) is not None


@pytest.mark.parametrize("strength", ["simple", "good"])
def test_computer_players_choose_the_cheaper_way(strength: str) -> None:
    state = begun()
    roll(state, 1, 3)  # worth 1,500: 150 is cheaper than 200
    assert computer_player(strength, 3).decide(state, 0) == PayIncomeTax("share")
    rich = begun()
    rich.cash[0] = 2500
    roll(rich, 1, 3)  # worth 2,500: 200 is cheaper than 250
    assert computer_player(strength, 3).decide(rich, 0) == PayIncomeTax("fixed")


# ------------------------------------------------------------------ the jail fine


def jailed_ana(rules_version: int = RULES_VERSION) -> TradState:
    """Ana in jail from an earlier turn: her turn begins there."""
    state = begun(rules_version=rules_version)
    state.in_jail[0] = True
    state.position[0] = state.game.jail
    return state


def test_the_jail_fine_may_be_paid_at_any_moment_of_the_next_two_turns() -> None:
    """002: "Pagando los S/. 50 antes de lanzar los dados o en cualquier momento de sus
    próximos dos turnos." Ana fails to roll a double, then pays: she is free, and moves
    with her next turn's roll."""
    state = jailed_ana()
    roll(state, 1, 2)
    assert state.in_jail[0] and state.phase is Phase.POST_ROLL and state.jail_turns[0] == 1
    assert PayJailFine() in state.legal_actions()
    act(state, PayJailFine())
    assert not state.in_jail[0] and state.cash[0] == 1450 and state.position[0] == state.game.jail
    assert state.phase is Phase.POST_ROLL
    act(state, EndTurn())
    end_turn_quietly(state)  # Bo
    end_turn_quietly(state)  # Cy
    roll(state, 1, 2)
    assert state.position[0] == state.game.jail + 3


def test_the_fine_after_the_second_failed_roll_too() -> None:
    state = jailed_ana()
    state.jail_turns[0] = 1
    roll(state, 1, 2)
    assert state.jail_turns[0] == 2
    act(state, PayJailFine())
    assert not state.in_jail[0]


def test_no_fine_after_the_roll_that_sent_one_to_jail_nor_under_older_rules() -> None:
    """004: "Cuando un jugador ha sido enviado a la cárcel, debe esperar el próximo turno
    para liberarse, sea cual sea la manera en que lo haga." """
    state = begun()
    state.position[0] = index(state, "go-to-jail") - 3
    roll(state, 1, 2)
    assert state.in_jail[0] and state.phase is Phase.POST_ROLL
    assert PayJailFine() not in state.legal_actions()
    assert why(state, PayJailFine()) == "the fine is paid before rolling, or after a roll in a turn you began in jail"
    old = jailed_ana(rules_version=OLD)
    roll(old, 1, 2)
    assert old.in_jail[0] and PayJailFine() not in old.legal_actions() and why(old, PayJailFine()) is not None


# ------------------------------------------------------------------ double rent beside a mortgaged street


def test_a_whole_group_still_charges_double_beside_a_mortgaged_street() -> None:
    """002: "Esta regla aplica también cuando una de las propiedades del mismo color y grupo
    está hipotecada, al caer en las otras se deberán pagar renta doble"; 004 on mortgages:
    "El jugador tampoco puede construir sobre otras propiedades del mismo color, pero sí
    puede cobrar alquiler de ellas y cargar el doble por tener todo el grupo de color bajo su
    posesión." """
    state = begun()
    give(state, 1, "cobbler-lane", "tinker-row")
    state.mortgaged[1] = True
    state.touched()
    roll(state, 1, 2)  # Tinker Row: 4, doubled
    assert state.cash[0] == 1500 - 8


def test_older_games_keep_a_mortgaged_street_from_doubling() -> None:
    state = begun(rules_version=OLD)
    give(state, 1, "cobbler-lane", "tinker-row")
    state.mortgaged[1] = True
    state.touched()
    roll(state, 1, 2)
    assert state.cash[0] == 1500 - 4


def test_the_house_rule_is_saved_with_the_game() -> None:
    game = Game(board(), NAMES[:2], HouseRules(mortgage_breaks_double=True))
    session = TradSession(game, 5)
    again = parse_game(dump_game(session))
    assert again.game.house_rules.mortgage_breaks_double and not again.game.double_beside_mortgage
    assert HouseRules.from_json({}).mortgage_breaks_double is False  # older files: off


# ------------------------------------------------------------------ whole games, old and new


@pytest.mark.parametrize("rules_version", [OLD, RULES_VERSION])
def test_computer_games_play_to_their_end_and_replay_exactly(rules_version: int) -> None:
    for seed in (3, 8):
        game = Game(board(), NAMES[:4], rules_version=rules_version)
        session = TradSession(game, seed)
        play_out(session, [computer_player("good" if i % 2 else "simple", seed * 10 + i) for i in range(4)])
        state = session.state
        assert state.phase is Phase.GAME_OVER
        assert replay(game, state.history) == state
        again = parse_game(dump_game(session))
        assert again.game.rules_version == rules_version and again.state == state
