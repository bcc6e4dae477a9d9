"""Settings as `juez doctor` shows them: every secret masked, URLs included.

Operators paste doctor's output into issues and chats, so nothing in it may let a reader in:
not the token settings, and not what a URL setting carries either (``CARDS_URL`` pointing at a
private mirror as ``https://user:password@host/AtomicCards.json.xz?token=…``). A URL keeps its
scheme, host, port and path, which is what one checks it for; the password and every query
value become ``***`` (a query's names stay, so "token=***" still says a token is set).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

MASK = "***"
#: Setting names whose whole value is a secret.
SECRET_NAMES = re.compile(r"token|secret|password|passwd|key", re.IGNORECASE)
#: A URL anywhere in a value (a setting may hold several, or a URL inside other text).
URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s,;\"'<>]+")


def masked_url(url: str) -> str:
    """``https://user:pw@host/p?token=abc#x`` → ``https://***:***@host/p?token=***``."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:  # not a URL after all (a bad port, brackets): show nothing of it
        return MASK
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    where = host + (f":{port}" if port is not None else "")
    if parts.username is not None or parts.password is not None:
        where = f"{MASK}:{MASK}@{where}" if parts.password is not None else f"{MASK}@{where}"
    query = urlencode([(name, MASK) for name, _ in parse_qsl(parts.query, keep_blank_values=True)], safe="*")
    return urlunsplit((parts.scheme, where, parts.path, query, MASK if parts.fragment else ""))


def masked_setting(name: str, value: object) -> str | None:
    """How doctor shows one setting: None unset, ``***`` for a secret, URLs without credentials."""
    if value is None:
        return None
    if SECRET_NAMES.search(name):
        return MASK if str(value) else ""
    return URL.sub(lambda match: masked_url(match.group(0)), str(value))
