"""Round 18 of the structured judge (session 14): term coverage alone no longer makes a doubt."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.structured import (
    IN_PART_MATCH_CONFIDENCE,
    MATCH_COVERAGE,
    PARTIAL_COVERAGE,
    StructuredJudge,
)

JUDGE = StructuredJudge()


def test_a_claim_its_text_covers_in_part_with_no_finding_against_it_is_match() -> None:
    # the claim applies Art. 505 Abs. 1 ZGB to the facts: its words for them ("Mrs Keller", "wrote",
    # "finish") are nowhere in the article, so term coverage is about one half, and nothing speaks against it
    cite = "Art. 505 Abs. 1 ZGB"
    claim = (
        "Since Mrs Keller wrote her will by hand from start to finish, dated it and signed it, it is valid in "
        f"form ({cite})."
    )
    got = JUDGE.judge(request(claim, cite, "en"))
    assert got.status == "MATCH", got.reason
    assert "no finding against it" in got.reason and "not shown:" in got.reason
    # below any MATCH whose text covers the claim (the pipeline's fallback to another law reads this)
    assert got.confidence < 0.55 + 0.4 * MATCH_COVERAGE
    assert got.confidence >= IN_PART_MATCH_CONFIDENCE + 0.2 * PARTIAL_COVERAGE


def test_a_text_sharing_only_generic_words_with_the_claim_stays_partial() -> None:
    # Art. 32 BV (criminal proceedings) shares "obliged" and "except" with a claim on health treatment,
    # about 0.4 of its words, but none of its specific ones ("health", "treatment"): not support
    cite = "Art. 32 BV"
    claim = (
        "No one may be obliged to undergo any health treatment except under the provisions of the law "
        f"({cite})."
    )
    got = JUDGE.judge(request(claim, cite, "en"))
    assert got.status == "PARTIAL", got.reason
    assert "only in part" in got.reason
