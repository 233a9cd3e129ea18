"""Reading .md .txt .docx .pdf: shown text, offsets, locators, and the one-line errors."""

from __future__ import annotations

import os
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from lexgate.documents import read_document, read_text
from lexgate.errors import BadInput


def test_markdown_utf8_offsets_and_lines(tmp_path: Path) -> None:
    text = "# Gutachten\n\nNach Art. 41 Abs. 1 OR haftet, wer einem andern Schaden zufügt.\n\nSiehe auch BGE 140 III 86 E. 3.\n"
    path = tmp_path / "memo.md"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    doc = read_document(path)
    assert doc.kind == "md" and doc.text == text and doc.encoding == "utf-8"
    i = doc.text.index("BGE 140 III 86")
    assert doc.text[i : i + 14] == "BGE 140 III 86"
    assert doc.locate(i) == "line 5"
    assert doc.locate(doc.text.index("Art. 41")) == "line 3"
    assert doc.lang == "de"
    assert path.read_bytes() == before  # never writes to the input


def test_markdown_extension_and_crlf_bom(tmp_path: Path) -> None:
    path = tmp_path / "note.markdown"
    path.write_bytes("\ufeffLe débiteur répond (art. 97 al. 1 CO).\r\nLa loi est claire.\r\n".encode())
    doc = read_document(path)
    assert doc.kind == "md"
    assert doc.encoding == "utf-8-sig" and doc.newline == "\r\n"
    assert doc.text.startswith("Le débiteur") and "\r" not in doc.text
    assert doc.locate(doc.text.index("La loi")) == "line 2"


def test_cp1252_fallback_only_for_clear_text(tmp_path: Path) -> None:
    path = tmp_path / "alt.txt"
    path.write_bytes("Gemäss Art. 8 ZGB trägt die Partei die Beweislast für „Tatsachen“.".encode("cp1252"))
    doc = read_document(path)
    assert doc.encoding == "cp1252" and "Gemäss" in doc.text and "„Tatsachen“" in doc.text


def test_utf16_with_bom(tmp_path: Path) -> None:
    path = tmp_path / "u16.txt"
    path.write_bytes("Art. 2043 c.c. e il danno ingiusto.".encode("utf-16"))
    assert read_document(path).text == "Art. 2043 c.c. e il danno ingiusto."


@pytest.mark.parametrize(
    "data",
    [bytes(range(256)) * 4, b"PK\x03\x04\x00\x00binary\x00\x00", b"\x81\x8d\x90 not text"],
)
def test_binary_text_file_is_bad_input(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "x.txt"
    path.write_bytes(data)
    with pytest.raises(BadInput) as err:
        read_document(path)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize(
    ("make", "needle"),
    [
        (lambda p: p / "missing.md", "no such file"),
        (lambda p: p, "directory"),
        (lambda p: (p / "x.odt").write_text("x") and p / "x.odt", "unsupported file type .odt"),
        (lambda p: (p / "noext").write_text("x") and p / "noext", "unsupported file type"),
    ],
)
def test_path_errors(tmp_path: Path, make: Callable[[Path], Path], needle: str) -> None:
    with pytest.raises(BadInput, match=needle):
        read_document(make(tmp_path))


def test_read_text_for_stdin() -> None:
    doc = read_text("\ufeffArt. 41 OR\r\nArt. 42 OR", "-")
    assert doc.kind == "txt" and doc.path == "-" and doc.text == "Art. 41 OR\nArt. 42 OR"
    assert doc.locate(doc.text.index("Art. 42")) == "line 2"
    assert read_text("x", "draft.md").kind == "md"


def test_docx_paragraphs_table_footnotes(docx_builder: Callable[..., Path]) -> None:
    path = docx_builder(
        [
            ("p", ["Einleitung."]),
            ("p", []),  # an empty paragraph is not counted
            ("p", ["Nach ", ("b", "Art. 41 Abs. 1 OR"), " haftet, wer Schaden zufügt.", ("fn", 1)]),
            ("table", [["Norm", "Inhalt"], ["Art. 97 OR", "Vertragshaftung"]]),
            (
                "p",
                ["Siehe ", ("link", "BGE 140 III 86", "https://www.bger.ch/"), ("tab",), "Ende.", ("fn", 2)],
            ),
        ],
        footnotes={2: "Vgl. Art. 8 ZGB.", 1: "BGE 133 III 323 E. 4.1."},
    )
    before = path.read_bytes()
    doc = read_document(path)
    assert doc.kind == "docx"
    t = doc.text
    assert "Art. 41 Abs. 1 OR haftet, wer Schaden zufügt.[^1]" in t  # the marker stays in the text
    assert "BGE 140 III 86\tEnde.[^2]" in t
    assert doc.locate(t.index("Einleitung")) == "paragraph 1"
    assert doc.locate(t.index("Art. 41")) == "paragraph 2"
    assert doc.locate(t.index("Art. 97 OR")) == "table 1, row 2, cell 1"
    assert doc.locate(t.index("Vertragshaftung")) == "table 1, row 2, cell 2"
    assert doc.locate(t.index("BGE 140")) == "paragraph 3"
    # footnotes come after the body, numbered as Word shows them (order of reference)
    fn1, fn2 = t.index("[^1]: BGE 133 III 323"), t.index("[^2]: Vgl. Art. 8 ZGB.")
    assert t.index("Ende.") < fn1 < fn2
    assert doc.locate(t.index("BGE 133")) == "footnote 1"
    assert doc.locate(t.index("Art. 8 ZGB")) == "footnote 2"
    for block in doc.blocks:
        assert t[block.start : block.end].strip() == t[block.start : block.end]
    assert path.read_bytes() == before


def test_docx_tracked_deletion_not_shown(docx_builder: Callable[..., Path], tmp_path: Path) -> None:
    from lxml import etree

    path = docx_builder([("p", ["Art. 41 OR gilt."])])
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    with zipfile.ZipFile(path) as z:
        entries = {i.filename: z.read(i.filename) for i in z.infolist()}
    root = etree.fromstring(entries["word/document.xml"])
    p = root.find(f".//{{{w}}}p")
    deleted = etree.SubElement(p, f"{{{w}}}del")
    run = etree.SubElement(deleted, f"{{{w}}}r")
    etree.SubElement(run, f"{{{w}}}delText").text = "GELOESCHT"
    entries["word/document.xml"] = etree.tostring(root)
    edited = tmp_path / "tracked.docx"
    with zipfile.ZipFile(edited, "w") as z:
        for name, data in entries.items():
            z.writestr(name, data)
    assert read_document(edited).text == "Art. 41 OR gilt."


def test_corrupt_docx_is_one_line_bad_input(tmp_path: Path, docx_builder: Callable[..., Path]) -> None:
    bad = tmp_path / "bad.docx"
    bad.write_bytes(b"this is not a zip file at all")
    with pytest.raises(BadInput, match=r"not a readable \.docx") as err:
        read_document(bad)
    assert "\n" not in str(err.value)
    truncated = tmp_path / "truncated.docx"
    truncated.write_bytes(docx_builder([("p", ["Art. 41 OR"])]).read_bytes()[:300])
    with pytest.raises(BadInput, match=r"not a readable \.docx"):
        read_document(truncated)
    not_word = tmp_path / "other.docx"
    with zipfile.ZipFile(not_word, "w") as z:
        z.writestr("hello.txt", "hi")
    with pytest.raises(BadInput, match=r"not a readable \.docx"):
        read_document(not_word)


def test_pdf_pages(pdf_builder: Callable[..., Path]) -> None:
    path = pdf_builder(
        [
            ["Gutachten zur Haftung", "Nach Art. 41 Abs. 1 OR haftet, wer Schaden zufügt."],
            ["Die Vertragshaftung folgt aus Art. 97 OR und BGE 140 III 86."],
        ]
    )
    doc = read_document(path)
    assert doc.kind == "pdf"
    assert doc.locate(doc.text.index("Art. 41")) == "page 1"
    assert doc.locate(doc.text.index("BGE 140 III 86")) == "page 2"
    assert [b.locator for b in doc.blocks] == ["page 1", "page 2"]


def test_pdf_without_text_layer(scanned_pdf: Path) -> None:
    with pytest.raises(BadInput, match=r"no text layer \(scanned PDF\?\)"):
        read_document(scanned_pdf)


def test_encrypted_pdf(tmp_path: Path, pdf_builder: Callable[..., Path]) -> None:
    from pypdf import PdfReader, PdfWriter

    plain = pdf_builder([["Art. 41 OR"]], name="plain.pdf")
    writer = PdfWriter()
    for page in PdfReader(str(plain)).pages:
        writer.add_page(page)
    writer.encrypt(user_password="geheim", owner_password="owner", algorithm="RC4-128")
    locked = tmp_path / "locked.pdf"
    with locked.open("wb") as fh:
        writer.write(fh)
    with pytest.raises(BadInput, match="encrypted PDF"):
        read_document(locked)


def test_corrupt_pdf(tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4\n garbage " + os.urandom(64))
    with pytest.raises(BadInput) as err:
        read_document(path)
    assert "\n" not in str(err.value)
