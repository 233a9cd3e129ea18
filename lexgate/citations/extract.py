"""The extraction pipeline: anchors -> grammar rules (with short-form resolution) -> claims.

1. ``anchors.anchor_hits``: one multi-literal pass over the text.
2. In text order, each anchor not inside a span already consumed runs its grammar rule (a compiled regex
   applied with ``.match`` at that position); rules emit citations and may resolve short forms against
   the citations before them.  Where the C extension is built, this loop and the hottest rules run in C
   (``cscan.py``), with the same results.
3. Claims: the sentence around each citation (``claims.ClaimFinder``), computed when a citation's
   ``claim`` (or ``claim_start``/``claim_end``) is first read: callers that only need spans pay nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from operator import attrgetter

from lexgate.citations import cscan, decisions, doctrine, it, shortforms, statutes
from lexgate.citations.anchors import anchor_hits, anchor_kinds
from lexgate.citations.claims import ClaimFinder
from lexgate.citations.context import Ctx
from lexgate.citations.lang import detect_language
from lexgate.citations.model import Citation, Lang

Rule = Callable[[Ctx, int], "int | None"]

RULES: dict[str, Rule] = {
    "art": statutes.handle,
    "sr": statutes.handle_sr,
    "para": statutes.handle_bare_paragraph,
    "bge": decisions.handle_bge,
    "slash": decisions.handle_slash,
    "zurich": decisions.handle_zurich,
    "basel": decisions.handle_basel,
    "bstger": decisions.handle_bstger,
    "bvge": decisions.handle_bvge,
    "court": decisions.handle_court,
    "cons": decisions.handle_bare_consideration,
    "itcase": it.handle_case,
    "itact": it.handle_act,
    "eu": it.handle_eu,
    "commentary": doctrine.handle_commentary,
    "treatise": doctrine.handle_treatise,
    "online": doctrine.handle_online,
    "margin": doctrine.handle_margin,
    "page": doctrine.handle_page,
    "short": shortforms.handle,
    "itsent": it.handle_sentence,
    "comma": statutes.handle_bare_comma,
    "ticino": decisions.handle_ticino,
}
_LANGS = ("de", "fr", "it", "en")
_START = attrgetter("start")


@lru_cache(maxsize=1)
def _rules_by_word() -> list[Rule]:
    """The rule of each anchor word, by word index (``anchors.anchor_hits``)."""
    return [RULES[kind] for kind in anchor_kinds()]


def extract(text: str, lang: str | None = None) -> list[Citation]:
    """Every citation in ``text``, sorted by start, with claims and resolved short forms."""
    if not isinstance(text, str):
        raise TypeError("extract() needs a str")
    if lang is not None and lang not in _LANGS:
        raise ValueError(f"unknown language {lang!r}: use de, fr, it or en")
    compiled = cscan.wanted()
    if lang is not None:
        language: Lang = lang  # type: ignore[assignment]
    else:
        language = (cscan.detect_language if compiled else detect_language)(text)  # type: ignore[assignment]
    ctx = Ctx(text, language)
    rules = _rules_by_word()
    if compiled:
        # the same loop in C, with C copies of the hot rules, and the same sort and claim set-up
        found: list[Citation] = cscan.run(ctx, rules, _claim_fill)
        return found
    else:
        floor = 0  # ctx.floor, kept in a local
        for idx, pos, _end in anchor_hits(text):
            if pos >= floor:
                end = rules[idx](ctx, pos)
                if end is not None and end > floor:
                    ctx.floor = floor = end
    out = ctx.out
    if len(out) > 1:
        out.sort(key=_START)  # stable: citations already in text order keep their order
    if out:
        fill = _claim_fill(text, frozenset(c.end for c in out if text.endswith(".", 0, c.end)))
        for cit in out:
            cit._claim_source = fill
    return out


def _claim_fill(text: str, ends_with_period: frozenset[int]) -> _ClaimFill:
    """The claim source of the citations of ``text`` (``ends_with_period``: the ends of those whose text
    ends with a period, which may end a sentence)."""
    return _ClaimFill(ClaimFinder(text, ends_with_period))


class _ClaimFill:
    """Computes a citation's claim when it is first read (``Citation.claim`` is lazy)."""

    __slots__ = ("finder",)

    def __init__(self, finder: ClaimFinder) -> None:
        self.finder = finder

    def __call__(self, cit: Citation) -> None:
        cit.claim, cit.claim_start, cit.claim_end = self.finder.claim(cit.start, cit.end)
