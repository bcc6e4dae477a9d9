"""How much of the card pool's "after the SBAs" text Juez reads (issue 33, item 3).

Over every card of the full shared file (first face), counts the permanents' paragraphs of two
families, and the cards that have them:
- triggered abilities on a permanent dying, leaving the battlefield, being put into a graveyard
  from it or "from anywhere", an Equipment becoming unattached, a player losing the game
  (``engine/sba/triggers.py``), plus the keywords that mean one (undying, persist, afterlife,
  modular, soulshift, haunt, champion);
- replacements of the events SBAs cause: umbra (totem) armor, and static "if … would die / be
  destroyed / be put into a graveyard, … instead" on a permanent (``engine/sba/replacements.py``),
  plus "if you would lose the game / if it would leave the battlefield, … instead", which the
  effects engine asks about.
  Activated "Regenerate ~" abilities aren't counted: they replace nothing until activated, and a
  board says the shield ("with a regeneration shield").

Each paragraph is *modeled* (compiled and applied from what a board says), *asked by design*
(compiled, but it turns on what no board says — who dealt a creature damage this turn, whether
it attacked — so Juez asks whenever the rest matches), or *unread* (asked about as a whole).
A card is modeled when all its paragraphs of the family are. Prints the shares, the unread
paragraphs, and, with ``--sample N``, a seeded sample of N modeled cards with what Juez
compiled, for the hand-read precision sample in BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import json
import lzma
import os
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.effects.model import Filter  # noqa: E402
from engine.model import GameObject  # noqa: E402
from engine.sba import replacements, triggers  # noqa: E402
from engine.sba.abilities import paragraphs  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
PERMANENT = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle"}
KINDS = ("modeled", "asked by design", "unread")
#: Replacements of an SBA's event this bench's readers don't compile: "if you would lose the
#: game, instead …" (704.5a-c), "if it would leave the battlefield, exile it instead" on
#: itself. The effects engine asks about them (``engine/effects/oracle.py``); counted here so the
#: share isn't flattered by leaving them out.
#: A triggered or activated ability's rider ("Exile it at … If it would leave the battlefield,
#: exile it instead"): about the card it returns, not a static ability of the permanent.
_ONE_SHOT = re.compile(r"^(?:when|whenever|at the beginning|[^.\"]*:)", re.IGNORECASE)
_ELSEWHERE_ASKED = re.compile(
    r"(?:^|\. )if (?:~|it|you) would (?:leave the battlefield|lose the game)\b", re.IGNORECASE
)


def _filter(scope: Filter) -> str:
    plain = Filter()
    return ",".join(
        f"{k}={getattr(scope, k)}" for k in scope.__dataclass_fields__ if getattr(scope, k) != getattr(plain, k)
    )


def _trigger_words(watch: triggers.Watch) -> str:
    c = watch.condition
    scopes = " | ".join(f"[{_filter(s)}; {[(k.kind, k.arg, k.n) for k in ks]}]" for s, ks in c.scopes)
    zones = "anywhere" if c.zones is None else "/".join(sorted(z.value for z in c.zones))
    checks = [(k.kind, k.arg, k.n) for k in c.checks]
    return f"self={c.self_watch} to={zones} yard={c.yard} once={c.once} subjects={scopes} checks={checks}"


def _replacement_words(e: replacements.Elsewhere) -> str:
    zone = e.zone.value if e.zone else ("sacrificed source" if e.sacrifice else "regenerated")
    made = ",".join(t.name for t in e.create)
    return (
        f"[{_filter(e.scope)}] token={e.token} event={e.event} yard={e.yard} -> {zone}"
        f"{' +' + made if made else ''} checks={[(c.kind, c.arg) for c in e.checks]}"
    )


def classify(obj: GameObject) -> dict[str, list[tuple[str, str, str]]]:
    """(kind, paragraph, what Juez compiled) per family for one card."""
    out: dict[str, list[tuple[str, str, str]]] = {"trigger": [], "replacement": []}
    for watch in triggers.watches(obj):
        kind = "asked by design" if watch.asks else "modeled"
        out["trigger"].append((kind, watch.text, _trigger_words(watch)))
    out["trigger"] += [("unread", text, "") for _, text in triggers.unread(obj)]
    out["trigger"] += [("modeled", text, f"a loss: {who} loses the game") for _, text, who in triggers.losses(obj)]
    for _, raw, text in paragraphs(obj):
        word = text.split(" ", 1)[0].casefold()
        if word in triggers.KEYWORDS and text.casefold() != word + " —":
            out["trigger"].append(("modeled", raw, f"keyword {word} ({triggers.KEYWORDS[word][1]})"))
        if word in triggers.ASKED_KEYWORDS:
            out["trigger"].append(("asked by design", raw, f"keyword {word}: cast that way? (asked)"))
        if text.casefold().startswith(replacements.ARMOR):
            out["replacement"].append(("modeled", raw, "umbra armor (702.89a)"))
        elif _ELSEWHERE_ASKED.search(text) and not _ONE_SHOT.match(text):
            out["replacement"].append(("unread", raw, "asked by the effects engine (614, not compiled here)"))
    for e in replacements.elsewhere(obj):
        out["replacement"].append(("asked by design" if e.asks else "modeled", e.text, _replacement_words(e)))
    out["replacement"] += [("unread", text, "") for text in replacements.unread(obj)]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=0, help="print N seeded modeled cards for a hand-read")
    parser.add_argument("--seed", type=int, default=33)
    args = parser.parse_args()
    with lzma.open(SHARED / "data/cards/AtomicCards.json.xz") as handle:
        data = json.load(handle)["data"]
    paragraphs_by: dict[str, dict[str, int]] = {f: dict.fromkeys(KINDS, 0) for f in ("trigger", "replacement")}
    cards_by: dict[str, dict[str, int]] = {f: dict.fromkeys(KINDS, 0) for f in ("trigger", "replacement")}
    unread: list[str] = []
    modeled_cards: list[tuple[str, str, list[tuple[str, str, str]]]] = []
    for name, faces in data.items():
        face = faces[0]
        if not face.get("text") or not PERMANENT & {t.lower() for t in face.get("types", ())}:
            continue
        statics = tuple(line for line in face["text"].splitlines() if line.strip())[:40]
        obj = GameObject(id="x", name=face.get("faceName") or name, owner="a", statics=statics, card=name)
        for family, items in classify(obj).items():
            if not items:
                continue
            kinds = {k for k, _, _ in items}
            for kind, text, _ in items:
                paragraphs_by[family][kind] += 1
                if kind == "unread":
                    unread.append(f"{family}: {name}: {text}")
            worst = "unread" if "unread" in kinds else "asked by design" if "asked by design" in kinds else "modeled"
            cards_by[family][worst] += 1
            if worst == "modeled":
                modeled_cards.append((family, name, items))
    for family in ("trigger", "replacement"):
        for label, counts in (("paragraphs", paragraphs_by[family]), ("cards", cards_by[family])):
            total = sum(counts.values())
            shares = ", ".join(f"{counts[k]} {k} ({counts[k] / max(1, total):.1%})" for k in KINDS)
            print(f"{family} {label}: {total} — {shares}")
    for line in unread:
        print(f"  unread {line[:160]}")
    if args.sample:
        rng = random.Random(args.seed)
        for family, name, items in rng.sample(modeled_cards, min(args.sample, len(modeled_cards))):
            print(f"\n## {family}: {name}")
            for _, text, words in items:
                print(f"  text: {text}\n  read: {words}")


if __name__ == "__main__":
    main()
