"""Small helpers of the verify tests (documents from strings, a closed local port)."""

from __future__ import annotations

import socket
from typing import Any

from lexgate.documents.model import Document
from lexgate.verify.model import VerifyReport


def closed_port() -> int:
    """A 127.0.0.1 port nobody listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def draft(text: str, lang: str | None = "de", path: str = "draft.md") -> Document:
    return Document(path=path, kind="md", text=text, lang=lang)


def by_text(report: VerifyReport, text: str) -> list[Any]:
    return [r for r in report.citations if r.text == text]


def verify_text(text: str, lang: str, judge: Any, resolver: Any) -> VerifyReport:
    """Verify ``text`` as a Markdown draft in ``lang`` (balanced privacy, the given judge and resolver)."""
    from lexgate.verify.pipeline import verify_document

    return verify_document(draft(text, lang), judge=judge, resolver=resolver, privacy="balanced", lang=lang)
