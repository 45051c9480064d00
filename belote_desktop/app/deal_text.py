"""A deal file's problem (storage.deal_file.DealFileError) in the player's language, naming the line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..storage.deal_file import DealFileError

translate = QCoreApplication.translate


def problem_text(error: DealFileError) -> str:
    """What is wrong, in words: "Line 14: it is West's turn, not North's." (no line for the whole file)."""
    p = error.params
    code = error.code
    words = {
        "not_a_deal_file": lambda:
            translate("DealFile", "This is not a deal file: it must start with the line “belote-deal 1”."),
        "newer_version": lambda:
            translate("DealFile", "This deal file was written by a newer version of the game (format {version}).")
        .format(version=p.get("version", "?")),
        "empty": lambda: translate("DealFile", "The file is empty."),
        "not_text": lambda: translate("DealFile", "The file is not text (UTF-8)."),
        "too_big": lambda: translate("DealFile", "The file is too big to be a deal file."),
        "unreadable": lambda:
            translate("DealFile", "The file cannot be read: {reason}.").format(reason=p.get("reason", "")),
        "no_colon": lambda: translate("DealFile", "Every line is “name: value”, and this one has no colon."),
        "unknown_key": lambda:
            translate("DealFile", "“{key}” is not a line of a deal file.").format(key=p.get("key", "")),
        "duplicate": lambda: translate("DealFile", "“{key}” is already given on line {first}.").format(
            key=p.get("key", ""), first=p.get("first", "?")),
        "section_order": lambda:
            translate("DealFile", "The “{section}:” part is out of place: the auction comes before the play.")
        .format(section=p.get("section", "")),
        "missing": lambda: translate("DealFile", "The line “{key}:” is missing.").format(key=p.get("key", "")),
        "no_cards": lambda: translate("DealFile", "The file names no cards, and no seed to shuffle them from."),
        "unknown_game": lambda:
            translate("DealFile", "“{game}” is not a game this program knows.").format(game=p.get("game", "")),
        "bad_rule": lambda: translate("DealFile", "This rule option cannot be used: {reason}").format(
            reason=p.get("reason") or p.get("rule", "")),
        "unknown_seat": lambda: translate("DealFile", "“{word}” is not a seat (the seats are {seats}).").format(
            word=p.get("word", ""), seats=p.get("seats", "")),
        "bad_seed": lambda: translate("DealFile", "A seed is a number or a short text."),
        "bad_scores": lambda: translate("DealFile", "Give {expected} whole numbers, one score per team.").format(
            expected=p.get("expected", "")),
        "bad_card": lambda:
            translate("DealFile", "“{word}” is not a card (write 7C, 10H, JS, AD …).").format(
                word=p.get("word", "")),
        "not_in_deck": lambda:
            translate("DealFile", "{card} is not in this game's pack.").format(card=p.get("card", "")),
        "duplicate_card": lambda: translate("DealFile", "{card} is already named on line {first}.").format(
            card=p.get("card", ""), first=p.get("first", "?")),
        "count": lambda: translate("DealFile", "{count} cards where this game deals {expected}.").format(
            count=p.get("count", "?"), expected=p.get("expected", "?")),
        "zone_not_in_game": lambda: translate("DealFile", "This game deals no cards there."),
        "turned_not_dealer": lambda:
            translate("DealFile", "In this game the turned card is one of the dealer's own cards: name it there too."),
        "turned_not_last": lambda:
            translate("DealFile", "{card} is not the last card of the line \u201c{key}:\u201d (line {line}): the turned card "
                      "is dealt to the dealer last, so name it there last.").format(
                card=p.get("card", ""), key=p.get("key", ""), line=p.get("line_of_zone", "?")),
        "pack_and_after": lambda:
            translate("DealFile", "Give either the pack or the cards after the auction, not both."),
        "after_needs_contract": lambda:
            translate("DealFile", "Cards after the auction need an auction that ends with a contract."),
        "bad_deal": lambda:
            translate("DealFile", "These cards cannot be dealt in this game: {reason}").format(
                reason=p.get("reason", "")),
        "bad_move": lambda: translate("DealFile", "“{move}” is not a move.").format(move=p.get("move", "")),
        "wrong_turn": lambda: translate("DealFile", "It is {expected}'s turn, not {seat}'s.").format(
            expected=p.get("expected_name", "?"), seat=p.get("seat_name", "?")),
        "illegal": lambda: _illegal(error),
        "auction_over": lambda: translate("DealFile", "The auction is already over: the play comes next."),
        "auction_not_over": lambda: translate("DealFile", "The auction is not over yet."),
        "deal_over": lambda: translate("DealFile", "The deal is already over."),
    }
    said = words[code]() if code in words else error.message
    if error.line:
        return translate("DealFile", "Line {line}: {problem}").format(line=error.line, problem=said)
    return said


def _illegal(error: DealFileError) -> str:
    """The move and the rule it breaks, in the words the table uses for a refused move."""
    from ..learn import table_words as text

    p = error.params
    seat = p.get("seat")
    state = p.get("state")
    why = p.get("error")
    reason = ""
    if state is not None and why is not None and isinstance(seat, int):
        try:
            reason = str(text.explanation(why.reason, why.params, state.view_for(seat), list(p.get("names", ()))).text)
        except Exception:  # an explanation must never hide the line's problem
            reason = ""
    said = translate("DealFile", "{player} cannot make the move “{move}” here.").format(
        player=p.get("seat_name", "?"), move=p.get("move", ""))
    return f"{said} {reason}".strip()
