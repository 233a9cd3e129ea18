"""The shared HTTP client against the loopback server: exactly one retry, Retry-After, typed outcomes."""

from __future__ import annotations

import threading
from dataclasses import replace
from email.utils import formatdate

import pytest
from live_loopback import FAST, Loopback, SleepRecorder

from lexgate.sources.live.http import (
    USER_AGENT,
    BrokenAnswer,
    Failure,
    HttpClient,
    RateLimiter,
    Reply,
    decode_body,
    parse_retry_after,
)

ROUTE = "/sparqlendpoint"


def _get(client: HttpClient, server: Loopback) -> Reply | Failure:
    return client.post(f"{server.base}{ROUTE}", data={"query": "SELECT * WHERE {}"})


def test_plain_answer_is_one_request_with_a_lexgate_user_agent(client: HttpClient, server: Loopback) -> None:
    out = _get(client, server)
    assert isinstance(out, Reply) and out.ok and out.attempts == 1
    assert server.hits[ROUTE] == 1
    assert "lexgate" in server.seen[0][2].get("User-Agent", "").lower()
    assert server.seen[0][2]["User-Agent"] == USER_AGENT


def test_timeout_twice_is_exactly_two_attempts_then_failure(client: HttpClient, server: Loopback) -> None:
    server.script(ROUTE, ["sleep:0.9", "sleep:0.9", "ok"])
    out = _get(client, server)
    assert isinstance(out, Failure)
    assert out.attempts == 2 and "timed out" in out.reason
    assert server.hits[ROUTE] == 2


def test_timeout_then_answer_succeeds_on_the_retry(client: HttpClient, server: Loopback) -> None:
    server.script(ROUTE, ["sleep:0.9"])
    out = _get(client, server)
    assert isinstance(out, Reply) and out.ok and out.attempts == 2
    assert server.hits[ROUTE] == 2


def test_500_then_200_retry_succeeds(client: HttpClient, server: Loopback) -> None:
    server.script(ROUTE, ["500"])
    out = _get(client, server)
    assert isinstance(out, Reply) and out.status == 200 and out.attempts == 2
    assert server.hits[ROUTE] == 2


def test_500_three_times_is_still_only_two_requests(client: HttpClient, server: Loopback) -> None:
    server.script(ROUTE, ["500", "500", "500"])
    out = _get(client, server)
    assert isinstance(out, Failure) and out.status == 500 and "HTTP 500" in out.reason
    assert server.hits[ROUTE] == 2


def test_429_retry_after_is_honoured_once(
    client: HttpClient, server: Loopback, sleeps: SleepRecorder
) -> None:
    server.script(ROUTE, ["429:2"])
    out = _get(client, server)
    assert isinstance(out, Reply) and out.ok
    assert server.hits[ROUTE] == 2
    assert sleeps.calls == [2.0]


def test_429_twice_is_a_failure(client: HttpClient, server: Loopback, sleeps: SleepRecorder) -> None:
    server.script(ROUTE, ["429:1", "429:1"])
    out = _get(client, server)
    assert isinstance(out, Failure) and out.status == 429
    assert server.hits[ROUTE] == 2
    assert sleeps.calls == [1.0]


def test_429_with_a_long_retry_after_fails_at_once_without_sleeping(
    client: HttpClient, server: Loopback, sleeps: SleepRecorder
) -> None:
    server.script(ROUTE, ["429:120"])
    out = _get(client, server)
    assert isinstance(out, Failure) and "Retry-After" in out.reason
    assert server.hits[ROUTE] == 1
    assert sleeps.calls == []


def test_connection_refused_is_a_failure_after_one_retry(client: HttpClient, closed_port: str) -> None:
    out = client.get(f"{closed_port}/anything")
    assert isinstance(out, Failure)
    assert out.attempts == 2 and "connection failed" in out.reason


def test_404_is_a_final_reply_not_retried(client: HttpClient, server: Loopback) -> None:
    server.script(ROUTE, ["404"])
    out = _get(client, server)
    assert isinstance(out, Reply) and out.status == 404
    assert server.hits[ROUTE] == 1


def test_malformed_json_and_html_error_pages_raise_broken_answer(
    client: HttpClient, server: Loopback
) -> None:
    server.script(ROUTE, ["badjson", "htmlerror"])
    bad = _get(client, server)
    assert isinstance(bad, Reply)
    with pytest.raises(BrokenAnswer, match="malformed JSON"):
        bad.json()
    page = _get(client, server)
    assert isinstance(page, Reply)
    with pytest.raises(BrokenAnswer, match="HTML page"):
        page.json()


def test_backoff_pause_before_a_retry_after_a_server_error(server: Loopback) -> None:
    sleeps = SleepRecorder()
    with_backoff = HttpClient(replace(FAST, retry_backoff=0.7), sleep=sleeps)
    server.script(ROUTE, ["500"])
    out = _get(with_backoff, server)
    with_backoff.close()
    assert isinstance(out, Reply) and out.ok
    assert sleeps.calls == [0.7]


def test_rate_limiter_spaces_requests_per_host() -> None:
    waits: list[float] = []
    limiter = RateLimiter(0.5, clock=lambda: 100.0, sleep=waits.append)
    limiter.wait("a.example")
    limiter.wait("a.example")
    limiter.wait("b.example")
    limiter.wait("a.example")
    assert waits == [0.5, 1.0]


def test_rate_limiter_reserves_distinct_slots_across_threads() -> None:
    waits: list[float] = []
    lock = threading.Lock()

    def record(seconds: float) -> None:
        with lock:
            waits.append(seconds)

    limiter = RateLimiter(0.25, clock=lambda: 10.0, sleep=record)
    threads = [threading.Thread(target=limiter.wait, args=("host",)) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(waits) == [0.25 * i for i in range(1, 8)]


def test_rate_limiter_off_never_sleeps() -> None:
    waits: list[float] = []
    limiter = RateLimiter(0.0, sleep=waits.append)
    for _ in range(3):
        limiter.wait("host")
    assert waits == []


def test_retry_after_parsing() -> None:
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    later = parse_retry_after(formatdate(1_000_060, usegmt=True), now=1_000_000)
    assert later is not None and 59 <= later <= 61


def test_decoding_follows_header_then_meta_then_utf8() -> None:
    latin = "Erwägungen".encode("latin-1")
    assert decode_body(latin, "text/html; charset=iso-8859-1") == "Erwägungen"
    assert decode_body(b'<meta charset="iso-8859-1">' + latin, "text/html").endswith("Erwägungen")
    assert decode_body("Erwägungen".encode(), "text/html") == "Erwägungen"
    assert decode_body(latin, "") == "Erwägungen"  # not UTF-8: Latin-1 fallback


def test_unsupported_url_fails_at_once(client: HttpClient) -> None:
    out = client.get("ftp://127.0.0.1/file")
    assert isinstance(out, Failure) and out.attempts == 1 and "bad URL" in out.reason
