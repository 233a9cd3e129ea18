"""The mechanical checks every judge runs: they can only lower a verdict, never raise it."""

from __future__ import annotations

import dataclasses

import pytest
from judge_helpers import request

from lexgate.judges.base import Judgement, JudgeStatus, Verdict
from lexgate.judges.mechanical import cap_confidence, lower, mechanical_checks

RANK = {"MISMATCH": 0, "PARTIAL": 1, "MATCH": 2}
VERDICT: dict[str, Verdict] = {"MATCH": "yes", "PARTIAL": "partial", "MISMATCH": "no"}


def verdict(status: JudgeStatus, snippet: str = "") -> Judgement:
    return Judgement(status, VERDICT[status], 0.99, snippet, "model says so", "test-model")


CLEAN = (
    "Wer Schadenersatz beansprucht, hat den Schaden zu beweisen (Art. 42 Abs. 1 OR).",
    "Art. 42 Abs. 1 OR",
    "de",
)
ALTERED = (
    "Das Gesetz hält fest: „Wer Schadenersatz beansprucht, hat den Schaden glaubhaft zu machen.“ (Art. 42 Abs. 1 OR)",
    "Art. 42 Abs. 1 OR",
    "de",
)
WRONG_NUMBER = ("Forderungen verjähren mit Ablauf von fünf Jahren (Art. 127 OR).", "Art. 127 OR", "de")


@pytest.mark.parametrize("status", ["MATCH", "PARTIAL", "MISMATCH"])
def test_clean_claim_keeps_every_verdict(status: JudgeStatus) -> None:
    req = request(*CLEAN)
    out = mechanical_checks(req, verdict(status))
    assert out.status == status  # nothing raised, nothing lowered
    assert all(v == "ok" for v in out.checks.values()), out.checks


@pytest.mark.parametrize("case", [ALTERED, WRONG_NUMBER])
@pytest.mark.parametrize("status", ["MATCH", "PARTIAL", "MISMATCH"])
def test_failed_check_lowers_to_mismatch_and_never_raises(
    case: tuple[str, str, str], status: JudgeStatus
) -> None:
    out = mechanical_checks(request(*case), verdict(status))
    assert out.status == "MISMATCH"
    assert RANK[out.status] <= RANK[status]
    assert any(v.startswith("failed") for v in out.checks.values())


def test_altered_quote_reason_and_snippet_come_from_the_source() -> None:
    req = request(*ALTERED)
    out = mechanical_checks(req, verdict("MATCH"))
    assert "not verbatim" in out.reason and "model says so" in out.reason
    assert out.snippet and any(out.snippet in p.text for p in req.passages)


def test_missing_pinpoint_caps_at_partial() -> None:
    req = dataclasses.replace(request(*CLEAN), pinpoint_missing="E. 9")
    assert mechanical_checks(req, verdict("MATCH")).status == "PARTIAL"
    assert mechanical_checks(req, verdict("MISMATCH")).status == "MISMATCH"


def test_snippet_not_in_source_caps_at_partial() -> None:
    req = request(*CLEAN)
    invented = mechanical_checks(req, verdict("MATCH", "Der Richter schätzt den Schaden frei."))
    assert invented.status == "PARTIAL" and invented.checks["snippet_verbatim"].startswith("failed")
    real = mechanical_checks(req, verdict("MATCH", req.passages[0].text[:30]))
    assert real.status == "MATCH"


def test_no_source_text_is_never_match() -> None:
    req = dataclasses.replace(request(*CLEAN), passages=[], translations={})
    assert mechanical_checks(req, verdict("MATCH")).status == "PARTIAL"


def test_confidence_caps() -> None:
    req = request(*CLEAN)
    assert mechanical_checks(req, verdict("MATCH")).confidence <= 0.95
    assert (
        mechanical_checks(dataclasses.replace(req, evidence_kind="headnote"), verdict("MATCH")).confidence
        <= 0.7
    )
    assert (
        mechanical_checks(dataclasses.replace(req, evidence_kind="metadata"), verdict("MATCH")).confidence
        <= 0.4
    )
    assert cap_confidence(1.7, "full-text") == 0.95 and cap_confidence(-1.0, "headnote") == 0.0


def test_lower_is_monotone() -> None:
    base = verdict("PARTIAL")
    assert lower(base, "MATCH", "yes", "x").status == "PARTIAL"
    assert lower(base, "MISMATCH", "contradicts", "x").status == "MISMATCH"
