"""Runtime settings, from the environment and ``.env`` (documented in .env.example).

Built once by the front end and passed down. Only ``bot/database_path.py`` reads the environment
elsewhere (the database path, for terminal lookups), the same way, and a test keeps them in step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.database_path import DEFAULT_DATABASE
from engine import json_limits

DEFAULT_CR_PAGE = "https://magic.wizards.com/en/rules"
JUDGEORBIT = "https://raw.githubusercontent.com/danielctw/judgeorbit-data/main"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    dev_guild_id: int | None = None
    database_path: Path = DEFAULT_DATABASE
    cr_url: str = DEFAULT_CR_PAGE
    """The official CR page (its TXT link is followed) or a TXT file's URL."""
    cards_url: str = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
    """MTGJSON's AtomicCards file (``.json``, ``.json.xz`` or ``.json.gz``); its Meta.json sits beside it."""
    mtr_url: str = f"{JUDGEORBIT}/mtr.json"
    ipg_url: str = f"{JUDGEORBIT}/ipg.json"
    jar_url: str = f"{JUDGEORBIT}/jar.json"
    """The tournament documents in a form Juez reads (judgeorbit JSON, Judgebot's IPG JSON, or
    the one-page HTML); ``juez docs update --from`` imports any of them from a file."""
    docs_meta_url: str = f"{JUDGEORBIT}/documents_meta.json"
    """Effective dates for files that don't state their own (judgeorbit's IPG)."""
    docs_page_url: str = "https://wpn.wizards.com/en/rules-documents"
    """Where /ipg, /mtr and /jar link for the official documents."""
    card_images: bool = True
    """/card shows the card's image (Scryfall's documented image address, fetched by Discord: the
    bot makes no request); ``CARD_IMAGES=false`` turns it off."""
    default_language: str = Field(default="en", pattern="^(en|es)$")
    log_level: str = "INFO"
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[list[int] | None, NoDecode] = None
    """JSON (``[0, 1]``), read by ``_bounded_json``, not pydantic-settings' own ``json.loads``."""

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _bounded_json(cls, value: object) -> object:
        """A list setting written as JSON, read within ``json_limits``' depth: 100,000 brackets
        in ``.env`` were a ``RecursionError`` traceback at start-up."""
        if not isinstance(value, str):
            return value
        if not value.strip():
            return None
        try:
            return json_limits.loads(value)
        except json_limits.JsonLimitError:
            raise ValueError(f"nested more than {json_limits.MAX_DEPTH} levels deep; write e.g. [0, 1]") from None
        except ValueError:
            raise ValueError("not JSON; write e.g. [0, 1]") from None

    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    board_language_url: str = "https://github.com/juez-bot/juez/blob/main/docs/board-language.md"
    """Where /help sends judges for the board language (docs/board-language.md of this repository)."""
    board_budget: float = Field(default=5.0, gt=0, le=60)
    """Seconds one board (reading, checking, tracing) may run before it is stopped and the
    judge told it is too big to check (``bot/handlers/heavy.py``)."""
    quiz_timeout: float = Field(default=300.0, gt=0)
    """Seconds a /quiz question waits for its answer before revealing it."""
    quiz_daily_hour: int = Field(default=12, ge=0, le=23)
    """The UTC hour from which each day's daily question is posted."""
    quiz_secret: SecretStr | None = None
    """What scored questions' seeds are derived from (HMAC); unset, a random one is made once and
    kept in the database. Changing it changes every unanswered button's question."""
    http_timeout: float = Field(default=30.0, gt=0)
    http_retries: int = Field(default=3, ge=1, le=10)
    heartbeat_file: Path | None = None
    """Rewritten every 5 s while the gateway is connected, deleted when it isn't: what
    ``juez doctor --live`` (a health check) reads. Unset: no file."""
    gateway_grace: float = Field(default=300.0, gt=0)
    """Seconds the gateway may stay disconnected (discord.py reconnecting) before the process
    exits with code 75 for its supervisor to restart it."""

    @field_validator("heartbeat_file", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        """``HEARTBEAT_FILE=`` (as .env.example has it) means no file, not the current directory."""
        return None if value == "" else value
