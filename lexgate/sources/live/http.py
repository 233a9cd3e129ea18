"""One polite HTTP client for every live connector.

- connect / read timeouts;
- EXACTLY ONE retry on timeout, connection error, 5xx and 429 (``Retry-After`` honoured up to
  ``max_retry_after`` seconds; a longer wait ends at once as a failure, without sleeping);
- a per-host minimum interval between requests (thread-safe);
- a User-Agent naming lexgate;
- typed outcomes: :class:`Reply` (the source answered) or :class:`Failure` (it could not be
  reached or kept failing).  Network errors never reach the caller as exceptions.
"""

from __future__ import annotations

import email.utils
import json
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import httpx

USER_AGENT = "lexgate/0.1 (citation checker; +https://github.com/lexgate/lexgate)"
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504}) | frozenset(range(505, 600))


@dataclass(frozen=True, slots=True)
class Reply:
    """An HTTP answer that is final (2xx, or a 4xx other than 429)."""

    status: int
    url: str
    content: bytes
    content_type: str
    attempts: int
    headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300

    @property
    def text(self) -> str:
        return decode_body(self.content, self.content_type)

    @property
    def looks_like_html(self) -> bool:
        if "html" in self.content_type.lower():
            return True
        head = self.content[:512].lstrip().lower()
        return head.startswith((b"<!doctype html", b"<html", b"<?xml")) or b"<html" in head

    def json(self) -> Any:
        """The parsed JSON body, or raise :class:`BrokenAnswer` with a clear reason."""
        if not self.content.strip():
            raise BrokenAnswer(f"empty body from {self.url} where JSON was expected")
        try:
            return json.loads(self.text)
        except ValueError:
            what = "an HTML page" if self.looks_like_html else "malformed JSON"
            raise BrokenAnswer(f"{what} from {self.url} where JSON was expected") from None


@dataclass(frozen=True, slots=True)
class Failure:
    """The source could not be reached or kept failing (after the one retry)."""

    reason: str
    url: str
    attempts: int
    status: int | None = None


Outcome = Reply | Failure


class BrokenAnswer(Exception):
    """A source answered, but not in the shape expected (HTML error page, bad JSON...)."""


_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_\-]+)""", re.IGNORECASE)


def decode_body(content: bytes, content_type: str = "") -> str:
    """Decode with the declared charset (header, then ``<meta charset>``), else UTF-8, else Latin-1."""
    declared = ""
    match = re.search(r"charset\s*=\s*([A-Za-z0-9_\-]+)", content_type or "", re.IGNORECASE)
    if match:
        declared = match.group(1)
    else:
        meta = _CHARSET.search(content[:2048])
        if meta:
            declared = meta.group(1).decode("ascii", "ignore")
    for enc in (declared, "utf-8"):
        if not enc:
            continue
        try:
            return content.decode(enc)
        except (LookupError, UnicodeDecodeError):
            continue
    return content.decode("latin-1")


class RateLimiter:
    """A minimum interval between two requests to the same host, shared by all threads."""

    def __init__(
        self,
        min_interval: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.min_interval = max(0.0, float(min_interval))
        self._clock = clock
        self._sleep = sleep
        self._lock = threading.Lock()
        self._next_slot: dict[str, float] = {}

    def wait(self, host: str) -> float:
        """Block until ``host`` may be asked again; returns the seconds waited."""
        if self.min_interval <= 0:
            return 0.0
        with self._lock:  # reserve a slot, then sleep outside the lock
            now = self._clock()
            slot = max(now, self._next_slot.get(host, now))
            self._next_slot[host] = slot + self.min_interval
        delay = slot - now
        if delay > 0:
            self._sleep(delay)
        return max(0.0, delay)


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta seconds or HTTP date); None if absent/bad."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    current = time.time() if now is None else now
    return max(0.0, when.timestamp() - current)


@dataclass(slots=True)
class HttpSettings:
    connect_timeout: float = 5.0
    read_timeout: float = 20.0
    min_interval: float = 0.5  # seconds between two requests to one host
    max_retry_after: float = 5.0  # longest Retry-After we are willing to sleep
    retry_backoff: float = 1.0  # pause before the retry after a timeout / 5xx / connection error
    user_agent: str = USER_AGENT


class HttpClient:
    """Thread-safe; one instance may serve several connectors and threads."""

    def __init__(
        self,
        settings: HttpSettings | None = None,
        *,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.settings = settings or HttpSettings()
        s = self.settings
        self._sleep = sleep
        self.limiter = RateLimiter(s.min_interval, sleep=sleep)
        self._client = httpx.Client(
            timeout=httpx.Timeout(s.read_timeout, connect=s.connect_timeout),
            headers={"User-Agent": s.user_agent},
            follow_redirects=True,
            transport=transport,
        )

    def close(self) -> None:
        self._client.close()

    def get(
        self, url: str, *, params: Mapping[str, str] | None = None, headers: Mapping[str, str] | None = None
    ) -> Outcome:
        return self.request("GET", url, params=params, headers=headers)

    def post(
        self,
        url: str,
        *,
        data: Mapping[str, str] | None = None,
        json_body: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> Outcome:
        return self.request("POST", url, data=data, json_body=json_body, headers=headers)

    def request(
        self,
        method: str,
        url: str,
        *,
        params: Mapping[str, str] | None = None,
        data: Mapping[str, str] | None = None,
        json_body: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> Outcome:
        host = urlsplit(url).netloc or url
        reason = ""
        status: int | None = None
        for attempt in (1, 2):
            self.limiter.wait(host)
            try:
                resp = self._client.request(
                    method, url, params=params, data=data, json=json_body, headers=dict(headers or {})
                )
            except httpx.TimeoutException:
                reason, status = "timed out", None
            except (httpx.InvalidURL, httpx.UnsupportedProtocol, ValueError) as exc:
                return Failure(f"bad URL {url!r}: {exc}", url, attempt)
            except httpx.TransportError as exc:
                reason, status = f"connection failed: {exc.__class__.__name__}", None
            except httpx.HTTPError as exc:  # redirects loop, undecodable body...: not worth a retry
                return Failure(f"HTTP error: {exc.__class__.__name__}", url, attempt)
            else:
                status = resp.status_code
                if status not in RETRY_STATUSES:
                    return Reply(
                        status=status,
                        url=str(resp.url),
                        content=resp.content,
                        content_type=resp.headers.get("content-type", ""),
                        attempts=attempt,
                        headers=dict(resp.headers),
                    )
                reason = f"HTTP {status}"
                if status == 429:
                    wait = parse_retry_after(resp.headers.get("retry-after"))
                    if wait is not None and wait > self.settings.max_retry_after:
                        return Failure(
                            f"rate limited (HTTP 429, Retry-After {wait:.0f}s exceeds {self.settings.max_retry_after:.0f}s)",
                            url,
                            attempt,
                            status,
                        )
                    if attempt == 1:
                        self._sleep(wait if wait is not None else self.settings.retry_backoff)
                        continue
                    break
            if attempt == 1 and self.settings.retry_backoff > 0:
                self._sleep(self.settings.retry_backoff)
        return Failure(f"{reason} twice (after one retry)", url, 2, status)
