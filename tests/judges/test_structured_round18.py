"""Round 18 of the structured judge (session 14): term coverage alone no longer makes a doubt."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import judged

from lexgate.judges.structured import (
    IN_PART_MATCH_CONFIDENCE,
    MATCH_COVERAGE,
    PARTIAL_COVERAGE,
)


def test_a_claim_its_text_covers_in_part_with_no_finding_against_it_is_match() -> None:
    # the claim applies Art. 505 Abs. 1 ZGB to the facts: its words for them ("Mrs Keller", "wrote",
    # "finish") are nowhere in the article, so term coverage is about one half, and nothing speaks against it
    cite = "Art. 505 Abs. 1 ZGB"
    claim = (
        "Since Mrs Keller wrote her will by hand from start to finish, dated it and signed it, it is valid in "
        f"form ({cite})."
    )
    got = judged(claim, cite, "en")
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
    got = judged(claim, cite, "en")
    assert got.status == "PARTIAL", got.reason
    assert "only in part" in got.reason


def test_a_figure_given_to_the_case_one_specific_word_names_is_misplaced() -> None:
    # Art. 31 Abs. 2 URG: "a. pour les logiciels, 50 ans ...; b. pour toutes les autres œuvres, 70 ans":
    # the claim's "logiciel" names item a, whose term it changes to item b's
    cite = "art. 31 al. 2 LDA"
    claim = (
        "L'identité de l'auteur du logiciel ayant été rendue publique en 2010, la protection de ce programme "
        f"prendra fin 70 ans après son décès ({cite})."
    )
    got = judged(claim, cite, "fr")
    assert got.status == "MISMATCH" and "50 ans" in got.reason, got.reason
    assert judged(claim.replace("70 ans", "50 ans"), cite, "fr").status != "MISMATCH"


def test_a_count_that_meets_the_sources_bound_applies_the_rule() -> None:
    # "Schlachtbetrieben mit weniger als 1200 Schlachteinheiten pro Jahr": 900 is under the bound
    cite = "Art. 2 Abs. 2 lit. c SV"
    claim = (
        "Die Metzgerei Schmid, die jährlich rund {} Schlachteinheiten Schweine verarbeitet, ist für diese Tiere "
        f"von der Qualitätseinstufung ausgenommen ({cite})."
    )
    assert judged(claim.format(900), cite, "de").status == "MATCH"
    # ... and a count over it is the source's count changed
    assert judged(claim.format(1500), cite, "de").status == "MISMATCH"


def test_an_exemption_list_is_no_list_of_cumulative_conditions() -> None:
    # "Ausgenommen von Absatz 1 sind: a. ...; ... c. ...": each item is exempt on its own
    cite = "Art. 2 Abs. 2 lit. c SV"
    claim = (
        "Die Metzgerei Schmid, die jährlich rund 900 Schlachteinheiten Schweine verarbeitet, ist für diese Tiere "
        f"von der Qualitätseinstufung ausgenommen ({cite})."
    )
    assert "cumulative conditions" not in judged(claim, cite, "de").reason


def test_the_date_of_an_amendment_note_does_not_make_the_claims_date_a_figure() -> None:
    # art. 782 c.c. keeps "COMMA ABROGATO DALLA L. 15 MAGGIO 1997, N. 127": that date names a law, so the
    # claim's "12 marzo 2023" (the date of the deed) is a fact of the case, not a figure the code lacks
    cite = "art. 782 c.c."
    claim = (
        "La donazione dell'appartamento di via Manzoni fatta da Carla Rossi al nipote con semplice scrittura "
        f"privata del 12 marzo 2023 è nulla: l'{cite} stabilisce che \"La donazione deve essere fatta per atto "
        'pubblico, sotto pena di nullità".'
    )
    got = judged(claim, cite, "it")
    assert got.status == "MATCH", got.reason


def test_rule_dates_leave_out_the_dates_of_acts() -> None:
    from lexgate.judges.numbers import rule_dates as _rule_dates

    assert _rule_dates("COMMA ABROGATO DALLA L. 15 MAGGIO 1997, N. 127 COME MODIFICATA") == []
    assert _rule_dates("gemäss Bundesgesetz vom 18. Dezember 1998 über die Spielbanken") == []
    assert [q.text for q in _rule_dates("Die Frist läuft bis zum 31. Dezember 2025.")] == [
        "31. dezember 2025"
    ]


def test_a_claim_saying_both_opposites_does_not_swap_them() -> None:
    # Art. 77 Abs. 4 VZAE asks for oral skills; "orales et écrites" says more (an added requirement), and
    # the clause split off at "et" ("écrites de la langue ...") is no opposite of "orales"
    cite = "art. 77 al. 4 OASA"
    claim = (
        "Pour obtenir la prolongation de son autorisation de séjour après la dissolution de la famille, Mme "
        "Kovač doit prouver des connaissances orales et écrites de la langue nationale parlée à Neuchâtel "
        f"équivalant au moins au niveau A1 ({cite})."
    )
    both = judged(claim, cite, "fr")
    assert both.status != "MISMATCH" and "where the source says «orales»" not in both.reason, both.reason
    only_written = judged(claim.replace("orales et écrites", "écrites"), cite, "fr")
    assert only_written.status != "MATCH"
    assert "the claim says «ecrites» where the source says «orales»" in only_written.reason


def test_once_and_repeatedly_are_opposites() -> None:
    from lexgate.judges.antonyms import swapped

    source = "La proroga puo' essere autorizzata per una sola volta e per un tempo non superiore a sei mesi."
    assert swapped("il pubblico ministero può ottenere la proroga più volte", "it", source, "it") == (
        "piu volte",
        "una sola volta",
    )
    assert swapped("the extension may be granted more than once", "en", source, "it") is not None
    assert swapped("la proroga può essere concessa una sola volta", "it", source, "it") is None
