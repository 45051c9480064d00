"""The table talk: what was said and done at the table, in the side panel's list.

It follows the controller by itself (a deal dealt, a move made, a claim judged); the other parts add
their own lines through ``log``. Entries are kept as functions and rendered again on a language change.
What is worth a toast over the table too is emitted as ``announced``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...engine import DECLARE, Action, Announcement, DealState, MatchState, PlayCard, PlayerView, cards_in
from ...engine.claim import ClaimJudgement, Danger, last_judgement
from ...learn.explain import explain_announcement
from ...learn.words import melds_words, suit_word
from ...learn import table_words as text
from ...app.deal_code_text import code_of
from ...app.table import Table
from ..bidding.declare_offer import not_declared_words
from ...app.context import WindowContext
from ..audio.voice import Speech
from ...app.seat_names import Seats
from .side_panel import TALK_KIND_ROLE

LogEntry = tuple[Callable[[], str], str]  # the text (made again on a language change), kind
MAX_ENTRIES = 300


class TableTalk(QObject):
    announced = Signal(str)  # a line also shown over the table (an announcement, a claim's verdict)

    def __init__(self, context: WindowContext[Speech], controller: Table, seats: Seats, log: QListWidget) -> None:
        super().__init__(log)
        self.context = context
        self.controller = controller
        self.seats = seats
        self.widget = log
        self._entries: list[LogEntry] = []
        controller.dealStarted.connect(self._on_deal_started)
        controller.claimJudged.connect(self._on_claim_judged)

    # -- the list ---------------------------------------------------------------------------
    def log(self, message: str | Callable[[], str], kind: str = "plain") -> None:
        make = message if callable(message) else (lambda m=message: m)
        self._entries.append((make, kind))
        if len(self._entries) > MAX_ENTRIES:
            del self._entries[:-MAX_ENTRIES]
            self.widget.takeItem(0)
        self.widget.addItem(self._item(make(), kind))
        self.widget.scrollToBottom()

    def _item(self, message: str, kind: str) -> QListWidgetItem:
        item = QListWidgetItem(message)
        item.setData(TALK_KIND_ROLE, kind)  # the delegate sets a deal's first line, a code, a trick's end apart
        if kind == "explain":
            if self.widget.layoutDirection() != Qt.LayoutDirection.RightToLeft:  # scripts like Arabic have no italics
                font = QFont(self.widget.font())
                font.setItalic(True)
                item.setFont(font)
            item.setForeground(Qt.GlobalColor.darkGreen)
        return item

    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    def restore(self, entries: list[LogEntry]) -> None:
        """Put back a game's table talk (after the tutorial or a practice deal)."""
        self._entries = list(entries)
        self.rebuild()

    def clear(self) -> None:
        self._entries = []
        self.widget.clear()

    def rebuild(self) -> None:
        """Every line rendered again (in the new language)."""
        self.widget.clear()
        for make, kind in self._entries:
            self.widget.addItem(self._item(make(), kind))
        self.widget.scrollToBottom()

    def log_resumed(self, match: MatchState) -> None:
        """The first line of a game put back on the table (its talk is not saved): where it stands, the seats
        named for its table (the table before may have had another number of players)."""
        human = self.context.human

        def where() -> str:
            rules = match.rules
            return QCoreApplication.translate(
                "MainWindow", "Game resumed: {game}, deal {deal}. Score: {scores}."
            ).format(
                game=text.variant_name(rules),
                deal=match.deal_number,
                scores=text.match_scores_text(rules, match.scores, rules.team_of(human), self.seats.names_for(rules)),
            )

        self.log(where)

    # -- what the controller reports ----------------------------------------------------------
    def _on_deal_started(self) -> None:
        match, view = self.controller.match, self.controller.view()
        if match is None or view is None:
            return
        n, dealer = match.deal_number, view.dealer
        if dealer == self.context.human:
            self.log(lambda: QCoreApplication.translate("MainWindow", "Deal {n}: you deal.").format(n=n), "deal")
        else:
            self.log(
                lambda: QCoreApplication.translate("MainWindow", "Deal {n}: {dealer} deals.").format(
                    n=n, dealer=self.seats.names()[dealer]
                ),
                "deal",
            )
        code = code_of(match.deal, match.seed if not match.finished else None)  # later decks are cut, not shuffled
        if code is not None:
            self.log(lambda: QCoreApplication.translate("MainWindow", "Deal code: {code}").format(code=code), "code")

    def on_action(self, before: MatchState, action: Action, after: MatchState) -> None:
        """The move in words, then what it made known: announcements, the contract, the trick's winner."""
        names, human = self.seats.names, self.context.human
        deal_before = before.deal
        seat = deal_before.current_player()
        self.log(lambda: text.action_sentence(action, names()[seat], seat == human, before.rules))
        if seat == human and isinstance(action, PlayCard) and DECLARE in deal_before.legal_actions():
            forgone = deal_before.view_for(human)  # a card played while a declaration was offered: it is lost
            self.log(lambda: not_declared_words(forgone))
            self.announced.emit(not_declared_words(forgone))
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        self._log_made_known(deal_before, deal_after)

    def _log_made_known(self, deal_before: DealState, deal_after: DealState) -> None:
        """What a move made known, as the player saw it: announcements, shown declarations, the contract, the
        trick's winner."""
        names, human = self.seats.names, self.context.human
        seen = deal_after.view_for(human)
        for ann in seen.announcements[len(deal_before.announcements) :]:  # as the human heard them
            said, explained = self._announcement_words(ann, seen)
            self.log(said)
            self.log(explained, "explain")
            self.announced.emit(said())
        if seen.rules.melds_shown_at_second_trick and not deal_before.tricks and deal_after.tricks:
            self._log_shown_declarations(seen)  # Pilotta: the first trick is over, the declarations are shown
        contract = deal_after.contract
        if deal_before.contract is None and contract is not None:
            taker = contract.taker
            self.log(
                lambda: QCoreApplication.translate("MainWindow", "Contract: {contract}").format(
                    contract=text.contract_text(contract, names()[taker], deal_after.rules)
                )
            )
        if len(deal_after.tricks) > len(deal_before.tricks):
            self._log_trick_won(deal_after.tricks[-1].winner)

    def _log_shown_declarations(self, seen: PlayerView) -> None:
        for ann in seen.announcements:
            if ann.kind == "declare" and ann.melds and ann.seat != self.context.human:
                self.log(self._shown_words(ann))

    def _log_trick_won(self, winner: int) -> None:
        if winner == self.context.human:
            self.log(lambda: QCoreApplication.translate("MainWindow", "You win the trick."), "trick")
        else:
            self.log(
                lambda: QCoreApplication.translate("MainWindow", "{player} wins the trick.").format(
                    player=self.seats.names()[winner]
                ),
                "trick",
            )

    def _announcement_words(self, ann: Announcement, seen: PlayerView) -> tuple[Callable[[], str], Callable[[], str]]:
        """What ``ann`` said, and what it means (made again in the language of the moment)."""

        def said() -> str:
            return QCoreApplication.translate("MainWindow", "{player}: {said}").format(
                player=self.seats.names()[ann.seat],
                said=text.announcement_text(ann.kind, ann.melds, seen.rules, ann.unshown),
            )

        def explained() -> str:
            return explain_announcement(ann, seen, self.seats.speaker_names())

        return said, explained

    def _shown_words(self, ann: Announcement) -> Callable[[], str]:
        def shown() -> str:
            return QCoreApplication.translate("MainWindow", "{player} shows: {said}").format(
                player=self.seats.names()[ann.seat], said=melds_words(ann.melds)
            )

        return shown

    def _on_claim_judged(self, seat: int, accepted: bool) -> None:
        if accepted:
            message = QCoreApplication.translate(
                "MainWindow", "You show your cards and claim the rest: accepted, every remaining trick is yours."
            )
        else:
            deal = self.controller.display_deal()  # the cards the player may still play: hand and face-up table cards
            cards = ", ".join(text.card_short(c) for c in cards_in(deal.playable(seat))) if deal is not None else ""
            match = self.controller.match
            why = claim_refusal_words(last_judgement(match.deal, seat)) if match is not None else ""
            message = QCoreApplication.translate(
                "MainWindow", "You show your cards ({cards}) and claim the rest: refused, {why}. Play on."
            ).format(cards=cards, why=why)
        self.log(lambda: message)
        self.announced.emit(message)
        self.context.speech.say(message)  # the verdict, once, for a screen reader (issue 57)


def claim_refusal_words(judgement: ClaimJudgement) -> str:
    """Why a claim was refused, as a kind of card the others might hold: never a card they hold, never who."""
    danger = judgement.danger
    if danger is Danger.TOO_MANY_UNSEEN:
        return QCoreApplication.translate("MainWindow", "too early to claim: too many cards are still unseen")
    if danger is Danger.RUFF:
        return QCoreApplication.translate("MainWindow", "an opponent could still hold a trump and ruff")
    if danger is Danger.HIGHER_TRUMP:
        return QCoreApplication.translate("MainWindow", "an opponent could still hold a higher trump")
    if danger is Danger.HIGHER and judgement.suit is not None:
        return QCoreApplication.translate("MainWindow", "an opponent could still hold a higher card in {suit}").format(
            suit=suit_word(judgement.suit)
        )
    if danger is Danger.NOT_PROVED:
        return QCoreApplication.translate("MainWindow", "the claim could not be proved in the time allowed")
    return QCoreApplication.translate("MainWindow", "the others could still take a trick")
