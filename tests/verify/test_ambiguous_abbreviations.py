"""CC / CP / Cost.: the parser picks Swiss or Italian law per document; verify falls back to the other
reading when the first one does not exist in the sources (real store, structured judge)."""

from __future__ import annotations

from typing import Any

import pytest
from verify_helpers import verify_text

ART_2043 = "Chiunque cagiona ad altri un danno ingiusto è tenuto a risarcirlo (art. 2043 CC)."
# an Italian draft with a Swiss cue (DTF): "CC" is read as the Swiss ZGB first, which has no article 2043
ART_2043_SWISS_CUE = (
    "Come ricorda la DTF 140 III 86, qualunque fatto doloso o colposo che cagiona ad altri un danno "
    "ingiusto obbliga colui che ha commesso il fatto a risarcire il danno (art. 2043 CC)."
)


def run(text: str, lang: str, judge: Any, resolver: Any) -> Any:
    return verify_text(text, lang, judge, resolver)


def test_italian_law_draft_is_judged_against_the_codice_civile(structured: Any, resolver: Any) -> None:
    (rec,) = run(ART_2043, "it", structured, resolver).citations
    assert rec.canonical == "it:cc:art-2043"
    assert rec.status == "MATCH"
    assert "danno ingiusto" in rec.source_text


def test_swiss_reading_not_found_falls_back_to_the_italian_code(structured: Any, resolver: Any) -> None:
    # an Italian draft with a Swiss cue (DTF) reads "CC" as the Swiss ZGB, which has no article 2043:
    # the other reading, the Italian codice civile, is used and the record says so
    recs = run(ART_2043_SWISS_CUE, "it", structured, resolver).citations
    (rec,) = [r for r in recs if "2043" in r.text]
    assert rec.canonical == "it:cc:art-2043"
    assert rec.reason.startswith("read as ") and "(ambiguous abbreviation)" in rec.reason
    assert rec.source and rec.status != "UNVERIFIED"


def test_french_draft_has_no_italian_reading(structured: Any, resolver: Any) -> None:
    # in a French draft "CC" is the Swiss ZGB only: no fallback to the Italian code
    text = "Selon l'art. 2043 CC, qui cause à autrui un dommage injuste doit le réparer."
    (rec,) = run(text, "fr", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-2043"
    assert rec.status == "UNVERIFIED" and rec.reason.startswith("not found")


def test_both_readings_missing_keeps_the_first_not_found(structured: Any, resolver: Any) -> None:
    (rec,) = run("Selon l'art. 9999 CC, tout est permis.", "fr", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-9999"
    assert rec.status == "UNVERIFIED" and rec.reason.startswith("not found")


def test_swiss_reading_found_is_kept(structured: Any, resolver: Any) -> None:
    text = "Chacun doit prouver les faits qu'il allègue pour en déduire son droit (art. 8 CC)."
    (rec,) = run(text, "fr", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-8"
    assert "ambiguous" not in rec.reason


def test_undecided_reading_is_named_in_the_reason(structured: Any, resolver: Any) -> None:
    # an Italian draft without cues reads "CC" as the Italian codice civile; the record says so and names
    # the Swiss reading, so a lawyer who meant the ZGB sees it
    (rec,) = run(ART_2043, "it", structured, resolver).citations
    assert rec.reason.startswith("read as art. 2043 c.c. (Italian law)")
    assert "ZGB (Swiss law)" in rec.reason


def test_both_readings_exist_the_better_supported_one_is_kept(structured: Any, resolver: Any) -> None:
    # Swiss cues ("Swiss", "Canton") make the Swiss BV the first reading of "Cost." in this English draft;
    # the claim is the Italian Costituzione's art. 32 (health treatment), which the Swiss art. 32 (criminal
    # procedure) does not support: the Italian reading is judged too and kept, and the reason says why
    text = (
        "Our Swiss client from the Canton of Ticino asks whether no one may be obliged to undergo any health "
        "treatment except under the provisions of the law (art. 32 Cost.)."
    )
    (rec,) = run(text, "en", structured, resolver).citations
    assert rec.canonical == "it:cost:art-32"
    assert rec.status in ("MATCH", "PARTIAL")
    assert "supports the claim better than Art. 32 BV (Swiss law)" in rec.reason


def test_both_readings_exist_and_the_first_supports_it_is_kept(structured: Any, resolver: Any) -> None:
    # an Italian draft reads "CC" as the codice civile; art. 2043 c.c. supports the claim, the Swiss
    # ZGB has no article 2043 anyway, and a found Swiss art. 8 would not beat a MATCH
    (rec,) = run(ART_2043, "it", structured, resolver).citations
    assert rec.canonical == "it:cc:art-2043" and rec.status == "MATCH"
    assert "supports the claim better" not in rec.reason


def test_cost_in_a_german_draft_keeps_the_italian_reading(structured: Any, resolver: Any) -> None:
    # "Cost." abbreviates the Swiss constitution only in Italian (BV in German): a German draft citing it
    # about a health treatment means the Italian Costituzione, its first reading, with the BV as the other
    text = (
        "Niemand kann zu einer bestimmten medizinischen Behandlung verpflichtet werden, ausser durch "
        "gesetzliche Vorschrift (Art. 32 Cost.)."
    )
    (rec,) = run(text, "de", structured, resolver).citations
    assert rec.canonical == "it:cost:art-32", rec.reason
    assert rec.status in ("MATCH", "PARTIAL")
    assert "(Italian law); the abbreviation also names Art. 32 BV (Swiss law)" in rec.reason


def test_fallback_reading_that_does_not_support_the_claim_is_unverified(
    structured: Any, resolver: Any
) -> None:
    # the Italian Constitution has no art. 141; the Swiss BV has one, about something else: the citation
    # as meant does not exist, so it is UNVERIFIED (not found), not a doubtful PARTIAL of the BV
    text = "La revisione delle circoscrizioni delle Regioni è riservata alla legge costituzionale dall'art. 141 Cost."
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.status == "UNVERIFIED"
    assert rec.reason.startswith("not found") and "read as" in rec.reason
    assert rec.canonical == "it:cost:art-141"


def test_fallback_reading_that_supports_the_claim_is_kept(structured: Any, resolver: Any) -> None:
    # the other test above: the fallback is a MATCH, so it stands
    (rec,) = [r for r in run(ART_2043_SWISS_CUE, "it", structured, resolver).citations if "2043" in r.text]
    assert rec.status == "MATCH"


def test_a_reading_that_hardly_speaks_of_the_claim_does_not_displace_a_contradiction(
    structured: Any, resolver: Any
) -> None:
    # art. 13 Cost. (Italian): "La libertà personale è inviolabile"; the claim negates it.  Art. 13 BV
    # (privacy) covers the claim only weakly: that is no better support, the contradiction stands
    text = "La libertà personale non è inviolabile (art. 13 Cost.)."
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.canonical.startswith("it:cost:art-13")
    assert rec.status == "MISMATCH"


def test_a_letter_only_the_other_law_has_decides_the_reading(structured: Any, resolver: Any) -> None:
    # "art. 198 lett. c CPC": the Italian c.p.c. art. 198 has no letter c, the Swiss ZPO's has (divorce
    # proceedings need no conciliation): the Swiss reading is the one meant, and it does not block
    text = (
        "Chi intende promuovere un'azione di divorzio può rivolgersi direttamente al giudice, senza dover "
        "prima esperire il tentativo di conciliazione (art. 198 lett. c CPC)."
    )
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.canonical == "ch:ZPO:art-198:let-c"
    assert rec.status in ("MATCH", "PARTIAL")


def test_of_two_doubtful_readings_the_one_covering_the_claim_in_part_is_kept(
    structured: Any, resolver: Any
) -> None:
    # an Italian draft reads "CC" as the codice civile, whose art. 759 is on another subject (the judge
    # hardly finds the claim in it); the Swiss art. 759 ZGB, the bare owner's objection to a use against
    # the nature of the thing, covers the claim in part: both are PARTIAL, the Swiss one is kept
    text = (
        "La signora Bernasconi, nuda proprietaria della casa di Massagno, può opporsi alla trasformazione "
        "dell'abitazione in deposito voluta dall'usufruttuario, trattandosi di un uso non conforme alla "
        "natura della cosa (art. 759 CC)."
    )
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.canonical == "ch:ZGB:art-759", rec.reason
    assert "supports the claim better than art. 759 c.c. (Italian law)" in rec.reason


def test_a_fallback_reading_that_supports_the_claim_with_a_doubt_is_kept(
    structured: Any, resolver: Any
) -> None:
    # "the Civil Code" in an English draft is read as the Swiss ZGB first, which ends at art. 977; the
    # Italian art. 2118 c.c. states the rule and only the tax exemption is not in it: PARTIAL, not a
    # citation that does not exist
    text = (
        "Either party may terminate an open-ended employment contract by giving notice, and a party who "
        "terminates without notice owes the other an indemnity equal to the pay for the notice period, an "
        "indemnity that is moreover exempt from income tax (Article 2118 of the Civil Code)."
    )
    (rec,) = run(text, "en", structured, resolver).citations
    assert rec.status == "PARTIAL" and rec.canonical == "it:cc:art-2118", rec.reason


@pytest.mark.parametrize(
    ("text", "lang", "canonical"),
    [
        # "LPart" is the French abbreviation of two acts, the Mitwirkungsgesetz and the PartG
        # (partnership); the Mitwirkungsgesetz has 15 articles: article 19 is the PartG's
        (
            "À défaut de preuve, le bien est présumé appartenir en copropriété aux deux partenaires "
            "(art. 19 al. 2 LPart).",
            "fr",
            "ch:PartG:art-19:para-2",
        ),
        # the corpus's codice di procedura civile has no text of art. 16 (unavailable offline): "CPC" in an
        # Italian draft without cues is then read as the Swiss ZPO, whose article 16 says this
        (
            "Per l'azione di chiamata in causa è competente il giudice del processo principale (art. 16 CPC).",
            "it",
            "ch:ZPO:art-16",
        ),
    ],
    ids=["two-swiss-acts", "text-missing"],
)
def test_a_reading_not_there_falls_back_to_the_other_one(
    text: str, lang: str, canonical: str, structured: Any, resolver: Any
) -> None:
    (rec,) = run(text, lang, structured, resolver).citations
    assert rec.canonical == canonical
    assert rec.status == "MATCH"
    assert "(ambiguous abbreviation)" in rec.reason


def test_an_abbreviation_of_two_swiss_acts_keeps_the_better_supported_act(
    structured: Any, resolver: Any
) -> None:
    # both acts have an article 12; the claim is the partnership act's, not the works-council one's
    text = "Les partenaires enregistrés se doivent l'un à l'autre assistance et respect (art. 12 LPart)."
    (rec,) = run(text, "fr", structured, resolver).citations
    assert rec.canonical == "ch:PartG:art-12"
    assert rec.status == "MATCH"


def test_a_missing_text_stays_unverified_when_the_other_law_does_not_support(
    structured: Any, resolver: Any
) -> None:
    text = "Il giudice deve sempre nominare un curatore speciale al minore (art. 16 CPC)."
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.status == "UNVERIFIED"
    assert rec.reason.startswith("source unavailable")


def test_a_quotation_found_in_the_cited_article_keeps_it_from_being_misattached(
    structured: Any, resolver: Any
) -> None:
    # the facts (a judgment, an appeal) match art. 431 c.p.c. better; the quotation is art. 282's own words
    text = (
        "La sentenza del Tribunale di Monza n. 1187/2024, che condanna Epsilon S.p.A. al pagamento di euro "
        "212.000, può essere posta in esecuzione anche in pendenza dell'appello: ai sensi dell'art. 282 "
        "c.p.c., «la sentenza di primo grado è provvisoriamente esecutiva tra le parti»."
    )
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.status == "MATCH"


def test_the_other_laws_article_covering_the_claim_in_part_only_is_not_taken(
    structured: Any, resolver: Any
) -> None:
    # the Costituzione ends at art. 139; the Swiss Art. 141 BV (optional referendum) shares a few words with
    # a claim on the Regions' boundaries and nothing speaks against it, but its text covers the claim in part
    # only: that is no sign the lawyer meant the Swiss constitution, so the citation is not found
    text = "La revisione delle circoscrizioni delle Regioni è riservata alla legge costituzionale dall'art. 141 Cost."
    (rec,) = run(text, "it", structured, resolver).citations
    assert rec.status == "UNVERIFIED", rec.reason
    assert rec.reason.startswith("not found") and "covers the claim in part only" in rec.reason
