"""The game engine: every rule of the book as a deterministic, replayable state machine.

Two layers: :mod:`.kernel`, the rule-independent parts every rule set uses as they are
(phases, the shared actions and their registry, the shared state and the rule book
interface, money movements, debts, mortgages, auctions, deals, bankruptcy, the session,
game files' history, the computer-player driver), and U-Build's rules, the modules
below, which build on it (:mod:`.book` is U-Build's rule book).

- :mod:`.game`: :class:`Game`, the static description (track tables, preset rules, players).
- :mod:`.state`: :class:`State`, the mutable state (``State(game)``): its data
  (:class:`~.data.StateData`) plus ``legal_actions()``, ``apply()``,
  ``chance_outcomes()`` and the query methods a UI or a computer player needs, each one
  line into the module of its topic. :mod:`.rules` holds the rule table (one row per
  action type: its phases, check, handler and lister); the rules are modules of
  functions over the data, by topic:

  - :mod:`.phases`: :class:`Phase`, ``CHANCE``/``TERMINAL``, who acts;
  - :mod:`.movement`: who starts (the roll-off), turns, dice, moving, GO, bridges, railroads,
    landing, jail, the queue of pending steps;
  - :mod:`.cards_play`: the Chance pile: shuffling, drawing, following a card;
  - :mod:`.auction`: buying the district landed on, or auctioning it;
  - :mod:`.building`: blocks, skyscrapers, the stadium, the Tower, bonus buildings, hazards;
  - :mod:`.money`: transfers, debts, rent, mortgages, bankruptcy, the tally;
  - :mod:`.deals`: deals between players;
  - :mod:`.queries`: the read-only queries for a UI or a computer player.
- :mod:`.actions`: the frozen action objects with their text and JSON forms (the shared
  ones are the kernel's; U-Build registers all of its own).
- :mod:`.events`: :class:`Event` and :class:`Transaction` (every money movement).
- :mod:`.session`: :class:`Session` (the one seeded RNG), :func:`replay` and
  :func:`takeback_point` (which decision "take back" undoes), over the kernel's.
- :mod:`.tables`: per-game lookup tables and prebuilt actions for the hot path.
- :mod:`.gamefile`: versioned game files that load by replaying their history.
- :mod:`._native`: the optional compiled build (mypyc) of the hot modules, used only when
  it was built from exactly these sources (``native_build_active()`` says whether it is).
"""

from __future__ import annotations

from . import _native

_native.activate()  # before any engine module is imported: compiled modules come first

from ._native import native_build_active, native_build_status  # noqa: E402
from .actions import (
    ACTION_TYPES,
    AcceptDeal,
    Action,
    ActionFormatError,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeckCard,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
    action_from_json,
    action_to_json,
    parse_action,
)
from .events import BANK, Event, Transaction
from .game import PRESET_DEFAULT, ROUND_LIMITS, Game, GameSetupError, RuleSet, default_round_limit
from .gamefile import GameFileError, dump_game, load_game, parse_game, save_game
from .records import Building, BuildingKind, SiteBuilding
from .session import DICE_PROGRAM, DICE_TABLE, Session, replay, sample_outcome, takeback_point
from .state import CHANCE, END_ACTION_LIMIT, END_BANKRUPTCY, END_ROUND_LIMIT, TERMINAL, Auction, BlockOptions, Debt, Phase, Standing, State

__all__ = [
    "ACTION_TYPES", "Auction", "END_ACTION_LIMIT", "END_BANKRUPTCY", "END_ROUND_LIMIT", "PRESET_DEFAULT", "ROUND_LIMITS", "AcceptDeal", "Action", "ActionFormatError", "BANK", "Bid", "BlockOptions",
    "BuildBlocks", "BuildSkyscraper", "BuildStadium", "BuildTower", "Buy", "CHANCE", "DICE_PROGRAM", "DICE_TABLE", "Debt",
    "DeckCard", "DeclareBankruptcy", "Dice", "Done", "DrawCard", "EndTurn", "Event", "FreeBlocks",
    "Game", "GameFileError", "GameSetupError", "IllegalActionError", "Mortgage", "MoveHazard", "OpenBid", "OpenPass",
    "Pass", "PayDebt", "PayJailFine", "Phase", "PlaceBonus", "PlaceHazard", "ProposeDeal",
    "RejectDeal", "Roll", "RuleSet", "Session", "Standing", "StartAuction", "State", "TERMINAL",
    "Transaction", "Unmortgage", "action_from_json", "action_to_json", "default_round_limit", "dump_game", "load_game",
    "native_build_active", "native_build_status", "parse_action", "parse_game", "replay", "sample_outcome", "save_game", "takeback_point",
    "Building", "BuildingKind", "SiteBuilding",
]
