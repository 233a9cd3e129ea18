"""Round 13 of the structured judge (session 8, after the round-12 blind cases)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.negation import dropped_attribute_negation
from lexgate.judges.numbers import quantities
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


@pytest.mark.parametrize(
    ("claim", "source", "lang", "phrase"),
    [
        (
            "Publikumswerbung für verschreibungspflichtige Arzneimittel ist zulässig.",
            "Publikumswerbung für nicht verschreibungspflichtige Arzneimittel.",
            "de",
            "nicht verschreibungspflichtige arzneimittel",
        ),
        (
            "Les médicaments soumis à ordonnance peuvent être vendus.",
            "Les médicaments non soumis à ordonnance peuvent être vendus.",
            "fr",
            "medicaments non soumis",
        ),
        (
            "Resident taxpayers must file.",
            "Non-resident taxpayers must file.",
            "en",
            "non-resident taxpayers",
        ),
        # the claim denies what the source states
        (
            "Die nicht erwerbstätige Person erhält Beiträge.",
            "Die erwerbstätige Person erhält Beiträge.",
            "de",
            "erwerbstatige person",
        ),
        # the source speaks of both classes: no contradiction
        (
            "Werbung für verschreibungspflichtige Arzneimittel.",
            "Werbung für verschreibungspflichtige und nicht verschreibungspflichtige Arzneimittel.",
            "de",
            "",
        ),
        # a verb denied ("non possono"): the flip rules read it, not this one (a modal is a function word)
        ("I creditori possono agire.", "I creditori non possono agire.", "it", ""),
    ],
)
def test_a_denied_attribute(claim: str, source: str, lang: str, phrase: str) -> None:
    assert dropped_attribute_negation(claim, source, lang) == phrase


@pytest.mark.parametrize(
    ("draft", "cite", "lang", "words"),
    [
        # a claim that drops a denied attribute ("nicht verschreibungspflichtige")
        (
            "Publikumswerbung für verschreibungspflichtige Arzneimittel ist nach dem Heilmittelrecht "
            "grundsätzlich zulässig (Art. 31 Abs. 1 HMG).",
            "Art. 31 Abs. 1 HMG",
            "de",
            "nicht verschreibungspflichtige",
        ),
        # a distance in other units that differs (one metre against seventy-five centimetres)
        (
            "Non si possono aprire vedute laterali od oblique sul fondo del vicino se non si osserva la distanza "
            "di un metro, da misurarsi dal più vicino lato della finestra (art. 906 c.c.).",
            "art. 906 c.c.",
            "it",
            "settantacinque centimetri",
        ),
    ],
)
def test_a_mismatch_names_the_source_words(draft: str, cite: str, lang: str, words: str) -> None:
    verdict = JUDGE.judge(request(draft, cite, lang))
    assert verdict.status == "MISMATCH"
    assert words in verdict.reason


def test_an_exception_said_otherwise_is_no_denied_attribute() -> None:
    # "salvo che la legge disponga altrimenti" is the source's "ove la legge non disponga altrimenti"
    draft = (
        "Chi vuol dedurre il suo diritto da una circostanza di fatto da lui asserita deve fornirne la prova, "
        "salvo che la legge disponga altrimenti (art. 8 CC)."
    )
    assert JUDGE.judge(request(draft, "art. 8 CC", "it", "ch/statutes/ZGB_it.json Art. 8")).status == "MATCH"


@pytest.mark.parametrize(
    ("text", "metres"),
    [
        ("la distanza di settantacinque centimetri", 0.75),
        ("à 75 cm de la limite", 0.75),
        ("ein Abstand von fünfzig Zentimetern", 0.5),
    ],
)
def test_centimetres_are_lengths(text: str, metres: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [("metres", metres)]


def test_a_claim_stating_both_figures_misplaces_neither() -> None:
    # the claim names the ten-year period and the five years it may not be reduced to: no figure of
    # another case (an overstatement, doubt), not "the claim says ten, the source five"
    draft = (
        "Le délai de carence de dix ans applicable aux étrangers ne peut jamais être ramené à cinq ans, quel "
        "que soit le statut de la personne concernée (arrêt 9C_38/2020 du 20 octobre 2020 consid. 5)."
    )
    verdict = JUDGE.judge(request(draft, "arrêt 9C_38/2020 du 20 octobre 2020 consid. 5", "fr"))
    assert verdict.status != "MISMATCH"
