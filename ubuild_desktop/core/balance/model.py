"""The movement model of one mover: what a roll can do, read from a game.

Everything here is a rule of GAME_MODEL §5 ("Movement"), written once, for the exact
chain (:mod:`.chain`) and the sampler (:mod:`.sample`) alike:

- "Clockwise along the cycle of spaces. Railroads are not spaces: a move that reaches a
  railroad continues from the space after the other railroad, and the jump is not a
  step." ``Game.space_kinds`` is that cycle, read through the railroad link, so a move of
  ``k`` steps from space ``s`` ends on space ``(s + k) % n``, railroad jumps included.
- "Doubles roll again; a third double in a row sends the player to jail without moving."
- "Starter: one die (so no doubles), out of jail with a 6; Classic and Pro: two dice."
- "Jail: pay $500k before rolling, or roll a double (Starter: a 6) and move that roll;
  the third failed roll pays $500k and moves that roll." (The choice is the policy's.)
- Landing on Go to Jail sends the mover to jail ("Going to jail never pays").
- "Landing on a bridge: ... draw a Chance card and follow the half that matches the
  bridge's new position." Where a card sends the mover is decided by the engine's own
  card rule (``cards_play.follow``) on the game's cards (``Game.chance_cards``), so a
  card that moves (move N, advance to a space, go to jail) is read exactly as play
  reads it. The pile goes round (every drawn card goes to the bottom), so in the long
  run each card is drawn equally often: the model draws each with the same chance.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine import Game, State
from ..engine.cards_play import follow
from ..engine.records import MoveStep
from ..pieces import SpaceKind
from .policy import Policy

__all__ = ["JAIL", "STAYS", "DiceOutcome", "MoverModel", "dice_outcomes", "mover_model"]

#: A card's result: the mover goes to jail.
JAIL: Final = -1
#: A card's result: the card does not move the mover (the roll ends on the bridge).
STAYS: Final = -2

#: "a third double in a row sends the player to jail without moving"
DOUBLES_TO_JAIL: Final = 3


@dataclass(frozen=True)
class DiceOutcome:
    """One result of a roll: its total, whether it is a double, whether it lets a player
    out of jail (a double; Starter: a 6), and its chance."""

    total: int
    double: bool
    leaves_jail: bool
    chance: float


def dice_outcomes(dice_count: int) -> tuple[DiceOutcome, ...]:
    """The results of the preset's dice. "Starter: one die (so no doubles), out of jail
    with a 6; Classic and Pro: two dice" (GAME_MODEL §5); a double leaves jail."""
    if dice_count == 1:
        return tuple(DiceOutcome(v, False, v == 6, 1 / 6) for v in range(1, 7))
    counts: dict[tuple[int, bool], int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            key = (a + b, a == b)
            counts[key] = counts.get(key, 0) + 1
    return tuple(DiceOutcome(total, double, double, count / 36) for (total, double), count in sorted(counts.items()))


@dataclass(frozen=True)
class MoverModel:
    """How one mover moves on one track under one policy.

    ``draws[b]``: for bridge space ``b``, the results of landing there, each ``(chance,
    result)``: ``result`` is the space a card sends the mover to (landed on in turn:
    another bridge draws again, Go to Jail jails), :data:`JAIL`, or :data:`STAYS`.
    ``to_jail``: the Go to Jail spaces. ``jail_space``: where jail is (a track without a
    Jail space keeps its prisoners on GO, as the engine does).
    """

    num_spaces: int
    jail_space: int
    dice: tuple[DiceOutcome, ...]
    to_jail: frozenset[int]
    draws: dict[int, tuple[tuple[float, int], ...]]
    policy: Policy

    def doubles_possible(self) -> bool:
        return any(o.double for o in self.dice)


def mover_model(game: Game, policy: Policy = Policy()) -> MoverModel:
    """The movement model of one mover of ``game`` under ``policy``."""
    n = game.num_spaces
    return MoverModel(
        num_spaces=n,
        jail_space=game.jail_space,
        dice=dice_outcomes(game.dice_count),
        to_jail=frozenset(s for s in range(n) if game.space_kinds[s] == SpaceKind.GO_TO_JAIL),
        draws={b: _bridge_draws(game, b, policy) for b in game.bridges},
        policy=policy,
    )


def _bridge_draws(game: Game, bridge: int, policy: Policy) -> tuple[tuple[float, int], ...]:
    """What landing on ``bridge`` does: each card, each half, with its chance.

    A landing that finds the bridge UP lowers it and follows the DOWN half; one that finds
    it DOWN raises it and follows the UP half (GAME_MODEL §5)."""
    scratch = State(game)
    if not policy.unowned_districts:
        scratch.owner = [1] * len(scratch.owner)
    cards = game.chance_cards
    results: dict[int, float] = {}
    for card in cards:
        for half, chance in ((card.down, policy.bridge_up), (card.up, 1.0 - policy.bridge_up)):
            if chance <= 0.0:
                continue
            result = _card_result(scratch, bridge, half.effect)
            results[result] = results.get(result, 0.0) + chance / len(cards)
    return tuple(sorted((chance, result) for result, chance in results.items()))


def _card_result(scratch: State, bridge: int, effect: object) -> int:
    """Where the engine's card rule sends a mover standing on ``bridge``: a space, JAIL or
    STAYS. ``scratch`` is a state used only for this (its mover is player 0)."""
    n = scratch.game.num_spaces
    scratch.turn = 0
    scratch.position[0] = bridge
    scratch.in_jail[0] = False
    scratch.queue.clear()
    follow(scratch, 0, effect)
    if scratch.in_jail[0]:
        return JAIL
    if scratch.queue and isinstance(scratch.queue[0], MoveStep):
        return (bridge + scratch.queue[0].steps) % n
    return STAYS
