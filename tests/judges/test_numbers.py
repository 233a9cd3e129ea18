"""The number reader's fast path: a token no quantity rule starts at is skipped."""

from __future__ import annotations

import pytest

from lexgate.judges.numbers import _inert, quantities


@pytest.mark.parametrize(
    "tok",
    [
        "30",
        "dreissig",
        "ventiquattro",
        "quarante-huit",
        "halb",
        "tiers",
        "chf",
        "jahre",
        "zehnjahrige",
        "drittel",
        "1'000",
    ],
)
def test_a_token_a_quantity_rule_may_start_at_is_not_inert(tok: str) -> None:
    """The fast path of quantities() skips only tokens no rule starts at."""
    assert not _inert(tok)


@pytest.mark.parametrize("tok", ["vertrag", "contratto", "obligations", "the", "kitchen"])
def test_ordinary_words_are_inert(tok: str) -> None:
    assert _inert(tok)


def test_skipping_inert_tokens_keeps_every_quantity() -> None:
    text = "Die Frist beträgt dreissig Tage, die Busse CHF 5000 und ein halbes Jahr."
    got = [(q.dimension, q.value, q.text) for q in quantities(text)]
    assert got == [
        ("days", 30.0, "dreissig tage"),
        ("money", 5000.0, "chf 5000"),
        ("days", 182.5, "halbes jahr"),
    ]
