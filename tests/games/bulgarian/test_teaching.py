"""The Bulgarian family's scoring in words: equal sequences that cancel are told at the end of the deal, the
declaration texts say the rule played, and the rules book names each reading and its option."""

from __future__ import annotations

import dataclasses


from belote_desktop.engine import find_variant
from belote_desktop.learn import explain_result
from tests.games.bulgarian.test_scoring import cancelled_deal


def test_the_end_of_deal_words_say_when_equal_sequences_cancel():
    lines = explain_result(cancelled_deal(), find_variant("bulgarian"))
    assert any("cancel out, and nobody scores sequences" in line for line in lines)


def test_the_declaration_texts_say_the_rule_played():
    from belote_desktop.engine import DECLARE, Strain
    from belote_desktop.engine.state import Announcement
    from belote_desktop.learn import explain_announcement, explain_bid
    from tests.games.bulgarian.test_scoring import CANCEL_HANDS
    from tests.engine.util import position

    bg = find_variant("bulgarian")
    said = explain_bid(DECLARE, bg)
    assert "each team scores its own" not in said and "compared apart: the best of each kind scores" in said
    state = position(CANCEL_HANDS, strain=Strain.HEARTS, rules=bg).apply(DECLARE)
    announced = next(a for a in state.announcements if a.kind == "declare")
    assert isinstance(announced, Announcement)
    text = explain_announcement(announced, state)
    assert "sequence in trumps" not in text
    assert "ranked apart" in text and "the longer wins" in text and "cancel out" in text


def test_the_rules_book_names_each_reading_and_its_option():
    from belote_desktop.learn import rules_html

    bg = rules_html(find_variant("bulgarian"))
    for words in ("between sequences worth the same, the longer one", "they go to nobody",
                  "every point of the deal hangs", "won by nobody", "96 and 96 make 10 and 9",
                  "Announcing the belot is not obligatory", "Here the dealer must call: off"):
        assert words in bg.replace("&quot;", '"'), words
    other = rules_html(dataclasses.replace(find_variant("bulgarian"), mp_tie_at_limit_up=False,
                                           doubled_tie_hangs_all=False, hanging_waits_for_a_win=False,
                                           dealer_must_call=True))
    for words in ("96 and 96 make 9 and 9", "as undoubled, multiplied", "takes the points held over",
                  "the dealer may not pass after all the others"):
        assert words in other, words
    assert "left out of this rule" in rules_html(find_variant("belot_3p"))
    assert "both teams' totals (in the common rules' words" in rules_html(find_variant("bidding_belote")).replace("&#x27;", "'")
    assert "At x3: not locked" in rules_html(find_variant("baloot"))
    tarabish = find_variant("tarabish")
    assert "is one fifty" in rules_html(tarabish)
    assert "a fifty and a twenty, eight or nine" in rules_html(dataclasses.replace(tarabish, long_run_splits=True))


def test_the_dealers_refused_pass_is_explained():
    from belote_desktop.engine import PASS, new_deal
    from belote_desktop.engine.auctions import AUCTIONS
    from belote_desktop.learn import explain_illegal

    rules = dataclasses.replace(find_variant("bulgarian"), dealer_must_call=True)
    state = new_deal(rules, dealer=0, seed=1)
    while state.current != state.dealer:
        state = state.apply(PASS)
    error = AUCTIONS[rules.trump_scheme].verify(state, PASS)
    assert error is not None
    explained = explain_illegal(error, state)
    assert "the dealer must call a contract" in explained.text and str(error.params["points"]) in explained.text


def _explained(rules, contract, cards, belote=(0, 0)):
    from belote_desktop.engine.scoring import (
        BreakdownRow, DealFacts, DealResult, convert, score_contract, score_of,
    )

    total = sum(cards)
    f = DealFacts(contract, 0, total, list(cards), [4, 4], [0, 0], list(belote))
    scored = score_contract(rules, f)
    convert(rules, scored)
    rows = tuple(BreakdownRow(k, tuple(v), p) for k, v, p in scored.rows if k.always_shown or any(v))
    score = tuple(int(v) for v in score_of(scored, 2))
    result = DealResult(False, contract, 0, tuple(cards), 0, -1, tuple(cards), (0, 0), -1, tuple(belote),
                        tuple(scored.totals), bool(scored.made), bool(scored.tied), int(scored.hanging), score, 0, 0,
                        rows)
    return " ".join(explain_result(result, rules))


def test_the_verdict_of_a_tie_says_who_scores():
    from belote_desktop.engine import Contract, Strain

    doubled = Contract(Strain.HEARTS, 0, multiplier=2)
    text = _explained(find_variant("bulgarian"), doubled, (81, 81))
    assert "neither scores, and every point, 324 (32 match points), is held over" in text
    text = _explained(find_variant("bidding_belote"), Contract(Strain.HEARTS, 0), (71, 91), belote=(20, 0))
    assert "the defenders score every point of the deal, both totals, and 85 points (8 match points)" in text
    text = _explained(find_variant("bulgarian"), Contract(Strain.HEARTS, 0), (71, 91), belote=(20, 0))
    assert "the defenders score their own points, and 91 points (9 match points) are held over" in text


def test_the_rules_book_says_where_a_failed_takers_belot_goes_in_force():
    """Bulgarian's default keeps a losing side's belot quiet (seed 001): the book must not also say it goes to the
    defenders; without the option it does go to them, and the book says so."""
    from belote_desktop.learn.rulesbook import rules_html

    bg = find_variant("bulgarian")
    assert bg.belote_may_stay_quiet and not bg.failed_takers_keep_belote
    quiet = rules_html(bg)
    assert "their belot scores for nobody" in quiet and "their belot goes to the defenders" not in quiet
    given = rules_html(bg.with_overrides({"belote_may_stay_quiet": False}))
    assert "their belot goes to the defenders" in given and "scores for nobody" not in given
