"""Shapes added in round 2: fabricated-looking citations are still parsed (the resolver rejects them),
treatises without margin number, letter lists, sentence pinpoints, a page after a bare consideration,
English forms of Italian and EU law, an article in brackets after an Italian act."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from citation_helpers import by_text, find, has_fields, only

from lexgate.config import corpus_path


@pytest.mark.parametrize(
    ("text", "span", "canonical"),
    [
        ("BGE 140 IX 60 confirms it.", "BGE 140 IX 60", "ch:BGE:140-IX-60"),
        ("Voir ATF 120 VI 5 consid. 2.", "ATF 120 VI 5 consid. 2", "ch:BGE:120-VI-5:E-2"),
        (
            "Cass. pen., sez. IX, n. 123/2023 conferma.",
            "Cass. pen., sez. IX, n. 123/2023",
            "it:cass-pen:123/2023",
        ),
        (
            "Cass. civ., sez. VIII, n. 456/2023 dice.",
            "Cass. civ., sez. VIII, n. 456/2023",
            "it:cass-civ:456/2023",
        ),
        ("Secondo Cass. n. 000/2024 il danno.", "Cass. n. 000/2024", "it:cass:0/2024"),
        ("Ai sensi della L. n. 10000/2023 si paga.", "L. n. 10000/2023", "it:l-10000-2023"),
        ("Il D.Lgs. n. 999/1900 lo vieta.", "D.Lgs. n. 999/1900", "it:dlgs-999-1900"),
        ("Urteil 4A_99999/2099 vom Bundesgericht.", "Urteil 4A_99999/2099", "ch:BGer:4A_99999/2099"),
    ],
)
def test_implausible_citations_are_parsed(text: str, span: str, canonical: str) -> None:
    cit = only(text)
    assert (cit.text, cit.canonical) == (span, canonical)


def _support_cases() -> list[dict[str, Any]]:
    corpus = corpus_path()
    path = Path(corpus).parent / "benchmarks" / "upstream" / "support_cases.jsonl" if corpus else None
    if path is None or not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


SUPPORT = _support_cases()


@pytest.mark.skipif(not SUPPORT, reason="shared benchmarks not available")
@pytest.mark.parametrize("case", SUPPORT, ids=[c["id"] for c in SUPPORT])
def test_every_cite_of_the_support_cases_is_extracted(case: dict[str, Any]) -> None:
    cits = find(case["draft"])
    cites = case["cite"] if isinstance(case["cite"], list) else [case["cite"]]
    for cite in cites:
        assert any(cite in c.text for c in cits), (cite, [c.text for c in cits])


@pytest.mark.parametrize(
    ("text", "span", "author"),
    [
        (
            "Come affermato da Galgano, Trattato di diritto civile, la responsabilità è aquiliana.",
            "Galgano, Trattato di diritto civile",
            "Galgano",
        ),
        (
            "Vgl. Gauch/Schluep, Handbuch des Obligationenrechts, 10. Aufl., Zürich 2014, S. 45 f.",
            "Gauch/Schluep, Handbuch des Obligationenrechts, 10. Aufl., Zürich 2014, S. 45 f.",
            "Gauch/Schluep",
        ),
        (
            "Voir Tercier, Traité de droit des obligations, p. 12, sur ce point.",
            "Tercier, Traité de droit des obligations, p. 12",
            "Tercier",
        ),
        (
            "Cfr. Torrente e Schlesinger, Manuale di diritto privato.",
            "Torrente e Schlesinger, Manuale di diritto privato",
            "Torrente e Schlesinger",
        ),
    ],
)
def test_treatise_without_margin_is_informal_doctrine(text: str, span: str, author: str) -> None:
    cit = only(text)
    assert (cit.text, cit.cls, cit.fields["author"]) == (span, "doctrine-informal", author)


@pytest.mark.parametrize(
    "text",
    [
        "Secondo il Trattato di Lisbona, gli Stati membri cooperano.",
        "In Italia, Manuale di diritto privato è il titolo più venduto.",
        "Rossi, Manuale d'uso della lavatrice, pagina 3.",
        "Der Kommentar zum Urteil ist lang. Heute, Handbuch in der Hand, lesen wir.",
        "Le Traité de Rome, signé en 1957, fonde la CEE.",
        "The Treaty on European Union, Commentary aside, is short.",
    ],
)
def test_treatise_words_in_prose_are_no_citation(text: str) -> None:
    assert find(text) == [], text


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        (
            "Art. 261 Abs. 1 lit. a und b ZPO gilt.",
            "de",
            [("a", "ch:ZPO:art-261:para-1:let-a"), ("b", "ch:ZPO:art-261:para-1:let-b")],
        ),
        (
            "selon l'art. 261 al. 1 let. a et c CPC",
            "fr",
            [("a", "ch:ZPO:art-261:para-1:let-a"), ("c", "ch:ZPO:art-261:para-1:let-c")],
        ),
        (
            "l'art. 261 cpv. 1 lett. a) e b) CPC",
            "it",
            [("a", "ch:ZPO:art-261:para-1:let-a"), ("b", "ch:ZPO:art-261:para-1:let-b")],
        ),
        (
            "Art. 5 Abs. 2 Ziff. 1 und 3 OR",
            "de",
            [(None, "ch:OR:art-5:para-2:num-1"), (None, "ch:OR:art-5:para-2:num-3")],
        ),
    ],
)
def test_letter_and_number_lists(text: str, lang: str, want: list[tuple[str | None, str]]) -> None:
    cits = find(text, lang)
    assert [c.canonical for c in cits] == [w[1] for w in want]
    for cit, (letter, _) in zip(cits, want, strict=True):
        if letter:
            assert cit.fields["letter"] == letter


def test_a_vowel_after_a_letter_is_a_word_not_a_letter() -> None:
    cits = find("Vedi l'art. 4 CO; l'art. 5 cpv. 1 lett. a e i principi generali.", "it")
    assert [c.canonical for c in cits] == ["ch:OR:art-4", "ch:OR:art-5:para-1:let-a"]


def test_an_elided_article_after_a_letter_is_no_letter() -> None:
    cits = find("selon l'art. 94 CPC en relation avec l'art. 95 al. 3 let. b et l'art. 122 CPC", "fr")
    assert [c.canonical for c in cits] == ["ch:ZPO:art-94", "ch:ZPO:art-95:para-3:let-b", "ch:ZPO:art-122"]


@pytest.mark.parametrize(
    ("text", "span", "canonical", "sentence"),
    [
        ("Nach Art. 8 Abs. 1 Satz 2 ZGB gilt dies.", "Art. 8 Abs. 1 Satz 2 ZGB", "ch:ZGB:art-8:para-1", "2"),
        ("Nach Art. 9 zweiter Satz ZGB gilt dies.", "Art. 9 zweiter Satz ZGB", "ch:ZGB:art-9", "2"),
        (
            "selon l'art. 66 al. 1 seconde phrase LTF",
            "art. 66 al. 1 seconde phrase LTF",
            "ch:BGG:art-66:para-1",
            "2",
        ),
        ("selon l'art. 9, 2e phrase, LTF", "art. 9, 2e phrase, LTF", "ch:BGG:art-9", "2"),
        (
            "ai sensi dell'art. 8 cpv. 1 prima frase LTF",
            "art. 8 cpv. 1 prima frase LTF",
            "ch:BGG:art-8:para-1",
            "1",
        ),
        (
            "under Article 8 para. 1 second sentence SCC",
            "Article 8 para. 1 second sentence SCC",
            "ch:StGB:art-8:para-1",
            "2",
        ),
    ],
)
def test_sentence_pinpoints(text: str, span: str, canonical: str, sentence: str) -> None:
    cit = only(text)
    assert (cit.text, cit.canonical, cit.fields["sentence"]) == (span, canonical, sentence)


def test_page_after_a_bare_consideration() -> None:
    cits = find("BGE 134 V 162 E. 4. Vgl. auch E. 5.1 S. 167.", "de")
    cit = by_text(cits, "E. 5.1 S. 167")
    assert cit.canonical == "ch:BGE:134-V-162:E-5.1:p-167" and cit.short_form
    has_fields(cit, {"consideration": "5.1", "pin_page": 167})


@pytest.mark.parametrize(
    ("text", "canonical", "fields"),
    [
        ("Legislative Decree No. 196/2003, Art. 2-ter", "it:dlgs-196-2003:art-2-ter", {"article": "2-ter"}),
        ("under Law No. 241/1990 the authority", "it:l-241-1990", {"act": "L. 241/1990"}),
        ("Presidential Decree No. 445/2000 applies", "it:dpr-445-2000", {"act": "D.P.R. 445/2000"}),
        ("GDPR Art. 9(2)(g) allows it", "eu:reg-2016-679:art-9:para-2", {"paragraph": "2", "letter": "g"}),
        ("Art. 6(1)(f) GDPR allows it", "eu:reg-2016-679:art-6:para-1", {"paragraph": "1", "letter": "f"}),
        (
            "Regulation (EU) 2016/679, Art. 35(1)",
            "eu:reg-2016-679:art-35:para-1",
            {"article": "35", "paragraph": "1"},
        ),
        ("la legge 20 maggio 1970, n. 300 (art. 18) tutela", "it:l-300-1970:art-18", {"article": "18"}),
        (
            "il d.lgs. 30 giugno 2003, n. 196 (artt. 5 ss.) disciplina",
            "it:dlgs-196-2003:art-5",
            {"following": "ff"},
        ),
    ],
)
def test_english_and_bracketed_forms_of_italian_and_eu_law(
    text: str, canonical: str, fields: dict[str, Any]
) -> None:
    cit = only(text)
    assert cit.canonical == canonical
    has_fields(cit, fields)


def test_gdpr_alone_is_a_name_not_a_citation() -> None:
    assert find("The GDPR applies to the Law of 1990 and to case law.") == []
