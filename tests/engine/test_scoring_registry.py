"""The scorers are registered, not branched on: every kind of auction has its contract scorer and every
match-point dial its converter, and the scoring module compares neither the scheme nor the dial."""

import ast
from pathlib import Path

from belote_desktop.engine import TrumpScheme
from belote_desktop.engine.rules import MatchPoints
from belote_desktop.engine.scoring import CONTRACT_SCORERS, CONVERTERS

SCORING = Path(__file__).parents[2] / "belote_desktop" / "engine" / "scoring.py"


def test_every_kind_and_dial_is_registered():
    assert set(CONTRACT_SCORERS) == set(TrumpScheme)
    assert set(CONVERTERS) == set(MatchPoints)


def test_the_scoring_module_branches_on_no_kind():
    compared = []
    for node in ast.walk(ast.parse(SCORING.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            names = [n for n in ast.walk(node) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                     and n.value.id in ("TrumpScheme", "MatchPoints")]
            if names:
                compared.append(ast.unparse(node))
    assert not compared, compared
