"""Helpers shared by the Qt tests (``from tests.ui.ui_helpers import ...``)."""

from __future__ import annotations

from belote_desktop.engine import Phase, PlayCard
from belote_desktop.storage.settings import Settings
from belote_desktop.ui.table.layout import CARD_ASPECT


def make_settings(**changes):
    s = Settings()
    s.animation_speed = "instant"
    s.bot_pause_ms = 0
    for key, value in changes.items():
        setattr(s, key, value)
    return s


def drive_until(w, wanted):
    """Play bots synchronously (the human's bids too), deal after deal, until the human is to play a card and
    ``wanted(view)`` holds; False if the match ends first."""
    c = w.controller
    c.auto_bots = False
    for _ in range(400):
        m = c.match
        if m is None or m.over:
            return False
        if c.awaiting_continue:
            w.continue_deal()
            continue
        view = c.view()
        if view.phase is Phase.PLAY and c.current_player() == w.human and wanted(view):
            return True
        c.play_bot_move_now()
    return False


def drive_to_human_play(w, want_illegal=True):
    """Until the human must play a card (with at least one illegal card if asked)."""
    return drive_until(w, lambda view: not want_illegal or len(
        [a for a in view.legal_actions if isinstance(a, PlayCard)]) < len(view.hand))


def card_point(w, card):
    """A point of ``card`` not covered by the next card of the fanned hand, in viewport coordinates."""
    scene = w.scene
    hand = list(scene.snapshot.hand)
    item = scene.items_by_key[("card", card)]
    step = scene.geometry.bottom_step(len(hand))
    x = item.pos().x() - item.width() / 2 + (step * 0.5 if card != hand[-1] else item.width() / 2)
    y = item.pos().y() + item.width() * CARD_ASPECT * 0.1
    return w.table.mapFromScene(x, y)


def start_human_play(w, variant, seed=21):
    """A new game of ``variant`` played on to the human's first card with an illegal one: (view, legal cards,
    illegal cards)."""
    w.start_game(variant, seed=seed)
    assert drive_to_human_play(w)
    w.refresh()
    view = w.controller.view()
    legal = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
    illegal = [c for c in view.hand if c not in legal]
    return view, legal, illegal


def net_main_window(qtbot, name):
    """A main window of ``name`` for the network tests: its tables on 127.0.0.1, no answers to the network's
    probes, the computer without a pause."""
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings(player_name=name))
    qtbot.addWidget(w)
    w.net_play.address = "127.0.0.1"
    w.net_play.discovery_port = 0
    w.net_play.bot_delay = 0.0
    return w
