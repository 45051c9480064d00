"""Belote Découverte at the table: the human plays the face-up cards of his layout, columns keep their
places, an uncovered card turns over where it lies, and the layout stays clear of the bidding panel."""

from __future__ import annotations

import pytest

from belote_desktop.engine import CARDS, PLAY, Phase, Take, find_variant, new_deal
from belote_desktop.ui.table.animator import _turned_up
from belote_desktop.ui.table.layout import CARD_ASPECT, Geometry, compute, snapshot_from_view, zoned

RULES = find_variant("decouverte")


def _to_play(window, qtbot):
    """A Découverte game where the human (seat 0) is to play a card."""
    c = window.controller
    c.auto_bots = False
    window.animator.set_speed(0.0)
    window.start_game(RULES, seed=5)
    for _ in range(200):
        deal = c.match.deal
        if deal.phase is Phase.PLAY and deal.current_player() == window.human:
            return deal
        if deal.phase is Phase.BIDDING:
            take = next((a for a in deal.legal_actions() if isinstance(a, Take)), None)
            c.apply(take if take is not None else deal.legal_actions()[0])
        else:
            c.play_bot_move_now()
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=5000)
    pytest.fail("the human never came to play")


def test_the_human_plays_a_face_up_card_of_his_layout(window, qtbot):
    deal = _to_play(window, qtbot)
    scene = window.scene
    mine = scene.snapshot.table_cards(window.human)
    assert not scene.snapshot.hand and len(mine) >= 7
    playable = scene.playable
    assert playable and set(playable) <= set(mine)
    card = sorted(playable, key=lambda c: c.index)[0]
    clicked = []
    scene.cardClicked.connect(clicked.append)
    scene._on_click(card)
    assert clicked == [card]  # a table card is the human's to play, as a hand card is
    others = [c for c in scene.snapshot.table_cards(1 - window.human)]
    scene._on_click(others[0])
    assert clicked == [card]  # the opponent's are not
    window.play_card(card)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=5000)
    after = window.controller.match.deal
    assert len(after.history) == len(deal.history) + 1 and after.history[-1][1] == PLAY[card.index]


def test_columns_keep_their_places_and_uncovered_cards_turn_over():
    state = new_deal(RULES, dealer=1, seed=3)
    state = state.apply(Take(CARDS[state.turned].suit)) if Take(CARDS[state.turned].suit) in state.legal_actions() \
        else state
    while state.phase is Phase.BIDDING:
        state = state.apply(state.legal_actions()[-1])
    geo = Geometry(1280, 800)
    before = snapshot_from_view(state.view_for(0))
    places = compute(before, geo)
    leader = state.current_player()
    covering = next(tc.card for tc in state.view_for(0).table_up[leader] if tc.covers)
    state = state.apply(PLAY[covering.index])
    middle = snapshot_from_view(state.view_for(0))
    slot = next(s for s, (_, up) in enumerate(before.table[leader]) if up == covering)
    assert middle.table[leader][slot] == (True, None)  # the card beneath waits for the end of the trick
    assert not _turned_up(before, middle)
    while state.trick:
        state = state.apply(PLAY[state.legal_cards_mask().bit_length() - 1])
    after = snapshot_from_view(state.view_for(0))
    down, up = after.table[leader][slot]
    assert not down and up is not None and up != covering
    assert (("table", leader, slot, "down"), ("card", up)) in _turned_up(before, after)
    moved = compute(after, geo)
    for seat in range(2):  # every other card stays where it was
        for s, (_, card) in enumerate(before.table[seat]):
            if card is not None and card in after.table_cards(seat) and s != slot:
                assert (moved[("card", card)].x, moved[("card", card)].y) == (places[("card", card)].x,
                                                                             places[("card", card)].y)


@pytest.mark.parametrize("size", [(900, 650), (1280, 800)])
@pytest.mark.parametrize("reserve", [0.0, 150.0])
def test_the_human_layout_stays_below_the_bidding_panel(size, reserve):
    state = new_deal(RULES, dealer=0, seed=2)
    snap = snapshot_from_view(state.view_for(0))
    geo = Geometry(*size, reserve=reserve)
    places = compute(snap, geo)
    zg = zoned(geo, snap)
    proposed = places[("card", CARDS[state.turned])]  # the turned card: in the middle, out of its column
    mine = [places[("card", c)] for c in snap.table_cards(0) if c != CARDS[state.turned]]
    assert len(mine) == 7 and len({round(p.y) for p in mine}) == 2  # two rows of four, one column uncovered
    assert ("table", 0, 7, "down") in places  # the face-down card the turned card lay on shows
    for p in mine:  # all below the bidding panel, inside the table
        top = p.y - p.width * CARD_ASPECT / 2
        assert top >= zg.cards_top() - 0.5 and p.y + p.width * CARD_ASPECT / 2 <= size[1]
        if reserve:  # the panel: reserve high, a margin above the layout
            assert top >= zg.panel_top() + reserve + zg.margin - 0.5
        assert p.width > 0.36 * geo.big  # larger than the small table cards beside a hand
    assert (proposed.x, proposed.y) == (zg.cx, zg.cy)
    assert proposed.y + proposed.width * CARD_ASPECT / 2 <= zg.panel_top() - zg.margin + 0.5


@pytest.mark.parametrize("size", [(900, 650), (1366, 768), (1280, 800)])
def test_the_open_layouts_use_the_room_of_the_table(size):
    """No hands: the two layouts grow into the table's height (at least 55 px cards at 900x650, the
    window's table 650x631 beside the side panel), and the trick between them keeps cards as large."""
    state = new_deal(RULES, dealer=1, seed=2)
    state = state.apply(Take(CARDS[state.turned].suit))
    view = state.view_for(0)
    snap = snapshot_from_view(view)
    width, height = (650, 631) if size == (900, 650) else (size[0] - 250, size[1] - 19)
    geo = zoned(Geometry(width, height), snap)
    assert geo.zone >= 55.0
    places = compute(snap, Geometry(width, height))
    cards = [places[("card", c)] for s in range(2) for c in snap.table_cards(s)]
    tops = [p.y - p.width * CARD_ASPECT / 2 for p in cards]
    bottoms = [p.y + p.width * CARD_ASPECT / 2 for p in cards]
    assert min(tops) >= geo.margin + geo.plate_h and max(bottoms) <= height  # under North's plate, inside
    assert geo.trick >= geo.zone  # the trick between them is no smaller
    top_row_end = max(b for p, b in zip(cards, bottoms) if p.y < geo.cy)
    bottom_row_start = min(t for p, t in zip(cards, tops) if p.y > geo.cy)
    for side in (0, 2):  # the trick's cards fit between the layouts
        x, y, _ = geo.trick_place(side)
        assert top_row_end < y - geo.trick * CARD_ASPECT / 2 and y + geo.trick * CARD_ASPECT / 2 < bottom_row_start


@pytest.mark.parametrize("size", [(900, 650), (1280, 800)])
def test_a_hand_of_16_fans_no_deeper_than_a_hand_of_8(size):
    geo = Geometry(*size)
    eight = geo.hand_places(0, 8)
    sixteen = geo.hand_places(0, 16)
    depth = lambda places: max(y for _, y, _ in places) - min(y for _, y, _ in places)  # noqa: E731
    assert depth(sixteen) <= depth(eight) + 0.5
    assert max(abs(r) for _, _, r in sixteen) <= max(abs(r) for _, _, r in eight) + 0.01
    steps = [b[0] - a[0] for a, b in zip(sixteen, sixteen[1:])]
    assert min(steps) >= 0.18 * geo.big - 0.01  # each card's corner still shows


def test_the_deal_replay_shows_each_players_sixteen_cards():
    import random

    from belote_desktop.ui.dialogs.deal_replay import dealt_hands

    state = new_deal(RULES, dealer=0, seed=12)
    state = state.apply(next(a for a in state.legal_actions() if isinstance(a, Take)))
    rng = random.Random(1)
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    hands = dealt_hands(state)
    assert [len(h) for h in hands] == [16, 16]
    played = {c for trick in state.tricks for c in trick.cards}
    assert set(hands[0]) | set(hands[1]) == played
