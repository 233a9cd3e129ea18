"""Round 20 of the structured judge (session 16)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import judged

from lexgate.judges.negation import marked_cases
from lexgate.judges.numbers import elapsed
from lexgate.judges.terms import profile


def test_a_changed_minimum_behind_a_negated_comparator_is_a_contradiction() -> None:
    # art. 589-ter c.p.: "comunque non puo' essere inferiore a cinque anni" is a minimum of five years; a
    # claim's "cannot be lower than three years" states another minimum, not a case that meets it
    cite = "art. 589-ter c.p."
    claim = (
        "If the driver who caused the fatal collision flees the scene, the penalty is increased by one third "
        "to two thirds, and in any event the sentence cannot be lower than {} years ({})."
    )
    got = judged(claim.format("three", cite), cite, "en")
    assert got.status == "MISMATCH", got.reason
    assert "three years" in got.reason
    assert judged(claim.format("five", cite), cite, "en").status != "MISMATCH"


def test_the_words_of_a_glossary_phrase_carry_its_concept() -> None:
    # "legal aid" is the glossary's phrase for "unentgeltliche Rechtspflege": "aid" alone names nothing
    prof = profile("Both spouses applied for legal aid.", "en", True)
    concepts = dict(zip(prof.tokens, prof.token_concepts, strict=True))
    assert "legal_aid" in concepts["aid"] and "legal_aid" in concepts["legal"]
    assert "legal_aid" not in profile("The legal position is clear.", "en", True).token_concepts[0]


def test_an_english_claim_on_a_german_consideration_about_legal_aid_is_not_unrelated() -> None:
    cite = "judgment 5A_244/2019 of 15 April 2019, consid. 4"
    claim = (
        "Where both spouses have applied for legal aid, the court may not reject one spouse's application "
        "merely because she did not explain why an advance on costs from the other spouse was unavailable "
        f"({cite})."
    )
    got = judged(claim, cite, "en")
    assert got.status != "MISMATCH", got.reason


def test_a_fee_where_the_source_says_free_of_charge_is_a_contradiction() -> None:
    cite = "Art. 17 Abs. 3 BewG"
    claim = (
        "Verzichtet die beschwerdeberechtigte kantonale Behörde auf eine Beschwerde, so eröffnet sie die "
        f"Verfügung mit den vollständigen Akten {{}} dem Bundesamt für Justiz ({cite})."
    )
    got = judged(claim.format("gegen Gebühr"), cite, "de")
    assert got.status == "MISMATCH", got.reason
    assert "gegen gebuhr" in got.reason
    assert judged(claim.format("kostenlos"), cite, "de").status == "MATCH"


def test_without_the_parties_where_the_source_says_in_their_presence_is_a_contradiction() -> None:
    cite = "art. 757 c.p.c."
    claim = (
        "Se non può provvedere nello stesso giorno, il giudice descrive nel processo verbale la forma esterna "
        "delle carte e le chiude in un involto da lui sigillato e sottoscritto, {}, fissando il giorno e "
        f"l'ora dei provvedimenti ulteriori ({cite})."
    )
    got = judged(claim.format("senza necessità della presenza delle parti"), cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert judged(claim.format("in presenza delle parti"), cite, "it").status != "MISMATCH"


def test_joint_liability_where_the_source_says_sole_liability_is_a_contradiction() -> None:
    # the clause split off at "und" ("der Bund solidarisch ...") is too short to align: its sentence is read
    cite = "Art. 48f Abs. 1 DesG"
    claim = (
        "Erweist sich die Vernichtung der zurückbehaltenen Gegenstände als unbegründet, haften die "
        f"Antragstellerin und der Bund solidarisch für den entstandenen Schaden ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MISMATCH", got.reason
    assert "solidarisch" in got.reason


def test_a_right_excluded_where_the_source_reserves_it_is_doubt_at_least() -> None:
    cite = "Art. 10 Abs. 4 PRG"
    claim = (
        "Tritt die Konsumentin wegen einer wesentlichen Vertragsänderung vom Pauschalreisevertrag zurück, so "
        f"ist ein Anspruch auf Schadenersatz wegen Nichterfüllung ausgeschlossen ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status in ("PARTIAL", "MISMATCH"), got.reason
    assert "vorbehalten" in got.reason


def test_a_quotation_cut_before_a_short_condition_is_doubt() -> None:
    # E. 2.2 goes on ", sofern sie nicht nichtig, d.h. offenkundig mangelhaft sind": one content word
    cite = "Urteil 6B_452/2016 vom 23. Dezember 2016 E. 2.2"
    quote = (
        "Aus dem Vertrauensgrundsatz im Strassenverkehr ergibt sich die Pflicht zur Beachtung auch "
        "rechtswidrig platzierter Signale"
    )
    claim = f"Die Rüge der vorschriftswidrigen Platzierung des Signals ist unbehelflich, denn «{quote}.» ({cite})."
    got = judged(claim, cite, "de")
    assert got.status == "PARTIAL", got.reason
    assert "stops before" in got.reason


def test_the_last_part_of_a_quotation_with_an_omission_is_read_for_a_cut() -> None:
    # Art. 14 Abs. 1 AsylG: "... kein Verfahren ... einleiten, ausser es bestehe ein Anspruch auf deren
    # Erteilung" (a German exception in the subjunctive)
    cite = "Art. 14 para. 1 AsylA"
    claim = (
        f"{cite} is unequivocal: from the filing of the asylum application an asylum seeker 'kann [...] kein "
        "Verfahren um Erteilung einer ausländerrechtlichen Aufenthaltsbewilligung einleiten', so our client's "
        "application to the cantonal migration office is barred."
    )
    got = judged(claim, cite, "en")
    assert got.status == "PARTIAL", got.reason
    assert "anspruch" in got.reason


def test_an_exception_opened_by_ausser_runs_over_a_list_of_nouns() -> None:
    text = (
        "Behandlungen, die lediglich aus ästhetischen Gründen vorgenommen werden, ausser die Untersuchung, "
        "Beratung oder Behandlung erfolge durch einen Arzt, gelten nicht als Heilbehandlungen."
    )
    assert marked_cases(text, "de", "exception") == [
        "untersuchung beratung oder behandlung erfolge durch einen arzt"
    ]
    # "ausser Kraft" is no exception
    assert marked_cases("Das Gesetz tritt ausser Kraft, wenn ...", "de", "exception") == []


def test_even_if_not_against_a_precondition_dispenses_with_it() -> None:
    # art. 14bis cpv. 2 LAVS: "La riscossione di supplementi presuppone che il datore di lavoro sia stato
    # condannato per un delitto o una contravvenzione"
    cite = "art. 14bis cpv. 2 LAVS"
    claim = (
        "La cassa di compensazione può riscuotere il supplemento anche se il datore di lavoro {}è stato "
        f"condannato per un delitto o una contravvenzione ({cite})."
    )
    got = judged(claim.format("non "), cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert "even without" in got.reason and "condannato" in got.reason
    assert judged(claim.format("").replace("anche se", "se"), cite, "it").status != "MISMATCH"


def test_requirement_markers_name_the_precondition() -> None:
    text = "La riscossione di supplementi presuppone che il datore di lavoro sia stato condannato."
    assert marked_cases(text, "it", "requirement") == ["il datore di lavoro sia stato condannato"]


def test_the_rule_of_the_neighbouring_article_is_a_wrong_article() -> None:
    # Art. 38 Abs. 1 IPRG gives the authorities for a change of name; the law of a name is Art. 37 Abs. 1
    cite = "Art. {} Abs. 1 IPRG"
    claim = (
        "Der Name unseres Mandanten, der seit 2019 Wohnsitz in London hat, untersteht dem Recht, auf welches "
        "das Kollisionsrecht des Wohnsitzstaates verweist ({})."
    )
    got = judged(claim.format(cite.format(38)), cite.format(38), "de")
    assert got.status == "MISMATCH", got.reason
    assert "Art. 37" in got.reason
    assert judged(claim.format(cite.format(37)), cite.format(37), "de").status == "MATCH"


def test_time_elapsed_since_an_event_meets_a_time_limit() -> None:
    # Art. 16i Abs. 1 EOG: "... oder dies innerhalb der folgenden sechs Monate wird" (fr "au cours des six
    # mois qui suivent", it "nei sei mesi successivi"): becoming the father two months after the birth meets it
    cite = "Art. 16i para. 1 EOG"
    claim = (
        "Mr Dubois, who became the child's legal father {} months after the birth, was compulsorily insured "
        "under the AHVG during the nine months before the birth, worked during seven of those months and was "
        f"an employee at the time of the birth; he therefore qualifies for the other-parent allowance under {cite}."
    )
    got = judged(claim.format("two"), cite, "en")
    assert got.status == "MATCH", got.reason
    # eight months after the birth is past the limit
    assert judged(claim.format("eight"), cite, "en").status != "MATCH"


def test_elapsed_time_is_the_figure_before_after() -> None:
    assert elapsed("he became the father two months after the birth", "two months")
    assert elapsed("zwei monate nach der geburt", "zwei monate")
    assert not elapsed("within two months of the birth", "two months")
