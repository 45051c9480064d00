"""The Help menu's windows: the rules book opened at the paragraph for the moment (F1, the hint line's link,
the glossary), the keyboard help, About, and the statistics. One rules window is kept; it follows the game
on the table and is made again, on the same page, after a language change.

The rules text is read with the keyboard's caret, line by line (a screen reader follows it; issue 57): it takes
the focus when the window opens, the caret at the paragraph opened."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QDialog, QMenu, QTextBrowser, QWidget

from ...engine import DECLARE, Phase, Ruleset
from ...storage.document import Problem
from ...app.mistakes import MistakeShelf
from ...app.table import Table
from ..bidding.kinds import BIDDING_PANELS
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import HintBar
from ..look.screen_fit import fit_to_screen, keep_on_screen
from .messages import Messages

if TYPE_CHECKING:
    from ...learn.rules_window import RulesWindow


class RulesHelp:
    def __init__(self, parent: QWidget, controller: Table, hint_bar: HintBar, end_panel: EndOfDealPanel,
                 messages: Messages, last_rules: Callable[[], Ruleset],
                 menus: Callable[[], Sequence[QMenu]] = tuple) -> None:
        self.parent = parent
        self.controller = controller
        self.hint_bar = hint_bar
        self.end_panel = end_panel
        self.messages = messages
        self.last_rules = last_rules  # the game to explain before any is on the table
        self.window: RulesWindow | None = None  # made on first use
        self.menus = menus  # the menu bar's menus, whose keys the keyboard help lists

    def rules_window(self) -> RulesWindow:
        """The rules window (made on first use), showing the rules of the game on the table."""
        from ...learn.rules_window import RulesWindow

        rules = self.controller.rules or self.last_rules()
        window = self.window
        if window is None:
            window = RulesWindow(rules, self.parent)
            window.setModal(False)
            window.resize(1000, 700)
            keep_on_screen(window)  # within the screen it opens on, as every dialog (learn/ does not reach ui/)
            fit_to_screen(window)  # and now, before a link scrolls its text: narrowed later, the text would wrap again
            readable_by_caret(window.browser)
            self.window = window
        elif window.rules != rules:
            window.set_rules(rules)
        return window

    def context_link(self) -> str:
        """The rules paragraph that fits the moment: the rule shown in the hint line, else the phase."""
        hint = self.hint_bar.hint if self.hint_bar.isVisible() else None
        if hint is not None and hint.link:
            return hint.link
        view = self.controller.view()
        if self.end_panel.isVisible():
            return "rules#scoring"
        if view is None:
            return "rules#overview"
        if view.phase is Phase.BIDDING:
            return BIDDING_PANELS[view.rules.trump_scheme].rules_link(view)
        if DECLARE in view.legal_actions:
            return "rules#declarations"
        return "rules#play"

    def show_rules(self) -> None:
        """Help > Rules of this game (F1): the rules book at the paragraph for the moment."""
        self.open_rules_link(self.context_link())

    def show_glossary(self) -> None:
        self.open_rules_link("glossary")

    def open_rules_link(self, link: str) -> None:
        window = self.rules_window()
        window.open_link(link)
        window.show()
        window.raise_()
        window.activateWindow()
        caret_at(window.browser, link.partition("#")[2])
        window.browser.setFocus(Qt.FocusReason.OtherFocusReason)  # the text, not the list of pages

    def retranslate(self) -> None:
        """The rules window made again in the new language, where it was and on the same page."""
        window = self.window
        if window is None:
            return
        visible, page = window.isVisible(), window.current_page
        geometry = window.saveGeometry()
        window.hide()
        window.deleteLater()
        self.window = None
        if visible:
            fresh = self.rules_window()
            fresh.restoreGeometry(geometry)
            fresh.open_link(page)
            fresh.show()
            fresh.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def close(self) -> None:
        if self.window is not None:
            self.window.close()

    def show_keys(self) -> QDialog:
        """Help > Keyboard: a table of every key, the menus' read from their actions (modal when interactive)."""
        from ..dialogs.keys_help import KeysDialog

        dialog = KeysDialog(self.menus(), self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.messages.context.interactive:
            dialog.exec()
        return dialog

    def show_about(self) -> QDialog:
        """Help > About: version, licence, credits."""
        from ..dialogs.about import AboutDialog

        dialog = AboutDialog(self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_statistics(self) -> QDialog:
        """Game > Statistics: what has been counted, per game, in a sortable table."""
        from ...storage import stats as stats_store
        from ..dialogs.stats_window import StatisticsDialog

        stats, problems = stats_store.load_stats()
        told: list[str | Problem] = list(problems)
        dialog = StatisticsDialog(stats, told, self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_problems(self) -> QDialog:
        """Practice › Problems: the card problems of the game on the table (of the game last chosen before one)."""
        from ..dialogs.problems import open_problems

        return open_problems(self.controller.rules or self.last_rules(), parent=self.parent)

    def show_mistakes(self, shelf: MistakeShelf | None) -> QDialog:
        """Practice › My mistakes: the player's costly choices due today, the game on the table's first."""
        from ..dialogs.mistakes import open_mistakes

        rules = self.controller.rules or self.last_rules()
        return open_mistakes(shelf if shelf is not None else MistakeShelf(), rules.id, parent=self.parent)


def readable_by_caret(browser: QTextBrowser) -> None:
    """The rules text read line by line with the keyboard: a caret in the read-only text (the arrows move it, a
    screen reader reads the line it reaches), links still followed with Tab and Enter; named "Rules". Tab to a link
    only selects it in the text, which a screen reader does not read (Orca 43 says nothing): the text's description
    says the link reached ("Link: The deal"), a change a screen reader says (issue 71)."""
    browser.setReadOnly(True)
    browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                    | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    browser.setAccessibleName(QCoreApplication.translate("NewGame", "Rules"))
    browser.installEventFilter(_LinkWatch(browser))


class _LinkWatch(QObject):
    """After each key in the rules text (Tab moves to a link without a signal), its description says the link."""

    def __init__(self, browser: QTextBrowser) -> None:
        super().__init__(browser)
        self.browser = browser

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.FocusIn):
            QTimer.singleShot(0, self, self.update)  # once the key has moved the selection
        return False

    def update(self) -> None:
        words = link_words(self.browser)
        if self.browser.accessibleDescription() != words:
            self.browser.setAccessibleDescription(words)  # a screen reader says the focused object's new description


def link_words(browser: QTextBrowser) -> str:
    """'Link: The deal' while a link is selected in ``browser`` (Tab reached it), else ''."""
    cursor = browser.textCursor()
    if not cursor.hasSelection():
        return ""
    probe = QTextCursor(cursor)
    probe.setPosition(cursor.selectionEnd())  # the format of the selection's last character
    if not probe.charFormat().isAnchor():
        return ""
    return QCoreApplication.translate("RulesWindow", "Link: {text}").format(
        text=" ".join(cursor.selectedText().replace("\u00a0", " ").split()))


def caret_at(browser: QTextBrowser, anchor: str) -> None:
    """The caret at the start of ``anchor``'s paragraph (the page's start without one), where the window opened,
    so that the first arrow reads on from there rather than from the top of the page."""
    document = browser.document()
    position = 0
    if anchor:
        block = document.begin()
        found = False
        while block.isValid() and not found:
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and anchor in fragment.charFormat().anchorNames():
                    position, found = fragment.position(), True
                    break
                it += 1
            block = block.next()
        if not found:
            return  # no such paragraph: the caret stays where it was
    bar = browser.verticalScrollBar()
    scrolled = bar.value()
    cursor = QTextCursor(document)
    cursor.setPosition(position)
    browser.setTextCursor(cursor)
    bar.setValue(scrolled)  # the page stays where the anchor put it (a little air above the heading)
