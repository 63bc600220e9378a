"""The kernel: the engine's rule-independent layer, which every rule set uses as is.

Nothing here is U-Build's: the kernel imports only itself and rule-free core utilities
(``jsonfile``, ``limits``, ``i18n``, ``lattice``). A rule set (U-Build's in ``core/engine/ubuild``,
the traditional game's in ``core/engine/traditional``) brings its book (a :class:`.table.TableBook`), its
actions, its rule table's rows and its state fields; more below.

- :mod:`.phases`: :class:`Phase` (every phase of every rule set), ``CHANCE``,
  ``TERMINAL``, the end reasons, who acts in each phase.
- :mod:`.events`: :class:`Event`, :class:`Transaction`, ``BANK``; :mod:`.sentences`: the
  one table of event sentences (``Event.text``, for any rule set: the rows they share, each
  rule set adding its own with ``add_rows``).
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
- :mod:`.extensible`: the classes a rule set extends (``RuleBook``, ``GameState``,
  ``TableBook``, ``Session``, ``ComputerPlayer``, ``SetupError``) are open to a rule set
  written in plain Python under the compiled build.

In more detail:

  0. **The kernel** (``engine/kernel/``): it imports only itself
     and rule-free core utilities (``jsonfile``, ``limits``, ``i18n``, ``_gc``, ``lattice``,
     ``usertext``).
     - ``phases``: ``Phase`` (every phase of every rule set, one enum), ``CHANCE``,
       ``TERMINAL``, the end reasons, who acts in each phase.
     - ``events``: ``Event`` (kind, data, names, book: the state's ``RuleBook``, whose
       ``money_text`` writes the money in ``text``; ``text`` is written by the one table
       of event sentences, ``sentences``, which gives it with ``set_sentences`` when the
       kernel is imported), ``Transaction``, ``BANK``.
     - ``actions``: the ``Action`` base, text and JSON forms, the **action registry**
       (``register_actions``: a rule set registers its classes, the readers look them up; a
       field with a default may be missing from the JSON form), and the actions both games
       share (dice, card draw, roll, jail fine, buy, auction, bid, pass, an open auction's
       bid and pass naming their player, mortgage, lift, propose/accept/reject a deal, pay a
       debt, bankruptcy, end of turn); ``ByPlayer``, the base of a rule set's actions out of
       turn that name their player; ``named_actor`` (who made an action, for every rule set).
     - ``event_kinds``: ``BANK``, ``EventKind`` (every kind of event, of every rule set:
       each ``emit`` passes a member) and ``PaymentReason`` (why money moves or is owed; a
       payment about a property also carries its index, ``Transaction.about`` and
       ``Debt.about``, and its event the property's name), ``JailExit`` and ``JailEntry``
       (how a player left jail, why one went).
     - ``records`` (``Auction``, ``Debt``, ``Standing``; ``SetupError``, the base of each
       rule set's ``GameSetupError``: an English message with its template, marked
       ``QT_TRANSLATE_NOOP("GameSetup", ...)``, and params (an amount a ``SetupMoney``),
       which ``words.setup_error_text`` shows translated; ``names_fit``, the players' names
       check both games make), ``refusals`` (``Refusal``, why an action is refused: a
       template and its params as values, money as a number, a place by id, the phase;
       ``str()`` the English; and the shared rules' templates).
     - ``state``: ``GameState``, the facts the shared rules read (names, cash, owner,
       mortgaged, turn, phase, debt, auction, deal, bankrupt, end reason, history,
       transactions and the bank's totals, events), ``current_player``, ``emit``, and the
       book's ``legal_actions()``, ``why_illegal()``, ``is_legal()``, ``apply()`` on the
       state (one line each); and ``RuleBook``, **the rule book**: what a rule set tells the
       shared rules. A state carries its book (``state.book``); each method is a direct call
       in the compiled build: names and money (``money_text``, ``money_in_thousands``:
       U-Build's $k or whole units, for the views' ``words.money_for``, ``property_id``,
       ``property_name``, ``property_index``), amounts (``mortgage_value``, ``lift_cost``,
       ``raisable``, ``net_worth``, ``bid_floor``, ``bid_step``, ``deal_cash_step``),
       consequences and permissions (``heir``, ``after_bankruptcy``, ``pass_reason``,
       ``proposer_reason``, ``deals_open``), the computer players' ``safe_kinds`` and
       ``space_count``, and the rule table's entry points (``legal_actions``,
       ``why_illegal``, ``apply``, ``apply_legal``, ``chance_outcomes``, ``sample_outcome``:
       a plain pick that a rule set may speed up for its commonest chance phases).
     - ``ledger``: ``grant_fair_start`` (the Fair start house rule of both games: the bank
       pays each place in the turn order once the roll-off has chosen the first player; the
       amounts are U-Build's ``Game.fair_start`` or the traditional
       ``HouseRules.fair_start``, recorded with the game, so a replay pays the same; the
       gifts, ``Game.fair_gifts`` / ``HouseRules.fair_gifts``, are given right after by each
       game's ``movement``, checked by ``records.gift_indexes``), ``transfer`` (the one
       place cash changes), ``charge`` (pay now or open a ``Debt``), paying a debt,
       mortgaging and lifting, bankruptcy's transfer of assets, the tally's ranking.
       ``auction``: opening an auction, bids, passes, the sale, ``bid_range``, and
       ``price_step``/``scaled_floor`` (a bid step that grows with the price auctioned,
       never below the book's: both books' ``bid_step``/``bid_floor`` use them); open
       auctions (``RuleBook.open_bidding``, the whole table's rules: anyone bids at any
       time, the sale closes once every other player has passed since the highest bid;
       ``for_bidder``/``in_turn`` let computer players decide as in any auction). ``deals``:
       proposals, acceptance, what changes hands.
     - ``session``: ``Session`` (generic over the rule set's game and state: one
       ``rng.random()`` per chance action, program or table dice), ``replay_onto``,
       ``takeback_point``, ``sample_outcome``. ``gamefile``: the history part of game files
       (seed, dice, actions), their checked replay with progress (``replay_texts``),
       ``GameFileError``.
     - ``table``: **the rule-table machinery, once for both rule sets**. ``ActionRule`` and
       ``row`` (one row per action type: phases, check, handler, lister), ``RuleTable``
       (made from a rule set's rows, its pending-steps runner, its action-limit end and its
       chance outcomes; ``legal_actions`` runs the current phase's listers in row order;
       ``legal_of(state, kinds)``, a computer player's narrow question, only those kinds' (a
       rule set may give a shared lister's kind one of its own, ``narrow``);
       ``check``/``why_illegal``/``is_legal``, ``apply`` checks then ``apply_legal``, which
       logs the action, runs its handler and the pending steps when the handler hands back
       (``state.resume``)), and ``TableBook``, the ``RuleBook`` whose rule-table calls are
       its table's.
     - ``driver``: ``Driver``, the one driver of computer players, ``ComputerPlayer`` (the
       players' base), ``fallback_action``; ``autoplay``: ``play_out``, its loop.
     **What a rule set provides**: its book (a ``TableBook`` subclass), its actions
     (registered), its rule table's rows, and its state (a ``GameState`` subclass with its
     own fields). **U-Build's rules begin here**:
"""

from .. import _native

_native.activate_package("kernel", __path__)  # the compiled kernel, if the engine uses its compiled build

from . import sentences as _sentences  # noqa: E402,F401  (Event.text: the one table of event sentences, any rule set's)
