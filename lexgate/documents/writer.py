"""``write_with_insertions``: a COPY of a draft, same format, with texts inserted at shown-text offsets.

- .md / .txt: the text with the insertions, in the file's own encoding and line endings;
- .docx: the original package with a new run after each offset (see ``docx_insert``);
- .pdf: cannot be edited reliably, so a Markdown copy of the shown text is written (``.md``); the
  returned path says where.

The input file is never written: writing over it is refused.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from lexgate.documents.model import Document
from lexgate.errors import BadInput

# The suffix a copy gets, by kind of document (data).
COPY_SUFFIX: dict[str, str] = {"md": ".md", "txt": ".txt", "docx": ".docx", "pdf": ".md"}


def insert_text(text: str, insertions: list[tuple[int, str]]) -> str:
    """``text`` with every insertion applied at its offset (same offsets keep their given order)."""
    pieces: list[str] = []
    last = 0
    for offset, ins in sorted(insertions, key=lambda item: item[0]):  # stable: keeps order at ties
        pieces.append(text[last:offset])
        pieces.append(ins)
        last = offset
    pieces.append(text[last:])
    return "".join(pieces)


def copy_path(doc: Document, out_path: str | Path) -> Path:
    """Where the copy goes: ``out_path`` with the suffix its format needs."""
    out = Path(out_path)
    suffix = COPY_SUFFIX[doc.kind]
    if doc.kind in ("docx", "pdf") and out.suffix.lower() != suffix:
        out = out.with_suffix(suffix) if out.suffix else out.with_name(out.name + suffix)
    return out


def write_with_insertions(doc: Document, insertions: list[tuple[int, str]], out_path: str | Path) -> Path:
    """Write a copy of ``doc`` with the insertions; returns the path written (``.md`` for a PDF)."""
    for offset, _ in insertions:
        if not 0 <= offset <= len(doc.text):
            raise BadInput(f"insertion offset {offset} is outside the document (0..{len(doc.text)})")
    out = copy_path(doc, out_path)
    _refuse_input(doc, out)
    if out.exists() and out.is_dir():
        raise BadInput(f"{out}: is a directory; give a file name for the copy")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        if doc.kind == "docx":
            from lexgate.documents.docx_insert import insert_into_docx

            src = Path(doc.path)
            if not src.is_file():
                raise BadInput(f"{src}: the original .docx is needed to write a copy, and it is gone")
            _atomic(out, lambda tmp: insert_into_docx(src, doc.text, insertions, tmp))
            return out
        text = insert_text(doc.text, insertions)
        if doc.kind == "pdf":
            data = text.encode("utf-8")
        else:
            data = _encode(text.replace("\n", doc.newline) if doc.newline != "\n" else text, doc.encoding)
        _atomic(out, lambda tmp: tmp.write_bytes(data))
    except OSError as exc:  # an unwritable or impossible place: one line, not a traceback
        raise BadInput(f"{out}: cannot write the copy ({exc.strerror or exc})") from None
    return out


def _encode(text: str, encoding: str | None) -> bytes:
    enc = encoding or "utf-8"
    try:
        return text.encode(enc)
    except UnicodeEncodeError:  # an insertion the legacy encoding cannot hold: the copy becomes UTF-8
        return text.encode("utf-8-sig")


def _refuse_input(doc: Document, out: Path) -> None:
    if doc.path in ("", "-"):
        return
    src = Path(doc.path)
    same = out.resolve() == src.resolve()
    if not same and out.exists() and src.exists():
        with contextlib.suppress(OSError):
            same = os.path.samefile(out, src)
    if same:
        raise BadInput(f"{out}: refusing to write over the input draft; choose another output file")


def _atomic(out: Path, write: Callable[[Path], object]) -> None:
    fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        write(tmp)
        os.replace(tmp, out)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
