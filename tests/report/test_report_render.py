"""JSON, Markdown, HTML (structure) and terminal renderers of a VerifyReport."""

from __future__ import annotations

import json
from collections.abc import Callable
from html.parser import HTMLParser

from rich.console import Console

from lexgate.documents import Document, read_text
from lexgate.report import print_summary, to_html, to_json, to_markdown
from lexgate.report.highlight import Span, find_snippet, mark_spans, snippet_spans
from lexgate.verify.messages import WAYS_OUT
from lexgate.verify.model import STATUSES, VerifyReport

ReportBuilder = Callable[..., VerifyReport]


class DomScan(HTMLParser):
    """Collects marks (status class, citation id, text) and the draft's text content."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.marks: list[dict[str, str]] = []
        self.stack: list[dict[str, str] | None] = []
        self.in_draft = 0
        self.draft_text: list[str] = []
        self.ids: list[str] = []
        self.external: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.ids.append(a["id"])
        for key in ("src", "href"):
            if key in a and tag in ("script", "link", "img", "iframe") and a[key]:
                self.external.append(a[key])
        if tag == "pre" and "draft" in a.get("class", ""):
            self.in_draft += 1
        if self.in_draft:
            entry = (
                {"class": a.get("class", ""), "id": a.get("data-citation-id", ""), "text": ""}
                if tag == "mark"
                else None
            )
            if entry is not None:
                self.marks.append(entry)
            self.stack.append(entry)

    def handle_endtag(self, tag: str) -> None:
        if self.in_draft:
            if tag == "pre":
                self.in_draft -= 1
                return
            if self.stack:
                self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.in_draft:
            self.draft_text.append(data)
            for entry in self.stack:
                if entry is not None:
                    entry["text"] += data


def scan(page: str) -> DomScan:
    d = DomScan()
    d.feed(page)
    return d


def test_json_contract(report: VerifyReport) -> None:
    data = json.loads(to_json(report))
    assert data["delivery"] == "BLOCKED" and data["delivery_blocked"] is True
    assert set(data["counts"]) == set(STATUSES)
    first = data["citations"][0]
    for key in (
        "citation_id",
        "text",
        "start",
        "end",
        "class",
        "canonical",
        "claim",
        "status",
        "source",
        "query_used",
        "matched_snippet",
        "confidence",
        "reason",
    ):
        assert key in first
    assert VerifyReport.model_validate(data).citations[2].status == "MISMATCH"


def test_markdown_summary_and_details(report: VerifyReport) -> None:
    md = to_markdown(report)
    assert "**Delivery: BLOCKED**" in md and f"Citations checked: {len(report.citations)}" in md
    for status in STATUSES:
        assert f"| {status} | {report.counts[status]} |" in md
    assert "## Blocking citations" in md and "## Ways out" in md
    for way in WAYS_OUT:
        assert way in md
    for rec in report.citations:
        assert f"### {rec.citation_id} " in md
    blocking = md.split("## Blocking citations")[1].split("##")[0]
    assert all(r.citation_id in blocking for r in report.citations if r.blocking)
    assert not any(r.citation_id in blocking for r in report.citations if not r.blocking)


def test_markdown_clear_report_has_no_ways_out(report: VerifyReport) -> None:
    report.citations = [r for r in report.citations if r.status == "MATCH"]
    report.delivery, report.delivery_blocked = "CLEAR", False
    md = to_markdown(report)
    assert "**Delivery: CLEAR**" in md and "Ways out" not in md and "Blocking" not in md


def test_html_marks_every_citation(report: VerifyReport, draft_doc: Document) -> None:
    page = to_html(report, draft_doc)
    dom = scan(page)
    assert "".join(dom.draft_text) == draft_doc.text  # escaped and unescaped back exactly
    for rec in report.citations:
        marks = [m for m in dom.marks if m["id"] == rec.citation_id]
        assert marks, rec.citation_id
        assert all(f"st-{rec.status}" in m["class"].split() for m in marks)
        assert "".join(m["text"] for m in marks) == rec.text
        assert f'id="card-{rec.citation_id}"' in page
    assert "Delivery: BLOCKED" in page
    assert "&lt;nur&gt;" in page and "<nur>" not in page
    assert not dom.external  # self-contained
    assert len(dom.ids) == len(set(dom.ids))


def test_html_overlapping_citations_nest(draft_doc: Document, report_builder: ReportBuilder) -> None:
    report = report_builder(
        extra=[("Art. 97 Abs. 1 OR i.V.m. Art. 99 OR", "PARTIAL", "statute", "combined", "", "")]
    )
    page = to_html(report, draft_doc)
    dom = scan(page)
    assert "".join(dom.draft_text) == draft_doc.text
    for rec in report.citations:
        assert "".join(m["text"] for m in dom.marks if m["id"] == rec.citation_id) == rec.text


def test_html_shows_snippet_in_source_text(report: VerifyReport, draft_doc: Document) -> None:
    page = to_html(report, draft_doc)
    assert (
        '<mark class="snippet" data-citation-id="C-001" title="matched snippet">Wer einem andern widerrechtlich Schaden zufügt</mark>'
        in page
    )
    assert "No source text was retrieved." in page


def test_html_reduced_mode_never_reads_verified(report: VerifyReport, draft_doc: Document) -> None:
    from lexgate.verify.messages import REDUCED_MODE

    report.reduced_mode = True
    assert REDUCED_MODE in to_html(report, draft_doc)


def test_mark_spans_escapes_and_handles_bad_spans() -> None:
    text = 'a <b> & "c"'
    out = mark_spans(
        text, [Span(2, 5, "X", "st-MATCH"), Span(5, 99, "Y", "st-MISMATCH"), Span(3, 3, "Z", "st-X")]
    )
    assert out == 'a <mark class="st-MATCH" data-citation-id="X">&lt;b&gt;</mark> &amp; &quot;c&quot;'


def test_find_snippet_tolerates_whitespace_quotes_case() -> None:
    hay = "Der Schuldner\nhaftet  für „jedes“ Verschulden – auch leichtes."
    assert find_snippet(hay, 'der schuldner haftet für "jedes" verschulden - auch') == (
        0,
        hay.index(" leichtes"),
    )
    assert find_snippet(hay, "nicht vorhanden") is None
    parts = snippet_spans(hay, "Der Schuldner haftet … Verschulden – auch leichtes.")
    assert [hay[a:b] for a, b in parts] == ["Der Schuldner\nhaftet", "Verschulden – auch leichtes."]


def test_print_summary(report: VerifyReport) -> None:
    console = Console(record=True, width=200, color_system=None)
    print_summary(report, console)
    out = console.export_text()
    assert f"Citations checked: {len(report.citations)}" in out
    for status in STATUSES:
        assert f"{status} {report.counts[status]}" in out
    assert "Delivery: BLOCKED" in out and report.report_path in out
    for rec in report.citations:
        assert (rec.citation_id in out) == (rec.status != "MATCH")
    for way in WAYS_OUT:
        assert way in out


def test_print_summary_clear() -> None:
    report = VerifyReport(document="x.md", delivery="CLEAR", delivery_blocked=False, counts={}, citations=[])
    console = Console(record=True, width=120, color_system=None)
    print_summary(report, console)
    out = console.export_text()
    assert "Delivery: CLEAR" in out and "Ways out" not in out and "Citations checked: 0" in out


def test_html_empty_report() -> None:
    doc = read_text("Kein Zitat hier.", "x.md")
    report = VerifyReport(document="x.md", delivery="CLEAR", delivery_blocked=False, counts={}, citations=[])
    page = to_html(report, doc)
    assert "Delivery: CLEAR" in page and "Kein Zitat hier." in page
