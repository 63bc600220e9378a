"""The traditional game's rules, one scenario per rule, each quoting the seed it checks
(Spanish, with the seed's file name: 001_cfd8aa53a7548c84.txt, 002_b5bd458ce09a2830.txt,
004_6b738931fd294c78.txt). Positions are reached by real actions; a test sets an owner,
a position or the top card directly only where a deal or earlier turns would get there.
"""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal, Buy, DeclareBankruptcy, Dice, DrawCard, EndTurn, IllegalActionError, Mortgage, OpenBid, OpenPass, PayDebt,
    PayJailFine, ProposeDeal, Roll, StartAuction, Unmortgage,
)
from ubuild_desktop.core.engine.kernel.event_kinds import BANK, EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.phases import END_BANKRUPTCY, END_ROUND_LIMIT, Phase
from ubuild_desktop.core.engine.traditional.actions import (
    BuildHouse, DealTitle, PayIncomeTax, SellBuilding, SellGroupBuildings, TradeDeal, UseJailCard,
)
from ubuild_desktop.core.engine.traditional.ending import standings
from ubuild_desktop.core.engine.traditional.session import new_state
from ubuild_desktop.core.engine.traditional.state import TradState

from .helpers import act, conserved, game, give, index, place, roll, started, why

S001 = "001_cfd8aa53a7548c84.txt"
S002 = "002_b5bd458ce09a2830.txt"
S004 = "004_6b738931fd294c78.txt"


def top(state: TradState, card_id: str) -> None:
    """Put ``card_id`` on top of its pile (as the shuffle could have)."""
    c = state.game.card_index[card_id]
    pile = state.piles[state.game.card_deck[c]]
    pile.remove(c)
    pile.insert(0, c)


def draw(state: TradState) -> None:
    """The CHANCE player draws the top card of the pile the game waits on."""
    assert state.phase is Phase.DRAW
    (action, _), = state.book.chance_outcomes(state)
    act(state, action)


def kinds(state: TradState, start: int = 0) -> list[str]:
    return [e.kind for e in state.events[start:]]


# ------------------------------------------------------------------ setting out


def test_everyone_starts_with_1500() -> None:
    """001: "Cada jugador empieza con 1.500." """
    state = new_state(game(4))
    assert state.cash == [1500] * 4


def test_the_highest_roller_starts_and_ties_roll_again() -> None:
    """001: "Todos lanzan los dos dados; empieza la tirada más alta." """
    state = new_state(game(3))
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    for dice in ((3, 4), (5, 2), (1, 1)):  # 7, 7, 2: Ana and Bo tie
        roll_off(state, dice)
    assert state.phase is Phase.ROLL_OFF and state.rolloff_turn == [0, 1]
    roll_off(state, (1, 2))
    roll_off(state, (6, 5))
    assert state.phase is Phase.PRE_ROLL and state.turn == 1 and state.starter == 1


def roll_off(state: TradState, dice: tuple[int, int]) -> None:
    act(state, Roll())
    act(state, Dice(dice))


def test_the_decks_are_shuffled_by_the_chance_player() -> None:
    """001: "Barajad Suerte y Caja de Comunidad y colocad los mazos boca abajo." """
    state = new_state(game(2))
    outcomes = state.book.chance_outcomes(state)
    assert len(outcomes) == 16 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    assert [len(p) for p in state.piles.values()] == [16, 16]


# ------------------------------------------------------------------ dice and GO


def test_a_double_rolls_again_and_the_third_goes_to_jail() -> None:
    """001: "Si sacas dobles, vuelve a lanzar y juega otro turno. Si sacas dobles tres veces
    seguidas, ve directamente a la Cárcel y no completes el tercer turno." """
    state = started()
    roll(state, 1, 1)  # 2: a chest space
    draw(state)  # chest-01: to GO
    assert state.extra_roll and why(state, EndTurn()) is not None
    roll(state, 2, 2)  # GO + 4: income tax
    act(state, PayIncomeTax("fixed"))
    assert state.extra_roll
    roll(state, 3, 3)
    assert state.in_jail[0] and state.position[0] == state.game.jail
    assert not state.extra_roll and state.phase is Phase.POST_ROLL
    assert [e.get("why") for e in state.events if e.kind == EventKind.JAILED] == ["third double"]


def test_passing_go_pays_the_salary() -> None:
    """001: "SALIDA: cobra 200 al pasar o caer en SALIDA." """
    state = started()
    place(state, 0, "luxury-tax")  # 38
    roll(state, 1, 2)  # 38 + 3 = 1: cobbler lane
    assert state.cash[0] == 1700
    assert state.position[0] == 1 and state.phase is Phase.BUY


def test_the_salary_twice_in_a_turn_with_a_card() -> None:
    """002: "Si el jugador en la lanzada de los dados pasa por “Salida” y cae en el lugar de
    SUERTE, O TESORO y toma una tarjeta que dice “Avance hasta Salida” el cobra S/. 200 por
    pasar por “Salida” la primera vez y los otros S/. 200, es decir, la segunda vez" """
    state = started()
    place(state, 0, "luxury-tax")  # 38
    roll(state, 1, 3)  # 38 + 4 = 2: a chest space, passing GO
    draw(state)  # chest-01: advance to GO
    assert state.position[0] == 0
    assert state.cash[0] == 1500 + 2 * 200


def test_go_to_jail_pays_no_salary_and_ends_the_turn() -> None:
    """001: "Ve a la Cárcel: ve directamente a la Cárcel, no cobres 200 por pasar por SALIDA y
    termina el turno." """
    state = started()
    place(state, 0, "reservoir")  # 28
    roll(state, 1, 1)  # a double onto Go to Jail: no roll again
    assert state.in_jail[0] and state.cash[0] == 1500 and not state.extra_roll
    assert state.phase is Phase.POST_ROLL and why(state, EndTurn()) is None


# ------------------------------------------------------------------ buying and auctions


def test_buy_at_the_printed_price() -> None:
    """001: "Al caer en una calle, estación o servicio sin dueño, debes comprarlo por el
    precio impreso o dejar que el Banquero lo subaste." """
    state = started()
    roll(state, 2, 3)  # 5: north station, 200
    act(state, Buy())
    assert state.owner[5] == 0 and state.cash[0] == 1300 and state.phase is Phase.POST_ROLL


def test_the_auction_starts_at_10_and_the_decliner_may_bid() -> None:
    """001: "La subasta empieza en 10. Puede pujar cualquier jugador, incluido quien rechazó
    comprar. Las pujas pueden aumentar de 1" """
    state = started()
    roll(state, 2, 3)
    act(state, StartAuction())
    assert state.phase is Phase.AUCTION and state.current_player == 0
    assert why(state, OpenBid(0, 9)) is not None
    act(state, OpenBid(0, 10))  # the decliner bids
    act(state, OpenBid(1, 11))  # Bo raises by 1
    act(state, OpenPass(2))  # Cy
    act(state, OpenBid(0, 12))  # Ana
    act(state, OpenPass(1))  # Bo
    act(state, OpenPass(2))  # Cy, asked again
    assert state.owner[5] == 0 and state.cash[0] == 1500 - 12 and state.phase is Phase.POST_ROLL


def test_no_auctions_house_rule_leaves_it_with_the_bank() -> None:
    """House rule "no auctions" (issue 14); 001's rule is the auction."""
    state = started(auctions=False)
    roll(state, 2, 3)
    act(state, StartAuction())
    assert state.owner[5] == -1 and state.phase is Phase.POST_ROLL
    assert EventKind.DECLINED_TO_BUY in kinds(state)


# ------------------------------------------------------------------ rent


def test_street_rent_and_the_whole_group_doubles_it() -> None:
    """001: "Calles: paga el alquiler indicado en el título." "Un grupo de color completo
    duplica el alquiler base de sus calles sin construir." """
    state = started()
    give(state, 1, "tinker-row")
    roll(state, 1, 2)  # 3: tinker row, rent 4
    assert state.cash == [1496, 1504, 1500]
    act(state, EndTurn())
    give(state, 0, "cobbler-lane", "tinker-row")
    place(state, 1, "go")
    roll(state, 1, 2)  # Bo on tinker row: Ana holds the brown group, 2 x 4
    assert state.cash[1] == 1504 - 8 and state.cash[0] == 1496 + 8


def test_rent_paid_is_told_as_paid_and_rent_not_paid_as_owed() -> None:
    """Issue 23: the log said "owes" of rent already paid."""
    state = started()
    give(state, 1, "tinker-row")
    roll(state, 1, 2)  # 3: tinker row, rent 4, paid at once
    assert [e.text for e in state.events if e.kind == "rent_due"] == ["Ana paid Bo 4 rent for Tinker Row"]
    act(state, EndTurn())
    give(state, 0, "tinker-row")
    place(state, 1, "go")
    state.cash[1] = 3
    roll(state, 1, 2)  # Bo has $3 of the $4
    assert [e.text for e in state.events if e.kind == "rent_due"][-1] == "Bo owes Ana 4 rent for Tinker Row"
    assert state.phase is Phase.RAISE_FUNDS


def test_a_mortgaged_street_in_the_group_cancels_the_doubling_as_a_house_rule() -> None:
    """004 on landing (a house rule, off by default): "Si hay alguna propiedad hipotecada de
    este color, no se puede cobrar el doble, ya que se considera incompleto el grupo." """
    state = started(mortgage_breaks_double=True)
    give(state, 1, "cobbler-lane", "tinker-row")
    state.mortgaged[1] = True
    state.touched()
    roll(state, 1, 2)
    assert state.cash[0] == 1500 - 4


def test_a_mortgaged_property_charges_no_rent() -> None:
    """001: "Una propiedad hipotecada no cobra alquiler." """
    state = started()
    give(state, 1, "tinker-row")
    state.mortgaged[3] = True
    state.touched()
    roll(state, 1, 2)
    assert state.cash[0] == 1500


def test_stations_charge_by_how_many_the_owner_holds() -> None:
    """001: "Estaciones: el alquiler depende de cuántas estaciones tenga el dueño." """
    state = started()
    give(state, 1, "north-station", "east-station", "south-station")
    roll(state, 2, 3)
    assert state.cash[0] == 1500 - 100


def test_utilities_charge_4_or_10_times_the_dice() -> None:
    """001: "Servicios: con 1 servicio, el alquiler es 4× la tirada; con 2, es 10×." """
    state = started()
    give(state, 1, "power-station")
    place(state, 0, "jail")
    roll(state, 1, 1)  # 12
    assert state.cash[0] == 1500 - 8
    give(state, 1, "reservoir")
    state.mortgaged[28] = True  # 004: "cuando ... una de ellas está hipotecada, igualmente cobra 10 veces"
    state.touched()
    place(state, 0, "jail")
    roll(state, 1, 1)
    assert state.cash[0] == 1500 - 8 - 20


def test_an_owner_in_jail_still_collects_rent() -> None:
    """001: "En la Cárcel aún puedes cobrar alquileres, pujar, comprar Casas y Hoteles,
    hipotecar y negociar." """
    state = started()
    give(state, 1, "tinker-row")
    state.in_jail[1] = True
    roll(state, 1, 2)
    assert state.cash[1] == 1504


# ------------------------------------------------------------------ cards


def test_a_card_goes_under_its_deck() -> None:
    """001: "Suerte / Caja de Comunidad: roba la carta superior, aplícala y colócala debajo
    del mazo." """
    state = started()
    top(state, "chance-11")
    roll(state, 3, 4)  # 7: chance
    draw(state)
    assert state.cash[0] == 1550
    assert state.game.card_ids[state.piles["chance"][-1]] == "chance-11"


def test_nearest_station_charges_double_rent() -> None:
    """Issue 14: "nearest station at double rent"; 004: "el jugador debe moverse hacia la más
    cercana en la dirección del tablero (no hacia atrás)." """
    state = started()
    give(state, 1, "east-station")
    top(state, "chance-05")
    roll(state, 3, 4)  # 7 -> the nearest station ahead is east (15), not north (5)
    draw(state)
    assert state.position[0] == 15 and state.cash[0] == 1500 - 50


def test_nearest_utility_rolls_again_for_ten_times() -> None:
    """004: "Si una carta de Suerte envía al jugador s la empresa de servicio público, el
    jugador sí debe tirar los dados para calcular el alquiler que debe." """
    state = started()
    give(state, 1, "power-station")
    top(state, "chance-04")
    roll(state, 3, 4)
    draw(state)
    assert state.position[0] == 12 and state.phase is Phase.ROLL
    act(state, Dice((2, 3)))
    assert state.cash[0] == 1500 - 50 and state.position[0] == 12


def test_go_back_three_and_land() -> None:
    """Chance: "Go back three spaces" (a standard effect)."""
    state = started()
    top(state, "chance-09")
    roll(state, 3, 4)
    draw(state)
    act(state, PayIncomeTax("fixed"))
    assert state.position[0] == 4 and state.cash[0] == 1500 - 200  # income tax


def test_repairs_per_house_and_per_hotel() -> None:
    """Issue 14: "Repairs are paid per house and per hotel." """
    state = started()
    give(state, 0, "cobbler-lane", "tinker-row")
    state.buildings[1], state.buildings[3] = 5, 2
    state.touched()
    top(state, "chance-13")
    roll(state, 3, 4)
    draw(state)
    assert state.cash[0] == 1500 - (2 * 25 + 100)


def test_pay_each_player_and_collect_from_each() -> None:
    """Chance "pay each player 50", Community Chest "collect 10 from each player"."""
    state = started()
    top(state, "chance-15")
    roll(state, 3, 4)
    draw(state)
    assert state.cash == [1400, 1550, 1550]
    state = started()
    top(state, "chest-09")
    roll(state, 1, 1)
    draw(state)
    assert state.cash == [1520, 1490, 1490]


def test_jail_card_kept_used_and_returned_under_its_deck() -> None:
    """002: "Las tarjetas para salir de la Cárcel serán guardadas hasta el momento en que se
    use y luego se devolverá al paquete." 001: "Usa una carta Sal de la Cárcel gratis al
    principio del turno, luego tira y mueve." """
    state = started()
    top(state, "chance-12")
    roll(state, 3, 4)
    draw(state)
    c = state.game.card_index["chance-12"]
    assert state.card_holder == {c: 0} and c not in state.piles["chance"]
    state.in_jail[0] = True
    act(state, EndTurn())
    for _ in range(2):
        roll(state, 1, 2)
        if state.phase is Phase.BUY:
            act(state, StartAuction())
            while state.phase is Phase.AUCTION:
                act(state, OpenPass(state.current_player))
        act(state, EndTurn())
    assert state.turn == 0 and state.in_jail[0]
    act(state, UseJailCard())
    assert not state.in_jail[0] and state.piles["chance"][-1] == c and not state.card_holder
    assert state.phase is Phase.PRE_ROLL


# ------------------------------------------------------------------ taxes and Free Parking


def test_taxes_are_paid_to_the_bank() -> None:
    """001: "Impuestos: paga al Banco la cantidad indicada." """
    state = started()
    roll(state, 1, 3)
    act(state, PayIncomeTax("fixed"))
    assert state.cash[0] == 1300 and state.bank_received == 200


def test_free_parking_does_nothing_by_default() -> None:
    """001: "Parking gratuito: no ocurre nada." """
    state = started()
    place(state, 0, "chest-2")  # 17
    roll(state, 1, 2)
    assert state.position[0] == 20 and state.cash[0] == 1500


def test_free_parking_pot_house_rule() -> None:
    """House rule (issue 14): "a Free Parking pot from taxes and fines"."""
    state = started(free_parking_pot=True)
    roll(state, 1, 3)  # income tax 200 into the pot
    act(state, PayIncomeTax("fixed"))
    assert state.pot == 200
    # The log says where the money went: paid to the bank, then into the pot.
    texts = [event.text for event in state.events[-3:]]
    assert texts[-2:] == ["Ana paid the bank 200 (tax)", "200 from Ana went into the Free Parking pot (now 200)"], texts
    act(state, EndTurn())
    place(state, 1, "chest-2")  # 17
    roll(state, 1, 2)  # Bo lands on Free Parking
    assert state.cash[1] == 1700 and state.pot == 0 and conserved(state)
    assert state.events[-1].text == "the bank paid Bo 200 (the Free Parking pot)"


def test_without_the_pot_no_money_goes_into_it() -> None:
    state = started()
    roll(state, 1, 3)  # income tax 200, to the bank only
    act(state, PayIncomeTax("fixed"))
    assert state.pot == 0 and not any(event.kind == "pot_fed" for event in state.events)


# ------------------------------------------------------------------ jail


def test_pay_the_fine_before_rolling() -> None:
    """001: "Paga 50 al principio del siguiente turno, luego tira y mueve con normalidad." """
    state = started()
    state.in_jail[0] = True
    state.position[0] = state.game.jail
    act(state, PayJailFine())
    assert not state.in_jail[0] and state.cash[0] == 1450
    roll(state, 1, 2)
    assert state.position[0] == 13


def test_a_double_in_jail_moves_and_ends_the_turn() -> None:
    """001: "Intenta sacar dobles. Si lo consigues, mueve según la tirada y termina el turno." """
    state = started()
    state.in_jail[0] = True
    state.position[0] = state.game.jail
    roll(state, 2, 2)
    assert not state.in_jail[0] and state.position[0] == 14 and not state.extra_roll


def test_the_third_failed_roll_pays_and_moves() -> None:
    """001: "Puedes intentarlo hasta tres turnos; tras fallar el tercero, paga 50 y mueve con
    esa tirada." """
    state = started(players=2)
    for p in (0, 1):
        state.in_jail[p] = True
        state.position[p] = state.game.jail
    for _ in range(2):
        roll(state, 1, 2)
        assert state.in_jail[0] and state.position[0] == state.game.jail
        act(state, EndTurn())
        roll(state, 1, 2)  # Bo stays in jail too
        act(state, EndTurn())
    roll(state, 1, 2)
    assert not state.in_jail[0] and state.position[0] == 13 and state.cash[0] == 1450


# ------------------------------------------------------------------ houses and hotels


def browns(state: TradState, p: int = 0) -> None:
    give(state, p, "cobbler-lane", "tinker-row")


def test_houses_need_the_whole_group() -> None:
    """001: "Al poseer un grupo de color completo puedes comprar Casas en cualquier momento." """
    state = started()
    give(state, 0, "cobbler-lane")
    assert why(state, BuildHouse("cobbler-lane")) == "you must own the whole colour group"
    browns(state)
    act(state, BuildHouse("cobbler-lane"))
    assert state.buildings[1] == 1 and state.cash[0] == 1450 and state.houses_left == 31


def test_build_evenly() -> None:
    """001: "Debes construir de forma uniforme: ninguna calle puede tener una segunda Casa
    hasta que todas tengan una. Máximo: 4 Casas por calle." """
    state = started()
    browns(state)
    act(state, BuildHouse("cobbler-lane"))
    assert why(state, BuildHouse("cobbler-lane")) is not None
    act(state, BuildHouse("tinker-row"))
    act(state, BuildHouse("cobbler-lane"))
    assert state.buildings[1] == 2 and state.buildings[3] == 1


def test_a_hotel_after_four_houses_on_every_street() -> None:
    """001: "Cuando todas las calles del grupo tienen 4 Casas, puedes cambiar las 4 Casas de
    una calle por un Hotel pagando su coste. Máximo: 1 Hotel por calle." """
    state = started()
    browns(state)
    for _ in range(4):
        act(state, BuildHouse("cobbler-lane"))
        act(state, BuildHouse("tinker-row"))
    assert state.houses_left == 24
    act(state, BuildHouse("cobbler-lane"))
    assert state.buildings[1] == 5 and state.hotels_left == 11 and state.houses_left == 28
    assert why(state, BuildHouse("cobbler-lane")) == "the street has its hotel already"
    assert state.cash[0] == 1500 - 9 * 50


def test_no_building_on_a_group_with_a_mortgage() -> None:
    """001: "No puedes construir en un grupo si alguna de sus propiedades está hipotecada." """
    state = started()
    browns(state)
    act(state, Mortgage("tinker-row"))
    assert why(state, BuildHouse("cobbler-lane")) == "a street of the group is mortgaged"


def test_the_bank_runs_out_of_houses() -> None:
    """001: "Si el Banco no tiene edificios, nadie puede comprar más hasta que alguno sea
    devuelto." """
    state = started()
    browns(state)
    state.houses_left = 0
    assert why(state, BuildHouse("cobbler-lane")) == "the bank has no houses left"
    assert not [a for a in state.book.legal_actions(state) if isinstance(a, BuildHouse)]


def test_the_last_houses_are_auctioned_when_several_players_want_them() -> None:
    """001: "Si varios jugadores quieren la última Casa o Hotel disponible, el Banquero lo
    subasta." 004: "La subasta comienza a partir del precio más bajo indicado en los
    diversos títulos de propiedad de los jugadores implicados." """
    state = started()
    browns(state)
    give(state, 1, "harbour-steps", "gull-street", "anchor-road")
    state.houses_left = 1
    act(state, BuildHouse("cobbler-lane"))
    assert state.phase is Phase.BUILDING_AUCTION and state.auction is not None
    assert state.auction.bidders == [0, 1] and state.current_player == 0
    assert why(state, OpenBid(0, 49)) is not None  # both groups' houses cost 50
    # The bids are offered too (a computer player picks from the list: without them the
    # auction could only end unsold, and the builder asked again forever).
    assert OpenBid(0, 50) in state.book.legal_actions(state)
    act(state, OpenBid(0, 50))
    assert OpenBid(1, 51) in state.book.legal_actions(state)  # bids rise by 1
    act(state, OpenBid(1, 60))  # Bo
    act(state, OpenPass(0))  # Ana
    assert state.buildings[6] == 1 and state.houses_left == 0 and state.cash[1] == 1440
    assert state.buildings[1] == 0 and state.phase is Phase.PRE_ROLL and conserved(state)
    assert why(state, BuildHouse("cobbler-lane")) == "the bank has no houses left"


def test_one_player_wanting_the_last_house_buys_it() -> None:
    """001: the auction is for when "varios jugadores quieren la última Casa"."""
    state = started()
    browns(state)
    state.houses_left = 1
    act(state, BuildHouse("cobbler-lane"))
    assert state.buildings[1] == 1 and state.cash[0] == 1450 and state.phase is Phase.PRE_ROLL


def test_sell_evenly_at_half_price() -> None:
    """004: "El jugador si puede revender casas y hoteles al banco, que pagará la mitad del
    precio de compra. De la misma manera que los hoteles y las casas se incrementaron a la
    par, deben disminuir a la par." """
    state = started()
    browns(state)
    state.buildings[1], state.buildings[3] = 2, 1
    state.touched()
    state.houses_left -= 3
    assert why(state, SellBuilding("tinker-row")) is not None
    act(state, SellBuilding("cobbler-lane"))
    assert state.buildings[1] == 1 and state.cash[0] == 1525 and state.houses_left == 30


def test_a_hotel_sells_for_half_of_five_houses() -> None:
    """004: "Si todos los hoteles son vendidos y no convertidos en casa, el banco los compra
    por la mitad del precio de cinco casas de aquel Título de Propiedad." """
    state = started()
    browns(state)
    state.buildings[1], state.buildings[3] = 5, 5
    state.touched()
    state.hotels_left -= 2
    state.houses_left = 3  # too few to break a hotel into houses
    assert why(state, SellBuilding("cobbler-lane")) is not None
    act(state, SellGroupBuildings("cobbler-lane"))
    assert state.buildings[1] == state.buildings[3] == 0 and state.hotels_left == 12
    assert state.cash[0] == 1500 + 2 * (5 * 50 // 2)


def test_building_in_jail_house_rule() -> None:
    """001: "En la Cárcel aún puedes ... comprar Casas y Hoteles" (the default); the house
    rule may forbid it."""
    state = started()
    browns(state)
    state.in_jail[0] = True
    assert why(state, BuildHouse("cobbler-lane")) is None
    state = started(build_in_jail=False)
    browns(state)
    state.in_jail[0] = True
    assert why(state, BuildHouse("cobbler-lane")) == "you cannot build while in jail"


# ------------------------------------------------------------------ mortgages


def test_a_mortgage_pays_half_the_price_and_lifting_costs_ten_percent_more() -> None:
    """001: "Da la vuelta al título y recibe el valor hipotecario. Para cancelar la hipoteca,
    paga su valor más un 10%." """
    state = started()
    give(state, 0, "north-station")
    act(state, Mortgage("north-station"))
    assert state.cash[0] == 1600
    act(state, Unmortgage("north-station"))
    assert state.cash[0] == 1600 - 110


def test_no_mortgage_while_the_group_has_buildings() -> None:
    """001: "Antes de hipotecar una propiedad, vende al Banco todos los edificios de su grupo
    por la mitad de su precio." """
    state = started()
    browns(state)
    act(state, BuildHouse("cobbler-lane"))
    assert why(state, Mortgage("tinker-row")) == "sell the buildings of its colour group first"


# ------------------------------------------------------------------ deals


def test_deals_with_money_properties_and_jail_cards() -> None:
    """001: "Los jugadores pueden comprar, vender o intercambiar propiedades en cualquier
    momento por dinero, otras propiedades y/o cartas Sal de la Cárcel gratis" """
    state = started()
    give(state, 0, "north-station")
    c = state.game.card_index["chest-05"]
    state.card_holder[c] = 1
    state.piles["chest"].remove(c)
    act(state, TradeDeal(0, 1, give=("north-station",), take_cash=0, give_cash=10, take_cards=("chest-05",)))
    act(state, AcceptDeal())
    assert state.owner[5] == 1 and state.card_holder == {c: 0} and state.cash[:2] == [1490, 1510]
    assert state.phase is Phase.PRE_ROLL


def test_a_jail_card_alone_may_be_given_and_an_empty_deal_is_refused() -> None:
    """002: "Si el jugador que tomó esta tarjeta no desea usarla puede venderla en cualquier
    momento a otro jugador a un precio acordado por ambos": a card is something to hand
    over, for a price or for nothing."""
    state = started()
    c = state.game.card_index["chest-05"]
    state.card_holder[c] = 0
    state.piles["chest"].remove(c)
    assert why(state, TradeDeal(0, 1)) == "the deal is empty"
    act(state, TradeDeal(0, 1, give_cards=("chest-05",)))
    act(state, AcceptDeal())
    assert state.card_holder == {c: 1} and state.cash[:2] == [1500, 1500]


def test_no_deal_for_a_street_whose_group_has_buildings() -> None:
    """001: "Antes de vender o intercambiar una calle, todos los edificios de ese grupo deben
    venderse al Banco. Los edificios no pueden venderse directamente a otro jugador." """
    state = started()
    browns(state)
    act(state, BuildHouse("cobbler-lane"))
    assert why(state, ProposeDeal(0, 1, give=("tinker-row",), take_cash=10)) == (
        "sell the buildings of its colour group first")


def test_a_mortgaged_property_costs_its_new_owner_ten_percent_at_once() -> None:
    """004: "Un jugador puede vender también una propiedad hipotecada. El nuevo propietario
    deberá pagar inmediatamente la hipoteca y los intereses al banco." (Issue 14: the 10% at
    once, plus the mortgage if they lift it now.)"""
    state = started()
    give(state, 0, "north-station")
    act(state, Mortgage("north-station"))
    act(state, ProposeDeal(0, 1, give=("north-station",), take_cash=50))
    act(state, AcceptDeal())
    assert state.cash[1] == 1500 - 50 - 10
    assert state.transactions[-1].reason is PaymentReason.MORTGAGE_INTEREST
    assert state.book.lift_cost(state, 5) == 100  # this turn: the mortgage alone


# ------------------------------------------------------------------ debts and bankruptcy


def test_raise_money_before_going_bankrupt() -> None:
    """001: "Si no puedes pagar una deuda, intenta primero conseguir dinero vendiendo
    edificios y/o hipotecando propiedades." """
    state = started()
    give(state, 1, "tinker-row")
    state.buildings[3] = 5
    state.touched()
    give(state, 0, "north-station", "east-station")
    state.cash[0] = 300
    roll(state, 1, 2)  # rent 450 for a hotel
    assert state.phase is Phase.RAISE_FUNDS and state.debt is not None
    assert why(state, DeclareBankruptcy()) == "you can still raise 500 by mortgaging"
    assert why(state, PayDebt()) is not None
    act(state, Mortgage("north-station"))
    act(state, Mortgage("east-station"))
    act(state, PayDebt())
    assert state.cash[0] == 50 and state.cash[1] == 1950 and state.phase is Phase.POST_ROLL


def test_bankrupt_to_a_player_who_takes_everything() -> None:
    """001: "Si debes a otro jugador, transfiérele las propiedades hipotecadas y las cartas de
    salida de la Cárcel." (Issue 14: mortgaged properties under the 10% rule.)"""
    state = started()
    give(state, 1, "tinker-row")
    state.buildings[3] = 5
    state.touched()
    give(state, 0, "north-station", "cobbler-lane")
    state.mortgaged[5] = True
    state.touched()
    c = state.game.card_index["chance-12"]
    state.card_holder[c] = 0
    state.piles["chance"].remove(c)
    state.cash[0] = 100
    roll(state, 1, 2)
    act(state, DeclareBankruptcy())
    assert state.out[0] and state.owner[5] == 1 and state.owner[1] == 1 and state.card_holder == {c: 1}
    assert state.mortgaged[5]
    interest = [t for t in state.transactions if t.reason is PaymentReason.MORTGAGE_INTEREST]
    assert [(t.payer, t.amount) for t in interest] == [(1, 10)]
    assert state.phase is Phase.PRE_ROLL and state.turn == 1


def test_bankrupt_to_the_bank_which_auctions_everything() -> None:
    """001: "Si debes al Banco, las propiedades vuelven al Banco y se subastan." """
    state = started()
    give(state, 0, "north-station", "east-station")
    state.mortgaged[5] = True
    state.touched()
    state.cash[0] = 50
    roll(state, 1, 3)  # income tax 200; raisable 50 + 100 < 200
    act(state, PayIncomeTax("fixed"))
    assert state.phase is Phase.RAISE_FUNDS
    act(state, DeclareBankruptcy())
    assert state.phase is Phase.AUCTION and state.auction is not None and state.auction.district == 5
    assert 0 not in state.auction.bidders and not state.mortgaged[5]
    act(state, OpenBid(1, 10))
    act(state, OpenPass(2))
    assert state.owner[5] == 1 and state.phase is Phase.AUCTION and state.auction.district == 15


def test_the_last_player_standing_wins() -> None:
    """001: "La partida continúa hasta que queda un solo jugador." """
    state = started(players=2)
    give(state, 1, "tinker-row")
    state.buildings[3] = 5
    state.touched()
    state.cash[0] = 10
    roll(state, 1, 2)
    act(state, DeclareBankruptcy())
    assert state.phase is Phase.GAME_OVER and state.end_reason == END_BANKRUPTCY
    assert standings(state)[0].player == 1 and standings(state)[1].bankrupt


# ------------------------------------------------------------------ house rules


def test_round_limit_ends_with_a_tally() -> None:
    """House rule (issue 14): "a game that ends after ... a number of rounds, with a final
    tally"."""
    state = started(players=2, round_limit=1)
    roll(state, 1, 3)
    act(state, PayIncomeTax("fixed"))
    act(state, EndTurn())
    roll(state, 1, 3)
    act(state, PayIncomeTax("fixed"))
    act(state, EndTurn())
    assert state.phase is Phase.GAME_OVER and state.end_reason == END_ROUND_LIMIT


def test_double_salary_for_landing_exactly_on_go() -> None:
    """House rule (issue 14): "a double salary for landing exactly on GO"."""
    state = started(double_salary_on_go=True)
    place(state, 0, "luxury-tax")
    roll(state, 1, 1)  # 38 + 2 = GO
    assert state.cash[0] == 1900


def test_properties_dealt_at_the_start() -> None:
    """House rule (issue 14): "dealing a few properties at the start"."""
    state = new_state(game(3, dealt_properties=2))
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    assert state.phase is Phase.SHUFFLE
    outcomes = state.book.chance_outcomes(state)
    assert len(outcomes) == 28 and isinstance(outcomes[0][0], DealTitle)
    for d in state.game.properties[:6]:
        act(state, DealTitle(state.game.ids[d]))
    assert state.phase is Phase.ROLL_OFF
    assert sorted(state.owner[d] for d in state.game.properties[:6]) == [0, 0, 1, 1, 2, 2]

