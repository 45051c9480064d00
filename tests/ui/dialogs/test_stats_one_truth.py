"""Statistics tell one truth: every deal counts when it ends, the header is the sum of every game's tiles,
and games played with the player's own rules are named and explained (the real window records them)."""

from __future__ import annotations

import re

import pytest
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import find_variant
from belote_desktop.storage import saves
from belote_desktop.storage import stats as stats_store

TARGET_100 = find_variant("classic").with_overrides({"target_score": 100})
WON_SEED = 3  # at this seed the player's team wins the match to 100 (asserted below)


@pytest.fixture
def w(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    window = MainWindow(interactive=False, settings=make_settings(partner_level="beginner",
                                                                  opponent_level="beginner"))
    qtbot.addWidget(window)
    window.persist = True
    window.controller.auto_bots = False
    yield window
    window.controller.cancel_bot()
    window.controller.wait_for_bots()


def _to_deal_end(w) -> None:
    c = w.controller
    while not c.awaiting_continue and not c.match.over:
        c.play_bot_move_now()


def _to_match_end(w) -> None:
    c = w.controller
    while not c.match.over:
        if c.awaiting_continue:
            w.continue_deal()
        else:
            c.play_bot_move_now()


def _played_deals(match) -> int:
    return sum(not r.thrown_in for r in match.results)


def _header_numbers(dialog) -> dict[str, int]:
    """The header's numbers as the player reads them (English)."""
    summary = dialog.summary.text()

    def number(pattern: str) -> int:
        found = re.search(pattern, summary)
        return int(found.group(1)) if found else 0

    return {"matches": number(r"(\d+) match(?:es)? played"), "won": number(r"(\d+) won"),
            "left": number(r"(\d+) left unfinished"), "deals": number(r"(\d+) deals?\b")}


def _tiles_as_shown(dialog) -> dict[str, dict[str, int]]:
    """Each game's tiles, chosen one after the other in the chooser: matches, left, deals as shown."""
    shown = {}
    for key in dialog.chooser_keys():
        if key == "":
            continue
        dialog.choose(key)
        meaning = dialog.tiles["matches"].meaning.text()
        won = re.search(r"(\d+) won", meaning)
        left = re.search(r"(\d+) left unfinished", meaning)
        shown[key] = {"matches": int(dialog.tiles["matches"].value.text()), "won": int(won.group(1)) if won else 0,
                      "left": int(left.group(1)) if left else 0, "deals": int(dialog.tiles["deals"].value.text())}
    return shown


def _summed(tiles: dict[str, dict[str, int]]) -> dict[str, int]:
    return {name: sum(t[name] for t in tiles.values()) for name in ("matches", "won", "left", "deals")}


@pytest.mark.slow
def test_an_abandoned_deal_and_a_won_match_to_100_read_the_same_in_the_header_and_the_tiles(w, qtbot):
    w.start_game(find_variant("classic"), seed=2)
    for _ in range(6):  # the bidding and a few cards: a deal left before its end
        w.controller.play_bot_move_now()
    assert not w.controller.match.finished
    w.start_game(TARGET_100, seed=WON_SEED)
    _to_match_end(w)
    match = w.controller.match
    assert match.winner == match.rules.team_of(w.human), "the seed was chosen for a won match"
    dialog = w.rules_help.show_statistics()
    qtbot.addWidget(dialog)
    header = _header_numbers(dialog)
    tiles = _tiles_as_shown(dialog)
    assert header == _summed(tiles)
    assert header == {"matches": 1, "won": 1, "left": 1, "deals": _played_deals(match)}
    assert tiles["classic"] == {"matches": 0, "won": 0, "left": 1, "deals": 0}  # the deal left is counted nowhere
    figures, summed = dialog.header_and_tiles()
    assert dialog.header_and_tiles_agree() and figures == summed
    assert (figures.matches, figures.won, figures.left, figures.deals) == (1, 1, 1, _played_deals(match))
    # the match to 100 is the player's own rules: named with the rule changed, and explained
    label = dialog.game_combo.itemText(dialog.game_combo.findData("classic:custom"))
    assert "your own rules" in label and "100" in label and "custom" not in label
    dialog.choose("classic")
    words = " ".join(dialog.explanations().values()) + dialog.rules_note.text()
    assert "your own rules" in words and dialog.rules_note.isVisible()
    # what happens to a deal left before its end is said on the page
    assert "left before its last trick" in dialog.note.text()


@pytest.mark.slow
def test_a_baloot_deal_played_out_shows_at_once(w, qtbot):
    w.start_game(find_variant("baloot"), seed=1)
    _to_deal_end(w)
    match = w.controller.match
    assert not match.over and _played_deals(match) == 1
    assert stats_store.load_stats()[0].for_variant("baloot").deals_played == 1
    dialog = w.rules_help.show_statistics()
    qtbot.addWidget(dialog)
    assert dialog.chooser_keys()[0] == "baloot"
    assert "not played yet" not in dialog.game_combo.itemText(0)
    assert dialog.tiles["deals"].value.text() == "1"
    assert _header_numbers(dialog)["deals"] == 1 and dialog.header_and_tiles_agree()
    # the next deal counts when it ends, and leaving the match counts no deal twice
    w.continue_deal()
    _to_deal_end(w)
    deals = _played_deals(w.controller.match)
    w.start_game(find_variant("classic"), seed=1)
    entry = stats_store.load_stats()[0].for_variant("baloot")
    assert entry.deals_played == deals and entry.games_abandoned == 1
    assert entry.match_history[-1].deals == deals


@pytest.mark.slow
def test_a_resumed_game_counts_its_deals_once(w, qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w.start_game(TARGET_100, seed=4)
    _to_deal_end(w)
    at_deal_end, _ = saves.read_autosave()  # quit at the end of a deal: the kept game says its deal counted
    assert at_deal_end is not None and at_deal_end.statistics["deals_counted"] == len(w.controller.match.finished)
    w.continue_deal()
    w.controller.play_bot_move_now()  # a trick or a bid of the next deal: the autosave holds what was counted
    w.files.saves.autosave()
    counted = stats_store.load_stats()[0].for_variant("classic:custom").deals_played
    assert counted == _played_deals(w.controller.match)
    loaded, _ = saves.read_autosave()
    assert loaded is not None and loaded.statistics["deals_counted"] == len(w.controller.match.finished)
    again = MainWindow(interactive=False, settings=make_settings(partner_level="beginner", opponent_level="beginner"))
    qtbot.addWidget(again)
    again.persist = True
    again.controller.auto_bots = False
    again.start_default_game()
    assert again.controller.match.finished == w.controller.match.finished
    _to_match_end(again)
    entry = stats_store.load_stats()[0].for_variant("classic:custom")
    assert entry.deals_played == _played_deals(again.controller.match) and entry.games_played == 1
    again.controller.cancel_bot()


@pytest.mark.slow
def test_an_older_autosave_counts_its_earlier_deals_at_the_next_deal_end(w, qtbot):
    """A game saved by a version that counted deals at the match's end: its deals were not counted yet."""
    from belote_desktop.ui.window.main_window import MainWindow

    w.persist = False  # the first deal is played without counting, as the older version did
    w.start_game(find_variant("classic"), seed=5)
    _to_deal_end(w)
    w.continue_deal()
    w.controller.play_bot_move_now()
    payload = w.files.saves.payload()
    payload.statistics.pop("deals_counted", None)
    saves.write_autosave(payload)
    again = MainWindow(interactive=False, settings=make_settings(partner_level="beginner", opponent_level="beginner"))
    qtbot.addWidget(again)
    again.persist = True
    again.controller.auto_bots = False
    again.start_default_game()
    _to_deal_end(again)
    entry = stats_store.load_stats()[0].for_variant("classic")
    assert entry.deals_played == _played_deals(again.controller.match) >= 1
    again.controller.cancel_bot()


def _random_stats(seed: int) -> stats_store.Statistics:
    """Records made the way the window makes them: each deal when it ends, then its match (ended or left)."""
    import random

    from belote_desktop.engine import new_match

    rng = random.Random(seed)
    games = [TARGET_100, find_variant("classic"), find_variant("baloot"),
             find_variant("coinche").with_overrides({"target_score": 500}), find_variant("belot_3p")]
    stats = stats_store.Statistics()
    for n in range(rng.randint(1, 6)):
        rules = rng.choice(games)
        match, counted = new_match(rules, seed=100 * seed + n), 0
        for _ in range(100_000 if rules.target_score <= 100 or rng.random() < 0.3 else rng.randint(1, 300)):
            if match.over:
                break
            before = len(match.finished)
            match = match.apply(rng.choice(match.legal_actions()))
            if len(match.finished) > before and not match.over:
                counted = stats_store.record_deals(stats, match, counted=counted)
        stats_store.record_match(stats, match, undo_used=rng.randint(0, 2), deals_counted=counted)
    return stats


@pytest.mark.parametrize("seed", range(5))
def test_the_header_is_the_sum_of_the_tiles_for_random_records(qtbot, seed):
    from belote_desktop.ui.dialogs.stats_window import StatisticsDialog

    stats = _random_stats(seed)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.header_and_tiles_agree()
    header, summed = dialog.header_and_tiles()
    assert header == summed == stats_store.headline(stats)
    tiles = _tiles_as_shown(dialog)
    assert _header_numbers(dialog) == _summed(tiles)
    assert _header_numbers(dialog)["deals"] == sum(e.deals_played for e in stats.variants.values())
    for key, entry in stats.variants.items():  # every game with a deal played shows it
        index = dialog.game_combo.findData(key)
        assert index >= 0 and "not played yet" not in dialog.game_combo.itemText(index), key
        dialog.choose(key)
        assert dialog.tiles["deals"].value.text() == str(entry.deals_played)
    next(iter(stats.variants.values())).deals_played += 1  # a tile that no longer adds up is caught
    assert not dialog.header_and_tiles_agree()
