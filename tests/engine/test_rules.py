"""One scenario per rule of the book, each from a chosen state and exact dice."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.ubuild.money import salary
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ubuild_desktop.core.engine.ubuild.state import Phase

from .helpers import IN_TURN_AUCTIONS, card_on_top, d, give, kinds, land_on, new_state, put, roll, site_touching, space_of

GREEN = ("fernvale", "mossbank-gardens", "greenspire-commons")


def test_rulebook_rent_example_is_7m() -> None:
    s = new_state("pro")
    give(s, 1, *GREEN)
    g = d(s, "greenspire-commons")
    s.residential[g], s.industrial[g] = 2, 4
    put(s, "hazard", site_touching(s, "greenspire-commons", avoid=("mossbank-gardens",)), player=0)
    put(s, "skyscraper", site_touching(s, "fernvale", avoid=("greenspire-commons",)), "fernvale", player=1)
    assert s.hazard_touched("greenspire-commons")
    assert s.mortgage_value("greenspire-commons") == 3500  # 4 industrial blocks, no doubling
    before = list(s.cash)
    events = land_on(s, space_of(s, "greenspire-commons"))
    assert s.cash[0] == before[0] - 7000 and s.cash[1] == before[1] + 7000
    assert [e.get("amount") for e in events if e.kind == "rent_due"] == [7000]


def test_rent_paid_at_once_is_told_as_paid_and_only_rent_not_paid_as_owed() -> None:
    """Issue 23: the log said "owes" of rent already paid. Paid at once: "paid"; a player
    short of cash "owes" it, and must raise it (a debt)."""
    s = new_state("pro")
    give(s, 1, *GREEN)
    rent = s.rent_value("greenspire-commons")
    events = land_on(s, space_of(s, "greenspire-commons"))
    (due,) = [e for e in events if e.kind == "rent_due"]
    assert due.text.startswith(f"{s.game.players[0]} paid {s.game.players[1]}") and "rent for Greenspire Commons" in due.text
    assert s.phase != Phase.RAISE_FUNDS
    s = new_state("pro")
    give(s, 1, *GREEN)
    s.cash[0] = rent - 1
    events = land_on(s, space_of(s, "greenspire-commons"))
    (due,) = [e for e in events if e.kind == "rent_due"]
    assert due.text.startswith(f"{s.game.players[0]} owes {s.game.players[1]}")
    assert s.phase == Phase.RAISE_FUNDS and [e.kind for e in events][-1] == "debt"


def test_skyscraper_and_tower_double_once_never_four_times() -> None:
    s = new_state("pro")
    give(s, 1, *GREEN, "tannery-row", "millpond-yard")
    put(s, "skyscraper", site_touching(s, "fernvale"), "fernvale", player=1)
    put(s, "tower", site_touching(s, "tannery-row"), "tannery-row", player=1)
    land = s.game.district("greenspire-commons").card.land_rent
    assert s.rent_value("greenspire-commons") == 2 * land
    assert s.rent_value("millpond-yard") == 2 * s.game.district("millpond-yard").card.land_rent


def test_land_rent_without_blocks_and_hazard_counts_industrial_only() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    k = d(s, "kite-hill")
    card = s.game.district("kite-hill").card
    assert s.rent_value("kite-hill") == card.land_rent
    s.residential[k] = 3
    assert s.rent_value("kite-hill") == card.rents[2]
    put(s, "hazard", site_touching(s, "kite-hill"), player=0)
    assert s.rent_value("kite-hill") == card.land_rent  # residential worthless
    s.industrial[k] = 1
    assert s.rent_value("kite-hill") == card.rents[0]


def test_mortgaged_district_charges_nothing() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    s.mortgaged[d(s, "kite-hill")] = True
    before = list(s.cash)
    land_on(s, space_of(s, "kite-hill"))
    assert s.cash == before and s.phase == Phase.POST_ROLL


def test_buy_unowned_district() -> None:
    s = new_state("pro")
    land_on(s, space_of(s, "kite-hill"))
    assert s.phase == Phase.BUY and s.can_buy(0)
    cash = s.cash[0]
    s.apply(Buy())
    assert s.owner_of("kite-hill") == 0 and s.cash[0] == cash - 1000
    assert s.phase == Phase.POST_ROLL


def test_auction_lander_bids_first_everyone_may_bid_highest_pays_bank() -> None:
    # (older rules: in turn, a pass is final; the open auction: tests/engine/test_open_auction.py)
    s = new_state("pro", players=3, rules_version=IN_TURN_AUCTIONS)
    s.in_jail[2] = True  # jailed players bid too
    s.position[2] = s.game.jail_space
    land_on(s, space_of(s, "kite-hill"))
    s.apply(StartAuction())
    assert s.phase == Phase.AUCTION and s.current_player == 0
    with pytest.raises(IllegalActionError, match="first bid"):
        s.apply(Pass())
    with pytest.raises(IllegalActionError, match="lowest bid"):
        s.apply(Bid(0))
    with pytest.raises(IllegalActionError, match="steps"):
        s.apply(Bid(15))
    s.apply(Bid(10))
    assert s.current_player == 1
    with pytest.raises(IllegalActionError):
        s.apply(Bid(10))
    s.apply(Bid(20))
    assert s.current_player == 2
    s.apply(Bid(500))
    s.apply(Pass())  # player 0 leaves
    assert s.current_player == 1
    bank = s.bank_received
    s.apply(Pass())  # player 1 leaves: player 2 wins
    assert s.owner_of("kite-hill") == 2
    assert s.bank_received == bank + 500
    assert s.phase == Phase.POST_ROLL and s.current_player == 0


def test_auction_with_no_bids_leaves_district_with_bank() -> None:
    s = new_state("pro", players=2, rules_version=IN_TURN_AUCTIONS)
    land_on(s, space_of(s, "kite-hill"))
    s.cash[0] = 0  # cannot make the first bid, so may pass
    s.apply(StartAuction())
    s.apply(Pass())
    s.apply(Pass())
    assert s.owner_of("kite-hill") == -1 and s.phase == Phase.POST_ROLL


def _post_roll_owner(track: str = "pro", *ids: str) -> object:
    s = new_state(track)
    give(s, 0, *ids)
    from ubuild_desktop.core.pieces import SpaceKind

    land_on(s, s.game.space_kinds.index(SpaceKind.FREE_PARKING))
    assert s.phase == Phase.POST_ROLL
    return s


def test_blocks_three_per_turn_on_one_district_and_eight_max() -> None:
    s = _post_roll_owner("pro", "kite-hill", "saltmarsh-lane")
    s.apply(BuildBlocks("kite-hill", 1, 1))
    with pytest.raises(IllegalActionError, match="one district"):
        s.apply(BuildBlocks("saltmarsh-lane", 1, 0))
    with pytest.raises(IllegalActionError, match="at most 3"):
        s.apply(BuildBlocks("kite-hill", 2, 0))
    s.apply(BuildBlocks("kite-hill", 0, 1))
    assert (s.residential[d(s, "kite-hill")], s.industrial[d(s, "kite-hill")]) == (1, 2)
    s.industrial[d(s, "kite-hill")] = 7
    s.blocks_count = 0
    s.blocks_district = -1
    with pytest.raises(IllegalActionError, match="at most 8"):
        s.apply(BuildBlocks("kite-hill", 1, 0))


def test_blocks_price_and_stock_never_exceeded() -> None:
    s = _post_roll_owner("pro", "kite-hill")
    card = s.game.district("kite-hill").card
    cash = s.cash[0]
    s.apply(BuildBlocks("kite-hill", 2, 0))
    assert s.cash[0] == cash - 2 * card.residential_block_price
    s.stock["industrial"] = 0
    with pytest.raises(IllegalActionError, match="left in the box"):
        s.apply(BuildBlocks("kite-hill", 0, 1))
    assert s.block_options(0, "kite-hill").max_industrial == 0


def test_starter_builds_residential_only_with_one_die() -> None:
    s = new_state("starter", players=2)
    assert s.game.dice_count == 1 and s.cash[0] == 12_900
    give(s, 0, "kite-hill")
    s.apply(Roll())
    with pytest.raises(IllegalActionError, match="1 die"):
        s.apply(Dice((3, 4)))
    s.position[0] = 3
    s.apply(Dice((4,)))  # Free Parking
    assert s.phase == Phase.POST_ROLL
    with pytest.raises(IllegalActionError, match="residential"):
        s.apply(BuildBlocks("kite-hill", 0, 1))
    s.apply(BuildBlocks("kite-hill", 3, 0))
    assert s.stock["residential"] == 37


def test_skyscraper_needs_whole_group_one_per_group_doubles_group() -> None:
    s = _post_roll_owner("pro", "fernvale", "mossbank-gardens")
    site = site_touching(s, "fernvale")
    with pytest.raises(IllegalActionError, match="every district of the colour group"):
        s.apply(BuildSkyscraper("fernvale", site))
    give(s, 0, "greenspire-commons")
    before = s.rent_value("mossbank-gardens")
    s.apply(BuildSkyscraper("fernvale", site))
    assert s.rent_value("mossbank-gardens") == 2 * before
    with pytest.raises(IllegalActionError, match="not on a turn|one district|a skyscraper"):
        s.apply(BuildBlocks("fernvale", 1, 0))
    with pytest.raises(IllegalActionError, match="already"):
        s.apply(BuildSkyscraper("mossbank-gardens", site_touching(s, "mossbank-gardens")))


def test_no_special_building_after_blocks_that_turn() -> None:
    s = _post_roll_owner("pro", *GREEN)
    s.apply(BuildBlocks("fernvale", 1, 0))
    with pytest.raises(IllegalActionError, match="blocks were bought"):
        s.apply(BuildSkyscraper("fernvale", site_touching(s, "fernvale")))
    assert s.special_sites(0, "skyscraper") == {}


def test_special_building_site_must_touch_its_district() -> None:
    s = _post_roll_owner("pro", *GREEN)
    far = site_touching(s, "kite-hill", avoid=GREEN)
    with pytest.raises(IllegalActionError, match="does not touch"):
        s.apply(BuildSkyscraper("fernvale", far))
    sites = s.special_sites(0, "skyscraper")
    assert set(sites) == set(GREEN)


def test_stadium_needs_two_of_a_colour_and_pays_3m_at_go_even_mortgaged() -> None:
    s = _post_roll_owner("pro", "kite-hill")
    site = site_touching(s, "kite-hill")
    with pytest.raises(IllegalActionError, match="2 districts"):
        s.apply(BuildStadium("kite-hill", site))
    give(s, 0, "saltmarsh-lane")
    cash = s.cash[0]
    s.apply(BuildStadium("kite-hill", site))
    assert s.cash[0] == cash - 2000 and s.stock["stadium"] == 0
    s.mortgaged[d(s, "kite-hill")] = True
    s.apply(EndTurn())
    s.turn = 0
    s.phase = Phase.PRE_ROLL
    s.position[0] = s.game.num_spaces - 2
    cash = s.cash[0]
    roll(s, 1, 2)  # passes GO
    assert s.cash[0] >= cash + 3000 - 0  # salary $3M (the landing square is unowned)
    assert [t.amount for t in s.transactions if t.reason == "salary"][-1] == 3000


def test_stadium_not_in_classic_stock() -> None:
    s = _post_roll_owner("classic", "kite-hill", "saltmarsh-lane")
    assert s.stock["stadium"] == 0 and s.stock["tower"] == 1
    with pytest.raises(IllegalActionError, match="no stadium"):
        s.apply(BuildStadium("kite-hill", site_touching(s, "kite-hill")))


def test_tower_needs_two_whole_groups_costs_7m_doubles_owner_districts() -> None:
    s = _post_roll_owner("pro", *GREEN, "kite-hill")
    site = site_touching(s, "fernvale")
    with pytest.raises(IllegalActionError, match="two whole"):
        s.apply(BuildTower("fernvale", site))
    give(s, 0, "tannery-row", "millpond-yard")
    before = s.rent_value("kite-hill")
    cash = s.cash[0]
    s.apply(BuildTower("fernvale", site))
    assert s.cash[0] == cash - 7000
    assert s.rent_value("kite-hill") == 2 * before


def test_trading_special_buildings_follow_the_book() -> None:
    s = _post_roll_owner("pro", *GREEN, "tannery-row", "millpond-yard", "kite-hill", "saltmarsh-lane")
    s.cash[0] = 100_000
    s.apply(BuildTower("tannery-row", site_touching(s, "tannery-row")))
    s.apply(BuildSkyscraper("fernvale", site_touching(s, "fernvale", avoid=("tannery-row",))))
    s.apply(BuildStadium("kite-hill", site_touching(s, "kite-hill", avoid=("tannery-row",))))
    buildings = dict(s.buildings)
    # Sell the Tower's district, a green district and the stadium's district to player 1.
    s.apply(ProposeDeal(0, 1, ("tannery-row", "mossbank-gardens", "kite-hill"), (), 0, 0))
    s.apply(AcceptDeal())
    assert s.phase == Phase.POST_ROLL
    # Tower: doubles for the owner of its district (player 1), no longer for player 0.
    assert s.rent_value("saltmarsh-lane") == s.mortgage_value("saltmarsh-lane")
    assert s.rent_value("kite-hill") == 2 * s.mortgage_value("kite-hill")
    # Skyscraper: the whole green group stays doubled for both owners.
    assert s.rent_value("mossbank-gardens") == 2 * s.mortgage_value("mossbank-gardens")
    assert s.rent_value("greenspire-commons") == 2 * s.mortgage_value("greenspire-commons")
    # Stadium: the salary follows the district.
    assert salary(s, 1) == 3000 and salary(s, 0) == 2000
    assert s.buildings == buildings  # buildings stay where they stand


def test_planning_permission_bonus_hazard_or_two_free_moves() -> None:
    s = new_state("pro")
    give(s, 0, "sapphire-point")
    give(s, 1, "kite-hill")
    land_on(s, 14)  # Planning Permission
    assert s.phase == Phase.PLANNING
    s.apply(PlaceHazard(site_touching(s, "kite-hill")))
    assert s.hazard_touched("kite-hill") and s.phase == Phase.POST_ROLL
    s.apply(EndTurn())
    # Player 1 lands on Planning Permission and moves that hazard twice, for free.
    cash = s.cash[1]
    land_on(s, 14)
    moves = s.hazard_moves()
    assert moves
    src, dst = moves[0]
    s.apply(MoveHazard(src, dst))
    assert s.phase == Phase.HAZARD_MOVES
    nxt = [m for m in s.hazard_moves() if m[0] == dst]
    if nxt:
        s.apply(MoveHazard(*nxt[0]))
    assert s.phase == Phase.POST_ROLL and s.cash[1] == cash


def test_bonus_and_hazard_exclusion() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    give(s, 1, "saltmarsh-lane")
    hazard = site_touching(s, "kite-hill")
    put(s, "hazard", hazard, player=1)
    land_on(s, 14)
    for cell in s.bonus_sites(0):
        districts = s.game.sites[s.game.site_by_cell[cell]].districts
        assert not any(s.hazard_touch[x] for x in districts)
    assert site_touching(s, "kite-hill", skip=0) not in s.bonus_sites(0)
    s.apply(Done())
    # A bonus touching saltmarsh-lane forbids hazards next to it.
    s2 = new_state("pro")
    give(s2, 1, "saltmarsh-lane")
    bonus = site_touching(s2, "saltmarsh-lane")
    put(s2, "bonus", bonus, player=1)
    land_on(s2, 14)
    for cell in s2.hazard_sites(0):
        districts = s2.game.sites[s2.game.site_by_cell[cell]].districts
        assert not any(s2.bonus_touch[x] for x in districts)
    assert not s2.hazard_sites(0)  # only player 1's district touched by the bonus


def test_paid_hazard_moves_cost_1m_two_a_turn_not_in_jail() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    put(s, "hazard", site_touching(s, "kite-hill"), player=1)
    land_on(s, 16)
    cash = s.cash[0]
    for _ in range(2):
        s.apply(next(a for a in s.legal_actions() if isinstance(a, MoveHazard)))
    assert s.cash[0] == cash - 2000 and not s.hazard_touched("kite-hill")
    src, dst = s.hazard_moves()[0]
    with pytest.raises(IllegalActionError, match="at most 2"):
        s.apply(MoveHazard(src, dst))


def test_bridges_passing_up_pays_down_free_landing_draws_card_for_new_position() -> None:
    s = new_state("pro")
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    cash = s.cash[0]
    s.position[0] = bridge - 2
    roll(s, 1, 3)  # passes the bridge
    assert not s.bridge_up[bridge] and s.cash[0] == cash - 1000
    assert [t.reason for t in s.transactions][-1] == "bridge toll"
    s2 = new_state("pro")
    card_on_top(s2, "rates-bill")  # UP: pay $1M, DOWN: collect $500k
    land_on(s2, bridge)  # bridge DOWN: raise it, follow the UP half
    assert s2.bridge_up[bridge] and s2.phase == Phase.DRAW
    cash = s2.cash[0]
    s2.apply(DrawCard("rates-bill"))
    assert s2.cash[0] == cash - 1000
    s3 = new_state("pro")
    s3.bridge_up[bridge] = True
    card_on_top(s3, "rates-bill")
    cash = s3.cash[0]
    land_on(s3, bridge)  # bridge UP: pay $1M, lower it, follow the DOWN half
    s3.apply(DrawCard("rates-bill"))
    assert not s3.bridge_up[bridge] and s3.cash[0] == cash - 1000 + 500
    assert s3.game.card_index["rates-bill"] == s3.deck[-1]  # drawn cards go to the bottom


def test_unfollowable_card_goes_to_bottom() -> None:
    s = new_state("pro")
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    card_on_top(s, "prefab-homes")  # DOWN: 2 free residential blocks; player owns nothing
    land_on(s, bridge)
    events = s.apply(DrawCard("prefab-homes"))
    assert "card_unfollowable" in kinds(events)
    assert s.deck[-1] == s.game.card_index["prefab-homes"] and s.phase == Phase.POST_ROLL


def test_free_blocks_card() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    card_on_top(s, "prefab-homes")
    land_on(s, bridge)
    s.apply(DrawCard("prefab-homes"))
    assert s.phase == Phase.FREE_BLOCKS
    with pytest.raises(IllegalActionError):
        s.apply(FreeBlocks("kite-hill", 1, 1))
    cash = s.cash[0]
    s.apply(FreeBlocks("kite-hill", 2, 0))
    assert s.residential[d(s, "kite-hill")] == 2 and s.cash[0] == cash
    s.apply(BuildBlocks("kite-hill", 3, 0))  # free blocks do not count towards the 3


def test_go_salary_on_passing_and_landing_twice_in_a_turn() -> None:
    s = new_state("pro")
    bridge = s.game.bridges[0]  # space 5
    card_on_top(s, "water-taxi")  # DOWN half: advance to GO
    s.bridge_up[bridge] = True
    s.position[0] = s.game.num_spaces - 1
    cash = s.cash[0]
    roll(s, 2, 4)  # passes GO, lands on the UP bridge: pays $1M, then DOWN half
    s.apply(DrawCard("water-taxi"))
    salaries = [t for t in s.transactions if t.reason == "salary"]
    assert len(salaries) == 2 and s.position[0] == 0
    assert s.cash[0] == cash + 4000 - 1000


def test_doubles_roll_again_and_third_double_goes_to_jail_without_moving() -> None:
    s = new_state("pro")
    land_on(s, 16, dice=(3, 3))
    s.apply(EndTurn())
    assert s.current_player == 0 and s.phase == Phase.PRE_ROLL
    land_on(s, 16, dice=(2, 2))
    s.apply(EndTurn())
    assert s.current_player == 0
    s.position[0] = 16
    roll(s, 1, 1)
    assert s.in_jail[0] and s.position[0] == s.game.jail_space
    assert s.current_player == 1


def test_go_to_jail_space_ends_turn_even_after_double() -> None:
    s = new_state("pro")
    land_on(s, 24, dice=(2, 2))
    assert s.in_jail[0] and s.current_player == 1 and s.phase == Phase.PRE_ROLL


def test_jail_pay_fine_then_roll() -> None:
    s = new_state("pro")
    s.in_jail[0] = True
    s.position[0] = s.game.jail_space
    cash = s.cash[0]
    s.apply(PayJailFine())
    assert not s.in_jail[0] and s.cash[0] == cash - 500
    roll(s, 3, 5)
    assert s.position[0] == s.game.jail_space + 8


def test_jail_double_moves_and_third_failed_roll_pays_and_moves() -> None:
    s = new_state("pro", players=2)
    give(s, 0, *(x.card.id for x in s.game.districts))  # nothing to buy on the way
    s.in_jail[0] = True
    s.position[0] = s.game.jail_space
    roll(s, 2, 2)
    assert not s.in_jail[0] and s.position[0] == s.game.jail_space + 4
    s.apply(EndTurn())
    assert s.current_player == 1  # no extra roll after leaving jail on a double
    s2 = new_state("pro", players=2)
    give(s2, 0, *(x.card.id for x in s2.game.districts))
    s2.in_jail[0] = True
    s2.position[0] = s2.game.jail_space
    for _ in range(2):
        roll(s2, 1, 2)
        assert s2.in_jail[0] and s2.phase == Phase.POST_ROLL
        with pytest.raises(IllegalActionError, match="jail"):
            s2.apply(BuildBlocks("kite-hill", 1, 0))
        s2.apply(EndTurn())
        s2.position[1] = 16
        roll(s2, 4, 5)
        s2.apply(EndTurn())
    cash = s2.cash[0]
    roll(s2, 1, 2)
    assert not s2.in_jail[0] and s2.position[0] == s2.game.jail_space + 3
    assert s2.cash[0] == cash - 500


def test_starter_leaves_jail_with_a_six() -> None:
    s = new_state("starter", players=2)
    s.in_jail[0] = True
    s.position[0] = s.game.jail_space
    roll(s, 5)
    assert s.in_jail[0]
    s.apply(EndTurn())
    s.position[1] = 7
    roll(s, 3)  # player 1 lands on Go to Jail
    assert s.current_player == 0
    roll(s, 6)
    assert not s.in_jail[0] and s.position[0] == (s.game.jail_space + 6) % s.game.num_spaces


def test_jailed_player_collects_rent() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    s.in_jail[1] = True
    cash = s.cash[1]
    land_on(s, space_of(s, "kite-hill"))
    assert s.cash[1] == cash + s.game.district("kite-hill").card.land_rent


def test_mortgage_at_rent_value_and_lift_at_current_value() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    k = d(s, "kite-hill")
    s.residential[k] = 2
    card = s.game.district("kite-hill").card
    cash = s.cash[0]
    s.apply(Mortgage("kite-hill"))
    assert s.cash[0] == cash + card.rents[1]
    s.residential[k] = 3  # the value changed while mortgaged
    s.apply(Unmortgage("kite-hill"))
    assert s.cash[0] == cash + card.rents[1] - card.rents[2]


def test_deal_exchange_and_rejection() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    give(s, 1, "fernvale")
    s.residential[d(s, "kite-hill")] = 2
    with pytest.raises(IllegalActionError, match="does not own"):
        s.apply(ProposeDeal(0, 1, ("fernvale",), (), 0, 0))
    s.apply(ProposeDeal(2, 1, (), ("fernvale",), 100, 0))  # between other players, any time
    assert s.current_player == 1
    s.apply(RejectDeal())
    assert s.phase == Phase.PRE_ROLL and s.current_player == 0
    s.apply(ProposeDeal(0, 1, ("kite-hill",), ("fernvale",), 500, 0))
    s.apply(AcceptDeal())
    assert s.owner_of("kite-hill") == 1 and s.owner_of("fernvale") == 0
    assert s.residential[d(s, "kite-hill")] == 2


def test_debt_raise_funds_by_mortgage_then_pay() -> None:
    s = new_state("pro")
    give(s, 1, "kite-hill")
    give(s, 0, "fernvale")
    s.cash[0] = 50
    land_on(s, space_of(s, "kite-hill"))
    assert s.phase == Phase.RAISE_FUNDS and s.current_player == 0
    with pytest.raises(IllegalActionError, match="still raise"):
        s.apply(DeclareBankruptcy())
    with pytest.raises(IllegalActionError):
        s.apply(PayDebt())
    s.apply(Mortgage("fernvale"))
    s.apply(PayDebt())
    assert s.phase == Phase.POST_ROLL and min(s.cash) >= 0


def test_bankruptcy_to_a_player_gives_cash_and_unmortgaged_districts() -> None:
    s = new_state("pro")
    give(s, 1, "greenspire-commons")
    s.industrial[d(s, "greenspire-commons")] = 8
    give(s, 0, "kite-hill", "fernvale")
    s.mortgaged[d(s, "fernvale")] = True
    s.cash[0] = 300
    land_on(s, space_of(s, "greenspire-commons"))
    assert s.phase == Phase.RAISE_FUNDS
    cash1 = s.cash[1]
    s.apply(DeclareBankruptcy())
    assert s.is_terminal() and s.bankrupt == 0
    assert s.cash[1] == cash1 + 300 and s.cash[0] == 0
    assert s.owner_of("kite-hill") == 1 and s.owner_of("fernvale") == -1
    table = s.tally()
    assert table[-1].player == 0 and table[-1].bankrupt
    assert table[0].total == table[0].cash + table[0].districts
    assert s.legal_actions() == []


def test_bankruptcy_to_the_bank_returns_districts() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill")
    s.cash[0] = 100
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    land_on(s, bridge)
    assert s.phase == Phase.RAISE_FUNDS
    s.apply(Mortgage("kite-hill"))
    s.apply(DeclareBankruptcy())
    assert s.owner_of("kite-hill") == -1 and s.bank_received >= 200


def test_pay_each_makes_other_players_debtors_in_turn() -> None:
    s = new_state("pro")
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True  # landing lowers it: DOWN half of street-party collects $300k each
    card_on_top(s, "street-party")
    s.cash[1] = 100
    land_on(s, bridge)
    s.apply(DrawCard("street-party"))
    assert s.phase == Phase.RAISE_FUNDS and s.current_player == 1


def test_railroad_jump_is_not_a_step() -> None:
    s = new_state("classic-railroad")
    jump = s.game.railroad_jump_after
    assert jump is not None
    s.position[0] = jump
    events = roll(s, 1, 2)
    assert "railroad_jumped" in kinds(events)
    assert s.position[0] == (jump + 3) % s.game.num_spaces


def test_game_needs_valid_track_and_player_count() -> None:
    from ubuild_desktop.core.engine.ubuild.game import Game, GameSetupError
    from ubuild_desktop.core.trackfile import load_builtin

    with pytest.raises(GameSetupError, match="2-4"):
        Game.create(load_builtin("starter"), 5)
    track = load_builtin("classic")
    broken = track.model_copy(update={"pieces": track.pieces[:-1]})
    with pytest.raises(GameSetupError, match="not a valid"):
        Game.create(broken, 3)
    assert Game.create(load_builtin("classic"), 6).starting_cash == 24_900
    assert Game.create(load_builtin("pro"), 2).starting_cash == 31_700


def test_illegal_action_says_why() -> None:
    s = new_state("pro")
    with pytest.raises(IllegalActionError, match="waits for: pre_roll"):
        s.apply(EndTurn())
    assert s.why_illegal(Buy()) is not None and s.is_legal(Roll())


def test_passing_a_down_bridge_is_free() -> None:
    s = new_state("pro")
    bridge = s.game.bridges[0]
    cash = s.cash[0]
    s.position[0] = bridge - 2
    roll(s, 1, 3)
    assert not s.bridge_up[bridge] and s.cash[0] == cash


def test_queries_tell_the_ui_what_is_possible_without_mutating() -> None:
    s = _post_roll_owner("pro", *GREEN)
    before = s.snapshot()
    options = s.block_options(0, "fernvale")
    assert options.max_total == 3 and options.max_industrial == 3
    assert set(s.special_sites(0, "skyscraper")) == set(GREEN)
    assert s.special_sites(0, "tower") == {}
    assert s.can_mortgage(0, "fernvale") and not s.can_unmortgage(0, "fernvale")
    assert s.block_options(1, "fernvale").max_total == 0
    assert s.space_summary(space_of(s, "fernvale"))["owner"] == 0
    assert BuildBlocks("fernvale", 2, 1) in s.legal_actions()
    assert s.snapshot() == before
