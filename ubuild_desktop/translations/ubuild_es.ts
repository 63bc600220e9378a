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
        <location filename="../editor/canvas.py" line="228"/>
        <source>Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels</source>
        <translation>Suéltala en el tablero; R o la rueda la giran, Alt no la encaja, Esc cancela</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="381"/>
        <source>Not dropped: the hex is taken</source>
        <translation>No se ha soltado: el hexágono está ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="383"/>
        <location filename="../editor/canvas.py" line="615"/>
        <location filename="../editor/canvas.py" line="678"/>
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
        <location filename="../editor/canvas.py" line="389"/>
        <location filename="../editor/canvas.py" line="686"/>
        <source>Clipped on to {n} open ends</source>
        <translation>Encajada en {n} extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="391"/>
        <location filename="../editor/canvas.py" line="688"/>
        <source>Clipped on to an open end</source>
        <translation>Encajada en un extremo libre</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="393"/>
        <source>Placed: drop the next piece on one of its open ends</source>
        <translation>Colocada: suelta la siguiente pieza en uno de sus extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="395"/>
        <source>Placed on its own: drop it next to an open end to clip it on</source>
        <translation>Colocada suelta: déjala junto a un extremo libre para encajarla</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="436"/>
        <location filename="../editor/canvas.py" line="551"/>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="442"/>
        <location filename="../editor/canvas.py" line="449"/>
        <source>Move {piece}</source>
        <translation>Mover {piece}</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="466"/>
        <source>Move {n} pieces</source>
        <translation>Mover {n} piezas</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="490"/>
        <source>Not moved: a hex there is taken</source>
        <translation>No se ha movido: hay un hexágono ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="543"/>
        <source>Rotate</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="567"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="613"/>
        <source>No free open end to clip to</source>
        <translation>No hay ningún extremo libre donde encajarla</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="644"/>
        <source>The track has no open ends</source>
        <translation>El tablero no tiene extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="654"/>
        <source>Open end {n} of {count}: Enter clips the palette&apos;s piece here</source>
        <translation>Extremo libre {n} de {count}: Intro encaja aquí la pieza de la paleta</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="670"/>
        <source>The selected piece has no open end: E picks the next open end of the track</source>
        <translation>La pieza seleccionada no tiene extremos libres: E elige el siguiente extremo libre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="676"/>
        <source>No room at this open end: the hex it faces is taken</source>
        <translation>No hay sitio en este extremo libre: la casilla de enfrente está ocupada</translation>
    </message>
</context>
<context>
    <name>ChanceCardWidget</name>
    <message>
        <location filename="../play/widgets.py" line="171"/>
        <source>Chance — {player} follows the {half} half</source>
        <translation>Suerte — {player} sigue la mitad de puente {half}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="172"/>
        <source>UP</source>
        <translation>LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="172"/>
        <source>DOWN</source>
        <translation>BAJADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="174"/>
        <source>Bridge UP</source>
        <translation>Puente LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="175"/>
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
        <location filename="../play/dialogs.py" line="416"/>
        <source>and cash</source>
        <translation>y dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="427"/>
        <source>Propose</source>
        <translation>Proponer</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="433"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="435"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="467"/>
        <source>{name} gives (has {cash})</source>
        <translation>{name} da (tiene {cash})</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="474"/>
        <source>{name} — rent {rent}</source>
        <translation>{name} — alquiler {rent}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="476"/>
        <source>(mortgaged)</source>
        <translation>(hipotecado)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="515"/>
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
        <location filename="../play/widgets.py" line="84"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="91"/>
        <source>Rolled {dice}</source>
        <translation>Ha salido {dice}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../editor/canvas.py" line="722"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="723"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="724"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="725"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="726"/>
        <source>district double</source>
        <translation>doble de distrito</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="727"/>
        <source>planning double</source>
        <translation>doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="728"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="729"/>
        <source>railroad</source>
        <translation>estación</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../editor/canvas.py" line="746"/>
        <source>Track canvas</source>
        <translation>Lienzo del tablero</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="748"/>
        <source>The track being edited. Drag pieces from the palette; R rotates, A re-aims an end, Delete removes, arrow keys pan.</source>
        <translation>El tablero que editas. Arrastra piezas desde la paleta; R gira, A reorienta un extremo, Supr elimina, las flechas desplazan la vista.</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="878"/>
        <source>Drag pieces from the palette onto the table.
They clip onto open ends; R turns a piece, Alt drops it without clipping.</source>
        <translation>Arrastra piezas desde la paleta hasta la mesa.
Encajan en los extremos libres; R gira una pieza, Alt la suelta sin encajarla.</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../editor/window.py" line="230"/>
        <location filename="../editor/window.py" line="882"/>
        <source>Untitled track</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="243"/>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="248"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="253"/>
        <source>Validation summary</source>
        <translation>Resumen de la validación</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="638"/>
        <source>{name}[*] – U-Build Track Editor</source>
        <translation>{name}[*] – Editor de tableros U-Build</translation>
    </message>
    <message>
        <source>Selected: {piece} [{id}]</source>
        <translation type="vanished">Seleccionada: {piece} [{id}]</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="659"/>
        <source>{n} pieces selected</source>
        <translation>{n} piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="673"/>
        <source>Preset: {preset}</source>
        <translation>Modo: {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="679"/>
        <source>Railroads on</source>
        <translation>Estaciones: sí</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="679"/>
        <source>Railroads off</source>
        <translation>Estaciones: no</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="693"/>
        <source>Track settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="555"/>
        <location filename="../editor/window.py" line="702"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Copied {n} piece(s)</source>
        <translation type="vanished">{n} pieza(s) copiada(s)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="721"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="735"/>
        <source>The clipboard holds no track pieces</source>
        <translation>El portapapeles no contiene piezas de tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="743"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="753"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="759"/>
        <source>Select one piece to re-aim its end</source>
        <translation>Selecciona una pieza para reorientar su extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="762"/>
        <source>That end cannot turn</source>
        <translation>Ese extremo no puede girar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="783"/>
        <source>Tile {tile}</source>
        <translation>Baldosa {tile}</translation>
    </message>
    <message>
        <source>{n} stranded piece(s)</source>
        <translation type="vanished">{n} pieza(s) suelta(s)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="820"/>
        <source>Paste Here</source>
        <translation>Pegar aquí</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="828"/>
        <source>Aim End {n}</source>
        <translation>Orientar extremo {n}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="830"/>
        <source>Towards {direction}</source>
        <translation>Hacia el {direction}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="835"/>
        <source>Change Tile</source>
        <translation>Cambiar baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="838"/>
        <source>{tile} (in use)</source>
        <translation>{tile} (en uso)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="850"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="862"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="864"/>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation>«{name}» tiene cambios sin guardar. ¿Quieres guardarlos antes?</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="967"/>
        <location filename="../editor/window.py" line="976"/>
        <source>Open Track</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="976"/>
        <source>Opening {file}…</source>
        <translation>Abriendo {file}…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="981"/>
        <source>Opening cancelled</source>
        <translation>Apertura cancelada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="984"/>
        <source>Cannot Open Track</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="988"/>
        <source>Opened {file}</source>
        <translation>Abierto {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="998"/>
        <source>Save Track As</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1011"/>
        <source>Cannot Save Track</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1015"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1028"/>
        <source>Clear Recent Files</source>
        <translation>Borrar archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1031"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1045"/>
        <source>Exporting {file}…</source>
        <translation>Exportando {file}…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1048"/>
        <source>unknown file type {suffix} (use .png, .svg or .pdf)</source>
        <translation>tipo de archivo desconocido {suffix} (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1064"/>
        <source>Export cancelled: nothing written</source>
        <translation>Exportación cancelada: no se ha escrito nada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1067"/>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1069"/>
        <source>Exported {file}</source>
        <translation>Exportado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1078"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1079"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1080"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1044"/>
        <location filename="../editor/window.py" line="1083"/>
        <source>Export Track</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1095"/>
        <source>Many Pages</source>
        <translation>Muchas páginas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1096"/>
        <source>This track needs {pages:,} pages with hexes {size:g} mm across, more than {limit:,}. Go on with all of them? (A smaller printed tile size needs fewer pages.)</source>
        <translation>Este tablero necesita {pages:,} páginas con hexágonos de {size:g} mm, más de {limit:,}. ¿Seguir con todas? (Un tamaño de baldosa impresa menor necesita menos páginas.)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1119"/>
        <location filename="../editor/window.py" line="1154"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1119"/>
        <source>Preparing the pages…</source>
        <translation>Preparando las páginas…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1154"/>
        <source>Printing {name}…</source>
        <translation>Imprimiendo {name}…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1167"/>
        <source>Printing cancelled</source>
        <translation>Impresión cancelada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1169"/>
        <source>Cannot Print</source>
        <translation>No se puede imprimir</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1180"/>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1191"/>
        <source>Printed Tile Size</source>
        <translation>Tamaño de baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1192"/>
        <source>Size of one hex on paper, across its flat sides (mm):</source>
        <translation>Tamaño de un hexágono en papel, entre sus lados planos (mm):</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1232"/>
        <source>Recover Unsaved Track?</source>
        <translation>¿Recuperar el tablero sin guardar?</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1234"/>
        <source>The track editor did not close properly. Recover the unsaved changes to “{name}” from {time}?

Yes opens them (your file is not touched until you save); No deletes them; Cancel asks again next time.</source>
        <translation>El editor de tableros no se cerró correctamente. ¿Recuperar los cambios sin guardar de «{name}» de {time}?

Sí los abre (tu archivo no cambia hasta que guardes); No los borra; Cancelar vuelve a preguntar la próxima vez.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="1249"/>
        <source>Cannot Recover Track</source>
        <translation>No se puede recuperar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="79"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="74"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="80"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="81"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="82"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="102"/>
        <source>{piece} {tile} ({districts})</source>
        <translation>{piece} {tile} ({districts})</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="145"/>
        <source>The first track of the book: the four corners, 4 district doubles and 2 bridges, one double between corners.</source>
        <translation>El primer tablero del libro: las cuatro esquinas, 4 dobles de distrito y 2 puentes, un doble entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="148"/>
        <source>6 district doubles, 2 planning doubles and 2 bridges, the tiles of the set-up picture, two doubles between corners.</source>
        <translation>6 dobles de distrito, 2 dobles de Permiso de Obras y 2 puentes, las fichas de la imagen de preparación, dos dobles entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="151"/>
        <source>10 district doubles, 2 planning doubles and 4 bridges, three doubles and a bridge between corners.</source>
        <translation>10 dobles de distrito, 2 dobles de Permiso de Obras y 4 puentes, tres dobles y un puente entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="154"/>
        <source>Any closed track: only the rules every track follows.</source>
        <translation>Cualquier tablero cerrado: solo las reglas que cumple todo tablero.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="341"/>
        <source>&amp;New Track</source>
        <translation>&amp;Nuevo tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="341"/>
        <source>Start an empty track</source>
        <translation>Empezar un tablero vacío</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="342"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="342"/>
        <source>Open a track file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="343"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="343"/>
        <source>Save the track</source>
        <translation>Guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="345"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="345"/>
        <source>Save the track to another file</source>
        <translation>Guardar el tablero en otro archivo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="349"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exportar como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="349"/>
        <source>Save a picture of the track</source>
        <translation>Guardar una imagen del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="353"/>
        <source>Export as S&amp;VG…</source>
        <translation>Exportar como S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="353"/>
        <source>Save a scalable drawing of the track</source>
        <translation>Guardar un dibujo escalable del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="357"/>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="357"/>
        <source>Save the track at true tile size, across pages, with a parts list</source>
        <translation>Guardar el tablero a tamaño real de baldosa, en varias páginas, con lista de piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="361"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="361"/>
        <source>See the printed pages</source>
        <translation>Ver las páginas impresas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="364"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="364"/>
        <source>Print the track at true tile size</source>
        <translation>Imprimir el tablero a tamaño real de baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="367"/>
        <source>Printed &amp;Tile Size…</source>
        <translation>&amp;Tamaño de baldosa impresa…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="367"/>
        <source>How large one hex is on paper</source>
        <translation>Lo grande que es un hexágono en papel</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="369"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="369"/>
        <source>Close the editor</source>
        <translation>Cerrar el editor</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="371"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="374"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="380"/>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="380"/>
        <source>Cut the selected pieces</source>
        <translation>Cortar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="381"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="381"/>
        <source>Copy the selected pieces</source>
        <translation>Copiar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="382"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="382"/>
        <source>Paste pieces</source>
        <translation>Pegar piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="384"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="384"/>
        <source>Copy the selected pieces next to themselves</source>
        <translation>Copiar las piezas seleccionadas junto a ellas mismas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="387"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="387"/>
        <source>Remove the selected pieces</source>
        <translation>Quitar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="391"/>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="391"/>
        <source>Select every piece</source>
        <translation>Seleccionar todas las piezas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="394"/>
        <source>Select &amp;None</source>
        <translation>&amp;No seleccionar nada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="394"/>
        <source>Clear the selection</source>
        <translation>Vaciar la selección</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="398"/>
        <source>Select &amp;Stranded Pieces</source>
        <translation>Seleccionar piezas &amp;sueltas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="398"/>
        <source>Select the pieces not joined to the main track</source>
        <translation>Seleccionar las piezas no unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="402"/>
        <source>&amp;Rotate Clockwise</source>
        <translation>&amp;Girar a la derecha</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="402"/>
        <source>Turn the piece 60° clockwise</source>
        <translation>Girar la pieza 60° en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="406"/>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>Girar a la i&amp;zquierda</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="406"/>
        <source>Turn the piece 60° counterclockwise</source>
        <translation>Girar la pieza 60° en sentido contrario a las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="410"/>
        <source>Re-&amp;aim End</source>
        <translation>Re&amp;orientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="410"/>
        <source>Turn the piece&apos;s end nearest the pointer (or its open end) to the next edge</source>
        <translation>Gira el extremo de la pieza más cercano al puntero (o su extremo libre) hacia el siguiente lado</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="414"/>
        <source>Re-aim End &amp;Back</source>
        <translation>Reorientar extremo &amp;atrás</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="414"/>
        <source>Turn the end the other way</source>
        <translation>Girar el extremo en el otro sentido</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="418"/>
        <source>Next &amp;Tile</source>
        <translation>&amp;Baldosa siguiente</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="418"/>
        <source>Give the selected double the next printed tile</source>
        <translation>Dar a la doble seleccionada la siguiente baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="422"/>
        <source>Attach &amp;Piece</source>
        <translation>Encajar &amp;pieza</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="423"/>
        <source>Clip the piece chosen in the palette to the open end shown by the arrow</source>
        <translation>Encaja la pieza elegida en la paleta en el extremo libre que señala la flecha</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="431"/>
        <source>N&amp;ext Open End</source>
        <translation>Siguiente &amp;extremo libre</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="431"/>
        <source>Show the next open end of the track (Enter builds on it)</source>
        <translation>Muestra el siguiente extremo libre del tablero (Intro construye en él)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="435"/>
        <source>Previous Open En&amp;d</source>
        <translation>Extremo libre an&amp;terior</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="435"/>
        <source>Show the open end before</source>
        <translation>Muestra el extremo libre anterior</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="440"/>
        <source>Move West</source>
        <translation>Mover al oeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="441"/>
        <source>Move East</source>
        <translation>Mover al este</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="442"/>
        <source>Move North-West</source>
        <translation>Mover al noroeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="443"/>
        <source>Move South-East</source>
        <translation>Mover al sudeste</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="446"/>
        <source>Move the selection one hex</source>
        <translation>Mover la selección un hexágono</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="450"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="450"/>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="454"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="454"/>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="457"/>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="457"/>
        <source>Show the whole track</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="459"/>
        <source>Show Building &amp;Sites</source>
        <translation>Mostrar &amp;solares</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="459"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation>Mostrar los hexágonos vacíos donde se puede edificar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="467"/>
        <source>Check the track against the {preset} rules</source>
        <translation>Comprobar el tablero con las reglas del modo {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="473"/>
        <source>&amp;Railroads</source>
        <translation>&amp;Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="473"/>
        <source>The track is open, with a railroad at each end</source>
        <translation>El tablero es abierto, con una estación en cada extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="477"/>
        <source>Track &amp;Settings…</source>
        <translation>A&amp;justes del tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="477"/>
        <source>Name, description and boxes of the track</source>
        <translation>Nombre, descripción y cajas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="481"/>
        <source>&amp;Play This Track…</source>
        <translation>&amp;Jugar en este tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="481"/>
        <source>Start a new game on the track as it is now</source>
        <translation>Empieza una partida nueva en el tablero tal como está ahora</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="487"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="489"/>
        <source>New from &amp;Template</source>
        <translation>Nuevo desde &amp;plantilla</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="495"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="502"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="512"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="522"/>
        <source>&amp;Move Selection</source>
        <translation>&amp;Mover selección</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="526"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="536"/>
        <source>&amp;Track</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="537"/>
        <source>Rule &amp;Preset</source>
        <translation>&amp;Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="547"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="552"/>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="552"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="552"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="553"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="553"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="554"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Girar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="554"/>
        <source>Rotate ⟳</source>
        <translation>Girar ⟳</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="569"/>
        <source>Preset:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="573"/>
        <source>Rule preset</source>
        <translation>Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="574"/>
        <source>The Freestyle rules the track is checked against</source>
        <translation>Las reglas de Estilo Libre con las que se comprueba el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="581"/>
        <location filename="../editor/window.py" line="583"/>
        <source>Railroads</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="590"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="590"/>
        <source>Sites</source>
        <translation>Solares</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="591"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="655"/>
        <source>Selected: {piece}</source>
        <translation>Seleccionada: {piece}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="657"/>
        <source>Piece {id}</source>
        <translation>Pieza {id}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="714"/>
        <source>Copied one piece</source>
        <translation>Una pieza copiada</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="716"/>
        <source>Copied {n} pieces</source>
        <translation>{n} piezas copiadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="791"/>
        <source>No stranded pieces: every piece is joined to the main track</source>
        <translation>No hay piezas sueltas: todas están unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="793"/>
        <source>Selected one stranded piece</source>
        <translation>Seleccionada una pieza suelta</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="795"/>
        <source>Selected {n} stranded pieces</source>
        <translation>Seleccionadas {n} piezas sueltas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="890"/>
        <source>A new {preset} track: drag pieces from the palette, or choose one and press Enter</source>
        <translation>Un tablero {preset} nuevo: arrastra piezas desde la paleta, o elige una y pulsa Intro</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="904"/>
        <source>Play This Track</source>
        <translation>Jugar en este tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="905"/>
        <source>This editor was not opened from U-Build&apos;s home window, which starts the games. Save the track, then choose New game… at home (ubuild home) and pick the track file.</source>
        <translation>Este editor no se abrió desde la ventana de inicio de U-Build, que es la que empieza las partidas. Guarda el tablero, elige Nueva partida… en el inicio (ubuild home) y escoge el archivo del tablero.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="913"/>
        <source>Cannot Play This Track</source>
        <translation>No se puede jugar en este tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="914"/>
        <source>The track has 1 problem for the {preset} rules. Fix it first: the Problems list says what it is.</source>
        <translation>El tablero tiene 1 problema para las reglas {preset}. Corrígelo antes: la lista de Problemas dice cuál es.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="916"/>
        <source>The track has {count} problems for the {preset} rules. Fix them first: the Problems list says what they are.</source>
        <translation>El tablero tiene {count} problemas para las reglas {preset}. Corrígelos antes: la lista de Problemas dice cuáles son.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="921"/>
        <source>Playing the track as it is now (not saved yet)</source>
        <translation>Se juega el tablero tal como está ahora (aún sin guardar)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="930"/>
        <source>Choose a piece in the palette first (Tab to it, then the arrow keys)</source>
        <translation>Elige antes una pieza en la paleta (Tab hasta ella, luego las flechas)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="933"/>
        <source>None of those pieces are left in the box</source>
        <translation>No quedan piezas de esas en la caja</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="967"/>
        <location filename="../editor/window.py" line="998"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../play/widgets.py" line="422"/>
        <source>Event log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="423"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="426"/>
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
        <location filename="../app/home.py" line="295"/>
        <source>Cannot resume</source>
        <translation>No se puede seguir</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="296"/>
        <source>The last game could not be restored:

{error}</source>
        <translation>No se ha podido recuperar la última partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="302"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="310"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="311"/>
        <source>This game file cannot be opened:

{error}</source>
        <translation>No se puede abrir este archivo de partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="320"/>
        <source>No editor</source>
        <translation>No hay editor</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="320"/>
        <source>The track editor is not available in this installation.</source>
        <translation>El editor de tableros no está disponible en esta instalación.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="387"/>
        <source>{track}: {players} (no moves yet)</source>
        <translation>{track}: {players} (aún sin jugadas)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="389"/>
        <source>{track}: {players} (1 move so far)</source>
        <translation>{track}: {players} (1 jugada hasta ahora)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="391"/>
        <source>{track}: {players} ({moves} moves so far)</source>
        <translation>{track}: {players} ({moves} jugadas hasta ahora)</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="302"/>
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
    <name>NewTrackDialog</name>
    <message>
        <location filename="../editor/window.py" line="165"/>
        <source>New Track</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="169"/>
        <source>Track name</source>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="171"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="172"/>
        <source>Which rules is the track for? The editor checks it against them (Track &gt; Rule Preset changes it later).</source>
        <translation>¿Para qué reglas es el tablero? El editor lo comprueba con ellas (Tablero &gt; Modo de reglas lo cambia después).</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="202"/>
        <source>Untitled track</source>
        <translation>Tablero sin título</translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <location filename="../editor/palette.py" line="75"/>
        <source>Piece palette</source>
        <translation>Paleta de piezas</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="77"/>
        <source>Every piece in the box with how many are left. Drag one onto the board, or press Enter to clip it to the first open end.</source>
        <translation>Todas las piezas de la caja y cuántas quedan. Arrastra una al tablero o pulsa Intro para encajarla en el primer extremo libre.</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="109"/>
        <source>{name}
{left} of {total} left</source>
        <translation>{name}
quedan {left} de {total}</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="111"/>
        <source>{used} on the board, {left} of {total} left in {boxes} box(es)</source>
        <translation>{used} en el tablero, quedan {left} de {total} en {boxes} caja(s)</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="116"/>
        <source>The next one is tile {tile}</source>
        <translation>La siguiente es la baldosa {tile}</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="198"/>
        <source>district doubles</source>
        <translation>dobles de distrito</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="199"/>
        <source>planning doubles</source>
        <translation>dobles de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="200"/>
        <source>bridges</source>
        <translation>puentes</translation>
    </message>
    <message>
        <location filename="../editor/palette.py" line="201"/>
        <source>railroads</source>
        <translation>estaciones</translation>
    </message>
</context>
<context>
    <name>PieceItem</name>
    <message>
        <location filename="../board/piece_item.py" line="102"/>
        <source>Collect {amount}</source>
        <translation>Cobra {amount}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="104"/>
        <location filename="../board/piece_item.py" line="410"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="106"/>
        <location filename="../board/piece_item.py" line="411"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="108"/>
        <location filename="../board/piece_item.py" line="412"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="110"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="112"/>
        <location filename="../board/piece_item.py" line="430"/>
        <source>Planning Permission</source>
        <translation>Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="409"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="413"/>
        <source>District double {tile}</source>
        <translation>Doble de distrito {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="414"/>
        <source>Planning double {tile}</source>
        <translation>Doble de Permiso de Obras {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="415"/>
        <source>Bridge (a Chance space)</source>
        <translation>Puente (una casilla de Suerte)</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="416"/>
        <source>Railroad end cap</source>
        <translation>Estación de extremo</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="422"/>
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
        <location filename="../play/turn_panel.py" line="942"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="944"/>
        <source>&lt;b&gt;{a}&lt;/b&gt; offers &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} gives: {give}&lt;br&gt;{b} gives: {take}</source>
        <translation>&lt;b&gt;{a}&lt;/b&gt; ofrece a &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} da: {give}&lt;br&gt;{b} da: {take}</translation>
    </message>
</context>
<context>
    <name>PlayBoard</name>
    <message>
        <location filename="../play/board.py" line="162"/>
        <source>M</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../play/window.py" line="199"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="214"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="215"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="216"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="217"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="220"/>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="221"/>
        <source>Undo the last decision that involved no dice or cards</source>
        <translation>Deshacer la última decisión en la que no intervinieron dados ni cartas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="223"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="226"/>
        <source>Fit board</source>
        <translation>Ajustar tablero</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="227"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="369"/>
        <source>Autosave is off: the folder {folder} cannot be created ({reason}). The game plays on; keep it with Save.</source>
        <translation>El guardado automático está desactivado: no se puede crear la carpeta {folder} ({reason}). La partida sigue; guárdala con Guardar.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="381"/>
        <source>Autosave failed: {error}</source>
        <translation>Error al guardar automáticamente: {error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="427"/>
        <source>Nothing to take back: dice or cards came after it</source>
        <translation>No se puede deshacer: después hubo dados o cartas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="429"/>
        <source>Taken back</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="455"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="473"/>
        <source>Replace the game?</source>
        <translation>¿Reemplazar la partida?</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="474"/>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="488"/>
        <location filename="../play/window.py" line="542"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="488"/>
        <source>The game could not be saved:
{error}</source>
        <translation>No se ha podido guardar la partida:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="491"/>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="502"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="512"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="513"/>
        <source>This game file cannot be opened:

{error}

The game on the table is unchanged.</source>
        <translation>No se puede abrir este archivo de partida:

{error}

La partida en la mesa no cambia.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="533"/>
        <source>Save the event log</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="534"/>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="542"/>
        <source>The log could not be saved:
{error}</source>
        <translation>No se ha podido guardar el registro:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="551"/>
        <source>Untitled game ({track})</source>
        <translation>Partida sin título ({track})</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="555"/>
        <source>{name}[*] – U-Build</source>
        <translation>{name}[*] – U-Build</translation>
    </message>
    <message>
        <source>U-Build — {track}{where}</source>
        <translation type="vanished">U-Build — {track}{where}</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="458"/>
        <location filename="../play/window.py" line="502"/>
        <source>U-Build games (*.ubuild-game *.json);;All files (*)</source>
        <translation>Partidas de U-Build (*.ubuild-game *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../play/widgets.py" line="301"/>
        <source>{name}&apos;s districts</source>
        <translation>Distritos de {name}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="346"/>
        <source>simple</source>
        <translation>sencillo</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="346"/>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="347"/>
        <source>computer, {strength}</source>
        <translation>ordenador, {strength}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="354"/>
        <source>Net worth {worth} · {n} district(s)</source>
        <translation>Patrimonio {worth} · {n} distrito(s)</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="358"/>
        <source>IN JAIL</source>
        <translation>EN LA CÁRCEL</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="360"/>
        <source>BANKRUPT</source>
        <translation>EN BANCARROTA</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="375"/>
        <source>(M)</source>
        <translation>(H)</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="368"/>
        <source>{name} — rent now {rent}</source>
        <translation>{name} — alquiler actual {rent}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="369"/>
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
        <location filename="../play/dialogs.py" line="565"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="565"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="565"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="565"/>
        <source>Districts (rent values)</source>
        <translation>Distritos (valor de alquiler)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="566"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="566"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="586"/>
        <source>Back to the board</source>
        <translation>Volver al tablero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="589"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="593"/>
        <source>Save the log…</source>
        <translation>Guardar el registro…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="625"/>
        <source>{names} wins!</source>
        <translation>¡Gana {names}!</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="637"/>
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
        <location filename="../editor/window.py" line="113"/>
        <source>Track Settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="116"/>
        <source>Track name</source>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="118"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="122"/>
        <source>Boxes</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="123"/>
        <source>How many boxes of the game the track combines (multiplies every count)</source>
        <translation>Cuántas cajas del juego combina el tablero (multiplica todas las cantidades)</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="125"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="126"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="127"/>
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
        <location filename="../play/turn_panel.py" line="154"/>
        <source>Build blocks</source>
        <translation>Construir bloques</translation>
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
        <location filename="../play/turn_panel.py" line="193"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="200"/>
        <source>Free blocks</source>
        <translation>Bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="208"/>
        <source>Raise money</source>
        <translation>Conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="222"/>
        <source>Mortgages</source>
        <translation>Hipotecas</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="232"/>
        <source>Propose a deal…</source>
        <translation>Proponer un trato…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="235"/>
        <source>A deal is on the table</source>
        <translation>Hay un trato sobre la mesa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="251"/>
        <source>Show the final ranking</source>
        <translation>Ver la clasificación final</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="274"/>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="407"/>
        <source>{name}: roll to see who starts</source>
        <translation>{name}: tira para ver quién empieza</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="408"/>
        <source>{name}: bid or pass</source>
        <translation>{name}: puja o pasa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="409"/>
        <source>{name} must raise money</source>
        <translation>{name} debe conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="410"/>
        <source>{name}: answer the deal</source>
        <translation>{name}: responde al trato</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="411"/>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="418"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="432"/>
        <location filename="../play/turn_panel.py" line="435"/>
        <source>Roll the die</source>
        <translation>Tirar el dado</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="432"/>
        <location filename="../play/turn_panel.py" line="435"/>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="438"/>
        <source>Roll for a 6</source>
        <translation>Tirar para sacar un 6</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="438"/>
        <source>Roll for a double</source>
        <translation>Tirar para sacar dobles</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="439"/>
        <source>Pay the {fine} fine</source>
        <translation>Pagar la multa de {fine}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="446"/>
        <source>Buy {name} for {price}</source>
        <translation>Comprar {name} por {price}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="448"/>
        <source>Key: B</source>
        <translation>Tecla: B</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="448"/>
        <source>Not enough cash</source>
        <translation>No tienes bastante dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="449"/>
        <source>Auction it</source>
        <translation>Subastarlo</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="457"/>
        <source>Build a bonus building</source>
        <translation>Construir un edificio extra</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="458"/>
        <source>Build a hazard</source>
        <translation>Construir una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="459"/>
        <source>Move a hazard (free)</source>
        <translation>Mover una edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="464"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="467"/>
        <source>Move the hazard (free)</source>
        <translation>Mover la edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="470"/>
        <source>Done moving</source>
        <translation>Terminar de mover</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="473"/>
        <source>Move the hazard again ({price})</source>
        <translation>Mover otra vez la edificación peligrosa ({price})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="481"/>
        <source>Skyscraper…</source>
        <translation>Rascacielos…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="482"/>
        <source>Stadium ({price})…</source>
        <translation>Estadio ({price})…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="483"/>
        <source>The Tower ({price})…</source>
        <translation>La Torre ({price})…</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="491"/>
        <source>Move a hazard ({price})</source>
        <translation>Mover una edificación peligrosa ({price})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="496"/>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="497"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="550"/>
        <source>{partner} turned down your deal.</source>
        <translation>{partner} ha rechazado tu trato.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="552"/>
        <source>{partner} turned down {proposer}&apos;s deal.</source>
        <translation>{partner} ha rechazado el trato de {proposer}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="564"/>
        <source>Landed on &lt;b&gt;{name}&lt;/b&gt;: for sale at {price}. You have {cash}.</source>
        <translation>Has caído en &lt;b&gt;{name}&lt;/b&gt;: en venta por {price}. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="574"/>
        <source>In jail (failed rolls: {n} of 3). You have {cash}.</source>
        <translation>En la cárcel (tiradas fallidas: {n} de 3). Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="571"/>
        <location filename="../play/turn_panel.py" line="576"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="578"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. Build, or end your turn.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}. Construye o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="581"/>
        <source>&lt;b&gt;Planning Permission&lt;/b&gt;: build a bonus building next to your district, a hazard next to another player&apos;s, or move a hazard up to two spaces for free.</source>
        <translation>&lt;b&gt;Permiso de Obras&lt;/b&gt;: construye un edificio extra junto a tu distrito, una edificación peligrosa junto al de otro jugador, o mueve una edificación peligrosa hasta dos casillas gratis.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="584"/>
        <source>Move the hazard one site at a time ({n} move(s) left).</source>
        <translation>Mueve la edificación peligrosa de solar en solar (quedan {n} movimiento(s)).</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="586"/>
        <source>The hazard still touches your district: a second move ({price}) must take it off.</source>
        <translation>La edificación peligrosa aún toca tu distrito: un segundo movimiento ({price}) debe apartarla.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="590"/>
        <source>A Chance card gives {n} free block(s): pick the district.</source>
        <translation>Una tarjeta de Suerte te da {n} bloque(s) gratis: elige el distrito.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="630"/>
        <source>Mortgage {name} (+{value})</source>
        <translation>Hipotecar {name} (+{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="631"/>
        <source>Lift the mortgage on {name} (−{value})</source>
        <translation>Levantar la hipoteca de {name} (−{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="645"/>
        <source>Lift</source>
        <translation>Levantar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="645"/>
        <source>Mortgage</source>
        <translation>Hipotecar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="662"/>
        <source>Highest bid: &lt;b&gt;{amount}&lt;/b&gt; by {name}</source>
        <translation>Puja más alta: &lt;b&gt;{amount}&lt;/b&gt; de {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="663"/>
        <source>No bid yet</source>
        <translation>Aún no hay pujas</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="666"/>
        <source>&lt;b&gt;{district}&lt;/b&gt; (price {price})&lt;br&gt;{leader}&lt;br&gt;Still bidding: {still}&lt;br&gt;You have {cash}.</source>
        <translation>&lt;b&gt;{district}&lt;/b&gt; (precio {price})&lt;br&gt;{leader}&lt;br&gt;Siguen pujando: {still}&lt;br&gt;Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="681"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="683"/>
        <source>Key: P</source>
        <translation>Tecla: P</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="684"/>
        <source>The player who landed there makes the first bid</source>
        <translation>El jugador que ha caído ahí hace la primera puja</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="694"/>
        <source>Bid {amount}</source>
        <translation>Pujar {amount}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="710"/>
        <source>{name} (has {r} block(s))</source>
        <translation>{name} (tiene {r} bloque(s))</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="712"/>
        <source>{name} (has {r} residential, {i} industrial)</source>
        <translation>{name} (tiene {r} residencial(es), {i} industrial(es))</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="756"/>
        <source>{n} block(s): {cost} · cash after {after}</source>
        <translation>{n} bloque(s): {cost} · te quedan {after}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="759"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="770"/>
        <source>{name}: {r} residential block(s)</source>
        <translation>{name}: {r} bloque(s) residencial(es)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="771"/>
        <source>{name}: {r} residential + {i} industrial</source>
        <translation>{name}: {r} residencial(es) + {i} industrial(es)</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="773"/>
        <source>Build the free blocks</source>
        <translation>Construir los bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="785"/>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="788"/>
        <source>You owe &lt;b&gt;{amount}&lt;/b&gt; to {creditor} ({reason}) and have {cash}.&lt;br&gt;Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation>Debes &lt;b&gt;{amount}&lt;/b&gt; a {creditor} ({reason}) y tienes {cash}.&lt;br&gt;Hipoteca distritos aquí abajo o vende alguno en un trato; las hipotecas podrían darte {raisable} más.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="792"/>
        <source>Pay {amount}</source>
        <translation>Pagar {amount}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="794"/>
        <source>Declare bankruptcy</source>
        <translation>Declararse en bancarrota</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="802"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="803"/>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="849"/>
        <source>Bonus building</source>
        <translation>Edificio extra</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="850"/>
        <source>Click a highlighted site next to one of your districts.</source>
        <translation>Haz clic en un solar resaltado junto a uno de tus distritos.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="853"/>
        <source>Hazard</source>
        <translation>Edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="854"/>
        <source>Click a highlighted site next to another player&apos;s district.</source>
        <translation>Haz clic en un solar resaltado junto al distrito de otro jugador.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="857"/>
        <location filename="../play/turn_panel.py" line="861"/>
        <source>Move a hazard</source>
        <translation>Mover una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="858"/>
        <source>Click the hazard to move.</source>
        <translation>Haz clic en la edificación peligrosa que quieres mover.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="862"/>
        <source>Click where it goes (one site).</source>
        <translation>Haz clic en su destino (un solar).</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="872"/>
        <source>Next to {name}</source>
        <translation>Junto a {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="880"/>
        <source>Costs {price}. Click a highlighted site next to the district.</source>
        <translation>Cuesta {price}. Haz clic en un solar resaltado junto al distrito.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="390"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="397"/>
        <source>Shuffling the Chance cards…</source>
        <translation>Barajando las tarjetas de Suerte…</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../editor/export.py" line="211"/>
        <source>A U-Build track: {name}</source>
        <translation>Un tablero de U-Build: {name}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="241"/>
        <source>the export needs {pages:,} pages, more than the {limit:,} allowed</source>
        <translation>la exportación necesita {pages:,} páginas, más de las {limit:,} permitidas</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="439"/>
        <source>cannot write to the output</source>
        <translation>no se puede escribir en la salida</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="566"/>
        <source>right: {page}</source>
        <translation>derecha: {page}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="568"/>
        <source>below: {page}</source>
        <translation>abajo: {page}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="569"/>
        <source>{track} — page {page} ({number} of {pages}) — hex {size:g} mm across</source>
        <translation>{track} — página {page} ({number} de {pages}) — hexágono de {size:g} mm</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="666"/>
        <source>{track}: {pieces} pieces, {spaces} spaces; {boxes} box(es); printed with hexes {size:g} mm across the flats on {pages} page(s): those that hold pieces, of a grid {columns} across × {rows} down.</source>
        <translation>{track}: {pieces} piezas, {spaces} casillas; {boxes} caja(s); impreso con hexágonos de {size:g} mm entre lados planos en {pages} página(s): las que tienen piezas, de una cuadrícula de {columns} a lo ancho × {rows} a lo alto.</translation>
    </message>
    <message>
        <source>{track} — page {page} of {columns}×{rows} — hex {size:g} mm across</source>
        <translation type="vanished">{track} — página {page} de {columns}×{rows} — hexágono de {size:g} mm</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="573"/>
        <source> (overlap {mm:g} mm, dashed)</source>
        <translation> (solape de {mm:g} mm, discontinuo)</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="650"/>
        <source>The pages are far apart: each page&apos;s name says where it goes (columns by letter, rows by number).</source>
        <translation>Las páginas están muy separadas: el nombre de cada página dice dónde va (columnas por letra, filas por número).</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="664"/>
        <source>Parts list</source>
        <translation>Lista de piezas</translation>
    </message>
    <message>
        <source>{track}: {pieces} pieces, {spaces} spaces; {boxes} box(es); printed with hexes {size:g} mm across the flats on {pages} page(s), {columns} across × {rows} down.</source>
        <translation type="vanished">{track}: {pieces} piezas, {spaces} casillas; {boxes} caja(s); impreso con hexágonos de {size:g} mm entre lados planos en {pages} página(s), {columns} a lo ancho × {rows} a lo alto.</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="672"/>
        <source>Validation: {summary}</source>
        <translation>Validación: {summary}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="673"/>
        <source>How the pages go together (each overlaps its neighbours by {mm:g} mm):</source>
        <translation>Cómo se unen las páginas (cada una se solapa {mm:g} mm con sus vecinas):</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="676"/>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="677"/>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="678"/>
        <source>Tiles</source>
        <translation>Baldosas</translation>
    </message>
</context>
<context>
    <name>progress</name>
    <message>
        <location filename="../editor/progress.py" line="34"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <location filename="../editor/commands.py" line="94"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
</context>
</TS>
