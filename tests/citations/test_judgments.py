"""The real judgments of the corpus: extraction never fails and finds nearly every decision reference.

The reference count here is an independent, deliberately simple detector (BGE/ATF/DTF with volume, part
and page; bare "vol part page" items of BGE lists; Federal Supreme Court dockets)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lexgate.citations import extract
from lexgate.config import corpus_path

SIMPLE = [
    re.compile(r"\b(?:BGE|ATF|DTF)\s*\d{1,3}\s+(?:Ia|Ib|IV|V|III|II|I)\s+\d{1,4}"),
    re.compile(r"(?<![\w./])\d{2,3}\s(?:Ia|Ib|IV|V|III|II|I)\s\d{1,4}(?![\w/])"),
    re.compile(r"(?<![\w./])\d{1,2}[A-Z][_.\s]\d{1,5}/\d{4}"),
]


def _judgments() -> list[str]:
    corpus = corpus_path()
    if corpus is None:
        return []
    folder = Path(corpus) / "ch" / "decisions"
    return [
        json.loads(line)["considerations"]
        for path in sorted(folder.glob("bger_*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]


JUDGMENTS = _judgments()
pytestmark = pytest.mark.skipif(not JUDGMENTS, reason="corpus not available")


def test_recall_of_decision_references() -> None:
    total = found = 0
    for text in JUDGMENTS:
        spans = [(c.start, c.end) for c in extract(text) if c.cls in ("federal-case", "cantonal-case")]
        for rx in SIMPLE:
            for m in rx.finditer(text):
                total += 1
                found += any(s < m.end() and m.start() < e for s, e in spans)
    assert total > 1000
    assert found / total >= 0.98, f"{found}/{total}"


def test_every_judgment_has_statutes_with_sound_spans() -> None:
    for text in JUDGMENTS[::10]:
        cits = extract(text)
        assert any(c.cls == "statute" for c in cits)
        for c in cits:
            assert text[c.start : c.end] == c.text
