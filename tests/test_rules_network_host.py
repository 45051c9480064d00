"""Issue 58: the rules book tells every game's player that at a network table the host's program deals and knows
every card, and what the code protects."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS
from belote_desktop.learn.rulesbook import rules_html


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_rules_book_says_the_host_deals_and_knows_every_card(variant):
    words = rules_html(VARIANTS[variant])
    assert "knows every card" in words and "never crosses the network" in words
