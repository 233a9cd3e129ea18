"""Claim isolation: the sentence a citation supports."""

from __future__ import annotations

from citation_helpers import by_text, find


def test_claim_is_the_sentence_with_the_parenthetical_citation() -> None:
    text = "Vorab eine Bemerkung. Die Haftung setzt ein Verschulden voraus (Art. 41 Abs. 1 OR). Danach folgt mehr."
    cit = find(text)[0]
    assert cit.claim == "Die Haftung setzt ein Verschulden voraus (Art. 41 Abs. 1 OR)."
    assert text[cit.claim_start : cit.claim_end] == cit.claim


def test_abbreviations_do_not_end_the_sentence() -> None:
    text = (
        "Es gilt z.B. die Regel gemäss Art. 8 ZGB, vgl. BGE 140 III 86 E. 3.2 S. 88, sowie Art. 41 ff. OR. "
        "Neuer Satz."
    )
    cits = find(text)
    assert len(cits) == 3
    assert {c.claim for c in cits} == {text[: text.index(" Neuer")]}


def test_dates_and_numbering() -> None:
    text = "2.1. Das Urteil vom 5. April 2013 bestätigt dies (BGE 140 III 86). 2.2. Anderes gilt hier."
    cit = find(text)[0]
    assert cit.claim == "Das Urteil vom 5. April 2013 bestätigt dies (BGE 140 III 86)."


def test_french_and_italian_abbreviations() -> None:
    text = "Cf. p. ex. l'art. 8 CC, al. 2 et ss. En outre. "
    assert find(text)[0].claim.startswith("Cf. p. ex. l'art. 8 CC")
    text = "Si veda ecc. l'art. 2043 c.c. Poi."
    assert find(text, "it")[0].claim == "Si veda ecc. l'art. 2043 c.c."


def test_list_items_are_their_own_claims() -> None:
    text = "Voraussetzungen:\n- ein Schaden (Art. 41 OR);\n- ein Verschulden (Art. 42 OR)\n"
    cits = find(text)
    assert [c.claim for c in cits] == ["ein Schaden (Art. 41 OR);", "ein Verschulden (Art. 42 OR)"]


def test_footnote_citation_supports_the_sentence_with_the_marker() -> None:
    text = "Einleitung. Der Schuldner haftet für Hilfspersonen.[^1] Weiter.\n\n[^1]: Art. 101 OR.\n"
    cit = by_text(find(text), "Art. 101 OR")
    assert cit.claim == "Der Schuldner haftet für Hilfspersonen.[^1]"


def test_swiss_amounts_do_not_end_the_sentence() -> None:
    text = (
        "Vorab. Er erwarb Optionen für über EUR 640'000.-- und zahlte monatlich Fr. 500.– "
        "(Urteil 6B_871/2018 vom 26. April 2019 E. 2.2). Die Miete betrug CHF 1'200.-. Danach mehr."
    )
    cit = find(text)[0]
    assert cit.claim.startswith("Er erwarb Optionen für über EUR 640'000.--")
    assert cit.claim.endswith("E. 2.2).")


def test_a_german_ordinal_after_its_article_does_not_end_the_sentence() -> None:
    from lexgate.citations import extract

    text = "Volljährig ist, wer das 18. Lebensjahr vollendet hat (Art. 14 ZGB). Weiter."
    (c,) = extract(text, "de")
    assert c.claim == "Volljährig ist, wer das 18. Lebensjahr vollendet hat (Art. 14 ZGB)."
    text = "Die Frist lief bis zum 20. Die Klage kam zu spät (Art. 77 OR)."
    (c,) = extract(text, "de")
    assert c.claim == "Die Klage kam zu spät (Art. 77 OR)."  # a sentence opener follows: a new sentence
