"""Builders for engine scenario tests: a dealt game, exact dice, buildings put in place."""

from __future__ import annotations

from ubuild_desktop.core.engine.ubuild.actions import DeckCard, Dice, Roll
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase, State
from ubuild_desktop.core.engine.ubuild.building import place
from ubuild_desktop.core.engine.ubuild.game import RULES_VERSION, WHOLE_TABLE_RULES
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import BuildingKind
from ubuild_desktop.core.trackfile import load_builtin


def new_state(track: str = "pro", players: int = 3, rules_version: int = RULES_VERSION) -> State:
    """A game on a built-in track with the Chance pile dealt in file order and a roll-off
    that seat 0 wins (:func:`seat_0_wins_roll_off`): player 0 to roll. ``rules_version``:
    an older one plays as a game saved under it replays (:data:`IN_TURN_AUCTIONS`: bids in turn)."""
    game = Game.create(load_builtin(track), players, rules_version=rules_version)
    state = State(game)
    deal(state)
    seat_0_wins_roll_off(state)
    assert state.phase == Phase.PRE_ROLL and state.current_player == 0
    return state


IN_TURN_AUCTIONS = WHOLE_TABLE_RULES - 1  # the last rules whose auctions go in turn (a pass is final)


def deal(state: State) -> None:
    """The CHANCE player deals the Chance pile in file order: the roll-off comes next."""
    for card in state.game.chance_cards:
        state.apply(DeckCard(card.id))


def roll_off_dice(game: Game, winner: int = 0) -> list[Dice]:
    """Roll-off dice, in seat order, that ``winner`` wins outright: the highest roll for
    them, the lowest for everyone else (one die on Starter, two otherwise)."""
    high, low = ((6,), (1,)) if game.dice_count == 1 else ((6, 5), (1, 2))
    return [Dice(high if seat == winner else low) for seat in range(game.num_players)]


def play_roll_off(state: State, *dice: Dice) -> list[Event]:
    """Each player in the roll-off rolls (``Roll``) and gets the next of ``dice``."""
    events = []
    for outcome in dice:
        assert state.phase == Phase.ROLL_OFF, state.phase
        events += state.apply(Roll())
        events += state.apply(outcome)
    return events


def seat_0_wins_roll_off(state: State) -> list[Event]:
    """The roll-off that leaves the game as it always was before the book's roll-off: seat 0 starts."""
    return play_roll_off(state, *roll_off_dice(state.game, 0))


def roll(state: State, *values: int) -> list[Event]:
    """Roll (if the player has not yet) and give the CHANCE player's exact dice."""
    events = []
    if state.phase == Phase.PRE_ROLL:
        events += state.apply(Roll())
    events += state.apply(Dice(tuple(values)))
    return events


def land_on(state: State, space: int, dice: tuple[int, ...] = (1, 2)) -> list[Event]:
    """Put the player to act just before ``space`` and roll ``dice`` onto it."""
    p = state.current_player
    state.position[p] = (space - sum(dice)) % state.game.num_spaces
    return roll(state, *dice)


def space_of(state: State, district_id: str) -> int:
    return state.game.district(district_id).space


def d(state: State, district_id: str) -> int:
    return state.game.district_by_id[district_id]


def give(state: State, player: int, *district_ids: str) -> None:
    for district_id in district_ids:
        state.set_owner(d(state, district_id), player)


def card_on_top(state: State, card_id: str) -> None:
    index = state.game.card_index[card_id]
    state.deck.remove(index)
    state.deck.insert(0, index)


def site_touching(state: State, district_id: str, avoid: tuple[str, ...] = (), skip: int = 0) -> Cell:
    """An empty site touching ``district_id`` and none of ``avoid``."""
    avoid_idx = {d(state, a) for a in avoid}
    found = [
        state.game.sites[s] for s in state.game.district(district_id).sites
        if s not in state.buildings and not avoid_idx & set(state.game.sites[s].districts)
    ]
    return found[skip].cell


def put(state: State, kind: str, cell: Cell, district_id: str | None = None, player: int = 0) -> None:
    """Stand a building on a site as if it had been built (stock taken, effects on)."""
    s = state.game.site_by_cell[cell]
    dist = d(state, district_id) if district_id else -1
    place(state, player, BuildingKind(kind), s, dist)
    if kind == "skyscraper":
        state.group_skyscraper[state.game.districts[dist].group] = True
    elif kind == "stadium":
        state.stadium_district = dist
    elif kind == "tower":
        state.tower_district = dist


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def good_player_decisions(track: str, seeds: int, players: int = 3):  # type: ignore[no-untyped-def]
    """Play seeded games of good computer players on ``track`` and yield, at every decision,
    ``(state, seat, player)`` before the player decides; the caller may check the state
    (the game then goes on with the player's own decision). Each game's final state is
    yielded once more with seat -1 when it is over."""
    from ubuild_desktop.core.engine.ubuild.state import CHANCE
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.computer import GoodPlayer

    game = Game.create(load_builtin(track), players)
    for seed in range(seeds):
        session = Session(game, seed)
        state = session.state
        bots = [GoodPlayer(seed * 10 + i) for i in range(players)]
        while not state.is_terminal():
            p = state.current_player
            if p == CHANCE:
                session.chance_step()
                continue
            yield state, p, bots[p]
            session.apply(bots[p].decide(state, p))
        yield state, -1, None
