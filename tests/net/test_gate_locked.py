"""An address refused for the table's life after MAX_BAD_CODES wrong codes stays refused however many other
addresses guess after it (issue 58, item 4): the gate once kept it only in its memory of the last
MAX_GUESSERS (4,096) addresses heard, and forgot it when 4,096 others had guessed."""

from __future__ import annotations

from belote_desktop.net import gate
from belote_desktop.net.gate import CodeGate


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _lock(codes: CodeGate, clock: FakeClock, address: str) -> None:
    for _ in range(gate.MAX_BAD_CODES):
        clock.now += codes.read_after(address)  # its next code is read once its last is answered
        codes.wrong(address)


def test_a_locked_address_stays_locked_after_5000_others_guessed():
    clock = FakeClock()
    codes = CodeGate(clock=clock)
    _lock(codes, clock, "10.0.0.9")
    assert codes.refused("10.0.0.9")
    for n in range(5000):  # 5,000 other addresses guess once each, more than the gate's memory holds
        codes.wrong(f"fd00::{n + 1:x}")
        clock.now += 0.25
    assert codes.refused("10.0.0.9")
    assert not codes.refused("fd00::1") and not codes.refused("10.0.0.7")  # the others, one wrong code: not refused
    assert len(codes._wrong) <= gate.MAX_GUESSERS  # that memory is still bounded


def test_a_code_from_a_locked_address_still_waits_the_longest():
    # a second connection of the address, whose code was read before the address was refused: its wrong code
    # is counted, answered after the longest delay, and the address stays out of the memory of wrong codes
    clock = FakeClock()
    codes = CodeGate(clock=clock)
    _lock(codes, clock, "10.0.0.9")
    clock.now += 120  # the table's answers are all out
    assert codes.wrong("10.0.0.9") == gate.MAX_WRONG_DELAY
    assert codes.refused("10.0.0.9") and codes.read_after("10.0.0.9") == gate.MAX_WRONG_DELAY
    assert "10.0.0.9" not in codes._wrong


def test_the_locked_addresses_are_bounded_and_never_forgotten(monkeypatch):
    # past MAX_LOCKED, an address with too many wrong codes is refused while the memory of wrong codes holds it,
    # and those locked before stay locked
    monkeypatch.setattr(gate, "MAX_LOCKED", 3)
    clock = FakeClock()
    codes = CodeGate(clock=clock)
    for n in range(5):
        _lock(codes, clock, f"10.0.0.{n + 1}")
    assert len(codes._locked) == 3 and all(codes.refused(f"10.0.0.{n + 1}") for n in range(5))
    for n in range(gate.MAX_GUESSERS + 10):
        codes.wrong(f"fd00::{n + 1:x}")
    assert all(codes.refused(f"10.0.0.{n + 1}") for n in range(3))
    assert not codes.refused("10.0.0.5")  # beyond the bound: forgotten with the least recently heard
