"""Training rows for the learned card-ranking policy (``ai/play/policy.py``), read from Expert's self-play records.

    python -m tools.policy_data tools/data/ownership-records-classic-s60.npz [...] -o ROWS.npz [--jobs 2]

Every deal of the records (``tools/ownership_records``) is played again by the engine (no search), then its card
play once more in a ``Batch`` (the search's own lockstep deals, a row a deal): at every card with a choice, the
network's features for the seat to move (``policy_features``: only what that seat could know), its legal cards,
the card Expert chose and the card the rule-based playout policy would have played (``Batch.greedy``, public).
The engine's and the batch's legal cards are checked alike at every card. One JSON line: deals, rows, seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from belote_desktop.ai.play.batch import Batch, batch_tables, popcount
from belote_desktop.ai.play.greedy import greedy
from belote_desktop.ai.play.policy import FEATURES, card_order, policy_features
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import PlayCard, Ruleset, Strain, find_variant, new_deal
from tools.ownership_data import _run, _split, deal_seed

Played = tuple[int, int, int, int, tuple[int, ...], tuple[int, ...]]  # strain, multiplier, taker, leader, hands, cards


def replay_play(rules: Ruleset, seed: int, deal: int, record: Sequence[int]) -> Played | None:
    """Deal ``deal`` of ``seed`` played from its record: the contract, the first leader, the hands when the
    first card is played and every card in order; None for a deal thrown in."""
    state = new_deal(rules, dealer=deal % rules.players, seed=deal_seed(seed, deal))
    start: tuple[int, ...] | None = None
    leader = -1
    cards: list[int] = []
    for at in record:
        action = state.legal_actions()[at]
        if isinstance(action, PlayCard):
            if start is None:
                start, leader = tuple(state.hands), state.current_player()
            cards.append(action.card.index)
        state = state.apply(action)
    if start is None or state.contract is None:
        return None
    c = state.contract
    return int(c.strain), int(c.multiplier), int(c.taker), leader, start, tuple(cards)


def _replay_chunk(task: tuple[str, int, int, list[list[int]]]) -> dict[str, object]:
    family, seed, first, records = task
    rules = find_variant(family)
    played = [replay_play(rules, seed, first + i, r) for i, r in enumerate(records)]
    return {"first": first, "played": played}


def read_records(path: str | Path) -> tuple[str, int, list[tuple[int, list[list[int]]]]]:
    """A records file's game, seed and chunks (first deal, records)."""
    with np.load(path, allow_pickle=False) as data:
        head = json.loads(str(data["meta"]))
        deals = _split(data["choices"].astype(np.int64), data["choice_counts"].astype(np.int64))
    chunk = int(head["chunk"])
    chunks = [(int(index) * chunk, deals[k * chunk:(k + 1) * chunk]) for k, index in enumerate(head["indices"])]
    return str(head["family"]), int(head["seed"]), chunks


def rows_of(rules: Ruleset, played: list[Played]) -> dict[str, np.ndarray]:
    """The training rows of ``played`` deals (one game), grouped by contract into batches."""
    groups: dict[tuple[int, int, int], list[int]] = defaultdict(list)
    for i, p in enumerate(played):
        groups[(p[0], p[1], rules.team_of(p[2]))].append(i)
    parts: dict[str, list[np.ndarray]] = defaultdict(list)
    for (strain_value, multiplier, taker_team), members in sorted(groups.items()):
        strain = Strain(strain_value)
        t = tables_for(rules, strain, multiplier)
        bt = batch_tables(t)
        order = card_order(strain)
        slot_of = np.argsort(order)
        hands = np.array([played[i][4] for i in members], dtype=np.int64).T
        batch = Batch(bt, hands, 0)
        batch.lead_from(np.array([played[i][3] for i in members], dtype=np.int64))
        cards = np.array([played[i][5] for i in members], dtype=np.int64)  # (rows, cards in the play)
        deal_ids = np.array(members, dtype=np.int32)
        for step in range(cards.shape[1]):
            legal = batch.legal()
            chosen = cards[:, step]
            if np.any((legal >> chosen) & 1 == 0):
                raise ValueError(f"{rules.id}: a recorded card the batch does not allow (card {step})")
            free = popcount(legal) > 1
            if free.any():
                x = policy_features(batch, taker_team, strain, t.card_total)
                by_rules = greedy(batch, taker_team, public=True)
                bits = ((legal[:, None] >> order[None, :]) & 1).astype(bool)
                parts["x"].append(x[free].astype(np.float16))
                parts["legal"].append(bits[free])
                parts["target"].append(slot_of[chosen[free]].astype(np.int8))
                parts["greedy"].append(slot_of[by_rules[free]].astype(np.int8))
                parts["deal"].append(deal_ids[free])
                parts["step"].append(np.full(int(free.sum()), step, dtype=np.int8))
            batch.play(chosen)
    return {k: np.concatenate(v) for k, v in parts.items()}


def build(paths: Sequence[str], jobs: int) -> tuple[str, dict[str, np.ndarray], int]:
    family = ""
    played: list[Played] = []
    for path in paths:
        game, seed, chunks = read_records(path)
        if family and game != family:
            raise ValueError(f"{path}: records of {game}, not {family}")
        family = game
        tasks = [(game, seed, first, records) for first, records in chunks]
        by_first = {int(out["first"]): out["played"] for out in _run(_replay_chunk, tasks, jobs)}  # type: ignore[call-overload]
        for first in sorted(by_first):
            played.extend(p for p in by_first[first] if p is not None)  # type: ignore[attr-defined]
    rules = find_variant(family)
    return family, rows_of(rules, played), len(played)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.policy_data", description=__doc__.split("\n")[0])
    parser.add_argument("records", nargs="+", help="records files of one game (tools/data/ownership-records-*.npz)")
    parser.add_argument("-o", "--output", required=True, help="the rows file to write (.npz)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        family, rows, deals = build(args.records, max(1, args.jobs))
    except (OSError, ValueError, KeyError) as error:
        print(f"policy_data: {error}", file=sys.stderr)
        return 2
    np.savez(args.output, family=np.array(family), features=np.array(FEATURES), **rows)  # type: ignore[arg-type]
    print(json.dumps({"family": family, "deals": deals, "rows": len(rows["target"]),
                      "greedy_agrees": round(float((rows["greedy"] == rows["target"]).mean()), 4),
                      "seconds": round(time.perf_counter() - started, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
