"""At a network table another person whose turn it is is waited for as a person: the plate says "Their turn"
and the status line "Waiting for P2 to bid.", not the computer's "Thinking…" (which a computer seat keeps)."""

from __future__ import annotations

from tests.ui.net_feed import FakeHost
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import PASS, VARIANTS, new_match
from belote_desktop.app.network_table import NetworkTable


def test_a_person_is_waited_for_and_a_computer_thinks(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    rules = VARIANTS["classic"]
    seed = 7
    match = new_match(rules, seed=seed, first_dealer=seed % rules.players)
    first = match.current_player()
    second = match.apply(PASS).current_player()
    me = next(s for s in range(rules.players) if s not in (first, second))  # a person bids first, then a computer
    controller = NetworkTable()
    host = FakeHost(rules, me, seed=seed, people=(first,))
    host.auto = False
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    host.welcome()
    qtbot.waitUntil(lambda: not controller.steps.queue and not w.animator.busy and controller.view() is not None,
                    timeout=10000)
    assert controller.current_player() == first and controller.seat_model.is_person(first)
    plate = w.scene.plates[first]
    assert plate.detail == "Their turn"
    assert f"Waiting for P{first} to bid." in w.side.status.text()
    assert "Thinking" not in plate.detail
    # the person bids: the next seat is the computer's, which thinks
    host._apply(first, PASS)
    nxt = host.match.current_player()
    assert nxt == second and not controller.seat_model.is_person(nxt)
    qtbot.waitUntil(lambda: not controller.steps.queue and not w.animator.busy and controller.current_player() == nxt,
                    timeout=10000)
    assert w.scene.plates[nxt].detail == "Thinking…"
    assert w.scene.plates[first].detail != "Their turn"
    assert "Waiting for" not in w.side.status.text()
