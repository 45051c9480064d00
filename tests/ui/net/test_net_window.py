"""The window at a table on the network (issue 36): a NetworkTable fed by a host in the test's thread
(tests/ui/net_feed.py) plays whole matches of every game through the window; the table only ever shows
the seat's own view; the finished deals are the real ones (Review and Compare work on them)."""

from __future__ import annotations

import dataclasses

import pytest
from tests.ui.net_feed import FakeHost
from tests.ui.ui_helpers import make_settings

from belote_desktop.ai import choose_action
from belote_desktop.engine import VARIANTS, Phase, PlayCard
from belote_desktop.net.mirror import HiddenSeat, RemoteMatch
from belote_desktop.app.network_table import NetworkTable

from tests.rulesets import slow_but


def _window(qtbot, rules, seat=1, seed=3, people=()):
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = FakeHost(rules, seat, seed=seed, people=people)
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    host.welcome()
    return w, host


def _play_match(qtbot, w, host, max_deals=3):
    c = w.controller
    for _ in range(5000):
        qtbot.wait(1)
        if c.match is not None and c.match.over:
            return
        if c.awaiting_continue:
            if len(c.match.finished) >= max_deals:
                return
            w.deal_end.continue_deal()
            continue
        if c.is_human_turn() and not w.animator.busy and not c.steps.queue:
            view = c.view()
            assert view == host.match.view_for(host.seat)  # the window's view is the host's, for this seat
            action = choose_action(view, "beginner", host.rng)
            if view.phase is Phase.PLAY and all(hasattr(a, "card") for a in view.legal_actions):
                w.scene.cardDoubleClicked.emit(action.card)
            else:
                assert c.human_action(action)
    raise AssertionError("the match did not go on")


@pytest.mark.parametrize("variant", slow_but(sorted(VARIANTS)))  # the fast loop: Belote
def test_every_game_plays_through_the_window(qtbot, variant):
    rules = VARIANTS[variant]
    w, host = _window(qtbot, rules, seat=1 % rules.players)
    _play_match(qtbot, w, host, max_deals=2)
    c = w.controller
    assert isinstance(c.match, RemoteMatch)
    for mine, real in zip(c.match.finished, host.match.finished, strict=False):  # the real deals, in order
        assert mine == real if not real.thrown_in else (mine.thrown_in and mine.history == real.history)
    assert len(c.match.finished) >= 1
    with pytest.raises(HiddenSeat):
        c.match.deal.view_for((host.seat + 1) % rules.players) if not c.match.over else (_ for _ in ()).throw(
            HiddenSeat("over"))
    assert w.end_panel.isVisible() or c.match.over


def _until_my_turn(qtbot, w, phase=None):
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and not w.animator.busy and not c.steps.queue and not c.awaiting_continue
                    and (phase is None or c.view().phase is phase), timeout=10000)


def _face_up_cards(w):
    from belote_desktop.ui.table.card_item import CardItem

    return {item.card for item in w.scene.items()
            if isinstance(item, CardItem) and item.isVisible() and item.flip == 1.0 and item.card is not None}


def test_the_table_shows_no_card_the_seat_cannot_see(qtbot):
    """At every step of a deal, each face-up card on the felt is one this seat's view shows."""
    rules = VARIANTS["decouverte"]
    w, host = _window(qtbot, rules, seat=1, seed=5)
    c = w.controller
    checked = 0
    for _ in range(3000):
        qtbot.wait(1)
        if c.awaiting_continue:
            break
        if w.animator.busy:
            continue
        view = c.view()
        seen = set(view.hand) | {card for _, card in view.trick} | {card for t in view.tricks for card in t.cards}
        seen |= {card for _, card in view.known_cards} | {tc.card for cols in view.table_up for tc in cols}
        if view.turned_card is not None:
            seen.add(view.turned_card)
        assert _face_up_cards(w) <= seen
        checked += 1
        if c.is_human_turn() and not c.steps.queue:
            c.human_action(choose_action(view, "beginner", host.rng))
    assert checked > 10 and c.awaiting_continue


def test_a_take_back_after_the_computer_moved_and_none_after_a_person(qtbot):
    rules = VARIANTS["classic"]
    w, host = _window(qtbot, rules, seat=1, seed=7)
    c = w.controller
    for _ in range(40):  # my bids and declarations, until I have a card to play
        _until_my_turn(qtbot, w)
        view = c.view()
        if view.phase is Phase.PLAY and all(isinstance(a, PlayCard) for a in view.legal_actions):
            break
        c.human_action(choose_action(view, "beginner", host.rng))
    card = view.legal_actions[0].card
    w.scene.cardDoubleClicked.emit(card)
    _until_my_turn(qtbot, w)
    assert c.can_undo() and w.menus.act_undo.isEnabled()
    steps = host.step
    w.take_back.undo()
    qtbot.waitUntil(lambda: c.view() is not None and card in c.view().hand and c.is_human_turn(), timeout=5000)
    assert host.step < steps and c.view() == host.match.view_for(1)
    assert any("took back" in make() for make, _ in w.talk.entries())
    # the move at the step taken back to reaches the table again (the window once kept it as sent already)
    back_at = host.step
    w.scene.cardDoubleClicked.emit(c.view().legal_actions[-1].card)
    qtbot.waitUntil(lambda: host.step > back_at, timeout=5000)
    _until_my_turn(qtbot, w)
    # after another person's move nothing is taken back: the menu says so by being off, the host refuses
    host.people = {2}
    c.seat_model.entries[2].update(kind="remote", name="Ann", connected=True)
    w.scene.cardDoubleClicked.emit(c.view().legal_actions[0].card)
    _until_my_turn(qtbot, w)
    if any(s == 2 for s, _ in c.match.deal.history[[s for s, _ in c.match.deal.history].index(1):]):
        assert not c.can_undo()


def test_names_comings_and_goings_and_the_end_of_the_table(qtbot):
    rules = VARIANTS["coinche"]
    w, host = _window(qtbot, rules, seat=0, seed=2, people=(2,))
    c = w.controller
    assert w.names()[2] == "P2" and "network" in w.seats.details()[2]
    c.on_message({"type": "event", "what": "left", "seat": 2, "name": "P2"})
    c.on_message({"type": "event", "what": "replaced", "seat": 2, "name": "P2"})
    assert not c.seat_model.is_person(2) and "computer" in w.seats.details()[2]
    c.on_message({"type": "event", "what": "came_back", "seat": 2, "name": "P2"})
    assert c.seat_model.is_person(2)
    lines = [make() for make, _ in w.talk.entries()]
    assert any("P2 left the table" in line for line in lines)
    assert any("P2 came back" in line for line in lines)
    assert not w.menus.act_new.isVisible() and w.menus.act_leave.isVisible()
    c.on_message({"type": "ended", "reason": "closed", "detail": ""})
    assert "The host closed the table." in [make() for make, _ in w.talk.entries()][-1]
    assert not c.human_action(c.view().legal_actions[0]) if c.view().legal_actions else True


def test_review_of_a_deal_played_at_the_network_table(qtbot, monkeypatch):
    """Review works on the real finished deal the host sent, as at a local table."""
    rules = VARIANTS["classic"]
    w, host = _window(qtbot, rules, seat=1, seed=4)
    c = w.controller
    for _ in range(9000):
        qtbot.wait(1)
        if c.awaiting_continue and not w.animator.busy:
            if not c.match.finished[-1].thrown_in:
                break
            w.deal_end.continue_deal()  # a thrown-in deal has nothing to review
        if c.is_human_turn() and not w.animator.busy and not c.steps.queue:
            c.human_action(choose_action(c.view(), "beginner", host.rng))
    deal = c.match.finished[-1]
    assert not deal.thrown_in
    assert deal == host.match.finished[-1]
    qtbot.waitUntil(lambda: w.end_panel.isVisible(), timeout=5000)
    with qtbot.waitSignal(w.reviewFinished, timeout=60000):
        w.end_panel.review_button.click()
    strip = w.scene.review_strip
    assert strip is not None and [e.card for e in strip.entries] == [t.cards[(1 - t.leader) % 4] for t in deal.tricks]


def _to_a_played_deal_end(qtbot, w, host):
    c = w.controller
    for _ in range(9000):
        qtbot.wait(1)
        if c.awaiting_continue and not w.animator.busy:
            if not c.match.finished[-1].thrown_in:
                return c.match.finished[-1]
            w.deal_end.continue_deal()
        if c.is_human_turn() and not w.animator.busy and not c.steps.queue:
            c.human_action(choose_action(c.view(), "beginner", host.rng))
    raise AssertionError("no deal was played to its end")


def test_compare_with_the_master_on_a_deal_of_the_network_table(qtbot, monkeypatch):
    import belote_desktop.ui.dialogs.comparison as comparison_module
    from belote_desktop.app.bots import think

    quick = lambda view, level, seed: think(view, "intermediate" if level == "master" else level, seed)  # noqa: E731
    real = comparison_module.ComparisonDialog.__init__

    def init(self, deal, seat, names, bots, *args, **kwargs):
        real(self, deal, seat, names, dataclasses.replace(bots, think=bots.think or quick), *args, **kwargs)

    monkeypatch.setattr(comparison_module.ComparisonDialog, "__init__", init)
    w, host = _window(qtbot, VARIANTS["classic"], seat=3, seed=6)
    played = _to_a_played_deal_end(qtbot, w, host)
    qtbot.waitUntil(lambda: w.end_panel.isVisible(), timeout=5000)
    assert w.end_panel.compare_button.isVisibleTo(w.end_panel)
    assert not w.end_panel.play_again_button.isVisibleTo(w.end_panel)  # a network deal is not played again here
    dialog = w.deals.compare_with_master()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=60000)
    cut = dialog.comparison.first_difference if dialog.comparison.first_difference >= 0 else len(played.history)
    assert dialog.comparison.master.history[:cut] == played.history[:cut]


def test_suggest_and_the_rule_hints_at_the_network_table(qtbot):
    w, host = _window(qtbot, VARIANTS["classic"], seat=1, seed=8)
    c = w.controller
    for _ in range(200):  # to a card play where some card of the hand is refused
        _until_my_turn(qtbot, w)
        view = c.view()
        if view.phase is Phase.PLAY and all(isinstance(a, PlayCard) for a in view.legal_actions) \
                and len(view.legal_actions) < len(view.hand):
            break
        c.human_action(choose_action(view, "beginner", host.rng))
    assert w.suggest()
    qtbot.waitUntil(lambda: w.suggester.suggested_card() is not None, timeout=60000)
    assert PlayCard(w.suggester.suggested_card()) in c.view().legal_actions
    # a card the rules refuse is explained from the seat's own view, as at a local table, and not sent
    refused = [card for card in c.view().hand if PlayCard(card) not in c.view().legal_actions]
    assert refused
    if refused:
        steps = host.step
        with qtbot.waitSignal(c.illegalAction, timeout=2000):
            w.scene.cardDoubleClicked.emit(refused[0])
        assert host.step == steps
        assert w.sync.refusal_text(PlayCard(refused[0]))


def test_a_whole_match_counts_in_the_players_statistics_and_leaves_the_local_autosave(qtbot):
    """The player's own record counts the network match; the game kept for the next start is not touched."""
    from belote_desktop.engine import new_match
    from belote_desktop.storage import saves, stats as stats_store

    kept = new_match(VARIANTS["coinche"], seed=99)
    kept = kept.apply(kept.legal_actions()[0])
    saves.write_autosave(kept)
    rules = VARIANTS["classic"].with_overrides({"target_score": 100})
    w, host = _window(qtbot, rules, seat=2, seed=12)
    _play_match(qtbot, w, host, max_deals=99)
    c = w.controller
    assert c.match.over and host.match.over and c.match.winner == host.match.winner
    key = stats_store.variant_key(host.match)
    qtbot.waitUntil(lambda: stats_store.load_stats()[0].for_variant(key).games_played == 1, timeout=5000)
    entry = stats_store.load_stats()[0].for_variant(key)
    assert entry.deals_played == len(host.match.finished)
    assert entry.games_won + entry.games_lost + entry.games_drawn == 1
    loaded, _ = saves.read_autosave()
    assert loaded is not None and loaded.state == kept


def test_at_the_end_of_a_network_match_the_panel_offers_to_leave_the_table(qtbot):
    rules = VARIANTS["classic"].with_overrides({"target_score": 100})
    w, host = _window(qtbot, rules, seat=0, seed=21)
    _play_match(qtbot, w, host, max_deals=99)
    assert w.controller.match.over
    qtbot.waitUntil(lambda: w.end_panel.isVisible(), timeout=5000)
    button = w.end_panel.new_game_button
    assert button.isVisibleTo(w.end_panel) and "Leave" in button.text()
    assert not w.end_panel.continue_button.isVisibleTo(w.end_panel)
    button.click()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)  # the table window closed: no local game started
    assert host.sent[-1]["type"] == "ended" and host.sent[-1]["reason"] == "left"


@pytest.mark.parametrize("variant", ["classic", "belot_3p", "belot_2p", "tarabish"])
def test_the_computer_players_are_named_by_their_place_as_at_a_local_table(qtbot, variant):
    """Issue 70: not "Computer 2" / "Computer 4": each computer seat has the name the local table gives the
    computer player on that side of the screen (East, North, West), the people their own names."""
    from belote_desktop.learn import table_words as text
    from belote_desktop.learn.table_words import side_of

    rules = VARIANTS[variant]
    n = rules.players
    me, friend = 1, (2 if n > 2 else None)
    w, _host = _window(qtbot, rules, seat=me, people=(friend,) if friend is not None else ())
    clockwise = rules.direction.value == "cw"
    names = w.names()
    assert friend is None or names[friend] == f"P{friend}"
    for seat in set(range(n)) - {me, friend}:
        assert names[seat] == text.default_seat_name(side_of(seat, me, n, clockwise)), names
        assert not any(ch.isdigit() for ch in names[seat])
