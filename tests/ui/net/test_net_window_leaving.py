"""Leaving, coming back and ending at a network table, as the window shows them (issue 58): the next deal
waits for every person, the idle warning, the computer playing for a player away and "I'm back", what it
played meanwhile, a seat given to the computer, the host asked to seat a player, and a table that ended
(only what still works is offered). A host in the test's thread (net_feed.FakeHost) sends the messages."""

from __future__ import annotations

import pytest
from tests.ui.net_feed import FakeHost
from PySide6.QtCore import Qt
from tests.ui.ui_helpers import make_settings

from belote_desktop.ai import choose_action
from belote_desktop.engine import PASS, VARIANTS, Card, PlayCard
from belote_desktop.learn import table_words as text
from belote_desktop.app.network_table import NetworkTable

RULES = VARIANTS["classic"]


class WaitingHost(FakeHost):
    """A FakeHost whose next deal waits for its people to press Next deal (the ``waiting`` events), and whose
    computer plays this seat too while its player is away."""

    def __init__(self, *args, waiting_first=True, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.wanted: set[int] = set()
        self.away = False
        self.waiting_first = waiting_first  # the waiting before the views (as net.host sends it), or after
        self._deal_closing = False

    def _apply(self, seat, action) -> None:
        deals = len(self.match.finished)
        after = self.match.apply(action)
        self._deal_closing = len(after.finished) > deals and not after.over
        if self._deal_closing:
            self.wanted = ({self.seat} if not self.away else set()) | set(self.people)
        super()._apply(seat, action)
        if self._deal_closing and not self.waiting_first:
            self._send_waiting()
        self._deal_closing = False

    def _send_view(self) -> None:
        if self._deal_closing and self.waiting_first:
            self._send_waiting()
        super()._send_view()

    def _send_waiting(self) -> None:
        self._send({"type": "event", "what": "waiting", "seat": -1, "seats": sorted(self.wanted)})

    def play_others(self, limit: int = 10_000) -> None:
        for _ in range(limit):
            if self.match.over or self.wanted or (self.match.current_player() == self.seat and not self.away):
                return
            seat = self.match.current_player()
            self._apply(seat, choose_action(self.match.view_for(seat), self.level, self.rng))

    def is_ready(self, seat: int) -> None:
        self.wanted.discard(seat)
        self._send_waiting()
        if not self.wanted:
            self._later()

    def ready(self) -> None:
        self.readied += 1
        self.is_ready(self.seat)

    def back(self) -> None:
        self.came_back += 1


def _window(qtbot, seat=1, people=(2,), seed=4, waiting_first=True):
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = WaitingHost(RULES, seat, seed=seed, people=people, waiting_first=waiting_first)
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    host.welcome()
    return w, host


def _talk(w) -> list[str]:
    return [make() for make, _ in w.talk.entries()]


def _said(w) -> list[str]:
    return [message for message, _ in w.context.speech.history]


def _settled(w) -> bool:
    c = w.controller
    return c.match is not None and not c.steps.queue and not w.animator.busy


def _play_to_deal_end(qtbot, w, host) -> None:
    """This seat plays until a deal's result is on screen."""
    c = w.controller
    for _ in range(3000):
        qtbot.wait(1)
        if c.awaiting_continue and _settled(w) and w.end_panel.isVisible():
            return
        if c.is_human_turn() and _settled(w):
            assert c.human_action(choose_action(c.view(), "beginner", host.rng))
    raise AssertionError("no deal ended")


@pytest.mark.parametrize("waiting_first", [True, False])
def test_the_next_deal_waits_for_every_person_and_says_for_whom(qtbot, waiting_first, tmp_path):
    w, host = _window(qtbot, waiting_first=waiting_first)
    c = w.controller
    _play_to_deal_end(qtbot, w, host)
    assert c.network.waiting_for == (1, 2) and host.readied == 0  # nothing said for the player before he goes on
    steps = host.step
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # Next deal, by Enter: the host is told, the window deals
    assert host.readied == 1 and c.network.waiting_for == (2,)
    qtbot.waitUntil(lambda: _settled(w) and not w.end_panel.isVisible(), timeout=5000)
    words = "Waiting for P2 to start the next deal…"
    assert "Next deal: waiting for P2…" in w.side.status.text()
    w.grab().save(str(tmp_path / "net_leaving_waiting.png"))
    assert _talk(w).count(words) == 1 and _said(w).count(words) == 1  # said once
    new_deal = next(i for i, line in enumerate(_talk(w)) if line.startswith("Deal 2:"))
    assert _talk(w).index(words) > new_deal  # in the new deal's talk
    assert not c.is_human_turn() and c.current_player() == -1 and host.step == steps
    # a card played now would be dropped by the host: the window says why instead
    hand = [a for a in c.match.deal.view_for(1).legal_actions] or [PASS]
    assert not c.human_action(hand[0])
    assert w.toast.isVisible() and words in w.toast.text()
    # P2 presses Next deal: the deal goes on, the status line no longer waits
    host.is_ready(2)
    assert c.network.waiting_for == ()
    qtbot.waitUntil(lambda: host.step > steps or c.is_human_turn(), timeout=5000)
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    assert "Next deal" not in w.side.status.text()
    assert _talk(w).count(words) == 1


def test_idle_warning_away_and_back(qtbot, tmp_path):
    w, host = _window(qtbot)
    c = w.controller
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    host._send({"type": "event", "what": "idle_warning", "seat": 1, "seconds": 17})
    assert w.toast.isVisible() and "17 s" in w.toast.text() and "computer plays for you" in w.toast.text()
    assert any("17 s" in line for line in _said(w))
    # another seat away: the talk says so and it is no longer waited for as a person
    host._send({"type": "event", "what": "away", "seat": 2, "name": "P2"})
    assert "The computer plays for P2: they are away." in _talk(w)
    assert not c.seat_model.is_person(2)
    host._send({"type": "event", "what": "came_back", "seat": 2, "name": "P2"})  # he never left: back, not again
    assert "P2 is back: the computer no longer plays for them." in _talk(w) and c.seat_model.is_person(2)
    assert "P2 came back to the table." not in _talk(w)
    # this seat away: a bar with I'm back, and Game › I'm back (Ctrl+B)
    host._send({"type": "event", "what": "away", "seat": 1, "name": "P1"})
    bar = w.net_table.presence.bar
    assert c.network.away and bar.isVisible() and bar.kind == "away"
    assert [b.text() for b in bar.buttons] == ["I'm &back"]
    action = w.net_table.presence.back_action
    assert action.isVisible() and action.isEnabled() and action.shortcut().toString() == "Ctrl+B"
    assert action in w.menus.menu_game.actions()
    assert any("computer plays for you now" in line for line in _said(w))
    qtbot.wait(50)
    w.grab().save(str(tmp_path / "net_leaving_away.png"))
    bar.buttons[0].click()
    assert host.came_back == 1
    action.trigger()
    assert host.came_back == 2
    host._send({"type": "event", "what": "came_back", "seat": 1, "name": "P1"})
    assert not c.network.away and not bar.isVisible() and not action.isVisible()
    assert "You are back at your seat." in _talk(w)


@pytest.mark.parametrize("new_view", [False, True])
def test_away_at_a_deal_end_and_back_shows_the_table_as_it_stands(qtbot, new_view):
    """Away at a deal's end, the computer plays on for him; back, his window drops the stale result and the
    steps it had queued, shows where the match is, every deal on the score sheet, and what was played.
    ``new_view``: the host sends his view again (as to a player who comes back on a new connection)."""
    w, host = _window(qtbot, people=())
    c = w.controller
    _play_to_deal_end(qtbot, w, host)
    host.away = True
    host._send({"type": "event", "what": "away", "seat": 1, "name": "P1"})
    host.wanted.clear()
    played_for = []
    ended = len(host.match.finished)
    for _ in range(10_000):  # past the next deal's end and a few moves into the one after
        if len(host.match.finished) > ended and len(host.match.deal.history) >= host.rules.players + 1:
            break
        seat = host.match.current_player()
        action = choose_action(host.match.view_for(seat), "beginner", host.rng)
        if seat == 1:
            played_for.append(action)
        host._apply(seat, action)
        host.wanted.clear()
    deals = len(host.match.finished)
    assert c.awaiting_continue and c.network.catching_up and len(c.match.finished) < deals
    # he is back: came_back, his view as it stands, then what the computer played for him in this deal
    host.away = False
    host._send({"type": "event", "what": "came_back", "seat": 1, "name": "P1"})
    if new_view:
        host._send_view()
    this_deal = [a for s, a in host.match.deal.history if s == 1]
    host._send({"type": "event", "what": "while_away", "seat": 1, "moves": len(played_for), "deals": 1,
                "actions": [], "parsed": this_deal})
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    assert not c.awaiting_continue and not w.end_panel.isVisible()
    assert c.view() == host.match.view_for(1)
    assert len(c.match.finished) == deals and list(c.match.scores) == list(host.match.scores)
    assert w.score_model.rowCount() == deals + 1
    summary = next(line for line in _talk(w) if line.startswith("While you were away"))
    assert f"({len(played_for)} moves)" in summary and "1 deal ended meanwhile." in summary
    assert text.spoken(summary) in _said(w)  # to a screen reader too, in words without symbols


def test_what_the_computer_played_is_said_in_the_windows_card_words(qtbot):
    w, host = _window(qtbot)
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    seven = PlayCard(Card.parse("7H"))
    host._send({"type": "event", "what": "while_away", "seat": 1, "moves": 2, "deals": 0,
                "actions": [], "parsed": [PASS, seven]})
    words = "While you were away the computer played for you: Pass, 7♥ (2 moves)."
    assert words in _talk(w)
    assert text.spoken(words) in _said(w) and "Pass, Seven of Hearts" in text.spoken(words)
    host._send({"type": "event", "what": "while_away", "seat": 2, "moves": 1, "deals": 0,
                "actions": [], "parsed": [PASS]})  # another seat's: not this window's business
    assert _talk(w).count(words) == 1 and len([x for x in _talk(w) if x.startswith("While")]) == 1


def test_a_seat_given_to_the_computer_and_this_player_removed(qtbot):
    w, host = _window(qtbot)
    c = w.controller
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    host._send({"type": "event", "what": "removed", "seat": 2, "name": "P2"})
    assert "The host gave P2's seat to the computer for the rest of the match." in _talk(w)
    assert not c.seat_model.is_person(2)
    host._send({"type": "ended", "reason": "refused", "refusal": "removed", "detail": "the host gave your seat"})
    bar = w.net_table.presence.bar
    assert bar.isVisible() and bar.title.text().startswith("The host removed you from this table.")
    assert any(line.startswith("The host removed you from this table.") for line in _said(w))
    assert not c.is_human_turn() and w.isVisible()  # his window stays, with what still works


def test_the_host_asked_to_seat_a_player_mid_match(qtbot, tmp_path):
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = WaitingHost(RULES, 1, seed=4, people=())
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.show()
    controller.on_message({"type": "asking", "detail": "the host is asked to let you sit down"})
    bar = w.net_table.presence.bar
    words = "The host is asked to let you sit down…"
    assert bar.isVisible() and bar.title.text() == words and words in _talk(w) and words in _said(w)
    w.grab().save(str(tmp_path / "net_leaving_asking.png"))
    host.welcome()  # the host's player said yes
    assert not bar.isVisible()


def test_the_host_closes_mid_deal_the_queued_steps_go_and_nothing_is_left_to_play(qtbot, tmp_path):
    w, host = _window(qtbot, people=())
    c = w.controller
    qtbot.waitUntil(lambda: _settled(w) and c.is_human_turn(), timeout=5000)
    shown = c.network.step
    c.set_busy(True)  # the table animates: what comes now waits in the queue
    host.act(choose_action(c.view(), "beginner", host.rng))
    host.play_others()
    assert c.network.catching_up
    host.close()
    assert not c.network.catching_up and c.network.ended == ("closed", "")
    c.set_busy(False)
    qtbot.wait(20)
    assert c.network.step == shown  # nothing dropped was shown
    assert not c.is_human_turn() and c.current_player() == -1
    w.refresh()
    m = w.menus
    assert not m.act_suggest.isEnabled() and not m.act_undo.isEnabled() and not m.act_claim.isEnabled()
    bar = w.net_table.presence.bar
    assert bar.isVisible() and bar.kind == "ended"
    assert [b.text() for b in bar.buttons] == ["Back to &my own game"]  # no deal over yet: nothing to replay
    assert "The host closed the table." in _talk(w)
    w.grab().save(str(tmp_path / "net_leaving_closed_mid_deal.png"))
    _bar_follows_the_language(qtbot, bar)
    bar.buttons[-1].click()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)


def test_the_host_closes_at_a_deal_end_next_deal_goes_replay_and_review_stay(qtbot, tmp_path):
    w, host = _window(qtbot, people=())
    c = w.controller
    _play_to_deal_end(qtbot, w, host)
    panel = w.end_panel
    assert panel.continue_button.isVisible()
    host.close()
    assert panel.isVisible() and not panel.continue_button.isVisible()
    assert panel.new_game_button.isVisible() and panel.new_game_button.text() == "Back to &my own game"
    assert panel.replay_button.isVisible() == (not c.match.finished[-1].thrown_in)
    bar = w.net_table.presence.bar
    assert bar.isVisible() and bar.title.text() == "The host closed the table." and not bar.buttons  # the panel's
    readied = host.readied
    w.deal_end.controller.continue_deal()  # Next deal, by any path, does nothing now
    assert host.readied == readied and c.awaiting_continue
    w.grab().save(str(tmp_path / "net_leaving_closed_at_end.png"))
    qtbot.keyClick(panel, Qt.Key.Key_Return)  # Enter: the panel's first button, back to one's own game
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)


def _bar_follows_the_language(qtbot, bar) -> None:
    """A change of language makes the bar's words again (here its title, a sentence already translated)."""
    from PySide6.QtWidgets import QApplication

    from belote_desktop import i18n

    english = bar.title.text()
    app = QApplication.instance()
    assert i18n.install_language(app, "fr")
    try:
        qtbot.waitUntil(lambda: bar.title.text() != english, timeout=3000)
        assert bar.isVisible() and bar.kind == "ended" and bar.buttons
    finally:
        i18n.install_language(app, "en")
    qtbot.waitUntil(lambda: bar.title.text() == english, timeout=3000)


def test_back_between_two_deals_the_window_is_ready_at_once(qtbot):
    """A player who comes back (a new window, his token) while the next deal waits is sent whom it waits for
    before his view: he has no deal's end to press Next deal on, so his window is ready for him."""
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = WaitingHost(RULES, 1, seed=4, people=(2,))
    host.attach(controller)
    host.auto = False
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.show()
    host.wanted = {1, 2}
    host._deal_closing = True  # the waiting goes out before his view, as net.host sends it
    host.welcome()
    host._deal_closing = False
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    assert host.readied == 1 and not w.end_panel.isVisible()
    assert "Next deal: waiting for P2…" in w.side.status.text() and not controller.is_human_turn()
    host.is_ready(2)
    host.play_others()
    qtbot.waitUntil(lambda: _settled(w) and controller.is_human_turn(), timeout=5000)
    assert host.readied == 1  # once


def test_a_friend_who_comes_back_sees_his_new_connection_words(qtbot):
    """Issue 70: the host's talk says "Boris's connection: sled skate coast (846 650)…" when Boris comes back; his
    own window says the same words (and to a screen reader), as when he first sat down, so that the two screens
    can still be compared after a return."""
    w, host = _window(qtbot)
    host.short_words, host.short_number = "sled skate coast", "846 650"  # the new connection's (a ClientSession's)
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    host._send({"type": "event", "what": "came_back", "seat": 1, "name": "P1"})
    told = [line for line in _talk(w) if "sled skate coast (846 650)" in line]
    assert len(told) == 1 and told[0].startswith("Your connection's words:")
    assert any("sled skate coast (846 650)" in line for line in _said(w))


def test_a_removed_players_seat_is_the_computers_for_the_rest_of_the_match(qtbot):
    """Issue 70: a removed player is not coming back: the line under his plate does not say "until they come
    back" (it does for a player who left)."""
    w, host = _window(qtbot)
    qtbot.waitUntil(lambda: _settled(w), timeout=5000)
    host._send({"type": "event", "what": "left", "seat": 2, "name": "P2"})
    host._send({"type": "event", "what": "replaced", "seat": 2, "name": "P2"})
    assert "until they come back" in w.seats.details()[2]
    host._send({"type": "event", "what": "removed", "seat": 2, "name": "P2"})
    detail = w.seats.details()[2]
    assert "come back" not in detail and "rest of the match" in detail
