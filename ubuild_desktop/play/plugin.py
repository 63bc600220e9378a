"""What a rule set gives the play view: the :class:`PlayView` protocol, and
:func:`rules_for`, which finds a game's.

A rule set registers itself once in the engine's registry (``core.engine.registry``),
naming its play view's plug-in (``RuleSet.play_view``: ``"module:attribute"``; U-Build's
is ``play/ubuild/``, the traditional game's ``play/traditional/``: each package holds its
board, card, words, turn model and turn-panel sections). Every window, panel, file and
controller of the play view works on any rule set through one code path, and asks the
game's plug-in for what differs: the board (its scene, the play view's items on it, the
card a hovered property shows, the board's keys), the turn panel's model (with the
rule set's own kinds of pick on the board, and their words: :class:`PickWords`), names, the
players' holdings, the tally, the property a decision is about. The engine's parts (a new
state, take back, files, computer players) are asked of the rule set itself
(:func:`rule_set_of`).

Besides the :class:`PlayView` protocol's members, a plug-in may give optional parts (a
rule set without them gets the shared view's): ``turn_sections(controller, parent)``, its
own sections of the turn panel (:func:`turn_sections_of`; ``turn_sections.OwnSection``),
``words``, how its properties and buildings are named where games differ
(``view_words.ViewWords``), ``rules_in_force(game)``, the rules before a game starts, and
``houses_dialog(controller, seat, parent)``, a player's houses and mortgages (the card's "Houses…"),
and ``deal_with_cards(...)``, a deal in which kept cards change hands (with ``keeps_cards``).

This module imports no Qt and no plug-in: a plug-in is imported when a window first asks
for it, so the play view's modules and the plug-ins never import each other in a circle
(the plug-ins import the shared view; the shared view never imports them).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, NamedTuple, Protocol, runtime_checkable

from ubuild_desktop.core.engine.kernel.records import Standing
from ubuild_desktop.core.engine.kernel.gamefile import Progress
from ubuild_desktop.core.engine.kernel.session import Session as KernelSession
from ubuild_desktop.core.engine.registry import RuleSet, load_part, rule_set_of, rule_set_of_document


class Holding(NamedTuple):
    """One property of a player, as the players' panel and the deal sheet show it:
    its id, translated name, group colour and letter, whether it is mortgaged, and the
    buildings on it in words ("" for none)."""

    id: str
    name: str
    colour: str
    letter: str
    mortgaged: bool
    rent: int | None  # the rent it charges now (None: it depends on the dice)
    buildings: int  # U-Build: blocks; traditional: 0-4 houses, 5 a hotel
    blocks: tuple[int, int] = (0, 0)  # U-Build: its residential and industrial blocks
    specials: tuple[str, ...] = ()  # U-Build: the special buildings attached to it (BuildingKind values)


class HeldGroup(NamedTuple):
    """A colour group of which a player holds properties (a player's holdings view):
    ``kind`` "street" (a colour group: ``name``, ``colour``, ``letter`` are its), "station"
    or "utility" (``name`` empty); ``size``: how many properties the group has in all."""

    kind: str
    name: str
    colour: str
    letter: str
    holdings: tuple[Holding, ...]
    size: int


NO_GROUP_COLOUR = "#868e96"  # a station or a utility: no colour group


class PickWords(NamedTuple):
    """What the turn panel's pick box says while a site is picked on the board (a plug-in's
    ``pick_words``, in the user's language): its title, what a click does, and the keys
    (each rule set's picks are its own: ``turn_model.PickMode``)."""

    title: str
    prompt: str
    keys: str


@runtime_checkable
class PlayView(Protocol):
    """A rule set's parts of the play view. ``game``, ``state`` and the widgets are the
    rule set's own (typed ``Any`` here: the play view only hands them back)."""

    name: str  # the rule set's name (the registry's)
    keeps_cards: bool  # players keep cards (get-out-of-jail cards) that the players' views list

    # the board
    def scene(self, game: Any, parent: Any) -> Any: ...
    def prepare_view(self, view: Any) -> None: ...
    def board(self, scene: Any, state: Any, colours: list[str], parent: Any) -> Any: ...
    def card(self, parent: Any) -> Any: ...
    def board_keys(self, view: Any, board: Any, parent: Any) -> Any: ...
    def space_point(self, board: Any, space: int) -> Any: ...
    def middle(self, scene: Any) -> Any: ...

    # the turn panel
    def turn_model(self, state: Any, computers: Collection[int], **options: Any) -> Any: ...
    def pick_words(self, state: Any, part: Any) -> PickWords: ...  # a ``turn_model.PickSection`` of its own picks

    # names
    def title(self, game: Any) -> str: ...
    def space_name(self, game: Any, index: int) -> str: ...
    def space_count(self, game: Any) -> int: ...
    def place_names(self, game: Any) -> Any: ...
    def dice_count(self, game: Any) -> int: ...
    def property_name(self, state: Any, property_id: str) -> str: ...
    def property_space(self, state: Any, property_id: str) -> int: ...
    def property_card(self, state: Any, index: int) -> Any: ...
    def end_reason(self, state: Any) -> str: ...

    # players
    def holdings(self, state: Any, p: int) -> list[Holding]: ...
    def holding_groups(self, state: Any, p: int) -> list[HeldGroup]: ...
    def last_dice(self, state: Any) -> tuple[int, ...]: ...
    def rolls(self, state: Any) -> int: ...
    def jail_cards(self, state: Any, p: int) -> tuple[str, ...]: ...
    def is_out(self, state: Any, p: int) -> bool: ...
    def tally(self, state: Any) -> list[Standing]: ...
    def decision_property(self, state: Any, is_computer: Callable[[int], bool]) -> str | None: ...
    def raisable(self, state: Any, p: int) -> int: ...
    def can_propose(self, state: Any, p: int) -> bool: ...
    def house_actions(self, state: Any, p: int) -> list[Any]: ...  # a player's card's "Houses…" (none: no button)


_LOADED: dict[str, PlayView] = {}


def play_view_of(rule_set: RuleSet) -> PlayView:
    """The play-view plug-in ``rule_set`` names (imported the first time)."""
    found = _LOADED.get(rule_set.play_view)
    if found is None:
        found = load_part(rule_set.play_view, f"play view of the rule set {rule_set.name!r}")
        if not isinstance(found, PlayView):
            raise TypeError(f"{rule_set.play_view} is not a play view (see play.plugin.PlayView)")
        _LOADED[rule_set.play_view] = found
    return found


def rules_for(thing: Any) -> PlayView:
    """The play view's parts for a game, a state (``.game``) or a session (``.game``)."""
    return play_view_of(rule_set_of(thing))


def turn_sections_of(view: PlayView, controller: Any, parent: Any) -> list[Any]:
    """The rule set's own sections of the turn panel (its plug-in's optional
    ``turn_sections``; none: the panel shows only the shared sections)."""
    make = getattr(view, "turn_sections", None)
    return [] if make is None else list(make(controller, parent))


def rules_in_force(view: PlayView, game: Any) -> list[str]:
    """The rules in force for ``game``, one sentence each (its plug-in's optional
    ``rules_in_force``; none: nothing to list)."""
    tell = getattr(view, "rules_in_force", None)
    return [] if tell is None else list(tell(game))


def game_from_document(raw: object, source: str, progress: Progress | None = None) -> KernelSession[Any, Any]:
    """The session of a game document (the engine's part of a game file), read by the rule
    set whose it is (its ``rule_set``: U-Build's reader for a file without one, as every
    older file is; a rule set nobody registered is U-Build's reader's refusal, which names
    it). :class:`GameFileError` for any problem."""
    return rule_set_of_document(raw).read_game(raw, source, progress)


__all__ = ["HeldGroup", "Holding", "NO_GROUP_COLOUR", "PickWords", "PlayView", "game_from_document", "play_view_of", "rule_set_of",
           "rules_for", "rules_in_force", "turn_sections_of"]
