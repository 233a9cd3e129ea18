"""The compiled scanner: the anchor loop of ``extract`` and its hottest grammar rules, in C.

``_cscan`` is an optional C extension (``lexgate/citations/_cscan/``, built by ``pip install``): where it
is missing (no C compiler) lexgate runs the pure-Python rules, which are the reference.  The C rules
are exact copies of the Python ones, built on the same regexes (compiled to C by ``rxgen.py``); a C rule
that meets a shape it does not handle hands the anchor back to its Python rule, so the two scanners give
identical citations (``tests/citations/test_cscan_parity.py`` checks that on every labelled text, the
judgments and random text).

``LEXGATE_SCANNER=python`` forces the pure-Python scanner (``auto``, the default, takes the compiled one
when it is built).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from types import ModuleType
from typing import Any

from lexgate.citations import decisions, doctrine, shortforms, statutes
from lexgate.citations import patterns as P
from lexgate.citations import tables as TB
from lexgate.citations.acts import _LANGS, _table, lookup_act, numbered_paragraph_acts
from lexgate.citations.anchors import _compiled, anchor_kinds
from lexgate.citations.context import DECISION_CLASSES
from lexgate.citations.jurisdiction import (
    ALTERNATIVE_LANGS,
    ALTERNATIVES_IN_EVERY_LANG,
    AMBIGUOUS_ACTS,
    AMBIGUOUS_LONG_NAMES,
    _cue_table,
    pinpoint_jurisdiction,
)
from lexgate.citations.lang import _SAMPLE, STOPWORDS
from lexgate.citations.model import SLOT_DESCRIPTORS, Citation
from lexgate.citations.unknown_acts import unknown_act

_ext: ModuleType | None
try:
    from lexgate.citations import _cscan as _ext
except ImportError:  # no C compiler at install time: the pure-Python scanner runs
    _ext = None
if _ext is not None and not hasattr(_ext, "run"):  # pragma: no cover - a build without the scanner
    _ext = None

# The anchor kinds that have a C rule, with the rule's code in scan.c (rule_of_code).
RULE_CODES: dict[str, int] = {
    "art": 1,
    "bge": 2,
    "slash": 3,
    "page": 4,
    "court": 5,
    "ticino": 6,
    "cons": 7,
    "para": 8,
    "itact": 9,
    "eu": 10,
    "sr": 11,
    "margin": 12,
    "zurich": 13,
    "basel": 14,
    "short": 15,
    "commentary": 16,
    "treatise": 17,
}
SCANNER_ENV = "LEXGATE_SCANNER"


def built() -> bool:
    """True when the C extension is installed (whatever LEXGATE_SCANNER says)."""
    return _ext is not None


def wanted() -> bool:
    """True when extraction should use the compiled scanner: built, and not switched off."""
    return _ext is not None and os.environ.get(SCANNER_ENV, "auto").strip().lower() != "python"


# The order in which scan.c stores a new citation's slots (its enum S_TEXT ... S_CLAIM_SOURCE).
SLOT_ORDER = (
    "text",
    "start",
    "end",
    "cls",
    "jurisdiction",
    "fields",
    "canonical",
    "claim",
    "claim_start",
    "claim_end",
    "short_form",
    "antecedent",
    "lang",
    "locator",
    "extra",
    "_claim_source",
)


@contextmanager
def scanner(name: str) -> Iterator[None]:
    """Run the block with ``LEXGATE_SCANNER=name`` ("python" or "auto"): for benchmarks and tests."""
    old = os.environ.get(SCANNER_ENV)
    os.environ[SCANNER_ENV] = name
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(SCANNER_ENV, None)
        else:
            os.environ[SCANNER_ENV] = old


def stats(reset: bool = False) -> list[tuple[str, int, int, int]]:
    """Per anchor kind with a C rule: (kind, anchors run by the C rule, of them handed back to the Python
    rule, anchors run by the Python rule in all) since the last reset; kinds without a C rule are "-"."""
    if _ext is None:
        return []
    names = {code: kind for kind, code in RULE_CODES.items()}
    return [(names.get(code, "-"), c, bail, py) for code, c, bail, py in _ext.stats(reset)]


def _slots() -> tuple[Any, ...]:
    """Citation's slot descriptors in SLOT_ORDER, or () when Citation has other slots (then the C code
    calls the class)."""
    if set(SLOT_DESCRIPTORS) != set(SLOT_ORDER) or len(SLOT_DESCRIPTORS) != len(SLOT_ORDER):
        return ()
    return tuple(SLOT_DESCRIPTORS[name] for name in SLOT_ORDER)


# The follow patterns of jurisdiction.CUE_FOLLOW that scan.c tests itself (others: the compiled pattern).
FOLLOW_CODES = {r"\d": 1, r"[ \u00a0]?\d": 2, "[A-Z]": 3, "(?! e Cantone)": 4}


def _cues() -> tuple[tuple[Any, ...], ...]:
    """jurisdiction's cue table for scan.c: (word, side 0 CH / 1 IT, weight, boundary before, boundary
    after, follow code, compiled follow pattern or None, the languages it counts in as a bit mask over
    scan.c's language index: 0 for every language)."""
    rows = []
    for word, side, weight, before, after, follow, langs in _cue_table():
        code = 0 if follow is None else FOLLOW_CODES.get(follow.pattern, 5)
        mask = sum(1 << _LANGS.index(lang) for lang in langs)
        rows.append((word, 0 if side == "CH" else 1, weight, before, after, code, follow, mask))
    return tuple(rows)


def _act_row(info: Any) -> tuple[str, str | None, str, str]:
    return (info.abbr_de, info.sr, statutes._article_prefix(info.key), info.key)


def tables() -> dict[str, Any]:
    """What the C rules read: the act table as the Python look-ups see it, and the word tables."""
    table = _table()
    rows = {key: _act_row(info) for key, info in table.acts.items()}
    by_lang = tuple(
        {abbr: rows[info.key] for (abbr, lang), info in table.resolved.items() if lang == want}
        for want in _LANGS
    )
    para_words, letter_words = statutes._plain_words()
    return {
        "anchor_words": list(_compiled()[0]),
        "cues": _cues(),
        "stopwords": tuple(tuple(STOPWORDS[lang]) for lang in ("de", "fr", "it", "en")),
        "lang_sample": _SAMPLE,
        "citation_type": Citation,
        "citation_slots": _slots(),
        "acts_by_lang": by_lang,
        "act_rows": rows,
        "act_fallback": lookup_act,
        "long_names": dict(table.long_names),
        "by_sr": dict(table.by_sr),
        "ambiguous": dict(AMBIGUOUS_ACTS),
        "ambiguous_long": dict(AMBIGUOUS_LONG_NAMES),
        "para_words": para_words,
        "letter_words": letter_words,
        "margin_links": tuple(statutes._MARGIN_LINKS),
        "margin_link_words": tuple(P.MARGIN_LINK_WORDS),
        "continuation_first": "".join(sorted(statutes._CONTINUATION_FIRST)),
        "continuation_initials": "".join(sorted(P.CONTINUATION_INITIALS)),
        "numbered_paragraph_acts": numbered_paragraph_acts(),
        "alternative_langs": ALTERNATIVE_LANGS,
        "alternatives_in_every_lang": ALTERNATIVES_IN_EVERY_LANG,
        "pinpoint_jurisdiction": pinpoint_jurisdiction,
        "unknown_act": unknown_act,
        "non_act_words": frozenset(TB.NON_ACT_WORDS),
        "act_word_suffixes": tuple(TB.ACT_WORD_SUFFIXES),
        "author_stopwords": frozenset(TB.AUTHOR_STOPWORDS),
        "non_title_words": frozenset(TB.NON_TITLE_WORDS),
        "noun_determiners": frozenset(TB.NOUN_DETERMINERS),
        "doctrine_reach": doctrine.DOCTRINE_REACH,
        "italian_codes": {token: (act, statutes.it_act_key(act)) for token, act in P.ITALIAN_CODES.items()},
        "it_decree_words": dict(P.IT_DECREE_WORDS),
        "it_decree_keys": dict(P.IT_DECREE_KEYS),
        "canton_codes": tuple(TB.CANTON_CODES),
        "canton_adjectives": dict(TB.CANTON_ADJECTIVES),
        "doctrine_classes": frozenset(shortforms.DOCTRINE),
        "shortform_decisions": frozenset(shortforms.DECISIONS),
        "shortform_reach": shortforms.SHORT_FORM_REACH,
        "following": dict(TB.FOLLOWING),
        "italian_ordinal_comma": dict(TB.ITALIAN_ORDINAL_COMMA),
        "sentence_ordinals": dict(TB.SENTENCE_ORDINALS),
        "list_connectors": frozenset(P.LIST_CONNECTORS),
        "months": tuple(TB.MONTHS),
        "statute_classes": frozenset({"statute", "it-statute", "eu-act"}),
        "short_form_reach": statutes.SHORT_FORM_REACH,
        "decision_nouns": tuple(P.DECISION_NOUNS),
        "months_dict": dict(TB.MONTHS),
        "bge_continue_initials": "".join(sorted(P.BGE_CONTINUE_INITIALS)),
        "bge_page_continue_initials": "".join(sorted(P.BGE_PAGE_CONTINUE_INITIALS)),
        "decision_classes": frozenset(DECISION_CLASSES),
        "bge_continue_reach": P.BGE_CONTINUE_REACH,
        "consideration_reach": decisions.CONSIDERATION_REACH,
        "prefix_reach": decisions.PREFIX_REACH,
        "first_underscore_year": decisions.FIRST_UNDERSCORE_YEAR,
    }


MAX_RULE_CODE = 31  # scan.c's NCODES - 1


@lru_cache(maxsize=1)
def _codes() -> bytes:
    assert _ext is not None
    if max(RULE_CODES.values()) > MAX_RULE_CODE:
        raise RuntimeError("a rule code beyond scan.c's table")
    _ext.configure(tables())
    return bytes(RULE_CODES.get(kind, 0) for kind in anchor_kinds())


def run(
    ctx: Any, rules: list[Callable[[Any, int], int | None]], claim_fill: Callable[[str, frozenset[int]], Any]
) -> Any:
    """``extract`` after the language: the anchor pass and loop in C, then ctx.out sorted by start (a stable
    sort) and each citation's ``_claim_source`` set to ``claim_fill(text, ends)`` (``ends``: the ends of
    the citations whose text ends with a period).  Returns ctx.out (``wanted()`` must be true)."""
    assert _ext is not None
    return _ext.run(ctx, _codes(), rules, claim_fill)


def detect_language(text: str) -> str:
    """``lang.detect_language`` in C."""
    assert _ext is not None
    _codes()
    return str(_ext.detect_language(text))


def anchor_hits(text: str) -> list[tuple[int, int, int]]:
    """``anchors.anchor_hits`` in C (for the tests)."""
    assert _ext is not None
    _codes()
    return list(_ext.anchor_hits(text))
