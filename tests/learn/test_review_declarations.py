"""Review and the judge weigh every kind of choice: a declaration made or passed over, bids, doubles, cards.

The defect: deal code 000ZS-Y996K-A (classic), the player takes, plays a card instead of declaring the Tierce
he was offered, plays on; Review failed with an AssertionError (a trick's best choice was a Declare, not a card)
and rated the skipped Tierce nothing."""

from __future__ import annotations

import pytest

from belote_desktop.ai import SearchParams
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import DECLARE, VARIANTS, Declare, PlayCard, Take, find_variant, new_deal
from belote_desktop.learn import advice
from belote_desktop.learn.compare import Bots, _default_think
from belote_desktop.learn.judge import judge_deal, play_out, side_score, states_before
from belote_desktop.learn.review import review_deal, review_lines
from belote_desktop.storage.deal_code import decode
from belote_desktop.learn.table_words import action_text

SMALL = SearchParams(samples=48, max_seconds=60.0, exact_cards=8, exact_samples=8, bid_samples=32,
                     play_likelihood=0.3, public_playouts=True)
BOTS = "intermediate"
DECLARING = sorted(k for k, rules in VARIANTS.items() if rules.declarations)


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch):
    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)


def _level(_seat: int) -> str:
    return BOTS


def _play(state, match_seed, declare: bool, take: bool = False):
    """The deal to its end: South takes when ``take`` and may, declares or not as told, and plays as the
    Intermediate bot; the others are position-seeded bots."""
    while not state.is_terminal():
        mover = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif mover == 0 and DECLARE in legal:
            action = DECLARE if declare else next(a for a in legal if isinstance(a, PlayCard))
        elif mover == 0 and take and any(isinstance(a, Take) for a in legal):
            action = next(a for a in legal if isinstance(a, Take))
        else:
            action = _default_think(state.view_for(mover), BOTS, bot_seed(match_seed, 0, len(state.history), mover))
        state = state.apply(action)
    return state


def _offered(deal) -> bool:
    """South was offered a declaration in ``deal``."""
    return any(state.current_player() == 0 and DECLARE in state.legal_actions() for state, _ in states_before(deal))


def _deal_with_declaration(variant: str, declare: bool):
    rules = find_variant(variant)
    for seed in range(200):
        deal = _play(new_deal(rules, dealer=seed % rules.players, seed=seed), seed, declare)
        if not deal.thrown_in and _offered(deal):
            return seed, deal
    raise AssertionError(f"no deal of {variant} offers South a declaration")


def _skip(judged):
    return [d for d in judged.decisions if isinstance(d.best, Declare) and isinstance(d.played, PlayCard)]


def test_the_deal_codes_skipped_tierce_is_reviewed_at_its_cost(qapp):
    code = decode("000ZS-Y996K-A")
    rules = code.rules
    deal = _play(new_deal(rules, code.dealer, deck=code.deck), code.seed, declare=False, take=True)
    assert _offered(deal)
    review = review_deal(deal, 0, bots=Bots(_level, code.seed, 0, master_level=BOTS), compare=True)
    skipped = _skip(review.judgement)
    assert len(skipped) == 1
    # the Tierce's 20 points (its team holds the best declaration) at least, on average
    assert skipped[0].error is not None and skipped[0].error >= 15
    # its luck: declaring then playing that card, against playing it alone, on the real cards by the same bots
    state, card = states_before(deal)[skipped[0].index]
    lines = [play_out(after, 0, Bots(_level, code.seed, 0, BOTS)) for after in (state.apply(DECLARE).apply(card),
                                                                         state.apply(card))]
    assert skipped[0].luck == side_score(lines[0], 0) - side_score(lines[1], 0)
    # and the card that went with it is judged too, against the other cards
    card = [d for d in review.judgement.decisions if d.index == skipped[0].index and isinstance(d.best, PlayCard)]
    assert len(card) == 1
    lines = review_lines(review, lambda a: action_text(a, rules))
    text = "\n".join(lines)
    assert "without declaring" in text and "tierce" in text.lower()
    assert "well played" not in text
    # the table frames the card played without declaring, at the declaration's cost (and its own, if any)
    marked = review.marked_cards[skipped[0].played.card]
    assert marked[0] >= skipped[0].error


@pytest.mark.parametrize("variant", DECLARING)
def test_a_skipped_declaration_is_judged_in_every_game_with_declarations(qapp, variant):
    seed, deal = _deal_with_declaration(variant, declare=False)
    judged = judge_deal(deal, 0, Bots(_level, seed, 0, master_level=BOTS), params=SMALL, compare=True)
    skipped = _skip(judged)
    assert len(skipped) == 1, [(d.played, d.best) for d in judged.decisions]
    d = skipped[0]
    state, action = states_before(deal)[d.index]
    assert action == d.played and DECLARE in state.legal_actions() and d.trick == 1
    assert d.error is not None and d.error >= 0.0 and d.luck is not None
    # the review's words name the choice (no assertion on a trick's choice being a card)
    rules = deal.rules
    review = review_deal(deal, 0, bots=Bots(_level, seed, 0, master_level=BOTS), compare=True, min_loss=0.01)
    lines = review_lines(review, lambda a: action_text(a, rules))
    assert lines and all(lines)
    if d.error >= 0.01:
        assert any("without declaring" in line for line in lines), lines


@pytest.mark.parametrize("variant", ["classic", "belot_2p"])
def test_a_declaration_made_is_a_choice_the_judge_agrees_with(qapp, variant):
    seed, deal = _deal_with_declaration(variant, declare=True)
    judged = judge_deal(deal, 0, Bots(_level, seed, 0, master_level=BOTS), params=SMALL, luck=False)
    made = [d for d in judged.decisions if isinstance(d.played, Declare)]
    assert len(made) == 1 and made[0].best == DECLARE and made[0].error == 0.0
    assert not _skip(judged)


def test_the_judge_reports_its_progress_choice_by_choice():
    seed, deal = _deal_with_declaration("classic", declare=False)
    seen: list[tuple[str, int, int]] = []
    judged = judge_deal(deal, 0, Bots(_level, seed, 0, master_level=BOTS), params=SMALL, compare=True,
                        progress=lambda stage, done, total: seen.append((stage, done, total)))
    choices = len({d.index for d in judged.decisions})
    weighed = [(done, total) for stage, done, total in seen if stage == "choices"]
    assert weighed == [(n, choices) for n in range(1, choices + 1)]
    assert any(stage == "master" for stage, _, _ in seen)
    luck = [(done, total) for stage, done, total in seen if stage == "cards"]
    assert luck and luck[-1][0] == luck[-1][1] == len(judged.decisions)
    stages = [stage for stage, _, _ in seen]
    assert stages.index("master") > stages.index("choices") and stages.index("cards") > stages.index("master")


def test_auction_words_name_the_games_own_call(qapp):
    """A costly double is named as the game names it (Baloot's Double, not "coinche")."""
    from belote_desktop.engine import DOUBLE, Pass
    from belote_desktop.learn.judge import Decision, Judgement
    from belote_desktop.learn.review import review_of

    rules = find_variant("baloot")
    deal = _play(new_deal(rules, dealer=1, seed=3), 3, declare=True)
    judgement = Judgement(0, (Decision(2, 0, DOUBLE, Pass(), 30.0, 1.0, None),))
    text = "\n".join(review_lines(review_of(deal, 0, judgement), lambda a: action_text(a, rules)))
    assert "coinche" not in text.lower() and "your double cost" in text


def test_the_command_line_names_a_declaration_passed_over(tmp_path, capsys):
    import json

    from belote_desktop.storage.deal_file import save_deal_file
    from belote_desktop.cli import review as review_tool

    seed, deal = _deal_with_declaration("classic", declare=False)
    path = tmp_path / "skipped.deal"
    save_deal_file(path, deal, seed=seed)
    args = [str(path), "--bots", BOTS, "--level", BOTS, "--samples", "16", "--no-compare"]
    assert review_tool.main([*args, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    passed = [r for r in rows[:-1] if r["choice"] == "declaration"]
    assert len(passed) == 1 and passed[0]["best"] == "declare" and passed[0]["played"].startswith("play ")
    assert {"declaration", "card"} <= {r["choice"] for r in rows[:-1]}
    assert review_tool.main(args) == 0
    assert "without declaring, best declare" in capsys.readouterr().out
