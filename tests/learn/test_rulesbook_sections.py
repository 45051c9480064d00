"""The rules book's registry of sections: each builder writes the section its anchor names, in order."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from belote_desktop.learn import rules_html
from belote_desktop.learn.explain import RULE_IDS
from belote_desktop.learn.rulesbook import CONTENTS, SECTIONS
from tests.rulesets import every_ruleset


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_each_section_opens_with_its_own_anchor(name):
    rules = every_ruleset()[name]
    for anchor, build in SECTIONS:
        assert anchor in RULE_IDS
        first = build(rules)[0]
        assert first.startswith("<h2>") and f'name="{anchor}"' in first, (anchor, first)


def test_the_page_walks_the_registry_in_order():
    page = rules_html(every_ruleset()["classic"])
    places = [page.index(f'<h2><a name="{anchor}"') for anchor, _build in SECTIONS]
    assert places == sorted(places) and len(set(places)) == len(SECTIONS)
    assert CONTENTS == tuple(anchor for anchor, _build in SECTIONS)[1:]  # the overview has no link under the title
