"""What every loader error message must be: one line, control characters escaped, bounded."""

from __future__ import annotations

from ubuild_desktop.core.limits import MAX_MESSAGE_CHARS


def assert_fit_to_show(error: BaseException) -> None:
    message = str(error)
    assert message, f"{type(error).__name__} without a message"
    assert len(message) <= MAX_MESSAGE_CHARS, f"{len(message)} characters: {message[:200]!r}..."
    bad = [c for c in message if not c.isprintable()]
    assert not bad, f"control characters {bad[:5]!r} in {message[:200]!r}"
