"""Italian law (codes, acts, Cassazione, Corte costituzionale) and EU acts."""

from __future__ import annotations

import pytest
from citation_helpers import find, has_fields, only

from lexgate.citations import extract
from lexgate.citations.model import Citation


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        ("art. 2043 c.c.", "it:cc:art-2043", {"act": "c.c.", "article": "2043"}),
        ("art. 2043 cod. civ.", "it:cc:art-2043", {"act": "c.c."}),
        ("art. 1453, comma 1, c.c.", "it:cc:art-1453:comma-1", {"comma": "1"}),
        ("art. 1453 co. 1 c.c.", "it:cc:art-1453:comma-1", {"comma": "1"}),
        ("art. 3, primo comma, Cost.", "it:cost:art-3:comma-1", {"act": "Cost.", "comma": "1"}),
        ("art. 89, comma secondo, cod. proc. civ.", "it:cpc:art-89:comma-2", {"act": "c.p.c."}),
        ("art. 2043-bis c.c.", "it:cc:art-2043-bis", {"article": "2043-bis"}),
        ("art. 452-terdecies cod. pen.", "it:cp:art-452-terdecies", {"act": "c.p."}),
        # the articles inserted after an ordinal one have a number of their own
        ("art. 473-bis.71 c.p.c.", "it:cpc:art-473-bis.71", {"article": "473-bis.71"}),
        # two ordinals (no code numbers so; read, so that the citation is checked and found not to exist)
        ("art. 669-novies-bis c.p.c.", "it:cpc:art-669-novies-bis", {"article": "669-novies-bis"}),
        ("art. 669 novies bis c.p.c.", "it:cpc:art-669-novies-bis", {"act": "c.p.c."}),
        ("art. 640 c.p.", "it:cp:art-640", {"act": "c.p."}),
        ("art. 360 c.p.c.", "it:cpc:art-360", {"act": "c.p.c."}),
        ("art. 606 c.p.p.", "it:cpp:art-606", {"act": "c.p.p."}),
        ("art. 2, lett. a), d.lgs. 196/2003", "it:dlgs-196-2003:art-2:let-a", {"act": "d.lgs. 196/2003"}),
        ("art. 13 del d.lgs. 30 giugno 2003, n. 196", "it:dlgs-196-2003:art-13", {"act": "d.lgs. 196/2003"}),
        ("art. 3 della legge n. 604 del 1966", "it:l-604-1966:art-3", {"act": "L. 604/1966"}),
        ("art. 76 D.P.R. 445/2000", "it:dpr-445-2000:art-76", {"act": "D.P.R. 445/2000"}),
        ("art. 103 d.l. 18/2020", "it:dl-18-2020:art-103", {"act": "d.l. 18/2020"}),
    ],
)
def test_italian_statutes(text: str, canonical: str, fields: dict[str, str]) -> None:
    cit = only(f"Si applica l'{text} nel caso.", "it")
    assert cit.cls == "it-statute" and cit.jurisdiction == "IT" and cit.canonical == canonical
    has_fields(cit, fields)


def test_two_articles_give_two_citations() -> None:
    cits = find("Violati gli artt. 1175 e 1375 c.c.", "it")
    assert [(c.text, c.canonical) for c in cits] == [
        ("artt. 1175", "it:cc:art-1175"),
        ("1375 c.c.", "it:cc:art-1375"),
    ]


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("d.lgs. 30 giugno 2003, n. 196", "it:dlgs-196-2003"),
        ("D.Lgs. 196/2003", "it:dlgs-196-2003"),
        ("L. 241/1990", "it:l-241-1990"),
        ("legge 7 agosto 1990, n. 241", "it:l-241-1990"),
        ("D.P.R. 28 dicembre 2000, n. 445", "it:dpr-445-2000"),
        ("d.lgs. 196/2003, art. 13", "it:dlgs-196-2003:art-13"),
    ],
)
def test_italian_acts_alone(text: str, canonical: str) -> None:
    cit = only(f"Come previsto dal {text} in materia.", "it")
    assert cit.cls == "it-statute" and cit.canonical == canonical


def test_cost_is_swiss_or_italian_by_context() -> None:
    swiss = "Il Tribunale federale applica l'art. 29 cpv. 2 Cost. e l'art. 42 LTF (DTF 140 III 86)."
    italian = "La Corte di cassazione (Cass. civ. n. 1/2020) richiama l'art. 24 Cost. e il d.lgs. 196/2003."
    assert find(swiss, "it")[0].canonical == "ch:BV:art-29:para-2"
    assert by_canonical(find(italian, "it"), "it:cost:art-24")
    assert only("art. 3, comma 2, Cost.", "it").canonical == "it:cost:art-3:comma-2"


def by_canonical(cits: list[Citation], canonical: str) -> bool:
    return any(c.canonical == canonical for c in cits)


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        (
            "Cass. civ., sez. III, 12 marzo 2020, n. 6789",
            "it:cass-civ:6789/2020",
            {
                "court": "Cass.",
                "branch": "civ",
                "section": "III",
                "number": 6789,
                "year": 2020,
                "date": "2020-03-12",
            },
        ),
        (
            "Cass. S.U. n. 20874/2008",
            "it:cass:20874/2008",
            {"section": "S.U.", "number": 20874, "year": 2008},
        ),
        ("Cass., Sez. Un., 11 novembre 2008, n. 26972", "it:cass:26972/2008", {"section": "S.U."}),
        ("Cass. pen., Sez. U, n. 15403/2024", "it:cass-pen:15403/2024", {"section": "S.U."}),
        ("Cass. pen., sez. U., 15 novembre 2024, n. 42124", "it:cass-pen:42124/2024", {"section": "S.U."}),
        ("Cass. pen., Sez. V, n. 12345/2019", "it:cass-pen:12345/2019", {"branch": "pen", "section": "V"}),
        ("Cass. civ., sez. lav., n. 1234/2021", "it:cass-civ:1234/2021", {"section": "lav."}),
        (
            "Corte cost., sent. n. 100/2023",
            "it:corte-cost:100/2023",
            {"court": "Corte cost.", "kind": "sent."},
        ),
        ("Corte costituzionale, sentenza n. 242 del 2019", "it:corte-cost:242/2019", {"year": 2019}),
        ("la sentenza n. 48 del 2015 della Corte costituzionale", "it:corte-cost:48/2015", {"kind": "sent."}),
        ("l'ordinanza n. 12 del 2021 della Corte cost.", "it:corte-cost:12/2021", {"kind": "ord."}),
    ],
)
def test_italian_cases(text: str, canonical: str, fields: dict[str, object]) -> None:
    _is_case(f"Secondo {text}, la domanda va respinta.", "it", canonical, fields)


def _is_case(sentence: str, lang: str, canonical: str, fields: dict[str, object]) -> None:
    cit = only(sentence, lang)
    assert cit.cls == "it-case" and cit.canonical == canonical
    has_fields(cit, fields)


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        (
            "Court of Cassation, Criminal Section VI, No. 12345/2024",
            "it:cass-pen:12345/2024",
            {"branch": "pen", "section": "VI"},
        ),
        ("Cass. Crim., Sect. VI, No. 12345/2024", "it:cass-pen:12345/2024", {"section": "VI"}),
        (
            "Italian Court of Cassation, Sixth Criminal Section, judgment No. 12345 of 2024",
            "it:cass-pen:12345/2024",
            {"section": "VI", "kind": "sent."},
        ),
        (
            "Court of Cassation, Third Civil Section, order No. 1234/2021",
            "it:cass-civ:1234/2021",
            {"section": "III", "kind": "ord."},
        ),
        ("Court of Cassation (Criminal), Section II, No. 42/2023", "it:cass-pen:42/2023", {"section": "II"}),
        (
            "Court of Cassation, Criminal Division, Section V, No. 7/2022",
            "it:cass-pen:7/2022",
            {"section": "V"},
        ),
        ("Cass., Joint Sections, No. 123/2020", "it:cass:123/2020", {"section": "S.U."}),
        (
            "Court of Cassation, United Sections, judgment No. 123 of 2020",
            "it:cass:123/2020",
            {"section": "S.U."},
        ),
        (
            "Court of Cassation, judgment no. 12345 of 12 March 2024",
            "it:cass:12345/2024",
            {"date": "2024-03-12"},
        ),
        ("Cass. Pen. Sez. VI, 12345/2024", "it:cass-pen:12345/2024", {"section": "VI"}),
        ("Judgment No. 242 of 2019 of the Constitutional Court", "it:corte-cost:242/2019", {"kind": "sent."}),
        ("Corte Costituzionale decision 242/2019", "it:corte-cost:242/2019", {"year": 2019}),
    ],
)
def test_english_cassation_citations(text: str, canonical: str, fields: dict[str, object]) -> None:
    """English drafts on Italian law name the Cassazione's branch and section in English."""
    _is_case(f"According to {text}, the appeal fails.", "en", canonical, fields)


def test_an_english_decision_number_needs_its_court_named_after_it() -> None:
    assert not extract("In judgment No. 4 of 2019 the cantonal court said so.", "en")


def test_the_date_after_the_number() -> None:
    cit = only("Secondo Cass. civ., sez. III, n. 12345 del 12 marzo 2024, la domanda va respinta.", "it")
    assert cit.canonical == "it:cass-civ:12345/2024"
    has_fields(cit, {"date": "2024-03-12", "section": "III"})


def test_sentence_number_after_the_named_court() -> None:
    cit = only("Secondo la Corte costituzionale (sentenza n. 242 del 2019) l'aiuto al suicidio ...", "it")
    assert cit.canonical == "it:corte-cost:242/2019"


def test_the_court_named_after_the_number_wins() -> None:
    # the Cassazione is named first, but the decision cited is the Constitutional Court's
    text = "La Cassazione ha richiamato la sentenza n. 120 del 2018 della Corte costituzionale sul punto."
    cit = only(text, "it")
    assert cit.canonical == "it:corte-cost:120/2018"
    assert cit.text == "sentenza n. 120 del 2018 della Corte costituzionale"


def test_the_ordinal_article_number_is_not_a_sentence_end() -> None:
    # "473-bis." ends the sentence: no sub-number
    cit = only("Si applica l'art. 473-bis c.p.c. Il giudice provvede.", "it")
    assert cit.canonical == "it:cpc:art-473-bis"


def test_bare_comma_continues_the_article() -> None:
    cits = find("Il reato di cui all'art. 612-bis c.p. è punito; il comma 4 prevede la querela.", "it")
    assert [c.canonical for c in cits] == ["it:cp:art-612-bis", "it:cp:art-612-bis:comma-4"]
    assert cits[1].short_form


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        ("Reg. (UE) 2016/679", "eu:reg-2016-679", {"kind": "reg", "year": 2016, "number": 679}),
        ("Regulation (EU) 2016/679", "eu:reg-2016-679", {"act": "Reg. (UE) 2016/679"}),
        (
            "art. 6, par. 1, lett. f), del Regolamento (UE) 2016/679",
            "eu:reg-2016-679:art-6:para-1",
            {"article": "6", "paragraph": "1", "letter": "f"},
        ),
        ("Art. 6(1)(f) GDPR", "eu:reg-2016-679:art-6:para-1", {"letter": "f"}),
        ("art. 17 RGPD", "eu:reg-2016-679:art-17", {"article": "17"}),
        ("Direttiva (UE) 2019/1937", "eu:dir-2019-1937", {"kind": "dir"}),
        ("direttiva (UE) 2019/1937", "eu:dir-2019-1937", {"year": 2019}),
    ],
)
def test_eu_acts(text: str, canonical: str, fields: dict[str, object]) -> None:
    cit = only(f"Vedi {text} in materia.", "it")
    assert cit.cls == "eu-act" and cit.jurisdiction == "EU" and cit.canonical == canonical
    has_fields(cit, fields)


def test_lists_with_ordinal_commas_and_plural_commi() -> None:
    cits = find("Violati gli artt. 3, 21, primo comma, 27, terzo comma, e 97 della Costituzione.", "it")
    assert [c.canonical for c in cits] == [
        "it:cost:art-3",
        "it:cost:art-21:comma-1",
        "it:cost:art-27:comma-3",
        "it:cost:art-97",
    ]
    cits = find("dall'art. 581, commi 1-ter e 1-quater, cod. proc. pen.", "it")
    assert [c.canonical for c in cits] == ["it:cpp:art-581:comma-1-ter", "it:cpp:art-581:comma-1-quater"]


def test_costituzione_federale_is_swiss() -> None:
    assert only("l'art. 8 della Costituzione federale", "it").canonical == "ch:BV:art-8"
    assert only("l'art. 8 della Costituzione", "it").canonical == "it:cost:art-8"


def test_old_style_eu_numbers() -> None:
    cits = find("Reg. CE n. 44/2001 e Direttiva 95/46/CE", "it")
    assert [c.canonical for c in cits] == ["eu:reg-2001-44", "eu:dir-1995-46"]


@pytest.mark.parametrize(
    "text",
    [
        "La custodia cautelare perde efficacia (art. 303, comma 1, lett. a), n. 2, c.p.p.).",
        "La custodia cautelare perde efficacia (art. 303, comma 1, lett. a, n. 2, c.p.p.).",
    ],
)
def test_italian_letter_then_number_is_one_citation(text: str) -> None:
    (cit,) = find(text, "it")
    assert cit.text.startswith("art. 303") and cit.text.endswith("c.p.p.")
    assert (cit.fields["letter"], cit.fields["number"]) == ("a", "2")
    assert cit.canonical == "it:cpp:art-303:comma-1:let-a"


@pytest.mark.parametrize(
    ("text", "cite", "canonical"),
    [
        (
            "Under Article 2051 of the Italian Civil Code the custodian is liable.",
            "Article 2051 of the Italian Civil Code",
            "it:cc:art-2051",
        ),
        (
            "See Article 115 of the Italian Code of Civil Procedure.",
            "Article 115 of the Italian Code of Civil Procedure",
            "it:cpc:art-115",
        ),
        (
            "Article 273 of the Italian Code of Criminal Procedure applies.",
            "Article 273 of the Italian Code of Criminal Procedure",
            "it:cpp:art-273",
        ),
        (
            "Article 3 of the Italian Constitution guarantees equality.",
            "Article 3 of the Italian Constitution",
            "it:cost:art-3",
        ),
        (
            "The Constitutional Court judgment no. 131/2022 held so.",
            "Constitutional Court judgment no. 131/2022",
            "it:corte-cost:131/2022",
        ),
        (
            "Italian Constitutional Court, judgment no. 194/2018, struck it down.",
            "Italian Constitutional Court, judgment no. 194/2018",
            "it:corte-cost:194/2018",
        ),
        (
            "Constitutional Court, judgment No. 131 of 2022.",
            "Constitutional Court, judgment No. 131 of 2022",
            "it:corte-cost:131/2022",
        ),
        (
            "Corte cost., judgment no. 131/2022.",
            "Corte cost., judgment no. 131/2022",
            "it:corte-cost:131/2022",
        ),
    ],
)
def test_english_renderings_of_italian_law(text: str, cite: str, canonical: str) -> None:
    (c,) = extract(text, "en")
    assert (c.text, c.canonical) == (cite, canonical)
    assert c.jurisdiction == "IT"


def test_the_federal_constitution_named_in_italian_is_a_swiss_cue() -> None:
    (c,) = extract(
        "La Costituzione federale garantisce l'aiuto nelle situazioni di bisogno (art. 12 Cost.).", "it"
    )
    assert c.canonical == "ch:BV:art-12"


def test_the_constitutional_court_named_later_in_the_sentence() -> None:
    cit = only(
        "Con l'ordinanza n. 169 del 2025 la Corte costituzionale ha dichiarato estinto il processo.", "it"
    )
    assert cit.canonical == "it:corte-cost:169/2025"


def test_la_corte_with_the_words_of_constitutional_review_is_the_constitutional_court() -> None:
    text = "Con la sentenza n. 30 del 2021 la Corte ha dichiarato non fondate tutte le questioni sollevate."
    cit = only(text, "it")
    assert cit.canonical == "it:corte-cost:30/2021"


def test_another_court_named_later_is_no_constitutional_decision() -> None:
    assert not extract("Con la sentenza n. 30 del 2021 la Corte d'appello ha respinto il gravame.", "it")
    cit = only("Con la sentenza n. 12345 del 2021 la Corte di cassazione ha annullato la condanna.", "it")
    assert cit.canonical == "it:cass:12345/2021"


def test_an_english_decision_number_with_the_court_named_later() -> None:
    cit = only("In judgment No. 30 of 2021 the Constitutional Court held the question unfounded.", "en")
    assert cit.canonical == "it:corte-cost:30/2021"
