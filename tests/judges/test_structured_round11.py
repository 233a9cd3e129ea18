"""Round 11 of the structured judge (session 6, after the round-10 blind cases)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.negation import cumulative_lead, negation_sites
from lexgate.judges.numbers import comparator_before, compare, quantities, range_conflict
from lexgate.judges.structured import StructuredJudge
from lexgate.judges.text import fold

JUDGE = StructuredJudge()


@pytest.mark.parametrize(
    ("text", "predicates"),
    [
        # "weder ... noch" bears on the verb that closes the clause
        (
            "Sie kann ihre Haftung aus diesem Gesetz weder für eigenes Verhalten noch für jenes ihrer "
            "Hilfspersonen wegbedingen.",
            ("eigenes", "wegbedingen"),
        ),
        # a plain "nicht" before a participle bears on it, not on the clause's verb
        ("wer Umsatz aus nicht von der Steuer ausgenommenen Leistungen erzielt", ("steuer",)),
        # "weder" without "noch" in the clause: no reach to the verb
        ("Er kann weder heute kommen.", ("heute",)),
    ],
)
def test_what_a_german_negation_bears_on(text: str, predicates: tuple[str, ...]) -> None:
    assert negation_sites(text, "de")[0].predicates == predicates


@pytest.mark.parametrize(
    ("draft", "status"),
    [
        (
            "Die Anbieterin von Zertifizierungsdiensten kann ihre Haftung für das Verhalten ihrer "
            "Hilfspersonen in ihren Allgemeinen Geschäftsbedingungen wirksam wegbedingen (Art. 17 Abs. 3 ZertES).",
            "MISMATCH",
        ),
        (
            "Die Anbieterin von Zertifizierungsdiensten kann ihre Haftung auch für das Verhalten ihrer "
            "Hilfspersonen nicht wegbedingen (Art. 17 Abs. 3 ZertES).",
            "MATCH",
        ),
    ],
)
def test_a_claim_affirming_what_weder_noch_denies(draft: str, status: str) -> None:
    assert JUDGE.judge(request(draft, "Art. 17 Abs. 3 ZertES", "de")).status == status


@pytest.mark.parametrize(
    ("draft", "status"),
    [
        # the concordat is discussed at the creditors' second meeting at the earliest, not the first
        (
            "Dans la procédure de faillite, le concordat proposé par le débiteur peut être soumis aux "
            "créanciers et discuté dès leur première assemblée (art. 332 al. 1 LP).",
            "MISMATCH",
        ),
        (
            "Dans la procédure de faillite, le concordat proposé par le débiteur est discuté par les "
            "créanciers lors de leur seconde assemblée au plus tôt (art. 332 al. 1 LP).",
            "MATCH",
        ),
    ],
)
def test_an_ordinal_of_a_counted_thing_the_source_states_otherwise(draft: str, status: str) -> None:
    judgement = JUDGE.judge(request(draft, "art. 332 al. 1 LP", "fr"))
    assert judgement.status == status
    if status == "MISMATCH":
        assert "assembly 1" in judgement.reason and "assembly 2" in judgement.reason


def test_a_missing_prerequisite_negates_it() -> None:
    # "die fehlende Aussichtslosigkeit" says the case is not hopeless: it does not affirm what the
    # source negates ("nicht aussichtslos")
    draft = (
        "Das Bundesgericht erteilte die unentgeltliche Rechtspflege nicht selbst, sondern wies die Sache "
        "zurück, weil deren eigentliche Voraussetzungen, namentlich die fehlende Aussichtslosigkeit und die "
        "Notwendigkeit der Vertretung, noch nicht geprüft worden waren (Urteil 5A_244/2019 vom 15. April "
        "2019 E. 5)."
    )
    assert (
        JUDGE.judge(request(draft, "Urteil 5A_244/2019 vom 15. April 2019 E. 5", "de")).status != "MISMATCH"
    )


def test_a_quotation_of_another_document_beside_a_verbatim_one_is_no_altered_quotation() -> None:
    # the first quotation is the daughter's declaration, the second is the code's words verbatim
    draft = (
        "La dichiarazione del 4 luglio 2022, con cui la figlia rinunciava all'eredità paterna "
        '"limitatamente agli immobili di Bergamo", è invalida: ai sensi dell\'art. 520 c.c. "è nulla la '
        'rinunzia fatta sotto condizione o a termine o solo per parte".'
    )
    assert JUDGE.judge(request(draft, "art. 520 c.c.", "it")).status == "MATCH"
    # alone, a quotation nothing in the article resembles is still an altered quotation
    alone = 'Ai sensi dell\'art. 520 c.c. la rinunzia "limitatamente agli immobili di Bergamo" è nulla.'
    assert JUDGE.judge(request(alone, "art. 520 c.c.", "it")).status == "MISMATCH"


@pytest.mark.parametrize(
    ("lead", "lang", "cumulative"),
    [
        ("Das Kind kann eingebürgert werden, wenn die folgenden Voraussetzungen erfüllt sind:", "de", True),
        (
            "Das Kind kann eingebürgert werden, wenn eine der folgenden Voraussetzungen erfüllt ist:",
            "de",
            False,
        ),
        ("L'autorisation est accordée aux conditions suivantes :", "fr", True),
        ("L'autorisation est accordée si l'une des conditions suivantes est remplie :", "fr", False),
        ("Il permesso è rilasciato se ricorrono le seguenti condizioni:", "it", True),
        ("The permit is granted if any of the following conditions is met:", "en", False),
        ("Die Kantone gewähren folgenden Versicherten Prämienverbilligungen:", "de", False),
    ],
)
def test_a_lead_in_naming_conditions_met_together(lead: str, lang: str, cumulative: bool) -> None:
    assert cumulative_lead(lead, lang) is cumulative


def test_one_condition_of_a_list_met_together_is_not_the_rule() -> None:
    # Art. 24a Abs. 1 BüG: four conditions "wenn die folgenden Voraussetzungen erfüllt sind"; the
    # grandmother born in Switzerland is one of them
    cite = "Art. 24a Abs. 1 BüG"
    draft = (
        "Die in Winterthur geborene Elif kann erleichtert eingebürgert werden, weil ihre Grossmutter in der "
        f"Schweiz geboren wurde ({cite})."
    )
    judgement = JUDGE.judge(request(draft, cite, "de"))
    assert judgement.status == "PARTIAL" and "cumulative conditions" in judgement.reason


@pytest.mark.parametrize(
    ("draft", "blocked"),
    [
        # the rule's six months are stated; the four months are the case's, in the part that applies it
        (
            "Per il reato di atti persecutori il termine per proporre querela è di sei mesi, come prevede "
            "espressamente l'art. 612-bis c.p.; la querela presentata da Giulia Serra quattro mesi dopo "
            "l'ultimo episodio è dunque tempestiva.",
            False,
        ),
        # the rule's figure misquoted: still a contradiction
        (
            "Per il reato di atti persecutori il termine per proporre querela è di quattro mesi "
            "(art. 612-bis c.p.).",
            True,
        ),
    ],
)
def test_a_figure_of_the_case_in_the_part_that_applies_the_rule(draft: str, blocked: bool) -> None:
    status = JUDGE.judge(request(draft, "art. 612-bis c.p.", "it")).status
    assert (status == "MISMATCH") is blocked, status


@pytest.mark.parametrize(
    ("draft", "cite", "lang", "status"),
    [
        # the clause is the sentence but for the negation: a contradiction
        (
            "Wer Schadenersatz beansprucht, muss den Schaden nicht beweisen (Art. 42 Abs. 1 OR).",
            "Art. 42 Abs. 1 OR",
            "de",
            "MISMATCH",
        ),
        # the clause negates one predicate of a longer statement (the language of the judgment, beside
        # the provisions and the appeal's language): doubt, not a block
        (
            "L'arrêt est rendu en allemand, langue du recours, et non dans la langue de la décision "
            "attaquée (arrêt 6B_456/2014 consid. 1.3).",
            "arrêt 6B_456/2014 consid. 1.3",
            "fr",
            "PARTIAL",
        ),
    ],
)
def test_a_negated_predicate_blocks_when_the_clause_is_the_sentence(
    draft: str, cite: str, lang: str, status: str
) -> None:
    assert JUDGE.judge(request(draft, cite, lang)).status == status


def test_an_ordinal_day_of_a_reckoning_is_no_figure_the_source_misses() -> None:
    cite = "art. 14 c.p."
    draft = (
        f"Ai sensi dell'{cite} il termine si computa secondo il calendario comune e il giorno della "
        "decorrenza non vi è compreso: divenuta irrevocabile la sentenza il 10 marzo, il primo giorno del "
        "termine è l'11 marzo."
    )
    judgement = JUDGE.judge(request(draft, cite, "it"))
    assert judgement.status == "MATCH", judgement.reason


def test_a_clause_that_applies_the_rule_to_the_case_is_no_unsupported_claim() -> None:
    cite = "art. 12 cpv. 2 CP"
    draft = (
        "Per il dolo basta che l'autore ritenga possibile il realizzarsi dell'atto e se ne accolli il "
        "rischio: l'imputato, che ha lanciato la bottiglia verso la folla pur prevedendo di poter ferire "
        f"qualcuno, ha quindi agito intenzionalmente ({cite})."
    )
    judgement = JUDGE.judge(request(draft, cite, "it"))
    assert "not supported by the cited text" not in judgement.reason, judgement.reason


@pytest.mark.parametrize(
    ("claim", "source", "moved"),
    [
        ("reduced by one third to one half", "la pena è diminuita da un terzo a due terzi", True),
        ("reduced by one third to two thirds", "la pena è diminuita da un terzo a due terzi", False),
        # a range the source states for another case too: no moved end
        ("da uno a cinque anni", "da sei mesi a tre anni ... da uno a cinque anni", False),
        # no range in the source: nothing to move
        ("von zwei bis zehn Jahren", "mit Freiheitsstrafe bis zu zehn Jahren", False),
    ],
)
def test_a_range_with_one_end_moved(claim: str, source: str, moved: bool) -> None:
    assert (range_conflict(claim, [source]) is not None) is moved


def test_a_claim_that_moves_one_end_of_the_source_range_contradicts_it() -> None:
    cite = "Article 56 of the Italian Criminal Code"
    draft = (
        f"For an attempted offence not punishable by life imprisonment, {cite} provides the penalty for the "
        "completed offence reduced by one third to one half."
    )
    judgement = JUDGE.judge(request(draft, cite, "en"))
    assert judgement.status == "MISMATCH" and "range" in judgement.reason, judgement.reason


@pytest.mark.parametrize(
    ("text", "figure", "kind"),
    [
        ("per un tempo non superiore a due anni", "due anni", "at_most"),
        ("per un tempo superiore a due anni", "due anni", "more"),
        ("une peine n'excédant pas deux ans", "deux ans", "at_most"),
        ("a term not exceeding two years", "two years", "at_most"),
    ],
)
def test_a_negated_comparator_bounds_from_above(text: str, figure: str, kind: str) -> None:
    assert comparator_before(fold(text), figure) == kind


def test_a_sentence_within_the_bound_is_the_case_not_a_misquoted_figure() -> None:
    cite = "art. 163 c.p."
    draft = (
        "Con la condanna a un anno e otto mesi di reclusione per il delitto di truffa, il Tribunale poteva "
        f"ordinare che l'esecuzione della pena rimanesse sospesa per il termine di cinque anni ({cite})."
    )
    assert JUDGE.judge(request(draft, cite, "it")).status != "MISMATCH"


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("den Grenzwert von 331⁄3 Prozent der Stimmrechte", "percent", 33.3333),  # Fedlex's 33⅓
        ("33⅓ %", "percent", 33.3333),
        ("eine Ruhezeit von 51⁄2 Stunden", "hours", 5.5),
        ("1⁄8 Prozent für die Gebühr", "percent", 0.125),
    ],
)
def test_mixed_numbers_with_the_fraction_slash(text: str, dimension: str, value: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [(dimension, value)]


def test_a_rounded_percentage_is_the_source_s_fraction() -> None:
    (claim,) = quantities("33,33 %")
    (source,) = quantities("331⁄3 Prozent")
    assert not compare([claim], [source]).contradicted


def test_a_figure_that_meets_the_source_threshold_applies_the_rule() -> None:
    cite = "Art. 15 Abs. 1 lit. b ArG"
    draft = (
        "Bei einer täglichen Arbeitszeit von acht Stunden ist die Arbeit durch eine Pause von mindestens "
        f"einer halben Stunde zu unterbrechen ({cite})."
    )
    assert JUDGE.judge(request(draft, cite, "de")).status == "MATCH"
