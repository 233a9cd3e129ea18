"""Normattiva: Italian acts by URN (``/uri-res/N2Ls?urn:nir:stato:<tipo>:<date>;<num>~art2043``).

The article page renders Akoma Ntoso as HTML classes inside ``<div class="bodyTesto">``:
``h2.article-num-akn`` ("Art. 2043"), ``div.article-heading-akn``, and either commi
(``div.art-comma-div-akn`` > ``span.comma-num-akn`` + ``span.art_text_in_comma``) or one text
(``span.art-just-text-akn``; ``attachment-just-text`` for the old codes).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from lexgate.citations import canonical as cid
from lexgate.sources.live.base import LiveSettings, base_url, from_failure, not_found, now_iso, unavailable
from lexgate.sources.live.html_tree import Node, parse_html
from lexgate.sources.live.http import Failure, HttpClient
from lexgate.sources.model import Found, Passage, Resolution

NAME = "normattiva"
PUBLIC_BASE = "https://www.normattiva.it"
DATA = Path(__file__).with_name("data") / "normattiva_acts.json"
_KEY = re.compile(r"^(?P<kind>[a-z]+)-(?P<num>\d+)-(?P<year>\d{4})$")
_ART_NUM = re.compile(r"art(?:icolo)?\.?\s*(\d+[\s\-]*[a-z]*)", re.IGNORECASE)


@cache
def table() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True, slots=True)
class Act:
    key: str
    urn: str  # without the article suffix
    label: str  # "c.c.", "d.lgs. 196/2003"
    number: str = ""
    year: str = ""
    year_only: bool = False  # the URN carries the year only: the page must confirm the act


def act_for(key: str) -> Act | None:
    codes = table()["codes"]
    if key in codes:
        c = codes[key]
        urn = f"urn:nir:stato:{c['type']}:{c['date']}"
        if c["number"]:
            urn += f";{c['number']}"
        if c["annex"]:
            urn += f":{c['annex']}"
        return Act(key, urn, c["title"])
    match = _KEY.match(key)
    if not match or match.group("kind") not in table()["types"]:
        return None
    kind, num, year = match.group("kind"), match.group("num"), match.group("year")
    date = table()["dates"].get(key, "")
    label = f"{table()['labels'].get(kind, kind)} {num}/{year}"
    urn = f"urn:nir:stato:{table()['types'][kind]}:{date or year};{num}"
    return Act(key, urn, label, num, year, year_only=not date)


def norm_article(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.lower())


@dataclass(slots=True)
class ItArticle:
    number: str
    heading: str
    commi: list[tuple[str, str]]  # (number or "", text)


def parse_article_page(html: str) -> tuple[ItArticle | None, str]:
    """(the article, the whole page text); the article is None when the page has no article body."""
    root = parse_html(html)
    page_text = root.text()
    body = root.find(cls="bodyTesto")
    if body is None:
        return None, page_text
    num_node = body.find(cls="article-num-akn")
    heading_node = body.find(cls="article-heading-akn")
    commi: list[tuple[str, str]] = []
    for div in body.find_all(cls="art-comma-div-akn"):
        num_node_c = div.find(cls="comma-num-akn")
        number = num_node_c.text().strip().rstrip(".") if num_node_c else ""
        text_node = div.find(cls="art_text_in_comma")
        text = text_node.text() if text_node else _without(div, num_node_c)
        commi.append((number, text))
    if not commi:
        just = body.find(cls="art-just-text-akn") or body.find(cls="attachment-just-text")
        if just is not None:
            commi.append(("", just.text()))
    number_text = num_node.text() if num_node else ""
    if not number_text and commi:  # attachment style: "Art. 2043. (heading) text"
        number_text = commi[0][1][:40]
    match = _ART_NUM.search(number_text)
    if not match or not commi:
        return None, page_text
    heading = heading_node.text().strip("() ") if heading_node else ""
    return ItArticle(norm_article(match.group(1)), heading, commi), page_text


def _without(node: Node, drop: Node | None) -> str:
    if drop is not None and drop in node.children:
        node.children.remove(drop)
    return node.text()


class NormattivaConnector:
    name = NAME

    def __init__(
        self,
        base: str | None = None,
        *,
        client: HttpClient | None = None,
        settings: LiveSettings | None = None,
    ) -> None:
        self.settings = settings or LiveSettings()
        self.base = base_url(NAME, base or self.settings.normattiva_url)
        self.client = client or HttpClient(self.settings.http)

    def handles(self, canonical: str) -> bool:
        try:
            ref = cid.parse(canonical)
        except ValueError:
            return False
        return ref.kind == "it-statute" and act_for(cid.act_key(ref)) is not None

    def fetch(self, canonical: str, lang: str) -> Resolution:
        try:
            ref = cid.parse(canonical)
        except ValueError as exc:
            return not_found(canonical, NAME, str(exc))
        act = act_for(cid.act_key(ref)) if ref.kind == "it-statute" else None
        if act is None:
            return unavailable(canonical, NAME, f"no Normattiva URN known for {ref.authority}")
        article = ref.get("art")
        urn = act.urn + (f"~art{norm_article(article)}" if article else "")
        query = f"{self.base}/uri-res/N2Ls?{urn}"
        public = f"{PUBLIC_BASE}/uri-res/N2Ls?{urn}"
        outcome = self.client.get(query)
        if isinstance(outcome, Failure):
            return from_failure(canonical, NAME, outcome, query)
        if outcome.status == 404:
            if act.year_only:
                return unavailable(
                    canonical, NAME, f"date of {act.label} unknown; the year-only URN was not resolved", query
                )
            return not_found(canonical, NAME, f"Normattiva has no {act.label} art. {article}", query)
        if not outcome.ok:
            return unavailable(canonical, NAME, f"Normattiva answered HTTP {outcome.status}", query)
        parsed, page_text = parse_article_page(outcome.text)
        if act.year_only and not self._confirms(act, page_text):
            return unavailable(
                canonical,
                NAME,
                f"date of {act.label} unknown; the page for the year-only URN does not show it",
                query,
            )
        if parsed is None:
            return unavailable(canonical, NAME, "broken answer: the page holds no article text", query)
        if article and parsed.number != norm_article(article):
            return not_found(
                canonical,
                NAME,
                f"Normattiva has no art. {article} {act.label} (it answered art. {parsed.number})",
                query,
            )
        return self._found(canonical, ref, act, parsed, public, query, lang)

    @staticmethod
    def _confirms(act: Act, page_text: str) -> bool:
        return re.search(rf"\bn\.\s*{act.number}\b", page_text) is not None and act.year in page_text

    def _found(
        self, canonical: str, ref: cid.CanonicalRef, act: Act, art: ItArticle, url: str, query: str, lang: str
    ) -> Resolution:
        key = cid.act_key(ref)
        passages = []
        for number, text in art.commi:
            pkey = cid.it_statute(key, art.number, number or None)
            label = f"art. {art.number}" + (f", comma {number}" if number else "") + f" {act.label}"
            passages.append(
                Passage(pkey, "paragraph" if number else "article", text, "it", label, art.heading, url)
            )
        comma = ref.get("comma")
        if comma is not None:
            chosen = [p for (n, _), p in zip(art.commi, passages, strict=True) if n == comma]
            if not chosen:
                have = [n for n, _ in art.commi if n]
                has = f"commi {have[0]}-{have[-1]}" if have else "no numbered commi"
                return not_found(canonical, NAME, f"art. {art.number} {act.label} has {has}", query)
            passages = chosen
        notes = [] if lang == "it" else [f"Italian law: text in Italian (asked: {lang})"]
        return Found(
            canonical=canonical,
            source=NAME,
            query_used=query,
            lang="it",
            title=act.label,
            url=url,
            version="",
            retrieved_at=now_iso(),
            passages=passages,
            notes=[*notes, "text in force on the retrieval date (Normattiva 'vigente')"],
        )
