"""A VerifyReport over a small German draft with citations of all five statuses (offsets computed)."""

from __future__ import annotations

import pytest

from lexgate.documents import Document, read_text
from lexgate.verify.model import STATUSES, VerifyRecord, VerifyReport

DRAFT = """# Memo: Haftung der Beklagten

1. Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR).
2. Nach Art. 1000 OR verjährt jede Forderung in drei Monaten.
3. Der Schuldner haftet für Hilfspersonen <nur> bei Vorsatz (Art. 101 OR; "& Co.").
4. Das Bundesgericht hat dies in BGE 999 II 1 E. 2 bestätigt.
5. Die Lehre sieht es ebenso (GAUCH/SCHLUEP/SCHMID, OR AT, N 865).
6. Vgl. auch Art. 97 Abs. 1 OR i.V.m. Art. 99 OR.
"""

# (citation text, status, class, reason, snippet, source text)
ROWS: list[tuple[str, str, str, str, str, str]] = [
    (
        "Art. 41 Abs. 1 OR",
        "MATCH",
        "statute",
        "the article states the claim",
        "Wer einem andern widerrechtlich Schaden zufügt",
        "Wer einem andern widerrechtlich Schaden zufügt, sei es mit Absicht, sei es aus Fahrlässigkeit, "
        "wird ihm zum Ersatze verpflichtet.",
    ),
    ("Art. 1000 OR", "UNVERIFIED", "statute", "not found: no Art. 1000 in OR; close matches: none", "", ""),
    (
        "Art. 101 OR",
        "MISMATCH",
        "statute",
        "contradiction: the claim restricts liability to intent; the article does not",
        "den Schaden zu ersetzen, den die Hilfsperson in Ausübung ihrer Verrichtungen verursacht",
        "Wer die Erfüllung einer Schuldpflicht oder die Ausübung eines Rechtes aus einem Schuldverhältnis, "
        "wenn auch befugterweise, durch eine Hilfsperson vornehmen lässt, hat den Schaden zu ersetzen, den "
        "die Hilfsperson in Ausübung ihrer Verrichtungen verursacht.",
    ),
    ("BGE 999 II 1 E. 2", "UNVERIFIED", "federal-case", "not found: no such BGE volume", "", ""),
    ("GAUCH/SCHLUEP/SCHMID, OR AT, N 865", "SKIPPED", "doctrine-informal", "informal doctrine", "", ""),
    (
        "Art. 97 Abs. 1 OR",
        "PARTIAL",
        "statute",
        "the claim is broader than the article",
        "Kann die Erfüllung der Verbindlichkeit überhaupt nicht oder nicht gehörig bewirkt werden",
        "Kann die Erfüllung der Verbindlichkeit überhaupt nicht oder nicht gehörig bewirkt werden, so hat "
        "der Schuldner für den daraus entstehenden Schaden Ersatz zu leisten.",
    ),
    ("Art. 99 OR", "MATCH", "statute", "supports", "", ""),
]


def build_report(text: str = DRAFT, rows: list[tuple[str, str, str, str, str, str]] = ROWS) -> VerifyReport:
    records: list[VerifyRecord] = []
    for i, (cite, status, cls, reason, snippet, source_text) in enumerate(rows, 1):
        start = text.index(cite)
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", start)
        records.append(
            VerifyRecord(
                citation_id=f"C-{i:03d}",
                text=cite,
                start=start,
                end=start + len(cite),
                cls=cls,
                canonical=f"test:{i}",
                claim=text[line_start:line_end],
                status=status,  # type: ignore[arg-type]
                source="local-store" if source_text else "",
                query_used=cite,
                matched_snippet=snippet,
                confidence=0.9 if status == "MATCH" else 0.5,
                reason=reason,
                url="https://www.fedlex.admin.ch/eli/cc/27/317_321_377/de#art_41" if source_text else "",
                source_text=source_text,
                locator=f"line {text.count(chr(10), 0, start) + 1}",
            )
        )
    counts: dict[str, int] = {s: sum(r.status == s for r in records) for s in STATUSES}
    blocked = any(r.blocking for r in records)
    return VerifyReport(
        document="memo.md",
        lang="de",
        delivery="BLOCKED" if blocked else "CLEAR",
        delivery_blocked=blocked,
        counts=counts,
        report_path="out/2026-01-01-memo/citation-verify.json",
        created="2026-01-01T10:00:00",
        citations=records,
    )


@pytest.fixture
def report() -> VerifyReport:
    return build_report()


@pytest.fixture
def draft_doc() -> Document:
    return read_text(DRAFT, "memo.md")


@pytest.fixture
def report_builder() -> object:
    """``make(extra=[rows])``: the sample report with more citation rows appended."""

    def make(extra: list[tuple[str, str, str, str, str, str]] | None = None) -> VerifyReport:
        return build_report(rows=[*ROWS, *(extra or [])])

    return make
