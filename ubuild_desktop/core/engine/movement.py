"""Turns and movement: who starts, rolling, moving, GO, bridges, railroads, landing, jail, next turn.

Who starts (the book: "All roll both dice, or just one for the Starter game. The
highest roller starts and play continues clockwise."): once the Chance pile is dealt,
every player in seat order rolls (``Roll`` in ``ROLL_OFF``, then the CHANCE player's
``Dice`` in ``ROLL_OFF_DICE``, recorded like any roll); the players tied for the highest
total roll again, alone, until one is highest. That player takes the first turn and
play continues in seat order from there; rounds count from them.

Automatic consequences run from ``State.queue``, a small queue of pending steps
(``("move", steps)``, ``("land",)``, ``("pay", ...)``, ``("draw",)``) that ``_run`` works
through until a player must decide; the round limit ends the game here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..cards import format_money
from ..pieces import SpaceKind
from .actions import Dice, EndTurn, PayJailFine, Roll
from .cards_play import CardsMixin
from .events import BANK
from .game import BRIDGE_TOLL, FREE_HAZARD_MOVES, JAIL_FINE
from .phases import END_ACTION_LIMIT, END_ROUND_LIMIT, Phase
from .refusals import DICE_VALUES, DIE_VALUE, FINE_IS, NOT_IN_JAIL

if TYPE_CHECKING:
    from .state import State


_GO: Final = SpaceKind.GO
_DISTRICT: Final = SpaceKind.DISTRICT
_BRIDGE: Final = SpaceKind.BRIDGE
_PLANNING: Final = SpaceKind.PLANNING
_TO_JAIL: Final = SpaceKind.GO_TO_JAIL
_DOUBLE_PAIR: Final[tuple[Any, ...]] = (("double", False), ("double", True))  # [1 if double else 0]


class MovementMixin(CardsMixin):  # one chain of single bases: see state.py
    """Turn flow and movement for :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _check_dice(self: State, a: Dice, p: int) -> str | None:
        values = a.values
        if len(values) != self.game.dice_count or min(values) < 1 or max(values) > 6:
            return DICE_VALUES.format(count=self.game.dice_count) if self.game.dice_count != 1 else DIE_VALUE
        return None

    def _check_pay_fine(self: State, a: PayJailFine, p: int) -> str | None:
        if not self.in_jail[p]:
            return NOT_IN_JAIL
        return None if self.cash[p] >= JAIL_FINE else FINE_IS.format(fine=format_money(JAIL_FINE))

    # ------------------------------------------------------------------ who starts

    def _begin_play(self: State) -> None:
        """The Chance pile is dealt: the roll-off (or, in a game without one, seat 0) starts."""
        if self.game.roll_off:
            players = list(range(self.game.num_players))
            self._emit("roll_off_started", (("players", tuple(players)), ("dice", self.game.dice_count)))
            self._next_roll_off_round(players)
        else:
            self._first_turn(0)

    def _next_roll_off_round(self: State, players: list[int]) -> None:
        self.roll_off = players
        self.roll_off_totals = []
        self.turn = players[0]
        self.phase = Phase.ROLL_OFF

    def _roll_off_dice(self: State, a: Dice) -> None:
        """A roll-off roll: the next roller, a re-roll among the tied, or the first turn."""
        p = self.turn
        total = 0
        for v in a.values:
            total += v
        self.last_dice = a.values
        self.roll_off_totals.append(total)
        self._emit("roll_off_rolled", (("player", p), ("dice", a.values), ("total", total)))
        done = len(self.roll_off_totals)
        if done < len(self.roll_off):
            self.turn = self.roll_off[done]
            self.phase = Phase.ROLL_OFF
            return
        best = max(self.roll_off_totals)
        top = [q for q, t in zip(self.roll_off, self.roll_off_totals) if t == best]
        if len(top) > 1:
            self._emit("roll_off_tied", (("players", tuple(top)), ("total", best)))
            self._next_roll_off_round(top)
            return
        self.roll_off = []
        self.roll_off_totals = []
        self._first_turn(top[0])

    def _first_turn(self: State, p: int) -> None:
        self.first_player = p
        self._emit("first_player", (("player", p), ("roll_off", self.game.roll_off)))
        self._start_turn(p)

    # ------------------------------------------------------------------ turns

    def _start_turn(self: State, p: int) -> None:
        self.turn = p
        self.phase = Phase.PRE_ROLL
        self.blocks_district = -1
        self.blocks_count = 0
        self.special_built = False
        self.paid_moves = 0
        self.paid_from = -1
        self.paid_at = -1
        self._emit("turn_started", self._t.player_data[p])

    def _do_roll(self: State, a: Roll) -> None:
        self.phase = Phase.ROLL if self.phase is Phase.PRE_ROLL else Phase.ROLL_OFF_DICE

    def _do_pay_fine(self: State, a: PayJailFine) -> None:
        p = self.turn
        self._transfer(p, BANK, JAIL_FINE, "jail fine")
        self.in_jail[p] = False
        self.jail_fails[p] = 0
        self._emit("left_jail", (("player", p), ("how", "paid the fine")))

    def _do_dice(self: State, a: Dice) -> None:
        if self.phase is Phase.ROLL_OFF_DICE:
            self._roll_off_dice(a)
            return
        p = self.turn
        values = a.values
        total = 0
        for v in values:  # = sum(values), without looking up the builtin (compiled build)
            total += v
        double = len(values) == 2 and values[0] == values[1]
        self.rolls += 1
        self.last_dice = values
        self._emit("rolled", (self._t.player_pair[p], ("dice", values), _DOUBLE_PAIR[1 if double else 0]))
        self.phase = Phase.RUNNING
        if self.in_jail[p]:
            self.extra_roll = False
            out = double if self.game.dice_count == 2 else values[0] == 6
            if out:
                self.in_jail[p] = False
                self.jail_fails[p] = 0
                self._emit("left_jail", (("player", p), ("how", "rolled a double" if double else "rolled a 6")))
                self.queue.append(("move", total))
            else:
                self.jail_fails[p] = self.jail_fails[p] + 1
                if self.jail_fails[p] >= 3:
                    self.in_jail[p] = False
                    self.jail_fails[p] = 0
                    self._emit("left_jail", (("player", p), ("how", "third failed roll: pays the fine")))
                    self.queue.append(("pay", p, BANK, JAIL_FINE, "jail fine"))
                    self.queue.append(("move", total))
                else:
                    self._emit("stayed_in_jail", (("player", p), ("fails", self.jail_fails[p])))
                    self.phase = Phase.POST_ROLL
                    return
        else:
            if double:
                self.doubles += 1
                if self.doubles >= 3:
                    self._send_to_jail(p, "third double")
                    return
            self.extra_roll = double
            self.queue.append(("move", total))
        self._run()

    def _run(self: State) -> None:
        """Work through pending consequences until a decision is needed."""
        # A local: in pure Python each Phase.RUNNING is an attribute lookup on the enum class.
        running = self.phase = Phase.RUNNING
        q = self.queue
        while q and self.phase is running:
            step = q.popleft()
            op: str = step[0]  # typed: the compiled build compares it as a str
            if op == "move":
                self._step_move(step[1])
            elif op == "land":
                self._land()
            elif op == "pay":
                self._charge(step[1], step[2], step[3], step[4])
                if self.phase is Phase.RAISE_FUNDS:
                    return  # PayDebt makes the payment and resumes the queue
            elif op == "draw":
                self.phase = Phase.DRAW
        if self.phase is running:
            self.phase = Phase.POST_ROLL

    # ------------------------------------------------------------------ moving and landing

    def _step_move(self: State, steps: int) -> None:
        g = self.game
        p = self.turn
        kinds = g.space_kinds
        size = len(kinds)
        # -1 for no railroad: an int, so the compiled build compares positions natively
        jump = -1 if g.railroad_jump_after is None else g.railroad_jump_after
        pos = self.position[p]
        forward = steps > 0
        left = steps if forward else -steps
        start = pos
        quiet = self._t.quiet_forward if forward else self._t.quiet_backward
        while left:
            # Cover the spaces where nothing happens in one go (see tables._quiet_runs);
            # the step that follows, if any, goes through the space-by-space rules below.
            skip = min(quiet[pos], left)
            if skip:
                pos = (pos + skip if forward else pos - skip) % size
                left -= skip
                self.position[p] = pos
                continue
            if forward:
                if pos == jump:
                    self._emit("railroad_jumped", (("player", p),))
                pos = pos + 1 if pos + 1 < size else 0
            else:
                if jump >= 0 and pos == (jump + 1) % size:
                    self._emit("railroad_jumped", (("player", p),))
                pos = pos - 1 if pos else size - 1
            left -= 1
            self.position[p] = pos
            kind = kinds[pos]
            if kind is _GO and forward:
                if left:
                    self._emit("passed_go", self._t.player_data[p])
                self._transfer(BANK, p, self._salary(p), "salary")
            elif kind is _BRIDGE and left and self.bridge_up[pos]:
                self.bridge_up[pos] = False
                self._emit("bridge_lowered", (("player", p), ("space", pos)))
                if not self._charge(p, BANK, BRIDGE_TOLL, "bridge toll"):
                    self.queue.appendleft(("move", left if forward else -left))
                    return
        t = self._t
        self._emit("moved", (t.player_pair[p], t.start_pair[start], t.to_pair[pos], t.to_name_pair[pos]))
        self.queue.appendleft(("land",))

    def _land(self: State) -> None:
        g = self.game
        p = self.turn
        pos = self.position[p]
        kind = g.space_kinds[pos]
        if kind is _DISTRICT:
            d = g.space_district[pos]
            o = self.owner[d]
            if o < 0:
                self.pending_district = d
                self.phase = Phase.BUY
            elif o != p and not self.mortgaged[d]:
                rent = self._rent(d)
                t = self._t
                self._emit("rent_due", (
                    ("player", p),
                    ("owner", o),
                    ("amount", rent),
                    ("name", t.district_name[d]),
                ))
                self._charge(p, o, rent, t.rent_reason[d])
        elif kind is _BRIDGE:
            self.card_bridge = pos
            if self.bridge_up[pos]:
                self.bridge_up[pos] = False
                self._emit("bridge_lowered", (("player", p), ("space", pos)))
                self.queue.appendleft(("draw",))
                self._charge(p, BANK, BRIDGE_TOLL, "bridge toll")
            else:
                self.bridge_up[pos] = True
                self._emit("bridge_raised", (("player", p), ("space", pos)))
                self.phase = Phase.DRAW
        elif kind is _PLANNING:
            self._start_planning(p)
        elif kind is _TO_JAIL:
            self._send_to_jail(p, "landed on Go to Jail")

    def _start_planning(self: State, p: int) -> bool:
        """Enter Planning Permission if anything is possible; return whether it was."""
        # Each kind is worked out only if the ones before it allow nothing.
        possible = bool(self._bonus_placements(p) or self._hazard_placements(p) or self._hazard_move_pairs(-1))
        if possible:
            self.phase = Phase.PLANNING
            self.free_moves_left = FREE_HAZARD_MOVES
            self.moving_site = -1
            self._emit("planning_permission", (("player", p),))
        return possible

    def _send_to_jail(self: State, p: int, why: str) -> None:
        self.position[p] = self.game.jail_space
        self.in_jail[p] = True
        self.jail_fails[p] = 0
        self.doubles = 0
        self.extra_roll = False
        self.queue.clear()
        self._emit("jailed", (("player", p), ("why", why)))
        self._next_turn()

    # ------------------------------------------------------------------ end of a turn

    def _next_turn(self: State) -> None:
        p = self.turn
        if self.extra_roll and not self.in_jail[p]:
            self.extra_roll = False
            self._start_turn(p)
            return
        self.doubles = 0
        self.extra_roll = False
        nxt = p + 1
        if nxt == self.game.num_players:
            nxt = 0
        if nxt == self.first_player:
            # Play is back to the first player: every seat has had a turn, a round is complete.
            self.rounds += 1
            limit = self.game.round_limit
            if limit is not None and self.rounds >= limit:
                self._end_by_round_limit()
                return
        self._start_turn(nxt)

    def _end_by_round_limit(self: State) -> None:
        """The round limit house rule: the game ends like after a bankruptcy, no one bankrupt."""
        self._emit("round_limit_reached", (("rounds", self.rounds),))
        self._end_by_tally(END_ROUND_LIMIT)

    def _end_by_action_limit(self: State) -> None:
        """The program's limit (``limits.MAX_GAME_ACTIONS``): the game stops where it is and
        ends as at the round limit, so its file never holds more than a file may."""
        self._emit("action_limit_reached", (("actions", len(self.history)),))
        self._end_by_tally(END_ACTION_LIMIT)

    def _end_by_tally(self: State, reason: str) -> None:
        """The game ends with no one bankrupt: everyone is ranked by the tally."""
        self.queue.clear()
        self.phase = Phase.GAME_OVER
        self.end_reason = reason
        self._emit("game_over", (
            ("standings", tuple(s.player for s in self.tally())),
            ("reason", reason),
        ))

    def _do_end_turn(self: State, a: EndTurn) -> None:
        self._emit("turn_ended", self._t.player_data[self.turn])
        self._next_turn()
