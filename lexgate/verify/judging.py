"""From a judge's answer to a record's status: the verdict map, then the caps that can only lower it.

Order of the rules (each can only lower the status, never raise it):
1. verdict -> status (yes MATCH, partial PARTIAL, no/contradicts/unrelated MISMATCH); when the
   judge's own ``status`` disagrees, the more severe of the two wins;
2. a pinpoint that does not exist in the source -> never MATCH (PARTIAL with the finding);
3. support found outside the cited passage (a neighbour), or a weak match of a pinpoint -> PARTIAL;
4. a MATCH whose snippet is not verbatim in the retrieved text -> PARTIAL (no MATCH without a real
   retrieval; ``evidence.assert_grounded`` then checks the invariant).
"""

from __future__ import annotations

from dataclasses import dataclass

from lexgate.citations.canonical import parse
from lexgate.judges.base import VERDICT_TO_STATUS, Judgement
from lexgate.sources.model import Found, Passage
from lexgate.verify.confidence import cap_confidence
from lexgate.verify.evidence import assert_grounded, cited_passages, occurs_in

SEVERITY: dict[str, int] = {"MATCH": 0, "PARTIAL": 1, "MISMATCH": 2}
WEAK_PINPOINT_CONFIDENCE = 0.5  # a pinpointed MATCH judged below this is a weak match
PINPOINT_PARTS: frozenset[str] = frozenset({"E", "p", "para", "let", "num", "comma", "N"})


@dataclass(slots=True)
class Outcome:
    status: str
    reason: str
    snippet: str
    confidence: float


class BadJudgement(ValueError):
    """The judge answered something outside its contract (treated as a failed judge)."""


def has_pinpoint(canonical: str) -> bool:
    try:
        ref = parse(canonical)
    except ValueError:
        return False
    return any(label in PINPOINT_PARTS for label in ref.parts)


def outcome_of(
    judgement: Judgement,
    found: Found,
    *,
    canonical: str,
    neighbours: list[Passage],
    evidence_kind: str,
    judge_name: str,
) -> Outcome:
    verdict = getattr(judgement, "verdict", None)
    if verdict not in VERDICT_TO_STATUS:
        raise BadJudgement(f"unknown verdict {verdict!r}")
    status: str = VERDICT_TO_STATUS[verdict]
    if judgement.status in SEVERITY and SEVERITY[judgement.status] > SEVERITY[status]:
        status = judgement.status
    findings: list[str] = []
    cited = cited_passages(found)
    snippet = judgement.snippet or ""

    if found.pinpoint_missing:
        if status == "MATCH":
            status = "PARTIAL"
        if found.pinpoint_missing not in (judgement.reason or ""):  # say it once
            findings.append(f"pinpoint {found.pinpoint_missing} does not exist in the source")
    if status == "MATCH" and snippet and not occurs_in(snippet, cited) and occurs_in(snippet, neighbours):
        status = "PARTIAL"
        findings.append("support found in another provision than the one cited")
    if status == "MATCH" and has_pinpoint(canonical) and judgement.confidence < WEAK_PINPOINT_CONFIDENCE:
        status = "PARTIAL"
        findings.append("weak match of the pinpoint")
    if status == "MATCH" and not occurs_in(snippet, cited):
        status = "PARTIAL"
        findings.append("the judge's excerpt is not verbatim in the retrieved text")

    # Keep only a snippet that really is source text (cited passages or the neighbours shown).
    if snippet and not occurs_in(snippet, cited) and not occurs_in(snippet, neighbours):
        snippet = ""
    assert_grounded(status, found, snippet)
    reason = (judgement.reason or "").strip()
    if findings:
        reason = "; ".join([*findings, reason] if reason else findings)
    confidence = cap_confidence(judgement.confidence, evidence_kind, judge_name)
    return Outcome(status=status, reason=reason, snippet=snippet, confidence=confidence)
