"""A claim that applies a rule to its case is not contradicting it, and a claim that contradicts the rule
still does (real store, structured judge): the case's own figures beside the rule's, a negation told of
the case beside the rule's affirmation, a negation of what the source itself excepts, a consequence
clause that affirms what the source negates."""

from __future__ import annotations

from typing import Any

from verify_helpers import draft

from lexgate.verify.pipeline import verify_document


def judged(text: str, lang: str, judge: Any, resolver: Any) -> Any:
    report = verify_document(draft(text, lang), judge=judge, resolver=resolver, privacy="balanced", lang=lang)
    (rec,) = report.citations
    assert rec.source_text, rec.reason  # really retrieved and judged: no test passes on a missing source
    return rec


def test_the_case_period_beside_the_rule_period_is_no_contradiction(structured: Any, resolver: Any) -> None:
    text = (
        "Die Mietzinsforderung ist seit zehn Jahren fällig; nach Art. 128 Ziff. 1 OR verjähren Forderungen "
        "für Miet- und Pachtzinse mit Ablauf von fünf Jahren."
    )
    rec = judged(text, "de", structured, resolver)
    assert rec.status != "MISMATCH", rec.reason


def test_a_wrong_period_without_the_rule_period_still_contradicts(structured: Any, resolver: Any) -> None:
    text = (
        "Nach Art. 128 Ziff. 1 OR verjähren Forderungen für Miet- und Pachtzinse mit Ablauf von zehn Jahren."
    )
    rec = judged(text, "de", structured, resolver)
    assert rec.status == "MISMATCH", rec.reason


def test_not_yet_time_barred_beside_the_rule_is_no_flip(structured: Any, resolver: Any) -> None:
    text = (
        "Die Mietzinsforderung aus dem Jahr 2022 ist nicht verjährt: Sie verjährt erst mit Ablauf von fünf "
        "Jahren (Art. 128 Ziff. 1 OR)."
    )
    rec = judged(text, "de", structured, resolver)
    assert rec.status != "MISMATCH", rec.reason


def test_negating_what_the_source_excepts_agrees_with_it(structured: Any, resolver: Any) -> None:
    text = (
        "Gli atti processuali tempestivi di un litisconsorte vincolano anche i litisconsorti rimasti silenti, "
        "ma non le impugnazioni (art. 70 cpv. 2 CPC)."
    )
    rec = judged(text, "it", structured, resolver)
    assert rec.status != "MISMATCH", rec.reason


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
