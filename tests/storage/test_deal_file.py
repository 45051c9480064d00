"""Deal files (storage/deal_file.py, docs/deal-format.md): every preset round-trips, bad files name their line,
colver's CFN for La Coinche, and bots decide alike on a deal read back from its file."""

from __future__ import annotations

import random
import re

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import VARIANTS, Card, find_variant, new_deal
from belote_desktop.engine.actions import Bid, Strain
from belote_desktop.engine.state import Phase
from belote_desktop.storage.deal_file import (
    CfnError, DealFileError, cfn, cfn_applies, load_deal_file, read_deal, save_deal_file, write_deal,
)

PRESETS = sorted(VARIANTS)


def _random_deal(variant: str, seed: int):
    """A complete deal with random legal moves, and every state along the way."""
    rules = find_variant(variant)
    rng = random.Random(f"deal-file:{variant}:{seed}")
    state = new_deal(rules, dealer=seed % rules.players, seed=seed)
    states = [state]
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def test_there_are_thirteen_presets():
    assert len(PRESETS) == 13


@pytest.mark.parametrize("variant", PRESETS)
def test_every_preset_round_trips_a_complete_deal(variant):
    for seed in (3, 8):
        states = _random_deal(variant, seed)
        final = states[-1]
        text = write_deal(final, seed=seed)
        loaded = read_deal(text)
        assert loaded.complete
        assert loaded.start == states[0]
        assert loaded.seed == seed
        assert loaded.actions == final.actions()
        replayed = [loaded.start]
        for action in loaded.actions:  # the same states, one move at a time
            replayed.append(replayed[-1].apply(action))
        assert replayed == states
        assert loaded.state == final
        assert loaded.state.result() == final.result()
        assert write_deal(loaded.state, seed=seed) == text  # written again, word for word


@pytest.mark.parametrize("variant", PRESETS)
def test_every_preset_round_trips_a_deal_that_stops_midway(variant):
    states = _random_deal(variant, 5)
    for state in (states[0], states[1], states[len(states) // 2], states[-2]):
        loaded = read_deal(write_deal(state))
        assert loaded.state == state
        assert loaded.complete == state.is_terminal()


def test_files_are_written_and_read_from_disk(tmp_path):
    final = _random_deal("tarabish", 2)[-1]
    path = tmp_path / "t.deal"
    save_deal_file(path, final, title="Sunday evening")
    assert "# Sunday evening" in path.read_text(encoding="utf-8")
    assert load_deal_file(path).state == final


def test_a_person_writes_a_classic_deal_with_the_cards_after_the_auction():
    text = """belote-deal 1
    game: classic
    dealer: South
    East hand: JH 9H AC 7S 8S
    North hand: 7D 8D 9D 10D JD
    West hand: QD KD AD 7C 8C
    South hand: 9C 10C JC QC KC   # inline comments are allowed
    turned: AH
    East after auction: AS KH
    North after auction: QS KS 10S
    West after auction: 9S JS 7H
    South after auction: 8H 10H QH

    auction:
    East: take H
    play:
    East: JH
    """
    loaded = read_deal(text)
    state = loaded.state
    assert state.contract is not None and state.contract.taker == 1
    assert set(state.hand(1)) == {Card.parse(c) for c in "9H AC 7S 8S AH AS KH".split()}  # JH is on the table
    assert state.current_trick == (Card.parse("JH"),)
    assert not loaded.complete


def test_a_file_of_a_seed_only_deals_the_seeds_shuffle():
    loaded = read_deal("belote-deal 1\ngame: coinche\ndealer: West\nseed: 42\n")
    assert loaded.start == new_deal(find_variant("coinche"), 3, seed=42)


def test_the_cards_win_over_a_seed_that_does_not_shuffle_them():
    text = write_deal(new_deal(find_variant("coinche"), 0, seed=1)).replace("game: coinche", "game: coinche\nseed: 99")
    loaded = read_deal(text)
    assert loaded.seed == 99
    assert loaded.start == new_deal(find_variant("coinche"), 0, seed=1)


def test_rule_options_are_kept():
    rules = find_variant("coinche").with_overrides({"target_score": 1500, "allow_redouble": False})
    state = new_deal(rules, 1, seed=4)
    text = write_deal(state)
    assert "rule: target_score = 1500" in text
    assert read_deal(text).rules == rules


GOOD = write_deal(_random_deal("classic", 1)[-1])


def _line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), start=1) if line.startswith(start))


def _broken(old: str, new: str) -> tuple[str, int]:
    assert old in GOOD
    text = GOOD.replace(old, new, 1)
    return text, _line_of(text, new.split("\n")[-1]) if new else 0


@pytest.mark.parametrize("change, code", [
    (("belote-deal 1", "belote-deal 7"), "newer_version"),
    (("belote-deal 1", "hello"), "not_a_deal_file"),
    (("game: classic", "game: poker"), "unknown_game"),
    (("dealer: ", "dealer: Nowhere #"), "unknown_seat"),
    (("game: classic", "game: classic\nrule: target_score = -5"), "bad_rule"),
    (("game: classic", "game: classic\nrule: no_such_rule = 3"), "bad_rule"),
    (("South hand: ", "South hand: ZZ "), "bad_card"),
    (("South hand: ", "South hand: 6S "), "not_in_deck"),
    (("turned: ", "turned: 7X #"), "bad_card"),
    (("game: classic", "game: classic\nNorth kitty: 7C"), "zone_not_in_game"),
    (("game: classic", "game: classic\nsouth shoes: 7C"), "unknown_key"),
    (("game: classic", "game: classic\nseed: 1\nseed: 2"), "duplicate"),
    (("game: classic", "game: classic\njust words"), "no_colon"),
])
def test_bad_files_name_their_line(change, code):
    text, line = _broken(*change)
    if code == "duplicate":
        line = _line_of(text, "seed: 2")
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert caught.value.code == code
    assert caught.value.line == line
    assert str(caught.value).startswith(f"line {line}: ")


def test_a_card_named_twice_names_both_lines():
    south = next(line for line in GOOD.splitlines() if line.startswith("South hand:"))
    north = next(line for line in GOOD.splitlines() if line.startswith("North hand:"))
    first_card = south.split(":")[1].split()[0]
    text = GOOD.replace(north, "North hand: " + first_card + " " + " ".join(north.split(":")[1].split()[1:]))
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert caught.value.code == "duplicate_card"
    assert caught.value.line == _line_of(text, "North hand:")
    assert caught.value.params["first"] == _line_of(text, "South hand:")


def test_a_hand_of_the_wrong_size_is_refused_on_its_line():
    south = next(line for line in GOOD.splitlines() if line.startswith("South hand:"))
    text = GOOD.replace(south, south.rsplit(" ", 1)[0])
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert (caught.value.code, caught.value.line) == ("count", _line_of(text, "South hand:"))


def test_moves_out_of_turn_or_against_the_rules_name_their_line():
    lines = GOOD.splitlines()
    first_play = next(n for n, line in enumerate(lines) if line == "play:") + 1
    seat, card = lines[first_play].split(": ")
    wrong_seat = "South" if seat != "South" else "East"
    text = "\n".join(lines[:first_play] + [f"{wrong_seat}: {card}"] + lines[first_play + 1:])
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert (caught.value.code, caught.value.line) == ("wrong_turn", first_play + 1)
    second = first_play + 1
    seat2, card2 = lines[second].split(": ")
    text = "\n".join(lines[:second] + [f"{seat2}: {card}"] + lines[second + 1:])  # a card the seat does not hold
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert (caught.value.code, caught.value.line) == ("illegal", second + 1)
    assert caught.value.params["error"].reason.value == "not_in_hand"
    text = "\n".join(lines[:second] + [f"{seat2}: bid 90 S"] + lines[second + 1:])
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert (caught.value.code, caught.value.line) == ("illegal", second + 1)


def test_missing_pieces_are_named():
    text = "\n".join(line for line in GOOD.splitlines() if not line.startswith("West hand"))
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    assert caught.value.code == "missing" and caught.value.params["key"] == "West hand"
    with pytest.raises(DealFileError) as caught:
        read_deal("belote-deal 1\ngame: classic\ndealer: South\n")
    assert caught.value.code == "no_cards"
    with pytest.raises(DealFileError) as caught:
        read_deal("")
    assert caught.value.code == "empty"


def test_unreadable_and_oversized_files(tmp_path):
    with pytest.raises(DealFileError) as caught:
        load_deal_file(tmp_path / "missing.deal")
    assert caught.value.code == "unreadable"
    big = tmp_path / "big.deal"
    big.write_bytes(b"#" * (300 * 1024))
    with pytest.raises(DealFileError) as caught:
        load_deal_file(big)
    assert caught.value.code == "too_big"
    binary = tmp_path / "binary.deal"
    binary.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(DealFileError) as caught:
        load_deal_file(binary)
    assert caught.value.code == "not_text"


# -- CFN ---------------------------------------------------------------------------------------

def test_cfn_is_written_for_la_coinche_only():
    assert cfn_applies(find_variant("coinche")) and cfn_applies(find_variant("contree_ffb"))
    for variant in PRESETS:
        if variant not in ("coinche", "contree_ffb"):
            assert not cfn_applies(find_variant(variant)), variant
            with pytest.raises(CfnError):
                cfn(new_deal(find_variant(variant), 0, seed=1))


def test_cfn_during_the_auction_names_the_last_bid_and_the_seat_to_speak():
    # colver's own example: N deals, E bids 80 spades, S passes: "bid:80sE/p1/c0/W". Our North deals
    # (colver's N), West (colver's E) bids, South passes, East (colver's W) speaks.
    state = new_deal(find_variant("coinche"), dealer=2, seed=3)
    state = state.apply(Bid(80, Strain.parse("S")))
    state = state.apply(state.legal_actions()[0])
    text = cfn(state)
    dealer_hands, tricks, contract = text.split(" ")
    assert contract == "bid:80sE/p1/c0/W"
    assert tricks == "-"
    assert dealer_hands.startswith("N:")
    groups = dealer_hands[2:].split("/")
    assert len(groups) == 4 and all(len(g.split(".")) == 4 for g in groups)
    assert sum(len(g.replace(".", "")) for g in groups) == 32
    north = groups[0]  # colver's N is our North: its spades first, ranks A T K Q J 9 8 7
    spades = [c for c in state.hand(2) if c.suit.letter == "S"]
    assert len(north.split(".")[0]) == len(spades)
    assert re.fullmatch(r"A?T?K?Q?J?9?8?7?", north.split(".")[0])


def test_cfn_of_a_finished_coinche_deal():
    for seed in range(40):
        final = _random_deal("contree_ffb", seed)[-1]
        if final.thrown_in:
            assert cfn(final).endswith(" 0")
            continue
        try:
            text = cfn(final)
        except CfnError:
            continue  # a no-trumps or all-trumps contract: CFN has no word for it
        hands, tricks, contract = text.split(" ")
        assert hands.endswith(":-/-/-/-")
        groups = tricks.split("/")
        assert len(groups) == 8 and all(len(g) == 8 for g in groups)
        first = final.tricks[0]
        assert groups[0][:2] == {"10": "T"}.get(first.cards[0].rank.code, first.cards[0].rank.code) + \
            first.cards[0].suit.letter.lower()
        assert re.fullmatch(r"(\d{2,3})[shdc](NS|EW)(x|xx)?", contract)
        return
    pytest.fail("no deal with a suit contract in 40 seeds")


def test_cfn_refuses_no_trumps():
    state = new_deal(find_variant("coinche"), 0, seed=1)
    state = state.apply(Bid(90, Strain.parse("NT")))
    with pytest.raises(CfnError):
        cfn(state)


# -- the bots decide alike on a deal read back ----------------------------------------------------

def _bot_move(state, seed: int, move: int):
    seat = state.current_player()
    return choose_action(state.view_for(seat), "intermediate", random.Random(f"arena:{seed}:{move}"))


@pytest.mark.parametrize("variant", PRESETS)
def test_bots_play_a_deal_read_from_its_file_as_they_played_it(variant):
    rules = find_variant(variant)
    seed = 17
    state = new_deal(rules, dealer=1 % rules.players, seed=seed)
    played = [state]
    while not state.is_terminal():
        state = state.apply(_bot_move(state, seed, len(played) - 1))
        played.append(state)
    stop = next((i for i, s in enumerate(played) if s.phase is Phase.PLAY), len(played) // 2) + rules.players
    stop = min(stop, len(played) - 1)
    loaded = read_deal(write_deal(played[stop], seed=seed))
    assert loaded.seed == seed
    again = loaded.state
    move = stop
    while not again.is_terminal():  # the same view and the same random numbers: the same decisions
        assert again == played[move]
        again = again.apply(_bot_move(again, loaded.seed, move))
        move += 1
    assert again == played[-1]
    assert again.result() == played[-1].result()


WORDS = ["South", "East", "North", "West", "Player 1", "hand", "kitty", "table up", "table down", "after auction",
         "turned", "pack", "never dealt", "auction:", "play:", "pass", "7C", "10H", "JS", "AD", "6S", "bid 90 S",
         "take H", "declare", ":", "#", "-", "rule: target_score = 500", "seed: x", "scores before: 1 2",
         "belote-deal 1", "dealer: East"]


@pytest.mark.parametrize("variant", PRESETS)
def test_damaged_files_fail_with_a_deal_file_error_and_nothing_else(variant):
    """Lines dropped, doubled, swapped, cut or with a word changed: read, or refused with its reason."""
    rng = random.Random(f"fuzz:{variant}")
    states = _random_deal(variant, 4)
    text = write_deal(states[rng.randrange(len(states))], seed=4)
    for _ in range(120):
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        op = rng.randrange(5)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, rng.choice(lines))
        elif op == 2:
            words = lines[i].split(" ")
            words[rng.randrange(len(words))] = rng.choice(WORDS)
            lines[i] = " ".join(words)
        elif op == 3:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines[i] = lines[i][:rng.randrange(len(lines[i]) + 1)]
        try:
            read_deal("\n".join(lines))
        except DealFileError as exc:
            assert exc.code and exc.line >= 0
