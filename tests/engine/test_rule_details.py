"""Rule-by-rule audit of the engine against the rulebook, GAME_MODEL.md and docs/RULES.md.

Each test starts from a chosen state with exact dice (like ``test_rules.py``) and covers a
rule, or a part of one, that ``test_rules.py`` leaves untested. The two tests marked
"deviation" failed before the engine was fixed.
"""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.ubuild.money import salary
from ubuild_desktop.core.engine.ubuild.movement import run
from ubuild_desktop.core.engine.ubuild.records import MoveStep
from ubuild_desktop.core.engine.ubuild.state import State, Phase
from ubuild_desktop.core.engine.kernel.events import BANK
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Bid,
    BuildBlocks,
    BuildStadium,
    BuildTower,
    DeclareBankruptcy,
    DrawCard,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    StartAuction,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.pieces import SpaceKind
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import IN_TURN_AUCTIONS, card_on_top, d, deal, give, kinds, land_on, new_state, put, roll, seat_0_wins_roll_off, site_touching, space_of

GREEN = ("fernvale", "mossbank-gardens", "greenspire-commons")
BROWN = ("tannery-row", "millpond-yard")


def _free_parking(s) -> int:
    return s.game.space_kinds.index(SpaceKind.FREE_PARKING)


def _post_roll(s, *ids: str, player: int = 0):
    """``player`` owns ``ids`` and has just landed on Free Parking: free to build."""
    give(s, player, *ids)
    land_on(s, _free_parking(s), dice=(3,) if s.game.dice_count == 1 else (1, 2))
    assert s.phase == Phase.POST_ROLL and s.current_player == player
    return s


def _two_box_state():
    """A Custom game on the Pro layout combining two boxes: 2 stadiums and 2 Towers in stock."""
    track = load_builtin("pro").model_copy(update={"preset": Preset.CUSTOM, "boxes": 2})
    game = Game.create(track, 3)
    s = State(game)
    deal(s)
    seat_0_wins_roll_off(s)
    assert s.stock["stadium"] == 2 and s.stock["tower"] == 2
    return s


# ---------------------------------------------------------------- special buildings


def test_deviation_only_one_stadium_in_the_game_even_with_two_boxes() -> None:
    # Book: "There's only one in the game, so be quick!" Before the fix a two-box Custom
    # game let a second stadium be built, which silently took the $3M salary away from
    # the first stadium's owner (the engine tracks one stadium).
    s = _post_roll(_two_box_state(), "kite-hill", "saltmarsh-lane", "rosewater-walk", "lantern-square")
    s.apply(BuildStadium("kite-hill", site_touching(s, "kite-hill")))
    site = site_touching(s, "rosewater-walk")
    assert s.special_sites(0, "stadium") == {}
    assert BuildStadium("rosewater-walk", site) not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="only one stadium"):
        s.apply(BuildStadium("rosewater-walk", site))
    assert s.stadium_district == d(s, "kite-hill") and salary(s, 0) == 3000


def test_deviation_only_one_tower_in_the_game_even_with_two_boxes() -> None:
    s = _post_roll(_two_box_state(), *GREEN, *BROWN)
    s.cash[0] = 100_000
    s.apply(BuildTower("fernvale", site_touching(s, "fernvale")))
    site = site_touching(s, "tannery-row")
    assert s.special_sites(0, "tower") == {}
    with pytest.raises(IllegalActionError, match="only one Tower"):
        s.apply(BuildTower("tannery-row", site))
    assert s.tower_district == d(s, "fernvale")


@pytest.mark.parametrize("kind", ["stadium", "tower"])
def test_stadium_and_tower_not_on_a_turn_blocks_were_bought_and_no_blocks_after(kind: str) -> None:
    build = BuildStadium if kind == "stadium" else BuildTower
    s = _post_roll(new_state("pro"), *GREEN, *BROWN)
    s.apply(BuildBlocks("fernvale", 1, 0))
    with pytest.raises(IllegalActionError, match="blocks were bought"):
        s.apply(build("fernvale", site_touching(s, "fernvale")))
    assert s.special_sites(0, kind) == {}
    s2 = _post_roll(new_state("pro"), *GREEN, *BROWN)
    s2.apply(build("fernvale", site_touching(s2, "fernvale")))
    with pytest.raises(IllegalActionError, match="no blocks on a turn"):
        s2.apply(BuildBlocks("mossbank-gardens", 1, 0))
    assert s2.block_options(0, "mossbank-gardens").max_total == 0


def test_tower_goes_next_to_a_district_of_a_whole_group_only() -> None:
    s = _post_roll(new_state("pro"), *GREEN, *BROWN, "kite-hill")
    with pytest.raises(IllegalActionError, match="group you own whole"):
        s.apply(BuildTower("kite-hill", site_touching(s, "kite-hill", avoid=GREEN + BROWN)))
    assert "kite-hill" not in s.special_sites(0, "tower")
    assert set(s.special_sites(0, "tower")) == set(GREEN + BROWN)


def test_specials_need_the_stock_of_the_track() -> None:
    # Starter: 2 skyscrapers, no stadium and no Tower (Classic & Pro only).
    s = _post_roll(new_state("starter", players=2), "kite-hill", "saltmarsh-lane", "willow-reach")
    assert s.stock["stadium"] == s.stock["tower"] == 0 and s.stock["skyscraper"] == 2
    assert set(s.special_sites(0, "skyscraper")) == {"kite-hill", "saltmarsh-lane", "willow-reach"}
    with pytest.raises(IllegalActionError, match="no stadium"):
        s.apply(BuildStadium("kite-hill", site_touching(s, "kite-hill")))


def test_skyscraper_and_tower_keep_doubling_while_their_district_is_mortgaged() -> None:
    # Recorded in RULES.md: a special building is attached to its district, mortgaged or not.
    s = new_state("pro")
    give(s, 1, *GREEN, *BROWN, "kite-hill")
    put(s, "skyscraper", site_touching(s, "fernvale"), "fernvale", player=1)
    put(s, "tower", site_touching(s, "tannery-row"), "tannery-row", player=1)
    s.mortgaged[d(s, "fernvale")] = True
    s.mortgaged[d(s, "tannery-row")] = True
    assert s.rent_value("mossbank-gardens") == 2 * s.mortgage_value("mossbank-gardens")
    assert s.rent_value("kite-hill") == 2 * s.mortgage_value("kite-hill")


def test_skyscraper_doubles_its_group_for_any_owner_after_a_trade() -> None:
    s = new_state("pro")
    give(s, 0, *GREEN)
    put(s, "skyscraper", site_touching(s, "fernvale"), "fernvale", player=0)
    s.apply(ProposeDeal(0, 2, ("greenspire-commons",), (), 0, 0))
    s.apply(AcceptDeal())
    land = s.game.district("greenspire-commons").card.land_rent
    assert s.owner_of("greenspire-commons") == 2 and s.rent_value("greenspire-commons") == 2 * land
    assert s.rent_value("fernvale") == 2 * s.game.district("fernvale").card.land_rent


# ---------------------------------------------------------------- blocks


def test_block_limits_start_afresh_on_the_extra_turn_of_a_double() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    land_on(s, _free_parking(s), dice=(2, 2))
    s.apply(BuildBlocks("kite-hill", 3, 0))
    s.apply(EndTurn())
    assert s.current_player == 0 and s.phase == Phase.PRE_ROLL
    land_on(s, _free_parking(s), dice=(1, 2))
    s.apply(BuildBlocks("kite-hill", 0, 3))
    assert s.residential[d(s, "kite-hill")] + s.industrial[d(s, "kite-hill")] == 6


def test_no_blocks_on_a_mortgaged_district() -> None:
    s = _post_roll(new_state("pro"), "kite-hill")
    s.mortgaged[d(s, "kite-hill")] = True
    with pytest.raises(IllegalActionError, match="mortgaged"):
        s.apply(BuildBlocks("kite-hill", 1, 0))


def test_industrial_blocks_count_under_a_hazard_residential_do_not() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    k = d(s, "kite-hill")
    s.residential[k], s.industrial[k] = 3, 2
    card = s.game.district("kite-hill").card
    assert s.rent_value("kite-hill") == card.rents[4]
    put(s, "hazard", site_touching(s, "kite-hill"), player=0)
    assert s.rent_value("kite-hill") == card.rents[1] == s.mortgage_value("kite-hill")


# ---------------------------------------------------------------- hazards and bonus buildings


def test_paid_hazard_moves_are_refused_in_jail() -> None:
    s = new_state("pro", players=2)
    give(s, 1, "kite-hill")
    put(s, "hazard", site_touching(s, "kite-hill"), player=1)
    s.in_jail[0] = True
    s.position[0] = s.game.jail_space
    roll(s, 1, 2)  # stays in jail
    assert s.in_jail[0] and s.phase == Phase.POST_ROLL
    src, dst = s.hazard_moves()[0]
    assert not any(isinstance(a, MoveHazard) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="jail"):
        s.apply(MoveHazard(src, dst))


def test_no_hazard_move_next_to_a_bonus_touched_district_but_next_to_corners_is_fine() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    give(s, 2, "saltmarsh-lane")
    hazard = site_touching(s, "kite-hill")
    put(s, "hazard", hazard, player=0)
    hs = s.game.site_by_cell[hazard]
    bonus_touched = set()
    for n in s.game.sites[hs].neighbours:
        if n not in s.buildings and s.game.sites[n].districts:
            bonus_touched = set(s.game.sites[n].districts)
            target = n
            break
    # A bonus building touching a district that the target site touches blocks the move.
    dist = next(iter(bonus_touched))
    bonus_site = next(x for x in s.game.districts[dist].sites if x not in s.buildings and x != target)
    put(s, "bonus", s.game.sites[bonus_site].cell, player=1)
    assert (hazard, s.game.sites[target].cell) not in s.hazard_moves()
    land_on(s, _free_parking(s))
    with pytest.raises(IllegalActionError, match="bonus building"):
        s.apply(MoveHazard(hazard, s.game.sites[target].cell))
    # Moving a hazard next to a non-district space only (GO, Free Parking...) is fine.
    corner = next(
        (a, b) for a in range(len(s.game.sites)) for b in s.game.sites[a].neighbours
        if a not in s.buildings and b not in s.buildings and s.game.sites[a].districts
        and not s.game.sites[b].districts and s.game.sites[b].touches
    )
    s.buildings.clear()
    s.hazard_touch = [0] * len(s.hazard_touch)
    s.bonus_touch = [0] * len(s.bonus_touch)
    put(s, "hazard", s.game.sites[corner[0]].cell, player=1)
    for x in s.game.sites[corner[0]].districts:  # a hazard on player 0's districts: theirs to pay to move
        s.owner[x] = 0
    s.apply(MoveHazard(s.game.sites[corner[0]].cell, s.game.sites[corner[1]].cell))
    assert not any(s.hazard_touch)


def test_free_planning_moves_and_paid_moves_are_counted_apart() -> None:
    # Recorded in RULES.md: the 2 free moves of Planning Permission do not use up the 2 paid moves.
    s = new_state("pro")
    give(s, 0, "sapphire-point", "scarlet-mews")
    give(s, 1, "kite-hill")
    src = site_touching(s, "kite-hill")
    put(s, "hazard", src, player=1)
    put(s, "hazard", site_touching(s, "scarlet-mews"), player=1)
    land_on(s, 14)  # Planning Permission
    dst = next(m for m in s.hazard_moves() if m[0] == src)[1]
    s.apply(MoveHazard(src, dst))
    nxt = [m for m in s.hazard_moves() if m[0] == dst]
    s.apply(MoveHazard(*nxt[0]))
    assert s.phase == Phase.POST_ROLL
    cash = s.cash[0]
    for _ in range(2):  # the hazard on scarlet-mews, player 0's to pay to move
        s.apply(next(a for a in s.legal_actions() if isinstance(a, MoveHazard)))
    assert s.cash[0] == cash - 2000


def test_planning_bonus_needs_own_district_hazard_needs_another_players() -> None:
    s = new_state("pro")
    give(s, 0, "sapphire-point")
    give(s, 1, "kite-hill")
    land_on(s, 14)
    assert s.phase == Phase.PLANNING
    other = site_touching(s, "kite-hill", avoid=("sapphire-point",))
    own = site_touching(s, "sapphire-point", avoid=("kite-hill",))
    with pytest.raises(IllegalActionError, match="district you own"):
        s.apply(PlaceBonus(other))
    with pytest.raises(IllegalActionError, match="another player's district"):
        s.apply(PlaceHazard(own))
    s.apply(PlaceBonus(own))
    assert s.bonus_touched("sapphire-point") and s.phase == Phase.POST_ROLL


def test_starter_gets_planning_permission_from_a_card_only() -> None:
    s = new_state("starter", players=2)
    assert not s.game.planning_spaces
    give(s, 1, "kite-hill")
    bridge = s.game.bridges[0]
    card_on_top(s, "evening-news")  # UP half: Planning Permission
    land_on(s, bridge, dice=(3,))  # DOWN bridge: raised, UP half
    s.apply(DrawCard("evening-news"))
    assert s.phase == Phase.PLANNING
    s.apply(PlaceHazard(site_touching(s, "kite-hill")))
    assert s.hazard_touched("kite-hill") and s.stock["hazard"] == 0


# ---------------------------------------------------------------- movement


def test_moving_backwards_pays_up_bridges_and_never_collects_go() -> None:
    s = new_state("pro")
    give(s, 0, *(x.card.id for x in s.game.districts))  # nothing to buy
    b0 = s.game.bridges[0]
    s.bridge_up[b0] = True
    # From space 1 a card moves back over GO: no salary.
    s.position[0] = 1
    s.queue.append(MoveStep(-3))
    cash = s.cash[0]
    run(s)
    assert s.position[0] == s.game.num_spaces - 2 and s.cash[0] == cash
    assert not [t for t in s.transactions if t.reason == "salary"]
    # Backwards over an UP bridge: pay $1M and lower it.
    s.position[0] = b0 + 1
    s.queue.append(MoveStep(-2))
    run(s)
    assert s.position[0] == b0 - 1 and not s.bridge_up[b0] and s.cash[0] == cash - 1000


def test_railroad_jump_backwards_is_not_a_step_either() -> None:
    s = new_state("classic-railroad")
    jump = s.game.railroad_jump_after
    size = s.game.num_spaces
    give(s, 0, *(x.card.id for x in s.game.districts))
    s.position[0] = (jump + 2) % size
    s.queue.append(MoveStep(-3))
    run(s)
    assert s.position[0] == (jump - 1) % size


def test_go_pays_the_stadium_owner_3m_on_landing_too() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill", "saltmarsh-lane")
    put(s, "stadium", site_touching(s, "kite-hill"), "kite-hill", player=0)
    land_on(s, 0, dice=(3, 4))
    assert [t.amount for t in s.transactions if t.reason == "salary"] == [3000]


def test_the_count_of_doubles_restarts_after_a_non_double() -> None:
    s = new_state("pro", players=2)
    give(s, 0, *(x.card.id for x in s.game.districts))
    land_on(s, _free_parking(s), dice=(3, 3))
    s.apply(EndTurn())
    land_on(s, _free_parking(s), dice=(1, 2))
    s.apply(EndTurn())
    assert s.current_player == 1 and s.doubles == 0


# ---------------------------------------------------------------- jail


def test_paying_the_fine_gives_a_normal_turn_a_double_rolls_again() -> None:
    s = new_state("pro", players=2)
    give(s, 0, *(x.card.id for x in s.game.districts))
    s.in_jail[0] = True
    s.position[0] = s.game.jail_space
    s.apply(PayJailFine())
    roll(s, 4, 4)
    s.apply(EndTurn())
    assert s.current_player == 0 and s.phase == Phase.PRE_ROLL


def test_third_failed_jail_roll_without_cash_opens_a_debt_then_moves() -> None:
    s = new_state("pro", players=2)
    give(s, 0, "kite-hill")
    give(s, 1, *(x.card.id for x in s.game.districts if x.card.id != "kite-hill"))
    s.in_jail[0] = True
    s.jail_fails[0] = 2
    s.position[0] = s.game.jail_space
    s.cash[0] = 200
    roll(s, 1, 2)
    assert s.phase == Phase.RAISE_FUNDS and s.debt.amount == 500 and s.debt.creditor == BANK
    assert not s.in_jail[0] and s.position[0] == s.game.jail_space
    s.apply(Mortgage("kite-hill"))
    with pytest.raises(IllegalActionError):
        s.apply(PayDebt())  # $200k + $100k land rent < $500k
    s.apply(DeclareBankruptcy())
    assert s.is_terminal()


def test_jailed_player_bids_in_auctions_but_cannot_build() -> None:
    s = new_state("pro", players=2, rules_version=IN_TURN_AUCTIONS)
    give(s, 1, "saltmarsh-lane")
    s.in_jail[1] = True
    land_on(s, space_of(s, "kite-hill"))
    s.apply(StartAuction())
    s.apply(Bid(10))
    s.apply(Bid(20))  # player 1, in jail
    s.apply(Pass())
    assert s.owner_of("kite-hill") == 1


# ---------------------------------------------------------------- auctions


def test_auction_bids_are_capped_by_cash_and_a_poor_lander_may_pass() -> None:
    s = new_state("pro", players=3, rules_version=IN_TURN_AUCTIONS)
    land_on(s, space_of(s, "kite-hill"))
    s.cash[0] = 5  # less than $10k: may pass without bidding
    s.cash[1] = 300
    s.apply(StartAuction())
    assert s.bid_range() is None
    s.apply(Pass())
    assert s.bid_range() == (10, 300)
    with pytest.raises(IllegalActionError, match="only have"):
        s.apply(Bid(310))
    s.apply(Bid(300))
    s.apply(Pass())
    assert s.owner_of("kite-hill") == 1 and s.cash[1] == 0


# ---------------------------------------------------------------- chance cards

CARD_IDS = [
    "after-dark-fine", "fast-track", "roadworks", "safety-inspection", "street-party", "water-taxi",
    "racing-the-bridge", "rates-bill", "crane-trouble", "property-scout", "storm-season", "prefab-homes",
    "factory-surplus", "city-marathon", "evening-news", "lost-blueprints", "crowdfunding",
]


def test_the_deck_holds_the_17_cards() -> None:
    s = new_state("pro")
    assert sorted(c.id for c in s.game.chance_cards) == sorted(CARD_IDS)
    assert len(s.deck) == 17


def _draw_half(track: str, card_id: str, half: str, rich: bool):
    """Land player 0 on the first bridge so that ``half`` of ``card_id`` applies; draw it."""
    s = new_state(track, players=3)
    if rich:
        give(s, 0, "kite-hill")
        give(s, 1, "saltmarsh-lane")
        k = d(s, "kite-hill")
        s.residential[k] = 1
        if s.game.rules != "starter":
            s.industrial[k] = 1
        put(s, "hazard", site_touching(s, "saltmarsh-lane", avoid=("kite-hill",)), player=0)
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = half == "down"  # landing flips it
    card_on_top(s, card_id)
    land_on(s, bridge, dice=(3,) if s.game.dice_count == 1 else (1, 2))
    assert s.phase == Phase.DRAW
    before = list(s.cash)
    position = s.position[0]
    events = s.apply(DrawCard(card_id))
    assert s.deck[-1] == s.game.card_index[card_id]  # to the bottom, followed or not
    return s, events, before, position


@pytest.mark.parametrize("half", ["up", "down"])
@pytest.mark.parametrize("card_id", CARD_IDS)
def test_every_card_half_is_followed_when_it_can_be(card_id: str, half: str) -> None:
    s, events, before, start = _draw_half("pro", card_id, half, rich=True)
    effect = s.game.chance_cards[s.game.card_index[card_id]].half(half).effect
    assert "card_unfollowable" not in kinds(events), (card_id, half)
    kind = effect.type
    if kind == "pay":
        assert s.cash[0] == before[0] - effect.amount
    elif kind == "collect":
        assert s.cash[0] == before[0] + effect.amount
    elif kind == "pay_each":
        assert s.cash == [before[0] - 2 * effect.amount, before[1] + effect.amount, before[2] + effect.amount]
    elif kind == "collect_from_each":
        assert s.cash == [before[0] + 2 * effect.amount, before[1] - effect.amount, before[2] - effect.amount]
    elif kind == "pay_per_block":
        assert s.cash[0] == before[0] - effect.residential - effect.industrial
    elif kind == "collect_per_district":
        assert s.cash[0] == before[0] + effect.amount
    elif kind == "move":
        assert s.position[0] == (start + effect.steps) % s.game.num_spaces
    elif kind == "advance_to":
        want = {
            "go": SpaceKind.GO, "jail_visit": SpaceKind.JAIL, "free_parking": SpaceKind.FREE_PARKING,
            "next_bridge": SpaceKind.BRIDGE, "next_planning": SpaceKind.PLANNING,
            "next_unowned_district": SpaceKind.DISTRICT,
        }[effect.target]
        assert s.game.space_kinds[s.position[0]] is want and s.position[0] != start
        assert not s.in_jail[0]
    elif kind == "go_to_jail":
        assert s.in_jail[0] and s.current_player == 1
    elif kind == "free_blocks":
        assert s.phase == Phase.FREE_BLOCKS
    elif kind == "planning_permission":
        assert s.phase == Phase.PLANNING
    elif kind == "free_hazard_moves":
        assert s.phase == Phase.HAZARD_MOVES
    else:  # pragma: no cover - a new effect type needs a check here
        raise AssertionError(kind)


# The halves no player can follow in a bare game (owning nothing, no hazard on the track).
BARE_UNFOLLOWABLE = {
    ("fast-track", "down"), ("prefab-homes", "down"), ("factory-surplus", "down"),  # free blocks
    ("after-dark-fine", "down"), ("fast-track", "up"), ("evening-news", "up"),  # planning permission
    ("crane-trouble", "down"),  # free hazard moves
}


@pytest.mark.parametrize("track", ["starter", "pro"])
def test_cards_that_cannot_be_followed_are_told_and_change_nothing(track: str) -> None:
    for card_id in CARD_IDS:
        for half in ("up", "down"):
            rich = False
            s, events, before, start = _draw_half(track, card_id, half, rich)
            unfollowable = {(card_id, half)} & (
                BARE_UNFOLLOWABLE | ({("property-scout", "down")} if track == "starter" else set())
            )
            assert ("card_unfollowable" in kinds(events)) == bool(unfollowable), (track, card_id, half)
            if unfollowable:
                assert s.cash == before and s.position[0] == start and s.phase == Phase.POST_ROLL


def test_starter_free_blocks_are_residential_and_industrial_ones_cannot_be_followed() -> None:
    s, events, _, _ = _draw_half("starter", "factory-surplus", "down", rich=True)
    assert "card_unfollowable" in kinds(events)  # no industrial blocks on Starter
    s, events, _, _ = _draw_half("starter", "fast-track", "down", rich=True)
    assert s.phase == Phase.FREE_BLOCKS
    assert s.legal_actions() == [FreeBlocks("kite-hill", 1, 0)]


# ---------------------------------------------------------------- deals, money, the end


def test_only_the_debtor_proposes_deals_while_raising_money() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    give(s, 0, "fernvale")
    give(s, 2, "tannery-row")
    s.cash[0] = 50
    land_on(s, space_of(s, "kite-hill"))
    assert s.phase == Phase.RAISE_FUNDS
    assert s.deal_partners(2) == [] and s.deal_partners(0) == [1, 2]
    with pytest.raises(IllegalActionError, match="only the player raising money"):
        s.apply(ProposeDeal(2, 1, ("tannery-row",), (), 0, 0))
    s.apply(ProposeDeal(0, 2, ("fernvale",), (), 0, 1000))
    s.apply(AcceptDeal())
    assert s.phase == Phase.RAISE_FUNDS
    s.apply(PayDebt())
    assert s.phase == Phase.POST_ROLL and s.owner_of("fernvale") == 2


def test_bankruptcy_to_the_bank_hands_the_cash_to_the_bank() -> None:
    s = new_state("pro")
    s.cash[0] = 300
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    land_on(s, bridge)
    received = s.bank_received
    s.apply(DeclareBankruptcy())
    assert s.cash[0] == 0 and s.bank_received == received + 300
    assert [e.kind for e in s.events[-2:]] == ["bankrupt", "game_over"]


def test_tally_counts_cash_and_rent_values_with_doubling_ties_share_a_rank() -> None:
    s = new_state("pro")
    give(s, 1, *GREEN)
    put(s, "skyscraper", site_touching(s, "fernvale"), "fernvale", player=1)
    give(s, 2, "kite-hill")
    s.mortgaged[d(s, "kite-hill")] = True  # mortgaged districts count nothing
    green = sum(2 * s.game.district(x).card.land_rent for x in GREEN)
    s.cash = [10_000, 10_000 - green, 10_000]
    table = s.tally()
    assert [row.rank for row in table] == [1, 1, 1]
    assert next(r for r in table if r.player == 1).districts == green
    assert next(r for r in table if r.player == 2).districts == 0
