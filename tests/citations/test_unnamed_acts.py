"""An act no table knows, named after the article: it is still a citation (so that the resolver reports
it not found and the gate blocks it), with the jurisdiction its name gives."""

from __future__ import annotations

import pytest

from lexgate.citations.extract import extract


@pytest.mark.parametrize(
    ("text", "cite", "cls", "canonical"),
    [
        ("Il legato è nullo (art. 18 cod. succ.).", "art. 18 cod. succ.", "it-statute", "it:codsucc:art-18"),
        ("Il contributo cessa (art. 33 c.fam.).", "art. 33 c.fam.", "it-statute", "it:cfam:art-33"),
        # a dotted abbreviation a known code heads is not that code ("c.p.a." is no "c.p.")
        ("Il ricorso è tardivo (art. 41 c.p.a.).", "art. 41 c.p.a.", "it-statute", "it:cpa:art-41"),
        (
            "Il ricorso è tardivo (art. 41, comma 2, cod. proc. amm.).",
            "art. 41, comma 2, cod. proc. amm.",
            "it-statute",
            "it:codprocamm:art-41:comma-2",
        ),
        (
            "Il lavoratore ha diritto alle ferie ai sensi dell'art. 12 del codice del lavoro.",
            "art. 12 del codice del lavoro",
            "it-statute",
            "it:codicedellavoro:art-12",
        ),
        (
            "Il consumatore può recedere (art. 52 del codice del consumo), entro quattordici giorni.",
            "art. 52 del codice del consumo",
            "it-statute",
            "it:codicedelconsumo:art-52",
        ),
        (
            "Damages are capped by Article 12 of the Italian Civil Liability Code.",
            "Article 12 of the Italian Civil Liability Code",
            "it-statute",
            "it:ItalianCivilLiabilityCode:art-12",
        ),
        (
            "Gemäss Art. 5 Abs. 2 des Bundesgesetzes über die digitale Verwaltung gilt dies.",
            "Art. 5 Abs. 2 des Bundesgesetzes über die digitale Verwaltung",
            "statute",
            "ch:Bundesgesetzes_über_die_digitale_Verwaltung:art-5:para-2",
        ),
        (
            "Selon l'art. 5 al. 1 de la loi fédérale sur la numérisation de l'administration, cela vaut.",
            "art. 5 al. 1 de la loi fédérale sur la numérisation de l'administration",
            "statute",
            "ch:loi_fédérale_sur_la_numérisation_de_l'administration:art-5:para-1",
        ),
        (
            "Ai sensi dell'art. 5 della legge federale sulla digitalizzazione, l'ufficio decide.",
            "art. 5 della legge federale sulla digitalizzazione",
            "statute",
            "ch:legge_federale_sulla_digitalizzazione:art-5",
        ),
        (
            "Under Article 5 of the Federal Act on Digital Administration, the office decides.",
            "Article 5 of the Federal Act on Digital Administration",
            "statute",
            "ch:Federal_Act_on_Digital_Administration:art-5",
        ),
        (
            "Platforms must register under Article 5 of the Swiss Platform Act.",
            "Article 5 of the Swiss Platform Act",
            "statute",
            "ch:Swiss_Platform_Act:art-5",
        ),
    ],
)
def test_an_unnamed_act_is_a_citation(text: str, cite: str, cls: str, canonical: str) -> None:
    found = extract(text)
    assert [(c.text, c.cls, c.canonical) for c in found] == [(cite, cls, canonical)]


@pytest.mark.parametrize(
    "text",
    [
        "Art. 41 OR und Art. 42 regeln die Haftung.",  # a short form continues the act before it
        "Article 8 of the Federal Constitution guarantees equality.",  # a known long name
        "art. 2043 c.c. e art. 2059 cod. civ.",  # known Italian codes
    ],
)
def test_known_acts_and_short_forms_are_unchanged(text: str) -> None:
    found = extract(text)
    assert found and not any(c.extra.get("unknown_act") for c in found)
    assert not any("succ" in c.canonical or "Liability" in c.canonical for c in found)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Gemäss Art. 12 des Arbeitsgesetzes gilt dies.", "ch:ArG:art-12"),
        ("Selon l'art. 12 de la loi sur la protection des données, cela vaut.", "ch:DSG:art-12"),
        ("Ai sensi dell'art. 12 della legge sulla protezione dei dati vale.", "ch:DSG:art-12"),
        ("Under Article 12 of the Federal Act on Data Protection it applies.", "ch:DSG:art-12"),
        ("Under Article 12 of the Swiss Data Protection Act it applies.", "ch:DSG:art-12"),
        # a title written as no table writes it: a date, another case, a title read short
        (
            "Gemäss Art. 5 des Bundesgesetzes vom 25. September 2020 über den Datenschutz gilt dies.",
            "ch:DSG:art-5",
        ),
        (
            "Selon l'art. 5 de la loi fédérale du 20 juin 2003 sur la protection des données, cela vaut.",
            "ch:DSG:art-5",
        ),
        (
            "Under Article 5 of the Federal Act of 19 June 1992 on Data Protection, it applies.",
            "ch:DSG:art-5",
        ),
    ],
)
def test_an_act_named_by_its_title_is_that_act(text: str, canonical: str) -> None:
    assert [c.canonical for c in extract(text)] == [canonical]


@pytest.mark.parametrize(
    "text",
    [
        "Gemäss Art. 5 des kantonalen Gesetzes über die Verwaltung gilt dies.",  # cantonal: no federal head
        "Selon l'art. 5 de la loi sur les impôts du canton de Vaud, cela vaut.",
        "Gemäss Art. 5 des Vertrags über die Lieferung gilt dies.",  # the draft's own contract
    ],
)
def test_a_title_without_a_federal_head_is_not_read_as_an_unknown_act(text: str) -> None:
    assert not any(c.extra.get("unknown_act") for c in extract(text))
