"""CC / CP / CPC / CPP / Cost.: Swiss or Italian law, decided per document (pinpoint, cue vote, language)."""

from __future__ import annotations

import pytest
from citation_helpers import find, only

from lexgate.citations.jurisdiction import document_jurisdiction, votes


@pytest.mark.parametrize(
    ("text", "lang", "canonical", "alternative"),
    [
        # Italian law: the wording alone (no cue either way) in an Italian document
        (
            "Chiunque cagiona ad altri un danno ingiusto è tenuto a risarcirlo (art. 2043 CC).",
            "it",
            "it:cc:art-2043",
            "ch:ZGB:art-2043",
        ),
        # Italian cues: Cass., d.lgs., euro
        (
            "Come ritenuto da Cass. civ. n. 123/2020 e dal d.lgs. 196/2003, il danno di 5.000 euro "
            "va risarcito (art. 575 CP).",
            "it",
            "it:cp:art-575",
            "ch:StGB:art-575",
        ),
        # the citation's own pinpoint: comma
        (
            "Per l'art. 3, comma 2, Cost. la Repubblica rimuove gli ostacoli.",
            "it",
            "it:cost:art-3:comma-2",
            None,
        ),
        # Swiss cues in Italian: DTF, cpv., LTF
        (
            "Secondo la DTF 140 III 86 e l'art. 100 LTF, si applica l'art. 8 CC.",
            "it",
            "ch:ZGB:art-8",
            "it:cc:art-8",
        ),
        # the pinpoint decided it: no other reading
        ("Il giudice applica l'art. 8 cpv. 1 CC.", "it", "ch:ZGB:art-8:para-1", None),
        (
            "Secondo l'art. 29 Cost. ognuno ha diritto a un giudizio entro un termine ragionevole, "
            "come ribadito dal Tribunale federale.",
            "it",
            "ch:BV:art-29",
            "it:cost:art-29",
        ),
        # French and German drafts without cues: Swiss, and no Italian alternative
        ("Chacun doit prouver les faits qu'il allègue (art. 8 CC).", "fr", "ch:ZGB:art-8", None),
        ("Le vol est réprimé par l'art. 139 CP.", "fr", "ch:StGB:art-139", None),
        ("Die Beweislast folgt aus Art. 8 CC.", "de", "ch:ZGB:art-8", None),
        # English drafts keep the other reading
        ("The burden of proof follows from Article 8 CC.", "en", "ch:ZGB:art-8", "it:cc:art-8"),
        # a French draft about Italian law: the Italian cues win
        (
            "Selon la Cassazione (Cass. civ. n. 12/2019) et le d.lgs. 231/2001, l'art. 1218 CC s'applique.",
            "fr",
            "it:cc:art-1218",
            None,
        ),
    ],
)
def test_reading_of_shared_abbreviations(
    text: str, lang: str, canonical: str, alternative: str | None
) -> None:
    cits = find(text, lang)
    hit = [c for c in cits if c.canonical == canonical]
    assert hit, [(c.text, c.canonical) for c in cits]
    if alternative is not None:
        assert hit[0].extra["alternatives"] == [alternative]
        (alt_fields,) = hit[0].extra["alternative_fields"]
        assert alt_fields["article"] == hit[0].fields["article"]
    else:
        assert "alternatives" not in hit[0].extra and "alternative_fields" not in hit[0].extra


@pytest.mark.parametrize(
    ("text", "lang", "canonical"),
    [
        ("Il giudice applica l'art. 8 cpv. 2 CC e l'art. 1 CP.", "it", "ch:ZGB:art-8:para-2"),
        ("Ai sensi dell'art. 1453, comma 1, CC il contratto si risolve.", "it", "it:cc:art-1453:comma-1"),
        ("Ai sensi dell'art. 2, commi 1 e 2, CP la pena si applica.", "it", "it:cp:art-2:comma-1"),
        ("Selon l'art. 8 al. 1 CC, chacun prouve.", "fr", "ch:ZGB:art-8:para-1"),
        ("Gemäss Art. 8 Abs. 1 CC trägt die Partei die Beweislast.", "de", "ch:ZGB:art-8:para-1"),
    ],
)
def test_no_alternative_when_the_pinpoint_decided(text: str, lang: str, canonical: str) -> None:
    hit = [c for c in find(text, lang) if c.canonical == canonical]
    assert hit, [(c.text, c.canonical) for c in find(text, lang)]
    assert "alternatives" not in hit[0].extra


def test_undecided_citation_next_to_a_decided_one_keeps_its_alternative() -> None:
    cits = find("Il giudice applica l'art. 8 cpv. 2 CC e l'art. 1 CP.", "it")
    undecided = [c for c in cits if c.fields.get("article") == "1"]
    assert undecided and undecided[0].extra.get("alternatives"), [(c.text, c.extra) for c in cits]


def test_classes_and_fields_follow_the_reading() -> None:
    it = only("Chiunque cagiona ad altri un danno ingiusto (art. 2043 CC).", "it")
    assert (it.cls, it.jurisdiction, it.fields["act"]) == ("it-statute", "IT", "c.c.")
    co, cc = find("Il contratto è nullo (art. 20 cpv. 1 CO) e l'art. 8 CC non muta nulla.", "it")
    assert co.fields["act"] == "OR" and "alternatives" not in co.extra  # CO is only Swiss
    assert (cc.cls, cc.jurisdiction, cc.fields["act"]) == ("statute", "CH", "ZGB")


def test_italian_default_only_for_italian_documents() -> None:
    assert document_jurisdiction("Il danno va risarcito.", "it") == "IT"
    assert document_jurisdiction("Le dommage doit être réparé.", "fr") == "CH"
    assert document_jurisdiction("Secondo la DTF 140 III 86, il danno va risarcito.", "it") == "CH"
    assert document_jurisdiction("Le juge (Cass. n. 5/2020, Corte cost.) tranche.", "fr") == "IT"


def test_the_shared_abbreviations_are_no_cue() -> None:
    assert votes("art. 8 CC, art. 1 CP, art. 2 CPC, art. 3 CPP, art. 4 Cost.") == {"CH": 0, "IT": 0}
    assert votes("art. 8 CC, art. 4 Cost.", "it") == {"CH": 0, "IT": 0}


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_cost_outside_italian_drafts_is_the_italian_constitution(lang: str) -> None:
    # the Swiss constitution is BV / Cst. / Cst. there: "Cost." is the Italian lawyers' abbreviation
    text = "Under art. 141 Cost., constitutional laws need a confirmatory referendum."
    assert votes(text, lang) == {"CH": 0, "IT": 1}
    cit = only(text, lang)
    assert (cit.canonical, cit.extra["alternatives"]) == ("it:cost:art-141", ["ch:BV:art-141"])
    # a Swiss cue of more weight still decides for the Federal Constitution
    swiss = only("The Federal Supreme Court reads art. 8 Cost. narrowly.", lang)
    assert swiss.canonical == "ch:BV:art-8"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "If the driver flees, Art. 589-ter of the Criminal Code increases the penalty.",
            "it:cp:art-589-ter",
        ),
        ("The cooperative's rule (art. 2545-sexies CC) applies.", "it:cc:art-2545-sexies"),
        # Swiss acts write the Latin ordinal without a hyphen
        ("Art. 14bis of the Civil Code applies.", "ch:ZGB:art-14bis"),
    ],
)
def test_a_hyphenated_latin_ordinal_is_italian_numbering(text: str, canonical: str) -> None:
    cit = only(text, "en")
    assert cit.canonical == canonical
    assert ("alternatives" in cit.extra) == canonical.startswith("ch:")


def test_repubblica_e_cantone_ticino_is_swiss() -> None:
    v = votes("La Repubblica e Cantone Ticino")
    assert v["IT"] == 0 and v["CH"] > 0


@pytest.mark.parametrize(
    ("text", "lang", "canonical"),
    [
        (
            "En Italie, le référendum abrogatif n'est pas admis pour les lois fiscales (art. 75 Cost.).",
            "fr",
            "it:cost:art-75",
        ),
        (
            "Nach italienischem Recht ist die Gesundheit ein Grundrecht (Art. 32 Cost.).",
            "de",
            "it:cost:art-32",
        ),
        (
            "Under Italian law, the burden of proof lies on the claimant (art. 2697 CC).",
            "en",
            "it:cc:art-2697",
        ),
        ("In der Schweiz trägt die Partei die Beweislast (Art. 8 CC).", "de", "ch:ZGB:art-8"),
    ],
)
def test_the_country_named_in_the_draft_decides(text: str, lang: str, canonical: str) -> None:
    hit = [c for c in find(text, lang) if c.canonical == canonical]
    assert hit, [(c.text, c.canonical) for c in find(text, lang)]


def test_italian_speaking_switzerland_is_no_italian_cue() -> None:
    # "Svizzera italiana" is Switzerland: it outweighs the "italiana" inside it and an "italiano" beside it
    v = votes("Nella Svizzera italiana e nella Suisse italienne si parla italiano.")
    assert v["CH"] > v["IT"]
