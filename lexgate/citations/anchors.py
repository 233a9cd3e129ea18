"""The prefilter: one multi-literal pass over the text finds every position where a citation may start.

Each literal anchor names the grammar rule to try there (``kind``).  The pass uses ``ahocorasick_rs`` (a
Rust Aho-Corasick automaton, SIMD-accelerated) when installed and falls back to one compiled ``re``
alternation of the same literals.  Everything after this pass runs only at anchor positions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from types import ModuleType
from typing import Any

from lexgate.citations import tables as T
from lexgate.citations.patterns import EU_NICKNAMES, EU_WORDS, IT_DECREE_WORDS

_ac: ModuleType | None
try:
    import ahocorasick_rs as _ac
except ImportError:  # pragma: no cover - ahocorasick_rs is a dependency
    _ac = None
HAVE_AHOCORASICK = _ac is not None


def _anchor_table() -> dict[str, str]:
    table: dict[str, str] = {}

    def put(words: Iterable[str], kind: str) -> None:
        for w in words:
            table.setdefault(w, kind)

    put(("BGE", "ATF", "DTF"), "bge")
    put(
        (
            "Cass.",
            "Cassazione",
            "Corte di Cassazione",
            "Corte di cassazione",
            "Corte cost",
            "Corte Cost",
            "Corte costituzionale",
            "Corte Costituzionale",
            "C. cost.",
            "C.cost.",
        ),
        "itcase",
    )
    put(T.ONLINE_COMMENTARY, "online")
    put(T.COMMENTARY_SERIES, "commentary")
    put(T.TREATISE_WORDS, "treatise")
    put(T.SHORT_FORMS, "short")
    put((w for w in T.ARTICLE_WORDS if not w.isalpha() or w in ("Artikel", "Artikeln")), "art")
    put(
        (
            "Art ",
            "art ",
            "Article ",
            "article ",
            "Articles ",
            "articles ",
            "Articolo ",
            "articolo ",
            "Articoli ",
            "articoli ",
        ),
        "art",
    )
    put(("SR ", "SR\u00a0", "RS ", "RS\u00a0"), "sr")
    put(
        ("direttiva (", "regolamento (", "direttiva UE", "regolamento UE", "directive (", "règlement ("), "eu"
    )
    put(("sentenza n", "sentenze n", "sent. n", "ordinanza n", "ord. n"), "itsent")
    put(("comma ", "commi "), "comma")
    put(("sentenza ", "decisione ", "sentenze "), "ticino")
    put(IT_DECREE_WORDS, "itact")
    put((w for w in EU_WORDS if w[0].isupper() or w.endswith(".")), "eu")
    put(EU_NICKNAMES, "eu")
    put(("/",), "slash")
    put((f"{p}.{d}" for p in T.BSTGER_PREFIXES for d in "12"), "bstger")
    put((f"{p}.{d}" for p in T.BASEL_PREFIXES for d in "12"), "basel")
    put((f"{p}{d}" for p in T.ZURICH_PREFIXES for d in "012"), "zurich")
    put((w + " " for w in T.COURT_WORDS), "court")
    put(("Abs.", "Absatz", "al.", "cpv.", "para."), "para")
    put(("E. ", "E.\u00a0", "Erw.", "consid.", "cons.", "c. "), "cons")
    put(("N ", "N. ", "N\u00a0", "NN ", "Rz.", "Rz ", "Rn.", "Rn "), "margin")
    put(("n. ", "p. ", "S. ", "pag. ", "n° "), "page")
    return table


@lru_cache(maxsize=1)
def _compiled() -> tuple[list[str], list[str], Any]:
    table = _anchor_table()
    words = list(table)
    kinds = [table[w] for w in words]
    if _ac is not None:
        return words, kinds, automaton(words)
    return words, kinds, fallback_pattern(words)


def automaton(words: list[str]) -> Any:
    """A leftmost-longest ``ahocorasick_rs`` automaton over ``words``, as a DFA where the installed version
    offers the choice (more memory, a few hundred kB for these tables, but more than twice as fast as the
    default NFA on the judgments)."""
    assert _ac is not None
    dfa = getattr(getattr(_ac, "Implementation", None), "DFA", None)
    if dfa is None:  # pragma: no cover - older ahocorasick_rs
        return _ac.AhoCorasick(words, matchkind=_ac.MatchKind.LeftmostLongest)
    return _ac.AhoCorasick(words, matchkind=_ac.MatchKind.LeftmostLongest, implementation=dfa)


def fallback_pattern(words: list[str]) -> re.Pattern[str]:
    body = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(f"(?=({body}))")


def find_anchors(text: str) -> list[tuple[int, str]]:
    """``(position, kind)`` of every anchor, in text order (leftmost-longest, non-overlapping literals: the
    anchor table has no literal that must be found inside a longer one)."""
    words, kinds, automaton = _compiled()
    if _ac is not None:
        hits = automaton.find_matches_as_indexes(text)
        return [(start, kinds[idx]) for idx, start, _end in hits]
    return _find_with_re(text, words, kinds, automaton)


def _find_with_re(text: str, words: list[str], kinds: list[str], pattern: Any) -> list[tuple[int, str]]:
    """The same anchors with the ``re`` fallback (leftmost-longest, non-overlapping)."""
    index = dict(zip(words, kinds, strict=True))
    out: list[tuple[int, str]] = []
    last = -1
    for m in pattern.finditer(text):
        if m.start() >= last:
            out.append((m.start(), index[m.group(1)]))
            last = m.start() + len(m.group(1))
    return out
