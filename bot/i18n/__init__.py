"""User-facing strings in English and Spanish, keyed by dotted message ids."""

from bot.i18n.catalog import CATALOG, LANGUAGES, normalise_language, t

__all__ = ["CATALOG", "LANGUAGES", "normalise_language", "t"]
