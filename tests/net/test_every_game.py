"""A whole short match of each of the 13 games on a network table (issue 36): a headless host and two or
three scripted clients, each in its own process on the loopback address, the computer at the other seats.

From the host's --trace: every message sent is checked (conftest.check_trace) against a replay of the match
from its seed and the host's printed actions: each view is exactly its seat's view at that step, and no
message carries a card its seat could not see then (another seat's hand, a face-down card, the stock),
checked against the host's true cards. Every client ends with the host's final score.
"""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine.rules import VARIANTS

from tests.rulesets import slow_but

from .conftest import check_trace, host_rules, replay_states

CODE = "7QMX4P"

# the seats of each game: two or three played by scripted clients ("open"), the others by the computer
# ("computer", or "you": the headless host's own computer player)
SEATS = {
    "classic": "open,computer,open,computer",
    "coinche": "open,open,computer,open",
    "contree_ffb": "computer,open,you,open",
    "bidding_belote": "open,open,open,computer",
    "bulgarian": "open,computer,open,you",
    "pilotta": "computer,open,open,open",
    "baloot": "open,computer,open,open",
    "tarabish": "open,you,open,computer",
    "clabber": "open,open,computer,open",
    "decouverte": "open,open",
    "belot_3p": "open,computer,open",
    "belot_2p": "open,open",
    "belot_2p_open": "open,open",
}
assert sorted(SEATS) == sorted(VARIANTS)


def _target(variant: str) -> int:
    """A short match: about a sixth of the game's own target (one to three deals)."""
    return max(100, VARIANTS[variant].target_score // 6)  # 100: the lowest target a game allows


@pytest.mark.parametrize("variant", slow_but(sorted(VARIANTS)))  # the fast loop: Belote
def test_a_whole_match_of_each_game_over_the_network(procs, tmp_path, variant):
    trace = tmp_path / "trace.jsonl"
    seed = 11 + sorted(VARIANTS).index(variant)
    target = _target(variant)
    seats = SEATS[variant].split(",")
    host, port = procs.host(variant, CODE, SEATS[variant], seed=seed, target=target, trace=trace)
    humans = [seat for seat, word in enumerate(seats) if word == "open"]
    clients = {seat: procs.client(port, CODE, f"Player {seat}", seat=seat, level="beginner") for seat in humans}

    over = host.wait_for(lambda o: o.get("event") == "match_over", 150)
    assert host.wait(30) == 0
    for seat, client in clients.items():
        assert client.wait(30) == 0, client.stderr
        exit_line = client.lines[-1]
        assert exit_line["type"] == "exit" and exit_line["outcome"] == "match_over", exit_line
        welcome = next(o for o in client.lines if o.get("type") == "welcome")
        assert welcome["seat"] == seat
        # the same final score as the host
        assert [o["scores"] for o in client.lines if o.get("what") == "match_over"] == [over["scores"]]
        # every action at this seat was the client's own: the computer never played for it
        played = sum(1 for o in host.lines if o.get("event") == "action" and o["seat"] == seat)
        assert played == exit_line["actions"] > 0

    rules = host_rules(variant, target)
    states = replay_states(rules, seed, host.lines)
    final = states[-1]
    assert final.over and list(final.scores) == over["scores"] and final.winner == over["winner"]
    assert len(final.finished) >= 1
    # every client read the match's final view (its seat's, with the final scores) before match_over
    from belote_desktop.net.wire import view_to_json

    for seat, client in clients.items():
        last = [o for o in client.lines if o.get("type") == "view"][-1]
        assert last["step"] == len(states) - 1 and last["scores"] == over["scores"], (seat, last["step"])
        assert last["view"] == view_to_json(final.view_for(seat)), seat
        order = [o.get("type") if o.get("type") != "event" else o["what"] for o in client.lines]
        assert order.index("match_over") > len(order) - 1 - order[::-1].index("view")
    counts = check_trace(trace, rules, states)
    assert counts["views"] >= len(humans) * (len(states) - 1)  # every client saw every step
    assert counts["truths"] == len(states)
    assert counts["hidden_checked"] > 0


def test_the_trace_check_catches_a_hidden_card(procs, tmp_path):
    """The check is not vacuous: a view given one card of another seat's hand is refused, and so is any
    message naming it."""
    trace = tmp_path / "trace.jsonl"
    host, port = procs.host("classic", CODE, "open,computer,computer,computer", seed=3, target=100, trace=trace)
    client = procs.client(port, CODE, "Ana", seat=0, level="beginner")
    host.wait_for(lambda o: o.get("event") == "match_over", 120)
    assert host.wait(30) == 0 and client.wait(30) == 0
    rules = host_rules("classic", 100)
    states = replay_states(rules, 3, host.lines)
    check_trace(trace, rules, states)

    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    index, truth = next((i, r["truth"]) for i, r in enumerate(records) if "truth" in r and r["truth"]["hands"][2])
    view_at = next(i for i in range(index + 1, len(records)) if records[i].get("message", {}).get("type") == "view")
    stolen = truth["hands"][2][0]

    def refused(change, match):
        bad = json.loads(json.dumps(records))
        change(bad)
        path = tmp_path / "bad.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in bad), encoding="utf-8")
        with pytest.raises(AssertionError, match=match):
            check_trace(path, rules, states)

    # a card of seat 2's hand among seat 0's known cards: not its view, and a hidden card
    refused(lambda bad: bad[view_at]["message"]["view"]["known_cards"].append([2, stolen]), "not its view")
    # any other message naming that card (here an event put in after the view): a hidden card
    refused(lambda bad: bad.insert(view_at + 1, {"seat": 0, "message": {
        "type": "event", "what": "joined", "seat": 1, "name": stolen}}), "hidden cards")
