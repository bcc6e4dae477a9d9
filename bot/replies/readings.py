"""A board whose readings part → one question: the readings, each with its outcome, and how to pick.

The engine gives each candidate reading as a board-language line and its outcome as rule
numbers (``engine.reading.Outcome``); this module words the outcome in the judge's language
("704.5g, then 704.5m"), numbers the choices as ``reading: N`` takes them, and says how to
answer on the surface asking. It also sorts every refusal into the three kinds ``--json``
reports, so a tool can tell a question from a misread.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Literal

from bot.catalog import CATALOG, normalise_language, t
from bot.commands import BY_NAME
from bot.errors import BoardInputError
from bot.replies.names import NO_NAMES, ShownNames
from bot.replies.reply import Pick, Reply
from engine.errors import KeyedError
from engine.reading import ChooseReading, Outcome

#: How a judge answers, by surface: a slash command (Discord, the console) or the CLI.
How = Literal["command", "cli"]
#: What ``--json`` says a refusal is.
Kind = Literal["unreadable", "choose", "missing"]

#: Refusals that ask for one fact the board left out (which card, whose clause, what
#: toughness…): adding it answers them. Every other refusal is "unreadable": the words
#: themselves need rewording.
MISSING_FACT = frozenset(
    {
        "board.missing_subject",
        "board.lethal_needs_toughness",
        "board.ambiguous_card",
        "board.ambiguous_reference",
        "board.untyped_attachment",
        "board.player_without_team",
        "board.damage_to_player",
        "effects.readings",
        "effects.unknown_count",
        "effects.too_many_readings",
    }
)

#: Discord's limits on a select option's label and description.
LABEL_LIMIT = 100


def listed(items: Sequence[str], lang: str) -> str:
    """ "704.5g", "704.5g and 704.5j", "704.5a, 704.5g and 704.5j" (y in Spanish)."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {t('reading.and', lang)} {items[-1]}"


def _counted(rules: Sequence[str]) -> list[str]:
    """A round's rules once each, with how many actions each rule performs when more than one
    ("704.5g ×2": two creatures destroyed), so readings that part on a count say so."""
    counts = Counter(rules)
    return [f"{rule} ×{n}" if n > 1 else rule for rule, n in counts.items()]


def outcome_text(
    outcome: Outcome,
    lang: str,
    names: ShownNames = NO_NAMES,
    parting: frozenset[str] | None = None,
    by_subject: bool = False,
) -> str:
    """What a reading answers, in words: each round's rules ("704.5g, then 704.5m"), the choices
    left to a player, who loses, what replaced an event and what triggers (cards by ``names``);
    "nothing happens" when none. ``by_subject``: each rule with what it acts on ("704.5g Hill
    Giant"), for readings whose rules alone are the same."""
    parts: list[str] = []
    if outcome.characteristics:  # /layers' readings: each changed object's final size first
        sizes = [
            f"{names.card(name)} {size}"
            for name, size, _ in outcome.characteristics
            if size and size != "—" and (parting is None or name in parting)
        ]
        parts.append(t("reading.outcome.sizes", lang, sizes=", ".join(sizes) or "—"))
    if outcome.nothing:
        return "; ".join([*parts, t("reading.outcome.nothing", lang)])
    if outcome.rounds and by_subject and outcome.subjects:
        parts.append(
            f", {t('reading.then', lang)} ".join(listed(r, lang) for r in _with_subjects(outcome, lang, names))
        )
    elif outcome.rounds:
        parts.append(f", {t('reading.then', lang)} ".join(listed(_counted(r), lang) for r in outcome.rounds))
    if outcome.pending:
        parts.append(t("reading.outcome.pending", lang, rules=listed(list(outcome.pending), lang)))
    if outcome.losers:
        players = ", ".join(_player(name, lang) for name in outcome.losers)
        parts.append(t("reading.outcome.losers", lang, players=players))
    if outcome.replaced:
        parts.append(
            t("reading.outcome.replaced", lang, sources=listed([names.card(s) for s in outcome.replaced], lang))
        )
    if outcome.triggers:
        counted = Counter(outcome.triggers)
        said = [
            f"{names.card(source)}{f' ×{n}' if n > 1 else ''} ({_player(who, lang) if who != '?' else '?'})"
            for (source, who), n in counted.items()
        ]
        parts.append(t("reading.outcome.triggers", lang, sources=listed(said, lang)))
    return "; ".join(parts)


def _with_subjects(outcome: Outcome, lang: str, names: ShownNames) -> list[list[str]]:
    """Each round's actions as "rule what" ("704.5g Hill Giant", "704.5a you")."""
    rounds: dict[str, list[str]] = {}
    for key in outcome.subjects:
        n, rule, what = key.split(":", 2)
        shown = ", ".join(_player(w, lang) if w in _PLAYER_KEYS else names.card(w) for w in what.split("|") if w)
        rounds.setdefault(n, []).append(f"{rule} {shown}".strip())
    return list(rounds.values())


def _same_rules(error: ChooseReading) -> bool:
    """Whether two of the readings have the same rules round by round (they part on what the
    rules act on, which the choices must then show)."""
    rules = [c.outcome.rounds for c in error.choices]
    return len(set(rules)) < len(rules)


#: The engine's names for the judge's own player and a nameless opponent (one key whatever
#: either reader called them, so readings that differ only in those words compare equal).
_PLAYER_KEYS = {"self": "reading.player.self", "opponent": "reading.player.opponent"}


def _player(name: str, lang: str) -> str:
    key = _PLAYER_KEYS.get(name)
    return t(key, lang) if key is not None else name


def code(text: str) -> str:
    """Text shown as typed, in a code span (doubled backticks when it holds one)."""
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def how_to_pick(lang: str, how: How = "command") -> str:
    """How to answer: ``reading: N`` on the command (its Spanish names in Spanish), or the CLI flag."""
    if how == "cli":
        return t("reading.how.cli", lang)
    row = BY_NAME["sba"]
    spanish = normalise_language(lang) == "es"
    command = row.spanish if spanish else row.name
    board, reading = (row.option(o).spanish if spanish else o for o in ("board", "reading"))
    return t("reading.how.command", lang, option=f"{reading}: N", example=f"/{command} {board}: … {reading}: 1")


def question_text(
    error: ChooseReading, text: str, lang: str, *, how: How = "command", names: ShownNames = NO_NAMES
) -> str:
    """The question: what the words allow (and where), the readings numbered from 1, each as a
    board-language line with its outcome (its cards by ``names``: printed in Spanish in a Spanish
    reply), and how to pick one."""
    from bot.replies.board_errors import caret_block

    lang = normalise_language(lang)
    count = len(error.choices)
    if error.word:
        lines = [t("board.choose_reading", lang, word=code(error.word), column=error.column or 1, count=count)]
    else:
        lines = [t("board.choose_reading.anywhere", lang, count=count)]
    why = f"reading.why.{error.params.get('why', '')}"
    if why in CATALOG["en"]:
        lines.append(t(why, lang, word=code(error.word)))
    if (caret := caret_block(error, text)) is not None:
        lines.append(caret)
    lines.append(t("reading.which", lang))
    parting = _parting(error)
    same = _same_rules(error)
    lines += [
        f"{n}. {code(names.reading(c.reading))} → {outcome_text(c.outcome, lang, names, parting, same)}"
        for n, c in enumerate(error.choices, start=1)
    ]
    if error.params.get("command") == "layers":  # no reading: option: the line is pasted back
        row = BY_NAME["layers"]
        spanish = normalise_language(lang) == "es"
        command = f"/{row.spanish if spanish else row.name} {row.option('board').spanish if spanish else 'board'}:"
        lines.append(t("reading.how.paste", lang, command=command if how == "command" else "juez layers"))
    else:
        lines.append(how_to_pick(lang, how))
    return "\n".join(lines)


def _parting(error: ChooseReading) -> frozenset[str]:
    """The objects a choice of /layers shows the size of: those whose final characteristics
    differ between the readings, or that some reading doesn't have."""
    seen: dict[str, set[str]] = {}
    for choice in error.choices:
        for name, _, detail in choice.outcome.characteristics:
            seen.setdefault(name, set()).add(detail)
    having = [{name for name, _, _ in c.outcome.characteristics} for c in error.choices]
    return frozenset(n for n, details in seen.items() if len(details) > 1 or any(n not in h for h in having))


def _short(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def question_reply(error: ChooseReading, text: str, lang: str, names: ShownNames = NO_NAMES) -> Reply:
    """The question as a reply: the text lists the readings; ``picks`` are the same readings
    for a select menu (labels within Discord's 100 characters)."""
    picks = tuple(
        Pick(
            _short(f"{n}. {names.reading(c.reading)}"),
            _short(outcome_text(c.outcome, lang, names, _parting(error), _same_rules(error))),
        )
        for n, c in enumerate(error.choices, start=1)
    )
    description = question_text(error, text, lang, names=names)
    return Reply(title=t("sba.title", lang), description=description, picks=picks)


def question_kind(error: BaseException) -> Kind:
    """``choose`` for a question with readings, ``missing`` for a refusal that asks for one fact
    the board left out, ``unreadable`` for every other refusal."""
    inner = error.error if isinstance(error, BoardInputError) else error
    if isinstance(inner, ChooseReading):
        return "choose"
    if isinstance(inner, KeyedError) and (
        inner.key in MISSING_FACT or (inner.key.startswith("board.natural.") and inner.key != "board.natural.unread")
    ):
        return "missing"  # the natural reader read it all and names the fact it lacks
    return "unreadable"


def question_json(error: BaseException, lang: str, message: str) -> dict[str, Any]:
    """``{"question": {...}}`` as ``juez sba --json`` prints it for a refusal or a question."""
    inner = error.error if isinstance(error, BoardInputError) else error
    choices = inner.choices if isinstance(inner, ChooseReading) else ()
    return {
        "question": {
            "kind": question_kind(error),
            "key": inner.key if isinstance(inner, KeyedError) else None,
            "message": message,
            "column": getattr(inner, "column", None),
            "choices": [
                {
                    "reading": c.reading,
                    "outcome": outcome_text(c.outcome, lang),
                    "rounds": [list(r) for r in c.outcome.rounds],
                    "pending": list(c.outcome.pending),
                    "losers": list(c.outcome.losers),
                }
                for c in choices
            ],
        }
    }
