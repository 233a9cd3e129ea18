"""One interface for every judge: ``judge(request) -> Judgement``.

A judge decides whether retrieved source passages support a claim.  It never fetches sources.
Verdicts use the spec's vocabulary: ``yes`` -> MATCH, ``partial`` -> PARTIAL,
``no`` / ``contradicts`` / ``unrelated`` -> MISMATCH.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from lexgate.errors import LexgateError
from lexgate.sources.model import Passage

Verdict = Literal["yes", "partial", "no", "contradicts", "unrelated"]
JudgeStatus = Literal["MATCH", "PARTIAL", "MISMATCH"]

VERDICT_TO_STATUS: dict[str, JudgeStatus] = {
    "yes": "MATCH",
    "partial": "PARTIAL",
    "no": "MISMATCH",
    "contradicts": "MISMATCH",
    "unrelated": "MISMATCH",
}


@dataclass(slots=True)
class JudgeRequest:
    claim: str  # the sentence/clause of the draft that the citation supports
    claim_lang: str  # de | fr | it | en
    citation_text: str  # as written in the draft, e.g. "Art. 97 Abs. 1 OR"
    canonical: str
    passages: list[
        Passage
    ]  # the cited text (paragraph / article / consideration), in the draft's language if possible
    translations: dict[str, list[Passage]] = field(default_factory=dict)  # same passages, other languages
    # Other passages of the same act / decision, for the "is the cited provision among the best matches" check.
    neighbours: list[Passage] = field(default_factory=list)
    evidence_kind: Literal["full-text", "headnote", "metadata"] = "full-text"
    pinpoint_missing: str | None = None
    # A decision's ruling (Dispositiv / dispositif / dispositivo) when the cited passage is not it: what
    # the court decided (appeal upheld or dismissed), for a claim that states the outcome.
    ruling: list[Passage] = field(default_factory=list)
    # A cited letter or number of a list: the list's other items, in the language of ``passages``.
    siblings: list[Passage] = field(default_factory=list)


@dataclass(slots=True)
class Judgement:
    status: JudgeStatus
    verdict: Verdict
    confidence: float  # 0..1
    snippet: str  # verbatim text of the passage that decided it ("" if none)
    reason: str  # one or two sentences, shown to the lawyer
    judge: str = ""  # which judge produced it
    passage_key: str = ""  # key of the passage the snippet is from
    checks: dict[str, str] = field(default_factory=dict)  # mechanical checks: name -> "ok" | "failed: ..."


class Judge(Protocol):
    name: str
    local: bool  # True when no text leaves the machine

    def judge(self, request: JudgeRequest) -> Judgement: ...


class JudgeFailed(LexgateError):
    """A judge could not reach a verdict (model error, timeout, invalid answer, privacy gate).

    Never a verdict: the caller marks the citation UNVERIFIED with ``"judge failed: " + str(exc)``,
    or, when ``privacy_gated`` is true, with the spec's privacy-gated note (content not checked).
    """

    def __init__(self, message: str, *, privacy_gated: bool = False) -> None:
        super().__init__(message)
        self.privacy_gated = privacy_gated
