from __future__ import annotations

from lexgate.verify.confidence import CONFIDENCE_CAPS, cap_confidence, judge_tier


def test_caps_order_full_text_dedicated_over_weaker_over_headnote_over_metadata() -> None:
    assert CONFIDENCE_CAPS[("full-text", "dedicated")] > CONFIDENCE_CAPS[("full-text", "rules")]
    for tier in ("dedicated", "rules"):
        assert CONFIDENCE_CAPS[("full-text", tier)] > CONFIDENCE_CAPS[("headnote", tier)]
        assert CONFIDENCE_CAPS[("headnote", tier)] > CONFIDENCE_CAPS[("metadata", tier)]


def test_cap_applies_per_evidence_and_judge() -> None:
    assert cap_confidence(0.99, "full-text", "llm") == CONFIDENCE_CAPS[("full-text", "dedicated")]
    assert cap_confidence(0.99, "full-text", "structured") == CONFIDENCE_CAPS[("full-text", "rules")]
    assert cap_confidence(0.99, "headnote", "nli") == CONFIDENCE_CAPS[("headnote", "dedicated")]
    assert cap_confidence(0.2, "full-text", "llm") == 0.2
    assert cap_confidence(1.7, "weird", "structured") == CONFIDENCE_CAPS[("metadata", "rules")]
    assert cap_confidence(-1, "full-text", "llm") == 0.0


def test_unknown_judges_count_as_weaker() -> None:
    assert judge_tier("llm:gpt") == "dedicated"
    assert judge_tier("nli-local") == "dedicated"
    assert judge_tier("homegrown") == "rules"
