"""Sun and Hokum (``TrumpScheme.SUN_HOKUM``: Baloot): the calls, Ashkal and the doubling ladder. Its words in
every layer of learn, registered here; the texts themselves are in learn/explain_baloot.py and the rules book's
sections in learn/rules_baloot.py."""

from __future__ import annotations

from ...engine import Action, Declare, PlayerView, Reason, Ruleset, TrumpScheme
from .. import rules_baloot  # noqa: F401 - registers its rules-book sections
from ..explain_baloot import explain_call, explain_refusal
from ..explain_bidding import register_bid_explainer
from ..explain_refusals import OWN_REASONS

SCHEME = TrumpScheme.SUN_HOKUM


def explain_action(action: Action, rules: Ruleset, view: PlayerView | None) -> str | None:
    """Every call and step of the ladder; the declaration (a project) is the shared words'."""
    return None if isinstance(action, Declare) else explain_call(action, rules, view)


register_bid_explainer(SCHEME, explain_action)
OWN_REASONS[Reason.BALOOT_CALL_REFUSED] = explain_refusal
