"""The exact landing odds (``core/balance``): they sum to 1, the movement model reads the
rules and the cards as the engine plays them, and scenarios whose answer is known by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.core.tracks import GO, PARK, dd, laid, ring
from ubuild_desktop.core.balance import (
    JailPolicy,
    LandingOdds,
    MoverModel,
    Policy,
    landing_odds,
    mover_model,
    track_odds,
)
from ubuild_desktop.core.balance.chain import solve_chain
from ubuild_desktop.core.balance.model import CardMove, dice_outcomes
from ubuild_desktop.core.engine.ubuild.game import Game, GameSetupError
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin


@pytest.mark.parametrize("name", builtin_track_names())
@pytest.mark.parametrize("jail", list(JailPolicy))
def test_the_odds_sum_to_one(name: str, jail: JailPolicy) -> None:
    game = Game.create(load_builtin(name), 4)
    odds = track_odds(load_builtin(name), Policy(jail=jail))
    assert [s.space for s in odds.spaces] == list(range(game.num_spaces))
    assert [s.name for s in odds.spaces] == list(game.space_names)
    assert [s.kind for s in odds.spaces] == [k.value for k in game.space_kinds]
    assert sum(s.per_roll for s in odds.spaces) + odds.in_jail_per_roll == pytest.approx(1.0, abs=1e-12)
    assert sum(odds.heat()) + odds.in_jail_per_turn == pytest.approx(odds.rolls_per_turn, abs=1e-12)
    assert all(s.per_roll >= -1e-15 for s in odds.spaces)
    assert odds.policy.jail is jail
    for s in odds.spaces:
        assert s.per_turn == pytest.approx(s.per_roll * odds.rolls_per_turn)
        if s.kind == "go_to_jail":
            assert s.per_roll == 0.0  # a roll that lands there ends in jail
        else:
            assert s.per_roll > 0.005


def test_starter_rolls_once_a_turn() -> None:
    """One die: no doubles, so a turn is one roll and per turn equals per roll."""
    odds = track_odds(load_builtin("starter"))
    assert odds.rolls_per_turn == pytest.approx(1.0)
    assert odds.heat() == pytest.approx(odds.per_roll())


def test_an_invalid_track_is_refused() -> None:
    starter = load_builtin("starter")
    broken = starter.model_copy(update={"pieces": starter.pieces[:-1]})
    with pytest.raises(GameSetupError):
        track_odds(broken)


def test_a_policy_share_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError):
        Policy(bridge_up=1.5)
    assert Policy(jail="long").jail is JailPolicy.LONG  # type: ignore[arg-type]


# ------------------------------------------------------------------ the movement model


def test_the_dice_of_the_presets() -> None:
    """Starter: one die, no doubles, out of jail with a 6; two dice: 6 doubles in 36."""
    one = dice_outcomes(1)
    assert [(o.total, o.double, o.leaves_jail) for o in one] == [(v, False, v == 6) for v in range(1, 7)]
    two = dice_outcomes(2)
    assert sum(o.chance for o in two) == pytest.approx(1.0)
    assert sum(o.chance for o in two if o.double) == pytest.approx(1 / 6)
    assert all(o.leaves_jail == o.double for o in two)
    assert {o.total for o in two if o.double} == {2, 4, 6, 8, 10, 12}
    assert mover_model(Game.create(load_builtin("starter"), 2)).dice == one
    assert mover_model(Game.create(load_builtin("classic"), 2)).dice == two


def test_the_cards_move_as_the_engine_plays_them() -> None:
    """On Pro's first bridge (space 5; bridges 5, 13, 21, 29, Jail 8, Planning 14 and 27,
    32 spaces), read card by card from chance.json's texts."""
    game = Game.create(load_builtin("pro"), 4)
    assert game.bridges == (5, 13, 21, 29) and game.jail_space == 8 and game.planning_spaces == (14, 27)
    model = mover_model(game)
    up, down = model.halves[5]
    by_id = {card.id: (u, d) for card, u, d in zip(game.chance_cards, up, down)}
    stay, jailed = CardMove(0, False), CardMove(0, True)
    assert by_id["roadworks"] == (CardMove(-3, False), CardMove(3, False))  # back 3 / forward 3
    assert by_id["water-taxi"] == (CardMove(8, False), CardMove(27, False))  # next bridge / GO
    assert by_id["racing-the-bridge"] == (jailed, stay)
    assert by_id["lost-blueprints"] == (CardMove(3, False), jailed)  # Jail, just visiting / go to jail
    assert by_id["property-scout"] == (stay, CardMove(9, False))  # no unowned district / Planning
    assert by_id["prefab-homes"] == (CardMove(-2, False), stay)
    assert by_id["city-marathon"] == (CardMove(6, False), stay)
    assert by_id["rates-bill"] == (stay, stay)
    # With the districts still for sale, the scout finds the next one (space 6).
    for_sale = mover_model(game, Policy(unowned_districts=True))
    scout = [card.id for card in game.chance_cards].index("property-scout")
    assert for_sale.halves[5][0][scout] == CardMove(1, False)


@pytest.mark.parametrize("name", [*builtin_track_names(), "synthetic"])
@pytest.mark.parametrize("unowned", [False, True])
def test_every_card_on_every_bridge_moves_as_the_engines_card_rule(name: str, unowned: bool) -> None:
    """The model finds "advance to" targets from the sorted target spaces and skips the
    cards that cannot move (``cards_play.MOVING_EFFECTS``); the engine's ``follow``,
    asked card by card on each bridge, must agree everywhere."""
    from benchmarks.synthetic import synthetic_track
    from ubuild_desktop.core.balance.track_model import followed
    from ubuild_desktop.core.engine.ubuild.state import State

    track = synthetic_track(120) if name == "synthetic" else load_builtin(name)
    game = Game.create(track, 4)
    model = mover_model(game, Policy(unowned_districts=unowned))
    scratch = State(game)
    if not unowned:
        scratch.owner = [1] * len(scratch.owner)
    assert game.bridges
    for b in game.bridges:
        up, down = model.halves[b]
        for card, u, d in zip(game.chance_cards, up, down):
            assert (u, d) == (followed(scratch, b, card.up.effect), followed(scratch, b, card.down.effect)), (b, card.id)


def test_a_bridge_found_up_follows_the_down_half() -> None:
    """All landings finding the bridges UP read only DOWN halves: Pro's first bridge then
    sends 1 in 17 to jail (fishing without a licence), 1 in 17 to GO (27 steps on)."""
    game = Game.create(load_builtin("pro"), 4)
    moves = dict((m, c) for c, m in mover_model(game, Policy(bridge_up=1.0)).card_moves(5))
    assert moves[CardMove(0, True)] == pytest.approx(1 / 17)
    assert moves[CardMove(27, False)] == pytest.approx(1 / 17)
    assert CardMove(-3, False) not in moves
    moves = dict((m, c) for c, m in mover_model(game, Policy(bridge_up=0.0)).card_moves(5))
    assert moves[CardMove(0, True)] == pytest.approx(1 / 17)  # racing the bridge
    assert moves[CardMove(-3, False)] == pytest.approx(1 / 17)
    assert CardMove(27, False) not in moves


def test_the_bridge_policy_changes_the_odds() -> None:
    game = Game.create(load_builtin("pro"), 4)
    up, down = landing_odds(game, Policy(bridge_up=1.0)), landing_odds(game, Policy(bridge_up=0.0))
    go = 0
    assert up.spaces[go].per_roll > down.spaces[go].per_roll  # the DOWN half's "Advance to GO"
    assert up.bridges_up == tuple((b, 1.0) for b in game.bridges)


@pytest.mark.parametrize("name", builtin_track_names())
def test_bridges_as_in_play(name: str) -> None:
    """The default: each bridge's share of landings found UP settles where the odds give
    it (``u = q / (1 + q)``, ``q`` the landings among the crossings): near 1 in 8 with two
    dice, 1 in 4 with one (engine games played by the good players measure 0.116 on Pro,
    0.214 on Starter); shares given as a policy are taken as they are."""
    game = Game.create(load_builtin(name), 4)
    odds = landing_odds(game)
    assert odds.policy.bridge_up is None
    assert [b for b, _ in odds.bridges_up] == list(game.bridges)
    low, high = (0.18, 0.27) if game.dice_count == 1 else (0.09, 0.16)
    assert all(low < share < high for _, share in odds.bridges_up), odds.bridges_up
    half = landing_odds(game, Policy(bridge_up=0.5))
    assert half.bridges_up == tuple((b, 0.5) for b in game.bridges)
    assert half.heat() != pytest.approx(odds.heat(), abs=1e-4)


def test_a_railroad_jump_is_not_a_step() -> None:
    """Classic with railroads has the same cycle of spaces read through the railroad link:
    the same odds, space for space."""
    plain, railroad = track_odds(load_builtin("classic")), track_odds(load_builtin("classic-railroad"))
    assert Game.create(load_builtin("classic-railroad"), 4).railroad_jump_after is not None
    assert [s.name for s in plain.spaces] == [s.name for s in railroad.spaces]
    assert railroad.heat() == pytest.approx(plain.heat(), abs=1e-12)


# ------------------------------------------------------------------ known by hand


def ring_model(spaces: int, *, jail: int = 0, to_jail: frozenset[int] = frozenset(),
               policy: Policy = Policy()) -> MoverModel:
    """A ring of ``spaces`` plain spaces and one die: a synthetic movement model (no legal
    track has a die and no bridges: Starter's preset asks for both)."""
    return MoverModel(spaces, jail, dice_outcomes(1), to_jail, {}, {}, policy)


def shares(model: MoverModel) -> tuple[list[float], float]:
    solved = solve_chain(model)
    per_roll = [t / solved.rolls_per_turn for t in solved.per_turn]
    return per_roll[:-1], per_roll[-1]


@pytest.mark.parametrize("spaces", [6, 7, 10, 40])
def test_a_plain_ring_is_landed_on_evenly(spaces: int) -> None:
    per_roll, in_jail = shares(ring_model(spaces))
    assert per_roll == pytest.approx([1 / spaces] * spaces, abs=1e-12)
    assert in_jail == 0.0


def test_go_to_jail_doubles_jails_share() -> None:
    """On a ring of 6 with one die every roll lands on each space with 1 chance in 6.
    With Go to Jail on space 4 and Jail on space 1, the rolls that land on Go to Jail end
    in jail: Jail's share (visiting plus in jail) doubles from 1/6 to 2/6, Go to Jail's is
    0, the others keep 1/6."""
    plain, _ = shares(ring_model(6, jail=1))
    per_roll, in_jail = shares(ring_model(6, jail=1, to_jail=frozenset({4})))
    assert plain[1] == pytest.approx(1 / 6)
    assert per_roll[1] + in_jail == pytest.approx(2 * plain[1], abs=1e-12)
    assert in_jail == pytest.approx(1 / 6, abs=1e-12)
    assert per_roll[4] == 0.0
    assert [per_roll[s] for s in (0, 1, 2, 3, 5)] == pytest.approx([1 / 6] * 5, abs=1e-12)


def test_staying_in_jail_by_hand() -> None:
    """The same ring, staying in jail (out with a 6, the third failed roll moves). A stay
    is 1 + 5/6 + 25/36 = 91/36 rolls, 55/36 of them failed; the roll out lands on Jail
    itself (a 6) with 1/6 + 5/36 + 25/216 = 91/216, on each other space with 25/216. With
    F the share of free rolls (each landing evenly) and V the stays begun per roll:
    V = F/6 + V 25/216, so V = 36F/191; rolls in jail are V 91/36, so F = 191/282 and
    V = 36/282. In jail: every stay's rolls but its last, plus the rolls that send there:
    V 91/36 = 91/282. Jail (visiting): F/6 + V 91/216 = 1/6. The other spaces but Go to
    Jail: F/6 + V 25/216 = 18/141."""
    per_roll, in_jail = shares(ring_model(6, jail=1, to_jail=frozenset({4}), policy=Policy(jail=JailPolicy.LONG)))
    assert in_jail == pytest.approx(float(Fraction(91, 282)), abs=1e-12)
    assert per_roll[1] == pytest.approx(1 / 6, abs=1e-12)
    assert [per_roll[s] for s in (0, 2, 3, 5)] == pytest.approx([18 / 141] * 4, abs=1e-12)
    assert per_roll[4] == 0.0


def test_two_dice_on_a_plain_custom_track() -> None:
    """A Custom ring of GO, two district doubles and Free Parking (Pro's two dice, no Go
    to Jail, no bridge): a turn rolls 1 + 1/6 + 1/36 = 43/36 times, and ends in jail only
    by a third double, 1 turn in 216; the spaces share the rest almost evenly (the third
    double puts the mover on GO, the jail space of a track without Jail)."""
    odds = track_odds(laid(ring(), [GO, dd("D1"), dd("D2"), PARK]))
    assert odds.rolls_per_turn == pytest.approx(43 / 36, abs=1e-12)
    assert odds.in_jail_per_turn == pytest.approx(1 / 216, abs=1e-12)
    even = (1 - odds.in_jail_per_roll) / 6
    assert [s.per_roll for s in odds.spaces] == pytest.approx([even] * 6, abs=1e-5)


def test_staying_in_jail_raises_the_jail_share() -> None:
    game = Game.create(load_builtin("classic"), 4)
    short, long = landing_odds(game, Policy(jail=JailPolicy.SHORT)), landing_odds(game, Policy(jail=JailPolicy.LONG))
    assert long.in_jail_per_roll > 2 * short.in_jail_per_roll
    assert long.rolls_per_turn < short.rolls_per_turn  # a turn in jail rolls once


def test_heat_is_per_turn() -> None:
    odds = track_odds(load_builtin("pro"))
    assert isinstance(odds, LandingOdds)
    assert odds.heat() == tuple(s.per_turn for s in odds.spaces)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["pro", "starter"])
def test_bridges_as_in_play_read_engine_games(name: str) -> None:
    """Engine games of four good players: the share of Chance cards read on a DOWN half
    (the bridge was found UP) is what "as in play" gives, within 0.03 (2,299 Pro games
    measured 0.116 against 0.12-0.13; 10,193 Starter games 0.214 against 0.21-0.24)."""
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.kernel.autoplay import play_out

    game = Game.create(load_builtin(name), 4)
    halves = {"up": 0, "down": 0}
    for seed in range(1, 201):
        session = Session(game, seed)
        play_out(session, [make_player("good", seed * 10 + seat) for seat in range(4)])
        for event in session.state.events:
            if event.kind == "card_drawn":
                halves[event.get("half")] += 1
    measured = halves["down"] / (halves["up"] + halves["down"])
    shares = [share for _, share in landing_odds(game).bridges_up]
    assert abs(measured - sum(shares) / len(shares)) < 0.03, (measured, shares)


def test_the_dense_and_the_sparse_solve_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """Small chains are solved dense (no scipy import: issue 26), large ones sparse: both
    give the same odds, on every built-in track, both jail policies, and the square board."""
    from ubuild_desktop.core.balance import chain, square_odds
    from ubuild_desktop.core.square import load_builtin_board

    def everything() -> list[float]:
        values: list[float] = []
        for name in builtin_track_names():
            for jail in JailPolicy:
                odds = track_odds(load_builtin(name), Policy(jail=jail))
                values += [s.per_roll for s in odds.spaces] + [odds.rolls_per_turn, odds.in_jail_per_roll]
        for jail in JailPolicy:
            board = square_odds(load_builtin_board("traditional"), Policy(jail=jail))
            values += [s.per_roll for s in board.spaces] + [board.rolls_per_turn]
        return values

    dense = everything()
    monkeypatch.setattr(chain, "DENSE_LIMIT", 0)
    assert everything() == pytest.approx(dense, abs=1e-12)
