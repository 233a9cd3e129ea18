"""Round 21 of the structured judge (session 17)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import judged

from lexgate.judges.negation import marked_cases
from lexgate.judges.terms import profile


def test_a_claim_that_says_a_short_negated_sentence_without_its_negation_contradicts_it() -> None:
    # art. 64a cpv. 2 LStrI: "Esso non ha effetto sospensivo." The claim says all of that sentence but the
    # negation; the source's "chiedere la concessione dell'effetto sospensivo" affirms something else
    cite = "art. 64a cpv. 2 LStrI"
    claim = (
        "Il ricorso contro la decisione di allontanamento Dublino {} effetto sospensivo, sicché il signor K. "
        f"non può essere trasferito prima della decisione del Tribunale amministrativo federale ({cite})."
    )
    got = judged(claim.format("ha per legge"), cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert "effetto" in got.reason
    assert judged(claim.format("non ha per legge"), cite, "it").status != "MISMATCH"


def test_a_negated_concessive_case_against_an_only_if_condition_is_a_contradiction() -> None:
    # art. 497 c.c.: "non puo' essere costretto al pagamento con i propri beni, se non quando e' stato
    # costituito in mora a presentare il conto"
    cite = "art. 497 c.c."
    claim = (
        "L'erede che ha accettato con beneficio d'inventario può essere costretto a pagare i creditori con i "
        f"propri beni {{}} è stato costituito in mora a presentare il conto ({cite})."
    )
    got = judged(claim.format("anche se non"), cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert "costituito in mora" in got.reason
    assert judged(claim.format("soltanto quando"), cite, "it").status != "MISMATCH"


def test_only_if_markers_name_a_precondition() -> None:
    assert marked_cases("Il giudice provvede solo se la parte lo chiede.", "it", "requirement") == [
        "la parte lo chiede"
    ]
    assert marked_cases("Der Antrag ist nur wenn er begründet ist zulässig.", "de", "requirement")
    assert marked_cases("The court may act only if the party so requests.", "en", "requirement")


def test_regardless_of_whether_dispenses_with_the_sources_condition() -> None:
    # Art. 19 Abs. 4 BetmG: punishable for an act abroad "sofern die Tat auch am Begehungsort strafbar ist"
    cite = "Art. 19 Abs. 4 BetmG"
    claim = (
        "Unser Mandant, der das Kokain in den Niederlanden verkauft hat und nicht ausgeliefert wird, ist in der "
        f"Schweiz gemäss {cite} strafbar, {{}}"
    )
    got = judged(
        claim.format("und zwar unabhängig davon, ob die Tat am Begehungsort strafbar ist."), cite, "de"
    )
    assert got.status == "MISMATCH", got.reason
    assert "begehungsort" in got.reason
    fine = judged(claim.format("sofern die Tat auch am Begehungsort strafbar ist."), cite, "de")
    assert fine.status != "MISMATCH", fine.reason


def test_another_federal_authority_than_the_sources_is_disclosed() -> None:
    # Art. 57 Abs. 1 FinfraG: "unterliegt der Genehmigung durch die FINMA"
    cite = "Art. 57 Abs. 1 FinfraG"
    claim = (
        "Der Abschluss der Interoperabilitätsvereinbarung zwischen den beiden zentralen Gegenparteien bedarf "
        f"der Genehmigung durch die {{}} ({cite})."
    )
    got = judged(claim.format("Schweizerische Nationalbank"), cite, "de")
    assert got.status != "MATCH", got.reason
    assert "nationalbank" in got.reason and "finma" in got.reason
    assert "nationalbank" not in judged(claim.format("FINMA"), cite, "de").reason


def test_a_figure_of_the_clients_case_after_a_judgments_citation_is_no_contradiction() -> None:
    # consid. 3.3 speaks of its own case's 1'333 fr.; the draft applies the rule to its client's 1'200 fr.
    cite = "arrêt 5A_627/2019 du 9 avril 2020 consid. 3.3"
    claim = (
        "Les frais remboursés par l’employeur qui ne correspondent pas à des dépenses effectives font partie "
        f"du revenu déterminant pour fixer la contribution d’entretien ({cite}) ; l’indemnité forfaitaire de "
        "1'200 fr. perçue par M. X. doit donc être ajoutée à son salaire."
    )
    got = judged(claim, cite, "fr")
    assert got.status == "MATCH", got.reason
    # the same figure told as the judgment's own is read against it
    told = (
        "Dans l'arrêt 5A_627/2019 du 9 avril 2020 consid. 3.3, le Tribunal fédéral a ajouté au revenu de "
        "l'intimé l'indemnité forfaitaire liée aux frais de représentation, chiffrée à 1'200 fr. par mois."
    )
    assert judged(told, cite, "fr").status == "MISMATCH"


def test_a_declaration_of_unconstitutionality_spoken_of_as_a_noun_is_no_claimed_outcome() -> None:
    from lexgate.judges.outcome import claimed_outcome

    principle = (
        "Il rilevante impegno finanziario che deriverebbe per lo Stato dall'accoglimento non preclude di per sé "
        "la declaratoria di illegittimità costituzionale"
    )
    assert claimed_outcome(principle, "it") is None
    assert claimed_outcome("La Corte ha pronunciato la declaratoria di illegittimità costituzionale", "it")
    assert claimed_outcome("È stata dichiarata l'illegittimità costituzionale dell'art. 5", "it") == "upheld"


def test_a_negation_in_an_indirect_question_or_a_condition_asserts_nothing() -> None:
    from lexgate.judges.negation import negation_sites

    assert not negation_sites(
        "Ob die Strafbehörde die Verfahrenskosten zu Recht nicht erlassen hat, prüft", "de"
    )
    assert not negation_sites("soltanto se l'indirizzo degli aventi diritto non fosse stato reperibile", "it")
    # a concessive case is no condition: its negation is the claim's
    assert negation_sites("haftet, auch wenn er für seine Tätigkeit keine Vergütung bezieht", "de")


def test_unless_the_act_provides_otherwise_is_the_sources_own_reservation() -> None:
    # art. 6 LADI: "Salvo disposizione contraria della presente legge, ..."
    cite = "art. 6 LADI"
    claim = (
        f"Ai sensi dell'{cite}, in materia di contributi e di supplementi sui contributi all'assicurazione contro "
        "la disoccupazione si applica per analogia la legislazione AVS, comprese le sue deroghe alla LPGA, "
        "salvo che la LADI disponga altrimenti."
    )
    got = judged(claim, cite, "it")
    assert got.status == "MATCH", got.reason


def test_a_claim_stating_one_of_two_alternative_cases_drops_no_condition() -> None:
    from lexgate.judges.structured import _other_alternative_said

    sentence = (
        "Il n'y a pas inadvertance s'il apprécie mal une preuve administrée devant lui, ou si ayant vu "
        "correctement une pièce au dossier, il en tire une déduction de fait erronée."
    )
    one = profile(
        "Il n'y a pas d'inadvertance lorsque le Tribunal fédéral, ayant vu correctement une pièce du dossier, "
        "en tire une déduction de fait erronée.",
        "fr",
        True,
    )
    assert _other_alternative_said("apprecie mal une preuve administree devant lui", sentence, "fr", one)
    other = profile("Il n'y a pas d'inadvertance lorsque le juge statue vite.", "fr", True)
    assert not _other_alternative_said(
        "apprecie mal une preuve administree devant lui", sentence, "fr", other
    )


def test_a_period_with_an_adjective_between_number_and_unit_is_read() -> None:
    from lexgate.judges.numbers import quantities

    assert [q.value for q in quantities("les fermages des trois dernières années")] == [1095.0]
    assert [q.value for q in quantities("die Zinsen der drei letzten Jahre")] == [1095.0]
    # art. 25b LBFA secures "le fermage de l'année écoulée et de l'année courante": no three years
    cite = "art. 25b LBFA"
    claim = (
        "Pour garantir les fermages des trois dernières années, le bailleur dispose du même droit de "
        f"rétention qu’en matière de bail à loyer portant sur des locaux commerciaux ({cite})."
    )
    got = judged(claim, cite, "fr")
    assert got.status != "MATCH" and "trois dernieres annees" in got.reason, got.reason
