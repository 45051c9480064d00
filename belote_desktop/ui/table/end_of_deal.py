"""EndOfDealPanel: the score breakdown of a finished deal, over the table.

Rows: cards, last trick, declarations, belote, capot, total, points scored; a headline says
whether the contract was made; beneath the table, the arithmetic in words
(``learn.explain_result``) and the review when asked for; the match score follows. Enter or
Space continues.

For a screen reader (issue 57) the result is said once (``spoken_result``); the breakdown and the explanation
are read by moving the focus on them: Tab from the buttons reaches the breakdown (named "Points", its rows in
words as its description) and then the explanation (a read-only text with a keyboard caret).

Layout: everything but the buttons is one body in a scroll area; ``fit`` sizes the panel to the
table, so at any window size the score table keeps its rows whole, the words wrap and then
scroll, and the buttons stay below them, never over them. It is sized on the deal's own words, with
room kept for the review's verdict while Review is offered: words added later (the verdict, the
judge's line) take that room or scroll, so the panel and its buttons keep still.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import DealResult, MatchState
from ...engine.rules import Ruleset
from ...learn import vocabulary
from ...learn.held_over import held_over, held_over_lines, won_words
from ...learn.words import team_names_for
from ...engine.scoring import BreakdownRow, RowKind
from ...learn import table_words as text
from .breakdown_grid import BreakdownGrid
from .end_of_deal_fit import EndPanelFit


def row_label(row: BreakdownRow, rules: Ruleset | None = None) -> str:
    """The name of one breakdown row (engine/scoring.py) in the grid, in the game's own words if given its rules
    (Tarabish: runs, bella)."""
    kind = row.kind
    if rules is not None and kind in (RowKind.BELOTE, RowKind.BELOTE_KEPT):
        return vocabulary.king_queen_name(rules)
    if kind in (RowKind.DECLARATIONS, RowKind.DECLARATIONS_KEPT):
        return vocabulary.game_term(rules, vocabulary.Term.DECLARATIONS)  # Baloot: projects, Clabber: melds
    if kind is RowKind.CAPOT:
        return vocabulary.game_term(rules, vocabulary.Term.CAPOT)  # Baloot: kaboot, Bulgarian: valat
    times = row.param("multiplier", 1)
    if kind is RowKind.CONVERTED and row.param("unit") == 10:  # Pilotta's game points
        return QCoreApplication.translate("EndOfDeal", "Game points: last digit dropped")
    if kind is RowKind.BID and times > 1:
        return QCoreApplication.translate("EndOfDeal", "Bid ×{times}").format(times=times)
    labels = {
        RowKind.CARDS: QCoreApplication.translate("EndOfDeal", "Cards"),
        RowKind.LAST_TRICK: QCoreApplication.translate("EndOfDeal", "Last trick"),
        RowKind.NO_TRICK: QCoreApplication.translate("EndOfDeal", "No trick: declarations lost"),
        RowKind.BELOTE: QCoreApplication.translate("EndOfDeal", "Belote"),
        RowKind.KEPT: QCoreApplication.translate("EndOfDeal", "Each side's own points"),
        RowKind.BELOTE_KEPT: QCoreApplication.translate("EndOfDeal", "Belote"),
        RowKind.ALL_POINTS: QCoreApplication.translate("EndOfDeal", "All the card points"),
        RowKind.ALL_DECLARATIONS: QCoreApplication.translate("EndOfDeal", "All the declarations"),
        RowKind.SHARED: QCoreApplication.translate("EndOfDeal", "Share of the taker's points"),  # Belot for 3
        RowKind.BID: QCoreApplication.translate("EndOfDeal", "Bid"),
        RowKind.MULTIPLIED: QCoreApplication.translate("EndOfDeal", "Coinche ×{times}").format(times=times),
        RowKind.CAPOT_BID: QCoreApplication.translate("EndOfDeal", "Capot bid"),
        RowKind.PENALTY: QCoreApplication.translate("EndOfDeal", "Failed contract"),
        RowKind.FAILED_CAPOT_BID: QCoreApplication.translate("EndOfDeal", "Failed capot bid"),
        RowKind.CONVERTED: (
            QCoreApplication.translate("EndOfDeal", "Match points (÷ 10, limit {limit})").format(
                limit=row.param("limit")
            )
            if row.param("limit", -1) >= 0
            else QCoreApplication.translate("EndOfDeal", "Match points")
        ),
        RowKind.FORFEITED: QCoreApplication.translate("EndOfDeal", "Takers' points lost"),
        RowKind.VALAT: QCoreApplication.translate("EndOfDeal", "Every trick"),
        RowKind.TIMES: QCoreApplication.translate("EndOfDeal", "×{times}").format(times=times),
        RowKind.KIRTIK: QCoreApplication.translate("EndOfDeal", "Kirtik"),
    }
    return labels.get(kind, kind.key)


GridRow = tuple[str, list[str], bool]
"""One row of the breakdown grid: its label, its value per team, whether it is bold."""


def _texts(values: Sequence[int]) -> list[str]:
    return [str(v) for v in values]


def _by_tenths(row: BreakdownRow) -> bool:
    """A conversion by tenths (Pilotta: the last digit dropped): shown as the points, then what they make."""
    return row.kind is RowKind.CONVERTED and (row.param("limit", -1) >= 0 or row.param("unit") == 10)


def _score_rows(result: DealResult, rules: Ruleset | None, round_points: bool) -> list[GridRow]:
    """The rows from the total to what each team scores, and what the takers' total came to, lost."""
    rows: list[GridRow] = []
    running = [0] * len(result.score)
    for row in result.rows("score"):
        if round_points and row.kind is RowKind.CONVERTED:
            continue
        before, running = running, [r + v for r, v in zip(running, row.values)]
        if _by_tenths(row):  # the points, then what they make, not the change
            rows.append((QCoreApplication.translate("EndOfDeal", "Points"), _texts(before), True))
            rows.append((row_label(row, rules), _texts(running), False))
        else:
            rows.append((row_label(row, rules), _texts(row.values), False))
    # the scoring dial: what the takers' total came to, lost
    rows += [
        (row_label(row, rules), _texts(row.values), False)
        for row in result.rows("info")
        if row.kind is RowKind.FORFEITED
    ]
    return rows


def _scores_are_totals(result: DealResult, score_rows: Sequence[BreakdownRow]) -> bool:
    """Each team simply scores its total: no score rows to show."""
    return all(r.kind is RowKind.KEPT for r in score_rows) and result.score == result.totals


def _scored_label(result: DealResult) -> str:
    if any(r.kind is RowKind.CONVERTED and r.param("limit", -1) >= 0 for r in result.breakdown):
        return QCoreApplication.translate("EndOfDeal", "Match points scored")
    return QCoreApplication.translate("EndOfDeal", "Points scored")


def breakdown_rows(result: DealResult, rules: Ruleset | None = None) -> list[GridRow]:
    """(label, value per team, bold) of the grid, read from ``result.breakdown``: the deal rows, the total,
    then the score rows unless each team simply scores its total, and the points scored."""
    if result.thrown_in:
        return [(_scored_label(result), _texts(result.score), True)]
    rows: list[GridRow] = [(row_label(row, rules), _texts(row.values), False) for row in result.rows("deal")]
    rows.append((QCoreApplication.translate("EndOfDeal", "Total"), _texts(result.totals), True))
    score_rows = result.rows("score")
    # Baloot's converter: its change is not a row of its own, the last line says "Round points"
    round_points = any(r.kind is RowKind.CONVERTED and r.param("sun", -1) >= 0 for r in score_rows)
    if not _scores_are_totals(result, score_rows):
        rows += _score_rows(result, rules, round_points)
    if round_points:
        rows.append((QCoreApplication.translate("EndOfDeal", "Round points"), _texts(result.score), True))
    else:
        rows.append((_scored_label(result), _texts(result.score), True))
    return rows


def held_over_rows(match: MatchState) -> list[GridRow]:
    """The points held over from a tie that the match's last deal won, as a row of the grid: what each team took
    of them (none: the deal won nothing held over)."""
    if not match.finished:
        return []
    won = held_over(match).won_after(len(match.finished))
    return [] if won is None else [(won_words(won), _texts(won.points), False)]


def contract_headline(result: DealResult, rules: Ruleset, mine: bool) -> str:
    """The panel's title for a played deal: made or failed, from the player's side (``mine``: his team took),
    with the game's own word for a failed contract (Clabber: set); a tie whose points are held over."""
    if result.made:
        return (
            QCoreApplication.translate("EndOfDeal", "Contract made!")
            if mine
            else QCoreApplication.translate("EndOfDeal", "They made their contract")
        )
    if result.tied and result.hanging:
        return QCoreApplication.translate("EndOfDeal", "Tied: the points are held over")
    failed = (
        QCoreApplication.translate("EndOfDeal", "Contract failed")
        if mine
        else QCoreApplication.translate("EndOfDeal", "Their contract failed!")
    )
    set_word = vocabulary.failed_word(rules)
    if set_word is not None:  # the game's own word (Clabber: set)
        return QCoreApplication.translate("EndOfDeal", "{word}! {headline}").format(word=set_word, headline=failed)
    return failed


class EndOfDealPanel(QFrame):
    continueClicked = Signal()
    newGameClicked = Signal()
    reviewClicked = Signal()
    replayClicked = Signal()  # show the deal again, all four hands (dialogs/deal_replay.py)
    compareClicked = Signal()  # the Master on the same cards (dialogs/comparison.py)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        lay = self.outer = QVBoxLayout(self)
        lay.setContentsMargins(20, 16, 20, 16)
        lay.setSpacing(8)
        self.body = QWidget(self)
        body = self.body_layout = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(8)
        self._build_headline()
        self._build_breakdown()
        self._build_lines()
        self._build_scroll()
        self._name_readables()
        self.sizing = EndPanelFit(self)  # the panel's size on the table: ``sizing.fit``
        self._args: tuple[DealResult, MatchState, list[str], int, list[str] | None, str, bool, bool] | None = None
        self.table_closed = False  # a network table that ended before its match: no next deal comes
        # words added to the deal's own (the review's verdict, the judge's line after Compare): the panel keeps the
        # size it has for the deal's own words (``own_lines``) and the room kept for the verdict, the rest scrolls
        self.words_added = False
        self.own_lines: list[str] = []
        self.lines_width = 560
        self.compact = False
        self.match_line = QLabel()
        self.match_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.match_line.setObjectName("panelTitle")
        self.match_line.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self._build_buttons()
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.continue_button)
        buttons.addStretch(1)
        self._lay_out(buttons)
        self._set_tab_order()
        self.hide()

    def _build_headline(self) -> None:
        """The title (the headline) and the subtitle (the contract) over the breakdown."""
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 19px;")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("panelNote")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)

    def _build_breakdown(self) -> None:
        """The breakdown's grid, reached with Tab and read as one text."""
        self.grid_host = BreakdownGrid(self)

    @property
    def rows(self) -> list[tuple[str, list[str]]]:
        """What the breakdown shows, row by row (tests, screen readers)."""
        return self.grid_host.rows

    def _build_lines(self) -> None:
        """The arithmetic in words: a read-only text with a keyboard caret."""
        self.lines: list[str] = []  # the arithmetic in words, one sentence per line
        self.lines_label = QLabel()
        self.lines_label.setObjectName("panelLines")
        self.lines_label.setWordWrap(True)
        self.lines_label.setTextFormat(Qt.TextFormat.RichText)
        self.lines_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.lines_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.lines_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # reached with Tab, read with the caret
        self.lines_label.setStyleSheet("#panelLines:focus { background: rgba(255,213,74,22); }")  # no new room

    def _build_scroll(self) -> None:
        """The scroll area around the body (everything but the match line and the buttons)."""
        self.lines_scroll = QScrollArea(self)  # the whole body scrolls when the table is small
        self.lines_scroll.setWidget(self.body)
        self.lines_scroll.setWidgetResizable(True)
        self.lines_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.lines_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.lines_scroll.verticalScrollBar().setStyleSheet(
            "QScrollBar:vertical { background: rgba(255,255,255,18); width: 10px; border-radius: 5px; }"
            " QScrollBar::handle:vertical { background: rgba(255,255,255,90); border-radius: 5px; min-height: 24px; }"
            " QScrollBar::add-line, QScrollBar::sub-line { height: 0; }"
            " QScrollBar::add-page, QScrollBar::sub-page { background: none; }"
        )
        self.lines_scroll.viewport().setAutoFillBackground(False)
        self.body.setAutoFillBackground(False)
        self.lines_label.setAutoFillBackground(False)

    def _build_buttons(self) -> None:
        """The six buttons, connected to the panel's signals (Play this deal again: by its owner)."""
        self.new_game_button = QPushButton(QCoreApplication.translate("EndOfDeal", "Ne&w game"))
        self.new_game_button.clicked.connect(self.newGameClicked)
        self.continue_button = QPushButton(QCoreApplication.translate("EndOfDeal", "&Next deal"))
        self.continue_button.setObjectName("primary")
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(self.continueClicked)
        self.review_button = QPushButton(QCoreApplication.translate("EndOfDeal", "&Review my play"))
        self.review_button.setToolTip(
            QCoreApplication.translate(
                "EndOfDeal", "Ask the Expert which of your cards cost the most points in this deal"
            )
        )
        self.review_button.clicked.connect(self.reviewClicked)
        self.replay_button = QPushButton(QCoreApplication.translate("EndOfDeal", "Replay the &deal"))
        self.replay_button.setToolTip(
            QCoreApplication.translate(
                "EndOfDeal", "See all four hands as they were dealt and the tricks one card at a time"
            )
        )
        self.replay_button.clicked.connect(self.replayClicked)
        self.play_again_button = QPushButton(QCoreApplication.translate("EndOfDeal", "Play this deal &again"))
        self.play_again_button.setToolTip(
            QCoreApplication.translate(
                "EndOfDeal", "The same cards again, from the start or from a trick (not counted in statistics)"
            )
        )
        self.compare_button = QPushButton(QCoreApplication.translate("EndOfDeal", "&Compare with the Master"))
        self.compare_button.setToolTip(
            QCoreApplication.translate(
                "EndOfDeal",
                "The Master plays your seat on the same cards against the same bots: both scores, and "
                "where your lines part",
            )
        )
        self.compare_button.clicked.connect(self.compareClicked)

    def _lay_out(self, buttons: QHBoxLayout) -> None:
        """The body in the scroll area, then the match line, then the two rows of buttons."""
        body, lay = self.body_layout, self.outer
        body.addWidget(self.title)
        body.addWidget(self.subtitle)
        body.addWidget(self.grid_host, 0, Qt.AlignmentFlag.AlignHCenter)
        body.addWidget(self.lines_label)
        body.addStretch(1)
        lay.addWidget(self.lines_scroll, 1)
        lay.addWidget(self.match_line)  # out of the scroll area: the match score is never cut
        again = QHBoxLayout()  # learning from the deal, a row of its own: six buttons in one row do not fit
        again.addStretch(1)
        again.addWidget(self.review_button)
        again.addWidget(self.play_again_button)
        again.addWidget(self.compare_button)
        again.addStretch(1)
        rows = QVBoxLayout()
        rows.setSpacing(6)
        rows.addLayout(buttons)
        rows.addLayout(again)
        lay.addLayout(rows)
        self.buttons_row = rows

    def _set_tab_order(self) -> None:
        """Tab from the buttons goes on to the breakdown, then to the words (and Shift+Tab back)."""
        for first, second in (
            (self.new_game_button, self.replay_button),
            (self.replay_button, self.continue_button),
            (self.continue_button, self.review_button),
            (self.review_button, self.play_again_button),
            (self.play_again_button, self.compare_button),
            (self.compare_button, self.grid_host),
            (self.grid_host, self.lines_label),
        ):
            QWidget.setTabOrder(first, second)

    def show_result(
        self,
        result: DealResult,
        match: MatchState,
        names: list[str],
        human_team: int = 0,
        lines: Sequence[str] | None = None,
        continue_label: str = "",
        allow_new_game: bool = True,
        network: bool = False,
    ) -> None:
        """Show a finished deal. ``lines``: the arithmetic in words (``learn.explain_result``);
        ``continue_label`` replaces "Next deal" (the tutorial's "Finish"). ``network``: a network table's deal,
        which is not played again nor followed by a new game in that window (the rest of the panel is the same)."""
        if self._args is None or self._args[0] is not result:  # a new deal's result: its own words only
            self.words_added = False
        self._args = (
            result,
            match,
            list(names),
            human_team,
            list(lines) if lines is not None else None,
            continue_label,
            allow_new_game,
            network,
        )
        self._show_learning_buttons(result, allow_new_game, network)
        self.lines = list(lines or []) + held_over_lines(match, team_names_for(match.rules, names))
        if not self.words_added:
            self.own_lines = list(self.lines)
        self.set_lines_text()
        self.lines_label.setVisible(bool(self.lines))
        rules = match.rules
        teams = rules.team_count
        team_labels = text.team_names(rules, text.first_seat_of(rules, human_team), names)
        if result.thrown_in:
            self._show_thrown_in(rules)
        else:
            self._show_contract(result, rules, names, human_team, team_labels)
        self.grid_host.fill(breakdown_rows(result, rules) + held_over_rows(match), team_labels, teams)
        self._show_match_line(match, names, human_team)
        closed = network and self.table_closed and not match.over
        self._show_match_end(match, human_team)
        self._show_next_buttons(match, continue_label, allow_new_game, network, closed)
        self.setAccessibleDescription(text.spoken(self.title.text() + ". " + self.subtitle.text()))
        self.subtitle.setAccessibleName(text.spoken(self.subtitle.text()))  # "150 Spades", not "150 spade suit"
        self._name_readables()
        self.grid_host.setAccessibleDescription(self.grid_host.words(team_labels[:teams]))
        self.lines_label.setAccessibleDescription(text.spoken(" ".join(line for line in self.lines if line)))
        self.show()
        self.outer.activate()
        self.adjustSize()
        self.lines_scroll.verticalScrollBar().setValue(0)  # opened on its title, whatever was read before
        self.raise_()
        (self.continue_button if not (match.over or closed) else self.new_game_button).setFocus()

    def _show_learning_buttons(self, result: DealResult, allow_new_game: bool, network: bool) -> None:
        """Review, Replay, Play again and Compare: their words (in the interface's language) and whether shown."""
        self.review_button.setText(QCoreApplication.translate("EndOfDeal", "&Review my play"))
        self.review_button.setVisible(allow_new_game and not result.thrown_in)
        self.replay_button.setText(QCoreApplication.translate("EndOfDeal", "Replay the &deal"))
        self.replay_button.setVisible(allow_new_game and not (network and result.thrown_in))  # its cards stay unseen
        self.play_again_button.setText(QCoreApplication.translate("EndOfDeal", "Play this deal &again"))
        self.play_again_button.setVisible(allow_new_game and not network)
        self.compare_button.setText(QCoreApplication.translate("EndOfDeal", "&Compare with the Master"))
        self.compare_button.setVisible(allow_new_game and not result.thrown_in)

    def _show_thrown_in(self, rules: Ruleset) -> None:
        """The title and subtitle of a deal everyone passed."""
        self.title.setText(QCoreApplication.translate("EndOfDeal", "Everyone passed"))
        if rules.same_dealer_redeals:
            self.subtitle.setText(
                QCoreApplication.translate("EndOfDeal", "The cards are shuffled and dealt again by the same dealer.")
            )
        else:
            self.subtitle.setText(
                QCoreApplication.translate("EndOfDeal", "The cards are gathered and dealt again by the next player.")
            )

    def _show_contract(
        self, result: DealResult, rules: Ruleset, names: list[str], human_team: int, team_labels: Sequence[str]
    ) -> None:
        """The title (made or failed, from the player's side) and the subtitle (the contract, what it needed and
        scored, a capot) of a played deal."""
        c = result.contract
        assert c is not None
        taker_name = names[c.taker] if c.taker < len(names) else str(c.taker)
        self.title.setText(contract_headline(result, rules, result.taker_team == human_team))
        sub = text.contract_text(c, taker_name, rules)
        if result.contract_target:
            sub = QCoreApplication.translate("EndOfDeal", "{contract}: needed {target}, scored {points}").format(
                contract=sub, target=result.contract_target, points=result.contract_points
            )
        if result.capot_team >= 0:
            sub += "  ·  " + QCoreApplication.translate("EndOfDeal", "{capot} by {team}!").format(
                capot=vocabulary.game_term(rules, vocabulary.Term.CAPOT), team=team_labels[result.capot_team]
            )
        self.subtitle.setText(sub)

    def _show_match_line(self, match: MatchState, names: list[str], human_team: int) -> None:
        """The match score under the body: us – them for two teams of two, every score otherwise."""
        rules = match.rules
        scores = match.scores
        if rules.team_count == 2 and rules.team_count < rules.players:
            line = QCoreApplication.translate("EndOfDeal", "Match: {us} – {them}   (playing to {target})").format(
                us=scores[human_team], them=scores[1 - human_team], target=rules.target_score
            )
        else:
            line = QCoreApplication.translate("EndOfDeal", "Match: {scores}   (playing to {target})").format(
                scores=text.match_scores_text(rules, scores, human_team, names), target=rules.target_score
            )
        waiting = 0 if match.over else held_over(match).waiting
        if waiting:  # no team has them yet: beside the scores, not in them
            line += "  ·  " + QCoreApplication.translate(
                "EndOfDeal", "{points} held over", "points tied and waiting for the next deal's winner").format(points=waiting)
        self.match_line.setText(line)

    def _show_match_end(self, match: MatchState, human_team: int) -> None:
        """At the match's end the title says who won and New game is the default; Next deal otherwise."""
        if match.over:
            if match.winner == human_team:
                self.title.setText(QCoreApplication.translate("EndOfDeal", "You win the match!"))
            elif match.winner < 0:
                self.title.setText(QCoreApplication.translate("EndOfDeal", "The match is a draw"))
            else:
                self.title.setText(QCoreApplication.translate("EndOfDeal", "They win the match"))
            self.continue_button.hide()
            self.new_game_button.setObjectName("primary")
            self.new_game_button.setDefault(True)
        else:
            self.continue_button.show()
            self.new_game_button.setObjectName("")
            self.new_game_button.setDefault(False)

    def _show_next_buttons(
        self, match: MatchState, continue_label: str, allow_new_game: bool, network: bool, closed: bool
    ) -> None:
        """Next deal's and New game's words and whether shown (a network table: Leave the table, or Back to my
        own game once the table has closed)."""
        self.continue_button.setText(continue_label or QCoreApplication.translate("EndOfDeal", "&Next deal"))
        self.new_game_button.setText(QCoreApplication.translate("EndOfDeal", "Ne&w game"))
        if network:  # a network table's window starts no game: at the match's end its player leaves the table
            self.new_game_button.setText(QCoreApplication.translate("MainWindow", "&Leave the table"))
        if continue_label:
            self.continue_button.show()
        self.new_game_button.setVisible(allow_new_game and (not network or match.over or closed))
        if closed:  # the table has ended: the way back to the player's own game instead of a next deal
            self.continue_button.hide()
            self.new_game_button.setText(QCoreApplication.translate("EndOfDeal", "Back to &my own game"))
            self.new_game_button.setObjectName("primary")
            self.new_game_button.setDefault(True)
        self.new_game_button.style().unpolish(self.new_game_button)
        self.new_game_button.style().polish(self.new_game_button)

    def _name_readables(self) -> None:
        """The breakdown's and the words' accessible names (in the interface's language)."""
        scored = QCoreApplication.translate("EndOfDeal", "How the deal was scored")
        self.lines_scroll.setAccessibleName(scored)
        self.lines_label.setAccessibleName(scored)
        self.grid_host.setAccessibleName(QCoreApplication.translate("EndOfDeal", "Points"))

    def spoken_result(self) -> str:
        """The result in one message for a screen reader (issue 57): the headline, the contract and what it
        needed and scored, the match; the breakdown and the explanation are read by moving the focus on them."""
        parts = [self.title.text(), self.subtitle.text(), self.match_line.text()]
        return " ".join(
            part.strip().rstrip(".!") + ("!" if part.strip().endswith("!") else ".") for part in parts if part.strip()
        )

    def close_table(self) -> None:
        """The network table ended before its match: Next deal goes, the way back to one's own game stays."""
        self.table_closed = True
        if self.isVisible():
            self.show_again()

    def show_again(self, names: list[str] | None = None, lines: Sequence[str] | None = None) -> None:
        """Re-show the last result (after a language change: every text is translated again)."""
        if self._args is None:
            return
        result, match, old_names, team, old_lines, label, allow, network = self._args
        self.show_result(
            result, match, names or old_names, team, lines if lines is not None else old_lines, label, allow, network
        )

    def set_lines_text(self) -> None:
        """The lines as paragraphs; an empty line is a small gap (tighter in a compact panel)."""
        gap = 1 if self.compact else 3
        self.lines_label.setText(
            "".join(
                f'<p style="margin:0 0 {gap}px 0;">{html.escape(line)}</p>'
                if line
                else f'<p style="margin:0; font-size:{2 + 2 * gap}px;">&nbsp;</p>'
                for line in self.lines
            )
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.continue_button.isVisible():
                self.continueClicked.emit()
            else:
                self.newGameClicked.emit()
            return
        super().keyPressEvent(event)
