"""The keys to ask (issue 57): a player who cannot see the felt asks for one thing and hears it in one
announcement, in words: the trick so far (W), the score (U), the contract (C), the hand by suit (Y), what the
others have shown (I: declarations, the suits they are out of, their face-up table cards); Z says again the last
thing said. They are the View menu's *Say* actions, so the Keyboard help lists them.

Every answer comes from the player's own view: what the table has shown everyone, never a hidden card. The window
says the answers through its voice (``host.Speaker``) and lends what its felt shows (``TableReading``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ..engine import Card, PlayerView, Suit
from ..engine.view import TableCard
from ..learn.explain import rank_name
from ..i18n import counted
from ..learn import table_words as text
from .host import SeatNames, Spoken, TableContext
from .table import Table


def suits_out_of(view: PlayerView, seat: int) -> list[Suit]:
    """The suits ``seat`` has shown it no longer holds: a trick led in a suit it did not follow."""
    out: list[Suit] = []
    players = view.rules.players
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.trick:
        tricks.append((view.trick[0][0], tuple(card for _, card in view.trick)))
    for leader, cards in tricks:
        led = cards[0].suit
        for position, card in enumerate(cards):
            if (leader + position) % players == seat and card.suit != led and led not in out:
                out.append(led)
    return out


def hand_by_suit(cards: list[Card]) -> str:
    """'Hearts: Ace, Ten, Eight. Spades: King.' in the hand's order."""
    by_suit: dict[Suit, list[Card]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, []).append(card)
    return " ".join(
        QCoreApplication.translate("Speech", "{suit}: {ranks}.").format(
            suit=text.suit_name(suit), ranks=", ".join(rank_name(c.rank) for c in suited)
        )
        for suit, suited in by_suit.items()
    )


class AskingContext(TableContext, Spoken, Protocol):
    """What the keys to ask read of the window (its ``WindowContext``): the player's seat, the voice."""


class TableReading(Protocol):
    """What the felt shows, as a screen reader reads it (``ui/window/accessibility.TableReader``)."""

    @property
    def status_lines(self) -> list[str]: ...  # whose turn, the contract, the score: the status line's words

    def shown(self) -> frozenset[Card] | None: ...  # while the deal is dealt: the cards the felt shows already

    def hand_order(self, view: PlayerView) -> list[Card]: ...  # the hand in the felt's order

    def bids_words(self, view: PlayerView) -> str: ...  # the bids so far, in words


class Asking:
    def __init__(self, context: AskingContext, controller: Table, seats: SeatNames, reader: TableReading) -> None:
        self.context = context
        self.controller = controller
        self.seats = seats
        self.reader = reader

    def _view(self) -> PlayerView | None:
        return self.controller.view()

    def _no_game(self) -> str:
        return QCoreApplication.translate("Speech", "No game on the table.")

    def say(self, words: str) -> None:
        self.context.speech.say(words or self._no_game())

    # -- the answers --------------------------------------------------------------------------
    def trick(self) -> str:
        view = self._view()
        if view is None:
            return self._no_game()
        names, human = self.seats.names(), self.context.human
        played = [(seat, card) for seat, card in view.trick]
        if played:
            said = ", ".join(
                QCoreApplication.translate("Speech", "{player}: {card}").format(
                    player=QCoreApplication.translate("Speech", "you") if seat == human else names[seat],
                    card=text.card_name(card),
                )
                for seat, card in played
            )
            words = QCoreApplication.translate("Speech", "Trick: {cards}.").format(cards=said)
        elif view.tricks:
            last = view.tricks[-1]
            words = QCoreApplication.translate(
                "Speech", "No card in this trick yet. {player} won the last one."
            ).format(player=QCoreApplication.translate("Speech", "You") if last.winner == human else names[last.winner])
        else:
            words = QCoreApplication.translate("Speech", "No card played yet.")
        turn = self.reader.status_lines[0] if self.reader.status_lines else ""
        return f"{words} {turn}".strip()

    def score(self) -> str:
        match = self.controller.match
        view = self._view()
        if match is None or view is None:
            return self._no_game()
        rules = match.rules
        team = rules.team_of(self.context.human)
        names = self.seats.names()
        if rules.team_count == 2 and rules.team_count < rules.players:
            words = QCoreApplication.translate("Speech", "Score: us {us}, them {them}, playing to {target}.").format(
                us=match.scores[team], them=match.scores[1 - team], target=rules.target_score
            )
        else:
            words = QCoreApplication.translate("Speech", "Score: {scores}, playing to {target}.").format(
                scores=text.match_scores_text(rules, match.scores, team, names), target=rules.target_score
            )
        if view.contract is not None and (view.tricks or view.trick):
            points = view.team_points
            if rules.team_count == 2:
                words += " " + QCoreApplication.translate(
                    "Speech", "This deal's card points: us {us}, them {them}."
                ).format(us=points[team], them=points[1 - team])
            else:
                words += " " + QCoreApplication.translate("Speech", "This deal's card points: {points}.").format(
                    points=", ".join(
                        f"{label} {p}" for label, p in zip(text.team_names(rules, self.context.human, names), points)
                    )
                )
        return words

    def contract(self) -> str:
        view = self._view()
        if view is None:
            return self._no_game()
        names = self.seats.names()
        if view.contract is not None:
            return QCoreApplication.translate("Speech", "Contract: {contract}.").format(
                contract=text.contract_text(view.contract, names[view.contract.taker], view.rules, said=True)
            )
        words = [QCoreApplication.translate("Speech", "No contract yet.")]
        if view.turned_card is not None:
            words.append(
                QCoreApplication.translate("Speech", "Turned card: {card}.").format(
                    card=text.card_name(view.turned_card)
                )
            )
        bids = self.reader.bids_words(view)
        if bids:
            words.append(bids)
        return " ".join(words)

    def hand(self) -> str:
        view = self._view()
        if view is None:
            return self._no_game()
        shown = self.reader.shown()  # while the deal is dealt: the cards the felt shows already
        cards = [c for c in self.reader.hand_order(view) if shown is None or c in shown]
        if not cards:
            return QCoreApplication.translate("Speech", "You hold no cards.")
        return counted(QCoreApplication.translate("Speech", "Your %n card(s): {cards}"), len(cards)).format(
            cards=hand_by_suit(cards)
        )

    def shown(self) -> str:
        view = self._view()
        if view is None:
            return self._no_game()
        names, human = self.seats.names(), self.context.human
        parts = [seat_shown_words(view, seat, names[seat]) for seat in range(view.rules.players) if seat != human]
        parts += [face_up_words(names[seat], row) for seat, row in enumerate(view.table_up) if seat != human]
        parts = [part for part in parts if part]
        if not parts:
            return QCoreApplication.translate("Speech", "Nobody has shown anything yet.")
        return " ".join(dict.fromkeys(parts))


def seat_shown_words(view: PlayerView, seat: int, player: str) -> str:
    """'East said Tierce, is out of Hearts.' ('' when ``seat`` has shown nothing)."""
    said = [
        text.announcement_text(a.kind, a.melds, view.rules, a.unshown) for a in view.announcements if a.seat == seat
    ]
    out = suits_out_of(view, seat)
    bits = []
    if said:
        bits.append(QCoreApplication.translate("Speech", "said {what}").format(what="; ".join(said)))
    if out:
        bits.append(
            QCoreApplication.translate("Speech", "is out of {suits}").format(
                suits=", ".join(text.suit_name(s) for s in out)
            )
        )
    if not bits:
        return ""
    return QCoreApplication.translate("Speech", "{player} {what}.").format(player=player, what=", ".join(bits))


def face_up_words(player: str, row: Sequence[TableCard]) -> str:
    """'West's face-up cards: ...' ('' for none)."""
    if not row:
        return ""
    return QCoreApplication.translate("Speech", "{player}'s face-up cards: {cards}.").format(
        player=player, cards=", ".join(text.card_name(t.card) for t in row)
    )
