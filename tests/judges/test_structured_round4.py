"""Round 4 of the structured judge: ordinal ranges of a tiered rule ("de la deuxième à la cinquième
année"), a concessive case ("même si", "selbst wenn") turned into an exception ("sauf si", "es sei
denn"), negation read on the claim's own word in a sentence about it, editorial notes of the Italian
codes, numbers in a part of the claim the source does not speak of, dropped and added conditions,
ordinals of a time unit, and another article that fits far better.  Judge tests run on real corpus
passages (tests/judges/judge_helpers.py)."""

from __future__ import annotations

from importlib import resources

import yaml
from judge_helpers import request

from lexgate.judges.negation import (
    clauses,
    condition_clauses,
    marked_cases,
    negation_sites,
    polarity,
    scope_polarity,
)
from lexgate.judges.numbers import compare, quantities, tier_conflict, unit_ordinals
from lexgate.judges.structured import StructuredJudge, _key_terms_missing
from lexgate.judges.terms import profile
from lexgate.judges.text import strip_notes
from lexgate.sources.model import Passage

JUDGE = StructuredJudge()


def status(draft: str, cite: str, lang: str) -> str:
    return JUDGE.judge(request(draft, cite, lang)).status


# --- ordinal ranges in one clause ------------------------------------------------------------------

RANGES = {
    "fr": "durant 30 jours au cours de la première année de service, durant 90 jours de la deuxième à la "
    "cinquième année de service et durant 180 jours à partir de la sixième année de service",
    "it": "per 30 giorni nel primo anno di servizio, per 90 giorni dal secondo anno di servizio sino al "
    "quinto compreso e per 180 giorni dal sesto anno di servizio",
}


def test_a_range_of_ordinals_belongs_to_the_number_it_qualifies() -> None:
    for text in RANGES.values():
        claim = "From the second to the fifth year of service the period is 180 days."
        hit = tier_conflict(claim, [text])
        assert hit is not None, text
        assert (hit[0].value, hit[1].value) == (180.0, 90.0)
        assert tier_conflict("From the second to the fifth year of service it is 90 days.", [text]) is None
        assert tier_conflict("From the sixth year of service it is 180 days.", [text]) is None


def test_judge_blocks_the_number_of_the_next_tier_in_french() -> None:
    cite = "art. 336c al. 1 let. b CO"
    draft = (
        "De la deuxième à la cinquième année de service, le travailleur malade est protégé contre le "
        "licenciement durant {} jours ({})."
    )
    assert status(draft.format(180, cite), cite, "fr") == "MISMATCH"
    assert status(draft.format(90, cite), cite, "fr") != "MISMATCH"


# --- concessive case read as an exception -----------------------------------------------------------


def test_marked_cases_reads_the_case_after_the_marker() -> None:
    text = "Die Klage verjährt, selbst wenn der Käufer die Mängel erst später entdeckt, es sei denn, dass der Verkäufer haftet."
    assert marked_cases(text, "de", "concessive") == ["der kaufer die mangel erst spater entdeckt"]
    assert marked_cases(text, "de", "exception") == ["dass der verkaufer haftet"]
    assert marked_cases("Il contratto è nullo.", "it", "exception") == []


def test_an_exception_where_the_source_says_even_if_is_a_mismatch() -> None:
    cite = "Art. 210 Abs. 1 OR"
    flipped = (
        "Die Klagen auf Gewährleistung wegen Mängel der Sache verjähren zwei Jahre nach der Ablieferung, "
        f"es sei denn, der Käufer habe die Mängel erst später entdeckt ({cite})."
    )
    faithful = (
        "Die Klagen auf Gewährleistung wegen Mängel der Sache verjähren zwei Jahre nach der Ablieferung, "
        f"selbst wenn der Käufer die Mängel erst später entdeckt ({cite})."
    )
    own_exception = (
        "Die Klagen auf Gewährleistung wegen Mängel der Sache verjähren zwei Jahre nach der Ablieferung, "
        f"es sei denn, der Verkäufer habe eine Haftung auf längere Zeit übernommen ({cite})."
    )
    assert status(flipped, cite, "de") == "MISMATCH"
    # the faithful claim keeps "selbst wenn" but leaves out the source's own exception ("es sei denn,
    # dass der Verkäufer eine Haftung auf längere Zeit übernommen hat"): partial, never a contradiction
    assert status(faithful, cite, "de") == "PARTIAL"
    assert status(own_exception, cite, "de") != "MISMATCH"


def test_the_exception_swap_in_italian() -> None:
    cite = "art. 210 cpv. 1 CO"
    flipped = (
        "Le azioni di garanzia per i difetti della cosa si prescrivono in due anni dalla consegna, salvo che "
        f"il compratore abbia scoperto i difetti soltanto più tardi ({cite})."
    )
    assert status(flipped, cite, "it") == "MISMATCH"


# --- negation: the affirmed word must be the claim's own word, in a sentence about the claim ----------


def test_a_compound_does_not_affirm_its_inner_word() -> None:
    # "Urteil" (a cited judgment) does not affirm "Verurteilung" (a conviction)
    cite = "Urteil 6B_871/2018 E. 2.1.2"
    draft = (
        f"Eine Ersatzforderung des Staates setzt keine Verurteilung einer bestimmten Person voraus ({cite})."
    )
    assert status(draft, cite, "de") != "MISMATCH"


def test_english_no_is_a_negation() -> None:
    assert polarity("The agent has no claim to an indemnity.", "en").negated
    cite = "Art. 418u para. 3 CO"
    draft = (
        "An agent has no claim to an indemnity for the clientele where the agency was terminated for a "
        f"reason for which the agent is responsible ({cite})."
    )
    assert status(draft, cite, "en") != "MISMATCH"


def test_italian_nemmeno_negates() -> None:
    assert negation_sites("e nemmeno è un fatto costitutivo di revisione", "it")


def test_the_word_tables_hold_only_words() -> None:
    # YAML reads a bare no / on / null as a boolean or None: every table entry must stay a word
    for name in ("negation.yaml", "glossary.yaml", "stopwords.yaml"):
        raw = yaml.safe_load(resources.files("lexgate.judges").joinpath(f"data/{name}").read_text("utf-8"))
        stack = [raw]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                stack.extend(node.values())
            elif isinstance(node, list):
                assert all(isinstance(x, str) for x in node), (name, node)


# --- editorial notes of the Italian codes --------------------------------------------------------


def test_editorial_notes_are_not_the_law() -> None:
    text = (
        "L'azione di annullamento si prescrive in cinque anni. ((2)) Il Regio D.L. 20 gennaio 1944, n. 26, ha "
        "disposto che si possa agire nel termine di un anno. ((COMMA ABROGATO DAL D.LGS. 10 OTTOBRE 2022, N. 150))."
    )
    assert strip_notes(text) == "L'azione di annullamento si prescrive in cinque anni."
    kept = "((La maggiore eta' e' fissata al compimento del diciottesimo anno.))"
    assert strip_notes(kept) == kept


def test_a_number_in_a_note_does_not_contradict_the_claim() -> None:
    cite = "art. 1442 c.c."
    draft = f"L'azione di annullamento del contratto si prescrive in cinque anni ({cite})."
    assert status(draft, cite, "it") == "MATCH"


# --- a number in a part of the claim the cited text does not speak of ------------------------------


def test_a_number_of_another_rule_added_to_the_claim_is_doubt() -> None:
    cite = "art. 273 al. 1 CO"
    added = (
        "La partie qui veut contester le congé doit saisir l'autorité de conciliation dans les 30 jours, "
        "tandis que la prolongation d'un bail de durée déterminée doit être demandée au plus tard 60 jours "
        f"avant son expiration ({cite})."
    )
    changed = (
        "La partie qui veut contester le congé doit saisir l'autorité de conciliation dans les 60 jours qui "
        f"suivent la réception du congé ({cite})."
    )
    assert status(added, cite, "fr") == "PARTIAL"
    assert status(changed, cite, "fr") == "MISMATCH"


def test_ordinal_words_are_tiers_not_periods() -> None:
    check = compare(quantities("in the first year of service"), quantities("within 30 days"))
    assert not check.contradicted


# --- conditions --------------------------------------------------------------------------------


def test_condition_clauses_reads_markers_and_german_verb_first_conditions() -> None:
    de = (
        "Ist die Betreibung nicht durch Rechtsvorschlag eingestellt worden, so kann der Gläubiger fortfahren."
    )
    assert condition_clauses(de, "de") == ["die betreibung nicht durch rechtsvorschlag eingestellt worden"]
    assert condition_clauses("Il contratto è valido anche se non è scritto.", "it") == []
    assert condition_clauses("Der Vertrag gilt, auch wenn er nicht schriftlich ist.", "de") == []


def test_a_dropped_condition_of_the_source_is_partial() -> None:
    cite = "art. 88 al. 1 LP"
    bare = (
        "Le créancier peut requérir la continuation de la poursuite au plus tôt 20 jours après la notification "
        f"du commandement de payer ({cite})."
    )
    full = (
        "Si la poursuite n'est pas suspendue par l'opposition ou par un jugement, le créancier peut requérir la "
        f"continuation de la poursuite au plus tôt 20 jours après la notification du commandement de payer ({cite})."
    )
    assert status(bare, cite, "fr") == "PARTIAL"
    assert status(full, cite, "fr") == "MATCH"


def test_a_cumulative_condition_left_out_is_partial() -> None:
    cite = "art. 28 al. 1 LAI"
    two_of_three = (
        "A droit à une rente l'assuré qui a présenté une incapacité de travail d'au moins 40 % en moyenne "
        f"durant une année et qui, au terme de cette année, est invalide à 40 % au moins ({cite})."
    )
    assert status(two_of_three, cite, "fr") == "PARTIAL"


def test_an_added_consequence_clause_is_partial_not_a_wrong_article() -> None:
    cite = "art. 404 al. 1 CO"
    added = (
        "Le mandat peut être révoqué en tout temps par chacune des parties, sans que cela puisse jamais donner "
        f"lieu à des dommages-intérêts ({cite})."
    )
    plain = f"Le mandat peut être révoqué ou répudié en tout temps par chacune des parties ({cite})."
    assert status(added, cite, "fr") == "PARTIAL"
    assert status(plain, cite, "fr") == "MATCH"


def test_clauses_split_before_subordinate_markers_only_on_request() -> None:
    text = "Der Auftrag kann jederzeit widerrufen werden, ohne dass daraus eine Pflicht entsteht."
    assert len(clauses(text, "de")) == 1
    assert clauses(text, "de", subordinate=True)[1].startswith("ohne dass")
    # accents: "nonché" is the separator "nonche"; Italian "è" is not the separator "e"
    assert clauses("Il contratto è nullo, nonché inefficace.", "it") == [
        "Il contratto è nullo",
        "inefficace.",
    ]


# --- ordinals of a time unit ---------------------------------------------------------------------


def test_unit_ordinals_in_words_and_digits() -> None:
    assert unit_ordinals("dalla dodicesima settimana di gravidanza") == [("week", 12.0, 12.0, 12.0)]
    assert unit_ordinals("ab der 13. Schwangerschaftswoche") == [("week", 13.0, 13.0, 13.0)]
    assert unit_ordinals("à partir de la 13e semaine") == [("week", 13.0, 13.0, 13.0)]
    assert unit_ordinals("am 13. April 2020") == []


def test_another_week_than_the_source_states_is_a_mismatch() -> None:
    cite = "Art. 64 Abs. 7 lit. b KVG"
    draft = "Der Versicherer darf für Leistungen ab der {}. Schwangerschaftswoche keine Kostenbeteiligung erheben ({})."
    assert status(draft.format(12, cite), cite, "de") == "MISMATCH"
    assert status(draft.format(13, cite), cite, "de") == "MATCH"


def test_a_tier_range_reaching_into_the_next_tier_is_a_conflict() -> None:
    source = RANGES["it"]
    claim = "per 90 giorni dal secondo al decimo anno di servizio"
    hit = tier_conflict(claim, [source])
    assert hit is not None and hit[1].value == 180.0
    assert tier_conflict("per 90 giorni dal secondo al quinto anno di servizio", [source]) is None


# --- another article fits far better and holds a legal term the cited one lacks ---------------------


def test_a_rule_cited_to_an_article_sharing_its_vocabulary_is_a_mismatch() -> None:
    draft = "Vom Besitzer einer beweglichen Sache wird vermutet, dass er ihr Eigentümer sei ({})."
    assert status(draft.format("Art. 714 Abs. 1 ZGB"), "Art. 714 Abs. 1 ZGB", "de") == "MISMATCH"
    assert status(draft.format("Art. 930 Abs. 1 ZGB"), "Art. 930 Abs. 1 ZGB", "de") == "MATCH"


def test_key_terms_missing_names_the_terms_only_the_other_article_has() -> None:
    claim = profile("Vom Besitzer wird vermutet, dass er Eigentümer sei.", "de", True)
    cited = [Passage("a", "paragraph", "Das Eigentum geht mit dem Besitz über.", "de")]
    other = [Passage("b", "paragraph", "Vom Besitzer wird vermutet, dass er Eigentümer sei.", "de")]
    assert "vermutet" in _key_terms_missing(claim, cited, other)
    assert _key_terms_missing(claim, other, cited) == []


def test_a_clause_carrying_a_verified_quotation_is_supported() -> None:
    cite = "Art. 97 para. 1 CO"
    draft = (
        f"Under {cite} the obligor must compensate the damage unless he proves that he was not at fault; "
        "the provision states: «sofern er nicht beweist, dass ihm keinerlei Verschulden zur Last falle»."
    )
    assert status(draft, cite, "en") == "MATCH"


def test_half_a_period_is_half_of_its_unit() -> None:
    for claim, source in (
        ("half a year", "sei mesi"),
        ("ein halbes Jahr", "six mois"),
        ("une demi-année", "sechs Monate"),
        ("mezzo anno", "six months"),
    ):
        check = compare(quantities(claim), quantities(source))
        assert check.agreed and not check.contradicted, claim
    assert compare(quantities("half a year"), quantities("un anno")).contradicted


def test_a_relative_clause_after_a_comma_is_a_clause_of_its_own() -> None:
    text = "La domanda va depositata entro 30 giorni, termine che la Corte può prorogare."
    assert clauses(text, "it", subordinate=True) == [
        "La domanda va depositata entro 30 giorni",
        "termine che la Corte può prorogare.",
    ]


def test_a_negative_compound_of_the_source_is_not_the_word_the_claim_negates() -> None:
    # "sind unzulässig" faithfully rendered as "is not permitted": no flip ("unzulässig" is not "zulässig")
    cite = "Art. 689b Abs. 2 OR"
    draft = (
        "Proxy voting by a company body or by a depositary is not permitted in companies whose shares are "
        f"listed on a stock exchange ({cite})."
    )
    assert status(draft, cite, "en") != "MISMATCH"


def test_a_double_negation_is_not_a_flip() -> None:
    cite = "Art. 1 StGB"
    draft = f"No one may be punished for an act that the law does not expressly declare to be punishable ({cite})."
    assert status(draft, cite, "en") != "MISMATCH"
    # one negation with "never" beside it stays a plain negation
    assert status("Il contratto non è mai nullo (art. 1418 c.c.).", "art. 1418 c.c.", "it") == "MISMATCH"


def test_only_against_a_rule_that_holds_at_any_time_is_no_contradiction() -> None:
    cite = "Art. 509 Abs. 1 ZGB"
    draft = (
        "Der Erblasser kann seine Verfügung nur in einer der Formen widerrufen, die für die Errichtung "
        f"vorgeschrieben sind ({cite})."
    )
    assert status(draft, cite, "de") != "MISMATCH"
    assert scope_polarity("Der Erblasser kann jederzeit widerrufen.", "de").universal is False


def test_a_number_the_cited_text_states_ties_the_claim_to_it() -> None:
    cite = "Art. 14 ZGB"
    draft = f"A person who has not reached 18 is a minor and cannot enter into binding obligations on their own ({cite})."
    assert status(draft, cite, "en") != "MISMATCH"
