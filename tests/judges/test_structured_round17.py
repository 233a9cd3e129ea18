"""Round 17 of the structured judge (session 13)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.numbers import quantities
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


STATUS_CASES = [
    # the code states the fine in lire; the claim's «150 euro» is the price the buyer paid (a fact), and no
    # euro figure can be compared with an amount in lire anyway
    pytest.param(
        "Il sig. Lodi ha acquistato per 150 euro da uno sconosciuto uno smartphone senza accertarne la "
        "legittima provenienza, benché l'entità del prezzo facesse sospettare un'origine delittuosa: ricorre "
        "la contravvenzione di acquisto di cose di sospetta provenienza (art. 712 c.p.).",
        "art. 712 c.p.",
        "it",
        "MATCH",
        id="euro-figure-beside-a-fine-in-lire",
    ),
]


@pytest.mark.parametrize(("draft", "cite", "lang", "expected"), STATUS_CASES)
def test_status(draft: str, cite: str, lang: str, expected: str) -> None:
    j = JUDGE.judge(request(draft, cite, lang))
    assert j.status == expected, j.reason


def test_lire_are_not_money_in_euro() -> None:
    dims = {q.dimension for q in quantities("con la multa fino a 20000 lire o 150 euro")}
    assert dims == {"lire", "money"}
