"""What judges call the documents' sections, as data: abbreviations and Spanish names.

Sections are named here by their English title, never by number: numbers move between
editions ("Deck Problem" was 3.5 in 2019 and still is, but the MTR renumbers often), titles
rarely do. The Spanish names are Juez's own, written as explanations for Spanish-speaking
judges; the documents themselves are English.
"""

from __future__ import annotations

from engine.game_terms import SPANISH as GAME_TERMS
from engine.policy.model import Document

#: Abbreviations judges type → (document, English title of the section). A title that is a
#: chapter's ("Unsporting Conduct") means the chapter.
ABBREVIATIONS: dict[str, tuple[Document, str]] = {
    "mt": (Document.IPG, "Missed Trigger"),
    "lec": (Document.IPG, "Looking at Extra Cards"),
    "hce": (Document.IPG, "Hidden Card Error"),
    "dec": (Document.IPG, "Hidden Card Error"),  # Drawing Extra Cards, folded into it in 2015
    "drawing extra cards": (Document.IPG, "Hidden Card Error"),
    "mpe": (Document.IPG, "Mulligan Procedure Error"),
    "grv": (Document.IPG, "Game Rule Violation"),
    "ftmgs": (Document.IPG, "Failure to Maintain Game State"),
    "fmgs": (Document.IPG, "Failure to Maintain Game State"),
    "ftm": (Document.IPG, "Failure to Maintain Game State"),
    "oa": (Document.IPG, "Outside Assistance"),
    "sp": (Document.IPG, "Slow Play"),
    "dlp": (Document.IPG, "Decklist Problem"),
    "d/l problem": (Document.IPG, "Decklist Problem"),
    "dp": (Document.IPG, "Deck Problem"),
    "lpv": (Document.IPG, "Limited Procedure Violation"),
    "cpv": (Document.IPG, "Communication Policy Violation"),
    "mc": (Document.IPG, "Marked Cards"),
    "is": (Document.IPG, "Insufficient Shuffling"),
    "usc": (Document.IPG, "Unsporting Conduct"),
    "usc minor": (Document.IPG, "Minor"),
    "usc-minor": (Document.IPG, "Minor"),
    "usc major": (Document.IPG, "Major"),
    "usc-major": (Document.IPG, "Major"),
    "idaw": (Document.IPG, "Improperly Determining a Winner"),
    "idw": (Document.IPG, "Improperly Determining a Winner"),
    "ttm": (Document.IPG, "Theft of Tournament Material"),
    "gpe": (Document.IPG, "Game Play Errors"),
    "te": (Document.IPG, "Tournament Errors"),
    "dq": (Document.IPG, "Definition of Penalties"),
    "gl": (Document.IPG, "Definition of Penalties"),
    "ml": (Document.IPG, "Definition of Penalties"),
    "warning": (Document.IPG, "Definition of Penalties"),
    "game loss": (Document.IPG, "Definition of Penalties"),
    "match loss": (Document.IPG, "Definition of Penalties"),
    "disqualification": (Document.IPG, "Definition of Penalties"),
    "penalties": (Document.IPG, "Definition of Penalties"),
    "backup": (Document.IPG, "Backing Up"),
    "rel": (Document.MTR, "Rules Enforcement Levels"),
    "ooos": (Document.MTR, "Out-of-Order Sequencing"),
    "shortcuts": (Document.MTR, "Tournament Shortcuts"),
    "ccsd": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "id": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "eom": (Document.MTR, "End-of-Match Procedure"),
    "2hg": (Document.MTR, "Two-Headed Giant Tournament Rules"),
}

#: What judges say for a section, in either language, beside its English title: a search that
#: holds the phrase ranks that section first ("intentional draw" is MTR 2.5, whose title says
#: "Intentionally Drawing"; "robó cartas de más" is Hidden Card Error, where drawing extra cards
#: has been since 2015).
JUDGE_PHRASES: dict[str, tuple[Document, str]] = {
    "intentional draw": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "intentionally draw": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "empate intencional": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "empatar intencionadamente": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "acordar un empate": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "concede": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "conceder": (Document.MTR, "Conceding or Intentionally Drawing Games or Matches"),
    "drew extra cards": (Document.IPG, "Hidden Card Error"),
    "drew an extra card": (Document.IPG, "Hidden Card Error"),
    "drawing extra cards": (Document.IPG, "Hidden Card Error"),
    "draws extra cards": (Document.IPG, "Hidden Card Error"),
    "robó cartas de más": (Document.IPG, "Hidden Card Error"),
    "robó una carta de más": (Document.IPG, "Hidden Card Error"),
    "robar cartas de más": (Document.IPG, "Hidden Card Error"),
    "roba cartas de más": (Document.IPG, "Hidden Card Error"),
    "looked at extra cards": (Document.IPG, "Looking at Extra Cards"),
    "miró cartas de más": (Document.IPG, "Looking at Extra Cards"),
    "mirar cartas de más": (Document.IPG, "Looking at Extra Cards"),
    "juego lento": (Document.IPG, "Slow Play"),
    "soborno": (Document.IPG, "Bribery and Wagering"),
    "trampa": (Document.IPG, "Cheating"),
}

#: English title (as the documents print it) → Juez's Spanish name. Infractions, their classes,
#: the penalties and sub-section headings, and the chapters and most-cited sections.
SPANISH: dict[str, str] = {
    # IPG infractions
    "Missed Trigger": "Habilidad disparada olvidada",
    "Looking at Extra Cards": "Mirar cartas de más",
    "Hidden Card Error": "Error de carta oculta",
    "Mulligan Procedure Error": "Error en el procedimiento de mulligan",
    "Game Rule Violation": "Violación de una regla del juego",
    "Failure to Maintain Game State": "No mantener el estado del juego",
    "Tardiness": "Retraso",
    "Outside Assistance": "Ayuda externa",
    "Slow Play": "Juego lento",
    "Decklist Problem": "Problema con la lista de mazo",
    "Deck Problem": "Problema con el mazo",
    "Limited Procedure Violation": "Violación del procedimiento de Limitado",
    "Communication Policy Violation": "Violación de la política de comunicación",
    "Marked Cards": "Cartas marcadas",
    "Insufficient Shuffling": "Barajado insuficiente",
    "Minor": "Leve",
    "Major": "Grave",
    "Improperly Determining a Winner": "Determinar un ganador de forma indebida",
    "Bribery and Wagering": "Soborno y apuestas",
    "Aggressive Behavior": "Comportamiento agresivo",
    "Theft of Tournament Material": "Robo de material del torneo",
    "Stalling": "Demorar el juego a propósito",
    "Cheating": "Hacer trampa",
    # classes and chapters
    "Introduction": "Introducción",
    "General Philosophy": "Filosofía general",
    "Definition of Penalties": "Definición de las penalizaciones",
    "Applying Penalties": "Aplicación de las penalizaciones",
    "Randomizing a Library": "Aleatorizar una biblioteca",
    "Randomizing a Deck": "Aleatorizar un mazo",
    "Backing Up": "Retroceder (backup)",
    "Sets": "Conjuntos",
    "Game Play Error": "Error de juego",
    "Game Play Errors": "Errores de juego",
    "Tournament Error": "Error de torneo",
    "Tournament Errors": "Errores de torneo",
    "Unsporting Conduct": "Conducta antideportiva",
    "Appendices": "Apéndices",
    "Penalty Quick Reference": "Referencia rápida de penalizaciones",
    "Tournament Fundamentals": "Fundamentos del torneo",
    "Tournament Mechanics": "Mecánica del torneo",
    "Tournament Rules": "Reglas del torneo",
    "Communication": "Comunicación",
    "Tournament Violations": "Infracciones del torneo",
    "Constructed Tournament Rules": "Reglas de torneos de Construido",
    "Limited Tournament Rules": "Reglas de torneos de Limitado",
    "Team Tournament Rules": "Reglas de torneos por equipos",
    "Two-Headed Giant Tournament Rules": "Reglas de torneos de Gigante de Dos Cabezas",
    "Sanctioning Rules": "Reglas de sanción",
    "Common Issues": "Problemas habituales",
    "General Unwanted Behaviors": "Conductas no deseadas",
    "Serious Problems": "Problemas graves",
    "Resources": "Recursos",
    # MTR sections judges cite most
    "Tournament Types": "Tipos de torneo",
    "Tournament Roles": "Funciones en el torneo",
    "Head Judge": "Juez principal",
    "Floor Judges": "Jueces de sala",
    "Players": "Jugadores",
    "Spectators": "Espectadores",
    "Rules Enforcement Levels": "Niveles de aplicación de las reglas (REL)",
    "Match Structure": "Estructura de la partida",
    "Play/Draw Rule": "Regla de jugar o robar",
    "Pregame Procedures": "Procedimientos previos al juego",
    "Conceding or Intentionally Drawing Games or Matches": "Conceder o empatar intencionadamente juegos o partidas",
    "End-of-Match Procedure": "Procedimiento de fin de partida",
    "Time Extensions": "Extensiones de tiempo",
    "Deck Registration": "Registro del mazo",
    "Deck Checks": "Revisiones de mazo",
    "Appeals to the Head Judge": "Apelaciones al juez principal",
    "Dropping from a Tournament": "Abandonar un torneo",
    "Taking Notes": "Tomar notas",
    "Electronic Devices": "Dispositivos electrónicos",
    "Tiebreakers": "Desempates",
    "Authorized Cards": "Cartas autorizadas",
    "Proxy Cards": "Cartas proxy",
    "Card Interpretation": "Interpretación de las cartas",
    "Card Identification and Interpretation": "Identificación e interpretación de las cartas",
    "Game Markers": "Marcadores de juego",
    "Card Shuffling": "Barajar las cartas",
    "Sleeves": "Fundas",
    "Hidden Information": "Información oculta",
    "Tapped/Flipped Cards": "Cartas giradas o volteadas",
    "Graveyard Order": "Orden del cementerio",
    "Sideboard": "Banquillo",
    "Player Communication": "Comunicación entre jugadores",
    "Tournament Shortcuts": "Atajos de torneo",
    "Out-of-Order Sequencing": "Secuencias fuera de orden",
    "Loops": "Bucles",
    "Triggered Abilities": "Habilidades disparadas",
    "Reversing Decisions": "Revertir decisiones",
    "Bribery": "Soborno",
    "Wagering": "Apuestas",
    "Deck Construction Restrictions": "Restricciones de construcción de mazos",
    "Card Legality": "Legalidad de las cartas",
    "Time Limits": "Límites de tiempo",
    "Tiebreaker Explanation": "Explicación de los desempates",
    # IPG sub-section headings
    "Definition": "Definición",
    "Examples": "Ejemplos",
    "Philosophy": "Filosofía",
    "Additional Remedy": "Solución adicional",
    "Upgrade": "Aumento de la penalización",
    "Downgrade": "Reducción de la penalización",
}

#: Penalties as the IPG states them → Spanish (folded English keys).
PENALTIES: dict[str, str] = {
    "warning": "Advertencia",
    "game loss": GAME_TERMS["game loss"].capitalize(),
    "match loss": GAME_TERMS["match loss"].capitalize(),
    "disqualification": "Descalificación",
    "no penalty": "Sin penalización",
    "none": "Sin penalización",
    "warning with potential upgrade": "Advertencia (puede aumentar)",
}

#: Words judges put before a section: "IPG 2.5", "sección 4.2", "appendix B".
PREFIXES = ("section", "sección", "seccion", "sec.", "§", "rule", "regla")
APPENDIX_WORDS = ("appendix", "apéndice", "apendice", "appx.", "appx", "app.", "anexo")
INTRO_WORDS = frozenset({"intro", "introduction", "introducción", "introduccion", "introducion"})


def spanish_name(title: str) -> str | None:
    return SPANISH.get(title)


def spanish_penalty(penalty: str) -> str:
    return PENALTIES.get(penalty.strip().casefold(), penalty)
