"""Round 10 of the structured judge (session 5, after the round-9 blind cases): distances, areas and
weights; dates of the case; a claim that widens a limited
rule; a provision held constitutional; the encoder asked before a cross-language ranking blocks."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_helpers import request

from lexgate.judges.idf import is_narrative
from lexgate.judges.negation import widening_phrase
from lexgate.judges.numbers import quantities
from lexgate.judges.outcome import claimed_outcome, ruling_outcomes
from lexgate.judges.structured import StructuredJudge
from lexgate.sources.model import Passage

JUDGE = StructuredJudge()


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("a una distanza non minore di tre metri", "metres", 3.0),
        ("ab einer Fläche von 15 Aren", "square_metres", 1500.0),
        ("un vignoble de 25 ares", "square_metres", 2500.0),
        ("ein Gesamtgewicht von 3,5 Tonnen", "kilograms", 3500.0),
        ("innerorts 50 km/h", "metres", 50000.0),
        ("a 4 m dal confine", "metres", 4.0),
    ],
)
def test_distances_areas_and_weights_are_quantities(text: str, dimension: str, value: float) -> None:
    assert [(q.dimension, q.value) for q in quantities(text)] == [(dimension, value)]


def test_english_are_is_no_area() -> None:
    assert not quantities("the two are liable")


@pytest.mark.parametrize(
    ("draft", "cite", "lang", "status"),
    [
        # a changed distance contradicts; the right one matches
        (
            "Le costruzioni su fondi finitimi, se non sono unite o aderenti, devono essere tenute a una "
            "distanza non minore di cinque metri (art. 873 c.c.).",
            "art. 873 c.c.",
            "it",
            "MISMATCH",
        ),
        (
            "Le costruzioni su fondi finitimi, se non sono unite o aderenti, devono essere tenute a una "
            "distanza non minore di tre metri (art. 873 c.c.).",
            "art. 873 c.c.",
            "it",
            "MATCH",
        ),
        # a time limit the cited statute does not state
        # Art. 59 ATSG is about standing; the 30 days are in Art. 60
        (
            "An appeal against the objection decision must be filed within 30 days of its notification "
            "(Art. 59 ATSG), so Ms Baumann's appeal of 2 October was out of time.",
            "Art. 59 ATSG",
            "en",
            "MISMATCH",
        ),
        # the 30 days are in the next paragraph of the same article: doubt, not a block
        (
            "Le responsable du traitement doit fournir gratuitement les renseignements demandés, et ce "
            "dans un délai de 30 jours (art. 25 al. 6 LPD).",
            "art. 25 al. 6 LPD",
            "fr",
            "PARTIAL",
        ),
        # the cited paragraph frees the complaint of any time limit
        (
            "Anche i reclami per denegata o ritardata giustizia devono essere presentati entro dieci giorni "
            "(art. 396 cpv. 2 CPP); il reclamo del signor Ferrari è perciò tardivo.",
            "art. 396 cpv. 2 CPP",
            "it",
            "MISMATCH",
        ),
    ],
)
def test_the_status_of_a_claim(draft: str, cite: str, lang: str, status: str) -> None:
    assert JUDGE.judge(request(draft, cite, lang)).status == status


@pytest.mark.parametrize(
    ("word", "lang"), [("fevrier", "fr"), ("juni", "de"), ("luglio", "it"), ("march", "en")]
)
def test_a_month_is_a_date_of_the_case(word: str, lang: str) -> None:
    assert is_narrative(word, frozenset({"some_concept"}), lang)


@pytest.mark.parametrize(
    ("text", "lang", "phrase"),
    [
        (
            "deve essere risarcito anche al di fuori dei casi determinati dalla legge",
            "it",
            "anche al di fuori",
        ),
        ("ist auch ausserhalb der gesetzlich vorgesehenen Fälle zu ersetzen", "de", "auch ausserhalb"),
        ("doit être réparé même en dehors des cas prévus par la loi", "fr", "meme en dehors"),
        ("must be compensated also outside the cases the law provides", "en", "also outside"),
        ("deve essere risarcito nei casi determinati dalla legge", "it", ""),
    ],
)
def test_widening_phrases(text: str, lang: str, phrase: str) -> None:
    assert widening_phrase(text, lang) == phrase


@pytest.mark.parametrize(
    ("draft", "status"),
    [
        (
            "Il danno non patrimoniale deve essere risarcito anche al di fuori dei casi determinati dalla "
            "legge (art. 2059 c.c.), sicché spetta alla sig.ra Galli il ristoro del mero disagio patito.",
            "MISMATCH",
        ),
        (
            "Il danno non patrimoniale deve essere risarcito solo nei casi determinati dalla legge (art. 2059 c.c.).",
            "MATCH",
        ),
    ],
)
def test_a_claim_that_widens_a_limited_rule_contradicts_it(draft: str, status: str) -> None:
    judgement = JUDGE.judge(request(draft, "art. 2059 c.c.", "it"))
    assert judgement.status == status
    if status == "MISMATCH":
        assert "beyond the cases" in judgement.reason


@pytest.mark.parametrize(
    ("claim", "lang", "outcome"),
    [
        (
            "la regola dell'automatica attribuzione del cognome paterno è conforme a Costituzione",
            "it",
            "dismissed",
        ),
        ("la norma è costituzionalmente legittima", "it", "dismissed"),
        ("the provision is consistent with the Constitution", "en", "dismissed"),
        ("la disposition est conforme à la Constitution", "fr", "dismissed"),
        ("la norma è costituzionalmente illegittima", "it", "upheld"),
        ("la Corte ha respinto il ricorso", "it", "dismissed"),
        ("il ricorso è stato respinto", "it", None),  # no court, and an outcome that needs one
    ],
)
def test_a_provision_held_constitutional_is_an_unfounded_question(
    claim: str, lang: str, outcome: str | None
) -> None:
    assert claimed_outcome(claim, lang) == outcome


def test_the_constitutional_outcome_against_a_ruling_that_strikes_down() -> None:
    ruling = "È dichiarato costituzionalmente illegittimo l'art. 262, primo comma, cod. civ."
    assert ruling_outcomes(ruling, "it") == frozenset({"upheld"})
    assert claimed_outcome("la regola è conforme a Costituzione", "it") not in ruling_outcomes(ruling, "it")


class _Prefers:
    """An encoder that finds the passages holding ``word`` closest to any claim (to show the rule
    follows the encoder's preference, not to stand in for the judge)."""

    def __init__(self, word: str) -> None:
        self.word = word

    def similarity(self, a: str, b: str) -> float:
        return 0.9 if self.word in b else 0.1


def _article(key: str, text: str, lang: str) -> Passage:
    return Passage(key, "paragraph", text, lang)


def test_the_encoder_is_asked_before_a_cross_language_ranking_blocks() -> None:
    claim = "No deductible may be charged for the two Ammann children, and their maximum co-payment is half."
    req = request(claim + " (Art. 64 para. 4 KVG).", "Art. 64 para. 4 KVG", "en")
    cited: list[Any] = [*req.passages, *[p for ps in req.translations.values() for p in ps]]
    other = [p for p in req.neighbours if p.key.startswith("ch:KVG:art-64a:")]
    assert cited and other
    real = StructuredJudge()  # the shipped multilingual encoder
    assert real._translation_prefers_cited(claim, "en", cited, other)
    assert not StructuredJudge(encoder=_Prefers("Prämienverbilligung"))._translation_prefers_cited(
        claim, "en", cited, [_article("ch:KVG:art-65:para-1", "Prämienverbilligung", "de")]
    )
    # a claim in a language the cited text is in: the ranking is read directly, the encoder not asked
    german = [p for p in cited if p.lang == "de"]
    assert not real._translation_prefers_cited(claim, "de", german, other)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("può revocare il permesso per il solo fatto che lo straniero è stato condannato", "it"),
        ("peut révoquer l'autorisation du seul fait que l'étranger a été condamné", "fr"),
        ("darf die Bewilligung allein weil er verurteilt wurde widerrufen", "de"),
        ("may revoke the permit merely because the foreigner was convicted", "en"),
    ],
)
def test_the_sole_ground_of_a_rule_is_no_restriction(text: str, lang: str) -> None:
    from lexgate.judges.negation import polarity

    pol = polarity(text, lang)
    assert not pol.restrictive and not pol.negative_meaning


@pytest.mark.parametrize(
    ("a", "b", "lang"),
    [("revocare", "revocato", "it"), ("révoquer", "révoqué", "fr"), ("kündigen", "gekündigt", "de")],
)
def test_verb_forms_share_a_root(a: str, b: str, lang: str) -> None:
    from lexgate.judges.terms import verb_root

    assert verb_root(a, lang) == verb_root(b, lang) != ""


def test_a_claim_that_allows_what_the_source_forbids_in_another_verb_form() -> None:
    draft = (
        "Anche se il giudice penale ha rinunciato all'espulsione, l'autorità migratoria può revocare il "
        "permesso di domicilio per il solo fatto che lo straniero è stato condannato per quel reato "
        "(art. 63 cpv. 3 LStrI)."
    )
    judgement = JUDGE.judge(request(draft, "art. 63 cpv. 3 LStrI", "it"))
    assert judgement.status == "MISMATCH" and "negates" in judgement.reason


def test_a_cumulative_condition_left_out_of_one_clause() -> None:
    """ "purché sia in buona fede ... e sussista un titolo idoneo": keeping the first condition only."""
    draft = (
        "Chi acquista un bene mobile da chi non ne è proprietario ne diventa comunque proprietario con la "
        "consegna, purché sia in buona fede in quel momento (art. 1153 c.c.)."
    )
    judgement = JUDGE.judge(request(draft, "art. 1153 c.c.", "it"))
    assert judgement.status == "PARTIAL" and "titolo idoneo" in judgement.reason
    both = draft.replace("in quel momento", "in quel momento e sussista un titolo idoneo al trasferimento")
    assert JUDGE.judge(request(both, "art. 1153 c.c.", "it")).status == "MATCH"


def test_italian_se_after_a_preposition_is_the_pronoun() -> None:
    from lexgate.judges.negation import condition_clauses

    text = "Chiunque s'impossessa della cosa mobile altrui, al fine di trarne profitto per se' o per altri, e' punito."
    assert condition_clauses(text, "it") == []
    assert condition_clauses("Il contratto è nullo se manca la forma scritta.", "it")
    draft = "Il furto è punito con la reclusione da sei mesi a tre anni (art. 624 c.p.)."
    assert JUDGE.judge(request(draft, "art. 624 c.p.", "it")).status == "MATCH"
