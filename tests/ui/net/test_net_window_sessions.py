"""Two table windows at one real table (issue 36): the host's window (Game > Host a table: a HostSession and
its own player through 127.0.0.1) and a friend's (Game > Join a table), in this process, over real sockets on
the loopback address. They play to the end of a match; a friend who leaves is replaced and comes back; the
host who closes leaves the friend a copy that the host resumes."""

from __future__ import annotations

import random
import threading

import pytest
from tests.ui.ui_helpers import net_main_window

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant

RULES = find_variant("classic").with_overrides({"target_score": 200})


def _host(qtbot, main, seats=("you", "open", "computer", "computer"), rules=RULES):
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    choice = HostChoice(rules, list(seats), ["beginner"] * 4, "Anna", "Anna's table", False)
    table = main.net_play.host(choice)
    assert table is not None
    qtbot.addWidget(table)
    return table


def _step(tables, rng):
    """Each window plays its own seat when it is its turn and goes on after a deal."""
    for t in tables:
        c = t.controller
        if c.match is None or t.animator.busy or c.network.ended:
            continue
        if c.awaiting_continue:
            if not c.match.over:
                t.deal_end.continue_deal()
        elif c.is_human_turn() and not c.steps.queue:
            c.human_action(choose_action(c.view(), "beginner", rng))


def _stuck(table, windows):
    """What each side waits for, when a match did not end."""
    return {"host_step": table.step, "to_move": table.to_move(), "seats": table.seat_list(),
            "windows": [{"seat": t.controller.human_seat, "queue": len(t.controller.steps.queue),
                         "awaiting": t.controller.awaiting_continue, "busy": t.animator.busy,
                         "ended": t.controller.network.ended, "step": t.controller.match.step if t.controller.match else None,
                         "my_turn": t.controller.is_human_turn()} for t in windows]}


@pytest.fixture
def two_tables(qtbot):
    opened = []
    yield opened
    for t in opened:
        t.close()
    qtbot.waitUntil(lambda: not any(th.name.startswith("belote") for th in threading.enumerate()
                                    if th.is_alive() and th is not threading.current_thread()), timeout=15000)


def test_two_windows_play_a_match_at_one_table(qtbot, two_tables):
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna)
    two_tables.append(a)
    host = a.net_table.host_session.host
    assert a.net_table.waiting_panel.isVisible() and a.net_table.waiting_panel.code == host.code
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1, table_name="Anna's table")
    qtbot.addWidget(b)
    two_tables.append(b)
    qtbot.waitUntil(lambda: a.controller.match is not None and b.controller.match is not None, timeout=15000)
    assert a.controller.human_seat == 0 and b.controller.human_seat == 1
    qtbot.waitUntil(lambda: a.names()[1] == "Boris" and b.names()[0] == "Anna", timeout=5000)
    # the host's window knows its computer players' levels; a friend's says no more than it knows
    assert "Beginner" in a.seats.details()[2] and "Computer player" in b.seats.details()[2]
    # the short words of Boris's connection: in his window and beside his name in Anna's (issue 58)
    words = b.controller.network.session.short_words
    assert words and len(words.split()) == 3
    talk = lambda t: [t.log.item(i).text() for i in range(t.log.count())]  # noqa: E731
    qtbot.waitUntil(lambda: any(words in line and "Boris" in line for line in talk(a)), timeout=5000)
    assert any(words in line and "Your connection" in line for line in talk(b))
    assert not any("Your connection" in line for line in talk(a))  # the host's own window: nothing to compare
    assert any(words in m and "Boris" in m for m, _ in a.context.speech.history)  # said to a screen reader too
    assert any(words in m for m, _ in b.context.speech.history)
    rng = random.Random(3)
    for _ in range(20000):
        qtbot.wait(2)
        _step((a, b), rng)
        if a.controller.match.over and b.controller.match.over:
            break
    table = host.table
    assert table.match.over, _stuck(table, (a, b))
    assert table.match.over and a.controller.match.winner == b.controller.match.winner == table.match.winner
    for t, seat in ((a, 0), (b, 1)):
        assert [d.history for d in t.controller.match.finished] == [d.history for d in table.match.finished]
        played = [d for d in t.controller.match.finished if not d.thrown_in]
        assert played == [d for d in table.match.finished if not d.thrown_in]  # the real deals, for Review
        assert t.controller.view() == table.match.view_for(seat) or t.controller.match.over


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_a_friend_leaves_comes_back_and_keeps_a_copy_when_the_host_closes(qtbot, two_tables, tmp_path):
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna, rules=RULES.with_overrides({"target_score": 3000}))  # a match that lasts
    two_tables.append(a)
    host = a.net_table.host_session.host
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1)
    qtbot.addWidget(b)
    qtbot.waitUntil(lambda: b.controller.match is not None and a.controller.match is not None, timeout=15000)
    rng = random.Random(5)
    for _ in range(100):
        qtbot.wait(2)
        _step((a, b), rng)
    assert not host.table.match.over
    # Boris leaves: the computer plays his seat at once; Anna's table talk says so
    b.close()
    qtbot.waitUntil(lambda: not a.controller.seat_model.is_person(1), timeout=10000)
    qtbot.waitUntil(lambda: any("Boris left" in make() for make, _ in a.talk.entries()), timeout=5000)
    # his name alone (a program with the code, on another computer) gets neither his seat nor his hand
    import asyncio

    from belote_desktop.net.client import Client, Refused
    from belote_desktop.app.net_return import kept_token

    async def impostor() -> str:
        try:
            await Client("127.0.0.1", host.port, host.code, "Boris").connect()
        except Refused as refused:
            return refused.reason
        return "seated"

    assert asyncio.run(asyncio.wait_for(impostor(), 10)) == "name_taken"
    # ... and he comes back to his seat with the code and his seat's token, which his window kept on disk: a
    # restarted window (a new main window) reads it there
    token = kept_token("127.0.0.1", "Boris")
    assert token is not None and host.table.seats[1].token_hash
    boris = net_main_window(qtbot, "Boris")
    b2 = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", None)
    qtbot.addWidget(b2)
    two_tables.append(b2)
    qtbot.waitUntil(lambda: b2.controller.match is not None, timeout=10000)
    assert b2.controller.human_seat == 1 and b2.net_table.host_session is None
    qtbot.waitUntil(lambda: a.controller.seat_model.is_person(1), timeout=10000)
    qtbot.waitUntil(lambda: any("Boris came back" in make() for make, _ in a.talk.entries()), timeout=5000)
    for _ in range(20000):  # to the end of a deal: Boris then holds a copy of the match
        qtbot.wait(2)
        _step((a, b2), rng)
        if b2.net_table.copy_file is not None and not a.controller.match.over:
            break
    # the host closes the table
    a.close()
    qtbot.waitUntil(lambda: b2.controller.network.ended is not None, timeout=10000)
    assert b2.controller.network.ended[0] == "closed"
    assert any("The host closed the table" in make() for make, _ in b2.talk.entries())
    copy = b2.net_table.copy_file
    assert copy is not None and copy.exists()
    # the host resumes from Boris's copy (same machine here: the same key) and the match goes on from there
    steps = len(host.table.match.actions())
    resumed = anna.net_play.resume(copy)
    assert resumed is not None
    qtbot.addWidget(resumed)
    two_tables.append(resumed)
    again = resumed.net_table.host_session.host
    assert again.table.match.finished == host.table.match.finished[: len(again.table.match.finished)]
    assert len(again.table.match.actions()) <= steps and again.table.match.finished
    # the copy kept the seats: Boris's is his (his token's hash), Anna's hers; each sits down again with the token
    assert [s.name for s in again.table.seats[:2]] == ["Anna", "Boris"]
    b3 = boris.net_play.join("127.0.0.1", again.port, again.code, "Boris", 1)  # Boris sits down again
    qtbot.addWidget(b3)
    two_tables.append(b3)
    qtbot.waitUntil(lambda: resumed.controller.match is not None and b3.controller.match is not None, timeout=10000)
    assert resumed.controller.human_seat == 0 and b3.controller.human_seat == 1
    assert kept_token("127.0.0.1", "Boris") == token
    # it goes on from the copy: the deals before it on the score sheet (the host's past_deals), the scores
    qtbot.waitUntil(lambda: len(resumed.controller.match.finished) >= len(again.table.match.finished), timeout=5000)
    played = [d for d in again.table.match.finished if not d.thrown_in]
    assert [d for d in b3.controller.match.finished if not d.thrown_in][: len(played)] == played
    assert resumed.score_model.rowCount() == len(resumed.controller.match.finished) + 1


def test_a_hosted_table_is_found_on_the_network_and_its_code_shown_again(qtbot, two_tables):
    """Game > Host a table answers the network's probes (here on the loopback address and a free UDP port):
    Join a table lists it, without its code; the host's menu shows the code again."""
    import socket

    from belote_desktop.net.discovery import find_tables
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    anna = net_main_window(qtbot, "Anna")
    anna.net_play.discovery_port = port
    choice = HostChoice(find_variant("belot_3p"), ["you", "open", "computer"], ["beginner"] * 3, "Anna",
                        "Anna's table", True)
    a = anna.net_play.host(choice)
    assert a is not None
    two_tables.append(a)
    found = find_tables(timeout=1.0, port=port, addresses=("127.0.0.1",))
    for _ in range(10):  # the host's own window takes its seat a moment after the table opens (on a loaded machine)
        if found and list(found[0].open_seats) == [1]:
            break
        qtbot.wait(200)
        found = find_tables(timeout=0.5, port=port, addresses=("127.0.0.1",))
    net = a.net_table
    assert [(t.name, t.variant, t.port) for t in found] == [("Anna's table", "belot_3p", net.host_session.host.port)]
    assert list(found[0].open_seats) == [1]
    net.waiting_panel.hide()
    assert a.menus.act_table_open.isVisible()
    a.menus.act_table_open.trigger()
    assert net.waiting_panel.isVisible() and net.waiting_panel.code == net.host_session.host.code


def test_a_wrong_code_is_said_in_words_and_the_empty_window_closes(qtbot, two_tables):
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna)
    two_tables.append(a)
    host = a.net_table.host_session.host
    wrong = "ABCDEF" if host.code != "ABCDEF" else "GHJKMN"
    told: list[str] = []
    boris.net_play.messages.notify = told.append  # type: ignore[method-assign]
    b = boris.net_play.join("127.0.0.1", host.port, wrong, "Boris", 1)
    b.messages.notify = told.append  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: b.controller.network.ended is not None, timeout=10000)
    assert b.controller.network.ended[0] == "refused" and b.controller.network.refusal == "bad_code"
    assert told and "Wrong code, or not the table you were given" in told[-1]
    qtbot.waitUntil(lambda: not b.isVisible(), timeout=5000)  # nothing to look at: the window closed itself
    assert not a.controller.seat_model.is_person(1)  # the seat stays open for the right code
