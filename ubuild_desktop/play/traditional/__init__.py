"""The traditional game's part of the play view, behind the plug-in protocol
(``play.plugin.PlayView``): :mod:`.plugin` (what the registry names: ``RuleSet.play_view``),
the square board's items (:mod:`.board`), a space's card (:mod:`.card`), its words
(:mod:`.words`), the turn panel's model (:mod:`.turn_model`) and its own sections
(:mod:`.turn_sections`: the Income Tax, houses and hotels), and a player's houses and
mortgages between turns (:mod:`.houses_dialog`), and New game's house rules
(:mod:`.house_rules_box`).

Only the registry reaches this package (``tests/test_boundaries.py`` keeps it so); it
imports the shared play view, never the other way round. Nothing is imported here.
"""
