"""The board language: one line of English or Spanish → a game state for the SBA engine."""

from engine.board.errors import BoardError, BoardSyntaxError
from engine.board.parse import MAX_BOARD_OBJECTS, MAX_TEXT, parse_board, suggest_keyword

__all__ = ["MAX_BOARD_OBJECTS", "MAX_TEXT", "BoardError", "BoardSyntaxError", "parse_board", "suggest_keyword"]
