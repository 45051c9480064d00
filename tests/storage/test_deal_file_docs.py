"""The examples of docs/deal-format.md are deal files that open, and the CFN quoted there is what Export writes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_desktop.storage.deal_file import cfn, read_deal, write_deal

DOC = Path(__file__).resolve().parents[2] / "docs" / "deal-format.md"
EXAMPLES = [block for block in re.findall(r"```\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
            if block.startswith("belote-deal 1")]


def test_the_doc_has_an_example_of_every_family():
    games = {re.search(r"^game: (\w+)", block, re.M).group(1) for block in EXAMPLES}
    assert {"classic", "contree_ffb", "bulgarian", "baloot", "tarabish", "clabber", "decouverte",
            "belot_2p_open", "belot_3p", "coinche"} <= games


@pytest.mark.parametrize("block", EXAMPLES, ids=lambda b: re.search(r"^game: (\w+)", b, re.M).group(1))
def test_each_example_opens(block):
    loaded = read_deal(block)
    if loaded.actions:  # written by the game: writing it again gives the same lines (comments aside)
        again = [line for line in write_deal(loaded.state, loaded.seed).splitlines() if line and not line.startswith("#")]
        assert again == [line for line in block.splitlines() if line and not line.startswith("#")]


def test_the_cfn_quoted_is_the_cfn_written():
    quoted = re.search(r"The same deal in colver's CFN: `([^`]+)`", DOC.read_text(encoding="utf-8")).group(1)
    coinche = next(b for b in EXAMPLES if "game: contree_ffb" in b)
    assert cfn(read_deal(coinche).state) == quoted


def test_the_hand_written_pack_order_is_the_documented_standard_order():
    from belote_desktop.engine import deck_cards, find_variant

    order = [str(c) for c in deck_cards(find_variant("classic").deck)]
    assert order[:3] == ["7C", "8C", "9C"] and order[-1] == "AS"
