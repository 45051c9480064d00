"""Fuzz the app's files: mutate saves, settings and statistics, load each the way the app does.

Each case writes one mutated file into a fresh app folder (BELOTE_DESKTOP_HOME) and runs, in a
worker process, the same storage calls the app makes: at start-up ``load_settings`` then
``save_settings``; ``read_autosave`` then ``write_autosave`` of the next game; ``load_stats``,
``record_match``, ``save_stats``; the Open dialog's ``list_saves`` and ``load_save``, then "Save
game" under the same name. A case that takes longer than ``--timeout`` seconds is counted as
hung and its worker killed (a hang is detected, not suffered).

Mutations: byte flips, truncation, wrong types, renamed and missing keys, deep nesting, huge
files, lone surrogates, NaN, endless legal action lists, odd dates, newer format versions,
FIFOs, links to devices, folders at a file's path, and unreadable files (permission denied and
I/O errors, injected into the reader since root can read anything).

Every preset is fuzzed: case N mutates a save, an autosave and settings of the game
``PRESETS[N // 4 % len(PRESETS)]`` (statistics hold every game), so every game's records go through it.

Outcomes: ``refused_cleanly`` (the app says what is wrong), ``accepted`` (loaded as is),
``crashed`` (an exception the app does not handle), ``hung``. ``files_lost`` counts cases where
something was lost: a refused file whose original bytes (or the special file) exist nowhere in
the app's folders afterwards, or an accepted file that does not round-trip (what was loaded,
written again the app's way and read back, is not equal to what was loaded: the game, its name,
seat, players and counters; the settings; the statistics).
The last line printed is JSON (``by_preset``: cases per game, with ``--verbose`` counts per
mutation too).

    python -m belote_desktop.tools.fuzz_files --cases 1000 [--seed 1] [--timeout 10]
    python -m belote_desktop.tools.fuzz_files --bounds   # time the record bounds (JSON)
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import json
import multiprocessing
import os
import random
import shutil
import stat
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import StrOrBytesPath

    from ..storage.saves import LoadedGame

from ..engine.rules import VARIANTS

TARGETS = ("settings", "statistics", "autosave", "save")
PRESETS = tuple(VARIANTS)  # every preset, in the engine's order
MUTATIONS = (
    "byte_flip", "truncate", "wrong_type", "rename_key", "drop_key", "deep_nesting", "huge", "surrogate",
    "nan", "endless_actions", "odd_date", "newer_version", "fifo", "device_link", "folder", "unreadable_eacces",
    "unreadable_eio",
)
SAVE_NAME = "Fuzzed"


@dataclass
class Case:
    number: int
    target: str
    mutation: str
    home: str
    inject: str = ""  # "EACCES" / "EIO": reading the file fails so
    preset: str = "classic"  # the game of the save, autosave or settings


# -- base documents -----------------------------------------------------------------------

def _base_documents() -> dict[str, dict[str, dict[str, Any]]]:
    """target -> preset -> the good document a case mutates (statistics: one holding every game)."""
    from ..engine import MatchState, find_variant, new_match
    from ..storage.saves import SavePayload, save_document
    from ..storage.settings import Settings
    from ..storage.stats import Statistics, record_match

    rng = random.Random(7)

    def play(game: MatchState, count: int) -> MatchState:
        for _ in range(count):
            if game.is_terminal():
                break
            game = game.apply(rng.choice(game.legal_actions()))
        return game

    stats = Statistics()
    out: dict[str, dict[str, dict[str, Any]]] = {target: {} for target in TARGETS}
    for n, preset in enumerate(PRESETS):
        rules = find_variant(preset)
        record_match(stats, play(new_match(rules, seed=3 + n), 100_000), undo_used=n % 3)
        record_match(stats, play(new_match(rules, seed=40 + n), 60))  # abandoned
        game = play(new_match(rules, seed=5 + n), 150)
        seats = rules.players
        levels = [None] + ["expert" if s % 2 else "beginner" for s in range(1, seats)]
        payload = SavePayload(game, 0, {"names": [f"P{s}" for s in range(seats)], "levels": levels},
                              {"undo_used": 1, "suggestions_used": n})
        out["settings"][preset] = Settings(
            animation_speed="fast", hints=False, player_name="Мария", language="fr", last_variant=preset,
            last_overrides={"target_score": 1500}).to_dict()
        out["autosave"][preset] = save_document(payload, "Autosave")
        out["save"][preset] = save_document(payload, SAVE_NAME)
    for preset in PRESETS:
        out["statistics"][preset] = stats.to_dict()
    return out


def _target_path(target: str) -> Path:
    from ..storage import paths

    dirs = paths.app_dirs()
    return {
        "settings": dirs.settings_file, "statistics": dirs.stats_file, "autosave": dirs.autosave_file,
        "save": dirs.saves_dir / f"{SAVE_NAME}.json",
    }[target]


# -- mutations ----------------------------------------------------------------------------

def _paths_in(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key path into a JSON value (objects and lists), the value itself included."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths_in(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value[:20]):  # a few items of long lists are enough
            out.extend(_paths_in(v, prefix + (i,)))
    return out


def _parent(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def _odd_value(rng: random.Random) -> Any:
    return rng.choice([
        None, True, False, 0, -1, 2.7, 10 ** 12, -(10 ** 12), "", "3", "x" * 5000, [], [["a", 1]], {},
        {"a": [1, 2]}, [None] * 3, "\u202e", 1e308,
    ])


def mutate(doc: dict[str, Any], mutation: str, rng: random.Random) -> bytes:
    """The bytes of a mutated copy of ``doc`` (special-file mutations are made by ``prepare``)."""
    doc = json.loads(json.dumps(doc))
    text = json.dumps(doc, ensure_ascii=False, indent=2)
    raw = text.encode("utf-8")
    if mutation == "none":  # the good file itself (tests: it must be accepted and round-trip)
        return raw
    if mutation == "byte_flip":
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return bytes(data)
    if mutation == "truncate":
        return raw[: rng.randrange(len(raw))]
    if mutation in ("wrong_type", "rename_key", "drop_key"):
        keyed = [p for p in _paths_in(doc) if p and (mutation == "wrong_type" or isinstance(p[-1], str))]
        path = rng.choice(keyed)
        parent = _parent(doc, path)
        if mutation == "wrong_type":
            parent[path[-1]] = _odd_value(rng)
        elif mutation == "rename_key":
            key = path[-1]
            parent[key[:-1] + key[-1:] * 2 if key else "x"] = parent.pop(key)
        else:
            parent.pop(path[-1])
        return json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if mutation == "deep_nesting":
        depth = rng.choice([1_000, 100_000, 1_000_000])
        path = rng.choice([p for p in _paths_in(doc) if p])
        _parent(doc, path)[path[-1]] = "__nest__"
        return json.dumps(doc).replace('"__nest__"', "[" * depth + "]" * depth, 1).encode()
    if mutation == "surrogate":
        return text.replace('"', '"\\ud800', 1).encode("utf-8") if rng.random() < 0.5 else \
            json.dumps(doc).replace('": ', '\\udc80": ', 1).encode("utf-8")
    if mutation == "nan":
        path = rng.choice([p for p in _paths_in(doc) if p])
        _parent(doc, path)[path[-1]] = float(rng.choice(["nan", "inf", "-inf"]))
        return json.dumps(doc, allow_nan=True).encode("utf-8")
    if mutation == "endless_actions":
        game = doc.get("game")
        if isinstance(game, dict):
            game["actions"] = ["pass"] * rng.choice([64_000, 400_000]) + ["play 7C"] * rng.randint(0, 3)
        else:  # settings / statistics: a long list where a small value belongs
            doc[rng.choice(list(doc))] = list(range(rng.choice([64_000, 400_000])))
        return json.dumps(doc).encode("utf-8")
    if mutation == "odd_date":
        doc["saved_at"] = rng.choice(["0001-01-01T00:00:00", "0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00",
                                      "2024-02-30T10:00:00", "yesterday", 20240101])
        return json.dumps(doc).encode("utf-8")
    if mutation == "newer_version":
        doc["format_version"] = rng.choice([2, 99, 10 ** 9])
        return json.dumps(doc).encode("utf-8")
    if mutation == "huge":
        return b""  # made sparse by prepare
    raise ValueError(mutation)


def prepare(case: Case, doc: dict[str, Any], rng: random.Random) -> tuple[Path, str | None]:
    """Write the case's file; return its path and the digest of the bytes that must never be lost
    (None for special files, which must simply still be there)."""
    from ..storage import paths

    path = _target_path(case.target)
    path.parent.mkdir(parents=True, exist_ok=True)
    if case.target == "save":  # another, good save beside it: it must stay listed and loadable
        other = dict(doc, name="Other")
        (path.parent / "Other.json").write_text(json.dumps(other), encoding="utf-8")
    m = case.mutation
    if m == "fifo":
        os.mkfifo(path)
        return path, None
    if m == "device_link":
        os.symlink(rng.choice(["/dev/zero", "/dev/urandom", "/dev/null"]), path)
        return path, None
    if m == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
        return path, None
    if m == "huge":
        with open(path, "wb") as handle:
            handle.write(json.dumps(doc).encode()[:-1])
            handle.truncate(paths.MAX_FILE_BYTES + rng.randint(1, 50 * 1024 * 1024))
        return path, _digest_file(path)
    if m.startswith("unreadable"):
        data = json.dumps(doc).encode("utf-8")
        case.inject = "EACCES" if m.endswith("eacces") else "EIO"
    else:
        data = mutate(doc, m, rng)
    path.write_bytes(data)
    return path, hashlib.sha256(data).hexdigest()


def _digest_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def still_there(home: Path, path: Path, digest: str | None, size_hint: int) -> bool:
    """Whether the original (its bytes, or the special file) is still somewhere in ``home``."""
    if digest is None:
        return os.path.lexists(path)
    for folder, _dirs, files in os.walk(home):
        for name in files:
            candidate = Path(folder, name)
            try:
                info = candidate.lstat()
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode) and info.st_size == size_hint and _digest_file(candidate) == digest:
                return True
    return False


# -- the app's code path, in the worker ---------------------------------------------------

def run_case(case: Case) -> str:
    """Load the case's file as the app does; "refused", "accepted" (raises on a crash)."""
    os.environ["BELOTE_DESKTOP_HOME"] = case.home
    from ..engine import find_variant, new_match
    from ..storage import paths, saves, settings, stats

    paths._unreadable.clear()  # a new process of the app
    real_open = os.open
    target = os.path.abspath(_target_path(case.target))

    def failing_open(path: StrOrBytesPath, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
        if case.inject and os.path.abspath(path) == target and not flags & (os.O_WRONLY | os.O_RDWR):
            code = errno.EACCES if case.inject == "EACCES" else errno.EIO
            raise OSError(code, os.strerror(code), str(path))
        return real_open(path, flags, mode, dir_fd=dir_fd)

    # storage.paths calls os.open at each read: for this case the process's os.open fails on the target
    os.open = failing_open
    try:
        told: list[object] = []  # what the player was told: problems, refusals
        lost: list[str] = []  # what an accepted file lost on its way through the app
        next_game = new_match(find_variant(case.preset), seed=11)
        if case.target == "settings":
            loaded, problems = settings.load_settings()
            told += problems
            try:
                settings.save_settings(loaded)  # the app saves its settings as it closes
            except OSError:
                told.append("write refused")
            else:
                again = settings.load_settings()[0]
                if again != loaded or again.unknown != loaded.unknown:
                    lost.append("settings")
        elif case.target == "statistics":
            loaded_stats, problems = stats.load_stats()
            told += problems
            stats.record_match(loaded_stats, next_game)
            try:
                stats.save_stats(loaded_stats)
            except OSError:
                told.append("write refused")
            else:
                if stats.load_stats()[0] != loaded_stats:
                    lost.append("statistics")
        elif case.target == "autosave":
            game, problems = saves.read_autosave()
            told += problems
            if game is not None:
                lost += _round_trip(game)
            try:
                saves.write_autosave(next_game)
            except saves.SaveError as exc:
                told.append(exc.problem)
        else:
            infos = saves.list_saves()
            if "Other" not in [i.name for i in infos]:
                raise AssertionError("a bad save hid a good one")
            told += [i for i in infos if i.problem]
            try:
                lost += _round_trip(saves.load_save(_target_path("save")))
            except saves.SaveError as exc:
                told.append(exc.problem)
            try:
                saves.save_named(SAVE_NAME, next_game)  # "Save game" under the same name
            except saves.SaveError as exc:
                told.append(exc.problem)
        if lost:
            return "lost: " + ", ".join(lost)
        return "refused" if told else "accepted"
    finally:
        os.open = real_open


def _round_trip(loaded: LoadedGame) -> list[str]:
    """What a loaded save loses when the app writes it again (as its autosave and "Save game" do:
    the game, the seat, the computer players' levels, the counters) and reads it back: [] or names."""
    from ..engine import record, replay
    from ..storage import paths, saves

    def counter(stats: dict[str, Any], key: str) -> int:  # as the window reads them (ui/window/games.py)
        value = stats.get(key, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0

    counters = {key: counter(loaded.statistics, key) for key in ("undo_used", "suggestions_used")}
    payload = saves.SavePayload(loaded.state, loaded.human_seat, {"levels": loaded.levels}, counters)
    path = Path(os.environ["BELOTE_DESKTOP_HOME"], "round-trip", "again.json")
    paths.atomic_write_json(path, saves.save_document(payload, loaded.name))
    try:
        again = saves.load_save(path)
    except saves.SaveError as exc:  # what the app wrote it cannot read back: the game is lost
        return [f"reopen ({exc.kind})"]
    path.unlink()
    lost = [name for name, a, b in (
        ("game", again.state, loaded.state), ("human_seat", again.human_seat, loaded.human_seat),
        ("levels", again.levels, loaded.levels),
        ("counters", {key: counter(again.statistics, key) for key in counters}, counters)) if a != b]
    if replay(record(loaded.state)) != loaded.state:
        lost.append("record")
    return lost


def _worker(conn: Connection) -> None:
    while True:
        case = conn.recv()
        if case is None:
            return
        try:
            outcome = run_case(case)
            conn.send(("lost", outcome) if outcome.startswith("lost") else ("ok", outcome))
        except BaseException:  # noqa: BLE001  (counted as a crash, with its trace)
            conn.send(("crash", traceback.format_exc(limit=6)))


class Worker:
    def __init__(self) -> None:
        ctx = multiprocessing.get_context("fork") if hasattr(os, "fork") else multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()

    def run(self, case: Case, timeout: float) -> tuple[str, str]:
        self.conn.send(case)
        if not self.conn.poll(timeout):
            return "hung", ""
        status, detail = self.conn.recv()
        if status == "lost":
            return "accepted_lossy", detail
        return ("accepted" if detail == "accepted" else "refused", "") if status == "ok" else ("crashed", detail)

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.process.kill()
        else:
            try:
                self.conn.send(None)
            except OSError:
                pass
        self.process.join(5)


def fuzz(cases: int, seed: int, timeout: float, verbose: bool = False) -> dict[str, object]:
    rng = random.Random(seed)
    bases = _base_documents()
    counts = {"tried": 0, "refused_cleanly": 0, "accepted": 0, "crashed": 0, "hung": 0, "files_lost": 0}
    by_mutation: dict[str, dict[str, int]] = {}
    by_preset: dict[str, int] = {}
    crashes: list[str] = []
    root = Path(tempfile.mkdtemp(prefix="belote-fuzz-"))
    worker = Worker()
    start = time.perf_counter()
    slowest, slowest_case = 0.0, ""
    try:
        for number in range(cases):
            target = TARGETS[number % len(TARGETS)]
            preset = PRESETS[number // len(TARGETS) % len(PRESETS)]
            mutation = rng.choice(MUTATIONS)
            home = root / f"case-{number}"
            case = Case(number, target, mutation, str(home), preset=preset)
            os.environ["BELOTE_DESKTOP_HOME"] = str(home)
            path, digest = prepare(case, bases[target][preset], rng)
            size = os.lstat(path).st_size if digest else 0
            began = time.perf_counter()
            outcome, detail = worker.run(case, timeout)
            if time.perf_counter() - began > slowest:
                slowest, slowest_case = time.perf_counter() - began, f"{target}:{mutation}"
            if outcome == "hung":
                worker.stop(kill=True)
                worker = Worker()
            if outcome == "accepted_lossy":  # accepted, but it did not round-trip
                lost, outcome = True, "accepted"
            else:
                lost = not still_there(home, path, digest, size) if outcome != "accepted" else False
            counts["tried"] += 1
            counts[{"refused": "refused_cleanly"}.get(outcome, outcome)] += 1
            counts["files_lost"] += lost
            by_preset[preset] = by_preset.get(preset, 0) + 1
            row = by_mutation.setdefault(f"{target}:{mutation}", {"tried": 0, "refused": 0, "accepted": 0})
            row["tried"] += 1
            if outcome in ("refused", "accepted"):
                row[outcome] += 1
            else:
                row[outcome] = row.get(outcome, 0) + 1
            if lost:
                row["lost"] = row.get("lost", 0) + 1
            if (outcome in ("crashed", "hung") or lost) and len(crashes) < 5:
                crashes.append(f"case {number} {preset} {target}:{mutation}: {'lost' if lost else outcome}\n{detail}")
            _remove(home)
    finally:
        worker.stop()
        _remove(root)
    totals: dict[str, object] = dict(counts)
    totals["seconds"] = round(time.perf_counter() - start, 1)
    totals["slowest_case_s"] = round(slowest, 2)
    totals["slowest_case"] = slowest_case
    totals["seed"] = seed
    totals["by_preset"] = dict(sorted(by_preset.items()))
    if verbose:
        print(json.dumps({"by_mutation": dict(sorted(by_mutation.items()))}))
    for text in crashes:
        print(text, file=sys.stderr)
    return totals


def _remove(folder: Path) -> None:
    for dirpath, dirnames, _files in os.walk(folder):  # let rmtree in: chmod 000 folders, FIFOs
        for name in dirnames:
            try:
                os.chmod(os.path.join(dirpath, name), 0o700)
            except OSError:
                pass
    shutil.rmtree(folder, ignore_errors=True)


def record_bounds(runs: int = 3) -> dict[str, float]:
    """Median seconds to refuse records over the bounds, and to load the largest one allowed."""
    from ..engine import find_variant, new_match, record, replay
    from ..engine.record import MAX_RECORD_DEALS, RecordError

    base = record(new_match(find_variant("classic"), seed=3))
    cases = {
        "refuse_64000_passes_s": ["pass"] * 64_000,  # 8,000 thrown-in deals: over the deal bound
        "refuse_6500000_passes_s": ["pass"] * 6_500_000,  # over the action bound
        "load_999_thrown_in_deals_s": ["pass"] * (8 * (MAX_RECORD_DEALS - 1)),  # the largest allowed
    }
    out: dict[str, float] = {}
    for name, actions in cases.items():
        data = dict(base, actions=actions)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            try:
                replay(data)
            except RecordError:
                pass
            times.append(time.perf_counter() - start)
        out[name] = round(sorted(times)[len(times) // 2], 3)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds before a case counts as hung")
    parser.add_argument("--quiet", action="store_true", help="only the final JSON line")
    parser.add_argument("--bounds", action="store_true", help="time the record bounds instead (JSON)")
    args = parser.parse_args(argv)
    if args.bounds:
        print(json.dumps(record_bounds()))
        return 0
    totals = fuzz(args.cases, args.seed, args.timeout, verbose=not args.quiet)
    print(json.dumps(totals))
    return 0 if totals["crashed"] == totals["hung"] == totals["files_lost"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
