<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AuctionBox</name>
    <message>
        <location filename="../play/turn_auction.py" line="24"/>
        <source>Auction</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="28"/>
        <source>Your bid</source>
        <translation>Tu puja</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="152"/>
        <source>Highest bid: &lt;b&gt;{amount}&lt;/b&gt; by {name}</source>
        <translation>Puja más alta: &lt;b&gt;{amount}&lt;/b&gt; de {name}</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="151"/>
        <source>No bid yet</source>
        <translation>Aún no hay pujas</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="138"/>
        <source>{lot}&lt;br&gt;{leader}&lt;br&gt;Anyone may bid at any time; sold when all the others pass.</source>
        <translation>{lot}&lt;br&gt;{leader}&lt;br&gt;Cualquiera puede pujar en cualquier momento; se vende cuando todos los demás pasan.</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="157"/>
        <source>&lt;b&gt;{district}&lt;/b&gt; (price {price})</source>
        <translation>&lt;b&gt;{district}&lt;/b&gt; (precio {price})</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="160"/>
        <source>&lt;b&gt;One of the bank&apos;s last hotels&lt;/b&gt;: the winner builds it at once</source>
        <translation>&lt;b&gt;Uno de los últimos hoteles del banco&lt;/b&gt;: quien gane lo construye enseguida</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="161"/>
        <source>&lt;b&gt;One of the bank&apos;s last houses&lt;/b&gt;: the winner builds it at once</source>
        <translation>&lt;b&gt;Una de las últimas casas del banco&lt;/b&gt;: quien gane la construye enseguida</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="174"/>
        <source>{name}: &lt;b&gt;highest bid&lt;/b&gt;</source>
        <translation>{name}: &lt;b&gt;puja más alta&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="176"/>
        <source>{name}: passed</source>
        <translation>{name}: ha pasado</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="178"/>
        <source>{name}: thinking…</source>
        <translation>{name}: pensando…</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="180"/>
        <source>{name}: &lt;b&gt;your answer?&lt;/b&gt;</source>
        <translation>{name}: &lt;b&gt;¿pujas o pasas?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="186"/>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="190"/>
        <source>{name} bids {amount} (key: Alt+{key})</source>
        <translation>{name} puja {amount} (tecla: Alt+{key})</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="192"/>
        <source>{name} passes (key: P when asked)</source>
        <translation>{name} pasa (tecla: P cuando le toca)</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="75"/>
        <source>{lot}&lt;br&gt;{leader}&lt;br&gt;Still bidding: {still}&lt;br&gt;You have {cash}.</source>
        <translation>{lot}&lt;br&gt;{leader}&lt;br&gt;Siguen pujando: {still}&lt;br&gt;Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="78"/>
        <location filename="../play/turn_auction.py" line="143"/>
        <location filename="../play/turn_auction.py" line="187"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="81"/>
        <source>The player who landed there makes the first bid</source>
        <translation>El jugador que ha caído ahí hace la primera puja</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="112"/>
        <source>Bid {amount}</source>
        <translation>Pujar {amount}</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <location filename="../editor/balance_column.py" line="234"/>
        <source>By a bankruptcy</source>
        <translation>Por una bancarrota</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="235"/>
        <source>By the round limit</source>
        <translation>Por el límite de rondas</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="237"/>
        <source>How the games ended</source>
        <translation>Cómo acabaron las partidas</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="239"/>
        <source>share of games</source>
        <translation>proporción de partidas</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="175"/>
        <source>&amp;Jail:</source>
        <translation>&amp;Cárcel:</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="178"/>
        <source>Leave at once (pay the fine)</source>
        <translation>Salir enseguida (pagar la multa)</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="179"/>
        <source>Stay and roll for doubles</source>
        <translation>Quedarse y tirar buscando dobles</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="180"/>
        <source>How a player in jail plays, for the landing odds</source>
        <translation>Cómo juega quien está en la cárcel, para las probabilidades de caída</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="181"/>
        <source>Jail policy</source>
        <translation>Estrategia en la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="185"/>
        <source>Heat &amp;map</source>
        <translation>&amp;Mapa de calor</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="187"/>
        <source>Colour each space of the canvas by the share of turns that land on it</source>
        <translation>Colorear cada casilla del lienzo por la proporción de turnos que caen en ella</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="195"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="200"/>
        <source>Games to simulate</source>
        <translation>Partidas que simular</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="203"/>
        <source>&amp;Simulate</source>
        <translation>&amp;Simular</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="206"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="208"/>
        <source>Stop the simulation</source>
        <translation>Detener la simulación</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="219"/>
        <source>%v of %m games</source>
        <translation>%v de %m partidas</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="220"/>
        <source>Simulated games</source>
        <translation>Partidas simuladas</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="223"/>
        <source>Simulate by &amp;itself once valid and idle</source>
        <translation>Simular sola si es válido y está &amp;quieto</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="226"/>
        <source>Start a simulation whenever the track is valid and has not changed for a moment</source>
        <translation>Empezar una simulación cada vez que el tablero sea válido y lleve un momento sin cambiar</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="232"/>
        <source>&amp;Compare with…</source>
        <translation>C&amp;omparar con…</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="29"/>
        <location filename="../editor/balance_panel.py" line="234"/>
        <source>Open another track file and show its figures beside these</source>
        <translation>Abrir otro archivo de tablero y mostrar sus cifras junto a estas</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="236"/>
        <source>Stop C&amp;omparing</source>
        <translation>&amp;Dejar de comparar</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="274"/>
        <source>Simulate to see how long the games last and who wins.</source>
        <translation>Simula para ver cuánto duran las partidas y quién gana.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="32"/>
        <source>Cancelled: the track changed.</source>
        <translation>Cancelada: el tablero ha cambiado.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="33"/>
        <source>The track changed: simulate again for new figures.</source>
        <translation>El tablero ha cambiado: vuelve a simular para tener cifras nuevas.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="34"/>
        <source>The track changed: propose again.</source>
        <translation>El circuito ha cambiado: vuelve a proponer.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="35"/>
        <location filename="../editor/balance_panel.py" line="516"/>
        <source>Only a valid track can be simulated.</source>
        <translation>Solo se puede simular un tablero válido.</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="397"/>
        <source>Simulating…</source>
        <translation>Simulando…</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="420"/>
        <location filename="../editor/balance_panel.py" line="466"/>
        <location filename="../editor/balance_panel.py" line="560"/>
        <source>Cancelled.</source>
        <translation>Cancelada.</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="443"/>
        <source>Computer players play the games, on every core, in the background</source>
        <translation>Los jugadores del ordenador juegan las partidas, en todos los núcleos, en segundo plano</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="476"/>
        <source>The simulation stopped: {error}</source>
        <translation>La simulación se detuvo: {error}</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="30"/>
        <source>Compare with Track</source>
        <translation>Comparar con un tablero</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="31"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="540"/>
        <source>Cannot Compare</source>
        <translation>No se puede comparar</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="543"/>
        <source>Cancelled: another track to compare.</source>
        <translation>Cancelada: otro tablero que comparar.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="28"/>
        <source>This track</source>
        <translation>Este tablero</translation>
    </message>
    <message>
        <location filename="../editor/balance_panel.py" line="581"/>
        <source>{track} ({file})</source>
        <translation>{track} ({file})</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="31"/>
        <source>Cancelled: the board changed.</source>
        <translation>Cancelada: el tablero cuadrado ha cambiado.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="32"/>
        <source>The board changed: simulate again for new figures.</source>
        <translation>El tablero cuadrado ha cambiado: vuelve a simular para tener cifras nuevas.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="33"/>
        <source>The board changed: propose again.</source>
        <translation>El tablero cuadrado ha cambiado: vuelve a proponer.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="34"/>
        <source>Only a board without problems can be simulated.</source>
        <translation>Solo se puede simular un tablero cuadrado sin problemas.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="29"/>
        <source>Compare with Board</source>
        <translation>Comparar con un tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="30"/>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Archivos de tablero cuadrado (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="27"/>
        <source>This board</source>
        <translation>Este tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="28"/>
        <source>Open another square board file and show its figures beside these</source>
        <translation>Abre otro archivo de tablero cuadrado y muestra sus cifras junto a estas</translation>
    </message>
</context>
<context>
    <name>BlocksBox</name>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="167"/>
        <source>Build blocks</source>
        <translation>Construir bloques</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="170"/>
        <source>District to build on</source>
        <translation>Distrito donde construir</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="177"/>
        <source>Residential blocks</source>
        <translation>Bloques residenciales</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="180"/>
        <source>Industrial blocks</source>
        <translation>Bloques industriales</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="181"/>
        <source>Residential</source>
        <translation>Residencial</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="182"/>
        <source>Industrial</source>
        <translation>Industrial</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="245"/>
        <source>{name} (has {residential}, {industrial})</source>
        <translation>{name} (tiene {residential}, {industrial})</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="248"/>
        <source>{name} (has %n block(s))</source>
        <translation>
            <numerusform>{name} (tiene %n bloque)</numerusform>
            <numerusform>{name} (tiene %n bloques)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="292"/>
        <source>%n block(s): {cost} · cash after {after}</source>
        <translation>
            <numerusform>%n bloque: {cost} · te quedan {after}</numerusform>
            <numerusform>%n bloques: {cost} · te quedan {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="295"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
</context>
<context>
    <name>BoardForm</name>
    <message>
        <location filename="../editor/square_forms.py" line="439"/>
        <source>Board name in English</source>
        <translation>Nombre del tablero en inglés</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="441"/>
        <location filename="../editor/square_forms.py" line="491"/>
        <source>Board name in Spanish</source>
        <translation>Nombre del tablero en español</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="443"/>
        <location filename="../editor/square_forms.py" line="464"/>
        <source>Salary</source>
        <translation>Salario</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="445"/>
        <location filename="../editor/square_forms.py" line="465"/>
        <source>Starting cash</source>
        <translation>Dinero inicial</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="447"/>
        <location filename="../editor/square_forms.py" line="466"/>
        <source>Jail fine</source>
        <translation>Multa de la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="449"/>
        <source>Houses</source>
        <translation>Casas</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="451"/>
        <source>Hotels</source>
        <translation>Hoteles</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="454"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="455"/>
        <source>Name in &amp;Spanish:</source>
        <translation>Nombre en e&amp;spañol:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="456"/>
        <source>Salary (passing &amp;GO):</source>
        <translation>Salario (al pasar por la &amp;SALIDA):</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="457"/>
        <source>Starting &amp;cash:</source>
        <translation>&amp;Dinero inicial:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="458"/>
        <source>&amp;Jail fine:</source>
        <translation>Multa de la &amp;cárcel:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="459"/>
        <source>&amp;Houses in the bank:</source>
        <translation>Casas en la &amp;banca:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="460"/>
        <source>H&amp;otels in the bank:</source>
        <translation>H&amp;oteles en la banca:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="467"/>
        <source>Houses in the bank</source>
        <translation>Casas en la banca</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="468"/>
        <source>Hotels in the bank</source>
        <translation>Hoteles en la banca</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="488"/>
        <source>Board name</source>
        <translation>Nombre del tablero</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <location filename="../board/track_words.py" line="21"/>
        <source>No building sites yet: they appear once every piece is joined into one track with no open ends</source>
        <translation>Aún no hay solares: aparecen cuando todas las piezas forman un solo tablero sin extremos libres</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../board/view.py" line="108"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../board/view.py" line="110"/>
        <source>The track on the table. Arrow keys pan; Ctrl+= and Ctrl+- zoom.</source>
        <translation>El tablero sobre la mesa. Las flechas desplazan la vista; Ctrl+= y Ctrl+- hacen zoom.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <location filename="../board/track_words.py" line="47"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="48"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="49"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="50"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="51"/>
        <source>District double</source>
        <translation>Doble de distrito</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="52"/>
        <source>Planning double</source>
        <translation>Doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="53"/>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="54"/>
        <source>Railroad</source>
        <translation>Estación</translation>
    </message>
</context>
<context>
    <name>BuyButtons</name>
    <message>
        <location filename="../play/turn_buttons.py" line="112"/>
        <source>Buy {name} for {price}</source>
        <translation>Comprar {name} por {price}</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="115"/>
        <source>Not enough cash</source>
        <translation>No tienes bastante dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="116"/>
        <source>Auction it</source>
        <translation>Subastarlo</translation>
    </message>
</context>
<context>
    <name>CanvasController</name>
    <message>
        <location filename="../editor/canvas.py" line="155"/>
        <source>Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels</source>
        <translation>Suéltala en el tablero; R o la rueda la giran, Alt no la encaja, Esc cancela</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="308"/>
        <source>Not dropped: the hex is taken</source>
        <translation>No se ha soltado: el hexágono está ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="310"/>
        <location filename="../editor/canvas_commands.py" line="118"/>
        <location filename="../editor/canvas_commands.py" line="181"/>
        <source>Add {piece}</source>
        <translation>Añadir {piece}</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="189"/>
        <source>Clipped on to {n} open ends</source>
        <translation>Encajada en {n} extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="191"/>
        <source>Clipped on to an open end</source>
        <translation>Encajada en un extremo libre</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/canvas.py" line="316"/>
        <source>Clipped on to %n open end(s)</source>
        <translation>
            <numerusform>Encajada en %n extremo libre</numerusform>
            <numerusform>Encajada en %n extremos libres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="318"/>
        <source>Placed: drop the next piece on one of its open ends</source>
        <translation>Colocada: suelta la siguiente pieza en uno de sus extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="320"/>
        <source>Placed on its own: drop it next to an open end to clip it on</source>
        <translation>Colocada suelta: déjala junto a un extremo libre para encajarla</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="361"/>
        <location filename="../editor/canvas_commands.py" line="53"/>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="367"/>
        <location filename="../editor/canvas.py" line="374"/>
        <source>Move {piece}</source>
        <translation>Mover {piece}</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="391"/>
        <source>Move {n} pieces</source>
        <translation>Mover {n} piezas</translation>
    </message>
    <message>
        <location filename="../editor/canvas.py" line="415"/>
        <source>Not moved: a hex there is taken</source>
        <translation>No se ha movido: hay un hexágono ocupado</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="45"/>
        <source>Rotate</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="70"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="116"/>
        <source>No free open end to clip to</source>
        <translation>No hay ningún extremo libre donde encajarla</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="147"/>
        <source>The track has no open ends</source>
        <translation>El tablero no tiene extremos libres</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="157"/>
        <source>Open end {n} of {count}: Enter clips the palette&apos;s piece here</source>
        <translation>Extremo libre {n} de {count}: Intro encaja aquí la pieza de la paleta</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="173"/>
        <source>The selected piece has no open end: E picks the next open end of the track</source>
        <translation>La pieza seleccionada no tiene extremos libres: E elige el siguiente extremo libre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/canvas_commands.py" line="179"/>
        <source>No room at this open end: the hex it faces is taken</source>
        <translation>No hay sitio en este extremo libre: la casilla de enfrente está ocupada</translation>
    </message>
</context>
<context>
    <name>Chance</name>
    <message>
        <location filename="../core/datawords.py" line="68"/>
        <source>The council fines you for building after dark. Pay $500k.</source>
        <translation>El ayuntamiento te multa por construir de noche. Paga 500&#xa0;mil&#xa0;$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="69"/>
        <source>Your plans sail through the council vote. Take Planning Permission now.</source>
        <translation>Tus planos pasan sin problemas la votación del ayuntamiento. Obtén ya el Permiso de Obras.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="70"/>
        <source>A friendly clerk fast-tracks your paperwork. Take Planning Permission now.</source>
        <translation>Un funcionario amable agiliza tus trámites. Obtén ya el Permiso de Obras.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="71"/>
        <source>A neighbour&apos;s site has leftover bricks. Build 1 free block on a district you own.</source>
        <translation>A la obra de tu vecino le sobran ladrillos. Construye 1 bloque gratis en un distrito tuyo.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="72"/>
        <source>Roadworks ahead! Go back 3 spaces.</source>
        <translation>¡Obras en la calzada! Retrocede 3 casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="73"/>
        <source>Green lights all the way. Move forward 3 spaces.</source>
        <translation>Todos los semáforos en verde. Avanza 3 casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="74"/>
        <source>Safety inspection! Pay $50k for each residential block and $100k for each industrial block you own.</source>
        <translation>¡Inspección de seguridad! Paga 50&#xa0;mil&#xa0;$ por cada bloque residencial y 100&#xa0;mil&#xa0;$ por cada bloque industrial que tengas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="75"/>
        <source>Your skyline wins an architecture prize. Collect $1M.</source>
        <translation>Tu perfil urbano gana un premio de arquitectura. Cobra 1&#xa0;M$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="76"/>
        <source>You host the street party. Pay each other player $200k.</source>
        <translation>Organizas la fiesta del barrio. Paga 200&#xa0;mil&#xa0;$ a cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="77"/>
        <source>It&apos;s your ribbon-cutting ceremony! Collect $300k from each other player.</source>
        <translation>¡Es tu inauguración! Cobra 300&#xa0;mil&#xa0;$ de cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="78"/>
        <source>Hop on a water taxi. Advance to the next bridge.</source>
        <translation>Súbete a un taxi acuático. Avanza hasta el próximo puente.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="79"/>
        <source>Catch the express tram. Advance to GO and collect your salary.</source>
        <translation>Toma el tranvía exprés. Avanza hasta la SALIDA y cobra tu sueldo.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="80"/>
        <source>Caught racing the bridge as it rose! Go to jail.</source>
        <translation>¡Te pillan cruzando el puente mientras se levantaba! Ve a la cárcel.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="81"/>
        <source>Parking ticket on the bridge ramp. Pay $200k.</source>
        <translation>Multa por aparcar en la rampa del puente. Paga 200&#xa0;mil&#xa0;$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="82"/>
        <source>The city rates bill arrives. Pay $1M.</source>
        <translation>Llega el recibo de los impuestos municipales. Paga 1&#xa0;M$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="83"/>
        <source>You overpaid your rates last year. Collect a $500k refund.</source>
        <translation>El año pasado pagaste de más en impuestos municipales. Cobra una devolución de 500&#xa0;mil&#xa0;$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="84"/>
        <source>Your crane blocks the high street. Pay a $300k fine.</source>
        <translation>Tu grúa bloquea la calle mayor. Paga una multa de 300&#xa0;mil&#xa0;$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="85"/>
        <source>The council owes you a favour. Move a hazard up to 2 spaces for free.</source>
        <translation>El ayuntamiento te debe un favor. Mueve gratis una edificación peligrosa hasta 2 casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="86"/>
        <source>A property scout has a tip for you. Advance to the next unowned district.</source>
        <translation>Un cazador de inmuebles te da un soplo. Avanza hasta el próximo distrito sin dueño.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="87"/>
        <source>Drop in at the planning office. Advance to the next Planning Permission space.</source>
        <translation>Pásate por la oficina de urbanismo. Avanza hasta la próxima casilla de Permiso de Obras.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="88"/>
        <source>A storm rattles the rooftops. Pay $100k for each residential block and $50k for each industrial block you own.</source>
        <translation>Una tormenta sacude los tejados. Paga 100&#xa0;mil&#xa0;$ por cada bloque residencial y 50&#xa0;mil&#xa0;$ por cada bloque industrial que tengas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="89"/>
        <source>Tenants love your neighbourhoods. Collect $200k for each district you own.</source>
        <translation>A los inquilinos les encantan tus barrios. Cobra 200&#xa0;mil&#xa0;$ por cada distrito que tengas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="90"/>
        <source>Wrong turn at the roundabout. Go back 2 spaces.</source>
        <translation>Te confundes en la rotonda. Retrocede 2 casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="91"/>
        <source>Prefab homes arrive early. Build 2 free residential blocks on a district you own.</source>
        <translation>Las casas prefabricadas llegan antes de tiempo. Construye 2 bloques residenciales gratis en un distrito tuyo.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="92"/>
        <source>A late cement delivery holds up your site. Pay $400k.</source>
        <translation>El cemento llega tarde y tu obra se para. Paga 400&#xa0;mil&#xa0;$.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="93"/>
        <source>A factory sells off a spare unit. Build 1 free industrial block on a district you own.</source>
        <translation>Una fábrica vende una nave que le sobra. Construye 1 bloque industrial gratis en un distrito tuyo.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="94"/>
        <source>Join the city marathon. Run forward 6 spaces.</source>
        <translation>Corre el maratón de la ciudad. Avanza 6 casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="95"/>
        <source>You sponsor the city marathon. Pay each other player $100k.</source>
        <translation>Patrocinas el maratón de la ciudad. Paga 100&#xa0;mil&#xa0;$ a cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="96"/>
        <source>Your plans make the evening news and win the public vote. Take Planning Permission now.</source>
        <translation>Tus planos salen en el telediario y ganan la votación popular. Obtén ya el Permiso de Obras.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="97"/>
        <source>Dress the town for the festival. Pay $40k for each residential block and $80k for each industrial block you own.</source>
        <translation>Engalana la ciudad para las fiestas. Paga 40&#xa0;mil&#xa0;$ por cada bloque residencial y 80&#xa0;mil&#xa0;$ por cada bloque industrial que tengas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="98"/>
        <source>Deliver blueprints to the jail&apos;s new wing. Advance to Jail, just visiting.</source>
        <translation>Lleva los planos al ala nueva de la cárcel. Avanza hasta la Cárcel, solo de visita.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="99"/>
        <source>Caught fishing off the bridge without a licence! Go to jail.</source>
        <translation>¡Te pillan pescando desde el puente sin licencia! Ve a la cárcel.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="100"/>
        <source>Your neighbourhood crowdfund pays out. Collect $100k for each district you own.</source>
        <translation>La colecta de tu barrio da fruto. Cobra 100&#xa0;mil&#xa0;$ por cada distrito que tengas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="101"/>
        <source>A water main bursts under your site. Pay $200k.</source>
        <translation>Revienta una tubería bajo tu obra. Paga 200&#xa0;mil&#xa0;$.</translation>
    </message>
</context>
<context>
    <name>ChanceCardWidget</name>
    <message>
        <location filename="../play/widgets.py" line="152"/>
        <source>Chance — {player} follows the {half} half</source>
        <translation>Suerte — {player} sigue la mitad de puente {half}</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="153"/>
        <source>UP</source>
        <translation>LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="153"/>
        <source>DOWN</source>
        <translation>BAJADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="155"/>
        <source>Bridge UP</source>
        <translation>Puente LEVANTADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="156"/>
        <source>Bridge DOWN</source>
        <translation>Puente BAJADO</translation>
    </message>
    <message>
        <location filename="../play/widgets.py" line="170"/>
        <source>{deck} — {player}</source>
        <translation>{deck} — {player}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../charts/balance.py" line="77"/>
        <source>{space}: {turn} of turns land here, {roll} of rolls</source>
        <translation>{space}: aquí cae el {turn} de los turnos, el {roll} de las tiradas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="79"/>
        <source>In jail</source>
        <translation>En la cárcel</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="81"/>
        <source>{space}: {turn} of turns end a roll in jail, {roll} of rolls</source>
        <translation>{space}: el {turn} de los turnos acaba una tirada en la cárcel, el {roll} de las tiradas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="86"/>
        <source>Other spaces</source>
        <translation>Otras casillas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="88"/>
        <source>Landing odds per space</source>
        <translation>Probabilidad de caer en cada casilla</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="89"/>
        <source>landings per turn</source>
        <translation>caídas por turno</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="100"/>
        <source>p10 {turns}</source>
        <translation>p10 {turns}</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="101"/>
        <source>median {turns}</source>
        <translation>mediana {turns}</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="102"/>
        <source>p90 {turns}</source>
        <translation>p90 {turns}</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="106"/>
        <source>the box: about {minutes} min</source>
        <translation>la caja: unos {minutes} min</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="110"/>
        <source>{low} to {high} player-turns: {count} games</source>
        <translation>de {low} a {high} turnos de jugador: {count} partidas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="114"/>
        <source>Game length</source>
        <translation>Duración de la partida</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="115"/>
        <source>player-turns per game</source>
        <translation>turnos de jugador por partida</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="115"/>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="117"/>
        <source>minutes at 30 s a turn</source>
        <translation>minutos a 30 s por turno</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="134"/>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="136"/>
        <source>{who}: wins {rate} (95% interval {low} to {high})</source>
        <translation>{who}: gana el {rate} (intervalo del 95 %: de {low} a {high})</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="140"/>
        <source>Wins by turn order (95% interval)</source>
        <translation>Victorias por orden de turno (intervalo del 95 %)</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="141"/>
        <source>Wins per seat (95% interval)</source>
        <translation>Victorias por puesto (intervalo del 95 %)</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="143"/>
        <source>games won</source>
        <translation>partidas ganadas</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="145"/>
        <source>fair share {share}</source>
        <translation>reparto justo {share}</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="153"/>
        <source>1st to play</source>
        <translation>1.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="153"/>
        <source>2nd to play</source>
        <translation>2.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="154"/>
        <source>3rd to play</source>
        <translation>3.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="154"/>
        <source>4th to play</source>
        <translation>4.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="155"/>
        <source>5th to play</source>
        <translation>5.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="155"/>
        <source>6th to play</source>
        <translation>6.º en jugar</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="246"/>
        <source>{turns} turns</source>
        <translation>{turns} turnos</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="247"/>
        <source>{group}: costs {cost}, paid back in {turns} opponent turns</source>
        <translation>{group}: cuesta {cost}, se recupera en {turns} turnos de los rivales</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="249"/>
        <source>{group}: costs {cost}, never paid back</source>
        <translation>{group}: cuesta {cost}, nunca se recupera</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="257"/>
        <source>Payback per colour group</source>
        <translation>Recuperación por grupo de color</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="255"/>
        <source>opponent turns to pay back the districts and their blocks</source>
        <translation>turnos de los rivales para recuperar los distritos y sus bloques</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="259"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="276"/>
        <source>Money moved per game</source>
        <translation>Dinero movido por partida</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="277"/>
        <source>on average, per game</source>
        <translation>de media, por partida</translation>
    </message>
    <message>
        <location filename="../charts/painters.py" line="150"/>
        <source>No figures yet</source>
        <translation>Aún no hay cifras</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="164"/>
        <source>Stations</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="165"/>
        <source>Utilities</source>
        <translation>Compañías</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="253"/>
        <source>opponent turns to pay back the streets and {houses} houses on each</source>
        <translation>turnos de rivales para recuperar las calles y {houses} casas en cada una</translation>
    </message>
</context>
<context>
    <name>ColourGroups</name>
    <message>
        <location filename="../core/datawords.py" line="45"/>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="46"/>
        <source>Light blue</source>
        <translation>Celeste</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="47"/>
        <source>Pink</source>
        <translation>Fucsia</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="48"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="49"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="50"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="51"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="52"/>
        <source>Dark blue</source>
        <translation>Índigo</translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <location filename="../app/launch_cli.py" line="23"/>
        <source>start a hotseat game directly</source>
        <translation>empieza directamente una partida por turnos en la misma pantalla</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="25"/>
        <source>a built-in track or board (traditional: the traditional game), or a track or square board file; the same as --track</source>
        <translation>un circuito o tablero incorporado (traditional: el juego tradicional), o un archivo de circuito o de tablero cuadrado; lo mismo que --track</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="27"/>
        <source>built-in track name or track file (default: starter)</source>
        <translation>nombre de un tablero incluido o archivo de tablero (por defecto: starter)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="29"/>
        <source>players as &quot;Name:human,Name:computer:good,...&quot; (strength simple or good)</source>
        <translation>jugadores como &quot;Nombre:human,Nombre:computer:good,...&quot; (nivel simple o good)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="30"/>
        <source>the game&apos;s random seed (default: from the clock)</source>
        <translation>la semilla aleatoria de la partida (por defecto: del reloj)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="32"/>
        <source>who rolls: the program (default), or the players with real dice, entering each roll in the window (not with --autoplay)</source>
        <translation>quién tira: el programa (por defecto) o los jugadores con dados de verdad, anotando cada tirada en la ventana (no con --autoplay)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="35"/>
        <source>computer players act without pauses or animations until the game ends</source>
        <translation>los jugadores del ordenador juegan sin pausas ni animaciones hasta el final</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="36"/>
        <source>computer players&apos; pause in milliseconds</source>
        <translation>pausa de los jugadores del ordenador, en milisegundos</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="37"/>
        <source>no dice tumble, no stepping movers</source>
        <translation>sin dados rodando ni fichas avanzando paso a paso</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="39"/>
        <source>end the game after N rounds without a bankruptcy (default: the preset&apos;s house rule; the traditional game: none)</source>
        <translation>terminar la partida tras N rondas sin bancarrota (por defecto: la regla de la casa del modo; el juego tradicional: ninguna)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="42"/>
        <source>render the window after setup (or at the end with --autoplay) and exit</source>
        <translation>guarda la ventana como imagen tras prepararla (o al final con --autoplay) y sale</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="45"/>
        <source>open the home window (new game, resume, open, edit)</source>
        <translation>abre la ventana de inicio (nueva partida, continuar, abrir, editar)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="46"/>
        <location filename="../cli.py" line="85"/>
        <source>render the window to a PNG and exit</source>
        <translation>guarda la ventana como PNG y sale</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="82"/>
        <source>error: --autoplay cannot play a game whose dice are rolled at the table (--dice table)</source>
        <translation>error: --autoplay no puede jugar una partida cuyos dados se tiran en la mesa (--dice table)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="76"/>
        <source>the balance lab: exact landing odds, money figures and simulated games of a track</source>
        <translation>el laboratorio de equilibrio: probabilidades exactas de caer, cifras de dinero y partidas simuladas de un tablero</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="77"/>
        <source>Exact landing odds of a track (per roll and per turn, and in jail), what they mean in money, and the figures of simulated games of computer players.</source>
        <translation>Probabilidades exactas de caer en cada casilla de un tablero (por tirada y por turno, y en la cárcel), lo que significan en dinero, y las cifras de partidas simuladas de jugadores del ordenador.</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="82"/>
        <source>games to simulate, 0 for none (default: 100)</source>
        <translation>partidas que simular, 0 para ninguna (por defecto: 100)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="90"/>
        <source>how a player in jail plays, for the exact odds: short (leave at once, paying the fine) or long (stay and roll for a double as long as the rules allow) (default: short)</source>
        <translation>cómo juega quien está en la cárcel, para las probabilidades exactas: short (sale enseguida pagando la multa) o long (se queda y tira buscando dobles mientras las reglas lo permitan) (por defecto: short)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="96"/>
        <source>the default: after the answer, propose a Fair start, searched in rounds of --games games until it is precise, then proven by enough games with fresh seeds to show every place within ±2 points (a minute or more on a laptop; the answer prints first, and Ctrl+C stops the proposal and keeps the answer)</source>
        <translation>lo predeterminado: tras la respuesta, propone un inicio justo, buscado en rondas de --games partidas hasta que sea preciso y luego probado con partidas de semillas nuevas suficientes para mostrar cada puesto a ±2 puntos o menos (un minuto o más en un portátil; la respuesta se imprime primero, y Ctrl+C detiene la propuesta y conserva la respuesta)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="102"/>
        <source>a quick Fair start instead of the proof: searched in rounds of --games games, verified by N games with fresh seeds (0: none, as --no-fair)</source>
        <translation>un inicio justo rápido en lugar de la prueba: buscado en rondas de --games partidas y verificado con N partidas de semillas nuevas (0: ninguno, como --no-fair)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="106"/>
        <source>the quick answer alone, without the Fair start proposal that follows it by default (the proposal is the next step of every report, so it is on unless asked off)</source>
        <translation>solo la respuesta rápida, sin la propuesta de inicio justo que la sigue por defecto (la propuesta es el paso siguiente de cada informe, así que está activa salvo que se pida lo contrario)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="110"/>
        <source>whether the Fair start&apos;s last place also starts with a district or property, free: auto (the program weighs a few and gives one where the Fair start then puts less into the game), none, or the id of one (default: auto)</source>
        <translation>si el último puesto del inicio justo empieza también con un distrito o una propiedad, gratis: auto (el programa sopesa unos cuantos y da uno donde el inicio justo mete entonces menos en la partida), none, o el id de uno (por defecto: auto)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="120"/>
        <location filename="../app/launch_cli.py" line="91"/>
        <location filename="../app/launch_cli.py" line="100"/>
        <location filename="../cli.py" line="183"/>
        <location filename="../cli.py" line="248"/>
        <location filename="../generate_cli.py" line="95"/>
        <location filename="../simulate_cli.py" line="76"/>
        <source>error: {message}</source>
        <translation>error: {message}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="134"/>
        <source>--games must be at least 0 and --jobs at least 1</source>
        <translation>--games debe ser al menos 0 y --jobs al menos 1</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="137"/>
        <source>--fair-games must be at least 0</source>
        <translation>--fair-games debe ser al menos 0</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="153"/>
        <source>{track}: the rule set {rules} has no balance figures (ubuild simulate plays its games)</source>
        <translation>{track}: las reglas {rules} no tienen cifras de equilibrio (ubuild simulate juega sus partidas)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="203"/>
        <source>--fair-gift: {gift} is no district or property of {file} (auto, none or one of: {ids})</source>
        <translation>--fair-gift: {gift} no es un distrito ni una propiedad de {file} (auto, none o uno de: {ids})</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="250"/>
        <location filename="../analyze_cli.py" line="359"/>
        <location filename="../analyze_cli.py" line="364"/>
        <source>{file}: cannot write the report ({reason})</source>
        <translation>{file}: no se puede escribir el informe ({reason})</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="254"/>
        <source>report written to {file}</source>
        <translation>informe escrito en {file}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="451"/>
        <source>simulation: stopped (Ctrl+C) before its games ended; the figures above are complete</source>
        <translation>simulación: detenida (Ctrl+C) antes de terminar sus partidas; las cifras de arriba están completas</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="465"/>
        <source>short (leave jail at once, paying the fine)</source>
        <translation>short (sale de la cárcel enseguida, pagando la multa)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="466"/>
        <source>long (stay in jail and roll for a double)</source>
        <translation>long (se queda en la cárcel y tira buscando dobles)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="468"/>
        <source>{ref}: {spaces}, {rules} rules, {players}; jail: {jail}</source>
        <translation>{ref}: {spaces}, reglas {rules}, {players}; cárcel: {jail}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="472"/>
        <source>landing odds (exact): share of rolls, share of turns</source>
        <translation>probabilidad de caer (exacta): parte de las tiradas, parte de los turnos</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="474"/>
        <source>in jail</source>
        <translation>en la cárcel</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="481"/>
        <source>  rolls per turn: {rolls}; the shares of rolls sum to {total}</source>
        <translation>  tiradas por turno: {rolls}; las partes de las tiradas suman {total}</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="165"/>
        <source>verdict: fair: every place in the turn order wins within ±{points} points of {share}, 95% intervals included (the farthest reaches {worst} points)</source>
        <translation>veredicto: justo: cada puesto del orden de turno gana a ±{points} puntos del {share} o menos, intervalos del 95 % incluidos (el más lejano llega a {worst} puntos)</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="119"/>
        <source>Fair start: not proposed (--no-fair); without --no-fair a Fair start follows the answer, searched and then proven.</source>
        <extracomment>What became of the Fair start of an analysis (``fair_start_status``&apos;s ``state``).</extracomment>
        <translation>Inicio justo: no propuesto (--no-fair); sin --no-fair un inicio justo sigue a la respuesta, buscado y luego probado.</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="122"/>
        <source>Fair start: not proposed: it needs the simulated games (--games 0 plays none).</source>
        <translation>Inicio justo: no propuesto: necesita las partidas simuladas (--games 0 no juega ninguna).</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="125"/>
        <source>Fair start: {sentence}</source>
        <translation>Inicio justo: {sentence}</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="128"/>
        <source>Fair start: {sentence} (Ctrl+C; the answer above is complete)</source>
        <translation>Inicio justo: {sentence} (Ctrl+C; la respuesta de arriba está completa)</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="173"/>
        <source>verdict: not fair: place {place} in the turn order wins {rate} (95% interval {low}-{high}), {off} points from {share}, where ±{points} is fair; the Fair start below evens it</source>
        <translation>veredicto: no es justo: el puesto {place} del orden de turno gana el {rate} (intervalo del 95 %: {low}-{high}), a {off} puntos del {share}, cuando lo justo es ±{points}; el inicio justo de abajo lo iguala</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="177"/>
        <source>verdict: probably not fair: place {place} in the turn order wins {rate}, {off} points from {share}, where ±{points} is fair, but its 95% interval ({low}-{high}) reaches the fair range; more games (--games) would tell</source>
        <translation>veredicto: probablemente no es justo: el puesto {place} del orden de turno gana el {rate}, a {off} puntos del {share}, cuando lo justo es ±{points}, pero su intervalo del 95 % ({low}-{high}) llega a la franja justa; más partidas (--games) lo dirían</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="182"/>
        <source>verdict: not shown yet: every place wins within ±{points} points of {share}, but the 95% intervals reach {worst} points; many more games (--games) would tell</source>
        <translation>veredicto: aún sin demostrar: cada puesto gana a ±{points} puntos del {share} o menos, pero los intervalos del 95 % llegan a {worst} puntos; muchas más partidas (--games) lo dirían</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="185"/>
        <source>verdict: not shown yet: every place wins within ±{points} points of {share}, but the 95% intervals reach {worst} points; about {games} games would show it (--games)</source>
        <translation>veredicto: aún sin demostrar: cada puesto gana a ±{points} puntos del {share} o menos, pero los intervalos del 95 % llegan a {worst} puntos; unas {games} partidas lo mostrarían (--games)</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="207"/>
        <source>place</source>
        <translation>puesto</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="207"/>
        <source>gets</source>
        <translation>recibe</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="208"/>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="208"/>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="214"/>
        <location filename="../generate_cli.py" line="303"/>
        <source>{money} and {gift}</source>
        <translation>{money} y {gift}</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="215"/>
        <source>{place}.</source>
        <translation>{place}.º</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="219"/>
        <source>Fair start (proposed): the bank pays each place in the turn order once the roll-off has chosen the first player; searched in {rounds} rounds ({games} games), verified by {verify} games with fresh seeds:</source>
        <translation>Inicio justo (propuesta): la banca paga a cada puesto del orden de turno en cuanto la tirada de salida elige al primer jugador; buscado en {rounds} rondas ({games} partidas), verificado con {verify} partidas de semillas nuevas:</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="237"/>
        <source>fair: every place within ±{points} points of {share}, {confidence} intervals included (the farthest reaches {worst} points)</source>
        <translation>justo: cada puesto a ±{points} puntos del {share} o menos, intervalos del {confidence} incluidos (el más lejano llega a {worst} puntos)</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="244"/>
        <source>not shown yet: every rate is within ±{points} points of {share}, but the {confidence} intervals reach further; about {games} verification games would show it (--fair-games)</source>
        <translation>aún sin demostrar: cada tasa está a ±{points} puntos del {share} o menos, pero los intervalos del {confidence} llegan más lejos; unas {games} partidas de verificación lo mostrarían (--fair-games)</translation>
    </message>
    <message>
        <location filename="../analyze_fair.py" line="250"/>
        <source>not reached: a place is {off} points from {share}, too far to show within ±{points} points with its {confidence} interval; more games per round (--games) search closer</source>
        <translation>no alcanzado: un puesto está a {off} puntos del {share}, demasiado lejos para mostrarlo a ±{points} puntos o menos con su intervalo del {confidence}; con más partidas por ronda (--games) la búsqueda se acerca más</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="413"/>
        <source>most landed districts: {districts}</source>
        <translation>distritos donde más se cae: {districts}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="115"/>
        <source>also write a report with charts: a self-contained HTML page, one SVG drawing or an A4 PDF</source>
        <translation>escribe además un informe con gráficos: una página HTML autónoma, un dibujo SVG o un PDF en A4</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="356"/>
        <source>{file}: unknown report type (use .html, .svg or .pdf)</source>
        <translation>{file}: tipo de informe desconocido (usa .html, .svg o .pdf)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="415"/>
        <source>least landed districts: {districts}</source>
        <translation>distritos donde menos se cae: {districts}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="418"/>
        <source>expected rent per opponent turn with {counts} counted blocks:</source>
        <translation>alquiler esperado por turno de un rival con {counts} bloques contados:</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="427"/>
        <source>payback per colour group (districts plus {blocks} residential blocks on each):</source>
        <translation>recuperación por grupo de color (los distritos más {blocks} bloques residenciales en cada uno):</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="433"/>
        <location filename="../analyze_cli.py" line="543"/>
        <source>never paid back</source>
        <translation>nunca se recupera</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="435"/>
        <location filename="../analyze_cli.py" line="545"/>
        <source>{turns} opponent turns ({rounds} rounds)</source>
        <translation>{turns} turnos de los rivales ({rounds} rondas)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="437"/>
        <location filename="../analyze_cli.py" line="547"/>
        <source>  {group} costs {cost}: {paid}</source>
        <translation>  {group} cuesta {cost}: {paid}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="453"/>
        <source>simulation: none (--games 0)</source>
        <translation>simulación: ninguna (--games 0)</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="126"/>
        <source>note: autosave is off: {reason}</source>
        <translation>aviso: el guardado automático está desactivado: {reason}</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="129"/>
        <source>note: --autoplay plays the computer seats; the human seats still decide</source>
        <translation>aviso: --autoplay juega por los puestos del ordenador; los puestos humanos siguen decidiendo</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="140"/>
        <location filename="../app/launch_cli.py" line="210"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="200"/>
        <source>note: {notice}</source>
        <translation>aviso: {notice}</translation>
    </message>
    <message>
        <location filename="../cli.py" line="76"/>
        <source>U-Build Desktop: design and play tile-built tracks.</source>
        <translation>U-Build Desktop: diseña y juega tableros hechos de baldosas.</translation>
    </message>
    <message>
        <location filename="../cli.py" line="78"/>
        <source>print the version and exit</source>
        <translation>muestra la versión y termina</translation>
    </message>
    <message>
        <location filename="../cli.py" line="86"/>
        <source>colour the spaces by their exact landing odds (a heat map)</source>
        <translation>colorear las casillas por sus probabilidades exactas de caída (un mapa de calor)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="94"/>
        <source>print the result as a JSON document</source>
        <translation>escribe el resultado como documento JSON</translation>
    </message>
    <message>
        <location filename="../cli.py" line="81"/>
        <source>open a track or a square board in a window, with its problems marked</source>
        <translation>abre un tablero o un tablero cuadrado en una ventana, con sus problemas marcados</translation>
    </message>
    <message>
        <location filename="../cli.py" line="83"/>
        <source>built-in track or board name, or a track or board file (default: starter)</source>
        <translation>nombre de un tablero incluido o de un tablero cuadrado incluido, o un archivo de tablero o de tablero cuadrado (por defecto: starter)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="88"/>
        <source>the window&apos;s size for --screenshot (default: 1280x800)</source>
        <translation>el tamaño de la ventana para --screenshot (por defecto: 1280x800)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="91"/>
        <source>check tracks against the Freestyle rules, and square boards</source>
        <translation>comprueba tableros con las reglas de Estilo libre, y tableros cuadrados</translation>
    </message>
    <message>
        <location filename="../cli.py" line="92"/>
        <source>built-in track or board names, or track or board files</source>
        <translation>nombres de tableros o tableros cuadrados incluidos, o archivos de tablero o de tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../cli.py" line="97"/>
        <source>list the built-in tracks and boards</source>
        <translation>lista los tableros y tableros cuadrados incluidos</translation>
    </message>
    <message>
        <location filename="../cli.py" line="100"/>
        <source>print the JSON Schema of the track file format</source>
        <translation>escribe el JSON Schema del formato de archivo de tablero</translation>
    </message>
    <message>
        <location filename="../cli.py" line="103"/>
        <source>the square board file format&apos;s schema instead</source>
        <translation>en su lugar, el esquema del formato de archivo de tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../cli.py" line="105"/>
        <source>the board file format of the rule set NAME (ubuild, traditional...)</source>
        <translation>el formato de archivo de tablero de las reglas NAME (ubuild, traditional...)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="134"/>
        <source>rule preset to check against (default: the one the track declares)</source>
        <translation>modo de reglas con el que comprobar (por defecto: el que declara el tablero)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="140"/>
        <source>check the railroad (open) variant of the preset (default: as the track declares)</source>
        <translation>comprueba la variante con estaciones (abierta) del modo (por defecto: como declara el tablero)</translation>
    </message>
    <message>
        <location filename="../cli.py" line="152"/>
        <source>a size is WIDTHxHEIGHT in pixels, such as 1920x1080</source>
        <translation>un tamaño es ANCHOxALTO en píxeles, como 1920x1080</translation>
    </message>
    <message>
        <location filename="../cli.py" line="248"/>
        <source>no rule set named {name} has a board file format (these do: {names})</source>
        <translation>no hay reglas llamadas {name} con formato de archivo de tablero (lo tienen: {names})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="168"/>
        <source>{track}: {summary} ({preset})</source>
        <extracomment>``ubuild validate``&apos;s line about it: ``{track}`` the file as given, ``{summary}``, ``{preset}`` :meth:`checked_against`&apos;s.</extracomment>
        <translation>{track}: {summary} ({preset})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="151"/>
        <source>pieces {pieces}</source>
        <translation>piezas {pieces}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="152"/>
        <source>cells {cells}</source>
        <translation>casillas {cells}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="119"/>
        <source>{board}: {summary} (square board)</source>
        <extracomment>``ubuild validate``&apos;s line about it: ``{board}`` the file as given, ``{summary}``.</extracomment>
        <translation>{board}: {summary} (tablero cuadrado)</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="110"/>
        <source>space {number}</source>
        <translation>casilla {number}</translation>
    </message>
    <message>
        <location filename="../console.py" line="271"/>
        <source>square board</source>
        <translation>tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../console.py" line="224"/>
        <source>simple</source>
        <translation>sencillo</translation>
    </message>
    <message>
        <location filename="../console.py" line="224"/>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <location filename="../app/launch_cli.py" line="51"/>
        <source>open the track editor (on a built-in track, a file, or an empty table)</source>
        <translation>abre el editor de tableros (con un tablero incluido, un archivo o la mesa vacía)</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="68"/>
        <source>render the editor window to a PNG and exit</source>
        <translation>guarda la ventana del editor como PNG y sale</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="33"/>
        <source>export a track as PNG, SVG or PDF (true tile size), headless</source>
        <translation>exporta un tablero como PNG, SVG o PDF (a tamaño real), sin ventana</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="80"/>
        <location filename="../editor/editor_cli.py" line="34"/>
        <source>built-in track name or track file</source>
        <translation>nombre de un tablero incluido o archivo de tablero</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="35"/>
        <source>output file</source>
        <translation>archivo de salida</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="38"/>
        <source>PDF: size of one hex across its flats in mm (default: the editor&apos;s setting, 40)</source>
        <translation>PDF: tamaño de un hexágono entre lados planos en mm (por defecto: el del editor, 40)</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="42"/>
        <source>PDF: refuse a PDF of more than N pages, parts list included (default: {pages})</source>
        <translation>PDF: rechaza un PDF de más de N páginas, lista de piezas incluida (por defecto: {pages})</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="66"/>
        <source>built-in track or square board name, or a track or board file (default: an empty track)</source>
        <translation>nombre de un tablero o tablero cuadrado incluido, o un archivo de tablero o de tablero cuadrado (por defecto: un tablero vacío)</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="85"/>
        <source>{file}: the boards of the rule set {rules} have no editor</source>
        <translation>{file}: los tableros de las reglas {rules} no tienen editor</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="130"/>
        <source>{file}: unknown file type (use .png, .svg or .pdf)</source>
        <translation>{file}: tipo de archivo desconocido (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="168"/>
        <location filename="../editor/editor_cli.py" line="231"/>
        <source>{file}: {width} x {height} pixels</source>
        <translation>{file}: {width} x {height} píxeles</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="172"/>
        <location filename="../editor/editor_cli.py" line="235"/>
        <source>{file}: {width} x {height} units</source>
        <translation>{file}: {width} x {height} unidades</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="177"/>
        <source>--hex-size-mm must be between {min} and {max}</source>
        <translation>--hex-size-mm debe estar entre {min} y {max}</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="182"/>
        <source>--max-pages must be at least 1</source>
        <translation>--max-pages debe ser al menos 1</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="187"/>
        <source>{file}: the PDF would need {pages} pages, more than the {limit} allowed; nothing written (use --max-pages {count} to allow them, or a smaller --hex-size-mm)</source>
        <translation>{file}: el PDF necesitaría {pages} páginas, más de las {limit} permitidas; no se ha escrito nada (usa --max-pages {count} para permitirlas, o un --hex-size-mm menor)</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="193"/>
        <source>{file}: {pages}, hexes {size} mm across</source>
        <translation>{file}: {pages}, hexágonos de {size} mm</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="223"/>
        <source>{file}: cannot draw this board: {problem}</source>
        <extracomment>The shared export&apos;s PNG: pixels across the board (the square-board editor&apos;s export from code).</extracomment>
        <translation>{file}: no se puede dibujar este tablero: {problem}</translation>
    </message>
    <message>
        <location filename="../editor/editor_cli.py" line="239"/>
        <source>{file}: {pages}</source>
        <translation>{file}: {pages}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="37"/>
        <source>play all-computer games headless and print lengths, win rates and landings</source>
        <translation>juega partidas solo entre el ordenador, sin ventana, y escribe duraciones, victorias y caídas en casillas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="38"/>
        <source>Play all-computer games headless and print speed, game length, win rates and landings.</source>
        <translation>Juega partidas solo entre el ordenador, sin ventana, y escribe la velocidad, la duración de las partidas, las victorias y las caídas en casillas.</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="44"/>
        <source>built-in track name or track file (default: classic)</source>
        <translation>nombre de un tablero incluido o archivo de tablero (por defecto: classic)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="88"/>
        <location filename="../simulate_cli.py" line="45"/>
        <source>players per game (default: 4)</source>
        <translation>jugadores por partida (por defecto: 4)</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="49"/>
        <source>games to play (default: 100)</source>
        <translation>partidas a jugar (por defecto: 100)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="86"/>
        <location filename="../simulate_cli.py" line="50"/>
        <source>seed of the run (default: 0)</source>
        <translation>semilla de la tanda (por defecto: 0)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="84"/>
        <location filename="../generate_cli.py" line="65"/>
        <location filename="../simulate_cli.py" line="52"/>
        <source>processes to use, or all (one per core); the results do not depend on it (default: 1)</source>
        <translation>procesos a usar, o all (uno por núcleo); los resultados no dependen de ello (por defecto: 1)</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="55"/>
        <source>last-resort guard in player-turns per game, should never trigger: games end by bankruptcy or at the round limit (default: 3000)</source>
        <translation>tope de seguridad en turnos de jugador por partida, nunca debería saltar: las partidas acaban por bancarrota o en el límite de rondas (por defecto: 3000)</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="93"/>
        <location filename="../simulate_cli.py" line="60"/>
        <source>print the figures as a JSON document</source>
        <translation>escribe las cifras como documento JSON</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="71"/>
        <source>{text} is neither a number nor all</source>
        <translation>{text} no es ni un número ni all</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="88"/>
        <source>--games, --jobs and --cap must be at least 1</source>
        <translation>--games, --jobs y --cap deben ser al menos 1</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="99"/>
        <source>--round-limit must be a whole number of rounds (at least 1), default or none</source>
        <translation>--round-limit debe ser un número entero de rondas (al menos 1), default o none</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/rule_set.py" line="73"/>
        <source>{track}: not a valid {preset} track: {problem}</source>
        <extracomment>U-Build&apos;s reasons money moves (its simulation summary&apos;s ``money_flows``), in the order of the enum.</extracomment>
        <translation>{track}: no es un tablero {preset} válido: {problem}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="181"/>
        <source>simulate: {done}/{games} ({percent})</source>
        <translation>simulate: {done}/{games} ({percent})</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="185"/>
        <source>, {rate} games/s</source>
        <translation>, {rate} partidas/s</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="187"/>
        <source>, about {time} left</source>
        <translation>, quedan unos {time}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="194"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="197"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="199"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="217"/>
        <source> + railroads</source>
        <translation> + estaciones</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="219"/>
        <source> (seeds: {seeds})</source>
        <translation> (semillas: {seeds})</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="228"/>
        <source>; SAFETY CAP ({cap} turns) HIT {times} (an engine bug), seeds: {seeds}</source>
        <translation>; TOPE DE SEGURIDAD ({cap} turnos) ALCANZADO {times} (un error del motor), semillas: {seeds}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="232"/>
        <source> (safety cap of {cap} turns never hit)</source>
        <translation> (el tope de seguridad de {cap} turnos nunca se alcanzó)</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="234"/>
        <source>{ref}: {games}, {players} ({strengths}), {rules} rules{railroads}, seed {seed}, {jobs}</source>
        <translation>{ref}: {games}, {players} ({strengths}), reglas {rules}{railroads}, semilla {seed}, {jobs}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="238"/>
        <source>speed: {games} games/s, {rolls} dice rolls/s ({seconds} s; engine: {engine})</source>
        <translation>velocidad: {games} partidas/s, {rolls} tiradas/s ({seconds} s; motor: {engine})</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="241"/>
        <source>player-turns per game: median {median}, p10 {p10}, p90 {p90} (mean {mean}, min {min}, max {max}); about {minutes} min at 30 s a turn (the box: about {box_minutes} min); rounds: median {rounds_median}, p90 {rounds_p90}, max {rounds_max}</source>
        <translation>turnos de jugador por partida: mediana {median}, p10 {p10}, p90 {p90} (media {mean}, mín. {min}, máx. {max}); unos {minutes} min a 30 s por turno (la caja: unos {box_minutes} min); rondas: mediana {rounds_median}, p90 {rounds_p90}, máx. {rounds_max}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="253"/>
        <source>ended by bankruptcy: {bankruptcy}; at the round limit ({limit} rounds): {at_limit}</source>
        <translation>acabadas por bancarrota: {bankruptcy}; en el límite de rondas ({limit} rondas): {at_limit}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="312"/>
        <source>Fair start</source>
        <translation>inicio justo</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="313"/>
        <source>mortgaged titles handed to the bank</source>
        <translation>títulos hipotecados entregados al banco</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="319"/>
        <source>properties bought</source>
        <extracomment>The traditional game&apos;s own words for a flow U-Build names otherwise.</extracomment>
        <translation>propiedades compradas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="340"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="258"/>
        <source>win rate per seat: {rates}</source>
        <translation>victorias por puesto: {rates}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="41"/>
        <source>built-in track or board name (traditional), or a track or square board file (default: the --track option&apos;s)</source>
        <translation>nombre de un tablero incluido o de un tablero cuadrado (traditional), o archivo de tablero o de tablero cuadrado (por defecto: el de la opción --track)</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="47"/>
        <source>simple, good, mixed (alternating, rotated every game) or a comma list per seat such as simple,good (default: good)</source>
        <translation>simple, good, mixed (alternos, rotando en cada partida) o una lista por puesto separada por comas como simple,good (por defecto: good)</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="58"/>
        <source>rounds after which a game ends (the round limit house rule): the preset&apos;s default (4x the book&apos;s length; the traditional game: 200), a number, or none (experiments only)</source>
        <translation>rondas tras las que acaba una partida (la regla de la casa del límite de rondas): default, la del modo (4 veces la duración del libro; el juego tradicional: 200), un número, o none (solo para experimentos)</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/rule_set.py" line="73"/>
        <source>{board}: not a valid square board: {problem}</source>
        <extracomment>The traditional game&apos;s reasons money moves (its simulation summary&apos;s ``money_flows``). A simulated traditional game&apos;s round limit unless one is given: about four times the median game of simple players (about 50 rounds), as U-Build&apos;s is four times the book&apos;s.</extracomment>
        <translation>{board}: no es un tablero cuadrado válido: {problem}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="224"/>
        <source>; ended by the action limit (a loop of the rules or players) {times}, seeds: {seeds}</source>
        <translation>; acabadas por el límite de acciones (un bucle de las reglas o de los jugadores) {times}, semillas: {seeds}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="246"/>
        <source>player-turns per game: median {median}, p10 {p10}, p90 {p90} (mean {mean}, min {min}, max {max}); about {minutes} min at 30 s a turn; rounds: median {rounds_median}, p90 {rounds_p90}, max {rounds_max}</source>
        <translation>turnos de jugador por partida: mediana {median}, p10 {p10}, p90 {p90} (media {mean}, mín. {min}, máx. {max}); unos {minutes} min a 30 s por turno; rondas: mediana {rounds_median}, p90 {rounds_p90}, máx. {rounds_max}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="255"/>
        <source>ended by bankruptcy: {bankruptcy}; no round limit</source>
        <translation>acabadas por bancarrota: {bankruptcy}; sin límite de rondas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="260"/>
        <source>win rate by turn order (1 = the roll-off&apos;s winner): {rates}</source>
        <translation>victorias por orden de turno (1 = quien ganó la tirada de salida): {rates}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="264"/>
        <source>95% interval of the win rate per seat: {intervals}</source>
        <translation>intervalo del 95 % de las victorias por puesto: {intervals}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="267"/>
        <source>95% interval of the win rate by turn order: {intervals}</source>
        <translation>intervalo del 95 % de las victorias por orden de turno: {intervals}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="270"/>
        <source>money moved per game (average):</source>
        <translation>dinero movido por partida (media):</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="273"/>
        <source>win rate per strength (wins per seat held): {rates}</source>
        <translation>victorias por nivel (victorias por puesto ocupado): {rates}</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="275"/>
        <source>deals: {proposed} proposed, {accepted} accepted</source>
        <translation>tratos: {proposed} propuestos, {accepted} aceptados</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="279"/>
        <source>landings per space:</source>
        <translation>caídas por casilla:</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="287"/>
        <source>rent</source>
        <extracomment>The words of each money flow of the summary (``FLOW_NAMES``&apos; values), in the order shown.</extracomment>
        <translation>alquiler</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="288"/>
        <source>bridge tolls</source>
        <translation>peajes de puente</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="289"/>
        <source>salaries</source>
        <translation>pasos por SALIDA</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="290"/>
        <source>paid hazard moves</source>
        <translation>movimientos de edificaciones peligrosas pagados</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="291"/>
        <source>jail fines</source>
        <translation>multas de la cárcel</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="292"/>
        <source>Chance cards</source>
        <translation>cartas de Suerte</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="293"/>
        <source>Chance: per block</source>
        <translation>Suerte: por bloque</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="294"/>
        <source>Chance: per district</source>
        <translation>Suerte: por distrito</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="295"/>
        <source>districts bought</source>
        <translation>distritos comprados</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="296"/>
        <source>auctions</source>
        <translation>subastas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="297"/>
        <source>blocks</source>
        <translation>bloques</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="298"/>
        <source>skyscrapers</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="299"/>
        <source>stadiums</source>
        <translation>estadios</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="300"/>
        <source>Towers</source>
        <translation>Torres</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="301"/>
        <source>mortgages</source>
        <translation>hipotecas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="302"/>
        <source>mortgages repaid</source>
        <translation>hipotecas levantadas</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="303"/>
        <source>deals</source>
        <translation>tratos</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="304"/>
        <source>bankruptcy</source>
        <translation>bancarrota</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="305"/>
        <source>taxes</source>
        <translation>impuestos</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="306"/>
        <source>Community Chest cards</source>
        <translation>cartas de Caja de comunidad</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="307"/>
        <source>repairs</source>
        <translation>reparaciones</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="308"/>
        <source>Free Parking pot</source>
        <translation>bote del Parking gratuito</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="309"/>
        <source>houses and hotels</source>
        <translation>casas y hoteles</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="310"/>
        <source>buildings sold</source>
        <translation>edificios vendidos</translation>
    </message>
    <message>
        <location filename="../simulate_cli.py" line="311"/>
        <source>mortgage interest</source>
        <translation>intereses de hipotecas</translation>
    </message>
    <message>
        <location filename="../core/engine/simulate_game.py" line="136"/>
        <source>no strength given</source>
        <extracomment>The order of ``GameResult.flows``: every reason money moves, in every rule set. The name of each reason in ``summarize(run)[&quot;results&quot;][&quot;money_flows&quot;]`` (a rule set&apos;s summary lists its own reasons: :attr:`RuleSet.flows`).</extracomment>
        <translation>no se ha indicado ninguna fuerza</translation>
    </message>
    <message>
        <location filename="../core/engine/simulate_game.py" line="138"/>
        <source>{mixed} stands alone: it cannot be part of a comma list</source>
        <translation>{mixed} va sola: no puede formar parte de una lista separada por comas</translation>
    </message>
    <message>
        <location filename="../core/engine/simulate_game.py" line="145"/>
        <source>unknown strength {strength} (choose from {strengths}, {mixed} or a comma list)</source>
        <translation>fuerza desconocida {strength} (elija entre {strengths}, {mixed} o una lista separada por comas)</translation>
    </message>
    <message>
        <location filename="../core/engine/simulate_game.py" line="148"/>
        <source>the {rules} rules have no {strength} computer player (choose from {strengths})</source>
        <translation>las reglas {rules} no tienen jugador de ordenador {strength} (elija entre {strengths})</translation>
    </message>
    <message>
        <location filename="../core/engine/simulate_game.py" line="218"/>
        <source>{strengths} strengths for {players} players</source>
        <translation>{strengths} fuerzas para {players} jugadores</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="509"/>
        <source>most landed properties: {properties}</source>
        <translation>propiedades más visitadas: {properties}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="510"/>
        <source>least landed properties: {properties}</source>
        <translation>propiedades menos visitadas: {properties}</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="514"/>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="514"/>
        <source>hotel</source>
        <translation>hotel</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="515"/>
        <source>expected rent per opponent turn, a street with its whole group bare, 1 to 4 houses or a hotel:</source>
        <translation>alquiler esperado por turno de un rival, una calle con su grupo entero sin edificar, de 1 a 4 casas o un hotel:</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="523"/>
        <source>stations and utilities, by how many of them the owner holds:</source>
        <translation>estaciones y compañías, según cuántas tiene su dueño:</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="530"/>
        <source>payback per colour group in opponent turns (its streets and their houses), whole group bare, 1 to 4 houses or a hotel:</source>
        <translation>recuperación por grupo de color en turnos de rivales (sus calles y sus casas), grupo entero sin edificar, de 1 a 4 casas o un hotel:</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="534"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="538"/>
        <source>all {count} stations</source>
        <translation>el conjunto de las {count} estaciones</translation>
    </message>
    <message>
        <location filename="../analyze_cli.py" line="539"/>
        <source>all {count} utilities</source>
        <translation>el conjunto de las {count} compañías</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="46"/>
        <source>propose legal tracks of a preset from a box, scored by the balance lab</source>
        <translation>propone tableros válidos de un modo de reglas con las piezas de una caja, puntuados por el laboratorio de equilibrio</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="47"/>
        <source>Search layouts of a Freestyle preset built only from the pieces of a box, score them by exact landing odds and simulated games (length, seat fairness, evenly landed groups), and write the best as track files with their reports; or tune a square board&apos;s prices and rents.</source>
        <translation>Busca disposiciones de un modo de reglas Libre hechas solo con las piezas de una caja, las puntúa por las probabilidades exactas de caer y por partidas simuladas (duración, equidad entre puestos, grupos igual de visitados) y escribe las mejores como archivos de tablero con sus informes; o ajusta los precios y alquileres de un tablero cuadrado.</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="53"/>
        <source>the Freestyle preset of the tracks (default: classic)</source>
        <translation>el modo de reglas Libre de los tableros (por defecto: classic)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="55"/>
        <source>tune a square board instead (traditional or a board file)</source>
        <translation>ajusta en su lugar un tablero cuadrado (traditional o un archivo de tablero)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="57"/>
        <source>target length of the median game at 30 s a turn (default: the box&apos;s: 30, 60 or 90; a square board: 90)</source>
        <translation>duración buscada de la partida mediana a 30 s por turno (por defecto: la de la caja: 30, 60 o 90; un tablero cuadrado: 90)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="60"/>
        <source>the pieces to build from: starter, classic, pro (a preset&apos;s tile set), box (the whole box) or an inventory file (default: the preset&apos;s)</source>
        <translation>las piezas con que construir: starter, classic, pro (las baldosas de un modo), box (la caja entera) o un archivo de inventario (por defecto: las del modo)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="62"/>
        <source>seed of the search (default: 0)</source>
        <translation>semilla de la búsqueda (por defecto: 0)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="63"/>
        <source>how many to propose (default: 5)</source>
        <translation>cuántos proponer (por defecto: 5)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="68"/>
        <source>where the work runs: worker processes on this machine, or a Ray cluster (the optional extra: pip install .[cluster]) (default: process)</source>
        <translation>dónde se hace el trabajo: procesos en esta máquina, o un clúster de Ray (el extra opcional: pip install .[cluster]) (por omisión: process)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="71"/>
        <source>with --backend ray: the cluster to join (auto, ray://HOST:10001 or HOST:PORT; default: a local Ray started with --jobs CPUs)</source>
        <translation>con --backend ray: el clúster al que unirse (auto, ray://HOST:10001 o HOST:PUERTO; por omisión: un Ray local iniciado con --jobs CPU)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="74"/>
        <source>with or without railroads (default: either, as the search finds)</source>
        <translation>con o sin estaciones (por defecto: lo que encuentre la búsqueda)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="76"/>
        <source>how far the median may be from the target, as a share (default: 0.1)</source>
        <translation>cuánto puede alejarse la mediana del objetivo, como fracción (por defecto: 0.1)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="78"/>
        <source>fresh games that confirm each proposal&apos;s length (default: 200)</source>
        <translation>partidas nuevas que confirman la duración de cada propuesta (por defecto: 200)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="80"/>
        <source>most generations of the search (default: 20)</source>
        <translation>generaciones de la búsqueda como máximo (por omisión: 20)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="82"/>
        <source>prove each proposal&apos;s Fair start as the balance lab does (analyze --fair-proof): every place within ±2 points of fair, 95% intervals included (the default); --no-fair-proof: a quick estimate instead</source>
        <translation>prueba el inicio justo de cada propuesta como lo hace el laboratorio de equilibrio (analyze --fair-proof): cada puesto a ±2 puntos o menos de lo justo, intervalos del 95 % incluidos (por defecto); --no-fair-proof: una estimación rápida en su lugar</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="87"/>
        <source>folder for the tracks and reports (default: suggested-tracks)</source>
        <translation>carpeta para los tableros y los informes (por defecto: suggested-tracks)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="89"/>
        <source>write the tracks without their HTML reports</source>
        <translation>escribe los tableros sin sus informes HTML</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="90"/>
        <source>print the proposals as a JSON document</source>
        <translation>escribe las propuestas como documento JSON</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="113"/>
        <source>generate: generation {done} of {total}, {accepted} accepted</source>
        <translation>generate: generación {done} de {total}, {accepted} aceptados</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="116"/>
        <source>generate: {accepted} accepted; each one&apos;s Fair start is being verified with games of fresh seeds</source>
        <translation>generate: {accepted} aceptados; se verifica el inicio justo de cada uno con partidas de semillas nuevas</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="124"/>
        <source>generate: proving the Fair starts, {done} of about {planned} games</source>
        <translation>generate: se prueban los inicios justos, {done} de unas {planned} partidas</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="140"/>
        <source>--count must be 1 to 50, --jobs at least 1, --tolerance between 0 and 1, --minutes 1 to 1000, --games 10 to 100000 and --generations 1 to 1000</source>
        <translation>--count debe ir de 1 a 50, --jobs ser al menos 1, --tolerance estar entre 0 y 1, --minutes ir de 1 a 1000, --games de 10 a 100000 y --generations de 1 a 1000</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="144"/>
        <source>--address names a Ray cluster: use it with --backend ray</source>
        <translation>--address nombra un clúster de Ray: úsalo con --backend ray</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="157"/>
        <location filename="../generate_cli.py" line="207"/>
        <location filename="../generate_cli.py" line="407"/>
        <source>{file}: cannot write there ({reason})</source>
        <translation>{file}: no se puede escribir ahí ({reason})</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="278"/>
        <source>{count} tracks for {minutes} minutes (within {tolerance}), best first; each one&apos;s Fair start follows as soon as it is proven:</source>
        <translation>{count} tableros para {minutes} minutos (margen {tolerance}), el mejor primero; el inicio justo de cada uno sigue en cuanto queda probado:</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="280"/>
        <source>{count} tracks for {minutes} minutes (within {tolerance}), best first; each one&apos;s Fair start (a quick estimate) follows:</source>
        <translation>{count} tableros para {minutes} minutos (margen {tolerance}), el mejor primero; sigue el inicio justo de cada uno (una estimación rápida):</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="285"/>
        <source>  track {rank}: median {minutes} min in {games} games, groups&apos; spread {groups}, railroads: {railroads}</source>
        <translation>  tablero {rank}: mediana {minutes} min en {games} partidas, dif. grupos {groups}, estaciones: {railroads}</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="307"/>
        <source>track {rank}: Fair start estimated ({games} games with fresh seeds, no proof)</source>
        <translation>tablero {rank}: inicio justo estimado ({games} partidas de semillas nuevas, sin prueba)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="317"/>
        <source>track {rank}: Fair start not shown ±{worst} ({games} games with fresh seeds: an interval reaches past ±2 points)</source>
        <translation>tablero {rank}: inicio justo sin mostrar ±{worst} ({games} partidas de semillas nuevas: un intervalo pasa de ±2 puntos)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="329"/>
        <source>{count} proposals for {minutes} minutes (within {tolerance}), best first:</source>
        <translation>{count} propuestas para {minutes} minutos (con un margen del {tolerance}), la mejor primero:</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="331"/>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="331"/>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="332"/>
        <source>seats&apos; spread</source>
        <translation>dif. puestos</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="332"/>
        <source>groups&apos; spread</source>
        <translation>dif. grupos</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="333"/>
        <source>railroads</source>
        <translation>estaciones</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="333"/>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="336"/>
        <source>fair ±2 points</source>
        <translation>justo ±2 puntos</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="277"/>
        <location filename="../generate_cli.py" line="338"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="277"/>
        <location filename="../generate_cli.py" line="338"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="289"/>
        <location filename="../generate_cli.py" line="339"/>
        <location filename="../generate_cli.py" line="427"/>
        <source> (outside the tolerance)</source>
        <translation> (fuera del margen)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="310"/>
        <source>track {rank}: Fair start proven ±{worst} ({games} games with fresh seeds, {confidence} intervals within ±2 points)</source>
        <translation>tablero {rank}: inicio justo demostrado ±{worst} ({games} partidas de semillas nuevas, intervalos del {confidence} dentro de ±2 puntos)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="313"/>
        <source>track {rank}: no Fair start shown: {attempts} verifications with fresh seeds fell short (the last, {games} games, reaches ±{worst}, past ±2 points); its best guess</source>
        <translation>tablero {rank}: ningún inicio justo demostrado: {attempts} verificaciones de semillas nuevas se quedaron cortas (la última, {games} partidas, llega a ±{worst}, pasa de ±2 puntos); su mejor estimación</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="341"/>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="346"/>
        <source>proven ±{worst}</source>
        <translation>probado ±{worst}</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="347"/>
        <source>not shown ±{worst}</source>
        <translation>sin mostrar ±{worst}</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="350"/>
        <source>seats&apos; spread: after the Fair start the balance lab proposes, which each track file keeps as its house rule</source>
        <translation>dif. puestos: tras la salida justa que propone el laboratorio de equilibrio, que cada archivo de tablero guarda como regla de la casa</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="354"/>
        <source>fair ±2 points: the lab&apos;s proof, games with fresh seeds after the Fair start: proven when every place is within ±2 points of fair, {confidence} intervals included; ±: how far the farthest interval reaches</source>
        <translation>justo ±2 puntos: la prueba del laboratorio, partidas de semillas nuevas tras el inicio justo: probado cuando cada puesto está a ±2 puntos o menos de lo justo, intervalos del {confidence} incluidos; ±: hasta dónde llega el intervalo más lejano</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="377"/>
        <source>{board}: not a square board (use --preset for a track)</source>
        <translation>{board}: no es un tablero cuadrado (usa --preset para un tablero de fichas)</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="419"/>
        <source>{count} tuned boards for {minutes} minutes (within {tolerance}), best first:</source>
        <translation>{count} tableros ajustados para {minutes} minutos (con un margen del {tolerance}), el mejor primero:</translation>
    </message>
    <message>
        <location filename="../generate_cli.py" line="422"/>
        <source>  {rank}. {minutes} min, rents x{scale}, groups&apos; payback spread {after} (was {before}): {file}</source>
        <translation>  {rank}. {minutes} min, alquileres x{scale}, diferencia de amortización entre grupos {after} (antes {before}): {file}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/rule_set.py" line="106"/>
        <source>{board}: {summary}</source>
        <extracomment>``ubuild validate``&apos;s line about it: ``{board}`` the file as given, ``{summary}``.</extracomment>
        <translation>{board}: {summary}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../words.py" line="253"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="256"/>
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n bloque</numerusform>
            <numerusform>%n bloques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="259"/>
        <source>%n counted block(s)</source>
        <translation>
            <numerusform>%n bloque cuenta</numerusform>
            <numerusform>%n bloques cuentan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="262"/>
        <source>%n residential block(s)</source>
        <translation>
            <numerusform>%n bloque residencial</numerusform>
            <numerusform>%n bloques residenciales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="265"/>
        <source>%n industrial block(s)</source>
        <translation>
            <numerusform>%n bloque industrial</numerusform>
            <numerusform>%n bloques industriales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="268"/>
        <source>%n hazard(s)</source>
        <translation>
            <numerusform>%n edificación peligrosa</numerusform>
            <numerusform>%n edificaciones peligrosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="271"/>
        <source>%n bonus building(s)</source>
        <translation>
            <numerusform>%n edificio extra</numerusform>
            <numerusform>%n edificios extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="274"/>
        <source>%n skyscraper(s)</source>
        <translation>
            <numerusform>%n rascacielos</numerusform>
            <numerusform>%n rascacielos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="277"/>
        <source>%n stadium(s)</source>
        <translation>
            <numerusform>%n estadio</numerusform>
            <numerusform>%n estadios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="280"/>
        <source>%n Tower(s)</source>
        <translation>
            <numerusform>%n Torre</numerusform>
            <numerusform>%n Torres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="283"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pieza</numerusform>
            <numerusform>%n piezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="287"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="290"/>
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="293"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n caja</numerusform>
            <numerusform>%n cajas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="296"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="299"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="302"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="305"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n proceso</numerusform>
            <numerusform>%n procesos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="308"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="311"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="314"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="317"/>
        <source>%n move(s) so far</source>
        <translation>
            <numerusform>%n jugada hasta ahora</numerusform>
            <numerusform>%n jugadas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="320"/>
        <source>%n residential</source>
        <translation>
            <numerusform>%n residencial</numerusform>
            <numerusform>%n residenciales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words.py" line="323"/>
        <source>%n industrial</source>
        <translation>
            <numerusform>%n industrial</numerusform>
            <numerusform>%n industriales</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealAnswerBox</name>
    <message>
        <location filename="../play/turn_money.py" line="61"/>
        <source>A deal is on the table</source>
        <translation>Hay un trato sobre la mesa</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="80"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="81"/>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
</context>
<context>
    <name>DealButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="181"/>
        <source>Propose a deal…</source>
        <translation>Proponer un trato…</translation>
    </message>
</context>
<context>
    <name>DealSheet</name>
    <message>
        <location filename="../play/dialogs.py" line="68"/>
        <source>Propose a deal</source>
        <translation>Proponer un trato</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="74"/>
        <source>Who proposes</source>
        <translation>Quién propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="77"/>
        <source>To whom</source>
        <translation>A quién</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="93"/>
        <source>Districts the proposer gives</source>
        <translation>Distritos que da quien propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="94"/>
        <source>Cash the proposer gives</source>
        <translation>Dinero que da quien propone</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="96"/>
        <source>Districts the partner gives</source>
        <translation>Distritos que da la otra parte</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="97"/>
        <source>Cash the partner gives</source>
        <translation>Dinero que da la otra parte</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="101"/>
        <source>and cash</source>
        <translation>y dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="112"/>
        <source>Propose</source>
        <translation>Proponer</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="118"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="120"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="170"/>
        <source>{name} gives (has {cash})</source>
        <translation>{name} da (tiene {cash})</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="177"/>
        <source>{name} — rent {rent}</source>
        <translation>{name} — alquiler {rent}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="180"/>
        <source>(mortgaged)</source>
        <translation>(hipotecado)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="234"/>
        <source>choose two players</source>
        <translation>elige dos jugadores</translation>
    </message>
</context>
<context>
    <name>DebtBox</name>
    <message>
        <location filename="../play/turn_money.py" line="27"/>
        <source>Raise money</source>
        <translation>Conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="45"/>
        <source>You owe &lt;b&gt;{amount}&lt;/b&gt; to {creditor} ({reason}) and have {cash}.</source>
        <translation>Debes &lt;b&gt;{amount}&lt;/b&gt; a {creditor} ({reason}) y tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="46"/>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="49"/>
        <source>Pay {amount}</source>
        <translation>Pagar {amount}</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="51"/>
        <source>Declare bankruptcy</source>
        <translation>Declararse en bancarrota</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <location filename="../core/validate.py" line="150"/>
        <source>Valid {preset} track, {spaces} spaces</source>
        <translation>Tablero {preset} válido, {spaces} casillas</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="77"/>
        <source>1 problem</source>
        <translation>1 problema</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="78"/>
        <source>{count} problems</source>
        <translation>{count} problemas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="301"/>
        <source>{piece} clips into the side of {other}: the track branches there</source>
        <translation>{piece} encaja en el lateral de {other}: el tablero se bifurca ahí</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="275"/>
        <source>{piece} and {other} sit on the same hex</source>
        <translation>{piece} y {other} ocupan el mismo hexágono</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="270"/>
        <source>{count} pieces are stacked on one hex, {piece} on top</source>
        <translation>{count} piezas apiladas en un mismo hexágono, {piece} encima</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="284"/>
        <source>{piece}: open end facing {direction}</source>
        <translation>{piece}: extremo libre orientado al {direction}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="296"/>
        <source>a railroad sits inside the track next to {other}; railroads clip onto the two ends</source>
        <translation>hay una estación dentro del tablero junto a {other}; las estaciones encajan en los dos extremos</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="309"/>
        <source>the two railroads are joined to each other, not to the ends of the track</source>
        <translation>las dos estaciones están unidas entre sí, no a los extremos del tablero</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="321"/>
        <source>a bridge sits inside the double {other}, between its two halves; bridges go between pieces</source>
        <translation>hay un puente dentro de la doble {other}, entre sus dos mitades; los puentes van entre piezas</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="333"/>
        <source>pieces not joined to the main track: {count}, {piece} among them (pieces in the main track: {main})</source>
        <translation>piezas sin unir al tablero principal: {count}, entre ellas {piece} (piezas del tablero principal: {main})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="352"/>
        <source>too many pieces of kind {kind}: {have} on the table, but the boxes hold {limit} (boxes: {boxes})</source>
        <translation>demasiadas piezas de tipo {kind}: {have} en la mesa, pero las cajas traen {limit} (cajas: {boxes})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="361"/>
        <source>tile {tile} is used {have} times, but each box holds one (boxes: {boxes})</source>
        <translation>la baldosa {tile} se usa {have} veces, pero cada caja trae una (cajas: {boxes})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="370"/>
        <source>one railroad alone: railroads come in pairs, one at each end of an open track</source>
        <translation>una estación sola: las estaciones van en pareja, una en cada extremo de un tablero abierto</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="375"/>
        <source>{count} railroads: a track has either none or two, one at each end</source>
        <translation>{count} estaciones: un tablero no tiene ninguna o tiene dos, una en cada extremo</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="379"/>
        <source>there is no GO: every track needs one</source>
        <translation>no hay casilla de SALIDA: todo tablero necesita una</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="383"/>
        <source>there is no district: a track needs at least one double</source>
        <translation>no hay ningún distrito: un tablero necesita al menos una baldosa doble</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="395"/>
        <source>pieces of kind {kind}: a {preset} track uses {wanted}, this one has {have}</source>
        <translation>piezas de tipo {kind}: un tablero {preset} usa {wanted}, este tiene {have}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="426"/>
        <source>{piece} is not a tile of the {preset} set-up picture; a {preset} track uses those tiles in any order (not used: {unused})</source>
        <translation>{piece} no es una pieza de la imagen de montaje {preset}; un tablero {preset} usa esas piezas en cualquier orden (sin usar: {unused})</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="441"/>
        <source>the file says {a} and {b} join, but they do not</source>
        <translation>el archivo dice que {a} y {b} se unen, pero no es así</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="447"/>
        <source>{a} and {b} join, but the file does not list the join</source>
        <translation>{a} y {b} se unen, pero el archivo no recoge esa unión</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="470"/>
        <source>doubles between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation>dobles entre {start} y {end}: {found}, este modo pide {wanted}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="479"/>
        <source>bridges between {start} and {end}: {found}, this preset wants {wanted}</source>
        <translation>puentes entre {start} y {end}: {found}, este modo pide {wanted}</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="496"/>
        <source>bridges are not evenly spaced: the arcs between them hold {arcs} spaces</source>
        <translation>los puentes no están repartidos por igual: los tramos entre ellos tienen {arcs} casillas</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="109"/>
        <source>Valid square board, {spaces} spaces</source>
        <translation>Tablero cuadrado válido, {spaces} casillas</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="189"/>
        <source>the board has {count} spaces; a square board has {low} to {high}</source>
        <translation>el tablero tiene {count} casillas; un tablero cuadrado tiene de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="192"/>
        <source>the first space must be GO, not {space}</source>
        <translation>la primera casilla debe ser la SALIDA, no {space}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="196"/>
        <source>the board has {count} GO spaces; it needs exactly one</source>
        <translation>el tablero tiene {count} casillas de SALIDA; necesita exactamente una</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="200"/>
        <source>the board has {count} jails; it needs exactly one</source>
        <translation>el tablero tiene {count} cárceles; necesita exactamente una</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="205"/>
        <source>the board has {count} Go to Jail spaces; it may have one at most</source>
        <translation>el tablero tiene {count} casillas de «Ve a la cárcel»; puede tener una como mucho</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="208"/>
        <source>the board has no street, station or utility to buy</source>
        <translation>el tablero no tiene ninguna calle, estación ni servicio que comprar</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="216"/>
        <source>space {number} ({space}): the id {id} is already used by space {first}</source>
        <translation>casilla {number} ({space}): el identificador {id} ya lo usa la casilla {first}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="248"/>
        <source>space {number} ({space}): a street needs a colour group</source>
        <translation>casilla {number} ({space}): una calle necesita un grupo de color</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="252"/>
        <source>space {number} ({space}): the board has no colour group {group}</source>
        <translation>casilla {number} ({space}): el tablero no tiene el grupo de color {group}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="256"/>
        <source>space {number} ({space}): a street needs a house price</source>
        <translation>casilla {number} ({space}): una calle necesita un precio por casa</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="259"/>
        <source>space {number} ({space}): it needs a price</source>
        <translation>casilla {number} ({space}): necesita un precio</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="263"/>
        <source>space {number} ({space}): a tax space needs an amount</source>
        <translation>casilla {number} ({space}): una casilla de impuesto necesita un importe</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="275"/>
        <source>space {number} ({space}): its kind {kind} has no use for {fields}</source>
        <translation>casilla {number} ({space}): su tipo {kind} no usa {fields}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="287"/>
        <source>space {number} ({space}): rents given: {count}; its kind {kind} has {wanted}</source>
        <translation>casilla {number} ({space}): alquileres dados: {count}; su tipo {kind} tiene {wanted}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="292"/>
        <source>space {number} ({space}): the rents {rents} must be more than 0 and rise at each step</source>
        <translation>casilla {number} ({space}): los alquileres {rents} deben ser mayores que 0 y subir en cada paso</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="222"/>
        <source>{count} colour groups have the id {id}</source>
        <translation>{count} grupos de color tienen el identificador {id}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="227"/>
        <source>{count} colour groups have the marker letter {marker}</source>
        <translation>{count} grupos de color tienen la letra de marca {marker}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="237"/>
        <source>streets in the {group} group: {count}; a group has {low} to {high}</source>
        <translation>calles del grupo {group}: {count}; un grupo tiene de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="298"/>
        <source>the players start with no money</source>
        <translation>los jugadores empiezan sin dinero</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="301"/>
        <source>the bank has {houses} houses and {hotels} hotels; streets need at least one of each</source>
        <translation>la banca tiene {houses} casas y {hotels} hoteles; las calles necesitan al menos uno de cada</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/rule_set.py" line="95"/>
        <source>Read as a {rules} board; its rules check nothing more</source>
        <extracomment>What a game is played on: any registered rule set&apos;s board (a U-Build track, a square board, a test&apos;s ring...). The registry says whose (``registry.rule_set_of``); no tool tests its type. ``make_game``&apos;s round limit meaning &quot;the rule set&apos;s own default&quot; (a string: it crosses process boundaries). :class:`ReadReport`&apos;s summary: ``{rules}`` the rule set&apos;s name.</extracomment>
        <translation>Leído como tablero de las reglas {rules}; sus reglas no comprueban nada más</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../play/dice.py" line="157"/>
        <source>Enter roll</source>
        <translation>Anotar la tirada</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="161"/>
        <source>Key: Enter</source>
        <translation>Tecla: Intro</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="202"/>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="202"/>
        <source>First die</source>
        <translation>Primer dado</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="202"/>
        <source>Second die</source>
        <translation>Segundo dado</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="211"/>
        <source>The die shows {value}</source>
        <translation>El dado muestra un {value}</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="212"/>
        <source>The first die shows {value}</source>
        <translation>El primer dado muestra un {value}</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="213"/>
        <source>The second die shows {value}</source>
        <translation>El segundo dado muestra un {value}</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../play/dice.py" line="73"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../play/dice.py" line="95"/>
        <source>Rolled {dice}</source>
        <translation>Ha salido {dice}</translation>
    </message>
</context>
<context>
    <name>Districts</name>
    <message>
        <location filename="../core/datawords.py" line="20"/>
        <source>Tannery Row</source>
        <translation>Calle de las Curtidurías</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="21"/>
        <source>Millpond Yard</source>
        <translation>Patio del Molino</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="22"/>
        <source>Kite Hill</source>
        <translation>Colina de las Cometas</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="23"/>
        <source>Saltmarsh Lane</source>
        <translation>Callejón de las Salinas</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="24"/>
        <source>Willow Reach</source>
        <translation>Ribera de los Sauces</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="25"/>
        <source>Rosewater Walk</source>
        <translation>Paseo del Agua de Rosas</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="26"/>
        <source>Lantern Square</source>
        <translation>Plaza de los Faroles</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="27"/>
        <source>Bellfounders Court</source>
        <translation>Patio de los Campaneros</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="28"/>
        <source>Marigold Crescent</source>
        <translation>Glorieta de las Caléndulas</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="29"/>
        <source>Foundry Gate</source>
        <translation>Puerta de la Fundición</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="30"/>
        <source>Coppersmith Market</source>
        <translation>Mercado de los Caldereros</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="31"/>
        <source>Cardinal Rise</source>
        <translation>Cuesta del Cardenal</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="32"/>
        <source>Brickkiln Quarter</source>
        <translation>Barrio de los Ladrilleros</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="33"/>
        <source>Scarlet Mews</source>
        <translation>Caballerizas Escarlata</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="34"/>
        <source>Sunfield Terrace</source>
        <translation>Terrazas de Camposol</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="35"/>
        <source>Goldcrest Parade</source>
        <translation>Paseo del Reyezuelo</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="36"/>
        <source>Amberlight Arcade</source>
        <translation>Galería Luz de Ámbar</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="37"/>
        <source>Fernvale</source>
        <translation>Valle de los Helechos</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="38"/>
        <source>Mossbank Gardens</source>
        <translation>Jardines del Musgo</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="39"/>
        <source>Greenspire Commons</source>
        <translation>Prados de Torreverde</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="40"/>
        <source>Sapphire Point</source>
        <translation>Punta Zafiro</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="41"/>
        <source>Observatory Crest</source>
        <translation>Cumbre del Observatorio</translation>
    </message>
</context>
<context>
    <name>DoneButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="133"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="133"/>
        <source>Done moving</source>
        <translation>Terminar de mover</translation>
    </message>
</context>
<context>
    <name>DrawnCard</name>
    <message>
        <location filename="../play/announce.py" line="125"/>
        <source>Drawn card</source>
        <translation>Carta robada</translation>
    </message>
    <message>
        <location filename="../play/announce.py" line="136"/>
        <source>Goes by itself in a moment; a click closes it now</source>
        <translation>Se va sola en un momento; un clic la cierra ya</translation>
    </message>
    <message>
        <location filename="../play/announce.py" line="137"/>
        <source>Click, or press Enter, to go on</source>
        <translation>Haz clic, o pulsa Intro, para seguir</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../editor/gestures.py" line="100"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="101"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="102"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="103"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="104"/>
        <source>district double</source>
        <translation>doble de distrito</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="105"/>
        <source>planning double</source>
        <translation>doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="106"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../editor/gestures.py" line="107"/>
        <source>railroad</source>
        <translation>estación</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../editor/editor_view.py" line="36"/>
        <source>Track canvas</source>
        <translation>Lienzo del tablero</translation>
    </message>
    <message>
        <location filename="../editor/editor_view.py" line="38"/>
        <source>The track being edited. Drag pieces from the palette; R rotates, A re-aims an end, Delete removes, arrow keys pan.</source>
        <translation>El tablero que editas. Arrastra piezas desde la paleta; R gira, A reorienta un extremo, Supr elimina, las flechas desplazan la vista.</translation>
    </message>
    <message>
        <location filename="../editor/editor_view.py" line="168"/>
        <source>Drag pieces from the palette onto the table.
They clip onto open ends; R turns a piece, Alt drops it without clipping.</source>
        <translation>Arrastra piezas desde la paleta hasta la mesa.
Encajan en los extremos libres; R gira una pieza, Alt la suelta sin encajarla.</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../editor/window.py" line="100"/>
        <location filename="../editor/window_files.py" line="51"/>
        <location filename="../editor/window_files.py" line="203"/>
        <source>Untitled track</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="113"/>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="139"/>
        <location filename="../editor/window.py" line="118"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="153"/>
        <location filename="../editor/window.py" line="130"/>
        <source>Validation summary</source>
        <translation>Resumen de la validación</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="240"/>
        <source>{name}[*] – U-Build Track Editor</source>
        <translation>{name}[*] – Editor de tableros U-Build</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="261"/>
        <source>{n} pieces selected</source>
        <translation>{n} piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="275"/>
        <source>Preset: {preset}</source>
        <translation>Modo: {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="281"/>
        <source>Railroads on</source>
        <translation>Estaciones: sí</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="281"/>
        <source>Railroads off</source>
        <translation>Estaciones: no</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="295"/>
        <source>Track settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="304"/>
        <location filename="../editor/window_actions.py" line="253"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="320"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="334"/>
        <source>The clipboard holds no track pieces</source>
        <translation>El portapapeles no contiene piezas de tablero</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="342"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="352"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="358"/>
        <source>Select one piece to re-aim its end</source>
        <translation>Selecciona una pieza para reorientar su extremo</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="361"/>
        <source>That end cannot turn</source>
        <translation>Ese extremo no puede girar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="382"/>
        <source>Tile {tile}</source>
        <translation>Baldosa {tile}</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="304"/>
        <source>Paste Here</source>
        <translation>Pegar aquí</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="312"/>
        <source>Aim End {n}</source>
        <translation>Orientar extremo {n}</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="314"/>
        <source>Towards {direction}</source>
        <translation>Hacia el {direction}</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="319"/>
        <source>Change Tile</source>
        <translation>Cambiar baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="322"/>
        <source>{tile} (in use)</source>
        <translation>{tile} (en uso)</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="334"/>
        <source>Re-aim end</source>
        <translation>Reorientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="89"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="91"/>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation>«{name}» tiene cambios sin guardar. ¿Quieres guardarlos antes?</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="59"/>
        <source>A new {preset} track: drag pieces from the palette, or choose one and press Enter</source>
        <translation>Un tablero {preset} nuevo: arrastra piezas desde la paleta, o elige una y pulsa Intro</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="73"/>
        <source>Play This Track</source>
        <translation>Jugar en este tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="74"/>
        <source>This editor was not opened from U-Build&apos;s home window, which starts the games. Save the track, then choose New game… at home (ubuild home) and pick the track file.</source>
        <translation>Este editor no se abrió desde la ventana de inicio de U-Build, que es la que empieza las partidas. Guarda el tablero, elige Nueva partida… en el inicio (ubuild home) y escoge el archivo del tablero.</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="82"/>
        <source>Cannot Play This Track</source>
        <translation>No se puede jugar en este tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="83"/>
        <source>The track has 1 problem for the {preset} rules. Fix it first: the Problems list says what it is.</source>
        <translation>El tablero tiene 1 problema para las reglas {preset}. Corrígelo antes: la lista de Problemas dice cuál es.</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="85"/>
        <source>The track has {count} problems for the {preset} rules. Fix them first: the Problems list says what they are.</source>
        <translation>El tablero tiene {count} problemas para las reglas {preset}. Corrígelos antes: la lista de Problemas dice cuáles son.</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="90"/>
        <source>Playing the track as it is now (not saved yet)</source>
        <translation>Se juega el tablero tal como está ahora (aún sin guardar)</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="117"/>
        <source>Choose a piece in the palette first (Tab to it, then the arrow keys)</source>
        <translation>Elige antes una pieza en la paleta (Tab hasta ella, luego las flechas)</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="120"/>
        <source>None of those pieces are left in the box</source>
        <translation>No quedan piezas de esas en la caja</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="155"/>
        <location filename="../editor/window_files.py" line="164"/>
        <source>Open Track</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="164"/>
        <source>Opening {file}…</source>
        <translation>Abriendo {file}…</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="169"/>
        <source>Opening cancelled</source>
        <translation>Apertura cancelada</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="174"/>
        <source>Cannot Open Track</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="478"/>
        <location filename="../editor/window_files.py" line="178"/>
        <source>Opened {file}</source>
        <translation>Abierto {file}</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="199"/>
        <source>Save Track As</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="207"/>
        <location filename="../editor/window_files.py" line="212"/>
        <source>Cannot Save Track</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="122"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="229"/>
        <source>Clear Recent Files</source>
        <translation>Borrar archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="232"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="514"/>
        <location filename="../editor/window_export.py" line="42"/>
        <source>Exporting {file}…</source>
        <translation>Exportando {file}…</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="526"/>
        <location filename="../editor/window_export.py" line="45"/>
        <source>unknown file type {suffix} (use .png, .svg or .pdf)</source>
        <translation>tipo de archivo desconocido {suffix} (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="530"/>
        <location filename="../editor/window_export.py" line="61"/>
        <source>Export cancelled: nothing written</source>
        <translation>Exportación cancelada: no se ha escrito nada</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="533"/>
        <location filename="../editor/window_export.py" line="64"/>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="535"/>
        <location filename="../editor/window_export.py" line="66"/>
        <source>Exported {file}</source>
        <translation>Exportado {file}</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="102"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="103"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="104"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="41"/>
        <location filename="../editor/window_export.py" line="76"/>
        <source>Export Track</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="92"/>
        <source>Many Pages</source>
        <translation>Muchas páginas</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="93"/>
        <source>This track needs {pages} pages with hexes {size} mm across, more than {limit}. Go on with all of them? (A smaller printed tile size needs fewer pages.)</source>
        <translation>Este tablero necesita {pages} páginas con hexágonos de {size} mm, más de {limit}. ¿Seguir con todas? (Un tamaño de baldosa impresa menor necesita menos páginas.)</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="117"/>
        <location filename="../editor/window_export.py" line="152"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="117"/>
        <source>Preparing the pages…</source>
        <translation>Preparando las páginas…</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="152"/>
        <source>Printing {name}…</source>
        <translation>Imprimiendo {name}…</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="165"/>
        <source>Printing cancelled</source>
        <translation>Impresión cancelada</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="167"/>
        <source>Cannot Print</source>
        <translation>No se puede imprimir</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="181"/>
        <location filename="../editor/window_export.py" line="188"/>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="181"/>
        <source>Preparing the preview of {name}…</source>
        <translation>Preparando la vista previa de {name}…</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="184"/>
        <source>Print preview cancelled</source>
        <translation>Vista previa de impresión cancelada</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="205"/>
        <source>Printed Tile Size</source>
        <translation>Tamaño de baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window_export.py" line="206"/>
        <source>Size of one hex on paper, across its flat sides (mm):</source>
        <translation>Tamaño de un hexágono en papel, entre sus lados planos (mm):</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="437"/>
        <source>Recover Unsaved Track?</source>
        <translation>¿Recuperar el tablero sin guardar?</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="439"/>
        <source>The track editor did not close properly. Recover the unsaved changes to “{name}” from {time}?

Yes opens them (your file is not touched until you save); No deletes them; Cancel asks again next time.</source>
        <translation>El editor de tableros no se cerró correctamente. ¿Recuperar los cambios sin guardar de «{name}» de {time}?

Sí los abre (tu archivo no cambia hasta que guardes); No los borra; Cancelar vuelve a preguntar la próxima vez.</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="454"/>
        <source>Cannot Recover Track</source>
        <translation>No se puede recuperar el tablero</translation>
    </message>
    <message>
        <location filename="../words.py" line="372"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="69"/>
        <source>{piece} {tile} ({districts})</source>
        <translation>{piece} {tile} ({districts})</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="64"/>
        <source>The first track of the book: the four corners, 4 district doubles and 2 bridges, one double between corners.</source>
        <translation>El primer tablero del libro: las cuatro esquinas, 4 dobles de distrito y 2 puentes, un doble entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="67"/>
        <source>6 district doubles, 2 planning doubles and 2 bridges, the tiles of the set-up picture, two doubles between corners.</source>
        <translation>6 dobles de distrito, 2 dobles de Permiso de Obras y 2 puentes, las fichas de la imagen de preparación, dos dobles entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="70"/>
        <source>10 district doubles, 2 planning doubles and 4 bridges, three doubles and a bridge between corners.</source>
        <translation>10 dobles de distrito, 2 dobles de Permiso de Obras y 4 puentes, tres dobles y un puente entre esquinas.</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="73"/>
        <source>Any closed track: only the rules every track follows.</source>
        <translation>Cualquier tablero cerrado: solo las reglas que cumple todo tablero.</translation>
    </message>
    <message>
        <location filename="../editor/window_parts.py" line="173"/>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="29"/>
        <source>&amp;New Track</source>
        <translation>&amp;Nuevo tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="29"/>
        <source>Start an empty track</source>
        <translation>Empezar un tablero vacío</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="190"/>
        <location filename="../editor/window_actions.py" line="30"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="30"/>
        <source>Open a track file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="194"/>
        <location filename="../editor/window_actions.py" line="31"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="31"/>
        <source>Save the track</source>
        <translation>Guardar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="197"/>
        <location filename="../editor/window_actions.py" line="33"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="33"/>
        <source>Save the track to another file</source>
        <translation>Guardar el tablero en otro archivo</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="201"/>
        <location filename="../editor/window_actions.py" line="37"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exportar como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="37"/>
        <source>Save a picture of the track</source>
        <translation>Guardar una imagen del tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="204"/>
        <location filename="../editor/window_actions.py" line="41"/>
        <source>Export as S&amp;VG…</source>
        <translation>Exportar como S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="41"/>
        <source>Save a scalable drawing of the track</source>
        <translation>Guardar un dibujo escalable del tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="207"/>
        <location filename="../editor/window_actions.py" line="45"/>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="45"/>
        <source>Save the track at true tile size, across pages, with a parts list</source>
        <translation>Guardar el tablero a tamaño real de baldosa, en varias páginas, con lista de piezas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="49"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="49"/>
        <source>See the printed pages</source>
        <translation>Ver las páginas impresas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="52"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="52"/>
        <source>Print the track at true tile size</source>
        <translation>Imprimir el tablero a tamaño real de baldosa</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="55"/>
        <source>Printed &amp;Tile Size…</source>
        <translation>&amp;Tamaño de baldosa impresa…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="55"/>
        <source>How large one hex is on paper</source>
        <translation>Lo grande que es un hexágono en papel</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="210"/>
        <location filename="../editor/window_actions.py" line="57"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="210"/>
        <location filename="../editor/window_actions.py" line="57"/>
        <source>Close the editor</source>
        <translation>Cerrar el editor</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="212"/>
        <location filename="../editor/window_actions.py" line="59"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="215"/>
        <location filename="../editor/window_actions.py" line="62"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="68"/>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="68"/>
        <source>Cut the selected pieces</source>
        <translation>Cortar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="69"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="69"/>
        <source>Copy the selected pieces</source>
        <translation>Copiar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="70"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="70"/>
        <source>Paste pieces</source>
        <translation>Pegar piezas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="72"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="72"/>
        <source>Copy the selected pieces next to themselves</source>
        <translation>Copiar las piezas seleccionadas junto a ellas mismas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="75"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="75"/>
        <source>Remove the selected pieces</source>
        <translation>Quitar las piezas seleccionadas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="79"/>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="79"/>
        <source>Select every piece</source>
        <translation>Seleccionar todas las piezas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="82"/>
        <source>Select &amp;None</source>
        <translation>&amp;No seleccionar nada</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="82"/>
        <source>Clear the selection</source>
        <translation>Vaciar la selección</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="86"/>
        <source>Select &amp;Stranded Pieces</source>
        <translation>Seleccionar piezas &amp;sueltas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="86"/>
        <source>Select the pieces not joined to the main track</source>
        <translation>Seleccionar las piezas no unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="90"/>
        <source>&amp;Rotate Clockwise</source>
        <translation>&amp;Girar a la derecha</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="90"/>
        <source>Turn the piece 60° clockwise</source>
        <translation>Girar la pieza 60° en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="94"/>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>Girar a la i&amp;zquierda</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="94"/>
        <source>Turn the piece 60° counterclockwise</source>
        <translation>Girar la pieza 60° en sentido contrario a las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="98"/>
        <source>Re-&amp;aim End</source>
        <translation>Re&amp;orientar extremo</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="98"/>
        <source>Turn the piece&apos;s end nearest the pointer (or its open end) to the next edge</source>
        <translation>Gira el extremo de la pieza más cercano al puntero (o su extremo libre) hacia el siguiente lado</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="102"/>
        <source>Re-aim End &amp;Back</source>
        <translation>Reorientar extremo &amp;atrás</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="102"/>
        <source>Turn the end the other way</source>
        <translation>Girar el extremo en el otro sentido</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="106"/>
        <source>Next &amp;Tile</source>
        <translation>&amp;Baldosa siguiente</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="106"/>
        <source>Give the selected double the next printed tile</source>
        <translation>Dar a la doble seleccionada la siguiente baldosa impresa</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="110"/>
        <source>Attach &amp;Piece</source>
        <translation>Encajar &amp;pieza</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="111"/>
        <source>Clip the piece chosen in the palette to the open end shown by the arrow</source>
        <translation>Encaja la pieza elegida en la paleta en el extremo libre que señala la flecha</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="119"/>
        <source>N&amp;ext Open End</source>
        <translation>Siguiente &amp;extremo libre</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="119"/>
        <source>Show the next open end of the track (Enter builds on it)</source>
        <translation>Muestra el siguiente extremo libre del tablero (Intro construye en él)</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="123"/>
        <source>Previous Open En&amp;d</source>
        <translation>Extremo libre an&amp;terior</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="123"/>
        <source>Show the open end before</source>
        <translation>Muestra el extremo libre anterior</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="128"/>
        <source>Move West</source>
        <translation>Mover al oeste</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="129"/>
        <source>Move East</source>
        <translation>Mover al este</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="130"/>
        <source>Move North-West</source>
        <translation>Mover al noroeste</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="131"/>
        <source>Move South-East</source>
        <translation>Mover al sudeste</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="134"/>
        <source>Move the selection one hex</source>
        <translation>Mover la selección un hexágono</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="169"/>
        <source>Su&amp;ggest a Track…</source>
        <translation>&amp;Sugerir un tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="170"/>
        <source>Let the track generator propose tracks of a preset from a box, scored by the balance lab</source>
        <translation>Que el generador proponga tableros de un modo de reglas con las piezas de una caja, puntuados por el laboratorio de equilibrio</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="204"/>
        <source>Fair start for {count} players</source>
        <translation>Inicio justo para {count} jugadores</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="206"/>
        <source>The track keeps this Fair start; New game offers it.</source>
        <translation>El circuito guarda este inicio justo; Nueva partida lo ofrece.</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="109"/>
        <source>Opened the suggested track (not saved yet)</source>
        <translation>Abierto el tablero sugerido (aún sin guardar)</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="207"/>
        <source>Name after the file</source>
        <translation>Nombrar como el archivo</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="237"/>
        <location filename="../editor/window_actions.py" line="138"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="237"/>
        <location filename="../editor/window_actions.py" line="138"/>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="240"/>
        <location filename="../editor/window_actions.py" line="142"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="240"/>
        <location filename="../editor/window_actions.py" line="142"/>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="243"/>
        <location filename="../editor/window_actions.py" line="145"/>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="145"/>
        <source>Show the whole track</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="147"/>
        <source>Show Building &amp;Sites</source>
        <translation>Mostrar &amp;solares</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="147"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation>Mostrar los hexágonos vacíos donde se puede edificar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="155"/>
        <source>Check the track against the {preset} rules</source>
        <translation>Comprobar el tablero con las reglas del modo {preset}</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="161"/>
        <source>&amp;Railroads</source>
        <translation>&amp;Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="161"/>
        <source>The track is open, with a railroad at each end</source>
        <translation>El tablero es abierto, con una estación en cada extremo</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="165"/>
        <source>Track &amp;Settings…</source>
        <translation>A&amp;justes del tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="165"/>
        <source>Name, description and boxes of the track</source>
        <translation>Nombre, descripción y cajas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="174"/>
        <source>&amp;Play This Track…</source>
        <translation>&amp;Jugar en este tablero…</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="174"/>
        <source>Start a new game on the track as it is now</source>
        <translation>Empieza una partida nueva en el tablero tal como está ahora</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="251"/>
        <location filename="../editor/window_actions.py" line="180"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="182"/>
        <source>New from &amp;Template</source>
        <translation>Nuevo desde &amp;plantilla</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="188"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="257"/>
        <location filename="../editor/window_actions.py" line="195"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="262"/>
        <location filename="../editor/window_actions.py" line="205"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="215"/>
        <source>&amp;Move Selection</source>
        <translation>&amp;Mover selección</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="269"/>
        <location filename="../editor/window_actions.py" line="219"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="124"/>
        <source>Landing odds, payback and simulated games of the track</source>
        <translation>Probabilidades de caída, amortización y partidas simuladas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="231"/>
        <source>&amp;Track</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="232"/>
        <source>Rule &amp;Preset</source>
        <translation>&amp;Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="245"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="286"/>
        <location filename="../editor/window_actions.py" line="250"/>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="286"/>
        <location filename="../editor/window_actions.py" line="250"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="287"/>
        <location filename="../editor/window_actions.py" line="250"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="289"/>
        <location filename="../editor/window_actions.py" line="251"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="289"/>
        <location filename="../editor/window_actions.py" line="251"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="252"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Girar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="252"/>
        <source>Rotate ⟳</source>
        <translation>Girar ⟳</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="258"/>
        <source>Preset:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="262"/>
        <source>Rule preset</source>
        <translation>Modo de reglas</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="263"/>
        <source>The Freestyle rules the track is checked against</source>
        <translation>Las reglas de Estilo Libre con las que se comprueba el tablero</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="270"/>
        <location filename="../editor/window_actions.py" line="272"/>
        <source>Railroads</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="294"/>
        <location filename="../editor/window_actions.py" line="279"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../editor/window_actions.py" line="279"/>
        <source>Sites</source>
        <translation>Solares</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="294"/>
        <location filename="../editor/window_actions.py" line="280"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="257"/>
        <source>Selected: {piece}</source>
        <translation>Seleccionada: {piece}</translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="259"/>
        <source>Piece {id}</source>
        <translation>Pieza {id}</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/window.py" line="315"/>
        <source>Copied %n piece(s)</source>
        <translation>
            <numerusform>%n pieza copiada</numerusform>
            <numerusform>%n piezas copiadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/window.py" line="392"/>
        <source>Selected %n stranded piece(s)</source>
        <translation>
            <numerusform>%n pieza suelta seleccionada</numerusform>
            <numerusform>%n piezas sueltas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/window.py" line="390"/>
        <source>No stranded pieces: every piece is joined to the main track</source>
        <translation>No hay piezas sueltas: todas están unidas al tablero principal</translation>
    </message>
    <message>
        <location filename="../editor/window_files.py" line="155"/>
        <location filename="../editor/window_files.py" line="199"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>EndTurnButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="165"/>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="165"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../play/event_log.py" line="133"/>
        <source>Event log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/event_log.py" line="134"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/event_log.py" line="137"/>
        <source>What happened</source>
        <translation>Lo que ha pasado</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="25"/>
        <source>power station</source>
        <translation>central eléctrica</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="26"/>
        <source>prison</source>
        <translation>prisión</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="27"/>
        <source>sewage works</source>
        <translation>depuradora</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="28"/>
        <source>wind farm</source>
        <translation>parque eólico</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="29"/>
        <source>school</source>
        <translation>escuela</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="30"/>
        <source>park</source>
        <translation>parque</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="31"/>
        <source>skyscraper</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="32"/>
        <source>stadium</source>
        <translation>estadio</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="33"/>
        <source>the Tower</source>
        <translation>la Torre</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="34"/>
        <source>hazard</source>
        <translation>edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="35"/>
        <source>bonus building</source>
        <translation>edificio extra</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="36"/>
        <source>residential block</source>
        <translation>bloque residencial</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="37"/>
        <source>industrial block</source>
        <translation>bloque industrial</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="91"/>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="131"/>
        <source>salary</source>
        <extracomment>A word field&apos;s English word by its value (context &quot;Events&quot;; the play view translates it): how a player left jail here, and each rule set&apos;s own (:func:`add_rows`). The words of each payment reason: those every rule set pays for, then each rule set&apos;s own (:func:`add_rows`).</extracomment>
        <translation>paso por SALIDA</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="97"/>
        <source>bridge toll</source>
        <extracomment>U-Build&apos;s own payment reasons&apos; words.</extracomment>
        <translation>peaje del puente</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="132"/>
        <source>jail fine</source>
        <translation>multa de la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="133"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="98"/>
        <source>Chance: per block</source>
        <translation>Suerte: por bloque</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="99"/>
        <source>Chance: per district</source>
        <translation>Suerte: por distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="100"/>
        <source>hazard move</source>
        <translation>mover edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="134"/>
        <source>bankruptcy</source>
        <translation>bancarrota</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="135"/>
        <source>deal</source>
        <translation>trato</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="136"/>
        <source>mortgage</source>
        <translation>hipoteca</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="137"/>
        <source>mortgage repaid</source>
        <translation>hipoteca levantada</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="138"/>
        <source>rent for {name}</source>
        <translation>alquiler por {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="96"/>
        <source>paid the fine</source>
        <translation>paga la multa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="97"/>
        <source>rolled a double</source>
        <translation>saca dobles</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="98"/>
        <source>rolled a 6</source>
        <translation>saca un 6</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="99"/>
        <source>third failed roll: pays the fine</source>
        <translation>tercera tirada fallida: paga la multa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="92"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="253"/>
        <source>{payer} paid {payee} {amount} ({reason})</source>
        <translation>{payer} paga {amount} a {payee} ({reason})</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="215"/>
        <source>The Chance pile is shuffled. Let&apos;s play!</source>
        <translation>Las tarjetas de Suerte están barajadas. ¡A jugar!</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="219"/>
        <source>Who starts? Everyone rolls the die: the highest roller starts</source>
        <translation>¿Quién empieza? Todos tiran el dado: empieza quien saque más</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="220"/>
        <source>Who starts? Everyone rolls both dice: the highest roller starts</source>
        <translation>¿Quién empieza? Todos tiran los dos dados: empieza quien saque más</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="223"/>
        <source>{who} rolled {total}</source>
        <translation>{who} sacó {total}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="224"/>
        <source>{who} rolled {dice} = {total}</source>
        <translation>{who} sacó {dice} = {total}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="225"/>
        <source>{names} tied with {total}: they roll again</source>
        <translation>{names} empatan con {total}: vuelven a tirar</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="229"/>
        <source>{who} rolled highest and starts</source>
        <translation>{who} sacó más y empieza</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="228"/>
        <source>{who} starts</source>
        <translation>Empieza {who}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="235"/>
        <source>{who} rolled {dice} (a double)</source>
        <translation>{who} saca {dice} (dobles)</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="234"/>
        <source>{who} rolled {dice}</source>
        <translation>{who} saca {dice}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="237"/>
        <source>{who} landed on {space}</source>
        <translation>{who} cae en {space}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="80"/>
        <source>{who} rode the railroad to the other end</source>
        <extracomment>U-Build&apos;s own event kinds&apos; sentences.</extracomment>
        <translation>{who} viaja en tren al otro extremo</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="238"/>
        <source>{who} passed GO</source>
        <translation>{who} pasa por la SALIDA</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="81"/>
        <source>{who} lowered the bridge</source>
        <translation>{who} baja el puente</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="82"/>
        <source>{who} raised the bridge</source>
        <translation>{who} levanta el puente</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="83"/>
        <source>{who} drew a Chance card ({half}): {text}</source>
        <translation>{who} coge una tarjeta de Suerte ({half}): {text}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="19"/>
        <source>UP</source>
        <translation>puente levantado</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="20"/>
        <source>DOWN</source>
        <translation>puente bajado</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="100"/>
        <source>used a get-out-of-jail card</source>
        <translation>usa una carta de salir de la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="139"/>
        <source>bought {name}</source>
        <translation>compra de {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="104"/>
        <source>blocks on {name}</source>
        <translation>bloques en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="140"/>
        <source>auction for {name}</source>
        <translation>subasta de {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="69"/>
        <source>tax</source>
        <extracomment>The traditional game&apos;s own payment reasons&apos; words.</extracomment>
        <translation>impuesto</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="70"/>
        <source>Community Chest</source>
        <translation>Caja de Comunidad</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="71"/>
        <source>repairs</source>
        <translation>reparaciones</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="72"/>
        <source>the Free Parking pot</source>
        <translation>el bote del Parking gratuito</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="73"/>
        <source>houses on {name}</source>
        <translation>casas en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="74"/>
        <source>buildings sold on {name}</source>
        <translation>edificios vendidos en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="75"/>
        <source>mortgage interest on {name}</source>
        <translation>intereses de la hipoteca de {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="141"/>
        <source>Fair start</source>
        <translation>inicio justo</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="76"/>
        <source>{name} handed to the bank</source>
        <translation>entrega de {name} al banco</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="213"/>
        <source>Card {card} shuffled into the Chance pile</source>
        <extracomment>The one table of event sentences: the rows every rule set shares, then each rule set&apos;s own (:func:`add_rows`): every kind the engines emit.</extracomment>
        <translation>La tarjeta {card} entra barajada en el mazo de Suerte</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="216"/>
        <source>Let&apos;s play!</source>
        <translation>¡A jugar!</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="232"/>
        <source>{who} ended the turn</source>
        <translation>{who} termina el turno</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="84"/>
        <source>{who} cannot follow the card; it goes to the bottom</source>
        <translation>{who} no puede seguir la tarjeta; va al fondo del mazo</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="239"/>
        <source>{who} went to jail</source>
        <translation>{who} va a la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="240"/>
        <source>{who} left jail ({how})</source>
        <translation>{who} sale de la cárcel ({how})</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="242"/>
        <source>{who} stays in jail</source>
        <translation>{who} se queda en la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="243"/>
        <source>{who} bought {name} for {price}</source>
        <translation>{who} compra {name} por {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="244"/>
        <source>{name} is up for auction</source>
        <translation>{name} sale a subasta</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="245"/>
        <source>{who} bid {amount}</source>
        <translation>{who} puja {amount}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="247"/>
        <source>{who} left the auction</source>
        <translation>{who} abandona la subasta</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="248"/>
        <source>{who} passed</source>
        <translation>{who} pasa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="249"/>
        <source>{who} won {name} for {amount}</source>
        <translation>{who} gana {name} por {amount}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="250"/>
        <source>Nobody bought {name}</source>
        <translation>Nadie compra {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="251"/>
        <source>{who} paid {owner} {amount} rent for {name}</source>
        <translation>{who} pagó a {owner} {amount} de alquiler por {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="252"/>
        <source>{who} owes {owner} {amount} rent for {name}</source>
        <translation>{who} debe a {owner} {amount} de alquiler por {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="87"/>
        <source>{who} built {blocks} on {name}</source>
        <translation>{who} construye {blocks} en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="88"/>
        <source>{who} built {residential} and {industrial} on {name}</source>
        <translation>{who} construye {residential} y {industrial} en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="91"/>
        <source>{who} built a {building} next to {name}</source>
        <translation>{who} construye: {building} junto a {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="269"/>
        <source>{rounds} played without a bankruptcy: the round limit ends the game</source>
        <translation>{rounds} sin ninguna bancarrota: el límite de rondas termina la partida</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="271"/>
        <source>{actions} played without a bankruptcy: the most a game file holds, so the game ends</source>
        <translation>{actions} jugadas sin ninguna bancarrota: lo máximo que cabe en un archivo de partida, así que la partida termina</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="21"/>
        <source>{who} drew a Chance card: {text}</source>
        <extracomment>The traditional game&apos;s own event kinds&apos; sentences.</extracomment>
        <translation>{who} roba una carta de Suerte: {text}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="22"/>
        <source>{who} drew a Community Chest card: {text}</source>
        <translation>{who} roba una carta de Caja de Comunidad: {text}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="25"/>
        <source>{who} keeps the get-out-of-jail card</source>
        <translation>{who} se queda la carta de salir de la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="26"/>
        <source>A get-out-of-jail card passed from {a} to {b}</source>
        <translation>Una carta de salir de la cárcel pasa de {a} a {b}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="28"/>
        <source>{who} built a house on {name}</source>
        <translation>{who} construye una casa en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="29"/>
        <source>{who} built a hotel on {name}</source>
        <translation>{who} construye un hotel en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="31"/>
        <source>{who} sold a house on {name} for {value}</source>
        <translation>{who} vende una casa de {name} por {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="32"/>
        <source>{who} sold the hotel on {name} for {value}</source>
        <translation>{who} vende el hotel de {name} por {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="33"/>
        <source>{who} sold the buildings on {name} for {value}</source>
        <translation>{who} vende los edificios de {name} por {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="36"/>
        <source>{who} did not buy {name}: it stays with the bank</source>
        <translation>{who} no compra {name}: se queda en la banca</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="38"/>
        <source>{who} was dealt {name}</source>
        <translation>{who} recibe {name} en el reparto</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="275"/>
        <source>{who} starts with {name}, free (Fair start)</source>
        <translation>{who} empieza con {name}, gratis (inicio justo)</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="39"/>
        <source>{who} is out of the game</source>
        <translation>{who} queda fuera de la partida</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="41"/>
        <source>Houses are short: the bank auctions one of its last houses</source>
        <translation>Faltan casas: la banca subasta una de sus últimas casas</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="42"/>
        <source>Hotels are short: the bank auctions one of its last hotels</source>
        <translation>Faltan hoteles: la banca subasta uno de sus últimos hoteles</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="45"/>
        <source>{who} won a house for {amount} and built it on {name}</source>
        <translation>{who} gana una casa por {amount} y la construye en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="46"/>
        <source>{who} won a hotel for {amount} and built it on {name}</source>
        <translation>{who} gana un hotel por {amount} y lo construye en {name}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="47"/>
        <source>Nobody bid: the building stays with the bank</source>
        <translation>Nadie puja: el edificio se queda en la banca</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="51"/>
        <source>{amount} from {who} went into the Free Parking pot (now {pot})</source>
        <translation>{amount} de {who} van al bote del Parking gratuito (ahora {pot})</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="54"/>
        <source>{who} chose to pay the Income Tax of {amount}</source>
        <translation>{who} eligió pagar el Impuesto sobre la renta de {amount}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="55"/>
        <source>{who} chose to pay {percent}% of their total worth of {worth} as Income Tax: {amount}</source>
        <translation>{who} eligió pagar como Impuesto sobre la renta el {percent}% de su valor total de {worth}: {amount}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/sentences.py" line="61"/>
        <source>{who} handed the mortgaged {name} to the bank as payment: it counts for {amount}, and the bank auctions it</source>
        <translation>{who} entregó al banco el título hipotecado de {name} como pago: cuenta por {amount}, y el banco lo subasta</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="90"/>
        <source>{who} built a {building}</source>
        <translation>{who} construye: {building}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="92"/>
        <source>{who} moved a hazard</source>
        <translation>{who} mueve una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="254"/>
        <source>{who} mortgaged {name} for {value}</source>
        <translation>{who} hipoteca {name} por {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="255"/>
        <source>{who} lifted the mortgage on {name} for {value}</source>
        <translation>{who} levanta la hipoteca de {name} por {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="263"/>
        <source>{a} offered {b} a deal</source>
        <translation>{a} propone un trato a {b}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="265"/>
        <source>{b} accepted the deal</source>
        <translation>{b} acepta el trato</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="266"/>
        <source>{b} turned the deal down</source>
        <translation>{b} rechaza el trato</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="267"/>
        <source>{name} passed from {a} to {b}</source>
        <translation>{name} pasa de {a} a {b}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="257"/>
        <source>{who} must raise {amount} to pay {creditor}</source>
        <translation>{who} debe conseguir {amount} para pagar a {creditor}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="259"/>
        <source>{who} paid the debt of {amount} to {creditor}</source>
        <translation>{who} paga la deuda de {amount} a {creditor}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="261"/>
        <source>{who} went bankrupt to {creditor}</source>
        <translation>{who} cae en bancarrota ante {creditor}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="274"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/sentences.py" line="231"/>
        <source>— {who}&apos;s turn —</source>
        <translation>— Turno de {who} —</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/sentences.py" line="85"/>
        <source>{who} has Planning Permission</source>
        <translation>{who} tiene Permiso de Obras</translation>
    </message>
</context>
<context>
    <name>Fair</name>
    <message>
        <location filename="../charts/fair_table.py" line="55"/>
        <source>{rate} ({low} to {high})</source>
        <translation>{rate} (de {low} a {high})</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="60"/>
        <source>Place {place}</source>
        <translation>Puesto {place}</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="65"/>
        <source>{money} and {gift}</source>
        <translation>{money} y {gift}</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="39"/>
        <source>{gift} costs {price}, worth {worth}: {total} in all</source>
        <translation>{gift} cuesta {price} y vale {worth}: {total} en total</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="42"/>
        <source>The last place gets {gift}: the Fair start puts the least into the game with it.</source>
        <translation>El último puesto recibe {gift}: así el inicio justo mete lo mínimo en la partida.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="44"/>
        <source>Money alone puts the least into the game.</source>
        <translation>Solo con dinero se mete lo mínimo en la partida.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="45"/>
        <source>Chosen by the program: money alone puts {money} into the game; with a gift for the last place (each weighed by {games} games), {weighed}. {verdict}</source>
        <translation>Elegido por el programa: solo con dinero entran {money} en la partida; con un regalo para el último puesto (cada uno sopesado con {games} partidas), {weighed}. {verdict}</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="72"/>
        <source>{place}. {gets}</source>
        <translation>{place}.º {gets}</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="80"/>
        <source>The search pays nobody: the seats look fair as they are; proving it with {games} games with fresh seeds…</source>
        <translation>La búsqueda no paga a nadie: los puestos parecen justos tal como están; se prueba con {games} partidas de semillas nuevas…</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="82"/>
        <source>The search proposes {amounts}; proving it with {games} games with fresh seeds…</source>
        <translation>La búsqueda propone {amounts}; se prueba con {games} partidas de semillas nuevas…</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="93"/>
        <source>Stopped during the search, before it proposed amounts.</source>
        <translation>Detenido durante la búsqueda, antes de proponer cantidades.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="94"/>
        <source>Stopped before its proof: the search proposed {amounts}, which games with fresh seeds have not shown fair yet.</source>
        <translation>Detenido antes de su prueba: la búsqueda propuso {amounts}, que las partidas de semillas nuevas aún no han mostrado justo.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="103"/>
        <source>The seats are fair already: in {games} games every place wins within ±{points} points of {share}, 95% intervals included (the farthest reaches {worst} points). No Fair start is needed, no gift either.</source>
        <translation>Los puestos ya son justos: en {games} partidas cada puesto gana a ±{points} puntos o menos del {share}, intervalos del 95 % incluidos (el más lejano llega a {worst} puntos). No hace falta un inicio justo, ni tampoco un regalo.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="117"/>
        <source>Nothing to pay: the seats are fair as they are, with no Fair start and no gift.</source>
        <translation>Nada que pagar: los puestos son justos tal como están, sin inicio justo y sin regalo.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="129"/>
        <source>No Fair start up to the starting cash ({cash}) brings every place within ±{points} points: place {place} still wins {rate}. The table shows the closest one found.</source>
        <translation>Ningún inicio justo de hasta el dinero inicial ({cash}) deja cada puesto a ±{points} puntos o menos: el puesto {place} aún gana el {rate}. La tabla muestra el más cercano encontrado.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="150"/>
        <source>No Fair start shown: {attempts} verifications with fresh seeds fell short, each after a refit with the games of the one before (the last, {games} games, reaches {worst} points from {share} with its {confidence} intervals, past ±{points}). The amounts are only the search&apos;s best guess; another search (other seeds, more games a round) may show one.</source>
        <translation>Ningún inicio justo demostrado: {attempts} verificaciones de semillas nuevas se quedaron cortas, cada una tras reajustar con las partidas de la anterior (la última, {games} partidas, llega a {worst} puntos de {share} con sus intervalos del {confidence}, más allá de ±{points}). Las cantidades son solo la mejor estimación de la búsqueda; otra búsqueda (otras semillas, más partidas por ronda) puede demostrar uno.</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="165"/>
        <source>The search pays nobody: the seats look fair as they are, not proven yet. Propose Fair Start proves it with {games} games with fresh seeds (the search&apos;s games are kept).</source>
        <translation>La búsqueda no paga a nadie: los puestos parecen justos tal como están, aún sin demostrar. Proponer inicio justo lo demuestra con {games} partidas de semillas nuevas (se conservan las partidas de la búsqueda).</translation>
    </message>
    <message>
        <location filename="../fair_words.py" line="168"/>
        <source>The search proposes {amounts}, not proven yet. Propose Fair Start proves it with {games} games with fresh seeds (the search&apos;s games are kept).</source>
        <translation>La búsqueda propone {amounts}, aún sin demostrar. Proponer inicio justo lo demuestra con {games} partidas de semillas nuevas (se conservan las partidas de la búsqueda).</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="75"/>
        <source>Fair: in {games} games with fresh seeds every place wins within ±{points} points of {share}, {confidence} intervals included (the farthest reaches {worst} points).</source>
        <translation>Justo: en {games} partidas de semillas nuevas cada puesto gana a ±{points} puntos del {share} o menos, intervalos del {confidence} incluidos (el más lejano llega a {worst} puntos).</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="82"/>
        <source>Not shown yet: in {games} games with fresh seeds every place wins within ±{points} points of {share}, but the {confidence} intervals reach further; about {needed} games would show it.</source>
        <translation>Aún sin demostrar: en {games} partidas de semillas nuevas cada puesto gana a ±{points} puntos del {share} o menos, pero los intervalos del {confidence} llegan más lejos; unas {needed} partidas lo mostrarían.</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="87"/>
        <source>Not reached: in {games} games with fresh seeds a place is {off} points from {share}, too far to show within ±{points} points with its {confidence} interval; a search with more games per round gets closer.</source>
        <translation>No alcanzado: en {games} partidas de semillas nuevas un puesto está a {off} puntos del {share}, demasiado lejos para mostrarlo a ±{points} puntos o menos con su intervalo del {confidence}; una búsqueda con más partidas por ronda se acerca más.</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="104"/>
        <source>Turn order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="104"/>
        <source>Fair start</source>
        <translation>Inicio justo</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="105"/>
        <source>Wins before</source>
        <translation>Victorias antes</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="105"/>
        <source>Wins after</source>
        <translation>Victorias después</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="111"/>
        <source>The bank pays each place in the turn order its Fair start once the roll-off has chosen the first player. Found in {rounds} rounds ({games} simulated games), then verified by {verify} games with seeds the search never used.</source>
        <translation>La banca paga a cada puesto del orden de turno su inicio justo en cuanto la tirada de salida elige al primer jugador. Encontrado en {rounds} rondas ({games} partidas simuladas) y verificado después con {verify} partidas de semillas que la búsqueda nunca usó.</translation>
    </message>
    <message>
        <location filename="../charts/fair_table.py" line="164"/>
        <source>No Fair start was proposed for this report (it was asked without one: ubuild analyze --no-fair).</source>
        <extracomment>``ubuild analyze``&apos;s ``fair_start_status`` states (``analyze_fair.py``) that a report words.</extracomment>
        <translation>No se propuso un inicio justo para este informe (se pidió sin él: ubuild analyze --no-fair).</translation>
    </message>
</context>
<context>
    <name>FairSection</name>
    <message>
        <location filename="../editor/fair_section.py" line="146"/>
        <source>Fair start</source>
        <extracomment>How many tracks (or boards) and seat counts :attr:`FairSection.memo` keeps the runs of.</extracomment>
        <translation>Inicio justo</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="150"/>
        <source>The first player wins more often. A Fair start pays the later places in the turn order when the game begins; the search finds the amounts and proves them with fresh games.</source>
        <translation>Quien juega primero gana más a menudo. Un inicio justo paga a los últimos puestos del orden de turno al empezar la partida; la búsqueda encuentra las cantidades y las demuestra con partidas nuevas.</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="157"/>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="162"/>
        <source>Players for the Fair start</source>
        <translation>Jugadores del inicio justo</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="165"/>
        <source>P&amp;ropose Fair Start</source>
        <translation>P&amp;roponer inicio justo</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="167"/>
        <source>Search the amounts in rounds of simulated games, then verify them with enough fresh games to show every place within ±2 points</source>
        <translation>Busca las cantidades en rondas de partidas simuladas y luego las verifica con partidas nuevas suficientes para mostrar cada puesto a ±2 puntos o menos</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="170"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="180"/>
        <source>The last place also starts &amp;with:</source>
        <translation>El último puesto también empieza &amp;con:</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="183"/>
        <source>What the last place also starts with</source>
        <translation>Con qué más empieza el último puesto</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="184"/>
        <source>The books&apos; other compensation: the last place in the turn order starts with this district or property, free; the search finds the money that completes it</source>
        <translation>La otra compensación de los reglamentos: el último puesto del orden de turno empieza con este distrito o esta propiedad, gratis; la búsqueda encuentra el dinero que la completa</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="193"/>
        <source>Propose a&amp;fter each simulation</source>
        <translation>Proponer &amp;tras cada simulación</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="196"/>
        <source>Once the panel&apos;s games are played, search a Fair start (under half of a proof&apos;s games; the next edit stops it); Propose Fair Start then proves it with fresh games, the search&apos;s games kept</source>
        <translation>Una vez jugadas las partidas del panel, busca un inicio justo (menos de la mitad de las partidas de una demostración; la siguiente edición lo detiene); Proponer inicio justo lo demuestra después con partidas nuevas, conservando las de la búsqueda</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="203"/>
        <source>%v of %m games</source>
        <translation>%v de %m partidas</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="204"/>
        <source>Fair start search</source>
        <translation>Búsqueda del inicio justo</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="219"/>
        <source>&amp;Apply as House Rule</source>
        <translation>Apl&amp;icar como regla de la casa</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="221"/>
        <source>Keep these amounts as the Fair start of this many players, saved with the file; New game offers it</source>
        <translation>Guarda estas cantidades como el inicio justo de este número de jugadores, con el archivo; Nueva partida lo ofrece</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="282"/>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="289"/>
        <location filename="../editor/fair_section.py" line="414"/>
        <source>Cancelled.</source>
        <translation>Cancelada.</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="305"/>
        <source>Stopped: a new simulation.</source>
        <translation>Detenido: una simulación nueva.</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="361"/>
        <source>Chosen by the program</source>
        <translation>Elegido por el programa</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="362"/>
        <source>Money only</source>
        <translation>Solo dinero</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="364"/>
        <source>{name} ({price})</source>
        <translation>{name} ({price})</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="409"/>
        <source>Fair start proposed for {count} players: see the end of the Balance panel.</source>
        <translation>Inicio justo propuesto para {count} jugadores: véase el final del panel Equilibrio.</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="421"/>
        <source>The search stopped: {error}</source>
        <translation>La búsqueda se detuvo: {error}</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="451"/>
        <source>No Fair start is kept for {count} players.</source>
        <translation>No se guarda ningún inicio justo para {count} jugadores.</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="455"/>
        <source>Kept for {count} players: {amounts}</source>
        <translation>Guardado para {count} jugadores: {amounts}</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="458"/>
        <source>and {gifts}</source>
        <translation>y {gifts}</translation>
    </message>
    <message>
        <location filename="../editor/fair_section.py" line="459"/>
        <source>place {place}: {name}</source>
        <translation>puesto {place}: {name}</translation>
    </message>
</context>
<context>
    <name>FairStart</name>
    <message>
        <location filename="../play/game_words.py" line="231"/>
        <source>place {place}: {amount}</source>
        <translation>puesto {place}: {amount}</translation>
    </message>
</context>
<context>
    <name>FairStartChoice</name>
    <message>
        <location filename="../play/fair_choice.py" line="75"/>
        <source>Fair start: the later places in the turn order get a head start when the game begins</source>
        <translation>Inicio justo: los últimos puestos del orden de turno reciben ventaja al empezar la partida</translation>
    </message>
    <message>
        <location filename="../play/fair_choice.py" line="102"/>
        <source>Proposed by the balance lab and kept with the board: it evens out the first player&apos;s advantage</source>
        <translation>Propuesto por el laboratorio de equilibrio y guardado con el tablero: compensa la ventaja de quien juega primero</translation>
    </message>
    <message>
        <location filename="../play/fair_choice.py" line="105"/>
        <source>This board keeps no Fair start for {count} players: the editor&apos;s Balance panel proposes one.</source>
        <translation>Este tablero no guarda ningún inicio justo para {count} jugadores: el panel Equilibrio del editor propone uno.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location filename="../core/jsonfile.py" line="47"/>
        <source>track</source>
        <translation>tablero</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="47"/>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="48"/>
        <source>board</source>
        <translation>tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="72"/>
        <source>{file}: {special}, not a {kind} file</source>
        <translation>{file}: {special}, no es un archivo de {kind}</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="76"/>
        <location filename="../core/jsonfile.py" line="120"/>
        <source>{file}: the file is {size} bytes, more than the {limit} allowed</source>
        <translation>{file}: el archivo ocupa {size} bytes, más de los {limit} permitidos</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="81"/>
        <source>{file}: no such file</source>
        <translation>{file}: no existe ese archivo</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="83"/>
        <source>{file}: is a folder, not a {kind} file</source>
        <translation>{file}: es una carpeta, no un archivo de {kind}</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="85"/>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: no se puede leer ({reason})</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="126"/>
        <source>{file}: not a {kind} file (binary data, not UTF-8 text)</source>
        <translation>{file}: no es un archivo de {kind} (datos binarios, no texto UTF-8)</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="129"/>
        <source>{file}: not a {kind} file (binary data)</source>
        <translation>{file}: no es un archivo de {kind} (datos binarios)</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="134"/>
        <source>{file}: not valid JSON (line {line}, column {column}: {reason})</source>
        <translation>{file}: no es JSON válido (línea {line}, columna {column}: {reason})</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="137"/>
        <source>{file}: not a {kind} file (JSON nested too deeply)</source>
        <translation>{file}: no es un archivo de {kind} (JSON anidado demasiado hondo)</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="149"/>
        <source>{file}: format_version is missing or not a whole number</source>
        <translation>{file}: falta format_version o no es un número entero</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="152"/>
        <source>{file}: made by a newer U-Build Desktop ({kind} format {version}; this program reads up to {newest}). Please update the program to open it.</source>
        <translation>{file}: hecho con un U-Build Desktop más nuevo (formato de {kind} {version}; este programa lee hasta el {newest}). Actualiza el programa para abrirlo.</translation>
    </message>
    <message>
        <location filename="../core/jsonfile.py" line="156"/>
        <source>{file}: format_version {version} is not a {kind} format</source>
        <translation>{file}: format_version {version} no es un formato de {kind}</translation>
    </message>
    <message>
        <location filename="../core/trackfile.py" line="98"/>
        <source>{file}: no built-in track of that name ({names})</source>
        <translation>{file}: no hay ningún tablero incluido con ese nombre ({names})</translation>
    </message>
    <message>
        <location filename="../core/square/boardfile.py" line="92"/>
        <source>{file}: no built-in board of that name ({names})</source>
        <translation>{file}: no hay ningún tablero cuadrado incluido con ese nombre ({names})</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="46"/>
        <source>inventory</source>
        <extracomment>The built-in boxes: each preset&apos;s tile set (its built-in track&apos;s pieces, plus the two railroads, which every track may add) and the whole box. The ``kind`` word of the file messages (``jsonfile``&apos;s messages name the kind of file).</extracomment>
        <translation>inventario</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="96"/>
        <source>{file}: no such file (and not a built-in box: {names})</source>
        <translation>{file}: no existe el archivo (ni es una caja incluida: {names})</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="130"/>
        <source>{file}: not an inventory file (expected a JSON object)</source>
        <translation>{file}: no es un archivo de inventario (se esperaba un objeto JSON)</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="132"/>
        <source>{file}: not an inventory file (&quot;kind&quot; must be &quot;{kind}&quot;)</source>
        <translation>{file}: no es un archivo de inventario (&quot;kind&quot; debe ser &quot;{kind}&quot;)</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="135"/>
        <source>{file}: inventory format version {version} is not one this program reads (1)</source>
        <translation>{file}: la versión de formato de inventario {version} no es una que este programa lea (1)</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="139"/>
        <source>{file}: unknown field {field}</source>
        <translation>{file}: campo desconocido {field}</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="142"/>
        <source>{file}: &quot;name&quot; must be a text of at most 200 characters</source>
        <translation>{file}: &quot;name&quot; debe ser un texto de 200 caracteres como mucho</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="145"/>
        <source>{file}: &quot;pieces&quot; must be an object of piece kinds and counts</source>
        <translation>{file}: &quot;pieces&quot; debe ser un objeto de tipos de pieza y cantidades</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="150"/>
        <source>{file}: unknown piece kind {piece} in &quot;pieces&quot; (known: {known}; doubles go in &quot;tiles&quot;)</source>
        <translation>{file}: tipo de pieza desconocido {piece} en &quot;pieces&quot; (conocidos: {known}; las dobles van en &quot;tiles&quot;)</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="155"/>
        <source>{file}: the count of {piece} must be a whole number from 0 to {most}, not {count}</source>
        <translation>{file}: la cantidad de {piece} debe ser un número entero de 0 a {most}, no {count}</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="161"/>
        <source>{file}: &quot;tiles&quot; must be a list of tile names</source>
        <translation>{file}: &quot;tiles&quot; debe ser una lista de nombres de baldosa</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="166"/>
        <source>{file}: {tile} is not a tile of the box ({known})</source>
        <translation>{file}: {tile} no es una baldosa de la caja ({known})</translation>
    </message>
    <message>
        <location filename="../core/generate/inventory.py" line="169"/>
        <source>{file}: tile {tile} is listed twice (a box holds one of each)</source>
        <translation>{file}: la baldosa {tile} aparece dos veces (una caja trae una de cada)</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="44"/>
        <source>{file}: house_rules must be an object</source>
        <translation>{file}: house_rules debe ser un objeto</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="45"/>
        <source>{file}: house_rules: unknown field {field}</source>
        <translation>{file}: house_rules: campo desconocido {field}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="46"/>
        <source>{file}: house_rules.fair_start must be a list of whole numbers from 0</source>
        <translation>{file}: house_rules.fair_start debe ser una lista de números enteros desde 0</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="47"/>
        <source>{file}: house_rules.fair_gifts must be a list of property ids</source>
        <translation>{file}: house_rules.fair_gifts debe ser una lista de identificadores de propiedades</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="48"/>
        <source>{file}: house_rules.{field} must be true or false</source>
        <translation>{file}: house_rules.{field} debe ser true o false</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="49"/>
        <source>{file}: house_rules.{field} must be a whole number</source>
        <translation>{file}: house_rules.{field} debe ser un número entero</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="50"/>
        <source>{file}: house_rules: {problem}</source>
        <translation>{file}: house_rules: {problem}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="36"/>
        <source>{file}: not a game file (expected a JSON object)</source>
        <translation>{file}: no es un archivo de partida (se esperaba un objeto JSON)</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="37"/>
        <source>{file}: not a game file (format is not {format})</source>
        <translation>{file}: no es un archivo de partida (el formato no es {format})</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="38"/>
        <source>{file}: a game of another rule set ({rule_set}), not a {game} game</source>
        <translation>{file}: una partida de otro juego ({rule_set}), no de {game}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="39"/>
        <source>{file}: missing fields: {fields}</source>
        <translation>{file}: faltan campos: {fields}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="40"/>
        <source>{file}: unknown fields: {fields}</source>
        <translation>{file}: campos desconocidos: {fields}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="41"/>
        <source>{file}: players must be a list of names</source>
        <translation>{file}: players debe ser una lista de nombres</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="42"/>
        <source>{file}: rules_version must be a whole number from 1</source>
        <translation>{file}: rules_version debe ser un número entero desde 1</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="43"/>
        <source>{file}: made by a newer U-Build Desktop (rules version {version}); please update the program</source>
        <translation>{file}: hecho con un U-Build Desktop más nuevo (versión de reglas {version}); actualiza el programa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="45"/>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="87"/>
        <source>{file}: seed must be a whole number</source>
        <translation>{file}: seed debe ser un número entero</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="89"/>
        <source>{file}: history must be a list of actions in text form</source>
        <translation>{file}: history debe ser una lista de acciones en forma de texto</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="95"/>
        <source>{file}: dice must be one of {modes}</source>
        <translation>{file}: dice debe ser uno de {modes}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="102"/>
        <source>{file}: the history holds {count} actions; a game holds at most {limit}</source>
        <translation>{file}: el historial tiene {count} acciones; una partida tiene como mucho {limit}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="130"/>
        <source>{file}: history[{index}] {action} is not what this game&apos;s dice gave ({rolled}): the file was changed, or it was played with the table&apos;s own dice</source>
        <translation>{file}: history[{index}] {action} no es lo que dieron los dados de esta partida ({rolled}): el archivo se cambió, o se jugó con los dados de la mesa</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="137"/>
        <source>{file}: history[{index}] {action}: the game already ended at its round limit ({reason})</source>
        <translation>{file}: history[{index}] {action}: la partida ya terminó en su límite de rondas ({reason})</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/gamefile.py" line="140"/>
        <source>{file}: history[{index}] {action}: {reason}</source>
        <translation>{file}: history[{index}] {action}: no se puede jugar ({reason})</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/gamefile.py" line="92"/>
        <source>{file}: not a traditional game (rule_set is not {rule_set})</source>
        <translation>{file}: no es una partida tradicional (rule_set no es {rule_set})</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="139"/>
        <source>{file}: railroads must be true or false</source>
        <translation>{file}: railroads debe ser true o false</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="143"/>
        <source>{file}: round_limit must be a whole number of rounds (at least 1) or null</source>
        <translation>{file}: round_limit debe ser un número entero de rondas (al menos 1) o null</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="149"/>
        <source>{file}: fair_start must be a list of whole numbers</source>
        <translation>{file}: fair_start debe ser una lista de números enteros</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="153"/>
        <source>{file}: fair_gifts must be a list of district ids</source>
        <translation>{file}: fair_gifts debe ser una lista de identificadores de distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="164"/>
        <source>{file}: preset {preset} is not one of {presets}</source>
        <translation>{file}: el reglamento {preset} no es uno de {presets}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/gamefile.py" line="171"/>
        <source>{file} (embedded track): {problem}</source>
        <translation>{file} (tablero incluido): {problem}</translation>
    </message>
    <message>
        <location filename="../play/files.py" line="309"/>
        <source>{file}: the game and its journal hold {count} actions; a game holds at most {limit}</source>
        <translation>{file}: la partida y su diario tienen {count} acciones; una partida tiene como mucho {limit}</translation>
    </message>
    <message>
        <location filename="../play/files.py" line="344"/>
        <source>{file}: format_version is missing or not a whole number from 1</source>
        <translation>{file}: falta format_version o no es un número entero desde 1</translation>
    </message>
    <message>
        <location filename="../play/files.py" line="347"/>
        <source>{file}: made by a newer U-Build Desktop; please update the program</source>
        <translation>{file}: hecho con un U-Build Desktop más nuevo; actualiza el programa</translation>
    </message>
    <message>
        <location filename="../play/files.py" line="357"/>
        <source>{file}: the seats must be a list</source>
        <translation>{file}: los asientos deben ser una lista</translation>
    </message>
    <message>
        <location filename="../play/files.py" line="363"/>
        <source>{file}: the seats do not match the game&apos;s players</source>
        <translation>{file}: los asientos no coinciden con los jugadores de la partida</translation>
    </message>
    <message>
        <location filename="../play/opening.py" line="98"/>
        <source>{file}: cannot be opened ({reason})</source>
        <translation>{file}: no se puede abrir ({reason})</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="71"/>
        <source>{file}: not a game file (no game in it)</source>
        <translation>{file}: no es un archivo de partida (no contiene ninguna partida)</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="75"/>
        <source>{file}: not a game file (the players are not a list of names)</source>
        <translation>{file}: no es un archivo de partida (los jugadores no son una lista de nombres)</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="78"/>
        <source>{file}: not a game file (no track or no list of actions)</source>
        <translation>{file}: no es un archivo de partida (no tiene tablero o lista de acciones)</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="82"/>
        <source>{file}: not a game file (the track has no name and the game no preset)</source>
        <translation>{file}: no es un archivo de partida (el tablero no tiene nombre ni la partida reglamento)</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="464"/>
        <source>no game to resume</source>
        <translation>no hay ninguna partida que continuar</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="325"/>
        <source>{text} is not a site (expected q,r)</source>
        <extracomment>``type`` -&gt; action class: every class a rule set registered (:func:`register_actions`).</extracomment>
        <translation>{text} no es un solar (se esperaba q,r)</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="332"/>
        <source>{text} is not a whole number</source>
        <translation>{text} no es un número entero</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="337"/>
        <source>{text} is not a list (expected [a,b])</source>
        <translation>{text} no es una lista (se esperaba [a,b])</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="346"/>
        <source>empty action</source>
        <translation>acción vacía</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="349"/>
        <source>unknown action {action}</source>
        <translation>acción desconocida {action}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="353"/>
        <source>dice needs one or two values</source>
        <translation>dice necesita uno o dos valores</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="357"/>
        <source>{type}: wrong number of arguments ({given} given, {expected} expected)</source>
        <translation>{type}: número de argumentos erróneo ({given} dados, {expected} esperados)</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="383"/>
        <source>an action must be a JSON object, not {found}</source>
        <translation>una acción debe ser un objeto JSON, no {found}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="387"/>
        <source>unknown action type {type}</source>
        <translation>tipo de acción desconocido {type}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="392"/>
        <source>{type}: no such field: {fields}</source>
        <translation>{type}: campo inexistente: {fields}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="398"/>
        <source>{type}: missing field {field}</source>
        <translation>{type}: falta el campo {field}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="402"/>
        <source>{type}.{field}: expected a whole number, not {found}</source>
        <translation>{type}.{field}: se esperaba un número entero, no {found}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="407"/>
        <source>{type}.{field}: expected [q, r], not {found}</source>
        <translation>{type}.{field}: se esperaba [q, r], no {found}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="412"/>
        <source>{type}.{field}: expected a list of whole numbers</source>
        <translation>{type}.{field}: se esperaba una lista de números enteros</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="417"/>
        <source>{type}.{field}: expected a list of district ids</source>
        <translation>{type}.{field}: se esperaba una lista de identificadores de distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/actions.py" line="422"/>
        <source>{type}.{field}: expected text, not {found}</source>
        <translation>{type}.{field}: se esperaba texto, no {found}</translation>
    </message>
</context>
<context>
    <name>FreeBlocksBox</name>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="128"/>
        <source>Free blocks</source>
        <translation>Bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="131"/>
        <source>Where the free blocks go</source>
        <translation>Dónde van los bloques gratis</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="145"/>
        <source>{name}: {residential} + {industrial}</source>
        <translation>{name}: {residential} + {industrial}</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/ubuild/turn_sections.py" line="147"/>
        <source>{name}: %n residential block(s)</source>
        <translation>
            <numerusform>{name}: %n bloque residencial</numerusform>
            <numerusform>{name}: %n bloques residenciales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="149"/>
        <source>Build the free blocks</source>
        <translation>Construir los bloques gratis</translation>
    </message>
</context>
<context>
    <name>GameOpening</name>
    <message>
        <location filename="../play/opening.py" line="54"/>
        <source>Opening {name}…</source>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <location filename="../play/opening.py" line="55"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../play/opening.py" line="57"/>
        <source>Opening a game</source>
        <translation>Abriendo una partida</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="35"/>
        <source>the round limit must be a whole number of rounds, from 1 to {max}, not {value}</source>
        <translation>el límite de rondas debe ser un número entero de rondas, de 1 a {max}, no {value}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="37"/>
        <source>rules version {value} is not one of {versions}</source>
        <translation>la versión de las reglas {value} no es ninguna de {versions}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="38"/>
        <source>the track is not a valid {preset} track: {problem}</source>
        <translation>el circuito no es un circuito {preset} válido: {problem}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="39"/>
        <source>a {preset} game is for {low}-{high} players, not {count}</source>
        <translation>una partida {preset} es para {low}-{high} jugadores, no {count}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="40"/>
        <source>no district card for tile {tile} half {half}</source>
        <translation>no hay tarjeta de distrito para la ficha {tile}, mitad {half}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="41"/>
        <source>a Fair start gives one amount to each of the {count} players, each a whole number of $10k from $0 to {max}</source>
        <translation>un inicio justo da una cantidad a cada uno de los {count} jugadores, cada una un número entero de 10&#xa0;k$ de 0&#xa0;$ a {max}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/game.py" line="43"/>
        <source>a Fair start gives at most one district of this track to each of the {count} players, each to one place</source>
        <translation>un inicio justo da como mucho un distrito de este circuito a cada uno de los {count} jugadores, cada uno a un solo puesto</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/records.py" line="14"/>
        <source>player names must be distinct and not blank</source>
        <translation>los nombres de los jugadores deben ser distintos y no estar vacíos</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="64"/>
        <source>the traditional game takes {low} to {high} players, not {count}</source>
        <extracomment>The version of the traditional rules a new game plays (``Game.rules_version``; game files record it, and an older file replays under the rules it was played by). 3: the whole table plays and the books&apos; rules are whole (issue 24): open auctions; deals, building, selling and mortgages between turns by anyone; a received mortgaged title costs 10% once; a mortgaged title handed to the bank as payment; the Income Tax choice; the jail fine at any moment of the next two turns; double rent beside a mortgaged street. 2: auction bids step with the price (``kernel.auction.price_step``: the book&apos;s 1 up to a price of 499, then 0.4% of it, a round number) and open 10 steps up. 1: bids open at 10 and step by 1 whatever the price.</extracomment>
        <translation>el juego tradicional admite de {low} a {high} jugadores, no {count}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="65"/>
        <source>a Fair start gives one amount to each of the {count} players, each a whole number from $0 to {max}</source>
        <translation>un inicio justo da una cantidad a cada uno de los {count} jugadores, cada una un número entero de 0&#xa0;$ a {max}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="67"/>
        <source>a Fair start gives at most one property of this board to each of the {count} players, each to one place</source>
        <translation>un inicio justo da como mucho una propiedad de este tablero a cada uno de los {count} jugadores, cada una a un solo puesto</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="69"/>
        <source>the board {board} has problems: {problem}</source>
        <translation>el tablero {board} tiene problemas: {problem}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="70"/>
        <source>the board needs at least 12 spaces, GO first and only there</source>
        <translation>el tablero necesita al menos 12 casillas, con la SALIDA la primera y solo ahí</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="71"/>
        <source>the board needs exactly one jail</source>
        <translation>el tablero necesita exactamente una cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="72"/>
        <source>space {space}: a property needs a price and {rents} rents</source>
        <translation>casilla {space}: una propiedad necesita un precio y {rents} alquileres</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/game.py" line="73"/>
        <source>space {space}: a street needs a colour group and a house price</source>
        <translation>casilla {space}: una calle necesita un grupo de color y un precio de casa</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="39"/>
        <source>the round limit must be 0 (none) to {max}</source>
        <translation>el límite de rondas debe ir de 0 (ninguno) a {max}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/options.py" line="40"/>
        <source>each player may be dealt 0 to {max} properties</source>
        <translation>a cada jugador se le pueden repartir de 0 a {max} propiedades</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="39"/>
        <source>a seat must be a JSON object</source>
        <translation>un asiento debe ser un objeto JSON</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="40"/>
        <source>a seat needs a name</source>
        <translation>un asiento necesita un nombre</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="41"/>
        <source>seat {name}: colour must be #rrggbb</source>
        <translation>asiento {name}: el color debe ser #rrggbb</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="42"/>
        <source>seat {name}: kind must be human or computer</source>
        <translation>asiento {name}: el tipo debe ser human o computer</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="43"/>
        <source>seat {name}: strength must be one of {strengths}</source>
        <translation>asiento {name}: la fuerza debe ser una de {strengths}</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="44"/>
        <source>player {number} has no name</source>
        <translation>el jugador {number} no tiene nombre</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="45"/>
        <source>player {number}&apos;s name is {length} characters long: at most {limit} are allowed</source>
        <translation>el nombre del jugador {number} tiene {length} caracteres: se permiten {limit} como máximo</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="47"/>
        <source>{name}: {kind} is not human or computer</source>
        <translation>{name}: {kind} no es «human» ni «computer»</translation>
    </message>
    <message>
        <location filename="../play/seats.py" line="48"/>
        <source>{name}: strength {strength} is not one of {strengths}</source>
        <translation>{name}: la fuerza {strength} no es ninguna de {strengths}</translation>
    </message>
</context>
<context>
    <name>Generate</name>
    <message>
        <location filename="../core/generate/layouts.py" line="154"/>
        <source>the box “{box}” has {have} of the pieces “{piece}”; a {preset} track needs {need}</source>
        <extracomment>The messages of :class:`GenerateError`; ``piece`` and ``preset`` are words of ``validate``&apos;s ``KIND_LABELS`` and ``PRESET_LABELS`` (context &quot;TrackWords&quot;).</extracomment>
        <translation>la caja «{box}» tiene {have} piezas «{piece}»; un tablero {preset} necesita {need}</translation>
    </message>
    <message>
        <location filename="../core/generate/layouts.py" line="155"/>
        <source>the box “{box}” lacks the tiles {tiles} that a {preset} track needs</source>
        <translation>a la caja «{box}» le faltan las baldosas {tiles} que necesita un tablero {preset}</translation>
    </message>
    <message>
        <location filename="../core/generate/layouts.py" line="156"/>
        <source>the generator makes Starter, Classic and Pro tracks, not {preset} ones</source>
        <translation>el generador hace tableros Inicial, Clásico y Profesional, no {preset}</translation>
    </message>
    <message>
        <location filename="../core/generate/workers.py" line="45"/>
        <source>--backend ray needs Ray, which is not installed here ({reason}); install the optional extra with: pip install “ubuild_desktop[cluster]” (or pip install ray)</source>
        <translation>--backend ray necesita Ray, que no está instalado aquí ({reason}); instala el extra opcional con: pip install “ubuild_desktop[cluster]” (o pip install ray)</translation>
    </message>
    <message>
        <location filename="../core/generate/workers.py" line="47"/>
        <source>cannot reach the Ray cluster {address} ({reason})</source>
        <translation>no se puede llegar al clúster de Ray {address} ({reason})</translation>
    </message>
    <message>
        <location filename="../core/generate/workers.py" line="48"/>
        <source>unknown backend {backend}: process or ray</source>
        <translation>motor de ejecución desconocido {backend}: process o ray</translation>
    </message>
</context>
<context>
    <name>GroupLetters</name>
    <message>
        <location filename="../core/datawords.py" line="57"/>
        <source>B</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="58"/>
        <source>L</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="59"/>
        <source>P</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="60"/>
        <source>O</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="61"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="62"/>
        <source>Y</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="63"/>
        <source>G</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="64"/>
        <source>D</source>
        <translation>I</translation>
    </message>
</context>
<context>
    <name>GroupsForm</name>
    <message>
        <location filename="../editor/square_forms.py" line="288"/>
        <source>Group Colour</source>
        <translation>Color del grupo</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="291"/>
        <source>Colour groups</source>
        <translation>Grupos de color</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="292"/>
        <source>&amp;Add Group</source>
        <translation>&amp;Añadir grupo</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="294"/>
        <source>&amp;Remove Group</source>
        <translation>&amp;Quitar grupo</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="296"/>
        <source>Remove the group; its streets are left without one</source>
        <translation>Quita el grupo; sus calles se quedan sin grupo</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="297"/>
        <source>Group name in English</source>
        <translation>Nombre del grupo en inglés</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="299"/>
        <source>Group name in Spanish</source>
        <translation>Nombre del grupo en español</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="302"/>
        <source>Marker letter</source>
        <translation>Letra de marca</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="305"/>
        <source>One capital letter: the group told apart without its colour</source>
        <translation>Una letra mayúscula: distingue el grupo sin su color</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="306"/>
        <source>Marker letter in Spanish</source>
        <translation>Letra de marca en español</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="309"/>
        <source>Empty: the same letter as in English</source>
        <translation>Vacía: la misma letra que en inglés</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="310"/>
        <source>&amp;Colour…</source>
        <translation>&amp;Color…</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="318"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="319"/>
        <source>Name in &amp;Spanish:</source>
        <translation>Nombre en e&amp;spañol:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="320"/>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="321"/>
        <source>&amp;Letter:</source>
        <translation>&amp;Letra:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="322"/>
        <source>Letter in S&amp;panish:</source>
        <translation>Letra en es&amp;pañol:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="332"/>
        <source>Rename group {group}</source>
        <translation>Renombrar el grupo {group}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="333"/>
        <source>Spanish name of group {group}</source>
        <translation>Nombre en español del grupo {group}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="334"/>
        <source>Letter of group {group}</source>
        <translation>Letra del grupo {group}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="336"/>
        <source>Spanish letter of group {group}</source>
        <translation>Letra en español del grupo {group}</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/square_forms.py" line="348"/>
        <source>{letter} · {name} (%n street(s))</source>
        <translation>
            <numerusform>{letter} · {name} (%n calle)</numerusform>
            <numerusform>{letter} · {name} (%n calles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="410"/>
        <source>Colour of group {group}</source>
        <translation>Color del grupo {group}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="414"/>
        <source>Add colour group</source>
        <translation>Añadir grupo de color</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="421"/>
        <source>Remove colour group {group}</source>
        <translation>Quitar el grupo de color {group}</translation>
    </message>
</context>
<context>
    <name>HeadingLine</name>
    <message>
        <location filename="../play/turn_status.py" line="39"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="39"/>
        <source>Shuffling the Chance cards…</source>
        <translation>Barajando las tarjetas de Suerte…</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="43"/>
        <source>{name}: roll to see who starts</source>
        <translation>{name}: tira para ver quién empieza</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="44"/>
        <source>{name}: bid or pass</source>
        <translation>{name}: puja o pasa</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="45"/>
        <source>{name} must raise money</source>
        <translation>{name} debe conseguir dinero</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="46"/>
        <source>{name}: answer the deal</source>
        <translation>{name}: responde al trato</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="47"/>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
</context>
<context>
    <name>HeatMap</name>
    <message>
        <location filename="../board/heatmap.py" line="56"/>
        <source>Turns that land on the space</source>
        <translation>Turnos que caen en la casilla</translation>
    </message>
    <message>
        <location filename="../board/heatmap.py" line="221"/>
        <source>least {value}</source>
        <translation>mínimo {value}</translation>
    </message>
    <message>
        <location filename="../board/heatmap.py" line="222"/>
        <source>most {value}</source>
        <translation>máximo {value}</translation>
    </message>
    <message>
        <location filename="../board/heatmap.py" line="246"/>
        <source>From {least} (pale yellow) to {most} (dark red)</source>
        <translation>De {least} (amarillo pálido) a {most} (rojo oscuro)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../helpmenu.py" line="36"/>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="37"/>
        <source>Design your own tracks for the tile-built property-trading board game, check them against the Freestyle rules, and play them with 2-6 friends and computer players around one shared screen.</source>
        <translation>Diseña tus propios tableros para el juego de mesa de compraventa de propiedades hecho de baldosas, compruébalos con las reglas Freestyle y juega en ellos con 2-6 amigos y jugadores del ordenador alrededor de una sola pantalla.</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="41"/>
        <source>Free software under the {license} license.</source>
        <translation>Software libre con licencia {license}.</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="43"/>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="53"/>
        <source>About {program}</source>
        <translation>Acerca de {program}</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="68"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="71"/>
        <source>The rules of the game, explained for players</source>
        <translation>Las reglas del juego, explicadas para los jugadores</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="77"/>
        <source>First-game &amp;tour</source>
        <translation>&amp;Recorrido de la primera partida</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="79"/>
        <source>A short tour of this window: the board, your turn, the players, the log and the keys</source>
        <translation>Un breve recorrido por esta ventana: el tablero, tu turno, los jugadores, el registro y las teclas</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="84"/>
        <source>&amp;About {program}</source>
        <translation>&amp;Acerca de {program}</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="86"/>
        <source>The program&apos;s version and license</source>
        <translation>La versión y la licencia del programa</translation>
    </message>
    <message>
        <location filename="../helpmenu.py" line="97"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>HoldingsView</name>
    <message>
        <location filename="../play/dialogs.py" line="323"/>
        <source>{name}&apos;s holdings</source>
        <translation>Propiedades de {name}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="338"/>
        <source>cash</source>
        <translation>en efectivo</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="351"/>
        <source>No properties yet.</source>
        <translation>Aún no tiene propiedades.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="353"/>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="353"/>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="353"/>
        <source>Rent now</source>
        <translation>Alquiler ahora</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="357"/>
        <source>Stations</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="357"/>
        <source>Utilities</source>
        <translation>Compañías</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="358"/>
        <source>{held} of {size}</source>
        <translation>{held} de {size}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="366"/>
        <source>by the dice</source>
        <translation>según los dados</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="376"/>
        <source>Cards kept</source>
        <translation>Cartas guardadas</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="376"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
</context>
<context>
    <name>HomeWindow</name>
    <message>
        <location filename="../app/home.py" line="82"/>
        <location filename="../app/home.py" line="102"/>
        <source>U-Build</source>
        <translation>U-Build</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="113"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="146"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="150"/>
        <source>Edit a track…</source>
        <translation>Editar un tablero…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="170"/>
        <source>The Starter track: the one to learn on.</source>
        <translation>El tablero Inicial: el ideal para aprender.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="225"/>
        <source>No game to resume yet.</source>
        <translation>Aún no hay ninguna partida que seguir.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="287"/>
        <source>Autosave is off: the folder {folder} cannot be created ({reason}). Games still play; keep one with Save.</source>
        <translation>El guardado automático está desactivado: no se puede crear la carpeta {folder} ({reason}). Se puede jugar igual; guarda la partida con Guardar.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="421"/>
        <source>Cannot resume</source>
        <translation>No se puede seguir</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="117"/>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="108"/>
        <source>Clip the tiles together, buy districts, build a city. 2-6 players around one screen (2-8 on the traditional board).</source>
        <translation>Encaja las baldosas, compra distritos, construye una ciudad. De 2 a 6 jugadores ante una pantalla (de 2 a 8 en el tablero tradicional).</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="130"/>
        <source>Resume</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="249"/>
        <source>Test games</source>
        <translation>Partidas de prueba</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="250"/>
        <source>Games started from the editor&apos;s Play This Track or with ubuild play</source>
        <translation>Partidas empezadas con Jugar en este tablero del editor o con ubuild play</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="303"/>
        <source>The autosave {file} cannot be read ({problem}), nor set aside ({error}).</source>
        <translation>No se puede leer el guardado automático {file} ({problem}), ni apartarlo ({error}).</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="306"/>
        <source>An autosave cannot be read ({problem}); it was set aside as {file}.</source>
        <translation>No se puede leer un guardado automático ({problem}); se ha apartado como {file}.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="417"/>
        <source>The game is in use</source>
        <translation>La partida está en uso</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="418"/>
        <source>This game is open in another copy of U-Build. Close it there, or choose another game.</source>
        <translation>Esta partida está abierta en otra copia de U-Build. Ciérrala allí o elige otra partida.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="422"/>
        <source>The game could not be restored:

{error}</source>
        <translation>No se ha podido recuperar la partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="423"/>
        <source>Resuming the game…</source>
        <translation>Recuperando la partida…</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="434"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="455"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="456"/>
        <source>This game file cannot be opened:

{error}</source>
        <translation>No se puede abrir este archivo de partida:

{error}</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="485"/>
        <source>No editor</source>
        <translation>No hay editor</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="485"/>
        <source>The track editor is not available in this installation.</source>
        <translation>El editor de tableros no está disponible en esta instalación.</translation>
    </message>
    <message>
        <location filename="../app/home.py" line="434"/>
        <source>U-Build games (*.ubuild-game *.json);;All files (*)</source>
        <translation>Partidas de U-Build (*.ubuild-game *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="30"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="32"/>
        <source>Free Parking pot</source>
        <translation>Bote del Parking gratuito</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="34"/>
        <source>Auctions</source>
        <translation>Subastas</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="38"/>
        <source>Round limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="40"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="43"/>
        <source>Properties dealt at the start</source>
        <translation>Propiedades repartidas al empezar</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="45"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="46"/>
        <source>Double salary on GO</source>
        <translation>Sueldo doble en la SALIDA</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="48"/>
        <source>Building while in jail</source>
        <translation>Construir en la cárcel</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="50"/>
        <source>No double rent beside a mortgage</source>
        <translation>Sin alquiler doble junto a una hipoteca</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="52"/>
        <source>The book&apos;s rules</source>
        <translation>Las reglas del libro</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="54"/>
        <source>Set every house rule back to the rule book&apos;s</source>
        <translation>Vuelve a poner cada regla de la casa como en el libro de reglas</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="57"/>
        <source>Taxes, fines and card payments to the bank go into a pot; landing on Free Parking takes it.</source>
        <translation>Los impuestos, las multas y los pagos de cartas a la banca van a un bote; quien cae en el Parking gratuito se lo lleva.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="59"/>
        <source>A property its lander does not buy is auctioned to everyone. Off: it stays with the bank.</source>
        <translation>Una propiedad que no compra quien cae en ella se subasta entre todos. Sin ella: se queda en la banca.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="61"/>
        <source>After this many rounds the game ends with a final tally: the richest player wins. No limit: the last player standing wins.</source>
        <translation>Tras estas rondas la partida acaba con un recuento final: gana el jugador más rico. Sin límite: gana el último que quede en pie.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="63"/>
        <source>Each player is dealt this many properties at random before the first roll.</source>
        <translation>A cada jugador se le reparten al azar estas propiedades antes de la primera tirada.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="64"/>
        <source>Landing exactly on GO pays the salary twice.</source>
        <translation>Caer justo en la SALIDA paga el sueldo dos veces.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="65"/>
        <source>A player in jail may still build and sell houses and hotels.</source>
        <translation>Un jugador en la cárcel aún puede construir y vender casas y hoteles.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="66"/>
        <source>A mortgaged street stops the rest of its colour group from charging double rent. Off: the others still charge double.</source>
        <translation>Una calle hipotecada impide que el resto de su grupo de color cobre alquiler doble. Desactivada: las demás siguen cobrando el doble.</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="69"/>
        <source>End after</source>
        <translation>Terminar tras</translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="69"/>
        <source>Properties dealt</source>
        <translation>Propiedades repartidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/house_rules_box.py" line="109"/>
        <source> round(s)</source>
        <translation>
            <numerusform> ronda</numerusform>
            <numerusform> rondas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/traditional/house_rules_box.py" line="112"/>
        <source> each</source>
        <comment>properties dealt to each player</comment>
        <translation> a cada uno</translation>
    </message>
</context>
<context>
    <name>HousesBox</name>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="73"/>
        <source>Houses and hotels</source>
        <translation>Casas y hoteles</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="101"/>
        <source>The bank has {houses} and {hotels} left.</source>
        <translation>Al banco le quedan {houses} y {hotels}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/turn_sections.py" line="102"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/turn_sections.py" line="102"/>
        <source>%n hotel(s)</source>
        <translation>
            <numerusform>%n hotel</numerusform>
            <numerusform>%n hoteles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="103"/>
        <source>Build a house or hotel…</source>
        <translation>Construir una casa u hotel…</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="104"/>
        <source>Sell a building…</source>
        <translation>Vender un edificio…</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="105"/>
        <source>Sell a group&apos;s buildings…</source>
        <translation>Vender los edificios de un grupo…</translation>
    </message>
</context>
<context>
    <name>HousesDialog</name>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="88"/>
        <source>{name}: houses and mortgages</source>
        <translation>{name}: casas e hipotecas</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="94"/>
        <source>What {name} may do now</source>
        <translation>Lo que {name} puede hacer ahora</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="100"/>
        <source>Do it</source>
        <translation>Hacerlo</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="128"/>
        <source>{name} has {cash}. Nothing to build, sell or mortgage now: that waits for the dice to change hands.</source>
        <translation>{name} tiene {cash}. Ahora no hay nada que construir, vender ni hipotecar: espera a que los dados cambien de manos.</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="131"/>
        <source>{name} has {cash}. While the dice change hands anyone may build, sell and mortgage; the next roll ends it.</source>
        <translation>{name} tiene {cash}. Mientras los dados cambian de manos cualquiera puede construir, vender e hipotecar; la siguiente tirada lo termina.</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="134"/>
        <source>{name} has {cash}.</source>
        <translation>{name} tiene {cash}.</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="141"/>
        <source>Build a hotel on {street}: {amount}</source>
        <translation>Construir un hotel en {street}: {amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="142"/>
        <source>Build a house on {street}: {amount}</source>
        <translation>Construir una casa en {street}: {amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="144"/>
        <source>Sell the hotel of {street}: +{amount}</source>
        <translation>Vender el hotel de {street}: +{amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="145"/>
        <source>Sell a house of {street}: +{amount}</source>
        <translation>Vender una casa de {street}: +{amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="147"/>
        <source>Sell every building of {street}&apos;s group: +{amount}</source>
        <translation>Vender todos los edificios del grupo de {street}: +{amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="149"/>
        <source>Mortgage {street}: +{amount}</source>
        <translation>Hipotecar {street}: +{amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/houses_dialog.py" line="151"/>
        <source>Lift the mortgage on {street}: {amount}</source>
        <translation>Levantar la hipoteca de {street}: {amount}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../howto/documents.py" line="29"/>
        <source>en</source>
        <comment>the language code of the How to play documents (docs/howto/&lt;game&gt;.&lt;code&gt;.md)</comment>
        <translation>es</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="54"/>
        <source>Dice: rolled at the table with your own dice, and entered in the turn panel</source>
        <translation>Dados: se tiran en la mesa con vuestros propios dados y se escriben en el panel del turno</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="55"/>
        <source>Dice: rolled by the program</source>
        <translation>Dados: los tira el programa</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="72"/>
        <source>Board: {name}</source>
        <translation>Tablero: {name}</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="73"/>
        <source>Starting cash: {cash} each; salary at GO: {salary}; jail fine: {fine}</source>
        <translation>Dinero inicial: {cash} cada uno; sueldo en la SALIDA: {salary}; multa de la cárcel: {fine}</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="85"/>
        <source>Free Parking pot: taxes, fines and card payments to the bank go into a pot, and the next player to land on Free Parking takes it</source>
        <translation>Bote del Parking gratuito: los impuestos, las multas y los pagos de cartas al banco van a un bote, y el siguiente jugador que cae en el Parking gratuito se lo lleva</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="87"/>
        <source>No Free Parking pot: Free Parking is only a rest</source>
        <translation>Sin bote del Parking gratuito: el Parking gratuito es solo un descanso</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="88"/>
        <source>Auctions: a property its lander does not buy is auctioned to everyone</source>
        <translation>Subastas: una propiedad que no compra quien cae en ella se subasta entre todos</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="89"/>
        <source>No auctions: a property its lander does not buy stays with the bank</source>
        <translation>Sin subastas: una propiedad que no compra quien cae en ella sigue siendo del banco</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="90"/>
        <source>Round limit: after {rounds} the game ends and the richest player wins</source>
        <translation>Límite de rondas: tras {rounds} la partida termina y gana el jugador más rico</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="92"/>
        <source>No round limit: the last player standing wins</source>
        <translation>Sin límite de rondas: gana el último jugador que queda</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="93"/>
        <source>Properties dealt to each player at the start: {count}</source>
        <translation>Propiedades repartidas a cada jugador al empezar: {count}</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="94"/>
        <source>No properties are dealt at the start</source>
        <translation>No se reparten propiedades al empezar</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="95"/>
        <source>Landing exactly on GO pays the salary twice</source>
        <translation>Caer justo en la SALIDA paga el sueldo dos veces</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="96"/>
        <source>Landing on GO pays the salary once, as passing it does</source>
        <translation>Caer en la SALIDA paga el sueldo una vez, como pasar por ella</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="97"/>
        <source>Players in jail may build and sell houses and hotels</source>
        <translation>Los jugadores en la cárcel pueden construir y vender casas y hoteles</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="98"/>
        <source>Players in jail may not build or sell houses and hotels</source>
        <translation>Los jugadores en la cárcel no pueden construir ni vender casas ni hoteles</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="112"/>
        <source>Starter track: {players} players, {cash} each, one die (no doubles; a 6 gets you out of jail), residential blocks only, Planning Permission only from Chance cards</source>
        <translation>Tablero Inicial: {players} jugadores, {cash} cada uno, un dado (sin dobles; un 6 te saca de la cárcel), solo bloques residenciales, Permiso de Obras solo con cartas de Suerte</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="115"/>
        <source>Classic track: {players} players, {cash} each, two dice; residential and industrial blocks, two skyscrapers and the Tower, no stadium</source>
        <translation>Tablero Clásico: {players} jugadores, {cash} cada uno, dos dados; bloques residenciales e industriales, dos rascacielos y la Torre, sin estadio</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="118"/>
        <source>Pro track and your own tracks: {players} players, {cash} each, two dice, every building in the box</source>
        <translation>Tablero Profesional y tus propios tableros: {players} jugadores, {cash} cada uno, dos dados, todos los edificios de la caja</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="120"/>
        <source>Round limit (a house rule, on unless New game turns it off): the game also ends after four times the box&apos;s playing time, the richest player winning; with 4 players Starter {starter}, Classic {classic} and Pro {pro} rounds</source>
        <translation>Límite de rondas (una regla de la casa, activa salvo que Nueva partida la quite): la partida también termina tras cuatro veces la duración de la caja, y gana el jugador más rico; con 4 jugadores, Inicial {starter}, Clásico {classic} y Profesional {pro} rondas</translation>
    </message>
    <message>
        <location filename="../howto/documents.py" line="125"/>
        <source>Dice: rolled by the program, or at the table with your own dice (New game asks)</source>
        <translation>Dados: los tira el programa, o se tiran en la mesa con vuestros propios dados (lo pregunta Nueva partida)</translation>
    </message>
    <message>
        <location filename="../howto/rule_sets.py" line="94"/>
        <source>This game is played with these rules:</source>
        <translation>Esta partida se juega con estas reglas:</translation>
    </message>
    <message>
        <location filename="../howto/rule_sets.py" line="96"/>
        <source>The book&apos;s rules, which New game starts with (it can change the house rules):</source>
        <translation>Las reglas del libro, con las que empieza Nueva partida (que puede cambiar las reglas de la casa):</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="152"/>
        <source>Bridge up</source>
        <translation>Puente levantado</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="153"/>
        <source>Bridge down</source>
        <translation>Puente bajado</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="155"/>
        <source>Railroad</source>
        <translation>Estación</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="161"/>
        <source>Residential block</source>
        <translation>Bloque residencial</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="162"/>
        <source>Industrial block</source>
        <translation>Bloque industrial</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="163"/>
        <source>Hazard (power station)</source>
        <translation>Edificación peligrosa (central eléctrica)</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="164"/>
        <source>Bonus building (school)</source>
        <translation>Edificio extra (escuela)</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="165"/>
        <source>Skyscraper</source>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="166"/>
        <source>Stadium</source>
        <translation>Estadio</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="167"/>
        <source>The Tower</source>
        <translation>La Torre</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="190"/>
        <source>Four houses</source>
        <translation>Cuatro casas</translation>
    </message>
    <message>
        <location filename="../howto/pictures.py" line="190"/>
        <source>A hotel</source>
        <translation>Un hotel</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <location filename="../howto/window.py" line="81"/>
        <source>How to play – {program}</source>
        <translation>Cómo se juega – {program}</translation>
    </message>
    <message>
        <location filename="../howto/rule_sets.py" line="39"/>
        <source>U-Build</source>
        <translation>U-Build</translation>
    </message>
    <message>
        <location filename="../howto/rule_sets.py" line="46"/>
        <source>The traditional game</source>
        <translation>El juego tradicional</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="96"/>
        <source>&amp;Rules of:</source>
        <translation>&amp;Reglas de:</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="98"/>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="100"/>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="116"/>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="117"/>
        <source>Up and Down go from section to section; Tab goes to the text</source>
        <translation>Arriba y Abajo van de sección en sección; Tab va al texto</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="123"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="138"/>
        <source>First-game &amp;tour</source>
        <translation>&amp;Recorrido de la primera partida</translation>
    </message>
    <message>
        <location filename="../howto/window.py" line="240"/>
        <source>How to play is missing from this installation ({error}).</source>
        <translation>Falta «Cómo se juega» en esta instalación ({error}).</translation>
    </message>
</context>
<context>
    <name>JailButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="89"/>
        <source>Pay the {fine} fine</source>
        <translation>Pagar la multa de {fine}</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="91"/>
        <source>Use the jail card</source>
        <translation>Usar la carta de la cárcel</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../words.py" line="64"/>
        <source>en_US</source>
        <comment>the QLocale name of the translation&apos;s number conventions</comment>
        <translation>es_ES</translation>
    </message>
    <message>
        <location filename="../words.py" line="76"/>
        <source>$0</source>
        <translation>0&#xa0;$</translation>
    </message>
    <message>
        <location filename="../words.py" line="81"/>
        <location filename="../words.py" line="108"/>
        <location filename="../words.py" line="119"/>
        <source>{sign}${amount}M</source>
        <comment>millions of dollars</comment>
        <translation>{sign}{amount}&#xa0;M$</translation>
    </message>
    <message>
        <location filename="../words.py" line="83"/>
        <location filename="../words.py" line="107"/>
        <location filename="../words.py" line="118"/>
        <source>{sign}${amount}k</source>
        <comment>thousands of dollars</comment>
        <translation>{sign}{amount}&#xa0;mil&#xa0;$</translation>
    </message>
    <message>
        <location filename="../words.py" line="170"/>
        <location filename="../words.py" line="181"/>
        <source>${amount}</source>
        <comment>whole units of money (the traditional game)</comment>
        <translation>{amount} $</translation>
    </message>
</context>
<context>
    <name>MortgagesBox</name>
    <message>
        <location filename="../play/turn_money.py" line="93"/>
        <source>Mortgages</source>
        <translation>Hipotecas</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="96"/>
        <source>District to mortgage or lift the mortgage on</source>
        <translation>Distrito que hipotecar o deshipotecar</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="132"/>
        <source>{name} (mortgaged: to the bank as payment, +{value})</source>
        <translation>{name} (hipotecado: al banco como pago, +{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="134"/>
        <source>{name} (+{value})</source>
        <translation>{name} (+{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="135"/>
        <source>{name} (mortgaged, −{value})</source>
        <translation>{name} (hipotecado, −{value})</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="185"/>
        <source>Hand to the bank</source>
        <translation>Entregar al banco</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="191"/>
        <source>{change} · cash after {after}</source>
        <translation>{change} · te quedan {after}</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="187"/>
        <source>Lift</source>
        <translation>Levantar</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="187"/>
        <source>Mortgage</source>
        <translation>Hipotecar</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/new_game.py" line="102"/>
        <source>New game</source>
        <extracomment>Each built-in rule set&apos;s board listed first (the first one&apos;s is chosen: the program&apos;s, the Starter track).</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="109"/>
        <location filename="../play/new_game.py" line="213"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="181"/>
        <location filename="../play/view_words.py" line="69"/>
        <source>{name} (built-in)</source>
        <translation>{name} (incluido)</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="82"/>
        <source>{name} (built-in square board)</source>
        <translation>{name} (tablero cuadrado incluido)</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="117"/>
        <location filename="../play/new_game.py" line="349"/>
        <source>A track or board file…</source>
        <translation>Un archivo de circuito o tablero…</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="65"/>
        <source>The board open in the editor</source>
        <translation>El tablero abierto en el editor</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="178"/>
        <source>The track open in the editor</source>
        <translation>El tablero abierto en el editor</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="129"/>
        <source>Choose file…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="136"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="139"/>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="172"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="173"/>
        <source>The same seed and the same decisions give the same game</source>
        <translation>La misma semilla y las mismas decisiones dan la misma partida</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="177"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="215"/>
        <source>Fair start</source>
        <translation>Inicio justo</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="353"/>
        <source>{file}: not a track or board file ({error})</source>
        <translation>{file}: no es un archivo de circuito ni de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="363"/>
        <source>Open a track or a board</source>
        <translation>Abrir un circuito o un tablero</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="363"/>
        <source>Track and board files (*.json)</source>
        <translation>Archivos de circuito y tablero (*.json)</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="484"/>
        <source>{low}-{high} players; each starts with {cash}</source>
        <translation>{low}-{high} jugadores; cada uno empieza con {cash}</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="494"/>
        <source>Choose a track or board file to see its rules.</source>
        <translation>Elige un archivo de circuito o tablero para ver sus reglas.</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="510"/>
        <source>Choose a track or board file.</source>
        <translation>Elige un archivo de circuito o tablero.</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="180"/>
        <source>If nobody has gone bankrupt after this many rounds, the game ends and the richest player wins. The default is four times the box&apos;s playing time; computer players need a limit to finish.</source>
        <translation>Si nadie ha caído en bancarrota tras estas rondas, la partida termina y gana el jugador más rico. Por defecto es cuatro veces la duración indicada en la caja; los jugadores del ordenador necesitan un límite para terminar.</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="182"/>
        <source>Round limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="184"/>
        <source>Rolled by the program</source>
        <translation>Los tira el programa</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="187"/>
        <source>Rolled at the table (you roll real dice and enter them)</source>
        <translation>Se tiran en la mesa (tiráis dados de verdad y los anotáis)</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="200"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="170"/>
        <location filename="../play/new_game.py" line="233"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="190"/>
        <source>Each roll, yours and the computer players&apos;, is made with real dice and entered in the turn panel. The program still shuffles the cards.</source>
        <translation>Cada tirada, la tuya y la de los jugadores del ordenador, se hace con dados reales y se introduce en el panel del turno. El programa sigue barajando las cartas.</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="214"/>
        <source>End after</source>
        <translation>Terminar tras</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="220"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="224"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="143"/>
        <source>&lt;b&gt;House rules in force&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reglas de la casa en vigor&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/new_game.py" line="459"/>
        <source> round(s)</source>
        <translation>
            <numerusform> ronda</numerusform>
            <numerusform> rondas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="509"/>
        <source>The editor has no track open.</source>
        <translation>El editor no tiene ningún tablero abierto.</translation>
    </message>
    <message>
        <location filename="../play/new_game.py" line="514"/>
        <source>Each player needs a colour of their own.</source>
        <translation>Cada jugador necesita su propio color.</translation>
    </message>
</context>
<context>
    <name>NewTrackDialog</name>
    <message>
        <location filename="../editor/track_dialogs.py" line="84"/>
        <source>New Track</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="88"/>
        <source>Track name</source>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="90"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="91"/>
        <source>Which rules is the track for? The editor checks it against them (Track &gt; Rule Preset changes it later).</source>
        <translation>¿Para qué reglas es el tablero? El editor lo comprueba con ellas (Tablero &gt; Modo de reglas lo cambia después).</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="122"/>
        <location filename="../editor/window_files.py" line="203"/>
        <source>Untitled track</source>
        <translation>Tablero sin título</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../words.py" line="90"/>
        <source>{number}%</source>
        <comment>a percentage</comment>
        <translation>{number} %</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../play/saved_games.py" line="304"/>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="310"/>
        <source>Games kept by the program (each game saves itself as it is played):</source>
        <translation>Partidas que guarda el programa (cada partida se guarda sola mientras se juega):</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="311"/>
        <source>No games kept yet. Browse for a game file saved with Save As.</source>
        <translation>Aún no hay partidas guardadas. Busca un archivo de partida guardado con Guardar como.</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="318"/>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="318"/>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="332"/>
        <source>Browse files…</source>
        <translation>Buscar archivos…</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="336"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <location filename="../editor/piece_palette.py" line="75"/>
        <source>Piece palette</source>
        <translation>Paleta de piezas</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="77"/>
        <source>Every piece in the box with how many are left. Drag one onto the board, or press Enter to clip it to the first open end.</source>
        <translation>Todas las piezas de la caja y cuántas quedan. Arrastra una al tablero o pulsa Intro para encajarla en el primer extremo libre.</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="109"/>
        <source>{name}
{left} of {total} left</source>
        <translation>{name}
quedan {left} de {total}</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/piece_palette.py" line="111"/>
        <source>{used} on the board, {left} of {total} left in %n box(es)</source>
        <translation>
            <numerusform>{used} en el tablero, quedan {left} de {total} en %n caja</numerusform>
            <numerusform>{used} en el tablero, quedan {left} de {total} en %n cajas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="116"/>
        <source>The next one is tile {tile}</source>
        <translation>La siguiente es la baldosa {tile}</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="198"/>
        <source>district doubles</source>
        <translation>dobles de distrito</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="199"/>
        <source>planning doubles</source>
        <translation>dobles de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="200"/>
        <source>bridges</source>
        <translation>puentes</translation>
    </message>
    <message>
        <location filename="../editor/piece_palette.py" line="201"/>
        <source>railroads</source>
        <translation>estaciones</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="123"/>
        <source>shuffle</source>
        <translation>barajar las tarjetas de Suerte</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="124"/>
        <source>roll_off</source>
        <translation>la tirada para ver quién empieza</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="125"/>
        <source>roll_off_dice</source>
        <translation>los dados de la tirada para ver quién empieza</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="126"/>
        <source>pre_roll</source>
        <translation>que el jugador del turno tire los dados</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="127"/>
        <source>roll</source>
        <translation>los dados</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="128"/>
        <source>buy</source>
        <translation>comprar o subastar el distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="129"/>
        <source>auction</source>
        <translation>la subasta</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="130"/>
        <source>building_auction</source>
        <translation>la subasta de edificios</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="131"/>
        <source>planning</source>
        <translation>el Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="132"/>
        <source>hazard_moves</source>
        <translation>los movimientos gratis de edificaciones peligrosas</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="133"/>
        <source>paid_move</source>
        <translation>el segundo movimiento pagado de la edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="134"/>
        <source>free_blocks</source>
        <translation>los bloques gratis</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="135"/>
        <source>draw</source>
        <translation>robar una tarjeta de Suerte</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="136"/>
        <source>post_roll</source>
        <translation>construir, hipotecar, hacer tratos o terminar el turno</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="137"/>
        <source>raise_funds</source>
        <translation>reunir dinero para pagar una deuda</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="138"/>
        <source>deal</source>
        <translation>la respuesta a un trato</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="139"/>
        <source>game_over</source>
        <translation>nada: la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="140"/>
        <source>running</source>
        <translation>el final de la jugada en curso</translation>
    </message>
</context>
<context>
    <name>PickBox</name>
    <message>
        <location filename="../play/turn_pick.py" line="32"/>
        <source>Next to which district</source>
        <translation>Junto a qué distrito</translation>
    </message>
    <message>
        <location filename="../play/turn_pick.py" line="35"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="55"/>
        <source>Keys: arrows or Tab go from street to street, Enter picks, Esc cancels.</source>
        <translation>Teclas: las flechas o Tab van de calle en calle, Intro elige, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="57"/>
        <source>Build a house or hotel</source>
        <translation>Construir una casa u hotel</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="60"/>
        <source>Sell a building</source>
        <translation>Vender un edificio</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="63"/>
        <source>Sell a group&apos;s buildings</source>
        <translation>Vender los edificios de un grupo</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="57"/>
        <source>Click a highlighted street: a house goes there (a hotel on four houses).</source>
        <translation>Haz clic en una calle resaltada: allí va una casa (un hotel sobre cuatro casas).</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="60"/>
        <source>Click a highlighted street: one of its buildings goes back to the bank at half price.</source>
        <translation>Haz clic en una calle resaltada: uno de sus edificios vuelve al banco a mitad de precio.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="63"/>
        <source>Click a highlighted street: every building of its colour group goes back to the bank at half price.</source>
        <translation>Haz clic en una calle resaltada: todos los edificios de su grupo de color vuelven al banco a mitad de precio.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="101"/>
        <source>Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.</source>
        <translation>Teclas: las flechas o Tab van de solar en solar, Intro elige, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="102"/>
        <source>Keys: arrows or Tab go from site to site, Enter picks.</source>
        <translation>Teclas: las flechas o Tab van de solar en solar, Intro elige.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="104"/>
        <source>Bonus building</source>
        <translation>Edificio extra</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="105"/>
        <source>Click a highlighted site next to one of your districts.</source>
        <translation>Haz clic en un solar resaltado junto a uno de tus distritos.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="107"/>
        <source>Hazard</source>
        <translation>Edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="108"/>
        <source>Click a highlighted site next to another player&apos;s district.</source>
        <translation>Haz clic en un solar resaltado junto al distrito de otro jugador.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="110"/>
        <location filename="../play/ubuild/words.py" line="113"/>
        <source>Move a hazard</source>
        <translation>Mover una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="111"/>
        <source>Click the hazard to move.</source>
        <translation>Haz clic en la edificación peligrosa que quieres mover.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="114"/>
        <source>Click where it goes (one site).</source>
        <translation>Haz clic en su destino (un solar).</translation>
    </message>
    <message>
        <location filename="../play/turn_pick.py" line="61"/>
        <source>Next to {name}</source>
        <translation>Junto a {name}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="117"/>
        <source>Costs {price}. Click a highlighted site next to the district.</source>
        <translation>Cuesta {price}. Haz clic en un solar resaltado junto al distrito.</translation>
    </message>
</context>
<context>
    <name>PictureViewerWindow</name>
    <message>
        <location filename="../viewer/picture_window.py" line="39"/>
        <source>Show the whole board</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/picture_window.py" line="40"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../viewer/picture_window.py" line="42"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../viewer/picture_window.py" line="50"/>
        <source>{board} – U-Build Desktop</source>
        <translation>{board} – U-Build Desktop</translation>
    </message>
    <message>
        <location filename="../viewer/picture_window.py" line="58"/>
        <source>No landing heat map for this board: its game&apos;s viewer has none</source>
        <translation>No hay mapa de calor de caídas para este tablero: el visor de su juego no tiene</translation>
    </message>
</context>
<context>
    <name>PieceItem</name>
    <message>
        <location filename="../board/piece_item.py" line="157"/>
        <source>Collect {amount}</source>
        <translation>Cobra {amount}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="159"/>
        <location filename="../board/piece_item.py" line="558"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="161"/>
        <location filename="../board/piece_item.py" line="559"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="163"/>
        <location filename="../board/piece_item.py" line="560"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="165"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="167"/>
        <location filename="../board/piece_item.py" line="578"/>
        <source>Planning Permission</source>
        <translation>Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="174"/>
        <location filename="../board/piece_item.py" line="557"/>
        <location filename="../howto/pictures.py" line="148"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="561"/>
        <source>District double {tile}</source>
        <translation>Doble de distrito {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="562"/>
        <source>Planning double {tile}</source>
        <translation>Doble de Permiso de Obras {tile}</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="563"/>
        <source>Bridge (a Chance space)</source>
        <translation>Puente (una casilla de Suerte)</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="564"/>
        <source>Railroad end cap</source>
        <translation>Estación de extremo</translation>
    </message>
    <message>
        <location filename="../board/piece_item.py" line="570"/>
        <source>{name}: {price}, {group} ({letter})</source>
        <translation>{name}: {price}, {group} ({letter})</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../play/ubuild/card.py" line="32"/>
        <source>Unowned: for sale at {price}</source>
        <translation>Sin dueño: en venta por {price}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="34"/>
        <source>Mortgaged: no rent</source>
        <translation>Hipotecado: sin alquiler</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="41"/>
        <source>No counted blocks: land rent {rent}</source>
        <translation>Ningún bloque cuenta: alquiler del solar {rent}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="45"/>
        <source>A hazard touches it: residential blocks do not count</source>
        <translation>Toca una edificación peligrosa: los bloques residenciales no cuentan</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="47"/>
        <source>A bonus building protects it from hazards</source>
        <translation>Un edificio extra lo protege de las edificaciones peligrosas</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="50"/>
        <source>Doubled: a skyscraper stands in its colour group</source>
        <translation>Doble: hay un rascacielos en su grupo de color</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="52"/>
        <source>Doubled: its owner has the Tower</source>
        <translation>Doble: su dueño tiene la Torre</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="65"/>
        <source>Land rent</source>
        <translation>Alquiler del solar</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="71"/>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="369"/>
        <location filename="../play/ubuild/card.py" line="73"/>
        <source>(mortgaged)</source>
        <translation>(hipotecado)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="76"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="77"/>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="78"/>
        <source>Blocks</source>
        <translation>Bloques</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="79"/>
        <source>Block price</source>
        <translation>Precio del bloque</translation>
    </message>
    <message>
        <location filename="../play/game_words.py" line="122"/>
        <source>a get-out-of-jail card</source>
        <translation>una carta de salir de la cárcel</translation>
    </message>
    <message>
        <location filename="../play/game_words.py" line="127"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../play/game_words.py" line="128"/>
        <source>Community Chest</source>
        <translation>Caja de Comunidad</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="43"/>
        <source>{blocks}: {rent}</source>
        <translation>{blocks}: {rent}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="86"/>
        <source>Skyscraper</source>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <location filename="../play/ubuild/card.py" line="87"/>
        <source>Rent now: {rent}</source>
        <translation>Alquiler actual: {rent}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="43"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="43"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="43"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="43"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="53"/>
        <source>Rules: {rules} ({players} players allowed)</source>
        <translation>Reglas: {rules} (se permiten {players} jugadores)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="55"/>
        <source>Starting cash: {cash} each</source>
        <translation>Dinero inicial: {cash} cada uno</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="56"/>
        <source>Dice: {n}</source>
        <translation>Dados: {n}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="56"/>
        <source> (no doubles; a 6 gets you out of jail)</source>
        <translation> (sin dobles; un 6 te saca de la cárcel)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="57"/>
        <source> (a double rolls again; the third double goes to jail)</source>
        <translation> (con dobles se repite; a los terceros dobles, a la cárcel)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="58"/>
        <source>Passing GO pays {salary} (the stadium&apos;s owner: {stadium})</source>
        <translation>Pasar por la SALIDA paga {salary} (al dueño del estadio: {stadium})</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="59"/>
        <source>Passing GO pays {salary}</source>
        <translation>Pasar por la SALIDA paga {salary}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="60"/>
        <source>Bridges: passing a raised bridge costs {toll}; landing on one draws a Chance card</source>
        <translation>Puentes: cruzar un puente levantado cuesta {toll}; si caes en uno, coges una tarjeta de Suerte</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="62"/>
        <source>Jail fine: {fine}; out after three turns</source>
        <translation>Multa de la cárcel: {fine}; sales tras tres turnos</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="63"/>
        <source>Auctions: the lander bids first, from {min} in steps of {step}</source>
        <translation>Subastas: puja primero quien cae, desde {min} en pasos de {step}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="65"/>
        <source>Blocks: up to {turn} a turn on one district, {max} per district</source>
        <translation>Bloques: hasta {turn} por turno en un distrito, {max} por distrito</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="67"/>
        <source>Paid hazard moves: {price} each, {n} a turn, to take a hazard off your own districts</source>
        <translation>Mover edificaciones peligrosas pagando: {price} cada vez, {n} por turno, para apartarlas de tus distritos</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="84"/>
        <source>House rule: Fair start, once the roll-off has chosen the first player the bank pays {places}</source>
        <translation>Regla de la casa: inicio justo; en cuanto la tirada de salida elige al primer jugador, la banca paga {places}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="91"/>
        <source>House rule: after {rounds} without a bankruptcy the game ends and the richest player wins</source>
        <translation>Regla de la casa: tras {rounds} sin bancarrotas la partida termina y gana el jugador más rico</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="124"/>
        <source>The round limit is reached ({rounds}) and nobody went bankrupt, so the game is over. Everyone counts cash plus the rent values of their unmortgaged districts.</source>
        <translation>Se ha llegado al límite de rondas ({rounds}) sin que nadie caiga en bancarrota, así que la partida termina. Cada uno suma su dinero y los alquileres de sus distritos sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="128"/>
        <source>The game reached {actions}, the most a game file holds, and nobody went bankrupt, so the game is over. Everyone counts cash plus the rent values of their unmortgaged districts.</source>
        <translation>La partida ha llegado a {actions}, lo máximo que cabe en un archivo de partida, y nadie ha quebrado, así que la partida termina. Cada uno cuenta su dinero más el valor de alquiler de sus distritos sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="37"/>
        <source>Everyone counts their cash, properties and buildings.</source>
        <translation>Cada cual cuenta su dinero, sus propiedades y sus edificios.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="39"/>
        <source>The round limit is reached ({rounds}), so the game is over.</source>
        <translation>Se ha llegado al límite de rondas ({rounds}), así que la partida termina.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="42"/>
        <source>The game reached {actions}, the most a game file holds, so the game is over.</source>
        <translation>La partida llegó a {actions}, lo máximo que cabe en un archivo de partida, así que termina.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="46"/>
        <source>Everyone else went bankrupt: {name} is the last player standing.</source>
        <translation>Todos los demás quebraron: {name} es quien queda en pie.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="68"/>
        <source>In the box: {items}</source>
        <translation>En la caja: {items}</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="78"/>
        <source>Starter: residential blocks only; Planning Permission only from Chance cards</source>
        <translation>Inicial: solo bloques residenciales; Permiso de Obras solo con tarjetas de Suerte</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="80"/>
        <source>Who starts: everyone rolls, the highest roller starts (ties roll again); play continues in seat order</source>
        <translation>Quién empieza: todos tiran, empieza quien saque más (los empates vuelven a tirar); se sigue en el orden de los asientos</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="82"/>
        <source>The game ends when the first player goes bankrupt; the richest player wins</source>
        <translation>La partida termina cuando el primer jugador cae en bancarrota; gana el jugador más rico</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="89"/>
        <source>No round limit: play until someone goes bankrupt</source>
        <translation>Sin límite de rondas: se juega hasta que alguien caiga en bancarrota</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="132"/>
        <source>{name} went bankrupt, so the game is over. Everyone else counts cash plus the rent values of their unmortgaged districts.</source>
        <translation>{name} ha caído en bancarrota, así que la partida ha terminado. Los demás suman su dinero y el valor de alquiler de sus distritos sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="214"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../play/turn_money.py" line="216"/>
        <source>&lt;b&gt;{a}&lt;/b&gt; offers &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} gives: {give}&lt;br&gt;{b} gives: {take}</source>
        <translation>&lt;b&gt;{a}&lt;/b&gt; ofrece a &lt;b&gt;{b}&lt;/b&gt;:&lt;br&gt;{a} da: {give}&lt;br&gt;{b} da: {take}</translation>
    </message>
</context>
<context>
    <name>PlayBoard</name>
    <message>
        <location filename="../board/square_marks.py" line="140"/>
        <location filename="../play/ubuild/board.py" line="118"/>
        <location filename="../play/ubuild/board.py" line="147"/>
        <source>M</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../play/window_menus.py" line="39"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="69"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="71"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="73"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="74"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="78"/>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="121"/>
        <source>Undo the last decision that involved no dice or cards</source>
        <translation>Deshacer la última decisión en la que no intervinieron dados ni cartas</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="86"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="90"/>
        <source>Fit board</source>
        <translation>Ajustar tablero</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="80"/>
        <source>Save log…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="24"/>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="176"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="179"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="45"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="47"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="82"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="91"/>
        <source>Large text</source>
        <translation>Texto grande</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="95"/>
        <source>TV mode</source>
        <translation>Modo TV</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="98"/>
        <source>Full screen, with the board&apos;s words, the cards, the panel and the log large enough to read from the sofa; F11 or Esc leaves it</source>
        <translation>Pantalla completa, con las palabras del tablero, las tarjetas, el panel y el registro lo bastante grandes para leerlos desde el sofá; F11 o Esc lo deja</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="102"/>
        <source>Go to the board</source>
        <translation>Ir al tablero</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="104"/>
        <source>Tab, Shift+Tab or the arrow keys then go from district to district (showing each card), or from site to site while you pick one; Enter picks</source>
        <translation>Tab, Mayús+Tab o las flechas van entonces de distrito en distrito (mostrando cada tarjeta), o de solar en solar mientras eliges uno; Intro elige</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="107"/>
        <source>Go to the turn panel</source>
        <translation>Ir al panel del turno</translation>
    </message>
    <message>
        <location filename="../play/window_menus.py" line="110"/>
        <source>Players&apos; holdings</source>
        <translation>Propiedades de los jugadores</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="251"/>
        <source>Table dice: the players roll their own dice and enter them</source>
        <translation>Dados de mesa: los jugadores tiran sus propios dados y los anotan</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="255"/>
        <source>This game was started with the dice rolled at the table; the Chance cards are still shuffled by the program.</source>
        <translation>Esta partida se empezó con los dados tirados en la mesa; las tarjetas de Suerte las sigue barajando el programa.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="259"/>
        <source>Undo the last decision, or the last roll entered</source>
        <translation>Deshacer la última decisión, o la última tirada anotada</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="282"/>
        <source>Autosave is off: the folder {folder} cannot be created ({reason}). The game plays on; keep it with Save.</source>
        <translation>El guardado automático está desactivado: no se puede crear la carpeta {folder} ({reason}). La partida sigue; guárdala con Guardar.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="286"/>
        <source>Autosave is off: this game is open in another copy of U-Build, which saves it. The game plays on here; keep it with Save.</source>
        <translation>El guardado automático está desactivado: esta partida está abierta en otra copia de U-Build, que la guarda. Aquí se puede seguir jugando; guárdala con Guardar.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="309"/>
        <source>The damaged game file is kept as {file}.</source>
        <translation>El archivo de partida dañado se guarda como {file}.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="311"/>
        <source>The damaged journal is kept as {file}.</source>
        <translation>El diario dañado se guarda como {file}.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="312"/>
        <source>The autosave was damaged</source>
        <translation>El guardado automático estaba dañado</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="318"/>
        <source>rents</source>
        <translation>alquileres</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="318"/>
        <source>prices</source>
        <translation>precios</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="318"/>
        <source>house prices</source>
        <translation>precios de las casas</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="319"/>
        <source>names</source>
        <translation>nombres</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="322"/>
        <source>other details</source>
        <translation>otros detalles</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="325"/>
        <source>This game&apos;s board differs from the built-in board {board} ({changes}): the game plays on the board saved with it.</source>
        <translation>El tablero de esta partida no es igual que el tablero incluido {board} ({changes}): la partida se juega con el tablero guardado con ella.</translation>
    </message>
    <message>
        <location filename="../play/window_game.py" line="344"/>
        <source>Autosave works again: the game is saved.</source>
        <translation>El guardado automático vuelve a funcionar: la partida está guardada.</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="360"/>
        <source>Nothing to take back: dice or cards came after it</source>
        <translation>No se puede deshacer: después hubo dados o cartas</translation>
    </message>
    <message>
        <location filename="../play/window.py" line="362"/>
        <source>Taken back</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="137"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="146"/>
        <source>Replace the game?</source>
        <translation>¿Reemplazar la partida?</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="146"/>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="161"/>
        <location filename="../play/window_files.py" line="233"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="161"/>
        <source>The game could not be saved:
{error}</source>
        <translation>No se ha podido guardar la partida:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="164"/>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="180"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="192"/>
        <location filename="../play/window_files.py" line="215"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="192"/>
        <source>This game file cannot be opened:

{error}

The game on the table is unchanged.</source>
        <translation>No se puede abrir este archivo de partida:

{error}

La partida en la mesa no cambia.</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="202"/>
        <source>The game is in use</source>
        <translation>La partida está en uso</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="202"/>
        <source>This game is open in another copy of U-Build. Close it there first.</source>
        <translation>Esta partida está abierta en otra copia de U-Build. Ciérrala allí primero.</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="215"/>
        <source>This game cannot be opened:

{error}

The game on the table is unchanged.</source>
        <translation>No se puede abrir esta partida:

{error}

La partida de la mesa no cambia.</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="223"/>
        <source>Save the event log</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="224"/>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="233"/>
        <source>The log could not be saved:
{error}</source>
        <translation>No se ha podido guardar el registro:
{error}</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="241"/>
        <source>Untitled game ({track})</source>
        <translation>Partida sin título ({track})</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="244"/>
        <source>{name}[*] – U-Build</source>
        <translation>{name}[*] – U-Build</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="263"/>
        <source>The game is not saved</source>
        <translation>La partida no está guardada</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="266"/>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="267"/>
        <source>Close without saving</source>
        <translation>Cerrar sin guardar</translation>
    </message>
    <message>
        <location filename="../play/window_files.py" line="138"/>
        <location filename="../play/window_files.py" line="181"/>
        <source>U-Build games (*.ubuild-game *.json);;All files (*)</source>
        <translation>Partidas de U-Build (*.ubuild-game *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../play/players_panel.py" line="84"/>
        <source>{name}&apos;s districts</source>
        <translation>Distritos de {name}</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="245"/>
        <source>Show {name}&apos;s holdings (click, or Enter)</source>
        <translation>Ver las propiedades de {name} (clic o Intro)</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="117"/>
        <source>Deal…</source>
        <translation>Trato…</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="119"/>
        <source>{name} proposes a deal (D)</source>
        <translation>{name} propone un trato (D)</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="121"/>
        <source>Houses…</source>
        <translation>Casas…</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="123"/>
        <source>{name} builds, sells or mortgages (H)</source>
        <translation>{name} construye, vende o hipoteca (H)</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="250"/>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="254"/>
        <source>Right-click for {actions}</source>
        <translation>Clic derecho: {actions}</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="323"/>
        <source>simple</source>
        <translation>sencillo</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="323"/>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="324"/>
        <source>computer, {strength}</source>
        <translation>ordenador, {strength}</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="314"/>
        <source>Fair start {got}</source>
        <translation>Inicio justo {got}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="330"/>
        <location filename="../play/players_panel.py" line="319"/>
        <source>IN JAIL</source>
        <translation>EN LA CÁRCEL</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="332"/>
        <location filename="../play/players_panel.py" line="321"/>
        <source>BANKRUPT</source>
        <translation>EN BANCARROTA</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="357"/>
        <source>(M)</source>
        <translation>(H)</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="345"/>
        <source>{name} — rent now {rent}</source>
        <translation>{name} — alquiler actual {rent}</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="335"/>
        <location filename="../play/players_panel.py" line="305"/>
        <source>Net worth {worth} · {districts}</source>
        <translation>Patrimonio {worth} · {districts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/players_panel.py" line="309"/>
        <source>%n get-out-of-jail card(s)</source>
        <translation>
            <numerusform>%n carta de salir de la cárcel</numerusform>
            <numerusform>%n cartas de salir de la cárcel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="72"/>
        <location filename="../play/traditional/words.py" line="78"/>
        <source>a hotel</source>
        <translation>un hotel</translation>
    </message>
    <message>
        <location filename="../play/players_panel.py" line="351"/>
        <source>mortgaged</source>
        <translation>hipotecado</translation>
    </message>
</context>
<context>
    <name>PngSizeDialog</name>
    <message>
        <location filename="../editor/png_size.py" line="44"/>
        <source>Screen: 1,280 pixels wide</source>
        <translation>Pantalla: 1.280 píxeles de ancho</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="45"/>
        <source>Full HD: 1,920 pixels wide</source>
        <translation>Full HD: 1.920 píxeles de ancho</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="46"/>
        <source>4K: 3,840 pixels wide</source>
        <translation>4K: 3.840 píxeles de ancho</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="50"/>
        <source>Print at the true tile size, {dpi} dpi</source>
        <translation>Para imprimir al tamaño real de las fichas, {dpi} ppp</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="64"/>
        <source>Picture Size</source>
        <translation>Tamaño de la imagen</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="67"/>
        <source>How large a picture of the board to write to {file}?</source>
        <translation>¿De qué tamaño es la imagen del tablero que se escribe en {file}?</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="71"/>
        <source>Picture size</source>
        <translation>Tamaño de la imagen</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="74"/>
        <source>My own size</source>
        <translation>Un tamaño propio</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="77"/>
        <source>Width in pixels</source>
        <translation>Ancho en píxeles</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="79"/>
        <source>Height in pixels</source>
        <translation>Alto en píxeles</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="85"/>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="86"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="87"/>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="89"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="109"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../editor/png_size.py" line="130"/>
        <source>The picture: {width} × {height} pixels ({megapixels} megapixels).</source>
        <translation>La imagen: {width} × {height} píxeles ({megapixels} megapíxeles).</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../board/problems.py" line="40"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="41"/>
        <source>Every problem of the track; pick one to select its pieces</source>
        <translation>Todos los problemas del tablero; elige uno para seleccionar sus piezas</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="62"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="121"/>
        <source>This board passes every check.</source>
        <extracomment>What the problems panel says when there is no problem.</extracomment>
        <translation>Este tablero cuadrado pasa todas las comprobaciones.</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="170"/>
        <source>This track passes every check of its preset.</source>
        <extracomment>What the problems panel says when there is no problem.</extracomment>
        <translation>Este tablero supera todas las comprobaciones de su modo.</translation>
    </message>
    <message>
        <location filename="../board/problems.py" line="69"/>
        <source>Problems ({count})</source>
        <translation>Problemas ({count})</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/rule_set.py" line="108"/>
        <source>This board was read; its rules check nothing more.</source>
        <extracomment>What a problems panel says when there is no problem.</extracomment>
        <translation>El tablero se ha leído; sus reglas no comprueban nada más.</translation>
    </message>
</context>
<context>
    <name>RankingButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="197"/>
        <source>Show the final ranking</source>
        <translation>Ver la clasificación final</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <location filename="../play/dialogs.py" line="422"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="422"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="422"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="422"/>
        <location filename="../play/ubuild/words.py" line="175"/>
        <source>Districts (rent values)</source>
        <translation>Distritos (valor de alquiler)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="423"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="423"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="443"/>
        <source>Back to the board</source>
        <translation>Volver al tablero</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="446"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="450"/>
        <source>Save the log…</source>
        <translation>Guardar el registro…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="470"/>
        <source>Final ranking</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="61"/>
        <source>Properties and buildings</source>
        <translation>Propiedades y edificios</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="504"/>
        <source>{names} wins!</source>
        <translation>¡Gana {names}!</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="504"/>
        <source>{names} share the win!</source>
        <translation>¡{names} comparten la victoria!</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="517"/>
        <source>bankrupt</source>
        <translation>en bancarrota</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="86"/>
        <source>not possible now (the game waits for: {phase})</source>
        <translation>ahora no se puede (la partida espera: {phase})</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="49"/>
        <source>no district {quoted_district} on this track</source>
        <translation>no hay ningún distrito {quoted_district} en este tablero</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="50"/>
        <source>{site} is not a building site of this track</source>
        <translation>{site} no es un solar de este tablero</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="53"/>
        <source>expected 1 die value from 1 to 6</source>
        <translation>se esperaba 1 valor de dado del 1 al 6</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="54"/>
        <source>expected {count} die values from 1 to 6</source>
        <translation>se esperaban {count} valores de dado del 1 al 6</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="89"/>
        <source>you are not in jail</source>
        <translation>no estás en la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="90"/>
        <source>the fine is {fine}</source>
        <translation>la multa es de {fine}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="57"/>
        <source>no Chance card {quoted_card}</source>
        <translation>no hay ninguna tarjeta de Suerte {quoted_card}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="58"/>
        <source>that card is already in the pile</source>
        <translation>esa tarjeta ya está en el mazo</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="59"/>
        <source>the top card is {quoted_top}, not {quoted_card}</source>
        <translation>la tarjeta de arriba es {quoted_top}, no {quoted_card}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="91"/>
        <source>not enough cash for {price}</source>
        <translation>no tienes dinero suficiente para {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="95"/>
        <source>bids go in steps of {step}</source>
        <translation>las pujas van en múltiplos de {step}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="96"/>
        <source>the lowest bid now is {amount}</source>
        <translation>la puja mínima ahora es {amount}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="97"/>
        <source>you only have {cash}</source>
        <translation>solo tienes {cash}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="62"/>
        <source>the player who landed there must make the first bid</source>
        <translation>el jugador que ha caído ahí debe hacer la primera puja</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="99"/>
        <source>in an open auction every bid and pass names its player</source>
        <translation>en una subasta abierta cada puja y cada pase dicen de qué jugador son</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="100"/>
        <source>this auction goes in turn: bid or pass when asked</source>
        <translation>en esta subasta se puja por turnos: puja o pasa cuando te toque</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="101"/>
        <source>{player} does not bid in this auction</source>
        <translation>{player} no puja en esta subasta</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="102"/>
        <source>{player} has the highest bid</source>
        <translation>{player} tiene la puja más alta</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="103"/>
        <source>{player} has passed since the highest bid</source>
        <translation>{player} ya ha pasado desde la puja más alta</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="106"/>
        <source>you do not own that district</source>
        <translation>ese distrito no es tuyo</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="107"/>
        <source>it is mortgaged already</source>
        <translation>ya está hipotecado</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="108"/>
        <source>it is not mortgaged</source>
        <translation>no está hipotecado</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="109"/>
        <source>lifting the mortgage costs {price}</source>
        <translation>levantar la hipoteca cuesta {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="110"/>
        <source>you owe {debt} and have {cash}</source>
        <translation>debes {debt} y tienes {cash}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="111"/>
        <source>you can still raise {amount} by mortgaging</source>
        <translation>aún puedes reunir {amount} con hipotecas</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="116"/>
        <source>cash in a deal is a positive multiple of {step}</source>
        <translation>el dinero de un trato es un múltiplo positivo de {step}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="92"/>
        <source>you cannot build while in jail</source>
        <translation>no puedes construir estando en la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="65"/>
        <source>the district is mortgaged</source>
        <translation>el distrito está hipotecado</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="66"/>
        <source>build at least one block</source>
        <translation>construye al menos un bloque</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="67"/>
        <source>the Starter game has residential blocks only</source>
        <translation>la partida Inicial solo tiene bloques residenciales</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="68"/>
        <source>no blocks on a turn a skyscraper, the stadium or the Tower was built</source>
        <translation>no hay bloques en un turno en el que se ha construido un rascacielos, el estadio o la Torre</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="70"/>
        <source>blocks this turn go on one district only</source>
        <translation>los bloques de este turno van en un solo distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="71"/>
        <source>at most {most} blocks a turn ({bought} bought already)</source>
        <translation>como mucho {most} bloques por turno (ya has comprado {bought})</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="72"/>
        <source>at most {most} blocks on a district</source>
        <translation>como mucho {most} bloques en un distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="73"/>
        <source>not enough blocks left in the box</source>
        <translation>no quedan bloques suficientes en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="74"/>
        <source>the blocks cost {cost}</source>
        <translation>los bloques cuestan {cost}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="75"/>
        <source>no room for free blocks there</source>
        <translation>ahí no caben bloques gratis</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="76"/>
        <source>build exactly 1 free block there</source>
        <translation>construye ahí exactamente 1 bloque gratis</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="77"/>
        <source>build exactly {count} free blocks there</source>
        <translation>construye ahí exactamente {count} bloques gratis</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="78"/>
        <source>these free blocks are residential</source>
        <translation>estos bloques gratis son residenciales</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="79"/>
        <source>these free blocks are industrial</source>
        <translation>estos bloques gratis son industriales</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="80"/>
        <source>that site is taken</source>
        <translation>ese solar está ocupado</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="81"/>
        <source>the site does not touch that district</source>
        <translation>el solar no toca ese distrito</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="82"/>
        <source>not on a turn in which blocks were bought</source>
        <translation>no en un turno en el que se han comprado bloques</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="83"/>
        <source>no skyscraper left in the box</source>
        <translation>no quedan rascacielos en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="84"/>
        <source>no stadium left in the box</source>
        <translation>no queda ningún estadio en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="85"/>
        <source>no tower left in the box</source>
        <translation>no queda ninguna Torre en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="90"/>
        <source>there is only one stadium in the game</source>
        <translation>solo hay un estadio en la partida</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="91"/>
        <source>there is only one Tower in the game</source>
        <translation>solo hay una Torre en la partida</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="92"/>
        <source>you must own every district of the colour group, and at least two</source>
        <translation>debes tener todos los distritos del grupo de color, y al menos dos</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="94"/>
        <source>the group has its skyscraper already</source>
        <translation>el grupo ya tiene su rascacielos</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="95"/>
        <source>you must own 2 districts of that colour</source>
        <translation>debes tener 2 distritos de ese color</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="96"/>
        <source>you must own two whole colour groups</source>
        <translation>debes tener dos grupos de color completos</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="97"/>
        <source>the Tower goes next to a district of a group you own whole</source>
        <translation>la Torre va junto a un distrito de un grupo que tengas completo</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="99"/>
        <source>it costs {price}</source>
        <translation>cuesta {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="100"/>
        <source>no bonus building left in the box</source>
        <translation>no quedan edificios extra en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="101"/>
        <source>a bonus building goes next to a district you own</source>
        <translation>un edificio extra va junto a un distrito tuyo</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="102"/>
        <source>not next to a district a hazard touches</source>
        <translation>no junto a un distrito que toque una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="103"/>
        <source>no hazard left in the box</source>
        <translation>no quedan edificaciones peligrosas en la caja</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="104"/>
        <source>a hazard goes next to another player&apos;s district</source>
        <translation>una edificación peligrosa va junto al distrito de otro jugador</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="105"/>
        <source>not next to a district a bonus building touches</source>
        <translation>no junto a un distrito que toque un edificio extra</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="106"/>
        <source>no hazard on that site</source>
        <translation>no hay ninguna edificación peligrosa en ese solar</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="107"/>
        <source>one move goes to an adjacent site</source>
        <translation>cada movimiento va a un solar contiguo</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="108"/>
        <source>you cannot move hazards while in jail</source>
        <translation>no puedes mover edificaciones peligrosas estando en la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="109"/>
        <source>keep moving the same hazard</source>
        <translation>sigue moviendo la misma edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="110"/>
        <source>at most {most} hazard moves a turn</source>
        <translation>como mucho {most} movimientos de edificaciones peligrosas por turno</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="111"/>
        <source>a move costs {price}</source>
        <translation>cada movimiento cuesta {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="112"/>
        <source>you may pay to move only a hazard that touches one of your districts</source>
        <translation>solo puedes pagar por mover una edificación peligrosa que toque uno de tus distritos</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="114"/>
        <source>the move must take the hazard off at least one of your districts</source>
        <translation>el movimiento debe apartar la edificación peligrosa de al menos uno de tus distritos</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="114"/>
        <source>a deal is between two different players</source>
        <translation>un trato es entre dos jugadores distintos</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="115"/>
        <source>the deal is empty</source>
        <translation>el trato está vacío</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="117"/>
        <source>{player} does not have {cash}</source>
        <translation>{player} no tiene {cash}</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="118"/>
        <source>a district is listed twice</source>
        <translation>un distrito aparece dos veces</translation>
    </message>
    <message>
        <location filename="../core/engine/kernel/refusals.py" line="119"/>
        <source>{player} does not own {district}</source>
        <translation>{district} no es de {player}</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="118"/>
        <source>only the player raising money may propose a deal now</source>
        <translation>ahora solo puede proponer un trato el jugador que está reuniendo dinero</translation>
    </message>
    <message>
        <location filename="../core/engine/ubuild/refusals.py" line="119"/>
        <source>only the player deciding to buy may propose a deal now</source>
        <translation>ahora solo puede proponer un trato el jugador que decide si compra</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="15"/>
        <source>no space {space} on this board</source>
        <translation>no hay ninguna casilla {space} en este tablero</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="16"/>
        <source>{space} is not a property</source>
        <translation>{space} no es una propiedad</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="17"/>
        <source>{space} is not a street</source>
        <translation>{space} no es una calle</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="18"/>
        <source>expected 2 die values from 1 to 6</source>
        <translation>se esperaban 2 valores de dado del 1 al 6</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="19"/>
        <source>the top card is {top}, not {card}</source>
        <translation>la carta de arriba es {top}, no {card}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="20"/>
        <source>{card} is not a card still to be shuffled in</source>
        <translation>{card} no es una carta que falte por barajar</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="21"/>
        <source>{space} is not a property the bank still holds</source>
        <translation>{space} no es una propiedad que aún tenga la banca</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="22"/>
        <source>you hold no get-out-of-jail card</source>
        <translation>no tienes ninguna carta de salir de la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="23"/>
        <source>you rolled a double: roll again first</source>
        <translation>has sacado dobles: vuelve a tirar primero</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="24"/>
        <source>you have no roll left this turn</source>
        <translation>no te quedan tiradas en este turno</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="25"/>
        <source>the fine is paid before rolling, or after a roll in a turn you began in jail</source>
        <translation>la multa se paga antes de tirar, o tras una tirada en un turno que empezaste en la cárcel</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="28"/>
        <source>you must own the whole colour group</source>
        <translation>debes tener todo el grupo de color</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="29"/>
        <source>a street of the group is mortgaged</source>
        <translation>una calle del grupo está hipotecada</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="30"/>
        <source>build evenly: another street of the group has fewer buildings</source>
        <translation>construye de forma uniforme: otra calle del grupo tiene menos edificios</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="31"/>
        <source>sell evenly: another street of the group has more buildings</source>
        <translation>vende de forma uniforme: otra calle del grupo tiene más edificios</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="32"/>
        <source>the street has its hotel already</source>
        <translation>la calle ya tiene su hotel</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="33"/>
        <source>the bank has no houses left</source>
        <translation>a la banca no le quedan casas</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="34"/>
        <source>the bank has no hotels left</source>
        <translation>a la banca no le quedan hoteles</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="35"/>
        <source>a house there costs {price}</source>
        <translation>una casa ahí cuesta {price}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="36"/>
        <source>there is nothing built there</source>
        <translation>no hay nada construido ahí</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="37"/>
        <source>the bank has fewer than four houses to put back: sell the group&apos;s buildings together</source>
        <translation>la banca tiene menos de cuatro casas para devolver: vende juntos los edificios del grupo</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="40"/>
        <source>sell the buildings of its colour group first</source>
        <translation>vende primero los edificios de su grupo de color</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="41"/>
        <source>{player} does not hold the card {card}</source>
        <translation>{player} no tiene la carta {card}</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="42"/>
        <source>{player} could not pay the {amount} interest on the mortgages</source>
        <translation>{player} no podría pagar los {amount} de intereses de las hipotecas</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="43"/>
        <source>only the player to act may propose a deal now</source>
        <translation>ahora solo puede proponer un trato el jugador al que le toca</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="44"/>
        <source>{player} is out of the game</source>
        <translation>{player} está fuera de la partida</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="45"/>
        <source>the Income Tax is paid the fixed way or as a share of your worth</source>
        <translation>el Impuesto sobre la renta se paga con la cantidad fija o con una parte de tu valor</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="46"/>
        <source>this game was started under older rules, which do not allow that</source>
        <translation>esta partida empezó con reglas anteriores, que no lo permiten</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="52"/>
        <source>only while the dice change hands: after a turn ends, before the next roll</source>
        <translation>solo mientras los dados cambian de manos: al acabar un turno, antes de la siguiente tirada</translation>
    </message>
    <message>
        <location filename="../core/engine/traditional/refusals.py" line="54"/>
        <source>there is no player {player}</source>
        <translation>no hay ningún jugador {player}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../charts/report.py" line="117"/>
        <source>Balance report: {track}</source>
        <translation>Informe de equilibrio: {track}</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="126"/>
        <source>a player leaves jail at once, paying the fine</source>
        <translation>quien está en la cárcel sale enseguida, pagando la multa</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="127"/>
        <source>a player stays in jail and rolls for a double as long as the rules allow</source>
        <translation>quien está en la cárcel se queda y tira buscando dobles mientras las reglas lo permitan</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="128"/>
        <source>{track}: {preset} rules, {spaces} spaces, {players} players; {jail}. Made by {program} {version}.</source>
        <translation>{track}: reglas {preset}, {spaces} casillas, {players} jugadores; {jail}. Hecho con {program} {version}.</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="136"/>
        <source>In short</source>
        <translation>En resumen</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="139"/>
        <source>Landing odds per space</source>
        <translation>Probabilidad de caer en cada casilla</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="140"/>
        <source>The share of turns that end a roll on each space, exact (the Markov chain of one mover: dice, doubles, Chance cards, Go to Jail), in playing order from GO; &quot;In jail&quot; is its own state. A turn has {rolls} rolls on average.</source>
        <translation>La parte de los turnos que acaban una tirada en cada casilla, exacta (la cadena de Markov de una ficha: dados, dobles, cartas de Suerte, Ve a la cárcel), en el orden de juego desde la SALIDA; «En la cárcel» es un estado propio. Un turno tiene {rolls} tiradas de media.</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="146"/>
        <source>Heat map</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="154"/>
        <source>What the odds mean in money</source>
        <translation>Lo que las probabilidades significan en dinero</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="75"/>
        <source>Most landed districts: {districts}.</source>
        <translation>Distritos donde más se cae: {districts}.</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="76"/>
        <source>Least landed districts: {districts}.</source>
        <translation>Distritos donde menos se cae: {districts}.</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="162"/>
        <source>Turns to pay back each colour group</source>
        <translation>Turnos para recuperar cada grupo de color</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="167"/>
        <source>Simulated games</source>
        <translation>Partidas simuladas</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="169"/>
        <source>No games were simulated (--games 0).</source>
        <translation>No se simuló ninguna partida (--games 0).</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="188"/>
        <source>Fair start</source>
        <translation>Inicio justo</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="194"/>
        <source>{games} games of the engine&apos;s computer players ({strengths}), seed {seed}: median {median} player-turns (p10 {p10}, p90 {p90}), about {minutes} min at 30 s a turn; the box says about {box} min. Ended by bankruptcy: {bankruptcy}; at the round limit: {limit}.</source>
        <translation>{games} partidas de los jugadores del ordenador del motor ({strengths}), semilla {seed}: mediana de {median} turnos de jugador (p10 {p10}, p90 {p90}), unos {minutes} min a 30 s por turno; la caja dice unos {box} min. Terminadas por bancarrota: {bankruptcy}; en el límite de rondas: {limit}.</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="209"/>
        <source>Every game starts with the roll-off, so the seats above share the first turn alike; by place in the turn order, the first player wins {rate} of the games (95% interval {low} to {high}) against a fair share of {fair}.</source>
        <translation>Cada partida empieza con la tirada de salida, así que los puestos de arriba se reparten el primer turno por igual; por lugar en el orden de turno, quien juega primero gana el {rate} de las partidas (intervalo del 95 %: de {low} a {high}) frente a un reparto justo del {fair}.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="101"/>
        <source>Expected rent per opponent turn of a street: its whole group bare, 1 to 4 houses or a hotel:</source>
        <translation>Alquiler esperado por turno de un rival de una calle: con su grupo completo sin construir, de 1 a 4 casas o un hotel:</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="106"/>
        <source>{count} held</source>
        <translation>{count} en mano</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="107"/>
        <source>Expected rent per opponent turn of a station or utility, by how many of them its owner holds:</source>
        <translation>Alquiler esperado por turno de un rival de una estación o un servicio, según cuántos de ellos tenga su dueño:</translation>
    </message>
    <message>
        <location filename="../charts/track_figures.py" line="87"/>
        <source>Expected rent per opponent turn with 0, 1, 3, 5 and 8 counted blocks:</source>
        <translation>Alquiler esperado por turno de un rival con 0, 1, 3, 5 y 8 bloques contados:</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="287"/>
        <source>The board with the heat map of the landing odds</source>
        <translation>El tablero con el mapa de calor de las probabilidades de caer</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="291"/>
        <source>en</source>
        <comment>the HTML language code of the translation</comment>
        <translation>es</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="76"/>
        <source>Most landed properties: {properties}.</source>
        <translation>Propiedades más visitadas: {properties}.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="77"/>
        <source>Least landed properties: {properties}.</source>
        <translation>Propiedades menos visitadas: {properties}.</translation>
    </message>
    <message>
        <location filename="../charts/report.py" line="174"/>
        <source>{games} games of the engine&apos;s computer players ({strengths}), seed {seed}: median {median} player-turns (p10 {p10}, p90 {p90}), about {minutes} min at 30 s a turn. Ended by bankruptcy: {bankruptcy}; at the round limit: {limit}.</source>
        <translation>{games} partidas de los jugadores automáticos del motor ({strengths}), semilla {seed}: mediana de {median} turnos de jugador (p10 {p10}, p90 {p90}), unos {minutes} min a 30 s por turno. Terminadas por bancarrota: {bankruptcy}; en el límite de rondas: {limit}.</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="84"/>
        <source>Station</source>
        <translation>Estación</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="84"/>
        <source>Utility</source>
        <translation>Compañía</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="100"/>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <location filename="../charts/square_figures.py" line="100"/>
        <source>hotel</source>
        <translation>hotel</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="186"/>
        <source>Games run {ratio}x the box time: {minutes} min for the median game against about {box} min.</source>
        <translation>Las partidas duran {ratio} veces lo que dice la caja: {minutes} min la partida mediana frente a unos {box} min.</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="189"/>
        <source>Games run shorter than the box says ({ratio}x): {minutes} min for the median game against about {box} min.</source>
        <translation>Las partidas duran menos de lo que dice la caja ({ratio} veces): {minutes} min la partida mediana frente a unos {box} min.</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="193"/>
        <source>Games run about as long as the box says: {minutes} min for the median game against about {box} min.</source>
        <translation>Las partidas duran más o menos lo que dice la caja: {minutes} min la partida mediana frente a unos {box} min.</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="197"/>
        <source>A game runs about {minutes} min at 30 s a turn (the median game: {turns} player-turns).</source>
        <translation>Una partida dura unos {minutes} min a 30 s por turno (la partida mediana: {turns} turnos de jugador).</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="206"/>
        <source>The first player wins {points} more than fair ({rate} of the games against {fair}).</source>
        <translation>El primer jugador gana {points} más de lo justo (el {rate} de las partidas frente al {fair}).</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="209"/>
        <source>The first player wins {points} less than fair ({rate} of the games against {fair}).</source>
        <translation>El primer jugador gana {points} menos de lo justo (el {rate} de las partidas frente al {fair}).</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="212"/>
        <source>The first player wins a fair share ({rate} of the games against {fair}).</source>
        <translation>El primer jugador gana lo justo (el {rate} de las partidas frente al {fair}).</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="216"/>
        <source>With these few games that may be chance: more games tell.</source>
        <translation>Con tan pocas partidas puede ser azar: más partidas lo dirán.</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="222"/>
        <source>{quick} pays back quickest ({quick_turns} opponent turns), {slow} slowest ({slow_turns}).</source>
        <translation>{quick} se amortiza antes ({quick_turns} turnos de rivales), {slow} más tarde ({slow_turns}).</translation>
    </message>
    <message>
        <location filename="../charts/balance.py" line="226"/>
        <source>Never paid back: {groups}.</source>
        <translation>Nunca se amortiza: {groups}.</translation>
    </message>
</context>
<context>
    <name>RollButton</name>
    <message>
        <location filename="../play/turn_buttons.py" line="65"/>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="67"/>
        <source>Roll for a 6</source>
        <translation>Tirar para sacar un 6</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="67"/>
        <source>Roll for a double</source>
        <translation>Tirar para sacar dobles</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="69"/>
        <source>Roll the die</source>
        <translation>Tirar el dado</translation>
    </message>
    <message>
        <location filename="../play/turn_buttons.py" line="69"/>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../play/saved_games.py" line="240"/>
        <source>{board}: {players}</source>
        <translation>{board}: {players}</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="247"/>
        <source>no moves yet</source>
        <translation>aún sin jugadas</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="249"/>
        <source>d MMM yyyy, HH:mm</source>
        <comment>the date a game was last played (Qt&apos;s date format)</comment>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="252"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="254"/>
        <source>test game</source>
        <translation>partida de prueba</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="256"/>
        <source>damaged autosave</source>
        <translation>guardado automático dañado</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="258"/>
        <source>open in a window</source>
        <translation>abierta en una ventana</translation>
    </message>
    <message>
        <location filename="../play/saved_games.py" line="260"/>
        <source>in use in another copy of U-Build</source>
        <translation>en uso en otra copia de U-Build</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Amber</source>
        <translation>Ámbar</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="39"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="40"/>
        <source>Teal</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="40"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="46"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="47"/>
        <source>Computer (simple)</source>
        <translation>Ordenador (sencillo)</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="48"/>
        <source>Computer (good)</source>
        <translation>Ordenador (bueno)</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="49"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="64"/>
        <source>Player {n} name</source>
        <translation>Nombre del jugador {n}</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="65"/>
        <source>Player {n} colour</source>
        <translation>Color del jugador {n}</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="66"/>
        <source>Player {n}: human or computer</source>
        <translation>Jugador {n}: persona u ordenador</translation>
    </message>
    <message>
        <location filename="../play/seat_rows.py" line="67"/>
        <source>Remove player {n}</source>
        <translation>Quitar al jugador {n}</translation>
    </message>
</context>
<context>
    <name>SitesButtons</name>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="91"/>
        <source>Build a bonus building</source>
        <translation>Construir un edificio extra</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="92"/>
        <source>Build a hazard</source>
        <translation>Construir una edificación peligrosa</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="102"/>
        <source>Skyscraper…</source>
        <translation>Rascacielos…</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="103"/>
        <source>Stadium ({price})…</source>
        <translation>Estadio ({price})…</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="104"/>
        <source>The Tower ({price})…</source>
        <translation>La Torre ({price})…</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="110"/>
        <source>Move a hazard (free)</source>
        <translation>Mover una edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="111"/>
        <source>Move the hazard (free)</source>
        <translation>Mover la edificación peligrosa (gratis)</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="112"/>
        <source>Move the hazard again ({price})</source>
        <translation>Mover otra vez la edificación peligrosa ({price})</translation>
    </message>
    <message>
        <location filename="../play/ubuild/turn_sections.py" line="113"/>
        <source>Move a hazard ({price})</source>
        <translation>Mover una edificación peligrosa ({price})</translation>
    </message>
</context>
<context>
    <name>SpaceForm</name>
    <message>
        <location filename="../editor/square_forms.py" line="129"/>
        <source>Name in English</source>
        <translation>Nombre en inglés</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="131"/>
        <source>Name in Spanish</source>
        <translation>Nombre en español</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="135"/>
        <source>Kind of space</source>
        <translation>Tipo de casilla</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="138"/>
        <source>Colour group</source>
        <translation>Grupo de color</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="139"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="141"/>
        <source>Rent {n}</source>
        <translation>Alquiler {n}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="144"/>
        <source>House price</source>
        <translation>Precio de una casa</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="146"/>
        <source>Tax amount</source>
        <translation>Importe del impuesto</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="148"/>
        <source>Or a share of the lander&apos;s total worth</source>
        <translation>O una parte del valor total de quien cae</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="151"/>
        <source>no choice</source>
        <translation>sin elección</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="152"/>
        <source>The lander may pay this share of their total worth instead of the tax amount (the book&apos;s Income Tax: 10%).</source>
        <translation>Quien cae puede pagar esta parte de su valor total en lugar del impuesto (el Impuesto sobre la renta del reglamento: 10%).</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="157"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="158"/>
        <source>Name in &amp;Spanish:</source>
        <translation>Nombre en e&amp;spañol:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="159"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="160"/>
        <source>Colour &amp;group:</source>
        <translation>&amp;Grupo de color:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="161"/>
        <source>&amp;Price:</source>
        <translation>&amp;Precio:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="166"/>
        <source>&amp;House price:</source>
        <translation>Precio de una &amp;casa:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="167"/>
        <source>&amp;Tax:</source>
        <translation>&amp;Impuesto:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="168"/>
        <source>Or % of &amp;worth:</source>
        <translation>O % del &amp;valor:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="175"/>
        <source>Price of {space}</source>
        <translation>Precio de {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="176"/>
        <source>House price of {space}</source>
        <translation>Precio de una casa en {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="177"/>
        <source>Tax of {space}</source>
        <translation>Impuesto de {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="179"/>
        <source>Share of worth taxed on {space}</source>
        <translation>Parte del valor gravada en {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="193"/>
        <source>Space {number} of {count}: {name}</source>
        <translation>Casilla {number} de {count}: {name}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="207"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="251"/>
        <source>Rename {space}</source>
        <translation>Renombrar {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="251"/>
        <source>Spanish name of {space}</source>
        <translation>Nombre en español de {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="262"/>
        <source>Rents of {space}</source>
        <translation>Alquileres de {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="270"/>
        <source>{space}: {kind}</source>
        <translation>{space}: {kind}</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="276"/>
        <source>Colour group of {space}</source>
        <translation>Grupo de color de {space}</translation>
    </message>
</context>
<context>
    <name>SquareBoard</name>
    <message>
        <location filename="../board/square_scene.py" line="97"/>
        <source>Pay {amount} or {percent}%</source>
        <translation>Paga {amount} o el {percent}%</translation>
    </message>
    <message>
        <location filename="../board/square_scene.py" line="99"/>
        <source>Pay {amount}</source>
        <translation>Paga {amount}</translation>
    </message>
    <message>
        <location filename="../board/square_scene.py" line="101"/>
        <source>Collect {amount}</source>
        <translation>Cobra {amount}</translation>
    </message>
    <message>
        <location filename="../board/square_scene.py" line="180"/>
        <source>Just visiting</source>
        <translation>Solo de visita</translation>
    </message>
</context>
<context>
    <name>SquareCounted</name>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="59"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="62"/>
        <source>With %n house(s)</source>
        <translation>
            <numerusform>Con %n casa</numerusform>
            <numerusform>Con %n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="65"/>
        <source>With %n station(s)</source>
        <translation>
            <numerusform>Con %n estación</numerusform>
            <numerusform>Con %n estaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/traditional/card.py" line="68"/>
        <source>With %n utility(ies)</source>
        <translation>
            <numerusform>Con %n servicio</numerusform>
            <numerusform>Con %n servicios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareEditor</name>
    <message>
        <location filename="../editor/square_forms.py" line="47"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="48"/>
        <source>Street</source>
        <translation>Calle</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="49"/>
        <source>Station</source>
        <translation>Estación</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="50"/>
        <source>Utility</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="51"/>
        <source>Chance</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="52"/>
        <source>Community Chest</source>
        <translation>Caja de Comunidad</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="53"/>
        <source>Tax</source>
        <translation>Impuesto</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="54"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="55"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="56"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="64"/>
        <source>Rent:</source>
        <translation>Alquiler:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="65"/>
        <source>With 1 house:</source>
        <translation>Con 1 casa:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="66"/>
        <source>With 2 houses:</source>
        <translation>Con 2 casas:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="67"/>
        <source>With 3 houses:</source>
        <translation>Con 3 casas:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="68"/>
        <source>With 4 houses:</source>
        <translation>Con 4 casas:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="69"/>
        <source>With a hotel:</source>
        <translation>Con un hotel:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="73"/>
        <source>Owner has 1 station:</source>
        <translation>El dueño tiene 1 estación:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="74"/>
        <source>Owner has 2 stations:</source>
        <translation>El dueño tiene 2 estaciones:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="75"/>
        <source>Owner has 3 stations:</source>
        <translation>El dueño tiene 3 estaciones:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="76"/>
        <source>Owner has 4 stations:</source>
        <translation>El dueño tiene 4 estaciones:</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="80"/>
        <source>Dice × (1 utility):</source>
        <translation>Dados × (1 servicio):</translation>
    </message>
    <message>
        <location filename="../editor/square_forms.py" line="81"/>
        <source>Dice × (2 utilities):</source>
        <translation>Dados × (2 servicios):</translation>
    </message>
</context>
<context>
    <name>SquareEditorWindow</name>
    <message>
        <location filename="../editor/square_window.py" line="120"/>
        <source>The square board. Click a space to edit it; Alt+Right and Alt+Left select the next and the previous space.</source>
        <translation>El tablero cuadrado. Haz clic en una casilla para editarla; Alt+Derecha y Alt+Izquierda eligen la casilla siguiente y la anterior.</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="132"/>
        <source>Space</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="133"/>
        <source>Colour Groups</source>
        <translation>Grupos de color</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="134"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="136"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="145"/>
        <source>Landing odds, payback and simulated games of the board</source>
        <translation>Probabilidades de caer, recuperación y partidas simuladas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="187"/>
        <source>&amp;New Board</source>
        <translation>&amp;Nuevo tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="188"/>
        <source>Start a new board from the traditional one</source>
        <translation>Empieza un tablero nuevo a partir del tradicional</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="191"/>
        <source>Open a square board file (a track file opens in the track editor)</source>
        <translation>Abre un archivo de tablero cuadrado (un archivo de tablero se abre en el editor de tableros)</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="195"/>
        <source>Save the board</source>
        <translation>Guarda el tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="198"/>
        <source>Save the board to another file</source>
        <translation>Guarda el tablero en otro archivo</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="202"/>
        <source>Save a picture of the board</source>
        <translation>Guarda una imagen del tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="205"/>
        <source>Save a scalable drawing of the board</source>
        <translation>Guarda un dibujo escalable del tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="208"/>
        <source>Save the board on one page</source>
        <translation>Guarda el tablero en una página</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="222"/>
        <source>&amp;Insert Space After</source>
        <translation>&amp;Insertar casilla después</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="223"/>
        <source>Add a Chance space after the selected space</source>
        <translation>Añade una casilla de Suerte después de la casilla elegida</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="226"/>
        <source>&amp;Remove Space</source>
        <translation>&amp;Quitar casilla</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="227"/>
        <source>Remove the selected space</source>
        <translation>Quita la casilla elegida</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="229"/>
        <source>&amp;Next Space</source>
        <translation>Casilla &amp;siguiente</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="230"/>
        <source>Select the next space</source>
        <translation>Elige la casilla siguiente</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="233"/>
        <source>&amp;Previous Space</source>
        <translation>Casilla &amp;anterior</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="234"/>
        <source>Select the space before</source>
        <translation>Elige la casilla anterior</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="244"/>
        <source>Show the whole board</source>
        <translation>Muestra todo el tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="246"/>
        <source>&amp;Play This Board…</source>
        <translation>&amp;Jugar en este tablero…</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="247"/>
        <source>Start a new game on the board as it is now</source>
        <translation>Empieza una partida nueva en el tablero tal como está ahora</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="277"/>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="282"/>
        <source>Board Editor</source>
        <translation>Editor de tableros cuadrados</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="292"/>
        <source>Insert</source>
        <translation>Insertar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="292"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="308"/>
        <source>Fair start for {count} players</source>
        <translation>Inicio justo para {count} jugadores</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="310"/>
        <source>The board keeps this Fair start; New game offers it.</source>
        <translation>El tablero guarda este inicio justo; Nueva partida lo ofrece.</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="337"/>
        <source>Selected: {space}</source>
        <translation>Elegida: {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="365"/>
        <source>{name}[*] – U-Build Board Editor</source>
        <translation>{name}[*] – Editor de tableros cuadrados U-Build</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="386"/>
        <source>A square board has at most {count} spaces</source>
        <translation>Un tablero cuadrado tiene como mucho {count} casillas</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="389"/>
        <source>Insert space</source>
        <translation>Insertar casilla</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="401"/>
        <source>A square board has at least {count} spaces, and GO stays first</source>
        <translation>Un tablero cuadrado tiene al menos {count} casillas, y la SALIDA sigue la primera</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="406"/>
        <source>Remove {space}</source>
        <translation>Quitar {space}</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="415"/>
        <source>Play This Board</source>
        <translation>Jugar en este tablero</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="416"/>
        <source>This editor was not opened from U-Build&apos;s home window, which starts the games. Save the board, then choose New game… at home (ubuild home) and pick the board file.</source>
        <translation>Este editor no se abrió desde la ventana de inicio de U-Build, que es la que empieza las partidas. Guarda el tablero, elige Nueva partida… en el inicio (ubuild home) y escoge el archivo del tablero.</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="422"/>
        <source>Cannot Play This Board</source>
        <translation>No se puede jugar en este tablero</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/square_window.py" line="423"/>
        <source>The board has %n problem(s). Fix them first: the Problems list says what they are.</source>
        <translation>
            <numerusform>El tablero tiene %n problema. Corrígelo antes: la lista de Problemas dice cuál es.</numerusform>
            <numerusform>El tablero tiene %n problemas. Corrígelos antes: la lista de Problemas dice cuáles son.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="427"/>
        <source>Playing the board as it is now (not saved yet)</source>
        <translation>Se juega en el tablero tal como está ahora (aún sin guardar)</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="457"/>
        <source>Open Board</source>
        <translation>Abrir tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="458"/>
        <location filename="../editor/square_window.py" line="488"/>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Archivos de tablero cuadrado (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="470"/>
        <source>Cannot Open Board</source>
        <translation>No se puede abrir el tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="488"/>
        <source>Save Board As</source>
        <translation>Guardar tablero cuadrado como</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="498"/>
        <source>Name after the file</source>
        <translation>Nombrar como el archivo</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="499"/>
        <location filename="../editor/square_window.py" line="503"/>
        <source>Cannot Save Board</source>
        <translation>No se puede guardar el tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="513"/>
        <location filename="../editor/square_window.py" line="540"/>
        <source>Export Board</source>
        <translation>Exportar tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../editor/square_window.py" line="521"/>
        <source>A square board: {name}</source>
        <translation>Un tablero cuadrado: {name}</translation>
    </message>
</context>
<context>
    <name>SquarePlayBoard</name>
    <message>
        <location filename="../play/traditional/board.py" line="98"/>
        <source>A hotel</source>
        <translation>Un hotel</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="330"/>
        <source>{space}: owned by {player}</source>
        <translation>{space}: de {player}</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="334"/>
        <source>Mortgaged</source>
        <translation>Hipotecada</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="343"/>
        <source>Pot: {amount}</source>
        <translation>Bote: {amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="344"/>
        <source>The Free Parking pot: {amount}. Taxes, fines and card payments to the bank go into it; landing on Free Parking takes it.</source>
        <translation>El bote del Parking gratuito: {amount}. Los impuestos, las multas y los pagos de cartas al banco van a él; quien cae en el Parking gratuito se lo lleva.</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="364"/>
        <source>in jail</source>
        <translation>en la cárcel</translation>
    </message>
    <message>
        <location filename="../play/traditional/board.py" line="366"/>
        <source>just visiting</source>
        <translation>solo de visita</translation>
    </message>
</context>
<context>
    <name>SquareSpaceCard</name>
    <message>
        <location filename="../play/traditional/card.py" line="102"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="108"/>
        <source>Rent</source>
        <translation>Alquiler</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="109"/>
        <source>With the whole group</source>
        <translation>Con todo el grupo</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="112"/>
        <source>With a hotel</source>
        <translation>Con un hotel</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="113"/>
        <source>House price</source>
        <translation>Precio de una casa</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="114"/>
        <source>Hotel price</source>
        <translation>Precio de un hotel</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="114"/>
        <source>{price} and 4 houses</source>
        <translation>{price} y 4 casas</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="125"/>
        <source>{times} x the dice</source>
        <translation>{times} x los dados</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="127"/>
        <source>Mortgage value</source>
        <translation>Valor de hipoteca</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="131"/>
        <source>(mortgaged)</source>
        <translation>(hipotecada)</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="133"/>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="135"/>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="138"/>
        <source>A hotel</source>
        <translation>Un hotel</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="138"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="139"/>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="141"/>
        <source>Tax</source>
        <translation>Impuesto</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="143"/>
        <source>Or</source>
        <translation>O bien</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="144"/>
        <source>{percent}% of one&apos;s total worth</source>
        <translation>el {percent}% del valor total</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="146"/>
        <source>Landing here pays the tax to the bank, or the share of one&apos;s total worth: the lander chooses before it is added up.</source>
        <translation>Quien cae aquí paga el impuesto a la banca, o esa parte de su valor total: elige antes de que se sume.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="150"/>
        <source>Landing here pays the tax to the bank.</source>
        <translation>Quien cae aquí paga el impuesto a la banca.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="152"/>
        <source>Landing here draws a Chance card.</source>
        <translation>Quien cae aquí roba una carta de Suerte.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="154"/>
        <source>Landing here draws a Community Chest card.</source>
        <translation>Quien cae aquí roba una carta de Caja de comunidad.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="156"/>
        <source>Salary</source>
        <translation>Salario</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="157"/>
        <source>Passing or landing on GO pays the salary.</source>
        <translation>Pasar por la SALIDA o caer en ella paga el salario.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="163"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="164"/>
        <source>In jail</source>
        <translation>En la cárcel</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="165"/>
        <source>Just visiting</source>
        <translation>Solo de visita</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="166"/>
        <source>Fine to leave</source>
        <translation>Multa para salir</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="169"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="170"/>
        <source>Landing here takes the pot of taxes and fines.</source>
        <translation>Quien cae aquí se lleva el bote de impuestos y multas.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="172"/>
        <source>Nothing happens here.</source>
        <translation>Aquí no pasa nada.</translation>
    </message>
    <message>
        <location filename="../play/traditional/card.py" line="174"/>
        <source>Landing here goes straight to jail, without the salary.</source>
        <translation>Quien cae aquí va directo a la cárcel, sin cobrar el salario.</translation>
    </message>
</context>
<context>
    <name>SquareViewerWindow</name>
    <message>
        <location filename="../viewer/square_window.py" line="54"/>
        <source>&amp;Open Board…</source>
        <translation>&amp;Abrir tablero cuadrado…</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="54"/>
        <source>Open a square board file</source>
        <translation>Abrir un archivo de tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="56"/>
        <source>Show the whole board</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="61"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="65"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="119"/>
        <source>{board} – U-Build Desktop</source>
        <translation>{board} – U-Build Desktop</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="124"/>
        <source>Open Board</source>
        <translation>Abrir tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="124"/>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Archivos de tablero cuadrado (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="133"/>
        <source>Cannot Open Board</source>
        <translation>No se puede abrir el tablero cuadrado</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="58"/>
        <source>Landing &amp;Heat Map</source>
        <translation>&amp;Mapa de calor de caídas</translation>
    </message>
    <message>
        <location filename="../viewer/square_window.py" line="59"/>
        <source>Colour each space by the share of turns that land on it (exact odds)</source>
        <translation>Colorear cada casilla por la proporción de turnos que caen en ella (probabilidades exactas)</translation>
    </message>
</context>
<context>
    <name>StackCountItem</name>
    <message>
        <location filename="../board/markers.py" line="177"/>
        <source>{count} pieces are stacked on this hex</source>
        <translation>{count} piezas apiladas en este hexágono</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../play/turn_status.py" line="87"/>
        <source>Landed on &lt;b&gt;{name}&lt;/b&gt;: for sale at {price}. You have {cash}.</source>
        <translation>Has caído en &lt;b&gt;{name}&lt;/b&gt;: en venta por {price}. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="92"/>
        <location filename="../play/turn_status.py" line="97"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="95"/>
        <source>In jail (failed rolls: {n} of 3). You have {cash}.</source>
        <translation>En la cárcel (tiradas fallidas: {n} de 3). Tienes {cash}.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="99"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. Build, or end your turn.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}. Construye o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="101"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. A double: build, or roll again.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}. Dobles: construye o tira otra vez.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="103"/>
        <source>On &lt;b&gt;{where}&lt;/b&gt;. You have {cash}. A double: roll again.</source>
        <translation>En &lt;b&gt;{where}&lt;/b&gt;. Tienes {cash}. Dobles: tira otra vez.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="105"/>
        <source>&lt;b&gt;Planning Permission&lt;/b&gt;: build a bonus building next to your district, a hazard next to another player&apos;s, or move a hazard up to two spaces for free.</source>
        <translation>&lt;b&gt;Permiso de Obras&lt;/b&gt;: construye un edificio extra junto a tu distrito, una edificación peligrosa junto al de otro jugador, o mueve una edificación peligrosa hasta dos casillas gratis.</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/turn_status.py" line="108"/>
        <source>Move the hazard one site at a time (%n move(s) left).</source>
        <translation>
            <numerusform>Mueve la edificación peligrosa de solar en solar (queda %n movimiento).</numerusform>
            <numerusform>Mueve la edificación peligrosa de solar en solar (quedan %n movimientos).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="110"/>
        <source>The hazard still touches your district: a second move ({price}) must take it off.</source>
        <translation>La edificación peligrosa aún toca tu distrito: un segundo movimiento ({price}) debe apartarla.</translation>
    </message>
    <message numerus="yes">
        <location filename="../play/turn_status.py" line="113"/>
        <source>A Chance card gives %n free block(s): pick the district.</source>
        <translation>
            <numerusform>Una tarjeta de Suerte te da %n bloque gratis: elige el distrito.</numerusform>
            <numerusform>Una tarjeta de Suerte te da %n bloques gratis: elige el distrito.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="126"/>
        <source>{name} is a computer player: someone at the table rolls for them.</source>
        <translation>{name} es un jugador del ordenador: alguien en la mesa tira por él.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="127"/>
        <source>&lt;b&gt;Roll the die at the table&lt;/b&gt;, then click the face it shows (or press its number) and Enter roll.</source>
        <translation>&lt;b&gt;Tira el dado en la mesa&lt;/b&gt;; luego haz clic en la cara que muestra (o pulsa su número) y en Anotar la tirada.</translation>
    </message>
    <message>
        <location filename="../play/turn_status.py" line="129"/>
        <source>&lt;b&gt;Roll both dice at the table&lt;/b&gt;, then click the face each one shows (or press the two numbers) and Enter roll.</source>
        <translation>&lt;b&gt;Tira los dos dados en la mesa&lt;/b&gt;; luego haz clic en la cara que muestra cada uno (o pulsa los dos números) y en Anotar la tirada.</translation>
    </message>
</context>
<context>
    <name>SuggestDialog</name>
    <message>
        <location filename="../editor/suggest.py" line="86"/>
        <source>Suggest a Track</source>
        <extracomment>Settings of the search the dialog does not ask for (the tests make it short).</extracomment>
        <translation>Sugerir un tablero</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="96"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="96"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="97"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="100"/>
        <source>&amp;Rule preset:</source>
        <translation>&amp;Modo de reglas:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="103"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="104"/>
        <source>&amp;Length of a game:</source>
        <translation>&amp;Duración de una partida:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="109"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="110"/>
        <source>&amp;Within:</source>
        <translation>Ma&amp;rgen:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="112"/>
        <source>The preset&apos;s tiles</source>
        <translation>Las baldosas del modo</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="113"/>
        <source>The whole box</source>
        <translation>La caja entera</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="114"/>
        <source>An inventory file…</source>
        <translation>Un archivo de inventario…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="116"/>
        <source>&amp;Pieces:</source>
        <translation>&amp;Piezas:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="118"/>
        <source>With or without</source>
        <translation>Con o sin</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="119"/>
        <source>Without</source>
        <translation>Sin</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="120"/>
        <source>With railroads</source>
        <translation>Con estaciones</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="121"/>
        <source>R&amp;ailroads:</source>
        <translation>&amp;Estaciones:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="125"/>
        <source>&amp;Tracks to suggest:</source>
        <translation>&amp;Tableros que sugerir:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="128"/>
        <source>&amp;Seed:</source>
        <translation>Semi&amp;lla:</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="131"/>
        <source>S&amp;uggest</source>
        <translation>S&amp;ugerir</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="134"/>
        <location filename="../editor/suggest.py" line="397"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="139"/>
        <source>Choose what to make, then Suggest.</source>
        <translation>Elige qué hacer y pulsa Sugerir.</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="143"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="143"/>
        <source>Median game</source>
        <translation>Partida mediana</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="143"/>
        <source>Seats&apos; spread</source>
        <translation>Dif. entre puestos</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="144"/>
        <source>Groups&apos; spread</source>
        <translation>Dif. entre grupos</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="144"/>
        <source>Railroads</source>
        <translation>Estaciones</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="144"/>
        <source>Fair start</source>
        <translation>Inicio justo</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="154"/>
        <source>&amp;Open in Editor</source>
        <translation>&amp;Abrir en el editor</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="156"/>
        <source>Show R&amp;eport</source>
        <translation>Ver el &amp;informe</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="200"/>
        <source>Open Inventory</source>
        <translation>Abrir inventario</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="201"/>
        <source>Inventory files (*.json);;All files (*)</source>
        <translation>Archivos de inventario (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="216"/>
        <source>Inventory: {name}</source>
        <translation>Inventario: {name}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="244"/>
        <source>Searching… (the exact odds first, then short games for the best layouts)</source>
        <translation>Buscando… (primero las probabilidades exactas, luego partidas cortas de las mejores disposiciones)</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="264"/>
        <source>Stopping after the games in flight…</source>
        <translation>Parando tras las partidas en curso…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="273"/>
        <source>{accepted} tracks found; proving each one&apos;s Fair start with games of fresh seeds…</source>
        <translation>{accepted} tableros encontrados; se prueba el inicio justo de cada uno con partidas de semillas nuevas…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="276"/>
        <source>Generation {done} of {total}: {accepted} tracks found so far</source>
        <translation>Generación {done} de {total}: {accepted} tableros encontrados hasta ahora</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="297"/>
        <source>{within} of {count} tracks are within the length asked; proving each one&apos;s Fair start with games of fresh seeds…</source>
        <translation>{within} de {count} tableros están dentro de la duración pedida; se prueba el inicio justo de cada uno con partidas de semillas nuevas…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="299"/>
        <source>{within} of {count} tracks are within the length asked; estimating each one&apos;s Fair start…</source>
        <translation>{within} de {count} tableros están dentro de la duración pedida; se estima el inicio justo de cada uno…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="317"/>
        <source>{done} of {count} Fair starts done; the others follow…</source>
        <translation>{done} de {count} inicios justos listos; los demás siguen…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="326"/>
        <source>{points} points before</source>
        <translation>{points} puntos antes</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="341"/>
        <source>{within} of {count} tracks are within the length asked; best first.</source>
        <translation>{within} de {count} tableros están dentro de la duración pedida; el mejor primero.</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="322"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="322"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="324"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="325"/>
        <source> (outside)</source>
        <translation> (fuera)</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="323"/>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="351"/>
        <source>Seats&apos; spread: after the Fair start the balance lab proposes, which each track keeps as its house rule. Fair start: proven when games with fresh seeds show every place within ±2 points of fair, 95% intervals included; ± how far the farthest interval reaches.</source>
        <translation>Dif. entre puestos: tras la salida justa que propone el laboratorio de equilibrio, que cada tablero guarda como regla de la casa. Inicio justo: probado cuando partidas de semillas nuevas muestran cada puesto a ±2 puntos o menos de lo justo, intervalos del 95 % incluidos; ± hasta dónde llega el intervalo más lejano.</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="362"/>
        <source>proving…</source>
        <translation>probando…</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="362"/>
        <source>not proven (cancelled)</source>
        <translation>sin probar (cancelado)</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="364"/>
        <source>estimated</source>
        <translation>estimado</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="366"/>
        <source>proven ±{worst}</source>
        <translation>probado ±{worst}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="366"/>
        <source>not shown ±{worst}</source>
        <translation>sin mostrar ±{worst}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="376"/>
        <source>Fair start of track {rank}</source>
        <translation>Inicio justo del tablero {rank}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="382"/>
        <source>Search cancelled.</source>
        <translation>Búsqueda cancelada.</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="387"/>
        <source>Cancelled: {done} of {count} Fair starts were done; the other tracks open without one.</source>
        <translation>Cancelado: {done} de {count} inicios justos estaban listos; los demás tableros se abren sin él.</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="392"/>
        <source>The search failed: {message}</source>
        <translation>La búsqueda falló: {message}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="397"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="436"/>
        <source>Cannot write the report: {reason}</source>
        <translation>No se puede escribir el informe: {reason}</translation>
    </message>
    <message>
        <location filename="../editor/suggest.py" line="439"/>
        <source>The report is written to {file}</source>
        <translation>El informe está escrito en {file}</translation>
    </message>
</context>
<context>
    <name>TaxBox</name>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="32"/>
        <source>Income Tax</source>
        <translation>Impuesto sobre la renta</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="50"/>
        <source>Pay {amount}, or {percent}% of everything you own: your cash, the printed price of your properties (mortgaged ones too) and what your buildings cost. Choose before it is added up.</source>
        <translation>Paga {amount}, o el {percent}% de todo lo que tienes: tu dinero, el precio impreso de tus propiedades (también las hipotecadas) y lo que costaron tus edificios. Elige antes de que se sume.</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="53"/>
        <source>Pay {amount}</source>
        <translation>Pagar {amount}</translation>
    </message>
    <message>
        <location filename="../play/traditional/turn_sections.py" line="55"/>
        <source>Pay {percent}% of my worth</source>
        <translation>Pagar el {percent}% de mi valor</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../play/tour.py" line="116"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="118"/>
        <location filename="../play/tour.py" line="191"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="120"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="156"/>
        <source>Your first game</source>
        <translation>Tu primera partida</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="157"/>
        <source>A short tour of this window: the board, your turn, the players, the log and the keys.&lt;br&gt;&lt;br&gt;&lt;b&gt;Next&lt;/b&gt; (Enter or →) goes on, &lt;b&gt;Back&lt;/b&gt; (←) goes back, &lt;b&gt;Close&lt;/b&gt; (Esc) ends the tour. Help → First-game tour shows it again, and Help → How to play (F1) explains the rules.</source>
        <translation>Un breve recorrido por esta ventana: el tablero, tu turno, los jugadores, el registro y las teclas.&lt;br&gt;&lt;br&gt;&lt;b&gt;Siguiente&lt;/b&gt; (Intro o →) avanza, &lt;b&gt;Atrás&lt;/b&gt; (←) retrocede y &lt;b&gt;Cerrar&lt;/b&gt; (Esc) termina el recorrido. Ayuda → Recorrido de la primera partida lo vuelve a mostrar, y Ayuda → Cómo se juega (F1) explica las reglas.</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="161"/>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="73"/>
        <source>The board, with everyone&apos;s mover. Point at a property to see its card: its price, its rents and its owner. When you build, the places you may pick light up.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; takes the keyboard to the board: the arrow keys go from space to space.</source>
        <translation>El tablero, con el peón de cada jugador. Señala una propiedad para ver su carta: su precio, sus alquileres y su dueño. Cuando construyes, se iluminan los sitios que puedes elegir.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; lleva el teclado al tablero: las flechas van de casilla en casilla.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="184"/>
        <source>The track, with everyone&apos;s mover. Point at a district to see its card: its price, its rents and its owner. When you build, the sites you may pick light up beside the track.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; takes the keyboard to the board: the arrow keys go from space to space.</source>
        <translation>El tablero, con el peón de cada jugador. Señala un distrito para ver su carta: su precio, sus alquileres y su dueño. Cuando construyes, se iluminan junto al tablero los solares que puedes elegir.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; lleva el teclado al tablero: las flechas van de casilla en casilla.</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="163"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="164"/>
        <source>What the player whose turn it is can do now: roll, buy or auction, bid, build, mortgage, propose a deal, end the turn. The main button is highlighted, and &lt;b&gt;Enter&lt;/b&gt; presses it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+T&lt;/b&gt; brings the keyboard back here.</source>
        <translation>Lo que puede hacer ahora el jugador del turno: tirar, comprar o subastar, pujar, construir, hipotecar, proponer un trato, terminar el turno. El botón principal está resaltado e &lt;b&gt;Intro&lt;/b&gt; lo pulsa.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ctrl+T&lt;/b&gt; devuelve aquí el teclado.</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="167"/>
        <source>The players</source>
        <translation>Los jugadores</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="168"/>
        <source>Everyone at the table: their cash, what they own and whether they are in jail. The player whose turn it is is marked.</source>
        <translation>Todos los de la mesa: su dinero, lo que tienen y si están en la cárcel. El jugador del turno está marcado.</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="170"/>
        <source>The log</source>
        <translation>El registro</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="171"/>
        <source>Everything that happened, the newest at the bottom: the dice, rents, cards, auctions and deals. &lt;b&gt;Save log…&lt;/b&gt; keeps it in a text file.</source>
        <translation>Todo lo que ha pasado, lo más reciente abajo: los dados, los alquileres, las cartas, las subastas y los tratos. &lt;b&gt;Guardar registro…&lt;/b&gt; lo guarda en un archivo de texto.</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="173"/>
        <source>The keys</source>
        <translation>Las teclas</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="174"/>
        <source>In the turn panel, Tab goes from control to control and Enter presses the highlighted one. Every command has a key:</source>
        <translation>En el panel del turno, Tab va de control en control e Intro pulsa el resaltado. Cada orden tiene su tecla:</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="186"/>
        <source>{n} of {count}</source>
        <translation>{n} de {count}</translation>
    </message>
    <message>
        <location filename="../play/tour.py" line="191"/>
        <source>Start playing</source>
        <translation>A jugar</translation>
    </message>
</context>
<context>
    <name>TrackColumn</name>
    <message>
        <location filename="../editor/balance_column.py" line="115"/>
        <source>Rolls per turn:</source>
        <translation>Tiradas por turno:</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="116"/>
        <source>In jail:</source>
        <translation>En la cárcel:</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="117"/>
        <source>Most landed:</source>
        <translation>Más visitados:</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="118"/>
        <source>Least landed:</source>
        <translation>Menos visitados:</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="169"/>
        <source>{roll} of rolls ({turn} a turn)</source>
        <translation>{roll} de las tiradas ({turn} por turno)</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="177"/>
        <source>{district} {share}</source>
        <translation>{district} {share}</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="202"/>
        <source>{games} games: median {median} player-turns (p10 {p10}, p90 {p90}), about {minutes} min at 30 s a turn</source>
        <translation>{games} partidas: mediana de {median} turnos de jugador (p10 {p10}, p90 {p90}), unos {minutes} min a 30 s por turno</translation>
    </message>
    <message>
        <location filename="../editor/balance_column.py" line="207"/>
        <source>(the box: about {minutes} min)</source>
        <translation>(la caja: unos {minutes} min)</translation>
    </message>
</context>
<context>
    <name>TrackOdds</name>
    <message>
        <location filename="../board/track_odds.py" line="58"/>
        <source>No landing odds until the track is valid: {problem}</source>
        <translation>No hay probabilidades de caída hasta que el tablero sea válido: {problem}</translation>
    </message>
    <message>
        <location filename="../board/track_odds.py" line="65"/>
        <source>No landing odds for this track: {error}</source>
        <translation>No hay probabilidades de caída para este tablero: {error}</translation>
    </message>
    <message>
        <location filename="../board/track_odds.py" line="90"/>
        <source>No landing odds until the board has no problems: {problem}</source>
        <translation>No hay probabilidades de caída hasta que el tablero no tenga problemas: {problem}</translation>
    </message>
    <message>
        <location filename="../board/track_odds.py" line="96"/>
        <source>No landing odds for this board: {error}</source>
        <translation>No hay probabilidades de caída para este tablero: {error}</translation>
    </message>
</context>
<context>
    <name>TrackSettingsDialog</name>
    <message>
        <location filename="../editor/track_dialogs.py" line="31"/>
        <source>Track Settings</source>
        <translation>Ajustes del tablero</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="34"/>
        <source>Track name</source>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="36"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="40"/>
        <source>Boxes</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="41"/>
        <source>How many boxes of the game the track combines (multiplies every count)</source>
        <translation>Cuántas cajas del juego combina el tablero (multiplica todas las cantidades)</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="43"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="44"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../editor/track_dialogs.py" line="45"/>
        <source>&amp;Boxes:</source>
        <translation>&amp;Cajas:</translation>
    </message>
</context>
<context>
    <name>TrackViewerWindow</name>
    <message>
        <location filename="../viewer/window.py" line="59"/>
        <source>&amp;Open Track…</source>
        <translation>&amp;Abrir tablero…</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="59"/>
        <source>Open a track file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="62"/>
        <source>Show the whole track</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="64"/>
        <source>Show Building &amp;Sites</source>
        <translation>Mostrar &amp;solares</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="64"/>
        <source>Show the empty hexes where buildings may stand</source>
        <translation>Mostrar los hexágonos vacíos donde se puede edificar</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="68"/>
        <source>Landing &amp;Heat Map</source>
        <translation>&amp;Mapa de calor de caídas</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="69"/>
        <source>Colour each space by the share of turns that land on it (exact odds)</source>
        <translation>Colorear cada casilla por la proporción de turnos que caen en ella (probabilidades exactas)</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="73"/>
        <source>&amp;Edit Track</source>
        <translation>&amp;Editar tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="73"/>
        <source>Open the viewed track in the track editor</source>
        <translation>Abrir este tablero en el editor de tableros</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="76"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="81"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="153"/>
        <source>{track} – U-Build Desktop</source>
        <translation>{track} – U-Build Desktop</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="160"/>
        <source>Open Track</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="160"/>
        <source>Track files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="171"/>
        <source>{file}: not a track file ({error})</source>
        <translation>{file}: no es un archivo de tablero ({error})</translation>
    </message>
    <message>
        <location filename="../viewer/window.py" line="172"/>
        <source>Cannot Open Track</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
</context>
<context>
    <name>TrackWords</name>
    <message>
        <location filename="../board/track_words.py" line="33"/>
        <location filename="../core/validate.py" line="133"/>
        <source>GO</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="34"/>
        <location filename="../core/validate.py" line="134"/>
        <source>Jail</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="35"/>
        <location filename="../core/validate.py" line="135"/>
        <source>Free Parking</source>
        <translation>Parking gratuito</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="36"/>
        <location filename="../core/validate.py" line="136"/>
        <source>Go to Jail</source>
        <translation>Ve a la cárcel</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="37"/>
        <source>District</source>
        <translation>Distrito</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="38"/>
        <source>Planning Permission</source>
        <translation>Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../board/track_words.py" line="39"/>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="137"/>
        <source>district double</source>
        <translation>doble de distrito</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="138"/>
        <source>planning double</source>
        <translation>doble de Permiso de Obras</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="139"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="140"/>
        <source>railroad</source>
        <translation>estación</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="67"/>
        <source>Starter</source>
        <extracomment>``ubuild validate``&apos;s line about it (marked in ``&quot;Command&quot;``); :meth:`checked_against` fills ``{preset}``. What the problems panel says when it has no problem (marked in ``&quot;ProblemsPanel&quot;``).</extracomment>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="68"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="69"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="70"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="71"/>
        <source>Starter railroad</source>
        <translation>Inicial con estaciones</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="72"/>
        <source>Classic railroad</source>
        <translation>Clásico con estaciones</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="73"/>
        <source>Pro railroad</source>
        <translation>Profesional con estaciones</translation>
    </message>
    <message>
        <location filename="../core/problems.py" line="74"/>
        <source>Custom railroad</source>
        <translation>Personalizado con estaciones</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="143"/>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="144"/>
        <source>south-east</source>
        <translation>sudeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="145"/>
        <source>south-west</source>
        <translation>sudoeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="146"/>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="147"/>
        <source>north-west</source>
        <translation>noroeste</translation>
    </message>
    <message>
        <location filename="../core/validate.py" line="148"/>
        <source>north-east</source>
        <translation>nordeste</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="28"/>
        <source>go</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="29"/>
        <source>street</source>
        <translation>calle</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="30"/>
        <source>station</source>
        <translation>estación</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="31"/>
        <source>utility</source>
        <translation>servicio</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="32"/>
        <source>chance</source>
        <translation>suerte</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="33"/>
        <source>chest</source>
        <translation>caja de comunidad</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="34"/>
        <source>tax</source>
        <translation>impuesto</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="35"/>
        <source>jail</source>
        <translation>cárcel</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="36"/>
        <source>free_parking</source>
        <translation>parking gratuito</translation>
    </message>
    <message>
        <location filename="../core/square/validate.py" line="37"/>
        <source>go_to_jail</source>
        <translation>ve a la cárcel</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <location filename="../core/datawords.py" line="105"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="106"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="107"/>
        <source>Classic with railroads</source>
        <translation>Clásico con estaciones</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="108"/>
        <source>Pro</source>
        <translation>Profesional</translation>
    </message>
</context>
<context>
    <name>TraditionalCards</name>
    <message>
        <location filename="../core/datawords.py" line="115"/>
        <source>Take the morning express all the way to GO. Collect your salary.</source>
        <translation>Toma el expreso de la mañana hasta la SALIDA. Cobra tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="116"/>
        <source>Your cousin invites you to the fourteenth street of the board. Advance there; if you pass GO, collect your salary.</source>
        <translation>Tu primo te invita a la decimocuarta calle del tablero. Avanza hasta ella; si pasas por la SALIDA, cobra tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="117"/>
        <source>A viewing is booked on the sixth street of the board. Advance there; if you pass GO, collect your salary.</source>
        <translation>Tienes una visita concertada en la sexta calle del tablero. Avanza hasta ella; si pasas por la SALIDA, cobra tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="118"/>
        <source>The meter reader calls. Advance to the nearest utility. If it is owned, roll the dice and pay its owner ten times the roll; if not, you may buy it.</source>
        <translation>Llega el lector del contador. Avanza hasta el servicio más cercano. Si tiene dueño, tira los dados y paga a su dueño diez veces la tirada; si no, puedes comprarlo.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="119"/>
        <source>Catch the next train. Advance to the nearest station and pay its owner twice the rent; if it is unowned, you may buy it.</source>
        <translation>Coge el próximo tren. Avanza hasta la estación más cercana y paga a su dueño el doble del alquiler; si no tiene dueño, puedes comprarla.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="120"/>
        <source>Change trains. Advance to the nearest station and pay its owner twice the rent; if it is unowned, you may buy it.</source>
        <translation>Cambia de tren. Avanza hasta la estación más cercana y paga a su dueño el doble del alquiler; si no tiene dueño, puedes comprarla.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="121"/>
        <source>Treat yourself to an evening on the last street of the board. Advance there.</source>
        <translation>Date el gusto de una velada en la última calle del tablero. Avanza hasta ella.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="122"/>
        <source>Take a trip from the first station. Advance there; if you pass GO, collect your salary.</source>
        <translation>Haz un viaje desde la primera estación. Avanza hasta ella; si pasas por la SALIDA, cobra tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="123"/>
        <source>You forgot your umbrella. Go back three spaces.</source>
        <translation>Olvidaste el paraguas. Retrocede tres casillas.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="124"/>
        <source>Caught jumping the queue. Go directly to jail: do not pass GO, do not collect your salary.</source>
        <translation>Te pillan colándote. Ve directamente a la cárcel: no pases por la SALIDA ni cobres tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="125"/>
        <source>The bank pays you a dividend of {amount}.</source>
        <translation>La banca te paga un dividendo de {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="127"/>
        <source>Your buildings need repairs: pay {house} for each house and {hotel} for each hotel.</source>
        <translation>Tus edificios necesitan reparaciones: paga {house} por cada casa y {hotel} por cada hotel.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="128"/>
        <source>Parking ticket: pay {amount}.</source>
        <translation>Multa de aparcamiento: paga {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="129"/>
        <source>You chaired the neighbourhood committee. Pay each player {amount}.</source>
        <translation>Presidiste la junta de vecinos. Paga {amount} a cada jugador.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="130"/>
        <source>Your savings bond matures. Collect {amount}.</source>
        <translation>Vence tu bono de ahorro. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="132"/>
        <source>The bank&apos;s clerk made a mistake in your favour. Collect {amount}.</source>
        <translation>El empleado de la banca se equivocó a tu favor. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="133"/>
        <source>Dentist&apos;s bill: pay {amount}.</source>
        <translation>Factura del dentista: paga {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="134"/>
        <source>You sold your old bicycle. Collect {amount}.</source>
        <translation>Vendiste tu vieja bicicleta. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="137"/>
        <source>Your holiday savings pay out. Collect {amount}.</source>
        <translation>Cobras tus ahorros para las vacaciones. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="138"/>
        <source>A tax refund arrives. Collect {amount}.</source>
        <translation>Llega una devolución de impuestos. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="139"/>
        <source>It is your birthday: collect {amount} from each player.</source>
        <translation>Es tu cumpleaños: cobra {amount} de cada jugador.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="140"/>
        <source>Your insurance policy matures. Collect {amount}.</source>
        <translation>Vence tu póliza de seguro. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="141"/>
        <source>Hospital bill: pay {amount}.</source>
        <translation>Factura del hospital: paga {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="142"/>
        <source>Course fees: pay {amount}.</source>
        <translation>Matrícula del curso: paga {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="143"/>
        <source>You gave expert advice. Collect {amount}.</source>
        <translation>Diste un consejo experto. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="144"/>
        <source>The street is being resurfaced: pay {house} for each house and {hotel} for each hotel.</source>
        <translation>Están asfaltando la calle: paga {house} por cada casa y {hotel} por cada hotel.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="145"/>
        <source>You won second prize at the village fair. Collect {amount}.</source>
        <translation>Ganaste el segundo premio en la feria del pueblo. Cobra {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="146"/>
        <source>A distant aunt leaves you {amount}.</source>
        <translation>Una tía lejana te deja {amount}.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="126"/>
        <location filename="../core/datawords.py" line="135"/>
        <source>Get out of jail free. Keep this card until you need it, trade it or sell it.</source>
        <translation>Sal gratis de la cárcel. Guarda esta carta hasta que la necesites, o cámbiala o véndela.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="131"/>
        <source>Walk all the way to GO. Collect your salary.</source>
        <translation>Camina hasta la SALIDA. Cobra tu salario.</translation>
    </message>
    <message>
        <location filename="../core/datawords.py" line="136"/>
        <source>The neighbours complained about the noise. Go directly to jail: do not pass GO, do not collect your salary.</source>
        <translation>Los vecinos se quejaron del ruido. Ve directamente a la cárcel: no pases por la SALIDA ni cobres tu salario.</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <location filename="../play/announce.py" line="211"/>
        <source>What the computer did</source>
        <translation>Lo que hizo el ordenador</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../play/turn_sections.py" line="195"/>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="214"/>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <location filename="../play/turn_auction.py" line="215"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="385"/>
        <source>{partner} turned down your deal.</source>
        <translation>{partner} ha rechazado tu trato.</translation>
    </message>
    <message>
        <location filename="../play/turn_panel.py" line="387"/>
        <source>{partner} turned down {proposer}&apos;s deal.</source>
        <translation>{partner} ha rechazado el trato de {proposer}.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="87"/>
        <source>Sell houses (Houses… on your card), mortgage properties below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation>Vende casas (Casas… en tu tarjeta), hipoteca propiedades aquí abajo o vende alguna en un trato; las hipotecas podrían darte {raisable} más.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="94"/>
        <source>Declaring bankruptcy puts you out of the game: your houses and hotels go back to the bank at half price, then your cash, your title deeds and your get-out-of-jail cards go to {creditor}, who pays the bank 10% on each mortgaged one.</source>
        <translation>Declararte en bancarrota te deja fuera de la partida: tus casas y hoteles vuelven a la banca a mitad de precio, y luego tu dinero, tus títulos de propiedad y tus cartas de salir de la cárcel pasan a {creditor}, que paga a la banca el 10 % de cada título hipotecado.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="99"/>
        <source>Declaring bankruptcy puts you out of the game: your houses and hotels go back to the bank at half price, your cash to the bank, and the bank auctions each of your title deeds.</source>
        <translation>Declararte en bancarrota te deja fuera de la partida: tus casas y hoteles vuelven a la banca a mitad de precio, tu dinero va a la banca, y la banca subasta cada uno de tus títulos de propiedad.</translation>
    </message>
    <message>
        <location filename="../play/traditional/words.py" line="102"/>
        <source>Declaring bankruptcy puts you out of the game: your buildings, your cash and your title deeds go back to the bank.</source>
        <translation>Declararte en bancarrota te deja fuera de la partida: tus edificios, tu dinero y tus títulos de propiedad vuelven a la banca.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="162"/>
        <source>Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation>Hipoteca distritos aquí abajo o vende alguno en un trato; las hipotecas podrían darte {raisable} más.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="169"/>
        <source>Declaring bankruptcy ends the game: your cash and your unmortgaged districts go to {creditor}, your mortgaged ones to the bank.</source>
        <translation>Declararte en bancarrota termina la partida: tu dinero y tus distritos sin hipotecar pasan a {creditor}, y los hipotecados a la banca.</translation>
    </message>
    <message>
        <location filename="../play/ubuild/words.py" line="171"/>
        <source>Declaring bankruptcy ends the game: your cash and your districts go to the bank.</source>
        <translation>Declararte en bancarrota termina la partida: tu dinero y tus distritos pasan a la banca.</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="48"/>
        <source>Mortgage properties below or sell some in a deal; mortgages could raise {raisable} more.</source>
        <translation>Hipoteca propiedades aquí abajo o vende alguna en un trato; las hipotecas podrían darte {raisable} más.</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="55"/>
        <source>Declaring bankruptcy hands your cash and your properties to {creditor}.</source>
        <translation>Declararte en bancarrota entrega tu dinero y tus propiedades a {creditor}.</translation>
    </message>
    <message>
        <location filename="../play/view_words.py" line="57"/>
        <source>Declaring bankruptcy hands your cash and your properties to the bank.</source>
        <translation>Declararte en bancarrota entrega tu dinero y tus propiedades a la banca.</translation>
    </message>
</context>
<context>
    <name>UBuildCounted</name>
    <message numerus="yes">
        <location filename="../play/ubuild/words.py" line="141"/>
        <source>%n district(s)</source>
        <translation>
            <numerusform>%n distrito</numerusform>
            <numerusform>%n distritos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewCounted</name>
    <message numerus="yes">
        <location filename="../play/view_words.py" line="24"/>
        <source>%n propert(y/ies)</source>
        <translation>
            <numerusform>%n propiedad</numerusform>
            <numerusform>%n propiedades</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewerFrame</name>
    <message>
        <location filename="../viewer/frame.py" line="61"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="62"/>
        <source>Close the viewer</source>
        <translation>Cerrar el visor</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="65"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="66"/>
        <source>Zoom in on the board</source>
        <translation>Acercar el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="69"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="70"/>
        <source>Zoom out from the board</source>
        <translation>Alejar el tablero</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="73"/>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <location filename="../viewer/frame.py" line="78"/>
        <source>View</source>
        <translation>Ver</translation>
    </message>
</context>
<context>
    <name>WindowCounted</name>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="36"/>
        <source>Skipped %n unreadable line(s) of the journal (line {lines}); every move on the other lines was replayed.</source>
        <translation>
            <numerusform>Se ha saltado %n línea ilegible del diario (línea {lines}); se han repetido todas las jugadas de las demás líneas.</numerusform>
            <numerusform>Se han saltado %n líneas ilegibles del diario (líneas {lines}); se han repetido todas las jugadas de las demás líneas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="40"/>
        <source>The game stops at its action {action} of the file: the last %n action(s) could not be replayed and were left out ({reason}).</source>
        <translation>
            <numerusform>La partida se detiene en su acción {action} del archivo: la última %n acción no se pudo repetir y se ha dejado fuera ({reason}).</numerusform>
            <numerusform>La partida se detiene en su acción {action} del archivo: las últimas %n acciones no se pudieron repetir y se han dejado fuera ({reason}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="44"/>
        <source>The game stops at line {line} of the journal: its last %n line(s) could not be replayed and were left out ({reason}).</source>
        <translation>
            <numerusform>La partida se detiene en la línea {line} del diario: su última %n línea no se pudo repetir y se ha dejado fuera ({reason}).</numerusform>
            <numerusform>La partida se detiene en la línea {line} del diario: sus últimas %n líneas no se pudieron repetir y se han dejado fuera ({reason}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="48"/>
        <source>The game goes on from its move %n.</source>
        <translation>
            <numerusform>La partida sigue desde su jugada %n.</numerusform>
            <numerusform>La partida sigue desde su jugada %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="51"/>
        <source>Autosave failed ({error}): %n move(s) not saved yet. Trying again every few seconds; Save As can keep the game on another disk.</source>
        <translation>
            <numerusform>El guardado automático ha fallado ({error}): %n jugada aún sin guardar. Se reintenta cada pocos segundos; con Guardar como puedes guardar la partida en otro disco.</numerusform>
            <numerusform>El guardado automático ha fallado ({error}): %n jugadas aún sin guardar. Se reintenta cada pocos segundos; con Guardar como puedes guardar la partida en otro disco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../play/window_files.py" line="55"/>
        <source>Autosave failed ({error}): %n move(s) of this game are not saved. Save the game elsewhere before closing?</source>
        <translation>
            <numerusform>El guardado automático ha fallado ({error}): %n jugada de esta partida no está guardada. ¿Guardar la partida en otro sitio antes de cerrar?</numerusform>
            <numerusform>El guardado automático ha fallado ({error}): %n jugadas de esta partida no están guardadas. ¿Guardar la partida en otro sitio antes de cerrar?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../console.py" line="44"/>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <location filename="../console.py" line="45"/>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <location filename="../console.py" line="46"/>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <location filename="../console.py" line="47"/>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <location filename="../console.py" line="48"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <location filename="../console.py" line="49"/>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos obligatorios: %s</translation>
    </message>
    <message>
        <location filename="../console.py" line="50"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <location filename="../console.py" line="51"/>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <location filename="../console.py" line="52"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../console.py" line="53"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <location filename="../console.py" line="54"/>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <location filename="../console.py" line="55"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <location filename="../console.py" line="56"/>
        <source>not allowed with argument %s</source>
        <translation>no se permite junto con el argumento %s</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../editor/export.py" line="187"/>
        <source>A U-Build track: {name}</source>
        <translation>Un tablero de U-Build: {name}</translation>
    </message>
    <message>
        <location filename="../editor/export.py" line="325"/>
        <location filename="../editor/export.py" line="365"/>
        <source>cannot write to the output</source>
        <translation>no se puede escribir en la salida</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="233"/>
        <source>right: {page}</source>
        <translation>derecha: {page}</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="235"/>
        <source>below: {page}</source>
        <translation>abajo: {page}</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="236"/>
        <source>{track} — page {page} ({number} of {pages}) — hex {size:g} mm across</source>
        <translation>{track} — página {page} ({number} de {pages}) — hexágono de {size:g} mm</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="331"/>
        <source>{track}: {pieces}, {spaces}; {boxes}; printed with hexes {size:g} mm across the flats on {pages}: those that hold pieces, of a grid {columns} across × {rows} down.</source>
        <translation>{track}: {pieces}, {spaces}; {boxes}; impreso con hexágonos de {size:g} mm entre lados planos en {pages}: las que tienen piezas, de una cuadrícula de {columns} a lo ancho × {rows} a lo alto.</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="240"/>
        <source> (overlap {mm:g} mm, dashed)</source>
        <translation> (solape de {mm:g} mm, discontinuo)</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="45"/>
        <source>the export needs {pages} pages, more than the {limit} allowed</source>
        <translation>la exportación necesita {pages} páginas, más de las {limit} permitidas</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="317"/>
        <source>The pages are far apart: each page&apos;s name says where it goes (columns by letter, rows by number).</source>
        <translation>Las páginas están muy separadas: el nombre de cada página dice dónde va (columnas por letra, filas por número).</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="329"/>
        <source>Parts list</source>
        <translation>Lista de piezas</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="337"/>
        <source>Validation: {summary}</source>
        <translation>Validación: {summary}</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="338"/>
        <source>How the pages go together (each overlaps its neighbours by {mm:g} mm):</source>
        <translation>Cómo se unen las páginas (cada una se solapa {mm:g} mm con sus vecinas):</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="341"/>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="342"/>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location filename="../editor/paper.py" line="343"/>
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
        <location filename="../viewer/app.py" line="69"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
</context>
<context>
    <name>ubuild edit</name>
    <message>
        <location filename="../editor/editor_cli.py" line="113"/>
        <source>cannot save the screenshot: {error}</source>
        <translation>no se puede guardar la captura: {error}</translation>
    </message>
</context>
</TS>
