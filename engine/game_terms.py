"""Game and match in Spanish: one table every reply, the glossary and the infraction names follow.

Printed Spanish cards say "pierdes el juego" (771 printed texts, none "la partida"), so a game
is a "juego"; a match, the tournament's best-of-three, is a "partida" (MTR 2.1). A test reads
every Spanish string beside its English one and holds them to this table.
"""

from __future__ import annotations

SPANISH: dict[str, str] = {
    "game": "juego",
    "games": "juegos",
    "match": "partida",
    "matches": "partidas",
    "game loss": "pérdida de juego",
    "match loss": "pérdida de partida",
}
