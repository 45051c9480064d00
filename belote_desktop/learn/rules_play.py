"""The rules book's sections on the game itself: overview, cards, deal, bidding and play.

Part of the rules book (learn/rulesbook.py walks its SECTIONS)."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset, Strain, TrumpScheme
from ..engine.cards import PLAIN_ORDER, PLAIN_POINTS, TRUMP_ORDER, TRUMP_POINTS
from ..engine.deal import TurnedFrom, TurnedKeeper, Zone
from ..engine.rules import VARIANTS, Direction, FirstLead, TargetRule
from . import vocabulary
from .explain import rank_letter, rank_name
from .game_pages import page_of
from .rules_markup import anchor, bullets, each_for_himself, escaped, grid, h2, h3, packets_text, paragraph, strain_kinds
from .rules_table import layout_aim, table_cards
from .teaching import kind_teaching


def overview_section(rules: Ruleset) -> list[str]:
    out = [h2("overview")]
    deck = int(rules.deck)
    low = rank_letter(rules.deck.ranks[0])
    if rules.seating.partnerships:
        who = QCoreApplication.translate(
            "RulesBook", "Four players in two teams; partners sit opposite each other.")
    else:
        who = QCoreApplication.translate("RulesBook", "{count} players, each on their own.").format(
            count=rules.players)
    out.append(paragraph(who + " " + QCoreApplication.translate(
        "RulesBook", "A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.",
    ).format(deck=deck, low=low, hand=rules.hand_size)))
    if rules.table_up_packets and not rules.seating.partnerships:  # (Sun and Hokum is always played in pairs)
        aim = layout_aim(rules)  # rules_table.py
    else:
        aim = kind_teaching(rules.trump_scheme).aim(rules)
    own = page_of(rules).aim
    aim = own(rules) if own is not None else aim  # a game's own words (Clabber: more than the other side)
    out.append(paragraph(aim))
    if rules.target_rule is TargetRule.PASS:
        out.append(paragraph((QCoreApplication.translate(
            "RulesBook", "The first player to pass {target} points wins the game.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "The first team to pass {target} points wins the game.")).format(target=rules.target_score)))
    else:
        out.append(paragraph((QCoreApplication.translate(
            "RulesBook", "The first player to reach {target} points wins the game.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "The first team to reach {target} points wins the game.")).format(target=rules.target_score)))
    out += [paragraph(note, "note") for note in page_of(rules).notes(rules)]  # e.g. the federation's contrée
    out.append('<p class="note">' + escaped(QCoreApplication.translate(
        "RulesBook", "Unusual words are explained in the")) + ' <a href="glossary">' + escaped(
        QCoreApplication.translate("RulesBook", "glossary")) + "</a>.</p>")
    return out


def cards_section(rules: Ruleset) -> list[str]:
    out = [h2("cards")]
    ranks = rules.deck.ranks
    trumps = [r for r in reversed(TRUMP_ORDER) if r in ranks]
    plain = [r for r in reversed(PLAIN_ORDER) if r in ranks]
    rows = []
    for t, p in zip(trumps, plain):
        rows.append([
            escaped(rank_name(t)), str(TRUMP_POINTS.get(t, 0)), escaped(rank_name(p)), str(PLAIN_POINTS.get(p, 0)),
        ])
    rows.append([
        escaped(QCoreApplication.translate("RulesBook", "Total per suit")), str(sum(TRUMP_POINTS.get(r, 0) for r in ranks)),
        "", str(sum(PLAIN_POINTS.get(r, 0) for r in ranks)),
    ])
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps "
        "become the two highest cards. Strongest first:")))
    points = QCoreApplication.translate("RulesBook", "Points")
    out.append(grid(
        [QCoreApplication.translate("RulesBook", "Trump suit"), points,
         QCoreApplication.translate("RulesBook", "Other suits"), points],
        rows, numeric=(1, 3), total_rows=(len(rows) - 1,)))
    strains = strain_kinds(rules)
    if Strain.NO_TRUMPS in strains or Strain.ALL_TRUMPS in strains:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "In no trumps every suit keeps the order and points of the right-hand column; in all trumps every "
            "suit takes the order and points of the left-hand column.")))
    dix_de_der = vocabulary.own_term(rules, vocabulary.Term.DIX_DE_DER) is not None  # the French games' word
    out.append(paragraph((QCoreApplication.translate(
        "RulesBook", "The player who wins the last trick adds {bonus} points (dix de der).")
        if each_for_himself(rules) and dix_de_der else QCoreApplication.translate(
        "RulesBook", "The player who wins the last trick adds {bonus} points.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "The team that wins the last trick adds {bonus} points (dix de der).",
    ) if dix_de_der else QCoreApplication.translate(
        "RulesBook", "The team that wins the last trick adds {bonus} points.")).format(bonus=rules.last_trick_bonus)))
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


def deal_section(rules: Ruleset) -> list[str]:
    """The deal, in words generated from the deal plan (engine/deal.py)."""
    out = [h2("deal")]
    items = [_turn_words(rules)]
    items += _dealing_items(rules)
    items += _turned_card_items(rules)
    point_auction = rules.trump_scheme is TrumpScheme.POINT_AUCTION
    items += _rest_of_deal_items(rules, point_auction)
    items.append(_first_speaker_item(rules))
    items += _shuffle_items(rules)
    items.append(QCoreApplication.translate(
        "RulesBook", "At a table on the network the host's program shuffles and deals, so it knows every card: play "
        "with someone you trust to host. The table's code never crosses the network, and everything the programs "
        "say to each other is encrypted."))
    out.append(bullets(items))
    return out


def _turn_words(rules: Ruleset) -> str:
    """The direction of play, in words."""
    if rules.direction is Direction.COUNTER_CLOCKWISE:
        return QCoreApplication.translate(
            "RulesBook", "Everything goes counter-clockwise: the next player is the one on your right.")
    return QCoreApplication.translate(
        "RulesBook", "Everything goes clockwise: the next player is the one on your left.")


def _sizes(rules: Ruleset, zone: Zone) -> list[int]:
    """The sizes of the packets dealt to ``zone`` before the bidding."""
    return [p.size for p in rules.deal_plan.before if p.zone is zone]


def _dealing_items(rules: Ruleset) -> list[str]:
    """How the cards before the bidding are dealt: to the hands, the kitties, the tables."""
    plan = rules.deal_plan
    start = _first_receiver(rules)
    hand = _sizes(rules, Zone.HAND)
    items = []
    if hand and set(hand) == {1} and len(plan.before) == len(hand):
        items.append(QCoreApplication.translate(  # Clabber: one card at a time
            "RulesBook", "The dealer deals the cards one at a time, {count} to each player, starting with {start}.",
        ).format(count=len(hand), start=start))
    elif hand:
        items.append(QCoreApplication.translate(
            "RulesBook", "The dealer gives each player {packets} cards, one packet at a time, starting with {start}.",
        ).format(packets=packets_text(hand), start=start))
    else:
        items.append(QCoreApplication.translate(
            "RulesBook", "The dealer deals to each player in turn, starting with {start}.").format(start=start))
    if _sizes(rules, Zone.KITTY):
        items.append(QCoreApplication.translate(
            "RulesBook",
            "Then {packets} cards face down in front of each player: his kitty, which nobody looks at until "
            "the trump is chosen; then each player picks up his own.",
        ).format(packets=packets_text(_sizes(rules, Zone.KITTY))))
    if _sizes(rules, Zone.TABLE_DOWN):
        items.append(QCoreApplication.translate(
            "RulesBook",
            "Then {down} cards face down on the table in front of each player, and {up} cards face up on "
            "them, one on each.",
        ).format(down=plan.per_seat(Zone.TABLE_DOWN), up=plan.per_seat(Zone.TABLE_UP)))
    elif _sizes(rules, Zone.TABLE_UP):
        items.append(QCoreApplication.translate(
            "RulesBook", "Then {up} cards face up on the table in front of each player.",
        ).format(up=plan.per_seat(Zone.TABLE_UP)))
    return items


def _turned_card_items(rules: Ruleset) -> list[str]:
    """Where the card that proposes the trump comes from (none: no item)."""
    turned_from = rules.deal_plan.turned_from
    if turned_from is TurnedFrom.STOCK:
        return [QCoreApplication.translate(
            "RulesBook", "He then turns the next card face up: it proposes the trump suit.")]
    if turned_from is TurnedFrom.DEALER_LAST:
        return [QCoreApplication.translate(
            "RulesBook",
            "The dealer's own last card is dealt face up: it proposes the trump suit, and he keeps it.")]
    if turned_from is TurnedFrom.LAYOUT_LAST:
        return [QCoreApplication.translate(
            "RulesBook",
            "The last face-up card of the dealer's layout proposes the trump suit; it stays where it lies.")]
    return []


def _rest_of_deal_items(rules: Ruleset, point_auction: bool) -> list[str]:
    """The cards dealt after the trump is chosen, and those never dealt (``point_auction``: the trump is bid in
    points, and nothing may be turned)."""
    plan = rules.deal_plan
    items = []
    if plan.after:
        packets = packets_text([p.size for p in plan.after])
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
    elif plan.turned_from is TurnedFrom.NONE and not _sizes(rules, Zone.KITTY) and point_auction:
        items.append(QCoreApplication.translate(
            "RulesBook", "All the cards are dealt before the bidding and no card is turned."))
    if plan.unused:
        items.append(QCoreApplication.translate(
            "RulesBook", "{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.",
        ).format(count=plan.unused))
    return items


def _first_speaker_item(rules: Ruleset) -> str:
    """Who speaks first and who leads; the deal passes on."""
    if rules.first_lead is FirstLead.TAKER:  # Baloot: the bidder leads
        return QCoreApplication.translate(
            "RulesBook", "The same player speaks first in the bidding; the bidder leads to the first trick. The deal "
            "passes to the next player after each deal.")
    if rules.first_lead is FirstLead.FIRST_BIDDER:  # Pilotta
        return QCoreApplication.translate(
            "RulesBook", "The player on the dealer's {side} speaks first in the bidding. The deal passes to the next "
            "player after each deal.").format(side=turn_side(rules))
    if rules.deal_plan.first_receiver == 1:
        return QCoreApplication.translate(
            "RulesBook", "The same player speaks first in the bidding and leads to the first trick. The deal passes "
            "to the next player after each deal.")
    return QCoreApplication.translate(
        "RulesBook", "The next player after the dealer speaks first in the bidding and leads to the first "
        "trick. The deal passes to the next player after each deal.")


def _shuffle_items(rules: Ruleset) -> list[str]:
    """When the cards are shuffled: every deal (an option, or the game's own rule), or only the first."""
    preset = VARIANTS.get(rules.id)
    if rules.shuffle_every_deal and (preset is None or preset.shuffle_every_deal):
        return [QCoreApplication.translate(
            "RulesBook", "The cards are shuffled before every deal (an option).")]
    if rules.shuffle_every_deal:  # a game that cuts, shuffled here: as an option, or at a network table
        return [QCoreApplication.translate(
            "RulesBook", "The cards are shuffled before every deal (an option; always at a table on the network, "
            "so that no one can work out the next hands from the tricks).")]
    return [QCoreApplication.translate(
        "RulesBook",
        "The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, "
        "never shuffled, so what was played shapes the next hands."),
        QCoreApplication.translate(
        "RulesBook", "At a table on the network, though, the cards are shuffled before each deal, so that no "
        "one can work out the next hands from the tricks.")]


def bidding_section(rules: Ruleset) -> list[str]:
    out = [h2("bidding")]
    out.append(paragraph(QCoreApplication.translate("RulesBook", "This way of choosing trumps is not described yet.")))
    return out


def turn_side(rules: Ruleset) -> str:
    if rules.direction is Direction.COUNTER_CLOCKWISE:
        return QCoreApplication.translate("RulesBook", "right")
    return QCoreApplication.translate("RulesBook", "left")


def play_section(rules: Ruleset) -> list[str]:
    """The play of the cards: who leads, the duties in order, the locked lead, claiming the rest."""
    out = [h2("play"), _who_leads(rules)]
    out += table_cards(rules)  # cards on the table (rules_table.py)
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Which cards you may play is strict. In order:"), "lead"))
    out.append(h3("must_follow"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "If you have a card of the suit led, you must play one.")))
    out += [h3("must_trump"), _must_trump(rules)]
    out += [h3("must_overtrump"), _must_overtrump(rules)]
    out += _partner_exemption(rules)
    out += [h3("raise_in_trumps"), _raise_in_trumps(rules)]
    out += _strain_duties(rules)
    out += _locked_lead(rules, rules.trump_scheme is TrumpScheme.SUN_HOKUM)
    out.append(f'<h3>{escaped(QCoreApplication.translate("RulesBook", "Claiming the rest"))}</h3>')
    out.append(_claiming(rules))
    return out


def _who_leads(rules: Ruleset) -> str:
    """Who leads to the first trick, and how a trick is won."""
    if rules.first_lead is FirstLead.TAKER:  # Baloot: the bidder leads
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins "
            "the trick; without a trump, the highest card of the suit led. The winner leads to the next trick."))
    if rules.first_lead is FirstLead.FIRST_BIDDER:  # Pilotta
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "The player who made the first bid leads to the first trick; each player then adds one card in turn. "
            "The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads "
            "to the next trick."))
    return paragraph(QCoreApplication.translate(
        "RulesBook",
        "The player on the dealer's {side} leads to the first trick; each player then adds one card in turn. "
        "The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads "
        "to the next trick.",
    ).format(side=turn_side(rules)))


def _must_trump(rules: Ruleset) -> str:
    """The duty to trump when you cannot follow suit."""
    if rules.must_trump and rules.must_trump_only_if_opponent_trumped:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "If you have none of the suit led, you must trump only when an opponent's trump holds the trick; "
            "otherwise you may play any card."))
    if rules.must_trump:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "If you have none of the suit led but hold trumps, you must play a trump (you trump the trick)."))
    return paragraph(QCoreApplication.translate(
        "RulesBook",
        "If you have none of the suit led you may play any card: trumping is never compulsory in this game."))


def _must_overtrump(rules: Ruleset) -> str:
    """The duty to overtrump, and to undertrump."""
    if not rules.must_trump:
        return paragraph(QCoreApplication.translate(
            "RulesBook", "As trumping is free, so is overtrumping."))
    if rules.must_overtrump and rules.must_undertrump:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must "
            "still play a trump, even a lower one (undertrump)."))
    if rules.must_overtrump:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may "
            "play any card: a lower trump or a discard."))
    return paragraph(QCoreApplication.translate(
        "RulesBook",
        "If a trump is already in the trick you must trump, but any trump will do: you need not beat it."))


def _partner_exemption(rules: Ruleset) -> list[str]:
    """Whether a partner holding the trick frees you from trumping: its title and paragraph."""
    if each_for_himself(rules):  # the usual title would speak of a partner nobody has
        title = QCoreApplication.translate("RulesBook", "Nobody has a partner")
        out = [f'<h3>{anchor("partner_exemption", title)}</h3>']
    else:
        out = [h3("partner_exemption")]
    if not rules.seating.partnerships:  # players alone (Belot for 3 and for 2, Découverte)
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Every player plays alone: no partner ever frees you from trumping or overtrumping.")))
    elif rules.must_trump and rules.partner_exempts:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may "
            "play any card.")))
    elif rules.must_trump:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Even when your partner holds the trick you must trump, and overtrump, exactly as against an "
            "opponent.")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Trumping being free, your partner holding the trick changes nothing.")))
    return out


def _raise_in_trumps(rules: Ruleset) -> str:
    """The duty to play higher when trumps are led."""
    if not rules.must_raise_in_trump_lead:
        return paragraph(QCoreApplication.translate(
            "RulesBook", "When trumps are led you must follow with a trump, but any trump will do."))
    if not rules.seating.partnerships:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "When trumps are led you must follow with a higher trump than the best one played if you can."))
    if rules.partner_exempts_trump_lead:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "When trumps are led you must follow with a higher trump than the best one played if you can, "
            "unless your partner holds the trick."))
    return paragraph(QCoreApplication.translate(
        "RulesBook",
        "When trumps are led you must follow with a higher trump than the best one played if you can, "
        "even when your partner holds the trick."))


def _strain_duties(rules: Ruleset) -> list[str]:
    """The duties in all trumps and in no trumps, where the game has them."""
    out = []
    strains = strain_kinds(rules)
    if Strain.ALL_TRUMPS in strains:
        out.append(h3("all_trumps_raise"))
        if rules.all_trumps_raise_every_suit:
            out.append(paragraph(QCoreApplication.translate(
                "RulesBook",
                "In all trumps every suit is played like trumps: follow suit and beat the best card of the suit "
                "led if you can. A card of another suit never wins, so there is no trumping.")))
        else:
            out.append(paragraph(QCoreApplication.translate(
                "RulesBook",
                "In all trumps you follow suit but need not play higher. A card of another suit never wins.")))
    if Strain.NO_TRUMPS in strains:
        out.append(h3("no_trumps"))
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card "
            "of the suit led wins.")))
    return out


def _locked_lead(rules: Ruleset, sun_hokum: bool) -> list[str]:
    """No trump lead in a doubled contract, where the game has that rule (``sun_hokum``: Baloot's ladder, with
    its x3 and x4)."""
    if not rules.locked_lead_when_doubled:
        return []
    out = [h3("locked_lead"), paragraph(QCoreApplication.translate(
        "RulesBook",
        "When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card "
        "of another suit."))]
    if sun_hokum:  # the ladder's x3: the Saudi rules lock "double or quadruple"
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a "
            "quadruple). At x3: {value}.").format(value=QCoreApplication.translate(
                "RulesBook", "locked too (option)") if rules.locked_lead_at_triple else QCoreApplication.translate(
                "RulesBook", "not locked (the Saudi rules as commonly published)"))))
    return out


def _claiming(rules: Ruleset) -> str:
    """Claiming the rest of the tricks: how a claim is judged."""
    if rules.seating.partnerships:
        return paragraph(QCoreApplication.translate(
            "RulesBook",
            "From the second trick on, on your turn, you may show your cards and claim every remaining trick "
            "(Game > Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted "
            "when your side takes every remaining trick however the cards you cannot see may lie, given the cards "
            "played (who could not follow suit, or trump), the declarations and the cards face up, your partner "
            "playing along and the others playing their best. The rest is then played out. A refused claim says "
            "what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too "
            "many cards unseen it is too early to claim."))
    return paragraph(QCoreApplication.translate(
        "RulesBook",
        "From the second trick on, on your turn, you may show your cards and claim every remaining trick "
        "(Game > Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted "
        "when you take every remaining trick however the cards you cannot see may lie, given the cards played "
        "(who could not follow suit, or trump), the declarations and the cards face up, the others playing "
        "their best. The rest is then played out. A refused claim says what kind of card could beat you (a "
        "trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to "
        "claim."))
