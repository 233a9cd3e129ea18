"""Round 8 of the structured judge (session 3, after the round-7 blind cases): "a third party" is no
fraction, the other reading of an ambiguous fraction word stays one."""

from __future__ import annotations

import pytest

from lexgate.judges.numbers import quantities


@pytest.mark.parametrize(
    "text",
    [
        "the personal data are obtained from a third party",
        "the goods were sold to a third party",
        "la cosa è stata ceduta a un terzo",
        "le contrat est opposable à un tiers de bonne foi",
        "il ne pouvait charger à temps un tiers de recourir",
    ],
)
def test_a_third_party_is_no_fraction(text: str) -> None:
    assert not [q for q in quantities(text) if q.dimension == "fraction"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the penalty is reduced by a third", 0.333),
        ("la pena è aumentata fino a un terzo", 0.333),
        ("la pena è ridotta di un terzo", 0.333),
        ("un terzo della pena", 0.333),
        ("un tiers de la peine", 0.333),
        ("réduite d'un tiers", 0.333),
        ("deux tiers des voix", 0.666),
        ("two thirds of the members", 0.666),
        ("one third of the votes", 0.333),
    ],
)
def test_a_fraction_stays_a_fraction(text: str, value: float) -> None:
    assert [q.value for q in quantities(text) if q.dimension == "fraction"] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "pour la fin d'un semestre de l'année civile",
        "for the end of a calendar half-year",
        "auf das Ende eines Kalendersemesters",
        "per la fine di un semestre",
    ],
)
def test_a_semester_is_half_a_year(text: str) -> None:
    days = [q.value for q in quantities(text) if q.dimension == "days"]
    assert days and abs(float(days[0]) - 182.5) < 1
