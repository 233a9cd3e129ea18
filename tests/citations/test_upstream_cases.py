"""The 113 public parse cases (benchmarks/upstream/parse_cases.jsonl): each expected citation is found
with its exact span, class and fields; the negatives yield nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from citation_helpers import find, has_fields

from lexgate.config import corpus_path


def _cases() -> list[dict[str, Any]]:
    corpus = corpus_path()
    if corpus is None:
        return []
    path = Path(corpus).parent / "benchmarks" / "upstream" / "parse_cases.jsonl"
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


CASES = _cases()
pytestmark = pytest.mark.skipif(not CASES, reason="shared benchmarks not available")


def test_there_are_113_cases() -> None:
    assert len(CASES) == 113


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_upstream_case(case: dict[str, Any]) -> None:
    cits = find(case["text"])
    if case.get("negative"):
        assert cits == [], [c.text for c in cits]
        return
    hits = [c for c in cits if c.text == case["cite"] and c.cls == case["class"]]
    assert hits, f"{case['cite']!r} not found; got {[(c.text, c.cls) for c in cits]}"
    has_fields(hits[0], case["fields"])
