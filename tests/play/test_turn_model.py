"""The turn panel's model, without Qt: for every phase, which sections show and with what.

The model (``play/turn_model.py``) is a pure reading of the engine. These tests build
game states with the engine's scenario helpers and check each section against the
engine's own answers; a random walk through whole games checks the contract the panel
relies on: every action the model holds is legal, and every kind of decision the player
may take has a section.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import CHANCE, State, Phase
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Action,
    Bid,
    OpenBid,
    OpenPass,
    BuildBlocks,
    BuildSkyscraper,
    Buy,
    DeclareBankruptcy,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.game import HAZARD_MOVE_PRICE, JAIL_FINE
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play.turn_model import DoneKind, Heading, PickMode, Situation, TurnModel
from ubuild_desktop.play.ubuild.turn_model import MoveKind, PickKind, turn_model
from tests.engine.helpers import card_on_top, deal, give, land_on, new_state, put, site_touching, space_of


def actions_in(value: Any) -> list[Action]:
    """Every action a model (or a part of one) holds."""
    if isinstance(value, Action):
        return [value]
    if isinstance(value, (tuple, list)):
        return [a for item in value for a in actions_in(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [a for f in dataclasses.fields(value) for a in actions_in(getattr(value, f.name))]
    return []


SECTIONS = ("table_roll", "roll", "jail", "buy", "auction", "done", "end_turn", "sites", "pick", "free_blocks",
            "debt", "deal_answer", "blocks", "mortgages", "deal_button")


def shown(model: TurnModel) -> set[str]:
    """The names of the sections that show."""
    return {name for name in SECTIONS if getattr(model, name) is not None}


def whole_group(state: Any, player: int, group: int = 0) -> list[str]:
    ids = [state.game.districts[d].card.id for d in state.game.groups[group].districts]
    give(state, player, *ids)
    return ids


def free_parking(state: Any) -> None:
    """The player to act lands on Free Parking: the landing is resolved (POST_ROLL)."""
    from ubuild_desktop.core.pieces import SpaceKind

    land_on(state, state.game.space_kinds.index(SpaceKind.FREE_PARKING),
            dice=(3,) if state.game.dice_count == 1 else (1, 2))
    assert state.phase == Phase.POST_ROLL


# ---------------------------------------------------------------------- before the first turn


def test_the_chance_player_shuffling_shows_nothing_to_do() -> None:
    state = State(Game.create(load_builtin("pro"), 3))
    model = turn_model(state)
    assert state.current_player == CHANCE and model.seat is None
    assert model.status.heading is Heading.SHUFFLING and not shown(model) and not model.ranking


def test_roll_off_offers_the_roll_and_at_the_table_the_dice_entry() -> None:
    state = State(Game.create(load_builtin("starter"), 2))
    deal(state)
    model = turn_model(state)
    assert state.phase == Phase.ROLL_OFF and model.seat == 0
    assert model.status.heading is Heading.ROLL_OFF and model.status.situation is Situation.ROLL_OFF
    assert shown(model) == {"roll"}
    assert model.roll is not None and model.roll.action == Roll() and model.roll.dice_count == 1 and not model.roll.in_jail
    state.apply(Roll())
    table = turn_model(state, table_dice=True)
    assert table.table_roll is not None and table.status.seat == 0 and table.status.situation is Situation.ROLL_OFF
    assert not table.status.computer and turn_model(state, {0}, table_dice=True).status.computer
    assert table.table_roll.dice_count == 1 and table.table_roll.roll_id == len(state.history)
    assert table.status.table and table.status.heading is Heading.ROLL_OFF
    assert turn_model(state, table_dice=True, busy=True).table_roll is None  # the dice still tumble
    assert turn_model(state).status.heading is Heading.SHUFFLING  # the program rolls


# ---------------------------------------------------------------------- before the roll


def test_pre_roll_offers_the_roll_mortgages_and_deals() -> None:
    state = new_state("pro")
    model = turn_model(state)
    assert model.seat == 0 and model.status.heading is Heading.TURN
    assert model.status.situation is Situation.FIRST_TURN  # the roll-off's winner starts
    assert shown(model) == {"roll", "deal_button"}  # no district to mortgage yet
    assert model.roll is not None and model.roll.dice_count == 2
    assert model.deal_button is not None and model.deal_button.proposers == (0, 1, 2)
    # The seats the computer plays propose their deals themselves.
    assert turn_model(state, computers={1, 2}).deal_button.proposers == (0,)  # type: ignore[union-attr]
    give(state, 0, "kite-hill")
    model = turn_model(state)
    assert model.mortgages is not None and not model.mortgages.guide
    assert [(c.action, c.value) for c in model.mortgages.choices] == [
        (Mortgage("kite-hill"), state.mortgage_value("kite-hill"))]


def test_a_later_turn_says_where_the_player_stands() -> None:
    state = new_state("pro")
    free_parking(state)
    state.apply(EndTurn())
    model = turn_model(state)
    assert model.seat == 1 and model.status.situation is Situation.ON_SPACE
    assert model.status.cash == state.cash[1] and model.status.space == state.position[1]


def test_in_jail_the_roll_is_for_a_double_and_the_fine_is_offered() -> None:
    state = new_state("pro")
    state.in_jail[0] = True
    state.jail_fails[0] = 1
    state.position[0] = state.game.jail_space
    state.rolls = 1  # not the first turn of the game
    model = turn_model(state)
    assert model.status.situation is Situation.IN_JAIL and model.status.count == 1
    assert model.roll is not None and model.roll.in_jail
    assert model.jail is not None and model.jail.fine == JAIL_FINE and model.jail.action == PayJailFine()
    state.cash[0] = 0
    jail = turn_model(state).jail
    assert jail is not None and jail.action is None  # shown, disabled


# ---------------------------------------------------------------------- buying and auctions


def test_landing_on_a_district_for_sale_offers_buy_and_auction() -> None:
    state = new_state("pro")
    land_on(state, space_of(state, "kite-hill"))
    model = turn_model(state)
    card = state.game.district("kite-hill").card
    assert state.phase == Phase.BUY and model.status.situation is Situation.BUY and model.status.card == card
    assert shown(model) == {"buy", "deal_button"}
    assert model.buy is not None and model.buy.card == card
    assert model.buy.buy == Buy() and model.buy.auction == StartAuction()
    # Only the lander may propose a deal while deciding to buy.
    assert model.deal_button is not None and model.deal_button.proposers == (0,)
    state.cash[0] = card.price - 10
    buy = turn_model(state).buy
    assert buy is not None and buy.buy is None and buy.auction == StartAuction()


def test_an_auction_shows_the_bids_and_the_range_of_the_next_one() -> None:
    state = new_state("pro")
    land_on(state, space_of(state, "kite-hill"))
    state.apply(StartAuction())
    model = turn_model(state)
    assert model.status.heading is Heading.BID and shown(model) == {"auction"}
    auction = model.auction
    assert auction is not None and auction.card == state.game.district("kite-hill").card
    assert auction.bid_range == state.bid_range() and auction.high_bidder == -1 and auction.bidders == (0, 1, 2)
    assert auction.pass_ is None  # the lander opens the bidding
    low, high = auction.bid_range  # type: ignore[misc]
    assert state.is_legal(OpenBid(0, low)) and state.is_legal(OpenBid(0, high)) and not state.is_legal(OpenBid(0, high + 10))
    assert [line.seat for line in auction.open] == [0, 1, 2] and auction.open[0].asked
    state.apply(OpenBid(0, low))
    model = turn_model(state)
    assert model.seat == 1 and model.auction is not None
    assert model.auction.high_bid == low and model.auction.high_bidder == 0 and model.auction.pass_ is not None


# ---------------------------------------------------------------------- after the roll


@pytest.mark.parametrize(("track", "industrial"), [("starter", False), ("classic", True), ("pro", True)])
def test_blocks_on_a_whole_group_with_the_engines_limits(track: str, industrial: bool) -> None:
    state = new_state(track, players=2)
    ids = whole_group(state, 0)
    free_parking(state)
    model = turn_model(state)
    assert model.status.situation is Situation.BUILD_OR_END
    assert {"blocks", "end_turn", "mortgages", "deal_button"} <= shown(model)
    blocks = model.blocks
    assert blocks is not None and blocks.industrial is industrial and blocks.cash == state.cash[0]
    assert [c.district for c in blocks.choices] == sorted(ids, key=lambda x: space_of(state, x))
    for choice in blocks.choices:
        assert choice.options == state.block_options(0, choice.district)
        assert choice.default == (1, 0) and state.is_legal(BuildBlocks(choice.district, *choice.default))
        assert choice.options.max_industrial == 0 or industrial
    assert model.end_turn is not None and model.end_turn.action == EndTurn() and not model.end_turn.roll_again


def test_a_double_ends_the_turn_with_roll_again() -> None:
    state = new_state("pro")
    from ubuild_desktop.core.pieces import SpaceKind

    land_on(state, state.game.space_kinds.index(SpaceKind.FREE_PARKING), dice=(2, 2))
    model = turn_model(state)
    assert model.end_turn is not None and model.end_turn.roll_again


def test_special_buildings_show_only_when_they_may_be_built() -> None:
    state = new_state("pro", players=2)
    free_parking(state)
    assert turn_model(state).sites is None  # nothing to build on
    state2 = new_state("pro", players=2)
    whole_group(state2, 0)
    free_parking(state2)
    sites = turn_model(state2).sites
    assert sites is not None and sites.bonus is None and sites.hazard is None and sites.move is None
    legal = state2.legal_actions()
    kinds = [special for special in BuildingKind if any(a.kind == special.value for a in legal)]
    assert BuildingKind.SKYSCRAPER in kinds and [s.special for s in sites.specials] == kinds
    for section in sites.specials:
        assert list(section.actions) == [a for a in legal if a.kind == section.special.value]


def test_picking_a_special_buildings_site_attaches_it_to_a_district() -> None:
    state = new_state("pro", players=2)
    ids = whole_group(state, 0)
    free_parking(state)
    model = turn_model(state, pick=PickMode(PickKind.SPECIAL, 0, special=BuildingKind.SKYSCRAPER))
    pick = model.pick
    assert pick is not None and model.sites is None  # the picking box replaces the buttons
    options = state.special_sites(0, "skyscraper")
    assert pick.districts == tuple(options) and set(pick.districts) <= set(ids)
    first = pick.districts[0]
    assert pick.mode.district == first and pick.price == state.game.district(first).card.skyscraper_price
    assert [cell for cell, _ in pick.targets] == [c for c in options[first] if state.is_legal(BuildSkyscraper(first, c))]
    assert all(action == BuildSkyscraper(first, cell) for cell, action in pick.targets)
    if len(pick.districts) > 1:
        other = pick.districts[1]
        chosen = turn_model(state, pick=PickMode(PickKind.SPECIAL, 0, special=BuildingKind.SKYSCRAPER, district=other)).pick
        assert chosen is not None and chosen.mode.district == other
        assert all(action == BuildSkyscraper(other, cell) for cell, action in chosen.targets)


def test_a_paid_hazard_move_then_the_owed_second_one() -> None:
    state = new_state("pro")
    give(state, 0, "kite-hill")
    hazard = site_touching(state, "kite-hill")
    put(state, "hazard", hazard, player=1)
    free_parking(state)
    model = turn_model(state)
    legal = [a for a in state.legal_actions() if isinstance(a, MoveHazard)]
    assert legal and model.sites is not None and model.sites.move is not None
    assert model.sites.move.kind is MoveKind.PAID and model.sites.move.price == HAZARD_MOVE_PRICE
    assert list(model.sites.move.actions) == legal
    # The player picks the hazard, then where it goes.
    source = turn_model(state, pick=PickMode(PickKind.MOVE_SOURCE, 0)).pick
    assert source is not None and source.cancellable and [c for c, _ in source.targets] == [hazard]
    # a click on the hazard picks again (the shared panel follows ``further``): where it goes
    assert source.further == ((hazard, PickMode(PickKind.MOVE_TARGET, 0, source=hazard)),)
    target = turn_model(state, pick=PickMode(PickKind.MOVE_TARGET, 0, source=hazard)).pick
    assert target is not None and target.further == ()
    assert target is not None and [a for _, a in target.targets] == [a for a in legal if a.source == hazard]
    # A move that leaves it touching the player's district owes a second one: picking
    # starts by itself and cannot be cancelled; nothing else is offered.
    for move in legal:
        probe = new_state("pro")
        give(probe, 0, "kite-hill")
        put(probe, "hazard", hazard, player=1)
        free_parking(probe)
        probe.apply(move)
        if probe.phase != Phase.PAID_MOVE:
            continue
        owed = turn_model(probe)
        assert owed.status.situation is Situation.PAID_MOVE and owed.status.price == HAZARD_MOVE_PRICE
        assert owed.pick is not None and owed.pick.mode == PickMode(PickKind.MOVE_SOURCE, 0)
        assert not owed.pick.cancellable and owed.end_turn is None and owed.deal_button is None
        break


def test_planning_permission_offers_bonus_hazard_moves_and_decline() -> None:
    state = new_state("pro")
    give(state, 0, "sapphire-point")
    give(state, 1, "kite-hill")
    land_on(state, 14)  # Planning Permission
    model = turn_model(state)
    assert state.phase == Phase.PLANNING and model.status.situation is Situation.PLANNING
    assert shown(model) == {"sites", "done"}
    sites = model.sites
    assert sites is not None and sites.specials == ()
    assert list(sites.bonus or ()) == [a for a in state.legal_actions() if isinstance(a, PlaceBonus)]
    assert list(sites.hazard or ()) == [a for a in state.legal_actions() if isinstance(a, PlaceHazard)]
    assert sites.move is not None and sites.move.kind is MoveKind.PLANNING and sites.move.actions == ()  # no hazard yet
    assert model.done is not None and model.done.kind is DoneKind.DECLINE and model.done.action == Done()
    picking = turn_model(state, pick=PickMode(PickKind.HAZARD, 0))
    assert picking.pick is not None and picking.sites is None and picking.done is not None
    assert [c for c, _ in picking.pick.targets] == state.hazard_sites(0)
    # A pick that is no longer possible, or another player's, is dropped.
    assert turn_model(state, pick=PickMode(PickKind.HAZARD, 1)).pick is None
    assert turn_model(state, pick=PickMode(PickKind.MOVE_SOURCE, 0)).pick is None


def test_free_hazard_moves_keep_the_hazard_picked_until_done() -> None:
    state = new_state("pro")
    give(state, 1, "kite-hill")
    put(state, "hazard", site_touching(state, "kite-hill"), player=0)
    land_on(state, 14)
    source, target = state.hazard_moves()[0]
    state.apply(MoveHazard(source, target))
    assert state.phase == Phase.HAZARD_MOVES
    model = turn_model(state)
    assert model.status.situation is Situation.HAZARD_MOVES and model.status.count == state.free_moves_left
    assert model.pick is not None and model.pick.mode.kind is PickKind.MOVE_SOURCE and not model.pick.cancellable
    assert [c for c, _ in model.pick.targets] == [target]
    assert model.done is not None and model.done.kind is DoneKind.DONE_MOVING


def test_a_free_blocks_card_lists_the_engines_choices() -> None:
    state = new_state("pro")
    give(state, 0, "kite-hill")
    bridge = state.game.bridges[0]
    state.bridge_up[bridge] = True
    card_on_top(state, "prefab-homes")
    land_on(state, bridge)
    state.apply(DrawCard("prefab-homes"))
    model = turn_model(state)
    assert state.phase == Phase.FREE_BLOCKS and shown(model) == {"free_blocks"}
    assert model.status.situation is Situation.FREE_BLOCKS and model.status.count == 2
    free = model.free_blocks
    assert free is not None and free.industrial
    assert list(free.options) == [a for a in state.legal_actions() if isinstance(a, FreeBlocks)]


# ---------------------------------------------------------------------- debts, deals, the end


def _in_debt() -> Any:
    state = new_state("pro", players=2)
    give(state, 1, "observatory-crest")
    give(state, 0, "kite-hill", "tannery-row")
    state.industrial[state.game.district_by_id["observatory-crest"]] = 8
    state.cash[0] = 100
    land_on(state, space_of(state, "observatory-crest"))
    assert state.phase == Phase.RAISE_FUNDS
    return state


def test_a_debt_shows_what_mortgages_could_raise_and_guides_to_them() -> None:
    state = _in_debt()
    model = turn_model(state)
    assert model.status.heading is Heading.RAISE_MONEY and shown(model) == {"debt", "mortgages", "deal_button"}
    debt = model.debt
    assert debt is not None and debt.debt == state.debt and debt.cash == 100
    assert debt.raisable == state.mortgage_value("kite-hill") + state.mortgage_value("tannery-row")
    assert debt.pay is None and debt.bankrupt == DeclareBankruptcy()
    assert model.mortgages is not None and model.mortgages.guide  # the payment is not yet possible
    assert model.deal_button is not None and model.deal_button.proposers == (0,)  # the debtor only


def test_a_deal_on_the_table_is_answered_by_its_partner() -> None:
    state = new_state("pro")
    state.apply(ProposeDeal(0, 2, give_cash=100))
    model = turn_model(state)
    assert model.seat == 2 and model.status.heading is Heading.ANSWER_DEAL and shown(model) == {"deal_answer"}
    answer = model.deal_answer
    assert answer is not None and answer.deal == ProposeDeal(0, 2, give_cash=100)
    assert answer.accept == AcceptDeal() and answer.reject == RejectDeal()


def test_the_end_of_the_game_shows_the_ranking() -> None:
    state = _in_debt()
    state.apply(DeclareBankruptcy())
    model = turn_model(state)
    assert state.is_terminal() and model.ranking and model.seat is None and not shown(model)
    assert model.status.heading is Heading.GAME_OVER and model.status.situation is Situation.GAME_OVER


# ---------------------------------------------------------------------- computers and animations


def test_a_computers_turn_offers_only_deals_to_the_humans() -> None:
    state = new_state("pro")
    model = turn_model(state, computers={0})
    assert model.status.computer and shown(model) == {"deal_button"}
    assert model.deal_button is not None and model.deal_button.proposers == (1, 2)
    assert turn_model(state, computers={0, 1, 2}).deal_button is None  # nobody here to propose
    assert not shown(turn_model(state, computers={0}, busy=True))
    assert not shown(turn_model(state, busy=True)) and not turn_model(state, busy=True).status.computer


# ---------------------------------------------------------------------- the contract


def _offers(state: Any, model: TurnModel) -> set[type]:
    """The kinds of decision the model offers (a bid range stands for Bid, block choices
    for BuildBlocks, the deal button for ProposeDeal)."""
    kinds = {type(a) for a in actions_in(model)}
    if model.auction is not None and model.auction.bid_range is not None:
        kinds.add(Bid)
    if model.auction is not None:  # an open auction: every player's own line
        kinds |= {OpenBid for line in model.auction.open if line.bid_range is not None}
        kinds |= {OpenPass for line in model.auction.open if line.pass_ is not None}
    if model.blocks is not None:
        kinds.add(BuildBlocks)
    if model.deal_button is not None and state.current_player in model.deal_button.proposers:
        kinds.add(ProposeDeal)
    return kinds


@pytest.mark.parametrize(("track", "players", "seed"), [("starter", 2, 1), ("classic", 3, 2), ("pro", 4, 3)])
def test_every_action_in_the_model_is_legal_and_every_decision_has_a_section(track: str, players: int, seed: int) -> None:
    session = Session(Game.create(load_builtin(track), players), seed)
    rng = random.Random(seed)
    phases = set()
    for _ in range(600):
        session.advance()
        state = session.state
        if state.is_terminal():
            break
        model = turn_model(state)
        phases.add(state.phase)
        for action in actions_in(model):
            assert state.is_legal(action), (state.phase, action, state.why_illegal(action))
        legal = state.legal_actions()
        assert {type(a) for a in legal} <= _offers(state, model), state.phase
        if model.pick is not None:
            assert all(state.is_legal(a) for _, a in model.pick.targets)
        choices = [a for a in legal if not isinstance(a, ProposeDeal) or rng.random() < 0.02]
        session.apply(rng.choice(choices or legal))
    assert {Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY} <= phases
