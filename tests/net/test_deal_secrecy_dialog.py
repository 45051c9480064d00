"""The Host dialog tells the host, where his game gathers and cuts, that a table on the network shuffles the
cards before every deal (issue 45: deal secrecy, tests/net/test_deal_secrecy.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from belote_desktop.engine import VARIANTS, find_variant  # noqa: E402
from belote_desktop.ui.dialogs.host_dialog import HostDialog  # noqa: E402


def test_the_host_dialog_says_the_cards_are_shuffled_where_the_game_cuts(qtbot):
    dialog = HostDialog(None, player_name="Ana")
    qtbot.addWidget(dialog)
    for variant in VARIANTS:
        dialog.set_rules(find_variant(variant))
        said = dialog.shuffle_note.isVisibleTo(dialog)
        assert said == (not VARIANTS[variant].shuffle_every_deal), variant
        if said:
            words = dialog.shuffle_note.text()
            assert "shuffled before every deal" in words and "next hands" in words and "seed" not in words
    dialog.set_rules(find_variant("classic"))
    dialog.target.setValue(700)  # another target: still said
    assert dialog.shuffle_note.isVisibleTo(dialog)
