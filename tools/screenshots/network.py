"""The host and join dialogs' screenshots for the docs (issue 36): host-dialog.webp, join-dialog.webp and
table-open.webp. ``python -m tools.screenshots.network docs/screenshots`` (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget


def write_screenshots(folder: str) -> list[str]:
    """host-dialog.webp, join-dialog.webp and table-open.webp (two friends seated) at each dialog's own size
    (``python -m tools.screenshots.network docs/screenshots``, offscreen)."""
    import os

    from belote_desktop.engine import find_variant
    from belote_desktop.net.discovery import TableFound
    from belote_desktop.ui.dialogs.host_dialog import HostDialog, WaitingPanel
    from belote_desktop.ui.dialogs.join_dialog import JoinDialog

    os.makedirs(folder, exist_ok=True)

    def shot(widget: QWidget, name: str) -> str:
        widget.show()
        for _ in range(5):
            QCoreApplication.processEvents()
        path = os.path.join(folder, name)
        if not widget.grab().save(path, None, 90):
            raise OSError(f"could not write {path}")
        widget.close()
        return path

    host = HostDialog(None, current_rules=find_variant("coinche"), player_name="Ana")
    host.set_seat_kind(2, "computer")
    written = [shot(host, "host-dialog.webp")]
    tables = [TableFound("192.168.1.20", 41234, "Ana's table", "coinche", (1, 3)),
              TableFound("192.168.1.31", 40001, "Dimitar", "belot_3p", (2,))]
    join = JoinDialog(None, player_name="Bob", finder=lambda: tables)
    join.pool.waitForDone(5000)
    QCoreApplication.processEvents()
    join.table_list.setCurrentRow(0)
    join.code_edit.setText("K7MQ2X")
    join.seat_combo.setCurrentIndex(1)
    written.append(shot(join, "join-dialog.webp"))
    panel = WaitingPanel(None, rules=find_variant("coinche"), code="K7MQ2X", port=41234, table_name="Ana's table",
                         addresses=["192.168.1.20", "fd12:3456::20"])
    panel.set_seats([{"seat": 0, "kind": "host", "name": "Ana"}, {"seat": 1, "kind": "remote", "name": "Bob"},
                     {"seat": 2, "kind": "computer", "name": ""}, {"seat": 3, "kind": "remote", "name": "Chloé"}])
    written.append(shot(panel, "table-open.webp"))
    return written


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    _app = QApplication(sys.argv[:1])
    print("\n".join(write_screenshots(sys.argv[1] if len(sys.argv) > 1 else ".")))
