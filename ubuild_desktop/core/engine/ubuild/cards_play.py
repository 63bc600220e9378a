"""The Chance pile in play: shuffling it card by card, drawing, and following a card.

The cards themselves (their texts and effects) are :mod:`ubuild_desktop.core.cards`;
``_follow`` turns an effect into pending steps, payments or a phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, JailEntry, PaymentReason
from ...pieces import SpaceKind
from .actions import DeckCard, DrawCard
from ..kernel.events import BANK
from ..kernel.phases import Phase
from .refusals import CARD_IN_PILE, NOT_TOP_CARD, NO_SUCH_CARD
from .data import StateData, resume
from .building import block_place_reason, free_block_count
from .hazards import hazard_move_pairs
from .money import transfer
from .records import FreeBlockGift, MoveStep, PayStep
from .movement import begin_play, send_to_jail, start_planning

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_CARD_DRAWN: Final = EventKind.CARD_DRAWN
_EV_CARD_UNFOLLOWABLE: Final = EventKind.CARD_UNFOLLOWABLE
_EV_DECK_CARD: Final = EventKind.DECK_CARD
_EV_DECK_READY: Final = EventKind.DECK_READY
_FOR_CHANCE: Final = PaymentReason.CHANCE
_FOR_CHANCE_PER_BLOCK: Final = PaymentReason.CHANCE_PER_BLOCK
_FOR_CHANCE_PER_DISTRICT: Final = PaymentReason.CHANCE_PER_DISTRICT

if TYPE_CHECKING:
    from ...cards import BridgePosition

_GO: Final = SpaceKind.GO
_DISTRICT: Final = SpaceKind.DISTRICT
_BRIDGE: Final = SpaceKind.BRIDGE
_PLANNING: Final = SpaceKind.PLANNING


def check_deck(state: StateData, a: DeckCard, p: int) -> Refusal | None:
    idx = state.game.card_index.get(a.card)
    if idx is None:
        return Refusal(NO_SUCH_CARD, {"quoted_card": repr(a.card)})
    return CARD_IN_PILE if idx in state.deck else None


def check_draw(state: StateData, a: DrawCard, p: int) -> Refusal | None:
    top = state.game.chance_cards[state.deck[0]].id
    return None if a.card == top else Refusal(NOT_TOP_CARD, {"quoted_top": repr(top), "quoted_card": repr(a.card)})


def do_deck(state: StateData, a: DeckCard) -> None:
    state.deck.append(state.game.card_index[a.card])
    state.emit(_EV_DECK_CARD, (("card", a.card),))
    if len(state.deck) == len(state.game.chance_cards):
        # Only a bridge draws a Chance card (003): on a track without one the pile is dealt
        # all the same (the game's actions are the same on any track), but no one is told.
        state.emit(_EV_DECK_READY, (("drawn", _BRIDGE in state.game.space_kinds),))
        begin_play(state)


def do_draw(state: StateData, a: DrawCard) -> None:
    g = state.game
    p = state.turn
    index = state.deck.pop(0)
    state.deck.append(index)  # every drawn card goes to the bottom of the pile
    card = g.chance_cards[index]
    position: BridgePosition = "up" if state.bridge_up[state.card_bridge] else "down"
    half = card.half(position)
    state.emit(_EV_CARD_DRAWN, (("player", p), ("card", card.id), ("half", position), ("text", half.text)))
    state.phase = Phase.RUNNING
    if not follow(state, p, half.effect):
        state.emit(_EV_CARD_UNFOLLOWABLE, (("player", p), ("card", card.id)))
    if state.phase is Phase.RUNNING:
        resume(state)


#: The card effects that can move the mover (on to a space, or to jail); :func:`follow`
#: leaves the mover where it stands for every other effect.
MOVING_EFFECTS: Final = frozenset({"advance_to", "move", "go_to_jail"})


def is_advance_target(state: StateData, target: str, s: int) -> bool:
    """Whether space ``s`` is where "advance to ``target``" stops: the first such space
    ahead of the mover (GO, the Jail as a visitor, Free Parking, the next bridge, the next
    Planning Permission space, the next district nobody owns)."""
    g = state.game
    sk = g.space_kinds[s]
    return (
        (target == "go" and sk is _GO)
        or (target == "jail_visit" and sk is SpaceKind.JAIL)
        or (target == "free_parking" and sk is SpaceKind.FREE_PARKING)
        or (target == "next_bridge" and sk is _BRIDGE)
        or (target == "next_planning" and sk is _PLANNING)
        or (target == "next_unowned_district" and sk is _DISTRICT and state.owner[g.space_district[s]] < 0)
    )


def follow(state: StateData, p: int, effect: Any) -> bool:  # noqa: C901 - the card vocabulary
    g = state.game
    kind = effect.type
    size = g.num_spaces
    pos = state.position[p]
    if kind == "advance_to":
        target = effect.target
        for k in range(1, size + 1):
            if is_advance_target(state, target, (pos + k) % size):
                state.queue.appendleft(MoveStep(k))
                return True
        return False
    if kind == "move":
        state.queue.appendleft(MoveStep(effect.steps))
        return True
    if kind == "collect":
        transfer(state, BANK, p, effect.amount, _FOR_CHANCE)
        return True
    if kind == "pay":
        state.queue.appendleft(PayStep(p, BANK, effect.amount, _FOR_CHANCE))
        return True
    if kind == "collect_from_each":
        others = other_players(state, p)
        state.queue.extendleft(reversed([PayStep(o, p, effect.amount, _FOR_CHANCE) for o in others]))
        return True
    if kind == "pay_each":
        others = other_players(state, p)
        state.queue.extendleft(reversed([PayStep(p, o, effect.amount, _FOR_CHANCE) for o in others]))
        return True
    if kind == "go_to_jail":
        send_to_jail(state, p, JailEntry.CARD)
        return True
    if kind == "free_blocks":
        state.free_blocks = FreeBlockGift(effect.count, effect.block)
        if any(
            block_place_reason(state, p, d) is None and free_block_count(state, d) > 0
            for d in range(len(state.owner))
        ):
            state.phase = Phase.FREE_BLOCKS
            return True
        state.free_blocks = None
        return False
    if kind == "planning_permission":
        return start_planning(state, p)
    if kind == "free_hazard_moves":
        if not hazard_move_pairs(state, -1):
            return False
        state.phase = Phase.HAZARD_MOVES
        state.free_moves_left = effect.count
        state.moving_site = -1
        return True
    if kind == "pay_per_block":
        total = sum(
            state.residential[d] * effect.residential + state.industrial[d] * effect.industrial
            for d in range(len(state.owner)) if state.owner[d] == p
        )
        if total:
            state.queue.appendleft(PayStep(p, BANK, total, _FOR_CHANCE_PER_BLOCK))
        return True
    if kind == "collect_per_district":
        count = sum(1 for o in state.owner if o == p)
        transfer(state, BANK, p, effect.amount * count, _FOR_CHANCE_PER_DISTRICT)
        return True
    return False


def other_players(state: StateData, p: int) -> list[int]:
    """The other players, in turn order after ``p`` (worked out only for the cards that need them)."""
    n = state.game.num_players
    return [(p + k) % n for k in range(1, n)]

