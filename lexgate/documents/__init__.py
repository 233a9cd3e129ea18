"""lexgate.documents: read drafts (.md .txt .docx .pdf) into shown text + block map; write marked copies."""

from lexgate.documents.model import Block, Document
from lexgate.documents.reader import read_document, read_text
from lexgate.documents.writer import write_with_insertions

__all__ = ["Block", "Document", "read_document", "read_text", "write_with_insertions"]
