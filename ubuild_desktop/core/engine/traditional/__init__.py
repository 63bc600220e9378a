"""The traditional game (seeds 001, 002 and 004): the 40-space square board's rule set on
the engine's kernel.

The same pattern as U-Build's rules (more below): a
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

In more detail:

  **The traditional rules begin here**: ``engine/traditional/`` is the second rule set on
  the kernel, the 40-space game of seeds 001, 002 and 004 played on a square board
  (``core/square/``'s ``SquareBoard``), in the same pattern and its own layers (``docs/RULES.md``, "The traditional game", has the readings):
  1. ``options`` (``HouseRules``, a frozen record saved with the game: Free Parking pot,
     auctions, round limit, properties dealt, double salary on GO, building in jail, no
     double rent beside a mortgage; the defaults are 001's rules), ``decks`` (the Chance and
     Community Chest cards of ``data/traditional_cards.json``, pydantic, checked on load;
     their texts repeated in ``datawords.TRADITIONAL_CARD_TEXTS``), ``actions`` (the
     kernel's shared actions registered with ``BuildHouse``, ``SellBuilding``,
     ``SellGroupBuildings``, ``UseJailCard``, ``TradeDeal``: a ``ProposeDeal`` that also
     hands over get-out-of-jail cards, ``PayIncomeTax`` (the ``INCOME_TAX`` phase's two
     ways), ``HandToBank`` (a debtor's mortgaged title as payment), and the chance action
     ``DealTitle``), ``refusals``, ``game`` (``Game``: tables derived from the board;
     property ``i`` is space ``i``; the decks without the cards whose target the board
     lacks; the rules version, 2 since bids scale with the price, 3 (``WHOLE_TABLE_RULES``)
     for issue 24, read once into flags the rules test (``whole_table``, ``tax_percent``,
     ``double_beside_mortgage``); prebuilt actions), ``state`` (``TradState(GameState)``:
     positions, jail, buildings per street, the bank's houses and hotels, the piles, the
     held cards, the pot, the queue of pending ``Step``s...).
  2. ``money`` (**each rule once**: ``rent``, ``held_rent`` (stations and utilities, any
     number of them), ``owns_group``, ``mortgage_value``, ``interest``, ``lift_cost``,
     ``raisable``, ``net_worth``, the Income Tax's ``total_worth`` and ``tax_share``, a
     handed-over title's ``handover_value``, the pot), ``ending`` (``standings``, the end);
     ``taxes`` (the Income Tax's choice, ``cheaper_way`` for the computer players).
  3. Topics: ``movement`` (the roll-off, turns, dice, GO, landing, jail, and ``run``, the
     pending steps), ``buying``, ``building`` (even building, the stock, the shortage
     auction in the kernel's ``BUILDING_AUCTION`` phase), ``cards_play`` (the shuffle, dealt
     properties, the card effects), ``mortgages`` (the 10% rules, a mortgaged title handed
     to the bank, the pot's share of a paid debt, bankruptcy to a player or to the bank),
     ``deals`` (cards, buildings, interest; anyone deals since rules version 3),
     ``between_turns`` (while the dice change hands, anyone builds, sells and mortgages with
     actions that name their player, ``BuildHouseBy``...; checked and applied through the
     plain action's row for that player; listed by ``legal_actions`` after the player to
     act's own; interpreted, as actions are; the moment itself, ``state.between_turns``, is
     asked of the compiled ``state`` at every action).
  4. ``table`` (the rule table ``ACTIONS``, its kernel ``RuleTable`` ``TABLE``, and
     ``chance_outcomes``), ``book`` (``TraditionalBook``: money as whole numbers, heirs, the
     game going on after a bankruptcy until one player is left...), ``session``
     (``TradSession``, ``new_state``, ``replay``), ``gamefile`` (U-Build's game format with
     ``"rule_set": "traditional"``, the board embedded, the house rules; U-Build's reader
     refuses such a file by name), the computer players, kernel ``ComputerPlayer``s that
     ``play_out`` and the window's controller drive through the one ``Driver``; both ask
     narrow questions (``legal_of`` their kinds, ``buying.own_span``/``own_pass`` in
     auctions, a seat's own listers between turns, no houses or lifts for a player with no
     whole group or mortgage), both remember their answers about the board by its
     number (``board_numbers.board_at``: one number per ``board_numbers.board_key``, the owners,
     buildings, mortgages, who is out; the same number while those lists are unchanged,
     told without comparing them after events that change none of them; one game's
     players share its ``board_numbers.BoardSeen``, held by them alone) or, for what reads one
     or two seats' holdings alone (whole groups, mortgages, the houses a seat may build,
     a seat's highest rent, a swap's weighing), by those seats' holdings' numbers, which
     outlive the other seats' changes (``board_numbers.renumber_holdings``;
     ``player.BoardMemos``; the
     good player's valuations too, with ``good_value.ValueTables``, the board's own figures
     of ``holdings_value``, worked out once), an open auction's bids and passes are made
     once and given again (``kernel.auction.bid_as``), and both
     check their own answers (``tests/traditional/test_fast_paths.py`` compares every fast
     path with the full listing): ``player`` (``SimplePlayer``: printed prices, a reserve;
     its helpers ``would_auction`` and ``shortage_request`` keep every player to one
     shortage auction asked for a turn, so an auction nobody bids in is never asked for
     again at once), ``good`` (``GoodPlayer``: one value function, ``holdings_value``, over
     the landing odds of ``landing_odds`` (a small chain over where a roll ends: two dice,
     the decks' movement cards, Go to Jail; worked out once per board and deck) and the
     three-house rent of whole groups, prices buying, bids, deals (``deal_gains``: a fair
     price splits the two sides' gains; an opponent's gain counts against a deal, most of
     all a completed group), building (evenly, three houses first, holding houses in a
     shortage), raising money (lone mortgages, then buildings, then the rest), jail (leave
     while the board is cheap) and jail cards), and ``computer``, **the one place the
     traditional game's players come from**: ``computer_player(strength, seed)`` and
     ``STRENGTHS`` (``simple``, ``good``), beside U-Build's ``ubuild.computer.make_player``;
     the registered ``TRADITIONAL`` rule set (``traditional/rule_set.py``), ``ubuild play``
     and the play window call it. Its events and payment reasons are members of the kernel's
     enums with rows in the shared ``sentences.SENTENCES`` (money written by the event's
     book: whole units). The compiled build includes it, except ``options``, ``decks``,
     ``actions``, ``gamefile`` and ``computer``.
"""

from .. import _native

_native.activate_package("traditional", __path__)  # the compiled modules, if the engine uses its compiled build

from . import sentences as _sentences  # noqa: E402,F401  (the game's rows of the one table of event sentences)
