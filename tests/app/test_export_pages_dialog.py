"""The editor's Print… and Print Preview… on a track of more pages than the limit, in a child process.

The real question box comes up (answered by the harness's timer, as a user would), and
Print's dialogs run for real, so a crash fails this test and not the run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.ui_harness import Harness, run_scenario

SPEC = __name__


def many_pages_scenario(h: Harness) -> None:
    from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QMessageBox

    from tests.editor.test_export_limits import scatter
    from ubuild_desktop.core.limits import MAX_EXPORT_PAGES
    from ubuild_desktop.editor import open_editor, settings

    settings.set_hex_size_mm(40.0)
    editor = open_editor(track=scatter(MAX_EXPORT_PAGES + 10))
    h.settle()
    seen: list[list[str]] = []
    pages: list[int] = []

    def reply(button: QMessageBox.StandardButton) -> Any:
        def answer(dialog: Any) -> bool:
            seen[-1].append(type(dialog).__name__)
            if isinstance(dialog, QMessageBox):
                h.notes.setdefault("questions", []).append(dialog.text())
                dialog.button(button).click()
                return True
            if isinstance(dialog, QPrintPreviewDialog):
                preview = dialog.findChild(QPrintPreviewWidget)
                preview.updatePreview()  # paints the pages now, as showing it does
                pages.append(preview.pageCount())
            return False  # the harness closes it: nothing is printed

        return answer

    for action, button in ((editor.print_action, QMessageBox.StandardButton.Cancel),
                           (editor.print_preview_action, QMessageBox.StandardButton.Cancel),
                           (editor.print_action, QMessageBox.StandardButton.Yes),
                           (editor.print_preview_action, QMessageBox.StandardButton.Yes)):
        seen.append([])
        h.use(action, answer=reply(button))
    h.notes["seen"] = seen
    h.notes["pages"] = pages
    h.notes["limit"] = MAX_EXPORT_PAGES
    h.check(editor.isVisible(), "the editor is still open")


def test_print_and_preview_ask_above_the_page_limit(tmp_path: Path) -> None:
    result = run_scenario(f"{SPEC}:many_pages_scenario", tmp_path)
    seen = result.notes["seen"]
    # Cancel: the question only, no print dialog. Go on: the print dialog, the preview.
    assert seen == [["QMessageBox"], ["QMessageBox"], ["QMessageBox", "QPrintDialog"],
                    ["QMessageBox", "QPrintPreviewDialog"]], seen
    limit = result.notes["limit"]
    for text in result.notes["questions"]:
        assert "pages" in text and f"more than {limit}" in text and "\n" not in text
    (previewed,) = result.notes["pages"]
    assert previewed > limit  # every page the user agreed to, the parts list included
