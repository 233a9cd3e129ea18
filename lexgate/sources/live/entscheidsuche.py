"""entscheidsuche.ch: federal and cantonal Swiss decisions through its Elasticsearch endpoint
(``POST /_search.php``); hits carry date, title{de,fr,it}, abstract, reference[], hierarchy[],
attachment.content_url and attachment.content."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lexgate.citations import canonical as cid
from lexgate.sources.live.base import LiveSettings, base_url, from_failure, not_found, now_iso, unavailable
from lexgate.sources.live.decisions import (
    DecisionRef,
    build_passages,
    decision_ref,
    guess_lang,
    norm_bge,
    norm_docket,
    splitter,
)
from lexgate.sources.live.html_tree import parse_html
from lexgate.sources.live.http import BrokenAnswer, Failure, HttpClient
from lexgate.sources.model import Found, NotFound, Resolution, Unavailable

NAME = "entscheidsuche"
# hierarchy code that a federal court's decisions carry; courts not listed are not checked
FEDERAL_HIERARCHY = {"BGer": "CH_BGer", "BVGer": "CH_BVGer", "BGE": "CH_BGE"}


def es_body(dec: DecisionRef, size: int = 10) -> dict[str, Any]:
    """The Elasticsearch body: the decision's reference as a phrase (BGE with and without prefix)."""
    phrases = [f"BGE {dec.docket}", dec.docket] if dec.kind == "bge" else [dec.docket]
    should = [{"match_phrase": {"reference": p}} for p in phrases]
    return {"query": {"bool": {"should": should, "minimum_should_match": 1}}, "size": size}


@dataclass(frozen=True, slots=True)
class Hit:
    source: dict[str, Any]

    def field(self, name: str) -> Any:
        value: Any = self.source
        for part in name.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return value

    def text_in(self, name: str, lang: str) -> str:
        value = self.field(name)
        if isinstance(value, dict):
            for want in (lang, "de", "fr", "it"):
                if value.get(want):
                    return str(value[want])
            return next((str(v) for v in value.values() if v), "")
        if isinstance(value, list):
            return " ".join(str(v) for v in value if v)
        return str(value or "")

    @property
    def references(self) -> list[str]:
        refs = self.field("reference")
        if isinstance(refs, str):
            return [refs]
        return [str(r) for r in refs] if isinstance(refs, list) else []

    @property
    def hierarchy(self) -> list[str]:
        value = self.field("hierarchy")
        return [str(h) for h in value] if isinstance(value, list) else []


def parse_hits(data: Any) -> list[Hit]:
    if isinstance(data, dict) and "error" in data and "hits" not in data:
        raise BrokenAnswer(f"search error: {str(data['error'])[:200]}")
    hits = data.get("hits") if isinstance(data, dict) else None
    inner = hits.get("hits") if isinstance(hits, dict) else None
    if not isinstance(inner, list):
        raise BrokenAnswer("answer is not an Elasticsearch result (no hits.hits)")
    return [Hit(h["_source"]) for h in inner if isinstance(h, dict) and isinstance(h.get("_source"), dict)]


def matches(dec: DecisionRef, hit: Hit) -> bool:
    if dec.kind == "bge":
        return any(norm_bge(r) == dec.bge_dashed for r in hit.references)
    if not any(norm_docket(r) == norm_docket(dec.docket) for r in hit.references):
        return False
    hierarchy = [h.upper() for h in hit.hierarchy]
    if not hierarchy:
        return True
    if dec.kind == "cantonal":
        canton = dec.court.removeprefix("cant-").upper()
        return any(h == canton or h.startswith((f"{canton}_", f"CH_{canton}_")) for h in hierarchy)
    code = FEDERAL_HIERARCHY.get(dec.court)
    return code is None or any(h.startswith(code.upper()) for h in hierarchy)


def close_matches(dec: DecisionRef, hits: list[Hit]) -> list[str]:
    out: list[str] = []
    for hit in hits:
        for ref in hit.references:
            dashed = norm_bge(ref) if dec.kind == "bge" else ""
            if dashed:
                vol, part, page = dashed.split("-")
                out.append(cid.bge(int(vol), part, int(page)))
            elif dec.kind != "bge":
                out.append(cid.ch_docket(dec.court, ref))
    return list(dict.fromkeys(c for c in out if c != dec.key()))[:5]


class EntscheidsucheConnector:
    name = NAME

    def __init__(
        self,
        base: str | None = None,
        *,
        client: HttpClient | None = None,
        settings: LiveSettings | None = None,
    ) -> None:
        self.settings = settings or LiveSettings()
        self.base = base_url(NAME, base or self.settings.entscheidsuche_url)
        self.endpoint = f"{self.base}/_search.php"
        self.client = client or HttpClient(self.settings.http)
        self.split = splitter()

    def handles(self, canonical: str) -> bool:
        return decision_ref(canonical) is not None

    def find(self, dec: DecisionRef) -> Hit | NotFound | Unavailable:
        """The hit for a decision, or why there is none."""
        body = es_body(dec)
        query = f"POST {self.endpoint} {body}"
        outcome = self.client.post(self.endpoint, json_body=body, headers={"Accept": "application/json"})
        if isinstance(outcome, Failure):
            return from_failure(dec.canonical, NAME, outcome, query)
        if not outcome.ok:
            return unavailable(dec.canonical, NAME, f"search answered HTTP {outcome.status}", query)
        try:
            hits = parse_hits(outcome.json())
        except BrokenAnswer as exc:
            return unavailable(dec.canonical, NAME, f"broken answer: {exc}", query)
        good = [h for h in hits if matches(dec, h)]
        if not good:
            reason = f"entscheidsuche.ch has no decision {dec.label()}"
            return not_found(dec.canonical, NAME, reason, query, close_matches(dec, hits))
        return good[0]

    def decision_date(self, canonical: str) -> str | NotFound | Unavailable:
        """The ISO date of a decision (bger.ch needs it to build aza:// links)."""
        dec = decision_ref(canonical)
        if dec is None:
            return not_found(canonical, NAME, "not a decision id")
        hit = self.find(dec)
        if not isinstance(hit, Hit):
            return hit
        date = str(hit.field("date") or "")[:10]
        return date or unavailable(canonical, NAME, "the decision's hit carries no date")

    def fetch(self, canonical: str, lang: str) -> Resolution:
        dec = decision_ref(canonical)
        if dec is None:
            return not_found(canonical, NAME, "not a decision id")
        hit = self.find(dec)
        if not isinstance(hit, Hit):
            return hit
        query = f"POST {self.endpoint} {es_body(dec)}"
        url = str(hit.field("attachment.content_url") or "")
        text = str(hit.field("attachment.content") or "")
        if not text.strip():
            loaded = self._load(dec, url, query)
            if not isinstance(loaded, str):
                return loaded
            text = loaded
        declared = str(hit.field("language") or hit.field("attachment.language") or "")[:2].lower()
        text_lang = declared if declared in ("de", "fr", "it") else guess_lang(text, lang)
        sections = self.split(text, text_lang)
        regeste = hit.text_in("abstract", lang) if dec.kind == "bge" else ""
        built = build_passages(dec, sections, text_lang, url, regeste)
        return Found(
            canonical=canonical,
            source=NAME,
            query_used=query,
            lang=text_lang,
            title=hit.text_in("title", lang),
            url=url,
            version=str(hit.field("date") or "")[:10],
            retrieved_at=now_iso(),
            passages=built.passages,
            notes=built.notes,
            pinpoint_missing=built.pinpoint_missing,
        )

    def _load(self, dec: DecisionRef, url: str, query: str) -> str | Unavailable:
        """The decision text from ``attachment.content_url`` when the hit had none inline (HTML only)."""
        if not url.lower().split("?")[0].endswith((".html", ".htm")):
            return unavailable(
                dec.canonical,
                NAME,
                f"the hit for {dec.label()} carries no text (file: {url or 'none'})",
                query,
            )
        outcome = self.client.get(url)
        if isinstance(outcome, Failure):
            return from_failure(dec.canonical, NAME, outcome, query)
        if not outcome.ok or not outcome.looks_like_html:
            return unavailable(dec.canonical, NAME, f"decision file answered HTTP {outcome.status}", query)
        text = parse_html(outcome.text).text(keep_lines=True)
        return (
            text if text.strip() else unavailable(dec.canonical, NAME, f"decision file {url} is empty", query)
        )
