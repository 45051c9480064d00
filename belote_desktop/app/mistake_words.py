"""My mistakes in words (issue 74): the position as the player saw it, the verdict on his new choice with the worth of
each choice the judge weighed, the reason in the explanations' words and when the mistake comes back. QtCore only:
the trainer's dialog shows these, the player robot reads them, a screen reader hears them."""

from __future__ import annotations

import datetime
import html

from PySide6.QtCore import QCoreApplication

from ..engine import Action, DealState, PlayCard, Ruleset
from ..engine.deal_parts import Phase
from ..i18n import counted, list_comma
from ..learn import table_words as text
from ..learn.mistakes import RETIRE_AFTER, Answer, Mistake, kind_name
from ..learn.suggest import suggestion_reason
from .problems import contract_words, points_words, seat_name

translate = QCoreApplication.translate


def choice_name(action: Action, rules: Ruleset | None) -> str:
    """A card by its full name, a call as the game says it."""
    if isinstance(action, PlayCard):
        return text.card_name(action.card)
    return text.action_text(action, rules)


def named(mistake: Mistake, state: DealState, action_text: str) -> str:
    return choice_name(mistake.action(state, action_text), state.rules)


def where_text(mistake: Mistake, state: DealState) -> str:
    """"Auction" or "Trick 3"."""
    if state.phase is Phase.BIDDING:
        return translate("Mistakes", "Auction")
    return translate("Mistakes", "Trick {number}").format(number=len(state.tricks) + 1)


def title_text(mistake: Mistake, state: DealState) -> str:
    return translate("Mistakes", "{game} · {where} · {kind}").format(
        game=text.variant_name(state.rules), where=where_text(mistake, state), kind=kind_name(mistake.kind))


def situation_text(state: DealState, seat: int) -> str:
    """What the player knew besides his cards: the auction so far (or the contract), the turned card, what was
    declared and said at the table, the points won so far."""
    rules = state.rules
    contract = contract_words(state, seat)
    parts = [contract] if contract else []
    if contract is None:
        calls = [f"{seat_name(state, s, seat)}: {text.action_text(a, rules)}" for s, a in state.history]
        parts.append(translate("Mistakes", "The auction so far: {calls}.").format(
            calls=list_comma().join(calls) or translate("Mistakes", "nothing yet, you speak first")))
    if state.turned_card is not None and state.phase is Phase.BIDDING:
        parts.append(translate("Mistakes", "The turned card: {card}.").format(card=text.card_name(state.turned_card)))
    said = [f"{seat_name(state, a.seat, seat)}: {text.announcement_text(a.kind, a.melds, rules, a.unshown)}"
            for a in state.view_for(seat).announcements]  # as the player heard them (his view: nothing hidden)
    if said:
        parts.append(translate("Mistakes", "Said at the table: {said}.").format(said=list_comma().join(said)))
    if contract is not None:
        parts.append(points_words(state, seat))
    return " ".join(parts)


def points_text(points: float) -> str:
    return counted(translate("Mistakes", "%n point(s)"), round(points))


def verdict_sentence(mistake: Mistake, state: DealState, answer: Answer) -> str:
    chosen, best = named(mistake, state, answer.chosen), named(mistake, state, mistake.best)
    if answer.right and answer.chosen == mistake.best:
        return translate("Mistakes", "Right! {best} is the judge's choice.").format(best=best)
    if answer.right:
        return translate("Mistakes", "Right: {chosen} is as good as {best}, within the judge's margin.").format(
            chosen=chosen, best=best)
    if answer.cost is None:
        return translate("Mistakes", "Not this one: the judge did not weigh {chosen}; its choice is {best}.").format(
            chosen=chosen, best=best)
    return translate("Mistakes", "Not this one: {chosen} gives up about {points} against {best}.").format(
        chosen=chosen, points=points_text(answer.cost), best=best)


def first_time_text(mistake: Mistake, state: DealState) -> str:
    """What happened in the game."""
    return translate("Mistakes", "In your game you chose {played}: it gave up about {points} on average.").format(
        played=named(mistake, state, mistake.played), points=points_text(mistake.loss))


def worth_rows(mistake: Mistake, state: DealState) -> list[tuple[str, str]]:
    """(choice, what it gives up) for each choice the judge weighed, the best first."""
    ranked = sorted(mistake.worth, key=lambda a: -mistake.worth[a])
    rows = []
    for action in ranked:
        cost = mistake.cost(action)
        said = translate("Mistakes", "best") if cost == 0 else "−" + points_text(cost or 0.0)
        rows.append((named(mistake, state, action), said))
    return rows


def reason_text(mistake: Mistake, state: DealState) -> str:
    """Why the judge's choice, in the explanations' words (Suggest's reason from the player's view)."""
    view = state.view_for(mistake.seat)
    reason = suggestion_reason(view, mistake.action(state, mistake.best))
    return translate("Problems", "Why: {reason}").format(reason=reason)


def schedule_text(mistake: Mistake, today: datetime.date) -> str:
    """When the mistake comes back, or that it is learned."""
    if mistake.retired:
        return translate("Mistakes", "Learned: {count} right answers in a row retire this mistake.").format(
            count=RETIRE_AFTER)
    if mistake.due <= today.isoformat():
        return translate("Mistakes", "It comes back later today.")
    days = (datetime.date.fromisoformat(mistake.due) - today).days
    return translate("Mistakes", "It comes back in {days} days ({right} of {count} right answers in a row).").format(
        days=days, right=mistake.box, count=RETIRE_AFTER)


def verdict_words(mistake: Mistake, state: DealState, answer: Answer, today: datetime.date) -> list[str]:
    """The verdict for the ear and for the player robot: the sentence, the game's choice, each choice's worth, the
    reason, the schedule."""
    worth = "; ".join(f"{name}: {said}" for name, said in worth_rows(mistake, state))
    return [verdict_sentence(mistake, state, answer), first_time_text(mistake, state),
            translate("Mistakes", "What each choice gives up, on average: {worth}.").format(worth=worth),
            reason_text(mistake, state), schedule_text(answer.mistake, today)]


def verdict_html(mistake: Mistake, state: DealState, answer: Answer, today: datetime.date) -> str:
    sentence, first, _, reason, schedule = verdict_words(mistake, state, answer, today)
    colour = "#4cd07d" if answer.right else "#ff8a7a"
    chosen = named(mistake, state, answer.chosen)
    rows = "".join(
        f"<tr><td>{'<b>' + html.escape(n) + '</b>' if n == chosen else html.escape(n)}</td>"
        f"<td align='right'>{html.escape(s)}</td></tr>" for n, s in worth_rows(mistake, state))
    return "".join([
        f"<p style='color:{colour}; font-weight:700'>{html.escape(sentence)}</p>",
        f"<p>{html.escape(first)}</p>",
        "<p>" + html.escape(translate("Mistakes", "What each choice gives up, on average:")) + "</p>",
        f"<table cellspacing='0' cellpadding='3'>{rows}</table>",
        f"<p>{html.escape(reason)}</p>", f"<p style='color:#ffd54a'>{html.escape(schedule)}</p>"])


def item_text(mistake: Mistake, state: DealState | None, with_game: bool = False) -> str:
    """A mistake in the list: (its game,) where, its kind, and how often it was missed."""
    where = where_text(mistake, state) if state is not None else "?"
    missed = translate("Mistakes", " · missed {count}×").format(count=mistake.missed) if mistake.missed else ""
    game = f"{text.variant_name(state.rules)} · " if with_game and state is not None else ""
    return f"{game}{where} · {kind_name(mistake.kind)}{missed}"
