"""Fedlex: Swiss federal acts (SR) by SPARQL (act, consolidation valid today, HTML file URL),
then the article from the HTML manifestation."""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import date
from typing import Any

from lexgate.citations import canonical as cid
from lexgate.sources.live import acts
from lexgate.sources.live.base import LiveSettings, base_url, from_failure, not_found, now_iso, unavailable
from lexgate.sources.live.fedlex_html import Article, article_from, article_ids, index_articles
from lexgate.sources.live.http import BrokenAnswer, Failure, HttpClient
from lexgate.sources.model import Found, Passage, Resolution

NAME = "fedlex"
ELI_BASE = "https://fedlex.data.admin.ch/eli/"
PUBLIC_BASE = "https://www.fedlex.admin.ch/eli/"
LANG_URI = "http://publications.europa.eu/resource/authority/language/"
HTML_FORMAT = "http://publications.europa.eu/resource/authority/file-type/HTML"
LANG_CODES = {"de": "DEU", "fr": "FRA", "it": "ITA", "en": "ENG", "rm": "ROH"}
FALLBACK_LANGS = ("de", "fr", "it")
FOLLOWING = {"f": 1, "ff": 3}  # "Art. 41 f." = 41 and 42; "Art. 41 ff." = 41 and (up to) 3 following
CACHE_FILES = 8  # manifestations kept in memory (a few MB each)
PARA_WORD = {"de": "Abs.", "fr": "al.", "it": "cpv.", "en": "para."}
_SR = re.compile(r"^[0-9][0-9.]*$")

QUERY_TEMPLATE = """PREFIX jolux: <http://data.legilux.public.lu/resource/ontology/jolux#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
SELECT ?act ?consolidation ?date ?language ?title ?fileUrl WHERE {
  %(selector)s
  ?consolidation jolux:isMemberOf ?act ;
                 jolux:dateApplicability ?date ;
                 jolux:isRealizedBy ?expression .
  OPTIONAL { ?consolidation jolux:dateEndApplicability ?end . }
  FILTER(xsd:date(?date) <= xsd:date("%(today)s") && (!BOUND(?end) || xsd:date(?end) >= xsd:date("%(today)s")))
  ?expression jolux:language ?language ;
              jolux:isEmbodiedBy ?manifestation .
  OPTIONAL { ?expression jolux:title ?title . }
  ?manifestation jolux:format <%(html)s> ;
                 jolux:isExemplifiedBy ?fileUrl .
}
ORDER BY DESC(?date)
LIMIT 20"""


def sparql_query(*, eli_path: str = "", sr: str = "", today: str | None = None) -> str:
    """The query for the consolidation of an act valid ``today``, all languages, HTML file URLs."""
    if eli_path:
        selector = f"VALUES ?act {{ <{ELI_BASE}{eli_path}> }}"
    elif sr:
        selector = (
            "?act a jolux:ConsolidationAbstract ;\n"
            "       jolux:classifiedByTaxonomyEntry/skos:notation ?sr .\n"
            f'  FILTER(str(?sr) = "{sr}")'
        )
    else:
        raise ValueError("need an ELI path or an SR number")
    return QUERY_TEMPLATE % {
        "selector": selector,
        "today": today or date.today().isoformat(),
        "html": HTML_FORMAT,
    }


@dataclass(frozen=True, slots=True)
class Version:
    act_uri: str
    date: str
    lang: str
    title: str
    file_url: str


def parse_bindings(data: Any) -> list[Version]:
    """SPARQL 1.1 JSON results -> versions; raise BrokenAnswer if the shape is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("results"), dict):
        raise BrokenAnswer("SPARQL answer without 'results'")
    bindings = data["results"].get("bindings")
    if not isinstance(bindings, list):
        raise BrokenAnswer("SPARQL answer without 'results.bindings'")
    codes = {v: k for k, v in LANG_CODES.items()}
    out = []
    for row in bindings:
        if not isinstance(row, dict):
            raise BrokenAnswer("SPARQL binding is not an object")

        def val(name: str, row: dict[str, Any] = row) -> str:
            cell = row.get(name)
            return str(cell.get("value", "")) if isinstance(cell, dict) else ""

        lang = codes.get(val("language").rsplit("/", 1)[-1], "")
        if not (val("fileUrl") and val("date") and lang):
            continue
        out.append(Version(val("act"), val("date")[:10], lang, val("title"), val("fileUrl")))
    return out


def choose(versions: list[Version], lang: str) -> Version | None:
    """The newest consolidation; in it the asked language, else de / fr / it."""
    if not versions:
        return None
    newest = max(v.date for v in versions)
    current = {v.lang: v for v in versions if v.date == newest}
    for want in (lang, *FALLBACK_LANGS):
        if want in current:
            return current[want]
    return next(iter(current.values()))


def _found(meta: dict[str, str], url: str, passages: list[Passage], notes: list[str]) -> Found:
    return Found(
        canonical=meta["canonical"],
        source=NAME,
        query_used=meta["query_used"],
        lang=meta["lang"],
        title=meta["title"],
        url=url,
        version=meta["version"],
        retrieved_at=meta["retrieved_at"],
        passages=passages,
        notes=notes,
    )


class FedlexConnector:
    name = NAME

    def __init__(
        self,
        base: str | None = None,
        *,
        client: HttpClient | None = None,
        settings: LiveSettings | None = None,
    ) -> None:
        self.settings = settings or LiveSettings()
        self.base = base_url(NAME, base or self.settings.fedlex_url)
        self.endpoint = f"{self.base}/sparqlendpoint"
        self.client = client or HttpClient(self.settings.http)
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, tuple[str, list[tuple[str, int, int]]]] = OrderedDict()

    def handles(self, canonical: str) -> bool:
        try:
            ref = cid.parse(canonical)
        except ValueError:
            return False
        return ref.kind in ("statute", "sr")

    # -- the act ---------------------------------------------------------------------------------
    def _act(self, ref: cid.CanonicalRef) -> tuple[str, str, str]:
        """(label for messages, eli path, sr number)."""
        key = ref.authority.split(":", 1)[1]
        if ref.kind == "sr":
            sr = key[3:]
            return f"SR {sr}", "", sr if _SR.match(sr) else ""
        found = acts.lookup(key)
        if found is None:
            return key, "", ""
        return key, found.eli_path, found.sr

    def fetch(self, canonical: str, lang: str) -> Resolution:
        try:
            ref = cid.parse(canonical)
        except ValueError as exc:
            return not_found(canonical, NAME, str(exc))
        label, eli_path, sr = self._act(ref)
        if not (eli_path or sr):
            return unavailable(canonical, NAME, f"no SR number or ELI path known for act {label}")
        query = sparql_query(eli_path=eli_path, sr=sr if not eli_path else "")
        outcome = self.client.post(
            self.endpoint, data={"query": query}, headers={"Accept": "application/sparql-results+json"}
        )
        if isinstance(outcome, Failure):
            return from_failure(canonical, NAME, outcome, query)
        if not outcome.ok:
            return unavailable(canonical, NAME, f"SPARQL endpoint answered HTTP {outcome.status}", query)
        try:
            versions = parse_bindings(outcome.json())
        except BrokenAnswer as exc:
            return unavailable(canonical, NAME, f"broken answer: {exc}", query)
        version = choose(versions, lang)
        if version is None:
            return not_found(canonical, NAME, f"Fedlex has no consolidation of {label} in force today", query)
        return self._article(canonical, ref, label, version, query, lang)

    # -- the text --------------------------------------------------------------------------------
    def _article(
        self, canonical: str, ref: cid.CanonicalRef, label: str, version: Version, query: str, lang: str
    ) -> Resolution:
        used = f"{query}\n# file: {version.file_url}"
        eli_path = version.act_uri.removeprefix(ELI_BASE) if version.act_uri.startswith(ELI_BASE) else ""
        public = f"{PUBLIC_BASE}{eli_path}/{version.lang}" if eli_path else version.file_url
        common = {
            "canonical": canonical,
            "source": NAME,
            "query_used": used,
            "lang": version.lang,
            "title": version.title,
            "version": version.date,
            "retrieved_at": now_iso(),
        }
        notes = [] if version.lang == lang else [f"no {lang} text on Fedlex; {version.lang} text given"]
        article = ref.get("art")
        if article is None:  # the act itself
            text = version.title or label
            return _found(
                common, public, [Passage(canonical, "text", text, version.lang, label, url=public)], notes
            )
        page = self._manifestation(version.file_url)
        if isinstance(page, Failure):
            return from_failure(canonical, NAME, page, used)
        if isinstance(page, int):
            return unavailable(canonical, NAME, f"manifestation answered HTTP {page}", used)
        html, index = page
        if not index:
            return unavailable(canonical, NAME, f"broken answer: no <article> in {version.file_url}", used)
        by_id = {aid: i for i, (aid, _, _) in enumerate(index)}
        start, _, end = (
            article.partition("-") if re.match(r"^\d+[a-z]*-\d+[a-z]*$", article) else (article, "", "")
        )
        first = next((by_id[c] for c in article_ids(start) if c in by_id), None)
        if first is None:
            return not_found(
                canonical, NAME, f"{label} has no Art. {start} (consolidation {version.date})", used
            )
        last = first
        if end:
            last_found = next((by_id[c] for c in article_ids(end) if c in by_id), None)
            if last_found is None or last_found < first:
                return not_found(canonical, NAME, f"{label} has no Art. {end} after Art. {start}", used)
            last = last_found
        for flag in ref.flags:
            last = min(len(index) - 1, first + FOLLOWING[flag])
        arts = [article_from(html, index[i][1], index[i][2]) for i in range(first, last + 1)]
        url = f"{public}#{arts[0].id}"
        if len(arts) > 1 or (ref.get("para") is None and ref.get("let") is None):
            passages = [p for a in arts for p in self._passages(ref, a, version.lang, public)]
            return _found(common, url, passages, notes)
        return self._pinpoint(canonical, ref, arts[0], version.lang, url, public, common, notes, used)

    def _manifestation(self, file_url: str) -> tuple[str, list[tuple[str, int, int]]] | Failure | int:
        """The HTML of a manifestation and its article index; cached (a file URL names one version)."""
        with self._lock:
            if file_url in self._cache:
                self._cache.move_to_end(file_url)
                return self._cache[file_url]
        outcome = self.client.get(file_url)
        if isinstance(outcome, Failure):
            return outcome
        if not outcome.ok:
            return outcome.status
        html = outcome.text
        entry = (html, index_articles(html))
        if entry[1]:  # never cache a broken answer
            with self._lock:
                self._cache[file_url] = entry
                while len(self._cache) > CACHE_FILES:
                    self._cache.popitem(last=False)
        return entry

    def _passages(self, ref: cid.CanonicalRef, art: Article, lang: str, public: str) -> list[Passage]:
        act = ref.authority.split(":", 1)[1]
        number = (
            art.heading.split()[1]
            if art.heading.startswith("Art.") and len(art.heading.split()) > 1
            else ref.get("art") or ""
        )
        number = number.rstrip(".")
        heading = " ".join(art.heading.split()[2:]) if art.heading.startswith("Art.") else art.heading
        url = f"{public}#{art.id}"
        if len(art.paragraphs) == 1 and not art.paragraphs[0].number:
            key = cid.ch_statute(act, number)
            return [
                Passage(
                    key, "article", art.paragraphs[0].full_text(), lang, f"Art. {number} {act}", heading, url
                )
            ]
        out = []
        for para in art.paragraphs:
            key = cid.ch_statute(act, number, para.number or None)
            label = (
                f"Art. {number} {PARA_WORD.get(lang, 'Abs.')} {para.number} {act}"
                if para.number
                else f"Art. {number} {act}"
            )
            out.append(Passage(key, "paragraph", para.full_text(), lang, label, heading, url))
        return out

    def _pinpoint(
        self,
        canonical: str,
        ref: cid.CanonicalRef,
        art: Article,
        lang: str,
        url: str,
        public: str,
        common: dict[str, str],
        notes: list[str],
        used: str,
    ) -> Resolution:
        para_no, letter, num = ref.get("para"), ref.get("let"), ref.get("num")
        passages = self._passages(ref, art, lang, public)
        numbered = [p.number for p in art.paragraphs if p.number]
        if para_no is not None:
            idx = next((i for i, p in enumerate(art.paragraphs) if p.number == para_no), None)
            if idx is None:
                has = f"paragraphs {numbered[0]}-{numbered[-1]}" if numbered else "no numbered paragraphs"
                return not_found(canonical, NAME, f"Art. {ref.get('art')} has {has}", used)
        else:  # a letter without a paragraph: the (unnumbered) paragraph that has it
            idx = next((i for i, p in enumerate(art.paragraphs) if letter in p.letters), None)
            if idx is None:
                letters = [k for p in art.paragraphs for k in p.letters]
                has = f"letters {', '.join(letters)}" if letters else "no letters"
                return not_found(canonical, NAME, f"Art. {ref.get('art')} has {has}, not {letter}", used)
        para = art.paragraphs[idx]
        if letter is not None and letter not in para.letters:
            has = f"letters {', '.join(para.letters)}" if para.letters else "no letters"
            return not_found(
                canonical, NAME, f"Art. {ref.get('art')} paragraph {para.number or '-'} has {has}", used
            )
        if letter is not None and num is not None and num not in para.numbers.get(letter, {}):
            return not_found(
                canonical, NAME, f"Art. {ref.get('art')} letter {letter} has no number {num}", used
            )
        return _found(common, url, [passages[idx]], notes)
