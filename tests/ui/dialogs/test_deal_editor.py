"""The deal editor: edited zones are dealt exactly as set in every game, wrong edits are refused with the
zone named, the bots decide alike on the same cards and history (the honest-bots proof), and the dialog
types, moves and plays."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import CARDS, VARIANTS, Card, Strain, find_variant, mask_of, new_deal
from belote_desktop.engine.deal import TurnedKeeper
from belote_desktop.storage.deal_file import DealFileError, parse_cards, read_deal
from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog
from belote_desktop.ui.deal_editing import (
    SHARED, DealDraft, FixedContract, contract_strains, contract_values,
)


def _draft(preset: str, dealer: int, seed: int) -> DealDraft:
    """A draft with the first seat's first zone typed in by hand, the rest dealt at random."""
    rules = find_variant(preset)
    draft = DealDraft(rules, dealer)
    first = draft.slots()[0]
    typed = sorted(draft.all_cards(), key=lambda c: (c.suit, c.rank))[-first.size:]
    draft.set_zone(first.key, first.seat, typed)
    draft.deal_rest(seed)
    assert draft.valid, draft.problems()
    return draft


def _mask(cards) -> int:
    return mask_of(list(cards))


@pytest.mark.parametrize("preset", list(VARIANTS))
def test_the_deck_deals_exactly_the_edited_zones(preset):
    rules = find_variant(preset)
    for dealer in range(rules.players):
        draft = _draft(preset, dealer, seed=dealer + 7)
        state = draft.start()
        assert state.dealer == dealer and state.contract is None
        for seat in range(rules.players):
            assert state.hands[seat] == _mask(draft.cards.get(("hand", seat), [])), (preset, seat)
            assert state.zones.kitty[seat] == _mask(draft.cards.get(("kitty", seat), []))
            assert state.zones.table_down[seat] == _mask(draft.cards.get(("table_down", seat), []))
            assert state.zones.table_up[seat] == _mask(draft.cards.get(("table_up", seat), []))
        # each face-up card lies on the face-down card of its column
        for seat in range(rules.players):
            ups, downs = draft.cards.get(("table_up", seat), []), draft.cards.get(("table_down", seat), [])
            for up, down in zip(ups, downs):
                assert (up.index, down.index) in state.zones.under
        # the turned card: from the pack, or the dealer's own last card
        if ("turned", SHARED) in draft.cards:
            assert state.turned == draft.cards[("turned", SHARED)][0].index
        elif (own := draft.turned_zone()) is not None:
            assert state.turned == draft.cards[own][-1].index
        else:
            assert state.turned == -1
        # the pack after the auction and the cards never dealt, in order at their deck positions
        script = rules.deal_plan.script(dealer)
        deck = [CARDS[i] for i in state.deck]
        unused = set(script.unused)
        assert [deck[p] for p in script.stock_before if p not in unused] == draft.cards.get(("pack", SHARED), [])
        assert [deck[p] for p in script.unused] == draft.cards.get(("never", SHARED), [])
        # the draft read back from the deal is the same draft
        assert DealDraft.from_deal(state).cards == draft.cards


@pytest.mark.parametrize("preset", list(VARIANTS))
def test_a_fixed_contract_deals_every_edited_card_and_skips_the_auction(preset):
    rules = find_variant(preset)
    dealer = 1 % rules.players
    taker = 0
    strain = contract_strains(rules)[-1]
    values = contract_values(rules)
    draft = _draft(preset, dealer, seed=3)
    draft.set_contract(FixedContract(taker, strain, values[0] if values else 0))
    assert draft.valid, draft.problems()
    state = draft.start()
    assert state.contract.taker == taker and state.contract.strain is strain and not state.history
    assert state.legal_actions() and state.current_player() >= 0
    plan = rules.deal_plan
    turned = draft.cards.get(("turned", SHARED), [])
    keeper = taker if plan.keeper is TurnedKeeper.TAKER else dealer
    for seat in range(rules.players):
        held = draft.cards.get(("hand", seat), []) + draft.cards.get(("kitty", seat), []) + \
            draft.cards.get(("after", seat), []) + (turned if seat == keeper else [])
        assert state.hands[seat] == _mask(held), (preset, seat)
        assert state.zones.table_up[seat] == _mask(draft.cards.get(("table_up", seat), []))
    # the deal played comes back to the editor with its contract and every card where it was
    again = DealDraft.from_deal(state)
    assert again.contract == draft.contract and again.cards == draft.cards
    # switching back to the auction as usual keeps the cards: the pack in the order the deal gives it
    draft.set_contract(None)
    assert draft.valid and draft.start().contract is None


def test_the_pack_becomes_each_seats_cards_after_the_auction_and_back():
    draft = _draft("classic", 3, seed=5)
    pack = list(draft.cards[("pack", SHARED)])
    draft.set_contract(FixedContract(2, Strain.HEARTS))
    sizes = {seat: len(draft.cards[("after", seat)]) for seat in range(4)}
    assert sizes == {0: 3, 1: 3, 2: 2, 3: 3}  # the taker picks up the turned card instead of a third card
    draft.set_contract(FixedContract(0, Strain.HEARTS))  # another taker: the shares follow the deal
    assert len(draft.cards[("after", 0)]) == 2 and len(draft.cards[("after", 2)]) == 3 and draft.valid
    draft.set_contract(None)
    assert draft.cards[("pack", SHARED)] == pack
    # a new dealer moves no card: each seat keeps its cards after the auction
    draft.set_contract(FixedContract(2, Strain.HEARTS))
    kept = {seat: list(draft.cards[("after", seat)]) for seat in range(4)}
    draft.set_dealer(1)
    assert {seat: draft.cards[("after", seat)] for seat in range(4)} == kept and draft.valid
    state = draft.start()
    assert state.dealer == 1 and all(state.hands[s] & _mask(kept[s]) == _mask(kept[s]) for s in range(4))


def test_wrong_edits_are_refused_with_the_zone_named():
    rules = find_variant("classic")
    draft = _draft("classic", 0, seed=2)
    card = draft.cards[("hand", 1)][0]
    draft.move(card, "hand", 3)  # East gives a card to West
    problems = draft.problems()
    assert [(p.code, p.params["key"], p.params["seat"], p.params["have"], p.params["need"]) for p in problems] == [
        ("count", "hand", 1, 4, 5), ("count", "hand", 3, 6, 5)]
    with pytest.raises(ValueError):
        draft.deck()
    from belote_desktop.ui.dialogs.deal_editor import problem_text

    names = ["South", "East", "North", "West"]
    said = [problem_text(p, names) for p in problems]
    assert "East" in said[0] and "1 missing" in said[0]
    assert "West" in said[1] and "1 too many" in said[1]
    draft.move(card, "pool", SHARED)
    assert len(draft.pool()) == 1 and not draft.valid
    for text, code in (("7C ZZ", "bad_card"), ("6C", "not_in_deck"), ("7C 8C 7C", "duplicate_card")):
        with pytest.raises(DealFileError) as caught:
            parse_cards(text, rules)
        assert caught.value.code == code
    assert parse_cards("7c, 10H  js", rules) == [Card.parse("7C"), Card.parse("10H"), Card.parse("JS")]
    # a contract this game's auction cannot make
    draft.move(card, "hand", 1)
    draft.set_contract(FixedContract(1, Strain.NO_TRUMPS))
    assert [p.code for p in draft.problems()] == ["strain"]
    coinche = _draft("coinche", 0, seed=1)
    coinche.set_contract(FixedContract(1, Strain.SPADES, 85))
    assert [p.code for p in coinche.problems()] == ["value"]


def _play_out(state, levels, limit=200):
    """The bots play the deal out, drawing their seeds as the controller does for a match without a seed
    (``random.Random("bots:None:0")``, one number per move); each move with the view it was chosen from."""
    rng = random.Random("bots:None:0")
    moves = []
    while not state.is_terminal() and len(moves) < limit:
        seat = state.current_player()
        view = state.view_for(seat)
        action = choose_action(view, levels[seat], rng.randrange(2**31))
        moves.append((seat, view, action))
        state = state.apply(action)
    return moves


@pytest.mark.parametrize("preset,contract", [("coinche", FixedContract(0, Strain.HEARTS, 80)), ("classic", None)])
def test_the_same_cards_give_the_same_decisions_until_a_view_changes(preset, contract):
    """Moving one card between East and West: South and North decide exactly as before for as long as what they
    see is the same; the first different decision is always made by someone who sees something different."""
    levels = ["intermediate", "beginner", "intermediate", "beginner"]
    checked_same_views = 0
    for seed in range(4):
        draft = _draft(preset, 3, seed)
        if contract is not None:
            draft.set_contract(contract)
        first = _play_out(draft.start(), levels)
        assert [a for _, _, a in first] == [a for _, _, a in _play_out(draft.start(), levels)]  # deterministic
        # East gives one card to West and takes one back: the other hands are untouched
        east, west = draft.cards[("hand", 1)], draft.cards[("hand", 3)]
        give, take = east[0], west[0]
        draft.move(give, "hand", 3)
        draft.move(take, "hand", 1)
        assert draft.valid
        second = _play_out(draft.start(), levels)
        for (seat_a, view_a, action_a), (seat_b, view_b, action_b) in zip(first, second):
            assert seat_a == seat_b
            if view_a == view_b:
                assert action_a == action_b, (preset, seed, seat_a)
                checked_same_views += 1
            elif action_a != action_b:  # from here on the histories differ
                assert seat_a in (1, 3) or view_a.history != view_b.history, (preset, seed, seat_a)
                break
    assert checked_same_views >= 4  # South and North chose with unchanged views at least once per deal


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
    dialog.contract_combo.setCurrentIndex(1)
    dialog.taker_combo.setCurrentIndex(0)
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

    draft = _draft("belot_3p", 0, seed=4)
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
        dialog.draft = _draft(preset, 1, seed=8)
        dialog.refresh()
        path = tmp_path / f"{preset}.deal"
        assert dialog.export_to(path)
        loaded = read_deal(path.read_text(encoding="utf-8"))
        assert loaded.start == dialog.draft.start()
    dialog = DealEditorDialog(find_variant("coinche"), parent=window)
    dialog.draft = _draft("coinche", 2, seed=8)
    dialog.draft.set_contract(FixedContract(3, Strain.CLUBS, 100))
    loaded = read_deal(dialog.deal_file_text())  # the cards, with the contract in a comment
    assert loaded.start.hands == dialog.draft.start().hands and "fixed contract" in dialog.deal_file_text()


def test_the_editor_opens_with_a_finished_deals_cards(window):
    deal = new_deal(find_variant("decouverte"), 1, seed=5)
    dialog = window.open_deal_editor(deal)
    assert dialog.draft.start() == deal
    assert dialog.play_button.isEnabled()
    assert dialog.turned_card() is not None and dialog.turned_card().index == deal.turned


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
    dialog.draft = _draft("coinche", 0, seed=6)
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


def test_the_models_doctests_pass():
    import doctest

    from belote_desktop.ui import deal_editing

    assert doctest.testmod(deal_editing).failed == 0


# -- a calm start, errors only for what the player did, the dialog's room used ------------------------------

def _editor(qtbot, preset="classic", size=(900, 650)):
    dialog = DealEditorDialog(find_variant(preset))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog._fit_pending)  # the cards fitted to the dialog's size
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
    dialog.game_combo.setCurrentIndex(1)  # another game: calm again
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
    from belote_desktop.ui.dialogs.deal_editor import CARD_W

    big = _editor(qtbot, "classic", (1366, 768))
    assert big.card_w > CARD_W  # the room goes to larger cards
    assert not big.scroll_area.verticalScrollBar().isVisible()
    band = big.scroll_area.viewport().height() - big.zones_widget.sizeHint().height()
    assert 0 <= band < 2 * big.card_w  # no large empty band under the zones
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
    from belote_desktop.ui.dialogs.deal_editor import CARD_W, OVERLAP

    for size in ((900, 650), (1366, 768)):
        dialog = _editor(qtbot, preset, size)
        if dialog.card_w == CARD_W:
            continue  # the smallest cards: the rows squeeze them as before
        dialog.deal_rest()
        for row in [*dialog.rows.values(), dialog.pool_row]:
            rects = [rect for _card, rect in row.card_rects()]
            steps = [b.left() - a.left() for a, b in zip(rects, rects[1:]) if b.top() == a.top()]
            assert all(step >= OVERLAP * dialog.card_w - 0.5 for step in steps), (preset, size, row.key)
