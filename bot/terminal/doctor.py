"""`juez doctor`: is the store sound, what does it hold, and how is this Juez configured.

What an operator checks first when something looks wrong: the database's own integrity check,
its size, every stored edition (the current ones marked), the card build, the tournament
documents' editions, and the settings
with every secret masked.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from bot.catalog import t
from bot.replies.reply import Field, Reply
from bot.terminal.masking import masked_setting
from bot.terminal.session import emit, settings_from


def cmd_doctor(args: argparse.Namespace) -> int:
    settings = settings_from(args.db)
    if getattr(args, "live", False):
        return _live(settings.heartbeat_file, args.json)

    async def main() -> dict[str, Any]:
        from bot.storage import Storage, StorageError

        path = Path(settings.database_path)
        report: dict[str, Any] = {"database": str(path), "exists": path.exists()}
        report["settings"] = {k: masked_setting(k, v) for k, v in settings.model_dump().items()}
        if not path.exists():
            report["healthy"] = None
            return report
        report["size_bytes"] = sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())
        try:
            async with Storage.open(path) as storage:
                problems = await storage.quick_check()
                report["healthy"] = not problems
                report["problems"] = problems[:10]
                report["writable"] = storage.writer is not None
                currents = {lg: await storage.current_edition(lg) for lg in ("en", "es")}
                ids = {c.id for c in currents.values() if c}
                report["editions"] = [
                    {"language": e.language, "date": e.effective_date, "rules": e.rule_count, "current": e.id in ids}
                    for e in await storage.editions()
                ]
                build = await storage.current_card_build()
                report["cards"] = (
                    {"count": build.card_count, "version": build.version, "date": build.build_date} if build else None
                )
                from bot.docs.service import PolicyService

                report["documents"] = [
                    {"document": e.document, "date": e.effective_date, "sections": e.section_count, "current": c}
                    for e, c in await PolicyService(storage).editions()
                ]
        except StorageError as exc:
            report["healthy"] = False
            # the message, not its key: the key alone ("storage.damaged") says nothing to an operator
            report["problems"] = [t(exc.key, settings.default_language, **exc.params)]
        return report

    report = asyncio.run(main())
    if args.json:
        emit(report)
    else:
        emit(_reply(report))
    return 0 if report.get("healthy") is not False else 1


def _literal(value: object) -> str:
    """A setting shown as it is: the text renderer reads a bare "*" as emphasis, so a mask
    ("***") vanished from the output unescaped."""
    return str(value).replace("*", r"\*")


def _reply(report: dict[str, Any]) -> Reply:
    health = {True: "ok", False: "DAMAGED: " + "; ".join(report.get("problems", [])), None: "no database yet"}
    lines = [f"{report['database']}: {health[report.get('healthy')]}"]
    if "size_bytes" in report:
        lines.append(f"size: {report['size_bytes'] / 1e6:.1f} MB, writable: {report.get('writable')}")
    editions = "\n".join(
        f"{e['language']} {e['date']}: {e['rules']} rules{' (current)' if e['current'] else ''}"
        for e in report.get("editions", [])
    )
    cards = report.get("cards")
    documents = "\n".join(
        f"{d['document'].upper()} {d['date']}: {d['sections']} sections{' (current)' if d['current'] else ''}"
        for d in report.get("documents", [])
    )
    fields = [
        Field("Comprehensive Rules", editions or "none stored (juez rules update)"),
        Field("Cards", f"{cards['count']} cards, MTGJSON {cards['version']}" if cards else "none (juez cards update)"),
        Field("Tournament documents", documents or "none stored (juez docs update)"),
        Field("Settings", "\n".join(f"{k}: {_literal(v)}" for k, v in report["settings"].items())),
    ]
    return Reply(title="juez doctor", description="\n".join(lines), fields=tuple(fields))


def _live(path: Path | None, as_json: bool) -> int:
    """The running bot's connection, from its heartbeat file (no database read: cheap enough for a
    health check every few seconds). Exit 0 connected, 1 not (or unknown)."""
    from bot.discord import heartbeat

    if path is None:
        report: dict[str, Any] = {"connected": None, "problem": "HEARTBEAT_FILE is not set"}
    else:
        live = heartbeat.read(path)
        report = {"heartbeat_file": str(path), "connected": live.connected, "age_seconds": live.age}
        report |= {"latency_ms": round(live.latency * 1000) if live.latency is not None else None, "pid": live.pid}
    if as_json:
        emit(report)
    elif report["connected"]:
        sys.stdout.write(
            f"gateway: connected (heartbeat {report['age_seconds']:.0f} s ago, {report['latency_ms']} ms)\n"
        )
    elif path is None:
        sys.stdout.write("gateway: unknown (HEARTBEAT_FILE is not set)\n")
    elif report["age_seconds"] is None:
        sys.stdout.write(f"gateway: not connected ({path} absent: the bot is stopped or disconnected)\n")
    else:
        sys.stdout.write(f"gateway: not connected (last heartbeat {report['age_seconds']:.0f} s ago)\n")
    return 0 if report["connected"] else 1
