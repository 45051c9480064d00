"""Review and Compare agree on a deal where the player followed Suggest at every card (Tarabish, deal code
700PM-HQH0J-J, South's side as reported): Review said "The Master did 27 points better: 0 were your choices, 27 the
cards" beside Compare's "Equal in the end", which read as if the scores were equal. Both figures are true: the
Master parted at trick 3 with a card Suggest's search finds as good on average (9♣ or 6♣), and on these cards its
line made 27 more. Now Compare's word says "on average", and Review says what "the cards" were."""

from __future__ import annotations

from belote_desktop.engine import Action, PlayerView, new_deal, record, replay
from belote_desktop.learn.compare import Bots, compare_on_same_cards, parting
from belote_desktop.learn.judge import Judgement, judge_errors
from belote_desktop.learn.review import review_lines, review_of, split_line
from belote_desktop.storage.deal_code import decode

CODE = "700PM-HQH0J-J"  # Tarabish, South deals; West takes spades
# as played: South (seat 0) played Suggest's card at each of its choices
PLAYED = ("take S,declare,play 8S,play QS,play JS,play 7S,play 7C,play AC,play QC,play KC,play 9C,play 10S,play 10C,"
          "play JC,play 9S,play AS,play 6S,play 9H,play AD,play 6D,play 10D,play 8D,play 7D,play KD,play KS,play 9D,"
          "play 8C,play 6C,play 10H,play 6H,play QH,play JD,play 7H,play AH,play JH,play KH,play QD,play 8H").split(",")
# the Master in South's seat against the same bots: 6♣ where South played 9♣ (trick 3), and the line after it
MASTER = ("take S,declare,play 8S,play QS,play JS,play 7S,play 7C,play AC,play QC,play KC,play 6C,play 10S,play 10C,"
          "play JC,play 9S,play AS,play 6S,play 9H,play AD,play 6D,play 10D,play 9D,play 7D,play KD,play KS,play JD,"
          "play 8C,play 9C,play 7H,play JH,play 8D,play 8H,play 6H,play QH,play QD,play 10H,play AH,play KH").split(",")


def _deal():
    decoded = decode(CODE)
    start = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    return replay({**record(start), "actions": PLAYED})


def _as_reported(view: PlayerView, level: str, seed: int) -> Action:
    """The Master's line and the bots' answers to it, as the window played them."""
    text = MASTER[len(view.history)]
    return next(a for a in view.legal_actions if str(a) == text)


def test_review_and_compare_say_the_same_on_the_reported_deal(qapp):
    from belote_desktop.ui.dialogs.judge_line import parting_words

    deal = _deal()
    assert deal.is_terminal()
    comparison = compare_on_same_cards(deal, 0, Bots(lambda _seat: "intermediate", 0, 0, think=_as_reported))
    assert comparison is not None and [str(a) for _s, a in comparison.master.history] == MASTER
    decisions = judge_errors(deal, 0)
    assert decisions is not None
    assert all(d.played == d.best for d in decisions)  # South followed Suggest: no choice cost anything
    judgement = Judgement(0, tuple(decisions), comparison.gap, comparison.master_score, comparison.played_score)
    gap = comparison.gap
    assert gap > 0  # the Master's line scored more on these cards

    # Compare: where the lines part, the two cards are worth the same on average, not in the end
    weighed = parting(comparison, decisions)
    assert weighed is not None and weighed.equal and not weighed.costly
    said = parting_words(weighed, deal.rules)
    assert "in the end" not in said and "on average" in said
    assert said.startswith("Equal on average:")

    # Review: the same gap, and what "the cards" were: the Master's other card, no better on average, paid here
    lines = review_lines(review_of(deal, 0, judgement))
    assert lines[0] == f"Review: {split_line(judgement)}"
    assert f"The Master did {gap} points better: 0 were your choices, {gap} the cards." in lines[0]
    assert lines[1] == (f"By Suggest's search none of your choices cost anything: where the Master played otherwise "
                        f"its move was no better on average, and on these cards it made {gap} points more.")
    assert not any("well played" in line for line in lines)
