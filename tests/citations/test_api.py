"""The public API: parse_one, detect_language, and the anchor fallback without ahocorasick_rs."""

from __future__ import annotations

import pytest
from citation_helpers import find

from lexgate.citations import anchors, detect_language, extract, parse_one


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Art. 41 Abs. 1 OR", "ch:OR:art-41:para-1"),
        ("  art. 41 al. 1 CO ", "ch:OR:art-41:para-1"),
        ("BGE 140 III 86 E. 3.2", "ch:BGE:140-III-86:E-3.2"),
        ("4A_123/2023", "ch:BGer:4A_123/2023"),
        ("art. 2043 c.c.", "it:cc:art-2043"),
        ("Cass. civ., sez. III, n. 6789/2020", "it:cass-civ:6789/2020"),
    ],
)
def test_parse_one(text: str, canonical: str) -> None:
    cit = parse_one(text)
    assert cit is not None and cit.canonical == canonical
    assert text[cit.start : cit.end] == cit.text


def test_parse_one_nothing() -> None:
    assert parse_one("") is None
    assert parse_one("kein Zitat hier") is None
    assert parse_one("Art. 42") is None  # a bare article names no act


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Der Mieter haftet für den Schaden, den er verursacht hat, und die Vermieterin ist nicht verpflichtet.",
            "de",
        ),
        (
            "Le locataire répond du dommage qu'il a causé et la bailleresse n'est pas tenue de le réparer.",
            "fr",
        ),
        ("Il conduttore risponde del danno che ha causato e la locatrice non è tenuta a ripararlo.", "it"),
        (
            "The tenant is liable for the damage that he caused and the landlord is not obliged to repair it.",
            "en",
        ),
    ],
)
def test_detect_language(text: str, lang: str) -> None:
    assert detect_language(text) == lang


def test_citation_lang_is_the_document_language() -> None:
    assert {c.lang for c in extract("Il conduttore risponde secondo l'art. 41 CO e l'art. 8 CC.")} == {"it"}
    assert extract("Art. 41 OR", "fr")[0].lang == "fr"
    with pytest.raises(ValueError):
        extract("Art. 41 OR", "xx")


def test_re_fallback_finds_the_same_citations(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (
        "Nach Art. 41 Abs. 1 OR (BGE 140 III 86 E. 3.2; 139 III 334) und Urteil 4A_123/2023 vom 5. April 2013; "
        "art. 2043 c.c.; Cass. S.U. n. 20874/2008; GAUCH/SCHLUEP/SCHMID, OR AT, N 865; a.a.O., N 870."
    )
    expected = [(c.start, c.end, c.canonical) for c in find(text)]
    monkeypatch.setattr(anchors, "_ac", None)
    anchors._compiled.cache_clear()
    try:
        assert [(c.start, c.end, c.canonical) for c in find(text)] == expected
    finally:
        anchors._compiled.cache_clear()
