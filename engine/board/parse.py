"""Board description → ``GameState``: the board language's one entry point.

The lexer (``lexer.py``) turns words into the grammar's terminals; Lark parses them with
``grammar.lark``; ``reader.py`` transforms the tree into what each clause says; here the clauses
are applied in order to one ``Board`` (who speaks, which team, which player), the whole-board
passes run (``passes.py``), and ``build.py`` resolves references into a validated state. Every
failure is a :class:`~engine.board.errors.BoardError` carrying where and what.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from engine.board.build import build_state
from engine.board.cards import CATALOG, reading, using
from engine.board.drafts import (
    IMPLIED_SUBJECT,
    ONE_OF_THEM,
    SELF_NAMES,
    Board,
    Name,
    ObjectDraft,
    PlayerDraft,
    sentence_word_in_player_name,
)
from engine.board.errors import (
    AmbiguousReference,
    AttributeAfterReference,
    BoardError,
    BoardSyntaxError,
    ConflictingFact,
    ConflictingSwitches,
    EmptyBoard,
    InvalidValue,
    LooksLikeQuestion,
    MissingSubject,
    SentenceInName,
    TooLong,
    UnreadWord,
)
from engine.board.hedges import hedge_in_object_name, hedge_in_player_name
from engine.board.keywords import (
    ALL_PHRASES,
    PHRASE_WORDS,
    PHRASES,
    SPANISH_ONLY_WORDS,
    normalise,
    phrase_language,
    words,
)
from engine.board.lexer import BoardLexer
from engine.board.passes import (
    check_teams,
    copy_draft,
    infer_commander,
    is_restatement,
    merge_draft,
    one_more_of,
    possessive_card_owner,
)
from engine.board.reader import MAX_BOARD_OBJECTS, Clause, DraftReader, Part, PlayerAttrs, ReadObject
from engine.board.references import DETERMINER_STEMS, stem
from engine.board.spell_words import attach_spell_words, read_spell_words
from engine.board.stated import attach_stated, read_stated
from engine.board.switches import read_switches
from engine.board.token_phrases import read_token_phrases
from engine.board.turn import read_turn, with_turn
from engine.cards.catalog import CardCatalog
from engine.cards.names import Rank
from engine.model import ENGLISH_DEFAULT_PLAYER, OWN_COMMANDER_NAMES, SPANISH_DEFAULT_PLAYER, GameState

__all__ = ["MAX_BOARD_OBJECTS", "MAX_TEXT", "parse_board", "suggest_keyword"]

MAX_TEXT = 4_000
#: What a team's own clause may set (810.9 and 810.10: life and poison are shared).
TEAM_ATTRS = frozenset({"life", "poison"})
#: A clause whose whole name is one of these speaks of what the clause before described.
SUBJECT_PRONOUNS = words("subject_pronouns")
#: Words no name is made of alone: "Was enchanted by Rancor", "Fue encantado por Rancor" name
#: no object called "Was" or "Fue" but speak of the one just described.
NO_NAME_ALONE = SUBJECT_PRONOUNS | words("filler")
ALL_PLAYERS = words("all_players")
DETERMINERS = words("determiners")
OWN = words("own")


@lru_cache(maxsize=1)
def _parser() -> Lark:
    grammar = resources.files("engine.board").joinpath("grammar.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", lexer=BoardLexer, propagate_positions=False, maybe_placeholders=False)


_READER = DraftReader()


def parse_board(text: str, cards: CardCatalog | None = None) -> GameState:
    """Parse a board description (English or Spanish) into a validated game state.

    With ``cards``, names of printed cards are read as those cards (``engine/board/cards.py``).
    """
    with using(cards):
        return _parse(text)


def _parse(text: str) -> GameState:
    if len(text) > MAX_TEXT:
        raise TooLong(column=MAX_TEXT + 1, word="", limit=MAX_TEXT, length=len(text))
    if _is_question(text):
        raise LooksLikeQuestion(column=None, word=text.strip()[:40])
    stripped = text.strip()
    if stripped.startswith("¿") and stripped.endswith("?") and "¿" not in stripped[1:]:
        # "¿Gigante de las colinas con 3 de daño?": a board asked about, read as a board
        try:
            return _parse(stripped[1:-1])
        except BoardError:
            raise LooksLikeQuestion(column=None, word=stripped[:40]) from None
    if text.rstrip().endswith("?"):
        # "Grizzly Bears with 2 damage?": a board asked about, read as a board; anything else
        # that ends in "?" is the question it looks like
        try:
            return _parse(text.rstrip().rstrip("?"))
        except BoardError:
            raise LooksLikeQuestion(column=None, word=text.strip()[:40]) from None
    stated, text = read_switches(text)
    if stated == "conflict":
        raise ConflictingSwitches(column=None, word="")
    turn, text = read_turn(text)
    text = read_token_phrases(text)
    told, chosen_text = read_spell_words(text)
    said, board_text = read_stated(chosen_text, CATALOG.get())
    if not board_text.strip(" .;\n"):
        raise EmptyBoard(column=1, word="")
    state = with_turn(attach_spell_words(attach_stated(_parse_text(board_text), said, text), told, text), turn)
    return state.model_copy(update={"stated_values": stated}) if stated else state


def _parse_text(text: str) -> GameState:
    tree = _parse_tree(text)
    try:
        clauses: list[Clause] = _READER.transform(tree)
    except VisitError as exc:  # the reader's own errors arrive wrapped by Lark
        error = exc.orig_exc
        if isinstance(error, AttributeAfterReference):
            start, end = error.span
            if isinstance(start, int) and isinstance(end, int) and text[start:end].strip():
                error.word = text[start:end]
        if isinstance(error, BoardError):
            raise error from None
        raise
    board = Board(default_player=_default_player(tree, text))
    for clause in clauses:
        _check_hedges(clause, text)
        _apply_clause(board, clause, text)
    for draft in board.objects:
        _check_named_refs(draft, text)
        if reading(draft.name.text) is None:  # a card's name may hold keyword words: it is whole
            hedge = hedge_in_object_name(draft.name, text)
            if hedge is not None:  # "Grizzly Bears would", "Osos pardos casi": no fact, no name
                raise hedge
            _check_split_phrases(draft.name, text)
            _check_negation(draft.name, text)
            _check_sentence_words(draft, text)
            _check_sentence(draft, board, text)
    if not board.players and not board.objects and board.variant is None and not board.teams:
        raise EmptyBoard(column=1, word="")
    check_teams(board)
    infer_commander(board)
    return build_state(board)


#: Words a question opens with, never a board ("Can I respond…", "¿Puedo responder…").
QUESTION_WORDS = words("question_openers")


def _is_question(text: str) -> bool:
    """A question typed where a board goes: a question word first ("What happens…?", "¿Qué
    pasa…?"), or "¿" that opens a question mid-text. A board that is only asked about ("Bears
    with 2 damage?", "¿Osos con 2 de daño?") is read as the board it describes."""
    stripped = text.strip()
    first = normalise(stripped.lstrip("¿").split(maxsplit=1)[0]) if stripped.lstrip("¿") else ""
    opened = stripped.startswith("¿") and not stripped.endswith("?")
    return opened or first in QUESTION_WORDS


def board_language(tree: Tree[Token], text: str) -> str:
    """ "es" when the board's keyword phrases are Spanish at least as often as English ones.

    Each keyword the judge typed votes for the language it belongs to ("vidas", "daño": Spanish;
    "life", "damage": English); words of both ("indestructible", "aura") don't vote. A board
    with no keyword ("Cada jugador controla Thalia", "Tengo dos Osos pardos") is Spanish when
    it has Spanish-only words or a card named as printed in Spanish.
    """
    votes = {"en": 0, "es": 0}
    plain = 0  # with no keyword at all, Spanish words and Spanish card names decide
    for token in tree.scan_values(lambda v: isinstance(v, Token)):
        start, end = token.start_pos, token.end_pos
        if token.type == "WORD" and _spanish_word(str(token)):
            plain += 1  # "cada jugador controla …": Spanish words, though no keyword
            continue
        if token.type == "QUOTED" and _spanish_card_name(str(token)):
            plain += 1  # "Osos pardos", "Ángel de platino": a card named as printed in Spanish
            continue
        if token.type in ("WORD", "QUOTED", "LABEL") or not isinstance(start, int) or not isinstance(end, int):
            continue
        language = phrase_language(text[start:end])
        if language is not None:
            votes[language] += 1
    if not votes["es"] and not votes["en"]:
        return "es" if plain else "en"
    return "es" if votes["es"] and votes["es"] >= votes["en"] else "en"


#: Spanish words that also open names ("La Rueda", "El Mago"): they vote only in lowercase.
_NAME_OPENERS = words("name_articles") | words("articles") | words("abbreviations") | {"de", "en", "es", "y", "con"}


def _spanish_word(word: str) -> bool:
    folded = normalise(word)
    return folded in SPANISH_ONLY_WORDS and (word.islower() or folded not in _NAME_OPENERS)


def _spanish_card_name(name: str) -> bool:
    found = reading(name)
    return found is not None and found.card is not None and found.card.rank in (Rank.SPANISH, Rank.SPANISH_FACE)


def _default_player(tree: Tree[Token], text: str) -> str:
    return SPANISH_DEFAULT_PLAYER if board_language(tree, text) == "es" else ENGLISH_DEFAULT_PLAYER


def _parse_tree(text: str) -> Tree[Token]:
    try:
        return _parser().parse(text)
    except UnexpectedToken as exc:
        raise _syntax_error(exc, exc.token, tuple(sorted(exc.expected)), text) from None
    except (UnexpectedEOF, UnexpectedCharacters) as exc:
        raise _syntax_error(exc, None, tuple(sorted(getattr(exc, "expected", ()) or ()))) from None
    except UnexpectedInput as exc:  # pragma: no cover - every subclass is handled above
        raise _syntax_error(exc, None, ()) from None


def _syntax_error(
    exc: UnexpectedInput, token: Token | None, expected: tuple[str, ...], text: str = ""
) -> BoardSyntaxError:
    expected = tuple(e for e in expected if not e.startswith("_") or e == "_SEP")
    if token is None or token.type == "$END":
        return BoardSyntaxError(column=getattr(exc, "column", 0) or 0, word="", expected=expected, suggestion=None)
    return BoardSyntaxError(
        column=token.column or 0,
        line=token.line or 1,
        word=_as_typed(token, text),
        expected=expected,
        suggestion=suggest_keyword(str(token)) if token.type == "WORD" else None,
    )


def _as_typed(token: Token, text: str) -> str:
    """The words the judge typed for a token (a keyword token's value is its canonical form)."""
    start, end = token.start_pos, token.end_pos
    if token.type != "WORD" and isinstance(start, int) and isinstance(end, int) and text[start:end].strip():
        return text[start:end]
    return str(token)


def suggest_keyword(word: str) -> str | None:
    """The keyword phrase a misspelt word most likely meant ("damge" → "damage"), if any.

    Only a plausible typo counts: one slip (a letter missing, extra, wrong or two swapped) in a
    word of up to six letters, two in a longer one. "hasta" is no typo of "has".
    """
    typed = normalise(word)
    if len(typed) < 3 or typed in PHRASE_WORDS:
        return None  # a word the board language knows ("hasta", "has") is no typo of another
    slips = 1 if len(typed) <= 6 else 2
    found = process.extractOne(
        typed, ALL_PHRASES, scorer=DamerauLevenshtein.distance, processor=normalise, score_cutoff=slips
    )
    return found[0] if found else None


#: Between the names of several players: "Ana and Bob: team A", "team A: Ana, Bob".
_NAME_LIST = re.compile(r"\s*(?:,|&|\band\b|\by\b)\s*", re.IGNORECASE)


#: "Ana and Bob both": the word after the last name says each of them, and is no name's word.
_DISTRIBUTIVE = words("distributive")


def _name_list(text: str) -> list[str]:
    names = [part for part in _NAME_LIST.split(text) if part]
    if len(names) > 1:
        last, _, word = names[-1].rpartition(" ")
        if last and normalise(word) in _DISTRIBUTIVE:
            names[-1] = last
        # "Ana and Bob are both at 0 life": "are" says something of them, and is no name's word
        words_of = names[-1].split()
        while len(words_of) > 1 and normalise(words_of[-1]) in _SAYING:
            words_of.pop()
        names[-1] = " ".join(words_of)
    return names


def _check_hedges(clause: Clause, text: str) -> None:
    """A player's name holding a negation, a supposition, a report or words to the bot ("I
    don't", "If Ana", "Ana says she", "Juez") is a clause that states no fact: refused before it
    becomes a player (engine/board/hedges.py)."""
    for part in clause:
        if isinstance(part, Part) and part.name is not None and part.kind in ("player_owner", "team_owner", "keep"):
            hedge = hedge_in_player_name(part.name, text)
            if hedge is not None:
                raise hedge


#: What an object's facts name a player by: "controlled by Bob", "protector Ana".
_PLAYER_REFS = frozenset({"controller", "owner", "protector", "choose_protector"})


def _check_named_refs(draft: ObjectDraft, text: str) -> None:
    """The names an object's facts point at, checked as the names they are: "controlled by I
    don't know who" is no player, "enchanting maybe Grizzly Bears" no object."""
    for role, name in draft.refs.items():
        if role in _PLAYER_REFS:
            hedge = hedge_in_player_name(name, text)
        elif reading(name.text) is None:
            hedge = hedge_in_object_name(name, text)
        else:
            continue
        if hedge is not None:
            raise hedge


def _apply_clause(board: Board, clause: Clause, text: str) -> None:
    """What one clause says, applied to the board in the order it was said."""
    kinds = [p.kind if isinstance(p, Part) else type(p).__name__ for p in clause]
    if kinds == ["player_owner", "PlayerAttrs"]:
        owner, attrs = clause[0], clause[1]
        assert isinstance(owner, Part) and owner.name is not None and isinstance(attrs, PlayerAttrs)
        names = _everyone(board) if normalise(owner.name.full) in ALL_PLAYERS else _name_list(owner.name.full)
        _check_player_names(owner.name, names, text)
        if len(names) > 1:  # "Ana and Bob: team A": the same facts about each of them
            for name in names:
                _apply_player_attrs(board, attrs, board.player(name).name, None)
            return
    if kinds == ["player_owner", "ReadObject"]:
        owner, listed = clause[0], clause[1]
        assert isinstance(owner, Part) and owner.name is not None and isinstance(listed, ReadObject)
        everyone = normalise(owner.name.full) in ALL_PLAYERS
        names = _everyone(board) if everyone else _name_list(owner.name.full)
        _check_player_names(owner.name, names, text)
        if len(names) > 1:  # "Each player controls a Thalia", "Ana and Bob control …": one each
            for name in names:
                _apply_object(board, copy_draft(listed.draft), board.player(name).name)
            return
    if kinds == ["team_owner", "ReadObject"]:
        team, listed = clause[0], clause[1]
        assert isinstance(team, Part) and team.name is not None and isinstance(listed, ReadObject)
        if listed.bare:
            hedge = hedge_in_player_name(listed.draft.name, text)
            if hedge is not None:  # "Team A (Ana, Bob would)": the team's players are names
                raise hedge
            key = board.team(team.name.full)
            for name in _name_list(listed.draft.name.full):
                board.player(name).fields["team"] = key  # "team A: Ana, Bob": its players
            return
    owner_name: str | None = None
    team_name: str | None = None
    for part in clause:
        if isinstance(part, PlayerAttrs):
            _apply_player_attrs(board, part, owner_name, team_name)
            if team_name is None:
                board.last_subject = board.player(owner_name or board.default_player).name
        elif isinstance(part, ReadObject):
            _apply_object(board, part.draft, owner_name)
        elif part.kind == "player_owner" and part.name is not None:
            _check_everyone_phrase(part.name, text)
            _check_player_names(part.name, _name_list(part.name.full), text)
            owner_name = _implied_player(board, part.name) or board.player(part.name.full).name
        elif part.kind == "team_owner" and part.name is not None:
            team_name = board.team(part.name.full)
        elif part.kind == "variant":
            board.variant = part.value
        elif part.kind == "player_count":
            board.player_count = int(part.value)
        elif part.kind == "planar":
            board.planar_controller = part.name
        elif part.kind == "keep" and part.name is not None:
            board.keeps.append(part.name)


def _check_player_names(name: Name, names: list[str], text: str) -> None:
    """A player's name holding a plain lowercase word no name is made with, or a comma ("Javi
    estamos" from "Yo y Javi estamos a 0 vidas"): a sentence read as a player, asked about;
    never a silent seat with a made-up name. A quoted name is the judge's own."""
    if name.token.type == "QUOTED":
        return
    for one in names:
        word = sentence_word_in_player_name(one)
        if word is not None:
            start = name.token.start_pos or 0
            at = text.find(word, start)
            column = (name.token.column or 1) + (at - start if at >= 0 else 0)
            raise SentenceInName(column=column, line=name.token.line or 1, word=word, name=name.full)


def _check_split_phrases(name: Name, text: str) -> None:
    """A name in which one word splits a keyword phrase ("Goblin en zorp el cementerio",
    "drew zorp from empty library") is a sentence the reader couldn't follow, not a name: the
    word is quoted back to the judge instead of hiding a zone, a loss or a type in the name."""
    words = name.text.split()
    folded = [normalise(w).strip(",") for w in words]
    for gap in range(1, len(words) - 1):
        rest = folded[:gap] + folded[gap + 1 :]
        for start in range(gap):
            for phrase in PHRASES.get(rest[start], ()):
                size = len(phrase.words)
                if size >= 2 and start + size > gap and tuple(rest[start : start + size]) == phrase.words:
                    raise _unread(name, words[gap], phrase.text, text)


#: "both players", "todos los jugadores": the phrases of more than one word, as word tuples.
_EVERYONE_PHRASES = tuple(tuple(p.split()) for p in ALL_PLAYERS if " " in p)
#: Words around a player's name that only say something of them ("tienen", "está", "a").
_SAYING = words("player_verbs") | words("player_filler")


def _check_everyone_phrase(name: Name, text: str) -> None:
    """A player's name holding "both players" with a word more ("blah Both players", "Ambos
    bla jugadores", "Ambos jugadores tienen muy 0 vidas") is not a player: the extra word is
    asked about. Verbs and filler around the phrase ("tienen") are no extra word."""
    words = name.text.split()
    kept = [(k, normalise(w)) for k, w in enumerate(words) if normalise(w) not in _SAYING]
    for phrase in _EVERYONE_PHRASES:
        if len(kept) != len(phrase) + 1:
            continue
        for k, _ in kept:
            if tuple(w for j, w in kept if j != k) == phrase:
                raise _unread(name, words[k], " ".join(phrase), text)


#: Words that would turn around what follows them ("not legendary"): one left in a name means a
#: negation the reader didn't take, and a silent "legendary" would be the opposite answer.
NEGATIONS = frozenset({"not", "no", "non", "never", "without", "nunca", "sin", "tampoco"})


def _check_negation(name: Name, text: str) -> None:
    """A lowercase negation inside a name that is no card ("… not zorp legendary") is asked
    about; a capitalised one is a name's word ("Just Say No")."""
    words = name.text.split()
    for at, word in enumerate(words[1:], start=1):
        if word.islower() and normalise(word) in NEGATIONS:
            rest = words[at + 1 :] or text[(name.token.start_pos or 0) + len(name.text) :].split(maxsplit=1)
            raise _unread(name, word, rest[0] if rest else word, text)


#: Lowercase words card names are made with ("Sword of Fire and Ice", "Ángel de platino").
_NAME_LINKS = (
    words("name_articles")
    | words("articles")
    | frozenset({"of", "and", "from", "to", "in", "on", "for", "the", "de", "del", "y", "en", "a", "al", "por", "con"})
)


_LONG_LOWERCASE_NAME = 5


def _check_sentence(draft: ObjectDraft, board: Board, text: str) -> None:
    """A name that is no card, with nothing said of it, holding a plain lowercase word that no name is
    made with after a player's name ("Ana completed the", "I finished the"), or a long run ("marcador
    de aventura en el fondo de la"): a sentence, asked about. With stats or a type the judge
    means a made-up object ("Oso grande 3/3", "Fuerza de gigante aura"), and a short lowercase name may be a card typed in
    lowercase ("black lotus artifact"): those stand."""
    name = draft.name
    typed = (draft.card_types - {"dungeon"}) or draft.subtypes or draft.supertypes
    said = draft.fields or draft.counters or draft.keywords or draft.refs or draft.carried or draft.tied
    if draft.stated_pt or typed or said or name.label is not None or name.token.type == "QUOTED":
        return
    parts = name.text.split()
    players = {normalise(p) for p in board.players} | SELF_NAMES
    about_a_dungeon = draft.card_types == {"dungeon"}  # no dungeon is a permanent: "Ana finished the dungeon"
    if normalise(parts[0]) not in players and len(parts) < _LONG_LOWERCASE_NAME and not about_a_dungeon:
        return
    for word in parts[1:]:
        folded = normalise(word).strip(",")
        if word.islower() and folded not in _NAME_LINKS:
            start = name.token.start_pos or 0
            at = text.find(word, start)
            column = (name.token.column or 1) + (at - start if at >= 0 else 0)
            raise SentenceInName(column=column, line=name.token.line or 1, word=word, name=name.text)


_SENTENCE_WORDS = words("sentence_words")
#: A possessive a name never ends with: what follows it was read as a type ("… my creature").
_TRAILING_POSSESSIVES = frozenset({"my", "his", "her", "their", "your", "our", "mi", "mis", "su", "sus", "tu", "tus"})


def _check_sentence_words(draft: ObjectDraft, text: str) -> None:
    """A name that is no card holding a word no object's name holds ("my opponent unsummoned
    my Goblin", "What happens to the" token): a sentence read as a name, asked about whatever
    was said of it (a type, a size), never a silent object. A quoted name stands."""
    name = draft.name
    if name.token.type == "QUOTED":
        return
    last = name.text.split()[-1] if name.text.split() else ""
    if last.islower() and normalise(last) in _TRAILING_POSSESSIVES:  # "Opponent Bolts my" creature
        start = name.token.start_pos or 0
        at = text.find(last, start + len(name.text) - len(last))
        column = (name.token.column or 1) + (at - start if at >= 0 else 0)
        raise SentenceInName(column=column, line=name.token.line or 1, word=last, name=name.text)
    for word in name.text.split():
        if word.islower() and normalise(word).strip(",.") in _SENTENCE_WORDS:  # "That Which Was Taken" is a card
            start = name.token.start_pos or 0
            at = text.find(word, start)
            column = (name.token.column or 1) + (at - start if at >= 0 else 0)
            raise SentenceInName(column=column, line=name.token.line or 1, word=word, name=name.text)


def _unread(name: Name, word: str, phrase: str, text: str) -> UnreadWord:
    """The error quoting one word of a name back, at its own column."""
    start = name.token.start_pos or 0
    at = text.find(word, start)
    column = (name.token.column or 1) + (at - start if at >= 0 else 0)
    return UnreadWord(column=column, line=name.token.line or 1, word=word, phrase=phrase)


def _everyone(board: Board) -> list[str]:
    """ "Both players", "todos los jugadores": every player described so far; with fewer than
    two, the judge's own player and an opponent (a game has at least two)."""
    names = list(board.players)
    if len(names) < 2:
        spanish = board.default_player == SPANISH_DEFAULT_PLAYER
        for name in (board.default_player, "oponente" if spanish else "opponent"):
            if name not in names:
                names.append(board.player(name).name)
    return names[: max(2, len(board.players))]


def _is_implied(name: Name, draft: ObjectDraft | None = None) -> bool:
    """ "Tiene 3 de daño", "It has 2 damage", "Ella tiene …", "La criatura tiene …": the clause
    names no one new (an article or a demonstrative before a type word names no card)."""
    if name.text == IMPLIED_SUBJECT:
        return True
    if name.label is None and all(normalise(word) in NO_NAME_ALONE for word in name.text.split()):
        return True
    only_type = draft is not None and draft.card_types and not draft.stated_pt and draft.copies == 1
    return bool(only_type) and name.label is None and normalise(name.text) in DETERMINERS


def _apply_object(board: Board, draft: ObjectDraft, owner: str | None) -> None:
    if draft.name.text == ONE_OF_THEM:
        _one_of_them(board, draft)
        return
    short = _short_reference(board, draft)
    if short is not None:  # "…, and the Bears have 2 damage", "Los Osos tienen 2 de daño"
        merge_draft(short, draft)
        board.last_subject = short
        return
    if _is_implied(draft.name, draft):
        earlier = board.last_subject
        if not isinstance(earlier, ObjectDraft):
            raise MissingSubject.at(draft.name.token, word=_typed_subject(draft.name))
        merge_draft(earlier, draft)  # what it says is more about the object just described
        return
    if draft.fields.get("commander") and draft.name.label is None and normalise(draft.name.text) in OWN:
        # "my commander just died", "mi comandante": the judge's own commander, so named
        spanish = board.default_player == SPANISH_DEFAULT_PLAYER
        draft.name = Name(OWN_COMMANDER_NAMES["es" if spanish else "en"], None, draft.name.token)
        owner = board.player(board.default_player).name
    one_more_of(board, draft)
    if owner is None:
        owner = possessive_card_owner(board, draft)
    draft.side_said = owner is not None
    if owner is None and not board.players:
        # Stated before any player: the judge's own ("you"), not whoever is named later.
        owner = board.player(board.default_player).name
    draft.owner = owner
    board.objects.append(draft)
    board.last_subject = draft
    if draft.copies > 1:
        board.last_group = draft


def _short_reference(board: Board, draft: ObjectDraft) -> ObjectDraft | None:
    """The one object described earlier that a short name stands for: "the Bears" for Grizzly
    Bears, "los Osos" for Osos pardos, "the Lions". Only for a clause that says how something
    is (never what it is), when the short name is no card and no object's whole name, and when
    exactly one object's name holds its words; otherwise the name is read as it was."""
    if draft.name.label is not None or not is_restatement(draft) or reading(draft.name.text) is not None:
        return None
    words_of = [stem(w) for w in draft.name.text.split()]
    said_the = bool(words_of) and words_of[0] in DETERMINER_STEMS
    wanted = [w for w in words_of if w not in DETERMINER_STEMS]
    if not wanted or len(wanted) > 2 or (not said_the and not draft.name.text[:1].isupper()):
        return None
    if any(d.name.text.casefold() == draft.name.text.casefold() for d in board.objects):
        return None
    found = [d for d in board.objects if set(wanted) <= {stem(w) for w in d.name.text.split()}]
    if len(found) > 1 or (found and found[0].copies > 1):  # "the Bears" of Ana's and of Bob's: which?
        candidates = ", ".join(sorted({f"{d.name.text} ({d.owner})" if d.owner else d.name.text for d in found}))
        raise AmbiguousReference.at(draft.name.token, word=draft.name.text, candidates=candidates)
    return found[0] if found else None


def _one_of_them(board: Board, draft: ObjectDraft) -> None:
    """ "two Jace, one at 2 loyalty and one at 0", "dos Osos pardos, uno con 2 de daño": one
    copy of the group just described takes what the clause says; the rest stay as they were."""
    group = board.last_group
    if group is None:
        raise MissingSubject.at(draft.name.token, word=draft.name.label or "…")
    if group.copies == 1:  # "… and the other with 1": the last copy left
        merge_draft(group, draft)
        board.last_subject = group
        return
    one = copy_draft(group)
    one.copies, one.another, one.name = 1, True, Name(group.name.text, None, group.name.token)
    merge_draft(one, draft)
    group.copies -= 1
    board.objects.append(one)
    board.last_subject = one


def _implied_player(board: Board, name: Name) -> str | None:
    """The player a clause with an implied subject speaks of: the one the clause before described."""
    if not _is_implied(name):
        return None
    if not isinstance(board.last_subject, str):
        raise MissingSubject.at(name.token, word=_typed_subject(name))
    return board.last_subject


def _typed_subject(name: Name) -> str:
    return name.text if name.text != IMPLIED_SUBJECT else "…"


def _apply_player_attrs(board: Board, attrs: PlayerAttrs, owner: str | None, team: str | None) -> None:
    if team is not None:
        target = PlayerDraft(team)
        for fact in attrs.facts:
            if fact.rule not in TEAM_ATTRS:
                raise InvalidValue.at(fact.token, field="team", allowed="life, poison")
            fact.apply(target, board)
        board.teams.setdefault(team, {}).update(target.fields)
        return
    player = board.player(owner or board.default_player)
    for fact in attrs.facts:
        before = dict(player.fields)
        fact.apply(player, board)
        for name, value in player.fields.items():  # "Ana: life -5; Ana: life 3": which is it?
            if name in before and before[name] != value and isinstance(value, int | str):
                word = str(fact.token)
                raise ConflictingFact.at(
                    fact.token, word=word, subject=player.name, field=name, first=str(before[name]), second=str(value)
                )
