"""Round 14 of the structured judge (session 9, after the round-13 blind cases)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.base import JudgeRequest
from lexgate.judges.mechanical import check_quotes
from lexgate.judges.negation import polarity
from lexgate.judges.numbers import compare, quantities, ranges
from lexgate.judges.structured import StructuredJudge
from lexgate.sources.model import Passage

JUDGE = StructuredJudge()
YEAR = 365.0


def _values(text: str) -> list[tuple[str, float | str]]:
    return [(q.dimension, q.value) for q in quantities(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the first end of a range has the unit of the second
        ("eine Aufenthaltsdauer von zwei bis fünf Jahren", [("days", 2 * YEAR), ("days", 5 * YEAR)]),
        ("a residence of three to five years", [("days", 3 * YEAR), ("days", 5 * YEAR)]),
        ("un periodo di prova da due a cinque anni", [("days", 2 * YEAR), ("days", 5 * YEAR)]),
        ("un délai de deux à cinq ans", [("days", 2 * YEAR), ("days", 5 * YEAR)]),
        ("zwischen zwei und fünf Jahren", [("days", 2 * YEAR), ("days", 5 * YEAR)]),
        ("two or three weeks", [("days", 14.0), ("days", 21.0)]),
        # "and" joins a range only after "between"; an article before "to" stays an article
        ("two and three years", [("days", 3 * YEAR)]),
        ("one to three years", [("days", 3 * YEAR)]),
        # a financial or calendar year is a year
        ("restano in carica per tre esercizi", [("days", 3 * YEAR)]),
        ("they remain in office for five financial years", [("days", 5 * YEAR)]),
        ("limitata alle due annate anteriori", [("days", 2 * YEAR)]),
        ("für drei Geschäftsjahre", [("days", 3 * YEAR)]),
        # "in a calendar year" is a rate, not a period of one year
        ("60 hours in a calendar year", [("hours", 60.0)]),
        # fraction words that are also ordinals: a fraction only as "un quinto degli utili"
        ("a un quinto degli utili netti", [("fraction", 0.2)]),
        ("un dixième des voix", [("fraction", 0.1)]),
        ("two fifths of the shares", [("fraction", 0.4)]),
        ("ein Zehntel des Kapitals", [("fraction", 0.1)]),
        ("ai sensi del quinto comma", []),
        ("the fifth of the partners", []),
    ],
)
def test_ranges_periods_and_fractions(text: str, expected: list[tuple[str, float]]) -> None:
    assert _values(text) == expected


def test_a_range_is_read_as_a_range() -> None:
    ((lo, hi),) = ranges("un periodo di prova da due a cinque anni")
    assert (lo.value, hi.value) == (2 * YEAR, 5 * YEAR)


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("una partecipazione non superiore a un quinto degli utili", "non superiore a un decimo degli utili"),
        ("three to five years of residence", "von zwei bis fünf Jahren"),
        ("limitata alle tre annate anteriori", "limitata alle due annate anteriori"),
    ],
)
def test_a_changed_figure_of_these_kinds_is_contradicted(claim: str, source: str) -> None:
    assert compare(quantities(claim), quantities(source)).contradicted


@pytest.mark.parametrize(
    ("draft", "cite", "lang"),
    [
        (
            "I promotori possono riservarsi nell'atto costitutivo, indipendentemente dalla loro qualità di soci, "
            "una partecipazione non superiore complessivamente a un quinto degli utili netti risultanti dal "
            "bilancio e per un periodo massimo di cinque anni (art. 2340 c.c.).",
            "art. 2340 c.c.",
            "it",
        ),
        (
            "For ordinary naturalisation, cantonal legislation must provide for a minimum period of residence "
            "of three to five years (Art. 18 para. 1 BüG).",
            "Art. 18 para. 1 BüG",
            "en",
        ),
    ],
)
def test_a_claim_changing_such_a_figure_is_a_mismatch(draft: str, cite: str, lang: str) -> None:
    assert JUDGE.judge(request(draft, cite, lang)).status == "MISMATCH"


def _quote_request(claim: str, source: str, lang: str) -> JudgeRequest:
    passage = Passage("ch:X:art-1", "article", source, lang, "Art. 1 X")
    return JudgeRequest(
        claim=claim, claim_lang=lang, citation_text="", canonical="Art. 1 X", passages=[passage]
    )


@pytest.mark.parametrize(
    ("claim", "outcome"),
    [
        # a firm's name is the case's words: no finding at all
        ("Er trat der Kollektivgesellschaft «Pedrazzini & Co.» bei.", None),
        # a few words unlike the text (a bill's wording) leave doubt, they are no altered quotation
        ("La lettre de change mentionne « vingt mille francs » en toutes lettres.", "term-missing"),
        # words of the text with one changed are still an altered quotation
        ("Die Bestimmung lautet «die Gesellschafter haften nicht für die Schulden».", "altered"),
    ],
)
def test_short_quotations_unlike_the_source(claim: str, outcome: str | None) -> None:
    source = (
        "Wer einer Kollektivgesellschaft beitritt, haftet solidarisch mit den übrigen Gesellschaftern "
        "für die vor seinem Beitritt entstandenen Verbindlichkeiten der Gesellschaft."
    )
    found = [f.outcome for f in check_quotes(_quote_request(claim, source, "de"))]
    assert found == ([outcome] if outcome else [])


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("there is no evidence of wilful misconduct by the carrier", "en"),
        ("es bestehen keine Anhaltspunkte für ein Verschulden des Frachtführers", "de"),
        ("rien n'indique une faute grave du transporteur", "fr"),
        ("nulla indica una colpa grave del vettore", "it"),
    ],
)
def test_a_finding_on_the_facts_negates_no_rule(text: str, lang: str) -> None:
    assert not polarity(text, lang).negated


def test_a_rule_denied_is_still_negated() -> None:
    assert polarity("the carrier is not liable for the loss", "en").negated
