"""State-based action questions: a generated board, and which actions happen in which round.

A board is assembled from ingredients (a creature with damage, an Aura on it, a token in a
graveyard, a player at 0 life…), chosen by difficulty, written in the judge's language the way
the board language reads it. The board's own text is then read back by the board parser and
checked by the SBA engine: the right answer is the engine's, never the generator's guess, and
a board the parser can't read raises (a bug the quiz tests catch). A board whose answer depends
on a choice it doesn't state (the legend rule's "which one stays") is drawn again.

Wrong choices are the engine's answer changed the way candidates get it wrong: an action
missed, a near miss taken as lethal, an indestructible creature destroyed, an Aura moved in the
same round as its creature, the wrong reason for a death. Each says what makes it wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.board.parse import parse_board
from engine.cards.catalog import CardCatalog
from engine.model import DEFAULT_PLAYERS
from engine.numbering import resolver_for
from engine.quiz.model import Question, Topic, rng_for, shuffled
from engine.sba.check import check_sba
from engine.sba.result import SbaResult


@dataclass(frozen=True, slots=True, order=True)
class Event:
    """One action as answers compare them: what, to whom, and how it ended."""

    kind: str
    subjects: tuple[str, ...]
    outcome: str = ""


Outcome = tuple[frozenset[Event], ...]
"""Rounds of events, in order; an empty tuple when nothing happens."""


@dataclass(frozen=True, slots=True)
class Trap:
    """A plausible wrong event this board invites, and why it doesn't happen."""

    event: Event
    why: dict[str, str]


@dataclass(slots=True)
class Draft:
    clauses: list[str] = field(default_factory=list)
    traps: list[Trap] = field(default_factory=list)
    """Wrong events for distractors (each with its reason)."""
    swaps: dict[Event, Event] = field(default_factory=dict)
    """A right event → the same death for the wrong reason."""

    def say(self, lang: str, en: str, es: str) -> None:
        """A clause of the board, in the board's language."""
        self.clauses.append(en if lang == "en" else es)

    def trap(self, kind: str, subject: str, en: str, es: str) -> None:
        """A wrong event this board invites (``kind`` happening to ``subject``), and why not."""
        self.traps.append(Trap(Event(kind, (subject,)), _why(en, es)))


#: How each event reads in a choice. Keys are kind or "kind.outcome".
PHRASES: dict[str, dict[str, str]] = {
    "lethal_damage": {"en": "{x} is destroyed (lethal damage, {rule})", "es": "se destruye {x} (daño letal, {rule})"},
    "lethal_damage.regenerated": {
        "en": "{x} regenerates instead of being destroyed ({rule})",
        "es": "{x} se regenera en vez de destruirse ({rule})",
    },
    "deathtouch_damage": {
        "en": "{x} is destroyed (damage from a deathtouch source, {rule})",
        "es": "se destruye {x} (daño de una fuente con toque mortal, {rule})",
    },
    "zero_toughness": {
        "en": "{x} goes to its owner's graveyard (toughness 0 or less, {rule})",
        "es": "{x} va al cementerio de su propietario (resistencia 0 o menos, {rule})",
    },
    "aura_illegal": {
        "en": "{x} goes to its owner's graveyard (an Aura attached illegally or to nothing, {rule})",
        "es": "{x} va al cementerio de su propietario (un Aura anexada ilegalmente o a nada, {rule})",
    },
    "token_outside_battlefield": {
        "en": "{x} ceases to exist (a token outside the battlefield, {rule})",
        "es": "{x} deja de existir (una ficha fuera del campo de batalla, {rule})",
    },
    "zero_loyalty": {
        "en": "{x} goes to its owner's graveyard (0 loyalty, {rule})",
        "es": "{x} va al cementerio de su propietario (lealtad 0, {rule})",
    },
    "counter_annihilation": {
        "en": "a +1/+1 and a -1/-1 counter on {x} are removed ({rule})",
        "es": "se quitan de {x} un contador +1/+1 y uno -1/-1 ({rule})",
    },
    "zero_life": {
        "en": "{x} loses the game (0 or less life, {rule})",
        "es": "{x} pierde el juego (0 vidas o menos, {rule})",
    },
    "poison": {
        "en": "{x} loses the game (ten or more poison counters, {rule})",
        "es": "{x} pierde el juego (diez o más contadores de veneno, {rule})",
    },
    "empty_library_draw": {
        "en": "{x} loses the game (drew from an empty library, {rule})",
        "es": "{x} pierde el juego (robó de una biblioteca vacía, {rule})",
    },
    "commander_damage": {
        "en": "{x} loses the game (21 or more combat damage from one commander, {rule})",
        "es": "{x} pierde el juego (21 o más de daño de combate de un mismo comandante, {rule})",
    },
    "team_zero_life": {
        "en": "{x} lose the game together (their team at 0 life, {rule})",
        "es": "{x} pierden el juego juntos (su equipo a 0 vidas, {rule})",
    },
}
#: How often a board where players lose asks only "who loses?".
WHO_SHARE = 0.35
#: Which outcome of an event changes what it means (others are shown by kind alone).
MEANINGFUL_OUTCOMES = frozenset({"regenerated"})

TEXT: dict[str, dict[str, str]] = {
    "prompt": {
        "en": "Which state-based actions happen, and in what order?",
        "es": "¿Qué acciones basadas en estado ocurren, y en qué orden?",
    },
    "prompt_at_once": {
        "en": "Which state-based actions happen? Those that apply are performed at the same time (704.3).",
        "es": "¿Qué acciones basadas en estado ocurren? Las que se aplican se realizan a la vez (704.3).",
    },
    "nothing": {"en": "No state-based action happens.", "es": "No ocurre ninguna acción basada en estado."},
    "round": {"en": "Round {n}: {events}.", "es": "Ronda {n}: {events}."},
    "right": {
        "en": "This is what the engine finds, round by round.",
        "es": "Es lo que encuentra el motor, ronda a ronda.",
    },
    "missed": {"en": "It misses: {event}.", "es": "Falta: {event}."},
    "too_early": {
        "en": "{event} happens only in round {n}: state-based actions are checked again after each round, and only then is it true (704.3).",
        "es": "{event} solo ocurre en la ronda {n}: las acciones basadas en estado se comprueban otra vez tras cada ronda, y solo entonces se cumple (704.3).",
    },
    "too_late": {
        "en": "{event} happens in round {n}: every state-based action that applies is performed at once (704.3).",
        "es": "{event} ocurre en la ronda {n}: todas las acciones basadas en estado que se aplican se realizan a la vez (704.3).",
    },
    "wrong_reason": {"en": "Wrong reason: {event}.", "es": "Motivo equivocado: {event}."},
    "and": {"en": " and ", "es": " y "},
    "who": {"en": "Who loses the game?", "es": "¿Quién pierde el juego?"},
    "nobody": {"en": "Nobody loses.", "es": "Nadie pierde."},
    "loses": {"en": "{names} loses the game.", "es": "{names} pierde el juego."},
    "lose": {"en": "{names} lose the game.", "es": "{names} pierden el juego."},
    "draw": {
        "en": "Everyone left loses at once: the game is a draw (104.4a).",
        "es": "Todos los que quedan pierden a la vez: el juego es un empate (104.4a).",
    },
    "engine_finds": {"en": "Not so: the engine finds: {answer}", "es": "No es así: el motor encuentra: {answer}"},
}


def _says(key: str, lang: str, **params: object) -> str:
    return TEXT[key][lang].format(**params)


def describe(event: Event, lang: str, rule: Callable[[str], str | None]) -> str:
    key = f"{event.kind}.{event.outcome}" if event.outcome in MEANINGFUL_OUTCOMES else event.kind
    names = TEXT["and"][lang].join(event.subjects)
    return PHRASES[key][lang].format(x=names, rule=rule(event.kind) or "704")


def render(outcome: Outcome, lang: str, rule: Callable[[str], str | None]) -> str:
    if not outcome:
        return _says("nothing", lang)
    rounds = []
    for n, events in enumerate(outcome, start=1):
        text = "; ".join(describe(e, lang, rule) for e in sorted(events))
        rounds.append(_says("round", lang, n=n, events=text) if len(outcome) > 1 else text[0].upper() + text[1:] + ".")
    return " ".join(rounds)


def outcome_of(result: SbaResult) -> Outcome | None:
    """The engine's answer as rounds of events; None when the board needs a choice it doesn't
    state, or has an action a choice can't be worded for."""
    if result.pending_choices:
        return None
    rounds: list[frozenset[Event]] = []
    for rnd in result.rounds:
        events = []
        for action in rnd.actions:
            outcome = str(action.params.get("outcome", "") or "")
            event = Event(str(action.kind), tuple(action.subjects), outcome if outcome in MEANINGFUL_OUTCOMES else "")
            key = f"{event.kind}.{event.outcome}" if event.outcome else event.kind
            if key not in PHRASES:
                return None
            events.append(event)
        if events:
            rounds.append(frozenset(events))
    return tuple(rounds)


# -- ingredients -------------------------------------------------------------------------------

#: Real cards, by their printed English and Spanish names (a test checks each pair against the
#: card data: a Spanish quiz never names a card that doesn't exist).
CREATURES = {
    "en": ["Grizzly Bears", "Hill Giant", "Gray Ogre", "Savannah Lions", "Craw Wurm", "Eager Cadet", "Walking Corpse"],
    "es": [
        "Osos pardos",
        "Gigante de las colinas",
        "Ogro gris",
        "Leones de la sabana",
        "Sierpe dragón",
        "Cadete ansioso",
        "Cadáver ambulante",
    ],
}
AURAS = {"en": ["Rancor", "Holy Strength", "Spirit Link"], "es": ["Rencor", "Fuerza sagrada", "Vínculo espiritual"]}
#: Each card's printed power, toughness and color (English color word), by either name: a quiz
#: board states what the card prints, never "Grizzly Bears 5/3" or a blue Rancor.
PRINTED: dict[str, tuple[int, int, str]] = {}
for _en, _es, _printed in zip(
    CREATURES["en"],
    CREATURES["es"],
    ((2, 2, "green"), (3, 3, "red"), (2, 2, "red"), (2, 1, "white"), (6, 4, "green"), (1, 1, "white"), (2, 2, "black")),
    strict=True,
):
    PRINTED[_en] = PRINTED[_es] = _printed
AURA_COLORS: dict[str, str] = {}
for _en, _es, _color in zip(AURAS["en"], AURAS["es"], ("green", "white", "white"), strict=True):
    AURA_COLORS[_en] = AURA_COLORS[_es] = _color
TOKENS = {"en": ["Goblin", "Soldier", "Zombie"], "es": ["Goblin", "Soldado", "Zombie"]}
PLANESWALKERS = ["Jace", "Chandra", "Liliana", "Nissa"]
PLAYERS = {"en": ["Ana", "Bob", "Carla", "Dan"], "es": ["Ana", "Beto", "Carla", "Dani"]}


@dataclass(slots=True)
class Names:
    """Names not used yet on this board (each object's name is unique, so answers are clear)."""

    lang: str
    rng: random.Random
    used: set[str] = field(default_factory=set)

    def take(self, pool: Sequence[str]) -> str | None:
        free = [n for n in pool if n not in self.used]
        if not free:
            return None
        name = self.rng.choice(free)
        self.used.add(name)
        return name


def _why(en: str, es: str) -> dict[str, str]:
    return {"en": en, "es": es}


Ingredient = Callable[[Draft, Names, random.Random], bool]


def creature_damage(draft: Draft, names: Names, rng: random.Random) -> bool:
    """A creature with damage: lethal, or one short of it (the near miss)."""
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    lethal = rng.random() < 0.6
    damage = toughness + rng.randint(0, 2) if lethal else rng.randint(1, toughness - 1) if toughness > 1 else 0
    if damage == 0:
        draft.clauses.append(_creature(names.lang, name, power, toughness))
        return True
    draft.clauses.append(_creature(names.lang, name, power, toughness, damage=damage))
    if not lethal:
        draft.trap(
            "lethal_damage",
            name,
            f"{name} has {damage} damage and toughness {toughness}: lethal damage needs at least as much damage as toughness.",
            f"{name} tiene {damage} de daño y resistencia {toughness}: el daño letal es al menos tanto daño como resistencia.",
        )
    else:
        draft.swaps[Event("lethal_damage", (name,))] = Event("zero_toughness", (name,))
    return True


def creature_counters(draft: Draft, names: Names, rng: random.Random) -> bool:
    """-1/-1 counters: toughness 0 (put into the graveyard, not destroyed) or one short."""
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    zero = rng.random() < 0.6
    counters = toughness if zero else toughness - 1
    if counters == 0:
        counters, zero = toughness, True
    draft.clauses.append(_creature(names.lang, name, power, toughness, minus=counters))
    if zero:
        draft.swaps[Event("zero_toughness", (name,))] = Event("lethal_damage", (name,))
    else:
        draft.trap(
            "zero_toughness",
            name,
            f"{name} has toughness {toughness} and {counters} -1/-1 counters: it is a {toughness - counters}-toughness creature, still alive.",
            f"{name} tiene resistencia {toughness} y {counters} contadores -1/-1: le queda resistencia {toughness - counters}, sigue viva.",
        )
    return True


def deathtouch(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    text = f"{name} {power}/{toughness} " + (
        "with 1 deathtouch damage" if names.lang == "en" else "con 1 daño de toque mortal"
    )
    draft.clauses.append(text)
    draft.swaps[Event("deathtouch_damage", (name,))] = Event("lethal_damage", (name,))
    return True


def indestructible(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    draft.clauses.append(_creature(names.lang, name, power, toughness, damage=toughness + 1, extra="indestructible"))
    draft.trap(
        "lethal_damage",
        name,
        f"{name} is indestructible: lethal damage destroys, and an indestructible permanent isn't destroyed (702.12b).",
        f"{name} es indestructible: el daño letal destruye, y un permanente indestructible no se destruye (702.12b).",
    )
    return True


def regeneration(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    extra = "with a regeneration shield" if names.lang == "en" else "con un escudo de regeneración"
    draft.clauses.append(_creature(names.lang, name, power, toughness, damage=toughness, extra=extra))
    draft.swaps[Event("lethal_damage", (name,), "regenerated")] = Event("lethal_damage", (name,))
    return True


def aura_on_creature(draft: Draft, names: Names, rng: random.Random) -> bool:
    """An Aura on a creature that dies (the Aura goes a round later) or lives (the Aura stays)."""
    creature, aura = names.take(CREATURES[names.lang]), names.take(AURAS[names.lang])
    if creature is None or aura is None:
        return False
    power, toughness, _ = PRINTED[creature]
    dies = rng.random() < 0.7
    damage = toughness if dies else max(0, toughness - 1)
    draft.clauses.append(_creature(names.lang, creature, power, toughness, damage=damage or None))
    attached = "aura attached to" if names.lang == "en" else "aura anexada a"
    draft.clauses.append(f"{aura} {attached} {creature}")
    if dies:
        draft.swaps[Event("lethal_damage", (creature,))] = Event("zero_toughness", (creature,))
    else:
        draft.trap(
            "aura_illegal",
            aura,
            f"{creature} stays on the battlefield, so {aura} is still legally attached.",
            f"{creature} sigue en el campo de batalla, así que {aura} sigue anexada legalmente.",
        )
    return True


COLORS = {"en": ["white", "blue", "black", "red", "green"], "es": ["blanco", "azul", "negro", "rojo", "verde"]}
#: Spanish colors agree with "aura" (feminine) when they have a feminine form.
FEMININE = {"blanco": "blanca", "negro": "negra", "rojo": "roja"}


def protection_aura(draft: Draft, names: Names, rng: random.Random) -> bool:
    """An Aura of a color on a creature with protection from a color: it goes if they match (702.16)."""
    creature, aura = names.take(CREATURES[names.lang]), names.take(AURAS[names.lang])
    if creature is None or aura is None:
        return False
    # The Aura is the color it prints; the protection (an effect's, as "gains protection from…"
    # cards give) is from that color or another; the creature is the color it prints.
    colors = COLORS[names.lang]
    aura_color = colors[COLORS["en"].index(AURA_COLORS[aura])]
    shielded = aura_color if rng.random() < 0.65 else rng.choice([c for c in colors if c != aura_color])
    power, toughness, printed = PRINTED[creature]
    own = colors[COLORS["en"].index(printed)]
    if names.lang == "en":
        draft.clauses.append(f"{creature} {power}/{toughness} {own} protection from {shielded}")
        draft.clauses.append(f"{aura} aura {aura_color} attached to {creature}")
    else:
        draft.clauses.append(f"{creature} {power}/{toughness} {own} protección contra {shielded}")
        draft.clauses.append(f"{aura} aura {FEMININE.get(aura_color, aura_color)} anexada a {creature}")
    if aura_color != shielded:
        draft.trap(
            "aura_illegal",
            aura,
            f"{creature} has protection from {shielded}, and {aura} is {aura_color}: it can stay.",
            f"{creature} tiene protección contra {shielded}, y {aura} es {FEMININE.get(aura_color, aura_color)}: puede quedarse.",
        )
    return True


def token_in_graveyard(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(TOKENS[names.lang])
    if name is None:
        return False
    power = rng.randint(1, 3)
    draft.say(
        names.lang, f"{name} token {power}/{power} in graveyard", f"ficha de {name} {power}/{power} en el cementerio"
    )
    return True


def planeswalker(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(PLANESWALKERS)
    if name is None:
        return False
    loyalty = rng.choice([0, 0, 1, 2])
    draft.clauses.append(f"{name} planeswalker {'loyalty' if names.lang == 'en' else 'lealtad'} {loyalty}")
    if loyalty:
        draft.trap(
            "zero_loyalty", name, f"{name} still has {loyalty} loyalty.", f"{name} aún tiene {loyalty} de lealtad."
        )
    return True


def counters_cancel(draft: Draft, names: Names, rng: random.Random) -> bool:
    name = names.take(CREATURES[names.lang])
    if name is None:
        return False
    power, toughness, _ = PRINTED[name]
    draft.say(
        names.lang,
        f"{name} {power}/{toughness} with 1 +1/+1 counter and 1 -1/-1 counter",
        f"{name} {power}/{toughness} con un contador +1/+1 y un contador -1/-1",
    )
    return True


def player_loses(draft: Draft, names: Names, rng: random.Random) -> bool:
    """A player at 0 or less life, with ten poison counters, or who drew from an empty library;
    or one near it (1 life, nine poison counters)."""
    name = names.take(PLAYERS[names.lang])
    if name is None:
        return False
    kind = rng.choice(["life", "life", "poison", "draw", "near_life", "near_poison"])
    en = names.lang == "en"
    if kind == "life":
        life = rng.choice([0, -1, -3])
        draft.clauses.append(f"{name}: life {life}" if en else f"{name}: vida {life}")
    elif kind == "poison":
        draft.clauses.append(
            f"{name}: poison {rng.choice([10, 11])}" if en else f"{name}: {rng.choice([10, 11])} contadores de veneno"
        )
    elif kind == "draw":
        draft.clauses.append(f"{name}: drew from an empty library" if en else f"{name}: robó de una biblioteca vacía")
    elif kind == "near_life":
        draft.clauses.append(f"{name}: life 1" if en else f"{name}: vida 1")
        draft.trap("zero_life", name, f"{name} has 1 life.", f"{name} tiene 1 vida.")
    else:
        draft.clauses.append(f"{name}: poison 9" if en else f"{name}: 9 contadores de veneno")
        draft.trap(
            "poison",
            name,
            f"{name} has nine poison counters: it takes ten.",
            f"{name} tiene nueve contadores de veneno: hacen falta diez.",
        )
    return True


def two_headed_giant(draft: Draft, names: Names, rng: random.Random) -> bool:
    """A Two-Headed Giant game where one team's shared life is 0: both its players lose."""
    if draft.clauses:
        return False  # the variant is stated first, on a board of its own
    players = [names.take(PLAYERS[names.lang]) for _ in range(4)]
    if None in players:
        return False
    a1, a2, b1, b2 = (p for p in players if p)
    en = names.lang == "en"
    team, life = ("team", "life") if en else ("equipo", "vida")
    draft.clauses += [
        "two-headed giant" if en else "gigante de dos cabezas",
        f"{a1}: {team} A",
        f"{a2}: {team} A",
        f"{b1}: {team} B",
        f"{b2}: {team} B",
        f"{team} A: {life} {rng.choice([0, -2])}",
    ]
    draft.trap(
        "zero_life",
        a1,
        f"In Two-Headed Giant the team loses together: {a1} and {a2} both lose (704.6a, 810.8a).",
        f"En Gigante de dos cabezas el equipo pierde junto: {a1} y {a2} pierden a la vez (704.6a, 810.8a).",
    )
    return True


COMMANDERS = ["Atraxa", "Edgar Markov", "Korvold", "Kenrith"]


def commander_damage(draft: Draft, names: Names, rng: random.Random) -> bool:
    """A Commander game: a player with 21 combat damage from one commander (or 20: one short)."""
    if draft.clauses:
        return False  # the variant is stated first, on a board of its own
    victim, other = names.take(PLAYERS[names.lang]), names.take(PLAYERS[names.lang])
    commander = names.take(COMMANDERS)
    if victim is None or other is None or commander is None:
        return False
    damage = rng.choice([21, 21, 22, 20])
    life = rng.randint(5, 30)
    en = names.lang == "en"
    draft.clauses += [
        "commander" if en else "comandante",
        f"{victim}: {damage} commander damage from {commander}"
        if en
        else f"{victim}: {damage} de daño de comandante de {commander}",
        f"{victim}: life {life}" if en else f"{victim}: vida {life}",
        f"{other}: life 20" if en else f"{other}: vida 20",
    ]
    if damage < 21:
        draft.trap(
            "commander_damage",
            victim,
            f"{victim} has taken 20 combat damage from {commander}: it takes 21.",
            f"{victim} ha recibido 20 de daño de combate de {commander}: hacen falta 21.",
        )
    draft.trap(
        "zero_life",
        victim,
        f"{victim} still has {life} life: commander damage is counted apart from life (903.10a).",
        f"{victim} aún tiene {life} vidas: el daño de comandante se cuenta aparte de las vidas (903.10a).",
    )
    return True


def _creature(
    lang: str, name: str, power: int, toughness: int, *, damage: int | None = None, minus: int = 0, extra: str = ""
) -> str:
    parts = [f"{name} {power}/{toughness}"]
    if minus == 1:
        parts.append("with a -1/-1 counter" if lang == "en" else "con un contador -1/-1")
    elif minus:
        parts.append(f"with {minus} -1/-1 counters" if lang == "en" else f"con {minus} contadores -1/-1")
    if damage:
        parts.append(f"damage {damage}" if lang == "en" else f"daño {damage}")
    if extra:
        parts.append(extra)
    return " ".join(parts)


#: What each difficulty draws from, and how many ingredients a board gets.
LEVELS: dict[int, tuple[tuple[Ingredient, ...], tuple[int, int]]] = {
    1: ((creature_damage, creature_damage, creature_counters, player_loses, token_in_graveyard), (2, 2)),
    2: (
        (
            creature_damage,
            creature_counters,
            deathtouch,
            indestructible,
            aura_on_creature,
            token_in_graveyard,
            planeswalker,
            counters_cancel,
            player_loses,
        ),
        (2, 3),
    ),
    3: (
        (
            creature_damage,
            creature_counters,
            deathtouch,
            indestructible,
            regeneration,
            aura_on_creature,
            protection_aura,
            planeswalker,
            counters_cancel,
            player_loses,
            player_loses,
            two_headed_giant,
            commander_damage,
        ),
        (3, 4),
    ),
}


class UnreadableBoard(Exception):
    """A generated board the board parser refused: a bug in the generator or the parser."""


def families(difficulty: int) -> tuple[Ingredient, ...]:
    """The kinds of board a difficulty asks about, each once (in ``LEVELS`` order)."""
    return tuple(dict.fromkeys(LEVELS[difficulty][0]))


def lead_family(rng: random.Random, difficulty: int) -> Ingredient:
    """The family a question is about, drawn first and evenly: kept while boards are drawn
    again, so the boards that are easiest to ask about (a token in a graveyard: always one
    action, always three wrong answers) aren't asked more often for surviving the draws."""
    kinds = families(difficulty)
    return kinds[rng.randrange(len(kinds))]


def _draft(rng: random.Random, difficulty: int, lang: str, lead: Ingredient) -> Draft:
    """A board led by ``lead``, then other families, each drawn evenly."""
    _, (low, high) = LEVELS[difficulty]
    others = [f for f in families(difficulty) if f is not lead]
    draft = Draft()
    names = Names(lang, rng)
    wanted = rng.randint(low, high)
    added = int(lead(draft, names, rng))
    tries = 0
    while added < wanted and tries < 20:
        tries += 1
        added += rng.choice(others)(draft, names, rng)
    return draft


def read_back(text: str, catalog: CardCatalog | None = None) -> SbaResult:
    """The board's own text through the board parser and the engine, as /sba would read it."""
    try:
        state = parse_board(text, catalog)
    except Exception as exc:  # any refusal is a generator bug: say which board
        raise UnreadableBoard(f"{text!r}: {exc}") from exc
    return check_sba(state)


def named_players(result: SbaResult) -> list[str]:
    """The board's players by name (not the judge's own default "you")."""
    return sorted(p.name for p in result.final_state.players if p.name not in DEFAULT_PLAYERS)


def losers_text(losers: Sequence[str], draw: bool, lang: str) -> str:
    """ "Ana and Bob lose the game.", "Nobody loses.", or the draw."""
    if draw:
        return _says("draw", lang)
    if not losers:
        return _says("nobody", lang)
    names = TEXT["and"][lang].join(sorted(losers))
    return _says("loses" if len(losers) == 1 else "lose", lang, names=names)


def who_loses_answer(result: SbaResult, lang: str) -> str:
    """The engine's answer to "who loses?", worded as the choices are."""
    return losers_text(result.losers, result.draw, lang)


def _who_loses(result: SbaResult, rng: random.Random, lang: str) -> tuple[str, list[str], list[str]] | None:
    """A "who loses?" question for a board with losers: the right group, three wrong ones."""
    players = named_players(result)
    if not result.losers or len(players) < 2:
        return None
    right = who_loses_answer(result, lang)
    groups: list[tuple[str, ...]] = [(), *((p,) for p in players)]
    groups += [(a, b) for i, a in enumerate(players) for b in players[i + 1 :]]
    candidates = list(dict.fromkeys([*(losers_text(g, False, lang) for g in groups), _says("draw", lang)]))
    wrong = [c for c in candidates if c != right]
    rng.shuffle(wrong)
    if len(wrong) < 3:
        return None
    wrong = wrong[:3]
    return right, wrong, [_says("engine_finds", lang, answer=right) for _ in wrong]


def question(
    difficulty: int, language: str, seed: int, *, catalog: CardCatalog | None = None, edition: str | None = None
) -> Question:
    rng = rng_for(Topic.SBA, difficulty, language, seed)
    rule = resolver_for(edition).number
    lead = lead_family(rng, difficulty)
    for _ in range(200):
        draft = _draft(rng, difficulty, language, lead)
        board = "; ".join(draft.clauses)
        result = read_back(board, catalog)
        right = outcome_of(result)
        if right is None:
            continue
        wrong = _distractors(right, draft, rng, language, rule)
        if len(wrong) < 3:
            continue
        cited = tuple(dict.fromkeys(a.rule for r in result.rounds for a in r.actions if a.rule))
        # Sometimes, when players lose, the question is only who: the round-by-round answer is
        # still shown when the answer is revealed.
        who = _who_loses(result, rng, language) if rng.random() < WHO_SHARE else None
        if who is not None:
            right_who, wrong_who, why_who = who
            choices, answer, why = shuffled(rng, right_who, wrong_who, _says("right", language), why_who)
            return Question(
                Topic.SBA, difficulty, seed, language, _says("who", language), board, choices, answer, why, cited
            )
        right_text = render(right, language, rule)
        texts = [render(o, language, rule) for o, _ in wrong]
        if len({right_text, *texts}) < 4:
            continue
        choices, answer, why = shuffled(rng, right_text, texts, _says("right", language), [w for _, w in wrong])
        # Actions of one round happen at once: asking for their order would teach a wrong idea.
        prompt = _says("prompt" if len(right) > 1 else "prompt_at_once", language)
        return Question(Topic.SBA, difficulty, seed, language, prompt, board, choices, answer, why, cited)
    raise RuntimeError(f"no askable board for seed {seed}")  # 200 draws: never seen in 90,000 seeds


def _distractors(
    right: Outcome, draft: Draft, rng: random.Random, lang: str, rule: Callable[[str], str | None]
) -> list[tuple[Outcome, str]]:
    """Up to three wrong outcomes, each with what makes it wrong, all different from the right one."""
    found: dict[Outcome, str] = {}

    def offer(outcome: Outcome, why: str) -> None:
        outcome = tuple(r for r in outcome if r)
        if outcome != right and outcome not in found:
            found[outcome] = why

    events = [(i, e) for i, r in enumerate(right) for e in sorted(r)]
    # A trap sprung: an event that doesn't happen, in the first round.
    for trap in draft.traps:
        first = right[0] if right else frozenset()
        offer((first | {trap.event}, *right[1:]), trap.why[lang])
    # The wrong reason for a death.
    for i, event in events:
        swap = draft.swaps.get(event)
        if swap is not None:
            changed = list(right)
            changed[i] = (right[i] - {event}) | {swap}
            offer(tuple(changed), _says("wrong_reason", lang, event=describe(event, lang, rule)))
    # A later round's event taken as simultaneous, and a first round's put off.
    if len(right) > 1:
        merged = (right[0] | right[1], *right[2:])
        moved = next(iter(sorted(right[1])))
        offer(merged, _says("too_early", lang, event=_capital(describe(moved, lang, rule)), n=2))
        together = sorted(right[0])
        if len(together) > 1:
            late = together[-1]
            offer(
                (right[0] - {late}, right[1] | {late}, *right[2:]),
                _says("too_late", lang, event=_capital(describe(late, lang, rule)), n=1),
            )
    # An event missed.
    for i, event in events:
        changed = list(right)
        changed[i] = right[i] - {event}
        offer(tuple(changed), _says("missed", lang, event=describe(event, lang, rule)))
    # Nothing at all, when something happens.
    if right:
        offer((), _says("missed", lang, event=", ".join(describe(e, lang, rule) for _, e in events)))
    pool = list(found.items())
    rng.shuffle(pool)
    # Keep traps and wrong reasons first when there are more than three: they teach the most.
    pool.sort(key=lambda item: 0 if item[1].startswith(tuple(t.why[lang][:12] for t in draft.traps)) else 1)
    return pool[:3]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
