"""Files made by Qt's writers, written whole or not at all.

Qt's writers (``QPdfWriter``, ``QSvgGenerator``, ``QImage.save``) do not say when the
disk fills halfway: a PDF report once came out as 24 of its 146 kB, with no end, and
the command said it was written. So every file the program makes through one of them is
made in memory first (:class:`MemoryFile`, or :func:`image_bytes` for a picture), then
written by :func:`~ubuild_desktop.core.trackfile.atomic_write_bytes`: temporary file,
flush, sync, rename, where any failure (a full disk, a short write) leaves the old file
or none and raises ``OSError`` naming the file.

In more detail:

Every file made by a Qt writer (PDF, SVG, PNG exports,
reports, charts, screenshots) is made in memory (``MemoryFile``, ``image_bytes``) and
written by ``core.trackfile.atomic_write_bytes`` (temporary file, flush, sync, rename): a
full disk is an ``OSError`` naming the file and leaves the old file or none
(``tests/test_full_disk.py``, on a nearly full tmpfs).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QPixmap

from .core.atomicfile import atomic_write_bytes

__all__ = ["MemoryFile", "image_bytes", "save_image"]


class MemoryFile:
    """A file's bytes made in memory: give :attr:`device` to a Qt writer
    (``QPdfWriter(device)``, ``QSvgGenerator.setOutputDevice(device)``), end the writer
    (its painter ended, the writer itself deleted: a ``QPdfWriter`` finishes the file
    then), then :meth:`save`."""

    def __init__(self) -> None:
        self._data = QByteArray()
        self.device = QBuffer(self._data)
        self.device.open(QIODevice.OpenModeFlag.WriteOnly)

    def data(self) -> bytes:
        return bytes(self._data.data())

    def save(self, path: str | os.PathLike[str], what: str = "file") -> Path:
        """Write the bytes to ``path`` atomically; ``OSError`` naming it if they cannot
        all be written or nothing was made (``what``: the kind of file, for that message)."""
        self.device.close()
        target = Path(path)
        data = self.data()
        if not data:
            raise OSError(f"{target}: cannot write the {what}")
        atomic_write_bytes(target, data)
        return target


def image_bytes(image: QImage | QPixmap, image_format: str = "PNG") -> bytes:
    """The file of ``image`` in ``image_format``; ``OSError`` if it cannot be encoded."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if image.isNull() or not image.save(buffer, image_format):  # type: ignore[call-overload]
        raise OSError(f"cannot encode the image as {image_format}")
    buffer.close()
    return bytes(data.data())


def save_image(image: QImage | QPixmap, path: str | os.PathLike[str], image_format: str = "PNG") -> Path:
    """Write ``image`` to ``path`` atomically and whole; ``OSError`` naming the file."""
    target = Path(path)
    try:
        data = image_bytes(image, image_format)
    except OSError:
        raise OSError(f"{target}: cannot write the {image_format} image") from None
    atomic_write_bytes(target, data)
    return target
