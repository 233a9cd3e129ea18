"""A quotation that ends the sentence belongs to the claim, closing mark included (R2 needs it whole)."""

from __future__ import annotations

import pytest

from lexgate.citations import extract


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            'Art. 15a Abs. 1 ArG bestimmt: "Den Arbeitnehmern ist eine Ruhezeit zu gewähren." Danach mehr.',
            'Art. 15a Abs. 1 ArG bestimmt: "Den Arbeitnehmern ist eine Ruhezeit zu gewähren."',
        ),
        (
            "Nach Art. 1 OR gilt: «Zum Abschlusse ist die Willensäusserung erforderlich.» Und so weiter.",
            "Nach Art. 1 OR gilt: «Zum Abschlusse ist die Willensäusserung erforderlich.»",
        ),
        (
            "L'art. 2043 c.c. dispone: “Qualunque fatto doloso obbliga al risarcimento.” Poi altro.",
            "L'art. 2043 c.c. dispone: “Qualunque fatto doloso obbliga al risarcimento.”",
        ),
    ],
)
def test_closing_quote_stays_in_claim(text: str, claim: str) -> None:
    (c,) = extract(text)
    assert c.claim == claim
    assert text[c.claim_start : c.claim_end] == claim


def test_citation_alone_after_its_sentence_takes_that_sentence() -> None:
    text = (
        'Article 24 of the Italian Constitution opens with: "Tutti possono agire in giudizio per la tutela '
        'dei propri diritti e interessi legittimi." (art. 24 Cost.)'
    )
    # "Article 24 of the Italian Constitution" is itself a citation of the same article
    named, c = extract(text)
    assert (named.canonical, c.canonical) == ("it:cost:art-24", "it:cost:art-24")
    assert c.text == "art. 24 Cost." and c.claim == text and c.claim_start == 0


def test_hard_wrapped_paragraph_is_one_sentence_but_blocks_are_not() -> None:
    text = (
        "Wer einem andern widerrechtlich\nSchaden zufügt, wird ihm zum Ersatz verpflichtet\n(Art. 41 Abs. 1 OR).\n"
        "\n"
        "- Der Schaden ist zu beweisen (Art. 42 Abs. 1 OR).\n"
        "- Zweiter Punkt ohne Zitat\n"
    )
    first, second = extract(text)
    assert first.claim.startswith("Wer einem andern") and first.claim.endswith("(Art. 41 Abs. 1 OR).")
    assert second.claim == "Der Schaden ist zu beweisen (Art. 42 Abs. 1 OR)."


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        # a citation that ends in a dot and is followed by the quotation it introduces
        (
            "La rinuncia è invalida: ai sensi dell'art. 520 c.c. \"è nulla la rinunzia fatta sotto "
            'condizione o a termine o solo per parte". Segue altro.',
            "La rinuncia è invalida: ai sensi dell'art. 520 c.c. \"è nulla la rinunzia fatta sotto "
            'condizione o a termine o solo per parte".',
        ),
        (
            "Secondo l'art. 1372 c.c. «il contratto ha forza di legge tra le parti». Segue altro.",
            "Secondo l'art. 1372 c.c. «il contratto ha forza di legge tra le parti».",
        ),
        # a citation-ending dot before a capital still ends the sentence
        (
            "Il danno va risarcito ai sensi dell'art. 2043 c.c. Il convenuto lo contesta.",
            "Il danno va risarcito ai sensi dell'art. 2043 c.c.",
        ),
    ],
)
def test_a_quotation_after_a_dotted_citation_stays_in_its_claim(text: str, claim: str) -> None:
    (c,) = extract(text)
    assert c.claim == claim
