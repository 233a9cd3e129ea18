"""Round 9 of the structured judge (session 4, after the round-8 blind cases): compound number words."""

from __future__ import annotations

import pytest

from lexgate.judges.numbers import quantities, tables
from lexgate.judges.numwords import compound_value


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("devono essere comunicati entro quarantotto ore", "hours", 48.0),
        ("entro ventiquattro ore", "hours", 24.0),
        ("beni mobili di valore non superiore a cinquemila euro", "money", 5000.0),
        ("una multa fino a duemilacinquecento euro", "money", 2500.0),
        ("ventotto giorni", "days", 28.0),
        ("ventun giorni", "days", 21.0),
        ("binnen vierundzwanzig Stunden", "hours", 24.0),
        ("eine Busse bis zu zweihundertfünfzig Franken", "money", 250.0),
        ("dans les quarante-huit heures", "hours", 48.0),
        ("un délai de quatre-vingt-dix jours", "days", 90.0),
        ("une amende de trois mille francs", "money", 3000.0),
        ("within twenty-four hours", "hours", 24.0),
        ("a fine of two thousand francs", "money", 2000.0),
    ],
)
def test_compound_number_words_are_read(text: str, dimension: str, value: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [(dimension, value)]


@pytest.mark.parametrize(
    "word",
    ["zweiten", "treten", "seiten", "unten", "vento", "trentino", "settembre", "duetto", "achtung", "und"],
)
def test_words_made_of_number_parts_by_chance_are_no_numbers(word: str) -> None:
    tb = tables()
    assert compound_value(word, *tb.cardinals._parts, *tb.cardinals._hyphen_parts) is None  # type: ignore[attr-defined]
    assert word not in tb.cardinals or dict.__contains__(tb.cardinals, word)


def test_the_claim_changed_by_one_compound_number_is_a_contradiction() -> None:
    from lexgate.judges.numbers import compare

    source = quantities(
        "i provvedimenti devono essere comunicati entro quarantotto ore all'autorità giudiziaria"
    )
    check = compare(quantities("il fermo va comunicato entro ventiquattro ore"), source)
    assert check.contradicted and not check.agreed


def test_words_of_the_case_story_weigh_little_in_coverage() -> None:
    from lexgate.judges.idf import is_narrative, legal_coverage
    from lexgate.judges.terms import coverage, profile

    source = profile(
        "Wer sich in einer Notlage befindet und die Kosten eines Prozesses nicht tragen kann, hat Anspruch "
        "auf unentgeltliche Rechtspflege, wenn sein Rechtsbegehren nicht aussichtslos erscheint.",
        "de",
    )
    claim = profile(
        "Herr Berisha, der im Sommer seine Stelle als Koch verlor, kann die Kosten des Prozesses nicht "
        "tragen; er hat Anspruch auf unentgeltliche Rechtspflege.",
        "de",
        True,
    )
    assert is_narrative("berisha", frozenset(), "de") and not is_narrative("anspruch", frozenset(), "de")
    assert legal_coverage(claim, [source]).score > coverage(claim, [source]).score


def test_a_date_of_the_case_is_no_doubt_when_the_rule_states_no_date() -> None:
    from judge_helpers import request

    from lexgate.judges.structured import StructuredJudge

    draft = (
        "Der Zahlungsbefehl wurde der Schuldnerin am 6. März 2023 zugestellt; ihr Rechtsvorschlag musste "
        "innert zehn Tagen nach der Zustellung erklärt werden (Art. 74 Abs. 1 SchKG)."
    )
    req = request(draft, "Art. 74 Abs. 1 SchKG", "de", "ch/statutes/SchKG_de.json Art. 74 Abs. 1")
    verdict = StructuredJudge().judge(req)
    assert "marz 2023" not in verdict.reason and verdict.status == "MATCH", verdict.reason


def _judge(draft: str, cite: str, lang: str, ref: str) -> tuple[str, str]:
    from judge_helpers import request

    from lexgate.judges.structured import StructuredJudge

    verdict = StructuredJudge().judge(request(draft, cite, lang, ref))
    return verdict.status, verdict.reason


def test_a_quoted_name_of_the_case_is_no_quotation_of_the_law() -> None:
    status, reason = _judge(
        "Die Inhaberin hat die Marke «BERGQUELL» während mehr als fünf Jahren ununterbrochen nicht gebraucht und "
        "nennt keine wichtigen Gründe dafür; sie kann ihr Markenrecht nicht mehr geltend machen (Art. 12 Abs. 1 MSchG).",
        "Art. 12 Abs. 1 MSchG",
        "de",
        "ch/statutes/MSchG_de.json Art. 12 Abs. 1",
    )
    assert "BERGQUELL" not in reason and status == "MATCH", reason


def test_every_case_against_a_class_a_relative_clause_narrows_is_partial() -> None:
    status, reason = _judge(
        "The controller must report every data security breach to the FDPIC as soon as possible (Art. 24 para. 1 FADP).",
        "Art. 24 para. 1 FADP",
        "en",
        "ch/statutes/DSG_de.json Art. 24 Abs. 1",
    )
    assert status == "PARTIAL" and "every case" in reason, reason


def test_a_list_item_with_a_figure_the_claim_does_not_state_is_left_out() -> None:
    status, reason = _judge(
        "Frau Novak lebt seit drei Jahren in ehelicher Gemeinschaft mit ihrem Schweizer Ehemann und kann daher "
        "ein Gesuch um erleichterte Einbürgerung stellen (Art. 21 Abs. 1 BüG).",
        "Art. 21 Abs. 1 BüG",
        "de",
        "ch/statutes/BüG_de.json Art. 21 Abs. 1",
    )
    assert status == "PARTIAL" and "fünf jahre" in reason.lower(), reason


def test_the_relative_pronoun_of_a_rule_is_no_generalisation() -> None:
    from lexgate.judges.negation import polarity

    assert not polarity("chi ha partecipato alla sentenza non può statuire sulla revisione", "it").universal
    assert not polarity("Wer den Vertrag geschlossen hat, haftet", "de").universal
    assert polarity("ogni violazione va notificata", "it").universal


def test_one_letter_of_cumulative_conditions_does_not_carry_the_consequence_alone() -> None:
    from lexgate.judges.base import JudgeRequest
    from lexgate.judges.structured import StructuredJudge
    from lexgate.sources.model import Passage

    key = "ch:AVIG:art-8:para-1"
    lead = Passage(
        key, "paragraph", "Die versicherte Person hat Anspruch auf Arbeitslosenentschädigung, wenn sie:", "de"
    )
    items = {
        "a": "a. ganz oder teilweise arbeitslos ist (Art. 10);",
        "b": "b. einen anrechenbaren Arbeitsausfall erlitten hat (Art. 11);",
        "c": "c. in der Schweiz wohnt (Art. 12);",
        "f": "f. vermittlungsfähig ist (Art. 15) und",
        "g": "g. die Kontrollvorschriften erfüllt (Art. 17).",
    }
    cited = Passage(f"{key}:let-c", "paragraph", items["c"], "de")
    siblings = [Passage(f"{key}:let-{k}", "paragraph", t, "de") for k, t in items.items() if k != "c"]

    def judge(claim: str) -> tuple[str, str]:
        req = JudgeRequest(
            claim, "de", "Art. 8 Abs. 1 Bst. c AVIG", f"{key}:let-c", [lead, cited], siblings=siblings
        )
        v = StructuredJudge().judge(req)
        return v.status, v.reason

    status, reason = judge(
        "Weil Herr Keller in der Schweiz wohnt, hat er Anspruch auf Arbeitslosenentschädigung."
    )
    assert status == "PARTIAL" and "cumulative conditions" in reason, reason
    status, reason = judge(
        "Eine der Voraussetzungen des Anspruchs auf Arbeitslosenentschädigung ist, dass die Person in der Schweiz wohnt."
    )
    assert "cumulative conditions" not in reason, reason


def test_the_bench_names_the_rule_behind_each_block() -> None:
    from lexgate.bench.verify import blocks_by_rule, rule_of

    assert rule_of("the claim says «30 Tage», the source says «3 Monate»") == "number changed"
    assert rule_of("read as Art. 8 BV (Swiss law); the claim negates what the source affirms («x»)") == (
        "negation: claim negates"
    )
    assert rule_of("something new") == "other"
    rows = [
        {
            "expected": "MISMATCH",
            "got": "MISMATCH",
            "reason": "the quotation «a» is not verbatim in the source",
        },
        {"expected": "MATCH", "got": "MISMATCH", "reason": "the quotation «b» is not verbatim in the source"},
        {"expected": "PARTIAL", "got": "PARTIAL", "reason": "the quotation «c» is not verbatim"},
    ]
    assert blocks_by_rule(rows) == {"altered quotation": (1, 1)}


def test_a_clause_of_words_the_law_does_not_use_is_no_unsupported_part_of_the_claim() -> None:
    """An English clause whose words have no legal concept cannot be found in an Italian text word by word;
    its absence proves nothing (an added claim after "moreover" is still checked)."""
    cite = "art. 2125 c.c."
    status, reason = _judge(
        "Under Italian law a post-employment non-compete covenant is void unless it is made in writing, provides "
        "consideration for the employee and is confined within limits of subject matter, time and place; its "
        f"duration may not exceed five years for executives and three years for other employees ({cite}).",
        cite,
        "en",
        "it/codes/codice-civile.txt Art. 2125",
    )
    assert status == "MATCH", reason


def test_a_time_limit_for_what_the_law_allows_at_any_time_is_a_contradiction() -> None:
    cite = "art. 17 al. 3 LP"
    ref = "ch/statutes/SchKG_fr.json Art. 17 al. 3"
    status, reason = _judge(
        f"Une plainte pour retard non justifié doit être déposée dans les dix jours dès la connaissance du retard ({cite}).",
        cite,
        "fr",
        ref,
    )
    assert status == "MISMATCH" and "at any time" in reason, reason
    status, _ = _judge(
        f"Une plainte pour retard non justifié peut être portée en tout temps ({cite}).", cite, "fr", ref
    )
    assert status != "MISMATCH"


def test_even_if_against_a_negative_proviso_swaps_the_exception() -> None:
    cite = "art. 6 cpv. 2 LAINF"
    status, reason = _judge(
        "La lacerazione del menisco è a carico dell'assicuratore infortuni anche se dovuta prevalentemente "
        f"all'usura ({cite}).",
        cite,
        "it",
        "ch/statutes/UVG_it.json Art. 6 cpv. 2",
    )
    assert status == "MISMATCH", reason
