"""Board test helpers."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from ubuild_desktop.board import BoardScene


def render(scene: BoardScene) -> QImage:
    """Paint the whole board once (exercises every item's paint code)."""
    rect = scene.board_rect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, target=image.rect().toRectF(), source=rect)
    painter.end()
    return image
