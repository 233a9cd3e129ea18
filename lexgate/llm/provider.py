"""The one interface every model provider offers, and whether a provider is LOCAL or REMOTE.

A provider is LOCAL only when its endpoint is on this machine's loopback (``localhost``, ``127.0.0.0/8``,
``::1``) and the user has not declared it remote (a loopback proxy that forwards to a cloud API must be
declared remote: ``LEXGATE_LLM_REMOTE=true``).  Host names are never resolved: anything else is REMOTE.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import urlsplit

import httpx

from lexgate.errors import LexgateError


class ProviderError(LexgateError):
    """A model endpoint failed: unreachable, key rejected, timed out twice, malformed answer."""

    def __init__(self, message: str, *, status: int | None = None, body: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.body = body


@dataclass(slots=True)
class ProviderResponse:
    text: str  # the model's answer text
    model: str  # the model that answered (as the endpoint reports it)
    usage: dict[str, int] = field(default_factory=dict)  # token counts as reported
    raw: dict[str, Any] = field(default_factory=dict)  # the decoded response body


class Provider(Protocol):
    name: str  # "openai" | "anthropic" | "replay"
    model: str
    base_url: str

    @property
    def local(self) -> bool: ...

    def complete(
        self,
        system: str,
        user: str,
        *,
        temperature: float = 0.0,
        max_tokens: int = 512,
        json_schema: dict[str, Any] | None = None,
    ) -> ProviderResponse: ...


def is_loopback_url(url: str) -> bool:
    """True when ``url`` points at this machine's loopback interface (no DNS lookup is made)."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return False
    host = host.strip().lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        addr = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    return addr.is_loopback


def endpoint_url(base_url: str, path: str) -> str:
    """``base_url`` + ``/v1/...``, accepting base URLs given with or without the ``/v1`` suffix."""
    base = base_url.rstrip("/")
    suffix = path if path.startswith("/") else "/" + path
    if base.endswith("/v1") and suffix.startswith("/v1/"):
        suffix = suffix[3:]
    return base + suffix


def describe(provider: Provider) -> str:
    where = "local" if provider.local else "remote"
    return f"{provider.name}:{provider.model} at {provider.base_url} ({where})"


class HttpProvider:
    """What every HTTP model provider shares: endpoint, model, key, one httpx client, and whether the
    endpoint is local (a literal loopback address that was not declared remote)."""

    default_base_url = ""  # the endpoint when none is given

    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        model: str,
        *,
        timeout: float = 60.0,
        remote: bool = False,
        retry_delay: float = 1.0,
    ) -> None:
        self.base_url = (base_url or self.default_base_url).rstrip("/")
        self.model = model
        self._api_key = api_key or ""
        self._declared_remote = remote
        self.retry_delay = retry_delay
        self._client = httpx.Client(timeout=httpx.Timeout(timeout, connect=min(timeout, 10.0)))

    @property
    def local(self) -> bool:
        return is_loopback_url(self.base_url) and not self._declared_remote

    def close(self) -> None:
        self._client.close()
