"""The draft-language guess that picks the disclaimer language."""

from __future__ import annotations

import pytest

from lexgate.documents.lang import detect_lang


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Der Schuldner haftet für den Schaden, wenn er nicht beweist, dass ihm kein Verschulden zur Last fällt.",
            "de",
        ),
        (
            "Le débiteur est tenu de réparer le dommage résultant de l'inexécution, à moins qu'il ne prouve.",
            "fr",
        ),
        (
            "Il debitore che non esegue esattamente la prestazione dovuta è tenuto al risarcimento del danno.",
            "it",
        ),
        (
            "The debtor is liable for the damage unless it proves that it is not at fault under the contract.",
            "en",
        ),
    ],
)
def test_detects_the_four_languages(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


def test_no_evidence_gives_none() -> None:
    assert detect_lang("Art. 41 OR; BGE 140 III 86") is None
    assert detect_lang("") is None
