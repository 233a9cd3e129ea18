from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from verify_records import record, report

from lexgate.verify.audit import REPORT_NAME, SOURCES_NAME, slugify, sources_markdown, write_audit

DAY = date(2026, 3, 14)


def test_slug_from_document_name() -> None:
    assert slugify("drafts/Memo Müller (v2).docx") == "memo-muller-v2"
    assert slugify("/x/Gutachten_Art. 41 OR.pdf") == "gutachten-art-41-or"
    assert slugify("???.md") == "draft"
    assert slugify("") == "draft"


def test_audit_folder_holds_the_full_report_and_the_sources(tmp_path: Path) -> None:
    rep = report("MATCH", "UNVERIFIED", "SKIPPED")
    rep.citations[0].url = "https://www.fedlex.admin.ch/eli/cc/27/317_321_377/de#art_41"
    rep.citations[0].version = "2024-11-01"
    rep.citations[0].retrieved_at = "2026-03-14T09:00:00+00:00"
    rep.sources_consulted = ["local:fedlex-corpus"]
    folder = write_audit(rep, tmp_path / "out", today=DAY)
    assert folder == tmp_path / "out" / "2026-03-14-memo-muller-v2"
    data = json.loads((folder / REPORT_NAME).read_text(encoding="utf-8"))
    assert data["report_path"] == str(folder / REPORT_NAME) == rep.report_path
    assert data["delivery"] == "BLOCKED" and data["delivery_blocked"] is True
    assert data["counts"] == {"MATCH": 1, "PARTIAL": 0, "MISMATCH": 0, "UNVERIFIED": 1, "SKIPPED": 1}
    assert [c["citation_id"] for c in data["citations"]] == ["C-001", "C-002", "C-003"]
    assert data["citations"][0]["class"] == "statute"
    md = (folder / SOURCES_NAME).read_text(encoding="utf-8")
    assert "| C-001 | Art. 41 Abs. 1 OR | MATCH | local:fedlex-corpus | ch:OR:art-41:para-1 |" in md
    assert "2024-11-01 | 2026-03-14T09:00:00+00:00 |" in md
    assert "| C-003 | Art. 41 Abs. 1 OR | SKIPPED | not consulted |" in md


def test_a_second_run_never_overwrites_the_first(tmp_path: Path) -> None:
    first = write_audit(report("MATCH"), tmp_path, today=DAY)
    second = write_audit(report("MISMATCH"), tmp_path, today=DAY)
    assert second.name == first.name + "-2"
    assert json.loads((first / REPORT_NAME).read_text())["delivery"] == "CLEAR"
    assert json.loads((second / REPORT_NAME).read_text())["delivery"] == "BLOCKED"


def test_sources_markdown_escapes_table_cells() -> None:
    rep = report()
    rep.citations.append(record(1, "MATCH", text="a | b", query_used="q\nline"))
    md = sources_markdown(rep)
    assert "a \\| b" in md and "q line" in md
