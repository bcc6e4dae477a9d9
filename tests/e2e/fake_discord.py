"""A small fake Discord on 127.0.0.1: enough REST and gateway for the real discord.py client.

It answers login, validates command syncs the way Discord does (and fails on violations),
speaks the gateway (HELLO, heartbeats, READY, GUILD_CREATE), pushes INTERACTION_CREATE events
built from the synced schema, and records every interaction callback and followup so tests can
assert on what a user would really see.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
from aiohttp import WSMsgType, web

APP_ID = "900000000000000001"
BOT_ID = "900000000000000002"
GUILD_ID = "900000000000000003"
CHANNEL_ID = "900000000000000004"
OWNER_ID = "900000000000000005"
VALID_LOCALES = frozenset(locale.value for locale in discord.Locale)
MANAGE_GUILD = 1 << 5


def _json(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py reads the body as text otherwise.
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


def _valid_name(name: Any) -> bool:
    return (
        isinstance(name, str)
        and 1 <= len(name) <= 32
        and name == name.lower()
        and all(c.isalnum() or c in "-_" for c in name)
    )


def validate_command(command: dict[str, Any], path: str = "") -> list[str]:
    """Discord's rules for a command payload; every violation, with where it is."""
    problems: list[str] = []
    where = f"{path}{command.get('name')}"
    if not _valid_name(command.get("name")):
        problems.append(f"{where}: invalid name {command.get('name')!r}")
    description = command.get("description", "")
    if command.get("type", 1) in (1, None) and not 1 <= len(description) <= 100:
        problems.append(f"{where}: description length {len(description)}")
    for key in ("name_localizations", "description_localizations"):
        for locale, value in (command.get(key) or {}).items():
            if locale not in VALID_LOCALES:
                problems.append(f"{where}: invalid locale key {locale!r}")
            if key == "name_localizations" and not _valid_name(value):
                problems.append(f"{where}: invalid localized name {value!r} ({locale})")
            if key == "description_localizations" and not 1 <= len(value) <= 100:
                problems.append(f"{where}: localized description length {len(value)} ({locale})")
    options = command.get("options") or []
    if len(options) > 25:
        problems.append(f"{where}: {len(options)} options")
    for option in options:
        problems += validate_command(option, f"{where}.")
        choices = option.get("choices") or []
        if len(choices) > 25:
            problems.append(f"{where}.{option.get('name')}: {len(choices)} choices")
        for choice in choices:
            if not 1 <= len(choice.get("name", "")) <= 100:
                problems.append(f"{where}.{option.get('name')}: choice name length")
            for locale, value in (choice.get("name_localizations") or {}).items():
                if locale not in VALID_LOCALES or not 1 <= len(value) <= 100:
                    problems.append(f"{where}.{option.get('name')}: choice localization {locale!r}")
    return problems


@dataclass
class Recorded:
    interaction_id: str
    body: dict[str, Any]
    kind: str  # "callback", "followup", "edit"
    at: float = field(default_factory=time.perf_counter)


def snowflakes() -> Iterator[int]:
    """Discord ids: the creation time (ms since 2015) shifted left 22 bits, then a counter, so
    the bot's deadline checks see a real age. Strictly increasing."""
    last = 0
    for sequence in itertools.count():
        now = int(time.time() * 1000) - DISCORD_EPOCH_MS
        last = max(last + 1, (now << 22) | (sequence & 0xFFF))
        yield last


DISCORD_EPOCH_MS = 1_420_070_400_000


@dataclass
class FakeDiscord:
    synced: list[list[dict[str, Any]]] = field(default_factory=list)
    records: list[Recorded] = field(default_factory=list)
    _ids: Iterator[int] = field(default_factory=lambda: snowflakes())
    _sockets: list[web.WebSocketResponse] = field(default_factory=list)
    _tokens: dict[str, str] = field(default_factory=dict)
    _pressed_on: dict[str, str] = field(default_factory=dict)
    """A component interaction's id → the message its component is on: an update response (types
    6 and 7) and its edits are that message, as Discord's are."""
    _commands: dict[str, dict[str, Any]] = field(default_factory=dict)
    _seq: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _events: asyncio.Event = field(default_factory=asyncio.Event)
    sent_at: dict[str, float] = field(default_factory=dict)
    components: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    """Each sent message's components by message id: a click carries its message's, as Discord's do
    (discord.py rebuilds a dynamic item from them)."""
    answered_at: dict[str, float] = field(default_factory=dict)
    """First callback time of each interaction (for benchmarks: no scan of the records)."""
    base: str = ""
    last_channel_message: str = ""
    gateway_ops: list[int] = field(default_factory=list)
    """Every op the bot sent on the gateway, in order (2 identify, 6 resume): how it came back."""
    callback_faults: list[tuple[int, float]] = field(default_factory=list)
    """(status, Retry-After) the next interaction callbacks are answered with, one each, before
    any is recorded: ``[(429, 0.5)]`` is one rate limit, ``[(500, 0)] * 50`` an outage of callbacks."""
    rejected: list[Recorded] = field(default_factory=list)
    """Callbacks answered from ``callback_faults`` (kind ``"429"``, ``"500"``…), with when."""

    # -- server ------------------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        api = "/api/v10"
        app.router.add_get(f"{api}/users/@me", self.me)
        app.router.add_get(f"{api}/oauth2/applications/@me", self.application)
        app.router.add_put(f"{api}/applications/{{app}}/commands", self.sync)
        app.router.add_put(f"{api}/applications/{{app}}/guilds/{{guild}}/commands", self.sync)
        app.router.add_post(f"{api}/interactions/{{id}}/{{token}}/callback", self.callback)
        app.router.add_post(f"{api}/webhooks/{{app}}/{{token}}", self.followup)
        app.router.add_get(f"{api}/webhooks/{{app}}/{{token}}/messages/{{message}}", self.get_message)
        app.router.add_patch(f"{api}/webhooks/{{app}}/{{token}}/messages/{{message}}", self.edit_message)
        app.router.add_get(f"{api}/gateway/bot", self.gateway_bot)
        app.router.add_post(f"{api}/channels/{{channel}}/messages", self.channel_message)
        app.router.add_get("/gateway", self.gateway)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        self._site = site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.port = port
        self.base = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        for socket in self._sockets:
            await socket.close()
        await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"{self.base}/api/v10"

    @property
    def gateway_url(self) -> str:
        return self.base.replace("http://", "ws://") + "/gateway"

    # -- REST ----------------------------------------------------------------------------------------

    def _user(self, user_id: str = BOT_ID, name: str = "juez", bot: bool = True) -> dict[str, Any]:
        return {"id": user_id, "username": name, "discriminator": "0", "global_name": name, "avatar": None, "bot": bot}

    async def me(self, request: web.Request) -> web.Response:
        return _json(self._user())

    async def application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": APP_ID,
                "name": "Juez",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "owner": self._user(OWNER_ID, "owner", False),
                "flags": 0,
            }
        )

    async def gateway_bot(self, request: web.Request) -> web.Response:
        """Only AutoShardedBot asks: how many shards, and where the gateway is."""
        return _json(
            {
                "url": self.gateway_url,
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
            }
        )

    async def sync(self, request: web.Request) -> web.Response:
        payload = await request.json()
        problems = [p for command in payload for p in validate_command(command)]
        if problems:
            return _json({"code": 50035, "message": "Invalid Form Body", "errors": problems}, 400)
        self.synced.append(payload)
        answered = []
        for command in payload:
            command_id = str(next(self._ids))
            echoed = {
                **command,
                "id": command_id,
                "application_id": APP_ID,
                "version": "1",
                "default_member_permissions": None,
                "dm_permission": True,
            }
            if "guild" in request.match_info:
                echoed["guild_id"] = request.match_info["guild"]
            self._commands[command["name"]] = echoed
            answered.append(echoed)
        return _json(answered)

    def _message(self, body: dict[str, Any], message_id: str | None = None) -> dict[str, Any]:
        return {
            "id": message_id or str(next(self._ids)),
            "channel_id": CHANNEL_ID,
            "type": 20,
            "content": body.get("content", ""),
            "author": self._user(),
            "attachments": [],
            "embeds": body.get("embeds", []),
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": "2026-12-02T00:00:00+00:00",
            "edited_timestamp": None,
            "flags": body.get("flags", 0),
            "components": body.get("components", []),
            "application_id": APP_ID,
        }

    async def callback(self, request: web.Request) -> web.Response:
        body = await request.json()
        interaction_id = request.match_info["id"]
        if self.callback_faults:
            status, retry_after = self.callback_faults.pop(0)
            self.rejected.append(Recorded(interaction_id, body, str(status)))
            if status == 429:  # Discord's shape: the header, and the body's float; no Via (not Cloudflare)
                limited = {"message": "You are being rate limited.", "retry_after": retry_after, "global": False}
                response = _json(limited, 429)
                response.headers["Retry-After"] = str(retry_after)
                return response
            return _json({"message": "Internal Server Error", "code": 0}, status)
        self.records.append(Recorded(interaction_id, body, "callback"))
        self.answered_at.setdefault(interaction_id, time.perf_counter())
        self._events.set()
        data = body.get("data") or {}
        updated = self._pressed_on.get(interaction_id) if body["type"] in (6, 7) else None
        message = self._message(data, updated)
        self._tokens[request.match_info["token"]] = message["id"]
        if updated is None or "components" in data:  # a deferred update (6) keeps the components
            self.components[message["id"]] = data.get("components", [])
        return _json(
            {
                "interaction": {
                    "id": interaction_id,
                    "type": 2,
                    "response_message_id": message["id"],
                    "response_message_loading": False,
                    "response_message_ephemeral": False,
                },
                "resource": {"type": body["type"], "message": message},
            }
        )

    async def followup(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.records.append(Recorded(self._interaction_for(request.match_info["token"]), body, "followup"))
        self._events.set()
        message = self._message(body)
        self.components[message["id"]] = body.get("components", [])
        return _json(message)

    async def get_message(self, request: web.Request) -> web.Response:
        return _json(self._message({}, self._tokens.get(request.match_info["token"])))

    async def edit_message(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.records.append(Recorded(self._interaction_for(request.match_info["token"]), body, "edit"))
        self._events.set()
        message = self._message(body, self._tokens.get(request.match_info["token"]))
        if "components" in body:
            self.components[message["id"]] = body["components"]
        return _json(message)

    async def channel_message(self, request: web.Request) -> web.Response:
        """A message the bot posts on its own (the daily question): recorded as ``channel:<id>``."""
        body = await request.json()
        self.records.append(Recorded(f"channel:{request.match_info['channel']}", body, "channel"))
        self._events.set()
        message = self._message(body)
        self.components[message["id"]] = body.get("components", [])
        self.last_channel_message = message["id"]
        return _json(message)

    def _interaction_for(self, token: str) -> str:
        return token.removeprefix("token-")

    # -- gateway ---------------------------------------------------------------------------------

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self._sockets.append(socket)
        await socket.send_json({"op": 10, "d": {"heartbeat_interval": 45000}})
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                break
            payload = json.loads(message.data)
            self.gateway_ops.append(payload["op"])
            if payload["op"] == 1:
                await socket.send_json({"op": 11})
            elif payload["op"] == 2:
                await self._ready(socket, payload["d"].get("shard"))
            elif payload["op"] == 6 and payload["d"].get("session_id") == "session":
                await socket.send_json({"op": 0, "t": "RESUMED", "s": next(self._seq), "d": {}})
            elif payload["op"] == 6:  # nothing to resume: identify anew (op 9, d false)
                await socket.send_json({"op": 9, "d": False})
        self._sockets.remove(socket)
        return socket

    async def _ready(self, socket: web.WebSocketResponse, shard: list[int] | None = None) -> None:
        await socket.send_json(
            {
                "op": 0,
                "t": "READY",
                "s": next(self._seq),
                "d": {
                    "v": 10,
                    "user": self._user(),
                    "guilds": [{"id": GUILD_ID, "unavailable": True}],
                    "session_id": "session",
                    "resume_gateway_url": self.gateway_url,
                    "application": {"id": APP_ID, "flags": 0},
                    **({"shard": shard} if shard is not None else {}),
                },
            }
        )
        await socket.send_json(
            {
                "op": 0,
                "t": "GUILD_CREATE",
                "s": next(self._seq),
                "d": {
                    "id": GUILD_ID,
                    "name": "Judges",
                    "unavailable": False,
                    "member_count": 2,
                    "owner_id": OWNER_ID,
                    "preferred_locale": "en-US",
                    "roles": [
                        {
                            "id": GUILD_ID,
                            "name": "@everyone",
                            "permissions": "0",
                            "position": 0,
                            "color": 0,
                            "hoist": False,
                            "managed": False,
                            "mentionable": False,
                            "flags": 0,
                        }
                    ],
                    "channels": [
                        {
                            "id": CHANNEL_ID,
                            "type": 0,
                            "name": "rules",
                            "position": 0,
                            "guild_id": GUILD_ID,
                            "permission_overwrites": [],
                        }
                    ],
                    "members": [],
                    "emojis": [],
                    "stickers": [],
                    "features": [],
                    "threads": [],
                    "stage_instances": [],
                    "guild_scheduled_events": [],
                    "voice_states": [],
                    "presences": [],
                },
            }
        )

    # -- pushing interactions ----------------------------------------------------------------------

    def _base_interaction(
        self, kind: int, *, user_id: str, locale: str, guild_locale: str, permissions: int
    ) -> dict[str, Any]:
        interaction_id = str(next(self._ids))
        return {
            "id": interaction_id,
            "application_id": APP_ID,
            "type": kind,
            "token": f"token-{interaction_id}",
            "version": 1,
            "guild_id": GUILD_ID,
            "channel_id": CHANNEL_ID,
            "channel": {
                "id": CHANNEL_ID,
                "type": 0,
                "name": "rules",
                "guild_id": GUILD_ID,
                "position": 0,
                "permission_overwrites": [],
            },
            "member": {
                "user": self._user(user_id, f"judge{user_id[-4:]}", False),
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "permissions": str(permissions),
                "deaf": False,
                "mute": False,
                "flags": 0,
            },
            "locale": locale,
            "guild_locale": guild_locale,
            "app_permissions": str((1 << 50) - 1),
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID},
            "context": 0,
            "attachment_size_limit": 8 * 1024 * 1024,
        }

    def command_payload(self, name: str, options: dict[str, Any], *, focused: str | None = None) -> dict[str, Any]:
        """Options checked against the synced schema, as Discord would before sending them."""
        command = self._commands[name]
        schema = {o["name"]: o for o in command.get("options", [])}
        built = []
        for key, value in options.items():
            assert key in schema, f"/{name} has no option {key!r}"
            option = schema[key]
            if option.get("choices") and key != focused:
                assert value in [c["value"] for c in option["choices"]], f"{value!r} isn't a choice of {key}"
            if isinstance(value, str) and key != focused:
                assert option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000), key
            entry: dict[str, Any] = {"name": key, "type": option["type"], "value": value}
            if key == focused:
                entry["focused"] = True
            built.append(entry)
        for option in schema.values():
            assert not option.get("required") or option["name"] in options or focused, f"{option['name']} required"
        return {"id": command["id"], "name": name, "type": 1, "options": built, "guild_id": GUILD_ID}

    async def send(self, payload: dict[str, Any]) -> str:
        self._events.clear()
        self.sent_at[str(payload["id"])] = time.perf_counter()
        for socket in [s for s in self._sockets if not s.closed]:
            await socket.send_json({"op": 0, "t": "INTERACTION_CREATE", "s": next(self._seq), "d": payload})
        return str(payload["id"])

    async def command(
        self,
        name: str,
        options: dict[str, Any] | None = None,
        *,
        user_id: str = "800000000000000001",
        locale: str = "en-US",
        guild_locale: str = "en-US",
        permissions: int = 0,
        age: float = 0.0,
    ) -> str:
        """Push an application command; ``age`` makes it that many seconds old already (its id's
        time), as an interaction that waited in Discord's or the bot's queue would be."""
        payload = self._base_interaction(
            2, user_id=user_id, locale=locale, guild_locale=guild_locale, permissions=permissions
        )
        if age:
            old = (int((time.time() - age) * 1000) - DISCORD_EPOCH_MS) << 22 | (int(payload["id"]) & 0xFFF)
            payload["id"], payload["token"] = str(old), f"token-{old}"
        payload["data"] = self.command_payload(name, options or {})
        return await self.send(payload)

    async def autocomplete(self, name: str, options: dict[str, Any], focused: str, **kw: Any) -> str:
        payload = self._base_interaction(
            4,
            user_id=kw.get("user_id", "800000000000000001"),
            locale=kw.get("locale", "en-US"),
            guild_locale="en-US",
            permissions=0,
        )
        payload["data"] = self.command_payload(name, options, focused=focused)
        return await self.send(payload)

    async def click(
        self, custom_id: str, message_id: str, *, user_id: str = "800000000000000001", locale: str = "en-US"
    ) -> str:
        payload = self._base_interaction(3, user_id=user_id, locale=locale, guild_locale="en-US", permissions=0)
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        payload["message"] = self._message({"components": self.components.get(message_id, [])}, message_id)
        self._pressed_on[str(payload["id"])] = message_id
        return await self.send(payload)

    async def select(
        self,
        custom_id: str,
        message_id: str,
        values: list[str],
        *,
        user_id: str = "800000000000000001",
        locale: str = "en-US",
    ) -> str:
        """A pick in a string select menu (component type 3), checked against the menu's options
        as Discord would: only values the message offered."""
        menus = [c for row in self.components.get(message_id, []) for c in row.get("components", [])]
        menu = next((c for c in menus if c.get("custom_id") == custom_id and c.get("type") == 3), None)
        if menu is not None:  # a message without it: its view is gone, Discord still sends the pick
            offered = {o["value"] for o in menu.get("options", [])}
            assert set(values) <= offered, f"{values} not offered by {custom_id}: {sorted(offered)}"
        payload = self._base_interaction(3, user_id=user_id, locale=locale, guild_locale="en-US", permissions=0)
        payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": values}
        payload["message"] = self._message({"components": self.components.get(message_id, [])}, message_id)
        self._pressed_on[str(payload["id"])] = message_id
        return await self.send(payload)

    async def submit_modal(
        self, custom_id: str, values: dict[str, str], *, user_id: str = "800000000000000001", locale: str = "en-US"
    ) -> str:
        payload = self._base_interaction(5, user_id=user_id, locale=locale, guild_locale="en-US", permissions=0)
        payload["data"] = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
                for key, value in values.items()
            ],
        }
        return await self.send(payload)

    async def answer(self, interaction_id: str, kind: str = "callback", timeout: float = 10.0) -> dict[str, Any]:
        """The first recorded body of that kind for an interaction (waits for it)."""

        async def find() -> dict[str, Any]:
            while True:
                for record in self.records:
                    if record.interaction_id == interaction_id and record.kind == kind:
                        return record.body
                self._events.clear()
                await self._events.wait()

        return await asyncio.wait_for(find(), timeout)

    async def all_answered(self, interaction_ids: list[str], timeout: float = 120.0) -> None:
        async def wait() -> None:
            while not all(i in self.answered_at for i in interaction_ids):
                self._events.clear()
                await self._events.wait()

        await asyncio.wait_for(wait(), timeout)

    @property
    def connected(self) -> bool:
        return any(not socket.closed for socket in self._sockets)

    # -- gateway faults ----------------------------------------------------------------------------

    async def send_raw(self, frame: str) -> None:
        """A text frame as it is, on every open socket: ``"not json at all"``, ``"[]"``."""
        for socket in [s for s in self._sockets if not s.closed]:
            await socket.send_str(frame)

    async def close_sockets(self, code: int = 1000) -> None:
        """Discord ends the connections: 1000 or 4000 it expects a reconnect after; 4004
        (authentication failed) it doesn't."""
        await self._close_all(code)

    async def _close_all(self, code: int) -> None:
        """Close every open socket, each within 2 s: a client that never answers the close frame
        mustn't hold the test (and its fault) until pytest's timeout."""
        for socket in [s for s in self._sockets if not s.closed]:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(socket.close(code=code), 2.0)

    async def outage(self, seconds: float) -> None:
        """Discord is unreachable for ``seconds``: every connection drops, nothing listens on the
        port (connections are refused, REST and gateway alike), then it listens again on the same
        port. The mechanism is the same for 0.5 s as for 20 s."""
        await self._site.stop()
        await self._close_all(1001)
        await asyncio.sleep(seconds)
        self._site = web.TCPSite(self._runner, "127.0.0.1", self.port)
        await self._site.start()

    async def connected_again(self, after: int, timeout: float = 15.0) -> str:
        """Wait until the bot identifies or resumes after the ``after``-th gateway op; which one."""

        async def wait() -> str:
            while True:
                for op in self.gateway_ops[after:]:
                    if op in (2, 6) and self.connected:
                        return "identify" if op == 2 else "resume"
                await asyncio.sleep(0.02)

        return await asyncio.wait_for(wait(), timeout)

    def message_id_of(self, interaction_id: str) -> str:
        return self._tokens[f"token-{interaction_id}"]
