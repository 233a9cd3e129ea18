"""Doctrine (structured and informal) and short forms (a.a.O., ibid., op. cit., ebd.)."""

from __future__ import annotations

import pytest
from citation_helpers import find, has_fields, only


def test_informal_doctrine_with_margin_number() -> None:
    cit = only("So schon GAUCH/SCHLUEP/SCHMID, OR AT, N 865.")
    assert cit.cls == "doctrine-informal" and cit.text == "GAUCH/SCHLUEP/SCHMID, OR AT, N 865"
    has_fields(cit, {"author": "GAUCH/SCHLUEP/SCHMID", "work": "OR AT", "margin": "865"})
    assert cit.canonical == "doctrine:gauch/schluep/schmid, or at, n 865"


def test_commentary_series_absorbs_its_article() -> None:
    cits = find("Vgl. BSK OR I-Wiegand, Art. 97 N 3; BK-Kramer, Art. 18 OR N 12.")
    assert [c.cls for c in cits] == ["doctrine-informal", "doctrine-informal"]
    has_fields(cits[0], {"author": "Wiegand", "article": "97", "margin": "3"})
    has_fields(cits[1], {"author": "Kramer", "article": "18", "act": "OR"})


def test_commented_article_belongs_to_the_doctrine() -> None:
    text = "(KURT SEELMANN, in: Basler Kommentar, Strafrecht I, 3. Aufl. 2013, N. 4 zu Art. 15 StGB)"
    cit = only(text)
    assert cit.cls == "doctrine-informal" and cit.text == text[1:-1]
    has_fields(cit, {"article": "15", "act": "StGB", "margin": "4"})
    cit = only("(FLORENCE AUBRY GIRARDIN, in Commentaire de la LTF, 2a ed. 2014, n. 58 ad art. 42 LTF)")
    assert cit.cls == "doctrine-informal" and cit.text.endswith("ad art. 42 LTF")


def test_french_textbook_with_page() -> None:
    cit = only("Voir ENGEL, Traité des obligations en droit suisse, 2e éd. 1997, p. 450.")
    assert cit.cls == "doctrine-informal"
    assert cit.text == "ENGEL, Traité des obligations en droit suisse, 2e éd. 1997, p. 450"


def test_onlinekommentar_is_structured() -> None:
    for text in (
        "Onlinekommentar, Art. 97 OR, N 12",
        "MÜLLER, in: Onlinekommentar zum Obligationenrecht, Art. 97 OR N 12",
        "OK-Müller, Art. 97 OR, N 12",
    ):
        cit = only(f"So {text}.")
        assert cit.cls == "doctrine-structured", text
        assert cit.canonical == "ch:OK:OR:art-97:N-12", text
        has_fields(cit, {"article": "97", "act": "OR", "margin": "12"})


def test_a_a_o_with_author_resolves_to_that_author() -> None:
    text = "GAUCH/SCHLUEP/SCHMID, OR AT, N 865; BGE 140 III 86. GAUCH/SCHLUEP/SCHMID, a.a.O., N 870."
    cits = find(text)
    short = cits[-1]
    assert short.short_form and short.cls == "doctrine-informal"
    assert short.antecedent == cits[0].canonical
    has_fields(short, {"margin": "870"})


def test_ibid_takes_the_previous_citation_with_new_pinpoint() -> None:
    cits = find("Vgl. BGE 141 III 20 E. 2. Ebenso a.a.O., E. 3; ibid.")
    assert [c.canonical for c in cits] == [
        "ch:BGE:141-III-20:E-2",
        "ch:BGE:141-III-20:E-3",
        "ch:BGE:141-III-20:E-3",
    ]
    assert all(c.short_form for c in cits[1:])
    has_fields(cits[1], {"volume": 141, "consideration": "3"})


def test_ebd_with_statute_pinpoint() -> None:
    cits = find("Geschuldet (Art. 18 Abs. 1 MWSTG); ebd. Abs. 2 lit. a nennt Ausnahmen.")
    assert [c.canonical for c in cits] == ["ch:MWSTG:art-18:para-1", "ch:MWSTG:art-18:para-2:let-a"]
    assert cits[1].text == "ebd. Abs. 2 lit. a" and cits[1].cls == "statute"


def test_short_form_without_antecedent_is_dropped() -> None:
    assert find("Ibid. steht es anders.") == []


def test_a_double_surname_in_a_list_of_authors() -> None:
    cit = only("So die Lehre (BSK OR II-Watter/Roth Pellanda, Art. 716a N 38).")
    assert cit.cls == "doctrine-informal"
    assert cit.text == "BSK OR II-Watter/Roth Pellanda, Art. 716a N 38"


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        (
            "Secondo la dottrina il danno va provato (Bianca, Diritto civile, III, p. 45).",
            "Bianca, Diritto civile, III, p. 45",
        ),
        (
            "Legal writers take this view (Gauch/Schluep/Schmid, OR AT, no. 865).",
            "Gauch/Schluep/Schmid, OR AT, no. 865",
        ),
    ],
)
def test_a_volume_in_capitals_and_an_english_margin_number(text: str, cited: str) -> None:
    cit = only(text)
    assert cit.cls == "doctrine-informal" and cit.text == cited
