"""Swiss decisions: BGE/ATF/DTF, Federal Supreme Court dockets, BVGer/BStGer, cantonal decisions."""

from __future__ import annotations

import pytest
from citation_helpers import find, has_fields, only


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        (
            "BGE 140 III 86",
            "ch:BGE:140-III-86",
            {"collection": "BGE", "volume": 140, "part": "III", "page": 86},
        ),
        ("ATF 140 III 86", "ch:BGE:140-III-86", {"collection": "BGE"}),
        ("DTF 140 III 86", "ch:BGE:140-III-86", {"collection": "BGE"}),
        ("BGE 140 III 86 E. 3.2.1", "ch:BGE:140-III-86:E-3.2.1", {"consideration": "3.2.1"}),
        ("ATF 126 III 1 consid. 4b/aa", "ch:BGE:126-III-1:E-4b/aa", {"consideration": "4b/aa"}),
        ("DTF 126 III 1 cons. 3b", "ch:BGE:126-III-1:E-3b", {"consideration": "3b"}),
        ("BGE 137 I 195 E. 2.2 S. 197", "ch:BGE:137-I-195:E-2.2:p-197", {"pin_page": 197}),
        ("ATF 138 IV 81 consid. 2.2 p. 84", "ch:BGE:138-IV-81:E-2.2:p-84", {"part": "IV", "pin_page": 84}),
        ("DTF 143 III 38 consid. 2.1 pag. 40", "ch:BGE:143-III-38:E-2.1:p-40", {"pin_page": 40}),
        ("BGE 114 Ia 278 E. 1", "ch:BGE:114-Ia-278:E-1", {"part": "Ia"}),
        ("ATF 144 III 43 E. 3.1 at p. 46", "ch:BGE:144-III-43:E-3.1:p-46", {"pin_page": 46}),
        ("DTF 143 II 661consid. 5.1.1", "ch:BGE:143-II-661:E-5.1.1", {"consideration": "5.1.1"}),
    ],
)
def test_bge(text: str, canonical: str, fields: dict[str, object]) -> None:
    cit = only(text)
    assert cit.cls == "federal-case" and cit.canonical == canonical
    has_fields(cit, fields)


def test_bge_list_without_repeated_prefix() -> None:
    text = "(BGE 140 III 16 E. 1.3.1 S. 18 mit Hinweisen; 139 III 334 E. 3.2.5 S. 339 und 133 IV 286 E. 1.4)."
    assert [c.canonical for c in find(text)] == [
        "ch:BGE:140-III-16:E-1.3.1:p-18",
        "ch:BGE:139-III-334:E-3.2.5:p-339",
        "ch:BGE:133-IV-286:E-1.4",
    ]


def test_bge_list_of_pages_in_one_volume_and_of_considerations() -> None:
    cits = find("(ATF 140 III 86 consid. 2 et 115 consid. 2; DTF 143 IV 69 consid. 3.1 e 3.3)")
    assert [c.canonical for c in cits] == [
        "ch:BGE:140-III-86:E-2",
        "ch:BGE:140-III-115:E-2",
        "ch:BGE:143-IV-69:E-3.1",
        "ch:BGE:143-IV-69:E-3.3",
    ]
    assert cits[3].text == "3.3"


def test_bge_with_docket_in_parentheses_names_both() -> None:
    bge, docket = find("BGE 134 III 354 (4A_427/2007) gilt.")
    assert bge.text == "BGE 134 III 354" and bge.extra["docket"] == "4A_427/2007"
    assert docket.text == "4A_427/2007" and docket.canonical == "ch:BGer:4A_427/2007"


@pytest.mark.parametrize(
    ("text", "span", "fields"),
    [
        (
            "vgl. Urteil 4A_123/2023 vom 5. April 2013 E. 3.",
            "Urteil 4A_123/2023 vom 5. April 2013 E. 3",
            {"docket": "4A_123/2023", "date": "2013-04-05", "consideration": "3", "court": "BGer"},
        ),
        (
            "cf. arrêt 4A 123/2023 du 1er mars 2016 consid. 4",
            "arrêt 4A 123/2023 du 1er mars 2016 consid. 4",
            {"docket": "4A_123/2023", "date": "2016-03-01", "consideration": "4"},
        ),
        (
            "cfr. sentenza 4A.123/2023 del 3 marzo 2020",
            "sentenza 4A.123/2023 del 3 marzo 2020",
            {"docket": "4A_123/2023", "date": "2020-03-03"},
        ),
        ("judgment 4A_123/2023 of 5 May 2013", "judgment 4A_123/2023 of 5 May 2013", {"date": "2013-05-05"}),
        (
            "BGer 4C.230/2006 vom 1. September 2006",
            "BGer 4C.230/2006 vom 1. September 2006",
            {"docket": "4C.230/2006"},
        ),
        (
            "arrêt 5P.459/2002 du 29 janvier 2003",
            "arrêt 5P.459/2002 du 29 janvier 2003",
            {"docket": "5P.459/2002"},
        ),
        (
            "Urteil des Bundesgerichts 2C_807/2015 vom 18. Oktober 2016 E. 2.2.1",
            "Urteil des Bundesgerichts 2C_807/2015 vom 18. Oktober 2016 E. 2.2.1",
            {"consideration": "2.2.1"},
        ),
        (
            "sentenza 6B_304/2019, citata, consid. 3.2",
            "sentenza 6B_304/2019, citata, consid. 3.2",
            {"consideration": "3.2"},
        ),
        (
            "consid. 8.2 de l'arrêt 9C_687/2017",
            "consid. 8.2 de l'arrêt 9C_687/2017",
            {"consideration": "8.2"},
        ),
        (
            "TF, 4A_617/2023, 8 octobre 2024, c. 3.1",
            "TF, 4A_617/2023, 8 octobre 2024, c. 3.1",
            {"date": "2024-10-08", "consideration": "3.1"},
        ),
    ],
)
def test_federal_dockets(text: str, span: str, fields: dict[str, object]) -> None:
    cit = only(text)
    assert cit.cls == "federal-case" and cit.text == span
    has_fields(cit, fields)
    assert cit.canonical.startswith(f"ch:BGer:{cit.fields['docket']}")


def test_other_federal_courts() -> None:
    cits = find("BVGer A-4843/2020 und Urteil B-1234/2019; BStGer SK.2019.12 sowie BB.2020.1.")
    assert [c.canonical for c in cits] == [
        "ch:BVGer:A-4843/2020",
        "ch:BVGer:B-1234/2019",
        "ch:BStGer:SK.2019.12",
        "ch:BStGer:BB.2020.1",
    ]
    assert {c.fields["court"] for c in cits} == {"BVGer", "BStGer"}


@pytest.mark.parametrize(
    ("text", "canton", "docket"),
    [
        ("ACJC C/4431/2013 du 2 février 2015", "GE", "C/4431/2013"),
        ("ACJC/1234/2015", "GE", "ACJC/1234/2015"),
        ("arrêt du Tribunal cantonal vaudois HC/2020/38 du 6 mai 2020", "VD", "HC/2020/38"),
        ("Tribunal cantonal VD, Arrêt / 2023 / 560", "VD", "Arrêt/2023/560"),
        ("Obergericht ZH NG190020 vom 30. November 2020", "ZH", "NG190020"),
        ("Gericht SZ ZK1 2023 26 vom 2. April 2024", "SZ", "ZK1 2023 26"),
        ("sentenza 12.2019.45 del 3 marzo 2020", "TI", "12.2019.45"),
        ("VD.2020.89", "BS", "VD.2020.89"),
    ],
)
def test_cantonal(text: str, canton: str, docket: str) -> None:
    cit = only(text)
    assert cit.cls == "cantonal-case"
    has_fields(cit, {"canton": canton, "docket": docket})
    assert cit.canonical == f"ch:cant-{canton}:{docket.replace(' ', '_')}"


def test_bare_consideration_continues_the_decision() -> None:
    cits = find(
        "Das Bundesgericht hat in BGE 140 III 86 E. 3.2 festgehalten, dass ... In E. 4 präzisierte es dies."
    )
    assert [c.canonical for c in cits] == ["ch:BGE:140-III-86:E-3.2", "ch:BGE:140-III-86:E-4"]
    assert cits[1].short_form and cits[1].antecedent == "ch:BGE:140-III-86:E-3.2"


def test_internal_consideration_is_not_a_citation() -> None:
    assert [
        c.text for c in find("BGE 140 III 86 E. 3. Wie dargelegt (E. 4 hiervor) ist die Frist gewahrt.")
    ] == ["BGE 140 III 86 E. 3"]
    assert find("Wie dargelegt (consid. 1) gilt dies.") == []


def test_number_shapes_that_are_not_dockets() -> None:
    assert find("Siehe Beleg 247/2020 im Anhang.") == []
    assert find("Die Jahre 2019/2020 und die Rechnung 12/2020.") == []


def test_zurich_docket_keeps_its_instance_suffix() -> None:
    (cit,) = find("Das Obergericht Zürich (LB190012-O vom 4. Juni 2019) hat dies bestätigt.", "de")
    assert cit.fields["docket"] == "LB190012-O" and cit.fields["date"] == "2019-06-04"
    assert cit.canonical == "ch:cant-ZH:LB190012-O"
    (two,) = find("Vgl. den Beschluss PS210034-O/U.", "de")
    assert two.fields["docket"] == "PS210034-O/U"
    (plain,) = find("Vgl. LB190012-Orange.", "de")  # a word after the hyphen is no suffix
    assert plain.fields["docket"] == "LB190012"
