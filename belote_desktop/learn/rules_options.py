"""The rules book's option grid (every option of this game, changed ones marked) and the
choices made where the rules differ between tables.

Part of the rules book (learn/rulesbook.py walks its SECTIONS)."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication

from ..engine import VARIANTS, Ruleset, Strain, TieRule, TrumpScheme
from ..engine.rules import FailedOutcome, MatchEnd, PointContractScore
from . import vocabulary
from .options import option_spec, option_value_text, specs_for
from .explain_bidding import deal_total
from .game_pages import page_of
from .rules_markup import bullets, each_for_himself, escaped, grid, h2, paragraph
from .rules_table import table_choices
from .teaching import dial_text


def _option_rows(rules: Ruleset) -> list[tuple[str, str, str, str]]:
    """(field, label, value, anchor) of the options a player may change in these rules (learn/options.py)."""
    return [(spec.field, spec.label, option_value_text(spec, rules), spec.anchor) for spec in specs_for(rules)]


def _tie_value(rule: TieRule) -> str:
    if rule is TieRule.TAKERS_MAKE:
        return QCoreApplication.translate("RulesBook", "contract made")
    if rule is TieRule.TAKERS_FAIL:
        return QCoreApplication.translate("RulesBook", "dedans")
    if rule is TieRule.OWN_POINTS:
        return QCoreApplication.translate("RulesBook", "takers nothing, defenders their own")
    return QCoreApplication.translate("RulesBook", "litige (points wait)")


def _match_end_value(end: MatchEnd) -> str:
    if end is MatchEnd.DRAW:
        return QCoreApplication.translate("RulesBook", "a draw")
    if end is MatchEnd.HIGHER_WINS:
        return QCoreApplication.translate("RulesBook", "higher score wins")
    return QCoreApplication.translate("RulesBook", "higher score wins, then last deal's winner")


def options_section(rules: Ruleset) -> list[str]:
    out = [h2("options")]
    preset = VARIANTS.get(rules.id)
    changed = set(rules.overrides()) if preset is not None else set()
    if changed:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Options marked ● differ from the standard rules of this variant."), "note"))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "These are the standard rules of this variant; the options can be changed for a new game."),
            "note"))
    rows = []
    for field, label, value, anchor in _option_rows(rules):
        name = f'<a href="#{anchor}">{escaped(label)}</a>'
        if field in changed:
            rows.append([name, f'<span class="changed">● {escaped(value)}</span>'])
        else:
            rows.append([name, escaped(value)])
    out.append(grid([QCoreApplication.translate("RulesBook", "Option"),
                       QCoreApplication.translate("RulesBook", "In this game")], rows))
    return out


def _value(field: str, rules: Ruleset) -> str:
    return option_value_text(option_spec(field), rules)


def choices_section(rules: Ruleset) -> list[str]:
    out = [h2("choices")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Belote is played with many house rules. Where the rule books we follow disagree, the question is an "
        "option; where they say nothing, we made a choice. Here is what this game does."), "lead"))
    items: list[str] = []
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        items.append((QCoreApplication.translate(
            "RulesBook", "A taker with exactly as many points as his opponent: some books say the contract is made, "
            "others that the taker is dedans, others that the points wait (litige). Here: {value}.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Takers with exactly as many points as the other team: some books say the contract is "
            "made, others that the takers are dedans, others that the points wait (litige). Here: {value}.",
        )).format(value=QCoreApplication.translate("RulesBook", "a failure: the takers score nothing")
                 if rules.tie_rule is TieRule.TAKERS_FAIL and rules.failed_outcome is FailedOutcome.OWN_POINTS
                 else _tie_value(rules.tie_rule)))
    items.append((QCoreApplication.translate(
        "RulesBook", "Out of the suit led while a partner holds the trick: most books free you from trumping, a "
        "strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Out of the suit led while your partner holds the trick: most books free you from trumping, "
        "a strict reading does not. Here: {value}.",
    )).format(value=QCoreApplication.translate("RulesBook", "you are free") if rules.partner_exempts
             else QCoreApplication.translate("RulesBook", "you must trump")))
    items.append((QCoreApplication.translate(
        "RulesBook", "Trumps led while a partner holds the trick: usually you must still play higher; some games "
        "free you (nobody has a partner here, so this choice never applies). Here: {value}.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Trumps led while your partner holds the trick: usually you must still play higher; some "
        "games free you. Here: {value}.",
    )).format(value=QCoreApplication.translate("RulesBook", "you are free") if rules.partner_exempts_trump_lead
             else QCoreApplication.translate("RulesBook", "you must play higher")))
    name = vocabulary.king_queen_word(rules)  # the game's own word; None: belote
    items.append((QCoreApplication.translate(
        "RulesBook", "Belote with the queen played before the king: usually it counts; some tables want the king "
        "first. Here: {value}.",
    ) if name is None else QCoreApplication.translate(
        "RulesBook", "The {name} with the queen played before the king: usually it counts; some tables want the king "
        "first. Here: {value}.").replace("{name}", name)).format(value=QCoreApplication.translate("RulesBook", "the king must come first") if rules.belote_king_first
             else QCoreApplication.translate("RulesBook", "either order counts")))
    own_points = rules.point_contract_score is PointContractScore.OWN_POINTS  # Pilotta: no bid, no doubling
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION and not own_points:
        items.append(QCoreApplication.translate(
            "RulesBook", "A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in "
            "others, 160 alone or the bid alone at some tables. Here: {value}.").format(
            value=QCoreApplication.translate("RulesBook", "{base} plus the bid").format(
                base=rules.failed_contract_base) if rules.failed_contract_adds_bid
            else str(rules.failed_contract_base)))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION and rules.allow_double:
        items.append(QCoreApplication.translate(
            "RulesBook", "A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles "
            "the bid only, or the whole score. Here: ×{times}, {what}.").format(
            times=rules.redouble_multiplier, what=_value("coinche_multiplies", rules)))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        items.append(QCoreApplication.translate(
            "RulesBook", "A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid "
            "(80) at some tables. Here: {value}.").format(value=_value("contract_floor", rules)))
        items.append(QCoreApplication.translate(
            "RulesBook", "A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: "
            "{value}.").format(value=rules.uncalled_capot_points))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION and rules.allow_double:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: after a coinche nobody may bid again (our sources do not say)."))
    items.append((QCoreApplication.translate("RulesBook", "Two players past the target on the same deal: {value}.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Both teams past the target on the same deal: {value}.",
    )).format(value=_match_end_value(rules.match_end)))
    items.append((QCoreApplication.translate(
        "RulesBook", "Failed takers keep their belote in most books; at some tables it goes to the defenders. "
        "Here: {value}.") if name is None else QCoreApplication.translate(
        "RulesBook", "Failed takers keep their {name} in most books; at some tables it goes to the defenders. "
        "Here: {value}.").replace("{name}", name)).format(value=_value("failed_takers_keep_belote", rules)))
    items.append(QCoreApplication.translate(
        "RulesBook", "The target must be reached in most books, passed at some tables. Here: {value}.").format(
        value=_value("target_rule", rules)))
    if rules.declarations:
        items.append((QCoreApplication.translate(
            "RulesBook", "A player who takes no trick loses his declarations (belote excepted), as the rules say; "
            "some tables let him keep them. Here: {value}.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations (belote excepted), as the rules say; "
            "some tables let it keep them. Here: {value}.") if name is None else QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations ({name} excepted), as the rules say; "
            "some tables let it keep them. Here: {value}.").replace("{name}", name)).format(
            value=_value("declarations_need_a_trick", rules)))
    if rules.declarations:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: declaring is optional, and the program always announces a player's best "
            "combination, each card counting once."))
    if rules.trump_scheme is TrumpScheme.TURNED_CARD and rules.failed_outcome is FailedOutcome.ALL_POINTS:
        items.append((QCoreApplication.translate(
            "RulesBook", "Our choice: when the taker is dedans and his opponent took every trick, the opponent "
            "scores the capot value ({capot}).")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Our choice: when the takers are dedans and the other team took every trick, it scores "
            "the capot value ({capot}).")).format(capot=deal_total(rules, Strain.HEARTS) + rules.capot_bonus))
    items += table_choices(rules)  # cards on the table (rules_table.py)
    items += page_of(rules).choices(rules)  # the game's own: its sources and this program's choices
    items.append(QCoreApplication.translate(
        "RulesBook", "Between deals the cards are gathered and cut rather than shuffled, as the traditional rules "
        "say. Here: {value}.",
    ).format(value=QCoreApplication.translate("RulesBook", "shuffled every deal") if rules.shuffle_every_deal
             else QCoreApplication.translate("RulesBook", "gathered and cut")))
    items += dial_text(lambda texts: texts.choices)(rules)  # players alone (learn/games/belot_small/)
    out.append(bullets(items))
    return out
