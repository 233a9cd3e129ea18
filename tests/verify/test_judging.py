"""The verdict map and the caps that can only lower a judge's verdict (judging.outcome_of)."""

from __future__ import annotations

import pytest

from lexgate.judges.base import Judgement
from lexgate.sources.model import Found, Passage
from lexgate.verify.evidence import UngroundedMatch, assert_grounded, evidence_kind
from lexgate.verify.judging import BadJudgement, outcome_of

TEXT_41 = "Wer einem andern widerrechtlich Schaden zufügt, sei es mit Absicht, sei es aus Fahrlässigkeit, wird ihm zum Ersatze verpflichtet."
TEXT_FR = "Celui qui cause, d'une manière illicite, un dommage à autrui, soit intentionnellement, soit par négligence ou imprudence, est tenu de le réparer."
TEXT_42 = "Der Geschädigte hat den Schaden zu beweisen."


def found(*, pinpoint_missing: str | None = None, kind: str = "paragraph") -> Found:
    return Found(
        canonical="ch:OR:art-41:para-1",
        source="local",
        lang="de",
        passages=[Passage("ch:OR:art-41:para-1", kind, TEXT_41, "de")],  # type: ignore[arg-type]
        translations={"fr": [Passage("ch:OR:art-41:para-1", kind, TEXT_FR, "fr")]},  # type: ignore[arg-type]
        pinpoint_missing=pinpoint_missing,
    )


NEIGHBOURS = [Passage("ch:OR:art-42:para-1", "paragraph", TEXT_42, "de")]


def judged(verdict: str, snippet: str, confidence: float = 0.9, status: str | None = None) -> Judgement:
    mapped = {"yes": "MATCH", "partial": "PARTIAL"}.get(verdict, "MISMATCH")
    return Judgement(
        status=status or mapped, verdict=verdict, confidence=confidence, snippet=snippet, reason="r"
    )  # type: ignore[arg-type]


def run(
    j: Judgement, f: Found | None = None, canonical: str = "ch:OR:art-41:para-1", judge: str = "structured"
):
    f = f or found()
    return outcome_of(
        j,
        f,
        canonical=canonical,
        neighbours=NEIGHBOURS,
        evidence_kind=evidence_kind(f.passages),
        judge_name=judge,
    )


@pytest.mark.parametrize(
    ("verdict", "status"),
    [
        ("yes", "MATCH"),
        ("partial", "PARTIAL"),
        ("no", "MISMATCH"),
        ("contradicts", "MISMATCH"),
        ("unrelated", "MISMATCH"),
    ],
)
def test_verdict_map(verdict: str, status: str) -> None:
    assert run(judged(verdict, "Schaden zufügt")).status == status


def test_judge_status_more_severe_than_verdict_wins() -> None:
    assert run(judged("yes", "Schaden zufügt", status="MISMATCH")).status == "MISMATCH"


def test_missing_pinpoint_is_never_match_but_keeps_mismatch() -> None:
    out = run(judged("yes", "Schaden zufügt"), found(pinpoint_missing="E. 9"))
    assert out.status == "PARTIAL"
    assert "pinpoint E. 9 does not exist" in out.reason
    assert run(judged("contradicts", "Schaden zufügt"), found(pinpoint_missing="E. 9")).status == "MISMATCH"


def test_weak_match_of_a_pinpoint_caps_at_partial() -> None:
    assert run(judged("yes", "Schaden zufügt", confidence=0.3)).status == "PARTIAL"
    # the same weak confidence without a pinpoint stays a MATCH (the cap is about pinpoints)
    assert run(judged("yes", "Schaden zufügt", confidence=0.3), canonical="ch:OR:art-41").status == "MATCH"


def test_support_from_a_neighbour_is_not_a_match_of_the_cited_provision() -> None:
    out = run(judged("yes", TEXT_42))
    assert out.status == "PARTIAL"
    assert out.snippet == TEXT_42
    assert "another provision" in out.reason


def test_snippet_not_in_the_source_is_never_match_and_is_dropped() -> None:
    out = run(judged("yes", "a sentence the judge invented"))
    assert out.status == "PARTIAL"
    assert out.snippet == ""
    assert "not verbatim" in out.reason


def test_snippet_in_a_translation_counts_and_whitespace_is_normalised() -> None:
    assert run(judged("yes", "d'une manière   illicite,\nun dommage")).status == "MATCH"


def test_unknown_verdict_is_a_bad_judgement() -> None:
    with pytest.raises(BadJudgement):
        run(judged("maybe", "Schaden"))


def test_confidence_is_capped_by_evidence() -> None:
    assert run(judged("yes", "Schaden zufügt", confidence=1.0), judge="structured").confidence == 0.85
    assert run(judged("yes", "Schaden zufügt", confidence=1.0), judge="llm").confidence == 0.95
    head = run(
        judged("partial", "Schaden zufügt", confidence=1.0), found(kind="regeste"), canonical="ch:OR:art-41"
    )
    assert head.confidence == 0.6


def test_assert_grounded_rejects_every_ungrounded_match() -> None:
    f = found()
    assert_grounded("MATCH", f, "Schaden zufügt")
    assert_grounded("PARTIAL", None, "")
    with pytest.raises(UngroundedMatch):
        assert_grounded("MATCH", None, "Schaden zufügt")
    with pytest.raises(UngroundedMatch):
        assert_grounded("MATCH", f, "")
    with pytest.raises(UngroundedMatch):
        assert_grounded("MATCH", f, TEXT_42)
    empty = Found(canonical="ch:OR:art-41", passages=[])
    with pytest.raises(UngroundedMatch):
        assert_grounded("MATCH", empty, "x")


def test_evidence_kind_from_segments() -> None:
    assert evidence_kind([Passage("k", "consideration", "t", "de")]) == "full-text"
    assert evidence_kind([Passage("k", "massima", "t", "it")]) == "headnote"
    assert (
        evidence_kind([Passage("k", "regeste", "t", "de"), Passage("k", "consideration", "t", "de")])
        == "full-text"
    )
    assert evidence_kind([Passage("k", "article", "  ", "de")]) == "metadata"
    assert evidence_kind([]) == "metadata"
