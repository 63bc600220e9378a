"""The mutable state of a game, its legal actions, and the rules that apply them.

A :class:`State` is made from its game: ``State(game)``. ``legal_actions()`` lists
what the player to act (``current_player``; ``CHANCE`` for dice, the shuffle and card
draws) may do now, ``apply(action)`` checks and applies one action or raises
:class:`IllegalActionError` saying why. Nothing here draws random numbers: the CHANCE
player's outcomes are listed by ``chance_outcomes()`` and chosen by the session.

Turn flow (``phase``)::

    SHUFFLE (chance) -> [ROLL_OFF -> ROLL_OFF_DICE (chance)]* (who starts, once a game)
    PRE_ROLL -> ROLL (chance) -> [BUY | AUCTION | PLANNING |
    HAZARD_MOVES | DRAW (chance) | FREE_BLOCKS | RAISE_FUNDS | DEAL]* -> POST_ROLL
    [-> PAID_MOVE -> POST_ROLL]* -> next

Automatic consequences (moving, GO salary, bridges, rent, card effects) run from a small
queue of pending steps; a payment that cannot be made pauses the queue in RAISE_FUNDS
until the debtor pays (``PayDebt``) or goes bankrupt. Every change of cash goes through
``kernel.ledger.transfer``, which logs a :class:`Transaction` and an event.

Where the rules live: :class:`State` (here) is the data (:class:`~.data.StateData`) plus
the calls a UI or a computer player makes, each one line into the module of its topic.
The rules are modules of functions over the data, in layers (a module imports only the
ones above it in this list):

- :mod:`.kernel`: the rule-independent layer (see its package docstring): the shared
  state (:class:`~.kernel.state.GameState`) and rule book interface, the ledger,
  auctions, deals, the session, game files' history, the computer-player driver.
- :mod:`.phases`, :mod:`.actions`, :mod:`.events`, :mod:`.records`, :mod:`.game`,
  :mod:`.tables`: the vocabulary (phases, actions, events, named records, the game's
  fixed facts and per-game lookups).
- :mod:`.data`: :class:`~.data.StateData`, who acts, events, the state's snapshot.
- :mod:`.money`: rent, salary, whole groups, the mortgage windows (the mechanics are
  the kernel ledger's).
- :mod:`.deals`: deals between players.
- :mod:`.building`: blocks, skyscrapers, the stadium, the Tower, bonus buildings, hazards.
- :mod:`.auction`: buying the district landed on, or auctioning it.
- :mod:`.movement`: who starts (the roll-off), turns, dice, moving, GO, bridges, railroads,
  landing, jail, round limit, and the queue of pending steps.
- :mod:`.cards_play`: the Chance pile: shuffling, drawing, following a card.
- :mod:`.queries`: the read-only queries for a UI or a computer player.
- :mod:`.rules`: the rule table (for each action type: the phases that accept it, its
  check, its handler, its lister; the kernel's ``RuleTable`` reads it for
  ``legal_actions``, ``apply``...) and the CHANCE player's outcomes.
- :mod:`.book`: U-Build's rule book, which the kernel's shared rules read.
"""

from __future__ import annotations

from typing import Any

from ..kernel.refusals import Refusal
from ...lattice import Cell
from . import table as rules
from . import buying as auction
from . import money
from . import queries
from .actions import Action
from .book import UBUILD_BOOK
from .data import StateData
from .game import Game
from ..kernel.events import Event
from ..kernel.phases import CHANCE, END_ACTION_LIMIT, END_BANKRUPTCY, END_ROUND_LIMIT, Phase, TERMINAL
from .records import Auction, BlockOptions, Debt, SiteBuilding, Standing

__all__ = [
    "Auction", "BlockOptions", "CHANCE", "Debt", "END_ACTION_LIMIT", "END_BANKRUPTCY", "END_ROUND_LIMIT", "Phase", "Standing", "State", "TERMINAL",
]


class State(StateData):
    """A game in progress: its data (:class:`~.data.StateData`) and the calls a UI, a
    computer player or a test makes. Each call is one line into the module of its topic,
    where the rule is written and documented. It carries U-Build's rule book
    (:data:`.book.UBUILD_BOOK`), which the kernel's shared rules read."""

    def __init__(self, game: Game) -> None:
        super().__init__(game, UBUILD_BOOK)

    # ------------------------------------------------------------------ play

    def legal_actions(self) -> list[Action]:
        return rules.TABLE.legal_actions(self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def is_legal(self, action: Action) -> bool:
        return rules.TABLE.is_legal(self, action)

    def why_illegal(self, action: Action) -> Refusal | None:
        return rules.TABLE.why_illegal(self, action)

    def apply(self, action: Action) -> list[Event]:
        return rules.TABLE.apply(self, action)

    # ------------------------------------------------------------------ queries

    def tally(self) -> list[Standing]:
        return money.tally(self)

    def rent_value(self, district_id: str) -> int:
        return queries.rent_value(self, district_id)

    def mortgage_value(self, district_id: str) -> int:
        return queries.mortgage_value(self, district_id)

    def counted_blocks(self, district_id: str) -> int:
        return queries.counted_blocks(self, district_id)

    def rent_doubled(self, district_id: str) -> bool:
        return queries.rent_doubled(self, district_id)

    def net_worth(self, player: int) -> int:
        return queries.net_worth(self, player)

    def most_raisable(self, player: int) -> int:
        return money.most_raisable(self, player)

    def owner_of(self, district_id: str) -> int:
        return queries.owner_of(self, district_id)

    def districts_of(self, player: int) -> list[str]:
        return queries.districts_of(self, player)

    def building_at(self, site: Cell) -> SiteBuilding | None:
        return queries.building_at(self, site)

    def hazard_touched(self, district_id: str) -> bool:
        return queries.hazard_touched(self, district_id)

    def bonus_touched(self, district_id: str) -> bool:
        return queries.bonus_touched(self, district_id)

    def can_buy(self, player: int) -> bool:
        return queries.can_buy(self, player)

    def block_options(self, player: int, district_id: str) -> BlockOptions:
        return queries.block_options(self, player, district_id)

    def special_sites(self, player: int, kind: str) -> dict[str, list[Cell]]:
        return queries.special_sites(self, player, kind)

    def bonus_sites(self, player: int) -> list[Cell]:
        return queries.bonus_sites(self, player)

    def hazard_sites(self, player: int) -> list[Cell]:
        return queries.hazard_sites(self, player)

    def hazard_moves(self) -> list[tuple[Cell, Cell]]:
        return queries.hazard_moves(self)

    def can_mortgage(self, player: int, district_id: str) -> bool:
        return queries.can_mortgage(self, player, district_id)

    def can_unmortgage(self, player: int, district_id: str) -> bool:
        return queries.can_unmortgage(self, player, district_id)

    def bid_range(self) -> tuple[int, int] | None:
        return auction.bid_range(self)

    def can_propose_deal(self, player: int) -> bool:
        return queries.can_propose_deal(self, player)

    def deal_partners(self, player: int) -> list[int]:
        return queries.deal_partners(self, player)

    def space_summary(self, space: int) -> dict[str, Any]:
        return queries.space_summary(self, space)
