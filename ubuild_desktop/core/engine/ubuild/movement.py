"""Turns and movement: who starts, rolling, moving, GO, bridges, railroads, landing, jail, next turn.

Who starts (the book: "All roll both dice, or just one for the Starter game. The
highest roller starts and play continues clockwise."): once the Chance pile is dealt,
every player in seat order rolls (``Roll`` in ``ROLL_OFF``, then the CHANCE player's
``Dice`` in ``ROLL_OFF_DICE``, recorded like any roll); the players tied for the highest
total roll again, alone, until one is highest. That player takes the first turn and
play continues in seat order from there; rounds count from them.

Automatic consequences run from ``State.queue``, a small queue of pending steps
(the step records of :mod:`.records`: ``MoveStep``, ``LandStep``, ``PayStep``,
``DrawStep``) that :func:`run` works through until a player must decide; the round limit
ends the game here too.
"""

from __future__ import annotations

from typing import Any, Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, JailEntry, JailExit, PaymentReason
from ...pieces import SpaceKind
from .actions import Action, Dice, EndTurn, PayJailFine, Roll
from ..kernel.events import BANK
from .game import BRIDGE_TOLL, FREE_HAZARD_MOVES, JAIL_FINE
from ..kernel.phases import END_ACTION_LIMIT, END_ROUND_LIMIT, Phase
from .refusals import DICE_VALUES, DIE_VALUE, FINE_IS, NOT_IN_JAIL
from .data import StateData
from .records import DrawStep, LandStep, MoveStep, PayStep
from .hazards import bonus_placements, hazard_move_pairs, hazard_placements
from ..kernel.ledger import grant_fair_start
from .money import charge, rent_of, salary, tally, transfer

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_PAID_THE_FINE: Final = JailExit.PAID_THE_FINE
_ROLLED_A_DOUBLE: Final = JailExit.ROLLED_A_DOUBLE
_ROLLED_A_6: Final = JailExit.ROLLED_A_6
_THIRD_FAILED_ROLL: Final = JailExit.THIRD_FAILED_ROLL
_THIRD_DOUBLE: Final = JailEntry.THIRD_DOUBLE
_GO_TO_JAIL: Final = JailEntry.GO_TO_JAIL
_EV_ACTION_LIMIT_REACHED: Final = EventKind.ACTION_LIMIT_REACHED
_EV_BRIDGE_LOWERED: Final = EventKind.BRIDGE_LOWERED
_EV_BRIDGE_RAISED: Final = EventKind.BRIDGE_RAISED
_EV_FIRST_PLAYER: Final = EventKind.FIRST_PLAYER
_EV_FAIR_START_GIFT: Final = EventKind.FAIR_START_GIFT
_EV_GAME_OVER: Final = EventKind.GAME_OVER
_EV_JAILED: Final = EventKind.JAILED
_EV_LEFT_JAIL: Final = EventKind.LEFT_JAIL
_EV_MOVED: Final = EventKind.MOVED
_EV_PASSED_GO: Final = EventKind.PASSED_GO
_EV_PLANNING_PERMISSION: Final = EventKind.PLANNING_PERMISSION
_EV_RAILROAD_JUMPED: Final = EventKind.RAILROAD_JUMPED
_EV_RENT_DUE: Final = EventKind.RENT_DUE
_EV_ROLLED: Final = EventKind.ROLLED
_EV_ROLL_OFF_ROLLED: Final = EventKind.ROLL_OFF_ROLLED
_EV_ROLL_OFF_STARTED: Final = EventKind.ROLL_OFF_STARTED
_EV_ROLL_OFF_TIED: Final = EventKind.ROLL_OFF_TIED
_EV_ROUND_LIMIT_REACHED: Final = EventKind.ROUND_LIMIT_REACHED
_EV_STAYED_IN_JAIL: Final = EventKind.STAYED_IN_JAIL
_EV_TURN_ENDED: Final = EventKind.TURN_ENDED
_EV_TURN_STARTED: Final = EventKind.TURN_STARTED
_FOR_BRIDGE_TOLL: Final = PaymentReason.BRIDGE_TOLL
_FOR_JAIL_FINE: Final = PaymentReason.JAIL_FINE
_FOR_RENT: Final = PaymentReason.RENT
_FOR_SALARY: Final = PaymentReason.SALARY



_GO: Final = SpaceKind.GO
_DISTRICT: Final = SpaceKind.DISTRICT
_BRIDGE: Final = SpaceKind.BRIDGE
_PLANNING: Final = SpaceKind.PLANNING
_TO_JAIL: Final = SpaceKind.GO_TO_JAIL
_LAND: Final = LandStep()  # steps without fields: one shared instance each
_DRAW: Final = DrawStep()
_DOUBLE_PAIR: Final[tuple[Any, ...]] = (("double", False), ("double", True))  # [1 if double else 0]


def check_dice(state: StateData, a: Dice, p: int) -> Refusal | None:
    values = a.values
    if len(values) != state.game.dice_count or min(values) < 1 or max(values) > 6:
        return Refusal(DICE_VALUES, {"count": state.game.dice_count}) if state.game.dice_count != 1 else DIE_VALUE
    return None


def check_pay_fine(state: StateData, a: PayJailFine, p: int) -> Refusal | None:
    if not state.in_jail[p]:
        return NOT_IN_JAIL
    return None if state.cash[p] >= JAIL_FINE else Refusal(FINE_IS, {"fine": JAIL_FINE}, state.book)


def begin_play(state: StateData) -> None:
    """The Chance pile is dealt: the roll-off (or, in a game without one, seat 0) starts."""
    if state.game.roll_off:
        players = list(range(state.game.num_players))
        state.emit(_EV_ROLL_OFF_STARTED, (("players", tuple(players)), ("dice", state.game.dice_count)))
        next_roll_off_round(state, players)
    else:
        first_turn(state, 0)


def next_roll_off_round(state: StateData, players: list[int]) -> None:
    state.roll_off = players
    state.roll_off_totals = []
    state.turn = players[0]
    state.phase = Phase.ROLL_OFF


def roll_off_dice(state: StateData, a: Dice) -> None:
    """A roll-off roll: the next roller, a re-roll among the tied, or the first turn."""
    p = state.turn
    total = 0
    for v in a.values:
        total += v
    state.last_dice = a.values
    state.roll_off_totals.append(total)
    state.emit(_EV_ROLL_OFF_ROLLED, (("player", p), ("dice", a.values), ("total", total)))
    done = len(state.roll_off_totals)
    if done < len(state.roll_off):
        state.turn = state.roll_off[done]
        state.phase = Phase.ROLL_OFF
        return
    best = max(state.roll_off_totals)
    top = [q for q, t in zip(state.roll_off, state.roll_off_totals) if t == best]
    if len(top) > 1:
        state.emit(_EV_ROLL_OFF_TIED, (("players", tuple(top)), ("total", best)))
        next_roll_off_round(state, top)
        return
    state.roll_off = []
    state.roll_off_totals = []
    first_turn(state, top[0])


def first_turn(state: StateData, p: int) -> None:
    state.first_player = p
    state.emit(_EV_FIRST_PLAYER, (("player", p), ("roll_off", state.game.roll_off)))
    if state.game.fair_start:
        grant_fair_start(state, p, state.game.fair_start)
    gifts = state.game.fair_gifts
    for place in range(len(gifts)):
        d = gifts[place]
        if d >= 0 and state.owner[d] < 0:  # the Fair start's gift: the district is this place's, free, before any turn
            q = (p + place) % len(state.player_names)
            state.set_owner(d, q)
            state.emit(_EV_FAIR_START_GIFT, (("player", q), ("district", state.tables.district_id[d]),
                                            ("name", state.tables.district_name[d])))
    start_turn(state, p)


def start_turn(state: StateData, p: int) -> None:
    state.turn = p
    state.phase = Phase.PRE_ROLL
    state.blocks_district = -1
    state.blocks_count = 0
    state.special_built = False
    state.paid_moves = 0
    state.paid_from = -1
    state.paid_at = -1
    state.emit(_EV_TURN_STARTED, state.tables.player_data[p])


def do_roll(state: StateData, a: Roll) -> None:
    state.phase = Phase.ROLL if state.phase is Phase.PRE_ROLL else Phase.ROLL_OFF_DICE


def do_pay_fine(state: StateData, a: PayJailFine) -> None:
    p = state.turn
    transfer(state, p, BANK, JAIL_FINE, _FOR_JAIL_FINE)
    state.in_jail[p] = False
    state.jail_fails[p] = 0
    state.emit(_EV_LEFT_JAIL, (("player", p), ("how", _PAID_THE_FINE)))


def do_dice(state: StateData, a: Dice) -> None:
    if state.phase is Phase.ROLL_OFF_DICE:
        roll_off_dice(state, a)
        return
    p = state.turn
    values = a.values
    total = 0
    for v in values:  # = sum(values), without looking up the builtin (compiled build)
        total += v
    double = len(values) == 2 and values[0] == values[1]
    state.rolls += 1
    state.last_dice = values
    state.emit(_EV_ROLLED, (state.tables.player_pair[p], ("dice", values), _DOUBLE_PAIR[1 if double else 0]))
    state.phase = Phase.RUNNING
    if state.in_jail[p]:
        state.extra_roll = False
        out = double if state.game.dice_count == 2 else values[0] == 6
        if out:
            state.in_jail[p] = False
            state.jail_fails[p] = 0
            state.emit(_EV_LEFT_JAIL, (("player", p), ("how", _ROLLED_A_DOUBLE if double else _ROLLED_A_6)))
            state.queue.append(MoveStep(total))
        else:
            state.jail_fails[p] = state.jail_fails[p] + 1
            if state.jail_fails[p] >= 3:
                state.in_jail[p] = False
                state.jail_fails[p] = 0
                state.emit(_EV_LEFT_JAIL, (("player", p), ("how", _THIRD_FAILED_ROLL)))
                state.queue.append(PayStep(p, BANK, JAIL_FINE, _FOR_JAIL_FINE))
                state.queue.append(MoveStep(total))
            else:
                state.emit(_EV_STAYED_IN_JAIL, (("player", p), ("fails", state.jail_fails[p])))
                state.phase = Phase.POST_ROLL
                return
    else:
        if double:
            state.doubles += 1
            if state.doubles >= 3:
                send_to_jail(state, p, _THIRD_DOUBLE)
                return
        state.extra_roll = double
        state.queue.append(MoveStep(total))
    run(state)


def run(state: StateData) -> None:
    """Work through pending consequences until a decision is needed."""
    # A local: in pure Python each Phase.RUNNING is an attribute lookup on the enum class.
    running = state.phase = Phase.RUNNING
    q = state.queue
    while q and state.phase is running:
        step = q.popleft()
        if isinstance(step, MoveStep):
            step_move(state, step.steps)
        elif isinstance(step, LandStep):
            land(state)
        elif isinstance(step, PayStep):
            charge(state, step.payer, step.payee, step.amount, step.reason, step.about)
            if state.phase is Phase.RAISE_FUNDS:
                return  # PayDebt makes the payment and resumes the queue
        else:  # DrawStep
            state.phase = Phase.DRAW
    if state.phase is running:
        state.phase = Phase.POST_ROLL


def step_move(state: StateData, steps: int) -> None:
    g = state.game
    p = state.turn
    kinds = g.space_kinds
    size = len(kinds)
    # -1 for no railroad: an int, so the compiled build compares positions natively
    jump = -1 if g.railroad_jump_after is None else g.railroad_jump_after
    pos = state.position[p]
    forward = steps > 0
    left = steps if forward else -steps
    start = pos
    quiet = state.tables.quiet_forward if forward else state.tables.quiet_backward
    while left:
        # Cover the spaces where nothing happens in one go (see tables._quiet_runs);
        # the step that follows, if any, goes through the space-by-space rules below.
        skip = min(quiet[pos], left)
        if skip:
            pos = (pos + skip if forward else pos - skip) % size
            left -= skip
            state.position[p] = pos
            continue
        if forward:
            if pos == jump:
                state.emit(_EV_RAILROAD_JUMPED, (("player", p),))
            pos = pos + 1 if pos + 1 < size else 0
        else:
            if jump >= 0 and pos == (jump + 1) % size:
                state.emit(_EV_RAILROAD_JUMPED, (("player", p),))
            pos = pos - 1 if pos else size - 1
        left -= 1
        state.position[p] = pos
        kind = kinds[pos]
        if kind is _GO and forward:
            if left:
                state.emit(_EV_PASSED_GO, state.tables.player_data[p])
            transfer(state, BANK, p, salary(state, p), _FOR_SALARY)
        elif kind is _BRIDGE and left and state.bridge_up[pos]:
            state.bridge_up[pos] = False
            state.emit(_EV_BRIDGE_LOWERED, (("player", p), ("space", pos)))
            if not charge(state, p, BANK, BRIDGE_TOLL, _FOR_BRIDGE_TOLL):
                state.queue.appendleft(MoveStep(left if forward else -left))
                return
    t = state.tables
    state.emit(_EV_MOVED, (t.player_pair[p], t.start_pair[start], t.to_pair[pos], t.to_name_pair[pos]))
    state.queue.appendleft(_LAND)


def land(state: StateData) -> None:
    g = state.game
    p = state.turn
    pos = state.position[p]
    kind = g.space_kinds[pos]
    if kind is _DISTRICT:
        d = g.space_district[pos]
        o = state.owner[d]
        if o < 0:
            state.pending_district = d
            state.phase = Phase.BUY
        elif o != p and not state.mortgaged[d]:
            rent = rent_of(state, d)
            t = state.tables
            state.emit(_EV_RENT_DUE, (
                ("player", p),
                ("owner", o),
                ("amount", rent),
                ("name", t.district_name[d]),
                ("paid", state.cash[p] >= rent),  # paid at once (charge's test), or owed: a debt follows
            ))
            charge(state, p, o, rent, _FOR_RENT, d)
    elif kind is _BRIDGE:
        state.card_bridge = pos
        if state.bridge_up[pos]:
            state.bridge_up[pos] = False
            state.emit(_EV_BRIDGE_LOWERED, (("player", p), ("space", pos)))
            state.queue.appendleft(_DRAW)
            charge(state, p, BANK, BRIDGE_TOLL, _FOR_BRIDGE_TOLL)
        else:
            state.bridge_up[pos] = True
            state.emit(_EV_BRIDGE_RAISED, (("player", p), ("space", pos)))
            state.phase = Phase.DRAW
    elif kind is _PLANNING:
        start_planning(state, p)
    elif kind is _TO_JAIL:
        send_to_jail(state, p, _GO_TO_JAIL)


def start_planning(state: StateData, p: int) -> bool:
    """Enter Planning Permission if anything is possible; return whether it was."""
    # Each kind is worked out only if the ones before it allow nothing.
    possible = bool(bonus_placements(state, p) or hazard_placements(state, p) or hazard_move_pairs(state, -1))
    if possible:
        state.phase = Phase.PLANNING
        state.free_moves_left = FREE_HAZARD_MOVES
        state.moving_site = -1
        state.emit(_EV_PLANNING_PERMISSION, (("player", p),))
    return possible


def send_to_jail(state: StateData, p: int, why: JailEntry) -> None:
    state.position[p] = state.game.jail_space
    state.in_jail[p] = True
    state.jail_fails[p] = 0
    state.doubles = 0
    state.extra_roll = False
    state.queue.clear()
    state.emit(_EV_JAILED, (("player", p), ("why", why)))
    next_turn(state)


def next_turn(state: StateData) -> None:
    p = state.turn
    if state.extra_roll and not state.in_jail[p]:
        state.extra_roll = False
        start_turn(state, p)
        return
    state.doubles = 0
    state.extra_roll = False
    nxt = p + 1
    if nxt == state.game.num_players:
        nxt = 0
    if nxt == state.first_player:
        # Play is back to the first player: every seat has had a turn, a round is complete.
        state.rounds += 1
        limit = state.game.round_limit
        if limit is not None and state.rounds >= limit:
            end_by_round_limit(state)
            return
    start_turn(state, nxt)


def end_by_round_limit(state: StateData) -> None:
    """The round limit house rule: the game ends like after a bankruptcy, no one bankrupt."""
    state.emit(_EV_ROUND_LIMIT_REACHED, (("rounds", state.rounds),))
    end_by_tally(state, END_ROUND_LIMIT)


def end_by_action_limit(state: StateData) -> None:
    """The program's limit (``limits.MAX_GAME_ACTIONS``): the game stops where it is and
    ends as at the round limit, so its file never holds more than a file may."""
    state.emit(_EV_ACTION_LIMIT_REACHED, (("actions", len(state.history)),))
    end_by_tally(state, END_ACTION_LIMIT)


def end_by_tally(state: StateData, reason: str) -> None:
    """The game ends with no one bankrupt: everyone is ranked by the tally."""
    state.queue.clear()
    state.phase = Phase.GAME_OVER
    state.end_reason = reason
    state.emit(_EV_GAME_OVER, (
        ("standings", tuple(s.player for s in tally(state))),
        ("reason", reason),
    ))


def do_end_turn(state: StateData, a: EndTurn) -> None:
    state.emit(_EV_TURN_ENDED, state.tables.player_data[state.turn])
    next_turn(state)


# ------------------------------------------------------------------ listers (see table.ACTIONS)

_ROLL: Final = Roll()  # actions without fields: one shared instance each
_PAY_FINE: Final = PayJailFine()
_END_TURN: Final = EndTurn()


def list_roll(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_ROLL)


def list_pay_fine(state: StateData, p: int, out: list[Action]) -> None:
    if state.in_jail[p] and state.cash[p] >= JAIL_FINE:
        out.append(_PAY_FINE)


def list_end_turn(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_END_TURN)
