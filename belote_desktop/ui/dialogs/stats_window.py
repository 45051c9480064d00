"""StatisticsDialog: what storage/stats.py records, read at a glance, one game at a time.

A game chooser (the games played first, then all of them together, then those not played yet); for the
chosen game, tiles with its main figures, each with a line saying what it means (the same-cards rating
beside the judge's split of it: your choices and the cards); a chart of its matches over time (one bar
per match of the history, the score margin), one of how its matches ended and one of the same-cards
rating, deal by deal (``charts.Chart``); its other counters;
and at the bottom every game side by side in a short sortable table (its totals row stays last). The
dialog scrolls only up and down: nothing is wider than the window at 900x650.

The header is ``stats.headline``, the sum of every game's figures, and each game's tiles show its own
(``Headline.of``): ``header_and_tiles_agree`` checks it on what the dialog shows. Games played with the
player's own rules are a game of their own, named with the rules changed and explained beside the tiles.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QFrame, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QPushButton,
    QScrollArea, QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ...engine import VARIANTS
from ...i18n import counted
from ...learn.options import option_specs, option_value_text
from ...storage.document import Problem
from ...storage.stats import CUSTOM_SUFFIX, Headline, Statistics, VariantStats, headline
from ...app import storage_text
from ...learn import table_words as text
from ..look import palette
from .stats_charts import ALL_GAMES, StatisticsCharts, counted as _counted, with_count as _with_count
from ..look.themed import themed_root
from .practice_progress import PracticeFigures, PracticeProgress, practice_figures

TOTAL_ROLE = Qt.ItemDataRole.UserRole + 1  # set on the totals row's cells
KEY_ROLE = Qt.ItemDataRole.UserRole + 2  # the statistics key of a row ("" for the totals)
NARROW = 760  # below this width of the dialog the tiles stand two in a row (else four)
TILES = ("matches", "win_rate", "deals", "per_deal", "contracts", "best", "rating", "split")


translate = QCoreApplication.translate


def variant_label(key: str, entry: VariantStats | None = None) -> str:
    """The name of a statistics entry: the variant's name; with the player's own rules, said so, with the
    rules changed in its last game ("Belote (classic) — your own rules (target score: 100)")."""
    custom = key.endswith(CUSTOM_SUFFIX)
    variant_id = key.removesuffix(CUSTOM_SUFFIX)
    rules = VARIANTS.get(variant_id)
    name = text.variant_name(rules) if rules is not None else variant_id
    if not custom:
        return name
    sets = entry.custom_rules if entry is not None else []
    words = rules_words(variant_id, sets[-1]) if sets else ""
    if not words:
        return translate("Statistics", "{variant} — your own rules").format(variant=name)
    if len(sets) > 1:
        words = translate("Statistics", "{rules}, and {n} other sets of rules").format(rules=words, n=len(sets) - 1)
    return translate("Statistics", "{variant} — your own rules ({rules})").format(variant=name, rules=words)


def rules_words(variant_id: str, changed: dict[str, Any]) -> str:
    """Rules changed from a game's own, in the New Game dialog's words: "target score: 100; …"."""
    try:
        rules = VARIANTS[variant_id].with_overrides(changed)
    except (KeyError, ValueError):
        return ""
    parts = []
    for spec in option_specs(rules):
        if spec.field in changed:
            label = spec.label[:1].lower() + spec.label[1:]
            parts.append(f"{label}: {option_value_text(spec, rules)}")
    return "; ".join(parts)


def _win_rate(s: VariantStats) -> float | None:
    return 100.0 * s.games_won / s.games_played if s.games_played else None


def _made_rate(s: VariantStats) -> float | None:
    return 100.0 * s.contracts_made / s.contracts_taken if s.contracts_taken else None


def _played(s: VariantStats) -> bool:
    return bool(s.games_played or s.games_abandoned or s.deals_played or s.same_cards_deals)


def columns() -> list[tuple[str, Callable[[VariantStats], int | float | None], str]]:
    """(header, value, tooltip) of each column of the table of every game, after the game's name."""
    return [
        (translate("Statistics", "Matches"), lambda s: s.games_played, translate("Statistics", "Matches played to the end")),
        (translate("Statistics", "Won"), lambda s: s.games_won, translate("Statistics", "Matches won by your team")),
        (translate("Statistics", "Win %"), _win_rate, translate("Statistics", "Matches won out of matches played")),
        (translate("Statistics", "Deals"), lambda s: s.deals_played, translate("Statistics", "Deals played (not the thrown-in ones)")),
        (translate("Statistics", "Made %"), _made_rate, translate("Statistics", "Contracts your team made out of those it took")),
        (translate("Statistics", "Same cards"), _Rating.of, translate(
            "Statistics",
            "Same-cards rating: on the deals you compared at an Expert or Master table, the Master's "
            "score minus yours, per deal (0 or less: you played as well as the Master)")),
        (translate("Statistics", "Undos"), lambda s: s.undo_used, translate("Statistics", "Moves taken back")),
    ]


class _Rating(float):
    """The same-cards rating, shown signed with one decimal (not as a percentage)."""

    @classmethod
    def of(cls, s: VariantStats) -> _Rating | None:
        rating = s.same_cards_rating
        return None if rating is None else cls(rating)


class _Item(QTableWidgetItem):
    """Sorts by number (empty cells first), and keeps the totals row last in either order."""

    def __init__(self, shown: str, value: float | str | None, total: bool) -> None:
        super().__init__(shown)
        self.value = value
        self.total = total
        if total:
            font = self.font()
            font.setBold(True)
            self.setFont(font)
            self.setData(TOTAL_ROLE, True)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if not isinstance(other, _Item):
            return super().__lt__(other)
        table = self.tableWidget()
        descending = table is not None and table.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        if self.total != other.total:  # the totals row sorts last whichever way
            return other.total if not descending else self.total
        a, b = self.value, other.value
        if isinstance(a, str) or isinstance(b, str):
            return str(a).casefold() < str(b).casefold()
        return (a is not None, a or 0) < (b is not None, b or 0)


def _shown(value: int | float | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, _Rating):
        return f"{value:+.1f}"
    if isinstance(value, float):
        return f"{value:.0f} %"
    return str(value)


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


class Tile(QFrame):
    """One figure: its value large, its name, and a line saying what it means."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.value = QLabel(self)
        self.value.setObjectName("tileValue")
        self.name = QLabel(self)
        self.name.setObjectName("tileName")
        self.meaning = QLabel(self)
        self.meaning.setObjectName("tileMeaning")
        self.meaning.setWordWrap(True)
        self.meaning.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 8)
        lay.setSpacing(1)
        lay.addWidget(self.value)
        lay.addWidget(self.name)
        lay.addWidget(self.meaning, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(150)

    def show_figure(self, name: str, value: str, meaning: str) -> None:
        self.name.setText(name)
        self.value.setText(value)
        self.meaning.setText(meaning)
        self.setAccessibleName(f"{name}: {value}")
        self.setAccessibleDescription(meaning)


def rules_note_words(stats: Statistics, key: str) -> str:
    """Where the games played with the player's own rules count, seen from the game chosen."""
    played = {k: e for k, e in stats.variants.items() if _played(e)}
    custom = [k for k in played if k.endswith(CUSTOM_SUFFIX)]
    words = ""
    if key == ALL_GAMES and custom:
        words = translate("Statistics", "All games together counts the games played with your own rules too.")
    elif key.endswith(CUSTOM_SUFFIX):
        variant_id = key.removesuffix(CUSTOM_SUFFIX)
        sets = [rules_words(variant_id, r) for r in stats.variants[key].custom_rules] if key in played else []
        rules = " | ".join(w for w in sets if w) or translate("Statistics", "not kept before this version")
        words = translate(
            "Statistics",
            "Your own rules: games of {game} whose options you changed in New Game ({rules}). They count "
            "here, apart from the game's usual rules, because their targets and scores do not compare; the "
            "line at the top counts both.").format(game=variant_label(variant_id), rules=rules)
    elif key + CUSTOM_SUFFIX in played:
        words = translate(
            "Statistics",
            "Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These "
            "figures are the usual rules only; the line at the top counts both.").format(
            game=variant_label(key), custom=variant_label(key + CUSTOM_SUFFIX, played[key + CUSTOM_SUFFIX]))
    return words


def split_figure(key: str, s: VariantStats) -> tuple[str, str, str]:
    """The split tile's name, value and meaning: the judge's split of the rating, in Review's and Compare's words
    (``learn.review.split_line``)."""
    choices, cards = s.same_cards_choices_rating, s.same_cards_cards_rating
    name = translate("Statistics", "Your choices, the cards")
    if key == ALL_GAMES:
        return name, "–", translate("Statistics", "Choose one game: each game counts its points in its own way.")
    if choices is None or cards is None:
        return name, "–", translate(
            "Statistics",
            "When “Compare with the Master” has weighed your choices, the Master's lead is split here: "
            "what your choices cost and what the cards did.")
    n = s.same_cards_judged
    deals = _counted(_with_count(translate("Statistics", "%n deal(s) weighed"), n), n)
    if cards >= 0:
        meaning = translate(
            "Statistics",
            "Of the Master's lead, {choices} points a deal were your choices, {cards} the cards ({deals}). "
            "Your choices: what they cost on average over the cards you could not see.")
    else:
        meaning = translate(
            "Statistics",
            "Of the Master's lead, {choices} points a deal were your choices; the cards gave {back} back "
            "({deals}). Your choices: what they cost on average over the cards you could not see.")
    return name, f"{choices:.1f} / {cards:+.1f}", meaning.format(
        choices=f"{choices:.1f}", cards=f"{cards:.1f}", back=f"{-cards:.1f}", deals=deals)


def per_deal_figure(key: str, s: VariantStats) -> tuple[str, str, str]:
    """The points-per-deal tile's name, value and meaning."""
    name = translate("Statistics", "Points per deal")
    per_deal = s.history_points_per_deal
    if key == ALL_GAMES:
        meaning = translate("Statistics", "Choose one game: each game counts its points in its own way.")
        value = "–"
    elif per_deal is None:
        meaning = translate("Statistics", "Your team's match points per deal, counted from the matches you "
                            "finish or leave from now on.")
        value = "–"
    else:
        n = len(s.match_history)
        matches = _counted(_with_count(translate("Statistics", "%n match(es)"), n), n)
        if s.games_played + s.games_abandoned > n:  # matches counted before the history kept scores
            meaning = translate("Statistics", "Your team's match points per deal, from the {matches} since this "
                                "version (older matches kept no scores).").format(matches=matches)
        else:
            meaning = translate("Statistics", "Your team's match points per deal, over {matches}.").format(
                matches=matches)
        value = f"{per_deal:.0f}"
    return name, value, meaning


def _rating_meaning(key: str, s: VariantStats) -> str:
    """What the same-cards rating tile means for this game."""
    if key == ALL_GAMES:
        return translate("Statistics", "Choose one game: each game counts its points in its own way.")
    if s.same_cards_rating is None:
        return translate("Statistics", "How you play against the Master on the same cards. At an Expert or Master "
                         "table, press “Compare with the Master” after a deal to count one.")
    n = s.same_cards_deals
    deals = _counted(_with_count(translate("Statistics", "%n deal(s)"), n), n)
    return translate(
        "Statistics",
        "The Master's score minus yours on the same cards, per deal, over {deals} compared. "
        "0 or less: you played as well as the Master.").format(deals=deals)


def tile_figures(key: str, s: VariantStats) -> dict[str, tuple[str, str, str]]:
    """Each tile's figure of the game of statistics key ``key``: its name, its value, what it means."""
    t: dict[str, tuple[str, str, str]] = {}
    left = translate("Statistics", " {n} left unfinished.").format(n=s.games_abandoned) if s.games_abandoned else ""
    t["matches"] = (translate("Statistics", "Matches played"), str(s.games_played), translate(
        "Statistics",
        "Played to the end: {won} won, {lost} lost, {drawn} drawn.").format(
        won=s.games_won, lost=s.games_lost, drawn=s.games_drawn) + left + (translate(
        "Statistics", " A match in progress counts when it ends.") if s.deals_played and not left
        and not s.games_played else ""))
    t["win_rate"] = (translate("Statistics", "Win rate"), _shown(_win_rate(s)), translate(
        "Statistics",
        "The matches your team won, out of those played to the end."))
    t["deals"] = (translate("Statistics", "Deals played"), str(s.deals_played), translate(
        "Statistics",
        "Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) "
        "or left before its end is not counted."))
    if s.contracts_taken:
        contracts = counted(translate("Statistics", "Your team took %n contract(s) and made {made} of them."),
                            s.contracts_taken).format(made=s.contracts_made)
    else:
        contracts = translate("Statistics", "The share of the contracts your team took that it made (none taken yet).")
    t["contracts"] = (translate("Statistics", "Contracts made"), _shown(_made_rate(s)), contracts)
    t["best"] = (translate("Statistics", "Best match score"), _shown(s.best_score), translate(
        "Statistics",
        "Your team's highest final score in a match. Most matches won in a row: {streak}.").format(
        streak=s.best_win_streak))
    t["rating"] = (translate("Statistics", "Same-cards rating"), _shown(_Rating.of(s)), _rating_meaning(key, s))
    t["split"] = split_figure(key, s)  # the judge's split of the rating, in Review's and Compare's words
    t["per_deal"] = per_deal_figure(key, s)
    return t


def empty_tile(page: QWidget) -> tuple[QFrame, QLabel, QLabel]:
    """The tile said in place of the figures while nothing is counted: (tile, heading, text)."""
    tile = QFrame(page)
    tile.setObjectName("tile")
    tile.setFixedWidth(600)
    lay = QVBoxLayout(tile)
    lay.setContentsMargins(28, 22, 28, 22)
    lay.setSpacing(10)
    suits = QLabel("♠ ♥ ♦ ♣", tile)
    suits.setStyleSheet(f"font-size: 34px; color: {palette.GOLD};")
    heading = QLabel(translate("Statistics", "Your results will appear here"), tile)
    heading.setObjectName("title")
    words = QLabel(tile)
    words.setWordWrap(True)
    words.setStyleSheet("font-size: 14px;")
    for label in (suits, heading, words):
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(label)
    return tile, heading, words


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, messages: list[str | Problem] | None = None,
                 parent: QWidget | None = None, practice: PracticeFigures | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.stats = stats
        root = themed_root(self)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(8)
        lay.addLayout(self._build_head(root))
        self.summary = QLabel(root)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 14px;")
        lay.addWidget(self.summary)

        page = self._build_page(root, lay)
        self._build_empty(page)
        self._build_tiles(page)
        self.charts = StatisticsCharts(self.page)  # the matches over time, how they ended, the same-cards rating
        page.addWidget(self.charts)
        self._build_others(page)
        self.practice = PracticeProgress(self.page)  # My mistakes and the problems (issue 74)
        self.practice.show_figures(practice or practice_figures())
        page.addWidget(self.practice)
        self._build_every_game(page)

        self._build_warnings(root, lay, messages)
        lay.addLayout(self._build_buttons(root))

        self._fill_chooser()
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self._fill()
        self._game_chosen(self.game_combo.currentIndex())
        self.resize(1020, 720)

    # -- the dialog's sections, top to bottom ----------------------------------------------------------------
    def _build_head(self, root: QWidget) -> QHBoxLayout:
        """The title, and the game chooser beside it."""
        head = QHBoxLayout()
        self.title = QLabel(translate("Statistics", "Your statistics"), root)
        self.title.setObjectName("title")
        head.addWidget(self.title)
        head.addStretch(1)
        self.game_label = QLabel(translate("Statistics", "&Game:"), root)
        self.game_combo = QComboBox(root)
        self.game_combo.setAccessibleName(translate("Statistics", "Game shown"))
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.game_combo.setMinimumContentsLength(44)  # a game with the player's own rules has a long name
        self.game_label.setBuddy(self.game_combo)
        head.addWidget(self.game_label)
        head.addWidget(self.game_combo)
        return head

    def _build_page(self, root: QWidget, lay: QVBoxLayout) -> QVBoxLayout:
        """The page that scrolls up and down (``self.page``, in ``self.scroll_area``): its layout."""
        self.scroll_area = QScrollArea(root)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.page = QWidget()
        page = QVBoxLayout(self.page)
        page.setContentsMargins(0, 0, 6, 0)
        page.setSpacing(10)
        self.scroll_area.setWidget(self.page)
        lay.addWidget(self.scroll_area, 1)
        return page

    def _build_empty(self, page: QVBoxLayout) -> None:
        """Nothing counted yet: said kindly, in place of the figures."""
        self.empty, self.empty_heading, self.empty_text = empty_tile(self.page)
        page.addWidget(self.empty, 0, Qt.AlignmentFlag.AlignHCenter)

    def _build_tiles(self, page: QVBoxLayout) -> None:
        """The tiles of the chosen game's main figures, and the note on the player's own rules."""
        self.tiles_grid = QGridLayout()
        self.tiles_grid.setSpacing(8)
        self.tiles = {key: Tile(self.page) for key in TILES}
        self.shown = Headline()  # the figures the tiles show now
        self.header = Headline()  # the figures the line at the top shows (``_fill``)
        self._tile_columns = 0
        self._place_tiles(4)
        page.addLayout(self.tiles_grid)
        self.rules_note = QLabel(self.page)  # games played with the player's own rules: where they count
        self.rules_note.setObjectName("note")
        self.rules_note.setWordWrap(True)
        page.addWidget(self.rules_note)

    def _build_others(self, page: QVBoxLayout) -> None:
        """The other counters, each with its meaning."""
        self.others = QFrame(self.page)
        self.others.setObjectName("tile")
        self.others_grid = QGridLayout(self.others)
        self.others_grid.setContentsMargins(12, 8, 12, 8)
        self.others_grid.setHorizontalSpacing(12)
        self.others_grid.setVerticalSpacing(3)
        self.others_grid.setColumnStretch(2, 1)
        self.other_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        for r in range(4):
            name, value, meaning = QLabel(self.others), QLabel(self.others), QLabel(self.others)
            name.setObjectName("tileName")
            value.setStyleSheet(f"color: {palette.GOLD}; font-weight: 700;")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            meaning.setObjectName("note")
            meaning.setWordWrap(True)
            for c, label in enumerate((name, value, meaning)):
                self.others_grid.addWidget(label, r, c)
            self.other_labels.append((name, value, meaning))
        self.figures: dict[str, str] = {}
        page.addWidget(self.others)

    def _build_every_game(self, page: QVBoxLayout) -> None:
        """Every game side by side in a table, and the note on what counts."""
        self.every_title = QLabel(translate("Statistics", "Every game side by side"), self.page)
        self.every_title.setStyleSheet(f"font-weight: 700; color: {palette.GOLD};")
        page.addWidget(self.every_title)
        self.table = QTableWidget(self.page)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(translate("Statistics", "Statistics by game"))
        self.table.cellClicked.connect(self._row_clicked)
        page.addWidget(self.table)
        self.note = QLabel(translate(
            "Statistics",
            "Each deal counts as soon as its last trick is played; a deal left before its last trick counts "
            "nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The "
            "line at the top adds up every game. Click a game in the table to see it above; click a column's "
            "title to sort by it."), self.page)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        page.addWidget(self.note)
        page.addStretch(1)

    def _build_warnings(self, root: QWidget, lay: QVBoxLayout, messages: list[str | Problem] | None) -> None:
        """load_stats' Problems, worded for the player, under the page."""
        self.warnings: list[QLabel] = []
        for message in messages or []:
            warning = QLabel(message if isinstance(message, str) else storage_text.describe(message), root)
            warning.setWordWrap(True)
            warning.setStyleSheet(f"color: {palette.BAD}; font-weight: 600;")
            lay.addWidget(warning)
            self.warnings.append(warning)

    def _build_buttons(self, root: QWidget) -> QHBoxLayout:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton(translate("Statistics", "Close"), root)
        self.close_button.setObjectName("primary")
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.close_button)
        return buttons

    # -- the chooser ---------------------------------------------------------------------------------------
    def _fill_chooser(self) -> None:
        played = [key for key, entry in self.stats.variants.items() if _played(entry)]
        played.sort(key=lambda k: (-(self.stats.variants[k].games_played + self.stats.variants[k].games_abandoned),
                                   -self.stats.variants[k].deals_played, variant_label(k).casefold()))
        combo = self.game_combo
        for key in played:
            combo.addItem(variant_label(key, self.stats.variants[key]), key)
        if len(played) > 1:
            combo.addItem(translate("Statistics", "All games together"), ALL_GAMES)
        if played:
            combo.insertSeparator(combo.count())
        rest = sorted((v for v in VARIANTS if v not in played), key=lambda v: variant_label(v).casefold())
        for key in rest:
            combo.addItem(translate("Statistics", "{game} (not played yet)").format(game=variant_label(key)), key)
        combo.setCurrentIndex(0)

    def chooser_keys(self) -> list[str]:
        """The chooser's games in order (tests): statistics keys, "" for every game together."""
        return [self.game_combo.itemData(i) for i in range(self.game_combo.count())
                if self.game_combo.itemData(i) is not None]

    def choose(self, key: str) -> None:
        index = self.game_combo.findData(key)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)

    def _row_clicked(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)
        if item is not None:
            self.choose(item.data(KEY_ROLE))

    def chosen(self) -> tuple[str, VariantStats]:
        key = self.game_combo.currentData()
        if key == ALL_GAMES:
            totals = self.stats.totals()
            totals.same_cards_deals = totals.same_cards_gap = 0  # games score in different units: no total rating
            totals.same_cards_judged = totals.same_cards_choices = totals.same_cards_judged_gap = 0
            totals.same_cards_recent = []
            return key, totals
        key = key or ""
        return key, self.stats.variants.get(key, VariantStats())

    # -- the chosen game -------------------------------------------------------------------------------------
    def _game_chosen(self, _index: int) -> None:
        key, s = self.chosen()
        self.game_combo.setToolTip(self.game_combo.currentText())  # a long name may not fit
        anything = any(_played(e) for e in self.stats.variants.values())
        self.empty.setVisible(not anything)
        for widget in (*self.tiles.values(), self.charts, self.others, self.game_label, self.game_combo):
            widget.setVisible(anything)
        self.table.setVisible(anything)
        self.every_title.setVisible(anything)
        self.note.setVisible(anything)
        self._show_tiles(key, s)
        self._show_rules_note(key)
        self.charts.show_game(key, s)
        self._show_others(s)

    def _show_tiles(self, key: str, s: VariantStats) -> None:
        self.shown = Headline.of(s)
        for name, figure in tile_figures(key, s).items():
            self.tiles[name].show_figure(*figure)

    def _show_rules_note(self, key: str) -> None:
        words = rules_note_words(self.stats, key)
        self.rules_note.setText(words)
        self.rules_note.setVisible(bool(words))

    def _show_others(self, s: VariantStats) -> None:
        rows = [
            (translate("Statistics", "Capots"), str(s.capots), translate("Statistics", "Deals where your team won every trick.")),
            (translate("Statistics", "Moves taken back"), str(s.undo_used), translate("Statistics", "Times you pressed Undo.")),
            (translate("Statistics", "Suggestions asked"), str(s.suggestions_used), translate("Statistics", "Times you asked for a suggestion.")),
            (translate("Statistics", "Left unfinished"), str(s.games_abandoned), translate(
            "Statistics",
                "Matches replaced by a new game before their end.")),
        ]
        self.figures = {}
        for (name, value, meaning), labels in zip(rows, self.other_labels):
            for label, words in zip(labels, (name, value, meaning)):
                label.setText(words)
            self.figures[name] = meaning

    def _place_tiles(self, columns: int) -> None:
        if columns == self._tile_columns:
            return
        self._tile_columns = columns
        for tile in self.tiles.values():
            self.tiles_grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles.values()):
            self.tiles_grid.addWidget(tile, i // columns, i % columns)
        for c in range(4):
            self.tiles_grid.setColumnStretch(c, 1 if c < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_tiles(2 if self.width() < NARROW else 4)

    # -- every game ------------------------------------------------------------------------------------------
    def _fill(self) -> None:
        cols = columns()
        rows = sorted(((k, e) for k, e in self.stats.variants.items() if _played(e)),
                      key=lambda kv: variant_label(kv[0], kv[1]).casefold())
        totals = self.stats.totals()
        totals.same_cards_deals = totals.same_cards_gap = 0  # games score in different units: no total rating
        table = self.table
        table.setSortingEnabled(False)
        table.clear()
        table.setColumnCount(1 + len(cols))
        table.setRowCount(len(rows) + (1 if rows else 0))
        headers = [translate("Statistics", "Game")] + [c[0] for c in cols]
        table.setHorizontalHeaderLabels(headers)
        for i, (_header, _value, tip) in enumerate(cols, start=1):
            head = table.horizontalHeaderItem(i)
            if tip and head is not None:
                head.setToolTip(tip)
        entries = [(variant_label(key, entry), entry, False, key) for key, entry in rows]
        if rows:
            entries.append((translate("Statistics", "All games"), totals, True, ALL_GAMES))
        for r, (label, entry, total, key) in enumerate(entries):
            name = _Item(label, label, total)
            name.setData(KEY_ROLE, key if len(rows) > 1 or not total else rows[0][0])
            table.setItem(r, 0, name)
            for c, (_header, value_of, _tip) in enumerate(cols, start=1):
                value = value_of(entry)
                item = _Item(_shown(value), value, total)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        table.setSortingEnabled(True)
        header.setSortIndicatorShown(True)
        table.resizeRowsToContents()
        height = header.height() if header.height() > 10 else header.sizeHint().height()
        height += sum(table.rowHeight(r) for r in range(table.rowCount())) + 2 * table.frameWidth() + 2
        table.setFixedHeight(height)
        self.header = sums = headline(self.stats)  # the sum of every game's tiles
        if sums.matches or sums.left or sums.deals:
            rate = 100.0 * sums.won / sums.matches if sums.matches else None
            games = _with_count(translate("Statistics", "%n match(es) played"), sums.matches)
            deals = _with_count(translate("Statistics", "%n deal(s)"), sums.deals)
            undos = _with_count(translate("Statistics", "%n move(s) taken back"), sums.undos)
            left = translate("Statistics", ", {n} left unfinished").format(n=sums.left) if sums.left else ""
            self.summary.setText(translate(
                "Statistics", "All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.").format(
                games=_counted(games, sums.matches), won=sums.won, rate=_shown(rate), left=left,
                deals=_counted(deals, sums.deals), undos=_counted(undos, sums.undos)))
        else:
            self.summary.setText(translate(
            "Statistics",
                "No game has been counted yet: finish a game and it will appear here."))
        self.empty_text.setText(translate(
            "Statistics",
            "Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces "
            "it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or "
            "Master table, “Compare with the Master” after a deal also shows how close you play to the Master "
            "on the same cards."))
        # a wrapped label in a scroll area is not given its height for its width: say it
        self.empty_text.ensurePolished()
        self.empty_text.setMinimumHeight(self.empty_text.heightForWidth(600 - 56) + 8)

    def header_and_tiles(self) -> tuple[Headline, Headline]:
        """(the header's figures, the sum of the figures that each game's tiles show, chosen one by one in the
        chooser): equal when the statistics tell one truth. The game chosen stays chosen."""
        current = self.game_combo.currentIndex()
        summed = Headline()
        for key in self.chooser_keys():
            if key != ALL_GAMES:
                self._show_game(self.game_combo.findData(key))
                summed = summed + self.shown
        self._show_game(current)
        return self.header, summed

    def _show_game(self, index: int) -> None:
        """Choose the chooser's ``index`` and show it, even when it is the game shown already."""
        if index == self.game_combo.currentIndex():
            self._game_chosen(index)
        else:
            self.game_combo.setCurrentIndex(index)

    def header_and_tiles_agree(self) -> bool:
        """Whether the header equals the sum of every game's tiles and of the table's rows (matches, won,
        deals), and each tile shows the figures it was given (for the player robot and tests)."""
        header, summed = self.header_and_tiles()
        tiles_shown = (self.tiles["matches"].value.text() == str(self.shown.matches)
                       and self.tiles["deals"].value.text() == str(self.shown.deals))
        rows = [r for r in range(self.table.rowCount())
                if (item := self.table.item(r, 0)) is not None and not item.data(TOTAL_ROLE)]
        names = [c[0] for c in columns()]

        def column_sum(name: str) -> int:
            c = 1 + names.index(name)
            return sum(int(_text(self.table.item(r, c)) or 0) for r in rows)

        table = (column_sum(translate("Statistics", "Matches")), column_sum(translate("Statistics", "Won")),
                 column_sum(translate("Statistics", "Deals")))
        together = Headline.of(self.stats.totals())  # what "All games together" shows
        return (header == summed == together and tiles_shown
                and (not rows or table == (header.matches, header.won, header.deals)))

    def row_values(self) -> list[list[str]]:
        """The table as shown (tests, screen readers)."""
        return [[_text(self.table.item(r, c)) for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]

    def explanations(self) -> dict[str, str]:
        """Every figure shown for the chosen game, and what it means (tests)."""
        shown = {tile.name.text(): tile.meaning.text() for tile in self.tiles.values()}
        shown.update(self.figures)
        shown.update(self.charts.explanations())
        return shown
