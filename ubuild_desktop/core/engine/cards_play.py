"""The Chance pile in play: shuffling it card by card, drawing, and following a card.

The cards themselves (their texts and effects) are :mod:`ubuild_desktop.core.cards`;
``_follow`` turns an effect into pending steps, payments or a phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..pieces import SpaceKind
from .actions import DeckCard, DrawCard
from .auction import AuctionMixin
from .events import BANK
from .phases import Phase
from .refusals import CARD_IN_PILE, NOT_TOP_CARD, NO_SUCH_CARD

if TYPE_CHECKING:
    from ..cards import BridgePosition
    from .state import State

# Not imported from movement (which imports this module for its base class).
_GO: Final = SpaceKind.GO
_DISTRICT: Final = SpaceKind.DISTRICT
_BRIDGE: Final = SpaceKind.BRIDGE
_PLANNING: Final = SpaceKind.PLANNING


class CardsMixin(AuctionMixin):  # one chain of single bases: see state.py
    """Chance card play for :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _check_deck(self: State, a: DeckCard, p: int) -> str | None:
        idx = self.game.card_index.get(a.card)
        if idx is None:
            return NO_SUCH_CARD.format(quoted_card=repr(a.card))
        return CARD_IN_PILE if idx in self.deck else None

    def _check_draw(self: State, a: DrawCard, p: int) -> str | None:
        top = self.game.chance_cards[self.deck[0]].id
        return None if a.card == top else NOT_TOP_CARD.format(quoted_top=repr(top), quoted_card=repr(a.card))

    # ------------------------------------------------------------------ handlers

    def _do_deck(self: State, a: DeckCard) -> None:
        self.deck.append(self.game.card_index[a.card])
        self._emit("deck_card", (("card", a.card),))
        if len(self.deck) == len(self.game.chance_cards):
            self._emit("deck_ready", ())
            self._begin_play()

    def _do_draw(self: State, a: DrawCard) -> None:
        g = self.game
        p = self.turn
        index = self.deck.pop(0)
        self.deck.append(index)  # every drawn card goes to the bottom of the pile
        card = g.chance_cards[index]
        position: BridgePosition = "up" if self.bridge_up[self.card_bridge] else "down"
        half = card.half(position)
        self._emit("card_drawn", (("player", p), ("card", card.id), ("half", position), ("text", half.text)))
        self.phase = Phase.RUNNING
        if not self._follow(p, half.effect):
            self._emit("card_unfollowable", (("player", p), ("card", card.id)))
        if self.phase is Phase.RUNNING:
            self._run()

    def _follow(self: State, p: int, effect: Any) -> bool:  # noqa: C901 - the card vocabulary
        g = self.game
        kind = effect.type
        size = g.num_spaces
        pos = self.position[p]
        if kind == "advance_to":
            target = effect.target
            for k in range(1, size + 1):
                s = (pos + k) % size
                sk = g.space_kinds[s]
                if (
                    (target == "go" and sk is _GO)
                    or (target == "jail_visit" and sk is SpaceKind.JAIL)
                    or (target == "free_parking" and sk is SpaceKind.FREE_PARKING)
                    or (target == "next_bridge" and sk is _BRIDGE)
                    or (target == "next_planning" and sk is _PLANNING)
                    or (target == "next_unowned_district" and sk is _DISTRICT and self.owner[g.space_district[s]] < 0)
                ):
                    self.queue.appendleft(("move", k))
                    return True
            return False
        if kind == "move":
            self.queue.appendleft(("move", effect.steps))
            return True
        if kind == "collect":
            self._transfer(BANK, p, effect.amount, "Chance")
            return True
        if kind == "pay":
            self.queue.appendleft(("pay", p, BANK, effect.amount, "Chance"))
            return True
        if kind == "collect_from_each":
            others = self._others(p)
            self.queue.extendleft(reversed([("pay", o, p, effect.amount, "Chance") for o in others]))
            return True
        if kind == "pay_each":
            others = self._others(p)
            self.queue.extendleft(reversed([("pay", p, o, effect.amount, "Chance") for o in others]))
            return True
        if kind == "go_to_jail":
            self._send_to_jail(p, "Chance card")
            return True
        if kind == "free_blocks":
            self.free_blocks = (effect.count, effect.block)
            if any(
                self._block_place_reason(p, d) is None and self._free_block_count(d) > 0
                for d in range(len(self.owner))
            ):
                self.phase = Phase.FREE_BLOCKS
                return True
            self.free_blocks = None
            return False
        if kind == "planning_permission":
            return self._start_planning(p)
        if kind == "free_hazard_moves":
            if not self._hazard_move_pairs(-1):
                return False
            self.phase = Phase.HAZARD_MOVES
            self.free_moves_left = effect.count
            self.moving_site = -1
            return True
        if kind == "pay_per_block":
            total = sum(
                self.residential[d] * effect.residential + self.industrial[d] * effect.industrial
                for d in range(len(self.owner)) if self.owner[d] == p
            )
            if total:
                self.queue.appendleft(("pay", p, BANK, total, "Chance: per block"))
            return True
        if kind == "collect_per_district":
            count = sum(1 for o in self.owner if o == p)
            self._transfer(BANK, p, effect.amount * count, "Chance: per district")
            return True
        return False

    def _others(self: State, p: int) -> list[int]:
        """The other players, in turn order after ``p`` (worked out only for the cards that need them)."""
        n = self.game.num_players
        return [(p + k) % n for k in range(1, n)]
