"""Write the English plural forms into ubuild_en.ts where none are written yet.

The source texts are English and count with Qt's ``%n`` ("%n block(s)", "%n box(es)");
English has two forms, made here by the rules the sources follow: "(s)" / "(es)" is
dropped for one and kept for more ("1 block", "2 blocks"), and "(y/ies)" or "y(ies)"
is "y" for one and "ies" for more ("1 property", "2 properties"). A form a person wrote is
kept (only messages still marked unfinished are filled), so an irregular plural can be
written by hand in the file. Run by ``make translations`` between lupdate and lrelease.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

_MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.DOTALL)
_UNFINISHED = re.compile(
    r'(?P<head>.*?<source>(?P<source>.*?)</source>\s*)<translation type="unfinished">.*?</translation>', re.DOTALL
)
_SUFFIX = re.compile(r"\((e?s)\)")
_Y_IES = re.compile(r"\(y/ies\)|y\(ies\)")


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of a counted source text: "%n box(es)" -> ("%n box", "%n boxes"),
    "%n propert(y/ies)" -> ("%n property", "%n properties")."""
    one = _Y_IES.sub("y", _SUFFIX.sub("", source))
    other = _Y_IES.sub("ies", _SUFFIX.sub(r"\1", source))
    return one, other


def fill(text: str) -> str:
    """``text`` (a .ts file) with every unfinished numerus message given its English forms."""

    def forms(match: re.Match[str]) -> str:
        one, other = english_forms(match["source"])
        return (
            f"{match['head']}<translation>\n"
            f"            <numerusform>{one}</numerusform>\n"
            f"            <numerusform>{other}</numerusform>\n"
            f"        </translation>"
        )

    return _MESSAGE.sub(lambda message: _UNFINISHED.sub(forms, message.group(0), count=1), text)


def main(argv: list[str]) -> int:
    for name in argv:
        path = Path(name)
        path.write_text(fill(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
