"""The rules book's Baloot sections (``TrumpScheme.SUN_HOKUM``): the calls, the doubling ladder, the
projects, the baloot, the round points and where our choices come from. The Sun/Hokum auction registers
them in learn/rulesbook.py (``SCHEME_SECTIONS``, by learn/kinds/sun_hokum.py) in place of the generic
builders; every number is read from the Ruleset and the engine (the project tables, the kaboot, the
target), so an option changes the page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, Strain
from ....engine.auctions.sun_hokum import SUN_DOUBLE_LIMIT
from ....engine.declarations import MeldKind
from ...base.terms import Term, term
from ...explanation import game_rule_title
from ...rules_options import choices_section
from ...rules_markup import anchor, bullets, escaped, grid, h2, h3, h3_of, paragraph
from ...rules_scoring import card_in_two_words


def bidding(rules: Ruleset) -> list[str]:
    out = [h2("bidding"), h3("sun_hokum")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Five cards each and a turned card. From the dealer's right, each player in turn says Pass, {hokum} (the "
        "turned card's suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player "
        "may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others "
        "may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now "
        "names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.",
    ).format(hokum=term(Term.HOKUM), sun=term(Term.SUN))))
    out.append(h3("ashkal"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then "
        "takes the turned card and plays the Sun.").format(ashkal=term(Term.ASHKAL))))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and "
        "everybody else three. The bidder leads the first trick.")))
    out.append(h3("doubling_ladder"))
    if rules.allow_double:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more "
            "than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the "
            "others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the "
            "play begins. While doubled, nobody may lead a trump while holding another suit (the hand is "
            "locked).",
        ).format(double=term(Term.DOUBLE), three=term(Term.THREE), four=term(Term.FOUR), gahwa=term(Term.GAHWA),
                 limit=SUN_DOUBLE_LIMIT)))
        out.append(h3("gahwa"))
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "{gahwa}: the team that wins the deal wins the whole game, whatever the scores.").format(
            gahwa=term(Term.GAHWA))))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Doubling is off in this game.")))
    return out


def projects(rules: Ruleset) -> list[str]:
    # one heading in Baloot's word (Projects), with both anchors: the family's and Baloot's own
    out = [f"<h2>{anchor('declarations', game_rule_title('declarations', rules))}{anchor('projects', '')}</h2>"]
    if not rules.declarations:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Projects are not played in this game.")))
        return out
    hokum = rules.meld_rules.table_for(Strain.HEARTS)
    sun = rules.meld_rules.table_for(Strain.NO_TRUMPS)
    assert hokum is not None and sun is not None
    names = {MeldKind.TIERCE: Term.SIRA, MeldKind.QUARTE: Term.FIFTY, MeldKind.QUINTE: Term.HUNDRED}
    rows = []
    for (length, kind, h_points), (_, _, s_points) in zip(hokum.sequences, sun.sequences):
        what = QCoreApplication.translate("RulesBook", "{count} cards in sequence in one suit").format(count=length)
        rows.append([escaped(term(names[kind])), escaped(what), str(s_points * 2 // 10), str(h_points // 10)])
    aces_sun = dict(sun.carres).get(next(r for r, _ in sun.carres if r.code == "A"), 0)
    rows.append([escaped(term(Term.HUNDRED)), escaped(QCoreApplication.translate(
        "RulesBook", "four tens, jacks, queens or kings; four aces in Hokum")), "20", "10"])
    rows.append([escaped(term(Term.FOUR_HUNDRED)), escaped(QCoreApplication.translate("RulesBook", "four aces in Sun")),
                 str(aces_sun * 2 // 10), "–"])
    out.append(grid([QCoreApplication.translate("RulesBook", "Project"),
                       QCoreApplication.translate("RulesBook", "Cards"), term(Term.SUN), term(Term.HOKUM)],
                      rows, numeric=(2, 3)))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 "
        "9 8 7.").format(count=hokum.max_per_player)))
    out.append(bullets(card_in_two_words(rules)))  # a card in four of a kind and in a run: as the engine offers it
    out.append(h3("declaration_ranking"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Only the team holding the best project scores, the projects of both its players. The best is the one "
        "worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the "
        "dealer's right.")))
    if rules.run_over_four_of_a_kind:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Between projects of the same value, a run outranks four of a kind: our source's project table ranks "
            "the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or "
            "kings (an option: the French order puts four of a kind first).")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Between projects of the same value, four of a kind outranks a run (the French order; our source ranks "
            "the five-card run first).")))
    return out


def baloot(rules: Ruleset) -> list[str]:
    out = [f"<h2>{anchor('belote', term(Term.BALOOT))}</h2>"]  # the king and queen's paragraph, by its name
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to "
        "their team, never multiplied by the ladder. They do not count when the king or the queen is part of a "
        "project that scores.").format(baloot=term(Term.BALOOT), points=rules.belote_points // 10)))
    return out


def scoring(rules: Ruleset) -> list[str]:
    out = [h2("scoring"), h3("round_points")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Cards count as in Belote (Hokum: 162 with the last trick's 10; Sun: 130). They become round points: "
        "in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in "
        "Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round "
        "points.")))
    out.append(h3("contract"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "The bidders need more round points than the other team (cards, projects and baloot). Then each team "
        "scores its own; otherwise the other team scores everything, both teams' cards and projects. Doubled, "
        "the round points count two, three or four times.")))
    if rules.allow_double:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "A doubled contract that is made still scores for both teams, each its own round points multiplied: the "
            "winner does not take all (the Saudi rules as commonly published: \"each team earns … if the winning bid "
            "was doubled, these scores are doubled\"). Only a Gahwa gives one team the whole game.")))
    out.append(h3_of("last_trick", rules))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Winning the last trick is worth {bonus} more points.").format(bonus=rules.last_trick_bonus)))
    out.append(h3("kaboot") + '<a name="capot" id="capot"></a>')
    ace = (QCoreApplication.translate("RulesBook", " ({points} when the turned card is an ace)").format(
        points=2 * rules.kaboot_sun) if rules.kaboot_ace_doubles else "")
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards"
        "{ace}, with its projects.").format(kaboot=term(Term.KABOOT), sun=rules.kaboot_sun, hokum=rules.kaboot_hokum,
                                            ace=ace)))
    return out


def sources(rules: Ruleset) -> list[str]:
    """Where the rules differ, and our choices (Baloot's part)."""
    out = [h3("baloot_sources")]
    out.append(bullets([
        QCoreApplication.translate(
            "RulesBook", "Card order and play duties: our source's table was lost, so we follow the published "
            "Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, "
            "trump and beat a trump in the trick unless your partner holds it; trumps led: play higher."),
        QCoreApplication.translate(
            "RulesBook", "The target: 152 as most tables play (our source says 128: an option)."),
        QCoreApplication.translate(
            "RulesBook", "Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in "
            "Hokum (an option)."),
        QCoreApplication.translate(
            "RulesBook", "Ashkal: published rules (the dealer or the player before him, in the first round); our "
            "source only names it."),
        QCoreApplication.translate(
            "RulesBook", "A Sun in the round points is rounded to tens with a five rounded up; our source does "
            "not say which way a five goes."),
    ]))
    return out


def choices(rules: Ruleset) -> list[str]:
    """The generic choices, then Baloot's sources and choices."""
    return choices_section(rules) + sources(rules)


SECTIONS = {"bidding": bidding, "declarations": projects, "belote": baloot, "scoring": scoring, "choices": choices}
