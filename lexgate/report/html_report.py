"""The self-contained HTML report: summary block, the draft with every citation marked by status, and
one card per citation (claim, status, confidence, reason, source and link, query, retrieved source text
with the matched snippet marked).  Inline CSS, no external fetches; a tiny optional script filters cards.
"""

from __future__ import annotations

import html
from importlib import resources

from lexgate.documents.model import Document
from lexgate.report.highlight import Span, mark_spans, snippet_spans
from lexgate.report.summary import STATUS_MEANING, Summary, summarise
from lexgate.verify.model import STATUSES, VerifyRecord, VerifyReport

# Only URLs with these schemes become links (anything else is shown as text).
LINK_SCHEMES: tuple[str, ...] = ("https://", "http://")

_FILTER_JS = """
(function () {
  var box = document.getElementById('filters');
  if (!box) return;
  box.hidden = false;
  box.addEventListener('change', function (ev) {
    var t = ev.target;
    if (t && t.dataset && t.dataset.status) document.body.classList.toggle('hide-' + t.dataset.status, !t.checked);
  });
})();
"""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def card_id(citation_id: str) -> str:
    return f"card-{citation_id}"


def mark_id(citation_id: str) -> str:
    return f"cite-{citation_id}"


def _css() -> str:
    return resources.files("lexgate.report").joinpath("report.css").read_text(encoding="utf-8")


def _link(url: str, label: str) -> str:
    if url.startswith(LINK_SCHEMES):
        return f'<a href="{_e(url)}" rel="noreferrer noopener">{_e(label or url)}</a>'
    return _e(label or url)


def _pill(status: str) -> str:
    return f'<span class="pill {_e(status)}">{_e(status)}</span>'


def _summary(s: Summary, report: VerifyReport) -> str:
    counts = "".join(
        f'<li class="{"zero" if not s.counts.get(st) else ""}">{_pill(st)}'
        f'<span class="n">{s.counts.get(st, 0)}</span></li>'
        for st in STATUSES
    )
    parts = ['<section class="panel" aria-labelledby="h-summary">', '<h2 id="h-summary" hidden>Summary</h2>']
    if s.reduced_mode:
        parts.append(f'<div class="reduced" role="alert">{_e(s.reduced_note)}</div>')
    parts.append('<div class="summary">')
    parts.append(
        f'<div class="delivery {s.delivery}" role="status">'
        f'<div class="value">Delivery: {s.delivery}</div>'
        f'<div class="checked">{s.checked} citation{"s" if s.checked != 1 else ""} checked</div></div>'
    )
    parts.append(f'<div><ul class="counts" aria-label="count per status">{counts}</ul>')
    meta = [f"judge: {report.judge}", f"privacy: {report.privacy_mode}"]
    if report.offline:
        meta.append("offline")
    if report.created:
        meta.insert(0, f"verified {report.created}")
    parts.append(f'<p class="meta">{_e(" · ".join(meta))}</p>')
    if s.report_path:
        parts.append(f'<p class="report-path">Report: <code>{_e(s.report_path)}</code></p>')
    parts.append("</div></div>")
    if s.blocking or s.disclosed or s.ways_out:
        parts.append('<div class="lists">')
        if s.blocking:
            parts.append(_record_list("Blocking citations", s.blocking))
        if s.disclosed:
            parts.append(_record_list("Listed, not blocking", s.disclosed))
        if s.ways_out:
            items = "".join(_way_out(w) for w in s.ways_out)
            parts.append(f'<div class="ways"><h3>Ways out</h3><ol>{items}</ol></div>')
        parts.append("</div>")
    parts.append("</section>")
    return "".join(parts)


def _way_out(text: str) -> str:
    head, sep, rest = text.partition(":")
    if not sep:
        return f"<li>{_e(text)}</li>"
    return f"<li><strong>{_e(head)}</strong>{_e(rest)}</li>"


def _record_list(title: str, records: list[VerifyRecord]) -> str:
    items = "".join(
        f'<li><a href="#{_e(card_id(r.citation_id))}">{_e(r.citation_id)}</a> {_pill(r.status)} '
        f"<strong>{_e(r.text)}</strong>{' (' + _e(r.locator) + ')' if r.locator else ''}: "
        f"{_e(' '.join(r.reason.split()) or '-')}</li>"
        for r in records
    )
    return f"<div><h3>{_e(title)}</h3><ul>{items}</ul></div>"


def _legend() -> str:
    items = "".join(
        f'<li><mark class="st-{st} swatch" aria-hidden="true"></mark>{_pill(st)} {_e(STATUS_MEANING[st])}</li>'
        for st in STATUSES
    )
    return f'<ul class="legend" aria-label="legend">{items}</ul>'


def _filters(report: VerifyReport) -> str:
    present = [st for st in STATUSES if any(r.status == st for r in report.citations)]
    boxes = "".join(
        f'<label><input type="checkbox" checked data-status="{st}"> {_e(st)}</label>' for st in present
    )
    return f'<div class="filters" id="filters" hidden><span class="note">Show cards:</span>{boxes}</div>'


def _draft(report: VerifyReport, doc: Document) -> str:
    spans = [
        Span(
            r.start,
            r.end,
            r.citation_id,
            f"st-{r.status}",
            title=f"{r.citation_id} · {r.status} · {' '.join(r.reason.split())}"[:300],
            href=f"#{card_id(r.citation_id)}",
        )
        for r in report.citations
        if doc.text[r.start : r.end] or not doc.text
    ]
    body = mark_spans(doc.text, spans, anchor_id=lambda s: mark_id(s.key))
    return f'<pre class="draft" lang="{_e(doc.lang or report.lang or "")}">{body}</pre>'


def _confidence(value: float) -> str:
    pct = max(0, min(100, round(value * 100)))
    return (
        f'<span class="conf" title="confidence">confidence {value:.2f}'
        f'<span class="bar" aria-hidden="true"><span style="width:{pct}%"></span></span></span>'
    )


def _source_block(r: VerifyRecord) -> str:
    if r.source_text:
        spans = snippet_spans(r.source_text, r.matched_snippet) if r.matched_snippet else []
        marked = mark_spans(
            r.source_text,
            [Span(a, b, r.citation_id, "snippet", title="matched snippet") for a, b in spans],
        )
        out = f'<p class="source-label">Retrieved source text</p><blockquote class="source-text">{marked}</blockquote>'
        if r.matched_snippet and not spans:
            out += (
                '<p class="source-label">Matched snippet (not found verbatim in the text above)</p>'
                f'<blockquote class="source-text"><mark class="snippet">{_e(r.matched_snippet)}</mark></blockquote>'
            )
        return out
    if r.matched_snippet:
        return (
            '<p class="source-label">Matched snippet</p>'
            f'<blockquote class="source-text"><mark class="snippet">{_e(r.matched_snippet)}</mark></blockquote>'
        )
    return '<p class="note">No source text was retrieved.</p>'


def _card(r: VerifyRecord, located: bool) -> str:
    rows: list[tuple[str, str, str]] = [
        ("Claim", _e(" ".join(r.claim.split()) or "-"), "claim"),
        ("Reason", _e(" ".join(r.reason.split()) or "-"), ""),
    ]
    if r.source or r.url:
        rows.append(("Source", _link(r.url, r.source) if r.url else _e(r.source), ""))
    if r.query_used:
        rows.append(("Query used", f"<code>{_e(r.query_used)}</code>", ""))
    if r.canonical:
        rows.append(("Canonical id", f"<code>{_e(r.canonical)}</code>", ""))
    if r.antecedent:
        rows.append(("Short form of", f"<code>{_e(r.antecedent)}</code>", ""))
    if r.locator:
        rows.append(("Where", _e(r.locator), ""))
    if r.judge:
        rows.append(("Judge", _e(r.judge), ""))
    if r.evidence_kind:
        rows.append(("Evidence", _e(r.evidence_kind), ""))
    dl = "".join(f'<dt>{name}</dt><dd class="{cls}">{value}</dd>' for name, value, cls in rows)
    back = (
        f'<a class="back" href="#{_e(mark_id(r.citation_id))}">↑ in the draft</a>'
        if located
        else '<span class="back note">not located in the draft text</span>'
    )
    return (
        f'<article class="card {_e(r.status)}" id="{_e(card_id(r.citation_id))}" data-status="{_e(r.status)}">'
        f'<div class="card-head"><span class="id">{_e(r.citation_id)}</span>'
        f'<span class="cite">{_e(r.text)}</span>{_pill(r.status)}{_confidence(r.confidence)}{back}</div>'
        f"<dl>{dl}</dl>{_source_block(r)}</article>"
    )


def to_html(report: VerifyReport, doc: Document) -> str:
    """The report as one self-contained HTML page (no external resources)."""
    s = summarise(report)
    located = {r.citation_id for r in report.citations if 0 <= r.start < r.end <= len(doc.text)}
    cards = "".join(_card(r, r.citation_id in located) for r in report.citations)
    lang = report.lang or doc.lang or "en"
    title = f"lexgate: {s.delivery} · {report.document}"
    return (
        f'<!DOCTYPE html>\n<html lang="{_e(lang)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"
        f"<title>{_e(title)}</title><style>{_css()}</style></head>"
        f'<body><div class="page"><header class="top"><h1><span class="brand">lexgate</span> citation report</h1>'
        f'<span class="doc">{_e(report.document)}</span></header>'
        f"{_summary(s, report)}"
        f'<h2 id="h-draft">The draft</h2>{_legend()}'
        f'<section class="panel" aria-labelledby="h-draft">{_draft(report, doc)}</section>'
        f'<h2 id="h-cards">Citations ({s.checked})</h2>{_filters(report)}'
        f'<section class="cards" aria-labelledby="h-cards">{cards}</section>'
        "<footer>Generated by lexgate. The draft itself is never edited. "
        "PARTIAL and SKIPPED citations never block delivery but are always listed.</footer>"
        f"</div><script>{_FILTER_JS}</script></body></html>\n"
    )
