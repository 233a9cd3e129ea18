"""Round 19 of the structured judge (session 15)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.base import Judgement
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


def judged(draft: str, cite: str, lang: str) -> Judgement:
    return JUDGE.judge(request(draft, cite, lang))


def test_a_changed_multiple_is_a_contradiction() -> None:
    # Art. 34d Abs. 2bis ETH-Gesetz caps the fees of foreign students at "höchstens dreimal so hoch"
    cite = "Art. 34d Abs. 2bis ETH-Gesetz"
    claim = (
        "Für ausländische Studierende ohne Wohnsitz in der Schweiz dürfen höhere Studiengebühren festgelegt "
        f"werden, höchstens jedoch das Doppelte der Gebühren für Schweizer Studierende ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MISMATCH", got.reason
    assert "doppelte" in got.reason


def test_the_source_s_own_multiple_agrees() -> None:
    cite = "Art. 34d Abs. 2bis ETH-Gesetz"
    claim = (
        "Für ausländische Studierende ohne Wohnsitz in der Schweiz dürfen höhere Studiengebühren festgelegt "
        f"werden, höchstens jedoch dreimal so hoch wie für Schweizer Studierende ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MATCH", got.reason
