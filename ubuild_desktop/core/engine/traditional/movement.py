"""Movement and jail: the start (decks, dealt properties, the roll-off), turns, the dice,
moving round the board, GO, landing, jail, and :func:`run`, the queue of pending steps.

The book's sentences (seed 001 unless named):

- "Todos lanzan los dos dados; empieza la tirada más alta." (the roll-off)
- "Si sacas dobles, vuelve a lanzar y juega otro turno. Si sacas dobles tres veces
  seguidas, ve directamente a la Cárcel y no completes el tercer turno."
- "SALIDA: cobra 200 al pasar o caer en SALIDA."
- "Ve a la Cárcel: ve directamente a la Cárcel, no cobres 200 por pasar por SALIDA y
  termina el turno."
- Jail: "Paga 50 al principio del siguiente turno, luego tira y mueve con normalidad" /
  "Usa una carta Sal de la Cárcel gratis al principio del turno" / "Intenta sacar dobles.
  Si lo consigues, mueve según la tirada y termina el turno. Puedes intentarlo hasta tres
  turnos; tras fallar el tercero, paga 50 y mueve con esa tirada."
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action, Dice, EndTurn, PayJailFine, Roll
from ..kernel.auction import open_auction
from ..kernel.event_kinds import BANK, EventKind, JailEntry, JailExit, PaymentReason
from ..kernel.ledger import charge, grant_fair_start, transfer
from ..kernel.phases import Phase
from ..kernel.state import resume
from .actions import UseJailCard
from .ending import end_by_round_limit
from .game import K_CHANCE, K_CHEST, K_FREE_PARKING, K_GO_TO_JAIL, K_STATION, K_STREET, K_TAX, K_UTILITY
from .money import feed_pot, pay_bank, rent, take_pot
from .refusals import DICE_TWO, FINE_BEFORE_ROLL, FINE_IS, NO_EXTRA_ROLL, NO_JAIL_CARD, NOT_IN_JAIL, ROLL_AGAIN_FIRST
from .state import (
    RENT_UTILITY_TEN, STEP_AUCTION, STEP_LEAVE_JAIL_AND_MOVE, STEP_MOVE_BY, STEP_MOVE_TO, STEP_PAY, Step, TradState,
)
from .taxes import land_on_tax

_EV_ROLL_OFF_STARTED: Final = EventKind.ROLL_OFF_STARTED
_EV_ROLL_OFF_ROLLED: Final = EventKind.ROLL_OFF_ROLLED
_EV_ROLL_OFF_TIED: Final = EventKind.ROLL_OFF_TIED
_EV_FIRST_PLAYER: Final = EventKind.FIRST_PLAYER
_EV_FAIR_START_GIFT: Final = EventKind.FAIR_START_GIFT
_EV_TURN_STARTED: Final = EventKind.TURN_STARTED
_EV_TURN_ENDED: Final = EventKind.TURN_ENDED
_EV_ROLLED: Final = EventKind.ROLLED
_EV_MOVED: Final = EventKind.MOVED
_EV_PASSED_GO: Final = EventKind.PASSED_GO
_EV_JAILED: Final = EventKind.JAILED
_EV_LEFT_JAIL: Final = EventKind.LEFT_JAIL
_EV_STAYED_IN_JAIL: Final = EventKind.STAYED_IN_JAIL
_EV_RENT_DUE: Final = EventKind.RENT_DUE
_FOR_SALARY: Final = PaymentReason.SALARY
_FOR_JAIL_FINE: Final = PaymentReason.JAIL_FINE
_FOR_TAX: Final = PaymentReason.TAX
_FOR_RENT: Final = PaymentReason.RENT
_RUNNING: Final = Phase.RUNNING
_PRE_ROLL: Final = Phase.PRE_ROLL
_POST_ROLL: Final = Phase.POST_ROLL

JAIL_TRIES: Final = 3  # turns of trying for doubles in jail
DOUBLES_TO_JAIL: Final = 3


# ------------------------------------------------------------------ the start


def start_roll_off(state: TradState) -> None:
    """Everyone rolls both dice; the highest roller starts."""
    state.rolloff_turn = state.alive()
    state.turn = state.rolloff_turn[0]
    state.phase = Phase.ROLL_OFF
    state.emit(_EV_ROLL_OFF_STARTED, (("dice", 2),))


def rolloff_dice(state: TradState, a: Dice) -> None:
    p = state.turn
    total = a.values[0] + a.values[1]
    state.rolloff[p] = total
    state.emit(_EV_ROLL_OFF_ROLLED, (("player", p), ("dice", a.values), ("total", total)))
    state.rolloff_turn.pop(0)
    if state.rolloff_turn:
        state.turn = state.rolloff_turn[0]
        state.phase = Phase.ROLL_OFF
        return
    best = max(state.rolloff)
    tied = [q for q in range(len(state.rolloff)) if state.rolloff[q] == best]
    state.rolloff = [0] * len(state.rolloff)
    if len(tied) > 1:
        state.emit(_EV_ROLL_OFF_TIED, (("players", tuple(tied)), ("total", best)))
        state.rolloff_turn = tied
        state.turn = tied[0]
        state.phase = Phase.ROLL_OFF
        return
    state.starter = tied[0]
    state.emit(_EV_FIRST_PLAYER, (("player", tied[0]), ("roll_off", True)))
    if state.game.house_rules.fair_start:
        grant_fair_start(state, tied[0], state.game.house_rules.fair_start)
    gifts = state.game.fair_gifts
    for place in range(len(gifts)):
        d = gifts[place]
        # The Fair start's gift: the property is this place's, free, before any turn (if the
        # bank still holds it: a title dealt before the roll-off stays dealt).
        if d >= 0 and state.owner[d] < 0:
            q = (tied[0] + place) % len(state.player_names)
            state.set_owner(d, q)
            state.emit(_EV_FAIR_START_GIFT, (("player", q), ("district", state.game.ids[d]), ("name", state.game.names[d])))
    begin_turn(state, tied[0])


# ------------------------------------------------------------------ turns


def begin_turn(state: TradState, p: int) -> None:
    expire_interest(state, state.turn)
    state.turn = p
    state.doubles = 0
    state.extra_roll = False
    state.settled = _PRE_ROLL
    state.phase = _PRE_ROLL
    state.emit(_EV_TURN_STARTED, (("player", p),))


def expire_interest(state: TradState, ending: int) -> None:
    """The 10% paid on receiving a mortgaged title lets its new owner lift it for the
    mortgage alone "at their next chance" (004): until the end of their own turn, the one
    in progress or their next (``ending``: the player whose turn ends). Rules version 2
    and older: only in the turn it was received."""
    paid = state.interest_paid
    if not state.game.whole_table:
        if True in paid:
            for d in range(len(paid)):
                paid[d] = False
            state.restamp()
        return
    for d in state.held[ending]:
        if paid[d]:
            paid[d] = False
            state.restamp()


def next_turn(state: TradState) -> None:
    """The turn passes to the next player still in the game (a round ends when it comes
    back to the player who started); the round limit may end the game here."""
    n = len(state.player_names)
    p = state.turn
    q = p
    for k in range(1, n + 1):
        q = (p + k) % n
        if not state.out[q]:
            break
    if (q - state.starter) % n <= (p - state.starter) % n:
        state.rounds += 1
        limit = state.game.house_rules.round_limit
        if limit > 0 and state.rounds >= limit:
            end_by_round_limit(state)
            return
    begin_turn(state, q)


def do_end_turn(state: TradState, a: EndTurn) -> None:
    state.emit(_EV_TURN_ENDED, (("player", state.turn),))
    next_turn(state)


def check_roll(state: TradState, a: Roll, p: int) -> Refusal | None:
    if state.phase is _POST_ROLL and not state.extra_roll:
        return NO_EXTRA_ROLL
    return None


def check_end_turn(state: TradState, a: EndTurn, p: int) -> Refusal | None:
    return ROLL_AGAIN_FIRST if state.extra_roll else None


def do_roll(state: TradState, a: Roll) -> None:
    state.phase = Phase.ROLL_OFF_DICE if state.phase is Phase.ROLL_OFF else Phase.ROLL


def check_dice(state: TradState, a: Dice, p: int) -> Refusal | None:
    values = a.values
    if len(values) != 2 or not (1 <= values[0] <= 6 and 1 <= values[1] <= 6):
        return DICE_TWO
    return None


def do_dice(state: TradState, a: Dice) -> None:
    if state.phase is Phase.ROLL_OFF_DICE:
        rolloff_dice(state, a)
        return
    p = state.turn
    total = a.values[0] + a.values[1]
    double = a.values[0] == a.values[1]
    state.last_total = total
    state.emit(_EV_ROLLED, (("player", p), ("dice", a.values), ("double", double)))
    resume(state)
    if state.rent_roll >= 0:  # a card's "nearest utility": ten times this roll
        d = state.rent_roll
        state.rent_roll = -1
        charge_rent(state, p, d, rent(state, d, total, RENT_UTILITY_TEN))
        return
    state.settled = _POST_ROLL
    if state.in_jail[p]:
        if double:
            leave_jail(state, p, JailExit.ROLLED_A_DOUBLE)
            state.queue.append(Step(STEP_MOVE_BY, total))
            return
        state.jail_turns[p] = state.jail_turns[p] + 1
        if state.jail_turns[p] >= JAIL_TRIES:
            state.queue.append(Step(STEP_PAY, p, BANK, state.game.jail_fine, _FOR_JAIL_FINE))
            state.queue.append(Step(STEP_LEAVE_JAIL_AND_MOVE, total))
        else:
            state.emit(_EV_STAYED_IN_JAIL, (("player", p),))
        return
    if double:
        state.doubles += 1
        if state.doubles >= DOUBLES_TO_JAIL:
            send_to_jail(state, p, JailEntry.THIRD_DOUBLE)
            return
    state.extra_roll = double
    state.queue.append(Step(STEP_MOVE_BY, total))


def list_roll(state: TradState, p: int, out: list[Action]) -> None:
    if state.phase is not _POST_ROLL or state.extra_roll:
        out.append(_ROLL)


def list_end_turn(state: TradState, p: int, out: list[Action]) -> None:
    if not state.extra_roll:
        out.append(_END_TURN)


def roll_or_end(state: TradState) -> Action:
    """Before or after the roll, the first of a roll and the end of the turn that
    :func:`list_roll` and :func:`list_end_turn` list: a roll before it (or again after a
    double), else the end of the turn. What a computer player does when nothing else is
    worth weighing (``test_fast_paths`` compares it with the listing)."""
    return _ROLL if state.phase is not _POST_ROLL or state.extra_roll else _END_TURN


# ------------------------------------------------------------------ jail


def send_to_jail(state: TradState, p: int, why: JailEntry) -> None:
    """Straight to jail: no salary, and the turn ends (no roll for a double)."""
    start = state.position[p]
    state.position[p] = state.game.jail
    state.in_jail[p] = True
    state.restamp()
    state.jail_turns[p] = 0
    state.doubles = 0
    state.extra_roll = False
    state.rent_mode = 0
    state.queue.clear()
    state.settled = _POST_ROLL
    state.emit(_EV_JAILED, (("player", p), ("why", why), ("start", start), ("to", state.game.jail)))


def leave_jail(state: TradState, p: int, how: JailExit) -> None:
    state.in_jail[p] = False
    state.restamp()
    state.jail_turns[p] = 0
    state.emit(_EV_LEFT_JAIL, (("player", p), ("how", how)))


def check_pay_fine(state: TradState, a: PayJailFine, p: int) -> Refusal | None:
    if not state.in_jail[p]:
        return NOT_IN_JAIL
    if state.phase is _POST_ROLL and not fine_after_roll(state, p):
        return FINE_BEFORE_ROLL
    fine = state.game.jail_fine
    if state.cash[p] < fine:
        return Refusal(FINE_IS, {"fine": fine}, state.book)
    return None


def fine_after_roll(state: TradState, p: int) -> bool:
    """Whether ``p``, in jail after the roll, may pay the fine now: in a turn they began
    in jail (002: "Pagando los S/. 50 antes de lanzar los dados o en cualquier momento de
    sus próximos dos turnos"), from rules version 3. Then they are free, and roll and move
    as usual next turn (the third failed roll pays it and moves at once)."""
    return state.game.whole_table and state.jail_turns[p] > 0


def do_pay_fine(state: TradState, a: PayJailFine) -> None:
    p = state.turn
    pay_bank(state, p, state.game.jail_fine, _FOR_JAIL_FINE)
    leave_jail(state, p, JailExit.PAID_THE_FINE)


def held_card(state: TradState, p: int) -> int:
    """A get-out-of-jail card ``p`` holds (the first by card order), or -1."""
    best = -1
    for c, holder in state.card_holder.items():
        if holder == p and (best < 0 or c < best):
            best = c
    return best


def check_use_card(state: TradState, a: UseJailCard, p: int) -> Refusal | None:
    if not state.in_jail[p]:
        return NOT_IN_JAIL
    return NO_JAIL_CARD if held_card(state, p) < 0 else None


def do_use_card(state: TradState, a: UseJailCard) -> None:
    """The card goes back under its deck (004: "también serán colocadas debajo del montón")."""
    p = state.turn
    c = held_card(state, p)
    del state.card_holder[c]
    state.piles[state.game.card_deck[c]].append(c)
    leave_jail(state, p, JailExit.USED_A_CARD)


def list_jail(state: TradState, p: int, out: list[Action]) -> None:
    if state.phase is _POST_ROLL:
        if state.in_jail[p] and fine_after_roll(state, p) and state.cash[p] >= state.game.jail_fine:
            out.append(_PAY_FINE)
        return
    if state.in_jail[p]:
        if state.cash[p] >= state.game.jail_fine:
            out.append(_PAY_FINE)
        if held_card(state, p) >= 0:
            out.append(_USE_CARD)


# ------------------------------------------------------------------ moving and landing


def move_to(state: TradState, p: int, to: int, salary: bool) -> None:
    """Move ``p`` forward to ``to`` (collecting the salary on passing or landing on GO
    when ``salary``), then land there."""
    game = state.game
    if salary and (to <= state.position[p] or to == 0):
        pay = game.salary
        if to == 0 and game.house_rules.double_salary_on_go:
            pay = 2 * pay
        state.emit(_EV_PASSED_GO, (("player", p),))
        transfer(state, BANK, p, pay, _FOR_SALARY)
    start = state.position[p]
    state.position[p] = to
    # "start" and "back" let a view walk the mover: only a card's "go back" moves without the salary.
    state.emit(_EV_MOVED, (("player", p), ("start", start), ("to", to), ("back", not salary),
                           ("to_name", game.names[to])))
    land(state, p, to)


def land(state: TradState, p: int, d: int) -> None:
    """What the space ``d`` does to ``p``, who just landed there."""
    game = state.game
    kind = game.kind[d]
    if kind == K_STREET or kind == K_STATION or kind == K_UTILITY:
        mode = state.rent_mode
        state.rent_mode = 0
        owner = state.owner[d]
        if owner < 0:
            state.pending = d
            state.phase = Phase.BUY
        elif owner != p and not state.mortgaged[d] and not state.out[owner]:
            if kind == K_UTILITY and mode == RENT_UTILITY_TEN:
                state.rent_roll = d
                state.phase = Phase.ROLL
                return
            charge_rent(state, p, d, rent(state, d, state.last_total, mode))
    elif kind == K_CHANCE or kind == K_CHEST:
        state.drawing = "chance" if kind == K_CHANCE else "chest"
        state.phase = Phase.DRAW
    elif kind == K_TAX:
        if game.tax_percent[d] > 0:
            land_on_tax(state, d)  # 002's Income Tax: the lander chooses how to pay
        else:
            pay_bank(state, p, game.tax[d], _FOR_TAX)
    elif kind == K_GO_TO_JAIL:
        send_to_jail(state, p, JailEntry.GO_TO_JAIL)
    elif kind == K_FREE_PARKING and game.house_rules.free_parking_pot:
        take_pot(state, p)


def charge_rent(state: TradState, p: int, d: int, amount: int) -> None:
    """The owner collects ``amount`` of rent for ``d`` from ``p`` (a debt if ``p`` is short).
    An owner in jail collects too (001: "En la Cárcel aún puedes cobrar alquileres")."""
    owner = state.owner[d]
    state.emit(_EV_RENT_DUE, (("player", p), ("owner", owner), ("amount", amount),
                              ("district", state.game.ids[d]), ("name", state.game.names[d]),
                              ("paid", state.cash[p] >= amount)))  # paid at once (charge's test), or owed: a debt follows
    charge(state, p, owner, amount, _FOR_RENT, d)


# ------------------------------------------------------------------ the pending steps


def run(state: TradState) -> None:
    """Work through the pending steps until a player must decide, then settle in the
    phase the turn is in (before or after the roll); a turn whose player went out passes."""
    queue = state.queue
    while state.phase is _RUNNING:
        if not queue:
            if state.out[state.turn]:
                next_turn(state)
            else:
                state.phase = state.settled
            return
        step = queue.pop(0)
        kind = step.kind
        p = state.turn
        if kind == STEP_MOVE_BY:
            n = state.game.n
            move_to(state, p, (state.position[p] + step.a) % n, True)
        elif kind == STEP_MOVE_TO:
            move_to(state, p, step.a, step.b == 1)
        elif kind == STEP_PAY:
            pay_step(state, step)
        elif kind == STEP_AUCTION:
            if state.owner[step.a] < 0:
                open_auction(state, step.a, p if not state.out[p] else state.alive()[0])
                keep_bidders(state, step.b - 1)
        elif kind == STEP_LEAVE_JAIL_AND_MOVE:
            leave_jail(state, p, JailExit.THIRD_FAILED_ROLL)
            n = state.game.n
            move_to(state, p, (state.position[p] + step.a) % n, True)


def pay_step(state: TradState, step: Step) -> None:
    payer, payee = step.a, step.b
    if (payer >= 0 and state.out[payer]) or (payee >= 0 and state.out[payee]):
        return
    if payer == BANK:
        transfer(state, BANK, payee, step.c, step.reason, step.about)
    elif charge(state, payer, payee, step.c, step.reason, step.about) and payee == BANK:
        feed_pot(state, payer, step.c, step.reason)


def keep_bidders(state: TradState, barred: int = -1) -> None:
    """Only players still in the game bid, and not ``barred`` (a debtor who handed the
    title to the bank as payment: it goes to the others)."""
    auction = state.auction
    if auction is not None:
        auction.bidders = [b for b in auction.bidders if not state.out[b] and b != barred]


_ROLL: Final = Roll()
_END_TURN: Final = EndTurn()
_PAY_FINE: Final = PayJailFine()
_USE_CARD: Final = UseJailCard()
