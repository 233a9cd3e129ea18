"""A negative subject ("Niemand", "Nessuno", "Nul ne", "No one") denies its whole clause."""

from __future__ import annotations

from judge_helpers import request

from lexgate.judges.negation import negation_zone, tokens
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


def test_the_scope_of_a_negative_subject_is_its_clause() -> None:
    text = "Nessuno può essere obbligato a un determinato trattamento sanitario se non per disposizione di legge."
    toks = tokens(text)
    zone = negation_zone(text, "it")
    assert toks.index("determinato") in zone and toks.index("trattamento") in zone
    # an ordinary negation keeps its short window
    plain = "Il giudice non decide e la parte deve allora depositare un determinato documento."
    assert tokens(plain).index("determinato") not in negation_zone(plain, "it")


def test_french_nul_ne_scopes_over_the_clause() -> None:
    text = "Nul ne peut être contraint de recevoir un paiement partiel dans une procédure de poursuite."
    toks = tokens(text)
    assert toks.index("paiement") in negation_zone(text, "fr")


def test_a_german_negative_claim_against_the_italian_negative_source_is_no_flip() -> None:
    claim = (
        "Niemand kann zu einer bestimmten medizinischen Behandlung verpflichtet werden, ausser durch "
        "gesetzliche Vorschrift (art. 32 Cost.)."
    )
    verdict = JUDGE.judge(request(claim, "art. 32 Cost.", "de", "it/codes/costituzione.txt"))
    assert verdict.status == "MATCH", verdict.reason


def test_a_real_flip_of_a_negative_subject_is_still_found() -> None:
    claim = (
        "Jeder kann zu einer bestimmten medizinischen Behandlung verpflichtet werden, auch ohne gesetzliche "
        "Grundlage (art. 32 Cost.)."
    )
    verdict = JUDGE.judge(request(claim, "art. 32 Cost.", "de", "it/codes/costituzione.txt"))
    assert verdict.status != "MATCH", verdict.reason


def test_a_negation_reaches_to_the_end_of_its_clause() -> None:
    # "non costituisce di per sé motivo di licenziamento": six words on, still negated
    text = "Il trasferimento d'azienda non costituisce di per sé motivo di licenziamento."
    assert tokens(text).index("licenziamento") in negation_zone(text, "it")
    # ... but not past a comma beyond its short window
    text = "Il giudice non decide subito la causa di merito, ma il licenziamento è valido."
    assert tokens(text).index("licenziamento") not in negation_zone(text, "it")
