"""Round 3 of the structured judge: a number read against the wrong tier of a tiered rule, negation
flips in Constitutional Court massime beside an unrelated negation, and a source negation of a word
the claim does not use.  Judge tests run on real corpus passages."""

from __future__ import annotations

from judge_helpers import request

from lexgate.judges.numbers import tier_conflict, tier_dropped
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()

TIERED_DE = (
    "während der Arbeitnehmer krank ist, und zwar im ersten Dienstjahr während 30 Tagen, ab zweitem "
    "bis und mit fünftem Dienstjahr während 90 Tagen und ab sechstem Dienstjahr während 180 Tagen"
)


def status(draft: str, cite: str, lang: str) -> str:
    return JUDGE.judge(request(draft, cite, lang)).status


# --- the tier rule on its own -------------------------------------------------------------------


def test_tier_conflict_finds_the_number_of_another_tier() -> None:
    hit = tier_conflict("Im ersten Dienstjahr gilt eine Sperrfrist von 90 Tagen.", [TIERED_DE])
    assert hit is not None
    claim_q, theirs = hit
    assert (claim_q.value, theirs.value) == (90.0, 30.0)


def test_tier_conflict_accepts_the_right_tier() -> None:
    assert tier_conflict("Im ersten Dienstjahr gilt eine Sperrfrist von 30 Tagen.", [TIERED_DE]) is None
    assert tier_conflict("Ab dem sechsten Dienstjahr gilt sie während 180 Tagen.", [TIERED_DE]) is None


def test_tier_conflict_needs_an_ordinal_in_the_claim() -> None:
    assert tier_conflict("Die Sperrfrist kann 90 Tage dauern.", [TIERED_DE]) is None


def test_tier_conflict_works_across_languages() -> None:
    assert tier_conflict("In the first year of service the period is 90 days.", [TIERED_DE]) is not None
    assert tier_conflict("In the first year of service the period is 30 days.", [TIERED_DE]) is None


def test_ambiguous_ordinal_words_are_not_tiers() -> None:
    # Italian "prima" also means "before"
    source = "il termine e' di trenta giorni per il primo anno e di novanta giorni dopo"
    assert tier_conflict("novanta giorni prima della scadenza", [source]) is None


# --- the judge on real passages --------------------------------------------------------------------


def test_number_of_another_tier_in_a_long_article_is_a_mismatch() -> None:
    cite = "Art. 336c Abs. 1 OR"
    base = "Nach Ablauf der Probezeit darf der Arbeitgeber einem krankheitsbedingt arbeitsunfähigen Arbeitnehmer im ersten Dienstjahr während {} Tagen nicht kündigen ({})."
    assert status(base.format(30, cite), cite, "de") == "MATCH"
    assert status(base.format(90, cite), cite, "de") == "MISMATCH"


def test_notice_period_of_another_year_of_service_is_a_mismatch() -> None:
    cite = "Art. 335c Abs. 1 OR"
    wrong = f"Im ersten Dienstjahr kann das Arbeitsverhältnis mit einer Kündigungsfrist von zwei Monaten auf das Ende eines Monats gekündigt werden ({cite})."
    right = f"Im ersten Dienstjahr kann das Arbeitsverhältnis mit einer Kündigungsfrist von einem Monat auf das Ende eines Monats gekündigt werden ({cite})."
    assert status(wrong, cite, "de") == "MISMATCH"
    assert status(right, cite, "de") != "MISMATCH"


def test_massima_flip_beside_another_negation_is_a_mismatch() -> None:
    cite = "Corte cost., sent. n. 207/2022"
    tail = (
        "le questioni di legittimità costituzionale dell'art. 438, comma 1-bis, cod. proc. pen. nella parte "
        "in cui non prevede che l'imputato seminfermo di mente per delitti puniti con l'ergastolo sia "
        f"ammesso al rito abbreviato ({cite})."
    )
    assert status(f"Sono fondate {tail}", cite, "it") == "MISMATCH"
    assert status(f"Non sono fondate {tail}", cite, "it") == "MATCH"


def test_source_negating_a_word_the_claim_does_not_use_is_no_doubt() -> None:
    cite = "art. 2048 c.c."
    draft = f"Il padre e la madre sono responsabili del danno cagionato dal fatto illecito dei figli minori che abitano con essi ({cite})."
    assert status(draft, cite, "it") == "MATCH"


def test_tier_dropped_when_the_claim_states_a_graded_number_generally() -> None:
    assert tier_dropped("Die Sperrfrist dauert 30 Tage.", [TIERED_DE]) is not None
    assert tier_dropped("Im ersten Dienstjahr dauert die Sperrfrist 30 Tage.", [TIERED_DE]) is None
    assert tier_dropped("Die Sperrfrist dauert 30 Tage.", ["Die Sperrfrist dauert 30 Tage."]) is None


def test_notice_period_of_one_tier_stated_generally_is_partial() -> None:
    cite = "art. 335c al. 1 CO"
    draft = f"Le contrat de travail peut être résilié pour la fin d'un mois moyennant un délai de congé d'un mois ({cite})."
    assert status(draft, cite, "fr") == "PARTIAL"
    tiered = f"Pendant la première année de service, le contrat peut être résilié pour la fin d'un mois moyennant un délai de congé d'un mois ({cite})."
    assert status(tiered, cite, "fr") == "MATCH"
