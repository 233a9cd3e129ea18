"""The prefilter: one multi-literal pass over the text finds every position where a citation may start.

Each literal anchor names the grammar rule to try there (``kind``).  The pass uses ``ahocorasick_rs`` (a
Rust Aho-Corasick automaton, SIMD-accelerated) when installed and falls back to one compiled ``re``
alternation of the same literals.  Everything after this pass runs only at anchor positions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
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
            "Constitutional Court",
            "Italian Constitutional Court",
            "Court of Cassation",
            "Italian Court of Cassation",
            "Supreme Court of Cassation",
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
    put(
        (
            f"{w} {n}"
            for w in (
                "Judgment",
                "judgment",
                "Judgement",
                "judgement",
                "Order",
                "order",
                "Ruling",
                "ruling",
                "Decision",
                "decision",
            )
            for n in ("No", "no")
        ),
        "itsent",
    )
    put(("comma ", "commi "), "comma")
    put(("sentenza ", "decisione ", "sentenze "), "ticino")
    put(IT_DECREE_WORDS, "itact")
    put((w for w in EU_WORDS if w[0].isupper() or w.endswith(".")), "eu")
    put(EU_NICKNAMES, "eu")
    put(("/",), "slash")
    put((f"{p}.{d}" for p in T.BSTGER_PREFIXES for d in "12"), "bstger")
    put(("BVGE ", "ATAF ", "DTAF ", "BVGE\u00a0", "ATAF\u00a0", "DTAF\u00a0"), "bvge")
    put((f"{p}.{d}" for p in T.BASEL_PREFIXES for d in "12"), "basel")
    put((f"{p}{d}" for p in T.ZURICH_PREFIXES for d in "012"), "zurich")
    put((w + " " for w in T.COURT_WORDS), "court")
    put(("Abs.", "Absatz", "al.", "cpv.", "para."), "para")
    put(("E. ", "E.\u00a0", "Erw.", "consid.", "cons.", "c. "), "cons")
    put(("N ", "N. ", "N\u00a0", "NN ", "Rz.", "Rz ", "Rn.", "Rn "), "margin")
    put(("n. ", "p. ", "S. ", "pag. ", "n° ", "no. ", "nos. "), "page")
    return table


@lru_cache(maxsize=1)
def _compiled() -> tuple[list[str], list[str], Any]:
    table = _anchor_table()
    words = list(table)
    kinds = [table[w] for w in words]
    if _ac is not None:
        return words, kinds, matcher(words)
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


_UNENCODABLE = "?"  # what ``str.encode("latin-1", "replace")`` writes for a character beyond U+00FF


def matcher(words: list[str]) -> Callable[[str], list[tuple[int, int, int]]]:
    """``text -> [(word index, start, end)]`` in character offsets, leftmost-longest, non-overlapping:
    the matches of ``automaton(words)``, found faster.

    The Latin-1 words are searched in the text encoded as Latin-1 with ``?`` for every other character:
    one byte per character, so byte offsets are character offsets (no conversion from UTF-8 offsets), and
    a replaced character is part of no such word.  Words made only of characters beyond U+00FF (``€``)
    have their own automaton, run only on texts that hold such characters; no match of theirs can overlap
    a Latin-1 word's, so the two lists merged are the single automaton's.  Any other word (mixing both
    kinds, or holding ``?``) makes the whole table use the single ``str`` automaton."""
    assert _ac is not None
    latin = [i for i, w in enumerate(words) if _UNENCODABLE not in w and max(w) <= "\xff"]
    wide = [i for i, w in enumerate(words) if min(w) > "\xff"]
    if len(latin) + len(wide) != len(words):
        return automaton(words).find_matches_as_indexes
    find = _bytes_automaton([words[i].encode("latin-1") for i in latin]).find_matches_as_indexes
    renumber = None if len(latin) == len(words) else latin
    find_wide = automaton([words[i] for i in wide]).find_matches_as_indexes if wide else None

    def run(text: str) -> list[tuple[int, int, int]]:
        data = text.encode("latin-1", "replace")
        hits: list[tuple[int, int, int]] = find(data)
        if renumber is not None:
            hits = [(renumber[i], s, e) for i, s, e in hits]
        if find_wide is None or data.count(b"?") == text.count("?"):
            return hits  # no character beyond U+00FF
        hits += [(wide[i], s, e) for i, s, e in find_wide(text)]
        hits.sort(key=_start)
        return hits

    return run


def _start(hit: tuple[int, int, int]) -> int:
    return hit[1]


def _bytes_automaton(words: list[bytes]) -> Any:
    assert _ac is not None
    dfa = getattr(getattr(_ac, "Implementation", None), "DFA", None)
    if dfa is None:  # pragma: no cover - older ahocorasick_rs
        return _ac.BytesAhoCorasick(words, matchkind=_ac.MatchKind.LeftmostLongest)
    return _ac.BytesAhoCorasick(words, matchkind=_ac.MatchKind.LeftmostLongest, implementation=dfa)


def fallback_pattern(words: list[str]) -> re.Pattern[str]:
    body = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(f"(?=({body}))")


def anchor_kinds() -> list[str]:
    """The kind (grammar rule) of each anchor word, by the word index of :func:`anchor_hits`."""
    return _compiled()[1]


def anchor_hits(text: str) -> list[tuple[int, int, int]]:
    """``(word index, start, end)`` of every anchor, in text order: :func:`find_anchors` without naming
    the kinds (the extractor maps the index to its rule directly)."""
    words, _kinds, find = _compiled()
    if _ac is not None:
        return find(text)
    index = {w: i for i, w in enumerate(words)}
    return [(index[text[s:e]], s, e) for s, e in _spans_with_re(text, find)]


def find_anchors(text: str) -> list[tuple[int, str]]:
    """``(position, kind)`` of every anchor, in text order (leftmost-longest, non-overlapping literals: the
    anchor table has no literal that must be found inside a longer one)."""
    words, kinds, find = _compiled()
    if _ac is not None:
        return [(start, kinds[idx]) for idx, start, _end in find(text)]
    return _find_with_re(text, words, kinds, find)


def _find_with_re(text: str, words: list[str], kinds: list[str], pattern: Any) -> list[tuple[int, str]]:
    """The same anchors with the ``re`` fallback (leftmost-longest, non-overlapping)."""
    index = dict(zip(words, kinds, strict=True))
    return [(s, index[text[s:e]]) for s, e in _spans_with_re(text, pattern)]


def _spans_with_re(text: str, pattern: Any) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    last = -1
    for m in pattern.finditer(text):
        if m.start() >= last:
            last = m.start() + len(m.group(1))
            out.append((m.start(), last))
    return out
