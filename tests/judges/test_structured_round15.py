"""Round 15 of the structured judge (session 10)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


@pytest.mark.parametrize(
    ("draft", "cite", "lang", "expected"),
    [
        # the claim says all of the German text: the Italian version's "dal momento in cui fu
        # conosciuto il motivo" is the same rule in other words, no narrowing the claim left out
        (
            "Die Klage ist binnen sechs Monaten seit Entdeckung des Anfechtungsgrundes und in jedem Falle "
            "binnen zwei Jahren seit der Adoption zu erheben (Art. 269b ZGB).",
            "Art. 269b ZGB",
            "de",
            "MATCH",
        ),
        # "toute violation" where the text speaks only of a breach likely to cause a high risk
        (
            "Le responsable du traitement doit annoncer au PFPDT, dans les meilleurs délais, toute violation "
            "de la sécurité des données (art. 24 al. 1 LPD).",
            "art. 24 al. 1 LPD",
            "fr",
            "PARTIAL",
        ),
    ],
)
def test_a_translations_clause_is_no_narrowing_of_a_claim_that_says_it_all(
    draft: str, cite: str, lang: str, expected: str
) -> None:
    assert JUDGE.judge(request(draft, cite, lang)).status == expected


def test_a_list_said_word_for_word_does_not_affirm_what_another_paragraph_negates() -> None:
    # Abs. 2 "Haben die Parteien das Verfahren nicht geregelt" negates another case than the list of Abs. 1
    draft = (
        "Die Parteien können das Schiedsverfahren: a. selber regeln; b. durch Verweis auf eine "
        "schiedsgerichtliche Verfahrensordnung regeln; c. einem Verfahrensrecht ihrer Wahl unterstellen "
        "(Art. 373 ZPO)."
    )
    assert JUDGE.judge(request(draft, "Art. 373 ZPO", "de")).status == "MATCH"


def test_a_translations_negation_is_no_flip_of_a_claim_that_says_its_own_text() -> None:
    # the French "sans forme" is the German "formlos": the claim says the German text word for word
    draft = "Die Verpflichtung zum Abschluss eines Abtretungsvertrages kann formlos begründet werden (Art. 165 Abs. 2 OR)."
    assert JUDGE.judge(request(draft, "Art. 165 Abs. 2 OR", "de")).status == "MATCH"
