"""The review has room to read: its own window in the table's theme, beside the table, resizable; the end-of-deal
panel keeps the score, the review's one-line verdict and a button to see the review again."""

from __future__ import annotations

from tests.ui.dialogs.test_review import play_a_deal_to_its_end

from belote_desktop.ui.look import fit_check


def test_the_review_opens_in_its_own_window_and_the_panel_stays_whole(window, qtbot, monkeypatch):
    from belote_desktop.ui.look import palette

    play_a_deal_to_its_end(window, qtbot, monkeypatch)
    panel = window.end_panel
    before = list(panel.lines)
    window.resize(900, 650)
    with qtbot.waitSignal(window.reviewFinished, timeout=60000):
        panel.review_button.click()
    review = window.deal_end.review_window
    assert review is not None and review.isVisible()
    assert review.lines[0].startswith("Review: ") and any(line.startswith("Trick ") for line in review.lines)
    # the panel: the score's words, then the verdict only; nothing to scroll at 900x650
    assert panel.lines == before + ["", review.lines[0]]
    qtbot.wait(50)
    window.overlays.place()
    qtbot.wait(20)
    assert panel.lines_scroll.verticalScrollBar().maximum() == 0, panel.size()
    # the window: every line in sight at its first size, the table's colours, no word cut
    qtbot.waitExposed(review)
    assert review.text_scroll.verticalScrollBar().maximum() == 0, review.size()
    assert review.width() >= 480 and review.height() <= window.height()
    assert fit_check.clipped_labels(review) == []
    image = review.grab().toImage()
    assert image.pixelColor(3, image.height() - 3).name() == palette.FELT_DARK
    assert review.isSizeGripEnabled()
    # closed, it comes back from the panel's button without thinking again
    review.close()
    assert panel.review_button.isVisible() and panel.review_button.isEnabled()
    panel.review_button.click()
    assert window.deal_end.review_window is review and review.isVisible()
    # the next deal takes it away
    panel.continue_button.click()
    qtbot.waitUntil(lambda: window.deal_end.review_window is None, timeout=5000)
    assert not review.isVisible()
