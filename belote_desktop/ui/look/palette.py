"""The table's colours, for every panel and dialog beside it (one theme: felt, cream cards, gold).

Dialogs build their style sheets from these names, so the side panel, New Game, Statistics, the Deal
editor, Compare and "What did they know?" read as parts of the same card table as the overlay panels
(``style.PANEL_QSS``).
"""

FELT = "#1f6b45"  # the table cloth
FELT_DARK = "#0f3d28"  # a dialog's background: the cloth in shadow
PANEL = "#0a1812"  # floating panels over the table
PANEL_RAISED = "#163a2a"  # a card, a group or a list inside a dark panel
LINE = "#2f5a45"  # a thin border on the dark panels
TEXT = "#eef5f0"  # words on the dark panels
TEXT_NOTE = "#b9d3c4"  # quieter words: notes, captions, axis labels
CREAM = "#f4f1e8"  # buttons and the paper of a card
CREAM_EDGE = "#c9c2ad"
INK = "#16231d"  # words on cream
GOLD = "#ffd54a"  # the primary button, focus and selection
GOLD_DARK = "#b58f14"
US = "#4fc3f7"  # the player's side in charts and scores
THEM = "#ff8a65"  # the other side
GOOD = "#81c784"
BAD = "#e57373"
