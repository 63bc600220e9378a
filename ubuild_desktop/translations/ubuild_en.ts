<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BlocksBox</name>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="248"/>
        <source>{name} (has %n block(s))</source>
        <translation>
            <numerusform>{name} (has %n block)</numerusform>
            <numerusform>{name} (has %n blocks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="292"/>
        <source>%n block(s): {cost} · cash after {after}</source>
        <translation>
            <numerusform>%n block: {cost} · cash after {after}</numerusform>
            <numerusform>%n blocks: {cost} · cash after {after}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanvasController</name>
    <message numerus="yes">
        <location filename="../editor/canvas.py" line="316"/>
        <source>Clipped on to %n open end(s)</source>
        <translation>
            <numerusform>Clipped on to %n open end</numerusform>
            <numerusform>Clipped on to %n open ends</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../words.py" line="253"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="256"/>
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n block</numerusform>
            <numerusform>%n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="259"/>
        <source>%n counted block(s)</source>
        <translation>
            <numerusform>%n counted block</numerusform>
            <numerusform>%n counted blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="262"/>
        <source>%n residential block(s)</source>
        <translation>
            <numerusform>%n residential block</numerusform>
            <numerusform>%n residential blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="265"/>
        <source>%n industrial block(s)</source>
        <translation>
            <numerusform>%n industrial block</numerusform>
            <numerusform>%n industrial blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="268"/>
        <source>%n hazard(s)</source>
        <translation>
            <numerusform>%n hazard</numerusform>
            <numerusform>%n hazards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="271"/>
        <source>%n bonus building(s)</source>
        <translation>
            <numerusform>%n bonus building</numerusform>
            <numerusform>%n bonus buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="274"/>
        <source>%n skyscraper(s)</source>
        <translation>
            <numerusform>%n skyscraper</numerusform>
            <numerusform>%n skyscrapers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="277"/>
        <source>%n stadium(s)</source>
        <translation>
            <numerusform>%n stadium</numerusform>
            <numerusform>%n stadiums</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="280"/>
        <source>%n Tower(s)</source>
        <translation>
            <numerusform>%n Tower</numerusform>
            <numerusform>%n Towers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="283"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="287"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="290"/>
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="293"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n box</numerusform>
            <numerusform>%n boxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="296"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="299"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="302"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="305"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="308"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="311"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="314"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="317"/>
        <source>%n move(s) so far</source>
        <translation>
            <numerusform>%n move so far</numerusform>
            <numerusform>%n moves so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="320"/>
        <source>%n residential</source>
        <translation>
            <numerusform>%n residential</numerusform>
            <numerusform>%n residential</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="323"/>
        <source>%n industrial</source>
        <translation>
            <numerusform>%n industrial</numerusform>
            <numerusform>%n industrial</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message numerus="yes">
        <location filename="../editor/window.py" line="315"/>
        <source>Copied %n piece(s)</source>
        <translation>
            <numerusform>Copied %n piece</numerusform>
            <numerusform>Copied %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/window.py" line="392"/>
        <source>Selected %n stranded piece(s)</source>
        <translation>
            <numerusform>Selected %n stranded piece</numerusform>
            <numerusform>Selected %n stranded pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FreeBlocksBox</name>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="147"/>
        <source>{name}: %n residential block(s)</source>
        <translation>
            <numerusform>{name}: %n residential block</numerusform>
            <numerusform>{name}: %n residential blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsForm</name>
    <message numerus="yes">
        <location filename="../editor/square_forms.py" line="348"/>
        <source>{letter} · {name} (%n street(s))</source>
        <translation>
            <numerusform>{letter} · {name} (%n street)</numerusform>
            <numerusform>{letter} · {name} (%n streets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message numerus="yes">
        <location filename="../play/traditional/house_rules_box.py" line="109"/>
        <source> round(s)</source>
        <translation>
            <numerusform> round</numerusform>
            <numerusform> rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HousesBox</name>
    <message numerus="yes">
        <location filename="../play/traditional/turn_sections.py" line="102"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n house</numerusform>
            <numerusform>%n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/turn_sections.py" line="102"/>
        <source>%n hotel(s)</source>
        <translation>
            <numerusform>%n hotel</numerusform>
            <numerusform>%n hotels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../play/new_game.py" line="459"/>
        <source> round(s)</source>
        <translation>
            <numerusform> round</numerusform>
            <numerusform> rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message numerus="yes">
        <location filename="../editor/piece_palette.py" line="111"/>
        <source>{used} on the board, {left} of {total} left in %n box(es)</source>
        <translation>
            <numerusform>{used} on the board, {left} of {total} left in %n box</numerusform>
            <numerusform>{used} on the board, {left} of {total} left in %n boxes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <location filename="../play/players_panel.py" line="309"/>
        <source>%n get-out-of-jail card(s)</source>
        <translation>
            <numerusform>%n get-out-of-jail card</numerusform>
            <numerusform>%n get-out-of-jail cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareCounted</name>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="59"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n house</numerusform>
            <numerusform>%n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="62"/>
        <source>With %n house(s)</source>
        <translation>
            <numerusform>With %n house</numerusform>
            <numerusform>With %n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="65"/>
        <source>With %n station(s)</source>
        <translation>
            <numerusform>With %n station</numerusform>
            <numerusform>With %n stations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="68"/>
        <source>With %n utility(ies)</source>
        <translation>
            <numerusform>With %n utility</numerusform>
            <numerusform>With %n utilities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareEditorWindow</name>
    <message numerus="yes">
        <location filename="../editor/square_window.py" line="423"/>
        <source>The board has %n problem(s). Fix them first: the Problems list says what they are.</source>
        <translation>
            <numerusform>The board has %n problem. Fix them first: the Problems list says what they are.</numerusform>
            <numerusform>The board has %n problems. Fix them first: the Problems list says what they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message numerus="yes">
        <location filename="../play/turn_status.py" line="108"/>
        <source>Move the hazard one site at a time (%n move(s) left).</source>
        <translation>
            <numerusform>Move the hazard one site at a time (%n move left).</numerusform>
            <numerusform>Move the hazard one site at a time (%n moves left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/turn_status.py" line="113"/>
        <source>A Chance card gives %n free block(s): pick the district.</source>
        <translation>
            <numerusform>A Chance card gives %n free block: pick the district.</numerusform>
            <numerusform>A Chance card gives %n free blocks: pick the district.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UBuildCounted</name>
    <message numerus="yes">
        <location filename="../play/ubuild/words.py" line="141"/>
        <source>%n district(s)</source>
        <translation>
            <numerusform>%n district</numerusform>
            <numerusform>%n districts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewCounted</name>
    <message numerus="yes">
        <location filename="../play/view_words.py" line="24"/>
        <source>%n propert(y/ies)</source>
        <translation>
            <numerusform>%n property</numerusform>
            <numerusform>%n properties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowCounted</name>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="36"/>
        <source>Skipped %n unreadable line(s) of the journal (line {lines}); every move on the other lines was replayed.</source>
        <translation>
            <numerusform>Skipped %n unreadable line of the journal (line {lines}); every move on the other lines was replayed.</numerusform>
            <numerusform>Skipped %n unreadable lines of the journal (line {lines}); every move on the other lines was replayed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="40"/>
        <source>The game stops at its action {action} of the file: the last %n action(s) could not be replayed and were left out ({reason}).</source>
        <translation>
            <numerusform>The game stops at its action {action} of the file: the last %n action could not be replayed and were left out ({reason}).</numerusform>
            <numerusform>The game stops at its action {action} of the file: the last %n actions could not be replayed and were left out ({reason}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="44"/>
        <source>The game stops at line {line} of the journal: its last %n line(s) could not be replayed and were left out ({reason}).</source>
        <translation>
            <numerusform>The game stops at line {line} of the journal: its last %n line could not be replayed and were left out ({reason}).</numerusform>
            <numerusform>The game stops at line {line} of the journal: its last %n lines could not be replayed and were left out ({reason}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="48"/>
        <source>The game goes on from its move %n.</source>
        <translation>
            <numerusform>The game goes on from its move %n.</numerusform>
            <numerusform>The game goes on from its move %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="51"/>
        <source>Autosave failed ({error}): %n move(s) not saved yet. Trying again every few seconds; Save As can keep the game on another disk.</source>
        <translation>
            <numerusform>Autosave failed ({error}): %n move not saved yet. Trying again every few seconds; Save As can keep the game on another disk.</numerusform>
            <numerusform>Autosave failed ({error}): %n moves not saved yet. Trying again every few seconds; Save As can keep the game on another disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="55"/>
        <source>Autosave failed ({error}): %n move(s) of this game are not saved. Save the game elsewhere before closing?</source>
        <translation>
            <numerusform>Autosave failed ({error}): %n move of this game are not saved. Save the game elsewhere before closing?</numerusform>
            <numerusform>Autosave failed ({error}): %n moves of this game are not saved. Save the game elsewhere before closing?</numerusform>
        </translation>
    </message>
</context>
</TS>
