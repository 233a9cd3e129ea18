"""Citation shapes found by the round-8 blind writers (session 4)."""

from __future__ import annotations

from lexgate.citations import extract


def test_the_constitution_in_english_is_swiss_or_italian_by_the_document() -> None:
    italian = extract(
        "Under Italian law the waiver is void: Article 36 of the Constitution grants every worker paid holidays."
    )
    swiss = extract("Under Swiss law, Article 8 of the Constitution protects equality before the law.")
    assert [c.canonical for c in italian] == ["it:cost:art-36"]
    assert [c.canonical for c in swiss] == ["ch:BV:art-8"]
    assert italian[0].extra.get("alternatives") == ["ch:BV:art-36"]


def test_an_inserted_paragraph_in_parentheses() -> None:
    [c] = extract("Custody is ruled out (Article 275(2-bis) of the Italian Code of Criminal Procedure).")
    assert c.canonical == "it:cpp:art-275:comma-2-bis"


def test_a_margin_number_after_a_section_of_the_work_is_doctrine() -> None:
    text = "(STRATENWERTH, Schweizerisches Strafrecht, Allgemeiner Teil I, 4a ed. 2011, § 9 n. 103)"
    [c] = extract(text)
    assert c.text == text.strip("()") and c.fields.get("margin") == "103"
