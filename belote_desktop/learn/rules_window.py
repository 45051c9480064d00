"""RulesWindow: the rules book of each variant and the glossary, in a standalone dialog.

    window = RulesWindow(current_rules, parent)
    window.open_link("rules#must_overtrump")     # an Explanation.link: the current game's page
    window.open_link("rules:coinche#bid_values")  # another variant's page
    window.open_link("glossary#capot")
    window.show()

Links inside the pages use the same forms, so the glossary leads to the rules and back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine import VARIANTS, Ruleset, find_variant, matching_preset
from .glossary import glossary_html
from .rulesbook import rules_html, variant_title

_ROLE = Qt.ItemDataRole.UserRole
PAGES_WIDTH = 210  # the list of pages, at least

LIST_QSS = """
QListWidget { background: #f3f5f2; border: none; border-right: 1px solid #cfd6d0; padding: 6px 0; outline: 0; }
QListWidget::item { padding: 8px 14px; color: #1d2a24; }
QListWidget::item:selected { background: #1d3a2b; color: #ffffff; }
QListWidget::item:hover:!selected { background: #e2e9e4; }
QTextBrowser { border: none; background: #ffffff; }
"""


class RulesWindow(QDialog):
    """Variant list on the left, the selected rules book page (or the glossary) on the right."""

    def __init__(self, rules: Ruleset | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesWindow", "Rules of the game"))
        self.setObjectName("rulesWindow")
        self._rules = rules or find_variant("classic")
        self._page = ""  # "rules:<key>" or "glossary"

        self.pages = QListWidget(self)
        self.pages.setObjectName("rulesPages")
        self.pages.setAccessibleName(QCoreApplication.translate("RulesWindow", "Pages"))
        self.pages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(QCoreApplication.translate("RulesWindow", "Rules text"))
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor)
        font = QFont(self.browser.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.5))
        self.browser.document().setDefaultFont(font)
        self.browser.document().setDocumentMargin(22)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.setContentsMargins(0, 6, 12, 8)

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.pages)
        body.addWidget(self.browser, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addLayout(body, 1)
        outer.addWidget(buttons)
        self.setStyleSheet(LIST_QSS)

        self._fill_list()
        self.pages.currentItemChanged.connect(self._on_item)
        self.show_rules()

    def sizeHint(self) -> QSize:
        return QSize(1000, 700)

    # -- public API -----------------------------------------------------------------------------
    @property
    def rules(self) -> Ruleset:
        return self._rules

    def set_rules(self, rules: Ruleset) -> None:
        """The rules of the game being played (a custom game gets its own entry)."""
        self._rules = rules
        self._fill_list()
        self.show_rules()

    def show_rules(self, rules: Ruleset | str | None = None, anchor: str = "") -> None:
        """Show a rules page (the current game's by default; a preset by object or id) at ``anchor``."""
        if isinstance(rules, str):
            rules = self._rules if rules == "custom" else find_variant(rules)
        target = rules or self._rules
        key = self._key_for(target)
        self._show(key, target, anchor)

    def show_glossary(self, anchor: str = "") -> None:
        self._show("glossary", None, anchor)

    def open_link(self, link: str) -> None:
        """'rules#anchor', 'rules:<variant>#anchor', 'glossary#term' (anchors optional)."""
        page, _, anchor = link.partition("#")
        if page == "glossary":
            self.show_glossary(anchor)
        elif page.startswith("rules:"):
            self.show_rules(page.split(":", 1)[1], anchor)
        elif page in ("rules", ""):
            if page == "" and anchor:
                self._show(self._page, self._rules_for_key(self._page), anchor)  # a link inside the page shown
            else:
                self.show_rules(None, anchor)

    @property
    def current_page(self) -> str:
        """'rules:<variant id>' ('rules:custom' for the game's own options) or 'glossary'."""
        return self._page

    # -- internals ------------------------------------------------------------------------------
    def _key_for(self, rules: Ruleset) -> str:
        if rules == self._rules and matching_preset(rules) is None:
            return "rules:custom"
        return f"rules:{rules.id}"

    def _fill_list(self) -> None:
        self.pages.blockSignals(True)
        self.pages.clear()
        if matching_preset(self._rules) is None:
            item = QListWidgetItem(QCoreApplication.translate("RulesWindow", "This game"))
            item.setToolTip(variant_title(self._rules))
            item.setData(_ROLE, "rules:custom")
            self.pages.addItem(item)
        for preset in VARIANTS.values():
            item = QListWidgetItem(variant_title(preset))
            item.setData(_ROLE, f"rules:{preset.id}")
            self.pages.addItem(item)
        item = QListWidgetItem(QCoreApplication.translate("RulesWindow", "Glossary"))
        item.setData(_ROLE, "glossary")
        self.pages.addItem(item)
        self.pages.blockSignals(False)
        # as wide as the longest name ("Belot for 2 players with open cards"), never cut or scrolled sideways
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.pages.setFixedWidth(max(PAGES_WIDTH, self.pages.sizeHintForColumn(0) + 2 * self.pages.frameWidth() + bar))

    def _rules_for_key(self, key: str) -> Ruleset | None:
        if key == "rules:custom":
            return self._rules
        if key.startswith("rules:"):
            return VARIANTS.get(key.split(":", 1)[1])
        return None

    def _show(self, key: str, rules: Ruleset | None, anchor: str) -> None:
        if key != self._page:
            self._page = key
            page = glossary_html() if key == "glossary" else rules_html(rules) if rules is not None else ""
            if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
                page = page.replace("<body>", '<body dir="rtl">', 1)
            self.browser.setHtml(page)
        for row in range(self.pages.count()):
            if self.pages.item(row).data(_ROLE) == key:
                self.pages.blockSignals(True)
                self.pages.setCurrentRow(row)
                self.pages.blockSignals(False)
                break
        if anchor:
            self.browser.scrollToAnchor(anchor)
            bar = self.browser.verticalScrollBar()
            if 0 < bar.value() < bar.maximum():
                bar.setValue(bar.value() - 10)  # a little air above the heading
        else:
            self.browser.verticalScrollBar().setValue(0)

    def _on_item(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None:
            return
        key = item.data(_ROLE)
        if key == "glossary":
            self.show_glossary()
        else:
            rules = self._rules_for_key(key)
            if rules is not None:
                self._show(key, rules, "")

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            return  # no outside links in these pages
        self.open_link(url.toString())


def main(argv: list[str] | None = None) -> int:
    """``python -m belote_desktop.learn.rules_window``: show the window on its own (its pictures for the docs:
    ``python -m tools.screenshots.rules_window DIR`` from the repository root)."""
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    parser = argparse.ArgumentParser(description="The rules window on its own.")
    parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = RulesWindow()
    window.resize(1000, 700)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
