"""Round 15 of the structured judge (session 10)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.antonyms import swapped as antonym_swapped
from lexgate.judges.negation import clauses, negation_sites
from lexgate.judges.numbers import counts, quantities
from lexgate.judges.structured import StructuredJudge
from lexgate.judges.text import sentences

JUDGE = StructuredJudge()


# Claims the judge reads as the label says, one rule of this round each.
STATUS_CASES = [
    # the claim says all of the German text: the Italian version's "dal momento in cui fu conosciuto il
    # motivo" is the same rule in other words, no narrowing the claim left out
    pytest.param(
        "Die Klage ist binnen sechs Monaten seit Entdeckung des Anfechtungsgrundes und in jedem Falle "
        "binnen zwei Jahren seit der Adoption zu erheben (Art. 269b ZGB).",
        "Art. 269b ZGB",
        "de",
        "MATCH",
        id="translation-clause-no-narrowing",
    ),
    # "toute violation" where the text speaks only of a breach likely to cause a high risk
    pytest.param(
        "Le responsable du traitement doit annoncer au PFPDT, dans les meilleurs délais, toute violation "
        "de la sécurité des données (art. 24 al. 1 LPD).",
        "art. 24 al. 1 LPD",
        "fr",
        "PARTIAL",
        id="every-breach-narrowed",
    ),
    # Abs. 2 "Haben die Parteien das Verfahren nicht geregelt" negates another case than the list of Abs. 1
    pytest.param(
        "Die Parteien können das Schiedsverfahren: a. selber regeln; b. durch Verweis auf eine "
        "schiedsgerichtliche Verfahrensordnung regeln; c. einem Verfahrensrecht ihrer Wahl unterstellen "
        "(Art. 373 ZPO).",
        "Art. 373 ZPO",
        "de",
        "MATCH",
        id="list-word-for-word",
    ),
    # the French "sans forme" is the German "formlos": the claim says the German text word for word
    pytest.param(
        "Die Verpflichtung zum Abschluss eines Abtretungsvertrages kann formlos begründet werden "
        "(Art. 165 Abs. 2 OR).",
        "Art. 165 Abs. 2 OR",
        "de",
        "MATCH",
        id="translation-negation-no-flip",
    ),
    # "compreso lo stipite" against "escluso lo stipite"
    pytest.param(
        "Nella linea retta si computano altrettanti gradi quante sono le generazioni, compreso lo stipite "
        "(art. 76 c.c.), sicché nonno e nipote sono parenti di terzo grado.",
        "art. 76 c.c.",
        "it",
        "MISMATCH",
        id="opposite-word",
    ),
    # the sentence speaks of two cases: "nichtig" is said of the other one
    pytest.param(
        "Eine vor Beginn der Sperrfrist ausgesprochene Kündigung bleibt gültig; ist die Kündigungsfrist bei "
        "Eintritt der Sperrfrist noch nicht abgelaufen, steht sie still und läuft erst nach deren Ende "
        "weiter (Art. 336c Abs. 2 OR).",
        "Art. 336c Abs. 2 OR",
        "de",
        "MATCH",
        id="opposite-word-of-another-case",
    ),
    # "12 percent" is the holding's share, measured against the source's "at least 10 percent"
    pytest.param(
        "Alpen Holding AG holds 12 percent of the share capital of Gletscher Tech SA. For input tax "
        "purposes, holdings of at least 10 percent of the capital are deemed to be participations "
        "(Art. 29 para. 3 MWSTG).",
        "Art. 29 para. 3 MWSTG",
        "en",
        "MATCH",
        id="figure-of-the-case",
    ),
    # a bound the source does not set ("non superiore a cinque anni") stays doubt
    pytest.param(
        "Al sig. Derossi, condannato per un delitto contro l'ordine pubblico, può essere imposto il divieto "
        "di soggiornare in uno o più Comuni designati dal giudice, per una durata non inferiore a un anno e "
        "non superiore a cinque anni (art. 233 c.p.).",
        "art. 233 c.p.",
        "it",
        "PARTIAL",
        id="bound-not-set",
    ),
]


@pytest.mark.parametrize(("draft", "cite", "lang", "expected"), STATUS_CASES)
def test_this_rounds_rules(draft: str, cite: str, lang: str, expected: str) -> None:
    assert JUDGE.judge(request(draft, cite, lang)).status == expected


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        # the verb that closes the clause of "nicht" is what it negates, not only the next word
        ("Der Zuschlag darf dem Arbeitnehmer nicht vom Lohn abgezogen werden.", "abgezogen"),
        ("Die Frist kann nicht erstreckt werden.", "erstreckt"),
    ],
)
def test_german_nicht_negates_the_verb_that_closes_its_clause(text: str, predicate: str) -> None:
    assert any(predicate in site.predicates for site in negation_sites(text, "de"))


def test_a_german_relative_clause_after_a_comma_is_a_clause_of_its_own() -> None:
    parts = clauses("Sie erhebt einen Zuschlag, den der Arbeitgeber vom Lohn abziehen darf", "de", True)
    assert parts == ["Sie erhebt einen Zuschlag", "den der Arbeitgeber vom Lohn abziehen darf"]


def test_a_verbatim_claim_with_the_sources_negation_is_not_flipped_by_a_translation() -> None:
    draft = (
        "Im übrigen ist der Arbeitgeber nicht berechtigt, die Rechte aus dem Arbeitsverhältnis auf einen "
        "Dritten zu übertragen, sofern nichts anderes verabredet ist oder sich aus den Umständen ergibt "
        "(Art. 333 Abs. 4 OR)."
    )
    assert JUDGE.judge(request(draft, "Art. 333 Abs. 4 OR", "de")).status != "MISMATCH"


@pytest.mark.parametrize(
    ("claim", "claim_lang", "source", "source_lang", "expected"),
    [
        (
            "si computano le generazioni, compreso lo stipite",
            "it",
            "escluso lo stipite",
            "it",
            ("compreso", "escluso"),
        ),
        (
            "the copies are issued against payment",
            "en",
            "die Kopien werden unentgeltlich abgegeben",
            "de",
            ("against payment", "unentgeltlich"),
        ),
        ("le contrat est valable", "fr", "le contrat est nul", "fr", ("valable", "nul")),
        # a negated form does not count, nor does a source that uses both words
        ("il servizio non è gratuito", "it", "il servizio è gratuito", "it", None),
        ("the deed is valid", "en", "the deed is valid unless it is void", "en", None),
    ],
)
def test_words_of_opposite_meaning(
    claim: str, claim_lang: str, source: str, source_lang: str, expected: tuple[str, str] | None
) -> None:
    assert antonym_swapped(claim, claim_lang, source, source_lang) == expected


def test_a_year_ends_a_sentence_an_ordinal_does_not() -> None:
    assert sentences("Sie klagte am 12. Juni 2024. Die Frist lief am 3. Juli ab.") == [
        "Sie klagte am 12. Juni 2024.",
        "Die Frist lief am 3. Juli ab.",
    ]


def test_the_facts_before_the_rule_do_not_speak_of_a_condition_it_leaves_out() -> None:
    # "impugnare la sentenza" in the facts is not lett. b's "particolarmente toccato dalla decisione impugnata"
    draft = (
        "La signora Giulia Ferrari, che ha partecipato come parte al procedimento davanti alla II Camera "
        "civile del Tribunale d'appello, intende impugnare la sentenza del 12 giugno 2024. Ha diritto di "
        "interporre ricorso in materia civile chi ha partecipato al procedimento dinanzi all'autorità "
        "inferiore o è stato privato della possibilità di farlo (art. 76 cpv. 1 LTF)."
    )
    verdict = JUDGE.judge(request(draft, "art. 76 cpv. 1 LTF", "it"))
    assert verdict.status == "PARTIAL"
    assert "particolarmente toccato" in verdict.reason


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ai sensi del quarto comma", []),
        ("un quarto del capitale sociale", [("fraction", 0.25)]),
        ("i tre quarti dei voti", [("fraction", 0.75)]),
        # after "by" and its article
        ("la pena è ridotta di un quarto", [("fraction", 0.25)]),
    ],
)
def test_quarto_is_a_fraction_only_as_un_quarto_di(text: str, expected: list[tuple[str, float]]) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == expected


def test_a_claim_stating_the_case_for_which_the_source_negates_is_a_flip() -> None:
    # "Er endet vorzeitig, wenn ...; er endet jedoch nicht vorzeitig, wenn das Kind ... volljährig wird"
    draft = (
        "Die schwer erkrankte Tochter von Frau Meier wird am 3. März 2025, also während der laufenden "
        "Rahmenfrist, volljährig. Mit der Volljährigkeit des Kindes endet der Anspruch auf "
        "Betreuungsentschädigung vorzeitig (Art. 16p Abs. 5 EOG)."
    )
    verdict = JUDGE.judge(request(draft, "Art. 16p Abs. 5 EOG", "de"))
    assert verdict.status == "MISMATCH"
    assert "vorzeitig" in verdict.reason


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("È composto di sette membri.", [(7.0, "membri")]),
        ("bis zu drei Monatslöhnen", [(3.0, "monatslohnen")]),
        # a pinpoint, a date and a unit the number reader types are no counts
        ("nach Absatz 2 Mitglieder", []),
        ("le 3 février 2020", []),
        ("zwei Jahre", []),
    ],
)
def test_counted_nouns(text: str, expected: list[tuple[float, str]]) -> None:
    assert [(c.value, c.noun) for c in counts(text)] == expected


def test_a_changed_count_is_a_mismatch() -> None:
    draft = (
        "Il Consiglio federale, suprema autorità direttiva ed esecutiva della Confederazione, è composto di "
        "nove membri (art. 1 cpv. 2 LOGA)."
    )
    verdict = JUDGE.judge(request(draft, "art. 1 cpv. 2 LOGA", "it"))
    assert verdict.status == "MISMATCH"
    assert "sette membri" in verdict.reason
