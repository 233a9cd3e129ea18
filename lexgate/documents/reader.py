"""``read_document(path)`` and ``read_text(text)``: any supported draft -> :class:`Document`."""

from __future__ import annotations

from pathlib import Path

from lexgate.documents.lang import detect_lang
from lexgate.documents.model import DocKind, Document
from lexgate.documents.plaintext import decode_text, detect_newline, line_blocks, normalise_newlines
from lexgate.errors import BadInput

# File extension -> kind of document (data).
EXTENSIONS: dict[str, DocKind] = {
    ".md": "md",
    ".markdown": "md",
    ".txt": "txt",
    ".docx": "docx",
    ".pdf": "pdf",
}


def kind_of(path: Path) -> DocKind:
    kind = EXTENSIONS.get(path.suffix.lower())
    if kind is None:
        known = ", ".join(sorted(EXTENSIONS))
        shown = path.suffix or "(none)"
        raise BadInput(f"{path}: unsupported file type {shown}; lexgate reads {known}")
    return kind


def read_document(path: str | Path) -> Document:
    """Read a draft (.md .markdown .txt .docx .pdf) into its shown text and block map. Never writes."""
    p = Path(path)
    if str(path) == "-":
        raise BadInput("'-' means standard input: use read_text() on what was read from it")
    if not p.exists():
        raise BadInput(f"{p}: no such file")
    if p.is_dir():
        raise BadInput(f"{p}: is a directory, not a document")
    kind = kind_of(p)
    if kind == "docx":
        return _read_docx(p)
    if kind == "pdf":
        return _read_pdf(p)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise BadInput(f"{p}: cannot read ({exc.strerror or exc})") from None
    text, encoding = decode_text(data, str(p))
    return _plain(text, str(p), kind, encoding)


def read_text(text: str, name: str = "-") -> Document:
    """A document from text already in memory (standard input); ``name`` ending .md makes it Markdown."""
    kind: DocKind = "md" if Path(name).suffix.lower() in (".md", ".markdown") else "txt"
    if text.startswith("\ufeff"):
        text = text[1:]
    return _plain(text, name, kind, None)


def _plain(raw: str, name: str, kind: DocKind, encoding: str | None) -> Document:
    newline = detect_newline(raw)
    text = normalise_newlines(raw)
    return Document(
        path=name,
        kind=kind,
        text=text,
        blocks=line_blocks(text),
        lang=detect_lang(text),
        encoding=encoding,
        newline=newline,
    )


def _read_docx(path: Path) -> Document:
    from lexgate.documents.docx_io import open_docx

    lay = open_docx(path).layout()
    if not lay.text.strip():
        raise BadInput(f"{path}: the Word document holds no text")
    return Document(path=str(path), kind="docx", text=lay.text, blocks=lay.blocks, lang=detect_lang(lay.text))


def _read_pdf(path: Path) -> Document:
    from lexgate.documents.pdf_io import read_pdf_text

    text, blocks = read_pdf_text(path)
    return Document(path=str(path), kind="pdf", text=text, blocks=blocks, lang=detect_lang(text))
