"""Fixtures of the CLI tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def env(corpus_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The corpus subset store, no config file, no LEXGATE_* settings of whoever runs the tests."""
    monkeypatch.setenv("LEXGATE_HOME", str(corpus_home))
    monkeypatch.setenv("LEXGATE_CONFIG", str(tmp_path / "no-config.yaml"))
    for name in ("LEXGATE_PRIVACY", "LEXGATE_LLM_PROVIDER", "LEXGATE_LLM_MODEL", "LEXGATE_LLM_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path
