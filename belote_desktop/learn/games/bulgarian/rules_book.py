"""The rules book on the contract auction (Bulgarian Belot, Bidding Belote) and on Bulgarian Belot's own
rules: the bidding section, the belot option, the end of the game, and where the sources differ.

Every sentence is chosen by a Ruleset field. Called from rules_play (_bidding), rules_scoring (_belote,
_end) and rules_options (_choices)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ....engine.auctions import allowed_strains
from ... import vocabulary
from ...explain import strain_word
from ...rules_markup import anchor, and_list, bullets, each_for_himself, h3, paragraph


def _h3_as(rule_id: str, title: str) -> str:
    """A paragraph heading with the common anchor and this game's own title (contra for coinche...)."""
    return f"<h3>{anchor(rule_id, title)}</h3>"


def bidding(rules: Ruleset, side: str) -> list[str]:
    """The contract auction: who speaks, the order of the calls, doubling, the end of the auction."""
    out = [paragraph(QCoreApplication.translate(
        "RulesBook", "After the first {count} cards, starting on the dealer's {side}, each player in turn passes or "
        "calls a contract. The auction may go round several times.").format(
        count=sum(rules.first_packets), side=side))]
    out.append(h3("bid_strains"))
    order = and_list([strain_word(s) for s in allowed_strains(rules)])
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no "
        "trumps there are none; in all trumps every suit is played like trumps.").format(order=order)))
    out.append(h3("bid_higher"))
    out.append(bullets(_bid_higher_items(rules)))
    out += _doubling(rules)
    out.append(h3("end_of_auction"))
    out.append(bullets(_end_of_auction_items(rules, side)))
    out += _thrown_in(rules)
    return out


def _bid_higher_items(rules: Ruleset) -> list[str]:
    """Each call higher than the standing one; whether a pass is final."""
    items = [(QCoreApplication.translate(
        "RulesBook", "Each call must name a higher contract than the standing one, whoever made it.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Each call must name a higher contract than the standing one, whoever made it, partner "
        "included."))]
    if not rules.pass_is_final:
        items.append(QCoreApplication.translate(
            "RulesBook", "A player who passed may still call later, when his turn comes again."))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "A pass is final: a player who passed may only pass afterwards."))
    return items


def _doubling(rules: Ruleset) -> list[str]:
    """The double and the redouble, under the game's own words, and the Match call."""
    contra, recontra = vocabulary.game_term(rules, vocabulary.Term.COINCHE), vocabulary.game_term(
        rules, vocabulary.Term.SURCOINCHE)
    out = [_h3_as("coinche", contra)]
    if rules.allow_double:
        text = (QCoreApplication.translate(
            "RulesBook", "A player may double ({contra}) the standing call of any other player, never his own. The "
            "caller and the doubler are then committed, and the points count double.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A player may double ({contra}) the standing call only if an opponent made it, never his "
            "own team's. Both teams are then committed, and the points count double.")).format(contra=contra)
        if rules.contract_bids_after_double:
            text += " " + (QCoreApplication.translate(
                "RulesBook", "A higher call may still follow: a player afraid of the double may call another "
                "contract, and the new call stands undoubled.")
        if each_for_himself(rules) else QCoreApplication.translate(
                "RulesBook", "A higher call may still follow: a team afraid of the double may call another contract, "
                "and the new call stands undoubled."))
        else:
            text += " " + QCoreApplication.translate("RulesBook", "After a double nobody may call again.")
        out.append(paragraph(text))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "There is no double in this game.")))
    out.append(_h3_as("surcoinche", recontra))
    if rules.allow_double and rules.allow_redouble:
        out.append(paragraph((QCoreApplication.translate(
            "RulesBook", "The doubled player may redouble ({recontra}): the points count {times} times.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "The doubled team may redouble ({recontra}): the points count {times} times.")).format(
            recontra=recontra, times=rules.redouble_multiplier)))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "There is no redouble in this game.")))
    if rules.allow_match_call:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "After a redouble the doubling team may answer \"{word}\": the whole game is staked on "
            "the deal, and the auction ends.").format(word=vocabulary.term(vocabulary.Term.MATCH))))
    return out


def _end_of_auction_items(rules: Ruleset, side: str) -> list[str]:
    """What ends the auction, and the cards dealt after it."""
    ends = [(QCoreApplication.translate(
        "RulesBook", "After a call, a double or a redouble, {count} passes in a row end the auction: the last call "
        "is the contract, and the player who made it is committed to it.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "After a call, a double or a redouble, {count} passes in a row end the auction: the last call "
        "is the contract, and the team that made it is committed to it.")).format(count=rules.players - 1)]
    if rules.allow_all_trumps and rules.allow_double and rules.allow_redouble and not rules.allow_match_call:
        ends.append(QCoreApplication.translate(
            "RulesBook", "Redoubled all trumps ends it at once: nothing can be said above it."))
    after = rules.deal_plan.after_cards(keeper=False)
    if after:
        ends.append(QCoreApplication.translate(
            "RulesBook", "Then everyone gets {count} more cards, and the player on the dealer's {side} leads.").format(
            count=after, side=side))
    return ends


def _thrown_in(rules: Ruleset) -> list[str]:
    """All pass: the cards are thrown in; the dealer who must call (an option)."""
    out = [h3("thrown_in"), paragraph(QCoreApplication.translate(
        "RulesBook", "If all {count} players pass without a call, the cards are thrown in, nobody scores, and the "
        "next player deals.").format(count=rules.players))]
    if rules.dealer_must_call:
        from ....engine.auctions.contract import DEALER_PASS_POINTS

        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Here the dealer may not pass after all the others: he must call a contract, unless his "
            "{count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass "
            "cancels the deal (a rule Bulgarian players call rare, an option).").format(
            count=sum(rules.first_packets), points=DEALER_PASS_POINTS)))
    return out


def belote_notes(rules: Ruleset) -> list[str]:
    """The belot option of Bulgarian Belot (the first of the pair, played when leading, trumping or following
    the partner)."""
    out = []
    if rules.belote_rule.lead_ruff_or_partner:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "In this game the belot counts only if the first of the king and queen is played leading "
            "the trick, trumping another suit, or following the partner's lead.")))
    if rules.belote_may_stay_quiet and rules.belote_points > 0:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it "
            "quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: "
            "otherwise the winners take it).")))
    return out


def end_notes(rules: Ruleset) -> list[str]:
    """Bulgarian Belot's end of the game: never on a valat; the kirtik option."""
    items = []
    if rules.no_end_on_valat:
        items.append(QCoreApplication.translate(
            "RulesBook", "The game cannot end on a deal won by a {valat} (every trick): one more deal is "
            "played.").format(valat=vocabulary.game_term(rules, vocabulary.Term.CAPOT).lower()))
    if rules.kirtik_points:
        items.append(QCoreApplication.translate(
            "RulesBook", "{kirtik}: a committed team that does not win the deal, and a team left without a trick, "
            "lose {points} match points (once per deal).").format(
            kirtik=vocabulary.term(vocabulary.Term.KIRTIK), points=rules.kirtik_points))
    return [bullets(items)] if items else []
