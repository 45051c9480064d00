"""tools.arena_paired: two saved arenas compared pair by pair, refused when they were not the same cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.arena_paired import NotComparable, compare, main


def _saved(margins: list[float], seed: int = 5, variant: str = "classic") -> dict[str, object]:
    pairs = {str(p): [{"a_points": 81 + m / 2, "b_points": 81 - m / 2, "deals": 1}] for p, m in enumerate(margins)}
    return {"summary": {"variant": variant, "seed": seed, "mode": "auction-cards", "card_play_only": False,
                        "mean_diff": sum(margins) / len(margins)}, "pairs": pairs}


def test_the_difference_is_taken_pair_by_pair() -> None:
    out = compare(_saved([10.0, -4.0, 6.0, 0.0]), _saved([8.0, -4.0, 2.0, 2.0]))
    assert out["pairs"] == 4 and out["pairs_equal"] == 1
    assert out["mean_diff"] == pytest.approx((2 + 0 + 4 - 2) / 4)
    # sd of (2, 0, 4, -2) is 2.582: 1.96 * 2.582 / 2
    assert out["ci95"] == pytest.approx(2.53, abs=0.01)


@pytest.mark.parametrize("other", [_saved([1.0, 2.0], seed=6), _saved([1.0, 2.0], variant="baloot"), _saved([1.0])])
def test_arenas_on_other_cards_are_refused(other: dict[str, object]) -> None:
    with pytest.raises(NotComparable):
        compare(_saved([1.0, 2.0]), other)


def test_the_command_prints_json_and_refuses_a_damaged_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second, bad = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "bad.json"
    first.write_text(json.dumps(_saved([3.0, 1.0, 2.0])))
    second.write_text(json.dumps(_saved([1.0, 1.0, 1.0])))
    bad.write_text("{not json")
    assert main([str(first), str(second)]) == 0
    assert json.loads(capsys.readouterr().out)["mean_diff"] == pytest.approx(1.0)
    assert main([str(first), str(bad)]) == 2
    assert "arena_paired" in capsys.readouterr().err
