"""The moments keep the words they celebrate readable: the match-won confetti never falls over the end panel's
text and buttons (nor the ribbon's words), and the trick winner's banner never covers a name plate, at any seat
and any size, the network table's names included."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.ui.table import moments
from belote_desktop.ui.table.animator import Animator
from belote_desktop.ui.table.scene import TableScene
from belote_desktop.ui.table.match_moment import MatchMoment


def _drawn_in(image: QImage, rect: QRect, step: int = 2) -> int:
    """How many sampled pixels of ``rect`` the moment painted."""
    count = 0
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1), step):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1), step):
            if image.pixelColor(x, y).alpha() > 0:
                count += 1
    return count


@pytest.mark.parametrize("size", [(1366, 768), (900, 650)])
def test_the_confetti_never_falls_over_the_end_panel(qtbot, size):
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(*size)
    panel = QWidget(table)
    panel.title = QLabel("Deal 7 — the match is over", panel)  # type: ignore[attr-defined]
    layout = QVBoxLayout(panel)
    layout.addWidget(panel.title)  # type: ignore[attr-defined]
    layout.addWidget(QLabel("Contract made: 162 points to 0"))
    layout.addWidget(QPushButton("New game"))
    panel.setGeometry(size[0] // 2 - 230, size[1] // 2 - 190, 460, 300)
    table.show()
    moment = MatchMoment(panel, speed=lambda: 1.0)
    match = SimpleNamespace(rules=find_variant("classic"), scores=(1012, 704), winner=0, finished=[])
    moment.start(match, 0, ["You", "East", "North", "West"])  # type: ignore[arg-type]
    assert moment.won and moment._pieces
    keep_clear = panel.geometry().united(moment.ribbon_rect().toAlignedRect())
    ribbon = moment.ribbon_rect().toAlignedRect().adjusted(-60, -20, 60, 40)  # the ribbon and its tails
    panel_only = QRect(panel.geometry().left(), ribbon.bottom() + 1, panel.geometry().width(),
                       panel.geometry().bottom() - ribbon.bottom())
    fell = 0
    for progress in (0.12, 0.25, 0.4, 0.55, 0.7):
        moment.frame_at(progress)
        image = QImage(moment.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        moment.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)  # no background: only the moment
        assert _drawn_in(image, panel_only) == 0, progress  # nothing over the panel's words and buttons
        above = QRect(0, 0, image.width(), keep_clear.top())
        fell += _drawn_in(image, above, 4) + _drawn_in(image, QRect(0, 0, keep_clear.left(), image.height()), 4)
    assert fell > 0  # the confetti does fall, round the panel
    moment.stop()


def _in_play(rules, seed: int = 5):
    """A deal of ``rules`` with its contract made and a trick played."""
    deal = new_deal(rules, dealer=0, seed=seed)
    for _ in range(300):
        if deal.contract is not None and deal.tricks:
            return deal
        actions = deal.legal_actions()
        deal = deal.apply(actions[-1] if deal.contract is None else actions[0])
    raise AssertionError("no trick played")


NETWORK_NAMES = ["Alexandra-Maria", "Konstantinos P.", "Gwendolyn Smith", "Bartholomew"]
NETWORK_DETAILS = ["", "Partner · on the network", "on the network", "computer, until they come back"]


@pytest.mark.parametrize("game", ["classic", "belot_3p", "belot_2p", "decouverte"])
@pytest.mark.parametrize("size", [(480, 400), (800, 560), (1000, 700), (1366, 768)])
def test_the_trick_winners_banner_covers_no_name_plate(qtbot, game, size):
    rules = find_variant(game)
    n = rules.players
    for names, details in ((["You", "East", "North", "West"][:n], [""] * n),
                           (NETWORK_NAMES[:n], NETWORK_DETAILS[:n])):  # a network table's names and lines
        scene = TableScene()
        scene.resize_table(*size)
        animator = Animator(scene)
        animator.set_speed(0.0)
        view = _in_play(rules).view_for(0)
        scene.set_view(view, names, details)
        animator.show_still(view)
        scene.refresh_decor()
        plates = [p.rect for p in scene.plates if p.isVisible()]
        assert len(plates) == n
        card = next(iter(scene.items_by_key.values()))
        for seat in range(n):
            moments.trick_moment(scene, card, seat, 0, 100, 100)
            flash = moments.plate_flash(scene)
            assert flash is not None and flash.words == moments.winner_text(seat, 0, names)
            halo = flash.boundingRect()
            assert [r for r in plates if halo.intersects(r)] == [], (seat, names[seat])
            assert scene.sceneRect().contains(flash.rect.adjusted(-6, -6, 6, 6))  # its glow on the table
            own = scene.plates[seat].rect
            assert flash.rect.intersects(own.adjusted(-own.height(), -own.height(), own.height(), own.height()))
