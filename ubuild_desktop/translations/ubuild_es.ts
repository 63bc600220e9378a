<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <location filename="../editor/canvas.py" line="590"/>
        <source>Editor</source>
        <comment>GO</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="591"/>
        <source>Editor</source>
        <comment>Jail</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="592"/>
        <source>Editor</source>
        <comment>Free Parking</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="593"/>
        <source>Editor</source>
        <comment>Go to Jail</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="594"/>
        <source>Editor</source>
        <comment>district double</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="595"/>
        <source>Editor</source>
        <comment>planning double</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="596"/>
        <source>Editor</source>
        <comment>bridge</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="597"/>
        <source>Editor</source>
        <comment>railroad</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="62"/>
        <source>EditorWindow</source>
        <comment>Starter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="63"/>
        <source>EditorWindow</source>
        <comment>Classic</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="64"/>
        <source>EditorWindow</source>
        <comment>Pro</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="65"/>
        <source>EditorWindow</source>
        <comment>Custom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="233"/>
        <source>&amp;New Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="233"/>
        <source>Start an empty track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="234"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="234"/>
        <source>Open a track file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="235"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="235"/>
        <source>Save the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="237"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="237"/>
        <source>Save the track to another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="241"/>
        <source>Export as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="241"/>
        <source>Save a picture of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="245"/>
        <source>Export as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="245"/>
        <source>Save a scalable drawing of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="249"/>
        <source>Export as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="249"/>
        <source>Save the track at true tile size, across pages, with a parts list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="253"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="253"/>
        <source>See the printed pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="256"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="256"/>
        <source>Print the track at true tile size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="259"/>
        <source>Printed &amp;Tile Size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="259"/>
        <source>How large one hex is on paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="261"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="261"/>
        <source>Close the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="263"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="266"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="272"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="272"/>
        <source>Cut the selected pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="273"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="273"/>
        <source>Copy the selected pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="274"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="274"/>
        <source>Paste pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="276"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="276"/>
        <source>Copy the selected pieces next to themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="279"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="279"/>
        <source>Remove the selected pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="283"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="283"/>
        <source>Select every piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="286"/>
        <source>Select &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="286"/>
        <source>Clear the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="290"/>
        <source>Select &amp;Stranded Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="290"/>
        <source>Select the pieces not joined to the main track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="294"/>
        <source>&amp;Rotate Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="294"/>
        <source>Turn the piece 60° clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="298"/>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="298"/>
        <source>Turn the piece 60° counterclockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="302"/>
        <source>Re-&amp;aim End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="302"/>
        <source>Turn the piece&apos;s end nearest the pointer (or its open end) to the next edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="306"/>
        <source>Re-aim End &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="306"/>
        <source>Turn the end the other way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="310"/>
        <source>Next &amp;Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="310"/>
        <source>Give the selected double the next printed tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="315"/>
        <source>Move West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="316"/>
        <source>Move East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="317"/>
        <source>Move North-West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="318"/>
        <source>Move South-East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="321"/>
        <source>Move the selection one hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="325"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="325"/>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="329"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="329"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="332"/>
        <source>&amp;Fit to View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="332"/>
        <source>Show the whole track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="334"/>
        <source>Show Building &amp;Sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="334"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="342"/>
        <source>Check the track against the {preset} rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="348"/>
        <source>&amp;Railroads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="348"/>
        <source>The track is open, with a railroad at each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="352"/>
        <source>Track &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="352"/>
        <source>Name, description and boxes of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="359"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="361"/>
        <source>New from &amp;Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="367"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="374"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="384"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="393"/>
        <source>&amp;Move Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="397"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="407"/>
        <source>&amp;Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="408"/>
        <source>Rule &amp;Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="417"/>
        <source>Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="422"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="422"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="422"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="423"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="423"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="424"/>
        <source>⟲ Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="424"/>
        <source>Rotate ⟳</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="425"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="439"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="443"/>
        <source>Rule preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="444"/>
        <source>The Freestyle rules the track is checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="451"/>
        <location filename="../editor/window.py" line="453"/>
        <source>Railroads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="460"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="460"/>
        <source>Sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="150"/>
        <source>Unowned: for sale at {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="152"/>
        <source>Mortgaged: no rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="158"/>
        <source>No counted blocks: land rent {rent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="160"/>
        <source>{n} counted block(s): {rent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="162"/>
        <source>A hazard touches it: residential blocks do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="164"/>
        <source>A bonus building protects it from hazards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="167"/>
        <source>Doubled: a skyscraper stands in its colour group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="169"/>
        <source>Doubled: its owner has the Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="186"/>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="188"/>
        <source>(mortgaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="244"/>
        <source>Rules: {rules} ({players} players allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="246"/>
        <source>Starting cash: {cash} each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="247"/>
        <source>Dice: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="247"/>
        <source> (no doubles; a 6 gets you out of jail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="248"/>
        <source> (a double rolls again; the third double goes to jail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="249"/>
        <source>Passing GO pays {salary} (the stadium&apos;s owner: {stadium})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="250"/>
        <source>Passing GO pays {salary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="251"/>
        <source>Bridges: passing a raised bridge costs {toll}; landing on one draws a Chance card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="253"/>
        <source>Jail fine: {fine}; out after three turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="254"/>
        <source>Auctions: the lander bids first, from {min} in steps of {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="256"/>
        <source>Blocks: up to {turn} a turn on one district, {max} per district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="258"/>
        <source>Hazard moves: {price} each, {n} a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="259"/>
        <source>In the box: {items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="261"/>
        <source>residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="261"/>
        <source>industrial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="262"/>
        <source>hazard(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="262"/>
        <source>bonus building(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="263"/>
        <source>skyscraper(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="263"/>
        <source>stadium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="264"/>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="267"/>
        <source>Starter: residential blocks only; Planning Permission only from Chance cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="268"/>
        <source>The game ends when the first player goes bankrupt; the richest player wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../board/view.py" line="65"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/view.py" line="67"/>
        <source>The track on the table. Arrow keys pan; Ctrl+= and Ctrl+- zoom.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanvasController</name>
    <message>
        <location filename="../editor/canvas.py" line="205"/>
        <source>Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="352"/>
        <source>Not dropped: the hex is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="354"/>
        <location filename="../editor/canvas.py" line="565"/>
        <source>Add {piece}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="359"/>
        <source>Clipped to {n} open end(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="359"/>
        <source>Placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="400"/>
        <location filename="../editor/canvas.py" line="504"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="406"/>
        <location filename="../editor/canvas.py" line="413"/>
        <source>Move {piece}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="430"/>
        <source>Move {n} pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="452"/>
        <source>Not moved: a hex there is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="496"/>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="520"/>
        <source>Re-aim end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="563"/>
        <source>No free open end to clip to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChanceCardWidget</name>
    <message>
        <location filename="../play/widgets.py" line="168"/>
        <source>Chance — {player} follows the {half} half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="169"/>
        <source>UP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="169"/>
        <source>DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="171"/>
        <source>Bridge UP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="172"/>
        <source>Bridge DOWN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSheet</name>
    <message>
        <location filename="../play/dialogs.py" line="307"/>
        <source>Propose a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="331"/>
        <source>and cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="342"/>
        <source>Propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="348"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="350"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="382"/>
        <source>{name} gives (has {cash})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="389"/>
        <source>{name} — rent {rent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="391"/>
        <source>(mortgaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="430"/>
        <source>choose two players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <location filename="../core/validate.py" line="138"/>
        <source>Valid {preset} track, {spaces} spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="139"/>
        <source>1 problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="140"/>
        <source>{count} problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="212"/>
        <source>{pieces} sit on the same hex {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="219"/>
        <source>{piece} has an open connector at {cell} facing {direction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="229"/>
        <source>railroad {railroad} is inside the track next to {other}; railroads clip onto the two ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="234"/>
        <source>{piece} clips into the side of {other}: the track branches there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="242"/>
        <source>railroads {a} and {b} are joined to each other, not to the ends of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="254"/>
        <source>bridge {bridge} sits inside double {double}, between its two halves; bridges go between pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="264"/>
        <source>not joined to the main track of {main} pieces: {count} piece(s), {shown}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="283"/>
        <source>too many pieces of kind {kind}: {have} on the table, {boxes} box(es) hold {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="292"/>
        <source>tile {tile} is used {have} times, {boxes} box(es) hold {boxes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="301"/>
        <source>one railroad alone: railroads come in pairs, one at each end of an open track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="306"/>
        <source>{count} railroads: a track has either none or two, one at each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="310"/>
        <source>there is no GO: every track needs one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="314"/>
        <source>there is no district: a track needs at least one double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="326"/>
        <source>pieces of kind {kind}: a {preset} track uses {wanted}, this one has {have}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="340"/>
        <source>the file says {a} and {b} join, but they do not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="346"/>
        <source>{a} and {b} join, but the file does not list the join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="369"/>
        <source>doubles between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="378"/>
        <source>bridges between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="395"/>
        <source>bridges are not evenly spaced: the arcs between them hold {arcs} spaces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../play/widgets.py" line="82"/>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="89"/>
        <source>Rolled {dice}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../editor/canvas.py" line="614"/>
        <source>Track canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="616"/>
        <source>The track being edited. Drag pieces from the palette; R rotates, A re-aims an end, Delete removes, arrow keys pan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="694"/>
        <source>Drag pieces from the palette onto the table.
They clip onto open ends; R turns a piece, Alt drops it without clipping.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../editor/window.py" line="124"/>
        <location filename="../editor/window.py" line="732"/>
        <source>Untitled track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="137"/>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="142"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="147"/>
        <source>Validation summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="509"/>
        <source>{name}[*] – U-Build Track Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="526"/>
        <source>Selected: {piece} [{id}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="528"/>
        <source>{n} pieces selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="542"/>
        <source>Preset: {preset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="548"/>
        <source>Railroads on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="548"/>
        <source>Railroads off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="556"/>
        <source>Track settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="565"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="576"/>
        <source>Copied {n} piece(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="581"/>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="595"/>
        <source>The clipboard holds no track pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="603"/>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="613"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="619"/>
        <source>Select one piece to re-aim its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="622"/>
        <source>That end cannot turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="643"/>
        <source>Tile {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="650"/>
        <source>{n} stranded piece(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="675"/>
        <source>Paste Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="683"/>
        <source>Aim End {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="685"/>
        <source>Towards {direction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="690"/>
        <source>Change Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="693"/>
        <source>{tile} (in use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="705"/>
        <source>Re-aim end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="717"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="718"/>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="752"/>
        <source>Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="763"/>
        <source>Cannot Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="767"/>
        <source>Opened {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="777"/>
        <source>Save Track As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="790"/>
        <source>Cannot Save Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="794"/>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="807"/>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="810"/>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="827"/>
        <source>unknown file type {suffix} (use .png, .svg or .pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="829"/>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="831"/>
        <source>Exported {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="836"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="837"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="838"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="841"/>
        <source>Export Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="864"/>
        <source>Cannot Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="870"/>
        <source>Print Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="880"/>
        <source>Printed Tile Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="881"/>
        <source>Size of one hex on paper, across its flat sides (mm):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="917"/>
        <source>Recover Unsaved Track?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="919"/>
        <source>The track editor did not close properly. Recover the unsaved changes to “{name}” from {time}?

Yes opens them (your file is not touched until you save); No deletes them; Cancel asks again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="934"/>
        <source>Cannot Recover Track</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../play/widgets.py" line="346"/>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="347"/>
        <source>Save log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="350"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeWindow</name>
    <message>
        <location filename="../app/home.py" line="48"/>
        <location filename="../app/home.py" line="64"/>
        <source>U-Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="70"/>
        <source>Clip the tiles together, buy districts, build a city. 2-6 players around one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="74"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="78"/>
        <source>Resume the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="85"/>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="88"/>
        <source>Edit a track…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="103"/>
        <source>The Starter track: the one to learn on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="124"/>
        <source>No game to resume yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="173"/>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="174"/>
        <source>The last game could not be restored:

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="179"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="187"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="188"/>
        <source>This game file cannot be opened:

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="199"/>
        <source>No editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="199"/>
        <source>The track editor is not available in this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="242"/>
        <source>An autosave is there, but it looks damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/home.py" line="243"/>
        <source>{track}: {players} ({moves} moves so far)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="106"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="115"/>
        <source>{name} (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="116"/>
        <source>A track file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="118"/>
        <source>The track open in the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="122"/>
        <source>Choose file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="125"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="128"/>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="144"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="145"/>
        <source>The same seed and the same decisions give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="147"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="156"/>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="157"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="161"/>
        <source>&lt;b&gt;House rules in force&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="231"/>
        <source>Open a track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="231"/>
        <source>Track files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="252"/>
        <source>Choose a track to see its rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="261"/>
        <source>The editor has no track open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="262"/>
        <source>Choose a track file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="266"/>
        <source>Each player needs a colour of their own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <location filename="../editor/palette.py" line="74"/>
        <source>Piece palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="76"/>
        <source>Every piece in the box with how many are left. Drag one onto the board, or press Enter to clip it to the first open end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="108"/>
        <source>{name}
{left} of {total} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="110"/>
        <source>{used} on the board, {left} of {total} left in {boxes} box(es)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="115"/>
        <source>The next one is tile {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="189"/>
        <source>district doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="190"/>
        <source>planning doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="191"/>
        <source>bridges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="192"/>
        <source>railroads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PieceItem</name>
    <message>
        <location filename="../board/piece_item.py" line="102"/>
        <source>Collect {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="104"/>
        <location filename="../board/piece_item.py" line="410"/>
        <source>Jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="106"/>
        <location filename="../board/piece_item.py" line="411"/>
        <source>Free Parking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="108"/>
        <location filename="../board/piece_item.py" line="412"/>
        <source>Go to Jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="110"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="112"/>
        <location filename="../board/piece_item.py" line="430"/>
        <source>Planning Permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="409"/>
        <source>GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="413"/>
        <source>District double {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="414"/>
        <source>Planning double {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="415"/>
        <source>Bridge (a Chance space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="416"/>
        <source>Railroad end cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="422"/>
        <source>{name}: {price}, {group} ({letter})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../play/window.py" line="154"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="169"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="170"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="171"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="172"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="175"/>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="176"/>
        <source>Undo the last decision that involved no dice or cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="178"/>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="181"/>
        <source>Fit board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="182"/>
        <source>Save log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="320"/>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="362"/>
        <source>Nothing to take back: dice or cards came after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="364"/>
        <source>Taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="384"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="392"/>
        <location filename="../play/window.py" line="443"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="392"/>
        <source>The game could not be saved:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="396"/>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="400"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="409"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="410"/>
        <source>This game file cannot be opened:

{error}

The game on the table is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="434"/>
        <source>Save the event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="435"/>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="443"/>
        <source>The log could not be saved:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/window.py" line="450"/>
        <source>U-Build — {track}{where}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../play/widgets.py" line="283"/>
        <source>computer, {strength}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="288"/>
        <source>Net worth {worth} · {n} district(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="292"/>
        <source>IN JAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="294"/>
        <source>BANKRUPT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="302"/>
        <source>(M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="304"/>
        <source>{name} — rent now {rent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="305"/>
        <source>mortgaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../board/problems.py" line="33"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="34"/>
        <source>Every problem of the track; pick one to select its pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="54"/>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="55"/>
        <source>This track passes every check of its preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="60"/>
        <source>Problems ({count})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <location filename="../play/dialogs.py" line="478"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="478"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="478"/>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="478"/>
        <source>Districts (rent values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="479"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="479"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="499"/>
        <source>Back to the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="502"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="506"/>
        <source>Save the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="535"/>
        <source>{names} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="538"/>
        <source>{name} went bankrupt, so the game is over. Everyone else counts cash plus the rent values of their unmortgaged districts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="550"/>
        <source>bankrupt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Amber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="72"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="78"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="79"/>
        <source>Computer (simple)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="80"/>
        <source>Computer (good)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="81"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackSettingsDialog</name>
    <message>
        <location filename="../editor/window.py" line="74"/>
        <source>Track Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="77"/>
        <source>Track name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="79"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="83"/>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="84"/>
        <source>How many boxes of the game the track combines (multiplies every count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="86"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="87"/>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="88"/>
        <source>&amp;Boxes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackViewerWindow</name>
    <message>
        <location filename="../viewer/window.py" line="86"/>
        <source>&amp;Open Track…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="86"/>
        <source>Open a track file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="90"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="90"/>
        <source>Close the viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="95"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="95"/>
        <source>Zoom in on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="99"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="99"/>
        <source>Zoom out from the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="103"/>
        <source>&amp;Fit to View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="103"/>
        <source>Show the whole track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="107"/>
        <source>Show Building &amp;Sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="107"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="111"/>
        <source>&amp;Edit Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="111"/>
        <source>Open the viewed track in the track editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="114"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="119"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="127"/>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="176"/>
        <source>{track} – U-Build Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="183"/>
        <source>Open Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="183"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="193"/>
        <source>Cannot Open Track</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackWords</name>
    <message>
        <location filename="../core/validate.py" line="111"/>
        <source>GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="112"/>
        <source>Jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="113"/>
        <source>Free Parking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="114"/>
        <source>Go to Jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="115"/>
        <source>district double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="116"/>
        <source>planning double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="117"/>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="118"/>
        <source>railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="121"/>
        <source>Starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="122"/>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="123"/>
        <source>Pro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="124"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="125"/>
        <source>Starter railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="126"/>
        <source>Classic railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="127"/>
        <source>Pro railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="128"/>
        <source>Custom railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="131"/>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="132"/>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="133"/>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="134"/>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="135"/>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="136"/>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../play/turn_panel.py" line="115"/>
        <source>Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="130"/>
        <source>Build blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="137"/>
        <source>Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="138"/>
        <source>Industrial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="169"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="176"/>
        <source>Free blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="184"/>
        <source>Raise money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="198"/>
        <source>Mortgages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="208"/>
        <source>Propose a deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="211"/>
        <source>A deal is on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="227"/>
        <source>Show the final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="250"/>
        <source>Key: {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="362"/>
        <source>{name} went bankrupt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="376"/>
        <source>{name}: bid or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="377"/>
        <source>{name} must raise money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="378"/>
        <source>{name}: answer the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="379"/>
        <source>{name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="386"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="396"/>
        <source>Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="396"/>
        <source>Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="399"/>
        <source>Roll for a 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="399"/>
        <source>Roll for a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="400"/>
        <source>Pay the {fine} fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="407"/>
        <source>Buy {name} for {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="409"/>
        <source>Key: B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="409"/>
        <source>Not enough cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="410"/>
        <source>Auction it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="417"/>
        <source>Build a bonus building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="418"/>
        <source>Build a hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="419"/>
        <source>Move a hazard (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="424"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="427"/>
        <source>Move the hazard (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="430"/>
        <source>Done moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="437"/>
        <source>Skyscraper…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="438"/>
        <source>Stadium ({price})…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="439"/>
        <source>The Tower ({price})…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="447"/>
        <source>Move a hazard ({price})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="452"/>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="453"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="477"/>
        <source>Landed on &lt;b&gt;{name}&lt;/b&gt;: for sale at {price}. You have {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="481"/>
        <source>In jail (failed rolls: {n} of 3). You have {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="483"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="485"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. Build, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="488"/>
        <source>&lt;b&gt;Planning Permission&lt;/b&gt;: build a bonus building next to your district, a hazard next to another player&apos;s, or move a hazard up to two spaces for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="491"/>
        <source>Move the hazard one site at a time ({n} move(s) left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="494"/>
        <source>A Chance card gives {n} free block(s): pick the district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="540"/>
        <source>Mortgage {name} (+{value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="541"/>
        <source>Lift the mortgage on {name} (−{value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="555"/>
        <source>Lift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="555"/>
        <source>Mortgage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="564"/>
        <source>Highest bid: &lt;b&gt;{amount}&lt;/b&gt; by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="565"/>
        <source>No bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="568"/>
        <source>&lt;b&gt;{district}&lt;/b&gt; (price {price})&lt;br&gt;{leader}&lt;br&gt;Still bidding: {still}&lt;br&gt;You have {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="582"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="584"/>
        <source>Key: P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="585"/>
        <source>The player who landed there makes the first bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="595"/>
        <source>Bid {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="610"/>
        <source>{name} ({r}R + {i}I on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="654"/>
        <source>{n} block(s): {cost} · cash after {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="657"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="667"/>
        <source>{name}: {r} residential + {i} industrial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="669"/>
        <source>Build the free blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="681"/>
        <source>the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="684"/>
        <source>You owe &lt;b&gt;{amount}&lt;/b&gt; to {creditor} ({reason}) and have {cash}.&lt;br&gt;Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="688"/>
        <source>Pay {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="690"/>
        <source>Declare bankruptcy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="698"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="699"/>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="733"/>
        <source>Bonus building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="734"/>
        <source>Click a highlighted site next to one of your districts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="737"/>
        <source>Hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="738"/>
        <source>Click a highlighted site next to another player&apos;s district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="741"/>
        <location filename="../play/turn_panel.py" line="745"/>
        <source>Move a hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="742"/>
        <source>Click the hazard to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="746"/>
        <source>Click where it goes (one site).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="756"/>
        <source>Next to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="764"/>
        <source>Costs {price}. Click a highlighted site next to the district.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>run_viewer</name>
    <message>
        <location filename="../viewer/app.py" line="52"/>
        <source>cannot save the screenshot: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../play/board.py" line="155"/>
        <source>M</source>
        <comment>PlayBoard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="826"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="828"/>
        <source>&lt;b&gt;{a}&lt;/b&gt; offers &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} gives: {give}&lt;br&gt;{b} gives: {take}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ubuild edit</name>
    <message>
        <location filename="../editor/commands.py" line="74"/>
        <source>cannot save the screenshot: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
