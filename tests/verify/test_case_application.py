"""A claim that applies a rule to its case is not contradicting it, and a claim that contradicts the rule
still does (real store, structured judge): the case's own figures beside the rule's, a negation told of
the case beside the rule's affirmation, a negation of what the source itself excepts, a consequence
clause that affirms what the source negates."""

from __future__ import annotations

from typing import Any

import pytest
from verify_helpers import verify_text


def judged(text: str, lang: str, judge: Any, resolver: Any) -> Any:
    (rec,) = verify_text(text, lang, judge, resolver).citations
    assert rec.source_text, rec.reason  # really retrieved and judged: no test passes on a missing source
    return rec


APPLIED = {
    # the case's period beside the rule's period
    "case-period": (
        "de",
        "Die Mietzinsforderung ist seit zehn Jahren fällig; nach Art. 128 Ziff. 1 OR verjähren Forderungen "
        "für Miet- und Pachtzinse mit Ablauf von fünf Jahren.",
    ),
    # not yet time-barred for the case, time-barred after five years by the rule
    "not-yet-barred": (
        "de",
        "Die Mietzinsforderung aus dem Jahr 2022 ist nicht verjährt: Sie verjährt erst mit Ablauf von fünf "
        "Jahren (Art. 128 Ziff. 1 OR).",
    ),
    # the source excepts appeals ("sono eccettuate le impugnazioni"): negating them agrees with it
    "negates-what-is-excepted": (
        "it",
        "Gli atti processuali tempestivi di un litisconsorte vincolano anche i litisconsorti rimasti silenti, "
        "ma non le impugnazioni (art. 70 cpv. 2 CPC).",
    ),
}


@pytest.mark.parametrize("case", sorted(APPLIED))
def test_a_claim_applying_the_rule_is_no_contradiction(case: str, structured: Any, resolver: Any) -> None:
    lang, text = APPLIED[case]
    rec = judged(text, lang, structured, resolver)
    assert rec.status != "MISMATCH", rec.reason


def test_a_wrong_period_without_the_rule_period_still_contradicts(structured: Any, resolver: Any) -> None:
    text = (
        "Nach Art. 128 Ziff. 1 OR verjähren Forderungen für Miet- und Pachtzinse mit Ablauf von zehn Jahren."
    )
    rec = judged(text, "de", structured, resolver)
    assert rec.status == "MISMATCH", rec.reason


def test_a_consequence_clause_affirming_what_the_source_negates_contradicts(
    structured: Any, resolver: Any
) -> None:
    text = (
        "Unterzeichnet die beschuldigte Person auf dem Polizeiformular die Empfangsbestätigung, liegt darin "
        "ein schriftliches Einverständnis zur Blutentnahme, weshalb die von der Polizei angeordnete "
        "Blutprobe verwertbar ist (Urteil 6B_532/2016 vom 15. Dezember 2016 E. 1.4.2)."
    )
    rec = judged(text, "de", structured, resolver)
    assert rec.status == "MISMATCH", rec.reason
