"""Pseudonymisation of personal data in de / fr / it / en text, and what it must leave alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lexgate.config import corpus_path
from lexgate.llm.pseudonymise import Pseudonymiser

CASES = [
    # (language, text, originals that must disappear)
    (
        "de",
        "Herr Peter Müller schuldet der Muster AG Fr. 5'000 gemäss Art. 41 Abs. 1 OR.",
        ["Peter Müller", "Muster AG"],
    ),
    (
        "de",
        "Frau Dr. Anna Keller-Suter wohnt an der Bahnhofstrasse 12, 8001 Zürich.",
        ["Anna Keller-Suter", "Bahnhofstrasse 12, 8001 Zürich"],
    ),
    (
        "de",
        "Zahlung auf IBAN CH93 0076 2011 6238 5295 7, AHV-Nr. 756.1234.5678.97.",
        ["CH93 0076 2011 6238 5295 7", "756.1234.5678.97"],
    ),
    (
        "de",
        "Erreichbar unter Tel. 044 123 45 67 oder peter.mueller@kanzlei.ch.",
        ["044 123 45 67", "peter.mueller@kanzlei.ch"],
    ),
    (
        "fr",
        "Mme Sophie Dubois, 12, rue du Rhône, 1204 Genève, a résilié le bail (art. 271 al. 1 CO).",
        ["Sophie Dubois", "12, rue du Rhône, 1204 Genève"],
    ),
    (
        "fr",
        "Me Jean-Pierre Favre, +41 22 310 20 30, compte n° 12-3456-7.",
        ["Jean-Pierre Favre", "+41 22 310 20 30", "12-3456-7"],
    ),
    (
        "it",
        "L'Avv. Giulia Bianchi, Via Roma 10, 20121 Milano, agisce per la Rossi S.r.l. (art. 2043 c.c.).",
        ["Giulia Bianchi", "Via Roma 10, 20121 Milano", "Rossi S.r.l."],
    ),
    (
        "it",
        "Il Sig. Marco Verdi, conto corrente n. 1000/123456, IBAN IT60 X054 2811 1010 0000 0123 456.",
        ["Marco Verdi", "1000/123456", "IT60 X054 2811 1010 0000 0123 456"],
    ),
    (
        "en",
        "Mr. John Smith (john.smith@example.com, phone +44 20 7946 0958) signed for Example Ltd.",
        ["John Smith", "john.smith@example.com", "+44 20 7946 0958", "Example Ltd"],
    ),
]


@pytest.mark.parametrize(("lang", "text", "secrets"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_personal_data_is_replaced_and_restorable(lang: str, text: str, secrets: list[str]) -> None:
    p = Pseudonymiser()
    out = p.apply(text)
    for secret in secrets:
        assert secret not in out, f"{secret!r} still in {out!r}"
    for secret in secrets:
        assert any(secret in original for original in p.replacements.values())
    assert p.restore(out) == text


@pytest.mark.parametrize(
    "text",
    [
        "Gemäss Art. 41 Abs. 1 OR und BGE 140 III 86 E. 3.2 S. 90 haftet, wer widerrechtlich Schaden zufügt.",
        "Urteil 4A_123/2023 vom 5. Mai 2023, Erwägung 2; Frist von 10 Tagen (Art. 321c Abs. 3 OR).",
        "Selon l'ATF 145 III 63 consid. 4.1, le délai est de 30 jours dès le 01.02.2020; CHF 12'500.-.",
        "Ai sensi dell'art. 2043 c.c. e di Cass. civ., sez. III, n. 6789/2020, il danno va risarcito.",
        "A._ und B._ AG schlossen am 1. März 2019 einen Vertrag; X.________ bestreitet dies.",
        "Die Frau hat Anspruch auf Unterhalt; der Arbeitgeber muss die Genossenschaft informieren.",
    ],
)
def test_legal_text_is_left_alone(text: str) -> None:
    assert Pseudonymiser().apply(text) == text


def test_placeholders_are_consistent_across_texts_and_repeats() -> None:
    p = Pseudonymiser()
    claim = p.apply("Peter Müller verlangt Schadenersatz; Müller war nicht schuld.")
    passage = p.apply("Der Zeuge bestätigte, dass Herr Müller am Unfallort war.")
    assert claim == "[PERSON_1] verlangt Schadenersatz; [PERSON_1] war nicht schuld."
    assert passage == "Der Zeuge bestätigte, dass Herr [PERSON_1] am Unfallort war."
    other = p.apply("Sophie Dubois und Peter Müller")
    assert other == "[PERSON_2] und [PERSON_1]"
    assert p.variants["[PERSON_1]"] == {"Peter Müller", "Müller"}


def _statute_texts() -> list[str]:
    root = corpus_path() or Path("../shared/corpus")
    texts: list[str] = []
    for name in ("OR_de", "ZGB_fr", "StGB_it"):
        path = root / "ch" / "statutes" / f"{name}.json"
        if not path.is_file():
            pytest.skip(f"corpus file {path} not available")
        texts += [e["content"] for e in json.loads(path.read_text(encoding="utf-8"))]
    return texts


def test_statutes_of_the_corpus_are_not_altered() -> None:
    """Federal statutes name no persons: pseudonymising them should change (almost) nothing."""
    texts = _statute_texts()
    changed = [t for t in texts if Pseudonymiser().apply(t) != t]
    assert len(texts) > 5000
    assert len(changed) / len(texts) < 0.002, changed[:5]
