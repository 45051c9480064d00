"""What a bid means (``explain_bid``) and how high a bid can go (``bid_ceiling``).

Each auction kind explains its own actions (``KindTeaching.explain_action``, learn/kinds/<kind>.py); the
declaration and the plain double are said here. Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Declare, Double, Redouble, Ruleset, Strain
from ..engine.rules import MeldSharing
from ..engine.tricks import play_context
from .explanation import player_view
from .teaching import kind_teaching


# -- what a bid means ----------------------------------------------------------------------


def deal_total(rules: Ruleset, strain: Strain) -> int:
    return play_context(rules.deck, strain).total_points + rules.last_trick_bonus


def bid_ceiling(rules: Ruleset, strain: Strain) -> int | None:
    """The most the takers can ever count toward a bid in ``strain`` when only the cards count
    (declarations off, no belote in that strain): a higher bid can never be made, capot or not.
    None when declarations or belote could add to it. (Coinche, no trumps: 130.)"""
    if rules.meld_rules.table_for(strain) is not None:
        return None
    belote = rules.belote_rule
    return None if belote.counts_for_contract and belote.suits(strain) else deal_total(rules, strain)


def explain_bid(action: Action, rules: Ruleset, view: Any = None) -> str:
    """What a bidding action means in this variant (for the bid buttons' tooltips and the log)."""
    v = player_view(view)
    own = kind_teaching(rules.trump_scheme).explain_action(action, rules, v)  # the kind's words first
    if own is not None:
        return own
    if isinstance(action, Double):
        return QCoreApplication.translate(
            "Explain",
            "Coinche: you bet the takers will fail. The contract's value counts double, whoever wins; no new bid "
            "may follow.")
    if isinstance(action, Redouble):
        return QCoreApplication.translate(
            "Explain", "Surcoinche: your team, coinched, answers that it will make it: the contract counts four "
            "times. The auction ends.")
    if isinstance(action, Declare):
        return _declare_explained(rules)
    return ""


def _declare_explained(rules: Ruleset) -> str:
    """The declaration: when to declare, and whose declarations score in this game."""
    if rules.meld_sharing is MeldSharing.BEST_PLAYER:
        return QCoreApplication.translate(
            "Explain", "Announce your runs now, before your first card; they score only if you hold the best run "
            "at the table.")
    if rules.meld_sharing is MeldSharing.PER_KIND:
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; sequences and carrés are compared "
            "apart: the best of each kind scores.")
    if rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY and rules.team_count == rules.players:  # each for himself
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; they score only if you hold the best "
            "one.")
    return QCoreApplication.translate(
        "Explain", "Declare your combinations now, before your first card; they score only if your team holds "
        "the best one.") if rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY else QCoreApplication.translate(
        "Explain", "Declare your combinations now, before your first card; each team scores its own.")
