"""Judges with known faults, to test what the pipeline does with them (the pipeline is under test)."""

from __future__ import annotations

from lexgate.judges.base import Judge, JudgeFailed, Judgement, JudgeRequest


class BrokenJudge:
    name = "broken"
    local = True

    def judge(self, request: JudgeRequest) -> Judgement:
        raise RuntimeError("model crashed")


class FailingJudge:
    name = "failing"
    local = True

    def __init__(self, gated: bool = False) -> None:
        self.gated = gated

    def judge(self, request: JudgeRequest) -> Judgement:
        raise JudgeFailed("endpoint timed out", privacy_gated=self.gated)


class YesJudge:
    """Always says yes.  ``snippet``: "source" quotes the first passage, anything else is used as is."""

    local = True

    def __init__(self, snippet: str = "source", verdict: str = "yes", name: str = "yes-man") -> None:
        self.snippet = snippet
        self.verdict = verdict
        self.name = name
        self.calls = 0

    def judge(self, request: JudgeRequest) -> Judgement:
        self.calls += 1
        text = request.passages[0].text if self.snippet == "source" else self.snippet
        return Judgement(status="MATCH", verdict=self.verdict, confidence=0.99, snippet=text, reason="yes")  # type: ignore[arg-type]


class RemoteRecorder:
    """A judge that would send text off the machine (local=False); records what it was given and
    delegates the decision to a real local judge."""

    name = "llm"
    local = False

    def __init__(self, inner: Judge) -> None:
        self.inner = inner
        self.claims: list[str] = []

    def judge(self, request: JudgeRequest) -> Judgement:
        self.claims.append(request.claim)
        return self.inner.judge(request)
