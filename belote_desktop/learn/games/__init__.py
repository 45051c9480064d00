"""Every family of games for the learner, one package a family (``learn/games/<family>/``): its games'
names and words, its paragraphs of the rules book, its explanations, its guided deals, its glossary entries
and its gallery tiles, behind one record (``teaching.GameTeaching``, its ``TEACHING``).

``FAMILIES`` below is the one list of them; the shared modules read it through ``learn/teaching.py``
(``teaching_for(rules)``, ``game_text(rules)``), which imports this package only when first asked, so a
family may import the shared modules and nothing is registered by importing it. The order is the guided
deals' order in the Help menu.

A new game is a package here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

from ..teaching import GameTeaching
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
