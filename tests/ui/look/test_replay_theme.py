"""The replay window in the table's dark theme (issue 46, point 2): its auction list is dark with light words, not
a white list box in a dark window."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.ui.dialogs.deal_replay import DealReplayDialog


def _played(seed: int = 4):
    deal = new_deal(find_variant("coinche"), 0, seed=seed)
    rng = random.Random(seed)
    while not deal.is_terminal():
        legal = deal.legal_actions()
        deal = deal.apply(legal[-1] if len(deal.history) < 4 else rng.choice(legal))
    return deal


def test_the_replay_auction_is_dark_with_light_words(qtbot):
    dialog = DealReplayDialog(_played(), ["You", "East", "North", "West"], 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    listing = dialog.auction
    assert listing.count() > 0
    picture = listing.grab().toImage()
    corner = QColor(picture.pixel(picture.width() - 12, picture.height() - 12))  # below the last line: background
    assert corner.lightnessF() < 0.35, corner.name()
    words = listing.palette().color(listing.foregroundRole())
    assert words.lightnessF() > 0.7, words.name()


def test_the_replay_draws_the_chosen_card_design(qtbot, monkeypatch):
    """"Traditional" chosen in Preferences (the table's ``CardItem.design``): the replay's courts are traditional too."""
    from belote_desktop.ui.table import card_art
    from belote_desktop.ui.table.card_item import CardItem

    dialog = DealReplayDialog(_played(), ["You", "East", "North", "West"], 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    drawn: list[card_art.CardDesign] = []
    render_face = card_art.render_face

    def recording(*args, **kwargs):
        drawn.append(args[5] if len(args) > 5 else kwargs.get("design", card_art.CardDesign.SIMPLE))
        return render_face(*args, **kwargs)

    monkeypatch.setattr(card_art, "render_face", recording)
    pictures = {}
    for design in card_art.CardDesign:
        monkeypatch.setattr(CardItem, "design", design)
        drawn.clear()
        pictures[design] = dialog.table.grab().toImage()
        assert drawn and set(drawn) == {design}, (design, set(drawn))
    assert pictures[card_art.CardDesign.SIMPLE] != pictures[card_art.CardDesign.TRADITIONAL]
