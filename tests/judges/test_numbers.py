"""The number reader's fast path: a token no quantity rule starts at is skipped."""

from __future__ import annotations

import pytest

from lexgate.judges.numbers import _inert, comparator_before, quantities


@pytest.mark.parametrize(
    "tok",
    [
        "30",
        "dreissig",
        "ventiquattro",
        "quarante-huit",
        "halb",
        "tiers",
        "chf",
        "jahre",
        "zehnjahrige",
        "drittel",
        "1'000",
    ],
)
def test_a_token_a_quantity_rule_may_start_at_is_not_inert(tok: str) -> None:
    """The fast path of quantities() skips only tokens no rule starts at."""
    assert not _inert(tok)


@pytest.mark.parametrize("tok", ["vertrag", "contratto", "obligations", "the", "kitchen"])
def test_ordinary_words_are_inert(tok: str) -> None:
    assert _inert(tok)


def test_skipping_inert_tokens_keeps_every_quantity() -> None:
    text = "Die Frist beträgt dreissig Tage, die Busse CHF 5000 und ein halbes Jahr."
    got = [(q.dimension, q.value, q.text) for q in quantities(text)]
    assert got == [
        ("days", 30.0, "dreissig tage"),
        ("money", 5000.0, "chf 5000"),
        ("days", 182.5, "halbes jahr"),
    ]


@pytest.mark.parametrize(
    ("text", "factor"),
    [
        ("höchstens jedoch das Doppelte der Gebühren", 2.0),
        ("höchstens dreimal so hoch wie die Gebühren", 3.0),
        ("das Zehnfache des Betrags", 10.0),
        ("le double du montant", 2.0),
        ("trois fois le montant", 3.0),
        ("il triplo della somma", 3.0),
        ("due volte la pena", 2.0),
        ("twice the amount", 2.0),
        ("three times the amount", 3.0),
    ],
)
def test_a_multiple_is_a_factor(text: str, factor: float) -> None:
    got = [(q.dimension, q.value) for q in quantities(text)]
    assert got == [("multiple", factor)]


@pytest.mark.parametrize("text", ["einmal im Jahr", "une fois le délai échu", "una volta che", "once a year"])
def test_once_sets_no_factor(text: str) -> None:
    assert [q for q in quantities(text) if q.dimension == "multiple"] == []


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("eine Atemalkoholkonzentration von 0,4 mg Alkohol pro Liter Atemluft", "milligrams", 0.4),
        ("una concentrazione di 0,25 milligrammi per litro", "milligrams", 0.25),
        ("3 Gramm Kokain", "milligrams", 3000.0),
        ("eine Blutalkoholkonzentration von 0,8 Promille", "permille", 0.8),
    ],
)
def test_substance_amounts(text: str, dimension: str, value: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [(dimension, value)]


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("La successione non ha luogo tra i parenti oltre il sesto grado.", 6.0),
        ("Verwandte bis und mit dem dritten Grad", 3.0),
        ("les parents jusqu'au quatrième degré", 4.0),
    ],
)
def test_a_degree_of_kinship(text: str, degree: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [("degree", degree)]


def test_an_instance_is_no_degree_of_kinship() -> None:
    assert quantities("il giudice di primo grado ha respinto la domanda") == []


@pytest.mark.parametrize(
    ("text", "figure", "kind"),
    [
        ("0,4 mg alkohol oder mehr pro liter atemluft", "0,4 mg", "at_least"),
        ("sei mesi o piu", "sei mesi", "at_least"),
        ("three years or less", "three years", "at_most"),
    ],
)
def test_a_bound_written_after_its_figure(text: str, figure: str, kind: str) -> None:
    assert comparator_before(text, figure) == kind


@pytest.mark.parametrize(
    ("text", "figure", "kind"),
    [
        ("la pena comunque non puo' essere inferiore a cinque anni", "cinque anni", "at_least"),
        ("the sentence cannot be lower than three years", "three years", "at_least"),
        ("la peine ne peut etre inferieure a trois ans", "trois ans", "at_least"),
        ("die strafe darf nicht uber 5 jahren liegen", "5 jahren", "at_most"),
        # a phrase that holds its own negation is read as listed
        ("il ne faut pas plus de trois ans", "trois ans", "at_most"),
        ("nicht mehr als zwei jahre", "zwei jahre", "at_most"),
        ("the sentence is lower than three years", "three years", "less"),
    ],
)
def test_a_negation_turns_a_comparator_round(text: str, figure: str, kind: str) -> None:
    assert comparator_before(text, figure) == kind
