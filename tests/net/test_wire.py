"""The network table's wire format (belote_desktop/net/wire.py): exact round trips of every view of every
game at every step for every seat, every kind of action, and corrupted inputs always refused with WireError."""

from __future__ import annotations

import copy
import json
import random

import pytest

from belote_desktop.engine import CARDS, PLAY, Bid, Strain, new_match
from belote_desktop.engine.actions import (
    ASHKAL, CALL, DECLARE, DOUBLE, FOUR, GAHWA, HOKUM, PASS, REDOUBLE, STAKE_MATCH, SUN, TAKE,
)
from belote_desktop.engine.cards import deck_cards
from belote_desktop.engine.rules import VARIANTS
from belote_desktop.engine.view import PlayerView
from belote_desktop.net.wire import WireError, action_from_json, action_to_json, view_from_json, view_to_json

from tests.rulesets import slow_but

assert len(VARIANTS) == 13


def _views_of_a_match(rules, seed, deals=2):
    """Every seat's view after every action of the first ``deals`` deals of a match played with random legal
    actions, each finished deal's last position included."""
    rng = random.Random(seed)
    match = new_match(rules, seed=seed)
    while not match.is_terminal() and len(match.finished) < deals:
        for seat in range(rules.players):
            yield match.view_for(seat)
        legal = match.legal_actions()
        done = len(match.finished)
        match = match.apply(legal[rng.randrange(len(legal))])
        if len(match.finished) > done:
            for seat in range(rules.players):
                yield match.finished[-1].view_for(seat)


def _through_text(obj):
    return json.loads(json.dumps(obj, allow_nan=False))


@pytest.mark.parametrize("variant", slow_but(sorted(VARIANTS)))  # the fast loop: Belote
def test_every_view_round_trips(variant):
    rules = VARIANTS[variant]
    count = 0
    phases = set()
    for seed in (1, 2):
        for view in _views_of_a_match(rules, seed):
            data = _through_text(view_to_json(view))
            back = view_from_json(data, rules)
            assert back == view
            assert back.hand_mask == view.hand_mask and back.playable_mask == view.playable_mask
            assert view_to_json(back) == data
            phases.add(view.phase)
            count += 1
    assert count > 40 * rules.players  # two deals of two matches
    assert len(phases) == 3  # bidding, play and the finished deal all crossed the wire


def test_the_views_carry_what_only_some_games_have():
    """Pilotta's unshown declarations, the table cards of the open games, a taken turned card."""
    seen = {"unshown": False, "table_up": False, "covers": False, "known": False, "melds": False}
    for variant in ("pilotta", "decouverte", "belot_2p_open", "classic", "tarabish"):
        rules = VARIANTS[variant]
        for view in _views_of_a_match(rules, 7, deals=3):
            seen["unshown"] |= any(a.unshown for a in view.announcements)
            seen["melds"] |= any(a.melds for a in view.announcements)
            seen["table_up"] |= any(view.table_up)
            seen["covers"] |= any(tc.covers for column in view.table_up for tc in column)
            seen["known"] |= bool(view.known_cards)
            assert view_from_json(_through_text(view_to_json(view)), rules) == view
    assert all(seen.values()), seen


def _every_action():
    actions = [PASS, DOUBLE, REDOUBLE, DECLARE, STAKE_MATCH, SUN, ASHKAL, FOUR, GAHWA, *TAKE, *HOKUM, *CALL, *PLAY]
    for strain in Strain:
        actions += [Bid(80, strain), Bid(250, strain), Bid(0, strain, True)]
    return actions


def test_every_kind_of_action_round_trips():
    rules = VARIANTS["tarabish"]  # a 36-card deck: every card exists
    assert len(deck_cards(rules.deck)) == len(CARDS)
    kinds = set()
    for action in _every_action():
        data = _through_text(action_to_json(action))
        back = action_from_json(data, rules)
        assert back == action and type(back) is type(action)
        kinds.add(data["kind"])
        if not isinstance(action, Bid):
            assert back is action  # the engine's interned object
    assert kinds == {"pass", "double", "redouble", "declare", "match", "sun", "ashkal", "four", "gahwa", "take",
                     "hokum", "call", "play", "bid"}


@pytest.mark.parametrize("data", [
    None, [], "pass", 1, {}, {"kind": "pass", "x": 1}, {"kind": "PASS"}, {"kind": "play"},
    {"kind": "play", "card": "JX"}, {"kind": "play", "card": "6H"}, {"kind": "play", "card": " JH"},
    {"kind": "play", "card": 5}, {"kind": "play", "card": "JH", "seat": 0}, {"kind": "take", "suit": "X"},
    {"kind": "take", "suit": 2}, {"kind": "hokum", "suit": "hearts"}, {"kind": "call", "strain": "ZZ"},
    {"kind": "bid", "value": 90, "strain": "H"}, {"kind": "bid", "value": True, "strain": "H", "capot": False},
    {"kind": "bid", "value": 90.0, "strain": "H", "capot": False}, {"kind": "bid", "value": -10, "strain": "H", "capot": False},
    {"kind": "bid", "value": 10**30, "strain": "H", "capot": False}, {"kind": "bid", "value": 90, "strain": "H", "capot": 1},
    {"kind": ["pass"]}, {"kind": "x" * 10000}, {"kind": "eval"}, {1: 2},
])
def test_bad_actions_are_refused(data):
    with pytest.raises(WireError):
        action_from_json(data, VARIANTS["classic"])  # a 32-card deck: no six


# -- corrupted views ------------------------------------------------------------------------------------

_GARBAGE = [None, True, False, 0, -1, 1, 7, 36, 99, -(10**40), 10**40, 1.5, float("inf"), "", "JH", "6H", "x" * 5000,
            [], [0], [None], ["JH", "JH"], {}, {"kind": "pass"}, {"a": 1}, [[[[[[[[[]]]]]]]]], list(range(600))]


def _paths(node, path=()):
    """Every place inside a JSON value (the path of keys and indexes to it)."""
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*path, i))


def _at(node, path):
    for step in path:
        node = node[step]
    return node


def _corrupt(data, rng):
    """A copy of ``data`` with one random thing wrong (most are refused; a few still make a valid view)."""
    bad = copy.deepcopy(data)
    paths = list(_paths(bad))
    path = rng.choice(paths[1:])
    parent = _at(bad, path[:-1])
    how = rng.randrange(6)
    if how == 0 and isinstance(parent, dict):
        del parent[path[-1]]
    elif how == 1 and isinstance(parent, dict):
        parent["unexpected_" + str(rng.randrange(100))] = 1
    elif how == 2 and isinstance(parent, list):
        parent.append(copy.deepcopy(rng.choice(parent)) if parent else 0)
    elif how == 3:
        parent[path[-1]] = {"deep": _deep(rng.randrange(50, 3000))}
    else:
        parent[path[-1]] = copy.deepcopy(rng.choice(_GARBAGE))
    return bad


def _deep(depth):
    node: object = []
    for _ in range(depth):
        node = [node]
    return node


@pytest.mark.parametrize("variant", ["classic", "coinche", "pilotta", "baloot", "decouverte", "belot_3p"])
def test_corrupted_views_are_refused_with_wire_error_only(variant):
    rules = VARIANTS[variant]
    rng = random.Random(variant)
    samples = [view_to_json(v) for i, v in enumerate(_views_of_a_match(rules, 3)) if i % 7 == 0]
    refused = accepted = 0
    for case in range(1000):
        bad = _corrupt(samples[case % len(samples)], rng)
        try:
            back = view_from_json(bad, rules)
        except WireError:
            refused += 1
        else:  # still a well-formed view: it encodes back to the very same data
            assert isinstance(back, PlayerView)
            assert view_to_json(back) == bad
            accepted += 1
    assert refused > 900, (refused, accepted)


def test_plainly_wrong_views_are_refused():
    rules = VARIANTS["classic"]
    good = view_to_json(next(_views_of_a_match(rules, 5)))
    view_from_json(good, rules)

    def refused(change):
        bad = copy.deepcopy(good)
        change(bad)
        with pytest.raises(WireError):
            view_from_json(bad, rules)

    refused(lambda v: v.update(extra=1))
    refused(lambda v: v.pop("hand"))
    refused(lambda v: v.update(seat=4))
    refused(lambda v: v.update(seat=True))
    refused(lambda v: v.update(seat="0"))
    refused(lambda v: v.update(phase="PLAY"))
    refused(lambda v: v["hand"].append("6H"))  # no six in a 32-card deck
    refused(lambda v: v["hand"].append(v["hand"][0]))  # a card twice
    refused(lambda v: v.update(hand=list(reversed(v["hand"]))))
    refused(lambda v: v.update(hand_sizes=[8, 8, 8]))
    refused(lambda v: v.update(team_points=[0, 0, 0]))
    refused(lambda v: v.update(history=[[0, {"kind": "pass"}]] * 600))
    refused(lambda v: v["auction"].update(turn=9))
    refused(lambda v: v["auction"].update(doublers=[1, 1]))
    refused(lambda v: v.update(contract={"strain": "H", "taker": 0, "value": 0, "capot": False}))
    refused(lambda v: v.update(announcements=[{"seat": 0, "kind": "shout", "trick": 0, "melds": [], "card": None,
                                                 "unshown": []}]))
    for bad in (None, [], "view", 3, _deep(10000)):
        with pytest.raises(WireError):
            view_from_json(bad, rules)


def _random_json(rng, depth=0):
    """A random JSON value: the shapes a careless or hostile peer might send."""
    roll = rng.randrange(10 if depth < 4 else 6)
    if roll == 0:
        return None
    if roll == 1:
        return rng.choice([True, False])
    if roll == 2:
        return rng.choice([0, 1, -1, 7, 35, 36, 80, 10**6, -(10**30), rng.randrange(-50, 200)])
    if roll == 3:
        return rng.choice([0.5, 1e308, -0.0])
    if roll in (4, 5):
        return rng.choice(["", "JH", "10S", "6H", "AS", "H", "NT", "pass", "play", "bid", "declare", "play JH",
                           "bidding", "point_auction", "tierce", "x" * rng.randrange(100)])
    if roll in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    keys = ["kind", "card", "suit", "strain", "value", "capot", "seat", "hand", "phase", "view", "x"]
    return {rng.choice(keys): _random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def test_random_json_is_an_action_or_a_wire_error():
    rules = VARIANTS["coinche"]
    rng = random.Random(36)
    decoded = 0
    for _ in range(5000):
        data = _random_json(rng)
        if rng.random() < 0.5 and isinstance(data, dict):
            data["kind"] = rng.choice(["pass", "play", "bid", "take", "call", "hokum", "sun", "double"])
        try:
            action = action_from_json(data, rules)
        except WireError:
            continue
        decoded += 1
        assert action_to_json(action) == data  # only an exact encoding is accepted
    assert decoded > 0
    view = view_to_json(next(_views_of_a_match(rules, 1)))
    refused = 0
    for _ in range(2000):
        data = _random_json(rng)
        if isinstance(data, dict):
            data = {**view, **data}  # a real view with random keys put in or replaced
        try:
            back = view_from_json(data, rules)
        except WireError:
            refused += 1
        else:
            assert view_to_json(back) == data  # only an exact encoding is accepted
    assert refused > 1500
