"""Fixtures of the llm tests: a real chat server on 127.0.0.1, and settings isolated from the user's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from chat_server import ChatServer


@pytest.fixture
def chat_server() -> Iterator[ChatServer]:
    server = ChatServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(autouse=True)
def isolated_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No config file, no LEXGATE_* / provider keys from the environment of whoever runs the tests."""
    import os

    for name in list(os.environ):
        if (name.startswith("LEXGATE_") and name != "LEXGATE_CORPUS") or name in (
            "OPENAI_API_KEY",
            "ANTHROPIC_API_KEY",
        ):
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LEXGATE_HOME", str(tmp_path / "home"))
