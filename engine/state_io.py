"""Reading a game state from JSON, with errors a judge can act on.

Pydantic's errors are turned into a typed :class:`InvalidState` whose entries name the field
(``objects[2].counters.+1/+1``), the offending value and what was wrong, so the CLI and the bot
can show them without a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

from engine import json_limits
from engine.errors import KeyedError
from engine.model import GameState

#: Bigger than any real board; stops a pasted 10^9-object file before it is parsed.
MAX_STATE_BYTES = 5_000_000
#: Objects a JSON state may hold: counted before validation, which costs far more per object.
MAX_STATE_OBJECTS = 10_000


@dataclass(frozen=True, slots=True)
class StateProblem:
    where: str
    message: str
    value: str


class InvalidState(KeyedError, ValueError):
    """A JSON state that doesn't describe a valid game state; ``details`` lists the first problems."""

    key = "error.invalid_state"

    def __init__(self, problems: list[StateProblem]) -> None:
        lines = [f"  {p.where}: {p.message} (got {p.value})" for p in problems[:20]]
        if len(problems) > 20:
            lines.append(f"  … and {len(problems) - 20} more")
        super().__init__(details="\n".join(lines))
        self.problems = problems


def _where(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(state)"


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def state_from_json(text: str | bytes) -> GameState:
    if len(text) > MAX_STATE_BYTES:
        raise InvalidState([StateProblem("(state)", f"larger than {MAX_STATE_BYTES:,} bytes", f"{len(text):,} bytes")])
    try:
        data = json_limits.loads(text)
    except json_limits.JsonLimitError:
        raise InvalidState(
            [StateProblem("(state)", "nested too deep", f"more than {json_limits.MAX_DEPTH} levels")]
        ) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidState([StateProblem("(state)", "not JSON", str(exc)[:80])]) from None
    objects = data.get("objects") if isinstance(data, dict) else None
    if isinstance(objects, list) and len(objects) > MAX_STATE_OBJECTS:
        raise InvalidState([StateProblem("objects", f"more than {MAX_STATE_OBJECTS:,} objects", f"{len(objects):,}")])
    try:
        return GameState.model_validate(data)
    except ValidationError as exc:
        problems = [StateProblem(_where(tuple(e["loc"])), e["msg"], _short(e.get("input"))) for e in exc.errors()]
        raise InvalidState(problems) from None
