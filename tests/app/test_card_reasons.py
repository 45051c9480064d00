"""Why a card cannot be played, below the window (issue 72): ``app/card_reasons.CardReasons`` reads the table, the
seats' names and the settings, and says a refused move through the window's voice (a ``host.Speaker``), with no
widget and no screen."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from belote_desktop.app.card_reasons import CardReasons, pointed_label
from belote_desktop.app.local_table import LocalTable
from belote_desktop.engine import PASS, PLAY, Phase, find_variant
from belote_desktop.learn import table_words as text
from belote_desktop.storage.settings import Settings


class Voice(QObject):
    spoken = Signal(str, bool)

    def __init__(self) -> None:
        super().__init__()
        self.said: list[tuple[str, bool]] = []

    def say(self, message: str, assertive: bool = False) -> None:
        self.said.append((message, assertive))


@dataclass
class Context:
    settings: Settings = field(default_factory=Settings)
    human: int = 0
    interactive: bool = False
    persist: bool = False
    speech: Voice = field(default_factory=Voice)


class Names:
    def names(self) -> list[str]:
        return ["Ann", "Bob", "Cy", "Di"]


def _table_at_play() -> LocalTable:
    """A classic table where the player must play and some cards of his hand are refused."""
    for seed in range(1, 40):
        table = LocalTable()
        table.auto_bots = False
        table.new_game(find_variant("classic"), seed=seed, first_dealer=3)
        for _ in range(200):
            view = table.view()
            if view is not None and view.phase is Phase.PLAY and table.is_human_turn():
                break
            if table.is_human_turn():
                assert view is not None
                table.human_action(view.legal_actions[0])
            else:
                table.play_bot_move_now()
        view = table.view()
        if view is not None and table.is_human_turn() and len(view.legal_actions) < len(view.hand):
            return table
    raise AssertionError("no position with a refused card")


def test_the_refused_cards_are_explained_by_the_engines_reason(qtbot):
    table, context = _table_at_play(), Context()
    reasons = CardReasons(context, table, Names())
    view = table.view()
    playable = frozenset(a.card for a in view.legal_actions)
    out = reasons.explain_cards(view, playable)
    assert set(out) == {card for card in view.hand if card not in playable} != set()
    assert reasons.explanations == out
    card = next(iter(out))
    assert out[card].text == text.explanation(table.why_illegal(PLAY[card.index]).reason,
                                              table.why_illegal(PLAY[card.index]).params, view, Names().names()).text
    assert reasons.pointed(card) is out[card] and reasons.pointed(next(iter(playable))) is None
    context.settings.hints = False
    assert reasons.pointed(card) is None  # hints off: nothing is pointed at
    assert pointed_label(card) == text.card_short(card) + ":"
    assert reasons.explain_cards(view, None) == {} == reasons.explanations  # no card to play: no reason


def test_a_refused_move_is_said_once_assertively(qtbot):
    table, context = _table_at_play(), Context()
    reasons = CardReasons(context, table, Names())
    view = table.view()
    card = next(c for c in view.hand if PLAY[c.index] not in view.legal_actions)
    assert not table.human_action(PLAY[card.index])
    assert len(context.speech.said) == 1
    words, assertive = context.speech.said[0]
    assert assertive and words.startswith(text.card_name(card) + ", not playable: ") and "Rule: " in words
    error = table.why_illegal(PLAY[card.index])
    assert words == reasons.refusal_words(error.reason, dict(error.params))


def test_out_of_turn_the_player_hears_to_wait(qtbot):
    table, context = LocalTable(), Context()
    table.auto_bots = False
    table.new_game(find_variant("classic"), seed=11, first_dealer=0)  # seat 1 bids first
    reasons = CardReasons(context, table, Names())  # kept: it listens while it lives
    assert not table.human_action(PASS)
    assert context.speech.said == [(text.not_your_turn_text(), True)] and reasons.explanations == {}
