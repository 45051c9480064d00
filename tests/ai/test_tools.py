"""The arena and the kernel benchmark print one JSON object as their last line."""

from __future__ import annotations

import json
import random

import pytest

from belote_desktop.ai import Level
from belote_desktop.engine import Phase, find_variant
from tools import arena, bench_kernel
from tools.arena import Seats, fixed_contract, play_deal, summarise

from .positions import random_deal_positions


def test_arena_card_play_only_prints_the_figures(capsys):
    assert arena.main(["--variant", "coinche", "--a", "intermediate", "--b", "beginner", "--pairs", "3",
                       "--seed", "5", "--card-play-only"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    figures = json.loads(last)
    for key in ("pairs", "a_points_per_deal", "b_points_per_deal", "mean_diff", "ci95", "a_move_ms_median",
                "a_move_ms_p95"):
        assert key in figures
    assert figures["pairs"] == 3
    assert abs(figures["a_points_per_deal"] + figures["b_points_per_deal"] - 162) < 1e-6


def test_pair_ranges_run_apart_add_up_to_one_run(tmp_path):
    def outcomes(first_pair, pairs):
        save = tmp_path / f"{first_pair}-{pairs}.json"
        arena.main(["--a", "intermediate", "--b", "beginner", "--pairs", str(pairs), "--first-pair", str(first_pair),
                    "--seed", "8", "--card-play-only", "--save", str(save)])
        saved = json.loads(save.read_text(encoding="utf-8"))
        assert saved["summary"]["first_pair"] == first_pair and saved["summary"]["pairs"] == pairs
        return {pair: [(g["a_points"], g["b_points"]) for g in games] for pair, games in saved["pairs"].items()}

    whole = outcomes(0, 3)
    assert list(whole) == ["0", "1", "2"]
    assert {**outcomes(0, 1), **outcomes(1, 2)} == whole
    assert len(set(map(str, whole.values()))) > 1  # different deals


def test_duplicate_games_share_the_deal_and_swap_seats():
    rules = find_variant("classic")
    first = play_deal(Seats(rules, 0, Level.BEGINNER, Level.BEGINNER), 1, 4)
    second = play_deal(Seats(rules, 1, Level.BEGINNER, Level.BEGINNER), 1, 4)
    assert first.a_points + first.b_points == 162 == second.a_points + second.b_points
    summary = summarise([[first, second]], card_play_only=True)
    assert summary["pairs"] == 1


def test_both_games_of_a_pair_share_the_random_numbers():
    # Beginner plays a random card now and then: with the same random numbers per seat and move in
    # both games, two Beginner teams play the pair identically, so the pair's difference is exactly 0
    rules = find_variant("classic")
    for pair in range(6):
        first = play_deal(Seats(rules, 0, Level.BEGINNER, Level.BEGINNER), 3, pair)
        second = play_deal(Seats(rules, 1, Level.BEGINNER, Level.BEGINNER), 3, pair)
        assert (first.a_points, first.b_points) == (second.b_points, second.a_points)
        assert summarise([[first, second]], card_play_only=True)["mean_diff"] == 0


def test_fixed_contract_is_the_best_evaluated_hand():
    rules = find_variant("coinche")
    from belote_desktop.engine.state import shuffled_deck

    deck = shuffled_deck(rules, 3)
    hands = [list(deck[i * 8:(i + 1) * 8]) for i in range(4)]
    contract = fixed_contract(rules, hands, 3)
    assert 80 <= contract.value <= 160 and contract.strain.suit is not None
    assert contract == fixed_contract(rules, hands, 3)


def test_arena_matches_count_wins(capsys):
    assert arena.main(["--variant", "classic", "--a", "beginner", "--b", "beginner", "--pairs", "1", "--seed", "2"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["a_wins"] + figures["b_wins"] + figures["draws"] == 2


@pytest.mark.parametrize("variant", ["bulgarian", "belot_3p", "belot_2p_open"])
def test_full_deal_and_bidding_only_arenas_score_equal_teams_exactly_zero(variant, capsys):
    """Every team's seats take team A's turn with the same cards and random numbers: equal levels cancel."""
    for extra in ([], ["--bidding-only", "--play-level", "beginner"]):
        assert arena.main(["--variant", variant, "--a", "intermediate", "--b", "intermediate", "--pairs", "2",
                           "--mode", "deals", "--deals", "3", *extra]) == 0
        figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert figures["mode"] == "deals" and figures["bidding_only"] == bool(extra)
        assert figures["mean_diff"] == 0 and figures["a_points_per_deal"] > 0
        assert "a_wins" not in figures  # single deals: no match to win


def test_auction_cards_arena_scores_the_play_after_a_real_auction(capsys):
    """``auction-cards``: the bots bid, and a team's points are the card points it won (the contract's
    deck total split between the teams: 162 in a suit, 258 all trumps); equal levels cancel exactly."""
    rules = find_variant("coinche")
    played = []
    for pair in range(4):
        outcome = arena.play_deals(Seats(rules, 0, Level.INTERMEDIATE, Level.BEGINNER), 5, pair, 2, True)
        scored = arena.play_deals(Seats(rules, 0, Level.INTERMEDIATE, Level.BEGINNER), 5, pair, 2)
        assert outcome.a_points >= 0 and outcome.b_points >= 0
        assert outcome.a_points + outcome.b_points <= 2 * 258  # two deals' card points, nothing more
        played.append((outcome.a_points, outcome.b_points) != (scored.a_points, scored.b_points))
    assert any(played)  # card points are not the game's score
    assert arena.main(["--variant", "coinche", "--a", "intermediate", "--b", "intermediate", "--pairs", "2",
                       "--mode", "auction-cards", "--deals", "2"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["mode"] == "auction-cards" and figures["deals_per_game"] == 2
    assert figures["mean_diff"] == 0 and figures["a_points_per_deal"] > 0


def test_the_bidding_only_arena_differs_only_in_the_auction(monkeypatch):
    """With --bidding-only the two levels are asked only while bidding; every card is played at the play level."""
    asked = []
    real = arena.choose_action

    def spy(view, level, rng, **kwargs):
        asked.append((view.phase, arena.Level(level)))
        return real(view, level, rng, **kwargs)

    monkeypatch.setattr(arena, "choose_action", spy)
    arena.play_deals(Seats(find_variant("coinche"), 0, Level.INTERMEDIATE, Level.BEGINNER, Level.INTERMEDIATE), 4, 0, 3)
    bids = {level for phase, level in asked if phase is Phase.BIDDING}
    cards = {level for phase, level in asked if phase is not Phase.BIDDING}
    assert bids == {Level.INTERMEDIATE, Level.BEGINNER} and cards == {Level.INTERMEDIATE}


@pytest.mark.parametrize("variant", ["classic", "bulgarian"])
def test_skipping_equal_auctions_keeps_every_pairs_difference(variant):
    """--skip-equal-auctions plays only the deals whose auctions differ between a pair's games: each pair's
    difference is the one the full bidding-only arena measures, and some deals were indeed left out."""
    rules = find_variant(variant)
    skipped_in_all = 0
    for pair in range(5):
        seats = Seats(rules, 0, Level.INTERMEDIATE, Level.BEGINNER, Level.INTERMEDIATE)
        full = [arena.play_deals(seats.for_team(game), 9, pair, 3) for game in range(2)]
        short, skipped = arena.play_bidding_pair(seats, 9, pair, 3, False)
        assert arena._per_pair([short])[0] == pytest.approx(arena._per_pair([full])[0])
        assert all(g.deals == 3 for g in short)
        skipped_in_all += skipped
    assert 0 < skipped_in_all < 15


def test_skipping_equal_auctions_is_only_for_the_bidding_only_arena(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--a", "expert", "--b", "beginner", "--mode", "deals", "--skip-equal-auctions"])
    assert "--skip-equal-auctions is for --bidding-only" in capsys.readouterr().err
    assert arena.main(["--a", "intermediate", "--b", "beginner", "--mode", "deals", "--deals", "2", "--pairs", "2",
                       "--bidding-only", "--skip-equal-auctions"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert 0 <= figures["deals_not_played"] <= 4


def test_arena_refuses_bidding_only_without_an_auction(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--a", "expert", "--b", "beginner", "--card-play-only", "--bidding-only"])
    assert "needs an auction" in capsys.readouterr().err


@pytest.mark.slow
def test_kernel_bench_reports_its_rates():
    figures = bench_kernel.run_kernel_bench(0.05)
    for key in ("playouts_per_second", "search_iterations_per_second", "scalar_playouts_per_second"):
        assert figures[key] > 0
    json.dumps(figures)


def test_think_bench_times_decisions_through_the_workers(capsys):
    from tools import bench

    assert bench.main(["think", "--level", "intermediate", "--decisions", "6", "--jobs", "1"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["level"] == "intermediate" and figures["jobs"] == 1
    assert figures["bidding"]["count"] + figures["play"]["count"] == 6
    timed = [part for part in (figures["bidding"], figures["play"]) if part["count"]]
    assert all(0 <= part["median_ms"] <= part["p95_ms"] <= part["max_ms"] for part in timed)


def test_playout_duel_plays_legal_cards_and_prints_the_figures(capsys):
    from tools import playout_duel

    rules = find_variant("classic")
    rng = random.Random(4)
    for seed in range(6):
        for state in random_deal_positions(rules, seed):
            if state.phase is Phase.PLAY:
                view = state.view_for(state.current_player())
                legal = {a.card.index for a in view.legal_actions if hasattr(a, "card")}
                if legal:
                    assert playout_duel.policy_card(view, rng) in legal
    assert playout_duel.main(["--deals", "4", "--seed", "3"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["deals"] == 4 and set(figures) >= {"policy_minus_intermediate", "ci95"}
    assert playout_duel.main(["--variant", "nope"]) == 2


def test_the_comparison_bench_prints_its_figures(capsys, monkeypatch):
    from tools import bench_compare

    monkeypatch.setattr(bench_compare, "SEARCHING", ())  # every level in this process: a quick run
    assert bench_compare.main(["--variants", "belot_3p", "--deals", "1", "--table", "intermediate"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["belot_3p"]["max"] == figures["all"]["max"] > 0 and figures["all"]["comparisons"] == 1


@pytest.mark.slow
def test_the_oracle_arena_tells_only_master_and_leaves_the_bots_as_they_were(capsys):
    """tools/oracle_arena: a measurement of what better beliefs could give. Master's deals are weighed towards
    the real deal (the true one gets the most weight), Expert's are not, and nothing stays patched after."""
    import numpy as np

    from belote_desktop.ai import SEARCH_PARAMS
    from belote_desktop.ai.play import search
    from belote_desktop.ai.beliefs.calls import auction_weight
    from belote_desktop.ai.beliefs.inference import DealSampler, read_view
    from belote_desktop.engine.state import DealState
    from tools import oracle_arena

    plain = (DealState.view_for, search.deal_weights, SEARCH_PARAMS[Level.MASTER])
    state = next(s for s in random_deal_positions(find_variant("classic"), 5)
                 if s.phase is Phase.PLAY and len(s.tricks) == 2 and not s.trick)
    seat = state.current_player()
    oracle_arena._install()
    try:
        view = state.view_for(seat)
        knowledge = read_view(view)
        sampler = DealSampler(knowledge)
        deals = [sampler.sample(random.Random(k)) for k in range(30)] + [list(state.hands)]
        weight = auction_weight(view, knowledge.played_by)
        import os
        os.environ["BELOTE_ORACLE_BETA"] = "1.0"
        told = search.deal_weights(view, deals, knowledge.played_by, weight, SEARCH_PARAMS[Level.MASTER])
        as_expert = search.deal_weights(view, deals, knowledge.played_by, weight, SEARCH_PARAMS[Level.EXPERT])
        del os.environ["BELOTE_ORACLE_BETA"]
    finally:
        oracle_arena._uninstall()
    assert int(np.argmax(told)) == len(deals) - 1  # the real deal weighs most for Master
    assert np.allclose(as_expert, plain[1](view, deals, knowledge.played_by, weight, SEARCH_PARAMS[Level.EXPERT]))
    assert (DealState.view_for, search.deal_weights, SEARCH_PARAMS[Level.MASTER]) == plain
    assert oracle_arena.main(["--beta", "0.5", "--pairs", "1", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["beta"] == 0.5 and out["pairs"] == 1 and out["a"] == "master"
    assert (DealState.view_for, search.deal_weights, SEARCH_PARAMS[Level.MASTER]) == plain


def test_master_params_change_masters_search_in_the_arena(capsys):
    """``--master-param NAME=VALUE``: a number field of Master's search, typed; anything else refused by name."""
    from belote_desktop.ai import SEARCH_PARAMS

    shipped = SEARCH_PARAMS[Level.MASTER]
    try:
        arena.set_master_exact_cards(None, (("policy_plies", "8"), ("samples", "300"), ("public_playouts", "false")))
        changed = SEARCH_PARAMS[Level.MASTER]
        assert (changed.policy_plies, changed.samples, changed.public_playouts) == (8, 300, False)
        assert changed.second_look == shipped.second_look
        arena.set_master_exact_cards(None, (("policy_likelihood", "0.5"), ("second.policy_likelihood", "0.25")))
        changed = SEARCH_PARAMS[Level.MASTER]
        assert changed.policy_likelihood == 0.5 and changed.second_look.policy_likelihood == 0.25
        assert changed.second_look.exact_cards == shipped.second_look.exact_cards
        assert shipped.solve_from_for("classic") == 12  # Master's own depth there, unless a run gives another
        arena.set_master_exact_cards(None, (("solve_from", "0"),))
        assert SEARCH_PARAMS[Level.MASTER].solve_from_for("classic") == 0
        assert shipped.policy_plies_for("classic") == 32 and shipped.policy_plies_for("bulgarian") == 0
        arena.set_master_exact_cards(None, (("policy_plies", "0"),))  # the same for the learned playouts
        assert SEARCH_PARAMS[Level.MASTER].policy_plies_for("classic") == 0
    finally:
        SEARCH_PARAMS[Level.MASTER] = shipped
    for bad, said in (("policy_plies=x", "not a value of type int"), ("second_look=1", "not a number field"), ("samples", "NAME=VALUE"),
                       ("second.nothing=1", "not a number field")):
        with pytest.raises(SystemExit):
            arena.main(["--a", "master", "--b", "expert", "--pairs", "1", "--master-param", bad])
        assert said in capsys.readouterr().err


def test_policy_beliefs_reads_the_drawn_deals_at_each_power(capsys):
    """``tools.policy_beliefs``: the hidden cards' true holders under Master's drawn deals, weighed by the policy to
    each power; power 0 is the draws alone (gain 0); a game with no network and bad arguments are said so."""
    from tools import policy_beliefs

    assert policy_beliefs.main(["--variant", "classic", "--deals", "1", "--samples", "20", "--powers", "0.5"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["views"] > 0 and set(out["mean_log_p"]) == {"0.0", "0.5"}
    assert out["gain_per_view"]["0.0"] == [0.0, 0.0]
    assert all(-3 < value < 0 for value in out["mean_log_p"].values())
    assert policy_beliefs.main(["--variant", "pilotta", "--deals", "1"]) == 2
    assert "ships no policy network" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        policy_beliefs.main(["--powers", "x"])


def test_late_matches_start_from_the_pairs_own_scores_and_count_from_there(capsys):
    """``--late LOW:HIGH``: both games of a pair start from the same drawn scores, within the shares of the target;
    the points a deal count from there, so equal teams still cancel exactly."""
    rules = find_variant("bulgarian")
    start = arena.start_scores(rules, 9, 4, (0.6, 0.9))
    assert start == arena.start_scores(rules, 9, 4, (0.6, 0.9)) != arena.start_scores(rules, 9, 5, (0.6, 0.9))
    assert all(0.6 * 151 <= s <= 0.9 * 151 for s in start)
    assert arena.start_scores(rules, 9, 4, None) == (0, 0)
    assert arena.main(["--variant", "bulgarian", "--a", "intermediate", "--b", "intermediate", "--pairs", "2",
                       "--late", "0.8:0.9"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["late_start"] == [0.8, 0.9] and figures["mean_diff"] == 0 and figures["a_win_rate"] == 0.5
    assert 0 < figures["a_points_per_deal"] < 40  # a deal's match points, not the start's 120-odd
    for bad, said in ((["--late", "0.9:0.5"], "LOW <= HIGH"), (["--late", "x"], "LOW:HIGH"),
                      (["--mode", "deals", "--late", "0.5:0.6"], "for --mode match")):
        with pytest.raises(SystemExit):
            arena.main(["--a", "intermediate", "--b", "intermediate", "--pairs", "1", *bad])
        assert said in capsys.readouterr().err


def test_team_bs_master_can_search_otherwise(monkeypatch):
    """``--b-master-param``: team B's Master searches with the shipped settings changed so, team A's as set."""
    from belote_desktop.ai import SEARCH_PARAMS

    shipped = SEARCH_PARAMS[Level.MASTER]
    seen: list[tuple[bool, object]] = []

    def spy(view, level, rng, times, params=None):
        seen.append((times is not None, params))
        return plain(view, level, rng, times, params)

    plain = arena._act
    monkeypatch.setattr(arena, "_act", spy)
    try:
        arena.set_master_exact_cards(None, (("samples", "40"),), (("samples", "30"), ("match_aware", "true")))
        assert SEARCH_PARAMS[Level.MASTER].samples == 40
        arena.play_match(Seats(find_variant("classic"), 0, Level.MASTER, Level.MASTER), 3, 0, late=(0.9, 0.95))
    finally:
        SEARCH_PARAMS[Level.MASTER] = shipped
        arena.B_MASTER[0] = None
    b_params = {id(p): p for a, p in seen if not a}
    assert [p for a, p in seen if a and p is not None] == []  # team A: the level's own settings
    assert len(b_params) == 1 and all(p.samples == 30 and p.match_aware for p in b_params.values())


def test_the_match_share_comes_with_its_interval_over_the_pairs():
    """Pairs (1, 0), (1, 1), (0, 0), (0.5, 0.5): shares 0.5, 1, 0, 0.5; the interval is over those four."""
    from tools.arena import GameOutcome

    def pair(*won):
        return [GameOutcome(0, 0, 1, w, []) for w in won]

    figures = summarise([pair(1, 0), pair(1, 1), pair(0, 0), pair(0.5, 0.5)], False, True)
    assert figures["a_win_rate"] == 0.5 and figures["pairs_split"] == 2
    assert figures["a_win_rate_ci95"] == round(1.96 * (1 / 6) ** 0.5 / 2, 3)
