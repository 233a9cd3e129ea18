"""CC / CP / Cost.: the parser picks Swiss or Italian law per document; verify falls back to the other
reading when the first one does not exist in the sources (real store, structured judge)."""

from __future__ import annotations

from typing import Any

from verify_helpers import draft

from lexgate.verify.pipeline import verify_document

ART_2043 = "Chiunque cagiona ad altri un danno ingiusto è tenuto a risarcirlo (art. 2043 CC)."


def run(text: str, lang: str, judge: Any, resolver: Any) -> Any:
    return verify_document(draft(text, lang), judge=judge, resolver=resolver, privacy="balanced", lang=lang)


def test_italian_law_draft_is_judged_against_the_codice_civile(structured: Any, resolver: Any) -> None:
    (rec,) = run(ART_2043, "it", structured, resolver).citations
    assert rec.canonical == "it:cc:art-2043"
    assert rec.status == "MATCH"
    assert "danno ingiusto" in rec.source_text


def test_swiss_reading_not_found_falls_back_to_the_italian_code(structured: Any, resolver: Any) -> None:
    # a French draft reads "CC" as the Swiss ZGB, which has no article 2043: the Italian reading is used
    text = "Selon l'art. 2043 CC, qui cause à autrui un dommage injuste doit le réparer (danno ingiusto)."
    (rec,) = run(text, "fr", structured, resolver).citations
    assert rec.canonical == "it:cc:art-2043"
    assert rec.reason.startswith("read as ") and "(ambiguous abbreviation)" in rec.reason
    assert rec.source and rec.status != "UNVERIFIED"


def test_both_readings_missing_keeps_the_first_not_found(structured: Any, resolver: Any) -> None:
    (rec,) = run("Selon l'art. 9999 CC, tout est permis.", "fr", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-9999"
    assert rec.status == "UNVERIFIED" and rec.reason.startswith("not found")


def test_swiss_reading_found_is_kept(structured: Any, resolver: Any) -> None:
    text = "Chacun doit prouver les faits qu'il allègue pour en déduire son droit (art. 8 CC)."
    (rec,) = run(text, "fr", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-8"
    assert "ambiguous" not in rec.reason
