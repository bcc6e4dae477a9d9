"""Layer questions: a generated board with two or three effect sources, and what an object is now.

A board is assembled from real cards (their Oracle text is what applies, so the catalog is
needed) and spells said as resolved on it, in the judge's language with the printed names. The
board's own text is read back by the board parser and traced by the effects engine: the right
answer is the engine's. The wrong choices are the engine's answers too, computed the way the
usual mistakes compute them (``Misorder``: timestamps where a dependency decides, a
characteristic-defining ability applied late, a set after the modifications, counters
overwritten by a set), or with one source left out, or with none applied; each says what is
wrong with it, and no two choices read the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from engine.board.parse import parse_board
from engine.cards.catalog import CardCatalog
from engine.counters import counter_name
from engine.effects.layers import Step
from engine.effects.model import LAYER_RULES, Layer, Misorder
from engine.effects.trace import LayersTrace, trace_layers
from engine.effects.words import layer_words
from engine.model import GameState
from engine.quiz.model import Question, QuizError, Topic, rng_for, shuffled


@dataclass(slots=True)
class Board:
    """A board being written: its clauses (each tagged with the source it adds, if any), the
    object asked about and what is asked of it."""

    lang: str
    names: Callable[[str], str]
    clauses: list[tuple[str, str | None]] = field(default_factory=list)
    target: str = ""
    asked: Layer = Layer.PT_MODIFY

    def say(self, en: str, es: str, source: str | None = None) -> None:
        self.clauses.append((en if self.lang == "en" else es, source))

    def text(self, without: str | None = None, reverse: bool = False) -> str:
        kept = [c for c, source in self.clauses if source is None or source != without]
        sources = [c for c, source in self.clauses if source is not None and source != without]
        if reverse:  # the same clauses with the sources' timestamps the other way round
            order = iter(reversed(sources))
            kept = [next(order) if c in sources else c for c in kept]
        return "; ".join(kept)

    @property
    def sources(self) -> list[str]:
        return list(dict.fromkeys(s for _, s in self.clauses if s is not None))


#: Vanilla creatures a board's target is drawn from (printed power and toughness).
TARGETS = {
    "Grizzly Bears": (2, 2),
    "Savannah Lions": (2, 1),
    "Hill Giant": (3, 3),
    "Gray Ogre": (2, 2),
    "Craw Wurm": (6, 4),
    "Walking Corpse": (2, 2),
    "Eager Cadet": (1, 1),
}
#: Auras that modify power and toughness.
AURAS = ("Holy Strength", "Unholy Strength", "Rancor")


def _anthem(board: Board, rng: random.Random) -> None:
    card = rng.choice(("Glorious Anthem", "Crusade")) if board.target == "Savannah Lions" else "Glorious Anthem"
    name = board.names(card)
    board.say(name, name, card)


def _aura(board: Board, rng: random.Random) -> None:
    card = rng.choice(AURAS)
    name, target = board.names(card), board.names(board.target)
    board.say(f"{name} attached to {target}", f"{name} anexada a {target}", card)


def _pump(board: Board, rng: random.Random) -> None:
    name, target = board.names("Giant Growth"), board.names(board.target)
    board.say(f"{name} on {target}", f"{name} sobre {target}", "Giant Growth")


def _humility(board: Board, rng: random.Random) -> None:
    name = board.names("Humility")
    board.say(name, name, "Humility")


def _frog(board: Board, rng: random.Random) -> None:
    name, target = board.names("Turn to Frog"), board.names(board.target)
    board.say(f"{name} on {target}", f"{name} sobre {target}", "Turn to Frog")


def _switch(board: Board, rng: random.Random) -> None:
    name, target = board.names("Twisted Image"), board.names(board.target)
    board.say(f"{name} on {target}", f"{name} sobre {target}", "Twisted Image")


#: The layers whose steps explain each kind of answer.
ASKED_LAYERS = {
    Layer.PT_MODIFY: frozenset({Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH}),
    Layer.TYPE: frozenset({Layer.TYPE}),
}
#: Every card a layers board may name (a partial card import asks for the data instead).
CARDS = (
    *TARGETS,
    *AURAS,
    "Glorious Anthem",
    "Crusade",
    "Giant Growth",
    "Humility",
    "Turn to Frog",
    "Twisted Image",
    "Tarmogoyf",
    "Lightning Bolt",
    "Diminish",
    "Urborg, Tomb of Yawgmoth",
    "Blood Moon",
    "Forest",
    "Swamp",
    "Nightmare",
    "Opalescence",
)
Ingredient = Callable[[Board, random.Random], None]
_SETS: tuple[Ingredient, ...] = (_humility, _frog)  # layer 7b (and 6: the abilities go)
_MODIFIES: tuple[Ingredient, ...] = (_anthem, _aura, _pump)  # layer 7c
#: What each difficulty's creature board crosses, one source from each group (and a chance of
#: +1/+1 counters, 7c too), so that each difficulty teaches its own kind of interaction:
#: 1, a set and a modification (7b before 7c, whatever the timestamps); 2, a switch after the
#: modifications (7d), beside Tarmogoyf's characteristic-defining ability (7a, ``SHAPES``);
#: 3, all three sublayers at once, beside the timestamp and dependency puzzles.
LEVELS: dict[int, tuple[tuple[tuple[Ingredient, ...], ...], float]] = {
    1: ((_SETS, _MODIFIES), 0.5),
    2: (((_switch,), _MODIFIES), 0.6),
    3: ((_SETS, (_switch,), _MODIFIES), 0.7),
}


def _creature_board(board: Board, rng: random.Random, difficulty: int) -> None:
    board.target = rng.choice(sorted(TARGETS))
    name = board.names(board.target)
    groups, with_counters = LEVELS[difficulty]
    counters = rng.randint(1, 2) if rng.random() < with_counters else 0
    said = {
        0: (name, name),
        1: (f"{name} with a +1/+1 counter", f"{name} con un contador +1/+1"),
        2: (f"{name} with two +1/+1 counters", f"{name} con dos contadores +1/+1"),
    }[counters]
    board.say(*said)
    chosen = [rng.choice(group) for group in groups]
    rng.shuffle(chosen)  # timestamps in any order: the layers decide
    for ingredient in chosen:
        ingredient(board, rng)


def _goyf_board(board: Board, rng: random.Random, difficulty: int) -> None:
    """Tarmogoyf (a 7a ability) under Diminish (7b) and a modification: the CDA applies first,
    so the set wins over it."""
    board.target = "Tarmogoyf"
    goyf, bolt, diminish = board.names("Tarmogoyf"), board.names("Lightning Bolt"), board.names("Diminish")
    board.say(f"{goyf} with a +1/+1 counter", f"{goyf} con un contador +1/+1")
    board.say(f"{bolt} in graveyard", f"{bolt} en el cementerio")
    board.say(f"{diminish} on {goyf}", f"{diminish} sobre {goyf}", "Diminish")
    rng.choice((_pump, _anthem, _aura))(board, rng)


def _moon_board(board: Board, rng: random.Random, difficulty: int) -> None:
    """Nightmare counts Swamps; Urborg would make every land one, but its effect depends on
    Blood Moon's (which takes Urborg's abilities), whatever the timestamps (613.8a)."""
    board.target = "Nightmare"
    lands = [
        (board.names("Urborg, Tomb of Yawgmoth"), "Urborg, Tomb of Yawgmoth"),
        (board.names("Blood Moon"), "Blood Moon"),
    ]
    for name, card in lands:  # Urborg first: timestamp order alone would apply it
        board.say(name, name, card)
    forest, swamp, nightmare = board.names("Forest"), board.names("Swamp"), board.names("Nightmare")
    board.say(f"{forest} x{rng.randint(1, 3)}", f"{forest} x{rng.randint(1, 3)}")
    board.say(swamp, swamp)
    board.say(nightmare, nightmare)
    _anthem(board, rng)


def _opalescence_board(board: Board, rng: random.Random, difficulty: int) -> None:
    """Humility and Opalescence: which sets Humility's size last is a timestamp question; a
    counter on Humility counts whichever does (7c)."""
    humility = board.names("Humility")
    pair = [
        (f"{humility} with a +1/+1 counter", f"{humility} con un contador +1/+1", "Humility"),
        (board.names("Opalescence"), board.names("Opalescence"), "Opalescence"),
    ]
    rng.shuffle(pair)
    for en, es, card in pair:
        board.say(en, es, card)
    bears = board.names("Grizzly Bears")
    board.say(bears, bears)
    board.target = "Humility"


#: Boards by difficulty: a creature under effects of two or three layers; Tarmogoyf's CDA from
#: 2; at 3 the classic timestamp and dependency puzzles too.
SHAPES: dict[int, tuple[Callable[[Board, random.Random, int], None], ...]] = {
    1: (_creature_board,),
    2: (_creature_board, _goyf_board),
    3: (_creature_board, _goyf_board, _moon_board, _opalescence_board),
}

TEXT: dict[str, dict[str, str]] = {
    "prompt.7c": {
        "en": "What are the power and toughness of {x}?",
        "es": "¿Cuáles son la fuerza y la resistencia de {x}?",
    },
    "prompt.4": {"en": "What are the types of {x}?", "es": "¿Qué tipos tiene {x}?"},
    "counters": {"en": "{count} {kind} counter(s)", "es": "{count} contador(es) {kind}"},
    "right": {"en": "The effects engine, layer by layer: {steps}.", "es": "El motor de efectos, capa a capa: {steps}."},
    "no_effect": {"en": "no effect changes it", "es": "ningún efecto lo cambia"},
    "no_pt": {
        "en": "none: it isn't a creature",
        "es": "ninguna: no es una criatura",
    },
    Misorder.TIMESTAMP_ONLY: {
        "en": "That is timestamp order alone: here one effect depends on another (applying it changes whether the other exists or what it applies to), so it applies first (613.8a, 613.8b).",
        "es": "Eso es el orden de marca de tiempo a secas: aquí un efecto depende de otro (aplicarlo cambia si el otro existe o a qué se aplica), así que se aplica primero (613.8a, 613.8b).",
    },
    Misorder.CDA_LATE: {
        "en": "That applies the characteristic-defining ability last: it applies first, in layer 7a, and the other effects change its result (613.3, 613.4a).",
        "es": "Eso aplica la habilidad que define características al final: se aplica primero, en la capa 7a, y los demás efectos cambian su resultado (613.3, 613.4a).",
    },
    Misorder.SET_AFTER_MODIFY: {
        "en": "That sets power and toughness after modifying them: effects that set them apply in 7b, before those that modify them and counters in 7c (613.4).",
        "es": "Eso establece la fuerza y la resistencia después de modificarlas: los efectos que las establecen se aplican en la 7b, antes que los que las modifican y los contadores en la 7c (613.4).",
    },
    Misorder.COUNTERS_OVERWRITTEN: {
        "en": "That lets the setting effect overwrite the counters: counters apply in 7c, after it (613.4c).",
        "es": "Eso deja que el efecto que establece borre los contadores: los contadores se aplican en la 7c, después (613.4c).",
    },
    "without": {
        "en": "That leaves out {source}: its effect applies too ({rule}).",
        "es": "Eso deja fuera {source}: su efecto también se aplica ({rule}).",
    },
    "printed": {
        "en": "Those are its printed characteristics: every continuous effect on it applies (613.1).",
        "es": "Esas son sus características impresas: se aplican todos los efectos continuos que lo afectan (613.1).",
    },
    "reversed": {
        "en": "That applies the effects in the other timestamp order (613.7).",
        "es": "Eso aplica los efectos en el otro orden de marca de tiempo (613.7).",
    },
}


class MissingCard(Exception):
    """A card a board would name isn't in the stored card data (a sample, an old import)."""


def question(difficulty: int, language: str, seed: int, *, catalog: CardCatalog | None = None) -> Question:
    if catalog is None:
        raise QuizError("quiz.no_cards")
    rng = rng_for(Topic.LAYERS, difficulty, language, seed)
    names = _printed_names(catalog, language)
    missing = 0
    for _ in range(200):
        board = Board(language, names)
        try:
            rng.choice(SHAPES[difficulty])(board, rng, difficulty)
        except MissingCard:
            missing += 1  # never a board with a name the reader would take for something else
            continue
        text = board.text()
        state = parse_board(text, catalog)  # a board the reader refuses is a generator bug: it raises
        target = names(board.target)
        trace = trace_layers(state, target)
        if trace.deciding or trace.unapplied or len(trace.objects) != 1:
            continue  # an answer that depends on something unsaid is never a key
        right = _value(trace.objects[0].final, board.asked, language)
        wrong = _distractors(board, state, trace, catalog, target, right, language)
        if len(wrong) < 3:
            continue
        wrong = wrong[:3]
        steps = [s for s in trace.objects[0].steps if s.layer in ASKED_LAYERS[board.asked]]
        why_right = TEXT["right"][language].format(steps=_steps(steps, trace.names, names, language))
        choices, answer, why = shuffled(rng, right, [w for w, _ in wrong], why_right, [y for _, y in wrong])
        prompt = TEXT[f"prompt.{board.asked.value}"][language].format(x=target)
        cited = tuple(dict.fromkeys(["613.1", *(LAYER_RULES[s.layer] for s in steps)]))
        return Question(
            Topic.LAYERS, difficulty, seed, language, prompt, text, choices, answer, why, cited, target=target
        )
    if missing:
        raise QuizError("quiz.no_cards")
    raise RuntimeError(f"no askable layers board for seed {seed}")


def _printed_names(catalog: CardCatalog, lang: str) -> Callable[[str], str]:
    """A card's name as printed in the question's language (the Oracle name in English)."""

    def name(card: str) -> str:
        found = catalog.read(card).card
        if found is None:
            raise MissingCard(card)
        if lang == "en":
            return card
        return catalog.face_for(found).spanish_name or card

    return name


def _value(final: Mapping[Layer, str], asked: Layer, lang: str) -> str:
    value = final.get(asked, "?")
    if asked is Layer.PT_MODIFY and value == "—":
        return TEXT["no_pt"][lang]
    return layer_words(value, lang)


def _distractors(
    board: Board, state: GameState, trace: LayersTrace, catalog: CardCatalog, target: str, right: str, lang: str
) -> list[tuple[str, str]]:
    """Wrong answers as the usual mistakes compute them, each with why it is wrong: the engine's
    answer under each ``Misorder``, without one source, in the other timestamp order, printed."""
    found: dict[str, str] = {}

    def offer(value: str, why: str) -> None:
        if value != right and value not in found and value not in ("?", "?/?"):
            found[value] = why

    for misorder in Misorder:
        offer(_value(trace_layers(state, target, misorder).objects[0].final, board.asked, lang), TEXT[misorder][lang])
    for source in board.sources:
        if source == board.target:
            continue  # without it there is nothing to ask about
        without = parse_board(board.text(without=source), catalog)
        traced = trace_layers(without, target)
        if traced.objects and not traced.deciding:
            rule = _source_rule(board, trace, source)
            why = TEXT["without"][lang].format(source=board.names(source), rule=rule)
            offer(_value(traced.objects[0].final, board.asked, lang), why)
    if len(board.sources) > 1:
        reversed_board = trace_layers(parse_board(board.text(reverse=True), catalog), target)
        if reversed_board.objects and not reversed_board.deciding:
            offer(_value(reversed_board.objects[0].final, board.asked, lang), TEXT["reversed"][lang])
    offer(_value(trace.objects[0].start, board.asked, lang), TEXT["printed"][lang])
    return list(found.items())


def _source_rule(board: Board, trace: LayersTrace, source: str) -> str:
    """The layer rule of the first step the source's effect takes on the target."""
    shown = board.names(source)
    for step in trace.objects[0].steps:
        if trace.names.get(step.source, step.source) in (source, shown):
            return LAYER_RULES[step.layer]
    return "613.1"


def _steps(steps: list[Step], names: Mapping[str, str], printed: Callable[[str], str], lang: str) -> str:
    if not steps:
        return TEXT["no_effect"][lang]
    parts = []
    for step in steps:
        source = names.get(step.source, step.source)
        if step.order == "counters":
            count, kind = step.text.split(" ", 1)
            source = TEXT["counters"][lang].format(count=count, kind=counter_name(kind, lang))
        parts.append(f"{step.layer.value} {source}: {layer_words(step.after, lang)}")
    return "; ".join(parts)
