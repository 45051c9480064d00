"""Helpers shared by the Qt tests (imported by name: pytest puts this folder on sys.path)."""

from __future__ import annotations

from belote_desktop.engine import Phase, PlayCard
from belote_desktop.storage.settings import Settings


def make_settings(**changes):
    s = Settings()
    s.animation_speed = "instant"
    s.bot_pause_ms = 0
    for key, value in changes.items():
        setattr(s, key, value)
    return s


def drive_to_human_play(w, want_illegal=True):
    """Play bots synchronously (the human's bids too) until the human must play a card.

    Returns True once the human is to play (with at least one illegal card if asked)."""
    c = w.controller
    c.auto_bots = False
    for _ in range(400):
        m = c.match
        if m is None or m.over:
            return False
        if c.awaiting_continue:
            w.continue_deal()
            continue
        view = c.view()
        if view.phase is Phase.PLAY and c.current_player() == w.human:
            plays = [a for a in view.legal_actions if isinstance(a, PlayCard)]
            if not want_illegal or len(plays) < len(view.hand):
                return True
        c.play_bot_move_now()
    return False
