"""Natural boards as judges write them (issue 31, item 7): right, asked, wrong, crashed.

Reads ``../shared/data/boards/natural-dev.jsonl`` (or ``--path``: another JSONL in the same
schema, so a held-out set is measured the same way; the schema is the corpus' README) and runs
every board the way ``/sba`` and ``juez sba`` do: the bot's input limit, ``parse_board`` against
the whole card file (the catalog bench/floor_boards.py builds: a board names any card), then
``check_sba``, with a ``BoardError`` (the reader's refusals and questions, and the effects
engine's, each with its ``key``) reaching the judge as a question. Rule numbers are those of
the edition the corpus' answers cite (``EDITION``).

Each row is one of:
- **right**: a row with ``rounds``: Juez answered, its rule numbers match round by round (a set
  per round, rounds in order), it leaves a choice open exactly where the row says ``pending``,
  and the same players lose (``losers``; none where the row names none). A row whose answer is
  to ask (``asks``): Juez asked.
- **asked**: Juez refused or asked where the row has an answer.
- **wrong**: Juez answered and the answer differs, or answered a row whose answer is to ask.
- **crashed**: anything other than a board question was raised (a bug), or the row ran past
  ``GUARD_SECONDS``; counted and listed with the exception's type.

How a pending choice is compared. Juez doesn't perform a choice it can't make (the legend rule,
a commander to the command zone, a battle's protector, …): it reports it as a pending choice
with its rule number, outside the rounds and without the round it arose in. The corpus writes
that rule in the round where it applies. So each rule of a pending choice is taken out of the
expected rounds (from the last round holding it; a round left empty is dropped) before the
rounds are compared; a choice whose rule the row doesn't list at all is a difference, and so is
a choice on a row without ``pending`` (the row says the board decides it), or none on a row with.

How losers are compared. The corpus names losers as the board does ("me"/"yo" = the writer,
"opponent", "mi oponente", "both players", "team A", "Ana"); Juez names the writer "you"/"tú",
a nameless opponent "opponent"/"oponente", and everyone else as written. Both sides are put in
one vocabulary: the writer's words → *self*, an opponent's → *opponent*, "both/all players" →
every player of the board as read, "team X"/"equipo X" → the players of that team, a single word
→ that player's name (accents and case ignored). A loser described by a phrase that names no
player ("el jugador de Jace": the player of some card) can't be matched by name: then only the
number of losers is compared. A row without ``losers`` expects nobody to lose.

Prints the totals overall and per language, per family (the middle of the id), the refusal
families (the key of each question or refusal that came where the row has an answer, with
up to three example rows and the word and column the error points at), the wrong rows with
expected and got, and the crashed rows. ``--lang en|es`` keeps one language, ``--show ID``
runs one row and prints everything Juez said about it, ``--json`` prints the totals as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

if TYPE_CHECKING:
    from engine.cards.catalog import CardCatalog
    from engine.model import GameState
    from engine.sba.result import SbaResult

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
CORPUS = SHARED / "data/boards/natural-dev.jsonl"
#: The corpus' answers follow the Comprehensive Rules effective 17 April 2026 (its README).
EDITION = "2026-04-17"
#: A row still running after this long is counted as crashed (the bot itself gives up at
#: bot/handlers/heavy.py's BUDGET of a few seconds; this guard only keeps the bench moving).
GUARD_SECONDS = 60.0

from engine.sba.result import OPEN_NOTES  # noqa: E402  (after the sys.path line)

CATEGORIES = ("right", "asked", "wrong", "crashed")
#: Notes by which an answer asks for a fact the board left out ("give its toughness"): the
#: reply can't say what happens without it, so the row counts as asked.
ASKING_NOTES = OPEN_NOTES

Row = Mapping[str, Any]


# ---- what Juez said, reduced to what the corpus compares ------------------------------------


@dataclass(frozen=True)
class Said:
    """An answer: rule numbers per round, the rules of the choices left open, who lost, and the
    players of the board as read (name, team) to put the corpus' names of losers on."""

    rounds: tuple[frozenset[str], ...]
    pending: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    players: tuple[tuple[str, str | None], ...] = ()


@dataclass(frozen=True)
class Refusal:
    """A question or refusal: the error's key, and where it points."""

    key: str
    word: str = ""
    column: int | None = None
    message: str = ""


@dataclass(frozen=True)
class Crash:
    """An exception that is no question to the judge: a bug."""

    kind: str
    message: str = ""


Outcome = Said | Refusal | Crash


@dataclass(frozen=True)
class Verdict:
    category: str
    reason: str = ""


def said_of(result: SbaResult) -> Said:
    """The parts of a check's result the corpus states."""
    return Said(
        rounds=tuple(frozenset(str(a.rule) for a in r.actions) for r in result.rounds),
        pending=tuple(str(c.rule) for c in result.pending_choices),
        losers=tuple(result.losers),
        players=tuple((p.name, p.team) for p in result.final_state.players),
    )


# ---- classification: pure functions over a row and an outcome --------------------------------


def expected_rounds(row: Row) -> list[frozenset[str]]:
    return [frozenset(r) for r in row.get("rounds") or []]


def rounds_difference(expected: Sequence[frozenset[str]], said: Said) -> str | None:
    """None when Juez's rounds (with its pending choices placed) are the row's; else why not."""
    left = [set(r) for r in expected]
    for rule in dict.fromkeys(said.pending):
        holding = [i for i, r in enumerate(left) if rule in r]
        if not holding:
            return f"choice {rule} left open, not among the expected rules"
        left[holding[-1]].discard(rule)
    wanted = [frozenset(r) for r in left if r]
    got = [r for r in said.rounds if r]
    if wanted != got:
        return f"rounds {show_rounds(got)} instead of {show_rounds(wanted)}"
    return None


_SELF = frozenset({"me", "i", "yo", "you", "tu", "mi", "myself", "self"})
_OPPONENT = frozenset(
    {"opponent", "my opponent", "the opponent", "opp", "oponente", "mi oponente", "el oponente", "rival", "mi rival"}
    | {"el rival", "su rival", "tu rival", "tu oponente"}
)
_EVERYONE = frozenset(
    {"both players", "all players", "both", "everyone", "each player", "ambos jugadores", "ambos", "los dos"}
    | {"los dos jugadores", "todos los jugadores", "todos", "cada jugador"}
)
_TEAM_WORDS = ("team ", "equipo ")


def fold(name: str) -> str:
    """Lowercase, accents off, spaces collapsed: "Tú" and "tu", "Lucía" and "lucia" meet."""
    decomposed = unicodedata.normalize("NFKD", name)
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())


def canonical(name: str) -> str:
    folded = fold(name)
    if folded in _SELF:
        return "self"
    if folded in _OPPONENT:
        return "opponent"
    return folded


def expected_losers(named: str, players: Sequence[tuple[str, str | None]]) -> frozenset[str] | None:
    """The losers a corpus entry means, in ``canonical`` names; None when it describes a player
    without naming one ("el jugador de Jace"), which only counts as one loser."""
    folded = fold(named)
    if folded in _SELF or folded in _OPPONENT:
        return frozenset({canonical(named)})
    if folded in _EVERYONE:
        return frozenset(canonical(p) for p, _ in players)
    for word in _TEAM_WORDS:
        if folded.startswith(word):
            team = folded[len(word) :]
            members = {canonical(p) for p, t in players if t is not None and fold(t) in (folded, team)}
            return frozenset(members) if members else frozenset({folded})
    if " " not in folded:
        return frozenset({folded})
    return None


def losers_difference(expected: Sequence[str], said: Said) -> str | None:
    """None when the same players lose (see the module's docstring); else why not."""
    got = frozenset(canonical(p) for p in said.losers)
    meant = [expected_losers(name, said.players) for name in expected]
    if all(m is not None for m in meant):
        wanted = frozenset(p for m in meant if m is not None for p in m)
        if wanted != got:
            return f"losers {sorted(got) or '-'} instead of {sorted(wanted) or '-'}"
        return None
    count = sum(1 if m is None else len(m) for m in meant)
    if count != len(got):
        return f"{len(got)} losers ({sorted(got) or '-'}) instead of {count} ({list(expected)})"
    return None


def answer_difference(row: Row, said: Said) -> str | None:
    """None when Juez's answer is the row's; else the first difference found."""
    if row.get("pending") and not said.pending:
        return "no choice left open, and the row leaves one"
    if not row.get("pending") and said.pending:
        return f"choice {', '.join(said.pending)} left open, and the row's board decides it"
    return rounds_difference(expected_rounds(row), said) or losers_difference(row.get("losers") or [], said)


def classify(row: Row, outcome: Outcome) -> Verdict:
    if isinstance(outcome, Crash):
        return Verdict("crashed", outcome.kind)
    if isinstance(outcome, Refusal):
        return Verdict("right" if row.get("asks") else "asked", outcome.key)
    if row.get("asks"):
        return Verdict("wrong", "answered a board whose answer is to ask")
    difference = answer_difference(row, outcome)
    return Verdict("wrong", difference) if difference else Verdict("right")


# ---- how rows and answers are shown ----------------------------------------------------------


def show_rounds(rounds: Sequence[frozenset[str] | Sequence[str]]) -> str:
    return "[" + " | ".join(",".join(sorted(r)) or "-" for r in rounds) + "]" if rounds else "nothing"


def show_expected(row: Row) -> str:
    if row.get("asks"):
        return "asks"
    parts = [show_rounds(expected_rounds(row))]
    if row.get("pending"):
        parts.append("pending")
    if row.get("losers"):
        parts.append("losers " + ", ".join(row["losers"]))
    return "; ".join(parts)


def show_outcome(outcome: Outcome) -> str:
    if isinstance(outcome, Crash):
        return f"crash {outcome.kind}: {outcome.message}"
    if isinstance(outcome, Refusal):
        return f"asked {outcome.key}" + (f" at column {outcome.column} «{outcome.word}»" if outcome.word else "")
    parts = [show_rounds(outcome.rounds)]
    if outcome.pending:
        parts.append("pending " + ",".join(outcome.pending))
    if outcome.losers:
        parts.append("losers " + ", ".join(outcome.losers))
    return "; ".join(parts)


def family(row_id: str) -> str:
    """``en-lethal-01`` → ``lethal``."""
    parts = row_id.split("-")
    return "-".join(parts[1:-1]) if len(parts) > 2 else row_id


# ---- running the rows ------------------------------------------------------------------------


class _Overran(Exception):
    pass


@contextmanager
def _guard(seconds: float) -> Iterator[None]:
    def stop(signum: int, frame: FrameType | None) -> None:
        raise _Overran(f"over {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass(frozen=True)
class Ran:
    """One board through /sba's path: the outcome, and for ``--show`` what it came from."""

    outcome: Outcome
    state: GameState | None = None
    result: SbaResult | None = None
    error: BaseException | None = None


def run(board: str, cards: CardCatalog | None, lang: str) -> Ran:
    """The board through /sba's path; never raises (but for KeyboardInterrupt and the like)."""
    from bot.errors import BoardInputError, JuezError
    from bot.handlers.limits import checked
    from bot.replies.errors import describe_error
    from engine.board import BoardError
    from engine.reading import answer

    state = None
    try:
        with _guard(GUARD_SECONDS):
            text = checked("board", board)
            try:
                answered = answer(text, cards, edition=EDITION)
            except BoardError as refused:
                raise BoardInputError(refused, text) from None
            state, result = answered.state, answered.result
    except BoardInputError as exc:
        error = exc.error
        message = describe_error(exc, lang) or ""
        return Ran(Refusal(error.key, error.word, error.column, message), state, None, exc)
    except JuezError as exc:  # the bot's own limits ("too long"): a refusal too
        return Ran(Refusal(exc.key, message=describe_error(exc, lang) or ""), state, None, exc)
    except Exception as exc:  # any other exception is a bug, counted as such
        return Ran(Crash(type(exc).__name__, str(exc)[:200]), state, None, exc)
    asking = [n for n in result.notes if n.kind in ASKING_NOTES]
    if asking:  # the answer says it can't tell without a fact the board left out: a question
        return Ran(Refusal(f"note.{asking[0].kind}"), state, result)
    return Ran(said_of(result), state, result)


def load(path: Path, lang: str | None = None) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if lang is None or r.get("lang") == lang]


@dataclass
class Tally:
    counts: Counter[str] = field(default_factory=Counter)
    by_lang: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    by_family: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    refusals: dict[str, list[tuple[str, Refusal]]] = field(default_factory=lambda: defaultdict(list))
    wrong: list[tuple[Row, Outcome, str]] = field(default_factory=list)
    crashed: list[tuple[Row, Crash]] = field(default_factory=list)
    asks_right: Counter[str] = field(default_factory=Counter)
    """Keys of the questions counted right on rows whose answer is to ask: any question counts,
    so this says which (a syntax error there is right by the row, not a real question)."""
    times: list[float] = field(default_factory=list)

    def add(self, row: Row, outcome: Outcome, verdict: Verdict) -> None:
        lang = str(row.get("lang", "?"))
        self.counts[verdict.category] += 1
        self.by_lang[lang][verdict.category] += 1
        self.by_family[f"{lang} {family(str(row['id']))}"][verdict.category] += 1
        if verdict.category == "asked" and isinstance(outcome, Refusal):
            self.refusals[outcome.key].append((str(row["id"]), outcome))
        if verdict.category == "right" and isinstance(outcome, Refusal):
            self.asks_right[outcome.key] += 1
        if verdict.category == "wrong":
            self.wrong.append((row, outcome, verdict.reason))
        if isinstance(outcome, Crash):
            self.crashed.append((row, outcome))

    def as_json(self, path: Path) -> dict[str, object]:
        return {
            "path": str(path),
            "edition": EDITION,
            "boards": sum(self.counts.values()),
            "totals": {c: self.counts[c] for c in CATEGORIES},
            "by_lang": {lang: {c: n[c] for c in CATEGORIES} for lang, n in sorted(self.by_lang.items())},
            "by_family": {f: {c: n[c] for c in CATEGORIES} for f, n in sorted(self.by_family.items())},
            "refusals": {k: len(v) for k, v in sorted(self.refusals.items(), key=lambda kv: (-len(kv[1]), kv[0]))},
            "right_by_asking": dict(self.asks_right.most_common()),
            "wrong": [str(r["id"]) for r, _, _ in self.wrong],
            "crashed": {str(r["id"]): c.kind for r, c in self.crashed},
        }


def line(counts: Counter[str]) -> str:
    total = sum(counts.values())
    share = f" ({counts['right'] / total:.0%} right)" if total else ""
    crashed = f", crashed {counts['crashed']}" if counts["crashed"] else ""
    return f"{total} boards: right {counts['right']}, asked {counts['asked']}, wrong {counts['wrong']}{crashed}{share}"


def report(tally: Tally, path: Path) -> None:
    print(f"{path} (rules of {EDITION})")
    print(f"all: {line(tally.counts)}")
    for lang, counts in sorted(tally.by_lang.items()):
        print(f"{lang}: {line(counts)}")
    if tally.asks_right:
        keys = ", ".join(f"{k} {n}" for k, n in tally.asks_right.most_common())
        print(f"right by asking, on rows whose answer is to ask: {sum(tally.asks_right.values())} ({keys})")
    if tally.times:
        print(f"median read+check: {statistics.median(tally.times) * 1000:.2f} ms")
    print("\nper family:")
    for name, counts in sorted(tally.by_family.items()):
        print(f"  {name:<16} {line(counts)}")
    print(f"\nrefusal families (questions where the row has an answer: {tally.counts['asked']}):")
    for key, found in sorted(tally.refusals.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"  {key}: {len(found)}")
        for row_id, refusal in found[:3]:
            where = f"column {refusal.column}" if refusal.column is not None else "no column"
            where += f" «{refusal.word}»" if refusal.word else ""
            print(f"    {row_id}: {where}")
    print(f"\nwrong ({len(tally.wrong)}):")
    for row, outcome, reason in tally.wrong:
        print(f"  {row['id']}: expected {show_expected(row)}; got {show_outcome(outcome)} — {reason}")
    if tally.crashed:
        print(f"\ncrashed ({len(tally.crashed)}):")
        for row, crash in tally.crashed:
            print(f"  {row['id']}: {crash.kind}: {crash.message}")


def show(row: Row, cards: CardCatalog | None) -> None:
    import traceback

    lang = str(row.get("lang", "en"))
    ran = run(str(row["board"]), cards, lang)
    outcome, result, exc = ran.outcome, ran.result, ran.error
    verdict = classify(row, outcome)
    print(f"{row['id']} ({lang}): {verdict.category}" + (f" — {verdict.reason}" if verdict.reason else ""))
    print(f"board: {row['board']}")
    print(f"expected: {show_expected(row)}")
    if row.get("why"):
        print(f"why: {row['why']}")
    print(f"got: {show_outcome(outcome)}")
    if isinstance(outcome, Refusal):
        print(f"message:\n{outcome.message}")
        error = getattr(exc, "error", exc)
        print(f"params: {getattr(error, 'params', {})}")
    elif isinstance(outcome, Crash) and exc is not None:
        traceback.print_exception(exc)
    if ran.state is not None:
        read = ran.state.model_dump(mode="json", exclude_defaults=True)
        print("board as read:\n" + json.dumps(read, ensure_ascii=False, indent=2))
    if result is not None:
        print("result:\n" + json.dumps(result.summary(), ensure_ascii=False, indent=2, default=str))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--path", type=Path, default=CORPUS, help="a JSONL in natural-dev.jsonl's schema")
    parser.add_argument("--lang", choices=("en", "es"), help="only this language's rows")
    parser.add_argument("--show", metavar="ID", help="run one row and print everything Juez said")
    parser.add_argument("--json", action="store_true", help="print the totals as JSON")
    args = parser.parse_args(argv)

    from bench.floor_boards import catalog  # the whole card file, as the bot reads boards

    rows = load(args.path, args.lang)
    if args.show is not None:
        chosen = [r for r in rows if r.get("id") == args.show]
        if not chosen:
            print(f"no row {args.show} in {args.path}", file=sys.stderr)
            return 2
        show(chosen[0], catalog())
        return 0
    cards = catalog()
    tally = Tally()
    for row in rows:
        start = time.perf_counter()
        outcome = run(str(row["board"]), cards, str(row.get("lang", "en"))).outcome
        tally.times.append(time.perf_counter() - start)
        tally.add(row, outcome, classify(row, outcome))
    if args.json:
        print(json.dumps(tally.as_json(args.path), ensure_ascii=False, indent=2))
    else:
        report(tally, args.path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
