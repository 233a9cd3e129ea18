"""entscheidsuche.ch (Elasticsearch hits) and bger.ch (aza / clir pages) built from the BGer corpus."""

from __future__ import annotations

import re
from typing import Any

import pytest
from live_loopback import FAST, Loopback, judgments

from lexgate.sources.live import BgerConnector, EntscheidsucheConnector, HttpClient, LiveSettings
from lexgate.sources.live.bger import iso_to_aza
from lexgate.sources.live.entscheidsuche import parse_hits
from lexgate.sources.live.http import BrokenAnswer
from lexgate.sources.model import Found, NotFound, Unavailable


def numbered(lang: str) -> dict[str, Any]:
    """A corpus judgment in ``lang`` whose reasoning has sub-numbered considerations (e.g. 2.1)."""
    return next(
        j for j in judgments() if j["lang"] == lang and re.search(r"\s2\.\s+2\.1\.?\s", j["considerations"])
    )


def canon(j: dict[str, Any], pin: str | None = None) -> str:
    return f"ch:BGer:{j['docket']}" + (f":E-{pin}" if pin else "")


def squash(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture
def search(settings: LiveSettings) -> EntscheidsucheConnector:
    return EntscheidsucheConnector(settings=settings)


@pytest.fixture
def bger(settings: LiveSettings, search: EntscheidsucheConnector) -> BgerConnector:
    return BgerConnector(settings=settings, date_lookup=search.decision_date)


# ---------------------------------------------------------------------------- entscheidsuche.ch
@pytest.mark.parametrize("lang", ["de", "fr", "it"])
def test_docket_found_with_considerations_from_the_hit(search: EntscheidsucheConnector, lang: str) -> None:
    j = numbered(lang)
    out = search.fetch(canon(j), lang)
    assert isinstance(out, Found), out
    assert out.version == j["iso_date"] and out.lang == lang and out.source == "entscheidsuche"
    assert out.url.endswith(".html") and j["docket"] in out.title
    considerations = [p for p in out.passages if p.kind == "consideration"]
    assert considerations and considerations[0].key.startswith(canon(j, "1"))
    for p in considerations:
        assert squash(p.text) in squash(j["considerations"])  # real text, cut, never invented


def test_pinpoint_gives_that_consideration_and_its_subs(search: EntscheidsucheConnector) -> None:
    j = numbered("de")
    out = search.fetch(canon(j, "2.1"), "de")
    assert isinstance(out, Found) and out.passages
    assert all(p.key.startswith(canon(j, "2.1")) for p in out.passages)
    assert out.passages[0].label == "E. 2.1"
    assert re.search(r"2\.1\.?\s+" + re.escape(out.passages[0].text[:40]), j["considerations"])


def test_missing_pinpoint_is_reported_not_widened(search: EntscheidsucheConnector) -> None:
    j = numbered("fr")
    out = search.fetch(canon(j, "97"), "fr")
    assert isinstance(out, Found)
    assert out.pinpoint_missing == "consid. 97" and out.passages == []
    assert any("considerations 1" in n for n in out.notes)


def test_unknown_docket_and_empty_result_are_not_found(
    search: EntscheidsucheConnector, server: Loopback
) -> None:
    assert isinstance(search.fetch("ch:BGer:4A_999/2099", "de"), NotFound)
    server.script("/_search.php", ["empty"])
    j = numbered("de")
    out = search.fetch(canon(j), "de")
    assert isinstance(out, NotFound) and j["docket"] in out.reason


def test_a_hit_for_another_court_does_not_count(search: EntscheidsucheConnector) -> None:
    j = numbered("de")
    out = search.fetch(f"ch:cant-GE:{j['docket']}", "de")  # same docket string, but the hit is federal
    assert isinstance(out, NotFound)


@pytest.mark.parametrize(
    ("script", "hits", "reason"),
    [
        (["sleep:0.9", "sleep:0.9"], 2, "timed out"),
        (["500", "500"], 2, "HTTP 500"),
        (["429:1", "429:1"], 2, "HTTP 429"),
        (["badjson"], 1, "malformed JSON"),
        (["htmlerror"], 1, "HTML page"),
    ],
)
def test_search_faults_end_unavailable(
    search: EntscheidsucheConnector, server: Loopback, script: list[str], hits: int, reason: str
) -> None:
    search.client = HttpClient(FAST, sleep=lambda s: None)
    server.script("/_search.php", script)
    out = search.fetch(canon(numbered("de")), "de")
    assert isinstance(out, Unavailable) and reason in out.reason
    assert server.hits["/_search.php"] == hits


def test_search_500_then_200_is_found(search: EntscheidsucheConnector, server: Loopback) -> None:
    server.script("/_search.php", ["500"])
    assert isinstance(search.fetch(canon(numbered("it")), "it"), Found)
    assert server.hits["/_search.php"] == 2


def test_elasticsearch_error_is_unavailable(search: EntscheidsucheConnector, server: Loopback) -> None:
    server.script("/_search.php", ["eserror"])
    out = search.fetch(canon(numbered("de")), "de")
    assert isinstance(out, Unavailable) and "HTTP 400" in out.reason
    with pytest.raises(BrokenAnswer, match="search error"):
        parse_hits({"error": {"type": "parsing_exception"}, "status": 400})
    with pytest.raises(BrokenAnswer, match=r"no hits\.hits"):
        parse_hits({"took": 1})


# ------------------------------------------------------------------------------------------ bger.ch
def test_aza_judgment_with_known_date(bger: BgerConnector, server: Loopback) -> None:
    j = numbered("de")
    out = bger.fetch(canon(j, "2.1"), "de", date=j["iso_date"])
    assert isinstance(out, Found), out
    assert out.source == "bger" and out.version == j["iso_date"]
    assert out.url.startswith("https://www.bger.ch/") and "aza%3A%2F%2F" in out.url
    assert out.passages[0].key == canon(j, "2.1")
    assert squash(out.passages[0].text) in squash(j["considerations"])  # Latin-1 page decoded right
    assert server.hits["/_search.php"] == 0 and server.hits["/aza"] == 1


def test_aza_date_comes_from_entscheidsuche(bger: BgerConnector, server: Loopback) -> None:
    j = numbered("it")
    out = bger.fetch(canon(j), "it")
    assert isinstance(out, Found) and out.version == j["iso_date"]
    assert server.hits["/_search.php"] == 1 and server.hits["/aza"] == 1


def test_aza_without_any_date_is_unavailable(settings: LiveSettings, server: Loopback) -> None:
    lone = BgerConnector(settings=settings)
    out = lone.fetch(canon(numbered("de")), "de")
    assert isinstance(out, Unavailable) and "date" in out.reason
    assert server.hits["/aza"] == 0


def test_aza_date_lookup_failure_is_unavailable(bger: BgerConnector, server: Loopback) -> None:
    server.script("/_search.php", ["500", "500"])
    out = bger.fetch(canon(numbered("de")), "de")
    assert isinstance(out, Unavailable) and "date" in out.reason


def test_aza_unknown_judgment_is_not_found(bger: BgerConnector) -> None:
    assert isinstance(bger.fetch("ch:BGer:4A_999/2099", "de"), NotFound)  # entscheidsuche has none
    out = bger.fetch("ch:BGer:4A_999/2099", "de", date="2099-01-01")  # bger.ch says no document
    assert isinstance(out, NotFound)


def test_bge_clir_page_regeste_in_asked_language_and_considerations(bger: BgerConnector) -> None:
    out = bger.fetch("ch:BGE:145-III-1", "fr")
    assert isinstance(out, Found), out
    regeste = [p for p in out.passages if p.kind == "regeste"]
    assert len(regeste) == 1 and regeste[0].text.endswith("(fr)")
    considerations = [p for p in out.passages if p.kind == "consideration"]
    assert considerations and considerations[0].key.startswith("ch:BGE:145-III-1:E-")
    assert not any("BGE 145 III 1 S. 2" in p.text for p in out.passages)  # running page heads dropped
    pin = bger.fetch("ch:BGE:145-III-1:E-2.1", "de")
    assert isinstance(pin, Found) and pin.passages[0].key == "ch:BGE:145-III-1:E-2.1"


def test_bge_unknown_is_not_found(bger: BgerConnector) -> None:
    out = bger.fetch("ch:BGE:145-III-2", "de")
    assert isinstance(out, NotFound) and "145 III 2" in out.reason


@pytest.mark.parametrize(
    ("script", "hits", "kind"),
    [
        (["htmlerror"], 1, Unavailable),
        (["sleep:0.9", "sleep:0.9"], 2, Unavailable),
        (["500", "500"], 2, Unavailable),
        (["404"], 1, NotFound),
    ],
)
def test_bger_faults(bger: BgerConnector, server: Loopback, script: list[str], hits: int, kind: type) -> None:
    server.script("/clir", script)
    out = bger.fetch("ch:BGE:145-III-1", "de")
    assert isinstance(out, kind), out
    assert server.hits["/clir"] == hits


def test_handles_and_dates(bger: BgerConnector, search: EntscheidsucheConnector) -> None:
    assert bger.handles("ch:BGE:140-III-86:E-3.2") and bger.handles("ch:BGer:4A_123/2023:E-3")
    assert not bger.handles("ch:BVGer:A-4843/2020") and not bger.handles("ch:OR:art-41")
    assert search.handles("ch:cant-GE:C/4431/2013") and search.handles("ch:BVGer:A-4843/2020")
    assert iso_to_aza("2019-10-30") == "30-10-2019" and iso_to_aza("3.1.2020") == "03-01-2020"
    assert iso_to_aza("2019") is None


def test_connection_refused(closed_port: str) -> None:
    client = HttpClient(FAST)
    for conn in (
        EntscheidsucheConnector(closed_port, client=client),
        BgerConnector(closed_port, client=client),
    ):
        out = conn.fetch("ch:BGE:145-III-1", "de")
        assert isinstance(out, Unavailable) and "connection failed" in out.reason
