"""The fixed texts of citation-content-verify (spec wording), in one place."""

from __future__ import annotations

from lexgate.citations.canonical import label

SKIPPED_INFORMAL = "informal doctrine without structured id (spec §7)"
PRIVACY_GATED = "privacy-gated: existence confirmed, content not checked"
PRIVACY_WITHHELD = PRIVACY_GATED + " (privileged passage withheld from a remote judge)"
SOURCE_UNAVAILABLE = "source unavailable"
NOT_FOUND = "not found"
JUDGE_FAILED = "judge failed"
NO_TEXT = "existence confirmed, but no source text was retrieved: content not checked"
NO_JUDGE = "existence confirmed, content not checked: no content judge available"
REDUCED_MODE = "REDUCED MODE: sources could not be reached; this draft is NOT verified"

WAYS_OUT: tuple[str, ...] = (
    "Fix: remove or replace the blocking citations, then re-run lexgate verify",
    "Disclaim: lexgate verify FILE --disclaim OUT (a marked copy; the draft itself is never edited)",
    "Escalate: lexgate verify FILE --escalate OUT.yaml (the blocked citations and reasons, for review)",
)


def source_unavailable(reason: str) -> str:
    """``source unavailable: <reason>`` without repeating the prefix the source layer may already give."""
    reason = reason.strip()
    if reason.lower().startswith(SOURCE_UNAVAILABLE):
        return reason
    return f"{SOURCE_UNAVAILABLE}: {reason or 'no reason given'}"


def not_found(reason: str, close_matches: list[str]) -> str:
    """``not found: <reason>; close matches: a, b`` (``none`` when there are none)."""
    reason = reason.strip()
    if reason.lower().startswith(NOT_FOUND + ":"):
        reason = reason[len(NOT_FOUND) + 1 :].strip()
    close = ", ".join(label(c) for c in close_matches) if close_matches else "none"
    return f"{NOT_FOUND}: {reason or 'no such source'}; close matches: {close}"


def judge_failed(detail: str) -> str:
    detail = " ".join(detail.split())
    return f"{JUDGE_FAILED}: {detail}" if detail else JUDGE_FAILED
