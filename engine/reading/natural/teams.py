"""Two-Headed Giant teams as judges name them (810): "Team A", "my team (me and Omar)", "nuestro
equipo", "el equipo de Ana y Bruno", "Carla and Dani's team", "Equipo 1: Ana y Beto".

A team shares one life total and one poison total (810.9, 810.10), so what a judge says of a
team is said of it, not of a player. This pass turns each way of naming a team into one ``team``
span (its name or its side, and the members said with it), so the phrasing rows read "TEAM is
at 5 life" whatever the words. Members said nowhere are the writer (their own team) or the
writer's opponent (the other one): the board reader needs one player per team, never invented.
"""

from __future__ import annotations

import re

from engine.reading.natural.story import TEAMMATE
from engine.reading.natural.tagger import Span

#: A team's side when the words name it by whose it is, not by a name.
SELF_SIDE = "self"
OTHER_SIDE = "other"


def mark_teams(spans: list[Span]) -> list[Span]:
    """The spans with every team phrase (and the members said with it) as one ``team`` span:
    ``extra["team"]`` its name ("A", "1") or side, ``extra["members"]`` the players said."""
    out: list[Span] = []
    sides: dict[str, Span] = {}  # the teams a "… vs …" told, by side: what "we"/"they" name after it
    i = 0
    while i < len(spans):
        span = spans[i]
        team: Span | None = None
        versus = _versus(spans, i)
        if versus is not None:  # "(me + Leo vs Sam + Ria)": both teams, with their members
            first, second, i = versus
            sides = {_side(first): first, _side(second): second}
            out += [first, second]
            continue
        word, _, rest = span.text.partition(" ")
        said_side = _WE_THEY.get(word.casefold()) if sides else None
        if said_side is not None and said_side in sides:
            team = _team(span, span, str(sides[said_side].extra["team"]))  # "we're at 9", "they're at 5"
            team.extra["members"] = list(sides[said_side].extra["members"])  # type: ignore[call-overload]
            i += 1
            if rest:  # "We're at" is one phrase: the team, then what the rest of it says
                team.text, team.end = word, span.start + len(word)
                out.append(team)
                out.append(Span(span.first, span.last, rest, span.end - len(rest), span.end, span.kinds))
                continue
        elif span.is_("team_self") or span.is_("team_other"):
            team = _team(span, span, SELF_SIDE if span.is_("team_self") else OTHER_SIDE)
            i += 1
        elif _me_and_partner(spans, i):  # "mi compañero y yo tenemos 5 vidas", "my partner and I"
            team = _team(span, spans[i + 2], SELF_SIDE)
            i += 3
        elif _two_headed(spans) and _we_two(spans, i):  # 2HG: "Laura y yo teníamos …", "me and Jake were on 4"
            members, end = _members(spans, i)
            team = _team(span, spans[end - 1], SELF_SIDE)
            team.extra["members"] = members
            i = end
        elif span.is_("team_word") and i + 1 < len(spans) and len(_members(spans, i + 1)[0]) >= 2:
            members, end = _members(spans, i + 1)  # "Team Ana/Beto has 14 poison counters"
            team = _team(span, spans[end - 1], _name_of_members(members))
            team.extra["members"] = members
            i = end
        elif span.is_("team_word") and i + 1 < len(spans) and _is_label(spans[i + 1]):
            team = _team(span, spans[i + 1], spans[i + 1].text.upper())
            i += 2
        elif span.is_("team_word") and i + 2 < len(spans) and spans[i + 1].text.casefold() in ("de", "of"):
            members, end = _members(spans, i + 2)
            if members:  # "el equipo de Ana y Bruno"
                team = _team(span, spans[end - 1], _name_of_members(members))
                team.extra["members"] = members
                i = end
        elif span.is_("team_word") and out and _possessive_pair(out):
            first, second = out[-3], out[-1]  # "Carla and Dani's team"
            members = [_plain(first.text), _plain(second.text)]
            del out[-3:]
            team = _team(first, span, _name_of_members(members))
            team.extra["members"] = members
            i += 1
        if team is None:
            out.append(span)
            i += 1
            continue
        i = _said_members(spans, i, team)
        out.append(team)
    return out


#: The words that name a side once a "… vs …" told both teams.
_WE_THEY = {
    "we": SELF_SIDE, "we're": SELF_SIDE, "were": SELF_SIDE, "us": SELF_SIDE, "nosotros": SELF_SIDE,
    "they": OTHER_SIDE, "they're": OTHER_SIDE, "theyre": OTHER_SIDE, "them": OTHER_SIDE, "ellos": OTHER_SIDE,
    "ellas": OTHER_SIDE,
}  # fmt: skip


def _versus(spans: list[Span], i: int) -> tuple[Span, Span, int] | None:
    """Two teams of two or more said against each other ("me + Leo vs Sam + Ria", "Ana y Beto
    contra Carla y Dani" is not read: "contra" is also protection's word): (first, second, end)."""
    if i > 0 and not (spans[i - 1].text in ("(", ":", ",", ".") or spans[i - 1].is_("filler")):
        return None
    first, at = _members(spans, i)
    if len(first) < 2 or at >= len(spans) or spans[at].text.casefold().rstrip(".") not in ("vs", "versus", "v"):
        return None
    second, end = _members(spans, at + 1 + (at + 1 < len(spans) and spans[at + 1].text == "."))
    if len(second) < 2:
        return None
    teams = []
    for members, first_span, last_span in ((first, spans[i], spans[at - 1]), (second, spans[at + 1], spans[end - 1])):
        team = _team(first_span, last_span, SELF_SIDE if "you" in members else _name_of_members(members))
        team.extra["members"] = members
        teams.append(team)
    if teams[0].extra["team"] == teams[1].extra["team"]:
        teams[1].extra["team"] = OTHER_SIDE if teams[0].extra["team"] == SELF_SIDE else teams[1].text[:2].upper()
    return teams[0], teams[1], end


def _side(team: Span) -> str:
    return SELF_SIDE if "you" in team.extra["members"] else OTHER_SIDE  # type: ignore[operator]


def _team(first: Span, last: Span, name: str) -> Span:
    span = Span(first.first, last.last, " ".join(dict.fromkeys((first.text, last.text))), first.start, last.end,
                frozenset({"team"}))  # fmt: skip
    span.extra["team"] = name
    span.extra["members"] = []
    return span


def _is_label(span: Span) -> bool:
    """ "A", "B", "1", "2": what names a team after the word "team"."""
    text = span.text
    return (len(text) == 1 and text.isalnum()) or (text.isdigit() and len(text) <= 2)


def _said_members(spans: list[Span], i: int, team: Span) -> int:
    """Members right after the team: in brackets ("(me and Omar)") or after a colon ("Equipo 1:
    Ana y Beto"). Where the members end."""
    if i + 1 < len(spans) and spans[i].text == ":" and (spans[i + 1].is_("num") or spans[i + 1].is_("minus")):
        return i + 1  # "team A: 5 life": the colon says what follows is the team's
    if i < len(spans) and spans[i].text in ("(", ":"):
        closing = spans[i].text == "("
        members, end = _members(spans, i + 1)
        if members and (not closing or (end < len(spans) and spans[end].text == ")")):
            said = team.extra["members"]
            team.extra["members"] = [*(said if isinstance(said, list) else []), *members]
            return end + 1 if closing else end
    return i


def _members(spans: list[Span], i: int) -> tuple[list[str], int]:
    """Players listed from ``i`` ("Ana y Beto", "me and my partner", "yo y mi compa Javi")."""
    members: list[str] = []
    while i < len(spans):
        span = spans[i]
        if span.is_("self"):
            members.append("you")
        elif span.is_("partner"):
            if i + 1 < len(spans) and spans[i + 1].is_("capitalised") and not spans[i + 1].is_("card"):
                members.append(_plain(spans[i + 1].text))  # "my partner Omar": Omar
                i += 1
            else:
                members.append(TEAMMATE)
        elif (span.is_("capitalised") or span.is_("player")) and not span.is_("card") and span.kinds <= _NAME_KINDS:
            members.append(_plain(span.text))
        elif span.text.casefold() in ("and", "y", "e", ",", "/", "&", "+") and members:
            i += 1
            continue
        else:
            break
        i += 1
    return members, i


def _two_headed(spans: list[Span]) -> bool:
    """Whether the text says it is a Two-Headed Giant game (810)."""
    return any(s.is_("variant") and _TWO_HEADED.search(s.text.casefold()) for s in spans)


_TWO_HEADED = re.compile(r"2hg|two.headed|dos cabezas|bic[eé]falo")


def _we_two(spans: list[Span], i: int) -> bool:
    """The writer and one player named, said together as a sentence's subject ("Laura y yo",
    "me and Jake"): in a Two-Headed Giant game, the writer's team."""
    if i > 0 and not (spans[i - 1].is_("end") or spans[i - 1].text in (",", ":", "(") or spans[i - 1].is_("filler")):
        return False
    members, end = _members(spans, i)
    return len(members) == 2 and "you" in members and end < len(spans) and not spans[end].is_("card")


def _me_and_partner(spans: list[Span], i: int) -> bool:
    """The writer and their partner named together, in either order: their team."""
    if i + 2 >= len(spans) or spans[i + 1].text.casefold() not in ("and", "y", "&"):
        return False
    one, other = spans[i], spans[i + 2]
    return (one.is_("partner") and other.is_("self")) or (one.is_("self") and other.is_("partner"))


def _possessive_pair(out: list[Span]) -> bool:
    if len(out) < 3:
        return False
    first, joiner, second = out[-3], out[-2], out[-1]
    return (
        joiner.text.casefold() in ("and", "y", "&")
        and second.text.endswith(("'s", "’s"))
        and first.is_("capitalised")
        and second.is_("capitalised")
        and not first.is_("card")
        and not second.is_("card")
    )


def _plain(text: str) -> str:
    return text.removesuffix("'s").removesuffix("’s")


def _name_of_members(members: list[str]) -> str:
    """A team named by its members is called by its first member's initial ("A" for Ana's)."""
    return members[0][:1].upper()


#: What a member's word may be: a name typed capitalised, already a player, or a plain word.
_NAME_KINDS = frozenset({"capitalised", "player", "word", "opponent"})
