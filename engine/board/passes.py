"""Whole-board passes between reading the clauses and building the state.

Each pass needs every clause read first: a team is checked against all its players, a labelled
clause amends a copy described earlier, "Ana's Grizzly Bears" is Ana's only if Ana is a player
somewhere on the board. Ids are assigned here too, since amending a copy must keep every id.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from engine.board.cards import card_face, reading
from engine.board.drafts import (
    POSSESSIVE_REFERENCES,
    SELF_NAMES,
    Board,
    Name,
    ObjectDraft,
    PlayerDraft,
    find_key,
    sentence_word_in_player_name,
)
from engine.board.errors import (
    AmbiguousReference,
    ConflictingFact,
    DuplicateLabel,
    EmptyTeam,
    PlayerWithoutTeam,
    TeamLifeConflict,
    TeamTotalsOutsideTwoHeadedGiant,
    TooManyTeams,
)
from engine.board.keywords import normalise, words
from engine.model import Variant, Zone

#: Curses are named "Curse of …" ("Maldición de …" in Spanish).
CURSE_NAME = re.compile(r"^(?:Curse of|Maldición de|Maldicion de)\s", re.IGNORECASE)


def infer_commander(board: Board) -> None:
    """Commander damage and commanders exist only in a Commander game: saying one names it.

    A commander described in a graveyard or in exile is one the judge is asking about, so it
    counts as put there since the last check (704.6d): its owner is asked, unless the board
    already says it stays or goes to the command zone.
    """
    commanders = [d for d in board.objects if d.fields.get("commander")]
    if board.variant is None and (commanders or any(p.commander_damage for p in board.players.values())):
        board.variant = Variant.COMMANDER.value
    for draft in commanders:
        if draft.fields.get("zone") in (Zone.GRAVEYARD, Zone.EXILE):
            draft.fields.setdefault("entered_zone_since_check", True)


def check_teams(board: Board) -> None:
    """Teams as Two-Headed Giant has them (810.9, 810.10), or a question instead of a silent miss.

    A team's own life or poison total exists only in Two-Headed Giant, so stating one names the
    variant. There, life and poison belong to teams: a team needs players to lose, a player
    with a life or poison total needs a team, and one team can't have two different lives.
    """
    totals = [team for team, fields in board.teams.items() if fields]
    if totals and board.variant is None:
        board.variant = Variant.TWO_HEADED_GIANT.value
    if board.variant != Variant.TWO_HEADED_GIANT.value:
        if totals:
            raise TeamTotalsOutsideTwoHeadedGiant(team=totals[0])
        return
    if len(board.teams) > 2:
        raise TooManyTeams(column=None, count=len(board.teams), teams=", ".join(board.teams))
    members: dict[str, list[PlayerDraft]] = {team: [] for team in board.teams}
    for player in board.players.values():
        team = player.fields.get("team")
        if team is not None:
            members[team].append(player)
        elif "life" in player.fields or "poison" in player.fields:
            raise PlayerWithoutTeam(player=player.name)
    for team, players in members.items():
        if not players:
            raise EmptyTeam(team=team)
        lives = {p.name: p.fields["life"] for p in players if "life" in p.fields}
        if "life" in board.teams[team]:
            lives[team] = board.teams[team]["life"]
        if len(set(lives.values())) > 1:
            raise TeamLifeConflict(team=team, lives=", ".join(sorted(f"{who} {life}" for who, life in lives.items())))


def possessive_owners(board: Board) -> None:
    """ "Ana's Grizzly Bears 2/2", "Osos pardos de Ana 2/2": Ana's object, when Ana is a player
    the board describes ("Urza's Saga" stays a card: no player is called Urza)."""
    for draft in board.objects:
        if draft.owner is not None:
            continue
        for pattern in POSSESSIVE_REFERENCES:
            match = pattern.match(draft.name.text)
            player = find_key(board.players, board.player_name(match["player"])) if match else None
            if match is not None and player is not None:
                draft.owner = player
                draft.name = Name(match["name"], draft.name.label, draft.name.token)
                break


def possessive_card_owner(board: Board, draft: ObjectDraft) -> str | None:
    """ "Bob's Grizzly Bears", "Osos pardos de Bob": Bob's card when "Grizzly Bears" is a card
    and the whole name isn't one ("Urza's Saga" stays the card). Bob becomes a player."""
    if reading(draft.name.text) is not None:
        return None
    first, _, rest = draft.name.text.partition(" ")
    if normalise(first) in _OWN and rest and card_face(rest) is not None:  # "my Thalia", "mi Thalia"
        draft.name = Name(rest, draft.name.label, draft.name.token)
        return board.player(board.default_player).name
    for pattern in POSSESSIVE_REFERENCES:
        match = pattern.match(draft.name.text)
        if match is not None and card_face(match["name"]) is not None:
            if sentence_word_in_player_name(match["player"]) is not None:
                return None  # "In the end step, opponent's Hill Giant": no player is called that
            draft.name = Name(match["name"], draft.name.label, draft.name.token)
            return board.player(match["player"]).name
    return None


_OWN = words("own")

#: Longest first: "a second" before "a".
_ONE_MORE = sorted((tuple(p.split()) for p in words("one_more")), key=len, reverse=True)
_ONE_MORE_STARTS = frozenset(prefix[0] for prefix in _ONE_MORE)


_JUST_ARTICLES = frozenset((a,) for a in words("articles"))


def one_more_of(board: Board, draft: ObjectDraft) -> None:
    """ "another Thalia", "otra Thalia", "a second Thalia": one more object of a name already
    described (or, with card data, of a card whose name the whole isn't), so the legend rule
    sees two Thalias instead of "Thalia" and "another Thalia". "Another Round" (a card) stays."""
    if draft.name.label is not None or normalise(draft.name.text.split(" ", 1)[0]) not in _ONE_MORE_STARTS:
        return
    words_of = draft.name.text.split()
    folded = [normalise(w) for w in words_of]
    for prefix in _ONE_MORE:
        if tuple(folded[: len(prefix)]) != prefix or len(words_of) == len(prefix):
            continue
        rest = " ".join(words_of[len(prefix) :])
        if not rest[:1].isupper() or reading(draft.name.text) is not None:
            return  # "Another Round" is a card: the whole name wins
        described = {d.name.text.casefold() for d in board.objects}
        if rest.casefold() in described or card_face(rest) is not None:
            draft.name = Name(rest, None, draft.name.token)
            draft.another = prefix not in _JUST_ARTICLES  # "a Thalia" may be the one described
        return


def players_with_protection(board: Board) -> list[ObjectDraft]:
    """ "Ana has protection from everything" speaks of the player Ana, not of an object.

    Only a clause that says nothing but protection is read so, and only when its name is a
    player: one described elsewhere, a pronoun ("I", "you"), or what a Curse or an "enchant
    player" Aura is attached to. A permanent with protection says something else too (2/2…).
    """
    cursed = {
        d.refs["attached_to"].full.casefold()
        for d in board.objects
        if "attached_to" in d.refs
        and ("curse" in d.subtypes or CURSE_NAME.match(d.name.text) or "player" in str(d.fields.get("enchant", "")))
    }
    kept: list[ObjectDraft] = []
    for draft in board.objects:
        name = draft.name.full
        only_protection = (
            set(draft.fields) == {"protection_from"}
            and draft.copies == 1
            and not draft.stated_pt
            and not (draft.card_types or draft.subtypes or draft.supertypes or draft.counters)
            and not (draft.refs or draft.carried)
        )
        is_player = only_protection and (  # only then: most objects say more than protection
            find_key(board.players, board.player_name(name)) is not None
            or normalise(name) in SELF_NAMES
            or name.casefold() in cursed
        )
        if is_player:
            player = board.player(name)
            player.fields.setdefault("protection_from", set()).update(draft.fields["protection_from"])
        else:
            kept.append(draft)
    return kept


def is_restatement(draft: ObjectDraft) -> bool:
    """A clause that says only how an object is (damage, counters, attachments, status), not
    what it is (stats, types, token, copies): "Grizzly Bears has 2 damage"."""
    introduces = draft.stated_pt or draft.card_types or draft.supertypes or draft.subtypes or draft.copies > 1
    says = draft.fields or draft.counters or draft.keywords or draft.refs or draft.carried or draft.tied or draft.lethal
    # "my Thalia and my Thalia": a name said again with nothing about it is one more, not the first
    return (
        bool(says) and not introduces and not draft.name.label and not draft.fields.get("token") and not draft.another
    )


def merge_restatements(drafts: list[ObjectDraft]) -> list[ObjectDraft]:
    """ "Grizzly Bears 2/2. Grizzly Bears has 2 damage.": a later clause that repeats a name
    and only says how it is speaks of the object already described, not of a second one.

    Repeating the stats ("Grizzly Bears 2/2; Grizzly Bears 2/2") still describes two. When the
    earlier clause made several copies, which one is meant is asked, never guessed.
    """
    out: list[ObjectDraft] = []
    by_name: dict[str, list[ObjectDraft]] = {}
    for draft in drafts:
        key = draft.name.text.casefold()
        # Two controllers are two objects: "Ana controls Grizzly Bears. Bob controls Grizzly
        # Bears with 2 damage." describes one Bears each, never one Bears of Bob's.
        same = [e for e in by_name.get(key, ()) if _same_player(e, draft)]
        if same and is_restatement(draft) and not any(e.name.label for e in same):
            earlier = same[0]
            if len(same) > 1 or earlier.copies > 1:
                count = sum(e.copies for e in same)
                labels = ", ".join(f"{earlier.name.text} #{n}" for n in range(1, min(count, 3) + 1))
                raise AmbiguousReference.at(draft.name.token, word=draft.name.text, candidates=labels)
            _check_agrees(earlier, draft)
            merge_draft(earlier, draft)
            continue
        by_name.setdefault(key, []).append(draft)
        out.append(draft)
    return out


def _player_of(draft: ObjectDraft) -> str | None:
    """Whose side the object is on: its stated controller, the player it was said under, its owner."""
    ref = draft.refs.get("controller") or (None if draft.side_said else draft.refs.get("owner"))
    name = ref.full if ref is not None else draft.owner
    return name.casefold() if name else None


def _same_player(earlier: ObjectDraft, later: ObjectDraft) -> bool:
    """A later clause can speak of an earlier object only if it names no other player."""
    first, second = _player_of(earlier), _player_of(later)
    return first is None or second is None or first == second


#: Facts one object has one value of: a restatement that gives another value is asked about.
_ONE_VALUE = ("damage", "power", "toughness", "loyalty", "defense", "zone", "timestamp")


def _check_agrees(earlier: ObjectDraft, later: ObjectDraft) -> None:
    for name in _ONE_VALUE:
        if name in earlier.fields and name in later.fields and earlier.fields[name] != later.fields[name]:
            first, second = earlier.fields[name], later.fields[name]
            raise ConflictingFact.at(
                later.name.token,
                word=later.name.text,
                subject=later.name.text,
                field=name,
                first=_shown(first),
                second=_shown(second),
            )


def _shown(value: object) -> str:
    return str(getattr(value, "value", value))


def apply_amendments(drafts: list[ObjectDraft]) -> list[ObjectDraft]:
    """ "Thalia legendary 2/1 x2; Thalia #1 damage 1": a later labelled clause adds to that copy.

    A clause whose label names a copy the earlier clauses already made (and that has no
    label of its own) amends it. Every object of that name is then written out one by one
    with the label it already had, so no other id changes.
    """
    singles = [j for j, d in enumerate(drafts) if d.name.label and d.copies == 1]
    if not singles:
        return drafts
    base_index = [j for j in range(len(drafts)) if j not in singles]
    base = [drafts[j] for j in base_index]
    base_ids = assign_ids(base)
    made = {i.casefold(): (k, n) for k, ids in enumerate(base_ids) for n, i in enumerate(ids)}
    amendments: dict[int, ObjectDraft] = {}
    for j in singles:
        hit = made.get(drafts[j].name.full.casefold())
        if hit is not None and not base[hit[0]].name.label:
            amendments[j] = drafts[j]
    if not amendments:
        return drafts
    amended_names = {d.name.text.casefold() for d in amendments.values()}
    by_id: dict[str, ObjectDraft] = {}
    out: list[ObjectDraft] = []
    base_at = dict(zip(base_index, range(len(base)), strict=True))
    for j, draft in enumerate(drafts):
        if j in amendments:
            continue
        if j in base_at and draft.name.text.casefold() in amended_names:
            for obj_id in base_ids[base_at[j]]:  # one labelled draft per copy, same ids as before
                label = obj_id[len(draft.name.text) :].strip() or None
                single = replace(draft, name=Name(draft.name.text, label, draft.name.token), copies=1)
                single = copy_draft(single)
                by_id[obj_id.casefold()] = single
                out.append(single)
        else:
            out.append(draft)
    for amendment in amendments.values():
        merge_draft(by_id[amendment.name.full.casefold()], amendment)
    return out


def copy_draft(draft: ObjectDraft) -> ObjectDraft:
    """A draft that shares no mutable part with the one it came from."""
    return replace(
        draft,
        fields=dict(draft.fields),
        card_types=set(draft.card_types),
        supertypes=set(draft.supertypes),
        subtypes=set(draft.subtypes),
        counters=dict(draft.counters),
        counter_limits=dict(draft.counter_limits),
        refs=dict(draft.refs),
        choices=dict(draft.choices),
        keywords=set(draft.keywords),
        carried=list(draft.carried),
        tied=list(draft.tied),
        damage_from=list(draft.damage_from),
    )


def merge_draft(target: ObjectDraft, amendment: ObjectDraft) -> None:
    """What a later clause says of one copy is added to it; a value it restates wins."""
    target.owner = amendment.owner or target.owner
    target.fields.update(amendment.fields)
    target.card_types |= amendment.card_types
    target.supertypes |= amendment.supertypes
    target.subtypes |= amendment.subtypes
    target.keywords |= amendment.keywords
    target.counters.update(amendment.counters)
    target.counter_limits.update(amendment.counter_limits)
    target.refs.update(amendment.refs)
    target.choices.update(amendment.choices)
    target.carried.extend(amendment.carried)
    target.tied.extend(amendment.tied)
    target.damage_from.extend(amendment.damage_from)
    target.stated_pt = target.stated_pt or amendment.stated_pt
    target.lethal = amendment.lethal or target.lethal


def assign_ids(drafts: list[ObjectDraft]) -> list[list[str]]:
    """Ids tell same-named objects apart: "Thalia #1", "Thalia #2"; an explicit label wins."""
    by_name: dict[str, int] = {}
    for draft in drafts:
        key = draft.name.text.casefold()
        by_name[key] = by_name.get(key, 0) + (0 if draft.name.label else draft.copies)
    counters: dict[str, int] = {}
    seen: dict[str, Token] = {}
    out: list[list[str]] = []
    for draft in drafts:
        key = draft.name.text.casefold()
        ids: list[str] = []
        for _ in range(draft.copies):
            if draft.name.label and draft.copies == 1:
                obj_id = draft.name.full
            elif by_name[key] > 1 or draft.name.label:
                counters[key] = counters.get(key, 0) + 1
                obj_id = f"{draft.name.text} #{counters[key]}"
            else:
                obj_id = draft.name.text
            if obj_id.casefold() in seen:
                raise DuplicateLabel.at(draft.name.token, word=obj_id)
            seen[obj_id.casefold()] = draft.name.token
            ids.append(obj_id)
        out.append(ids)
    return out
