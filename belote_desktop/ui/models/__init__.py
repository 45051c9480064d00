"""Read-only Qt models over engine data (score sheet, variants)."""

from .score_model import ScoreSheetModel
from .variant_model import VariantListModel

__all__ = ["ScoreSheetModel", "VariantListModel"]
