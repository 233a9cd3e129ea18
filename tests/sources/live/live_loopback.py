"""A real HTTP server on 127.0.0.1 that speaks the formats of Fedlex, entscheidsuche.ch, bger.ch and
Normattiva, with answers generated from the offline corpus (read at test time, never copied).

Faults are scripted per route: ``server.script("/sparqlendpoint", ["500", "ok"])`` makes the next two
requests to that route answer 500 and then the real answer.  ``server.hits[route]`` counts requests.
"""

from __future__ import annotations

import html
import json
import re
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from lexgate import config
from lexgate.sources.live.http import HttpSettings

# client settings for tests: small timeouts, no rate limit, no backoff
FAST = HttpSettings(
    connect_timeout=0.3, read_timeout=0.3, min_interval=0.0, max_retry_after=2.0, retry_backoff=0.0
)


class SleepRecorder:
    """Stands in for time.sleep in the client: records the waits instead of spending them."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


LANGS = ("de", "fr", "it")
LANG_CODES = {"de": "DEU", "fr": "FRA", "it": "ITA"}
# SR numbers of the acts served (a public fact per act; the corpus has the ELI paths)
SR_NUMBERS = {"OR": "220", "BV": "101", "BGG": "173.110", "ZGB": "210"}
CONSOLIDATIONS = ("2024-11-01", "2023-01-01")  # newest first; both older than any test run
_CITE = re.compile(r"^Art\.\s*(\d+[a-z]*)(?:\s+(?:Abs\.|al\.|cpv\.)\s*(\d+[a-z]*)\.?)?")
_ITEM = re.compile(r"^([a-z]{1,3}|\d{1,2})\.\s+(.*)$")


def corpus() -> Path:
    root = config.corpus_path()
    assert root is not None and root.is_dir(), "the offline corpus is needed for the loopback server"
    return root


# ---------------------------------------------------------------------------------------- Fedlex
@cache
def statute(act: str, lang: str) -> list[dict[str, str]]:
    data: list[dict[str, str]] = json.loads(
        (corpus() / "ch" / "statutes" / f"{act}_{lang}.json").read_text("utf-8")
    )
    return data


def eli_path(act: str) -> str:
    match = re.search(r"eli/(cc/[^/#]+/[^/#]+)", statute(act, "de")[0]["url"])
    assert match
    return match.group(1)


def article_id(number: str) -> str:
    match = re.match(r"^(\d+)([a-z]+)$", number)
    return f"art_{match.group(1)}_{match.group(2)}" if match else f"art_{number}"


def _paragraph_html(number: str | None, content: str) -> str:
    lines = [ln.strip() for ln in content.split("\n") if ln.strip()]
    head: list[str] = []
    items: list[tuple[str, str]] = []
    for line in lines:
        m = _ITEM.match(line)
        if m and (items or head):
            items.append((m.group(1), m.group(2)))
        elif items:
            items[-1] = (items[-1][0], items[-1][1] + " " + line)
        else:
            head.append(line)
    sup = f"<sup>{number}</sup>&nbsp;" if number else ""
    out = f'<p class="absatz">{sup}{html.escape(" ".join(head))}</p>'
    if items:
        letters: list[tuple[str, str, list[tuple[str, str]]]] = []
        cur: tuple[str, str, list[tuple[str, str]]] | None = None
        for label, text in items:
            if label.isdigit() and cur is not None:
                cur[2].append((label, text))
            else:
                cur = (label, text, [])
                letters.append(cur)
        out += "<dl>"
        for label, text, nums in letters:
            sub = "".join(f"<dt>{n}.</dt><dd>{html.escape(t)}</dd>" for n, t in nums)
            out += f"<dt>{label}.</dt><dd>{html.escape(text)}{f'<dl>{sub}</dl>' if sub else ''}</dd>"
        out += "</dl>"
    return out


@cache
def fedlex_html(act: str, lang: str) -> str:
    """The act as a Fedlex HTML manifestation: ``<article id="art_N">`` with paragraphs and letters."""
    articles: dict[str, list[tuple[str | None, str, str]]] = {}
    for entry in statute(act, lang):
        m = _CITE.match(entry["citation"])
        if not m:
            continue
        articles.setdefault(m.group(1), []).append((m.group(2), entry["content"], entry["title"]))
    parts = [
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{act}</title></head><body><main>'
    ]
    for fn, (number, paras) in enumerate(articles.items(), start=1):
        aid = article_id(number)
        margin = html.escape(paras[0][2].split(",")[-1].strip())
        parts.append(
            f'<article id="{aid}"><a name="a{number}"></a><h6 class="heading" role="heading">'
            f'<a href="#{aid}"><b>Art. {number}</b> {margin}</a><sup><a href="#fn-d{fn}" id="fnbck-d{fn}">{fn}</a></sup></h6>'
            '<div class="collapseable">'
        )
        parts += [_paragraph_html(p, c) for p, c, _ in paras]
        parts.append(
            f'<div class="footnotes"><p id="fn-d{fn}"><sup>{fn}</sup> AS 2020 1 (footnote)</p></div></div></article>'
        )
    parts.append("</main></body></html>")
    return "".join(parts)


def sparql_answer(query: str, base: str) -> dict[str, Any]:
    """SPARQL 1.1 JSON results for the client's query, answered from the acts the corpus has."""
    act = None
    if m := re.search(r"<https://fedlex\.data\.admin\.ch/eli/(cc/[^>]+)>", query):
        act = next((a for a in SR_NUMBERS if eli_path(a) == m.group(1)), None)
    elif m := re.search(r'str\(\?sr\)\s*=\s*"([^"]+)"', query):
        act = next((a for a, sr in SR_NUMBERS.items() if sr == m.group(1)), None)
    today = re.search(r'xsd:date\("(\d{4}-\d{2}-\d{2})"\)', query)
    rows = []
    if act is not None:
        eli = eli_path(act)
        for day in CONSOLIDATIONS:
            if today and day > today.group(1):
                continue
            compact = day.replace("-", "")
            for lang in LANGS:
                file_url = (
                    f"{base}/filestore/fedlex.data.admin.ch/eli/{eli}/{compact}/{lang}/html/"
                    f"fedlex-data-admin-ch-eli-{eli.replace('/', '-')}-{compact}-{lang}-html.html"
                )
                rows.append(
                    {
                        "act": {"type": "uri", "value": f"https://fedlex.data.admin.ch/eli/{eli}"},
                        "consolidation": {
                            "type": "uri",
                            "value": f"https://fedlex.data.admin.ch/eli/{eli}/{compact}",
                        },
                        "date": {
                            "type": "literal",
                            "datatype": "http://www.w3.org/2001/XMLSchema#date",
                            "value": day,
                        },
                        "language": {
                            "type": "uri",
                            "value": f"http://publications.europa.eu/resource/authority/language/{LANG_CODES[lang]}",
                        },
                        "title": {
                            "type": "literal",
                            "xml:lang": lang,
                            "value": statute(act, lang)[0]["title"].split(",")[0],
                        },
                        "fileUrl": {"type": "uri", "value": file_url},
                    }
                )
    return {
        "head": {"vars": ["act", "consolidation", "date", "language", "title", "fileUrl"]},
        "results": {"bindings": rows},
    }


def act_of_file(path: str) -> tuple[str, str] | None:
    m = re.search(r"/eli/(cc/[^/]+/[^/]+)/\d{8}/(de|fr|it)/html/", path)
    if not m:
        return None
    act = next((a for a in SR_NUMBERS if eli_path(a) == m.group(1)), None)
    return (act, m.group(2)) if act else None


# -------------------------------------------------------------------------- decisions (BGer corpus)
@cache
def judgments() -> list[dict[str, Any]]:
    out = []
    for lang in LANGS:
        for line in (corpus() / "ch" / "decisions" / f"bger_{lang}.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            m = re.search(
                r"aza(?:%3A|:)(?:%2F|/){2}(\d{2})-(\d{2})-(\d{4})-(\w+?)_(\d+)-(\d{4})", row["link"]
            )
            if not m:
                continue
            row["docket"] = f"{m.group(4)}_{m.group(5)}/{m.group(6)}"
            row["iso_date"] = f"{m.group(3)}-{m.group(2)}-{m.group(1)}"
            row["lang"] = lang
            row["full_text"] = f"{row['text']} {row['considerations']} {row.get('ruling') or ''}".strip()
            out.append(row)
    return out


def judgment(docket: str) -> dict[str, Any] | None:
    return next((j for j in judgments() if j["docket"] == docket), None)


def _norm(text: str) -> str:
    return re.sub(r"[\s._\-/]+", "", text).upper()


def es_answer(body: dict[str, Any], base: str) -> dict[str, Any]:
    """An Elasticsearch answer for match_phrase queries on ``reference``."""
    phrases = [
        clause["match_phrase"]["reference"]
        for clause in body.get("query", {}).get("bool", {}).get("should", [])
        if "match_phrase" in clause
    ]
    hits = []
    for j in judgments():
        if any(_norm(p) == _norm(j["docket"]) for p in phrases):
            court = j["docket"][0]
            hits.append(
                {
                    "_index": "entscheidsuche-v2",
                    "_id": f"CH_BGer_00{court}_{j['docket'].replace('/', '-')}_{j['iso_date']}",
                    "_score": 12.5,
                    "_source": {
                        "date": j["iso_date"],
                        "title": {j["lang"]: f"Urteil {j['docket']}", "de": f"Urteil {j['docket']}"},
                        "abstract": {j["lang"]: j["legal_area"]},
                        "reference": [j["docket"]],
                        "hierarchy": ["CH", "CH_BGer", f"CH_BGer_00{court}"],
                        "canton": "CH",
                        "attachment": {
                            "content_type": "text/html",
                            "content_url": f"{base}/docs/CH_BGer/{j['docket'].replace('/', '-')}.html",
                            "content": j["full_text"],
                        },
                    },
                }
            )
    size = int(body.get("size", 10))
    return {
        "took": 3,
        "timed_out": False,
        "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
        "hits": {
            "total": {"value": len(hits), "relation": "eq"},
            "max_score": 12.5 if hits else None,
            "hits": hits[:size],
        },
    }


def _chunks(text: str, size: int = 3) -> list[str]:
    sentences = re.split(r"(?<=[.;:])\s+(?=[A-ZÄÖÜÀÉÈ])", text)
    return [" ".join(sentences[i : i + size]) for i in range(0, len(sentences), size)]


def aza_page(j: dict[str, Any], lang: str) -> bytes:
    """A bger.ch aza document page (ISO-8859-1, like the real site)."""
    date = ".".join(reversed(j["iso_date"].split("-")))
    paras = "".join(f'<div class="paraatf">{html.escape(c)}</div>' for c in _chunks(j["full_text"]))
    page = (
        '<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'
        f'<title>{j["docket"]}</title></head><body><div id="highlight_navigation">Navigation</div>'
        f'<div id="highlight_content"><div class="content"><div class="paraatf">Urteil vom {date}</div>'
        f'<div class="paraatf">{j["docket"]}</div>{paras}</div></div><script>var x = "1. Nicht Text";</script></body></html>'
    )
    return page.encode("latin-1", "xmlcharrefreplace")


def clir_page(j: dict[str, Any], volume_part_page: str, lang: str) -> bytes:
    """A bger.ch clir (BGE) page shape: Urteilskopf, regeste per language, Sachverhalt, Erwägungen,
    running page heads.  Filled with a corpus judgment's text (the corpus has no BGE texts)."""
    vol, part, page = volume_part_page.split("-")
    text = j["considerations"]
    marker = re.search(r"Erwägungen:|Considérant en droit:|Considerando in diritto:|Diritto:", text)
    facts, reasons = (text[: marker.start()], text[marker.end() :]) if marker else ("", text)
    chunks = _chunks(reasons)
    body = "".join(f'<div class="paraatf">{html.escape(c)}</div>' for c in chunks[:3])
    body += f'<div class="center pagebreak">BGE {vol} {part} {page} S. {int(page) + 1}</div>'
    body += "".join(f'<div class="paraatf">{html.escape(c)}</div>' for c in chunks[3:])
    regestes = "".join(
        f'<div id="regeste" lang="{lg}"><div class="big bold">Regeste</div><div class="paraatf">'
        f"{html.escape(j['legal_area'])} ({lg})</div></div>"
        for lg in LANGS
    )
    page_html = (
        '<html><head><meta charset="iso-8859-1"></head><body><div class="content">'
        f'<div class="paraatf">Urteilskopf</div><div class="paraatf">{vol} {part} {page}</div>{regestes}'
        f'<div><span class="big bold" id="sachverhalt">Sachverhalt</span></div><div class="paraatf">{html.escape(facts)}</div>'
        f'<div><span class="big bold" id="erwaegungen">Erwägungen</span></div>{body}'
        '<div class="box_bottom_2ndline"></div></div></body></html>'
    )
    return page_html.encode("latin-1", "xmlcharrefreplace")


NO_DOCUMENT_PAGE = (
    b'<html><head><meta charset="utf-8"></head><body><div id="highlight_navigation"></div>'
    b"<p>Keine Dokumente gefunden.</p></body></html>"
)


# -------------------------------------------------------------------------------------- Normattiva
CODE_FILES = {
    "regio.decreto:1942-03-16;262:2": "codice-civile.txt",
    "regio.decreto:1930-10-19;1398:1": "codice-penale.txt",
    "regio.decreto:1940-10-28;1443:1": "codice-procedura-civile.txt",
    "decreto.del.presidente.della.repubblica:1988-09-22;447": "codice-procedura-penale.txt",
    "costituzione:1947-12-27": "costituzione.txt",
}
_IT_ART = re.compile(r"^Art\.\s*(\d+(?:-[a-z]+)?)\.\s*(?:\((.*?)\)\.\s*)?(.*)$")


@cache
def code_articles(file: str) -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for line in (corpus() / "it" / "codes" / file).read_text("utf-8").splitlines():
        m = _IT_ART.match(line.strip())
        if m and m.group(1) not in out:
            out[m.group(1).replace("-", "")] = (m.group(2) or "", m.group(3).strip())
    return out


def _commi(text: str) -> tuple[str, list[tuple[str, str]]]:
    """Split "heading 1. ... 2. ..." when the corpus line numbers its commi in sequence."""
    cuts, expected = [], 1
    for m in re.finditer(r"(?:^|\s)(\d{1,2})\.\s+(?=[A-Z])", text):
        if int(m.group(1)) == expected:
            cuts.append((m.start(1), m.end(), m.group(1)))
            expected += 1
    if len(cuts) < 2:
        return "", []
    commi = [
        (n, text[s : cuts[i + 1][0] if i + 1 < len(cuts) else len(text)].strip())
        for i, (_, s, n) in enumerate(cuts)
    ]
    return text[: cuts[0][0]].strip(), commi


def normattiva_page(urn: str) -> bytes | None:
    m = re.match(r"urn:nir:stato:(.+?)(?:~art(\w+))?$", urn)
    if not m or m.group(1) not in CODE_FILES:
        return None
    arts = code_articles(CODE_FILES[m.group(1)])
    number = m.group(2) or "1"
    if number not in arts:  # the real site shows the act's first article for an unknown one
        number = next(iter(arts))
    heading, text = arts[number]
    prefix, commi = _commi(text)
    heading = heading or prefix
    if commi:
        body = (
            '<div class="art-commi-div-akn">'
            + "".join(
                f'<div class="art-comma-div-akn"><span class="comma-num-akn">{n}. </span>'
                f'<span class="art_text_in_comma">{html.escape(t)}</span></div>'
                for n, t in commi
            )
            + "</div>"
        )
    else:
        body = f'<span class="art-just-text-akn">{html.escape(text)}</span>'
    page = (
        '<!DOCTYPE html><html lang="it"><head><meta charset="UTF-8"><title>Normattiva</title></head><body>'
        '<div id="testa_atto"><h2 class="titoloAtto">REGIO DECRETO 16 marzo 1942, n. 262</h2></div>'
        f'<div class="bodyTesto"><h2 class="article-num-akn" id="art_{number}">Art. {number}</h2>'
        f'<div class="article-heading-akn">({html.escape(heading)})</div>{body}</div></body></html>'
    )
    return page.encode("utf-8")


# ---------------------------------------------------------------------------------------- server
Behaviour = str  # "ok" | "500" | "503" | "404" | "429:<s>" | "sleep:<s>" | "badjson" | "htmlerror" | "eserror" | "empty"


class Loopback(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.hits: dict[str, int] = defaultdict(int)
        self.scripts: dict[str, list[Behaviour]] = {}
        self.seen: list[tuple[str, str, dict[str, str]]] = []  # (method, path, headers)
        self.lock = threading.Lock()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def script(self, route: str, behaviours: list[Behaviour]) -> None:
        with self.lock:
            self.scripts[route] = list(behaviours)

    def next_behaviour(self, route: str) -> Behaviour:
        with self.lock:
            self.hits[route] += 1
            queue = self.scripts.get(route)
            return queue.pop(0) if queue else "ok"

    def reset(self) -> None:
        with self.lock:
            self.hits.clear()
            self.scripts.clear()
            self.seen.clear()


def route_of(path: str) -> str:
    if path.startswith("/sparqlendpoint"):
        return "/sparqlendpoint"
    if path.startswith("/filestore/"):
        return "/filestore"
    if path.startswith("/_search.php"):
        return "/_search.php"
    if "/php/aza/" in path:
        return "/aza"
    if "/php/clir/" in path:
        return "/clir"
    if path.startswith("/uri-res/N2Ls"):
        return "/N2Ls"
    if path.startswith("/docs/"):
        return "/docs"
    return path


class _Handler(BaseHTTPRequestHandler):
    server: Loopback
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def _send(self, status: int, body: bytes, ctype: str, extra: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            for k, v in (extra or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self) -> None:
        self._handle("GET", b"")

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self._handle("POST", self.rfile.read(length) if length else b"")

    def _handle(self, method: str, payload: bytes) -> None:
        route = route_of(self.path)
        self.server.seen.append((method, self.path, dict(self.headers)))
        behaviour = self.server.next_behaviour(route)
        kind, _, arg = behaviour.partition(":")
        if kind == "sleep":
            time.sleep(float(arg))
        elif kind == "500":
            return self._send(
                500, b"<html><body><h1>500 Internal Server Error</h1></body></html>", "text/html"
            )
        elif kind == "503":
            return self._send(503, b"Service Unavailable", "text/plain")
        elif kind == "429":
            return self._send(429, b"Too Many Requests", "text/plain", {"Retry-After": arg or "1"})
        elif kind == "badjson":
            return self._send(200, b'{"results": {"bindings": [ {"date": ', "application/json")
        elif kind == "htmlerror":
            page = b"<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Maintenance</h1><p>Please try again later.</p></body></html>"
            return self._send(200, page, "text/html; charset=utf-8")
        elif kind == "eserror":
            err = b'{"error": {"root_cause": [{"type": "parsing_exception"}], "type": "parsing_exception"}, "status": 400}'
            return self._send(400, err, "application/json")
        elif kind == "404":
            return self._send(404, b"<html><body>Not Found</body></html>", "text/html")
        answer = ANSWERS.get(route)
        if answer is None:
            return self._send(404, b"no such route", "text/plain")
        status, body, ctype = answer(self.server, method, self.path, payload, behaviour)
        self._send(status, body, ctype)


Answer = Callable[[Loopback, str, str, bytes, str], tuple[int, bytes, str]]


def _sparql(
    server: Loopback, method: str, path: str, payload: bytes, behaviour: str
) -> tuple[int, bytes, str]:
    query = parse_qs(payload.decode("utf-8")).get("query", [""])[0] if method == "POST" else ""
    query = query or parse_qs(urlsplit(path).query).get("query", [""])[0]
    answer = sparql_answer(query, server.base)
    if behaviour == "empty":
        answer["results"]["bindings"] = []
    return 200, json.dumps(answer).encode(), "application/sparql-results+json; charset=utf-8"


def _filestore(
    server: Loopback, method: str, path: str, payload: bytes, behaviour: str
) -> tuple[int, bytes, str]:
    found = act_of_file(unquote(urlsplit(path).path))
    if found is None:
        return 404, b"<html><body>Not Found</body></html>", "text/html"
    return 200, fedlex_html(*found).encode("utf-8"), "text/html; charset=utf-8"


def _search(
    server: Loopback, method: str, path: str, payload: bytes, behaviour: str
) -> tuple[int, bytes, str]:
    try:
        body = json.loads(payload or b"{}")
    except ValueError:
        return 400, b'{"error": {"type": "parsing_exception"}, "status": 400}', "application/json"
    answer = es_answer(body, server.base)
    if behaviour == "empty":
        answer["hits"] = {"total": {"value": 0, "relation": "eq"}, "max_score": None, "hits": []}
    return 200, json.dumps(answer).encode("utf-8"), "application/json; charset=utf-8"


def _docid(path: str) -> str:
    return parse_qs(urlsplit(path).query).get("highlight_docid", [""])[0]


def _aza(server: Loopback, method: str, path: str, payload: bytes, behaviour: str) -> tuple[int, bytes, str]:
    m = re.match(r"aza://(\d{2})-(\d{2})-(\d{4})-(\w+?)_(\d+)-(\d{4})$", _docid(path))
    j = judgment(f"{m.group(4)}_{m.group(5)}/{m.group(6)}") if m else None
    if j is None or m is None or j["iso_date"] != f"{m.group(3)}-{m.group(2)}-{m.group(1)}":
        return 200, NO_DOCUMENT_PAGE, "text/html; charset=utf-8"
    lang = parse_qs(urlsplit(path).query).get("lang", ["de"])[0]
    return 200, aza_page(j, lang), "text/html"


# BGE numbers this server serves, each with the corpus judgment whose text fills the clir shape
CLIR_DOCS = {"145-III-1": "8C_469/2019"}


def _clir(server: Loopback, method: str, path: str, payload: bytes, behaviour: str) -> tuple[int, bytes, str]:
    m = re.match(r"atf://(\d+-[IVab]+-\d+):(de|fr|it)$", _docid(path))
    docket = CLIR_DOCS.get(m.group(1)) if m else None
    j = judgment(docket) if docket else None
    if m is None or j is None:
        return 200, NO_DOCUMENT_PAGE, "text/html; charset=utf-8"
    return 200, clir_page(j, m.group(1), m.group(2)), "text/html"


def _n2ls(server: Loopback, method: str, path: str, payload: bytes, behaviour: str) -> tuple[int, bytes, str]:
    page = normattiva_page(unquote(urlsplit(path).query))
    if page is None:
        return 404, b"<html><body><h1>Pagina non trovata</h1></body></html>", "text/html"
    return 200, page, "text/html; charset=UTF-8"


ANSWERS: dict[str, Answer] = {
    "/sparqlendpoint": _sparql,
    "/filestore": _filestore,
    "/_search.php": _search,
    "/aza": _aza,
    "/clir": _clir,
    "/N2Ls": _n2ls,
}


def start() -> Loopback:
    server = Loopback()
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return server
