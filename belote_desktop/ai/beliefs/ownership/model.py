"""The ownership model: a small MLP in numpy, for each unseen card the chance each other seat holds it.

``features -> 128 -> 64 -> slots x 3`` (ReLU), read as a correction of the hard facts' uniform chances:
the logit of "place r holds the card in slot s" (``features.place_indices``: the other seats, then the cards
never dealt, then the face-down table piles) is ``log prior[s, r] + out[s, r]``, and a place the hard facts rule out (prior 0, and a place
the game does not have) gets no logit at all: its chance is exactly 0, and the others' are renormalised per
card (a softmax over the places that may hold it). An untrained model (zero last layer) gives the prior itself.

The program only reads and runs a model. Making one is ``tools/ownership_fit.py``'s job (a fresh model, minibatch
Adam with early stopping on held-out deals, the file written): the file is an ``.npz`` of the weights ``w0, w1, ...``
(float16; W1, b1, W2, b2, ...), ``schema`` (the feature layout in words), ``schema_hash`` and ``meta`` (JSON: how it
was trained, ``symmetric``); ``load`` refuses a file whose hash is not its schema's or, given one, the layout's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ....engine import PlayerView
from .features import OTHERS, Encoded, Layout, encode, place_indices, side_suit_permutations


class SchemaMismatch(ValueError):
    """A saved model made for another feature layout."""


@dataclass
class OwnershipModel:
    schema: str
    schema_hash: str
    weights: list[np.ndarray]  # W1, b1, W2, b2, W3, b3 (float32)
    meta: dict[str, object] = field(default_factory=dict)

    @property
    def slots(self) -> int:
        return int(self.weights[-1].shape[0]) // OTHERS

    # -- the forward pass ------------------------------------------------------------------------------
    def layers(self, x: np.ndarray) -> list[np.ndarray]:
        """The input and each hidden layer's activations, in order (the last one is the output layer's input)."""
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
        acts = self.layers(x)
        out = (acts[-1] @ self.weights[-2] + self.weights[-1]).reshape(len(x), -1, OTHERS)
        return masked_softmax(out, prior)

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


def masked_softmax(out: np.ndarray, prior: np.ndarray) -> np.ndarray:
    """Per card, the chances of ``log prior + out`` over the places whose prior is not 0 (0 elsewhere)."""
    allowed = prior > 0
    logits = np.where(allowed, out + np.log(np.where(allowed, prior, 1.0)), -np.inf)
    top = logits.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.where(allowed, np.exp(logits - top), 0.0)
    total = e.sum(axis=-1, keepdims=True)
    shares: np.ndarray = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return shares.astype(np.float32)
