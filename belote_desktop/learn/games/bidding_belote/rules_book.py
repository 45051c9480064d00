"""The rules book's paragraphs on contract-auction scoring and match points (Bidding Belote; Bulgarian Belot
shares the scorer and the converter, so every sentence is chosen by a Ruleset field), and Bidding Belote's
sources and choices.

Called from rules_scoring (_declarations, _scoring, _end) and rules_options (_choices)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, Strain, TieRule, TrumpScheme
from ....engine.rules import MatchPoints, NoTrumpsMelds
from ...explain_bidding import deal_total
from ...rules_markup import bullets, each_for_himself, escaped, grid, h3, paragraph


def no_trumps_declarations(rules: Ruleset) -> list[str]:
    """What declarations count in no trumps, when it differs from the table above."""
    if not rules.declarations or not rules.allow_no_trumps or rules.trump_scheme is TrumpScheme.TURNED_CARD:
        return []
    if rules.no_trumps_melds is NoTrumpsMelds.ACES_ONLY:
        return [paragraph(QCoreApplication.translate(
            "RulesBook", "In no trumps only one declaration counts: the carré of aces, worth 200."))]
    if rules.no_trumps_melds is NoTrumpsMelds.NONE:
        return [paragraph(QCoreApplication.translate("RulesBook", "In no trumps there are no declarations."))]
    return []


def scoring_contract_auction(rules: Ruleset, no_trick: list[str]) -> list[str]:
    """Making, failing, equal points and doubled contracts of the contract auction (``no_trick``: the
    paragraph on a team without a trick, from rules_scoring)."""
    out = [h3("capot"), _capot_paragraph(rules)]
    out += no_trick
    out.append(h3("contract"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Each player adds up his card points, his declarations and his belote. If the player who called "
        "the contract has more points than any other player, the contract is made and each player scores his own "
        "total.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Each team adds up its card points, its declarations and its belote. If the team that called "
        "the contract has more points than the other team, the contract is made and each team scores its own "
        "total.")))
    out += [h3("tie_rule"), _tie_paragraph(rules)]
    if rules.tie_rule is TieRule.HANGING:
        out.append(bullets(_hanging_items(rules)))
    out.append(h3("failed_contract"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to "
        "the others, as the choices below say.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "If the callers have fewer points, they are dedans: the other team scores both teams' "
        "totals, cards, declarations and belotes.")))
    out += [h3("doubled_contract"), bullets(_doubled_items(rules))]
    return out


def _capot_paragraph(rules: Ruleset) -> str:
    """What winning every trick adds: match points after the conversion, or card points."""
    if rules.valat_match_points:
        return paragraph((QCoreApplication.translate(
            "RulesBook", "A player who wins every trick adds {points} match points to his score, after the "
            "conversion below; they are never doubled.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A team that wins every trick adds {points} match points to its score, after the "
            "conversion below; they are never doubled.")).format(points=rules.valat_match_points))
    total = deal_total(rules, Strain.HEARTS)
    return paragraph((QCoreApplication.translate(
        "RulesBook", "A player who wins every trick scores {capot} card points.")
    if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "A team that wins every trick scores {capot} card points.")).format(
        capot=total + rules.capot_bonus))


def _tie_paragraph(rules: Ruleset) -> str:
    """Equal points: held over (with or without the defenders taking all), enough, or dedans."""
    if rules.tie_rule is TieRule.HANGING and rules.tie_hanging_points and rules.tie_defenders_take_all:
        return paragraph((QCoreApplication.translate(
            "RulesBook", "With equal points the others score every point of the deal, every player's total (in the "
            "common rules' words: \"all points earned during the hand\"), the caller scores nothing, and {points} "
            "points are held "
            "over: the player who wins the next deal adds them.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "With equal points the other team scores every point of the deal, both teams' totals (in the "
            "common rules' words: \"all points earned during the hand\"), the callers score nothing, and {points} "
            "points are held "
            "over: the team that wins the next deal adds them.")).format(points=rules.tie_hanging_points))
    if rules.tie_rule is TieRule.HANGING and rules.tie_hanging_points:
        return paragraph((QCoreApplication.translate(
            "RulesBook", "With equal points the others score their own points, the caller scores nothing, and "
            "{points} points are held over: the player who wins the next deal adds them.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "With equal points the other team scores its own points, the callers score nothing, and "
            "{points} points are held over: the team that wins the next deal adds them.",
        )).format(points=rules.tie_hanging_points))
    if rules.tie_rule is TieRule.HANGING:
        return paragraph(QCoreApplication.translate(
            "RulesBook", "With equal points the others score their own points, and the caller's points hang: the "
            "player who wins the next deal adds them.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "With equal points the other team scores its own points, and the callers' points hang: "
            "the team that wins the next deal adds them."))
    if rules.tie_rule is TieRule.TAKERS_MAKE:
        return paragraph(QCoreApplication.translate(
            "RulesBook", "The caller needs at least as many points as every other player: equal is enough.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "The callers need at least as many points as the other team: equal is enough."))
    return paragraph(QCoreApplication.translate(
        "RulesBook", "The caller needs more points than every other player: with equal points he is dedans.")
    if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "The callers need more points than the other team: with equal points they are dedans."))


def _doubled_items(rules: Ruleset) -> list[str]:
    """A doubled contract: who scores, how many times, no trumps' multiplier, the Match call."""
    if rules.doubled_winner_takes_all:
        doubled = (QCoreApplication.translate(
            "RulesBook", "In a doubled contract every player is committed: the player with the most points takes "
            "every player's total.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "In a doubled contract both teams are committed: the team with more points takes both "
            "totals."))
    else:
        doubled = (QCoreApplication.translate(
            "RulesBook", "In a doubled contract only the player with the most points scores; the others score "
            "nothing.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "In a doubled contract only the team with more points scores; the other scores nothing."))
    items = [doubled, QCoreApplication.translate(
        "RulesBook", "Doubled, the points count twice; redoubled, {times} times.").format(
        times=rules.redouble_multiplier)]
    if rules.no_trumps_multiplier > 1:
        items.append(QCoreApplication.translate(
            "RulesBook", "A no-trumps contract counts {times} times as well, doubled or not.").format(
            times=rules.no_trumps_multiplier))
    if rules.allow_match_call:
        items.append(QCoreApplication.translate(
            "RulesBook", "After a Match call the deal is scored as redoubled, and it decides the whole game."))
    return items


def _hanging_items(rules: Ruleset) -> list[str]:
    """Equal points: a doubled contract, and a next deal that ties again (both options)."""
    items = []
    if rules.allow_double and rules.doubled_tie_hangs_all:
        items.append(QCoreApplication.translate(
            "RulesBook", "Doubled, every player is committed: with equal points nobody scores, and every point of "
            "the deal hangs (as Bulgarian players count it; an option).")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Doubled, both teams are committed: with equal points neither scores, and every point of "
            "the deal hangs (as Bulgarian players count it; an option)."))
    elif rules.allow_double:
        items.append(QCoreApplication.translate(
            "RulesBook", "Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players "
            "hang every point)."))
    if rules.hanging_waits_for_a_win:
        items.append(QCoreApplication.translate(
            "RulesBook", "A deal that ends equal again is won by nobody: the points held over wait, with the new "
            "ones, for the next deal a player wins (an option).")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A deal that ends equal again is won by nobody: the points held over wait, with the new "
            "ones, for the next deal a team wins (an option)."))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "If the next deal ends equal again, the player who scores in it takes the points held over "
            "(an option; by default they wait for a deal a player wins).")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "If the next deal ends equal again, the team that scores in it takes the points held over "
            "(an option; by default they wait for a deal a team wins)."))
    return items


def match_points(rules: Ruleset, label: Callable[[Ruleset, Strain], str]) -> list[str]:
    """MatchPoints.TENTHS: the points divided by ten, the limits per contract (``label`` names each row as the
    card-points table does), and the extras in force."""
    if rules.match_points is not MatchPoints.TENTHS:
        return []
    out = [h3("match_points")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "What each player scores is then divided by ten and rounded to whole match points. The "
        "remainder decides: above the contract's limit it rounds up, at the limit or below it rounds down.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "What each team scores is then divided by ten and rounded to whole match points. The "
        "remainder decides: above the contract's limit it rounds up, at the limit or below it rounds down.")))
    limits = [(Strain.HEARTS, rules.mp_limit_suit, 120)]
    if rules.allow_no_trumps:
        limits.append((Strain.NO_TRUMPS, rules.mp_limit_no_trumps, 50))
    if rules.allow_all_trumps:
        limits.append((Strain.ALL_TRUMPS, rules.mp_limit_all_trumps, 120))
    rows = [[escaped(label(rules, strain)), str(limit), escaped(QCoreApplication.translate(
        "RulesBook", "{low} makes {down}, {high} makes {up}").format(
        low=base + limit, down=base // 10, high=base + limit + 1, up=base // 10 + 1))]
        for strain, limit, base in limits]
    out.append(grid([QCoreApplication.translate("RulesBook", "Contract"),
                       QCoreApplication.translate("RulesBook", "Limit"),
                       QCoreApplication.translate("RulesBook", "Example")], rows, numeric=(1,)))
    if rules.mp_both_at_limit:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "When two players stop exactly at the limit, the lower score rounds up and the higher down: "
            "in all trumps 154 and 144 both make 15.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "When both teams stop exactly at the limit, the lower score rounds up and the higher "
            "down: in all trumps 154 and 144 both make 15.")))
        if rules.team_count > 2:
            out.append(paragraph(QCoreApplication.translate(
                "RulesBook", "A player who scores nothing in the deal is left out of this rule: the two others at the "
                "limit are enough.")))
    if rules.tie_rule is TieRule.HANGING and rules.mp_tie_at_limit_up:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "With equal points at the limit, the points scored round up and those held over down, so "
            "the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).")))
    elif rules.tie_rule is TieRule.HANGING and rules.match_points is MatchPoints.TENTHS:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "With equal points at the limit, the points scored and those held over both round down: in "
            "a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).")))
    if rules.tie_rule is TieRule.HANGING:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Points held over after equal points are converted the same way.")))
    return out


def match_call(rules: Ruleset) -> list[str]:
    """The end of the game: a deal played after the Match call decides it."""
    if rules.trump_scheme is not TrumpScheme.CONTRACT_AUCTION:
        return []
    items = []
    if rules.allow_match_call:
        items.append(QCoreApplication.translate(
            "RulesBook", "After a Match call the deal decides the game: if the callers make their contract they "
            "win the game, otherwise the other team wins it, whatever the scores."))
    if rules.tie_rule is TieRule.HANGING and rules.hanging_waits_for_a_win:
        items.append(QCoreApplication.translate(
            "RulesBook", "Points held over after equal points go to the next player who wins a deal.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Points held over after equal points go to the next team that wins a deal."))
    elif rules.tie_rule is TieRule.HANGING:
        items.append(QCoreApplication.translate(
            "RulesBook", "Points held over after equal points go to the player who wins the next deal that is "
            "played.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Points held over after equal points go to the team that wins the next deal that is "
            "played."))
    if rules.tie_rule is TieRule.HANGING and each_for_himself(rules) and rules.team_count == 2:
        items.append(QCoreApplication.translate(
            "RulesBook", "A deal is won by its points, even when the match points round equal: by the taker who "
            "makes his contract, or by his opponent when he fails."))
    elif rules.tie_rule is TieRule.HANGING and each_for_himself(rules):
        items.append(QCoreApplication.translate(
            "RulesBook", "A deal is won by its points, even when the match points round equal: by the taker who "
            "makes his contract; if he fails, by the other player with the most points (two with as many share "
            "what was held over, an odd point to the first after the taker)."))
    elif rules.tie_rule is TieRule.HANGING:
        items.append(QCoreApplication.translate(
            "RulesBook", "A deal is won by its points, even when the match points round equal: by the team that "
            "makes its contract, or by the defenders when they beat it."))
    return [h3("match_call"), bullets(items)] if items else []
