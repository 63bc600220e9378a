"""U-Build's rules (seed 003) on the engine's kernel, and its computer players.

The same pattern and file names as the traditional game's (:mod:`..traditional`):

- :mod:`.game`: :class:`~.game.Game`, the static description (track tables, the preset's
  rules :class:`~.game.PresetRules`, players).
- :mod:`.state`: :class:`~.state.State`, the mutable state: its data
  (:class:`~.data.StateData`) plus ``legal_actions()``, ``apply()``,
  ``chance_outcomes()`` and the query methods a UI or a computer player needs, each one
  line into the module of its topic. :mod:`.table` holds the rule table (one row per
  action type: its phases, check, handler and lister); the rules are modules of
  functions over the data, by topic:

  - :mod:`.movement`: who starts (the roll-off), turns, dice, moving, GO, bridges, railroads,
    landing, jail, the queue of pending steps;
  - :mod:`.cards_play`: the Chance pile: shuffling, drawing, following a card;
  - :mod:`.buying`: buying the district landed on, or auctioning it;
  - :mod:`.building`: blocks, skyscrapers, the stadium, the Tower, bonus buildings, hazards;
  - :mod:`.money`: transfers, debts, rent, mortgages, bankruptcy, the tally;
  - :mod:`.deals`: deals between players;
  - :mod:`.queries`: the read-only queries for a UI or a computer player.
- :mod:`.actions`: the frozen action objects with their text and JSON forms (the shared
  ones are the kernel's; U-Build registers all of its own); :mod:`.refusals`, :mod:`.records`.
- :mod:`.book`: U-Build's rule book; :mod:`.sentences`: its rows of the kernel's one
  table of event sentences (``kernel/sentences.py``), added when this package is imported.
- :mod:`.session`: :class:`~.session.Session` (the one seeded RNG), ``replay`` and
  ``takeback_point``, over the kernel's; :mod:`.gamefile`: versioned game files that load by
  replaying their history; :mod:`.rule_set`: ``UBUILD``, as every tool sees it (registered).
- :mod:`.tables`: per-game lookup tables and prebuilt actions for the hot path.
- Computer players: :mod:`.computer` (``make_player(strength, seed)``, ``STRENGTHS``),
  :mod:`.simple`, :mod:`.good`, on :mod:`.player_base` and :mod:`.player_common`;
  :mod:`.random_player` for tests and benchmarks. The kernel's driver drives them.

In more detail:

  1. Vocabulary: ``actions`` (the kernel's, with U-Build's own actions, registered in
     U-Build's order), ``sentences`` (interpreted: U-Build's rows of **the one table of event sentences**,
     the kernel's ``kernel/sentences.py``, which holds the rows every rule set shares and
     writes ``Event.text`` in plain English: per kind its templates, marked
     ``QT_TRANSLATE_NOOP("Events", ...)``, the function that picks the variant and gives the
     typed fields (player index, money, district name, count...), and whether a log lists
     it; ``REASONS`` gives each ``PaymentReason`` its words; the play view's
     ``game_words.event_sentence`` translates the same template and writes the fields its
     own way; a new event kind is a member of ``EventKind`` and a row of ``SENTENCES``
     (the kernel's or its rule set's), which tests/engine/test_sentences.py checks
     against the engine's ``emit`` calls), ``records`` (named records: the game's districts,
     sites and groups; ``BuildingKind``, a ``StrEnum`` of the box's building kinds (the two
     blocks, hazard, bonus, skyscraper, stadium, Tower; its values are the box file's words;
     defined in ``core/pieces.py``, the stock and every rule count by it); ``Building``
     (kind, name, attached district: the values of ``State.buildings``, site -> building)
     and ``SiteBuilding`` (what ``building_at`` gives); the queue's steps
     ``MoveStep(steps)``, ``LandStep()``, ``PayStep(payer, payee, amount, reason)``,
     ``DrawStep()`` (``State.queue``, run by ``movement.run``); ``FreeBlockGift`` (count,
     block: a card's free blocks); ``BlockOptions``; and the kernel's ``Auction`` (read by
     name: district, high bid and bidder, who still bids, who acts, the lander), ``Debt``,
     ``Standing``), ``refusals`` (every template of U-Build's ``Refusal``s, each once,
     marked ``QT_TRANSLATE_NOOP("Refusal", ...)``), ``tables`` (per-game lookups and
     prebuilt actions), ``game`` (``Game``, static).
  2. ``data``: ``StateData(GameState)``, U-Build's changing facts (positions, jail, blocks,
     buildings, hazards, the Chance pile, the queue of pending steps...).
  3. Topics: ``money`` (rent, salary, whole groups, what a player can raise, the mortgage
     and lift windows; the mechanics are the kernel ledger's), ``deals`` (who may propose
     when), ``building`` (blocks, special buildings, bonus buildings, hazards), ``buying``
     (who opens the bidding, the bids listed), ``movement`` (who starts: the roll-off;
     turns, dice, moving, bridges, railroads, landing, jail, and ``run``, the queue of
     pending steps), ``cards_play`` (the Chance pile), ``queries`` (read-only, for the UI
     and the AI). Each topic holds the checks, handlers and listers of its actions (or names
     the kernel's). **Each rule once**: the rent is ``money.rent`` (a card's rent row, the
     counted blocks of ``money.counted_blocks``, the doubling of ``money.doubles``;
     ``base_rent``/``rent_of`` apply it to the state), net worth is ``money.net_worth`` (the
     tally's figure, through the book's ``net_worth``), the block limits are
     ``building.turn_room`` and ``district_room`` (``block_counts``, and ``block_options``
     its named record, add the box and the cash) and "may build now" is
     ``building.may_build_now``; the engine's checks and listers, the queries
     (``counted_blocks``, ``rent_doubled``, ``net_worth``, ``block_options``), the computer
     players and the play view call them, and ``tests/engine/test_rules_once.py`` fails on a
     copy in the sources.
  4. ``table``: **the rule table** ``ACTIONS``, one row per action type: the phases that
     accept it, its check, its handler, its lister; ``TABLE``, the kernel's ``RuleTable`` of
     those rows (with ``movement.run`` and the CHANCE player's ``chance_outcomes``), which
     ``State`` and the book call.
  5. ``book``: ``UBuildBook``, U-Build's rule book (a mortgage is worth the district's base
     rent; the first bankruptcy ends the game; bids open at ``MIN_BID`` in steps of
     ``BID_STEP``...); ``session`` (``Session``, ``replay`` from a game), ``gamefile``
     (U-Build's header: track, preset, players, round limit, rules version, migrations).
  6. ``state``: ``State(StateData)``, the data plus one-line public calls into the topics
     (``legal_actions()``, ``apply()``, the queries). Make one with ``State(game)``; it
     carries ``book.UBUILD_BOOK``. A new action: its class in ``actions``, its functions in
     its topic module, one row in ``table.ACTIONS``. Plain ``mypy ubuild_desktop/core``
     passes and the compiled build turns off no error code (``tests/test_typing.py``).
"""

from __future__ import annotations

from .. import _native

_native.activate_package("ubuild", __path__)  # the compiled modules, if the engine uses its compiled build

from . import sentences as _sentences  # noqa: E402,F401  (U-Build's rows of the one table of event sentences)
