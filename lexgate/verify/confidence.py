"""Spec step 4: confidence is capped by the kind of evidence.

Full text judged by a dedicated entailment judge (NLI model, LLM) may score highest; the rule-based
structured judge is a weaker judgement of the same text; a headnote (Regeste, massima) or bare
metadata caps lower whatever judged it.  The caps are a table, not scattered constants.
"""

from __future__ import annotations

from typing import Literal

JudgeTier = Literal["dedicated", "rules"]
EvidenceKind = Literal["full-text", "headnote", "metadata"]

# Which judges count as dedicated entailment judges; anything else is a weaker judgement.
JUDGE_TIERS: dict[str, JudgeTier] = {
    "llm": "dedicated",
    "nli": "dedicated",
    "structured": "rules",
}

CONFIDENCE_CAPS: dict[tuple[str, JudgeTier], float] = {
    ("full-text", "dedicated"): 0.95,
    ("full-text", "rules"): 0.85,
    ("headnote", "dedicated"): 0.7,
    ("headnote", "rules"): 0.6,
    ("metadata", "dedicated"): 0.4,
    ("metadata", "rules"): 0.3,
}

# Records that were not judged carry a fixed confidence in their status.
UNJUDGED_CONFIDENCE: dict[str, float] = {
    "SKIPPED": 0.0,
    "UNVERIFIED": 0.0,
}


def judge_tier(judge_name: str) -> JudgeTier:
    base = judge_name.split(":", 1)[0].split("-", 1)[0].lower()
    return JUDGE_TIERS.get(base, "rules")


def cap_confidence(confidence: float, evidence_kind: str, judge_name: str) -> float:
    """Clamp to [0, 1], then to the cap for this evidence and judge (unknown evidence = metadata)."""
    cap = CONFIDENCE_CAPS.get((evidence_kind, judge_tier(judge_name)))
    if cap is None:
        cap = CONFIDENCE_CAPS[("metadata", judge_tier(judge_name))]
    value = max(0.0, min(1.0, float(confidence)))
    return round(min(value, cap), 3)
