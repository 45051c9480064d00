"""The structured recipe behind the flat dial names: every dial in exactly one part, the flat names
unchanged (they are the files' contract), read and set through either form, and meld tables
registered rather than branched on."""

from __future__ import annotations

import dataclasses
import os
import pickle
import subprocess
import sys

import pytest

from belote_desktop.engine import new_deal
from belote_desktop.engine.cards import Card, DeckKind, Rank, mask_of
from belote_desktop.engine.declarations import MeldTable, best_melds
from belote_desktop.engine.recipe import MELD_TABLES, register_meld_table
from belote_desktop.engine.rules import (
    FIELD_NAMES, FLAT_PATHS, VARIANTS, Match, MeldTableKind, Ruleset, Scoring, Table, _Dials, find_variant,
    matching_preset,
)
from belote_desktop.engine.shapes import MADE_UP

# The names a save, the settings and a deal file write rules with, in the order the flat recipe had them.
# Never rename or drop one: every existing file must still load.
WIRE_NAMES = (
    "id", "name", "description", "deck", "players", "partnerships", "direction", "first_packets", "turn_card",
    "second_packets", "shuffle_every_deal", "turned_from", "turned_keeper", "kitty_packets", "table_down_packets",
    "table_up_packets", "unused_cards", "first_receiver", "table_turn_up", "trump_scheme", "trump_must_be_held",
    "same_dealer_redeals", "min_bid", "max_bid", "bid_step", "allow_no_trumps", "allow_all_trumps", "allow_capot_bid",
    "allow_double", "allow_redouble", "pass_is_final", "first_lead", "contract_bids_after_double", "allow_match_call",
    "must_trump", "must_overtrump", "partner_exempts", "partner_exempts_trump_lead", "must_raise_in_trump_lead",
    "all_trumps_raise_every_suit", "must_undertrump", "must_trump_only_if_opponent_trumped",
    "locked_lead_when_doubled", "locked_lead_at_triple", "declarations", "meld_sharing", "meld_tie",
    "meld_reuse_cards", "meld_table", "belote_void_in_meld", "twenty_over_fifty", "long_run_splits",
    "sequence_length_first", "belote_points", "belote_king_first", "belote_in_all_trumps",
    "belote_counts_for_contract", "belote_only_lead_ruff_or_partner", "last_trick_bonus", "capot_bonus", "tie_rule",
    "failed_outcome", "failed_contract_base", "capot_bid_value", "capot_bid_failed", "uncalled_capot_points",
    "failed_contract_adds_bid", "redouble_multiplier", "coinche_multiplies", "contract_floor",
    "failed_takers_keep_belote", "declarations_need_a_trick", "no_trick_melds_to_nobody", "target_rule",
    "match_points", "kaboot_sun", "kaboot_hokum", "kaboot_ace_doubles", "point_contract_score",
    "melds_count_for_contract", "fifteen_rule", "melds_shown_at_second_trick", "mp_limit_suit", "mp_limit_no_trumps",
    "mp_limit_all_trumps", "mp_both_at_limit", "valat_match_points", "tie_hanging_points", "no_trumps_melds",
    "no_trumps_multiplier", "doubled_winner_takes_all", "hanging_includes_belote", "tie_defenders_take_all",
    "hanging_waits_for_a_win", "doubled_tie_hangs_all", "mp_tie_at_limit_up", "belote_may_stay_quiet",
    "dealer_must_call", "kirtik_points", "no_end_on_valat", "failed_share", "declare_table_cards", "target_score",
    "match_end", "run_over_four_of_a_kind",
)

PARTS = ("table", "deal", "auction", "play", "melds", "belote", "scoring", "conversion", "match")
RULESETS = {**VARIANTS, **MADE_UP}


def _leaves(recipe, path=()):
    """(name, path, annotation) of every dial under a sub-recipe, walking its own parts."""
    for f in dataclasses.fields(recipe):
        value = getattr(recipe, f.name)
        if dataclasses.is_dataclass(value):
            yield from _leaves(value, (*path, f.name))
        else:
            yield f.name, (*path, f.name), f.type


def test_the_flat_names_are_the_files_contract():
    assert len(set(WIRE_NAMES)) == len(WIRE_NAMES)
    assert len(set(FIELD_NAMES)) == len(FIELD_NAMES)
    assert set(FIELD_NAMES) == set(WIRE_NAMES)
    assert FIELD_NAMES[:3] == ("id", "name", "description")


def test_every_dial_lives_in_exactly_one_part():
    rules = find_variant("classic")
    assert tuple(f.name for f in dataclasses.fields(Ruleset)) == ("id", "name", "description", *PARTS)
    seen: dict[str, tuple[str, ...]] = {}
    for part in PARTS:
        for name, path, _ in _leaves(getattr(rules, part), (part,)):
            assert name not in seen, f"{name} is in {seen[name]} and {path}"
            seen[name] = path
    assert seen == FLAT_PATHS
    assert set(seen) == set(WIRE_NAMES) - {"id", "name", "description"}


def test_the_type_checkers_list_matches_the_parts():
    rules = find_variant("classic")
    types = {name: annotation for part in PARTS for name, _, annotation in _leaves(getattr(rules, part))}
    assert list(_Dials.__annotations__) == list(FLAT_PATHS)
    assert _Dials.__annotations__ == types


@pytest.mark.parametrize("key", sorted(RULESETS))
def test_a_flat_name_reads_its_part(key):
    rules = RULESETS[key]
    for name, path in FLAT_PATHS.items():
        value = rules
        for step in path:
            value = getattr(value, step)
        assert getattr(rules, name) is value
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.capot_bonus = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.scoring = Scoring()  # type: ignore[misc]


def test_built_from_parts_or_flat_names_alike():
    by_parts = Ruleset("t", "T", table=Table(deck=DeckKind.SHORT_24, players=3, partnerships=False),
                       match=Match(target_score=700), scoring=Scoring(capot_bonus=0))
    by_names = Ruleset("t", "T", deck=DeckKind.SHORT_24, players=3, partnerships=False, target_score=700,
                       capot_bonus=0)
    assert by_parts == by_names and hash(by_parts) == hash(by_names)
    # a flat name overrides that dial of a part given beside it, and leaves the part's other dials
    mixed = Ruleset("t", "T", match=Match(target_score=700, match_end=find_variant("coinche").match_end),
                    target_score=900, kaboot_sun=30)
    assert mixed.match.target_score == 900 and mixed.match.match_end is find_variant("coinche").match_end
    assert mixed.scoring.baloot.kaboot_sun == 30 and mixed.kaboot_hokum == 44
    with pytest.raises(TypeError, match="target_scor"):
        Ruleset("t", "T", target_scor=900)


def test_replace_by_flat_name_or_part():
    classic = find_variant("classic")
    custom = dataclasses.replace(classic, target_score=1001)
    assert custom.match == dataclasses.replace(classic.match, target_score=1001)
    assert custom.scoring is classic.scoring  # untouched parts are shared
    assert dataclasses.replace(classic, match=custom.match) == custom
    assert matching_preset(custom) is None and matching_preset(dataclasses.replace(custom, target_score=1000))
    with pytest.raises(ValueError, match="players"):
        dataclasses.replace(classic, players=5)  # still validated


@pytest.mark.parametrize("key", sorted(RULESETS))
def test_pickled_rules_are_equal_and_still_compile(key):
    rules = RULESETS[key]
    rules.duties, rules.seating, rules.deal_plan  # noqa: B018 -- cached before pickling, as in a running game
    again = pickle.loads(pickle.dumps(rules))
    assert again == rules and hash(again) == hash(rules)
    assert again.duties == rules.duties and again.seating == rules.seating and again.deal_plan == rules.deal_plan
    assert again.meld_rules == rules.meld_rules and again.belote_rule == rules.belote_rule
    assert again.capot_bonus == rules.capot_bonus and again.hand_size == rules.hand_size
    fresh = pickle.loads(pickle.dumps(dataclasses.replace(rules, description="x")))
    assert fresh.duties == rules.duties and fresh.deal_plan == rules.deal_plan


def test_rules_sent_to_another_process_hash_there_as_its_own(tmp_path):
    """The bots' workers unpickle the rules: a hash cached in the parent (strings hash differently in
    each process) would make equal rules miss the worker's caches, or worse."""
    rules = dataclasses.replace(find_variant("baloot"), kaboot_hokum=25)
    assert "_hash" not in rules.__getstate__()
    (tmp_path / "rules.pickle").write_bytes(pickle.dumps(rules))
    script = (
        "import dataclasses, pickle, sys\n"
        "from belote_desktop.engine.rules import find_variant\n"
        "got = pickle.loads(open(sys.argv[1], 'rb').read())\n"
        "mine = dataclasses.replace(find_variant('baloot'), kaboot_hokum=25)\n"
        "assert got == mine and hash(got) == hash(mine) and len({got, mine}) == 1, 'hash differs'\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "rules.pickle")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_overrides_round_trip_by_flat_names(key):
    preset = VARIANTS[key]
    custom = dataclasses.replace(preset, capot_bonus=preset.capot_bonus + 10, meld_reuse_cards=True,
                                 kaboot_hokum=25, mp_limit_suit=5, target_score=preset.target_score + 1)
    written = custom.overrides()
    assert written == {"capot_bonus": preset.capot_bonus + 10, "meld_reuse_cards": True, "kaboot_hokum": 25,
                       "mp_limit_suit": 5, "target_score": preset.target_score + 1}
    assert preset.with_overrides(written) == custom


def test_a_file_names_a_meld_table_by_its_string():
    loaded = find_variant("classic").with_overrides({"meld_table": "tarabish"})
    assert loaded.meld_table is MeldTableKind.TARABISH and loaded.melds == dataclasses.replace(
        find_variant("classic").melds, meld_table=MeldTableKind.TARABISH)
    assert loaded.overrides() == {"meld_table": "tarabish"}
    assert loaded.meld_rules.table == find_variant("tarabish").meld_rules.table
    with pytest.raises(ValueError, match="unknown meld table 'pinochle'.*known: baloot, clabber, french, tarabish"):
        find_variant("classic").with_overrides({"meld_table": "pinochle"})
    with pytest.raises(ValueError, match="meld_table"):
        find_variant("classic").with_overrides({"meld_table": 3})


def test_a_new_game_registers_its_own_meld_table():
    aces = MeldTable(sequences=(), carres=((Rank.ACE, 300),))

    def build(melds):
        table = dataclasses.replace(aces, reuse_cards=melds.meld_reuse_cards)
        return table, None

    register_meld_table("four_aces", build)
    try:
        with pytest.raises(ValueError, match="already registered"):
            register_meld_table("four_aces", lambda melds: (aces, aces))
        rules = Ruleset("aces", "Aces", meld_table="four_aces", meld_reuse_cards=True)
        assert rules.meld_table == "four_aces"
        assert rules.meld_rules.table == dataclasses.replace(aces, reuse_cards=True)
        assert rules.meld_rules.no_trumps_table is None
        hand = [Card.parse(t) for t in "AS AH AD AC 7S 8S 9S JD".split()]
        assert [(m.kind.value, m.points) for m in best_melds(mask_of(hand), None, rules.meld_rules.table)] == [
            ("carre", 300)]
        custom = dataclasses.replace(find_variant("classic"), meld_table="four_aces")
        assert custom.overrides() == {"meld_table": "four_aces"}
        assert find_variant("classic").with_overrides({"meld_table": "four_aces"}) == custom
        new_deal(custom, dealer=0, seed=1)  # a deal starts with it
    finally:
        del MELD_TABLES["four_aces"]
    with pytest.raises(ValueError, match="unknown meld table 'four_aces'"):
        Ruleset("aces", "Aces", meld_table="four_aces")
