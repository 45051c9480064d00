"""The deal editor's dialog: it types, moves and plays (its model, ``app/deal_editing``: tests/app/test_deal_editing.py)."""

from __future__ import annotations


import pytest

from belote_desktop.engine import Card, Strain, find_variant, new_deal
from belote_desktop.storage.deal_file import read_deal
from belote_desktop.app.deal_editor_words import deal_file_text, problem_text, turned_card
from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog
from belote_desktop.app.deal_editing import SHARED, FixedContract
from tests.app.test_deal_editing import typed_draft


def test_a_wrong_count_is_said_with_the_zone_named():
    """The dialog's words for the model's problems (tests/app/test_deal_editing.py): the seat, how many missing or
    too many."""
    draft = typed_draft("classic", 0, seed=2)
    card = draft.cards[("hand", 1)][0]
    draft.move(card, "hand", 3)  # East gives a card to West
    problems = draft.problems()
    assert [(p.code, p.params["seat"]) for p in problems] == [("count", 1), ("count", 3)]
    said = [problem_text(p, ["South", "East", "North", "West"]) for p in problems]
    assert "East" in said[0] and "1 missing" in said[0]
    assert "West" in said[1] and "1 too many" in said[1]


def test_the_editor_types_moves_and_plays(window, qtbot):
    from PySide6.QtCore import Qt

    from belote_desktop.storage import stats

    window.start_game(find_variant("classic"), seed=3)
    dialog = window.open_deal_editor()
    assert dialog is not None and dialog.isVisible()
    assert not dialog.play_button.isEnabled()  # nothing placed yet
    field = dialog.fields[("hand", 0)]
    field.setText("JH 9H AH 10H KH")
    field.editingFinished.emit()
    assert dialog.draft.cards[("hand", 0)] == [Card.parse(c) for c in ("JH", "9H", "AH", "10H", "KH")]
    # a typing mistake is named, and the zone keeps its cards
    field.setText("JH 9H AH 10H XX")
    field.editingFinished.emit()
    assert "XX" in dialog.problems_label.text() and len(dialog.draft.cards[("hand", 0)]) == 5
    field.setText("JH 9H AH 10H KH")
    field.editingFinished.emit()
    dialog.deal_rest()
    assert dialog.play_button.isEnabled(), dialog.problems_label.text()
    # the drop of a dragged card: North's first card into West's hand
    card = dialog.draft.cards[("hand", 2)][0]
    dialog.rows[("hand", 3)].editor.drop_card(card, "hand", 3, 0)
    assert dialog.draft.cards[("hand", 3)][0] == card
    assert not dialog.play_button.isEnabled()
    assert "North" in dialog.problems_label.text() and "West" in dialog.problems_label.text()
    assert dialog.fields[("hand", 3)].text().split()[0] == str(card)
    dialog.drop_card(card, "hand", 2)  # and back
    assert dialog.play_button.isEnabled()
    # a fixed contract: the pack turns into each seat's cards after the auction
    dialog.choices.contract_combo.setCurrentIndex(1)
    dialog.choices.taker_combo.setCurrentIndex(0)
    assert ("after", 0) in dialog.rows and dialog.draft.contract is not None and dialog.play_button.isEnabled()
    stats_before = stats.stats_path().read_bytes() if stats.stats_path().exists() else None
    hands = dialog.draft.start().hands
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert window.practice_mode.active
    assert c.match.deal.contract is not None and c.match.deal.contract.taker == 0
    assert c.match.deal.hands == hands and c.match.deal.hands[0] & Card.parse("JH").bit
    c.auto_bots = False
    c.autoplay_human = True
    for _ in range(80):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
    assert c.awaiting_continue
    assert (stats.stats_path().read_bytes() if stats.stats_path().exists() else None) == stats_before


def test_the_bots_of_an_edited_deal_repeat_their_moves(window):
    """Through the controller: two plays of one edited deal get the same bot moves (its rng is seeded from the
    match, and an edited deal's match has no seed)."""
    from belote_desktop.ui.dialogs.deal_editor import play_edited_deal

    draft = typed_draft("belot_3p", 0, seed=4)
    runs = []
    for _ in range(2):
        play_edited_deal(window, draft)
        c = window.controller
        c.auto_bots = False
        c.autoplay_human = True
        for _ in range(12):
            c.play_bot_move_now()
        runs.append(c.match.deal.actions())
    assert runs[0] == runs[1] and len(runs[0]) == 12


def test_an_edited_deal_is_exported_as_a_deal_file(window, tmp_path):
    from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog

    for preset in ("tarabish", "belot_2p"):
        dialog = DealEditorDialog(find_variant(preset), parent=window)
        dialog.draft = typed_draft(preset, 1, seed=8)
        dialog.refresh()
        path = tmp_path / f"{preset}.deal"
        assert dialog.export_to(path)
        loaded = read_deal(path.read_text(encoding="utf-8"))
        assert loaded.start == dialog.draft.start()
    dialog = DealEditorDialog(find_variant("coinche"), parent=window)
    dialog.draft = typed_draft("coinche", 2, seed=8)
    dialog.draft.set_contract(FixedContract(3, Strain.CLUBS, 100))
    loaded = read_deal(deal_file_text(dialog.draft))  # the cards, with the contract in a comment
    assert loaded.start.hands == dialog.draft.start().hands and "fixed contract" in deal_file_text(dialog.draft)


def test_the_editor_opens_with_a_finished_deals_cards(window):
    deal = new_deal(find_variant("decouverte"), 1, seed=5)
    dialog = window.open_deal_editor(deal)
    assert dialog.draft.start() == deal
    assert dialog.play_button.isEnabled()
    assert turned_card(dialog.draft) is not None and turned_card(dialog.draft).index == deal.turned


def test_the_end_of_deal_menu_opens_the_editor_on_the_deal_just_played(window):
    c = window.controller
    window.start_game(find_variant("tarabish"), seed=2)
    c.auto_bots = False
    c.autoplay_human = True
    for _ in range(200):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
    played = c.match.finished[-1]
    menu = window.end_panel.play_again_button.menu()
    menu.actions()[-1].trigger()
    dialog = window.findChild(DealEditorDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.draft.rules.id == "tarabish" and dialog.draft.start().deck == played.deck


def test_a_dropped_card_lands_where_it_is_dropped(window):
    """The drop itself: a card's mime data dropped on a row goes to the place under the pointer."""
    from PySide6.QtCore import QByteArray, QMimeData, QPointF, Qt
    from PySide6.QtGui import QDropEvent

    from belote_desktop.ui.dialogs.deal_editor import MIME

    dialog = DealEditorDialog(find_variant("coinche"), parent=window)
    dialog.show()
    dialog.draft = typed_draft("coinche", 0, seed=6)
    dialog.refresh()
    card = dialog.draft.cards[("hand", 2)][3]
    row = dialog.rows[("hand", 1)]
    first = row.card_rects()[0][1]
    mime = QMimeData()
    mime.setData(MIME, QByteArray(str(card).encode()))
    event = QDropEvent(QPointF(first.left() + 2, first.center().y()), Qt.DropAction.MoveAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    row.dropEvent(event)
    assert dialog.draft.cards[("hand", 1)][0] == card and card not in dialog.draft.cards[("hand", 2)]
    # dropped on the pool row it leaves every zone
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    dialog.pool_row.dropEvent(event)
    assert dialog.draft.where(card) is None and card in dialog.draft.pool()
    assert not dialog.play_button.isEnabled() and "North" in dialog.problems_label.text()


# -- a calm start, errors only for what the player did, the dialog's room used ------------------------------

def _editor(qtbot, preset="classic", size=(900, 650)):
    dialog = DealEditorDialog(find_variant(preset))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.fitter.pending)  # the cards fitted to the dialog's size
    return dialog


def _no_error_shown(dialog) -> bool:
    return (dialog.problems_label.property("state") != "error"
            and not any(e.isVisible() for e in dialog.zone_errors.values())
            and not any(f.property("error") for f in dialog.fields.values()))


@pytest.mark.parametrize("preset", ["classic", "tarabish", "decouverte", "belot_3p"])
def test_the_editor_starts_calm_and_says_what_to_do_first(qtbot, preset):
    dialog = _editor(qtbot, preset)
    assert _no_error_shown(dialog) and dialog.problems_label.property("state") == "guide"
    assert dialog.problems_label.text().startswith("Pick a game") and "missing" not in dialog.problems_label.text()
    assert not dialog.play_button.isEnabled()
    dialog.choices.game_combo.setCurrentIndex(1)  # another game: calm again
    assert _no_error_shown(dialog) and dialog.problems_label.text().startswith("Pick a game")


def test_a_wrong_input_is_shown_in_place_and_only_it(qtbot):
    dialog = _editor(qtbot)
    field = dialog.fields[("hand", 1)]
    field.setText("JH 9H ZZ")
    field.editingFinished.emit()
    error = dialog.zone_errors[("hand", 1)]
    assert error.isVisible() and "ZZ" in error.text() and field.property("error") is True
    assert dialog.problems_label.property("state") == "error" and "ZZ" in dialog.problems_label.text()
    assert not any(e.isVisible() for k, e in dialog.zone_errors.items() if k != ("hand", 1))
    field.setText("JH 9H")  # corrected: the error leaves, what is still to do is said neutrally
    field.editingFinished.emit()
    assert not error.isVisible() and not field.property("error")
    assert dialog.problems_label.property("state") == "guide" and "East – Hand: 2 of 5 cards" in dialog.problems_label.text()
    dialog.drop_card(Card.parse("AS"), "hand", 1)
    for card in ("AH", "AC", "AD"):
        dialog.drop_card(Card.parse(card), "hand", 1)
    assert dialog.problems_label.property("state") == "error"  # six cards in a hand of five
    assert "1 too many" in dialog.problems_label.text().splitlines()[0]
    dialog.drop_card(Card.parse("AD"), "pool", SHARED)
    dialog.deal_rest()
    assert dialog.problems_label.property("state") == "ready" and dialog.play_button.isEnabled()
    dialog.clear()
    assert _no_error_shown(dialog) and dialog.problems_label.text().startswith("Pick a game")


def _inside(widget, area) -> bool:
    rect = widget.rect().translated(widget.mapTo(area, widget.rect().topLeft()))
    return area.rect().contains(rect)


def test_the_editor_uses_a_laptops_screen_for_its_cards(qtbot):
    from belote_desktop.ui.dialogs.deal_editor_fit import CARD_W

    big = _editor(qtbot, "classic", (1366, 768))
    assert big.fitter.width > CARD_W  # the room goes to larger cards
    assert not big.scroll_area.verticalScrollBar().isVisible()
    band = big.scroll_area.viewport().height() - big.zones_widget.sizeHint().height()
    assert 0 <= band < 2 * big.fitter.width  # no large empty band under the zones
    for size in ((900, 650), (1366, 768)):
        dialog = _editor(qtbot, "classic", size)
        viewport = dialog.scroll_area.viewport()
        assert dialog.zones_widget.minimumSizeHint().width() <= viewport.width()  # nothing sideways
        for row in dialog.rows.values():
            assert _inside(row, viewport), (size, row.key, row.seat)
        pool = dialog.pool_row
        assert all(pool.rect().contains(rect.toAlignedRect()) for _card, rect in pool.card_rects())


@pytest.mark.parametrize("preset", ["decouverte", "tarabish", "belot_3p"])
def test_larger_cards_never_hide_each_others_corners(qtbot, preset):
    from belote_desktop.ui.dialogs.deal_editor_fit import CARD_W, OVERLAP

    for size in ((900, 650), (1366, 768)):
        dialog = _editor(qtbot, preset, size)
        if dialog.fitter.width == CARD_W:
            continue  # the smallest cards: the rows squeeze them as before
        dialog.deal_rest()
        for row in [*dialog.rows.values(), dialog.pool_row]:
            rects = [rect for _card, rect in row.card_rects()]
            steps = [b.left() - a.left() for a, b in zip(rects, rects[1:]) if b.top() == a.top()]
            assert all(step >= OVERLAP * dialog.fitter.width - 0.5 for step in steps), (preset, size, row.key)
