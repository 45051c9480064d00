"""Train the learned card-ranking policy (``ai/play/policy.py``) on rows made by ``tools.policy_data``.

    python -m tools.policy_train ROWS.npz [ROWS2.npz ...] -o belote_desktop/ai/data/policy-classic.npz \
        [--hidden 64] [--epochs 8] [--seed 1]

A one-hidden-layer network, trained with numpy (Adam, masked softmax cross-entropy over the legal cards) to
play the card Expert's search chose. A tenth of the deals (of the first file) are held out: the JSON line gives
how often the network and the rule-based playout policy (``Batch.greedy``) play Expert's card on them. Further
files (other games) are added to the training only: a small game learns from the others' cards too.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

from belote_desktop.ai.play.policy import CARDS, FEATURES, POLICY_VERSION, PolicyNet


def load_rows(path: str) -> dict[str, np.ndarray]:
    with np.load(path, allow_pickle=False) as data:
        if int(data["features"]) != FEATURES:
            raise ValueError(f"{path}: rows of {int(data['features'])} features, the network reads {FEATURES}")
        return {k: data[k] for k in ("x", "legal", "target", "greedy", "deal")}


def save_policy(net: PolicyNet, path: str | Path, meta: str) -> None:
    """Write ``net`` as ``policy.load`` reads it (weights in float16, ``meta``: the training's figures)."""
    np.savez_compressed(path, version=np.array(POLICY_VERSION), meta=np.array(meta),
                        w1=net.w1.astype(np.float16), b1=net.b1.astype(np.float16),
                        w2=net.w2.astype(np.float16), b2=net.b2.astype(np.float16))


def held_out(deal: np.ndarray, share: float = 0.1) -> np.ndarray:
    """Rows of the held-out deals: a fixed tenth of the deal numbers."""
    return (deal.astype(np.int64) * 2654435761 % 1000) < share * 1000


def _loss_and_grads(net: PolicyNet, x: np.ndarray, legal: np.ndarray, target: np.ndarray) -> tuple[float, list[np.ndarray]]:
    pre = x @ net.w1 + net.b1
    hidden = np.maximum(pre, 0.0)
    scores = hidden @ net.w2 + net.b2
    scores = np.where(legal, scores, -1e9)
    scores -= scores.max(axis=1, keepdims=True)
    p = np.exp(scores) * legal
    p /= p.sum(axis=1, keepdims=True)
    rows = np.arange(len(target))
    loss = float(-np.log(np.maximum(p[rows, target], 1e-12)).mean())
    d = p
    d[rows, target] -= 1.0
    d /= len(target)
    gw2 = hidden.T @ d
    gb2 = d.sum(axis=0)
    dh = (d @ net.w2.T) * (pre > 0)
    gw1 = x.T @ dh
    gb1 = dh.sum(axis=0)
    return loss, [gw1, gb1, gw2, gb2]


def accuracy(net: PolicyNet, x: np.ndarray, legal: np.ndarray, target: np.ndarray) -> float:
    hits = 0
    for at in range(0, len(target), 8192):
        s = net.scores(x[at:at + 8192].astype(np.float32))
        hits += int((np.where(legal[at:at + 8192], s, -np.inf).argmax(axis=1) == target[at:at + 8192]).sum())
    return hits / max(len(target), 1)


def train(x: np.ndarray, legal: np.ndarray, target: np.ndarray, hidden: int, epochs: int, seed: int,
          lr: float = 2e-3, batch: int = 512) -> PolicyNet:
    rng = np.random.default_rng(seed)
    net = PolicyNet(rng.normal(0, (2.0 / FEATURES) ** 0.5, (FEATURES, hidden)), np.zeros(hidden),
                    rng.normal(0, (1.0 / hidden) ** 0.5, (hidden, CARDS)), np.zeros(CARDS))
    params = [net.w1, net.b1, net.w2, net.b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0
    for epoch in range(epochs):
        order = rng.permutation(len(target))
        rate = lr * (0.5 ** max(0, epoch - epochs // 2))
        for at in range(0, len(order), batch):
            idx = order[at:at + batch]
            _, grads = _loss_and_grads(net, x[idx].astype(np.float32), legal[idx], target[idx])
            step += 1
            for p, g, mi, vi in zip(params, grads, m, v):
                mi *= 0.9
                mi += 0.1 * g
                vi *= 0.999
                vi += 0.001 * g * g
                p -= rate * (mi / (1 - 0.9 ** step)) / (np.sqrt(vi / (1 - 0.999 ** step)) + 1e-8)
    return net


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.policy_train", description=__doc__.split("\n")[0])
    parser.add_argument("rows", nargs="+", help="rows files (tools.policy_data); the first is the game's own")
    parser.add_argument("-o", "--output", help="the weights file to write (ai/data/policy-<game>.npz)")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        own = load_rows(args.rows[0])
        extra = [load_rows(p) for p in args.rows[1:]]
    except (OSError, ValueError, KeyError) as error:
        print(f"policy_train: {error}", file=sys.stderr)
        return 2
    test = held_out(own["deal"])
    parts = [{k: v[~test] for k, v in own.items()}] + extra
    x = np.concatenate([p["x"] for p in parts])
    legal = np.concatenate([p["legal"] for p in parts])
    target = np.concatenate([p["target"] for p in parts]).astype(np.int64)
    net = train(x, legal, target, args.hidden, args.epochs, args.seed)
    tx, tl, tt = own["x"][test], own["legal"][test], own["target"][test].astype(np.int64)
    result = {"rows": [Path(r).name for r in args.rows], "train_rows": len(target), "held_out_rows": int(test.sum()), "hidden": args.hidden,
              "epochs": args.epochs, "seed": args.seed,
              "net_agrees": round(accuracy(net, tx, tl, tt), 4),
              "greedy_agrees": round(float((own["greedy"][test] == own["target"][test]).mean()), 4),
              "seconds": round(time.perf_counter() - started, 1)}
    if args.output:
        save_policy(net, args.output, json.dumps(result))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
