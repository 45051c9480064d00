"""What a screen reader hears of the felt.

The cards on the felt are QGraphicsItems, which are no accessible objects in Qt, so the table view itself
speaks for them: its accessible **name** is the card under the keyboard's focus ("Jack of Spades, 3 of 8,
playable"; a screen reader says a focused widget's new name), "Card table" while none is; its accessible
**description** stays empty (the partner's exemption, when it frees the player, is said with his turn and shown in
the hint line, which Tab reaches: a description set at his first key was read after the card's name). What
happens (each card, trick, bid, the result) is announced once by ``voice.Speech``, the player's own turn too, and the
rest is answered by the keys to ask (``asking.py``). Setting the name and description sends Qt's NameChanged and
DescriptionChanged events, which a screen reader says at once, cutting what it was saying: so the focus is quiet
(issue 71). While the others play, the name and the description do not change. The player's turn is given at the
table's pace: "Your turn" is announced once the voice has said what came before (``Speech.wait_ms``, as a computer
player waits), with the card the keys start from and the partner's exemption in the same message, so the name does
not change at the turn's start (it would be read again). A key of the player's (the arrows) is answered at once, and
the name is brought up to date when the table gets the focus back (a screen reader reads it with the focus).

Nothing here names a card the player cannot see: every card comes from the player's own view
(``controller.view()``), and while the table moves (the deal, a card on its way) only the cards whose faces
the felt already shows are named (``faces_on_felt``), so the hand and the turned card are not read out
before the deal animation has shown them."""

from __future__ import annotations

import time
import weakref
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...engine import Card, Phase, PlayerView
from ...learn import table_words as text
from ...app.table import Table
from ..table.animator import Animator
from ..table.scene import TableScene
from ...app.context import WindowContext
from ..audio.voice import Speech
from .hints import RuleHints
from ...app.seat_names import Seats

KEY_ANSWER_S = 0.5  # a focus change this soon after a key press answers it
TURN_POLL_MS = 200  # the player's turn waiting for the voice looks again this often (F may hurry it)
_READERS: weakref.WeakKeyDictionary[QObject, TableReader] = weakref.WeakKeyDictionary()


def focus_moved(scene: TableScene) -> None:
    """The card under the keyboard's focus (``scene.selected``) changed: the table's reader says the new one."""
    reader = _READERS.get(scene)
    if reader is not None:
        reader.refresh_focus()


def key_pressed(scene: TableScene) -> None:
    """A game key of the player's (``player_input.on_key``): the focus moves it brings are said at once."""
    reader = _READERS.get(scene)
    if reader is not None:
        reader._keys.pressed_at = time.monotonic()


def faces_on_felt(scene: TableScene) -> frozenset[Card]:
    """The cards whose faces the felt shows at this moment (a card still flying face down is not one)."""
    return frozenset(
        item.card
        for item in scene.items_by_key.values()
        if item.card is not None and item.flip >= 0.5 and item.isVisible()
    )


class TableReader:
    """Keeps the table view's accessible name and description in step with the game and the focus card."""

    def __init__(
        self,
        context: WindowContext[Speech],
        controller: Table,
        animator: Animator,
        seats: Seats,
        hints: RuleHints,
        view: QWidget,
    ) -> None:
        self.context = context
        self.controller = controller
        self.animator = animator
        self.scene = animator.scene
        self.seats = seats
        self.hints = hints
        self.view = view
        self.status_lines: list[str] = []  # whose turn, the contract, the score: the status line's words
        self._turn_said: object = None  # the position whose "your turn" was announced
        self._keys = _KeyWatch()  # a key of the player's is being answered
        self._later = QTimer(view)  # the player's turn, once the voice has said what came before
        self._later.setSingleShot(True)
        self._later.timeout.connect(self._turn_due)
        self._name_later = QTimer(view)  # a focus card moved by no key of the player's, once the voice is done
        self._name_later.setSingleShot(True)
        self._name_later.timeout.connect(self._apply_when_heard)
        view.installEventFilter(_FocusWatch(self, view))
        _READERS[self.scene] = self

    # -- what may be named ----------------------------------------------------------------------
    def shown(self) -> frozenset[Card] | None:
        """The cards the felt shows while it moves; None when it is still (it shows the whole view)."""
        return faces_on_felt(self.scene) if self.animator.busy else None

    def may_name(self, card: Card, view: PlayerView, shown: frozenset[Card] | None) -> bool:
        """A card of the player's view, and on the felt face up if the felt is moving."""
        return card in visible_cards(view) and (shown is None or card in shown)

    # -- the words ----------------------------------------------------------------------------------
    def hand_order(self, view: PlayerView) -> list[Card]:
        """The player's cards as the felt lays them out (the keys' order): hand, then face-up table cards."""
        own = list(view.hand) + ([t.card for t in view.table_up[view.seat]] if view.table_up else [])
        snap = self.scene.snapshot
        if snap is None or snap.human != view.seat:
            return own
        laid = [c for c in list(snap.hand) + list(snap.table_cards(snap.human)) if c in own]
        return laid + [c for c in own if c not in laid]  # cards still on their way (the deal) last

    def focus_words(self, view: PlayerView | None, shown: frozenset[Card] | None) -> str:
        """'Jack of Spades, 3 of 8, playable' / '..., not playable: you must follow Hearts' ('' for none)."""
        card = self.scene.selected
        if view is None or card is None or not self.may_name(card, view, shown):
            return ""
        cards = [c for c in self.hand_order(view) if shown is None or c in shown]
        if card not in cards:
            return ""
        where = QCoreApplication.translate("MainWindow", "{card}, {n} of {total}").format(
            card=text.card_name(card), n=cards.index(card) + 1, total=len(cards)
        )
        return self.playable_words(card, where)

    def playable_words(self, card: Card, where: str) -> str:
        """``where`` (the focus card named) and whether it may be played now, with the rule that forbids it."""
        playable = self.scene.playable
        if playable is None:
            return where
        if card in playable:
            return QCoreApplication.translate("MainWindow", "{card}, playable").format(card=where)
        explanation = self.hints.explanations.get(card)
        if explanation is None:
            return QCoreApplication.translate("MainWindow", "{card}, not playable").format(card=where)
        return QCoreApplication.translate("MainWindow", "{card}, not playable: {reason}").format(
            card=where, reason=text.spoken(explanation.text)  # "you still have Nine of Clubs", not "9♣"
        )

    def bids_words(self, view: PlayerView) -> str:
        """The auction's last calls, one a player at most (before the contract is known)."""
        if view.phase is not Phase.BIDDING or not view.bidding:
            return ""
        names, human = self.seats.names(), self.context.human
        calls = view.bidding[-view.rules.players :]
        return QCoreApplication.translate("MainWindow", "Last bids: {calls}").format(
            calls=" ".join(
                text.action_sentence(action, names[seat], seat == human, view.rules) for seat, action in calls
            )
        )

    def table_words(self, view: PlayerView, shown: frozenset[Card] | None = None) -> list[str]:
        """The trick in progress and every player's face-up table cards."""
        names = self.seats.names()
        others = [
            self.table_cards_words(view, seat, names[seat], shown)
            for seat in range(len(view.table_up))
            if seat != self.context.human
        ]  # his own: with the hand
        return [line for line in [self.trick_words(view, names, shown), *others] if line]

    def trick_words(self, view: PlayerView, names: list[str], shown: frozenset[Card] | None) -> str:
        """The trick's cards the felt shows, or that none is played yet ('' out of the play)."""
        trick = [(seat, card) for seat, card in view.trick if shown is None or card in shown]
        if trick:
            return QCoreApplication.translate("MainWindow", "Trick: {cards}").format(
                cards=", ".join(
                    QCoreApplication.translate("MainWindow", "{player}: {card}").format(
                        player=names[seat], card=text.card_name(card)
                    )
                    for seat, card in trick
                )
            )
        if view.phase is Phase.PLAY and view.current_player >= 0:
            return QCoreApplication.translate("MainWindow", "No card played to this trick yet.")
        return ""

    def table_cards_words(self, view: PlayerView, seat: int, player: str, shown: frozenset[Card] | None) -> str:
        """``seat``'s face-up table cards the felt shows, and how many lie face down ('' for none up)."""
        cards = [t.card for t in view.table_up[seat] if shown is None or t.card in shown]
        if not cards:
            return ""
        return QCoreApplication.translate("MainWindow", "{player}'s table cards: {cards}").format(
            player=player, cards=", ".join(text.card_name(c) for c in cards)
        ) + face_down_words(view, seat)

    def hand_words(self, view: PlayerView, shown: frozenset[Card] | None) -> str:
        cards = [c for c in self.hand_order(view) if shown is None or c in shown]
        if not cards:
            return ""
        return QCoreApplication.translate("MainWindow", "Your cards ({n}): {cards}").format(
            n=len(cards), cards=", ".join(text.card_name(c) for c in cards)
        ) + face_down_words(view, view.seat)

    def exemption_words(self, view: PlayerView | None) -> str:
        """The partner's exemption when it frees the player now, said with his turn (issue 71). Whose turn it is, the
        contract and the score are asked for with a key."""
        if view is None or not self.controller.is_human_turn():
            return ""
        freedom = self.hints.freedom()
        return text.spoken(freedom.text) if freedom is not None else ""

    def turned_words(self, view: PlayerView, shown: frozenset[Card] | None) -> str:
        """The turned card while the auction is on (what a bid is about), once the felt shows it."""
        card = view.turned_card
        if view.phase is not Phase.BIDDING or card is None or (shown is not None and card not in shown):
            return ""
        return QCoreApplication.translate("MainWindow", "Turned card: {card}").format(card=text.card_name(card))

    def full_description(self, view: PlayerView | None) -> str:
        """Everything on the felt in words: the focus card, the status, the last bids, the trick, the face-up
        table cards, the hand (what the keys to ask answer piece by piece)."""
        if view is None:
            return ""
        shown = self.shown()
        lines = [
            self.focus_words(view, shown),
            *self.status_lines,
            self.bids_words(view),
            *self.table_words(view, shown),
            self.hand_words(view, shown),
        ]
        return "\n".join(line for line in lines if line)

    def name(self, view: PlayerView | None) -> str:
        """The card under the keys ("Jack of Spades, 3 of 8, playable"), else "Card table" (as the view names itself):
        a screen reader says the whole name at each change, so it says the card alone (issue 71)."""
        focus = self.focus_words(view, self.shown())
        return focus or QCoreApplication.translate("TableView", "Card table")

    # -- keeping the view in step ---------------------------------------------------------------------
    def update(self, status_lines: Sequence[str]) -> None:
        """The game moved (or the table stopped moving): at the player's turn, "your turn" once, when the voice has
        said what came before. While the others play the name stays as it is (quiet focus)."""
        self.status_lines = [line for line in status_lines if line]
        view = self.controller.view()
        c = self.controller
        if view is None or not c.is_human_turn() or self.animator.busy or c.awaiting_continue:
            self._turn_said = None
            if view is None:
                self._apply(view)
            return
        if self._turn_said is not c.match and not self._later.isActive():
            self._later.start(0)  # after this refresh (the card the keys start from is lifted in it)

    def _turn_due(self) -> None:
        """The player's turn is given once the voice is done, as a computer player's move waits for it (issue 71)."""
        c = self.controller
        view = c.view()
        if view is None or not c.is_human_turn() or self.animator.busy or c.awaiting_continue \
                or self._turn_said is c.match:
            return
        wait = self.context.speech.wait_ms()
        if wait > 0:
            self._later.start(min(wait, TURN_POLL_MS))  # (F hurries the voice: looked at again soon)
            return
        self._turn_said = c.match
        self.announce(self.your_turn_words(view))

    def your_turn_words(self, view: PlayerView) -> str:
        """The status line's first line and the turned card, the partner's exemption and the card under the keys,
        each one sentence: what the name would say at the turn's start, in the same message."""
        first = self.status_lines[0] if self.status_lines else ""
        parts = (first, self.turned_words(view, None), self.exemption_words(view), self.focus_words(view, self.shown()))
        return " ".join(w.rstrip(".") + "." for w in parts if w)

    def refresh_focus(self) -> None:
        """The focus card moved: said at once in answer to the player's key (or unheard: the table has not the
        focus); at the turn's start the turn's message says it; else once the voice is done."""
        if self._keys.answering or not self.view.hasFocus():
            self._apply(self.controller.view())
        elif self._turn_said is not self.controller.match and self.controller.is_human_turn():
            return  # the turn's message names it (the name changes with the next key)
        else:
            self._apply_when_heard()

    def focus_in(self) -> None:
        """The table has the focus again (Tab): its name brought up to date before the screen reader reads it (Qt
        sends the focus event after the widget's own)."""
        self._apply(self.controller.view())

    def _apply_when_heard(self) -> None:
        """The name now if the voice has said everything, else when it will have."""
        speech = self.context.speech
        if speech.unheard():
            self._name_later.start(max(50, int(speech.clock.remaining_s() * 1000)))
            return
        self._apply(self.controller.view())

    def _apply(self, view: PlayerView | None) -> None:
        name = self.name(view)
        if self.view.accessibleName() != name:
            self.view.setAccessibleName(name)  # Qt sends NameChanged

    def announce(self, message: str) -> None:
        """The player's own turn: assertive (it is what he waits for), unless something said is still unheard."""
        self.context.speech.say(message, assertive=True)


class _FocusWatch(QObject):
    """The table view's focus-in, told to its reader."""

    def __init__(self, reader: TableReader, view: QWidget) -> None:
        super().__init__(view)
        self.reader = reader

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.reader.focus_in()
        return False


class _KeyWatch:
    """``answering`` just after a game key of the player's (its answer is said at once): within ``KEY_ANSWER_S``, as
    the key may be held while a card lands and handled a moment later."""

    def __init__(self) -> None:
        self.pressed_at = -1.0

    @property
    def answering(self) -> bool:
        return time.monotonic() - self.pressed_at < KEY_ANSWER_S


def visible_cards(view: PlayerView) -> frozenset[Card]:
    """Every card the player's view shows: his hand, face-up table cards, the turned card, the trick, the
    tricks played, the others' cards known to all (a taken turned card) and the declarations shown."""
    cards: set[Card] = set(view.hand)
    for row in view.table_up:
        cards.update(t.card for t in row)
    if view.turned_card is not None:
        cards.add(view.turned_card)
    cards.update(card for _, card in view.trick)
    for trick in view.tricks:
        cards.update(trick.cards)
    cards.update(card for _, card in view.known_cards)
    for ann in view.announcements:
        for meld in ann.melds:
            cards.update(meld.cards)
        if ann.card is not None:  # the king or queen of the belote, played
            cards.add(ann.card)
    return frozenset(cards)


def face_down_words(view: PlayerView, seat: int) -> str:
    """' (face down: 3)' for a seat with table cards face down, else ''."""
    down = view.table_down_sizes[seat] if seat < len(view.table_down_sizes) else 0
    return " " + QCoreApplication.translate("MainWindow", "(face down: {n})").format(n=down) if down else ""
