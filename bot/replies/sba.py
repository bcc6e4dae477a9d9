"""An SBA result → a reply: round by round, pending choices, notes, the outcome, the board as read."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from bot.catalog import CATALOG, long_date, normalise_language, t
from bot.replies.board_summary import board_lines
from bot.replies.names import NO_NAMES, PrintedNames, ShownNames, player_name
from bot.replies.reply import Field, Reply, literal
from engine.counters import counter_name
from engine.effects.model import LAYER_RULES
from engine.effects.words import layer_words
from engine.model import GameState
from engine.reading.natural.story import EVENT_RULES_EDITION, EVENT_RULES_EDITIONS, Told
from engine.sba.readings import describe_readings
from engine.sba.result import Action, Lki, Note, PendingChoice, SbaResult
from engine.sba.rulings import BearingRuling


def _rule(number: str | None, lang: str) -> str:
    return number if number is not None else t("sba.rule_absent", lang)


def _action_line(action: Action, lang: str, shown: set[str], names: ShownNames) -> str:
    explanation = action.explained(names.rename)[lang] if names else action.explanation[lang]
    line = f"**{_rule(action.rule, lang)}** — {explanation}"
    if sources := action.params.get("effects"):  # the size it died at came from these effects
        line += "\n↳ " + t(
            "sba.effects.decided", lang, sources=names.said(sources) if isinstance(sources, str) else sources
        )
    # Last known information matters to judges when counters were on the permanent (undying,
    # persist, modular, "dies with a counter on it"): show it then, once per permanent.
    remembered = [
        _lki_text(names.object(subject), lki, lang)
        for subject, lki in action.lki.items()
        if lki.counters and subject not in shown
    ]
    shown.update(action.lki)
    if remembered:
        line += "\n↳ " + t("sba.lki", lang, values="; ".join(remembered))
    for replaced in action.replaced_by:  # what happened instead, where it happened (614)
        text = replaced.explained(names.rename)[lang] if names else replaced.explanation[lang]
        line += "\n" + t("sba.replaced.line", lang, text=text)
    return line


#: (Oracle card name, paragraph of its text) → that paragraph as printed in Spanish.
SpanishTexts = Mapping[tuple[str, int], str]


def _choice_line(choice: PendingChoice, lang: str, names: ShownNames) -> str:
    """A pending choice, then what a replacement effect makes of what it puts into a graveyard
    ("whichever one you don't keep is exiled instead", 614.1a)."""
    explanation = choice.explained(names.rename)[lang] if names else choice.explanation[lang]
    line = f"**{_rule(choice.rule, lang)}** — {explanation}"
    for replaced in choice.remedy:
        text = replaced.explained(names.rename)[lang] if names else replaced.explanation[lang]
        line += "\n" + t("sba.replaced.line", lang, text=text)
    return line


def _trigger_lines(result: SbaResult, lang: str, spanish: SpanishTexts, names: ShownNames) -> list[str]:
    """Each triggered ability the check's events triggered (603), in APNAP order when the
    board says whose turn it is, then who orders what (603.3b)."""
    lines = []
    for trigger in result.triggers:
        text = trigger.text
        printed = (
            spanish.get((trigger.card, trigger.paragraph)) if trigger.card and trigger.paragraph is not None else None
        )
        if lang == "es":
            text = printed or t("sba.triggers.oracle", lang, text=text)
        values = {
            "rule": trigger.rule,
            "source": names.said(trigger.source),
            "player": player_name(trigger.controller, lang),
            "round": trigger.round,
            "event": names.said(trigger.event),
            "text": f"“{text}”",
        }
        lines.append(t("sba.triggers.line" if trigger.certain else "sba.triggers.asked", lang, **values))
    controllers = list(dict.fromkeys(tr.controller for tr in result.triggers))
    if len(controllers) == 1 and len(result.triggers) > 1:
        lines.append(t("sba.triggers.one_player", lang, player=player_name(controllers[0], lang)))
    elif len(controllers) > 1 and result.active_player:
        lines.append(t("sba.triggers.apnap", lang, player=player_name(result.active_player, lang)))
    elif len(controllers) > 1:
        lines.append(t("sba.triggers.unordered", lang))
    return lines


def _lki_text(subject: str, lki: Lki, lang: str) -> str:
    stats = f" {lki.power}/{lki.toughness}" if lki.power is not None and lki.toughness is not None else ""
    counters = ", ".join(f"{counter_name(kind, lang)} ×{n}" for kind, n in sorted(lki.counters.items()) if n)
    return f"{subject}{stats}, " + t("sba.lki.counters", lang, counters=counters)


#: Effect lines shown before "… +N": the reply is a check, the full trace is /layers' job.
MAX_EFFECT_LINES = 10


def _effects(result: SbaResult, lang: str, names: ShownNames) -> list[str]:
    """What continuous effects did to each object when the board was first checked: the
    value before and after each effect, its source and the layer's rule (613)."""
    report = result.effects
    if report is None:
        return []
    objects = report.objects
    lines: list[str] = []
    for oid, steps in report.steps.items():
        obj = objects.get(oid)
        for step in steps:
            if step.before == step.after or not step.from_effect:
                continue
            source = names.object(step.source, objects[step.source].name) if step.source in objects else step.text
            before, after = layer_words(step.before, lang), layer_words(step.after, lang)
            values = {"object": names.object(oid, obj.shown_name) if obj else oid, "before": before, "after": after}
            lines.append(t("sba.effects.step", lang, source=source, rule=LAYER_RULES[step.layer], **values))
    if len(lines) > MAX_EFFECT_LINES:
        lines = [*lines[: MAX_EFFECT_LINES - 1], f"… +{len(lines) - MAX_EFFECT_LINES + 1}"]
    if report.readings and result.final_state is not None:
        en, es = describe_readings([key for key, _ in report.readings], result.final_state)
        what = es if lang == "es" else en
        if what:
            lines.append(t("sba.effects.readings", lang, what=what))
    return lines


def card_links(board: GameState, lang: str, names: ShownNames = NO_NAMES) -> str:
    """Each printed card the board named, as the /card command that shows it (by its printed
    name in a Spanish reply: /carta reads it back to the same card)."""
    cards = dict.fromkeys(o.card for o in board.objects if o.card)
    command = "/carta nombre:" if lang == "es" else "/card name:"
    return "\n".join(f"`{command} {names.card(name)}`" for name in list(cards)[:10])


def _card_name(board: GameState | None, card: str, names: ShownNames) -> str:
    """The card by its printed name in the reply's language; else as the board named it
    ("Osos pardos"); else its Oracle name."""
    if card in names.cards:
        return names.card(card)
    named = next((o.name for o in board.objects if o.card == card), None) if board is not None else None
    return named or card


def reading_lines(
    reading: str | None, assumed: Sequence[str], skipped: Sequence[str], lang: str, names: ShownNames
) -> list[str]:
    """How the board was read when it wasn't as typed: the line checked, then what that reading
    assumed (catalog keys, said in the judge's language) and the words it skipped."""
    if reading is None:
        return []
    from bot.replies.readings import code

    lines = [t("sba.board.reading", lang, line=code(names.reading(reading)))]
    if assumed:
        what = "; ".join(_assumption(each, lang, names) for each in assumed)
        lines.append(t("sba.board.assumed", lang, what=what))
    if skipped:
        lines.append(t("sba.board.skipped", lang, words=", ".join(code(word) for word in skipped)))
    return lines


def _assumption(each: str, lang: str, names: ShownNames) -> str:
    """One thing a reading assumed: a catalog key, with the card it is about after a tab
    (said by its printed name), or the words themselves (a name read as a card)."""
    key, _, card = each.partition("\t")
    if key not in CATALOG["en"]:
        return each
    return t(key, lang, what=names.card(card)) if card else t(key, lang)


#: The values of an event's message that name a card (by its Oracle name, " #N" for a copy).
CARD_VALUES = frozenset({"source", "target", "attacker", "blocker", "host", "first", "second"})


def event_text(told: Told, lang: str, names: PrintedNames | None = None) -> str:
    """One event as the reader took it, in the judge's language ("Lightning Bolt deals 3 damage
    to Tarmogoyf", "Relámpago hace 3 de daño a Tarmogoyf": a card by its printed name when
    ``names`` has it)."""
    values = dict(told.values)
    for key in CARD_VALUES & values.keys():
        card, label, number = values[key].partition(" #")
        if names and card in names:
            values[key] = names[card] + label + number
    return t(f"sba.event.{told.key}", lang, **values)


def event_cards(events: Sequence[Told]) -> frozenset[str]:
    """The Oracle names the events' messages name (a copy's " #N" left off)."""
    return frozenset(v.partition(" #")[0] for e in events for k, v in e.values if k in CARD_VALUES and v)


def event_result(told: Told, names: PrintedNames | None = None) -> str:
    """What the event changed ("Hill Giant: 3 de daño; tú: vidas 18"), each object it names by
    its printed name when ``names`` has its card. The reader writes one "object: facts" clause
    per thing changed, the object as the events' values name it (its card, " #N" for a copy)."""
    if not names:
        return told.result
    clauses = []
    for clause in told.result.split("; "):
        who, colon, facts = clause.partition(": ")
        card, label, number = who.partition(" #")
        facts = _QUOTED.sub(lambda m: _printed(m, names), facts)  # '1 de daño de "Walking Ballista"'
        clauses.append((names[card] + label + number if card in names else who) + colon + facts if colon else clause)
    return "; ".join(clauses)


#: A card quoted inside an event's facts ("1 damage from "Walking Ballista"", "attached to "X" #2").
_QUOTED = re.compile(r'"([^"]+)"')


def _printed(found: re.Match[str], names: PrintedNames) -> str:
    card, label, number = found[1].partition(" #")
    return f'"{names[card]}{label}{number}"' if card in names else found[0]


def event_lines(events: Sequence[Told], lang: str, names: PrintedNames | None = None) -> list[str]:
    """Each event told, what the reader took from it, the rule behind the change and the change
    ("… (120.3e) → Tarmogoyf: 3 damage"): a misreading is seen before the answer is trusted."""
    return [
        t("sba.events.line", lang, text=event_text(e, lang, names), rule=e.rule, result=event_result(e, names))
        for e in events
    ]


def sba_reply(
    result: SbaResult,
    lang: str,
    board: GameState | None = None,
    cited: tuple[str, ...] = (),
    rulings: Sequence[BearingRuling] = (),
    *,
    reading: str | None = None,
    assumed: Sequence[str] = (),
    skipped: Sequence[str] = (),
    events: Sequence[Told] = (),
    names: ShownNames | None = None,
    spanish: SpanishTexts | None = None,
) -> Reply:
    """The trace round by round, then pending choices, notes and the outcome; with ``board``,
    the board as Juez read it, so the judge can check the reading: with ``reading``, the
    board-language line that was checked (the text as typed wasn't), what it assumed and the
    words it skipped; with ``events``, what the reading took from each event told ("What
    happened"), before the board it left. ``names``: how every section names the board's cards
    (``names.py``: printed in the judge's language)."""
    lang = normalise_language(lang)
    names = names or NO_NAMES

    def explained(entry: PendingChoice | Note) -> str:
        return entry.explained(names.rename)[lang] if names else entry.explanation[lang]

    fields: list[Field] = []
    for rnd in result.rounds:
        shown: set[str] = set()
        lines = [_action_line(a, lang, shown, names) for a in rnd.actions]
        lines += [f"*{_rule(e.rule, lang)}* — {explained(e)}" for e in rnd.events]
        fields.append(Field(t("sba.round", lang, number=rnd.number), "\n".join(lines)))
    if result.triggers:
        fields.append(Field(t("sba.triggers", lang), "\n".join(_trigger_lines(result, lang, spanish or {}, names))))
    if result.pending_choices:
        fields.append(
            Field(
                t("sba.pending", lang),
                "\n".join(_choice_line(c, lang, names) for c in result.pending_choices),
            )
        )
    notes = [n for n in result.notes if n.kind != "draw"]
    counts = result.effects.unknown_counts if result.effects is not None else ()
    if notes or counts:  # a size that counts what the board doesn't show is said, never left "?" in silence
        lines = [f"**{_rule(n.rule, lang)}** — {explained(n)}" for n in notes]
        lines += [t("layers.unknown_count", lang, card=names.card(card), text=text) for card, text in counts]
        fields.append(Field(t("sba.notes", lang), "\n".join(lines)))
    outcome: list[str] = []
    if result.draw:
        draw_rule = next((n.rule for n in result.notes if n.kind == "draw"), "104.4a")
        outcome.append(t("sba.outcome.draw", lang, rule=draw_rule))
    elif result.losers:
        outcome.append(t("sba.outcome.losers", lang, players=", ".join(result.losers)))
        if result.winners:
            key = "sba.outcome.won" if result.game_over else "sba.outcome.winners"
            outcome.append(t(key, lang, players=", ".join(result.winners)))
    if outcome:
        fields.append(Field(t("sba.outcome", lang), "\n".join(outcome)))
    for ruling in rulings:  # the card's own rulings that speak of what was decided, as published
        card = _card_name(board, ruling.card, names)
        fields.append(Field(t("sba.ruling", lang, card=card, date=ruling.date), literal(ruling.text)))
    if reading is not None and events:
        happened = event_lines(events, lang, names.cards)
        if result.edition not in EVENT_RULES_EDITIONS:  # numbered as another edition than the answer's
            happened.append(t("sba.events.edition", lang, edition=long_date(EVENT_RULES_EDITION, lang)))
        fields.append(Field(t("sba.events", lang), "\n".join(happened)))
    if board is not None and (
        lines := reading_lines(reading, assumed, skipped, lang, names) + board_lines(board, lang, names)
    ):
        fields.append(Field(t("sba.board", lang), "\n".join(lines)))
    if result.effects is not None and (effect_lines := _effects(result, lang, names)):
        fields.append(Field(t("sba.effects", lang), "\n".join(effect_lines)))
    if board is not None and (cards := card_links(board, lang, names)):
        fields.append(Field(t("sba.cards", lang), cards))
    description = (
        "" if result.rounds or result.pending_choices else t("sba.open" if result.open else "sba.nothing", lang)
    )
    return Reply(
        title=t("sba.title", lang),
        description=description,
        fields=tuple(fields),
        footer=t("sba.edition", lang, edition=long_date(result.edition, lang)),
        cited=cited,
    )
