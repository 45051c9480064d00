"""The point auction (``TrumpScheme.POINT_AUCTION``: Coinche, the federation's contrée, Pilotta): bids of points
in a suit, no trumps or all trumps, coinche and surcoinche. Its words in every layer of learn, in its record (``TEACHING``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Bid, Contract, Pass, PlayerView, Ruleset, Strain, TrumpScheme
from ...engine.rules import CoincheMultiplies, ContractFloor, PointContractScore
from ...engine.scoring import contract_target, multiplier_of
from ..base.records import KindTeaching
from ..explain_bidding import bid_ceiling, deal_total
from ..rules_markup import and_list, bullets, h2, h3, paragraph
from ..rules_play import turn_side
from ..rules_scoring import no_trick_declarations
from ..suggest import high_bid_of, seat_is_partner
from ..teaching import dial_text
from ..words import strain_word

SCHEME = TrumpScheme.POINT_AUCTION


def explain_action(action: Action, rules: Ruleset, v: PlayerView | None) -> str | None:
    """A bid and a pass; coinche, surcoinche and the declaration are the shared words'."""
    if isinstance(action, Bid):
        return _bid_explained(action, rules)
    if isinstance(action, Pass):
        return _pass_explained(rules, v)
    return None


def _bid_explained(action: Bid, rules: Ruleset) -> str:
    """A bid: what the team must score, what it scores made or failed, and what its strain means."""
    total = deal_total(rules, action.strain)
    half = total // 2 + 1
    if action.capot:
        return QCoreApplication.translate(
            "Explain",
            "Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other "
            "team scores {failed}.",
        ).format(strain=strain_word(action.strain), made=rules.capot_bid_value, failed=rules.capot_bid_failed)
    parts = _counted_parts(rules, action.strain)
    if contract_target(rules, Contract(action.strain, 0, action.value), total) == action.value:
        text = QCoreApplication.translate(
            "Explain", "Bid {value} in {strain}: your team must score at least {value} points ({counted}).",
        ).format(value=action.value, strain=strain_word(action.strain), counted=parts)
    else:
        text = QCoreApplication.translate(
            "Explain",
            "Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} "
            "of {total}) ({counted}).",
        ).format(value=action.value, strain=strain_word(action.strain), half=half, total=total, counted=parts)
    if rules.point_contract_score is PointContractScore.OWN_POINTS:  # Pilotta
        text += " " + QCoreApplication.translate(
            "Explain", "Made: each team scores its own points. Failed: the other team scores every point of the "
            "deal.")
    else:
        text += " " + QCoreApplication.translate(
            "Explain", "Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.",
        ).format(value=action.value, failed=rules.failed_contract_base)
    ceiling = bid_ceiling(rules, action.strain)
    if ceiling is not None and action.value > ceiling:
        text += " " + QCoreApplication.translate(
            "Explain", "The deal holds only {total} points in {strain}, so this bid can never be made, even by "
            "winning every trick.",
        ).format(total=ceiling, strain=strain_word(action.strain))
    if action.strain is Strain.NO_TRUMPS:
        text += " " + QCoreApplication.translate(
            "Explain", "No trumps: no suit can trump and every suit keeps the plain order.")
    elif action.strain is Strain.ALL_TRUMPS:
        text += " " + QCoreApplication.translate(
            "Explain", "All trumps: every suit uses the trump order and values, and nothing can trump.")
    return text


def _pass_explained(rules: Ruleset, v: PlayerView | None) -> str:
    """A pass: final in some games, else after a bid or before any."""
    high = any(isinstance(a, Bid) for _, a in v.bidding) if v is not None else False
    if rules.pass_is_final:
        return QCoreApplication.translate(
            "Explain", "Pass: in this game a pass is final, you will not bid again in this deal. When all the "
            "others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.")
    if high:
        return QCoreApplication.translate(
            "Explain", "Pass: you do not bid higher. Three passes in a row after a bid end the auction.")
    return QCoreApplication.translate(
        "Explain", "Pass: if all four players pass without a bid, the cards are thrown in.")


def _counted_parts(rules: Ruleset, strain: Strain) -> str:
    belote = rules.belote_counts_for_contract and rules.belote_points > 0 and strain is not Strain.NO_TRUMPS and (
        strain is not Strain.ALL_TRUMPS or rules.belote_in_all_trumps)
    if rules.declarations and rules.melds_count_for_contract:
        if belote:
            return QCoreApplication.translate("Explain", "cards, last trick, declarations and belote count")
        return QCoreApplication.translate("Explain", "cards, last trick and declarations count")
    if belote:
        return QCoreApplication.translate("Explain", "cards, last trick and belote count")
    return QCoreApplication.translate("Explain", "cards and last trick count")


def not_allowed() -> str:
    """What the game offers instead of a move it does not use (taking the turned suit)."""
    return QCoreApplication.translate(
        "Explain", "In this game you bid points in a suit, no trumps or all trumps, or pass.")


def pass_reason(view: PlayerView) -> str:
    """Why to pass in the point auction: the partner holds the bid, or the hand is too weak to bid."""
    high = high_bid_of(view)
    if high is not None and seat_is_partner(view, high[0]):
        return QCoreApplication.translate("Suggest", "Your partner holds the bid: let him play it")
    if high is not None:
        return QCoreApplication.translate("Suggest", "Too weak to bid higher")
    return QCoreApplication.translate("Suggest", "Too weak to open the bidding")


# -- the rules book ----------------------------------------------------------------------------


def aim(rules: Ruleset) -> str:
    """The overview's sentence on what a deal is about."""
    if not (rules.allow_no_trumps or rules.allow_all_trumps):  # Pilotta, the federation's contrée
        return QCoreApplication.translate(
            "RulesBook",
            "In each deal the players bid how many points their team will score and which suit will be trumps; "
            "the highest bidder's team must then reach its bid while the others try to stop it.")
    else:
        return QCoreApplication.translate(
            "RulesBook",
            "In each deal the players bid how many points their team will score and in which trump (or no "
            "trumps, or all trumps); the highest bidder's team must then reach its bid while the others try to "
            "stop it.")


def bidding_section(rules: Ruleset) -> list[str]:
    """Bids, their values and strains, capot, coinche and surcoinche, the end of the auction."""
    out = [h2("bidding")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Starting on the dealer's {side}, each player in turn passes or makes a bid: a number of points his "
        "team promises to score, and the trump of the deal. The auction may go round several times.",
    ).format(side=turn_side(rules))))
    out.append(h3("bid_values"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Bids go from {low} to {high} in steps of {step}.",
    ).format(low=rules.min_bid, high=rules.max_bid, step=rules.bid_step)))
    out.append(h3("bid_strains"))
    out.append(paragraph(QCoreApplication.translate("RulesBook", "A bid names {strains}.").format(
        strains=_strains_named(rules))))
    ceiling = bid_ceiling(rules, Strain.NO_TRUMPS)
    if rules.allow_no_trumps and ceiling is not None and rules.max_bid > ceiling:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above "
            "{total} can never be made, even by winning every trick; the game still lets you bid it, and the "
            "hint says so.",
        ).format(total=ceiling)))
    out.append(h3("bid_higher"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Each bid must be higher in points than the one before; the trump named does not matter for that.")))
    out += _capot_and_coinche(rules)
    out.append(h3("end_of_auction"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and "
        "its bidder is the taker.")))
    out += dial_text(lambda texts: texts.auction_notes)(rules)
    out.append(h3("thrown_in"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player "
        "deals.")))
    return out


def _strains_named(rules: Ruleset) -> str:
    """What a bid may name: a trump suit, and no trumps or all trumps where the game has them."""
    names = [QCoreApplication.translate("RulesBook", "a trump suit (clubs, diamonds, hearts or spades)")]
    if rules.allow_no_trumps:
        names.append(QCoreApplication.translate("RulesBook", "no trumps"))
    if rules.allow_all_trumps:
        names.append(QCoreApplication.translate("RulesBook", "all trumps"))
    if len(names) > 1:
        return QCoreApplication.translate("RulesBook", "{items} or {last}", "end of a list of choices").format(
            items=QCoreApplication.translate("RulesBook", ", ", "list separator").join(names[:-1]), last=names[-1])
    return names[0]


def _capot_and_coinche(rules: Ruleset) -> list[str]:
    """The capot bid, the coinche and the surcoinche, or that the game has none."""
    out = [h3("capot_bid")]
    if rules.allow_capot_bid:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Instead of a number a player may bid capot: his team will win every trick. It is above every "
            "number, and nothing can be bid over it.")))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Capot may not be bid in this game.")))
    out.append(h3("coinche"))
    whole = rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE
    if rules.allow_double and whole:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "A player of the other team may coinche the highest bid: he bets it will fail, and the contract's score "
            "counts double (below). After a coinche nobody may bid again.")))
    elif rules.allow_double:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "A player of the other team may coinche the highest bid: he bets it will fail, and the bid's value "
            "counts double. After a coinche nobody may bid again.")))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "There is no coinche in this game.")))
    out.append(h3("surcoinche"))
    if rules.allow_double and rules.allow_redouble:
        out.append(paragraph((QCoreApplication.translate(
            "RulesBook",
            "The coinched team may answer with a surcoinche: the contract's score counts {times} times, and the "
            "auction ends at once.") if whole else QCoreApplication.translate(
            "RulesBook",
            "The coinched team may answer with a surcoinche: the value counts {times} times, and the auction "
            "ends at once.")).format(times=rules.redouble_multiplier)))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "There is no surcoinche in this game.")))
    return out


def scoring_contract(rules: Ruleset) -> list[str]:
    """The rules book's contract, coinche and capot-bid paragraphs."""
    out = [h3("contract")]
    counted = _counted_for_contract(rules)
    total = deal_total(rules, Strain.HEARTS)
    out.append(paragraph(_contract_needs(rules).format(counted=and_list(counted), low=rules.min_bid, total=total,
               half=contract_target(rules, Contract(Strain.HEARTS, 0, rules.min_bid), total))))
    own_points = dial_text(lambda texts: texts.own_points_scoring)(rules)  # Pilotta: no bid bonus, failed -> all to the defenders
    if own_points is not None:
        out += own_points[0]
    made = _made_items(rules, own_points is not None)
    if made:
        out.append(bullets(made))
    out.append(h3("tie_rule"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Reaching exactly the bid is enough; there is no litige in this game.")))
    out.append(h3("failed_contract"))
    out += own_points[1] if own_points is not None else _failed_paragraph(rules)
    out.append(h3("capot"))
    out.append(bullets(_capot_items(rules)))
    out += no_trick_declarations(rules)
    return out


def _counted_for_contract(rules: Ruleset) -> list[str]:
    """What the takers count toward their bid."""
    counted = [QCoreApplication.translate("RulesBook", "card points"),
               QCoreApplication.translate("RulesBook", "the last trick")]
    if rules.declarations and rules.melds_count_for_contract:
        counted.append(QCoreApplication.translate("RulesBook", "their declarations"))
    if rules.belote_counts_for_contract and rules.belote_points:
        counted.append(QCoreApplication.translate("RulesBook", "their belote"))
    return counted


def _contract_needs(rules: Ruleset) -> str:
    """The pattern of what a contract needs, by the contract's floor (filled by ``scoring_contract``)."""
    if rules.contract_floor is ContractFloor.MORE_THAN_HALF:
        return QCoreApplication.translate(
            "RulesBook",
            "The takers count {counted}. The contract is made when that reaches the bid and also more than half "
            "the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.")
    if rules.contract_floor is ContractFloor.HALF:
        return QCoreApplication.translate(
            "RulesBook",
            "The takers count {counted}. The contract is made when that reaches the bid and also half the points "
            "of the deal: a bid of {low} in a trump suit needs {half} of {total}.")
    return QCoreApplication.translate(
        "RulesBook",
        "The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a "
        "trump suit needs {half} of {total}.")


def _made_items(rules: Ruleset, own_points: bool) -> list[str]:
    """A made contract's score and what a coinche multiplies (``own_points``: the game's own words said it)."""
    made = [] if own_points else [QCoreApplication.translate(
        "RulesBook", "Made: the takers score their points plus the bid; the other team scores its own points.")]
    if rules.allow_double and rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE:
        # engine/scoring.py: the takers' cards, declarations and bid multiplied, their belote added once; failed,
        # the base and the bid multiplied, the declarations and belotes not
        made.append(QCoreApplication.translate(
            "RulesBook", "A coinche doubles the score of the team that wins the contract, but never a belote: made, "
            "the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the "
            "other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), "
            "plus every declaration and their belote.").format(times=rules.redouble_multiplier,
                                                               base=rules.failed_contract_base))
    elif rules.allow_double:
        made.append(QCoreApplication.translate(
            "RulesBook", "A coinche doubles the bid's part of the score, a surcoinche multiplies it by {times}; the "
            "points won in play are never multiplied.").format(times=rules.redouble_multiplier))
    return made


def _failed_paragraph(rules: Ruleset) -> list[str]:
    """A failed contract: the defenders' score, with or without the bid."""
    if rules.failed_contract_adds_bid and rules.allow_double and rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE:
        return [paragraph(QCoreApplication.translate(
            "RulesBook",
            "Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied "
            "by a coinche or surcoinche, plus every declaration and its own belote.",
        ).format(base=rules.failed_contract_base))]
    if rules.failed_contract_adds_bid:
        return [paragraph(QCoreApplication.translate(
            "RulesBook",
            "Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by "
            "a coinche or surcoinche), plus every declaration and its own belote.",
        ).format(base=rules.failed_contract_base))]
    return [paragraph(QCoreApplication.translate(
        "RulesBook",
        "Failed: the takers score only their belote. The other team scores {base} (the bid is not added), "
        "plus every declaration and its own belote.",
    ).format(base=rules.failed_contract_base))]


def _capot_items(rules: Ruleset) -> list[str]:
    """A capot not bid, and a capot bid made or failed."""
    items = [QCoreApplication.translate(
        "RulesBook", "A team that wins every trick without having bid capot counts {points} card points.",
    ).format(points=rules.uncalled_capot_points)]
    if rules.allow_capot_bid:
        items.append(QCoreApplication.translate(
            "RulesBook", "A capot bid that is made scores {made}, and each team its declarations; failed, the other "
            "team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the "
            "{failed}, not the declarations; the belotes score as for any contract.",
        ).format(made=rules.capot_bid_value, failed=rules.capot_bid_failed))
    return items


def contract_line(rules: Ruleset, contract: Contract, taker: str) -> str:
    """The end-of-deal line on the bid: its value and strain, coinched or surcoinched."""
    if contract.capot:
        text = QCoreApplication.translate("Explain", "{team} bid capot in {strain}.").format(
            team=taker, strain=strain_word(contract.strain))
    else:
        text = QCoreApplication.translate("Explain", "{team} bid {value} in {strain}.").format(
            team=taker, value=contract.value, strain=strain_word(contract.strain))
    times = multiplier_of(rules, contract)
    if times > 1 and rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE and not contract.capot:
        return text + " " + _whole_score_line(rules, contract, times)
    if contract.multiplier == 2:
        text += " " + QCoreApplication.translate("Explain", "The bid was coinched: its value counts double.")
    elif contract.multiplier >= 4:
        text += " " + QCoreApplication.translate(
            "Explain", "The bid was surcoinched: its value counts {times} times.").format(times=times)
    return text


def _whole_score_line(rules: Ruleset, contract: Contract, times: int) -> str:
    """A coinche that multiplies the contract's whole score (engine/scoring.py, CoincheMultiplies.WHOLE_SCORE):
    made, the takers' cards, declarations and bid; failed, the defenders' base and the bid; never a belote."""
    if contract.multiplier == 2:
        return QCoreApplication.translate(
            "Explain", "The bid was coinched: the score of the team that wins the contract counts double (made, the "
            "takers' card points, declarations and bid; failed, the defenders' base and the bid), never a belote.")
    return QCoreApplication.translate(
        "Explain", "The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, "
        "the takers' card points, declarations and bid; failed, the defenders' base and the bid), never a "
        "belote.").format(times=times)


TEACHING = KindTeaching(
    SCHEME, explain_action, {"bidding": bidding_section}, pass_reason, aim,
    not_allowed=not_allowed, contract_scoring=scoring_contract, contract_line=contract_line,
)
