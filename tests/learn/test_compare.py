"""The Master's comparison on the same cards: the other bots repeat their moves until the lines part."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import VARIANTS, find_variant, new_deal
from belote_desktop.learn.compare import Bots, compare_on_same_cards, _default_think


def _play(rules, seat_levels, match_seed, deal_number=0, dealer=1, seed=7):
    state = new_deal(rules, dealer=dealer, seed=seed)
    while not state.is_terminal():
        mover = state.current_player()
        view = state.view_for(mover)
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else _default_think(
            view, seat_levels[mover], bot_seed(match_seed, deal_number, len(state.history), mover))
        state = state.apply(action)
    return state


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_same_bot_in_the_seat_gives_the_same_deal(variant):
    rules = find_variant(variant)
    levels = ["intermediate", "beginner", "intermediate", "beginner"][: rules.players]
    deal = _play(rules, levels, match_seed=42)
    comparison = compare_on_same_cards(deal, 0, Bots(lambda s: levels[s], 42, 0, master_level="intermediate"))
    assert comparison is not None
    assert comparison.master.history == deal.history and comparison.first_difference == -1 and comparison.gap == 0


def test_the_lines_part_at_the_players_own_decision():
    rules = find_variant("coinche")
    levels = ["beginner", "intermediate", "intermediate", "intermediate"]
    parted = 0
    for seed in range(6):
        deal = _play(rules, levels, match_seed=seed, seed=seed)
        comparison = compare_on_same_cards(deal, 0, Bots(lambda s: levels[s], seed, 0, master_level="intermediate"))
        assert comparison is not None and comparison.master.deck == deal.deck
        if comparison.first_difference < 0:
            continue
        parted += 1
        assert deal.history[comparison.first_difference][0] == 0  # the player's seat chose otherwise
        assert comparison.master.history[:comparison.first_difference] == deal.history[:comparison.first_difference]
        assert comparison.played_score == deal.result().score[0]
    assert parted >= 2


def test_progress_is_told_and_may_stop_the_comparison():
    rules = find_variant("classic")
    levels = ["intermediate"] * 4
    deal = _play(rules, levels, match_seed=3)
    told = []

    def progress(done, expected):
        told.append((done, expected))
        return done < 5

    bots = Bots(lambda s: levels[s], 3, 0, master_level="intermediate")
    assert compare_on_same_cards(deal, 0, bots, progress=progress) is None
    assert told[-1][0] == 5 and all(expected >= done for done, expected in told)
    with pytest.raises(ValueError):
        compare_on_same_cards(new_deal(rules, dealer=0, seed=1), 0, Bots(lambda s: "beginner", 3, 0))


def test_before_the_lines_part_the_other_seats_repeat_the_game_without_thinking():
    """The game's own moves are reused until the Master parts from the player: the same comparison as when
    every seat thinks again (the bots repeat by their position seeds), with no thought spent on the others."""
    rules = find_variant("coinche")
    levels = ["beginner", "intermediate", "intermediate", "intermediate"]
    compared = 0
    for seed in range(8):
        deal = _play(rules, levels, match_seed=seed, seed=seed)
        asked = []

        def think(view, level, s, asked=asked):
            asked.append((view.seat, len(view.history)))
            return _default_think(view, level, s)

        bots = Bots(lambda s: levels[s], seed, 0, master_level="intermediate")
        quick = compare_on_same_cards(deal, 0, dataclasses.replace(bots, think=think))
        again = compare_on_same_cards(deal, 0, bots, reuse_played=False)
        assert quick.master.history == again.master.history and quick.gap == again.gap
        assert quick.first_difference == again.first_difference
        parting = quick.first_difference if quick.first_difference >= 0 else len(deal.history)
        assert not [(mover, step) for mover, step in asked if mover != 0 and step < parting]
        assert any(mover == 0 for mover, _ in asked)
        compared += parting > 8
    assert compared >= 3

