"""Normattiva connector: article pages (Akoma Ntoso HTML classes) generated from the Italian codes."""

from __future__ import annotations

import re

import pytest
from live_loopback import FAST, Loopback, code_articles

from lexgate.sources.live import HttpClient, LiveSettings, NormattivaConnector
from lexgate.sources.live.normattiva import act_for, parse_article_page
from lexgate.sources.model import Found, NotFound, Unavailable


@pytest.fixture
def normattiva(settings: LiveSettings) -> NormattivaConnector:
    return NormattivaConnector(settings=settings)


def test_codice_civile_article_found(normattiva: NormattivaConnector, server: Loopback) -> None:
    out = normattiva.fetch("it:cc:art-2043", "it")
    assert isinstance(out, Found), out
    heading, text = code_articles("codice-civile.txt")["2043"]
    assert [p.key for p in out.passages] == ["it:cc:art-2043"]
    assert out.passages[0].text == text and out.passages[0].heading == heading
    assert (
        out.url
        == "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262:2~art2043"
    )
    assert "~art2043" in out.query_used and out.lang == "it" and out.source == "normattiva"
    assert server.hits["/N2Ls"] == 1


def test_comma_of_a_procedure_code_article(normattiva: NormattivaConnector) -> None:
    out = normattiva.fetch("it:cpp:art-2:comma-2", "it")
    assert isinstance(out, Found), out
    _, line = code_articles("codice-procedura-penale.txt")["2"]
    assert [p.key for p in out.passages] == ["it:cpp:art-2:comma-2"]
    assert out.passages[0].text in line and line.index(out.passages[0].text) > line.index(" 2. ")
    whole = normattiva.fetch("it:cpp:art-2", "it")
    assert isinstance(whole, Found) and [p.key for p in whole.passages] == [
        "it:cpp:art-2:comma-1",
        "it:cpp:art-2:comma-2",
    ]


def test_missing_comma_and_article_are_not_found(normattiva: NormattivaConnector) -> None:
    comma = normattiva.fetch("it:cpp:art-2:comma-9", "it")
    assert isinstance(comma, NotFound) and "commi 1-2" in comma.reason
    art = normattiva.fetch("it:cc:art-99999", "it")  # the site answers with another article
    assert isinstance(art, NotFound) and "99999" in art.reason


def test_constitution_in_italian_whatever_the_draft_language(normattiva: NormattivaConnector) -> None:
    out = normattiva.fetch("it:cost:art-3", "de")
    assert isinstance(out, Found) and out.lang == "it"
    assert out.passages[0].text == code_articles("costituzione.txt")["3"][1]
    assert any("Italian" in n for n in out.notes)


def test_bis_articles_are_addressed_without_dash(normattiva: NormattivaConnector) -> None:
    out = normattiva.fetch("it:cc:art-2645bis", "it")
    assert isinstance(out, Found), out
    assert out.query_used.endswith("~art2645bis")


def test_numbered_act_with_known_date_and_404(normattiva: NormattivaConnector) -> None:
    out = normattiva.fetch("it:dlgs-196-2003:art-13", "it")  # this loopback serves only the codes
    assert isinstance(out, NotFound)
    assert out.query_used.endswith("urn:nir:stato:decreto.legislativo:2003-06-30;196~art13")


def test_numbered_act_with_unknown_date_is_unavailable_not_guessed(normattiva: NormattivaConnector) -> None:
    out = normattiva.fetch("it:dlgs-999-2020:art-1", "it")
    assert isinstance(out, Unavailable) and "date of d.lgs. 999/2020 unknown" in out.reason
    assert "decreto.legislativo:2020;999" in out.query_used


@pytest.mark.parametrize(
    ("script", "hits", "reason"),
    [
        (["htmlerror"], 1, "no article text"),
        (["500", "500"], 2, "HTTP 500"),
        (["sleep:0.9", "sleep:0.9"], 2, "timed out"),
    ],
)
def test_faults_end_unavailable(
    normattiva: NormattivaConnector, server: Loopback, script: list[str], hits: int, reason: str
) -> None:
    server.script("/N2Ls", script)
    out = normattiva.fetch("it:cc:art-2043", "it")
    assert isinstance(out, Unavailable) and reason in out.reason
    assert server.hits["/N2Ls"] == hits


def test_retry_after_500_finds_the_article(normattiva: NormattivaConnector, server: Loopback) -> None:
    server.script("/N2Ls", ["500"])
    assert isinstance(normattiva.fetch("it:cp:art-575", "it"), Found)
    assert server.hits["/N2Ls"] == 2


def test_connection_refused(closed_port: str) -> None:
    out = NormattivaConnector(closed_port, client=HttpClient(FAST)).fetch("it:cc:art-2043", "it")
    assert isinstance(out, Unavailable) and "connection failed" in out.reason


def test_urns_and_handles() -> None:
    cc, cost, law = act_for("cc"), act_for("cost"), act_for("l-241-1990")
    assert cc is not None and cc.urn == "urn:nir:stato:regio.decreto:1942-03-16;262:2"
    assert cost is not None and cost.urn == "urn:nir:stato:costituzione:1947-12-27"
    assert law is not None and law.urn == "urn:nir:stato:legge:1990-08-07;241" and not law.year_only
    assert act_for("xyz-1-2000") is None and act_for("nonsense") is None
    conn = NormattivaConnector("http://127.0.0.1:9")
    assert conn.handles("it:cc:art-2043") and conn.handles("it:dlgs-196-2003:art-13")
    assert not conn.handles("it:cass-civ:6789/2020") and not conn.handles("ch:OR:art-41")


def test_page_parser_rejects_pages_without_an_article_body() -> None:
    art, text = parse_article_page("<html><body><h1>Errore</h1></body></html>")
    assert art is None and "Errore" in text
    art, _ = parse_article_page('<div class="bodyTesto"><h2 class="article-num-akn">Art. 5</h2></div>')
    assert art is None  # a number without text is not an article
    art, _ = parse_article_page(
        '<div class="bodyTesto"><span class="attachment-just-text">Art. 12. (Titolo). Testo.</span></div>'
    )
    assert art is not None and art.number == "12" and re.search("Testo", art.commi[0][1])
