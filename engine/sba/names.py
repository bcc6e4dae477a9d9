"""Names of objects inside explanations, that still know which objects they name.

An explanation's params hold names as text ("Llanowar Elves", "Grizzly Bears, Hill Giant"), so
the engine stays free of any language's card names. A reply in Spanish shows each card by its
printed Spanish name: it needs to know *which object* a name stands for, never to look for an
English name inside a sentence. ``ObjectName`` is that name: a ``str`` (so params, ``--json`` and
every comparison see plain text) that also carries the ids of the objects it names, one part
per object. ``renamed`` gives the params with every such name said another way, and the
explanation is then rendered again from its template (``bot/replies/names.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache


class ObjectName(str):
    """A name, or a list of names, of objects: the text, plus (object id, text) for each part."""

    parts: tuple[tuple[str, str], ...]

    def __new__(cls, text: str, parts: tuple[tuple[str, str], ...]) -> ObjectName:
        made = super().__new__(cls, text)
        made.parts = parts
        return made

    def __reduce__(self) -> tuple[object, ...]:  # a checked result crosses a process (bot/handlers/heavy.py)
        return (ObjectName, (str(self), self.parts))


@lru_cache(maxsize=8192)
def one_name(obj_id: str, text: str) -> ObjectName:
    """The name of one object (kept: an ``ObjectName`` never changes, and a check names the
    same objects round after round; a 300-object check named each afresh at 0.5 µs a name)."""
    return ObjectName(text, ((obj_id, text),))


def joined(names: Iterable[str], separator: str | None = None) -> str:
    """A list of names for a sentence; " / " when a name holds a comma ("Thalia, Guardian of
    Thraben"). Names of objects stay an ``ObjectName`` naming every part."""
    names = list(names)
    text = (separator or (" / " if any("," in n for n in names) else ", ")).join(names)
    named = [n for n in names if isinstance(n, ObjectName)]
    if names and len(named) == len(names):
        return ObjectName(text, tuple(p for n in named for p in n.parts))
    return text


def joined_parts(parts: Iterable[tuple[str | None, str]], separator: str) -> str:
    """(object id or None, name) pairs as one name list, each name once (the first id kept): an
    ``ObjectName`` when every part is an object's. Cheaper than naming each part first, for
    lists a check builds for every creature an effect changed (``continuous.size_sources``)."""
    first: dict[str, str | None] = {}
    for obj_id, text in parts:
        if text not in first:
            first[text] = obj_id
    if not first:
        return ""
    text = separator.join(first)
    ids = first.values()
    if None in ids:
        return text
    return ObjectName(text, tuple(zip(ids, first, strict=True)))  # type: ignore[arg-type]


#: How a reply says the object with this id, given how the engine named it (None: unchanged).
Rename = Callable[[str, str], str | None]


def said(value: str, rename: Rename) -> str:
    """``value`` with each object it names said by ``rename``; any other text unchanged."""
    if not isinstance(value, ObjectName):
        return value
    shown = [rename(obj_id, text) or text for obj_id, text in value.parts]
    if shown == [text for _, text in value.parts]:
        return value
    return joined(shown) if len(shown) > 1 else shown[0]


def renamed(params: Mapping[str, str | int], rename: Rename) -> dict[str, str | int]:
    """The params with every object name said by ``rename`` (numbers and words unchanged)."""
    return {k: said(v, rename) if isinstance(v, str) else v for k, v in params.items()}
