"""Cards as the rules read them: printed characteristics, names in two languages, Oracle text.

Pure data and pure functions; the bot streams MTGJSON into its store and hands the engine
``Card`` records (see ``bot/cards``)."""

from engine.cards.model import Card, Face

__all__ = ["Card", "Face"]
