"""A deal file's problems in words (``app/deal_text``): each problem the reader can raise has its sentence, with
its line."""

from __future__ import annotations


def test_every_problem_of_a_deal_file_has_its_words():
    import re
    from pathlib import Path

    import belote_desktop.storage.deal_file as module
    from belote_desktop.storage.deal_file import DealFileError
    from belote_desktop.app.deal_text import problem_text

    source = Path(module.__file__).read_text(encoding="utf-8")
    codes = set(re.findall(r'DealFileError\(\s*[\w.]+,\s*"(\w+)"', source))
    assert len(codes) >= 30
    for code in codes:
        said = problem_text(DealFileError(7, code, "ENGLISH FALLBACK"))
        assert said.startswith("Line 7: ") and "ENGLISH FALLBACK" not in said, code
    assert problem_text(DealFileError(0, "empty", "x")) == "The file is empty."
