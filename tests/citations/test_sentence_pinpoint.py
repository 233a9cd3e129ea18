"""A sentence pinpoint (``Satz 2``, ``phrase 2``, ``periodo 2``, ``sentence 2``) stays on its article or
paragraph: it goes into ``fields["sentence"]`` and the canonical id keeps the level the store knows."""

from __future__ import annotations

import pytest
from citation_helpers import find, only

from lexgate.citations import canonical as C


@pytest.mark.parametrize(
    ("text", "lang", "span", "canonical", "sentence"),
    [
        (
            "Der Vertrag ist nach Art. 5 Satz 2 OR auszulegen.",
            "de",
            "Art. 5 Satz 2 OR",
            "ch:OR:art-5",
            "2",
        ),
        (
            "Die Beweislast trägt nach Art. 8 Satz 1 ZGB, wer aus einer Tatsache Rechte ableitet.",
            "de",
            "Art. 8 Satz 1 ZGB",
            "ch:ZGB:art-8",
            "1",
        ),
        (
            "Die Frist beginnt gemäss Art. 60 Abs. 1 Satz 2 OR mit der Kenntnis des Schadens.",
            "de",
            "Art. 60 Abs. 1 Satz 2 OR",
            "ch:OR:art-60:para-1",
            "2",
        ),
        (
            "Le délai court dès la connaissance du dommage (art. 60 al. 1 phrase 1 CO).",
            "fr",
            "art. 60 al. 1 phrase 1 CO",
            "ch:OR:art-60:para-1",
            "1",
        ),
        (
            "Selon l'art. 97 phrase 2 CO, le débiteur répond de ses auxiliaires.",
            "fr",
            "art. 97 phrase 2 CO",
            "ch:OR:art-97",
            "2",
        ),
        (
            "Ai sensi dell'art. 97 periodo 2 CO, il debitore risponde degli ausiliari.",
            "it",
            "art. 97 periodo 2 CO",
            "ch:OR:art-97",
            "2",
        ),
        (
            "Secondo l'art. 60 cpv. 1 frase 2 CO il termine decorre dalla conoscenza del danno.",
            "it",
            "art. 60 cpv. 1 frase 2 CO",
            "ch:OR:art-60:para-1",
            "2",
        ),
        (
            "Under Art. 97 sentence 1 CO, the obligor is liable for the loss.",
            "en",
            "Art. 97 sentence 1 CO",
            "ch:OR:art-97",
            "1",
        ),
        (
            "Under Art. 60 para. 1 sent. 2 CO, the period runs from knowledge of the loss.",
            "en",
            "Art. 60 para. 1 sent. 2 CO",
            "ch:OR:art-60:para-1",
            "2",
        ),
    ],
)
def test_sentence_stays_on_the_article(
    text: str, lang: str, span: str, canonical: str, sentence: str
) -> None:
    cit = only(text, lang)
    assert (cit.text, cit.cls, cit.canonical) == (span, "statute", canonical)
    assert cit.fields["sentence"] == sentence
    assert cit.fields["article"] == canonical.split(":art-")[1].split(":")[0]


def test_plural_sentences_keep_the_first_and_the_article() -> None:
    cit = only("Die Sätze stehen in Art. 5 Sätze 2 und 3 OR.", "de")
    assert (cit.text, cit.canonical, cit.fields["sentence"]) == (
        "Art. 5 Sätze 2 und 3 OR",
        "ch:OR:art-5",
        "2",
    )


def test_sentence_then_another_article_of_another_act() -> None:
    cits = find("Nach Art. 8 Satz 2 ZGB und Art. 97 OR haftet der Schuldner.", "de")
    assert [(c.text, c.canonical, c.fields.get("sentence")) for c in cits] == [
        ("Art. 8 Satz 2 ZGB", "ch:ZGB:art-8", "2"),
        ("Art. 97 OR", "ch:OR:art-97", None),
    ]


def test_sentence_pinpoint_gives_the_same_id_as_without_it() -> None:
    with_sentence = only("Siehe Art. 41 Abs. 2 Satz 1 OR.", "de")
    without = only("Siehe Art. 41 Abs. 2 OR.", "de")
    assert with_sentence.canonical == without.canonical == "ch:OR:art-41:para-2"
    assert "sentence" not in without.fields


def test_sentence_as_a_short_form_continues_the_act() -> None:
    cits = find("Nach Art. 41 OR haftet, wer Schaden zufügt; Art. 42 Satz 2 regelt den Beweis.", "de")
    short = cits[-1]
    assert (short.text, short.canonical, short.short_form) == ("Art. 42 Satz 2", "ch:OR:art-42", True)
    assert short.fields["sentence"] == "2"


def test_internal_sentence_reference_is_still_no_citation() -> None:
    assert find("Art. 7 Satz 2 des Reglements.", "de") == []


@pytest.mark.parametrize(
    ("lang", "plain", "want"),
    [
        ("de", "Art. 41 Abs. 2 OR", "Art. 41 Abs. 2 Satz 1 OR"),
        ("fr", "Art. 41 al. 2 OR", "Art. 41 al. 2 phrase 1 OR"),
        ("it", "Art. 41 cpv. 2 OR", "Art. 41 cpv. 2 periodo 1 OR"),
        ("en", "Art. 41 para. 2 OR", "Art. 41 para. 2 sentence 1 OR"),
    ],
)
def test_label_shows_the_sentence_when_given(lang: str, plain: str, want: str) -> None:
    cid = C.ch_statute("OR", "41", "2")
    assert C.label(cid, lang) == plain
    assert C.label(cid, lang, sentence="1") == want
