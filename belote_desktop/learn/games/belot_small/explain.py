"""What a contract-auction call commits to when every player plays alone (Belot for 3 and for 2):
the words of learn/games/bulgarian/explain.py speak of teams, which these games do not have."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Action, Double, Redouble, Ruleset, TieRule
from ....engine.actions import Call
from ....engine.rules import FailedShare
from ... import vocabulary

translate = QCoreApplication.translate


def explain_call_alone(action: Action, rules: Ruleset, total: int, counted: str, strain_name: str) -> str | None:
    """The first words of a call (with the tie), double or redouble for a player alone; None for the common
    wording. ``explain_call`` adds the rest."""
    two = rules.players == 2
    if isinstance(action, Call):
        if two and rules.unused_cards:
            text = translate(
                "Explain", "Call {strain}: if your opponent calls nothing higher, you must score more points than "
                "him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores "
                "everything.")
        elif two:
            text = translate(
                "Explain", "Call {strain}: if your opponent calls nothing higher, you must score more points than "
                "him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.")
        elif rules.failed_share is FailedShare.SPLIT:
            text = translate(
                "Explain", "Call {strain}: if nobody calls higher, you must score more points than each other "
                "player ({counted}; {total} in the cards and last trick), or you are inside and the others share "
                "your points.")
        else:
            text = translate(
                "Explain", "Call {strain}: if nobody calls higher, you must score more points than each other "
                "player ({counted}; {total} in the cards and last trick), or you are inside and your points are "
                "lost.")
        text = text.format(strain=strain_name, counted=counted, total=total)
        if rules.tie_rule is TieRule.HANGING and two:
            text += " " + translate(
                "Explain", "If equal, he scores his points and yours hang over to the winner of the next deal.")
        elif rules.tie_rule is TieRule.HANGING:
            text += " " + translate(
                "Explain", "If equal to the best of the others, they score their points and yours hang over to "
                "the winner of the next deal.")
        return text  # explain_call adds what no trumps, all trumps and the rest of the deal mean
    if isinstance(action, Double) and rules.team_count >= 3:
        return translate(
            "Explain", "{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied "
            "for the most share it), and the points count double.").format(word=vocabulary.term(vocabulary.Term.CONTRA))
    if isinstance(action, Double):
        return translate(
            "Explain", "{word}: you bet the caller will fail. Whoever then scores most takes everything, and the "
            "points count double.").format(word=vocabulary.term(vocabulary.Term.CONTRA))
    if isinstance(action, Redouble):
        return translate(
            "Explain", "{word}: doubled, you answer that you will make it: the points count four times.").format(
            word=vocabulary.term(vocabulary.Term.RECONTRA))
    return None
