"""What a screen reader says as the game goes: each thing once, short, when it happens (issue 57).

``Speech`` (``ui/audio/voice.py``, below the dialogs and the bidding panel that speak through it; ``host.Speaker``
here, below the window) is the one channel: ``say`` sends a Qt accessibility announcement (``QAccessibleAnnouncementEvent``, polite unless the player's own turn
makes it assertive) from the card table, which Qt hands to AT-SPI on Linux and to UI Automation on Windows; it
remembers the last message for the repeat key and keeps the recent ones (``history``, what the tests count). Nothing
is rewritten in a description for the reader to read again from the top.

``Narrator`` follows the game (each move applied, the deal's end) and says one message a move: the card played
("East plays the Nine of Diamonds."), with the trick's winner and its points when it closes the trick; each bid,
pass and double; the contract once settled; each declaration and belote; the deal's result. The player's setting
``speech_detail`` chooses "cards" (every card) or "tricks" (a trick's cards all at once, when it is won).

Everything said comes from what the player may see (the player's own view): never a card hidden from him."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Announcement, DealState, Declare, MatchState, PlayCard, PlayerView, Ruleset, Trick
from ..engine.tricks import play_context
from ..i18n import counted
from ..storage.settings import Settings
from ..learn import table_words as text
from .host import Speaker


def trick_points(view: PlayerView, trick: Trick, last: bool) -> int:
    """The card points ``trick`` brings its winner (with the last trick's bonus)."""
    if view.contract is None:
        return 0
    points = play_context(view.rules.deck, view.contract.strain).points
    return sum(points[card.index] for card in trick.cards) + (view.rules.last_trick_bonus if last else 0)


def trick_words(view: PlayerView, trick: Trick, last: bool, names: list[str], human: int) -> str:
    """'North wins the trick, 21 points.' / 'You win the last trick, 30 points.'"""
    points = trick_points(view, trick, last)
    if trick.winner == human:
        if last:
            return counted(QCoreApplication.translate("Speech", "You win the last trick, %n point(s)."), points)
        return counted(QCoreApplication.translate("Speech", "You win the trick, %n point(s)."), points)
    if last:
        return counted(
            QCoreApplication.translate("Speech", "{player} wins the last trick, %n point(s)."), points
        ).format(player=names[trick.winner])
    return counted(QCoreApplication.translate("Speech", "{player} wins the trick, %n point(s)."), points).format(
        player=names[trick.winner]
    )


def trick_cards_words(trick: Trick, players: int, names: list[str], human: int) -> str:
    """'West: Nine of Hearts, you: Ace of Hearts, ...' (the cards of a trick in the order played)."""
    you = QCoreApplication.translate("Speech", "you")
    return ", ".join(
        QCoreApplication.translate("Speech", "{player}: {card}").format(
            player=you if trick.seat_of(i, players) == human else names[trick.seat_of(i, players)],
            card=text.card_name(card),
        )
        for i, card in enumerate(trick.cards)
    )


class Narrator:
    """Says each move as it is applied, one message a move (see the module's words)."""

    def __init__(
        self,
        speech: Speaker,
        settings_of: Callable[[], Settings],
        names_of: Callable[[], list[str]],
        human_of: Callable[[], int],
    ) -> None:
        self.speech = speech
        self._settings_of = settings_of
        self._names_of = names_of  # the seats' names
        self._human_of = human_of  # the player's seat

    def detail(self) -> str:
        return self._settings_of().speech_detail

    def on_action(self, before: MatchState, action: Action, after: MatchState) -> None:
        message = self.words(before, action, after)
        if message:
            self.speech.say(message)

    def words(self, before: MatchState, action: Action, after: MatchState) -> str:
        """The one message for ``action``, applied to ``before`` (giving ``after``)."""
        names = self._names_of()
        human = self._human_of()
        deal_before = before.deal
        seat = deal_before.current_player()
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        seen = deal_after.view_for(human)
        heard = seen.announcements[len(deal_before.announcements) :]  # as the player heard them
        parts: list[str] = []
        if self._says_the_move(action, bool(heard)):
            parts.append(text.action_sentence(action, names[seat], seat == human, before.rules))
        parts += [announcement_words(ann, names, human, seen.rules) for ann in heard]
        if deal_before.contract is None and deal_after.contract is not None:
            contract = deal_after.contract
            parts.append(
                QCoreApplication.translate("Speech", "Contract: {contract}.").format(
                    contract=text.contract_text(contract, names[contract.taker], seen.rules, said=True)
                )
            )
        if len(deal_after.tricks) > len(deal_before.tricks):
            parts += self._closed_trick_words(seen, deal_after, names, human)
        return " ".join(part for part in parts if part)

    def _says_the_move(self, action: Action, heard: bool) -> bool:
        """False for a card when tricks are said whole, and for a declaration said by its announcement."""
        if isinstance(action, PlayCard):
            return self.detail() == "cards"
        return not (isinstance(action, Declare) and heard)

    def _closed_trick_words(self, seen: PlayerView, deal_after: DealState, names: list[str], human: int) -> list[str]:
        """The trick just closed: its cards (when tricks are said whole), its winner and its points."""
        trick = deal_after.tricks[-1]
        last = deal_after.is_terminal()  # the deal ends with this trick: the last trick's bonus is in
        words = []
        if self.detail() != "cards":
            words.append(trick_cards_words(trick, seen.rules.players, names, human) + ".")
        words.append(trick_words(seen, trick, last, names, human))
        return words


def announcement_words(ann: Announcement, names: list[str], human: int, rules: Ruleset) -> str:
    """'East: Belote' / 'You: Tierce' (an announcement as the player heard it)."""
    player = names[ann.seat] if ann.seat != human else QCoreApplication.translate("Speech", "You")
    said = text.announcement_text(ann.kind, ann.melds, rules, ann.unshown)
    return QCoreApplication.translate("Speech", "{player}: {said}").format(player=player, said=said)
