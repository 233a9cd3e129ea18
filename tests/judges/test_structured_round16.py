"""Round 16 of the structured judge (session 12)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.negation import marked_cases
from lexgate.judges.numbers import counts
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


STATUS_CASES = [
    # an English claim on Swiss law: every version's sentence makes the marketing depend on the
    # notification office's acceptance (or its silence), which the claim leaves out
    pytest.param(
        "A substance that has been notified may be placed on the market (Art. 9 para. 2 ChemG).",
        "Art. 9 para. 2 ChemG",
        "en",
        "PARTIAL",
        id="condition-dropped-across-languages",
    ),
    # the same claim with the condition: support
    pytest.param(
        "A notified substance may be placed on the market once the notification office has accepted the "
        "notification or has not requested further documents or information within that period "
        "(Art. 9 para. 2 ChemG).",
        "Art. 9 para. 2 ChemG",
        "en",
        "MATCH",
        id="condition-kept-across-languages",
    ),
    # "tre o più persone": the claim's "due o più" changes the count
    pytest.param(
        "Si ha associazione per delinquere quando due o più persone si associano allo scopo di commettere "
        "più delitti (art. 416 c.p.).",
        "art. 416 c.p.",
        "it",
        "MISMATCH",
        id="at-least-count-changed",
    ),
    pytest.param(
        "Si ha associazione per delinquere quando tre o più persone si associano allo scopo di commettere "
        "più delitti (art. 416 c.p.).",
        "art. 416 c.p.",
        "it",
        "MATCH",
        id="at-least-count-kept",
    ),
    # the heading ("Bezeichnung der Biotope von nationaler Bedeutung") names what the claim's clause
    # speaks of: its "abschliessend" affirms what the sentence negates
    pytest.param(
        "Die Inventare der Biotope von nationaler Bedeutung sind abschliessend (Art. 16 Abs. 2 NHV).",
        "Art. 16 Abs. 2 NHV",
        "de",
        "MISMATCH",
        id="heading-names-the-negated-subject",
    ),
    pytest.param(
        "Die Inventare der Biotope von nationaler Bedeutung sind nicht abschliessend (Art. 16 Abs. 2 NHV).",
        "Art. 16 Abs. 2 NHV",
        "de",
        "MATCH",
        id="heading-names-the-subject-negation-kept",
    ),
    # "la clausola è nulla" is the source's own word, not the claim's negative rewording: its short
    # clause "gli interessi sono dovuti" affirms what "non sono dovuti interessi" negates
    pytest.param(
        "Se sono convenuti interessi usurari, la clausola è nulla e gli interessi sono dovuti (art. 1815 c.c.).",
        "art. 1815 c.c.",
        "it",
        "MISMATCH",
        id="short-clause-reverses-the-negation",
    ),
    pytest.param(
        "Se sono convenuti interessi usurari, la clausola è nulla e gli interessi non sono dovuti "
        "(art. 1815 c.c.).",
        "art. 1815 c.c.",
        "it",
        "MATCH",
        id="short-clause-keeps-the-negation",
    ),
    # the claim requires what the source dispenses with: "purché ricorrano le condizioni" against
    # "anche se non ricorrono le condizioni"
    pytest.param(
        "Per volontà delle parti può aver luogo compensazione, purché ricorrano le condizioni previste "
        "dagli articoli precedenti (art. 1252 c.c.).",
        "art. 1252 c.c.",
        "it",
        "MISMATCH",
        id="condition-against-concessive",
    ),
    pytest.param(
        "Nelle obbligazioni pecuniarie sono dovuti dal giorno della mora gli interessi legali, purché il "
        "creditore provi di aver sofferto un danno (art. 1224 c.c.).",
        "art. 1224 c.c.",
        "it",
        "MISMATCH",
        id="condition-against-concessive-proof",
    ),
    pytest.param(
        "Per volontà delle parti può aver luogo compensazione anche se non ricorrono le condizioni previste "
        "dagli articoli precedenti (art. 1252 c.c.).",
        "art. 1252 c.c.",
        "it",
        "MATCH",
        id="concessive-kept",
    ),
]


def test_a_count_through_or_more() -> None:
    assert [(c.value, c.noun) for c in counts("wenn drei oder mehr Personen handeln")] == [(3.0, "personen")]
    # "due" is also an English word: only the bridge makes it a count
    assert [c.value for c in counts("quando due o più persone si associano")] == [2.0]
    assert counts("the amount due to the creditors") == ()


@pytest.mark.parametrize(("draft", "cite", "lang", "expected"), STATUS_CASES)
def test_status(draft: str, cite: str, lang: str, expected: str) -> None:
    j = JUDGE.judge(request(draft, cite, lang))
    assert j.status == expected, j.reason


@pytest.mark.parametrize(
    ("text", "lang", "case"),
    [
        (
            "Sous réserve de surindemnisation, les rentes des différentes assurances sociales sont cumulées.",
            "fr",
            "de surindemnisation",
        ),
        ("Fatte salve le disposizioni speciali, il termine è di un anno.", "it", "le disposizioni speciali"),
        ("The claim lapses, subject to Article 5, after one year.", "en", "article 5"),
    ],
)
def test_reservations_are_exceptions(text: str, lang: str, case: str) -> None:
    assert case in marked_cases(text, lang, "exception")


def test_a_negated_degree_adverb_negates_the_word_after_it() -> None:
    from lexgate.judges.negation import negation_sites

    sites = negation_sites("pour autant que les raisons ne soient pas purement futiles", "fr")
    assert [s.predicates for s in sites] == [("futiles",)]


def test_se_stesso_is_a_pronoun_not_a_condition() -> None:
    from lexgate.judges.negation import condition_clauses

    # the corpus writes "sé" as "se'": "incolpa se' stesso" folds to "incolpa se stesso"
    assert (
        condition_clauses("Chiunque incolpa se' stesso di un reato commesso da altri è punito.", "it") == []
    )
    assert condition_clauses("Il giudice provvede se la parte lo chiede entro il termine.", "it") != []


def test_a_proof_is_a_defence_only_in_an_exception_or_a_negated_condition() -> None:
    from lexgate.judges.structured import _stated_conditions

    # a condition the rule requires to be proven is a condition of the rule
    required = "L'amministrazione può tornare sulla decisione, se è provato che era manifestamente errata."
    assert _stated_conditions(required, "it") == ["e provato che era manifestamente errata"]
    # "sofern er nicht nachweist": the defence of the other party, which a claim may leave out
    defence = (
        "Der Halter haftet für den Schaden, wenn er nicht nachweist, dass er alle Sorgfalt angewendet hat."
    )
    assert _stated_conditions(defence, "de") == []
    excepted = "Le détenteur répond du dommage, à moins qu'il ne prouve avoir pris tous les soins commandés."
    assert _stated_conditions(excepted, "fr") == []


def test_the_only_figure_of_its_kind_is_the_rules_across_languages() -> None:
    # "five financial years" against "restano in carica per tre esercizi": the claim's only period is
    # the rule's, misquoted, though the glossary covers little of its English clause
    wrong = (
        "The members of the board of statutory auditors remain in office for five financial years, and "
        "their term expires on the date of the shareholders' meeting called to approve the accounts "
        "(art. 2400 c.c.)."
    )
    j = JUDGE.judge(request(wrong, "art. 2400 c.c.", "en"))
    assert j.status == "MISMATCH", j.reason
    right = wrong.replace("five financial years", "three financial years")
    assert JUDGE.judge(request(right, "art. 2400 c.c.", "en")).status != "MISMATCH"


@pytest.mark.parametrize(
    ("text", "fraction"),
    [
        ("l'intervention d'un tiers qui n'est pas partie au procès est irrecevable", False),
        ("i diritti di un terzo in buona fede sono salvi", False),
        ("la peine est diminuée d'un tiers", True),
        ("la pena è ridotta di un terzo", True),
        ("the sentence is reduced by a third", True),
    ],
)
def test_a_third_after_a_noun_is_a_party(text: str, fraction: bool) -> None:
    from lexgate.judges.numbers import quantities

    assert any(q.dimension == "fraction" for q in quantities(text)) is fraction


def test_an_exception_with_words_set_off_by_commas() -> None:
    text = (
        "Le mandataire exécute le mandat en personne, à moins que, d'après les circonstances, "
        "il ne soit autorisé à le confier à un tiers."
    )
    assert marked_cases(text, "fr", "exception") == [
        "d ' apres les circonstances il ne soit autorise a le confier a un tiers"
    ]
    # one comma only: the case is the clause after it
    assert marked_cases("Er haftet, es sei denn, er beweise seine Sorgfalt.", "de", "exception") == [
        "er beweise seine sorgfalt"
    ]


@pytest.mark.parametrize(
    ("word", "lang", "text", "text_lang"),
    [
        ("usufruct", "en", "Der Nutzniesser hat den Besitz der Sache.", "de"),
        ("supervision", "en", "La FINMA exerce la surveillance des banques.", "fr"),
        ("Berechnung", "de", "Il calcolo della rendita si fonda sul reddito.", "it"),
    ],
)
def test_session_12_glossary_terms_cross_languages(word: str, lang: str, text: str, text_lang: str) -> None:
    from lexgate.judges.terms import coverage, profile

    assert coverage(profile(word, lang, True), [profile(text, text_lang)]).score == 1.0
