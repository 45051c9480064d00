"""The shared look: the table's colours (palette), the panels' style sheets (style), a dialog's theme (themed)."""
