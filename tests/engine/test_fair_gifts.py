"""The Fair start's gifts (issue 27: the books' other compensation), in both games: once
the roll-off has chosen the first player, a place in the turn order starts with a
district (U-Build) or a property (traditional), free, as well as its money. Part of the
game's setup: ``replay(history)`` and the game files rebuild it; files without gifts read
and write as before; tracks and boards keep them with their Fair start."""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE, Session, replay
from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase, State
from ubuild_desktop.core.engine.ubuild.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.ubuild.game import FAIR_GIFT_WRONG, GameSetupError
from ubuild_desktop.core.engine.kernel.actions import DrawCard, Roll
from ubuild_desktop.core.engine.simulate import simulate, summarize
from ubuild_desktop.core.engine.traditional import game as trad_game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game as dump_trad, parse_game as parse_trad
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession, replay as trad_replay
from ubuild_desktop.core.balance.fair import gift_choices, gift_names
from ubuild_desktop.core.fairstart import FairStart, fair_gifts_for, fair_start_for, with_fair_start
from ubuild_desktop.core.square import dump_board, load_builtin_board, parse_board
from ubuild_desktop.core.trackfile import dump_track, load_builtin, parse_track

from .helpers import deal, play_roll_off, roll_off_dice
from tests.traditional.helpers import act


def _gift_events(state: object) -> list[tuple[int, str]]:
    return [(dict(e.data)["player"], dict(e.data)["district"]) for e in state.events  # type: ignore[attr-defined]
            if e.kind == EventKind.FAIR_START_GIFT]


def test_the_last_place_starts_with_its_district_once_the_first_player_is_known() -> None:
    track = load_builtin("classic")
    cheapest = gift_choices(track)[0][0]
    game = Game.create(track, ["Ana", "Bo", "Cy"], fair_start=(0, 300, 600), fair_gifts=("", "", cheapest))
    d = next(x.index for x in game.districts if x.card.id == cheapest)
    assert game.fair_gifts == (-1, -1, d)
    state = State(game)
    deal(state)
    assert state.owner[d] == -1  # nobody's before the roll-off ends
    play_roll_off(state, *roll_off_dice(game, 1))  # Bo starts: Cy is second, Ana third
    assert state.first_player == 1 and state.phase == Phase.PRE_ROLL
    assert state.owner[d] == 0 and state.cash == [24_900 + 600, 24_900, 24_900 + 300]  # free: Ana pays nothing
    assert _gift_events(state) == [(0, cheapest)]
    gift_event = next(e for e in state.events if e.kind == EventKind.FAIR_START_GIFT)
    name = next(x.card.name for x in game.districts if x.index == d)
    assert gift_event.text == f"Ana starts with {name}, free (Fair start)"
    assert replay(game, state.history) == state
    session = Session(game, 5, dice=DICE_TABLE)
    session.state = state
    text = dump_game(session)
    assert json.loads(text)["fair_gifts"] == ["", "", cheapest]
    again = parse_game(text)
    assert again.game.fair_gifts == game.fair_gifts and again.state == state
    # a game without gifts saves as before: no fair_gifts field
    plain = Session(Game.create(track, 3, fair_start=(0, 300, 600)), 5)
    assert "fair_gifts" not in json.loads(dump_game(plain))


@pytest.mark.parametrize("gifts", [("", "nowhere"), ("tannery-row", "tannery-row"), ("tannery-row",)])
def test_gifts_that_do_not_fit_the_game_are_a_setup_error(gifts: tuple[str, ...]) -> None:
    with pytest.raises(GameSetupError) as caught:
        Game.create(load_builtin("classic"), 2, fair_gifts=gifts)
    assert caught.value.template == FAIR_GIFT_WRONG


def test_gifts_all_none_are_no_gifts() -> None:
    assert Game.create(load_builtin("classic"), 3, fair_gifts=("", "", "")).fair_gifts == ()


def test_the_traditional_game_gives_its_property_after_its_roll_off() -> None:
    board = load_builtin_board("traditional")
    cheapest = gift_choices(board)[0][0]
    rules = HouseRules(fair_start=(0, 50, 100, 150), fair_gifts=("", "", "", cheapest))
    game = trad_game.Game(board, ["Ana", "Bo", "Cy", "Di"], rules)
    session = TradSession(game, 4, dice=DICE_TABLE)
    state = session.state
    for card in game.card_ids:
        act(state, DrawCard(card))
    for p in range(4):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 2 else (1, 2)))  # Cy starts: Bo is last
    d = game.ids.index(cheapest)
    assert state.phase is Phase.PRE_ROLL and state.turn == 2 and state.owner[d] == 1
    assert state.cash == [1500 + 100, 1500 + 150, 1500, 1500 + 50]
    assert _gift_events(state) == [(1, cheapest)]
    assert trad_replay(game, state.history) == state
    text = dump_trad(session)
    assert json.loads(text)["house_rules"]["fair_gifts"] == ["", "", "", cheapest]
    again = parse_trad(text)
    assert again.game.house_rules == rules and again.state == state
    assert "fair_gifts" not in HouseRules(fair_start=(0, 5)).to_json()
    with pytest.raises(ValueError, match="fair_gifts"):
        HouseRules.from_json({"fair_gifts": [1, 2]})
    with pytest.raises(trad_game.GameSetupError) as caught:
        trad_game.Game(board, 2, HouseRules(fair_gifts=("", "go")))  # GO is no property
    assert caught.value.template == trad_game.FAIR_GIFT_WRONG


@pytest.mark.parametrize("board, seats", [("starter", 2), ("classic", 4), ("pro", 6), ("traditional", 3),
                                          ("traditional", 8)])
def test_every_seat_count_plays_gifts_in_simulated_games(board: str, seats: int) -> None:
    where = load_builtin_board(board) if board == "traditional" else load_builtin(board)
    gift = gift_choices(where)[-1][0]  # the dearest
    gifts = ("",) * (seats - 1) + (gift,)
    run = simulate(where, seats, None, games=2, seed=seats, fair_gifts=gifts, round_limit=20)
    assert run.fair_gifts == gifts and summarize(run)["games"] == 2


def test_tracks_and_boards_keep_gifts_and_old_files_read_as_before() -> None:
    track = load_builtin("classic")
    gift = gift_choices(track)[0][0]
    kept = with_fair_start(with_fair_start(None, 4, (0, 100, 200, 300), ("", "", "", gift)), 2, (0, 500))
    assert kept is not None
    text = dump_track(track.model_copy(update={"fair_start": kept}))
    assert text.count('"gifts"') == 1  # the money-only Fair start of 2 players has none
    again = parse_track(text)
    assert fair_gifts_for(again.fair_start, 4) == ("", "", "", gift) and fair_gifts_for(again.fair_start, 2) == ()
    assert fair_start_for(again.fair_start, 4) == (0, 100, 200, 300)
    assert gift_names(track, ("", gift)) == ("", gift_choices(track)[0][1])
    with pytest.raises(ValueError):
        FairStart(players=2, amounts=(0, 1), gifts=("a",))
    with pytest.raises(ValueError):
        FairStart(players=2, amounts=(0, 1), gifts=("a", "a"))
    board = load_builtin_board("traditional")
    prop = gift_choices(board)[0][0]
    text = dump_board(board.model_copy(update={"fair_start": with_fair_start(None, 3, (0, 10, 20), ("", "", prop))}))
    assert fair_gifts_for(parse_board(text).fair_start, 3) == ("", "", prop)
    plain = dump_board(board.model_copy(update={"fair_start": with_fair_start(None, 3, (0, 10, 20))}))
    assert '"gifts"' not in plain
