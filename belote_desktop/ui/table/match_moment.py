"""The end-of-match moment: a gold ribbon across the top of the end-of-deal panel ("You and North win the
match  1012 – 704"), the winners' trumps fanning up below it and a few seconds of card confetti and shine
drawn in code; for a loss or a draw a quieter cream ribbon that only fades in.

``MatchMoment`` is a widget over the table (a sibling of the end-of-deal panel, raised above it) that takes
neither the mouse nor the keyboard: the panel's buttons keep the focus and every key. It follows the panel
(moved, resized, hidden: gone with it). With the animation speed off (``speed() == 0``) it is a still
image: the ribbon and the fan, no falling confetti.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import Card, MatchState, Rank, Ruleset, Suit
from . import card_art
from .card_item import CardItem
from .layout import CARD_ASPECT
from ..look import palette
from .zoom import zoom_of

BASE_MS = 3600  # the confetti's few seconds at 'normal' speed
RIBBON_IN = 0.16  # share of the time the ribbon takes to swoop in
FAN_RANKS = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING)  # the trumps, strongest first


def _and(names: Sequence[str]) -> str:
    """'You and North', 'East, West and South'."""
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("MatchMoment", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def _winning_seats(rules: Ruleset, winner: int, human_team: int) -> list[int]:
    """The seats of the winning team, the player first if he is one of them."""
    seats = [s for s in range(rules.players) if rules.team_of(s) == winner]
    human = next((s for s in seats if rules.team_of(s) == human_team), -1)
    if human >= 0:
        seats.sort(key=lambda s: s != human)
    return seats


def _win_headline(labels: Sequence[str], you_won: bool) -> str:
    if you_won and len(labels) == 1:
        return QCoreApplication.translate("MatchMoment", "You win the match")
    if len(labels) == 1:
        return QCoreApplication.translate("MatchMoment", "{name} wins the match").format(name=labels[0])
    return QCoreApplication.translate("MatchMoment", "{names} win the match").format(names=_and(labels))


def moment_words(match: MatchState, human_team: int, names: Sequence[str]) -> tuple[str, str, bool]:
    """(headline, score, won): "You and North win the match", "1012 – 704" (the winner's score first),
    whether the player's side won."""
    scores = list(match.scores)
    winner = match.winner
    if winner < 0:
        return (
            QCoreApplication.translate("MatchMoment", "The match is a draw"),
            " – ".join(str(s) for s in scores),
            False,
        )
    seats = _winning_seats(match.rules, winner, human_team)
    labels = [names[s] if s < len(names) and names[s] else str(s) for s in seats]
    order = [winner] + sorted((t for t in range(len(scores)) if t != winner), key=lambda t: -scores[t])
    return (
        _win_headline(labels, winner == human_team),
        " – ".join(str(scores[t]) for t in order),
        winner == human_team,
    )


@dataclass
class _Piece:
    x: float  # share of the width
    delay: float  # share of the time before it starts to fall
    fall: float  # widths of the table fallen over the whole time
    sway: float
    wobble: float
    spin: float
    size: float
    colour: QColor
    kind: int  # 0 paper strip, 1 a tiny card, 2 a round spangle


_CONFETTI_COLOURS = (palette.GOLD, palette.CREAM, "#e53935", "#4fc3f7", "#ffb300", "#81c784", palette.GOLD_DARK)


@dataclass(frozen=True)
class _RibbonColours:
    light: str
    mid: str
    dark: str
    edge: str
    ink: str


_WON_RIBBON = _RibbonColours("#ffe680", palette.GOLD, "#d9a925", palette.GOLD_DARK, "#3a2906")
_QUIET_RIBBON = _RibbonColours("#fbf9f2", palette.CREAM, "#ddd6c3", palette.CREAM_EDGE, palette.INK)


def _paint_tail(painter: QPainter, r: QRectF, sign: int, colours: _RibbonColours) -> None:
    """One of the ribbon's tails (``sign`` -1 left, 1 right), behind the band, a little lower: a cut ribbon's end."""
    h = r.height()
    edge = QColor(colours.edge)
    x0 = r.left() + h * 0.35 if sign < 0 else r.right() - h * 0.35
    x1 = x0 + sign * h * 0.9
    tail = QPainterPath()
    tail.moveTo(x0, r.top() + h * 0.28)
    tail.lineTo(x1, r.top() + h * 0.28)
    tail.lineTo(x1 - sign * h * 0.28, r.top() + h * 0.28 + h * 0.5)
    tail.lineTo(x1, r.bottom() + h * 0.28)
    tail.lineTo(x0, r.bottom() + h * 0.28)
    tail.closeSubpath()
    grad = QLinearGradient(QPointF(0, r.top()), QPointF(0, r.bottom() + h * 0.28))
    grad.setColorAt(0, QColor(colours.dark))
    grad.setColorAt(1, edge)
    painter.setPen(QPen(edge.darker(130), 1.2))
    painter.setBrush(grad)
    painter.drawPath(tail)
    fold = QPainterPath()  # the shadow where the band folds over its tail
    fold.moveTo(x0, r.bottom())
    fold.lineTo(x0, r.bottom() + h * 0.28)
    fold.lineTo(x0 + sign * h * 0.3, r.bottom())
    fold.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(fold)


def _paint_band(painter: QPainter, r: QRectF, colours: _RibbonColours) -> QPainterPath:
    """The ribbon's band over its shadow, with its highlight and stitching; its outline."""
    edge = QColor(colours.edge)
    band = QPainterPath()
    band.addRoundedRect(r, 6, 6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(band.translated(0, 4))
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0.0, QColor(colours.light))
    grad.setColorAt(0.45, QColor(colours.mid))
    grad.setColorAt(1.0, QColor(colours.dark))
    painter.setBrush(grad)
    painter.setPen(QPen(edge, 2.0))
    painter.drawPath(band)
    painter.setPen(QPen(QColor(255, 255, 255, 120), 1.0))
    painter.drawLine(QPointF(r.left() + 8, r.top() + 4), QPointF(r.right() - 8, r.top() + 4))
    painter.setPen(QPen(edge, 1.0, Qt.PenStyle.DashLine))  # the stitching
    painter.drawRoundedRect(r.adjusted(5, 7, -5, -7), 4, 4)
    return band


def _paint_shine(painter: QPainter, r: QRectF, band: QPainterPath, t: float) -> None:
    """A light sweeping across the ribbon, twice."""
    for start in (0.12, 0.55):
        s = (t - start) / 0.22
        if not 0.0 <= s <= 1.0:
            continue
        x = r.left() - r.width() * 0.2 + s * r.width() * 1.4
        shine = QLinearGradient(QPointF(x - 60, r.top()), QPointF(x + 60, r.bottom()))
        shine.setColorAt(0.0, QColor(255, 255, 255, 0))
        shine.setColorAt(0.5, QColor(255, 255, 255, 150))
        shine.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setBrush(shine)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(band)


class MatchMoment(QWidget):
    def __init__(
        self, panel: QWidget, speed: Callable[[], float], review_shown: Callable[[], bool] | None = None
    ) -> None:
        parent = panel.parentWidget()
        assert parent is not None
        super().__init__(parent)
        self.panel = panel
        self.speed = speed
        self.review_shown = review_shown or (lambda: False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.headline = ""
        self.score = ""
        self.won = False
        self.trump: Suit = Suit.HEARTS
        self.progress = 1.0  # 0..1 through the moment; 1: the still image
        self.animated = False
        self._pieces: list[_Piece] = []
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._on_tick)
        self._anim.finished.connect(self._on_finished)
        parent.installEventFilter(self)
        panel.installEventFilter(self)
        self.hide()

    # -- showing ------------------------------------------------------------------------------
    def start(self, match: MatchState, human_team: int, names: Sequence[str]) -> None:
        """The match is over: show its moment over the end-of-deal panel."""
        self.headline, self.score, self.won = moment_words(match, human_team, names)
        last = match.finished[-1] if match.finished else None
        contract = last.contract if last is not None else None
        self.trump = contract.trump if contract is not None and contract.trump is not None else Suit.HEARTS
        rng = random.Random(sum(match.scores) * 31 + len(match.finished))
        self._pieces = [self._piece(rng) for _ in range(120)] if self.won else []
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._anim.stop()
        factor = self.speed()
        self.animated = factor > 0
        self.show()
        self.raise_()
        if self.animated:
            self.progress = 0.0
            self._anim.setDuration(int(BASE_MS * factor * (1.0 if self.won else 0.45)))
            self._anim.start()
        else:
            self.progress = 1.0
        self.update()

    def stop(self) -> None:
        self._anim.stop()
        self.animated = False
        self.hide()

    @property
    def running(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def _on_tick(self, value: object) -> None:
        self.progress = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()

    def _on_finished(self) -> None:
        self.progress = 1.0
        self.animated = False
        self.update()

    @staticmethod
    def _piece(rng: random.Random) -> _Piece:
        return _Piece(
            x=rng.random(),
            delay=rng.random() * 0.35,
            fall=1.1 + rng.random() * 0.7,
            sway=6 + rng.random() * 18,
            wobble=2 + rng.random() * 4,
            spin=rng.uniform(-540, 540),
            size=0.8 + rng.random() * 0.6,
            colour=QColor(rng.choice(_CONFETTI_COLOURS)),
            kind=rng.choices((0, 1, 2), weights=(5, 2, 2))[0],
        )

    # -- following the panel ------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel:
            if kind == QEvent.Type.Hide:
                self.stop()
            elif kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.LayoutRequest) and self.isVisible():
                self.update()
        elif watched is self.parentWidget() and kind == QEvent.Type.Resize:
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()
        super().changeEvent(event)

    # -- geometry -----------------------------------------------------------------------------
    def ribbon_rect(self) -> QRectF:
        """The ribbon: across the top of the panel, over its title, a little wider than the panel."""
        p = self.panel.geometry()
        z = zoom_of(self)  # the table's zoom: the ribbon grows with the panel
        title = getattr(self.panel, "title", None)
        top = p.top() - 16.0 * z
        bottom = p.top() + 54.0 * z
        host = self.parentWidget() or self.panel
        if isinstance(title, QWidget) and title.isVisible():
            t = title.mapTo(host, title.rect().bottomLeft())
            bottom = max(bottom, min(float(t.y()) + 6.0 * z, p.top() + 80.0 * z))
        subtitle = getattr(self.panel, "subtitle", None)
        if isinstance(subtitle, QLabel) and subtitle.isVisible() and subtitle.text():
            bottom = min(bottom, float(subtitle.mapTo(host, subtitle.rect().topLeft()).y()) - 1.0)
        wing = min(40.0 * z, max(16.0 * z, (self.width() - p.width()) / 2 - 30 * z))
        return QRectF(p.left() - wing, top, p.width() + 2 * wing, bottom - top)

    def _fan_room(self) -> QRectF:
        """Below the panel, above the table's bottom edge: where the winners' trumps fan up."""
        p = self.panel.geometry()
        return QRectF(float(p.left()), float(p.bottom() + 6), float(p.width()), float(self.height() - p.bottom() - 6))

    def confetti_room(self) -> QRegion:
        """Where the confetti may fall: the table less the panel and the ribbon (their words and buttons stay
        clear; a piece passes behind them)."""
        room = QRegion(self.rect())
        room -= QRegion(self.panel.geometry().adjusted(-4, -4, 4, 4))
        return room - QRegion(self.ribbon_rect().toAlignedRect().adjusted(-4, -4, 4, 4))

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.headline or not self.panel.isVisible():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        t = self.progress
        if self.won and not self.review_shown():
            self._paint_fan(painter, t)
        self._paint_ribbon(painter, t)
        if self.won and self.animated:
            painter.setClipRegion(self.confetti_room())
            self._paint_confetti(painter, t)
        painter.end()

    def _paint_ribbon(self, painter: QPainter, t: float) -> None:
        r = self.ribbon_rect()
        swoop = (
            QEasingCurve(QEasingCurve.Type.OutBack).valueForProgress(min(1.0, t / RIBBON_IN)) if self.animated else 1.0
        )
        appear = min(1.0, t / (RIBBON_IN * 0.6)) if self.animated else 1.0
        painter.save()
        painter.setOpacity(appear)
        c = r.center()
        painter.translate(c)
        painter.scale(0.6 + 0.4 * swoop, 0.6 + 0.4 * swoop)
        painter.translate(-c)
        colours = _WON_RIBBON if self.won else _QUIET_RIBBON
        for sign in (-1, 1):
            _paint_tail(painter, r, sign, colours)
        band = _paint_band(painter, r, colours)
        if self.won and self.animated:
            _paint_shine(painter, r, band, t)
        self._paint_words(painter, r, QColor(colours.ink))
        if self.won:
            self._paint_sparkles(painter, r, t)
        painter.restore()

    def _paint_words(self, painter: QPainter, r: QRectF, ink: QColor) -> None:
        inner = r.adjusted(r.height() * 0.5, 0, -r.height() * 0.5, 0)
        size = r.height() * 0.4
        gap = "    "
        while True:
            head = QFont(self.font())
            head.setPixelSize(max(9, int(size)))
            head.setWeight(QFont.Weight.Bold)
            score = QFont(head)
            score.setPixelSize(max(9, int(size * 1.1)))
            score.setWeight(QFont.Weight.Black)
            wide = QFontMetricsF(head).horizontalAdvance(self.headline + gap) + QFontMetricsF(score).horizontalAdvance(
                self.score
            )
            if wide <= inner.width() or size < 10:
                break
            size *= 0.92
        x = inner.center().x() - wide / 2
        painter.setPen(QColor(255, 255, 255, 110) if self.won else QColor(255, 255, 255, 160))
        for dy, colour in ((1.2, QColor(255, 255, 255, 110)), (0.0, ink)):  # an engraved look
            painter.setPen(colour)
            painter.setFont(head)
            head_w = QFontMetricsF(head).horizontalAdvance(self.headline + gap)
            painter.drawText(
                QRectF(x, r.top() + dy, head_w, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.headline,
            )
            painter.setFont(score)
            painter.drawText(
                QRectF(x + head_w, r.top() + dy, wide - head_w + 2, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.score,
            )

    def _paint_sparkles(self, painter: QPainter, r: QRectF, t: float) -> None:
        """Four-pointed stars at the ribbon's ends, twinkling while the moment runs."""
        spots = (
            (r.left() + 6, r.top() - 2, 9.0, 0.0),
            (r.right() - 10, r.top() + 2, 11.0, 1.7),
            (r.left() + r.width() * 0.18, r.bottom() + 4, 6.0, 3.1),
            (r.right() - r.width() * 0.2, r.top() - 6, 7.0, 4.4),
        )
        for x, y, size, phase in spots:
            k = 0.55 + 0.45 * math.sin(t * 26 + phase) if self.animated else 0.9
            star = QPainterPath()
            s = size * k
            star.moveTo(x, y - s)
            star.quadTo(x, y, x + s, y)
            star.quadTo(x, y, x, y + s)
            star.quadTo(x, y, x - s, y)
            star.quadTo(x, y, x, y - s)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 250, 220, int(235 * k)))
            painter.drawPath(star)

    def _paint_fan(self, painter: QPainter, t: float) -> None:
        """The five best trumps fanning up from the bottom edge under the panel."""
        room = self._fan_room()
        z = zoom_of(self)
        if room.height() < 46 * z:
            return
        width = max(34.0 * z, min(78.0 * z, room.height() * 0.62, room.width() / 6.5))
        height = width * CARD_ASPECT
        rise = (
            QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(min(1.0, max(0.0, (t - 0.08) / 0.3)))
            if self.animated
            else 1.0
        )
        if rise <= 0:
            return
        base = self.height() + height * 0.55
        reach = max(height * 0.6, base - room.top() - height / 2 - 2)  # the middle card's top just under the panel
        pivot = QPointF(room.center().x(), base + (1 - rise) * (room.height() + height))
        dpr = self.devicePixelRatioF()
        cards = [Card.of(self.trump, rank) for rank in FAN_RANKS]
        n = len(cards)
        for i, card in enumerate(cards):
            angle = (i - (n - 1) / 2) * 13.0 * rise
            pixmap = card_art.render_face(card, int(round(width)), CardItem.style, dpr, CardItem.letters)
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            painter.translate(0, -reach)
            rect = QRectF(-width / 2, -height / 2, width, height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(2, 3), 5, 5)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if i == 0:  # the best trump, edged in gold
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor(palette.GOLD), 2.2))
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
            painter.restore()

    def _paint_confetti(self, painter: QPainter, t: float) -> None:
        w, h = float(self.width()), float(self.height())
        fade = 1.0 if t < 0.75 else max(0.0, (1.0 - t) / 0.25)
        z = zoom_of(self)
        for p in self._pieces:
            local = (t - p.delay) / (1.0 - p.delay)
            if local <= 0:
                continue
            y = -20 + local * p.fall * h
            if y > h + 20:
                continue
            x = p.x * w + math.sin(local * p.wobble * 6.28 + p.x * 40) * p.sway
            painter.save()
            painter.translate(x, y)
            painter.rotate(p.spin * local)
            painter.scale(max(0.15, abs(math.cos(local * p.wobble * 9 + p.x * 17))), 1.0)  # turning over
            painter.setOpacity(fade)
            painter.setPen(Qt.PenStyle.NoPen)
            s = p.size * z
            if p.kind == 0:
                painter.setBrush(p.colour)
                painter.drawRect(QRectF(-3 * s, -6 * s, 6 * s, 12 * s))
            elif p.kind == 1:  # a tiny card with its pip
                painter.setBrush(QColor(palette.CREAM))
                painter.setPen(QPen(QColor(palette.CREAM_EDGE), 0.8))
                painter.drawRoundedRect(QRectF(-5 * s, -7 * s, 10 * s, 14 * s), 1.6, 1.6)
                painter.setPen(Qt.PenStyle.NoPen)
                red = p.colour.red() > 200 and p.colour.green() < 100
                painter.setBrush(QColor("#d32f2f") if red or p.x < 0.5 else QColor("#1b1b1b"))
                painter.drawEllipse(QPointF(0, 0), 2.2 * s, 2.2 * s)
            else:
                painter.setBrush(QBrush(p.colour))
                painter.drawEllipse(QPointF(0, 0), 3.2 * s, 3.2 * s)
            painter.restore()

    def frame_at(self, progress: float) -> None:
        """Show the moment as it is at ``progress`` (0..1) and stop there (screenshots, tests)."""
        self._anim.stop()
        self.animated = True
        self.progress = max(0.0, min(1.0, progress))
        self.update()

    def covers(self) -> QRect:
        """The ribbon's rectangle, in the parent's coordinates."""
        return self.ribbon_rect().toAlignedRect()
