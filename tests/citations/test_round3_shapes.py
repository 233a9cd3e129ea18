"""Round 3: fabricated (unknown) act abbreviations, any BGE part shape, one-author doctrine, and the
articles inside doctrine references."""

from __future__ import annotations

import pytest
from citation_helpers import find, has_fields, only

from lexgate.citations import parse_one
from lexgate.citations.unknown_acts import unknown_act


@pytest.mark.parametrize(
    ("text", "lang", "span", "act", "canonical"),
    [
        (
            "Nach Art. 12 Abs. 2 DigiHG ist dies erlaubt.",
            "de",
            "Art. 12 Abs. 2 DigiHG",
            "DigiHG",
            "ch:DigiHG:art-12:para-2",
        ),
        ("Gemäss Art. 5 KIVG gilt eine Meldepflicht.", "de", "Art. 5 KIVG", "KIVG", "ch:KIVG:art-5"),
        (
            "Selon l'art. 3 al. 1 LNum, le fournisseur répond.",
            "fr",
            "art. 3 al. 1 LNum",
            "LNum",
            "ch:LNum:art-3:para-1",
        ),
        ("L'art. 7 LDigit impose une notification.", "fr", "art. 7 LDigit", "LDigit", "ch:LDigit:art-7"),
        (
            "Art. 44 Abs. 1 VAG-Plus verlangt Rückstellungen.",
            "de",
            "Art. 44 Abs. 1 VAG-Plus",
            "VAG-Plus",
            "ch:VAG-Plus:art-44:para-1",
        ),
        ("L'art. 7 LCrip punisce l'uso.", "it", "art. 7 LCrip", "LCrip", "ch:LCrip:art-7"),
        (
            "Under Article 9 para. 2 lit. b DAIA the provider is liable.",
            "en",
            "Article 9 para. 2 lit. b DAIA",
            "DAIA",
            "ch:DAIA:art-9:para-2:let-b",
        ),
        (
            "Vgl. Art. 3 Abs. 2 Tiergesetz.",
            "de",
            "Art. 3 Abs. 2 Tiergesetz",
            "Tiergesetz",
            "ch:Tiergesetz:art-3:para-2",
        ),
    ],
)
def test_unknown_act_is_a_statute_citation(text: str, lang: str, span: str, act: str, canonical: str) -> None:
    cit = only(text, lang)
    assert (cit.cls, cit.jurisdiction, cit.text, cit.canonical) == ("statute", "CH", span, canonical)
    has_fields(cit, {"act": act})
    assert cit.extra["unknown_act"] is True


def test_unknown_act_is_not_a_short_form_of_the_act_before() -> None:
    first, second = find("Art. 41 OR ist erfüllt; Art. 5 KIVG dagegen nicht.", "de")
    assert first.canonical == "ch:OR:art-41" and "unknown_act" not in first.extra
    assert second.canonical == "ch:KIVG:art-5" and not second.short_form


def test_unknown_act_in_a_list_after_a_known_one() -> None:
    cits = find("Vgl. Art. 3 OR und 5 KIVG.", "de")
    assert [c.canonical for c in cits] == ["ch:OR:art-3", "ch:KIVG:art-5"]


def test_cantonal_suffix_stays_with_the_unknown_act() -> None:
    cit = only("Dans le canton de Vaud, l'art. 2 al. 1 RAJ/VD renvoie au CPC.", "fr")
    assert cit.text == "art. 2 al. 1 RAJ/VD" and cit.extra["canton"] == "VD"


def test_parse_one_reads_an_unknown_act() -> None:
    cit = parse_one("Art. 5 KIVG")
    assert cit is not None and cit.canonical == "ch:KIVG:art-5"


@pytest.mark.parametrize(
    "text",
    [
        "Gemäss Art. 5 AG ist die Gesellschaft verpflichtet.",
        "Die Busse nach Art. 5 CHF 100 übersteigt nicht.",
        "Siehe Art. 5 PDF der Beilage.",
        "Art. 5 AGB regelt die Kündigung.",
        "L'art. 3 SA du contrat prévoit la résiliation.",
        "Article 5 of the NDA governs confidentiality.",
        "Art. 12 EU-konform ausgelegt.",
        "Art. 5 II des Vertrags.",
        "Art. 7 IT ist massgebend.",
        "Art. 7 Satz 2 des Reglements.",
        "Art. 3 Die Parteien vereinbaren Folgendes.",
        "Art. 5 KIVG's Anwendungsbereich.",
    ],
)
def test_no_unknown_act_for_ordinary_words(text: str) -> None:
    assert not [c for c in find(text, "de") if c.extra.get("unknown_act")]


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("KIVG", "KIVG"),
        ("KIVG.", "KIVG"),
        ("LNum", "LNum"),
        ("Waldgesetz", "Waldgesetz"),
        ("VAG-Plus", "VAG-Plus"),
        ("A", None),
        ("ABCDEFGHIJKLM", None),
        ("GmbH", None),
        ("USD", None),
        ("XIV", None),
        ("Gesetz", None),
        ("Lohn", None),
        ("EU-weit", None),
        ("12", None),
    ],
)
def test_unknown_act_shape(token: str, expected: str | None) -> None:
    assert unknown_act(token) == expected


@pytest.mark.parametrize(
    ("text", "canonical", "part"),
    [
        ("BGE 147 IIII 33", "ch:BGE:147-IIII-33", "IIII"),
        ("BGE 12 Ic 40 E. 3", "ch:BGE:12-Ic-40:E-3", "Ic"),
        ("ATF 141 XV 12 consid. 2", "ch:BGE:141-XV-12:E-2", "XV"),
        ("DTF 140 III 86", "ch:BGE:140-III-86", "III"),
    ],
)
def test_any_bge_part_shape_is_parsed(text: str, canonical: str, part: str) -> None:
    cit = only(f"Vgl. {text}.")
    assert cit.cls == "federal-case" and cit.canonical == canonical
    has_fields(cit, {"part": part})


def test_impossible_part_in_a_bge_list() -> None:
    cits = find("Vgl. BGE 140 III 86 und 141 IIII 5.", "de")
    assert [c.canonical for c in cits] == ["ch:BGE:140-III-86", "ch:BGE:141-IIII-5"]


def test_no_bge_without_collection_or_with_letters_beyond_c() -> None:
    assert not find("Im Jahr 147 IIII 33 Personen.", "de")
    assert not [c for c in find("BGE 147 IId 33", "de") if c.cls == "federal-case"]


@pytest.mark.parametrize(
    ("text", "span", "author", "margin", "article"),
    [
        (
            "Vgl. Huguenin, Obligationenrecht, N 1012.",
            "Huguenin, Obligationenrecht, N 1012",
            "Huguenin",
            "1012",
            None,
        ),
        (
            "Così BERNASCONI/GIUDICELLI, Commentario pratico al CPP, art. 113 n. 3.",
            "BERNASCONI/GIUDICELLI, Commentario pratico al CPP, art. 113 n. 3",
            "BERNASCONI/GIUDICELLI",
            "3",
            "113",
        ),
        (
            "So Schmid/Stöckli/Krauskopf, OR BT, Rz. 1512.",
            "Schmid/Stöckli/Krauskopf, OR BT, Rz. 1512",
            "Schmid/Stöckli/Krauskopf",
            "1512",
            None,
        ),
        (
            "Ebenso Huguenin, Obligationenrecht, 3. Aufl. 2019, Art. 97 OR, N 5.",
            "Huguenin, Obligationenrecht, 3. Aufl. 2019, Art. 97 OR, N 5",
            "Huguenin",
            "5",
            "97",
        ),
        (
            "Voir Tercier, Le droit des obligations, 2e éd. 2016, art. 97 n. 12.",
            "Tercier, Le droit des obligations, 2e éd. 2016, art. 97 n. 12",
            "Tercier",
            "12",
            "97",
        ),
        (
            "Cfr. GAUCH/SCHLUEP/SCHMID, OR AT, Art. 97 OR N 12.",
            "GAUCH/SCHLUEP/SCHMID, OR AT, Art. 97 OR N 12",
            "GAUCH/SCHLUEP/SCHMID",
            "12",
            "97",
        ),
    ],
)
def test_doctrine_with_author_title_and_margin(
    text: str, span: str, author: str, margin: str, article: str | None
) -> None:
    cit = only(text)
    assert cit.cls == "doctrine-informal" and cit.text == span
    has_fields(cit, {"author": author, "margin": margin})
    if article is not None:
        has_fields(cit, {"article": article})


def test_doctrine_after_a_statute_keeps_the_statute() -> None:
    cits = find("Art. 5 OR. Vgl. Rossi, Commentario al CO, art. 113 n. 3.", "it")
    assert [c.cls for c in cits] == ["statute", "doctrine-informal"]
    assert cits[1].text == "Rossi, Commentario al CO, art. 113 n. 3"


@pytest.mark.parametrize(
    "text",
    [
        "Il ricorrente, Mario Rossi, abita in Via Roma, n. 3.",
        "Mario Rossi, Via Roma, n. 3, Lugano.",
        "Die Beklagte, Frau Müller, N 5 der Eingabe.",
        "Secondo Rossi, Il contratto, n. 45/2020.",
        "La Corte, richiamato l'art. 5, comma 1, n. 3 della legge, respinge.",
        "Cass. civ., sez. III, n. 6789/2020.",
    ],
)
def test_no_doctrine_in_ordinary_sentences(text: str) -> None:
    assert not [c for c in find(text) if c.cls == "doctrine-informal"]


def test_italian_number_in_a_statute_stays_a_statute() -> None:
    cits = find("Secondo l'art. 5 OR, l'art. 6 n. 3 si applica.", "it")
    assert [c.canonical for c in cits] == ["ch:OR:art-5", "ch:OR:art-6:num-3"]
