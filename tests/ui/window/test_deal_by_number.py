"""Deal by number in the window: every deal's code is in the table talk and can be copied; Game > Deal by number
deals exactly those cards (same game and options), keeps the game in progress aside, and tells a bad code."""

from __future__ import annotations

import dataclasses

from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import CARDS, find_variant
from belote_desktop.storage.deal_code import decode


def _window(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    w.controller.auto_bots = False
    return w


def _talk(w):
    return [make() for make, _ in w.talk.entries()]


def test_a_game_s_code_deals_its_cards_again(qtbot):
    from PySide6.QtWidgets import QApplication

    w = _window(qtbot)
    rules = dataclasses.replace(find_variant("coinche"), target_score=1500, allow_redouble=False)
    w.start_game(rules, seed=77)
    c = w.controller
    original = c.match.deal
    lines = [line for line in _talk(w) if line.startswith("Deal code: ")]
    assert len(lines) == 1
    code = lines[0].split()[2]
    assert w.deals.copy_deal_code() == code
    assert QApplication.clipboard().text() == code
    decoded = decode(code)
    assert decoded.rules == rules and decoded.seed == 77  # the first deal is the seed's shuffle: a short code
    for _ in range(5):  # the game goes on a little, then the code is typed
        c.play_bot_move_now()
    game = c.match
    assert w.deals.start_deal_code(code.lower())
    assert w.practice_mode.active and w.practice_mode.has_game_aside()
    dealt = c.match.deal
    assert dealt.rules == rules and dealt.dealer == original.dealer
    assert dealt.hands == original.hands and dealt.deck == original.deck
    assert dealt.turned_card == original.turned_card
    w.deals.leave_practice_now()
    assert c.match is not None and c.match.actions() == game.actions()  # the game comes back as it was


def test_a_later_deal_s_code_packs_its_deck(qtbot):
    w = _window(qtbot)
    w.start_game(find_variant("classic"), seed=5)
    c = w.controller
    for _ in range(400):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
    w.continue_deal()
    second = c.match.deal
    assert len(c.match.finished) >= 1
    codes = [line.split()[2] for line in _talk(w) if line.startswith("Deal code: ")]
    assert len(codes) == 2 and codes[0] != codes[1]
    decoded = decode(codes[1])  # cut from the first deal's tricks: the deck itself is in the code
    assert decoded.seed is None and list(decoded.deck) == [CARDS[i] for i in second.deck]
    code = codes[1]
    assert w.deals.start_deal_code(code)
    assert c.match.deal.hands == second.hands


def test_a_bad_code_is_told_and_nothing_changes(qtbot, capsys):
    w = _window(qtbot)
    w.start_game(find_variant("classic"), seed=3)
    c = w.controller
    before = c.match
    assert not w.deals.start_deal_code("01234-56789")
    assert c.match is before and not w.practice_mode.active
    assert "cannot be read" in capsys.readouterr().err
    code = w.deals.deal_code_on_table()
    typo = code[:3] + ("X" if code[3] != "X" else "Y") + code[4:]
    assert not w.deals.start_deal_code(typo)
    assert "check characters" in capsys.readouterr().err
    assert c.match is before


def test_the_menu_holds_both_actions(qtbot):
    w = _window(qtbot)
    texts = [a.text() for a in w.menus.menu_game.actions()]
    assert "Deal &by number…" in texts and "Cop&y deal code" in texts
