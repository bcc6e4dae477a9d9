"""What a board probably left unsaid, noticed once before the first check.

The engine has no card database: it checks the board as described and never guesses a type
or supertype. Where a description makes an omission likely and the answer depends on it, a
note asks the judge, so "no state-based actions" is never silently wrong for that reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.model import GameObject
from engine.sba.rules import Remark


def unstated_legends(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """Same-named permanents of one controller, not stated legendary, named "Name, Title".

    A title after a comma ("Thalia, Guardian of Thraben", "Jace, the Mind Sculptor") is how
    legendary cards are named, and whether 704.5j applies turns on that supertype alone.
    """
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in objects:
        if ", " in obj.name and obj.is_permanent_in_play and "legendary" not in obj.supertypes:
            groups.setdefault((obj.controller or obj.owner, obj.name.casefold()), []).append(obj)
    for group in groups.values():
        if len(group) > 1:
            subjects = tuple(sorted(o.id for o in group))
            yield Remark("maybe_legendary", subjects, {"object": group[0].name, "count": len(group)}, "legend_rule")
