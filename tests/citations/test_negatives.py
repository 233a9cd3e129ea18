"""Things that are not citations: dates, phone numbers, amounts, the draft's own sections, ordinary words."""

from __future__ import annotations

import pytest
from citation_helpers import find, only

NEGATIVES = [
    "Der Vertrag wurde am 5. April 2013 unterzeichnet und am 12.03.2020 gekündigt.",
    "Rufen Sie uns an: +41 44 123 45 67 oder 044 123 45 67.",
    "Der Betrag von CHF 5'000.00 bzw. EUR 1 234,50 ist geschuldet.",
    "Gemäss Ziff. 2 dieses Vertrags und § 3 der AGB gilt Folgendes.",
    "1.2 Sachverhalt\n2.3 Rechtliche Würdigung",
    "Dieser Artikel befasst sich mit dem Recht der Artikel und Artikeln.",
    "Le rapport de l'ATF sur les émissions de CO2 et la taxe CO est publié.",
    "Die CO2-Emissionen steigen; Post c/o Muster AG, Postfach 12/2020.",
    "Siehe Beleg 247/2020 im Anhang.",
    "Die Jahre 2019/2020 waren schwierig; Seite 12 von 40.",
    "Art. 5 dieses Vertrags regelt die Kündigung.",
    "L'article 12 du contrat prévoit une clause pénale.",
    "Il rapporto n. 12/2020 è allegato al punto 3.",
    "See Section 4.2 and clause 7 of this Agreement.",
    "ZGB OR StGB BV ZPO sind Abkürzungen.",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_not_a_citation(text: str) -> None:
    assert find(text) == [], text


def test_one_real_citation_among_distractors() -> None:
    text = "Am 5. April 2013 (Tel. 044 123 45 67, CHF 5'000) galt Art. 41 OR gemäss Ziff. 2 dieses Vertrags."
    assert only(text).canonical == "ch:OR:art-41"


def test_artikel_in_ordinary_speech_then_a_real_article() -> None:
    assert only("Der Artikel erklärt Artikel 8 ZGB.").canonical == "ch:ZGB:art-8"
