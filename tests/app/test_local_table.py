"""LocalTable: signals, legality checks, bots off the GUI thread, undo and redo (issue 34 point 4: redo puts back
the player's move and the replies that had followed it, exactly; any new move drops it; counted with the undos)."""

from __future__ import annotations

import threading

import pytest

from belote_desktop.engine import PASS, PLAY, Phase, PlayCard, Reason, find_variant, new_match
from belote_desktop.app.local_table import LocalTable


def test_new_game_and_human_action_signals(qtbot):
    c = LocalTable()
    c.auto_bots = False
    with qtbot.waitSignals([c.dealStarted, c.stateChanged], timeout=1000):
        c.new_game(find_variant("classic"), seed=11, first_dealer=3)  # the human (seat 0) bids first
    assert c.current_player() == 0 and c.is_human_turn()
    before = c.match
    with qtbot.waitSignal(c.actionApplied, timeout=1000) as blocker:
        assert c.human_action(PASS)
    b, action, after = blocker.args
    assert b is before and action == PASS and after == before.apply(PASS)
    assert c.match is after


def test_illegal_action_is_refused_with_the_engine_reason(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=3)
    card = c.match.deal.hand(0)[0]
    with qtbot.waitSignal(c.illegalAction, timeout=1000) as blocker:
        assert not c.human_action(PLAY[card.index])  # a card during the auction
    reason, params = blocker.args
    assert reason is Reason.WRONG_PHASE
    assert c.match.deal.history == ()


def test_not_your_turn(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=0)  # seat 1 bids first
    with qtbot.waitSignal(c.illegalAction, timeout=1000) as blocker:
        assert not c.human_action(PASS)
    assert blocker.args[1].get("not_your_turn")


def test_bots_run_off_the_gui_thread_and_see_only_their_view(qtbot, monkeypatch):
    from belote_desktop.app import bots

    seen = []
    real = bots.bot_choose

    def spy(view, level, rng, *more):
        seen.append((threading.current_thread() is threading.main_thread(), type(view).__name__, view.seat))
        return real(view, level, rng, *more)

    monkeypatch.setattr(bots, "bot_choose", spy)
    c = LocalTable()
    c.seat_model.pause_ms = 0
    c.new_game(find_variant("classic"), seed=11, first_dealer=0)  # bots 1, 2, 3 bid before the human
    qtbot.waitUntil(lambda: c.current_player() in (0, -1) or c.match.deal.phase is not Phase.BIDDING, timeout=5000)
    c.auto_bots = False
    c.wait_for_bots()
    assert seen, "no bot ran"
    assert all(not on_main and kind == "PlayerView" and seat != 0 for on_main, kind, seat in seen)


def test_undo_goes_back_before_the_human_move_and_is_counted(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=3)
    start = c.match
    with qtbot.waitSignal(c.undoAvailable, timeout=1000, check_params_cb=lambda ok: ok):
        c.human_action(PASS)
    c.play_bot_move_now()  # a bot answers
    assert c.can_undo()
    assert c.undo()
    assert c.match == start and c.undo_count == 1 and not c.can_undo()
    c.allow_undo = False
    c.human_action(PASS)
    assert not c.can_undo() and not c.undo()


def test_deal_finished_signal_and_continue(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.load_match(new_match(find_variant("coinche"), seed=4), fresh=True)
    results = []
    c.dealFinished.connect(results.append)
    for _ in range(200):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
    assert c.awaiting_continue and len(results) == 1
    assert c.display_deal() is c.match.finished[-1]
    assert c.current_player() == -1  # nobody moves while the result is shown
    with qtbot.waitSignal(c.dealStarted, timeout=1000):
        c.continue_deal()
    assert not c.awaiting_continue and c.display_deal() is c.match.deal
    assert isinstance(c.view().legal_actions, tuple)
    assert not any(isinstance(a, PlayCard) for a in c.view().legal_actions) or c.view().phase is Phase.PLAY


def test_expert_bots_think_in_worker_processes(qtbot, monkeypatch):
    import os

    from belote_desktop.ai import SearchParams
    from belote_desktop.app import bots

    quick = SearchParams(samples=16, max_seconds=5.0, exact_cards=8, exact_samples=4, bid_samples=8, chunk=8)
    worker = bots.search_worker()
    assert worker is not None
    calls = []
    real_submit = worker.submit

    def spy(view, level, seed, params=None):
        calls.append((view.seat, level.name))
        return real_submit(view, level, seed, params=quick)  # a small search keeps the test short

    monkeypatch.setattr(worker, "submit", spy)
    c = LocalTable()
    c.seat_model.pause_ms = 0
    c.seat_model.set_levels("expert", "master")
    c.new_game(find_variant("coinche"), seed=5, first_dealer=0)  # bots 1, 2, 3 bid before the human
    qtbot.waitUntil(lambda: len(calls) >= 3, timeout=60000)
    qtbot.waitUntil(lambda: c.current_player() in (0, -1), timeout=60000)
    c.auto_bots = False
    c.wait_for_bots()
    assert {(seat, level) for seat, level in calls} >= {(1, "MASTER"), (2, "EXPERT"), (3, "MASTER")}
    assert len([s for s, _ in c.match.deal.history if s != 0]) >= 3  # their bids were applied
    pids = {p.pid for p in worker._processes._processes.values()}
    assert pids and os.getpid() not in pids  # the search ran in other processes


@pytest.mark.slow
def test_screenshot_mode_reports_the_worker_processes(tmp_path):
    """--screenshot with Expert and Master seats: their decisions come from the worker processes."""
    import os
    import subprocess
    import sys

    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"format_version": 1, "partner_level": "expert", "opponent_level": "master"}')
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "--home", str(tmp_path), "--screenshot", str(tmp_path / "t.png"),
         "--variant", "coinche", "--seed", "3", "--moves", "10"],
        capture_output=True, text=True, env=env, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "by the bots' worker processes" in done.stderr and (tmp_path / "t.png").stat().st_size > 0


def test_only_the_partner_gets_the_partner_level(qtbot):
    """The partner's level goes to the human's partner from Seating: at a table of three players alone,
    seat 2 is an opponent (it used to be given the partner's level, as if it sat opposite)."""
    from tests.rulesets import MADE_UP

    c = LocalTable()
    c.auto_bots = False
    c.seat_model.set_levels(partner="beginner", opponents="expert")
    c.new_game(find_variant("classic"), seed=5, first_dealer=0)
    assert [c.seat_model.level_of(s) for s in (1, 2, 3)] == ["expert", "beginner", "expert"]
    for rules in (MADE_UP["three-alone-24"], MADE_UP["two-alone-16"]):
        c.new_game(rules, seed=5, first_dealer=0)
        assert [c.seat_model.level_of(s) for s in range(1, rules.players)] == ["expert"] * (rules.players - 1)


def _to_human(c: LocalTable) -> None:
    """Let the bots play (synchronously) until it is the human's turn."""
    for _ in range(20):
        if c.current_player() == c.human_seat:
            return
        c.play_bot_move_now()
    raise AssertionError("the human never got the turn")


def test_undo_then_redo_gives_back_exactly_the_same_game(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=3)  # the human bids first
    assert not c.can_redo() and not c.redo()
    start = c.match
    assert c.human_action(PASS)
    _to_human(c)
    middle = c.match
    assert c.human_action(c.match.deal.legal_actions()[-1])  # a card, after a bot took
    c.play_bot_move_now()  # a bot's reply, undone and then put back with the player's bid
    end = c.match
    with qtbot.waitSignal(c.redoAvailable, timeout=1000, check_params_cb=lambda ok: ok):
        assert c.undo()
    assert c.match == middle and c.can_redo()
    assert c.undo()
    assert c.match == start and not c.can_undo()
    assert c.redo()
    assert c.match == middle and c.can_undo() and c.can_redo()
    assert c.redo()
    assert c.match == end and c.match.actions() == end.actions() and c.match.deal == end.deal
    assert not c.can_redo() and not c.redo()
    assert c.undo_count == 4  # two undos and two redos
    assert c.undo()  # the undo history came back with the redos
    assert c.match == middle


def test_a_new_move_after_undo_drops_the_redo(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=3)
    assert c.human_action(PASS)
    c.play_bot_move_now()
    assert c.undo() and c.can_redo()
    legal = [a for a in c.match.deal.legal_actions() if a != PASS]
    with qtbot.waitSignal(c.redoAvailable, timeout=1000, check_params_cb=lambda ok: not ok):
        assert c.human_action(legal[0])  # another bid than the one taken back
    assert not c.can_redo() and not c.redo()


def test_redo_follows_the_undo_setting(qtbot):
    c = LocalTable()
    c.auto_bots = False
    c.new_game(find_variant("classic"), seed=11, first_dealer=3)
    assert c.human_action(PASS)
    assert c.undo() and c.can_redo()
    c.allow_undo = False
    assert not c.can_redo() and not c.redo()
