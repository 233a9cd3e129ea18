"""The public upstream support cases (68 single-citation drafts) through the whole pipeline, offline.

Asserted here are the rules that must hold whatever the judge's quality: a fabricated citation that
was found in the draft is blocked (never MATCH or PARTIAL); informal doctrine is SKIPPED; every
MATCH is grounded in retrieved text; the gate agrees with the records.  Accuracy figures are for
``lexgate bench verify``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from verify_helpers import draft

from lexgate.bench.verify import pick_record
from lexgate.config import benchmarks_path
from lexgate.verify.evidence import normalise
from lexgate.verify.model import BLOCKING
from lexgate.verify.pipeline import verify_document

CASES = (benchmarks_path() or Path("../shared/benchmarks")) / "upstream" / "support_cases.jsonl"


def load() -> list[dict[str, Any]]:
    if not CASES.is_file():
        return []
    return [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def results(structured: Any, resolver: Any) -> list[tuple[dict[str, Any], Any, Any]]:
    cases = load()
    if not cases:
        pytest.skip(f"{CASES} not available")
    out = []
    for case in cases:
        rep = verify_document(
            draft(case["draft"], case.get("lang")),
            judge=structured,
            resolver=resolver,
            privacy="balanced",
            lang=case.get("lang"),
            max_workers=1,
        )
        out.append((case, rep, pick_record(rep.citations, case["draft"], case["cite"])))
    return out


def test_fabricated_citations_found_in_the_draft_are_blocked(results: list[Any]) -> None:
    fabricated = [(c, rec) for c, _, rec in results if c["category"] == "fabricated"]
    assert len(fabricated) >= 20
    found = [(c, rec) for c, rec in fabricated if rec is not None]
    assert len(found) >= 0.8 * len(fabricated)
    wrong = [(c["id"], rec.status) for c, rec in found if rec.status not in BLOCKING]
    assert wrong == []


def test_informal_doctrine_is_skipped(results: list[Any]) -> None:
    for case, _, rec in results:
        if case["expected"] == "SKIPPED" and rec is not None:
            assert rec.status == "SKIPPED", case["id"]


def test_every_match_is_grounded_and_the_gate_agrees(results: list[Any]) -> None:
    matches = 0
    for _case, rep, _ in results:
        for rec in rep.citations:
            if rec.status == "MATCH":
                matches += 1
                assert rec.matched_snippet and normalise(rec.matched_snippet) in normalise(rec.source_text)
        assert rep.delivery_blocked == any(r.status in BLOCKING for r in rep.citations) or rep.reduced_mode
        assert rep.delivery == ("BLOCKED" if rep.delivery_blocked else "CLEAR")
    assert matches >= 10


def test_correct_swiss_statute_citations_are_not_blocked(results: list[Any]) -> None:
    """Expected MATCH/PARTIAL citations of Swiss statutes resolve and are not UNVERIFIED."""
    checked = [
        (c["id"], rec.status)
        for c, _, rec in results
        if c["expected"] in ("MATCH", "PARTIAL") and c["id"].startswith("bcc-") and rec is not None
    ]
    assert len(checked) >= 15
    assert [x for x in checked if x[1] == "UNVERIFIED"] == []
