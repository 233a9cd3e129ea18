"""default_connectors() from a bounded thread pool, as the verify stage calls them."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from live_loopback import Loopback, judgments

from lexgate.sources.live import LiveSettings, default_connectors
from lexgate.sources.model import Connector, Found, Resolution


def route(connectors: list[Connector], canonical: str) -> Connector:
    return next(c for c in connectors if c.handles(canonical))


def test_default_connectors_point_at_env_urls(monkeypatch: pytest.MonkeyPatch, server: Loopback) -> None:
    for name in ("FEDLEX", "ENTSCHEIDSUCHE", "BGER", "NORMATTIVA"):
        monkeypatch.setenv(f"LEXGATE_{name}_URL", server.base)
    connectors = default_connectors()
    assert [c.name for c in connectors] == ["fedlex", "entscheidsuche", "bger", "normattiva"]
    assert all(getattr(c, "base", "") == server.base for c in connectors)


def test_concurrent_lookups_are_consistent(settings: LiveSettings, server: Loopback) -> None:
    connectors = default_connectors(settings)
    dockets = [f"ch:BGer:{j['docket']}" for j in judgments()[:4]]
    ids = ["ch:OR:art-41:para-1", "ch:BV:art-8", "it:cc:art-2043", "it:cost:art-3", *dockets] * 2

    def one(canonical: str) -> Resolution:
        return route(connectors, canonical).fetch(canonical, "de")

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(one, ids))
    assert all(isinstance(r, Found) for r in results), [r for r in results if not isinstance(r, Found)]
    half = len(ids) // 2
    for first, second in zip(results[:half], results[half:], strict=True):
        assert isinstance(first, Found) and isinstance(second, Found)
        assert first.canonical == second.canonical and first.text == second.text
