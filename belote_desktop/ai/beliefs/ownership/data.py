"""Self-play data for the ownership model: at every card-play decision, the deciding seat's features and the
true holder of each card it cannot see.

Deals come from fresh seeds (``own:<seed>:<deal>``, the dealer turning); every seat bids with the shipped
Expert bidder and plays with Expert's search at a fixed, reduced budget (``DATA_PARAMS``: sample counts
only, the clock lifted, so the machine's load never changes a choice). Deal ``i`` is always played alike,
whatever the chunk size, the number of jobs or the machine.

The deals are written in chunks of ``chunk`` deals, ``<family>-s<seed>-c<NNNNN>.npz`` in the output folder,
each written whole to a temporary name and then renamed (a chunk is there whole or not at all). A run again
over the same folder skips the chunks that read back whole, and plays again those that do not (a file cut
short by a crash); a chunk made with other settings (budget, chunk size, feature layout) is refused.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ....engine import DECLARE, DealState, Phase, Ruleset, find_variant, new_deal
from ... import SEARCH_PARAMS, Level, SearchParams, choose_action
from ...seeds import bot_seed
from .features import Layout, encode, holders

DATA_VERSION = 1
# Expert's search at about a quarter of its deals: 200 sampled deals a card, 30 solved exactly from 12 cards
DATA_PARAMS: SearchParams = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=200, exact_samples=30).without_clock()
ARRAYS = ("x", "prior", "holder", "deal", "seat", "tricks")


@dataclass(frozen=True)
class Rows:
    """The rows of some deals: one row per card-play decision."""

    x: np.ndarray  # float16 (rows, features)
    prior: np.ndarray  # float32 (rows, slots, 3): uniform chances among the deals that fit the hard facts
    holder: np.ndarray  # int8 (rows, slots): the true place (``features.place_indices``), -1 where nothing is asked
    deal: np.ndarray  # int32 (rows,): the deal's number
    seat: np.ndarray  # int8 (rows,): the deciding seat
    tricks: np.ndarray  # int8 (rows,): tricks done at the decision

    def __len__(self) -> int:
        return len(self.deal)

    @staticmethod
    def concat(parts: list[Rows]) -> Rows:
        return Rows(*(np.concatenate([getattr(p, name) for p in parts]) for name in ARRAYS))


def deal_seed(seed: int, deal: int) -> str:
    return f"own:{seed}:{deal}"


def play_deal(rules: Ruleset, seed: int, deal: int, params: SearchParams = DATA_PARAMS,
              on_state: Callable[[DealState], None] | None = None) -> Rows | None:
    """Play deal number ``deal`` of ``seed`` to its end; the rows of its card-play decisions, or None when
    it was thrown in (every seat passed). ``on_state`` sees every state of the card play before its card
    (for the gate's measures)."""
    layout = Layout.for_rules(rules)
    state = new_deal(rules, dealer=deal % rules.players, seed=deal_seed(seed, deal))
    xs: list[np.ndarray] = []
    priors: list[np.ndarray] = []
    hold: list[np.ndarray] = []
    seats: list[int] = []
    tricks: list[int] = []
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        if view.phase is Phase.PLAY and DECLARE not in view.legal_actions:
            enc = encode(view, layout)
            xs.append(enc.x)
            priors.append(enc.prior)
            hold.append(holders(state.hands, seat, enc, state.zones.table_down))
            seats.append(seat)
            tricks.append(len(view.tricks))
            if on_state is not None:
                on_state(state)
        rng = random.Random(bot_seed(f"own:{seed}", deal, len(view.history), seat))
        state = state.apply(choose_action(view, Level.EXPERT, rng, params=params))
    if not xs:
        return None
    rows = len(xs)
    return Rows(np.stack(xs).astype(np.float16), np.stack(priors), np.stack(hold),
                np.full(rows, deal, dtype=np.int32), np.array(seats, dtype=np.int8),
                np.array(tricks, dtype=np.int8))


def chunk_path(out: Path, family: str, seed: int, index: int) -> Path:
    return out / f"{family}-s{seed}-c{index:05d}.npz"


def chunk_meta(rules: Ruleset, seed: int, chunk: int, index: int, params: SearchParams = DATA_PARAMS) -> dict[str, object]:
    return {
        "version": DATA_VERSION, "family": rules.id, "seed": seed, "chunk": chunk, "index": index,
        "first_deal": index * chunk, "schema_hash": Layout.for_rules(rules).schema_hash,
        "params": {"samples": params.samples, "exact_cards": params.exact_cards,
                   "exact_samples": params.exact_samples, "play_likelihood": params.play_likelihood},
    }


class ChunkMismatch(ValueError):
    """A chunk file that reads back whole but was made with other settings."""


def read_chunk(path: Path) -> tuple[dict[str, object], Rows] | None:
    """A chunk file's settings and rows, or None when the file is missing or does not read back whole."""
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            arrays = {name: data[name] for name in ARRAYS}
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None
    return meta, Rows(**arrays)


def write_chunk(path: Path, meta: dict[str, object], rows: Rows) -> None:
    """Write whole or not at all: to a temporary file in the same folder, then renamed over ``path``."""
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.npz")
    try:
        np.savez_compressed(tmp, meta=np.array(json.dumps(meta)), **{name: getattr(rows, name) for name in ARRAYS})
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


def make_chunk(family: str, seed: int, chunk: int, index: int, out: str) -> dict[str, object]:
    """Play and write chunk ``index`` unless a whole one with the same settings is there; its summary."""
    rules = find_variant(family)
    path = chunk_path(Path(out), family, seed, index)
    meta = chunk_meta(rules, seed, chunk, index)
    found = read_chunk(path)
    if found is not None:
        old_meta, rows = found
        if {k: v for k, v in old_meta.items() if k in meta} != meta:
            raise ChunkMismatch(f"{path} was made with other settings: {old_meta} (now {meta})")
        return {"index": index, "skipped": True, "rows": len(rows), "deals": old_meta.get("played", 0)}
    parts = [played for d in range(index * chunk, (index + 1) * chunk)
             if (played := play_deal(rules, seed, d)) is not None]
    meta["played"] = len(parts)
    all_rows = Rows.concat(parts) if parts else _empty(rules)
    write_chunk(path, meta, all_rows)
    return {"index": index, "skipped": False, "rows": len(all_rows), "deals": len(parts)}


def _empty(rules: Ruleset) -> Rows:
    layout = Layout.for_rules(rules)
    c = layout.cards
    return Rows(np.zeros((0, layout.size), np.float16), np.zeros((0, c, 3), np.float32), np.zeros((0, c), np.int8),
                np.zeros(0, np.int32), np.zeros(0, np.int8), np.zeros(0, np.int8))


def _make_chunk_star(args: tuple[str, int, int, int, str]) -> dict[str, object]:
    return make_chunk(*args)


def generate(out: str | Path, family: str, deals: int, chunk: int, seed: int, jobs: int) -> Iterator[dict[str, object]]:
    """Make the chunks covering deals 0 .. ``deals`` - 1 (rounded up to whole chunks), ``jobs`` at once;
    yields each chunk's summary as it is done (in any order)."""
    find_variant(family)  # an unknown family: refused before any work
    Layout.for_rules(find_variant(family))
    Path(out).mkdir(parents=True, exist_ok=True)
    tasks = [(family, seed, chunk, index, str(out)) for index in range(-(-deals // chunk))]
    if jobs <= 1:
        for task in tasks:
            yield _make_chunk_star(task)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_make_chunk_star, tasks)


def load_rows(folder: str | Path) -> tuple[Rows, list[dict[str, object]]]:
    """Every whole chunk in ``folder`` (those that do not read back are left out) and their settings; all
    must share one feature layout."""
    parts: list[Rows] = []
    metas: list[dict[str, object]] = []
    for path in sorted(Path(folder).glob("*.npz")):
        if path.name.startswith("."):
            continue
        found = read_chunk(path)
        if found is None:
            continue
        meta, rows = found
        if metas and meta["schema_hash"] != metas[0]["schema_hash"]:
            raise ChunkMismatch(f"{path}: another feature layout than {metas[0]['schema_hash']}")
        parts.append(rows)
        metas.append(meta)
    if not parts:
        raise FileNotFoundError(f"no chunk of data in {folder}")
    return Rows.concat(parts), metas
