"""What was retrieved, and whether a snippet really comes from it (the "no MATCH without a real
retrieval" rule is enforced here)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from lexgate.sources.model import Found, Passage

# Segment kind -> kind of evidence it gives the judge.
EVIDENCE_BY_SEGMENT: dict[str, str] = {
    "article": "full-text",
    "paragraph": "full-text",
    "consideration": "full-text",
    "text": "full-text",
    "ruling": "full-text",
    "facts": "full-text",
    "regeste": "headnote",
    "massima": "headnote",
}
EVIDENCE_RANK: dict[str, int] = {"full-text": 2, "headnote": 1, "metadata": 0}

_WS = re.compile(r"\s+")
_SOFT_HYPHEN = "\u00ad"


class UngroundedMatch(AssertionError):
    """A MATCH without a real retrieval: a bug, never a result."""


def normalise(text: str) -> str:
    return _WS.sub(" ", text.replace(_SOFT_HYPHEN, "")).strip()


def evidence_kind(passages: Iterable[Passage]) -> str:
    """The best kind of evidence among the passages; no text at all is metadata."""
    best = "metadata"
    for p in passages:
        if not p.text.strip():
            continue
        kind = EVIDENCE_BY_SEGMENT.get(p.kind, "full-text")
        if EVIDENCE_RANK[kind] > EVIDENCE_RANK[best]:
            best = kind
    return best


def cited_passages(found: Found) -> list[Passage]:
    """The passages asked for, in the draft's language and in every translation."""
    out = list(found.passages)
    for plist in found.translations.values():
        out.extend(plist)
    return out


def occurs_in(snippet: str, passages: Iterable[Passage]) -> bool:
    """Whether ``snippet`` occurs verbatim (whitespace normalised) in one of the passages."""
    needle = normalise(snippet)
    if not needle:
        return False
    return any(needle in normalise(p.text) for p in passages)


def passage_of(snippet: str, passages: Iterable[Passage]) -> Passage | None:
    needle = normalise(snippet)
    if not needle:
        return None
    for p in passages:
        if needle in normalise(p.text):
            return p
    return None


def assert_grounded(status: str, found: object, snippet: str) -> None:
    """MATCH requires Found with non-empty passages and a non-empty verbatim snippet from them."""
    if status != "MATCH":
        return
    if not isinstance(found, Found):
        raise UngroundedMatch("MATCH without a Found resolution")
    if not any(p.text.strip() for p in found.passages):
        raise UngroundedMatch(f"MATCH for {found.canonical} without retrieved passages")
    if not snippet.strip() or not occurs_in(snippet, cited_passages(found)):
        raise UngroundedMatch(f"MATCH for {found.canonical} whose snippet is not in the retrieved text")
