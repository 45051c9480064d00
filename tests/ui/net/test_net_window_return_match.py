"""Two real table windows, in this process over real sockets on 127.0.0.1 (issue 58): Anna hosts, Boris joins;
at a deal's end both windows wait for each other's Next deal; Boris leaves while the result shows, the computer
bids for him, he comes back in one click (Game › Return to <table>) to where the match is, hears what the
computer played for him, and the two play the match to its end."""

from __future__ import annotations

import random

import pytest

from tests.ui.ui_helpers import net_main_window
from tests.ui.net.test_net_window_sessions import _host, _step, _stuck, two_tables  # noqa: F401 - a fixture

from belote_desktop.engine import find_variant

RULES = find_variant("classic").with_overrides({"target_score": 300})


def _talk(window) -> list[str]:
    return [make() for make, _ in window.talk.entries()]


def _play_until(qtbot, tables, rng, done, steps: int = 20000) -> None:
    for _ in range(steps):
        if done():
            return
        qtbot.wait(2)
        _step(tables, rng)
    assert done(), _stuck(tables[0].net_table.host_session.host.table, tables)


def _record_readiness(monkeypatch) -> list[tuple]:
    """Each ready and each leaving the host's table takes, as (what, seat, step, the table's step, the seats it
    waited for): said when the table stops waiting too soon."""
    from belote_desktop.net.table import HostTable

    taken: list[tuple] = []
    ready, leave = HostTable.ready, HostTable.leave

    def recorded_ready(table, seat, step):
        taken.append(("ready", seat, step, table.step, sorted(table.ready_wanted)))
        return ready(table, seat, step)

    def recorded_leave(table, seat):
        taken.append(("leave", seat, None, table.step, sorted(table.ready_wanted)))
        return leave(table, seat)

    monkeypatch.setattr(HostTable, "ready", recorded_ready)
    monkeypatch.setattr(HostTable, "leave", recorded_leave)
    return taken


def test_two_windows_host_join_leave_come_back_in_one_click_and_finish_the_match(qtbot, two_tables,  # noqa: F811
                                                                                   monkeypatch):
    taken = _record_readiness(monkeypatch)
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna, rules=RULES)
    two_tables.append(a)
    host = a.net_table.host_session.host
    table = host.table
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1, table_name="Anna's table", remember=True)
    qtbot.addWidget(b)
    two_tables.append(b)
    qtbot.waitUntil(lambda: a.controller.match is not None and b.controller.match is not None, timeout=15000)
    rng = random.Random(11)

    # to the first deal's end: both windows show its result, and the table waits for both before dealing on
    for _ in range(20000):
        qtbot.wait(2)
        _step_without_next_deal((a, b), rng)
        if a.controller.awaiting_continue and b.controller.awaiting_continue:
            break
    assert a.controller.awaiting_continue and b.controller.awaiting_continue, _stuck(table, (a, b))
    if table.match.over:  # one deal passed the 300 points (a capot with declarations: about 1 deal in 80)
        assert table.ready_wanted == set() and a.controller.match.over and b.controller.match.over
        pytest.skip("the first deal ended the match: no next deal to wait for")
    step = table.step
    qtbot.wait(300)
    # nobody's window a deal ahead
    assert table.step == step and table.ready_wanted == {0, 1}, (taken, _talk(a), _talk(b), _stuck(table, (a, b)))
    a.deal_end.continue_deal()  # Anna's Next deal: the table still waits for Boris, and Anna's window says so
    qtbot.waitUntil(lambda: table.ready_wanted == {1}, timeout=5000)
    qtbot.waitUntil(lambda: any("Boris" in line and "next deal" in line.lower() for line in _talk(a)),
                    timeout=5000)
    assert table.step == step
    # Boris leaves while the result shows: the deal goes on, the computer plays for him
    b.close()
    for _ in range(5000):  # Anna plays her turns meanwhile
        if any(seat == 1 for seat, _ in table.match.deal.history):
            break
        qtbot.wait(2)
        _step((a,), rng)
    assert any(seat == 1 for seat, _ in table.match.deal.history), _stuck(table, (a,))
    # one click brings him back to his seat (the window remembered the table, its code and his token)
    assert boris.menus.act_return.isVisible() and "Anna's table" in boris.menus.act_return.text()
    boris.menus.act_return.trigger()
    b2 = boris.net_play.tables[-1]
    qtbot.addWidget(b2)
    two_tables.append(b2)
    qtbot.waitUntil(lambda: b2.controller.match is not None, timeout=10000)
    assert b2.controller.human_seat == 1 and table.seats[1].connected
    played_for_him = sum(1 for seat, _ in table.match.deal.history if seat == 1)
    assert played_for_him >= 1
    qtbot.waitUntil(lambda: any("away" in line.lower() for line in _talk(b2)), timeout=5000)
    # where the match is: the deal as it stands, the deals over on his score sheet
    assert b2.controller.match.finished and len(b2.controller.match.finished) == len(table.match.finished)
    # and the two play the match to its end
    _play_until(qtbot, (a, b2), rng, lambda: a.controller.match.over and b2.controller.match.over)
    assert table.match.over and a.controller.match.winner == b2.controller.match.winner == table.match.winner
    assert [d.history for d in b2.controller.match.finished] == [d.history for d in table.match.finished]


def _step_without_next_deal(tables, rng) -> None:
    """Each window plays its own seat, but nobody presses Next deal."""
    from belote_desktop.ai import choose_action

    for t in tables:
        c = t.controller
        if c.match is None or t.animator.busy or c.network.ended or c.awaiting_continue:
            continue
        if c.is_human_turn() and not c.steps.queue:
            c.human_action(choose_action(c.view(), "beginner", rng))
