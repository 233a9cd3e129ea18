"""Fedlex connector: SPARQL JSON results + HTML manifestation served from the corpus on 127.0.0.1."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from live_loopback import FAST, Loopback, eli_path, statute

from lexgate.sources.live import FedlexConnector, HttpClient, LiveSettings, default_connectors
from lexgate.sources.live.fedlex import choose, parse_bindings, sparql_query
from lexgate.sources.live.http import BrokenAnswer
from lexgate.sources.model import Found, NotFound, Unavailable


def corpus_text(act: str, lang: str, citation: str) -> str:
    return next(e["content"] for e in statute(act, lang) if e["citation"] == citation)


@pytest.fixture
def fedlex(settings: LiveSettings) -> FedlexConnector:
    return FedlexConnector(settings=settings)


def test_paragraph_found_with_deep_link_version_and_query(fedlex: FedlexConnector, server: Loopback) -> None:
    out = fedlex.fetch("ch:OR:art-41:para-1", "de")
    assert isinstance(out, Found), out
    assert [p.key for p in out.passages] == ["ch:OR:art-41:para-1"]
    assert out.passages[0].text == corpus_text("OR", "de", "Art. 41 Abs. 1 OR")
    assert out.url == f"https://www.fedlex.admin.ch/eli/{eli_path('OR')}/de#art_41"
    assert out.version == "2024-11-01"  # the newest consolidation, not the older one also served
    assert out.source == "fedlex" and out.lang == "de" and out.retrieved_at
    assert "SELECT" in out.query_used and "/filestore/" in out.query_used
    assert server.hits["/sparqlendpoint"] == 1 and server.hits["/filestore"] == 1


@pytest.mark.parametrize(("lang", "word"), [("fr", "al."), ("it", "cpv.")])
def test_whole_article_in_other_languages(fedlex: FedlexConnector, lang: str, word: str) -> None:
    out = fedlex.fetch("ch:OR:art-41", lang)
    assert isinstance(out, Found) and out.lang == lang
    assert [p.key for p in out.passages] == ["ch:OR:art-41:para-1", "ch:OR:art-41:para-2"]
    expected = [corpus_text("OR", lang, f"Art. 41 {word} {n} CO") for n in (1, 2)]
    assert [p.text for p in out.passages] == expected
    assert "footnote" not in out.text  # footnotes and their call-outs are not law text


def test_sr_number_route_and_article_with_letter_suffix(fedlex: FedlexConnector) -> None:
    out = fedlex.fetch("ch:sr-220:art-40a:para-1", "de")
    assert isinstance(out, Found), out
    assert out.passages[0].text == corpus_text("OR", "de", "Art. 40a Abs. 1 OR")
    assert out.url.endswith("#art_40_a")


def test_letter_resolves_to_its_paragraph_and_a_missing_letter_is_not_found(fedlex: FedlexConnector) -> None:
    out = fedlex.fetch("ch:BGG:art-82:let-b", "de")
    assert isinstance(out, Found), out
    source = corpus_text("BGG", "de", "Art. 82 BGG")
    letter_b = next(line for line in source.splitlines() if line.startswith("b. "))
    assert letter_b in out.text
    missing = fedlex.fetch("ch:BGG:art-82:let-z", "de")
    assert isinstance(missing, NotFound) and "letters a, b, c" in missing.reason


def test_missing_paragraph_and_article_are_not_found(fedlex: FedlexConnector) -> None:
    para = fedlex.fetch("ch:OR:art-41:para-9", "de")
    assert isinstance(para, NotFound) and para.reason == "Art. 41 has paragraphs 1-2"
    art = fedlex.fetch("ch:OR:art-9999", "de")
    assert isinstance(art, NotFound) and "Art. 9999" in art.reason


def test_following_articles_and_ranges(fedlex: FedlexConnector) -> None:
    ff = fedlex.fetch("ch:OR:art-41:ff", "de")
    assert isinstance(ff, Found)
    arts = sorted({re.sub(r":para-.*", "", p.key) for p in ff.passages})
    assert arts == ["ch:OR:art-41", "ch:OR:art-42", "ch:OR:art-43", "ch:OR:art-44"]
    rng = fedlex.fetch("ch:OR:art-41-43", "de")
    assert isinstance(rng, Found)
    assert sorted({re.sub(r":para-.*", "", p.key) for p in rng.passages}) == [
        "ch:OR:art-41",
        "ch:OR:art-42",
        "ch:OR:art-43",
    ]
    bad = fedlex.fetch("ch:OR:art-41-9999", "de")
    assert isinstance(bad, NotFound)


def test_language_without_text_falls_back_with_a_note(fedlex: FedlexConnector) -> None:
    out = fedlex.fetch("ch:OR:art-1", "en")
    assert isinstance(out, Found) and out.lang == "de"
    assert any("no en text" in n for n in out.notes)


def test_unknown_sr_number_is_not_found(fedlex: FedlexConnector) -> None:
    out = fedlex.fetch("ch:sr-999.9:art-1", "de")
    assert isinstance(out, NotFound) and "SR 999.9" in out.reason


def test_act_without_sr_or_eli_is_unavailable_not_a_guess(fedlex: FedlexConnector, server: Loopback) -> None:
    out = fedlex.fetch("ch:NOSUCHACT:art-1", "de")
    assert isinstance(out, Unavailable) and "NOSUCHACT" in out.reason
    assert server.hits["/sparqlendpoint"] == 0


@pytest.mark.parametrize(
    ("route", "script", "hits", "reason"),
    [
        ("/sparqlendpoint", ["sleep:0.9", "sleep:0.9"], 2, "timed out"),
        ("/sparqlendpoint", ["500", "500"], 2, "HTTP 500"),
        ("/sparqlendpoint", ["429:60"], 1, "Retry-After"),
        ("/sparqlendpoint", ["badjson"], 1, "malformed JSON"),
        ("/sparqlendpoint", ["htmlerror"], 1, "HTML page"),
        ("/filestore", ["htmlerror"], 1, "no <article>"),
        ("/filestore", ["503", "503"], 2, "HTTP 503"),
        ("/filestore", ["404"], 1, "HTTP 404"),
    ],
)
def test_faults_end_unavailable(
    fedlex: FedlexConnector, server: Loopback, route: str, script: list[str], hits: int, reason: str
) -> None:
    server.script(route, script)
    out = fedlex.fetch("ch:OR:art-41:para-1", "de")
    assert isinstance(out, Unavailable), out
    assert reason in out.reason and out.reason.startswith("source unavailable: fedlex")
    assert server.hits[route] == hits


def test_500_then_200_is_found(fedlex: FedlexConnector, server: Loopback) -> None:
    server.script("/sparqlendpoint", ["500"])
    server.script("/filestore", ["sleep:0.9"])
    out = fedlex.fetch("ch:OR:art-41:para-2", "de")
    assert isinstance(out, Found) and out.passages[0].text == corpus_text("OR", "de", "Art. 41 Abs. 2 OR")
    assert server.hits["/sparqlendpoint"] == 2 and server.hits["/filestore"] == 2


def test_empty_result_set_is_not_found(fedlex: FedlexConnector, server: Loopback) -> None:
    server.script("/sparqlendpoint", ["empty"])
    out = fedlex.fetch("ch:OR:art-41", "de")
    assert isinstance(out, NotFound)


def test_connection_refused_is_unavailable(closed_port: str) -> None:
    fedlex = FedlexConnector(closed_port, client=HttpClient(FAST))
    out = fedlex.fetch("ch:OR:art-41", "de")
    assert isinstance(out, Unavailable) and "connection failed" in out.reason


def test_base_url_from_environment(monkeypatch: pytest.MonkeyPatch, server: Loopback) -> None:
    monkeypatch.setenv("LEXGATE_FEDLEX_URL", server.base + "/")
    conn = FedlexConnector(client=HttpClient(FAST))
    assert conn.endpoint == f"{server.base}/sparqlendpoint"
    assert isinstance(conn.fetch("ch:OR:art-41", "de"), Found)
    fed = next(c for c in default_connectors(LiveSettings(http=replace(FAST))) if c.name == "fedlex")
    assert isinstance(fed, FedlexConnector) and fed.base == server.base


def test_handles_only_swiss_statutes(fedlex: FedlexConnector) -> None:
    assert fedlex.handles("ch:OR:art-41:para-1") and fedlex.handles("ch:sr-220")
    assert not fedlex.handles("it:cc:art-2043")
    assert not fedlex.handles("ch:BGE:140-III-86")
    assert not fedlex.handles("garbage")


def test_query_shape_and_binding_parsing() -> None:
    by_sr = sparql_query(sr="220", today="2025-01-01")
    assert (
        'str(?sr) = "220"' in by_sr and 'xsd:date("2025-01-01")' in by_sr and "jolux:isExemplifiedBy" in by_sr
    )
    by_eli = sparql_query(eli_path="cc/27/317_321_377", today="2025-01-01")
    assert "<https://fedlex.data.admin.ch/eli/cc/27/317_321_377>" in by_eli
    with pytest.raises(BrokenAnswer):
        parse_bindings({"head": {}})
    with pytest.raises(BrokenAnswer):
        parse_bindings([1, 2])
    assert parse_bindings({"results": {"bindings": []}}) == []
    assert choose([], "de") is None


def test_manifestation_is_fetched_once_per_version(fedlex: FedlexConnector, server: Loopback) -> None:
    first = fedlex.fetch("ch:OR:art-41:para-1", "de")
    second = fedlex.fetch("ch:OR:art-97", "de")
    assert isinstance(first, Found) and isinstance(second, Found)
    assert server.hits["/sparqlendpoint"] == 2 and server.hits["/filestore"] == 1
    other_lang = fedlex.fetch("ch:OR:art-97", "fr")
    assert isinstance(other_lang, Found) and server.hits["/filestore"] == 2


def test_broken_manifestation_is_not_cached(fedlex: FedlexConnector, server: Loopback) -> None:
    server.script("/filestore", ["htmlerror"])
    assert isinstance(fedlex.fetch("ch:OR:art-41", "de"), Unavailable)
    assert isinstance(fedlex.fetch("ch:OR:art-41", "de"), Found)
    assert server.hits["/filestore"] == 2
