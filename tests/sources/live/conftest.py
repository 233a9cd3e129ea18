"""Fixtures: one loopback server per test module, and fast HTTP settings (no test touches the internet)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from live_loopback import FAST, Loopback, SleepRecorder, start

from lexgate.sources.live import HttpClient, LiveSettings


@pytest.fixture(scope="module")
def loopback() -> Iterator[Loopback]:
    server = start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def server(loopback: Loopback) -> Loopback:
    loopback.reset()
    return loopback


@pytest.fixture
def sleeps() -> SleepRecorder:
    return SleepRecorder()


@pytest.fixture
def client(sleeps: SleepRecorder) -> Iterator[HttpClient]:
    c = HttpClient(FAST, sleep=sleeps)
    yield c
    c.close()


@pytest.fixture
def settings(server: Loopback) -> LiveSettings:
    return LiveSettings(
        fedlex_url=server.base,
        entscheidsuche_url=server.base,
        bger_url=server.base,
        normattiva_url=server.base,
        http=FAST,
    )


@pytest.fixture
def closed_port() -> str:
    """A base URL where nothing listens (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"
