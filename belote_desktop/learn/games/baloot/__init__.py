"""Baloot, the Belote of Saudi Arabia and the Gulf, for the learner, in one place: its words and glossary
(``words``), its sections of the rules book (``rules_book``: the calls, the doubling ladder, the projects,
the round points), its explanations of calls, refusals and verdicts (``explain``) and its guided deal
(``tutorial``). Its auction kind, Sun and Hokum, registers the sections and the explanations with the shared
modules (learn/kinds/sun_hokum.py); the rest reaches them through the record below.
"""

from __future__ import annotations

from ...base.records import DialTexts, GameTeaching, GameText, MeldTableText
from ...vocabulary import baloot_project
from . import explain, tutorial, words

TEACHING = GameTeaching(
    family="baloot",
    games={"baloot": GameText(words.name, words.description, "sun_hokum", words=words.WORDS, facts=words.FACTS)},
    meld_tables={"baloot": MeldTableText(namer=baloot_project, ranking=words.project_ranking)},
    glossary=words.glossary_terms,
    tutorials=(tutorial.DEAL,),
    dials=DialTexts(round_point_lines=explain.round_point_lines),  # the end of deal of a game scored in rounds
)
