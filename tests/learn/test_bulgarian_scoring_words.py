"""The Bulgarian family's scoring in words: equal sequences that cancel are told at the end of the deal, the
declaration texts say the rule played, and the rules book names each reading and its option."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.learn import explain_result
from tests.engine.test_bulgarian_scoring_points import cancelled_deal


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def test_the_end_of_deal_words_say_when_equal_sequences_cancel():
    lines = explain_result(cancelled_deal(), find_variant("bulgarian"))
    assert any("cancel out, and nobody scores sequences" in line for line in lines)
