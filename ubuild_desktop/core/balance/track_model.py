"""U-Build's movement model: a track's game read as a :class:`~.model.MoverModel` (its
cycle of spaces, its dice, its Go to Jail spaces, and what each Chance card's halves do on
each bridge, by the engine's own card rule). The shared model (:mod:`.model`) knows no
rule set; the square board's is :mod:`.square`'s.
"""

from __future__ import annotations

from bisect import bisect_right

from ..engine.ubuild.cards_play import MOVING_EFFECTS, follow, is_advance_target
from ..engine.ubuild.game import Game
from ..engine.ubuild.records import MoveStep
from ..engine.ubuild.state import State
from ..pieces import SpaceKind
from .model import CardMove, MoverModel, dice_outcomes
from .policy import Policy


def mover_model(game: Game, policy: Policy = Policy()) -> MoverModel:
    """The movement model of one mover of ``game`` under ``policy``. With bridges "as in
    play" (``policy.bridge_up`` None) every share of landings found UP starts at 0:
    :func:`.bridges.bridges_in_play` settles them."""
    n = game.num_spaces
    scratch = State(game)
    if not policy.unowned_districts:
        scratch.owner = [1] * len(scratch.owner)
        scratch.touched()  # a scratch state's own edit, said as every direct edit is
    cards = _CardMoves(scratch)
    halves: dict[int, tuple[tuple[CardMove, ...], ...]] = {
        b: (
            tuple(cards.at(b, card.up.effect) for card in game.chance_cards),
            tuple(cards.at(b, card.down.effect) for card in game.chance_cards),
        )
        for b in game.bridges
    }
    up = 0.0 if policy.bridge_up is None else policy.bridge_up
    return MoverModel(
        num_spaces=n,
        jail_space=game.jail_space,
        dice=dice_outcomes(game.dice_count),
        to_jail=frozenset(s for s in range(n) if game.space_kinds[s] == SpaceKind.GO_TO_JAIL),
        halves=halves,
        bridge_up={b: up for b in game.bridges},
        policy=policy,
    )


class _CardMoves:
    """What each card does to a mover on each bridge, as the engine's card rule says.

    A card that cannot move the mover (``cards_play.MOVING_EFFECTS``) leaves it there;
    "move" and "go to jail" are followed on the scratch state (:func:`followed`). "Advance
    to" stops on the first space ahead that the engine's ``is_advance_target`` names:
    found per target from the sorted list of such spaces, not by walking round the track
    from every bridge (a 10,000-piece track has thousands of bridges). The test
    tests/balance/test_odds.py compares both with :func:`followed` on every bridge."""

    def __init__(self, scratch: State) -> None:
        self.scratch = scratch
        self._targets: dict[str, list[int]] = {}

    def at(self, bridge: int, effect: object) -> CardMove:
        kind = getattr(effect, "type", None)
        if kind not in MOVING_EFFECTS:
            return CardMove(0, False)
        if kind != "advance_to":
            return followed(self.scratch, bridge, effect)
        target: str = getattr(effect, "target")
        spaces = self._targets.get(target)
        if spaces is None:
            n = self.scratch.game.num_spaces
            spaces = self._targets[target] = [s for s in range(n) if is_advance_target(self.scratch, target, s)]
        if not spaces:
            return CardMove(0, False)  # nowhere to go: the card cannot be followed
        ahead = spaces[bisect_right(spaces, bridge) % len(spaces)]
        return CardMove((ahead - bridge) % self.scratch.game.num_spaces or self.scratch.game.num_spaces, False)


def followed(scratch: State, bridge: int, effect: object) -> CardMove:
    """What the engine's card rule does to a mover standing on ``bridge``. ``scratch`` is
    a state used only for this (its mover is player 0)."""
    scratch.turn = 0
    scratch.position[0] = bridge
    scratch.in_jail[0] = False
    scratch.queue.clear()
    follow(scratch, 0, effect)
    if scratch.in_jail[0]:
        return CardMove(0, True)
    if scratch.queue and isinstance(scratch.queue[0], MoveStep):
        return CardMove(scratch.queue[0].steps, False)
    return CardMove(0, False)


__all__ = ["followed", "mover_model"]
