"""Swiss statute citations in German, French, Italian and English drafts."""

from __future__ import annotations

import pytest
from citation_helpers import by_text, find, has_fields, only

# (text, citation span, canonical, fields)
SINGLE = [
    (
        "Die Haftung folgt aus Art. 41 Abs. 1 OR.",
        "Art. 41 Abs. 1 OR",
        "ch:OR:art-41:para-1",
        {"act": "OR", "sr": "220", "article": "41", "paragraph": "1"},
    ),
    (
        "Selon l'art. 41 al. 1 CO, il répond.",
        "art. 41 al. 1 CO",
        "ch:OR:art-41:para-1",
        {"act": "OR", "paragraph": "1"},
    ),
    ("Secondo l'art. 41 cpv. 1 CO risponde.", "art. 41 cpv. 1 CO", "ch:OR:art-41:para-1", {"act": "OR"}),
    ("He is liable under Art. 41(1) CO.", "Art. 41(1) CO", "ch:OR:art-41:para-1", {"paragraph": "1"}),
    ("See Article 97 para. 1 CO.", "Article 97 para. 1 CO", "ch:OR:art-97:para-1", {"article": "97"}),
    ("Vgl. Art. 6a ZGB.", "Art. 6a ZGB", "ch:ZGB:art-6a", {"act": "ZGB", "article": "6a"}),
    ("Art. 335c OR regelt die Fristen.", "Art. 335c OR", "ch:OR:art-335c", {"article": "335c"}),
    ("Art. 41 f. OR", "Art. 41 f. OR", "ch:OR:art-41:f", {"following": "f"}),
    ("Art. 41 ff. OR", "Art. 41 ff. OR", "ch:OR:art-41:ff", {"following": "ff"}),
    ("les art. 41 ss CO", "art. 41 ss CO", "ch:OR:art-41:ff", {"following": "ff"}),
    ("gli art. 41 segg. CO", "art. 41 segg. CO", "ch:OR:art-41:ff", {"following": "ff"}),
    ("Art. 41-44 OR", "Art. 41-44 OR", "ch:OR:art-41-44", {"article": "41", "article_to": "44"}),
    ("les art. 127 à 142 CO", "art. 127 à 142 CO", "ch:OR:art-127-142", {"article_to": "142"}),
    ("Art. 86 Abs. 1 lit. d BGG", "Art. 86 Abs. 1 lit. d BGG", "ch:BGG:art-86:para-1:let-d", {"letter": "d"}),
    (
        "art. 72 cpv. 2 lett. b n. 6 LTF",
        "art. 72 cpv. 2 lett. b n. 6 LTF",
        "ch:BGG:art-72:para-2:let-b:num-6",
        {"act": "BGG", "number": "6"},
    ),
    ("art. 92 al. 1 ch. 1 LP", "art. 92 al. 1 ch. 1 LP", "ch:SchKG:art-92:para-1:num-1", {"act": "SchKG"}),
    (
        "Art. 60ebis BVV 2 gilt.",
        "Art. 60ebis BVV 2",
        "ch:BVV_2:art-60ebis",
        {"act": "BVV 2", "article": "60ebis"},
    ),
    ("art. 1 OPP 2", "art. 1 OPP 2", "ch:BVV_2:art-1", {"act": "BVV 2"}),
    ("Art. 12 BöB", "Art. 12 BöB", "ch:BöB:art-12", {"act": "BöB"}),
    ("Art. 6 Ziff. 1 EMRK", "Art. 6 Ziff. 1 EMRK", "ch:EMRK:art-6:para-1", {"paragraph": "1"}),
    ("Art. 139 Ziff. 1 StGB", "Art. 139 Ziff. 1 StGB", "ch:StGB:art-139:num-1", {"number": "1"}),
    ("art. 8 CC", "art. 8 CC", "ch:ZGB:art-8", {"act": "ZGB"}),
    ("art. 146 CP", "art. 146 CP", "ch:StGB:art-146", {"act": "StGB"}),
    ("Art. 146 SCC", "Art. 146 SCC", "ch:StGB:art-146", {"act": "StGB"}),
    ("art. 29 al. 2 Cst.", "art. 29 al. 2 Cst.", "ch:BV:art-29:para-2", {"act": "BV"}),
    ("art. 30 cpv. 1 Cost.", "art. 30 cpv. 1 Cost.", "ch:BV:art-30:para-1", {"act": "BV"}),
    ("Art. 41 des Obligationenrechts", "Art. 41 des Obligationenrechts", "ch:OR:art-41", {"act": "OR"}),
    (
        "Article 8 of the Swiss Civil Code",
        "Article 8 of the Swiss Civil Code",
        "ch:ZGB:art-8",
        {"act": "ZGB"},
    ),
    ("Art. 1 SR 999.9", "Art. 1 SR 999.9", "ch:sr-999.9:art-1", {"sr": "999.9"}),
    ("Art. 3 Abs. 1bis AHVG", "Art. 3 Abs. 1bis AHVG", "ch:AHVG:art-3:para-1bis", {"paragraph": "1bis"}),
]


@pytest.mark.parametrize(("text", "span", "canonical", "fields"), SINGLE, ids=[s[1] for s in SINGLE])
def test_single_statute(text: str, span: str, canonical: str, fields: dict[str, str]) -> None:
    cit = only(text)
    assert cit.text == span
    assert cit.cls == "statute" and cit.jurisdiction == "CH"
    assert cit.canonical == canonical
    has_fields(cit, fields)


def test_every_language_gives_the_same_canonical() -> None:
    forms = [
        "Art. 41 Abs. 1 OR",
        "Art. 41 al. 1 CO",
        "art. 41 cpv. 1 CO",
        "Art. 41(1) CO",
        "Article 41 para. 1 CO",
    ]
    assert {only(f).canonical for f in forms} == {"ch:OR:art-41:para-1"}


def test_connectors_give_two_citations() -> None:
    for text in (
        "Art. 8 ZGB i.V.m. Art. 97 OR",
        "art. 8 CC en relation avec l'art. 97 CO",
        "art. 8 CC in relazione con l'art. 97 CO",
        "Art. 8 CC in conjunction with Art. 97 CO",
    ):
        assert [c.canonical for c in find(text)] == ["ch:ZGB:art-8", "ch:OR:art-97"], text


@pytest.mark.parametrize(
    ("text", "canonicals"),
    [
        ("Art. 41 und 42 OR", ["ch:OR:art-41", "ch:OR:art-42"]),
        ("Art. 41, 42 und 44 OR", ["ch:OR:art-41", "ch:OR:art-42", "ch:OR:art-44"]),
        ("Art. 29 Abs. 2 i.V.m. Art. 30 BV", ["ch:BV:art-29:para-2", "ch:BV:art-30"]),
        ("Art. 29 Abs. 2, 30 Abs. 1 BV", ["ch:BV:art-29:para-2", "ch:BV:art-30:para-1"]),
        ("art. 68 al. 1 et 2 LTF", ["ch:BGG:art-68:para-1", "ch:BGG:art-68:para-2"]),
        ("art. 24 al. 2 PCF et 71 LTF", ["ch:BZP:art-24:para-2", "ch:BGG:art-71"]),
        (
            "Art. 105 Abs. 1 lit. f i.V.m. Abs. 2 StPO",
            ["ch:StPO:art-105:para-1:let-f", "ch:StPO:art-105:para-2"],
        ),
        ("Art. 42 Abs. 1 und Abs. 2 BGG", ["ch:BGG:art-42:para-1", "ch:BGG:art-42:para-2"]),
        (
            "Art. 75 Abs. 1, Art. 90 und Art. 100 Abs. 1 BGG",
            ["ch:BGG:art-75:para-1", "ch:BGG:art-90", "ch:BGG:art-100:para-1"],
        ),
    ],
)
def test_lists(text: str, canonicals: list[str]) -> None:
    assert [c.canonical for c in find(text)] == canonicals


def test_list_spans_start_at_their_own_article() -> None:
    cits = find("Art. 75 Abs. 1, Art. 90 und 100 BGG")
    assert [c.text for c in cits] == ["Art. 75 Abs. 1", "Art. 90", "100 BGG"]


def test_bare_article_continues_the_previous_act() -> None:
    text = "Der Schaden ist nach Art. 41 OR zu ersetzen. Art. 42 regelt den Beweis. Abs. 2 gilt sinngemäss."
    cits = find(text)
    assert [c.canonical for c in cits] == ["ch:OR:art-41", "ch:OR:art-42", "ch:OR:art-42:para-2"]
    assert not cits[0].short_form
    assert cits[1].short_form and cits[1].antecedent == "ch:OR:art-41"
    assert cits[2].short_form and cits[2].antecedent == "ch:OR:art-42"
    has_fields(cits[1], {"act": "OR", "article": "42"})


def test_bare_article_without_antecedent_is_not_a_citation() -> None:
    assert find("Gemäss Art. 5 haftet der Mieter.") == []


def test_sr_numbers() -> None:
    cits = find("Das Obligationenrecht (SR 220) und die Verordnung SR 822.113; loi (RS 235.1).")
    assert [c.canonical for c in cits] == ["ch:OR", "ch:ArGV_3", "ch:DSG"]
    has_fields(by_text(cits, "SR 220"), {"sr": "220", "act": "OR"})


def test_act_table_abbreviations_in_three_languages() -> None:
    for text, key in (
        ("Art. 5 AHVG", "AHVG"),
        ("art. 5 LAVS", "AHVG"),
        ("art. 5 OAVS", "AHVV"),
        ("art. 5 LEI", "AIG"),
        ("art. 5 LStrI", "AIG"),
        ("art. 5 LCO2", "CO2-Gesetz"),
        ("Art. 5 CO2-Gesetz", "CO2-Gesetz"),
        ("art. 5 LPMéd", "MedBG"),
    ):
        assert only(text).canonical == f"ch:{key}:art-5", text


def test_abbreviation_shared_by_two_acts_resolves_deterministically() -> None:
    # "LTC" is the FMG in French and Italian, and (per the corpus) also the PRG in Italian: first reading wins
    assert only("Les tarifs suivent l'art. 3 LTC.", "fr").canonical == "ch:FMG:art-3"
    assert only("Le tariffe seguono l'art. 3 LTC.", "it").canonical == "ch:FMG:art-3"


def test_french_first_article() -> None:
    assert only("Selon l'art. 1er al. 2 CO").canonical == "ch:OR:art-1:para-2"
