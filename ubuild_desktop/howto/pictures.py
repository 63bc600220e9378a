"""The pictures of How to play, drawn by the program itself when the help opens, each of
a rule set's built-in board (its How to play's ``board``, loaded through the registry):
any rule set's board as it draws it alone (:func:`board_image`) and a property's card as its
play view shows it (:func:`card_image`), U-Build's spaces and buildings in the board's own art,
and houses and a hotel as the square board draws them.

Each is a ``QImage`` about ``width`` pixels wide (the help sizes them from its text, so
they grow with it); a rule set's How to play (:mod:`.rule_sets`) names its set, keyed by
the names the documents use (``![...](picture:board)``). A picture that cannot be drawn (a broken
installation) is left out: the document then shows its alternative text.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPicture
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ubuild_desktop.board import colours
from ubuild_desktop.board.art import draw_art
from ubuild_desktop.board.picture import board_picture

CAPTION_INK = QColor("#1b1b1b")


def _image(width: int, height: int) -> QImage:
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(colours.TABLE)
    return image


def _scene_image(scene: QGraphicsScene, width: int) -> QImage:
    """``scene``'s items, ``width`` pixels wide, on the table's colour."""
    source = scene.itemsBoundingRect().adjusted(-12, -12, 12, 12)
    height = round(width * source.height() / max(1.0, source.width()))
    # Recorded as a QPicture first: the tiles draw their art afresh on it (on a screen
    # they would come from the tile cache's pictures at another zoom, scaled: blurred).
    recording = QPicture()
    recorder = QPainter(recording)
    scene.render(recorder, QRectF(0, 0, width, height), source)
    recorder.end()
    image = _image(width, height)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPicture(0, 0, recording)
    painter.end()
    return image


def _strip(entries: list[tuple[str, str, str]], width: int, per_row: int) -> QImage:
    """A row (or rows) of the board's art, each (art name, word in the art, caption)."""
    cell = width / per_row
    art = cell * 0.62
    font = QFont()
    font.setPixelSize(max(10, round(cell * 0.12)))
    line = font.pixelSize() * 1.25
    rows = -(-len(entries) // per_row)
    row_height = art + line * 2 + cell * 0.12
    image = _image(width, round(rows * row_height))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    painter.setPen(CAPTION_INK)
    for number, (name, word, caption) in enumerate(entries):
        x = (number % per_row) * cell
        y = (number // per_row) * row_height + cell * 0.06
        draw_art(painter, name, QRectF(x + (cell - art) / 2, y, art, art), word)
        painter.setPen(CAPTION_INK)
        painter.drawText(QRectF(x + 2, y + art + 2, cell - 4, line * 2), Qt.AlignmentFlag.AlignHCenter
                         | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, caption)
    painter.end()
    return image


def _widget_image(widget: QWidget, width: int) -> QImage:
    """A card widget as it shows in the play view, its text sized for it to be about
    ``width`` pixels wide (never wider), every line of it in the picture."""
    _whole_size(widget)
    grow = width / max(1, widget.width())
    if grow > 1.1:
        font = QFont(widget.font())
        font.setPointSizeF(font.pointSizeF() * min(grow, 3.0))
        widget.setFont(font)
        _whole_size(widget)
    image = widget.grab().toImage()
    widget.deleteLater()
    if image.width() > width:
        image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    return image


def _whole_size(widget: QWidget) -> None:
    """Size ``widget`` to show all it holds: its size hint (a wrapped line's height too),
    never cut to two thirds of the screen as ``adjustSize`` cuts a window (the card's last
    lines, its rent now and owner, were cut off the How to play picture)."""
    widget.ensurePolished()
    hint = widget.sizeHint()
    layout = widget.layout()
    height = hint.height()
    if layout is not None:
        layout.activate()
        if layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(hint.width()))
    widget.resize(hint.width(), height)


# ---------------------------------------------------------------------------- any rule set's


def board_image(board: Any, width: int) -> QImage:
    """``board`` as its rule set draws it alone (``board.picture``: the registry says how)."""
    scene = board_picture(board)
    try:
        return _scene_image(scene, width)
    finally:
        scene.deleteLater()


def card_image(board: Any, width: int) -> QImage:
    """The card of ``board``'s cheapest property (the rule set's ``gift_choices``) as the play
    view shows it (its plug-in's ``card``), in a new game of its rule set for two."""
    from ubuild_desktop.core.engine.registry import rule_set_of
    from ubuild_desktop.play.plugin import rules_for
    from ubuild_desktop.play.seats import SEAT_COLOURS, Seat

    rules = rule_set_of(board)
    game = rules.new_game(board, ["A", "B"], rules.default_options(board, 2))
    state = rules.session(game, 1).state
    shown = rules_for(game).card(None)  # the play view's card of a property
    seats = [Seat(name, colour) for name, colour in zip(["A", "B"], SEAT_COLOURS, strict=False)]
    shown.show_district(state, rules.gift_choices(board)[0][0], seats)
    return _widget_image(shown, width)


# ---------------------------------------------------------------------------- U-Build


def ubuild_spaces(board: Any, width: int) -> QImage:
    from ubuild_desktop.board.track_words import space_kind_name
    from ubuild_desktop.core.pieces import SpaceKind

    return _strip([
        ("go", QCoreApplication.translate("PieceItem", "GO"), space_kind_name(SpaceKind.GO)),
        ("jail", "", space_kind_name(SpaceKind.JAIL)),
        ("free_parking", "", space_kind_name(SpaceKind.FREE_PARKING)),
        ("go_to_jail", "", space_kind_name(SpaceKind.GO_TO_JAIL)),
        ("bridge_up", "", QCoreApplication.translate("HowToPlay", "Bridge up")),
        ("bridge_down", "", QCoreApplication.translate("HowToPlay", "Bridge down")),
        ("planning", "", space_kind_name(SpaceKind.PLANNING)),
        ("railroad", "", QCoreApplication.translate("HowToPlay", "Railroad")),
    ], width, 8 if width >= 640 else 4)


def ubuild_buildings(board: Any, width: int) -> QImage:
    return _strip([
        ("residential", "", QCoreApplication.translate("HowToPlay", "Residential block")),
        ("industrial", "", QCoreApplication.translate("HowToPlay", "Industrial block")),
        ("power_station", "", QCoreApplication.translate("HowToPlay", "Hazard (power station)")),
        ("school", "", QCoreApplication.translate("HowToPlay", "Bonus building (school)")),
        ("skyscraper", "", QCoreApplication.translate("HowToPlay", "Skyscraper")),
        ("stadium", "", QCoreApplication.translate("HowToPlay", "Stadium")),
        ("tower", "", QCoreApplication.translate("HowToPlay", "The Tower")),
    ], width, 7 if width >= 560 else 4)


# ------------------------------------------------------------------- the traditional game


def traditional_houses(board: Any, width: int) -> QImage:
    """Two streets of ``board``'s first group: four houses on one, a hotel on the other, as
    the square board draws them (its house and hotel shapes), with captions."""
    from ubuild_desktop.board.square_marks import hotel_path, house_path

    group = next(g for g in board.groups)
    colour = QColor(group.colour)
    height = round(width * 0.34)
    image = _image(width, height)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(max(11, round(width / 30)))
    painter.setFont(font)
    half = width / 2
    band = height * 0.22
    for number, caption in enumerate((QCoreApplication.translate("HowToPlay", "Four houses"), QCoreApplication.translate("HowToPlay", "A hotel"))):
        left = number * half + half * 0.08
        street = QRectF(left, height * 0.08, half * 0.84, height * 0.62)
        painter.setPen(QPen(QColor("#495057"), 1.5))
        painter.setBrush(QColor("#fbf8ef"))
        painter.drawRect(street)
        painter.setBrush(colour)
        painter.drawRect(QRectF(street.topLeft(), QPointF(street.right(), street.top() + band)))
        room = QRectF(street.left(), street.top() + band, street.width(), street.height() - band)
        step = street.width() / 4
        size = min(step * 0.8, room.height() * 0.6)
        top = room.center().y() - size / 2
        if number == 0:
            shapes = [house_path(QRectF(street.left() + step * i + (step - size) / 2, top, size, size))
                      for i in range(4)]
            fill = QColor("#2b8a3e")
        else:
            shapes = [hotel_path(QRectF(room.center().x() - size * 1.1, top, size * 2.2, size))]
            fill = QColor("#c92a2a")
        painter.setPen(QPen(QColor("#1b1b1b"), 1.2))
        painter.setBrush(fill)
        for shape in shapes:
            painter.drawPath(shape)
        painter.setPen(CAPTION_INK)
        painter.drawText(QRectF(street.left(), street.bottom() + 4, street.width(), height - street.bottom() - 4),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, caption)
    painter.end()
    return image
