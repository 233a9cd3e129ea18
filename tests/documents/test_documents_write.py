"""write_with_insertions: a copy in the same format, checked by reading the copy back."""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from lexgate.documents import read_document, read_text, write_with_insertions
from lexgate.documents.writer import insert_text
from lexgate.errors import BadInput

MARK = " (Zitat nicht verifiziert / Inhalt abweichend - manuelle Prüfung erforderlich)"


def _after(text: str, needle: str) -> int:
    return text.index(needle) + len(needle)


def test_insert_text_keeps_order_at_same_offset() -> None:
    assert insert_text("abcdef", [(3, "Y"), (0, "<"), (3, "Z"), (6, ">")]) == "<abcYZdef>"


def test_markdown_copy(tmp_path: Path) -> None:
    src = tmp_path / "memo.md"
    text = "# Memo\n\nNach Art. 1000 OR gilt dies.\n\nUnd BGE 999 II 1 sagt es auch.\n"
    src.write_text(text, encoding="utf-8")
    doc = read_document(src)
    ins = [(_after(doc.text, "Art. 1000 OR"), MARK), (_after(doc.text, "BGE 999 II 1"), MARK)]
    out = write_with_insertions(doc, ins, tmp_path / "memo-disclaimed.md")
    assert out == tmp_path / "memo-disclaimed.md"
    copy = read_document(out).text
    assert f"Art. 1000 OR{MARK} gilt" in copy and f"BGE 999 II 1{MARK} sagt" in copy
    assert copy.replace(MARK, "") == text
    assert src.read_text(encoding="utf-8") == text


def test_txt_copy_keeps_encoding_and_line_endings(tmp_path: Path) -> None:
    src = tmp_path / "alt.txt"
    src.write_bytes("Gemäss Art. 8 ZGB gilt.\r\nZweite Zeile.\r\n".encode("cp1252"))
    doc = read_document(src)
    out = write_with_insertions(doc, [(_after(doc.text, "Art. 8 ZGB"), " [geprüft]")], tmp_path / "copy.txt")
    data = out.read_bytes()
    assert data == "Gemäss Art. 8 ZGB [geprüft] gilt.\r\nZweite Zeile.\r\n".encode("cp1252")


def test_refuses_to_write_over_the_input(tmp_path: Path) -> None:
    src = tmp_path / "memo.md"
    src.write_text("Art. 41 OR", encoding="utf-8")
    doc = read_document(src)
    with pytest.raises(BadInput, match="refusing to write over the input"):
        write_with_insertions(doc, [(10, MARK)], src)
    with pytest.raises(BadInput, match="refusing to write over the input"):
        write_with_insertions(doc, [(10, MARK)], tmp_path / "sub" / ".." / "memo.md")
    assert src.read_text(encoding="utf-8") == "Art. 41 OR"


def test_offset_outside_document(tmp_path: Path) -> None:
    doc = read_text("Art. 41 OR", "x.md")
    with pytest.raises(BadInput, match="outside the document"):
        write_with_insertions(doc, [(99, MARK)], tmp_path / "out.md")


def test_docx_copy_inserts_after_each_citation(docx_builder: Callable[..., Path], tmp_path: Path) -> None:
    src = docx_builder(
        [
            ("p", ["Titel"]),
            ("p", ["Nach ", ("b", "Art. 1000 OR"), " haftet jeder.", ("fn", 1)]),
            ("table", [["Norm", "Inhalt"], ["BGE 999 II 1", "erfunden"]]),
            (
                "p",
                [
                    "Siehe ",
                    ("link", "Art. 41 OR", "https://www.fedlex.admin.ch/"),
                    ("tab",),
                    "und ",
                    ("i", "Art. 97 OR."),
                    " Ende.",
                ],
            ),
        ],
        footnotes={1: "Vgl. Art. 2000 ZGB und Art. 8 ZGB."},
    )
    before = src.read_bytes()
    doc = read_document(src)
    cites = ["Art. 1000 OR", "BGE 999 II 1", "Art. 41 OR", "Art. 97 OR", "Art. 2000 ZGB"]
    ins = [(_after(doc.text, c), MARK) for c in cites]
    out = write_with_insertions(doc, ins, tmp_path / "copy.docx")
    copy = read_document(out)
    for c in cites:
        assert f"{c}{MARK}" in copy.text, c
    assert copy.text.replace(MARK, "") == doc.text  # nothing else changed in the shown text
    # the insertions stay in their blocks
    assert copy.locate(copy.text.index("BGE 999 II 1" + MARK)) == "table 1, row 2, cell 1"
    assert copy.locate(copy.text.index("Art. 2000 ZGB" + MARK)) == "footnote 1"
    assert src.read_bytes() == before

    import docx

    paragraphs = docx.Document(str(out)).paragraphs
    runs = [r for p in paragraphs for r in p.runs]
    bold_cite = next(r for r in runs if r.text == "Art. 1000 OR")
    assert bold_cite.bold
    inserted = [r for r in runs if r.text == MARK]
    assert len(inserted) == 3  # body paragraphs (the table cell and footnote are elsewhere)
    assert all(not r.font.superscript for r in inserted)
    # the hyperlink still holds exactly the citation; the marker follows it outside the link
    w = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    with zipfile.ZipFile(out) as z:
        xml = z.read("word/document.xml").decode()
        names_out = sorted(z.namelist())
    with zipfile.ZipFile(src) as z:
        names_in = sorted(z.namelist())
    assert names_out == names_in
    from lxml import etree

    root = etree.fromstring(xml.encode())
    link = root.find(f".//{w}hyperlink")
    assert "".join(link.itertext()) == "Art. 41 OR"
    # "Art. 97 OR." is split inside the italic run: both halves stay italic around the marker
    italic = [r for r in runs if r.italic]
    assert [r.text for r in italic] == ["Art. 97 OR", MARK, "."]


def test_docx_output_suffix_and_stale_document(docx_builder: Callable[..., Path], tmp_path: Path) -> None:
    src = docx_builder([("p", ["Nach Art. 1000 OR gilt."])])
    doc = read_document(src)
    out = write_with_insertions(doc, [(_after(doc.text, "Art. 1000 OR"), MARK)], tmp_path / "copy")
    assert out.suffix == ".docx" and "Art. 1000 OR" + MARK in read_document(out).text
    doc.text = doc.text + " changed"
    with pytest.raises(BadInput, match="changed since it was read"):
        write_with_insertions(doc, [(3, MARK)], tmp_path / "copy2.docx")


def test_pdf_copy_is_markdown(pdf_builder: Callable[..., Path], tmp_path: Path) -> None:
    src = pdf_builder([["Nach Art. 1000 OR gilt dies."], ["Seite zwei."]])
    doc = read_document(src)
    out = write_with_insertions(doc, [(_after(doc.text, "Art. 1000 OR"), MARK)], tmp_path / "copy.pdf")
    assert out.suffix == ".md"
    text = read_document(out).text
    assert f"Art. 1000 OR{MARK} gilt" in text and "Seite zwei." in text
