"""Shared look of the panels that float over the table and of the side panel."""

from . import palette

PANEL_QSS = """
QFrame#overlayPanel {
    background: rgba(10, 24, 18, 232);
    border: 1px solid rgba(255, 255, 255, 45);
    border-radius: 14px;
}
QFrame#overlayPanel QLabel { color: #eef5f0; background: transparent; }
QFrame#overlayPanel QLabel#panelTitle { font-size: 15px; font-weight: 600; color: #ffffff; }
QFrame#overlayPanel QLabel#panelNote { color: #b9d3c4; }
QFrame#overlayPanel QPushButton {
    color: #16231d; background: #f4f1e8; border: 1px solid #c9c2ad; border-radius: 8px;
    padding: 6px 12px; min-height: 22px; font-weight: 600;
}
QFrame#overlayPanel QPushButton:hover { background: #ffffff; }
QFrame#overlayPanel QPushButton:focus { border: 2px solid #ffd54a; }
QFrame#overlayPanel QPushButton:checked { background: #ffd54a; border-color: #b58f14; }
QFrame#overlayPanel QPushButton:disabled { color: #8c8c86; background: #b9b6ac; border-color: #9d9a90; }
QFrame#overlayPanel QPushButton#primary { background: #ffd54a; border-color: #b58f14; }
QFrame#overlayPanel QPushButton#primary:hover { background: #ffe07a; }
QFrame#overlayPanel QPushButton#primary:disabled { color: #8c8c86; background: #b9b6ac; border-color: #9d9a90; }
QFrame#overlayPanel QTableWidget { background: transparent; color: #eef5f0; border: none; gridline-color: rgba(255,255,255,30); }
QFrame#overlayPanel QHeaderView::section { background: transparent; color: #b9d3c4; border: none; font-weight: 600; padding: 2px 6px; }
QFrame#overlayPanel QPushButton[suggested="true"] { border: 3px solid #4fc3f7; }
QFrame#overlayPanel QLabel#panelExplain { color: #cfe3d7; font-size: 12px; }
QFrame#overlayPanel QLabel#panelSuggestion { color: #8fdcff; font-weight: 600; }
QFrame#overlayPanel QLabel#panelLines { color: #dbe9e0; font-size: 12px; }
QFrame#overlayPanel QScrollArea { background: transparent; border: none; }
QFrame#overlayPanel QScrollArea > QWidget > QWidget { background: transparent; }
QFrame#hintBar {
    background: rgba(12, 22, 18, 236); border: 1px solid rgba(255, 255, 255, 50);
    border-left: 5px solid #ffb74d; border-radius: 10px;
}
QFrame#hintBar[kind="info"] { border-left-color: #81c784; }
QFrame#hintBar[kind="suggest"] { border-left-color: #4fc3f7; }
QFrame#hintBar QLabel { color: #f3f7f4; background: transparent; font-size: 13px; }
QFrame#hintBar QLabel#hintBadge { color: #16231d; background: #ffb74d; border-radius: 11px; font-weight: 800; }
QFrame#hintBar[kind="info"] QLabel#hintBadge { background: #81c784; }
QFrame#hintBar[kind="suggest"] QLabel#hintBadge { background: #4fc3f7; }
QFrame#tutorialBanner { background: #fff8e1; border-bottom: 1px solid #e0c97a; }
QFrame#tutorialBanner QLabel { color: #2b2411; background: transparent; }
QFrame#tutorialBanner QLabel#bannerTitle { font-weight: 700; color: #7a5a00; }
QFrame#tutorialBanner QLabel#bannerDone { color: #2e6b34; }
QFrame#tutorialBanner QLabel#bannerText { font-size: 14px; }
QFrame#tutorialBanner QLabel#bannerRefusal { color: #a3400c; font-weight: 600; }
QFrame#tutorialBanner QToolButton#bannerClose { color: #7a5a00; background: transparent; border: none;
    font-size: 16px; font-weight: 700; padding: 2px 7px; border-radius: 6px; }
QFrame#tutorialBanner QToolButton#bannerClose:hover { background: #f3e2a6; }
QFrame#tutorialBanner QToolButton#bannerClose:focus { border: 2px solid #b58f14; }
QLabel#toast {
    background: rgba(20, 20, 20, 215); color: #ffffff; border-radius: 12px; padding: 8px 16px;
    font-size: 14px; font-weight: 600;
}
"""

SIDE_QSS = (  # the side panel beside the felt: the cloth in shadow, a cream score card, cream buttons
    """
QFrame#sidePanel {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 FELT_DARK, stop:1 PANEL);
    border: none; border-left: 1px solid LINE;
}
QFrame#sidePanel[rightToLeft="true"] { border-left: none; border-right: 1px solid LINE; }
QFrame#sidePanel QLabel { color: TEXT; background: transparent; }
QFrame#sidePanel QLabel#sideTitle { font-weight: 700; color: GOLD; margin-top: 4px; }
QFrame#sidePanel QToolButton#talkTitle {
    font-weight: 700; color: GOLD; margin-top: 4px; background: transparent; border: none; padding: 0;
}
QFrame#sidePanel QToolButton#talkTitle:hover { color: #ffe07a; }
QFrame#sidePanel QToolButton#talkTitle:focus { border-bottom: 1px solid GOLD; }
QFrame#sidePanel QLabel#status {
    color: TEXT; background: PANEL_RAISED; border: 1px solid LINE; border-radius: 10px; padding: 8px 10px;
}
QFrame#sidePanel QLabel#dealingNote { color: TEXT_NOTE; padding: 4px 2px; }
QFrame#sidePanel QTableView#scoreCard {
    background: CREAM; color: INK; border: 1px solid CREAM_EDGE; border-radius: 8px; padding: 2px;
    selection-background-color: CREAM; selection-color: INK;
}
QFrame#sidePanel QTableView#scoreCard QHeaderView::section {
    background: CREAM; color: INK; border: none; border-bottom: 1px solid CREAM_EDGE;
    font-weight: 700; padding: 2px 5px;
}
QFrame#sidePanel QTableView#scoreCard QTableCornerButton::section { background: CREAM; border: none; }
QFrame#sidePanel QListWidget { background: transparent; border: none; color: TEXT; }
QFrame#sidePanel QListWidget#handList { background: rgba(0, 0, 0, 40); border: 1px solid LINE; border-radius: 8px; }
QFrame#sidePanel QListWidget#talk { color: TEXT_NOTE; font-size: 12px; }
QFrame#sidePanel QPushButton {
    color: INK; background: CREAM; border: 1px solid CREAM_EDGE; border-radius: 8px;
    padding: 5px 3px; min-height: 20px; font-weight: 600; font-size: 12px;
}
QFrame#sidePanel QPushButton:hover { background: #ffffff; }
QFrame#sidePanel QPushButton:focus { border: 2px solid GOLD; }
QFrame#sidePanel QPushButton:disabled { color: #7f8a84; background: PANEL_RAISED; border-color: LINE; }
QFrame#sidePanel QPushButton#suggestButton { background: GOLD; border-color: GOLD_DARK; }
QFrame#sidePanel QPushButton#suggestButton:hover { background: #ffe07a; }
QFrame#sidePanel QPushButton#suggestButton:disabled { color: #7f8a84; background: PANEL_RAISED; border-color: LINE; }
QFrame#sidePanel QScrollBar:vertical { background: transparent; width: 8px; margin: 2px; }
QFrame#sidePanel QScrollBar::handle:vertical { background: rgba(255, 255, 255, 60); border-radius: 3px; min-height: 24px; }
QFrame#sidePanel QTableView#scoreCard QScrollBar::handle:vertical { background: CREAM_EDGE; }
QFrame#sidePanel QScrollBar::add-line, QFrame#sidePanel QScrollBar::sub-line { height: 0; width: 0; }
QFrame#sidePanel QScrollBar::add-page, QFrame#sidePanel QScrollBar::sub-page { background: transparent; }
"""
)
for _name in ("FELT_DARK", "PANEL_RAISED", "PANEL", "LINE", "TEXT_NOTE", "TEXT", "CREAM_EDGE", "CREAM", "INK",
              "GOLD_DARK", "GOLD"):  # longest first: PANEL_RAISED before PANEL
    SIDE_QSS = SIDE_QSS.replace(_name, getattr(palette, _name))
del _name

SUIT_COLOURS_HTML = {0: "#1b1b1f", 1: "#c4161c", 2: "#c4161c", 3: "#1b1b1f"}
FOUR_COLOURS_HTML = {0: "#1d7a2e", 1: "#1452b8", 2: "#c4161c", 3: "#1b1b1f"}
