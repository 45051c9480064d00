"""A finished deal's cards after the deal (issue 36 in the window): ``deal_over`` carries the deal just over
(dealer, whole deck, match scores before it), checked strictly, sent only once the deal is over; each client
rebuilds the REAL finished DealState from it and what it saw, or refuses a deal that disagrees.

In-process, on the loopback address; every wait has a timeout.
"""

from __future__ import annotations

import asyncio
import io
import json

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.net import protocol, wire
from belote_desktop.net.client import Client, ScriptedClient
from belote_desktop.net.host import Host, HostSettings, HostTable, table_rules
from belote_desktop.net.protocol import ProtocolError

from .conftest import check_trace, replay_states

CODE = "K7MQ2X"
RULES = table_rules(find_variant("classic").with_overrides({"target_score": 300}))  # as a table deals
LONG = table_rules(find_variant("classic").with_overrides({"target_score": 3000}))  # a match still going when a player joins


def _play(seed: int, seats: list[str]):
    """A short match, two scripted players at the open seats: (table, players' messages, host events, trace)."""

    async def play():
        trace = io.StringIO()
        table = HostTable(RULES, seats, "beginner", seed=seed)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30), trace=trace, on_event=events.append)
        _, port = await host.start()
        serving = asyncio.create_task(host.serve())
        seen: dict[str, list[dict]] = {"A": [], "B": []}
        players = [ScriptedClient("127.0.0.1", port, CODE, name, level="beginner", on_message=seen[name].append)
                   for name in seen]
        codes = await asyncio.gather(*(p.run(60) for p in players))
        await serving
        return table, players, codes, seen, events, trace.getvalue()

    return asyncio.run(asyncio.wait_for(play(), 120))


def test_each_client_rebuilds_every_finished_deal_exactly(tmp_path):
    table, players, codes, seen, events, trace = _play(8, ["open", "computer", "open", "computer"])
    assert codes == [0, 0] and table.over
    finished = table.match.finished
    assert len(finished) >= 2
    for player in players:
        overs = [m for m in seen[player.name] if m.get("what") == "deal_over"]
        assert len(overs) == len(finished)
        for message, real in zip(overs, finished):
            if real.thrown_in:  # its cards are never sent: the seat keeps what it saw, and the empty result
                assert "deal" not in message and message["finished"].thrown_in
                assert message["finished"].result() == real.result() and message["finished"].history == real.history
                continue
            assert message["deal"] == wire.deal_to_json(real.dealer, real.deck, real.match_scores)
            rebuilt = message["finished"]
            assert rebuilt == real and rebuilt.is_terminal() and rebuilt.result() == real.result()
            assert rebuilt.history == real.history and rebuilt.match_scores == real.match_scores
        # the order: the deal's last action, deal_over, whom the next deal waits for, then its first view
        kinds = [m.get("what", m["type"]) for m in seen[player.name]]
        first = kinds.index("deal_over")
        assert kinds[first - 1:first + 3] == ["action", "deal_over", "waiting", "view"]
        waiting = seen[player.name][first + 1]
        assert waiting["seats"] == sorted(p.seat for p in players)  # both people, the computers never
    # the trace check accepts the deck of a deal that is over...
    path = tmp_path / "trace.jsonl"
    path.write_text(trace, encoding="utf-8")
    states = replay_states(RULES, 8, events)
    counts = check_trace(path, RULES, states)
    assert counts["deals"] == 2 * len([d for d in finished if not d.thrown_in])
    # ...and refuses the same cards sent before the deal is over (here: the next deal's deck at its start)
    records = [json.loads(line) for line in trace.splitlines()]
    over_at = next(i for i, r in enumerate(records) if r.get("message", {}).get("what") == "deal_over")
    view_at = next(i for i, r in enumerate(records) if r.get("message", {}).get("type") == "view")
    early = json.loads(json.dumps(records[over_at]))
    deal = states[0].deal
    early["message"]["deal"] = wire.deal_to_json(deal.dealer, deal.deck, deal.match_scores)
    records.insert(view_at + 1, early)
    bad = tmp_path / "early.jsonl"
    bad.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.raises(AssertionError, match="before it is over"):
        check_trace(bad, RULES, states)


def _deal_over(deal: dict) -> bytes:
    return protocol.encode(protocol.event("deal_over", -1, scores=[10, 20], deal=deal))


def test_the_deal_is_read_strictly():
    from belote_desktop.engine.cards import deck_cards

    good = wire.deal_to_json(0, tuple(deck_cards(RULES.deck)), (0, 0))
    deck = [str(c) for c in wire.deal_from_json(good, RULES)[1]]
    assert protocol.decode_server(_deal_over(good), RULES)["deal"] == good
    bad_decks = [deck[:-1], deck[:-1] + [deck[0]], deck[:-1] + ["6H"], deck + ["6H"], deck[:-1] + [1]]
    bads = [dict(good, deck=d) for d in bad_decks]
    bads += [dict(good, dealer=4), dict(good, dealer=-1), dict(good, dealer=True), dict(good, match_scores=[0]),
             dict(good, match_scores=[0, "1"]), dict(good, match_scores=[0, 1.5]), dict(good, extra=1),
             {"dealer": 0, "deck": deck}]
    for deal in bads:
        with pytest.raises(ProtocolError):
            protocol.decode_server(_deal_over(deal), RULES)
    with pytest.raises(ProtocolError):  # before the welcome: no rules to read the cards with
        protocol.decode_server(_deal_over(good))
    with pytest.raises(ProtocolError):  # a deal's cards in another event
        protocol.decode_server(protocol.encode({"type": "event", "what": "action", "seat": 0, "deal": good,
                                                "action": {"kind": "pass"}}), RULES)


def test_a_deal_that_disagrees_with_what_the_client_saw_is_refused():
    # the real end of a deal, then the same deal_over with its deck changed: the rebuild refuses it
    from belote_desktop.ai import choose_action
    from belote_desktop.engine import cards_in, new_match

    match = new_match(RULES, 4)
    before = match
    while len(match.finished) == 0 or match.finished[-1].thrown_in:
        before_before, before = before, match
        match = match.apply(choose_action(match.view_for(match.current_player()), "beginner", 1))
    real = match.finished[-1]
    assert not real.thrown_in
    seat = 0
    last_view = before.view_for(seat)
    last_action = real.history[-1]
    client = Client("127.0.0.1", 1, CODE, "A")
    client.rules, client.seat, client.scores = RULES, seat, list(before.scores)
    message = {"type": "event", "what": "deal_over", "seat": -1,
               "deal": wire.deal_to_json(real.dealer, real.deck, real.match_scores)}
    assert client.finished_deal(message, last_view, last_action) == real
    # one card of this seat's hand swapped with one of its left neighbour's: another deal than the one it saw
    swapped = list(message["deal"]["deck"])
    mine, theirs = (str(next(cards_in(real.dealt_hands[s]))) for s in (seat, seat + 1))
    i, j = swapped.index(mine), swapped.index(theirs)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    for deal in (dict(message["deal"], deck=swapped), dict(message["deal"], dealer=(real.dealer + 1) % 4),
                 dict(message["deal"], match_scores=[5, 0])):
        with pytest.raises(ProtocolError):
            client.finished_deal(dict(message, deal=deal), last_view, last_action)
    with pytest.raises(ProtocolError):  # a last action by another seat than the one to play
        client.finished_deal(message, last_view, ((last_action[0] + 1) % 4, last_action[1]))
    with pytest.raises(ProtocolError):  # the deal rebuilt from a view one action too early is not over
        client.finished_deal(message, before_before.view_for(seat), real.history[-2])


def test_a_thrown_in_deal_is_never_shown(tmp_path):
    """Everyone passed: its deck (from which the next deal is cut) never crosses the network."""
    for seed in (4, *range(1, 40)):
        table, players, codes, seen, events, trace = _play(seed, ["open", "computer", "open", "computer"])
        if any(d.thrown_in for d in table.match.finished):
            break
    else:
        raise AssertionError("no seed threw a deal in")
    thrown = [i for i, d in enumerate(table.match.finished) if d.thrown_in]
    for player in players:
        overs = [m for m in seen[player.name] if m.get("what") == "deal_over"]
        for index in thrown:
            assert "deal" not in overs[index] and overs[index]["finished"].thrown_in
    # and the trace check (no card a seat could not see, decks only of deals played out) passes
    path = tmp_path / "trace.jsonl"
    path.write_text(trace, encoding="utf-8")
    check_trace(path, RULES, replay_states(RULES, seed, events))


def test_a_player_who_joins_a_match_under_way_gets_the_deals_over():
    """A seat taken after some deals (or taken back) is told the deals over so far: the real ones, rebuilt by
    the engine, and a deal thrown in without its cards; the trace check allows exactly those."""

    async def play():
        trace = io.StringIO()
        table = HostTable(LONG, ["open", "computer", "open", "computer"], "beginner", seed=4)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(start_timeout=0.2, idle_timeout=30, bot_delay=0.002, mid_match="allow"), trace=trace, on_event=events.append)
        _, port = await host.start()
        serving = asyncio.create_task(host.serve())
        for _ in range(600):  # the computer plays the open seats until two deals are over
            await asyncio.sleep(0.02)
            if len(table.match.finished) >= 2:
                break
        seen: list[dict] = []
        late = ScriptedClient("127.0.0.1", port, CODE, "Late", level="beginner", on_message=seen.append,
                              leave_after_actions=3)
        code = await late.run(60)
        await host.close()
        await serving
        return table, seen, code, events, trace.getvalue()

    table, seen, code, events, trace = asyncio.run(asyncio.wait_for(play(), 120))
    assert code == 0, [m for m in seen if m["type"] == "error"]
    past = [m for m in seen if m["type"] == "past_deals"]
    assert len(past) == 1, ([m["type"] for m in seen][:5], len(table.match.finished))
    reader = Client("127.0.0.1", 0, CODE, "Reader")
    reader.rules = LONG
    rebuilt = [reader.past_deal(entry) for entry in past[0]["deals"]]
    real = table.match.finished[: len(rebuilt)]
    assert len(rebuilt) >= 2
    for mine, theirs in zip(rebuilt, real):
        if theirs.thrown_in:
            assert mine.thrown_in and mine.history == theirs.history and mine.result() == theirs.result()
        else:
            assert mine == theirs
    assert any(d.thrown_in for d in real)  # seed 4 throws its first deal in: no cards of it were sent
    assert "deck" not in past[0]["deals"][0]
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "trace.jsonl"
        path.write_text(trace, encoding="utf-8")
        counts = check_trace(path, LONG, replay_states(LONG, 4, events))
    assert counts.get("past") == 1


def test_past_deals_are_read_strictly():
    good = wire.past_deal_to_json(_a_finished_deal())
    line = protocol.encode({"type": "past_deals", "deals": [good]})
    assert protocol.decode_server(line, RULES)["deals"] == [good]
    with pytest.raises(ProtocolError):
        protocol.decode_server(line)  # before the welcome
    for bad in ({**good, "extra": 1}, {**good, "deck": good["deck"][:-1]}, {**good, "history": "x"},
                {**good, "history": [[9, {"kind": "pass"}]]}, {k: v for k, v in good.items() if k != "dealer"}):
        with pytest.raises(ProtocolError):
            protocol.decode_server(protocol.encode({"type": "past_deals", "deals": [bad]}), RULES)


def _a_finished_deal():
    import random as _random

    from belote_desktop.ai import choose_action
    from belote_desktop.engine import new_match

    match = new_match(RULES, seed=5)
    rng = _random.Random(1)
    while not match.finished:
        match = match.apply(choose_action(match.view_for(match.current_player()), "beginner", rng))
    return match.finished[0]
