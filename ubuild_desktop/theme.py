"""The program's window colours, in one place: light or dark after the application's palette.

The board and the cards drawn on it keep their own colours (``board/colours.py``: a
picture on its own table). Everything written on a window's background takes its colour
from :func:`current`, which reads the application's :class:`QPalette`: with a light
palette the colours are the program's usual ones; with a dark one (the window colour is
dark) each is replaced by a variant that reads on it (WCAG contrast at least 4.5:1 for
text). Widgets that colour themselves call :func:`follow`, so a palette changed while
they are open (the desktop switched to dark) re-colours them.

In more detail:

QtGui only. The program's window colours. ``current()`` reads
the application's ``QPalette``: a light one gives the program's usual colours, a dark one
(its window darker than its text) a variant of each that reads on it (WCAG 4.5:1 for text,
3:1 for a player's colour as a mark or large text, ``readable()``). Windows and widgets that
colour text set their style sheets with ``theme.style(widget, builder)`` (or
``theme.follow``), which builds them again when the application's palette changes; rich text
takes ``theme.current()`` when it is made. The board and the cards drawn as the game's cards
(Chance, district, the ranking card's edge) keep ``board/colours.py``'s picture colours and
their own ink (``theme.PAPER_INK``). ``tests/contrast.py`` measures the rendered windows
under a dark palette.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

BODY_CONTRAST = 4.5  # WCAG AA: body text
LARGE_CONTRAST = 3.0  # WCAG AA: large or bold text, symbols

# Paper: the Chance card, the district card, the final ranking card. They are drawn as
# the game's cards (light in either theme), so they carry their own ink.
PAPER = "#fffaf0"
PAPER_INK = "#2b2d42"
PAPER_INK_SOFT = "#5c677d"


def luminance(colour: QColor | str) -> float:
    """WCAG relative luminance of ``colour`` (0 black … 1 white)."""
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor | str, b: QColor | str) -> float:
    """WCAG contrast ratio of two colours (1 … 21)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


@lru_cache(maxsize=256)
def readable(colour: str, background: str, ratio: float = BODY_CONTRAST) -> str:
    """``colour`` made lighter or darker (its hue kept) until it reads on ``background``
    with at least ``ratio``; unchanged if it already does. Returns a ``#rrggbb`` name."""
    c = QColor(colour)
    if contrast(c, background) >= ratio:
        return c.name()
    towards_light = contrast("#ffffff", background) >= contrast("#000000", background)
    hsl: tuple[float, float, float, float] = c.getHslF()  # type: ignore[assignment]
    h, s, lightness, _ = hsl
    h = max(h, 0.0)  # achromatic colours report -1
    for step in range(1, 101):
        value = lightness + (1 - lightness) * step / 100 if towards_light else lightness * (1 - step / 100)
        candidate = QColor(QColor.fromHslF(h, s, value).name())  # as it will be used: 8 bits a channel
        if contrast(candidate, background) >= ratio:
            return candidate.name()
    return "#ffffff" if towards_light else "#000000"


@dataclass(frozen=True)
class Theme:
    """The UI colours for one palette (``#rrggbb`` names, ready for style sheets and HTML)."""

    dark: bool
    window: str  # the palette's window colour: what labels are written on
    text: str  # body text
    heading: str  # titles (Home's "U-Build")
    soft: str  # secondary text: hints, what a button will open
    muted: str  # quieter text inside panels (net worth, the keys for a pick)
    faint: str  # things set aside (a mortgaged district, a bankrupt player, why not yet)
    accent: str  # a standing note (table dice)
    alert: str  # something went wrong with the user's files, a status-bar warning
    error: str  # a refused action, IN JAIL
    money: str  # cash
    valid: str  # the editor's "the track is valid" mark
    warning: str  # the editor's "problems" mark
    button: str
    button_hover: str
    button_border: str
    disabled_text: str
    primary: str
    primary_hover: str
    primary_border: str
    primary_text: str
    primary_disabled: str
    primary_disabled_text: str
    focus: str
    frame: str  # group boxes, the Home menu's edge, idle player cards
    panel: str  # Home's menu
    card: str  # a player's card
    card_active: str  # the card of the player whose turn it is
    box: str  # a boxed text (the New game dialog's house rules)
    box_border: str
    choice_hover: str  # the dice entry's faces
    choice: str
    choice_checked: str
    notice: str  # the turn panel's notice (a deal turned down)
    notice_border: str
    notice_text: str

    def seat(self, colour: str) -> str:
        """A player's colour as large text or a mark on the window or a card (the black seat
        turns grey on dark)."""
        return readable(colour, self.card_active, LARGE_CONTRAST) if self.dark else colour


LIGHT_COLOURS = dict(
    heading="#2b2d42", soft="#5c677d", muted="#495057", faint="#868e96", accent="#1864ab",
    alert="#9d0208", error="#c92a2a", money="#2b8a3e", valid="#2b8a3e", warning="#d9480f",
    button="#f8f9fa", button_hover="#e9ecef", button_border="#adb5bd", disabled_text="#adb5bd",
    primary="#1c7ed6", primary_hover="#1971c2", primary_border="#1864ab", primary_text="#ffffff",
    primary_disabled="#e9ecef", primary_disabled_text="#868e96", focus="#e67700", frame="#ced4da",
    panel="#fffaf0", card="#ffffff", card_active="#fffdf5", box="#f8f9fa", box_border="#dee2e6",
    choice_hover="#a5d8ff", choice="#1c7ed6", choice_checked="#d0ebff",
    notice="#fff3bf", notice_border="#f59f00", notice_text="#5c3c00",
)


# The heat map's scale (ColorBrewer's YlOrRd): pale yellow (least) to dark red (most),
# darker at every step, so the order reads in grey too. A picture's colours: the same on
# a light or a dark desktop (the board keeps its own table).
HEAT_STOPS = ("#ffffcc", "#ffeda0", "#fed976", "#feb24c", "#fd8d3c", "#fc4e2a", "#e31a1c", "#b10026")


def heat(t: float) -> QColor:
    """The heat map's colour at ``t`` (0 least … 1 most; clamped), between :data:`HEAT_STOPS`."""
    t = 0.0 if t != t else min(1.0, max(0.0, t))  # NaN counts as the least
    scaled = t * (len(HEAT_STOPS) - 1)
    low = min(int(scaled), len(HEAT_STOPS) - 2)
    a, b, f = QColor(HEAT_STOPS[low]), QColor(HEAT_STOPS[low + 1]), scaled - low
    return QColor.fromRgbF(*(x + (y - x) * f for x, y in (
        (a.redF(), b.redF()), (a.greenF(), b.greenF()), (a.blueF(), b.blueF()))))


def mix(colour: QColor, other: str, amount: float) -> str:
    """``colour`` moved ``amount`` (0 … 1) of the way to ``other`` (works for black too)."""
    o = QColor(other)
    return QColor.fromRgbF(*(a + (b - a) * amount for a, b in (
        (colour.redF(), o.redF()), (colour.greenF(), o.greenF()), (colour.blueF(), o.blueF())))).name()


def _dark(window: QColor, text: QColor) -> dict[str, str]:
    """The dark variants: panels a little lighter than the window (Home's menu darker),
    each text colour checked against the lightest of them (an active player's card)."""
    card, card_active = mix(window, "#ffffff", 0.05), mix(window, "#ffffff", 0.1)
    button, button_hover = mix(window, "#ffffff", 0.1), mix(window, "#ffffff", 0.18)

    def ink(colour: str, ratio: float = BODY_CONTRAST) -> str:
        return readable(colour, card_active, ratio)

    return dict(
        heading=text.name(), soft=ink("#adb5bd"), muted=ink("#ced4da"), faint=ink("#9aa2aa"),
        accent=ink("#74c0fc"), alert=ink("#ff8787"), error=ink("#ff8787"), money=ink("#69db7c"),
        valid=ink("#69db7c"), warning=ink("#ffa94d"),
        button=button, button_hover=button_hover, button_border="#6c757d",
        disabled_text="#868e96", primary="#1864ab", primary_hover="#1971c2", primary_border="#74c0fc",
        primary_text="#ffffff", primary_disabled=button, primary_disabled_text="#868e96",
        focus="#ffa94d", frame="#5c636a", panel=mix(window, "#000000", 0.2), card=card,
        card_active=card_active, box=card, box_border="#5c636a",
        choice_hover="#4dabf7", choice="#74c0fc", choice_checked="#1c3d5a",
        notice="#5c3c00", notice_border="#f59f00", notice_text="#fff3bf",
    )


_made: dict[tuple[str, str], Theme] = {}  # by (window, text) colour: a theme is made once


def current() -> Theme:
    """The theme for the application's palette now."""
    app = QGuiApplication.instance()
    palette = QGuiApplication.palette() if app is not None else QPalette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    key = (window.name(), text.name())
    theme = _made.get(key)
    if theme is None:
        dark = is_dark(palette)
        colours = _dark(window, text) if dark else LIGHT_COLOURS
        theme = _made[key] = Theme(dark=dark, window=window.name(), text=text.name(), **colours)
    return theme


def is_dark(palette: QPalette) -> bool:
    """A dark palette: its window colour is darker than its text."""
    return luminance(palette.color(QPalette.ColorRole.Window)) < luminance(palette.color(QPalette.ColorRole.WindowText))


def css(colour: str, *, bold: bool = False, extra: str = "") -> str:
    """A label's style sheet: its text colour (and weight)."""
    return f"color: {colour};" + (" font-weight: bold;" if bold else "") + (f" {extra}" if extra else "")


_PALETTE_EVENTS = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)


class _Follower(QObject):
    """Calls ``apply`` again when the application's palette changes the theme.

    A window hears of it as ApplicationPaletteChange, the widgets inside it as
    PaletteChange (which a style sheet's own palette also sends: the theme unchanged,
    nothing is done, so applying a sheet never loops)."""

    def __init__(self, widget: QWidget, apply: Callable[[Theme], None], applied: Theme) -> None:
        super().__init__(widget)
        self._apply = apply
        self._applied = applied
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in _PALETTE_EVENTS:
            now = current()
            if now != self._applied:
                self._applied = now
                self._apply(now)
        return False


def follow(widget: QWidget, apply: Callable[[Theme], None], *, now: bool = True) -> None:
    """Colour ``widget`` with ``apply(current())`` now (unless ``now`` is False: the widget
    colours itself when it is filled in) and whenever the application's palette changes."""
    theme = current()
    if now:
        apply(theme)
    _Follower(widget, apply, theme)


def style(widget: QWidget, sheet: Callable[[Theme], str]) -> None:
    """``widget``'s style sheet built by ``sheet`` from the theme, now and on palette changes."""
    follow(widget, lambda theme: widget.setStyleSheet(sheet(theme)))


# A box's room above its frame for its title grows with its text (play/window_sizes.py). Set
# as a property the window's style sheet reads, it restyles the box alone: a style sheet of
# the box's own would restyle everything the box holds each time the text size changes.
TITLE_ROOM_PROPERTY = "titleRoom"
TITLE_ROOMS = range(4, 81)  # pixels; a room outside these takes a style sheet of the box's own
TITLE_ROOM_RULES = "".join(f'QGroupBox[{TITLE_ROOM_PROPERTY}="{room}"] {{ margin-top: {room}px; }}\n'
                            for room in TITLE_ROOMS)


def window_style(t: Theme) -> str:
    """The play window's and Home's buttons and boxes (a box's title room: :data:`TITLE_ROOMS`)."""
    return f"""
QPushButton {{ padding: 5px 10px; border-radius: 6px; border: 1px solid {t.button_border}; background: {t.button}; }}
QPushButton:hover {{ background: {t.button_hover}; }}
QPushButton:disabled {{ color: {t.disabled_text}; border-color: {t.box_border}; background: {t.button}; }}
QPushButton[primary="true"] {{ background: {t.primary}; color: {t.primary_text}; border-color: {t.primary_border}; font-weight: bold; }}
QPushButton[primary="true"]:hover {{ background: {t.primary_hover}; }}
QPushButton[primary="true"]:disabled {{ background: {t.primary_disabled}; color: {t.primary_disabled_text}; border-color: {t.frame}; }}
QPushButton:focus {{ border: 2px solid {t.focus}; }}
QPushButton[primary="true"]:focus {{ border: 2px solid {t.focus}; }}
QGroupBox {{ font-weight: bold; border: 1px solid {t.frame}; border-radius: 6px; margin-top: 10px; padding-top: 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; }}
""" + TITLE_ROOM_RULES
