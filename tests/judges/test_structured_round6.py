"""Round 6: function words no stop-word list holds carry no content in claim or source."""

from __future__ import annotations

from judge_helpers import request

from lexgate.judges.terms import coverage, profile


def test_function_words_are_no_content_words_of_claim_or_source() -> None:
    req = request("Art. 13 Abs. 1 ArG", "Art. 13 Abs. 1 ArG", "de")
    source = " ".join(p.text for p in req.passages)
    claim = "Der Zuschlag ist schon zwischen den Überstunden und mehr als 60 Stunden geschuldet."
    claim_prof = profile(claim, "de", True)
    source_prof = profile(source + " zwischen mehr schon", "de")
    for word in ("zwischen", "mehr", "schon"):
        assert word not in claim_prof.tokens
        assert word not in source_prof.tokens
    # the content words still count: a claim of only function words and one absent word covers nothing
    assert coverage(profile("zwischen mehr Grundstückkauf", "de", True), [source_prof]).score == 0.0


def test_negation_words_stay_content_words() -> None:
    # both texts' negations count as shared content (the dropped-condition check relies on it)
    assert "nicht" in profile("Die Forderung ist nicht erfüllt.", "de", True).tokens
    assert "not" in profile("The claim is not fulfilled.", "en", True).tokens
