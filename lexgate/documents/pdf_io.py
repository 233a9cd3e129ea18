"""Reading a .pdf's text layer with pypdf: one block per page."""

from __future__ import annotations

import logging
from pathlib import Path

from lexgate.documents.model import Block
from lexgate.errors import BadInput

PAGE_SEP = "\n\n"


def read_pdf_text(path: Path) -> tuple[str, list[Block]]:
    try:
        from pypdf import PdfReader
    except ImportError:  # pragma: no cover - pypdf is a runtime dependency
        raise BadInput("reading PDF needs the pypdf package") from None
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted:
            try:
                opened = bool(reader.decrypt(""))
            except Exception:
                opened = False
            if not opened:
                raise BadInput(f"{path}: encrypted PDF (a password is needed to read it)")
        pages = [page.extract_text() or "" for page in reader.pages]
    except BadInput:
        raise
    except Exception as exc:  # pypdf raises many kinds (PdfReadError, ValueError ...) on damaged files
        detail = " ".join(str(exc).split()) or type(exc).__name__
        raise BadInput(f"{path}: not a readable PDF ({detail})") from None
    if not any(text.strip() for text in pages):
        raise BadInput(f"{path}: no text layer (scanned PDF?)")
    parts: list[str] = []
    blocks: list[Block] = []
    pos = 0
    for number, page_text in enumerate(pages, start=1):
        page_text = page_text.replace("\r\n", "\n").replace("\r", "\n").strip("\n")
        if not page_text.strip():
            continue
        if parts:
            parts.append(PAGE_SEP)
            pos += len(PAGE_SEP)
        parts.append(page_text)
        blocks.append(Block(pos, pos + len(page_text), f"page {number}"))
        pos += len(page_text)
    return "".join(parts), blocks
