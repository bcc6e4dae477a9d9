"""Keyword abilities by kind (702): a keyword line is classified without reading its reminder text.

A keyword line whose effect lives in the rules (Flying, Equip {2}, Cycling {2}) adds no mana, so
it is never a mana ability; the kind only tells the judge what sort of ability it is. A keyword
printed with its own cost and effect ("Exhaust — {T}: Add {C}{C}{C}", 702.177a) is read as the
activated ability it is (classify.py). Unknown future keywords fall back to "static" and are flagged.
"""

from __future__ import annotations


def _names(text: str) -> frozenset[str]:
    return frozenset(n.strip() for n in text.replace("\n", " ").split(",") if n.strip())


ACTIVATED = _names("""
equip, cycling, landcycling, basic landcycling, plainscycling, islandcycling, swampcycling, mountaincycling,
forestcycling, wizardcycling, slivercycling, typecycling, ninjutsu, transmute, unearth, reconfigure, level up,
fortify, scavenge, embalm, eternalize, outlast, bloodrush, reinforce, transfigure, crew, boast, channel, forecast,
station, exhaust, encore, auto-cycling
""")
TRIGGERED = _names("""
prowess, exalted, cumulative upkeep, echo, undying, persist, annihilator, bushido, rampage, flanking, afflict,
evolve, extort, exploit, mentor, renown, myriad, melee, battle cry, living weapon, vanishing, fading, dethrone,
soulbond, training, backup, enlist, afterlife, fabricate, tribute, modular, graft, bloodthirst, cascade, storm,
ripple, haunt, recover, suspend, hideaway, miracle, mobilize, gift, offspring, annihilate, poisonous, frenzy,
provoke, bushido, champion, dredge, epic, squad, harmonize, casualty, ravenous, decayed, blitz
""")
STATIC = _names("""
enchant, deathtouch, defender, double strike, first strike, flash, flying, haste, hexproof, indestructible, intimidate,
lifelink, menace, reach, shroud, trample, vigilance, ward, protection, banding, fear, shadow, horsemanship,
phasing, landwalk, islandwalk, swampwalk, forestwalk, mountainwalk, plainswalk, desertwalk, nonbasic landwalk,
legendary landwalk, snow landwalk, changeling, devoid, split second, absorb, affinity, convoke, delve, improvise,
undaunted, assist, infect, wither, totem armor, umbra armor, fuse, splice, offering, bestow, sunburst, amplify,
hidden agenda, partner, companion, daybound, nightbound, compleated, toxic, skulk, escape, jump-start, riot,
spectacle, adapt, emerge, cleave, foretell, demonstrate, disturb, read ahead, bargain, craft, disguise, cloak,
plot, saddle, impending, prototype, unleash, kicker, multikicker, buyback, entwine, replicate, madness, morph,
megamorph, manifest, dash, surge, awaken, flashback, retrace, overload, aftermath, ascend, devour, evoke,
conspire, persist, wither, rebound, cipher, bloodrush, transform, double team, for mirrodin, more than meets the eye,
living metal, specialize, space sculptor, start your engines, max speed, job select, solved, firebending, sneak
""")
#: Longest first, so "double strike" is matched before a one-word keyword could be.
KEYWORD_NAMES: tuple[str, ...] = tuple(sorted(ACTIVATED | TRIGGERED | STATIC, key=len, reverse=True))


def keyword_kind(name: str) -> str:
    if name in ACTIVATED:
        return "activated"
    if name in TRIGGERED:
        return "triggered"
    return "static"
