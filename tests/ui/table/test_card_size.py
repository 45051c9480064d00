"""The card size setting (Small, Normal, Large): kept in the settings (a bad value falls back), applied at once
to the hand and the trick, and never so large that the table loses its order: the hand stays on the table clear
of the contract box and the name plate, the trick between the hands with each index in sight."""

from __future__ import annotations

import dataclasses

import pytest
from tests.ui.table.test_trick_spread import _apart, _card, _index

from belote_desktop.engine import CARDS, find_variant
from belote_desktop.storage import settings as settings_store
from belote_desktop.learn.table_words import BOTTOM, LEFT, RIGHT, TOP
from belote_desktop.ui.table.layout import CARD_ASPECT, CARD_SCALES, Geometry, Snapshot, compute

# the table beside the side panel in windows of 800x560 (550x541), 900x650, 1280x800 and 1366x768, and others
TABLES = [(480, 400), (550, 541), (650, 631), (1030, 781), (1116, 749), (1600, 950)]


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("size", list(CARD_SCALES))
@pytest.mark.parametrize("hand", [5, 8, 16])
def test_every_card_size_keeps_the_table_in_order(table, size, hand):
    geo = Geometry(*table, scale=CARD_SCALES[size])
    snap = Snapshot(players=4, human=0, dealer=0, clockwise=False, hidden=(0, 8, 8, 8), hand=CARDS[16:16 + hand],
                    trick=tuple(enumerate(CARDS[:4])))
    places = compute(snap, geo)
    hand_cards = [_card(places[("card", c)]) for c in snap.hand]
    xs = [x for card in hand_cards for x, _ in card]
    ys = [y for card in hand_cards for _, y in card]
    assert 0 <= min(xs) and max(xs) <= geo.width and max(ys) <= geo.height, (table, size, hand)
    for rect in (geo.info_rect(hand), geo.plate_rect(BOTTOM)):
        box = [(rect.x, rect.y), (rect.x + rect.w, rect.y), (rect.x + rect.w, rect.y + rect.h), (rect.x, rect.y + rect.h)]
        assert all(_apart(box, card) for card in hand_cards), (table, size, hand)
    trick = [places[("card", c)] for c in CARDS[:4]]
    for i, a in enumerate(trick):
        assert all(_apart(_index(a), _card(b)) for b in trick[i + 1:])
        assert max(y for _, y in _card(a)) <= geo.hand_top(), (table, size, hand)  # above the hand
        for seat in (1, 2, 3):
            assert all(_apart(_card(a), _card(places[("back", seat, k)])) for k in range(8)), (table, size, seat)
    top = geo.side_hand_rect(TOP)
    assert min(y for place in trick for _, y in _card(place)) >= top.y + top.h
    for side in (LEFT, RIGHT, TOP):
        plate = geo.plate_rect(side)
        box = [(plate.x, plate.y), (plate.x + plate.w, plate.y), (plate.x + plate.w, plate.y + plate.h),
               (plate.x, plate.y + plate.h)]
        assert all(_apart(box, _card(place)) for place in trick), (table, size, side)


@pytest.mark.parametrize("table", TABLES)
def test_small_normal_large_in_order(table):
    small, normal, large = (Geometry(*table, scale=CARD_SCALES[s]) for s in ("small", "normal", "large"))
    assert small.big < normal.big <= large.big
    assert small.trick < normal.trick <= large.trick
    if table[0] >= 1000:  # room enough: large is larger; on a small table it stays as normal (the hand fits)
        assert large.big > 1.15 * normal.big
    assert Geometry(*table).big == normal.big  # normal: the size the table always had


def test_card_size_is_kept_and_a_bad_value_falls_back():
    chosen = dataclasses.replace(settings_store.Settings(), card_size="large")
    settings_store.save_settings(chosen)
    loaded, problems = settings_store.load_settings()
    assert loaded.card_size == "large" and problems == []
    document = {**settings_store.Settings().to_dict(), "card_size": "enormous"}
    fixed, reset = settings_store.settings_from_dict(document)
    assert fixed.card_size == "normal" and reset == ["card_size"]
    older = {k: v for k, v in settings_store.Settings().to_dict().items() if k != "card_size"}
    fixed, reset = settings_store.settings_from_dict(older)  # a file from before the setting
    assert fixed.card_size == "normal" and reset == []


def _widths(window):
    scene = window.scene
    hand = [scene.items_by_key[("card", c)].width() for c in scene.snapshot.hand]
    return hand[0], scene.geometry.trick


def test_card_size_applies_at_once(window):
    window.resize(1280, 800)
    window.start_game(find_variant("classic"), seed=3)
    window.animator.finish_now()
    normal_hand, normal_trick = _widths(window)
    window.settings.card_size = "large"
    window.apply_settings()
    window.animator.finish_now()
    large_hand, large_trick = _widths(window)
    assert large_hand > normal_hand * 1.05 and large_trick > normal_trick * 1.05
    window.settings.card_size = "small"
    window.apply_settings()
    window.animator.finish_now()
    small_hand, _ = _widths(window)
    assert small_hand < normal_hand * 0.95
    assert abs(small_hand - window.scene.geometry.big) < 0.5 and window.scene.geometry.big * CARD_ASPECT > 0
