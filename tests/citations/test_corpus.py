"""The citation test corpus (tests/data/citations) and the extractor's accuracy on it.

The first tests check the corpus itself (schema, spans, canonical ids, the field/canonical agreement, the
mix of languages and classes); the last ones hold the parser to the bar of issue 2 on the corpus and on
the public upstream cases.  The bar is fixed: recall >= 0.95, precision >= 0.95, field accuracy >= 0.90.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from lexgate.bench import parse as bench
from lexgate.citations import canonical as C
from lexgate.citations.model import CITATION_CLASSES

CASES = bench.load_corpus()
CASE_IDS = [c.id for c in CASES]
JURISDICTION_PREFIX = {
    "statute": ("ch:",),
    "federal-case": ("ch:BGE:", "ch:BGer:", "ch:BVGer:", "ch:BVGE:", "ch:BStGer:", "ch:BPatGer:"),
    "cantonal-case": ("ch:cant-",),
    "doctrine-structured": ("ch:OK:",),
    "doctrine-informal": ("doctrine:",),
    "it-statute": ("it:",),
    "it-case": ("it:cass", "it:corte-cost:"),
    "eu-act": ("eu:",),
}
# canonical key of the Italian acts whose field value is fixed
IT_CODES = {"c.c.": "cc", "c.p.": "cp", "c.p.c.": "cpc", "c.p.p.": "cpp", "Cost.": "cost"}
IT_TYPES = {"d.lgs.": "dlgs", "L.": "l", "d.l.": "dl", "D.P.R.": "dpr"}


def test_corpus_size_and_mix() -> None:
    assert len(CASES) >= 300
    assert len(set(CASE_IDS)) == len(CASE_IDS), "case ids must be unique"
    langs = Counter(c.lang for c in CASES)
    assert set(langs) == {"de", "fr", "it", "en"} and min(langs.values()) >= 20
    classes = Counter(e.cls for c in CASES for e in c.expected)
    assert set(classes) == set(CITATION_CLASSES), f"every class is represented: {classes}"
    negatives = [c for c in CASES if not c.expected]
    assert len(negatives) >= 30
    real = [c for c in CASES if c.source.startswith("judgments_")]
    assert len(real) >= 120 and {c.lang for c in real} == {"de", "fr", "it"}
    assert sum(e.short_form for c in CASES for e in c.expected) >= 20


@pytest.mark.parametrize("case", CASES, ids=CASE_IDS)
def test_case_is_well_formed(case: bench.Case) -> None:
    assert case.lang in bench.LANGS
    assert case.text.strip() and case.origin
    last = -1
    for exp in case.expected:
        assert case.text[exp.start : exp.end] == exp.text, f"span {exp.text!r} is not at {exp.start}"
        assert exp.start >= last, "expected citations are listed in text order"
        last = exp.start
        assert exp.cls in CITATION_CLASSES
        assert isinstance(exp.fields, dict)
        assert exp.canonical, "every corpus citation has a canonical id"
        ref = C.parse(exp.canonical)  # raises on junk
        assert exp.canonical.startswith(JURISDICTION_PREFIX[exp.cls]), (exp.cls, exp.canonical)
        assert ref.raw == exp.canonical


def _rebuilt(exp: bench.Expected) -> str | None:
    """The canonical id rebuilt from the fields with canonical.py (None where fields cannot say)."""
    f: dict[str, Any] = exp.fields
    if exp.cls == "statute":
        if "act" not in f:
            return C.ch_sr(f["sr"])
        act = str(f["act"]).replace(" ", "_")
        if "article" not in f:
            return C.ch_statute(act)
        return C.ch_statute(
            act,
            f["article"],
            f.get("paragraph"),
            f.get("letter"),
            f.get("number"),
            article_to=f.get("article_to"),
            following=f.get("following"),
        )
    if exp.cls == "federal-case" and "volume" in f:
        return C.bge(f["volume"], f["part"], f["page"], f.get("consideration"), f.get("pin_page"))
    if exp.cls == "federal-case":
        return C.ch_docket(f["court"], f["docket"], f.get("consideration"))
    if exp.cls == "cantonal-case":
        return C.ch_docket(f"cant-{f['canton']}", f["docket"], f.get("consideration"))
    if exp.cls == "doctrine-structured":
        return C.ch_commentary(f["act"].replace(" ", "_"), f["article"], f.get("margin"))
    if exp.cls == "doctrine-informal":
        return None if exp.short_form else C.doctrine(exp.text)
    if exp.cls == "it-statute":
        act = f["act"]
        if act in IT_CODES:
            key = IT_CODES[act]
        else:
            kind, num = act.split(" ")
            number, year = num.split("/")
            key = f"{IT_TYPES[kind]}-{number}-{year}"
        return C.it_statute(key, f.get("article"), f.get("comma"), f.get("letter"))
    if exp.cls == "it-case":
        return None  # civ./pen. is in the id, not in the fields
    if exp.cls == "eu-act":
        return C.eu_act(f["kind"], f["year"], f["number"], f.get("article"), f.get("paragraph"))
    return None


@pytest.mark.parametrize("case", [c for c in CASES if c.expected], ids=[c.id for c in CASES if c.expected])
def test_fields_agree_with_canonical(case: bench.Case) -> None:
    for exp in case.expected:
        want = _rebuilt(exp)
        if want is not None:
            assert want == exp.canonical, f"{exp.text!r}: fields say {want}, canonical says {exp.canonical}"
        if exp.cls == "federal-case" and "docket" in exp.fields:
            docket = exp.fields["docket"]
            year = int(docket.rsplit("/", 1)[-1]) if "/" in docket else 0
            if exp.fields["court"] == "BGer":
                sep = "." if year < 2007 else "_"
                assert docket[2] == sep, f"{docket}: BGer dockets use '.' before 2007 and '_' from 2007"
        if "date" in exp.fields:
            assert len(exp.fields["date"]) == 10 and exp.fields["date"][4] == "-"


def test_scorer_counts_overlaps_and_classes() -> None:
    """The matching rule, on a hand-made case (the scorer itself, not the parser)."""
    case = bench.Case(
        "t",
        "de",
        "unit",
        "Art. 41 OR und BGE 140 III 86 E. 3",
        [
            bench.Expected("Art. 41 OR", 0, "statute", {"act": "OR", "article": "41"}, "ch:OR:art-41"),
            bench.Expected(
                "BGE 140 III 86 E. 3", 15, "federal-case", {"volume": 140, "consideration": "3"}, "x"
            ),
        ],
    )
    preds = [
        bench.Predicted(
            0, 7, "statute", {"act": "OR", "article": "41"}, "ch:OR:art-41"
        ),  # shorter span: found
        bench.Predicted(15, 30, "statute", {}, "y"),  # overlaps the BGE but wrong class: a false positive
        bench.Predicted(15, 29, "federal-case", {"volume": "140", "consideration": "3"}, "x"),  # "140" != 140
    ]
    tallies = bench.score_case(case, preds)
    st, fc = tallies[("statute", "de")], tallies[("federal-case", "de")]
    assert (st.expected, st.found, st.false_pos, st.field_ok, st.field_total) == (1, 1, 1, 2, 2)
    assert (fc.expected, fc.found, fc.false_pos, fc.field_ok, fc.field_total) == (1, 1, 0, 1, 2)
    assert fc.canonical_ok == 1


def test_upstream_cases_load() -> None:
    if bench.upstream_path() is None:
        pytest.skip("shared benchmarks not present")
    cases = bench.load_upstream()
    assert len(cases) == 113
    for case in cases:
        for exp in case.expected:
            assert case.text[exp.start : exp.end] == exp.text


def _assert_bar(name: str, result: bench.Score) -> None:
    o = result.overall
    figures = (
        f"{name}: recall {o.recall}, precision {o.precision}, field accuracy {o.field_accuracy}; "
        f"errors {result.errors[:3]}; first misses {result.misses[:8]}"
    )
    assert not result.errors, figures
    assert (o.recall or 0) >= bench.THRESHOLDS["recall"], figures
    assert (o.precision or 0) >= bench.THRESHOLDS["precision"], figures
    assert (o.field_accuracy or 0) >= bench.THRESHOLDS["field_accuracy"], figures


@pytest.fixture(scope="module")
def extract() -> bench.ExtractFn:
    fn = bench.load_extractor()
    if fn is None:
        pytest.fail("lexgate.citations.extract is not available")
    return fn


def test_parser_meets_the_bar_on_the_corpus(extract: bench.ExtractFn) -> None:
    _assert_bar("corpus", bench.score(CASES, extract))


def test_parser_meets_the_bar_on_upstream(extract: bench.ExtractFn) -> None:
    if bench.upstream_path() is None:
        pytest.skip("shared benchmarks not present")
    _assert_bar("upstream", bench.score(bench.load_upstream(), extract))
