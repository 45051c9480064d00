"""A "%n thing(s)" text reads in the player's language for every count (PySide's lupdate writes no plural
entries, so a count asked of Qt falls back to English beyond the first form: the count is put in by us)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from belote_desktop import i18n
from belote_desktop.ui.dialogs.stats_window import _counted, _with_count

COUNTED = ("%n deal(s)", "%n match(es) played", "%n move(s) taken back", "%n match(es)", "%n deal(s) weighed")


@pytest.mark.parametrize("language", ["fr", "bg", "ru", "ar", "el", "hr"])
def test_every_count_is_in_the_language(qapp, language):
    app = QApplication.instance()
    assert i18n.install_language(app, language)
    try:
        for source in COUNTED:
            for n in (0, 1, 2, 5, 21, 200):
                text = _counted(_with_count(QCoreApplication.translate("Statistics", source), n), n)
                assert str(n) in text and "%n" not in text, (language, source, n, text)
                english = source.replace("%n ", "").split("(")[0]
                assert english not in text, (language, source, n, text)
    finally:
        i18n.install_language(app, "en")


def test_english_counts_read_well(qapp):
    assert _counted(_with_count(QCoreApplication.translate("Statistics", "%n deal(s)"), 1), 1) == "1 deal"
    assert _counted(_with_count(QCoreApplication.translate("Statistics", "%n match(es) played"), 3), 3) == \
        "3 matches played"
