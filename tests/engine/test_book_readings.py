"""Rules the engine once read differently from the book (issue 9), each a scenario that
quotes the book (``shared/seeds/003_*.txt``, checked against the Spanish edition) and the
decision recorded in GAME_MODEL.md section 6 and docs/RULES.md.
"""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.engine.ubuild.state import State, Phase
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    BuildSkyscraper,
    BuildTower,
    Buy,
    DeckCard,
    Dice,
    EndTurn,
    IllegalActionError,
    MoveHazard,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
)
from ubuild_desktop.core.engine.ubuild.game import Game, GameSetupError
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, dump_game, parse_game
from ubuild_desktop.core.engine.ubuild.game import RULES_VERSION
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import SpaceKind
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import d, give, land_on, new_state, put, site_touching, space_of
from .test_legal_actions import _check_contract

BROWN = ("tannery-row", "millpond-yard")
DARK_BLUE = ("sapphire-point", "observatory-crest")

# On the built-in Pro track: a site touching goldcrest-parade (and Go to Jail), its two
# neighbours: one touching only Go to Jail, one touching sunfield-terrace and
# goldcrest-parade; and past that one, a site touching sunfield-terrace only.
BY_GOLDCREST = Cell(-4, 9)
BY_GO_TO_JAIL = Cell(-5, 9)
BY_BOTH = Cell(-3, 9)
BY_SUNFIELD = Cell(-2, 9)


def _post_roll(s, player: int = 0):
    """``player`` has just landed on Free Parking: the landing is resolved."""
    land_on(s, s.game.space_kinds.index(SpaceKind.FREE_PARKING),
            dice=(3,) if s.game.dice_count == 1 else (1, 2))
    assert s.phase == Phase.POST_ROLL and s.current_player == player
    return s


def _moves(s) -> set[tuple[Cell, Cell]]:
    return {(a.source, a.target) for a in s.legal_actions() if isinstance(a, MoveHazard)}


def _goldcrest_game():
    """Pro: player 0 owns goldcrest-parade, player 1 sunfield-terrace; a hazard on BY_GOLDCREST."""
    s = new_state("pro")
    give(s, 0, "goldcrest-parade")
    give(s, 1, "sunfield-terrace")
    sites = s.game.sites
    assert [sites[x].cell for x in sites[s.game.site_by_cell[BY_GOLDCREST]].neighbours] == [BY_GO_TO_JAIL, BY_BOTH]
    put(s, "hazard", BY_GOLDCREST, player=1)
    return _post_roll(s)


# ---------------------------------------------------------------- paid hazard moves
#
# Book: "You can move hazards away from your districts by paying $1M per move to the
# bank during your turn. You can move a hazard by up to 2 moves per turn." (Spanish:
# "desplazar las edificaciones peligrosas de tus distritos".)


def test_paying_to_move_a_hazard_needs_one_of_your_districts_under_it() -> None:
    # Before: any player could pay to push any hazard onto anyone, even owning nothing.
    s = new_state("pro")
    give(s, 1, "kite-hill")
    give(s, 2, "saltmarsh-lane")
    hazard = site_touching(s, "kite-hill")
    put(s, "hazard", hazard, player=2)
    _post_roll(s)
    assert s.districts_of(0) == [] and s.hazard_moves()  # moves exist, none is player 0's to pay for
    assert _moves(s) == set()
    with pytest.raises(IllegalActionError, match="touches one of your districts"):
        s.apply(MoveHazard(*s.hazard_moves()[0]))
    _check_contract(s)


def test_a_paid_move_takes_the_hazard_off_one_of_your_districts() -> None:
    s = _goldcrest_game()
    cash = s.cash[0]
    # Off goldcrest-parade in one move: to the site touching Go to Jail only.
    assert (BY_GOLDCREST, BY_GO_TO_JAIL) in _moves(s)
    s.apply(MoveHazard(BY_GOLDCREST, BY_GO_TO_JAIL))
    assert s.phase == Phase.POST_ROLL and s.cash[0] == cash - 1000
    assert not s.hazard_touched("goldcrest-parade")
    # The second move of the same hazard continues the first: it may go on (the hazard
    # touches none of player 0's districts now), but not back onto goldcrest-parade.
    with pytest.raises(IllegalActionError, match="take the hazard off"):
        s.apply(MoveHazard(BY_GO_TO_JAIL, BY_GOLDCREST))
    assert (BY_GO_TO_JAIL, BY_GOLDCREST) not in _moves(s)
    _check_contract(s)


def test_two_paid_moves_may_take_it_off_together_and_the_second_is_owed() -> None:
    # "the paid move (or the two moves) must take it off": the first move to BY_BOTH
    # leaves it on goldcrest-parade; the game then waits for a second move that takes it
    # off (to BY_SUNFIELD), and nothing else: no end of turn, no deal in between.
    s = _goldcrest_game()
    cash = s.cash[0]
    assert (BY_GOLDCREST, BY_BOTH) in _moves(s)
    s.apply(MoveHazard(BY_GOLDCREST, BY_BOTH))
    assert s.phase == Phase.PAID_MOVE and s.current_player == 0
    assert s.hazard_touched("goldcrest-parade") and s.hazard_touched("sunfield-terrace")
    assert _moves(s) == {(BY_BOTH, BY_SUNFIELD)}  # not back to BY_GOLDCREST
    _check_contract(s)
    for refused in (EndTurn(), ProposeDeal(0, 1, give_cash=10), ProposeDeal(1, 0, give_cash=10)):
        assert not s.is_legal(refused)
    with pytest.raises(IllegalActionError, match="take the hazard off"):
        s.apply(MoveHazard(BY_BOTH, BY_GOLDCREST))
    s.apply(MoveHazard(BY_BOTH, BY_SUNFIELD))
    assert s.phase == Phase.POST_ROLL and s.cash[0] == cash - 2000
    assert not s.hazard_touched("goldcrest-parade") and s.hazard_touched("sunfield-terrace")
    assert _moves(s) == set()  # two paid moves a turn


@pytest.mark.parametrize("strength", ["good", "simple"])
def test_computer_players_make_the_owed_move(strength: str) -> None:
    s = _goldcrest_game()
    s.apply(MoveHazard(BY_GOLDCREST, BY_BOTH))
    assert s.phase == Phase.PAID_MOVE
    player = make_player(strength, 3)
    player.strict = True  # its own choice, not the fallback's
    assert player.decide(s, 0) == MoveHazard(BY_BOTH, BY_SUNFIELD)


@pytest.mark.parametrize("why", ["second site taken", "no cash for two", "one move left"])
def test_a_first_move_that_cannot_be_completed_is_refused(why: str) -> None:
    s = _goldcrest_game()
    if why == "second site taken":
        put(s, "hazard", BY_SUNFIELD, player=1)
    elif why == "no cash for two":
        s.cash[0] = 1500
    else:
        give(s, 0, "kite-hill")
        other = site_touching(s, "kite-hill")
        put(s, "hazard", other, player=1)
        s.apply(next(a for a in s.legal_actions() if isinstance(a, MoveHazard) and a.source == other))
        assert s.paid_moves == 1 and s.phase == Phase.POST_ROLL
    assert (BY_GOLDCREST, BY_GO_TO_JAIL) in _moves(s)  # the one-move way off stays open
    assert (BY_GOLDCREST, BY_BOTH) not in _moves(s)
    with pytest.raises(IllegalActionError, match="take the hazard off"):
        s.apply(MoveHazard(BY_GOLDCREST, BY_BOTH))
    _check_contract(s)


def test_free_moves_keep_their_own_rules() -> None:
    # Planning Permission: "move a hazard" (for free), with no word about whose districts.
    s = new_state("pro")
    give(s, 1, "kite-hill")
    hazard = site_touching(s, "kite-hill")
    put(s, "hazard", hazard, player=2)
    land_on(s, 14)  # Planning Permission; player 0 owns nothing
    assert s.phase == Phase.PLANNING
    free = [a for a in s.legal_actions() if isinstance(a, MoveHazard)]
    assert free and all(a.source == hazard for a in free)
    cash = s.cash[0]
    s.apply(free[0])
    assert s.phase == Phase.HAZARD_MOVES and s.cash[0] == cash


def test_the_good_player_pays_only_to_rescue_its_own_district() -> None:
    s = _goldcrest_game()
    k = d(s, "goldcrest-parade")
    s.residential[k] = 8  # worth rescuing (the hazard makes these count for nothing); no room for more
    s.cash[0] = 20_000
    player = make_player("good", 1)
    action = player.decide(s, 0)
    assert isinstance(action, MoveHazard) and action.source == BY_GOLDCREST and s.is_legal(action)
    # A hazard on another player's district is not player 0's to move, whatever it costs them.
    s2 = new_state("pro")
    give(s2, 1, "goldcrest-parade")
    s2.residential[d(s2, "goldcrest-parade")] = 4
    put(s2, "hazard", BY_GOLDCREST, player=0)
    _post_roll(s2)
    assert player.decide(s2, 0) == EndTurn()


def _old_pro_game_with_a_hazard_by_kite_hill() -> Session:
    """A 3-player Pro game under rules version 1: player 0 owns Kite Hill, player 1 built
    a hazard beside it, and player 2 (who owns nothing) has rolled."""
    game = Game.create(load_builtin("pro"), 3, rules_version=1)
    session = Session(game, 5)
    state = session.state
    while state.phase is Phase.SHUFFLE:
        session.chance_step()
    _turn(session, 1, 2)  # player 0 to kite-hill, buys it
    session.apply(Buy())
    session.apply(EndTurn())
    _turn(session, 4, 4)  # player 1: Jail, just visiting; a double
    session.apply(EndTurn())
    _turn(session, 1, 5)  # Planning Permission: a hazard next to kite-hill
    assert state.phase is Phase.PLANNING
    session.apply(PlaceHazard(site_touching(state, "kite-hill")))
    session.apply(EndTurn())
    _turn(session, 3, 5)  # player 2
    return session


def _turn(session: Session, *dice: int) -> None:
    session.apply(Roll())
    session.apply(Dice(dice))


def test_old_games_replay_under_the_rule_they_were_played_with() -> None:
    # A game saved before the rule (format 2, no rules version) in which a player who owns
    # nothing paid to move a hazard: it loads under the rules it was played with (version
    # 1) instead of failing, and is saved with them from then on.
    session = _old_pro_game_with_a_hazard_by_kite_hill()
    state = session.state  # player 2, who owns nothing, pays to move the hazard
    assert state.phase is Phase.POST_ROLL and state.districts_of(2) == []
    move = next(a for a in state.legal_actions() if isinstance(a, MoveHazard))
    session.apply(move)
    doc = json.loads(dump_game(session))
    assert doc["rules_version"] == 1
    doc["format_version"] = 2
    doc.pop("rules_version")
    loaded = parse_game(json.dumps(doc))
    assert loaded.game.rules_version == 1 and loaded.state == state
    assert json.loads(dump_game(loaded))["rules_version"] == 1
    # The same history under the rule (version 2) is refused with a clear message.
    with pytest.raises(GameFileError, match="touches one of your districts"):
        parse_game(json.dumps(dict(doc, format_version=3, rules_version=2)))


def test_an_unknown_rules_version_is_a_setup_error() -> None:
    with pytest.raises(GameSetupError, match="rules version"):
        Game.create(load_builtin("classic"), 2, rules_version=RULES_VERSION + 1)


def test_an_old_game_loads_as_it_was_saved_even_where_the_new_rule_would_read_it_otherwise() -> None:
    # Under rules version 1 the owner of Kite Hill paid to move the hazard beside it to a
    # site that still touches it, and the turn went on. Rules version 2 accepts that move
    # too, but then owes a second one: the file (no rules version: saved before versions)
    # must load as the game that was saved, after the move, with the turn going on.
    session = _old_pro_game_with_a_hazard_by_kite_hill()
    state = session.state
    session.apply(EndTurn())
    _turn(session, 2, 3)  # player 0 pays to move the hazard to a site that still touches Kite Hill
    kite_hill = state.game.district("kite-hill").index
    move = next(a for a in state.legal_actions() if isinstance(a, MoveHazard)
                and kite_hill in state.game.sites[state.game.site_by_cell[a.target]].districts)
    session.apply(move)
    assert state.phase is Phase.POST_ROLL
    doc = json.loads(dump_game(session))
    doc["format_version"] = 2
    doc.pop("rules_version")
    loaded = parse_game(json.dumps(doc))
    assert loaded.game.rules_version == 1
    assert loaded.state.phase is Phase.POST_ROLL and loaded.state == state
    assert EndTurn() in loaded.state.legal_actions()


def test_version_2_files_load_under_the_rules_they_were_played_with() -> None:
    # A format-2 game (older than rules versions) plays on under version 1, even when its
    # history would also be legal under a later version...
    game = Game.create(load_builtin("classic"), 2, rules_version=1)
    session = Session(game, 3)
    while session.state.phase is not Phase.PRE_ROLL:
        session.chance_step()
    doc = json.loads(dump_game(session))
    doc["format_version"] = 2
    doc.pop("rules_version")
    assert parse_game(json.dumps(doc)).game.rules_version == 1
    # ... and a bad rules version in a format-3 file is a clear message, never a traceback.
    for bad, message in ((0, "rules_version"), ("2", "rules_version"), (True, "rules_version"), (99, "newer")):
        with pytest.raises(GameFileError, match=message):
            parse_game(json.dumps(dict(doc, format_version=3, rules_version=bad)))


# ---------------------------------------------------------------- whole colour groups
#
# Book: "Own 2+ districts of the same color? Build a stadium, skyscraper or the Monopoly
# Tower!" ... "Once you own all of the districts in one color group, you can build a
# skyscraper next to any one of them." ... "Once you own all of the districts in TWO color
# groups, you can buy the Monopoly Tower".


def test_a_lone_district_of_a_colour_is_no_group_for_a_skyscraper() -> None:
    # Classic has a single green district (Fernvale): before, owning it allowed a skyscraper.
    s = new_state("classic")
    assert len(s.game.groups[s.game.district("fernvale").group].districts) == 1
    give(s, 0, "fernvale")
    _post_roll(s)
    assert s.special_sites(0, "skyscraper") == {}
    assert not any(isinstance(a, BuildSkyscraper) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="every district of the colour group, and at least two"):
        s.apply(BuildSkyscraper("fernvale", site_touching(s, "fernvale")))
    _check_contract(s)


def test_a_lone_district_is_not_one_of_the_towers_two_groups() -> None:
    # Before, Fernvale plus the browns allowed the Tower on Classic.
    s = new_state("classic")
    give(s, 0, "fernvale", *BROWN)
    _post_roll(s)
    assert s.special_sites(0, "tower") == {}
    with pytest.raises(IllegalActionError, match="two whole colour groups"):
        s.apply(BuildTower("tannery-row", site_touching(s, "tannery-row")))
    assert set(s.special_sites(0, "skyscraper")) == set(BROWN)  # the browns are a group
    # With a second real group (the two dark-blue districts) the Tower may be built, next
    # to either group but not next to Fernvale.
    give(s, 0, *DARK_BLUE)
    assert set(s.special_sites(0, "tower")) == set(BROWN + DARK_BLUE)
    with pytest.raises(IllegalActionError, match="group you own whole"):
        s.apply(BuildTower("fernvale", site_touching(s, "fernvale", avoid=BROWN + DARK_BLUE)))
    _check_contract(s)
    player = make_player("good", 2)
    s.cash[0] = 40_000
    action = player.decide(s, 0)
    assert s.is_legal(action)


def test_the_old_rules_still_count_a_lone_district_for_old_games() -> None:
    game = Game.create(load_builtin("classic"), 3, rules_version=1)
    s = State(game)
    for card in game.chance_cards:
        s.apply(DeckCard(card.id))
    give(s, 0, "fernvale")
    _post_roll(s)
    assert "fernvale" in s.special_sites(0, "skyscraper")


# ---------------------------------------------------------------- deals while deciding to buy
#
# Book: "Make deals with other players on your turn or in between other players' turns to
# raise funds or get the districts you need."


def _buying(cash: int):
    """Classic: player 0 owns kite-hill and lands on rosewater-walk ($ price) short of cash."""
    s = new_state("classic")
    give(s, 0, "kite-hill")
    s.cash[0] = cash
    land_on(s, space_of(s, "rosewater-walk"))
    assert s.phase == Phase.BUY and s.current_player == 0
    return s


def test_the_lander_may_sell_a_district_to_raise_the_price_before_deciding() -> None:
    s = _buying(100)
    price = s.game.district("rosewater-walk").card.price
    assert not s.is_legal(Buy())
    assert s.can_propose_deal(0) and s.deal_partners(0) == [1, 2]
    assert not s.can_propose_deal(1) and s.deal_partners(1) == []  # only the lander, now
    with pytest.raises(IllegalActionError, match="deciding to buy"):
        s.apply(ProposeDeal(1, 0, give_cash=10))
    _check_contract(s)
    s.apply(ProposeDeal(0, 1, give=("kite-hill",), take_cash=price))
    assert s.phase == Phase.DEAL and s.current_player == 1
    s.apply(AcceptDeal())
    assert s.phase == Phase.BUY and s.current_player == 0 and s.owner_of("kite-hill") == 1
    s.apply(Buy())
    assert s.owner_of("rosewater-walk") == 0


def test_a_rejected_deal_returns_to_the_buy_decision() -> None:
    s = _buying(100)
    s.apply(ProposeDeal(0, 2, give=("kite-hill",), take_cash=500))
    s.apply(RejectDeal())
    assert s.phase == Phase.BUY and s.current_player == 0 and s.owner_of("kite-hill") == 0
    s.apply(StartAuction())
    assert s.phase == Phase.AUCTION
