"""Issue 34 item 7: a screen reader can play. Read through Qt's accessibility interface
(``QAccessible.queryAccessibleInterface``): the table view's name and description, the status, the hand list
and the table talk, over whole deals of several games, every moment of the deal animation included.

The oracle of what may be named is the human seat's own view (``controller.view()``), computed here apart
from the code under test, and, while the table moves, the cards whose faces the felt shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import Card, Phase, PlayCard, find_variant
from belote_desktop.engine.cards import Rank, Suit, cards_in
from belote_desktop.learn import table_words as text
from belote_desktop.ui.audio import voice
from tests.rulesets import slow_after

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
GAMES = ["classic", "coinche", "baloot", "decouverte", "belot_3p"]
EVERY_CARD = list(cards_in((1 << 36) - 1))  # every card of the 36-card pack (the 32 and 24 are in it)


def _read(widget) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(NAME), iface.text(DESCRIPTION)


def _list_rows(widget) -> list[str]:
    """What a screen reader reads of a list's rows, through the list's accessible children."""
    iface = QAccessible.queryAccessibleInterface(widget)
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.role() == QAccessible.Role.ListItem:
            out += [child.text(NAME), child.text(DESCRIPTION)]
    return out


def _seen(view) -> set[Card]:
    """Every card the human's view shows (the oracle, written apart from accessibility.visible_cards)."""
    cards = set(view.hand) | {t.card for row in view.table_up for t in row} | {c for _, c in view.trick}
    cards |= {c for trick in view.tricks for c in trick.cards} | {c for _, c in view.known_cards}
    if view.turned_card is not None:
        cards.add(view.turned_card)
    for ann in view.announcements:
        cards |= {c for meld in ann.melds for c in meld.cards} | ({ann.card} if ann.card is not None else set())
    return cards


def _faces_up(window) -> set[Card]:
    return {item.card for item in window.scene.items_by_key.values() if item.card is not None and item.flip >= 0.5}


def _card_words(card: Card) -> list[str]:
    return [text.card_name(card), text.card_short(card)]


def _named(words: str, cards) -> set[Card]:
    return {card for card in cards if any(w in words for w in _card_words(card))}


class Reading:
    """Reads what a screen reader may reach and checks it against the human's view."""

    def __init__(self, window):
        self.window = window
        self.talk_checked = 0
        self.spoken_checked = len(window.context.speech.history)
        self.calls = 0  # the most calls of an auction heard before its end
        self.deal_seen: set[Card] = set()
        self.heard = {"hand": False, "trick": False, "bids": False, "score": False, "dealing": False}

    def texts(self) -> list[str]:
        w = self.window
        out = [*_read(w.table), *_read(w.side.status), w.side.status.text(), *_list_rows(w.side.hand_list)]
        return [t for t in out if t]

    def check(self) -> None:
        w = self.window
        view = w.controller.view()
        if view is None:
            return
        allowed = _seen(view)
        self.deal_seen |= allowed
        moving = w.animator.busy
        faces = _faces_up(w)
        hidden = [c for c in EVERY_CARD if c not in allowed]
        for words in self.texts():
            leaked = _named(words, hidden)
            assert not leaked, f"hidden {leaked} named in {words!r}"
            if moving:
                unshown = _named(words, [c for c in allowed if c not in faces])
                assert not unshown, f"{unshown} named before the felt shows it: {words!r}"
        # the talk: each new line against the cards seen in this deal (or the one just finished)
        rows = _list_rows(w.side.log)
        for words in rows[self.talk_checked:]:
            leaked = _named(words, [c for c in EVERY_CARD if c not in self.deal_seen])
            assert not leaked, f"hidden {leaked} named in the talk: {words!r}"
        self.talk_checked = len(rows)
        spoken = [message for message, _ in w.context.speech.history]  # the announcements (issue 57)
        for words in spoken[self.spoken_checked:]:
            leaked = _named(words, [c for c in EVERY_CARD if c not in self.deal_seen])
            assert not leaked, f"hidden {leaked} announced: {words!r}"
        self.spoken_checked = len(spoken)
        name, description = _read(w.table)
        assert name  # "Card table", or the card under the keys (issue 71)
        own = list(view.hand) + [t.card for t in view.table_up[view.seat]] if view.table_up else list(view.hand)
        if moving and not set(own) <= faces:
            self.heard["dealing"] |= QCoreApplication.translate("MainWindow", "The cards are being dealt…") in description
        if not moving:  # the keys to ask (issue 57): the description stays short, each answer is one message
            asked = w.asking
            hand = asked.hand()
            assert not _named(hand, hidden)
            assert all(text.spoken(text.card_name(c)).split(" ")[0] in hand for c in own), "the hand asked (Y)"
            self.heard["hand"] |= bool(own)
            names = w.names()
            trick = asked.trick()
            for seat, card in view.trick:
                assert text.card_name(card) in trick and (seat == w.human or names[seat] in trick), \
                    "the trick asked (W)"
                self.heard["trick"] = True
            contract = asked.contract()
            if view.phase is Phase.BIDDING and view.bidding:
                self.calls = max(self.calls, len(view.bidding))
                seat, action = view.bidding[-1]
                said = text.action_sentence(action, names[seat], seat == w.human, view.rules)
                assert said in contract, "the last bid asked (C)"
                self.heard["bids"] = True
            if view.contract is not None:
                assert text.contract_text(view.contract, names[view.contract.taker], view.rules, said=True) in contract
            match = w.controller.match
            if str(match.rules.target_score) in asked.score():
                self.heard["score"] = True
            assert len(description.splitlines()) <= 3, f"the table's description is short: {description!r}"

    def through_animation(self) -> None:
        """Check at several moments of the running animation, then at its end."""
        w = self.window
        group = w.animator._group
        if group is not None:
            total = max(group.totalDuration(), 1)
            for frac in (0.0, 0.1, 0.3, 0.5, 0.7, 0.9):
                group.setCurrentTime(int(total * frac))
                w.status_line.update()  # as any refresh while the table moves (a bot thinking, a key)
                self.check()
            w.animator.finish_now()
        self.check()


def _keys_move_the_focus(window, reading: Reading) -> None:
    """Left/Right at the human's turn to play: the name and the description say the card under the keys."""
    view = window.controller.view()
    hand = list(window.scene.snapshot.hand) + list(window.scene.snapshot.table_cards(window.human))
    if len(hand) < 2:
        return
    playable = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
    before = _read(window.table)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    first = window.scene.selected
    name, description = _read(window.table)
    assert first in hand and name != before[0]
    said = QCoreApplication.translate("MainWindow", "{card}, {n} of {total}").format(
        card=text.card_name(first), n=hand.index(first) + 1, total=len(hand))
    assert name.startswith(said)  # the card alone: a screen reader says the whole name at each change (issue 71)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    second = window.scene.selected
    name2, _ = _read(window.table)
    assert second != first and text.card_name(second) in name2
    if second in playable:
        assert QCoreApplication.translate("MainWindow", "{card}, playable").format(card="") in name2
    else:
        assert ", " + QCoreApplication.translate("MainWindow", "{card}, not playable").format(card="").lstrip(", ") in name2
    reading.check()
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert _read(window.table)[0] == QCoreApplication.translate("TableView", "Card table")


def _play_a_deal(window, variant: str, seed: int) -> Reading:
    c = window.controller
    c.auto_bots = False
    window.animator.set_speed("normal")
    window.start_game(find_variant(variant), seed=seed)
    reading = Reading(window)
    reading.through_animation()
    focus_checked = False
    for _ in range(400):
        if c.awaiting_continue:
            break
        view = c.view()
        if view.phase is Phase.PLAY and c.is_human_turn() and not focus_checked:
            _keys_move_the_focus(window, reading)
            focus_checked = True
        c.play_bot_move_now()
        reading.through_animation()
    assert c.awaiting_continue, "the deal ended"
    assert focus_checked, "the human played"
    window.continue_deal()  # the next deal's animation names nothing before it shows it
    reading.deal_seen = set()
    reading.through_animation()
    return reading


@pytest.mark.parametrize("variant", slow_after(GAMES))
def test_a_whole_deal_read_out_names_no_hidden_card(window, variant):
    reading = _play_a_deal(window, variant, seed=5)
    heard = reading.heard
    assert heard["hand"] and heard["trick"] and heard["score"], heard
    assert heard["bids"] == (reading.calls > 0), heard


@pytest.mark.parametrize("language", slow_after(["fr", "ar"]))
def test_read_out_in_other_languages(window, language):
    from belote_desktop.i18n import install_language

    app = QApplication.instance()
    assert install_language(app, language)
    try:
        assert text.card_name(Card.of(Suit.SPADES, Rank.ACE)) != "Ace of Spades"  # the cards' own words are read
        reading = _play_a_deal(window, "classic", seed=8)
        assert reading.heard["hand"] and reading.heard["trick"]
    finally:
        install_language(app, "en")


def test_the_turned_card_is_not_named_before_the_felt_shows_it(window):
    window.controller.auto_bots = False
    window.animator.set_speed("normal")
    window.start_game(find_variant("classic"), seed=3)
    view = window.controller.view()
    assert window.animator.busy and view.turned_card is not None
    name, description = _read(window.table)
    status = _read(window.side.status)
    for words in (name, description, *status, window.side.status.text()):
        assert text.card_name(view.turned_card) not in words
        assert not any(text.card_name(c) in words for c in view.hand)
    assert not _named(window.asking.hand(), [view.turned_card, *view.hand])  # Y while dealt: nothing yet
    window.animator.finish_now()
    assert text.card_name(view.turned_card) in window.asking.contract()  # C: the turned card, once the felt shows it
    hand = window.asking.hand()  # Y: the hand by suit, once the felt shows it
    assert all(text.suit_name(c.suit) in hand for c in view.hand) and str(len(view.hand)) in hand


def test_the_players_turn_is_announced_once(window, monkeypatch):
    sent = []
    real = voice.QAccessible.updateAccessibility

    def spy(event):
        sent.append((event.type(), event.message() if hasattr(event, "message") else ""))
        real(event)

    monkeypatch.setattr(voice.QAccessible, "updateAccessibility", spy)
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=3)
    while not c.is_human_turn():
        c.play_bot_move_now()
    window.refresh()
    QTest.qWait(50)  # (given once this refresh is over: the card the keys start from is lifted in it)
    window.refresh()
    QTest.qWait(50)
    turns = [m for kind, m in sent if kind == QAccessible.Event.Announcement and "turn" in m]
    turned = text.card_name(c.view().turned_card)
    assert turns == [QCoreApplication.translate("MainWindow", "Your turn to bid.") + " " + QCoreApplication.translate(
        "MainWindow", "Turned card: {card}").format(card=turned) + "."]
