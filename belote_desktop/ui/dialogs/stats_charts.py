"""The statistics' charts of one game (``StatisticsDialog``): its matches over time (one bar per match of the
history, the score margin), how its matches ended, and the same-cards rating deal by deal, each with its note."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...storage.stats import MatchRecord, VariantStats
from ..look import palette
from .charts import Chart

ALL_GAMES = ""  # the chooser's key for every game together
OUTCOME_COLOURS = {"won": palette.GOOD, "lost": palette.BAD, "drawn": palette.GOLD, "left": palette.TEXT_NOTE}

translate = QCoreApplication.translate


def with_count(translated: str, n: int) -> str:
    """A translated "%n thing(s)" text with its count. Qt's plural forms need numerus entries in the .ts files,
    which PySide's lupdate never writes, and a count asked of a plain entry falls back to English beyond its
    first form; so each language gives one form that reads for any count ("%n donne(s)", "Изиграни игри: %n")
    and the count is put in here."""
    return translated.replace("%n", str(n))


def counted(translated: str, n: int) -> str:
    """A "%n thing(s)" text: a translation gives the language's plural; English (no file) shows the source,
    whose "(s)" is resolved here ("match(es)" too)."""
    if "(es)" in translated:
        return translated.replace("(es)", "" if n == 1 else "es")
    if "(s)" not in translated:
        return translated
    return translated.replace("(s)", "" if n == 1 else "s")


def day_labels(history: list[MatchRecord], locale: QLocale | None = None) -> list[str]:
    """Each match's day as the axis shows it ("23 Nov", with the year when the matches span two or more),
    blank when the match before it was played the same day."""
    locale = locale or QLocale()
    years = {m.day[:4] for m in history}
    form = "d MMM" if len(years) <= 1 else "d MMM yyyy"
    labels, before = [], None
    for match in history:
        date = QDate.fromString(match.day, Qt.DateFormat.ISODate)
        labels.append("" if match.day == before else locale.toString(date, form))
        before = match.day
    return labels


def match_words(match: MatchRecord, locale: QLocale | None = None) -> str:
    """One match of the history in words, for its bar's tooltip and a screen reader."""
    locale = locale or QLocale()
    day = locale.toString(QDate.fromString(match.day, Qt.DateFormat.ISODate), QLocale.FormatType.ShortFormat)
    outcome = {"won": translate("Statistics", "won"), "lost": translate("Statistics", "lost"),
               "drawn": translate("Statistics", "drawn"), "left": translate("Statistics", "left unfinished")}
    deals = counted(with_count(translate("Statistics", "%n deal(s)"), match.deals), match.deals)
    return translate("Statistics", "{day}: {outcome}, {us} to {them}, {deals}").format(
        day=day, outcome=outcome[match.outcome], us=match.us, them=match.them, deals=deals)


def running_means(gaps: list[int]) -> list[float]:
    """The rating after each compared deal: the mean of the gaps so far.

    >>> running_means([10, -10, 30])
    [10.0, 0.0, 10.0]
    """
    means, total = [], 0
    for i, gap in enumerate(gaps, start=1):
        total += gap
        means.append(total / i)
    return means


class StatisticsCharts(QWidget):
    """The three charts of the chosen game and their notes, top to bottom: the matches over time, then side by
    side how they ended and the same-cards rating."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(10)
        self._build_history(page)
        self._build_charts(page)

    def show_game(self, key: str, s: VariantStats) -> None:
        """The charts of the game of statistics key ``key`` (``ALL_GAMES``: every game together)."""
        self._show_results(s)
        self._show_history(key, s)
        self._show_rating(key, s)

    def explanations(self) -> dict[str, str]:
        """Each chart's title and its note (tests)."""
        return {chart.title: note.text() for chart, note in ((self.history_chart, self.history_note),
                                                             (self.results_chart, self.results_note),
                                                             (self.rating_chart, self.rating_note))}

    def _build_history(self, page: QVBoxLayout) -> None:
        """The chart of the matches over time, and its legend."""
        self.history_chart = Chart(translate("Statistics", "Your matches over time"), self)
        self.history_chart.value_format = "{:+.0f}"
        self.history_chart.spread_labels = True
        self.history_chart.set_axes("", translate("Statistics", "points ahead"))
        self.history_chart.setMinimumHeight(200)
        outcomes = (translate("Statistics", "won"), translate("Statistics", "lost"),
                    translate("Statistics", "drawn"), translate("Statistics", "left unfinished"))
        legend = "&nbsp;&nbsp; ".join(f'<span style="color: {OUTCOME_COLOURS[key]};">■</span> {html.escape(word)}'
                                      for key, word in zip(OUTCOME_COLOURS, outcomes))
        self.history_note = QLabel(self)
        self.history_note.setTextFormat(Qt.TextFormat.RichText)
        self.history_note.setText(legend + "<br>" + html.escape(translate(
            "Statistics",
            "Each bar is one match, oldest on the left, dated below: how many points your team finished ahead "
            "of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. "
            "The last 200 matches are kept.")))
        self.history_note.setObjectName("note")
        self.history_note.setWordWrap(True)
        page.addWidget(self.history_chart)
        page.addWidget(self.history_note)

    def _build_charts(self, page: QVBoxLayout) -> None:
        """Side by side: how the matches ended, and the same-cards rating deal by deal, each with its note."""
        charts = QHBoxLayout()
        charts.setSpacing(10)
        self.results_chart = Chart(translate("Statistics", "How your matches ended"), self)
        self.results_chart.set_axes("", translate("Statistics", "matches"))
        self.results_chart.integer = True
        self.results_note = QLabel(self)
        self.rating_chart = Chart(translate("Statistics", "Same cards: you against the Master"), self)
        self.rating_chart.value_format = "{:+.0f}"
        self.rating_chart.set_axes(translate("Statistics", "compared deals, oldest to newest"), translate("Statistics", "points behind the Master"))
        self.rating_note = QLabel(self)
        for chart, note in ((self.results_chart, self.results_note), (self.rating_chart, self.rating_note)):
            column = QVBoxLayout()
            column.setSpacing(4)
            chart.setMinimumHeight(190)
            note.setObjectName("note")
            note.setWordWrap(True)
            column.addWidget(chart, 1)
            column.addWidget(note)
            charts.addLayout(column, 1)
        self.results_note.setText(translate(
            "Statistics",
            "Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them."))
        self.rating_note.setText(translate(
            "Statistics",
            "Each bar is one deal the Master played again with your cards: above 0 it scored more than you, "
            "below 0 you did better. The gold line is your rating, the average so far: the lower, the better."))
        page.addLayout(charts)

    def _show_history(self, key: str, s: VariantStats) -> None:
        chart = self.history_chart
        if key == ALL_GAMES:
            chart.clear(translate("Statistics", "Choose one game to see its matches over time: each game counts "
                                  "its points in its own way."))
            return
        history = list(s.match_history)
        if not history:
            chart.clear(translate("Statistics", "No match here yet: each match you finish or leave from now on "
                                  "appears as one bar, dated, in the order played."))
            return
        chart.empty_text = ""
        chart.set_bars([m.margin for m in history], [OUTCOME_COLOURS[m.outcome] for m in history],
                       day_labels(history))
        chart.set_tips([match_words(m) for m in history])

    def _show_results(self, s: VariantStats) -> None:
        chart = self.results_chart
        if not (s.games_played or s.games_abandoned):
            chart.clear(translate("Statistics", "No match counted yet for this game: finish one and see how it ended here."))
            return
        chart.empty_text = ""
        chart.set_bars([s.games_won, s.games_lost, s.games_drawn, s.games_abandoned],
                       [OUTCOME_COLOURS[k] for k in ("won", "lost", "drawn", "left")],
                       [translate("Statistics", "Won"), translate("Statistics", "Lost"), translate("Statistics", "Drawn"), translate("Statistics", "Left")])

    def _show_rating(self, key: str, s: VariantStats) -> None:
        chart = self.rating_chart
        gaps = list(s.same_cards_recent)
        if key == ALL_GAMES:
            chart.clear(translate("Statistics", "Choose one game to see its same-cards rating."))
            return
        if not gaps:
            chart.clear(translate("Statistics", "No deal compared yet. At an Expert or Master table, “Compare with the "
                                  "Master” at the end of a deal plays your cards again as the Master would."))
            return
        chart.empty_text = ""
        chart.line = []
        chart.set_bars(gaps, [palette.BAD if g > 0 else palette.GOOD for g in gaps],
                       [str(i) for i in range(1, len(gaps) + 1)])
        chart.set_line(running_means(gaps))
