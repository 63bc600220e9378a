"""The words of the packaged data files, marked for translation.

District names, colour group names and marker letters, and Chance card texts live in ``data/districts.json``
and ``data/chance.json``, the built-in tracks' names in ``data/tracks/``; lupdate reads
only Python, so each is repeated here inside a ``QT_TRANSLATE_NOOP`` (a test checks that
these lists and the files agree). Views show them through ``ubuild_desktop.words``
(``district_name``, ``group_name``, ``chance_text``, ``track_name``); the engine and the
command line keep the English of the files.
"""

from __future__ import annotations

from typing import Final

from .i18n import QT_TRANSLATE_NOOP

# Contexts: "Districts", "ColourGroups", "GroupLetters", "Chance", "Tracks", "TraditionalCards".

DISTRICT_NAMES: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("Districts", "Tannery Row"),
    QT_TRANSLATE_NOOP("Districts", "Millpond Yard"),
    QT_TRANSLATE_NOOP("Districts", "Kite Hill"),
    QT_TRANSLATE_NOOP("Districts", "Saltmarsh Lane"),
    QT_TRANSLATE_NOOP("Districts", "Willow Reach"),
    QT_TRANSLATE_NOOP("Districts", "Rosewater Walk"),
    QT_TRANSLATE_NOOP("Districts", "Lantern Square"),
    QT_TRANSLATE_NOOP("Districts", "Bellfounders Court"),
    QT_TRANSLATE_NOOP("Districts", "Marigold Crescent"),
    QT_TRANSLATE_NOOP("Districts", "Foundry Gate"),
    QT_TRANSLATE_NOOP("Districts", "Coppersmith Market"),
    QT_TRANSLATE_NOOP("Districts", "Cardinal Rise"),
    QT_TRANSLATE_NOOP("Districts", "Brickkiln Quarter"),
    QT_TRANSLATE_NOOP("Districts", "Scarlet Mews"),
    QT_TRANSLATE_NOOP("Districts", "Sunfield Terrace"),
    QT_TRANSLATE_NOOP("Districts", "Goldcrest Parade"),
    QT_TRANSLATE_NOOP("Districts", "Amberlight Arcade"),
    QT_TRANSLATE_NOOP("Districts", "Fernvale"),
    QT_TRANSLATE_NOOP("Districts", "Mossbank Gardens"),
    QT_TRANSLATE_NOOP("Districts", "Greenspire Commons"),
    QT_TRANSLATE_NOOP("Districts", "Sapphire Point"),
    QT_TRANSLATE_NOOP("Districts", "Observatory Crest"),
)

GROUP_NAMES: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("ColourGroups", "Brown"),
    QT_TRANSLATE_NOOP("ColourGroups", "Light blue"),
    QT_TRANSLATE_NOOP("ColourGroups", "Pink"),
    QT_TRANSLATE_NOOP("ColourGroups", "Orange"),
    QT_TRANSLATE_NOOP("ColourGroups", "Red"),
    QT_TRANSLATE_NOOP("ColourGroups", "Yellow"),
    QT_TRANSLATE_NOOP("ColourGroups", "Green"),
    QT_TRANSLATE_NOOP("ColourGroups", "Dark blue"),
)

GROUP_LETTERS: Final[tuple[str, ...]] = (
    # Each group's colour-free marker letter: its name's initial, so it follows the name.
    QT_TRANSLATE_NOOP("GroupLetters", "B"),  # Brown
    QT_TRANSLATE_NOOP("GroupLetters", "L"),  # Light blue
    QT_TRANSLATE_NOOP("GroupLetters", "P"),  # Pink
    QT_TRANSLATE_NOOP("GroupLetters", "O"),  # Orange
    QT_TRANSLATE_NOOP("GroupLetters", "R"),  # Red
    QT_TRANSLATE_NOOP("GroupLetters", "Y"),  # Yellow
    QT_TRANSLATE_NOOP("GroupLetters", "G"),  # Green
    QT_TRANSLATE_NOOP("GroupLetters", "D"),  # Dark blue
)

CHANCE_TEXTS: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("Chance", "The council fines you for building after dark. Pay $500k."),
    QT_TRANSLATE_NOOP("Chance", "Your plans sail through the council vote. Take Planning Permission now."),
    QT_TRANSLATE_NOOP("Chance", "A friendly clerk fast-tracks your paperwork. Take Planning Permission now."),
    QT_TRANSLATE_NOOP("Chance", "A neighbour's site has leftover bricks. Build 1 free block on a district you own."),
    QT_TRANSLATE_NOOP("Chance", "Roadworks ahead! Go back 3 spaces."),
    QT_TRANSLATE_NOOP("Chance", "Green lights all the way. Move forward 3 spaces."),
    QT_TRANSLATE_NOOP("Chance", "Safety inspection! Pay $50k for each residential block and $100k for each industrial block you own."),
    QT_TRANSLATE_NOOP("Chance", "Your skyline wins an architecture prize. Collect $1M."),
    QT_TRANSLATE_NOOP("Chance", "You host the street party. Pay each other player $200k."),
    QT_TRANSLATE_NOOP("Chance", "It's your ribbon-cutting ceremony! Collect $300k from each other player."),
    QT_TRANSLATE_NOOP("Chance", "Hop on a water taxi. Advance to the next bridge."),
    QT_TRANSLATE_NOOP("Chance", "Catch the express tram. Advance to GO and collect your salary."),
    QT_TRANSLATE_NOOP("Chance", "Caught racing the bridge as it rose! Go to jail."),
    QT_TRANSLATE_NOOP("Chance", "Parking ticket on the bridge ramp. Pay $200k."),
    QT_TRANSLATE_NOOP("Chance", "The city rates bill arrives. Pay $1M."),
    QT_TRANSLATE_NOOP("Chance", "You overpaid your rates last year. Collect a $500k refund."),
    QT_TRANSLATE_NOOP("Chance", "Your crane blocks the high street. Pay a $300k fine."),
    QT_TRANSLATE_NOOP("Chance", "The council owes you a favour. Move a hazard up to 2 spaces for free."),
    QT_TRANSLATE_NOOP("Chance", "A property scout has a tip for you. Advance to the next unowned district."),
    QT_TRANSLATE_NOOP("Chance", "Drop in at the planning office. Advance to the next Planning Permission space."),
    QT_TRANSLATE_NOOP("Chance", "A storm rattles the rooftops. Pay $100k for each residential block and $50k for each industrial block you own."),
    QT_TRANSLATE_NOOP("Chance", "Tenants love your neighbourhoods. Collect $200k for each district you own."),
    QT_TRANSLATE_NOOP("Chance", "Wrong turn at the roundabout. Go back 2 spaces."),
    QT_TRANSLATE_NOOP("Chance", "Prefab homes arrive early. Build 2 free residential blocks on a district you own."),
    QT_TRANSLATE_NOOP("Chance", "A late cement delivery holds up your site. Pay $400k."),
    QT_TRANSLATE_NOOP("Chance", "A factory sells off a spare unit. Build 1 free industrial block on a district you own."),
    QT_TRANSLATE_NOOP("Chance", "Join the city marathon. Run forward 6 spaces."),
    QT_TRANSLATE_NOOP("Chance", "You sponsor the city marathon. Pay each other player $100k."),
    QT_TRANSLATE_NOOP("Chance", "Your plans make the evening news and win the public vote. Take Planning Permission now."),
    QT_TRANSLATE_NOOP("Chance", "Dress the town for the festival. Pay $40k for each residential block and $80k for each industrial block you own."),
    QT_TRANSLATE_NOOP("Chance", "Deliver blueprints to the jail's new wing. Advance to Jail, just visiting."),
    QT_TRANSLATE_NOOP("Chance", "Caught fishing off the bridge without a licence! Go to jail."),
    QT_TRANSLATE_NOOP("Chance", "Your neighbourhood crowdfund pays out. Collect $100k for each district you own."),
    QT_TRANSLATE_NOOP("Chance", "A water main bursts under your site. Pay $200k."),
)

TRACK_NAMES: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("Tracks", "Starter"),
    QT_TRANSLATE_NOOP("Tracks", "Classic"),
    QT_TRANSLATE_NOOP("Tracks", "Classic with railroads"),
    QT_TRANSLATE_NOOP("Tracks", "Pro"),
)

# The traditional game's Chance and Community Chest cards (data/traditional_cards.json),
# context "TraditionalCards"; the engine keeps the English. Each text is a template: its
# {amount}, {house} and {hotel} are written in the rule set's money (sentences.card_text).
TRADITIONAL_CARD_TEXTS: Final[tuple[str, ...]] = (
    QT_TRANSLATE_NOOP("TraditionalCards", "Take the morning express all the way to GO. Collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Your cousin invites you to the fourteenth street of the board. Advance there; if you pass GO, collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "A viewing is booked on the sixth street of the board. Advance there; if you pass GO, collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "The meter reader calls. Advance to the nearest utility. If it is owned, roll the dice and pay its owner ten times the roll; if not, you may buy it."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Catch the next train. Advance to the nearest station and pay its owner twice the rent; if it is unowned, you may buy it."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Change trains. Advance to the nearest station and pay its owner twice the rent; if it is unowned, you may buy it."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Treat yourself to an evening on the last street of the board. Advance there."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Take a trip from the first station. Advance there; if you pass GO, collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "You forgot your umbrella. Go back three spaces."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Caught jumping the queue. Go directly to jail: do not pass GO, do not collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "The bank pays you a dividend of {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Get out of jail free. Keep this card until you need it, trade it or sell it."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Your buildings need repairs: pay {house} for each house and {hotel} for each hotel."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Parking ticket: pay {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "You chaired the neighbourhood committee. Pay each player {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Your savings bond matures. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Walk all the way to GO. Collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "The bank's clerk made a mistake in your favour. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Dentist's bill: pay {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "You sold your old bicycle. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Get out of jail free. Keep this card until you need it, trade it or sell it."),
    QT_TRANSLATE_NOOP("TraditionalCards", "The neighbours complained about the noise. Go directly to jail: do not pass GO, do not collect your salary."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Your holiday savings pay out. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "A tax refund arrives. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "It is your birthday: collect {amount} from each player."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Your insurance policy matures. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Hospital bill: pay {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "Course fees: pay {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "You gave expert advice. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "The street is being resurfaced: pay {house} for each house and {hotel} for each hotel."),
    QT_TRANSLATE_NOOP("TraditionalCards", "You won second prize at the village fair. Collect {amount}."),
    QT_TRANSLATE_NOOP("TraditionalCards", "A distant aunt leaves you {amount}."),
)
