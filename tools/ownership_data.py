"""Self-play data for the ownership model (issue 37): resumable chunks of ``.npz`` files.

The generator and its command; training code, so a developer tool that the program does not ship.

    python -m tools.ownership_data OUT_DIR --family classic --deals 100000 --chunk 200 --jobs 16

Plays deals 0 .. N - 1 of ``--seed`` (shipped bidders, Expert card play at a fixed, reduced budget, every
seat) and writes, per chunk of deals, every card-play decision's features and the true holders of the
cards the deciding seat could not see. Run it again over the same folder to go on: the chunks already written
whole are skipped, a chunk cut short is played again. One JSON line per chunk, then a summary line: chunks,
deals played, rows, seconds, deals per hour.

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

import argparse
import dataclasses
import json
import os
import random
import sys
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from belote_desktop.ai import SEARCH_PARAMS, Level, SearchParams, choose_action
from belote_desktop.ai.beliefs.ownership.features import Encoded, Layout, absolute_places, encode, stock_index
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import DECLARE, Action, DealState, Phase, PlayerView, Ruleset, find_variant, new_deal

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
              on_state: Callable[[DealState], None] | None = None, choices: list[int] | None = None) -> Rows | None:
    """Play deal number ``deal`` of ``seed`` to its end; the rows of its card-play decisions, or None when
    it was thrown in (every seat passed). ``on_state`` sees every state of the card play before its card
    (for the gate's measures); ``choices``, where given, gets every action's place among the legal ones (the
    deal's *record*: ``replay_deal`` rebuilds the rows from it without a search)."""

    def choose(view: PlayerView) -> Action:
        rng = random.Random(bot_seed(f"own:{seed}", deal, len(view.history), view.seat))
        action = choose_action(view, Level.EXPERT, rng, params=params)
        if choices is not None:
            choices.append(view.legal_actions.index(action))
        return action

    return _deal_rows(rules, seed, deal, choose, on_state)


class RecordMismatch(ValueError):
    """A deal's record that this engine does not play through to the deal's end."""


def replay_deal(rules: Ruleset, seed: int, deal: int, choices: Sequence[int], words: list[str] | None = None) -> Rows | None:
    """The rows of deal ``deal`` of ``seed`` played again from its record (``play_deal``'s ``choices``), no
    search: the rows ``play_deal`` gave; ``words``, where given, gets each action in words (``record_check``).
    RecordMismatch when the record does not fit the deal."""
    recorded = iter(choices)

    def choose(view: PlayerView) -> Action:
        at = next(recorded, None)
        if at is None:
            raise RecordMismatch(f"deal {deal}: the record ends before the deal does")
        if not 0 <= at < len(view.legal_actions):
            raise RecordMismatch(f"deal {deal}: choice {at} of {len(view.legal_actions)} legal actions")
        if words is not None:
            words.append(str(view.legal_actions[at]))
        return view.legal_actions[at]

    rows = _deal_rows(rules, seed, deal, choose, None)
    if next(recorded, None) is not None:
        raise RecordMismatch(f"deal {deal}: the record goes on after the deal's end")
    return rows


def _deal_rows(rules: Ruleset, seed: int, deal: int, choose: Callable[[PlayerView], Action],
               on_state: Callable[[DealState], None] | None) -> Rows | None:
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
        state = state.apply(choose(view))
    if not xs:
        return None
    rows = len(xs)
    return Rows(np.stack(xs).astype(np.float16), np.stack(priors), np.stack(hold),
                np.full(rows, deal, dtype=np.int32), np.array(seats, dtype=np.int8),
                np.array(tricks, dtype=np.int8))


def holders(hands: tuple[int, ...] | list[int], seat: int, enc: Encoded,
            down: tuple[int, ...] | list[int] = ()) -> np.ndarray:
    """The true place of each target slot (``features.place_indices``: the other seats in turn order after
    ``seat``, 0 the next, then the stock, then the face-down piles), -1 for a slot that is not a target. ``hands``:
    the real hands of every seat; ``down``: where the game has them, the real face-down table cards of every seat
    (``DealState.zones.table_down``); a target card in none of them was never dealt. Reads the real cards: for
    training and the gate, never for a bot."""
    n = len(hands)
    k = enc.knowledge
    if k.face_down and len(down) != n:
        raise ValueError("the true places of a game with face-down table cards need those cards (down=...)")
    stock = stock_index(n, k.face_down)
    index = {place: i for i, place in enumerate(absolute_places(n, seat, bool(k.unused), k.face_down))}
    out = np.full(len(enc.cards), -1, dtype=np.int8)
    for slot in np.flatnonzero(enc.target):
        card = int(enc.cards[slot])
        place = next((s for s in range(n) if s != seat and hands[s] >> card & 1), -1)
        if place < 0 and k.face_down:
            place = next((n + s for s in range(n) if down[s] >> card & 1), -1)
        out[slot] = index.get(place if place >= 0 else stock, -1)
    return out


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


def read_records(path: Path) -> list[list[int]] | None:
    """The records of a chunk's deals, one a deal from its first (``play_deal``'s ``choices``), or None for a
    chunk written without them (before they were kept) or one that does not read back."""
    try:
        with np.load(path, allow_pickle=False) as data:
            if "choices" not in data.files:
                return None
            flat, counts = data["choices"].astype(np.int64), data["choice_counts"].astype(np.int64)
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None
    return _split(flat, counts)


def _split(flat: np.ndarray, counts: np.ndarray) -> list[list[int]]:
    ends = np.cumsum(counts)
    return [flat[end - n:end].tolist() for n, end in zip(counts, ends)]


def _records_arrays(records: list[list[int]]) -> dict[str, np.ndarray]:
    flat = [c for record in records for c in record]
    return {"choices": np.array(flat, dtype=np.uint16), "choice_counts": np.array([len(r) for r in records], dtype=np.int32)}


def write_chunk(path: Path, meta: dict[str, object], rows: Rows, records: list[list[int]] | None = None) -> None:
    """Write whole or not at all: to a temporary file in the same folder, then renamed over ``path``; with the
    deals' records where given."""
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.npz")
    arrays: dict[str, Any] = {"meta": np.array(json.dumps(meta)), **(_records_arrays(records) if records is not None else {}),
                              **{name: getattr(rows, name) for name in ARRAYS}}
    try:
        np.savez_compressed(tmp, **arrays)
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
    records: list[list[int]] = []
    parts: list[Rows] = []
    for d in range(index * chunk, (index + 1) * chunk):
        records.append([])
        if (played := play_deal(rules, seed, d, choices=records[-1])) is not None:
            parts.append(played)
    meta["played"] = len(parts)
    meta["record_check"] = record_check(rules, seed, index * chunk, records)
    all_rows = Rows.concat(parts) if parts else _empty(rules)
    write_chunk(path, meta, all_rows, records)
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
    yield from _run(_make_chunk_star, tasks, jobs)


def _run(work: Callable[[Any], dict[str, object]], tasks: list[Any], jobs: int) -> Iterator[dict[str, object]]:
    """Each task's summary, ``jobs`` processes at once (in any order), or in this process in order."""
    if jobs <= 1:
        for task in tasks:
            yield work(task)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(work, tasks)


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


RECORDS_VERSION = 1


def record_check(rules: Ruleset, seed: int, first_deal: int, records: list[list[int]]) -> int:
    """A checksum of the actions that ``records`` (deals ``first_deal`` on) stand for, in words: an engine
    that lists the legal actions in another order replays other actions, and the check tells."""
    said: list[list[str]] = []
    for i, record in enumerate(records):
        deal = first_deal + i
        state = new_deal(rules, dealer=deal % rules.players, seed=deal_seed(seed, deal))
        said.append([])
        for at in record:
            legal = () if state.is_terminal() else state.view_for(state.current_player()).legal_actions
            if not 0 <= at < len(legal):
                raise RecordMismatch(f"deal {deal}: choice {at} of {len(legal)} legal actions")
            said[-1].append(str(legal[at]))
            state = state.apply(legal[at])
    return _words_check(said)


def _words_check(said: list[list[str]]) -> int:
    check = 0
    for words in said:
        check = zlib.crc32(("|".join(words) + "\n").encode(), check)
    return check


def _recorded_chunk(path: Path, metas: list[dict[str, object]]) -> tuple[dict[str, object], list[list[int]], int] | None:
    """The chunk at ``path``: its meta, its deals' records and its rows' count; None: written without records
    (left out). One of another game, seed, chunk size or budget than ``metas``' is refused."""
    found, chunk_records = read_chunk(path), read_records(path)
    if found is None or chunk_records is None:
        return None
    meta, chunk_rows = found
    if metas and any(meta[k] != metas[0][k] for k in ("family", "seed", "chunk", "params")):
        raise ChunkMismatch(f"{path}: another game, seed, chunk size or budget than {metas[0]}")
    if "record_check" not in meta:
        return None
    return meta, chunk_records, len(chunk_rows)


def _records_head(metas: list[dict[str, object]], rows: list[int]) -> dict[str, object]:
    first = metas[0]
    return {"version": RECORDS_VERSION, "family": first["family"], "seed": first["seed"], "chunk": first["chunk"],
            "params": first["params"], "indices": [m["index"] for m in metas], "played": [m["played"] for m in metas],
            "rows": rows, "checks": [m["record_check"] for m in metas]}


def pack_records(folder: str | Path, out: str | Path) -> dict[str, object]:
    """Every chunk's deal records in ``folder`` into one small file (``out``, .npz): what the search chose,
    an action's place among the legal ones, a few dozen numbers a deal instead of its rows. ``unpack_records``
    writes the chunks again from it without a search, on any machine. The chunks written without records are
    left out (counted). All must be one game, seed, chunk size and budget."""
    metas: list[dict[str, object]] = []
    records: list[list[int]] = []
    rows: list[int] = []
    left_out = 0
    for path in sorted(Path(folder).glob("*.npz")):
        if path.name.startswith("."):
            continue
        recorded = _recorded_chunk(path, metas)
        if recorded is None:
            left_out += 1
            continue
        meta, chunk_records, chunk_rows = recorded
        metas.append(meta)
        records.extend(chunk_records)
        rows.append(chunk_rows)
    if not metas:
        raise FileNotFoundError(f"no chunk with its deals' records in {folder}")
    first = metas[0]
    head = _records_head(metas, rows)
    arrays: dict[str, Any] = {"meta": np.array(json.dumps(head)), **_records_arrays(records)}
    np.savez_compressed(out, **arrays)
    return {"family": first["family"], "seed": first["seed"], "chunks": len(metas), "deals": len(records),
            "left_out": left_out, "bytes": os.path.getsize(out)}


def _replayed_rows(rules: Ruleset, seed: int, where: tuple[int, int], records: list[list[int]],
                   recorded: tuple[int, int, int]) -> Rows:
    """The rows of chunk ``where`` (its size and index) played again from ``records``; refused unless the deals
    played, the rows and the words' check are the ``recorded`` ones."""
    chunk, index = where
    played, expected_rows, check = recorded
    said: list[list[str]] = [[] for _ in records]
    parts = [rebuilt for i, record in enumerate(records)
             if (rebuilt := replay_deal(rules, seed, index * chunk + i, record, said[i])) is not None]
    if _words_check(said) != check:
        raise RecordMismatch(f"chunk {index}: the records stand for other actions in this engine")
    all_rows = Rows.concat(parts) if parts else _empty(rules)
    if len(parts) != played or len(all_rows) != expected_rows:
        raise RecordMismatch(f"chunk {index}: {len(parts)} deals and {len(all_rows)} rows rebuilt, "
                             f"{played} and {expected_rows} recorded")
    return all_rows


def _unpack_chunk(task: tuple[str, int, int, int, dict[str, object], list[list[int]], int, int, int, str]) -> dict[str, object]:
    family, seed, chunk, index, params, records, played, expected_rows, check, out = task
    rules = find_variant(family)
    path = chunk_path(Path(out), family, seed, index)
    meta = chunk_meta(rules, seed, chunk, index)
    meta["params"] = params
    found = read_chunk(path)
    if found is not None and {k: v for k, v in found[0].items() if k in meta} == meta:
        return {"index": index, "skipped": True, "rows": len(found[1]), "deals": found[0].get("played", 0)}
    all_rows = _replayed_rows(rules, seed, (chunk, index), records, (played, expected_rows, check))
    meta["played"] = played
    meta["record_check"] = check
    write_chunk(path, meta, all_rows, records)
    return {"index": index, "skipped": False, "rows": len(all_rows), "deals": played}


def unpack_records(records_file: str | Path, out: str | Path, jobs: int = 1) -> Iterator[dict[str, object]]:
    """Write the chunks of a ``pack_records`` file into ``out``, each deal played again from its record (no
    search; the same rows as when it was first played), ``jobs`` at once; a chunk already there whole with
    the same settings is skipped. Yields each chunk's summary (in any order)."""
    with np.load(records_file, allow_pickle=False) as data:
        head = json.loads(str(data["meta"]))
        flat, counts = data["choices"].astype(np.int64), data["choice_counts"].astype(np.int64)
    if head.get("version") != RECORDS_VERSION:
        raise ChunkMismatch(f"{records_file}: records version {head.get('version')}, this one reads {RECORDS_VERSION}")
    family, seed, chunk = str(head["family"]), int(head["seed"]), int(head["chunk"])
    Layout.for_rules(find_variant(family))  # an unknown game or one with no layout: refused before any work
    Path(out).mkdir(parents=True, exist_ok=True)
    deals = _split(flat, counts)
    tasks = [(family, seed, chunk, int(index), head["params"], deals[k * chunk:(k + 1) * chunk], int(played), int(rows), int(check), str(out))
             for k, (index, played, rows, check) in enumerate(zip(head["indices"], head["played"], head["rows"], head["checks"]))]
    yield from _run(_unpack_chunk, tasks, jobs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_data",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("out", help="the folder of the chunks (made if missing; keep it out of the repository)")
    parser.add_argument("--family", default="classic", help="a game's id: two to four seats, three places a hidden card may be at most (default: classic)")
    parser.add_argument("--deals", type=int, default=1000, help="deals to cover, rounded up to whole chunks")
    parser.add_argument("--chunk", type=int, default=200, help="deals per chunk file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.chunk < 1 or args.jobs < 1:
        parser.error("--deals, --chunk and --jobs must be at least 1")
    started = time.perf_counter()
    chunks = played = rows = made = 0
    try:
        for summary in generate(args.out, args.family, args.deals, args.chunk, args.seed, args.jobs):
            print(json.dumps(summary), flush=True)
            chunks += 1
            rows += int(summary["rows"])  # type: ignore[call-overload]
            played += int(summary["deals"])  # type: ignore[call-overload]
            made += 0 if summary["skipped"] else args.chunk
    except ValueError as error:
        print(f"ownership_data: {error}", file=sys.stderr)
        return 2
    seconds = time.perf_counter() - started
    print(json.dumps({"family": args.family, "seed": args.seed, "chunks": chunks, "deals_played": played, "rows": rows,
                      "jobs": args.jobs, "seconds": round(seconds, 1),
                      "deals_per_hour": round(made * 3600 / seconds) if made else None}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
