"""Property-based tests: for any input the extractor never raises and its spans are sound."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexgate.citations import extract, parse_one

# Fragments that exercise the grammar (citations, markers, near misses) mixed with arbitrary text.
FRAGMENTS = [
    "Art. 41 Abs. 1 OR",
    "art. 41 al. 1 CO",
    "Art. 41(1) CO",
    "Art. 41 ff.",
    "i.V.m.",
    "Abs. 2",
    "lit. a",
    "BGE 140 III 86 E. 3.2 S. 88",
    "ATF 136 III 513",
    "; 139 III 334",
    " E. 4",
    "consid. 2.1",
    "4A_123/2023",
    "4A 123/2023",
    "vom 5. April 2013",
    "du 1er mars 2016",
    "A-4843/2020",
    "SK.2019.12",
    "C/4431/2013",
    "HC / 2020 / 38",
    "NG190020",
    "art. 2043 c.c.",
    "artt. 1175 e 1375 c.c.",
    "comma 1",
    "d.lgs. 196/2003",
    "Cass. civ., sez. III, n. 6789/2020",
    "Corte cost., sent. n. 100/2023",
    "Reg. (UE) 2016/679",
    "GDPR",
    "GAUCH/SCHLUEP/SCHMID, OR AT, N 865",
    "BSK OR I-Wiegand, Art. 97 N 3",
    "Onlinekommentar",
    "a.a.O.",
    "ibid.",
    "op. cit.",
    "ebd.",
    "SR 220",
    "RS ",
    "(",
    ")",
    ".",
    ", ",
    "; ",
    "\n",
    "[^1]",
    "[^1]: ",
    " ",
    "/",
    "Urteil",
    "arrêt du Tribunal fédéral",
    "sentenza n. 242 del 2019",
    "Obergericht ZH",
    "N. 7 zu",
]
texts = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=12)), max_size=25).map("".join)


def _check(text: str) -> None:
    cits = extract(text)
    starts = [c.start for c in cits]
    assert starts == sorted(starts)
    for c in cits:
        assert 0 <= c.start <= c.end <= len(text)
        assert text[c.start : c.end] == c.text
        assert c.text.strip() == c.text and c.text
        assert 0 <= c.claim_start <= c.claim_end <= len(text)
        assert text[c.claim_start : c.claim_end] == c.claim
        assert c.canonical
        if c.short_form:
            assert c.antecedent is None or c.antecedent.startswith(("ch:", "it:", "eu:", "doctrine:"))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts)
def test_extract_never_raises_and_spans_hold(text: str) -> None:
    _check(text)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_unicode(text: str) -> None:
    _check(text)


@settings(max_examples=150, deadline=None)
@given(texts, st.sampled_from(["de", "fr", "it", "en"]))
def test_every_language(text: str, lang: str) -> None:
    for c in extract(text, lang):
        assert text[c.start : c.end] == c.text


@settings(max_examples=100, deadline=None)
@given(texts)
def test_parse_one_is_a_citation_of_the_string(text: str) -> None:
    cit = parse_one(text)
    if cit is not None:
        assert text[cit.start : cit.end] == cit.text and not cit.short_form
