"""Whose turn it is: "Ana's turn", "it's my turn", "es el turno de Ana", "turno del rival".

Triggered abilities the state-based actions trigger go on the stack in APNAP order (603.3b), so
the active player decides their order. A judge says it as a sentence of its own; like the
switches (``switches.py``) it is blanked out of the text before the rest is parsed, so columns
in error messages still point at what the judge typed, and set on the state afterwards.
"""

from __future__ import annotations

import re

from engine.board.errors import UnknownReference
from engine.model import ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER, GameState, Player

_WHO = r"[^\W\d][\w' -]{0,40}?"
#: The sentences, in English and Spanish; ``who`` is the player (a name, "my", "opponent's").
_PHRASES = (
    rf"(?:it\s+is\s+|it's\s+|it’s\s+)?(?P<who_en>{_WHO})(?:'s|’s)\s+turn",
    r"(?:it\s+is\s+|it's\s+|it’s\s+)?(?P<who_my>my|your)\s+turn",
    rf"active\s+player:?\s+(?P<who_active>{_WHO})",
    rf"(?:es\s+)?(?:el\s+)?turno\s+(?:de\s+(?:la\s+|el\s+)?|del\s+)(?P<who_es>{_WHO})",
    r"(?:es\s+)?(?P<who_mine>mi|tu)\s+turno",
    rf"jugador\s+activo:?\s+(?P<who_activo>{_WHO})",
)
_TURN = re.compile(
    r"(?:^|(?<=[.;\n]))\s*(" + "|".join(f"(?:{p})" for p in _PHRASES) + r")\s*(?=[.;\n]|$)",
    re.IGNORECASE,
)
#: Words for the player the board calls "you", and for their opponent.
_ME = frozenset({"my", "your", "mi", "tu", "me", "i", "yo"})
_OPPONENT = frozenset(
    {"opponent", "my opponent", "the opponent", "oponente", "rival", "mi oponente", "mi rival", "opp", "el oponente"}
)


def read_turn(text: str) -> tuple[tuple[str, int] | None, str]:
    """(who, the column where they were named) and the text with the sentence blanked out."""
    found: tuple[str, int] | None = None
    out = text
    for match in _TURN.finditer(text):
        group = next(
            g for g in ("who_en", "who_my", "who_active", "who_es", "who_mine", "who_activo") if match.group(g)
        )
        found = (match.group(group).strip(), match.start(group) + 1)
        start, end = match.span(1)
        out = out[:start] + " " * (end - start) + out[end:]
    return found, out


def with_turn(state: GameState, turn: tuple[str, int] | None) -> GameState:
    """The state with its active player: a described player, "my" (the board's "you"), or the
    opponent; a name no player has is a new player (a board needn't describe everyone)."""
    if turn is None:
        return state
    who, column = turn
    word = who.casefold()
    names = [p.name for p in state.players]
    by_fold = {n.casefold(): n for n in names}
    if word in by_fold:
        return state.model_copy(update={"active_player": by_fold[word]})
    if word in _ME:
        me = next((n for n in names if n in (ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER)), None)
        spanish = word in ("mi", "tu", "yo")
        name = me or (SPANISH_DEFAULT_PLAYER if spanish else ENGLISH_DEFAULT_PLAYER)
    elif word in _OPPONENT:
        name = next(
            (n for n in names if n.casefold() in _OPPONENT), "oponente" if word in ("oponente", "rival") else "opponent"
        )
    elif re.fullmatch(r"[^\W\d][\w'-]*", who):
        name = who
    else:
        raise UnknownReference(column=column, word=who, candidates=", ".join(names))
    players = state.players if name in names else (*state.players, Player(name=name))
    return state.model_copy(update={"players": players, "active_player": name})
