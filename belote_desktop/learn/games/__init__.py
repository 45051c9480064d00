"""Every family of games for the learner, one package a family (``learn/games/<family>/``): its games'
names and words, its paragraphs of the rules book, its explanations, its guided deals, its glossary entries
and its gallery tiles, behind one record (``base.records.GameTeaching``, its ``TEACHING``).

``FAMILIES`` below is the one list of them, handed to ``learn/teaching.py``'s registry, where the shared
modules read it (``teaching_for(rules)``, ``game_text(rules)``); ``learn/__init__`` imports this package, so
the registry is full whenever anything of learn is used. No shared module imports this package or a family:
a family imports the shared modules, never the other way. The order is the guided deals' order in the Help
menu.

A new game is a package here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

from ..base.records import GameTeaching
from ..teaching import register_families
from . import baloot, belot_small, bidding_belote, bulgarian, clabber, classic, decouverte, pilotta, tarabish

FAMILIES: tuple[GameTeaching, ...] = (
    classic.TEACHING,
    bidding_belote.TEACHING,
    bulgarian.TEACHING,
    pilotta.TEACHING,
    baloot.TEACHING,
    tarabish.TEACHING,
    clabber.TEACHING,
    decouverte.TEACHING,
    belot_small.TEACHING,
)

register_families(FAMILIES)
