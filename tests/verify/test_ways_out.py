"""Disclaim (a marked copy in the draft's format and language) and Escalate (YAML / JSON)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
import yaml
from verify_records import record

from lexgate.documents import read_document
from lexgate.errors import BadInput
from lexgate.verify.disclaim import MARKERS, marker_for, write_disclaimed
from lexgate.verify.escalate import escalation_items, write_escalation
from lexgate.verify.model import VerifyReport

DE_TEXT = (
    "Der Schuldner haftet für den Schaden (Art. 97 Abs. 1 OR).\n\n"
    "Das Mietrecht ist zwingend (Art. 2000 OR).\n\n"
    "Die Beweislast trägt der Geschädigte (Art. 42 Abs. 1 OR).\n"
)


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def report_for(text: str, blocking_cites: list[str], ok_cites: list[str], lang: str = "de") -> VerifyReport:
    recs = []
    for i, cite in enumerate(sorted(blocking_cites + ok_cites, key=text.find), 1):
        start = text.find(cite)
        status = "UNVERIFIED" if cite in blocking_cites else "MATCH"
        reason = "not found: no such article; close matches: none" if status == "UNVERIFIED" else "ok"
        recs.append(
            record(
                i,
                status,
                text=cite,
                start=start,
                end=start + len(cite),
                reason=reason,
                locator=f"paragraph {i}",
            )
        )
    return VerifyReport(
        document="draft", lang=lang, delivery="BLOCKED", delivery_blocked=True, counts={}, citations=recs
    )


def test_markers_in_the_four_languages() -> None:
    assert marker_for("en") == "(citation not verified / content mismatch - manual review required)"
    assert marker_for("de") == "(Zitat nicht verifiziert / Inhalt abweichend - manuelle Prüfung erforderlich)"
    assert (
        marker_for("fr") == "(citation non vérifiée / contenu non concordant - vérification manuelle requise)"
    )
    assert (
        marker_for("it")
        == "(citazione non verificata / contenuto non corrispondente - revisione manuale necessaria)"
    )
    assert marker_for(None) == MARKERS["en"]


def test_disclaim_markdown_marks_only_blocking_citations(tmp_path: Path) -> None:
    src = tmp_path / "draft.md"
    src.write_text(DE_TEXT, encoding="utf-8")
    before = sha(src)
    doc = read_document(src)
    rep = report_for(doc.text, ["Art. 2000 OR"], ["Art. 97 Abs. 1 OR", "Art. 42 Abs. 1 OR"])
    out = write_disclaimed(doc, rep, tmp_path / "copy.md")
    copy = out.read_text(encoding="utf-8")
    assert f"(Art. 2000 OR {MARKERS['de']})" in copy
    assert copy.count(MARKERS["de"]) == 1
    assert copy.replace(" " + MARKERS["de"], "") == src.read_text(encoding="utf-8")
    assert sha(src) == before


def test_disclaim_docx_copy_rereads_with_the_marker(tmp_path: Path) -> None:
    import docx

    src = tmp_path / "draft.docx"
    d = docx.Document()
    for para in DE_TEXT.strip().split("\n\n"):
        d.add_paragraph(para)
    d.save(str(src))
    before = sha(src)
    doc = read_document(src)
    rep = report_for(doc.text, ["Art. 2000 OR"], ["Art. 97 Abs. 1 OR"], lang="fr")
    out = write_disclaimed(doc, rep, tmp_path / "copy.docx")
    assert out.suffix == ".docx"
    again = read_document(out)
    assert f"Art. 2000 OR {MARKERS['fr']}" in again.text
    assert again.text.count(MARKERS["fr"]) == 1
    assert sha(src) == before


def test_disclaim_refuses_to_write_over_the_input(tmp_path: Path) -> None:
    src = tmp_path / "draft.md"
    src.write_text(DE_TEXT, encoding="utf-8")
    before = sha(src)
    doc = read_document(src)
    rep = report_for(doc.text, ["Art. 2000 OR"], [])
    with pytest.raises(BadInput, match="input file"):
        write_disclaimed(doc, rep, tmp_path / "." / "draft.md")
    assert sha(src) == before


def test_escalation_items_have_every_field_and_only_blocking_records() -> None:
    rep = report_for(DE_TEXT, ["Art. 2000 OR"], ["Art. 97 Abs. 1 OR"])
    rep.citations.append(record(9, "MISMATCH", text="Art. 42 Abs. 1 OR", reason="contradicts the source"))
    items = escalation_items(rep)
    assert [i["citation_id"] for i in items] == ["C-002", "C-009"]
    keys = {
        "citation_id",
        "text",
        "status",
        "reason",
        "claim",
        "locator",
        "source",
        "query_used",
        "suggested_action",
    }
    assert all(set(i) == keys for i in items)
    assert "remove or replace" in items[0]["suggested_action"]
    assert "replace the citation" in items[1]["suggested_action"]


@pytest.mark.parametrize("name", ["esc.yaml", "esc.yml", "esc.json"])
def test_escalate_writes_yaml_or_json_by_extension(tmp_path: Path, name: str) -> None:
    rep = report_for(DE_TEXT, ["Art. 2000 OR"], [])
    out = write_escalation(rep, tmp_path / name, tmp_path / "draft.md")
    text = out.read_text(encoding="utf-8")
    data = json.loads(text) if name.endswith(".json") else yaml.safe_load(text)
    assert data["delivery"] == "BLOCKED"
    assert data["blocked"][0]["text"] == "Art. 2000 OR"
    assert data["blocked"][0]["status"] == "UNVERIFIED"


def test_escalate_refuses_unknown_extension_and_the_input(tmp_path: Path) -> None:
    rep = report_for(DE_TEXT, ["Art. 2000 OR"], [])
    with pytest.raises(BadInput, match=r"\.yaml"):
        write_escalation(rep, tmp_path / "esc.txt", tmp_path / "draft.md")
    src = tmp_path / "draft.yaml"
    src.write_text("x: 1\n")
    with pytest.raises(BadInput, match="input file"):
        write_escalation(rep, src, src)
    assert src.read_text() == "x: 1\n"
