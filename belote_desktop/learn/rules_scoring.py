"""The rules book's sections on declarations, belote, scoring and the end of the game.

Part of the rules book (learn/rulesbook.py walks its SECTIONS)."""

from __future__ import annotations



from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset, Strain, TieRule, TrumpScheme
from ..engine.cards import SEQUENCE_ORDER, Card, Rank, Suit, mask_of
from ..engine.declarations import MeldKind, MeldTie, declaration_choices
from ..engine.rules import (
    FailedOutcome, MatchEnd, MeldSharing, TargetRule,
)
from ..engine.tricks import play_context
from . import vocabulary
from .explain import carre_word, rank_letter
from .game_pages import meld_table_words
from .rules_markup import and_list, bullets, each_for_himself, escaped, grid, h2, h2_of, h3, h3_of, paragraph, strain_kinds
from .teaching import dial_text, kind_teaching


def declarations_section(rules: Ruleset) -> list[str]:
    out = [h2_of("declarations", rules)]
    if not rules.declarations:
        out.append(paragraph(_no_declarations(rules)))
        return out
    ranks = rules.deck.ranks
    seq = [r for r in reversed(SEQUENCE_ORDER) if r in ranks]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "A player holding one of these combinations may announce it during the first trick, before playing his "
        "first card. For sequences the cards go in the order {order}, whatever the trump.",
    ).format(order=" ".join(rank_letter(r) for r in seq))))
    out.append(grid([QCoreApplication.translate("RulesBook", "Declaration"),
                       QCoreApplication.translate("RulesBook", "Points")], _meld_rows(rules, len(seq)), numeric=(1,)))
    out += [paragraph(words) for words in meld_table_words(rules)]  # the meld table's own names (Clabber's)
    out.append(bullets(_declaration_items(rules)))
    out += dial_text(lambda texts: texts.no_trumps_declarations)(rules)
    out.append(h3("declaration_ranking"))
    sharing = rules.meld_rules.sharing
    if sharing is MeldSharing.BOTH_TEAMS:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Every declaration scores, for the team that announced it.")))
        return out
    out.append(paragraph(_who_scores_declarations(rules)))
    out.append(_declaration_ranking(rules))
    return out


def _no_declarations(rules: Ruleset) -> str:
    """A game without declarations, and whether the king and queen of trumps still score (the belote section
    says what they are worth)."""
    if rules.belote_points <= 0:
        return QCoreApplication.translate(
            "RulesBook", "Declarations are not played in this game (they can be switched on in the options).")
    name = vocabulary.king_queen_word(rules)
    if name is None:
        return QCoreApplication.translate(
            "RulesBook", "Declarations are not played in this game (they can be switched on in the options). Belote "
            "still counts.")
    return QCoreApplication.translate(
        "RulesBook", "Declarations are not played in this game (they can be switched on in the options). The "
        "{name} still counts.").format(name=name)


def _meld_rows(rules: Ruleset, longest: int) -> list[list[str]]:
    """The declarations' table: each sequence (``longest``: the longest the deck allows), then each carré."""
    table = rules.meld_rules.table
    ranks = rules.deck.ranks
    rows: list[list[str]] = []
    french = vocabulary.says_french_melds(rules)  # else the cards only: the game's names follow the table
    seq_names = {
        MeldKind.TIERCE: QCoreApplication.translate("RulesBook", "Tierce: three cards in sequence in one suit"),
        MeldKind.QUARTE: QCoreApplication.translate("RulesBook", "Quarte: four cards in sequence"),
        MeldKind.QUINTE: QCoreApplication.translate("RulesBook", "Quinte: five or more cards in sequence"),
    } if french else {
        MeldKind.TIERCE: QCoreApplication.translate("RulesBook", "Three cards in sequence in one suit"),
        MeldKind.QUARTE: QCoreApplication.translate("RulesBook", "Four cards in sequence"),
        MeldKind.QUINTE: QCoreApplication.translate("RulesBook", "Five or more cards in sequence"),
    }
    for shortest, kind, points in table.sequences:
        if shortest <= longest:
            rows.append([escaped(seq_names.get(kind, str(shortest))), str(points)])
    carre_points = dict(table.carres)
    for rank in sorted(carre_points, key=lambda r: (-carre_points[r], -table.carre_rank_order(r))):
        if rank in ranks:
            carre = (QCoreApplication.translate("RulesBook", "Carré: {cards}") if french
                     else QCoreApplication.translate("RulesBook", "Four of a kind: {cards}"))
            rows.append([escaped(carre.format(cards=carre_word(rank))), str(carre_points[rank])])
    return rows


def _declaration_items(rules: Ruleset) -> list[str]:
    """The declarations' fine print: one declaration per card, how many, the ranks worth nothing, optional."""
    table = rules.meld_rules.table
    carre_points = dict(table.carres)
    missing = [carre_word(r) for r in rules.deck.ranks if r not in carre_points]
    items = card_in_two_words(rules)
    if table.max_per_player:
        items.append(QCoreApplication.translate("RulesBook", "A player declares at most {count} of them.").format(
            count=table.max_per_player))
    if missing:
        items.append(QCoreApplication.translate("RulesBook", "Four of the low ranks ({cards}) score nothing.").format(
            cards=and_list(missing)))
    items.append(QCoreApplication.translate(
        "RulesBook",
        "Declaring is optional: if you play your first card without declaring, your combinations are lost."))
    items += dial_text(lambda texts: texts.declaration_notes)(rules)
    return items


def shared_card_hand(rules: Ruleset) -> tuple[int, Rank, tuple[Rank, ...]] | None:
    """A hand holding a card in a carré and in a sequence, as the game's meld table counts them: (its cards' mask,
    the carré's rank, the sequence's ranks, in one suit); None where the table has no carré or no sequence."""
    table = rules.meld_rules.table
    ranks = [r for r in SEQUENCE_ORDER if r in rules.deck.ranks]  # low to high, as sequences run
    length = table.shortest_sequence
    for rank, _points in sorted(table.carres, key=lambda carre: carre[0] is not Rank.TEN):  # tens first (the rest
        # stays in the table's order)
        if rank not in ranks or length > len(ranks):
            continue
        at = ranks.index(rank)
        low = max(0, min(at, len(ranks) - length))
        run = tuple(ranks[low:low + length])
        return mask_of([Card.of(s, rank) for s in Suit] + [Card.of(Suit.DIAMONDS, r) for r in run]), rank, run
    return None


def offers_a_choice(rules: Ruleset) -> bool:
    """Whether the engine offers a choice of sets to a hand with a card in a carré and in a sequence
    (``declaration_choices`` asked on ``shared_card_hand``): False where the table lets the card count twice, or
    where no card can be in both."""
    hand = shared_card_hand(rules)
    return hand is not None and len(declaration_choices(hand[0], Suit.CLUBS, rules.meld_rules.table)) > 1


def card_in_two_words(rules: Ruleset) -> list[str]:
    """What a card in a carré and in a sequence does, as the engine offers it (``declaration_choices`` asked on
    such a hand): a choice of sets, and what decides which one is better; or both counting; [] where no card can
    be in both."""
    hand = shared_card_hand(rules)
    if hand is None:
        return []
    _mask, rank, run = hand
    french = vocabulary.says_french_melds(rules)
    example = QCoreApplication.translate("RulesBook", "{carre} beside {run} of one suit").format(
        carre=carre_word(rank), run=" ".join(rank_letter(r) for r in run))
    if not offers_a_choice(rules):  # the table lets a card count twice: one set holds both
        return [(QCoreApplication.translate(
            "RulesBook", "A card may count in a carré and in a sequence at once ({example}): both are declared, "
            "there is no choice to make.") if french else QCoreApplication.translate(
            "RulesBook", "A card may count in four of a kind and in a sequence at once ({example}): both are "
            "declared, there is no choice to make.")).format(example=example)]
    items = [(QCoreApplication.translate(
        "RulesBook", "A card counts in one declaration only. When it is in a carré and in a sequence ({example}), "
        "you choose which to declare: the table offers each set, the one worth more first (at equal value, the one "
        "that ranks higher), and says what each does against the declarations already announced.") if french
        else QCoreApplication.translate(
        "RulesBook", "A card counts in one declaration only. When it is in four of a kind and in a sequence "
        "({example}), you choose which to declare: the table offers each set, the one worth more first (at equal "
        "value, the one that ranks higher), and says what each does against the declarations already "
        "announced.")).format(example=example)]
    items.append(_which_set_is_better(rules, french))
    return items


def _which_set_is_better(rules: Ruleset, french: bool) -> str:
    """What decides between the sets a card in both offers: the game's comparison of declarations."""
    sharing = rules.meld_rules.sharing
    if sharing is MeldSharing.BOTH_TEAMS:
        return QCoreApplication.translate(
            "RulesBook", "Every declaration scores in this game, so the set worth more is the better one.")
    if sharing is MeldSharing.PER_KIND:
        return (QCoreApplication.translate(
            "RulesBook", "Carrés and sequences are compared apart, so the better set is not always the one that "
            "ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might "
            "have beaten it.") if french else QCoreApplication.translate(
            "RulesBook", "Four of a kind and sequences are compared apart, so the better set is not always the one "
            "that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the "
            "sequence might have beaten it."))
    return QCoreApplication.translate(
        "RulesBook", "Only the side holding the best declaration scores (below), so the better set is the one that "
        "gives your side the best declaration; then the one worth more.")


def _who_scores_declarations(rules: Ruleset) -> str:
    """Who scores declarations when not every one scores: the best side, per kind, or the best player."""
    return {
        MeldSharing.BEST_TEAM_ONLY: (QCoreApplication.translate(
            "RulesBook", "Only the player holding the single best declaration scores, and then he scores all his "
            "declarations; the others' count for nothing. The best is decided by:")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook",
            "Only the team holding the single best declaration scores, and then it scores all its declarations; "
            "the other team's count for nothing. The best is decided by:")),
        MeldSharing.PER_KIND: (QCoreApplication.translate(
            "RulesBook", "Carrés and sequences are ranked apart: the player holding the best carré scores all his "
            "carrés, and the player holding the best sequence scores all his sequences. The best is decided by:")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook",
            "Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and "
            "the team holding the best sequence scores all its sequences. The best is decided by:")),
        MeldSharing.BEST_PLAYER: QCoreApplication.translate(
            "RulesBook",
            "Only the player holding the single best declaration scores, and only his own declarations. The "
            "best is decided by:"),
    }[rules.meld_rules.sharing]


def _declaration_ranking(rules: Ruleset) -> str:
    """How the best declaration is decided, step by step (an ordered list)."""
    table = rules.meld_rules.table
    ranks = rules.deck.ranks
    french = vocabulary.says_french_melds(rules)
    trump_first = QCoreApplication.translate("RulesBook", "then a sequence in trumps beats one in another suit;")
    cancel = QCoreApplication.translate(
        "RulesBook", "equal declarations of opposing sides cancel out, and neither scores.")
    last = {
        MeldTie.EARLIEST: [trump_first, QCoreApplication.translate(
            "RulesBook", "then the player who speaks first in the deal.")],
        MeldTie.TRUMP_THEN_CANCEL: [trump_first, cancel],
        MeldTie.CANCEL: [cancel],
    }[rules.meld_rules.tie]
    return "<ol>" + "".join(f"<li>{escaped(t)}</li>" for t in (
        QCoreApplication.translate("RulesBook", "its points;"),
        QCoreApplication.translate("RulesBook", "at equal points, a carré beats a sequence;") if french
        else QCoreApplication.translate("RulesBook", "at equal points, four of a kind beats a sequence;"),
        *([QCoreApplication.translate("RulesBook", "between sequences worth the same, the longer one;")]
          if rules.sequence_length_first else []),
        (QCoreApplication.translate("RulesBook", "then the higher top card (for carrés: {order});") if french
         else QCoreApplication.translate("RulesBook", "then the higher top card (for four of a kind: {order});")).format(
            order=" ".join(rank_letter(r) for r, _ in reversed(table.carres) if r in ranks)),
        *last,
    )) + "</ol>"


def belote_section(rules: Ruleset) -> list[str]:
    out = [h2_of("belote", rules)]
    name = vocabulary.king_queen_word(rules)  # the game's own word; None: belote
    if rules.belote_points <= 0:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Belote does not score in this game.") if name is None
                      else QCoreApplication.translate("RulesBook", "The {name} does not score in this game.").format(
                          name=name)))
        return out
    items = [_belote_called(rules, name)]
    items += _belote_word_and_order(rules, name)
    items += _belote_in_contracts(rules, name, rules.trump_scheme is TrumpScheme.POINT_AUCTION)
    items.append(_belote_of_failed_takers(rules, name))
    out.append(bullets(items))
    out += dial_text(lambda texts: texts.belote_notes)(rules)
    return out


def _belote_called(rules: Ruleset, name: str | None) -> str:
    """What the holder of the king and queen of trumps says, and what it scores."""
    said = (None if name is None or each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "A player holding the king and queen of trumps calls \"{name}\" when he plays the first of "
        "them. His team scores {points} points, even when another team wins the declarations.")
        if vocabulary.says_king_queen_on_first_card(rules) else QCoreApplication.translate(
        "RulesBook", "A player holding the king and queen of trumps calls \"{name}\" when he plays the second of "
        "them. His team scores {points} points, even when another team wins the declarations."))
    return said.format(name=vocabulary.king_queen_name(rules), points=rules.belote_points) if said else (
        QCoreApplication.translate(
        "RulesBook", "A player holding the king and queen of trumps says \"Belote\" when he plays the first of them "
        "and \"Rebelote\" with the second. He scores {points} points, even when another player wins the "
        "declarations.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook",
        "A player holding the king and queen of trumps says \"Belote\" when he plays the first of them and "
        "\"Rebelote\" with the second. His team scores {points} points, even when another team wins the "
        "declarations.",
    )).format(points=rules.belote_points)


def _belote_word_and_order(rules: Ruleset, name: str | None) -> list[str]:
    """The game's own word for the pair, and whether the king must come first."""
    items = []
    own_word = vocabulary.own_term(rules, vocabulary.Term.BELOTE)
    if own_word is not None:
        items.append((QCoreApplication.translate(
            "RulesBook", "In this game the king and queen of trumps are called the {word}; they count for whoever "
            "holds them, whoever scores the melds, and may also be part of a run.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "In this game the king and queen of trumps are called the {word}; they count for either "
            "team, whoever scores the melds, and may also be part of a run.")).format(word=own_word.lower()))
    if rules.belote_king_first:
        items.append(QCoreApplication.translate(
            "RulesBook", "In this game the king must be played before the queen, or the belote does not count.")
            if name is None else QCoreApplication.translate(
            "RulesBook", "In this game the king must be played before the queen, or the {name} does not count.").format(
            name=name))
    else:
        items.append(QCoreApplication.translate("RulesBook", "The king and the queen may come in either order."))
    return items


def _belote_in_contracts(rules: Ruleset, name: str | None, point_auction: bool) -> list[str]:
    """The belote in all trumps and no trumps, and (``point_auction``) toward a bid in points."""
    items = []
    strains = strain_kinds(rules)
    if Strain.ALL_TRUMPS in strains:
        if rules.belote_in_all_trumps:
            items.append(QCoreApplication.translate(
                "RulesBook", "In all trumps each king and queen of the same suit in one hand is a belote."))
        else:
            items.append(QCoreApplication.translate("RulesBook", "In all trumps there is no belote."))
    if Strain.NO_TRUMPS in strains:
        items.append(QCoreApplication.translate("RulesBook", "In no trumps there is no belote."))
    if point_auction:
        if rules.belote_counts_for_contract:
            items.append(QCoreApplication.translate(
                "RulesBook", "The takers' belote counts toward their bid.") if name is None else
                QCoreApplication.translate("RulesBook", "The takers' {name} counts toward their bid.").format(
                    name=name))
        else:
            items.append(QCoreApplication.translate(
                "RulesBook", "The takers' belote is added to their score but does not help reach the bid.")
                if name is None else QCoreApplication.translate(
                "RulesBook", "The takers' {name} is added to their score but does not help reach the bid.").format(
                    name=name))
    return items


def _belote_of_failed_takers(rules: Ruleset, name: str | None) -> str:
    """Who gets the belote when the takers' contract fails."""
    if rules.failed_takers_keep_belote:
        if each_for_himself(rules):
            return QCoreApplication.translate(
                "RulesBook", "The player who held the belote keeps his points even when his contract fails.")
        if name is None:
            return QCoreApplication.translate(
                "RulesBook", "The team that held the belote keeps its points even when its contract fails.")
        return QCoreApplication.translate(
            "RulesBook", "The team that held the {name} keeps its points even when its contract fails.").format(
            name=name)
    if rules.belote_may_stay_quiet:  # the scorer gives a quiet belote to nobody (engine/scoring.py)
        if name is None:
            return QCoreApplication.translate(
                "RulesBook", "When the takers' contract fails, their belote scores for nobody: they keep it quiet "
                "rather than give it to the defenders.")
        return QCoreApplication.translate(
            "RulesBook", "When the takers' contract fails, their {name} scores for nobody: they keep it quiet "
            "rather than give it to the defenders.").format(name=name)
    if rules.failed_outcome is FailedOutcome.OWN_POINTS:  # the makers' total scores for nobody, their belote in it
        return QCoreApplication.translate(
            "RulesBook", "When the takers' contract fails, their {name} is lost: it scores for nobody.").format(
            name=name or QCoreApplication.translate("RulesBook", "belote"))
    text = (QCoreApplication.translate(
        "RulesBook", "When the takers' contract fails, their belote goes to the defenders.") if name is None
        else QCoreApplication.translate(
        "RulesBook", "When the takers' contract fails, their {name} goes to the defenders.").format(name=name))
    if _doubled_winner_keeps_own(rules):  # engine/scoring.py _score_doubled: the winner's own total only
        text += " " + QCoreApplication.translate(
            "RulesBook", "Doubled, it is lost with the rest of their points: only the team with more points scores.")
    return text


def _doubled_winner_keeps_own(rules: Ruleset) -> bool:
    """Doubled contracts give the winner its own total only, the loser's lost (a dial of the contract auction's,
    offered in its games only)."""
    return rules.allow_double and not rules.doubled_winner_takes_all


def scoring_section(rules: Ruleset) -> list[str]:
    out = [h2("scoring")]
    out.append(h3("card_points"))
    strains = strain_kinds(rules)
    rows = []
    for strain in strains:
        ctx = play_context(rules.deck, strain)
        label = _contract_label(rules, strain)
        total = ctx.total_points + rules.last_trick_bonus
        rows.append([escaped(label), str(ctx.total_points), str(rules.last_trick_bonus), f"<b>{total}</b>",
                     str(total // 2 + 1)])
    out.append(grid(
        [QCoreApplication.translate("RulesBook", "Contract"), QCoreApplication.translate("RulesBook", "Cards"),
         QCoreApplication.translate("RulesBook", "Last trick"), QCoreApplication.translate("RulesBook", "Total"),
         QCoreApplication.translate("RulesBook", "More than half")],
        rows, numeric=(1, 2, 3, 4)))
    out.append(h3_of("last_trick", rules))
    out.append(paragraph((QCoreApplication.translate(
        "RulesBook", "Winning the last trick is worth {bonus} more points (dix de der).",
    ) if vocabulary.own_term(rules, vocabulary.Term.DIX_DE_DER) else QCoreApplication.translate(
        "RulesBook", "Winning the last trick is worth {bonus} more points.")).format(bonus=rules.last_trick_bonus)))
    # the auction kind's part after the points in the deal: the contract, capot, failing
    own = kind_teaching(rules.trump_scheme).contract_scoring
    out += own(rules) if own is not None else []  # (not shown: that kind's scoring section is its own)
    out += dial_text(lambda texts: texts.match_points)(rules, _contract_label)
    return out


def _contract_label(rules: Ruleset, strain: Strain) -> str:
    """A row of the contracts' tables: a trump suit, no trumps, all trumps."""
    if rules.trump_scheme is TrumpScheme.TURNED_CARD:
        return QCoreApplication.translate("RulesBook", "Every deal (one trump suit)")
    if strain is Strain.NO_TRUMPS:
        return QCoreApplication.translate("RulesBook", "No trumps")
    if strain is Strain.ALL_TRUMPS:
        return QCoreApplication.translate("RulesBook", "All trumps")
    return QCoreApplication.translate("RulesBook", "A trump suit")


def no_trick_declarations(rules: Ruleset) -> list[str]:
    """What declarations are worth to a team that took no trick."""
    if not rules.declarations:
        return []
    if rules.declarations_need_a_trick and rules.no_trick_melds_to_nobody:
        return [paragraph(QCoreApplication.translate(
            "RulesBook", "A player who takes no trick loses his declarations, and they go to nobody, not even to a "
            "player who takes every point; his belot still counts.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations, and they go to nobody, not even to a "
            "team that takes every point; its belot still counts."))]
    if rules.declarations_need_a_trick:  # engine/scoring.py: lost from its total, yet among "every declaration"
        name = vocabulary.king_queen_word(rules)
        return [paragraph(QCoreApplication.translate(
            "RulesBook", "A player who takes no trick loses his declarations (they go to the others only where they "
            "take every point of a failed contract); his belote still counts.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations (they go to the other team only where it "
            "takes every point of a failed contract); its belote still counts.")
        if name is None else QCoreApplication.translate(
            "RulesBook", "A team that takes no trick loses its declarations (they go to the other team only where it "
            "takes every point of a failed contract); its {name} still counts.").format(name=name))]
    return [paragraph(QCoreApplication.translate("RulesBook", "A player keeps his declarations even when he takes no trick.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "A team keeps its declarations even when it takes no trick."))]


def end_of_game_section(rules: Ruleset) -> list[str]:
    out = [h2("end_of_game")]
    if rules.target_rule is TargetRule.PASS:
        items = [(QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a player has more than {target} "
            "points: reaching exactly {target} is not enough.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a team has more than {target} "
            "points: reaching exactly {target} is not enough.")).format(target=rules.target_score)]
    else:
        items = [(QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a player reaches {target} points.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Scores are added up deal after deal; the game ends when a team reaches {target} points.",
        )).format(target=rules.target_score)]
    if rules.match_end is MatchEnd.DRAW:
        items.append((QCoreApplication.translate(
            "RulesBook", "If two players pass {target} on the same deal, the game is a draw.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the game is a draw.",
        )).format(target=rules.target_score))
    elif rules.match_end is MatchEnd.HIGHER_WINS:
        items.append((QCoreApplication.translate(
            "RulesBook", "If two players pass {target} on the same deal, the higher score wins; equal scores are a "
            "draw.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the higher score wins; equal scores are a "
            "draw.")).format(target=rules.target_score))
    else:
        items.append((QCoreApplication.translate(
            "RulesBook", "If two players pass {target} on the same deal, the higher score wins; with equal scores, "
            "the player who won the last deal.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "If both teams pass {target} on the same deal, the higher score wins; with equal scores, "
            "the team that won the last deal.")).format(target=rules.target_score))
    items[:0] = dial_text(lambda texts: texts.game_points)(rules)
    if rules.trump_scheme is TrumpScheme.TURNED_CARD and rules.tie_rule is TieRule.HANGING:
        items.append(QCoreApplication.translate(
            "RulesBook", "Points waiting after a litige go to the player who wins the next deal that is played.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "Points waiting after a litige go to the team that wins the next deal that is played."))
    out.append(bullets(items))
    out += dial_text(lambda texts: texts.end_notes)(rules)
    out += dial_text(lambda texts: texts.match_call)(rules)
    return out
