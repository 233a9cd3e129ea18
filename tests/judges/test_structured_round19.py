"""Round 19 of the structured judge (session 15)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from judge_helpers import corte_cost_ruling, judged, request

from lexgate.judges.negation import polarity
from lexgate.judges.outcome import claimed_outcome
from lexgate.judges.structured import StructuredJudge, _shares_universal
from lexgate.judges.terms import concepts_of

JUDGE = StructuredJudge()


def test_a_changed_multiple_is_a_contradiction() -> None:
    # Art. 34d Abs. 2bis ETH-Gesetz caps the fees of foreign students at "höchstens dreimal so hoch"
    cite = "Art. 34d Abs. 2bis ETH-Gesetz"
    claim = (
        "Für ausländische Studierende ohne Wohnsitz in der Schweiz dürfen höhere Studiengebühren festgelegt "
        f"werden, höchstens jedoch das Doppelte der Gebühren für Schweizer Studierende ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MISMATCH", got.reason
    assert "doppelte" in got.reason


def test_the_source_s_own_multiple_agrees() -> None:
    cite = "Art. 34d Abs. 2bis ETH-Gesetz"
    claim = (
        "Für ausländische Studierende ohne Wohnsitz in der Schweiz dürfen höhere Studiengebühren festgelegt "
        f"werden, höchstens jedoch dreimal so hoch wie für Schweizer Studierende ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MATCH", got.reason


def test_private_law_where_the_source_says_public_law_is_a_contradiction() -> None:
    cite = "Art. 56 Abs. 2 IVV"
    draft = (
        "Die Nutzniessung an den Betriebsräumen ist in einem {} Vertrag zwischen der IV-Stelle und der "
        f"Compenswiss festzuhalten ({cite})."
    )
    got = judged(draft.format("privatrechtlichen"), cite, "de")
    assert got.status == "MISMATCH", got.reason
    assert "privatrechtlichen" in got.reason
    assert judged(draft.format("öffentlich-rechtlichen"), cite, "de").status == "MATCH"


def test_the_source_s_own_universal_phrase_generalises_nothing() -> None:
    # "für jeden durch diese Güter verursachten Schaden" is Art. 107 Abs. 1 SSG's own phrase; the French
    # version's relative clause ("qui sont de nature inflammable ou explosive") narrows nothing the claim
    # widened
    cite = "Art. 107 Abs. 1 SSG"
    claim = (
        "Da weder der Seefrachtführer noch der Kapitän von der Explosivität der als «Maschinenteile» "
        "deklarierten Ladung Kenntnis hatten, haftet der Ablader für jeden durch diese Güter verursachten "
        f"Schaden ({cite})."
    )
    got = judged(claim, cite, "de")
    assert got.status == "MATCH", got.reason


def test_a_universal_the_source_uses_of_something_else_is_still_the_claim_s() -> None:
    assert _shares_universal(
        "haftet der Ablader für jeden durch diese Güter verursachten Schaden",
        "so haftet der Ablader für jeden durch diese Güter oder Sachen verursachten Schaden",
        "de",
    )
    assert not _shares_universal(
        "führt jeder Begründungsmangel zur Ansetzung einer Nachfrist",
        "Die Beschwerdemotive müssen daher in jedem Fall dargetan sein.",
        "de",
    )


def test_a_restricting_clause_is_read_against_the_sentence_it_speaks_of() -> None:
    # the whole claim aligns with the first sentence of art. 2472 c.c.; its "solo dopo che" clause with
    # the second, which restricts too ("non può essere domandato ... se non quando")
    cite = "art. 2472 c.c."
    claim = (
        "Il sig. Ferri, cedente della quota, resta obbligato in solido con l'acquirente per i versamenti "
        "ancora dovuti per il periodo di tre anni dall'iscrizione del trasferimento nel registro delle "
        "imprese, ma la società potrà chiedergli il pagamento solo dopo che la richiesta al socio moroso sia "
        f"rimasta infruttuosa ({cite})."
    )
    got = judged(claim, cite, "it")
    assert got.status == "MATCH", got.reason


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("L'interdiction de discriminer ne se limite pas à l'embauche", "fr"),
        ("Il divieto non si limita all'assunzione", "it"),
        ("The prohibition is not limited to hiring", "en"),
        ("Das Verbot beschränkt sich nicht auf die Anstellung", "de"),
    ],
)
def test_not_limited_to_negates_nothing(text: str, lang: str) -> None:
    assert not polarity(text, lang).negated


def test_esulare_has_a_negative_meaning() -> None:
    assert polarity(
        "la compravendita esula dal campo di applicazione della Convenzione", "it"
    ).negative_meaning


def test_a_changed_degree_of_kinship_is_a_contradiction() -> None:
    cite = "art. 572 c.c."
    draft = (
        "In mancanza di prole, genitori, altri ascendenti, fratelli o sorelle e loro discendenti, la successione "
        "si apre a favore dei parenti prossimi senza distinzione di linea, ma non ha luogo tra i parenti oltre "
        f"il {{}} grado ({cite})."
    )
    got = judged(draft.format("quarto"), cite, "it")
    assert got.status == "MISMATCH", got.reason
    assert "quarto grado" in got.reason
    assert judged(draft.format("sesto"), cite, "it").status == "MATCH"


def test_a_figure_below_a_bound_written_after_it_is_a_contradiction() -> None:
    # Art. 2 lit. b VAS: "eine Atemalkoholkonzentration von 0,4 mg Alkohol oder mehr pro Liter Atemluft"
    cite = "Art. 2 lit. b VAS"
    draft = (
        "A breath alcohol concentration of {} mg per litre is already qualified within the meaning of "
        f"{cite}, so the client faces the aggravated drink-driving charge."
    )
    got = judged(draft.format("0.25"), cite, "en")
    assert got.status == "MISMATCH", got.reason
    assert judged(draft.format("0.45"), cite, "en").status != "MISMATCH"


def test_a_rule_of_thumb_stated_as_binding_is_doubt() -> None:
    # Art. 113 Abs. 2 UVV: "In der Regel soll der Betrieb in eine Stufe mit einem um mindestens 20 Prozent
    # höheren Prämiensatz versetzt werden."
    cite = "Art. 113 Abs. 2 UVV"
    draft = (
        "Wegen der festgestellten Verstösse gegen die Vorschriften über die Unfallverhütung {} der Betrieb "
        f"in eine Stufe mit einem um mindestens 20 Prozent höheren Prämiensatz versetzt werden ({cite})."
    )
    got = judged(draft.format("muss zwingend"), cite, "de")
    assert got.status == "PARTIAL", got.reason
    assert "rule of thumb" in got.reason and "in der regel" in got.reason
    kept = judged(draft.format("soll in der Regel"), cite, "de")
    assert "rule of thumb" not in kept.reason, kept.reason


def test_a_quotation_cut_before_its_sentence_s_condition_is_doubt() -> None:
    cite = "Art. 22 Abs. 1 JStG"
    cut = (
        f"Nach {cite} gilt: „Die urteilende Behörde spricht den Jugendlichen schuldig und erteilt ihm einen "
        "Verweis.“ Beim jugendlichen Ersttäter ist der Verweis somit die vorgeschriebene Strafe."
    )
    got = judged(cut, cite, "de")
    assert got.status == "PARTIAL", got.reason
    assert "stops before the source's condition" in got.reason and "voraussichtlich" in got.reason
    whole = (
        f"Nach {cite} gilt: „Die urteilende Behörde spricht den Jugendlichen schuldig und erteilt ihm einen "
        "Verweis, wenn dies voraussichtlich genügt, um den Jugendlichen von weiteren Straftaten abzuhalten.“"
    )
    assert "stops before" not in judged(whole, cite, "de").reason


def test_a_provision_upheld_as_legitimate_that_the_court_struck_down() -> None:
    assert claimed_outcome(
        "The Constitutional Court upheld the regional law as a legitimate exercise.", "en"
    ) == ("dismissed")
    cite = "Corte cost., sent. n. 180/2024"
    claim = (
        "The Constitutional Court upheld Sardinia's retroactive revaluation of the allowances of regional "
        f"councillors as a legitimate exercise of the Region's special autonomy ({cite})."
    )
    req = request(claim, cite, "en")
    req.ruling = [corte_cost_ruling(180, 2024)]
    got = JUDGE.judge(req)
    assert got.status == "MISMATCH", got.reason


def test_evidence_that_may_not_be_used_is_one_concept_across_languages() -> None:
    # Art. 158 Abs. 2 StPO: "Einvernahmen ohne diese Hinweise sind nicht verwertbar."
    for word, lang in (
        ("verwertbar", "de"),
        ("inexploitables", "fr"),
        ("inutilizzabili", "it"),
        ("unusable", "en"),
    ):
        assert "usable_evidence" in concepts_of(word, lang), (word, lang)


def test_an_english_claim_on_unusable_statements_is_not_unrelated_to_art_158_stpo() -> None:
    cite = "Art. 158 para. 2 CrimPC"
    claim = (
        "Because the police never told Mr Meier at the start of his first interview that he was entitled to "
        f"remain silent, the statements he made on 4 March 2023 cannot be used in evidence ({cite})."
    )
    got = judged(claim, cite, "en")
    assert got.status != "MISMATCH", got.reason
