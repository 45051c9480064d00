"""The learned card-ranking policy (ai/play/policy.py): what it reads, that it plays legal cards, and its files."""

from __future__ import annotations

import random

import numpy as np
import pytest

from belote_desktop.ai.play.batch import Batch, batch_tables
from belote_desktop.ai.play.policy import (
    CARDS, DATA, FEATURES, PolicyNet, card_order, load, play_policy, policy_features, policy_path, shipped_policy,
)
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import Strain, find_variant
from belote_desktop.engine.state import shuffled_deck

FOUR_SEAT_GAMES = ("classic", "coinche", "contree_ffb", "bidding_belote", "bulgarian", "baloot", "pilotta",
                   "tarabish", "clabber")


def _batch(rules, strain, seeds, leader=0):
    size, n = rules.hand_size, rules.players
    hands = []
    for seed in seeds:
        deck = [c.index for c in shuffled_deck(rules, seed)]
        hands.append([sum(1 << c for c in deck[i * size:(i + 1) * size]) for i in range(n)])
    t = tables_for(rules, strain)
    return t, Batch(batch_tables(t), np.array(hands, dtype=np.int64).T, leader)


def _random_net(seed=0, hidden=16):
    rng = np.random.default_rng(seed)
    return PolicyNet(rng.normal(size=(FEATURES, hidden)), rng.normal(size=hidden), rng.normal(size=(hidden, CARDS)),
                     rng.normal(size=CARDS))


def test_card_order_puts_the_trump_suit_first_and_keeps_every_card():
    for strain in Strain:
        order = card_order(strain)
        assert sorted(order.tolist()) == list(range(36))
        if strain.suit is not None:
            assert set(order[:9].tolist()) == set(range(int(strain.suit) * 9, int(strain.suit) * 9 + 9))


@pytest.mark.parametrize("game", ["classic", "bulgarian", "baloot"])
def test_features_read_only_what_the_player_to_move_may_know(game):
    """Two deals where the player to move holds the same cards and the same cards are on the table, but the
    unseen cards lie otherwise among the other seats: the same features, after every card of a trick."""
    rules = find_variant(game)
    strain = Strain.HEARTS
    t, batch = _batch(rules, strain, [11, 12, 13])
    rng = random.Random(5)
    for _ in range(3):  # a few tricks in: voids shown, points won
        for _ in range(rules.players):
            legal = batch.legal()
            batch.play(batch.nth_card(legal, np.array([rng.randrange(36) for _ in range(batch.rows)])))
    for pos in range(rules.players):
        x = policy_features(batch, 0, strain)
        assert x.shape == (batch.rows, FEATURES)
        me = batch.pos
        others = [j for j in range(rules.players) if j != me]
        if len(others) >= 2:
            twin = batch.copy()
            a, b = others[0], others[1]
            swap_a = twin.rel[a] & ~twin.known_void[b]
            swap_b = twin.rel[b] & ~twin.known_void[a]
            # one card each way where both may hold it, in every row
            card_a = np.array([(int(m) & -int(m)).bit_length() - 1 if m else -1 for m in swap_a])
            card_b = np.array([(int(m) & -int(m)).bit_length() - 1 if m else -1 for m in swap_b])
            ok = (card_a >= 0) & (card_b >= 0)
            bit_a = np.where(ok, np.left_shift(1, np.maximum(card_a, 0)), 0)
            bit_b = np.where(ok, np.left_shift(1, np.maximum(card_b, 0)), 0)
            twin.rel[a] = twin.rel[a] & ~bit_a | bit_b
            twin.rel[b] = twin.rel[b] & ~bit_b | bit_a
            for seat, gone, came in ((a, bit_a, bit_b), (b, bit_b, bit_a)):  # their hands at the trick's start too
                at = twin.seat_base[seat]
                twin.flat[at] = twin.flat[at] & ~gone | came
            assert ok.any()
            assert np.array_equal(policy_features(twin, 0, strain), x)
        legal = batch.legal()
        batch.play(batch.nth_card(legal, np.zeros(batch.rows, dtype=np.int64)))
        del pos


@pytest.mark.parametrize("game", FOUR_SEAT_GAMES)
def test_the_policy_plays_legal_cards_to_the_end(game):
    rules = find_variant(game)
    net = shipped_policy(rules) or _random_net()
    for strain in (Strain.CLUBS, Strain.NO_TRUMPS, Strain.ALL_TRUMPS):
        t, batch = _batch(rules, strain, range(40), leader=1)
        while not batch.done:
            legal = batch.legal()
            chosen = net.choose(batch, 1, strain, t.card_total)
            assert np.all((legal >> chosen) & 1 == 1)
            batch.play(chosen)
        assert np.array_equal(batch.points.sum(axis=0), np.full(batch.rows, t.card_total))


def test_play_policy_stops_where_the_deal_ends():
    rules = find_variant("classic")
    t, batch = _batch(rules, Strain.SPADES, range(8))
    play_policy(batch, _random_net(), 0, Strain.SPADES, 100, t.card_total)
    assert batch.done


def test_shipped_policies_load_and_stay_small():
    shipped = sorted(DATA.glob("policy-*.npz"))
    assert shipped, "no learned policy shipped"
    for path in shipped:
        game = path.stem.removeprefix("policy-")
        rules = find_variant(game)
        assert policy_path(rules) == path
        assert path.stat().st_size < 100_000
        net = load(path)
        assert net.w1.shape[0] == FEATURES and net.w2.shape[1] == CARDS
        assert shipped_policy(rules) is not None


def test_a_damaged_policy_file_is_refused_with_a_message(tmp_path):
    bad = tmp_path / "policy-x.npz"
    bad.write_bytes(b"not a zip")
    with pytest.raises((OSError, ValueError)):
        load(bad)
    wrong = tmp_path / "policy-y.npz"
    np.savez(wrong, version=np.array(99), meta=np.array(""), w1=np.zeros((2, 2)), b1=np.zeros(2), w2=np.zeros((2, 2)),
             b2=np.zeros(2))
    with pytest.raises(ValueError, match="version"):
        load(wrong)


@pytest.mark.parametrize("game", ["classic", "tarabish"])
def test_a_search_with_learned_playouts_plays_legal_cards(game):
    """``SearchParams.policy_plies``: the network plays the playouts' first cards where the game ships one (classic),
    the rules alone elsewhere; either way a legal card, the same one again for the same seed."""
    import dataclasses

    from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
    from belote_desktop.engine import Phase, new_deal

    params = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=48, policy_plies=6).without_clock()
    state = new_deal(find_variant(game), dealer=0, seed="policy-search")
    searched = 0
    while not state.is_terminal() and searched < 6:
        view = state.view_for(state.current_player())
        if view.phase is Phase.PLAY and len(view.legal_actions) > 1:
            action = choose_action(view, Level.EXPERT, random.Random(3), params=params)
            assert action in view.legal_actions
            assert choose_action(view, Level.EXPERT, random.Random(3), params=params) == action
            searched += 1
        else:
            action = choose_action(view, Level.INTERMEDIATE, random.Random(1))
        state = state.apply(action)
    assert searched == 6


def test_the_bidders_simulation_plays_the_learned_policy_where_asked():
    """``evaluate_contracts(policy_plies=...)``: the candidate contracts' playouts start with the network's cards (their
    values move), and Master told to bid by search (``search_bids``, ``bid_policy_plies``) bids a legal action."""
    import dataclasses

    from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
    from belote_desktop.ai.play.search import Simulation, evaluate_contracts
    from belote_desktop.engine import Contract, Phase, new_deal

    rules = find_variant("classic")
    state = new_deal(rules, dealer=0, seed="policy-bids")
    view = state.view_for(state.current_player())
    assert view.phase is Phase.BIDDING
    contracts = [Contract(Strain(s), view.seat) for s in range(4)]
    rules_only = evaluate_contracts(view, contracts, Simulation(random.Random(4), 64, True))
    learned = evaluate_contracts(view, contracts, Simulation(random.Random(4), 64, True, plies=32))
    assert rules_only == evaluate_contracts(view, contracts, Simulation(random.Random(4), 64, True))
    assert learned != rules_only
    params = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], bid_samples=32, search_bids=True, bid_policy_plies=32)
    for seed in range(4):
        state = new_deal(rules, dealer=seed, seed=f"policy-bids:{seed}")
        view = state.view_for(state.current_player())
        assert view.phase is Phase.BIDDING and len(view.legal_actions) > 1
        assert choose_action(view, Level.MASTER, random.Random(seed), params=params) in view.legal_actions


def _midway(game: str, cards: int, seed: str, level: str = "intermediate"):
    """A deal of ``game`` played by ``level`` until ``cards`` cards are on the tricks."""
    from belote_desktop.ai import Level, choose_action
    from belote_desktop.engine import Phase, new_deal

    state = new_deal(find_variant(game), dealer=0, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        view = state.view_for(state.current_player())
        if view.phase is Phase.PLAY and sum(len(t.cards) for t in view.tricks) + len(view.trick) >= cards:
            return state
        state = state.apply(choose_action(view, Level.parse(level), rng))
    return None


def test_the_policy_reads_the_real_deal_above_the_drawn_ones():
    """``search.policy_weights``: over positions of Expert's play (the play the network learned), the real deal is
    weighed above most of the deals Master draws for the same view (the network reads the cards the others chose)."""
    from belote_desktop.ai import SEARCH_PARAMS, Level
    from belote_desktop.ai.beliefs.inference import read_view
    from belote_desktop.ai.play.search import deal_source, policy_weights

    ranks = []
    for number in range(8):
        state = _midway("classic", 13 + number, f"likelihood:{number}", "expert")
        if state is None:
            continue
        seat = state.current_player()
        view = state.view_for(seat)
        knowledge = read_view(view)
        sampler, _, _ = deal_source(view, knowledge, SEARCH_PARAMS[Level.MASTER])
        rng = random.Random(number)
        drawn = [sampler.sample(rng) for _ in range(200)]
        real = [state.hands[s] for s in range(4)]
        w = policy_weights(view, drawn + [real], knowledge.played_by, 1.0)
        assert w.max() == 1.0 and (w > 0).all()
        ranks.append(float((w[:-1] < w[-1]).mean()))
    assert len(ranks) >= 6
    assert np.mean(ranks) > 0.6, ranks


def test_master_weighs_its_deals_by_the_policy_and_expert_does_not(monkeypatch):
    from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
    from belote_desktop.ai.play import search

    powers = []
    real = search.policy_weights

    def spy(view, deals, played_by, power):
        powers.append(power)
        return real(view, deals, played_by, power)

    monkeypatch.setattr(search, "policy_weights", spy)
    state = _midway("classic", 9, "likelihood:master")
    assert state is not None
    view = state.view_for(state.current_player())
    for level in (Level.EXPERT, Level.MASTER):
        before = len(powers)
        params = SEARCH_PARAMS[level].without_clock()
        assert choose_action(view, level, random.Random(2), params=params) in view.legal_actions
        assert (len(powers) > before) == (level == Level.MASTER)
    assert set(powers) == {0.5}
