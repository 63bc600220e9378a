"""The balance lab on a square board (``core/balance/square.py``): the traditional game's
movement read from its rules and decks, its exact odds, and what they mean in money.

Hand-solved boards, the well-known results of the standard board (Jail the most visited
space, orange and red the best landed groups), a brute-force chain written here over
single rolls, and the seeded sampler within 3 standard errors.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from ubuild_desktop.core.balance import JailPolicy, Policy, sample_model, square_json, square_model, square_money, square_odds
from ubuild_desktop.core.balance.chain import dice_arrivals, solve_chain
from ubuild_desktop.core.balance.model import JAIL, STAYS
from ubuild_desktop.core.balance.square import LEVELS, PAYBACK_LEVEL, _card_arrivals
from ubuild_desktop.core.engine.traditional.game import GameSetupError
from ubuild_desktop.core.engine.traditional.state import RENT_DOUBLE_STATION, RENT_UTILITY_TEN
from ubuild_desktop.core.square import SquareBoard, load_builtin_board
from ubuild_desktop.core.square.board import SpaceKind

POLICIES = (Policy(), Policy(jail=JailPolicy.LONG))


def standard() -> SquareBoard:
    return load_builtin_board("traditional")


def plain(board: SquareBoard) -> SquareBoard:
    """``board`` with every Chance, Community Chest and Go to Jail space made Free Parking."""
    spaces = tuple(
        s.model_copy(update={"kind": SpaceKind.FREE_PARKING})
        if s.kind in (SpaceKind.CHANCE, SpaceKind.CHEST, SpaceKind.GO_TO_JAIL) else s
        for s in board.spaces
    )
    return board.model_copy(update={"spaces": spaces})


def small() -> SquareBoard:
    """A 20-space board: GO, 14 streets in 7 pairs (the decks name street number 13), a
    station, a utility, Jail, a Chance space and Go to Jail."""
    b = standard()
    by_id = {s.id: s for s in b.spaces}
    streets = [s for s in b.spaces if s.kind is SpaceKind.STREET]
    kept_groups = []
    chosen = []
    for g in b.groups:
        pair = [s for s in streets if s.group == g.id][:2]
        if len(chosen) < 14:
            chosen.extend(pair)
            kept_groups.append(g)
    order = [by_id["go"], *chosen[:4], by_id["north-station"], *chosen[4:6], by_id["chance-1"],
             by_id["jail"], *chosen[6:9], by_id["power-station"], *chosen[9:12], by_id["go-to-jail"], *chosen[12:14]]
    return b.model_copy(update={"spaces": tuple(order), "groups": tuple(kept_groups)})


# ------------------------------------------------------------------ reading the rules


def test_the_cards_are_read_from_the_engines_card_rule() -> None:
    """Chance on the standard board: GO, two streets, nearest utility (ten times the dice),
    nearest station twice (double rent), the last street, the first station, back 3, jail;
    the other six cards do not move. Community Chest: GO and jail."""
    board = standard()
    model = square_model(board)
    assert set(model.halves) == {2, 7, 17, 22, 33, 36}
    for space in (7, 22, 36):
        (deck,) = model.halves[space]
        assert len(deck) == 16
        targets = sorted(((space + m.steps) % 40, m.rent_mode) for m in deck if m.steps)
        station = next(s for s in (5, 15, 25, 35) if (s - space) % 40 > 0 and (s - space) % 40 <= 10)
        utility = 12 if space in (7, 36) else 28
        assert targets == sorted([(0, 0), (24, 0), (11, 0), (utility, RENT_UTILITY_TEN), (station, RENT_DOUBLE_STATION),
                                  (station, RENT_DOUBLE_STATION), (39, 0), (5, 0), (space - 3, 0)])
        assert [m.jailed for m in deck].count(True) == 1
        assert [m for m in deck if m.steps < 0] == [m for m in deck if m.steps == -3]
    for space in (2, 17, 33):
        (deck,) = model.halves[space]
        assert sorted((space + m.steps) % 40 for m in deck if m.steps) == [0]
        assert [m.jailed for m in deck].count(True) == 1
        assert {r: c for c, r in model.card_results(space)}[STAYS] == pytest.approx(14 / 16)
    assert model.to_jail == frozenset({30}) and model.jail_space == 10


def test_a_board_the_rules_cannot_play_has_no_odds() -> None:
    board = standard()
    broken = board.model_copy(update={"spaces": tuple(s for s in board.spaces if s.kind is not SpaceKind.JAIL)})
    with pytest.raises(GameSetupError):
        square_odds(broken)


# ------------------------------------------------------------------ hand-solved


@pytest.mark.parametrize("board", [plain(standard()), plain(small())], ids=["40 spaces", "20 spaces"])
def test_a_board_without_cards_or_go_to_jail_solved_by_hand(board: SquareBoard) -> None:
    """Leaving jail at once, every turn rolls once, again after a double (1/6) and a third
    time after two (1/36); the third double (1/216 of turns) goes to jail."""
    odds = square_odds(board)
    assert odds.rolls_per_turn == pytest.approx(1 + 1 / 6 + 1 / 36)
    assert odds.in_jail_per_turn == pytest.approx(1 / 216)
    assert odds.in_jail_per_roll == pytest.approx((1 / 216) / (43 / 36))
    assert sum(odds.per_roll()) + odds.in_jail_per_roll == pytest.approx(1.0)


def test_go_to_jail_ends_no_roll_and_the_long_policy_rolls_once_a_turn_in_jail() -> None:
    board = small()
    for policy in POLICIES:
        odds = square_odds(board, policy)
        go_to_jail = board.indices(SpaceKind.GO_TO_JAIL)[0]
        assert odds.spaces[go_to_jail].per_roll == 0.0
        assert sum(odds.per_roll()) + odds.in_jail_per_roll == pytest.approx(1.0)
        assert sum(odds.heat()) + odds.in_jail_per_turn == pytest.approx(odds.rolls_per_turn)
    short, long = (square_odds(board, p) for p in POLICIES)
    assert long.in_jail_per_roll > 2 * short.in_jail_per_roll


def roll_chain(board: SquareBoard, policy: Policy) -> tuple[np.ndarray, float]:
    """The same rules as a plain chain over single rolls, written here: state (space,
    doubles in a row, failed tries in jail or -1); returns the share of rolls that end
    on each space and in jail (last entry)."""
    model = square_model(board, policy)
    n = model.num_spaces
    stays = policy.jail is JailPolicy.LONG
    states = [(s, d, -1) for s in range(n) for d in range(3)] + ([(model.jail_space, 0, j) for j in range(3)] if stays else [])
    at = {st: i for i, st in enumerate(states)}

    def land(space: int) -> list[tuple[float, int]]:
        if space in model.to_jail:
            return [(1.0, JAIL)]
        if space not in model.halves:
            return [(1.0, space)]
        out: list[tuple[float, int]] = []
        for chance, result in model.card_results(space):
            if result == STAYS:
                out.append((chance, space))
            elif result == JAIL:
                out.append((chance, JAIL))
            else:
                out += [(chance * c, r) for c, r in land(result)]
        return out

    step = np.zeros((len(states), len(states)))
    ends = np.zeros((len(states), n + 1))
    jailed = (model.jail_space, 0, 0) if stays else (model.jail_space, 0, -1)
    for i, (s, d, j) in enumerate(states):
        for o in model.dice:
            if j >= 0:
                if o.leaves_jail or j == 2:
                    for c, r in land((s + o.total) % n):
                        ends[i, n if r == JAIL else r] += o.chance * c
                        step[i, at[jailed if r == JAIL else (r, 0, -1)]] += o.chance * c
                else:
                    ends[i, n] += o.chance
                    step[i, at[(s, 0, j + 1)]] += o.chance
                continue
            if o.double and d == 2:
                ends[i, n] += o.chance
                step[i, at[jailed]] += o.chance
                continue
            for c, r in land((s + o.total) % n):
                ends[i, n if r == JAIL else r] += o.chance * c
                nxt = jailed if r == JAIL else (r, d + 1 if o.double else 0, -1)
                step[i, at[nxt]] += o.chance * c
    system = step.T - np.eye(len(states))
    system[-1] = 1.0
    rhs = np.zeros(len(states))
    rhs[-1] = 1.0
    x = np.linalg.solve(system, rhs)
    return x @ ends, float(x[[at[(s, 0, -1)] for s in range(n)] + [at[(model.jail_space, 0, j)] for j in range(3) if stays]].sum())


@pytest.mark.parametrize("policy", POLICIES, ids=["short", "long"])
@pytest.mark.parametrize("board", [standard(), small()], ids=["standard", "20 spaces"])
def test_the_chain_over_turns_equals_a_chain_over_single_rolls(board: SquareBoard, policy: Policy) -> None:
    odds = square_odds(board, policy)
    per_roll, turn_starts = roll_chain(board, policy)
    assert np.allclose(per_roll[:-1], odds.per_roll(), atol=1e-12)
    assert per_roll[-1] == pytest.approx(odds.in_jail_per_roll, abs=1e-12)
    assert 1 / turn_starts == pytest.approx(odds.rolls_per_turn)


# ------------------------------------------------------------------ the standard board


@pytest.mark.parametrize("policy", POLICIES, ids=["short", "long"])
def test_jail_is_the_most_visited_space(policy: Policy) -> None:
    odds = square_odds(standard(), policy)
    jail = odds.spaces[10].per_roll + odds.in_jail_per_roll
    assert jail > max(s.per_roll for s in odds.spaces if s.space != 10)
    assert jail > 0.05


@pytest.mark.parametrize("policy", POLICIES, ids=["short", "long"])
def test_orange_and_red_are_the_best_landed_groups(policy: Policy) -> None:
    board = standard()
    odds = square_odds(board, policy)
    mean = {g.id: sum(odds.spaces[s].per_roll for s in board.streets(g.id)) / len(board.streets(g.id)) for g in board.groups}
    best = sorted(mean, key=lambda g: -mean[g])
    assert set(best[:2]) == {"orange", "red"}


def test_the_well_known_figures_of_the_standard_board() -> None:
    """The published exact odds of the standard game (leaving jail at once): the red
    street before the third station 3.19% of rolls, GO 3.10%, that station 3.07%."""
    odds = square_odds(standard())
    assert odds.spaces[24].per_roll == pytest.approx(0.0319, abs=5e-4)
    assert odds.spaces[0].per_roll == pytest.approx(0.0310, abs=5e-4)
    assert odds.spaces[25].per_roll == pytest.approx(0.0307, abs=5e-4)
    assert max(odds.spaces, key=lambda s: s.per_roll if s.space != 10 else 0).space == 24


@pytest.mark.parametrize("policy", POLICIES, ids=["short", "long"])
def test_the_sampler_agrees_within_three_standard_errors(policy: Policy) -> None:
    board = standard()
    odds = square_odds(board, policy)
    sampled = sample_model(square_model(board, policy), 200_000, seed=7)
    for s in odds.spaces:
        assert abs(sampled.per_roll[s.space] - s.per_roll) <= 3 * sampled.standard_error[s.space] + 1e-9, s.name
    assert abs(sampled.in_jail_per_roll - odds.in_jail_per_roll) <= 3 * sampled.in_jail_standard_error
    assert sampled.rolls_per_turn == pytest.approx(odds.rolls_per_turn, rel=0.01)


# ------------------------------------------------------------------ money


def test_every_landing_on_a_property_comes_from_the_dice_or_a_card() -> None:
    board = standard()
    model = square_model(board)
    solved = solve_chain(model)
    arrivals = dice_arrivals(model, solved)
    cards = _card_arrivals(model, arrivals.sum(axis=0))
    for s, space in enumerate(board.spaces):
        if space.is_property:
            by_card = sum(v for (t, _), v in cards.items() if t == s)
            assert arrivals[:, s].sum() + by_card == pytest.approx(solved.per_turn[s])


def test_money_figures_use_the_engines_rents() -> None:
    board = standard()
    odds = square_odds(board)
    money = square_money(board, odds, players=4)
    by_space = {p.space: p for p in money.properties}
    assert len(money.properties) == 28
    last = by_space[39]
    assert last.rent == (100, 200, 600, 1400, 1700, 2000)  # the whole group bare pays double
    assert last.expected == pytest.approx(tuple(odds.spaces[39].per_turn * r for r in last.rent))
    station = by_space[5]
    assert station.rent == (25, 50, 100, 200)
    # A station earns more than its rent times its odds: the "nearest station" cards pay double.
    assert station.expected[0] > odds.spaces[5].per_turn * 25
    utility = by_space[12]
    assert utility.rent == (4, 10)
    assert utility.expected[1] > utility.expected[0] > 0
    orange = next(g for g in money.paybacks[PAYBACK_LEVEL] if g.group == "orange")
    assert orange.cost == 180 + 180 + 200 + 3 * 3 * 100
    assert orange.income == pytest.approx(sum(by_space[s].expected[PAYBACK_LEVEL] for s in (16, 18, 19)))
    assert orange.turns == pytest.approx(orange.cost / orange.income)
    assert orange.rounds == pytest.approx(orange.turns / 3)
    assert len(money.paybacks) == len(LEVELS) and all(len(level) == 8 for level in money.paybacks)
    assert [g.group for g in money.holdings] == ["station", "utility"]
    # The cheap groups pay back slowest with three houses; orange among the fastest.
    turns = {g.group: g.turns for g in money.paybacks[PAYBACK_LEVEL]}
    assert turns["brown"] == max(turns.values())
    assert sorted(turns, key=turns.get)[:3].count("orange") == 1
    assert money.most_landed[0] == [p.space for p in money.properties].index(24)


def test_the_json_document_is_plain_and_finite() -> None:
    import json

    board = standard()
    odds = square_odds(board, Policy(jail=JailPolicy.LONG))
    doc = square_json(board, odds, square_money(board, odds, 3))
    text = json.dumps(doc, allow_nan=False)
    back = json.loads(text)
    assert back["policy"] == {"jail": "long"}
    assert len(back["spaces"]) == 40 and back["money"]["players"] == 3
    assert [g["group"] for g in back["money"]["groups"]][:2] == ["brown", "light-blue"]
    assert all(len(g["paybacks"]) == 6 for g in back["money"]["groups"])
    assert math.isclose(sum(s["per_roll"] for s in back["spaces"]) + back["in_jail"]["per_roll"], 1.0)


@pytest.mark.slow
@pytest.mark.parametrize("policy", POLICIES, ids=["short", "long"])
def test_a_million_rolls_agree(policy: Policy) -> None:
    """The issue's scale: 10^6 rolls on the standard board."""
    from tests.balance.test_sample import strays

    board = standard()
    assert strays(square_odds(board, policy), sample_model(square_model(board, policy), 1_000_000, seed=2, batches=100)) == []


# ------------------------------------------------------------------ engine games


#: Rolls not counted at the start of each engine game: both movers start on GO, and the
#: first laps land on the spaces ahead of it in waves (the spaces just past GO are first
#: reached only at the end of a lap); the chain's odds are those of a long game.
WARM_UP = 100


def engine_landings(board: SquareBoard, games: int, rolls: int, seed: int) -> tuple[list[float], list[float]]:
    """Where the engine's own rolls end in ``games`` games of ``rolls`` rolls each, two
    players who leave jail at once (a get-out-of-jail card first, else the fine), buy
    nothing and hold no auction (a house rule): per space and in jail (last), the share of
    the rolls (after :data:`WARM_UP` rolls) and its standard error, the games as batches.

    Each game shuffles both decks anew, and a deck then goes round in that order ("colócala
    debajo del mazo"), so within one game the card a space draws depends on the card the
    last draw took: only over many shuffles is every card equally likely on every space,
    as the model draws them. Hence many games, each its own batch."""
    import random

    from ubuild_desktop.core.engine.kernel.actions import Dice, EndTurn, PayJailFine, Roll, StartAuction
    from ubuild_desktop.core.engine.kernel.phases import Phase
    from ubuild_desktop.core.engine.traditional.actions import PayIncomeTax, UseJailCard
    from ubuild_desktop.core.engine.traditional.game import Game
    from ubuild_desktop.core.engine.traditional.options import HouseRules
    from ubuild_desktop.core.engine.traditional.session import new_state

    rich = board.model_copy(update={"starting_cash": 1_000_000})  # the fine is always paid
    game = Game(rich, ("a", "b"), HouseRules(auctions=False))
    rng = random.Random(seed)
    n = len(board.spaces)
    counts = []
    for _ in range(games):
        state = new_state(game)
        book = state.book
        count = [0] * (n + 1)
        done = 0
        warm_up = WARM_UP
        pending = False
        while done < rolls:
            phase = state.phase
            if pending and phase is not Phase.DRAW and phase is not Phase.BUY:  # the roll is over
                p = state.turn
                if warm_up > 0:
                    warm_up -= 1
                else:
                    count[n if state.in_jail[p] else state.position[p]] += 1
                    done += 1
                pending = False
            outcomes = book.chance_outcomes(state)
            if outcomes:
                action = outcomes[0][0] if phase is Phase.DRAW else rng.choice(outcomes)[0]
                pending = pending or (isinstance(action, Dice) and phase is Phase.ROLL and state.rent_roll < 0)
                book.apply(state, action)
                continue
            legal = {type(a): a for a in book.legal_actions(state)}
            choice = next((cls for cls in (UseJailCard, PayJailFine, StartAuction, PayIncomeTax, Roll, EndTurn)
                           if cls in legal), None)
            assert choice is not None, (state.phase, list(legal))
            book.apply(state, legal[choice])
        counts.append(count)
    shares, errors = [], []
    for o in range(n + 1):
        parts = [count[o] / rolls for count in counts]
        mean = sum(parts) / games
        shares.append(mean)
        errors.append(math.sqrt(sum((x - mean) ** 2 for x in parts) / (games - 1) / games))
    return shares, errors


def test_engine_games_agree_within_three_standard_errors() -> None:
    """The model against the rules themselves: the engine's shuffled decks, its jail,
    doubles and cards; 60 games of 1,000 rolls."""
    board = standard()
    odds = square_odds(board)
    shares, errors = engine_landings(board, 60, 1_000, seed=3)
    exact = [*odds.per_roll(), odds.in_jail_per_roll]
    off = [(s, round(got, 5), round(want, 5), round(se, 5)) for s, (got, want, se) in enumerate(zip(shares, exact, errors))
           if abs(got - want) > 3 * se + 1e-12]
    assert off == []
