"""Opening a .docx: python-docx for the package, the footnotes part read from the package ourselves."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lexgate.documents import docx_layout
from lexgate.errors import BadInput

FOOTNOTES_RELTYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"


@dataclass(slots=True)
class DocxPackage:
    """The parts lexgate reads: the main document and (if any) the footnotes, with their zip names."""

    body: Any
    document_root: Any
    document_zipname: str
    footnotes_root: Any | None
    footnotes_zipname: str | None

    def layout(self) -> docx_layout.Layout:
        return docx_layout.layout(self.body, self.footnotes_root)


def open_docx(path: Path) -> DocxPackage:
    """Open a Word file; one-line BadInput when it is not a readable .docx."""
    try:
        import docx
        from docx.oxml.parser import parse_xml

        document = docx.Document(str(path))
        root = document.element
        body = document.element.body
        footnotes_root = None
        footnotes_zipname = None
        for rel in document.part.rels.values():
            if rel.reltype == FOOTNOTES_RELTYPE and not rel.is_external:
                part = rel.target_part
                footnotes_root = parse_xml(part.blob)
                footnotes_zipname = str(part.partname).lstrip("/")
                break
        return DocxPackage(
            body, root, str(document.part.partname).lstrip("/"), footnotes_root, footnotes_zipname
        )
    except BadInput:
        raise
    except Exception as exc:  # any failure to open a foreign file is bad input, said in one line
        detail = " ".join(str(exc).split()) or type(exc).__name__
        raise BadInput(
            f"{path}: not a readable .docx file (corrupt or not a Word document: {detail})"
        ) from None
