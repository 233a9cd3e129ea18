"""Round 2 of the structured judge: scope (generalised / narrowed claims), wrong articles that share
vocabulary with the claim, negation flips in French, and the glossary of frequently cited acts.
All on real corpus passages."""

from __future__ import annotations

import pytest
from judge_helpers import request

from lexgate.judges.negation import polarity
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


def status(draft: str, cite: str, lang: str, source_ref: str = "") -> str:
    return JUDGE.judge(request(draft, cite, lang, source_ref)).status


# --- the tables -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "universal", "restrictive"),
    [
        ("Pre-trial detention is permitted against any accused person", "en", True, False),
        ("Il proprietario risponde di qualsiasi danno", "it", True, False),
        ("Jede Person kann Auskunft verlangen", "de", True, False),
        ("Le contrat n'est valable que s'il est écrit", "fr", False, True),
        ("The debtor is liable only with present assets", "en", False, True),
        ("Der Schuldner haftet mit seinem Vermögen", "de", False, False),
    ],
)
def test_quantifiers(text: str, lang: str, universal: bool, restrictive: bool) -> None:
    p = polarity(text, lang)
    assert (p.universal, p.restrictive) == (universal, restrictive)


def test_whether_or_not_is_neither_a_negation_nor_a_condition() -> None:
    p = polarity("Ein Werk ist geschützt, unabhängig davon, ob es festgehalten ist oder nicht.", "de")
    assert not p.negated and not p.conditional and p.absolute
    assert polarity("Der Vertrag gilt, es sei denn, er wurde angefochten.", "de").conditional


# --- scope: generalised and narrowed claims -------------------------------------------------------


def test_generalised_claim_over_a_condition_is_partial() -> None:
    cite = "art. 2052 c.c."
    exact = "Il proprietario di un animale è responsabile dei danni cagionati dall'animale, salvo che provi il caso fortuito (art. 2052 c.c.)."
    over = "Il proprietario di un animale risponde di qualsiasi danno cagionato dall'animale, qualunque ne sia la causa (art. 2052 c.c.)."
    assert status(exact, cite, "it") == "MATCH"
    assert status(over, cite, "it") == "PARTIAL"


def test_any_reason_where_the_source_requires_good_cause_is_partial() -> None:
    cite = "art. 337 al. 1 CO"
    right = "L'employeur et le travailleur peuvent résilier immédiatement le contrat en tout temps pour de justes motifs (art. 337 al. 1 CO)."
    over = "L'employeur et le travailleur peuvent résilier immédiatement le contrat pour quelque motif que ce soit (art. 337 al. 1 CO)."
    assert status(right, cite, "fr") == "MATCH"
    assert status(over, cite, "fr") == "PARTIAL"


def test_every_person_where_the_source_says_every_person_stays_match() -> None:
    draft = "Every person domiciled in Switzerland must take out health insurance within three months of taking up domicile (Art. 3 Abs. 1 KVG)."
    assert status(draft, "Art. 3 Abs. 1 KVG", "en") == "MATCH"


def test_only_where_the_source_says_all_is_a_mismatch() -> None:
    cite = "art. 2740 c.c."
    right = "Il debitore risponde dell'adempimento delle obbligazioni con tutti i suoi beni presenti e futuri (art. 2740 c.c.)."
    narrowed = "Il debitore risponde dell'adempimento delle obbligazioni soltanto con i beni presenti (art. 2740 c.c.)."
    assert status(right, cite, "it") == "MATCH"
    assert status(narrowed, cite, "it") == "MISMATCH"


# --- wrong articles sharing the claim's vocabulary ------------------------------------------------


def test_neighbouring_article_with_shared_words_is_a_wrong_article() -> None:
    claim = (
        "Chi ha una cosa in custodia risponde del danno da essa cagionato, salvo che provi il caso fortuito"
    )
    assert status(f"{claim} (art. 2051 c.c.).", "art. 2051 c.c.", "it") == "MATCH"
    j = JUDGE.judge(request(f"{claim} (art. 2052 c.c.).", "art. 2052 c.c.", "it"))
    assert j.status == "MISMATCH" and "2051" in j.reason


# --- negation ---------------------------------------------------------------------------------------


def test_french_claim_affirming_what_the_source_forbids_is_a_mismatch() -> None:
    cite = "art. 336c al. 1 CO"
    flipped = "Après le temps d'essai, l'employeur peut résilier le contrat pendant une incapacité de travail totale du travailleur (art. 336c al. 1 CO)."
    right = "Après le temps d'essai, l'employeur ne peut pas résilier le contrat pendant une incapacité de travail totale du travailleur (art. 336c al. 1 CO)."
    assert status(flipped, cite, "fr") == "MISMATCH"
    assert status(right, cite, "fr") != "MISMATCH"


# --- English claims against de/fr/it sources ------------------------------------------------------


@pytest.mark.parametrize(
    ("draft", "cite"),
    [
        (
            "The controller must provide the information free of charge (Art. 25 Abs. 6 DSG).",
            "Art. 25 Abs. 6 DSG",
        ),
        (
            "A debtor who wishes to object must declare it to the debt collection office within ten days of service of the payment order (Art. 74 Abs. 1 SchKG).",
            "Art. 74 Abs. 1 SchKG",
        ),
        ("Computer programs are also considered works (Art. 2 Abs. 3 URG).", "Art. 2 Abs. 3 URG"),
        (
            "Insured persons contribute to the costs of the services provided to them (Art. 64 Abs. 1 KVG).",
            "Art. 64 Abs. 1 KVG",
        ),
        (
            "The contract is governed by the law chosen by the parties (Art. 116 Abs. 1 IPRG).",
            "Art. 116 Abs. 1 IPRG",
        ),
    ],
)
def test_english_paraphrases_of_frequently_cited_acts_match(draft: str, cite: str) -> None:
    assert status(draft, cite, "en") == "MATCH"
