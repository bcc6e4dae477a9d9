"""The pieces behind a connection that comes back (issue 30, item 5), without a socket: the
pace of resumes after unreadable frames, the heartbeat file's reading, and the reply windows."""

from __future__ import annotations

import json
import time
from pathlib import Path
from unittest import mock

import discord
from discord.webhook.async_ import Route

from bot.discord import gateway, heartbeat
from bot.discord.deadlines import DEADLINE, TOKEN_LIFETIME
from bot.discord.delivery import KNOWN_TOKENS, WindowedAdapter, retry_after


def test_unreadable_frames_resume_at_once_then_ever_more_slowly_up_to_a_cap() -> None:
    paced = gateway._Malformed()
    pauses = [paced.pause() for _ in range(12)]
    assert pauses[:3] == [0.0, 0.0, 0.0]  # a stray frame costs nothing
    assert pauses[3:7] == [1.0, 2.0, 4.0, 8.0]
    assert max(pauses) == gateway.MALFORMED_MAX_PAUSE


def test_a_fresh_heartbeat_says_connected_a_stale_or_missing_one_does_not(tmp_path: Path) -> None:
    path = tmp_path / "alive"
    assert not heartbeat.read(path).connected and heartbeat.read(path).age is None
    heartbeat.beat(path, 0.042)
    fresh = heartbeat.read(path)
    assert fresh.connected and fresh.latency == 0.042
    assert not heartbeat.read(path, now=time.time() + heartbeat.STALE + 1).connected  # a frozen process
    path.write_text("{not json")
    assert not heartbeat.read(path).connected
    heartbeat.clear(path)
    heartbeat.clear(path)  # twice is fine
    assert not path.exists()
    assert json.loads(json.dumps(fresh.latency)) == 0.042


def _snowflake(seconds_ago: float) -> int:
    return (int((time.time() - seconds_ago) * 1000) - 1_420_070_400_000) << 22


def test_the_first_response_has_3_seconds_and_what_follows_on_its_token_15_minutes() -> None:
    adapter = WindowedAdapter()
    interaction = _snowflake(1.0)
    callback = Route(
        "POST", "/interactions/{webhook_id}/{webhook_token}/callback", webhook_id=interaction, webhook_token="tok"
    )
    first = adapter.deadline(callback)
    created = discord.utils.snowflake_time(interaction).timestamp()
    assert first is not None and abs(first[0] - (created + DEADLINE)) < 1e-6
    followup = Route("POST", "/webhooks/{webhook_id}/{webhook_token}", webhook_id=1, webhook_token="tok")
    later = adapter.deadline(followup)
    assert later is not None and abs(later[0] - (created + TOKEN_LIFETIME)) < 1e-6
    unknown = Route("POST", "/webhooks/{webhook_id}/{webhook_token}", webhook_id=1, webhook_token="other")
    assert adapter.deadline(unknown) is None  # a plain webhook: Discord's own rules


def test_remembered_tokens_are_bounded() -> None:
    adapter = WindowedAdapter()
    for n in range(KNOWN_TOKENS + 50):
        route = Route(
            "POST",
            "/interactions/{webhook_id}/{webhook_token}/callback",
            webhook_id=_snowflake(0),
            webhook_token=f"t{n}",
        )
        adapter.deadline(route)
    assert len(adapter._created) == KNOWN_TOKENS and "t0" not in adapter._created


def test_retry_after_reads_the_header_then_the_bucket_reset() -> None:
    def limited(headers: dict[str, str]) -> discord.HTTPException:
        response = mock.Mock(status=429, reason="Too Many Requests", headers=headers)
        return discord.HTTPException(response, {"message": "limited", "retry_after": 9})

    assert retry_after(limited({"Retry-After": "0.5"})) == 0.5
    assert retry_after(limited({"X-RateLimit-Reset-After": "1.25"})) == 1.25
    assert retry_after(limited({})) == 1.0


def test_an_empty_heartbeat_file_setting_means_no_file(tmp_path: Path) -> None:
    from bot.settings import Settings

    env = tmp_path / ".env"
    env.write_text("HEARTBEAT_FILE=\n")
    assert Settings(_env_file=env).heartbeat_file is None  # not Path("."), the current directory
    env.write_text(f"HEARTBEAT_FILE={tmp_path / 'alive'}\n")
    assert Settings(_env_file=env).heartbeat_file == tmp_path / "alive"


def test_the_container_checks_the_gateway_and_sets_the_heartbeat_file() -> None:
    root = Path(__file__).resolve().parents[3]
    dockerfile = (root / "Dockerfile").read_text(encoding="utf-8")
    compose = (root / "deploy/compose.yaml").read_text(encoding="utf-8")
    assert "HEARTBEAT_FILE=" in dockerfile and 'CMD ["juez", "doctor", "--live"]' in dockerfile
    assert '["CMD", "juez", "doctor", "--live"]' in compose
