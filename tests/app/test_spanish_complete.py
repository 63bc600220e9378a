"""Spanish, completely: every word of the data files, the art, money, plurals and the
command line, checked in Spanish as a user meets them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

import ubuild_desktop
from ubuild_desktop import words
from ubuild_desktop.board.art import ART_WORDS, art_folder, draw_art, word_rect
from ubuild_desktop.core import datawords
from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.chance import load_chance_cards
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.qtapp import install_translations

PACKAGE = Path(ubuild_desktop.__file__).parent
TRANSLATIONS = PACKAGE / "translations"
UBUILD = Path(sys.executable).with_name("ubuild")
NBSP = "\u00a0"


@contextmanager
def spanish(app: QApplication) -> Iterator[None]:
    """The shipped Spanish translation installed for the while, as the program loads it."""
    translators = install_translations(app, QLocale("es_ES"))
    assert translators, "no Spanish translation was loaded"
    try:
        yield
    finally:
        for translator in translators:
            app.removeTranslator(translator)


def _amounts(effect: object) -> list[int]:
    data = effect.model_dump()  # type: ignore[attr-defined]
    return [data[key] for key in ("amount", "residential", "industrial") if data.get(key)]


# ------------------------------------------------------------------ the data files


def test_the_data_files_words_are_all_marked_for_translation() -> None:
    """core/datawords.py lists exactly the words of the data files (lupdate reads it, not JSON)."""
    districts = load_districts()
    assert sorted(datawords.DISTRICT_NAMES) == sorted(card.name for card in districts.cards)
    assert sorted(datawords.GROUP_NAMES) == sorted(group.name for group in districts.groups)
    assert datawords.GROUP_LETTERS == tuple(group.marker.letter for group in districts.groups)
    assert all(group.name[0] == group.marker.letter for group in districts.groups)  # the rule the letters follow
    halves = [half.text for card in load_chance_cards() for half in (card.up, card.down)]
    assert len(halves) == 34 and sorted(datawords.CHANCE_TEXTS) == sorted(halves)
    assert sorted(datawords.TRACK_NAMES) == sorted(load_builtin(name).name for name in builtin_track_names())


def test_every_district_group_card_and_track_reads_in_spanish(qapp: QApplication) -> None:
    with spanish(qapp):
        for name in datawords.DISTRICT_NAMES:
            assert words.district_name(name) not in ("", name), name
        for name in datawords.GROUP_NAMES:
            assert words.group_name(name) not in ("", name), name
        for name in datawords.TRACK_NAMES:
            assert words.track_name(name) not in ("", name), name
        # The colour-free marker letters follow the Spanish names (Amarillo: A), still one per group.
        letters = [words.group_letter(group.marker.letter) for group in load_districts().groups]
        initials = [unicodedata.normalize("NFD", words.group_name(group.name))[0].upper() for group in load_districts().groups]
        assert letters == initials and len(set(letters)) == len(letters), letters
        for card in load_chance_cards():
            for half in (card.up, card.down):
                text = words.chance_text(half.text)
                assert text not in ("", half.text), half.text
                # The amounts the card moves, written the Spanish way; no English money left.
                for amount in _amounts(half.effect):
                    assert words.money(amount) in text, (text, words.money(amount))
                assert not re.search(r"\$\d", text), text
        spanish_districts = {words.district_name(name) for name in datawords.DISTRICT_NAMES}
        assert len(spanish_districts) == len(datawords.DISTRICT_NAMES), "two districts share a Spanish name"
    assert words.district_name("Kite Hill") == "Kite Hill"  # English again once removed


# ------------------------------------------------------------------------ money


def test_money_is_written_and_read_the_spanish_way(qapp: QApplication) -> None:
    english = {0: "$0", 500: "$500k", 2000: "$2M", 3500: "$3.5M", -1250: "-$1.25M", 12_345_000: "$12,345M"}
    assert {amount: words.money(amount) for amount in english} == english
    with spanish(qapp):
        assert words.money(0) == f"0{NBSP}$"
        assert words.money(500) == f"500{NBSP}mil{NBSP}$"
        assert words.money(2000) == f"2{NBSP}M$"
        assert words.money(3500) == f"3,5{NBSP}M$"
        assert words.money(-1250) == f"-1,25{NBSP}M$"
        assert words.money(12_345_000) == f"12.345{NBSP}M$"
        for amount in (10, 500, 990, 1000, 1010, 2500, 12_340, 1_000_000, -700):
            assert words.parse_money(words.money(amount)) == amount
        assert words.parse_money("2,5 M") == 2500 and words.parse_money("300 mil") == 300
        assert words.parse_money("2.5M") == 2500  # the English way still works
    for amount in (10, 500, 2500, 12_340, -700):
        assert words.parse_money(words.money(amount)) == amount


# ---------------------------------------------------------------------- plurals


def _ts_messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def test_counts_use_plural_forms_never_a_bracketed_s() -> None:
    """A source text that counts ("(s)", "(es)") is a numerus message in both languages,
    with a singular and a plural form, so no user ever reads "block(s)"."""
    spanish_ts = {(c, m.findtext("source")): m for c, m in _ts_messages(TRANSLATIONS / "ubuild_es.ts")
                  if (m.find("translation").get("type") or "") not in ("vanished", "obsolete")}  # type: ignore[union-attr]
    english_ts = {(c, m.findtext("source")): m for c, m in _ts_messages(TRANSLATIONS / "ubuild_en.ts")
                  if (m.find("translation").get("type") or "") not in ("vanished", "obsolete")}  # type: ignore[union-attr]
    counted = [key for key in spanish_ts if re.search(r"\((e?s)\)", key[1] or "")]
    assert counted, "no counted texts found"
    for key in counted:
        assert spanish_ts[key].get("numerus") == "yes", f"{key} counts without Qt's %n plural forms"
    numerus = [key for key, message in spanish_ts.items() if message.get("numerus") == "yes"]
    assert sorted(numerus) == sorted(english_ts), "ubuild_en.ts must hold the English forms of every counted text"
    for key in numerus:
        for message in (spanish_ts[key], english_ts[key]):
            forms = [f.text or "" for f in message.iter("numerusform")]
            needs_n = "%n" in (key[1] or "")
            assert len(forms) == 2 and all(("%n" in f) == needs_n and "(s)" not in f for f in forms), (key, forms)


def test_plurals_read_right_in_english_and_spanish(qapp: QApplication) -> None:
    counted = words.COUNTED
    assert (counted.blocks(1), counted.blocks(2), counted.boxes(1), counted.boxes(3)) == (
        "1 block", "2 blocks", "1 box", "3 boxes")
    with spanish(qapp):
        assert (counted.blocks(1), counted.blocks(2), counted.moves_so_far(1), counted.moves_so_far(4)) == (
            "1 bloque", "2 bloques", "1 jugada hasta ahora", "4 jugadas hasta ahora")


# ------------------------------------------------------------------------ art


def test_the_art_holds_no_words_they_are_drawn_as_text(qapp: QApplication) -> None:
    """GO is no longer drawn into go.svg: the word is text in the art's word box, translated."""
    for name in ART_WORDS:
        svg = (art_folder() / f"{name}.svg").read_text(encoding="utf-8")
        assert "<text" not in svg
    go = (art_folder() / "go.svg").read_text(encoding="utf-8")
    assert "circle" not in go and "A10 10" not in go, "the letters G and O are still strokes in go.svg"

    def drawn(word: str) -> QImage:
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        draw_art(painter, "go", QRectF(0, 0, 200, 200), word)
        painter.end()
        return image

    box = word_rect("go", QRectF(0, 0, 200, 200)).toRect()

    def ink(image: QImage) -> int:
        return sum(1 for x in range(box.left(), box.right(), 2) for y in range(box.top(), box.bottom(), 2)
                   if image.pixelColor(x, y).lightness() < 128)

    assert ink(drawn("")) == 0 and ink(drawn("GO")) > 0 and ink(drawn("SALIDA")) > 0
    assert drawn("GO") != drawn("SALIDA")


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    environ.update(env)
    environ["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([str(UBUILD), *args], capture_output=True, text=True, env=environ, timeout=300)


@pytest.mark.tool
def test_an_exported_svg_in_spanish_shows_the_words_in_spanish(tmp_path: Path) -> None:
    out = tmp_path / "starter.svg"
    done = _run(["export", "starter", "--to", str(out)], LANG="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr
    assert "unidades" in done.stdout  # the command's own line, in Spanish
    svg = out.read_text(encoding="utf-8")
    assert ">SALIDA<" in svg and ">GO<" not in svg
    assert "Cobra" in svg and "M$" in svg  # "Cobra 2 M$" under GO, Spanish money
    assert "Cometas" in svg and "Kite" not in svg  # Colina de las Cometas, the district's Spanish name
    english = tmp_path / "english.svg"
    assert _run(["export", "starter", "--to", str(english)], LC_ALL="C").returncode == 0
    assert ">GO<" in english.read_text(encoding="utf-8")


# -------------------------------------------------------------- the command line


@pytest.mark.tool
def test_validate_speaks_spanish_in_a_spanish_locale() -> None:
    done = _run(["validate", "starter", "--preset", "pro"], LANG="es_ES.UTF-8")
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "starter: 9 problemas (Profesional)"
    assert "piezas de tipo doble de distrito: un tablero Profesional usa 10, este tiene 4  [piezas p2, p4, p7, p9]" in lines[1]
    assert "SALIDA" in done.stdout and "problems" not in done.stdout
    # LANGUAGE chooses too (gettext's order), and the C locale is English.
    assert _run(["validate", "starter", "--preset", "pro"], LANGUAGE="es", LANG="en_US.UTF-8").stdout == done.stdout
    english = _run(["validate", "starter", "--preset", "pro"], LC_ALL="C", LANGUAGE="es")
    assert english.stdout.splitlines()[0] == "starter: 9 problems (pro)"
    valid = _run(["validate", "classic"], LANG="es_ES.UTF-8")
    assert valid.returncode == 0 and valid.stdout.strip() == "classic: Tablero Clásico válido, 22 casillas (Clásico)"
    missing = _run(["validate", "no-such-track.json"], LANG="es_ES.UTF-8")
    assert missing.returncode == 2 and missing.stderr.strip() == "error: no-such-track.json: no existe ese archivo"


@pytest.mark.tool
def test_help_errors_and_the_other_headless_commands_speak_spanish() -> None:
    helped = _run(["validate", "--help"], LANG="es_ES.UTF-8")
    assert helped.returncode == 0
    assert helped.stdout.startswith("uso: ubuild validate")
    assert "opciones:" in helped.stdout and "muestra esta ayuda y sale" in helped.stdout
    assert "nombres de tableros o tableros cuadrados incluidos, o archivos de tablero" in " ".join(helped.stdout.split())
    wrong = _run(["validate", "--preset", "x", "starter"], LANG="es_ES.UTF-8")
    assert wrong.returncode == 2 and "opción no válida" in wrong.stderr
    tracks = _run(["tracks"], LANG="es_ES.UTF-8")
    assert tracks.returncode == 0
    assert re.search(r"^starter\s+Inicial\s+Inicial\s+14 casillas$", tracks.stdout, re.MULTILINE), tracks.stdout
    simulated = _run(["simulate", "--track", "starter", "--players", "2", "--games", "2"], LANG="es_ES.UTF-8")
    assert simulated.returncode == 0, simulated.stderr
    assert simulated.stdout.startswith("starter: 2 partidas, 2 jugadores (good), reglas starter, semilla 0, 1 proceso")
    assert "caídas por casilla:" in simulated.stdout and "SALIDA" in simulated.stdout
    assert re.search(r"\d,\d%", simulated.stdout), "percentages with a decimal comma"
    as_json = _run(["validate", "starter", "--json"], LANG="es_ES.UTF-8")
    assert json.loads(as_json.stdout)["results"][0]["valid"] is True  # JSON stays the machines' English


@pytest.mark.tool
def test_headless_commands_speak_english_without_qt() -> None:
    """With PySide6 missing, a Spanish locale still validates (in English)."""
    code = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "from ubuild_desktop.cli import main\n"
        "sys.exit(main(['validate', 'starter', '--preset', 'pro']))\n"
    )
    environ = {**os.environ, "LANG": "es_ES.UTF-8"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=120)
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[0] == "starter: 9 problems (pro)"


def test_a_file_that_cannot_be_read_is_explained_in_spanish(qapp: QApplication, tmp_path: Path) -> None:
    from ubuild_desktop.core.trackfile import TrackFileError, load_track

    broken = tmp_path / "broken.json"
    broken.write_text("{ nope", encoding="utf-8")
    errors = []
    for path in (tmp_path, broken, tmp_path / "missing.json"):
        with pytest.raises(TrackFileError) as caught:
            load_track(path)
        errors.append(caught.value)
    english = [str(e) for e in errors]
    assert english[0].endswith("is a folder, not a track file") and english[2].endswith(": no such file")
    assert [words.file_error_text(e) for e in errors] == english
    with spanish(qapp):
        spanish_texts = [words.file_error_text(e) for e in errors]
    assert spanish_texts[0] == f"{tmp_path}: es una carpeta, no un archivo de tablero"
    assert spanish_texts[1].startswith(f"{broken}: no es JSON válido (línea 1, columna 3: ")
    assert spanish_texts[2] == f"{tmp_path / 'missing.json'}: no existe ese archivo"
    assert [str(e) for e in errors] == english  # the error itself stays English (logs, JSON output)


# ------------------------------------------------------------- the windows, as seen


def test_a_game_in_spanish_shows_spanish_cards_money_and_board_words(qapp: QApplication, qtbot, tmp_path: Path) -> None:
    from ubuild_desktop.core.pieces import PieceKind
    from tests.play.helpers import click, make_window, roll

    with spanish(qapp):
        window = make_window(qtbot, deck=["after-dark-fine"])
        state = window.controller.state
        panel = window.turn_panel
        # The board's words: GO is SALIDA, districts carry their Spanish names and prices.
        scene = window.play_board.scene
        items = [scene.piece_item(p.id) for p in state.game.track.pieces]
        go = next(i for i in items if i is not None and i.placement.kind == PieceKind.GO)
        assert go.toolTip().startswith("SALIDA")
        faces = [f.district for i in items if i is not None for f in i.faces if f.district is not None]
        assert "Colina de las Cometas" in {f.name for f in faces}
        assert all(re.fullmatch(r"\d+\xa0mil\xa0\$|\d+(,\d+)?\xa0M\$", f.price) for f in faces), [f.price for f in faces]
        # Money on the player cards, the Spanish way.
        cash = window.players.cards[0].cash.text()
        assert cash == words.money(state.cash[0]) and cash.endswith(f"{NBSP}M$"), cash
        assert "Patrimonio" in window.players.cards[0].worth.text() and "0 distritos" in window.players.cards[0].worth.text()
        # Ana lands on the bridge: it rises, she draws the card and reads its UP half in Spanish.
        roll(qtbot, window, 6)
        assert panel.card.isVisible() and panel.card.card_id == "after-dark-fine"
        up = f"El ayuntamiento te multa por construir de noche. Paga 500{NBSP}mil{NBSP}$."
        assert up in panel.card.up.text()
        assert "Obtén ya el Permiso de Obras" in panel.card.down.text()
        assert any(up in line for line in window.log.lines())
        assert window.players.cards[0].cash.text() == words.money(state.cash[0])
        # Bo lands on Kite Hill: the button offers it by its Spanish name, for Spanish money.
        click(qtbot, panel.end_button)
        roll(qtbot, window, 1)
        assert panel.buy_button.isVisible()
        price = state.game.district("kite-hill").card.price
        assert panel.buy_button.text() == f"Comprar Colina de las Cometas por {words.money(price)}" and "$" in words.money(price)


def test_home_counts_the_moves_with_plural_forms(qapp: QApplication) -> None:
    from pathlib import Path

    from ubuild_desktop.play.saved_games import GameEntry, entry_details, entry_title

    def line(moves: int) -> str:
        entry = GameEntry(Path("game.json"), "Starter", ["Ana", "Bo"], moves, 0.0)
        return entry_title(entry) + " (" + entry_details(entry).split(" · ")[0] + ")"

    assert line(1) == "Starter: Ana, Bo (1 move so far)"
    assert line(4) == "Starter: Ana, Bo (4 moves so far)"
    with spanish(qapp):
        assert line(1) == "Inicial: Ana, Bo (1 jugada hasta ahora)"
        assert line(4) == "Inicial: Ana, Bo (4 jugadas hasta ahora)"


def test_every_word_on_every_built_in_track_fits_its_tile_in_spanish(qapp: QApplication, monkeypatch) -> None:
    """Drawn as the board draws them: no Spanish label is cut short with an ellipsis."""
    from ubuild_desktop.board import BoardScene, art, fitted_text, piece_item, tile_cache

    drawn: list[tuple[str, tuple[str, ...]]] = []

    def recording(painter, label, box, colour, **kw):  # type: ignore[no-untyped-def]
        fitted = fitted_text.draw_label(painter, label, box, colour, **kw)
        drawn.append((label, fitted.lines))
        return fitted

    monkeypatch.setattr(piece_item, "draw_label", recording)
    monkeypatch.setattr(art, "draw_label", recording)
    with spanish(qapp):
        # Every tile drawn here, not taken from the pictures an earlier test of this worker
        # left in the shared tile cache (keyed by what a tile shows: a Spanish tile drawn
        # before at this scale is reused without drawing its words again).
        tile_cache.clear()
        for name in builtin_track_names():
            scene = BoardScene(load_builtin(name))
            image = QImage(scene.sceneRect().size().toSize() * 2, QImage.Format.Format_ARGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
    labels = {label for label, _ in drawn}
    assert {"SALIDA", "Suerte", "Permiso de Obras", "Cobra 2\u00a0M$", "Colina de las Cometas"} <= labels, sorted(labels)
    cut = sorted({(label, lines) for label, lines in drawn if any("…" in line for line in lines)})
    assert not cut, f"labels cut short: {cut}"


def test_a_bid_is_shown_and_typed_the_spanish_way(qapp: QApplication, qtbot) -> None:
    from PySide6.QtCore import Qt

    from ubuild_desktop.play.widgets import MoneySpinBox

    with spanish(qapp):
        spin = MoneySpinBox()
        qtbot.addWidget(spin)
        spin.setRange(10, 50_000)
        spin.setValue(2500)
        assert spin.text() == f"2,5{NBSP}M$"
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin.lineEdit(), "3,75 M")
        qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
        assert spin.value() == 3750
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin.lineEdit(), "700 mil")
        qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
        assert spin.value() == 700 and spin.text() == f"700{NBSP}mil{NBSP}$"


@pytest.mark.tool
def test_spanish_headless_commands_use_qtcore_only() -> None:
    """Translating needs QtCore alone: no widgets, no GUI module, no display."""
    code = (
        "import sys\n"
        "from ubuild_desktop.cli import main\n"
        "for args in (['validate', 'starter', '--preset', 'pro'], ['tracks'], ['simulate', '--track', 'starter', "
        "'--players', '2', '--games', '1']):\n"
        "    main(args)\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6.Qt'))\n"
        "assert loaded == ['PySide6.QtCore'], loaded\n"
        "print('QtCore only')\n"
    )
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "QT_QPA_PLATFORM")}
    environ["LANG"] = "es_ES.UTF-8"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "9 problemas" in done.stdout and done.stdout.rstrip().endswith("QtCore only")


def test_a_problem_names_its_pieces_by_their_spanish_districts(qapp: QApplication) -> None:
    from ubuild_desktop.core.track import Track
    from ubuild_desktop.core.validate import validate
    from ubuild_desktop.words import diagnostic_text

    starter = load_builtin("starter")
    lone = Track(name="x", preset=starter.preset, pieces=tuple(p for p in starter.pieces if p.tile is not None)[:1])
    english = [diagnostic_text(d) for d in validate(lone).diagnostics]
    assert any("Kite Hill / Saltmarsh Lane" in line for line in english), english
    with spanish(qapp):
        lines = [diagnostic_text(d) for d in validate(lone).diagnostics]
    ends = [line for line in lines if "extremo libre" in line]
    assert ends and all("Colina de las Cometas / Callejón de las Salinas" in line for line in ends), lines


# ------------------------------------------------------------------ the engine's refusals


def _refusal_templates() -> list[str]:
    """Every refusal template of the three ``refusals`` modules: a refusal made once (a
    ``Refusal``) and a template with params (a ``str`` with a field)."""
    from ubuild_desktop.core.engine.kernel import refusals as kernel
    from ubuild_desktop.core.engine.kernel.refusals import Refusal
    from ubuild_desktop.core.engine.traditional import refusals as traditional
    from ubuild_desktop.core.engine.ubuild import refusals as ubuild

    templates: dict[str, None] = {}
    for module in (kernel, ubuild, traditional):
        for name, value in vars(module).items():
            if name.isupper() and isinstance(value, Refusal):
                templates[value.template] = None
            elif name.isupper() and isinstance(value, str) and "{" in value:
                templates[value] = None
    return list(templates)


def _sample_refusal(template: str) -> tuple[object, dict[str, str]]:
    """A refusal of ``template`` with sample params as the engine gives them (values: an
    amount, a district's id, the phase), and the params as the user's language shows them."""
    from ubuild_desktop.core.engine.kernel.phases import Phase
    from ubuild_desktop.core.engine.kernel.refusals import MONEY_PARAMS, PLACE_PARAMS, Refusal
    from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK

    params: dict[str, object] = {}
    shown: dict[str, str] = {}
    for field in re.findall(r"\{(\w+)\}", template):
        if field in MONEY_PARAMS:
            params[field], shown[field] = 2500, words.money(2500)
        elif field in PLACE_PARAMS:
            params[field], shown[field] = "kite-hill", words.district_name("Kite Hill")
        elif field == "phase":
            params[field], shown[field] = Phase.POST_ROLL, QCoreApplication.translate("Phases", "post_roll")
        else:
            value = {"player": "Ana", "site": "3,-1"}.get(field, "'x-7'" if field.startswith("quoted") else "3")
            params[field] = shown[field] = value
    return Refusal(template, params, UBUILD_BOOK), shown


def test_every_refusal_reason_reads_in_spanish(qapp: QApplication) -> None:
    from ubuild_desktop.core.engine.kernel.actions import IllegalActionError
    from ubuild_desktop.core.engine.kernel.phases import Phase
    from ubuild_desktop.core.engine.kernel.refusals import NOT_NOW, Refusal
    from ubuild_desktop.core.engine.ubuild import refusals
    from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK
    from ubuild_desktop.core.engine.ubuild.refusals import AT_LEAST_ONE_BLOCK, BLOCKS_COST

    templates = _refusal_templates()
    assert len(templates) > 90
    # English: each reason as the engine's template says, amounts and districts in words
    # (a district named rather than by its id, as str() of the refusal keeps it).
    for template in templates:
        refusal, shown = _sample_refusal(template)
        assert words.refusal_text(refusal) == template.format(**shown)
    assert str(Refusal(BLOCKS_COST, {"cost": 1050}, UBUILD_BOOK)) == "the blocks cost $1.05M"
    with spanish(qapp):
        for template in templates:
            refusal, shown = _sample_refusal(template)
            spanish_template = QCoreApplication.translate("Refusal", template)
            assert spanish_template != template, f"no Spanish for the refusal {template!r}"
            assert words.refusal_text(refusal) == spanish_template.format(**shown), template
        for phase in refusals.PHASE_WORDS:
            assert QCoreApplication.translate("Phases", phase) != phase, phase
        # The error of a refused action keeps its action (its text, as in a saved file).
        error = IllegalActionError(AT_LEAST_ONE_BLOCK, "build kite-hill 0 0")
        assert str(error) == "build kite-hill 0 0: build at least one block"
        assert words.refusal_text(error) == "build kite-hill 0 0: construye al menos un bloque"
        assert words.refusal_text(IllegalActionError(Refusal(NOT_NOW, {"phase": Phase.POST_ROLL}), "pass")) == (
            "pass: ahora no se puede (la partida espera: construir, hipotecar, hacer tratos o terminar el turno)")
        # An error made without a refusal (a computer player's bug) says what it says.
        assert words.refusal_text(IllegalActionError("something else: entirely")) == "something else: entirely"


def test_the_play_window_gives_its_refusals_in_spanish(qapp: QApplication, qtbot) -> None:
    from tests.play.helpers import click, make_window, roll

    with spanish(qapp):
        window = make_window(qtbot)
        state = window.controller.state
        panel = window.turn_panel
        roll(qtbot, window, 1)
        click(qtbot, panel.buy_button)
        assert state.owner_of("kite-hill") == 0 and panel.blocks_box.isVisible()
        # No blocks asked for: Build is off, and its tooltip says why in Spanish.
        panel.res_spin.setValue(0)
        panel.ind_spin.setValue(0)
        assert not panel.build_button.isEnabled()
        assert panel.build_button.toolTip() == "construye al menos un bloque"
        # The deal sheet with nothing in the deal: Propose is off, with the reason in Spanish.
        click(qtbot, panel.deal_button)
        sheet = window.deal_sheet
        assert sheet is not None and sheet.isVisible()
        assert not sheet.propose_button.isEnabled()
        assert "el trato está vacío" in sheet.summary.text()
        sheet.reject()


def test_the_square_board_reads_in_spanish_and_its_words_fit(qapp: QApplication, qtbot) -> None:
    """The traditional board's names are its file's Spanish (``name_es``), its markers the
    Spanish initials, its money the Spanish way; every word stays inside its space."""
    from ubuild_desktop.board.square_scene import SquareBoardScene
    from ubuild_desktop.core.square import load_builtin_board

    board = load_builtin_board("traditional")
    with spanish(qapp):
        scene = SquareBoardScene(board)
    items = scene.space_items
    assert items[0].texts() == ["SALIDA", "Cobra 200\u00a0$"] or items[0].texts() == ["SALIDA", "Cobra 200 $"]
    assert items[1].face.letter == "M" and items[1].face.money.replace(NBSP, " ") == "60 $"
    assert " ".join(items[1].texts()[1:-1]) == "Calle del Zapatero"
    assert items[4].face.money.replace(NBSP, " ") == "Paga 200 $ o el 10%"
    assert scene.centre_item is not None and scene.centre_item.name == "Tradicional"
    for item in items:
        for _role, rect in item.label_rects():
            assert item.place.rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (item.index, item.texts())


@pytest.mark.tool
@pytest.mark.parametrize("lang", ["en_US.UTF-8", "es_ES.UTF-8"])
def test_every_commands_help_prints_in_both_languages(lang: str) -> None:
    """``ubuild COMMAND --help`` for every command, as users type it: a help that says "95%"
    stopped ``generate --help`` with argparse's TypeError (a ``%`` is a format code there)."""
    listed = _run(["--help"], LANG=lang)
    assert listed.returncode == 0, listed.stderr[-2000:]
    commands = ["view", "validate", "tracks", "schema", "export", "play", "home", "edit", "simulate", "analyze", "generate"]
    for command in commands:
        assert f"    {command} " in listed.stdout, command  # the list above is the command's own
    for command in commands:
        done = _run([command, "--help"], LANG=lang)
        assert done.returncode == 0 and "Traceback" not in done.stderr, (command, done.stderr[-2000:])
        assert done.stdout.startswith(("usage: ubuild " + command, "uso: ubuild " + command)), (command, done.stdout[:200])
    proof = _run(["generate", "--help"], LANG=lang).stdout
    assert "95%" in proof or "95 %" in proof
