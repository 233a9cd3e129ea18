"""Shared helpers for the structured-judge tests: build requests from real corpus passages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_passages import lookup

from lexgate.judges.base import JudgeRequest


def request(draft: str, cite: str, lang: str, source_ref: str = "") -> JudgeRequest:
    """The JudgeRequest the corpus gives for ``cite`` (fails the test when the source is missing)."""
    found = lookup({"draft": draft, "cite": cite, "lang": lang, "source_ref": source_ref})
    assert found.found and found.request is not None, f"{cite}: {found.reason}"
    return found.request
