"""The rules book: one page per variant, generated from the Ruleset so it says what the engine does.

Every number comes from the engine (card tables in ``engine/cards.py``, totals from the
``PlayContext`` of each contract, declaration values from ``engine/declarations.py``) and every
play duty, option and scoring rule is chosen by a Ruleset field: changing an option changes the
page. Paragraphs carry anchors named like the ``rule_id`` of ``explain.Explanation``.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import VARIANTS, Contract, Ruleset, Strain, Suit, TieRule, TrumpScheme
from ..engine.bidding import allowed_strains
from ..engine.cards import PLAIN_ORDER, PLAIN_POINTS, SEQUENCE_ORDER, TRUMP_ORDER, TRUMP_POINTS
from ..engine.deal import TurnedFrom, TurnedKeeper, Zone
from ..engine.declarations import MeldKind, MeldTie
from ..engine.rules import COINCHE, CoincheMultiplies, ContractFloor, Direction, MatchEnd, MeldSharing, TargetRule
from ..engine.scoring import contract_target
from ..engine.tricks import play_context
from . import vocabulary
from .explain import bid_ceiling, carre_word, rank_letter, rank_name, rule_title
from .options import option_specs, option_value_text, specs_for

STYLE = """
body { color: #1d2a24; }
h1 { color: #1d3a2b; font-size: 21pt; font-weight: 600; margin-bottom: 2px; }
h2 { color: #1d3a2b; font-size: 15pt; font-weight: 600; margin-top: 20px; margin-bottom: 4px; }
h3 { color: #2e5a43; font-size: 11.5pt; font-weight: 600; margin-top: 12px; margin-bottom: 2px; }
p { margin-top: 3px; margin-bottom: 5px; }
li { margin-bottom: 3px; }
a { color: #1f6e4a; }
table.grid { border-collapse: collapse; margin-top: 6px; margin-bottom: 8px; }
table.grid th { background-color: #dfe9e2; color: #1d3a2b; font-weight: 600; padding: 4px 12px;
                border: 1px solid #b8c7bd; }
table.grid td { padding: 3px 12px; border: 1px solid #cfd9d2; }
td.num { text-align: right; }
tr.total td { font-weight: 600; background-color: #f1f5f2; }
.lead { color: #3d5247; font-size: 11.5pt; }
.toc { margin-top: 8px; margin-bottom: 4px; }
.note { color: #5b6d63; }
.changed { color: #a34e12; font-weight: 600; }
.red { color: #c4161c; }
"""


# -- small HTML helpers ------------------------------------------------------------------------


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _anchor(rule_id: str, text: str) -> str:
    return f'<a name="{rule_id}" id="{rule_id}">{_e(text)}</a>'


def _h2(rule_id: str) -> str:
    return f"<h2>{_anchor(rule_id, rule_title(rule_id))}</h2>"


def _h3(rule_id: str) -> str:
    return f"<h3>{_anchor(rule_id, rule_title(rule_id))}</h3>"


def _p(text: str, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{_e(text)}</p>"


def _ul(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{_e(i)}</li>" for i in items) + "</ul>"


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], numeric: Sequence[int] = (),
           total_rows: Sequence[int] = ()) -> str:
    """A grid; cells are already-escaped HTML; ``numeric`` columns align right."""
    out = ['<table class="grid" cellspacing="0" cellpadding="4" border="1">', "<tr>"]
    out.extend(f"<th>{_e(h)}</th>" for h in headers)
    out.append("</tr>")
    for i, row in enumerate(rows):
        out.append('<tr class="total">' if i in total_rows else "<tr>")
        for j, cell in enumerate(row):
            cls = ' class="num" align="right"' if j in numeric else ""
            out.append(f"<td{cls}>{cell}</td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _suit_html(suit: Suit) -> str:
    return f'<span class="red">{suit.symbol}</span>' if suit.is_red else suit.symbol


def _list(items: Sequence[str]) -> str:
    """'a, b and c'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    head = QCoreApplication.translate("RulesBook", ", ", "list separator").join(items[:-1])
    return QCoreApplication.translate("RulesBook", "{items} and {last}", "end of a list").format(
        items=head, last=items[-1])


def variant_description(rules: Ruleset) -> str:
    """The preset's one-line description (the same strings as the variant picker)."""
    if vocabulary.is_custom(rules):
        return QCoreApplication.translate("RulesBook", "A custom game: the options you chose are marked below.")
    return vocabulary.variant_description(rules)


CONTENTS = ("cards", "deal", "bidding", "play", "declarations", "belote", "scoring", "end_of_game", "options",
            "choices")


def variant_title(rules: Ruleset) -> str:
    """The variant's name (the same strings as the variant picker), marked when options changed."""
    name = vocabulary.variant_name(rules)
    if vocabulary.is_custom(rules):
        return QCoreApplication.translate("RulesBook", "{name}, with your options").format(name=name)
    return name


def _strains(rules: Ruleset) -> list[Strain]:
    """The kinds of contract of these rules: a suit (hearts stands for any), no trumps, all trumps."""
    return [s for s in allowed_strains(rules) if s.suit is None or s is Strain.HEARTS]


def _deal_total(rules: Ruleset, strain: Strain) -> int:
    return play_context(rules.deck, strain).total_points + rules.last_trick_bonus


def _packets(packets: Sequence[int]) -> str:
    return QCoreApplication.translate("RulesBook", ", then ", "packets of cards: 3, then 2").join(
        str(p) for p in packets)


def _yes(flag: bool) -> str:
    return QCoreApplication.translate("RulesBook", "yes") if flag else QCoreApplication.translate("RulesBook", "no")


# -- the page ----------------------------------------------------------------------------------


def rules_html(rules: Ruleset) -> str:
    """The rules book page of ``rules`` (a preset or a custom game), as Qt rich text."""
    parts = [
        f"<html><head><style>{STYLE}</style></head><body>",
        f"<h1>{_e(variant_title(rules))}</h1>",
        _p(variant_description(rules), "lead"),
        '<p class="toc">' + " · ".join(
            f'<a href="#{r}" style="text-decoration: none">{_e(rule_title(r)).replace(" ", "&nbsp;")}</a>'
            for r in CONTENTS) + "</p>",
    ]
    parts += _overview(rules)
    parts += _cards(rules)
    parts += _deal(rules)
    parts += _bidding(rules)
    parts += _play(rules)
    parts += _declarations(rules)
    parts += _belote(rules)
    parts += _scoring(rules)
    parts += _end(rules)
    parts += _options(rules)
    parts += _choices(rules)
    parts.append("</body></html>")
    return "\n".join(parts)


def _overview(rules: Ruleset) -> list[str]:
    out = [_h2("overview")]
    deck = int(rules.deck)
    low = rank_letter(rules.deck.ranks[0])
    if rules.seating.partnerships:
        who = QCoreApplication.translate(
            "RulesBook", "Four players in two teams; partners sit opposite each other.")
    else:
        who = QCoreApplication.translate("RulesBook", "{count} players, each on their own.").format(
            count=rules.players)
    out.append(_p(who + " " + QCoreApplication.translate(
        "RulesBook", "A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.",
    ).format(deck=deck, low=low, hand=rules.hand_size)))
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        aim = QCoreApplication.translate(
            "RulesBook",
            "In each deal one team chooses the trump suit and must then score at least as many points as the "
            "other side; the cards are played in tricks, and points come from the cards won, declarations and "
            "belote.")
    else:
        aim = QCoreApplication.translate(
            "RulesBook",
            "In each deal the players bid how many points their team will score and in which trump (or no "
            "trumps, or all trumps); the highest bidder's team must then reach its bid while the others try to "
            "stop it.")
    out.append(_p(aim))
    if rules.target_rule is TargetRule.PASS:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "The first team to pass {target} points wins the game.").format(target=rules.target_score)))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "The first team to reach {target} points wins the game.").format(target=rules.target_score)))
    if rules.id == "contree_ffb":
        out.append(_p(_federation_note(rules), "note"))
    out.append('<p class="note">' + _e(QCoreApplication.translate(
        "RulesBook", "Unusual words are explained in the")) + ' <a href="glossary">' + _e(
        QCoreApplication.translate("RulesBook", "glossary")) + "</a>.</p>")
    return out


def _cards(rules: Ruleset) -> list[str]:
    out = [_h2("cards")]
    ranks = rules.deck.ranks
    trumps = [r for r in reversed(TRUMP_ORDER) if r in ranks]
    plain = [r for r in reversed(PLAIN_ORDER) if r in ranks]
    rows = []
    for t, p in zip(trumps, plain):
        rows.append([
            _e(rank_name(t)), str(TRUMP_POINTS.get(t, 0)), _e(rank_name(p)), str(PLAIN_POINTS.get(p, 0)),
        ])
    rows.append([
        _e(QCoreApplication.translate("RulesBook", "Total per suit")), str(sum(TRUMP_POINTS.get(r, 0) for r in ranks)),
        "", str(sum(PLAIN_POINTS.get(r, 0) for r in ranks)),
    ])
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps "
        "become the two highest cards. Strongest first:")))
    out.append(_table(
        [QCoreApplication.translate("RulesBook", "Trump suit"), QCoreApplication.translate("RulesBook", "Points"),
         QCoreApplication.translate("RulesBook", "Other suits"), QCoreApplication.translate("RulesBook", "Points")],
        rows, numeric=(1, 3), total_rows=(len(rows) - 1,)))
    strains = _strains(rules)
    if Strain.NO_TRUMPS in strains or Strain.ALL_TRUMPS in strains:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "In no trumps every suit keeps the order and points of the right-hand column; in all trumps every "
            "suit takes the order and points of the left-hand column.")))
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "The team that wins the last trick adds {bonus} points (dix de der).",
    ).format(bonus=rules.last_trick_bonus)))
    return out


def _first_receiver(rules: Ruleset) -> str:
    """Who gets the first packet, in words (the deal plan's first receiver)."""
    n = rules.players
    offset = rules.deal_plan.first_receiver
    ccw = rules.direction is Direction.COUNTER_CLOCKWISE
    if offset == 0:
        return QCoreApplication.translate("RulesBook", "the dealer himself")
    if offset in (1, n - 1) and n > 2:
        right = (offset == 1) == ccw
    elif offset == 1:  # two players: the other one
        return QCoreApplication.translate("RulesBook", "the dealer's opponent")
    else:
        return QCoreApplication.translate("RulesBook", "the player opposite the dealer")
    if right:
        return QCoreApplication.translate("RulesBook", "the player on the dealer's right")
    return QCoreApplication.translate("RulesBook", "the player on the dealer's left")


def _deal(rules: Ruleset) -> list[str]:
    """The deal, in words generated from the deal plan (engine/deal.py)."""
    out = [_h2("deal")]
    plan = rules.deal_plan
    if rules.direction is Direction.COUNTER_CLOCKWISE:
        turn = QCoreApplication.translate(
            "RulesBook", "Everything goes counter-clockwise: the next player is the one on your right.")
    else:
        turn = QCoreApplication.translate(
            "RulesBook", "Everything goes clockwise: the next player is the one on your left.")
    start = _first_receiver(rules)
    items = [turn]

    def sizes(zone: Zone) -> list[int]:
        return [p.size for p in plan.before if p.zone is zone]

    if sizes(Zone.HAND):
        items.append(QCoreApplication.translate(
            "RulesBook", "The dealer gives each player {packets} cards, one packet at a time, starting with {start}.",
        ).format(packets=_packets(sizes(Zone.HAND)), start=start))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "The dealer deals to each player in turn, starting with {start}.").format(start=start))
    if sizes(Zone.KITTY):
        items.append(QCoreApplication.translate(
            "RulesBook",
            "Then {packets} cards face down in front of each player: his kitty, which nobody looks at until "
            "the trump is chosen; then each player picks up his own.",
        ).format(packets=_packets(sizes(Zone.KITTY))))
    if sizes(Zone.TABLE_DOWN):
        items.append(QCoreApplication.translate(
            "RulesBook",
            "Then {down} cards face down on the table in front of each player, and {up} cards face up on "
            "them, one on each.",
        ).format(down=plan.per_seat(Zone.TABLE_DOWN), up=plan.per_seat(Zone.TABLE_UP)))
    elif sizes(Zone.TABLE_UP):
        items.append(QCoreApplication.translate(
            "RulesBook", "Then {up} cards face up on the table in front of each player.",
        ).format(up=plan.per_seat(Zone.TABLE_UP)))
    if plan.turned_from is TurnedFrom.STOCK:
        items.append(QCoreApplication.translate(
            "RulesBook", "He then turns the next card face up: it proposes the trump suit."))
    elif plan.turned_from is TurnedFrom.DEALER_LAST:
        items.append(QCoreApplication.translate(
            "RulesBook",
            "The dealer's own last card is dealt face up: it proposes the trump suit, and he keeps it."))
    elif plan.turned_from is TurnedFrom.LAYOUT_LAST:
        items.append(QCoreApplication.translate(
            "RulesBook",
            "The last face-up card of the dealer's layout proposes the trump suit; it stays where it lies."))
    if plan.after:
        packets = _packets([p.size for p in plan.after])
        if plan.turned_from is TurnedFrom.STOCK and plan.keeper is TurnedKeeper.TAKER:
            items.append(QCoreApplication.translate(
                "RulesBook",
                "Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker "
                "picks up the turned card and gets one card fewer.",
            ).format(packets=packets))
        elif plan.turned_from is TurnedFrom.STOCK:
            items.append(QCoreApplication.translate(
                "RulesBook",
                "Once the trump is chosen he deals the rest: {packets} cards to each player, except that the "
                "dealer picks up the turned card, whoever takes, and gets one card fewer.",
            ).format(packets=packets))
        else:
            items.append(QCoreApplication.translate(
                "RulesBook", "Once the trump is chosen he deals the rest: {packets} cards to each player.",
            ).format(packets=packets))
    elif plan.turned_from is TurnedFrom.NONE and not sizes(Zone.KITTY) and rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        items.append(QCoreApplication.translate(
            "RulesBook", "All the cards are dealt before the bidding and no card is turned."))
    if plan.unused:
        items.append(QCoreApplication.translate(
            "RulesBook", "{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.",
        ).format(count=plan.unused))
    if plan.first_receiver == 1:
        items.append(QCoreApplication.translate(
            "RulesBook", "The same player speaks first in the bidding and leads to the first trick. The deal passes "
            "to the next player after each deal."))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "The next player after the dealer speaks first in the bidding and leads to the first "
            "trick. The deal passes to the next player after each deal."))
    if rules.shuffle_every_deal:
        items.append(QCoreApplication.translate(
            "RulesBook", "The cards are shuffled before every deal (an option)."))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook",
            "The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, "
            "never shuffled, so what was played shapes the next hands."))
    out.append(_ul(items))
    return out


def _bidding(rules: Ruleset) -> list[str]:
    out = [_h2("bidding")]
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        out.append(_h3("bidding_round_one"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Starting on the dealer's {side}, each player in turn either takes, making the suit of the turned card "
            "trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with "
            "him.",
        ).format(side=_side(rules))))
        out.append(_h3("bidding_round_two"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If all pass, a second round follows: now each player may name any other suit as trump, or pass. "
            "The turned card's suit can no longer be chosen.")))
        out.append(_h3("thrown_in"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.")))
        return out
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Starting on the dealer's {side}, each player in turn passes or makes a bid: a number of points his "
            "team promises to score, and the trump of the deal. The auction may go round several times.",
        ).format(side=_side(rules))))
        out.append(_h3("bid_values"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "Bids go from {low} to {high} in steps of {step}.",
        ).format(low=rules.min_bid, high=rules.max_bid, step=rules.bid_step)))
        out.append(_h3("bid_strains"))
        names = [QCoreApplication.translate("RulesBook", "a trump suit (clubs, diamonds, hearts or spades)")]
        if rules.allow_no_trumps:
            names.append(QCoreApplication.translate("RulesBook", "no trumps"))
        if rules.allow_all_trumps:
            names.append(QCoreApplication.translate("RulesBook", "all trumps"))
        if len(names) > 1:
            strains = QCoreApplication.translate("RulesBook", "{items} or {last}", "end of a list of choices").format(
                items=QCoreApplication.translate("RulesBook", ", ", "list separator").join(names[:-1]), last=names[-1])
        else:
            strains = names[0]
        out.append(_p(QCoreApplication.translate("RulesBook", "A bid names {strains}.").format(strains=strains)))
        ceiling = bid_ceiling(rules, Strain.NO_TRUMPS)
        if rules.allow_no_trumps and ceiling is not None and rules.max_bid > ceiling:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above "
                "{total} can never be made, even by winning every trick; the game still lets you bid it, and the "
                "hint says so.",
            ).format(total=ceiling)))
        out.append(_h3("bid_higher"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Each bid must be higher in points than the one before; the trump named does not matter for that.")))
        out.append(_h3("capot_bid"))
        if rules.allow_capot_bid:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "Instead of a number a player may bid capot: his team will win every trick. It is above every "
                "number, and nothing can be bid over it.")))
        else:
            out.append(_p(QCoreApplication.translate("RulesBook", "Capot may not be bid in this game.")))
        out.append(_h3("coinche"))
        if rules.allow_double:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "A player of the other team may coinche the highest bid: he bets it will fail, and the bid's value "
                "counts double. After a coinche nobody may bid again.")))
        else:
            out.append(_p(QCoreApplication.translate("RulesBook", "There is no coinche in this game.")))
        out.append(_h3("surcoinche"))
        if rules.allow_double and rules.allow_redouble:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "The coinched team may answer with a surcoinche: the value counts {times} times, and the auction "
                "ends at once.").format(times=rules.redouble_multiplier)))
        else:
            out.append(_p(QCoreApplication.translate("RulesBook", "There is no surcoinche in this game.")))
        out.append(_h3("end_of_auction"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and "
            "its bidder is the taker.")))
        out.append(_h3("thrown_in"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player "
            "deals.")))
        return out
    out.append(_p(QCoreApplication.translate("RulesBook", "This way of choosing trumps is not described yet.")))
    return out


def _side(rules: Ruleset) -> str:
    if rules.direction is Direction.COUNTER_CLOCKWISE:
        return QCoreApplication.translate("RulesBook", "right")
    return QCoreApplication.translate("RulesBook", "left")


def _play(rules: Ruleset) -> list[str]:
    out = [_h2("play")]
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "The player on the dealer's {side} leads to the first trick; each player then adds one card in turn. "
        "The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads "
        "to the next trick.",
    ).format(side=_side(rules))))
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "Which cards you may play is strict. In order:"), "lead"))
    out.append(_h3("must_follow"))
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "If you have a card of the suit led, you must play one.")))
    out.append(_h3("must_trump"))
    if rules.must_trump and rules.must_trump_only_if_opponent_trumped:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If you have none of the suit led, you must trump only when an opponent's trump holds the trick; "
            "otherwise you may play any card.")))
    elif rules.must_trump:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).")))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If you have none of the suit led you may play any card: trumping is never compulsory in this game.")))
    out.append(_h3("must_overtrump"))
    if not rules.must_trump:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "As trumping is free, so is overtrumping.")))
    elif rules.must_overtrump and rules.must_undertrump:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must "
            "still play a trump, even a lower one (undertrump).")))
    elif rules.must_overtrump:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may "
            "play any card: a lower trump or a discard.")))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If a trump is already in the trick you must trump, but any trump will do: you need not beat it.")))
    out.append(_h3("partner_exemption"))
    if rules.must_trump and rules.partner_exempts:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may "
            "play any card.")))
    elif rules.must_trump:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Even when your partner holds the trick you must trump, and overtrump, exactly as against an "
            "opponent.")))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "Trumping being free, your partner holding the trick changes nothing.")))
    out.append(_h3("raise_in_trumps"))
    if rules.must_raise_in_trump_lead:
        if rules.partner_exempts_trump_lead:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "When trumps are led you must follow with a higher trump than the best one played if you can, "
                "unless your partner holds the trick.")))
        else:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "When trumps are led you must follow with a higher trump than the best one played if you can, "
                "even when your partner holds the trick.")))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "When trumps are led you must follow with a trump, but any trump will do.")))
    strains = _strains(rules)
    if Strain.ALL_TRUMPS in strains:
        out.append(_h3("all_trumps_raise"))
        if rules.all_trumps_raise_every_suit:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "In all trumps every suit is played like trumps: follow suit and beat the best card of the suit "
                "led if you can. A card of another suit never wins, so there is no trumping.")))
        else:
            out.append(_p(QCoreApplication.translate(
                "RulesBook",
                "In all trumps you follow suit but need not play higher. A card of another suit never wins.")))
    if Strain.NO_TRUMPS in strains:
        out.append(_h3("no_trumps"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card "
            "of the suit led wins.")))
    if rules.locked_lead_when_doubled:
        out.append(_h3("locked_lead"))
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card "
            "of another suit.")))
    return out


def _declarations(rules: Ruleset) -> list[str]:
    out = [_h2("declarations")]
    if not rules.declarations:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Declarations are not played in this game (they can be switched on in the options). Belote still "
            "counts.")))
        return out
    ranks = rules.deck.ranks
    seq = [r for r in reversed(SEQUENCE_ORDER) if r in ranks]
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "A player holding one of these combinations may announce it during the first trick, before playing his "
        "first card. For sequences the cards go in the order {order}, whatever the trump.",
    ).format(order=" ".join(rank_letter(r) for r in seq))))
    table = rules.meld_rules.table
    rows: list[list[str]] = []
    seq_names = {
        MeldKind.TIERCE: QCoreApplication.translate("RulesBook", "Tierce: three cards in sequence in one suit"),
        MeldKind.QUARTE: QCoreApplication.translate("RulesBook", "Quarte: four cards in sequence"),
        MeldKind.QUINTE: QCoreApplication.translate("RulesBook", "Quinte: five or more cards in sequence"),
    }
    for shortest, kind, points in table.sequences:
        if shortest <= len(seq):
            rows.append([_e(seq_names.get(kind, str(shortest))), str(points)])
    carre_points = dict(table.carres)
    for rank in sorted(carre_points, key=lambda r: (-carre_points[r], -table.carre_rank_order(r))):
        if rank in ranks:
            rows.append([_e(QCoreApplication.translate("RulesBook", "Carré: {cards}").format(
                cards=carre_word(rank))), str(carre_points[rank])])
    out.append(_table([QCoreApplication.translate("RulesBook", "Declaration"),
                       QCoreApplication.translate("RulesBook", "Points")], rows, numeric=(1,)))
    missing = [carre_word(r) for r in ranks if r not in carre_points]
    items = [QCoreApplication.translate(
        "RulesBook", "A card counts in one declaration only; the program announces your best choice for you.")
        if not table.reuse_cards else QCoreApplication.translate(
        "RulesBook", "A card may count in a carré and in a sequence at once; the program announces your best "
        "choice for you.")]
    if table.max_per_player:
        items.append(QCoreApplication.translate("RulesBook", "A player declares at most {count} of them.").format(
            count=table.max_per_player))
    if missing:
        items.append(QCoreApplication.translate("RulesBook", "Four of the low ranks ({cards}) score nothing.").format(
            cards=_list(missing)))
    items.append(QCoreApplication.translate(
        "RulesBook",
        "Declaring is optional: if you play your first card without declaring, your combinations are lost."))
    out.append(_ul(items))
    out.append(_h3("declaration_ranking"))
    sharing = rules.meld_rules.sharing
    if sharing is MeldSharing.BOTH_TEAMS:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "Every declaration scores, for the team that announced it.")))
        return out
    out.append(_p({
        MeldSharing.BEST_TEAM_ONLY: QCoreApplication.translate(
            "RulesBook",
            "Only the team holding the single best declaration scores, and then it scores all its declarations; "
            "the other team's count for nothing. The best is decided by:"),
        MeldSharing.PER_KIND: QCoreApplication.translate(
            "RulesBook",
            "Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and "
            "the team holding the best sequence scores all its sequences. The best is decided by:"),
        MeldSharing.BEST_PLAYER: QCoreApplication.translate(
            "RulesBook",
            "Only the player holding the single best declaration scores, and only his own declarations. The "
            "best is decided by:"),
    }[sharing]))
    trump_first = QCoreApplication.translate("RulesBook", "then a sequence in trumps beats one in another suit;")
    cancel = QCoreApplication.translate(
        "RulesBook", "equal declarations of opposing sides cancel out, and neither scores.")
    last = {
        MeldTie.EARLIEST: [trump_first, QCoreApplication.translate(
            "RulesBook", "then the player who speaks first in the deal.")],
        MeldTie.TRUMP_THEN_CANCEL: [trump_first, cancel],
        MeldTie.CANCEL: [cancel],
    }[rules.meld_rules.tie]
    out.append("<ol>" + "".join(f"<li>{_e(t)}</li>" for t in (
        QCoreApplication.translate("RulesBook", "its points;"),
        QCoreApplication.translate("RulesBook", "at equal points, a carré beats a sequence;"),
        QCoreApplication.translate("RulesBook", "then the higher top card (for carrés: {order});").format(
            order=" ".join(rank_letter(r) for r, _ in reversed(table.carres) if r in ranks)),
        *last,
    )) + "</ol>")
    return out


def _belote(rules: Ruleset) -> list[str]:
    out = [_h2("belote")]
    if rules.belote_points <= 0:
        out.append(_p(QCoreApplication.translate("RulesBook", "Belote does not score in this game.")))
        return out
    items = [QCoreApplication.translate(
        "RulesBook",
        "A player holding the king and queen of trumps says \"Belote\" when he plays the first of them and "
        "\"Rebelote\" with the second. His team scores {points} points, even when another team wins the "
        "declarations.",
    ).format(points=rules.belote_points)]
    if rules.belote_king_first:
        items.append(QCoreApplication.translate(
            "RulesBook", "In this game the king must be played before the queen, or the belote does not count."))
    else:
        items.append(QCoreApplication.translate("RulesBook", "The king and the queen may come in either order."))
    strains = _strains(rules)
    if Strain.ALL_TRUMPS in strains:
        if rules.belote_in_all_trumps:
            items.append(QCoreApplication.translate(
                "RulesBook", "In all trumps each king and queen of the same suit in one hand is a belote."))
        else:
            items.append(QCoreApplication.translate("RulesBook", "In all trumps there is no belote."))
    if Strain.NO_TRUMPS in strains:
        items.append(QCoreApplication.translate("RulesBook", "In no trumps there is no belote."))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        if rules.belote_counts_for_contract:
            items.append(QCoreApplication.translate(
                "RulesBook", "The takers' belote counts toward their bid."))
        else:
            items.append(QCoreApplication.translate(
                "RulesBook", "The takers' belote is added to their score but does not help reach the bid."))
    if rules.failed_takers_keep_belote:
        items.append(QCoreApplication.translate(
            "RulesBook", "The team that held the belote keeps its points even when its contract fails."))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "When the takers' contract fails, their belote goes to the defenders."))
    out.append(_ul(items))
    return out


def _scoring(rules: Ruleset) -> list[str]:
    out = [_h2("scoring")]
    out.append(_h3("card_points"))
    strains = _strains(rules)
    rows = []
    for strain in strains:
        ctx = play_context(rules.deck, strain)
        if rules.trump_scheme is TrumpScheme.TURNED_CARD:
            label = QCoreApplication.translate("RulesBook", "Every deal (one trump suit)")
        elif strain is Strain.NO_TRUMPS:
            label = QCoreApplication.translate("RulesBook", "No trumps")
        elif strain is Strain.ALL_TRUMPS:
            label = QCoreApplication.translate("RulesBook", "All trumps")
        else:
            label = QCoreApplication.translate("RulesBook", "A trump suit")
        total = ctx.total_points + rules.last_trick_bonus
        rows.append([_e(label), str(ctx.total_points), str(rules.last_trick_bonus), f"<b>{total}</b>",
                     str(total // 2 + 1)])
    out.append(_table(
        [QCoreApplication.translate("RulesBook", "Contract"), QCoreApplication.translate("RulesBook", "Cards"),
         QCoreApplication.translate("RulesBook", "Last trick"), QCoreApplication.translate("RulesBook", "Total"),
         QCoreApplication.translate("RulesBook", "More than half")],
        rows, numeric=(1, 2, 3, 4)))
    out.append(_h3("last_trick"))
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "Winning the last trick is worth {bonus} more points (dix de der).",
    ).format(bonus=rules.last_trick_bonus)))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        out += _scoring_point_auction(rules)
    else:
        out += _scoring_turned_card(rules)
    return out


def _scoring_turned_card(rules: Ruleset) -> list[str]:
    total = _deal_total(rules, Strain.HEARTS)
    out = [_h3("capot")]
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "A team that wins every trick makes capot: its cards count {capot} instead of {total}.",
    ).format(capot=total + rules.capot_bonus, total=total)))
    out += _no_trick(rules)
    out.append(_h3("contract"))
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "Each team adds up its card points, its declarations (if they count) and its belote. If the takers' "
        "total is enough, each team scores its own total.")))
    out.append(_h3("tie_rule"))
    if rules.tie_rule is TieRule.TAKERS_MAKE:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "The takers need at least as many points as the other team: equal is enough.")))
    elif rules.tie_rule is TieRule.TAKERS_FAIL:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "The takers need more points than the other team: with equal points they are dedans.")))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "The takers need more points than the other team. With equal points there is a litige: the "
            "defenders score their points, and the takers' points wait; the team that wins the next deal gets "
            "them.")))
    out.append(_h3("failed_contract"))
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores "
        "{total} plus every declaration that counted (and its own belote); {capot} if it took every trick.",
    ).format(total=total, capot=total + rules.capot_bonus)))
    return out


def _scoring_point_auction(rules: Ruleset) -> list[str]:
    out = [_h3("contract")]
    counted = [QCoreApplication.translate("RulesBook", "card points"),
               QCoreApplication.translate("RulesBook", "the last trick")]
    if rules.declarations:
        counted.append(QCoreApplication.translate("RulesBook", "their declarations"))
    if rules.belote_counts_for_contract and rules.belote_points:
        counted.append(QCoreApplication.translate("RulesBook", "their belote"))
    total = _deal_total(rules, Strain.HEARTS)
    if rules.contract_floor is ContractFloor.MORE_THAN_HALF:
        needs = QCoreApplication.translate(
            "RulesBook",
            "The takers count {counted}. The contract is made when that reaches the bid and also more than half "
            "the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.")
    elif rules.contract_floor is ContractFloor.HALF:
        needs = QCoreApplication.translate(
            "RulesBook",
            "The takers count {counted}. The contract is made when that reaches the bid and also half the points "
            "of the deal: a bid of {low} in a trump suit needs {half} of {total}.")
    else:
        needs = QCoreApplication.translate(
            "RulesBook",
            "The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a "
            "trump suit needs {half} of {total}.")
    out.append(_p(needs.format(counted=_list(counted), low=rules.min_bid, total=total,
             half=contract_target(rules, Contract(Strain.HEARTS, 0, rules.min_bid), total))))
    made = [QCoreApplication.translate(
        "RulesBook", "Made: the takers score their points plus the bid; the other team scores its own points.")]
    if rules.allow_double and rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE:
        made.append(QCoreApplication.translate(
            "RulesBook", "A coinche doubles the whole score of the team that wins the contract, points and bid "
            "together (a surcoinche multiplies it by {times}): made, the takers score (points + bid) × 2; failed, "
            "the defenders score ({base} + bid) × 2.").format(times=rules.redouble_multiplier,
                                                            base=rules.failed_contract_base))
    elif rules.allow_double:
        made.append(QCoreApplication.translate(
            "RulesBook", "A coinche doubles the bid's part of the score, a surcoinche multiplies it by {times}; the "
            "points won in play are never multiplied.").format(times=rules.redouble_multiplier))
    out.append(_ul(made))
    out.append(_h3("tie_rule"))
    out.append(_p(QCoreApplication.translate(
        "RulesBook", "Reaching exactly the bid is enough; there is no litige in this game.")))
    out.append(_h3("failed_contract"))
    if rules.failed_contract_adds_bid:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by "
            "a coinche or surcoinche), plus every declaration and its own belote.",
        ).format(base=rules.failed_contract_base)))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook",
            "Failed: the takers score only their belote. The other team scores {base} (the bid is not added), "
            "plus every declaration and its own belote.",
        ).format(base=rules.failed_contract_base)))
    out.append(_h3("capot"))
    items = [QCoreApplication.translate(
        "RulesBook", "A team that wins every trick without having bid capot counts {points} card points.",
    ).format(points=rules.uncalled_capot_points)]
    if rules.allow_capot_bid:
        items.append(QCoreApplication.translate(
            "RulesBook", "A capot bid that is made scores {made}; failed, the other team scores {failed}. A coinche "
            "or surcoinche multiplies these too.",
        ).format(made=rules.capot_bid_value, failed=rules.capot_bid_failed))
    out.append(_ul(items))
    out += _no_trick(rules)
    return out


def _no_trick(rules: Ruleset) -> list[str]:
    """What declarations are worth to a team that took no trick."""
    if not rules.declarations:
        return []
    if rules.declarations_need_a_trick:
        return [_p(QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations; its belote still counts."))]
    return [_p(QCoreApplication.translate(
        "RulesBook", "A team keeps its declarations even when it takes no trick."))]


def _federation_note(rules: Ruleset) -> str:
    """The options in which the federation's contrée differs from La Coinche, named."""
    differ = [f"{spec.label}: {option_value_text(spec, rules)}" for spec in specs_for(rules)
              if getattr(rules, spec.field) != getattr(COINCHE, spec.field)]
    return QCoreApplication.translate(
        "RulesBook", "The French federation's contrée, as we read its rules; beside La Coinche it differs in: "
        "{choices}.").format(choices=QCoreApplication.translate("RulesBook", "; ", "list separator").join(differ))


def _end(rules: Ruleset) -> list[str]:
    out = [_h2("end_of_game")]
    if rules.target_rule is TargetRule.PASS:
        items = [QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a team has more than {target} "
            "points: reaching exactly {target} is not enough.").format(target=rules.target_score)]
    else:
        items = [QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a team reaches {target} points.",
        ).format(target=rules.target_score)]
    if rules.match_end is MatchEnd.DRAW:
        items.append(QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the game is a draw.",
        ).format(target=rules.target_score))
    elif rules.match_end is MatchEnd.HIGHER_WINS:
        items.append(QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the higher score wins; equal scores are a "
            "draw.").format(target=rules.target_score))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the higher score wins; with equal scores, "
            "the team that won the last deal.").format(target=rules.target_score))
    if rules.trump_scheme is TrumpScheme.TURNED_CARD and rules.tie_rule is TieRule.HANGING:
        items.append(QCoreApplication.translate(
            "RulesBook", "Points waiting after a litige go to the team that wins the next deal that is played."))
    out.append(_ul(items))
    return out


# -- options and choices -----------------------------------------------------------------------


def _option_rows(rules: Ruleset) -> list[tuple[str, str, str, str]]:
    """(field, label, value, anchor) of the options a player may change in these rules (learn/options.py)."""
    return [(spec.field, spec.label, option_value_text(spec, rules), spec.anchor) for spec in specs_for(rules)]


def _tie_value(rule: TieRule) -> str:
    if rule is TieRule.TAKERS_MAKE:
        return QCoreApplication.translate("RulesBook", "contract made")
    if rule is TieRule.TAKERS_FAIL:
        return QCoreApplication.translate("RulesBook", "dedans")
    return QCoreApplication.translate("RulesBook", "litige (points wait)")


def _match_end_value(end: MatchEnd) -> str:
    if end is MatchEnd.DRAW:
        return QCoreApplication.translate("RulesBook", "a draw")
    if end is MatchEnd.HIGHER_WINS:
        return QCoreApplication.translate("RulesBook", "higher score wins")
    return QCoreApplication.translate("RulesBook", "higher score wins, then last deal's winner")


def _options(rules: Ruleset) -> list[str]:
    out = [_h2("options")]
    preset = VARIANTS.get(rules.id)
    changed = set(rules.overrides()) if preset is not None else set()
    if changed:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "Options marked ● differ from the standard rules of this variant."), "note"))
    else:
        out.append(_p(QCoreApplication.translate(
            "RulesBook", "These are the standard rules of this variant; the options can be changed for a new game."),
            "note"))
    rows = []
    for field, label, value, anchor in _option_rows(rules):
        name = f'<a href="#{anchor}">{_e(label)}</a>'
        if field in changed:
            rows.append([name, f'<span class="changed">● {_e(value)}</span>'])
        else:
            rows.append([name, _e(value)])
    out.append(_table([QCoreApplication.translate("RulesBook", "Option"),
                       QCoreApplication.translate("RulesBook", "In this game")], rows))
    return out


def _value(field: str, rules: Ruleset) -> str:
    spec = next(s for s in option_specs() if s.field == field)
    return option_value_text(spec, rules)


def _choices(rules: Ruleset) -> list[str]:
    out = [_h2("choices")]
    out.append(_p(QCoreApplication.translate(
        "RulesBook",
        "Belote is played with many house rules. Where the rule books we follow disagree, the question is an "
        "option; where they say nothing, we made a choice. Here is what this game does."), "lead"))
    items: list[str] = []
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        items.append(QCoreApplication.translate(
            "RulesBook", "Takers with exactly as many points as the other team: some books say the contract is "
            "made, others that the takers are dedans, others that the points wait (litige). Here: {value}.",
        ).format(value=_tie_value(rules.tie_rule)))
    items.append(QCoreApplication.translate(
        "RulesBook", "Out of the suit led while your partner holds the trick: most books free you from trumping, "
        "a strict reading does not. Here: {value}.",
    ).format(value=QCoreApplication.translate("RulesBook", "you are free") if rules.partner_exempts
             else QCoreApplication.translate("RulesBook", "you must trump")))
    items.append(QCoreApplication.translate(
        "RulesBook", "Trumps led while your partner holds the trick: usually you must still play higher; some "
        "games free you. Here: {value}.",
    ).format(value=QCoreApplication.translate("RulesBook", "you are free") if rules.partner_exempts_trump_lead
             else QCoreApplication.translate("RulesBook", "you must play higher")))
    items.append(QCoreApplication.translate(
        "RulesBook", "Belote with the queen played before the king: usually it counts; some tables want the king "
        "first. Here: {value}.",
    ).format(value=QCoreApplication.translate("RulesBook", "the king must come first") if rules.belote_king_first
             else QCoreApplication.translate("RulesBook", "either order counts")))
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        items.append(QCoreApplication.translate(
            "RulesBook", "A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in "
            "others, 160 alone or the bid alone at some tables. Here: {value}.").format(
            value=QCoreApplication.translate("RulesBook", "{base} plus the bid").format(
                base=rules.failed_contract_base) if rules.failed_contract_adds_bid
            else str(rules.failed_contract_base)))
        items.append(QCoreApplication.translate(
            "RulesBook", "A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles "
            "the bid only, or the whole score. Here: ×{times}, {what}.").format(
            times=rules.redouble_multiplier, what=_value("coinche_multiplies", rules)))
        items.append(QCoreApplication.translate(
            "RulesBook", "A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid "
            "(80) at some tables. Here: {value}.").format(value=_value("contract_floor", rules)))
        items.append(QCoreApplication.translate(
            "RulesBook", "A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: "
            "{value}.").format(value=rules.uncalled_capot_points))
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: after a coinche nobody may bid again (our sources do not say)."))
    items.append(QCoreApplication.translate(
        "RulesBook", "Both teams past the target on the same deal: {value}.",
    ).format(value=_match_end_value(rules.match_end)))
    items.append(QCoreApplication.translate(
        "RulesBook", "Failed takers keep their belote in most books; at some tables it goes to the defenders. "
        "Here: {value}.").format(value=_value("failed_takers_keep_belote", rules)))
    items.append(QCoreApplication.translate(
        "RulesBook", "The target must be reached in most books, passed at some tables. Here: {value}.").format(
        value=_value("target_rule", rules)))
    if rules.declarations:
        items.append(QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations (belote excepted), as the rules say; "
            "some tables let it keep them. Here: {value}.").format(value=_value("declarations_need_a_trick", rules)))
    if rules.declarations:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: declaring is optional, and the program always announces a player's best "
            "combination, each card counting once."))
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: when the takers are dedans and the other team took every trick, it scores "
            "the capot value ({capot}).").format(capot=_deal_total(rules, Strain.HEARTS) + rules.capot_bonus))
    items.append(QCoreApplication.translate(
        "RulesBook", "Between deals the cards are gathered and cut rather than shuffled, as the traditional rules "
        "say. Here: {value}.",
    ).format(value=QCoreApplication.translate("RulesBook", "shuffled every deal") if rules.shuffle_every_deal
             else QCoreApplication.translate("RulesBook", "gathered and cut")))
    out.append(_ul(items))
    return out
