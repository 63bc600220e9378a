"""The traditional game (seeds 001, 002 and 004): the 40-space square board's rule set on
the engine's kernel.

The same pattern as U-Build's rules (see ARCHITECTURE.md, "The traditional rules"): a
:class:`~.game.Game` (static tables from a :class:`~ubuild_desktop.core.square.SquareBoard`,
the players and the :class:`~.options.HouseRules`), a state (:class:`~.state.TradState`, a
kernel ``GameState``), a rule book (:class:`~.book.TraditionalBook`), the actions
(:mod:`.actions`: the kernel's shared ones plus houses and hotels, jail cards, deals with
cards), one rule table (:mod:`.table`) and topic modules of functions, in layers:

1. ``options``, ``decks`` (the card data), ``actions``, ``refusals``, ``game``, ``state``;
2. ``money`` (rent, mortgages and the 10%, what can be raised, net worth, the pot),
   ``ending`` (the standings, the end of the game);
3. ``movement`` (the start, turns, dice, GO, landing, jail, the pending steps),
   ``buying``, ``building``, ``cards_play``, ``mortgages`` (and bankruptcy), ``deals``;
4. ``table`` (the rule table and the four calls), ``book``, ``session``, ``gamefile``,
   ``player`` (the simple computer player, on the kernel's driver).

Public calls: ``TradSession(game, seed)``, ``replay(game, history)``, and on a state the
book's ``legal_actions``, ``why_illegal``, ``apply``, ``chance_outcomes`` (or the
functions of :mod:`.table`).
"""

from .. import _native

_native.activate_package("traditional", __path__)  # the compiled modules, if the engine uses its compiled build
