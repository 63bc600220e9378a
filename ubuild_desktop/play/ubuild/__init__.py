"""U-Build's part of the play view, behind the plug-in protocol (``play.plugin.PlayView``):
:mod:`.plugin` (what the registry names: ``RuleSet.play_view``), the track's play board
(:mod:`.board`), a district's card (:mod:`.card`), its words (:mod:`.words`), the turn
panel's model (:mod:`.turn_model`) and its own sections (:mod:`.turn_sections`).

Only the registry reaches this package (``tests/test_boundaries.py`` keeps it so); it
imports the shared play view, never the other way round. Nothing is imported here.
"""
