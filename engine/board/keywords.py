"""The board language's vocabulary: every keyword in English and Spanish, as data.

Each row maps phrases (singular and plural, masculine and feminine, with or without accents)
to a grammar terminal and a canonical value. Matching ignores case and accents and prefers the
longest phrase, so ``deathtouch damage`` wins over ``deathtouch`` and ``attached to nothing``
over ``attached to``. Spanish terms follow ../shared/docs/spanish-terms.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.keyword_abilities import KEYWORD_ABILITIES
from engine.text import fold


@dataclass(frozen=True, slots=True)
class Keyword:
    terminal: str
    value: str
    en: tuple[str, ...]
    es: tuple[str, ...]


def K(terminal: str, value: str, en: str, es: str = "") -> Keyword:
    """One row: phrases separated by ``|``."""
    return Keyword(terminal, value, tuple(p for p in en.split("|") if p), tuple(p for p in es.split("|") if p))


KEYWORDS: tuple[Keyword, ...] = (
    # -- players -------------------------------------------------------------------------------
    K("LIFE", "life", "life|life total", "vida|vidas|total de vidas|de vida|de vidas"),
    K(
        "POISON",
        "poison",
        "poison|poison counter|poison counters",
        "veneno|venenos|contador de veneno|contadores de veneno|de veneno",
    ),
    K(
        "GRAVEYARD_EMPTY",
        "graveyard_empty",
        "graveyard empty|empty graveyard|no cards in graveyard",
        "cementerio vacío|cementerio vacio|sin cartas en el cementerio",
    ),
    K(
        "DREW_EMPTY",
        "drew",
        "drew from empty library|drew from an empty library|drew from library with no cards|"
        "attempted to draw from an empty library|tried to draw from an empty library|empty library draw|"
        "drew with an empty library|tried to draw with an empty library|drew a card from an empty library|"
        "drew with no cards in library",
        "robó de biblioteca vacía|robó de una biblioteca vacía|intentó robar de una biblioteca vacía|"
        "intento robar de biblioteca vacia|robo con biblioteca vacía|robó con la biblioteca vacía|"
        "intentó robar con la biblioteca vacía|robó sin cartas en la biblioteca|robó una carta de una biblioteca vacía|"
        "robé de una biblioteca vacía|robé de biblioteca vacía|intenté robar de una biblioteca vacía|"
        "robé con la biblioteca vacía|robé una carta de una biblioteca vacía|intenté robar con la biblioteca vacía|"
        "intenté robar de la biblioteca vacía",
    ),
    # Ascend (702.131): a player who has the city's blessing keeps it for the rest of the game.
    K(
        "BLESSING",
        "citys_blessing",
        "city's blessing|the city's blessing|has the city's blessing",
        "bendición de la ciudad|la bendición de la ciudad|tiene la bendición de la ciudad",
    ),
    K(
        "CANT_LOSE",
        "cant_lose",
        "can't lose|cant lose|can't lose the game|cannot lose",
        "no puede perder|no puede perder la partida|no puede perder el juego",
    ),
    K("SPEED", "speed", "speed", "velocidad"),
    K("TEAM", "team", "team", "equipo"),
    K(
        "COMMANDER_DAMAGE",
        "commander_damage",
        "commander damage from|combat damage from commander|commander damage by|combat damage from the commander",
        "daño de comandante de|de daño de comandante de|daño de combate del comandante|de daño de combate del comandante|"
        "puntos de daño de combate del comandante",
    ),
    K(
        "VENTURE",
        "venture",
        "venture marker at bottom|venture marker on the bottommost room|completed dungeon|dungeon completed|"
        "at the bottom of the dungeon|completed the dungeon|completed their dungeon|completed a dungeon|"
        "venture marker on the last room|venture marker in the last room|venture marker on the bottom room|"
        "venture marker on the last room of the dungeon",
        "marcador de aventura en la última sala|mazmorra completada|al fondo de la mazmorra|completó la mazmorra|"
        "completo la mazmorra|ha completado la mazmorra|completó su mazmorra|"
        "marcador de aventura en la última habitación|marcador de aventura en la última habitación de la mazmorra|"
        "marcador de aventura en la última sala de la mazmorra",
    ),
    # "took 21 combat damage from Bob's commander": only when the clause names a commander (the lexer checks).
    K(
        "COMMANDER_DAMAGE",
        "combat_damage_from",
        "combat damage from",
        "puntos de daño de combate de|de daño de combate de|daño de combate de",
    ),
    K("ROOM_PENDING", "room_pending", "room ability on the stack|room trigger pending", "habilidad de sala en la pila"),
    # -- the game ------------------------------------------------------------------------------
    K(
        "VARIANT",
        "two_headed_giant",
        "two-headed giant|two headed giant|2hg",
        "gigante de dos cabezas|gigante de 2 cabezas",
    ),
    K(
        "VARIANT",
        "commander",
        "commander game|commander variant|edh",
        "formato commander|partida de commander|variante commander",
    ),
    K("VARIANT", "archenemy", "archenemy", "archienemigo|archenemigo"),
    K("VARIANT", "planechase", "planechase", "planechase"),
    K("COMMANDER", "commander", "commander", "comandante|commander"),
    K("PLANAR_CONTROLLER", "planar_controller", "planar controller", "controlador planar"),
    K("KEEP", "keep", "keep|keeps|kept", "conserva|conservar|se queda con|mantiene"),
    # -- types -----------------------------------------------------------------------------------
    K("CARD_TYPE", "creature", "creature|creatures", "criatura|criaturas"),
    K("CARD_TYPE", "artifact", "artifact|artifacts", "artefacto|artefactos"),
    K("CARD_TYPE", "enchantment", "enchantment|enchantments", "encantamiento|encantamientos"),
    K("CARD_TYPE", "land", "land|lands", "tierra|tierras"),
    K("CARD_TYPE", "planeswalker", "planeswalker|planeswalkers", "planeswalker|planeswalkers"),
    K("CARD_TYPE", "battle", "battle|battles", "batalla|batallas"),
    K("CARD_TYPE", "instant", "instant", "instantáneo|instantaneo"),
    K("CARD_TYPE", "sorcery", "sorcery", "conjuro"),
    K("CARD_TYPE", "kindred", "kindred|tribal", "tribal"),
    K("CARD_TYPE", "dungeon", "dungeon", "mazmorra"),
    K("CARD_TYPE", "scheme", "scheme", "plan"),
    K("CARD_TYPE", "phenomenon", "phenomenon", "fenómeno|fenomeno"),
    K("SUPERTYPE", "legendary", "legendary", "legendario|legendaria|legendarios|legendarias"),
    # "Thalia not legendary" after a copy effect: the card's printed supertype is gone.
    K(
        "SUPERTYPE",
        "-legendary",
        "not legendary|nonlegendary|non-legendary",
        "no legendario|no legendaria|no es legendario|no es legendaria|no legendarios|no legendarias",
    ),
    K("SUPERTYPE", "world", "world", "mundo"),
    K("SUPERTYPE", "basic", "basic", "básico|básica|basico|basica"),
    K("SUPERTYPE", "snow", "snow", "nevado|nevada"),
    K("SUPERTYPE", "ongoing", "ongoing", "continuo"),
    K("SUBTYPE", "aura", "aura", "aura"),
    K("SUBTYPE", "equipment", "equipment", ""),  # Spanish "equipo" is lexed as TEAM; the grammar decides
    K("SUBTYPE", "fortification", "fortification", "fortificación|fortificacion"),
    K("SUBTYPE", "saga", "saga", "saga"),
    K("SUBTYPE", "role", "role", "rol"),
    K("SUBTYPE", "curse", "curse", "maldición|maldicion"),
    K("SUBTYPE", "siege", "siege", "asedio"),
    # -- object status ---------------------------------------------------------------------------
    K("TOKEN", "token", "token|tokens", "ficha|fichas"),
    K("TOKEN_OF", "token", "token of", "ficha de|fichas de"),
    K("COPY", "card", "copy|copy of a card|card copy", "copia|copia de una carta|copia de carta"),
    K("SPELL_COPY", "spell", "copy of a spell|spell copy|copied spell", "copia de un hechizo|copia de hechizo"),
    K(
        "DAMAGE",
        "damage",
        "damage|dmg|damage marked|damage marked on it|marked damage",
        "daño|dano|de daño|de dano|daños|danos|de daños|de danos|daño marcado|de daño marcado|daños marcados",
    ),
    K(
        "DEATHTOUCH",
        "deathtouch",
        "deathtouch damage|damage from a deathtouch source|from a deathtouch source|by a deathtouch source|"
        "from deathtouch|by deathtouch|damage by deathtouch|damage by a deathtouch source|damage from deathtouch",
        "daño de toque mortal|dano de toque mortal|de una fuente con toque mortal|"
        "de toque mortal|por toque mortal|daño por toque mortal|dano por toque mortal",
    ),
    # Having deathtouch is a keyword ability (the table below); 704.5h needs damage *from* a deathtouch source.
    K("LETHAL", "lethal", "lethal damage|lethal damage marked", "daño letal|de daño letal|dano letal"),
    K("INDESTRUCTIBLE", "indestructible", "indestructible", "indestructible|indestructibles"),
    K(
        "REGEN",
        "regeneration",
        "regeneration shield|regeneration shields|regen shield|regenerate shield",
        "escudo de regeneración|escudos de regeneración|escudo de regeneracion|escudos de regeneracion",
    ),
    K("LOYALTY", "loyalty", "loyalty", "lealtad|de lealtad"),
    K("DEFENSE", "defense", "defense", "defensa|de defensa"),
    K("COUNTER", "counter", "counter|counters", "contador|contadores|contadores de|contador de"),
    K("COUNTER_KIND", "lore", "lore", "sabiduría|sabiduria|historia|saber"),
    K("MAX", "max", "max|at most|maximum|can't have more than", "máximo|maximo|como máximo|no puede tener más de"),
    K("FINAL_CHAPTER", "final_chapter", "final chapter|last chapter", "capítulo final|capitulo final|último capítulo"),
    K("GETS", "gets", "gets|get|has gotten", "recibe|obtiene"),
    K(
        "ATTACHED_TO",
        "attached",
        "attached to|on",
        "anexado a|anexada a|anexo a|anexado al|anexada al|anexados a|anexadas a|anexados al|anexadas al|sobre",
    ),
    # The verb says what the attached permanent is: "Rancor enchanting Bears" makes Rancor an Aura.
    K("ATTACHED_TO", "aura", "enchanting|enchanting to", "encantando a|encantando al|encantando"),
    K("ATTACHED_TO", "equipment", "equipping|equipped to|equipped on", "equipando a|equipando al|equipando"),
    K("ATTACHED_TO", "fortification", "fortifying", "fortificando a|fortificando al|fortificando"),
    # "Clone copying Grizzly Bears": it entered as a copy of that object (707.2, layer 1).
    K(
        "COPYING",
        "copying",
        "copying|as a copy of|entered as a copy of",
        "copiando a|copiando al|copiando|como copia de|que copia a|que copia al",
    ),
    # "Wolfir Silverheart paired with Grizzly Bears": soulbond's pair (702.95), both ways.
    K("PAIRED", "paired", "paired with|soulbonded with|soulbond with", "emparejado con|emparejada con"),
    # "Painter's Servant naming blue", "Conspiracy, chosen type: Elf": what was chosen as it
    # entered (a color, a creature type, a card name), which its text calls "the chosen …".
    K(
        "NAMING",
        "naming",
        "naming|that names|chosen color|chosen colour|chosen type|chosen creature type|choosing",
        "que nombra|que nombra a|nombrando|nombrando a|color elegido|tipo elegido|tipo de criatura elegido|eligiendo",
    ),
    # The other direction: "Bears equipped with Bonesplitter" attaches Bonesplitter to Bears.
    K(
        "CARRIES",
        "aura",
        "enchanted by|enchanted with",
        "encantada por|encantado por|encantada con|encantado con|encantados por|encantadas por|encantados con|encantadas con",
    ),
    K(
        "CARRIES",
        "equipment",
        "equipped with|equipped by",
        "equipada con|equipado con|equipada por|equipado por|equipados con|equipadas con|equipados por|equipadas por",
    ),
    K("CARRIES", "fortification", "fortified by|fortified with", "fortificada por|fortificado por|fortificada con"),
    K(
        "UNATTACHED",
        "unattached",
        "attached to nothing|unattached|not attached|attached to no object",
        "sin anexar|anexado a nada|anexada a nada|no anexado|no anexada|desanexado|desanexada",
    ),
    K("ENCHANT", "enchant", "enchant", "encantar"),
    K("COLOR", "white", "white", "blanco|blanca"),
    K("COLOR", "blue", "blue", "azul"),
    K("COLOR", "black", "black", "negro|negra"),
    K("COLOR", "red", "red", "rojo|roja"),
    K("COLOR", "green", "green", "verde"),
    K("COLOR", "colorless", "colorless", "incoloro|incolora"),
    K(
        "PROTECTION",
        "protection",
        "protection from|protection against|pro",
        "protección contra|protección de|protección frente a|proteccion contra|proteccion de",
    ),
    K(
        "ILLEGAL",
        "illegal",
        "illegal|illegally attached|attached illegally",
        "ilegal|ilegalmente|anexada ilegalmente|anexado ilegalmente",
    ),
    K(
        "ZONE",
        "graveyard",
        "in graveyard|in the graveyard|in a graveyard|in its owner's graveyard|in her graveyard|in his graveyard|"
        "in their graveyard|in my graveyard|in your graveyard",
        "en el cementerio|en cementerio|en su cementerio|en mi cementerio|en tu cementerio",
    ),
    K("ZONE", "graveyard", "died|has died|died this turn", "murió|ha muerto|acaba de morir|se murió"),
    K("ZONE", "exile", "in exile|exiled", "en el exilio|en exilio|exiliado|exiliada"),
    K("ZONE", "hand", "in hand|in the hand|in a hand", "en la mano|en mano"),
    K("ZONE", "library", "in library|in the library|in a library", "en la biblioteca|en biblioteca"),
    K("ZONE", "stack", "on the stack|on stack|in the stack", "en la pila|en pila"),
    K("ZONE", "command", "in the command zone|in command zone|in command", "en la zona de mando|en zona de mando"),
    K(
        "ZONE",
        "battlefield",
        "on the battlefield|on battlefield|in play",
        "en el campo de batalla|en campo de batalla|en juego|en mesa",
    ),
    K("PHASED_OUT", "phased_out", "phased out|phased-out", "fuera de fase|faseado|faseada"),
    K("PHASED_OUT", "phased_in", "phased in|phased-in", "en fase"),
    K("TIMESTAMP", "timestamp", "timestamp|ts", "marca de tiempo"),
    K("PROTECTOR", "protector", "protector|protected by", "protector|protegida por|protegido por"),
    K(
        "CHOOSE_PROTECTOR",
        "choose_protector",
        "choose protector|new protector|chosen protector",
        "elige protector|elegir protector|nuevo protector",
    ),
    K("ATTACKED", "attacked", "attacked|being attacked|under attack", "atacada|siendo atacada|atacado"),
    K(
        "TRIGGER_PENDING",
        "trigger_pending",
        "trigger on the stack|trigger on stack|trigger pending|ability on the stack|chapter on the stack|chapter ability on the stack|"
        "the chapter on the stack|the chapter ability on the stack",
        "habilidad en la pila|disparo pendiente|capítulo en la pila|habilidad disparada en la pila|el capítulo en la pila",
    ),
    K(
        "TRIGGER_RESOLVED",
        "trigger_resolved",
        "chapter ability resolved|last chapter resolved|chapter resolved|already resolved|has resolved|trigger resolved|"
        "chapter has resolved|chapter already resolved|trigger countered|ability countered|chapter countered",
        "capítulo ya resuelto|capítulo resuelto|ya resuelto|ya resuelta|habilidad resuelta|capítulo se resolvió|"
        "capítulo ya se resolvió|el capítulo ya resuelto|el capítulo se resolvió|habilidad contrarrestada|"
        "capítulo contrarrestado|disparo contrarrestado",
    ),
    K(
        "START_ENGINES",
        "start_your_engines",
        "start your engines|start your engines!",
        "arranquen motores|¡arranquen motores!|arranquen motores!",
    ),
    K("SPACE_SCULPTOR", "space_sculptor", "space sculptor", "escultor espacial"),
    K("SECTOR", "sector", "sector|in sector", "sector|en el sector"),
    K("CHOOSE_SECTOR", "choose_sector", "choose sector", "elige sector|elegir sector"),
    K(
        "TO_COMMAND_ZONE",
        "to_command",
        "to command zone|to the command zone|moves to command zone",
        "a la zona de mando|va a la zona de mando",
    ),
    K("STAYS", "stays", "stays|stays there|leave it", "se queda|se queda ahí"),
    K("FACE_DOWN", "face_down", "face down|face-down", "boca abajo"),
    # Designations a card's own text reads ("As long as ~ is monstrous", 701.37b; renown, 702.112b).
    K("DESIGNATION", "monstrous", "monstrous", "monstruoso|monstruosa"),
    K("DESIGNATION", "renowned", "renowned", "renombrado|renombrada"),
    K("FACE_UP", "face_up", "face up|face-up", "boca arriba"),
    K("TAPPED", "tapped", "tapped", "girado|girada"),
    # A flip card's status (110.5, 710): "flipped"; "volteado" (no printed Spanish term in the data).
    K("FLIPPED", "flipped", "flipped", "volteado|volteada"),
    K("CONTROLLED_BY", "controller", "controlled by", "controlado por|controlada por|controlados por|controladas por"),
    K("OWNED_BY", "owner", "owned by|owner", "propiedad de|propietario|propietaria"),
    # -- connectors ----------------------------------------------------------------------------
    # How long an effect lasts: true now, so it changes nothing a check sees ("gets +2/+2 until
    # end of turn"); read and dropped.
    K(
        "DURATION",
        "until_end_of_turn",
        "until end of turn|until the end of turn|until eot|until end of the turn|this turn",
        "hasta el final del turno|hasta final del turno|hasta final de turno|hasta el final de turno|hasta fin de turno|"
        "este turno|en este turno",
    ),
    K("AND", "and", "and|plus", "y|más"),
    # The same joiner to the grammar; the value says who a clause opening with it speaks of:
    # "have"/"tengo" the judge's own player, "has"/"tiene" whoever the clause before described.
    K("WITH", "with", "with", "con"),
    K("WITH", "has", "has", "tiene|tienen"),
    K("WITH", "have", "have", "tengo|tienes"),
    # -- keyword abilities (702): read and shown (engine/keyword_abilities.py) --
    *(K("KEYWORD_ABILITY", en, en, es) for en, es, _ in KEYWORD_ABILITIES),
)

#: Words an enchant restriction may use, with their English canonical form.
RESTRICTION_WORDS: dict[str, str] = {
    "creature": "creature",
    "creatures": "creature",
    "criatura": "creature",
    "criaturas": "creature",
    "permanent": "permanent",
    "permanente": "permanent",
    "artifact": "artifact",
    "artefacto": "artifact",
    "enchantment": "enchantment",
    "encantamiento": "enchantment",
    "land": "land",
    "tierra": "land",
    "planeswalker": "planeswalker",
    "battle": "battle",
    "batalla": "battle",
    "player": "player",
    "jugador": "player",
    "opponent": "opponent",
    "oponente": "opponent",
    "legendary": "legendary",
    "legendaria": "legendary",
    "legendario": "legendary",
    "basic": "basic",
    "basica": "basic",
    "nonland": "nonland",
    "noland": "nonland",
    "nontoken": "nontoken",
    "noncreature": "noncreature",
    "nonartifact": "nonartifact",
    "or": "or",
    "o": "or",
    "a": "a",
    "an": "an",
    "un": "a",
    "una": "a",
    "you": "you",
    "control": "control",
    "que": "",
    "controlas": "you control",
    "tapped": "tapped",
    "untapped": "untapped",
    "girada": "tapped",
    "enderezada": "untapped",
    "forest": "forest",
    "bosque": "forest",
    "island": "island",
    "isla": "island",
    "mountain": "mountain",
    "montana": "mountain",
    "plains": "plains",
    "llanura": "plains",
    "swamp": "swamp",
    "pantano": "swamp",
    "wall": "wall",
    "muro": "wall",
    "don't": "don't",
    "dont": "don't",
}

#: What protection can be from (702.16), in either language → the canonical quality. Joining
#: words map to "" and are skipped; "all colors" / "todos los colores" mean each color.
PROTECTION_WORDS: dict[str, str] = {
    **{w: "white" for w in ("white", "blanco", "blanca")},
    **{w: "blue" for w in ("blue", "azul")},
    **{w: "black" for w in ("black", "negro", "negra")},
    **{w: "red" for w in ("red", "rojo", "roja")},
    **{w: "green" for w in ("green", "verde")},
    **{w: "multicolored" for w in ("multicolored", "multicolor", "multicolores")},
    **{w: "monocolored" for w in ("monocolored", "monocolor", "monocolores")},
    **{w: "colorless" for w in ("colorless", "incoloro", "incolora", "incoloros")},
    **{w: "everything" for w in ("everything", "todo")},
    **{w: "all colors" for w in ("colors", "colores")},
    **{w: "creature" for w in ("creature", "creatures", "criatura", "criaturas")},
    **{w: "artifact" for w in ("artifact", "artifacts", "artefacto", "artefactos")},
    **{w: "enchantment" for w in ("enchantment", "enchantments", "encantamiento", "encantamientos")},
    **{w: "land" for w in ("land", "lands", "tierra", "tierras")},
    **{w: "planeswalker" for w in ("planeswalker", "planeswalkers")},
    **{w: "aura" for w in ("aura", "auras")},
    **{w: "equipment" for w in ("equipment", "equipo", "equipos")},
    **{w: "" for w in ("and", "from", "y", "contra", "de", "all", "todos", "los", "each", "cada", "color")},
    **{w: "" for w in ("the", "el", "la", "las", "lo", "del", "todas")},  # "protección contra el negro"
}
COLOR_WORDS = ("white", "blue", "black", "red", "green")

#: Plain words the reader treats alike, by class: not terminals (the grammar never sees them), but
#: how the lexer and the clause rewriter recognise filler, articles, verbs and pronouns. Each row is
#: (English, Spanish), words separated by "|", written as ``normalise`` leaves them (no accents).
WORD_CLASSES: dict[str, tuple[str, str]] = {
    # Between attributes, carrying no meaning of their own: "2/2 that was dealt 2 damage".
    "filler": (
        "that|which|was|were|been|dealt|currently|this|turn|but|just|is|at|took|blocked|blocking|attacking|"
        "now|still|also|only|already|again|too",
        "que|fue|ha|sido|recibio|actualmente|este|turno|esa|ese|pero|aun|todavia|esta|bloqueada|bloqueado|atacando|"
        "ahora|tambien|ya|solo|solamente",
    ),
    # Between a player's name and what is said of them: "Ana is at 0 life", "Ana esta a 0 vidas".
    "player_filler": ("is|are|at|on|am", "esta|a|en|estoy"),
    # What a player went through: "has taken 21 commander damage", "ha recibido …".
    "player_verbs": (
        "taken|took|received|suffered|been|dealt",
        "recibio|recibido|sufrio|sufrido|ha|le|les|queda|quedan|tienen|estan|se|quedo|quedaron",
    ),
    # Where a player's life ended, said before the total: "Ana went to 0 life", "Ana bajó a 0 vidas".
    # The total follows, so the words belong to no name (engine/board/clauses.py).
    "reached": (
        "went to|went down to|dropped to|fell to|is down to|was down to|goes to|got to|got down to",
        "bajo a|bajo hasta|llego a|quedo a|quedo en|cayo a|se quedo a|se quedo en",
    ),
    # Every player at once: "Both players have 0 life", "Ambos jugadores tienen 0 vidas".
    "all_players": (
        "both players|all players|each player|every player|both|everybody|everyone|all of us",
        "ambos jugadores|todos los jugadores|cada jugador|los dos jugadores|ambos|todo el mundo|todos nosotros",
    ),
    # Before a player's name, what they are to the judge: "My opponent Bob has 0 life" is Bob.
    "appositions": ("my opponent|the opponent|opponent", "mi oponente|mi rival|el oponente|el rival|oponente|rival"),
    # Where damage or counters are, said of the object itself: "2 damage on it", "2 de daño encima".
    "on_itself": ("it|itself", "encima"),
    # The plural that makes a capitalised number word a count: "Three Goblin tokens".
    "plural_tokens": ("tokens", "fichas"),
    # Before a name, one more of it: "Thalia legendary 2/1; another Thalia legendary 2/1".
    "one_more": ("another|a second|second|one more|a|an", "otro|otra|un segundo|una segunda|segundo|segunda|un|una"),
    # Before an Aura's or Equipment's card name, what carries it: "Grizzly Bears with Rancor".
    "with_a_card": ("with", "con"),
    # How many play: "Four players.", "Two-player game", "Partida de 4 jugadores".
    "player_count_players": ("players|player", "jugadores|jugador"),
    "player_count_words": ("game|a|with|multiplayer", "partida|juego|de|con|multijugador|una"),
    # After several players' names, each of them: "Ana and Bob both have 0 life".
    "distributive": ("both|each|all", "ambos|ambas|todos|todas"),
    # Spanish marks a person named as the object of a verb with "a": "A Ana le quedan 0 vidas".
    "personal_a": ("", "a"),
    # "Ana controls Grizzly Bears": the owner stands before them (lowercase: "Mind Control" is a card).
    "control_verbs": ("controls", "controla|controlo|controlas|controlan"),
    # One copy of a group just described: "two Grizzly Bears; one of them has 2 damage".
    "one_of_them": (
        "one of them|one of those|the other|the other one|another one|the first|the first one|the second|"
        "the second one",
        "uno de ellos|una de ellas|uno de los dos|una de las dos|el otro|la otra|el primero|la primera|"
        "el segundo|la segunda",
    ),
    # After a group, what every copy has: "two Savannah Lions, each with 1 damage".
    "each_of_them": ("each|each one|each of them|all of them|both", "cada uno|cada una|todos|todas|ambos|ambas"),
    # After "and" or a comma in the sentence that described the group: "…, one at 0 loyalty".
    "one": ("one", "uno|una|otro|otra"),
    # Between what is marked and what it is on: "1 damage on the Lions", "2 contadores sobre él".
    "marked_on": ("on", "sobre|en"),
    # Combat told as it happened: "Grizzly Bears blocked Hill Giant", "bloqueó al Gigante".
    "block_verbs": (
        "blocked|blocks|was blocked by|is blocked by|blocked by|blocking|were blocked by|are blocked by",
        "bloqueo|bloquearon|bloquea|bloquean|fue bloqueado por|fue bloqueada por|bloqueando a|bloqueando|"
        "fueron bloqueados por|fueron bloqueadas por",
    ),
    # What a creature took: "took 3 from Hill Giant", "recibió 2".
    "took": ("took|received|was dealt|has taken|takes", "recibio|recibieron|recibe|reciben|ha recibido|le hicieron"),
    # Nothing marked: "Walking Ballista with no counters", "Balista andante sin contadores", "sin daño".
    "no_counters": (
        "with no counters|with no counters on it|no counters|without counters|with zero counters|with no damage|"
        "without damage|no damage|undamaged",
        "sin contadores|sin ningun contador|sin contadores encima|con cero contadores|sin dano|sin ningun dano",
    ),
    # Damage told as an event: "Bob deals 3 damage to Tarmogoyf with Lightning Bolt", "me hace 3 de daño con un Rayo".
    "deal_verbs": (
        "deals|dealt|deal|did|does",
        "hace|hizo|hacen|hicieron|le hace|le hizo|le hacen|le hicieron|me hace|me hizo|me hacen|me hicieron|"
        "te hace|te hizo",
    ),
    # Before a player as the one a Spanish verb is done to: "mi rival me hace …": to me.
    "to_me": ("", "me"),
    # Whose, said after the object: "Two Thalia under my control", "bajo el control de Bob".
    "under_control": ("under|on", "bajo el control de|bajo control de|bajo|de|en"),
    # What there is, before what is named: "there's a Lightning Bolt in my graveyard".
    "there_is": ("there's|there is|there are|theres", "hay"),
    # Before an object's name, after what it is: "two legendary planeswalkers named Jace".
    "named": ("named|called", "llamado|llamada|llamados|llamadas"),
    # At a clause's end, one more of what it names: "Bob controls Thalia too".
    "too": ("too|as well|also", "tambien"),
    # Spanish verbs that carry their own subject: "Tengo dos Thalia", "Controlo un Oso pardo".
    "first_person_verbs": ("", "tengo|controlo"),
    # Verbs of having: whose, when an object or a player's fact follows ("Ana has Grizzly Bears").
    "have_verbs": ("has|have", "tiene|tengo|tienes|tienen"),
    # "control" says whose only after a pronoun: "I control", "you control".
    "control_subjects": ("i|you|we|they", "yo|tu"),
    # Pronouns that name the default player: "I control …", "You have 0 life".
    "self": ("i|you|me|myself", "tu|yo|mi"),
    # A whole clause subject meaning what the clause before described: "It has 2 damage".
    # Spanish drops it, so its verbs stand for it: "Es indestructible", "Está encantado por Rancor".
    "subject_pronouns": ("it|he|she|it's|he's|she's", "el|ella|es|esta|son"),
    # After a comma or one of these, a subject pronoun starts a clause about the same subject:
    # "2/2 with 3 damage, but it is indestructible", "2/2 con 3 de daño, pero es indestructible".
    "continuation_joiners": ("but|and", "pero|y"),
    # Whose, said of the judge's own player: "my commander just died", "mi comandante".
    "own": ("my|your|our", "mi|tu|nuestro|nuestra|mis|tus|nuestros|nuestras"),
    # Before a type word they name what was just described: "The creature has 2 damage".
    "determiners": ("the|that|this", "la|el|esa|ese|esta|este"),
    # What a question opens with: a board never does ("Can I respond…", "Puedo responder…").
    # Words no made-up object's name holds, in lowercase: what happened to it, the question
    # asked about it. A name that isn't a card's and holds one is a sentence read wrong: asked.
    "sentence_words": (
        "what|which|who|why|how|happens|happened|happen|does|did|blocks|blocked|attacks|attacked|dies|died|"
        "bolted|unsummoned|bounced|exiled|sacrificed|destroyed|killed|kills|casts|played|deals|dealt|took|takes",
        "que|cual|quien|porque|como|pasa|paso|pasara|bloquea|bloqueo|bloquean|ataca|ataco|atacan|muere|murio|"
        "mueren|lanzo|lance|tire|tiro|devolvi|devolvio|exilie|exilio|sacrifique|sacrifico|destruyo|mato|"
        "recibio|hace|hizo",
    ),
    "question_openers": (
        "can|could|does|do|what|how|why|when|which|who|should|whats|what's",
        "puedo|puede|podemos|que|como|cuando|cual|quien|debo|deberia|por",
    ),
    # "protector nobody": no protector, not a player called Nobody.
    "nobody": ("nobody|none|no one|noone", "nadie|ninguno|ninguna"),
    # Indefinite articles: "a regeneration shield", "una ficha de Zombi".
    "articles": ("a|an", "un|una|unos|unas"),
    # What may open the second half of a name after a comma: "Jace, the Mind Sculptor".
    "name_articles": ("the", "el|la|los|las|lo"),
    # "Team A (Ana, Bob)": the word that opens a team's list of players.
    "team": ("team", "equipo"),
    # Zones as nouns: "My graveyard has a Forest" says where cards are, never who a player is.
    "zone_nouns": (
        "graveyard|graveyards|yard|hand|library|deck|exile",
        "cementerio|cementerios|mano|biblioteca|mazo|exilio",
    ),
    # Abbreviations whose full stop stays in a card name: "Dr. Julius Jumblemorph".
    "abbreviations": ("dr|mr|mrs|ms|st|jr", "sr|sra|dra"),
    # Words no player's or made-up object's name holds, because the clause around them is no fact
    # about the board (engine/board/hedges.py). What isn't there: "I don't have Grizzly Bears",
    # "Ana no tiene 0 vidas", "Nobody has 0 life".
    "negation_words": (
        "don't|dont|doesn't|doesnt|didn't|didnt|isn't|isnt|aren't|arent|wasn't|wasnt|weren't|werent|hasn't|"
        "hasnt|haven't|havent|hadn't|hadnt|won't|wont|can't|cant|cannot|not|never|no|nobody|noone|none|neither|"
        "nor|except|besides|ain't|aint|nope|nah",
        "no|nunca|jamas|nadie|ninguno|ninguna|ningun|tampoco|ni|excepto|salvo|menos",
    ),
    # What is only supposed, wanted, planned or nearly so: "If Ana has 0 life", "Ana would have",
    # "Si le tiro…", "Ana tendría 0 vidas", "I was going to…", "Iba a…", "Maybe", "Ana casi tiene".
    "supposition_words": (
        "if|unless|whether|when|whenever|once|would|could|might|should|will|may|must|maybe|perhaps|probably|"
        "possibly|suppose|supposing|supposedly|assume|assuming|imagine|hypothetically|let's|lets|going|gonna|"
        "wanna|want|wants|wanted|plan|plans|planned|planning|intend|intended|hope|hoped|almost|nearly|about|"
        "i'd|he'd|she'd|we'd|they'd|i'll|you'll|he'll|she'll|we'll|they'll|it'll|theory|theoretically|tried|"
        "trying|try|attempted|case|provided|providing|pretend|pretends|pretending|wish|wishes|wished|hopefully|"
        "expect|expects|expected|could've|should've|would've|might've|must've",
        "si|sino|cuando|mientras|seria|serian|tendria|tendrian|tendra|tendran|estaria|estarian|habria|habrian|"
        "podria|podrian|deberia|deberian|debe|deben|puede|pueden|pudo|quizas|quiza|tal|vez|acaso|supongamos|"
        "supon|suponte|suponiendo|imagina|imaginemos|imaginate|digamos|iba|ibamos|iban|ibas|queria|quiero|"
        "quiere|queriamos|pensaba|casi|hubiera|hubieran|tuviera|tuvieran|tuviese|fuera|fueran|estuviera|"
        "estuvieran|va|vas|voy|vamos|van|tendre|tendras|tendremos|estare|estaras|estara|estaremos|estaran|sere|"
        "seras|sera|teoria|teoricamente|hipoteticamente|intento|intente|intentaba|caso|finge|fingir|fingimos|"
        "ojala|espera|esperaba|esperamos",
    ),
    # A change told where a total goes: "Ana lost 20 life" is no player "Ana lost" at 20 life, and
    # "Ana perdió 3 vidas" says nothing of what she has left.
    # Words that speak of several objects told elsewhere: "Both creatures have 2 damage" names none.
    "quantifier_words": ("both|each|every|all", "ambos|ambas|cada|todos|todas"),
    "change_words": (
        "lost|loses|lose|losing|gained|gains|gain|gaining|paid|pays|pay|paying|spent|spends|drained|drains",
        "perdio|pierde|pierden|perdi|perdiste|gano|gana|ganan|gane|ganaste|pago|paga|pagan|pague|pagaste|"
        "drena|drenan|drenaron",
    ),
    # Someone's words or thoughts reported, not the board: "Ana says she has 0 life", "Bob cree
    # que…", "I think…", "Mi rival dice que…".
    "report_words": (
        "say|says|said|saying|claim|claims|claimed|claiming|think|thinks|thought|believe|believes|believed|"
        "guess|reckon|swear|swears|swore|insist|insists|insisted|argue|argues|argued|tell|tells|told|ask|"
        "asks|asked|wonder|wonders|wondered|know|knows|knew|heard|hear|apparently|according",
        "dice|dicen|dijo|dijeron|digo|decir|cree|creen|creo|creia|crei|piensa|piensan|pienso|penso|afirma|"
        "afirmo|asegura|aseguro|jura|juro|insiste|insistio|pregunta|pregunto|preguntan|sabe|supe|oi|"
        "segun|parece|aparentemente",
    ),
    # Words to the bot or chat, not a player: "Juez: …", "Check this: …", "Hola juez", "thanks".
    "address_words": (
        "judge|juez|bot|please|pls|plz|check|tell|help|explain|hi|hello|hey|thanks|thank|thx|lol|lmao|ok|"
        "okay|question|doubt|this|here|what|why|how|where|who|which|whats|example|scenario|situation|dude|bro",
        "juez|bot|porfa|favor|revisa|revisame|comprueba|mira|dime|explica|explicame|ayuda|ayudame|hola|"
        "gracias|jaja|jajaja|vale|pregunta|duda|esto|aqui|que|porque|como|donde|quien|cual|cuales|"
        "ejemplo|escenario|situacion|ojo|oye|che|guey|wey|neta|boludo|weon|huevon|parce|tio|tia|bro|pues|bueno",
    ),
    # Of the words above, given names too: only in lowercase are they refused ("Will has 0 life").
    "hedge_given_names": ("will|may|hope|ask", "mira|vale|tal|van|sera"),
}


def words(word_class: str) -> frozenset[str]:
    """Every word of a class, in both languages."""
    en, es = WORD_CLASSES[word_class]
    return frozenset(w for w in f"{en}|{es}".split("|") if w)


#: Number words judges write instead of digits ("two damage", "dos contadores"), with their values.
NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "un": 1, "una": 1, "uno": 1, "unos": 1, "unas": 1,
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "zero": 0, "cero": 0,
}  # fmt: skip


#: "Grizzly Bears 2/2; Rancor enchanting it": references to the object the clause before
#: described ("that" is skipped as filler, so "that creature" arrives as "creature").
PRONOUNS = frozenset(
    {
        "it", "them", "creature", "permanent", "that creature", "that permanent",
        "el", "ella", "ellos", "ellas", "criatura", "esa criatura",
    }
)  # fmt: skip

#: Spanish sector names.
SECTOR_NAMES: dict[str, str] = {"alpha": "alpha", "alfa": "alpha", "beta": "beta", "gamma": "gamma"}

#: Type words that, capitalised right after a name word, belong to the name ("Some Saga saga").
NAME_FRIENDLY_TERMINALS = frozenset(
    {"CARD_TYPE", "SUBTYPE", "SUPERTYPE", "TOKEN", "COPY", "COMMANDER", "TEAM", "AND", "COLOR", "KEYWORD_ABILITY"}
)


#: Case- and accent-insensitive form, with typographic quotes and apostrophes made plain: the
#: reader's name for ``fold`` itself (a wrapper's frame was a tenth of a 10-card board's reading).
normalise = fold


@dataclass(frozen=True, slots=True)
class Phrase:
    words: tuple[str, ...]
    keyword: Keyword
    text: str
    language: str


def _phrases() -> dict[str, list[Phrase]]:
    """Index by first normalised word; each list longest first, for greedy matching."""
    index: dict[str, list[Phrase]] = {}
    for kw in KEYWORDS:
        for language, phrases in (("en", kw.en), ("es", kw.es)):
            for text in phrases:
                words = tuple(normalise(text).replace("!", "").split())
                index.setdefault(words[0], []).append(Phrase(words, kw, text, language))
    for entries in index.values():
        entries.sort(key=lambda p: -len(p.words))
    return index


PHRASES: dict[str, list[Phrase]] = _phrases()


#: The languages each keyword phrase belongs to ("vidas": Spanish; "indestructible": both).
def _phrase_languages() -> dict[tuple[str, ...], frozenset[str]]:
    languages: dict[tuple[str, ...], set[str]] = {}
    for entries in PHRASES.values():
        for phrase in entries:
            languages.setdefault(phrase.words, set()).add(phrase.language)
    return {words: frozenset(found) for words, found in languages.items()}


PHRASE_LANGUAGES: dict[tuple[str, ...], frozenset[str]] = _phrase_languages()


def _spanish_only_words() -> frozenset[str]:
    english = {w for en, _ in WORD_CLASSES.values() for phrase in en.split("|") for w in phrase.split()}
    spanish = {w for _, es in WORD_CLASSES.values() for phrase in es.split("|") for w in phrase.split()}
    return frozenset(spanish - english)


#: Plain words only Spanish has ("controla", "jugador", "tengo"): a board written with them and
#: no keyword ("Cada jugador controla Thalia") is a Spanish board.
SPANISH_ONLY_WORDS = _spanish_only_words()


def phrase_language(typed: str) -> str | None:
    """ "es" or "en" when the typed words are a keyword phrase of that language only, else None."""
    languages = PHRASE_LANGUAGES.get(tuple(normalise(typed).replace("!", "").split()), frozenset())
    return next(iter(languages)) if len(languages) == 1 else None


ALL_PHRASES: tuple[str, ...] = tuple(sorted({p.text for entries in PHRASES.values() for p in entries}))
#: Every word of every phrase, folded: words the board language knows as they are.
PHRASE_WORDS: frozenset[str] = frozenset(w for entries in PHRASES.values() for p in entries for w in p.words)


def _first_phrases() -> dict[tuple[str, str | None, str], str]:
    """(terminal, value or None, language) → the phrase a reply uses for it: the row's first."""
    table: dict[tuple[str, str | None, str], str] = {}
    for kw in KEYWORDS:
        for lang, phrases in (("en", kw.en), ("es", kw.es or kw.en)):
            if phrases:
                table.setdefault((kw.terminal, kw.value, lang), phrases[0])
                table.setdefault((kw.terminal, None, lang), phrases[0])
    return table


_FIRST_PHRASES = _first_phrases()
#: How replies say a keyword whose Spanish isn't read as that keyword: "equipo" is lexed as a
#: team (the grammar tells Equipment by its place), but a reply says "equipo" all the same.
_FIRST_PHRASES[("SUBTYPE", "equipment", "es")] = "equipo"


def first_phrase(terminal: str, lang: str, value: str | None = None) -> str | None:
    """How a reply in ``lang`` words a keyword (of one ``value``, or the terminal's first row)."""
    return _FIRST_PHRASES.get((terminal, value, "es" if lang == "es" else "en"))
