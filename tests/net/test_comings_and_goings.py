"""People come and go (issue 36): a client killed (SIGKILL) in the middle of a deal is replaced by a computer
player at once, the table plays on, and the player comes back to the same seat with the code and her seat's
token (kept in a file by her first process), on a new connection from a new process, and plays on to the end
of the match; her name without the token gets nothing.

Real processes on the loopback address; every wait has a timeout; conftest's ``procs`` kills whatever is
left. The host's trace is checked as in test_every_game (each view exactly its seat's, no hidden card).
"""

from __future__ import annotations

import signal
import time

import pytest

from .conftest import check_trace, host_rules, replay_states

CODE = "M4TQ9K"


def _index(lines: list[dict], predicate, start: int = 0) -> int:
    return next(i for i in range(start, len(lines)) if predicate(lines[i]))


@pytest.mark.parametrize("variant, seats, phase", [
    ("classic", "open,computer,open,computer", "play"),  # killed while the cards are played
    ("coinche", "computer,open,open,computer", "bidding"),  # killed in the auction
    ("belot_3p", "open,open,computer", "play"),
])
def test_a_killed_client_is_replaced_at_once_and_comes_back_to_its_seat(procs, tmp_path, variant, seats, phase):
    trace = tmp_path / "trace.jsonl"
    seed = 21
    words = seats.split(",")
    victim, other = [seat for seat, word in enumerate(words) if word == "open"][:2]
    # the computer waits a little before each move, so that the match is still going when we look
    host, port = procs.host(variant, CODE, seats, seed=seed, target=300 if variant != "belot_3p" else 100,
                            trace=trace, extra=("--bot-delay", "0.03"))
    token = tmp_path / "ana.token"
    ana = procs.client(port, CODE, "Ana", seat=victim, level="beginner", token_file=token)
    bo = procs.client(port, CODE, "Bo", seat=other, level="beginner")

    # Ana acts in the phase we want and is killed at once: after a bid in the auction (never the deal's last
    # action), after her second card of a deal in the play (cards are left to play)
    cards_this_deal = [0]

    def hers(o):
        if o.get("event") == "deal_over":
            cards_this_deal[0] = 0
        if o.get("event") != "action" or o["seat"] != victim:
            return False
        if phase == "bidding":
            return o["action"]["kind"] == "bid"
        if o["action"]["kind"] == "play":
            cards_this_deal[0] += 1
        return cards_this_deal[0] == 2

    host.wait_for(hers, 60)
    ana.kill(signal.SIGKILL)
    killed_at = time.monotonic()
    assert ana.wait(10) == -signal.SIGKILL
    actions_before = sum(1 for o in host.lines if o.get("event") == "action")

    # replaced by the computer at once, and the table plays on: the computer acts for her seat
    host.wait_for(lambda o: o.get("event") == "left" and o["seat"] == victim, 10)
    replaced = host.wait_for(lambda o: o.get("event") == "replaced" and o["seat"] == victim, 10)
    replaced_after = host.times[host.lines.index(replaced)] - killed_at
    assert replaced_after < 2.0, replaced_after
    host.wait_for(lambda o: o.get("event") == "action" and o["seat"] == victim, 30)
    bo.wait_for(lambda o: o.get("what") == "replaced" and o["seat"] == victim, 10)

    # her name alone (anyone with the code can give it) gets neither her seat nor another
    # (both start at once: on loaded machines a client's start takes seconds, and the match must still be on)
    impostor = procs.client(port, CODE, "Ana", level="beginner")
    # she comes back with the code and her token (no seat asked): her own seat, and she plays on to the end
    again = procs.client(port, CODE, "Ana", level="beginner", token_file=token)
    assert impostor.wait(20) == 2 and impostor.lines[-1]["outcome"] == "refused:name_taken"
    welcome = again.wait_for(lambda o: o.get("type") == "welcome", 20)
    assert welcome["seat"] == victim
    assert welcome["seats"][victim] == {"seat": victim, "kind": "remote", "name": "Ana"}
    came_back = host.wait_for(lambda o: o.get("event") == "came_back" and o["seat"] == victim, 10)
    assert came_back["name"] == "Ana"
    first_view = again.wait_for(lambda o: o.get("type") == "view", 20)
    assert first_view["view"]["seat"] == victim and first_view["step"] >= actions_before
    over = host.wait_for(lambda o: o.get("event") == "match_over", 180)
    assert host.wait(30) == 0 and again.wait(30) == 0 and bo.wait(30) == 0
    for client in (again, bo):
        assert client.lines[-1]["outcome"] == "match_over"
        assert [o["scores"] for o in client.lines if o.get("what") == "match_over"] == [over["scores"]]

    # who played her seat: Ana until she was killed, the computer while she was away, Ana again after
    lines = host.lines
    gone = _index(lines, lambda o: o.get("event") == "left" and o["seat"] == victim)
    back = _index(lines, lambda o: o.get("event") == "came_back" and o["seat"] == victim)
    seat_actions = [i for i, o in enumerate(lines) if o.get("event") == "action" and o["seat"] == victim]
    by_computer = [i for i in seat_actions if gone < i < back]
    by_her_again = [i for i in seat_actions if i > back]
    assert by_computer, "the computer never played her seat"
    assert len(by_her_again) == again.lines[-1]["actions"] > 0
    # the computer's first move for her came in the very deal she left: the deal went on without a pause
    assert not any(o.get("event") == "deal_over" for o in lines[gone:by_computer[0]])

    rules = host_rules(variant, 300 if variant != "belot_3p" else 100)
    states = replay_states(rules, seed, lines)
    assert states[-1].over and list(states[-1].scores) == over["scores"]
    check_trace(trace, rules, states)
