"""POST a JSON body to a model endpoint: timeouts, exactly one retry, one-line errors.

Retried once: a timeout, a dropped connection, HTTP 429 and 5xx.  Not retried: connection refused
("endpoint unreachable"), 401/403 ("API key rejected"), other 4xx (the request itself is wrong).
API keys never appear in messages.
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx

from lexgate.llm.provider import ProviderError

RETRYABLE_STATUS = frozenset({429, 500, 502, 503, 504})
MAX_RETRY_AFTER = 5.0  # seconds; a longer Retry-After is not waited for


def _error_text(resp: httpx.Response) -> str:
    """The endpoint's own error message, short."""
    try:
        data = resp.json()
    except ValueError:
        return resp.text.strip()[:200]
    if isinstance(data, dict):
        err = data.get("error", data)
        if isinstance(err, dict):
            return str(err.get("message") or err.get("type") or err)[:200]
        return str(err)[:200]
    return str(data)[:200]


def _retry_wait(resp: httpx.Response | None, default: float) -> float:
    if resp is not None:
        value = resp.headers.get("retry-after", "")
        try:
            return min(max(float(value), 0.0), MAX_RETRY_AFTER)
        except ValueError:
            pass
    return default


def post_json(
    client: httpx.Client,
    url: str,
    payload: dict[str, Any],
    *,
    headers: dict[str, str],
    what: str,
    retry_delay: float = 1.0,
) -> dict[str, Any]:
    """Send ``payload``; return the decoded JSON object or raise :class:`ProviderError`."""
    last = ""
    for attempt in (1, 2):
        resp: httpx.Response | None = None
        try:
            resp = client.post(url, json=payload, headers=headers)
        except httpx.TimeoutException:
            last = f"timed out after {client.timeout.read or client.timeout.connect} s"
        except httpx.ConnectError as exc:
            raise ProviderError(f"{what} endpoint unreachable: {url} ({exc})") from None
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
            last = f"connection dropped ({exc})"
        except httpx.HTTPError as exc:
            raise ProviderError(f"{what} request to {url} failed: {exc}") from None
        else:
            if resp.status_code in (401, 403):
                raise ProviderError(
                    f"{what} API key rejected by {url} (HTTP {resp.status_code}): {_error_text(resp)}",
                    status=resp.status_code,
                )
            if resp.status_code in RETRYABLE_STATUS:
                last = f"HTTP {resp.status_code}: {_error_text(resp)}"
            elif resp.status_code >= 400:
                raise ProviderError(
                    f"{what} request rejected by {url} (HTTP {resp.status_code}): {_error_text(resp)}",
                    status=resp.status_code,
                    body=resp.text[:2000],
                )
            else:
                try:
                    data = resp.json()
                except (ValueError, json.JSONDecodeError):
                    raise ProviderError(f"{what} answered with malformed JSON from {url}") from None
                if not isinstance(data, dict):
                    raise ProviderError(f"{what} answered with a JSON {type(data).__name__}, not an object")
                return data
        if attempt == 1:
            time.sleep(_retry_wait(resp, retry_delay))
    raise ProviderError(f"{what} at {url} failed twice: {last}")
