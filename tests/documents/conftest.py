"""Builders of real .docx / .pdf drafts for the document tests (generated, never copied)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import pytest

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"

# A run spec: "text" | ("b", "bold text") | ("i", "italic text") | ("fn", 1) | ("link", "text", "url")
# | ("tab",) | ("br",)
RunSpec = str | tuple[Any, ...]
BlockSpec = tuple[str, Any]  # ("p", [runs]) | ("table", [[cell text, ...], ...])


def _footnotes_xml(footnotes: dict[int, str]) -> bytes:
    notes = [
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>',
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>',
    ]
    for fid, text in footnotes.items():
        notes.append(
            f'<w:footnote w:id="{fid}"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
            f'<w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {escape(text)}</w:t></w:r></w:p></w:footnote>'
        )
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:footnotes xmlns:w="{W_NS}">'
        + "".join(notes)
        + "</w:footnotes>"
    ).encode()


def build_docx(path: Path, blocks: Sequence[BlockSpec], footnotes: dict[int, str] | None = None) -> Path:
    import docx
    from docx.opc.constants import CONTENT_TYPE as CT
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    document = docx.Document()
    for kind, content in blocks:
        if kind == "table":
            rows = content
            table = document.add_table(rows=len(rows), cols=max(len(r) for r in rows))
            for r, row in enumerate(rows):
                for c, cell_text in enumerate(row):
                    table.cell(r, c).text = cell_text
            continue
        paragraph = document.add_paragraph()
        for spec in content:
            if isinstance(spec, str):
                paragraph.add_run(spec)
            elif spec[0] == "b":
                paragraph.add_run(spec[1]).bold = True
            elif spec[0] == "i":
                paragraph.add_run(spec[1]).italic = True
            elif spec[0] == "tab":
                paragraph.add_run().add_tab()
            elif spec[0] == "br":
                paragraph.add_run().add_break()
            elif spec[0] == "fn":
                run = paragraph.add_run()
                rpr = run._r.get_or_add_rPr()
                va = OxmlElement("w:vertAlign")
                va.set(qn("w:val"), "superscript")
                rpr.append(va)
                ref = OxmlElement("w:footnoteReference")
                ref.set(qn("w:id"), str(spec[1]))
                run._r.append(ref)
            elif spec[0] == "link":
                r_id = document.part.relate_to(spec[2], RT.HYPERLINK, is_external=True)
                link = OxmlElement("w:hyperlink")
                link.set(qn("r:id"), r_id)
                run = OxmlElement("w:r")
                t = OxmlElement("w:t")
                t.text = spec[1]
                run.append(t)
                link.append(run)
                paragraph._p.append(link)
            else:
                raise ValueError(spec)
    if footnotes:
        part = Part(
            PackURI("/word/footnotes.xml"), CT.WML_FOOTNOTES, _footnotes_xml(footnotes), document.part.package
        )
        document.part.relate_to(part, RT.FOOTNOTES)
    document.save(str(path))
    return path


def build_pdf(path: Path, pages: Sequence[Sequence[str]]) -> Path:
    """A PDF with a real text layer: one list of lines per page (reportlab)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    for lines in pages:
        y = 800
        for line in lines:
            c.drawString(60, y, line)
            y -= 18
        c.showPage()
    c.save()
    return path


def build_scanned_pdf(path: Path) -> Path:
    """A PDF whose page holds only drawing, no text (what a scan looks like to a text extractor)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    for i in range(20):
        c.rect(50 + i * 10, 700 - i * 10, 200, 12, fill=1)
    c.showPage()
    c.save()
    return path


@pytest.fixture
def docx_builder(tmp_path: Path) -> Callable[..., Path]:
    def make(
        blocks: Sequence[BlockSpec], footnotes: dict[int, str] | None = None, name: str = "draft.docx"
    ) -> Path:
        return build_docx(tmp_path / name, blocks, footnotes)

    return make


@pytest.fixture
def pdf_builder(tmp_path: Path) -> Callable[..., Path]:
    def make(pages: Sequence[Sequence[str]], name: str = "draft.pdf") -> Path:
        return build_pdf(tmp_path / name, pages)

    return make


@pytest.fixture
def scanned_pdf(tmp_path: Path) -> Path:
    return build_scanned_pdf(tmp_path / "scan.pdf")
