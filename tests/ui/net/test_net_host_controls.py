"""The host's say over the seats of his table, in his window: the questions of people asking to sit down
mid-match (each its own, non-modal, No by default), the "Table open" panel's seat buttons (Remove Bob, Give to
the computer), the idle limit chosen in the Host dialog and told at the table, and a friend's one-click return
to the last table joined (the Game menu's entry; the file beside the seat tokens: tests/app/test_net_return.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QPushButton

from belote_desktop.engine import find_variant
from belote_desktop.ui.dialogs.host_dialog import (
    DEFAULT_IDLE_LIMIT, IDLE_LIMITS, HostChoice, HostDialog, WaitingPanel, seat_action,
)
from belote_desktop.ui.window.menus import Menus
from belote_desktop.ui.window.net_host import (
    SeatRemoval, SeatRequestBox, SeatRequests, idle_limit_words, removal_question,
)
from belote_desktop.ui.audio.voice import Speech

RULES = find_variant("classic")


class FakeSession:
    """A HostSession's seat calls, written down."""

    def __init__(self, seats=None) -> None:
        self.answers: list[tuple[int, bool]] = []
        self.removed: list[int] = []
        self._seats = seats or []

    def answer_seat_request(self, request: int, yes: bool, not_this_match: bool = False) -> None:
        self.answers.append((request, "not this match" if not_this_match else yes))

    def remove_seat(self, seat: int) -> None:
        self.removed.append(seat)

    def seats(self):
        return list(self._seats)


class FakeTalk:
    def __init__(self) -> None:
        self.lines: list = []

    def log(self, message, kind: str = "plain") -> None:
        self.lines.append(message if callable(message) else (lambda m=message: m))

    def said(self) -> list[str]:
        return [make() for make in self.lines]


# -- the idle limit -----------------------------------------------------------------------------------

def test_the_host_chooses_the_idle_limit_and_old_choices_still_load(qtbot):
    dialog = HostDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    offered = [dialog.idle_limit.itemData(i) for i in range(dialog.idle_limit.count())]
    assert offered == list(IDLE_LIMITS) and 0 in offered  # 0: never
    assert dialog.chosen().idle_limit == DEFAULT_IDLE_LIMIT == 120
    assert "2 minutes" in dialog.idle_limit.currentText()
    assert dialog.idle_limit.accessibleName() == "When a player does not move"
    dialog.idle_limit.setCurrentIndex(dialog.idle_limit.findData(300))
    chosen = dialog.chosen()
    assert chosen.idle_limit == 300 and HostChoice.from_dict(chosen.to_dict()) == chosen
    again = HostDialog(player_name="Anna", last=chosen.to_dict())
    qtbot.addWidget(again)
    assert again.chosen().idle_limit == 300
    old = {k: v for k, v in chosen.to_dict().items() if k != "idle_limit"}  # remembered before the choice
    assert HostChoice.from_dict(old).idle_limit == DEFAULT_IDLE_LIMIT
    for odd in (7, "120", True, None, -60):
        assert HostChoice.from_dict(dict(chosen.to_dict(), idle_limit=odd)).idle_limit == DEFAULT_IDLE_LIMIT


def test_the_idle_limit_in_the_tables_words():
    assert "for 1 minute," in idle_limit_words(60)
    assert "5 minutes" in idle_limit_words(300) and "2 minutes" in idle_limit_words(120)
    assert "waits" in idle_limit_words(0) and "computer" not in idle_limit_words(0)
    assert "90 seconds" in idle_limit_words(90)


# -- Table open: the seat buttons ------------------------------------------------------------------------

SEATS_MID_MATCH = [
    {"seat": 0, "kind": "remote", "name": "Ana"},  # the host's own seat, as the table lists it
    {"seat": 1, "kind": "remote", "name": "Bob", "away": True},
    {"seat": 2, "kind": "computer", "name": "Chloé"},  # left, may come back
    {"seat": 3, "kind": "computer", "name": ""},
]


def _panel(qtbot, seats=None) -> WaitingPanel:
    panel = WaitingPanel(None, rules=RULES, code="K7MQ2XAB", port=41234, table_name="Ana's table",
                         addresses=["192.168.1.20"], host_seat=0)
    qtbot.addWidget(panel)
    if seats is not None:
        panel.set_seats(seats)
    return panel


def test_each_seat_has_the_hosts_button_named_for_a_screen_reader(qtbot):
    panel = _panel(qtbot, SEATS_MID_MATCH)
    panel.show()
    visible = [b.isVisible() for b in panel.seat_buttons]
    assert visible == [False, True, True, False]  # not the host himself, nor a computer seat from the start
    assert panel.seat_buttons[1].text() == "Remove Bob"
    assert panel.seat_buttons[2].text() == "Give to the computer"
    assert panel.seat_buttons[1].accessibleName().startswith("East") and "rest of the match" in \
        panel.seat_buttons[1].accessibleName()
    assert "away" in panel.seat_lines()[1] and "for Chloé who left" in panel.seat_lines()[2]
    requested = []
    panel.removeRequested.connect(lambda seat, name: requested.append((seat, name)))
    qtbot.mouseClick(panel.seat_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.seat_buttons[2], Qt.MouseButton.LeftButton)
    assert requested == [(1, "Bob"), (2, "Chloé")]
    # removed: the computer's for good, no button any more
    panel.set_seats([SEATS_MID_MATCH[0], {"seat": 1, "kind": "computer", "name": "", "removed": True},
                     *SEATS_MID_MATCH[2:]])
    assert not panel.seat_buttons[1].isVisible() and "rest of the match" in panel.seat_lines()[1]
    assert panel.start_button.isVisible()
    panel.set_started()  # mid-match: no Start now, and the summary says what the buttons are for
    assert not panel.start_button.isVisible() and "The match is on" in panel.summary.text()
    assert panel.seat_buttons[2].isVisible()


def test_the_seat_buttons_follow_the_tab_order_and_enter_still_starts(qtbot):
    panel = _panel(qtbot, SEATS_MID_MATCH)
    panel.show()
    order, widget = [], panel.copy_button
    while len(order) < 4:  # what Tab reaches: the focus chain's shown, enabled widgets that take Tab
        widget = widget.nextInFocusChain()
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            order.append(widget)
    assert order == [panel.seat_buttons[1], panel.seat_buttons[2], panel.close_button, panel.start_button]
    assert panel.start_button.isDefault() and not any(b.autoDefault() for b in panel.seat_buttons)


def test_the_panel_before_the_start_offers_open_seats_to_the_computer(qtbot):
    panel = _panel(qtbot)  # as first shown: the host and open seats
    panel.show()
    assert [b.isVisible() for b in panel.seat_buttons] == [False, True, True, True]
    assert all("Waiting for a friend" in line for line in panel.seat_lines()[1:])
    panel.set_started()  # the seats nobody took: the computer's, until someone asks for one
    assert all("may ask you for this seat" in line for line in panel.seat_lines()[1:])
    assert [b.isVisible() for b in panel.seat_buttons] == [False, True, True, True]
    assert panel.diagram.kinds[1:] == ["computer"] * 3
    assert seat_action({"seat": 2, "kind": "remote", "name": "Bob", "connected": False}) == "remove"
    assert seat_action({"seat": 2, "kind": "computer", "name": ""}) == ""


def test_removing_asks_plainly_then_gives_the_seat_to_the_computer(qtbot):
    panel = _panel(qtbot, SEATS_MID_MATCH)
    session = FakeSession()
    removal = SeatRemoval(panel, session, RULES, 0, interactive=True)
    title, question, yes, no = removal_question("East", "Bob", seated=True)
    assert yes == "Remove Bob" and "rest of the match" in question and "cannot come back" in question
    assert "nobody can sit there" in removal_question("West", "", seated=False)[1]

    def answer(keep: bool) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.defaultButton().text() == no  # Enter keeps Bob
        if keep:
            box.reject()  # Esc: keep him
        else:
            next(b for b in box.findChildren(QPushButton) if b.text() == yes).click()

    QTimer.singleShot(50, lambda: answer(True))
    assert not removal.request(1, "Bob", seated=True) and session.removed == []
    QTimer.singleShot(50, lambda: answer(False))
    assert removal.request(1, "Bob", seated=True) and session.removed == [1]


# -- people asking to sit down mid-match -----------------------------------------------------------------

def _requests(qtbot):
    parent = QMainWindow()
    qtbot.addWidget(parent)
    session, talk, speech = FakeSession(), FakeTalk(), Speech()
    return SeatRequests(parent, session, RULES, 0, talk, speech), session, talk, speech


def _boxes(requests: SeatRequests) -> dict[int, SeatRequestBox]:
    return dict(requests.open)


def test_two_requests_at_once_each_get_their_own_question(qtbot):
    requests, session, talk, speech = _requests(qtbot)
    requests.on_event({"event": "seat_request", "request": 4, "seat": 3, "name": "Bob"})
    requests.on_event({"event": "seat_request", "request": 5, "seat": 1, "name": "Dora"})
    boxes = _boxes(requests)
    assert set(boxes) == {4, 5} and all(b.isVisible() and not b.isModal() for b in boxes.values())
    assert boxes[4].pos() != boxes[5].pos()  # the second not hidden under the first
    bob = boxes[4]
    assert "Bob asks to sit down in West's seat, where the computer plays now" in bob.question.text()
    assert bob.yes_button.text().replace("&", "") == "Let Bob sit down"
    assert bob.no_button.isDefault() and not bob.yes_button.autoDefault()  # Enter: No
    said = [m for m, _ in speech.history]
    assert said.count(speech.history[0][0]) == 1 and any("Dora asks" in m for m in said)  # each said once
    qtbot.mouseClick(bob.yes_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(boxes[5], Qt.Key.Key_Escape)  # Esc: No
    assert session.answers == [(4, True), (5, False)] and requests.open == {}
    requests.on_event({"event": "seat_request_over", "request": 4, "seat": 3, "name": "Bob", "outcome": "yes"})
    assert "You let Bob sit down in West's seat." in talk.said()


def test_the_host_may_answer_not_during_this_match(qtbot):
    """Issue 70: a third answer, for a player who asks again and again: no, and no more questions from him for
    the rest of the match. Enter still says No."""
    requests, session, talk, speech = _requests(qtbot)
    requests.on_event({"event": "seat_request", "request": 3, "seat": 1, "name": "Mallory"})
    box = requests.open[3]
    assert box.never_button.text().replace("&", "") == "Not during this match"
    assert box.no_button.isDefault() and not box.never_button.autoDefault()
    assert "Not during this match" in box.accessibleDescription()
    qtbot.mouseClick(box.never_button, Qt.MouseButton.LeftButton)
    assert session.answers == [(3, "not this match")] and requests.open == {} and not box.isVisible()
    requests.on_event({"event": "seat_request_over", "request": 3, "seat": 1, "name": "Mallory", "outcome": "never"})
    told = [line for line in talk.said() if "Mallory" in line]
    assert len(told) == 1 and "rest of the match" in told[0]


@pytest.mark.parametrize("outcome, words", [("gone", "they left"), ("timeout", "unanswered")])
def test_a_request_the_table_ended_first_closes_its_question(qtbot, outcome, words):
    requests, session, talk, speech = _requests(qtbot)
    requests.on_event({"event": "seat_request", "request": 9, "seat": 1, "name": "Bob"})
    box = requests.open[9]
    requests.on_event({"event": "seat_request_over", "request": 9, "seat": 1, "name": "Bob", "outcome": outcome})
    assert not box.isVisible() and requests.open == {}
    assert session.answers == []  # nobody answered: the table's own end
    assert any(words in line for line in talk.said()) and words in speech.last
    box.close()  # a late close of the vanished question sends no answer either
    assert session.answers == []


# -- one-click return ------------------------------------------------------------------------------


def test_the_game_menu_offers_the_return_only_with_a_table_and_never_in_a_tables_window(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    menus = Menus(window)
    menus.retranslate()
    assert not menus.act_return.isVisible()
    menus.set_return_table("Ana & Bob")
    assert menus.act_return.isVisible() and menus.act_return.text() == "Return to Ana && Bob"
    menus.retranslate()
    assert menus.act_return.text() == "Return to Ana && Bob"
    menus.set_return_table(None)
    assert not menus.act_return.isVisible()
    menus.for_network_table()
    menus.set_return_table("Ana's table")
    assert not menus.act_return.isVisible() and not menus.act_return.isEnabled()


def test_enter_on_a_request_keeps_the_computer_at_the_seat(qtbot):
    requests, session, _talk, _speech = _requests(qtbot)
    requests.on_event({"event": "seat_request", "request": 1, "seat": 2, "name": "Bob"})
    box = requests.open[1]
    box.activateWindow()
    box.no_button.setFocus()
    qtbot.keyClick(box.no_button, Qt.Key.Key_Return)
    assert session.answers == [(1, False)] and not box.isVisible()
