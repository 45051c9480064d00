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

``--deal-files`` fuzzes deal files (storage/deal_file.py, docs/deal-format.md) instead: files every
game writes (at the start, in the auction, in the play, complete; with a seed, rule options, match
scores; a seed alone), damaged by deep nesting, duplicate and misplaced cards, a moved turned card,
repeated headers and rule lines, misplaced lines, truncation, byte damage, odd values, moves
changed, huge files and odd line endings. Each is read with ``load_deal_file`` in the worker:
it must return a deal or raise ``DealFileError`` (else a crash; over ``--timeout``, 2 s, a hang).
A deal read must be the deal written (``silently_different`` otherwise: every card line, the
turned card, the pack, the cards never dealt, the dealer, the rules, the scores and each move
checked against the engine's deal script on the deck read, independently of the reader) and must
round-trip (``lost`` otherwise: written with ``write_deal`` and read again, the same deal, the same
text). The JSON report counts ``cases``, ``accepted``, ``refused``, ``crashes``, ``hangs``, ``lost``,
``silently_different`` and ``long_messages`` (a refusal's message over 300 characters).

    python -m tools.fuzz_files --cases 1000 [--seed 1] [--timeout 10]
    python -m tools.fuzz_files --deal-files --cases 5000 [--seed 1] [--timeout 2]
    python -m tools.fuzz_files --bounds   # time the record bounds (JSON)
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import json
import multiprocessing
import os
import random
import re
import shutil
import stat
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import StrOrBytesPath

    from belote_desktop.engine import MatchState
    from belote_desktop.storage.saves import LoadedGame

from belote_desktop.engine.rules import VARIANTS

TARGETS = ("settings", "statistics", "autosave", "save")
PRESETS = tuple(VARIANTS)  # every preset, in the engine's order
MUTATIONS = (
    "byte_flip",
    "truncate",
    "wrong_type",
    "rename_key",
    "drop_key",
    "deep_nesting",
    "huge",
    "surrogate",
    "nan",
    "endless_actions",
    "odd_date",
    "newer_version",
    "fifo",
    "device_link",
    "folder",
    "unreadable_eacces",
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
    from belote_desktop.engine import find_variant, new_match
    from belote_desktop.storage.saves import SavePayload, save_document
    from belote_desktop.storage.settings import Settings
    from belote_desktop.storage.stats import Statistics, record_match

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
        payload = SavePayload(
            game,
            0,
            {"names": [f"P{s}" for s in range(seats)], "levels": levels},
            {"undo_used": 1, "suggestions_used": n},
        )
        out["settings"][preset] = Settings(
            animation_speed="fast",
            hints=False,
            player_name="Мария",
            language="fr",
            last_variant=preset,
            last_overrides={"target_score": 1500},
        ).to_dict()
        out["autosave"][preset] = save_document(payload, "Autosave")
        out["save"][preset] = save_document(payload, SAVE_NAME)
    for preset in PRESETS:
        out["statistics"][preset] = stats.to_dict()
    return out


def _target_path(target: str) -> Path:
    from belote_desktop.storage import paths

    dirs = paths.app_dirs()
    return {
        "settings": dirs.settings_file,
        "statistics": dirs.stats_file,
        "autosave": dirs.autosave_file,
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
    return rng.choice(
        [
            None,
            True,
            False,
            0,
            -1,
            2.7,
            10**12,
            -(10**12),
            "",
            "3",
            "x" * 5000,
            [],
            [["a", 1]],
            {},
            {"a": [1, 2]},
            [None] * 3,
            "\u202e",
            1e308,
        ]
    )


def mutate(doc: dict[str, Any], mutation: str, rng: random.Random) -> bytes:
    """The bytes of a mutated copy of ``doc`` (special-file mutations are made by ``prepare``)."""
    doc = json.loads(json.dumps(doc))
    if mutation == "none":  # the good file itself (tests: it must be accepted and round-trip)
        return json.dumps(doc, ensure_ascii=False, indent=2).encode("utf-8")
    if mutation == "huge":
        return b""  # made sparse by prepare
    mutator = _MUTATORS.get(mutation)
    if mutator is None:
        raise ValueError(mutation)
    return mutator(doc, mutation, rng)


def _byte_flip(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    data = bytearray(json.dumps(doc, ensure_ascii=False, indent=2).encode("utf-8"))
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return bytes(data)


def _truncate(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    raw = json.dumps(doc, ensure_ascii=False, indent=2).encode("utf-8")
    return raw[: rng.randrange(len(raw))]


def _damage_key(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    """wrong_type (any value, list items too), rename_key, drop_key (a mapping's key)."""
    keyed = [p for p in _paths_in(doc) if p and (m == "wrong_type" or isinstance(p[-1], str))]
    path = rng.choice(keyed)
    parent = _parent(doc, path)
    if m == "wrong_type":
        parent[path[-1]] = _odd_value(rng)
    elif m == "rename_key":
        key = path[-1]
        parent[key[:-1] + key[-1:] * 2 if key else "x"] = parent.pop(key)
    else:
        parent.pop(path[-1])
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _deep_nesting(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    depth = rng.choice([60, 600, 990, 1_000, 100_000, 1_000_000])  # the parser reads those under ~1000
    if rng.random() < 0.5:  # under a key a newer version may have written: kept and written back
        doc["from_a_newer_version"] = "__nest__"
    else:
        path = rng.choice([p for p in _paths_in(doc) if p])
        _parent(doc, path)[path[-1]] = "__nest__"
    return json.dumps(doc).replace('"__nest__"', "[" * depth + "]" * depth, 1).encode()


def _surrogate(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    if rng.random() < 0.5:
        return json.dumps(doc, ensure_ascii=False, indent=2).replace('"', '"\\ud800', 1).encode("utf-8")
    return json.dumps(doc).replace('": ', '\\udc80": ', 1).encode("utf-8")


def _nan(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    path = rng.choice([p for p in _paths_in(doc) if p])
    _parent(doc, path)[path[-1]] = float(rng.choice(["nan", "inf", "-inf"]))
    return json.dumps(doc, allow_nan=True).encode("utf-8")


def _endless_actions(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    game = doc.get("game")
    if isinstance(game, dict):
        game["actions"] = ["pass"] * rng.choice([64_000, 400_000]) + ["play 7C"] * rng.randint(0, 3)
    else:  # settings / statistics: a long list where a small value belongs
        doc[rng.choice(list(doc))] = list(range(rng.choice([64_000, 400_000])))
    return json.dumps(doc).encode("utf-8")


def _odd_date(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    doc["saved_at"] = rng.choice(
        [
            "0001-01-01T00:00:00",
            "0001-01-01T00:00:00+14:00",
            "9999-12-31T23:59:59-12:00",
            "2024-02-30T10:00:00",
            "yesterday",
            20240101,
        ]
    )
    return json.dumps(doc).encode("utf-8")


def _newer_version(doc: dict[str, Any], m: str, rng: random.Random) -> bytes:
    doc["format_version"] = rng.choice([2, 99, 10**9])
    return json.dumps(doc).encode("utf-8")


_MUTATORS: dict[str, Callable[[dict[str, Any], str, random.Random], bytes]] = {
    "byte_flip": _byte_flip,
    "truncate": _truncate,
    "wrong_type": _damage_key,
    "rename_key": _damage_key,
    "drop_key": _damage_key,
    "deep_nesting": _deep_nesting,
    "surrogate": _surrogate,
    "nan": _nan,
    "endless_actions": _endless_actions,
    "odd_date": _odd_date,
    "newer_version": _newer_version,
}


def prepare(case: Case, doc: dict[str, Any], rng: random.Random) -> tuple[Path, str | None]:
    """Write the case's file; return its path and the digest of the bytes that must never be lost
    (None for special files, which must simply still be there)."""
    from belote_desktop.storage import paths

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
    from belote_desktop.engine import find_variant, new_match
    from belote_desktop.storage import paths

    paths.unreadable_paths.clear()  # a new process of the app
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
        next_game = new_match(find_variant(case.preset), seed=11)
        told, lost = _TARGET_RUNS.get(case.target, _run_save)(next_game)
        if lost:
            return "lost: " + ", ".join(lost)
        return "refused" if told else "accepted"
    finally:
        os.open = real_open


# each target as the app uses it: (what the player was told: problems, refusals; what an accepted file lost on its
# way through the app)


def _run_settings(next_game: MatchState) -> tuple[list[object], list[str]]:
    from belote_desktop.storage import settings

    loaded, problems = settings.load_settings()
    told: list[object] = list(problems)
    try:
        settings.save_settings(loaded)  # the app saves its settings as it closes
    except OSError:
        return told + ["write refused"], []
    again = settings.load_settings()[0]
    return told, ["settings"] if again != loaded or again.unknown != loaded.unknown else []


def _run_statistics(next_game: MatchState) -> tuple[list[object], list[str]]:
    from belote_desktop.storage import stats

    loaded_stats, problems = stats.load_stats()
    told: list[object] = list(problems)
    stats.record_match(loaded_stats, next_game)
    try:
        stats.save_stats(loaded_stats)
    except OSError:
        return told + ["write refused"], []
    return told, ["statistics"] if stats.load_stats()[0] != loaded_stats else []


def _run_autosave(next_game: MatchState) -> tuple[list[object], list[str]]:
    from belote_desktop.storage import saves

    game, problems = saves.read_autosave()
    told: list[object] = list(problems)
    lost = _round_trip(game) if game is not None else []
    try:
        saves.write_autosave(next_game)
    except saves.SaveError as exc:
        told.append(exc.problem)
    return told, lost


def _run_save(next_game: MatchState) -> tuple[list[object], list[str]]:
    from belote_desktop.storage import saves

    infos = saves.list_saves()
    if "Other" not in [i.name for i in infos]:
        raise AssertionError("a bad save hid a good one")
    told: list[object] = [i for i in infos if i.problem]
    lost: list[str] = []
    try:
        lost += _round_trip(saves.load_save(_target_path("save")))
    except saves.SaveError as exc:
        told.append(exc.problem)
    try:
        saves.save_named(SAVE_NAME, next_game)  # "Save game" under the same name
    except saves.SaveError as exc:
        told.append(exc.problem)
    return told, lost


_TARGET_RUNS: dict[str, Callable[[MatchState], tuple[list[object], list[str]]]] = {
    "settings": _run_settings,
    "statistics": _run_statistics,
    "autosave": _run_autosave,
    "save": _run_save,
}


def _round_trip(loaded: LoadedGame) -> list[str]:
    """What a loaded save loses when the app writes it again (as its autosave and "Save game" do:
    the game, the seat, the computer players' levels, the counters) and reads it back: [] or names."""
    from belote_desktop.engine import record, replay
    from belote_desktop.storage import paths, saves

    def counter(stats: dict[str, Any], key: str) -> int:  # as the window reads them (app/game_saves.py)
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
    lost = [
        name
        for name, a, b in (
            ("game", again.state, loaded.state),
            ("human_seat", again.human_seat, loaded.human_seat),
            ("levels", again.levels, loaded.levels),
            ("counters", {key: counter(again.statistics, key) for key in counters}, counters),
        )
        if a != b
    ]
    if replay(record(loaded.state)) != loaded.state:
        lost.append("record")
    return lost


def _worker(conn: Connection) -> None:
    while True:
        case = conn.recv()
        if case is None:
            return
        try:
            outcome = run_deal_case(case) if isinstance(case, DealCase) else run_case(case)
            conn.send(("lost", outcome) if outcome.startswith("lost") else ("ok", outcome))
        except BaseException:  # noqa: BLE001  (counted as a crash, with its trace)
            conn.send(("crash", traceback.format_exc(limit=6)))


class Worker:
    def __init__(self) -> None:
        ctx = multiprocessing.get_context("fork") if hasattr(os, "fork") else multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()

    def call(self, case: Case | DealCase, timeout: float) -> tuple[str, str]:
        """The worker's (status, outcome) for ``case``, or ("hung", "") past ``timeout`` seconds."""
        self.conn.send(case)
        if not self.conn.poll(timeout):
            return "hung", ""
        status, detail = self.conn.recv()
        return status, detail

    def run(self, case: Case, timeout: float) -> tuple[str, str]:
        status, detail = self.call(case, timeout)
        if status == "hung":
            return "hung", ""
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
            outcome, lost = _judged(outcome, home, path, digest, size)
            counts["tried"] += 1
            counts[{"refused": "refused_cleanly"}.get(outcome, outcome)] += 1
            counts["files_lost"] += lost
            by_preset[preset] = by_preset.get(preset, 0) + 1
            _count(
                by_mutation.setdefault(f"{target}:{mutation}", {"tried": 0, "refused": 0, "accepted": 0}), outcome, lost
            )
            if _went_wrong(outcome, lost) and len(crashes) < 5:
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


def _judged(outcome: str, home: Path, path: Path, digest: str | None, size: int) -> tuple[str, bool]:
    """A case's outcome as counted, and whether its file was lost: an accepted file that did not round-trip is
    accepted and lost; a refused (or crashed, or hung) one is lost when its bytes are nowhere in ``home``."""
    if outcome == "accepted_lossy":
        return "accepted", True
    return outcome, not still_there(home, path, digest, size) if outcome != "accepted" else False


def _went_wrong(outcome: str, lost: bool) -> bool:
    """A case the run reports in words: the app crashed or hung, or the file was lost."""
    return outcome in ("crashed", "hung") or lost


def _count(row: dict[str, int], outcome: str, lost: bool) -> None:
    """One more case in a mutation's row of the report."""
    row["tried"] += 1
    if outcome in ("refused", "accepted"):
        row[outcome] += 1
    else:
        row[outcome] = row.get(outcome, 0) + 1
    if lost:
        row["lost"] = row.get("lost", 0) + 1


def _remove(folder: Path) -> None:
    for dirpath, dirnames, _files in os.walk(folder):  # let rmtree in: chmod 000 folders, FIFOs
        for name in dirnames:
            try:
                os.chmod(os.path.join(dirpath, name), 0o700)
            except OSError:
                pass
    shutil.rmtree(folder, ignore_errors=True)


# -- deal files ---------------------------------------------------------------------------

DEAL_MUTATIONS = (
    "none",
    "deep_nesting",
    "duplicate_card",
    "swap_cards",
    "shuffle_line",
    "misplace_card",
    "move_turned",
    "repeat_header",
    "repeat_rule",
    "misplace_line",
    "truncate",
    "byte_damage",
    "line_ops",
    "change_game",
    "odd_value",
    "moves",
    "huge",
    "line_endings",
)
DEAL_TIMEOUT = 2.0  # seconds: a deal file is read in milliseconds
LONG_MESSAGE = 300  # characters: a refusal's message longer than this quotes too much of the file
_CARD_KEYS = ("hand", "kitty", "table down", "table up", "after auction")
_ODD_VALUES = (
    "",
    "-",
    " ",
    "9" * 400,
    "x" * 400,
    "-1",
    "1e999",
    "NaN",
    "\x00",
    "é" * 50,
    "\U0001f0a1",
    "10H 10H",
    "#",
    "[",
    "{",
    '"',
    "\U0001d7d5C",
    "\uff17C",
    "7c",
    "t h",
    "1,,,2",
    ":",
    "::::",
    "Player 9",
    "South South",
    "[" * 300,
    "10H,,JS",
    "\u202e",
    "take",
    "bid 90",
    "bid 99999999999999999999 S",
    "play",
    "AH AH",
    "0x10",
)
_MOVE_WORDS = (
    "pass",
    "take H",
    "take S",
    "bid 90 S",
    "bid 80 C",
    "bid capot NT",
    "double",
    "redouble",
    "call C",
    "call AT",
    "hokum S",
    "sun",
    "ashkal",
    "declare",
    "play 7C",
    "JH",
    "10D",
    "6S",
    "AS",
)


@dataclass
class DealCase:
    number: int
    game: str
    mutation: str
    path: str  # where the worker writes ``data`` and reads it from
    data: bytes


def _deal_bases(seed: int = 5) -> dict[str, list[str]]:
    """game -> deal files the game writes: stopped at the start, in the auction, in the play and
    complete; with a seed or without, with rule options, with match scores; and a seed alone."""
    from belote_desktop.engine import find_variant, new_deal
    from belote_desktop.storage.deal_file import seat_names, write_deal

    rng = random.Random(seed)
    out: dict[str, list[str]] = {}
    for game in PRESETS:
        rules = find_variant(game)
        texts = []
        for n in range(4):
            table = rules
            if n == 3:  # rule lines in the file
                try:
                    table = rules.with_overrides({"target_score": 1500})
                    table.validate()
                except (ValueError, KeyError, TypeError):
                    table = rules
            scores = tuple(10 * (t + 1) for t in range(rules.team_count)) if n == 1 else None
            state = new_deal(table, dealer=n % table.players, seed=100 + n, match_scores=scores)
            states = [state]
            while not state.is_terminal():
                state = state.apply(rng.choice(state.legal_actions()))
                states.append(state)
            for stop in sorted({0, 1, len(states) // 4, len(states) // 2, len(states) - 1}):
                texts.append(write_deal(states[stop], seed=100 + n if n % 2 == 0 else None))
        texts.append(f"belote-deal 1\ngame: {game}\ndealer: {seat_names(rules.players)[-1]}\nseed: 7\n")
        out[game] = texts
    return out


def _key_of(line: str) -> str:
    if ":" not in line or line.lstrip().startswith("#"):
        return ""
    return " ".join(line.split(":", 1)[0].split()).lower()


def _is_card_line(line: str) -> bool:
    key = _key_of(line)
    return key.endswith(_CARD_KEYS) or key in ("turned", "pack", "never dealt")


def _set_cards(line: str, cards: list[str]) -> str:
    return line.split(":", 1)[0] + ": " + (" ".join(cards) if cards else "-")


def _cards_of(line: str) -> list[str]:
    words = line.split(":", 1)[1].split("#", 1)[0].replace(",", " ").split()
    return [] if words == ["-"] else words


@dataclass
class _DealText:
    """A deal file's text cut for ``mutate_deal``: its lines, where the header ends (the first "auction:" or
    "play:"), the header's lines that name cards, the lines of moves."""

    text: str
    lines: list[str]
    header_end: int
    card_lines: list[int]
    move_lines: list[int]


def _deal_text(text: str) -> _DealText:
    lines = text.splitlines()
    sections = [i for i, line in enumerate(lines) if line.strip() in ("auction:", "play:")]
    header_end = sections[0] if sections else len(lines)
    card_lines = [i for i, line in enumerate(lines[:header_end]) if _is_card_line(line) and _cards_of(line)]
    move_lines = [i for i, line in enumerate(lines) if i > header_end and _is_move_line(line)]
    return _DealText(text, lines, header_end, card_lines, move_lines)


def _is_move_line(line: str) -> bool:
    """A line of the auction or the play that names a move: not a comment nor a section's title."""
    return ":" in line and not line.startswith("#") and line.strip() not in ("auction:", "play:")


def mutate_deal(text: str, mutation: str, rng: random.Random) -> bytes:
    """The bytes of a damaged (or, for some mutations, still valid but changed) copy of a deal file."""
    deal = _deal_text(text)
    mutate = _DEAL_MUTATORS.get(mutation)  # "none" (and a name it does not know): the file as it is
    if mutation in _CARD_MUTATIONS and not deal.card_lines:
        mutate = None  # no card named before the moves: nothing to damage
    out = mutate(deal, mutation, rng) if mutate is not None else deal.lines
    if isinstance(out, bytes):
        return out
    return ("\n".join(out) + "\n").encode("utf-8")


def _deal_deep_nesting(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines, header_end = deal.lines, deal.header_end
    depth = rng.choice([9, 100, 999, 1_000, 5_000, 60_000, 200_000])
    opening, closing = rng.choice([("[", "]"), ('{"a": ', "}")])
    value = opening * depth + ("1" if opening != "[" else "") + closing * depth
    if rng.random() < 0.8:
        name = rng.choice(["target_score", "first_packets", "match_end", "allow_redouble", "no_such_option"])
        lines.insert(rng.randint(1, header_end), f"rule: {name} = {value}")
    else:  # where no JSON is read
        i = rng.randrange(1, len(lines)) if len(lines) > 1 else 0
        lines[i] = (lines[i].split(":", 1)[0] if ":" in lines[i] else "South hand") + ": " + value
    return lines


def _deal_damage_cards(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    """duplicate_card, swap_cards, shuffle_line, misplace_card: on the header's card lines."""
    from belote_desktop.engine.cards import CARDS

    lines = deal.lines
    i, j = rng.choice(deal.card_lines), rng.choice(deal.card_lines)
    a, b = _cards_of(lines[i]), _cards_of(lines[j])
    x, y = rng.randrange(len(a)), rng.randrange(len(b))
    if m == "duplicate_card":
        a[x] = b[y]
    elif m == "swap_cards" and i == j:
        a[x], a[y % len(a)] = a[y % len(a)], a[x]
    elif m == "swap_cards":
        a[x], b[y] = b[y], a[x]
        lines[j] = _set_cards(lines[j], b)
    elif m == "shuffle_line":
        rng.shuffle(a)
    else:
        a[x] = str(rng.choice(CARDS))
        if rng.random() < 0.3:
            a.insert(rng.randrange(len(a) + 1), str(rng.choice(CARDS)))
    lines[i] = _set_cards(lines[i], a)
    return lines


def _deal_move_turned(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    from belote_desktop.engine.cards import CARDS

    lines, header_end, card_lines = deal.lines, deal.header_end, deal.card_lines
    turned = next((i for i, line in enumerate(lines[:header_end]) if _key_of(line) == "turned"), None)
    if turned is None or not card_lines:
        lines.insert(rng.randint(1, header_end), f"turned: {rng.choice(CARDS)}")
        return lines
    card = (_cards_of(lines[turned]) or ["-"])[0]
    holding = [i for i in card_lines if i != turned and card in _cards_of(lines[i])]
    _damage_turned(lines, turned, card, holding, card_lines, rng)
    return lines


def _damage_turned(
    lines: list[str], turned: int, card: str, holding: list[int], card_lines: list[int], rng: random.Random
) -> None:
    """The turned ``card`` (on line ``turned``) moved elsewhere on the line that also holds it (``holding``), another
    card named as turned, or the turned line dropped."""
    choice = rng.randrange(3)
    if choice == 0 and holding:  # elsewhere on the dealer's line
        cards = _cards_of(lines[holding[0]])
        cards.remove(card)
        cards.insert(rng.randrange(len(cards) + 1), card)
        lines[holding[0]] = _set_cards(lines[holding[0]], cards)
    elif choice == 1:  # another card named as turned
        other = _cards_of(lines[rng.choice(holding or card_lines)])
        lines[turned] = f"turned: {rng.choice(other)}"
    else:
        del lines[turned]


def _deal_repeat_header(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines, header_end = deal.lines, deal.header_end
    keyed = [i for i in range(1, header_end) if _key_of(lines[i])]
    if keyed:
        i = rng.choice(keyed)
        copy = lines[i]
        if rng.random() < 0.5:  # the same key with another line's value
            donor = lines[rng.choice(keyed)]
            copy = lines[i].split(":", 1)[0] + ":" + donor.split(":", 1)[1]
        lines.insert(rng.randint(1, header_end), copy.upper() if rng.random() < 0.2 else copy)
    return lines


def _deal_repeat_rule(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines, header_end = deal.lines, deal.header_end
    name = rng.choice(["target_score", "allow_redouble", "match_end", "no_such_option"])
    first, second = rng.choice([("1000", "1000"), ("1000", "1500"), ("true", "false"), ("draw", "draw")])
    at = rng.randint(1, header_end)
    lines[at:at] = [f"rule: {name} = {first}", f"rule:  {name}={second}"]
    if rng.random() < 0.5:
        rules_at = [i for i in range(1, at) if _key_of(lines[i]) == "rule"]
        if rules_at:
            lines.insert(rng.randint(1, header_end), lines[rng.choice(rules_at)])
    return lines


def _deal_misplace_line(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines = deal.lines
    i = rng.randrange(1, len(lines)) if len(lines) > 1 else 0
    line = lines.pop(i) if rng.random() < 0.8 else rng.choice(["auction:", "play:", "belote-deal 1"])
    lines.insert(rng.randint(0, len(lines)), line)
    return lines


def _deal_truncate(deal: _DealText, m: str, rng: random.Random) -> bytes:
    raw = deal.text.encode("utf-8")
    return raw[: rng.randrange(len(raw) + 1)]


def _deal_byte_damage(deal: _DealText, m: str, rng: random.Random) -> bytes:
    data = bytearray(deal.text.encode("utf-8"))
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        op = rng.randrange(3)
        if op == 0:
            data[i] ^= 1 << rng.randrange(8)
        elif op == 1:
            data.insert(i, rng.randrange(256))
        else:
            del data[i]
    return bytes(data)


def _deal_line_ops(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines = deal.lines
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        op = rng.randrange(5)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, rng.choice(lines))
        elif op == 2:
            words = lines[i].split(" ")
            words[rng.randrange(len(words))] = rng.choice(_MOVE_WORDS + ("South", "hand", "-", ":", "#"))
            lines[i] = " ".join(words)
        elif op == 3:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
    return lines


def _deal_change_game(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    return [f"game: {rng.choice(PRESETS)}" if _key_of(line) == "game" else line for line in deal.lines]


def _deal_odd_value(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines = deal.lines
    i = rng.randrange(len(lines))
    key = lines[i].split(":", 1)[0] if ":" in lines[i] else rng.choice(["seed", "dealer", "scores before"])
    lines[i] = f"{key}: {rng.choice(_ODD_VALUES)}"
    return lines


def _deal_moves(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    lines, move_lines = deal.lines, deal.move_lines
    if not move_lines:
        return lines + [rng.choice(["auction:", "play:"]), f"South: {rng.choice(_MOVE_WORDS)}"]
    i = rng.choice(move_lines)
    op = rng.randrange(4)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[i])
    elif op == 2:
        seat = lines[i].split(":", 1)[0]
        lines[i] = f"{seat}: {rng.choice(_MOVE_WORDS)}"
    else:
        j = rng.choice(move_lines)
        lines[i], lines[j] = lines[j], lines[i]
    return lines


def _deal_huge(deal: _DealText, m: str, rng: random.Random) -> list[str]:
    from belote_desktop.storage.deal_file import MAX_DEAL_FILE_BYTES

    size = rng.choice([MAX_DEAL_FILE_BYTES - 2_000, MAX_DEAL_FILE_BYTES + 1, 2 * 1024 * 1024])
    filler = rng.choice(["# " + "x" * 70, "South: pass", "rule: target_score = 1000", ""])
    body = "\n".join(deal.lines) + "\n"
    return [body + (filler + "\n") * max(0, (size - len(body)) // (len(filler) + 1))]


def _deal_line_endings(deal: _DealText, m: str, rng: random.Random) -> bytes:
    sep = rng.choice(["\r\n", "\r", "\n\n", "\u2028", "\x0b", "\x85"])
    out = sep.join(deal.lines)
    if rng.random() < 0.5:
        out = out.replace(" ", rng.choice(["\t", "  ", "\u00a0"]), rng.randint(1, 5))
    if rng.random() < 0.5:
        out = "\ufeff" + out
    return out.encode("utf-8")


_CARD_MUTATIONS = ("duplicate_card", "swap_cards", "shuffle_line", "misplace_card")
# a mutation's name -> what it does to the deal file (``mutate_deal``): the lines changed, or the bytes
_DEAL_MUTATORS: dict[str, Callable[[_DealText, str, random.Random], list[str] | bytes]] = {
    "deep_nesting": _deal_deep_nesting,
    **dict.fromkeys(_CARD_MUTATIONS, _deal_damage_cards),
    "move_turned": _deal_move_turned,
    "repeat_header": _deal_repeat_header,
    "repeat_rule": _deal_repeat_rule,
    "misplace_line": _deal_misplace_line,
    "truncate": _deal_truncate,
    "byte_damage": _deal_byte_damage,
    "line_ops": _deal_line_ops,
    "change_game": _deal_change_game,
    "odd_value": _deal_odd_value,
    "moves": _deal_moves,
    "huge": _deal_huge,
    "line_endings": _deal_line_endings,
}


def run_deal_case(case: DealCase) -> str:
    """Read the case's file as the game does: "refused", "accepted", "lost: …", "different: …"
    (raises on anything but a DealFileError: a crash)."""
    from belote_desktop.storage.deal_file import DealFileError, load_deal_file
    from belote_desktop.learn.deal_file_errors import describe

    path = Path(case.path)
    path.write_bytes(case.data)
    try:
        loaded = load_deal_file(path)
    except DealFileError as exc:
        if not exc.code or not isinstance(exc.line, int) or exc.line < 0:
            raise AssertionError(f"a DealFileError without a code or a line: {exc!r}") from exc
        said = describe(exc)  # what `python -m belote_desktop.tools.deal_file check` prints
        if case.mutation == "none":
            return f"lost: the file as written is refused ({said})"
        return "refused long" if len(said) > LONG_MESSAGE else "refused"
    finally:
        path.unlink(missing_ok=True)
    try:
        different = _unfaithful(case.data, loaded)
    except Exception as exc:  # noqa: BLE001  (read by the game, but not as the format says)
        different = [f"the file does not follow the format ({exc.__class__.__name__}: {str(exc)[:80]})"]
    if different:
        return "different: " + ", ".join(different)
    lost = _deal_round_trip(loaded)
    return "lost: " + ", ".join(lost) if lost else "accepted"


def _deal_round_trip(loaded: Any) -> list[str]:
    """What a deal read from a file loses when written again and read back: [] or names."""
    from belote_desktop.storage.deal_file import DealFileError, read_deal, write_deal

    text = write_deal(loaded.state, seed=loaded.seed)
    try:
        again = read_deal(text)
    except DealFileError as exc:
        return [f"its own file is refused ({exc})"]
    lost = [
        name
        for name, a, b in (
            ("rules", again.rules, loaded.rules),
            ("dealer", again.dealer, loaded.dealer),
            ("deck", again.deck, loaded.deck),
            ("scores", again.scores, loaded.scores),
            ("actions", again.actions, loaded.actions),
            ("start", again.start, loaded.start),
            ("state", again.state, loaded.state),
        )
        if a != b
    ]
    if write_deal(again.state, seed=again.seed) != text:
        lost.append("text")
    return lost


def _unfaithful(data: bytes, loaded: Any) -> list[str]:
    """What the deal read differs in from the file's own lines (docs/deal-format.md), checked with
    the engine's deal script on the deck read, not with the reader's code: [] or what differs."""
    from belote_desktop.storage.deal_file import seat_names

    header, rule_values, moves = _file_lines(data)
    names = [n.lower() for n in seat_names(loaded.rules.players)]
    wrong = _header_unfaithful(header, rule_values, loaded, names)
    wrong += _cards_unfaithful(header, loaded, names)
    if _moves_unfaithful(moves, loaded.state, names):
        wrong.append("moves")
    return wrong


def _file_lines(data: bytes) -> tuple[dict[str, str], list[str], list[tuple[str, str, str]]]:
    """A deal file's lines after its first: the header's by key, the rule lines' values, the moves
    (key, value, section)."""
    header: dict[str, str] = {}
    rule_values: list[str] = []
    moves: list[tuple[str, str, str]] = []
    section = ""
    lines = data.decode("utf-8-sig").splitlines()
    for raw in lines[
        next(i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")) + 1 :
    ]:
        line = _uncommented(raw)
        if not line:
            continue
        key, _, value = line.partition(":")
        key, value = " ".join(key.split()).lower(), value.strip()
        if key in ("auction", "play") and not value:
            section = key
        elif section:
            moves.append((key, value, section))
        elif key == "rule":
            rule_values.append(value)
        else:
            header[key] = value
    return header, rule_values, moves


def _uncommented(raw: str) -> str:
    line = "" if raw.lstrip().startswith("#") else raw
    return (line[: line.find(" #")] if " #" in line else line).strip()


def _header_unfaithful(header: dict[str, str], rule_values: list[str], loaded: Any, names: list[str]) -> list[str]:
    """The rules, the dealer and the scores before, as the file's lines give them."""
    from belote_desktop.engine import find_variant

    rules = loaded.rules
    wrong = []
    overrides: dict[str, Any] = {}
    for value in rule_values:
        name, _, raw_value = value.partition("=")
        try:
            overrides[name.strip()] = json.loads(raw_value)
        except ValueError:
            overrides[name.strip()] = raw_value.strip()
    if find_variant(header["game"]).with_overrides(overrides) != rules:
        wrong.append("rules")
    if len(overrides) != len(rule_values):  # which of the two is meant?
        wrong.append("a rule given twice")
    if names.index(" ".join(header["dealer"].split()).lower()) != loaded.dealer:
        wrong.append("dealer")
    scores = tuple(int(w) for w in header["scores before"].split()) if "scores before" in header else None
    if loaded.start.match_scores != (scores or (0,) * rules.team_count):
        wrong.append("scores before")
    return wrong


def _file_cards(value: str) -> list[Any]:
    from belote_desktop.engine import Card

    words = value.replace(",", " ").split()
    return [] if words == ["-"] else [Card.parse(w) for w in words]


def _cards_unfaithful(header: dict[str, str], loaded: Any, names: list[str]) -> list[str]:
    """Every card line, the turned card, the pack, the cards never dealt (or the seed alone), against the
    engine's deal script on the deck read."""
    state = loaded.state
    taker = state.contract.taker if state.contract is not None else -1
    script = loaded.rules.deal_plan.script(loaded.dealer, taker)
    deck = loaded.deck
    wrong = [key for key, value in header.items() if _zone_differs(deck, script, key, value, names)]
    wrong += [
        key
        for key, differs in _PILE_DIFFERS.items()
        if key in header and differs(deck, script, _file_cards(header[key]))
    ]
    if not _names_cards(header) and _seed_differs(header, loaded.rules, deck):  # a seed alone: its shuffle
        wrong.append("seed")
    return wrong


def _names_cards(header: dict[str, str]) -> bool:
    """Whether the header has a seat's card line, the turned card, the pack or the cards never dealt."""
    return any(_card_word(key) is not None for key in header) or any(key in header for key in _PILE_DIFFERS)


def _card_word(key: str) -> str | None:
    """The zone's key word a seat's card line ends with (None: no card line of a seat)."""
    return next((w for w in _CARD_KEYS if key.endswith(" " + w)), None)


def _zone_differs(deck: Any, script: Any, key: str, value: str, names: list[str]) -> bool:
    """Whether a seat's card line names other cards than the deal script gives it (False: no such line)."""
    word = _card_word(key)
    if word is None:
        return False
    seat = names.index(" ".join(key[: -len(word) - 1].split()))
    return _zone_cards(deck, script, word, seat) != _file_cards(value)


def _zone_cards(deck: Any, script: Any, word: str, seat: int) -> list[Any]:
    """The cards the deal script gives ``seat`` in the zone of the key word ``word``."""
    from belote_desktop.engine.deal import StepKind, Zone

    zones = {"hand": Zone.HAND, "kitty": Zone.KITTY, "table down": Zone.TABLE_DOWN, "table up": Zone.TABLE_UP}
    steps = script.after if word == "after auction" else [s for s in script.before if s.zone is zones[word]]
    return [deck[s.position] for s in steps if s.kind is StepKind.DEAL and s.seat == seat]


def _turned_differs(deck: Any, script: Any, given: list[Any]) -> bool:
    return bool(deck[script.turned] != given[0])


def _pack_differs(deck: Any, script: Any, given: list[Any]) -> bool:
    unused = set(script.unused)
    stock = [deck[p] for p in script.stock_before if p not in unused and p != script.turned]
    return stock[: len(given)] != given


def _never_differs(deck: Any, script: Any, given: list[Any]) -> bool:
    return sorted(deck[p].index for p in script.unused) != sorted(c.index for c in given)


_PILE_DIFFERS = {"turned": _turned_differs, "pack": _pack_differs, "never dealt": _never_differs}


def _seed_differs(header: dict[str, str], rules: Any, deck: Any) -> bool:
    from belote_desktop.engine.state import shuffled_deck

    seed: int | str = header["seed"]
    if re.fullmatch(r"-?\d{1,30}", str(seed)):
        seed = int(seed)
    return bool(shuffled_deck(rules, seed) != deck)


def _moves_unfaithful(moves: list[tuple[str, str, str]], state: Any, names: list[str]) -> bool:
    """Whether the moves read differ from the file's: their number, a seat or an action."""
    from belote_desktop.engine import Card, parse_action
    from belote_desktop.engine.actions import PLAY

    if len(moves) != len(state.history):
        return True
    for (key, value, part), (seat, action) in zip(moves, state.history):
        alone = part == "play" and len(value.split()) == 1 and value.lower() != "declare"
        if names.index(key) != seat or (PLAY[Card.parse(value).index] if alone else parse_action(value)) != action:
            return True
    return False


# what a deal case's worker said (its detail's first word) -> the count it goes to; any other: accepted
_DEAL_DETAILS = (("lost", "lost"), ("different", "silently_different"), ("refused", "refused"))


def _deal_outcome(status: str, detail: str) -> str:
    """The count a deal case goes to: hangs, crashes, lost, silently_different, refused or accepted."""
    if status == "hung":
        return "hangs"
    if status == "crash":
        return "crashes"
    return next((outcome for start, outcome in _DEAL_DETAILS if detail.startswith(start)), "accepted")


def fuzz_deal_files(cases: int, seed: int, timeout: float = DEAL_TIMEOUT, verbose: bool = False) -> dict[str, object]:
    """Run ``cases`` damaged deal files through ``load_deal_file`` (every game, every mutation in turn)."""
    rng = random.Random(seed)
    bases = _deal_bases()
    counts = {
        "cases": 0,
        "accepted": 0,
        "refused": 0,
        "crashes": 0,
        "hangs": 0,
        "lost": 0,
        "silently_different": 0,
        "long_messages": 0,
    }
    by_mutation: dict[str, dict[str, int]] = {}
    by_game: dict[str, int] = {}
    found: list[str] = []
    root = Path(tempfile.mkdtemp(prefix="belote-fuzz-deals-"))
    worker = Worker()
    start = time.perf_counter()
    slowest, slowest_case = 0.0, ""
    try:
        for number in range(cases):
            game = PRESETS[number % len(PRESETS)]
            mutation = DEAL_MUTATIONS[number // len(PRESETS) % len(DEAL_MUTATIONS)]  # every pair in 234 cases
            data = mutate_deal(rng.choice(bases[game]), mutation, rng)
            case = DealCase(number, game, mutation, str(root / "case.deal"), data)
            began = time.perf_counter()
            status, detail = worker.call(case, timeout)
            took = time.perf_counter() - began
            if took > slowest:
                slowest, slowest_case = took, f"{game}:{mutation}"
            if status == "hung":
                worker.stop(kill=True)
                worker = Worker()
            outcome = _deal_outcome(status, detail)
            counts["long_messages"] += outcome == "refused" and detail == "refused long"
            counts["cases"] += 1
            counts[outcome] += 1
            by_game[game] = by_game.get(game, 0) + 1
            row = by_mutation.setdefault(mutation, {})
            row[outcome] = row.get(outcome, 0) + 1
            if outcome not in ("accepted", "refused") and len(found) < 5:
                found.append(
                    f"case {number} {game}:{mutation}: {outcome} {detail}\n--- file (start) ---\n"
                    f"{data[:1500].decode('utf-8', 'replace')}"
                )
    finally:
        worker.stop()
        _remove(root)
    totals: dict[str, object] = dict(counts)
    totals["seconds"] = round(time.perf_counter() - start, 1)
    totals["slowest_case_s"] = round(slowest, 2)
    totals["slowest_case"] = slowest_case
    totals["seed"] = seed
    totals["by_game"] = dict(sorted(by_game.items()))
    if verbose:
        print(json.dumps({"by_mutation": by_mutation}))
    for text in found:
        print(text, file=sys.stderr)
    return totals


def record_bounds(runs: int = 3) -> dict[str, float]:
    """Median seconds to refuse records over the bounds, and to load the largest one allowed."""
    from belote_desktop.engine import find_variant, new_match, record, replay
    from belote_desktop.engine.record import MAX_RECORD_DEALS, RecordError

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
    parser.add_argument(
        "--timeout",
        type=float,
        default=None,
        help=f"seconds before a case counts as hung (10; deal files {DEAL_TIMEOUT:g})",
    )
    parser.add_argument("--deal-files", action="store_true", help="fuzz deal files instead (see above)")
    parser.add_argument("--quiet", action="store_true", help="only the final JSON line")
    parser.add_argument("--bounds", action="store_true", help="time the record bounds instead (JSON)")
    args = parser.parse_args(argv)
    if args.bounds:
        print(json.dumps(record_bounds()))
        return 0
    if args.deal_files:
        deal_totals = fuzz_deal_files(args.cases, args.seed, args.timeout or DEAL_TIMEOUT, verbose=not args.quiet)
        print(json.dumps(deal_totals))
        bad = ("crashes", "hangs", "lost", "silently_different")
        return 0 if all(deal_totals[key] == 0 for key in bad) else 1
    totals = fuzz(args.cases, args.seed, args.timeout or 10.0, verbose=not args.quiet)
    print(json.dumps(totals))
    return 0 if totals["crashed"] == totals["hung"] == totals["files_lost"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
