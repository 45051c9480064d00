"""Language switches leave no translator behind (issue 18, point 7; the bots' tasks: tests/app/test_bot_tasks.py)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator



@pytest.mark.slow
def test_language_switches_leave_no_translator_behind(qtbot):
    from belote_desktop import i18n

    app = QCoreApplication.instance()

    def translators() -> int:
        gc.collect()
        owned = {id(t) for t in app.findChildren(QTranslator)}
        owned |= {id(o) for o in gc.get_objects() if isinstance(o, QTranslator)}
        return len(owned)

    try:
        i18n.install_language(app, "fr")
        after_one = translators()
        assert after_one >= 1  # the app's French file (and Qt's, when present)
        for code in ("bg", "ar", "el", "hr", "ru", "fr") * 3:
            i18n.install_language(app, code)
        assert translators() == after_one
        i18n.install_language(app, "en")
        assert translators() == 0
    finally:
        i18n.install_language(app, "en")
