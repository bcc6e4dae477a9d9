"""Tournament policy documents (MTR, IPG, JAR): reading them, and naming their sections."""

from engine.policy.model import INTRO, TITLES, Document, ParsedDocument, Part, PolicyParseError, Section
from engine.policy.read import parse_document

__all__ = ["INTRO", "TITLES", "Document", "ParsedDocument", "Part", "PolicyParseError", "Section", "parse_document"]
