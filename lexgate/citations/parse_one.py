"""Parse a single citation string (``lexgate sources get "Art. 41 Abs. 1 OR"``)."""

from __future__ import annotations

from lexgate.citations.extract import extract
from lexgate.citations.model import Citation


def parse_one(s: str) -> Citation | None:
    """The citation that ``s`` is: the longest citation found in it that is not a short form (ties: the
    first).  None when ``s`` holds no citation."""
    if not s.strip():
        return None
    found = [c for c in extract(s) if not c.short_form]
    if not found:
        return None
    return max(found, key=lambda c: (c.end - c.start, -c.start))
