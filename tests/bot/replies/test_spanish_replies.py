"""Spanish replies read as a Spanish judge writes: no English word leaks into them.

A corpus of Spanish boards, one per family of answer (actions, choices, notes, outcomes, the
board as read), is answered in Spanish; every English word a reply could leak is looked for.
Card names in the corpus are Spanish, so anything English comes from Juez.
"""

from __future__ import annotations

import re

import pytest

from bot.replies.reply import to_text
from bot.replies.sba import sba_reply
from engine.board import parse_board
from engine.sba import check_sba

CORPUS = [
    "Osos pardos 2/2 con 2 de daño; Rancor aura encantando a Osos pardos",
    "Osos pardos 2/2 equipados con Partehuesos, 2 de daño",
    "Tengo 0 vidas; oponente: 10 contadores de veneno",
    "Thalia legendaria 2/1 x2",
    "Elfos 1/1 con toque mortal, arrollar y vínculo vital, 1 de daño",
    "Elfos 2/2 con 1 de daño de toque mortal y un escudo de regeneración",
    "Ballesta 0/0 con 2 contadores +1/+1 y 3 contadores -1/-1",
    "Hidra 0/0 con 4 contadores de carga, máximo 2 contadores de carga",
    "Saga con 3 contadores de historia, capítulo final 3",
    "Saga con 3 contadores de sabiduría",
    "Jace planeswalker con 0 contadores de lealtad",
    "Invasión batalla asedio defensa 3",
    "Invasión batalla asedio defensa 0, protector nadie",
    "Caballero 2/2 protección contra el negro; Miedo aura negra encantando a Caballero",
    "Caballero 2/2 protección contra el negro; Miedo aura encantando a Caballero",
    "ficha de Zombi 2/2 en el exilio",
    "gigante de dos cabezas; Ana: equipo A; Bea: equipo A; Carla: equipo B; Dani: equipo B; Ana: robó de una biblioteca vacía",
    "formato commander; Ana ha recibido 21 puntos de daño de combate de su comandante",
    "Atraxa comandante acaba de morir",
    "Ana: 0 vidas; Bea: 20 vidas; Carla: 20 vidas; Osos pardos de Bea 2/2 controlados por Ana",
    "Morfo boca abajo con 2 de daño",
    "Thalia legendaria 2/1 x2 boca abajo",
    "Osos pardos 2/2 recibe +2/+2 hasta el final del turno y 3 de daño",
    "Ana: -2 vidas, pero no puede perder",
    "Osos pardos 2/2 fuera de fase; Rancor aura encantando a Osos pardos",
    "Caballero 2/2 rebatir 2, vuela, daña primero",
    "Ambos jugadores tienen 0 vidas",
]

#: English words Juez itself could write; none may appear in a Spanish reply.
ENGLISH = re.compile(
    r"\b(the|and|with|damage|life|creature|equipment|enchantment|attached|graveyard|counters?|loyalty|"
    r"you|legendary|token|flying|trample|lifelink|deathtouch|protection|from|round|board|outcome|notes?|"
    r"lose|loses|game|draw|battle|defense|exile|owner|controller|rule|rules|choose|keep|phased|gets)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("board", CORPUS)
def test_a_spanish_reply_has_no_english(board: str) -> None:
    state = parse_board(board)
    text = to_text(sba_reply(check_sba(state), "es", board=state))
    leaks = sorted({m.group(0) for m in ENGLISH.finditer(text)})
    assert not leaks, f"{leaks} in:\n{text}"
