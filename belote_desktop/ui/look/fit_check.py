"""Does every word on screen fit where it is shown? Checks for a running window, fast enough to call after each
step of a played game (a few milliseconds for the main window).

    clipped_labels(window)        # ['QLabel "status": needs 61 px high, has 54', ...]; [] when all fits
    talk_last_line_visible(window)  # the table talk's newest line wholly in sight

``clipped_labels`` looks at the visible labels, buttons, check boxes, radio buttons, group boxes, the chosen
words of combo boxes, header titles and the cells of item views (lists, tables) under a widget, measured as Qt draws them (the widget's
own size hints, the style's contents rectangles, the view's delegate). A delegate that paints words its own
way answers for them: ``clipped_words(option, index) -> list[str]``; so does a combo box that draws its own
words (``clipped_words() -> list[str]``) and an item on a graphics scene
(``clipped_words() -> list[str]``, the contract box on the felt). Elided words (a label whose text ends in "…" where its
tooltip or accessible name says more) count as clipped. Free of test-only imports: the window may use it too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6 import QtGui
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QWidget,
)

ELLIPSIS = "…"
SLACK = 1  # pixels: rounding in Qt's own measures
ELIDES_WITH_TOOLTIP = "elidesWithTooltip"  # a Qt property: this widget elides on purpose, its words whole
# in its tooltip and elsewhere on screen (a side's long name in the score card's title); cut by an edge still counts
PADDING_SLACK = (
    4  # a button's or a header's words may reach 2 px into its padding (a focus border 1 px wider takes that much)
)
CELLS_LOOKED_AT = 400  # an item view's cells in sight, at most (a long list is scrolled, not squeezed)


def clipped_labels(root: QWidget) -> list[str]:
    """A description of each visible text under ``root`` (and ``root`` itself) that its rectangle cuts or
    elides; empty when every one fits."""
    out: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isVisible() and widget.width() > 0 and widget.height() > 0:
            out.extend(f"{_describe(widget)}: {problem}" for problem in _widget_problems(widget))
    return out


def _widget_problems(widget: QWidget) -> list[str]:
    """One visible widget's cut words: its own, a scene's items', a header's sections', a view's cells'."""
    problems: list[str] = []
    own = _own_problem(widget)
    if own is not None:
        problems.append(own)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        problems += _scene_problems(widget)
    if isinstance(widget, QHeaderView):
        problems += _header_problems(widget)
    elif isinstance(widget, QAbstractItemView):
        problems += _view_problems(widget)
    return problems


def _own_problem(widget: QWidget) -> str | None:
    """The widget's own words cut (a label's, a button's, a group box's title, a combo box's choice)."""
    for kind, problem in _OWN_PROBLEMS:
        if isinstance(widget, kind):
            return problem(widget)
    return None


class _TalkPanel(Protocol):
    @property
    def log(self) -> QListWidget: ...


class _WithTalk(Protocol):
    """The main window, as this module reads it: its side panel with the table talk."""

    @property
    def side(self) -> _TalkPanel: ...


def talk_last_line_visible(window: QListWidget | _WithTalk) -> bool:
    """The table talk's newest line wholly inside its list, as tall as its words need (wrapped lines too).
    ``window`` is the main window (its ``side`` panel's ``log``) or the talk list itself."""
    log = window if isinstance(window, QListWidget) else window.side.log
    return last_row_visible(log)


def last_row_visible(view: QAbstractItemView) -> bool:
    """The view's last row wholly in sight and given the height its delegate asks for (True when empty)."""
    model = view.model()
    if model is None or model.rowCount(QModelIndex()) == 0:
        return True
    index = model.index(model.rowCount(QModelIndex()) - 1, 0)
    rect, viewport = view.visualRect(index), view.viewport().rect()
    if rect.height() > viewport.height():  # taller than the list: its start at the top is the most in sight
        return rect.top() == viewport.top()
    if rect.isEmpty() or not viewport.contains(rect):
        return False
    need = view.itemDelegateForIndex(index).sizeHint(_item_option(view, index), index).height()
    return rect.height() + SLACK >= need


# -- each kind of widget ------------------------------------------------------------------------------


def _label_problem(label: QLabel) -> str | None:
    words = label.text()
    if not words or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    elided = _elided(label, words)
    if elided:
        return elided
    if label.wordWrap():
        return _wrapped_label_problem(label, words)
    width, height = label.width(), label.height()
    hint = label.sizeHint()  # the text's own size, margins and indent included, unwrapped
    if hint.width() > width + SLACK or hint.height() > height + SLACK:
        return f"needs {hint.width()}x{hint.height()} px, has {width}x{height}"
    return None


def _wrapped_label_problem(label: QLabel, words: str) -> str | None:
    """A wrapping label too low for its lines, or narrower than its longest word (plain text)."""
    width, height = label.width(), label.height()
    need = label.heightForWidth(width)
    if need > height + SLACK:
        return f"needs {need} px high at {width} px wide, has {height}"
    if label.textFormat() != Qt.TextFormat.RichText and not QtGui.Qt.mightBeRichText(words):
        room = label.contentsRect().width() - 2 * label.margin() - max(label.indent(), 0)
        wide = _longest_word(label, words)
        if wide > room + SLACK:
            return f"a word needs {wide} px, has {room}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    words = _mnemonic_free(button.text())
    if not words:
        return None
    elided = _elided(button, words)
    if elided:
        return elided
    element = _CONTENTS.get(type(button)) or next(
        (e for kind, e in _CONTENTS.items() if isinstance(button, kind)), None
    )
    if element is None:  # a tool button, a custom button: its size hint
        hint = button.sizeHint()
        if hint.width() > button.width() + SLACK:
            return f"needs {hint.width()} px wide, has {button.width()}"
        return None
    return _contents_problem(button, element)


def _contents_problem(button: QAbstractButton, element: QStyle.SubElement) -> str | None:
    """A push button's, check box's or radio button's words (and icon) wider or taller than the style's contents
    rectangle ``element``."""
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    room = button.style().subElementRect(element, option, button)
    metrics = QFontMetrics(button.font())
    icon = 0 if button.icon().isNull() else button.iconSize().width() + 4
    need = _text_size(metrics, button.text())
    if need[0] + icon > room.width() + PADDING_SLACK or need[1] > room.height() + PADDING_SLACK:
        return f"needs {need[0] + icon}x{need[1]} px, has {room.width()}x{room.height()}"
    return None


def _group_problem(group: QGroupBox) -> str | None:
    words = _mnemonic_free(group.title())
    if not words:
        return None
    need = QFontMetrics(group.font()).horizontalAdvance(words) + (20 if group.isCheckable() else 0)
    if need > group.width() + SLACK:
        return f"title needs {need} px, has {group.width()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    """The chosen words cut by the box's field (an editable box scrolls its words: not looked at)."""
    own = getattr(combo, "clipped_words", None)
    if own is not None:
        cut = own()
        return f"cuts {cut!r}" if cut else None
    words = combo.currentText()
    if not words or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.currentText = words
    option.currentIcon = combo.itemIcon(combo.currentIndex())
    option.iconSize = combo.iconSize()
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    icon = 0 if option.currentIcon.isNull() else combo.iconSize().width() + 4
    need = QFontMetrics(combo.font()).horizontalAdvance(words) + icon
    if need > field.width() + PADDING_SLACK:
        return f"{words!r} needs {need} px, has {field.width()}"
    return None


_OWN_PROBLEMS: tuple[tuple[type[QWidget], Callable[[Any], str | None]], ...] = (
    (QLabel, _label_problem),
    (QAbstractButton, _button_problem),
    (QGroupBox, _group_problem),
    (QComboBox, _combo_problem),
)


def _view_problems(view: QAbstractItemView) -> list[str]:
    """Cells in sight whose words the cell (or the viewport, with no way to scroll sideways) cuts."""
    model = view.model()
    if model is None:
        return []
    viewport = view.viewport().rect()
    scrolls_sideways = view.horizontalScrollBar().isVisible()
    wraps = _wraps(view)
    out: list[str] = []
    looked = 0
    columns = [view.modelColumn()] if isinstance(view, QListView) else list(range(model.columnCount(QModelIndex())))
    if not columns:
        return []
    top = view.indexAt(viewport.topLeft() + QPoint(1, 1))  # rows above the viewport not measured
    for row in range(max(0, top.row()), model.rowCount(QModelIndex())):
        if view.visualRect(model.index(row, columns[0])).top() > viewport.bottom():
            break  # and none below it
        for column in columns:
            index = model.index(row, column)
            rect = view.visualRect(index)
            if _out_of_sight(rect, viewport):
                continue  # scrolled out of sight (a column beyond the edge, with no scrolling sideways, counts)
            looked += 1
            if looked > CELLS_LOOKED_AT:
                return out
            shown = (
                rect
                if scrolls_sideways
                else rect.intersected(QRect(viewport.left(), rect.top(), viewport.width(), rect.height()))
            )
            out += _cell_problems(view, index, f"row {row} column {column}", shown, viewport.width(), wraps)
    return out


def _wraps(view: QAbstractItemView) -> bool:
    """Whether the view wraps its cells' words."""
    return bool(isinstance(view, QListView) and view.wordWrap() or getattr(view, "wordWrap", lambda: False)())


def _out_of_sight(rect: QRect, viewport: QRect) -> bool:
    return rect.isEmpty() or rect.bottom() < viewport.top() or rect.top() > viewport.bottom()


def _cell_problems(
    view: QAbstractItemView, index: QModelIndex, where: str, shown: QRect, view_width: int, wraps: bool
) -> list[str]:
    """A cell's cut words: the ones its delegate says it cuts, or its text wider than the view (never seen
    whole), or than the part of the cell in sight (``shown``), or taller than the cell."""
    rect = view.visualRect(index)
    delegate = view.itemDelegateForIndex(index)
    own = getattr(delegate, "clipped_words", None)
    if own is not None:  # a delegate that paints words of its own says which it cuts
        return [f"{where}: {cut}" for cut in own(_item_option(view, index), index)]
    words = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
    if not words:
        return []
    need = _cell_need(view, index, rect, words, wraps)
    if need[0] > view_width + SLACK:  # never seen whole, scrolled sideways or not
        return [f"{where} {words!r} needs {need[0]} px, the view has {view_width}"]
    if shown.width() < rect.width() - SLACK or need[0] > shown.width() + SLACK or need[1] > rect.height() + SLACK:
        return [f"{where} {words!r} needs {need[0]}x{need[1]} px, has {shown.width()}x{rect.height()}"]
    return []


def _scene_problems(view: QGraphicsView) -> list[str]:
    """Items on a scene that answer for their own words (``clipped_words() -> list[str]``)."""
    out: list[str] = []
    for item in view.scene().items():
        own = getattr(item, "clipped_words", None)
        if own is not None and item.isVisible():
            out.extend(f"{type(item).__name__} cuts {words!r}" for words in own())
    return out


def _header_problems(header: QHeaderView) -> list[str]:
    """Sections narrower than their title (a horizontal header: a vertical one's titles are row numbers),
    measured in bold (a style sheet may make the titles bold; the widget's font does not say)."""
    model = header.model()
    if model is None or header.orientation() is not Qt.Orientation.Horizontal:
        return []
    bold = QFont(header.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    out: list[str] = []
    for logical in range(header.count()):
        words = str(model.headerData(logical, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "")
        problem = _section_problem(header, logical, words, metrics)
        if problem is not None:
            out.append(problem)
    return out


def _section_problem(header: QHeaderView, logical: int, words: str, metrics: QFontMetrics) -> str | None:
    """A header section's title (``words``) cut by the header's edge, or wider than the section."""
    size = header.sectionSize(logical)
    if header.isSectionHidden(logical) or size <= 0 or not words:
        return None
    option = QStyleOptionHeader()
    option.initFrom(header)
    option.section, option.text = logical, words
    option.rect = QRect(header.sectionViewportPosition(logical), 0, size, header.height())
    room = header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header).width()
    need = metrics.horizontalAdvance(words)
    beyond = option.rect.right() - header.viewport().rect().right()  # past the edge, where it does not scroll
    parent = header.parentWidget()
    scrolls = isinstance(parent, QAbstractItemView) and parent.horizontalScrollBar().isVisible()
    if not scrolls and beyond > SLACK:
        return f"section {logical} {words!r} is cut {beyond} px by the edge"
    if need > room + PADDING_SLACK and not header.property(ELIDES_WITH_TOOLTIP):
        return f"section {logical} {words!r} needs {need} px, has {room}"
    return None


def _cell_need(view: QAbstractItemView, index: QModelIndex, rect: QRect, words: str, wraps: bool) -> tuple[int, int]:
    """What the cell's words need: the delegate's own measure, its text at the cell's width where it wraps."""
    option = _item_option(view, index)
    delegate = view.itemDelegateForIndex(index)
    hint = delegate.sizeHint(option, index)
    if not wraps or type(delegate) is not QStyledItemDelegate:  # a delegate of its own measures its wrapping
        return hint.width(), hint.height()
    # a wrapping cell: its words at the cell's width, each word on one line
    style = view.style()
    option.rect = rect
    text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    metrics = QFontMetrics(option.font)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    bound = metrics.boundingRect(QRect(0, 0, max(1, text_rect.width()), 100000), flags, words)
    extra_w, extra_h = rect.width() - text_rect.width(), rect.height() - text_rect.height()
    return bound.width() + extra_w, bound.height() + extra_h


# -- helpers ---------------------------------------------------------------------------------------------

_CONTENTS = {
    QPushButton: QStyle.SubElement.SE_PushButtonContents,
    QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
    QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
}


def _text_size(metrics: QFontMetrics, words: str) -> tuple[int, int]:
    """As Qt measures a button's words (its size hint): advances, the mnemonic's "&" not counted."""
    size = metrics.size(int(Qt.TextFlag.TextShowMnemonic), words)
    return size.width(), size.height()


def _item_option(view: QAbstractItemView, index: QModelIndex) -> QStyleOptionViewItem:
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    option.rect = view.visualRect(index)
    option.font = view.font()
    option.decorationSize = view.iconSize() if view.iconSize().isValid() else option.decorationSize
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
    if isinstance(view, QListView) and view.wordWrap():
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    option.textElideMode = view.textElideMode()
    delegate = view.itemDelegateForIndex(index)
    if isinstance(delegate, QStyledItemDelegate):
        delegate.initStyleOption(option, index)
    return option


def _elided(widget: QWidget, words: str) -> str | None:
    """Words cut short with "…" where the widget's tooltip or accessible name holds the whole."""
    if ELLIPSIS not in words:
        return None
    head = words.split(ELLIPSIS, 1)[0].rstrip()
    for whole in (widget.toolTip(), widget.accessibleName()):
        if whole and len(whole) > len(words) and whole.startswith(head) and ELLIPSIS not in whole[len(head) :]:
            return f"elided {words!r} (whole: {whole!r})"
    return None


def _longest_word(label: QLabel, words: str) -> int:
    metrics = QFontMetrics(label.font())
    return max((metrics.horizontalAdvance(word) for word in words.split()), default=0)


def _mnemonic_free(words: str) -> str:
    return words.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _describe(widget: QWidget) -> str:
    name = widget.objectName()
    words = ""
    if isinstance(widget, QLabel):
        words = widget.text()
    elif isinstance(widget, QAbstractButton):
        words = widget.text()
    elif isinstance(widget, QGroupBox):
        words = widget.title()
    where = f" #{name}" if name else ""
    shown = f" {words[:60]!r}" if words else ""
    return f"{type(widget).__name__}{where}{shown} in {_path(widget)}"


def _path(widget: QWidget) -> str:
    parts: list[str] = []
    parent = widget.parentWidget()
    while parent is not None and len(parts) < 3:
        parts.append(parent.objectName() or type(parent).__name__)
        parent = parent.parentWidget()
    return "/".join(reversed(parts)) or "-"
