"""Round 22 of the structured judge (session 18)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import judged

from lexgate.judges.negation import concessive_parts


def test_even_if_against_a_case_the_source_excludes_the_rule_in_is_a_contradiction() -> None:
    # art. 147 cpv. 2 LIFD: "La revisione è esclusa se l'istante, ove avesse usato la diligenza che da lui
    # può essere ragionevolmente pretesa, avrebbe potuto far valere già nel corso della procedura
    # ordinaria il motivo di revisione invocato."
    cite = "art. 147 cpv. 2 LIFD"
    case = (
        "l'istante, con la diligenza che da lui può essere ragionevolmente pretesa, avrebbe potuto far "
        "valere già nel corso della procedura ordinaria il motivo di revisione"
    )
    got = judged(f"La revisione della tassazione è ammessa anche se {case} ({cite}).", cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert "even if" in got.reason
    fine = judged(f"La revisione della tassazione è esclusa se {case} ({cite}).", cite, "it")
    assert fine.status != "MISMATCH", fine.reason


def test_even_if_against_a_rule_that_holds_for_every_case_is_no_contradiction() -> None:
    # Art. 66 Abs. 3 VwVG excludes grounds the party could have raised before; a claim that applies the
    # rule "auch wenn" to an unrelated case (its words are not the source's) is not read against it
    cite = "Art. 66 Abs. 3 VwVG"
    got = judged(
        f"Die Revision ist auch dann möglich, wenn die Beschwerdeführerin inzwischen umgezogen ist ({cite}).",
        cite,
        "de",
    )
    assert "even if" not in got.reason


def test_concessive_parts_read_the_rule_and_its_case() -> None:
    assert concessive_parts("Il contratto è valido anche se la forma scritta manca.", "it") == [
        ("il contratto e valido", "la forma scritta manca")
    ]
    rule, case = concessive_parts("Even if the debtor objects, the claim stands.", "en")[0]
    assert case == "the debtor objects" and rule == "the claim stands"
    assert concessive_parts("Der Vertrag ist gültig.", "de") == []


def test_across_languages_a_condition_the_cited_text_states_in_its_own_words_is_not_added() -> None:
    # Art. 23 Abs. 5 KKG: "Kommt die Gründung der gemeinsamen Einrichtung nicht zu Stande oder wird diese
    # später aufgelöst, so richtet der Bundesrat die Informationsstelle ein."
    cite = "Article 23(5) KKG"
    got = judged(
        "The Federal Council may set professional lenders a deadline for establishing the joint body, and "
        f"sets up the information centre itself if they fail to do so or later dissolve it ({cite}).",
        cite,
        "en",
    )
    assert "adds a condition" not in got.reason, got.reason
    # a cited text without any condition: the English claim's condition is still one it adds
    cite = "Article 8(1) Cst."
    added = judged(
        "All human beings are equal before the law, provided that they have been resident in Switzerland for "
        f"more than ten years ({cite}).",
        cite,
        "en",
    )
    assert "adds a condition" in added.reason, added.reason
