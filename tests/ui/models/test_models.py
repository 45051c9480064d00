"""The score sheet and variant models pass Qt's model tester."""

from __future__ import annotations

from belote_desktop.engine import VARIANTS, find_variant, new_match
from belote_desktop.ui.models import ScoreSheetModel, VariantListModel


def _played_match(deals: int):
    m = new_match(find_variant("classic"), seed=9)
    while len(m.finished) < deals and not m.over:
        m = m.apply(m.legal_actions()[-1])
    return m


def test_score_model_passes_modeltester(qtmodeltester):
    model = ScoreSheetModel()
    model.set_match(None)
    qtmodeltester.check(model)
    match = _played_match(3)
    model.set_match(match)
    qtmodeltester.check(model)
    assert model.rowCount() == len(match.finished) + 1
    total_row = model.rowCount() - 1
    assert [model.index(total_row, 2 + t).data() for t in range(2)] == [str(s) for s in match.scores]
    for row, result in enumerate(match.results):
        assert model.index(row, 2).data() == str(result.score[0])


def test_variant_model_lists_every_engine_variant(qtmodeltester):
    model = VariantListModel()
    qtmodeltester.check(model)
    assert model.rowCount() == len(VARIANTS)
    ids = {model.ruleset(r).id for r in range(model.rowCount())}
    assert ids == set(VARIANTS)
    for r in range(model.rowCount()):
        assert model.index(r, 0).data() and model.index(r, 0).data(3)  # name and tooltip (description)
