"""Close matches for a not-found id: nearest article numbers, similar act keys, similar BGE / dockets."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rapidfuzz import fuzz, process

_LEAD = re.compile(r"^(\d+)")


def article_number(article: str) -> int | None:
    m = _LEAD.match(article)
    return int(m.group(1)) if m else None


def nearest_articles(articles: Sequence[str], wanted: str, n: int = 3) -> list[str]:
    """The ``n`` articles whose number is closest to ``wanted`` (same number with other suffixes first)."""
    target = article_number(wanted)
    if target is None:
        return [m[0] for m in process.extract(wanted, list(articles), scorer=fuzz.ratio, limit=n)]
    scored = []
    for i, art in enumerate(articles):
        num = article_number(art)
        if num is None:
            continue
        scored.append((abs(num - target), 0 if art.startswith(str(target)) else 1, i, art))
    scored.sort()
    return [s[3] for s in scored[:n]]


def range_text(values: Sequence[str]) -> str:
    """``["1","2","3"]`` -> ``"1-3"``; otherwise a comma list."""
    if values and all(v.isdigit() for v in values):
        nums = [int(v) for v in values]
        if nums == list(range(nums[0], nums[0] + len(nums))) and len(nums) > 1:
            return f"{nums[0]}-{nums[-1]}"
    return ", ".join(values)


def similar_keys(wanted: str, candidates: Iterable[str], n: int = 3, cutoff: float = 60.0) -> list[str]:
    hits = process.extract(
        wanted.upper(), {c: c.upper() for c in candidates}, scorer=fuzz.ratio, limit=n, score_cutoff=cutoff
    )
    return [h[2] for h in hits]


def similar_bge(
    volume: int, part: str, page: int, known: Iterable[tuple[int, str, int]], n: int = 3
) -> list[tuple[int, str, int]]:
    """Known BGE references near ``volume part page``: another part, a nearby page or volume."""
    scored = []
    for v, p, s in known:
        if (v, p, s) == (volume, part, page):
            continue
        cost = abs(v - volume) * 3 + (0 if p == part else 2) + min(abs(s - page), 50) / 5
        if cost <= 6:
            scored.append((cost, v, p, s))
    scored.sort()
    return [(v, p, s) for _, v, p, s in scored[:n]]
