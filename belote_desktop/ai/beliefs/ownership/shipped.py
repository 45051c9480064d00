"""The ownership models the bots use: one per game, shipped in ``ai/data/ownership-<game id>.npz``.

``model_for(rules)`` gives the game's model, or None where none is shipped (or the file is not one this
version reads: the bots then weigh their deals as before). The tools may name another file through the
environment variable ``BELOTE_OWNERSHIP_MODEL`` (read by worker processes too): it is used for the game it
was trained on (its ``meta["family"]``) in place of the shipped one.

``model_sampler(view, knowledge)``: the search's deals drawn from the model (``sampler.WeightedSampler``).
The models learned from deals with an auction; a deal played on a fixed contract (a deal file, the deal
editor, the arena's card play only) has none, and only a game whose model was measured there and helped
(``READS_DEALS_WITHOUT_AUCTION``) draws from it then: in La Coinche, whose model reads the bids' suits and
values, it did worse there than the uniform deals (docs/benchmarks.md, issue 37).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from ....engine import PlayerView, Ruleset
from ..inference import UNEXPLAINED, InconsistentView, Knowledge
from .features import Layout, encode
from .model import OwnershipModel, SchemaMismatch, load
from .sampler import WeightedSampler

log = logging.getLogger(__name__)

MODEL_ENV = "BELOTE_OWNERSHIP_MODEL"
DATA_DIR = Path(__file__).resolve().parents[2] / "data"  # ai/data (this file: ai/beliefs/ownership/shipped.py)
_cache: dict[tuple[str, str], OwnershipModel | None] = {}
READS_DEALS_WITHOUT_AUCTION = frozenset({"classic"})  # measured on fixed contracts: +1.5 card points a deal


def shipped_path(game_id: str) -> Path:
    return DATA_DIR / f"ownership-{game_id}.npz"


def model_for(rules: Ruleset) -> OwnershipModel | None:
    """The model for this game, or None (no model for it, or a file this version cannot read)."""
    override = os.environ.get(MODEL_ENV, "")
    key = (rules.id, override)
    if key in _cache:
        return _cache[key]
    model = None
    try:
        layout = Layout.for_rules(rules)
    except ValueError:
        layout = None
    if layout is not None:
        for path in ([Path(override)] if override else []) + [shipped_path(rules.id)]:
            if not path.is_file():
                continue
            try:
                found = load(path, layout)
            except (OSError, ValueError, KeyError, SchemaMismatch) as error:
                log.warning("ownership model %s not used: %s", path, error)
                continue
            if found.meta.get("family") == rules.id:
                model = found
                break
    _cache[key] = model
    return model


def model_sampler(view: PlayerView, knowledge: Knowledge) -> WeightedSampler | None:
    """Deals for ``view``'s search drawn from the game's model, or None where there is no model (or no deal
    fits, or the view is one it cannot explain: the caller keeps its uniform sampler; counted in
    ``inference.UNEXPLAINED``). Never raises."""
    model = model_for(view.rules)
    if model is None or (not view.bidding and view.rules.id not in READS_DEALS_WITHOUT_AUCTION):
        return None
    try:
        enc = encode(view, knowledge=knowledge)
        return WeightedSampler(knowledge, model.tilts(view, enc))
    except Exception as error:  # never the move's end: a view it cannot explain draws uniform deals, counted
        UNEXPLAINED[f"model: {type(error).__name__}"] += 1
        if isinstance(error, (InconsistentView, ValueError)):
            log.debug("no deals from the ownership model here: %s", error)
        else:
            log.warning("the ownership model's deals failed here; this move draws uniform deals", exc_info=True)
        return None
