"""Our own explanations of each state-based action, in English and Spanish.

Written for judges, never copied from the Comprehensive Rules. Keys are the stable kind ids,
optionally refined by an outcome or reason (``lethal_damage.regenerated``); the most specific
key that exists wins. Placeholders are filled from the finding's params.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.cards.spanish_type_line import CARD_TYPES
from engine.counters import counter_name
from engine.model import DEFAULT_PLAYERS, OWN_COMMANDER_NAMES

LANGUAGES = ("en", "es")
#: A regeneration shield among the options of a 616.1 choice: it has no source to name.
REGENERATION_SHIELD = "a regeneration shield"

#: Protection qualities (702.16) as the explanations say them: types in the plural.
QUALITY_EN: dict[str, str] = {
    "creature": "creatures",
    "artifact": "artifacts",
    "enchantment": "enchantments",
    "land": "lands",
    "planeswalker": "planeswalkers",
    "aura": "Auras",
    "equipment": "Equipment",
}

QUALITY_ES: dict[str, str] = {
    "white": "blanco",
    "blue": "azul",
    "black": "negro",
    "red": "rojo",
    "green": "verde",
    "multicolored": "multicolor",
    "monocolored": "monocolor",
    "colorless": "incoloro",
    "everything": "todo",
    "creature": "criaturas",
    "artifact": "artefactos",
    "enchantment": "encantamientos",
    "land": "tierras",
    "planeswalker": "planeswalkers",
    "aura": "Auras",
    "equipment": "Equipos",
}

EXPLANATIONS: dict[str, dict[str, str]] = {
    "zero_life": {
        "en": "{player} has {life} life, so they lose the game.",
        "es": "{player} tiene {life} vidas, así que pierde el juego.",
    },
    "empty_library_draw": {
        "en": "{player} tried to draw from an empty library since the last check, so they lose the game.",
        "es": "{player} intentó robar de una biblioteca vacía desde la última verificación, así que pierde el juego.",
    },
    "poison": {
        "en": "{player} has {poison} poison counters (ten or more), so they lose the game.",
        "es": "{player} tiene {poison} contadores de veneno (diez o más), así que pierde el juego.",
    },
    "token_outside_battlefield": {
        "en": "{object} is a token {in_zone}; tokens only exist on the battlefield, so it ceases to exist.",
        "es": "{object} es una ficha {in_zone}; las fichas solo existen en el campo de batalla, así que deja de existir.",
    },
    "copy_outside_zone.spell": {
        "en": "{object} is a copy of a spell outside the stack ({zone}), so it ceases to exist.",
        "es": "{object} es una copia de un hechizo fuera de la pila ({zone}), así que deja de existir.",
    },
    "copy_outside_zone.card": {
        "en": "{object} is a copy of a card {in_zone}; card copies only exist on the stack or the battlefield, so it ceases to exist.",
        "es": "{object} es una copia de una carta {in_zone}; las copias de cartas solo existen en la pila o el campo de batalla, así que deja de existir.",
    },
    "zero_toughness": {
        "en": "{object} has toughness {toughness}, so it is put into its owner's graveyard. This is not destruction: indestructible doesn't help and regeneration can't replace it.",
        "es": "{object} tiene resistencia {toughness}, así que va al cementerio de su propietario. No es destruir: ser indestructible no ayuda y la regeneración no puede reemplazarlo.",
    },
    "lethal_damage.destroyed": {
        "en": "{object} has {damage} damage marked and toughness {toughness}: that is lethal damage, so it is destroyed.",
        "es": "{object} tiene {damage} de daño marcado y resistencia {toughness}: es daño letal, así que se destruye.",
    },
    "lethal_damage.regenerated": {
        "en": "{object} has lethal damage ({damage} damage, toughness {toughness}); a regeneration shield replaces the destruction: it is tapped, its damage is removed and it leaves combat.",
        "es": "{object} tiene daño letal ({damage} de daño, resistencia {toughness}); un escudo de regeneración reemplaza la destrucción: se gira, se le quita el daño y se retira del combate.",
    },
    "deathtouch_damage.destroyed": {
        "en": "{object} was dealt damage by a source with deathtouch since the last check, so it is destroyed.",
        "es": "{object} recibió daño de una fuente con toque mortal desde la última verificación, así que se destruye.",
    },
    "deathtouch_damage.regenerated": {
        "en": "{object} was dealt deathtouch damage; a regeneration shield replaces the destruction: it is tapped, its damage is removed and it leaves combat.",
        "es": "{object} recibió daño de una fuente con toque mortal; un escudo de regeneración reemplaza la destrucción: se gira, se le quita el daño y se retira del combate.",
    },
    "zero_loyalty": {
        "en": "{object} has loyalty {loyalty}, so it is put into its owner's graveyard (not destroyed: indestructible doesn't help).",
        "es": "{object} tiene lealtad {loyalty}, así que va al cementerio de su propietario (no se destruye: ser indestructible no ayuda).",
    },
    "planeswalker_uniqueness": {
        "en": "{player} controls more than one planeswalker of type {subtype}; they keep {kept} and the rest go to their owners' graveyards (the planeswalker uniqueness rule of this edition, removed in September 2017).",
        "es": "{player} controla más de un planeswalker del tipo {subtype}; conserva {kept} y el resto va al cementerio de sus propietarios (la regla de unicidad de planeswalkers de esta edición, eliminada en septiembre de 2017).",
    },
    "legend_rule": {
        "en": "{player} controls more than one legendary permanent named {object}; they keep {kept} and the rest go to their owners' graveyards (not destroyed).",
        "es": "{player} controla más de un permanente legendario llamado {object}; conserva {kept} y el resto va al cementerio de sus propietarios (no se destruyen).",
    },
    "world_rule": {
        "en": "More than one world permanent: {kept} has been a world permanent for the shortest time and stays; the rest ({object}) go to their owners' graveyards.",
        "es": "Hay más de un permanente mundo: {kept} es mundo desde hace menos tiempo y se queda; el resto ({object}) va al cementerio de su propietario.",
    },
    "world_rule.tie": {
        "en": "More than one world permanent and a tie for the newest: all of them ({object}) go to their owners' graveyards.",
        "es": "Hay más de un permanente mundo y empatan en ser el más reciente: todos ({object}) van al cementerio de sus propietarios.",
    },
    "aura_illegal.unattached": {
        "en": "{object} is an Aura that isn't attached to anything (or what it enchanted is gone), so it is put into its owner's graveyard.",
        "es": "{object} es un Aura que no está anexada a nada (o lo que encantaba ya no está), así que va al cementerio de su propietario.",
    },
    "aura_illegal.illegal": {
        "en": "{object} is attached illegally (for example, protection), so it is put into its owner's graveyard.",
        "es": "{object} está anexada ilegalmente (por ejemplo, por protección), así que va al cementerio de su propietario.",
    },
    "aura_illegal.restriction": {
        "en": "{object} has \"enchant {enchant}\" and what it is attached to doesn't match, so it is put into its owner's graveyard.",
        "es": '{object} tiene "encantar {enchant}" y aquello a lo que está anexada no lo cumple, así que va al cementerio de su propietario.',
    },
    "aura_illegal.not_player": {
        "en": '{object} has "enchant {enchant}" but is attached to a player, so it is put into its owner\'s graveyard.',
        "es": '{object} tiene "encantar {enchant}" pero está anexada a un jugador, así que va al cementerio de su propietario.',
    },
    "aura_illegal.protection": {
        "en": "{host} has protection from {quality}, which stops {object} enchanting it ({see}), so the Aura is put into its owner's graveyard.",
        "es": "{host} tiene protección contra {quality}, que impide que {object} lo encante ({see}), así que el Aura va al cementerio de su propietario.",
    },
    "aura_illegal.itself": {
        "en": "{object} can't enchant itself, so it is put into its owner's graveyard.",
        "es": "{object} no puede encantarse a sí misma, así que va al cementerio de su propietario.",
    },
    "equipment_illegal.protection": {
        "en": "{host} has protection from {quality}, which stops {object} being attached to it ({see}), so it becomes unattached and stays on the battlefield.",
        "es": "{host} tiene protección contra {quality}, que impide que {object} esté anexado a él ({see}), así que se desanexa y se queda en el campo de batalla.",
    },
    "equipment_illegal.player": {
        "en": "{object} is attached to a player, so it becomes unattached and stays on the battlefield.",
        "es": "{object} está anexado a un jugador, así que se desanexa y se queda en el campo de batalla.",
    },
    "equipment_illegal.unattached": {
        "en": "What {object} was attached to is no longer on the battlefield, so it becomes unattached and stays on the battlefield.",
        "es": "Lo que tenía anexado {object} ya no está en el campo de batalla, así que se desanexa y se queda en el campo de batalla.",
    },
    "equipment_illegal": {
        "en": "{object} is attached to a permanent it can't legally be attached to, so it becomes unattached and stays on the battlefield.",
        "es": "{object} está anexado a un permanente al que no puede anexarse legalmente, así que se desanexa y se queda en el campo de batalla.",
    },
    "illegal_attachment": {
        "en": "{object} can't be attached to anything (it is a creature or battle, or not an Aura, Equipment or Fortification), so it becomes unattached and stays on the battlefield.",
        "es": "{object} no puede estar anexado a nada (es una criatura o batalla, o no es Aura, Equipo ni Fortificación), así que se desanexa y se queda en el campo de batalla.",
    },
    "counter_annihilation.one": {
        "en": "{object} has +1/+1 and -1/-1 counters: one of each is removed. Its power and toughness don't change.",
        "es": "{object} tiene contadores +1/+1 y -1/-1: se quita un contador de cada tipo. Su fuerza y resistencia no cambian.",
    },
    "counter_annihilation": {
        "en": "{object} has both +1/+1 and -1/-1 counters: it loses {count} of each kind. Its power and toughness don't change.",
        "es": "{object} tiene contadores +1/+1 y -1/-1: se quitan {count} contadores de cada tipo. Su fuerza y resistencia no cambian.",
    },
    "counter_limit": {
        "en": "{object} has too many {counter} counters ({count}; it can have at most {limit}): the extra ones are removed.",
        "es": "{object} tiene demasiados contadores de {counter} ({count}; puede tener como máximo {limit}): se quitan los que sobran.",
    },
    "saga_complete": {
        "en": "{object}'s lore counters ({lore}) have reached its final chapter ({final}) and no chapter ability is waiting on the stack: its controller sacrifices it.",
        "es": "Los contadores de sabiduría de {object} ({lore}) alcanzan su capítulo final ({final}) y no hay habilidad de capítulo en la pila: su controlador la sacrifica.",
    },
    "dungeon_complete": {
        "en": "{player}'s venture marker is on the bottommost room of their dungeon and no room ability is waiting: the dungeon is removed from the game (completed).",
        "es": "El marcador de aventura de {player} está en la última sala de su mazmorra y no hay habilidad de sala pendiente: la mazmorra se retira del juego (completada).",
    },
    "space_sculptor_sector": {
        "en": "A permanent with space sculptor is on the battlefield: {player} gives a sector designation to {object}.",
        "es": "Hay un permanente con escultor espacial en el campo de batalla: {player} da una designación de sector a {object}.",
    },
    "siege_zero_defense": {
        "en": "{object} is a Siege with defense 0 and no ability of it waiting on the stack, so it is put into its owner's graveyard.",
        "es": "{object} es un Asedio con defensa 0 y sin habilidad suya pendiente en la pila, así que va al cementerio de su propietario.",
    },
    "battle_zero_defense": {
        "en": "{object} is a non-Siege battle with defense 0, so it is put into its owner's graveyard.",
        "es": "{object} es una batalla que no es Asedio con defensa 0, así que va al cementerio de su propietario.",
    },
    "battle_no_protector.chosen": {
        "en": "{object} has no protector and isn't being attacked: {player} becomes its protector.",
        "es": "{object} no tiene protector y no está siendo atacada: {player} pasa a ser su protector.",
    },
    "battle_no_protector.graveyard": {
        "en": "{object} has no protector and no player can be chosen, so it is put into its owner's graveyard.",
        "es": "{object} no tiene protector y no se puede elegir a ningún jugador, así que va al cementerio de su propietario.",
    },
    "battle_illegal_protector.chosen": {
        "en": "{object}'s protector can't protect it (for a Siege, it must be an opponent of its controller): {player} becomes its protector.",
        "es": "El protector de {object} no puede serlo (en un Asedio debe ser un oponente de su controlador): {player} pasa a ser su protector.",
    },
    "battle_illegal_protector.graveyard": {
        "en": "{object}'s protector can't protect it and no other player can be chosen, so it is put into its owner's graveyard.",
        "es": "El protector de {object} no puede serlo y no se puede elegir a otro jugador, así que va al cementerio de su propietario.",
    },
    "role_rule": {
        "en": "{host} has more than one Role from {player}: only the newest, {kept}, stays; the rest ({object}) go to their owners' graveyards.",
        "es": "{host} tiene más de un Rol de {player}: solo se queda el más reciente, {kept}; el resto ({object}) va al cementerio de su propietario.",
    },
    "speed_start": {
        "en": "{player} controls a permanent with start your engines! and has no speed: their speed becomes 1.",
        "es": "{player} controla un permanente con ¡Arranquen motores! y no tiene velocidad: su velocidad pasa a ser 1.",
    },
    "team_zero_life": {
        "en": "Team {team} has {life} life, so the team ({player}) loses the game.",
        "es": "El equipo {team} tiene {life} vidas, así que el equipo ({player}) pierde el juego.",
    },
    "team_poison": {
        "en": "Team {team} has {poison} poison counters (fifteen or more), so the team ({player}) loses the game.",
        "es": "El equipo {team} tiene {poison} contadores de veneno (quince o más), así que el equipo ({player}) pierde el juego.",
    },
    "commander_damage": {
        "en": "{player} has been dealt {amount} combat damage by the commander {commander} (21 or more), so they lose the game.",
        "es": "{player} recibió {amount} de daño de combate del comandante {commander} (21 o más), así que pierde el juego.",
    },
    "commander_to_command_zone": {
        "en": "{object} is a commander that was put {into_zone} since the last check; {player} chooses to put it into the command zone.",
        "es": "{object} es un comandante que fue {into_zone} desde la última verificación; {player} elige ponerlo en la zona de mando.",
    },
    "scheme_face_down": {
        "en": "{object} is a face-up non-ongoing scheme with no scheme trigger waiting: it is turned face down and put on the bottom of {player}'s scheme deck.",
        "es": "{object} es un plan boca arriba que no es continuo y sin habilidades de plan pendientes: se pone boca abajo en el fondo del mazo de planes de {player}.",
    },
    "phenomenon_planeswalk": {
        "en": "{object} is a face-up phenomenon with no trigger waiting: the planar controller ({player}) planeswalks.",
        "es": "{object} es un fenómeno boca arriba sin habilidad disparada pendiente: el controlador planar ({player}) camina por los planos.",
    },
    # Pending choices.
    "choice.planeswalker_uniqueness": {
        "en": "{chooser} must choose which of {subjects} to keep (planeswalker uniqueness rule, until September 2017); the others go to their owners' graveyards.",
        "es": "{chooser} debe elegir cuál de {subjects} conserva (regla de unicidad de planeswalkers, hasta septiembre de 2017); los demás van al cementerio de su propietario.",
    },
    "choice.legend_rule": {
        "en": "{chooser} must choose which of {subjects} to keep (legend rule); the others go to their owners' graveyards.",
        "es": "{chooser} debe elegir cuál de {subjects} conserva (regla de leyendas); los demás van al cementerio de su propietario.",
    },
    "choice.legend_rule.two": {
        "en": "{chooser} must choose which of {subjects} to keep (legend rule); the other goes to its owner's graveyard.",
        "es": "{chooser} debe elegir cuál de {subjects} conserva (regla de leyendas); el otro va al cementerio de su propietario.",
    },
    "choice.saga_complete": {
        "en": "{subjects} has as many lore counters as its last chapter: is that chapter's ability still on the stack? If it has left the stack, the Saga is sacrificed (714.4); while it is on the stack, the Saga stays. Say `chapter resolved` or `chapter on the stack`.",
        "es": "{subjects} tiene tantos contadores de historia como su último capítulo: ¿sigue en la pila la habilidad de ese capítulo? Si ya dejó la pila, la Saga se sacrifica (714.4); mientras esté en la pila, la Saga se queda. Indica `capítulo resuelto` o `capítulo en la pila`.",
    },
    "choice.battle_no_protector": {
        "en": "{chooser} must choose the protector of {subjects} among: {options}.",
        "es": "{chooser} debe elegir el protector de {subjects} entre: {options}.",
    },
    "choice.battle_illegal_protector": {
        "en": "{chooser} must choose a new protector for {subjects} among: {options}.",
        "es": "{chooser} debe elegir un nuevo protector para {subjects} entre: {options}.",
    },
    "choice.commander_to_command_zone": {
        "en": "{chooser} may put {subjects} into the command zone, or leave it where it is.",
        "es": "{chooser} puede poner {subjects} en la zona de mando o dejarlo donde está.",
    },
    "choice.space_sculptor_sector": {
        "en": "{chooser} must choose a sector ({options}) for each of: {subjects}.",
        "es": "{chooser} debe elegir un sector ({options}) para cada una de: {subjects}.",
    },
    # Notes for the judge.
    "note.indestructible": {
        "en": "{object} would be destroyed, but it is indestructible: it stays on the battlefield.",
        "es": "{object} se destruiría, pero es indestructible: se queda en el campo de batalla.",
    },
    "note.cant_lose": {
        "en": "{player} meets a losing condition, but an effect says they can't lose the game: nothing happens, and the condition stays true.",
        "es": "{player} cumple una condición de derrota, pero un efecto dice que no puede perder el juego: no pasa nada y la condición sigue cumpliéndose.",
    },
    "note.cant_lose.source": {
        "en": "{player} meets a losing condition, but {source} says they can't lose the game: nothing happens, and the condition stays true while {source} stays.",
        "es": "{player} cumple una condición de derrota, pero {source} dice que no puede perder el juego: no pasa nada, y la condición sigue cumpliéndose mientras {source} siga en juego.",
    },
    "note.indestructible.source": {
        "en": "{object} would be destroyed, but {source} gives it indestructible: it stays on the battlefield.",
        "es": "{object} se destruiría, pero {source} le da indestructible: se queda en el campo de batalla.",
    },
    "note.replacement_destination": {
        "en": "{object} doesn't end up in a graveyard: {source}'s replacement effect applies to it (\"{text}\").",
        "es": "{object} no acaba en un cementerio: se le aplica el efecto de reemplazo de {source} («{text}»).",
    },
    "note.cant_be_destroyed": {
        "en": "{object} would be destroyed, but an effect says it can't be destroyed: it stays on the battlefield.",
        "es": "{object} se destruiría, pero un efecto dice que no puede ser destruido: se queda en el campo de batalla.",
    },
    "note.cant_be_destroyed.source": {
        "en": "{object} would be destroyed, but {source} says it can't be destroyed: it stays on the battlefield.",
        "es": "{object} se destruiría, pero {source} dice que no puede ser destruido: se queda en el campo de batalla.",
    },
    "note.ignores_zero_life": {
        "en": "{player} has {life} life, but an effect says they don't lose the game for having 0 or less life: 704.5a does nothing (other losses still apply).",
        "es": "{player} tiene {life} vidas, pero un efecto dice que no pierde el juego por tener 0 vidas o menos: la 704.5a no hace nada (las demás derrotas siguen aplicándose).",
    },
    "note.ignores_zero_life.source": {
        "en": "{player} has {life} life, but {source} says they don't lose the game for having 0 or less life: 704.5a does nothing (other losses still apply).",
        "es": "{player} tiene {life} vidas, pero {source} dice que no pierde el juego por tener 0 vidas o menos: la 704.5a no hace nada (las demás derrotas siguen aplicándose).",
    },
    "note.legend_rule_off": {
        "en": "The legend rule doesn't apply to {object} here: an effect says so, and each copy stays.",
        "es": "La regla de leyendas no se aplica a {object} aquí: un efecto lo dice, y cada copia se queda.",
    },
    "note.legend_rule_off.source": {
        "en": "The legend rule doesn't apply to {object} here: {source} says so, and each copy stays.",
        "es": "La regla de leyendas no se aplica a {object} aquí: {source} lo dice, y cada copia se queda.",
    },
    "note.needs_timestamps": {
        "en": 'To apply this rule the engine needs the timestamps of {object}; add them ("timestamp N").',
        "es": 'Para aplicar esta regla hacen falta las marcas de tiempo de {object}; añádelas ("marca de tiempo N").',
    },
    "note.needs_toughness": {
        "en": '{object} has damage marked but no stated toughness; give its power and toughness ("2/2") to check lethal damage.',
        "es": '{object} tiene daño marcado pero no se indicó su resistencia; indica su fuerza y resistencia ("2/2") para comprobar el daño letal.',
    },
    "note.needs_toughness_lowered": {
        "en": '{object} has its toughness lowered (-1/-1 counters or an effect) but the board doesn\'t give its toughness; give its power and toughness ("0/1") to check whether it is 0 or less.',
        "es": '{object} tiene la resistencia reducida (contadores -1/-1 o un efecto) pero el tablero no la da; indica su fuerza y resistencia ("0/1") para comprobar si es 0 o menos.',
    },
    "note.phased_out_with_host": {
        "en": "{object} is attached to {host}, which is phased out, so it phased out with it (indirectly) and is treated as though it doesn't exist: no state-based action applies to it.",
        "es": "{object} está anexado a {host}, que está fuera de fase, así que salió de fase con él (indirectamente) y se trata como si no existiera: no se le aplica ninguna acción basada en estado.",
    },
    "note.damage_to_planeswalker": {
        "en": "{object} has {damage} damage stated, but damage isn't marked on a planeswalker: it removes that many loyalty counters. If that damage isn't counted in its loyalty yet, give its loyalty after the damage (\"loyalty N\") to check 704.5i.",
        "es": '{object} tiene {damage} de daño indicado, pero el daño no se marca en un planeswalker: le quita ese número de contadores de lealtad. Si ese daño aún no está descontado de su lealtad, indica su lealtad después del daño ("lealtad N") para comprobar 704.5i.',
    },
    "note.damage_to_battle": {
        "en": "{object} has {damage} damage stated, but damage isn't marked on a battle: it removes that many defense counters. If that damage isn't counted in its defense yet, give its defense after the damage (\"defense N\").",
        "es": '{object} tiene {damage} de daño indicado, pero el daño no se marca en una batalla: le quita ese número de contadores de defensa. Si ese daño aún no está descontado de su defensa, indica su defensa después del daño ("defensa N").',
    },
    "note.deathtouch_is_not_deathtouch_damage": {
        "en": '{object} has deathtouch itself, which destroys what it deals damage to, not {object}. If its {damage} damage came from a source with deathtouch, say so ("deathtouch damage") and it is destroyed.',
        "es": '{object} tiene toque mortal, que destruye a lo que hace daño, no a {object}. Si sus {damage} de daño vienen de una fuente con toque mortal, dilo ("daño de toque mortal") y se destruye.',
    },
    "note.counters_in_stated_pt": {
        "en": '{object} was read as {stated} with its counters on top (toughness {toughness}), but the card is printed {printed}: if {stated} already counts the counters, its toughness is {counted} and the answer changes. To check that, give its printed power and toughness ("{printed}") with the counters.',
        "es": '{object} se leyó como {stated} con sus contadores encima (resistencia {toughness}), pero la carta está impresa como {printed}: si {stated} ya cuenta los contadores, su resistencia es {counted} y la respuesta cambia. Para comprobarlo, indica su fuerza y resistencia impresas ("{printed}") con los contadores.',
    },
    "note.face_down_not_legendary": {
        "en": "{object} is face down: a face-down permanent has no name and no supertypes, so it isn't legendary and the legend rule doesn't see it.",
        "es": "{object} está boca abajo: un permanente boca abajo no tiene nombre ni supertipos, así que no es legendario y la regla de leyendas no lo ve.",
    },
    "note.battle_rule_changed": {
        "en": "{object} has defense 0 but is the source of a trigger still on the stack, so under this edition it stays for now. Since the August 2026 update, a battle that isn't a Siege goes to the graveyard anyway.",
        "es": "{object} tiene defensa 0 pero es la fuente de una habilidad disparada que sigue en la pila, así que con esta edición se queda por ahora. Desde la actualización de agosto de 2026, una batalla que no es un Asedio va al cementerio de todos modos.",
    },
    "note.needs_protector": {
        "en": '{object} is a battle, but the board doesn\'t say who its protector is. If it has one, name them ("protector Bob"); if it has none, say "protector nobody": then a new one is chosen, or it goes to the graveyard.',
        "es": '{object} es una batalla, pero el tablero no dice quién es su protector. Si lo tiene, nómbralo ("protector Bob"); si no tiene, di "protector nadie": entonces se elige uno nuevo, o va al cementerio.',
    },
    "note.needs_types": {
        "en": '{object} is attached to {host}, but what {host} is (a creature? a land?) isn\'t known: no card of that name and no type was given, so whether it can stay attached is unknown; give its card name as printed or its types ("{host} creature 2/2").',
        "es": '{object} está anexado a {host}, pero no se sabe qué es {host} (¿una criatura? ¿una tierra?): ninguna carta se llama así y no se indicaron sus tipos, así que no se sabe si puede seguir anexado; indica su nombre impreso o sus tipos ("{host} criatura 2/2").',
    },
    "note.needs_colors": {
        "en": '{host} has protection from a color, but the colors of {object} aren\'t stated, so whether it can stay attached is unknown; give its colors ("green", or "colorless").',
        "es": '{host} tiene protección contra un color, pero no se indicaron los colores de {object}, así que no se sabe si puede seguir anexado; indica sus colores ("verde", o "incoloro").',
    },
    "note.maybe_legendary": {
        "en": '{count} permanents named {object} have one controller, and none is stated legendary. If it is legendary, the legend rule applies: its controller keeps one and the rest go to the graveyard. Say "legendary" to check it.',
        "es": '{count} permanentes llamados {object} tienen el mismo controlador y ninguno se indicó legendario. Si es legendario, se aplica la regla de leyendas: su controlador conserva uno y los demás van al cementerio. Indica "legendario" para comprobarlo.',
    },
    "note.needs_final_chapter": {
        "en": '{object} is a Saga without a stated final chapter; add it ("final chapter N").',
        "es": '{object} es una Saga sin capítulo final indicado; añádelo ("capítulo final N").',
    },
    "note.commander_damage_outside_commander": {
        "en": '{player} has 21 or more commander damage, but this isn\'t a Commander game; say "commander" to set the variant.',
        "es": '{player} tiene 21 o más de daño de comandante, pero esta no es un juego de Commander; indica "commander" para fijar la variante.',
    },
    "note.single_replacement": {
        "en": "{object} would be destroyed by more than one state-based action at once; a single regeneration shield replaces all of them.",
        "es": "{object} se destruiría por más de una acción basada en estado a la vez; un solo escudo de regeneración las reemplaza todas.",
    },
    "note.last_known_information": {
        "en": "{object} left the battlefield together with other state-based actions; its last known information is taken from before any of them.",
        "es": "{object} dejó el campo de batalla junto con otras acciones basadas en estado; su última información conocida es la de antes de todas ellas.",
    },
    "event.player_leaves_game": {
        "en": "{player} leaves the game: the objects they own leave with them.",
        "es": "{player} abandona el juego, y los objetos de los que es propietario lo abandonan también.",
    },
    "event.player_leaves_game.returned": {
        "en": "{player} leaves the game: the objects they own leave with them, and the effects that gave them control of {returned} end, so each returns to its owner's control (it isn't exiled).",
        "es": "{player} abandona el juego, los objetos de los que es propietario lo abandonan también y terminan los efectos que le daban el control de {returned}, así que cada uno vuelve a manos de su propietario (no se exilia).",
    },
    "event.equipment_left_behind": {
        "en": "{object} stays on the battlefield, attached to nothing: {host} is no longer there.",
        "es": "{object} se queda en el campo de batalla sin estar anexado a nada: {host} ya no está.",
    },
    "event.team_loses_together": {
        "en": "In Two-Headed Giant a team wins and loses together: {player} loses the game with their teammate.",
        "es": "En Gigante de dos cabezas se gana y se pierde como equipo: {player} pierde el juego junto con su compañero de equipo.",
    },
    "outcome.draw": {
        "en": "All remaining players lost at the same time: the game is a draw.",
        "es": "Todos los jugadores que quedaban perdieron a la vez: el juego termina en empate.",
    },
}

#: The same explanations when the player is the board's default player ("you" / "tú", the judge's
#: own side): second person, so a reply never says "you controls" or "tú debe".
#: What follows a state-based action: the replacement effects that change its event (614-616,
#: ``replacements.py``) and the abilities its event triggers (603, ``triggers.py``).
EXPLANATIONS.update(
    {
        "lethal_damage.armor": {
            "en": "{object} has {damage} damage marked and toughness {toughness}: that is lethal damage, so it would be destroyed.",
            "es": "{object} tiene {damage} de daño marcado y resistencia {toughness}: es daño letal, así que se destruiría.",
        },
        "deathtouch_damage.armor": {
            "en": "{object} was dealt damage by a source with deathtouch since the last check, so it would be destroyed.",
            "es": "{object} recibió daño de una fuente con toque mortal desde la última verificación, así que se destruiría.",
        },
        "replaced.regeneration": {
            "en": "A regeneration shield replaces the destruction (701.19a).",
            "es": "Un escudo de regeneración reemplaza la destrucción (701.19a).",
        },
        "replaced.armor": {
            "en": "{source}'s umbra armor (702.89a) replaces it: all damage is removed from {object} and {source} is destroyed instead; {object} stays on the battlefield.",
            "es": "La armadura tótem de {source} (702.89a) lo reemplaza: se le quita todo el daño a {object} y se destruye {source} en su lugar; {object} se queda en el campo de batalla.",
        },
        "replaced.elsewhere": {
            "en": "{source}'s replacement effect (614.1a): {object} is put {into_zone} instead of its owner's graveyard, so it doesn't die.",
            "es": "Efecto de reemplazo de {source} (614.1a): {object} va {into_zone} en vez de al cementerio de su propietario, así que no muere.",
        },
        "replaced.elsewhere_token": {
            "en": "{source}'s replacement effect (614.1a): {object} is put {into_zone} instead of its owner's graveyard (it doesn't die), and a token is created: {tokens}.",
            "es": "Efecto de reemplazo de {source} (614.1a): {object} va {into_zone} en vez de al cementerio de su propietario (no muere) y se crea una ficha: {tokens}.",
        },
        "replaced.sacrifice": {
            "en": "{source}'s replacement effect (614.1a): {source} is sacrificed instead and {object} gains indestructible until end of turn, so it isn't destroyed.",
            "es": "Efecto de reemplazo de {source} (614.1a): en su lugar se sacrifica {source} y {object} gana indestructible hasta el final del turno, así que no se destruye.",
        },
        # A legend-rule choice still pending (704.5j): what a 614 replacement makes of the one
        # not kept, said on the choice (``check._instead``); ``.one`` when the options differ.
        "replaced.pending_elsewhere": {
            "en": "Whichever one you don't keep is put {into_zone} instead of its owner's graveyard ({source}'s replacement effect, 614.1a): it doesn't die.",
            "es": "El que no conserves va {into_zone} en vez de al cementerio de su propietario (efecto de reemplazo de {source}, 614.1a): no muere.",
        },
        "replaced.pending_elsewhere_untriggered": {
            "en": "Whichever one you don't keep is put {into_zone} instead of its owner's graveyard ({source}'s replacement effect, 614.1a): it doesn't die, so what would trigger on it dying or going to a graveyard doesn't: {untriggered}.",
            "es": "El que no conserves va {into_zone} en vez de al cementerio de su propietario (efecto de reemplazo de {source}, 614.1a): no muere, así que no se dispara lo que se dispararía al morir o ir a un cementerio: {untriggered}.",
        },
        "replaced.pending_elsewhere_token": {
            "en": "Whichever one you don't keep is put {into_zone} instead of its owner's graveyard and a token is created: {tokens} ({source}'s replacement effect, 614.1a); it doesn't die.",
            "es": "El que no conserves va {into_zone} en vez de al cementerio de su propietario y se crea una ficha: {tokens} (efecto de reemplazo de {source}, 614.1a); no muere.",
        },
        "replaced.pending_elsewhere_token_untriggered": {
            "en": "Whichever one you don't keep is put {into_zone} instead of its owner's graveyard and a token is created: {tokens} ({source}'s replacement effect, 614.1a); it doesn't die, so what would trigger on it dying or going to a graveyard doesn't: {untriggered}.",
            "es": "El que no conserves va {into_zone} en vez de al cementerio de su propietario y se crea una ficha: {tokens} (efecto de reemplazo de {source}, 614.1a); no muere, así que no se dispara lo que se dispararía al morir o ir a un cementerio: {untriggered}.",
        },
        "replaced.pending_elsewhere.one": {
            "en": "If you don't keep {object}, it is put {into_zone} instead of its owner's graveyard ({source}'s replacement effect, 614.1a): it doesn't die.",
            "es": "Si no conservas {object}, va {into_zone} en vez de al cementerio de su propietario (efecto de reemplazo de {source}, 614.1a): no muere.",
        },
        "replaced.pending_elsewhere_untriggered.one": {
            "en": "If you don't keep {object}, it is put {into_zone} instead of its owner's graveyard ({source}'s replacement effect, 614.1a): it doesn't die, so what would trigger on it dying or going to a graveyard doesn't: {untriggered}.",
            "es": "Si no conservas {object}, va {into_zone} en vez de al cementerio de su propietario (efecto de reemplazo de {source}, 614.1a): no muere, así que no se dispara lo que se dispararía al morir o ir a un cementerio: {untriggered}.",
        },
        "replaced.pending_elsewhere_token.one": {
            "en": "If you don't keep {object}, it is put {into_zone} instead of its owner's graveyard and a token is created: {tokens} ({source}'s replacement effect, 614.1a); it doesn't die.",
            "es": "Si no conservas {object}, va {into_zone} en vez de al cementerio de su propietario y se crea una ficha: {tokens} (efecto de reemplazo de {source}, 614.1a); no muere.",
        },
        "replaced.pending_elsewhere_token_untriggered.one": {
            "en": "If you don't keep {object}, it is put {into_zone} instead of its owner's graveyard and a token is created: {tokens} ({source}'s replacement effect, 614.1a); it doesn't die, so what would trigger on it dying or going to a graveyard doesn't: {untriggered}.",
            "es": "Si no conservas {object}, va {into_zone} en vez de al cementerio de su propietario y se crea una ficha: {tokens} (efecto de reemplazo de {source}, 614.1a); no muere, así que no se dispara lo que se dispararía al morir o ir a un cementerio: {untriggered}.",
        },
        "replaced.pending_order": {
            "en": "Whichever one you don't keep, more than one replacement effect could apply to it ({options}) with different results: its controller ({chooser}) chooses which applies first (616.1).",
            "es": "Al que no conserves podría aplicársele más de un efecto de reemplazo ({options}) con resultados distintos: su controlador ({chooser}) elige cuál se aplica primero (616.1).",
        },
        "replaced.pending_order.one": {
            "en": "If you don't keep {object}, more than one replacement effect could apply to it ({options}) with different results: its controller ({chooser}) chooses which applies first (616.1).",
            "es": "Si no conservas {object}, podría aplicársele más de un efecto de reemplazo ({options}) con resultados distintos: su controlador ({chooser}) elige cuál se aplica primero (616.1).",
        },
        "choice.replacement_order": {
            "en": "More than one replacement effect could apply to what happens to {object} ({options}), with different results: its controller ({chooser}) chooses which applies first (616.1), so Juez doesn't perform that event.",
            "es": "Más de un efecto de reemplazo podría aplicarse a lo que le pasa a {object} ({options}), con resultados distintos: su controlador ({chooser}) elige cuál se aplica primero (616.1), así que Juez no realiza ese evento.",
        },
        "choice.replacement_order.saved": {
            "en": "More than one effect could replace the destruction of {object} ({options}): its controller ({chooser}) chooses which one applies (616.1), and only that one does. Either way {object} isn't destroyed and its damage is removed; what else happens depends on the choice, so Juez doesn't perform that event.",
            "es": "Más de un efecto podría reemplazar la destrucción de {object} ({options}): su controlador ({chooser}) elige cuál se aplica (616.1), y solo se aplica ese. En cualquier caso {object} no se destruye y se le quita el daño; lo demás depende de la elección, así que Juez no realiza ese evento.",
        },
        "trigger.fires": {
            "en": "{source} ({player}) triggers: {event} left the battlefield.",
            "es": "Se dispara {source} ({player}): {event} dejó el campo de batalla.",
        },
        "trigger.player_lost": {
            "en": "{source} ({player}) triggers: {event} lost the game.",
            "es": "Se dispara {source} ({player}): {event} perdió el juego.",
        },
        "trigger.undying": {
            "en": "{source} died with no +1/+1 counter on it: its undying triggers ({player}).",
            "es": "{source} murió sin contadores +1/+1: se dispara su resiliencia ({player}).",
        },
        "trigger.persist": {
            "en": "{source} died with no -1/-1 counter on it: its persist triggers ({player}).",
            "es": "{source} murió sin contadores -1/-1: se dispara su persistir ({player}).",
        },
        "trigger.asked": {
            "en": "{source} ({player}) has an ability about permanents dying or leaving the battlefield whose words Juez can't read: check whether {event} leaving triggers it.",
            "es": "{source} ({player}) tiene una habilidad sobre permanentes que mueren o dejan el campo de batalla cuyas palabras Juez no sabe leer: comprueba si la salida de {event} la dispara.",
        },
        "note.trigger_condition_false.undying": {
            "en": "{object} had a +1/+1 counter on it when it died, so its undying doesn't trigger (603.4, 702.93a; last known information, 603.10a).",
            "es": "{object} tenía un contador +1/+1 cuando murió, así que su resiliencia no se dispara (603.4, 702.93a; última información conocida, 603.10a).",
        },
        "note.trigger_condition_false.persist": {
            "en": "{object} had a -1/-1 counter on it when it died, so its persist doesn't trigger (603.4, 702.79a; last known information, 603.10a).",
            "es": "{object} tenía un contador -1/-1 cuando murió, así que su persistir no se dispara (603.4, 702.79a; última información conocida, 603.10a).",
        },
        "note.trigger_condition_false": {
            "en": "{object} had a {counter} counter on it when it died, so {ability} doesn't trigger (603.4; last known information, 603.10a).",
            "es": "{object} tenía un contador {counter} cuando murió, así que {ability} no se dispara (603.4; última información conocida, 603.10a).",
        },
    }
)

ADDRESSED: dict[str, dict[str, str]] = {
    "aura_illegal.protection": {
        "en": "You have protection from {quality}, which stops {object} enchanting you ({see}), so the Aura is put into its owner's graveyard.",
        "es": "Tienes protección contra {quality}, que impide que {object} te encante ({see}), así que el Aura va al cementerio de su propietario.",
    },
    "zero_life": {
        "en": "You have {life} life, so you lose the game.",
        "es": "Tienes {life} vidas, así que pierdes el juego.",
    },
    "empty_library_draw": {
        "en": "You tried to draw from an empty library since the last check, so you lose the game.",
        "es": "Intentaste robar de una biblioteca vacía desde la última verificación, así que pierdes el juego.",
    },
    "poison": {
        "en": "You have {poison} poison counters (ten or more), so you lose the game.",
        "es": "Tienes {poison} contadores de veneno (diez o más), así que pierdes el juego.",
    },
    "legend_rule": {
        "en": "You control more than one legendary permanent named {object}; you keep {kept} and the rest go to their owners' graveyards (not destroyed).",
        "es": "Controlas más de un permanente legendario llamado {object}; conservas {kept} y el resto va al cementerio de sus propietarios (no se destruyen).",
    },
    "dungeon_complete": {
        "en": "Your venture marker is on the bottommost room of your dungeon and no room ability is waiting: the dungeon is removed from the game (completed).",
        "es": "Tu marcador de aventura está en la última sala de tu mazmorra y no hay habilidad de sala pendiente: la mazmorra se retira del juego (completada).",
    },
    "space_sculptor_sector": {
        "en": "A permanent with space sculptor is on the battlefield: you give a sector designation to {object}.",
        "es": "Hay un permanente con escultor espacial en el campo de batalla: das una designación de sector a {object}.",
    },
    "battle_no_protector.chosen": {
        "en": "{object} has no protector and isn't being attacked: you become its protector.",
        "es": "{object} no tiene protector y no está siendo atacada: pasas a ser su protector.",
    },
    "battle_illegal_protector.chosen": {
        "en": "{object}'s protector can't protect it (for a Siege, it must be an opponent of its controller): you become its protector.",
        "es": "El protector de {object} no puede serlo (en un Asedio debe ser un oponente de su controlador): pasas a ser su protector.",
    },
    "speed_start": {
        "en": "You control a permanent with start your engines! and have no speed: your speed becomes 1.",
        "es": "Controlas un permanente con ¡Arranquen motores! y no tienes velocidad: tu velocidad pasa a ser 1.",
    },
    "commander_damage": {
        "en": "You have been dealt {amount} combat damage by the commander {commander} (21 or more), so you lose the game.",
        "es": "Recibiste {amount} de daño de combate del comandante {commander} (21 o más), así que pierdes el juego.",
    },
    "commander_to_command_zone": {
        "en": "{object} is a commander that was put {into_zone} since the last check; you choose to put it into the command zone.",
        "es": "{object} es un comandante que fue {into_zone} desde la última verificación; eliges ponerlo en la zona de mando.",
    },
    "scheme_face_down": {
        "en": "{object} is a face-up non-ongoing scheme with no scheme trigger waiting: it is turned face down and put on the bottom of your scheme deck.",
        "es": "{object} es un plan boca arriba que no es continuo y sin habilidades de plan pendientes: se pone boca abajo en el fondo de tu mazo de planes.",
    },
    "phenomenon_planeswalk": {
        "en": "{object} is a face-up phenomenon with no trigger waiting: you, the planar controller, planeswalk.",
        "es": "{object} es un fenómeno boca arriba sin habilidad disparada pendiente: tú, el controlador planar, caminas por los planos.",
    },
    "choice.planeswalker_uniqueness": {
        "en": "Choose which of {subjects} you keep (planeswalker uniqueness rule, until September 2017); the others go to their owners' graveyards.",
        "es": "Elige cuál de {subjects} conservas (regla de unicidad de planeswalkers, hasta septiembre de 2017); los demás van al cementerio de su propietario.",
    },
    "choice.legend_rule": {
        "en": "Choose which of {subjects} you keep (legend rule); the others go to their owners' graveyards.",
        "es": "Elige cuál de {subjects} conservas (regla de leyendas); los demás van al cementerio de su propietario.",
    },
    "choice.legend_rule.two": {
        "en": "Choose which of {subjects} you keep (legend rule); the other goes to its owner's graveyard.",
        "es": "Elige cuál de {subjects} conservas (regla de leyendas); el otro va al cementerio de su propietario.",
    },
    "choice.battle_no_protector": {
        "en": "You must choose the protector of {subjects} among: {options}.",
        "es": "Debes elegir el protector de {subjects} entre: {options}.",
    },
    "choice.battle_illegal_protector": {
        "en": "You must choose a new protector for {subjects} among: {options}.",
        "es": "Debes elegir un nuevo protector para {subjects} entre: {options}.",
    },
    "choice.commander_to_command_zone": {
        "en": "You may put {subjects} into the command zone, or leave it where it is.",
        "es": "Puedes poner {subjects} en la zona de mando o dejarlo donde está.",
    },
    "choice.space_sculptor_sector": {
        "en": "You must choose a sector ({options}) for each of: {subjects}.",
        "es": "Debes elegir un sector ({options}) para cada una de: {subjects}.",
    },
    "note.cant_lose": {
        "en": "You meet a losing condition, but an effect says you can't lose the game: nothing happens, and the condition stays true.",
        "es": "Cumples una condición de derrota, pero un efecto dice que no puedes perder el juego: no pasa nada y la condición sigue cumpliéndose.",
    },
    "note.cant_lose.source": {
        "en": "You meet a losing condition, but {source} says you can't lose the game: nothing happens, and the condition stays true while {source} stays.",
        "es": "Cumples una condición de derrota, pero {source} dice que no puedes perder el juego: no pasa nada, y la condición sigue cumpliéndose mientras {source} siga en juego.",
    },
    "note.ignores_zero_life": {
        "en": "You have {life} life, but an effect says you don't lose the game for having 0 or less life: 704.5a does nothing (other losses still apply).",
        "es": "Tienes {life} vidas, pero un efecto dice que no pierdes el juego por tener 0 vidas o menos: la 704.5a no hace nada (las demás derrotas siguen aplicándose).",
    },
    "note.ignores_zero_life.source": {
        "en": "You have {life} life, but {source} says you don't lose the game for having 0 or less life: 704.5a does nothing (other losses still apply).",
        "es": "Tienes {life} vidas, pero {source} dice que no pierdes el juego por tener 0 vidas o menos: la 704.5a no hace nada (las demás derrotas siguen aplicándose).",
    },
    "note.commander_damage_outside_commander": {
        "en": 'You have 21 or more commander damage, but this isn\'t a Commander game; say "commander" to set the variant.',
        "es": 'Tienes 21 o más de daño de comandante, pero esta no es un juego de Commander; indica "commander" para fijar la variante.',
    },
    "event.player_leaves_game": {
        "en": "You leave the game: the objects you own leave with you.",
        "es": "Abandonas el juego: los objetos que posees salen contigo.",
    },
    "event.team_loses_together": {
        "en": "In Two-Headed Giant a team wins and loses together: you lose the game with your teammate.",
        "es": "En Gigante de dos cabezas se gana y se pierde como equipo: pierdes el juego junto con tu compañero de equipo.",
    },
    "event.player_leaves_game.returned": {
        "en": "You leave the game: the objects you own leave with you, and the effects that gave you control of {returned} end, so each returns to its owner's control (it isn't exiled).",
        "es": "Abandonas el juego: los objetos que posees salen contigo, y terminan los efectos que te daban el control de {returned}, así que cada uno vuelve a manos de su propietario (no se exilia).",
    },
}


ZONE_NAMES: dict[str, dict[str, str]] = {
    "battlefield": {"en": "battlefield", "es": "campo de batalla"},
    "graveyard": {"en": "graveyard", "es": "cementerio"},
    "exile": {"en": "exile", "es": "exilio"},
    "hand": {"en": "hand", "es": "mano"},
    "library": {"en": "library", "es": "biblioteca"},
    "stack": {"en": "stack", "es": "pila"},
    "command": {"en": "command zone", "es": "zona de mando"},
}


#: Where an object is, and where it was put, as a sentence says it: "a token in exile", "a
#: commander put into the graveyard", "una ficha en el exilio", "fue al cementerio".
ZONE_PHRASES: dict[str, dict[str, dict[str, str]]] = {
    "in_zone": {
        "battlefield": {"en": "on the battlefield", "es": "en el campo de batalla"},
        "graveyard": {"en": "in a graveyard", "es": "en un cementerio"},
        "exile": {"en": "in exile", "es": "en el exilio"},
        "hand": {"en": "in a hand", "es": "en una mano"},
        "library": {"en": "in a library", "es": "en una biblioteca"},
        "stack": {"en": "on the stack", "es": "en la pila"},
        "command": {"en": "in the command zone", "es": "en la zona de mando"},
    },
    "into_zone": {
        "battlefield": {"en": "onto the battlefield", "es": "al campo de batalla"},
        "graveyard": {"en": "into a graveyard", "es": "a un cementerio"},
        "exile": {"en": "into exile", "es": "al exilio"},
        "hand": {"en": "into a hand", "es": "a una mano"},
        "library": {"en": "into a library", "es": "a una biblioteca"},
        "stack": {"en": "onto the stack", "es": "a la pila"},
        "command": {"en": "into the command zone", "es": "a la zona de mando"},
    },
}


#: The name the board reader gives "my commander" / "mi comandante", in either reply language.
OWN_COMMANDER: dict[str, dict[str, str]] = {name: OWN_COMMANDER_NAMES for name in OWN_COMMANDER_NAMES.values()}


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def explain(key: str, params: Mapping[str, object], refinements: tuple[str, ...] = ()) -> dict[str, str]:
    """Both languages' explanation, from the most specific template that exists."""
    addressed = any(params.get(k) in DEFAULT_PLAYERS for k in ("player", "chooser"))
    for candidate in (*(f"{key}.{r}" for r in refinements if r), key):
        templates = (ADDRESSED.get(candidate) if addressed else None) or EXPLANATIONS.get(candidate)
        if templates is not None:
            break
    else:
        raise KeyError(f"no explanation for {key!r}")
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        values = _Lenient({k: _localise(k, v, lang) for k, v in params.items()})
        zone = str(params.get("zone", ""))
        for phrase, by_zone in ZONE_PHRASES.items():
            if zone in by_zone:
                values[phrase] = by_zone[zone][lang]
        out[lang] = templates[lang].format_map(values)
    return out


#: An enchant restriction's words as printed on Spanish cards ("Encantar criatura que controlas").
_ENCHANT_ES = (
    ("nonland permanent", "permanente que no sea tierra"), ("nonland", "que no sea tierra"),
    ("an opponent controls", "que controla un oponente"), ("you control", "que controlas"),
    ("you don't control", "que no controlas"), ("card in a graveyard", "carta en un cementerio"),
    *((english, spanish.lower()) for english, (spanish, _) in CARD_TYPES.items()),
    ("permanent", "permanente"), ("player", "jugador"), ("tapped", "girada"),
    ("untapped", "enderezada"), (" or ", " o "), (" and ", " y "),
)  # fmt: skip


def _enchant_es(text: str) -> str:
    """The restriction in Spanish words, the longest phrases first (a word the table lacks stays)."""
    out = f" {text.lower()} "
    for english, spanish in _ENCHANT_ES:
        out = re.sub(rf"(?<=\W){re.escape(english.strip())}(?=\W)", spanish.strip(), out)
    return out.strip()


def _localise(key: str, value: object, lang: str) -> str:
    text = str(value)
    if key == "zone" and text in ZONE_NAMES:
        return ZONE_NAMES[text][lang]
    if key == "quality":
        return (QUALITY_ES if lang == "es" else QUALITY_EN).get(text, text)
    if key == "counter":
        return counter_name(text, lang)
    if key == "enchant" and lang == "es":
        return _enchant_es(text)
    if key == "options" and lang == "es":  # a 616.1 choice's options: a shield has no source
        return text.replace(REGENERATION_SHIELD, "un escudo de regeneración")
    if text in OWN_COMMANDER:
        return OWN_COMMANDER[text][lang]
    return text
