"""Every dialog fits the screen it opens on (issue 70): ``keep_on_screen(dialog)``.

Called once on a dialog (``themed.themed_root`` does it for every themed dialog), it fits the dialog each time it
is shown: never larger than the free area (``QScreen.availableGeometry``, task bars excluded) of the screen it
opens on (its parent window's, else its own, else the primary one), less the window manager's frame; one the
program placed is moved wholly inside it (one nobody placed is left to the window manager, or to Qt, which keep
it on the screen). Where the dialog's content cannot shrink that far (its layout's minimum is taller or wider
than the screen), everything but its buttons goes into one scroll area (``scroll_all_but_buttons``): the long
content scrolls and the buttons (Close, OK) stay in sight at the bottom.

    keep_on_screen(dialog)   # in the dialog's __init__ (themed_root does it)
    fit_to_screen(dialog)    # once, now (keep_on_screen calls it on every show)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import (
    QAbstractButton, QBoxLayout, QDialog, QDialogButtonBox, QFrame, QLayout, QLayoutItem, QScrollArea, QVBoxLayout,
    QWidget,
)

# The window manager's frame before it is known (an X11 window learns it only once shown): Qt's own guess
# (QDialog::adjustPosition), a title bar of 40 px and borders of 10.
FRAME_GUESS = QMargins(10, 40, 10, 10)
FITTER = "screenFit"  # the object name of the event filter keep_on_screen installs
SCROLL = "screenFitScroll"  # the object name of the scroll area scroll_all_but_buttons makes
BUTTONS = (QDialogButtonBox, QAbstractButton)  # what stays below the scroll area, in sight


def screen_area(widget: QWidget) -> QRect:
    """The free area of the screen ``widget`` opens on: its parent window's screen, else its own, else the
    primary screen's (task bars and docks left out)."""
    parent = widget.parentWidget()
    screen = parent.window().screen() if parent is not None else None
    screen = screen or widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_margins(widget: QWidget) -> QMargins:
    """The frame the window manager draws around ``widget``'s window: known once the window is shown (its own,
    else its parent window's), else ``FRAME_GUESS``; none for a frameless window."""
    if widget.windowFlags() & Qt.WindowType.FramelessWindowHint:
        return QMargins()
    parent = widget.parentWidget()
    for window in (widget, parent.window() if parent is not None else None):
        handle = window.windowHandle() if window is not None and window.isVisible() else None
        # a QWindow, checked: PySide has handed back a stale wrapper of another type (a layout item whose memory
        # the new window reuses), whose frame cannot be asked
        if isinstance(handle, QWindow) and not handle.frameMargins().isNull():
            return handle.frameMargins()
    return FRAME_GUESS


def room_for(widget: QWidget) -> QRect:
    """Where ``widget``'s window (without its frame) may lie: the screen's free area less the frame."""
    return screen_area(widget).marginsRemoved(frame_margins(widget))


def fit_to_screen(dialog: QWidget) -> None:
    """``dialog`` no larger than the room on its screen (its long content scrolling where its layout cannot
    shrink so far); placed by the program (``move``), moved wholly inside it. A dialog nobody placed is left
    where the window manager, or Qt (``QDialog::adjustPosition``, which keeps it on the screen), puts it: a
    position set here would be taken as the program's, and the dialog no longer centred over its window."""
    room = room_for(dialog)
    if not _fits(dialog.minimumSizeHint().expandedTo(dialog.minimumSize()), room.size()):
        scroll_all_but_buttons(dialog, room.size())
    size = dialog.size().boundedTo(room.size()).expandedTo(dialog.minimumSize())
    if not dialog.testAttribute(Qt.WidgetAttribute.WA_Moved):
        if size != dialog.size():
            dialog.resize(size)
        return
    place = QRect(dialog.geometry().topLeft(), size)
    place.moveLeft(max(room.left(), min(place.left(), room.right() + 1 - size.width())))
    place.moveTop(max(room.top(), min(place.top(), room.bottom() + 1 - size.height())))
    if place != dialog.geometry():
        dialog.setGeometry(place)


def _fits(size: QSize, room: QSize) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


class _Fitter(QObject):
    """Fits the dialog it watches each time the dialog is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            fit_to_screen(watched)
        return False


def keep_on_screen(dialog: QDialog) -> QDialog:
    """Fit ``dialog`` to its screen each time it is shown (``fit_to_screen``); once per dialog. Returns it."""
    if dialog.findChild(_Fitter, FITTER, Qt.FindChildOption.FindDirectChildrenOnly) is None:
        fitter = _Fitter(dialog)
        fitter.setObjectName(FITTER)
        dialog.installEventFilter(fitter)
    return dialog


def kept_on_screen(dialog: QWidget) -> bool:
    """Whether ``keep_on_screen`` was called on ``dialog`` (what a test asks of every dialog)."""
    return dialog.findChild(_Fitter, FITTER, Qt.FindChildOption.FindDirectChildrenOnly) is not None


# -- the long content in a scroll area -------------------------------------------------------------------------
def scroll_all_but_buttons(dialog: QWidget, room: QSize) -> QScrollArea | None:
    """Everything in ``dialog``'s content but its last row of buttons, moved into one scroll area (once): the
    dialog can then shrink to ``room`` and its buttons stay in sight. The content is the dialog's layout, or the
    layout of its one themed root (``themed.themed_root``). Returns the scroll area (None when there is no box
    layout to take the content from)."""
    layout = _content_layout(dialog)
    if layout is None:
        return None
    found = dialog.findChild(QScrollArea, SCROLL)
    if isinstance(found, QScrollArea):
        return found
    content = _content_count(layout)
    holder = layout.parentWidget() or dialog
    shown = [w for w in holder.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if not w.isHidden()]
    page = QWidget()
    page.setObjectName("screenFitPage")
    inner = QVBoxLayout(page)
    inner.setContentsMargins(0, 0, 0, 0)
    inner.setSpacing(layout.spacing())
    for _ in range(content):
        _move_item(layout, inner)
    scroll = QScrollArea(holder)
    scroll.setObjectName(SCROLL)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setWidget(page)
    _scroll_only_where_needed(scroll, page, room)
    layout.insertWidget(0, scroll, 1)
    for child in shown:  # a new parent hides a widget: those moved under the page shown again, as they were
        if child.parentWidget() is page:
            child.show()
    scroll.show()
    _lay_out_now(dialog, layout)
    return scroll


def _lay_out_now(dialog: QWidget, changed: QLayout) -> None:
    """The dialog's minimum size computed again now (Qt would at its next layout request), before it is resized."""
    changed.activate()
    holder = changed.parentWidget()
    if holder is not None and holder is not dialog:
        holder.updateGeometry()  # the dialog's layout forgets the holder's old minimum
    outer = dialog.layout()
    if outer is not None:
        outer.invalidate()
        outer.activate()


def _content_layout(dialog: QWidget) -> QBoxLayout | None:
    """The box layout that holds the dialog's content: the dialog's own, or its one child's (a themed root)."""
    layout = dialog.layout()
    if layout is not None and layout.count() == 1:
        only = _item_widget(layout.itemAt(0))
        inner = only.layout() if only is not None else None
        if inner is not None:
            layout = inner
    return layout if isinstance(layout, QBoxLayout) else None


def _item_widget(item: QLayoutItem | None) -> QWidget | None:
    return item.widget() if item is not None else None


def _content_count(layout: QLayout) -> int:
    """How many of ``layout``'s first items are content: all but the trailing buttons (a button box, a row of
    buttons)."""
    count = layout.count()
    while count > 0 and _only_buttons(layout.itemAt(count - 1)):
        count -= 1
    return count


def _only_buttons(item: QLayoutItem | None) -> bool:
    """A button box, a button, or a row holding nothing but buttons (and stretch)."""
    if item is None:
        return False
    if isinstance(item.widget(), BUTTONS):
        return True
    row = item.layout()
    if row is None:
        return False
    widgets = [w for w in (_item_widget(row.itemAt(i)) for i in range(row.count())) if w is not None]
    return bool(widgets) and all(isinstance(w, BUTTONS) for w in widgets)


def _move_item(source: QBoxLayout, target: QVBoxLayout) -> None:
    """``source``'s first item moved to the end of ``target``, with its stretch."""
    stretch = source.stretch(0)
    item = source.takeAt(0)
    if item is None:
        return
    widget, inner, spacer = item.widget(), item.layout(), item.spacerItem()
    if widget is not None:
        target.addWidget(widget, stretch)
    elif inner is not None:
        target.addLayout(inner, stretch)
    elif spacer is not None:
        target.addItem(spacer)


def _scroll_only_where_needed(scroll: QScrollArea, page: QWidget, room: QSize) -> None:
    """Up and down always as needed; sideways only when the page cannot be as narrow as the room."""
    narrow_enough = page.minimumSizeHint().width() <= room.width()
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if narrow_enough
                                        else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
