"""Round 12 of the structured judge (session 7, after the round-11 blind cases)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.negation import polarity
from lexgate.judges.numbers import comparator_before
from lexgate.judges.structured import StructuredJudge, _needed_for

JUDGE = StructuredJudge()


@pytest.mark.parametrize(
    ("text", "restrictive"),
    [
        ("Seul le juge peut ordonner la mesure.", True),
        ("La seule condition est le dépôt de la requête.", True),
        # after a verb "seul" means "alone": no restriction of the rule
        ("L'expert ne pouvait se rendre seul sur le chantier.", False),
        ("Le créancier peut agir seulement après la notification.", True),
    ],
)
def test_french_seul_restricts_beside_a_determiner_only(text: str, restrictive: bool) -> None:
    assert polarity(text, "fr").restrictive is restrictive


@pytest.mark.parametrize(
    ("folded", "figure", "kind"),
    [
        ("une incapacite de travail d'au moins 50 %;", "50 %", "at_least"),
        ("pari ad almeno il 50 per cento", "50 per cento", "at_least"),
        ("une incapacite de travail de 50 %", "50 %", None),
    ],
)
def test_a_comparator_after_an_elided_word(folded: str, figure: str, kind: str | None) -> None:
    assert comparator_before(folded, figure) == kind


@pytest.mark.parametrize(
    ("text", "lang", "pred", "needed"),
    [
        (
            "Il creditore è in mora quando ricusi di fare gli atti preparatori che gli incombono e senza i "
            "quali il debitore non può adempiere l'obbligazione.",
            "it",
            "adempiere",
            True,
        ),
        (
            "Der Gläubiger kommt in Verzug, wenn er die Vorbereitungshandlungen, ohne die der Schuldner zu "
            "erfüllen nicht imstande ist, verweigert.",
            "de",
            "imstande",
            True,
        ),
        ("Il contratto non è valido senza la forma scritta.", "it", "valido", False),
        ("The debtor cannot perform.", "en", "perform", False),
    ],
)
def test_without_which_cannot_names_what_is_needed(text: str, lang: str, pred: str, needed: bool) -> None:
    assert _needed_for(text, lang, pred) is needed


def _judge(draft: str, cite: str, lang: str) -> str:
    return JUDGE.judge(request(draft, cite, lang)).status


def test_never_against_only_if_is_an_overstatement_not_the_opposite() -> None:
    draft = (
        "Ausserhalb eines öffentlichen Gerichtsverfahrens dürfen Behörden und Private die Identität "
        "des Opfers niemals bekannt geben (Art. 74 Abs. 4 StPO)."
    )
    assert _judge(draft, "Art. 74 Abs. 4 StPO", "de") == "PARTIAL"


def test_a_figure_meeting_a_french_au_moins_is_applied() -> None:
    draft = (
        "L'assurée, devenue incapable de travailler à 70 % après la suppression de sa rente, "
        "peut prétendre à une prestation transitoire (art. 32 al. 1 LAI)."
    )
    assert _judge(draft, "art. 32 al. 1 LAI", "fr") != "MISMATCH"


def test_the_debtor_who_cannot_perform_without_the_creditors_acts_is_no_negation() -> None:
    draft = (
        "Under Art. 91 CO, the creditor is in default when it refuses without justification to accept "
        "the performance duly offered to it."
    )
    assert _judge(draft, "Art. 91 CO", "en") != "MISMATCH"


@pytest.mark.parametrize(
    ("days", "blocked"),
    [("trenta", True), ("sessanta", False)],
)
def test_a_figure_is_matched_with_the_sentence_its_own_part_speaks_of(days: str, blocked: bool) -> None:
    # the appeal's 30 days and the cassation's 60 stand in one article: the part of the claim that
    # states the figure speaks of the cassation (the rest of the claim applies it to the case)
    draft = (
        f"Il termine per proporre il ricorso per cassazione è di {days} giorni (art. 325 c.p.c.), sicché il "
        "ricorso notificato dalla società Alfa al settantesimo giorno dalla notifica della sentenza è tardivo."
    )
    assert (_judge(draft, "art. 325 c.p.c.", "it") == "MISMATCH") is blocked
