"""The contract auction (``TrumpScheme.CONTRACT_AUCTION``: Bidding Belote, Bulgarian Belot and the small
tables): calls from clubs up to all trumps, contra, re-contra and the Match call. Its words in every layer of
learn, registered here; the texts themselves are in learn/explain_contract.py and learn/rules_contract.py."""

from __future__ import annotations

import functools

from ...engine import Action, Declare, PlayerView, Reason, Ruleset, TrumpScheme
from ..explain_bidding import register_bid_explainer
from ..explain_contract import explain_call, refusal
from ..explain_refusals import KIND_WORDING, OWN_REASONS

SCHEME = TrumpScheme.CONTRACT_AUCTION


def explain_action(action: Action, rules: Ruleset, view: PlayerView | None) -> str | None:
    """Every call, double and the Match call; the declaration is the shared words'."""
    return None if isinstance(action, Declare) else explain_call(action, rules, view)


register_bid_explainer(SCHEME, explain_action)
for _reason in (Reason.CALL_TOO_LOW, Reason.CANNOT_STAKE_MATCH, Reason.ALREADY_PASSED):  # only this auction's
    OWN_REASONS[_reason] = functools.partial(refusal, _reason)
KIND_WORDING[SCHEME] = refusal  # and the closed auction, contra and re-contra in its own words
