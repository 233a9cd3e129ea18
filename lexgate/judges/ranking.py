"""Is the cited provision among the best-matching provisions of its act?

The act's other provisions (``request.neighbours``) are indexed once per process (glossary concepts,
stems, cognates, quantities, the specific heading); a claim is then scored against every article with
idf-weighted term coverage.  A cited article far below the best one is the sign of a misattached
citation (issue 4: "checking whether the cited provision is among the best-matching provisions of the
whole act catches most wrong-article citations").
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from lexgate.judges.base import JudgeRequest
from lexgate.judges.diskcache import disk_cached
from lexgate.judges.idf import specificity
from lexgate.judges.mechanical import all_passages
from lexgate.judges.numbers import quantities
from lexgate.judges.terms import CONCEPT_WEIGHT, Profile, features, profile, token_features
from lexgate.judges.text import strip_citations
from lexgate.sources.model import Passage

MAX_DF_SHARE = 0.4  # a feature in more than this share of the articles cannot tell them apart


def last_heading(heading: str) -> str:
    """The most specific part of a heading path ("OR, ..., 2. Wirkung der Unterbrechung" -> the last)."""
    return heading.rsplit(",", 1)[-1]


@dataclass(slots=True)
class _ActIndex:
    lang: str
    postings: dict[str, list[str]]  # feature -> article ids
    labels: dict[str, str]  # article id -> label
    n_articles: int


_INDEX_CACHE: dict[tuple[str, tuple[str, ...]], _ActIndex] = {}


def article_id(key: str) -> str:
    bits = key.split(":")
    for i, b in enumerate(bits):
        if b.startswith("art-"):
            return ":".join(bits[: i + 1])
        if b.startswith("E-"):
            # considerations group by their top number: E-2.1 -> E-2
            return ":".join([*bits[:i], "E-" + b[2:].split(".")[0]])
    return key


@lru_cache(maxsize=65536)
@disk_cached("ranking.passage_features")
def _passage_features(text: str, lang: str, heading: str) -> frozenset[str]:
    """A provision's features (cached per text: the same act is ranked for many claims, each list of
    neighbours a little different)."""
    out = set(features(profile(text, lang))) | set(_quantity_features(text))
    if heading:
        out |= features(profile(last_heading(heading), lang))
    return frozenset(out)


def _act_index(neighbours: list[Passage]) -> _ActIndex:
    # the whole list is the key: two different neighbour lists must never share an index
    key = (neighbours[0].lang, tuple(p.key for p in neighbours))
    cached = _INDEX_CACHE.get(key)
    if cached is None:
        feats: dict[str, set[str]] = defaultdict(set)
        labels: dict[str, str] = {}
        for p in neighbours:
            art = article_id(p.key)
            labels.setdefault(art, (p.label or p.key).split(" Abs.")[0].split(" al.")[0].split(" cpv.")[0])
            feats[art] |= _passage_features(p.text, p.lang, p.heading)
        postings: dict[str, list[str]] = defaultdict(list)
        for art, fs in feats.items():
            for f in fs:
                postings[f].append(art)
        cached = _ActIndex(neighbours[0].lang, dict(postings), labels, len(feats))
        if len(_INDEX_CACHE) > 32:
            _INDEX_CACHE.clear()
        _INDEX_CACHE[key] = cached
    return cached


@dataclass(slots=True)
class Ranking:
    cited_score: float
    best_article: str
    best_label: str
    best_score: float
    rank: int  # 1 = the cited article is the best match
    lang: str = ""  # the language of the ranked provisions
    best_passages: list[Passage] = field(default_factory=list)  # the best other article's text
    cited_passages: list[Passage] = field(default_factory=list)  # the cited article in ``lang``
    words: int = 0  # claim words that told the articles apart (a feature in some, not nearly all)


def _quantity_features(text: str) -> frozenset[str]:
    return frozenset(f"q:{q.dimension}:{q.value}" for q in quantities(strip_citations(text)))


def rank_articles(claim: Profile, request: JudgeRequest, claim_text: str = "") -> Ranking | None:
    if not request.neighbours:
        return None
    idx = _act_index(request.neighbours)
    cited_same_lang = [p for p in all_passages(request) if p.lang == idx.lang]
    if not cited_same_lang:
        return None
    cited_art = article_id(cited_same_lang[0].key)
    cited_feats: set[str] = set()
    for p in cited_same_lang:
        cited_feats |= features(profile(p.text, p.lang)) | _quantity_features(p.text)
        if p.heading:
            cited_feats |= features(profile(last_heading(p.heading), p.lang))
    # each claim word weighs by how specific it is in the whole corpus (a word every provision uses tells
    # little), not only among these neighbours (they were found by the claim's own words)
    spec = [specificity(t, c, claim.lang) for t, c in zip(claim.tokens, claim.token_concepts, strict=True)]
    tf = [(w * sp, feats) for (w, feats), sp in zip(token_features(claim), spec, strict=True)]
    tf += [(CONCEPT_WEIGHT, [(f, 1.0)]) for f in _quantity_features(claim_text)]
    n_art = idx.n_articles + 1
    max_df = max(3, int(n_art * MAX_DF_SHARE))
    scores: dict[str, float] = defaultdict(float)
    cited = total = 0.0
    words = 0
    for w, feats in tf:
        dfs = [len(idx.postings.get(f, ())) + (1 if f in cited_feats else 0) for f, _ in feats]
        present = [d for d in dfs if d > 0]
        if not present or min(present) > max_df:
            continue  # a word no provision (or nearly every provision) uses cannot tell them apart
        weight = w * math.log((n_art + 1) / (min(present) + 1)) / math.log(n_art + 1)
        total += weight
        words += 1
        best: dict[str, float] = {}
        cited_best = 0.0
        for (f, credit), d in zip(feats, dfs, strict=True):
            if d == 0 or d > max_df:
                continue
            if f in cited_feats:
                cited_best = max(cited_best, credit)
            for art in idx.postings.get(f, ()):
                if credit > best.get(art, 0.0):
                    best[art] = credit
        for art, c in best.items():
            scores[art] += weight * c
        cited += weight * cited_best
    if total <= 0:
        return None
    cited_score = cited / total
    # The cited article's other paragraphs are in the neighbours too: its group counts as the cited one.
    scores.pop(cited_art, None)
    if not scores:
        return Ranking(cited_score, "", "", 0.0, 1, idx.lang, [], cited_same_lang, words)
    best_art = max(scores, key=lambda a: scores[a])
    best_score = scores[best_art] / total
    rank = 1 + sum(1 for s in scores.values() if s / total > cited_score)
    best_passages = [p for p in request.neighbours if article_id(p.key) == best_art]
    return Ranking(
        cited_score,
        best_art,
        idx.labels.get(best_art, best_art),
        best_score,
        rank,
        idx.lang,
        best_passages,
        cited_same_lang,
        words,
    )
