"""rules_window.py (offscreen) and the translatability of the learn package."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QUrl

from tests.qt_tools import tool as _tool
from belote_desktop.engine import VARIANTS, IllegalActionError, Reason, find_variant
from belote_desktop.learn import explain_illegal
from belote_desktop.learn.rules_window import RulesWindow
from tools.screenshots.rules_window import save_screenshots

LEARN = Path(__file__).resolve().parents[2] / "belote_desktop" / "learn"


@pytest.fixture
def window(qtbot):
    w = RulesWindow(find_variant("classic"))
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w


def test_pages_and_links(window, qtbot):
    from belote_desktop.learn.vocabulary import variant_name

    assert [window.pages.item(i).text() for i in range(window.pages.count())] == [
        variant_name(r) for r in VARIANTS.values()] + ["Glossary"]
    assert [window.pages.item(i).text() for i in range(3)] == ["Belote (classic)", "La Coinche", "Contrée (FFB)"]
    assert window.current_page == "rules:classic"
    assert "Follow suit" in window.browser.toPlainText()
    window.open_link("rules:coinche#bid_values")
    assert window.current_page == "rules:coinche" and window.pages.currentRow() == 1
    assert window.browser.verticalScrollBar().value() > 0
    window.open_link("glossary#capot")
    assert window.current_page == "glossary" and "Surcoinche" in window.browser.toPlainText()
    # a glossary link goes back to the rules of the game being played, at the paragraph
    window._on_anchor(QUrl("rules#capot"))
    assert window.current_page == "rules:classic" and window.browser.verticalScrollBar().value() > 0
    window.pages.setCurrentRow(1)
    assert window.current_page == "rules:coinche"
    window.open_link("#scoring")  # the contents line at the top of a page
    assert window.current_page == "rules:coinche" and window.browser.verticalScrollBar().value() > 0


def test_an_explanation_link_opens_its_paragraph(window):
    error = IllegalActionError(Reason.MUST_OVERTRUMP)
    explanation = explain_illegal(error)
    window.open_link("rules#scoring")
    scrolled = window.browser.verticalScrollBar().value()
    window.open_link(explanation.link)
    assert explanation.link == "rules#must_overtrump"
    assert window.browser.verticalScrollBar().value() not in (0, scrolled)


def test_custom_rules_get_their_own_page(qtbot):
    custom = dataclasses.replace(find_variant("classic"), must_overtrump=False, target_score=1001)
    w = RulesWindow(custom)
    qtbot.addWidget(w)
    assert w.pages.item(0).text() == "This game" and w.current_page == "rules:custom"
    text = w.browser.toPlainText()
    assert "1001" in text and "with your options" in text and "●" in text
    w.set_rules(find_variant("coinche"))

    assert w.pages.count() == len(VARIANTS) + 1 and w.current_page == "rules:coinche"  # the presets, the glossary


def test_grab_renders(window, tmp_path):
    image = window.grab().toImage()
    assert image.width() >= 1000 and image.height() >= 700 and not image.isNull()
    paths = save_screenshots(str(tmp_path))
    assert len(paths) == 4 and all(Path(p).stat().st_size > 10_000 for p in paths)


def test_lupdate_finds_the_strings_with_explicit_contexts(tmp_path):
    ts = tmp_path / "learn.ts"
    files = sorted(str(p) for p in LEARN.rglob("*.py") if "__pycache__" not in p.parts)  # the games' packages too
    subprocess.run([_tool("lupdate"), "-extensions", "py", *files, "-ts", str(ts)], check=True,
                   capture_output=True)
    root = ET.parse(ts).getroot()
    contexts = {c.findtext("name"): len(c.findall("message")) for c in root.findall("context")}
    assert set(contexts) <= {"Explain", "RulesBook", "Glossary", "Tutorial", "RulesWindow", "Cards", "Variants", "Suggest",
                             "Review", "Seats", "Terms",
                             "NewGame", "Options",  # learn/options.py: the option table
                             "GameFacts",  # the games' tiles in the New Game gallery (learn/games/)
                             "Problems",  # learn/problems/: the card problems' goals
                             "Mistakes",  # learn/mistakes.py: the kinds of mistakes (issue 74)
                             # learn/table_words.py, the table's words (ui/text.py until issue 72)
                             "Bidding", "Contract", "Log", "Melds", "Reasons", "Settings", "Teams"}
    assert contexts["Explain"] > 100 and contexts["RulesBook"] > 100 and contexts["Glossary"] > 40
    assert contexts["Tutorial"] > 20
    # every call in the sources was found (a string hidden behind an alias would be missed)
    calls = sum(p.read_text(encoding="utf-8").count("translate(") for p in LEARN.glob("*.py"))
    found = sum(len(m.findall("location")) for c in root.findall("context") for m in c.findall("message"))
    assert found >= calls - 2, (found, calls)  # every use of a string is a location, merged or not
