"""Leaving, waiting and ending at a real table (issue 58): the host's window and a friend's, in this process,
over real sockets on the loopback address (as test_net_window_sessions.py). The next deal waits for both
people; the host closing at a deal's end or in the middle of one leaves the friend only what still works; an
idle friend is warned, played for by the computer, and comes back to the table as it stands."""

from __future__ import annotations

import random
import threading

import pytest
from tests.ui.ui_helpers import net_main_window

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant

RULES = find_variant("classic").with_overrides({"target_score": 3000})  # a match that lasts


def _table(qtbot, opened, idle_limit=0):
    """Anna hosts (seat 0), Boris joins (seat 1), the computer plays seats 2 and 3."""
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    choice = HostChoice(RULES, ["you", "open", "computer", "computer"], ["beginner"] * 4, "Anna", "Anna's table",
                        False, idle_limit=idle_limit)
    a = anna.net_play.host(choice)
    assert a is not None
    qtbot.addWidget(a)
    opened.append(a)
    host = a.net_table.host_session.host
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1)
    qtbot.addWidget(b)
    opened.append(b)
    qtbot.waitUntil(lambda: a.controller.match is not None and b.controller.match is not None, timeout=15000)
    return a, b, host


@pytest.fixture
def opened(qtbot):
    windows = []
    yield windows
    for t in windows:
        t.close()
    qtbot.waitUntil(lambda: not any(th.name.startswith("belote") for th in threading.enumerate()
                                    if th.is_alive() and th is not threading.current_thread()), timeout=15000)


def _settled(t) -> bool:
    c = t.controller
    return c.match is not None and not c.steps.queue and not t.animator.busy


def _play(qtbot, tables, rng, until, go_on=False, limit=20000) -> None:
    """Each window plays its seat (and goes on after a deal when ``go_on``) until ``until()``."""
    for _ in range(limit):
        if until():
            return
        qtbot.wait(2)
        for t in tables:
            c = t.controller
            if not _settled(t) or c.network.ended:
                continue
            if c.awaiting_continue and go_on:
                t.deal_end.continue_deal()
            elif c.is_human_turn():
                c.human_action(choose_action(c.view(), "beginner", rng))
    raise AssertionError("the table did not get there")


def _at_deal_end(t) -> bool:
    return _settled(t) and t.controller.awaiting_continue and t.end_panel.isVisible()


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_the_next_deal_waits_for_both_and_the_host_closes_at_a_deal_end(qtbot, opened, tmp_path):
    a, b, host = _table(qtbot, opened)
    rng = random.Random(8)
    _play(qtbot, (a, b), rng, lambda: _at_deal_end(a) and _at_deal_end(b))
    assert a.controller.network.waiting_for == b.controller.network.waiting_for == (0, 1)
    # Boris goes on: his window shows the new deal and waits for Anna, who still looks at the deal's end
    b.deal_end.continue_deal()
    qtbot.waitUntil(lambda: b.controller.network.waiting_for == (0,) and _settled(b), timeout=10000)
    assert "Next deal: waiting for Anna…" in b.side.status.text()
    assert "Waiting for Anna to start the next deal…" in [make() for make, _ in b.talk.entries()]
    assert not b.controller.is_human_turn()
    step = host.table.step
    qtbot.wait(300)
    assert host.table.step == step and _at_deal_end(a)  # nobody plays the new deal while Anna reads hers
    told = "The others are ready: the next deal waits for you."
    assert [make() for make, _ in a.talk.entries()].count(told) == 1
    assert told in [message for message, _ in a.context.speech.history]
    # Anna goes on: the deal is played
    a.deal_end.continue_deal()
    qtbot.waitUntil(lambda: not a.controller.network.waiting_for and not b.controller.network.waiting_for, timeout=10000)
    _play(qtbot, (a, b), rng, lambda: host.table.step > step + 4)
    assert "Next deal" not in b.side.status.text()
    # at the next deal's end Anna closes the table while Boris reads his result: no Next deal is left him
    _play(qtbot, (a, b), rng, lambda: _at_deal_end(b) and _at_deal_end(a) and len(b.controller.match.finished) > 1)
    a.close()
    qtbot.waitUntil(lambda: b.controller.network.ended is not None, timeout=10000)
    panel = b.end_panel
    assert panel.isVisible() and not panel.continue_button.isVisible()
    assert panel.new_game_button.isVisible() and "my own game" in panel.new_game_button.text()
    bar = b.net_table.presence.bar
    assert bar.isVisible() and "The host closed the table." in bar.title.text() and "kept" in bar.text.text()
    assert not bar.buttons  # the panel offers what is left; the bar says why, not a toast under the panel
    assert not (b.toast.isVisible() and "closed the table" in b.toast.text())
    b.grab().save(str(tmp_path / "net_real_closed_at_end.png"))


def test_the_host_closes_mid_deal(qtbot, opened, tmp_path):
    a, b, host = _table(qtbot, opened)
    rng = random.Random(9)
    _play(qtbot, (a, b), rng, lambda: len(host.table.match.finished) >= 1 and len(host.table.match.deal.history) > 6,
          go_on=True)
    a.close()
    qtbot.waitUntil(lambda: b.controller.network.ended is not None, timeout=10000)
    qtbot.waitUntil(lambda: _settled(b), timeout=5000)
    c = b.controller
    assert c.network.ended[0] == "closed" and not c.is_human_turn() and not c.network.catching_up
    bar = b.net_table.presence.bar
    assert bar.isVisible() and bar.kind == "ended"
    assert "Back to &my own game" in [button.text() for button in bar.buttons]
    b.refresh()
    assert not b.menus.act_suggest.isEnabled() and not b.menus.act_undo.isEnabled()
    b.grab().save(str(tmp_path / "net_real_closed_mid_deal.png"))


def test_an_idle_friend_is_warned_played_for_and_comes_back(qtbot, opened):
    a, b, host = _table(qtbot, opened, idle_limit=2)
    rng = random.Random(10)
    c = b.controller
    # Anna plays; Boris does nothing: warned, then the computer plays for him
    for _ in range(20000):
        qtbot.wait(2)
        if c.network.away:
            break
        ca = a.controller
        if _settled(a) and not ca.network.ended:
            if ca.awaiting_continue:
                a.deal_end.continue_deal()
            elif ca.is_human_turn():
                ca.human_action(choose_action(ca.view(), "beginner", rng))
    assert c.network.away
    talk = [make() for make, _ in b.talk.entries()]
    assert any("The computer plays for you in" in line for line in talk)
    assert b.net_table.presence.bar.isVisible()
    # (Anna's window reads the same broadcast in its own time: a loaded machine shows it a moment later)
    qtbot.waitUntil(lambda: any("The computer plays for Boris" in make() for make, _ in a.talk.entries()),
                    timeout=10000)
    moves = host.table.seats[1].moves_for
    qtbot.waitUntil(lambda: host.table.seats[1].moves_for > moves, timeout=10000)  # it plays for him
    b.net_table.presence.bar.buttons[0].click()  # I'm back
    qtbot.waitUntil(lambda: not c.network.away, timeout=10000)
    qtbot.waitUntil(lambda: any(make().startswith("While you were away") for make, _ in b.talk.entries()),
                    timeout=10000)
    qtbot.waitUntil(lambda: _settled(b), timeout=10000)
    assert not b.net_table.presence.bar.isVisible() and not b.end_panel.isVisible()
    qtbot.waitUntil(lambda: any("Boris is back" in make() for make, _ in a.talk.entries()), timeout=5000)
    assert c.match.step == host.table.step or c.network.catching_up


@pytest.mark.parametrize("let_in", [False, True])
def test_a_friend_joining_mid_match_is_told_the_host_is_asked(qtbot, opened, let_in, tmp_path):
    """The match began without him: his window says the host is asked; a no reads as one and the empty window
    closes; a yes seats him and the words go."""
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    choice = HostChoice(RULES, ["you", "open", "computer", "computer"], ["beginner"] * 4, "Anna", "Anna's table",
                        False, idle_limit=0)
    a = anna.net_play.host(choice)
    assert a is not None
    qtbot.addWidget(a)
    opened.append(a)
    requests: list[int] = []
    a.net_table.host_events.happened.connect(lambda e: requests.append(e["request"])
                                             if e.get("event") == "seat_request" else None)
    qtbot.waitUntil(lambda: bool(a.controller.seat_model.entries), timeout=10000)  # her own seat taken first
    a.net_table.host_session.start_now()
    qtbot.waitUntil(lambda: a.controller.match is not None, timeout=10000)
    host = a.net_table.host_session.host
    told: list[str] = []
    boris.net_play.messages.notify = told.append
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1)
    qtbot.addWidget(b)
    opened.append(b)
    b.messages.notify = told.append
    qtbot.waitUntil(lambda: bool(requests), timeout=10000)
    qtbot.waitUntil(lambda: b.net_table.presence.bar.isVisible(), timeout=10000)
    words = "The host is asked to let you sit down…"
    assert b.net_table.presence.bar.title.text() == words
    assert words in [make() for make, _ in b.talk.entries()]
    b.grab().save(str(tmp_path / f"net_real_asking_{let_in}.png"))
    a.net_table.host_session.answer_seat_request(requests[0], let_in)
    if let_in:
        qtbot.waitUntil(lambda: b.controller.match is not None, timeout=10000)
        assert b.controller.human_seat == 1 and not b.net_table.presence.bar.isVisible()
    else:
        qtbot.waitUntil(lambda: b.controller.network.ended is not None, timeout=10000)
        assert b.controller.network.refusal == "table_full"
        assert told and told[-1].startswith("The host did not let you sit down")
        qtbot.waitUntil(lambda: not b.isVisible(), timeout=5000)
