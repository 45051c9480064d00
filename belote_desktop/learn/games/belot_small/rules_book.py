"""Rules-book items for Bulgarian Belot's smaller tables (Belot for 3, for 2, for 2 with open cards; seed
001): what differs from the game for four and which source each choice follows. ``rules_options._choices``
lists them with the other choices; each item is read from the options in force."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, TrumpScheme
from ....engine.rules import FailedShare
from ...options import enum_label

translate = QCoreApplication.translate


def small_table_choices(rules: Ruleset) -> list[str]:
    """The choices of a contract-auction game for two or three players alone (empty for other games)."""
    if rules.trump_scheme is not TrumpScheme.CONTRACT_AUCTION or rules.seating.partnerships:
        return []
    items = [translate(
        "RulesBook", "Every player plays alone (the Belot rules we follow: \"every player plays for himself\"). "
        "Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any "
        "other player may double the high call; only its caller may redouble. The auction closes when every other "
        "player passes after a call, and the deal is thrown in when everybody passes.")]
    if rules.team_count >= 3:
        items.append(translate(
            "RulesBook", "The taker must score more than each of the others (the rules we follow: \"the player who bid "
            "the contract must score more points\"); as many as the best of them, his points wait for the next deal's "
            "winner (hanging points, as at four)."))
        share = {
            FailedShare.SPLIT: translate(
                "RulesBook", "each keeps his own points and the taker's points (cards and declarations, and his "
                "belot) are shared equally between them, an odd point going to the first after the taker"),
            FailedShare.OWN: translate(
                "RulesBook", "each keeps his own points; the taker's are lost"),
        }[rules.failed_share]
        items.append(translate(
            "RulesBook", "A failed contract: the rules we follow say only that \"all points go to the opposing team\", and "
            "with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by "
            "whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules "
            "we follow do not say who wins; here they share everything equally, and each half is doubled and "
            "rounded to match points like any score.").format(value=share))
    if rules.unused_cards:
        items.append(translate(
            "RulesBook", "With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The "
            "points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the "
            "same; the match points are rounded from them as usual. The next deal gathers every card, the unused "
            "ones too.").format(count=rules.unused_cards))
    if rules.table_up_packets:
        when = enum_label(rules.table_turn_up)  # the option's own words (learn/options.py)
        items.append(translate(
            "RulesBook", "Open cards (the rules we follow): you may play any card of your hand or any face-up card of your "
            "table; the card beneath a played one turns face up {when} and may be played from then on.").format(
            when=when))
        if rules.declarations:
            items.append(translate(
                "RulesBook", "Declarations are made of the cards in your hand and your face-up table cards, and a "
                "king or queen lying face down counts for the belot, since it turns up before it is played (the "
                "rules we follow). Here: {value}.").format(
                value=translate("RulesBook", "table cards count") if rules.declare_table_cards
                else translate("RulesBook", "only the hand counts")))
    items.append(translate(
        "RulesBook", "When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the "
        "next player deals, and the cards are gathered and cut as after every deal."))
    return items
