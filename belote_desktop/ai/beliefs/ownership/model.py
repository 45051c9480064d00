"""The ownership model: a small MLP in numpy, for each unseen card the chance each other seat holds it.

``features -> 128 -> 64 -> slots x 3`` (ReLU), read as a correction of the hard facts' uniform chances:
the logit of "place r holds the card in slot s" (``features.place_indices``: the other seats, then the cards
never dealt, then the face-down table piles) is ``log prior[s, r] + out[s, r]``, and a place the hard facts rule out (prior 0, and a place
the game does not have) gets no logit at all: its chance is exactly 0, and the others' are renormalised per
card (a softmax over the places that may hold it). An untrained model (zero last layer) gives the prior itself.

Training: minibatch Adam on the mean negative log-probability of each hidden card's true holder, early
stopping on a validation split (whole deals held out). Saved as a small ``.npz`` (weights in float16) with
the feature layout's schema and its hash; ``load`` refuses a file whose hash is not the layout's.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ....engine import PlayerView
from .features import OTHERS, Encoded, Layout, encode, place_indices, side_suit_permutations

HIDDEN = (128, 64)


class SchemaMismatch(ValueError):
    """A saved model made for another feature layout."""


@dataclass
class OwnershipModel:
    schema: str
    schema_hash: str
    weights: list[np.ndarray]  # W1, b1, W2, b2, W3, b3 (float32)
    meta: dict[str, object] = field(default_factory=dict)

    @staticmethod
    def fresh(layout: Layout, rng: np.random.Generator, hidden: tuple[int, ...] = HIDDEN) -> OwnershipModel:
        sizes = (layout.size, *hidden, layout.cards * OTHERS)
        weights: list[np.ndarray] = []
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            last = i == len(sizes) - 2
            w = np.zeros((a, b), np.float32) if last else (rng.standard_normal((a, b)) * np.sqrt(2.0 / a)).astype(np.float32)
            weights += [w, np.zeros(b, np.float32)]
        return OwnershipModel(layout.schema, layout.schema_hash, weights)

    @property
    def slots(self) -> int:
        return int(self.weights[-1].shape[0]) // OTHERS

    # -- the forward pass ------------------------------------------------------------------------------
    def _hidden(self, x: np.ndarray) -> list[np.ndarray]:
        acts = [x]
        w = self.weights
        for i in range(0, len(w) - 2, 2):
            acts.append(np.maximum(acts[-1] @ w[i] + w[i + 1], 0.0))
        return acts

    def probabilities(self, x: np.ndarray, prior: np.ndarray, symmetric: bool | None = None) -> np.ndarray:
        """(rows, slots, 3): the chance each other seat holds each card; 0 where the prior is 0, and per card
        summing to 1 over the seats that may hold it (all 0 for a slot with no hidden card). ``symmetric``
        (default: as trained, ``meta["symmetric"]``): the mean of the six readings with the side suits renamed."""
        x = np.asarray(x, dtype=np.float32)
        if symmetric is None:
            symmetric = bool(self.meta.get("symmetric", False))
        if not symmetric:
            return self._probabilities(x, prior)
        feature_maps, slot_perms = _perms_for(self.schema, x.shape[1], prior.shape[1])
        total = np.zeros(prior.shape, np.float32)
        for f, slots in zip(feature_maps, slot_perms):
            total[:, slots] += self._probabilities(x[:, f], prior[:, slots])
        return total / len(feature_maps)

    def _probabilities(self, x: np.ndarray, prior: np.ndarray) -> np.ndarray:
        acts = self._hidden(x)
        out = (acts[-1] @ self.weights[-2] + self.weights[-1]).reshape(len(x), -1, OTHERS)
        return _masked_softmax(out, prior)

    def beliefs(self, view: PlayerView, enc: Encoded | None = None) -> dict[int, tuple[float, ...]]:
        """For each card ``view.seat`` cannot see and that is not known to be in a hand: per place (its absolute
        index, ``features.absolute_places``) the chance it is there: per seat its hand (the viewer's own: 0), where
        cards lie face down on the table each seat's pile (``players + seat``), where cards are never dealt the
        stock. ``enc``: the view already encoded."""
        return self._per_card(view, enc, tilt=False)

    def tilts(self, view: PlayerView, enc: Encoded | None = None) -> dict[int, tuple[float, ...]]:
        """The same cards' model chance over their uniform chance per place (0 where the hard facts forbid), by
        absolute index as ``beliefs``: the weights of ``sampler.WeightedSampler``."""
        return self._per_card(view, enc, tilt=True)

    def _per_card(self, view: PlayerView, enc: Encoded | None, tilt: bool) -> dict[int, tuple[float, ...]]:
        layout = Layout.for_rules(view.rules)
        self.check(layout)
        if enc is None:
            enc = encode(view, layout)
        p = self.probabilities(enc.x[None, :], enc.prior[None])[0]
        if tilt:
            p = np.divide(p, enc.prior, out=np.zeros_like(p), where=enc.prior > 0)
        places = place_indices(layout, view.seat)
        out: dict[int, tuple[float, ...]] = {}
        for slot in np.flatnonzero(enc.target):
            chances = [0.0] * layout.indices
            for place, index in enumerate(places):
                chances[index] = float(p[slot, place])
            out[int(enc.cards[slot])] = tuple(chances)
        return out

    def check(self, layout: Layout) -> None:
        if layout.schema_hash != self.schema_hash:
            raise SchemaMismatch(
                f"the ownership model was trained on feature layout {self.schema_hash}, this game's is "
                f"{layout.schema_hash}: train it again for this layout")

    # -- saving ----------------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        # Any, not np.ndarray: mypy matches a ``**`` dict against savez's ``allow_pickle: bool`` too (which
        # numpy 1.26 lacks, so it is not passed by name)
        arrays: dict[str, Any] = {f"w{i}": w.astype(np.float16) for i, w in enumerate(self.weights)}
        arrays.update(schema=np.array(self.schema), schema_hash=np.array(self.schema_hash),
                      meta=np.array(json.dumps(self.meta)))
        np.savez_compressed(path, **arrays)


def load(path: str | Path, layout: Layout | None = None) -> OwnershipModel:
    """A saved model; with ``layout``, refused (``SchemaMismatch``) unless it was trained on that layout."""
    with np.load(path, allow_pickle=False) as data:
        count = sum(1 for name in data.files if name.startswith("w"))
        model = OwnershipModel(str(data["schema"]), str(data["schema_hash"]),
                               [data[f"w{i}"].astype(np.float32) for i in range(count)],
                               json.loads(str(data["meta"])))
    if model.schema_hash != _hash_of(model.schema):
        raise SchemaMismatch(f"{path}: the schema hash does not match the schema it carries")
    if layout is not None:
        model.check(layout)
    return model


_PERMS: dict[str, tuple[np.ndarray, np.ndarray]] = {}


def _perms_for(schema: str, features: int, slots: int) -> tuple[np.ndarray, np.ndarray]:
    """The side-suit permutations of the layout a schema names (every layout of ``Layout.for_rules``)."""
    if schema not in _PERMS:
        try:
            layout = Layout.from_schema(schema)
        except ValueError:
            raise SchemaMismatch("the model's schema is not one this version reads") from None
        if layout.size != features or layout.cards != slots:
            raise SchemaMismatch("the model's schema is not one this version reads")
        _PERMS[schema] = side_suit_permutations(layout)
    return _PERMS[schema]


def _hash_of(schema: str) -> str:
    import hashlib

    return hashlib.sha256(schema.encode()).hexdigest()[:16]


def _masked_softmax(out: np.ndarray, prior: np.ndarray) -> np.ndarray:
    allowed = prior > 0
    logits = np.where(allowed, out + np.log(np.where(allowed, prior, 1.0)), -np.inf)
    top = logits.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.where(allowed, np.exp(logits - top), 0.0)
    total = e.sum(axis=-1, keepdims=True)
    shares: np.ndarray = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return shares.astype(np.float32)


def mean_log_prob(p: np.ndarray, holder: np.ndarray) -> tuple[float, int]:
    """The mean log-probability given to each target card's true holder, and how many cards were counted."""
    rows, slots = np.nonzero(holder >= 0)
    if len(rows) == 0:
        return 0.0, 0
    chosen = p[rows, slots, holder[rows, slots]]
    return float(np.log(np.maximum(chosen, 1e-12)).mean()), len(rows)


# -- training ----------------------------------------------------------------------------------------------
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
    model = OwnershipModel.fresh(layout, rng, hidden)
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

    uniform = OwnershipModel.fresh(layout, rng)  # a zero last layer: the prior itself
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
    acts = model._hidden(x)
    out = (acts[-1] @ w[-2] + w[-1]).reshape(len(x), -1, OTHERS)
    p = _masked_softmax(out, prior)
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
