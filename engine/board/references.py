"""Names → the players and objects they mean, once the whole board is read.

A reference is resolved against everything described, so it may point forward or back: by id
("Thalia #2"), by name, by possessive ("Ana's Grizzly Bears"), or as a pronoun for the object
described just before ("enchanting it"). A reference that matches nothing, or several things, is
an error that lists the candidates; it is never guessed.
"""

from __future__ import annotations

from rapidfuzz import fuzz, process

from engine.board.cards import same_card
from engine.board.drafts import POSSESSIVE_REFERENCES, Board, Name, ObjectDraft, find_key
from engine.board.errors import AmbiguousReference, UnknownReference
from engine.board.keywords import normalise, words
from engine.model import ObjectRef, PlayerRef


def stem(word: str) -> str:
    """A name word folded, without a plural's "s" or "es": "Osos" and "Oso", "Lions" and "Lion"."""
    folded = normalise(word).strip(",")
    for ending in ("es", "s"):
        if len(folded) > len(ending) + 2 and folded.endswith(ending):
            return folded[: -len(ending)]
    return folded


#: Words before a name that only point at it: "the", "los", "that".
DETERMINER_STEMS = frozenset(stem(w) for w in words("determiners") | {"los", "las", "the"})


class References:
    """Resolution over one board: its drafts and the ids each draft's copies were given."""

    def __init__(self, board: Board, ids: list[list[str]]) -> None:
        self.board = board
        self.ids = ids
        self.all_ids = [i for group in ids for i in group]
        named = [ref for d in board.objects for ref in d.refs.values()] + [
            n for d in board.objects for n, _ in d.carried
        ]
        named += board.keeps
        #: Every name some clause refers to, folded ("Rancor enchanting Bears" refers to Bears).
        self.referenced = {n.full.casefold() for n in named} | {n.text.casefold() for n in named}

    def player(self, ref: Name) -> str:
        key = find_key(self.board.players, self.board.player_name(ref.full))
        if key is None:
            raise UnknownReference.at(ref.token, word=ref.full, candidates=", ".join(self.board.players))
        return key

    def is_player(self, ref: Name) -> bool:
        return find_key(self.board.players, self.board.player_name(ref.full)) is not None

    def object(self, ref: Name) -> str:
        found = self.matches(ref)
        if len(found) == 1:
            return found[0]
        if found:
            raise AmbiguousReference.at(ref.token, word=ref.full, candidates=", ".join(found))
        raise UnknownReference.at(ref.token, word=ref.full, candidates=", ".join(closest(ref.full, self.all_ids)))

    def matches(self, ref: Name) -> list[str]:
        """Every id the reference could mean: an exact id, else a name, else a possessive."""
        wanted = ref.full.casefold()
        exact = [i for i in self.all_ids if i.casefold() == wanted]
        if exact:
            return exact
        by_name = [i for draft, group in self._groups() if draft.name.text.casefold() == wanted for i in group]
        if not by_name:  # "Osos pardos" for the Grizzly Bears described in English
            by_name = [i for draft, group in self._groups() if same_card(ref.full, draft) for i in group]
        return by_name or self._possessive_matches(ref.full) or self._short_matches(ref.full)

    def _short_matches(self, written: str) -> list[str]:
        """ "attached to the Grizzly Bears", "anexado a los Osos", "the Lions": a reference with
        an article, or a short name, meaning the one described object whose name holds its words
        (every copy of it; several objects are several candidates, never a guess)."""
        words = [stem(w) for w in written.split()]
        wanted = [w for w in words if w not in DETERMINER_STEMS]
        said_the = len(wanted) < len(words)
        if not wanted or (not said_the and (len(wanted) > 2 or not written[:1].isupper())):
            return []
        groups = [(d, g) for d, g in self._groups() if set(wanted) <= {stem(w) for w in d.name.text.split()}]
        whole = [(d, g) for d, g in groups if [stem(w) for w in d.name.text.split()] == wanted]
        chosen = whole or (groups if len(wanted) <= 2 else [])
        return [i for _, group in chosen for i in group]

    def attachment(self, ref: Name) -> ObjectRef | PlayerRef:
        """What an Aura or Equipment is attached to: a player or one object, never both."""
        objects = self.matches(ref)
        player = find_key(self.board.players, self.board.player_name(ref.full))
        if player is not None and objects:
            raise AmbiguousReference.at(ref.token, word=ref.full, candidates=", ".join([player, *objects]))
        if player is not None:
            return PlayerRef(name=player)
        if len(objects) == 1:
            return ObjectRef(id=objects[0])
        return ObjectRef(id=self.object(ref))  # none or several: it says which

    def previous(self, ref: Name, draft: ObjectDraft) -> str:
        """ "it", "that creature": the last copy of the object described just before."""
        at = next(k for k, d in enumerate(self.board.objects) if d is draft)
        if at == 0:
            raise UnknownReference.at(ref.token, word=ref.full, candidates="—")
        return self.ids[at - 1][-1]

    def _groups(self) -> list[tuple[ObjectDraft, list[str]]]:
        return list(zip(self.board.objects, self.ids, strict=True))

    def _possessive_matches(self, text: str) -> list[str]:
        """The objects a possessive reference names: those of that name its player controls."""
        first_player = next(iter(self.board.players), self.board.default_player)
        for pattern in POSSESSIVE_REFERENCES:
            match = pattern.match(text)
            player = find_key(self.board.players, self.board.player_name(match["player"])) if match else None
            if match is None or player is None:
                continue
            name = match["name"].casefold()
            return [
                i
                for draft, group in self._groups()
                if draft.name.text.casefold() == name
                and controller(draft, first_player).casefold() == player.casefold()
                for i in group
            ]
        return []


def controller(draft: ObjectDraft, default_owner: str) -> str:
    if "controller" in draft.refs:
        return draft.refs["controller"].full
    return draft.owner or default_owner


def closest(word: str, names: list[str], cutoff: int | None = None) -> list[str]:
    """The nearest names; with ``cutoff``, only those at least that close (and none otherwise)."""
    found = [m[0] for m in process.extract(word, names, scorer=fuzz.WRatio, limit=3, score_cutoff=cutoff or 50)]
    return found if cutoff is not None else found or names[:3]
