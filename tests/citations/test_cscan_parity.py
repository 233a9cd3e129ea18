"""The compiled scanner gives exactly the citations of the pure-Python one (its reference).

Compared field by field (span, class, jurisdiction, fields, canonical, short form and antecedent, extra,
claim) on every labelled text of the parse corpora, the public upstream cases, the drafts of the verify
benchmark, the 106 judgments, windows cut at random from the judgments, and random text built from
citation fragments (hypothesis).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexgate.bench import parse as bench
from lexgate.citations import cscan
from lexgate.citations.anchors import anchor_hits
from lexgate.citations.extract import extract
from lexgate.citations.lang import detect_language

# Pieces of citations and their neighbours, joined at random: the shapes each C rule handles, the ones
# it hands back to Python, and the near misses between them.
FRAGMENTS = [
    *("Art. ", "art. ", "Art.\u00a0", "Artikel ", "artt. ", "Article ", "articolo ", "Art ", "Art.", "art"),
    *("41", "41a", "335c", "6 bis", "669-novies-bis", "1er", "2043", "8", "9", "12", "5", "97", "1453", "0"),
    *(
        " Abs. 1",
        " al. 2",
        " cpv. 3",
        "(1)",
        " para. 1",
        " Abs. 2",
        " Satz 2",
        " lit. a",
        " let. b",
        " lett. c",
    ),
    *(" Ziff. 2", " ch. 1", " n. 3", " f.", " ff.", " ss.", " segg.", "-44", " und 42", " e 1375", " et 96"),
    *(
        " OR",
        " CO",
        " ZGB",
        " CC",
        " CP",
        " CPC",
        " StGB",
        " BV",
        " Cst.",
        " Cost.",
        " c.c.",
        " c.p.",
        " LTF",
    ),
    *(" BGG", " SchKG", " ZPO", " XYZG", " Die", " des OR", " d.lgs. 196/2003", " GDPR", " SR 220", " EMRK"),
    *(
        " Waldgesetz",
        " Kiesgesetz",
        " KIVG",
        " LDigit",
        " VAG-Plus",
        " Ordnung",
        " RAJ/VD",
        " AG",
        " IV",
        " CHF",
    ),
    *(" i.V.m. ", " in Verbindung mit ", " en relation avec ", ", ", "; ", " und ", " et ", " e ", " oder "),
    *("BGE 140 III 86", " E. 3.2", " S. 88", "ATF 136 III 513", " consid. 4b/aa", " p. 514", "; 139 III 334"),
    *("4A_123/2023", " vom 5. April 2013", "N. 4 zu ", "n. 10 ad ", "Rz. 5 zu ", "BSK OR I-Wiegand, "),
    *("GAUCH/SCHLUEP/SCHMID, OR AT, N 865", "a.a.O.", "ibid.", "Cass. civ., sez. III, n. 6789/2020"),
    *("comma 1", "Corte cost., sent. n. 100/2023", "Reg. (UE) 2016/679", "dieses Vertrags", " am 5. März"),
    *(
        ".",
        ",",
        ";",
        "(",
        ")",
        " ",
        "  ",
        "\n",
        "\u00a0",
        "\u202f",
        "–",
        "-",
        "/",
        "’",
        "'",
        "ä",
        "€",
        "\U0001f600",
    ),
    *("Urteil ", "arrêt ", "sentenza ", "Abs. 2", "al. 3", "E. 4", "supra ", "Italie", "Svizzera"),
]

needs_c = pytest.mark.skipif(not cscan.built(), reason="the C extension _cscan is not built")

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def scanner(name: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with monkeypatch.context() as m:
        m.setenv(cscan.SCANNER_ENV, name)
        yield


def _record(c: Any) -> tuple[Any, ...]:
    return (
        c.text,
        c.start,
        c.end,
        c.cls,
        c.jurisdiction,
        json.dumps(c.fields, sort_keys=False, default=str),
        c.canonical,
        c.short_form,
        c.antecedent,
        c.lang,
        c.locator,
        json.dumps(c.extra, sort_keys=False, default=str),
        c.claim,
        c.claim_start,
        c.claim_end,
    )


def both(text: str, lang: str | None, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], list[Any]]:
    with scanner("python", monkeypatch):
        want = [_record(c) for c in extract(text, lang)]
    with scanner("auto", monkeypatch):
        got = [_record(c) for c in extract(text, lang)]
    return want, got


def assert_same(text: str, lang: str | None, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    want, got = both(text, lang, monkeypatch)
    if want != got:
        for k, (w, g) in enumerate(zip(want, got, strict=False)):
            if w != g:
                raise AssertionError(f"{where}: citation {k} differs\n python: {w}\n C:      {g}")
        raise AssertionError(f"{where}: {len(want)} citations in Python, {len(got)} in C")


def _texts() -> Iterator[tuple[str, str, str | None]]:
    for folder in (bench.CORPUS_DIR, bench.HOLDOUT_DIR):
        if folder.is_dir():
            for case in bench.load_corpus(folder):
                yield f"{case.source}:{case.id}", case.text, case.lang
    if bench.upstream_path() is not None:
        for case in bench.load_upstream():
            yield f"upstream:{case.id}", case.text, case.lang
    for path in sorted((ROOT / "benchmarks").glob("*/*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                row = json.loads(line)
                yield f"{path.name}:{n}", str(row["draft"]), row.get("lang") or None


UNKNOWN_ACTS = [
    "Art. 5 Waldgesetz regelt das.",
    "Art. 5 Kiesgesetz.",
    "Art. 5 KIVG und Art. 6 LDigit gelten.",
    "Art. 12 Abs. 2 VAG-Plus.",
    "art. 2 al. 1 RAJ/VD en lien avec l'art. 3.",
    "Art. 3 Ordnung ist massgebend.",
    "Art. 4 AG.",
    "Art. 9 IV.",
    "Il legato è nullo (art. 18 cod. succ.); v. anche l'art. 2043 c.c.",
    "Il contributo cessa (art. 33 c.fam.), il ricorso è tardivo (art. 41 c.p.a.), v. la c.d. legge (art. 5 c.p.).",
    "Vale l'art. 12 del codice del lavoro, che prevede le ferie, e l'art. 2 del codice civile.",
    "Gemäss Art. 5 Abs. 2 des Bundesgesetzes über die digitale Verwaltung und Art. 6 OR gilt dies.",
    "Selon l'art. 5 de la loi fédérale du 20 juin 2003 sur la protection des données, cela vaut.",
    "Ai sensi dell'art. 5 della legge federale sulla digitalizzazione, l'ufficio decide.",
    "Damages are capped by Article 12 of the Italian Civil Liability Code and Art. 41 OR.",
    "Article 5 of the Swiss Platform Act and Article 6.",
]


@pytest.mark.parametrize("text", UNKNOWN_ACTS)
@needs_c
def test_unknown_acts(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in (None, "de", "fr", "it", "en"):
        assert_same(text, lang, monkeypatch, text)


@needs_c
def test_labelled_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    count = 0
    for where, text, lang in _texts():
        for language in (lang, None):
            assert_same(text, language, monkeypatch, where)
        count += 1
    assert count > 1000


def _judgments() -> list[tuple[str, str]]:
    try:
        return bench.load_judgments()
    except Exception:  # the corpus is not beside the checkout
        return []


@needs_c
def test_judgments(monkeypatch: pytest.MonkeyPatch) -> None:
    docs = _judgments()
    if not docs:
        pytest.skip("judgments not found (../shared/corpus)")
    for k, (lang, text) in enumerate(docs):
        assert_same(text, None, monkeypatch, f"judgment {k}")
        assert_same(text, lang, monkeypatch, f"judgment {k} ({lang})")


@needs_c
def test_random_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows of the judgments cut anywhere: citations cut in half, lists without their start."""
    docs = _judgments()
    if not docs:
        pytest.skip("judgments not found (../shared/corpus)")
    rnd = random.Random(20261201)
    for k in range(3000):
        lang, text = docs[rnd.randrange(len(docs))]
        a = rnd.randrange(len(text))
        b = min(len(text), a + rnd.choice((20, 60, 200, 600)))
        assert_same(text[a:b], rnd.choice((None, lang)), monkeypatch, f"window {k}: {text[a:b]!r}")


@needs_c
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=4)), max_size=40),
    st.sampled_from([None, "de", "fr", "it", "en"]),
)
def test_random_fragments(parts: list[str], lang: str | None) -> None:
    text = "".join(parts)
    mp = pytest.MonkeyPatch()
    try:
        assert_same(text, lang, mp, repr(text))
    finally:
        mp.undo()


@needs_c
def test_a_list_longer_than_the_regex_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thousands of articles after one keyword exhaust a generated regex's backtracking budget: the
    anchor goes to the Python rule, with the same citations and no error."""
    text = "Art. " + ", ".join(str(k) for k in range(1, 5001)) + " OR."
    assert_same(text, "de", monkeypatch, "a list of 5000 articles")
    with scanner("auto", monkeypatch):
        assert len(extract(text, "de")) == 5000


@needs_c
def test_the_anchor_pass_is_the_python_one() -> None:
    texts = [case for case in _texts()][:400]
    for where, text, _lang in texts:
        assert cscan.anchor_hits(text) == anchor_hits(text), where


@needs_c
def test_the_language_guess_is_the_python_one() -> None:
    for where, text, _lang in list(_texts())[:600]:
        assert cscan.detect_language(text) == detect_language(text), where


def test_ci_builds_the_compiled_scanner() -> None:
    """Where CI runs (.ci/run installs a C compiler), the extension must be there: the speed figures of
    bench parse are those of the compiled scanner."""
    import os

    if not os.environ.get("CI"):
        pytest.skip("outside CI the pure-Python scanner is an accepted fallback")
    assert cscan.built() and cscan.wanted()
