"""bger.ch: BGE (``clir``, ``atf://147-III-10:de``) and other Federal Supreme Court judgments
(``aza``, ``aza://DD-MM-YYYY-4A_123-2020``).  An aza link needs the decision date: from the
caller (``date=``), else from a lookup (entscheidsuche), else the answer is Unavailable."""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlencode

from lexgate.sources.live.base import LiveSettings, base_url, from_failure, not_found, now_iso, unavailable
from lexgate.sources.live.considerations import Section
from lexgate.sources.live.decisions import (
    DecisionRef,
    build_passages,
    decision_ref,
    guess_lang,
    norm_docket,
    splitter,
)
from lexgate.sources.live.html_tree import Node, parse_html
from lexgate.sources.live.http import Failure, HttpClient
from lexgate.sources.model import Found, NotFound, Resolution, Unavailable

NAME = "bger"
PUBLIC_BASE = "https://www.bger.ch/ext/eurospider/live"
UI_LANGS = ("de", "fr", "it")
# Phrases of a bger.ch page that says "no such document" (inferred; the site was not reachable).
NOT_FOUND_PHRASES = (
    "keine dokumente gefunden",
    "kein dokument gefunden",
    "dokument nicht gefunden",
    "aucun document trouvé",
    "document introuvable",
    "nessun documento trovato",
    "documento non trovato",
    "document not found",
)
DateLookup = Callable[[str], "str | NotFound | Unavailable"]


def iso_to_aza(date: str) -> str | None:
    """``2019-10-30`` or ``30.10.2019`` -> ``30-10-2019``."""
    date = date.strip()
    if m := re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", date[:10]):
        return f"{m.group(3)}-{m.group(2)}-{m.group(1)}"
    if m := re.fullmatch(r"(\d{1,2})\.(\d{1,2})\.(\d{4})", date):
        return f"{int(m.group(1)):02d}-{int(m.group(2)):02d}-{m.group(3)}"
    return None


def page_params(dec: DecisionRef, lang: str, aza_date: str = "") -> tuple[str, dict[str, str]]:
    """(path below the base, query parameters) of a decision page."""
    if dec.kind == "bge":
        docid = f"atf://{dec.bge_dashed}:{lang}"
        return f"/{lang}/php/clir/http/index.php", {
            "lang": lang,
            "type": "show_document",
            "highlight_docid": docid,
        }
    docid = f"aza://{aza_date}-{dec.docket.replace('/', '-')}"
    return f"/{lang}/php/aza/http/index.php", {
        "lang": lang,
        "type": "show_document",
        "highlight_docid": docid,
    }


def _drop(node: Node, pred: Callable[[Node], bool]) -> None:
    node.children = [c for c in node.children if not (isinstance(c, Node) and pred(c))]
    for c in node.children:
        if isinstance(c, Node):
            _drop(c, pred)


def parse_page(html: str, lang: str) -> tuple[str, str] | None:
    """(regeste, body text) of a decision page, or None when the page holds no decision."""
    root = parse_html(html)
    content = root.find("div", id="highlight_content") or root.find("div", cls="content")
    if content is None:
        return None
    _drop(content, lambda n: "pagebreak" in n.classes)
    regestes = content.find_all("div", id="regeste")
    regeste_node = next(
        (r for r in regestes if r.attrs.get("lang") == lang), regestes[0] if regestes else None
    )
    regeste = regeste_node.text() if regeste_node else ""
    regeste = re.sub(r"^Regest[ae]?\s*[a-z]?\s*", "", regeste)
    _drop(content, lambda n: n.id == "regeste")
    for node in content.find_all(id="erwaegungen"):
        node.children = ["\nErwägungen:\n"]  # the splitter's reasoning marker
    body = content.text(keep_lines=True)
    return (regeste, body) if body.strip() else None


class BgerConnector:
    name = NAME

    def __init__(
        self,
        base: str | None = None,
        *,
        client: HttpClient | None = None,
        settings: LiveSettings | None = None,
        date_lookup: DateLookup | None = None,
    ) -> None:
        self.settings = settings or LiveSettings()
        self.base = base_url(NAME, base or self.settings.bger_url)
        self.client = client or HttpClient(self.settings.http)
        self.date_lookup = date_lookup
        self.split: Callable[[str, str], list[Section]] = splitter()

    def handles(self, canonical: str) -> bool:
        dec = decision_ref(canonical)
        return dec is not None and (dec.kind == "bge" or (dec.kind == "docket" and dec.court == "BGer"))

    def fetch(self, canonical: str, lang: str, *, date: str | None = None) -> Resolution:
        dec = decision_ref(canonical)
        if dec is None or not self.handles(canonical):
            return not_found(canonical, NAME, "not a BGE or BGer id")
        ui = lang if lang in UI_LANGS else "de"
        aza_date = ""
        if dec.kind == "docket":
            known = date
            if not known and self.date_lookup is not None:
                looked = self.date_lookup(canonical)
                if isinstance(looked, NotFound | Unavailable):
                    why = looked.reason
                    if isinstance(looked, NotFound):
                        return not_found(canonical, NAME, f"bger.ch not asked: {why}", looked.query_used)
                    return unavailable(
                        canonical, NAME, f"decision date of {dec.docket} unknown ({why})", looked.query_used
                    )
                known = looked
            aza_date = iso_to_aza(known or "") or ""
            if not aza_date:
                return unavailable(
                    canonical, NAME, f"decision date of {dec.docket} unknown: aza:// links need it"
                )
        path, params = page_params(dec, ui, aza_date)
        url = f"{self.base}{path}"
        public = f"{PUBLIC_BASE}{path}?{urlencode(params)}"
        used = f"{url}?{urlencode(params)}"
        outcome = self.client.get(url, params=params)
        if isinstance(outcome, Failure):
            return from_failure(canonical, NAME, outcome, used)
        if outcome.status == 404:
            return not_found(canonical, NAME, f"bger.ch has no {dec.label()} (HTTP 404)", used)
        if not outcome.ok:
            return unavailable(canonical, NAME, f"bger.ch answered HTTP {outcome.status}", used)
        page = outcome.text
        parsed = parse_page(page, ui)
        if parsed is None:
            if any(p in page.lower() for p in NOT_FOUND_PHRASES):
                return not_found(canonical, NAME, f"bger.ch has no {dec.label()}", used)
            return unavailable(canonical, NAME, "broken answer: the page holds no decision text", used)
        regeste, body = parsed
        if not self._names(dec, body):
            return unavailable(canonical, NAME, f"broken answer: the page does not show {dec.label()}", used)
        text_lang = guess_lang(body, ui)
        built = build_passages(dec, self.split(body, text_lang), text_lang, public, regeste)
        return Found(
            canonical=canonical,
            source=NAME,
            query_used=used,
            lang=text_lang,
            title=dec.label(),
            url=public,
            version=aza_date[6:] + aza_date[2:6] + aza_date[:2] if aza_date else "",
            retrieved_at=now_iso(),
            passages=built.passages,
            notes=built.notes,
            pinpoint_missing=built.pinpoint_missing,
        )

    @staticmethod
    def _names(dec: DecisionRef, text: str) -> bool:
        """The page really is the decision asked for (guards against search or index pages)."""
        if dec.kind == "bge":
            return re.search(rf"\b{dec.volume}\s+{re.escape(dec.part)}\s+{dec.page}\b", text) is not None
        return norm_docket(dec.docket) in norm_docket(text)
