"""The bots' package in rooms by job (issue 48, point 4), read from the imports of its source.

``ai/`` holds the door (``__init__``: ``choose_action``) and the shared plumbing (``workers``, ``seeds``,
``tables``); the rest lives in three rooms: ``bidding/`` (the bidders), ``play/`` (the card play and its machinery)
and ``beliefs/`` (what a view tells about the unseen hands). Imports go one way, bidding -> play -> beliefs (and
bidding -> beliefs), never back, so no import circle runs between rooms (as bidding <-> search once did, through
the auction's weight of a deal). Every import counts: at the top, inside a function, under TYPE_CHECKING.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import belote_desktop

PACKAGE = Path(belote_desktop.__file__).parent
AI = PACKAGE / "ai"
AI_NAME = "belote_desktop.ai"
ROOMS = ("bidding", "play", "beliefs")
DOOR_AND_PLUMBING = {"__init__", "seeds", "tables", "workers"}

# What a module of a room may import from the door: none. The self-play data generator, which plays whole deals
# with the bots to train the ownership model, is training code and lives in tools/ownership_data.py.
ROOM_MODULES_USING_THE_DOOR: set[str] = set()

# What the rest of the program (belote_desktop outside ai/) may import from ai: the door, and beside it only this.
OUTSIDE_ALLOWED = {
    # the exact solver of the last tricks and its card tables: the card problems are proved by the solver the bots
    # search with, each first card's worth read in its own units (learn/problems/exact.py)
    "belote_desktop.ai.play.kernel",
    "belote_desktop.ai.tables",
    # the door: a bot's move (choose_action), its levels and their search settings
    "belote_desktop.ai",
    # a decision's random numbers from its position: the match, the host and Review seed the bots alike
    "belote_desktop.ai.seeds",
    # the worker processes the app's bots think in, off the GUI thread (ui/bots.py, ui/suggestion.py)
    "belote_desktop.ai.workers",
    # which kernel runs, compiled or pure Python: `--version` and the log say it (cli/main.py)
    "belote_desktop.ai.play.native",
    # not a move but every card's worth: Suggest, Review and the Master's comparison weigh each card with the
    # search (card_values, merge_values, best_card) and a bid with evaluate_contracts (learn/advice.py, judge.py)
    "belote_desktop.ai.play.search",
    # what a bot believed about the unseen cards, for the bot-knowledge panel (ui/dialogs/bot_knowledge.py)
    "belote_desktop.ai.play.believed",
    # the worth of every action the calibrated bidder weighs, for Suggest's words and Review's costs
    # (learn/suggest.py, learn/advice.py: model_for, model_bid, margin_for, action_strain, expert_bid)
    "belote_desktop.ai.bidding.model",
    # Suggest's simple bid (heuristic_bid) and the simulation's worth of passing (learn/suggest.py, advice.py)
    "belote_desktop.ai.bidding.auction",
    # the cards a taker bids with (taken_turned_bit: the turned card or not), for Suggest's words (learn/suggest.py)
    "belote_desktop.ai.beliefs.hand_value",
    # what a set of declarations does against those announced, as the bots weigh it (against_announced,
    # declaration_value), for the declare panel's words (learn/declaration_choice.py)
    "belote_desktop.ai.play.declaring",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.is_dir() or path.with_suffix(".py").is_file()


def imports_of(path: Path) -> set[str]:
    """The package's modules ``path`` imports (``from x import y`` counts ``x.y`` where that is a module)."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("belote_desktop"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("belote_desktop"):
                continue
            subs = [f"{target}.{a.name}" for a in node.names if is_module(f"{target}.{a.name}")]
            found.update(subs)
            if len(subs) < len(node.names):
                found.add(target)
    return found


def ai_graph() -> dict[str, set[str]]:
    """Every module of ai/ -> the modules of ai/ it imports."""
    return {module_name(p): {m for m in imports_of(p) if m == AI_NAME or m.startswith(AI_NAME + ".")}
            for p in sorted(AI.rglob("*.py"))}


def room_of(module: str) -> str:
    """The room of an ai module, or "" for the door and the plumbing."""
    parts = module.split(".")
    return parts[2] if len(parts) > 3 or (len(parts) == 3 and parts[2] in ROOMS) else ""


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's strongly connected components of ``graph``."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            out.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_rooms_exist_and_the_root_keeps_only_the_door_and_the_plumbing():
    for room in ROOMS:
        assert (AI / room / "__init__.py").is_file(), room
    assert (AI / "beliefs" / "ownership" / "__init__.py").is_file()
    assert {p.stem for p in AI.glob("*.py")} == DOOR_AND_PLUMBING
    folders = {p.name for p in AI.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == {*ROOMS, "ckernel", "data"}  # the compiled kernel's sources and the bots' data stay in ai/
    graph = ai_graph()
    assert {"belote_desktop.ai.bidding.auction", "belote_desktop.ai.play.search", "belote_desktop.ai.play.native",
            "belote_desktop.ai.beliefs.inference", "belote_desktop.ai.beliefs.calls"} <= set(graph)


def test_the_beliefs_read_neither_the_bidders_nor_the_card_play():
    graph = ai_graph()
    for module, imported in graph.items():
        if room_of(module) == "beliefs":
            wrong = sorted(m for m in imported if room_of(m) in ("bidding", "play"))
            assert wrong == [], f"{module} imports {wrong}"
    assert "belote_desktop.ai.beliefs.calls" in graph["belote_desktop.ai.play.search"]  # the auction's weight


def test_no_import_cycle_between_the_rooms():
    graph = ai_graph()
    rooms: dict[str, set[str]] = {room: set() for room in ROOMS}
    for module, imported in graph.items():
        for other in imported:
            if room_of(module) and room_of(other) and room_of(other) != room_of(module):
                rooms[room_of(module)].add(room_of(other))
    assert rooms == {"bidding": {"play", "beliefs"}, "play": {"beliefs"}, "beliefs": set()}
    # nor a circle of modules through the door or the plumbing: any circle stays inside one room
    for component in strongly_connected(graph):
        assert len({room_of(m) or m for m in component}) == 1, f"an import circle across rooms: {sorted(component)}"


def test_the_rooms_use_the_door_only_where_listed():
    graph = ai_graph()
    users = {m for m, imported in graph.items() if room_of(m) and AI_NAME in imported}
    assert users == ROOM_MODULES_USING_THE_DOOR
    assert not any(user in imported for user in users for imported in graph.values())  # no bot imports them
    for plumbing in ("seeds", "tables"):
        assert graph[f"{AI_NAME}.{plumbing}"] == set(), plumbing  # read by every room, reads none


@pytest.mark.slow
def test_the_rest_of_the_program_imports_the_bots_through_the_door():
    used: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if AI in path.parents:
            continue
        for module in imports_of(path):
            if module == AI_NAME or module.startswith(AI_NAME + "."):
                used.setdefault(module, set()).add(module_name(path))
    outside = {module: sorted(users) for module, users in used.items() if module not in OUTSIDE_ALLOWED}
    assert outside == {}, "import the bots through belote_desktop.ai, or list (and justify) the module here"
    assert set(OUTSIDE_ALLOWED) - set(used) == set(), "an allowed module no one imports any more: drop it"
