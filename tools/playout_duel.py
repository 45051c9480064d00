"""The search's playout policy against the Intermediate player, card play only, in duplicate.

    python -m tools.playout_duel --variant classic --deals 3000 --seed 99

Expert and Master are only as good as the policy that finishes their sampled deals (``Batch.greedy``),
so changes to that policy are measured here first: thousands of deals a minute, where a search arena
run gives a few hundred an hour. Each deal (its contract fixed as in ``arena --card-play-only``) is
played twice, the teams swapping seats: one team plays the policy, from each seat's own view (the
hidden cards in the batch are a sample consistent with it, and the policy in its public mode does not
look at them), the other team is Intermediate. The last line printed is JSON with the policy's card
points per deal minus Intermediate's and its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

import numpy as np

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.play.batch import Batch, PlaySoFar, batch_tables
from belote_desktop.ai.play.greedy import greedy
from belote_desktop.ai.play.heuristic import legal_card_mask
from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.ai.tables import bits_of, tables_for
from belote_desktop.ai.play.search import first_leads, tricks_won
from belote_desktop.engine import DECLARE, PLAY, Action, PlayerView, Ruleset, deal_with_contract, find_variant, shuffled_deck
from tools.arena import fixed_contract


def policy_card(view: PlayerView, rng: random.Random) -> int:
    """The playout policy's card for this seat, from its view only."""
    legal = bits_of(legal_card_mask(view))
    if len(legal) == 1:
        return legal[0]
    contract = view.contract
    assert contract is not None
    rules = view.rules
    t = tables_for(rules, contract.strain, contract.multiplier)
    knowledge = read_view(view)
    hands = DealSampler(knowledge).sample(rng)
    for seat, card in view.trick:
        hands[seat] |= card.bit  # the batch replays the trick in progress
    leader = view.trick[0][0] if view.trick else view.seat
    batch = Batch(batch_tables(t), np.array([[h] for h in hands], dtype=np.int64), leader,
                  PlaySoFar([card.index for _, card in view.trick], list(view.team_points), tricks_won(view),
                            knowledge.shown, first_leads(view)))
    return int(greedy(batch, rules.team_of(contract.taker), public=True)[0])


def duel_deal(rules: Ruleset, seed: int, index: int) -> float:
    """The policy's card points minus Intermediate's on one deal, averaged over the two seatings."""
    deal_seed = seed * 1_000_003 + index
    deck = shuffled_deck(rules, deal_seed)
    size = rules.hand_size
    hands = [list(deck[i * size:(i + 1) * size]) for i in range(rules.players)]
    contract = fixed_contract(rules, hands, deal_seed)
    total = 0.0
    for policy_team in range(2):
        state = deal_with_contract(rules, deal_seed % rules.players, hands, contract)
        rng = random.Random(f"duel:{deal_seed}:{policy_team}")
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view_for(seat)
            action: Action
            if rules.team_of(seat) == policy_team:
                action = DECLARE if DECLARE in view.legal_actions else PLAY[policy_card(view, rng)]
            else:
                action = choose_action(view, Level.INTERMEDIATE, rng)
            state = state.apply(action)
        points = state.result().card_points
        total += points[policy_team] - sum(p for team, p in enumerate(points) if team != policy_team)
    return total / 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="playout_duel", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args(argv)
    try:
        rules = find_variant(args.variant)
    except (KeyError, ValueError) as exc:
        print(f"playout_duel: {exc}", file=sys.stderr)
        return 2
    if rules.team_count != 2 or args.deals < 2:
        print("playout_duel: needs a two-team variant and at least 2 deals", file=sys.stderr)
        return 2
    diffs = [duel_deal(rules, args.seed, i) for i in range(args.deals)]
    print(json.dumps({
        "variant": args.variant, "deals": args.deals, "seed": args.seed,
        "policy_minus_intermediate": round(statistics.fmean(diffs), 2),
        "ci95": round(1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5, 2),
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
