<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BoardTexts</name>
    <message>
        <location filename="../board/texts.py" line="41"/>
        <source>No building sites yet: they appear once every piece is joined into one track with no open ends</source>
        <translation>Aún no hay solares: aparecen cuando todas las piezas forman un solo tablero sin extremos libres</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../board/view.py" line="67"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../board/view.py" line="69"/>
        <source>The track on the table. Arrow keys pan; Ctrl+= and Ctrl+- zoom.</source>
        <translation>El tablero sobre la mesa. Las flechas desplazan la vista; Ctrl+= y Ctrl+- hacen zoom.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <location filename="../board/texts.py" line="67"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="68"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="69"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="70"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="71"/>
        <source>District double</source>
        <translation>Doble de distrito</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="72"/>
        <source>Planning double</source>
        <translation>Doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="73"/>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="74"/>
        <source>Railroad</source>
        <translation>Estación</translation>
    </message>
</context>
<context>
    <name>CanvasController</name>
    <message>
        <location filename="../editor/canvas.py" line="205"/>
        <source>Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels</source>
        <translation>Suéltala en el tablero; R o la rueda la giran, Alt no la encaja, Esc cancela</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="352"/>
        <source>Not dropped: the hex is taken</source>
        <translation>No se ha soltado: el hexágono está ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="354"/>
        <location filename="../editor/canvas.py" line="570"/>
        <source>Add {piece}</source>
        <translation>Añadir {piece}</translation>
    </message>
    <message>
        <source>Clipped to {n} open end(s)</source>
        <translation type="vanished">Encajada en {n} extremo(s) libre(s)</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation type="vanished">Colocada</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="359"/>
        <source>Clipped on to {n} open ends</source>
        <translation>Encajada en {n} extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="361"/>
        <source>Clipped on to an open end</source>
        <translation>Encajada en un extremo libre</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="363"/>
        <source>Placed: drop the next piece on one of its open ends</source>
        <translation>Colocada: suelta la siguiente pieza en uno de sus extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="365"/>
        <source>Placed on its own: drop it next to an open end to clip it on</source>
        <translation>Colocada suelta: déjala junto a un extremo libre para encajarla</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="405"/>
        <location filename="../editor/canvas.py" line="509"/>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="411"/>
        <location filename="../editor/canvas.py" line="418"/>
        <source>Move {piece}</source>
        <translation>Mover {piece}</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="435"/>
        <source>Move {n} pieces</source>
        <translation>Mover {n} piezas</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="457"/>
        <source>Not moved: a hex there is taken</source>
        <translation>No se ha movido: hay un hexágono ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="501"/>
        <source>Rotate</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="525"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="568"/>
        <source>No free open end to clip to</source>
        <translation>No hay ningún extremo libre donde encajarla</translation>
    </message>
</context>
<context>
    <name>ChanceCardWidget</name>
    <message>
        <location filename="../play/widgets.py" line="209"/>
        <source>Chance — {player} follows the {half} half</source>
        <translation>Suerte — {player} sigue la mitad de puente {half}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="210"/>
        <source>UP</source>
        <translation>LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="210"/>
        <source>DOWN</source>
        <translation>BAJADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="212"/>
        <source>Bridge UP</source>
        <translation>Puente LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="213"/>
        <source>Bridge DOWN</source>
        <translation>Puente BAJADO</translation>
    </message>
</context>
<context>
    <name>DealSheet</name>
    <message>
        <location filename="../play/dialogs.py" line="392"/>
        <source>Propose a deal</source>
        <translation>Proponer un trato</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="398"/>
        <source>Who proposes</source>
        <translation>Quién propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="401"/>
        <source>To whom</source>
        <translation>A quién</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="416"/>
        <source>Districts the proposer gives</source>
        <translation>Distritos que da quien propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="417"/>
        <source>Cash the proposer gives</source>
        <translation>Dinero que da quien propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="419"/>
        <source>Districts the partner gives</source>
        <translation>Distritos que da la otra parte</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="420"/>
        <source>Cash the partner gives</source>
        <translation>Dinero que da la otra parte</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="424"/>
        <source>and cash</source>
        <translation>y dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="435"/>
        <source>Propose</source>
        <translation>Proponer</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="441"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="443"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="475"/>
        <source>{name} gives (has {cash})</source>
        <translation>{name} da (tiene {cash})</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="482"/>
        <source>{name} — rent {rent}</source>
        <translation>{name} — alquiler {rent}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="484"/>
        <source>(mortgaged)</source>
        <translation>(hipotecado)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="523"/>
        <source>choose two players</source>
        <translation>elige dos jugadores</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <location filename="../core/validate.py" line="148"/>
        <source>Valid {preset} track, {spaces} spaces</source>
        <translation>Tablero {preset} válido, {spaces} casillas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="149"/>
        <source>1 problem</source>
        <translation>1 problema</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="150"/>
        <source>{count} problems</source>
        <translation>{count} problemas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="263"/>
        <source>{piece} clips into the side of {other}: the track branches there</source>
        <translation>{piece} encaja en el lateral de {other}: el tablero se bifurca ahí</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="237"/>
        <source>{piece} and {other} sit on the same hex</source>
        <translation>{piece} y {other} ocupan el mismo hexágono</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="232"/>
        <source>{count} pieces are stacked on one hex, {piece} on top</source>
        <translation>{count} piezas apiladas en un mismo hexágono, {piece} encima</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="246"/>
        <source>{piece}: open end facing {direction}</source>
        <translation>{piece}: extremo libre orientado al {direction}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="258"/>
        <source>a railroad sits inside the track next to {other}; railroads clip onto the two ends</source>
        <translation>hay una estación dentro del tablero junto a {other}; las estaciones encajan en los dos extremos</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="271"/>
        <source>the two railroads are joined to each other, not to the ends of the track</source>
        <translation>las dos estaciones están unidas entre sí, no a los extremos del tablero</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="283"/>
        <source>a bridge sits inside the double {other}, between its two halves; bridges go between pieces</source>
        <translation>hay un puente dentro de la doble {other}, entre sus dos mitades; los puentes van entre piezas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="295"/>
        <source>{count} piece(s), {piece} among them, not joined to the main track of {main} pieces</source>
        <translation>{count} pieza(s), entre ellas {piece}, sin unir al tablero principal de {main} piezas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="314"/>
        <source>too many pieces of kind {kind}: {have} on the table, {boxes} box(es) hold {limit}</source>
        <translation>demasiadas piezas de tipo {kind}: {have} en la mesa, {boxes} caja(s) traen {limit}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="323"/>
        <source>tile {tile} is used {have} times, {boxes} box(es) hold {boxes}</source>
        <translation>la baldosa {tile} se usa {have} veces, {boxes} caja(s) traen {boxes}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="332"/>
        <source>one railroad alone: railroads come in pairs, one at each end of an open track</source>
        <translation>una estación sola: las estaciones van en pareja, una en cada extremo de un tablero abierto</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="337"/>
        <source>{count} railroads: a track has either none or two, one at each end</source>
        <translation>{count} estaciones: un tablero no tiene ninguna o tiene dos, una en cada extremo</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="341"/>
        <source>there is no GO: every track needs one</source>
        <translation>no hay casilla de SALIDA: todo tablero necesita una</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="345"/>
        <source>there is no district: a track needs at least one double</source>
        <translation>no hay ningún distrito: un tablero necesita al menos una baldosa doble</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="357"/>
        <source>pieces of kind {kind}: a {preset} track uses {wanted}, this one has {have}</source>
        <translation>piezas de tipo {kind}: un tablero {preset} usa {wanted}, este tiene {have}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="388"/>
        <source>{piece} is not a tile of the {preset} set-up picture; a {preset} track uses those tiles in any order (not used: {unused})</source>
        <translation>{piece} no es una pieza de la imagen de montaje {preset}; un tablero {preset} usa esas piezas en cualquier orden (sin usar: {unused})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="403"/>
        <source>the file says {a} and {b} join, but they do not</source>
        <translation>el archivo dice que {a} y {b} se unen, pero no es así</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="409"/>
        <source>{a} and {b} join, but the file does not list the join</source>
        <translation>{a} y {b} se unen, pero el archivo no recoge esa unión</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="432"/>
        <source>doubles between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation>dobles entre {start} y {end}: {found}, este modo pide {wanted}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="441"/>
        <source>bridges between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation>puentes entre {start} y {end}: {found}, este modo pide {wanted}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="458"/>
        <source>bridges are not evenly spaced: the arcs between them hold {arcs} spaces</source>
        <translation>los puentes no están repartidos por igual: los tramos entre ellos tienen {arcs} casillas</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../play/widgets.py" line="106"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="128"/>
        <source>Rolled {dice}</source>
        <translation>Ha salido {dice}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../editor/canvas.py" line="594"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="595"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="596"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="597"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="598"/>
        <source>district double</source>
        <translation>doble de distrito</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="599"/>
        <source>planning double</source>
        <translation>doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="600"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="601"/>
        <source>railroad</source>
        <translation>estación</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../editor/canvas.py" line="618"/>
        <source>Track canvas</source>
        <translation>Lienzo del tablero</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="620"/>
        <source>The track being edited. Drag pieces from the palette; R rotates, A re-aims an end, Delete removes, arrow keys pan.</source>
        <translation>El tablero que editas. Arrastra piezas desde la paleta; R gira, A reorienta un extremo, Supr elimina, las flechas desplazan la vista.</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="698"/>
        <source>Drag pieces from the palette onto the table.
They clip onto open ends; R turns a piece, Alt drops it without clipping.</source>
        <translation>Arrastra piezas desde la paleta hasta la mesa.
Encajan en los extremos libres; R gira una pieza, Alt la suelta sin encajarla.</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../editor/window.py" line="160"/>
        <location filename="../editor/window.py" line="785"/>
        <source>Untitled track</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="173"/>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="178"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="183"/>
        <source>Validation summary</source>
        <translation>Resumen de la validación</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="543"/>
        <source>{name}[*] – U-Build Track Editor</source>
        <translation>{name}[*] – Editor de tableros U-Build</translation>
    </message>
    <message>
        <source>Selected: {piece} [{id}]</source>
        <translation type="vanished">Seleccionada: {piece} [{id}]</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="564"/>
        <source>{n} pieces selected</source>
        <translation>{n} piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="578"/>
        <source>Preset: {preset}</source>
        <translation>Modo: {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="584"/>
        <source>Railroads on</source>
        <translation>Estaciones: sí</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="584"/>
        <source>Railroads off</source>
        <translation>Estaciones: no</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="598"/>
        <source>Track settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="461"/>
        <location filename="../editor/window.py" line="607"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Copied {n} piece(s)</source>
        <translation type="vanished">{n} pieza(s) copiada(s)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="626"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="640"/>
        <source>The clipboard holds no track pieces</source>
        <translation>El portapapeles no contiene piezas de tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="648"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="658"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="664"/>
        <source>Select one piece to re-aim its end</source>
        <translation>Selecciona una pieza para reorientar su extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="667"/>
        <source>That end cannot turn</source>
        <translation>Ese extremo no puede girar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="688"/>
        <source>Tile {tile}</source>
        <translation>Baldosa {tile}</translation>
    </message>
    <message>
        <source>{n} stranded piece(s)</source>
        <translation type="vanished">{n} pieza(s) suelta(s)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="725"/>
        <source>Paste Here</source>
        <translation>Pegar aquí</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="733"/>
        <source>Aim End {n}</source>
        <translation>Orientar extremo {n}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="735"/>
        <source>Towards {direction}</source>
        <translation>Hacia el {direction}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="740"/>
        <source>Change Tile</source>
        <translation>Cambiar baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="743"/>
        <source>{tile} (in use)</source>
        <translation>{tile} (en uso)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="755"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="767"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="769"/>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation>«{name}» tiene cambios sin guardar. ¿Quieres guardarlos antes?</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="805"/>
        <source>Open Track</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="816"/>
        <source>Cannot Open Track</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="820"/>
        <source>Opened {file}</source>
        <translation>Abierto {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="830"/>
        <source>Save Track As</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="843"/>
        <source>Cannot Save Track</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="847"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="860"/>
        <source>Clear Recent Files</source>
        <translation>Borrar archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="863"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="885"/>
        <source>unknown file type {suffix} (use .png, .svg or .pdf)</source>
        <translation>tipo de archivo desconocido {suffix} (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="887"/>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="889"/>
        <source>Exported {file}</source>
        <translation>Exportado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="894"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="895"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="896"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="899"/>
        <source>Export Track</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="911"/>
        <source>Many Pages</source>
        <translation>Muchas páginas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="912"/>
        <source>This track needs {pages:,} pages with hexes {size:g} mm across, more than {limit:,}. Go on with all of them? (A smaller printed tile size needs fewer pages.)</source>
        <translation>Este tablero necesita {pages:,} páginas con hexágonos de {size:g} mm, más de {limit:,}. ¿Seguir con todas? (Un tamaño de baldosa impresa menor necesita menos páginas.)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="971"/>
        <source>Cannot Print</source>
        <translation>No se puede imprimir</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="982"/>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="993"/>
        <source>Printed Tile Size</source>
        <translation>Tamaño de baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="994"/>
        <source>Size of one hex on paper, across its flat sides (mm):</source>
        <translation>Tamaño de un hexágono en papel, entre sus lados planos (mm):</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1034"/>
        <source>Recover Unsaved Track?</source>
        <translation>¿Recuperar el tablero sin guardar?</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1036"/>
        <source>The track editor did not close properly. Recover the unsaved changes to “{name}” from {time}?

Yes opens them (your file is not touched until you save); No deletes them; Cancel asks again next time.</source>
        <translation>El editor de tableros no se cerró correctamente. ¿Recuperar los cambios sin guardar de «{name}» de {time}?

Sí los abre (tu archivo no cambia hasta que guardes); No los borra; Cancelar vuelve a preguntar la próxima vez.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1051"/>
        <source>Cannot Recover Track</source>
        <translation>No se puede recuperar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="76"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="71"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="77"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="78"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="79"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="99"/>
        <source>{piece} {tile} ({districts})</source>
        <translation>{piece} {tile} ({districts})</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="271"/>
        <source>&amp;New Track</source>
        <translation>&amp;Nuevo tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="271"/>
        <source>Start an empty track</source>
        <translation>Empezar un tablero vacío</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="272"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="272"/>
        <source>Open a track file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="273"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="273"/>
        <source>Save the track</source>
        <translation>Guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="275"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="275"/>
        <source>Save the track to another file</source>
        <translation>Guardar el tablero en otro archivo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="279"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exportar como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="279"/>
        <source>Save a picture of the track</source>
        <translation>Guardar una imagen del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="283"/>
        <source>Export as S&amp;VG…</source>
        <translation>Exportar como S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="283"/>
        <source>Save a scalable drawing of the track</source>
        <translation>Guardar un dibujo escalable del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="287"/>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="287"/>
        <source>Save the track at true tile size, across pages, with a parts list</source>
        <translation>Guardar el tablero a tamaño real de baldosa, en varias páginas, con lista de piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="291"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="291"/>
        <source>See the printed pages</source>
        <translation>Ver las páginas impresas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="294"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="294"/>
        <source>Print the track at true tile size</source>
        <translation>Imprimir el tablero a tamaño real de baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="297"/>
        <source>Printed &amp;Tile Size…</source>
        <translation>&amp;Tamaño de baldosa impresa…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="297"/>
        <source>How large one hex is on paper</source>
        <translation>Lo grande que es un hexágono en papel</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="299"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="299"/>
        <source>Close the editor</source>
        <translation>Cerrar el editor</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="301"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="304"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="310"/>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="310"/>
        <source>Cut the selected pieces</source>
        <translation>Cortar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="311"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="311"/>
        <source>Copy the selected pieces</source>
        <translation>Copiar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="312"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="312"/>
        <source>Paste pieces</source>
        <translation>Pegar piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="314"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="314"/>
        <source>Copy the selected pieces next to themselves</source>
        <translation>Copiar las piezas seleccionadas junto a ellas mismas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="317"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="317"/>
        <source>Remove the selected pieces</source>
        <translation>Quitar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="321"/>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="321"/>
        <source>Select every piece</source>
        <translation>Seleccionar todas las piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="324"/>
        <source>Select &amp;None</source>
        <translation>&amp;No seleccionar nada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="324"/>
        <source>Clear the selection</source>
        <translation>Vaciar la selección</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="328"/>
        <source>Select &amp;Stranded Pieces</source>
        <translation>Seleccionar piezas &amp;sueltas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="328"/>
        <source>Select the pieces not joined to the main track</source>
        <translation>Seleccionar las piezas no unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="332"/>
        <source>&amp;Rotate Clockwise</source>
        <translation>&amp;Girar a la derecha</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="332"/>
        <source>Turn the piece 60° clockwise</source>
        <translation>Girar la pieza 60° en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="336"/>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>Girar a la i&amp;zquierda</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="336"/>
        <source>Turn the piece 60° counterclockwise</source>
        <translation>Girar la pieza 60° en sentido contrario a las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="340"/>
        <source>Re-&amp;aim End</source>
        <translation>Re&amp;orientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="340"/>
        <source>Turn the piece&apos;s end nearest the pointer (or its open end) to the next edge</source>
        <translation>Gira el extremo de la pieza más cercano al puntero (o su extremo libre) hacia el siguiente lado</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="344"/>
        <source>Re-aim End &amp;Back</source>
        <translation>Reorientar extremo &amp;atrás</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="344"/>
        <source>Turn the end the other way</source>
        <translation>Girar el extremo en el otro sentido</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="348"/>
        <source>Next &amp;Tile</source>
        <translation>&amp;Baldosa siguiente</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="348"/>
        <source>Give the selected double the next printed tile</source>
        <translation>Dar a la doble seleccionada la siguiente baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="353"/>
        <source>Move West</source>
        <translation>Mover al oeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="354"/>
        <source>Move East</source>
        <translation>Mover al este</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="355"/>
        <source>Move North-West</source>
        <translation>Mover al noroeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="356"/>
        <source>Move South-East</source>
        <translation>Mover al sudeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="359"/>
        <source>Move the selection one hex</source>
        <translation>Mover la selección un hexágono</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="363"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="363"/>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="367"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="367"/>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="370"/>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="370"/>
        <source>Show the whole track</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="372"/>
        <source>Show Building &amp;Sites</source>
        <translation>Mostrar &amp;solares</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="372"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation>Mostrar los hexágonos vacíos donde se puede edificar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="380"/>
        <source>Check the track against the {preset} rules</source>
        <translation>Comprobar el tablero con las reglas del modo {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="386"/>
        <source>&amp;Railroads</source>
        <translation>&amp;Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="386"/>
        <source>The track is open, with a railroad at each end</source>
        <translation>El tablero es abierto, con una estación en cada extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="390"/>
        <source>Track &amp;Settings…</source>
        <translation>A&amp;justes del tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="390"/>
        <source>Name, description and boxes of the track</source>
        <translation>Nombre, descripción y cajas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="396"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="398"/>
        <source>New from &amp;Template</source>
        <translation>Nuevo desde &amp;plantilla</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="404"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="411"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="421"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="430"/>
        <source>&amp;Move Selection</source>
        <translation>&amp;Mover selección</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="434"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="444"/>
        <source>&amp;Track</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="445"/>
        <source>Rule &amp;Preset</source>
        <translation>&amp;Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="453"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="458"/>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="458"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="458"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="459"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="459"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="460"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Girar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="460"/>
        <source>Rotate ⟳</source>
        <translation>Girar ⟳</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="475"/>
        <source>Preset:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="479"/>
        <source>Rule preset</source>
        <translation>Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="480"/>
        <source>The Freestyle rules the track is checked against</source>
        <translation>Las reglas de Estilo Libre con las que se comprueba el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="487"/>
        <location filename="../editor/window.py" line="489"/>
        <source>Railroads</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="496"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="496"/>
        <source>Sites</source>
        <translation>Solares</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="560"/>
        <source>Selected: {piece}</source>
        <translation>Seleccionada: {piece}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="562"/>
        <source>Piece {id}</source>
        <translation>Pieza {id}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="619"/>
        <source>Copied one piece</source>
        <translation>Una pieza copiada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="621"/>
        <source>Copied {n} pieces</source>
        <translation>{n} piezas copiadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="696"/>
        <source>No stranded pieces: every piece is joined to the main track</source>
        <translation>No hay piezas sueltas: todas están unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="698"/>
        <source>Selected one stranded piece</source>
        <translation>Seleccionada una pieza suelta</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="700"/>
        <source>Selected {n} stranded pieces</source>
        <translation>Seleccionadas {n} piezas sueltas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="805"/>
        <location filename="../editor/window.py" line="830"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../play/widgets.py" line="481"/>
        <source>Event log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="482"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="485"/>
        <source>What happened</source>
        <translation>Lo que ha pasado</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../play/texts.py" line="30"/>
        <source>power station</source>
        <translation>central eléctrica</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="31"/>
        <source>prison</source>
        <translation>prisión</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="32"/>
        <source>sewage works</source>
        <translation>depuradora</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="33"/>
        <source>wind farm</source>
        <translation>parque eólico</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="34"/>
        <source>school</source>
        <translation>escuela</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="35"/>
        <source>park</source>
        <translation>parque</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="36"/>
        <source>skyscraper</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="37"/>
        <source>stadium</source>
        <translation>estadio</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="38"/>
        <source>the Tower</source>
        <translation>la Torre</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="39"/>
        <source>hazard</source>
        <translation>edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="40"/>
        <source>bonus building</source>
        <translation>edificio extra</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="41"/>
        <source>residential block</source>
        <translation>bloque residencial</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="42"/>
        <source>industrial block</source>
        <translation>bloque industrial</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="107"/>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="50"/>
        <source>salary</source>
        <translation>paso por SALIDA</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="50"/>
        <source>bridge toll</source>
        <translation>peaje del puente</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="50"/>
        <source>jail fine</source>
        <translation>multa de la cárcel</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="51"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="51"/>
        <source>Chance: per block</source>
        <translation>Suerte: por bloque</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="52"/>
        <source>Chance: per district</source>
        <translation>Suerte: por distrito</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="52"/>
        <source>hazard move</source>
        <translation>mover edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="53"/>
        <source>bankruptcy</source>
        <translation>bancarrota</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="53"/>
        <source>deal</source>
        <translation>trato</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="53"/>
        <source>mortgage</source>
        <translation>hipoteca</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="54"/>
        <source>mortgage repaid</source>
        <translation>hipoteca levantada</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="59"/>
        <source>rent for {name}</source>
        <translation>alquiler por {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="66"/>
        <source>paid the fine</source>
        <translation>paga la multa</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="67"/>
        <source>rolled a double</source>
        <translation>saca dobles</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="68"/>
        <source>rolled a 6</source>
        <translation>saca un 6</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="69"/>
        <source>third failed roll: pays the fine</source>
        <translation>tercera tirada fallida: paga la multa</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="78"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="123"/>
        <source>{payer} paid {payee} {amount} ({reason})</source>
        <translation>{payer} paga {amount} a {payee} ({reason})</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="126"/>
        <source>The Chance pile is shuffled. Let&apos;s play!</source>
        <translation>Las tarjetas de Suerte están barajadas. ¡A jugar!</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="128"/>
        <source>Who starts? Everyone rolls the die: the highest roller starts</source>
        <translation>¿Quién empieza? Todos tiran el dado: empieza quien saque más</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="130"/>
        <source>Who starts? Everyone rolls both dice: the highest roller starts</source>
        <translation>¿Quién empieza? Todos tiran los dos dados: empieza quien saque más</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="132"/>
        <source>{who} rolled {total}</source>
        <translation>{who} sacó {total}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="134"/>
        <source>{who} rolled {dice} = {total}</source>
        <translation>{who} sacó {dice} = {total}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="136"/>
        <source>{names} tied with {total}: they roll again</source>
        <translation>{names} empatan con {total}: vuelven a tirar</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="139"/>
        <source>{who} rolled highest and starts</source>
        <translation>{who} sacó más y empieza</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="140"/>
        <source>{who} starts</source>
        <translation>Empieza {who}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="141"/>
        <source>{who} rolled {dice} (a double)</source>
        <translation>{who} saca {dice} (dobles)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="141"/>
        <source>{who} rolled {dice}</source>
        <translation>{who} saca {dice}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="143"/>
        <source>{who} landed on {space}</source>
        <translation>{who} cae en {space}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="144"/>
        <source>{who} rode the railroad to the other end</source>
        <translation>{who} viaja en tren al otro extremo</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="145"/>
        <source>{who} passed GO</source>
        <translation>{who} pasa por la SALIDA</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="146"/>
        <source>{who} lowered the bridge</source>
        <translation>{who} baja el puente</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="147"/>
        <source>{who} raised the bridge</source>
        <translation>{who} levanta el puente</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="148"/>
        <source>{who} drew a Chance card ({half}): {text}</source>
        <translation>{who} coge una tarjeta de Suerte ({half}): {text}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="149"/>
        <source>UP</source>
        <translation>puente levantado</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="149"/>
        <source>DOWN</source>
        <translation>puente bajado</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="150"/>
        <source>{who} cannot follow the card; it goes to the bottom</source>
        <translation>{who} no puede seguir la tarjeta; va al fondo del mazo</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="151"/>
        <source>{who} went to jail</source>
        <translation>{who} va a la cárcel</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="152"/>
        <source>{who} left jail ({how})</source>
        <translation>{who} sale de la cárcel ({how})</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="154"/>
        <source>{who} stays in jail</source>
        <translation>{who} se queda en la cárcel</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="155"/>
        <source>{who} bought {name} for {price}</source>
        <translation>{who} compra {name} por {price}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="156"/>
        <source>{name} is up for auction</source>
        <translation>{name} sale a subasta</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="157"/>
        <source>{who} bid {amount}</source>
        <translation>{who} puja {amount}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="158"/>
        <source>{who} left the auction</source>
        <translation>{who} abandona la subasta</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="159"/>
        <source>{who} won {name} for {amount}</source>
        <translation>{who} gana {name} por {amount}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="161"/>
        <source>Nobody bought {name}</source>
        <translation>Nadie compra {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="162"/>
        <source>{who} owes {owner} {amount} rent for {name}</source>
        <translation>{who} debe a {owner} {amount} de alquiler por {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="165"/>
        <source>{who} built {r} residential block(s) on {name}</source>
        <translation>{who} construye {r} bloque(s) residencial(es) en {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="167"/>
        <source>{who} built {i} industrial block(s) on {name}</source>
        <translation>{who} construye {i} bloque(s) industrial(es) en {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="169"/>
        <source>{who} built {r} residential and {i} industrial block(s) on {name}</source>
        <translation>{who} construye {r} bloque(s) residencial(es) y {i} industrial(es) en {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="171"/>
        <source>{who} built a {building}</source>
        <translation>{who} construye: {building}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="172"/>
        <source> next to {name}</source>
        <translation> junto a {name}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="173"/>
        <source>{who} moved a hazard</source>
        <translation>{who} mueve una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="174"/>
        <source>{who} mortgaged {name} for {value}</source>
        <translation>{who} hipoteca {name} por {value}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="175"/>
        <source>{who} lifted the mortgage on {name} for {value}</source>
        <translation>{who} levanta la hipoteca de {name} por {value}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="177"/>
        <source>{a} offered {b} a deal</source>
        <translation>{a} propone un trato a {b}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="178"/>
        <source>{b} accepted the deal</source>
        <translation>{b} acepta el trato</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="179"/>
        <source>{b} turned the deal down</source>
        <translation>{b} rechaza el trato</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="180"/>
        <source>{name} passed from {a} to {b}</source>
        <translation>{name} pasa de {a} a {b}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="182"/>
        <source>{who} must raise {amount} to pay {creditor}</source>
        <translation>{who} debe conseguir {amount} para pagar a {creditor}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="184"/>
        <source>{who} paid the debt of {amount} to {creditor}</source>
        <translation>{who} paga la deuda de {amount} a {creditor}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="186"/>
        <source>{who} went bankrupt to {creditor}</source>
        <translation>{who} cae en bancarrota ante {creditor}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="187"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="188"/>
        <source>{rounds} rounds played without a bankruptcy: the round limit ends the game</source>
        <translation>{rounds} rondas jugadas sin ninguna bancarrota: el límite de rondas termina la partida</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="190"/>
        <source>— {who}&apos;s turn —</source>
        <translation>— Turno de {who} —</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="191"/>
        <source>{who} has Planning Permission</source>
        <translation>{who} tiene Permiso de Obras</translation>
    </message>
</context>
<context>
    <name>HomeWindow</name>
    <message>
        <location filename="../app/home.py" line="59"/>
        <location filename="../app/home.py" line="75"/>
        <source>U-Build</source>
        <translation>U-Build</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="81"/>
        <source>Clip the tiles together, buy districts, build a city. 2-6 players around one screen.</source>
        <translation>Encaja las baldosas, compra distritos, construye una ciudad. De 2 a 6 jugadores ante una pantalla.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="85"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="89"/>
        <source>Resume the last game</source>
        <translation>Seguir la última partida</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="104"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="111"/>
        <source>Edit a track…</source>
        <translation>Editar un tablero…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="128"/>
        <source>The Starter track: the one to learn on.</source>
        <translation>El tablero Inicial: el ideal para aprender.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="165"/>
        <source>No game to resume yet.</source>
        <translation>Aún no hay ninguna partida que seguir.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="172"/>
        <source>Unfinished games that a new game replaced are kept ({count}); Open shows them.</source>
        <translation>Se guardan las partidas sin terminar que sustituyó una nueva ({count}); «Abrir» las muestra.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="182"/>
        <source>Autosave is off: the folder {folder} cannot be created ({reason}). Games still play; keep one with Save.</source>
        <translation>El guardado automático está desactivado: no se puede crear la carpeta {folder} ({reason}). Se puede jugar igual; guarda la partida con Guardar.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="196"/>
        <source>The last game&apos;s autosave {file} cannot be read ({problem}), nor set aside ({error}).</source>
        <translation>No se puede leer el guardado automático de la última partida, {file} ({problem}), ni apartarlo ({error}).</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="199"/>
        <source>The last game&apos;s autosave cannot be read ({problem}); it was set aside as {file}.</source>
        <translation>No se puede leer el guardado automático de la última partida ({problem}); se ha apartado como {file}.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="282"/>
        <source>Cannot resume</source>
        <translation>No se puede seguir</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="283"/>
        <source>The last game could not be restored:

{error}</source>
        <translation>No se ha podido recuperar la última partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="289"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="297"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="298"/>
        <source>This game file cannot be opened:

{error}</source>
        <translation>No se puede abrir este archivo de partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="307"/>
        <source>No editor</source>
        <translation>No hay editor</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="307"/>
        <source>The track editor is not available in this installation.</source>
        <translation>El editor de tableros no está disponible en esta instalación.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="374"/>
        <source>{track}: {players} (no moves yet)</source>
        <translation>{track}: {players} (aún sin jugadas)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="376"/>
        <source>{track}: {players} (1 move so far)</source>
        <translation>{track}: {players} (1 jugada hasta ahora)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="378"/>
        <source>{track}: {players} ({moves} moves so far)</source>
        <translation>{track}: {players} ({moves} jugadas hasta ahora)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="289"/>
        <source>U-Build games (*.ubuild-game *.json);;All files (*)</source>
        <translation>Partidas de U-Build (*.ubuild-game *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="118"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="130"/>
        <source>{name} (built-in)</source>
        <translation>{name} (incluido)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="131"/>
        <location filename="../play/dialogs.py" line="279"/>
        <source>A track file…</source>
        <translation>Un archivo de tablero…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="134"/>
        <source>The track open in the editor</source>
        <translation>El tablero abierto en el editor</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="139"/>
        <source>Choose file…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="142"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="145"/>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="162"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="163"/>
        <source>The same seed and the same decisions give the same game</source>
        <translation>La misma semilla y las mismas decisiones dan la misma partida</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="167"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="168"/>
        <source> rounds</source>
        <translation> rondas</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="170"/>
        <source>If nobody has gone bankrupt after this many rounds, the game ends and the richest player wins. The default is four times the box&apos;s playing time; computer players need a limit to finish.</source>
        <translation>Si nadie ha caído en bancarrota tras estas rondas, la partida termina y gana el jugador más rico. Por defecto es cuatro veces la duración indicada en la caja; los jugadores del ordenador necesitan un límite para terminar.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="172"/>
        <source>Round limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="177"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="125"/>
        <location filename="../play/dialogs.py" line="186"/>
        <source>Track</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="160"/>
        <location filename="../play/dialogs.py" line="200"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="187"/>
        <source>End after</source>
        <translation>Terminar tras</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="191"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="206"/>
        <source>&lt;b&gt;House rules in force&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reglas de la casa en vigor&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="283"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="293"/>
        <source>Open a track</source>
        <translation>Abrir un tablero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="293"/>
        <source>Track files (*.json)</source>
        <translation>Archivos de tablero (*.json)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="337"/>
        <source>Choose a track to see its rules.</source>
        <translation>Elige un tablero para ver sus reglas.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="346"/>
        <source>The editor has no track open.</source>
        <translation>El editor no tiene ningún tablero abierto.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="347"/>
        <source>Choose a track file.</source>
        <translation>Elige un archivo de tablero.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="351"/>
        <source>Each player needs a colour of their own.</source>
        <translation>Cada jugador necesita su propio color.</translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <location filename="../editor/palette.py" line="74"/>
        <source>Piece palette</source>
        <translation>Paleta de piezas</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="76"/>
        <source>Every piece in the box with how many are left. Drag one onto the board, or press Enter to clip it to the first open end.</source>
        <translation>Todas las piezas de la caja y cuántas quedan. Arrastra una al tablero o pulsa Intro para encajarla en el primer extremo libre.</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="108"/>
        <source>{name}
{left} of {total} left</source>
        <translation>{name}
quedan {left} de {total}</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="110"/>
        <source>{used} on the board, {left} of {total} left in {boxes} box(es)</source>
        <translation>{used} en el tablero, quedan {left} de {total} en {boxes} caja(s)</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="115"/>
        <source>The next one is tile {tile}</source>
        <translation>La siguiente es la baldosa {tile}</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="189"/>
        <source>district doubles</source>
        <translation>dobles de distrito</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="190"/>
        <source>planning doubles</source>
        <translation>dobles de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="191"/>
        <source>bridges</source>
        <translation>puentes</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="192"/>
        <source>railroads</source>
        <translation>estaciones</translation>
    </message>
</context>
<context>
    <name>PieceItem</name>
    <message>
        <location filename="../board/piece_item.py" line="138"/>
        <source>Collect {amount}</source>
        <translation>Cobra {amount}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="140"/>
        <location filename="../board/piece_item.py" line="451"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="142"/>
        <location filename="../board/piece_item.py" line="452"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="144"/>
        <location filename="../board/piece_item.py" line="453"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="146"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="148"/>
        <location filename="../board/piece_item.py" line="471"/>
        <source>Planning Permission</source>
        <translation>Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="450"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="454"/>
        <source>District double {tile}</source>
        <translation>Doble de distrito {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="455"/>
        <source>Planning double {tile}</source>
        <translation>Doble de Permiso de Obras {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="456"/>
        <source>Bridge (a Chance space)</source>
        <translation>Puente (una casilla de Suerte)</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="457"/>
        <source>Railroad end cap</source>
        <translation>Estación de extremo</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="463"/>
        <source>{name}: {price}, {group} ({letter})</source>
        <translation>{name}: {price}, {group} ({letter})</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../play/texts.py" line="216"/>
        <source>Unowned: for sale at {price}</source>
        <translation>Sin dueño: en venta por {price}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="218"/>
        <source>Mortgaged: no rent</source>
        <translation>Hipotecado: sin alquiler</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="224"/>
        <source>No counted blocks: land rent {rent}</source>
        <translation>Ningún bloque cuenta: alquiler del solar {rent}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="226"/>
        <source>{n} counted block(s): {rent}</source>
        <translation>{n} bloque(s) cuentan: {rent}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="228"/>
        <source>A hazard touches it: residential blocks do not count</source>
        <translation>Toca una edificación peligrosa: los bloques residenciales no cuentan</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="230"/>
        <source>A bonus building protects it from hazards</source>
        <translation>Un edificio extra lo protege de las edificaciones peligrosas</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="233"/>
        <source>Doubled: a skyscraper stands in its colour group</source>
        <translation>Doble: hay un rascacielos en su grupo de color</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="235"/>
        <source>Doubled: its owner has the Tower</source>
        <translation>Doble: su dueño tiene la Torre</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="248"/>
        <source>Land rent</source>
        <translation>Alquiler del solar</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="252"/>
        <source>{n} block(s)</source>
        <translation>{n} bloque(s)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="254"/>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="256"/>
        <source>(mortgaged)</source>
        <translation>(hipotecado)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="259"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="260"/>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="261"/>
        <source>Blocks</source>
        <translation>Bloques</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="267"/>
        <source>{r} residential, {i} industrial</source>
        <translation>{r} residencial(es), {i} industrial(es)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="262"/>
        <source>Block price</source>
        <translation>Precio del bloque</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="264"/>
        <source>{r} residential</source>
        <translation>{r} residencial(es)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="270"/>
        <source>Skyscraper</source>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="271"/>
        <source>Rent now: {rent}</source>
        <translation>Alquiler actual: {rent}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="319"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="319"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="319"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="319"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="329"/>
        <source>Rules: {rules} ({players} players allowed)</source>
        <translation>Reglas: {rules} (se permiten {players} jugadores)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="331"/>
        <source>Starting cash: {cash} each</source>
        <translation>Dinero inicial: {cash} cada uno</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="332"/>
        <source>Dice: {n}</source>
        <translation>Dados: {n}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="332"/>
        <source> (no doubles; a 6 gets you out of jail)</source>
        <translation> (sin dobles; un 6 te saca de la cárcel)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="333"/>
        <source> (a double rolls again; the third double goes to jail)</source>
        <translation> (con dobles se repite; a los terceros dobles, a la cárcel)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="334"/>
        <source>Passing GO pays {salary} (the stadium&apos;s owner: {stadium})</source>
        <translation>Pasar por la SALIDA paga {salary} (al dueño del estadio: {stadium})</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="335"/>
        <source>Passing GO pays {salary}</source>
        <translation>Pasar por la SALIDA paga {salary}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="336"/>
        <source>Bridges: passing a raised bridge costs {toll}; landing on one draws a Chance card</source>
        <translation>Puentes: cruzar un puente levantado cuesta {toll}; si caes en uno, coges una tarjeta de Suerte</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="338"/>
        <source>Jail fine: {fine}; out after three turns</source>
        <translation>Multa de la cárcel: {fine}; sales tras tres turnos</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="339"/>
        <source>Auctions: the lander bids first, from {min} in steps of {step}</source>
        <translation>Subastas: puja primero quien cae, desde {min} en pasos de {step}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="341"/>
        <source>Blocks: up to {turn} a turn on one district, {max} per district</source>
        <translation>Bloques: hasta {turn} por turno en un distrito, {max} por distrito</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="343"/>
        <source>Paid hazard moves: {price} each, {n} a turn, to take a hazard off your own districts</source>
        <translation>Mover edificaciones peligrosas pagando: {price} cada vez, {n} por turno, para apartarlas de tus distritos</translation>
    </message>
    <message>
        <source>Hazard moves: {price} each, {n} a turn</source>
        <translation type="vanished">Mover edificaciones peligrosas: {price} cada vez, {n} por turno</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="344"/>
        <source>In the box: {items}</source>
        <translation>En la caja: {items}</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="346"/>
        <source>residential</source>
        <translation>residenciales</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="346"/>
        <source>industrial</source>
        <translation>industriales</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="347"/>
        <source>hazard(s)</source>
        <translation>edificación(es) peligrosa(s)</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="347"/>
        <source>bonus building(s)</source>
        <translation>edificio(s) extra</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="348"/>
        <source>skyscraper(s)</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="348"/>
        <source>stadium</source>
        <translation>estadio</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="349"/>
        <source>Tower</source>
        <translation>Torre</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="352"/>
        <source>Starter: residential blocks only; Planning Permission only from Chance cards</source>
        <translation>Inicial: solo bloques residenciales; Permiso de Obras solo con tarjetas de Suerte</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="354"/>
        <source>Who starts: everyone rolls, the highest roller starts (ties roll again); play continues in seat order</source>
        <translation>Quién empieza: todos tiran, empieza quien saque más (los empates vuelven a tirar); se sigue en el orden de los asientos</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="356"/>
        <source>The game ends when the first player goes bankrupt; the richest player wins</source>
        <translation>La partida termina cuando el primer jugador cae en bancarrota; gana el jugador más rico</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="358"/>
        <source>No round limit: play until someone goes bankrupt</source>
        <translation>Sin límite de rondas: se juega hasta que alguien caiga en bancarrota</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="360"/>
        <source>House rule: after {rounds} rounds without a bankruptcy the game ends and the richest player wins</source>
        <translation>Regla de la casa: tras {rounds} rondas sin bancarrotas la partida termina y gana el jugador más rico</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="389"/>
        <source>{rounds} rounds are played and nobody went bankrupt, so the game is over. Everyone counts cash plus the rent values of their unmortgaged districts.</source>
        <translation>Se han jugado {rounds} rondas y nadie ha caído en bancarrota, así que la partida ha terminado. Cada uno suma su dinero y el valor de alquiler de sus distritos sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../play/texts.py" line="392"/>
        <source>{name} went bankrupt, so the game is over. Everyone else counts cash plus the rent values of their unmortgaged districts.</source>
        <translation>{name} ha caído en bancarrota, así que la partida ha terminado. Los demás suman su dinero y el valor de alquiler de sus distritos sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="989"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="991"/>
        <source>&lt;b&gt;{a}&lt;/b&gt; offers &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} gives: {give}&lt;br&gt;{b} gives: {take}</source>
        <translation>&lt;b&gt;{a}&lt;/b&gt; ofrece a &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} da: {give}&lt;br&gt;{b} da: {take}</translation>
    </message>
</context>
<context>
    <name>PlayBoard</name>
    <message>
        <location filename="../play/board.py" line="190"/>
        <source>M</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../play/window.py" line="312"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="337"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="339"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="341"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="342"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="346"/>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="380"/>
        <source>Undo the last decision that involved no dice or cards</source>
        <translation>Deshacer la última decisión en la que no intervinieron dados ni cartas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="354"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="358"/>
        <source>Fit board</source>
        <translation>Ajustar tablero</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="348"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="70"/>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="206"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="209"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="317"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="319"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="321"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="350"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="359"/>
        <source>Large text</source>
        <translation>Texto grande</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="364"/>
        <source>Go to the board</source>
        <translation>Ir al tablero</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="367"/>
        <source>Tab, Shift+Tab or the arrow keys then go from district to district (showing each card), or from site to site while you pick one; Enter picks</source>
        <translation>Tab, Mayús+Tab o las flechas van entonces de distrito en distrito (mostrando cada tarjeta), o de solar en solar mientras eliges uno; Intro elige</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="369"/>
        <source>Go to the turn panel</source>
        <translation>Ir al panel del turno</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="371"/>
        <location filename="../play/window.py" line="640"/>
        <location filename="../play/window.py" line="643"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="373"/>
        <location filename="../play/window.py" line="663"/>
        <source>About U-Build</source>
        <translation>Acerca de U-Build</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="569"/>
        <source>Autosave is off: the folder {folder} cannot be created ({reason}). The game plays on; keep it with Save.</source>
        <translation>El guardado automático está desactivado: no se puede crear la carpeta {folder} ({reason}). La partida sigue; guárdala con Guardar.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="581"/>
        <source>Autosave failed: {error}</source>
        <translation>Error al guardar automáticamente: {error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="649"/>
        <source>The rules summary {path} cannot be read: {error}</source>
        <translation>No se puede leer el resumen de las reglas {path}: {error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="664"/>
        <source>&lt;b&gt;U-Build Desktop&lt;/b&gt; {version}&lt;br&gt;Design tile-built tracks and play them on one screen.</source>
        <translation>&lt;b&gt;U-Build Desktop&lt;/b&gt; {version}&lt;br&gt;Diseña circuitos de fichas y juégalos en una sola pantalla.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="683"/>
        <source>Nothing to take back: dice or cards came after it</source>
        <translation>No se puede deshacer: después hubo dados o cartas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="685"/>
        <source>Taken back</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="711"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="729"/>
        <source>Replace the game?</source>
        <translation>¿Reemplazar la partida?</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="730"/>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="744"/>
        <location filename="../play/window.py" line="798"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="744"/>
        <source>The game could not be saved:
{error}</source>
        <translation>No se ha podido guardar la partida:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="747"/>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="758"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="768"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="769"/>
        <source>This game file cannot be opened:

{error}

The game on the table is unchanged.</source>
        <translation>No se puede abrir este archivo de partida:

{error}

La partida en la mesa no cambia.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="789"/>
        <source>Save the event log</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="790"/>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="798"/>
        <source>The log could not be saved:
{error}</source>
        <translation>No se ha podido guardar el registro:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="807"/>
        <source>Untitled game ({track})</source>
        <translation>Partida sin título ({track})</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="811"/>
        <source>{name}[*] – U-Build</source>
        <translation>{name}[*] – U-Build</translation>
    </message>
    <message>
        <source>U-Build — {track}{where}</source>
        <translation type="vanished">U-Build — {track}{where}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="714"/>
        <location filename="../play/window.py" line="758"/>
        <source>U-Build games (*.ubuild-game *.json);;All files (*)</source>
        <translation>Partidas de U-Build (*.ubuild-game *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../play/widgets.py" line="341"/>
        <source>{name}&apos;s districts</source>
        <translation>Distritos de {name}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="404"/>
        <source>simple</source>
        <translation>sencillo</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="404"/>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="405"/>
        <source>computer, {strength}</source>
        <translation>ordenador, {strength}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="412"/>
        <source>Net worth {worth} · {n} district(s)</source>
        <translation>Patrimonio {worth} · {n} distrito(s)</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="416"/>
        <source>IN JAIL</source>
        <translation>EN LA CÁRCEL</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="418"/>
        <source>BANKRUPT</source>
        <translation>EN BANCARROTA</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="433"/>
        <source>(M)</source>
        <translation>(H)</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="426"/>
        <source>{name} — rent now {rent}</source>
        <translation>{name} — alquiler actual {rent}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="427"/>
        <source>mortgaged</source>
        <translation>hipotecado</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../board/problems.py" line="33"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="34"/>
        <source>Every problem of the track; pick one to select its pieces</source>
        <translation>Todos los problemas del tablero; elige uno para seleccionar sus piezas</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="54"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="55"/>
        <source>This track passes every check of its preset.</source>
        <translation>Este tablero supera todas las comprobaciones de su modo.</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="60"/>
        <source>Problems ({count})</source>
        <translation>Problemas ({count})</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <location filename="../play/dialogs.py" line="573"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="573"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="573"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="573"/>
        <source>Districts (rent values)</source>
        <translation>Distritos (valor de alquiler)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="574"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="574"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="594"/>
        <source>Back to the board</source>
        <translation>Volver al tablero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="597"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="601"/>
        <source>Save the log…</source>
        <translation>Guardar el registro…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="633"/>
        <source>{names} wins!</source>
        <translation>¡Gana {names}!</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="645"/>
        <source>bankrupt</source>
        <translation>en bancarrota</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Amber</source>
        <translation>Ámbar</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="76"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="82"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="83"/>
        <source>Computer (simple)</source>
        <translation>Ordenador (sencillo)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="84"/>
        <source>Computer (good)</source>
        <translation>Ordenador (bueno)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="85"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="100"/>
        <source>Player {n} name</source>
        <translation>Nombre del jugador {n}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="101"/>
        <source>Player {n} colour</source>
        <translation>Color del jugador {n}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="102"/>
        <source>Player {n}: human or computer</source>
        <translation>Jugador {n}: persona u ordenador</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="103"/>
        <source>Remove player {n}</source>
        <translation>Quitar al jugador {n}</translation>
    </message>
</context>
<context>
    <name>StackCountItem</name>
    <message>
        <location filename="../board/markers.py" line="131"/>
        <source>{count} pieces are stacked on this hex</source>
        <translation>{count} piezas apiladas en este hexágono</translation>
    </message>
</context>
<context>
    <name>TrackSettingsDialog</name>
    <message>
        <location filename="../editor/window.py" line="110"/>
        <source>Track Settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="113"/>
        <source>Track name</source>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="115"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="119"/>
        <source>Boxes</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="120"/>
        <source>How many boxes of the game the track combines (multiplies every count)</source>
        <translation>Cuántas cajas del juego combina el tablero (multiplica todas las cantidades)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="122"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="123"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="124"/>
        <source>&amp;Boxes:</source>
        <translation>&amp;Cajas:</translation>
    </message>
</context>
<context>
    <name>TrackViewerWindow</name>
    <message>
        <location filename="../viewer/window.py" line="90"/>
        <source>&amp;Open Track…</source>
        <translation>&amp;Abrir tablero…</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="90"/>
        <source>Open a track file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="94"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="94"/>
        <source>Close the viewer</source>
        <translation>Cerrar el visor</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="99"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="99"/>
        <source>Zoom in on the board</source>
        <translation>Acercar el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="103"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="103"/>
        <source>Zoom out from the board</source>
        <translation>Alejar el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="107"/>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="107"/>
        <source>Show the whole track</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="111"/>
        <source>Show Building &amp;Sites</source>
        <translation>Mostrar &amp;solares</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="111"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation>Mostrar los hexágonos vacíos donde se puede edificar</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="115"/>
        <source>&amp;Edit Track</source>
        <translation>&amp;Editar tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="115"/>
        <source>Open the viewed track in the track editor</source>
        <translation>Abrir este tablero en el editor de tableros</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="118"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="123"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="131"/>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="183"/>
        <source>{track} – U-Build Desktop</source>
        <translation>{track} – U-Build Desktop</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="190"/>
        <source>Open Track</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="190"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="201"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="202"/>
        <source>Cannot Open Track</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
</context>
<context>
    <name>TrackWords</name>
    <message>
        <location filename="../board/texts.py" line="53"/>
        <location filename="../core/validate.py" line="121"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="54"/>
        <location filename="../core/validate.py" line="122"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="55"/>
        <location filename="../core/validate.py" line="123"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="56"/>
        <location filename="../core/validate.py" line="124"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="57"/>
        <source>District</source>
        <translation>Distrito</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="58"/>
        <source>Planning Permission</source>
        <translation>Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/texts.py" line="59"/>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="125"/>
        <source>district double</source>
        <translation>doble de distrito</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="126"/>
        <source>planning double</source>
        <translation>doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="127"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="128"/>
        <source>railroad</source>
        <translation>estación</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="131"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="132"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="133"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="134"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="135"/>
        <source>Starter railroad</source>
        <translation>Inicial con estaciones</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="136"/>
        <source>Classic railroad</source>
        <translation>Clásico con estaciones</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="137"/>
        <source>Pro railroad</source>
        <translation>Profesional con estaciones</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="138"/>
        <source>Custom railroad</source>
        <translation>Personalizado con estaciones</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="141"/>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="142"/>
        <source>south-east</source>
        <translation>sudeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="143"/>
        <source>south-west</source>
        <translation>sudoeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="144"/>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="145"/>
        <source>north-west</source>
        <translation>noroeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="146"/>
        <source>north-east</source>
        <translation>nordeste</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../play/turn_panel.py" line="131"/>
        <source>Auction</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="137"/>
        <source>Your bid</source>
        <translation>Tu puja</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="151"/>
        <source>Build blocks</source>
        <translation>Construir bloques</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="154"/>
        <source>District to build on</source>
        <translation>Distrito donde construir</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="157"/>
        <source>Residential blocks</source>
        <translation>Bloques residenciales</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="160"/>
        <source>Industrial blocks</source>
        <translation>Bloques industriales</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="161"/>
        <source>Residential</source>
        <translation>Residencial</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="162"/>
        <source>Industrial</source>
        <translation>Industrial</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="191"/>
        <source>Next to which district</source>
        <translation>Junto a qué distrito</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="194"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="206"/>
        <source>Free blocks</source>
        <translation>Bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="209"/>
        <source>Where the free blocks go</source>
        <translation>Dónde van los bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="215"/>
        <source>Raise money</source>
        <translation>Conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="229"/>
        <source>Mortgages</source>
        <translation>Hipotecas</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="232"/>
        <source>District to mortgage or lift the mortgage on</source>
        <translation>Distrito que hipotecar o deshipotecar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="240"/>
        <source>Propose a deal…</source>
        <translation>Proponer un trato…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="243"/>
        <source>A deal is on the table</source>
        <translation>Hay un trato sobre la mesa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="259"/>
        <source>Show the final ranking</source>
        <translation>Ver la clasificación final</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="282"/>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="451"/>
        <source>{name}: roll to see who starts</source>
        <translation>{name}: tira para ver quién empieza</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="452"/>
        <source>{name}: bid or pass</source>
        <translation>{name}: puja o pasa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="453"/>
        <source>{name} must raise money</source>
        <translation>{name} debe conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="454"/>
        <source>{name}: answer the deal</source>
        <translation>{name}: responde al trato</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="455"/>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="462"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="476"/>
        <location filename="../play/turn_panel.py" line="479"/>
        <source>Roll the die</source>
        <translation>Tirar el dado</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="476"/>
        <location filename="../play/turn_panel.py" line="479"/>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="482"/>
        <source>Roll for a 6</source>
        <translation>Tirar para sacar un 6</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="482"/>
        <source>Roll for a double</source>
        <translation>Tirar para sacar dobles</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="483"/>
        <source>Pay the {fine} fine</source>
        <translation>Pagar la multa de {fine}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="490"/>
        <source>Buy {name} for {price}</source>
        <translation>Comprar {name} por {price}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="492"/>
        <source>Key: B</source>
        <translation>Tecla: B</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="492"/>
        <source>Not enough cash</source>
        <translation>No tienes bastante dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="493"/>
        <source>Auction it</source>
        <translation>Subastarlo</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="501"/>
        <source>Build a bonus building</source>
        <translation>Construir un edificio extra</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="502"/>
        <source>Build a hazard</source>
        <translation>Construir una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="503"/>
        <source>Move a hazard (free)</source>
        <translation>Mover una edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="508"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="511"/>
        <source>Move the hazard (free)</source>
        <translation>Mover la edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="514"/>
        <source>Done moving</source>
        <translation>Terminar de mover</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="517"/>
        <source>Move the hazard again ({price})</source>
        <translation>Mover otra vez la edificación peligrosa ({price})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="525"/>
        <source>Skyscraper…</source>
        <translation>Rascacielos…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="526"/>
        <source>Stadium ({price})…</source>
        <translation>Estadio ({price})…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="527"/>
        <source>The Tower ({price})…</source>
        <translation>La Torre ({price})…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="535"/>
        <source>Move a hazard ({price})</source>
        <translation>Mover una edificación peligrosa ({price})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="540"/>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="541"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="594"/>
        <source>{partner} turned down your deal.</source>
        <translation>{partner} ha rechazado tu trato.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="596"/>
        <source>{partner} turned down {proposer}&apos;s deal.</source>
        <translation>{partner} ha rechazado el trato de {proposer}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="608"/>
        <source>Landed on &lt;b&gt;{name}&lt;/b&gt;: for sale at {price}. You have {cash}.</source>
        <translation>Has caído en &lt;b&gt;{name}&lt;/b&gt;: en venta por {price}. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="618"/>
        <source>In jail (failed rolls: {n} of 3). You have {cash}.</source>
        <translation>En la cárcel (tiradas fallidas: {n} de 3). Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="615"/>
        <location filename="../play/turn_panel.py" line="620"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="622"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. Build, or end your turn.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}. Construye o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="625"/>
        <source>&lt;b&gt;Planning Permission&lt;/b&gt;: build a bonus building next to your district, a hazard next to another player&apos;s, or move a hazard up to two spaces for free.</source>
        <translation>&lt;b&gt;Permiso de Obras&lt;/b&gt;: construye un edificio extra junto a tu distrito, una edificación peligrosa junto al de otro jugador, o mueve una edificación peligrosa hasta dos casillas gratis.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="628"/>
        <source>Move the hazard one site at a time ({n} move(s) left).</source>
        <translation>Mueve la edificación peligrosa de solar en solar (quedan {n} movimiento(s)).</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="630"/>
        <source>The hazard still touches your district: a second move ({price}) must take it off.</source>
        <translation>La edificación peligrosa aún toca tu distrito: un segundo movimiento ({price}) debe apartarla.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="634"/>
        <source>A Chance card gives {n} free block(s): pick the district.</source>
        <translation>Una tarjeta de Suerte te da {n} bloque(s) gratis: elige el distrito.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="674"/>
        <source>Mortgage {name} (+{value})</source>
        <translation>Hipotecar {name} (+{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="675"/>
        <source>Lift the mortgage on {name} (−{value})</source>
        <translation>Levantar la hipoteca de {name} (−{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="689"/>
        <source>Lift</source>
        <translation>Levantar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="689"/>
        <source>Mortgage</source>
        <translation>Hipotecar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="706"/>
        <source>Highest bid: &lt;b&gt;{amount}&lt;/b&gt; by {name}</source>
        <translation>Puja más alta: &lt;b&gt;{amount}&lt;/b&gt; de {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="707"/>
        <source>No bid yet</source>
        <translation>Aún no hay pujas</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="710"/>
        <source>&lt;b&gt;{district}&lt;/b&gt; (price {price})&lt;br&gt;{leader}&lt;br&gt;Still bidding: {still}&lt;br&gt;You have {cash}.</source>
        <translation>&lt;b&gt;{district}&lt;/b&gt; (precio {price})&lt;br&gt;{leader}&lt;br&gt;Siguen pujando: {still}&lt;br&gt;Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="724"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="726"/>
        <source>Key: P</source>
        <translation>Tecla: P</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="727"/>
        <source>The player who landed there makes the first bid</source>
        <translation>El jugador que ha caído ahí hace la primera puja</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="737"/>
        <source>Bid {amount}</source>
        <translation>Pujar {amount}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="753"/>
        <source>{name} (has {r} block(s))</source>
        <translation>{name} (tiene {r} bloque(s))</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="755"/>
        <source>{name} (has {r} residential, {i} industrial)</source>
        <translation>{name} (tiene {r} residencial(es), {i} industrial(es))</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="799"/>
        <source>{n} block(s): {cost} · cash after {after}</source>
        <translation>{n} bloque(s): {cost} · te quedan {after}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="802"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="813"/>
        <source>{name}: {r} residential block(s)</source>
        <translation>{name}: {r} bloque(s) residencial(es)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="814"/>
        <source>{name}: {r} residential + {i} industrial</source>
        <translation>{name}: {r} residencial(es) + {i} industrial(es)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="816"/>
        <source>Build the free blocks</source>
        <translation>Construir los bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="828"/>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="831"/>
        <source>You owe &lt;b&gt;{amount}&lt;/b&gt; to {creditor} ({reason}) and have {cash}.&lt;br&gt;Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation>Debes &lt;b&gt;{amount}&lt;/b&gt; a {creditor} ({reason}) y tienes {cash}.&lt;br&gt;Hipoteca distritos aquí abajo o vende alguno en un trato; las hipotecas podrían darte {raisable} más.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="835"/>
        <source>Pay {amount}</source>
        <translation>Pagar {amount}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="837"/>
        <source>Declare bankruptcy</source>
        <translation>Declararse en bancarrota</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="845"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="846"/>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="891"/>
        <source>Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.</source>
        <translation>Teclas: las flechas o Tab van de solar en solar, Intro elige, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="893"/>
        <source>Keys: arrows or Tab go from site to site, Enter picks.</source>
        <translation>Teclas: las flechas o Tab van de solar en solar, Intro elige.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="896"/>
        <source>Bonus building</source>
        <translation>Edificio extra</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="897"/>
        <source>Click a highlighted site next to one of your districts.</source>
        <translation>Haz clic en un solar resaltado junto a uno de tus distritos.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="900"/>
        <source>Hazard</source>
        <translation>Edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="901"/>
        <source>Click a highlighted site next to another player&apos;s district.</source>
        <translation>Haz clic en un solar resaltado junto al distrito de otro jugador.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="904"/>
        <location filename="../play/turn_panel.py" line="908"/>
        <source>Move a hazard</source>
        <translation>Mover una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="905"/>
        <source>Click the hazard to move.</source>
        <translation>Haz clic en la edificación peligrosa que quieres mover.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="909"/>
        <source>Click where it goes (one site).</source>
        <translation>Haz clic en su destino (un solar).</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="919"/>
        <source>Next to {name}</source>
        <translation>Junto a {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="927"/>
        <source>Costs {price}. Click a highlighted site next to the district.</source>
        <translation>Cuesta {price}. Haz clic en un solar resaltado junto al distrito.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="431"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="438"/>
        <source>Shuffling the Chance cards…</source>
        <translation>Barajando las tarjetas de Suerte…</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../editor/export.py" line="118"/>
        <source>A U-Build track: {name}</source>
        <translation>Un tablero de U-Build: {name}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="140"/>
        <source>the export needs {pages:,} pages, more than the {limit:,} allowed</source>
        <translation>la exportación necesita {pages:,} páginas, más de las {limit:,} permitidas</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="321"/>
        <source>cannot write to the output</source>
        <translation>no se puede escribir en la salida</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="428"/>
        <source>right: {page}</source>
        <translation>derecha: {page}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="430"/>
        <source>below: {page}</source>
        <translation>abajo: {page}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="431"/>
        <source>{track} — page {page} ({number} of {pages}) — hex {size:g} mm across</source>
        <translation>{track} — página {page} ({number} de {pages}) — hexágono de {size:g} mm</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="528"/>
        <source>{track}: {pieces} pieces, {spaces} spaces; {boxes} box(es); printed with hexes {size:g} mm across the flats on {pages} page(s): those that hold pieces, of a grid {columns} across × {rows} down.</source>
        <translation>{track}: {pieces} piezas, {spaces} casillas; {boxes} caja(s); impreso con hexágonos de {size:g} mm entre lados planos en {pages} página(s): las que tienen piezas, de una cuadrícula de {columns} a lo ancho × {rows} a lo alto.</translation>
    </message>
    <message>
        <source>{track} — page {page} of {columns}×{rows} — hex {size:g} mm across</source>
        <translation type="vanished">{track} — página {page} de {columns}×{rows} — hexágono de {size:g} mm</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="435"/>
        <source> (overlap {mm:g} mm, dashed)</source>
        <translation> (solape de {mm:g} mm, discontinuo)</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="512"/>
        <source>The pages are far apart: each page&apos;s name says where it goes (columns by letter, rows by number).</source>
        <translation>Las páginas están muy separadas: el nombre de cada página dice dónde va (columnas por letra, filas por número).</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="526"/>
        <source>Parts list</source>
        <translation>Lista de piezas</translation>
    </message>
    <message>
        <source>{track}: {pieces} pieces, {spaces} spaces; {boxes} box(es); printed with hexes {size:g} mm across the flats on {pages} page(s), {columns} across × {rows} down.</source>
        <translation type="vanished">{track}: {pieces} piezas, {spaces} casillas; {boxes} caja(s); impreso con hexágonos de {size:g} mm entre lados planos en {pages} página(s), {columns} a lo ancho × {rows} a lo alto.</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="534"/>
        <source>Validation: {summary}</source>
        <translation>Validación: {summary}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="535"/>
        <source>How the pages go together (each overlaps its neighbours by {mm:g} mm):</source>
        <translation>Cómo se unen las páginas (cada una se solapa {mm:g} mm con sus vecinas):</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="538"/>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="539"/>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="540"/>
        <source>Tiles</source>
        <translation>Baldosas</translation>
    </message>
</context>
<context>
    <name>run_viewer</name>
    <message>
        <location filename="../viewer/app.py" line="53"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
</context>
<context>
    <name>ubuild edit</name>
    <message>
        <location filename="../editor/commands.py" line="86"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
</context>
</TS>
