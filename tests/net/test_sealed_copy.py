"""The clients' sealed copies of the match (issue 36): "if the host goes, every client keeps a copy of the game
that the host can resume as a normal saved game".

The copy opens with the host's key only, to a match equal to the host's; a client cannot read it (no card,
no seed, no record text in it) and a changed byte is refused; a host killed mid-match is resumed from a
client's copy and the match is played to its end. Real processes on the loopback address where it matters
(conftest's ``procs`` stops them); every wait is bounded.
"""

from __future__ import annotations

import asyncio
import base64
import json
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.engine.cards import deck_cards
from belote_desktop.engine.record import RecordError, record, replay
from belote_desktop.net import protocol, seal
from belote_desktop.net.client import ScriptedClient
from belote_desktop.net.host import Host, HostSettings, HostTable, resume_copy

from .conftest import host_rules, replay_states

CODE = "M4QX7P"


def _played(variant: str, actions: int, seed: int = 5, target: int | None = None):
    """A match after ``actions`` random legal actions (all of it, when it ends before)."""
    rules = find_variant(variant)
    if target is not None:
        rules = rules.with_overrides({"target_score": target})
    match = new_match(rules, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if match.over:
            break
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def _unreadable(sealed: bytes, match) -> None:
    """Nothing of the record can be read in ``sealed``: no quoted card, no key of the record, no seed."""
    text = sealed + base64.b64encode(sealed)
    for card in deck_cards(match.rules.deck):
        assert b'"' + str(card).encode() + b'"' not in text, card
    for word in (b'"actions"', b'"seed"', b'"variant"', match.rules.id.encode(), b"play "):
        assert word not in text, word
    plain = json.dumps(record(match), separators=(",", ":")).encode()
    assert plain[:40] not in sealed


def _resumes_afresh(resumed, match) -> None:
    """``resumed`` is ``match`` played on from a copy: the same finished deals, scores and dealer, the deal in
    progress dealt again from a new secret (tests/net/test_copy_rollback.py)."""
    assert resumed.finished == match.finished and resumed.scores == match.scores
    assert resumed.deal.dealer == match.deal.dealer and not resumed.deal.history
    assert resumed.deal.deck != match.deal.deck and resumed.reseeds[-1][0] == len(match.finished)


def test_a_sealed_copy_opens_with_the_host_key_only_and_to_the_same_match():
    key = seal.new_key()
    for variant, actions in (("classic", 40), ("coinche", 75), ("belot_3p", 30), ("decouverte", 20)):
        match = _played(variant, actions)
        sealed = seal.seal(record(match), key)
        assert replay(seal.unseal(sealed, key)) == match
        _resumes_afresh(resume_copy(sealed, key), match)
        _unreadable(sealed, match)
        assert seal.seal(record(match), key) != sealed  # a new nonce each time
        with pytest.raises(seal.SealError, match="another key"):
            seal.unseal(sealed, seal.new_key())


def test_a_changed_byte_or_a_cut_copy_is_refused():
    key = seal.new_key()
    sealed = seal.seal(record(_played("classic", 50)), key)
    for index in (0, 3, 5, 10, 21, len(sealed) // 2, len(sealed) - 33, len(sealed) - 1):
        changed = bytearray(sealed)
        changed[index] ^= 0x01
        with pytest.raises(seal.SealError):
            seal.unseal(bytes(changed), key)
    for bad in (sealed[:-1], sealed + b"\0", sealed[:40], b"", b"x" * (seal.MAX_SEALED + 1)):
        with pytest.raises(seal.SealError):
            seal.unseal(bad, key)
    with pytest.raises(seal.SealError):
        seal.unseal(sealed, key[:16])  # not a key
    # a finished match is not one to resume
    over = _played("classic", 5000, target=100)
    assert over.over
    with pytest.raises(RecordError, match="over"):
        resume_copy(seal.seal(record(over), key), key)


def test_the_key_file_is_made_once_and_kept(tmp_path):
    path = tmp_path / "keys" / "host.key"
    key = seal.load_or_create_key(path)
    assert len(key) == seal.KEY_BYTES and seal.load_or_create_key(path) == key
    assert path.stat().st_mode & 0o077 == 0  # its owner's only
    (tmp_path / "bad.key").write_text("not a key\n", encoding="ascii")
    with pytest.raises(seal.SealError):
        seal.load_or_create_key(tmp_path / "bad.key")


def test_each_client_gets_a_copy_after_every_deal_equal_to_the_host_match():
    key = seal.new_key()
    rules = find_variant("classic").with_overrides({"target_score": 300})

    async def play():
        table = HostTable(rules, ["open", "computer", "open", "computer"], "beginner", seed=8)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30, copy_key=key), on_event=events.append)
        _, port = await host.start()
        serving = asyncio.create_task(host.serve())
        copies: dict[str, list[dict]] = {"A": [], "B": []}
        players = [ScriptedClient("127.0.0.1", port, CODE, name, level="beginner",
                                  on_message=lambda m, n=name: copies[n].append(m) if m["type"] == "copy" else None)
                   for name in copies]
        codes = await asyncio.gather(*(p.run(60) for p in players))
        await serving
        return table, players, codes, events, copies

    table, players, codes, events, copies = asyncio.run(asyncio.wait_for(play(), 90))
    assert codes == [0, 0] and table.over
    deals = len(table.match.finished)
    assert deals >= 2
    copy_events = [e for e in events if e["event"] == "copy"]
    assert len(copy_events) == deals  # one a deal (the last one before match_over: none again at the close)
    for player in players:
        got = copies[player.name]
        assert [m["step"] for m in got] == [e["step"] for e in copy_events]
        # the last copy is the final match, exactly; and every copy opens to the match at its step
        assert player.copy is not None and replay(seal.unseal(player.copy, key)) == table.match
        assert player.copy_step == table.step
        actions = table.match.actions()
        for message in got:
            sealed = protocol.copy_bytes(message)
            match = replay(seal.unseal(sealed, key))
            assert len(match.actions()) == message["step"] and match.actions() == actions[: message["step"]]
            _unreadable(sealed, match)
            assert len(protocol.encode(message)) < protocol.MAX_MESSAGE // 8


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_a_host_killed_mid_match_is_resumed_from_a_client_copy_and_played_to_the_end(procs, tmp_path):
    key_file, copy_file = tmp_path / "host.key", tmp_path / "ana.copy"
    seats = "computer,open,computer,computer"
    host, port = procs.host("classic", CODE, seats, seed=6, target=600, idle_timeout=60,
                            extra=("--key-file", str(key_file), "--bot-delay", "0.03"))
    ana = procs._start(["-m", "belote_desktop.net.client", "--address", "127.0.0.1", "--port", str(port),
                        "--code", CODE, "--name", "Ana", "--seat", "1", "--level", "beginner",
                        "--copy-file", str(copy_file), "--token-file", str(tmp_path / "ana.token")], "client Ana")
    first = host.wait_for(lambda o: o.get("event") == "copy", 90)
    ana.wait_for(lambda o: o.get("type") == "copy" and o["step"] == first["step"], 20)
    host.kill()  # SIGKILL: no goodbye, no last copy
    assert host.wait(10) != 0
    assert ana.wait(30) == 1 and ana.lines[-1]["outcome"] == "lost"
    sealed = copy_file.read_bytes()

    # the copy opens with the host's key to the match the host had at that step (replayed independently)
    key = seal.load_or_create_key(key_file)
    states = replay_states(host_rules("classic", 600), 6, host.lines)
    saved = replay(seal.unseal(sealed, key))
    assert saved == states[first["step"]] and not saved.over and len(saved.finished) >= 1

    # a wrong key, a changed byte, a file that is no copy: a clear refusal, exit 2
    other_key = tmp_path / "other.key"
    seal.load_or_create_key(other_key)
    changed = tmp_path / "changed.copy"
    flipped = bytearray(sealed)
    flipped[len(flipped) // 2] ^= 0x40
    changed.write_bytes(bytes(flipped))
    junk = tmp_path / "junk.copy"
    junk.write_text("{}", encoding="utf-8")
    for path, key_path, words in ((copy_file, other_key, "another key"), (changed, key_file, "changed"),
                                  (junk, key_file, "not a sealed copy"), (copy_file, None, "key-file")):
        args = ["-m", "belote_desktop.net.host", "--code", CODE, "--port", "0", "--seats", seats,
                "--address", "127.0.0.1", "--resume-copy", str(path)]
        if key_path is not None:
            args += ["--key-file", str(key_path)]
        refused = procs._start(args, "refused host")
        assert refused.wait(30) == 2
        assert refused.lines and refused.lines[-1]["event"] == "error" and words in refused.lines[-1]["detail"]

    # the copy resumed: Ana comes back to her seat and the match is played to its end
    resumed, port = procs.host("classic", CODE, seats, idle_timeout=60,
                               extra=("--resume-copy", str(copy_file), "--key-file", str(key_file)))
    start = next(o for o in resumed.lines if o.get("event") == "resumed")
    assert start["step"] == first["step"] and start["scores"] == list(saved.scores)
    # (her name alone does not: the copy keeps the seats, and seat 1 is Ana's, with her token)
    assert procs.client(port, CODE, "Ana", seat=1, level="beginner").wait(20) == 2
    again = procs.client(port, CODE, "Ana", seat=1, level="beginner", token_file=tmp_path / "ana.token")
    over = resumed.wait_for(lambda o: o.get("event") == "match_over", 120)
    assert resumed.wait(20) == 0 and again.wait(20) == 0
    assert again.lines[-1]["outcome"] == "match_over" and again.lines[-1]["actions"] > 0
    assert max(over["scores"]) >= 600 and all(a >= b for a, b in zip(over["scores"], saved.scores))
    # the views Ana got after the resume go on from the copy's step
    views = [o for o in again.lines if o.get("type") == "view"]
    assert views[0]["step"] == first["step"] and views[-1]["scores"] == over["scores"]
    assert start["deal_number"] >= 2 and views[0]["deal_number"] == start["deal_number"]


async def _one_open_seat_table(key: bytes):
    """A classic table serving, seat 0 open for a player, the others computer players; its copies sealed with key."""
    table = HostTable(find_variant("classic"), ["open", "computer", "computer", "computer"], "beginner", seed=5)
    host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30, copy_key=key, bot_delay=0.01))
    _, port = await host.start()
    return table, host, port, asyncio.create_task(host.serve())


def test_a_table_closed_mid_deal_sends_the_copy_to_resume_from_before_it_says_closed():
    key = seal.new_key()

    async def play():
        table, host, port, serving = await _one_open_seat_table(key)
        seen: list[dict] = []
        player = ScriptedClient("127.0.0.1", port, CODE, "Ana", level="beginner", on_message=seen.append)
        playing = asyncio.create_task(player.run(30))
        while table.step < 10:  # mid-way through the first deal: no copy yet
            await asyncio.sleep(0.01)
        await host.close()
        await serving
        return table, player, await playing, seen

    table, player, code, seen = asyncio.run(asyncio.wait_for(play(), 60))
    assert code == 0 and player.outcome == "closed" and not table.over and not table.match.finished
    kinds = [m["type"] if m["type"] != "event" else m["what"] for m in seen]
    assert kinds.count("copy") == 1 and kinds.index("copy") < kinds.index("closed") == len(kinds) - 1
    assert player.copy is not None and replay(seal.unseal(player.copy, key)) == table.match
    _resumes_afresh(resume_copy(player.copy, key), table.match)
    assert player.copy_step == table.step >= 10


def test_lines_the_host_has_not_read_as_the_table_closes_do_not_cost_the_player_the_copy_or_the_closing_word():
    """The player's last lines, unread by the host as it closes (pings sent as it closes), must not reset the
    connection before the player reads the copy and the closing word (the host shuts its side and reads them)."""
    key = seal.new_key()

    async def play():
        table, host, port, serving = await _one_open_seat_table(key)
        player = ScriptedClient("127.0.0.1", port, CODE, "Ana", level="beginner")
        await player.connect()
        while not table.started:
            await player.receive(5)
        pings = [asyncio.ensure_future(player.ping()) for _ in range(20)]
        await host.close()
        await serving
        await asyncio.gather(*pings, return_exceptions=True)
        kinds = []
        while (message := await player.receive(5)) is not None:
            kinds.append(message["type"] if message["type"] != "event" else message["what"])
        await player.close()
        return kinds

    kinds = asyncio.run(asyncio.wait_for(play(), 60))
    assert kinds.count("copy") == 1 and kinds[-1] == "closed"
