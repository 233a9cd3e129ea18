"""Mechanical checks every judge runs: they can only LOWER a verdict, never raise it.

``mechanical_checks(request, judgement)`` applies, in order:

- quote verbatim (R2): every quotation of the claim must stand verbatim in the cited passage (after
  normalising whitespace, quote marks, hyphenation, soft hyphens and ``[…]`` ellipses).  An altered
  quotation, or one taken from another provision, lowers to MISMATCH; a quotation that can only be a
  translation (no text in its language) or a one/two-word term not found lowers to PARTIAL;
- pinpoint exists: a pinpoint the decision/article does not have caps at PARTIAL;
- numbers agree: a period, age, amount, percentage, fraction or date the passage states differently lowers
  to MISMATCH; a period/percentage/fraction the passage does not state caps at PARTIAL;
- snippet verbatim: a snippet that is not text of the cited passages caps at PARTIAL;
- confidence cap by ``evidence_kind`` (full-text > headnote > metadata).

Each check records ``"ok"`` or ``"failed: ..."`` in ``judgement.checks``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Literal

from rapidfuzz import fuzz

from lexgate.judges.base import Judgement, JudgeRequest, JudgeStatus, Verdict
from lexgate.judges.idf import is_case_name
from lexgate.judges.numbers import NumberCheck, Quantity, compare, missing_figures, quantities
from lexgate.judges.numbers import tables as number_tables
from lexgate.judges.terms import light_stem
from lexgate.judges.text import contains_in_order, fold, guess_lang, quotations, strip_citations, strip_notes
from lexgate.sources.model import Passage

CONFIDENCE_CAP: dict[str, float] = {"full-text": 0.95, "headnote": 0.7, "metadata": 0.4}
_RANK: dict[str, int] = {"MISMATCH": 0, "PARTIAL": 1, "MATCH": 2}
# Dimensions whose absence from the passage is doubt (dates and amounts in a claim are usually facts of
# the case, not statements about the law, so their absence says nothing).
_DOUBT_DIMENSIONS = frozenset({"months", "days", "hours", "percent", "fraction"})

QuoteOutcome = Literal[
    "ok", "altered", "elsewhere", "nearby", "translation", "term-missing", "numerals", "inflection"
]


@dataclass(slots=True)
class QuoteFinding:
    quote: str
    outcome: QuoteOutcome
    detail: str = ""
    closest: str = ""  # verbatim source text closest to the quotation
    passage_key: str = ""


@dataclass(slots=True)
class MechanicalResult:
    quotes: list[QuoteFinding] = field(default_factory=list)
    numbers: NumberCheck = field(default_factory=NumberCheck)

    @property
    def altered_quotes(self) -> list[QuoteFinding]:
        return [q for q in self.quotes if q.outcome in ("altered", "elsewhere")]

    @property
    def doubtful_quotes(self) -> list[QuoteFinding]:
        return [
            q
            for q in self.quotes
            if q.outcome in ("translation", "term-missing", "nearby", "numerals", "inflection")
        ]


def all_passages(request: JudgeRequest) -> list[Passage]:
    """The cited passages in every language available (editorial notes taken out)."""
    out = list(request.passages)
    for plist in request.translations.values():
        out.extend(plist)
    return [_without_notes(p) for p in out]


def _without_notes(p: Passage) -> Passage:
    text = strip_notes(p.text)
    return p if text == p.text else replace(p, text=text)


def _article_of(key: str) -> str:
    """``ch:OR:art-41:para-1`` -> ``ch:OR:art-41``; decisions keep their id without the consideration."""
    bits = key.split(":")
    for i, b in enumerate(bits):
        if b.startswith("art-"):
            return ":".join(bits[: i + 1])
        if b.startswith("E-"):
            return ":".join(bits[:i])
    return key


def closest_window(quote: str, text: str) -> tuple[str, float]:
    """The stretch of ``text`` most like ``quote`` and its similarity (0-100)."""
    if not text:
        return "", 0.0
    al = fuzz.partial_ratio_alignment(fold(quote), fold(text))
    if al is None:
        return "", 0.0
    # Folding keeps lengths close to the original for Latin scripts; map back approximately.
    start, end = al.dest_start, al.dest_end
    return text[start:end].strip(), float(al.score)


_NEIGHBOUR_TEXT: dict[tuple[int, str, str], tuple[str, list[int], list[Passage]]] = {}


def find_in_neighbours(neighbours: list[Passage], fragments: tuple[str, ...]) -> Passage | None:
    """The first neighbour passage holding every fragment in order (one folded text a neighbour list)."""
    if not neighbours or not fragments:
        return None
    key = (len(neighbours), neighbours[0].key, neighbours[-1].key)
    entry = _NEIGHBOUR_TEXT.get(key)
    if entry is None:
        starts: list[int] = []
        parts: list[str] = []
        pos = 0
        for n in neighbours:
            starts.append(pos)
            f = fold(n.text)
            parts.append(f)
            pos += len(f) + 1
        entry = ("\n".join(parts), starts, list(neighbours))
        if len(_NEIGHBOUR_TEXT) > 32:
            _NEIGHBOUR_TEXT.clear()
        _NEIGHBOUR_TEXT[key] = entry
    text, starts, passages = entry
    k = text.find(fragments[0])
    while k >= 0:
        i = bisect_right(starts, k) - 1
        end = starts[i + 1] - 1 if i + 1 < len(starts) else len(text)
        if contains_in_order(text[starts[i] : end], fragments):
            return passages[i]
        k = text.find(fragments[0], end)
    return None


# below this similarity (0-100, the closest stretch of the cited text) a quotation resembles nothing in
# it: random text of a legal passage scores about 40, a quotation with a word changed 80 or more
OTHER_WORDS_SCORE = 55.0
SHORT_QUOTE_WORDS = 4  # at most this many quoted words unlike the cited text are the case's words


def check_quotes(request: JudgeRequest) -> list[QuoteFinding]:
    found: list[QuoteFinding] = []
    quotes = quotations(
        strip_citations(request.claim, request.citation_text) if request.citation_text else request.claim
    )
    if not quotes:
        return found
    cited = all_passages(request)
    cited_folded = [(p, fold(p.text)) for p in cited]
    # a quotation may run from a paragraph's lead-in into one of its list items ("mindestens beträgt:
    # a. 15 000 Franken ..."), with or without the item's letter: the cited passages of one language read
    # together, and the same without list markers
    for lang in sorted({p.lang for p in cited}):
        same = [p for p in cited if p.lang == lang]
        if len(same) > 1 or any(_LIST_MARKER.search(p.text) for p in same):
            joined = "\n".join(p.text for p in same)
            cited_folded.append((same[0], fold(joined)))
            cited_folded.append((same[0], fold(_LIST_MARKER.sub("", joined))))
    # the provision's headings ("A. Haftung im Allgemeinen") may be quoted too
    seen: set[str] = set()
    for p in cited:
        if p.heading and p.heading not in seen:
            seen.add(p.heading)
            cited_folded.append((p, fold(p.heading)))
    langs = {p.lang for p in cited}
    cited_articles = {_article_of(p.key) for p in cited}
    unlike: list[bool] = []  # per "altered" finding: nothing in the cited text resembles it
    for q in quotes:
        if any(contains_in_order(ft, q.fragments) for _, ft in cited_folded):
            hit = next(p for p, ft in cited_folded if contains_in_order(ft, q.fragments))
            found.append(QuoteFinding(q.text, "ok", passage_key=hit.key))
            continue
        best_text, best_score, best_key = "", 0.0, ""
        for p in cited:
            window, score = closest_window(q.text, p.text)
            if score > best_score:
                best_text, best_score, best_key = window, score, p.key
        elsewhere = next(
            (n for n in request.neighbours if contains_in_order(fold(n.text), q.fragments)), None
        )
        if elsewhere is not None:
            label = elsewhere.label or elsewhere.key
            if _article_of(elsewhere.key) in cited_articles:
                found.append(
                    QuoteFinding(
                        q.text,
                        "nearby",
                        f"the quotation is in {label}, not in the cited passage",
                        elsewhere.text,
                        elsewhere.key,
                    )
                )
            else:
                found.append(
                    QuoteFinding(
                        q.text,
                        "elsewhere",
                        f"the quotation is from {label}, not from the cited provision",
                        elsewhere.text,
                        elsewhere.key,
                    )
                )
            continue
        if any(
            contains_in_order(_numerals(ft), tuple(_numerals(f) for f in q.fragments))
            for _, ft in cited_folded
        ):
            # "trente jours" for "30 jours": the words are the source's, a number is spelled otherwise
            found.append(
                QuoteFinding(
                    q.text,
                    "numerals",
                    f"the quotation «{q.text}» writes a number otherwise than the cited text",
                    best_text,
                    best_key,
                )
            )
            continue
        if any(_stem_line(q.text, p.lang) in _stem_line(p.text, p.lang) for p in cited):
            # "dem offenbaren Missbrauch" for "der offenbare Missbrauch": the source's words, their
            # endings fitted to the sentence around them
            found.append(
                QuoteFinding(
                    q.text,
                    "inflection",
                    f"the quotation «{q.text}» changes word endings of the cited text",
                    best_text,
                    best_key,
                )
            )
            continue
        # a term or a few quoted words like nothing in the cited text are the case's words (a trade mark
        # «BERGQUELL», a firm «Pedrazzini & Co.», a bill's «vingt mille francs») or a term the text lacks:
        # doubt at most, never an altered quotation (an altered quotation still reads like the source)
        if q.word_count <= 2 or (q.word_count <= SHORT_QUOTE_WORDS and best_score < OTHER_WORDS_SCORE):
            if is_case_name(q.text):
                continue
            said = f"term «{q.text}» does" if q.word_count <= 2 else f"words «{q.text}» do"
            found.append(
                QuoteFinding(
                    q.text,
                    "term-missing",
                    f"the quoted {said} not occur in the cited text",
                    best_text,
                    best_key,
                )
            )
            continue
        qlang = guess_lang(q.text)
        if qlang is not None and qlang not in langs:
            found.append(
                QuoteFinding(
                    q.text,
                    "translation",
                    f"the quotation is in '{qlang}', the source has no text in that language; not verifiable verbatim",
                    best_text,
                    best_key,
                )
            )
            continue
        found.append(
            QuoteFinding(
                q.text,
                "altered",
                f"the quotation «{q.text}» is not verbatim in the cited text (closest: «{best_text}»)",
                best_text,
                best_key,
            )
        )
        unlike.append(best_score < OTHER_WORDS_SCORE)
    if any(f.outcome == "ok" for f in found):
        # the claim quotes the cited text verbatim elsewhere: a quotation nothing in it resembles is
        # another document's words (a party's declaration "limitatamente agli immobili di Bergamo"),
        # not an altered quotation of the source
        altered = iter(unlike)
        found = [f for f in found if f.outcome != "altered" or not next(altered)]
    return found


_LIST_MARKER = re.compile(r"(?m)^\s*(?:[a-z]{1,2}|\d{1,2})[.)]\s+")
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


_STEM_TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*|\d+")


def _stem_line(text: str, lang: str) -> str:
    """The text as a line of light stems (" offenbar missbrauch recht "), for a quotation whose words
    differ from the source's only in their endings; figures stay as they are ("20. Lebensjahr" is not
    an inflection of "18. Lebensjahr")."""
    return " " + " ".join(light_stem(w, lang) for w in _STEM_TOKEN.findall(fold(text))) + " "


def _numerals(folded: str) -> str:
    """Number words written as digits ("trente" -> "30"), for comparing a quotation's wording."""
    cardinals = number_tables().cardinals
    weak = number_tables().weak

    def digit(m: re.Match[str]) -> str:
        w = m.group(0)
        if w in weak or w not in cardinals:
            return w
        return f"{cardinals[w]:g}"

    return _WORD.sub(digit, folded)


def check_numbers(request: JudgeRequest) -> NumberCheck:
    claim_q = quantities(strip_citations(request.claim, request.citation_text))
    if not claim_q:
        return NumberCheck()
    passage_q = []
    dims_by_lang: dict[str, set[str]] = {}
    for p in all_passages(request):
        qs = quantities(strip_citations(p.text))
        passage_q.extend(qs)
        dims_by_lang.setdefault(p.lang, set()).update(q.dimension for q in qs)
    return _versions_agree(compare(claim_q, passage_q), dims_by_lang, request.claim_lang)


def _versions_agree(check: NumberCheck, dims_by_lang: dict[str, set[str]], claim_lang: str) -> NumberCheck:
    """A figure only some language versions of the provision state ("fino ai 18 anni" where the German
    and French say "Kinder") is a wording choice of that version: it cannot contradict the claim, it
    leaves doubt.  A contradiction needs the version in the claim's language, or at least half of the
    versions, to state a figure of that kind."""
    if len(dims_by_lang) < 2 or not check.contradicted:
        return check
    keep: list[tuple[Quantity, list[Quantity]]] = []
    moved: list[Quantity] = []
    for q, rivals in check.contradicted:
        stating = sum(q.dimension in dims for dims in dims_by_lang.values())
        if q.dimension in dims_by_lang.get(claim_lang, ()) or 2 * stating >= len(dims_by_lang):
            keep.append((q, rivals))
        else:
            moved.append(q)
    if not moved:
        return check
    return NumberCheck(list(check.agreed), keep, [*check.unsupported, *moved])


def run_checks(request: JudgeRequest) -> MechanicalResult:
    return MechanicalResult(quotes=check_quotes(request), numbers=check_numbers(request))


def lower(j: Judgement, status: JudgeStatus, verdict: Verdict, reason: str) -> Judgement:
    """``j`` lowered to ``status`` (never raised), with ``reason`` added."""
    if _RANK[status] >= _RANK[j.status]:
        return j
    new_reason = f"{reason}; {j.reason}" if j.reason else reason
    return replace(j, status=status, verdict=verdict, reason=new_reason)


def cap_confidence(confidence: float, evidence_kind: str) -> float:
    return round(max(0.0, min(confidence, CONFIDENCE_CAP.get(evidence_kind, 0.4))), 3)


def mechanical_checks(
    request: JudgeRequest, judgement: Judgement, result: MechanicalResult | None = None
) -> Judgement:
    """Apply every mechanical check to a judge's ``judgement``; the verdict can only go down."""
    res = result if result is not None else run_checks(request)
    j = replace(judgement, checks=dict(judgement.checks))
    cited = all_passages(request)

    if not cited:
        j = lower(j, "PARTIAL", "partial", "no source text was retrieved for the cited passage")
        j.checks["source_text"] = "failed: no passage"
    else:
        j.checks["source_text"] = "ok"

    # quote verbatim (R2)
    if res.altered_quotes:
        f = res.altered_quotes[0]
        before = j.status
        j = lower(j, "MISMATCH", "contradicts", f.detail)
        if f.closest and j.status != before:
            j.snippet = f.closest
            j.passage_key = f.passage_key
        j.checks["quote_verbatim"] = f"failed: {f.detail}"
    elif res.doubtful_quotes:
        f = res.doubtful_quotes[0]
        j = lower(j, "PARTIAL", "partial", f.detail)
        j.checks["quote_verbatim"] = f"failed: {f.detail}"
    else:
        j.checks["quote_verbatim"] = "ok"

    # pinpoint exists
    if request.pinpoint_missing:
        msg = f"the pinpoint {request.pinpoint_missing} does not exist in the cited source"
        j = lower(j, "PARTIAL", "partial", msg)
        j.checks["pinpoint"] = f"failed: {msg}"
    else:
        j.checks["pinpoint"] = "ok"

    # numbers agree
    nums = res.numbers
    if nums.contradicted:
        q, others = nums.contradicted[0]
        msg = f"the claim says «{q.text}», the source says «{', '.join(o.text for o in others[:3])}»"
        j = lower(j, "MISMATCH", "contradicts", msg)
        j.checks["numbers"] = f"failed: {msg}"
    else:
        missing = missing_figures(nums, _DOUBT_DIMENSIONS, request.claim)
        if missing:
            msg = f"the source does not state «{missing[0].text}»"
            j = lower(j, "PARTIAL", "partial", msg)
            j.checks["numbers"] = f"failed: {msg}"
        else:
            j.checks["numbers"] = "ok"

    # snippet verbatim
    if j.snippet and j.status == "MATCH":
        fs = fold(j.snippet)
        if not any(fs in fold(p.text) for p in cited):
            j = lower(j, "PARTIAL", "partial", "the supporting excerpt is not verbatim in the cited text")
            j.checks["snippet_verbatim"] = "failed: excerpt not in source"
        else:
            j.checks["snippet_verbatim"] = "ok"

    j.confidence = cap_confidence(j.confidence, request.evidence_kind)
    return j
