"""What a board leaves unsaid that an effect needs: tried every way, asked only when it matters.

The effects engine asks an ``Assume`` callback whenever the board doesn't say something an
effect depends on: an object's colors under "White creatures get +1/+1", a condition such as
"as long as it's your turn", whether a stated size that isn't the printed one already counts
the effects on it. The check runs once per combination of answers; when every combination
gives the same state-based actions, that answer is given (with a note of what was unsaid),
and when they differ the judge is asked, naming what decides it. Asking beats guessing: a
wrong "the Bears die" is the one answer Juez must never give.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.effects.errors import ReadingsDiffer, UnappliedAbility, UnknownCount
from engine.effects.layers import compiled
from engine.effects.model import Verdict
from engine.effects.readings import Assume, Key, deciding, default_combo, every_reading, run_reading
from engine.model import GameObject, GameState, Zone
from engine.sba.result import SbaResult

Run = Callable[[Assume], SbaResult]


def answer_every_reading(state: GameState, run: Run) -> SbaResult:
    ask_unapplied(state)

    def counted(assume: Assume) -> SbaResult:
        result = run(assume)
        if result.effects is not None and result.effects.unknown_counts:
            card, text = result.effects.unknown_counts[0]
            raise UnknownCount(column=None, word=card, card=card, text=text)
        return result

    first, keys = run_reading(counted, {})
    if not keys:
        return first
    keys, tried = every_reading(counted, keys, first)
    default = default_combo(keys)
    verdicts = {combo: verdict(r) for combo, r in tried.items()}
    if len(set(verdicts.values())) == 1:
        chosen = tried[default]
        report = chosen.effects
        if report is not None:
            taken = tuple(zip(keys, default, strict=True))
            chosen = dataclasses.replace(chosen, effects=dataclasses.replace(report, readings=taken))
        return chosen
    en, es = describe_readings(deciding(keys, dict(verdicts)), state)
    raise ReadingsDiffer(column=None, word="", what_en=en, what_es=es)


def verdict(result: SbaResult) -> tuple[object, ...]:
    """What a judge is told happens: the actions of every round, losses, the winner, choices."""
    rounds = tuple(tuple((a.kind, a.subjects, a.refinements) for a in r.actions) for r in result.rounds)
    choices = tuple((c.kind, c.subjects) for c in result.pending_choices)
    return (rounds, result.losers, result.winners, result.draw, choices)


def ask_unapplied(state: GameState) -> None:
    """A static ability Juez can't apply, on a permanent on the battlefield, is asked about
    (a replacement of the events state-based actions perform that ``replacements.py`` applies
    isn't one; one of that family it can't read is, always) (unless the judge said stated values already count every effect, and it changes only those)."""
    from engine.sba.replacements import reads_paragraph, unread

    current = state.stated_values == "current"
    for obj in state.objects:
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out or not obj.statics:
            continue
        for text in unread(obj):  # "… would die / be put into a graveyard …" not read: asked
            raise UnappliedAbility(column=None, word=obj.name, card=obj.name, text=text)
        for paragraph in compiled(obj):
            if paragraph.verdict is not Verdict.FLAGGED or reads_paragraph(obj, paragraph.text):
                continue
            if current and paragraph.reason not in _ALWAYS_ASKED:
                continue
            raise UnappliedAbility(column=None, word=obj.name, card=obj.name, text=paragraph.text)


#: Flagged families that change a state-based action itself, not a characteristic: asked even
#: when the judge says the stated values count every effect.
_ALWAYS_ASKED = frozenset({"replacement", "cant_be_destroyed", "legend_rule"})


def describe_readings(keys: list[Key], state: GameState) -> tuple[str, str]:
    """What decides the answer, in English and Spanish, one item per unsaid thing."""
    by_id = {o.id: o for o in state.objects}
    en: list[str] = []
    es: list[str] = []
    for key in keys:
        kind = key[0]
        if kind == "current_pt":
            obj = by_id.get(key[1])
            if obj is None:
                continue
            size = f"{obj.power}/{obj.toughness}"
            en.append(f"whether the stated {size} of {obj.shown_name} already counts the effects on it")
            es.append(f"si el {size} indicado de {obj.shown_name} ya cuenta los efectos que lo afectan")
        elif kind == "color":
            source, obj = by_id.get(key[1]), by_id.get(key[3])
            if source is None or obj is None:
                continue
            en.append(f"the colors of {obj.shown_name} (for {source.shown_name})")
            es.append(f"los colores de {obj.shown_name} (por {source.shown_name})")
        elif kind == "combat":
            obj = by_id.get(key[2])
            if obj is None:
                continue
            en.append(f"whether {obj.shown_name} is {key[1]}")
            es.append(f"si {obj.shown_name} está {'atacando' if key[1] == 'attacking' else 'bloqueando'}")
        elif kind == "entered_counters":  # ("entered_counters", copy, counter kind, how many)
            obj = by_id.get(key[1])
            if obj is None:
                continue
            en.append(f"whether {obj.shown_name} still has the {key[3]} {key[2]} counter(s) it entered with (707.5)")
            es.append(f"si {obj.shown_name} aún tiene los {key[3]} contadores {key[2]} con los que entró (707.5)")
        elif kind == "turn":
            who = key[1]
            en.append(f"whose turn it is ({who}'s or not)")
            es.append(f"de quién es el turno (de {who} o no)")
        elif kind == "condition":
            source = by_id.get(key[1])
            if source is None:
                continue
            text = _condition_text(source, int(key[2]))
            en.append(f"whether {text} (for {source.shown_name})")
            es.append(f"si se cumple «{text}» (por {source.shown_name})")
    return "; ".join(en), "; ".join(es)


def _condition_text(source: GameObject, index: int) -> str:
    from engine.effects.layers import statics

    found = statics(source)
    if 0 <= index < len(found) and found[index].condition is not None:
        condition = found[index].condition
        assert condition is not None
        return condition.text.replace("~", source.name)
    return "its condition holds"
