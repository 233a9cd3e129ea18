"""Shared pieces of the live connectors: base URLs, settings, result helpers."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import UTC, datetime

from lexgate.sources.live.http import Failure, HttpSettings
from lexgate.sources.model import NotFound, Unavailable

DEFAULT_URLS: dict[str, str] = {
    "fedlex": "https://fedlex.data.admin.ch",
    "entscheidsuche": "https://entscheidsuche.ch",
    "bger": "https://www.bger.ch/ext/eurospider/live",
    "normattiva": "https://www.normattiva.it",
}
ENV_VARS: dict[str, str] = {
    "fedlex": "LEXGATE_FEDLEX_URL",
    "entscheidsuche": "LEXGATE_ENTSCHEIDSUCHE_URL",
    "bger": "LEXGATE_BGER_URL",
    "normattiva": "LEXGATE_NORMATTIVA_URL",
}


@dataclass(slots=True)
class LiveSettings:
    """Base URL per source (None: env var ``LEXGATE_<NAME>_URL``, then the official URL) and HTTP knobs."""

    fedlex_url: str | None = None
    entscheidsuche_url: str | None = None
    bger_url: str | None = None
    normattiva_url: str | None = None
    http: HttpSettings = field(default_factory=HttpSettings)

    def url(self, name: str) -> str:
        return base_url(name, getattr(self, f"{name}_url", None))


def base_url(name: str, explicit: str | None = None) -> str:
    """Constructor argument > environment variable > official URL; never ends with ``/``."""
    value = explicit or os.environ.get(ENV_VARS[name], "") or DEFAULT_URLS[name]
    return value.rstrip("/")


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def unavailable(canonical: str, source: str, reason: str, query: str = "") -> Unavailable:
    return Unavailable(
        canonical=canonical, source=source, query_used=query, reason=f"source unavailable: {source}: {reason}"
    )


def from_failure(canonical: str, source: str, failure: Failure, query: str = "") -> Unavailable:
    return unavailable(canonical, source, f"{failure.reason} ({failure.url})", query or failure.url)


def not_found(
    canonical: str, source: str, reason: str, query: str = "", close: list[str] | None = None
) -> NotFound:
    return NotFound(
        canonical=canonical, source=source, query_used=query, reason=reason, close_matches=close or []
    )
