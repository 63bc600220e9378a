"""The pure-Python core: tracks, square boards, validation, the game engine, the balance
lab and the track generator. Nothing here imports PySide6 (``tests/test_boundaries.py``
imports every core module with it blocked); views put core's words into the user's
language (``ubuild_desktop/words.py``). Its modules and packages:

- ``lattice.py``: the pointy-top hex lattice in axial coordinates: ``Cell``, ``Edge``,
  neighbours, canonical edges, rotation, pixel centres and corners. Behind a small
  ``Lattice`` protocol so a square lattice can join later.
- ``pieces.py``: the box catalog (``data/box.json``): piece kinds, counts, printed tiles,
  building stock.
- ``cards.py``: the 22 district cards (``data/districts.json``), validated on load, the card
  data files' reader and ``format_money``; ``chance.py``: the 17 Chance cards
  (``data/chance.json``).
- ``fairstart.py``: ``FairStart`` (the Fair start house rule of one seat count: what each
  place in the turn order gets, and its optional ``gifts``, the district or property a place
  starts with), ``fair_start_for``, ``fair_gifts_for``, ``with_fair_start``: what a track
  file (``Track.fair_start``) and a board file (``SquareBoard.fair_start``) keep, left out
  of the file when there is none (issue 27).
- ``track.py``: ``Track`` and ``Placement``, frozen pydantic models; piece geometry (cells,
  connector edges), whole-track move and rotate.
- ``limits.py``: every limit on what the program reads and makes (file sizes, pieces, boxes,
  actions per game, coordinates, name lengths...), in one place.
- ``usertext.py``: user text (player and track names) made safe to show: ``shown`` (plain
  text: control characters replaced, elided, Unicode-isolated when it holds right-to-left or
  bidirectional characters) and ``shown_html`` (the same, escaped for rich text). Every view
  puts a name through one of them, never as typed; the commands print names through
  ``terminal`` (every unprintable character escaped). ``name_key``: what two players' names
  are told apart by (invisible characters dropped: the kernel's ``names_fit``).
- ``jsonfile.py``: reading a JSON document from an untrusted file (regular files only,
  checked before opening: a FIFO would block; size limit, UTF-8, syntax, ``format_version``
  in range), every failure one line naming the file; used by track and game files.
  ``FileMessageError`` is the base of ``TrackFileError``, ``GameFileError`` and
  ``ActionFormatError``: every message they carry passes through ``one_line`` there (one
  line, control characters escaped, at most ``limits.MAX_MESSAGE_CHARS``), and ``quoted()``
  shows a value from the file at most ``MAX_QUOTED_CHARS`` long.
- ``trackfile.py``: reading and writing track files (migrations, validation, one-line
  ``TrackFileError``), the built-in tracks. ``atomicfile.py``: every atomic save (temporary
  file, sync, rename) and the temporaries a killed program left; ``presets.py``: the
  Freestyle presets (``Preset``, which ``track.py`` uses): both without the track model, so
  that a command line, a rule set or a window imports only the models it reads.
- ``graph.py``: ``build_graph(track) -> TrackGraph``: occupancy, joins, open and blocked
  connectors, components (with the railroad link), the cycle of spaces in playing order,
  building sites; ``buried``: the pieces under the top ``MAX_DRAWN_STACK`` of a stack on
  every hex they cover. A buried piece has no item on the board (so no cost in a paint or an
  export) and no problem of its own: the overlap of its hex names the count. ``LiveGraph``
  derives it edit by edit (``build_graph`` is a ``LiveGraph`` started from nothing: one
  derivation): each placement's hexes and connectors, the pieces on each hex and the
  connectors on each edge are kept by piece id, and an edit decides the joins again only on
  the edges of the hexes it emptied or filled; the owners of hexes and the joins by index
  are the last graph's, patched, while the pieces keep their order; the spaces and sites of
  the last cycle are reused when unchanged (a drop that breaks the loop, then its undo).
  ``tests/core/test_live_graph.py`` checks the patched report against a full ``validate``
  after every edit of random edit sequences (hypothesis).
- ``validate.py``: the Freestyle presets and every diagnostic (``Code``, ``Diagnostic``,
  ``Report``); ``LiveValidation``, the report kept edit by edit over a ``LiveGraph`` (the
  editor's document validates through it).
- ``layout.py``: lays pieces along a path of cells (built-in tracks, tests, benchmarks).
- ``edits.py``: edit commands with exact ``apply``/``revert`` (the editor's undo stack wraps
  them); ``snap.py``: clipping a dropped piece to the open ends it touches.
- ``userdata.py``: the user's data folder (autosaves, recovery files; settings live apart,
  see ``ubuild_desktop/settings.py``); a folder that cannot be created is a ``UserDataError`` (an
  ``OSError`` naming the folder and the reason), and the program goes on without it (the
  play view then plays with autosave off, the editor without recovery files).
- ``square/``: the square board of the traditional game (issue 14), plain data like a track:
  ``board.py`` (``SpaceKind``, ``ColourGroup``, ``Space``, ``SquareBoard``: frozen pydantic
  models that check only shape and the limits of ``limits.py``, so a board with game-level
  mistakes still loads for the editor; helpers ``index``, ``indices``, ``jail``,
  ``streets``, ``group``, ``shown_name``), ``boardfile.py``
  (``parse_board``/``load_board``/``dump_board``/``save_board`` through ``jsonfile`` and
  ``atomicfile.atomic_write_text``, one-line ``BoardFileError``, the built-in boards of
  ``data/boards/``), ``head.py`` (``looks_like_board``, how the registry's ``load_board_file``
  tells a board file from a track file before it imports the traditional game),
  ``validate.py`` (``validate_board`` -> ``BoardReport`` of ``BoardProblem``s: a stable
  ``BoardCode``, a template marked ``QT_TRANSLATE_NOOP("Diagnostic", ...)``, the space's
  index and ``params_es``, the Spanish of the params that are the board's names, which
  ``words.diagnostic_line`` fills in when the board's names show in Spanish; a space's
  ``{kind}`` is a ``KIND_WORDS`` word, context "TrackWords"; the same face as a track's
  ``Report``, so ``words``, the console and the problems panel show both). A board file
  carries its names in English and Spanish (``name``/``name_es``, a group's ``marker_es``):
  they are the board's data, edited with it, so they are not in ``datawords.py``; views pick
  the language with ``words.board_names_in_spanish()``.
- ``i18n.py``: the ``QT_TRANSLATE_NOOP`` marker for core's message templates.
- ``datawords.py``: the data files' words (district names, colour group names and marker
  letters, Chance card texts, built-in track names, the traditional game's card texts)
  inside ``QT_TRANSLATE_NOOP``, since lupdate reads only Python; a test checks that they
  match the files.
"""

