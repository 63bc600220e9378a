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
- :mod:`.book`: U-Build's rule book; :mod:`.sentences`: its event sentences (``Event.text``,
  given to the kernel here).
- :mod:`.session`: :class:`~.session.Session` (the one seeded RNG), ``replay`` and
  ``takeback_point``, over the kernel's; :mod:`.gamefile`: versioned game files that load by
  replaying their history; :mod:`.rule_set`: ``UBUILD``, as every tool sees it (registered).
- :mod:`.tables`: per-game lookup tables and prebuilt actions for the hot path.
- Computer players: :mod:`.computer` (``make_player(strength, seed)``, ``STRENGTHS``),
  :mod:`.simple`, :mod:`.good`, on :mod:`.player_base` and :mod:`.player_common`;
  :mod:`.random_player` for tests and benchmarks. The kernel's driver drives them.
"""

from __future__ import annotations

from .. import _native

_native.activate_package("ubuild", __path__)  # the compiled modules, if the engine uses its compiled build

from ..kernel.events import set_sentences  # noqa: E402
from .sentences import english_sentence  # noqa: E402

# Event.text writes U-Build's sentences (the one table, interpreted: formatting a
# sentence is never on the hot path).
set_sentences(english_sentence)
