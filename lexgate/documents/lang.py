"""A small, deterministic guess of a draft's language (de | fr | it | en) from its function words."""

from __future__ import annotations

import re
from collections import Counter


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Frequent function words that are distinctive for one language (data, not logic).
STOPWORDS: dict[str, frozenset[str]] = {
    "de": _words(
        "der die das und ist nicht ein eine einer eines dem den des mit von auf für wird werden sich "
        "auch nach bei oder wenn sind zu im zur zum dass durch gemäss gemäß nur kann hat über"
    ),
    "fr": _words(
        "le la les et est une des du au aux pour que qui dans par sur pas ne son sa ses ce cette "
        "être sont avec selon lorsque peut doit leur il elle"
    ),
    "it": _words(
        "il lo gli e è una della delle dei degli del nel nella che per non con sono alla al ai "
        "dalla dal questa questo essere può deve si ha le"
    ),
    "en": _words(
        "the and is of to in that for not with by on be are as an this which under may shall "
        "it its has have from"
    ),
}
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)


def detect_lang(text: str, sample: int = 20000) -> str | None:
    """The language whose function words occur most often in ``text``; None when there is no evidence."""
    counts: Counter[str] = Counter()
    for match in _WORD.finditer(text[:sample]):
        word = match.group(0).lower()
        for lang, words in STOPWORDS.items():
            if word in words:
                counts[lang] += 1
    if not counts:
        return None
    ranked = counts.most_common(2)
    best, n = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0
    if n < 2 or runner_up == n:
        return None
    return best
