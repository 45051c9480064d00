"""The GUI soak (tools/soak.py) plays every game in turn and fails on an exception in the window."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import VARIANTS
from tools import soak

pytestmark = pytest.mark.slow  # whole soak runs of the window through every game


def _args(**changes):
    args = argparse.Namespace(deals=3, sample_every=10, warmup=0, language_every=0, level="beginner", seed=1,
                              stall_s=60.0, deals_per_match=1)
    vars(args).update(changes)
    return args


def _run(qtbot, args, hook=None):
    runner = soak.Soak(QApplication.instance(), args)
    qtbot.addWidget(runner.window)
    if hook is not None:
        hook(runner.window)
    try:
        runner.run()
        return runner.summary()
    finally:
        runner.window.persist = False
        runner.controller.auto_bots = False
        runner.controller.cancel_bot()
        runner.controller.wait_for_bots()


def test_the_soak_cycles_through_every_game(qtbot):
    assert soak.VARIANT_CYCLE == tuple(VARIANTS)
    report = _run(qtbot, _args())
    assert report["deals"] == 3 and report["error"] is None and report["exceptions"] == 0
    assert report["deals_by_game"] == dict.fromkeys(sorted(list(VARIANTS)[:3]), 1)


def test_an_exception_in_the_window_fails_the_soak(qtbot):
    def broken(window):
        def slot():
            raise RuntimeError("a slot that fails")
        window.controller.dealStarted.connect(slot)

    report = _run(qtbot, _args(deals=1), broken)
    assert report["exceptions"] >= 1 and "exceptions" in report["error"]
