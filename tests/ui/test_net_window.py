"""The window at a table on the network (issue 36): a RemoteController fed by a host in the test's thread
(tests/ui/net_feed.py) plays whole matches of every game through the window; the table only ever shows
the seat's own view; the finished deals are the real ones (Review and Compare work on them)."""

from __future__ import annotations

import pytest
from net_feed import FakeHost
from ui_helpers import make_settings

from belote_desktop.ai import choose_action
from belote_desktop.engine import VARIANTS, Phase
from belote_desktop.net.mirror import HiddenSeat, RemoteMatch
from belote_desktop.ui.net_controller import RemoteController


def _window(qtbot, rules, seat=1, seed=3, people=()):
    from belote_desktop.ui.widgets.main_window import MainWindow

    controller = RemoteController()
    host = FakeHost(rules, seat, seed=seed, people=people)
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    host.welcome()
    return w, host


def _play_match(qtbot, w, host, max_deals=3):
    c = w.controller
    for _ in range(5000):
        qtbot.wait(1)
        if c.match is not None and c.match.over:
            return
        if c.awaiting_continue:
            if len(c.match.finished) >= max_deals:
                return
            w.deal_end.continue_deal()
            continue
        if c.is_human_turn() and not w.animator.busy and not c._queue:
            view = c.view()
            assert view == host.match.view_for(host.seat)  # the window's view is the host's, for this seat
            action = choose_action(view, "beginner", host.rng)
            if view.phase is Phase.PLAY and all(hasattr(a, "card") for a in view.legal_actions):
                w.scene.cardDoubleClicked.emit(action.card)
            else:
                assert c.human_action(action)
    raise AssertionError("the match did not go on")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_game_plays_through_the_window(qtbot, variant):
    rules = VARIANTS[variant]
    w, host = _window(qtbot, rules, seat=1 % rules.players)
    _play_match(qtbot, w, host, max_deals=2)
    c = w.controller
    assert isinstance(c.match, RemoteMatch)
    assert c.match.finished == host.match.finished[: len(c.match.finished)]  # the real deals, in order
    assert len(c.match.finished) >= 1
    with pytest.raises(HiddenSeat):
        c.match.deal.view_for((host.seat + 1) % rules.players) if not c.match.over else (_ for _ in ()).throw(
            HiddenSeat("over"))
    assert w.end_panel.isVisible() or c.match.over
