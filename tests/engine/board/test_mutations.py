"""Never a confident wrong answer: mutated boards read right, or the reader asks.

Valid boards (the issue's examples, English and Spanish) are mutated the ways judges' text
varies: an unknown word inserted anywhere, a word's case changed, a keyword swapped for its
other-language twin. Each mutant must give the original's answer, raise a board error (the
reader says what it couldn't read), or add a note that asks; a different answer said with
confidence fails.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import BoardError, parse_board
from engine.board.keywords import KEYWORDS
from engine.sba import check_sba
from engine.sba.result import SbaResult
from tests.engine.board.test_examples import EXAMPLES

#: Words no table knows: a judge's slip, slang, or another language.
UNKNOWN = ["zorp", "blah", "muy", "very", "quickly", "ahorita", "bla", "xyz", "lol", "obviously"]
#: Notes that ask the judge instead of answering.
QUESTIONS = frozenset(
    {
        "needs_toughness",
        "needs_timestamps",
        "needs_colors",
        "maybe_legendary",
        "needs_final_chapter",
        "needs_protector",
        "deathtouch_is_not_deathtouch_damage",
        "counters_in_stated_pt",
        "damage_to_planeswalker",
        "damage_to_battle",
        "commander_damage_outside_commander",
    }
)
#: A keyword phrase → its twin in the other language (the row's first phrase there).
TWINS: dict[str, str] = {}
for keyword in KEYWORDS:
    if keyword.en and keyword.es:
        for phrase in keyword.en:
            TWINS.setdefault(phrase, keyword.es[0])
        for phrase in keyword.es:
            TWINS.setdefault(phrase, keyword.en[0])

BOARDS = [example[0] for example in EXAMPLES] + [
    "Grizzly Bears 2/2 with 2 damage and Rancor aura enchanting it",
    "Osos grizzly 2/2 con 2 de daño y Rancor aura encantando a Osos grizzly",
    "Ana has 0 life. Bob has 10 poison counters.",
    "Ana tiene 0 vidas. Bob tiene 10 contadores de veneno.",
    "Grizzly Bears 2/2 equipped with Bonesplitter, damage 2",
    "Osos 2/2 equipados con Partehuesos, 2 de daño",
    "Llanowar Elves 1/1 with deathtouch and trample, 1 damage",
    "Elfos 1/1 con toque mortal y arrollar, 1 de daño",
    "Serra Angel 4/4 flying, 1 damage from a deathtouch source",
    "Thalia, Guardian of Thraben legendary 2/1 x2",
    "Knight 2/2 protection from black; Fear black aura enchanting Knight",
    "Caballero 2/2 protección contra el negro; Miedo aura negra encantando a Caballero",
    "Grizzly Bears 2/2. It has 2 damage.",
    "Osos pardos 2/2. Tiene 2 de daño.",
    "Both players have 0 life",
    "Ambos jugadores tienen 0 vidas",
    "Grizzly Bears 2/2 gets +2/+2 until end of turn, 3 damage",
    "Jace, the Mind Sculptor planeswalker with 0 loyalty counters",
    "Zombie token 2/2 in exile",
    "Ana: 0 life; Bob: 20 life; Cy: 20 life; Bob's Grizzly Bears 2/2 controlled by Ana",
    "commander; Ana took 21 combat damage from Bob's commander",
    "Atraxa commander in graveyard",
    "Morph face down with 2 damage",
    "Invasion of Tarkir battle siege defense 0, protector Bob",
    "Walking Ballista 0/0 with 2 +1/+1 counters",
]


def answer(result: SbaResult) -> tuple[object, ...]:
    rounds = tuple(tuple(str(a.kind) for a in r.actions) for r in result.rounds)
    return rounds, len(result.losers), result.draw, tuple(sorted(str(c.kind) for c in result.pending_choices))


def asks(result: SbaResult) -> bool:
    return any(n.kind in QUESTIONS for n in result.notes)


@st.composite
def mutants(draw: st.DrawFn) -> tuple[str, str]:
    board = draw(st.sampled_from(BOARDS))
    words = board.split(" ")
    how = draw(st.sampled_from(["insert", "case", "twin"]))
    at = draw(st.integers(0, len(words) - 1))
    if how == "insert":
        words.insert(at, draw(st.sampled_from(UNKNOWN)))
    elif how == "case":
        words[at] = draw(st.sampled_from([str.upper, str.lower, str.title, str.capitalize]))(words[at])
    else:
        for size in (4, 3, 2, 1):
            phrase = " ".join(words[at : at + size]).strip(",;.")
            if phrase.lower() in TWINS:
                words[at : at + size] = [TWINS[phrase.lower()]]
                break
    return board, " ".join(words)


# Derandomized: the same 800 mutants on every run (CI must not flake); explore more locally by
# removing derandomize (100,000 random mutants found nothing on 3 December 2026).
@settings(max_examples=800, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(mutants())
def test_a_mutated_board_reads_the_same_or_asks(pair: tuple[str, str]) -> None:
    board, mutant = pair
    expected = answer(check_sba(parse_board(board)))
    try:
        result = check_sba(parse_board(mutant))
    except BoardError:
        return  # the reader said what it couldn't read
    assert answer(result) == expected or asks(result), f"{board!r} → {mutant!r}"


#: Another controller the duplicated object is given ("Zed controls …").
OTHER = "Zed"


def _objects(board: str) -> list[tuple[str, int]]:
    try:
        state = parse_board(board)
    except BoardError:
        return []
    return [(o.name, o.damage) for o in state.objects]


#: Boards made of one object clause first ("Grizzly Bears 2/2 with 2 damage …"), the ones a
#: duplicate under another controller can be made of.
OBJECT_BOARDS = [b for b in BOARDS if ":" not in b.split(";")[0] and _objects(b.split(";")[0].split(". ")[0])]


@st.composite
def duplicated(draw: st.DrawFn) -> tuple[str, str, str]:
    board = draw(st.sampled_from(OBJECT_BOARDS))
    first = board.split(";")[0].split(". ")[0]
    spanish = any(w in board for w in (" con ", " de ", "vidas", "daño"))
    verb = "controla" if spanish else "controls"
    # After the board: Zed's clause names another controller, so it can't be the first object
    # said again (before it, the board's own clause may rightly speak of Zed's: "Ana controls
    # Bears. Bears has 2 damage").
    return board, first, f"{board}. {OTHER} {verb} {first}"


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(duplicated())
def test_an_object_duplicated_under_another_controller_is_two_objects_or_asks(case: tuple[str, str, str]) -> None:
    """ "Zed controls <the same object>": Zed's object is another one, never merged into the first."""
    _board, first, mutant = case
    try:
        state = parse_board(mutant)
    except BoardError:
        return
    names = {name for name, _ in _objects(first)}
    theirs = [o for o in state.objects if (o.controller or o.owner) == OTHER and o.name in names]
    ours = [o for o in state.objects if (o.controller or o.owner) != OTHER and o.name in names]
    assert theirs and ours, f"{mutant!r}: {[(o.name, o.controller or o.owner) for o in state.objects]}"


#: Boards with an object whose damage is said: a later clause can say another amount.
DAMAGED = [b for b in BOARDS if any(d for _, d in _objects(b))]


@st.composite
def contradicted(draw: st.DrawFn) -> tuple[str, str]:
    board = draw(st.sampled_from(DAMAGED))
    name, damage = next((n, d) for n, d in _objects(board) if d)
    other = damage + draw(st.integers(1, 5))
    spanish = any(w in board for w in (" con ", "daño", "vidas"))
    said = f"{name} tiene {other} de daño" if spanish else f"{name} has {other} damage"
    return board, f"{board}. {said}"


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(contradicted())
def test_a_contradicted_fact_is_asked_never_overwritten(case: tuple[str, str]) -> None:
    board, mutant = case
    try:
        state = parse_board(mutant)
    except BoardError:
        return  # asked (two values for one fact), or read as another object the reader asks about
    before = sorted(d for _, d in _objects(board))
    after = sorted(o.damage for o in state.objects)
    assert len(state.objects) > len(before) or after == before, f"{mutant!r} overwrote a stated damage: {after}"


@given(
    st.sampled_from(
        [
            ("Ana: 0 life", "Ana: 7 life"),
            ("Ana tiene 0 vidas", "Ana tiene 7 vidas"),
            ("Bob has 10 poison counters", "Bob has 3 poison counters"),
        ]
    )
)
@settings(deadline=None)
def test_a_contradicted_players_fact_is_asked(pair: tuple[str, str]) -> None:
    first, second = pair
    try:
        parse_board(f"{first}. {second}")
    except BoardError:
        return
    raise AssertionError(f"{first!r} then {second!r} was read without asking")
