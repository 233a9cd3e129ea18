"""Shared helpers for the structured-judge tests: build requests from real corpus passages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_passages import CORPUS, lookup

from lexgate.judges.base import Judgement, JudgeRequest
from lexgate.judges.structured import StructuredJudge
from lexgate.sources.model import Passage

_JUDGE = StructuredJudge()


def request(draft: str, cite: str, lang: str, source_ref: str = "") -> JudgeRequest:
    """The JudgeRequest the corpus gives for ``cite`` (fails the test when the source is missing)."""
    found = lookup({"draft": draft, "cite": cite, "lang": lang, "source_ref": source_ref})
    assert found.found and found.request is not None, f"{cite}: {found.reason}"
    return found.request


def judged(draft: str, cite: str, lang: str) -> Judgement:
    """The structured judge's verdict on ``draft`` against the corpus passages of ``cite``."""
    return _JUDGE.judge(request(draft, cite, lang))


def corte_cost_ruling(number: int, year: int) -> Passage:
    """The Dispositivo of sentenza ``number``/``year`` of the Corte costituzionale, as the store's ruling."""
    path = CORPUS / "it" / "corte-costituzionale" / str(year) / f"S_{number}_{year}.md"
    text = path.read_text(encoding="utf-8").split("## Dispositivo", 1)[1].split("\n## ", 1)[0]
    return Passage(f"it:corte-cost:{number}/{year}", "ruling", " ".join(text.split()), "it", "Dispositivo")
