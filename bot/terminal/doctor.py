"""`juez doctor`: is the store sound, what does it hold, and how is this Juez configured.

What an operator checks first when something looks wrong: the database's own integrity check,
its size, every stored edition (the current ones marked), the card build, the tournament
documents' editions, and the settings
with every secret masked.
"""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path
from typing import Any

from bot.replies.reply import Field, Reply
from bot.terminal.session import emit, settings_from


def cmd_doctor(args: argparse.Namespace) -> int:
    settings = settings_from(args.db)

    async def main() -> dict[str, Any]:
        from bot.storage import Storage, StorageError

        path = Path(settings.database_path)
        report: dict[str, Any] = {"database": str(path), "exists": path.exists()}
        report["settings"] = {
            k: ("***" if "token" in k and v else str(v) if v is not None else None)
            for k, v in settings.model_dump().items()
        }
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
            report["problems"] = [exc.key, str(exc.params.get("reason", ""))]
        return report

    report = asyncio.run(main())
    if args.json:
        emit(report)
    else:
        emit(_reply(report))
    return 0 if report.get("healthy") is not False else 1


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
        Field("Settings", "\n".join(f"{k}: {v}" for k, v in report["settings"].items())),
    ]
    return Reply(title="juez doctor", description="\n".join(lines), fields=tuple(fields))
