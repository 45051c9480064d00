"""La Coinche and the federation's Contrée share a table and an auction, so their pictures differ only by two
chips: each tile's line says what sets the game apart from the other, whole (issue 56, point 8)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem

from belote_desktop.engine import find_variant
from belote_desktop.learn import game_facts
from belote_desktop.ui.dialogs.game_gallery import LineRole, _wrap_elided, _wrapped
from belote_desktop.ui.dialogs.new_game import NewGameDialog


def test_each_line_says_what_the_other_game_lacks():
    coinche = game_facts.facts_for(find_variant("coinche")).line()
    contree = game_facts.facts_for(find_variant("contree_ffb")).line()
    assert "no trumps" in coinche and "all trumps" in coinche  # La Coinche's contracts beyond the suits
    assert "suits only" in contree and "declarations" in contree  # Contrée: suits only, and declarations
    assert "declarations" not in coinche and "trumps" not in contree
    assert not find_variant("coinche").declarations and find_variant("contree_ffb").declarations
    assert not find_variant("contree_ffb").allow_no_trumps and find_variant("coinche").allow_no_trumps


def test_a_line_the_wrapping_found_room_for_is_not_elided(qapp):
    metrics = QFontMetrics(QFont())
    words = "Bid 80 to 160 on your hand, and coinche the boasters."
    for width in range(120, 320):
        lines = _wrap_elided(metrics, words, width, 3)
        wrapped = _wrapped(metrics, words, width)
        if len(wrapped) <= 3 and all(metrics.horizontalAdvance(line) <= width for line in wrapped):
            assert lines == wrapped, (width, lines)


@pytest.mark.parametrize("size", [(900, 650), (1366, 768)])
def test_both_tiles_show_their_line_whole(qtbot, size):
    dialog = NewGameDialog(find_variant("coinche"))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    gallery = dialog.list
    delegate = gallery.itemDelegate()
    for game_id in ("coinche", "contree_ffb"):
        index = dialog.model.index(dialog.model.row_of(game_id), 0)
        assert index.data(LineRole) == game_facts.facts_for(find_variant(game_id)).line()
        option = QStyleOptionViewItem()
        option.initFrom(gallery)
        option.rect = gallery.visualRect(index)
        option.font = gallery.font()
        assert delegate.clipped_words(option, index) == [], game_id
