"""The structured judge's rules, one by one, on real corpus passages."""

from __future__ import annotations

import dataclasses

import pytest
from judge_helpers import request

from lexgate.judges.base import VERDICT_TO_STATUS
from lexgate.judges.structured import StructuredJudge

JUDGE = StructuredJudge()


def judge(draft: str, cite: str, lang: str, source_ref: str = ""):
    return JUDGE.judge(request(draft, cite, lang, source_ref))


def test_identity_and_contract() -> None:
    assert JUDGE.name == "structured" and JUDGE.local is True
    j = judge(
        "Wer Schadenersatz beansprucht, hat den Schaden zu beweisen (Art. 42 Abs. 1 OR).",
        "Art. 42 Abs. 1 OR",
        "de",
    )
    assert VERDICT_TO_STATUS[j.verdict] == j.status
    assert j.judge == "structured" and j.passage_key.startswith("ch:OR:art-42")
    assert 0.0 <= j.confidence <= 1.0


# --- quotations (R2) ------------------------------------------------------------------------------


def test_verbatim_quote_matches_and_snippet_is_source_text() -> None:
    req = request(
        "Nach Art. 41 Abs. 1 OR haftet, „wer einem andern widerrechtlich Schaden zufügt“.",
        "Art. 41 Abs. 1 OR",
        "de",
    )
    j = JUDGE.judge(req)
    assert j.status == "MATCH"
    assert j.snippet and any(j.snippet in p.text for p in req.passages)
    assert j.checks["quote_verbatim"] == "ok"


def test_altered_quote_is_mismatch() -> None:
    j = judge(
        "Nach Art. 41 Abs. 1 OR haftet, „wer einem andern rechtmässig Schaden zufügt“.",
        "Art. 41 Abs. 1 OR",
        "de",
    )
    assert j.status == "MISMATCH" and j.verdict == "contradicts"
    assert "not verbatim" in j.reason
    assert j.checks["quote_verbatim"].startswith("failed")


def test_quote_normalisation_marks_ellipsis_and_soft_hyphens() -> None:
    # guillemets instead of the source's apostrophe style, an ellipsis, a soft hyphen and a line-break hyphen
    draft = "Selon l'art. 2 al. 2 CC, « l'abus mani\u00adfeste […] n'est pas pro- tégé par la loi »."
    j = judge(draft, "art. 2 al. 2 CC", "fr")
    assert j.checks["quote_verbatim"] == "ok", j.reason
    assert j.status != "MISMATCH"


def test_english_rendering_of_a_german_text_is_doubt_not_block() -> None:
    j = judge(
        'Art. 42 Abs. 1 OR states: "whoever claims damages must prove the loss".', "Art. 42 Abs. 1 OR", "en"
    )
    assert j.status == "PARTIAL"
    assert "not verifiable verbatim" in j.reason


# --- numbers, in words and digits, in four languages ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "draft", "cite"),
    [
        ("en", "Claims become time-barred after ten years (Art. 127 OR).", "Art. 127 OR"),
        ("de", "Forderungen verjähren mit Ablauf von 10 Jahren (Art. 127 OR).", "Art. 127 OR"),
        ("fr", "Les créances se prescrivent par dix ans (art. 127 CO).", "art. 127 CO"),
        ("it", "I crediti si prescrivono col decorso di dieci anni (art. 127 CO).", "art. 127 CO"),
    ],
)
def test_right_period_in_any_language_is_not_blocked(lang: str, draft: str, cite: str) -> None:
    j = judge(draft, cite, lang)
    assert j.status != "MISMATCH", j.reason
    assert j.checks["numbers"] == "ok"


@pytest.mark.parametrize(
    ("lang", "draft", "cite"),
    [
        ("en", "Claims become time-barred after five years (Art. 127 OR).", "Art. 127 OR"),
        ("de", "Forderungen verjähren mit Ablauf von 5 Jahren (Art. 127 OR).", "Art. 127 OR"),
        ("fr", "Les créances se prescrivent par vingt ans (art. 127 CO).", "art. 127 CO"),
        ("it", "I crediti si prescrivono col decorso di tre anni (art. 127 CO).", "art. 127 CO"),
        (
            "de",
            "Der Pflichtteil beträgt einen Drittel des gesetzlichen Erbanspruchs (Art. 471 ZGB).",
            "Art. 471 ZGB",
        ),
        (
            "en",
            "Residential premises may be terminated with 10 days' notice after a missed payment (Art. 257d Abs. 2 OR).",
            "Art. 257d Abs. 2 OR",
        ),
        ("en", "A person reaches the age of majority at 21 (Art. 14 ZGB).", "Art. 14 ZGB"),
    ],
)
def test_wrong_number_is_mismatch(lang: str, draft: str, cite: str) -> None:
    j = judge(draft, cite, lang)
    assert j.status == "MISMATCH", j.reason
    assert j.checks["numbers"].startswith("failed")


def test_number_the_source_does_not_state_is_doubt() -> None:
    j = judge(
        "Chi cagiona ad altri un danno ingiusto è tenuto a risarcirlo entro trenta giorni (art. 2043 c.c.).",
        "art. 2043 c.c.",
        "it",
    )
    assert j.status == "PARTIAL"


def test_italian_unit_first_style() -> None:
    j = judge(
        "L'omicidio è punito con la reclusione non inferiore ad anni dieci (art. 575 c.p.).",
        "art. 575 c.p.",
        "it",
    )
    assert j.status == "MISMATCH"


# --- negation and the legal idioms that are not flips ---------------------------------------------


@pytest.mark.parametrize(
    ("lang", "draft", "cite", "ref"),
    [
        (
            "en",
            "The debtor must compensate the damage unless he proves that he is not at fault (Art. 97 Abs. 1 OR).",
            "Art. 97 Abs. 1 OR",
            "",
        ),
        (
            "de",
            "Gewährleistungsklagen verjähren zwei Jahre nach Ablieferung, es sei denn, der Verkäufer habe eine längere Haftung übernommen (Art. 210 Abs. 1 OR).",
            "Art. 210 Abs. 1 OR",
            "",
        ),
        (
            "it",
            "Ciascuno è responsabile del danno cagionato dalle cose in custodia, salvo che provi il caso fortuito (art. 2051 c.c.).",
            "art. 2051 c.c.",
            "",
        ),
        (
            "it",
            "Il contratto non può essere sciolto se non per mutuo consenso o per cause ammesse dalla legge (art. 1372 c.c.).",
            "art. 1372 c.c.",
            "",
        ),
        (
            "fr",
            "Le contrat est nul s'il a pour objet une chose impossible, illicite ou contraire aux moeurs (art. 20 al. 1 CO).",
            "art. 20 al. 1 CO",
            "",
        ),
        (
            "de",
            "Eine religiöse Eheschliessung darf vor der Ziviltrauung nicht durchgeführt werden (Art. 97 Abs. 3 ZGB).",
            "Art. 97 Abs. 3 ZGB",
            "",
        ),
    ],
)
def test_idioms_and_shared_negations_are_not_flips(lang: str, draft: str, cite: str, ref: str) -> None:
    j = judge(draft, cite, lang, ref)
    assert j.status != "MISMATCH", j.reason


@pytest.mark.parametrize(
    ("lang", "draft", "cite"),
    [
        (
            "en",
            "Whoever unlawfully causes damage to another is never obliged to compensate it (Art. 41 Abs. 1 OR).",
            "Art. 41 Abs. 1 OR",
        ),
        (
            "de",
            "Wer Schadenersatz beansprucht, muss den Schaden nicht beweisen (Art. 42 Abs. 1 OR).",
            "Art. 42 Abs. 1 OR",
        ),
        (
            "fr",
            "Le mandat ne peut jamais être révoqué en tout temps (art. 404 al. 1 CO).",
            "art. 404 al. 1 CO",
        ),
        (
            "it",
            "Il contratto non deve mai essere eseguito secondo buona fede (art. 1375 c.c.).",
            "art. 1375 c.c.",
        ),
        (
            "de",
            "Auf das Auskunftsrecht kann im Voraus verzichtet werden (Art. 25 Abs. 5 DSG).",
            "Art. 25 Abs. 5 DSG",
        ),
    ],
)
def test_negation_flip_is_contradiction(lang: str, draft: str, cite: str) -> None:
    j = judge(draft, cite, lang)
    assert j.status == "MISMATCH" and j.verdict == "contradicts", j.reason


def test_absolute_claim_over_conditional_text_is_partial() -> None:
    j = judge(
        "A contract with unlawful content is void, and the invalidity of one clause always voids the whole contract (Art. 20 OR).",
        "Art. 20 OR",
        "en",
    )
    assert j.status == "PARTIAL"


def test_unsupported_second_clause_is_partial() -> None:
    j = judge(
        "Nach Art. 42 Abs. 1 OR hat der Geschädigte den Schaden zu beweisen, und die Gegenpartei muss zudem ihr fehlendes Verschulden glaubhaft machen.",
        "Art. 42 Abs. 1 OR",
        "de",
    )
    assert j.status == "PARTIAL"


# --- cross-language coverage ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "draft", "cite"),
    [
        ("en", "All human beings are equal before the law (Art. 8 Abs. 1 BV).", "Art. 8 Abs. 1 BV"),
        (
            "en",
            "A debtor who does not perform properly must compensate the resulting damage unless not at fault (Art. 97 Abs. 1 OR).",
            "Art. 97 Abs. 1 OR",
        ),
        (
            "fr",
            "Le bail oblige le bailleur à céder l'usage d'une chose au locataire moyennant un loyer (art. 253 CO).",
            "art. 253 CO",
        ),
        ("en", "During negotiations the parties must act in good faith (art. 1337 c.c.).", "art. 1337 c.c."),
    ],
)
def test_paraphrase_across_languages_matches(lang: str, draft: str, cite: str) -> None:
    j = judge(draft, cite, lang)
    assert j.status == "MATCH", j.reason


# --- wrong article via the act's other provisions ---------------------------------------------------


def test_wrong_article_names_the_better_provision() -> None:
    j = judge(
        "Claims become time-barred after ten years unless federal civil law provides otherwise (Art. 41 Abs. 1 OR).",
        "Art. 41 Abs. 1 OR",
        "en",
    )
    assert j.status == "MISMATCH" and j.verdict == "unrelated"
    assert "Art. 127" in j.reason


def test_without_neighbours_no_better_article_is_named() -> None:
    req = request(
        "Claims become time-barred after ten years unless federal civil law provides otherwise (Art. 41 Abs. 1 OR).",
        "Art. 41 Abs. 1 OR",
        "en",
    )
    j = JUDGE.judge(dataclasses.replace(req, neighbours=[]))
    assert "fits it better" not in j.reason
    assert j.status != "MATCH"


def test_right_article_among_neighbours_is_kept() -> None:
    j = judge(
        "Claims become time-barred after ten years unless federal civil law provides otherwise (Art. 127 OR).",
        "Art. 127 OR",
        "en",
    )
    assert j.status == "MATCH"


# --- confidence caps and determinism ------------------------------------------------------------------


def test_confidence_is_capped_by_evidence_kind() -> None:
    req = request(
        "Wer Schadenersatz beansprucht, hat den Schaden zu beweisen (Art. 42 Abs. 1 OR).",
        "Art. 42 Abs. 1 OR",
        "de",
    )
    full = JUDGE.judge(req).confidence
    head = JUDGE.judge(dataclasses.replace(req, evidence_kind="headnote")).confidence
    meta = JUDGE.judge(dataclasses.replace(req, evidence_kind="metadata")).confidence
    assert full <= 0.95 and head <= 0.7 and meta <= 0.4
    assert full > head > meta


def test_missing_pinpoint_is_never_match() -> None:
    req = request(
        "Das Bundesgericht kann die Sachverhaltsfeststellung nur berichtigen, wenn sie offensichtlich unrichtig ist (8C_469/2019 E. 14.3).",
        "8C_469/2019 E. 14.3",
        "de",
    )
    assert req.pinpoint_missing == "E. 14.3"
    j = JUDGE.judge(req)
    assert j.status == "PARTIAL" and "14.3" in j.reason


def test_same_request_same_judgement() -> None:
    req = request(
        "Der Auftrag kann von jeder Partei jederzeit widerrufen werden (Art. 404 Abs. 1 OR).",
        "Art. 404 Abs. 1 OR",
        "de",
    )
    assert JUDGE.judge(req) == JUDGE.judge(req)


def test_tight_italian_only_idiom_and_german_particle() -> None:
    """'non ... che' means 'only' only when tight; 'nicht mehr X' negates X."""
    from lexgate.judges.negation import negation_sites

    assert negation_sites("Non resta che pagare il debito.", "it") == []
    (site,) = negation_sites("Il venditore non è tenuto a garantire che la cosa sia immune da vizi.", "it")
    assert site.predicates == ("tenuto",)
    (site,) = negation_sites("Dann ist er nicht mehr auskunftspflichtig.", "de")
    assert site.predicates == ("auskunftspflichtig",)


def test_additive_clause_markers() -> None:
    """A clause that says it adds to the rule ("also", "inoltre") is held to a higher bar."""
    from lexgate.judges.negation import is_additive

    assert is_additive("the provision also obliges employers to publish salary data", "en")
    assert is_additive("e obbliga inoltre lo Stato a finanziare la ricerca", "it")
    assert not is_additive("der Schuldner haftet für den Schaden", "de")


def test_translated_stems_for_cross_language_search() -> None:
    """An English claim is searched in a German act through the glossary's German stems."""
    from lexgate.judges.terms import translated_stems

    stems = translated_stems("Any person who unlawfully causes damage must pay compensation", "en", "de")
    assert "schad" in stems and "widerrecht" in stems
    assert stems == sorted(stems, key=lambda s: (-len(s), s))  # a stable order
