"""My mistakes from the window (issue 74): a deal the player finishes is looked over by the judge off the GUI thread;
its costly choices are kept (exactly those ``learn.mistakes.kept_from`` keeps from the judge's figures, which Review
uses) and Practice › My mistakes shows them, the game on the table's first. A deal of the tutorial is not kept."""

from __future__ import annotations

import datetime

from belote_desktop.engine import Phase, PlayCard, find_variant
from belote_desktop.learn import mistakes as learned
from belote_desktop.learn.judge import judge_errors
from belote_desktop.ui.dialogs.mistakes import MistakesDialog


def _play_deal_badly(window) -> None:
    """The human passes in the auction and plays his last legal card; the bots play the rest, synchronously."""
    c = window.controller
    c.auto_bots = False
    for _ in range(200):
        if c.awaiting_continue:
            return
        view = c.view()
        if c.is_human_turn():
            legal = view.legal_actions
            cards = [a for a in legal if isinstance(a, PlayCard)]
            c.human_action(cards[-1] if cards and view.phase is Phase.PLAY else legal[0])
        else:
            c.play_bot_move_now()
    raise AssertionError("the deal did not end")


def test_a_finished_deals_costly_choices_are_kept_and_shown(window, qtbot):
    shelf = window.deal_end.mistakes
    assert shelf is not None and shelf.mistakes == []
    window.start_game(find_variant("classic"), seed=11)
    for _deal in range(6):
        _play_deal_badly(window)
        deal = window.controller.match.finished[-1]
        if not deal.result().thrown_in:
            qtbot.waitUntil(lambda d=deal: shelf.looked_over(d), timeout=60_000)
            if shelf.mistakes:
                break
        window.continue_deal()
    assert shelf.mistakes, "the judge found no costly choice in six badly played deals"
    expected = learned.kept_from(deal, window.context.human, judge_errors(deal, window.context.human),
                                 datetime.date.today())
    assert [m.key for m in shelf.mistakes] == [m.key for m in expected]
    assert [(m.played, m.best) for m in shelf.mistakes] == [(m.played, m.best) for m in expected]
    window.menus.act_mistakes.trigger()
    dialog = next(d for d in window.findChildren(MistakesDialog) if d.isVisible())
    assert [m.key for m in dialog.shown] == [m.key for m in shelf.due()]
    assert dialog.game_box.currentData() == "classic" and dialog.mistake is not None
    dialog.close()


def test_a_tutorial_deal_is_not_kept(window, qtbot):
    shelf = window.deal_end.mistakes
    window.start_tutorial()
    mode, c = window.tutorial_mode, window.controller
    while True:
        qtbot.waitUntil(lambda: window.end_panel.isVisible() or (c.is_human_turn() and not window.animator.busy),
                        timeout=8000)
        if window.end_panel.isVisible():
            break
        want = mode.tutorial.expected_action()
        if isinstance(want, PlayCard):
            assert window.play_card(want.card)
        else:
            window.bidding.actionChosen.emit(want)
    assert c.match.finished and mode.active
    assert shelf is not None and shelf.notebook.looked_over == [] and shelf.mistakes == []
