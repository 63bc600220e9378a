"""The kernel: the engine's rule-independent layer, which every rule set uses as is.

Nothing here is U-Build's: the kernel imports only itself and rule-free core utilities
(``jsonfile``, ``limits``, ``i18n``, ``lattice``). A rule set (U-Build's, in the modules
of ``core/engine`` around this package) brings its book (a :class:`.table.TableBook`), its
actions, its rule table's rows and its state fields; see ARCHITECTURE.md, "The engine's kernel".

- :mod:`.phases`: :class:`Phase` (every phase of every rule set), ``CHANCE``,
  ``TERMINAL``, the end reasons, who acts in each phase.
- :mod:`.events`: :class:`Event`, :class:`Transaction`, ``BANK`` (a rule set gives the
  events their sentences: ``set_sentences``).
- :mod:`.actions`: the :class:`Action` base, its text and JSON forms, the action
  registry, and the actions every rule set shares (dice, buying, auctions, mortgages,
  deals, debts, the end of a turn).
- :mod:`.records`: the shared named records (``Debt``, ``Standing``).
- :mod:`.state`: :class:`GameState`, the facts the shared rules read, and ``emit``;
  :class:`RuleBook`, what a rule set tells the shared rules (amounts, names,
  consequences, its rule table's entry points).
- :mod:`.table`: the rule-table machinery every rule set's rows go through
  (:class:`RuleTable`: ``legal_actions``, ``why_illegal``, ``apply``, ``apply_legal``),
  and :class:`TableBook`, the book whose rule-table calls are its table's.
- :mod:`.ledger`: money movements, debts, mortgages, bankruptcy, the tally.
- :mod:`.auction`: :class:`Auction` and the bidding.
- :mod:`.deals`: proposals, acceptance, what changes hands.
- :mod:`.session`: :class:`Session` (the one seeded generator), replay, take-back point.
- :mod:`.gamefile`: the history part of game files, replayed checked with progress.
- :mod:`.driver`, :mod:`.autoplay`: the one driver of computer players, and its loop.
"""

from .. import _native

_native.activate_package("kernel", __path__)  # the compiled kernel, if the engine uses its compiled build
