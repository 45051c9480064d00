"""What trains the ownership model (``belote_desktop/ai/beliefs/ownership/model.py``): the program only reads and
runs one; this makes it. ``tools/ownership_train.py`` is its command (on the chunks of ``tools/ownership_data.py``),
``tools/ownership_gate.py`` measures what it made.

- ``fresh_model``: a model of a feature layout before training (its last layer zero: the prior itself);
- ``train``: minibatch Adam on the mean negative log-probability of each hidden card's true holder, early stopping
  on a validation split (whole deals held out, ``validation_split``), each row read with its side suits renamed
  at random (the game's own symmetry);
- ``mean_log_prob``: the figure it minimises, the gate's too; ``strain_kinds``: a row's contract kind;
- ``save_model``: the file ``model.load`` reads (its format: the model module's docstring).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from belote_desktop.ai.beliefs.ownership.features import OTHERS, STRAIN_KINDS, Layout, side_suit_permutations
from belote_desktop.ai.beliefs.ownership.model import OwnershipModel, masked_softmax

HIDDEN = (128, 64)


def fresh_model(layout: Layout, rng: np.random.Generator, hidden: tuple[int, ...] = HIDDEN) -> OwnershipModel:
    """An untrained model of ``layout``: He-initialised hidden layers, a zero last layer (it gives the prior)."""
    sizes = (layout.size, *hidden, layout.cards * OTHERS)
    weights: list[np.ndarray] = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        last = i == len(sizes) - 2
        w = np.zeros((a, b), np.float32) if last else (rng.standard_normal((a, b)) * np.sqrt(2.0 / a)).astype(np.float32)
        weights += [w, np.zeros(b, np.float32)]
    return OwnershipModel(layout.schema, layout.schema_hash, weights)


def save_model(model: OwnershipModel, path: str | Path) -> None:
    """Write ``model`` as ``model.load`` reads it (weights in float16)."""
    # Any, not np.ndarray: mypy matches a ``**`` dict against savez's ``allow_pickle: bool`` too (which
    # numpy 1.26 lacks, so it is not passed by name)
    arrays: dict[str, Any] = {f"w{i}": w.astype(np.float16) for i, w in enumerate(model.weights)}
    arrays.update(schema=np.array(model.schema), schema_hash=np.array(model.schema_hash),
                  meta=np.array(json.dumps(model.meta)))
    np.savez_compressed(path, **arrays)


def strain_kinds(x: np.ndarray, layout: Layout) -> np.ndarray:
    """(rows,): the contract kind of each feature row, an index into ``STRAIN_KINDS``."""
    at = layout.offset("strain_kind")
    return np.asarray(np.argmax(np.asarray(x)[:, at:at + len(STRAIN_KINDS)], axis=1), dtype=np.int64)


def mean_log_prob(p: np.ndarray, holder: np.ndarray) -> tuple[float, int]:
    """The mean log-probability given to each target card's true holder, and how many cards were counted."""
    rows, slots = np.nonzero(holder >= 0)
    if len(rows) == 0:
        return 0.0, 0
    chosen = p[rows, slots, holder[rows, slots]]
    return float(np.log(np.maximum(chosen, 1e-12)).mean()), len(rows)


@dataclass
class TrainResult:
    model: OwnershipModel
    train_rows: int
    valid_rows: int
    epochs: int
    seconds: float
    valid_loss: float  # mean negative log-probability of the true holder, validation rows
    prior_valid_loss: float  # the same for the uniform prior
    history: list[float]


def validation_split(deal: np.ndarray, share: float = 0.1) -> np.ndarray:
    """True for the rows of the held-out deals (about ``share`` of the deals, chosen by a hash of the number)."""
    mixed = (deal.astype(np.uint64) * np.uint64(2654435761)) % np.uint64(1000)
    return mixed < np.uint64(round(share * 1000))


def train(layout: Layout, x: np.ndarray, prior: np.ndarray, holder: np.ndarray, deal: np.ndarray, *,
          epochs: int = 40, batch: int = 512, lr: float = 3e-4, l2: float = 1e-5, patience: int = 3,
          seed: int = 0, log: object = None, hidden: tuple[int, ...] = HIDDEN, augment: bool = True) -> TrainResult:
    """Fit a fresh model; ``x`` may be float16 (converted a minibatch at a time). ``augment``: each training
    row is read with its side suits renamed at random (``side_suit_permutations``), the game's own symmetry."""
    started = time.perf_counter()
    rng = np.random.default_rng(seed)
    model = fresh_model(layout, rng, hidden)
    valid = validation_split(deal)
    tr = np.flatnonzero(~valid)
    va = np.flatnonzero(valid)
    if len(tr) == 0 or len(va) == 0:
        raise ValueError("too few deals to hold some out for validation")
    feature_maps, slot_perms = side_suit_permutations(layout)
    m = [np.zeros_like(w) for w in model.weights]
    v = [np.zeros_like(w) for w in model.weights]
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    step = 0

    def valid_loss(mdl: OwnershipModel) -> float:
        total = count = 0.0
        for at in range(0, len(va), 4096):
            idx = va[at:at + 4096]
            p = mdl.probabilities(x[idx].astype(np.float32), prior[idx])
            lp, n = mean_log_prob(p, holder[idx])
            total += -lp * n
            count += n
        return total / max(count, 1.0)

    uniform = fresh_model(layout, rng)  # a zero last layer: the prior itself
    prior_loss = valid_loss(uniform)
    best = valid_loss(model)
    best_weights = [w.copy() for w in model.weights]
    history = [best]
    stale = 0
    done = 0
    for epoch in range(epochs):
        order = rng.permutation(tr)
        for at in range(0, len(order), batch):
            idx = np.sort(order[at:at + batch])
            xb = x[idx].astype(np.float32)
            pb = prior[idx]
            hb = holder[idx]
            if augment:
                pick = rng.integers(len(feature_maps), size=len(idx))
                rows_ = np.arange(len(idx))[:, None]
                xb = xb[rows_, feature_maps[pick]]
                pb = pb[rows_, slot_perms[pick]]
                hb = hb[rows_, slot_perms[pick]]
            grads = _gradients(model, xb, pb, hb)
            if grads is None:
                continue
            step += 1
            for i, g in enumerate(grads):
                if model.weights[i].ndim == 2:
                    g = g + l2 * model.weights[i]
                m[i] = beta1 * m[i] + (1 - beta1) * g
                v[i] = beta2 * v[i] + (1 - beta2) * g * g
                mh = m[i] / (1 - beta1 ** step)
                vh = v[i] / (1 - beta2 ** step)
                model.weights[i] -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)
        done = epoch + 1
        loss = valid_loss(model)
        history.append(loss)
        if callable(log):
            log({"epoch": done, "valid_loss": round(loss, 5), "seconds": round(time.perf_counter() - started, 1)})
        if loss < best - 1e-5:
            best, best_weights, stale = loss, [w.copy() for w in model.weights], 0
        else:
            stale += 1
            if stale >= patience:
                break
    model.weights = best_weights
    return TrainResult(model, len(tr), len(va), done, time.perf_counter() - started, best, prior_loss, history)


def _gradients(model: OwnershipModel, x: np.ndarray, prior: np.ndarray, holder: np.ndarray) -> list[np.ndarray] | None:
    """The gradients of the mean negative log-probability of the true holders over the batch's target cards."""
    rows, slots = np.nonzero(holder >= 0)
    if len(rows) == 0:
        return None
    w = model.weights
    acts = model.layers(x)
    out = (acts[-1] @ w[-2] + w[-1]).reshape(len(x), -1, OTHERS)
    p = masked_softmax(out, prior)
    dz = np.zeros_like(p)
    dz[rows, slots] = p[rows, slots]
    dz[rows, slots, holder[rows, slots]] -= 1.0
    dz /= len(rows)
    delta = dz.reshape(len(x), -1)
    grads: list[np.ndarray] = [np.empty(0)] * len(w)
    for i in range(len(w) - 2, -1, -2):
        grads[i] = acts[i // 2].T @ delta
        grads[i + 1] = delta.sum(axis=0)
        if i > 0:
            delta = (delta @ w[i].T) * (acts[i // 2] > 0)
    return grads
