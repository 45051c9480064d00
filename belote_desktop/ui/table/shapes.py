"""The table geometry's smallest shapes, shared by its parts (``layout``, ``pack_place``)."""

from __future__ import annotations

from dataclasses import dataclass

CARD_ASPECT = 1.4  # a card's height for its width


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2
