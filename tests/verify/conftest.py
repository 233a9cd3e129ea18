"""Fixtures of the verify tests: the real store (a corpus subset), an offline resolver, judges."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lexgate.config import corpus_path
from lexgate.judges.base import Judge


@pytest.fixture(scope="session")
def store(corpus_home: Path) -> Iterator[Any]:
    from lexgate.sources.store import Store

    s = Store(corpus_home / "store.sqlite3", create=False)
    yield s
    s.close()


@pytest.fixture(scope="session")
def resolver(store: Any) -> Any:
    from lexgate.sources.resolver import Resolver

    return Resolver(store, [], offline=True)


@pytest.fixture(scope="session")
def structured() -> Judge:
    from lexgate.judges.registry import get_judge

    return get_judge("structured", "balanced", None)


@pytest.fixture(scope="session")
def bger_docket() -> tuple[str, str]:
    """A real BGer judgment of the corpus: (docket, its date as written in German)."""
    corpus = (corpus_path() or Path("../shared/corpus")) / "ch" / "decisions" / "bger_de.jsonl"
    first = json.loads(corpus.read_text(encoding="utf-8").splitlines()[0])
    link = first["link"].replace("%3A", ":").replace("%2F", "/")
    tail = link.split("aza://", 1)[1].split("&", 1)[0]  # 30-10-2019-8C_469-2019
    day, month, year, rest = tail.split("-", 3)
    number, docket_year = rest.rsplit("-", 1)
    return f"{number}/{docket_year}", f"{int(day)}.{int(month)}.{year}"


@pytest.fixture
def unreachable_connectors() -> list[Any]:
    """The real live connectors, every base URL pointed at a closed local port."""
    from verify_helpers import closed_port

    from lexgate.sources.live import HttpSettings, LiveSettings, default_connectors

    url = f"http://127.0.0.1:{closed_port()}"
    http = HttpSettings(connect_timeout=0.5, read_timeout=0.5, min_interval=0.0, retry_backoff=0.0)
    settings = LiveSettings(
        fedlex_url=url, entscheidsuche_url=url, bger_url=url, normattiva_url=url, http=http
    )
    return list(default_connectors(settings))
