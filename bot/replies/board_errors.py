"""Board-language errors → a message in the judge's language: where, what, and how to fix it.

The engine's errors carry a key, a position and parameters; this module shows the offending
spot under the text with a caret, lists what the grammar expected there in words (taken from
the keyword table, so the list is in the judge's language), suggests the nearest keyword, and
ends with an example of the right form.
"""

from __future__ import annotations

from bot.catalog import normalise_language, t
from bot.replies.names import player_name
from engine.board.errors import BoardError, BoardSyntaxError
from engine.board.keywords import first_phrase
from engine.reading import ChooseReading

#: Non-keyword terminals, by catalog key.
_PLAIN_WORDS = {
    "NUMBER": "board.word.number",
    "WORD": "board.word.name",
    "QUOTED": "board.word.name",
    "PT": "board.word.pt",
    "MOD": "board.word.mod",
    "LABEL": "board.word.label",
    "MULT": "board.word.copies",
    "_SEP": "board.word.sep",
    "$END": "board.word.end",
    "COLON": "board.word.colon",
    "RESTRICTION": "board.word.restriction",
    "QUALITIES": "board.word.qualities",
}
#: Shown first: what a judge most often means at that point.
_PRIORITY = (
    "DAMAGE",
    "PT",
    "COUNTER",
    "NUMBER",
    "ATTACHED_TO",
    "CARD_TYPE",
    "LIFE",
    "POISON",
    "ZONE",
    "TOKEN",
    "SUPERTYPE",
    "SUBTYPE",
    "WORD",
    "_SEP",
    "$END",
)
MAX_EXPECTED = 8


def describe_expected(expected: tuple[str, ...], lang: str) -> str:
    ordered = sorted(set(expected), key=lambda e: (_PRIORITY.index(e) if e in _PRIORITY else len(_PRIORITY), e))
    words: list[str] = []
    for terminal in ordered:
        word = t(_PLAIN_WORDS[terminal], lang) if terminal in _PLAIN_WORDS else first_phrase(terminal, lang)
        if word and word not in words:
            words.append(f"`{word}`" if terminal not in _PLAIN_WORDS else word)
    more = len(words) > MAX_EXPECTED
    return ", ".join(words[:MAX_EXPECTED]) + (", …" if more else "")


#: A fact's name as the keyword table words it in the reader's language.
_FACT_TERMINALS = {"life": "LIFE", "poison": "POISON", "damage": "DAMAGE", "loyalty": "LOYALTY", "defense": "DEFENSE"}

#: Characters shown each side of the error: a Discord message holds 2,000 in all.
WINDOW = 40


def _window(line: str, column: int) -> tuple[str, int]:
    """The part of a long line around ``column`` (with "…" where it is cut) and the column in it."""
    start = max(0, column - 1 - WINDOW)
    end = min(len(line), column - 1 + WINDOW)
    if start == 0 and end == len(line):
        return line, column
    head = "…" if start > 0 else ""
    tail = "…" if end < len(line) else ""
    return head + line[start:end] + tail, column - start + len(head)


def render_board_error(error: BoardError, text: str, lang: str) -> str:
    lang = normalise_language(lang)
    if isinstance(error, ChooseReading):  # not a refusal: a question with its choices
        from bot.replies.readings import question_text

        return question_text(error, text, lang)
    lines: list[str] = []
    params = {k: v for k, v in error.params.items() if k not in ("expected", "suggestion")}
    # A parameter the engine words in both languages ("what_en", "what_es") is shown in the
    # reader's own, under its plain name.
    for key in [k for k in params if k.endswith(("_en", "_es"))]:
        value = params.pop(key)
        if key.endswith(f"_{lang}"):
            params[key[:-3]] = value
    if error.key.startswith("board.natural.") and "what" in params:  # "las vidas de you" → "de tú"
        params["what"] = player_name(str(params["what"]), lang)
    if "field" in params and str(params["field"]) in _FACT_TERMINALS:  # "life" → "vidas"
        name = str(params["field"])
        params["field"] = first_phrase(_FACT_TERMINALS[name], lang, name) or name
    column = error.column or 0
    if isinstance(error, BoardSyntaxError):
        lines.append(
            t("board.syntax", lang, column=column, word=f"`{error.word}`")
            if error.word
            else t("board.syntax.end", lang, column=column or len(text) + 1)
        )
    elif error.key == "board.no_such_reading" and params.get("count") == 1:  # the board reads one way
        lines.append(t("board.no_such_reading.one", lang, **params))
    elif error.key == "board.natural.life" and params.get("what") in _WRITER:  # "cambia tus vidas"
        lines.append(t("board.natural.life.self", lang))
    elif error.key == "board.natural.life" and not params.get("what"):  # every player's: who isn't said
        lines.append(t("board.natural.life.each", lang))
    else:
        lines.append(t(error.key, lang, column=column, word=error.word, **params))
    if (caret := caret_block(error, text)) is not None:
        lines.append(caret)
    if isinstance(error, BoardSyntaxError):
        if error.expected:
            lines.append(t("board.expected", lang, expected=describe_expected(error.expected, lang)))
        if error.suggestion:
            lines.append(t("board.suggestion", lang, suggestion=error.suggestion))
    if not error.key.startswith(_OWN_EXAMPLES):  # those carry their own examples
        lines.append(t("board.example", lang, example=t("board.example.text", lang)))
    return "\n".join(lines)


#: The writer as the natural reader names them, in either reply language.
_WRITER = frozenset({"you", "tú"})


#: Messages that end with an example of their own instead of the board example.
_OWN_EXAMPLES = ("effects.", "board.no_such_reading")


def caret_block(error: BoardError, text: str) -> str | None:
    """The line of the board around the error with a caret under it; None without a place."""
    if not error.column or not text:
        return None
    line_text = text.splitlines()[error.line - 1] if text.splitlines() else text
    shown, at = _window(line_text, error.column)
    caret = " " * (at - 1) + "^" * max(1, min(len(error.word), WINDOW))
    return f"```\n{shown}\n{caret}\n```"
